"""What a German player reads of the sides and the units in the combat dialogs, the status bar and the Log dock: a
side by its name in German ("Schützengruppe 1 (Achse)", never "(Axis)"), a unit's type in German, the weather a
step cites in German — as the roster and the log already name them. The battle file keeps its English."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt

from morefire_gui.gui.dialogs.direct_fire import FireDialog
from morefire_gui.gui.dialogs.infantry_fire import InfantryFireDialog
from morefire_gui.gui.features.aircraft import AircraftFeature
from morefire_gui.gui.features.artillery import ArtilleryFeature
from morefire_gui.gui.features.direct_fire import DirectFireFeature
from morefire_gui.gui.features.infantry import InfantryFeature
from morefire_gui.gui.features.movement import MovementFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.rules.dice import ScriptedDice
from tests.gui.conftest import hover, to_view
from tests.gui.test_aircraft_gui import air_window  # noqa: F401 # the window on the aircraft test battle
from tests.gui.test_said import german  # noqa: F401 # the German fixture

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
# English a German player must not read where the sides and the units are named (the test battle's sides have no
# names of their own, its units none either: every word of their names is the app's).
ENGLISH = re.compile(r"\b(?:Axis|Allies|Allied|Rifle|squad|halftrack|anti-aircraft|gun)\b")


def _english(rows: list[list[str]]) -> list[str]:
    return [cell for row in rows for cell in row if ENGLISH.search(cell)]


def _airstrike_up_the_strip(qtbot, window: MainWindow, dialogs):  # type: ignore[no-untyped-def]
    """The Il-2 dragged in over the south edge at x 20, heading north over the Axis rifle squads (tests/session/
    air_battle.py), as a player aims it with the Airstrike tool."""
    window.set_tool("airstrike")
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, LEFT, NONE, to_view(window, 20.0, 47.7))
    qtbot.mouseMove(viewport, to_view(window, 20.0, 40.0))
    qtbot.mouseMove(viewport, to_view(window, 20.0, 30.0))
    qtbot.mouseRelease(viewport, LEFT, NONE, to_view(window, 20.0, 30.0))
    dialog = dialogs[-1]
    dialog.entry_x.setValue(20)
    dialog.heading.setValue(0)
    dialog.aircraft.setCurrentIndex(dialog.aircraft.findData("il2"))
    return dialog


def test_the_airstrike_dialog_names_the_units_and_their_sides_in_german(  # type: ignore[no-untyped-def]
    german, qtbot, air_window: MainWindow, dialogs
) -> None:
    dialog = _airstrike_up_the_strip(qtbot, air_window, dialogs)
    before = dialog.target_rows()
    assert [row[:2] for row in before] == [
        ["Schützengruppe 1 (Achse)", "drin"],
        ["Schützengruppe 2 (Achse)", "teilweise"],
        ["Panzer IV Ausf. H", "drin"],
        ["SdKfz 251/1 (Schützenpanzerwagen)", "drin"],
        ["Schützengruppe (Alliierte)", "drin"],
    ]
    assert [row[0] for row in dialog.aa_rows()] == ["2cm Flak 38 1", "2cm Flak 38 2"]
    air_window.session.dice = ScriptedDice([90, 10, 50, 3])
    qtbot.mouseClick(dialog.fly_button, LEFT)
    after = {row[0]: row for row in dialog.target_rows()}
    assert after["Schützengruppe 1 (Achse)"][2:] == ["FIR 8", "15\u00a0%", "10", "niedergehalten"]
    assert after["Schützengruppe (Alliierte)"][5] == "nicht beschossen: der eigenen Seite des Flugzeugs"
    assert _english(before + dialog.target_rows() + dialog.aa_rows()) == []
    assert air_window.session.battle.units[0].side == "axis"  # the battle keeps its ids


def test_the_airstrike_dialog_keeps_the_english_in_an_english_window(  # type: ignore[no-untyped-def]
    qtbot, air_window: MainWindow, dialogs
) -> None:
    dialog = _airstrike_up_the_strip(qtbot, air_window, dialogs)
    assert [row[0] for row in dialog.target_rows()][:2] == ["Rifle squad 1 (Axis)", "Rifle squad 2 (Axis)"]
    assert dialog.target_rows()[-1][0] == "Rifle squad (Allies)"


def test_the_status_bar_names_the_firers_chosen_in_german_and_the_log_their_fire(  # type: ignore[no-untyped-def]
    german, qtbot, air_window: MainWindow, monkeypatch
) -> None:
    opened: list[InfantryFireDialog] = []

    def run(cls, *args, **kwargs):  # type: ignore[no-untyped-def]
        opened.append(cls(*args, **kwargs))
        return opened[-1]

    monkeypatch.setattr(InfantryFireDialog, "run", classmethod(run))
    w = air_window
    w.set_tool("infantry_fire")
    viewport = w.view.viewport()
    qtbot.mouseClick(viewport, LEFT, NONE, to_view(w, 20, 44))  # the Allies' rifle squad, the firer
    hover(w, (20, 40))
    assert w.statusBar().currentMessage() == "Schützen: Schützengruppe (Alliierte) – jetzt den Zielbereich anklicken"
    qtbot.mouseClick(viewport, LEFT, SHIFT, to_view(w, 20, 40))  # the area on the Axis rifle squad
    dialog = opened[-1]
    assert [row[0] for row in dialog.target_rows()] == ["Schützengruppe 1 (Achse)"]
    w.session.dice = ScriptedDice([40])
    qtbot.mouseClick(dialog.fire_button, LEFT)
    dialog.accept()
    assert ENGLISH.search(w.statusBar().currentMessage()) is None
    entry = w.log.tree.topLevelItem(w.log.tree.topLevelItemCount() - 1)
    while entry.childCount():
        entry = entry.child(entry.childCount() - 1)
    assert entry.text(0).startswith("Infanteriefeuer nach 20,0 / 40,0 — Schützengruppe (Alliierte): FIR 1, 5\u00a0%")


def test_the_weather_an_airstrike_reads_is_cited_in_german_in_the_dialog_and_the_log(  # type: ignore[no-untyped-def]
    german, qtbot, air_window: MainWindow, dialogs
) -> None:
    """The weather's definition a run reads is cited by its name in capitals, as the rules print it and as the step's
    own words say it in German: "KLAR", not "CLEAR" beside "KLAR: Luftangriffe sind möglich"."""
    dialog = _airstrike_up_the_strip(qtbot, air_window, dialogs)
    air_window.session.dice = ScriptedDice([90, 10, 50, 3])
    qtbot.mouseClick(dialog.fly_button, LEFT)
    shown = dialog.result_view.toPlainText().splitlines()
    assert shown[shown.index("KLAR: Luftangriffe sind möglich") + 1] == "KLAR"
    log = air_window.log
    entry = log.tree.topLevelItem(log.tree.topLevelItemCount() - 1)
    while entry.childCount():
        entry = entry.child(entry.childCount() - 1)
    log.tree.setCurrentItem(entry)
    detail = log.detail.toPlainText().splitlines()
    assert detail[detail.index("KLAR: Luftangriffe sind möglich") + 1] == "KLAR"
    assert "CLEAR" not in dialog.result_view.toPlainText() + log.detail.toPlainText()


def test_the_fire_dialogs_line_of_fire_names_the_firer_and_its_target_in_german(  # type: ignore[no-untyped-def]
    german, air_window: MainWindow
) -> None:
    """The caption the fire dialog puts on the line of fire on the board names the firer and the target as the dialog
    does, in German: "2cm Flak 38 1 → Schützengruppe (Alliierte)", not "2cm Flak 38 anti-aircraft gun 1 → Rifle squad
    (Allies)"."""
    w = air_window
    w.set_tool("fire")
    line = w.feature(DirectFireFeature).line_item()
    dialog = FireDialog(w.session, w, line, "flak1", "su1", w)
    dialog.show()
    assert line.caption.startswith("2cm Flak 38 1 → Schützengruppe (Alliierte): ")
    assert ENGLISH.search(line.caption) is None
    dialog.reject()


