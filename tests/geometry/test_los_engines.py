"""The fast line-of-sight engine (line_of_sight: crossings with the pieces' edges, geometry/los_index.py) gives
the answers of the reference engine (reference_line_of_sight: every touched piece cut with the line by shapely),
on random layouts of every blocking kind, in basic and advanced line of sight, including the degenerate lines
the fast engine hands to shapely: through a vertex, along an edge, ending on an outline."""

from __future__ import annotations

import math
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import shapely
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st
from shapely.geometry import Polygon

import morefire_gui.geometry.los as los_module
import morefire_gui.geometry.los.check as check_module
import morefire_gui.geometry.los.deep_end as deep_end_module
import morefire_gui.geometry.los.exact as exact_module
import morefire_gui.geometry.los.results as results_module
import morefire_gui.geometry.los_index.crossings as crossings_module
import morefire_gui.geometry.los_index.points as points_module
from morefire_gui.geometry.los import (
    LosResult,
    TerrainIndex,
    line_of_sight,
    reference_line_of_sight,
    settled_clear,
    settled_first_block,
)
from morefire_gui.geometry.los.check import sight
from morefire_gui.geometry.los.results import Sight
from morefire_gui.geometry.los_index import EdgeGrid
from morefire_gui.geometry.shapes import XY
from morefire_gui.model.battle import LosSettings, TerrainPiece
from morefire_gui.model.terms import TerrainKind

AREA = ["hill", "woods", "rough", "building", "village", "crops", "jungle"]
SCALES = [7.0, 25.0, 50.0, 100.0, 10 / 0.9144, 50 / 2.54]


def assert_same(fast: LosResult, ref: LosResult) -> None:
    """Same answer: clear, range, the blockers in the same order (first block within 1e-9), the same pieces let
    through, by the same readings (their sentences alike but for the figures, which may round differently at a
    half yard)."""
    assert fast.clear == ref.clear
    assert fast.range_table == ref.range_table and fast.range_yards == ref.range_yards
    assert fast.blocker_ids == ref.blocker_ids
    assert [b.piece for b in fast.blockers] == ref.blocker_ids
    assert [b.kind for b in fast.blockers] == [b.kind for b in ref.blockers]
    for f, r in zip(fast.blockers, ref.blockers):
        assert f.distance == pytest.approx(r.distance, abs=1e-9)
        assert f.at == pytest.approx(r.at, abs=1e-9)
    if ref.first_block is None:
        assert fast.first_block is None
    else:
        assert fast.first_block == pytest.approx(ref.first_block, abs=1e-9)
    assert fast.ignored_ids == ref.ignored_ids
    words = lambda r: [re.sub(r"[-\d.]+", "#", x.reason) for x in (*r.blockers, *r.ignored)]  # noqa: E731
    assert words(fast) == words(ref)
    assert (fast.advanced, fast.eye_start, fast.eye_end) == (ref.advanced, ref.eye_start, ref.eye_end)


def assert_same_but_for_ties(fast: LosResult, ref: LosResult) -> None:
    """:func:`assert_same`, but for the order of pieces entered at one point (two pieces sharing the side the line
    crosses): either may be named first."""
    assert fast.clear == ref.clear
    assert fast.range_table == ref.range_table and fast.range_yards == ref.range_yards

    def entered(r: LosResult) -> list[tuple[float, str]]:
        return sorted((round(b.distance, 7), b.piece) for b in r.blockers)

    assert [p for _, p in entered(fast)] == [p for _, p in entered(ref)]
    for (f, _), (r, _) in zip(entered(fast), entered(ref)):
        assert f == pytest.approx(r, abs=1e-6)
    if ref.first_block is None:
        assert fast.first_block is None
    else:
        assert fast.first_block == pytest.approx(ref.first_block, abs=1e-9)
    assert sorted(fast.ignored_ids) == sorted(ref.ignored_ids)
    assert (fast.advanced, fast.eye_start, fast.eye_end) == (ref.advanced, ref.eye_start, ref.eye_end)


def both(index: TerrainIndex, a: XY, b: XY, ypu: float, s: LosSettings, advanced: bool | None) -> LosResult:
    fast = line_of_sight(index, a, b, ypu, s, advanced)
    assert_same(fast, reference_line_of_sight(index, a, b, ypu, s, advanced))
    return fast


# -- random layouts -------------------------------------------------------------------------------------------
grid = st.integers(min_value=0, max_value=16).map(lambda v: v / 2)  # a half-inch grid: many exact touches
anywhere = st.floats(min_value=-0.5, max_value=8.5, allow_nan=False)


@st.composite
def outlines(draw: st.DrawFn) -> list[XY]:
    """A simple polygon: a box on the grid, a triangle or quadrilateral of grid points, or a star-shaped (often
    concave) outline round a centre, with grid or arbitrary corners."""
    shape = draw(st.sampled_from(["box", "corners", "star"]))
    if shape == "box":
        x0, y0 = draw(grid), draw(grid)
        w, h = draw(st.integers(1, 6)) / 2, draw(st.integers(1, 6)) / 2
        return [(x0, y0), (x0 + w, y0), (x0 + w, y0 + h), (x0, y0 + h)]
    if shape == "corners":
        points = draw(st.lists(st.tuples(grid, grid), min_size=3, max_size=4, unique=True))
        poly = Polygon(points)
        if not poly.is_valid or poly.area == 0:
            points = [points[0], (points[0][0] + 1, points[0][1]), (points[0][0], points[0][1] + 1)]
        return points
    cx, cy = draw(grid), draw(grid)
    n = draw(st.integers(3, 8))
    on_grid = draw(st.booleans())
    out = []
    for i in range(n):
        r = draw(st.integers(1, 6)) / 2
        a = 2 * math.pi * i / n
        x, y = cx + r * math.cos(a), cy + r * math.sin(a)
        out.append((round(x * 2) / 2, round(y * 2) / 2) if on_grid else (x, y))
    if not Polygon(out).is_valid or Polygon(out).area == 0:
        return [(cx, cy), (cx + 1, cy), (cx + 1, cy + 1), (cx, cy + 1)]
    return out


@st.composite
def pieces(draw: st.DrawFn) -> TerrainPiece:
    kind = draw(st.sampled_from([*AREA, "hedge", "hedge"]))
    kw: dict[str, Any] = {}
    if draw(st.booleans()):
        kw["height"] = float(draw(st.sampled_from([0, 1, 2, 3, 5, 10, 12, 20, 25])))
    if kind == "hedge":
        points = draw(st.lists(st.tuples(grid, grid), min_size=2, max_size=5, unique=True))
        if draw(st.booleans()) and len(points) > 2:
            points.append(points[0])  # a field drawn as one closed hedge
        return TerrainPiece(id="x", kind=kind, line=tuple(points), **kw)
    if kind == "hill":
        kw = {"level": draw(st.integers(1, 3))}
    return TerrainPiece(id="x", kind=kind, polygon=tuple(draw(outlines())), **kw)


@st.composite
def layouts(draw: st.DrawFn) -> list[TerrainPiece]:
    found = draw(st.lists(pieces(), min_size=1, max_size=8))
    return [p.model_copy(update={"id": f"p{i}"}) for i, p in enumerate(found)]


