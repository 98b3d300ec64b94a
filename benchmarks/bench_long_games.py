"""One more action late in a long game, in the window: a spot or a shot taken in a game of 3,000 shots
(benchmarks/long_game.py), from the session's perform to the board updated and the autosave written, against the same
on the battle before those shots as the baseline; and the sequence of play's questions of the log behind the dialogs'
greyed entries (who fired, who fired at whom, who rolled in a step this turn), asked of every unit."""

from __future__ import annotations

import os
import statistics
import time
from pathlib import Path
from typing import Any

from benchmarks.common import Context, Measurement, milli, p95
from benchmarks.long_game import shooting, with_shots
from morefire_gui.io.battle_file import save_battle

LONG_GAME_SHOTS = 3000
ACTIONS = 20  # spots and shots, taking turns
ACT_TARGET_MS = 100.0  # one more action late in a long game answers as a click should (docs/performance.md)


def run(ctx: Context) -> list[Measurement]:
    app = ctx.qt_application()
    data = os.environ.get("XDG_DATA_HOME")
    os.environ["XDG_DATA_HOME"] = str(ctx.workdir / "data")  # the autosaves in the scratch folder
    try:
        s = shooting(ctx.demo_path)
        fresh, long = ctx.workdir / "fresh-act.yaml", ctx.workdir / "long-act.yaml"
        save_battle(s.battle, fresh)
        save_battle(with_shots(s.battle, LONG_GAME_SHOTS), long)
        actions = ctx.repeats(ACTIONS, 6)
        base = _acting(app, fresh, actions)
        late = _acting(app, long, actions)
        asked = _questions(long)
    finally:
        if data is None:
            os.environ.pop("XDG_DATA_HOME", None)
        else:
            os.environ["XDG_DATA_HOME"] = data
    ratio = statistics.median(late) / statistics.median(base)
    median = milli(statistics.median(late))
    return [
        Measurement(
            "one more action in a game of 3,000 shots, in the window",
            median,
            "ms",
            f"≤ {ACT_TARGET_MS:g} ms",
            median <= ACT_TARGET_MS,
            f"a spot or a shot, perform to the board updated and the autosave written; median of {len(late)}, p95 "
            f"{milli(p95(late)):.0f} ms; on the battle before the 3,000 shots: median "
            f"{milli(statistics.median(base)):.0f} ms, p95 {milli(p95(base)):.0f} ms: {ratio:.2f} x the fresh battle's",
        ),
        Measurement(
            "the sequence of play's questions of a long game's log",
            asked * 1e6,
            "µs",
            "",
            None,
            "who fired, who fired at whom and who rolled in each step this turn, for every unit, after an action: "
            "median of 7, each question",
        ),
    ]


def _acting(app: Any, path: Path, actions: int) -> list[float]:
    """The time of each of ``actions`` spots and shots in a window on the battle at ``path``, from perform to the board
    updated and the autosave written; its history made into text first, as the window does while idle."""
    from PySide6.QtCore import QEventLoop

    from morefire_gui.gui.features.safety import SafetyFeature
    from morefire_gui.gui.main_window import MainWindow
    from morefire_gui.io import battle_file
    from morefire_gui.model.actions.direct_fire import Spot
    from morefire_gui.session.battle_session import BattleSession

    window = MainWindow(BattleSession.open(path))
    window.resize(1366, 768)
    window.show()
    battle = window.session.battle
    end = time.perf_counter() + 120
    while not all(e in battle_file._HISTORY for e in battle.log) and time.perf_counter() < end:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
    window.give_record_to_undo()
    safety = window.feature(SafetyFeature)
    times = []
    sides = {u.id: u.side for u in battle.units}
    for spotter, target in (
        (a, b) for a in sides for b in sides if sides[a] != sides[b]
    ):  # spots, each spotter at each target once (2.1): the refused ones are not timed
        if len(times) == actions + 2:  # two to warm up
            break
        t0 = time.perf_counter()
        if window.act(Spot(spotter=spotter, target=target)).refused:
            continue
        while safety.soon.isActive():  # the autosave, once the action is done
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)
        window.view.viewport().repaint()
        times.append(time.perf_counter() - t0)
    window.discard_confirmed = True  # closed without asking to save: the battle is the benchmark's own
    window.close()
    window.deleteLater()
    app.processEvents()
    return times[2:]


def _questions(path: Path) -> float:
    """Each question of the sequence of play of the log, asked of every unit and step after one more action."""
    from morefire_gui.model.actions.direct_fire import Spot
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.claims import fired_at_this_turn, target_fired_this_turn
    from morefire_gui.session.sequence_of_play import acted_in_log

    session = BattleSession.open(path)
    battle = session.battle
    units = [u.id for u in battle.units]
    steps = session.tables.sequence.step_ids()
    runs = []
    for _ in range(7):
        session.commit(session.perform(Spot(spotter="ge7", target="su7")))
        t0 = time.perf_counter()
        for unit in units:
            target_fired_this_turn(battle, unit)
            fired_at_this_turn(battle, unit, "su7")
            for step in steps:
                acted_in_log(battle, step, unit)
        runs.append((time.perf_counter() - t0) / (len(units) * (2 + len(steps))))
    return statistics.median(runs)
