"""Laying new counters out in a deployment zone: the zone (or the quarter of the table at the side's edge), rows from
the rear, every counter inside the zone and apart from the others and from those already on the table, facing the
enemy; those there is no room for are named, none is put half outside."""

from __future__ import annotations

import itertools

import pytest
from shapely.geometry import Polygon, box

from morefire_gui.geometry.force_placement import FACING_FROM_EDGE, CounterSize, deployment_area, lay_out_rows
from morefire_gui.geometry.shapes import oriented_rectangle
from morefire_gui.model.battle import TableSpec
from morefire_gui.model.scenario import DeploymentZone
from morefire_gui.model.terms import Edge

TABLE = TableSpec(width=72, depth=48, unit="in")


def footprint(at: tuple[float, float], facing: float, size: CounterSize) -> Polygon:
    """The counter's box on the table, as the battle's geometry draws a unit: ``length`` along its facing."""
    return oriented_rectangle(at, size.length, size.width, facing)


def counters(n: int, length: float = 0.8, width: float = 0.4) -> list[CounterSize]:
    return [CounterSize(f"c{i}", length, width) for i in range(n)]


@pytest.mark.parametrize(
    "edge, facing", [(Edge.NORTH, 180.0), (Edge.SOUTH, 0.0), (Edge.EAST, 270.0), (Edge.WEST, 90.0)]
)
def test_counters_face_away_from_their_own_edge(edge: Edge, facing: float) -> None:
    assert FACING_FROM_EDGE[edge] == facing


# -- the area ---------------------------------------------------------------------------------------------------------
def test_the_sides_zones_clipped_to_the_table() -> None:
    zones = [
        DeploymentZone(side="axis", polygon=((-5, -5), (20, -5), (20, 10), (-5, 10)), name="Ridge"),
        DeploymentZone(side="axis", polygon=((50, 0), (60, 0), (60, 5), (50, 5))),
        DeploymentZone(side="allies", polygon=((0, 40), (72, 40), (72, 48), (0, 48))),
    ]
    area = deployment_area(TABLE, "axis", Edge.NORTH, zones)
    assert area.shape.area == pytest.approx(20 * 10 + 10 * 5)
    assert area.described == "its deployment zone (Ridge, zone 2)"


@pytest.mark.parametrize(
    "edge, bounds",
    [
        (Edge.NORTH, (0, 0, 72, 12)),
        (Edge.SOUTH, (0, 36, 72, 48)),
        (Edge.WEST, (0, 0, 18, 48)),
        (Edge.EAST, (54, 0, 72, 48)),
    ],
)
def test_a_side_without_a_zone_has_the_quarter_of_the_table_at_its_edge(edge: Edge, bounds: tuple[float, ...]) -> None:
    area = deployment_area(TABLE, "axis", edge, [])
    assert area.shape.bounds == pytest.approx(bounds)
    assert area.described == f"the quarter of the table at its {edge.value} edge (it has no deployment zone)"


# -- the rows -----------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("facing", [0.0, 90.0, 180.0, 270.0, 45.0])
def test_every_counter_inside_apart_and_facing(facing: float) -> None:
    zone = box(10, 10, 30, 20)
    sizes = counters(60)
    layout = lay_out_rows(zone, sizes, facing, 0.25)
    assert layout.no_room == ()
    assert [c.key for c in layout.laid] == [s.key for s in sizes]  # in the order bought
    shapes = [footprint(c.at, c.facing, s) for c, s in zip(layout.laid, sizes)]
    assert all(c.facing == facing % 360 for c in layout.laid)
    assert all(zone.buffer(1e-6).contains(s) for s in shapes)
    assert all(a.distance(b) >= 0.25 - 1e-6 for i, a in enumerate(shapes) for b in shapes[i + 1 :])
    assert layout.rows >= 2


