"""Four dialogs of a battle kept to the sequence of play say exactly what the player may do, in English and in German:
the assault's table shows a step of 3.2 not made as its steps say it ("2. no supporting fire at ..."); the barrage
dialog in artillery step C says that the step takes the written request, not a refusal in red beside an enabled Write
the Request; Direct Fire -> Fire... with nothing selected asks for the firer, Fire greyed; and Infantry Fire names a
unit of no name of its own once, not "Light machine gun | Light machine gun"."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from morefire_gui.gui.dialogs.assault import AssaultDialog
from morefire_gui.gui.features.artillery import ArtilleryFeature
from morefire_gui.gui.features.infantry import InfantryFeature
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.battle_session import BattleSession
from tests.gui.test_artillery_gui import click_board, demo_battle, open_window  # noqa: F401 # the fixture
from tests.gui.test_direct_fire_gui import dialogs as fire_dialogs  # noqa: F401 # the fire dialogs, kept
from tests.gui.test_fire_dialogs_offer_what_may_be_done_now import SMG_SQUAD, fire_into
from tests.gui.test_infantry_gui import dialogs  # noqa: F401 # the infantry dialogs, kept
from tests.gui.test_said import german  # noqa: F401 # the fixture
from tests.gui.test_shell import menu_actions

LEFT = Qt.MouseButton.LeftButton

NO_SUPPORT = {"en": "no supporting fire at Rifle squad 2", "de": "kein Unterstützungsfeuer auf Rifle squad 2"}
SUPPORT_STEP = {"en": "2. Supporting fire", "de": "2. Unterstützungsfeuer"}
STEP_C = {"en": "This is artillery step C (", "de": "Hier ist Schritt C der Phase „Artillerie“ ("}
BY_REQUEST = {"en": "written request (4.11)", "de": "schriftliche Anforderung (4.11)"}
CHOOSE_FIRER = {
    "en": "Choose the firer in direct fire step 2",
    "de": "Den Schützen in Schritt 2 der Phase „direktes Feuer“",
}
DIRECT_FIRE = {"en": "Direct Fire", "de": "Direktes Feuer"}
LMG = {"en": "Light machine gun", "de": "Leichtes MG"}


@pytest.fixture(params=["en", "de"])
def language(request) -> str:  # type: ignore[no-untyped-def]
    if request.param == "de":
        request.getfixturevalue("german")
    return str(request.param)


def assault_battle(demo_path: Path, out: Path, strict: bool = True) -> Path:
    """The demo battle (kept to the sequence of play, in the assault step), the Soviet Rifle squad 2 beside Pz IV 2."""
    path = demo_battle(demo_path, out, strict=strict, step="melee.assault" if strict else None)
    session = BattleSession.open(path)
    battle = session.battle
    battle.units = [u.model_copy(update={"at": (42.0, 8.9)}) if u.id == "su15" else u for u in battle.units]
    session.save(path)
    return path


def assault_opened(qtbot, window: MainWindow, dialogs: list) -> AssaultDialog:  # type: ignore[no-untyped-def]
    """Rifle squad 2 and Pz IV 2 selected on the board, Infantry → Assault: the dialog shown, ready to roll."""
    window.scene.clearSelection()
    window.scene.units["su15"].setSelected(True)
    window.scene.units["ge4"].setSelected(True)
    window.feature(InfantryFeature).assault_action.trigger()
    dialog = dialogs[-1]
    assert isinstance(dialog, AssaultDialog) and dialog.roll_button.isEnabled(), dialog.error.text()
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_assault_table_shows_the_step_not_made_as_its_steps_say_it(  # type: ignore[no-untyped-def]
    qtbot, language: str, open_window, dialogs, demo_path: Path, tmp_path: Path
) -> None:
    window: MainWindow = open_window(assault_battle(demo_path, tmp_path / "assault.yaml"))
    dialog = assault_opened(qtbot, window, dialogs)
    # No unit ticked for supporting fire: said before the dice in the step's place, with the session's words.
    assert f"\n2. {NO_SUPPORT[language]}.\n3. " in dialog.preview_view.toPlainText()
    window.session.dice = ScriptedDice([90, 20])
    qtbot.mouseClick(dialog.roll_button, LEFT)
    rows = dialog.rows()
    assert [row[0] for row in rows[:3]] == [
        "1. " + rows[0][0].removeprefix("1. "),
        SUPPORT_STEP[language],
        "3. " + rows[2][0].removeprefix("3. "),
    ]
    assert rows[1] == [SUPPORT_STEP[language], NO_SUPPORT[language], "", "", ""]
    assert dialog.table.columnSpan(1, 1) == 4  # the reason across the row, not in a column of its own
    # The table and the steps below it say the same.
    assert f"2. {NO_SUPPORT[language]}" in dialog.result_view.toPlainText()
    # Read whole, in German too: no column pushed out of sight.
    qtbot.wait(50)
    assert not dialog.table.horizontalScrollBar().isVisible()
    dialog.close()


def test_the_assault_table_shows_the_tanks_fire_not_made(  # type: ignore[no-untyped-def]
    qtbot, open_window, dialogs, demo_path: Path, tmp_path: Path
) -> None:
    # Played free of the sequence: the players say the tank's fire was resolved before (a strict battle reads it from
    # its log).
    window: MainWindow = open_window(assault_battle(demo_path, tmp_path / "assault.yaml", strict=False))
    window.feature(InfantryFeature).open_assault("su15", "ge4")
    dialog = dialogs[-1]
    dialog.defensive_fire.setChecked(False)  # the Panzer's fire was resolved in the direct fire phase
    said = "Pz IV 2 does not fire at Rifle squad 2: its fire was resolved in the direct fire phase"
    assert dialog.preview_view.toPlainText().startswith(f"Rifle squad 2 and Pz IV 2 are 10 yards apart.\n1. {said}.")
    window.session.dice = ScriptedDice([20])
    qtbot.mouseClick(dialog.roll_button, LEFT)
    assert dialog.rows()[:2] == [
        ["1. Tank or bunker fire", said, "", "", ""],
        ["2. Supporting fire", "no supporting fire at Rifle squad 2", "", "", ""],
    ]


def test_the_barrage_dialog_in_step_c_says_the_request_is_written_now(  # type: ignore[no-untyped-def]
    qtbot, language: str, open_window, barrage_dialogs, demo_path: Path, tmp_path: Path
) -> None:
    window: MainWindow = open_window(
        demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="artillery.orders")
    )
    window.set_tool("barrage")
    click_board(qtbot, window, 44.0, 30.0)
    dialog = barrage_dialogs[-1]
    assert dialog.request_button.isEnabled() and not dialog.fire_button.isEnabled()
    # Nothing refused in red while Write the Request is offered: what the step takes, as a prompt.
    assert dialog.error.text() == ""
    assert not dialog.prompt.isHidden() and dialog.prompt.text().startswith(STEP_C[language])
    assert BY_REQUEST[language] in dialog.prompt.text()
    dialog.accept()
    # Out of step C the request is greyed, and then the refusal is said in red.
    window.session.battle.step = "movement.road"
    dialog = window.feature(ArtilleryFeature).open_barrage((44.0, 30.0), "bty1")
    assert not dialog.request_button.isEnabled() and dialog.error.text() and dialog.prompt.isHidden()


def test_fire_opened_on_no_unit_asks_for_the_firer(  # type: ignore[no-untyped-def]
    qtbot, language: str, open_window, fire_dialogs, demo_path: Path, tmp_path: Path
) -> None:
    window: MainWindow = open_window(
        demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="fire.tank_vs_tank")
    )
    window.scene.clearSelection()
    fire = menu_actions(window)[DIRECT_FIRE[language]][0]
    assert fire.text() == tr("&Fire…") and fire.isEnabled()
    fire.trigger()
    dialog = fire_dialogs[-1]
    assert dialog.firer.currentIndex() < 0 and dialog.firer.currentText() == ""
    assert dialog.target.currentIndex() < 0 and dialog.weapon.count() == 0
    assert dialog.prompt.text().startswith(CHOOSE_FIRER[language]) and dialog.error.text() == ""
    assert not dialog.fire_button.isEnabled() and CHOOSE_FIRER[language].lower() in dialog.fire_button.toolTip().lower()
    assert not dialog.spot_button.isEnabled()
    # The firer chosen: the player is asked for its target.
    dialog.firer.setCurrentIndex(dialog.firer.findData("ge2"))
    assert dialog.weapon.count() and not dialog.prompt.text().startswith(CHOOSE_FIRER[language])


def test_infantry_fire_names_a_unit_of_no_name_once_in_its_row(  # type: ignore[no-untyped-def]
    qtbot, language: str, open_window, dialogs, demo_path: Path, tmp_path: Path
) -> None:
    window: MainWindow = open_window(demo_battle(demo_path, tmp_path / "free.yaml"))
    dialog = fire_into(qtbot, window, dialogs, SMG_SQUAD, "ge11", "ge12")
    rows = {row[1]: row for row in dialog.firer_rows()}
    lmg = rows[LMG[language]]
    assert lmg[2] == "" and LMG[language] not in lmg[3:]  # named by its type: the type not said again
    assert dialog.firer_table.item(dialog._row_of("ge12"), 2).toolTip() == LMG[language]
    assert rows["1st Squad"][2] not in ("", "1st Squad")  # a name of its own: its type beside it
