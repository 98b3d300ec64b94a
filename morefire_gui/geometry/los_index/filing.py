"""How the edges are filed: the cells an edge passes through (:func:`_cells`), the line cells one sight line is
walked through (:class:`_LineCells`), the cell side (:func:`_cell_size`), and the corners at the edges' ends."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from morefire_gui.geometry.los_index.terms import _CHUNK, _PAD, _Chunk, _EdgeRow


@dataclass(frozen=True)
class _Filing:
    """The edges by cell: the slots of cell ``c`` are ``start[c]:stop[c]`` (``stop`` is ``start`` shifted by one);
    each slot holds an edge's id, its piece and the features of :meth:`EdgeGrid.crossings` (an edge filed in
    several cells has a slot in each)."""

    start: np.ndarray
    stop: np.ndarray
    edge: np.ndarray
    owner: np.ndarray
    features: np.ndarray  # slots x 6


def _cells(
    ends: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray],
    box: tuple[float, float, float, float],
    cell: float,
    tall: float | None = None,
) -> tuple[float, float, int, int, np.ndarray, np.ndarray, np.ndarray]:
    """A grid over ``box`` of cells ``cell`` wide and ``tall`` high (``cell`` unless given), and every (edge, cell)
    pair of a cell the edge ``ends`` (x1, y1, x2, y2) passes through, or passes within a millionth of a cell of: the
    grid's origin and size, then the column, row and edge of each pair. A long slanting edge is filed in the cells
    along it, not in every cell of its box."""
    x1, y1, x2, y2 = ends
    lo_x, hi_x = np.minimum(x1, x2), np.maximum(x1, x2)
    lo_y, hi_y = np.minimum(y1, y2), np.maximum(y1, y2)
    x0, x1_, y0, y1_ = box
    tall = cell if tall is None else tall
    inv_x, inv_y = 1.0 / cell, 1.0 / tall
    # A margin round the box: a clipped line, and its extension across the end columns (or rows: at most as far
    # across as along, see EdgeGrid.hits), stay inside the grid.
    mx, my = 2 + int(tall * inv_x), 2 + int(cell * inv_y)
    gx0, gy0 = x0 - mx * cell, y0 - my * tall
    nx = int((x1_ - gx0) * inv_x) + mx + 1
    ny = int((y1_ - gy0) * inv_y) + my + 1
    c0 = ((lo_x - gx0) * inv_x - _PAD).astype(np.intp)
    c1 = ((hi_x - gx0) * inv_x + _PAD).astype(np.intp)
    r0 = ((lo_y - gy0) * inv_y - _PAD).astype(np.intp)
    r1 = ((hi_y - gy0) * inv_y + _PAD).astype(np.intp)
    # Per (edge, column): the rows the edge crosses within the column's width (widened by the margin).
    ncol = c1 - c0 + 1
    pe = np.repeat(np.arange(len(x1)), ncol)
    pc = c0[pe] + (np.arange(len(pe)) - np.repeat(np.cumsum(ncol) - ncol, ncol))
    ex, ey = x2 - x1, y2 - y1
    steep = ex == 0.0
    slope = ey / np.where(steep, 1.0, ex)
    xa = np.clip(gx0 + (pc - _PAD) * cell, lo_x[pe], hi_x[pe])
    xb = np.clip(gx0 + (pc + 1 + _PAD) * cell, lo_x[pe], hi_x[pe])
    sx, sy, sl = x1[pe], y1[pe], slope[pe]
    ya, yb = sy + (xa - sx) * sl, sy + (xb - sx) * sl
    flat = steep[pe]
    lo_v = np.clip(np.where(flat, lo_y[pe], np.minimum(ya, yb)), lo_y[pe], hi_y[pe])
    hi_v = np.clip(np.where(flat, hi_y[pe], np.maximum(ya, yb)), lo_y[pe], hi_y[pe])
    pr0 = np.maximum(((lo_v - gy0) * inv_y - _PAD).astype(np.intp), r0[pe])
    pr1 = np.maximum(np.minimum(((hi_v - gy0) * inv_y + _PAD).astype(np.intp), r1[pe]), pr0)
    nrow = pr1 - pr0 + 1
    edge = np.repeat(pe, nrow)
    k = np.arange(len(edge)) - np.repeat(np.cumsum(nrow) - nrow, nrow)
    return gx0, gy0, nx, ny, np.repeat(pc, nrow), np.repeat(pr0, nrow) + k, edge


class _LineCells:
    """The edges filed for one sight line at a time (:meth:`EdgeGrid.hits`), twice: for lines nearer the x axis in
    columns ``along`` wide and rows ``across`` high, walked column by column, and for lines nearer the y axis the other
    way round. Long cells along the walk make a line's walk a few steps, short ones across it keep the edges it
    gathers few. Per slot: the edge's features, id and piece as a row of an array (for a numpy test of many), and its
    ends, id and piece as a tuple (for a Python test of a few). A walk is what walking a line along one axis reads:
    the grid's origin along that axis and across it, the number of cells across, the cells' side along and across,
    and the slots by cell (their start, the array, the tuples)."""

    def __init__(
        self,
        segments: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray],
        box: tuple[float, float, float, float],
        along: float,
        across: float,
        owner: np.ndarray,
        features: np.ndarray,
    ) -> None:
        self.box = box
        ids = np.stack([np.arange(len(owner)), owner], axis=1)
        packed = np.concatenate([features.T, ids], axis=1)
        ends = np.concatenate([np.stack(segments, axis=1), ids], axis=1)
        gx0, gy0, nx, ny, col, row, edge = _cells(segments, box, along, across)
        self.along_x = (gx0, gy0, ny, along, across, *self._file(col * ny + row, edge, packed, ends, nx * ny))
        gx0, gy0, nx, ny, col, row, edge = _cells(segments, box, across, along)
        self.along_y = (gy0, gx0, nx, along, across, *self._file(row * nx + col, edge, packed, ends, nx * ny))

    @staticmethod
    def _file(
        keys: np.ndarray, edge: np.ndarray, packed: np.ndarray, ends: np.ndarray, n: int
    ) -> tuple[list[int], list[int], np.ndarray, list[_EdgeRow], list[_Chunk]]:
        """The slots in cell order (within a cell, by edge: a piece's edges together), cut into chunks of at most
        :data:`_CHUNK` edges of one piece in one cell; the chunks by cell (the first of each cell's, and one past the
        last cell's), the first slot of each chunk (and one past the last), and the slots as an array and as tuples,
        and the chunks as (centre x, centre y, radius, first slot, slot past the last)."""
        order = np.argsort(keys, kind="stable")
        slots = edge[order]
        key = keys[order]
        owner = ends[slots, 5].astype(np.intp)
        m = len(slots)
        run = np.ones(m, dtype=bool)
        run[1:] = (key[1:] != key[:-1]) | (owner[1:] != owner[:-1])
        run_start = np.flatnonzero(run)
        at = np.arange(m) - run_start[np.cumsum(run) - 1]
        first = np.flatnonzero(run | (at % _CHUNK == 0))
        chunk_slot = np.append(first, m)
        per_cell = np.bincount(key[first], minlength=n)
        cstart = np.zeros(n + 1, np.intp)
        np.cumsum(per_cell, out=cstart[1:])
        # Each chunk's circle: the centre of its edges' box, the radius to the farthest end, widened far beyond the
        # rounding of the test that uses it (an end inside it is never farther from the line than its centre plus it).
        x1, y1, x2, y2 = (ends[slots, i] for i in range(4))
        lo_x = np.minimum.reduceat(np.minimum(x1, x2), first)
        hi_x = np.maximum.reduceat(np.maximum(x1, x2), first)
        lo_y = np.minimum.reduceat(np.minimum(y1, y2), first)
        hi_y = np.maximum.reduceat(np.maximum(y1, y2), first)
        cx, cy = (lo_x + hi_x) / 2, (lo_y + hi_y) / 2
        which = np.repeat(np.arange(len(first)), np.diff(chunk_slot))
        reach = np.maximum(np.hypot(x1 - cx[which], y1 - cy[which]), np.hypot(x2 - cx[which], y2 - cy[which]))
        radius = np.maximum.reduceat(reach, first) * (1 + 1e-9) + 1e-12 * max(1.0, float(np.abs(ends[:, :4]).max()))
        # Each chunk's values made together (row by row), so that a chunk lies in a few cache lines, not five.
        chunks = [
            (x, y, r, int(s0), int(s1))
            for x, y, r, s0, s1 in np.column_stack((cx, cy, radius, first, chunk_slot[1:])).tolist()
        ]
        rows = [(x1, y1, x2, y2, int(e), int(k)) for x1, y1, x2, y2, e, k in ends[slots].tolist()]
        return cstart.tolist(), chunk_slot.tolist(), np.ascontiguousarray(packed[slots]), rows, chunks


def _clip(
    ax: float, ay: float, dx: float, dy: float, box: tuple[float, float, float, float]
) -> tuple[float, float] | None:
    """The part [t0, t1] of the segment from (ax, ay) along (dx, dy) that lies in ``box`` (lo_x, hi_x, lo_y, hi_y):
    Liang-Barsky's clip; None when none of it does. Asked only of a segment with an end outside the box."""
    lo_x, hi_x, lo_y, hi_y = box
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, ax - lo_x), (dx, hi_x - ax), (-dy, ay - lo_y), (dy, hi_y - ay)):
        if p == 0.0:
            if q < 0.0:
                return None
        else:
            r = q / p
            if p < 0.0:
                if r > t0:
                    t0 = r
            elif r < t1:
                t1 = r
    return None if t0 > t1 else (t0, t1)