@st.composite
def endpoints(draw: st.DrawFn, layout: Sequence[TerrainPiece]) -> XY:
    """A grid point, an arbitrary point, a piece's vertex, a point on one of its edges, or a point inside it."""
    how = draw(st.sampled_from(["grid", "anywhere", "vertex", "edge", "inside"]))
    if how == "grid":
        return (draw(grid), draw(grid))
    if how == "anywhere":
        return (draw(anywhere), draw(anywhere))
    piece = draw(st.sampled_from(list(layout)))
    points = list(piece.points())
    i = draw(st.integers(0, len(points) - 1))
    if how == "vertex":
        return points[i]
    p, q = points[i], points[(i + 1) % len(points)]
    if how == "edge":
        f = draw(st.sampled_from([0.25, 0.5, 0.75]) | st.floats(0, 1))
        return (p[0] + (q[0] - p[0]) * f, p[1] + (q[1] - p[1]) * f)
    c = shapely.Polygon(points).representative_point() if len(points) > 2 and piece.polygon else shapely.Point(p)
    return (c.x, c.y)


@st.composite
def los_settings(draw: st.DrawFn) -> LosSettings:
    return LosSettings(
        edge_depth_yards=draw(st.sampled_from([0.0, 25.0, 50.0, 100.0])),
        hedge_yards=draw(st.sampled_from([0.0, 25.0, 50.0])),
        jungle_yards=draw(st.sampled_from([25.0, 100.0])),
        eye_yards=draw(st.sampled_from([0.0, 2.0, 5.0])),
    )


ENGINES = settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@ENGINES
@given(layouts(), st.data(), st.sampled_from(SCALES), los_settings(), st.booleans())
def test_the_fast_engine_answers_as_the_reference(
    layout: list[TerrainPiece], data: st.DataObject, ypu: float, s: LosSettings, advanced: bool
) -> None:
    index = TerrainIndex.build(layout, s)
    assert index.fast is not None
    a, b = data.draw(endpoints(layout)), data.draw(endpoints(layout))
    both(index, a, b, ypu, s, advanced)
    both(index, b, a, ypu, s, advanced)


def test_a_touch_beyond_the_end_of_a_short_line_in_a_wood_does_not_block_it_at_the_edge_depth() -> None:
    """A line of 12 yards inside a wood both its ends stand in is clear (the edge depth is 25 yards). A square's edge
    a little beyond its end touches the line's extension: that touch is no farther than the line's end, so the walk
    never takes it for the line still in the wood past the edge depth (it leaves the line to the full check)."""
    square = ((0.0, 0.5), (0.5, 0.5), (0.5, 1.0), (0.0, 1.0))
    wood = ((0.5, 0.0), (-0.2499999999999999, 0.43301270189221935), (-0.2500000000000002, -0.4330127018922192))
    layout = [
        TerrainPiece(id="h", kind=TerrainKind.HILL, polygon=square, level=1),
        TerrainPiece(id="w", kind=TerrainKind.WOODS, polygon=((0.0, 0.5), (1.5, 0.5), (1.5, 1.0), (0.0, 1.0))),
        TerrainPiece(id="t", kind=TerrainKind.WOODS, polygon=wood),
    ]
    s = LosSettings(edge_depth_yards=25.0, hedge_yards=0.0, jungle_yards=25.0, advanced=False, eye_yards=0.0)
    index = TerrainIndex.build(layout, s)
    for p, q in (((0.0, -0.25), (0.0, 0.0)), ((0.0, 0.0), (0.0, -0.25))):
        assert reference_line_of_sight(index, p, q, 50.0, s, False).clear
        walked = settled_first_block(index, p, q, 50.0, s)
        assert walked is None or walked == (True, None), (p, q, walked)


@settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(layouts(), st.data(), st.sampled_from(SCALES), los_settings())
def test_a_verdict_settled_from_the_edges_is_the_references(
    layout: list[TerrainPiece], data: st.DataObject, ypu: float, s: LosSettings
) -> None:
    """settled_clear and settled_first_block (what the API's clear and first_block read first, stopping at the first
    piece that blocks): where they answer, they answer as the reference does, whatever the ends stand in."""
    index = TerrainIndex.build(layout, s)
    a, b = data.draw(endpoints(layout)), data.draw(endpoints(layout))
    for p, q in ((a, b), (b, a)):
        ref = reference_line_of_sight(index, p, q, ypu, s, False)
        verdict = settled_clear(index, p, q, ypu, s)
        if verdict is not None:
            assert verdict == ref.clear
        walked = settled_first_block(index, p, q, ypu, s)
        if walked is not None:
            assert walked[0] == ref.clear
            if ref.first_block is None:
                assert walked[1] is None
            else:
                assert walked[1] == pytest.approx(ref.first_block, abs=1e-9)
                # the full check's own point, to its rounding
                full = line_of_sight(index, p, q, ypu, s, False).first_block
                assert full is not None and walked[1] == pytest.approx(full, rel=1e-12, abs=1e-12)


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    layouts(),
    st.data(),
    st.sampled_from(SCALES),
    los_settings(),
    st.booleans(),
    st.sampled_from([(0, 0), (0, 10**9), (10**9, 10**9)]),
)
def test_both_ways_of_testing_a_lines_edges_answer_alike(
    layout: list[TerrainPiece],
    data: st.DataObject,
    ypu: float,
    s: LosSettings,
    advanced: bool,
    few_many: tuple[int, int],
) -> None:
    """A line's gathered edges are tested one by one in Python when they are few, with numpy when many, and its
    crossings judged one by one when they are few, with numpy when many: each way, the reference's answer."""
    index = TerrainIndex.build(layout, s)
    a, b = data.draw(endpoints(layout)), data.draw(endpoints(layout))
    few, many = few_many
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(crossings_module, "_FEW_SLOTS", few)
        patch.setattr(check_module, "_MANY", many)
        both(index, a, b, ypu, s, advanced)
        both(index, b, a, ypu, s, advanced)


@ENGINES
@given(layouts(), st.data(), st.sampled_from(SCALES), st.booleans())
def test_lines_along_edges_and_through_vertices(
    layout: list[TerrainPiece], data: st.DataObject, ypu: float, advanced: bool
) -> None:
    """The line runs along an edge of a piece (or its extension), or through two of its vertices."""
    piece = data.draw(st.sampled_from(layout))
    points = list(piece.points())
    i = data.draw(st.integers(0, len(points) - 1))
    j = data.draw(st.integers(0, len(points) - 1))
    p, q = points[i], points[(i + 1) % len(points)] if i == j else points[j]
    if p == q:
        q = (q[0] + 1.0, q[1])
    f0, f1 = data.draw(st.sampled_from([-0.5, 0.0, 0.3, 0.5])), data.draw(st.sampled_from([0.7, 1.0, 1.5]))
    a = (p[0] + (q[0] - p[0]) * f0, p[1] + (q[1] - p[1]) * f0)
    b = (p[0] + (q[0] - p[0]) * f1, p[1] + (q[1] - p[1]) * f1)
    s = LosSettings()
    index = TerrainIndex.build(layout, s)
    both(index, a, b, ypu, s, advanced)
    both(index, b, a, ypu, s, advanced)


