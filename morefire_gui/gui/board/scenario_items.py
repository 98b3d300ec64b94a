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
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget
from shapely.geometry import Point

from morefire_gui.geometry.shapes import XY
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.style import cosmetic_pen
from morefire_gui.model.battle import Battle
from morefire_gui.model.scenario import DeploymentZone, VpLocation
from morefire_gui.model.terms import Edge
from morefire_gui.rules.scenario_terms import VpSchedule
from morefire_gui.rules.tables import RuleTables

ZONE_Z = 7.0      # over the terrain (up to 6.5), under the counters (10)
MARKER_Z = 9.0
NOBODY = QColor("#6b6b6b")
LABEL_TEXT = QColor("#151515")
LABEL_BACK = QColor(255, 255, 248, 225)
DIM_TEXT = QColor("#8a8a8a")
KIND_NAMES = {"hill": tr("Hill"), "ford": tr("Ford"), "bridge": tr("Bridge"), "crossroad": tr("Crossroad"),
              "road_exit": tr("Road exit"),
              "building": tr("Building")}


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

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        box = QRectF(-self._w / 2, -self._h / 2, self._w, self._h)
        painter.setPen(cosmetic_pen(self.colour.darker(130), 1.5))
        painter.setBrush(LABEL_BACK)
        painter.drawRoundedRect(box, 4, 4)
        t = QFontMetricsF(self._title_font)
        painter.setPen(LABEL_TEXT)
        painter.setFont(self._title_font)
        painter.drawText(QRectF(box.left(), box.top() + 3, box.width(), t.height()),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, self.title)
        if self.detail:
            painter.setPen(self.colour.darker(160))
            painter.setFont(self._detail_font)
            painter.drawText(QRectF(box.left(), box.top() + 3 + t.height(), box.width(), box.height() - t.height()
                                    - 6), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, self.detail)


class DeploymentZoneItem(QGraphicsItem):
    """One deployment zone: its polygon in table units, filled translucent in the side's colour, outlined dashed,
    with its caption in the middle."""

    def __init__(self, zone: DeploymentZone, colour: QColor, title: str, detail: str, tip: str) -> None:
        super().__init__()
        self.side_id = zone.side
        self.moves_on = zone.moves_on
        self.colour = QColor(colour)
        self.polygon = QPolygonF([QPointF(x, y) for x, y in zone.polygon])
        self.setZValue(ZONE_Z)
        self.setToolTip(tip)
        # Clicks pass through to the counters and terrain beneath: a zone is a marking, not a piece.
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.label = ZoneLabelItem(title, detail, self.colour, self)
        self.label.setPos(self.polygon.boundingRect().center())

    def place_label(self, at: XY) -> None:
        self.label.setPos(QPointF(*at))

    @property
    def caption(self) -> str:
        return self.label.title

    def boundingRect(self) -> QRectF:
        return self.polygon.boundingRect().adjusted(-0.5, -0.5, 0.5, 0.5)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addPolygon(self.polygon)
        path.closeSubpath()
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        fill = QColor(self.colour)
        fill.setAlpha(48)
        painter.setBrush(QBrush(fill))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPolygon(self.polygon)
        if self.moves_on:
            # Where the side enters: a hatch over the strip, so "moves on" reads apart from "deploys".
            hatch = QColor(self.colour)
            hatch.setAlpha(70)
            painter.setBrush(QBrush(hatch, Qt.BrushStyle.BDiagPattern))
            painter.drawPolygon(self.polygon)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(cosmetic_pen(self.colour.darker(125), 2.2, Qt.PenStyle.DashLine))
        painter.drawPolygon(self.polygon)


class VpMarkerItem(QGraphicsItem):
    """A victory point location: a small flag at the location, coloured by the side holding it at the start (grey:
    nobody), and its values from the schedule, "50 / 25–35" (Standard / Retained–Captured), the column the mission
    scores in bold. A fixed size at every zoom."""

    POLE = 18.0

    def __init__(self, location: VpLocation, at: XY, colour: QColor, schedule: VpSchedule, tip: str,
                 label_left: bool = False) -> None:
        super().__init__()
        self.prefers_left = label_left  # near the east edge the label goes left of the flag, onto the table
        self.label_left = label_left
        self.label_below = False
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
        self.setPos(QPointF(*at))
        self.setZValue(MARKER_Z)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setToolTip(tip)
        self._bold, self._plain = _font(11, True), _font(11)
        self._value_font, self._dim_font = (self._bold, self._plain) if schedule is VpSchedule.STANDARD else \
            (self._plain, self._bold)
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
        """Where the label is drawn, in pixels from the spot: beside the pennant (above), or under the spot."""
        left = self.label_left if left is None else left
        below = self.label_below if below is None else below
        w = self._w_std + self._w_sep + self._w_rc + 10
        return QRectF(-w - 15 if left else 6, 5 if below else -self.POLE - 1, w, self._h)

    def flag_rect(self) -> QRectF:
        return QRectF(-14, -self.POLE - 2, 18, self.POLE + 7)

    def set_label_place(self, left: bool, below: bool) -> None:
        if (left, below) != (self.label_left, self.label_below):
            self.prepareGeometryChange()
            self.label_left, self.label_below = left, below
            self.update()

    def boundingRect(self) -> QRectF:
        return self.flag_rect().united(self.label_rect()).adjusted(-2, -2, 2, 2)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.boundingRect())
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
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
        painter.setBrush(LABEL_BACK)
        painter.drawRoundedRect(box, 3, 3)
        x = box.left() + 5
        for text, width, font, colour in (
                (self.standard_text, self._w_std, self._value_font,
                 LABEL_TEXT if self.schedule is VpSchedule.STANDARD else DIM_TEXT),
                (" / ", self._w_sep, self._plain, DIM_TEXT),
                (self.retained_text, self._w_rc, self._dim_font,
                 LABEL_TEXT if self.schedule is not VpSchedule.STANDARD else DIM_TEXT)):
            painter.setFont(font)
            painter.setPen(colour)
            painter.drawText(QRectF(x, box.top(), width + 1, box.height()), Qt.AlignmentFlag.AlignVCenter, text)
            x += width
        if self.destroyed:
            painter.setPen(cosmetic_pen(QColor("#b3140a"), 2.0))
            painter.drawLine(QPointF(-5, -5), QPointF(5, 5))
            painter.drawLine(QPointF(-5, 5), QPointF(5, -5))


