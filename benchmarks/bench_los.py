"""Line of sight on the stress battle: one check (basic and advanced, unit to unit and between random points),
as a caller gets it (clear, range, the blockers' ids in order, the first blocked point), with the reference
engine and with the explanation written for comparison; and the side-against-side matrix with the terrain index
against a naive loop over every piece, in the same run, with the same answers."""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable, Sequence

import numpy as np
from shapely.geometry import LineString
from shapely.geometry.base import BaseGeometry

from benchmarks.common import Context, Measurement, median_over, micro
from morefire_gui.geometry.battle_geometry import BattleGeometry
from morefire_gui.geometry.los import LosResult, TerrainIndex, clear_matrix, reference_line_of_sight
from morefire_gui.model.battle import Unit
from morefire_gui.session.battle_session import BattleSession

SINGLE_TARGET_US = 50.0
MATRIX_SPEEDUP = 3.0
PAIRS = 400

XY = tuple[float, float]
Matrix = list[list[bool]]


class EveryPiece:
    """Stands in for an STRtree: answers ``query`` (one geometry, or an array of them, with the
    ``intersects`` predicate) by testing every piece, one after another, with shapely."""

    def __init__(self, geoms: Sequence[BaseGeometry]) -> None:
        self.geoms = list(geoms)

    def query(self, geometry, predicate: str | None = None) -> np.ndarray:  # type: ignore[no-untyped-def]
        assert predicate == "intersects"
        if isinstance(geometry, BaseGeometry):
            return np.array([i for i, g in enumerate(self.geoms) if g.intersects(geometry)], dtype=np.intp)
        pairs = [(n, i) for n, one in enumerate(geometry) for i, g in enumerate(self.geoms) if g.intersects(one)]
        return np.array(pairs, dtype=np.intp).reshape(-1, 2).T


class NaiveIndex(TerrainIndex):
    """The battle's blocking pieces with no spatial index: every question tests every piece with shapely
    (the same prepared geometries and the same ``intersects`` predicate the index applies to the few pieces
    its STRtree offers). The line-of-sight code around it is the app's own, unchanged."""

    @classmethod
    def of(cls, index: TerrainIndex) -> "NaiveIndex":
        hill_tree = EveryPiece([h.geom for h in index.hills]) if index.hill_tree is not None else None
        return cls(index.pieces, EveryPiece([p.geom for p in index.pieces]), index.hills,  # type: ignore[arg-type]
                   hill_tree)  # type: ignore[arg-type]

    def candidates(self, line: LineString) -> np.ndarray:
        return np.array([i for i, p in enumerate(self.pieces) if p.geom.intersects(line)], dtype=np.intp)


def sides(units: Sequence[Unit]) -> tuple[list[Unit], list[Unit]]:
    side_ids = list(dict.fromkeys(u.side for u in units))
    return [u for u in units if u.side == side_ids[0]], [u for u in units if u.side == side_ids[1]]


def run(ctx: Context) -> list[Measurement]:
    out = _single_checks(ctx)
    out += _matrix(ctx)
    return out


def answer(result: LosResult) -> tuple[object, ...]:
    """What a caller of a check reads: the answer, the range, the blockers' ids in order, the first block."""
    return (result.clear, result.range_yards, result.blocker_ids, result.first_block)


def _single_checks(ctx: Context) -> list[Measurement]:
    session = ctx.session
    battle = session.battle
    firers, targets = sides(battle.units)
    rng = random.Random(ctx.seed)
    n_pairs = PAIRS if not ctx.quick else 100
    unit_pairs = [(rng.choice(firers).at, rng.choice(targets).at) for _ in range(n_pairs)]
    w, d = battle.table.width, battle.table.depth
    point_pairs = [((rng.uniform(0, w), rng.uniform(0, d)), (rng.uniform(0, w), rng.uniform(0, d)))
                   for _ in range(n_pairs)]
    demo = BattleSession.open(ctx.demo_path, session.catalogue, session.tables)
    demo_firers, demo_targets = sides(demo.battle.units)
    demo_pairs = [(a.at, b.at) for a in demo_firers for b in demo_targets]

    def checked(geo: BattleGeometry, advanced: bool) -> Callable[[tuple[XY, XY]], object]:
        return lambda p: answer(geo.los(p[0], p[1], advanced=advanced))

    def explained(geo: BattleGeometry, advanced: bool) -> Callable[[tuple[XY, XY]], object]:
        return lambda p: geo.los(p[0], p[1], advanced=advanced).explain()

    def reference(geo: BattleGeometry, advanced: bool) -> Callable[[tuple[XY, XY]], object]:
        s = geo.battle.settings.los
        return lambda p: answer(reference_line_of_sight(geo.terrain_index, p[0], p[1], geo.yards_per_unit, s,
                                                        advanced))

    what = "clear, range, blocker ids and first block read"
    out = []
    for label, sess, pairs, advanced, target, how, note in (
            ("unit to unit, basic", session, unit_pairs, False, True, checked, what),
            ("unit to unit, advanced", session, unit_pairs, True, True, checked, what),
            ("random points, basic", session, point_pairs, False, True, checked, what),
            ("random points, advanced", session, point_pairs, True, True, checked, what),
            ("unit to unit, basic, explained", session, unit_pairs, False, False, explained,
             "and every blocker and let-through piece written out with its reason (explain())"),
            ("unit to unit, basic, reference engine", session, unit_pairs, False, False, reference,
             f"{what}; every touched piece cut with the line by shapely (reference_line_of_sight)"),
            ("unit to unit, advanced, reference engine", session, unit_pairs, True, False, reference,
             f"{what}; reference_line_of_sight"),
            ("demo battle, unit to unit, basic", demo, demo_pairs, False, False, checked, what)):
        geo = sess.geometry
        us = micro(median_over(pairs, how(geo, advanced), number=5))
        index = geo.terrain_index
        touched = statistics.median(len(index.candidates(LineString([a, b]))) for a, b in pairs if a != b)
        where = "" if sess is session else f"the demo battle ({len(demo.battle.terrain)} pieces), "
        out.append(Measurement(f"LOS check, {label}", us, "µs", f"≤ {SINGLE_TARGET_US:g} µs" if target else "",
                               (us <= SINGLE_TARGET_US) if target else None,
                               f"{where}median over {len(pairs)} pairs, each timed alone (5 calls), {note}; the "
                               f"sight line touches {touched:g} pieces (median)"))
    return out


