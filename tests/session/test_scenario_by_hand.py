"""A table laid by hand ("or instead place pieces alternately with the defender first, and the defender chooses the
base edge"): the battle without generated terrain, the placing order in the briefing, placement completed with the
defender's edge and the victory point locations of the pieces placed; and the raid's objective recorded as one
undoable change."""

from __future__ import annotations

import pytest

from morefire_gui.errors import UsageError
from morefire_gui.geometry.deployment import placed_vp_candidates
from morefire_gui.io.battle_file import battle_to_yaml, check_battle, parse_battle
from morefire_gui.model.battle import TerrainPiece
from morefire_gui.model.terms import Edge
from morefire_gui.rules.dice import ScriptedDice, SeededDice
from morefire_gui.rules.scenario.nations import Allegiance
from morefire_gui.rules.scenario.system import ScenarioChoices
from morefire_gui.rules.scenario.terms import Conditions, Mission, Season, Special, TerrainType, VpKind
from morefire_gui.session.edits import Aspect
from morefire_gui.session.scenario import (
    TableOptions,
    build_battle,
    complete_placement,
    random_battle,
    roll_scenario,
    set_objective_reached,
)
from tests.session.test_deployment_zones import scenario_of


def _square(pid: str, kind: str, x: float, y: float, size: float, **extra: object) -> TerrainPiece:
    return TerrainPiece.model_validate(
        {"id": pid, "kind": kind, **extra, "polygon": [[x, y], [x + size, y], [x + size, y + size], [x, y + size]]}
    )


def _holding_action(tables):  # type: ignore[no-untyped-def]
    # Allies attack; Holding Action: the defender (Axis) up to the midpoint, the attacker a quarter.
    return scenario_of(tables, Mission.HOLDING_ACTION, Allegiance.ALLIES, TerrainType.HILLY)


def test_a_battle_laid_by_hand_has_zones_and_the_placing_order_but_no_terrain(tables, catalogue) -> None:
    battle = build_battle(_holding_action(tables), TableOptions(), tables, seed=4, by_hand=True)
    assert battle.terrain == [] and battle.vp_locations == []
    assert {z.side for z in battle.deployment_zones} == {"axis", "allies"}
    brief = battle.briefing
    assert brief.laid_by_hand
    assert "the defender (Axis, Germany) placing first" in brief.notes[0]
    assert brief.notes[1].startswith("HILLY puts on the table: 2-5 hills, 10-20 rough areas")
    assert "the defender selects which board edge" in brief.notes[2]
    assert check_battle(battle, catalogue, tables) == []
    text = battle_to_yaml(battle)
    assert "laid_by_hand: true" in text
    again = parse_battle(text, "x.yaml", catalogue, tables)
    assert again.briefing == battle.briefing
    # a generated table does not write the flag at all
    generated = build_battle(_holding_action(tables), TableOptions(), tables, seed=4)
    assert not generated.briefing.laid_by_hand and "laid_by_hand" not in battle_to_yaml(generated)


def test_random_battle_by_hand(tables) -> None:
    made = random_battle(ScenarioChoices(), TableOptions(), tables, seed=8, by_hand=True)
    assert made.battle.terrain == [] and made.battle.briefing.laid_by_hand


