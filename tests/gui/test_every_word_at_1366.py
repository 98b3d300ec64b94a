"""Every word of the window and of the dialogs its menus open reads whole on a laptop, in English and in German: on a
1366 x 768 screen the main window as a first start lays it out (on the demo battle and on the stress battle), the
roster's types, the catalogue's and the artillery's rows in sight, and each dialog a menu opens (on the demo battle
and on a scenario in placement) with no label, button, check box, radio button, group title or tab cut, a file's name
whole at the end of its field, and no dialog larger than the screen.

The cases are pytest-qt tests (tests/gui/every_word_cases.py) run in a process of their own per language: Qt takes its
screen, here a 1366 x 768 one, when the application starts."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

CASES = Path(__file__).with_name("every_word_cases.py")
REPO = Path(__file__).resolve().parents[2]


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "de"])
def test_every_word_reads_whole_on_a_laptop(language: str, tmp_path: Path) -> None:
    screen = {"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96, "logicalBaseDpi": 96}
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{**screen, "dpr": 1}]}))
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
        "MOREFIRE_TEST_LANGUAGE": language,
        "MOREFIRE_DATA_DIR": str(tmp_path / "data"),
    }
    env.pop("PYTEST_XDIST_WORKER", None)
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:randomly", "-p", "no:cacheprovider", str(CASES)]
    done = subprocess.run(command, cwd=REPO, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-2000:]
    assert " passed" in done.stdout and " failed" not in done.stdout
