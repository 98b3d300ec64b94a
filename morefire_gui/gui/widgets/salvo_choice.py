"""The salvoes a written request for the naval bombardment of an island invasion fires when its mission lands (ISLAND C:
up to 2 a turn, each a barrage), chosen in the barrage dialog and in the Phase dock's order form alike."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QWidget

from morefire_gui.gui.i18n import tr

__all__ = ["SalvoChoice"]


class SalvoChoice(QComboBox):
    """One salvo up to the most the battery fires a turn, the most first chosen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(tr("Salvoes when the mission lands"))
        self.setToolTip(
            tr("ISLAND C: the naval bombardment of an island invasion fires up to 2 salvoes per turn, each a barrage")
        )

    def offer(self, most: int | None) -> bool:
        """Offer 1 to ``most`` salvoes (kept as chosen while ``most`` is the same); False, and nothing to choose, for
        a battery that fires one a turn (``most`` None)."""
        if most is None:
            return False
        if self.count() != most:
            self.blockSignals(True)
            self.clear()
            for n in range(1, most + 1):
                self.addItem((tr("{n} salvo") if n == 1 else tr("{n} salvoes")).format(n=n), n)
            self.setCurrentIndex(most - 1)
            self.blockSignals(False)
        return True

    def chosen(self) -> int | None:
        """The salvoes chosen for the order: None for the most (every salvo it may fire, the order's default)."""
        if self.count() == 0 or self.currentIndex() >= self.count() - 1:
            return None
        return int(self.currentData())