# -- known degenerate and tied cases -------------------------------------------------------------------------
def box(pid: str, kind: str, x0: float, y0: float, x1: float, y1: float, **kw: Any) -> TerrainPiece:
    if kind == "hill":
        kw.setdefault("level", 1)
    return TerrainPiece(id=pid, kind=kind, polygon=((x0, y0), (x1, y0), (x1, y1), (x0, y1)), **kw)


@pytest.mark.parametrize("advanced", [False, True])
@pytest.mark.parametrize(
    "a,b",
    [
        ((0, 0), (8, 2)),
        ((0, 1), (10, 1)),
        ((0, 2), (10, 2)),
        ((4, 1), (10, 3)),
        ((5, 1.5), (12, 1.5)),
        ((5, 1), (5, 8)),
        ((6, 0), (6, 3)),
    ],
)
def test_corners_edges_and_outlines(a: XY, b: XY, advanced: bool) -> None:
    pieces = [
        box("w", "woods", 4, 1, 6, 2),
        box("b", "building", 6, 1, 7, 2),
        box("h", "hill", 6, 2, 8, 4),
        TerrainPiece(id="e", kind="hedge", line=((5, 0), (5, 4))),
    ]
    s = LosSettings()
    index = TerrainIndex.build(pieces, s)
    both(index, a, b, 50.0, s, advanced)
    both(index, b, a, 50.0, s, advanced)


def test_pieces_sharing_an_edge_are_listed_as_the_reference_lists_them() -> None:
    # The line enters the village and the building on their common edge: one distance, then by id.
    pieces = [box("v", "village", 2, 0, 8, 4), box("a", "building", 2, 1, 3, 2), box("c", "crops", 1, 0, 2, 4)]
    s = LosSettings()
    index = TerrainIndex.build(pieces, s)
    r = both(index, (0, 1.5), (10, 1.3), 50.0, s, False)
    assert r.blocker_ids == ["c", "a", "v"]


# -- the stress battle -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("few", [None, 0, 10**9])
def test_the_engines_agree_on_the_stress_battle(monkeypatch: pytest.MonkeyPatch, few: int | None) -> None:
    if few is not None:  # every line's edges tested and judged with numpy, or every line's in Python
        monkeypatch.setattr(crossings_module, "_FEW_SLOTS", few)
        monkeypatch.setattr(check_module, "_MANY", few)
    repo = Path(__file__).resolve().parents[2]
    if str(repo) not in sys.path:
        sys.path.insert(0, str(repo))
    from benchmarks.stress import DEFAULT_SEED, build_stress_battle

    battle = build_stress_battle(DEFAULT_SEED)
    s = battle.settings.los
    index, ypu = TerrainIndex.build(battle.terrain, s), 50.0  # 1:50 on an inch table
    units = battle.units
    corners = [(0.0, 0.0), (battle.table.width, battle.table.depth), (battle.table.width, 0.0), (10.0, 10.0)]
    points = [u.at for u in units[::7]] + corners
    for i, a in enumerate(points):
        for b in points[i + 1 :: 5]:
            for advanced in (False, True):
                both(index, a, b, ypu, s, advanced)


# -- what the fast engine does, and does not ---------------------------------------------------------------------
def grid_of_woods(n: int = 30) -> list[TerrainPiece]:
    return [box(f"w{i}_{j}", "woods", i * 4, j * 4, i * 4 + 1, j * 4 + 1) for i in range(n) for j in range(n)]


@pytest.mark.parametrize("advanced", [False, True])
def test_a_clean_line_is_not_cut_by_shapely(monkeypatch: pytest.MonkeyPatch, advanced: bool) -> None:
    pieces = [
        *grid_of_woods(10),
        box("h", "hill", 20.5, 3, 23.5, 7, level=2),
        TerrainPiece(id="e1", kind="hedge", line=((1.3, 3), (1.35, 6), (1.3, 8))),
        TerrainPiece(id="e2", kind="hedge", line=((14.2, 3), (14.3, 8))),
    ]
    s = LosSettings()
    index = TerrainIndex.build(pieces, s)
    calls: list[Any] = []
    real = los_module.shapely.intersection

    def counting(a: Any, b: Any, *args: Any, **kwargs: Any) -> Any:
        calls.append(b)
        return real(a, b, *args, **kwargs)

    monkeypatch.setattr(los_module.shapely, "intersection", counting)
    # From inside a wood (its edge depth), across hedges (one within 25 yd), woods and a hill, onto the hill.
    a, b = (0.9, 4.55), (22.1, 5.3)
    r = line_of_sight(index, a, b, 50.0, s, advanced)
    assert calls == []
    assert not r.clear and r.blocker_ids[:2] == ["w1_1", "w2_1"]
    monkeypatch.setattr(los_module.shapely, "intersection", real)
    assert_same(r, reference_line_of_sight(index, a, b, 50.0, s, advanced))


def test_a_line_through_a_vertex_is_measured_by_shapely(monkeypatch: pytest.MonkeyPatch) -> None:
    index = TerrainIndex.build([box("w", "woods", 4, 1, 6, 2), box("x", "woods", 8, 8, 9, 9)], LosSettings())
    cut: list[int] = []
    real = los_module.shapely.intersection

    def counting(a: Any, b: Any, *args: Any, **kwargs: Any) -> Any:
        cut.append(len(b))
        return real(a, b, *args, **kwargs)

    monkeypatch.setattr(los_module.shapely, "intersection", counting)
    r = line_of_sight(index, (0, 0), (8, 2), 50.0, LosSettings())  # passes exactly through (4, 1)
    assert r.blocker_ids == ["w"] and r.first_block == pytest.approx((4, 1), abs=1e-12)
    assert cut == [1]  # that piece only


def test_a_result_explains_itself_only_when_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    index = TerrainIndex.build(grid_of_woods(5), LosSettings())
    written: list[int] = []
    real = los_module._blocker_reason

    def counting(*args: Any) -> str:
        written.append(1)
        return real(*args)

    monkeypatch.setattr(results_module, "_blocker_reason", counting)
    r = line_of_sight(index, (0.5, 0.5), (20.5, 0.5), 50.0, LosSettings())
    assert r.blocker_ids == ["w1_0", "w2_0", "w3_0", "w4_0"] and not r.clear
    assert r.first_block == pytest.approx((4, 0.5))
    assert written == []
    assert "woods in the way" in r.blockers[0].reason and len(written) == 4
    assert r.blockers is r.blockers and len(written) == 4  # written once
    with pytest.raises(AttributeError):
        r.clear = True  # type: ignore[misc]


