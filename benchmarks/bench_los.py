"""Line of sight through the public API (morefire_gui.api), against the strongest plain baseline in the same run:
an early-exit loop over the blocking polygons (the STRtree's candidates for the line, each a prepared shapely
polygon, stopping at the first one the line touches), on the same lines.

* one check: clear, blockers in order, first block and range read, on the realistic board and on the dense one;
  every line timed alone, once cold (the first time it is asked) and once warm, median and p95;
* the first check after opening a battle (the terrain index is built then);
* who sees whom, side against side: the bulk matrix against the loop on every pair, interleaved runs;
* a line of sight across a wood of 50,000 vertices.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable, Sequence

import numpy as np
from shapely.geometry import LineString

from benchmarks.boards import big_piece_board, dense_board, realistic_board, summary
from benchmarks.common import Context, Measurement, micro, milli, p95
from morefire_gui.api import Battle
from morefire_gui.session.battle_session import BattleSession

MATRIX_SPEEDUP = 3.0
BIG_PIECE_MS = 5.0
PAIRS = 400

XY = tuple[float, float]


def early_exit_loop(battle: Battle) -> Callable[[XY, XY], bool]:
    """What a competent engineer writes with shapely alone: the STRtree's candidates for the line, each tested with
    its prepared polygon, stopping at the first that the line touches. It names no blocker and knows none of the
    rules' exceptions (the hill a unit stands on, the wood it looks out of, the hedge beside it)."""
    index = battle._session.geometry.terrain_index  # the same prepared pieces and tree the app uses
    tree, geoms = index.tree, list(index.tree.geometries)

    def clear(a: XY, b: XY) -> bool:
        line = LineString([a, b])
        return all(not geoms[i].intersects(line) for i in tree.query(line))

    return clear


def sides(battle: Battle) -> tuple[list[str], list[str]]:
    units = battle._session.battle.units
    first = units[0].side
    return [u.id for u in units if u.side == first], [u.id for u in units if u.side != first]


def timed_each(cases: Sequence[tuple[XY, XY]], fn: Callable[[XY, XY], object]) -> list[float]:
    out = []
    for a, b in cases:
        t0 = time.perf_counter()
        fn(a, b)
        out.append(time.perf_counter() - t0)
    return out


def run(ctx: Context) -> list[Measurement]:
    realistic = Battle(BattleSession(realistic_board(ctx.workdir)))
    dense = Battle(BattleSession(dense_board(ctx.seed)))
    out: list[Measurement] = []
    for label, battle in (("realistic", realistic), ("dense", dense)):
        out += _single(ctx, label, battle)
    for label, battle in (("realistic", realistic), ("dense", dense)):
        out += _matrix(ctx, label, battle)
    out += _big_piece(ctx)
    return out


def _single(ctx: Context, label: str, battle: Battle) -> list[Measurement]:
    a_ids, b_ids = sides(battle)
    rng = random.Random(ctx.seed)
    n = PAIRS if not ctx.quick else 100
    pairs = [(battle.unit_position(rng.choice(a_ids)), battle.unit_position(rng.choice(b_ids))) for _ in range(n)]
    baseline = early_exit_loop(battle)

    def ours(a: XY, b: XY) -> object:
        sight = battle.los(a, b)
        return sight.clear, sight.blockers, sight.first_block, sight.range_yards

    baseline(*pairs[0])
    # Cold: each line asked for the first time, the two interleaved line by line; warm: the same lines again.
    cold_ours, cold_base = [], []
    for a, b in pairs:
        cold_ours += timed_each([(a, b)], ours)
        cold_base += timed_each([(a, b)], baseline)
    warm_ours, warm_base = timed_each(pairs, ours), timed_each(pairs, baseline)
    clear = sum(battle.los(a, b).clear for a, b in pairs)
    blockers = statistics.median(len(battle.los(a, b).blockers) for a, b in pairs)
    m_ours, m_base = statistics.median(cold_ours), statistics.median(cold_base)
    ratio = m_base / m_ours
    where = (
        f"{label} board ({summary(battle._session.battle)}), {n} unit-to-unit lines ({clear} clear, "
        f"{blockers:g} blockers named a line, median)"
    )
    out = [
        Measurement(
            f"LOS check, {label}: API, cold",
            micro(m_ours),
            "µs",
            "",
            None,
            f"{where}: battle.los(a, b) with clear, blockers, first block and range read, each line timed "
            f"alone the first time it is asked; p95 {micro(p95(cold_ours)):.0f} µs; warm (asked again) "
            f"median {micro(statistics.median(warm_ours)):.0f}, p95 {micro(p95(warm_ours)):.0f} µs",
        ),
        Measurement(
            f"LOS check, {label}: early-exit loop",
            micro(m_base),
            "µs",
            "",
            None,
            f"the same lines, the baseline in the same run, interleaved line by line; p95 "
            f"{micro(p95(cold_base)):.0f} µs; warm median {micro(statistics.median(warm_base)):.0f}, p95 "
            f"{micro(p95(warm_base)):.0f} µs",
        ),
        Measurement(
            f"LOS check, {label}: loop median / API median",
            ratio,
            "×",
            "≥ 1×",
            ratio >= 1.0,
            "the API explains (blockers in order, first block, the rules' exceptions) at no more than the loop's cost",
        ),
    ]
    # The first check after opening: the terrain index is built on it.
    first = []
    for _ in range(ctx.repeats(3, 1)):
        fresh = Battle(BattleSession(battle._session.battle.model_copy(deep=True)))
        t0 = time.perf_counter()
        fresh.los(*pairs[0])
        first.append(time.perf_counter() - t0)
    out.append(
        Measurement(
            f"LOS check, {label}: first after opening",
            milli(statistics.median(first)),
            "ms",
            "",
            None,
            "a new session's first battle.los: the terrain index (STRtree, edge grid) is built "
            f"then; median of {len(first)}",
        )
    )
    return out


