"""Every text is read whole: on a 1366 x 768 screen and a 1920 x 1080 one, each at 100% and at 200% scale, the main
window as a first start lays it out (each dock of each tab group in front in turn) and every dialog show each label,
button, check box, tab, dock title, table header, combo box and line edit's hint unclipped, a word-wrapped label
within its height, and no list or table scrolled sideways (tests/gui/text_fit.py measures them with QFontMetrics).
Each screen is a process of its own (tests/gui/text_fit_worker.py): Qt takes its screen when the application starts."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.gui.every_dialog import FACTORIES

WORKER = Path(__file__).with_name("text_fit_worker.py")
# Qt's logical pixels: at 200% the 2732 x 1536 screen is 1366 x 768 to the app, the 3840 x 2160 one 1920 x 1080.
SCREENS = {
    "1366x768": (1366, 768, 1),
    "1920x1080": (1920, 1080, 1),
    "1366x768 at 200%": (2732, 1536, 2),
    "1920x1080 at 200%": (3840, 2160, 2),
}


@pytest.mark.slow
@pytest.mark.parametrize("name", list(SCREENS))
def test_every_text_of_the_window_and_the_dialogs_is_read_whole(name: str, tmp_path: Path) -> None:
    width, height, scale = SCREENS[name]
    screen = {
        "name": name,
        "x": 0,
        "y": 0,
        "width": width,
        "height": height,
        "logicalDpi": 96 * scale,
        "logicalBaseDpi": 96,
        "dpr": 1,
    }
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [screen]}))
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
        "MOREFIRE_DATA_DIR": str(tmp_path / "data"),
    }
    done = subprocess.run([sys.executable, str(WORKER)], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["available"] == [width // scale, height // scale] and report["ratio"] == scale
    assert set(report["misfits"]) == {"MainWindow", *(cls.__name__ for cls in FACTORIES)}
    assert {"roster", "catalogue", "details", "movement", "phase", "log"} <= set(report["docks"])
    found = [f"{window}: {problem}" for window, problems in report["misfits"].items() for problem in problems]
    assert found == []
