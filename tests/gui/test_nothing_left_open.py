"""Each test of the window starts as the app does, whatever ran before it in the same process: no window of a test
before still open, the pointer at rest off every window (tests/gui/conftest.py, ``nothing_left_open``). Before, a
window a test left open took the moves meant for the next test's window, and a move to where the pointer already
rested was not sent: the status bar showed no cursor position, a toolbar button's hover text never showed, and Ctrl+W
closed a window that was not the last; and the pointer left resting on a toolbar button showed its hover text over
what a window opened next said."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.conftest import REPO

LEFT = "tests/gui/left_open.py"
# Each test that leaves something behind, then the tests that failed after it.
ORDER = (
    f"{LEFT}::test_a_window_left_open_with_the_pointer_on_its_board",
    "tests/gui/test_main_window.py::test_status_bar_shows_the_cursor_in_table_units_and_yards",
    "tests/gui/test_menus_as_played.py::test_the_message_of_an_undo_from_the_edit_menu_is_read_once_the_menu_has_gone",
    "tests/gui/test_keys_and_mnemonics.py::test_ctrl_w_closes_the_battle_after_asking",
    f"{LEFT}::test_the_pointer_left_on_the_measure_button",
    "tests/gui/test_safety.py::test_a_battle_another_window_holds_is_said_not_autosaved_once_it_has_opened",
    "tests/gui/test_table_image_gui.py::test_a_lost_image_is_said_after_the_window_has_settled_on_the_battle",
)


def test_the_tests_a_test_left_things_for_pass_after_it_in_one_process(tmp_path: Path) -> None:
    done = subprocess.run(
        [
            *(sys.executable, "-m", "pytest", "-q", "-p", "no:randomly", "-p", "no:cacheprovider", "-n", "0"),
            *("--basetemp", str(tmp_path / "run")),
            *ORDER,
        ],
        cwd=REPO,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        timeout=280,
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert "8 passed" in done.stdout, done.stdout[-2000:]
