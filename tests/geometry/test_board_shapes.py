"""What the board asks of shapes (geometry/board_shapes.py): areas as rings, corners, bounds, where a word goes, the
ground round a target, and which corner or edge of a piece the mouse is on."""

from __future__ import annotations

import math

import pytest
from shapely.geometry import GeometryCollection, LineString, MultiPolygon, Point, Polygon, box

from morefire_gui.geometry.board_shapes import (
    area_rings,
    disc,
    disc_less,
    edge_near,
    label_point,
    line_midpoint,
    outline_corners,
    shape_bounds,
    vertex_near,
)

SQUARE = [(0.0, 0.0), (4.0, 0.0), (4.0, 4.0), (0.0, 4.0)]


# -- areas as rings -------------------------------------------------------------------------------------------------
def test_a_polygon_with_a_hole_is_its_outside_then_its_hole_each_closed() -> None:
    hole = [(1.0, 1.0), (2.0, 1.0), (2.0, 2.0), (1.0, 2.0)]
    rings = area_rings(Polygon(SQUARE, [hole]))
    assert rings == (
        ((0.0, 0.0), (4.0, 0.0), (4.0, 4.0), (0.0, 4.0), (0.0, 0.0)),
        ((1.0, 1.0), (2.0, 1.0), (2.0, 2.0), (1.0, 2.0), (1.0, 1.0)),
    )


def test_each_polygon_of_a_collection_gives_its_rings_and_lines_and_points_give_none() -> None:
    two = MultiPolygon([box(0, 0, 1, 1), box(5, 5, 6, 7)])
    assert [len(r) for r in area_rings(two)] == [5, 5]
    assert {p for ring in area_rings(two) for p in ring} == {
        (1.0, 0.0), (1.0, 1.0), (0.0, 1.0), (0.0, 0.0), (6.0, 5.0), (6.0, 7.0), (5.0, 7.0), (5.0, 5.0),
    }  # fmt: skip
    mixed = GeometryCollection([LineString([(0, 0), (3, 0)]), Point(9, 9), box(2, 2, 3, 3)])
    assert len(area_rings(mixed)) == 1
    assert area_rings(Polygon()) == ()
    assert area_rings(LineString([(0, 0), (1, 1)])) == ()


def test_the_ground_behind_the_rear_cut_from_the_disc_leaves_the_rest_of_the_circle() -> None:
    behind = box(-20, 0, 20, 20)  # the southern half, as seen from the rear
    rest = disc_less((0.0, 0.0), 10.0, behind)
    assert rest.area == pytest.approx(math.pi * 100 / 2, rel=1e-3)
    assert shape_bounds(rest) == pytest.approx((-10.0, -10.0, 10.0, 0.0))
    assert not rest.intersects(Point(0, 5))
    assert rest.contains(Point(0, -5))


def test_a_disc_is_the_circle_drawn_smoothly() -> None:
    d = disc((3.0, 4.0), 2.0)
    assert d.area == pytest.approx(math.pi * 4, rel=1e-3)
    assert len(area_rings(d)[0]) == 4 * 64 + 1  # 64 segments a quarter, closed
    assert shape_bounds(d) == pytest.approx((1.0, 2.0, 5.0, 6.0))


# -- corners, bounds and where a word goes --------------------------------------------------------------------------
def test_a_footprint_gives_its_corners_in_order_without_the_closing_one() -> None:
    assert outline_corners(Polygon([(1, 1), (3, 1), (3, 2), (1, 2)])) == (
        (1.0, 1.0),
        (3.0, 1.0),
        (3.0, 2.0),
        (1.0, 2.0),
    )
    with pytest.raises(TypeError):
        outline_corners(LineString([(0, 0), (1, 0)]))


def test_an_empty_shape_has_no_bounds() -> None:
    assert shape_bounds(Polygon()) is None
    assert shape_bounds(box(2, 3, 7, 5)) == (2.0, 3.0, 7.0, 5.0)


def test_the_middle_of_a_line_is_halfway_along_it_not_between_its_ends() -> None:
    # 10 east then 2 south: 12 long, so its middle is 6 along the first leg; its ends' middle would be (5, 1).
    assert line_midpoint([(0.0, 0.0), (10.0, 0.0), (10.0, 2.0)]) == pytest.approx((6.0, 0.0))
    assert line_midpoint([(0.0, 0.0), (0.0, 8.0)]) == pytest.approx((0.0, 4.0))


def test_a_word_on_a_crescent_stays_on_it_where_the_centre_would_not() -> None:
    # A U: its centroid (about the middle of the gap) is off the polygon.
    u = [(0.0, 0.0), (6.0, 0.0), (6.0, 6.0), (4.0, 6.0), (4.0, 2.0), (2.0, 2.0), (2.0, 6.0), (0.0, 6.0)]
    assert not Polygon(u).contains(Polygon(u).centroid)
    assert Polygon(u).contains(Point(label_point(u)))
    assert Polygon(SQUARE).contains(Point(label_point(SQUARE)))


# -- picking a corner or an edge ------------------------------------------------------------------------------------
def test_the_nearest_corner_within_reach_is_picked() -> None:
    assert vertex_near(SQUARE, (3.8, 0.3), 0.5) == 1
    assert vertex_near(SQUARE, (2.0, 2.0), 0.5) is None  # the middle: every corner is 2.8 away
    assert vertex_near(SQUARE, (0.2, 0.0), 0.5) == 0
    # Two corners within reach: the nearer.
    assert vertex_near([(0.0, 0.0), (1.0, 0.0)], (0.6, 0.0), 1.0) == 1
    assert vertex_near([], (0.0, 0.0), 1.0) is None


def test_an_edge_is_picked_by_its_distance_from_the_segment_not_its_line() -> None:
    # Edge 0 runs (0,0)-(4,0); (2, 0.3) is 0.3 from it.
    assert edge_near(SQUARE, (2.0, 0.3), 0.5, closed=True) == 0
    assert edge_near(SQUARE, (4.3, 2.0), 0.5, closed=True) == 1
    # Beyond the end of edge 0 along its line: 1 away from the segment, though on its line.
    assert edge_near([(0.0, 0.0), (4.0, 0.0)], (5.0, 0.0), 0.5, closed=False) is None
    assert edge_near(SQUARE, (2.0, 2.0), 0.5, closed=True) is None


def test_only_an_outline_closes_back_to_its_first_point() -> None:
    west = (-0.2, 2.0)  # 0.2 from the edge (0,4)-(0,0), which only the outline has
    assert edge_near(SQUARE, west, 0.5, closed=True) == 3
    assert edge_near(SQUARE, west, 0.5, closed=False) is None
    assert edge_near([(0.0, 0.0)], (0.0, 0.0), 1.0, closed=False) is None


def test_the_first_edge_within_reach_is_picked() -> None:
    # Near the corner (4, 0) both edge 0 and edge 1 are within reach: the first in the outline's order.
    assert edge_near(SQUARE, (3.9, 0.2), 0.5, closed=True) == 0
