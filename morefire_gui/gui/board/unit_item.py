"""One unit's counter: a vehicle as its casting's footprint with a facing mark, infantry and guns as a base
with their type code; coloured by side; status marked on it."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPolygonF, QTextOption, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)
from shapely.geometry import Polygon

from morefire_gui.gui.i18n import tr
from morefire_gui.gui.style import SELECTION, cosmetic_pen
from morefire_gui.model.battle import Unit
from morefire_gui.model.terms import Status
from morefire_gui.rules.catalogue import CatalogueEntry, UnitKind

STATUS_MARKS = {Status.SUPPRESSED: "SUP", Status.IMMOBILIZED: "IMM", Status.DESTROYED: "KO",
                Status.DEFILADE: "DEF", Status.HIDDEN: "HID", Status.SPOTTED: "SPT"}


class UnitLabel(QGraphicsSimpleTextItem):
    """A label that keeps its size on screen whatever the zoom."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        font = QFont()
        font.setPointSizeF(7.5)
        self.setFont(font)
        self.setBrush(QColor("#1d1d1d"))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Its text laid out once into a pixmap: a drag's repaint near a counter then copies it rather than shaping
        # the text again (docs/performance.md).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)


class UnitItem(QGraphicsRectItem):
    """Mirrors one unit by id. Dragging and turning are handled by the board's tools, which ask the session.

    A rectangle item whose rectangle is the counter's bounds (with room for its marks), so that Qt reads the
    bounding rectangle in C++: it asks for it of every counter near each repaint, hundreds of times a mouse move
    on a crowded table (docs/performance.md). The item paints itself; the rectangle is never drawn."""

    def __init__(self, unit: Unit, entry: CatalogueEntry | None, footprint: Polygon, colour: QColor) -> None:
        super().__init__()
        self.setPen(Qt.PenStyle.NoPen)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, True)
        self.setZValue(10)
        # As terrain: one pixmap per counter at the view's zoom, refreshed by update() and set_unit().
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.label = UnitLabel(self)
        self.highlighted = False
        self.zone_mark: str | None = None  # in a damage zone: "in" or "partly"
        self.masked = False  # the other side's hidden position: drawn as an anonymous marker
        self.set_unit(unit, entry, footprint, colour)

    @property
    def unit_id(self) -> str:
        return self.unit.id

    def set_unit(self, unit: Unit, entry: CatalogueEntry | None, footprint: Polygon, colour: QColor) -> None:
        self.prepareGeometryChange()
        self.unit, self.entry, self.colour = unit, entry, colour
        self._footprint = footprint
        self.setPos(*unit.at)
        cx, cy = unit.at
        self._outline = QPolygonF([QPointF(x - cx, y - cy) for x, y in list(footprint.exterior.coords)[:-1]])
        self._path = QPainterPath()
        self._path.addPolygon(self._outline)
        self._path.closeSubpath()
        self.setRect(self._path.boundingRect().adjusted(-0.3, -0.3, 0.3, 0.3))
        self._front = self._outline[0], self._outline[1]
        code = entry.code if entry is not None else unit.type
        marks = [STATUS_MARKS[s] for s in unit.status if s in STATUS_MARKS and s is not Status.SPOTTED]
        if unit.wave is not None:
            marks.append(f"wave {unit.wave}")  # ISLAND A: only its own side sees it before it lands
        self.label.setText(f"{unit.name or code}" + (f" [{' '.join(marks)}]" if marks else ""))
        half = self._path.boundingRect().height() / 2
        self.label.setPos(QPointF(-0.0, half + 0.05))
        rect = self.label.boundingRect()
        self.label.setTransform(QTransform.fromTranslate(-rect.width() / 2, 0))
        kind = entry.kind.value if entry is not None else "unknown"
        self.setToolTip(tr("{id}: {value} ({kind}), side {side}, facing {facing:g}°").format(id=unit.id,
                value=entry.name if entry else unit.type, kind=kind, side=unit.side, facing=unit.facing) + (f", {', '.join(s.value for s in unit.status)}"
                                                       if unit.status else ""))
        if self.masked:
            self._mask()
        self.update()

    def set_masked(self, masked: bool, marker_side: float) -> None:
        """Show the other side's hidden position as an anonymous marker: a plain square of one size, no facing,
        no type, no name (its footprint would tell a Tiger from a fake)."""
        if masked == self.masked and masked:
            return
        self.masked = masked
        self._marker_side = marker_side
        self.set_unit(self.unit, self.entry, self._footprint, self.colour)

    def _mask(self) -> None:
        self.prepareGeometryChange()
        h = getattr(self, "_marker_side", 0.55) / 2
        self._outline = QPolygonF([QPointF(-h, -h), QPointF(h, -h), QPointF(h, h), QPointF(-h, h)])
        self._path = QPainterPath()
        self._path.addPolygon(self._outline)
        self._path.closeSubpath()
        self.setRect(self._path.boundingRect().adjusted(-0.3, -0.3, 0.3, 0.3))
        self._front = self._outline[0], self._outline[1]
        self.label.setText("?")
        self.label.setPos(QPointF(0.0, h + 0.05))
        self.label.setTransform(QTransform.fromTranslate(-self.label.boundingRect().width() / 2, 0))
        self.setToolTip(tr("Hidden position: a unit or a fake marker, revealed when it fires, is fired on or moves"))

    def _width(self) -> float:
        """The counter's width across its facing, in table units."""
        a, b = self._front
        return ((a.x() - b.x()) ** 2 + (a.y() - b.y()) ** 2) ** 0.5

    @property
    def is_vehicle(self) -> bool:
        return self.entry is not None and self.entry.kind is UnitKind.VEHICLE

    def shape(self) -> QPainterPath:
        return self._path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.masked:
            painter.setBrush(QBrush(self.colour.lighter(130)))
            painter.setPen(cosmetic_pen(QColor("#111111"), 1.2, Qt.PenStyle.DashLine))
            painter.drawPath(self._path)
            if self.isSelected() or self.zone_mark is not None:
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(cosmetic_pen(SELECTION, 2.5))
                painter.drawPath(self._path)
            return
        destroyed = self.unit.has(Status.DESTROYED)
        fill = QColor(self.colour)
        if destroyed:
            fill = QColor(70, 70, 70)
        painter.setBrush(QBrush(fill))
        painter.setPen(cosmetic_pen(QColor("#111111"), 1.2))
        painter.drawPath(self._path)
        # Facing mark: the front edge drawn bold, and a tick from the centre to the front.
        a, b = self._front
        mid = QPointF((a.x() + b.x()) / 2, (a.y() + b.y()) / 2)
        painter.setPen(cosmetic_pen(QColor("#f4f1e6"), 2.0))
        painter.drawLine(a, b)
        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        width_px = self._width() * lod
        if self.is_vehicle and self.entry is not None and self.entry.vehicle is not None \
                and self.entry.vehicle.turret and width_px >= 14:
            # A turret, with its gun along the facing, once the counter is big enough on screen to show it.
            r = self._width() * 0.32
            painter.setBrush(QBrush(fill.darker(125)))
            painter.setPen(cosmetic_pen(QColor("#111111"), 1.0))
            painter.drawEllipse(QPointF(0, 0), r, r)
            painter.setPen(cosmetic_pen(QColor("#111111"), max(1.5, width_px * 0.08)))
            painter.drawLine(QPointF(0, 0), QPointF(mid.x() * 1.25, mid.y() * 1.25))
        else:
            painter.drawLine(QPointF(0, 0), mid)
        if not self.is_vehicle and width_px >= 22:
            # Infantry and guns: the type code on the base, as on a printed counter.
            code = self.entry.code if self.entry is not None else self.unit.type
            font = QFont()
            font.setPixelSize(max(1, int(width_px * 0.3)))
            font.setBold(True)
            painter.save()
            world = painter.worldTransform()
            origin = world.map(QPointF(0, 0))
            painter.resetTransform()
            painter.setFont(font)
            painter.setPen(QColor("#f4f1e6"))
            box = QRectF(origin.x() - width_px / 2, origin.y() - width_px / 2 + width_px * 0.12, width_px, width_px)
            painter.drawText(box, code, QTextOption(Qt.AlignmentFlag.AlignCenter))
            painter.restore()
        if self.unit.has(Status.SUPPRESSED):
            painter.setPen(cosmetic_pen(QColor("#f2c230"), 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self._path)
        if self.unit.has(Status.IMMOBILIZED):
            painter.setPen(cosmetic_pen(QColor("#ff8c1a"), 2.5))
            rect = self._path.boundingRect()
            painter.drawLine(rect.topLeft(), rect.bottomRight())
        if destroyed:
            painter.setPen(cosmetic_pen(QColor("#e8281b"), 2.5))
            rect = self._path.boundingRect()
            painter.drawLine(rect.topLeft(), rect.bottomRight())
            painter.drawLine(rect.topRight(), rect.bottomLeft())
        if self.unit.has(Status.HIDDEN):
            painter.setPen(cosmetic_pen(QColor("#ffffff"), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self._path)
        if self.zone_mark is not None:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            style = Qt.PenStyle.SolidLine if self.zone_mark == "in" else Qt.PenStyle.DashLine
            painter.setPen(cosmetic_pen(QColor("#ff2a00"), 3.0, style))
            rect = self._path.boundingRect()
            r = max(rect.width(), rect.height()) * 0.75
            painter.drawEllipse(QPointF(0, 0), r, r)
        if self.isSelected() or self.highlighted:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(cosmetic_pen(SELECTION, 2.5))
            painter.drawPath(self._path)
