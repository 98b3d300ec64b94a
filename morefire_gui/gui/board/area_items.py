"""Area templates drawn to scale on the board: rule 3.5's 100-yard target square and a 3.6 minefield section
about to be laid. Drawing only; which units are inside is the session's geometry's answer."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPolygonF, QTextOption
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from morefire_gui.geometry.shapes import XY
from morefire_gui.gui.style import cosmetic_pen

TARGET = QColor("#c4200f")
SECTION = QColor("#a3271b")


class CaptionItem(QGraphicsItem):
    """A boxed caption centred above its position, at the same pixel size at every zoom."""

    def __init__(self, colour: QColor, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.colour = colour
        self.text = ""
        self._font = QFont()
        self._font.setPixelSize(12)
        self._font.setBold(True)

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self.text = text
        self.update()

    def boundingRect(self) -> QRectF:
        width = QFontMetricsF(self._font).horizontalAdvance(self.text) + 12 if self.text else 0.0
        return QRectF(-width / 2, -26, width, 21)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        box = self.boundingRect().adjusted(0.5, 0.5, -0.5, -0.5)
        painter.setPen(cosmetic_pen(self.colour, 1.2))
        painter.setBrush(QColor(255, 255, 250, 235))
        painter.drawRoundedRect(box, 3, 3)
        painter.setFont(self._font)
        painter.setPen(QColor("#111111"))
        painter.drawText(box, self.text, QTextOption(Qt.AlignmentFlag.AlignCenter))


class AreaTemplateItem(QGraphicsItem):
    """A polygon on the table with a caption above it: dashed while it follows the mouse, solid once placed."""

    def __init__(self, colour: QColor = TARGET) -> None:
        super().__init__()
        self.setZValue(29)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.colour = colour
        self.corners: list[XY] = []
        self.placed = False
        self.caption = CaptionItem(colour, self)
        self._bounds = QRectF()
        self.setVisible(False)

    @property
    def caption_text(self) -> str:
        return self.caption.text

    def show_area(self, corners: list[XY] | tuple[XY, ...], caption: str = "", placed: bool = False) -> None:
        self.prepareGeometryChange()
        self.corners, self.placed = list(corners), placed
        if self.corners:
            xs, ys = [p[0] for p in self.corners], [p[1] for p in self.corners]
            self._bounds = QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
            self.caption.setPos(QPointF((min(xs) + max(xs)) / 2, min(ys)))
        else:
            self._bounds = QRectF()
        self.caption.set_text(caption)
        self.setVisible(bool(self.corners))
        self.update()

    def clear(self) -> None:
        self.show_area([])

    def boundingRect(self) -> QRectF:
        return self._bounds.adjusted(-0.1, -0.1, 0.1, 0.1)

    def shape(self) -> QPainterPath:
        return QPainterPath()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.corners:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        fill = QColor(self.colour)
        fill.setAlpha(55 if self.placed else 35)
        painter.setBrush(fill)
        painter.setPen(
            cosmetic_pen(
                self.colour, 2.5 if self.placed else 2.0, Qt.PenStyle.SolidLine if self.placed else Qt.PenStyle.DashLine
            )
        )
        painter.drawPolygon(QPolygonF([QPointF(x, y) for x, y in self.corners]))
