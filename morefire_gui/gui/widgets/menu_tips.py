"""Why a menu entry is not offered, in the status bar as the pointer rests on it.

Qt shows a menu entry's status tip only for an entry the pointer may make current, and most styles (Fusion among
them) do not let it rest on a disabled one: a disabled entry said nothing. :class:`DisabledEntryTips` watches a menu
and says a disabled entry's status tip, which for an entry the battle does not offer now says why
(gui/actions.py, :func:`~morefire_gui.gui.actions.follow_tool`)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QMenu

__all__ = ["DisabledEntryTips"]


class DisabledEntryTips(QObject):
    """Installed on menus (``menu.installEventFilter``): a disabled entry pointed at has ``show`` say its status tip;
    the pointer gone off it (to no entry, or the menu closed), ``show("")`` takes it away, as Qt does for an enabled
    entry's."""

    def __init__(self, show: Callable[[str], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.show = show
        self.shown = ""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not isinstance(watched, QMenu):
            return False
        if isinstance(event, QMouseEvent) and event.type() == QEvent.Type.MouseMove:
            action = watched.actionAt(event.position().toPoint())
            tip = action.statusTip() if action is not None and not action.isEnabled() else ""
            if tip and tip != self.shown:
                self.show(tip)
            elif not tip and self.shown and (action is None or action.isSeparator()):
                self.show("")  # off the entry to no entry; onto an enabled one, Qt says that one's own
            self.shown = tip
        elif event.type() == QEvent.Type.Hide and self.shown:
            self.show("")
            self.shown = ""
        return False
