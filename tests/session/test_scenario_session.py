"""The scenario service: a ready battle built from a scenario (zones by the deployment guidelines, victory point
locations, the briefing), control of the locations read from the units' positions, and finished battles scored
by their missions' victory conditions."""

from __future__ import annotations

import pytest

from morefire_gui.errors import UsageError
from morefire_gui.geometry.vp_control import ControlCase, control
from morefire_gui.io.battle_file import battle_to_yaml, check_battle, parse_battle
from morefire_gui.model.aircraft import AircraftInPlay
from morefire_gui.model.battle import Battle
from morefire_gui.model.terms import Edge
from morefire_gui.rules.aircraft.terms import AircraftState
from morefire_gui.rules.dice import ScriptedDice, SeededDice
from morefire_gui.rules.scenario.nations import Allegiance
from morefire_gui.rules.scenario.system import ScenarioChoices
from morefire_gui.rules.scenario.terms import (
    Conditions,
    Mission,
    Outcome,
    Season,
    Special,
    TerrainType,
    VpKind,
    VpSchedule,
)
from morefire_gui.session.scenario import TableOptions, build_battle, roll_scenario, score_battle


def constructed(mission: str = "holding_action", units: list[dict] | None = None, **mission_keys) -> Battle:
    """A 48 x 48 inch table at 1:50 (1 inch = 50 yards): a hill in the north-west, a ford in the middle, a
    building in the east. The Axis defends from the north, the Allies attack from the south."""
    return Battle.model_validate(
        {
            "table": {"width": 48, "depth": 48},
            "scale": "1:50",
            "sides": [
                {"id": "axis", "nation": "germany", "edge": "north"},
                {"id": "allies", "nation": "ussr", "edge": "south"},
            ],
            "terrain": [
                {"id": "h1", "kind": "hill", "level": 1, "polygon": [[4, 4], [14, 4], [14, 14], [4, 14]]},
                {"id": "f1", "kind": "ford", "at": [24, 24]},
                {"id": "b1", "kind": "building", "polygon": [[40, 20], [42, 20], [42, 22], [40, 22]]},
            ],
            "units": units or [],
            "mission": {"kind": mission, "attacker": "allies", "defender": "axis", **mission_keys},
            "vp_locations": [
                {
                    "id": "vp1",
                    "kind": "hill",
                    "piece": "h1",
                    "values": {"standard": 70, "retained": 50, "captured": 70},
                    "held_by": "axis",
                },
                {
                    "id": "vp2",
                    "kind": "ford",
                    "piece": "f1",
                    "values": {"standard": 60, "retained": 30, "captured": 40},
                },
                {
                    "id": "vp3",
                    "kind": "building",
                    "piece": "b1",
                    "values": {"standard": 6, "retained": 6, "captured": 10},
                },
            ],
        }
    )


def unit(uid: str, side: str, x: float, y: float, *, destroyed: bool = False, type: str = "R") -> dict:
    return {"id": uid, "side": side, "type": type, "at": [x, y], **({"status": ["destroyed"]} if destroyed else {})}


# -- control --------------------------------------------------------------------------------------------------------
def test_control_is_the_nearest_undestroyed_unit_within_100_yards_with_no_enemy_as_near(tables) -> None:
    b = constructed(
        units=[
            unit("g1", "axis", 8, 8),  # on the hill
            unit("s1", "allies", 24, 25.9),  # 95 yards from the ford
            unit("g2", "axis", 24, 21.5),  # 125 yards from the ford
            unit("s2", "allies", 41, 24, destroyed=True),  # destroyed: counts for nothing
            unit("g3", "axis", 44, 21),  # 100 yards from the building's wall: within
        ]
    )
    got = {c.location: c for c in control(b, 50.0, 100, 1000)}
    assert got["vp1"].controller == "axis" and got["vp1"].nearest[0].yards == 0
    assert got["vp2"].controller == "allies" and got["vp2"].enemy_near  # g2 is 125 yards off
    assert got["vp3"].controller == "axis" and pytest.approx(got["vp3"].nearest[0].yards) == 100
    assert not got["vp1"].enemy_near or got["vp1"].nearest[1].yards <= 1000


def test_control_contested_and_out_of_reach(tables) -> None:
    b = constructed(units=[unit("g1", "axis", 24, 22), unit("s1", "allies", 24, 26), unit("s2", "allies", 30, 46)])
    got = {c.location: c for c in control(b, 50.0, 100, 1000)}
    assert got["vp2"].controller is None and got["vp2"].case is ControlCase.CONTESTED
    assert got["vp1"].controller is None and got["vp1"].case is ControlCase.BEYOND
    b = constructed(units=[])
    assert all(c.controller is None for c in control(b, 50.0, 100, 1000))


