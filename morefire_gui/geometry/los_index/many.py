"""Many lines at once (who sees whom): every meeting of many segments with the edges, in a few numpy calls over all
their cells (:func:`many_crossings`)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from morefire_gui.geometry.los_index.grid import _Grid
from morefire_gui.geometry.los_index.terms import _NO_CLEAN, _NO_OWNER, _NO_T


@dataclass(frozen=True)
class LineCrossings:
    """The edge meetings of many segments at once (:meth:`EdgeGrid.many_crossings`): for each meeting, the segment
    it belongs to, the piece whose edge is met, the distance from the segment's start (table units) and whether it
    is a clean crossing (else a possible touch: a vertex, an edge run along, an end on an edge). ``met`` says, per
    segment, whether it meets any edge at all."""

    line: np.ndarray
    owner: np.ndarray
    edge: np.ndarray  # the edge met (an edge filed in several cells of a segment may be listed once for each)
    t: np.ndarray
    clean: np.ndarray
    met: np.ndarray


def _many(
    grid: _Grid,
    ax: np.ndarray,
    ay: np.ndarray,
    bx: np.ndarray,
    by: np.ndarray,
    along_x: bool,
    reach: float = 1.0,
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """:meth:`EdgeGrid.many_crossings` for segments all walked along one axis (x when ``along_x``): the meetings
    as (segment, slot, worst, t) arrays, segment being the index into the arrays given. Only the cells of the first
    ``reach`` of each segment's length are walked (the edges in them tested against the whole segment)."""
    n = len(ax)
    dx, dy = bx - ax, by - ay
    x0, x1, y0, y1 = grid._box
    # Clip each segment to the box (Liang-Barsky, vectorised): [t0, t1] of it lies inside.
    t0 = np.zeros(n)
    t1 = np.ones(n)
    ok = np.ones(n, dtype=bool)
    for p, q in ((-dx, ax - x0), (dx, x1 - ax), (-dy, ay - y0), (dy, y1 - ay)):
        flat = p == 0.0
        ok &= ~(flat & (q < 0.0))
        # q / p where it lies within [-1, 1]; beyond, only its side counts (t0 and t1 are kept within [0, 1]), so
        # a tiny p (a segment all but parallel to the box's side) is never divided by.
        far = np.abs(q) > np.abs(p)
        r = np.where(far, np.where((q < 0.0) == (p < 0.0), 2.0, -2.0), q / np.where(far, 1.0, p))
        t0 = np.where(~flat & (p < 0.0), np.maximum(t0, r), t0)
        t1 = np.where(~flat & (p > 0.0), np.minimum(t1, r), t1)
    if reach < 1.0:
        t1 = np.minimum(t1, reach)
    ok &= (t0 <= t1) & ((dx != 0.0) | (dy != 0.0))
    if along_x:
        u0, v0, du, dv = ax, ay, dx, dy
        g0u, g0v, nv, filing = grid._gx0, grid._gy0, grid.ny, grid._by_col
    else:
        u0, v0, du, dv = ay, ax, dy, dx
        g0u, g0v, nv, filing = grid._gy0, grid._gx0, grid.nx, grid._by_row
    keep = ok.nonzero()[0]
    if len(keep) == 0:
        return _NO_OWNER, _NO_OWNER, _NO_T, _NO_CLEAN
    u0, v0, du, dv, t0, t1 = u0[keep], v0[keep], du[keep], dv[keep], t0[keep], t1[keep]
    inv = grid._inv
    pu, qu = u0 + t0 * du, u0 + t1 * du
    c0 = ((np.minimum(pu, qu) - g0u) * inv).astype(np.intp)
    c1 = ((np.maximum(pu, qu) - g0u) * inv).astype(np.intp)
    slope = dv / du
    # The column boundaries c0 .. c1 + 1 of each segment, as in EdgeGrid.crossings: the filing key where the segment's
    # extension crosses each, and a column's rows between its two boundaries.
    nb = c1 - c0 + 2
    seg = np.repeat(np.arange(len(keep)), nb)
    first = np.cumsum(nb) - nb
    col = c0[seg] + (np.arange(len(seg)) - first[seg])
    keys = (col * (nv + slope[seg]) + ((v0 + (g0u - u0) * slope - g0v) * inv)[seg]).astype(np.intp)
    pair = np.ones(len(seg), dtype=bool)
    pair[first + nb - 1] = False  # a segment's last boundary starts no column
    left = pair.nonzero()[0]
    a_key, b_key = keys[left], keys[left + 1]
    up = slope[seg[left]] >= 0.0
    lo = np.where(up, a_key, b_key - nv)
    hi = np.where(up, b_key - nv, a_key)
    start = filing.start[lo]
    count = filing.stop[hi] - start
    total = int(count.sum())
    if total == 0:
        return _NO_OWNER, _NO_OWNER, _NO_T, _NO_CLEAN
    ends = np.cumsum(count)
    slots = np.arange(total) + np.repeat(start - ends + count, count)
    which = np.repeat(seg[left], count)  # the segment of each gathered slot
    # The orientation sums and differences of EdgeGrid.crossings, per (segment, edge), from the features each slot's
    # edge needs (6 numbers a slot, the last 1).
    length = np.hypot(dx, dy)[keep]
    if len(keep) == 1:
        # One segment (a sight line's edges, EdgeGrid.meetings): its ends and length as numbers, and the four sums of
        # every slot as one matrix product of the slots' features, as EdgeGrid.line_hits works them out.
        sax, say, sbx, sby, seg_length = ax[keep[0]], ay[keep[0]], bx[keep[0]], by[keep[0]], length[0]
        tol = grid._margin * max(seg_length, grid._longest)
        ddx, ddy = sbx - sax, sby - say
        s12, d12, s34, d34 = (
            np.array(
                (
                    (-ddy, ddx, 0.0, 0.0, 0.0, 2.0 * (ddy * sax - ddx * say)),
                    (0.0, 0.0, ddy, -ddx, 0.0, 0.0),
                    (0.0, 0.0, say + sby, -(sax + sbx), -2.0, 0.0),
                    (0.0, 0.0, say - sby, sbx - sax, 0.0, 0.0),
                )
            )
            @ filing.features.take(slots, axis=0).T
        )
    else:
        # A column each, read flat.
        flat, at = filing.features.ravel(), 6 * slots
        f0, f1, f2, f3, f4 = (flat.take(at + c) for c in range(5))
        sax, say = ax[keep][which], ay[keep][which]
        sbx, sby = bx[keep][which], by[keep][which]
        seg_length = length[which]
        tol = grid._margin * np.maximum(length, grid._longest)[which]
        ddx, ddy = sbx - sax, sby - say
        s12 = -ddy * f0 + ddx * f1 + 2.0 * (ddy * sax - ddx * say)
        d12 = ddy * f2 - ddx * f3
        s34 = (say + sby) * f2 - (sax + sbx) * f3 - 2.0 * f4
        d34 = (say - sby) * f2 + (sbx - sax) * f3
    worst = np.maximum(np.abs(s12) - np.abs(d12), np.abs(s34) - np.abs(d34))
    near = (worst <= tol).nonzero()[0]
    lo3 = (s34 + d34)[near] / 2.0 * (seg_length if len(keep) == 1 else seg_length[near])
    clean = worst[near] < -(tol if len(keep) == 1 else tol[near])
    # A clean crossing's d34 is far from zero (its o3 and o4 have opposite signs beyond the margin); a touch has none.
    t = lo3 / np.where(clean, d34[near], 1.0)
    return keep[which[near]], slots[near], np.where(clean, t, np.nan), clean


