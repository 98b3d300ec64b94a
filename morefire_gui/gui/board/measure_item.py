"""The measuring line: its path (with waypoints), the part past the first block, and a label that says the
distance in table units and yards and whether the line of sight is clear."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QStaticText, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from morefire_gui.gui.board.label_place import FormPlacer, leader, pointer_places
from morefire_gui.gui.style import cosmetic_pen

CLEAR = QColor("#1554b3")
_LABEL_STEP_PX = 16.0
BLOCKED = QColor("#d0261a")


class MeasureLabel(QGraphicsItem):
    """A boxed text label that keeps its pixel size at every zoom. Where the board has no room for all its lines it
    shows a shorter form (:meth:`forms`); away from the ruler's end, a thin leader joins it to the end."""

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setZValue(31)
        self.lines: list[str] = []
        self.shown: list[str] = []  # the form of the lines drawn (:meth:`forms`)
        self.form = 0  # which
        self.leader: QPointF | None = None  # where the leader leaves the box, when the box is away from the end
        self.blocked = False
        self.short: str | None = None  # the second line shortened (the pieces that block the sight left out)
        self._font = QFont()
        self._font.setPointSizeF(9)
        self._font.setBold(True)
        self._rect = QRectF(12, 12, 12, 8)  # kept ready: Qt asks for it on every repaint near the label
        self.offset = QPointF(12, 12)  # from the ruler's end, in pixels: below right, or moved to stay in view
        # Each line laid out once (QStaticText): the blockers' and the units' lines stay the same over many moves.
        self._laid_out: dict[str, QStaticText] = {}
        self._metrics = QFontMetricsF(self._font)
        self._widths: dict[str, float] = {}  # each line's width, measured once (every form is sized on every move)
        # The measure tool's: place the label again where the board's counters and labels now leave it room.
        self.place_again: Callable[[], None] | None = None

    def text(self) -> str:
        return "\n".join(self.lines)

    def set_lines(self, lines: list[str], blocked: bool, short: str | None = None) -> None:
        """The label's ``lines``; ``short``, its second line (the line of sight) shortened, for a shorter form."""
        self.short = short
        if lines == self.lines and blocked == self.blocked:
            return
        if not lines:
            # Cleared (Esc): hidden, which repaints where it was drawn; a box shrunk to nothing in pixels was left
            # painted until the next zoom.
            self.update()
            self.setVisible(False)
            self.lines = self.shown = []
            return
        self.setVisible(True)
        self.lines = lines
        self.blocked = blocked
        # In the form shown before, where it stood: the ruler's tool places it again at once, and a caption that
        # keeps its place and form changes its geometry once a move, not twice.
        forms = self.forms()
        self._show(forms[min(self.form, len(forms) - 1)], self.offset)

    def forms(self) -> list[list[str]]:
        """The lines as drawn in full, then shorter when the board has no room for them: without the last line
        (what the ruler runs between, which its ends show), then without the pieces that block the sight (the board
        shows them in red), then the range and the sight on one line."""
        lines = self.lines
        out = [lines]
        if len(lines) > 2:
            out.append(lines[:2])
        if len(lines) > 1:
            sight = self.short or lines[1]
            if sight != lines[1]:
                out.append([lines[0], sight])
            out.append([f"{lines[0]} · {sight}"])
        return out

    def _show(self, lines: list[str], offset: QPointF) -> None:
        """Draw ``lines`` at ``offset`` from the ruler's end, with a leader to the end when the box is away from it."""
        w, h = self._size(lines)
        rect = QRectF(offset.x(), offset.y(), w, h)
        line = leader(rect, QPointF(0, 0))
        start = line[0] if line is not None else None
        if rect != self._rect or start != self.leader:
            self.prepareGeometryChange()
            self._rect, self.offset, self.leader = rect, QPointF(offset), start
        self.shown = lines
        self.update()

    def place_within(
        self,
        point: QPointF,
        width: float,
        height: float,
        margin: float = 6.0,
        clear: FormPlacer | None = None,
        line: Sequence[QPointF] = (),
    ) -> None:
        """Keep the whole label on a viewport of ``width`` x ``height`` pixels, the ruler's end being at ``point``
        there: below and to the right of the end when it fits, otherwise moved left, or above it; with ``clear``
        (the board's), at the first of those places, or the free place nearest or beside the ruler (``line``, its
        points on the viewport), in the fullest of its :meth:`forms` that has one, that covers no counter, label or
        mark the board shows, nor the ruler's points; else at a free corner of the viewport (with a leader)."""
        forms = self.forms() if clear is not None else [self.lines]
        placed = []
        for lines in forms:
            places, within, end = pointer_places(point, width, height, self._size(lines), 12.0, margin)
            placed.append(places)
        rel = [p - point for p in line]
        keep_off = [end, *(end.translated(p) for p in rel[:-1])]
        chosen = clear(self.pos(), placed, within, keep_off, rel) if clear is not None else None
        form, box = chosen if chosen is not None else (0, placed[0][0])
        self.form = form
        self._show(forms[form], box.topLeft())

    def _size(self, lines: list[str]) -> tuple[float, float]:
        """The box for ``lines``, its width rounded up to a step: a drag's new distance every mouse move seldom
        changes the box (a change re-files the label in the scene's index and repaints more)."""
        widths = self._widths
        if len(widths) > 64:  # a drag's distances: keep the few lines that recur
            widths.clear()
        for line in lines:
            if line not in widths:
                widths[line] = self._metrics.horizontalAdvance(line)
        width = max((widths[line] for line in lines), default=0.0) + 12
        return math.ceil(width / _LABEL_STEP_PX) * _LABEL_STEP_PX, self._metrics.height() * len(lines) + 8

    def boundingRect(self) -> QRectF:
        return self._rect if self.leader is None else self._rect.united(QRectF(-2, -2, 4, 4))

    def label_rect(self) -> QRectF:
        """The box drawn, without its leader, in pixels from the ruler's end."""
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.shown:
            return
        rect = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.leader is not None:
            painter.setPen(cosmetic_pen(BLOCKED if self.blocked else CLEAR, 1.0, Qt.PenStyle.DashLine))
            painter.drawLine(self.leader, QPointF(0, 0))
        painter.setPen(cosmetic_pen(BLOCKED if self.blocked else CLEAR, 1.5))
        painter.setBrush(QColor(255, 255, 250, 235))
        painter.drawRoundedRect(rect, 4, 4)
        painter.setFont(self._font)
        painter.setPen(QColor("#111111"))
        fm = QFontMetricsF(self._font)
        y = rect.top() + 4
        laid_out = self._laid_out
        if len(laid_out) > 64:  # a drag's distances: keep the few lines that recur
            laid_out.clear()
        for i, line in enumerate(self.shown):
            if i == 1 or (i == 0 and len(self.shown) == 1 and len(self.lines) > 1):
                painter.setPen(BLOCKED if self.blocked else CLEAR)
            text = laid_out.get(line)
            if text is None:
                text = laid_out[line] = QStaticText(line)
                text.setTextFormat(Qt.TextFormat.PlainText)
                text.prepare(QTransform(), self._font)
            painter.drawStaticText(QPointF(rect.left() + 6, y), text)
            y += fm.height()