def test_placement_complete_moves_the_sides_and_zones_and_marks_the_locations(tables, catalogue) -> None:
    battle = build_battle(_holding_action(tables), TableOptions(), tables, seed=4, by_hand=True)
    battle.terrain += [
        _square("h1", "hill", 2, 10, 10, level=1),
        _square("h2", "hill", 4, 12, 4, level=2),  # one hill mass
        _square("h3", "hill", 60, 20, 8, level=1),
        TerrainPiece.model_validate({"id": "x1", "kind": "crossroad", "at": [36, 24]}),
        TerrainPiece.model_validate({"id": "f1", "kind": "ford", "at": [20, 40]}),
        _square("b1", "building", 50, 40, 2),
        _square("w1", "woods", 30, 5, 6),
    ]
    before = battle.model_dump()
    edit = complete_placement(battle, Edge.WEST, tables)
    assert [c.aspect for c in edit.apply(battle)] == [Aspect.BATTLE]
    assert {s.id: s.edge for s in battle.sides} == {"axis": Edge.WEST, "allies": Edge.EAST}
    zones = {z.side: z for z in battle.deployment_zones}
    assert sorted({x for x, _ in zones["axis"].polygon}) == [0, 36]  # the defender: up to the midpoint
    assert sorted({x for x, _ in zones["allies"].polygon}) == [54, 72]  # the attacker: a quarter
    found = {vp.piece: vp for vp in battle.vp_locations}
    assert set(found) == {"h1", "h3", "x1", "f1", "b1"}  # h2 stands on h1; woods score nothing
    assert found["h1"].held_by == "axis" and found["h3"].held_by == "allies" and found["x1"].held_by == "axis"
    assert found["h1"].kind is VpKind.HILL and found["b1"].values.captured == 10
    assert check_battle(battle, catalogue, tables) == []
    edit.revert(battle)
    assert battle.model_dump() == before


def test_placed_locations_take_one_building_a_village_and_at_most_six(tables) -> None:
    pieces = [
        _square("v1", "village", 0, 0, 10),
        _square("b1", "building", 1, 1, 2),
        _square("b2", "building", 5, 5, 3),
    ]
    pieces += [_square(f"c{i}", "building", 20 + 4 * i, 30, 1 + i * 0.1) for i in range(8)]
    chosen = [c.piece.id for c in placed_vp_candidates(pieces)]
    # b2 is the village's largest; of the lone buildings the five largest make six in all
    assert sorted(chosen) == sorted(["b2", "c7", "c6", "c5", "c4", "c3"])


def test_placement_needs_a_mission(tables) -> None:
    battle = build_battle(_holding_action(tables), TableOptions(), tables, seed=4, by_hand=True)
    battle.mission = None
    with pytest.raises(UsageError, match="no mission"):
        complete_placement(battle, Edge.NORTH, tables)


def test_a_raid_laid_by_hand_has_no_locations_and_records_the_objective(tables) -> None:
    scenario = roll_scenario(
        ScenarioChoices(
            special=Special.RAID,
            year=1942,
            attacker=Allegiance.ALLIES,
            season=Season.SUMMER,
            conditions=Conditions.CLEAR,
            aircraft=False,
        ),
        ScriptedDice([2]),
        tables,
    )
    battle = build_battle(scenario, TableOptions(), tables, seed=5, by_hand=True)
    battle.terrain.append(TerrainPiece.model_validate({"id": "x1", "kind": "crossroad", "at": [36, 24]}))
    complete_placement(battle, Edge.SOUTH, tables).apply(battle)
    assert battle.vp_locations == [] and battle.mission.objective is None
    edit = set_objective_reached(battle, True)
    edit.apply(battle)
    assert battle.mission.objective_reached
    edit.revert(battle)
    assert not battle.mission.objective_reached
    generated = build_battle(_holding_action(tables), TableOptions(), tables, seed=4)
    with pytest.raises(UsageError, match="only a raid"):
        set_objective_reached(generated, True)


# -- as actions: the session performs them and the commit records them --------------------------------------------
def _laid(tables, catalogue):  # type: ignore[no-untyped-def]
    from morefire_gui.session.battle_session import BattleSession

    battle = build_battle(_holding_action(tables), TableOptions(), tables, seed=4, by_hand=True)
    battle.terrain += [
        _square("h1", "hill", 2, 10, 10, level=1),
        TerrainPiece.model_validate({"id": "x1", "kind": "crossroad", "at": [36, 24]}),
    ]
    return BattleSession(battle, None, catalogue, tables)