def _corners(
    x1: np.ndarray, y1: np.ndarray, x2: np.ndarray, y2: np.ndarray, owner: np.ndarray, first_edge: np.ndarray
) -> np.ndarray:
    """Per edge, the corner at its end as :meth:`EdgeGrid.after_corner` reads it (a row each): back along the edge
    (x, y), along the next edge of its ring (x, y), the two lengths, and 1.0 where the corner turns left (convex in an
    anticlockwise ring), else 0.0. A line's last edge is followed by its first, a corner no line of sight asks of."""
    number = np.arange(len(owner))
    following = np.where(number + 1 < first_edge[owner + 1], number + 1, first_edge[owner])
    px, py = x1 - x2, y1 - y2
    nx, ny = x2.take(following) - x2, y2.take(following) - y2
    convex = (nx * py - ny * px > 0.0).astype(float)
    return np.ascontiguousarray(np.stack([px, py, nx, ny, np.hypot(px, py), np.hypot(nx, ny), convex], axis=1))


def _runs(keys: np.ndarray, values: np.ndarray) -> list[tuple[int, tuple[int, ...]]]:
    """(key, values) for each run of equal keys, ``keys`` sorted."""
    if len(keys) == 0:
        return []
    cut = np.flatnonzero(np.diff(keys)) + 1
    starts = np.concatenate(([0], cut))
    groups = np.split(values, cut)
    return [(int(keys[s]), tuple(int(v) for v in g)) for s, g in zip(starts, groups)]


