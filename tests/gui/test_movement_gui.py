"""Movement on the board, played as a player would: drag a counter with the Move tool and read the path's label,
release and see where it stops, the rolls of the minefields on the way in the log and in the result window, undo;
mount and dismount; the close-combat order; lay a minefield and look at the board as one side sees it."""

from __future__ import annotations

import math
import re

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication, QMenu

from morefire_gui.gui.board.move_item import ALLOWED, BEYOND
from morefire_gui.gui.features.movement import MovementFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.terms import Moved, Status, TerrainKind
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.names import unit_name
from tests.gui.conftest import hover, to_view
from tests.session.battles import ROAD, square

LEFT = Qt.MouseButton.LeftButton
RIGHT = Qt.MouseButton.RightButton
NONE = Qt.KeyboardModifier.NoModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
CTRL = Qt.KeyboardModifier.ControlModifier


def press(qtbot, window: MainWindow, at, modifier=NONE, button=LEFT) -> None:  # type: ignore[no-untyped-def]
    qtbot.mousePress(window.view.viewport(), button, modifier, to_view(window, *at))


def move_to(qtbot, window: MainWindow, start, end, steps: int = 6) -> None:  # type: ignore[no-untyped-def]
    a, b = to_view(window, *start), to_view(window, *end)
    for i in range(1, steps + 1):
        qtbot.mouseMove(window.view.viewport(), a + (b - a) * (i / steps))


def release(qtbot, window: MainWindow, at: tuple[float, float], modifier=NONE) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseRelease(window.view.viewport(), LEFT, modifier, to_view(window, *at))


def drag(qtbot, window: MainWindow, start, end, modifier=NONE) -> None:  # type: ignore[no-untyped-def]
    press(qtbot, window, start)
    move_to(qtbot, window, start, end)
    release(qtbot, window, end, modifier)


def label(window: MainWindow) -> str:
    return window.tools["move"].label_text()  # type: ignore[attr-defined]


def near(a: tuple[float, float], b: tuple[float, float], tol: float = 0.12) -> bool:
    return math.dist(a, b) <= tol


def figures(pattern: str, text: str) -> list[float]:
    """The numbers a label shows where ``pattern`` has (N): the mouse lands on whole pixels, not whole inches."""
    found = re.search(re.escape(pattern).replace(re.escape("(N)"), r"([\d.]+)"), text)
    assert found is not None, f"{pattern!r} not in {text!r}"
    return [float(g) for g in found.groups()]


# -- the allowance under the mouse ------------------------------------------------------------------------------------


def test_dragging_infantry_past_its_allowance_shows_it_and_stops_there(qtbot, board) -> None:
    window = board(units=[{"id": "i", "side": "axis", "type": "R", "at": [10, 10], "name": "1st Squad"}])
    window.set_tool("move")
    press(qtbot, window, (10, 10))
    move_to(qtbot, window, (10, 10), (15, 10))
    text = label(window)
    # 1.5: infantry move 100 yards a turn, 2 in at 1:50.
    length, yards = figures("Move 1st Squad: (N) in / (N) yd of 2.0 in (100 yd on foot) — stops at 2.0 in", text)
    assert length == pytest.approx(5.0, abs=0.1) and yards == pytest.approx(250, abs=5)
    assert "longer than the allowance (2 in)" in text
    item = window.tools["move"].item  # type: ignore[attr-defined]
    assert item.allowed[-1] == pytest.approx((12, 10), abs=0.1) and item.beyond[-1] == pytest.approx((15, 10), abs=0.1)
    assert window.tools["move"].item.label.border == BEYOND  # type: ignore[attr-defined]
    release(qtbot, window, (15, 10))
    unit = window.session.battle.unit("i")
    assert near(unit.at, (12, 10)) and unit.moved is Moved.INFANTRY
    assert window.undo_stack.count() == 1
    entry = window.session.battle.log[-1]
    assert entry.kind == "move" and "1st Squad moves 2.0 in (100 yd) on foot" in entry.summary
    assert label(window) == ""  # the path is gone once the move is made


