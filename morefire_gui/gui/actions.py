"""Menu and toolbar actions, made one way: text, what it does, its key and its tooltip (also shown in the status bar,
and read by the keyboard shortcuts' cheat sheet)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence

__all__ = ["Shortcut", "Slot", "make_action", "with_key"]

Slot = Callable[..., object]
"""What an action calls: with nothing, or (a checkable action's) with its new state."""

Shortcut = QKeySequence.StandardKey | QKeySequence | str | list[QKeySequence] | list[str] | tuple[str, ...] | None
"""An action's keys: a standard key (with all of its bindings), one key, or a list of them."""


def make_action(
    parent: QObject, text: str, slot: Slot, shortcut: Shortcut = None, tip: str = "", checkable: bool = False
) -> QAction:
    """A ``QAction`` of ``parent``: ``shortcut`` a key text, a list of them, or a standard key (with all of its
    bindings); a checkable action's ``slot`` is given
    the new state, any other ``slot`` is called with nothing."""
    action = QAction(text, parent)
    if isinstance(shortcut, QKeySequence.StandardKey):
        action.setShortcuts(shortcut)  # every binding the platform has (Redo: Ctrl+Shift+Z and Ctrl+Y)
    elif isinstance(shortcut, (list, tuple)):
        action.setShortcuts([QKeySequence(s) for s in shortcut])
    elif shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    if tip:
        action.setToolTip(tip)
        action.setStatusTip(tip)
    action.setCheckable(checkable)
    action.triggered.connect(slot if checkable else (lambda checked=False: slot()))
    return action


def with_key(key: str, standard: QKeySequence.StandardKey, first: bool = True) -> list[QKeySequence]:
    """A standard key's bindings on this platform with ``key`` among them (first, or after the platform's own):
    Ctrl+W for Close and Ctrl+Q for Quit where the platform has none, Ctrl+= beside Ctrl++ for Zoom In."""
    own = [k for k in QKeySequence.keyBindings(standard) if k != QKeySequence(key)]
    return [QKeySequence(key), *own] if first else [*own, QKeySequence(key)]
