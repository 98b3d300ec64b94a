"""What the scenario system puts on the board: each side's deployment zones (a translucent area in the side's colour
with a dashed outline and a label saying who deploys there, or moves on at which edge) and the victory point
locations (a flag in the colour of the side holding it at the start, with the schedule's values).

The items only paint what the battle holds; :class:`ScenarioLayer` mirrors the battle's ``deployment_zones`` and
``vp_locations`` into them, asking the geometry layer where each location is."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneHoverEvent, QStyleOptionGraphicsItem, QWidget

from morefire_gui.geometry.board_shapes import shape_bounds
from morefire_gui.geometry.force_placement import NO_STANDING
from morefire_gui.geometry.shapes import XY, Shape, inner_point, points_inside
from morefire_gui.gui.board.shape_path import area_path
from morefire_gui.gui.i18n import QT_TR_NOOP, KeptWords, tr
from morefire_gui.gui.said import nation_name, said
from morefire_gui.gui.side_words import said_side_short
from morefire_gui.gui.style import cosmetic_pen
from morefire_gui.model.battle import Battle
from morefire_gui.model.scenario import DeploymentZone, VpLocation
from morefire_gui.model.terms import Edge
from morefire_gui.rules.scenario.terms import VpSchedule
from morefire_gui.session.names import location_name

ZONE_Z = 7.0  # over the terrain (up to 6.5), under the counters (10)
MARKER_Z = 9.0
NOBODY = QColor("#6b6b6b")
LABEL_TEXT = QColor("#151515")
LABEL_BACK = QColor(255, 255, 248, 225)
DIM_TEXT = QColor("#8a8a8a")
KIND_NAMES = KeptWords(
    {
        "hill": QT_TR_NOOP("Hill"),
        "ford": QT_TR_NOOP("Ford"),
        "bridge": QT_TR_NOOP("Bridge"),
        "crossroad": QT_TR_NOOP("Crossroad"),
        "road_exit": QT_TR_NOOP("Road exit"),
        "building": QT_TR_NOOP("Building"),
    }
)


def _font(pixels: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(pixels)
    font.setBold(bold)
    return font


class ZoneLabelItem(QGraphicsItem):
    """A deployment zone's caption, a fixed size at every zoom: a bold line and a smaller one under it."""

    def __init__(self, title: str, detail: str, colour: QColor, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.title, self.detail, self.colour = title, detail, colour
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self._title_font, self._detail_font = _font(13, True), _font(11)
        t, d = QFontMetricsF(self._title_font), QFontMetricsF(self._detail_font)
        self._w = max(t.horizontalAdvance(title), d.horizontalAdvance(detail) if detail else 0.0) + 16
        self._h = t.height() + (d.height() if detail else 0.0) + 8

    def boundingRect(self) -> QRectF:
        return QRectF(-self._w / 2 - 2, -self._h / 2 - 2, self._w + 4, self._h + 4)

    def size(self) -> tuple[float, float]:
        """The caption's box, in pixels (centred on its position)."""
        return self._w, self._h

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        box = QRectF(-self._w / 2, -self._h / 2, self._w, self._h)
        painter.setPen(cosmetic_pen(self.colour.darker(130), 1.5))
        painter.setBrush(LABEL_BACK)
        painter.drawRoundedRect(box, 4, 4)
        t = QFontMetricsF(self._title_font)
        painter.setPen(LABEL_TEXT)
        painter.setFont(self._title_font)
        painter.drawText(
            QRectF(box.left(), box.top() + 3, box.width(), t.height()),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter,
            self.title,
        )
        if self.detail:
            painter.setPen(self.colour.darker(160))
            painter.setFont(self._detail_font)
            painter.drawText(
                QRectF(box.left(), box.top() + 3 + t.height(), box.width(), box.height() - t.height() - 6),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter,
                self.detail,
            )


class DeploymentZoneItem(QGraphicsItem):
    """One deployment zone where the land is (its ground a counter can stand on: the sea, lakes and rivers left out,
    session/forces/ground.py's ``zone_lands``), in table units, filled translucent in the side's colour, outlined dashed,
    with its caption in the middle."""

    def __init__(
        self, zone: DeploymentZone, colour: QColor, title: str, detail: str, tip: str, land: Shape | None = None
    ) -> None:
        super().__init__()
        self.side_id = zone.side
        self.moves_on = zone.moves_on
        self.colour = QColor(colour)
        if land is not None:
            self.path = area_path(land)
        else:
            self.path = QPainterPath()
            self.path.addPolygon(QPolygonF([QPointF(x, y) for x, y in zone.polygon]))
            self.path.closeSubpath()
        self.setZValue(ZONE_Z)
        self.setToolTip(tip)
        # Clicks pass through to the counters and terrain beneath: a zone is a marking, not a piece.
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.label = ZoneLabelItem(title, detail, self.colour, self)
        self.label.setPos(self.path.boundingRect().center())
        self.spots: list[XY] = []  # where the caption may go, the best first (caption_spots)

    def place_label(self, at: XY) -> None:
        self.label.setPos(QPointF(*at))

    @property
    def caption(self) -> str:
        return self.label.title

    def boundingRect(self) -> QRectF:
        return self.path.boundingRect().adjusted(-0.5, -0.5, 0.5, 0.5)

    def shape(self) -> QPainterPath:
        return self.path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        fill = QColor(self.colour)
        fill.setAlpha(48)
        painter.setBrush(QBrush(fill))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPath(self.path)
        if self.moves_on:
            # Where the side enters: a hatch over the strip, so "moves on" reads apart from "deploys".
            hatch = QColor(self.colour)
            hatch.setAlpha(70)
            painter.setBrush(QBrush(hatch, Qt.BrushStyle.BDiagPattern))
            painter.drawPath(self.path)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(cosmetic_pen(self.colour.darker(125), 2.2, Qt.PenStyle.DashLine))
        painter.drawPath(self.path)


class VpMarkerItem(QGraphicsItem):
    """A victory point location: a small flag at the location, coloured by the side holding it at the start (grey:
    nobody), and its values from the schedule, "50 / 25–35" (Standard / Retained–Captured), the column the mission
    scores in bold. A fixed size at every zoom."""

    POLE = 18.0

    def __init__(
        self, location: VpLocation, at: XY, colour: QColor, schedule: VpSchedule, tip: str, label_left: bool = False
    ) -> None:
        super().__init__()
        self.prefers_left = label_left  # near the east edge the label goes left of the flag, onto the table
        self.label_left = label_left
        self.label_below = False
        # Where the board's layout found its label room when none of its four places was free: a box in pixels from
        # the spot, near the flag (gui/board/label_layout.py, _free_near); None: at one of its places.
        self.label_box: QRectF | None = None
        self.location_id = location.id
        self.kind = location.kind
        self.colour = QColor(colour)
        self.schedule = schedule
        v = location.values
        self.standard_text = f"{v.standard}"
        self.retained_text = f"{v.retained}–{v.captured}"
        self.name = KIND_NAMES.get(location.kind.value, location.kind.value)
        self.value = v.standard if schedule is VpSchedule.STANDARD else max(v.retained, v.captured)
        self.destroyed = location.destroyed
        self.gathered = False  # drawn by a gathering of flags too close to read apart (VpGatheringItem)
        self.label_shown = True  # the board's layout found its label a place (else it shows on hover)
        self.hovered = False
        self.setAcceptHoverEvents(True)
        self.setPos(QPointF(*at))
        self.setZValue(MARKER_Z)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setToolTip(tip)
        self._bold, self._plain = _font(11, True), _font(11)
        self._value_font, self._dim_font = (
            (self._bold, self._plain) if schedule is VpSchedule.STANDARD else (self._plain, self._bold)
        )
        fm_b, fm_p = QFontMetricsF(self._bold), QFontMetricsF(self._plain)
        self._w_std = (fm_b if schedule is VpSchedule.STANDARD else fm_p).horizontalAdvance(self.standard_text)
        self._w_sep = fm_p.horizontalAdvance(" / ")
        self._w_rc = (fm_p if schedule is VpSchedule.STANDARD else fm_b).horizontalAdvance(self.retained_text)
        self._h = fm_b.height() + 4

    @property
    def label(self) -> str:
        """The label as the player reads it."""
        return f"{self.standard_text} / {self.retained_text}"

    def label_rect(self, left: bool | None = None, below: bool | None = None) -> QRectF:
        """Where the label is drawn, in pixels from the spot: beside the pennant (above), or under the spot; with
        neither given, where it stands now (:attr:`label_box`, where the board found it room near the flag)."""
        if left is None and below is None and self.label_box is not None:
            return QRectF(self.label_box)
        left = self.label_left if left is None else left
        below = self.label_below if below is None else below
        w = self._w_std + self._w_sep + self._w_rc + 10
        return QRectF(-w - 15 if left else 6, 5 if below else -self.POLE - 1, w, self._h)

    def flag_rect(self) -> QRectF:
        return QRectF(-14, -self.POLE - 2, 18, self.POLE + 7)

    def set_label_place(self, left: bool, below: bool, box: QRectF | None = None) -> None:
        """Stand the label at one of its places (left or right of the pennant, above or under the spot), or, with
        ``box``, at that box in pixels from the spot."""
        if (left, below, box) != (self.label_left, self.label_below, self.label_box):
            self.prepareGeometryChange()
            self.label_left, self.label_below = left, below
            self.label_box = QRectF(box) if box is not None else None
            self.update()

    def set_gathered(self, gathered: bool) -> None:
        if gathered != self.gathered:
            self.prepareGeometryChange()
            self.gathered = gathered
            self.update()

    def boundingRect(self) -> QRectF:
        if self.gathered:
            return QRectF()
        return self.drawn_rect()

    def drawn_rect(self) -> QRectF:
        """What the flag and its label cover, in pixels from the spot."""
        return self.flag_rect().united(self.label_rect()).adjusted(-2, -2, 2, 2)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.boundingRect())
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.gathered:
            self.paint_flag(painter, label=self.label_shown or self.hovered)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self.setZValue(45.0)
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self.setZValue(MARKER_Z)
        self.update()

    def paint_flag(self, painter: QPainter, count: int = 0, label: bool = True) -> None:
        """The flag, its label and (``count``: a gathering's) how many flags it stands for, at the painter's origin."""
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        top = -self.POLE
        # The foot of the pole marks the spot: a white-ringed dot.
        painter.setPen(cosmetic_pen(QColor("white"), 1.5))
        painter.setBrush(self.colour.darker(140))
        painter.drawEllipse(QPointF(0, 0), 3.2, 3.2)
        painter.setPen(cosmetic_pen(QColor("#2a2a2a"), 1.6))
        painter.drawLine(QPointF(0, 0), QPointF(0, top))
        pennant = QPolygonF([QPointF(0, top), QPointF(0, top + 9), QPointF(-12, top + 4.5)])
        painter.setPen(cosmetic_pen(QColor("white"), 1.0))
        painter.setBrush(self.colour)
        painter.drawPolygon(pennant)
        box = self.label_rect()
        painter.setPen(cosmetic_pen(self.colour.darker(140), 1.2))
        painter.setBrush(LABEL_BACK if label else Qt.BrushStyle.NoBrush)
        if label:
            painter.drawRoundedRect(box, 3, 3)
        x = box.left() + 5
        for text, width, font, colour in (
            ()
            if not label
            else (
                (
                    self.standard_text,
                    self._w_std,
                    self._value_font,
                    LABEL_TEXT if self.schedule is VpSchedule.STANDARD else DIM_TEXT,
                ),
                (" / ", self._w_sep, self._plain, DIM_TEXT),
                (
                    self.retained_text,
                    self._w_rc,
                    self._dim_font,
                    LABEL_TEXT if self.schedule is not VpSchedule.STANDARD else DIM_TEXT,
                ),
            )
        ):
            painter.setFont(font)
            painter.setPen(colour)
            painter.drawText(QRectF(x, box.top(), width + 1, box.height()), Qt.AlignmentFlag.AlignVCenter, text)
            x += width
        if self.destroyed:
            painter.setPen(cosmetic_pen(QColor("#b3140a"), 2.0))
            painter.drawLine(QPointF(-5, -5), QPointF(5, 5))
            painter.drawLine(QPointF(-5, 5), QPointF(5, -5))
        if count:
            badge = QRectF(-13, top - 12, 14, 12)
            painter.setPen(cosmetic_pen(QColor("#2a2a2a"), 1.0))
            painter.setBrush(QColor("white"))
            painter.drawRoundedRect(badge, 3, 3)
            painter.setFont(self._bold)
            painter.setPen(LABEL_TEXT)
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(count))
        painter.restore()


