"""A push button whose text, when the button is narrower than it, is cut at its end with "…" rather than at both
sides: "Next: turn 2 — Movem…", not "ext: turn 2 — Movement 1". Its whole text stays its ``text()`` and is said in
its tooltip by whoever sets it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QPushButton, QStyle, QStyleOptionButton, QStylePainter, QWidget


class ElidingButton(QPushButton):
    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)

    def shown_text(self) -> str:
        """The text as the button draws it: whole where it fits, else cut at its end with "…"."""
        option = QStyleOptionButton()
        self.initStyleOption(option)
        room = self.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, self).width()
        room -= 2 * self.style().pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, option, self)
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, max(room, 0))

    def paintEvent(self, event: QPaintEvent) -> None:
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = self.shown_text()
        painter = QStylePainter(self)
        painter.drawControl(QStyle.ControlElement.CE_PushButton, option)