def test_a_move_within_the_allowance_is_green_and_goes_all_the_way(qtbot, board) -> None:
    window = board(units=[{"id": "t", "side": "axis", "type": "tank", "at": [10, 10]}])
    window.set_tool("move")
    press(qtbot, window, (10, 10))
    move_to(qtbot, window, (10, 10), (10, 18))
    text = label(window)
    assert figures("(N) in / (N) yd of 10.0 in (C cross-country)", text) == pytest.approx([8.0, 400], abs=5)
    assert "Within the allowance" in text
    assert window.tools["move"].item.label.border == ALLOWED  # type: ignore[attr-defined]
    assert window.tools["move"].item.beyond == []  # type: ignore[attr-defined]
    release(qtbot, window, (10, 18))
    t = window.session.battle.unit("t")
    assert near(t.at, (10, 18)) and t.moved is Moved.C and t.facing == pytest.approx(180, abs=1)


def test_a_vehicle_on_the_road_and_off_it(qtbot, board) -> None:
    # 1.3's scout car, F on the road and E cross-country at 1:50: 36 in and 24 in.
    window = board(
        [ROAD],
        [
            {"id": "sc", "side": "axis", "type": "scout", "at": [2, 10]},
            {"id": "sd", "side": "axis", "type": "scout", "at": [2, 30]},
        ],
        view=(0, 0, 45, 34),
    )
    window.set_tool("move")
    press(qtbot, window, (2, 10))
    move_to(qtbot, window, (2, 10), (34, 10))
    assert figures("(N) in / (N) yd of 36.0 in (F road)", label(window)) == pytest.approx([32.0, 1600], abs=6)
    assert "Within the allowance" in label(window)
    release(qtbot, window, (34, 10))
    assert near(window.session.battle.unit("sc").at, (34, 10)) and window.session.battle.unit("sc").moved is Moved.F
    # Off the road the same car has its cross-country rate only.
    drag(qtbot, window, (2, 30), (30, 30))
    sd = window.session.battle.unit("sd")
    assert near(sd.at, (26, 30)) and sd.moved is Moved.E


def test_leaving_the_road_past_the_cross_country_rate_stops_on_the_road(qtbot, board) -> None:
    window = board([ROAD], [{"id": "sc", "side": "axis", "type": "scout", "at": [2, 10]}], view=(0, 0, 40, 30))
    window.set_tool("move")
    press(qtbot, window, (2, 10))
    move_to(qtbot, window, (2, 10), (32, 10))
    release(qtbot, window, (32, 10), SHIFT)  # a waypoint at the end of the straight
    hover(window, (32, 20))
    text = label(window)
    (stop,) = figures("— stops at (N) in (F road)", text)
    assert stop == pytest.approx(30.5, abs=0.15)
    assert "1.3" in text and "cannot leave it" in text
    assert window.tools["move"].item.waypoints == [pytest.approx((32, 10), abs=0.1)]  # type: ignore[attr-defined]
    qtbot.mouseClick(window.view.viewport(), LEFT, NONE, to_view(window, 32, 20))
    sc = window.session.battle.unit("sc")
    assert near(sc.at, (32, 10.5), 0.15) and sc.moved is Moved.F  # 1.3: it stops at that point on the road
    assert "1.3" in window.session.battle.log[-1].summary


def test_cross_country_reductions_are_named_in_the_label(qtbot, board) -> None:
    window = board(
        [{"id": "w", "kind": "woods", "polygon": square(20, 0, 40, 30)}],
        [{"id": "t", "side": "axis", "type": "tank", "at": [16, 20]}],
    )
    window.set_tool("move")
    press(qtbot, window, (16, 20))
    move_to(qtbot, window, (16, 20), (26, 20))
    text = label(window)
    # 1.4: woods reduce one letter, C (10 in) to B (6 in), from where the path meets them.
    assert "of 6.0 in (B cross-country, C reduced by Woods) — stops at 6.0 in" in text
    release(qtbot, window, (26, 20))
    assert near(window.session.battle.unit("t").at, (22, 20)) and window.session.battle.unit("t").moved is Moved.B


def test_a_unit_that_may_not_move_is_refused(qtbot, board) -> None:
    window = board(units=[{"id": "s", "side": "axis", "type": "R", "at": [10, 10], "status": ["suppressed"]}])
    window.set_tool("move")
    press(qtbot, window, (10, 10))
    move_to(qtbot, window, (10, 10), (11, 10))
    assert label(window).startswith("Rifle squad cannot move") and "suppressed" in label(window)
    release(qtbot, window, (11, 10))
    assert window.session.battle.unit("s").at == (10, 10)
    assert window.undo_stack.count() == 0 and window.session.battle.log == []


