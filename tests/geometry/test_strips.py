"""The strip a line with a width covers: the same ground as shapely's buffer, built in a time that grows with the
points even for a dense line that turns back on itself (where a single buffer takes minutes)."""

from __future__ import annotations

import math

import pytest
from shapely.geometry import LineString, box

from morefire_gui.geometry.shapes import strip


@pytest.mark.parametrize("round_ends", [False, True])
def test_a_short_line_is_the_buffer_itself(round_ends: bool) -> None:
    line = LineString([(0, 0), (10, 0), (12, 5), (20, 5)])
    expected = line.buffer(0.25, cap_style="round" if round_ends else "flat")
    assert strip(line, 0.25, round_ends).equals(expected)


@pytest.mark.parametrize("amplitude", [0.05, 1.0])
@pytest.mark.parametrize("round_ends", [False, True])
def test_a_dense_zigzag_covers_what_its_buffer_covers(amplitude: float, round_ends: bool) -> None:
    """Built segment by segment: the same ground as the single buffer, to within the error of drawing a round join
    with straight segments (a sixteenth of a turn each: 2 % of the half width). At its two ends, where the zigzag
    starts and stops, the single buffer trims the first and last segment's rectangle as it nodes its curve; the
    strip keeps them whole: compared away from the ends."""
    n = 600
    line = LineString([(72 * k / (n - 1), 24 + (k % 2) * amplitude) for k in range(n)])
    expected = line.buffer(0.25, cap_style="round" if round_ends else "flat")
    got = strip(line, 0.25, round_ends)
    middle = box(1, 0, 71, 48)
    assert got.intersection(middle).hausdorff_distance(expected.intersection(middle)) < 0.02 * 0.25
    assert abs(got.area - expected.area) < 0.01 * expected.area
    assert got.is_valid and got.geom_type == "Polygon"


def test_a_smooth_line_of_many_points_keeps_its_shape() -> None:
    """A digitised river, thousands of points: simplified by a fiftieth of the half width before the buffer."""
    n = 3000
    line = LineString([(72 * k / (n - 1), 24 + 5 * math.sin(72 * k / (n - 1) / 5)) for k in range(n)])
    expected = line.buffer(0.25, cap_style="flat")
    got = strip(line, 0.25)
    assert got.symmetric_difference(expected).area < 0.01 * expected.area
    middle = box(1, 0, 71, 48)  # the flat ends turn with the first and last segment, which simplifying may change
    assert expected.buffer(0.25 / 50 + 1e-9).contains(got.intersection(middle))


def test_the_same_line_is_built_once(monkeypatch: pytest.MonkeyPatch) -> None:
    line = LineString([(k * 0.01, (k % 2) * 0.1) for k in range(1000)])
    first = strip(line, 0.3)
    assert strip(LineString(line.coords), 0.3) is first


@pytest.mark.parametrize("half_width", [0.25, 2.5])
def test_points_close_together_are_taken_as_their_hull_within_a_fiftieth_of_the_half_width(half_width: float) -> None:
    """A zigzag 0.08 in high every 0.0035 in (a road drawn with a shaking hand, or a hostile file): a run of points
    within 0.4 half widths of one another is buffered as its hull, which covers all their discs and reaches at most
    a fiftieth of the half width beyond them, in a tenth of the time."""
    import numpy as np
    import shapely

    n = 3000
    points = [(1 + k * 0.0035, 23.96 if k % 2 == 0 else 24.04) for k in range(n)]
    line = LineString(points)
    coords = np.array(points)
    exact = shapely.union_all(
        [
            *shapely.buffer(
                shapely.linestrings(np.stack([coords[:-1], coords[1:]], axis=1)), half_width, cap_style="flat"
            ),
            *shapely.buffer(shapely.points(coords[1:-1]), half_width),
        ]
    )
    got = strip(line, half_width)
    # Both draw their arcs with straight segments, a sixteenth of a turn each (2 % of the half width).
    assert got.buffer(0.02 * half_width).contains(exact)
    assert exact.buffer((0.02 + 1 / 50) * half_width).contains(got)
    assert got.area >= exact.area * 0.999
    assert got.is_valid and got.geom_type == "Polygon"


def test_a_zigzag_of_twenty_thousand_points_is_built_in_a_moment() -> None:
    """The most points a battle's lines may have, at a road's width: built segment by segment and united as one
    union of them all it took 2-3 s (and minutes as one buffer)."""
    import time

    line = LineString([(1 + k * 0.0035, 23.96 if k % 2 == 0 else 24.04) for k in range(20_000)])
    start = time.process_time()
    got = strip(line, 0.3)
    assert time.process_time() - start < 1.5
    _, top, _, bottom = got.bounds
    assert (top, bottom) == pytest.approx((23.96 - 0.3, 24.04 + 0.3), abs=0.01)
