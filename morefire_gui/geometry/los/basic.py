"""Basic line of sight settled from a line's clean crossings alone (:func:`_basic`; :func:`_basic_many` with numpy, for a
line of many crossings): the answer now, the reasons worked out by the full check (fast_check.py) when first asked."""

from __future__ import annotations

import bisect
import functools
import math

import numpy as np

from morefire_gui.geometry.los.facts import _EPS, _TIE, _YARD_TOL
from morefire_gui.geometry.los.fast_check import _fast_check
from morefire_gui.geometry.los.results import Sight, _Explained
from morefire_gui.geometry.los.terrain_index import _PLAIN, FastLine, TerrainIndex, _Fast
from morefire_gui.geometry.los_index import Hits, ManyHits, as_lists
from morefire_gui.geometry.shapes import XY
from morefire_gui.model.battle import LosSettings


def _basic(
    index: TerrainIndex, line: FastLine, ypu: float, settings: LosSettings, hits: Hits, on_a: set[int], on_b: set[int]
) -> Sight | None:
    """Basic line of sight from the clean crossings of a line that touches nothing (no suspect piece) and the
    pieces its ends stand in, as :func:`_fast_check` judges it: the answer (the blockers in order, the first blocked
    point) now, the reasons and the pieces let through worked out by :func:`_fast_check` when first asked. None
    where the crossings do not settle it (jungle, an odd crossing pattern, two blockers a rounding error apart).

    A piece no end stands in blocks at its first crossing, a hedge at its first crossing beyond the hedge reach of
    both ends; a hill an end stands on does not block; an area an end stands in blocks where the line runs deeper
    into it than the edge depth from that end, or goes into it again."""
    fast, length = line[0], line[5]
    ts, ks, ins, _ = hits
    ends = on_a | on_b if on_b else on_a
    if fast.any_exact:
        exact = fast.exact
        if any(exact[k] for k in ks) or any(exact[k] for k in ends):
            return None
    reach, tol_units = settings.hedge_yards / ypu, _YARD_TOL / ypu
    lo, hi = reach + tol_units, length - reach - tol_units  # as _fast_check gives them to _basic_pass
    n = len(ts)
    vts, vks = ts, ks
    if n and not (ts[0] > lo and ts[-1] < hi):
        # A hedge crossed within reach of an end does not block there: leave out those crossings of hedges.
        hedge = fast.hedge
        i0, i1 = bisect.bisect_right(ts, lo), bisect.bisect_left(ts, hi)
        head = [i for i in range(i0) if not hedge[ks[i]]]
        tail = [i for i in range(i1, n) if not hedge[ks[i]]]
        if len(head) + len(tail) < i0 + n - i1:
            vts = [ts[i] for i in head] + ts[i0:i1] + [ts[i] for i in tail]
            vks = [ks[i] for i in head] + ks[i0:i1] + [ks[i] for i in tail]
    # The pieces no end stands in, in order of their first blocking crossing.
    unique = dict.fromkeys(vks)
    if ends:
        for k in ends:
            unique.pop(k, None)
    order = list(unique)
    first_t = vts[vks.index(order[0])] if order else math.inf
    if ends:
        extra = _end_blocks(fast, ts, ks, ins, ends, on_a, on_b, length, ypu, settings)
        if extra is None:
            return None
        if extra:
            # Each in its place among the others, by distance: after the pieces whose first blocking crossing comes
            # before it. One not at a crossing (the edge depth from the start) within a rounding error of another
            # blocker: measured as the reference measures them, for its order.
            tie = _TIE * max(1.0, length)
            extra.sort()
            for j, (t, k, at_crossing) in enumerate(extra):
                i = bisect.bisect_left(vts, t)
                if not at_crossing and ((i and t - vts[i - 1] <= tie) or (i < len(vts) and vts[i] - t <= tie)):
                    return None
                if j and t - extra[j - 1][0] <= tie:
                    return None
                placed = sum(1 for p in dict.fromkeys(vks[:i]) if p not in ends) + j
                order.insert(placed, k)
            first_t = min(first_t, extra[0][0])
    return _settled(index, line, ypu, settings, order, first_t, hits, on_a, on_b)