def test_escape_abandons_the_path(qtbot, board) -> None:
    window = board(units=[{"id": "i", "side": "axis", "type": "R", "at": [10, 10]}])
    window.set_tool("move")
    press(qtbot, window, (10, 10))
    move_to(qtbot, window, (10, 10), (11, 11))
    assert label(window)
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert label(window) == ""
    release(qtbot, window, (11, 11))
    assert window.session.battle.unit("i").at == (10, 10) and window.undo_stack.count() == 0


# -- minefields on the way --------------------------------------------------------------------------------------------


def test_a_move_through_a_minefield_rolls_logs_and_undoes_but_the_log_stays(qtbot, board) -> None:
    window = board(
        [{"id": "m1", "kind": "minefield", "mines": "at", "polygon": square(20, 18, 22, 19)}],
        [{"id": "t", "side": "allies", "type": "tank", "at": [18, 18.5]}],
    )
    window.set_tool("move")
    press(qtbot, window, (18, 18.5))
    move_to(qtbot, window, (18, 18.5), (25, 18.5))
    text = label(window)
    assert figures("Minefield (AT): enters at (N) in", text) == pytest.approx([2.0], abs=0.1)
    assert figures("Minefield (AT): exits at (N) in", text) == pytest.approx([4.0], abs=0.1)
    assert window.scene.highlighted_terrain() == {"m1"}
    # AT mines against a tracked hull of AC 4+: 50% (3.6). Entering: 51, no damage; exiting: 50, destroyed (basic).
    window.session.dice = ScriptedDice([51, 50])
    release(qtbot, window, (25, 18.5))
    t = window.session.battle.unit("t")
    assert t.has(Status.DESTROYED) and near(t.at, (22, 18.5))
    entry = window.session.battle.log[-1]
    assert [(r.die, r.face) for r in entry.rolls()] == [("d100", 51), ("d100", 50)]
    assert "Minefield (exit): 50%, rolled 50: destroyed" in entry.summary and "m1" not in entry.summary
    popup = window.feature(MovementFeature).result_popup
    assert popup.isVisible()
    # The minefield and the tank as the board names them, not by their ids.
    assert popup.rows() == [
        ["Minefield", "enter", "tank", "50%", "51", "no effect"],
        ["Minefield", "exit", "tank", "50%", "50", "destroyed"],
    ]
    assert "destroyed in Minefield" in popup.summary.text()
    assert window.scene.highlighted_terrain() == set()
    window.undo_action.trigger()
    t = window.session.battle.unit("t")
    assert t.at == (18, 18.5) and not t.has(Status.DESTROYED)
    assert window.session.battle.log[-1] is entry  # undo never removes a roll


def test_a_campaign_battle_writes_an_e_on_a_vehicle_hit_by_mines(qtbot, board) -> None:
    window = board(
        [{"id": "m1", "kind": "minefield", "mines": "at", "polygon": square(20, 18, 22, 19)}],
        [{"id": "t", "side": "allies", "type": "tank", "at": [18, 18.5]}],
    )
    assert not window.campaign_action.isChecked()
    window.campaign_action.trigger()  # Rules → Campaign Battle, one undoable step
    assert window.session.battle.settings.campaign and window.undo_stack.undoText() == "Campaign battle on"
    window.set_tool("move")
    window.session.dice = ScriptedDice([50])
    drag(qtbot, window, (18, 18.5), (25, 18.5))
    t = window.session.battle.unit("t")
    assert [d.value for d in t.damage] == ["E"] and t.has(Status.IMMOBILIZED) and not t.has(Status.DESTROYED)
    assert "campaign damage E" in window.session.battle.log[-1].summary
    popup = window.feature(MovementFeature).result_popup
    assert popup.rows()[0][5] == "immobilized" and "Campaign damage: E" in popup.summary.text()
    window.undo_action.trigger()
    assert window.session.battle.unit("t").damage == ()
    window.undo_action.trigger()
    assert not window.session.battle.settings.campaign and not window.campaign_action.isChecked()


