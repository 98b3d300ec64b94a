"""Who sees whom (:func:`clear_matrix`): whether the line of sight is clear from every start to every end, only the answer
worked out; in basic line of sight with the fast engine, the lines worked out together with numpy (:func:`_bulk_clear`)."""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from collections.abc import Set as AbstractSet

import numpy as np
import shapely
from shapely.geometry import LineString

from morefire_gui.geometry.los.check import line_of_sight
from morefire_gui.geometry.los.facts import _EPS, _YARD_TOL
from morefire_gui.geometry.los.fast_check import _fast_check
from morefire_gui.geometry.los.settled import _fast_line
from morefire_gui.geometry.los.terrain_index import _EXACT, _HEDGE, _PLAIN, FastLine, TerrainIndex, _Fast
from morefire_gui.geometry.los_index import many_crossings
from morefire_gui.geometry.shapes import XY
from morefire_gui.model.battle import LosSettings
from morefire_gui.model.terms import AREA_BLOCKING_KINDS, TerrainKind

# Lines worked out together by _bulk_clear: at most this many (segment, edge) meetings' worth at once.
_BULK_LINES = 4096
# ... each in stretches of these fractions of its length, the next looked at only for the lines not yet blocked.
_BULK_STRETCH_AT = (0.0, 0.1, 0.25, 0.5, 1.0)


