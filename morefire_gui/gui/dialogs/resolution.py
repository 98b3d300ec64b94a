"""What the infantry-combat dialogs share: a preview of what the rules decide before any die is thrown, the colour
of each result, and the Roll / Apply / Close row of buttons."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QTableWidget, QTableWidgetItem, QWidget

from morefire_gui.rules.dice import PreviewDice  # noqa: F401 - the dialogs take it from here

RESULT_COLOURS = {"destroyed": "#b3140a", "suppressed": "#b07d00", "immobilized": "#c46a00", "no_effect": "#2f6b2f",
                  "not_rolled": "#555555", "cleared": "#1c4f9c"}


def result_text(value: str) -> str:
    return value.replace("_", " ")


def result_item(value: str) -> QTableWidgetItem:
    """A table cell for a result (``destroyed``, ``suppressed``, ``no_effect`` ...), in its colour."""
    item = QTableWidgetItem(result_text(value))
    item.setForeground(QColor(RESULT_COLOURS.get(value, "#111111")))
    return item


def read_only_table(headers: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
    return table


def table_rows(table: QTableWidget) -> list[list[str]]:
    """What a table shows, row by row (for tests and for copying)."""
    out = []
    for r in range(table.rowCount()):
        row = []
        for c in range(table.columnCount()):
            item = table.item(r, c)
            row.append(item.text() if item is not None else "")
        out.append(row)
    return out


def error_label() -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    label.setStyleSheet("color: #b00020")
    return label


class ResolutionButtons(QWidget):
    """Roll (the dice, once; the rolls go to the battle log at once), Apply (the result, as one undoable step),
    Close."""

    def __init__(self, roll_text: str, roll_tip: str, apply_tip: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.roll = QPushButton(roll_text)
        self.roll.setToolTip(roll_tip)
        self.apply = QPushButton("Apply to the units")
        self.apply.setToolTip(apply_tip)
        self.apply.setEnabled(False)
        self.close = QPushButton("Close")
        row.addWidget(self.roll)
        row.addWidget(self.apply)
        row.addStretch(1)
        row.addWidget(self.close)