def test_enemy_within_1000_yards(tables) -> None:
    b = constructed(units=[unit("g1", "axis", 24, 24), unit("s1", "allies", 24, 43.9)])  # 995 yards
    assert {c.location: c for c in control(b, 50.0, 100, 1000)}["vp2"].enemy_near
    b = constructed(units=[unit("g1", "axis", 24, 24), unit("s1", "allies", 24, 44.1)])  # 1005 yards
    assert not {c.location: c for c in control(b, 50.0, 100, 1000)}["vp2"].enemy_near


# -- scoring constructed battles -------------------------------------------------------------------------------------
def test_holding_action_decisive(tables, catalogue) -> None:
    r_points = catalogue["R"].points
    b = constructed(
        units=[
            unit("g1", "axis", 8, 8),
            unit("g2", "axis", 24, 24),
            unit("s1", "allies", 30, 40, destroyed=True),
            unit("s2", "allies", 31, 40, destroyed=True),
            unit("g9", "axis", 2, 2, destroyed=True),
            unit("s3", "allies", 24, 43),
        ]
    )
    r = score_battle(b, catalogue, tables)
    assert (r.attacker_points_lost, r.defender_points_lost) == (2 * r_points, r_points)
    # the defender holds the hill (70) and the ford (60, but s3 is within 1000 yards: 30): 100 against 0
    assert (r.defender_vp, r.attacker_vp) == (100, 0)
    assert r.outcome is Outcome.DECISIVE


def test_holding_action_attacker_wins_and_retained_captured(tables, catalogue) -> None:
    b = constructed(units=[unit("s1", "allies", 8, 8), unit("g1", "axis", 46, 46)], vp_schedule="retained_captured")
    r = score_battle(b, catalogue, tables)
    hill = next(s for s in r.locations if s.id == "vp1")
    assert (hill.column, hill.points) == ("captured", 70)  # held by the Axis at the start, taken by the Allies
    assert r.outcome is Outcome.ATTACKER_VICTORY


def test_a_destroyed_building_scores_half(tables, catalogue) -> None:
    b = constructed(units=[unit("g1", "axis", 41, 21)])
    b.vp_locations[2] = b.vp_locations[2].model_copy(update={"destroyed": True})
    r = score_battle(b, catalogue, tables)
    assert next(s for s in r.locations if s.id == "vp3").points == 3


@pytest.mark.parametrize("mission", ["advance_to_contact", "delay", "counterattack", "holding_action"])
def test_every_mission_scores_a_constructed_battle(tables, catalogue, mission: str) -> None:
    # the defender holds everything and loses nothing, the attacker loses a squad: decisive everywhere
    b = constructed(
        mission,
        units=[
            unit("g1", "axis", 8, 8),
            unit("g2", "axis", 24, 24),
            unit("g3", "axis", 41, 21),
            unit("s1", "allies", 24, 46, destroyed=True),
        ],
    )
    assert score_battle(b, catalogue, tables).outcome is Outcome.DECISIVE


def test_raid_and_a_battle_without_a_mission(tables, catalogue) -> None:
    b = constructed("raid", objective="b1", objective_reached=True)
    b.vp_locations.clear()
    assert score_battle(b, catalogue, tables).outcome is Outcome.ATTACKER_VICTORY
    b.mission = b.mission.model_copy(update={"objective_reached": False})
    assert score_battle(b, catalogue, tables).outcome is Outcome.DEFENDER_VICTORY
    b.mission = None
    with pytest.raises(UsageError, match="no mission"):
        score_battle(b, catalogue, tables)


# -- building the battle ---------------------------------------------------------------------------------------------
def _scenario(tables, mission: Mission, **kw):  # type: ignore[no-untyped-def]
    choices = ScenarioChoices(
        year=1943,
        attacker=Allegiance.AXIS,
        season=Season.SUMMER,
        conditions=Conditions.CLEAR,
        terrain=kw.pop("terrain", TerrainType.HILLY),
        mission=mission,
        aircraft=False,
        **kw,
    )
    return roll_scenario(choices, ScriptedDice([]), tables)


