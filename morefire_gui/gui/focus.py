"""The dialog that has just been given focus, for what the app does to a dialog when it becomes the active window
(its mnemonics, its panes' accessible names)."""

from __future__ import annotations

from PySide6.QtGui import QWindow
from PySide6.QtWidgets import QApplication, QDialog

__all__ = ["focused_dialog"]


def focused_dialog(window: QWindow | None) -> QDialog | None:
    """The dialog whose window ``window`` is (a ``focusWindowChanged`` signal's), else None. The window given focus is
    the app's active one by then: only it is looked at, never every top-level widget, one of which may be in the
    middle of its deletion (a dialog closed, the focus passing on as it goes), where touching it crashes."""
    widget = QApplication.activeWindow()
    if window is not None and isinstance(widget, QDialog) and widget.windowHandle() is window:
        return widget
    return None
