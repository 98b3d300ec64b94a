"""Small on-screen handles (the turning handle of a counter) that keep their pixel size at every zoom."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from morefire_gui.gui.i18n import tr
from morefire_gui.gui.style import SELECTION, cosmetic_pen

HANDLE_PIXELS = 7.0


class TurnHandle(QGraphicsItem):
    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setZValue(40)
        self.setToolTip(tr("Drag to turn the counter (Shift: 15° steps)"))

    def boundingRect(self) -> QRectF:
        r = HANDLE_PIXELS + 1
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(cosmetic_pen(SELECTION, 2.0))
        painter.setBrush(QColor("white"))
        painter.drawEllipse(QRectF(-HANDLE_PIXELS, -HANDLE_PIXELS, 2 * HANDLE_PIXELS, 2 * HANDLE_PIXELS))
