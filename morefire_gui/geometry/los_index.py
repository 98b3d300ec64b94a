"""Where a straight sight line crosses the outlines of the blocking pieces, and which pieces a point stands in:
every piece is cut into its straight edges (a polygon's exterior ring, a hedge's segments), the edges are filed
in a uniform grid, and a line is tested, with numpy, against the edges filed in the cells it passes through
(docs/performance.md).

Only clean crossings are answered here. Where the line may touch an edge at a vertex, run along it, or end on
it, or where two crossings fall at the same point, the owning piece is reported *suspect*, and the caller
measures it exactly with shapely instead (geometry/los.py). Suspect is decided with a margin far wider than
the rounding of the arithmetic, so a crossing that is not reported suspect is a clean crossing for GEOS too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import shapely
from shapely.geometry import LineString, Polygon
from shapely.geometry.base import BaseGeometry

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

# One sight line's cells are this many times the side of the cells the lines of who sees whom are worked out in:
# walking them is Python, a step per column, and testing their edges numpy, nearly free per edge (a few calls).
_LINE_CELLS = 2
# A line that gathers at most this many slots has them tested in Python, one by one; more, with numpy.
_FEW_SLOTS = 40

Crossings = tuple[list[tuple[float, int, bool]], set[int]]
"""The clean crossings of one sight line, in order along it, each as its distance from the start (table units), the
index of the piece whose edge is crossed there and whether the line goes into that polygon there (meaningless for
a line); and the suspect pieces, whose crossings are left out."""

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


def _cells(bounds: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray], box: tuple[float, float, float, float],
           cell: float) -> tuple[float, float, int, int, np.ndarray, np.ndarray, np.ndarray]:
    """A grid of ``cell`` over ``box`` and every (edge, cell) pair of the edges' boxes ``bounds`` (lo x, hi x, lo y,
    hi y): the grid's origin and size, then the column, row and edge of each pair."""
    lo_x, hi_x, lo_y, hi_y = bounds
    x0, x1, y0, y1 = box
    inv = 1.0 / cell
    # A margin of two cells round the box: a clipped line, and its extension across the end columns (at most
    # one cell up or down, see EdgeGrid.crossings), stay inside the grid.
    gx0, gy0 = x0 - 2 * cell, y0 - 2 * cell
    nx = int((x1 - gx0) * inv) + 3
    ny = int((y1 - gy0) * inv) + 3
    c0 = ((lo_x - gx0) * inv - _PAD).astype(np.intp)
    c1 = ((hi_x - gx0) * inv + _PAD).astype(np.intp)
    r0 = ((lo_y - gy0) * inv - _PAD).astype(np.intp)
    r1 = ((hi_y - gy0) * inv + _PAD).astype(np.intp)
    # Edge e covers (c1 - c0 + 1) x (r1 - r0 + 1) cells.
    nrows = r1 - r0 + 1
    count = (c1 - c0 + 1) * nrows
    edge = np.repeat(np.arange(len(lo_x)), count)
    k = np.arange(len(edge)) - np.repeat(np.cumsum(count) - count, count)
    return gx0, gy0, nx, ny, c0[edge] + k // nrows[edge], r0[edge] + k % nrows[edge], edge


