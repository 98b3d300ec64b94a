"""The pieces the fast engine does not settle from clean crossings (a touch, a run along an edge, jungle, two blockers a
rounding error apart) measured as the reference measures them (:func:`_judge_exactly`): cut whole by shapely, or, a
piece of many edges, edge by edge near the line (:func:`_met_near`)."""

from __future__ import annotations

from collections.abc import Sequence
from collections.abc import Set as AbstractSet

import numpy as np
import shapely
from shapely.geometry import LineString, Polygon
from shapely.geometry.base import BaseGeometry

from morefire_gui.geometry.los.deciding import first_meeting, judged_where_first_met
from morefire_gui.geometry.los.facts import _EPS, _TIE, BlockFact, IgnoreFact, Span, _Line
from morefire_gui.geometry.los.inside import _spans_from
from morefire_gui.geometry.los.judge import _judge, _judge_jungle
from morefire_gui.geometry.los.meetings import _NO_ROWS, _by_end, _Close, _Met, _met_by_geos, _met_within_margin
from morefire_gui.geometry.los.reference import _spans
from morefire_gui.geometry.los.terrain_index import _Fast
from morefire_gui.geometry.los_index import EdgeGrid, _clip
from morefire_gui.geometry.shapes import XY
from morefire_gui.model.terms import TerrainKind

# A piece of more edges than this is cut with a line edge by edge near the line, never whole (_judge_exactly).
_BIG_PIECE = 256


# A line that touches more edges of a big piece than this (runs along them, by their corners) takes those touches
# from the orientation tests, within their margin, rather than have GEOS cut it with each edge.
_GEOS_EDGES = 256


def _judge_exactly(
    fast: _Fast,
    ks: list[int],
    on_a: AbstractSet[int],
    on_b: AbstractSet[int],
    line: _Line,
    blocks: list[BlockFact],
    ignores: list[IgnoreFact],
    jungle_too: bool = True,
) -> None:
    """Judge pieces ``ks`` as the reference does: those the line touches (the reference's candidates, by the same
    predicate: GEOS may cut a line with a piece it does not touch, by a rounding error), each cut with the line
    by shapely. Jungle is judged here, all of it at once (it adds up along the line).

    A piece of more than :data:`_BIG_PIECE` edges is not cut whole (the cost of cutting grows with its edges, and
    an outline of many spikes costs GEOS seconds): the line is cut with the edges of it near the line, one by one,
    and each stretch between two of the points where it meets them is in the piece if its middle is
    (:func:`_met_near`, inside.py's :func:`_spans_from`); where rule 2.1 reads only where the line first comes to the
    piece, only that point is worked out (deciding.py)."""
    start = (line.ax, line.ay)
    geom_line = LineString([start, (line.bx, line.by)])
    grid = fast.grid
    big = [k for k in ks if grid.edge_count(k) > _BIG_PIECE]
    found: dict[int, Sequence[Span]] = {}
    if big:
        ks = [k for k in ks if k not in big]
        for k in big:
            geom = fast.geoms[k]
            spans: Sequence[Span] | None = None
            if isinstance(geom, Polygon) and judged_where_first_met(fast, k, line, k in on_a, k in on_b):
                spans = _where_first_met(geom_line, geom, start, line, grid, k)
            if spans is None:
                met = grid.meetings(line.ax, line.ay, line.bx, line.by, k)
                met_at, close = _met_near(geom_line, geom, met, start, line, grid, k)
                spans = _spans_from(geom, start, line, met_at.arrays(), close, grid, k)
            if spans:
                found[k] = spans
    if ks:
        geoms = fast.geoms.take(ks)
        touched = shapely.intersects(geoms, geom_line)
        if not touched.all():
            ks = [k for k, hit in zip(ks, touched.tolist()) if hit]
            geoms = geoms[touched]
        found.update(zip(ks, _spans(geom_line, list(geoms), start, (line.ux, line.uy), line.length)))
    jungle: list[tuple[float, float, int]] = []
    seen: list[int] = []
    for k in sorted(found):
        spans = found[k]
        if not spans:
            continue
        if fast.kind[k] is TerrainKind.JUNGLE:
            seen.append(k)
        _judge(k, fast.kind[k], fast.top[k], spans, k in on_a, k in on_b, line, True, blocks, ignores, jungle)
    if seen and jungle_too:
        _judge_jungle(jungle, seen, line, blocks, ignores)


# Where the line first meets a piece of many edges is looked for along the first sixteenth of the line's part in the
# piece's box, then four times as far, and so on (_where_first_met).
_FIRST_REACH = 1.0 / 16.0
_FARTHER = 4.0


def _where_first_met(
    line: LineString, geom: Polygon, start: XY, sight: _Line, grid: EdgeGrid, k: int
) -> list[Span] | None:
    """:func:`first_meeting` of piece ``k``, from the edges near the first part of the line alone
    (:meth:`EdgeGrid.meetings` with ``until``): only the edges in the cells along the line up to a reach are gathered,
    from where it comes into the piece's box, and the reach is taken four times as far until the line meets the outline
    within it (every meeting up to the reach is among those edges, so the first of them is the line's first) or the
    reach is the whole line. A line through a comb's corners meets it a few tenths of the way along, and gathers a
    tenth of the edges the whole line passes."""
    length = sight.length
    lo_x, lo_y, hi_x, hi_y = shapely.bounds(geom).tolist()
    into = _clip(sight.ax, sight.ay, sight.bx - sight.ax, sight.by - sight.ay, (lo_x, hi_x, lo_y, hi_y))
    enter = into[0] * length if into is not None else 0.0  # off the box but by a rounding error: from A
    step = (length - enter) * _FIRST_REACH
    while True:
        until = enter + step
        reach = until if until < length else None
        met = grid.meetings(sight.ax, sight.ay, sight.bx, sight.by, k, until=reach)
        met_at, _ = _met_near(line, geom, met, start, sight, grid, k)
        points = met_at.arrays()
        if reach is None or (len(points.t) and float(points.t.min()) <= reach):
            return first_meeting(points)
        step *= _FARTHER


