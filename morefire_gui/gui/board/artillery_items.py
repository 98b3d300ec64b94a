"""What artillery puts on the board: registration points, and a barrage — the aim point, the drift arrow to
the real impact point and the damage circle (or a planning template circle)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QTextOption
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from morefire_gui.geometry.shapes import XY
from morefire_gui.gui.i18n import coordinates, tr
from morefire_gui.gui.side_words import said_side_short
from morefire_gui.gui.style import cosmetic_pen
from morefire_gui.session.artillery.landed import landed_barrages

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.visibility import View

AIM = QColor("#1c3f8f")
IMPACT = QColor("#c4200f")


def paint_registration_mark(painter: QPainter, centre: QPointF, s: float, colour: QColor, text: str) -> None:
    """A registration point's crosshair of radius ``s`` pixels, numbered: the board's and the legend's."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.translate(centre)
    painter.setPen(cosmetic_pen(QColor("white"), 4.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QPointF(0, 0), s, s)
    painter.setPen(cosmetic_pen(colour.darker(120), 2.0))
    painter.drawEllipse(QPointF(0, 0), s, s)
    painter.drawLine(QPointF(-s - 4, 0), QPointF(-s + 3, 0))
    painter.drawLine(QPointF(s - 3, 0), QPointF(s + 4, 0))
    painter.drawLine(QPointF(0, -s - 4), QPointF(0, -s + 3))
    painter.drawLine(QPointF(0, s - 3), QPointF(0, s + 4))
    font = QFont()
    font.setPixelSize(max(6, round(s * 1.1)))
    font.setBold(True)
    painter.setFont(font)
    painter.drawText(QRectF(-s, -s, 2 * s, 2 * s), text, QTextOption(Qt.AlignmentFlag.AlignCenter))
    painter.restore()


class RegistrationPointItem(QGraphicsItem):
    """A side's fire registration point (4.12): a numbered target mark in the side's colour, fixed size."""

    SIZE = 9.0

    def __init__(
        self, side_id: str, n: int, at: XY, colour: QColor, name: str | None = None, side_words: str | None = None
    ) -> None:
        """``side_words``: the side as the player reads it (gui/side_words.py), for the tooltip; else its id."""
        super().__init__()
        self.side_id, self.n, self.colour = side_id, n, colour
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, True)
        self.setZValue(25)
        self.setPos(QPointF(*at))
        self.setToolTip(
            tr("Registration point #{n} of {side_id}").format(n=n, side_id=side_words or side_id)
            + (f": {name}" if name else "")
            + " "
            + tr("at {point}").format(point=coordinates(*at))
        )

    def boundingRect(self) -> QRectF:
        s = self.SIZE + 14
        return QRectF(-s, -s, 2 * s, 2 * s)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), self.SIZE + 2, self.SIZE + 2)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        s = self.SIZE
        paint_registration_mark(painter, QPointF(0, 0), s, self.colour, str(self.n))
        if self.isSelected():
            painter.setPen(cosmetic_pen(QColor("#1c6fd8"), 2.0, Qt.PenStyle.DashLine))
            painter.drawEllipse(QPointF(0, 0), s + 5, s + 5)


CAPTION_H = 18.0  # a zone caption's height in pixels
CAPTION_GAP = 4.0  # pixels between a zone's circle and its caption