@dataclass(frozen=True)
class SideLook:
    """How a side is named and coloured on the board."""

    caption: str   # "Axis"
    detail: str    # "Germany, defender"
    colour: QColor


def side_look(battle: Battle, tables: RuleTables, side_id: str, colour: QColor) -> SideLook:
    """A side as the board names it: "Axis" (or the name the players gave it; the scenario system names its sides by
    their role, which the detail line says), its nation and its role in the mission."""
    side = battle.side(side_id)
    mission = battle.mission
    nation = tables.nations.nations.get(side.nation) if side is not None else None
    role = None
    if mission is not None:
        role = "attacker" if side_id == mission.attacker else "defender" if side_id == mission.defender else None
    caption = side.label if side is not None and side.name not in (None, "Attacker", "Defender") else \
        side_id.capitalize()
    nation_name = nation.name if nation is not None else (side.nation if side is not None else "")
    return SideLook(caption, ", ".join(x for x in (nation_name, role) if x), colour)


def label_spot(zone: DeploymentZone, edge: Edge | None, battle: Battle, flags: Sequence[XY]) -> XY:
    """Where a zone's caption goes: near the side's base edge (the caption says who comes from there), along the
    edge where it is furthest from the victory point flags, so that neither hides the other. Captions are wider than
    tall, so distance along the caption counts for less."""
    xs, ys = [p[0] for p in zone.polygon], [p[1] for p in zone.polygon]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    w, h = x1 - x0, y1 - y0
    t = battle.table
    eps = 1e-6
    if edge is Edge.NORTH and y0 <= eps:
        across, along_x = y0 + min(h / 2, t.depth / 8), True
    elif edge is Edge.SOUTH and y1 >= t.depth - eps:
        across, along_x = y1 - min(h / 2, t.depth / 8), True
    elif edge is Edge.WEST and x0 <= eps:
        across, along_x = x0 + min(w / 2, t.width / 8), False
    elif edge is Edge.EAST and x1 >= t.width - eps:
        across, along_x = x1 - min(w / 2, t.width / 8), False
    else:
        along_x = w >= h
        across = (y0 + y1) / 2 if along_x else (x0 + x1) / 2
    candidates = [(x0 + w * f, across) if along_x else (across, y0 + h * f)
                  for f in (0.5, 0.38, 0.62, 0.26, 0.74, 0.14, 0.86)]
    if not flags:
        return candidates[0]
    scale = max(t.width, t.depth) / 72  # the weights below are for a 72-unit table

    def clearance(c: XY) -> float:
        return min(math.hypot((c[0] - f[0]) / 3.5, (c[1] - f[1]) * 1.0) for f in flags) / scale

    best = max(candidates, key=lambda c: min(clearance(c), 3.0))  # beyond 3 every spot is as good as the first
    return best


def zone_caption(zone: DeploymentZone, who: str, edge: str | None) -> str:
    """ "Axis deploys here", or for a side that "deploys or moves on at his boardedge", where it moves on."""
    plural = who.lower().endswith("allies")  # "Axis deploys here", "Allies deploy here"
    verb = "deploy" if plural else "deploys"
    if zone.moves_on:
        move = "move" if plural else "moves"
        return f"{who} {verb} or {move} on at the {edge} edge" if edge else f"{who} {verb} or {move} on here"
    return f"{who} {verb} here"


