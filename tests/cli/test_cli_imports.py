"""The command line loads only what a command needs: each command's module is listed in ``COMMANDS``, and a
command that draws nothing never imports Qt, the GUI or the other commands' modules."""

from __future__ import annotations

import argparse
import gc
import subprocess
import sys
from pathlib import Path

import pytest

from morefire_gui import cli
from morefire_gui.cli.common import Parser


def test_every_command_is_listed_with_its_module() -> None:
    found = {}
    for name in cli.MODULE_NAMES:
        parser = Parser(prog="morefire")
        sub = parser.add_subparsers(dest="command", parser_class=Parser)
        cli.command_module(name).register(sub)
        found.update({command: name for command in sub.choices})
    assert found == cli.COMMANDS
    (commands,) = (a for a in cli.build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    assert set(commands.choices) == set(cli.COMMANDS)


LOADED = (
    "import sys; from morefire_gui.cli import main; code = main(sys.argv[1:]); "
    "print('|'.join(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', 'morefire_gui.gui', "
    "'morefire_gui.cli.'))))); sys.exit(code)"
)


@pytest.mark.parametrize(
    "command",
    [["los", "{demo}", "ge1", "su3"], ["validate", "{demo}"], ["los", "{demo}", "ge1", "su3", "--json", "--advanced"]],
)
def test_a_command_that_draws_nothing_imports_no_qt_and_no_other_command(command: list[str], demo_path: Path) -> None:
    args = [a.format(demo=demo_path) for a in command]
    out = subprocess.run([sys.executable, "-c", LOADED, *args], capture_output=True, text=True, check=True)
    loaded = out.stdout.strip().splitlines()[-1].split("|")
    assert loaded == ["morefire_gui.cli.common", "morefire_gui.cli.table"]


HEAVY = (
    "import sys; from morefire_gui.cli import main; code = main(sys.argv[1:]); "
    "print('loaded:' + '|'.join(sorted(m for m in sys.modules if m.startswith(('morefire_gui.rules.catalogue.vehicle_', "
    "'morefire_gui.io.catalogue_build', 'morefire_gui.geometry.terrain_generation', 'psutil', "
    "'morefire_gui.rules.artillery.batteries', 'morefire_gui.rules.artillery.zone'))))); sys.exit(code)"
)


def test_line_of_sight_reads_no_vehicle_figures_and_no_terrain_generator(demo_path: Path) -> None:
    """The historical vehicle figures (the catalogue is built from them once, then cached) and the terrain generator
    are many modules of pydantic models and numbers, psutil is asked only by a save that finds a temporary file left
    behind, and the batteries' rules (set-up, breakdown, the damage zone) only when a battery acts or a barrage is
    worked out: a command that reads a battle and draws a line loads none of them."""
    out = subprocess.run(
        [sys.executable, "-c", HEAVY, "los", str(demo_path), "ge1", "su3"], capture_output=True, text=True, check=True
    )
    assert out.stdout.strip().splitlines()[-1] == "loaded:"


def test_help_and_version_still_list_everything(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    text = capsys.readouterr().out
    assert all(command in text for command in cli.COMMANDS)
    with pytest.raises(SystemExit):
        cli.main(["--version"])
    assert capsys.readouterr().out.startswith("morefire ")
    assert cli.main(["no-such-command"]) == 2


def test_the_morefire_program_leaves_the_collector_off_for_its_exit_and_main_turns_it_on_again(
    demo_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The ``morefire`` program (its console script, the frozen app) runs a command in a process that ends with it: the
    garbage collector, off during the command, stays off for the exit (no round over everything the command made), and
    what the command made is left out of the interpreter's last collection (frozen); :func:`cli.main` called in a
    process that goes on turns it on again."""
    from importlib.metadata import entry_points

    assert [e.value for e in entry_points(group="console_scripts", name="morefire")] == ["morefire_gui.cli:run"]
    assert "from morefire_gui.cli import run" in (Path(__file__).parents[2] / "packaging/morefire_main.py").read_text()
    monkeypatch.setattr(sys, "argv", ["morefire", "los", str(demo_path), "ge1", "su3"])
    try:
        assert cli.run() == 0
        assert not gc.isenabled()
        assert "yd" in capsys.readouterr().out
    finally:
        gc.unfreeze()  # this process has Qt's widgets loaded (a window's process): nothing was frozen
        gc.enable()
    # A process that opened no window: what the command made is left out of the interpreter's last collection.
    ended = subprocess.run(
        [
            sys.executable,
            "-c",
            "import gc, sys; from morefire_gui import cli; "
            f"sys.argv = ['morefire', 'los', {str(demo_path)!r}, 'ge1', 'su3']; code = cli.run(); "
            "print(code, gc.isenabled(), gc.get_freeze_count() > 10000)",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    assert ended.stdout.strip().splitlines()[-1] == "0 False True"
    assert cli.main(["los", str(demo_path), "ge1", "su3"]) == 0
    assert gc.isenabled()
