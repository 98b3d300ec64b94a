"""Rule 4 on the table (geometry/barrage.py): where a battery stands, the firing error along its line of fire
for every base edge and for an on-board battery at an angle, shifts, observed fire, which units are in or partly
in the damage zone, the minefields it touches, and the facts 4.6 reads of each unit.

The battles are 72 x 48 inch tables at 1:50, where one inch is 50 yards, so that 100 yards is 2 inches.
"""

from __future__ import annotations

import math
from typing import Any

import pytest
import shapely
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from shapely.geometry import Point

from morefire_gui.geometry.barrage import (
    BatterySite,
    barrage_target,
    carrier_kind,
    cover_pieces,
    guns_centre,
    impact_point,
    line_of_fire,
    minefields_touched,
    observation,
    shifted_aim,
    zone_facts,
)
from morefire_gui.geometry.battle_geometry import BattleGeometry
from morefire_gui.model.battle import Battle
from morefire_gui.model.terms import Edge
from morefire_gui.rules.artillery.barrage import (
    Carrier,
    ErrorDirection,
    FireError,
    InfantryCover,
    Shift,
    TargetClass,
    VehicleFacts,
    target_class,
)
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.movement import MoveCode
from morefire_gui.rules.tables import RuleTables

AIM = (36.0, 24.0)


def battle(
    units: list[dict[str, Any]] | None = None,
    terrain: list[dict[str, Any]] | None = None,
    edge: str = "north",
    **extra: Any,
) -> Battle:
    return Battle.model_validate(
        {
            "table": {"width": 72, "depth": 48},
            "scale": "1:50",
            "sides": [
                {"id": "axis", "nation": "germany", "edge": edge},
                {
                    "id": "allies",
                    "nation": "ussr",
                    "edge": {"north": "south", "south": "north", "east": "west", "west": "east"}[edge],
                },
            ],
            "units": units or [],
            "terrain": terrain or [],
            **extra,
        }
    )


def geo(b: Battle, catalogue: Catalogue, tables: RuleTables) -> BattleGeometry:
    return BattleGeometry(b, catalogue, tables)


def box(pid: str, kind: str, x0: float, y0: float, x1: float, y1: float, **kw: Any) -> dict[str, Any]:
    return {"id": pid, "kind": kind, "polygon": [[x0, y0], [x1, y0], [x1, y1], [x0, y1]], **kw}


def near(a: tuple[float, float], b: tuple[float, float]) -> bool:
    return math.isclose(a[0], b[0], abs_tol=1e-9) and math.isclose(a[1], b[1], abs_tol=1e-9)


def error(direction: ErrorDirection | None, yards: int = 100) -> FireError:
    return FireError(yards if direction else 0, direction, ())


# -- where the battery stands --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "edge, yards, expected",
    [
        ("north", 1000, (36, -20)),
        ("south", 1000, (36, 68)),
        ("west", 1000, (-20, 24)),
        ("east", 1000, (92, 24)),
        ("north", 5000, (36, -100)),
        ("east", 5000, (172, 24)),
    ],
)
def test_an_off_board_battery_stands_straight_behind_the_aim_point(
    edge: str, yards: int, expected: tuple[float, float], catalogue: Catalogue, tables: RuleTables
) -> None:
    g = geo(battle(edge=edge), catalogue, tables)
    site = BatterySite.behind_edge(Edge(edge), yards)
    line = line_of_fire(site, AIM, g)
    assert near(line.battery_at, expected)
    assert math.isclose(line.range_yards, yards + {"north": 24, "south": 24, "west": 36, "east": 36}[edge] * 50)


def test_a_battery_behind_a_centimetre_table_stands_1000_yards_back(catalogue: Catalogue, tables: RuleTables) -> None:
    b = Battle.model_validate(
        {
            "table": {"width": 180, "depth": 120, "unit": "cm"},
            "scale": "1cm=20m",
            "sides": [{"id": "axis", "nation": "germany", "edge": "north"}],
        }
    )
    g = geo(b, catalogue, tables)
    line = line_of_fire(BatterySite.behind_edge(Edge.NORTH, 1000), (90, 0), g)
    assert math.isclose(line.range_yards, 1000)
    assert math.isclose(-line.battery_at[1] * g.yards_per_unit, 1000)


