"""The table itself: its surface, edge and the optional grid (every 6 in or 10 cm) with coordinates."""

from __future__ import annotations

from PySide6.QtCore import QLineF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPainterPath
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
        self.draw(painter, self.show_grid)

    def draw(self, painter: QPainter, grid: bool) -> None:
        """The ground, the grid and its numbers where ``grid``, and the table's edge."""
        rect = QRectF(0, 0, self.width, self.depth)
        paint_ground(painter, rect, self.ground, self.deep_snow)
        if grid:
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

    def _numbers_font(self) -> QFont:
        font = QFont()
        font.setPointSizeF(max(self.grid_step * 0.07, 0.2))
        return font

    def number_places(self) -> list[tuple[QRectF, Qt.AlignmentFlag, str]]:
        """The grid numbers along the north and west edges: each one's cell (table units), how it is aligned in it,
        and its text."""
        s = self.grid_step
        out: list[tuple[QRectF, Qt.AlignmentFlag, str]] = []
        x = s
        while x < self.width + 1e-9:
            out.append((QRectF(x - s / 2, -s * 0.2, s, s * 0.18), Qt.AlignmentFlag.AlignCenter, f"{x:g}"))
            x += s
        y = s
        while y < self.depth + 1e-9:
            right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            out.append((QRectF(-s * 0.45, y - s * 0.1, s * 0.4, s * 0.2), right, f"{y:g}"))
            y += s
        return out

    def number_boxes(self) -> list[QRectF]:
        """Where the grid numbers are written (table units): each number's own width and height in its cell, as the
        board's captions keep off them; none when the grid is not shown."""
        if not self.show_grid:
            return []
        # Measured at a hundred times the size and scaled down: a font a fraction of a point high is measured by
        # whole pixels.
        font = self._numbers_font()
        size = font.pointSizeF()
        font.setPointSizeF(size * 100)
        metrics = QFontMetricsF(font)
        out = []
        for cell, align, text in self.number_places():
            w, h = metrics.horizontalAdvance(text) / 100, metrics.height() / 100
            x = cell.right() - w if align & Qt.AlignmentFlag.AlignRight else cell.center().x() - w / 2
            # Half its height either side and a quarter above and below: drawn at a fraction of a point, the text is
            # spaced and placed to a pixel or two.
            out.append(QRectF(x, cell.center().y() - h / 2, w, h).adjusted(-h / 2, -h / 4, h / 2, h / 4))
        return out

    def _paint_coordinates(self, painter: QPainter) -> None:
        """Grid numbers along the north and west edges, sized in table units so they print to scale."""
        painter.setFont(self._numbers_font())
        painter.setPen(TABLE_EDGE)
        for cell, align, text in self.number_places():
            painter.drawText(cell, align, text)
