"""Aircraft on the board (rule 5): an airstrike from entry to result — press at the board edge, drag the direction
arrow in, release; the dialog lists every anti-aircraft weapon and every unit under the strip; Fly rolls, logs and
puts the run on the battle as one undoable step; the aircraft is drawn with its arrow, whose handle turns it by at
most 90 degrees. In a battle kept to the sequence of play, a run out of steps 3-4 is refused with its step."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from morefire_gui.gui.features.aircraft import AircraftFeature
from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.terms import Status
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.edits import Aspect, Change
from morefire_gui.session.names import unit_name
from morefire_gui.session.turn_state import current_step
from tests.gui.conftest import to_view
from tests.gui.test_said import german  # noqa: F401 # the fixture
from tests.session.air_battle import write_air_battle

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


@pytest.fixture
def air_window(qtbot, tmp_path: Path):  # type: ignore[no-untyped-def]
    session = BattleSession.open(write_air_battle(tmp_path))
    win = MainWindow(session)
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    win.view.fit_table()
    win.undo_stack.setClean()
    yield win
    win.undo_stack.setClean()
    win.session.unsaved_log = False
    win.close()
    win.deleteLater()


def test_an_airstrike_from_entry_to_result(qtbot, air_window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    w = air_window
    feature = w.feature(AircraftFeature)
    w.set_tool("airstrike")
    vp = w.view.viewport()
    # Press just inside the south edge (it snaps to the edge), drag the arrow north, release.
    qtbot.mousePress(vp, LEFT, NONE, to_view(w, 20.0, 47.7))
    qtbot.mouseMove(vp, to_view(w, 20.0, 40.0))
    assert feature.run_item.isVisible() and feature.run_item.path[0] == pytest.approx((20, 48), abs=0.1)
    qtbot.mouseMove(vp, to_view(w, 20.0, 30.0))
    qtbot.mouseRelease(vp, LEFT, NONE, to_view(w, 20.0, 30.0))
    dialog = dialogs[-1]
    assert dialog.side_id == "allies"  # the side whose base edge it entered over
    assert (dialog.entry_x.value(), dialog.entry_y.value()) == pytest.approx((20, 48), abs=0.1)
    assert min(dialog.heading.value(), 360 - dialog.heading.value()) < 1.0  # dragged due north
    dialog.entry_x.setValue(20)  # to the inch, for the figures below
    dialog.heading.setValue(0)
    dialog.aircraft.setCurrentIndex(dialog.aircraft.findData("il2"))
    assert dialog.error.text() == ""
    name = {u.id: unit_name(w.session, u.id) for u in w.session.battle.units}  # the tables name, as players read
    assert [r[:4] for r in dialog.aa_rows()] == [
        [name["flak1"], "yes", "304 yd", "25%"],
        [name["flak2"], "no", "702 yd", ""],
    ]
    assert "no line of sight" in dialog.aa_rows()[1][5]
    assert [r[:2] for r in dialog.target_rows()] == [
        [name["inf1"], "in"],
        [name["inf2"], "partly"],
        [name["tank1"], "in"],
        [name["ht1"], "in"],
        [name["su1"], "in"],
    ]
    assert feature.run_item.strip  # the strip is drawn
    assert w.scene.units["inf2"].zone_mark == "partly" and w.scene.units["inf3"].zone_mark is None
    # Fly: flak1's d100, then a d100 for inf1, inf2 and ht1.
    w.session.dice = ScriptedDice([90, 10, 50, 3])
    qtbot.mouseClick(dialog.fly_button, LEFT)
    assert dialog.aa_rows()[0][4:] == ["90", "miss"]
    rows = {r[0]: r for r in dialog.target_rows()}
    assert rows[name["inf1"]][2:] == ["FIR 8", "15%", "10", "suppressed"]
    assert rows[name["inf2"]][5] == "no effect" and rows[name["ht1"]][5] == "suppressed"
    assert "not strafed" in rows[name["tank1"]][5] and "own side" in rows[name["su1"]][5]
    assert (
        f"d100 for anti-aircraft fire by {name['flak1']} at Ilyushin Il-2M Shturmovik"
        in dialog.result_view.toPlainText()
    )
    entry = w.session.battle.log[-1]
    assert entry.kind == "airstrike" and [r.face for r in entry.rolls()] == [90, 10, 50, 3]
    # The roll is the run: one undoable step; the aircraft appears on the board with its arrow.
    assert not dialog.fly_button.isEnabled()
    battle = w.session.battle
    assert battle.unit("inf1").has(Status.SUPPRESSED) and [a.id for a in battle.aircraft] == ["air1"]
    assert w.undo_stack.count() == 1 and "air1" in feature.items
    assert feature.items["air1"].at == (20, 20)
    dock_rows = [feature.dock.tree.topLevelItem(i).text(0) for i in range(feature.dock.tree.topLevelItemCount())]
    # The aircraft and its side as the players read them, not the battle file's ids.
    assert dock_rows == ["Il-2M"] and "0 bought still to fly, 1 flown; 75 points" in feature.dock.whole_text()
    assert feature.dock.tally_lines()[1] == "✔ | Allies | 0 | 1"  # the Allies' line: may fly, 0 bought, 1 flown
    assert feature.dock.tree.topLevelItem(0).text(1) == w.session.battle.side("allies").label
    assert feature.items["air1"].label == "Il-2M low"
    w.undo_action.trigger()
    assert battle.unit("inf1").status == () and battle.aircraft == [] and "air1" not in feature.items
    assert battle.log[-1].kind == "airstrike"  # undo never removes a roll
    w.redo_action.trigger()
    assert "air1" in feature.items


def test_the_arrow_handle_turns_at_most_90_degrees(qtbot, air_window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    w = air_window
    feature = w.feature(AircraftFeature)
    dialog = feature.open_airstrike((20, 48), 0, "allies")
    dialog.aircraft.setCurrentIndex(dialog.aircraft.findData("il2"))
    w.session.dice = ScriptedDice([90, 99, 99, 99])
    qtbot.mouseClick(dialog.fly_button, LEFT)
    w.set_tool("airstrike")
    item = feature.items["air1"]
    tip = item.tip
    assert tip == pytest.approx((20, -8))  # its next move, 1400 yards north (28 inches)
    vp = w.view.viewport()
    qtbot.mousePress(vp, LEFT, NONE, to_view(w, *tip))
    qtbot.mouseMove(vp, to_view(w, 40.0, 20.0))  # due east: 90 degrees
    assert item.heading == pytest.approx(90, abs=0.5)
    qtbot.mouseMove(vp, to_view(w, 30.0, 40.0))  # south-east: the board stops the arrow at 90
    assert item.heading == pytest.approx(90, abs=1e-6)
    qtbot.mouseRelease(vp, LEFT, NONE, to_view(w, 30.0, 40.0))
    plane = w.session.battle.aircraft[0]
    assert plane.heading == pytest.approx(90) and plane.flown_heading == 0
    assert w.undo_stack.count() == 2 and "90" in w.undo_stack.text(1)
    assert w.session.battle.acted["aircraft.arrows"] == ("air1",)  # the turn ticks the arrow step
    # The next run flies on the new arrow, from the Aircraft dock, in the next turn.
    next_turn(w)
    feature.dock.tree.setCurrentItem(feature.dock.tree.topLevelItem(0))
    feature.dock.fly_button.click()
    run = dialogs[-1]
    assert run.aircraft_id == "air1" and not run.aircraft.isEnabled()
    assert run.plan is not None and run.plan.path.heading == 90


def next_turn(w: MainWindow) -> None:
    """Next Step until the battle's next turn begins."""
    turns = w.feature(TurnsFeature)
    turn = w.session.battle.turn
    while w.session.battle.turn == turn:
        turns.next_step()


