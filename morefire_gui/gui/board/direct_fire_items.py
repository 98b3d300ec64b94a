"""What direct fire puts on the board: the line of fire from the firer to the target, and round the target its
angle-of-fire areas (rule 2.3) — advanced, the four sectors bounded by the lines from each rear corner through the
opposite front corner; basic, the ground from which the rear of the vehicle is in the line of sight. The firer's
area is drawn strongest. Drawing only: the shapes come from geometry/direct_fire.py."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QTextOption
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from morefire_gui.geometry.shapes import XY, Shape
from morefire_gui.gui.board.label_place import CaptionPlacer, leader
from morefire_gui.gui.board.shape_path import area_path
from morefire_gui.gui.style import cosmetic_pen

LINE_CLEAR = QColor("#1c6fd8")
LINE_BLOCKED = QColor("#c4200f")
# Armour faces: front (thickest) cool, side warm, rear hot.
AREA_COLOURS = {
    "front": QColor("#2f7fbf"),
    "side": QColor("#e0a020"),
    "left": QColor("#e0a020"),
    "right": QColor("#e0a020"),
    "rear": QColor("#d2402a"),
}


class FireLineItem(QGraphicsItem):
    """The shot on the board: the areas round the target (each a labelled shape, the firer's highlighted), the line
    from firer to target (blue when the line of sight is clear, red and dashed when blocked) and a caption."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(27)
        self.firer: XY | None = None
        self.target: XY | None = None
        self.clear = True
        self.areas: list[tuple[str, str, QPainterPath, bool]] = []  # (label, colour key, shape, the firer's)
        self.caption = ""
        # Its shorter form, the counters named by their labels ("SdKfz 251 1 → RF 1: release to fire"), drawn where
        # the whole finds no room near the target; and the form drawn last on a view.
        self.short_caption = ""
        self.caption_shown = ""
        self.target_id: str | None = None
        self._bounds = QRectF()
        # The board's placer (its layout's): the caption stands where it covers no counter, label or mark.
        self.placer: CaptionPlacer | None = None
        # With a shorter form: the board's placer of each form's places, the whole first (BoardLayout.caption_form).
        self.form_placer: (
            Callable[[QPointF, Sequence[Sequence[QRectF]], QRectF | None, Sequence[QRectF]], tuple[int, QRectF] | None]
            | None
        ) = None
        # And its leader's route (BoardLayout.leader_route): from the caption to the target, off the names.
        self.router: Callable[[QPointF, QRectF], tuple[QPointF, QPointF] | None] | None = None
        self.caption_drawn: QRectF | None = None  # where the caption was last drawn on a view, in its pixels
        self.leader_drawn: tuple[QPointF, QPointF] | None = None  # and the leader from it to the target, if any
        self.setVisible(False)

    def show_shot(
        self,
        firer: XY | None,
        target: XY | None,
        clear: bool = True,
        areas: list[tuple[str, str, Shape, bool]] | None = None,
        caption: str = "",
        target_id: str | None = None,
        short_caption: str = "",
    ) -> None:
        self.prepareGeometryChange()
        self.firer, self.target, self.clear, self.caption, self.target_id = firer, target, clear, caption, target_id
        self.short_caption = short_caption if short_caption != caption else ""
        self.areas = [(label, key, area_path(geom), mine) for label, key, geom, mine in (areas or [])]
        rect = QRectF()
        for _, _, path, _ in self.areas:
            rect = rect.united(path.boundingRect())
        for p in (firer, target):
            if p is not None:
                rect = rect.united(QRectF(p[0] - 0.01, p[1] - 0.01, 0.02, 0.02))
        scene = self.scene()
        if caption and target is not None and scene is not None:
            # The caption is drawn at a fixed size wherever the board has room for it, as far as the view's edge: it
            # is repainted whole wherever it stands (shown while a target is hovered, not on every move).
            rect = rect.united(scene.sceneRect())
        self._bounds = rect
        self.setVisible(firer is not None or target is not None)
        self.update()

    def clear_shot(self) -> None:
        self.show_shot(None, None)

    def boundingRect(self) -> QRectF:
        return self._bounds.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        scale = painter.worldTransform().m11() or 1.0
        for _label, key, path, mine in self.areas:
            colour = QColor(AREA_COLOURS.get(key, QColor("#888888")))
            colour.setAlpha(95 if mine else 38)
            painter.setBrush(QBrush(colour))
            painter.setPen(
                cosmetic_pen(
                    AREA_COLOURS.get(key, QColor("#888888")).darker(130),
                    2.0 if mine else 1.0,
                    Qt.PenStyle.SolidLine if mine else Qt.PenStyle.DashLine,
                )
            )
            painter.drawPath(path)
        if self.firer is not None and self.target is not None:
            a, b = QPointF(*self.firer), QPointF(*self.target)
            painter.setPen(cosmetic_pen(QColor("white"), 5.0))
            painter.drawLine(a, b)
            painter.setPen(
                cosmetic_pen(
                    LINE_CLEAR if self.clear else LINE_BLOCKED,
                    2.5,
                    Qt.PenStyle.SolidLine if self.clear else Qt.PenStyle.DashLine,
                )
            )
            painter.drawLine(a, b)
            angle = math.atan2(b.y() - a.y(), b.x() - a.x())
            head = 12.0 / scale
            for turn in (2.7, -2.7):
                painter.drawLine(
                    b, QPointF(b.x() + head * math.cos(angle + turn), b.y() + head * math.sin(angle + turn))
                )
        self._labels(painter, widget)

    def caption_places(self, width: float, height: float) -> list[QRectF]:
        """The caption's places, in pixels from the target, the first preferred: above it to the right, above it to
        the left, below it to the right, below it to the left."""
        return [
            QRectF(14, -height - 10, width, height),
            QRectF(-14 - width, -height - 10, width, height),
            QRectF(14, 10, width, height),
            QRectF(-14 - width, 10, width, height),
        ]

    def _caption_box(
        self,
        origin: QPointF,
        sizes: Sequence[tuple[float, float]],
        device: QRectF | None,
        on_view: bool,
        names: Sequence[QRectF] = (),
    ) -> tuple[QRectF, int]:
        """Where the caption is drawn, in the ``device``'s pixels, and in which of its forms (``sizes``, the whole
        first): on a view (``on_view``) the first of its places the board's layout left free, the whole caption's
        before the shorter's near the target; else the whole caption at the first place kept on the device (left of
        the target at its right edge, below the target at its top)."""
        forms = [self.caption_places(width, height) for width, height in sizes]
        places = forms[0]
        if on_view and device is not None and self.target is not None:
            within = device.translated(-origin.x(), -origin.y()).adjusted(2, 2, -2, -2)
            keep_off = [name.translated(-origin.x(), -origin.y()) for name in names]
            if len(forms) > 1 and self.form_placer is not None:
                found = self.form_placer(QPointF(*self.target), forms, within, keep_off)
                if found is not None:
                    return found[1].translated(origin), found[0]
            elif self.placer is not None:
                chosen = self.placer(QPointF(*self.target), places, within, keep_off)
                if chosen is not None:
                    return chosen.translated(origin), 0
        box = places[0].translated(origin)
        if device is not None and box.right() > device.right():  # keep it on screen: left of the target
            box.moveRight(origin.x() - 14)
        if box.top() < 0:
            box.moveTop(origin.y() + 10)
        return box, 0

    def _labels(self, painter: QPainter, widget: QWidget | None = None) -> None:
        """Area names at the middle of each area, and the caption above the target, in screen pixels."""
        transform = painter.worldTransform()
        painter.save()
        painter.resetTransform()
        font = QFont()
        font.setPixelSize(11)
        font.setBold(True)
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        names = []  # the areas' names drawn, which the caption keeps off as it does the board's
        for label, key, path, mine in self.areas:
            if not label:
                continue
            at = transform.map(_label_point(path, self.target))
            width = metrics.horizontalAdvance(label) + 8
            box = QRectF(at.x() - width / 2, at.y() - 8, width, 16)
            names.append(box)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 215 if mine else 160))
            painter.drawRoundedRect(box, 3, 3)
            painter.setPen(AREA_COLOURS.get(key, QColor("#333333")).darker(170))
            painter.drawText(box, label, QTextOption(Qt.AlignmentFlag.AlignCenter))
        if self.caption and self.target is not None:
            font.setPixelSize(12)
            painter.setFont(font)
            texts = [self.caption, *([self.short_caption] if self.short_caption else [])]
            sizes = [
                (
                    max(QFontMetricsF(font).horizontalAdvance(line) for line in text.split("\n")) + 12,
                    17 * len(text.split("\n")) + 4,
                )
                for text in texts
            ]
            origin = transform.map(QPointF(*self.target))
            device = painter.device()
            screen = QRectF(0, 0, device.width(), device.height()) if device is not None else None
            # Off the board's counters when painted on a view (a picture, printed or exported, has its own scale).
            box, form = self._caption_box(origin, sizes, screen, widget is not None, names)
            shown = texts[form]
            if widget is not None:
                self.caption_drawn = QRectF(box)
                self.caption_shown = shown
            # Placed away from the target (at a corner of the view, the board having no room near it): a thin
            # dashed leader to the target, as the ruler's caption has to the ruler's end.
            line = leader(box, origin)
            if line is not None and widget is not None and self.router is not None and self.target is not None:
                routed = self.router(QPointF(*self.target), box.translated(-origin))
                line = (routed[0] + origin, routed[1] + origin) if routed is not None else None
            self.leader_drawn = line if widget is not None else self.leader_drawn
            if line is not None:
                painter.setPen(cosmetic_pen(LINE_CLEAR if self.clear else LINE_BLOCKED, 1.0, Qt.PenStyle.DashLine))
                painter.drawLine(*line)
            painter.setPen(cosmetic_pen(LINE_CLEAR if self.clear else LINE_BLOCKED, 1.0))
            painter.setBrush(QColor(255, 255, 250, 235))
            painter.drawRoundedRect(box, 3, 3)
            painter.setPen(QColor("#111111"))
            text = QTextOption(Qt.AlignmentFlag.AlignLeft)
            text.setWrapMode(QTextOption.WrapMode.NoWrap)  # its box is as wide as its longest line: never wrapped
            painter.drawText(box.adjusted(6, 2, -6, -2), shown, text)
        painter.restore()


def _label_point(path: QPainterPath, centre: XY | None) -> QPointF:
    """Where an area's name goes: along the line from the target's centre through the middle of the area, two
    thirds of the way out."""
    rect = path.boundingRect()
    mid = path.pointAtPercent(0.5) if path.elementCount() else rect.center()
    if centre is None:
        return rect.center()
    # The area's own middle: the average of its outline's points.
    n = path.elementCount()
    sx = sum(path.elementAt(i).x for i in range(n)) / n if n else mid.x()
    sy = sum(path.elementAt(i).y for i in range(n)) / n if n else mid.y()
    cx, cy = centre
    dx, dy = sx - cx, sy - cy
    far = max(math.hypot(path.elementAt(i).x - cx, path.elementAt(i).y - cy) for i in range(n)) if n else 1.0
    d = math.hypot(dx, dy) or 1.0
    return QPointF(cx + dx / d * far * 0.68, cy + dy / d * far * 0.68)
