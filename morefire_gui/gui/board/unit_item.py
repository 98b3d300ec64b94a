"""One unit's counter: its true footprint outlined to scale (for measuring), and a counter of at least
:data:`~morefire_gui.gui.board.counter_marks.COUNTER_PX` pixels with a NATO-style symbol in its side's colour, a
pointer towards its facing and its status marks (gui/board/counter_marks.py), and its short name as its label.

Where the square and the label go at the view's zoom is the board's layout's to say (gui/board/label_layout.py,
:meth:`UnitItem.set_layout`): the square stands on the footprint when there is room for it, else as near as it can,
with a leader line to the footprint; a label the layout has no room for shows while the mouse is on the counter."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from morefire_gui.geometry.board_shapes import outline_corners
from morefire_gui.geometry.shapes import Shape
from morefire_gui.gui.board.counter_marks import COUNTER_PX, POINTER_PX, CounterLook, Symbol, paint_counter, symbol_of
from morefire_gui.gui.i18n import number, tr
from morefire_gui.gui.said import entry_name, said
from morefire_gui.gui.style import SELECTION, cosmetic_pen
from morefire_gui.model.battle import Unit
from morefire_gui.model.terms import Status
from morefire_gui.rules.catalogue.entries import CatalogueEntry, UnitKind

LABEL_PX = 11  # a counter's label, in pixels
LABEL_TEXT = QColor("#151515")
LABEL_BACK = QColor(255, 255, 248, 200)
LABEL_BAR_PX = 3  # the bar in the side's colour before a label's name, in pixels
UNIT_Z = 10.0
HOVER_Z = 40.0  # a counter under the mouse, with its label, over everything else on the board


class UnitLabel(QGraphicsRectItem):
    """A counter's label: its short name on a pale band edged in its side's colour, with a bar of that colour before
    the name, a fixed size at every zoom: two sides' counters of one type read alike ("R 1" and "R 1") and the
    colour tells whose each is, as the counter's square does, where the layout put the label away from it. Its top
    left corner is at ``offset`` pixels from its position (the counter's square's centre)."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setPen(Qt.PenStyle.NoPen)  # a rectangle item: its bounding rectangle is read in C++ (as the square's)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Laid out once into a pixmap: a drag's repaint near a counter copies it (docs/performance.md).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._font = QFont()
        self._font.setPixelSize(LABEL_PX)
        self._text = ""
        self._size = (0.0, 0.0)
        self.offset = QPointF(0, 0)
        self.colour: QColor | None = None  # its side's (None: a plain band)

    def text(self) -> str:
        return self._text

    def set_colour(self, colour: QColor | None) -> None:
        """The side's colour the band is edged and marked in."""
        if colour != self.colour:
            self.colour = QColor(colour) if colour is not None else None
            self.update()

    def setText(self, text: str) -> None:
        if text == self._text:
            return
        self._text = text
        fm = QFontMetricsF(self._font)
        self._size = (fm.horizontalAdvance(text) + 6 + LABEL_BAR_PX, fm.height() + 1) if text else (0.0, 0.0)
        self.setRect(QRectF(self.offset.x(), self.offset.y(), *self._size))
        self.update()

    def size(self) -> tuple[float, float]:
        return self._size

    def set_offset(self, x: float, y: float) -> None:
        if (x, y) != (self.offset.x(), self.offset.y()):
            self.offset = QPointF(x, y)
            self.setRect(QRectF(x, y, *self._size))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self._text:
            return
        rect = self.boundingRect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(LABEL_BACK)
        painter.drawRoundedRect(rect, 3, 3)
        if self.colour is not None:
            painter.setBrush(self.colour)
            painter.drawRoundedRect(QRectF(rect.left(), rect.top(), LABEL_BAR_PX + 2, rect.height()), 2, 2)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(cosmetic_pen(self.colour, 1.0))
            painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 3, 3)
        painter.setFont(self._font)
        painter.setPen(LABEL_TEXT)
        painter.drawText(rect.adjusted(LABEL_BAR_PX, 0, 0, 0), Qt.AlignmentFlag.AlignCenter, self._text)