def test_an_on_board_battery_stands_at_the_centre_of_its_guns(catalogue: Catalogue, tables: RuleTables) -> None:
    b = battle(
        [
            {"id": "g1", "side": "axis", "type": "lefh18", "at": [4, 4]},
            {"id": "g2", "side": "axis", "type": "lefh18", "at": [8, 4]},
            {"id": "g3", "side": "axis", "type": "lefh18", "at": [6, 10]},
        ]
    )
    assert near(guns_centre(b.units), (6, 6))


# -- the firing error along the line of fire ----------------------------------------------------------------------
# 100 yards is 2 inches. For each base edge: where LONG, SHORT, LEFT and RIGHT put the rounds, from the aim 36, 24.

EDGE_DRIFT = {
    # the battery looks south from behind the north edge: long is south, its right is west
    "north": {"long": (36, 26), "short": (36, 22), "left": (38, 24), "right": (34, 24)},
    # looks north: long is north, right is east
    "south": {"long": (36, 22), "short": (36, 26), "left": (34, 24), "right": (38, 24)},
    # looks east: long is east, right is south
    "west": {"long": (38, 24), "short": (34, 24), "left": (36, 22), "right": (36, 26)},
    # looks west: long is west, right is north
    "east": {"long": (34, 24), "short": (38, 24), "left": (36, 26), "right": (36, 22)},
}


@pytest.mark.parametrize("edge", list(EDGE_DRIFT))
@pytest.mark.parametrize("direction", list(ErrorDirection))
def test_the_error_is_relative_to_the_line_of_fire_from_each_edge(
    edge: str, direction: ErrorDirection, catalogue: Catalogue, tables: RuleTables
) -> None:
    g = geo(battle(edge=edge), catalogue, tables)
    line = line_of_fire(BatterySite.behind_edge(Edge(edge), 1000), AIM, g)
    assert near(impact_point(line, error(direction), g.yards_per_unit), EDGE_DRIFT[edge][direction.value])


def test_no_error_lands_on_the_aim_point(catalogue: Catalogue, tables: RuleTables) -> None:
    g = geo(battle(), catalogue, tables)
    line = line_of_fire(BatterySite.behind_edge(Edge.NORTH, 1000), AIM, g)
    assert impact_point(line, error(None), g.yards_per_unit) == AIM


def test_an_on_board_battery_at_an_angle(catalogue: Catalogue, tables: RuleTables) -> None:
    # Guns at 6, 6 firing at 36, 46: the line of fire runs (30, 40) = 50 in = 2500 yards, direction (0.6, 0.8),
    # south-east. 250 yards (5 in) long: +3, +4. The battery's right, looking south-east, is south-west.
    g = geo(battle(), catalogue, tables)
    site = BatterySite.on_board((6, 6), Edge.NORTH)
    line = line_of_fire(site, (36, 46), g)
    assert near(line.direction, (0.6, 0.8)) and math.isclose(line.range_yards, 2500)
    ypu = g.yards_per_unit
    assert near(impact_point(line, error(ErrorDirection.LONG, 250), ypu), (39, 50))
    assert near(impact_point(line, error(ErrorDirection.SHORT, 250), ypu), (33, 42))
    assert near(impact_point(line, error(ErrorDirection.RIGHT, 250), ypu), (32, 49))
    assert near(impact_point(line, error(ErrorDirection.LEFT, 250), ypu), (40, 43))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    bx=st.floats(0, 72),
    by=st.floats(0, 48),
    ax=st.floats(0, 72),
    ay=st.floats(0, 48),
    yards=st.sampled_from([50, 100, 150, 400]),
)
def test_drift_keeps_its_distance_and_right_is_clockwise_of_the_line(
    bx: float, by: float, ax: float, ay: float, yards: int, catalogue: Catalogue, tables: RuleTables
) -> None:
    if math.hypot(ax - bx, ay - by) < 0.01:
        return
    g = geo(battle(), catalogue, tables)
    line = line_of_fire(BatterySite.on_board((bx, by), Edge.NORTH), (ax, ay), g)
    ux, uy = line.direction
    for direction in ErrorDirection:
        x, y = impact_point(line, error(direction, yards), g.yards_per_unit)
        dx, dy = x - ax, y - ay
        assert math.isclose(math.hypot(dx, dy) * g.yards_per_unit, yards, rel_tol=1e-9)
        along, across = dx * ux + dy * uy, ux * dy - uy * dx  # across > 0: clockwise (right) on a y-south table
        expected = {"long": (yards, 0), "short": (-yards, 0), "right": (0, yards), "left": (0, -yards)}
        assert math.isclose(along * 50, expected[direction.value][0], abs_tol=1e-6)
        assert math.isclose(across * 50, expected[direction.value][1], abs_tol=1e-6)


