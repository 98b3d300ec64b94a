"""A file's path, typed or chosen: a long path shows its end (the file's name, whole, and the folders nearest it),
never a middle part; the whole path is in its tooltip. The field is as wide as the file's name asks (and at least
``least_characters`` wide), within its screen, so that the name is read whole: "…Zitadelle/Tag 3 bei
Prochorowka.report.html", not "wka.report.html"."""

from __future__ import annotations

from pathlib import PurePath

from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QLineEdit, QStyle, QStyleOptionFrame, QWidget

from morefire_gui.gui.screen_fit import available

__all__ = ["PathField"]

SCREEN_SHARE = 0.6  # of the screen's width, the most a file's name widens its field: the dialog's labels, its buttons


class PathField(QLineEdit):
    def __init__(
        self, text: str = "", parent: QWidget | None = None, least_characters: int = 48, about: str = ""
    ) -> None:
        super().__init__(parent)
        self._least = least_characters
        self._about = about  # what the field is for, said in its tooltip under the path
        self.textChanged.connect(self._on_text_changed)
        self.setText(text)  # the cursor at the end: the file's name in sight
        self._on_text_changed(text)

    def room(self) -> int:
        """The width the field's text is drawn in (its frame and the style's margins left out)."""
        option = QStyleOptionFrame()
        self.initStyleOption(option)
        rect = self.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, self)
        margins = self.textMargins()
        return rect.width() - margins.left() - margins.right() - 4  # Qt's own 2 px each side of the text

    def _on_text_changed(self, text: str) -> None:
        self.setToolTip("\n".join(filter(None, [text, self._about])))
        metrics = self.fontMetrics()
        name = PurePath(text).name if text else ""
        # The name and the separator before it, the frame and the margins (what the text has not) with it.
        need = metrics.horizontalAdvance(f"/{name}") + self.width() - self.room()
        least = metrics.averageCharWidth() * self._least
        screen = available(self)
        most = round(screen.width() * SCREEN_SHARE) if screen is not None else need
        self.setMinimumWidth(max(least, min(need, most)))
        if not self.hasFocus():
            self.setCursorPosition(len(text))

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """Left after an edit at its start: the file's name in sight again."""
        super().focusOutEvent(event)
        self.setCursorPosition(len(self.text()))