def test_the_edge_grid_refuses_what_it_cannot_cut_into_edges() -> None:
    assert EdgeGrid.build([shapely.Point(1, 1)]) is None
    assert EdgeGrid.build([shapely.Polygon([(0, 0), (2, 2), (2, 0), (0, 2)])]) is None  # crosses itself
    grid_ = EdgeGrid.build([shapely.LineString([(1, 1), (1, 1)]), shapely.box(0, 0, 1, 1)])
    assert grid_ is not None and grid_.edges == 5
    # A polygon with a repeated corner: the line through that corner is measured as the reference measures it.
    index = TerrainIndex.build(
        [TerrainPiece(id="w", kind="woods", polygon=((4, 0), (4, 0), (6, 1), (5, 2)))], LosSettings()
    )
    assert index.fast is not None
    both(index, (0, 0), (10, 0), 50.0, LosSettings(), False)
    both(index, (4, 0), (10, 2), 50.0, LosSettings(), False)
    both(index, (0, 0), (10, 1), 50.0, LosSettings(), True)


@example(0.0, 0.0)
@given(st.floats(-1e3, 1e3), st.floats(-1e3, 1e3))
@settings(max_examples=200, deadline=None)
def test_far_off_and_crossing_lines_on_a_small_table(x: float, y: float) -> None:
    pieces = [box("w", "woods", 1, 1, 2, 2), TerrainPiece(id="e", kind="hedge", line=((0, 3), (3, 0)))]
    index = TerrainIndex.build(pieces, LosSettings())
    both(index, (x, y), (1.5, 1.5), 50.0, LosSettings(), False)
    both(index, (x, y), (-x, 3 - y), 50.0, LosSettings(), True)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(layouts(), st.data(), st.booleans())
def test_who_sees_whom_is_the_checks_answer(layout: list[TerrainPiece], data: st.DataObject, advanced: bool) -> None:
    s = LosSettings()
    index = TerrainIndex.build(layout, s)
    points = [data.draw(endpoints(layout)) for _ in range(4)]
    expected = [[line_of_sight(index, a, b, 25.0, s, advanced).clear for b in points] for a in points]
    assert los_module.clear_matrix(index, points, points, 25.0, s, advanced) == expected
    assert expected == [[reference_line_of_sight(index, a, b, 25.0, s, advanced).clear for b in points] for a in points]


def test_a_result_copies_and_compares_as_its_answer() -> None:
    import copy
    import pickle

    index = TerrainIndex.build(grid_of_woods(3), LosSettings())
    r = line_of_sight(index, (0.5, 0.5), (12.5, 0.5), 50.0, LosSettings())
    for again in (copy.copy(r), copy.deepcopy(r), pickle.loads(pickle.dumps(r))):
        assert again == r and hash(again) == hash(r)
        assert again.blocker_ids == r.blocker_ids and again.explain() == r.explain()
    built = LosResult(
        r.start, r.end, r.clear, r.range_table, r.range_yards, r.blockers, r.ignored, r.advanced, r.first_block
    )
    assert built == r and repr(built) == repr(r)


# -- a piece of many edges is cut near the line only -------------------------------------------------------------
def clear_of_every_corner(layout: Sequence[TerrainPiece], a: XY, b: XY, gap: float = 1e-6) -> bool:
    """Whether the line A-B passes every corner of the layout, and every edge passes its ends, at least ``gap`` away:
    a line in general position, which touches no outline."""
    line = shapely.LineString([a, b])
    for piece in layout:
        points = list(piece.points())
        if any(line.distance(shapely.Point(p)) < gap for p in points):
            return False
        outline = shapely.LineString(points + points[:1] if piece.polygon else points)
        if outline.distance(shapely.Point(a)) < gap or outline.distance(shapely.Point(b)) < gap:
            return False
    return True


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(layouts(), st.data(), st.sampled_from(SCALES), los_settings(), st.booleans(), st.sampled_from([0, 10**9]))
def test_pieces_cut_edge_by_edge_near_the_line_answer_as_the_reference(
    layout: list[TerrainPiece], data: st.DataObject, ypu: float, s: LosSettings, advanced: bool, geos: int
) -> None:
    """Every piece measured exactly (for two edges a rounding error apart) is cut as a piece of many edges is: edge
    by edge, near the line, the touches by GEOS or by the orientation tests; on a line in general position, the
    reference's answer (with the orientation tests, to their margin: two pieces entered through one shared edge may
    come in either order, GEOS putting them at one point and so in order of their ids)."""
    index = TerrainIndex.build(layout, s)
    a = (data.draw(anywhere), data.draw(anywhere))
    b = (data.draw(anywhere), data.draw(anywhere))
    assume(clear_of_every_corner(layout, a, b))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(exact_module, "_BIG_PIECE", 0)
        patch.setattr(exact_module, "_GEOS_EDGES", geos)
        for start, end in ((a, b), (b, a)):
            fast = line_of_sight(index, start, end, ypu, s, advanced)
            ref = reference_line_of_sight(index, start, end, ypu, s, advanced)
            if geos:
                assert_same_but_for_ties(fast, ref)
                continue
            assert fast.clear == ref.clear and sorted(fast.blocker_ids) == sorted(ref.blocker_ids)
            for f, r in zip(sorted(fast.blockers, key=lambda x: x.piece), sorted(ref.blockers, key=lambda x: x.piece)):
                assert f.distance == pytest.approx(r.distance, abs=1e-9)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(layouts(), st.data(), st.sampled_from(SCALES), los_settings(), st.booleans(), st.sampled_from([0, 10**9]))
def test_a_piece_judged_where_the_line_first_comes_to_it_is_judged_as_from_all_its_stretches(
    layout: list[TerrainPiece], data: st.DataObject, ypu: float, s: LosSettings, advanced: bool, geos: int
) -> None:
    """A piece of many edges that neither end stands in is judged from where the line first meets its outline
    (deciding.py), not from every stretch of the line in it: the same answer, blocker for blocker and reason for
    reason, as from all its stretches, from any two points (on corners and edges too), basic and advanced."""
    index = TerrainIndex.build(layout, s)
    a = data.draw(endpoints(layout))
    b = data.draw(endpoints(layout))
    assume(a != b)
    first_met: list[int] = []
    real = exact_module.first_meeting

    def first_meeting(*args: Any) -> Any:
        first_met.append(1)
        return real(*args)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(exact_module, "_BIG_PIECE", 0)
        patch.setattr(exact_module, "_GEOS_EDGES", geos)
        patch.setattr(exact_module, "first_meeting", first_meeting)
        for start, end in ((a, b), (b, a)):
            quick = line_of_sight(index, start, end, ypu, s, advanced)
            with pytest.MonkeyPatch.context() as every:
                every.setattr(exact_module, "judged_where_first_met", lambda *args: False)
                full = line_of_sight(index, start, end, ypu, s, advanced)
            assert quick.clear == full.clear and quick.blocker_ids == full.blocker_ids
            assert quick.blockers == full.blockers and quick.ignored == full.ignored
            assert quick.explain() == full.explain()


