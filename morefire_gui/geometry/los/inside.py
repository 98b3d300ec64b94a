"""Which stretches of a line, between the points where it meets a polygon's outline, lie inside the polygon
(:func:`_inside_stretches`): as a clean crossing's way, a run along an edge, the inside angle of a corner passed, a ray
cast through the grid from the middle, or, within a rounding error of an edge, exact arithmetic says."""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
import shapely
from shapely.geometry import Polygon
from shapely.geometry.base import BaseGeometry

from morefire_gui.geometry.los.facts import _EPS, _TIE, Span, _Line
from morefire_gui.geometry.los.meetings import _Close, _merged, _MetArrays
from morefire_gui.geometry.los_index import EdgeGrid
from morefire_gui.geometry.shapes import XY


def _spans_from(
    geom: BaseGeometry,
    start: XY,
    sight: _Line,
    met: _MetArrays,
    close: _Close | None,
    grid: EdgeGrid,
    k: int,
    until: float | None = None,
) -> Sequence[Span]:
    """The stretches of the line in or on ``geom`` from where it meets the outline (``met``, exact.py's
    :func:`_met_near`): a line (a hedge) where it meets it; a polygon where it meets it, runs along an edge, and between
    those points where it is inside (:func:`_inside_stretches`), those that touch end to end made one. With ``until``,
    the line is taken to end there (``met`` need hold only where it meets the outline up to there): a stretch in the
    piece that runs on beyond it ends there (deep_end.py)."""
    tol = _EPS * max(1.0, sight.length)
    if not isinstance(geom, Polygon):  # a line (a hedge) has no inside: it is met where it is met
        return _merged(np.concatenate([met.t, met.on_lo]), np.concatenate([met.t, met.on_hi]), tol)
    points, inside_lo, inside_hi = _inside_stretches(geom, start, sight, met, close, grid, k, until)
    return _merged(np.concatenate([points, met.on_lo, inside_lo]), np.concatenate([points, met.on_hi, inside_hi]), tol)