def test_a_battery_standing_on_its_aim_fires_away_from_its_edge(catalogue: Catalogue, tables: RuleTables) -> None:
    g = geo(battle(edge="west"), catalogue, tables)
    line = line_of_fire(BatterySite.on_board(AIM, Edge.WEST), AIM, g)
    assert line.direction == (1.0, 0.0) and line.range_yards == 0


# -- shifts (4.12) --------------------------------------------------------------------------------------------


def test_shifts_from_behind_the_north_edge(catalogue: Catalogue, tables: RuleTables) -> None:
    g = geo(battle(), catalogue, tables)
    site = BatterySite.behind_edge(Edge.NORTH, 1000)
    # add 200 (4 in further south), right 100 (2 in west, as the battery looks south)
    assert near(shifted_aim(site, AIM, [Shift(200, 100)], g), (34, 28))
    assert near(shifted_aim(site, AIM, [Shift(-100, -50)], g), (37, 22))
    assert near(shifted_aim(site, AIM, [Shift(200, 0), Shift(0, 100)], g), (34, 28))


def test_each_shift_of_an_on_board_battery_follows_the_line_to_the_last_location(
    catalogue: Catalogue, tables: RuleTables
) -> None:
    g = geo(battle(), catalogue, tables)
    site = BatterySite.on_board((6, 6), Edge.NORTH)
    # first right 250 yards (5 in) across the line (0.6, 0.8): to 32, 49; then add along the new line from 6, 6
    first = shifted_aim(site, (36, 46), [Shift(0, 250)], g)
    assert near(first, (32, 49))
    dx, dy = 32 - 6, 49 - 6
    length = math.hypot(dx, dy)
    second = shifted_aim(site, (36, 46), [Shift(0, 250), Shift(100, 0)], g)
    assert near(second, (32 + 2 * dx / length, 49 + 2 * dy / length))


# -- observed fire (4.3) --------------------------------------------------------------------------------------


def test_observers_are_the_firing_sides_units_with_a_clear_line_of_sight(
    catalogue: Catalogue, tables: RuleTables
) -> None:
    b = battle(
        [
            {"id": "a1", "side": "axis", "type": "R", "at": [36, 10]},
            {"id": "a2", "side": "axis", "type": "R", "at": [10, 24]},  # behind the wood
            {"id": "a3", "side": "axis", "type": "R", "at": [60, 24], "status": ["destroyed"]},
            {"id": "s1", "side": "allies", "type": "R", "at": [36, 40]},
        ],
        [box("w1", "woods", 15, 20, 20, 28)],
    )
    g = geo(b, catalogue, tables)
    seen = observation(g, "axis", AIM)
    assert seen.observers == ("a1",) and seen.observed
    assert observation(g, "allies", AIM).observers == ("s1",)
    assert not observation(g, "axis", (17.5, 24)).observed  # deep inside the wood: no one sees it