def test_a_hidden_minefield_is_not_shown_in_the_preview_but_is_found_by_the_move(qtbot, board) -> None:
    window = board(
        [
            {
                "id": "m1",
                "kind": "minefield",
                "mines": "ap",
                "polygon": square(20, 18, 22, 19),
                "owner": "axis",
                "deliberate": True,
            }
        ],
        [{"id": "i", "side": "allies", "type": "R", "at": [19, 18.5]}],
    )
    window.set_tool("move")
    press(qtbot, window, (19, 18.5))
    move_to(qtbot, window, (19, 18.5), (21, 18.5))
    assert "Minefield" not in label(window) and window.scene.highlighted_terrain() == set()
    window.session.dice = ScriptedDice([95])
    release(qtbot, window, (21, 18.5))
    assert window.session.battle.piece("m1").revealed
    assert window.feature(MovementFeature).result_popup.rows()[0][:3] == ["Minefield", "enter", "Rifle squad"]


# -- mounting, dismounting, passengers --------------------------------------------------------------------------------


def test_mount_move_with_the_vehicle_and_dismount(qtbot, board) -> None:
    window = board(
        units=[
            {"id": "ht", "side": "axis", "type": "ht", "at": [10, 10], "facing": 90},
            {"id": "a", "side": "axis", "type": "R", "at": [11.5, 10]},
        ]
    )
    feature = window.feature(MovementFeature)
    window.set_tool("move")
    qtbot.mouseClick(window.view.viewport(), LEFT, NONE, to_view(window, 11.5, 10))
    qtbot.mouseClick(window.view.viewport(), LEFT, CTRL, to_view(window, 10, 10))
    assert set(window.scene.selected_unit_ids()) == {"a", "ht"}
    assert feature.mount_action.isEnabled() and feature.dock.mount_button.isEnabled()
    feature.dock.mount_button.click()
    a = window.session.battle.unit("a")
    assert a.riding_on == "ht" and a.at == (10, 10) and a.moved is Moved.INFANTRY
    assert window.undo_stack.count() == 1 and window.session.battle.log[-1].kind == "mount"
    # Pressing on the stack moves the vehicle, and its passenger with it.
    press(qtbot, window, (10, 10))
    move_to(qtbot, window, (10, 10), (16, 10))
    assert "Carries Rifle squad: they move with it" in label(window)
    release(qtbot, window, (16, 10))
    ht, a = window.session.battle.unit("ht"), window.session.battle.unit("a")
    assert near(ht.at, (16, 10)) and a.at == ht.at
    window.scene.clearSelection()
    window.scene.units["ht"].setSelected(True)
    assert feature.dismount_action.isEnabled()
    feature.dismount_action.trigger()
    a = window.session.battle.unit("a")
    assert a.riding_on is None and a.at[0] < ht.at[0]  # put down behind the vehicle (it faces east)
    assert window.session.geometry.to_yards(math.dist(a.at, ht.at)) <= 100
    window.undo_action.trigger()
    assert window.session.battle.unit("a").riding_on == "ht"


def test_a_right_click_offers_mounting(qtbot, board) -> None:
    window = board(
        units=[
            {"id": "ht", "side": "axis", "type": "ht", "at": [10, 10]},
            {"id": "a", "side": "axis", "type": "R", "at": [11.5, 10]},
        ]
    )
    window.set_tool("move")
    qtbot.mouseClick(window.view.viewport(), LEFT, NONE, to_view(window, 11.5, 10))
    qtbot.mouseClick(window.view.viewport(), LEFT, CTRL, to_view(window, 10, 10))
    press(qtbot, window, (10, 10), button=RIGHT)
    menus = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMenu) and w.isVisible()]
    assert menus, "a context menu opens"
    texts = [a.text() for a in menus[-1].actions()]
    assert "Mount Rifle squad on ht" in texts and "Close combat order…" in texts
    next(a for a in menus[-1].actions() if a.text() == "Mount Rifle squad on ht").trigger()
    menus[-1].close()
    assert window.session.battle.unit("a").riding_on == "ht"


# -- close combat -----------------------------------------------------------------------------------------------------


