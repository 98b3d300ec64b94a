"""A large screen used as a desktop app uses it: on a 1920 x 1080 screen a first start opens maximised, its left column
as wide as the Phase dock's Next button and the roster's units read whole (in English and in German, whose words are
longer), the right column (the Selected dock) as wide as the left one or more, the board keeping most of the width. A
laptop's 1366 x 768 screen keeps the window it had. Each screen is a process of its own
(tests/gui/large_screen_worker.py): Qt takes its screen when the application starts."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from morefire_gui.gui.window.layout import LEFT_WIDTH, RIGHT_WIDTH

WORKER = Path(__file__).with_name("large_screen_worker.py")


def first_start(tmp_path: Path, width: int, height: int, language: str) -> dict[str, object]:
    screen = {"name": "s", "x": 0, "y": 0, "width": width, "height": height, "logicalDpi": 96, "logicalBaseDpi": 96}
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{**screen, "dpr": 1}]}))
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
        "MOREFIRE_DATA_DIR": str(tmp_path / "data"),
    }
    done = subprocess.run([sys.executable, str(WORKER), language], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    seen: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return seen


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "de"])
def test_a_first_start_on_a_large_screen_is_maximised_and_its_docks_read_whole(language: str, tmp_path: Path) -> None:
    seen = first_start(tmp_path, 1920, 1080, language)
    assert seen["maximised"] is True
    width, height = seen["window"]  # type: ignore[misc]
    assert width >= 1900 and height >= 1000
    assert seen["cut_next"] == []  # "Weiter: Direktes Feuer 1 ▶" whole at every step
    assert seen["cut_roster"] == []  # "SdKfz 251/1 (Schützenpanzerwagen)" on one line
    assert seen["left"] > LEFT_WIDTH and seen["left"] <= 0.25 * 1920  # type: ignore[operator]
    # The right column grows as the left one does: the Selected dock is not a laptop's 350 pixels on a large screen.
    assert seen["right"] > RIGHT_WIDTH and seen["right"] >= seen["left"]  # type: ignore[operator]
    assert seen["right"] >= 0.2 * width  # type: ignore[operator]
    assert seen["board"] >= 0.55 * width  # type: ignore[operator]


@pytest.mark.slow
def test_a_laptop_keeps_its_window_and_docks(tmp_path: Path) -> None:
    seen = first_start(tmp_path, 1366, 768, "de")
    assert seen["maximised"] is False
    assert seen["window"] == [1350, 720]
    assert (seen["left"], seen["right"]) == (LEFT_WIDTH, RIGHT_WIDTH)
