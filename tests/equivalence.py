"""The same action leaves the same file whoever took it: what a window-against-command-line test compares.

    assert_same_battle(window_file, cli_file)

Two battle files are the same when their state, log and record of actions are equal, apart from the wall-clock
times (each log entry's and each action record's ``at``) and the app's version line.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import yaml

from morefire_gui.cli import main as cli_main


def _without_clock(data: Any) -> Any:
    if isinstance(data, dict):
        return {
            k: _without_clock(v) for k, v in data.items() if k not in ("at", "app_version") or not isinstance(v, str)
        }
    if isinstance(data, list):
        return [_without_clock(v) for v in data]
    return data


def battle_data(path: Path) -> dict[str, Any]:
    """A battle file as data, without its clock times."""
    return _without_clock(yaml.safe_load(Path(path).read_text(encoding="utf-8")))


def assert_same_battle(a: Path, b: Path) -> None:
    left, right = battle_data(a), battle_data(b)
    for key in sorted(set(left) | set(right)):
        assert left.get(key) == right.get(key), f"{a.name} and {b.name} differ at {key!r}"


def run_cli(*args: str | Path, capsys: Any = None) -> tuple[int, str, str]:
    """``morefire ARGS`` in this process (with ``capsys``) or as the installed command."""
    argv = [str(a) for a in args]
    if capsys is not None:
        code = cli_main(argv)
        out, err = capsys.readouterr()
        return code, out, err
    done = subprocess.run([sys.executable, "-m", "morefire_gui.cli", *argv], capture_output=True, text=True)
    return done.returncode, done.stdout, done.stderr


def cli_json(*args: str | Path, capsys: Any) -> dict[str, Any]:
    code, out, err = run_cli(*args, "--json", capsys=capsys)
    assert code == 0, err
    return json.loads(out)  # type: ignore[no-any-return]