class ZoneCaptionItem(QGraphicsItem):
    """A damage zone's caption ("200 yd zone: 3 units"), a fixed size at every zoom, its box placed from the point it
    is put at on the circle (centred above the top of it unless the board's layout chose another of its places,
    :meth:`BarrageItem.caption_places`): its bounds are its box in pixels, so that the whole of it is drawn however
    small the circle is on screen."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.text = ""
        self.colour = IMPACT
        self.width = 0.0
        self._font = QFont()
        self._font.setPixelSize(12)
        self._font.setBold(True)
        self._box = QRectF()
        # From the box to the zone's circle, in pixels from the point it is put at, when the board found it room
        # only away from the zone (docked to a corner of the view): a thin dashed leader.
        self.leader: tuple[QPointF, QPointF] | None = None

    def width_of(self, text: str) -> float:
        """How wide the caption's box is for ``text``, in pixels."""
        return QFontMetricsF(self._font).horizontalAdvance(text) + 10 if text else 0.0

    def set_text(self, text: str, colour: QColor) -> None:
        self.prepareGeometryChange()
        self.text, self.colour = text, colour
        self.width = self.width_of(text)
        self._box = QRectF(-self.width / 2, -CAPTION_GAP - CAPTION_H, self.width, CAPTION_H) if text else QRectF()
        self.setVisible(bool(text))
        self.update()

    def set_box(self, box: QRectF, leader: tuple[QPointF, QPointF] | None = None) -> None:
        """Stand with its box at ``box``, in pixels from the point it is put at; ``leader``, a line from the box to
        the zone when it stands away from it."""
        self.prepareGeometryChange()
        self._box, self.leader = QRectF(box), leader
        self.update()

    def box(self) -> QRectF:
        return QRectF(self._box)

    def boundingRect(self) -> QRectF:
        rect = self._box
        if self.leader is not None:
            a, b = self.leader
            rect = rect.united(QRectF(a, b).normalized())
        return rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.leader is not None:
            painter.setPen(cosmetic_pen(self.colour, 1.0, Qt.PenStyle.DashLine))
            painter.drawLine(*self.leader)
        painter.setFont(self._font)
        painter.setPen(cosmetic_pen(self.colour, 1.0))
        painter.setBrush(QColor(255, 255, 250, 230))
        painter.drawRoundedRect(self._box, 3, 3)
        painter.setPen(QColor("#111111"))
        painter.drawText(self._box, self.text, QTextOption(Qt.AlignmentFlag.AlignCenter))


