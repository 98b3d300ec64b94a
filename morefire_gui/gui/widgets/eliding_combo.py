"""A combo box for a narrow dock: the choice shown is cut at its end with "…" where the box is too narrow for it (not
clipped mid-letter), whole in the box's tooltip (an entry's own tooltip, where it has one), and whole in the list it
drops down, which is as wide as its longest entry. Entries may be grouped under headings that cannot be chosen (a
side's batteries under the side's name)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QPaintEvent, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox, QStylePainter, QWidget

__all__ = ["ElidingComboBox"]


class ElidingComboBox(QComboBox):
    """A QComboBox whose shown choice is elided at its end, whole in the tooltip (with ``tip``, the box's own words,
    after it), and whose drop-down list shows every entry whole."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._tip = ""
        self.view().setTextElideMode(Qt.TextElideMode.ElideNone)
        self.currentIndexChanged.connect(self._say_whole)
        self.model().dataChanged.connect(self._say_whole)  # an entry's tooltip given after it was added

    def set_tip(self, tip: str) -> None:
        """The box's own words, in its tooltip after the choice shown."""
        self._tip = tip
        self._say_whole()

    def add_heading(self, text: str) -> None:
        """A heading in the list, in bold, that cannot be chosen: the entries after it are its."""
        self.addItem(text)
        model = self.model()
        if isinstance(model, QStandardItemModel):
            item: QStandardItem | None = model.item(self.count() - 1)
            if item is not None:
                item.setFlags(item.flags() & ~(Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled))
                font = QFont(self.font())
                font.setBold(True)
                item.setFont(font)

    def showPopup(self) -> None:
        # As wide as the longest entry (the box itself may be narrower): every choice read whole.
        view = self.view()
        view.setMinimumWidth(view.sizeHintForColumn(0) + view.verticalScrollBar().sizeHint().width() + 8)
        super().showPopup()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        field = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, self
        )
        option.currentText = self.fontMetrics().elidedText(
            option.currentText, Qt.TextElideMode.ElideRight, field.width()
        )
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)

    def shown_text(self) -> str:
        """The choice as the box shows it: cut with "…" where it is too narrow (what a player reads)."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        field = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, self
        )
        return self.fontMetrics().elidedText(self.currentText(), Qt.TextElideMode.ElideRight, field.width())

    def _say_whole(self) -> None:
        # An entry with a tooltip of its own (its name written out whole, where the list shows it short) says that.
        whole = self.currentData(Qt.ItemDataRole.ToolTipRole) or self.currentText()
        self.setToolTip("\n".join(t for t in (whole, self._tip) if t))