def test_close_combat_order_of_the_selected_and_the_enemies_near_them(qtbot, board) -> None:
    window = board(
        units=[
            {"id": "sc", "side": "axis", "type": "scout", "at": [10, 10]},
            {"id": "t", "side": "allies", "type": "tank", "at": [12, 10]},
            {"id": "far", "side": "allies", "type": "tank", "at": [30, 10]},
        ]
    )
    feature = window.feature(MovementFeature)
    window.scene.units["sc"].setSelected(True)
    feature.close_combat_action.trigger()
    rows = feature.dock.close_combat_rows()
    # The slower moves first: the tank (C, 10 in) before the scout car (E, 24 in), a quarter at a time, each by the
    # name the roster gives it.
    tank, scout = unit_name(window.session, "t"), unit_name(window.session, "sc")
    assert tank != "t" and scout != "sc"
    assert rows[:2] == [["1", tank, "2.5 in", "125"], ["1", scout, "6.0 in", "300"]]
    assert len(rows) == 8 and all(r[1] != unit_name(window.session, "far") for r in rows)
    assert f"Moves first: {tank}" in feature.dock.close_hint.text()


# -- laying minefields and the view of one side -----------------------------------------------------------------------


def test_lay_a_deliberate_minefield_and_see_it_only_as_its_owner(qtbot, board) -> None:
    window = board()
    feature = window.feature(MovementFeature)
    dock = feature.dock
    dock.mines.setCurrentIndex(dock.mines.findData("at"))
    dock.owner.setCurrentIndex(dock.owner.findData("axis"))
    dock.deliberate.setCurrentIndex(1)
    window.set_tool("minefield")
    hover(window, (20, 15))
    qtbot.keyClick(window.view, Qt.Key.Key_E)  # turned 15° clockwise
    assert dock.rotation.value() == 15
    caption = window.tools["minefield"].item.caption_text  # type: ignore[attr-defined]
    assert "AT minefield (deliberate, laid by Axis), 100 × 50 yd, 15°" in caption
    qtbot.mouseClick(window.view.viewport(), LEFT, NONE, to_view(window, 20, 15))
    (piece,) = [p for p in window.session.battle.terrain if p.kind is TerrainKind.MINEFIELD]
    assert piece.deliberate and piece.owner == "axis" and piece.mines.value == "at"
    sides = sorted(math.dist(a, b) for a, b in zip(piece.polygon, piece.polygon[1:] + piece.polygon[:1]))
    assert sides == pytest.approx([1, 1, 2, 2], abs=1e-6)  # 100 x 50 yards at 1:50
    assert window.undo_stack.count() == 1
    item = window.scene.terrain[piece.id]
    dock.set_viewer("allies")
    assert not item.isVisible()
    dock.set_viewer("axis")
    assert item.isVisible()
    dock.set_viewer(None)
    assert item.isVisible()
    window.undo_action.trigger()
    assert piece.id not in window.scene.terrain


def test_the_view_of_one_side_keeps_after_the_battle_changes(qtbot, board) -> None:
    window = board(
        [
            {
                "id": "m1",
                "kind": "minefield",
                "mines": "ap",
                "polygon": square(20, 18, 22, 19),
                "owner": "axis",
                "deliberate": True,
            }
        ],
        [{"id": "i", "side": "allies", "type": "R", "at": [10, 10]}],
    )
    feature = window.feature(MovementFeature)
    feature.dock.set_viewer("allies")
    assert window.scene.hidden_pieces() == {"m1"}
    window.set_tool("move")
    drag(qtbot, window, (10, 10), (11, 10))
    assert not window.scene.terrain["m1"].isVisible()
    assert window.scene.units["i"].isVisible()


def test_the_move_tool_is_not_the_layout_tool(qtbot, board) -> None:
    window = board(units=[{"id": "i", "side": "axis", "type": "R", "at": [10, 10]}])
    window.set_tool("select")
    drag(qtbot, window, (10, 10), (20, 10))  # the layout tool places counters anywhere, without the rules
    assert near(window.session.battle.unit("i").at, (20, 10))
    assert window.session.battle.unit("i").moved is None and window.session.battle.log == []
    assert window.view.mapFromScene(QPointF(20, 10)) is not None


# -- TUNDRA's ice -------------------------------------------------------------------------------------------------------


