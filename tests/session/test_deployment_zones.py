"""Mission Deployment Guidelines: before play a side's counters stand in its deployment zone. A counter placed, or
moved in the set-up, outside its side's zone is refused in a battle kept to the sequence of play; inside it, or in a
battle played free, it stands where it is put."""

from __future__ import annotations

import pytest

from morefire_gui.model.actions.forces import BuyForces, CompletePlacement, UnitPick
from morefire_gui.model.actions.table import ChangeUnits, PlaceUnit, SetSequence
from morefire_gui.model.battle import SequenceMode, Unit
from morefire_gui.model.terms import Edge
from morefire_gui.rules.dice import SeededDice
from morefire_gui.rules.scenario.nations import Allegiance
from morefire_gui.rules.scenario.system import ScenarioChoices
from morefire_gui.rules.scenario.terms import Conditions, Mission, Season, TerrainType
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.scenario import TableOptions, build_battle, roll_scenario

RULE = "Mission Deployment Guidelines"
DEPTH = 48.0  # a 72 x 48 inch table at 1:50: the defender at the north edge, the attacker at the south

# The guidelines as printed, as the depth of each side's zone from its base edge (inches of a 48-inch table):
#   A. Advance to Contact: "Players can deploy forces up to 1/4 of the board size from their base boardedge."
#   B. Holding Action: "Defenders deploy up to the midpoint of the board. Attackers deploy up to the 1/4 point."
#   C. Counterattack: "Players can deploy forces up to 1/4 of the board size from their base boardedge."
#   D. Delay Mission: "Defender deploys up to the midpoint. The attacker deploys or moves on at his boardedge"
#      (a strip one infantry move deep: 100 yards, 2 inches at 1:50).
GUIDELINES = [
    (Mission.ADVANCE_TO_CONTACT, 12.0, 12.0),
    (Mission.HOLDING_ACTION, 12.0, 24.0),
    (Mission.COUNTERATTACK, 12.0, 12.0),
    (Mission.DELAY, 2.0, 24.0),
]


def scenario_of(  # type: ignore[no-untyped-def]
    tables,
    mission: Mission,
    attacker: Allegiance = Allegiance.AXIS,
    terrain: TerrainType = TerrainType.STEPPES,
):
    """A scenario of ``mission`` in summer 1943, clear, without Table VII: by default the Axis attack on the steppes."""
    return roll_scenario(
        ScenarioChoices(
            year=1943,
            attacker=attacker,
            season=Season.SUMMER,
            conditions=Conditions.CLEAR,
            terrain=terrain,
            mission=mission,
            aircraft=False,
        ),
        SeededDice(1),
        tables,
    )


def _session(tables, catalogue, mission: Mission) -> BattleSession:  # type: ignore[no-untyped-def]
    scenario = scenario_of(tables, mission)
    battle = build_battle(scenario, TableOptions(defender_edge=Edge.NORTH), tables, seed=3, by_hand=True)
    assert battle.strict
    session = BattleSession(battle, None, catalogue, tables)
    # The table laid by hand (with nothing on it): placement complete, the defender keeps the north edge.
    session.commit(session.perform(CompletePlacement(defender_edge=Edge.NORTH, as_laid=True)))
    return session


def _rifle(uid: str, side: str, y: float) -> Unit:
    return Unit(id=uid, side=side, type="R", at=(36.0, y))


@pytest.mark.parametrize("mission,attacker_depth,defender_depth", GUIDELINES)
def test_a_counter_is_placed_only_in_its_sides_zone(tables, catalogue, mission, attacker_depth, defender_depth) -> None:
    session = _session(tables, catalogue, mission)
    # The defender (allies) from the north edge, the attacker (axis) from the south edge.
    inside = [
        _rifle("d_in", "allies", defender_depth - 0.1),
        _rifle("d_edge", "allies", defender_depth),
        _rifle("a_in", "axis", DEPTH - attacker_depth + 0.1),
        _rifle("a_edge", "axis", DEPTH - attacker_depth),
    ]
    for unit in inside:
        resolution = session.perform(PlaceUnit(unit=unit))
        assert resolution.accepted, resolution.reason
        session.commit(resolution)
    outside = [
        _rifle("d_out", "allies", defender_depth + 0.1),
        _rifle("a_out", "axis", DEPTH - attacker_depth - 0.1),
        _rifle("d_far", "allies", DEPTH - 0.5),  # in the enemy's zone
    ]
    for unit in outside:
        refused = session.perform(PlaceUnit(unit=unit))
        assert refused.refused and refused.rule == RULE
        assert "would stand outside" in refused.reason and "deployment zone" in refused.reason
    assert {u.id for u in session.battle.units} == {u.id for u in inside}


