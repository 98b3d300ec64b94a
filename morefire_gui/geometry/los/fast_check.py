"""The fast engine's full check of one line (:func:`_fast_check`): the pieces judged from the line's crossings with their
edges, in basic and in advanced line of sight, those an end stands in from the stretches the crossings give, and what
the crossings do not settle measured exactly (exact.py), the blockers in the reference's order."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from collections.abc import Set as AbstractSet

import numpy as np

from morefire_gui.geometry.los.exact import _judge_exactly
from morefire_gui.geometry.los.facts import _TIE, _YARD_TOL, BlockFact, IgnoreFact, PassReason, Span, _Line, _Spans
from morefire_gui.geometry.los.judge import _MANY_SPANS, _judge, _Suspect
from morefire_gui.geometry.los.results import LosResult, _distance, _result
from morefire_gui.geometry.los.terrain_index import _EXACT, _HEDGE, _PLAIN, TerrainIndex, _Fast
from morefire_gui.geometry.los_index import Crossings, ManyHits
from morefire_gui.geometry.shapes import XY
from morefire_gui.model.battle import LosSettings


def _fast_check(
    index: TerrainIndex,
    fast: _Fast,
    start: XY,
    end: XY,
    yards_per_unit: float,
    settings: LosSettings,
    adv: bool,
    on_a: AbstractSet[int],
    on_b: AbstractSet[int],
    crossings: Crossings | None = None,
    given: Mapping[int, Sequence[float]] | None = None,
) -> LosResult:
    """:func:`line_of_sight` between two distinct points, knowing the pieces each stands in or on (and
    perhaps the line's crossings, and ``given`` apart those of pieces an end stands in: :func:`crossings_apart`)."""
    (ax, ay), (bx, by) = start, end
    length = math.hypot(bx - ax, by - ay)
    if adv:
        hill, top = fast.hill, fast.top
        g_a = max((top[k] for k in on_a if hill[k]), default=0.0) if on_a else 0.0
        g_b = max((top[k] for k in on_b if hill[k]), default=0.0) if on_b else 0.0
        eyes: tuple[float | None, float | None] = (g_a + settings.eye_yards, g_b + settings.eye_yards)
    else:
        g_a = g_b = 0.0
        eyes = (None, None)
    found, suspect = fast.grid.crossings(ax, ay, bx, by, length) if crossings is None else crossings
    special = on_a | on_b | suspect

    own: dict[int, list[float]] = {}  # the crossings of the pieces judged one by one
    if adv:
        line = _Line(start, end, length, yards_per_unit, settings, adv, g_a, g_b)
        blocks, ignores, unsure, level = _advanced_pass(fast, found, special, line, own)
        if unsure:
            suspect = suspect | unsure
            special |= unsure
    else:
        reach = settings.hedge_yards / yards_per_unit
        tol_units = _YARD_TOL / yards_per_unit  # _Line.reach and tol_units, as written there
        blocks, ignores = _basic_pass(fast, found, special, reach + tol_units, length - reach - tol_units, own)
        if not own and not special:
            # Every piece settled from its crossings alone: the blockers are in order, and the line is made only
            # if the explanation is asked for.
            return _result(
                index.pieces,
                start,
                end,
                (start, end, length, yards_per_unit, settings, False, 0.0, 0.0),
                length,
                yards_per_unit,
                False,
                eyes,
                blocks,
                ignores,
                True,
            )
        line = _Line(start, end, length, yards_per_unit, settings, adv, g_a, g_b)
        level = True

    # Basic (and advanced on a level sight line): the pieces blocking at their first crossing come in order along
    # the line, at distinct distances (crossings a rounding error apart made their pieces suspect).
    common = len(blocks) if not adv or level else 0
    exact: list[int] = []
    if own or special or given:
        mine: Mapping[int, Sequence[float]] = {**own, **given} if given else own
        exact = _judge_each(fast, sorted({*special, *mine}), mine, on_a, on_b, suspect, line, blocks, ignores)
        if exact:
            _judge_exactly(fast, exact, on_a, on_b, line, blocks, ignores)
    in_order = len(blocks) == common
    if not in_order and len(blocks) > 1:
        # A blocker not at a clean crossing (the crossings were compared already) may stand a rounding error
        # from another: measure those as the reference does, so that they come in its order.
        blocks.sort(key=_distance)
        tie = _TIE * max(1.0, length)
        again: set[int] = set()
        tied = False
        t0, k0 = blocks[0][0], blocks[0][1]
        for t1, k1, _, _ in blocks[1:]:
            if t1 - t0 <= tie:
                tied = True
                again.update(k for k in (k0, k1) if k not in exact)
            t0, k0 = t1, k1
        if again:
            blocks = [b for b in blocks if b[1] not in again]
            ignores = [i for i in ignores if i[0] not in again]
            _judge_exactly(fast, sorted(again), on_a, on_b, line, blocks, ignores, jungle_too=False)
        else:
            in_order = not tied  # sorted; blockers at one distance are put in order by id
    return _result(index.pieces, start, end, line, length, yards_per_unit, adv, eyes, blocks, ignores, in_order)


def _basic_pass(
    fast: _Fast,
    found: list[tuple[float, int, bool]],
    special: AbstractSet[int],
    reach_lo: float,
    reach_hi: float,
    own: dict[int, list[float]],
) -> tuple[list[BlockFact], list[IgnoreFact]]:
    """Basic line of sight, from the crossings in order along the line: a piece no end stands in blocks at its
    first crossing; a hedge at its first crossing more than the hedge reach from both ends (beyond ``reach_lo``
    and short of ``reach_hi``), and its crossings within the reach are the hedge a unit is next to. The crossings
    of the ``special`` pieces (and of jungle) go to ``own``, to be judged one by one."""
    first: dict[int, float] = {}
    near: dict[int, list[float]] = {}
    klass = fast.klass
    for t, k, _ in found:
        c = klass[k]
        if k in special or c == _EXACT:
            own.setdefault(k, []).append(t)
        elif c == _PLAIN or reach_lo < t < reach_hi:
            if k not in first:
                first[k] = t
        elif k in near:
            near[k].append(t)
        else:
            near[k] = [t]
    code = fast.code
    return (
        [(t, k, code[k], None) for k, t in first.items()],
        [(k, PassReason.HEDGE_NEAR, tuple((t, t) for t in tk)) for k, tk in near.items()],
    )


def _advanced_pass(
    fast: _Fast,
    found: Sequence[tuple[float, int, bool]],
    special: AbstractSet[int],
    line: _Line,
    own: dict[int, list[float]],
) -> tuple[list[BlockFact], list[IgnoreFact], set[int], bool]:
    """Advanced line of sight, from the crossings in order along the line, for the pieces no end stands in:
    a polygon's stretches run from each crossing in to the next out; a stretch blocks from where the sight
    line is at or below the piece's top, else the line passes over it (rule 2.1 advanced, as :func:`_judge`
    reads it). The crossings of the ``special`` pieces and of jungle go to ``own``, to be judged one by one;
    a piece at one of whose crossings the sight line is level with its top, to a rounding error, is returned
    as unsure, to be measured exactly. Last, whether the sight line is level (then the blockers are in order
    along the line, each at its first crossing, as in basic line of sight)."""
    klass, hill = fast.klass, fast.hill
    roofs = fast.roofs(line.eye)
    length = line.length
    h_a, rise, tie = line.h_a, line.h_b - line.h_a, line.height_tie
    unsure: set[int] = set()
    reach_lo = line.reach + line.tol_units
    reach_hi = length - line.reach - line.tol_units
    first: dict[int, float] = {}
    entered: dict[int, tuple[float, float]] = {}  # polygons the line is in: where it went in, sight line height
    over: dict[int, int] = {}  # pieces with a stretch (a blocked crossing) the line passes over: how many
    near: dict[int, list[float]] = {}
    noted: dict[int, None] = {}  # the pieces with an ignored fact (the ignored are put in order later)
    if rise == 0.0:
        # A level sight line (both ends on ground of one height, the common case) is at h_a wherever it is
        # measured, in either engine: a piece whose top reaches it blocks as in basic line of sight, any other
        # the line passes over, each of its stretches (a polygon goes in and out at every two crossings).
        for t, k, _ in found:
            c = klass[k]
            if k in special or c == _EXACT:
                own.setdefault(k, []).append(t)
            elif c == _HEDGE and not reach_lo < t < reach_hi:
                if k in near:
                    near[k].append(t)
                else:
                    near[k] = [t]
                    noted[k] = None
            elif h_a <= roofs[k]:
                if k not in first:
                    first[k] = t
            elif k in over:
                over[k] += 1
            else:
                over[k] = 1
                noted[k] = None
        for k, crossed in over.items():
            if klass[k] == _PLAIN:
                if crossed % 2:  # in but never out: not a simple crossing pattern after all
                    unsure.add(k)
                over[k] = crossed // 2
        found = ()  # done
    for t, k, _ in found:
        c = klass[k]
        if k in special or c == _EXACT:
            own.setdefault(k, []).append(t)
            continue
        if unsure and k in unsure:
            continue
        h = h_a + rise * t / length  # _Line.eye_line, as written there
        roof = roofs[k]
        if tie and abs(h - roof) <= tie:
            unsure.add(k)
            continue
        if c == _HEDGE:
            if reach_lo < t < reach_hi:
                if k not in first:
                    if h <= roof:
                        first[k] = t
                    elif k not in over:
                        over[k] = 1
                        noted[k] = None
            elif k in near:
                near[k].append(t)
            else:
                near[k] = [t]
                noted[k] = None
            continue
        went_in = entered.pop(k, None)
        if went_in is None:
            entered[k] = (t, h)
            continue
        t0, h0 = went_in
        if h0 <= roof:
            bt = t0
        elif h <= roof:
            bt = t0 + (h0 - roof) / (h0 - h) * (t - t0)  # _below, as written there
        else:
            if k not in over:
                over[k] = 1
                noted[k] = None
            else:
                over[k] += 1
            continue
        if k not in first:
            first[k] = bt
    for k in entered:  # in but never out: not a simple crossing pattern after all
        unsure.add(k)
    for k in unsure:
        first.pop(k, None)
    code = fast.code
    blocks: list[BlockFact] = [(t, k, code[k], None) for k, t in first.items()]
    ignores: list[IgnoreFact] = []
    for k in noted:
        if k in unsure:
            continue
        if k in near:
            ignores.append((k, PassReason.HEDGE_NEAR, tuple((t, t) for t in near[k])))
        if k in over and (hill[k] or klass[k] == _HEDGE):
            if k not in first:  # one "passes over" for a hill or a hedge that nowhere blocks
                ignores.append((k, PassReason.OVER_HEDGE if klass[k] == _HEDGE else PassReason.OVER_HILL, None))
        elif k in over:  # an area: one for each stretch the line passes over
            ignores.extend([(k, PassReason.OVER_AREA, None)] * over[k])
    return blocks, ignores, unsure, rise == 0.0


# An area crossed more often than this (in advanced line of sight) has its crossings set apart, and its stretches judged
# at once.
_SET_APART = 2 * _MANY_SPANS


def crossings_apart(
    fast: _Fast, found: ManyHits, special: AbstractSet[int]
) -> tuple[ManyHits, dict[int, Sequence[float]]]:
    """A line's many crossings (as arrays) without those of the ``special`` pieces (an end stands in them, or the line
    touches them) and of the areas it crosses many times (a comb's teeth), and those apart, each piece's in order:
    what :func:`_advanced_pass` would gather for the special ones one by one (its ``own``), gathered at once. A piece's
    many crossings stay an array (:func:`_stretches` reads it so), and :func:`_judge_each` judges its stretches at once
    (:func:`_area_many`) where :func:`_advanced_pass` would walk them: the same facts, as :func:`_judge` reads rule 2.1
    for the stretches of any area."""
    t, owners, going_in, suspect = found
    many = np.flatnonzero(np.bincount(owners) > _SET_APART)
    if len(many):
        many = many[fast.area_of.take(many)]
        if len(many):
            special = {*special, *many.tolist()}
    if not special:
        return found, {}
    apart = np.isin(owners, np.fromiter(special, dtype=owners.dtype, count=len(special)))
    if not apart.any():
        return found, {}
    given: dict[int, Sequence[float]] = {}
    mine_t, mine_k = t[apart], owners[apart]
    for k in special:  # a few pieces (numpy's plain unique costs 5 ms the first time a process calls it)
        mine = mine_k == k
        if mine.any():
            ts = mine_t[mine]
            given[k] = ts if len(ts) > 2 * _MANY_SPANS and not fast.hedge[k] else ts.tolist()
    keep = ~apart
    return (t[keep], owners[keep], going_in[keep], suspect), given


def _stretches(ts: Sequence[float], in_a: bool, in_b: bool, length: float) -> Sequence[Span]:
    """The stretches of the line inside a simple polygon, from its clean crossings ``ts`` in order: from the start
    if the start stands in it, then from each crossing in to the next out, to the end if the end stands in it; many
    of them (a comb's teeth) as two arrays."""
    if len(ts) > 2 * _MANY_SPANS:
        cuts = np.asarray(ts, dtype=float)
        if in_a:
            cuts = np.concatenate(([0.0], cuts))
        if in_b:
            cuts = np.concatenate((cuts, [length]))
        return _Spans(cuts[0::2], cuts[1::2])
    spans: list[Span] = []
    inside, since = in_a, 0.0
    for t in ts:
        if inside:
            spans.append((since, t))
        else:
            since = t
        inside = not inside
    if inside:
        spans.append((since, length))
    return spans


def _judge_each(
    fast: _Fast,
    ks: list[int],
    own: Mapping[int, Sequence[float]],
    on_a: AbstractSet[int],
    on_b: AbstractSet[int],
    suspect: set[int],
    line: _Line,
    blocks: list[BlockFact],
    ignores: list[IgnoreFact],
) -> list[int]:
    """Judge pieces ``ks`` one by one from the stretches of the line in them, which their clean crossings
    ``own[k]`` and whether each end stands in them give; returns the pieces to measure exactly instead."""
    exact: list[int] = []
    length = line.length
    for k in ks:
        if k in suspect or fast.exact[k]:
            exact.append(k)
            continue
        ts = own.get(k, ())
        in_a, in_b = k in on_a, k in on_b
        if fast.hedge[k]:
            if in_a or in_b:  # an end on the hedge's line is a touch, which the crossings do not see
                exact.append(k)
                continue
            spans: Sequence[Span] = [(t, t) for t in ts]
        else:
            # A simple polygon: the line is inside from the start if the start stands in it, and goes in and
            # out at each clean crossing; it must end inside exactly when the end stands in it.
            inside = in_a != (len(ts) % 2 == 1)  # where the line ends: in it after an odd number of crossings
            if inside != in_b:
                exact.append(k)
                continue
            spans = _stretches(ts, in_a, inside, length)
        if not spans:
            continue
        found_b: list[BlockFact] = []
        found_i: list[IgnoreFact] = []
        try:
            _judge(k, fast.kind[k], fast.top[k], spans, in_a, in_b, line, False, found_b, found_i, [])
        except _Suspect:
            exact.append(k)
            continue
        blocks.extend(found_b)
        ignores.extend(found_i)
    return exact
