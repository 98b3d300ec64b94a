"""Closing and destroying the window leaves no traceback behind."""

from __future__ import annotations

import sys
from pathlib import Path

import shiboken6

from morefire_gui.gui.dialogs.random_battle import RandomBattleDialog
from morefire_gui.gui.features.scenario import ScenarioFeature
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


def test_quitting_after_a_new_random_battle_raises_nothing(qtbot, demo_path: Path, monkeypatch) -> None:
    """As it was met: File → New Random Battle, Create, play into the next turn, then quit (the window closed,
    then destroyed with the application's windows). "Internal C++ object (QUndoStack) already deleted" came from
    the phase dock asking the undo stack what was on top as the stack emptied itself; "(MainWindow) already
    deleted" from the window's own first layout, waiting to run once shown, when the window went first."""
    raised: list[BaseException] = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, value, tb: raised.append(value))
    dialogs: list[RandomBattleDialog] = []

    def run(cls, tables, create=None, parent=None):  # type: ignore[no-untyped-def]
        dialogs.append(cls(tables, create, parent))  # the dialog as File → New Random Battle opens it, unshown
        return dialogs[-1]

    monkeypatch.setattr(RandomBattleDialog, "run", classmethod(run))
    window = MainWindow(BattleSession.open(demo_path))
    window.show()
    qtbot.waitExposed(window)
    window.feature(ScenarioFeature).new_random_battle()
    (dialog,) = dialogs
    assert dialog.create_button.isEnabled()
    made = dialog.create_battle()  # Create: the battle the dialog rolled opens in the window
    assert made is not None and window.session.battle.title == made.battle.title
    assert window.session.battle.briefing is not None and window.session.path is None
    turns = window.feature(TurnsFeature)
    while window.session.battle.turn == 1:
        turns.next_step()
    assert turns._turn_step_on_top()
    window.undo_stack.setClean()
    window.session.unsaved_log = False
    assert window.close()
    dialog.deleteLater()
    shiboken6.delete(window)
    qtbot.wait(10)
    assert raised == []
