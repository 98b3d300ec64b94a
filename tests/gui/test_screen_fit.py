"""Small screens: on a 1366 x 768 screen, and on a 2880 x 1800 one at 2x, the main window (its status bar included)
and every dialog (its buttons included) fit the screen's available geometry, with room left for the title bar the
desktop adds. Each screen is a process of its own (tests/gui/screen_fit_worker.py): Qt takes its screen when the
application starts."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from morefire_gui.gui.screen_fit import FRAME_ROOM
from tests.gui.every_dialog import FACTORIES, SAME_AS, dialog_classes

WORKER = Path(__file__).with_name("screen_fit_worker.py")
SCREENS = {
    "1366x768": {"width": 1366, "height": 768, "logicalDpi": 96},
    "2880x1800 at 2x": {"width": 2880, "height": 1800, "logicalDpi": 192},
}


def inside(part: list[int], room: list[int]) -> bool:
    x, y, w, h = part
    rx, ry, rw, rh = room
    return rx <= x and ry <= y and x + w <= rx + rw and y + h <= ry + rh


def test_every_dialog_is_built() -> None:
    """Every QDialog the app defines is in tests/gui/every_dialog.py (or has the layout of one that is)."""
    built = {cls.__name__ for cls in FACTORIES}
    assert dialog_classes() - built - set(SAME_AS) == set()


@pytest.mark.slow
@pytest.mark.parametrize("name", list(SCREENS))
def test_windows_fit_the_screen(name: str, tmp_path: Path) -> None:
    screen = {"name": name, "x": 0, "y": 0, "logicalBaseDpi": 96, "dpr": 1, **SCREENS[name]}
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
    room = report["available"]
    expected_size = (1366, 768) if name == "1366x768" else (1440, 900)  # Qt's logical pixels at 2x
    assert (room[2], room[3]) == expected_size and report["ratio"] == (1.0 if name == "1366x768" else 2.0)
    assert set(report["windows"]) == {"MainWindow", *(cls.__name__ for cls in FACTORIES)}
    misfits = []
    for window, seen in report["windows"].items():
        frame = seen["frame"]
        if not inside(frame, room):
            misfits.append(f"{window}: frame {frame} is not within {room}")
        if frame[3] > room[3] - FRAME_ROOM.height() + 8:  # the offscreen frame's own few pixels allowed
            misfits.append(f"{window}: {frame[3]} px high leaves no room for a title bar on {room[3]} px")
        misfits += [
            f"{window}: {part} at {at} is off the screen" for part, at in seen["parts"].items() if not inside(at, room)
        ]
    assert misfits == []
    status = report["windows"]["MainWindow"]["parts"]["status bar"]
    assert status[3] > 0 and inside(status, room)
