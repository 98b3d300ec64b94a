"""A terrain polygon is refused when it crosses itself or has no area, as shapely decides; a plainly convex outline
is accepted without asking shapely (model/battle.py), and that shortcut never accepts what shapely refuses."""

from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st
from shapely.geometry import Polygon

from morefire_gui.geometry.shapes import plainly_convex

coordinate = st.one_of(
    st.integers(0, 12).map(float), st.floats(0, 12, allow_nan=False), st.integers(0, 24).map(lambda v: v / 2)
)


@st.composite
def outlines(draw: st.DrawFn) -> tuple[tuple[float, float], ...]:
    """Any points (often crossing or on a line), or corners round a centre in order (convex), either way round."""
    n = draw(st.integers(3, 8))
    if draw(st.booleans()):
        return tuple((draw(coordinate), draw(coordinate)) for _ in range(n))
    cx, cy, r = draw(coordinate), draw(coordinate), draw(st.floats(1e-3, 20))
    angles = sorted(draw(st.lists(st.floats(0, 2 * math.pi), min_size=n, max_size=n)))
    if draw(st.booleans()):
        angles.reverse()
    points = tuple((cx + r * math.cos(a), cy + r * math.sin(a)) for a in angles)
    return tuple((round(x, 1), round(y, 1)) for x, y in points) if draw(st.booleans()) else points


@settings(max_examples=3000, deadline=None)
@given(outlines())
def test_a_plainly_convex_outline_is_one_shapely_accepts(points: tuple[tuple[float, float], ...]) -> None:
    if plainly_convex(points):
        polygon = Polygon(points)
        assert polygon.is_valid and polygon.convex_hull.area > 0


def test_outlines_that_are_not_plainly_convex_are_left_to_shapely() -> None:
    star = tuple((5 + 4 * math.cos(4 * math.pi * i / 5), 5 + 4 * math.sin(4 * math.pi * i / 5)) for i in range(5))
    assert not plainly_convex(star)  # turns one way at every corner, but goes round twice
    assert not plainly_convex(((0, 0), (2, 0), (2, 2), (1, 1), (0, 2)))  # concave
    assert not plainly_convex(((0, 0), (1, 0), (2, 0)))  # on one line
    assert not plainly_convex(((0, 0), (2, 0), (2, 0), (2, 2)))  # a corner given twice
    assert plainly_convex(((0, 0), (2, 0), (2, 1), (0, 1))) and plainly_convex(((0, 0), (0, 1), (2, 1), (2, 0)))


def test_a_refused_polygon_is_worded_from_its_parts_as_its_english_reads() -> None:
    """geometry/shapes.py gives why in parts; the model words them translatably, reading as the English always did."""
    import pytest

    from morefire_gui.geometry.shapes import PolygonProblem, check_simple_polygon
    from morefire_gui.model.outline import check_polygon

    with pytest.raises(PolygonProblem) as crossing:
        check_simple_polygon([(20, 2), (26, 6), (26, 2), (20, 6)])
    problem = crossing.value
    assert (problem.kind, problem.how, problem.near) == (PolygonProblem.CROSSES, "self-intersection", (23, 4))
    assert str(problem) == "the polygon crosses itself (self-intersection near 23, 4)"
    for points, english in [
        ([(20, 2), (26, 6), (26, 2), (20, 6)], "the polygon crosses itself (self-intersection near 23, 4)"),
        ([(0, 0), (1, 1), (2, 2)], "the polygon has no area (its points lie on one line)"),
        ([(0, 0), (1, 1)], "a polygon needs at least 3 points (it has 2)"),
    ]:
        with pytest.raises(ValueError) as refused:
            check_polygon(points)
        message = refused.value.args[0]
        assert message == english and message.context == "Rules"
