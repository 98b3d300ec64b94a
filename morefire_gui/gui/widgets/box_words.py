"""A check box's explanation, wrapped beside it: a box's own text never wraps, so a long one ("Advanced rules (angle of
fire by sectors, suspension damage table, a spot per firer)", twice as wide in German) holds its dialog wider than it
asks for. The box keeps its short name ("Advanced rules") and the words after it are a label beside it, broken at the
dialog's width: a click on them ticks the box as a click on its own text does, and they are greyed with it and carry
its tooltip, whenever the box changes.

    self.advanced = QCheckBox(tr("Advanced rules"))
    self.advanced_words = BoxWords(self.advanced, tr("(error modifiers, odd/even damage die)"))
    form.addRow("", self.advanced_words.with_box())
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QWidget

__all__ = ["BoxWords"]


class BoxWords(QLabel):
    """Words that belong to a check box, beside it and wrapped at the dialog's width: a click on them ticks the box,
    and they are greyed with it, with its tooltip."""

    def __init__(self, box: QCheckBox, text: str) -> None:
        super().__init__(text)
        self.box = box
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        box.setAccessibleDescription(text)
        box.installEventFilter(self)
        self._follow_box()

    def with_box(self) -> QWidget:
        """The box and its words beside it, one row to lay out: the words' first line level with the box's name."""
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.box, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self, 1)
        # The box draws its name in the middle of its height; the words start at their top, as far down.
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setContentsMargins(0, max(0, (self.box.sizeHint().height() - self.fontMetrics().height()) // 2), 0, 0)
        return row

    def sizeHint(self) -> QSize:
        # The words on one line, as high as that is: a wrapped label's own hint is two lines at a narrower width,
        # and a form gave a one-line explanation that much room.
        margins = self.contentsMargins()
        width = self.fontMetrics().horizontalAdvance(self.text()) + margins.left() + margins.right() + 2
        return QSize(width, self.heightForWidth(width))

    def _follow_box(self) -> None:
        self.setEnabled(self.box.isEnabled())
        self.setToolTip(self.box.toolTip())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The box greyed or given a tooltip (a strict battle's setting, a shot fired): the words follow it.
        if watched is self.box and event.type() in (QEvent.Type.EnabledChange, QEvent.Type.ToolTipChange):
            self._follow_box()
        return super().eventFilter(watched, event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if (
            event.button() is Qt.MouseButton.LeftButton
            and self.box.isEnabled()
            and self.rect().contains(event.position().toPoint())
        ):
            self.box.click()
        super().mouseReleaseEvent(event)
