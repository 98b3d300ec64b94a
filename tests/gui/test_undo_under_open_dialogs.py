"""A dialog left open follows the session: Undo, Back or a hand-over never leaves it showing a result the battle no
longer has, nor offering to act on a position that is gone (gui/dialogs/following.py)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt

from morefire_gui.gui.dialogs.barrage import UNOBSERVED
from morefire_gui.gui.dialogs.direct_fire import FireDialog
from morefire_gui.gui.dialogs.melee import MeleeDialog
from morefire_gui.gui.features.artillery import ArtilleryFeature
from morefire_gui.gui.features.hot_seat import HotSeatFeature
from morefire_gui.gui.features.movement import MovementFeature
from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.terms import Status
from morefire_gui.rules.dice import ScriptedDice
from tests.gui.test_artillery_gui import (  # noqa: F401 # the fixture
    click_board,
    demo_battle,
    open_window,
    select_battery,
    set_up_in_transit_battery,
)
from tests.gui.test_force_builder import buy, open_builder, open_on
from tests.gui.test_movement_gui import drag
from tests.gui.test_scenario_gui import _finished, _open, _unit, feature, victory_dialogs  # noqa: F401 # the fixture
from tests.session.battles import square

LEFT = Qt.MouseButton.LeftButton


def undo_with_ctrl_z(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The main window's Edit -> Undo (Ctrl+Z), the dialog still open."""
    window.activateWindow()
    window.undo_action.trigger()


def landing_left_open(qtbot, open_window, demo_path: Path, tmp_path: Path):  # type: ignore[no-untyped-def]
    """The demo battle in movement step 6 with a fire mission due: Next lands it in artillery step A, and its landing
    dialog is left open beside the board. The window and the dialog."""
    mission = {"battery": "bty1", "registration_point": 3, "called_turn": 1, "impact_turn": 1}
    window = open_window(demo_battle(demo_path, tmp_path / "due.yaml", step="movement.infantry", missions=[mission]))
    window.session.dice = ScriptedDice([1, 5, 95])
    qtbot.mouseClick(window.feature(TurnsFeature).dock.next_button, LEFT)
    (dialog,) = window.feature(ArtilleryFeature).landing_dialogs
    assert dialog.isVisible()
    return window, dialog


def barrage_in_step_c(qtbot, open_window, barrage_dialogs, demo_path: Path, tmp_path: Path):  # type: ignore[no-untyped-def]
    """A battle kept to the sequence of play, in artillery step C, and the barrage dialog the Barrage tool opens
    there (without its modal loop)."""
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="artillery.orders"))
    window.set_tool("barrage")
    click_board(qtbot, window, 44.0, 30.0)
    return window, barrage_dialogs[-1]


def test_a_request_undone_closes_its_barrage_dialog(
    qtbot, open_window, barrage_dialogs, demo_path: Path, tmp_path: Path
) -> None:
    window, dialog = barrage_in_step_c(qtbot, open_window, barrage_dialogs, demo_path, tmp_path)
    dialog.show()
    qtbot.mouseClick(dialog.request_button, LEFT)
    assert "Request written" in dialog.result_view.toPlainText()
    undo_with_ctrl_z(qtbot, window)
    assert window.session.battle.fire_mission("bty1") is None
    # The dialog no longer says "Request written" over a battle that has no request: it has gone, and says why.
    assert not dialog.isVisible()
    assert "Taken back" in window.statusBar().currentMessage()
    # Redo puts the request back; a barrage dialog opened again writes no second one.
    window.redo_action.trigger()
    assert window.session.battle.fire_mission("bty1") is not None


def test_a_barrage_dialog_open_before_acting_asks_the_session_again(
    qtbot, open_window, barrage_dialogs, demo_path: Path, tmp_path: Path
) -> None:
    """Undo, then act: the request written from a dialog left open, and undone under it, can be written again, as
    the session now says."""
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="artillery.orders"))
    dock = window.feature(TurnsFeature).dock
    dock.order_battery.setCurrentIndex(dock.order_battery.findData("bty1"))
    qtbot.mouseClick(dock.write_button, LEFT)
    assert window.session.battle.fire_mission("bty1") is not None
    window.set_tool("barrage")
    click_board(qtbot, window, 44.0, 30.0)
    dialog = barrage_dialogs[-1]
    dialog.show()
    dialog.battery.setCurrentIndex(dialog.battery.findData("bty1"))
    assert not dialog.request_button.isEnabled()  # the battery has its order of this turn
    undo_with_ctrl_z(qtbot, window)
    assert window.session.battle.fire_mission("bty1") is None
    assert dialog.isVisible() and dialog.request_button.isEnabled(), dialog.error.text()
    qtbot.mouseClick(dialog.request_button, LEFT)
    assert window.session.battle.fire_mission("bty1") is not None