@pytest.mark.parametrize(
    "mission,attacker_depth,defender_depth,moves_on",
    [
        (Mission.ADVANCE_TO_CONTACT, 12, 12, False),  # A: up to 1/4 of the board from the base edge
        (Mission.HOLDING_ACTION, 12, 24, False),  # B: defenders to the midpoint, attackers to the 1/4 point
        (Mission.COUNTERATTACK, 12, 12, False),  # C: 1/4
        (Mission.DELAY, 2, 24, True),  # D: defender to the midpoint; attacker moves on at his edge
    ],
)
def test_deployment_zones_follow_the_guidelines(tables, mission, attacker_depth, defender_depth, moves_on) -> None:
    battle = build_battle(_scenario(tables, mission), TableOptions(), tables, seed=1)
    zones = {z.side: z for z in battle.deployment_zones}
    attacker, defender = zones["axis"], zones["allies"]
    ys = lambda z: sorted({y for _, y in z.polygon})  # noqa: E731
    assert ys(defender) == [0, defender_depth]  # the defender's edge is north
    assert ys(attacker) == [48 - attacker_depth, 48]  # the attacker's south
    assert attacker.moves_on is moves_on and not defender.moves_on
    assert battle.side("allies").edge is Edge.NORTH and battle.side("axis").edge is Edge.SOUTH


@pytest.mark.parametrize("special", [Special.RAID, Special.ISLAND])
def test_a_landing_attackers_zone_is_measured_from_the_water_it_lands_from(tables, special: Special) -> None:
    """RAID ("One edge is the landing beach or river") and ISLAND: the attacker's strip is measured from the nearest
    land across the water along its edge, so that it holds the land it lands on."""
    from shapely.geometry import Polygon
    from shapely.ops import unary_union

    from morefire_gui.geometry.deployment import water_at_edge
    from morefire_gui.geometry.shapes import piece_area
    from morefire_gui.model.terms import TerrainKind

    scenario = roll_scenario(ScenarioChoices(special=special, attacker=Allegiance.AXIS), SeededDice(5), tables)
    battle = build_battle(scenario, TableOptions(), tables, seed=5)
    attacker = battle.mission.attacker
    edge = battle.side(attacker).edge
    water = water_at_edge(battle.table, edge, battle.terrain)
    assert water > 1  # the landing water along the attacker's edge
    zone = Polygon(next(z for z in battle.deployment_zones if z.side == attacker).polygon)
    wet = unary_union([piece_area(p) for p in battle.terrain if p.kind in (TerrainKind.WATER, TerrainKind.RIVER)])
    guideline = tables.scenario.deployment.for_mission(battle.mission.kind).attacker
    yards = 50  # the default scale: 1 inch is 50 yards
    depth = {"quarter": 12.0, "midpoint": 24.0, "edge": tables.scenario.deployment.edge_strip_yards / yards}
    assert zone.bounds[3] - zone.bounds[1] == pytest.approx(water + depth[guideline.value], abs=1e-3)
    assert zone.difference(wet).area > 0.2 * zone.area  # land to stand on


def test_east_west_edges_measure_the_width(tables) -> None:
    battle = build_battle(
        _scenario(tables, Mission.HOLDING_ACTION), TableOptions(defender_edge=Edge.WEST), tables, seed=1
    )
    zones = {z.side: z for z in battle.deployment_zones}
    assert sorted({x for x, _ in zones["allies"].polygon}) == [0, 36]  # midpoint of 72
    assert sorted({x for x, _ in zones["axis"].polygon}) == [54, 72]  # a quarter of 72


def test_the_built_battle_is_valid_round_trips_and_carries_the_briefing(tables, catalogue) -> None:
    scenario = roll_scenario(ScenarioChoices(), SeededDice(11), tables)
    battle = build_battle(scenario, TableOptions(vp_schedule=VpSchedule.RETAINED_CAPTURED), tables, seed=11)
    assert check_battle(battle, catalogue, tables) == []
    again = parse_battle(battle_to_yaml(battle), "x.yaml", catalogue, tables)
    assert again.model_dump(exclude={"app_version"}) == battle.model_dump(exclude={"app_version"})
    brief = battle.briefing
    assert (brief.year, brief.terrain, brief.mission, brief.seed) == (
        scenario.year,
        scenario.terrain,
        scenario.mission,
        11,
    )
    assert [r.face for r in brief.rolls] == [r.face for r in scenario.rolls]
    assert battle.mission.vp_schedule is VpSchedule.RETAINED_CAPTURED
    assert battle.mission.ratio == scenario.ratio


