"""Why a menu entry is not offered, in the status bar as the pointer rests on it.

Qt shows a menu entry's status tip only for an entry the pointer may make current, and most styles (Fusion among
them) do not let it rest on a disabled one: a disabled entry said nothing. :class:`DisabledEntryTips` watches a menu
and says a disabled entry's status tip, which for an entry the battle does not offer now says why
(gui/actions.py, :func:`~morefire_gui.gui.actions.follow_tool`)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QCursor, QMouseEvent, QStatusTipEvent
from PySide6.QtWidgets import QApplication, QMenu, QWidget

__all__ = ["DisabledEntryTips", "popup_menu"]


class DisabledEntryTips(QObject):
    """Installed on menus (``menu.installEventFilter``): a disabled entry pointed at has its status tip said to
    ``window``'s status bar, as Qt says an enabled entry's (a ``QStatusTipEvent``); the pointer gone off it (to no
    entry, or the menu closed), the tip is taken away."""

    def __init__(self, window: QWidget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window = window
        self.shown = ""

    def show(self, tip: str) -> None:
        QApplication.sendEvent(self.window, QStatusTipEvent(tip))

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


def popup_menu(parent: QWidget, actions: Sequence[QAction]) -> QMenu:
    """A right click's menu of ``actions`` at the pointer, gone (with them) once closed; its disabled entries say why
    in the status bar as the others say what they do."""
    menu = QMenu(parent)
    for action in actions:
        action.setParent(menu)  # they go when the menu goes
    menu.addActions(list(actions))
    menu.installEventFilter(DisabledEntryTips(parent.window(), menu))
    menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    menu.popup(QCursor.pos())
    return menu