def test_a_landing_taken_back_closes_its_dialog(qtbot, open_window, demo_path: Path, tmp_path: Path) -> None:
    """The landing dialog is not modal: left open, Undo takes the Next step that landed it back, and it goes; taking
    back a later step keeps it (the landing stands)."""
    mission = {"battery": "bty1", "registration_point": 3, "called_turn": 1, "impact_turn": 1}
    window = open_window(demo_battle(demo_path, tmp_path / "due.yaml", step="movement.infantry", missions=[mission]))
    feature = window.feature(ArtilleryFeature)
    window.session.dice = ScriptedDice([1, 5, 95])
    turns = window.feature(TurnsFeature)
    qtbot.mouseClick(turns.dock.next_button, LEFT)
    (dialog,) = feature.landing_dialogs
    assert dialog.isVisible()
    # Shown again from the phase dock in artillery step B, it is still the landing of the step into A.
    qtbot.mouseClick(turns.dock.next_button, LEFT)
    assert window.session.battle.step == "artillery.damage"
    again = turns.fire_mission("bty1")
    assert again is not None and again.isVisible()
    undo_with_ctrl_z(qtbot, window)  # B taken back: the landing stands
    assert window.session.battle.step == "artillery.impact" and dialog.isVisible() and again.isVisible()
    undo_with_ctrl_z(qtbot, window)  # the Next step into A, and the landing with it
    assert window.session.battle.step == "movement.infantry"
    assert not dialog.isVisible() and not again.isVisible()
    assert "Taken back" in window.statusBar().currentMessage()


def test_a_dialog_open_across_a_hand_over_closes(
    qtbot, open_window, barrage_dialogs, demo_path: Path, tmp_path: Path
) -> None:
    """A barrage dialog (the last player's batteries, aim and observers) never stays open for the next player."""
    window, dialog = barrage_in_step_c(qtbot, open_window, barrage_dialogs, demo_path, tmp_path)
    # Never shown: the window's own closing of the dialogs left open at a hand-over does not see it.
    hot_seat = window.feature(HotSeatFeature)
    other = [s.id for s in window.session.battle.sides][1]
    hot_seat.set_viewer(other)
    assert window.session.battle.at_table == other
    assert dialog.result() == 0 and not dialog.isVisible()
    before = window.session.battle.fire_mission("bty1")
    qtbot.mouseClick(dialog.request_button, LEFT)  # a closed dialog's button does nothing on the battle
    assert window.session.battle.fire_mission("bty1") == before


def test_a_shot_undone_closes_the_fire_dialog(qtbot, window: MainWindow) -> None:
    dialog = FireDialog(window.session, window, None, "ge7", "su10", window)
    dialog.show()
    window.session.dice = ScriptedDice([30, 20])
    qtbot.mouseClick(dialog.spot_button, LEFT)
    qtbot.mouseClick(dialog.fire_button, LEFT)
    assert "DESTROYED" in dialog.result_text()
    undo_with_ctrl_z(qtbot, window)
    assert not window.session.battle.unit("su10").has(Status.DESTROYED)
    # "DESTROYED" over a target the battle has whole again is never shown: the dialog has gone, and says why.
    assert not dialog.isVisible()
    assert "Direct fire" in window.statusBar().currentMessage()


def test_a_fire_dialog_left_open_is_refused_a_shot_at_a_target_no_longer_spotted(qtbot, window: MainWindow) -> None:
    """Undo, then act: the spot undone under a dialog opened after it, the dialog says the target is unspotted and
    offers no shot at it."""
    first = FireDialog(window.session, window, None, "ge7", "su10", window)
    window.session.dice = ScriptedDice([30])
    qtbot.mouseClick(first.spot_button, LEFT)
    first.accept()
    dialog = FireDialog(window.session, window, None, "ge7", "su10", window)
    dialog.show()
    assert dialog.fire_button.isEnabled()
    undo_with_ctrl_z(qtbot, window)
    assert not window.session.battle.unit("su10").has(Status.SPOTTED)
    assert dialog.isVisible() and not dialog.fire_button.isEnabled()
    assert "not spotted" in dialog.plan_view.toPlainText()
    dialog.accept()


