"""A table laid by hand, laid in turns through the window: the terrain palette says whose turn it is to place the next
piece, the terrain tool places for that side, and a piece drawn by the side at the table out of its turn is refused
in the status bar, the board unchanged (Terrain and Weather Definitions: "the players will alternate placing
terrain pieces with the defender placing first")."""

from __future__ import annotations

from PySide6.QtCore import Qt

from morefire_gui.gui.features.hot_seat import HotSeatFeature
from morefire_gui.gui.features.scenario import ScenarioFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.terms import Edge, TerrainKind
from morefire_gui.rules.scenario.nations import Allegiance
from morefire_gui.rules.scenario.system import ScenarioChoices
from morefire_gui.rules.scenario.terms import Mission
from morefire_gui.session.sequence_of_play import play_begun
from tests.gui.conftest import open_random_battle, to_view

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def _open_laid_by_hand(window: MainWindow) -> None:
    # Holding Action, the Allies attacking: the Axis defends, and places first.
    open_random_battle(
        window, ScenarioChoices(mission=Mission.HOLDING_ACTION, attacker=Allegiance.ALLIES), seed=8, by_hand=True
    )


def _draw_woods(qtbot, window: MainWindow, x: float, y: float) -> None:  # type: ignore[no-untyped-def]
    vp = window.view.viewport()
    for cx, cy in [(x, y), (x + 5, y), (x + 5, y + 4), (x, y + 4)]:
        qtbot.mouseClick(vp, LEFT, NONE, to_view(window, cx, cy))
    qtbot.keyClick(window.view, Qt.Key.Key_Return)


def _turn_said(window: MainWindow) -> str:
    label = window.terrain_palette.turn_label
    return label.text() if label.isVisibleTo(window.terrain_palette) else ""


def test_the_terrain_tool_places_in_turn_and_the_palette_says_whose(qtbot, window: MainWindow) -> None:
    _open_laid_by_hand(window)
    battle = window.session.battle
    assert battle.mission.defender == "axis" and battle.strict
    window.set_tool("terrain")
    window.terrain_palette.choose(TerrainKind.WOODS)
    assert _turn_said(window).startswith("Axis (defender, Germany) places the next terrain piece")
    _draw_woods(qtbot, window, 10, 10)
    assert [p.kind for p in battle.terrain] == [TerrainKind.WOODS]
    assert battle.actions[-1].action["side"] == "axis"  # placed for the side whose turn it was
    assert _turn_said(window).startswith("Allies (attacker, USSR) places the next terrain piece")
    _draw_woods(qtbot, window, 30, 10)
    assert battle.actions[-1].action["side"] == "allies" and len(battle.terrain) == 2
    assert _turn_said(window).startswith("Axis (defender, Germany) places")
    # Undo gives the turn back, redo takes it again.
    window.undo_action.trigger()
    assert len(battle.terrain) == 1 and _turn_said(window).startswith("Allies (attacker, USSR) places")
    window.redo_action.trigger()
    assert len(battle.terrain) == 2 and _turn_said(window).startswith("Axis (defender, Germany) places")


def test_the_side_at_the_table_out_of_its_turn_is_refused(qtbot, window: MainWindow) -> None:
    _open_laid_by_hand(window)
    battle = window.session.battle
    window.set_tool("terrain")
    window.terrain_palette.choose(TerrainKind.WOODS)
    _draw_woods(qtbot, window, 10, 10)  # the defender's piece
    feature = window.feature(HotSeatFeature)
    feature.hand_over_to("axis")  # the defender takes the table again, out of turn
    qtbot.mouseClick(feature.cover.button, LEFT)
    assert window.view_filter.side == "axis"
    said = _turn_said(window)
    assert (
        said.startswith("Allies (attacker, USSR) places the next terrain piece")
        and "Hand the table over to Allies (attacker)" in said
    )
    window.set_tool("terrain")
    window.terrain_palette.choose(TerrainKind.WOODS)
    _draw_woods(qtbot, window, 30, 10)
    message = window.statusBar().currentMessage()
    assert message.startswith("Refused: Allies (attacker) places the next terrain piece, not Axis (defender)")
    assert message.endswith("(Terrain and Weather Definitions)")
    assert len(battle.terrain) == 1 and len(window.scene.terrain) == 1 and window.undo_stack.count() == 0
    feature.hand_over_to("allies")
    qtbot.mouseClick(feature.cover.button, LEFT)
    assert _turn_said(window).startswith("Allies (attacker, USSR) places") and "Hand the table over" not in _turn_said(
        window
    )
    window.set_tool("terrain")
    window.terrain_palette.choose(TerrainKind.WOODS)
    _draw_woods(qtbot, window, 30, 10)
    assert len(battle.terrain) == 2 and battle.actions[-1].side == "allies"
    said = _turn_said(window)
    assert said.startswith("Axis (defender, Germany) places") and "Hand the table over to Axis (defender)" in said


def test_a_free_battle_or_a_generated_table_says_no_turn(qtbot, window: MainWindow) -> None:
    assert _turn_said(window) == ""  # the demo: played free, its table laid already
    _open_laid_by_hand(window)
    assert _turn_said(window) != ""
    window.sequence_action.trigger()  # Rules → Keep to the Sequence of Play, off
    assert not window.session.battle.strict and _turn_said(window) == ""


def test_next_waits_for_the_placement_and_play_begins_after_it(qtbot, window: MainWindow, builders) -> None:  # type: ignore[no-untyped-def]
    """A player who presses Next before the table laid by hand is complete is told what comes first: the battle stays
    in its set-up, so the defender can still choose his edge and the forces can still be bought."""
    from morefire_gui.gui.features.turns import TurnsFeature
    from tests.gui.test_force_builder import buy, open_builder

    _open_laid_by_hand(window)
    battle = window.session.battle
    dock = window.feature(TurnsFeature).dock
    qtbot.mouseClick(dock.next_button, LEFT)
    message = window.statusBar().currentMessage()
    assert message.startswith(
        "Refused: the table is being laid by hand: play cannot begin before placement is complete"
    )
    assert message.endswith("(Terrain and Weather Definitions)")
    assert play_begun(battle) is None and window.undo_stack.count() == 0
    window.set_tool("terrain")
    window.terrain_palette.choose(TerrainKind.WOODS)
    _draw_woods(qtbot, window, 10, 10)
    assert window.feature(ScenarioFeature).complete_placement(Edge.NORTH, as_laid=True)
    # Then the forces: each side buys and places its own before play begins.
    qtbot.mouseClick(dock.next_button, LEFT)
    assert window.statusBar().currentMessage().startswith("Refused: no side has bought its forces yet")
    dialog = open_builder(window, builders)
    buy(dialog, qtbot, "axis", "R", 2)
    buy(dialog, qtbot, "allies", "R", 2)
    qtbot.mouseClick(dialog.place_button, LEFT)
    assert dialog.placed
    qtbot.mouseClick(dock.next_button, LEFT)
    assert (battle.turn, battle.step) == (1, "movement.cross_country")