def _bulk_clear(
    index: TerrainIndex,
    fast: _Fast,
    starts: list[XY],
    ends: list[XY],
    yards_per_unit: float,
    settings: LosSettings,
    in_start: list[frozenset[int]],
    in_end: list[frozenset[int]],
) -> list[list[bool]]:
    """Basic line of sight for every start and end, the lines worked out together (docs/performance.md): the
    pieces each point stands in come from one query of the STRtree for all the points (``in_start``,
    ``in_end``), the crossings of every line with the pieces' edges from a few numpy calls over all the lines
    (:func:`many_crossings`). A line is blocked where it cleanly crosses a piece neither end stands in (a hedge
    more than the hedge reach from both ends, rule 2.1 as :func:`line_of_sight` reads it), and clear where it
    meets no edge and neither end stands in any piece; every other line — one that meets only pieces at its ends,
    jungle, or touches an edge — gets the full check, which works out the rules' exceptions for those pieces."""
    n_start, n_end = len(starts), len(ends)
    n_pieces = len(index.pieces)
    a_xy, b_xy = np.asarray(starts, dtype=float), np.asarray(ends, dtype=float)
    # (point, piece) pairs of the pieces each end stands in, as sorted keys point * n_pieces + piece.
    a_keys = np.array(sorted(i * n_pieces + k for i, held in enumerate(in_start) for k in held), dtype=np.int64)
    b_keys = np.array(sorted(j * n_pieces + k for j, held in enumerate(in_end) for k in held), dtype=np.int64)
    a_free = np.array([not held for held in in_start])
    b_free = np.array([not held for held in in_end])
    plain = np.array([c == _PLAIN for c in fast.klass])
    hedge = np.array([c == _HEDGE for c in fast.klass])
    reach = settings.hedge_yards / yards_per_unit + _YARD_TOL / yards_per_unit
    area = np.array([k in AREA_BLOCKING_KINDS and k is not TerrainKind.JUNGLE for k in fast.kind])
    hill = np.array(fast.hill)
    edge = settings.edge_depth_yards / yards_per_unit + _YARD_TOL / yards_per_unit
    out = np.zeros((n_start, n_end), dtype=bool)
    rows_at_once = max(1, _BULK_LINES // n_end)
    for r0 in range(0, n_start, rows_at_once):
        rows = np.arange(r0, min(n_start, r0 + rows_at_once))
        li = np.repeat(rows, n_end)
        lj = np.tile(np.arange(n_end), len(rows))
        ax, ay = a_xy[li, 0], a_xy[li, 1]
        bx, by = b_xy[lj, 0], b_xy[lj, 1]
        length = np.hypot(bx - ax, by - ay)
        blocked = np.zeros(len(li), dtype=bool)
        unsure = np.zeros(len(li), dtype=bool)  # touches an edge, or crosses a piece the bulk cannot judge
        met_any = np.zeros(len(li), dtype=bool)
        at_end: list[tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]] = []  # of pieces an end stands in
        open_ = (length >= _EPS).nonzero()[0]
        # Stretch by stretch from the start, as a plain loop stops at the first blocking piece: a line found
        # blocked in one stretch is not looked at in the next (on a crowded table most are blocked in the first).
        for s0, s1 in itertools.pairwise(_BULK_STRETCH_AT):
            if len(open_) == 0:
                break
            ox, oy = ax[open_], ay[open_]
            ux, uy = bx[open_] - ox, by[open_] - oy
            met = many_crossings(fast.grid, ox + s0 * ux, oy + s0 * uy, ox + s1 * ux, oy + s1 * uy)
            met_any[open_[met.met]] = True
            if len(met.line) == 0:
                continue
            line = open_[met.line]
            k = met.owner
            t = met.t + s0 * length[line]
            span = length[line]
            ends_in = np.zeros(len(k), dtype=bool)
            if len(a_keys):
                key = li[line] * n_pieces + k
                ends_in |= a_keys.take(np.minimum(np.searchsorted(a_keys, key), len(a_keys) - 1)) == key
            if len(b_keys):
                key = lj[line] * n_pieces + k
                ends_in |= b_keys.take(np.minimum(np.searchsorted(b_keys, key), len(b_keys) - 1)) == key
            blocks = met.clean & ~ends_in & (plain[k] | (hedge[k] & (t > reach) & (t < span - reach)))
            blocked[line[blocks]] = True
            # Whatever else a line meets: a touch, jungle, a hedge at an end: the full check. A clean crossing of
            # a hill or an area an end stands in is judged below, from all its crossings.
            judged = met.clean & (blocks | (hedge[k] & ~ends_in) | (ends_in & (hill[k] | area[k])))
            unsure[line[~judged]] = True
            keep = met.clean & ends_in & area[k]
            at_end.append((line[keep], k[keep], met.edge[keep], t[keep]))
            open_ = open_[~blocked[open_]]
        # 2.1 reading, edge depth: from inside an area the line sees out if it runs at most the edge depth inside
        # it from each end standing in it, and does not go in again; a hill an end stands on does not block.
        if at_end:
            line, k, e, t = (np.concatenate([a[n] for a in at_end]) for n in range(4))
            live = ~blocked[line] & ~unsure[line]
            line, k, e, t = line[live], k[live], e[live], t[live]
            # Each edge crossed once: an edge filed in several cells of a line was met once for each.
            _, once = np.unique(line * fast.grid.edges + e, return_index=True)
            line, k, t = line[once], k[once], t[once]
            if len(line):
                groups, where = np.unique(line * n_pieces + k, return_inverse=True)
                count = np.bincount(where)
                lo = np.full(len(groups), np.inf)
                hi = np.full(len(groups), -np.inf)
                np.minimum.at(lo, where, t)
                np.maximum.at(hi, where, t)
                g_line = groups // n_pieces
                g_piece = groups % n_pieces
                key_a = li[g_line] * n_pieces + g_piece
                key_b = lj[g_line] * n_pieces + g_piece
                in_a = (
                    a_keys.take(np.minimum(np.searchsorted(a_keys, key_a), len(a_keys) - 1)) == key_a
                    if len(a_keys)
                    else np.zeros(len(groups), dtype=bool)
                )
                in_b = (
                    b_keys.take(np.minimum(np.searchsorted(b_keys, key_b), len(b_keys) - 1)) == key_b
                    if len(b_keys)
                    else np.zeros(len(groups), dtype=bool)
                )
                # The crossings a piece an end stands in must have: one out (start in it) or in (end in it), two
                # with both ends in it; more is the line going in again, which blocks.
                deep = (
                    (in_a & (lo > edge))
                    | (in_b & (length[g_line] - hi > edge))
                    | (count > in_a.astype(np.intp) + in_b.astype(np.intp))
                )
                blocked[g_line[deep]] = True
        clear = (~met_any & a_free[li] & b_free[lj]) | (length < _EPS)
        # A line whose ends stand in pieces and that meets nothing but their edges is clear when each end's piece is
        # left within the edge depth; both ends in one area without a crossing is the full check's.
        both_in = (
            np.array([bool(in_start[i] & in_end[j]) for i, j in zip(li.tolist(), lj.tolist())])
            if len(a_keys) and len(b_keys)
            else np.zeros(len(li), dtype=bool)
        )
        clear |= ~blocked & ~unsure & ~both_in & (length >= _EPS)
        block = clear.reshape(len(rows), n_end)
        for n in (~blocked & ~clear).nonzero()[0].tolist():
            i, j = int(li[n]), int(lj[n])
            block[i - r0, j] = _fast_check(
                index, fast, starts[i], ends[j], yards_per_unit, settings, False, in_start[i], in_end[j]
            ).clear
        out[rows] = block
    return out.tolist()