def test_roll_the_ice_from_the_movement_menu_shows_it_on_the_board_and_undoes(qtbot, board) -> None:
    window = board(
        [
            {"id": "lk", "kind": "water", "polygon": square(20, 10, 22, 30)},
            {"id": "st", "kind": "stream", "line": [[0, 40], [72, 40]]},
        ],
        [{"id": "t", "side": "allies", "type": "light", "at": [18, 20]}],
        settings={"terrain_type": "tundra"},
    )
    feature = window.feature(MovementFeature)
    assert feature.ice_action in feature.menu_actions()
    window.session.dice = ScriptedDice([1, 5])
    feature.ice_action.trigger()
    battle = window.session.battle
    assert battle.piece("lk").ice_holds is True and battle.piece("st").ice_holds is False
    assert "ice holds (TUNDRA)" in window.scene.terrain["lk"].toolTip()
    assert "ice does not hold (TUNDRA)" in window.scene.terrain["st"].toolTip()
    entry = battle.log[-1]
    assert entry.kind == "ice" and [(r.die, r.face) for r in entry.rolls()] == [("d6", 1), ("d6", 5)]
    window.undo_action.trigger()
    assert window.session.battle.piece("lk").ice_holds is None
    assert "ice" not in window.scene.terrain["lk"].toolTip()
    assert window.session.battle.log[-1] is entry  # the rolls stay in the log


def test_a_vehicle_dragged_onto_unrolled_ice_rolls_it(qtbot, board) -> None:
    window = board(
        [{"id": "lk", "kind": "water", "polygon": square(20, 10, 22, 30)}],
        [{"id": "t", "side": "allies", "type": "light", "at": [18, 20]}],
        settings={"terrain_type": "tundra"},
    )
    window.set_tool("move")
    window.session.dice = ScriptedDice([2])
    drag(qtbot, window, (18, 20), (23, 20))
    assert near(window.session.battle.unit("t").at, (23, 20), 0.2)
    assert window.session.battle.piece("lk").ice_holds is True
    popup = window.feature(MovementFeature).result_popup
    assert popup.rows()[0][:5] == ["ice on Water", "reached", "light", "d6 1-2", "2"]
    assert "ice on Water: rolled 2, it holds" in window.session.battle.log[-1].summary


def test_the_ice_is_rolled_only_in_a_tundra_battle(qtbot, board) -> None:
    window = board([{"id": "lk", "kind": "water", "polygon": square(20, 10, 22, 30)}])
    window.session.dice = ScriptedDice([])
    window.feature(MovementFeature).ice_action.trigger()
    assert window.session.battle.piece("lk").ice_holds is None
    assert "tundra" in window.statusBar().currentMessage()


# -- SNOW's ski troops --------------------------------------------------------------------------------------------------


def test_a_right_click_makes_infantry_ski_troops_and_undo_takes_it_back(qtbot, board) -> None:
    window = board(
        units=[
            {"id": "a", "side": "axis", "type": "R", "at": [11.5, 10]},
            {"id": "t", "side": "axis", "type": "tank", "at": [20, 10]},
        ],
        settings={"weather": "snow"},
    )
    window.set_tool("move")
    qtbot.mouseClick(window.view.viewport(), LEFT, NONE, to_view(window, 11.5, 10))
    press(qtbot, window, (11.5, 10), button=RIGHT)
    menus = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMenu) and w.isVisible()]
    ski = next(a for a in menus[-1].actions() if a.text() == "Ski Troops (SNOW)")
    assert ski.isCheckable() and not ski.isChecked()
    ski.trigger()
    menus[-1].close()
    assert window.session.battle.unit("a").ski and window.undo_stack.undoText() == "Rifle squad: ski troops"
    assert "Ski troops" in window.details.view.toPlainText()
    # The skis are what the move reads: code B in snow, beyond an infantry move of 100 yards (2" at 1:50).
    drag(qtbot, window, (11.5, 10), (15.5, 10))
    assert near(window.session.battle.unit("a").at, (15.5, 10), 0.2)
    window.undo_action.trigger()  # the move
    window.undo_action.trigger()  # the skis
    a = window.session.battle.unit("a")
    assert not a.ski and a.at == (11.5, 10)
    # A tank is no ski trooper: the action is not offered.
    qtbot.mouseClick(window.view.viewport(), LEFT, NONE, to_view(window, 20, 10))
    press(qtbot, window, (20, 10), button=RIGHT)
    menus = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMenu) and w.isVisible()]
    assert "Ski Troops (SNOW)" not in [a.text() for a in menus[-1].actions()]
    menus[-1].close()


