"""Range rings around a counter: the direct-fire bands (shaded by their chance to hit), the infantry-fire maximum
ranges (dashed) and a mortar's maximum range (dotted), each with a label that keeps its pixel size at every zoom.
The rings' figures are the session's (session/range_rings.py); this only draws them."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from morefire_gui.gui.i18n import translate
from morefire_gui.gui.style import cosmetic_pen
from morefire_gui.session.range_rings import RangeRing, RingKind

RINGS_Z = 9  # under the counters (10), over the terrain
LABELS_Z = 9.6  # the rings' labels: over every ring and the registration points, under the counters
_STYLE = {
    RingKind.DIRECT_FIRE: Qt.PenStyle.SolidLine,
    RingKind.INFANTRY_FIRE: Qt.PenStyle.DashLine,
    RingKind.MORTAR: Qt.PenStyle.DotLine,
}


def ring_label(ring: RangeRing, named: bool = True) -> str:
    """What a ring's label says: the weapon, its reach, and for a direct-fire band its hit % and penetration (the
    gun ``named`` on one band only: its outermost, where the rings cross open ground more often)."""
    if ring.kind is RingKind.DIRECT_FIRE:
        band = translate("RangeRings", "≤{yards} yd: hit {hit}%, pen {pen}").format(
            yards=ring.yards, hit=ring.hit, pen=ring.pen
        )
        return f"{ring.weapon} {band}" if named else band
    if ring.kind is RingKind.INFANTRY_FIRE:
        return translate("RangeRings", "{weapon} fire (FIR) max {yards} yd").format(
            weapon=ring.weapon, yards=ring.yards
        )
    return translate("RangeRings", "{weapon} max {yards} yd (4.41)").format(weapon=ring.weapon, yards=ring.yards)


class RingLabel(QGraphicsItem):
    """A ring's label: boxed text of a fixed pixel size, beside a point where it stands on its ring (to its right,
    or to its left). It has several such places (``spots``, the first preferred): the board's layout puts it at the
    first that nothing else covers, and the counters' names keep clear of it (gui/board/board_layout.py)."""

    def __init__(self, text: str, colour: QColor, centre: QPointF, spots: Sequence[tuple[QPointF, bool]]) -> None:
        super().__init__()
        # An item of its own over every ring (not a child of its rings' item): another unit's rings never cross it.
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setZValue(LABELS_Z)
        self.centre = QPointF(centre)
        self.named = True  # it names its weapon (the layout places it before the weapon's other bands)
        self.text = text
        self.colour = colour
        self.spots = list(spots)
        self._font = QFont()
        self._font.setPointSizeF(8)
        fm = QFontMetricsF(self._font)
        self._w, self._h = fm.horizontalAdvance(text) + 8, fm.height() + 4
        self.place(0)

    def rect_for(self, left: bool) -> QRectF:
        return QRectF(-self._w - 3 if left else 3, -self._h / 2, self._w, self._h)

    def place(self, index: int) -> None:
        """Stand at the ``index``-th of its spots."""
        at, left = self.spots[index]
        self.prepareGeometryChange()
        self._rect = self.rect_for(left)
        self.setPos(self.centre + at)

    def boxes(self, pixels_per_unit: float) -> list[QRectF]:
        """Each spot's box in scene pixels (table units times ``pixels_per_unit``)."""
        out = []
        for at, left in self.spots:
            centre = (self.centre + at) * pixels_per_unit
            out.append(self.rect_for(left).translated(centre))
        return out

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setPen(cosmetic_pen(self.colour, 1.0))
        painter.setBrush(QColor(255, 255, 250, 225))
        painter.drawRoundedRect(self._rect, 3, 3)
        painter.setFont(self._font)
        painter.setPen(QColor("#111111"))
        painter.drawText(self._rect.adjusted(4, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter, self.text)


class RangeRingsItem(QGraphicsItem):
    """The rings of one unit, centred on it. The labels stand where the rings cross the line north of the unit (or
    south, ``southward``: toward the middle of the table, where there is room): direct-fire bands' to the right of
    it, the others' to its left, so that rings of one radius (a 1000-yard band and a TMG) do not share a place."""

    def __init__(
        self,
        unit_id: str,
        centre: tuple[float, float],
        rings: Sequence[RangeRing],
        colour: QColor,
        southward: bool = False,
    ) -> None:
        super().__init__()
        self.unit_id = unit_id
        self.rings = tuple(rings)
        self.colour = QColor(colour)
        self.setZValue(RINGS_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setPos(QPointF(*centre))
        reach = max((r.radius for r in self.rings), default=0.0)
        self._rect = QRectF(-reach, -reach, 2 * reach, 2 * reach).adjusted(-1, -1, 1, 1)
        self.labels: list[RingLabel] = []
        sign = 1.0 if southward else -1.0
        outermost: dict[str, float] = {}
        for ring in self.rings:
            if ring.kind is RingKind.DIRECT_FIRE:
                outermost[ring.weapon] = max(outermost.get(ring.weapon, 0.0), ring.radius)
        for ring in self.rings:
            first = ring.kind is not RingKind.DIRECT_FIRE or ring.radius == outermost[ring.weapon]
            left = ring.kind is not RingKind.DIRECT_FIRE
            r = ring.radius
            # Where the ring crosses the line toward the middle of the table, then the other way, then east and west,
            # on its own side first (bands right, the rest left), then the other.
            crossings = [QPointF(0, sign * r), QPointF(0, -sign * r), QPointF(r, 0), QPointF(-r, 0)]
            for k in range(1, 8):  # and round the ring, nearest the middle of the table first (a ring may reach off it)
                for turn in (k, -k):
                    a = math.radians(22.5 * turn)
                    crossings.append(QPointF(r * math.sin(a), sign * r * math.cos(a)))
            spots = [(at, side) for side in (left, not left) for at in crossings]
            label = RingLabel(ring_label(ring, first), self.colour, QPointF(*centre), spots)
            label.named = first  # the layout finds the named ones a place first
            self.labels.append(label)

    def add_to(self, scene: QGraphicsScene) -> None:
        """Put the rings and their labels on ``scene``."""
        scene.addItem(self)
        for label in self.labels:
            scene.addItem(label)

    def remove_from(self, scene: QGraphicsScene) -> None:
        for item in (self, *self.labels):
            if item.scene() is scene:
                scene.removeItem(item)

    def label_texts(self) -> list[str]:
        return [label.text for label in self.labels]

    def boundingRect(self) -> QRectF:
        return self._rect

    def shape(self) -> QPainterPath:
        return QPainterPath()  # a drawing only: a click goes to what lies under it

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        for ring in self.rings:
            if ring.kind is RingKind.DIRECT_FIRE and ring.hit:
                # The band, shaded by its chance to hit: the nearer, surer bands stand out.
                band = QPainterPath()
                band.addEllipse(QPointF(0, 0), ring.radius, ring.radius)
                inner = ring.radius * ring.inner_yards / ring.yards if ring.yards else 0.0
                if inner > 0:
                    band.addEllipse(QPointF(0, 0), inner, inner)
                fill = QColor(self.colour)
                fill.setAlpha(int(8 + 52 * ring.hit / 100))
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QBrush(fill))
                painter.drawPath(band)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(cosmetic_pen(QColor(255, 255, 255, 190), 3.5))
            painter.drawEllipse(QPointF(0, 0), ring.radius, ring.radius)
            painter.setPen(cosmetic_pen(self.colour.darker(130), 1.6, _STYLE[ring.kind]))
            painter.drawEllipse(QPointF(0, 0), ring.radius, ring.radius)
