"""Windows that fit the player's screen: a dialog or the main window asks for the size it is laid out for and gets
it, or less on a small screen (1366 x 768, or a 2880 x 1800 screen at 2x, which is 1440 x 900 to Qt), so that its
buttons and the main window's status bar are never below the screen's edge.

Before a window is shown its frame (the title bar the desktop draws) is not known: :data:`FRAME_ROOM` is kept free
for it. Once shown, :func:`keep_on_screen` uses the real frame."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

__all__ = ["FRAME_ROOM", "available", "centre_on_screen", "fit_to_screen", "keep_on_screen", "room_for"]

# Room left for a title bar and the frame's borders (GNOME's and Windows' title bars are 30-40 px high).
FRAME_ROOM = QSize(16, 48)


def _screen(widget: QWidget) -> QScreen | None:
    parent = widget.parentWidget()
    return widget.screen() or (parent.screen() if parent is not None else None) or QGuiApplication.primaryScreen()


def available(widget: QWidget) -> QRect | None:
    """The part of the widget's screen that windows may use (without task bars and panels)."""
    screen = _screen(widget)
    return screen.availableGeometry() if screen is not None else None


def room_for(widget: QWidget, width: int, height: int) -> QSize:
    """``width`` x ``height``, or less where the screen has less room (its frame's room kept free)."""
    room = available(widget)
    if room is None:
        return QSize(width, height)
    return QSize(
        max(1, min(width, room.width() - FRAME_ROOM.width())), max(1, min(height, room.height() - FRAME_ROOM.height()))
    )


def fit_to_screen(widget: QWidget, width: int, height: int) -> None:
    """Give a window the size it is laid out for, within its screen."""
    widget.resize(room_for(widget, width, height))


def centre_on_screen(widget: QWidget) -> None:
    """A window placed in the middle of its screen's available room, its frame's room counted (a first start)."""
    room = available(widget)
    if room is None:
        return
    width, height = widget.width() + FRAME_ROOM.width(), widget.height() + FRAME_ROOM.height()
    widget.move(room.left() + max(0, (room.width() - width) // 2), room.top() + max(0, (room.height() - height) // 2))


def keep_on_screen(widget: QWidget) -> None:
    """A shown window, frame and all, moved and shrunk into its screen's available geometry where it is not."""
    room = available(widget)
    if room is None or not widget.isWindow() or widget.isMaximized() or widget.isFullScreen():
        return
    frame = widget.frameGeometry()
    extra = QSize(frame.width() - widget.width(), frame.height() - widget.height())
    if frame.width() > room.width() or frame.height() > room.height():
        widget.resize(
            max(widget.minimumWidth(), min(widget.width(), room.width() - extra.width())),
            max(widget.minimumHeight(), min(widget.height(), room.height() - extra.height())),
        )
        frame = widget.frameGeometry()
    x = min(max(frame.left(), room.left()), room.right() + 1 - frame.width())
    y = min(max(frame.top(), room.top()), room.bottom() + 1 - frame.height())
    if (x, y) != (frame.left(), frame.top()):
        widget.move(max(x, room.left()), max(y, room.top()))
