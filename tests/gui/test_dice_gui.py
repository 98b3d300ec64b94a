"""Physical dice: the prompt, a refused face, the roll logged as by hand; the histogram per side; the dice mode
chosen in Preferences or the Dice menu, each following the other."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QTextBrowser

from morefire_gui.errors import DiceError
from morefire_gui.gui.dialogs.dice import DiceDialog
from morefire_gui.gui.dialogs.preferences import PreferencesDialog
from morefire_gui.gui.features.dice import DiceFeature, dice_histogram, histogram_html
from morefire_gui.gui.features.shell import ShellFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.preferences import DICE_MODES, DiceMode, load_preferences
from morefire_gui.gui.settings import app_settings
from morefire_gui.rules.dice import Die, DieRoll
from morefire_gui.rules.explain import RollStep
from morefire_gui.session.battle_session import BattleSession


def test_the_prompt_refuses_a_face_off_the_die_and_takes_a_good_one(qapp) -> None:  # type: ignore[no-untyped-def]
    dialog = DiceDialog(Die.D6, "the mud maintenance roll of T-34 #3")
    assert "Roll a d6" in dialog.prompt.text() and "T-34 #3" in dialog.prompt.text()
    dialog.face.setText("7")
    dialog._on_ok()
    assert "7 is not a face of a d6" in dialog.error.text() and dialog.result_face is None
    dialog.face.setText("x")
    dialog._on_ok()
    assert "type the number" in dialog.error.text()
    dialog.face.setText("4")
    dialog._on_ok()
    assert dialog.result_face == 4


@pytest.mark.parametrize(
    "die, typed, face", [(Die.D10, "0", 10), (Die.D10, "10", 10), (Die.D100, "00", 100), (Die.D100, "37", 37)]
)
def test_printed_faces_are_read_as_the_dice_module_reads_them(qapp, die, typed, face) -> None:  # type: ignore[no-untyped-def]
    assert DiceDialog(die, "x").check(typed) == face


def test_physical_dice_mode_asks_for_every_roll(window: MainWindow, monkeypatch) -> None:
    asked: list[str] = []
    monkeypatch.setattr(
        DiceDialog,
        "ask",
        classmethod(lambda cls, die, purpose, parent=None: asked.append(f"{die.label} {purpose}") or 3),
    )
    window.feature(DiceFeature).physical.setChecked(True)
    roll = window.session.dice.d10("hit location of T-34 #3")
    assert roll.by_hand and roll.face == 3 and asked == ["d10 hit location of T-34 #3"]
    window.feature(DiceFeature).physical.setChecked(False)
    assert not window.session.physical_dice


def test_a_cancelled_roll_resolves_nothing(window: MainWindow, monkeypatch) -> None:
    def cancel(cls, die, purpose, parent=None):  # type: ignore[no-untyped-def]
        raise DiceError("not rolled")

    monkeypatch.setattr(DiceDialog, "ask", classmethod(cancel))
    window.feature(DiceFeature).physical.setChecked(True)
    with pytest.raises(DiceError):
        window.session.dice.d6("anything")
    window.feature(DiceFeature).physical.setChecked(False)


def test_histogram_per_side(window: MainWindow) -> None:
    session = window.session
    rolls = [session.dice.d10("a") for _ in range(5)]
    session.record("note", "axis rolls", steps=[RollStep(r, r.face) for r in rolls], side="axis")
    histogram = dice_histogram(session)
    assert sum(histogram["axis"]["d10"].values()) == 5
    html = histogram_html(histogram)
    assert "axis" in html and "5 rolls" in html


def test_the_histogram_in_a_sides_view_counts_no_secret_roll_of_the_other_side(
    qtbot, window: MainWindow, demo_path: Path
) -> None:
    """Hot seat: the Axis's hidden positions roll in secret (an entry of its own, as their maintenance rolls are). The
    Allies' histogram is the same as if they had not rolled: how many the Axis rolled would tell what it did."""
    from tests.gui.test_hidden_information import hand_over
    from tests.hidden_battle import hidden_session

    def allied_histogram(secret_rolls: int) -> str:
        window.replace_session(hidden_session(demo_path))
        session = window.session
        public = [DieRoll(Die.D6, face, "a roll every side sees") for face in (2, 5)]
        session.record("note", "public", steps=[RollStep(r, r.face) for r in public], side="axis")
        rolls = [DieRoll(Die.D10, 7, "a hidden position's roll") for _ in range(secret_rolls)]
        if rolls:
            session.record(
                "maintenance", "secret", steps=[RollStep(r, r.face) for r in rolls], side="axis", secret=True
            )
        hand_over(qtbot, window, "axis")
        hand_over(qtbot, window, "allies")
        dialog = window.feature(DiceFeature).show_histogram()
        text = dialog.findChild(QTextBrowser).toPlainText()
        dialog.close()
        return text

    seen = allied_histogram(5)
    assert "d10" not in seen and "d6: 2 rolls" in seen
    assert seen == allied_histogram(0)
    hand_over(qtbot, window, "axis")  # the Axis's own view counts its own secret rolls
    window.session.record(
        "maintenance", "secret", steps=[RollStep(window.session.dice.d10("x"), 1)], side="axis", secret=True
    )
    assert sum(dice_histogram(window.session, window.view_filter)["axis"]["d10"].values()) == 1


