"""Rules 1.3 road movement, 1.4 cross-country movement and terrain, 1.5 infantry, and the terrain and weather
definitions (JUNGLE, SNOW, MUD, TUNDRA, HILLY), straight from the rule text. The path facts are given by hand here;
tests/geometry/test_paths.py finds them on the table."""

from __future__ import annotations

import pytest

from morefire_gui.rules.catalogue.entries import Speed
from morefire_gui.rules.infantry.terms import InfantryRulesError
from morefire_gui.rules.movement import MoveCode
from morefire_gui.rules.movement_allowance import (
    Mover,
    MoverKind,
    PathFacts,
    TerrainEntry,
    WaterCrossing,
    WaterKind,
    base_allowance,
    close_combat_order,
    foot_allowance,
    move_allowance,
    vehicle_allowance,
)
from morefire_gui.rules.scales import TableUnit, preset_scale
from morefire_gui.rules.scenario.weather import BattlefieldTerrain, Conditions, Weather
from morefire_gui.rules.tables import RuleTables

A, B, C, D, E, F, G = list(MoveCode)
IN, CM = TableUnit.INCH, TableUnit.CM


def scout_car() -> Mover:
    # 1.3: "A scout car (F/E 1:50 rates)": F on the road, E cross-country.
    return Mover("sc", MoverKind.VEHICLE, Speed(cross_country=E, road=F))


def vehicle(cc: MoveCode, road: MoveCode = G) -> Mover:
    return Mover("v", MoverKind.VEHICLE, Speed(cross_country=cc, road=road))


def run(
    tables: RuleTables,
    mover: Mover,
    path: PathFacts,
    scale: str = "1:50",
    unit: TableUnit = IN,
    conditions: Conditions = Conditions(),
):
    return move_allowance(
        mover, path, preset_scale(scale, tables.scales), unit, tables.movement, tables.conditions, conditions
    )


# -- 1.3 Vehicle road movement -------------------------------------------------------------------------------
# "Example: A scout car (F/E 1:50 rates) can move up to 36 inches as long as it stays on the road. Once it moves off
# road, then the maximum it can move is 24 inches."


def test_the_scout_car_on_the_road_moves_36_inches(tables: RuleTables) -> None:
    a = run(tables, scout_car(), PathFacts(36, road_until=36))
    assert a.allowed and a.road_rate and a.code_used is F
    assert a.allowance == 36 and a.allowance_yards == 1800 and a.path_yards == 1800


def test_the_scout_car_cannot_go_beyond_36_inches_on_the_road(tables: RuleTables) -> None:
    a = run(tables, scout_car(), PathFacts(37, road_until=37))
    assert not a.allowed and a.reachable == 36 and a.code_used is F
    assert "longer than the road rate F" in a.reason


def test_the_scout_car_leaving_the_road_reverts_to_24_inches(tables: RuleTables) -> None:
    a = run(tables, scout_car(), PathFacts(24, road_until=20))
    assert a.allowed and not a.road_rate and a.code_used is E and a.allowance == 24
    b = run(tables, scout_car(), PathFacts(25, road_until=20))
    assert not b.allowed and b.reachable == 24 and b.code_used is E


def test_the_scout_car_past_its_cross_country_rate_must_stop_on_the_road(tables: RuleTables) -> None:
    # "If it wants to move off road after exceeding its cross-country rate, it cannot do so. It must stop at that
    # point on the road."
    a = run(tables, scout_car(), PathFacts(34, road_until=30))
    assert not a.allowed
    assert a.reachable == 30 and a.road_rate and a.code_used is F
    assert "1.3" in a.reason and "stops on the road" in a.reason


def test_exactly_at_the_cross_country_rate_on_the_road_it_can_go_no_further(tables: RuleTables) -> None:
    a = run(tables, scout_car(), PathFacts(26, road_until=24))
    assert not a.allowed and a.reachable == 24


def test_a_move_that_starts_off_the_road_uses_the_cross_country_rate(tables: RuleTables) -> None:
    a = run(tables, scout_car(), PathFacts(30))  # joins a road later: not the whole turn on the road
    assert not a.allowed and a.reachable == 24 and a.code_used is E and not a.road_rate


# Every printed row: the scout car's F/E by scale, on a road (F) and off it (E), in the row's own unit.
ROWS = [
    ("1:25", IN, 50, 40),
    ("1:50", IN, 36, 24),
    ("1:100", IN, 18, 12),
    ("1cm=10m", CM, 125, 100),
    ("1cm=20m", CM, 90, 60),
]