class ScenarioLayer:
    """Mirrors the battle's deployment zones and victory point locations into items on a scene. Rebuilds its items
    only when what they show changed (the zones, the locations, the mission's column, the sides, the pieces the
    locations stand on)."""

    def __init__(self, scene: QGraphicsScene, colour_of: Callable[[str], QColor]) -> None:
        self.scene = scene
        self.colour_of = colour_of
        self.zones: list[DeploymentZoneItem] = []
        self.markers: list[VpMarkerItem] = []
        self.zones_visible = True
        self.markers_visible = True
        self._signature: object = None
        self._pixels_per_unit = 10.0  # until a view says how it shows the board
        self.side_look: Callable[[str], SideLook] = lambda side_id: SideLook(side_id, "", colour_of(side_id))

    def _signature_of(self, battle: Battle) -> object:
        pieces = tuple(battle.piece(vp.piece) if vp.piece else None for vp in battle.vp_locations)
        return (tuple(battle.deployment_zones), tuple(battle.vp_locations), battle.mission, tuple(battle.sides),
                pieces)

    def sync(self, battle: Battle, tables: RuleTables) -> None:
        signature = self._signature_of(battle)
        if signature == self._signature and all(i.scene() is self.scene for i in (*self.zones, *self.markers)):
            return
        self._signature = signature
        self.clear()
        self.side_look = lambda side_id: side_look(battle, tables, side_id, self.colour_of(side_id))
        schedule = battle.mission.vp_schedule if battle.mission is not None else VpSchedule.STANDARD
        flags = [at for vp in battle.vp_locations if (at := self._where(battle, vp)) is not None]
        for zone in battle.deployment_zones:
            look = self.side_look(zone.side)
            side = battle.side(zone.side)
            edge = side.edge.value if side is not None else None
            tip = (f"{zone.name or 'Deployment zone'} of {look.caption} ({look.detail})"
                   + (": deploys or moves on at the base edge" if zone.moves_on else ""))
            item = DeploymentZoneItem(zone, look.colour, zone_caption(zone, look.caption, edge), look.detail, tip)
            item.place_label(label_spot(zone, side.edge if side is not None else None, battle, flags))
            item.setVisible(self.zones_visible)
            self.zones.append(item)
            self.scene.addItem(item)
        for vp in battle.vp_locations:
            at = self._where(battle, vp)
            if at is None:
                continue
            colour = self.side_look(vp.held_by).colour if vp.held_by else NOBODY
            item = VpMarkerItem(vp, at, colour, schedule, self._tip(battle, vp, schedule),
                                label_left=at[0] > battle.table.width * 0.88)
            item.setVisible(self.markers_visible)
            self.markers.append(item)
            self.scene.addItem(item)
        self.arrange()

    def arrange(self, pixels_per_unit: float | None = None) -> None:
        """Place the flags' labels so that they do not cover each other at the view's zoom: each label (the most
        valuable locations first) takes the first of its places — beside its pennant, on the other side, under the
        spot — that no label or flag placed before it covers."""
        if pixels_per_unit is not None and pixels_per_unit > 0:
            self._pixels_per_unit = pixels_per_unit
        ppu = self._pixels_per_unit
        taken: list[QRectF] = [m.flag_rect().translated(m.pos() * ppu) for m in self.markers]
        for marker in sorted(self.markers, key=lambda m: (-m.value, m.location_id)):
            origin = marker.pos() * ppu
            own = marker.flag_rect().translated(origin)
            others = [r for r in taken if r != own]
            pref = marker.prefers_left
            places = [(pref, False), (not pref, False), (pref, True), (not pref, True)]

            def overlap(place: tuple[bool, bool]) -> float:
                rect = marker.label_rect(*place).translated(origin)
                return sum(max(0.0, i.width()) * max(0.0, i.height())
                           for i in (rect.intersected(r) for r in others))

            best = min(places, key=lambda p: (overlap(p) > 0, overlap(p), places.index(p)))
            marker.set_label_place(*best)
            taken.append(marker.label_rect().translated(origin))

    def clear(self) -> None:
        for item in (*self.zones, *self.markers):
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self.zones.clear()
        self.markers.clear()

    def set_zones_visible(self, on: bool) -> None:
        self.zones_visible = on
        for item in self.zones:
            item.setVisible(on)

    def set_markers_visible(self, on: bool) -> None:
        self.markers_visible = on
        for item in self.markers:
            item.setVisible(on)

    @staticmethod
    def _where(battle: Battle, vp: VpLocation) -> XY | None:
        """Where the flag stands: the spot, or a point inside the piece (its centre when that is inside)."""
        from morefire_gui.geometry.vp_control import location_shape

        try:
            shape = location_shape(battle, vp)
        except KeyError:
            return None  # a location naming a missing piece: the file checks report it
        if isinstance(shape, Point):
            return (shape.x, shape.y)
        centre = shape.centroid
        point = centre if shape.covers(centre) else shape.representative_point()
        return (point.x, point.y)

    def _tip(self, battle: Battle, vp: VpLocation, schedule: VpSchedule) -> str:
        v = vp.values
        held = self.side_look(vp.held_by).caption if vp.held_by else "nobody"
        column = "Standard" if schedule is VpSchedule.STANDARD else "Retained / Captured"
        return (f"{vp.name or vp.id} ({KIND_NAMES.get(vp.kind.value, vp.kind.value)}, {vp.id}): Standard {v.standard}, "
                f"Retained {v.retained}, Captured {v.captured}; held at the start by {held}; scored on the {column} "
                f"column" + ("; destroyed" if vp.destroyed else ""))
