"""Closing and destroying the window leaves no traceback behind."""

from __future__ import annotations

import sys
from pathlib import Path

import shiboken6

from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.session.battle_session import BattleSession


def test_destroying_the_window_at_the_start_of_a_turn_raises_nothing(qtbot, demo_path: Path, monkeypatch) -> None:
    """A window destroyed with the step into a new turn on its undo stack: the stack empties itself as it is
    destroyed, and the phase dock, told of it, must not ask the stack (already gone) what is on top."""
    raised: list[BaseException] = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, value, tb: raised.append(value))
    window = MainWindow(BattleSession.open(demo_path))
    turns = window.feature(TurnsFeature)
    while window.session.battle.turn == 1:
        turns.next_step()
    assert turns._turn_step_on_top()  # "Turn 2 begins" is the last thing done
    shiboken6.delete(window)
    assert raised == []