def _fast_clear(
    index: TerrainIndex,
    line: FastLine,
    yards_per_unit: float,
    settings: LosSettings,
    adv: bool,
    on_a: AbstractSet[int],
    on_b: AbstractSet[int],
) -> bool:
    """``_fast_check(...).clear``, settled from the crossings alone in basic line of sight when a piece no end
    stands in blocks (as :func:`_basic_pass` decides it)."""
    fast, ax, ay, bx, by, length = line
    crossings = fast.grid.crossings(ax, ay, bx, by, length)
    if not adv:
        found, suspect = crossings
        klass = fast.klass
        reach = settings.hedge_yards / yards_per_unit
        tol_units = _YARD_TOL / yards_per_unit
        reach_lo, reach_hi = reach + tol_units, length - reach - tol_units
        for t, k, _ in found:
            c = klass[k]
            if (
                c != _EXACT
                and (c == _PLAIN or reach_lo < t < reach_hi)
                and k not in suspect
                and k not in on_a
                and k not in on_b
            ):
                return False
    return _fast_check(index, fast, (ax, ay), (bx, by), yards_per_unit, settings, adv, on_a, on_b, crossings).clear


# Basic line of sight: a piece of these kinds that the line touches blocks it, unless an end of the line stands
# in or on that piece (edge depth, a unit on its hill). Hedges (the 25 yard reach) and jungle (100 yards in
# all) need the full check.
_BLOCKS_WHEN_TOUCHED = (AREA_BLOCKING_KINDS - {TerrainKind.JUNGLE}) | {TerrainKind.HILL}


def clear_matrix(
    index: TerrainIndex,
    starts: Sequence[XY],
    ends: Sequence[XY],
    yards_per_unit: float,
    settings: LosSettings,
    advanced: bool | None = None,
) -> list[list[bool]]:
    """Whether the line of sight is clear from every start to every end (who sees whom):
    ``out[i][j] == line_of_sight(index, starts[i], ends[j], ...).clear``.

    Only the answer is worked out, not the explanation. With the fast engine (``index.fast``) each line is its
    check, the pieces each point stands in found once for all the lines from or to it. Without it, in basic line
    of sight a line that touches a hill, woods, rough, a building, a village or crops that neither end stands in
    is blocked (rule 2.1, as :func:`line_of_sight` reads it), which settles most lines without measuring any
    crossing; every other line, and every line in advanced (elevation) line of sight, gets the full check."""
    adv = settings.advanced if advanced is None else advanced
    starts = [(float(x), float(y)) for x, y in starts]
    ends = [(float(x), float(y)) for x, y in ends]

    def full(a: XY, b: XY) -> bool:
        return line_of_sight(index, a, b, yards_per_unit, settings, adv).clear

    def standing_in(points: list[XY]) -> list[frozenset[int]]:
        """For each point, the pieces it stands in or on."""
        found: list[set[int]] = [set() for _ in points]
        if points:
            where, piece = index.tree.query(shapely.points(points), predicate="intersects")
            for w, k in zip(where.tolist(), piece.tolist()):
                found[w].add(k)
        return [frozenset(f) for f in found]

    fast = index.fast
    if fast is not None:
        in_start, in_end = standing_in(starts), standing_in(ends)
        if not adv and starts and ends:
            return _bulk_clear(index, fast, starts, ends, yards_per_unit, settings, in_start, in_end)
        return [
            [
                (line := _fast_line(index, a, b)) is None
                or _fast_clear(index, line, yards_per_unit, settings, adv, inside_a, inside_b)
                for b, inside_b in zip(ends, in_end)
            ]
            for a, inside_a in zip(starts, in_start)
        ]
    if adv:
        return [[full(a, b) for b in ends] for a in starts]
    sure = [p.kind in _BLOCKS_WHEN_TOUCHED for p in index.pieces]
    in_start, in_end = standing_in(starts), standing_in(ends)
    out: list[list[bool]] = []
    for a, inside_a in zip(starts, in_start):
        row = []
        for b, inside_b in zip(ends, in_end):
            if math.hypot(b[0] - a[0], b[1] - a[1]) < _EPS:
                row.append(True)
                continue
            touched = index.candidates(LineString([a, b]))
            blocked = any(sure[k] and k not in inside_a and k not in inside_b for k in touched.tolist())
            row.append(False if blocked else full(a, b))
        out.append(row)
    return out