def _matrix(ctx: Context, label: str, battle: Battle) -> list[Measurement]:
    a_ids, b_ids = sides(battle)
    starts = [battle.unit_position(i) for i in a_ids]
    ends = [battle.unit_position(i) for i in b_ids]
    baseline = early_exit_loop(battle)

    def bulk() -> np.ndarray:
        return battle.los_matrix(a_ids, b_ids)

    def loop() -> list[list[bool]]:
        return [[baseline(a, b) for b in ends] for a in starts]

    first = time.perf_counter()
    answer = bulk()
    t_first = time.perf_counter() - first
    loop()
    runs: dict[str, list[float]] = {"bulk": [], "loop": []}
    for _ in range(ctx.repeats(3, 1)):  # interleaved, so that a busy moment of the machine does not fall on one
        for name, job in (("bulk", bulk), ("loop", loop)):
            t0 = time.perf_counter()
            job()
            runs[name].append(time.perf_counter() - t0)
    # The matrix must say what each line says: checked on a sample of pairs.
    rng = random.Random(ctx.seed)
    sample = [(rng.randrange(len(a_ids)), rng.randrange(len(b_ids))) for _ in range(ctx.repeats(1500, 300))]
    wrong = [(i, j) for i, j in sample if battle.los(a_ids[i], b_ids[j]).clear != bool(answer[i, j])]
    if wrong:
        raise AssertionError(f"the matrix and the line of sight disagree on {len(wrong)} of {len(sample)} pairs")
    t_bulk, t_loop = statistics.median(runs["bulk"]), statistics.median(runs["loop"])
    n = len(starts) * len(ends)
    size = f"{len(starts)} x {len(ends)}"
    ratio = t_loop / t_bulk
    t0 = time.perf_counter()
    battle.los_matrix(a_ids, b_ids, advanced=True)
    t_adv = time.perf_counter() - t0
    return [
        Measurement(
            f"LOS matrix {size}, {label}: API",
            t_bulk,
            "s",
            "",
            None,
            f"battle.los_matrix, basic: {n} lines ({int(answer.sum())} clear), "
            f"{micro(t_bulk / n):.1f} µs a line; median of {len(runs['bulk'])} (first run "
            f"{t_first:.2f} s); {len(sample)} pairs checked against battle.los",
        ),
        Measurement(
            f"LOS matrix {size}, {label}: early-exit loop",
            t_loop,
            "s",
            "",
            None,
            f"the loop on every pair, {micro(t_loop / n):.1f} µs a line; median of {len(runs['loop'])}, "
            "interleaved with the API's",
        ),
        Measurement(
            f"LOS matrix {size}, {label}: loop / API",
            ratio,
            "×",
            f"≥ {MATRIX_SPEEDUP:g}×",
            ratio >= MATRIX_SPEEDUP,
            "same run",
        ),
        Measurement(
            f"LOS matrix {size}, {label}: API, advanced",
            t_adv,
            "s",
            "",
            None,
            f"elevation: every line checked on its own, {micro(t_adv / n):.0f} µs a line; one run",
        ),
    ]


def _big_piece(ctx: Context) -> list[Measurement]:
    board = big_piece_board()
    t0 = time.perf_counter()
    battle = Battle(BattleSession(board))
    battle.los((0.5, 0.5), (71.5, 47.5))
    t_index = time.perf_counter() - t0
    rng = random.Random(ctx.seed)
    # Lines from the table's edges across the wood, and lines from inside it out.
    lines = [((rng.uniform(0, 72), 0.2), (rng.uniform(0, 72), 47.8)) for _ in range(ctx.repeats(60, 20))]
    lines += [
        ((rng.uniform(30, 42), rng.uniform(20, 28)), (rng.uniform(0, 72), rng.choice((0.5, 47.5))))
        for _ in range(ctx.repeats(60, 20))
    ]

    def check(a: XY, b: XY) -> object:
        sight = battle.los(a, b)
        return sight.blockers, sight.first_block

    times = timed_each(lines, check)
    worst = p95(times)
    return [
        Measurement(
            "LOS check across a wood of 50,000 vertices, p95",
            milli(worst),
            "ms",
            f"≤ {BIG_PIECE_MS:g} ms",
            milli(worst) <= BIG_PIECE_MS,
            f"{len(lines)} lines, half of them from inside the wood; median "
            f"{milli(statistics.median(times)):.2f} ms, slowest {milli(max(times)):.2f} ms; opening the "
            f"battle and its first check (the index of 50,000 edges) {t_index:.2f} s",
        )
    ]