class _LineCells:
    """The edges filed for one sight line at a time (:meth:`EdgeGrid.crossings`), by column and by row as
    :class:`EdgeGrid` files them, in larger cells. Per slot: the edge's features, id and piece as a row of an array
    (for a numpy test of many), and its ends, id and piece as a tuple (for a Python test of a few). A walk is what
    walking a line along one axis reads: the grid's origin along that axis and across it, the number of cells across,
    and the slots by cell (their start, the array, the tuples)."""

    def __init__(self, bounds: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray],
                 box: tuple[float, float, float, float], cell: float, ends: np.ndarray, owner: np.ndarray,
                 features: np.ndarray) -> None:
        self.box = box
        self.inv = 1.0 / cell
        gx0, gy0, nx, ny, col, row, edge = _cells(bounds, box, cell)
        n = nx * ny
        ids = np.stack([np.arange(len(owner)), owner], axis=1)
        packed = np.concatenate([features[:5].T, ids], axis=1)
        ends = np.concatenate([ends, ids], axis=1)
        self.along_x = (gx0, gy0, ny, *self._file(col * ny + row, edge, packed, ends, n))
        self.along_y = (gy0, gx0, nx, *self._file(row * nx + col, edge, packed, ends, n))

    @staticmethod
    def _file(keys: np.ndarray, edge: np.ndarray, packed: np.ndarray, ends: np.ndarray, n: int
              ) -> tuple[list[int], np.ndarray, list[tuple[float, ...]]]:
        order = np.argsort(keys, kind="stable")
        start = np.zeros(n + 1, np.intp)
        np.cumsum(np.bincount(keys, minlength=n), out=start[1:])
        slots = edge[order]
        rows = [(x1, y1, x2, y2, int(e), int(k)) for x1, y1, x2, y2, e, k in ends[slots].tolist()]
        return start.tolist(), np.ascontiguousarray(packed[slots]), rows


