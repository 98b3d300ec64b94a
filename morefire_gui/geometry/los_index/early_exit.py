"""A basic line of sight settled without working out every crossing: :meth:`_EarlyExit.settled` stops at the first
piece found to block, as a plain loop stops at the first piece it touches; :meth:`_EarlyExit.first_block` gives
where."""

from __future__ import annotations

import math

from morefire_gui.geometry.los_index.grid import _Grid
from morefire_gui.geometry.los_index.terms import _NO_FRAME, _SETTLE_SLOTS, _TIE


class _EarlyExit(_Grid):
    """The walks that stop at the first piece found to block: :meth:`settled` (clear or not) and :meth:`first_block`
    (where)."""

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
