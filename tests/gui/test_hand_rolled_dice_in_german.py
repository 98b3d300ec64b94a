"""Physical dice in a German window: the dialog that asks for a face refuses a face off the die, or no number, in
German, and a roll the player cancels is refused in German where the action was asked for (the infantry fire
dialog, the status bar), naming the roll as the prompt did."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from morefire_gui.gui.dialogs.dice import DiceDialog
from morefire_gui.gui.dialogs.infantry_fire import InfantryFireDialog
from morefire_gui.gui.features.dice import DiceFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.rules.dice import Die
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from tests.gui.test_aircraft_gui import air_window  # noqa: F401 # the window on the aircraft test battle
from tests.gui.test_said import german  # noqa: F401 # the German fixture

LEFT = Qt.MouseButton.LeftButton


def _typed(qtbot, dialog: DiceDialog, face: str) -> str:  # type: ignore[no-untyped-def]
    """Type ``face`` and press OK, as the player does: what the dialog says against it."""
    dialog.face.clear()
    qtbot.keyClicks(dialog.face, face)
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, LEFT)
    return dialog.error.text()


def test_a_face_off_the_die_is_refused_in_german(german, qtbot) -> None:  # type: ignore[no-untyped-def]
    purpose = QT_TRANSLATE_NOOP("Rules", "mud maintenance roll, {unit}").format(unit="T-34 #3")
    d6 = DiceDialog(Die.D6, purpose)
    qtbot.addWidget(d6)
    assert _typed(qtbot, d6, "7") == "7 ist keine Augenzahl eines d6 (Augenzahlen 1-6)"
    assert _typed(qtbot, d6, "x") == "die Augenzahl auf dem d6 eingeben: 1 bis 6"
    d10 = DiceDialog(Die.D10, purpose)
    qtbot.addWidget(d10)
    assert _typed(qtbot, d10, "11") == (
        "11 ist keine Augenzahl eines d10 (Augenzahlen 1-10, oder 0 für die mit 0 bedruckte Seite)"
    )
    _typed(qtbot, d10, "0")
    assert d10.result_face == 10  # the face printed 0 is taken


def test_a_face_off_the_die_is_refused_in_english(qtbot) -> None:  # type: ignore[no-untyped-def]
    d10 = DiceDialog(Die.D10, "x")
    qtbot.addWidget(d10)
    assert _typed(qtbot, d10, "11") == "11 is not a face of a d10 (faces 1-10, or 0 for the face printed 0)"
    assert _typed(qtbot, d10, "x") == "type the number on the d10, 1 to 9, or 0"


def test_a_cancelled_roll_is_refused_in_german(german, qtbot, air_window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    w = air_window
    prompts: list[str] = []

    def cancelled(dialog: DiceDialog) -> int:
        prompts.append(dialog.prompt.text())
        return QDialog.DialogCode.Rejected.value

    monkeypatch.setattr(DiceDialog, "exec", cancelled)  # the player closes the dice dialog without a face
    w.feature(DiceFeature).physical.setChecked(True)
    dialog = InfantryFireDialog(w.session, w, (20.0, 40.0), ["su1"], w)
    dialog.show()
    qtbot.mouseClick(dialog.fire_button, LEFT)
    assert prompts == [
        "<b>d100 würfeln</b> für Infanteriefeuer auf Schützengruppe 1 (Achse).<br>"
        "Die gewürfelte Augenzahl eingeben: 1 bis 99, oder 00 für 100."
    ]
    refusal = (
        "der d100 für Infanteriefeuer auf Schützengruppe 1 (Achse) wurde nicht gewürfelt: nichts wurde abgewickelt"
    )
    assert dialog.error.text() == refusal
    assert w.statusBar().currentMessage() == f"Abgelehnt: {refusal}"
    assert w.undo_stack.count() == 0
    w.feature(DiceFeature).physical.setChecked(False)
    dialog.reject()
