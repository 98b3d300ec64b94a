"""A status-bar label whose text changes with every mouse move (the cursor's position) without moving anything else.

A QLabel asks its parent for a new layout whenever its text changes, unless its size is fixed: in the status bar
that repaints the whole bar and the window behind it on every mouse move of a drag (docs/performance.md). This one
keeps a fixed size, grown only when a text needs more room, and paints its own background, so that a new text
repaints the label alone.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget


class SteadyLabel(QLabel):
    def __init__(self, widest: str, parent: QWidget | None = None) -> None:
        """``widest``: a text as wide as the label usually needs (its size at the start)."""
        super().__init__(widest, parent)
        self.setAutoFillBackground(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.setFixedSize(self.sizeHint())
        self.setText("")

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        if text == self.text():
            return
        super().setText(text)
        if self.fontMetrics().horizontalAdvance(text) + 2 * self.margin() + 8 > self.width():
            self.setFixedSize(self.sizeHint().expandedTo(self.size()))
