"""Undo: each committed action wrapped in a QUndoCommand on the window's QUndoStack.

The first redo (when the command is pushed) commits the resolution through the session, which applies its effects,
records the action and writes its log entries; later redos and undos apply and revert the one edit that commit
applied. Undo never takes a log entry back.

A battle opened from its file gives the stack the actions of its record undo may take back (``ActionCommand.taken``,
session/take_back.py ``recorded_undo``): each already applied, with the edit its replayed commit applied, so the
first redo (the push) changes nothing and Undo and Redo work on them as on an action taken in the window."""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand

from morefire_gui.gui.said import said
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.edits import Edit
from morefire_gui.session.resolution import Committed, Resolution


class ActionCommand(QUndoCommand):
    def __init__(self, session: BattleSession, resolution: Resolution) -> None:
        super().__init__(said(resolution.text or resolution.action.title()))
        self.session = session
        self.resolution = resolution
        self.committed: Committed | None = None
        self.edit: Edit | None = None
        self._applied = False  # the edit is on the battle already: the push's redo leaves it

    @classmethod
    def taken(cls, session: BattleSession, resolution: Resolution, edit: Edit) -> ActionCommand:
        """An action taken before the window opened the battle (from its record): pushed, it changes nothing."""
        command = cls(session, resolution)
        command.edit = edit
        command._applied = True
        return command

    def redo(self) -> None:
        if self._applied:
            self._applied = False
        elif self.edit is None:
            self.committed = self.session.commit(self.resolution)
            self.edit = self.committed.edit if self.committed is not None else None
        else:
            self.session.apply(self.edit)

    def undo(self) -> None:
        if self.edit is not None:
            self.session.revert(self.edit)
