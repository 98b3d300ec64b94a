"""Movement paths on the table: road containment (with its tolerance), the ground a path meets, water crossings,
TUNDRA's deep snow, minefield crossings (enter, exit, corners, two sections), sections at scale, the target square."""

from __future__ import annotations

import math
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from morefire_gui.geometry.battle_geometry import BattleGeometry
from morefire_gui.geometry.infantry import kinds_at, nearest_unit, target_area, target_square
from morefire_gui.geometry.minefields import minefield_crossings, section_polygon, section_size_yards
from morefire_gui.geometry.paths import MovePath, TerrainContext, first_rough_or_hill, intervals, path_facts
from morefire_gui.model.battle import Battle, TerrainPiece
from morefire_gui.model.terms import TerrainKind
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.movement_allowance import WaterKind
from morefire_gui.rules.tables import RuleTables


def battle(
    terrain: list[dict[str, Any]] = (), units: list[dict[str, Any]] = (), unit: str = "in", scale: str = "1:50"
) -> Battle:
    return Battle.model_validate(
        {
            "table": {"width": 72, "depth": 48, "unit": unit},
            "scale": scale,
            "sides": [
                {"id": "axis", "nation": "germany", "edge": "north"},
                {"id": "allies", "nation": "ussr", "edge": "south"},
            ],
            "terrain": list(terrain),
            "units": list(units),
        }
    )


def square(x0: float, y0: float, x1: float, y1: float) -> list[list[float]]:
    return [[x0, y0], [x1, y0], [x1, y1], [x0, y1]]


ROAD = {"id": "rd", "kind": "road", "width": 0.5, "line": [[0, 10], [72, 10]]}


# -- paths ----------------------------------------------------------------------------------------------------


def test_a_path_and_its_points() -> None:
    p = MovePath.through((0, 0), [(3, 4), (3, 4), (3, 10)])
    assert p.points == ((0, 0), (3, 4), (3, 10)) and p.length == 11
    assert p.point_at(5) == (3, 4) and p.point_at(8) == (3, 7) and p.point_at(99) == (3, 10)
    assert p.truncated(8).points == ((0, 0), (3, 4), (3, 7)) and p.truncated(8).length == pytest.approx(8)
    assert p.facing() == pytest.approx(180)  # due south
    assert MovePath.through((0, 0), [(1, 0)]).facing() == pytest.approx(90)
    assert MovePath.through((0, 0), [(0, -1)]).facing() == pytest.approx(0)
    assert MovePath.through((5, 5), []).facing() is None


@given(st.lists(st.tuples(st.floats(0, 72), st.floats(0, 48)), min_size=1, max_size=6), st.floats(0, 1))
def test_truncating_keeps_the_length_asked_for(points: list[tuple[float, float]], fraction: float) -> None:
    path = MovePath.through((0.0, 0.0), points)
    d = path.length * fraction
    cut = path.truncated(d)
    assert cut.length == pytest.approx(d, abs=1e-6)
    assert math.dist(cut.end, path.point_at(d)) < 1e-6


def test_intervals_merge_across_legs() -> None:
    from shapely.geometry import Polygon

    p = MovePath.through((0, 5), [(5, 5), (10, 5), (15, 5)])
    assert intervals(p, Polygon(square(3, 0, 12, 10))) == [(3, 12)]


# -- 1.3 on the road ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("y,on", [(10, True), (10.25, True), (10.49, True), (10.51, False), (9.52, True), (11, False)])
def test_on_the_road_with_a_quarter_inch_tolerance(y: float, on: bool) -> None:
    # The road's ground: the line buffered by half its width (0.25") plus 0.25" either side.
    b = battle([ROAD])
    facts = path_facts(b, MovePath.through((5, y), [(30, y)]))
    assert facts.whole_on_road is on


def test_road_until_the_path_leaves() -> None:
    b = battle([ROAD])
    facts = path_facts(b, MovePath.through((0, 10), [(30, 10), (30, 20)]))
    assert facts.road_until == pytest.approx(30.5)  # leaves the tolerance half an inch south of the centre line
    assert not facts.whole_on_road
    assert path_facts(b, MovePath.through((0, 20), [(0, 10), (30, 10)])).road_until is None


def test_the_tolerance_is_a_quarter_inch_on_a_cm_table_too() -> None:
    b = battle([{**ROAD, "width": 1.0}], unit="cm")
    on = path_facts(b, MovePath.through((5, 11.1), [(30, 11.1)]))  # 0.5 + 0.635 = 1.135 cm from the centre line
    off = path_facts(b, MovePath.through((5, 11.2), [(30, 11.2)]))
    assert on.whole_on_road and not off.whole_on_road


def test_a_bridge_is_road_ground() -> None:
    b = battle([{"id": "br", "kind": "bridge", "at": [10, 10]}])
    assert path_facts(b, MovePath.through((10, 10), [(10.1, 10)])).whole_on_road