def _cell_size(x1: np.ndarray, y1: np.ndarray, x2: np.ndarray, y2: np.ndarray) -> float:
    """A cell side that files a handful of edges per occupied cell: about one and a half times the typical
    edge's length (docs/performance.md), but no more than would hold some eight edges a cell were they spread evenly
    over the box (long edges crowded together: a star of spikes); at least 1/300 of the box's larger side (so the
    grid stays small on a table of tiny pieces), at least what files the edges in some seven cells each on average
    (each is filed in every cell it passes), and far above the rounding of the coordinates (and the box's margin)."""
    lengths = np.hypot(x2 - x1, y2 - y1)
    xs, ys = np.concatenate([x1, x2]), np.concatenate([y1, y2])
    wide, deep = float(xs.max() - xs.min()), float(ys.max() - ys.min())
    side = max(wide, deep)
    scale = max(1.0, float(np.abs(xs).max()), float(np.abs(ys).max()))
    n = len(lengths)
    # The median, as np.median gives it (which imports numpy.ma).
    ordered = np.sort(lengths)
    median = 0.5 * (float(ordered[(n - 1) // 2]) + float(ordered[n // 2]))
    crowded = math.sqrt(max(wide, side / 300.0) * max(deep, side / 300.0) * 8.0 / n)
    filed = float(np.abs(x2 - x1).sum() + np.abs(y2 - y1).sum()) / (6.0 * n)
    return max(min(median * 1.5, crowded), side / 300.0, filed, 1e-7 * scale)