def test_a_run_ticks_the_aircraft_steps_and_a_second_run_waits_for_the_next_turn(  # type: ignore[no-untyped-def]
    qtbot, air_window: MainWindow, dialogs
) -> None:
    w = air_window
    feature = w.feature(AircraftFeature)
    turns = w.feature(TurnsFeature)
    dialog = feature.open_airstrike((20, 48), 0, "allies")
    dialog.aircraft.setCurrentIndex(dialog.aircraft.findData("il2"))
    w.session.dice = ScriptedDice([90, 99, 99, 99])
    qtbot.mouseClick(dialog.fly_button, LEFT)
    assert w.session.battle.log[-1].phase == current_step(w.session).id == "movement.road"  # where it was flown
    assert w.undo_stack.count() == 1  # the run and its marks: one undo step
    while current_step(w.session).id != "movement.aircraft":
        turns.next_step()
    rows = {row[0]: row[1] for row in turns.dock.actor_rows()}
    assert rows["air1"] is True  # the phase dock ticks it in aircraft movement ...
    turns.next_step()
    rows = {row[0]: row[1] for row in turns.dock.actor_rows()}
    assert rows["air1"] is True and rows["flak1"] is True and rows["flak2"] is False  # ... and in AA fire
    # A second run this turn: the dialog gives the reason and does not fly.
    feature.dock.tree.setCurrentItem(feature.dock.tree.topLevelItem(0))
    feature.dock.fly_button.click()
    run = dialogs[-1]
    assert run.plan is None and not run.fly_button.isEnabled()
    assert "Ilyushin Il-2M Shturmovik has flown its run of turn 1: an aircraft flies one run a turn" in run.error.text()
    next_turn(w)
    feature.dock.fly_button.click()
    assert dialogs[-1].plan is not None and dialogs[-1].fly_button.isEnabled()


