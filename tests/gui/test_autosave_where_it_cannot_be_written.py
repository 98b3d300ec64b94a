"""The autosave's folder cannot be written (a full disk, a read-only data folder, a file where the folder should be):
the window opens all the same, says which file could not be written and why, keeps the battle open and marked
unsaved, and autosaves again at the next change once it can. A window that could not autosave at its start never
failed to open its battle."""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from morefire_gui.gui.features.safety import SafetyFeature, data_folder
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.io.battle_file import load_battle, save_battle
from morefire_gui.io.resources import bundled_catalogue, rule_tables
from tests.gui.conftest import close_quietly
from tests.gui.test_artillery_gui import open_window  # noqa: F401 - the fixture: a window on a battle file
from tests.gui.test_changed_on_disk import draw_wood


@pytest.fixture
def battle_file(tmp_path: Path, demo_path: Path) -> Path:
    path = tmp_path / "kharkov.mfb.yaml"
    save_battle(load_battle(demo_path, bundled_catalogue(), rule_tables()), path)
    return path


def messages(window: MainWindow) -> str:
    return "\n".join(window.log.entries())


def test_a_file_where_the_autosave_folder_should_be_does_not_keep_the_battle_from_opening(
    qtbot, open_window, battle_file: Path
) -> None:  # type: ignore[no-untyped-def]
    in_the_way = data_folder()
    in_the_way.parent.mkdir(parents=True, exist_ok=True)
    in_the_way.write_text("not a folder")
    window = open_window(battle_file)  # raised FileExistsError before: no window at all
    qtbot.waitUntil(lambda: "Autosave failed" in window.statusBar().currentMessage(), timeout=2000)
    said = window.statusBar().currentMessage()
    assert (
        f"Autosave failed: {in_the_way}: a file is there, not a folder." in said
        and "The battle stays open, marked unsaved" in said
    )
    drawn = draw_wood(window, 6.0)
    qtbot.wait(20)
    assert window.isWindowModified() and drawn in [p.id for p in window.session.battle.terrain]
    assert "Autosave failed" in window.statusBar().currentMessage()
    # The file moved out of the way: the next change is autosaved, and the window says so.
    in_the_way.unlink()
    draw_wood(window, 12.0)
    safety = window.feature(SafetyFeature)
    qtbot.waitUntil(lambda: safety.last_autosave is not None and safety.last_autosave.exists(), timeout=2000)
    assert safety.last_autosave.parent == in_the_way
    assert f"Autosaved again: {safety.last_autosave}" in messages(window)
    autosaved = load_battle(safety.last_autosave, bundled_catalogue(), rule_tables())
    assert drawn in [p.id for p in autosaved.terrain]


def test_a_full_disk_says_the_autosave_it_could_not_write_and_keeps_the_battle_unsaved(
    qtbot, open_window, battle_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)  # every file written now finds the disk full
    window = open_window(battle_file)  # raised OSError before: no window at all
    qtbot.waitUntil(lambda: "Autosave failed" in window.statusBar().currentMessage(), timeout=2000)
    said = window.statusBar().currentMessage()
    assert str(data_folder()) in said and "No space left on device" in said
    draw_wood(window, 6.0)
    qtbot.wait(20)
    assert window.isWindowModified()
    assert "Autosave failed" in window.statusBar().currentMessage()  # at each change, until it can
    # Save says so too, and the battle stays open and unsaved.
    before = battle_file.read_bytes()
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(f"{box.text()} {box.informativeText()}") or 0)
    assert not window.save()
    assert shown and battle_file.name in shown[0] and "No space left on device" in shown[0]
    assert battle_file.read_bytes() == before and window.isWindowModified()
    # Room on the disk again: the next change is autosaved.
    monkeypatch.undo()
    draw_wood(window, 12.0)
    safety = window.feature(SafetyFeature)
    qtbot.waitUntil(lambda: safety.last_autosave is not None and safety.last_autosave.exists(), timeout=2000)
    assert "Autosaved again" in messages(window)


