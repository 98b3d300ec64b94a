"""What aircraft put on the board: each airstrike in play with its direction arrow and the handle that turns it
(sequence of play: up to 90 degrees), and a run — the entry arrow being dragged, the path flown, the strafing strip
(5.4) or the bomb circle with the drift to where the bombs fell (5.5), and the anti-aircraft weapons' lines of fire
(5.6). Items paint what they are given; the tools and the session decide."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPolygonF, QTextOption
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from morefire_gui.geometry.shapes import XY
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.style import cosmetic_pen

if TYPE_CHECKING:
    from morefire_gui.gui.board.scene import BoardScene
    from morefire_gui.rules.aircraft.tables import AircraftTables
    from morefire_gui.session.battle_session import BattleSession

PATH = QColor("#1c3f8f")
STRIP = QColor("#e07b00")
BOMB = QColor("#c4200f")
AA = QColor("#b3140a")
HANDLE_PIXELS = 7.0


def heading_vector(heading: float) -> XY:
    rad = math.radians(heading)
    return (math.sin(rad), -math.cos(rad))


def _arrow_head(painter: QPainter, tip: QPointF, heading: float, pixels: float, scale: float) -> None:
    vx, vy = heading_vector(heading)
    size = pixels / scale
    left = QPointF(tip.x() - vx * size - vy * size * 0.55, tip.y() - vy * size + vx * size * 0.55)
    right = QPointF(tip.x() - vx * size + vy * size * 0.55, tip.y() - vy * size - vx * size * 0.55)
    painter.drawPolygon(QPolygonF([tip, left, right]))


def aircraft_caption(name: str, altitude: str) -> str:
    """An aircraft as the board names it, by its short name and its altitude ("Il-2M low"): on its counter and at
    the start of the run the Airstrike dialog draws, the same words."""
    return f"{name} {altitude}"


def _label(painter: QPainter, at: QPointF, text: str, colour: QColor, dy: float = -22) -> None:
    painter.save()
    origin = painter.worldTransform().map(at)
    painter.resetTransform()
    font = QFont()
    font.setPixelSize(11)
    font.setBold(True)
    painter.setFont(font)
    width = QFontMetricsF(font).horizontalAdvance(text) + 10
    box = QRectF(origin.x() - width / 2, origin.y() + dy, width, 17)
    painter.setPen(cosmetic_pen(colour, 1.0))
    painter.setBrush(QColor(255, 255, 250, 235))
    painter.drawRoundedRect(box, 3, 3)
    painter.setPen(QColor("#111111"))
    painter.drawText(box, text, QTextOption(Qt.AlignmentFlag.AlignCenter))
    painter.restore()


def paint_aircraft_mark(
    painter: QPainter,
    at: QPointF,
    tip: QPointF,
    heading: float,
    colour: QColor,
    scale: float,
    pixels: float = 14.0,
) -> None:
    """An airstrike in play as the board draws it, and the legend beside it: its direction arrow from ``at`` to
    ``tip`` (a turn's flight), the aircraft's silhouette at ``at`` in ``colour`` pointing along ``heading``
    (``pixels`` its half-length, fixed on the screen: ``scale`` is the painter's pixels per unit) and the round handle
    that turns it at the tip."""
    k = pixels / 14.0  # the board's size 1; a legend's swatch smaller, its lines no thinner than a pixel and a half
    painter.setPen(cosmetic_pen(QColor("white"), max(5.0 * k, 3.0)))
    painter.drawLine(at, tip)
    painter.setPen(cosmetic_pen(colour.darker(130), max(2.5 * k, 1.5)))
    painter.drawLine(at, tip)
    painter.setBrush(colour.darker(130))
    _arrow_head(painter, tip, heading, max(12.0 * k, 5.0), scale)
    # The aircraft: fuselage and wings across the heading, fixed in pixels.
    vx, vy = heading_vector(heading)
    s = pixels / scale
    body = QPolygonF(
        [
            QPointF(at.x() + vx * s * 1.2, at.y() + vy * s * 1.2),
            QPointF(at.x() - vy * s * 0.18 - vx * s, at.y() + vx * s * 0.18 - vy * s),
            QPointF(at.x() + vy * s * 0.18 - vx * s, at.y() - vx * s * 0.18 - vy * s),
        ]
    )
    wings = QPolygonF(
        [
            QPointF(at.x() + vx * s * 0.35 - vy * s * 1.1, at.y() + vy * s * 0.35 + vx * s * 1.1),
            QPointF(at.x() + vx * s * 0.35 + vy * s * 1.1, at.y() + vy * s * 0.35 - vx * s * 1.1),
            QPointF(at.x() - vx * s * 0.1, at.y() - vy * s * 0.1),
        ]
    )
    painter.setPen(cosmetic_pen(QColor("#111111"), 1.2))
    painter.setBrush(QBrush(colour))
    painter.drawPolygon(wings)
    painter.drawPolygon(body)
    # The turn handle at the tip.
    r = max(HANDLE_PIXELS * k, 2.5) / scale
    painter.setPen(cosmetic_pen(QColor("#1c6fd8"), max(2.0 * k, 1.0)))
    painter.setBrush(QColor("white"))
    painter.drawEllipse(tip, r, r)


class AircraftItem(QGraphicsItem):
    """An airstrike in play: an aircraft silhouette in its side's colour at its position, pointing along its
    direction arrow, the arrow as long as its next move, and the round handle at the arrow's tip that turns it."""

    def __init__(self, aircraft_id: str) -> None:
        super().__init__()
        self.aircraft_id = aircraft_id
        self.setZValue(35)
        self.at: XY = (0.0, 0.0)
        self.heading = 0.0
        self.arrow = 1.0  # table units
        self.colour = QColor("grey")
        self.label = ""
        self.limit: tuple[float, float] | None = None  # the arrow's turning limits while it is being turned
        self._bounds = QRectF()

    def set_aircraft(self, at: XY, heading: float, arrow: float, colour: QColor, label: str) -> None:
        self.prepareGeometryChange()
        self.at, self.heading, self.arrow, self.colour, self.label = at, heading, arrow, colour, label
        m = arrow + max(arrow * 0.3, 3.0)
        self._bounds = QRectF(at[0] - m, at[1] - m, 2 * m, 2 * m)
        self.setToolTip(
            tr(
                "{label}: heading {heading:.0f}°. With the Airstrike tool, drag the round handle at the "
                "arrow's tip to turn it (up to 90°, end of the turn)"
            ).format(label=label, heading=heading)
        )
        self.update()

    def set_heading(self, heading: float) -> None:
        self.heading = heading
        self.update()

    @property
    def tip(self) -> XY:
        vx, vy = heading_vector(self.heading)
        return (self.at[0] + vx * self.arrow, self.at[1] + vy * self.arrow)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        scale = painter.worldTransform().m11() or 1.0
        at = QPointF(*self.at)
        tip = QPointF(*self.tip)
        if self.limit is not None:
            # The 90-degree limits, faint, while the arrow is turned.
            painter.setPen(cosmetic_pen(QColor(0, 0, 0, 90), 1.0, Qt.PenStyle.DotLine))
            for h in self.limit:
                vx, vy = heading_vector(h)
                painter.drawLine(at, QPointF(at.x() + vx * self.arrow, at.y() + vy * self.arrow))
        paint_aircraft_mark(painter, at, tip, self.heading, self.colour, scale)
        if self.label:
            _label(painter, at, self.label, self.colour.darker(140), dy=16)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(*self.at), 0.4, 0.4)
        return path


class AirRunItem(QGraphicsItem):
    """A run on the board: the entry arrow while it is dragged, the path, the strip or the bomb circle (dashed
    before the dice; solid with the drift arrow to the impact after), and the anti-aircraft lines of fire."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(30)
        self.path: tuple[XY, XY] | None = None
        self.heading = 0.0
        self.strip: tuple[XY, ...] = ()
        self.bomb_aim: XY | None = None
        self.impact: XY | None = None
        self.radius = 0.0
        self.aa_lines: list[tuple[XY, XY, str]] = []  # from, to, "can" / "cannot" / "hit"
        self.flown = False
        self.caption = ""
        self._bounds = QRectF()
        self.setVisible(False)

    def show_run(
        self,
        path: tuple[XY, XY] | None,
        heading: float,
        *,
        strip: tuple[XY, ...] = (),
        bomb_aim: XY | None = None,
        radius: float = 0.0,
        impact: XY | None = None,
        aa_lines: list[tuple[XY, XY, str]] | None = None,
        flown: bool = False,
        caption: str = "",
    ) -> None:
        self.prepareGeometryChange()
        self.path, self.heading, self.strip = path, heading, tuple(strip)
        self.bomb_aim, self.radius, self.impact = bomb_aim, radius, impact
        self.aa_lines = list(aa_lines or [])
        self.flown, self.caption = flown, caption
        pts: list[XY] = [*(path or ()), *self.strip, *(p for p in (bomb_aim, impact) if p is not None)]
        pts += [p for a, b, _ in self.aa_lines for p in (a, b)]
        if pts:
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            m = radius + 3.0
            self._bounds = QRectF(min(xs) - m, min(ys) - m, max(xs) - min(xs) + 2 * m, max(ys) - min(ys) + 2 * m)
        else:
            self._bounds = QRectF()
        self.setVisible(bool(pts))
        self.update()

    def clear(self) -> None:
        self.show_run(None, 0.0)

    def boundingRect(self) -> QRectF:
        return self._bounds.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        scale = painter.worldTransform().m11() or 1.0
        if self.strip:
            fill = QColor(STRIP)
            fill.setAlpha(70 if self.flown else 40)
            painter.setBrush(QBrush(fill))
            painter.setPen(cosmetic_pen(STRIP, 1.5, Qt.PenStyle.SolidLine if self.flown else Qt.PenStyle.DashLine))
            painter.drawPolygon(QPolygonF([QPointF(*p) for p in self.strip]))
        if self.bomb_aim is not None and self.radius > 0:
            fill = QColor(BOMB)
            fill.setAlpha(25)
            painter.setBrush(QBrush(fill) if self.impact is None else Qt.BrushStyle.NoBrush)
            painter.setPen(cosmetic_pen(BOMB, 1.5, Qt.PenStyle.DashLine))
            painter.drawEllipse(QPointF(*self.bomb_aim), self.radius, self.radius)
        if self.impact is not None and self.radius > 0:
            fill = QColor(BOMB)
            fill.setAlpha(60)
            painter.setBrush(QBrush(fill))
            painter.setPen(cosmetic_pen(BOMB, 2.0))
            painter.drawEllipse(QPointF(*self.impact), self.radius, self.radius)
            if self.bomb_aim is not None and math.dist(self.bomb_aim, self.impact) > 1e-6:
                painter.setPen(cosmetic_pen(BOMB, 2.0))
                painter.drawLine(QPointF(*self.bomb_aim), QPointF(*self.impact))
        for a, b, kind in self.aa_lines:
            if kind == "cannot":
                pen = cosmetic_pen(QColor(120, 120, 120, 150), 1.0, Qt.PenStyle.DotLine)
            else:
                pen = cosmetic_pen(
                    AA, 2.5 if kind == "hit" else 1.3, Qt.PenStyle.SolidLine if kind == "hit" else Qt.PenStyle.DashLine
                )
            painter.setPen(pen)
            painter.drawLine(QPointF(*a), QPointF(*b))
        if self.path is not None:
            start, end = QPointF(*self.path[0]), QPointF(*self.path[1])
            painter.setPen(cosmetic_pen(QColor("white"), 5.0))
            painter.drawLine(start, end)
            painter.setPen(cosmetic_pen(PATH, 2.5, Qt.PenStyle.SolidLine if self.flown else Qt.PenStyle.DashLine))
            painter.drawLine(start, end)
            painter.setBrush(PATH)
            painter.setPen(cosmetic_pen(PATH, 1.0))
            _arrow_head(painter, end, self.heading, 13.0, scale)
            r = 4.0 / scale
            painter.drawEllipse(start, r, r)
            if self.caption:
                _label(painter, start, self.caption, PATH, dy=8)


def sync_aircraft_items(
    scene: BoardScene, session: BattleSession, items: dict[str, AircraftItem], tables: AircraftTables
) -> None:
    """Put each airstrike in play on ``scene`` as its arrow (``items``, by aircraft id, kept up to date: those no
    longer in play taken away), as the window's board and a picture of it (gui/render.py) both show them: at its
    place and heading, its arrow a turn's flight long (``tables``), in its side's colour, named as the Aircraft dock
    names it with its altitude."""
    if not session.battle.aircraft and not items:
        return  # nothing to draw, nothing to take away (and the air rules are not loaded for it)
    from morefire_gui.gui.docks.aircraft import short_aircraft_name
    from morefire_gui.gui.said import said
    from morefire_gui.rules.aircraft.flight import flight_move
    from morefire_gui.session.aircraft import aircraft_in_play

    wanted = {a.id: a for a in aircraft_in_play(session.battle)}
    for ident in list(items):
        if ident not in wanted:
            gone = items.pop(ident)
            if gone.scene() is not None:
                gone.scene().removeItem(gone)
    for ident, plane in wanted.items():
        entry = session.catalogue.get(plane.type)
        if entry is None or entry.aircraft is None:
            continue
        arrow = session.geometry.to_table(flight_move(entry.aircraft.speed_mph, tables).yards)
        item = items.get(ident)
        if item is None:
            item = AircraftItem(ident)
            items[ident] = item
            scene.addItem(item)
        item.set_aircraft(
            plane.at,
            plane.heading,
            arrow,
            scene.side_colour(plane.side),
            aircraft_caption(short_aircraft_name(session, plane), said(plane.altitude.value)),
        )
