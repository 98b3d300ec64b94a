"""``morefire --help`` lists each command once, under a heading that says what a player does with it; a word that is
no command is said so in a line, with the command meant when one is close."""

from __future__ import annotations

import re

import pytest

from morefire_gui import cli


def _help(capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    return capsys.readouterr().out


def test_help_lists_each_command_once_under_its_heading(capsys: pytest.CaptureFixture[str]) -> None:
    text = _help(capsys)
    assert text.startswith("usage: morefire [-h] [--version] COMMAND ...\n")
    assert "{" not in text and "positional arguments" not in text
    named = re.findall(r"^  ([a-z][a-z-]*)(?: \(catalogue\))?(?:  |$)", text, flags=re.MULTILINE)
    assert sorted(named) == sorted(set(cli.COMMANDS) - {"catalogue"})  # every command, each once
    headings = [line[:-1] for line in text.splitlines() if line.endswith(":") and not line.startswith(" ")]
    assert headings == ["options", *(title for title, _ in cli.COMMAND_GROUPS)]
    movement = text.split("\nmovement:\n", 1)[1].split("\n\n", 1)[0]
    assert [line.split()[0] for line in movement.splitlines() if not line.startswith("    ")] == [
        "move",
        "mount",
        "dismount",
        "ski",
        "ice",
    ]


def test_every_command_has_its_group() -> None:
    grouped = [name for _, names in cli.COMMAND_GROUPS for name in names]
    assert len(grouped) == len(set(grouped))
    assert set(grouped) == set(cli.COMMANDS) - {"catalogue"}


def test_a_word_that_is_no_command_is_said_in_a_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["xyzzy"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert (
        err
        == "usage: morefire [-h] [--version] COMMAND ...\nmorefire: xyzzy: no such command (morefire --help lists them)\n"
    )