def test_the_figures_file_can_be_changed(qtbot, air_window: MainWindow, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    feature = air_window.feature(AircraftFeature)
    mine = tmp_path / "mine.yaml"
    mine.write_text("turning: {max_degrees: 45}\n", encoding="utf-8")
    assert feature.choose_tables(mine)
    assert feature.tables.turning.max_degrees == 45 and str(mine) in feature.dock.figures.text()
    assert feature.choose_tables(None) and feature.tables.turning.max_degrees == 90


def test_aircraft_are_not_placed_as_counters(air_window: MainWindow) -> None:
    dock = air_window.catalogue
    listed = [dock.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(dock.list.count())]
    assert "pz4h" in listed and "ju87d" not in listed


def test_the_dialog_refuses_a_run_the_rules_do_not_allow(qtbot, air_window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    dialog = air_window.feature(AircraftFeature).open_airstrike((20, 48), 0, "allies")
    dialog.aircraft.setCurrentIndex(dialog.aircraft.findData("il2"))
    dialog.altitude.setCurrentIndex(dialog.altitude.findData("medium"))
    assert not dialog.fly_button.isEnabled() and "cannot strafe from medium" in dialog.error.text()
    dialog.attack.setCurrentIndex(dialog.attack.findData("bomb"))
    assert dialog.fly_button.isEnabled()
    assert [r[1] for r in dialog.aa_rows()] == ["yes", "yes"]  # at medium the hill hides nothing


def test_a_point_off_the_edge_gives_a_heading_into_the_table(qtbot, air_window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    w = air_window
    w.set_tool("airstrike")
    vp = w.view.viewport()
    qtbot.mousePress(vp, LEFT, NONE, to_view(w, 30.0, 1.0))  # near the north edge
    qtbot.mouseMove(vp, to_view(w, 30.0, -5.0))  # dragged out of the table
    qtbot.mouseRelease(vp, LEFT, NONE, to_view(w, 30.0, -5.0))
    assert not dialogs and "into the table" in w.statusBar().currentMessage()
    qtbot.mouseClick(vp, LEFT, NONE, to_view(w, 30.0, 1.0))  # a click: straight in from the edge
    assert dialogs[-1].heading.value() == pytest.approx(180) and dialogs[-1].side_id == "axis"


def test_snowing_is_set_in_the_dock_and_forbids_airstrikes(qtbot, air_window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    from morefire_gui.model.actions.table import ChangeSettings
    from morefire_gui.rules.scenario.weather import Weather

    w = air_window
    dock = w.feature(AircraftFeature).dock
    assert not dock.snowing.isVisibleTo(dock)  # clear weather: nothing to say
    before = w.session.battle.settings
    w.act(ChangeSettings(settings=before.model_copy(update={"weather": Weather.SNOW}), text="Snow"))
    assert dock.snowing.isVisibleTo(dock) and not dock.snowing.isChecked()
    dock.snowing.setChecked(True)
    assert w.session.battle.settings.snowing is True
    assert "SNOW: it is snowing, with no airstrikes allowed" in dock.whole_text()
    assert [line[0] for line in dock.tally_lines()] == ["✘", "✘"]  # neither side may fly
    w.undo_action.trigger()
    assert w.session.battle.settings.snowing is None and not dock.snowing.isChecked()


def test_the_dialog_offers_the_aircraft_in_service_in_the_battles_year(
    qtbot,
    air_window: MainWindow,  # type: ignore[no-untyped-def]
    dialogs,
) -> None:
    from morefire_gui.model.scenario import Briefing

    w = air_window
    w.session.battle.briefing = Briefing.model_validate(
        {
            "year": 1940,
            "theatre": "finland",
            "nations": {"axis": "germany", "allies": "ussr"},
            "attacker": "axis",
            "season": "summer",
            "conditions": "clear",
            "terrain": "hilly",
            "mission": "advance_to_contact",
            "ratio": [1, 1],
            "airstrikes": {"axis": 1, "allies": 1},
        }
    )
    dialog = w.feature(AircraftFeature).open_airstrike((20, 48), 0, "allies")
    offered = [dialog.aircraft.itemData(i) for i in range(dialog.aircraft.count())]
    assert "pe2" not in offered and "il2" not in offered  # 1941-1945 and 1942-1945: not in 1940
    assert all(w.session.catalogue.get(i).years[0] <= 1940 <= w.session.catalogue.get(i).years[1] for i in offered)
    # A side with aircraft to choose from (nothing bought, a battle played free of the sequence) is not told it has none.
    assert offered and "no aircraft" not in dialog.status.text().lower(), dialog.status.text()


def test_the_dialog_and_table_vii_say_when_a_side_has_no_aircraft(
    qtbot,
    air_window: MainWindow,  # type: ignore[no-untyped-def]
    dialogs,
) -> None:
    from morefire_gui.gui.docks.briefing import battle_briefing_html
    from morefire_gui.model.scenario import Briefing

    w = air_window
    battle = w.session.battle
    battle.sides[0] = battle.sides[0].model_copy(update={"nation": "minor_axis"})
    battle.briefing = Briefing.model_validate(
        {
            "year": 1942,
            "theatre": "russia",
            "nations": {"axis": "minor_axis", "allies": "ussr"},
            "attacker": "axis",
            "season": "summer",
            "conditions": "clear",
            "terrain": "hilly",
            "mission": "advance_to_contact",
            "ratio": [1, 1],
            "airstrikes": {"axis": 1, "allies": 1},
        }
    )
    dialog = w.feature(AircraftFeature).open_airstrike((30, 0), 180, "axis")
    assert dialog.aircraft.count() == 0 and not dialog.fly_button.isEnabled()
    assert "no aircraft of Minor Axis in service in 1942" in dialog.error.text()
    assert "No aircraft of Minor Axis in service in 1942" in dialog.status.text()
    feature = w.feature(AircraftFeature)
    feature.changed((Change(Aspect.BATTLE),))  # the briefing changed above, outside an edit
    assert "no aircraft of Minor Axis in service in 1942" in feature.dock.whole_text()  # Table VII's summary
    assert feature.dock.tally_lines()[0] == "✘ | Axis | 0 | 0", feature.dock.tally_lines()
    assert "no aircraft of Minor Axis in service in 1942" in battle_briefing_html(
        battle, w.session.tables, w.session.catalogue
    )
    # The USSR in 1940: the aircraft of the Winter War.
    battle.briefing = battle.briefing.model_copy(update={"year": 1940})
    dialog = feature.open_airstrike((20, 48), 0, "allies")
    offered = {dialog.aircraft.itemData(i) for i in range(dialog.aircraft.count())}
    assert {"i16", "i153", "sb2"} <= offered and "pe2" not in offered


def test_new_airstrike_says_what_to_do_next(qtbot, air_window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Pressing New Airstrike arms the board: the status bar tells the player to press at an edge and drag."""
    w = air_window
    w.set_tool("measure")
    w.statusBar().showMessage("Measure: something else")
    dock = w.feature(AircraftFeature).dock
    dock.show()
    qtbot.mouseClick(dock.new_button, LEFT)
    assert w.view.tool.name == "airstrike"
    assert w.statusBar().currentMessage() == ""  # the message gone, the armed tool's words in its place
    assert w.tool_hint.isVisible()
    assert w.tool_hint.whole_text().startswith("Airstrike: press at a board edge and drag the direction arrow")


def test_turning_the_arrow_too_far_says_in_german_how_far_it_may_turn(  # type: ignore[no-untyped-def]
    qtbot, air_window: MainWindow, dialogs, german
) -> None:
    w = air_window
    feature = w.feature(AircraftFeature)
    dialog = feature.open_airstrike((20, 48), 0, "allies")
    dialog.aircraft.setCurrentIndex(dialog.aircraft.findData("il2"))
    w.session.dice = ScriptedDice([90, 99, 99, 99])
    qtbot.mouseClick(dialog.fly_button, LEFT)
    w.set_tool("airstrike")
    vp = w.view.viewport()
    tip = feature.items["air1"].tip
    qtbot.mousePress(vp, LEFT, NONE, to_view(w, *tip))
    qtbot.mouseMove(vp, to_view(w, 30.0, 40.0))  # south-east: the board stops the arrow at 90
    said = w.statusBar().currentMessage()
    qtbot.mouseRelease(vp, LEFT, NONE, to_view(w, 30.0, 40.0))
    # What the player may do, in words: no bare "(sequence of play)" citation.
    assert said == (
        "Am Ende der Runde darf der Richtungspfeil um bis zu 90° nach links oder rechts vom geflogenen Kurs gedreht "
        "werden; weiter dreht er nicht"
    ), said