# -- the dice mode: the Dice menu and Preferences follow each other ---------------------------------------------------
def choose_in_preferences(window: MainWindow, monkeypatch, dice_text: str) -> list[str]:  # type: ignore[no-untyped-def]
    """Open Edit → Preferences, note the dice shown, pick ``dice_text`` and press OK; returns [shown]."""
    shown: list[str] = []

    def exec_dialog(dialog: PreferencesDialog) -> int:
        shown.append(dialog.dice.currentText())
        dialog.dice.setCurrentIndex(dialog.dice.findText(dice_text))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(PreferencesDialog, "exec", exec_dialog)
    window.feature(ShellFeature).preferences_action.trigger()  # type: ignore[attr-defined]
    return shown


def test_preferences_choose_physical_dice_and_the_dice_menu_follows(window: MainWindow, monkeypatch) -> None:
    physical = window.feature(DiceFeature).physical  # type: ignore[attr-defined]
    assert not physical.isChecked()
    shown = choose_in_preferences(window, monkeypatch, DICE_MODES[DiceMode.PHYSICAL])
    assert shown == [DICE_MODES[DiceMode.APP]]
    assert physical.isChecked() and window.session.physical_dice
    assert app_settings().value("dice/mode") == "physical"
    shown = choose_in_preferences(window, monkeypatch, DICE_MODES[DiceMode.APP])
    assert shown == [DICE_MODES[DiceMode.PHYSICAL]]
    assert not physical.isChecked() and not window.session.physical_dice
    assert app_settings().value("dice/mode") == "app"


def test_the_dice_menu_changes_what_preferences_show(window: MainWindow, monkeypatch) -> None:
    physical = window.feature(DiceFeature).physical  # type: ignore[attr-defined]
    physical.trigger()  # Dice → Roll Physical Dice, ticked
    assert choose_in_preferences(window, monkeypatch, DICE_MODES[DiceMode.PHYSICAL]) == [DICE_MODES[DiceMode.PHYSICAL]]
    physical.trigger()  # and unticked: Preferences say the app rolls, in words (not a stored key)
    shown = choose_in_preferences(window, monkeypatch, DICE_MODES[DiceMode.APP])
    assert shown == [DICE_MODES[DiceMode.APP]] and "app rolls" in shown[0]
    assert not physical.isChecked() and not window.session.physical_dice


@pytest.mark.parametrize(
    "stored, mode",
    [("app", DiceMode.APP), ("seeded", DiceMode.APP), ("physical", DiceMode.PHYSICAL), (None, DiceMode.APP)],
)
def test_a_stored_dice_mode_old_or_new_is_read(qtbot, stored, mode) -> None:  # type: ignore[no-untyped-def]
    if stored is None:
        app_settings().remove("dice/mode")
    else:
        app_settings().setValue("dice/mode", stored)
    assert load_preferences().dice_mode is mode
    dialog = PreferencesDialog(load_preferences(), BattleSession.new(48, 48, "in", "1:50").battle)
    qtbot.addWidget(dialog)
    assert dialog.dice.currentText() == DICE_MODES[mode]


def test_the_d10_prompt_says_the_printed_faces_and_its_hint_reads_whole(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Rolling physical dice for an artillery error: the prompt names the faces as they are printed (1 to 9, or 0),
    without a hint inside a hint, and the hint in the empty box is not cut off."""
    dialog = DiceDialog(Die.D10, "artillery error (yards off)")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert "Type the face that came up: 1 to 9, or 0." in dialog.prompt.text()
    box = dialog.face
    assert box.placeholderText() == "1 to 9, or 0"
    assert box.fontMetrics().horizontalAdvance(box.placeholderText()) < box.width() - 12
    dialog.face.setText("0")
    dialog._on_ok()
    assert dialog.result_face == 10  # the face printed 0


def test_a_cancelled_physical_roll_says_so_once_in_the_barrage_dialog(
    qtbot, window: MainWindow, monkeypatch, barrage_dialogs
) -> None:  # type: ignore[no-untyped-def]
    """Rolling physical dice, the player cancels the prompt for the artillery error: the barrage dialog says that
    die was not rolled, once, without the roll's number and purpose said twice over."""
    from PySide6.QtCore import Qt

    from morefire_gui.gui.features.artillery import ArtilleryFeature

    def cancel(cls, die, purpose, parent=None):  # type: ignore[no-untyped-def]
        raise DiceError(f"the {die.label} for {purpose} was not rolled: nothing was resolved")

    monkeypatch.setattr(DiceDialog, "ask", classmethod(cancel))
    window.feature(DiceFeature).physical.setChecked(True)
    dialog = window.feature(ArtilleryFeature).open_barrage((30.0, 41.0), "bty1")
    qtbot.mouseClick(dialog.fire_button, Qt.MouseButton.LeftButton)
    text = dialog.error.text()
    assert "the d10 for artillery error (yards off) was not rolled: nothing was resolved" in text
    assert "roll 1" not in text and text.count("artillery error") == 1
    assert window.session.battle.log == [] and window.undo_stack.count() == 0
    window.feature(DiceFeature).physical.setChecked(False)
    dialog.accept()