class EdgeGrid:
    """The straight edges of pieces in a uniform grid: :meth:`crossings` of a line with them, and the pieces the ends
    of a line stand in (:meth:`ends_in`).

    ``EdgeGrid.build`` returns None when a piece is not a simple polygon or a line (then every check is
    exact)."""

    def __init__(self, geoms: Sequence[BaseGeometry], x1: np.ndarray, y1: np.ndarray, x2: np.ndarray,
                 y2: np.ndarray, owner: np.ndarray, cell: float) -> None:
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
        self._gx0, self._gy0, self.nx, self.ny, col, row, edge = _cells((lo_x, hi_x, lo_y, hi_y), self._box, cell)
        n = self.nx * self.ny
        # Two filings: by column (for lines nearer the x axis) and by row (nearer the y axis). A line's cells in
        # one column (row) are consecutive rows (columns), so its slots are one stretch of the filing per column.
        self._by_col = self._file(col * self.ny + row, edge, owner, features, n)
        self._by_row = self._file(row * self.nx + col, edge, owner, features, n)
        self.registrations = len(edge)
        # One sight line is walked through cells of this many times the side, in Python (docs/performance.md).
        self._line = _LineCells((lo_x, hi_x, lo_y, hi_y), self._box, cell * _LINE_CELLS,
                                np.stack([x1, y1, x2, y2], axis=1), owner, features)
        self._polygon = [isinstance(g, Polygon) for g in geoms]
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
        for cell_key, pieces in inside.items():
            self._inside[cell_key] = tuple(pieces)

    @staticmethod
    def _file(keys: np.ndarray, edge: np.ndarray, owner: np.ndarray, features: np.ndarray, n: int) -> _Filing:
        order = np.argsort(keys, kind="stable")
        start = np.zeros(n + 1, np.intp)
        np.cumsum(np.bincount(keys, minlength=n), out=start[1:])
        slots = edge[order]
        return _Filing(start, start[1:], slots, owner[slots], np.ascontiguousarray(features[:, slots].T))

    @classmethod
    def build(cls, geoms: Sequence[BaseGeometry], cell: float | None = None) -> "EdgeGrid | None":
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
    def crossings(self, ax: float, ay: float, bx: float, by: float, length: float) -> Crossings:
        """The clean crossings of the segment A-B with the edges, in order along it (each edge once), whether the
        line goes into its polygon there, and the suspect pieces: those whose edges it may touch, run along or end
        on, or that it crosses at the same point as another edge (their crossings are left out).

        The line's cells are walked in Python; a few slots are tested one by one in Python, many with one matrix
        product, and only those the line may meet are looked at further (docs/performance.md)."""
        cells = self._line
        dx, dy = bx - ax, by - ay
        lo_x, hi_x, lo_y, hi_y = cells.box
        t0, t1 = 0.0, 1.0
        if not (lo_x <= ax <= hi_x and lo_x <= bx <= hi_x and lo_y <= ay <= hi_y and lo_y <= by <= hi_y):
            # Clip the segment to the box (Liang-Barsky): [t0, t1] of it lies inside.
            for p, q in ((-dx, ax - lo_x), (dx, hi_x - ax), (-dy, ay - lo_y), (dy, hi_y - ay)):
                if p == 0.0:
                    if q < 0.0:
                        return [], set()
                else:
                    r = q / p
                    if p < 0.0:
                        if r > t0:
                            t0 = r
                    elif r < t1:
                        t1 = r
            if t0 > t1:
                return [], set()
        # Walk along the axis the line is nearer: u is that axis, v the other, so |dv/du| <= 1 and the line crosses
        # at most two rows (v cells) in a column (u cell). Per column, the slots of its rows between where the line's
        # extension crosses the column's two boundaries (the filing key c * nv + row(c), row(c) = c * slope + the
        # row at boundary 0; at the two end columns perhaps one row more, harmless): one stretch of the filing.
        if abs(dx) >= abs(dy):
            u0, v0, du, dv = ax, ay, dx, dy
            g0u, g0v, nv, start, packed, rows = cells.along_x
        else:
            u0, v0, du, dv = ay, ax, dy, dx
            g0u, g0v, nv, start, packed, rows = cells.along_y
        inv = cells.inv
        pu, qu = u0 + t0 * du, u0 + t1 * du
        c0 = int((min(pu, qu) - g0u) * inv)
        c1 = int((max(pu, qu) - g0u) * inv)
        slope = dv / du
        step = nv + slope
        at = (v0 + (g0u - u0) * slope - g0v) * inv
        stretches: list[tuple[int, int]] = []
        total = 0
        key = int(c0 * step + at)
        if slope >= 0.0:
            for c in range(c0 + 1, c1 + 2):
                after = int(c * step + at)
                s0, s1 = start[key], start[after - nv + 1]
                if s1 > s0:
                    stretches.append((s0, s1))
                    total += s1 - s0
                key = after
        else:
            for c in range(c0 + 1, c1 + 2):
                after = int(c * step + at)
                s0, s1 = start[after - nv], start[key + 1]
                if s1 > s0:
                    stretches.append((s0, s1))
                    total += s1 - s0
                key = after
        if not total:
            return [], set()
        # With o1, o2 the orientations of the edge's ends P1, P2 about the line (cross(d, P - A)) and o3, o4 of A
        # and B about the edge (cross(e, X - P1)): the line may meet the edge only where neither pair has one sign
        # with both beyond the margin, and crosses it cleanly where each pair has opposite signs, both beyond it;
        # otherwise an orientation is (nearly) zero: a touch, not a clean crossing.
        tol = self._margin * max(length, self._longest)
        half = 0.5 * tol
        suspect: set[int] = set()
        seen: set[int] = set()
        found: list[tuple[float, int, bool]] = []
        if total <= _FEW_SLOTS:
            k12 = dy * ax - dx * ay
            for s0, s1 in stretches:
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
                    if (o3 > half and o4 > half) or (o3 < -half and o4 < -half) or edge in seen:
                        continue  # apart; or an edge filed in several cells of the line, met already
                    seen.add(edge)
                    o2 = dx * y2 - dy * x2 + k12
                    if abs(o1) <= half or abs(o2) <= half or abs(o3) <= half or abs(o4) <= half:
                        suspect.add(owner)
                    else:
                        # L * o3 / (o3 - o4): the distance from A where the line crosses the edge; o3 < o4 where A is
                        # on the outer side of a polygon's edge (its ring runs anticlockwise): the line goes in.
                        found.append((length * o3 / (o3 - o4), owner, o3 < o4))
        else:
            # Many: one matrix product gives every slot's orientation sums and differences, linear in the edge's
            # features: s12 = o1 + o2, d12 = o1 - o2, s34 = o3 + o4, d34 = o3 - o4, and L * o3. |s| - |d| is
            # 2 min(|oi|, |oj|) when the two have one sign, and -2 min(...) when they differ.
            gathered = np.concatenate([packed[s0:s1] for s0, s1 in stretches]) if len(stretches) > 1 \
                else packed[stretches[0][0]:stretches[0][1]]
            weights = np.array(((-dy, 0.0, 0.0, 0.0, 0.0),
                                (dx, 0.0, 0.0, 0.0, 0.0),
                                (0.0, dy, ay + by, ay - by, ay * length),
                                (0.0, -dx, -(ax + bx), bx - ax, -ax * length),
                                (0.0, 0.0, -2.0, 0.0, -length),
                                (0.0, 0.0, 0.0, 0.0, 0.0),  # the edge's id and piece
                                (0.0, 0.0, 0.0, 0.0, 0.0)))
            sums = gathered @ weights
            sums[:, 0] += 2.0 * (dy * ax - dx * ay)
            mags = np.abs(sums[:, :4])
            worst_of = mags[:, 0] - mags[:, 1]
            np.maximum(worst_of, mags[:, 2] - mags[:, 3], out=worst_of)
            near = (worst_of <= tol).nonzero()[0]
            if len(near) == 0:
                return [], set()
            for (_, _, _, d34, lo3), worst, (edge, owner) in zip(sums.take(near, axis=0).tolist(),
                                                                 worst_of.take(near).tolist(),
                                                                 gathered[:, 5:].take(near, axis=0).tolist()):
                if edge in seen:
                    continue
                seen.add(edge)
                if worst >= -tol:
                    suspect.add(int(owner))
                else:
                    found.append((lo3 / d34, int(owner), d34 < 0.0))
        if len(found) > 1:
            found.sort()
            # Crossings of two edges this close (of one piece or two): GEOS may make them one point.
            tie = _TIE * max(1.0, length)
            t0, k0 = found[0][0], found[0][1]
            for t1, k1, _ in found[1:]:
                if t1 - t0 <= tie:
                    suspect.add(k0)
                    suspect.add(k1)
                t0, k0 = t1, k1
        if suspect and found:
            found = [f for f in found if f[1] not in suspect]
        return found, suspect

    def ends_in(self, ax: float, ay: float, bx: float, by: float, crossings: Crossings) -> tuple[set[int], set[int]]:
        """The pieces each end of the segment A-B stands in or on (shapely's ``intersects``), from its
        :meth:`crossings`: a polygon it crosses holds A where it first comes out of it, and B where it last goes
        in; a polygon it does not cross holds both ends or neither (asked of GEOS only for a polygon with an edge
        in the cells of both ends); a suspect piece is asked of GEOS."""
        found, suspect = crossings
        on_a: set[int] = set()
        on_b: set[int] = set()
        first: dict[int, bool] = {}  # per piece crossed, whether the line went in at its last crossing so far
        polygon = self._polygon
        for _, k, going_in in found:
            if k in first:
                first[k] = not first[k]  # in and out alternate
            else:
                first[k] = going_in
                if not going_in and polygon[k]:
                    on_a.add(k)
        for k, last_in in first.items():
            if last_in and polygon[k]:
                on_b.add(k)
        x0, x1, y0, y1 = self._box
        ask: list[int] = []
        if x0 <= ax <= x1 and y0 <= ay <= y1 and x0 <= bx <= x1 and y0 <= by <= y1:
            # the by-column cell key of each end
            inv, gx0, gy0, ny = self._inv, self._gx0, self._gy0, self.ny
            ka = int((ax - gx0) * inv) * ny + int((ay - gy0) * inv)
            kb = int((bx - gx0) * inv) * ny + int((by - gy0) * inv)
            inside_a, inside_b = self._inside[ka], self._inside[kb]
            near_a, near_b = self._near[ka], self._near[kb]
            if (inside_a or near_a) and (inside_b or near_b):
                for k in set(inside_a + near_a).intersection(inside_b + near_b):
                    if k in first or k in suspect:
                        continue
                    if k in inside_a or k in inside_b:
                        on_a.add(k)
                        on_b.add(k)
                    elif self._polygon[k]:
                        ask.append(k)
        ask_both = list(suspect)
        if ask or ask_both:
            n, m = len(ask), len(ask_both)
            hit = shapely.intersects_xy(self._geoms.take(ask + ask_both + ask_both), [ax] * (n + m) + [bx] * m,
                                        [ay] * (n + m) + [by] * m).tolist()
            for k, h in zip(ask, hit):
                if h:  # not crossed: the line runs inside it from end to end
                    on_a.add(k)
                    on_b.add(k)
            for k, h_a, h_b in zip(ask_both, hit[n:n + m], hit[n + m:]):
                if h_a:
                    on_a.add(k)
                if h_b:
                    on_b.add(k)
        return on_a, on_b


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
    edge's length (docs/performance.md), at least 1/300 of the box's larger side (so the grid stays small on a
    table of tiny pieces), and far above the rounding of the coordinates (and the box's margin)."""
    lengths = np.hypot(x2 - x1, y2 - y1)
    xs, ys = np.concatenate([x1, x2]), np.concatenate([y1, y2])
    side = max(float(xs.max() - xs.min()), float(ys.max() - ys.min()))
    scale = max(1.0, float(np.abs(xs).max()), float(np.abs(ys).max()))
    # The median, as np.median gives it (which imports numpy.ma).
    ordered = np.sort(lengths)
    median = 0.5 * (float(ordered[(len(ordered) - 1) // 2]) + float(ordered[len(ordered) // 2]))
    return max(median * 1.5, side / 300.0, 1e-7 * scale)


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


def _many(grid: "EdgeGrid", ax: np.ndarray, ay: np.ndarray, bx: np.ndarray, by: np.ndarray,
          along_x: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """:meth:`EdgeGrid.many_crossings` for segments all walked along one axis (x when ``along_x``): the meetings
    as (segment, slot, worst, t) arrays, segment being the index into the arrays given."""
    n = len(ax)
    dx, dy = bx - ax, by - ay
    x0, x1, y0, y1 = grid._box
    # Clip each segment to the box (Liang-Barsky, vectorised): [t0, t1] of it lies inside.
    t0 = np.zeros(n)
    t1 = np.ones(n)
    ok = np.ones(n, dtype=bool)
    with np.errstate(divide="ignore", invalid="ignore"):
        for p, q in ((-dx, ax - x0), (dx, x1 - ax), (-dy, ay - y0), (dy, y1 - ay)):
            flat = p == 0.0
            ok &= ~(flat & (q < 0.0))
            r = np.where(flat, 0.0, q / np.where(flat, 1.0, p))
            t0 = np.where(~flat & (p < 0.0), np.maximum(t0, r), t0)
            t1 = np.where(~flat & (p > 0.0), np.minimum(t1, r), t1)
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
    f = filing.features[slots]
    # The orientation sums and differences of EdgeGrid.crossings, per (segment, edge).
    sax, say = ax[keep][which], ay[keep][which]
    sbx, sby = bx[keep][which], by[keep][which]
    ddx, ddy = sbx - sax, sby - say
    length = np.hypot(dx, dy)[keep]
    s12 = -ddy * f[:, 0] + ddx * f[:, 1] + 2.0 * (ddy * sax - ddx * say)
    d12 = ddy * f[:, 2] - ddx * f[:, 3]
    s34 = (say + sby) * f[:, 2] - (sax + sbx) * f[:, 3] - 2.0 * f[:, 4]
    d34 = (say - sby) * f[:, 2] + (sbx - sax) * f[:, 3]
    worst = np.maximum(np.abs(s12) - np.abs(d12), np.abs(s34) - np.abs(d34))
    tol = grid._margin * np.maximum(length, grid._longest)[which]
    near = (worst <= tol).nonzero()[0]
    lo3 = (s34 + d34)[near] / 2.0 * length[which[near]]
    with np.errstate(divide="ignore", invalid="ignore"):
        t = lo3 / d34[near]
    clean = worst[near] < -tol[near]
    return keep[which[near]], slots[near], np.where(clean, t, np.nan), clean


def many_crossings(grid: "EdgeGrid", ax: np.ndarray, ay: np.ndarray, bx: np.ndarray, by: np.ndarray
                   ) -> LineCrossings:
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
    return LineCrossings(line, *(np.concatenate([p[n] for p in parts]) for n in range(1, 5)), met)
