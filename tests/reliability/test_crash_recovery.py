"""Crash recovery, tested as it happens: a real app process plays, autosaves and is killed with ``kill -9``; the app
is started again and must offer the work back, recover it and save it where it belongs.

The four cases that must hold: restarting on the same file, a second crash after a recovery, a restart from another
working folder, and a battle never saved. Each child is ``tests/reliability/play.py``, the app as ``morefire gui``
starts it, with its questions answered from the command line.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from morefire_gui.io.battle_file import load_battle, save_battle
from morefire_gui.io.resources import bundled_catalogue, demo_battle_path, rule_tables
from tests.equivalence import run_cli

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[2]
TIMEOUT_S = 60


@dataclass
class Player:
    """The folders a player's app uses: its autosaves and settings, and the working folder it starts in."""

    data: Path
    config: Path

    def env(self) -> dict[str, str]:
        return {
            **os.environ,
            "MOREFIRE_DATA_DIR": str(self.data),
            "XDG_CONFIG_HOME": str(self.config),
            "QT_QPA_PLATFORM": "offscreen",
            "PYTHONPATH": str(REPO),
        }

    def autosaves(self) -> list[Path]:
        folder = self.data / "autosave"
        return sorted(folder.glob("*.autosave.yaml")) if folder.is_dir() else []

    def crash_after(self, note: str, *args: str, cwd: Path) -> list[str]:
        """Start the app, play a step, and kill it (SIGKILL) the moment the autosave is on disk."""
        return self.crash_when("autosaved ", *args, "--note", note, cwd=cwd)

    def crash_when(self, said_first: str, *args: str, cwd: Path) -> list[str]:
        """Start the app, let it do what ``args`` say, and kill it (SIGKILL) the moment it says ``said_first``."""
        proc = subprocess.Popen(
            [sys.executable, "-m", "tests.reliability.play", *args],
            cwd=cwd,
            env=self.env(),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        said: list[str] = []
        try:
            assert proc.stdout is not None
            for line in proc.stdout:
                said.append(line.rstrip("\n"))
                if line.startswith(said_first):
                    if said_first == "autosaved ":
                        assert Path(line.split(" ", 1)[1].strip()).is_file(), said
                    proc.send_signal(signal.SIGKILL)
                    break
            else:
                pytest.fail(f"the app never said {said_first!r}: {said} {proc.stderr.read() if proc.stderr else ''}")
        finally:
            proc.kill()
            proc.wait(TIMEOUT_S)
        assert proc.returncode == -signal.SIGKILL
        return said

    def run(self, *args: str, cwd: Path) -> list[str]:
        """Start the app and let it do what ``args`` say, to the end."""
        done = subprocess.run(
            [sys.executable, "-m", "tests.reliability.play", *args],
            cwd=cwd,
            env=self.env(),
            capture_output=True,
            text=True,
            timeout=TIMEOUT_S,
        )
        assert done.returncode == 0, done.stderr
        return done.stdout.splitlines()


@pytest.fixture
def player(tmp_path: Path) -> Player:
    return Player(tmp_path / "data", tmp_path / "config")


@pytest.fixture
def battle_file(tmp_path: Path) -> Path:
    games = tmp_path / "games"
    games.mkdir()
    path = games / "kharkov.yaml"
    save_battle(load_battle(demo_battle_path(), bundled_catalogue(), rule_tables()), path)
    return path


def piece_ids(path: Path) -> list[str]:
    return [p.id for p in load_battle(path, bundled_catalogue(), rule_tables()).terrain]


def log_titles(path: Path) -> list[str]:
    return [e.title for e in load_battle(path, bundled_catalogue(), rule_tables()).log]


def asked(said: list[str]) -> list[str]:
    return [line for line in said if line.startswith("asked: ")]


def test_restarting_on_the_same_file_after_a_crash_offers_and_recovers_the_work(
    player: Player, battle_file: Path
) -> None:
    player.crash_after("Turn 5: the Tigers cross the ford", "--open", str(battle_file), cwd=battle_file.parent)
    said = player.run("--open", str(battle_file), "--answer", "yes", "--save", "--quit", cwd=battle_file.parent)
    (question,) = asked(said)
    assert f"An autosave of {battle_file.name} (in {battle_file.parent})" in question
    assert f"saved: True {battle_file}" in said
    assert "Turn 5: the Tigers cross the ford" in log_titles(battle_file)
    assert player.autosaves() == []  # recovered, saved, closed cleanly: nothing left over


def test_a_second_crash_after_a_recovery_is_recovered_too_with_its_file(player: Player, battle_file: Path) -> None:
    player.crash_after("first crash", "--open", str(battle_file), cwd=battle_file.parent)
    player.crash_after("second crash", "--open", str(battle_file), "--answer", "yes", cwd=battle_file.parent)
    said = player.run("--open", str(battle_file), "--answer", "yes", "--save", "--quit", cwd=battle_file.parent)
    (question,) = asked(said)
    assert f"An autosave of {battle_file.name} (in {battle_file.parent})" in question  # not "an unsaved battle"
    assert not any(line.startswith("save as asked") for line in said)  # Save stayed Save
    assert f"saved: True {battle_file}" in said
    assert {"first crash", "second crash"} <= set(log_titles(battle_file))
    assert player.autosaves() == []


def test_a_recovery_from_another_working_folder_saves_the_original_file(
    player: Player, battle_file: Path, tmp_path: Path
) -> None:
    player.crash_after("played in games/", "--open", battle_file.name, cwd=battle_file.parent)  # a relative path
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    said = player.run("--answer", "yes", "--save", "--quit", cwd=elsewhere)  # started without a file: the demo
    assert f"saved: True {battle_file}" in said
    assert "played in games/" in log_titles(battle_file)
    assert list(elsewhere.iterdir()) == []  # nothing written where the app happened to start
    assert player.autosaves() == []


def test_an_unsaved_battle_is_recovered_and_saved_under_a_new_name(player: Player, tmp_path: Path) -> None:
    player.crash_after("a battle never saved", "--new", cwd=tmp_path)
    out = tmp_path / "skirmish.mfb.yaml"
    said = player.run("--answer", "yes", "--save", "--save-as", str(out), "--quit", cwd=tmp_path)
    (question,) = asked(said)
    assert "An autosave of an unsaved battle" in question
    # Offered under its own name, in the player's folder (gui/save_folders.py), never in the app's.
    offered = [line.removeprefix("save as asked: ") for line in said if line.startswith("save as asked: ")]
    assert [Path(o).name for o in offered] == ["Unsaved skirmish.mfb.yaml"], said
    assert f"saved: True {out}" in said
    assert "a battle never saved" in log_titles(out)
    assert player.autosaves() == []


def test_a_new_battle_killed_before_its_first_change_is_offered_back(player: Player, tmp_path: Path) -> None:
    """File → New, the New Battle dialog answered, and killed a moment later, before anything is drawn or played: the
    battle as the dialog made it (its title, table, scale and sides) is offered at the next start."""
    said = player.crash_when("acted", "--new", "--act", "wait", cwd=tmp_path)
    assert "session path: None" in said
    out = tmp_path / "skirmish.mfb.yaml"
    said = player.run("--answer", "yes", "--save", "--save-as", str(out), "--quit", cwd=tmp_path)
    (question,) = asked(said)
    assert "An autosave of an unsaved battle" in question
    assert f"saved: True {out}" in said
    battle = load_battle(out, bundled_catalogue(), rule_tables())
    assert battle.title == "Unsaved skirmish"
    assert (battle.table.width, battle.table.depth, battle.table.unit) == (48, 48, "in")
    assert [(side.id, side.nation) for side in battle.sides] == [("axis", "germany"), ("allies", "ussr")]
    assert player.autosaves() == []


def test_an_answer_of_no_keeps_the_autosave_for_the_next_start(player: Player, battle_file: Path) -> None:
    player.crash_after("kept for later", "--open", str(battle_file), cwd=battle_file.parent)
    said = player.run("--open", str(battle_file), "--answer", "no", "--quit", cwd=battle_file.parent)
    assert len(asked(said)) == 1 and "kept for later" not in log_titles(battle_file)
    assert len(player.autosaves()) == 1  # still there; the window that said no closed and removed only its own
    said = player.run("--open", str(battle_file), "--answer", "discard", "--quit", cwd=battle_file.parent)
    assert len(asked(said)) == 1 and player.autosaves() == []


def test_a_piece_drawn_is_kept_by_a_kill_a_moment_later(player: Player, battle_file: Path) -> None:
    """A change that writes no log entry (a piece drawn, a unit dragged, Next in the sequence of play) is autosaved as
    it is made, not only when the timer comes round minutes later."""
    before = piece_ids(battle_file)
    said = player.crash_when("acted", "--open", str(battle_file), "--act", "wood", cwd=battle_file.parent)
    (drawn,) = [line.split()[1] for line in said if line.startswith("drew ")]
    said = player.run("--open", str(battle_file), "--answer", "yes", "--save", "--quit", cwd=battle_file.parent)
    (question,) = asked(said)
    assert f"An autosave of {battle_file.name} (in {battle_file.parent})" in question
    assert piece_ids(battle_file) == [*before, drawn]
    assert player.autosaves() == []


def test_an_undo_is_kept_by_a_kill_a_moment_later(player: Player, battle_file: Path) -> None:
    """Two pieces drawn, the second undone, killed: the recovered battle has the first and not the second."""
    before = piece_ids(battle_file)
    said = player.crash_when(
        "acted", "--open", str(battle_file), "--act", "wood", "wood", "undo", cwd=battle_file.parent
    )
    first, _undone = [line.split()[1] for line in said if line.startswith("drew ")]
    said = player.run("--open", str(battle_file), "--answer", "yes", "--save", "--quit", cwd=battle_file.parent)
    assert len(asked(said)) == 1
    assert piece_ids(battle_file) == [*before, first]


def test_undone_back_to_the_file_a_kill_offers_nothing(player: Player, battle_file: Path) -> None:
    """Undone back to the battle as saved, after the timer autosaved the piece: the file is the player's battle, and
    the undone piece is not offered after a kill as if it were the player's work."""
    said = player.crash_when(
        "acted", "--open", str(battle_file), "--act", "wood", "timer", "undo", cwd=battle_file.parent
    )
    assert any(line.startswith("timer autosaved /") for line in said), said
    said = player.run("--open", str(battle_file), "--answer", "yes", "--quit", cwd=battle_file.parent)
    assert asked(said) == []
    assert player.autosaves() == []


def test_an_autosave_older_than_its_file_is_still_offered_saying_so(
    player: Player, battle_file: Path, tmp_path: Path
) -> None:
    """Killed, then the file written by a command before the app is started again: the crashed window's work is not
    in the file, and is offered with when the file was saved; its Save keeps the command's battle as NAME.bak."""
    player.crash_after("played before the command", "--open", str(battle_file), cwd=battle_file.parent)
    strict = tmp_path / "strict.yaml"
    strict.write_text("{kind: sequence, mode: strict}\n", encoding="utf-8")
    code, _out, err = run_cli("act", battle_file, strict, "--apply", battle_file)
    assert code == 0, err
    said = player.run("--open", str(battle_file), "--answer", "yes", "--save", "--quit", cwd=battle_file.parent)
    (question,) = asked(said)
    assert f"An autosave of {battle_file.name} (in {battle_file.parent}) from " in question
    assert "was left, but the file was saved after it, at " in question
    assert f"keeps the file as it is now as {battle_file.name}.bak" in question
    assert "played before the command" in log_titles(battle_file)
    backup = battle_file.with_name(battle_file.name + ".bak")
    assert load_battle(backup, bundled_catalogue(), rule_tables()).strict  # the command's work, kept beside it
    assert player.autosaves() == []


def test_a_second_window_on_the_same_file_autosaves_its_own_work(player: Player, battle_file: Path) -> None:
    """A second copy of the app opened on a battle another copy has open: killed, its work is offered at the next
    start, as the first's would be."""
    first = subprocess.Popen(
        [sys.executable, "-m", "tests.reliability.play", "--open", str(battle_file)],
        cwd=battle_file.parent,
        env=player.env(),
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        assert first.stdout is not None and first.stdout.readline().startswith("session path:")
        said = player.crash_when("acted", "--open", str(battle_file), "--act", "wood", cwd=battle_file.parent)
        (drawn,) = [line.split()[1] for line in said if line.startswith("drew ")]
    finally:
        first.kill()
        first.wait(TIMEOUT_S)
    said = player.run("--open", str(battle_file), "--answer", "yes", "--save", "--quit", cwd=battle_file.parent)
    assert len(asked(said)) == 1
    assert drawn in piece_ids(battle_file)
