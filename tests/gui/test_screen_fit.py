"""Small screens: on a 1366 x 768 screen, and on a 2880 x 1800 one at 2x, the main window (its status bar included)
and every dialog (its buttons included) fit the screen's available geometry, with room left for the title bar the
desktop adds (a maximised window's is within the screen). Each screen is a process of its own
(tests/gui/screen_fit_worker.py): Qt takes its screen when the application starts."""

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
    "2560x1440": {"width": 2560, "height": 1440, "logicalDpi": 96},
}
ROOM = {"1366x768": (1366, 768), "2880x1800 at 2x": (1440, 900), "2560x1440": (2560, 1440)}  # Qt's logical pixels


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
    assert (room[2], room[3]) == ROOM[name] and report["ratio"] == (2.0 if name == "2880x1800 at 2x" else 1.0)
    assert set(report["windows"]) == {"MainWindow", *(cls.__name__ for cls in FACTORIES)}
    misfits = []
    for window, seen in report["windows"].items():
        frame = seen["frame"]
        if not inside(frame, room):
            misfits.append(f"{window}: frame {frame} is not within {room}")
        # A maximised window's title bar is the desktop's, within the screen; else the offscreen frame's few pixels.
        if not seen.get("maximised") and frame[3] > room[3] - FRAME_ROOM.height() + 8:
            misfits.append(f"{window}: {frame[3]} px high leaves no room for a title bar on {room[3]} px")
        misfits += [
            f"{window}: {part} at {at} is off the screen" for part, at in seen["parts"].items() if not inside(at, room)
        ]
    assert misfits == []
    status = report["windows"]["MainWindow"]["parts"]["status bar"]
    assert status[3] > 0 and inside(status, room)
    if name == "2560x1440":
        # A large screen: the first start takes all of it (maximised), not 1500 x 950 in a corner.
        assert report["windows"]["MainWindow"]["maximised"] is True
        x, y, width, height = report["windows"]["MainWindow"]["frame"]
        assert width >= 0.8 * room[2] and height >= 0.75 * room[3]
        assert abs((x + width / 2) - room[2] / 2) <= 16 and abs((y + height / 2) - room[3] / 2) <= 32
