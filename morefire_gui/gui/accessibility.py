"""Accessible names for every view, tree, list, table and text pane, so that a screen reader says what a pane is
("Roster, tree", "Why, text") rather than only its kind. A pane the code has named keeps its name; any other is
named from what labels it on the screen: a label standing just before it (or its buddy), else its group box, tab,
dock or window. Given when a window is built and again whenever a dialog becomes the active window."""

from __future__ import annotations

from PySide6.QtGui import QWindow
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QApplication,
    QComboBox,
    QDialog,
    QDockWidget,
    QGraphicsView,
    QGroupBox,
    QHeaderView,
    QLabel,
    QListView,
    QPlainTextEdit,
    QTableView,
    QTabWidget,
    QTextEdit,
    QTreeView,
    QWidget,
)

from morefire_gui.gui.focus import focused_dialog
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.mnemonics import plain

__all__ = ["give_accessible_names", "install", "needs_a_name"]


def _kind(view: QWidget) -> str:
    if isinstance(view, QTreeView):
        return tr("tree")
    if isinstance(view, QTableView):
        return tr("table")
    if isinstance(view, QListView):
        return tr("list")
    if isinstance(view, QGraphicsView):
        return tr("board")
    return tr("text")


def needs_a_name(view: QWidget) -> bool:
    """A pane a screen reader names: not a table's header, not the list inside a combo box's popup."""
    if not isinstance(view, (QAbstractItemView, QTextEdit, QPlainTextEdit, QGraphicsView)):
        return False
    if isinstance(view, QHeaderView):
        return False
    parent = view.parentWidget()
    while parent is not None:
        if isinstance(parent, QComboBox) or parent.metaObject().className() == "QComboBoxPrivateContainer":
            return False
        parent = parent.parentWidget()
    return True


def _label_before(view: QWidget) -> str:
    """The text of a label that names ``view``: its buddy, or a plain label just before it in its layout."""
    parent = view.parentWidget()
    if parent is None:
        return ""
    for label in parent.findChildren(QLabel):
        if label.buddy() is view and label.text():
            return label.text()
    layout = parent.layout()
    if layout is None:
        return ""
    index = layout.indexOf(view)
    item = layout.itemAt(index - 1) if index > 0 else None
    if item is not None:
        before = item.widget()
        if isinstance(before, QLabel) and before.text() and len(before.text()) <= 60 and "<" not in before.text():
            return before.text()
    return ""


def _context(view: QWidget, top: QWidget) -> str:
    """What labels ``view``: a label before it, else the nearest group box, tab, dock or the window's title."""
    text = _label_before(view)
    if text:
        return text
    child, parent = view, view.parentWidget()
    while parent is not None:
        if isinstance(parent, QGroupBox) and parent.title():
            return parent.title()
        if isinstance(parent, QTabWidget):
            index = parent.indexOf(child)
            if index >= 0:
                return parent.tabText(index)
        if isinstance(parent, QDockWidget):
            return parent.windowTitle()
        if parent is top:
            break
        child, parent = parent, parent.parentWidget()
    return top.windowTitle().replace("[*]", "").split(" — ")[0]


def give_accessible_names(top: QWidget) -> None:
    """Name every unnamed pane of ``top`` (dialogs opened from it are named when they are shown)."""
    used: dict[str, int] = {}
    for view in top.findChildren(QAbstractScrollArea):
        if view.accessibleName() or not needs_a_name(view):
            continue
        owner = view.window()
        if owner is not top and isinstance(owner, QDialog):
            continue
        name = f"{plain(_context(view, top)).rstrip(':')}, {_kind(view)}"
        used[name] = used.get(name, 0) + 1
        view.setAccessibleName(name if used[name] == 1 else f"{name} {used[name]}")


def install(app: QApplication) -> None:
    """Name each dialog's panes when it becomes the active window."""
    if app.property("accessible_names"):
        return
    app.setProperty("accessible_names", True)

    def focused(window: QWindow | None) -> None:
        if (dialog := focused_dialog(window)) is not None:
            give_accessible_names(dialog)

    app.focusWindowChanged.connect(focused)
