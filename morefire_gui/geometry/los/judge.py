"""Rule 2.1 for one piece, from the stretches of the line inside it, as both engines judge it: a hill an end stands on,
a hedge within reach of an end, an area an end stands in (the edge depth), advanced line of sight's heights, and
jungle, judged once every piece is seen."""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from morefire_gui.geometry.los.facts import (
    _EPS,
    _YARD_TOL,
    BlockFact,
    BlockReason,
    FactDetail,
    IgnoreFact,
    PassReason,
    Span,
    _Line,
    _Spans,
)
from morefire_gui.model.terms import AREA_BLOCKING_KINDS, TerrainKind


# -- judging one piece from the stretches of the line in it (both engines) -------------------------------------
class _Suspect(Exception):
    """A fast-engine crossing lies where "at or above" decides on equality: measure the piece exactly."""


def _below(t0: float, t1: float, top: float, line: _Line, exact: bool) -> Span | None:
    """Advanced: the part of [t0, t1] where the sight line is at or below ``top`` (it is straight, so that part
    is one interval), or None where the line passes over."""
    h0, h1 = line.eye_line(t0), line.eye_line(t1)
    tie = line.height_tie
    if not exact and tie and (abs(h0 - top) <= tie or abs(h1 - top) <= tie):
        raise _Suspect
    if h0 <= top and h1 <= top:
        return (t0, t1)
    if h0 > top and h1 > top:
        return None
    cross = t0 + (h0 - top) / (h0 - h1) * (t1 - t0)
    return (t0, cross) if h0 <= top else (cross, t1)


def _first_at_or_below(spans: Sequence[Span], top: float, line: _Line, exact: bool) -> float | None:
    for t0, t1 in spans:
        if not line.adv:
            return t0
        part = _below(t0, t1, top, line, exact)
        if part is not None:
            return part[0]
    return None


def _blocks_or_is_seen_over(
    k: int,
    spans: Sequence[Span],
    top: float,
    line: _Line,
    exact: bool,
    block_why: BlockReason,
    over_why: PassReason,
    blocks: list[BlockFact],
    ignores: list[IgnoreFact],
) -> None:
    """Piece ``k`` blocks where the line first runs at or below ``top`` along ``spans``; if it never does, the
    line passes over it."""
    t = _first_at_or_below(spans, top, line, exact)
    if t is None:
        ignores.append((k, over_why, None))
    else:
        blocks.append((t, k, block_why, None))


