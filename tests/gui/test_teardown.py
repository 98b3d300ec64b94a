"""Closing and destroying the window leaves no traceback behind."""

from __future__ import annotations

import sys
from pathlib import Path

import shiboken6
from PySide6.QtCore import Qt

from morefire_gui.gui.dialogs.random_battle import RandomBattleDialog
from morefire_gui.gui.features.scenario import ScenarioFeature
from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.session.battle_session import BattleSession
from tests.gui.test_force_builder import buy, open_builder

LEFT = Qt.MouseButton.LeftButton


def _into_turn_2(window: MainWindow) -> None:
    """Next, step by step, into turn 2: each press must move the battle on (a Next refused fails here, where
    pressing it again would only be refused again)."""
    turns = window.feature(TurnsFeature)
    for _ in range(100):
        if window.session.battle.turn != 1:
            return
        before = (window.session.battle.turn, window.session.battle.step)
        turns.next_step()
        assert (window.session.battle.turn, window.session.battle.step) != before, window.statusBar().currentMessage()
    raise AssertionError("turn 1 has more than 100 steps")


def test_destroying_the_window_at_the_start_of_a_turn_raises_nothing(qtbot, demo_path: Path, monkeypatch) -> None:
    """A window destroyed with the step into a new turn on its undo stack: the stack empties itself as it is
    destroyed, and the phase dock, told of it, must not ask the stack (already gone) what is on top."""
    raised: list[BaseException] = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, value, tb: raised.append(value))
    window = MainWindow(BattleSession.open(demo_path))
    turns = window.feature(TurnsFeature)
    _into_turn_2(window)
    assert turns._turn_step_on_top()  # "Turn 2 begins" is the last thing done
    shiboken6.delete(window)
    assert raised == []


def test_quitting_after_a_new_random_battle_raises_nothing(qtbot, demo_path: Path, monkeypatch, builders) -> None:  # type: ignore[no-untyped-def]
    """As it was met: File → New Random Battle, Create, buy each side's forces, play into the next turn, then quit (the window closed,
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
    # The forces are bought in the set-up, before play begins (Next waits for them): Forces → Build Forces, Place.
    builder = open_builder(window, builders)
    for side in ("axis", "allies"):
        buy(builder, qtbot, side, "R", 2)
    qtbot.mouseClick(builder.place_button, LEFT)
    assert builder.placed
    builder.close()
    turns = window.feature(TurnsFeature)
    _into_turn_2(window)
    assert turns._turn_step_on_top()
    window.undo_stack.setClean()
    window.session.unsaved_log = False
    assert window.close()
    dialog.deleteLater()
    shiboken6.delete(window)
    qtbot.wait(10)
    assert raised == []
