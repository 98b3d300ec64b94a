"""What the Move tool draws while a move is planned: the path, green as far as the unit may go this turn and red
beyond, the counter's outline where it would stop, the minefield crossings on the way, and a label that says the
length, the allowance and why the unit stops. Drawing only: the session's plan decides every figure."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from morefire_gui.geometry.shapes import XY
from morefire_gui.gui.board.label_place import label_offset
from morefire_gui.gui.style import cosmetic_pen

ALLOWED = QColor("#1f8a2c")
BEYOND = QColor("#d0261a")
MINE_MARK = QColor("#e07b00")
# How far, in pixels, the drawing reaches beyond its points (the halo, the waypoint circles, the mine marks).
_REACH_PX = 12.0


class BoardLabel(QGraphicsItem):
    """A boxed label that keeps its pixel size at every zoom: a bold first line, then lines in their own colours."""

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(33)
        self.lines: list[tuple[str, QColor]] = []
        # The lines as drawn: each one cut at spaces where it is wider than the board (a long reason on a laptop's
        # board), the bold first line's parts bold.
        self._shown: list[tuple[str, QColor, bool]] = []
        self.border = ALLOWED
        self.offset = QPointF(14, 14)  # pixels from its point to its top left corner
        self._font = QFont()
        self._font.setPointSizeF(9)
        self._bold = QFont(self._font)
        self._bold.setBold(True)

    def text(self) -> str:
        return "\n".join(t for t, _ in self.lines)

    def set_lines(self, lines: list[tuple[str, QColor]], border: QColor) -> None:
        self.prepareGeometryChange()
        self.lines = list(lines)
        self._shown = [(t, colour, i == 0) for i, (t, colour) in enumerate(self.lines)]
        self.border = border
        self.setVisible(bool(lines))
        self.update()

    def _size(self) -> tuple[float, float]:
        bold, plain = QFontMetricsF(self._bold), QFontMetricsF(self._font)
        widths = [(bold if b else plain).horizontalAdvance(t) for t, _, b in self._shown]
        return max(widths, default=0.0) + 14, bold.height() * len(self._shown) + 8

    def size(self) -> tuple[float, float]:
        return self._size()

    def _wrapped(self, width: float) -> list[tuple[str, QColor, bool]]:
        """The lines, each cut at spaces into parts no wider than ``width`` pixels (a word wider still is a part)."""
        shown = []
        for i, (text, colour) in enumerate(self.lines):
            fm = QFontMetricsF(self._bold if i == 0 else self._font)
            part = ""
            for word in text.split(" "):
                longer = f"{part} {word}" if part else word
                if part and fm.horizontalAdvance(longer) > width:
                    shown.append((part, colour, i == 0))
                    part = word
                else:
                    part = longer
            shown.append((part, colour, i == 0))
        return shown

    def place_within(self, point: QPointF, width: float, height: float, margin: float = 6.0) -> None:
        """Keep the whole label on a viewport of ``width`` x ``height`` pixels, its point being at ``point`` there:
        below and to the right of the point when it fits, otherwise moved left and above it. A line wider than the
        viewport is cut over two or more."""
        shown = self._wrapped(width - 2 * margin - 14)
        if shown != self._shown:
            self.prepareGeometryChange()
            self._shown = shown
            self.update()
        offset = label_offset(point, width, height, self._size(), 14.0, margin)
        if offset != self.offset:
            self.prepareGeometryChange()
            self.offset = offset
            self.update()

    def boundingRect(self) -> QRectF:
        w, h = self._size()
        return QRectF(self.offset.x(), self.offset.y(), w, h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.lines:
            return
        rect = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(cosmetic_pen(self.border, 2.0))
        painter.setBrush(QColor(255, 255, 250, 240))
        painter.drawRoundedRect(rect, 4, 4)
        fm = QFontMetricsF(self._bold)
        y = rect.top() + 4 + fm.ascent()
        for line, colour, bold in self._shown:
            painter.setFont(self._bold if bold else self._font)
            painter.setPen(colour)
            painter.drawText(QPointF(rect.left() + 7, y), line)
            y += fm.height()


def _polyline(points: list[XY]) -> QPainterPath:
    path = QPainterPath()
    if points:
        path.moveTo(*points[0])
        for p in points[1:]:
            path.lineTo(*p)
    return path


class MovePathItem(QGraphicsItem):
    """The planned path: ``allowed`` (from the start to where the unit stops) drawn green, ``beyond`` (from there
    to the end of the path) red and dashed, waypoints as circles, ``ghost`` the counter's outline where it stops,
    ``mines`` the points where the path enters or exits a known minefield section."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(30)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.allowed: list[XY] = []
        self.beyond: list[XY] = []
        self.waypoints: list[XY] = []
        self.ghost: list[XY] = []
        self.mines: list[XY] = []
        self.refused = False
        self.label = BoardLabel()
        self._bounds = QRectF()

    def show_path(
        self,
        allowed: list[XY],
        beyond: list[XY],
        waypoints: list[XY],
        ghost: list[XY],
        mines: list[XY],
        refused: bool = False,
    ) -> None:
        self.prepareGeometryChange()
        self.allowed, self.beyond, self.waypoints = list(allowed), list(beyond), list(waypoints)
        self.ghost, self.mines, self.refused = list(ghost), list(mines), refused
        pts = [*self.allowed, *self.beyond, *self.ghost]
        if pts:
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            m = self._margin()
            self._bounds = QRectF(min(xs) - m, min(ys) - m, max(xs) - min(xs) + 2 * m, max(ys) - min(ys) + 2 * m)
            end = (self.beyond or self.allowed)[-1]
            self.label.setPos(QPointF(*end))
        else:
            self._bounds = QRectF()
        self.setVisible(bool(pts))
        self.update()

    def clear(self) -> None:
        self.show_path([], [], [], [], [])
        self.label.set_lines([], ALLOWED)

    def _margin(self) -> float:
        scene = self.scene()
        scale = min((v.transform().m11() for v in scene.views()), default=0.0) if scene is not None else 0.0
        return _REACH_PX / scale if scale > 0 else 1.0

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return QPainterPath()  # a drawing only: never found under the cursor

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        scale = painter.worldTransform().m11() or 1.0
        allowed, beyond = _polyline(self.allowed), _polyline(self.beyond)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(cosmetic_pen(QColor(255, 255, 255, 210), 6.0))
        painter.drawPath(allowed)
        painter.drawPath(beyond)
        if len(self.allowed) > 1:
            painter.setPen(cosmetic_pen(ALLOWED, 3.0))
            painter.drawPath(allowed)
        if len(self.beyond) > 1:
            painter.setPen(cosmetic_pen(BEYOND, 3.0, Qt.PenStyle.DashLine))
            painter.drawPath(beyond)
            # A red cross where the path ends beyond the allowance: the unit will not get there.
            x, y = self.beyond[-1]
            r = 6.0 / scale
            painter.setPen(cosmetic_pen(BEYOND, 3.0))
            painter.drawLine(QPointF(x - r, y - r), QPointF(x + r, y + r))
            painter.drawLine(QPointF(x - r, y + r), QPointF(x + r, y - r))
        if self.ghost:
            outline = QPolygonF([QPointF(x, y) for x, y in self.ghost])
            fill = QColor(BEYOND if self.refused else ALLOWED)
            fill.setAlpha(70)
            painter.setBrush(fill)
            painter.setPen(cosmetic_pen(BEYOND if self.refused else ALLOWED, 2.0, Qt.PenStyle.DashLine))
            painter.drawPolygon(outline)
            painter.setBrush(Qt.BrushStyle.NoBrush)
        r = 3.5 / scale
        painter.setPen(cosmetic_pen(QColor("#111111"), 1.0))
        painter.setBrush(QColor("white"))
        for x, y in self.waypoints:
            painter.drawEllipse(QPointF(x, y), r, r)
        # Minefield crossings: an orange diamond where the unit will roll (3.6).
        d = 6.0 / scale
        painter.setPen(cosmetic_pen(QColor("#111111"), 1.2))
        painter.setBrush(MINE_MARK)
        for x, y in self.mines:
            painter.drawPolygon(QPolygonF([QPointF(x, y - d), QPointF(x + d, y), QPointF(x, y + d), QPointF(x - d, y)]))
