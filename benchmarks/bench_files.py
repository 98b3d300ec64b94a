"""Loading and saving the stress battle as the app does: read, validate (every key, the catalogue, the tables),
and write atomically with a backup of the previous file; and a long game (benchmarks/long_game.py), saved after one
more action as the autosave does after each, against writing its whole history anew, and opened again."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from pathlib import Path

from benchmarks.common import Context, Measurement, milli, p95
from benchmarks.long_game import shooting, with_shots
from morefire_gui.io import battle_file
from morefire_gui.io.battle_file import load_battle, save_battle

LOAD_SAVE_TARGET_S = 0.25
LONG_GAME_SHOTS = 3000
# The autosave after an action in a long game, not to be felt: a tenth of a second.
LONG_GAME_SAVE_TARGET_MS = 100.0


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
        *_long_game(ctx),
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


def _long_game(ctx: Context) -> list[Measurement]:
    """A game of 3,000 shots saved after one more shot, each repeat a shot more, as the autosave writes it after each
    action; beside it, the plain way (the whole history made into YAML anew) on the same battles, taking turns."""
    s = shooting(ctx.demo_path)
    battle = with_shots(s.battle, LONG_GAME_SHOTS)
    path, plain_path = ctx.workdir / "long.yaml", ctx.workdir / "long-plain.yaml"
    cold = _timed(lambda: save_battle(battle, path))  # the first save of the game: every entry made into text
    size_mb = path.stat().st_size / 2**20
    saves, plain = [], []
    for _ in range(ctx.repeats(5, 3)):  # the plain way takes seconds a save
        battle = with_shots(battle, 1)
        saves.append(_timed(lambda b=battle: save_battle(b, path)))
        plain.append(_timed(lambda b=battle: path_text(plain_path, battle_file._dump(battle_file.battle_to_data(b)))))
    opened = _timed(lambda: load_battle(path, s.catalogue, s.tables))
    note = (
        f"{len(battle.log):,} log entries and {len(battle.actions):,} actions, {size_mb:.1f} MB; median of {len(saves)}"
    )
    median = milli(statistics.median(saves))
    return [
        Measurement(
            "save a long game after one more action",
            median,
            "ms",
            f"≤ {LONG_GAME_SAVE_TARGET_MS:g} ms",
            median <= LONG_GAME_SAVE_TARGET_MS,
            f"YAML + atomic write, as the autosave after each action; {note}; p95 {milli(p95(saves)):.0f} ms, the "
            f"game's first save {milli(cold):.0f} ms; the whole history made into YAML anew on the same battles: "
            f"median {milli(statistics.median(plain)):.0f} ms, p95 {milli(p95(plain)):.0f} ms",
        ),
        Measurement(
            "open a long game",
            opened,
            "s",
            "",
            None,
            f"read + validate, once; {note}",
        ),
    ]


def path_text(path: Path, text: str) -> None:
    path.write_text(text, encoding="utf-8")


def _timed(fn: Callable[[], object]) -> float:
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0
