"""Never losing a game: atomic saves under a kill, autosave locks and recovery after a crash."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from morefire_gui.io.battle_file import load_battle, save_battle
from morefire_gui.io.processes import started
from morefire_gui.session.autosave import Autosaver, autosave_key, discard, recoverable
from morefire_gui.session.battle_session import BattleSession


def test_autosave_lock_and_clean_release(tmp_path: Path, demo_path: Path) -> None:
    session = BattleSession.open(demo_path)
    saver = Autosaver(tmp_path / "auto", demo_path)
    assert saver.acquire()
    written = saver.save(session.battle)
    assert written is not None and written.exists() and saver.lock_path.exists()
    # Our own lock, while we run, is not a crash: nothing to recover.
    assert recoverable(tmp_path / "auto") == []
    saver.release()
    assert not written.exists() and not saver.lock_path.exists()


def test_a_crashed_session_is_offered_for_recovery(tmp_path: Path, demo_path: Path, catalogue, tables) -> None:
    folder = tmp_path / "auto"
    battle_file = tmp_path / "b.yaml"
    session = BattleSession.open(demo_path)
    session.save(battle_file)
    time.sleep(0.05)
    saver = Autosaver(folder, battle_file)
    saver.acquire()
    session.battle.title = "After the crash"
    saver.save(session.battle)
    # Pretend the process that held the lock died: a pid that cannot be running.
    saver.lock_path.write_text(saver.lock_path.read_text().replace(str(os.getpid()), "999999999"))
    found = recoverable(folder)
    assert len(found) == 1 and found[0].original == battle_file and found[0].newer_than_original
    assert load_battle(found[0].autosave, catalogue, tables).title == "After the crash"
    discard(found[0])
    assert recoverable(folder) == []


def test_a_second_running_copy_is_not_a_crash(tmp_path: Path, demo_path: Path) -> None:
    folder = tmp_path / "auto"
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        saver = Autosaver(folder, demo_path)
        saver.acquire()
        saver.save(BattleSession.open(demo_path).battle)
        lock = json.loads(saver.lock_path.read_text())
        lock.update(pid=sleeper.pid, process_start=started(sleeper.pid))  # the lock that process would write
        saver.lock_path.write_text(json.dumps(lock))
        assert recoverable(folder) == []  # its owner is alive
        other = Autosaver(folder, demo_path)
        assert not other.acquire()  # the other copy holds the lock
    finally:
        sleeper.kill()
        sleeper.wait()


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