def _met_near(
    line: LineString,
    geom: BaseGeometry,
    met: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray],
    start: XY,
    sight: _Line,
    grid: EdgeGrid,
    k: int,
) -> tuple[_Met, _Close | None]:
    """Where ``line`` meets the outline of ``geom``, from the edges of ``geom`` the line may meet (``met``: their ends,
    whether the line crosses each cleanly, where and whether it goes in there; EdgeGrid.meetings): a clean crossing
    where the orientation tests put it, every other meeting (a touch, a run along an edge, two crossings a rounding
    error apart) where GEOS cuts the line with that edge, or, past :data:`_GEOS_EDGES` of them, the orientation tests
    to their margin. The cost grows with the edges near the line, not with all the piece's edges. Between two of those
    points the line is wholly in the piece or wholly out of it, which inside.py's :func:`_spans_from` works out into the
    stretches of the line in or on the piece (as :func:`_spans` gives them).

    Also the edges of a polygon the line runs by within the margin of the orientation tests without being seen to meet
    them: there the middle of a stretch may round to the wrong side, and such a stretch is decided exactly."""
    seg, clean, t, going_in, ids = met
    length = sight.length
    margin = grid.margin(length)
    ax, ay = start
    ux, uy = sight.ux, sight.uy
    tie = _TIE * max(1.0, length)
    if clean.any():
        # Two clean crossings a rounding error apart: GEOS may make them one point; it cuts both.
        order = np.argsort(np.where(clean, t, np.inf), kind="stable")[: int(clean.sum())]
        ct = t[order]
        tied = np.zeros(len(ct), dtype=bool)
        close_pair = (ct[1:] - ct[:-1]) <= tie
        tied[1:] |= close_pair
        tied[:-1] |= close_pair
        clean = clean.copy()
        clean[order[tied]] = False
        other, other_ids = seg[:, ~clean], ids[~clean]
    else:
        other, other_ids = seg, ids
    # Every point where the line meets the outline: clean crossings (going in 1, out -1) and GEOS's points (0).
    crossed = np.clip(t[clean], 0.0, length)
    ways = np.where(going_in[clean], 1, -1).astype(np.int8)
    met_at = _Met([crossed], [ways], [], [], [np.zeros(len(crossed), dtype=np.int8)])
    close: _Close | None = None
    if len(other_ids):
        # Per end of each edge: whether it lies within the margin of the line (by it), and where along it.
        by_line, along = [], []
        for c in (0, 2):
            dx, dy = other[c] - ax, other[c + 1] - ay
            by_line.append(np.abs(dx * uy - dy * ux) * length <= margin)
            along.append(dx * ux + dy * uy)
        # An end by the line's extension beyond A or B is not by the line; an edge along the extension that stops short
        # of the line meets it nowhere.
        slack = margin / max(length, _EPS)
        collinear = by_line[0] & by_line[1]
        rows = np.flatnonzero(collinear)
        nowhere = _NO_ROWS
        if len(rows):
            a0, a1 = along[0][rows], along[1][rows]
            nowhere = rows[(np.maximum(a0, a1) < -slack) | (np.minimum(a0, a1) > length + slack)]
        if len(nowhere) and len(other_ids) - len(nowhere) <= _GEOS_EDGES:
            # Few edges (GEOS cuts each): those that meet the line nowhere are left out.
            keep = np.ones(len(other_ids), dtype=bool)
            keep[nowhere] = False
            kept = np.flatnonzero(keep)
            other, other_ids, collinear = other.take(kept, axis=1), other_ids.take(kept), collinear.take(kept)
            by_line, along = [b.take(kept) for b in by_line], [a.take(kept) for a in along]
            nowhere = _NO_ROWS
        near = [collinear | (b & (a >= -slack) & (a <= length + slack)) for b, a in zip(by_line, along)]
        t_end = [np.clip(a, 0.0, length) for a in along]
        # Only an edge that reaches as far as an end along the line may have that end by it.
        lo_along, hi_along = np.minimum(along[0], along[1]), np.maximum(along[0], along[1])
        far = grid.end_reach(length)
        by_a = _by_end(other, lo_along, hi_along, 0.0, far, margin / max(length, _EPS), start)
        by_b = _by_end(other, lo_along, hi_along, length, far, margin / max(length, _EPS), (sight.bx, sight.by))
        if len(other_ids) <= _GEOS_EDGES:
            _met_by_geos(line, other, start, sight, met_at)
        else:
            # So many touches (a line along the tips of a comb's teeth): taken from the orientation tests, within
            # their margin, not cut by GEOS one by one. An edge that meets the line nowhere is left as none of them.
            for found in (*near, by_a, by_b):
                found[nowhere] = False
            _met_within_margin(other, start, sight, near, t_end, by_a, by_b, nowhere, met_at)
        if isinstance(geom, Polygon):
            close = _Close(other, other_ids, near, t_end, by_a, by_b, length, grid.edge_range(k))
    return met_at, close