@st.composite
def one_area(draw: st.DrawFn) -> list[TerrainPiece]:
    """One area (not a hill, a hedge or jungle) with a star-shaped, often concave, outline: a line from it may come out
    and go in again near its start."""
    kind = draw(st.sampled_from([k for k in AREA if k not in ("hill", "jungle")]))
    return [TerrainPiece(id="p0", kind=kind, polygon=tuple(draw(outlines())))]


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(
    st.one_of(layouts(), one_area()),
    st.data(),
    st.sampled_from(SCALES),
    los_settings(),
    st.sampled_from([0, 10**9]),
    st.booleans(),
)
def test_a_line_from_a_piece_of_many_edges_is_judged_near_its_start_as_from_all_its_stretches(
    layout: list[TerrainPiece], data: st.DataObject, ypu: float, s: LosSettings, geos: int, advanced: bool
) -> None:
    """Line of sight, basic and advanced, from a piece of many edges the start stands in, meeting no other piece, is
    judged from where the line meets it within the edge depth of the start (deep_end.py), not from all of the line: the
    same blockers and first blocked point as from all its stretches, and the same reasons when asked, from any two
    points (on corners and edges too)."""
    index = TerrainIndex.build(layout, s)
    a = data.draw(endpoints(layout))
    b = data.draw(endpoints(layout))
    assume(a != b)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(exact_module, "_BIG_PIECE", 0)
        patch.setattr(exact_module, "_GEOS_EDGES", geos)
        for start, end in ((a, b), (b, a)):
            quick = sight(index, start, end, ypu, s, advanced)
            with pytest.MonkeyPatch.context() as every:
                every.setattr(check_module, "settled_from_the_start", lambda *args: None)
                full = line_of_sight(index, start, end, ypu, s, advanced)
            if isinstance(quick, Sight):
                assert quick.blockers == full.blocker_ids
                assert quick.first_block == full.first_block
                quick = quick.result()
            assert quick.blockers == full.blockers and quick.ignored == full.ignored
            assert quick.explain() == full.explain()


def test_a_line_along_the_feet_of_a_combs_teeth_is_judged_near_its_start() -> None:
    """From the foot of a comb's teeth along them: the line runs in the wood (on its outline, between the teeth) far
    deeper than the edge depth, so it is blocked there, as the reference says, from the stretches near the start alone;
    the reasons, with how deep it runs in the wood, in full when asked."""
    s = LosSettings()
    teeth = [
        (10.0 + i * 0.1 + dx, y)
        for i in range(100)
        for dx, y in ((0.025, 20.0), (0.025, 10.0), (0.075, 10.0), (0.075, 20.0))
    ]
    comb = [(10.0, 20.0), *teeth, (20.0, 20.0), (20.0, 22.0), (10.0, 22.0)]
    index = TerrainIndex.build([TerrainPiece(id="w", kind="woods", polygon=tuple(comb[::-1]))], s)
    windows: list[float | None] = []
    real = deep_end_module._spans_from

    def spans_from(*args: Any, until: float | None = None) -> Any:
        windows.append(until)
        return real(*args, until=until)

    a, b = (19.0375, 20.0), (2.0, 20.0)  # between two teeth, on the outline
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(deep_end_module, "_spans_from", spans_from)
        quick = sight(index, a, b, 25.0, s, False)
    assert isinstance(quick, Sight) and windows == [pytest.approx(s.edge_depth_yards / 25.0)]
    ref = reference_line_of_sight(index, a, b, 25.0, s, False)
    assert quick.blockers == ref.blocker_ids == ["w"]
    assert quick.first_block == pytest.approx(ref.first_block, abs=1e-9)
    assert_same(quick.result(), ref)
    assert "the line runs 226 yd inside it" in quick.result().explain()[-1]


def test_a_line_along_the_tips_of_a_combs_teeth_is_blocked_where_it_next_comes_to_the_wood() -> None:
    """From the top of a tooth along the tips of the others: the line leaves its tooth within the edge depth and is
    blocked where it comes to the next tooth's top, as the reference says, from the stretches near the start alone."""
    s = LosSettings()
    index = TerrainIndex.build([TerrainPiece(id="w", kind="woods", polygon=tuple(comb_outline()[::-1]))], s)
    a, b = (19.05, 10.0), (2.0, 10.0)  # on the top of the last tooth
    for advanced in (False, True):
        quick = sight(index, a, b, 25.0, s, advanced)
        ref = reference_line_of_sight(index, a, b, 25.0, s, advanced)
        assert isinstance(quick, Sight) and quick.blockers == ref.blocker_ids == ["w"]
        assert quick.first_block == pytest.approx(ref.first_block, abs=1e-9)
        assert quick.first_block == pytest.approx((18.975, 10.0), abs=1e-9)
        assert_same(quick.result(), ref)
        assert quick.result().advanced is advanced
        assert (quick.result().eye_start, quick.result().eye_end) == ((s.eye_yards,) * 2 if advanced else (None, None))


def test_a_line_along_the_tips_of_a_low_combs_teeth_is_seen_over_them_in_advanced_line_of_sight() -> None:
    """Advanced line of sight over a comb lower than the eye: the line leaves its own tooth within the edge depth and
    the sight line passes over every other tooth, so the stretches near the start do not settle it (deep_end.py
    declines) and the whole line is judged: clear, as the reference says."""
    s = LosSettings()
    low = TerrainPiece(id="w", kind="woods", polygon=tuple(comb_outline()[::-1]), height=1.0)
    index = TerrainIndex.build([low], s)
    a, b = (19.05, 10.0), (2.0, 10.0)
    declined: list[object] = []
    real = check_module.settled_from_the_start

    def settled(*args: Any) -> Any:
        declined.append(real(*args))
        return declined[-1]

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(check_module, "settled_from_the_start", settled)
        quick = sight(index, a, b, 25.0, s, True)
    ref = reference_line_of_sight(index, a, b, 25.0, s, True)
    assert declined == [None]
    assert quick.clear and ref.clear
    assert_same(quick if isinstance(quick, LosResult) else quick.result(), ref)
    basic = sight(index, a, b, 25.0, s, False)
    assert isinstance(basic, Sight) and basic.blockers == ["w"]


def test_a_line_out_of_a_piece_of_many_edges_is_measured_near_its_start_then_in_full_once() -> None:
    """From the top of a tooth straight out of the comb: where the line meets the outline within the edge depth of the
    start (the edges of the cells of that part of the line alone) does not settle it (the line leaves the wood at once
    and meets it nowhere near), so the full check judges it, measuring the whole line once; as the reference says
    (clear)."""
    s = LosSettings()
    index = TerrainIndex.build([TerrainPiece(id="w", kind="woods", polygon=tuple(comb_outline()[::-1]))], s)
    measured: list[tuple[int, float | None]] = []
    real = EdgeGrid.meetings

    def meetings(self: EdgeGrid, *args: Any, until: float | None = None) -> Any:
        measured.append((args[-1], until))
        return real(self, *args, until=until)

    a, b = (19.05, 10.0), (19.05, 2.0)
    for advanced in (False, True):
        measured.clear()
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(EdgeGrid, "meetings", meetings)
            fast = line_of_sight(index, a, b, 25.0, s, advanced)
        assert measured == [(0, pytest.approx(s.edge_depth_yards / 25.0)), (0, None)]
        assert_same(fast, reference_line_of_sight(index, a, b, 25.0, s, advanced))
        assert fast.clear


