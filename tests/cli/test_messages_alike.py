"""Every message the command prints on an error reads alike: ``morefire: WHERE: WHAT``, a file it cannot read as
much as a value it refuses."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.equivalence import run_cli


def files(tmp_path: Path) -> dict[str, tuple[Path, str]]:
    """Each kind of file a command cannot read, and what it is said to be."""
    broken = tmp_path / "broken.yaml"
    broken.write_text("title: [x\n", encoding="utf-8")
    empty = tmp_path / "empty.yaml"
    empty.write_text("", encoding="utf-8")
    lacking = tmp_path / "lacking.yaml"
    lacking.write_text("format: morefire-battle\nversion: 1\ntitle: x\nunits: 3\n", encoding="utf-8")
    folder = tmp_path / "saves"
    folder.mkdir()
    return {
        "missing": (tmp_path / "nope.yaml", f"morefire: {tmp_path / 'nope.yaml'}: no such file"),
        "broken YAML": (broken, f"morefire: {broken}:2: not valid YAML: "),
        "empty": (empty, f"morefire: {empty}: the file is empty; a battle file starts with "),
        "every problem": (lacking, f"morefire: {lacking}:1: "),
        "a folder": (folder, f"morefire: {folder}: this is a folder, not a file\n"),
    }


COMMANDS = {
    "validate": ["validate", "{battle}"],
    "los": ["los", "{battle}", "1,1", "2,2"],
    "turn": ["turn", "{battle}"],
    "replay": ["replay", "{battle}"],
    "undo": ["undo", "{battle}"],
    "log": ["log", "{battle}"],
    "spot": ["spot", "{battle}", "ge7", "su10"],
    "act": ["act", "{demo}", "{battle}"],  # the action file, read as the battle is
    "catalog": ["catalog", "--catalogue", "{battle}"],
}


@pytest.mark.parametrize("kind", ["missing", "broken YAML", "empty", "every problem", "a folder"])
@pytest.mark.parametrize("command", list(COMMANDS))
def test_a_file_that_cannot_be_read_is_said_as_every_error_is(
    capsys, tmp_path: Path, demo_path: Path, command: str, kind: str
) -> None:
    path, said = files(tmp_path)[kind]
    if command in ("act", "catalog") and kind in ("empty", "every problem"):
        pytest.skip("an action or a catalogue is another kind of file: its own words, tested with it")
    args = [a.format(battle=path, demo=demo_path) for a in COMMANDS[command]]
    code, out, err = run_cli(*args, capsys=capsys)
    assert (code, out) == (2, "")
    assert err.startswith(said), err
    # Every line is said so, each problem of a file on a line of its own.
    assert all(line.startswith("morefire: ") for line in err.splitlines()), err


def test_each_problem_of_a_battle_file_is_on_its_own_line_after_the_prefix(capsys, tmp_path: Path) -> None:
    path, _ = files(tmp_path)["every problem"]
    code, _, err = run_cli("validate", path, capsys=capsys)
    assert code == 2 and err == (
        f"morefire: {path}:1: table: required key 'table' is missing\n"
        f"morefire: {path}:1: sides: required key 'sides' is missing\n"
        f"morefire: {path}:4: units: must be a list, written [a, b, ...] (found 3)\n"
    )


def test_the_installed_command_says_a_missing_file_so_with_a_battle_to_try(tmp_path: Path) -> None:
    from morefire_gui.io.resources import demo_battle_path

    code, out, err = run_cli("validate", tmp_path / "nope.yaml")
    assert (code, out) == (2, "")
    assert err == (
        f"morefire: {tmp_path / 'nope.yaml'}: no such file (a battle to try: the demo that comes with the app, "
        f"{demo_battle_path()}; morefire scenario --create battle.yaml makes a new one)\n"
    )


def test_the_window_with_no_display_is_said_before_qt_starts(tmp_path: Path, demo_path: Path) -> None:
    """On a machine with no desktop (an ssh login), ``morefire`` says why the window cannot open, in a line, with what
    works instead; it does not let Qt abort with its plugins' names (exit 134)."""
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    for args in ([], ["gui"], [str(demo_path)]):
        done = subprocess.run(
            [sys.executable, "-m", "morefire_gui.cli", *args], capture_output=True, text=True, env=env, timeout=60
        )
        assert done.returncode == 2, done.stderr
        assert done.stderr.startswith(
            "morefire: display: the window cannot open: there is no display (neither DISPLAY nor "
        )
        assert "morefire --help lists them" in done.stderr and "qt.qpa" not in done.stderr


def test_the_gui_and_validate_helps_say_what_they_take_and_print() -> None:
    code, out, _ = run_cli("gui", "--help")
    assert code == 0 and "[BATTLE]" in out and "needs a desktop" in out
    code, out, _ = run_cli("validate", "--help")
    assert code == 0 and "morefire: FILE:LINE: KEY: what is wrong" in " ".join(out.split())


def test_every_commands_help_says_what_it_does() -> None:
    """``morefire COMMAND --help`` starts with what the command does, for every command (a new player reads it
    first), and names its battle BATTLE, as docs/cli.md does."""
    import argparse

    from morefire_gui.cli import build_parser

    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    for name, command in sub.choices.items():
        assert command.description, f"morefire {name} --help says nothing of what it does"
        for action in command._actions:
            if action.dest == "battle":
                assert action.metavar == "BATTLE", name


def test_a_file_whose_name_starts_with_morefire_is_said_after_the_prefix(
    capsys, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    code, _, err = run_cli("validate", "morefire-battle.yaml", capsys=capsys)
    assert code == 2 and err.startswith("morefire: morefire-battle.yaml: no such file"), err
