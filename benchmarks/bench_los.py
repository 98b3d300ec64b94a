"""Line of sight through the public API (morefire_gui.api), against the strongest plain baseline in the same run:
an early-exit loop over the blocking polygons (the STRtree's candidates for the line, each a prepared shapely
polygon, stopping at the first one the line touches), on the same lines.

* one check, on the realistic board and on the dense one: ``.clear``, ``.first_block`` and ``.blockers`` each read
  on its own (a fresh sample of lines for each); every line timed alone, once cold (the first time it is asked) and
  once warm, median and p95, the API and the loop taking turns to go first; ``.blockers`` also beside the plain way to
  name what a line meets (informative);
* the first check after opening a battle (the terrain index is built then);
* who sees whom, side against side: the bulk matrix against the loop on every pair, interleaved runs;
* lines of sight across a wood of 50,000 vertices, four outlines (wavy, a star, a comb, a spiral), by lines chosen to
  be hard: through its corners, along its edges, from inside it, across its teeth; the slowest of them all, basic and
  advanced (elevation) each held to the bound.
"""

from __future__ import annotations

import gc
import math
import random
import statistics
import time
from collections.abc import Callable, Sequence

import numpy as np
import shapely
from shapely.geometry import LineString, Point, Polygon

from benchmarks.boards import big_piece_board, comb_board, dense_board, realistic_board, spiral_board, star_board
from benchmarks.boards import summary as board_summary
from benchmarks.common import Context, Measurement, micro, milli, p95
from morefire_gui.api import Battle
from morefire_gui.model.battle import Battle as BattleModel
from morefire_gui.session.battle_session import BattleSession

LOS_RATIO = 1.0
MATRIX_SPEEDUP = 3.0
BOUNDED_MS = 5.0
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


def naming_loop(battle: Battle) -> Callable[[XY, XY], np.ndarray]:
    """The plain shapely way to name what a line meets, given beside the early-exit loop where the blockers are read
    (informative: the target stays the early-exit loop): every blocking polygon the line touches (the STRtree's query
    with GEOS's ``intersects``, in C, no early exit), ordered by distance from the start. It knows none of the rules'
    exceptions, and orders a piece the line only touches as one it crosses."""
    tree = battle._session.geometry.terrain_index.tree
    geoms = np.asarray(tree.geometries)

    def blockers(a: XY, b: XY) -> np.ndarray:
        met = tree.query(LineString([a, b]), predicate="intersects")
        if len(met) > 1:
            met = met[np.argsort(shapely.distance(Point(a), geoms.take(met)))]
        return met

    return blockers


def sides(battle: Battle) -> tuple[list[str], list[str]]:
    units = battle._session.battle.units
    first = units[0].side
    return [u.id for u in units if u.side == first], [u.id for u in units if u.side != first]


def taking_turns(
    cases: Sequence[tuple[XY, XY]], first: Callable[[XY, XY], object], second: Callable[[XY, XY], object]
) -> tuple[list[float], list[float]]:
    """Each case timed alone with each function, the two taking turns to go first (whichever runs first on a line
    pays for bringing its ground into the caches)."""
    one: list[float] = []
    two: list[float] = []
    for n, (a, b) in enumerate(cases):
        for fn, into in ((first, one), (second, two)) if n % 2 == 0 else ((second, two), (first, one)):
            t0 = time.perf_counter()
            fn(a, b)
            into.append(time.perf_counter() - t0)
    return one, two


def run(ctx: Context) -> list[Measurement]:
    realistic = Battle(BattleSession(realistic_board(ctx.workdir)))
    dense = Battle(BattleSession(dense_board(ctx.seed)))
    out: list[Measurement] = []
    for label, battle in (("realistic", realistic), ("dense", dense)):
        out += _single(ctx, label, battle)
    for label, battle in (("realistic", realistic), ("dense", dense)):
        out += _matrix(ctx, label, battle)
    out += _bounded(ctx)
    return out


def _figures(times: Sequence[float]) -> str:
    return f"median {micro(statistics.median(times)):.1f} µs, p95 {micro(p95(times)):.0f} µs"


# What a script reads of one line of sight, each timed on its own (LineOfSight works out what is read: ``clear``
# alone stops at the first piece that blocks; ``first_block`` and ``blockers`` take the full check).
READS = ("clear", "first_block", "blockers")


