"""Loading and saving the stress battle as the app does: read, validate (every key, the catalogue, the tables),
and write atomically with a backup of the previous file."""

from __future__ import annotations

import statistics
import time

from benchmarks.common import Context, Measurement, median_time, milli
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

    t_load = median_time(load, repeat=repeat, warmup=1)
    t_save = median_time(save, repeat=repeat, warmup=1)
    t_both = median_time(load_and_save, repeat=repeat, warmup=1)
    cpu = []
    for _ in range(repeat):
        c0 = time.process_time()
        load_and_save()
        cpu.append(time.process_time() - c0)
    t_cpu = statistics.median(cpu)
    pieces, units = len(session.battle.terrain), len(session.battle.units)
    note = f"{size_kb:.0f} KB, {pieces} pieces, {units} units; median of {repeat}"
    return [
        Measurement("load the stress battle", milli(t_load), "ms", "", None, f"read + validate; {note}"),
        Measurement(
            "save the stress battle", milli(t_save), "ms", "", None, f"YAML + atomic write (fsync, .bak); {note}"
        ),
        Measurement(
            "load + save the stress battle", t_both, "s", "", None, f"one load then one save, wall time; {note}"
        ),
        Measurement(
            "load + save the stress battle, CPU",
            t_cpu,
            "s",
            f"≤ {LOAD_SAVE_TARGET_S:g} s",
            t_cpu <= LOAD_SAVE_TARGET_S,
            f"the process's CPU time of one load and one save; {note}",
        ),
    ]