# -- 1.4 the ground a path meets ------------------------------------------------------------------------------


def test_terrain_met_off_the_road_and_where() -> None:
    b = battle(
        [
            ROAD,
            {"id": "w", "kind": "woods", "polygon": square(20, 0, 30, 20)},
            {"id": "h", "kind": "hill", "level": 1, "polygon": square(40, 15, 50, 25)},
            {"id": "s", "kind": "swamp", "polygon": square(60, 15, 70, 25)},
        ]
    )
    # Along the road through the wood: the road keeps the wood off.
    assert path_facts(b, MovePath.through((0, 10), [(35, 10)])).terrain == ()
    facts = path_facts(b, MovePath.through((10, 12), [(65, 20)]))
    found = {(e.key, e.piece_id) for e in facts.terrain}
    assert found == {("woods", "w"), ("rough", "h"), ("swamp", "s")}  # HILLS "are rough"
    woods = next(e for e in facts.terrain if e.piece_id == "w")
    assert woods.at == pytest.approx(math.dist((10, 12), (20, 12 + 8 * 10 / 55)), rel=1e-6)
    assert [e.at for e in facts.terrain] == sorted(e.at for e in facts.terrain)


def test_touching_an_area_at_a_point_does_not_meet_it() -> None:
    b = battle([{"id": "w", "kind": "woods", "polygon": [[10, 10], [20, 20], [10, 20]]}])
    assert path_facts(b, MovePath.through((0, 0), [(10, 10), (20, 0)])).terrain == ()


def test_streams_and_fords_and_water() -> None:
    b = battle(
        [
            {"id": "st", "kind": "stream", "line": [[30, 0], [30, 48]]},
            {"id": "rv", "kind": "river", "width": 1, "line": [[50, 0], [50, 48]]},
            {"id": "f1", "kind": "ford", "at": [50, 20]},
        ]
    )
    facts = path_facts(b, MovePath.through((20, 20), [(60, 20)]))
    assert [(w.piece_id, w.kind, w.at_ford) for w in facts.water] == [
        ("st", WaterKind.STREAM, False),
        ("rv", WaterKind.RIVER, True),
    ]
    assert facts.water[0].at == pytest.approx(10)
    assert {e.key for e in facts.terrain} == {"stream", "ford"}
    away = path_facts(b, MovePath.through((20, 30), [(60, 30)]))
    assert [w.at_ford for w in away.water] == [False, False]


def test_ends_in_water() -> None:
    b = battle([{"id": "lk", "kind": "water", "polygon": square(30, 10, 40, 20), "ice_holds": True}])
    facts = path_facts(b, MovePath.through((20, 15), [(35, 15)]))
    assert facts.ends_in_water is not None and facts.ends_in_water.at == pytest.approx(10)
    assert facts.ends_in_water.ice_holds is True


def test_tundra_deep_snow_away_from_buildings_and_roads(tables: RuleTables) -> None:
    b = battle([ROAD, {"id": "b1", "kind": "building", "polygon": square(30, 20, 32, 22)}])
    near = path_facts(b, MovePath.through((31, 24), [(31, 26)]), tundra=True, tundra_clearance=5)
    assert near.terrain == ()  # within 5 inches of the building
    far = path_facts(b, MovePath.through((31, 24), [(31, 30)]), tundra=True, tundra_clearance=5)
    (entry,) = far.terrain
    assert entry.key == "mud" and entry.at == pytest.approx(3)  # 22 + 5 = 27
    road = path_facts(b, MovePath.through((0, 10), [(20, 10)]), tundra=True, tundra_clearance=5)
    assert road.terrain == ()


def test_first_rough_or_hill() -> None:
    b = battle(
        [
            {"id": "r", "kind": "rough", "polygon": square(20, 0, 30, 20)},
            {"id": "h", "kind": "hill", "level": 2, "polygon": square(10, 0, 15, 20)},
        ]
    )
    ctx = TerrainContext.of(b)
    assert first_rough_or_hill(MovePath.through((0, 5), [(40, 5)]), ctx) == (10, "h")
    assert first_rough_or_hill(MovePath.through((0, 30), [(40, 30)]), ctx) is None


# -- 3.6 minefield crossings ----------------------------------------------------------------------------------


def mines(piece_id: str, polygon: list[list[float]]) -> TerrainPiece:
    return TerrainPiece.model_validate({"id": piece_id, "kind": "minefield", "mines": "ap", "polygon": polygon})


def events(path: MovePath, *pieces: TerrainPiece) -> list[tuple[str, str, float]]:
    return [(c.minefield, c.event.value, round(c.at, 6)) for c in minefield_crossings(path, pieces)]