def _settled(
    index: TerrainIndex,
    line: FastLine,
    ypu: float,
    settings: LosSettings,
    order: list[int],
    first_t: float,
    hits: Hits | ManyHits,
    on_a: set[int],
    on_b: set[int],
    eyes: tuple[float, float] | None = None,
) -> Sight:
    """The :class:`Sight` of a check settled from its crossings: the blockers (``order``, the pieces in order along the
    line), the first blocked point (``first_t`` along it), the reasons worked out from ``hits`` when first asked; in
    advanced line of sight, the heights of the sight line at its ends (``eyes``)."""
    fast, ax, ay, bx, by, length = line
    start, end = (ax, ay), (bx, by)
    first_block = None
    if order:
        # _Line.point_at, as written there
        first_block = (ax + (bx - ax) / length * first_t, ay + (by - ay) / length * first_t)
    pid = fast.ids
    ids = [pid[k] for k in order]
    later = functools.partial(
        _explain_later, index, fast, start, end, ypu, settings, hits, on_a, on_b, eyes is not None
    )
    return Sight(start, end, ids, order, fast.kind, first_block, length, ypu, later, eyes)


def _explain_later(
    index: TerrainIndex,
    fast: _Fast,
    start: XY,
    end: XY,
    ypu: float,
    settings: LosSettings,
    hits: Hits | ManyHits,
    on_a: set[int],
    on_b: set[int],
    adv: bool = False,
) -> _Explained | None:
    """The facts of a check :func:`_settled` settled, worked out as :func:`_fast_check` works them out."""
    ts, ks, ins, suspect = as_lists(hits)
    crossings = (list(zip(ts, ks, ins)), set(suspect))
    return _fast_check(index, fast, start, end, ypu, settings, adv, on_a, on_b, crossings)._written.explained


def _basic_many(
    index: TerrainIndex,
    line: FastLine,
    ypu: float,
    settings: LosSettings,
    hits: ManyHits,
    on_a: set[int],
    on_b: set[int],
) -> Sight | None:
    """:func:`_basic` for a line of many crossings, given as numpy arrays (an outline of thousands of edges, a
    comb's teeth): the same judgement in a few numpy calls over all of them, so that its cost grows with the
    crossings at numpy's pace, not Python's."""
    fast, length = line[0], line[5]
    t, k, going_in, _ = hits
    ends = on_a | on_b
    if fast.any_exact and (fast.exact_of[k].any() or any(fast.exact[e] for e in ends)):
        return None
    reach, tol_units = settings.hedge_yards / ypu, _YARD_TOL / ypu
    lo, hi = reach + tol_units, length - reach - tol_units  # as _fast_check gives them to _basic_pass
    valid = ~fast.hedge_of[k] | ((t > lo) & (t < hi))
    for e in ends:
        valid &= k != e
    vk, vt = k[valid], t[valid]
    # Each piece at its first blocking crossing, in order along the line.
    by_piece = np.argsort(vk, kind="stable")
    sorted_k = vk[by_piece]
    fresh = np.ones(len(sorted_k), dtype=bool)
    fresh[1:] = sorted_k[1:] != sorted_k[:-1]
    firsts = np.sort(by_piece[fresh])
    order: list[int] = vk[firsts].tolist()
    first_ts = vt[firsts]
    first_t = float(first_ts[0]) if len(first_ts) else math.inf
    if ends:
        tol = _EPS * max(1.0, length)
        limit = settings.edge_depth_yards + _YARD_TOL
        edge = settings.edge_depth_yards / ypu
        extra: list[tuple[float, int, bool]] = []
        for e in sorted(ends):
            if fast.hill[e]:
                continue
            if fast.klass[e] != _PLAIN:
                return None
            mine = k == e
            te, ie = t[mine], going_in[mine]
            in_a, in_b = e in on_a, e in on_b
            # In and out alternate, from outside unless the start stands in it, to inside just when the end does.
            expected = (np.arange(len(te)) % 2 == 1) == in_a
            if not (ie == expected).all() or (in_a != (len(te) % 2 == 1)) != in_b:
                return None
            blocks: list[tuple[float, bool]] = []
            bounds = np.concatenate(([0.0], te, [length]) if in_a else (te, [length]))
            # The stretches in it: (0, first out) from the start, then (in, out) pairs, (last in, length) to the end;
            # only the first from an end, the first in the middle and the one to the end can block first.
            spans = len(bounds) // 2
            for n in (0, 1, spans - 1) if spans > 3 else range(spans):
                t0, t1 = float(bounds[2 * n]), float(bounds[2 * n + 1])
                at = _area_block(t0, t1, in_a, in_b, length, tol, ypu, limit, edge)
                if at is not None:
                    blocks.append(at)
            if blocks:
                at_t, at_crossing = min(blocks)
                extra.append((at_t, e, at_crossing))
        if extra:
            tie = _TIE * max(1.0, length)
            extra.sort()
            for j, (te_, e, at_crossing) in enumerate(extra):
                i = int(np.searchsorted(t, te_))
                if not at_crossing and ((i and te_ - t[i - 1] <= tie) or (i < len(t) and t[i] - te_ <= tie)):
                    return None
                if j and te_ - extra[j - 1][0] <= tie:
                    return None
                order.insert(int(np.searchsorted(first_ts, te_)) + j, e)
            first_t = min(first_t, extra[0][0])
    crossings: ManyHits = (t, k, going_in, set())  # as lists when the reasons are asked for
    return _settled(index, line, ypu, settings, order, first_t, crossings, on_a, on_b)


