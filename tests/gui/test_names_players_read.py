"""Nations, theatres and table points as players read them in the window, in English and in German: a battery of a
nation the artillery tables do not name is said by its name (4.2, 4.3), a random battle's theatre by the scenario's
name for it, and a table point or length with the one decimal the window writes everywhere (the locale's decimal
mark in German)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from morefire_gui.gui.dialogs.barrage import OFF_BOARD, UNOBSERVED
from morefire_gui.gui.dialogs.random_battle import RandomBattleDialog
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.said import said
from morefire_gui.io.resources import rule_tables
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.rules.scenario.terms import Special, Theatre
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.names import point_words
from tests.gui.conftest import close_quietly, to_view
from tests.gui.test_said import german  # noqa: F401 # the German fixture

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def british_window(qtbot, demo_path: Path, tmp_path: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    """The demo with the Allies British: 4.2 and 4.3 read Britain in the UK's rows, which do not name it."""
    session = BattleSession.open(demo_path)
    session.battle.sides = [
        s.model_copy(update={"nation": "britain"}) if s.id == "allies" else s for s in session.battle.sides
    ]
    path = tmp_path / "british.yaml"
    session.save(path)
    window = MainWindow(BattleSession.open(path))
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    window.view.fit_table()
    return window


def test_a_battery_of_a_nation_the_tables_do_not_name_is_said_by_its_name(  # type: ignore[no-untyped-def]
    qtbot, demo_path: Path, tmp_path: Path, barrage_dialogs
) -> None:
    window = british_window(qtbot, demo_path, tmp_path)
    try:
        window.set_tool("barrage")
        qtbot.mouseClick(window.view.viewport(), LEFT, NONE, to_view(window, 30.0, 20.0))
        dialog = barrage_dialogs[-1]
        dialog.side.setCurrentIndex(dialog.side.findData("allies"))
        dialog.battery.setCurrentIndex(dialog.battery.findData(OFF_BOARD))
        dialog.guns.setValue(4)
        dialog.calibre.setValue(105)
        dialog.observed.setCurrentIndex(dialog.observed.findData(UNOBSERVED))
        dialog.advanced.setChecked(True)
        window.session.dice = ScriptedDice([5, 1] + [99] * 20)
        qtbot.mouseClick(dialog.fire_button, LEFT)
        result = dialog.result_view.toPlainText()
        assert "Britain is not named by the table: it reads the USA, UK, France row" in result, result
        assert "britain" not in result
        entry = window.session.battle.log[-1]
        assert "britain" not in " ".join(str(getattr(s, "message", "")) for s in entry.steps)
    finally:
        close_quietly(window)


def test_a_random_battles_refusal_names_the_theatres(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The Tarawa special asked for in Russia: the dialog's refusal names the theatres as the scenario's title does."""
    dialog = RandomBattleDialog(rule_tables())
    qtbot.addWidget(dialog)
    dialog.special.setCurrentIndex(dialog.special.findData(Special.TARAWA.value))
    dialog.theatre.setCurrentIndex(dialog.theatre.findData(Theatre.RUSSIA.value))
    shown = dialog.error.text()
    assert shown == "the Tarawa special is fought in the Pacific, not Russia", shown


def test_names_and_points_in_german(german, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The same refusal in German, and a point of an aircraft's path with the German decimal comma."""
    dialog = RandomBattleDialog(rule_tables())
    qtbot.addWidget(dialog)
    dialog.special.setCurrentIndex(dialog.special.findData(Special.TARAWA.value))
    dialog.theatre.setCurrentIndex(dialog.theatre.findData(Theatre.RUSSIA.value))
    shown = dialog.error.text()
    assert shown == "die Sonderregel Tarawa wird gespielt in: Pazifik (nicht: Russland)", shown
    assert said(point_words((12.5, 30.0))) == "12,5 / 30,0"
