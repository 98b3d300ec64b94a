"""The Phase dock's Back and Next buttons on one row: Next takes the room, its step's name read whole; where the row is
too narrow for both buttons' words (a laptop's dock in German: "Weiter: Direktes Feuer 1 ▶"), Back gives up its word
and shows its arrow alone ("◀", its word in its tooltip and its accessible name), and only a text still too long for
that room is cut at its end with "…"."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QSizePolicy, QStyle, QStyleOptionButton, QWidget

from morefire_gui.gui.widgets.eliding_button import ElidingButton

ARROW = "◀"


class BackNextRow(QWidget):
    def __init__(self, back: str, next_text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._back_text = back
        self.back_button = QPushButton(back)
        self.back_button.setAccessibleName(back.replace(ARROW, "").strip())
        self.next_button = ElidingButton(next_text)  # a long step's name cut at its end, whole in the tooltip
        bold = QFont(self.next_button.font())
        bold.setBold(True)
        self.next_button.setFont(bold)
        # Long step names are in the tooltip: the Next button never widens the dock.
        self.next_button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        layout = self._row = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.back_button)
        layout.addWidget(self.next_button, 1)
        self.next_button.installEventFilter(self)

    def set_next_text(self, text: str) -> None:
        self.next_button.setText(text)
        self.fit()

    def fit(self) -> None:
        """Back's word shown where the row holds it beside Next's whole text; else Back's arrow alone."""
        full = self.full_back_width()
        spacing = max(self._row.spacing(), 0)
        row = self.back_button.width() + spacing + self.next_button.width()
        metrics = self.next_button.fontMetrics()
        # Next's room for its words is its width less its frame and margins (ElidingButton.shown_text).
        option = QStyleOptionButton()
        self.next_button.initStyleOption(option)
        style = self.next_button.style()
        room = style.subElementRect(QStyle.SubElement.SE_PushButtonContents, option, self.next_button).width()
        room -= 2 * style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, option, self.next_button)
        around = self.next_button.width() - room
        compact = full + spacing + metrics.horizontalAdvance(self.next_button.text()) + around > row
        if compact == (self.back_button.text() == ARROW):
            return
        if compact:
            self.back_button.setText(ARROW)
            self.back_button.setFixedWidth(self._arrow_width())
        else:
            self.back_button.setText(self._back_text)
            self.back_button.setMinimumWidth(0)
            self.back_button.setMaximumWidth(16_777_215)

    def full_back_width(self) -> int:
        """The Back button's width with its word, as its size hint makes it (QPushButton.sizeHint)."""
        option = QStyleOptionButton()
        self.back_button.initStyleOption(option)
        option.text = self._back_text
        words = self.back_button.fontMetrics().size(Qt.TextFlag.TextShowMnemonic, self._back_text)
        style = self.back_button.style()
        return style.sizeFromContents(QStyle.ContentsType.CT_PushButton, option, words, self.back_button).width()

    def _arrow_width(self) -> int:
        """The Back button as narrow as its arrow, its frame and margins (a style's least button width set aside)."""
        option = QStyleOptionButton()
        self.back_button.initStyleOption(option)
        style = self.back_button.style()
        margin = style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, option, self.back_button)
        frame = style.pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, option, self.back_button)
        return self.back_button.fontMetrics().horizontalAdvance(ARROW) + 2 * (margin + frame) + 8

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.next_button and event.type() == QEvent.Type.Resize:
            self.fit()
        return super().eventFilter(watched, event)