# The measured line may be anywhere on (or off) the table; tables are at most 10000 units across.
_EVERYWHERE = QRectF(-20000.0, -20000.0, 40000.0, 40000.0)
# How far, in device pixels, the drawing reaches beyond the line (the 5 px halo) and beyond a point (the
# 6 px cross at the first block with its 3 px pen, the waypoint circles); and the length of one repainted
# stretch of a leg.
_LINE_REACH_PX = 5.0
_POINT_REACH_PX = 10.0
_STRETCH_PX = 32.0
_MAX_STRETCHES = 64


class MeasureItem(QGraphicsItem):
    """The measured path: waypoints and the live end; the last leg is split at the first blocking point.

    A long diagonal ruler has a bounding rectangle as big as most of the board, and Qt repaints an item's
    whole bounding rectangle when it changes: every mouse move of a drag would repaint hundreds of terrain
    pieces. So the item's bounding rectangle is fixed (no geometry change per move), and a change repaints
    only a thin band of small rectangles along the old and the new path (docs/performance.md)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(30)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.points: list[tuple[float, float]] = []
        self.first_block: tuple[float, float] | None = None
        self.blocked = False
        self.label = MeasureLabel()
        self._path = QPainterPath()

    def set_path(
        self, points: list[tuple[float, float]], blocked: bool, first_block: tuple[float, float] | None
    ) -> None:
        before = self._band()
        self.points = list(points)
        self.blocked = blocked
        self.first_block = first_block
        self._path = QPainterPath()
        if self.points:
            self._path.moveTo(*self.points[0])
            for p in self.points[1:]:
                self._path.lineTo(*p)
        if self.points:
            self.label.setPos(QPointF(*self.points[-1]))
        scene = self.scene()
        if scene is not None:
            for rect in before + self._band():
                scene.update(rect)

    def _band(self) -> list[QRectF]:
        """Small scene rectangles that together cover everything :meth:`paint` draws now."""
        scene = self.scene()
        if scene is None or not self.points or not self.isVisible():
            return []
        scale = min((v.transform().m11() for v in scene.views()), default=0.0)
        if scale <= 0:
            return [_EVERYWHERE]
        line, point = _LINE_REACH_PX / scale, _POINT_REACH_PX / scale
        rects = []
        for (ax, ay), (bx, by) in zip(self.points[:-1], self.points[1:]):
            n = min(_MAX_STRETCHES, max(1, math.ceil(math.hypot(bx - ax, by - ay) * scale / _STRETCH_PX)))
            for i in range(n):
                x0, y0 = ax + (bx - ax) * i / n, ay + (by - ay) * i / n
                x1, y1 = ax + (bx - ax) * (i + 1) / n, ay + (by - ay) * (i + 1) / n
                rects.append(
                    QRectF(min(x0, x1) - line, min(y0, y1) - line, abs(x1 - x0) + 2 * line, abs(y1 - y0) + 2 * line)
                )
        marks = [*self.points, *([self.first_block] if self.first_block is not None else [])]
        rects += [QRectF(x - point, y - point, 2 * point, 2 * point) for x, y in marks]
        return rects

    def boundingRect(self) -> QRectF:
        return _EVERYWHERE

    def shape(self) -> QPainterPath:
        return QPainterPath()  # a drawing only: the items found at a point never include it

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if len(self.points) < 1:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        scale = painter.worldTransform().m11() or 1.0
        # Earlier legs of a path.
        painter.setPen(cosmetic_pen(QColor(255, 255, 255, 200), 5.0))
        painter.drawPath(self._path)
        painter.setPen(cosmetic_pen(CLEAR, 2.5))
        if len(self.points) > 2:
            for p, q in zip(self.points[:-2], self.points[1:-1]):
                painter.drawLine(QPointF(*p), QPointF(*q))
        # The last leg: clear up to the first block, red and dashed after it.
        if len(self.points) >= 2:
            a, b = QPointF(*self.points[-2]), QPointF(*self.points[-1])
            if self.blocked and self.first_block is not None:
                fb = QPointF(*self.first_block)
                painter.setPen(cosmetic_pen(CLEAR, 2.5))
                painter.drawLine(a, fb)
                painter.setPen(cosmetic_pen(BLOCKED, 2.5, Qt.PenStyle.DashLine))
                painter.drawLine(fb, b)
                r = 6.0 / scale
                painter.setPen(cosmetic_pen(BLOCKED, 3.0))
                painter.drawLine(QPointF(fb.x() - r, fb.y() - r), QPointF(fb.x() + r, fb.y() + r))
                painter.drawLine(QPointF(fb.x() - r, fb.y() + r), QPointF(fb.x() + r, fb.y() - r))
            else:
                painter.setPen(cosmetic_pen(CLEAR, 2.5))
                painter.drawLine(a, b)
        r = 3.5 / scale
        painter.setPen(cosmetic_pen(QColor("#111111"), 1.0))
        painter.setBrush(QColor("white"))
        for x, y in self.points:
            painter.drawEllipse(QPointF(x, y), r, r)