def test_the_first_row_is_at_the_rear_of_the_zone() -> None:
    # Facing south (180) from the north edge: the rear is the north side of the zone, small y.
    layout = lay_out_rows(box(0, 0, 72, 12), counters(3), 180.0, 0.25)
    assert layout.rows == 1
    assert all(c.row == 0 and c.at[1] < 2 for c in layout.laid)
    xs = sorted(c.at[0] for c in layout.laid)
    assert (xs[0] + xs[-1]) / 2 == pytest.approx(36, abs=0.5)  # the row centred across the zone


def test_counters_already_on_the_table_are_kept_clear_of() -> None:
    zone = box(0, 0, 10, 3)
    occupied = [box(0, 0, 10, 1.5)]  # the rear half of the zone is taken
    sizes = counters(4)
    layout = lay_out_rows(zone, sizes, 0.0, 0.25, occupied)
    assert layout.no_room == ()
    for c, s in zip(layout.laid, sizes):
        assert footprint(c.at, c.facing, s).distance(occupied[0]) >= 0.25 - 1e-6


def test_those_there_is_no_room_for_are_named() -> None:
    layout = lay_out_rows(box(0, 0, 3, 2), counters(10), 0.0, 0.25)
    assert 0 < len(layout.laid) < 10
    assert layout.no_room == tuple(f"c{i}" for i in range(len(layout.laid), 10))
    everything_taken = lay_out_rows(box(0, 0, 3, 2), counters(2), 0.0, 0.25, [box(0, 0, 3, 2)])
    assert everything_taken.laid == () and everything_taken.no_room == ("c0", "c1")


def test_an_odd_shaped_zone() -> None:
    zone = Polygon([(0, 0), (20, 0), (20, 4), (6, 4), (6, 12), (0, 12)])  # an L
    sizes = counters(40)
    layout = lay_out_rows(zone, sizes, 90.0, 0.25)
    shapes = [footprint(c.at, c.facing, s) for c, s in zip(layout.laid, sizes)]
    assert all(zone.buffer(1e-6).contains(s) for s in shapes)
    assert not any(a.intersects(b) for i, a in enumerate(shapes) for b in shapes[i + 1 :])
    assert len(layout.laid) + len(layout.no_room) == 40


def test_the_gap_must_be_above_zero() -> None:
    with pytest.raises(ValueError, match="above 0"):
        lay_out_rows(box(0, 0, 10, 10), counters(1), 0.0, 0)


def test_in_formation_vehicles_stand_in_a_line_and_infantry_in_groups() -> None:
    from morefire_gui.geometry.force_placement import GROUP, INFANTRY

    tanks = [CounterSize(f"t{i}", 1.4, 0.7, "vehicle") for i in range(4)]
    squads = [CounterSize(f"s{i}", 0.5, 0.5, INFANTRY) for i in range(6)]
    layout = lay_out_rows(box(0, 0, 72, 12), [*tanks, *squads], 180.0, 0.25, pitch=2.25)
    assert not layout.no_room and layout.rows == 1
    at = {c.key: c.at for c in layout.laid}
    xs = sorted(at[t.key][0] for t in tanks)
    assert all(b - a >= 2.25 - 1e-6 for a, b in itertools.pairwise(xs))  # a line, spaced by the pitch
    sx = [at[s.key][0] for s in squads]  # facing south, the row runs from east to west
    steps = [abs(b - a) for a, b in itertools.pairwise(sx)]
    inside, between = steps[: GROUP - 1], steps[GROUP - 1]
    assert all(abs(s - 2.25) < 1e-6 for s in inside) and between > max(inside) + 1  # groups of three
    assert min(abs(at[t.key][0] - x) for t in tanks for x in sx) > 2.25 + 1  # a pitch more between the kinds
    shapes = [footprint(c.at, c.facing, next(s for s in [*tanks, *squads] if s.key == c.key)) for c in layout.laid]
    assert not any(a.intersects(b) for i, a in enumerate(shapes) for b in shapes[i + 1 :])


def test_a_zone_too_small_for_the_formation_takes_them_closer() -> None:
    from morefire_gui.geometry.force_placement import DeploymentArea, deployment_ground, lay_out_on_ground

    zone = box(0, 0, 12, 3)
    ground = deployment_ground(DeploymentArea("axis", zone, "its zone"), [])
    layout = lay_out_on_ground(ground, counters(12), 180.0, 0.25, pitch=2.25)
    assert not layout.no_room and len(layout.laid) == 12  # 12 at a 2.25 pitch need two rows the zone has not
    spaced = lay_out_rows(zone, counters(12), 180.0, 0.25, pitch=2.25)
    assert spaced.no_room


