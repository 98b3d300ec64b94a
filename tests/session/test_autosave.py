"""Never losing a game: atomic saves under a kill, and the autosaves' names (their locks and recovery after a
crash: tests/gui/test_autosave_lock.py, with the lock the window gives, Qt's QLockFile)."""

from __future__ import annotations

import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from morefire_gui.io.battle_file import load_battle, save_battle
from morefire_gui.session.autosave import autosave_key
from morefire_gui.session.battle_session import BattleSession


def test_autosave_names_are_stable_and_distinct(tmp_path: Path) -> None:
    assert autosave_key(tmp_path / "a.yaml") == autosave_key(tmp_path / "a.yaml")
    assert autosave_key(tmp_path / "a.yaml") != autosave_key(tmp_path / "sub" / "a.yaml")
    assert autosave_key(None) == "unsaved"


@pytest.mark.slow
def test_a_process_killed_while_saving_always_leaves_the_old_or_the_new_battle(
    tmp_path: Path, demo_path: Path, catalogue, tables
) -> None:
    target = tmp_path / "loop.yaml"
    session = BattleSession.open(demo_path)
    save_battle(session.battle, target)
    script = textwrap.dedent(f"""
        from pathlib import Path
        from morefire_gui.io.battle_file import save_battle
        from morefire_gui.session.battle_session import BattleSession
        s = BattleSession.open(Path({str(demo_path)!r}))
        n = 0
        print("ready", flush=True)
        while True:
            n += 1
            s.battle.title = "A" if n % 2 else "B"
            save_battle(s.battle, Path({str(target)!r}))
    """)
    for delay in (0.05, 0.13, 0.21, 0.34, 0.55):
        proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
        assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        battle = load_battle(target, catalogue, tables)  # never half-written
        assert battle.title in ("A", "B", session.battle.title)
        assert len(battle.units) == len(session.battle.units)
        leftovers = [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
        for p in leftovers:  # a temporary file may be left by the kill; it never replaces the battle
            p.unlink()
