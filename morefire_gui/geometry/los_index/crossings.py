"""Where one sight line crosses the pieces' outlines: every clean crossing in order along it, and the suspect
pieces it may touch (:meth:`_Crossings.line_hits`)."""

from __future__ import annotations

import math

import numpy as np

from morefire_gui.geometry.los_index.grid import _Grid
from morefire_gui.geometry.los_index.many import _many
from morefire_gui.geometry.los_index.terms import _FEW_SLOTS, _NO_HITS, _TIE, Crossings, Hits, ManyHits, as_lists


class _Crossings(_Grid):
    """Every clean crossing of one line with the edges, in order along it (:meth:`line_hits`), and where a line meets
    given edges (:meth:`meetings`, :meth:`after_corner`)."""

    # -- per check ------------------------------------------------------------------------------------------
    def hits(self, ax: float, ay: float, bx: float, by: float, length: float) -> Hits:
        """:meth:`line_hits` as lists."""
        return as_lists(self.line_hits(ax, ay, bx, by, length))

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

    def crossings(self, ax: float, ay: float, bx: float, by: float, length: float) -> Crossings:
        """:meth:`hits` as (distance, piece, going in) triples, in order along the line, and the suspect pieces."""
        ts, ks, ins, suspect = self.hits(ax, ay, bx, by, length)
        return list(zip(ts, ks, ins)), set(suspect)