# -- MUD and MOUNTAINS: recovery ----------------------------------------------------------------------------------------


def test_a_recovery_vehicle_dragged_beside_a_stuck_vehicle_frees_it_next_turn(qtbot, board) -> None:
    window = board(
        units=[
            {"id": "arv", "side": "allies", "type": "arv", "at": [10, 10]},
            {
                "id": "st",
                "side": "allies",
                "type": "tank",
                "at": [13, 10],
                "status": ["immobilized"],
                "status_until": {"immobilized": 15},
            },
        ]
    )
    window.set_tool("move")
    drag(qtbot, window, (10, 10), (12, 10))
    assert window.session.battle.unit("st").status_until[Status.IMMOBILIZED] == window.session.battle.turn + 1
    assert "arrives at tank: freed at the start of the next turn" in window.session.battle.log[-1].summary
    window.undo_action.trigger()
    assert window.session.battle.unit("st").status_until[Status.IMMOBILIZED] == 15


def test_a_target_driven_out_of_sight_is_lost_with_the_move_and_found_again_by_undo(qtbot, window: MainWindow) -> None:
    """2.1 advanced: su7, spotted by ge7, drives behind a strip of woods; the spot goes in the move's own step, the
    log's move entry says so, and Undo brings the counter and the spot back."""
    from morefire_gui.model.actions.direct_fire import Spot
    from morefire_gui.model.actions.table import ChangeSettings, ChangeUnits, PlaceTerrain

    battle = window.session.battle
    window.act(ChangeSettings(settings=battle.settings.model_copy(update={"advanced": True})))
    window.act(PlaceTerrain(piece={"id": "wall", "kind": "woods", "polygon": square(50, 24, 59, 26)}))
    window.act(ChangeUnits(units=(battle.unit("su7").model_copy(update={"at": (58.0, 22.0)}),)))
    window.session.dice = ScriptedDice([1])
    window.act(Spot(spotter="ge7", target="su7"))
    assert battle.unit("su7").spotted_by == ("ge7",)
    steps = window.undo_stack.count()
    window.set_tool("move")
    drag(qtbot, window, (58.0, 22.0), (57.0, 27.5))
    su7 = battle.unit("su7")
    assert near(su7.at, (57.0, 27.5), 0.2) and su7.spotted_by == ()
    assert window.undo_stack.count() == steps + 1  # the move and the spot lost: one step
    entry = battle.log[-1]
    assert entry.kind == "move" and "SU-76 #1 is no longer spotted by StuG 2: its line of sight is blocked" in str(
        entry.steps
    )
    window.undo_action.trigger()
    assert battle.unit("su7").at == (58.0, 22.0) and battle.unit("su7").spotted_by == ("ge7",)


# -- a move of no length ----------------------------------------------------------------------------------------------


def there_and_back(qtbot, window: MainWindow, at, away, before_the_drop=lambda: None) -> None:  # type: ignore[no-untyped-def]
    """Press on a counter, drag it away, bring it back and drop it on the pixel it was picked up from."""
    press(qtbot, window, at)
    move_to(qtbot, window, at, away)
    move_to(qtbot, window, away, at)
    before_the_drop()
    release(qtbot, window, at)


@pytest.mark.parametrize("grip", [(0.0, 0.0), (0.3, 0.2)])
def test_a_counter_dropped_where_it_was_picked_up_with_the_move_tool_does_not_move(qtbot, board, grip) -> None:  # type: ignore[no-untyped-def]
    """Picked up by its centre or off it, dragged and put back: no move (no log entry, no undo step, no mark), and
    the player is told so."""
    window = board(units=[{"id": "t", "side": "axis", "type": "tank", "at": [10, 10]}])
    window.set_tool("move")
    said: list[str] = []
    there_and_back(qtbot, window, (10 + grip[0], 10 + grip[1]), (14, 10), lambda: said.append(label(window)))
    assert "Refused: tank does not move: its path ends where it stands (1.2)" in said[0]  # said before the drop
    battle = window.session.battle
    assert battle.unit("t").at == (10, 10) and battle.unit("t").moved is None
    assert window.undo_stack.count() == 0 and battle.log == [] and battle.acted == {} and battle.actions == []
    assert "tank does not move: its path ends where it stands" in window.statusBar().currentMessage()
    assert "does not move" in window.feature(MovementFeature).dock.last_move.toPlainText()
    assert label(window) == ""


