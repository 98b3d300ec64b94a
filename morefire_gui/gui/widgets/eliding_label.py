"""A one-line label whose text, when the label is narrower than it, is cut at its end with "…" rather than clipped
mid-letter or wrapped: a side's name in the Aircraft dock's tally. It never holds its parent wider than a letter or
two; its whole text stays its ``text()`` and is said in its tooltip by whoever sets it. Plain text only."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QWidget


class ElidingLabel(QLabel):
    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setTextFormat(Qt.TextFormat.PlainText)

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        least = self.fontMetrics().horizontalAdvance(self.text()[:1] + "…") + 2 * self.margin()
        return QSize(min(hint.width(), least), hint.height())

    def shown_text(self) -> str:
        """The text as the label draws it: whole where it fits, else cut at its end with "…"."""
        room = self.contentsRect().width() - 2 * self.margin()
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, max(room, 0))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        room = self.contentsRect().adjusted(self.margin(), self.margin(), -self.margin(), -self.margin())
        self.style().drawItemText(
            painter,
            room,
            int(self.alignment()),
            self.palette(),
            self.isEnabled(),
            self.shown_text(),
            self.foregroundRole(),
        )