def _matrix(ctx: Context) -> list[Measurement]:
    session = ctx.session
    geometry, battle = session.geometry, session.battle
    settings = battle.settings.los
    ypu = geometry.yards_per_unit
    index = geometry.terrain_index
    naive = NaiveIndex.of(index)
    firers, targets = sides(battle.units)
    starts, ends = [u.at for u in firers], [u.at for u in targets]

    def with_index() -> Matrix:
        return clear_matrix(geometry.terrain_index, starts, ends, ypu, settings, advanced=False)

    def with_naive() -> Matrix:
        return clear_matrix(naive, starts, ends, ypu, settings, advanced=False)

    def explained() -> Matrix:
        matrix = []
        for a in starts:
            row = []
            for b in ends:
                result = geometry.los(a, b, advanced=False)
                result.explain()
                row.append(result.clear)
            matrix.append(row)
        return matrix

    # Warm up on a corner of the matrix (lazy imports, caches) before the timed runs.
    clear_matrix(index, starts[:10], ends[:10], ypu, settings, advanced=False)
    clear_matrix(naive, starts[:3], ends[:3], ypu, settings, advanced=False)
    repeat = ctx.repeats(3, 1)
    runs: dict[str, list[float]] = {"index": [], "naive": [], "explained": []}
    answers: dict[str, Matrix] = {}
    jobs: dict[str, Callable[[], Matrix]] = {"index": with_index, "naive": with_naive, "explained": explained}
    for _ in range(repeat):  # interleaved, so that a busy moment of the machine does not fall on one only
        for name, job in jobs.items():
            start = time.perf_counter()
            answer = job()
            runs[name].append(time.perf_counter() - start)
            answers.setdefault(name, answer)
    for name in ("naive", "explained"):
        if answers[name] != answers["index"]:
            wrong = sum(x != y for rx, ry in zip(answers[name], answers["index"]) for x, y in zip(rx, ry))
            raise AssertionError(f"the {name} matrix and the index's disagree on {wrong} pairs")
    t = {name: statistics.median(times) for name, times in runs.items()}
    n = len(starts) * len(ends)
    clear = sum(sum(row) for row in answers["index"])
    size = f"{len(starts)} x {len(ends)}"
    ratio = t["naive"] / t["index"]
    return [
        Measurement(f"LOS matrix {size}, terrain index", t["index"], "s", "", None,
                    f"clear_matrix, basic LOS: {n} lines ({clear} clear), {micro(t['index'] / n):.0f} µs a line "
                    f"(the fast engine's check, each point's pieces found once); median of {repeat}"),
        Measurement(f"LOS matrix {size}, naive loop", t["naive"], "s", "", None,
                    f"the same clear_matrix with every one of the {len(index.pieces)} blocking pieces tested "
                    f"for every line (no STRtree, no edge grid: the shortcut for sure blocks, then the reference "
                    f"engine); median of {repeat}; same answer for every pair"),
        Measurement("LOS matrix speed-up, index vs naive loop", ratio, "×", f"≥ {MATRIX_SPEEDUP:g}×",
                    ratio >= MATRIX_SPEEDUP, "naive time / index time, same run"),
        Measurement(f"LOS matrix {size}, every line explained", t["explained"], "s", "", None,
                    f"line_of_sight for every pair, every blocker and let-through piece written out "
                    f"(explain()); median of {repeat}; same answer for every pair"),
    ]