def _inside_stretches(
    geom: BaseGeometry,
    start: XY,
    sight: _Line,
    met: _MetArrays,
    close: _Close | None,
    grid: EdgeGrid,
    k: int,
    until: float | None = None,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The points where the line meets a polygon's outline, each once (as the first of its points says it, but at
    0, where each point is kept, as 0 and -0 round alike but read apart), and the stretches between consecutive points
    that lie in it (from, to): after a
    clean crossing going in or before one coming out, in; after one coming out or before one going in, out; along an
    edge, on it; after (before) a corner the line passes, as the corner's inside angle says it leaves (came); between
    two other points, as the middle says (EdgeGrid.inside; GEOS where a ray from it touches the outline; worked out
    exactly within a rounding error of an edge, :func:`_side_of_nearest`). Each test is asked only of the stretches
    the ones before it left unsettled. With ``until``, the line is cut there: the points beyond are left out, and the
    last stretch ends there.

    Where the points lie farther apart than the tolerances of the tests by the ends of a stretch, a stretch along an
    edge and a corner at a point (both points themselves) are found by the point they are at, not searched for."""
    length = sight.length
    ax, ay = start
    tie = _TIE * max(1.0, length)
    eps = _EPS * max(1.0, length)
    cut_t, on_lo, on_hi, cut_way, cut_run = met.t, met.on_lo, met.on_hi, met.way, met.run
    end = length
    if until is not None and until < length:
        end = until
        before = cut_t < until
        if not before.all():
            cut_t, cut_way, cut_run = cut_t[before], cut_way[before], cut_run[before]
    ct = np.concatenate([[0.0], cut_t, [end]])
    cw = np.concatenate([[0], cut_way, [0]]).astype(np.int8)
    order = np.argsort(ct, kind="stable")
    ct, cw = ct.take(order), cw.take(order)
    # One way a point: that of its crossings if they agree (the ends of the line, and GEOS's points, say none).
    fresh = np.ones(len(ct), dtype=bool)
    fresh[1:] = ct[1:] != ct[:-1]
    first = np.flatnonzero(fresh)
    cuts = ct[first]
    ways = cw[first]
    if cw.any():
        # A point whose crossings differ in their ways says none.
        differ = np.flatnonzero(cw[1:] != cw[:-1]) + 1
        differ = differ[~fresh[differ]]
        ways[np.searchsorted(first, differ, side="right") - 1] = 0
    t0, t1, left, right = cuts[:-1], cuts[1:], ways[:-1], ways[1:]
    inside = (left > 0) | ((left == 0) & (right < 0))
    asked = np.flatnonzero((left == 0) & (right == 0))  # the stretches not yet settled (none of them inside)
    # Whether every point lies farther than ``tie`` (so ``eps``) from the next: then whatever is within either of a
    # point is at that point, or at none.
    apart = len(cuts) > 1 and bool((cuts[1:] > cuts[:-1] + tie).all()) and bool((cuts[:-1] < cuts[1:] - tie).all())
    if len(asked) and len(on_lo):
        # A stretch along an edge is on the outline, in the piece already.
        if apart:
            # Its ends are points: a stretch between two points is along one where more of them have started than
            # ended by its start.
            depth = np.cumsum(np.concatenate([[0], cut_run, [0]]).astype(np.int8).take(order))
            along = depth[np.append(first[1:], len(ct))[:-1] - 1] > 0
            asked = asked.compress(~along.take(asked))
        else:
            by_start = np.argsort(on_lo, kind="stable")
            reach = np.maximum.accumulate(on_hi[by_start])
            i = np.searchsorted(on_lo[by_start], t0[asked] + eps, side="right")
            covered = (i > 0) & (reach[np.maximum(i - 1, 0)] >= t1[asked] - eps)
            asked = asked[~covered]
    if len(asked) and close is not None:
        corner_t, corner_e = close.corners()
        if len(corner_t):
            # By the corners the line passes: leaving one (coming to one) within its inside angle, it is inside.
            settled, said = _corners_say(corner_t, corner_e, cuts, asked, tie, apart, sight, grid)
            inside[asked[settled]] = said[settled]
            asked = asked[~settled]
    if len(asked):
        middles = (t0[asked] + t1[asked]) / 2
        xs, ys = ax + sight.ux * middles, ay + sight.uy * middles
        found, doubt = grid.inside(xs, ys, k)
        if doubt.any():
            where = np.flatnonzero(doubt)
            found[where] = shapely.intersects_xy(geom, xs[where], ys[where])
        if close is not None:
            lo, hi, row = close.stretches()
            if len(lo):
                a0, a1 = t0[asked], t1[asked]
                for n in _doubtful(a0, a1, middles, lo, hi, eps).tolist():
                    side = _side_of_nearest(
                        close.edges, row, lo, hi, start, sight, float(a0[n]), float(a1[n]), float(middles[n])
                    )
                    if side is not None:
                        found[n] = side
        inside[asked] = found
    # The points: the first of each value (the line's own ends are no points unless met there).
    real = [cut_t[cut_t == 0.0], cuts[1:-1]]
    if len(ct) - first[-1] > 1:
        real.append(cuts[-1:])
    return np.concatenate(real), t0[inside], t1[inside]


def _corners_say(
    corner_t: np.ndarray,
    corner_e: np.ndarray,
    cuts: np.ndarray,
    asked: np.ndarray,
    tie: float,
    apart: bool,
    sight: _Line,
    grid: EdgeGrid,
) -> tuple[np.ndarray, np.ndarray]:
    """For each stretch ``asked`` (from point ``cuts[i]`` to the next), whether the corners at its ends (within
    ``tie``; ``corner_t`` in order, the edge each ends ``corner_e``) settle it, and if so whether it is inside: the
    corners at an end say in (out) where those that say anything agree; the stretch is as its ends say, where they do
    not contradict each other. Where the points are ``apart`` (farther than ``tie``) and every corner is at one of
    them, the corners at an end are those at its point."""
    n = len(asked)
    at = np.searchsorted(cuts, corner_t) if apart else None
    if at is not None and int(at[-1]) < len(cuts) and bool((cuts[at] == corner_t).all()):
        # The stretch (asked) that each corner starts, and the one it ends: -1 where none.
        slot = np.full(len(cuts) + 1, -1)
        slot[asked + 1] = np.arange(n)
        starts, ends = slot[at + 1], slot[at]
        first, second = np.flatnonzero(starts >= 0), np.flatnonzero(ends >= 0)
        which = np.concatenate([starts[first], n + ends[second]])  # the end each corner at an end is at: starts first
        corner = np.concatenate([first, second])
    else:
        t = np.concatenate([cuts[asked], cuts[asked + 1]])
        lo = np.searchsorted(corner_t, t - tie)
        count = np.searchsorted(corner_t, t + tie, side="right") - lo
        which = np.repeat(np.arange(2 * n), count)
        corner = np.arange(len(which)) + np.repeat(lo - np.cumsum(count) + count, count)
    if not len(which):
        nothing = np.zeros(n, dtype=bool)
        return nothing, nothing
    say = grid.after_corner(corner_e.take(corner), sight.ux, sight.uy, which < n)
    some_in = np.bincount(which[say > 0], minlength=2 * n) > 0
    some_out = np.bincount(which[say < 0], minlength=2 * n) > 0
    vote = (some_in & ~some_out).astype(np.int8) - (some_out & ~some_in)
    a_vote, b_vote = vote[:n], vote[n:]
    settled = ((a_vote != 0) & ((b_vote == 0) | (b_vote == a_vote))) | ((a_vote == 0) & (b_vote != 0))
    return settled, np.where(a_vote != 0, a_vote, b_vote) > 0


def _doubtful(
    t0: np.ndarray, t1: np.ndarray, middles: np.ndarray, close_lo: np.ndarray, close_hi: np.ndarray, tie: float
) -> np.ndarray:
    """Which stretches (``t0``-``t1``) may have their middle round to the wrong side of the outline: those that overlap
    an edge the line runs within the margin of, or whose middle lies by a corner within it (``close_lo``-``close_hi``,
    :meth:`_Close.stretches`)."""
    runs = close_lo < close_hi
    out = np.zeros(len(t0), dtype=bool)
    if runs.any():
        order = np.argsort(close_lo[runs])
        lo, hi = close_lo[runs][order], np.maximum.accumulate(close_hi[runs][order])
        i = np.searchsorted(lo, t1)  # the runs starting before the stretch ends
        out |= (i > 0) & (hi[np.maximum(i - 1, 0)] > t0)
    if (~runs).any():
        at = np.sort(close_lo[~runs])
        j = np.searchsorted(at, middles - tie)
        out |= (j < len(at)) & (at[np.minimum(j, len(at) - 1)] <= middles + tie)
    return np.flatnonzero(out)


def _side_of_nearest(
    edges: np.ndarray,
    row: np.ndarray,
    close_lo: np.ndarray,
    close_hi: np.ndarray,
    start: XY,
    sight: _Line,
    t0: float,
    t1: float,
    t: float,
) -> bool | None:
    """Whether the line's point at ``t`` (in the stretch ``t0``-``t1``) is inside the polygon, where it lies within a
    rounding error of one of the edges it runs by (``edges[row]``, by the line from ``close_lo`` to ``close_hi``; rings run
    anticlockwise: inside is to the left), worked out exactly on the line itself (with fractions, from its ends and
    the edge's, not from a point rounded along it); None where it is farther from them all than rounding reaches (its
    middle says), or on the edge."""
    tie = _EPS * max(1.0, sight.length)
    by = ((close_lo < close_hi) & (close_lo < t1) & (t0 < close_hi)) | (
        (close_lo == close_hi) & (np.abs(close_lo - t) <= tie)
    )
    found = edges[:, row[by]].T.tolist()
    if not found:
        return None
    ax, ay = start
    px, py = ax + sight.ux * t, ay + sight.uy * t
    scale = max(1.0, abs(px), abs(py))
    best, nearest = math.inf, found[0]
    for x1, y1, x2, y2 in found:
        ex, ey = x2 - x1, y2 - y1
        f = min(1.0, max(0.0, ((px - x1) * ex + (py - y1) * ey) / ((ex * ex + ey * ey) or 1.0)))
        d = math.hypot(px - x1 - f * ex, py - y1 - f * ey)
        if d < best:
            best, nearest = d, [x1, y1, x2, y2]
    if best > 1e-9 * scale:
        return None
    from fractions import Fraction  # imported here: it brings decimal, a cost every command would pay at start

    fx1, fy1, fx2, fy2 = (Fraction(v) for v in nearest)
    fax, fay, fbx, fby = Fraction(ax), Fraction(ay), Fraction(sight.bx), Fraction(sight.by)
    lam = Fraction(t) / Fraction(sight.length)
    qx, qy = fax + lam * (fbx - fax), fay + lam * (fby - fay)
    turn = (fx2 - fx1) * (qy - fy1) - (fy2 - fy1) * (qx - fx1)
    return None if turn == 0 else turn > 0
