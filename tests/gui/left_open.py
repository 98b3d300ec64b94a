"""Tests that leave the app as no test should: a window open, the pointer resting where another test moves it or on a
toolbar button. Run only by tests/gui/test_nothing_left_open.py, each before the tests it used to spoil."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QToolBar

from morefire_gui.gui.main_window import MainWindow
from morefire_gui.session.battle_session import BattleSession
from tests.gui.conftest import to_view


def test_a_window_left_open_with_the_pointer_on_its_board(qtbot, demo_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(BattleSession.open(demo_path))  # not given to qtbot: nothing closes it at the end
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    window.view.fit_table()
    qtbot.mouseMove(window.view.viewport(), to_view(window, 10.0, 20.0))  # where the status bar's test moves it
    window.undo_stack.setClean()


def test_the_pointer_left_on_the_measure_button(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Where a window opened next has its Measure button: its hover text would cover what the window says."""
    button = window.findChild(QToolBar, "tools").widgetForAction(window.tool_actions["measure"])
    qtbot.mouseMove(button, button.rect().center())
