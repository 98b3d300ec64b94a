"""Where a straight sight line crosses the outlines of the blocking pieces, and which pieces a point stands in:
every piece is cut into its straight edges (a polygon's exterior ring, a hedge's segments), the edges are filed
in a uniform grid, and a line is tested, with numpy, against the edges filed in the cells it passes through
(docs/performance.md).

Only clean crossings are answered here. Where the line may touch an edge at a vertex, run along it, or end on
it, or where two crossings fall at the same point, the owning piece is reported *suspect*, and the caller
measures it exactly with shapely instead (geometry/los/exact.py). Suspect is decided with a margin far wider than
the rounding of the arithmetic, so a crossing that is not reported suspect is a clean crossing for GEOS too.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import shapely
from shapely.geometry import LineString, Polygon
from shapely.geometry.base import BaseGeometry

from morefire_gui.bulk import collector_paused

# Relative margin of the "may touch" tests: an edge end within about this fraction of the table's size (times the
# lengths involved) of the line, or the line's end that close to an edge, makes the piece suspect. Rounding of
# the products below is some 1e-15 of the same quantities, so a clean verdict is never a rounding artefact.
_MARGIN = 1e-10
# Two crossings closer than this fraction of the line's length (of different edges) make their pieces suspect:
# GEOS may round them to one point, and their order decides which blocker is listed first.
_TIE = 1e-8
# Registration margin, in cells: an edge is filed in every cell its bounding box reaches, widened by this much,
# so that the rounding of a cell index computed along the line never loses an edge on a cell boundary.
_PAD = 1e-6

# One sight line's cells are this many times the side of the cells the lines of who sees whom are worked out in,
# along the line and across it: walking them is Python, a step per column, and testing their edges numpy, nearly
# free per edge (a few calls); the cells a line passes are a band as wide as a cell is across, and as far again as
# the line's slope takes it in a cell's length.
_LINE_ALONG = 4.0
_LINE_ACROSS = 2.0
# A line that gathers at most this many slots has them tested in Python, one by one (a chunk of a piece's edges at a
# time, most passed at a distance); more, with numpy (whose calls cost about as much as some 150 slots). The chunk and
# orientation tests are written out in each of the three walks that test slots in Python (line_hits, settled,
# first_block), not called: a call per chunk or edge would cost more than the test, the few microseconds these walks
# exist to save. Property tests hold all three to the reference engine.
_FEW_SLOTS = 150
# EdgeGrid.settled tests at most this many slots in Python; a line that gathers more is left to the full check.
_SETTLE_SLOTS = 600
# A point is told in or out of a polygon of more edges than this by the grid (EdgeGrid._in_or_on), not by GEOS.
_ASK_EDGES = 256
# GEOS tells a point in a polygon by walking the edges level with it (some 5 ns each), a ray cast through the grid
# costs some 0.1 ms however short: a point is told by the grid only where more edges than this are filed level with it
# (the tips of a comb's teeth: 37,500), else by GEOS.
_LEVEL_EDGES = 20_000

Crossings = tuple[list[tuple[float, int, bool]], set[int]]
"""The clean crossings of one sight line, in order along it, each as its distance from the start (table units), the
index of the piece whose edge is crossed there and whether the line goes into that polygon there (meaningless for
a line); and the suspect pieces, whose crossings are left out."""
Hits = tuple[list[float], list[int], list[bool], set[int]]
"""The same as four lists: the distances, the pieces and the goings in of the clean crossings, and the suspect
pieces."""
_NO_HITS: Hits = ([], [], [], set())
ManyHits = tuple[np.ndarray, np.ndarray, np.ndarray, set[int]]
"""Hits as numpy arrays (a line with many crossings)."""
# An edge as a grid cell files it: its two ends, its number and the piece it belongs to.
_EdgeRow = tuple[float, float, float, float, int, int]
# A run of a piece's edges filed in one cell, as a circle round them and the slots they fill: centre x, centre y,
# radius, first slot, one past the last.
_Chunk = tuple[float, float, float, int, int]
# At most this many edges to a chunk: a line that passes a chunk's circle at a distance has none of its edges tested.
_CHUNK = 8

# The line cells of one axis (_LineCells.along_x, along_y): the grid's origin along that axis and across it, the cells
# across, the cells' side along and across, and the slots by cell (the first chunk of each cell, the first slot of
# each chunk, the slots as an array and as tuples, the chunks).
_Axis = tuple[float, float, int, float, float, list[int], list[int], np.ndarray, list[_EdgeRow], list[_Chunk]]
# How a line is walked through them (EdgeGrid._frame), and a line off the edges' box: no cells.
_Frame = tuple[float, float, float, float, float, float, _Axis]
_NO_FRAME: _Frame = (0.0, 0.0, 0.0, 0.0, 1.0, 0.0, (0.0, 0.0, 0, 1.0, 1.0, [], [], np.empty((0, 8)), [], []))

_NO_T = np.empty(0)
_NO_OWNER = np.empty(0, dtype=np.intp)
_NO_CLEAN = np.empty(0, dtype=bool)


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


class EdgeGrid:
    """The straight edges of pieces in a uniform grid: :meth:`crossings` of a line with them, and the pieces the ends
    of a line stand in (:meth:`ends_in`).

    ``EdgeGrid.build`` returns None when a piece is not a simple polygon or a line (then every check is
    exact)."""

    def __init__(
        self,
        geoms: Sequence[BaseGeometry],
        x1: np.ndarray,
        y1: np.ndarray,
        x2: np.ndarray,
        y2: np.ndarray,
        owner: np.ndarray,
        cell: float,
    ) -> None:
        self.edges = len(owner)
        ex, ey = x2 - x1, y2 - y1
        # Per edge, what the orientation sums of :meth:`crossings` need: one matrix product per check gives them
        # for every gathered edge at once.
        features = np.stack([x1 + x2, y1 + y2, ex, ey, ex * y1 - ey * x1, np.ones_like(x1)])
        lo_x, hi_x = np.minimum(x1, x2), np.maximum(x1, x2)
        lo_y, hi_y = np.minimum(y1, y2), np.maximum(y1, y2)
        x0, x1max, y0, y1max = float(lo_x.min()), float(hi_x.max()), float(lo_y.min()), float(hi_y.max())
        self._scale = max(1.0, abs(x0), abs(x1max), abs(y0), abs(y1max))
        self._longest = float(np.hypot(ex, ey).max())
        self._margin = 2.0 * _MARGIN * self._scale
        # The box a line is clipped to before its cells are found: the edges' box, a little wider.
        pad = 1e-9 * self._scale
        self._box = (x0 - pad, x1max + pad, y0 - pad, y1max + pad)
        self.cell = cell
        self._inv = inv = 1.0 / cell
        self._gx0, self._gy0, self.nx, self.ny, col, row, edge = _cells((x1, y1, x2, y2), self._box, cell)
        n = self.nx * self.ny
        # Two filings: by column (for lines nearer the x axis) and by row (nearer the y axis). A line's cells in
        # one column (row) are consecutive rows (columns), so its slots are one stretch of the filing per column.
        self._by_col = self._file(col * self.ny + row, edge, owner, features, n)
        self._by_row = self._file(row * self.nx + col, edge, owner, features, n)
        self.registrations = len(edge)
        # One sight line is walked through cells of this many times the side, in Python (docs/performance.md).
        self._line = _LineCells((x1, y1, x2, y2), self._box, cell * _LINE_ALONG, cell * _LINE_ACROSS, owner, features)
        self._polygon = [isinstance(g, Polygon) for g in geoms]
        self._segments = np.stack([x1, y1, x2, y2], axis=1)
        self._owner_of = owner
        # A piece's edges are numbered one after another: those of piece k are _first_edge[k]:_first_edge[k + 1].
        self._first_edge = np.zeros(len(geoms) + 1, np.intp)
        np.cumsum(np.bincount(owner, minlength=len(geoms)), out=self._first_edge[1:])
        self._corners = _corners(x1, y1, x2, y2, owner, self._first_edge)
        # For ends_in: per cell (by column), the pieces with an edge filed there, which a point in the cell may
        # be in or on, and the pieces the whole cell lies in, which every point in it is in.
        self._geoms = np.asarray(geoms, dtype=object)
        key = col * self.ny + row
        order = np.lexsort((owner[edge], key))
        # The distinct (cell, piece) pairs, in that order: sorted already, so each is where the pair changes (as
        # np.unique would give them, which imports numpy.ma, a tenth of the command line's start).
        sorted_keys, sorted_owners = key[order], owner[edge][order]
        fresh = np.ones(len(order), dtype=bool)
        fresh[1:] = (sorted_keys[1:] != sorted_keys[:-1]) | (sorted_owners[1:] != sorted_owners[:-1])
        pairs = (sorted_keys[fresh], sorted_owners[fresh])
        self._near: list[tuple[int, ...]] = [()] * n
        for cell_key, pieces in _runs(pairs[0], pairs[1]):
            self._near[cell_key] = pieces
        # A cell with no edge of a polygon in it lies wholly inside or wholly outside it: its centre says which.
        # Only the cells of each polygon's box that none of its edges reaches are asked (one point-in-polygon
        # test each, with the prepared polygon), so the cost grows with the cells, not with the vertices.
        self._inside: list[tuple[int, ...]] = [()] * n
        near_cells = set(zip(pairs[0].tolist(), pairs[1].tolist()))
        inside: dict[int, list[int]] = {}
        for k, geom in enumerate(geoms):
            if not isinstance(geom, Polygon):
                continue
            gx0, gy0, gx1, gy1 = geom.bounds
            cs = np.arange(int((gx0 - self._gx0) * inv), int((gx1 - self._gx0) * inv) + 1)
            rs = np.arange(int((gy0 - self._gy0) * inv), int((gy1 - self._gy0) * inv) + 1)
            cc, rr = np.meshgrid(cs, rs, indexing="ij")
            keys = (cc * self.ny + rr).ravel()
            free = np.array([(int(c), k) not in near_cells for c in keys.tolist()], dtype=bool)
            if not free.any():
                continue
            keys = keys[free]
            cx = self._gx0 + (cc.ravel()[free] + 0.5) * cell
            cy = self._gy0 + (rr.ravel()[free] + 0.5) * cell
            for c in keys[shapely.contains_xy(geom, cx, cy)].tolist():
                inside.setdefault(c, []).append(k)
        for cell_key, owners in inside.items():
            self._inside[cell_key] = tuple(owners)

    @staticmethod
    def _file(keys: np.ndarray, edge: np.ndarray, owner: np.ndarray, features: np.ndarray, n: int) -> _Filing:
        order = np.argsort(keys, kind="stable")
        start = np.zeros(n + 1, np.intp)
        np.cumsum(np.bincount(keys, minlength=n), out=start[1:])
        slots = edge[order]
        return _Filing(start, start[1:], slots, owner[slots], np.ascontiguousarray(features[:, slots].T))

    @classmethod
    def build(cls, geoms: Sequence[BaseGeometry], cell: float | None = None) -> EdgeGrid | None:
        """The grid of the pieces' edges; None where a piece is not one it can file (a polygon with holes, an empty
        or invalid one). Python's cycle collector is paused while it is made: its hundreds of thousands of tuples
        (the filings' slots and chunks, the cells' pieces) hold no cycle, and a collection run among them, over
        every object the process keeps, cost more than the build itself (docs/performance.md)."""
        with collector_paused():
            return cls._build(geoms, cell)

    @classmethod
    def _build(cls, geoms: Sequence[BaseGeometry], cell: float | None) -> EdgeGrid | None:
        xs1, ys1, xs2, ys2, owners = [], [], [], [], []
        for k, geom in enumerate(geoms):
            if isinstance(geom, Polygon):
                if geom.is_empty or not geom.is_valid or len(geom.interiors):
                    return None
                coords = np.asarray(geom.exterior.coords)
                if not geom.exterior.is_ccw:
                    # Every ring anticlockwise, so that crossings() tells going in from coming out by a sign
                    # (which way an edge runs changes no other test).
                    coords = coords[::-1]
            elif isinstance(geom, LineString):
                if geom.is_empty:
                    return None
                coords = np.asarray(geom.coords)
            else:
                return None
            # A repeated point makes an edge of no length: harmless (the line meets it only through a vertex,
            # a touch, measured exactly).
            a, b = coords[:-1], coords[1:]
            xs1.append(a[:, 0])
            ys1.append(a[:, 1])
            xs2.append(b[:, 0])
            ys2.append(b[:, 1])
            owners.append(np.full(len(a), k, dtype=np.intp))
        if not owners:
            return None
        x1, y1 = np.concatenate(xs1), np.concatenate(ys1)
        x2, y2 = np.concatenate(xs2), np.concatenate(ys2)
        if not np.isfinite(np.concatenate([x1, y1, x2, y2])).all():
            return None
        if cell is None:
            cell = _cell_size(x1, y1, x2, y2)
        return cls(geoms, x1, y1, x2, y2, np.concatenate(owners), cell)

    # -- per check ------------------------------------------------------------------------------------------
    def hits(self, ax: float, ay: float, bx: float, by: float, length: float) -> Hits:
        """:meth:`line_hits` as lists."""
        return as_lists(self.line_hits(ax, ay, bx, by, length))

    def _frame(self, ax: float, ay: float, bx: float, by: float) -> _Frame | None:
        """How the segment A-B is walked through the line cells (:class:`_LineCells`): the part of it in the edges' box
        (from ``t0`` to ``t1`` of its length), and along the axis it is nearer: u is that axis, v the other, so
        |dv/du| <= 1 and the line crosses at most two rows (v cells) in a column (u cell). A's coordinates and the
        line's run along u and v, and the filing of that axis. None off the edges' box."""
        cells = self._line
        dx, dy = bx - ax, by - ay
        lo_x, hi_x, lo_y, hi_y = cells.box
        t0, t1 = 0.0, 1.0
        if not (lo_x <= ax <= hi_x and lo_x <= bx <= hi_x and lo_y <= ay <= hi_y and lo_y <= by <= hi_y):
            clipped = _clip(ax, ay, dx, dy, cells.box)
            if clipped is None:
                return None
            t0, t1 = clipped
        if abs(dx) >= abs(dy):
            return t0, t1, ax, ay, dx, dy, cells.along_x
        return t0, t1, ay, ax, dy, dx, cells.along_y

    def _walk(
        self, ax: float, ay: float, bx: float, by: float
    ) -> tuple[list[tuple[int, int]], int, tuple[list[int], np.ndarray, list[_EdgeRow], list[_Chunk]]] | None:
        """The slots of the cells the segment A-B passes through (:class:`_LineCells`), walked in Python along the
        axis the line is nearer: the stretches of chunks, per column, the slots they hold, and the filing they index
        (the first slot of each chunk, the slots as an array, as tuples, and the chunks); None off the edges' box."""
        frame = self._frame(ax, ay, bx, by)
        if frame is None:
            return None
        t0, t1, u0, v0, du, dv, (g0u, g0v, nv, along, across, start, first, packed, rows, chunks) = frame
        # Per column, the slots of its rows between where the line's extension crosses the column's two boundaries
        # (the filing key c * nv + row(c), row(c) = c * slope + the row at boundary 0; at the two end columns perhaps
        # one row more, harmless): one stretch of the filing.
        pu, qu = u0 + t0 * du, u0 + t1 * du
        c0 = int((min(pu, qu) - g0u) / along)
        c1 = int((max(pu, qu) - g0u) / along)
        slope = dv / du
        step = nv + slope * along / across
        at = (v0 + (g0u - u0) * slope - g0v) / across
        stretches: list[tuple[int, int]] = []
        total = 0
        key = int(c0 * step + at)
        if slope >= 0.0:
            for c in range(c0 + 1, c1 + 2):
                after = int(c * step + at)
                k0, k1 = start[key], start[after - nv + 1]
                if k1 > k0:
                    stretches.append((k0, k1))
                    total += first[k1] - first[k0]
                key = after
        else:
            for c in range(c0 + 1, c1 + 2):
                after = int(c * step + at)
                k0, k1 = start[after - nv], start[key + 1]
                if k1 > k0:
                    stretches.append((k0, k1))
                    total += first[k1] - first[k0]
                key = after
        return stretches, total, (first, packed, rows, chunks)

    def settled(
        self,
        ax: float,
        ay: float,
        bx: float,
        by: float,
        length: float,
        reach: tuple[float, float],
        depth: tuple[float, float],
        pieces: tuple[list[bool], list[bool], list[bool]],
    ) -> bool | None:
        """Whether the segment A-B is clear, where its edges settle it without every crossing worked out (basic line of
        sight; ``pieces`` says which pieces are hedges, hills, and judged only exactly): False at the first clean
        crossing of a piece that blocks it whatever the rest of the line does (as a plain loop stops at the first piece
        it touches); True where it meets no edge and neither end's cell holds any piece; None otherwise (the full check
        decides). A blocker for sure is:

        * a hedge crossed between ``reach`` (from A: beyond the hedge reach of both ends);
        * a hill or an area that holds neither end;
        * an area that holds an end, crossed more than ``deep`` (the edge depth) from each end that stands in it: the
          crossing either leaves the stretch from that end deeper than the edge depth, or is a second way in or out,
          and a stretch of the line in it that runs from neither end blocks.

        Clear, once every slot is tested, where the line touches no edge (every meeting a clean crossing), crosses no
        jungle, crosses hedges only within their reach of an end, and crosses the pieces the ends stand in only where
        it comes out of them within ``shallow`` (the edge depth, less a margin) of those ends: once for an end, or
        once for each end of a piece that holds both (which the line may not leave at all if it is no longer).

        The slots are tested in Python, a chunk at a time, in the order of the line's cells."""
        hedge, hill, exact = pieces
        lo, hi = reach
        deep, shallow = depth
        # A hedge's crossing this close to the reach is left to the full check, whose distances may round otherwise.
        fuzz = 1e-9 * max(1.0, length)
        # The pieces an end stands in for sure (its cell lies inside them) or may (an edge of theirs in its cell:
        # asked of GEOS when the line crosses one).
        x0, x1, y0, y1 = self._box
        inv, gx0, gy0, ny, inside, near = self._inv, self._gx0, self._gy0, self.ny, self._inside, self._near
        held: set[int] = set()
        if x0 <= ax <= x1 and y0 <= ay <= y1:
            key = int((ax - gx0) * inv) * ny + int((ay - gy0) * inv)
            if inside[key] or near[key]:
                held.update(inside[key], near[key])
        if x0 <= bx <= x1 and y0 <= by <= y1:
            key = int((bx - gx0) * inv) * ny + int((by - gy0) * inv)
            if inside[key] or near[key]:
                held.update(inside[key], near[key])
        walked = self._walk(ax, ay, bx, by)
        if walked is None or not walked[1]:
            return self._clear_at_ends(held, {}, ax, ay, bx, by, length, shallow, (hill, exact), {}) if held else True
        stretches, total, (_, _, rows, chunks) = walked
        if total > _SETTLE_SLOTS:
            return None
        dx, dy = bx - ax, by - ay
        half = 0.5 * self._margin * max(length, self._longest)  # as line_hits tests them
        k12 = dy * ax - dx * ay
        k0a = -(dx * ax + dy * ay)
        far = length * length
        asked: dict[int, tuple[bool, bool]] = {}
        if len(stretches) > 2:
            # From the middle of the line on, then its first part: a piece there holds neither end, so the first that
            # the line crosses blocks it (on a crowded table, in the first few cells).
            middle = len(stretches) // 2
            stretches = stretches[middle:] + stretches[:middle]
        # The clean crossings of the pieces an end stands in: piece -> {edge: distance from A} (an edge filed in several
        # cells of the line is met once for each).
        at_ends: dict[int, dict[int, float]] = {}
        unsure = False
        for k0, k1 in stretches:
            for cx, cy, radius, s0, s1 in chunks[k0:k1]:
                oc = dx * cy - dy * cx + k12
                lim = radius * length + half
                if oc > lim or oc < -lim:
                    continue
                along = dx * cx + dy * cy + k0a
                if along < -lim or along > far + lim:
                    continue
                for x1_, y1_, x2_, y2_, edge, owner in rows[s0:s1]:
                    o1 = dx * y1_ - dy * x1_ + k12
                    o2 = dx * y2_ - dy * x2_ + k12
                    if (o1 > half and o2 > half) or (o1 < -half and o2 < -half):
                        continue
                    ex, ey = x2_ - x1_, y2_ - y1_
                    o3 = ex * (ay - y1_) - ey * (ax - x1_)
                    o4 = ex * (by - y1_) - ey * (bx - x1_)
                    if (o3 > half and o4 > half) or (o3 < -half and o4 < -half):
                        continue
                    if abs(o1) <= half or abs(o2) <= half or abs(o3) <= half or abs(o4) <= half:
                        unsure = True  # a touch: not a clean crossing
                        continue
                    if hedge[owner]:
                        t = length * o3 / (o3 - o4)
                        if lo + fuzz < t < hi - fuzz:
                            return False
                        if not (t < lo - fuzz or t > hi + fuzz):
                            unsure = True
                        continue
                    if exact[owner]:
                        unsure = True
                        continue
                    if owner not in held:
                        return False
                    in_a, in_b = self._holds(owner, ax, ay, bx, by, asked)
                    if not (in_a or in_b):
                        return False
                    if hill[owner]:
                        continue  # a hill an end stands on never blocks
                    t = length * o3 / (o3 - o4)
                    if (not in_a or t > deep) and (not in_b or length - t > deep):
                        return False
                    at_ends.setdefault(owner, {})[int(edge)] = t
        if unsure:
            return None
        return (
            self._clear_at_ends(held, at_ends, ax, ay, bx, by, length, shallow, (hill, exact), asked) if held else True
        )

    def _clear_at_ends(
        self,
        held: set[int],
        crossed: dict[int, dict[int, float]],
        ax: float,
        ay: float,
        bx: float,
        by: float,
        length: float,
        shallow: float,
        pieces: tuple[list[bool], list[bool]],
        asked: dict[int, tuple[bool, bool]],
    ) -> bool | None:
        """True where none of the pieces whose edges are in the ends' cells blocks a line that crosses them only at
        ``crossed`` (cleanly, and nothing else on its way blocks): each holds neither end, or is a hill, or is an area
        the line leaves within ``shallow`` of each end that stands in it; else None."""
        hill, exact = pieces
        for k in held:
            if not self._polygon[k]:
                continue  # a hedge holds no end
            in_a, in_b = self._holds(k, ax, ay, bx, by, asked)
            ts = sorted(crossed.get(k, {}).values())
            if not (in_a or in_b):
                if ts:
                    return None
                continue
            if exact[k]:
                return None  # jungle an end stands in: how far the line sees through it is the full check's
            if hill[k]:
                continue  # a hill an end stands on never blocks
            if in_a and in_b:
                if not ts:
                    if length > shallow:
                        return None
                elif len(ts) != 2 or ts[0] > shallow or length - ts[1] > shallow:
                    return None
            elif len(ts) != 1 or (ts[0] if in_a else length - ts[0]) > shallow:
                return None
        return True

    def first_block(
        self,
        ax: float,
        ay: float,
        bx: float,
        by: float,
        length: float,
        reach: tuple[float, float],
        depth: tuple[float, float, float, float],
        pieces: tuple[list[bool], list[bool], list[bool]],
    ) -> float | None:
        """Where the segment A-B is first blocked, as its distance from A (``math.inf``: clear), where its edges settle
        it without every crossing worked out (basic line of sight, read as :meth:`settled` reads it); None where only
        the full check can say. ``depth`` is the edge depth less and more a margin, where an area A stands in blocks
        (the edge depth from A) and how far the line must run in it for that.

        The line's cells are walked from A and their edges tested in Python a chunk at a time. The least crossing of a
        piece no end can stand in, or of a hedge beyond its reach, blocks whatever else the line meets: it is the
        answer once every crossing before it is known (the columns walked reach past it), and no chunk beyond it is
        looked at. The crossings before it of the pieces an end stands in are judged in order along the line: a way
        into an area an end stands in that starts a stretch deeper than the edge depth from B, or one that ends at
        neither end, blocks there; from inside an area A stands in the line is blocked at the edge depth if it is
        still in it past that depth. A touch, jungle, or a crossing within a rounding error of a limit before the
        answer leaves it to the full check."""
        hedge, hill, exact = pieces
        lo, hi = reach
        deep, shallow, edge_t, limit_t = depth
        scale = max(1.0, length)
        fuzz = 1e-9 * scale
        tie = _TIE * scale
        x0, x1, y0, y1 = self._box
        inv, gx0, gy0, ny, inside, near = self._inv, self._gx0, self._gy0, self.ny, self._inside, self._near
        at_a: tuple[int, ...] = ()
        b_inside: tuple[int, ...] = ()
        b_near: tuple[int, ...] = ()
        if x0 <= ax <= x1 and y0 <= ay <= y1:
            key = int((ax - gx0) * inv) * ny + int((ay - gy0) * inv)
            at_a = inside[key] + near[key]
        if x0 <= bx <= x1 and y0 <= by <= y1:
            key = int((bx - gx0) * inv) * ny + int((by - gy0) * inv)
            b_inside, b_near = inside[key], near[key]
        held = at_a + b_inside + b_near  # the pieces an end may stand in: a few, where there are any
        asked: dict[int, tuple[bool, bool]] = {}
        # The areas A may stand in, each blocking at the edge depth from A while the line has not come out of it by
        # then. One the line crosses holds A if it first comes out of it; one it has not crossed up to a point holds A
        # if it holds that point: no, where the point's cell has none of its edges and is not inside it, else as GEOS
        # says of A. Asked only when a crossing or a block comes near the edge depth.
        maybe_a: set[int] = set()
        if at_a:
            polygon = self._polygon
            for k in at_a:
                if polygon[k] and not hill[k]:
                    if exact[k]:
                        return None  # jungle A may stand in: how far the line sees through it is the full check's
                    maybe_a.add(k)
        open_a: set[int] = set()
        on_hill: set[int] = set()  # hills an end stands on: they never block

        dx, dy = bx - ax, by - ay
        half = 0.5 * self._margin * max(length, self._longest)  # as line_hits tests them
        k12 = dy * ax - dx * ay
        k0a = -(dx * ax + dy * ay)
        far = length * length
        seen: set[int] = set()
        best = math.inf  # the least crossing found that blocks whatever else the line meets
        reach_best = far  # the same, times the length: no chunk beyond it is looked at
        # The crossings of the pieces an end may stand in, and of hedges at their reach, to be judged in order:
        # (distance, piece, whether the line goes in there); a touch is a piece of -1 - k at the least distance its
        # edge may be touched at.
        pending: list[tuple[float, int, bool]] = []
        crossed: dict[int, dict[int, float]] = {}  # the judged crossings of the pieces an end stands in
        entered: dict[int, float] = {}  # an area B stands in, entered within the edge depth of B: blocks if left again
        # The columns of the line's cells from A (as _walk finds them): the first and the last, the step from one to
        # the next, the filing's rows across, the key of the line's row at a column's side (``int(column * step +
        # at)``), and whether the line climbs across them.
        frame = self._frame(ax, ay, bx, by)
        walk = frame is not None
        t0, t1, u0, v0, du, dv, (g0u, g0v, nv, along_u, across, start, first, _, rows, chunks) = frame or _NO_FRAME
        column = int((u0 + t0 * du - g0u) / along_u)
        last = int((u0 + t1 * du - g0u) / along_u)
        way = 1 if du > 0.0 else -1
        slope = dv / du
        step = nv + slope * along_u / across
        at = (v0 + (g0u - u0) * slope - g0v) / across
        up = slope >= 0.0
        slots = 0
        # The keys of the line's rows at the column's two sides (the one it shares with the next column is kept).
        b0, b1 = int(column * step + at), int((column + 1) * step + at)
        while walk:
            # The slots of the column, as _walk finds them (its rows between the line's crossings of its two sides).
            k0, k1 = (start[b0], start[b1 - nv + 1]) if up else (start[b1 - nv], start[b0 + 1])
            if k1 > k0:
                slots += first[k1] - first[k0]
                if slots > _SETTLE_SLOTS:
                    return None
            for cx, cy, radius, s0, s1 in chunks[k0:k1]:
                oc = dx * cy - dy * cx + k12
                lim = radius * length + half
                if oc > lim or oc < -lim:
                    continue
                along = dx * cx + dy * cy + k0a
                if along < -lim or along > reach_best + lim:
                    continue
                for x1_, y1_, x2_, y2_, edge, owner in rows[s0:s1]:
                    o1 = dx * y1_ - dy * x1_ + k12
                    o2 = dx * y2_ - dy * x2_ + k12
                    if (o1 > half and o2 > half) or (o1 < -half and o2 < -half):
                        continue
                    ex, ey = x2_ - x1_, y2_ - y1_
                    o3 = ex * (ay - y1_) - ey * (ax - x1_)
                    o4 = ex * (by - y1_) - ey * (bx - x1_)
                    if (o3 > half and o4 > half) or (o3 < -half and o4 < -half):
                        continue
                    if abs(o1) <= half or abs(o2) <= half or abs(o3) <= half or abs(o4) <= half:
                        # A touch: somewhere along the edge, no nearer A than the nearer of its ends, and on the line,
                        # so no farther than B (an edge that reaches past B may touch the line at B).
                        touch = min(
                            length, min((x1_ - ax) * dx + (y1_ - ay) * dy, (x2_ - ax) * dx + (y2_ - ay) * dy) / length
                        )
                        if touch - fuzz < best:
                            pending.append((touch - fuzz, -1 - owner, False))
                        continue
                    t = length * o3 / (o3 - o4)
                    if t >= best:
                        continue
                    if hedge[owner]:
                        if lo + fuzz < t < hi - fuzz:
                            best, reach_best = t, t * length
                        elif not (t < lo - fuzz or t > hi + fuzz):
                            pending.append((t, owner, False))  # at the reach: the full check's
                    elif owner not in held and not exact[owner]:
                        best, reach_best = t, t * length
                    elif edge not in seen:  # an edge filed in another cell of the line too is met once for each
                        seen.add(edge)
                        pending.append((t, owner, o3 < o4))
            if column == last:
                walk = False
                done = math.inf
            else:
                column += way
                if way > 0:
                    b0, b1 = b1, int((column + 1) * step + at)
                else:
                    b0, b1 = int(column * step + at), b0
                if not (pending or best < math.inf or maybe_a or open_a):
                    continue  # nothing found yet to judge
                # Every crossing nearer A than where the line leaves the column is known.
                done = (
                    (g0u + column * along_u - u0) / du * length - fuzz
                    if way > 0
                    else ((g0u + (column + 1) * along_u - u0) / du * length - fuzz)
                )
            upto = min(done, best)
            if pending:
                pending.sort()
                n = 0
                for t, k, going_in in pending:
                    if t > upto or t >= best:
                        break
                    n += 1
                    if maybe_a and t > edge_t - tie:
                        self._still_in(maybe_a, open_a, t, ax, ay, bx, by, length, asked)
                    if open_a:
                        if t >= limit_t + fuzz:
                            return edge_t  # still in an area A stands in past the edge depth: blocked there
                        if abs(t - edge_t) <= tie:
                            return None
                    if k < 0 or hedge[k] or exact[k]:
                        return None  # a touch, a hedge at its reach, jungle: the full check's
                    if k in on_hill:
                        continue
                    mine = crossed.setdefault(k, {})
                    first_crossing = not mine
                    mine[len(mine)] = t
                    if first_crossing:
                        maybe_a.discard(k)
                        if not going_in:  # the line first comes out of it: A stands in it
                            if k not in at_a:
                                return None
                            if hill[k]:
                                on_hill.add(k)
                                continue
                            # The way out of the area A stands in: within the edge depth, or blocked at it.
                            if t > limit_t - fuzz:
                                return None
                            open_a.discard(k)
                            continue
                        if hill[k]:
                            if k in b_inside or (k in b_near and self._holds(k, ax, ay, bx, by, asked)[1]):
                                on_hill.add(k)
                                continue
                            best = t  # a hill no end stands on blocks where the line first crosses it
                            break
                    if k in entered:
                        best = entered[k]  # left again: the stretch from that way in ends at neither end
                        break
                    if not going_in:
                        return None
                    if length - t > deep or not (
                        k in b_inside or (k in b_near and self._holds(k, ax, ay, bx, by, asked)[1])
                    ):
                        best = t  # a way in to a stretch that ends at neither end, or deeper than the edge depth
                        break
                    if length - t <= shallow:
                        entered[k] = t
                    else:
                        return None
                del pending[:n]
            if best <= done:
                break  # every crossing before the least blocking one is known and judged
            if (maybe_a or open_a) and min(done, length) >= limit_t + fuzz:
                if maybe_a:
                    self._still_in(maybe_a, open_a, limit_t + fuzz, ax, ay, bx, by, length, asked)
                if open_a:
                    return edge_t
        if best < math.inf:
            if best > edge_t - tie:
                if maybe_a:
                    self._still_in(maybe_a, open_a, best, ax, ay, bx, by, length, asked)
                if open_a:
                    if best >= limit_t + fuzz and all(abs(t - edge_t) > tie for t, _, _ in pending if t < best):
                        return edge_t
                    return None
            if entered and any(e != best for e in entered.values()):
                return None  # an area B stands in, entered before, may be left again before B
            return best
        # Every crossing judged, none blocking: each area an end stands in was left within the edge depth of it, or
        # entered within the edge depth of B and not left again; one that holds A and is never crossed holds B too.
        if maybe_a:
            self._still_in(maybe_a, open_a, length, ax, ay, bx, by, length, asked)
        if open_a or pending:
            return None
        return math.inf

    def _still_in(
        self,
        maybe_a: set[int],
        open_a: set[int],
        t: float,
        ax: float,
        ay: float,
        bx: float,
        by: float,
        length: float,
        asked: dict[int, tuple[bool, bool]],
    ) -> None:
        """Moves from ``maybe_a`` to ``open_a`` the pieces that hold A, of those the segment A-B does not cross up to
        ``t`` from A: none holds A unless it holds the point at ``t`` too, so one with no edge in that point's cell,
        and not holding that cell, does not; any other is asked of GEOS."""
        px, py = ax + (bx - ax) / length * t, ay + (by - ay) / length * t
        x0, x1, y0, y1 = self._box
        there: tuple[int, ...] = ()
        if x0 <= px <= x1 and y0 <= py <= y1:
            key = int((px - self._gx0) * self._inv) * self.ny + int((py - self._gy0) * self._inv)
            there = self._inside[key] + self._near[key]
        for k in maybe_a:
            if k in there and self._holds(k, ax, ay, bx, by, asked)[0]:
                open_a.add(k)
        maybe_a.clear()

    def _holds(
        self, k: int, ax: float, ay: float, bx: float, by: float, asked: dict[int, tuple[bool, bool]]
    ) -> tuple[bool, bool]:
        """Whether piece ``k`` holds A, and B (inside, or on its outline: GEOS's ``intersects``, unless the end's cell
        lies inside it); asked once a piece."""
        found = asked.get(k)
        if found is None:
            x0, x1, y0, y1 = self._box
            inv, gx0, gy0, ny = self._inv, self._gx0, self._gy0, self.ny
            at = []
            for px, py in ((ax, ay), (bx, by)):
                inside = False
                if x0 <= px <= x1 and y0 <= py <= y1:
                    key = int((px - gx0) * inv) * ny + int((py - gy0) * inv)
                    inside = k in self._inside[key] or (
                        k in self._near[key] and bool(shapely.intersects_xy(self._geoms[k], px, py))
                    )
                at.append(inside)
            found = asked[k] = (at[0], at[1])
        return found

    def line_hits(
        self, ax: float, ay: float, bx: float, by: float, length: float, many: int | None = None
    ) -> Hits | ManyHits:
        """The clean crossings of the segment A-B with the edges, in order along it (each edge once): their distances
        from A, their pieces and whether the line goes into the piece's polygon there; and the suspect pieces:
        those whose edges it may touch, run along or end on, or that it crosses at the same point as another edge
        (their crossings are left out).

        The line's cells are walked in Python; a few slots are tested one by one in Python, many with one matrix
        product, and only those the line may meet are looked at further (docs/performance.md). More than ``many``
        crossings are given as numpy arrays (the distances, the pieces, the goings in), not lists."""
        walked = self._walk(ax, ay, bx, by)
        if walked is None:
            return _NO_HITS
        stretches, total, (first, packed, rows, chunks) = walked
        dx, dy = bx - ax, by - ay
        if not total:
            return _NO_HITS
        # With o1, o2 the orientations of the edge's ends P1, P2 about the line (cross(d, P - A)) and o3, o4 of A
        # and B about the edge (cross(e, X - P1)): the line may meet the edge only where neither pair has one sign
        # with both beyond the margin, and crosses it cleanly where each pair has opposite signs, both beyond it;
        # otherwise an orientation is (nearly) zero: a touch, not a clean crossing.
        tol = self._margin * max(length, self._longest)
        suspect: set[int] = set()
        if total <= _FEW_SLOTS:
            half = 0.5 * tol
            k12 = dy * ax - dx * ay
            found: list[tuple[float, int, bool, int]] = []
            k0a = -(dx * ax + dy * ay)
            for k0, k1 in stretches:
                for cx, cy, radius, s0, s1 in chunks[k0:k1]:
                    oc = dx * cy - dy * cx + k12
                    lim = radius * length + half
                    if oc > lim or oc < -lim:
                        continue  # every end of its edges beyond the margin on one side of the line
                    along = dx * cx + dy * cy + k0a  # the length times how far along the line, from A
                    if along < -lim or along > length * length + lim:
                        continue  # beyond an end of the line
                    for x1, y1, x2, y2, edge, owner in rows[s0:s1]:
                        o1 = dx * y1 - dy * x1 + k12
                        if o1 > half:
                            if dx * y2 - dy * x2 + k12 > half:
                                continue
                        elif o1 < -half and dx * y2 - dy * x2 + k12 < -half:
                            continue
                        ex, ey = x2 - x1, y2 - y1
                        o3 = ex * (ay - y1) - ey * (ax - x1)
                        o4 = ex * (by - y1) - ey * (bx - x1)
                        if (o3 > half and o4 > half) or (o3 < -half and o4 < -half):
                            continue
                        o2 = dx * y2 - dy * x2 + k12
                        if abs(o1) <= half or abs(o2) <= half or abs(o3) <= half or abs(o4) <= half:
                            suspect.add(owner)
                        else:
                            # L * o3 / (o3 - o4): the distance from A where the line crosses the edge; o3 < o4 where A is
                            # on the outer side of a polygon's edge (its ring runs anticlockwise): the line goes in.
                            found.append((length * o3 / (o3 - o4), owner, o3 < o4, edge))
            if not found:
                return _NO_HITS if not suspect else ([], [], [], suspect)
            if len(found) > 1:
                found.sort()
            ts, ks, ins, es = (list(column) for column in zip(*found))
        else:
            # Many: one matrix product gives every slot's orientation sums s12 = o1 + o2, s34 = o3 + o4 and their
            # difference d = o1 - o2 = o4 - o3 (linear in the edge's features). |s| - |d| is 2 min(|oi|, |oj|)
            # when the two have one sign, and -2 min(...) when they differ.
            gathered = (
                np.concatenate([packed[first[k0] : first[k1]] for k0, k1 in stretches])
                if len(stretches) > 1
                else packed[first[stretches[0][0]] : first[stretches[0][1]]]
            )
            sums = gathered @ np.array(
                (
                    (-dy, 0.0, 0.0),
                    (dx, 0.0, 0.0),
                    (0.0, dy, ay + by),
                    (0.0, -dx, -(ax + bx)),
                    (0.0, 0.0, -2.0),
                    (2.0 * (dy * ax - dx * ay), 0.0, 0.0),
                    (0.0, 0.0, 0.0),  # the edge's id and piece
                    (0.0, 0.0, 0.0),
                )
            )
            mags = np.abs(sums)
            worst = np.maximum(mags[:, 0], mags[:, 2])
            worst -= mags[:, 1]
            near = (worst <= tol).nonzero()[0]
            if len(near) == 0:
                return _NO_HITS
            clean = worst.take(near) < -tol
            if not clean.all():
                # The pieces touched, each once (a line along a comb's teeth touches thousands of edges of one piece).
                touched = np.bincount(gathered[near[~clean], 7].astype(np.intp))
                suspect.update(touched.nonzero()[0].tolist())
                near = near[clean]
                if len(near) == 0:
                    return [], [], [], suspect
                # Every piece crossed is suspect too: their crossings are left out, so none are worked out.
                crossed = gathered[near, 7].astype(np.intp)
                if (crossed < len(touched)).all() and (touched.take(crossed) > 0).all():
                    return [], [], [], suspect
            sub = sums.take(near, axis=0)
            d = sub[:, 1]
            # L * o3 / (o3 - o4) = L (d - s34) / 2d; d > 0 where the line goes in.
            t = (d - sub[:, 2]) * (0.5 * length) / d
            # The slots come column by column along the line, so the distances are in order but for a few runs (a
            # merge sort takes them in one pass; a quicksort takes 15 times as long over a comb's 40,000 crossings).
            order = t.argsort(kind="stable")
            t = t.take(order)
            met = gathered.take(near.take(order), axis=0)
            edges = met[:, 6]
            if len(t) > 1:
                # An edge filed in several cells of the line was met once for each (at one distance, next to each
                # other in order); crossings of two edges this close (of one piece or two): GEOS may make them one
                # point.
                same = edges[1:] == edges[:-1]
                close = (t[1:] - t[:-1]) <= _TIE * max(1.0, length)
                close &= ~same
                if close.any():
                    at = close.nonzero()[0]
                    suspect.update(met[at, 7].astype(np.intp).tolist())
                    suspect.update(met[at + 1, 7].astype(np.intp).tolist())
                if same.any():
                    keep = np.ones(len(t), dtype=bool)
                    keep[1:] = ~same
                    t, met, d = t[keep], met[keep], d.take(order)[keep]
                else:
                    d = d.take(order)
            else:
                d = d.take(order)
            owners = met[:, 7].astype(np.intp)
            going_in = d > 0.0
            if suspect:
                keep = np.ones(len(t), dtype=bool)
                for k in suspect:
                    keep &= owners != k
                t, owners, going_in = t[keep], owners[keep], going_in[keep]
            if many is not None and len(t) > many:
                return t, owners, going_in, suspect
            return t.tolist(), owners.tolist(), going_in.tolist(), suspect
        # An edge filed in several cells of the line was met once for each (at one distance, next to each other in
        # order); crossings of two edges this close (of one piece or two): GEOS may make them one point.
        n = len(ts)
        if n > 1:
            tie = _TIE * max(1.0, length)
            drop: list[int] = []
            prev = ts[0]
            for i in range(1, n):
                here = ts[i]
                if here - prev <= tie:
                    if es[i] == es[i - 1]:
                        drop.append(i)
                    else:
                        suspect.add(ks[i - 1])
                        suspect.add(ks[i])
                prev = here
            if drop:
                for i in reversed(drop):
                    del ts[i], ks[i], ins[i], es[i]
        if suspect:
            keep_i = [i for i, k in enumerate(ks) if k not in suspect]
            if len(keep_i) < len(ks):
                ts = [ts[i] for i in keep_i]
                ks = [ks[i] for i in keep_i]
                ins = [ins[i] for i in keep_i]
        return ts, ks, ins, suspect

    def margin(self, length: float) -> float:
        """The margin of the orientation tests of a line of this length: an orientation (a distance times the line's
        length) within it may be a touch."""
        return 0.5 * self._margin * max(length, self._longest)

    def end_reach(self, length: float) -> float:
        """How far along a line of this length an edge may lie from one of its ends and yet have that end within the
        margin of it (within the margin over the line's length, times the edge's length, of its line and of its
        ends), with room to spare for rounding."""
        return 4.0 * self.margin(length) / max(length, 1e-9) * (1.0 + self._longest) + 1e-9 * self._scale

    def edge_range(self, k: int) -> tuple[int, int]:
        """The numbers of piece ``k``'s edges: from the first to one past the last."""
        return int(self._first_edge[k]), int(self._first_edge[k + 1])

    def edge_range_of(self, edge: int) -> tuple[int, int]:
        """The numbers of the edges of the piece that edge ``edge`` belongs to: from the first to one past the last."""
        return self.edge_range(int(self._owner_of[edge]))

    def edge_count(self, k: int) -> int:
        """How many edges piece ``k`` has."""
        return int(self._first_edge[k + 1] - self._first_edge[k])

    def meetings(
        self, ax: float, ay: float, bx: float, by: float, k: int, until: float | None = None
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """The edges of piece ``k`` that the segment A-B may meet (cross, touch or run along; every other edge of it
        lies wholly on one side of the line, or the line wholly on one side of it, beyond the margin), each once: their
        ends (four rows: x1, y1, x2, y2), whether the line crosses each cleanly, and for those the distance from A where
        it does and whether it goes in there; last, their numbers. The crossings of :func:`many_crossings`, of one
        segment. With ``until`` (a distance from A), only the edges in the cells of the line up to there: each it
        meets there, and perhaps some beyond, each tested against the whole line."""
        along_x = abs(bx - ax) >= abs(by - ay)
        reach = 1.0 if until is None else until / max(math.hypot(bx - ax, by - ay), 1e-300)
        _, slot, t, clean = _many(self, np.array([ax]), np.array([ay]), np.array([bx]), np.array([by]), along_x, reach)
        filing = self._by_col if along_x else self._by_row
        edges = filing.edge.take(slot)
        mine = filing.owner.take(slot) == k
        if not mine.all():
            edges, t, clean = edges[mine], t[mine], clean[mine]
        order = np.argsort(edges, kind="stable")
        edges, t, clean = edges.take(order), t.take(order), clean.take(order)
        if len(edges) > 1:
            once = np.concatenate(([True], edges[1:] != edges[:-1]))
            edges, t, clean = edges[once], t[once], clean[once]
        seg = np.ascontiguousarray(self._segments.take(edges, axis=0).T)
        # o3 < o4: A on the outer side of the edge (rings run anticlockwise), so the line goes in there.
        going_in = np.zeros(len(edges), dtype=bool)
        crossed = np.flatnonzero(clean)
        if len(crossed):
            x1, y1, x2, y2 = seg.take(crossed, axis=1)
            ex, ey = x2 - x1, y2 - y1
            going_in[crossed] = ex * (ay - y1) - ey * (ax - x1) < ex * (by - y1) - ey * (bx - x1)
        return seg, clean, t, going_in, edges

    def after_corner(self, edges: np.ndarray, ux: float, uy: float, forward: np.ndarray) -> np.ndarray:
        """For the corner at the end of each of ``edges`` (of one polygon, its ring anticlockwise), whether a line
        leaving it in direction (``ux``, ``uy``) (where ``forward``; else the opposite way, where a line in that
        direction comes to the corner from) goes into the polygon (1), out of it (-1), or along one of the corner's
        two edges, or too nearly so to say (0). The direction lies within the corner's inside angle, which runs
        anticlockwise from the next edge round to the edge coming in."""
        # Back along the edge coming in, along the next edge, their lengths, and whether the corner turns left.
        px, py, nx, ny, back_length, next_length, convex = self._corners.take(edges, axis=0).T
        size = math.hypot(ux, uy)
        # The opposite way changes the sign of every cross and dot product with the direction, exactly.
        way = np.where(forward, 1.0, -1.0)
        wx, wy = way * ux, way * uy
        from_next = nx * wy - ny * wx  # cross(next, w): > 0 where w is anticlockwise of the next edge
        to_back = wx * py - wy * px  # cross(w, back): > 0 where the edge coming in is anticlockwise of w
        along_next = np.abs(from_next) <= 1e-9 * size * next_length
        along_back = np.abs(to_back) <= 1e-9 * size * back_length
        turns_left = convex > 0.0
        f, b = from_next > 0, to_back > 0
        # Straight along an edge the line runs on the outline; straight away from one (on past the corner), it is
        # inside where the corner turns in (its inside angle over a half turn).
        inside = np.where(along_next | along_back, ~turns_left, np.where(turns_left, f & b, f | b))
        say: np.ndarray = inside.astype(np.int8) * 2 - 1
        unsure = (along_next & (nx * wx + ny * wy > 0)) | (along_back & (px * wx + py * wy > 0))
        say[unsure] = 0
        return say

    def inside(self, xs: np.ndarray, ys: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
        """Whether each point (``xs``, ``ys``) lies inside polygon ``k``, by the parity of the clean crossings of a
        ray from it to beyond the piece's box, the shortest way out (cast all together through the grid: the cost
        grows with the edges along the rays, not with all the piece's edges as a ray cast along the whole piece
        does); and whether each answer is in doubt (the ray touches an edge of it: ask GEOS)."""
        lo_x, lo_y, hi_x, hi_y = shapely.bounds(self._geoms[k]).tolist()  # its edges' box (GEOS keeps it)
        pad = 1e-3 * max(1.0, hi_x - lo_x, hi_y - lo_y)
        ways = np.stack([xs - lo_x, hi_x - xs, ys - lo_y, hi_y - ys])
        way = ways.argmin(axis=0)
        ex = np.where(way == 0, lo_x - pad, np.where(way == 1, hi_x + pad, xs))
        ey = np.where(way == 2, lo_y - pad, np.where(way == 3, hi_y + pad, ys))
        met = many_crossings(self, xs, ys, ex, ey)
        mine = met.owner == k
        line, edge, clean = met.line[mine], met.edge[mine], met.clean[mine]
        # Each edge once a ray (an edge filed in several cells of a ray is met once for each).
        key = line * self.edges + edge
        order = np.argsort(key, kind="stable")
        key, line, clean = key[order], line[order], clean[order]
        once = np.ones(len(key), dtype=bool)
        once[1:] = key[1:] != key[:-1]
        line, clean = line[once], clean[once]
        n = len(xs)
        crossed = np.bincount(line[clean], minlength=n)
        doubt = np.bincount(line[~clean], minlength=n) > 0
        return crossed % 2 == 1, doubt

    def crossings(self, ax: float, ay: float, bx: float, by: float, length: float) -> Crossings:
        """:meth:`hits` as (distance, piece, going in) triples, in order along the line, and the suspect pieces."""
        ts, ks, ins, suspect = self.hits(ax, ay, bx, by, length)
        return list(zip(ts, ks, ins)), set(suspect)

    def ends(self, ax: float, ay: float, bx: float, by: float, hits: Hits | ManyHits) -> tuple[set[int], set[int]]:
        """The pieces each end of the segment A-B stands in or on (shapely's ``intersects``), from its :meth:`hits`.
        Only a piece with an edge in the cell of an end, or that covers that cell, may hold it: a polygon the line
        crosses holds A where it first comes out of it, and B where it last goes in; a polygon it does not cross
        holds both ends or neither (asked of GEOS only for a polygon with an edge in the cells of both ends, and
        covering neither); a suspect piece is asked of GEOS."""
        _, ks, ins, suspect = hits
        x0, x1, y0, y1 = self._box
        if not (x0 <= ax <= x1 and y0 <= ay <= y1 and x0 <= bx <= x1 and y0 <= by <= y1):
            # An end off the edges' box stands in no piece; the other is asked of the pieces the line meets.
            return self._ends_off_the_box(ax, ay, bx, by, hits)
        inv, gx0, gy0, ny = self._inv, self._gx0, self._gy0, self.ny
        ka = int((ax - gx0) * inv) * ny + int((ay - gy0) * inv)
        kb = int((bx - gx0) * inv) * ny + int((by - gy0) * inv)
        inside_a, inside_b, near_a, near_b = self._inside[ka], self._inside[kb], self._near[ka], self._near[kb]
        on_a: set[int] = set()
        on_b: set[int] = set()
        if not (inside_a or near_a or inside_b or near_b or suspect):
            return on_a, on_b
        polygon = self._polygon
        ask: list[int] = []
        for k in (*inside_a, *near_a):
            if k in suspect or not polygon[k]:
                continue
            if k in ks:
                if not ins[_first(ks, k)]:  # the line first comes out of it
                    on_a.add(k)
            elif k in inside_b or k in near_b:  # not crossed: in both ends' cells, it holds both or neither
                if k in inside_a or k in inside_b:
                    on_a.add(k)
                    on_b.add(k)
                else:
                    ask.append(k)
        for k in (*inside_b, *near_b):
            if k in suspect or not polygon[k] or k not in ks:
                continue
            if ins[_last(ks, k)]:  # the line last goes into it
                on_b.add(k)
        ask_both = list(suspect)
        if ask or ask_both:
            self._ask(ax, ay, bx, by, ask, ask_both, on_a, on_b)
        return on_a, on_b

    def _ends_off_the_box(
        self, ax: float, ay: float, bx: float, by: float, hits: Hits | ManyHits
    ) -> tuple[set[int], set[int]]:
        _, ks, ins, suspect = hits
        polygon = self._polygon
        # Whether the line goes into each piece it crosses where it first crosses it, and where it last does.
        if isinstance(ks, np.ndarray):  # many crossings (a line across a comb's teeth: thousands of one piece)
            pieces, at = np.unique(ks, return_index=True)
            at_last = len(ks) - 1 - np.unique(ks[::-1], return_index=True)[1]
            first = dict(zip(pieces.tolist(), np.asarray(ins)[at].tolist()))
            last = dict(zip(pieces.tolist(), np.asarray(ins)[at_last].tolist()))
        else:
            first = dict(zip(reversed(ks), reversed(ins)))  # the last written, walking back: the first crossing
            last = dict(zip(ks, ins))
        on_a = {k for k, going_in in first.items() if not going_in and polygon[k]}
        on_b = {k for k, going_in in last.items() if going_in and polygon[k]}
        if suspect:
            self._ask(ax, ay, bx, by, [], list(suspect), on_a, on_b)
        return on_a, on_b

    def _ask(
        self,
        ax: float,
        ay: float,
        bx: float,
        by: float,
        ask: list[int],
        ask_both: list[int],
        on_a: set[int],
        on_b: set[int],
    ) -> None:
        """GEOS's word (:meth:`_in_or_on`): whether A stands in each of ``ask`` (then B does too: the line does not
        cross it), and whether each end stands in or on each of ``ask_both``."""
        n, m = len(ask), len(ask_both)
        hit = self._in_or_on(ask + ask_both + ask_both, [ax] * (n + m) + [bx] * m, [ay] * (n + m) + [by] * m)
        for k, h in zip(ask, hit):
            if h:  # not crossed: the line runs inside it from end to end
                on_a.add(k)
                on_b.add(k)
        for k, h_a, h_b in zip(ask_both, hit[n : n + m], hit[n + m :]):
            if h_a:
                on_a.add(k)
            if h_b:
                on_b.add(k)

    def _in_or_on(self, ks: list[int], xs: list[float], ys: list[float]) -> list[bool]:
        """Whether each point (``xs``, ``ys``) lies in or on piece ``ks`` (GEOS's ``intersects``). GEOS tells a point
        in a polygon by walking the edges level with it, which along the tips of a comb are thousands: a point with
        more than :data:`_LEVEL_EDGES` edges filed level with it and a polygon of more than :data:`_ASK_EDGES` edges are
        told apart here, by the few edges filed where the point is (on one of them, as GEOS cuts it: on the outline)
        and else, where it passes far fewer edges, by a ray from it (:meth:`inside`), GEOS asked of the polygon only
        where the ray touches its outline."""
        hit = [False] * len(ks)
        geos: list[int] = []
        rays: dict[int, list[int]] = {}  # per polygon of many edges, the points to cast a ray from
        for i, k in enumerate(ks):
            x, y = xs[i], ys[i]
            if not (self._polygon[k] and self.edge_count(k) > _ASK_EDGES):
                geos.append(i)
            elif not self._by_the_box(x, y):
                hit[i] = False  # off the edges' box: in no piece
            elif (level := self._level(y)) <= _LEVEL_EDGES:
                geos.append(i)
            elif self._on_outline(k, x, y):
                hit[i] = True
            elif 4 * self._ray(k, x, y) < level:
                rays.setdefault(k, []).append(i)
            else:
                geos.append(i)
        for k, at in rays.items():
            found, doubt = self.inside(np.array([xs[i] for i in at]), np.array([ys[i] for i in at]), k)
            for i, inside, unsure in zip(at, found.tolist(), doubt.tolist()):
                hit[i] = bool(shapely.intersects_xy(self._geoms[k], xs[i], ys[i])) if unsure else inside
        if geos:
            found = shapely.intersects_xy(
                self._geoms.take([ks[i] for i in geos]), [xs[i] for i in geos], [ys[i] for i in geos]
            )
            for i, h in zip(geos, found.tolist()):
                hit[i] = h
        return hit

    def _level(self, y: float) -> int:
        """How many edges are filed in the row of cells of a point at ``y`` (in the edges' box): at least those level
        with it, which GEOS walks to tell it in a polygon or out."""
        at = int((y - self._gy0) * self._inv) * self.nx
        return int(self._by_row.stop[at + self.nx - 1] - self._by_row.start[at])

    def _ray(self, k: int, x: float, y: float) -> int:
        """How many edges are filed in the cells the ray :meth:`inside` casts from the point (in the edges' box) out of
        piece ``k``'s box passes (counted from where the run of cells starts in the filing along it)."""
        lo_x, lo_y, hi_x, hi_y = shapely.bounds(self._geoms[k]).tolist()
        pad = 1e-3 * max(1.0, hi_x - lo_x, hi_y - lo_y)
        ways = [x - lo_x, hi_x - x, y - lo_y, hi_y - y]
        way = ways.index(min(ways))
        inv, nx, ny = self._inv, self.nx, self.ny
        col, row = int((x - self._gx0) * inv), int((y - self._gy0) * inv)
        if way < 2:  # along its row of cells
            end = min(max(int(((lo_x - pad if way == 0 else hi_x + pad) - self._gx0) * inv), 0), nx - 1)
            base, first, last, filing = row * nx, min(col, end), max(col, end), self._by_row
        else:  # along its column
            end = min(max(int(((lo_y - pad if way == 2 else hi_y + pad) - self._gy0) * inv), 0), ny - 1)
            base, first, last, filing = col * ny, min(row, end), max(row, end), self._by_col
        return int(filing.stop[base + last] - filing.start[base + first])

    def _by_the_box(self, x: float, y: float) -> bool:
        """Whether the point lies in the edges' box (off it, it stands in no piece)."""
        x0, x1, y0, y1 = self._box
        return x0 <= x <= x1 and y0 <= y <= y1

    def _on_outline(self, k: int, x: float, y: float) -> bool:
        """Whether the point (in the edges' box) lies on an edge of piece ``k``, as GEOS cuts it: an edge through it is
        filed in its cell, and those of them within far more than rounding of it are asked of GEOS."""
        key = int((x - self._gx0) * self._inv) * self.ny + int((y - self._gy0) * self._inv)
        filing = self._by_col
        slots = np.arange(filing.start[key], filing.stop[key])
        edges = filing.edge.take(slots).compress(filing.owner.take(slots) == k)
        if not len(edges):
            return False
        sx, sy, tx, ty = self._segments.take(edges, axis=0).T
        ex, ey = tx - sx, ty - sy
        rx, ry = x - sx, y - sy
        tol = 1e-9 * self._scale
        span = np.abs(ex) + np.abs(ey)
        along = rx * ex + ry * ey
        by = (np.abs(ex * ry - ey * rx) <= tol * span) & (along >= -tol * span) & (along <= span * (span + tol))
        if not by.any():
            return False
        near = self._segments.take(edges.compress(by), axis=0).reshape(-1, 2, 2)
        return bool(shapely.intersects_xy(shapely.linestrings(near), x, y).any())


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


def as_lists(hits: Hits | ManyHits) -> Hits:
    """Hits as lists, whether given as lists or as arrays."""
    if isinstance(hits[0], list):
        return hits
    t, k, going_in, suspect = hits
    return t.tolist(), k.tolist(), going_in.tolist(), suspect


def _first(ks: list[int] | np.ndarray, k: int) -> int:
    """Where piece ``k`` is first crossed."""
    return ks.index(k) if isinstance(ks, list) else int(np.flatnonzero(ks == k)[0])


def _last(ks: list[int] | np.ndarray, k: int) -> int:
    """Where piece ``k`` is last crossed."""
    return len(ks) - 1 - ks[::-1].index(k) if isinstance(ks, list) else int(np.flatnonzero(ks == k)[-1])


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


# -- many lines at once (who sees whom) ----------------------------------------------------------------------
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
    grid: EdgeGrid,
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


def many_crossings(grid: EdgeGrid, ax: np.ndarray, ay: np.ndarray, bx: np.ndarray, by: np.ndarray) -> LineCrossings:
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