def test_an_aircraft_runs_dialog_is_titled_by_the_aircrafts_name_in_german(  # type: ignore[no-untyped-def]
    german, qtbot, air_window: MainWindow, dialogs
) -> None:
    """The dialog of an aircraft's next run, opened from the Aircraft dock, names the aircraft as the dock and the
    run's words do, never by the battle file's id ("air1")."""
    dialog = _airstrike_up_the_strip(qtbot, air_window, dialogs)
    air_window.session.dice = ScriptedDice([90, 10, 50, 3])
    qtbot.mouseClick(dialog.fly_button, LEFT)
    dialog.accept()
    dock = air_window.feature(AircraftFeature).dock
    dock.tree.setCurrentItem(dock.tree.topLevelItem(0))
    qtbot.mouseClick(dock.fly_button, LEFT)
    run = dialogs[-1]
    assert run is not dialog
    assert run.windowTitle() == "Luftangriff: Anflug der Ilyushin Il-2M Shturmovik"
    assert "air1" not in run.windowTitle()
    run.reject()


def test_a_gun_refused_an_infantry_target_is_told_why_in_german(german, air_window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The fire dialog's refusal of a gun's direct fire at infantry reads whole in German, though its own words hold a
    "; " (it was cut there and each half left in English)."""
    dialog = FireDialog(air_window.session, air_window, None, "flak2", "su1", air_window)
    dialog.show()
    shown = dialog.plan_view.toPlainText()
    assert (
        "Schützengruppe (Alliierte) ist Infanterie: 2cm Flak 38 2 feuert direkt nur auf Fahrzeuge und Geschütze "
        "(2.2); Infanteriespielsteine sind Ziele des Infanteriefeuers (3.5)"
    ) in shown
    assert ENGLISH.search(shown) is None and "directly" not in shown
    dialog.reject()


def test_a_counters_menu_names_the_units_and_their_sides_in_german(german, board) -> None:  # type: ignore[no-untyped-def]
    """The actions a counter's right-click menu offers for infantry combat name the units as the dialogs they open do:
    "Nahkampf: Schützengruppe (Achse) gegen Schützengruppe (Alliierte)…"."""
    window = board(
        units=[
            {"id": "a", "side": "axis", "type": "R", "at": [10, 10]},
            {"id": "b", "side": "allies", "type": "R", "at": [10.8, 10]},
        ]
    )
    feature = window.feature(InfantryFeature)
    melee = [a.text() for a in feature.context_actions(["a", "b"], (10, 10))]
    fire = [a.text() for a in feature.context_actions(["a"], (10, 10))]
    assert melee[0] == "Nahkampf: Schützengruppe (Achse) gegen Schützengruppe (Alliierte)…"
    assert fire[0] == "Infanteriefeuer von Schützengruppe (Achse)…"
    assert not [t for t in melee + fire if ENGLISH.search(t)]


def test_the_barrage_templates_list_names_the_units_it_catches_in_german(  # type: ignore[no-untyped-def]
    german, qtbot, air_window: MainWindow
) -> None:
    """The Artillery dock's list of the units under the barrage template, dragged on the board, names them in German."""
    w = air_window
    dock = w.feature(ArtilleryFeature).dock
    dock.t_guns.setValue(6)
    dock.t_calibre.setValue(160)  # 450 yards across: 9 in at 1:50
    w.set_tool("template")
    viewport = w.view.viewport()
    qtbot.mousePress(viewport, LEFT, NONE, to_view(w, 10.0, 10.0))
    qtbot.mouseMove(viewport, to_view(w, 20.0, 40.0))
    qtbot.mouseRelease(viewport, LEFT, NONE, to_view(w, 20.0, 40.0))
    listed = [dock.t_units.item(i).text() for i in range(dock.t_units.count())]
    assert "Schützengruppe 1 (Achse)" in listed and "Schützengruppe (Alliierte)" in listed
    assert not [t for t in listed if ENGLISH.search(t)]


def test_a_counters_mount_menu_and_the_movement_dock_name_the_units_in_german(german, board) -> None:  # type: ignore[no-untyped-def]
    """Mounting from a counter's menu names the rifle squad in German, and so does the Movement dock's report."""
    window = board(
        units=[
            {"id": "ht", "side": "axis", "type": "ht", "at": [10, 10]},
            {"id": "a", "side": "axis", "type": "R", "at": [11.5, 10]},
        ]
    )
    feature = window.feature(MovementFeature)
    window.scene.units["a"].setSelected(True)
    window.scene.units["ht"].setSelected(True)
    mount = next(a for a in feature.context_actions(["a", "ht"], (10, 10)) if a.text().endswith("aufsitzen"))
    assert mount.text() == "Schützengruppe auf ht aufsitzen"
    mount.trigger()
    assert window.session.battle.unit("a").riding_on == "ht"
    assert feature.dock.mount_result.text() == "Schützengruppe sitzt auf"


def test_the_runs_caption_on_the_board_names_the_aircraft_as_its_arrow_does(  # type: ignore[no-untyped-def]
    german, qtbot, air_window: MainWindow, dialogs
) -> None:
    """The caption the airstrike dialog puts on the run's path names the aircraft as its arrow and the Aircraft dock do
    ("Il-2M"), its altitude in German, never the battle file's id ("air1")."""
    dialog = _airstrike_up_the_strip(qtbot, air_window, dialogs)
    run = air_window.feature(AircraftFeature).run_item
    assert run.caption == "Il-2M niedrig"
    air_window.session.dice = ScriptedDice([90, 10, 50, 3])
    qtbot.mouseClick(dialog.fly_button, LEFT)
    assert run.caption == "Il-2M niedrig" and "air1" not in run.caption
    assert air_window.feature(AircraftFeature).items["air1"].label == "Il-2M niedrig"
