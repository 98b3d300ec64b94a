"""Undo: each session edit wrapped in a QUndoCommand on the window's QUndoStack."""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand

from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.edits import Edit


class EditCommand(QUndoCommand):
    def __init__(self, session: BattleSession, edit: Edit) -> None:
        super().__init__(edit.text)
        self.session = session
        self.edit = edit

    def redo(self) -> None:
        self.session.apply(self.edit)

    def undo(self) -> None:
        self.session.revert(self.edit)