# -- the damage zone (4.5, 4.6) ---------------------------------------------------------------------------------
# A 200-yard zone is 4 in across: radius 2 in round 36, 24. Infantry bases are 0.5 x 0.5 in.

ZONE_UNITS = [
    {"id": "in", "side": "allies", "type": "R", "at": [36, 24]},  # fully inside
    {"id": "edge", "side": "allies", "type": "R", "at": [37.7, 24]},  # fully inside, corner at 1.966 in
    {"id": "partly", "side": "allies", "type": "R", "at": [38.2, 24]},  # centre outside, base 1.95 in away
    {"id": "corner", "side": "allies", "type": "R", "at": [37.6, 25.6]},  # only a corner reaches in
    {"id": "out", "side": "allies", "type": "R", "at": [38.3, 24]},  # base 2.05 in away: just outside
    {"id": "far", "side": "axis", "type": "R", "at": [10, 10]},
]


def test_units_fully_in_partly_in_and_just_outside(catalogue: Catalogue, tables: RuleTables) -> None:
    g = geo(battle(ZONE_UNITS), catalogue, tables)
    zone = zone_facts(g, AIM, 200)
    assert zone.radius_table == 2
    assert [u.unit_id for u in zone.units] == ["in", "edge", "partly", "corner"]
    facts = {u.unit_id: (u.fully_inside, u.centre_inside) for u in zone.units}
    assert facts == {"in": (True, True), "edge": (True, True), "partly": (False, False), "corner": (False, False)}
    assert [t.unit_id for t in zone.targets] == ["in", "edge", "partly", "corner"]
    assert zone.unit("partly").partly_in


def test_a_turned_base_can_reach_into_the_zone(catalogue: Catalogue, tables: RuleTables) -> None:
    # At 38.3, 24 a square base reaches 38.05, outside the 2 in radius; turned 45 degrees its corner reaches
    # 38.3 - 0.354 = 37.946, inside.
    square = {"id": "u", "side": "allies", "type": "R", "at": [38.3, 24]}
    assert zone_facts(geo(battle([square]), catalogue, tables), AIM, 200).units == ()
    turned = {**square, "facing": 45}
    assert [u.unit_id for u in zone_facts(geo(battle([turned]), catalogue, tables), AIM, 200).units] == ["u"]


def test_a_vehicle_partly_in_by_its_hull(catalogue: Catalogue, tables: RuleTables) -> None:
    # A Tiger's casting is longer than the gap between its centre and the zone's edge.
    entry = catalogue["pz6e"]
    assert entry.footprint is not None
    half = entry.footprint[0] / 2
    tank = {"id": "t", "side": "allies", "type": "pz6e", "at": [36 + 2 + half * 0.9, 24], "facing": 90}
    zone = zone_facts(geo(battle([tank]), catalogue, tables), AIM, 200)
    assert [(u.unit_id, u.fully_inside, u.centre_inside) for u in zone.units] == [("t", False, False)]


def test_destroyed_units_are_listed_but_not_rolled_for(catalogue: Catalogue, tables: RuleTables) -> None:
    units = [
        {"id": "wreck", "side": "allies", "type": "t34_76_43", "at": [36, 24], "status": ["destroyed"]},
        {"id": "r", "side": "allies", "type": "R", "at": [36.5, 24]},
    ]
    zone = zone_facts(geo(battle(units), catalogue, tables), AIM, 200)
    assert [u.unit_id for u in zone.units] == ["wreck", "r"]
    assert [t.unit_id for t in zone.targets] == ["r"]
    assert "destroyed" in zone.unit("wreck").note


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    positions=st.lists(st.tuples(st.floats(0, 72), st.floats(0, 48), st.floats(0, 360)), min_size=1, max_size=25),
    centre=st.tuples(st.floats(-5, 77), st.floats(-5, 53)),
    diameter=st.sampled_from([25, 60, 100, 200, 450]),
)
def test_the_spatial_index_finds_exactly_the_units_a_full_scan_finds(
    positions: list[tuple[float, float, float]],
    centre: tuple[float, float],
    diameter: int,
    catalogue: Catalogue,
    tables: RuleTables,
) -> None:
    types = ["R", "pz6e", "sdkfz251", "lefh18"]
    units = [
        {"id": f"u{i}", "side": "axis", "type": types[i % 4], "at": [x, y], "facing": f}
        for i, (x, y, f) in enumerate(positions)
    ]
    g = geo(battle(units), catalogue, tables)
    zone = zone_facts(g, centre, diameter)
    radius = diameter / 2 / 50
    expected = [u["id"] for u in units if g.footprint(u["id"]).distance(Point(centre)) <= radius]
    assert [u.unit_id for u in zone.units] == expected
    for u in zone.units:
        circle = Point(centre).buffer(radius + 1e-7, quad_segs=256)
        assert u.fully_inside == circle.covers(g.footprint(u.unit_id)) or not u.fully_inside


