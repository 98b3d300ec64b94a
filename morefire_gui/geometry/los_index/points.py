"""Which pieces the ends of a line stand in or on (:meth:`_Points.ends`), told from the grid's cells where they
can be and by GEOS or a ray cast through the grid where they cannot."""

from __future__ import annotations

import numpy as np
import shapely

from morefire_gui.geometry.los_index.grid import _Grid
from morefire_gui.geometry.los_index.many import many_crossings
from morefire_gui.geometry.los_index.terms import _ASK_EDGES, _LEVEL_EDGES, Hits, ManyHits


class _Points(_Grid):
    """Which pieces a point stands in or on: the ends of a line (:meth:`ends`), and many points of one polygon
    (:meth:`inside`)."""

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


def _first(ks: list[int] | np.ndarray, k: int) -> int:
    """Where piece ``k`` is first crossed."""
    return ks.index(k) if isinstance(ks, list) else int(np.flatnonzero(ks == k)[0])


def _last(ks: list[int] | np.ndarray, k: int) -> int:
    """Where piece ``k`` is last crossed."""
    return len(ks) - 1 - ks[::-1].index(k) if isinstance(ks, list) else int(np.flatnonzero(ks == k)[-1])
