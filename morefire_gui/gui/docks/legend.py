"""The legend as a dock: the terrain on this table (hills by level), the sides' colours, the scale and the marks the
board draws (a counter that has fired or moved this turn among them)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QSize
from PySide6.QtGui import QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import QDockWidget, QScrollArea, QWidget

from morefire_gui.gui.board.legend import LegendEntry, legend_entries, legend_least_width, legend_size, paint_legend
from morefire_gui.gui.i18n import scale_words, tr
from morefire_gui.gui.said import battle_title
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.turn_state import has_fired
from morefire_gui.session.visibility import View, seen_units

MARGIN = 8  # 4 pixels round the legend's box


class LegendView(QWidget):
    """The legend at the dock's width: a label wider than the dock is wrapped over more lines beside its swatch (the
    dock scrolls down, never sideways, unless narrower than the longest word)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entries: list[LegendEntry] = []
        self.title = ""
        self._font = QFont()
        self._font.setPointSizeF(9)
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def show_battle(self, session: BattleSession, view: View | None = None) -> None:
        """The legend of the battle as ``view``'s side may see it (a minefield it has not found, or a symbol only its
        hidden positions have, is not listed)."""
        self.title = battle_title(session.battle.title)
        battle = session.battle
        # The session's marks, of the counters the board draws as units (another side's hidden position shows none).
        fired = any(has_fired(battle, u.id, session.tables) for u in seen_units(battle, view))
        self.entries = [
            LegendEntry(scale_words(battle, session.tables)),
            *legend_entries(battle, session.catalogue, fired, view=view),
        ]
        self.setMinimumWidth(math.ceil(legend_least_width(self.entries, self.title, self._font)) + MARGIN)
        self.updateGeometry()
        self.update()

    def labels(self) -> list[str]:
        return [e.label for e in self.entries]

    def legend_width(self) -> float:
        """How wide the legend is drawn: its labels on one line where the widget holds them, else wrapped to it."""
        return legend_size(self.entries, self.title, self._font, self.width() - MARGIN)[0]

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return math.ceil(legend_size(self.entries, self.title, self._font, width - MARGIN)[1]) + MARGIN

    def sizeHint(self) -> QSize:
        w, h = legend_size(self.entries, self.title, self._font)
        return QSize(math.ceil(w) + MARGIN, math.ceil(h) + MARGIN)

    def minimumSizeHint(self) -> QSize:
        return QSize(self.minimumWidth(), 0)  # its height for the width it has: heightForWidth

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_legend(painter, QPointF(4, 4), self.entries, self.title, self._font, self.width() - MARGIN)
        painter.end()


class LegendDock(QDockWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Legend"), parent)
        self.setObjectName("legend")
        self.legend = LegendView()
        scroll = QScrollArea()
        scroll.setWidget(self.legend)
        scroll.setWidgetResizable(True)
        self.setWidget(scroll)

    def refresh(self, session: BattleSession, view: View | None = None) -> None:
        self.legend.show_battle(session, view)
