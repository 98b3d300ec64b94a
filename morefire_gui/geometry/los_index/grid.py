"""The edge grid itself: the pieces' straight edges filed in a uniform grid once (:class:`_Grid`), and the walk of
a line through its cells, which every question of it (early_exit.py, crossings.py, points.py) starts from."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Self

import numpy as np
import shapely
from shapely.geometry import LineString, Polygon
from shapely.geometry.base import BaseGeometry

from morefire_gui.bulk import collector_paused
from morefire_gui.geometry.los_index.filing import _cell_size, _cells, _clip, _corners, _Filing, _LineCells, _runs
from morefire_gui.geometry.los_index.terms import _LINE_ACROSS, _LINE_ALONG, _MARGIN, _Chunk, _EdgeRow, _Frame


class _Grid:
    """The edges filed in a uniform grid (built by :meth:`build`), and what every question of it shares: how a line
    is walked through its cells (:meth:`_frame`, :meth:`_walk`), whether a piece holds an end (:meth:`_holds`), the
    margins of its tests and the edges of each piece."""

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
    def build(cls, geoms: Sequence[BaseGeometry], cell: float | None = None) -> Self | None:
        """The grid of the pieces' edges; None where a piece is not one it can file (a polygon with holes, an empty
        or invalid one). Python's cycle collector is paused while it is made: its hundreds of thousands of tuples
        (the filings' slots and chunks, the cells' pieces) hold no cycle, and a collection run among them, over
        every object the process keeps, cost more than the build itself (docs/performance.md)."""
        with collector_paused():
            return cls._build(geoms, cell)

    @classmethod
    def _build(cls, geoms: Sequence[BaseGeometry], cell: float | None) -> Self | None:
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