def test_a_counter_moved_in_the_set_up_stays_in_its_zone(tables, catalogue) -> None:
    session = _session(tables, catalogue, Mission.HOLDING_ACTION)
    session.commit(session.perform(PlaceUnit(unit=_rifle("r1", "allies", 10.0))))
    unit = session.battle.unit("r1")
    assert unit is not None
    # Within the defender's midpoint: taken; past it: refused, nothing changes.
    within = session.perform(ChangeUnits(units=(unit.model_copy(update={"at": (50.0, 23.0)}),)))
    assert within.accepted
    beyond = session.perform(ChangeUnits(units=(unit.model_copy(update={"at": (50.0, 30.0)}),)))
    assert beyond.refused and beyond.rule == RULE
    assert "R" in beyond.reason and "Allies (defender)" in beyond.reason
    assert session.battle.unit("r1").at == (36.0, 10.0)  # type: ignore[union-attr]


def test_a_counter_outside_its_zone_may_still_be_turned(tables, catalogue) -> None:
    """Only where a counter stands is the guidelines': one that stands outside (written so in the file) turns."""
    session = _session(tables, catalogue, Mission.ADVANCE_TO_CONTACT)
    session.battle.units.append(_rifle("r1", "allies", 30.0))
    unit = session.battle.unit("r1")
    assert unit is not None
    assert session.perform(ChangeUnits(units=(unit.model_copy(update={"facing": 90.0}),))).accepted


def test_a_battle_played_free_places_a_counter_anywhere(tables, catalogue) -> None:
    session = _session(tables, catalogue, Mission.DELAY)
    session.commit(session.perform(SetSequence(mode=SequenceMode.FREE)))
    assert session.perform(PlaceUnit(unit=_rifle("r1", "axis", 20.0))).accepted


def test_a_side_without_a_zone_places_anywhere(tables, catalogue) -> None:
    session = _session(tables, catalogue, Mission.DELAY)
    session.battle.deployment_zones[:] = [z for z in session.battle.deployment_zones if z.side != "axis"]
    assert session.perform(PlaceUnit(unit=_rifle("r1", "axis", 20.0))).accepted
    assert session.perform(PlaceUnit(unit=_rifle("r2", "allies", 30.0))).refused


def test_a_table_laid_by_hand_deploys_once_placement_is_complete(tables, catalogue) -> None:
    """ "Once placement is complete, then the defender selects which boardedge will be his baseline": the forces of a
    table laid by hand deploy after that, where the zones of the chosen edges are."""
    scenario = scenario_of(tables, Mission.HOLDING_ACTION)
    battle = build_battle(scenario, TableOptions(defender_edge=Edge.NORTH), tables, seed=3, by_hand=True)
    session = BattleSession(battle, None, catalogue, tables)
    early = session.perform(BuyForces(side="allies", units=(UnitPick(type="R", count=2),)))
    assert early.refused and early.rule == "Terrain and Weather Definitions"
    assert "once placement is complete" in early.reason
    one = session.perform(PlaceUnit(unit=_rifle("r1", "allies", 5.0)))
    assert one.refused and one.rule == "Terrain and Weather Definitions"
    session.commit(session.perform(CompletePlacement(defender_edge=Edge.SOUTH, as_laid=True)))
    # The defender (allies) now deploys from the south edge, up to the midpoint.
    assert session.perform(PlaceUnit(unit=_rifle("r1", "allies", 5.0))).refused
    assert session.perform(PlaceUnit(unit=_rifle("r1", "allies", 40.0))).accepted
    assert session.perform(BuyForces(side="allies", units=(UnitPick(type="R", count=2),))).accepted