def _single(ctx: Context, label: str, battle: Battle) -> list[Measurement]:
    a_ids, b_ids = sides(battle)
    n = PAIRS if not ctx.quick else 100
    baseline = early_exit_loop(battle)
    out: list[Measurement] = []
    pairs: list[tuple[XY, XY]] = []
    for r, read in enumerate(READS):
        # Lines of their own for each read, so that each is asked for the first time (cold) when it is timed.
        rng = random.Random(ctx.seed + r)
        chosen = [(rng.choice(a_ids), rng.choice(b_ids)) for _ in range(n)]
        pairs = [(battle.unit_position(a), battle.unit_position(b)) for a, b in chosen]

        def ours(a: XY, b: XY, read: str = read) -> object:
            return getattr(battle.los(a, b), read)

        baseline(*pairs[0])
        ours(*pairs[-1])
        # Cold: each line asked for the first time; warm: the same lines again.
        cold_ours, cold_base = taking_turns(pairs, ours, baseline)
        warm_ours, warm_base = taking_turns(pairs, ours, baseline)
        answers = [battle.los(a, b) for a, b in pairs]
        clear = [s.clear for s in answers]
        m_ours, m_base = statistics.median(cold_ours), statistics.median(cold_base)
        ratio = m_base / m_ours

        def part(times: list[float], want: bool, clear: list[bool] = clear) -> str:
            picked = [t for t, c in zip(times, clear) if c == want]
            return f"{micro(statistics.median(picked)):.1f}" if picked else "-"

        where = f"{label} board ({board_summary(battle._session.battle)}), {n} unit-to-unit lines ({sum(clear)} clear"
        if read == "blockers":
            naming = naming_loop(battle)
            naming(*pairs[0])
            _, cold_naming = taking_turns(pairs, ours, naming)
            plain = statistics.median(cold_naming)
            named = statistics.median(len(s.blockers) for s in answers)
            t0 = time.perf_counter()
            for s in answers[: min(50, n)]:
                s.explain()
            explained = (time.perf_counter() - t0) / min(50, n)
            where += f", {named:g} blockers named a line, median; explain() when asked {milli(explained):.2f} ms a line"
        where += ")"
        out += [
            Measurement(
                f"LOS check, {label}: .{read}, API, cold",
                micro(m_ours),
                "µs",
                "",
                None,
                f"{where}: battle.los(a, b).{read}, each line timed alone the first time it is asked: "
                f"{_figures(cold_ours)} (clear lines {part(cold_ours, True)}, blocked {part(cold_ours, False)} µs); "
                f"warm (asked again) {_figures(warm_ours)}; the early-exit loop on the same lines, taking turns to go "
                f"first: cold {_figures(cold_base)} (clear lines {part(cold_base, True)}, blocked "
                f"{part(cold_base, False)} µs), warm {_figures(warm_base)}",
            ),
            Measurement(
                f"LOS check, {label}: .{read}, loop median / API median",
                ratio,
                "×",
                f"≥ {LOS_RATIO:g}×",
                ratio >= LOS_RATIO,
                f"cold, the same lines in the same run; p95 against p95 {p95(cold_base) / p95(cold_ours):.2f}×; warm "
                f"{statistics.median(warm_base) / statistics.median(warm_ours):.2f}× (p95 "
                f"{p95(warm_base) / p95(warm_ours):.2f}×)",
            ),
        ]
        if read == "clear":
            # The same lines asked again by the units' ids, as a script asks them: what finding two units costs.
            by_ids = []
            for a, b in chosen:
                t0 = time.perf_counter()
                _ = battle.los(a, b).clear
                by_ids.append(time.perf_counter() - t0)
            out.append(
                Measurement(
                    f"LOS check, {label}: .clear by unit ids, API",
                    micro(statistics.median(by_ids)),
                    "µs",
                    "",
                    None,
                    f"informative: the same lines asked again by the units' ids ({len(battle._session.battle.units)} "
                    f"units), battle.los(id_a, id_b).clear: {_figures(by_ids)}; by points, warm: {_figures(warm_ours)}",
                )
            )
        if read == "blockers":
            out.append(
                Measurement(
                    f"LOS check, {label}: .blockers, naming loop median / API median",
                    plain / m_ours,
                    "×",
                    "",
                    None,
                    f"informative: the plain shapely way to name what a line meets (every blocking polygon the line "
                    f"touches, GEOS's intersects with no early exit, ordered by distance from the start; no rules' "
                    f"exceptions), on the same lines taking turns with the API: cold {_figures(cold_naming)}",
                )
            )
    # The first check after opening: the terrain index is built on it.
    first = []
    for _ in range(ctx.repeats(3, 1)):
        fresh = Battle(BattleSession(battle._session.battle.model_copy(deep=True)))
        t0 = time.perf_counter()
        _ = fresh.los(*pairs[0]).blockers
        first.append(time.perf_counter() - t0)
    out.append(
        Measurement(
            f"LOS check, {label}: first after opening",
            milli(statistics.median(first)),
            "ms",
            "",
            None,
            "a new session's first battle.los(a, b).blockers: the terrain index (STRtree, edge grid) is built "
            f"then; median of {len(first)}, slowest {milli(max(first)):.0f} ms",
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
    for _ in range(ctx.repeats(5, 2)):  # interleaved, so that a busy moment of the machine does not fall on one
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
    runs_said = f"median of {len(runs['bulk'])} runs"
    return [
        Measurement(
            f"LOS matrix {size}, {label}: API",
            t_bulk,
            "s",
            "",
            None,
            f"battle.los_matrix, basic: {n} lines ({int(answer.sum())} clear), {micro(t_bulk / n):.1f} µs a line; "
            f"{runs_said}, p95 (the slowest) {p95(runs['bulk']):.3f} s; the first run {t_first:.3f} s; "
            f"{len(sample)} pairs checked against battle.los",
        ),
        Measurement(
            f"LOS matrix {size}, {label}: early-exit loop",
            t_loop,
            "s",
            "",
            None,
            f"the loop on every pair, {micro(t_loop / n):.1f} µs a line; {runs_said}, p95 (the slowest) "
            f"{p95(runs['loop']):.3f} s, interleaved with the API's",
        ),
        Measurement(
            f"LOS matrix {size}, {label}: loop / API",
            ratio,
            "×",
            f"≥ {MATRIX_SPEEDUP:g}×",
            ratio >= MATRIX_SPEEDUP,
            f"same run; slowest against slowest {max(runs['loop']) / max(runs['bulk']):.1f}×",
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


# -- a piece of 50,000 vertices ------------------------------------------------------------------------------


def hard_lines(model: BattleModel, rng: random.Random, count: int) -> list[tuple[XY, XY]]:
    """Lines across a table with one big wood, chosen to be hard for it: across the table; from inside the wood out;
    through two of its corners (touching the outline there); along one of its edges, beyond both its ends; through the
    middle of its box."""
    outline = model.terrain[0].polygon
    assert outline is not None
    wood = Polygon(outline)
    x0, y0, x1, y1 = wood.bounds
    w, d = model.table.width, model.table.depth
    lines: list[tuple[XY, XY]] = []
    for _ in range(count):
        lines.append(((rng.uniform(0, w), rng.uniform(0, d)), (rng.uniform(0, w), rng.uniform(0, d))))
    inside = 0
    while inside < count // 2:
        p = (rng.uniform(x0, x1), rng.uniform(y0, y1))
        if wood.contains(Point(p)):
            lines.append((p, (rng.uniform(0, w), rng.choice((0.5, d - 0.5)))))
            inside += 1
    for _ in range(count // 2):
        (ax, ay), (bx, by) = outline[rng.randrange(len(outline))], outline[rng.randrange(len(outline))]
        if (ax, ay) != (bx, by):
            lines.append(((ax + (ax - bx) * 0.2, ay + (ay - by) * 0.2), (bx + (bx - ax) * 0.2, by + (by - ay) * 0.2)))
    for _ in range(count // 4):
        k = rng.randrange(len(outline))
        (ax, ay), (bx, by) = outline[k], outline[(k + 1) % len(outline)]
        lines.append(((ax - (bx - ax) * 3, ay - (by - ay) * 3), (bx + (bx - ax) * 3, by + (by - ay) * 3)))
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    for _ in range(count // 4):
        a = rng.uniform(0, math.pi)
        lines.append(((cx + 30 * math.cos(a), cy + 20 * math.sin(a)), (cx - 30 * math.cos(a), cy - 20 * math.sin(a))))
    return on_the_table(lines, w, d)


def on_the_table(lines: Sequence[tuple[XY, XY]], width: float, depth: float) -> list[tuple[XY, XY]]:
    """Each line cut to the table (the API refuses a point off it: docs/api.md), its part on the table kept; a line
    that only touches the table, or misses it, is left out."""
    table = shapely.box(0.0, 0.0, width, depth)
    kept: list[tuple[XY, XY]] = []
    for a, b in lines:
        part = LineString([a, b]).intersection(table)
        if isinstance(part, LineString) and part.length > 0:
            (ax, ay), (bx, by) = part.coords[0], part.coords[-1]
            kept.append(
                (
                    (min(max(ax, 0.0), width), min(max(ay, 0.0), depth)),
                    (min(max(bx, 0.0), width), min(max(by, 0.0), depth)),
                )
            )
    return kept


def _blockers(battle: Battle, a: XY, b: XY, advanced: bool) -> object:
    sight = battle.los(a, b, advanced=advanced)
    return sight.blockers, sight.first_block


def _timed_lines(battle: Battle, lines: Sequence[tuple[XY, XY]], advanced: bool) -> tuple[list[float], list[float]]:
    """Each line's blockers and first block read, timed alone: the wall time, and the process's own CPU time (on two
    shared cores a wall-clock maximum catches other programs' turns). Python's cycle collector first goes through
    what building the wood left for it (a full round over this process's boards and battles takes up to 0.2 s), so
    that the slowest line is the line's own cost, and the collections its own objects call for."""
    gc.collect()
    wall, cpu = [], []
    for a, b in lines:
        c0, t0 = time.thread_time(), time.perf_counter()
        _blockers(battle, a, b, advanced)
        wall.append(time.perf_counter() - t0)
        cpu.append(time.thread_time() - c0)
    return wall, cpu


def _bounded(ctx: Context) -> list[Measurement]:
    out = []
    for name, make in (
        ("a wavy wood", big_piece_board),
        ("a star of 25,000 spikes", star_board),
        ("a comb of 12,500 teeth", comb_board),
        ("a spiral of 40 turns", spiral_board),
    ):
        model = make()
        t0 = time.perf_counter()
        battle = Battle(BattleSession(model))
        battle.los((0.5, 0.5), (71.5, 47.5))
        t_open = time.perf_counter() - t0
        lines = hard_lines(model, random.Random(ctx.seed), ctx.repeats(40, 12))

        times, cpu = _timed_lines(battle, lines, False)
        advanced, advanced_cpu = _timed_lines(battle, lines, True)
        worst = max(times)
        out += [
            Measurement(
                f"LOS check across {name} (50,000 vertices), slowest",
                milli(worst),
                "ms",
                f"≤ {BOUNDED_MS:g} ms",
                milli(worst) <= BOUNDED_MS,
                f"{len(lines)} lines: across the table, from inside the wood, through two of its corners, along its "
                f"edges, through its middle; median {milli(statistics.median(times)):.2f} ms, p95 "
                f"{milli(p95(times)):.2f} ms (the process's own CPU time: slowest {milli(max(cpu)):.2f}, p95 "
                f"{milli(p95(cpu)):.2f} ms, the rest of the wall time other programs' turns on the cores); opening "
                f"the battle and its first check (the index of its edges) {t_open:.2f} s",
            ),
            Measurement(
                f"LOS check across {name} (50,000 vertices), advanced, slowest",
                milli(max(advanced)),
                "ms",
                f"≤ {BOUNDED_MS:g} ms",
                milli(max(advanced)) <= BOUNDED_MS,
                f"the same lines with elevation (hills' levels and the heights of terrain): median "
                f"{milli(statistics.median(advanced)):.2f} ms, p95 {milli(p95(advanced)):.2f} ms (the process's own "
                f"CPU time: slowest {milli(max(advanced_cpu)):.2f}, p95 {milli(p95(advanced_cpu)):.2f} ms)",
            ),
        ]
    return out