def test_where_a_line_meets_a_piece_near_its_start_holds_every_meeting_there() -> None:
    """The edges of the cells of the first part of a line alone (EdgeGrid.meetings with ``until``): every edge the line
    meets up to there is among them, and each is found as on the whole line (the same clean crossings at the same
    distances, the same touches), whichever way the line runs."""
    s = LosSettings()
    index = TerrainIndex.build([TerrainPiece(id="w", kind="woods", polygon=tuple(comb_outline()[::-1]))], s)
    grid = index.fast.grid
    rng = np.random.default_rng(3)
    for _ in range(200):
        ax, bx = rng.uniform(8.0, 22.0, 2).tolist()
        ay, by = rng.uniform(8.0, 24.0, 2).tolist()
        length = math.hypot(bx - ax, by - ay)
        until = float(rng.uniform(0.0, length))
        seg, clean, t, going_in, edges = grid.meetings(ax, ay, bx, by, 0)
        _, near_clean, near_t, near_in, near_edges = grid.meetings(ax, ay, bx, by, 0, until=until)
        whole = {int(e): (bool(c), round(float(x), 12), bool(g)) for e, c, x, g in zip(edges, clean, t, going_in)}
        near = {
            int(e): (bool(c), round(float(x), 12), bool(g))
            for e, c, x, g in zip(near_edges, near_clean, near_t, near_in)
        }
        for e, found in near.items():
            assert found[0] == whole[e][0] and (not found[0] or found == whole[e])
        # Every edge met on the whole line that comes to the first part of it is among them.
        first_part = shapely.LineString([(ax, ay), (ax + (bx - ax) * until / length, ay + (by - ay) * until / length)])
        edge_lines = shapely.linestrings(seg.T.reshape(-1, 2, 2))
        wanted = {int(e) for e, d in zip(edges, shapely.distance(edge_lines, first_part)) if d <= 1e-9}
        assert wanted <= set(near)


def comb_outline(teeth: int = 100) -> list[XY]:
    """A comb: a back 2 deep along y 20-22 from x 10 to 20, and ``teeth`` teeth 0.05 wide rising from it to y 10."""
    tips = [
        (10.0 + i * 0.1 + dx, y)
        for i in range(teeth)
        for dx, y in ((0.025, 20.0), (0.025, 10.0), (0.075, 10.0), (0.075, 20.0))
    ]
    return [(10.0, 20.0), *tips, (20.0, 20.0), (20.0, 22.0), (10.0, 22.0)]


def test_pieces_judged_where_the_line_first_comes_to_them_are_found_so() -> None:
    """The shortcut is taken: a line across a wood of many edges, from outside it to outside it, reads only where it
    first meets the outline, and blocks there, as the reference says."""
    s = LosSettings()
    index = TerrainIndex.build([TerrainPiece(id="w", kind="woods", polygon=tuple(star(2000)))], s)
    taken: list[object] = []
    real = exact_module.first_meeting

    def first_meeting(*args: Any) -> Any:
        found = real(*args)
        taken.append(found)
        return found

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(exact_module, "first_meeting", first_meeting)
        patch.setattr(exact_module, "_GEOS_EDGES", 0)
        # Along a spike's tip: the line touches the outline there, which the fast engine measures exactly.
        a, b = (36.0 + 20.0, 0.5), (36.0 + 20.0, 47.5)
        fast = line_of_sight(index, a, b, 25.0, s, False)
    assert_same(fast, reference_line_of_sight(index, a, b, 25.0, s, False))
    assert taken and taken[0] is not None and not fast.clear


@pytest.mark.parametrize(
    ("a", "b", "tries"),
    [
        # Along the tips of the teeth from the right: the line comes into the comb's box at x 20 and meets the last
        # tooth at once.
        ((40.5, 10.0), (0.5, 10.0), 1),
        # Up a gap between the first two teeth, slanting, and on through the back's corner (10, 22): nothing met until
        # the first tooth's side, 6.4 along, so the reach is taken four times as far once.
        ((10.12, 5.0), (10.0 - 0.12 * 3.0 / 17.0, 25.0), 2),
    ],
)
def test_where_a_line_first_meets_a_piece_of_many_edges_is_looked_for_near_where_it_comes_to_it(
    a: XY, b: XY, tries: int
) -> None:
    """A piece of many edges neither end stands in is judged where the line first meets it, looked for among the edges
    along the first sixteenth of the line's part in the piece's box, then four times as far, until it is met (so a line
    through a comb's corners gathers a tenth of the edges it passes): blocked there, as the reference says and as from
    the whole line."""
    s = LosSettings()
    index = TerrainIndex.build([TerrainPiece(id="w", kind="woods", polygon=tuple(comb_outline()[::-1]))], s)
    asked: list[float | None] = []
    real = EdgeGrid.meetings

    def meetings(self: EdgeGrid, *args: Any, until: float | None = None) -> Any:
        asked.append(until)
        return real(self, *args, until=until)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(EdgeGrid, "meetings", meetings)
        patch.setattr(exact_module, "_GEOS_EDGES", 0)
        fast = line_of_sight(index, a, b, 25.0, s, False)
        with pytest.MonkeyPatch.context() as whole:
            whole.setattr(exact_module, "_FIRST_REACH", 1.0)
            full = line_of_sight(index, a, b, 25.0, s, False)
    # Where the line comes into the comb's box (x 10 to 20, y 10 to 22), and the reaches looked along.
    line = shapely.LineString([a, b])
    enter = line.project(shapely.Point(line.intersection(shapely.box(10.0, 10.0, 20.0, 22.0)).coords[0]))
    rest = line.length - enter
    assert asked[:tries] == [pytest.approx(enter + rest * r) for r in (1 / 16, 4 / 16)[:tries]]
    assert not fast.clear and fast.blocker_ids == ["w"]
    assert_same(fast, full)
    assert_same(fast, reference_line_of_sight(index, a, b, 25.0, s, False))


@pytest.mark.parametrize("level", [1, 2, 3])
def test_a_wood_seen_over_in_part_is_judged_from_all_its_stretches(level: int) -> None:
    """From a hill of 1 to 3 levels down to the ground, the sight line goes over the near arm of a U-shaped wood and,
    from the second level, over the far part too (through a corner of its outline, which the fast engine measures
    exactly): judged from all its stretches, as the reference judges it, blocked where the line first runs below the
    top, or seen over twice."""
    s = LosSettings(eye_yards=2.0)
    wood = ((2.0, 0.0), (3.0, 0.0), (3.0, 3.0), (5.0, 3.0), (7.0, 3.0), (7.0, 0.0), (8.0, 0.0), (8.0, 4.0), (2.0, 4.0))
    layout = [
        TerrainPiece(id="hill", kind="hill", polygon=((-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)), level=level),
        TerrainPiece(id="u", kind="woods", polygon=wood),
    ]
    index = TerrainIndex.build(layout, s)
    a, b = (0.0, 0.0), (10.0, 6.0)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(exact_module, "_BIG_PIECE", 0)
        fast = line_of_sight(index, a, b, 25.0, s, True)
    assert_same(fast, reference_line_of_sight(index, a, b, 25.0, s, True))
    assert [i.piece for i in fast.ignored] == ["hill", *["u"] * (level - 1)]