def test_vp_locations_are_the_tables_features_with_their_schedule_values(tables) -> None:
    battle = build_battle(_scenario(tables, Mission.HOLDING_ACTION), TableOptions(), tables, seed=3)
    pieces = {p.id: p for p in battle.terrain}
    kinds = {
        VpKind.HILL: "hill",
        VpKind.FORD: "ford",
        VpKind.BRIDGE: "bridge",
        VpKind.CROSSROAD: "crossroad",
        VpKind.ROAD_EXIT: "road_exit",
        VpKind.BUILDING: "building",
    }
    assert battle.vp_locations
    for vp in battle.vp_locations:
        assert pieces[vp.piece].kind.value == kinds[vp.kind]
        row = tables.scenario.vp_schedule.rows[vp.kind]
        assert (vp.values.standard, vp.values.retained, vp.values.captured) == (
            row.standard,
            row.retained,
            row.captured,
        )
    # every hill (its level-1 piece), ford and road exit is a location
    for kind in ("ford", "road_exit", "bridge", "crossroad"):
        assert {p.id for p in battle.terrain if p.kind.value == kind} == {
            vp.piece for vp in battle.vp_locations if vp.kind.value == kind
        }
    assert {p.id for p in battle.terrain if p.kind.value == "hill" and p.level == 1} == {
        vp.piece for vp in battle.vp_locations if vp.kind is VpKind.HILL
    }
    # the defender (allies, north) holds at the start what lies in its zone
    for vp in battle.vp_locations:
        if vp.held_by is not None:
            zone = next(z for z in battle.deployment_zones if z.side == vp.held_by)
            assert zone.side in ("axis", "allies")


def test_raid_battle_has_an_objective_near_the_defenders_edge_and_a_landing_edge(tables) -> None:
    scenario = roll_scenario(
        ScenarioChoices(
            special=Special.RAID,
            year=1942,
            attacker=Allegiance.ALLIES,
            season=Season.SUMMER,
            conditions=Conditions.CLEAR,
            theatre=None,
            aircraft=False,
        ),
        ScriptedDice([2]),
        tables,
    )
    battle = build_battle(scenario, TableOptions(), tables, seed=5)
    objective = battle.piece(battle.mission.objective)
    assert objective.kind.value == "building"
    assert max(y for _, y in objective.polygon) <= 12 + 0.01  # near the defender's (north) edge
    south = [p for p in battle.terrain if p.kind.value in ("water", "river", "beach")]
    assert south and all(min(y for _, y in p.polygon) >= 40 for p in south)
    assert battle.vp_locations == []
    attacker_zone = next(z for z in battle.deployment_zones if z.side == battle.mission.attacker)
    assert attacker_zone.moves_on


def test_random_battle_with_seeded_or_physical_dice(tables, catalogue) -> None:
    from morefire_gui.session.scenario import random_battle

    a = random_battle(ScenarioChoices(), TableOptions(), tables, seed=9)
    b = random_battle(ScenarioChoices(), TableOptions(), tables, seed=9)
    assert a.battle.model_dump() == b.battle.model_dump() and a.seed == 9
    faces = [r.face for r in a.scenario.rolls]
    c = random_battle(ScenarioChoices(), TableOptions(), tables, faces=faces)
    assert c.scenario.rolls == a.scenario.rolls and check_battle(c.battle, catalogue, tables) == []
    with pytest.raises(UsageError, match="left over"):
        random_battle(ScenarioChoices(), TableOptions(), tables, faces=[*faces, 3])


# -- a new battle, and its score as an action ------------------------------------------------------------------------
def test_a_built_battle_keeps_to_the_sequence_of_play_and_its_session_logs_the_rolls(tables, catalogue) -> None:
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.scenario import RandomBattle, random_battle

    made = random_battle(ScenarioChoices(), TableOptions(), tables, seed=12)
    assert made.battle.strict and made.battle.settings.sequence.value == "strict"
    assert "sequence: strict" in battle_to_yaml(made.battle)
    session = BattleSession.from_scenario(RandomBattle(made.scenario, made.battle, made.seed), catalogue, tables)
    (entry,) = session.battle.log
    assert entry.kind == "scenario" and entry.title == f"Scenario: {made.scenario.title}"
    assert entry.summary.endswith(f"seed {made.seed}") and entry.free is None
    assert len(entry.rolls()) == len([s for s in made.scenario.steps if hasattr(s, "roll")])
    # The battle's own dice go on past the scenario's rolls.
    assert session.dice.history == [] and session.battle.dice_seed is not None


