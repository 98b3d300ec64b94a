"""Menu and toolbar actions, made one way: text, what it does, its key and its tooltip (also shown in the status bar,
and read by the keyboard shortcuts' cheat sheet)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence

__all__ = ["make_action"]


def make_action(parent: QObject, text: str, slot: Callable[..., Any], shortcut: Any = None, tip: str = "",
                checkable: bool = False) -> QAction:
    """A ``QAction`` of ``parent``: ``shortcut`` a key text or a standard key; a checkable action's ``slot`` is given
    the new state, any other ``slot`` is called with nothing."""
    action = QAction(text, parent)
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    if tip:
        action.setToolTip(tip)
        action.setStatusTip(tip)
    action.setCheckable(checkable)
    action.triggered.connect(slot if checkable else (lambda checked=False: slot()))
    return action