@pytest.mark.parametrize("scale,unit,road,cross", ROWS)
def test_road_and_cross_country_rates_at_every_scale(
    tables: RuleTables, scale: str, unit: TableUnit, road: float, cross: float
) -> None:
    on = run(tables, scout_car(), PathFacts(road, road_until=road), scale, unit)
    assert on.allowed and on.allowance == pytest.approx(road)
    over = run(tables, scout_car(), PathFacts(road + 0.5, road_until=road + 0.5), scale, unit)
    assert not over.allowed and over.reachable == pytest.approx(road)
    off = run(tables, scout_car(), PathFacts(cross, road_until=cross / 2), scale, unit)
    assert off.allowed and off.allowance == pytest.approx(cross)
    stuck = run(tables, scout_car(), PathFacts(cross + 2, road_until=cross + 1), scale, unit)
    assert not stuck.allowed and stuck.reachable == pytest.approx(cross + 1) and stuck.road_rate


# -- 1.4 Cross-country movement and terrain --------------------------------------------------------------------
# "REDUCE ONE LETTER CODE ... Woods, Rough, Snow, Streams, Fords REDUCE TWO LETTER CODES ... Swamp and Mud"
# "Vehicles can always move at A speed regardless of the modifications."
REDUCTIONS = {"woods": 1, "rough": 1, "snow": 1, "stream": 1, "ford": 1, "swamp": 2, "mud": 2}
CHART_1_50 = {A: 3, B: 6, C: 10, D: 15, E: 24, F: 36, G: 48}


def test_the_table_of_reductions_is_the_printed_one(tables: RuleTables) -> None:
    assert tables.movement.terrain_reductions == REDUCTIONS


@pytest.mark.parametrize("key,letters", REDUCTIONS.items())
@pytest.mark.parametrize("code", list(MoveCode))
def test_every_reduction_from_every_code(tables: RuleTables, key: str, letters: int, code: MoveCode) -> None:
    expected = list(MoveCode)[max(0, list(MoveCode).index(code) - letters)]
    a = run(tables, vehicle(code), PathFacts(1, terrain=(TerrainEntry(key, 0.0, "p1"),)))
    assert a.code_used is expected
    assert a.allowance == CHART_1_50[expected]


def test_reductions_do_not_add_up_the_worst_applies(tables: RuleTables) -> None:
    woods_and_rough = PathFacts(1, terrain=(TerrainEntry("woods", 0, "w"), TerrainEntry("rough", 0.5, "r")))
    assert run(tables, vehicle(E), woods_and_rough).code_used is D
    woods_then_swamp = PathFacts(1, terrain=(TerrainEntry("woods", 0, "w"), TerrainEntry("swamp", 0.5, "s")))
    assert run(tables, vehicle(E), woods_then_swamp).code_used is C
    snow = Conditions(Weather.SNOW)
    assert (
        run(tables, vehicle(E), PathFacts(1, terrain=(TerrainEntry("woods", 0, "w"),)), conditions=snow).code_used is D
    )
    mud = Conditions(Weather.MUD)
    assert (
        run(tables, vehicle(E), PathFacts(1, terrain=(TerrainEntry("woods", 0, "w"),)), conditions=mud).code_used is C
    )


def test_a_reduction_applies_where_the_ground_is_met(tables: RuleTables) -> None:
    # A C vehicle (10") meets woods (B, 6") after 4": the 4" already moved count against the 6".
    at4 = lambda length: PathFacts(length, terrain=(TerrainEntry("woods", 4, "w1"),))  # noqa: E731
    assert run(tables, vehicle(C), at4(6)).allowed
    late = run(tables, vehicle(C), at4(7))
    assert not late.allowed and late.reachable == 6 and late.code_used is B
    # After 8" it has gone beyond the reduced rate: it stops at the edge of the woods.
    edge = run(tables, vehicle(C), PathFacts(9, terrain=(TerrainEntry("woods", 8, "w1"),)))
    assert not edge.allowed and edge.reachable == 8 and edge.code_used is C
    assert "edge" in edge.reason and "woods w1" in edge.reason
    # Ground met only at the very end of the path still reduces, but the move is done.
    assert run(tables, vehicle(C), PathFacts(8, terrain=(TerrainEntry("woods", 8, "w1"),))).allowed


def test_never_below_a(tables: RuleTables) -> None:
    a = run(
        tables, vehicle(A), PathFacts(3, terrain=(TerrainEntry("swamp", 0, "s"),)), conditions=Conditions(Weather.MUD)
    )
    assert a.allowed and a.code_used is A and a.allowance == 3


def test_only_the_cross_country_rate_is_reduced(tables: RuleTables) -> None:
    # Snow covers the board, but a move wholly on the road keeps the road rate.
    a = run(tables, scout_car(), PathFacts(36, road_until=36), conditions=Conditions(Weather.SNOW))
    assert a.allowed and a.code_used is F
    off = run(tables, scout_car(), PathFacts(15, road_until=10), conditions=Conditions(Weather.SNOW))
    assert off.allowed and off.code_used is D and off.allowance == 15
    stuck = run(tables, scout_car(), PathFacts(20, road_until=16), conditions=Conditions(Weather.SNOW))
    assert not stuck.allowed and stuck.reachable == 16 and stuck.road_rate


