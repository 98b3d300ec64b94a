"""Saving through a link, and the temporary files a killed save leaves behind."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from morefire_gui.errors import SaveError
from morefire_gui.io.atomic_write import remove_stale_temporaries, write_text_atomic
from morefire_gui.io.battle_file import load_battle, parse_battle, save_battle
from morefire_gui.model.battle import Battle
from tests.io.test_battle_file import DEMO


@pytest.fixture
def battle(catalogue, tables) -> Battle:
    return parse_battle(DEMO, "demo.yaml", catalogue, tables)


def test_saving_through_a_link_writes_the_file_it_points_to(tmp_path: Path, battle: Battle, catalogue, tables) -> None:
    games = tmp_path / "games"
    games.mkdir()
    real = games / "kharkov.yaml"
    save_battle(battle, real)
    link = tmp_path / "current.yaml"
    link.symlink_to(Path("games") / "kharkov.yaml")  # a relative link, as `ln -s` makes
    battle.title = "Turn 5"
    save_battle(battle, link)
    assert link.is_symlink() and os.readlink(link) == str(Path("games") / "kharkov.yaml")
    assert load_battle(real, catalogue, tables).title == "Turn 5"
    assert (games / "kharkov.yaml.bak").exists() and not (tmp_path / "current.yaml.bak").exists()
    assert load_battle(games / "kharkov.yaml.bak", catalogue, tables).title == "Demo"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["current.yaml", "games"]


def test_saving_through_a_link_to_a_file_not_yet_written_creates_it(tmp_path: Path, battle: Battle) -> None:
    link = tmp_path / "current.yaml"
    link.symlink_to(tmp_path / "new.yaml")
    save_battle(battle, link)
    assert link.is_symlink() and (tmp_path / "new.yaml").is_file()


def test_a_link_to_a_device_is_never_saved_over(tmp_path: Path, battle: Battle) -> None:
    link = tmp_path / "b.yaml"
    link.symlink_to("/dev/null")
    with pytest.raises(SaveError) as info:
        save_battle(battle, link)
    assert str(info.value) == (
        f"{link}: cannot save: it links to /dev/null, a device (a character device), not a "
        f"file; the previous file, if any, is unchanged"
    )
    assert Path("/dev/null").is_char_device()


def test_a_named_pipe_is_never_saved_over(tmp_path: Path, battle: Battle) -> None:
    fifo = tmp_path / "b.yaml"
    os.mkfifo(fifo)
    with pytest.raises(SaveError) as info:
        save_battle(battle, fifo)
    assert "cannot save: it is a named pipe (FIFO), not a file" in str(info.value)
    assert fifo.is_fifo()


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes")
def test_no_atomic_write_puts_a_file_in_place_of_what_is_not_one(tmp_path: Path) -> None:
    """Every writer of the app (a report, a picture, the player's catalogue, an autosave's note) saves through
    write_bytes_atomic: a link to a named pipe or a device is refused there too, not replaced by a file."""
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    link = tmp_path / "report.md"
    link.symlink_to(fifo)
    for target in (fifo, link):
        with pytest.raises(OSError) as raised:
            write_text_atomic(target, "# report\n", keep_backup=False)
        assert raised.value.strerror.endswith("a named pipe (FIFO), not a file")
    assert fifo.is_fifo() and link.is_symlink()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pipe", "report.md"]


def test_the_next_save_removes_what_a_killed_save_left(tmp_path: Path, battle: Battle) -> None:
    target = tmp_path / "b.yaml"
    save_battle(battle, target)
    dead = tmp_path / f".b.yaml.{_dead_pid()}-abcdefgh.tmp"
    dead.write_text("half a battle")
    old_style = tmp_path / ".b.yaml.xyz12345.tmp"  # an older version's name, a day and more old
    old_style.write_text("half a battle")
    os.utime(old_style, (time.time() - 2 * 86400,) * 2)
    recent_old_style = tmp_path / ".b.yaml.qwerty12.tmp"
    recent_old_style.write_text("maybe a save in progress")
    running = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        in_progress = tmp_path / f".b.yaml.{running.pid}-ijklmnop.tmp"
        in_progress.write_text("another copy's save, in progress")
        other_file = tmp_path / f".other.yaml.{_dead_pid()}-abcdefgh.tmp"
        other_file.write_text("not this file's")
        save_battle(battle, target)
        left = sorted(p.name for p in tmp_path.iterdir())
    finally:
        running.kill()
        running.wait()
    assert left == sorted([in_progress.name, recent_old_style.name, other_file.name, "b.yaml", "b.yaml.bak"])


def test_removing_stale_files_in_a_folder_that_cannot_be_listed_does_nothing(tmp_path: Path) -> None:
    assert remove_stale_temporaries(tmp_path / "missing" / "b.yaml") == []