class BarrageItem(QGraphicsItem):
    """A barrage on the board: the line of fire from the battery's side, the aim point, the drift arrow to
    the impact point, and the damage circle centred on it (a template draws only the circle; a landing as every side
    sees it, no aim given, the impact point and the circle)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(28)
        self.aim: XY | None = None
        self.impact: XY | None = None
        self.battery_at: XY | None = None
        self.radius = 0.0
        self.template = False
        self.caption = ""
        # A shorter caption for where the whole one finds no room ("Barrage: 200 yd zone"; its tooltip says it whole),
        # and the shortest, for where neither does ("200 yd zone").
        self.short_caption = ""
        self.shortest_caption = ""
        self._bounds = QRectF()
        self.caption_item = ZoneCaptionItem(self)
        self.on_shown: Callable[[], None] | None = None  # told whenever what it shows changes (the board's)

    def show_barrage(
        self,
        aim: XY | None,
        impact: XY | None,
        radius: float,
        battery_at: XY | None = None,
        template: bool = False,
        caption: str = "",
        short_caption: str = "",
        shortest_caption: str = "",
    ) -> None:
        self.prepareGeometryChange()
        self.aim, self.impact, self.radius, self.battery_at = aim, impact, radius, battery_at
        self.template, self.caption, self.short_caption = template, caption, short_caption
        self.shortest_caption = shortest_caption
        pts = [p for p in (aim, impact) if p is not None]
        if pts:
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            m = radius + 2.0
            self._bounds = QRectF(min(xs) - m, min(ys) - m, max(xs) - min(xs) + 2 * m, max(ys) - min(ys) + 2 * m)
        else:
            self._bounds = QRectF()
        self.setVisible(bool(pts))
        centre = impact or aim
        self.caption_item.set_text(caption if centre is not None else "", IMPACT if not template else AIM)
        self.place_caption(0)
        self.update()
        if self.on_shown is not None:
            self.on_shown()

    def caption_text(self, short: int = 0) -> str:
        """The caption whole (0), shorter (1) or shortest (2)."""
        return (self.caption, self.short_caption, self.shortest_caption)[int(short)]

    def caption_places(self, short: int = 0) -> list[tuple[QPointF, QRectF]]:
        """Where the caption may stand, the first preferred: each a point on the zone's circle (table units) and the
        caption's box from it (pixels): centred above the circle, below it, to its right, to its left, at its four
        corners, then a line further above and below. The board's layout gives a landing's caption the first that
        no counter, label or mark covers (gui/board/board_layout.py). ``short``: the places of its shorter (1) or
        shortest (2) caption (none when it has none)."""
        centre = self.impact or self.aim
        text = self.caption_text(short)
        if centre is None or not text:
            return []
        (cx, cy), r, w, h, g = centre, self.radius, self.caption_item.width_of(text), CAPTION_H, CAPTION_GAP
        d = r * math.sqrt(0.5)
        return [
            (QPointF(cx, cy - r), QRectF(-w / 2, -g - h, w, h)),
            (QPointF(cx, cy + r), QRectF(-w / 2, g, w, h)),
            (QPointF(cx + r, cy), QRectF(g, -h / 2, w, h)),
            (QPointF(cx - r, cy), QRectF(-g - w, -h / 2, w, h)),
            (QPointF(cx + d, cy - d), QRectF(g / 2, -g / 2 - h, w, h)),
            (QPointF(cx - d, cy - d), QRectF(-g / 2 - w, -g / 2 - h, w, h)),
            (QPointF(cx + d, cy + d), QRectF(g / 2, g / 2, w, h)),
            (QPointF(cx - d, cy + d), QRectF(-g / 2 - w, g / 2, w, h)),
            (QPointF(cx, cy - r), QRectF(-w / 2, -2 * (g + h), w, h)),
            (QPointF(cx, cy + r), QRectF(-w / 2, 2 * g + h, w, h)),
        ]

    def caption_boxes(self, pixels_per_unit: float, short: int = 0) -> list[QRectF]:
        """Each of :meth:`caption_places` as a box in scene pixels (table units times ``pixels_per_unit``)."""
        return [box.translated(at * pixels_per_unit) for at, box in self.caption_places(short)]

    def place_caption(
        self,
        index: int | None,
        box: QRectF | None = None,
        leader: tuple[QPointF, QPointF] | None = None,
        short: int = 0,
    ) -> None:
        """Stand the caption at the ``index``-th of its places (with ``box``: at that box in pixels from the place's
        point instead, one the board found free near it or at a corner of the view, ``leader`` joining it to the
        zone; ``short``: its shorter (1) or shortest (2) caption's); None: not at all (no room for it: the zone's tooltip says it)."""
        places = self.caption_places(short)
        if index is None or not places:
            self.caption_item.setVisible(False)
            return
        text = self.caption_text(short)
        if self.caption_item.text != text:
            self.caption_item.set_text(text, self.caption_item.colour)
        at, place = places[min(index, len(places) - 1)]
        self.caption_item.setToolTip(self.caption if text != self.caption else "")  # shortened: read whole on it
        self.caption_item.setPos(at)
        self.caption_item.set_box(box if box is not None else place, leader if box is not None else None)
        self.caption_item.setVisible(True)

    def shape(self) -> QPainterPath:
        """The zone's circle (a pointer on it reads its tooltip), or the item's bounds when it draws no circle."""
        path = QPainterPath()
        centre = self.impact or self.aim
        if centre is not None and self.radius > 0:
            path.addEllipse(QPointF(*centre), self.radius, self.radius)
        else:
            path.addRect(self.boundingRect())
        return path

    def clear(self) -> None:
        self.show_barrage(None, None, 0.0)

    def boundingRect(self) -> QRectF:
        return self._bounds.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        scale = painter.worldTransform().m11() or 1.0
        centre = self.impact or self.aim
        if centre is not None and self.radius > 0:
            paint_zone(painter, QPointF(*centre), self.radius, AIM if self.template else IMPACT, self.template)
        if self.aim is not None and not self.template:
            a = QPointF(*self.aim)
            if self.battery_at is not None:
                # Which way the line of fire runs: a short dashed stub towards the battery.
                bx, by = self.battery_at
                d = math.hypot(bx - a.x(), by - a.y())
                if d > 1e-9:
                    stub = 40.0 / scale
                    tail = QPointF(a.x() + (bx - a.x()) / d * stub, a.y() + (by - a.y()) / d * stub)
                    painter.setPen(cosmetic_pen(AIM, 1.5, Qt.PenStyle.DashLine))
                    painter.drawLine(tail, a)
            r = 7.0 / scale
            painter.setPen(cosmetic_pen(AIM, 2.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(a, r, r)
            painter.drawLine(QPointF(a.x() - r * 1.6, a.y()), QPointF(a.x() + r * 1.6, a.y()))
            painter.drawLine(QPointF(a.x(), a.y() - r * 1.6), QPointF(a.x(), a.y() + r * 1.6))
            if self.impact is not None and math.dist(self.aim, self.impact) > 1e-6:
                b = QPointF(*self.impact)
                painter.setPen(cosmetic_pen(IMPACT, 2.5))
                painter.drawLine(a, b)
                angle = math.atan2(b.y() - a.y(), b.x() - a.x())
                head = 10.0 / scale
                for turn in (2.6, -2.6):
                    painter.drawLine(
                        b, QPointF(b.x() + head * math.cos(angle + turn), b.y() + head * math.sin(angle + turn))
                    )
        if self.impact is not None and not self.template:  # where the rounds landed, aimed or as every side sees it
            paint_impact_point(painter, QPointF(*self.impact), 3.5 / scale)


def paint_zone(painter: QPainter, centre: QPointF, radius: float, colour: QColor, dashed: bool = False) -> None:
    """A barrage's damage zone (4.5): a circle of ``radius``, lightly filled (dashed: a template, not a landing)."""
    fill = QColor(colour)
    fill.setAlpha(45)
    painter.setBrush(QBrush(fill))
    painter.setPen(cosmetic_pen(colour, 2.0, Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine))
    painter.drawEllipse(centre, radius, radius)


