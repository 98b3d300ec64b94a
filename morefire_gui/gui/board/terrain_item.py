"""One terrain piece, painted by kind: areas filled and patterned, lines stroked, points marked.

The pieces are painted together into the board's background layer (:meth:`BoardScene.drawBackground`), which the
view keeps as one pixmap and paints again only after a terrain edit or a zoom (docs/performance.md); the item
itself draws only what changes under the player's hand: the highlight of a blocker, the selection, the vertices
being edited. With none of those it has no contents, and Qt does not visit it when it repaints."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from morefire_gui.geometry.board_shapes import label_point, line_midpoint
from morefire_gui.geometry.shapes import XY, strip_rings
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import said
from morefire_gui.gui.style import HIGHLIGHT, POINT_MARKS, SELECTION, STYLES, cosmetic_pen, hill_fill
from morefire_gui.model.battle import TerrainPiece
from morefire_gui.model.terms import TerrainKind

STROKED_PIXELS = 1.5
"""A line piece at most this wide on screen is stroked with a pen; a wider one is filled from its strip."""


def ice_text(holds: bool) -> str:
    return tr("ice holds") if holds else tr("ice does not hold")


SMALL_LEVEL = 0.75  # of a hill's level's size, its smaller form's (a hill crowded with counters)


class TerrainItem(QGraphicsItem):
    """Mirrors one :class:`TerrainPiece` by id. It never changes the battle; tools do, through the session."""

    def __init__(self, piece: TerrainPiece, point_radius: float) -> None:
        super().__init__()
        self.point_radius = point_radius
        self._highlighted = False
        self.show_vertices = False
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, True)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
        # A highlight or selection is drawn once into a pixmap at the view's zoom and reused while a drag
        # repaints bands across it.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.set_piece(piece)

    @property
    def highlighted(self) -> bool:
        return self._highlighted

    @highlighted.setter
    def highlighted(self, on: bool) -> None:
        self._highlighted = on
        self._sync_contents()

    def _sync_contents(self) -> None:
        """Contents only while there is something to draw over the background layer's picture of the piece. An item
        without contents is not repainted where it was (Qt skips it), so the highlight or selection it drew is
        painted over by the scene first."""
        empty = not (self._highlighted or self.isSelected())
        scene = self.scene()
        if empty and scene is not None and not self.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents:
            self.update()
            scene.update(self.sceneBoundingRect())
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, empty)

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: Any) -> Any:
        if change == QGraphicsItem.GraphicsItemChange.ItemSelectedHasChanged:
            self._sync_contents()
        return super().itemChange(change, value)

    @property
    def piece_id(self) -> str:
        return self.piece.id

    def set_piece(self, piece: TerrainPiece) -> None:
        self.prepareGeometryChange()
        self.piece = piece
        self.style = STYLES[piece.kind]
        z = self.style.z + (0.01 * (piece.level or 0))
        self.setZValue(z)
        self._path = self._build_path()
        self._strips: dict[float, QPainterPath] = {}
        self._shape = self._build_shape()
        self._texts: list[tuple[str, QRectF, QFont, QColor]] | None = None
        # A hill's level: where it may be written (the scene's, from geometry/label_spots.py) and which the layout took
        # (None: nowhere free, the level is read from the hill's shade, the legend and the tooltip).
        self.level_spots: list[tuple[float, float]] = []
        self.small_level_spots: list[tuple[float, float]] = []  # and where its smaller form may be
        self.level_choice: int | None = 0
        m = max(self._line_width(), self.point_radius) + 0.5
        # Qt asks for the bounding rectangle of every piece near each repainted region: keep it ready.
        self._bounds = self._path.boundingRect().adjusted(-m, -m, m, m)
        if piece.ice_holds is not None:  # room for the ice's label (TUNDRA), wider than a narrow stream
            self._bounds = self._bounds.united(self._bounds.adjusted(-9, -1, 9, 1))
        self.setToolTip(self._tooltip())
        self.update()

    def _tooltip(self) -> str:
        p = self.piece
        bits = [f"{self.style.label} {p.id}"]
        if p.name:
            bits.append(said(p.name))  # a name the generator gave in words ("Crops (harvest)") in the language
        if p.level is not None:
            bits.append(tr("level {level}").format(level=p.level))
        if p.mines is not None:
            bits.append(tr("{mines} mines").format(mines=p.mines.value.upper()))
        if p.ice_holds is not None:
            bits.append(ice_text(p.ice_holds) + " (TUNDRA)")
        return " · ".join(bits)

    def _line_width(self) -> float:
        """A line piece's width in table units (0 means a pixel-width line)."""
        if self.piece.width:
            return self.piece.width
        return self.style.line_width

    def _build_path(self) -> QPainterPath:
        path = QPainterPath()
        p = self.piece
        if p.polygon is not None:
            path.addPolygon(QPolygonF([QPointF(x, y) for x, y in p.polygon]))
            path.closeSubpath()
        elif p.line is not None:
            path.moveTo(*p.line[0])
            for x, y in p.line[1:]:
                path.lineTo(x, y)
        else:
            assert p.at is not None
            r = self.point_radius
            path.addEllipse(QPointF(*p.at), r, r)
        return path

    def _build_shape(self) -> QPainterPath:
        if self.piece.line is None:
            return self._path
        stroker = QPainterPathStroker()
        stroker.setWidth(max(self._line_width(), self.point_radius * 0.8))
        return stroker.createStroke(self._path)

    def _strip_path(self, width: float) -> QPainterPath:
        """The ground a pen of ``width`` strokes along the line (flat ends, round joins) as an outline to fill, built
        by geometry (:func:`strip_rings`) once and kept."""
        path = self._strips.get(width)
        if path is None:
            assert self.piece.line is not None
            path = _rings_path(strip_rings(self.piece.line, width / 2))
            self._strips[width] = path
        return path

    def vertices(self) -> list[tuple[float, float]]:
        return list(self.piece.points())

    def boundingRect(self) -> QRectF:
        return self._bounds

    def layer_bounds(self) -> QRectF:
        """Where the piece's picture in the background layer reaches, in scene coordinates."""
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._shape

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """What is drawn over the background layer: the highlight, the selection and its vertices."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self.paint_marks(painter)

    def paint_piece(self, painter: QPainter) -> None:
        """The piece itself, as the background layer holds it (scene coordinates)."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p, st = self.piece, self.style
        if p.line is not None:
            self._paint_line(painter)
            self._paint_ground_texts(painter)
        elif p.polygon is not None:
            fill = hill_fill(p.level or 1) if p.kind is TerrainKind.HILL else st.fill
            painter.setPen(Qt.PenStyle.NoPen)
            if fill is not None:
                painter.setBrush(QBrush(fill))
                painter.drawPath(self._path)
            pattern = st.pattern_brush()
            if pattern is not None:
                # Patterns are drawn in device pixels so they read the same at every zoom.
                painter.save()
                painter.setBrushOrigin(0, 0)
                painter.setBrush(pattern)
                painter.drawPath(self._path)
                painter.restore()
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(st.pen())
            painter.drawPath(self._path)
            self._paint_ground_texts(painter)
        else:
            painter.setPen(st.pen())
            painter.setBrush(st.brush())
            painter.drawPath(self._path)
            self._paint_mark(painter)

    def paint_marks(self, painter: QPainter) -> None:
        if self.highlighted:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(cosmetic_pen(HIGHLIGHT, 3.0))
            painter.drawPath(self._path)
        if self.isSelected():
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(cosmetic_pen(SELECTION, 2.0, Qt.PenStyle.DashLine))
            painter.drawPath(self._path)
            if self.show_vertices:
                self._paint_vertices(painter)

    def _paint_line(self, painter: QPainter) -> None:
        st = self.style
        width = self._line_width()
        if self.piece.kind is TerrainKind.HEDGE:
            painter.setPen(cosmetic_pen(QColor("#3a6b2a"), 2.0))
            painter.drawPath(self._path)
            dots = cosmetic_pen(st.outline, st.line_pixels, Qt.PenStyle.DotLine)
            painter.setPen(dots)
            painter.drawPath(self._path)
            return
        if width > 0:
            # The line's edge, then its surface over it, four fifths as wide. Qt strokes a line a pixel or two wide
            # at once, as a hairline; a wider pen over a dense line that turns back on itself (thousands of points
            # closer together than the width) took Qt's stroker a minute and gigabytes. So a line wider than that,
            # at the zoom it is drawn, is filled from its strip instead: the same ground, from geometry.
            edge_colour = st.outline.darker(130)
            inner_colour = st.fill if st.fill is not None else st.outline.lighter(115)
            t = painter.worldTransform()
            if width * math.hypot(t.m11(), t.m12()) <= STROKED_PIXELS:
                for colour, w in ((edge_colour, width), (inner_colour, width * 0.8)):
                    pen = QPen(colour, w)
                    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
                    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
                    painter.setPen(pen)
                    painter.drawPath(self._path)
            else:
                painter.setPen(Qt.PenStyle.NoPen)
                for colour, w in ((edge_colour, width), (inner_colour, width * 0.8)):
                    painter.setBrush(QBrush(colour))
                    painter.drawPath(self._strip_path(w))
                painter.setBrush(Qt.BrushStyle.NoBrush)
        else:
            painter.setPen(cosmetic_pen(st.outline, st.line_pixels, st.dash))
            painter.drawPath(self._path)

    def level_places(self) -> list[tuple[str, QRectF, QFont, QColor]]:
        """A hill's level at each place it may be written, the best first (none for another piece): its own size at
        each of its spots, then smaller (:data:`SMALL_LEVEL`) at each of the spots of that size, where a crowd of
        counters on the hill leaves no room for the whole."""
        p = self.piece
        if p.polygon is None or p.kind is not TerrainKind.HILL:
            return []
        size = self.level_size()
        if size <= 0:
            return []
        spots = [QPointF(x, y) for x, y in self.level_spots] or [self._label_point()]
        colour = QColor(90, 70, 40, 140)
        small = [QPointF(x, y) for x, y in self.small_level_spots]
        return [
            *(self._ground_text(f"L{p.level}", at, size, colour) for at in spots),
            *(self._ground_text(f"L{p.level}", at, size * SMALL_LEVEL, colour.darker(130)) for at in small),
        ]

    def level_size(self) -> float:
        """The size of a hill's level, in table units (0: not a hill)."""
        if self.piece.polygon is None or self.piece.kind is not TerrainKind.HILL:
            return 0.0
        rect = self._path.boundingRect()
        size = min(min(rect.width(), rect.height()) * 0.12, 0.9)
        return max(size, 0.3) if size > 0 else 0.0

    def set_level_spots(self, spots: list[tuple[float, float]], small: list[tuple[float, float]] | None = None) -> bool:
        """Where the level may be written, the best first, and where its smaller form may be; whether that changed
        (the layer must then be painted again: the level is written at the first place until the layout chooses
        another)."""
        small = list(small or [])
        if spots == self.level_spots and small == self.small_level_spots:
            return False
        self.level_spots = list(spots)
        self.small_level_spots = small
        self.level_choice = 0
        self._texts = None
        return True

    def set_level_choice(self, choice: int | None) -> bool:
        """Write the level at its ``choice``-th place (None: not at all); whether that changed what is drawn."""
        if choice == self.level_choice:
            return False
        self.level_choice = choice
        self._texts = None
        return True

    def ground_texts(self) -> list[tuple[str, QRectF, QFont, QColor]]:
        """The words written on the piece in the background layer, each with its box in table units: a hill's
        level (at the place the board's layout chose), TUNDRA's ice. The layout keeps counters and labels off them
        (gui/board/board_layout.py)."""
        if self._texts is None:
            self._texts = []
            p = self.piece
            places = self.level_places()
            if places and self.level_choice is not None:
                self._texts.append(places[min(self.level_choice, len(places) - 1)])
            if p.ice_holds is not None:
                rect = self._path.boundingRect()
                size = 0.5 if p.line is not None else min(max(min(rect.width(), rect.height()) * 0.12, 0.35), 0.6)
                centre = QPointF(*line_midpoint(p.line)) if p.line is not None else self._label_point()
                self._texts.append(
                    self._ground_text(
                        ice_text(bool(p.ice_holds)),
                        centre,
                        size,
                        QColor(20, 60, 110) if p.ice_holds else QColor(150, 20, 10),
                    )
                )
        return self._texts

    @staticmethod
    def _ground_text(text: str, centre: QPointF, size: float, colour: QColor) -> tuple[str, QRectF, QFont, QColor]:
        font = QFont()
        font.setPointSizeF(size)
        font.setBold(True)
        # The text's extent in table units: measured at a hundred times the size (metrics round small fonts).
        big = QFont(font)
        big.setPointSizeF(size * 100)
        fm = QFontMetricsF(big)
        w, h = fm.horizontalAdvance(text) / 100, fm.height() / 100
        return text, QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h), font, colour

    def _paint_ground_texts(self, painter: QPainter) -> None:
        for text, box, font, colour in self.ground_texts():
            painter.setFont(font)
            painter.setPen(colour)
            painter.drawText(box.adjusted(-box.width(), 0, box.width(), 0), Qt.AlignmentFlag.AlignCenter, text)

    def _label_point(self) -> QPointF:
        assert self.piece.polygon is not None
        return QPointF(*label_point(self.piece.polygon))

    def _paint_mark(self, painter: QPainter) -> None:
        mark = POINT_MARKS.get(self.piece.kind)
        if not mark or self.piece.at is None:
            return
        r = self.point_radius
        font = QFont()
        font.setPointSizeF(r * 1.1)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(self.style.outline)
        x, y = self.piece.at
        painter.drawText(QRectF(x - r, y - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, mark)

    def point_mark(self) -> QRectF | None:
        """Where a piece drawn at a point (a ford, a bridge, a crossroad, a road's end) has its circle and letter, in
        scene coordinates; None: a line or an area."""
        p = self.piece
        if p.polygon is not None or p.line is not None or p.at is None:
            return None
        r = self.point_radius
        return QRectF(p.at[0] - r, p.at[1] - r, 2 * r, 2 * r)

    def _paint_vertices(self, painter: QPainter) -> None:
        scale = painter.worldTransform().m11() or 1.0
        half = 4.0 / scale
        painter.setPen(cosmetic_pen(SELECTION, 1.0))
        painter.setBrush(QColor("white"))
        for x, y in self.vertices():
            painter.drawRect(QRectF(x - half, y - half, 2 * half, 2 * half))


def _rings_path(rings: list[list[XY]]) -> QPainterPath:
    """A path of closed rings, filled odd-even: a ring inside another is a hole."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for ring in rings:
        path.addPolygon(QPolygonF([QPointF(x, y) for x, y in ring]))
        path.closeSubpath()
    return path
