"""The autosave's lock is Qt's QLockFile (gui/autosave_lock.py): a lock a running copy holds keeps its autosave out
of recovery, one left by a process killed with ``kill -9`` does not, and the note beside the autosave names its
battle's file as an absolute path, read with a bound like every file the app reads."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QSysInfo

from morefire_gui.gui.autosave_lock import QtProcessLocks, process_locks
from morefire_gui.io.battle_file import load_battle
from morefire_gui.session.autosave import Autosaver, about_of, battle_of, discard, recoverable
from morefire_gui.session.battle_session import BattleSession

REPO = Path(__file__).resolve().parents[2]


def another_copy(folder: Path, battle: Path, title: str) -> subprocess.Popen[str]:
    """A process of its own that takes the lock on ``battle``, autosaves it and plays on (until it is killed)."""
    script = textwrap.dedent(f"""
        import time
        from pathlib import Path
        from morefire_gui.gui.autosave_lock import process_locks
        from morefire_gui.session.autosave import Autosaver
        from morefire_gui.session.battle_session import BattleSession
        session = BattleSession.open(Path({str(battle)!r}))
        session.battle.title = {title!r}
        saver = Autosaver(Path({str(folder)!r}), Path({str(battle)!r}), process_locks())
        print(saver.acquire(), saver.save(session.battle), flush=True)
        time.sleep(60)
    """)
    proc = subprocess.Popen(
        [sys.executable, "-c", script],
        cwd=REPO,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    assert proc.stdout is not None
    said = proc.stdout.readline().split()
    assert said[0] == "True" and Path(said[1]).exists(), said
    return proc


def test_the_lock_is_a_qlockfile_and_a_clean_release_leaves_nothing(tmp_path: Path, demo_path: Path) -> None:
    folder = tmp_path / "auto"
    saver = Autosaver(folder, demo_path, process_locks())
    assert saver.acquire()
    written = saver.save(BattleSession.open(demo_path).battle)
    assert written is not None and written.exists()
    pid, _program, host = saver.lock_path.read_text(encoding="utf-8").splitlines()[:3]  # QLockFile's own lines
    assert int(pid) == os.getpid() and host == QSysInfo.machineHostName()
    assert battle_of(written) == demo_path.resolve()  # absolute, wherever the app was started
    assert recoverable(folder, process_locks()) == []  # our own lock, while we run, is not a crash
    saver.release()
    assert sorted(folder.iterdir()) == []


def test_an_autosave_of_a_process_killed_with_kill_9_is_offered_and_discarded(
    tmp_path: Path, demo_path: Path, catalogue, tables
) -> None:
    folder, battle = tmp_path / "auto", tmp_path / "b.yaml"
    BattleSession.open(demo_path).save(battle)
    time.sleep(0.05)
    proc = another_copy(folder, battle, "After the crash")
    assert recoverable(folder, process_locks()) == []  # it runs: its lock is held
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    assert proc.returncode == -signal.SIGKILL
    (found,) = recoverable(folder, process_locks())
    assert found.original == battle and found.newer_than_original
    assert load_battle(found.autosave, catalogue, tables).title == "After the crash"
    half_written = folder / f".{found.autosave.name}.{proc.pid}-1a2b3c4d.tmp"  # a kill while it autosaved again
    half_written.write_text("title: half", encoding="utf-8")
    discard(found)
    assert sorted(folder.iterdir()) == [] and recoverable(folder, process_locks()) == []


def test_a_second_running_copy_is_not_a_crash(tmp_path: Path, demo_path: Path) -> None:
    folder = tmp_path / "auto"
    proc = another_copy(folder, demo_path, "Played elsewhere")
    try:
        assert recoverable(folder, process_locks()) == []  # its owner is alive
        second = Autosaver(folder, demo_path, process_locks())
        assert second.acquire() and second.shared()  # the other copy has the battle open: both autosave
        second.release()
        mine = Autosaver(folder, None, process_locks())
        assert mine.acquire()  # a battle never saved shares no file: any number of them autosave
        mine.release()
    finally:
        proc.kill()
        proc.wait()
    alone = Autosaver(folder, demo_path, process_locks())
    assert alone.acquire() and not alone.shared()  # once it is gone, this copy has it alone


@pytest.mark.parametrize(
    "contents",
    [
        lambda: f"{os.getpid()}\npython3\n{QSysInfo.machineHostName()}\n",  # this process's id, no window's
        lambda: "4242\npython3\nanother-machine\n",  # a data folder shared over the network: a crash there
        lambda: '{"pid": 4242, "host": "h"}',  # not a QLockFile's: an older version's
        None,
    ],
    ids=["this process's id", "another machine's", "not a QLockFile's", "a link to /dev/zero"],
)
def test_locks_no_running_copy_can_hold_are_crashes(tmp_path: Path, demo_path: Path, contents) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "auto"
    saver = Autosaver(folder, demo_path, QtProcessLocks())  # a process of its own: it holds none of these
    assert saver.acquire()
    saver.save(BattleSession.open(demo_path).battle)
    saver.locks.free(saver.lock_path)  # the window "crashes": its lock is what is left, as written below
    if contents is None:
        saver.lock_path.symlink_to("/dev/zero")  # read by Qt, it would never end
    else:
        saver.lock_path.write_text(contents(), encoding="utf-8")
    (found,) = recoverable(folder, QtProcessLocks())
    assert found.autosave == saver.autosave_path and found.original == demo_path.resolve()


def test_the_note_of_the_battle_is_read_with_a_bound(tmp_path: Path, demo_path: Path) -> None:
    """A note that is a link to /dev/zero (or anything not a small regular file) names no battle: the autosave is
    offered as an unsaved battle's, at once, rather than read for ever."""
    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero here")
    folder = tmp_path / "auto"
    saver = Autosaver(folder, demo_path, QtProcessLocks())
    assert saver.acquire()
    written = saver.save(BattleSession.open(demo_path).battle)
    assert written is not None
    saver.locks.free(saver.lock_path)
    about_of(written).unlink()
    about_of(written).symlink_to("/dev/zero")
    start = time.process_time()
    (found,) = recoverable(folder, QtProcessLocks())
    assert found.original is None and time.process_time() - start < 1.0
    about_of(written).unlink()
    about_of(written).write_bytes(b'{"battle": "' + b"x" * 100_000 + b'"}')  # over the note's 64 KB
    assert battle_of(written) is None


