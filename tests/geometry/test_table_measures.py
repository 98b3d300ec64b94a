"""Measures of the table: how far points lie past its edge (geometry/shapes.py), and whether a part of the table to
draw or print lies within it (geometry/print_layout.py)."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from morefire_gui.errors import UsageError
from morefire_gui.geometry.print_layout import TableArea, check_on_table
from morefire_gui.geometry.shapes import farthest_past_edge
from morefire_gui.model.battle import TableSpec

DEMO = TableSpec(width=72, depth=48)


# -- how far past the edge ------------------------------------------------------------------------------------------
def test_a_point_past_one_edge_is_measured_straight_to_that_edge() -> None:
    assert farthest_past_edge([(-3.0, 10.0)], 72, 48) == ((-3.0, 10.0), 3.0)
    assert farthest_past_edge([(10.0, 50.5)], 72, 48) == ((10.0, 50.5), 2.5)


def test_a_point_past_a_corner_is_measured_to_the_corner() -> None:
    (at, reach) = farthest_past_edge([(75.0, 52.0)], 72, 48)
    assert at == (75.0, 52.0) and reach == pytest.approx(5.0)


def test_of_several_points_the_farthest_off_is_chosen_and_the_first_of_two_as_far() -> None:
    points = [(1.0, 1.0), (-2.0, 5.0), (74.0, 5.0), (5.0, -4.0), (5.0, 52.0)]
    assert farthest_past_edge(points, 72, 48) == ((5.0, -4.0), 4.0)


def test_points_on_the_table_edges_included_are_no_way_past_it() -> None:
    assert farthest_past_edge([(0.0, 0.0), (72.0, 48.0), (30.0, 20.0)], 72, 48) == ((0.0, 0.0), 0.0)


def test_no_points_is_no_measure() -> None:
    with pytest.raises(ValueError):
        farthest_past_edge([], 72, 48)


coordinate = st.floats(min_value=-200, max_value=300, allow_nan=False)


@given(st.lists(st.tuples(coordinate, coordinate), min_size=1, max_size=8))
def test_the_reach_is_the_straight_distance_to_the_table(points: list[tuple[float, float]]) -> None:
    def past(x: float, y: float) -> float:
        return math.hypot(max(-x, 0.0, x - 72), max(-y, 0.0, y - 48))

    at, reach = farthest_past_edge(points, 72, 48)
    assert at in points
    assert reach == pytest.approx(past(*at), abs=1e-9)
    assert reach == pytest.approx(max(past(x, y) for x, y in points), abs=1e-9)


# -- a part of the table to draw -------------------------------------------------------------------------------------
@pytest.mark.parametrize("area", [TableArea(0, 0, 72, 48), TableArea(10, 10, 20, 20), TableArea(0, 40, 72, 48 + 1e-10)])
def test_an_area_within_the_table_its_edges_included_is_kept(area: TableArea) -> None:
    assert check_on_table(area, DEMO) is area


@pytest.mark.parametrize(
    "area", [TableArea(0, 0, 100, 24), TableArea(-1, 0, 10, 10), TableArea(0, -0.5, 10, 10), TableArea(60, 40, 72, 49)]
)
def test_an_area_past_an_edge_is_refused_by_its_corners_and_the_tables_extent(area: TableArea) -> None:
    with pytest.raises(UsageError) as refused:
        check_on_table(area, DEMO)
    assert str(refused.value) == (
        f"the area {area.x0:g},{area.y0:g},{area.x1:g},{area.y1:g}: the part of the table to draw must lie within the "
        "table, 0,0 to 72,48 in"
    )


def test_an_area_typed_as_a_flag_is_named_as_typed() -> None:
    with pytest.raises(
        UsageError, match=r"^--area 0,0,100,24: the part of the table to draw must lie within the table"
    ):
        check_on_table(TableArea(0, 0, 100, 24), DEMO, "--area 0,0,100,24")