# -- minefields (3.61 a) ----------------------------------------------------------------------------------------


def test_minefields_the_zone_touches_are_cleared(catalogue: Catalogue, tables: RuleTables) -> None:
    terrain = [
        box("m_in", "minefield", 35, 23, 37, 25, mines="ap"),
        box("m_edge", "minefield", 37.9, 20, 40, 30, mines="at"),  # 1.9 in from the centre: touched
        box("m_out", "minefield", 38.1, 20, 40, 30, mines="gp"),  # 2.1 in: not
        box("m_done", "minefield", 34, 22, 35, 23, mines="ap", cleared=True),
        box("w", "woods", 35, 23, 37, 25),
    ]
    b = battle(terrain=terrain)
    assert minefields_touched(b, AIM, 2) == ("m_in", "m_edge")
    assert zone_facts(geo(b, catalogue, tables), AIM, 200).minefields == ("m_in", "m_edge")
    assert zone_facts(geo(b, catalogue, tables), AIM, 200).contents().minefields == ("m_in", "m_edge")


# -- the facts 4.6 reads --------------------------------------------------------------------------------------

COVER_TERRAIN = [
    box("v1", "village", 10, 10, 20, 20),
    box("b1", "building", 30, 30, 32, 32),
    box("w1", "woods", 50, 10, 60, 20),
]


@pytest.mark.parametrize(
    "at, cover, pieces, expected",
    [
        ((15, 15), None, ("v1",), TargetClass.C),  # standing in a village piece
        ((31, 31), None, ("b1",), TargetClass.C),  # in a building piece
        ((20, 15), None, ("v1",), TargetClass.C),  # on the village's edge
        ((55, 15), None, (), TargetClass.A),  # woods give no 4.6 cover
        ((40, 40), None, (), TargetClass.A),  # the open
        ((40, 40), "foxhole", (), TargetClass.B),
        ((15, 15), "foxhole", ("v1",), TargetClass.C),  # a foxhole in a village: the better, C
        ((15, 15), "bunker", ("v1",), TargetClass.D),
    ],
)
def test_building_and_village_cover(
    at: tuple[float, float],
    cover: str | None,
    pieces: tuple[str, ...],
    expected: TargetClass,
    catalogue: Catalogue,
    tables: RuleTables,
) -> None:
    unit = {"id": "i", "side": "allies", "type": "R", "at": list(at), **({"cover": cover} if cover else {})}
    g = geo(battle([unit], COVER_TERRAIN), catalogue, tables)
    assert cover_pieces(g, at) == pieces
    target = barrage_target(g, "i")
    assert target is not None and target.is_infantry
    assert target.in_building_piece == bool(pieces)
    assert target.cover is (InfantryCover(cover) if cover else InfantryCover.OPEN)
    assert target_class(target).target_class is expected


