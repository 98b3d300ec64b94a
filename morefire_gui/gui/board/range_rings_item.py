"""A unit's range rings on the board (session/range_rings.py): a circle for each direct-fire band, labelled with its
range, chance to hit and penetration; infantry fire's maximum range; a mortar's. Cosmetic pens and labels in pixels,
so that they read at every zoom."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from morefire_gui.gui.style import cosmetic_pen
from morefire_gui.session.range_rings import RangeRing, RingKind

__all__ = ["RING_COLOURS", "RangeRingsItem"]

RING_COLOURS = {RingKind.DIRECT_FIRE: QColor("#b3261e"), RingKind.INFANTRY_FIRE: QColor("#1f5fa8"),
                RingKind.MORTAR: QColor("#6a3d9a")}
RINGS_Z = 26.0  # over the terrain and the zones, under the fire line and the ruler


class RangeRingsItem(QGraphicsItem):
    def __init__(self) -> None:
        super().__init__()
        self.setZValue(RINGS_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.rings: tuple[RangeRing, ...] = ()
        self._font = QFont()
        self._font.setPixelSize(11)
        self.setVisible(False)

    def show_rings(self, centre: tuple[float, float] | None, rings: Sequence[RangeRing]) -> None:
        self.prepareGeometryChange()
        self.rings = tuple(rings) if centre is not None else ()
        if centre is not None:
            self.setPos(QPointF(*centre))
        self.setVisible(bool(self.rings))
        self.setToolTip("\n".join(r.label for r in self.rings))
        self.update()

    def labels(self) -> list[str]:
        return [r.label for r in self.rings]

    def boundingRect(self) -> QRectF:  # noqa: N802
        r = max((ring.radius for ring in self.rings), default=0.0) * 1.1 + 1.0
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for i, ring in enumerate(self.rings):
            colour = RING_COLOURS[ring.kind]
            style = Qt.PenStyle.SolidLine if ring.kind is RingKind.DIRECT_FIRE else Qt.PenStyle.DashLine
            painter.setPen(cosmetic_pen(colour, 2.0, style))
            painter.drawEllipse(QPointF(0, 0), ring.radius, ring.radius)
        # The labels in pixels: each where its ring crosses north of the unit, else south, east, west or a diagonal,
        # the first place in the view that no other label covers; a ring with none in sight goes unlabelled (the
        # item's tooltip says every ring whole).
        world = painter.worldTransform()
        device = painter.device()
        bounds = QRectF(0, 0, device.width(), device.height()) if device is not None else QRectF()
        painter.save()
        painter.resetTransform()
        painter.setFont(self._font)
        fm = QFontMetricsF(self._font)
        taken: list[QRectF] = []
        for ring in self.rings:
            text = ring.short or ring.label
            w, h = fm.horizontalAdvance(text) + 8, fm.height() + 2
            for dx, dy in _PLACES:
                at = world.map(QPointF(dx * ring.radius, dy * ring.radius))
                box = QRectF(at.x() - w / 2, at.y() - h / 2, w, h)
                if (bounds.isEmpty() or bounds.contains(box)) and not any(box.intersects(t) for t in taken):
                    break
            else:
                continue
            taken.append(box)
            painter.setPen(cosmetic_pen(RING_COLOURS[ring.kind], 1.0))
            painter.setBrush(QColor(255, 255, 250, 225))
            painter.drawRoundedRect(box, 3, 3)
            painter.setPen(QColor("#151515"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()


_D = 0.7071
_PLACES = ((0.0, -1.0), (0.0, 1.0), (1.0, 0.0), (-1.0, 0.0), (_D, -_D), (-_D, -_D), (_D, _D), (-_D, _D))