def test_a_melee_undone_closes_its_dialog(qtbot, board) -> None:  # type: ignore[no-untyped-def]
    window = board(
        units=[
            {"id": "a", "side": "axis", "type": "R", "at": [10, 10]},
            {"id": "b", "side": "allies", "type": "R", "at": [10.8, 10]},
        ]
    )
    dialog = MeleeDialog(window.session, window, "a", "b", window)
    dialog.show()
    window.session.dice = ScriptedDice([7, 3])
    qtbot.mouseClick(dialog.roll_button, LEFT)
    assert window.session.battle.unit("b").has(Status.DESTROYED) and dialog.rows()[1][-1] == "destroyed"
    undo_with_ctrl_z(qtbot, window)
    assert not window.session.battle.unit("b").has(Status.DESTROYED)
    assert not dialog.isVisible() and "Melee" in window.statusBar().currentMessage()


def test_the_score_left_open_follows_undo(qtbot, window: MainWindow, victory_dialogs) -> None:
    """The raid's objective ticked in the score, then undone from the window: the box and the result are the
    battle's again, without Score Again."""
    _open(window, _finished("raid", objective="b1"))
    dialog = feature(window).score_battle()
    dialog.show()
    qtbot.mouseClick(dialog.objective, LEFT, pos=QPoint(8, dialog.objective.height() // 2))
    assert "Victory for the attacker" in dialog.outcome_label.text()
    undo_with_ctrl_z(qtbot, window)
    assert not window.session.battle.mission.objective_reached
    assert not dialog.objective.isChecked() and "Victory for the defender" in dialog.outcome_label.text()
    window.redo_action.trigger()
    assert dialog.objective.isChecked() and "Victory for the attacker" in dialog.outcome_label.text()
    dialog.accept()


def test_the_score_left_open_offers_record_in_log_again_once_undo_took_it_back(
    qtbot, window: MainWindow, victory_dialogs
) -> None:
    """Record in Log, then Undo from the window: the record is no longer the battle's, and the button the session would
    take it from is offered again (its log entry stays, as every log entry does); Redo puts the record back."""
    _open(window, _finished(units=[_unit("g1", "axis", 8, 8), _unit("s1", "allies", 30, 40, True)]))
    dialog = feature(window).score_battle()
    dialog.show()
    qtbot.mouseClick(dialog.record_button, LEFT)
    assert window.session.battle.log[-1].kind == "victory"
    assert not dialog.record_button.isEnabled() and "recorded in the battle log" in dialog.record_button.toolTip()
    undo_with_ctrl_z(qtbot, window)
    assert [r.action["kind"] for r in window.session.battle.actions] == []
    assert dialog.record_button.isEnabled(), dialog.record_button.toolTip()
    window.redo_action.trigger()
    assert not dialog.record_button.isEnabled()
    undo_with_ctrl_z(qtbot, window)
    qtbot.mouseClick(dialog.record_button, LEFT)
    assert [r.action["kind"] for r in window.session.battle.actions] == ["victory"]
    assert [e.kind for e in window.session.battle.log].count("victory") == 2
    dialog.accept()


def test_build_forces_left_open_offers_place_forces_only_while_the_set_up_lasts(qtbot, window: MainWindow, builders):  # type: ignore[no-untyped-def]
    """Next step under an open Build Forces: play has begun, and Place Forces is no longer offered (a strict battle
    buys at set-up); Undo, and it is again."""
    open_on(window, settings={"sequence": "strict"})
    # Each side has placed its forces (Next waits for them); then Build Forces is opened again to buy more.
    first = open_builder(window, builders)
    first.points.setValue(400)
    buy(first, qtbot, "axis", "R", 1)
    buy(first, qtbot, "allies", "R", 1)
    qtbot.mouseClick(first.place_button, LEFT)
    assert first.placed
    first.close()
    dialog = open_builder(window, builders)
    dialog.points.setValue(400)
    buy(dialog, qtbot, "axis", "R", 2)
    assert dialog.place_button.isEnabled()
    window.feature(TurnsFeature).next_step()
    assert window.session.battle.step not in (None, "movement.road")
    assert not dialog.place_button.isEnabled() and "play has begun" in dialog.place_button.toolTip()
    undo_with_ctrl_z(qtbot, window)
    assert dialog.place_button.isEnabled()
    qtbot.mouseClick(dialog.place_button, LEFT)
    assert dialog.placed and window.session.battle.actions[-1].kind == "forces"


def test_a_move_undone_takes_its_rolls_window_and_the_docks_result_away(qtbot, board) -> None:  # type: ignore[no-untyped-def]
    """The pop-up of a move's rolls stays beside the board while play goes on: Ctrl+Z taking the move back closes it,
    and the Movement dock no longer says how the move went."""
    window = board(
        [{"id": "m1", "kind": "minefield", "mines": "at", "polygon": square(20, 18, 22, 19)}],
        [{"id": "t", "side": "allies", "type": "tank", "at": [18, 18.5]}],
    )
    window.set_tool("move")
    window.session.dice = ScriptedDice([51, 50])
    drag(qtbot, window, (18, 18.5), (25, 18.5))
    feature = window.feature(MovementFeature)
    popup = feature.result_popup
    assert popup.isVisible() and "destroyed in Minefield" in popup.summary.text()
    assert "destroyed" in feature.dock.last_move.toPlainText()
    undo_with_ctrl_z(qtbot, window)
    assert not window.session.battle.unit("t").has(Status.DESTROYED)
    assert not popup.isVisible() and "Taken back" in window.statusBar().currentMessage()
    assert feature.dock.last_move.toPlainText() == ""
    # Redo puts the move back; the next move's rolls show the pop-up again.
    window.redo_action.trigger()
    assert window.session.battle.unit("t").has(Status.DESTROYED)


def test_a_barrage_undone_takes_its_impact_off_the_board(qtbot, window: MainWindow, barrage_dialogs) -> None:
    """A free battle: the barrage fired from the dialog, then taken back with Ctrl+Z while it is open. The dialog
    goes, and so do the impact and the marks of the units it caught: the board shows the battle as it is."""
    dialog = window.feature(ArtilleryFeature).open_barrage((21.5, 29.5), "bty3")
    dialog.show()
    dialog.observed.setCurrentIndex(dialog.observed.findData(UNOBSERVED))
    window.session.dice = ScriptedDice([1] + [1] * 20)
    qtbot.mouseClick(dialog.fire_button, LEFT)
    assert dialog.outcome is not None and window.scene.barrage.impact is not None
    assert any(item.zone_mark for item in window.scene.units.values())
    undo_with_ctrl_z(qtbot, window)
    assert not dialog.isVisible() and "Taken back" in window.statusBar().currentMessage()
    assert window.scene.barrage.impact is None
    assert not any(item.zone_mark for item in window.scene.units.values())


def test_a_set_up_undone_takes_its_note_out_of_the_artillery_dock(
    qtbot, open_window, demo_path: Path, tmp_path: Path
) -> None:
    window, dock = set_up_in_transit_battery(qtbot, open_window, demo_path, tmp_path, "artillery.orders")
    assert "it fires from turn 3" in dock.battery_note.text()
    undo_with_ctrl_z(qtbot, window)
    assert window.session.battle.battery("bty2").deployment.value == "in_transit"
    assert dock.battery_note.text() == ""  # no set-up the battle no longer has
    # A refusal said in the note is no action: it stays until the next one.
    select_battery(qtbot, dock, "bty1")
    qtbot.mouseClick(dock.breakdown_button, LEFT)
    assert "off-board" in dock.battery_note.text()
    window.feature(TurnsFeature).next_step()
    assert "off-board" in dock.battery_note.text()


def test_the_hand_over_cover_takes_the_dialogs_left_open_with_it(
    qtbot, open_window, demo_path: Path, tmp_path: Path
) -> None:
    """A fire mission's landing is a window of its own beside the board: Players → Hand Over covers the window, and
    the landing (the last player's view of it) does not stay above the cover for the next player to read."""
    window, dialog = landing_left_open(qtbot, open_window, demo_path, tmp_path)
    hot_seat = window.feature(HotSeatFeature)
    hot_seat.hand_over_to(window.session.battle.sides[1].id)
    assert hot_seat.cover.isVisible()
    assert not dialog.isVisible()


def test_a_dock_floated_off_the_window_is_hidden_under_the_hand_over_cover(qtbot, window: MainWindow) -> None:
    """A floating dock is a window of its own, which the cover does not hide: it goes while the table is handed over
    (it shows the last player's view), and comes back, in the next player's view, once the cover is lifted."""
    dock = window.feature(MovementFeature).dock
    dock.show()
    dock.setFloating(True)
    assert dock.isVisible()
    hot_seat = window.feature(HotSeatFeature)
    side = window.session.battle.sides[1].id
    hot_seat.hand_over_to(side)
    assert hot_seat.cover.isVisible() and not dock.isVisible()
    qtbot.mouseClick(hot_seat.cover.button, LEFT)
    assert window.session.battle.at_table == side
    assert not hot_seat.cover.isVisible() and dock.isVisible()