def test_a_zero_length_move_is_allowed(tables: RuleTables) -> None:
    assert run(tables, vehicle(C), PathFacts(0)).allowed


def test_unknown_terrain_key_is_an_error(tables: RuleTables) -> None:
    with pytest.raises(InfantryRulesError):
        run(tables, vehicle(C), PathFacts(1, terrain=(TerrainEntry("lava", 0, "x"),)))


# -- the terrain and weather definitions ---------------------------------------------------------------------


def test_jungle_vehicles_a_cross_country_and_b_on_roads(tables: RuleTables) -> None:
    jungle = Conditions(terrain=BattlefieldTerrain.JUNGLE)
    assert run(tables, scout_car(), PathFacts(4, road_until=4), conditions=jungle).code_used is B
    assert not run(tables, scout_car(), PathFacts(7, road_until=7), conditions=jungle).allowed
    off = run(tables, scout_car(), PathFacts(3, road_until=1), conditions=jungle)
    assert off.allowed and off.code_used is A
    # A vehicle slower than B on roads keeps its own code.
    assert run(tables, vehicle(A, A), PathFacts(3, road_until=3), conditions=jungle).code_used is A


def test_a_jungle_piece_slows_a_vehicle_to_a(tables: RuleTables) -> None:
    a = run(tables, vehicle(G), PathFacts(2, terrain=(TerrainEntry("jungle", 0, "j1"),)))
    assert a.code_used is A and a.allowance == 3


def test_mud_reduces_two_letters_everywhere_off_the_road(tables: RuleTables) -> None:
    assert run(tables, vehicle(E), PathFacts(10), conditions=Conditions(Weather.MUD)).code_used is C


def test_conditions_of_tundra_and_desert(tables: RuleTables) -> None:
    assert Conditions.of(Weather.CLEAR, BattlefieldTerrain.TUNDRA).weather is Weather.SNOW  # "Weather is snow"
    assert Conditions.of(Weather.MUD, BattlefieldTerrain.DESERT).weather is Weather.CLEAR  # "always Clear"
    assert Conditions.of(None, None).weather is Weather.CLEAR


def crossing(kind: WaterKind, at: float = 1.0, ford: bool = False, ice: bool | None = None) -> WaterCrossing:
    return WaterCrossing("wt", kind, at, ford, ice)


@pytest.mark.parametrize(
    "kind,ford,terrain,passes",
    [
        (WaterKind.STREAM, False, None, True),  # 1.4: streams cost a letter, and are crossed
        (WaterKind.RIVER, False, None, False),  # rivers and lakes only at fords and bridges
        (WaterKind.WATER, False, None, False),
        (WaterKind.RIVER, True, None, True),
        (WaterKind.STREAM, False, BattlefieldTerrain.HILLY, False),  # HILLY: "only be crossed at specific fords"
        (WaterKind.STREAM, True, BattlefieldTerrain.HILLY, True),
        (WaterKind.STREAM, False, BattlefieldTerrain.MOUNTAINS, False),  # "unfordable streams/ rivers"
        (WaterKind.STREAM, False, BattlefieldTerrain.ISLAND, False),  # ISLAND "is regarded as HILLY"
        (WaterKind.STREAM, False, BattlefieldTerrain.FARMLAND, True),
    ],
)
def test_water_crossings_by_vehicles(
    tables: RuleTables, kind: WaterKind, ford: bool, terrain: BattlefieldTerrain | None, passes: bool
) -> None:
    a = run(
        tables, vehicle(C), PathFacts(3, water=(crossing(kind, 1.0, ford),)), conditions=Conditions(terrain=terrain)
    )
    assert a.allowed is passes
    if not passes:
        assert a.reachable == 1.0


@pytest.mark.parametrize("ice,passes", [(True, True), (False, False), (None, False)])
def test_tundra_vehicles_cross_ice_only_where_it_holds(tables: RuleTables, ice: bool | None, passes: bool) -> None:
    tundra = Conditions.of(None, BattlefieldTerrain.TUNDRA)
    a = run(tables, vehicle(C), PathFacts(2, water=(crossing(WaterKind.WATER, 1.0, ice=ice),)), conditions=tundra)
    assert a.allowed is passes
    assert a.code_used is B  # tundra is snow: one letter off the road