def _piece(ident: str, kind: str, polygon: list[tuple[float, float]]):  # type: ignore[no-untyped-def]
    from morefire_gui.model.battle import TerrainPiece

    return TerrainPiece.model_validate({"id": ident, "kind": kind, "polygon": [list(p) for p in polygon]})


def test_a_zone_is_drawn_and_laid_where_the_land_is() -> None:
    """The sea and a lake in a zone are left out of it: the zone the board draws is its land."""
    from morefire_gui.geometry.force_placement import zone_land

    zone = box(0, 36, 72, 48)
    sea = _piece("wt1", "water", [(0, 42), (72, 42), (72, 48), (0, 48)])
    lake = _piece("wt2", "water", [(30, 37), (36, 37), (36, 40), (30, 40)])
    land = zone_land(zone, [sea, lake])
    assert land.area == pytest.approx(72 * 6 - 18)
    assert land.intersection(Polygon(sea.polygon)).area == 0 and land.intersection(Polygon(lake.polygon)).area == 0


def test_a_landing_sides_zone_that_is_water_is_the_shore_beyond_it() -> None:
    """A RAID battle whose attacker's zone is the landing river alone: its land is the shore beyond the river, as
    deep as the zone, and that is where its counters go (and where the board draws the zone)."""
    from morefire_gui.geometry.force_placement import DeploymentArea, deployment_ground, lay_out_on_ground, zone_land

    zone = box(0, 46, 72, 48)
    river = _piece("rv1", "river", [(0, 45), (72, 45), (72, 48), (0, 48)])
    land = zone_land(zone, [river], TABLE, Edge.SOUTH, landing=True)
    assert land.bounds == pytest.approx((0, 43, 72, 45))  # 2 inches of shore beyond the river
    assert zone_land(zone, [river], TABLE, Edge.SOUTH, landing=False).area == 0  # not a landing side: no land
    ground = deployment_ground(DeploymentArea("axis", zone, "its zone", (zone,)), [river], True, TABLE, Edge.SOUTH)
    layout = lay_out_on_ground(ground, counters(10), 0.0, 0.25, pitch=3.0)
    assert not layout.no_room
    sizes = {c.key: c for c in counters(10)}
    assert all(land.contains(footprint(c.at, c.facing, sizes[c.key])) for c in layout.laid)


def test_a_landing_sides_waves_stand_one_behind_the_other_in_formation() -> None:
    from morefire_gui.geometry.force_placement import INFANTRY, DeploymentArea, deployment_ground, lay_out_on_ground

    zone = box(0, 30, 72, 48)
    sea = _piece("wt1", "water", [(0, 44), (72, 44), (72, 48), (0, 48)])
    beach = _piece("bc1", "beach", [(0, 41), (72, 41), (72, 44), (0, 44)])
    ground = deployment_ground(
        DeploymentArea("allies", zone, "its zone", (zone,)), [sea, beach], True, TABLE, Edge.SOUTH
    )
    waves = [CounterSize(f"w{w}c{i}", 0.5, 0.5, INFANTRY, w) for w in (1, 2, 3) for i in range(6)]
    layout = lay_out_on_ground(ground, waves, 0.0, 0.25, pitch=3.0)
    assert not layout.no_room and layout.waves_apart and layout.pitch == 3.0
    y = {c.key: c.at[1] for c in layout.laid}
    for first, then in ((1, 2), (2, 3)):  # facing north: a later wave stands further north (less y)
        assert min(y[k] for k in y if k.startswith(f"w{first}")) > max(y[k] for k in y if k.startswith(f"w{then}"))
    assert layout.landed >= 6  # the first wave (at least) on the beach, at the water's edge
    assert all(41 < y[f"w1c{i}"] < 44 for i in range(6))
