"""The table itself: its surface, edge and the optional grid (every 6 in or 10 cm) with coordinates."""

from __future__ import annotations

from PySide6.QtCore import QLineF, QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from morefire_gui.gui.board.ground_look import PLAIN, GroundLook, paint_ground
from morefire_gui.gui.style import GRID_COLOUR, TABLE_EDGE, cosmetic_pen


class TableItem(QGraphicsItem):
    def __init__(self, width: float, depth: float, unit: str) -> None:
        super().__init__()
        self.width, self.depth, self.unit = width, depth, unit
        self.grid_step = 6.0 if unit == "in" else 10.0
        self.show_grid = True
        self.ground: GroundLook = PLAIN  # the weather's and terrain's look of the open ground (ground_look.py)
        self.deep_snow: QPainterPath | None = None  # TUNDRA's deep snow, drawn over the ground
        self.setZValue(0)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_grid(self, on: bool) -> None:
        self.show_grid = on
        self.update()

    def boundingRect(self) -> QRectF:
        m = self.grid_step * 0.6
        return QRectF(-m, -m, self.width + 2 * m, self.depth + 2 * m)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = QRectF(0, 0, self.width, self.depth)
        paint_ground(painter, rect, self.ground, self.deep_snow)
        if self.show_grid:
            painter.setPen(cosmetic_pen(GRID_COLOUR, 1.0))
            x = self.grid_step
            while x < self.width - 1e-9:
                painter.drawLine(QLineF(x, 0.0, x, self.depth))
                x += self.grid_step
            y = self.grid_step
            while y < self.depth - 1e-9:
                painter.drawLine(QLineF(0.0, y, self.width, y))
                y += self.grid_step
            self._paint_coordinates(painter)
        painter.setPen(cosmetic_pen(TABLE_EDGE, 2.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect)

    def _paint_coordinates(self, painter: QPainter) -> None:
        """Grid numbers along the north and west edges, sized in table units so they print to scale."""
        font = QFont()
        font.setPointSizeF(max(self.grid_step * 0.07, 0.2))
        painter.setFont(font)
        painter.setPen(TABLE_EDGE)
        s = self.grid_step
        x = s
        while x < self.width + 1e-9:
            painter.drawText(QRectF(x - s / 2, -s * 0.2, s, s * 0.18), Qt.AlignmentFlag.AlignCenter, f"{x:g}")
            x += s
        y = s
        while y < self.depth + 1e-9:
            painter.drawText(
                QRectF(-s * 0.45, y - s * 0.1, s * 0.4, s * 0.2),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                f"{y:g}",
            )
            y += s