def test_opening_another_battle_on_a_full_disk_opens_it(
    qtbot, open_window, battle_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    window = open_window(battle_file)
    other = tmp_path / "other.mfb.yaml"
    save_battle(load_battle(battle_file, bundled_catalogue(), rule_tables()), other)

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    assert window.open_path(other)  # raised OSError half way through replacing the battle before
    assert window.session.path == other and other.name in window.windowTitle()
    qtbot.waitUntil(lambda: "Autosave failed" in window.statusBar().currentMessage(), timeout=2000)


def test_an_autosave_that_cannot_be_read_is_said_kept_and_the_next_one_offered(
    qtbot, open_window, battle_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    """Two windows crashed: the newer autosave was damaged on disk since. The player is told which autosave cannot be
    read, where in it and what is wrong, that nothing is deleted and the battle's file is as saved; the older one is
    offered next and recovered; the damaged one stays for the next start."""
    import time

    from morefire_gui.gui.features import safety
    from tests.gui.test_replacing_the_battle import crashed_window_on

    other = tmp_path / "prokhorovka.mfb.yaml"
    save_battle(load_battle(battle_file, bundled_catalogue(), rule_tables()), other)
    good = crashed_window_on(other, "Turn 2: the ford held")
    time.sleep(0.05)
    damaged = crashed_window_on(battle_file, "Turn 5: the Tigers cross the ford")
    text = damaged.read_text(encoding="utf-8")
    damaged.write_text(text[: len(text) // 2] + "\n  - [cut, ", encoding="utf-8")
    newer = time.time() + 5
    os.utime(damaged, (newer, newer))  # the newest: offered first
    before = battle_file.read_bytes()

    asked: list[str] = []
    monkeypatch.setattr(
        safety, "ask_recovery", lambda parent, text: asked.append(text) or QMessageBox.StandardButton.Yes
    )
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append((box.text(), box.informativeText())) or 0)
    window = open_window(battle_file)
    assert window.feature(SafetyFeature).offer_recovery()
    assert [battle_file.name in asked[0], other.name in asked[1]] == [True, True]
    ((title, problems),) = shown
    assert f"The autosave of {battle_file.name}" in title and "cannot be read" in title
    assert "Nothing is deleted" in title and f"{battle_file.name} (in {battle_file.parent}) is as it was" in title
    assert str(damaged) in problems and "not valid YAML" in problems and "line " in problems
    assert window.session.path == other
    assert "Turn 2: the ford held" in [e.title for e in window.session.battle.log]
    assert damaged.exists() and battle_file.read_bytes() == before
    qtbot.waitUntil(lambda: not good.exists(), timeout=2000)  # recovered: kept under the window's own name


@contextlib.contextmanager
def cannot_be_written(folder: Path) -> Iterator[None]:
    """``folder`` as a folder gone read-only: no file made or removed in it (its mode for a user; made immutable for
    root, whom a mode does not stop). Skipped where neither can be done."""
    probe = folder / ".probe"
    folder.chmod(0o555)
    immutable = False
    try:
        probe.write_text("")
    except OSError:
        pass
    else:
        probe.unlink()
        folder.chmod(0o755)
        if shutil.which("chattr") is None or subprocess.run(["chattr", "+i", str(folder)]).returncode != 0:
            pytest.skip("no way to make a folder read-only here")
        immutable = True
    try:
        yield
    finally:
        if immutable:
            subprocess.run(["chattr", "-i", str(folder)], check=True)
        folder.chmod(0o755)


def test_a_crash_on_a_folder_gone_read_only_is_offered_and_recovered(
    qtbot, open_window, battle_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    """Qt cannot remove a crashed copy's lock in a folder it cannot write, and took it for a running copy's: the
    autosave was not offered at all."""
    from morefire_gui.gui.features import safety
    from tests.gui.test_replacing_the_battle import crashed_window_on

    left = crashed_window_on(battle_file, "Turn 5: the Tigers cross the ford")
    asked: list[str] = []
    monkeypatch.setattr(
        safety, "ask_recovery", lambda parent, text: asked.append(text) or QMessageBox.StandardButton.Yes
    )
    with cannot_be_written(left.parent):
        window = open_window(battle_file)
        assert window.feature(SafetyFeature).offer_recovery()
        assert battle_file.name in asked[0]
        assert "Turn 5: the Tigers cross the ford" in [e.title for e in window.session.battle.log]
        qtbot.waitUntil(lambda: "Autosave failed" in window.statusBar().currentMessage(), timeout=2000)
        assert window.isWindowModified() and left.exists()  # the only copy on disk: kept
        close_quietly(window)  # the crashed copy cannot be deleted: said, and no traceback
    assert left.exists()


def test_discarding_an_autosave_in_a_folder_gone_read_only_says_it_is_kept(
    qtbot, open_window, battle_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    from morefire_gui.gui.features import safety
    from tests.gui.test_replacing_the_battle import crashed_window_on

    left = crashed_window_on(battle_file, "Turn 5: the Tigers cross the ford")
    monkeypatch.setattr(safety, "ask_recovery", lambda parent, text: QMessageBox.StandardButton.Discard)
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append((box.text(), box.informativeText())) or 0)
    with cannot_be_written(left.parent):
        window = open_window(battle_file)
        assert not window.feature(SafetyFeature).offer_recovery()  # raised PermissionError before
    ((title, problems),) = shown
    assert f"The autosave of {battle_file.name}" in title and "could not be deleted: it is kept" in title
    assert f"{left}: cannot delete: " in problems
    assert left.exists()