def test_vehicles_passengers_and_movement(catalogue: Catalogue, tables: RuleTables) -> None:
    units = [
        {"id": "tank", "side": "axis", "type": "pz4h", "at": [10, 10], "moved": "E"},
        {"id": "rider", "side": "axis", "type": "R", "at": [10, 10], "riding_on": "tank", "moved": "infantry"},
        {"id": "ht", "side": "axis", "type": "sdkfz251", "at": [20, 10], "moved": "C"},
        {"id": "inside", "side": "axis", "type": "SMG", "at": [20, 10], "riding_on": "ht"},
        {"id": "truck", "side": "axis", "type": "opel_blitz", "at": [30, 10]},
        {"id": "cargo", "side": "axis", "type": "R", "at": [30, 10], "riding_on": "truck", "cover": "building"},
        {"id": "walker", "side": "axis", "type": "LMG", "at": [40, 10], "moved": "infantry"},
        {"id": "gun", "side": "axis", "type": "pak40", "at": [50, 10], "cover": "foxhole"},
        {"id": "open_top", "side": "allies", "type": "su76m", "at": [60, 10], "moved": "A"},
        {"id": "on_gun", "side": "axis", "type": "R", "at": [50, 10], "riding_on": "gun"},
    ]
    g = geo(battle(units, [box("v1", "village", 25, 5, 35, 15)]), catalogue, tables)
    t = {u["id"]: barrage_target(g, u["id"]) for u in units}
    assert t["tank"] is not None and t["tank"].vehicle == VehicleFacts.from_catalogue(catalogue["pz4h"])
    assert t["tank"].moved is MoveCode.E and not t["tank"].is_infantry
    # a passenger takes its carrier's way of riding and its carrier's code
    assert (t["rider"].riding_on, t["rider"].moved, t["rider"].moved_on_foot) == (Carrier.TANK, MoveCode.E, False)
    assert (t["inside"].riding_on, t["inside"].moved) == (Carrier.HALFTRACK, MoveCode.C)
    assert (t["cargo"].riding_on, t["cargo"].moved) == (Carrier.TRUCK, None)
    assert target_class(t["cargo"]).target_class is TargetClass.A  # in a truck, though in a village
    assert (t["walker"].moved, t["walker"].moved_on_foot) == (None, True)
    assert t["gun"].is_infantry and t["gun"].cover is InfantryCover.FOXHOLE  # a weapon-system counter
    assert t["open_top"].vehicle is not None and t["open_top"].vehicle.open_top
    assert target_class(t["open_top"]).target_class is TargetClass.B
    assert t["on_gun"].riding_on is None  # riding on a gun is standing beside it: on foot


def test_carrier_kinds(catalogue: Catalogue) -> None:
    # the catalogue's roles are read whether it holds them as enums or as their text
    assert VehicleFacts.from_catalogue(catalogue["sdkfz251"]).halftrack
    assert VehicleFacts.from_catalogue(catalogue["opel_blitz"]).truck
    assert not VehicleFacts.from_catalogue(catalogue["pz4h"]).truck
    assert carrier_kind(catalogue["opel_blitz"]) is Carrier.TRUCK
    assert carrier_kind(catalogue["gaz_aa"]) is Carrier.TRUCK
    assert carrier_kind(catalogue["sdkfz251"]) is Carrier.HALFTRACK
    assert carrier_kind(catalogue["t34_76_43"]) is Carrier.TANK
    assert carrier_kind(catalogue["su76m"]) is Carrier.TANK  # open-topped but not a carrier: riding outside


def test_units_within_uses_the_index_and_the_file_order(catalogue: Catalogue, tables: RuleTables) -> None:
    units = [
        {"id": f"u{i}", "side": "axis", "type": "R", "at": [36 + (i % 5) - 2, 24 + (i // 5) - 2]} for i in range(25)
    ]
    g = geo(battle(units), catalogue, tables)
    found = g.units_within(AIM, 1.0)
    brute = [u["id"] for u in units if shapely.distance(g.footprint(u["id"]), Point(AIM)) <= 1.0]
    assert found == brute and found == ["u7", "u11", "u12", "u13", "u17"]