class VpGatheringItem(QGraphicsItem):
    """Victory point flags too close together to be read apart at the view's zoom: the most valuable one's flag, with
    how many there are; with the mouse on it, it opens into a ring of the flags, each with its values and a line to
    its spot. A fixed size at every zoom."""

    RING_PX = 46.0

    def __init__(self, members: Sequence[VpMarkerItem], pixels_per_unit: float) -> None:
        super().__init__()
        self.members = list(members)
        self.head = self.members[0]
        self.setPos(self.head.pos())
        self.setZValue(MARKER_Z + 0.5)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setAcceptHoverEvents(True)
        self.opened = False
        ppu = pixels_per_unit or 1.0
        # Each flag's spot, in pixels from the gathering's, and its place in the opened ring.
        self._spots = [(m.pos() - self.head.pos()) * ppu for m in self.members]
        n = len(self.members)
        radius = self.RING_PX + 6 * max(0, n - 4)
        self._ring = [
            QPointF(radius * math.sin(2 * math.pi * i / n), -radius * math.cos(2 * math.pi * i / n) + 8)
            for i in range(n)
        ]
        self.setToolTip("; ".join(m.toolTip() for m in self.members))

    @property
    def location_ids(self) -> list[str]:
        return [m.location_id for m in self.members]

    def flag_rect(self) -> QRectF:
        """The gathered flag with its count, in pixels from its spot."""
        return self.head.flag_rect().adjusted(0, -12, 0, 0)

    def collapsed_rect(self) -> QRectF:
        return self.flag_rect().united(self.head.label_rect()).adjusted(-2, -2, 2, 2)

    def opened_rect(self) -> QRectF:
        rect = self.collapsed_rect()
        for member, at in zip(self.members, self._ring):
            rect = rect.united(member.drawn_rect().translated(at))
        return rect.adjusted(-4, -4, 4, 4)

    def boundingRect(self) -> QRectF:
        return self.opened_rect() if self.opened else self.collapsed_rect()

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.boundingRect())
        return path

    def set_opened(self, on: bool) -> None:
        if on != self.opened:
            self.prepareGeometryChange()
            self.opened = on
            self.setZValue(45.0 if on else MARKER_Z + 0.5)  # opened, over the counters and their labels
            self.update()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.set_opened(True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.set_opened(False)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.opened:
            self.head.paint_flag(painter, len(self.members), label=self.head.label_shown)
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        back = QColor(LABEL_BACK)
        back.setAlpha(150)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(back)
        painter.drawRoundedRect(self.opened_rect().adjusted(2, 2, -2, -2), 8, 8)
        for member, spot, at in zip(self.members, self._spots, self._ring):
            painter.setPen(cosmetic_pen(QColor("#2a2a2a"), 1.0, Qt.PenStyle.DotLine))
            painter.drawLine(at, spot)
            painter.setPen(cosmetic_pen(QColor("white"), 1.0))
            painter.setBrush(member.colour.darker(140))
            painter.drawEllipse(spot, 2.5, 2.5)
            painter.save()
            painter.translate(at)
            member.paint_flag(painter)
            painter.restore()


@dataclass(frozen=True)
class SideLook:
    """How a side is named and coloured on the board."""

    caption: str  # "Axis"
    detail: str  # "Germany, defender"
    colour: QColor
    plural: bool = False  # named "Allies": "Allies deploy here", not "deploys"


def side_look(battle: Battle, side_id: str, colour: QColor) -> SideLook:
    """A side as the board names it: "Axis" (or the name the players gave it; the scenario system names its sides by
    their role, which the detail line says), its nation and its role in the mission."""
    side = battle.side(side_id)
    mission = battle.mission
    role = None
    if mission is not None:
        role = (
            tr("attacker") if side_id == mission.attacker else tr("defender") if side_id == mission.defender else None
        )
    own_name = side is not None and side.name is not None and not side.named_by_role
    # A side named by its role is captioned by its allegiance ("Alliierte"): the detail line says its role.
    caption = said_side_short(battle, side_id)
    nation = nation_name(side.nation) if side is not None else ""
    plural = not own_name and side_id == "allies"
    return SideLook(caption, ", ".join(x for x in (nation, role) if x), colour, plural)


# A zone less deep than this (table units, on a 72-unit table) may be too thin for its caption.
THIN_ZONE = 4.0


def caption_spots(
    zone: DeploymentZone,
    edge: Edge | None,
    battle: Battle,
    flags: Sequence[XY],
    land: Shape | None = None,
) -> list[XY]:
    """Where a zone's caption may go, the best first: near the side's base edge (the caption says who comes from
    there), along the edge where it is furthest from the victory point flags, so that neither hides the other; then
    deeper in the zone. Captions are wider than tall, so distance along the caption counts for less. Only spots on
    the zone's ``land`` (where it is drawn), if given. The board's layout takes the first one nothing covers
    (gui/board/label_layout.py)."""
    land_box = shape_bounds(land) if land is not None else None
    if land_box is not None:
        x0, y0, x1, y1 = land_box
    else:
        xs, ys = [p[0] for p in zone.polygon], [p[1] for p in zone.polygon]
        x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    w, h = x1 - x0, y1 - y0
    t = battle.table
    zx = [p[0] for p in zone.polygon]
    zy = [p[1] for p in zone.polygon]
    eps = 1e-6
    sign = 1.0
    if edge is Edge.NORTH and min(zy) <= eps:
        base, along_x, depth = y0, True, h
    elif edge is Edge.SOUTH and max(zy) >= t.depth - eps:
        base, along_x, depth, sign = y1, True, h, -1.0
    elif edge is Edge.WEST and min(zx) <= eps:
        base, along_x, depth = x0, False, w
    elif edge is Edge.EAST and max(zx) >= t.width - eps:
        base, along_x, depth, sign = x1, False, w, -1.0
    else:
        along_x = w >= h
        base, depth = ((y0 + y1) / 2, 0.0) if along_x else ((x0 + x1) / 2, 0.0)
    across_first = base + sign * min(depth / 2, (t.depth if along_x else t.width) / 8)
    fractions = (0.5, 0.38, 0.62, 0.26, 0.74, 0.14, 0.86)
    deeper = [base + sign * depth * f for f in (0.75, 0.25, 0.9, 0.1)] if depth > 0 else []
    scale = max(t.width, t.depth) / 72  # the weights below are for a 72-unit table

    def clearance(c: XY) -> float:
        if not flags:
            return 3.0
        return min(math.hypot((c[0] - f[0]) / 3.5, (c[1] - f[1]) * 1.0) for f in flags) / scale

    out: list[XY] = []
    for across in [across_first, *deeper]:
        row = [(x0 + w * f, across) if along_x else (across, y0 + h * f) for f in fractions]
        # Beyond 3 every spot is as good as the first; the order above breaks ties.
        out += sorted(row, key=lambda c: -min(clearance(c), 3.0))
    if land is not None and land_box is not None:
        on_land = points_inside(land, out)
        out = on_land or [inner_point(land)]
    if depth > 0 and depth < THIN_ZONE * scale:
        # A strip too thin to hold its caption (Delay Mission's attacker "deploys or moves on at his boardedge"): the
        # caption stands across its inner boundary, reaching onto the table, where the board has room for it.
        for beyond in (1.5, 2.5, 3.5, 5.0):
            across = base + sign * (depth + beyond * scale)
            row = [(x0 + w * f, across) if along_x else (across, y0 + h * f) for f in fractions]
            out += sorted(row, key=lambda c: -min(clearance(c), 3.0))
    return out


def label_spot(
    zone: DeploymentZone, edge: Edge | None, battle: Battle, flags: Sequence[XY], land: Shape | None = None
) -> XY:
    """Where a zone's caption goes when nothing else is on the board: the first of :func:`caption_spots`."""
    return caption_spots(zone, edge, battle, flags, land)[0]


def zone_caption(zone: DeploymentZone, who: str, edge: str | None, plural: bool | None = None) -> str:
    """ "Axis deploys here", or for a side that "deploys or moves on at his boardedge", where it moves on. ``plural``:
    whether ``who`` is many ("Allies deploy here"); by default, whether it reads "Allies"."""
    if plural is None:
        plural = who.lower().endswith("allies")  # "Axis deploys here", "Allies deploy here"
    if zone.moves_on:
        if edge:
            words = (
                tr("{side} deploy or move on at the {edge} edge")
                if plural
                else tr("{side} deploys or moves on at the {edge} edge")
            )
            return words.format(side=who, edge=said(edge))
        return (tr("{side} deploy or move on here") if plural else tr("{side} deploys or moves on here")).format(
            side=who
        )
    return (tr("{side} deploy here") if plural else tr("{side} deploys here")).format(side=who)


class ScenarioLayer:
    """Mirrors the battle's deployment zones and victory point locations into items on a scene. Rebuilds its items
    only when what they show changed (the zones, the locations, the mission's column, the sides, the pieces the
    locations stand on)."""

    def __init__(self, scene: QGraphicsScene, colour_of: Callable[[str], QColor]) -> None:
        self.scene = scene
        self.colour_of = colour_of
        self.zones: list[DeploymentZoneItem] = []
        self.markers: list[VpMarkerItem] = []
        self.gatherings: list[VpGatheringItem] = []
        self.zones_visible = True
        self.markers_visible = True
        self._signature: object = None
        self.side_look: Callable[[str], SideLook] = lambda side_id: SideLook(side_id, "", colour_of(side_id))

    def _signature_of(self, battle: Battle) -> object:
        pieces = tuple(battle.piece(vp.piece) if vp.piece else None for vp in battle.vp_locations)
        water = tuple(p for p in battle.terrain if p.kind in NO_STANDING)  # the zones are drawn where the land is
        return (
            tuple(battle.deployment_zones),
            tuple(battle.vp_locations),
            battle.mission,
            battle.briefing,
            tuple(battle.sides),
            pieces,
            water,
        )

    def sync(self, battle: Battle, lands: Callable[[], Sequence[Shape | None]] | None = None) -> None:
        """Mirror the battle's zones and flags; ``lands``, each zone where the land is (in the battle's order), asked
        only when what the layer shows changed."""
        signature = self._signature_of(battle)
        if signature == self._signature and all(i.scene() is self.scene for i in (*self.zones, *self.markers)):
            return
        self._signature = signature
        self.clear()
        self.side_look = lambda side_id: side_look(battle, side_id, self.colour_of(side_id))
        schedule = battle.mission.vp_schedule if battle.mission is not None else VpSchedule.STANDARD
        flags = [at for vp in battle.vp_locations if (at := self._where(battle, vp)) is not None]
        zone_lands = list(lands()) if lands is not None else []
        for i, zone in enumerate(battle.deployment_zones):
            land = zone_lands[i] if i < len(zone_lands) else None
            look = self.side_look(zone.side)
            side = battle.side(zone.side)
            edge = side.edge.value if side is not None else None
            tip = (
                tr("{zone} of {side} ({detail}): deploys or moves on at the base edge")
                if zone.moves_on
                else tr("{zone} of {side} ({detail})")
            ).format(
                zone=said(zone.name) if zone.name else tr("Deployment zone"), side=look.caption, detail=look.detail
            )
            item = DeploymentZoneItem(
                zone, look.colour, zone_caption(zone, look.caption, edge, look.plural), look.detail, tip, land
            )
            item.spots = caption_spots(zone, side.edge if side is not None else None, battle, flags, land)
            item.place_label(item.spots[0])
            item.setVisible(self.zones_visible)
            self.zones.append(item)
            self.scene.addItem(item)
        for vp in battle.vp_locations:
            at = self._where(battle, vp)
            if at is None:
                continue
            colour = self.side_look(vp.held_by).colour if vp.held_by else NOBODY
            marker = VpMarkerItem(
                vp, at, colour, schedule, self._tip(battle, vp, schedule), label_left=at[0] > battle.table.width * 0.88
            )
            marker.setVisible(self.markers_visible)
            self.markers.append(marker)
            self.scene.addItem(marker)

    def arrange(self, pixels_per_unit: float | None = None) -> None:
        """Lay the flags and captions out again at the view's zoom: the board's layout places them with the counters
        (gui/board/board_layout.py), so that none covers another."""
        arrange = getattr(self.scene, "arrange_soon", None)
        setter = getattr(self.scene, "set_layout_scale", None)
        if pixels_per_unit is not None and setter is not None:
            setter(pixels_per_unit)
        elif arrange is not None:
            arrange()

    def gather(self, pixels_per_unit: float) -> list[list[VpMarkerItem]]:
        """The visible flags in groups whose flags would cover each other at a zoom (a flag alone is a group of one),
        the most valuable first in each group."""
        markers = [m for m in self.markers if m.isVisible()]
        rects = [m.flag_rect().translated(m.pos() * pixels_per_unit).adjusted(-3, -3, 3, 3) for m in markers]
        parent = list(range(len(markers)))

        def root(i: int) -> int:
            while parent[i] != i:
                parent[i] = parent[parent[i]]
                i = parent[i]
            return i

        for i in range(len(markers)):
            for j in range(i + 1, len(markers)):
                if rects[i].intersects(rects[j]):
                    parent[root(i)] = root(j)
        groups: dict[int, list[VpMarkerItem]] = {}
        for i, marker in enumerate(markers):
            groups.setdefault(root(i), []).append(marker)
        return [sorted(g, key=lambda m: (-m.value, m.location_id)) for g in groups.values()]

    def show_gatherings(self, groups: Sequence[Sequence[VpMarkerItem]], pixels_per_unit: float) -> None:
        """Draw each group of more than one flag as one gathering (its members drawn by it)."""
        wanted = {tuple(m.location_id for m in g): g for g in groups if len(g) > 1}
        for item in list(self.gatherings):
            if tuple(item.location_ids) not in wanted or item.scene() is not self.scene:
                if item.scene() is self.scene:
                    self.scene.removeItem(item)
                self.gatherings.remove(item)
        have = {tuple(i.location_ids) for i in self.gatherings}
        for key, group in wanted.items():
            if key not in have:
                item = VpGatheringItem(group, pixels_per_unit)
                item.setVisible(self.markers_visible)
                self.gatherings.append(item)
                self.scene.addItem(item)
        gathered = {lid for key in wanted for lid in key}
        for marker in self.markers:
            marker.set_gathered(marker.location_id in gathered)

    def clear(self) -> None:
        for item in (*self.zones, *self.markers, *self.gatherings):
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self.zones.clear()
        self.markers.clear()
        self.gatherings.clear()

    def set_zones_visible(self, on: bool) -> None:
        self.zones_visible = on
        for item in self.zones:
            item.setVisible(on)
        self.arrange()

    def set_markers_visible(self, on: bool) -> None:
        self.markers_visible = on
        for item in (*self.markers, *self.gatherings):
            item.setVisible(on)
        self.arrange()

    @staticmethod
    def _where(battle: Battle, vp: VpLocation) -> XY | None:
        """Where the flag stands: the spot, or a point inside the piece (its centre when that is inside)."""
        from morefire_gui.geometry.vp_control import flag_spot

        return flag_spot(battle, vp)

    def _tip(self, battle: Battle, vp: VpLocation, schedule: VpSchedule) -> str:
        v = vp.values
        held = self.side_look(vp.held_by).caption if vp.held_by else tr("nobody")
        column = tr("Standard") if schedule is VpSchedule.STANDARD else tr("Retained / Captured")
        return (
            tr(
                "{name} ({kind}, {id}): Standard {standard}, Retained {retained}, Captured {captured}; held at the start "
                "by {held}; scored on the {column} column; destroyed"
            )
            if vp.destroyed
            else tr(
                "{name} ({kind}, {id}): Standard {standard}, Retained {retained}, Captured {captured}; held at the start "
                "by {held}; scored on the {column} column"
            )
        ).format(
            name=said(location_name(battle, vp.id)),
            kind=KIND_NAMES.get(vp.kind.value, vp.kind.value),
            id=vp.id,
            standard=v.standard,
            retained=v.retained,
            captured=v.captured,
            held=held,
            column=column,
        )