def _area_block(
    t0: float, t1: float, on_a: bool, on_b: bool, length: float, tol: float, ypu: float, limit: float, edge: float
) -> tuple[float, bool] | None:
    """Basic line of sight: where the stretch [t0, t1] of the line in an area blocks, and whether that is where
    it goes in (else the edge depth from the start), or None (:func:`_judge`)."""
    from_a = on_a and t0 <= tol
    if from_a or (on_b and t1 >= length - tol):
        if (t1 - t0) * ypu <= limit:
            return None  # within the edge depth
        return (t0 + edge, False) if from_a else (t0, True)
    return (t0, True)


def _end_blocks(
    fast: _Fast,
    ts: list[float],
    ks: list[int],
    ins: list[bool],
    ends: set[int],
    on_a: set[int],
    on_b: set[int],
    length: float,
    ypu: float,
    settings: LosSettings,
) -> list[tuple[float, int, bool]] | None:
    """Where each piece an end stands in blocks the line, as (distance, piece, whether at a crossing), for those that
    do; None for a
    crossing pattern that does not add up (left to :func:`_fast_check`). A hill an end stands on does not block;
    in an area the line runs from each end that stands in it to where it comes out (in to where it goes in), and
    blocks there if deeper than the edge depth (at the edge depth from the start, where it goes in towards the
    end); every other stretch of the line in it blocks where it goes in (rule 2.1 as :func:`_judge` reads it)."""
    out: list[tuple[float, int, bool]] = []
    tol = _EPS * max(1.0, length)
    limit = settings.edge_depth_yards + _YARD_TOL
    edge = settings.edge_depth_yards / ypu
    for k in ends:
        if fast.hill[k]:
            continue
        if fast.klass[k] != _PLAIN:
            return None
        in_a, in_b = k in on_a, k in on_b
        inside, since = in_a, 0.0
        block: tuple[float, bool] | None = None
        for t, kk, going_in in zip(ts, ks, ins):
            if kk != k:
                continue
            if going_in == inside:
                return None  # in twice, or out twice
            if inside:
                at = _area_block(since, t, in_a, in_b, length, tol, ypu, limit, edge)
                if at is not None and (block is None or at[0] < block[0]):
                    block = at
            else:
                since = t
            inside = not inside
        if inside != in_b:
            return None
        if inside:
            at = _area_block(since, length, in_a, in_b, length, tol, ypu, limit, edge)
            if at is not None and (block is None or at[0] < block[0]):
                block = at
        if block is not None:
            out.append((block[0], k, block[1]))
    return out