def test_recording_the_score_changes_nothing_but_the_log(tables, catalogue) -> None:
    from morefire_gui.model.actions.forces import RecordVictory
    from morefire_gui.session.battle_session import BattleSession

    b = constructed(
        units=[
            unit("g1", "axis", 8, 8),
            unit("g2", "axis", 24, 24),
            unit("g3", "axis", 41, 21),
            unit("s1", "allies", 24, 46, destroyed=True),
        ]
    )
    session = BattleSession(b, None, catalogue, tables)
    state = session.battle.state()
    resolution = session.perform(RecordVictory())
    assert resolution.accepted and resolution.result.outcome is Outcome.DECISIVE
    session.commit(resolution)
    assert session.battle.state() == state
    entry = session.battle.log[-1]
    assert (entry.kind, entry.title) == ("victory", "Decisive victory for the defender (Holding Action)")
    assert entry.summary.startswith("defender ") and "A met" in entry.summary
    assert session.battle.actions[-1].action == {"kind": "victory"}
    b.vp_locations.clear()
    assert session.perform(RecordVictory()).refused
    b.mission = None
    assert session.perform(RecordVictory()).invalid


def test_a_fake_marker_controls_nothing(tables) -> None:
    """TARAWA's fake positions are nothing: a fake on the location neither controls it nor contests it."""
    fake = {**unit("f1", "axis", 24, 24), "status": ["hidden"], "decoy": True}
    b = constructed(units=[fake, unit("s1", "allies", 24, 25.9)])
    got = {c.location: c for c in control(b, 50.0, 100, 1000)}
    assert got["vp2"].controller == "allies" and got["vp2"].enemy is None
    assert all(n.unit != "f1" for c in got.values() for n in c.nearest)


def test_points_lost_are_what_was_paid_for_aircraft_shot_down_and_not_fake_markers(tables, catalogue) -> None:
    # Table VII: "Airstrikes must be paid for in Army points", so an airstrike shot down (5.6) is points lost; a
    # TARAWA fake marker ("fake (1/3) ... positions") was never bought and loses nothing.
    # Advance to Contact, "B. Destroy more enemy points than you lose": the defender (Axis) holds the hill (A) and
    # loses one rifle squad (10); the attacker's Il-2 (75) is shot down: 75 > 10, B too, a DECISIVE victory. Counting
    # only the counters would give 0 against 20 (the fake marker too): A only, a DRAW.
    b = constructed(
        "advance_to_contact",
        units=[
            unit("g1", "axis", 8, 8),
            unit("g9", "axis", 2, 2, destroyed=True),
            {
                "id": "fake1",
                "side": "axis",
                "type": "R",
                "at": [3, 3],
                "status": ["hidden", "destroyed"],
                "decoy": True,
            },
            unit("s1", "allies", 30, 46),
        ],
    )
    b.aircraft = [
        AircraftInPlay(id="air1", side="allies", type="il2", at=(20, 20), heading=0, state=AircraftState.DESTROYED),
        AircraftInPlay(id="air2", side="allies", type="il2", at=(20, 30), heading=0, state=AircraftState.ABORTED),
    ]
    r = score_battle(b, catalogue, tables)
    assert (r.attacker_points_lost, r.defender_points_lost) == (catalogue["il2"].points, catalogue["R"].points)
    assert [c.achieved for c in r.conditions] == [True, True]
    assert r.outcome is Outcome.DECISIVE


def test_an_island_invasion_comes_with_its_naval_bombardment(tables, catalogue) -> None:
    # ISLAND C: "Naval Bombardment of 2 salvoes per turn is available"; D: "If Naval Bombardment is not used, (a
    # Raid) then the defender must make an activation roll": the attacker has naval guns (4.7: a four gun battery of
    # 175mm+ guns), so the battle is not a raid until the players delete them.
    from morefire_gui.model.artillery import BatteryKind
    from morefire_gui.session.island import island_raid

    scenario = roll_scenario(ScenarioChoices(special=Special.ISLAND, attacker=Allegiance.ALLIES), SeededDice(5), tables)
    battle = build_battle(scenario, TableOptions(), tables, seed=5)
    (naval,) = battle.batteries
    assert (naval.side, naval.kind, naval.name) == ("allies", BatteryKind.NAVAL, "Naval bombardment")
    assert not island_raid(battle, tables)
    battle.batteries = []
    assert island_raid(battle, tables)
    # Only the ISLAND special brings naval guns.
    for special in (Special.TARAWA, Special.RAID):
        other = roll_scenario(ScenarioChoices(special=special), SeededDice(5), tables)
        assert build_battle(other, TableOptions(), tables, seed=5).batteries == []
