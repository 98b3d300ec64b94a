"""Menu and toolbar actions, made one way: text, what it does, its key and its tooltip (also shown in the status bar,
and read by the keyboard shortcuts' cheat sheet)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractButton

__all__ = [
    "ARMS_TOOL",
    "Shortcut",
    "Slot",
    "ToolEntry",
    "arms_tool",
    "counter_properties_entry",
    "follow_tool",
    "make_action",
    "menu_entry",
    "with_key",
]

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


def menu_entry(text: str, slot: Callable[[], object], tip: str) -> QAction:
    """A right click's menu entry with no parent (the menu that shows it takes it, and it goes with the menu): what it
    says, what it calls, and its tip (said in the status bar as it is pointed at)."""
    action = QAction(text)
    action.setStatusTip(tip)
    action.setToolTip(tip)
    action.triggered.connect(lambda checked=False: slot())
    return action


def counter_properties_entry(open_properties: Callable[[], object]) -> QAction:
    """A right click's *Properties…* of a counter: the board's menu and the Move and Infantry Fire tools' menus offer
    it alike, each opening the counter's properties through the window (``edit_counter_properties``)."""
    from morefire_gui.gui.i18n import tr

    return menu_entry(tr("&Properties…"), open_properties, tr("The counter's name, facing and marks"))


def with_key(key: str, standard: QKeySequence.StandardKey, first: bool = True) -> list[QKeySequence]:
    """A standard key's bindings on this platform with ``key`` among them (first, or after the platform's own):
    Ctrl+W for Close and Ctrl+Q for Quit where the platform has none, Ctrl+= beside Ctrl++ for Zoom In."""
    own = [k for k in QKeySequence.keyBindings(standard) if k != QKeySequence(key)]
    return [QKeySequence(key), *own] if first else [*own, QKeySequence(key)]


ARMS_TOOL = "arms_tool"
"""The property naming the board tool a menu entry or a dock's button arms (:func:`arms_tool`)."""

ToolEntry = QAction | QAbstractButton
"""A menu entry or a dock's button that arms a board tool."""
EntryT = TypeVar("EntryT", QAction, QAbstractButton)


def arms_tool(entry: EntryT, tool: str) -> EntryT:
    """Mark a menu entry or a dock's button as one that arms the board tool ``tool``: the window has it follow the
    tool's toolbar button (:func:`follow_tool`) once the toolbar is built."""
    entry.setProperty(ARMS_TOOL, tool)
    return entry


def follow_tool(entry: ToolEntry, button: QAction, live: bool = True) -> None:
    """Offer ``entry`` (a menu entry or a dock's button, arming a board tool) when the tool's toolbar ``button`` is
    offered: one check, the button's (a battle kept to the sequence of play offers a tool only in its steps). Disabled,
    its status tip is the button's, which says why, and its tooltip adds it. ``live``: follow every change of the
    button (an entry of the window's menus, a dock's button); else only as it is now (a context menu's, made for one
    right click)."""
    own_tip = entry.toolTip()
    own_status = entry.statusTip() or own_tip.split("\n")[0]

    def sync() -> None:
        offered = button.isEnabled()
        entry.setEnabled(offered)
        entry.setStatusTip(own_status if offered else button.statusTip())
        entry.setToolTip(own_tip if offered else f"{own_tip}\n{button.statusTip()}")
        entry.setProperty("tip_shown", False)  # its status tip is this one: not made again from its tooltip

    sync()
    if live:
        button.changed.connect(sync)