def star(n: int = 2000) -> list[XY]:
    return [
        (
            36 + (20 if k % 2 == 0 else 16) * math.cos(2 * math.pi * k / n),
            24 + (20 if k % 2 == 0 else 16) * math.sin(2 * math.pi * k / n),
        )
        for k in range(n)
    ]


def comb(teeth: int = 500) -> list[XY]:
    w = 60 / teeth
    out = [(6.0, 38.0)]
    for i in range(teeth):
        left = 6 + i * w
        out += [(left + w / 4, 38.0), (left + w / 4, 10.0), (left + 3 * w / 4, 10.0), (left + 3 * w / 4, 38.0)]
    return [*out, (66.0, 38.0), (66.0, 40.0), (6.0, 40.0)][::-1]


@pytest.mark.parametrize("rays", [False, True], ids=["as GEOS says", "by the grid"])
@pytest.mark.parametrize("outline", [star(), comb()], ids=["star", "comb"])
def test_a_piece_of_many_edges_is_never_cut_whole(
    monkeypatch: pytest.MonkeyPatch, outline: list[XY], rays: bool
) -> None:
    """Through its corners, along its edges, along the tips of its teeth: the line is measured near itself, and
    names what the reference names; whether its ends stand in the piece is told by the edges by them, else by GEOS
    or by a ray cast from them through the grid."""
    if rays:  # every end off the outline told by the grid where its ray passes far fewer edges than lie level with it
        monkeypatch.setattr(points_module, "_LEVEL_EDGES", 0)
    s = LosSettings()
    piece = TerrainPiece(id="w", kind="woods", polygon=tuple(outline))
    index = TerrainIndex.build([piece], s)
    assert index.fast is not None and index.fast.grid.edge_count(0) > los_module._BIG_PIECE
    cut: list[int] = []
    real = los_module.shapely.intersection

    def counting(x: Any, y: Any, *args: Any, **kwargs: Any) -> Any:
        cut.append(max(int(shapely.get_num_coordinates(g)) for g in np.atleast_1d(y)))
        return real(x, y, *args, **kwargs)

    n = len(outline)
    lines = [
        ((outline[0][0] - 1, outline[0][1]), (outline[0][0] + 1, outline[0][1])),  # by a tip
        (outline[3], outline[n // 2 + 3]),  # through two corners
        ((36.0, 24.0), (71.0, 47.0)),  # from its middle out
        ((6.0, 10.0), (66.0, 10.0)),  # along a line of corners (the tips of a comb's teeth)
        ((18.0, 10.0), (30.0, 10.0)),  # the same, from between two teeth to between two others
        ((36.0, 24.0), (36.09, 10.0)),  # from its middle (between two teeth) to a corner (of a tooth's tip)
        ((36.0, 24.0), outline[3]),  # from its middle to a corner
        ((3.0, 25.0), (69.0, 25.0)),  # across
    ]
    k = 5
    (px, py), (qx, qy) = outline[k], outline[k + 1]
    lines.append(((px - (qx - px), py - (qy - py)), (qx + (qx - px), qy + (qy - py))))  # along an edge, beyond it
    for a, b in lines:
        monkeypatch.setattr(los_module.shapely, "intersection", counting)
        fast = line_of_sight(index, a, b, 50.0, s, False)
        monkeypatch.setattr(los_module.shapely, "intersection", real)
        assert all(size <= los_module._BIG_PIECE for size in cut), cut  # edges or a clipped corner, never the piece
        ref = reference_line_of_sight(index, a, b, 50.0, s, False)
        assert fast.clear == ref.clear and fast.blocker_ids == ref.blocker_ids
        if ref.first_block is not None:
            assert fast.first_block == pytest.approx(ref.first_block, abs=1e-9)


@pytest.mark.parametrize(
    ("a", "b", "first_block"),
    [
        ((1.0, 1.5), (19.0, 1.5), (2.0, 1.5)),  # from deep in the wood: blocked at the edge depth, 50 yd in
        ((4.5, 1.5), (19.0, 1.5), (5.5, 1.5)),  # 75 yd to the wood's edge: blocked at the edge depth too
        ((5.5, 1.5), (19.0, 1.5), (8.0, 1.5)),  # out of the wood within the edge depth, then the house
        ((19.0, 1.5), (4.5, 1.5), (13.0, 1.5)),  # the house first, the other way
        ((6.6, 4.5), (19.0, 4.5), (8.0, 4.5)),  # over the hedge beside the start, then the house
        ((11.0, 4.5), (19.0, 4.5), (12.0, 4.5)),  # the hedge beyond its reach
        ((15.5, 7.5), (1.0, 7.5), (4.0, 7.5)),  # off the hill it stands on, into the far wood deeper than the edge
        ((7.0, 1.5), (4.5, 1.5), (6.0, 1.5)),  # into the wood the end stands in, deeper than the edge depth from it
        ((7.0, 1.5), (5.5, 1.5), None),  # ... within it: clear
    ],
)
def test_the_first_block_walked_from_the_start_is_the_references(a: XY, b: XY, first_block: XY | None) -> None:
    """settled_first_block settles the common cases itself, each as the reference does: an end inside a wood (deeper
    or not than the edge depth), a hedge beside an end or beyond its reach, a hill an end stands on."""
    layout = [
        box("w", "woods", 0, 0, 6, 3),
        box("h", "building", 8, 0, 13, 3),
        TerrainPiece(id="e", kind="hedge", line=((7, 3.5), (7, 5.5))),
        TerrainPiece(id="f", kind="hedge", line=((12, 3.5), (12, 5.5))),
        box("b", "building", 8, 4, 9, 5),
        box("k", "hill", 14, 6, 17, 9),
        box("v", "woods", 0, 6, 4, 9),
    ]
    s = LosSettings()
    index = TerrainIndex.build(layout, s)
    found = settled_first_block(index, a, b, 50.0, s)
    ref = reference_line_of_sight(index, a, b, 50.0, s, False)
    assert found is not None
    assert found[0] == ref.clear and (found[1] is None) == (ref.first_block is None)
    if first_block is None:
        assert ref.first_block is None
    else:
        assert ref.first_block == pytest.approx(first_block, abs=1e-9)
        assert found[1] == pytest.approx(ref.first_block, abs=1e-9)


def test_a_line_wholly_in_jungle_is_left_to_the_full_check() -> None:
    """Both ends in jungle, the line crossing no jungle edge: how far it sees through it is the full check's."""
    square = ((0.0, 0.0), (0.5, 0.0), (0.5, 0.5), (0.0, 0.5))
    layout = [
        TerrainPiece(id="h", kind="hill", polygon=square, level=1),
        TerrainPiece(id="j", kind="jungle", polygon=((1.0, 0.0), (-0.25, 0.433), (-0.5, -0.866))),
    ]
    s = LosSettings(edge_depth_yards=50.0, hedge_yards=0.0, jungle_yards=25.0, eye_yards=0.0)
    index = TerrainIndex.build(layout, s)
    a, b = (0.25, 0.25), (-0.0833, -0.433)
    for p, q in ((a, b), (b, a)):
        assert not reference_line_of_sight(index, p, q, 50.0, s, False).clear
        assert settled_clear(index, p, q, 50.0, s) in (None, False)
        assert settled_first_block(index, p, q, 50.0, s) is None


@pytest.mark.parametrize(("big", "geos"), [(256, 256), (0, 0), (0, 10**9)])
def test_an_edge_along_the_lines_extension_is_not_met(big: int, geos: int) -> None:
    """An edge of a piece lying along the line's extension beyond A meets the line nowhere; a corner a rounding error
    from A is met after it, as the reference measures it."""
    woods = ((1.0, 1.0), (0.75, 1.433), (0.25, 1.433), (0.0, 1.0), (-4.440892098500626e-16, 0.134), (0.75, 0.567))
    hill = (
        (4.0, 0.0),
        (3.85, 0.35),
        (3.5, 0.5),
        (3.15, 0.35),
        (0.5, 3.6739403974420594e-16),
        (3.15, -0.35),
        (3.5, -0.5),
        (3.85, -0.35),
    )
    s = LosSettings(edge_depth_yards=0.0, hedge_yards=0.0, jungle_yards=25.0, eye_yards=0.0)
    cases = [
        ([TerrainPiece(id="w", kind="woods", polygon=woods)], (0.0, 0.0), (0.0, -0.5)),
        (
            [
                TerrainPiece(id="p0", kind="hill", polygon=hill, level=1),
                TerrainPiece(id="p1", kind="woods", polygon=((0.0, 0.0), (0.5, 0.0), (0.5, 0.5), (0.0, 0.5))),
            ],
            (0.5, 0.0),
            (0.5, 0.5),
        ),
    ]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(exact_module, "_BIG_PIECE", big)
        patch.setattr(exact_module, "_GEOS_EDGES", geos)
        for layout, a, b in cases:
            index = TerrainIndex.build(layout, s)
            for start, end in ((a, b), (b, a)):
                fast = line_of_sight(index, start, end, 7.0, s, False)
                ref = reference_line_of_sight(index, start, end, 7.0, s, False)
                if big or geos:
                    assert_same(fast, ref)
                else:  # to the orientation tests' margin, pieces met at one point may come in either order
                    assert fast.clear == ref.clear and sorted(fast.blocker_ids) == sorted(ref.blocker_ids)


NOTCH = ((1.0, 0.0), (2.0, 1.0), (2.5, 0.0), (3.5, 0.0), (3.5, 2.0), (0.0, 2.0))  # a corner on y 0, an edge along it
# An edge along y 0, and a corner on it a rounding error (for the tests by a point) past its end.
SLIVER = ((0.0, 0.0), (2.0, 0.0), (1.5, 1.0), (2.000000005, 0.0), (3.0, 1.0), (3.0, 2.0), (0.0, 2.0))


@pytest.mark.parametrize(
    ("geos", "advanced", "a", "b", "s", "layout"),
    [
        # A stretch whose middle rounds by an edge the line runs within the margin of: worked out exactly.
        (
            10**9,
            True,
            (4.25, 7.75),
            (3.737547172778841, 7.643679240831738),
            LosSettings(edge_depth_yards=100.0, hedge_yards=0.0, jungle_yards=25.0, eye_yards=5.0),
            [TerrainPiece(id="p0", kind="crops", polygon=((3.5, 8.0), (5.0, 7.5), (4.5, 6.5)))],
        ),
        # Corners by the line, none of them at the ends of a stretch still asked.
        (
            10**9,
            False,
            (-0.2506001986816677, 9.250600198681667),
            (10.409536583969109, -1.4095365839691087),
            LosSettings(edge_depth_yards=50.0, hedge_yards=50.0, jungle_yards=100.0, eye_yards=2.0),
            [
                TerrainPiece(id="p0", kind="crops", polygon=((8.0, 5.0), (1.5, 7.5), (6.5, 2.5)), height=2.0),
                TerrainPiece(id="p1", kind="rough", polygon=((5.5, 4.0), (8.5, 4.0), (8.5, 6.5), (5.5, 6.5))),
            ],
        ),
        # Edges met where no end of theirs is by the line: crossed where the two lines cross.
        (
            0,
            False,
            (2.5, 5.757343905906889),
            (2.5, 7.689734177714566),
            LosSettings(edge_depth_yards=100.0, hedge_yards=50.0, jungle_yards=100.0, eye_yards=5.0),
            [
                TerrainPiece(id="p0", kind="hedge", line=((7.5, 1.5), (0.5, 5.5), (3.5, 7.5), (2.0, 6.5), (1.0, 0.5))),
                TerrainPiece(
                    id="p1", kind="woods", polygon=((0.5, 7.0), (2.5, 7.0), (2.5, 8.0), (0.5, 8.0)), height=5.0
                ),
            ],
        ),
        # Through a corner, an edge along the line's extension beyond its end.
        (0, False, (0.0, 0.0), (1.9, 0.0), LosSettings(), [TerrainPiece(id="w", kind="woods", polygon=NOTCH)]),
        (10**9, True, (0.0, 0.0), (1.9, 0.0), LosSettings(), [TerrainPiece(id="w", kind="woods", polygon=NOTCH)]),
        # Along an edge, past a corner a rounding error beyond its end: the points too close to be told by their places.
        (0, False, (-1.0, 0.0), (3.0, 0.0), LosSettings(), [TerrainPiece(id="w", kind="woods", polygon=SLIVER)]),
        (0, True, (2.5, 0.0), (1.0, 0.0), LosSettings(), [TerrainPiece(id="w", kind="woods", polygon=SLIVER)]),
        (10**9, False, (-1.0, 0.0), (3.0, 0.0), LosSettings(), [TerrainPiece(id="w", kind="woods", polygon=SLIVER)]),
    ],
)
def test_lines_by_corners_and_edges_cut_near_the_line_answer_as_the_reference(
    geos: int, advanced: bool, a: XY, b: XY, s: LosSettings, layout: list[TerrainPiece]
) -> None:
    """Each piece cut edge by edge near the line, the touches by GEOS or by the orientation tests: the stretches
    decided by a corner, by a ray from their middle, or exactly on the line, as the reference decides them; the
    stretches read as pairs, one by one, in slices or all along."""
    index = TerrainIndex.build(layout, s)
    found: list[Sequence[tuple[float, float]]] = []
    real = exact_module._spans_from

    def spans_from(*args: Any) -> Sequence[tuple[float, float]]:
        spans = real(*args)
        found.append(spans)
        return spans

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(exact_module, "_BIG_PIECE", 0)
        patch.setattr(exact_module, "_GEOS_EDGES", geos)
        patch.setattr(exact_module, "_spans_from", spans_from)
        # Every stretch worked out, where the piece would otherwise be judged where the line first comes to it.
        patch.setattr(exact_module, "judged_where_first_met", lambda *args: False)
        for start, end in ((a, b), (b, a)):
            fast = line_of_sight(index, start, end, 50.0, s, advanced)
            assert_same(fast, reference_line_of_sight(index, start, end, 50.0, s, advanced))
    assert found
    for spans in found:
        pairs = list(spans)
        assert [spans[i] for i in range(len(spans))] == pairs and spans[1:] == pairs[1:]