def test_a_counter_dropped_where_it_was_picked_up_with_select_and_move_is_no_change(qtbot, board) -> None:  # type: ignore[no-untyped-def]
    window = board(units=[{"id": "i", "side": "axis", "type": "R", "at": [10, 10], "name": "1st Squad"}])
    window.set_tool("select")
    messages = len(window.log.entries())
    there_and_back(qtbot, window, (10.1, 10.1), (16, 12))
    battle = window.session.battle
    assert battle.unit("i").at == (10, 10) and window.undo_stack.count() == 0
    assert battle.log == [] and battle.acted == {} and battle.actions == []
    assert len(window.log.entries()) == messages  # nothing said in the log's messages as done
    assert "1st Squad: nothing changes" in window.statusBar().currentMessage()


def test_a_close_combat_declared_from_the_dock_is_played_segment_by_segment(qtbot, board) -> None:
    """In a battle kept to the sequence of play: the players declare the close combat from the Movement dock, the
    slower tank drags its quarter, the scout car's drag too long is refused with the yards, then its quarter goes; the
    dock and the Phase dock say whose segment it is, its yards and the round."""
    from morefire_gui.gui.features.turns import TurnsFeature
    from morefire_gui.model.actions.turns import NextStep

    window = board(
        units=[
            {"id": "sc", "side": "axis", "type": "scout", "at": [10, 10], "facing": 90},
            {"id": "t", "side": "allies", "type": "tank", "at": [20, 10], "facing": 270},
        ],
        settings={"sequence": "strict"},
    )
    window.act(NextStep())  # cross-country movement
    feature = window.feature(MovementFeature)
    dock = feature.dock
    tank, scout = unit_name(window.session, "t"), unit_name(window.session, "sc")
    window.scene.units["sc"].setSelected(True)
    # The counter's menu offers the declaration too, where the dock's order is offered.
    texts = [a.text() for a in feature.context_actions(["sc"], (10, 10))]
    assert "Declare close combat" in texts and "Close combat order…" in texts
    feature.close_combat_action.trigger()
    dock.close_yards.setValue(600)  # the tank, 500 yards off, is close
    assert dock.close_declare.isEnabled() and not dock.close_now.isVisible()
    qtbot.mouseClick(dock.close_declare, LEFT)
    words = dock.close_now.text()
    assert f"Close combat, round 1 of 4: {tank}'s segment" in words and "up to 125 yards" in words
    assert f"then {scout}." in words and not dock.close_declare.isEnabled() and dock.close_pass.isEnabled()
    phase = window.feature(TurnsFeature).dock
    assert f"round 1 of 4: {tank}'s segment" in phase.close_group.text() and phase.close_group.isVisible()

    window.set_tool("move")
    drag(qtbot, window, (20, 10), (17.5, 10))  # the tank's quarter: 2.5 in, 125 yards
    assert near(window.session.battle.unit("t").at, (17.5, 10))
    words = dock.close_now.text()
    assert f"round 1 of 4: {scout}'s segment" in words and "up to 300 yards" in words and f"then {tank}." in words

    press(qtbot, window, (10, 10))
    move_to(qtbot, window, (10, 10), (17, 10))  # 7 in: longer than the scout car's quarter (6 in)
    assert "moves at most 300 yards in a close-combat segment" in label(window)  # said before the release
    release(qtbot, window, (17, 10))
    assert window.session.battle.unit("sc").at == (10, 10)
    assert "moves at most 300 yards in a close-combat segment" in dock.last_move.toPlainText()
    drag(qtbot, window, (10, 10), (14, 10))
    assert near(window.session.battle.unit("sc").at, (14, 10))
    assert f"Close combat, round 2 of 4: {tank}'s segment" in dock.close_now.text()
    assert f"round 2 of 4: {tank}'s segment" in phase.close_group.text()
    # Hot seat: the German player has the table, and the segment is the Soviet tank's: the table changes hands.
    from morefire_gui.model.actions.turns import HandOver

    assert window.act_at_barrier(HandOver(to="axis")).accepted
    assert "Hand the table over to" in dock.close_now.text() and "for its segment" in phase.close_group.text()