def _judge(
    k: int,
    kind: TerrainKind,
    top: float,
    spans: Sequence[Span],
    on_a: bool,
    on_b: bool,
    line: _Line,
    exact: bool,
    blocks: list[BlockFact],
    ignores: list[IgnoreFact],
    jungle: list[tuple[float, float, int]],
) -> None:
    """Rule 2.1 as docs/rules-notes.md reads it, for piece ``k`` whose stretches along the line are ``spans``
    (``on_a``/``on_b``: the start/end stands in or on it): appends what it finds to ``blocks`` and ``ignores``,
    and a jungle piece's stretches to ``jungle`` (jungle is judged once every piece is seen)."""
    length = line.length
    if kind is TerrainKind.HILL:
        if on_a or on_b:
            ignores.append((k, PassReason.ON_HILL, (on_a, on_b)))
            return
        # 2.1 advanced: hills are compared level with level, with the line between the ground under the
        # two ends; both ends stand the same eye height above their ground, so add it to the hill's top.
        _blocks_or_is_seen_over(
            k, spans, top + line.eye, line, exact, BlockReason.HILL, PassReason.OVER_HILL, blocks, ignores
        )
        return

    if kind is TerrainKind.HEDGE:
        # 2.1 / bocage: a hedge crossed within ``hedge_yards`` of either end is the hedge that unit is next
        # to and does not block; any other crossing of the same hedge does.
        reach, tol_units = line.reach, line.tol_units
        blocked_parts: list[Span] = []
        excused: list[Span] = []
        for t0, t1 in spans:
            lo, hi = max(t0, reach), min(t1, length - reach)
            if lo <= hi and t1 > reach + tol_units and t0 < length - reach - tol_units:
                blocked_parts.append((lo, hi))
            if t0 <= reach + tol_units or t1 >= length - reach - tol_units:
                excused.append((t0, t1))
        if excused:
            ignores.append((k, PassReason.HEDGE_NEAR, tuple(excused)))
        if not blocked_parts:
            return
        _blocks_or_is_seen_over(
            k, blocked_parts, top, line, exact, BlockReason.HEDGE, PassReason.OVER_HEDGE, blocks, ignores
        )
        return

    if kind is TerrainKind.JUNGLE:
        for t0, t1 in spans:
            part = _below(t0, t1, top, line, exact) if line.adv else (t0, t1)
            if part is not None:
                jungle.append((part[0], part[1], k))
        return

    assert kind in AREA_BLOCKING_KINDS
    if line.adv and len(spans) > _MANY_SPANS:
        block, passed = _area_many(k, top, spans, (on_a, on_b), line, exact)
        ignores += passed
        if block is not None:
            blocks.append(block)
        return
    first: float | None = None
    why: tuple[BlockReason, FactDetail] = (BlockReason.AREA, None)
    tol = _EPS * max(1.0, length)
    edge_yards = line.settings.edge_depth_yards
    if not line.adv and len(spans) > 3:
        # Basic: a stretch between the first and the last neither starts nor ends at an end of the line, so it blocks
        # where it begins and says nothing else: the second is the first of them to block.
        spans = [spans[0], spans[1], spans[-1]]
    for t0, t1 in spans:
        from_a = on_a and t0 <= tol
        from_b = on_b and t1 >= length - tol
        if from_a or from_b:
            depth = (t1 - t0) * line.ypu
            if depth <= edge_yards + _YARD_TOL:
                ignores.append((k, PassReason.EDGE, (from_a, from_b, depth)))
                continue
            # From the start the line sees ``edge`` into the piece; towards the end it is blocked from
            # where it enters, more than the edge depth short of the unit.
            t = t0 + line.edge if from_a else t0
            span_why: tuple[BlockReason, FactDetail] = (BlockReason.EDGE, (from_a, from_b, depth))
        else:
            bt = _first_at_or_below([(t0, t1)], top, line, exact)
            if bt is None:
                ignores.append((k, PassReason.OVER_AREA, None))
                continue
            t = bt
            span_why = (BlockReason.AREA, None)
        if first is None or t < first:
            first, why = t, span_why
    if first is not None:
        blocks.append((first, k, why[0], why[1]))


# An area of more stretches along the line than this (a comb's teeth) is judged in advanced line of sight with numpy.
_MANY_SPANS = 32