def paint_impact_point(painter: QPainter, at: QPointF, radius: float) -> None:
    """Where a barrage's rounds landed: a red dot ringed in white."""
    painter.setBrush(IMPACT)
    painter.setPen(cosmetic_pen(QColor("white"), 1.0))
    painter.drawEllipse(at, radius, radius)


def paint_landed_mark(painter: QPainter, centre: QPointF, radius: float) -> None:
    """A landed barrage as the legend shows it: its damage zone and the point where it fell."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    paint_zone(painter, centre, radius, IMPACT)
    paint_impact_point(painter, centre, max(2.5, radius / 4))


def landed_marks(session: BattleSession, view: View | None) -> list[tuple[XY, float, str, str, str]]:
    """The barrages landed this turn as ``view`` sees them (every view sees every landing): where each landed, the
    radius of its damage zone in table units, its caption naming the side that fired it, and a shorter and the shortest one for
    a crowded spot. The aim, the drift and the battery are that side's own (4.1): the window's board and every picture
    of it draw these alike."""
    return [
        (
            landed.impact,
            session.geometry.to_table(landed.zone_yards / 2),
            tr("Barrage by {side}: {diameter_yards} yd zone").format(
                side=said_side_short(session.battle, landed.side), diameter_yards=landed.zone_yards
            ),
            tr("Barrage: {diameter_yards} yd zone").format(diameter_yards=landed.zone_yards),
            tr("{diameter_yards} yd zone").format(diameter_yards=landed.zone_yards),
        )
        for landed in landed_barrages(session.battle, view)
    ]