def test_tundra_infantry_cross_any_water(tables: RuleTables) -> None:
    tundra = Conditions.of(None, BattlefieldTerrain.TUNDRA)
    inf = Mover("i", MoverKind.INFANTRY)
    assert run(
        tables, inf, PathFacts(1.5, water=(crossing(WaterKind.RIVER, 1.0, ice=False),)), conditions=tundra
    ).allowed
    # Elsewhere a river is crossed at a ford or a bridge, by infantry too.
    assert not run(tables, inf, PathFacts(1.5, water=(crossing(WaterKind.RIVER, 1.0),))).allowed
    assert run(tables, inf, PathFacts(1.5, water=(crossing(WaterKind.STREAM, 1.0),))).allowed


def test_tundra_crew_served_weapons_cannot_deploy_on_ice(tables: RuleTables) -> None:
    tundra = Conditions.of(None, BattlefieldTerrain.TUNDRA)
    mmg = Mover("m", MoverKind.WEAPON_SYSTEM)
    on_ice = PathFacts(1.5, water=(crossing(WaterKind.WATER, 1.0),), ends_in_water=crossing(WaterKind.WATER, 1.0))
    a = run(tables, mmg, on_ice, conditions=tundra)
    assert not a.allowed and a.reachable == 1.0 and "cannot deploy on ice" in a.reason
    assert run(tables, Mover("i", MoverKind.INFANTRY), on_ice, conditions=tundra).allowed


# -- 1.5 Infantry movement -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "scale,unit,length", [("1:25", IN, 4), ("1:50", IN, 2), ("1:100", IN, 1), ("15mm", IN, 100 / 7)]
)
def test_infantry_move_100_yards_whatever_the_ground(
    tables: RuleTables, scale: str, unit: TableUnit, length: float
) -> None:
    inf = Mover("i", MoverKind.INFANTRY)
    woods = (TerrainEntry("swamp", 0, "s"),)
    a = run(tables, inf, PathFacts(length, terrain=woods), scale, unit, Conditions(Weather.MUD))
    assert a.allowed and a.allowance_yards == pytest.approx(100) and a.code_used is None
    assert not run(tables, inf, PathFacts(length * 1.01), scale, unit).allowed


def test_weapon_systems_cannot_fire_the_turn_they_move(tables: RuleTables) -> None:
    gun = Mover("g", MoverKind.WEAPON_SYSTEM)
    assert run(tables, gun, PathFacts(1)).may_fire is False
    assert run(tables, gun, PathFacts(0)).may_fire is True
    assert run(tables, Mover("i", MoverKind.INFANTRY), PathFacts(1)).may_fire is True


def test_ski_troops_move_at_b_in_snow(tables: RuleTables) -> None:
    ski = Mover("s", MoverKind.INFANTRY, ski=True)
    a = run(tables, ski, PathFacts(6), conditions=Conditions(Weather.SNOW))
    assert a.allowed and a.code_used is B and a.allowance == 6
    # Out of the snow, ski troops are infantry: 100 yards.
    assert run(tables, ski, PathFacts(2)).allowance == 2


def test_movers_are_checked(tables: RuleTables) -> None:
    with pytest.raises(InfantryRulesError):
        Mover("v", MoverKind.VEHICLE)
    with pytest.raises(InfantryRulesError):
        vehicle_allowance(
            Mover("i", MoverKind.INFANTRY),
            PathFacts(1),
            preset_scale("1:50", tables.scales),
            IN,
            tables.movement,
            tables.conditions,
        )
    with pytest.raises(InfantryRulesError):
        foot_allowance(
            vehicle(C), PathFacts(1), preset_scale("1:50", tables.scales), IN, tables.movement, tables.conditions
        )
    with pytest.raises(InfantryRulesError):
        PathFacts(-1)


def test_base_allowance(tables: RuleTables) -> None:
    scale = preset_scale("1:50", tables.scales)
    args = (scale, IN, tables.movement, tables.conditions)
    assert base_allowance(scout_car(), *args) == 24
    assert base_allowance(scout_car(), *args, road=True) == 36
    assert base_allowance(scout_car(), *args, Conditions(Weather.MUD)) == 10
    assert base_allowance(Mover("i", MoverKind.INFANTRY), *args) == 2


# -- Sequence of play: close combat ---------------------------------------------------------------------------


def test_close_combat_the_slower_moves_first_in_quarter_segments() -> None:
    order = close_combat_order([("fast", 24.0), ("slow", 10.0), ("inf", 2.0)], 50.0)
    assert order.order == ("inf", "slow", "fast")
    assert [s.unit_id for s in order.segments[:3]] == ["inf", "slow", "fast"]
    assert len(order.segments) == 12 and {s.round for s in order.segments} == {1, 2, 3, 4}
    assert order.segment_length("fast") == 6 and order.segment_length("slow") == 2.5
    assert order.segments[0].yards == 25


def test_close_combat_ties_keep_the_order_given() -> None:
    assert close_combat_order([("b", 10.0), ("a", 10.0)], 50.0).order == ("b", "a")
    with pytest.raises(InfantryRulesError):
        close_combat_order([("a", -1.0)], 50.0)