def test_enter_and_exit() -> None:
    m = mines("m1", square(10, 0, 14, 2))
    assert events(MovePath.through((0, 1), [(20, 1)]), m) == [("m1", "enter", 10), ("m1", "exit", 14)]


def test_enter_only_when_the_move_ends_inside() -> None:
    m = mines("m1", square(10, 0, 14, 2))
    assert events(MovePath.through((0, 1), [(12, 1)]), m) == [("m1", "enter", 10)]


def test_exit_only_when_the_move_starts_inside() -> None:
    m = mines("m1", square(10, 0, 14, 2))
    assert events(MovePath.through((12, 1), [(20, 1)]), m) == [("m1", "exit", 2)]
    assert events(MovePath.through((11, 1), [(13, 1)]), m) == []


def test_a_path_that_clips_a_corner() -> None:
    m = mines("m1", square(10, 10, 14, 12))
    path = MovePath.through((9, 11.5), [(11.5, 9)])  # cuts across the north-west corner
    got = events(path, m)
    assert [e[1] for e in got] == ["enter", "exit"]
    assert got[0][2] == pytest.approx(math.sqrt(2), abs=1e-6) and got[1][2] == pytest.approx(
        math.sqrt(2) * 1.5, abs=1e-6
    )


def test_a_touch_at_a_corner_is_no_crossing() -> None:
    m = mines("m1", square(10, 10, 14, 12))
    assert events(MovePath.through((8, 12), [(12, 8)]), m) == []


def test_a_path_crossing_two_sections() -> None:
    a, b = mines("a", square(10, 0, 14, 2)), mines("b", square(14, 0, 18, 2))
    assert events(MovePath.through((0, 1), [(20, 1)]), a, b) == [
        ("a", "enter", 10),
        ("a", "exit", 14),
        ("b", "enter", 14),
        ("b", "exit", 18),
    ]


def test_a_path_that_comes_back_enters_again() -> None:
    m = mines("m1", square(10, 0, 14, 2))
    got = events(MovePath.through((0, 1), [(12, 1), (12, 5), (20, 5), (20, 1), (13, 1), (13, 5)]), m)
    assert [e[1] for e in got] == ["enter", "exit", "enter", "exit"]


@pytest.mark.parametrize("rotation", [0, 30, 90, 135])
def test_a_section_is_100_by_50_yards_at_scale(rotation: float) -> None:
    points = section_polygon((36, 24), rotation, 50.0)
    piece = mines("m", [list(p) for p in points])
    long_side, short_side = section_size_yards(piece, 50.0)
    assert (long_side, short_side) == (pytest.approx(100), pytest.approx(50))
    if rotation == 0:
        xs = [p[0] for p in points]
        assert max(xs) - min(xs) == pytest.approx(2)  # the long side runs east-west


def test_a_section_at_1_100_and_in_cm() -> None:
    pts = section_polygon((10, 10), 0, 100.0)
    assert max(p[0] for p in pts) - min(p[0] for p in pts) == pytest.approx(1)
    pts = section_polygon((10, 10), 90, 50 / 2.54)
    assert max(p[1] for p in pts) - min(p[1] for p in pts) == pytest.approx(5.08)


# -- 3.5 the target square; the ground under a unit; the nearest unit --------------------------------------------


def test_the_target_square_is_100_yards(catalogue: Catalogue, tables: RuleTables) -> None:
    sq = target_square((10, 10), 50.0)
    assert sq.bounds == (9, 9, 11, 11)
    b = battle(
        units=[
            {"id": "in", "side": "allies", "type": "R", "at": [10.5, 10.5]},
            {"id": "edge", "side": "allies", "type": "R", "at": [11.2, 10]},
            {"id": "out", "side": "allies", "type": "R", "at": [12, 10]},
        ]
    )
    area = target_area(BattleGeometry(b, catalogue, tables), (10, 10))
    assert area.units == ("in", "edge")  # a counter partly in the square is in it
    assert area.side_yards == 100 and area.side == 2


def test_kinds_at_and_nearest(catalogue: Catalogue, tables: RuleTables) -> None:
    b = battle(
        [{"id": "w", "kind": "woods", "polygon": square(0, 0, 10, 10)}, ROAD],
        [
            {"id": "a", "side": "axis", "type": "R", "at": [5, 5]},
            {"id": "t1", "side": "allies", "type": "t34_76_43", "at": [20, 5]},
            {"id": "t2", "side": "allies", "type": "t34_76_43", "at": [9, 5]},
        ],
    )
    geo = BattleGeometry(b, catalogue, tables)
    assert kinds_at(geo, (5, 5)) == (TerrainKind.WOODS,)
    assert kinds_at(geo, (30, 10)) == (TerrainKind.ROAD,)
    found = nearest_unit(geo, "a", lambda u: u.side == "allies")
    assert found is not None and found[0] == "t2"
