"""Every dialog in a German window, walked widget by widget as a player reads it (labels, buttons, table cells and
headers, tree and list items, tooltips, the pages of text views: tests/gui/window_texts.py), on a battle whose sides
and units have no names of their own, so that every side and every unit is named in the app's words: none of the
English words a German player must never read is left (a side, a unit's type, "yards", "gun", "turn", the weather).
The combat dialogs are read again once they have rolled (an airstrike flown, a barrage and infantry fire fired), with
the status bar and the Log dock."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from morefire_gui.gui.dialogs.airstrike import AirstrikeDialog
from morefire_gui.gui.dialogs.barrage import OFF_BOARD, UNOBSERVED, BarrageDialog
from morefire_gui.gui.dialogs.direct_fire import FireDialog
from morefire_gui.gui.dialogs.infantry_fire import InfantryFireDialog
from morefire_gui.gui.features.aircraft import AircraftFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.io.resources import demo_battle_path
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.battle_session import BattleSession
from tests.gui.conftest import close_quietly
from tests.gui.every_dialog import every_dialog
from tests.gui.test_aircraft_gui import air_window  # noqa: F401 # the window on the aircraft test battle
from tests.gui.test_said import german  # noqa: F401 # the German fixture
from tests.gui.window_texts import widget_texts

LEFT = Qt.MouseButton.LeftButton
# English that must not be read in a German window: the sides, the types of the units the test battles field, the
# measures and counts of the rules, the sequence of play's words, the weather's definitions. Case counts: "Yards" and
# "Phase" are German.
ENGLISH = re.compile(
    r"\b(?:Axis|Allies|Allied|Rifle|squads?|halftrack|anti-aircraft|anti-tank|machine gun|guns?|tank|mortar|yards"
    r"|turns?|phase|step|weather|CLEAR|MUD|SNOW|RAIN)\b"
)
# Pages that tell of the demo battle by its names and of the app's files ("181st Tank Brigade", "battles").
PAGES_OF_NAMES = ("HelpDialog", "ShortcutsDialog", "AboutDialog")


def _unnamed_demo(folder: Path) -> Path:
    """The demo battle with its sides' and units' names taken out: each side is its allegiance ("Axis"), each unit
    its type and number ("Rifle squad 1 (Axis)"), all of them the app's words."""
    text = demo_battle_path().read_text(encoding="utf-8")
    text = re.sub(r', name: "(?:Kampfgruppe Peiper|181st Tank Brigade)"', "", text)
    text = re.sub(r'(\{id: (?:ge|su)\d+,[^}]*?), name: "[^"]*"', r"\1", text)
    path = folder / "unnamed.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def english_read(widget: QWidget, where: str) -> list[str]:
    """The texts on ``widget`` that have English in them, with where they are."""
    return [f"{place}: {text[:160]!r}" for place, text in widget_texts(widget, where) if text and ENGLISH.search(text)]


def test_every_dialog_reads_in_german_on_a_battle_of_no_names(german, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(BattleSession.open(_unnamed_demo(tmp_path)))
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    left: list[str] = []
    try:
        for name, dialog in every_dialog(window).items():
            dialog.show()
            if name not in PAGES_OF_NAMES:
                left += english_read(dialog, name)
            dialog.hide()
            dialog.deleteLater()
    finally:
        close_quietly(window)
    assert left == []


def test_the_combat_dialogs_status_bar_and_log_read_in_german_once_rolled(  # type: ignore[no-untyped-def]
    german, qtbot, air_window: MainWindow
) -> None:
    w = air_window
    left: list[str] = []
    tables = w.feature(AircraftFeature).tables
    air = AirstrikeDialog(w.session, w, w.scene, None, tables, (20, 48), 0, None, "allies", w)
    air.aircraft.setCurrentIndex(air.aircraft.findData("il2"))
    air.show()
    w.session.dice = ScriptedDice([90, 10, 50, 3])
    qtbot.mouseClick(air.fly_button, LEFT)
    left += english_read(air, "AirstrikeDialog") + english_read(w.statusBar(), "status bar")
    air.accept()
    barrage = BarrageDialog(w.session, w, w.scene, (22.0, 30.0), "allies", None, w)
    barrage.battery.setCurrentIndex(barrage.battery.findData(OFF_BOARD))
    barrage.guns.setValue(6)
    barrage.calibre.setValue(160)
    barrage.observed.setCurrentIndex(barrage.observed.findData(UNOBSERVED))
    barrage.show()
    w.session.dice = ScriptedDice([1, 5, 95, 50, 50])
    qtbot.mouseClick(barrage.fire_button, LEFT)
    assert len(barrage.target_rows()) == 4
    left += english_read(barrage, "BarrageDialog") + english_read(w.statusBar(), "status bar")
    barrage.accept()
    infantry = InfantryFireDialog(w.session, w, (20.0, 40.0), ["su1"], w)
    infantry.show()
    w.session.dice = ScriptedDice([40])
    qtbot.mouseClick(infantry.fire_button, LEFT)
    left += english_read(infantry, "InfantryFireDialog") + english_read(w.statusBar(), "status bar")
    infantry.accept()
    fire = FireDialog(w.session, w, None, "flak2", "su1", w)
    fire.show()
    left += english_read(fire, "FireDialog")
    fire.reject()
    assert {"airstrike", "barrage", "infantry_fire"} <= {e.kind for e in w.session.battle.log}
    left += english_read(w.log, "Log dock")
    assert left == []