def test_placement_complete_is_a_set_up_action_with_its_log_entry(tables, catalogue) -> None:
    from morefire_gui.model.actions.forces import CompletePlacement

    session = _laid(tables, catalogue)
    assert session.battle.strict  # a new battle keeps to the sequence of play
    resolution = session.perform(CompletePlacement(defender_edge=Edge.WEST, as_laid=True))
    assert resolution.accepted and session.battle.vp_locations == []  # nothing applied yet
    session.commit(resolution)
    assert {s.id: s.edge for s in session.battle.sides} == {"axis": Edge.WEST, "allies": Edge.EAST}
    assert {vp.piece for vp in session.battle.vp_locations} == {"h1", "x1"}
    assert session.battle.actions[-1].action == {"kind": "placement_complete", "defender_edge": "west", "as_laid": True}
    entry = session.battle.log[-1]
    assert entry.title == "Placement complete: the defender's base edge is west"
    assert entry.summary.endswith("2 victory point locations marked")
    # Once play has begun, the table is laid: refused with the sequence of play named.
    session.battle.turn = 2
    late = session.perform(CompletePlacement(defender_edge=Edge.NORTH, as_laid=True))
    assert late.refused and late.rule == "Sequence of play" and "part of the set-up" in late.reason


def test_placement_complete_is_for_a_table_laid_by_hand(tables, catalogue) -> None:
    from morefire_gui.model.actions.forces import CompletePlacement
    from morefire_gui.session.battle_session import BattleSession

    generated = BattleSession(
        build_battle(_holding_action(tables), TableOptions(), tables, seed=4), None, catalogue, tables
    )
    refused = generated.perform(CompletePlacement(defender_edge=Edge.WEST))
    assert refused.refused and "not laid by hand" in refused.reason


def test_the_raids_objective_is_an_action_of_play_at_any_time(tables, catalogue) -> None:
    from morefire_gui.model.actions.forces import ObjectiveReached
    from morefire_gui.session.battle_session import BattleSession

    scenario = roll_scenario(
        ScenarioChoices(
            special=Special.RAID,
            year=1942,
            attacker=Allegiance.ALLIES,
            season=Season.SUMMER,
            conditions=Conditions.CLEAR,
            aircraft=False,
        ),
        ScriptedDice([2]),
        tables,
    )
    session = BattleSession(build_battle(scenario, TableOptions(), tables, seed=5), None, catalogue, tables)
    session.battle.turn = 9  # late in a strict battle: not a set-up action
    resolution = session.perform(ObjectiveReached())
    assert resolution.accepted
    session.commit(resolution)
    assert session.battle.mission.objective_reached
    assert session.battle.log[-1].title == "The attacker reached the objective"
    again = session.perform(ObjectiveReached())
    assert again.refused and again.rule == "RAID" and "already" in again.reason
    assert session.perform(ObjectiveReached(reached=False)).accepted
    holding = BattleSession(
        build_battle(_holding_action(tables), TableOptions(), tables, seed=4), None, catalogue, tables
    )
    assert holding.perform(ObjectiveReached()).refused


def test_a_tundra_battle_briefs_the_ice_of_each_body_of_water(tables) -> None:
    # TUNDRA: "Roll a d6 for each seperate body of water": the layout names them, the briefing says so.
    scenario = roll_scenario(
        ScenarioChoices(
            year=1943,
            attacker=Allegiance.AXIS,
            season=Season.WINTER,
            conditions=Conditions.SNOW,
            terrain=TerrainType.TUNDRA,
            mission=Mission.HOLDING_ACTION,
            aircraft=False,
        ),
        SeededDice(1),
        tables,
    )
    battle = build_battle(scenario, TableOptions(), tables, seed=4)
    water = [p.id for p in battle.terrain if p.kind.value in ("water", "stream", "river")]
    assert battle.briefing is not None and water
    note = next(n for n in battle.briefing.notes if n.startswith("TUNDRA: a d6 for each"))
    assert f"of the {len(water)} bodies of water" in note and all(pid in note for pid in water)