def many_crossings(grid: _Grid, ax: np.ndarray, ay: np.ndarray, bx: np.ndarray, by: np.ndarray) -> LineCrossings:
    """Where each of many segments A-B meets the pieces' edges: every (segment, edge) meeting, the clean
    crossings with their distance along the segment, and whether each segment meets any edge. The same tests as
    :meth:`EdgeGrid.crossings`, done for all the segments together in a few numpy calls over all their cells
    (an edge filed in several cells of a segment may be listed once for each)."""
    ax, ay = np.asarray(ax, float), np.asarray(ay, float)
    bx, by = np.asarray(bx, float), np.asarray(by, float)
    along_x = np.abs(bx - ax) >= np.abs(by - ay)
    parts = []
    for group in (along_x.nonzero()[0], (~along_x).nonzero()[0]):
        if len(group) == 0:
            continue
        line, slot, t, clean = _many(grid, ax[group], ay[group], bx[group], by[group], bool(along_x[group[0]]))
        filing = grid._by_col if along_x[group[0]] else grid._by_row
        parts.append((group[line], filing.owner[slot], filing.edge[slot], t, clean))
    if not parts:
        empty = np.zeros(len(ax), dtype=bool)
        return LineCrossings(_NO_OWNER, _NO_OWNER, _NO_OWNER, _NO_T, _NO_CLEAN, empty)
    line = np.concatenate([p[0] for p in parts])
    met = np.zeros(len(ax), dtype=bool)
    met[line] = True
    owner, edge, t, clean = (np.concatenate([p[n] for p in parts]) for n in range(1, 5))
    return LineCrossings(line, owner, edge, t, clean, met)
