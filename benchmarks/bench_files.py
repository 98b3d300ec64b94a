"""Loading and saving the stress battle as the app does: read, validate (every key, the catalogue, the tables),
and write atomically with a backup of the previous file."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from benchmarks.common import Context, Measurement, milli, p95
from morefire_gui.io.battle_file import load_battle, save_battle

LOAD_SAVE_TARGET_S = 0.25


def run(ctx: Context) -> list[Measurement]:
    session = ctx.session  # catalogue and tables are read once per run, as in the app
    path = ctx.stress_path
    out_path = ctx.workdir / "saved.yaml"
    size_kb = path.stat().st_size / 1024
    repeat = ctx.repeats(9, 3)

    def load() -> None:
        load_battle(path, session.catalogue, session.tables)

    def save() -> None:
        save_battle(session.battle, out_path)  # keeps saved.yaml.bak, as the app's Save does

    def load_and_save() -> None:
        battle = load_battle(path, session.catalogue, session.tables)
        save_battle(battle, out_path)

    # The first load and the first save of this benchmark (none before them but the session's opening of the file),
    # then the repeats.
    cold_load = _timed(load)
    cold_save = _timed(save)
    loads = [_timed(load) for _ in range(repeat)]
    saves = [_timed(save) for _ in range(repeat)]
    both = [_timed(load_and_save) for _ in range(repeat)]
    cpu = []
    for _ in range(repeat):
        c0 = time.process_time()
        load_and_save()
        cpu.append(time.process_time() - c0)
    t_cpu = statistics.median(cpu)
    pieces, units = len(session.battle.terrain), len(session.battle.units)
    note = f"{size_kb:.0f} KB, {pieces} pieces, {units} units; median of {repeat}"

    def spread(times: list[float], cold: float) -> str:
        return f"p95 {milli(p95(times)):.0f} ms, the first {milli(cold):.0f} ms"

    return [
        Measurement(
            "load the stress battle",
            milli(statistics.median(loads)),
            "ms",
            "",
            None,
            f"read + validate; {note}; {spread(loads, cold_load)}",
        ),
        Measurement(
            "save the stress battle",
            milli(statistics.median(saves)),
            "ms",
            "",
            None,
            f"YAML + atomic write (fsync, .bak); {note}; {spread(saves, cold_save)}",
        ),
        Measurement(
            "load + save the stress battle",
            statistics.median(both),
            "s",
            "",
            None,
            f"one load then one save, wall time; {note}; p95 {p95(both):.2f} s",
        ),
        Measurement(
            "load + save the stress battle, CPU",
            t_cpu,
            "s",
            f"≤ {LOAD_SAVE_TARGET_S:g} s",
            t_cpu <= LOAD_SAVE_TARGET_S,
            f"the process's CPU time of one load and one save; {note}; p95 {p95(cpu):.2f} s; the first load and save "
            f"of the run took {cold_load + cold_save:.2f} s wall",
        ),
    ]


def _timed(fn: Callable[[], object]) -> float:
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0