def test_a_window_killed_before_it_autosaved_anything_leaves_nothing_behind_at_the_next_start(
    tmp_path: Path, demo_path: Path
) -> None:
    """A window killed with no change made has nothing to recover: its note and lock went unremoved, one pair a kill,
    for ever. A start a day after removes them (a running copy's, and a newer note, which may not have its lock yet,
    stay)."""
    folder = tmp_path / "auto"
    killed = Autosaver(folder, demo_path, QtProcessLocks())
    assert killed.acquire()
    killed.locks.free(killed.lock_path)
    killed.lock_path.write_text(f"999999999\npython3\n{QSysInfo.machineHostName()}\n", encoding="utf-8")
    day_ago = time.time() - 24 * 3600 - 1
    os.utime(killed.about_path, (day_ago, day_ago))
    starting = Autosaver(folder, demo_path, QtProcessLocks())  # its note written this moment, its lock not yet
    starting.about_path.parent.mkdir(parents=True, exist_ok=True)
    starting.about_path.write_text("{}", encoding="utf-8")
    proc = another_copy(folder, demo_path, "Played elsewhere")
    try:
        (running_note,) = [p for p in folder.glob("*.battle.json") if p not in (killed.about_path, starting.about_path)]
        os.utime(running_note, (day_ago, day_ago))
        assert recoverable(folder, process_locks()) == []
        assert not killed.about_path.exists() and not killed.lock_path.exists()
        assert starting.about_path.exists() and running_note.exists()
    finally:
        proc.kill()
        proc.wait()
