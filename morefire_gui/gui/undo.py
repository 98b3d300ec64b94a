"""Undo: each committed action wrapped in a QUndoCommand on the window's QUndoStack.

The first redo (when the command is pushed) commits the resolution through the session, which applies its effects,
records the action and writes its log entries; later redos and undos apply and revert the one edit that commit
applied. Undo never takes a log entry back."""

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

    def redo(self) -> None:
        if self.edit is None:
            self.committed = self.session.commit(self.resolution)
            self.edit = self.committed.edit if self.committed is not None else None
        else:
            self.session.apply(self.edit)

    def undo(self) -> None:
        if self.edit is not None:
            self.session.revert(self.edit)
