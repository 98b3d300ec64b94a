"""What a side's player has set in a form and not given yet (an order half written, a minefield's kind and owner), kept
for that side alone across a hand-over in the hot seat: the next player finds the form as it stood when they last had
the table (or as it starts), never as the last player left it, and the last player finds their draft again when the
table comes back. The side is the one whose view the form is filled for (``View.side``: the view decides whose draft
shows; None, the umpire's view, has its own)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QDoubleSpinBox,
    QLineEdit,
    QListWidget,
    QSpinBox,
    QWidget,
)

Value = object
_NOBODY_YET = object()  # no view filled for yet: the form as it starts


def value_of(widget: QWidget) -> Value:
    """What the player set in ``widget``: a choice by its data (its place when it has none), a number, a tick, a text,
    a list's current item by its data."""
    if isinstance(widget, QComboBox):
        data = widget.currentData()
        return ("data", data) if data is not None else ("index", widget.currentIndex())
    if isinstance(widget, (QSpinBox, QDoubleSpinBox)):
        return widget.value()
    if isinstance(widget, QAbstractButton):
        return widget.isChecked()
    if isinstance(widget, QLineEdit):
        return widget.text()
    if isinstance(widget, QListWidget):
        item = widget.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None
    raise TypeError(f"a form's draft does not read a {type(widget).__name__}")


def set_value(widget: QWidget, value: Value) -> None:
    """Set ``widget`` to ``value`` as value_of read it; a choice no longer offered is left as the form has it."""
    if isinstance(widget, QComboBox):
        assert isinstance(value, tuple)
        how, key = value
        index = widget.findData(key) if how == "data" else int(key)
        if 0 <= index < widget.count() and index != widget.currentIndex():
            widget.setCurrentIndex(index)
    elif isinstance(widget, (QSpinBox, QDoubleSpinBox)):
        widget.setValue(value)  # type: ignore[arg-type]
    elif isinstance(widget, QAbstractButton):
        widget.setChecked(bool(value))
    elif isinstance(widget, QLineEdit):
        widget.setText(str(value))
    elif isinstance(widget, QListWidget):
        rows = [i for i in range(widget.count()) if widget.item(i).data(Qt.ItemDataRole.UserRole) == value]
        widget.setCurrentRow(rows[0] if rows and value is not None else -1)


class SideDrafts:
    """A form's drafts, one per side: ``widgets`` in the order they are set again (a choice that refills the ones
    after it first)."""

    def __init__(self, widgets: Sequence[QWidget | QAbstractSpinBox]) -> None:
        self.widgets = tuple(widgets)
        self.start: list[Value] = []  # the form as first filled, for a side that has set nothing yet
        self.kept: dict[str | None, list[Value]] = {}
        self.side: object = _NOBODY_YET

    def _read(self) -> list[Value]:
        return [value_of(w) for w in self.widgets]

    def fill_for(self, side: str | None, fill: Callable[[], None]) -> bool:
        """Fill the form (``fill``) for ``side``'s view: when the view is another side's than the last one filled,
        the last side's draft is kept for it and ``side``'s own is set again once the form is filled (as the form
        first stood, when the side has none yet). False when the form was turned to a side that had no draft."""
        turning = side != self.side
        if turning and self.side is not _NOBODY_YET:
            self.kept[self.side] = self._read()  # type: ignore[index]
        fill()
        had_draft = True
        if turning:
            if self.side is _NOBODY_YET:
                self.start = self._read()
                had_draft = False
            else:
                had_draft = side in self.kept
                for widget, value in zip(self.widgets, self.kept.pop(side, self.start), strict=True):
                    set_value(widget, value)
            self.side = side
        return had_draft
