"""A spin box of a coordinate of the table (the barrage's aim, an airstrike's entry point)."""

from __future__ import annotations

from PySide6.QtWidgets import QDoubleSpinBox

from morefire_gui.gui.i18n import table_number


class TablePointBox(QDoubleSpinBox):
    """A coordinate of the table, shown as the window writes a point of the table everywhere (one decimal, the
    locale's mark: "30,5" in German) while it keeps what the player typed or clicked to two decimals: the point the
    rules act on (a barrage's aim, 4.4; where an aircraft enters, 5.1) is the point the player gave, not the point as it
    is shown."""

    def __init__(self, maximum: float) -> None:
        super().__init__(decimals=2, minimum=0, maximum=maximum)

    def textFromValue(self, value: float) -> str:
        return table_number(value)

    def valueFromText(self, text: str) -> float:
        # The shown text of the value held is that value, not its rounding: leaving the box keeps 30.27 as 30.27.
        if text == self.textFromValue(self.value()):
            return self.value()
        return super().valueFromText(text)