def _area_many(
    k: int, top: float, spans: Sequence[Span], ends: tuple[bool, bool], line: _Line, exact: bool
) -> tuple[BlockFact | None, list[IgnoreFact]]:
    """:func:`_judge` of an area in advanced line of sight, its many stretches judged at once (``ends``: whether the
    start and the end stand in it): where it blocks, if it does, and the stretches it lets through; the same facts, in
    the same order, from the same arithmetic (each stretch's ends at the sight line's heights, as :meth:`_Line.eye_line`
    and :func:`_below` work them out). A stretch from an end of the line is judged as :func:`_judge` judges it; every
    other stretch blocks where the sight line first runs at or below the top, or is passed over; the area blocks at
    the least of those points (the first stretch, of two at one point)."""
    lo, hi = spans.arrays() if isinstance(spans, _Spans) else np.asarray(spans, dtype=float).reshape(-1, 2).T
    on_a, on_b = ends
    ignores: list[IgnoreFact] = []
    length = line.length
    tol = _EPS * max(1.0, length)
    from_a = (lo <= tol) if on_a else np.zeros(len(lo), dtype=bool)
    from_b = (hi >= length - tol) if on_b else np.zeros(len(lo), dtype=bool)
    at_end = from_a | from_b
    h_a, rise = line.h_a, line.h_b - line.h_a
    h0 = h_a + rise * lo / length
    h1 = h_a + rise * hi / length
    middle = ~at_end
    tie = line.height_tie
    if not exact and tie:
        near = (np.abs(h0 - top) <= tie) | (np.abs(h1 - top) <= tie)
        if (near & middle).any():
            raise _Suspect
    low0, low1 = h0 <= top, h1 <= top
    over = middle & ~low0 & ~low1  # the sight line passes over the stretch
    with np.errstate(divide="ignore", invalid="ignore"):
        cross = lo + (h0 - top) / (h0 - h1) * (hi - lo)
    t = np.where(low0, lo, cross)
    blocking = middle & ~over
    # The first blocking stretch of the middle ones, and each stretch at an end in its place, in order along the
    # spans as _judge reads them: the least point blocks, the first of two at one point.
    candidates: list[tuple[float, int, BlockReason, FactDetail]] = []
    if blocking.any():
        ts = t[blocking]
        first_i = int(np.flatnonzero(blocking)[int(np.argmin(ts))])
        candidates.append((float(t[first_i]), first_i, BlockReason.AREA, None))
    at_ends = np.flatnonzero(at_end).tolist()
    edge_yards = line.settings.edge_depth_yards
    passed = np.cumsum(over)
    counted = 0
    for i in at_ends:
        before = int(passed[i])  # the stretches passed over before this one
        ignores.extend([(k, PassReason.OVER_AREA, None)] * (before - counted))
        counted = before
        t0, t1 = float(lo[i]), float(hi[i])
        a, b = bool(from_a[i]), bool(from_b[i])
        depth = (t1 - t0) * line.ypu
        if depth <= edge_yards + _YARD_TOL:
            ignores.append((k, PassReason.EDGE, (a, b, depth)))
            continue
        candidates.append((t0 + line.edge if a else t0, i, BlockReason.EDGE, (a, b, depth)))
    ignores.extend([(k, PassReason.OVER_AREA, None)] * (int(passed[-1]) - counted))
    if not candidates:
        return None, ignores
    t_first, _, why, detail = min(candidates, key=lambda c: (c[0], c[1]))
    return (t_first, k, why, detail), ignores


def _judge_jungle(
    spans: list[tuple[float, float, int]],
    seen: Sequence[int],
    line: _Line,
    blocks: list[BlockFact],
    ignores: list[IgnoreFact],
) -> None:
    """Jungle: the line sees through at most ``jungle_yards`` of jungle in all, overlapping pieces counted
    once. The blocker is the piece in which that much is passed, then every jungle piece beyond that point."""
    limit = line.settings.jungle_yards / line.ypu
    tol = _YARD_TOL / line.ypu
    spans = sorted(spans, key=lambda s: (s[0], s[1]))
    total = 0.0
    covered_to = -math.inf
    blocked_at: float | None = None
    listed: set[int] = set()
    for t0, t1, k in spans:
        if blocked_at is None:
            s0 = max(t0, covered_to)
            if t1 > s0:
                if total + (t1 - s0) > limit + tol:
                    blocked_at = s0 + (limit - total)
                    blocks.append((blocked_at, k, BlockReason.JUNGLE_LIMIT, None))
                    listed.add(k)
                total += t1 - s0
        elif t1 > blocked_at and k not in listed:
            blocks.append((max(t0, blocked_at), k, BlockReason.JUNGLE_BEYOND, None))
            listed.add(k)
        covered_to = max(covered_to, t1)
    if blocked_at is None:
        yards = total * line.ypu
        counted = {k for _, _, k in spans}
        for k in seen:
            ignores.append((k, PassReason.JUNGLE, yards) if k in counted else (k, PassReason.OVER_JUNGLE, None))