class CounterSquare(QGraphicsRectItem):
    """The counter as a player reads it: a square of a fixed size in pixels, its symbol and marks; when the layout
    moved it off its footprint, a leader line back to it. Its position is the square's centre.

    A rectangle item whose rectangle is what it paints, so that Qt reads the bounding rectangle in C++: an item that
    ignores the view's transformations is asked for it on every repaint (docs/performance.md)."""

    def __init__(self, parent: UnitItem) -> None:
        super().__init__(parent)
        self.setPen(Qt.PenStyle.NoPen)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptHoverEvents(True)
        self.owner = parent
        self.side = COUNTER_PX
        self.look: CounterLook | None = None
        self.shift = QPointF(0, 0)  # pixels from the unit's place to the square's centre

    def set_look(self, look: CounterLook, side: float, shift: QPointF) -> None:
        if (look, side, shift) != (self.look, self.side, self.shift):
            self.look, self.side, self.shift = look, side, QPointF(shift)
            m = POINTER_PX + 4.0
            rect = self.square().adjusted(-m, -m, m, m)
            if self.shift.manhattanLength() > 0:
                rect = rect.united(QRectF(-self.shift.x() - 2, -self.shift.y() - 2, 4, 4))
            self.setRect(rect)
            self.update()

    def square(self) -> QRectF:
        return QRectF(-self.side / 2, -self.side / 2, self.side, self.side)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.square())
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.look is None:
            return
        if self.shift.manhattanLength() > 0.5:
            # Moved off its footprint to be read: a line back to where the unit stands.
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setPen(cosmetic_pen(QColor(20, 20, 20, 200), 1.2))
            painter.drawLine(QPointF(0, 0), QPointF(-self.shift.x(), -self.shift.y()))
            painter.setBrush(QColor(20, 20, 20, 220))
            painter.drawEllipse(QPointF(-self.shift.x(), -self.shift.y()), 1.6, 1.6)
        paint_counter(painter, self.square(), self.look)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.owner.set_hovered(True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.owner.set_hovered(False)


class UnitItem(QGraphicsRectItem):
    """Mirrors one unit by id. Dragging and turning are handled by the board's tools, which ask the session.

    A rectangle item whose rectangle is the footprint's bounds, so that Qt reads the bounding rectangle in C++: it
    asks for it of every counter near each repaint, hundreds of times a mouse move on a crowded table
    (docs/performance.md). The item paints the footprint; its children the square and the label."""

    def __init__(
        self,
        unit: Unit,
        entry: CatalogueEntry | None,
        footprint: Shape,
        colour: QColor,
        short_name: str = "",
        side_label: str = "",
        moved_words: str = "",
    ) -> None:
        super().__init__()
        self.setPen(Qt.PenStyle.NoPen)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, True)
        self.setZValue(UNIT_Z)
        self.setAcceptHoverEvents(True)
        # As terrain: one pixmap per counter at the view's zoom, refreshed by update() and set_unit().
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.square = CounterSquare(self)
        self.label = UnitLabel(self)
        self.highlighted = False
        self.zone_mark: str | None = None  # in a damage zone: "in" or "partly"
        self.masked = False  # the other side's hidden position: drawn as an anonymous marker
        self.fired = False  # it has fired this turn (the session's marks)
        self.short_name = ""  # its label's text, as names.unit_label gives it
        self.side_label = side_label  # its side as the players read it (names.side_name), for its tooltip
        self.moved_words = (
            moved_words  # its move of the turn in words (sequence_of_play.move_of_the_turn), for its tooltip
        )
        self.hovered = False
        self.label_placed = True  # the layout found the label a place (else it shows on hover)
        self.stacked = 0  # counters the layout gathered under this one
        self.stacked_on: str | None = None  # the counter this one is gathered under (it is not drawn)
        self.gathered: list[str] = []  # the names of the counters gathered under this one (its tooltip says them)
        self._tip = ""
        self._shift = QPointF(0, 0)
        self._pixels_per_unit = 0.0
        self.set_unit(unit, entry, footprint, colour, short_name)

    @property
    def unit_id(self) -> str:
        return self.unit.id

    def set_unit(
        self,
        unit: Unit,
        entry: CatalogueEntry | None,
        footprint: Shape,
        colour: QColor,
        short_name: str | None = None,
        side_label: str | None = None,
        moved_words: str | None = None,
    ) -> None:
        self.prepareGeometryChange()
        if side_label is not None:
            self.side_label = side_label
        if moved_words is not None:
            self.moved_words = moved_words
        self.unit, self.entry, self.colour = unit, entry, colour
        if short_name is not None:
            self.short_name = short_name
        self._footprint = footprint
        self.setPos(*unit.at)
        cx, cy = unit.at
        self._outline = QPolygonF([QPointF(x - cx, y - cy) for x, y in outline_corners(footprint)])
        self._path = QPainterPath()
        self._path.addPolygon(self._outline)
        self._path.closeSubpath()
        self.setRect(self._path.boundingRect().adjusted(-0.3, -0.3, 0.3, 0.3))
        self._front = self._outline.at(0), self._outline.at(1)
        self.symbol = symbol_of(entry)
        self.label.set_colour(colour)
        self.label.setText(self.short_name or (unit.name or (entry.code if entry is not None else unit.type)))
        kind = said(entry.kind.value) if entry is not None else tr("unknown")
        name = self.short_name or unit.name or (entry_name(entry) if entry else unit.type)
        self._tip = (
            # Whole degrees: a move leaves a facing at any fraction.
            tr("{name}: {value} ({kind}), side {side}, facing {facing}°").format(
                name=name,
                value=entry_name(entry) if entry else unit.type,
                kind=kind,
                side=self.side_label or unit.side,
                facing=number(round(unit.facing) % 360),
            )
            + (f", {', '.join(said(s.value) for s in unit.status)}" if unit.status else "")
            + (tr(", has fired this turn") if self.fired else "")
            # Its move of the turn in words, as the roster says it ("mounted T-34 #2"), not the record's code.
            + (", " + (self.moved_words or tr("moved this turn")) if unit.moved is not None else "")
        )
        self._show_tip()
        if self.masked:
            self._mask()
        self._refresh_square()
        self.update()

    def set_gathered(self, names: list[str]) -> None:
        """The counters the layout gathered under this one, by name: its tooltip says them."""
        if names != self.gathered:
            self.gathered = list(names)
            self._show_tip()

    def _show_tip(self) -> None:
        tip = self._tip
        if self.gathered:
            tip += "\n" + tr("Gathered under it, too close to draw apart at this zoom: {names}").format(
                names=", ".join(self.gathered)
            )
        self.setToolTip(tip)

    def set_masked(self, masked: bool, marker_side: float) -> None:
        """Show the other side's hidden position as an anonymous marker: a plain square of one size, no facing,
        no type, no name (its footprint would tell a Tiger from a fake)."""
        if masked == self.masked and masked:
            return
        self.masked = masked
        self._marker_side = marker_side
        self.set_unit(self.unit, self.entry, self._footprint, self.colour)

    def set_fired(self, fired: bool) -> None:
        if fired != self.fired:
            self.fired = fired
            self.set_unit(self.unit, self.entry, self._footprint, self.colour)

    def _mask(self) -> None:
        self.prepareGeometryChange()
        h = getattr(self, "_marker_side", 0.55) / 2
        self._outline = QPolygonF([QPointF(-h, -h), QPointF(h, -h), QPointF(h, h), QPointF(-h, h)])
        self._path = QPainterPath()
        self._path.addPolygon(self._outline)
        self._path.closeSubpath()
        self.setRect(self._path.boundingRect().adjusted(-0.3, -0.3, 0.3, 0.3))
        self._front = self._outline.at(0), self._outline.at(1)
        self.symbol = Symbol.UNKNOWN
        self.label.setText("?")
        self._tip = tr("Hidden position: a unit or a fake marker, revealed when it fires, is fired on or moves")
        self._show_tip()

    # -- what the layout needs and what it decided -------------------------------------------------------------------
    def footprint_pixels(self, pixels_per_unit: float) -> tuple[float, float]:
        """The footprint's bounds on screen at a zoom, in pixels."""
        rect = self._path.boundingRect()
        return rect.width() * pixels_per_unit, rect.height() * pixels_per_unit

    def square_side(self, pixels_per_unit: float) -> float:
        """The square's side at a zoom: the minimum, or bigger inside a footprint that has room for more."""
        w, h = self.footprint_pixels(pixels_per_unit)
        return max(COUNTER_PX, min(COUNTER_PX * 1.6, min(w, h) * 0.7))

    def fits_footprint(self, pixels_per_unit: float) -> bool:
        """Whether the square fits on the footprint at a zoom (then it is never moved: it is where the unit is)."""
        return min(self.footprint_pixels(pixels_per_unit)) >= COUNTER_PX + 2 * POINTER_PX

    def footprint_box(self, pixels_per_unit: float) -> QRectF:
        """The footprint's bounds, in scene pixels."""
        rect = self._path.boundingRect().translated(self.pos())
        return QRectF(
            rect.x() * pixels_per_unit,
            rect.y() * pixels_per_unit,
            rect.width() * pixels_per_unit,
            rect.height() * pixels_per_unit,
        )

    def set_layout(
        self,
        pixels_per_unit: float,
        shift: QPointF | None,
        label_offset: QPointF | None,
        stacked: int = 0,
        stacked_on: str | None = None,
    ) -> None:
        """Where the layout put the square (``shift``, pixels from the unit's place; None: stacked under another)
        and the label (its top left corner in pixels from the square's centre; None: shown only on hover)."""
        self._pixels_per_unit = pixels_per_unit
        self.stacked, self.stacked_on = stacked, stacked_on
        self._shift = QPointF(shift) if shift is not None else QPointF(0, 0)
        ppu = pixels_per_unit or 1.0
        self.square.setPos(self._shift.x() / ppu, self._shift.y() / ppu)
        self.label.setPos(self.square.pos())
        self.label_placed = label_offset is not None
        if label_offset is not None:
            self.label.set_offset(label_offset.x(), label_offset.y())
        else:  # on hover: under the square
            w, _ = self.label.size()
            side = self.square_side(ppu)
            self.label.set_offset(-w / 2, side / 2 + POINTER_PX)
        self.square.setVisible(stacked_on is None)
        self._refresh_square()
        self._show_label()

    def set_hovered(self, on: bool) -> None:
        if on != self.hovered:
            self.hovered = on
            self.setZValue(HOVER_Z if on else UNIT_Z)
            self._show_label()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.set_hovered(True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.set_hovered(False)

    def _show_label(self) -> None:
        self.label.setVisible(
            bool(self.label.text()) and self.stacked_on is None and (self.label_placed or self.hovered)
        )

    def _refresh_square(self) -> None:
        masked = self.masked
        look = CounterLook(
            self.colour,
            self.symbol,
            None if masked else self.unit.facing,
            frozenset(self.unit.status) if not masked else frozenset(),
            self.fired and not masked,
            self.unit.wave if not masked else None,
            self.stacked,
            self.isSelected() or self.highlighted,
            self.zone_mark,
            moved=self.unit.moved is not None and not masked,
        )
        self.square.set_look(look, self.square_side(self._pixels_per_unit or 1.0), self._shift)

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:
        if change == QGraphicsItem.GraphicsItemChange.ItemSelectedHasChanged:
            self._refresh_square()
        return super().itemChange(change, value)

    def update(self, *args: Any) -> None:
        """Repaint the footprint and the square (a zone mark, a highlight)."""
        self._refresh_square()
        super().update(*args)

    # -- painting ------------------------------------------------------------------------------------------------------
    def _width(self) -> float:
        """The counter's width across its facing, in table units."""
        a, b = self._front
        return math.hypot(a.x() - b.x(), a.y() - b.y())

    @property
    def is_vehicle(self) -> bool:
        return self.entry is not None and self.entry.kind is UnitKind.VEHICLE

    def shape(self) -> QPainterPath:
        return self._path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """The footprint to scale: filled in the side's colour, its front edge drawn bold; pale where the square
        stands off it or is larger than it."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        destroyed = self.unit.has(Status.DESTROYED) and not self.masked
        fill = QColor(70, 70, 70) if destroyed else QColor(self.colour)
        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        big = min(self.footprint_pixels(lod)) >= COUNTER_PX + 2 * POINTER_PX
        if not big:
            fill.setAlpha(150)
        painter.setBrush(QBrush(fill))
        dash = Qt.PenStyle.DashLine if self.masked else Qt.PenStyle.SolidLine
        painter.setPen(cosmetic_pen(QColor("#111111"), 1.2 if big else 1.0, dash))
        painter.drawPath(self._path)
        if not self.masked:
            a, b = self._front
            painter.setPen(cosmetic_pen(QColor("#f4f1e6"), 2.0 if big else 1.2))
            painter.drawLine(a, b)
        if self.isSelected() or self.highlighted:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(cosmetic_pen(SELECTION, 2.5))
            painter.drawPath(self._path)
