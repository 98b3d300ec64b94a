"""How a counter is drawn at its minimum size: a square in its side's colour with a NATO-style symbol for its type, a
pointer on its edge towards its facing, and its status marks. The board's counters and the legend paint with the
same functions, so that the legend shows exactly the marks the board draws.

NATO-style symbols (APP-6, simplified to what the rules tell apart): an oval is armour (a tank), a cross infantry, an
inverted V anti-tank, a dot artillery, an arrow a weapon (with a bar, a machine gun; with a ring at its foot, a
mortar), a dome anti-aircraft, a slash reconnaissance, an open box with feet engineers; wheels under a symbol, towed
or wheeled.

Status marks: suppressed, a yellow frame; hidden, a white dashed frame; destroyed, grey with a red cross; immobilized,
an orange bar across its foot; defilade, its lower part shaded (hull down); spotted, a white eye at its top right;
has fired this turn, an orange flash at its top left; moved this turn, a cyan arrow at its bottom right; an invasion wave (ISLAND A), the wave's number at its foot.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPolygonF

from morefire_gui.gui.i18n import QT_TR_NOOP, KeptWords
from morefire_gui.gui.style import SELECTION, cosmetic_pen
from morefire_gui.model.terms import Status
from morefire_gui.rules.catalogue.entries import CatalogueEntry, GunRole, UnitKind, VehicleRole

__all__ = ["COUNTER_PX", "STATUS_MARK_NAMES", "CounterLook", "Symbol", "mark_boxes", "paint_counter", "symbol_of"]

COUNTER_PX = 20.0  # a counter's least size on screen, in pixels (a square)
POINTER_PX = 4.0  # how far the facing pointer stands out of the square

SUPPRESSED_INK = QColor("#f2c230")
DESTROYED_INK = QColor("#e8281b")
IMMOBILIZED_INK = QColor("#ff8c1a")
FIRED_INK = QColor("#ff5a00")
MOVED_INK = QColor("#2fd3f0")
DESTROYED_FILL = QColor(70, 70, 70)
DARK_INK = QColor("#111111")
LIGHT_INK = QColor("#f4f1e6")


class Symbol(str, Enum):
    """What the symbol on a counter says its unit is (the legend names each)."""

    TANK = "tank"
    ANTI_TANK_VEHICLE = "anti_tank_vehicle"
    SELF_PROPELLED_GUN = "self_propelled_gun"
    ARMOURED_CAR = "armoured_car"
    HALFTRACK = "halftrack"
    TRANSPORT = "transport"
    ENGINEER_VEHICLE = "engineer_vehicle"
    AA_VEHICLE = "aa_vehicle"
    INFANTRY = "infantry"
    MACHINE_GUN = "machine_gun"
    FLAMETHROWER = "flamethrower"
    ENGINEERS = "engineers"
    HEADQUARTERS = "headquarters"
    ANTI_TANK_WEAPON = "anti_tank_weapon"
    ANTI_TANK_GUN = "anti_tank_gun"
    ARTILLERY = "artillery"
    MORTAR = "mortar"
    AA_GUN = "aa_gun"
    UNKNOWN = "unknown"

    @property
    def label(self) -> str:
        return SYMBOL_NAMES[self]


SYMBOL_NAMES = KeptWords(
    {
        Symbol.TANK: QT_TR_NOOP("Tank"),
        Symbol.ANTI_TANK_VEHICLE: QT_TR_NOOP("Tank destroyer or assault gun"),
        Symbol.SELF_PROPELLED_GUN: QT_TR_NOOP("Self-propelled gun"),
        Symbol.ARMOURED_CAR: QT_TR_NOOP("Armoured car"),
        Symbol.HALFTRACK: QT_TR_NOOP("Halftrack (armoured infantry carrier)"),
        Symbol.TRANSPORT: QT_TR_NOOP("Truck or transport"),
        Symbol.ENGINEER_VEHICLE: QT_TR_NOOP("Recovery vehicle or minesweeper"),
        Symbol.AA_VEHICLE: QT_TR_NOOP("Anti-aircraft vehicle"),
        Symbol.INFANTRY: QT_TR_NOOP("Infantry squad"),
        Symbol.MACHINE_GUN: QT_TR_NOOP("Machine gun"),
        Symbol.FLAMETHROWER: QT_TR_NOOP("Flamethrower"),
        Symbol.ENGINEERS: QT_TR_NOOP("Engineers"),
        Symbol.HEADQUARTERS: QT_TR_NOOP("Headquarters section"),
        Symbol.ANTI_TANK_WEAPON: QT_TR_NOOP("Squad anti-tank weapon"),
        Symbol.ANTI_TANK_GUN: QT_TR_NOOP("Anti-tank gun"),
        Symbol.ARTILLERY: QT_TR_NOOP("Field gun or howitzer"),
        Symbol.MORTAR: QT_TR_NOOP("Mortar"),
        Symbol.AA_GUN: QT_TR_NOOP("Anti-aircraft gun"),
        Symbol.UNKNOWN: QT_TR_NOOP("Hidden position (a unit or a fake)"),
    }
)

_VEHICLE = {
    VehicleRole.TANK: Symbol.TANK,
    VehicleRole.TANK_DESTROYER: Symbol.ANTI_TANK_VEHICLE,
    VehicleRole.ASSAULT_GUN: Symbol.ANTI_TANK_VEHICLE,
    VehicleRole.SELF_PROPELLED_GUN: Symbol.SELF_PROPELLED_GUN,
    VehicleRole.ARMOURED_CAR: Symbol.ARMOURED_CAR,
    VehicleRole.HALFTRACK: Symbol.HALFTRACK,
    VehicleRole.TRANSPORT: Symbol.TRANSPORT,
    VehicleRole.RECOVERY: Symbol.ENGINEER_VEHICLE,
    VehicleRole.MINESWEEPER: Symbol.ENGINEER_VEHICLE,
    VehicleRole.AA: Symbol.AA_VEHICLE,
}
_GUN = {
    GunRole.ANTI_TANK: Symbol.ANTI_TANK_GUN,
    GunRole.INFANTRY: Symbol.ARTILLERY,
    GunRole.FIELD: Symbol.ARTILLERY,
    GunRole.HOWITZER: Symbol.ARTILLERY,
    GunRole.MORTAR: Symbol.MORTAR,
    GunRole.AA: Symbol.AA_GUN,
}
_MACHINE_GUNS = frozenset({"LMG", "MMG", "HMG"})


def symbol_of(entry: CatalogueEntry | None) -> Symbol:
    """The symbol of a catalogue entry's counter, from its kind and role (the rules' codes for infantry)."""
    if entry is None:
        return Symbol.UNKNOWN
    if entry.kind is UnitKind.VEHICLE:
        return _VEHICLE.get(entry.role, Symbol.TANK) if isinstance(entry.role, VehicleRole) else Symbol.TANK
    if entry.kind is UnitKind.GUN:
        role = entry.gun.role if entry.gun is not None else entry.role
        return _GUN.get(role, Symbol.ARTILLERY) if isinstance(role, GunRole) else Symbol.ARTILLERY
    if entry.kind is UnitKind.INFANTRY:
        role = entry.role.value if isinstance(entry.role, Enum) else entry.role
        if role == "at_weapon":
            return Symbol.ANTI_TANK_WEAPON
        if role == "administrative" or entry.id == "HQ":
            return Symbol.HEADQUARTERS
        if entry.infantry is not None and entry.infantry.engineer:
            return Symbol.ENGINEERS
        if entry.id in _MACHINE_GUNS or (entry.short or "") in _MACHINE_GUNS:
            return Symbol.MACHINE_GUN
        if entry.id == "FT":
            return Symbol.FLAMETHROWER
        return Symbol.INFANTRY
    return Symbol.UNKNOWN


@dataclass(frozen=True)
class CounterLook:
    """Everything a counter's square shows: its side's colour, symbol, facing (None: none shown, a hidden position),
    statuses, whether it has fired this turn, its wave, how many counters are stacked under it, whether it is
    selected or marked in a damage zone ("in" or "partly"), and whether it has moved this turn."""

    colour: QColor
    symbol: Symbol
    facing: float | None
    status: frozenset[Status] = frozenset()
    fired: bool = False
    wave: int | None = None
    stacked: int = 0
    selected: bool = False
    zone_mark: str | None = None
    moved: bool = False


STATUS_MARK_NAMES = KeptWords(
    {
        "suppressed": QT_TR_NOOP("Suppressed (yellow frame)"),
        "hidden": QT_TR_NOOP("Hidden (white dashed frame)"),
        "destroyed": QT_TR_NOOP("Destroyed (grey, red cross)"),
        "immobilized": QT_TR_NOOP("Immobilized (orange bar at its foot)"),
        "defilade": QT_TR_NOOP("Defilade, hull down (lower part shaded)"),
        "spotted": QT_TR_NOOP("Spotted (white eye, top right)"),
        "fired": QT_TR_NOOP("Has fired this turn (orange flash, top left)"),
        "moved": QT_TR_NOOP("Has moved this turn (cyan arrow, bottom right)"),
        "wave": QT_TR_NOOP("Invasion wave (its number at its foot)"),
        "stacked": QT_TR_NOOP("Counters gathered, too close to draw apart (how many)"),
    }
)


def _ink_for(fill: QColor) -> QColor:
    return DARK_INK if fill.lightness() >= 105 else LIGHT_INK


def paint_counter(painter: QPainter, rect: QRectF, look: CounterLook) -> None:
    """Paint a counter's square into ``rect`` (device pixels: the painter is not scaled)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    destroyed = Status.DESTROYED in look.status
    fill = QColor(DESTROYED_FILL if destroyed else look.colour)
    if Status.HIDDEN in look.status or look.symbol is Symbol.UNKNOWN:
        fill = fill.lighter(125)
    if look.stacked:
        # A stack: the squares under it peep out at its lower right.
        painter.setPen(cosmetic_pen(DARK_INK, 1.0))
        painter.setBrush(fill.darker(115))
        painter.drawRoundedRect(rect.translated(3, 3), 2, 2)
    painter.setPen(
        cosmetic_pen(DARK_INK, 1.2, Qt.PenStyle.DashLine if look.symbol is Symbol.UNKNOWN else Qt.PenStyle.SolidLine)
    )
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, 2, 2)
    ink = _ink_for(fill)
    if Status.DEFILADE in look.status:
        shade = QColor(60, 40, 20, 110)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(shade)
        painter.drawRect(
            QRectF(rect.left() + 1, rect.bottom() - rect.height() * 0.35, rect.width() - 2, rect.height() * 0.35 - 1)
        )
    inner = rect.adjusted(rect.width() * 0.17, rect.height() * 0.22, -rect.width() * 0.17, -rect.height() * 0.22)
    _paint_symbol(painter, inner, look.symbol, ink)
    if look.facing is not None:
        _paint_pointer(painter, rect, look.facing)
    _paint_status(painter, rect, look)
    painter.restore()


def _paint_pointer(painter: QPainter, rect: QRectF, facing: float) -> None:
    """A small arrowhead on the square's edge, pointing the way the unit faces (degrees clockwise from north)."""
    c = rect.center()
    a = math.radians(facing)
    dx, dy = math.sin(a), -math.cos(a)
    # Where the ray from the centre leaves the square.
    half = rect.width() / 2
    t = half / max(abs(dx), abs(dy), 1e-9)
    tip = QPointF(c.x() + dx * (t + POINTER_PX), c.y() + dy * (t + POINTER_PX))
    base = QPointF(c.x() + dx * (t - 2.0), c.y() + dy * (t - 2.0))
    nx, ny = -dy, dx
    w = 3.2
    arrow = QPolygonF(
        [tip, QPointF(base.x() + nx * w, base.y() + ny * w), QPointF(base.x() - nx * w, base.y() - ny * w)]
    )
    painter.setPen(cosmetic_pen(DARK_INK, 1.0))
    painter.setBrush(LIGHT_INK)
    painter.drawPolygon(arrow)


def _wheels(painter: QPainter, r: QRectF, ink: QColor) -> None:
    painter.setBrush(ink)
    d = max(1.6, r.height() * 0.22)
    y = r.bottom() + d * 0.4
    painter.drawEllipse(QPointF(r.left() + r.width() * 0.3, y), d / 2, d / 2)
    painter.drawEllipse(QPointF(r.right() - r.width() * 0.3, y), d / 2, d / 2)
    painter.setBrush(Qt.BrushStyle.NoBrush)


def _paint_symbol(painter: QPainter, r: QRectF, symbol: Symbol, ink: QColor) -> None:
    pen = cosmetic_pen(ink, max(1.2, r.height() * 0.14))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    cx, cy = r.center().x(), r.center().y()
    oval = r.adjusted(r.width() * 0.06, r.height() * 0.12, -r.width() * 0.06, -r.height() * 0.12)

    def chevron(box: QRectF) -> None:  # an inverted V: anti-tank
        painter.drawPolyline(QPolygonF([box.bottomLeft(), QPointF(box.center().x(), box.top()), box.bottomRight()]))

    def cross(box: QRectF) -> None:
        painter.drawLine(box.topLeft(), box.bottomRight())
        painter.drawLine(box.bottomLeft(), box.topRight())

    def dot(x: float, y: float, radius: float) -> None:
        painter.setBrush(ink)
        painter.drawEllipse(QPointF(x, y), radius, radius)
        painter.setBrush(Qt.BrushStyle.NoBrush)

    def dome(box: QRectF) -> None:  # anti-aircraft
        path = QPainterPath()
        path.moveTo(box.left(), box.bottom())
        path.arcTo(QRectF(box.left(), box.top(), box.width(), box.height() * 2), 180, -180)
        painter.drawPath(path)

    if symbol in (
        Symbol.TANK,
        Symbol.ANTI_TANK_VEHICLE,
        Symbol.SELF_PROPELLED_GUN,
        Symbol.ARMOURED_CAR,
        Symbol.HALFTRACK,
        Symbol.ENGINEER_VEHICLE,
        Symbol.AA_VEHICLE,
    ):
        painter.drawRoundedRect(oval, oval.height() / 2, oval.height() / 2)
        core = oval.adjusted(oval.width() * 0.3, oval.height() * 0.25, -oval.width() * 0.3, -oval.height() * 0.25)
        if symbol is Symbol.ANTI_TANK_VEHICLE:
            chevron(core)
        elif symbol is Symbol.SELF_PROPELLED_GUN:
            dot(cx, cy, oval.height() * 0.18)
        elif symbol is Symbol.ARMOURED_CAR:
            painter.drawLine(core.bottomLeft(), core.topRight())
            _wheels(painter, oval, ink)
        elif symbol is Symbol.HALFTRACK:
            cross(core)
        elif symbol is Symbol.ENGINEER_VEHICLE:
            painter.drawPolyline(QPolygonF([core.bottomLeft(), core.topLeft(), core.topRight(), core.bottomRight()]))
        elif symbol is Symbol.AA_VEHICLE:
            dome(core)
    elif symbol is Symbol.TRANSPORT:
        painter.drawLine(QPointF(r.left(), cy), QPointF(r.right(), cy))
        _wheels(painter, QRectF(r.left(), cy - r.height() * 0.2, r.width(), r.height() * 0.35), ink)
    elif symbol is Symbol.INFANTRY:
        cross(r)
    elif symbol is Symbol.FLAMETHROWER:
        cross(r)
        dot(cx, r.top() - 0.5, r.height() * 0.16)
    elif symbol is Symbol.ENGINEERS:
        painter.drawPolyline(
            QPolygonF(
                [
                    QPointF(r.left(), r.bottom()),
                    QPointF(r.left() + r.width() * 0.15, r.bottom()),
                    QPointF(r.left() + r.width() * 0.15, r.top()),
                    QPointF(r.right() - r.width() * 0.15, r.top()),
                    QPointF(r.right() - r.width() * 0.15, r.bottom()),
                    QPointF(r.right(), r.bottom()),
                ]
            )
        )
    elif symbol is Symbol.HEADQUARTERS:
        cross(r)
        painter.drawLine(QPointF(r.left(), r.top()), QPointF(r.left(), r.bottom() + r.height() * 0.5))
    elif symbol in (Symbol.MACHINE_GUN, Symbol.MORTAR):
        painter.drawLine(QPointF(cx, r.bottom()), QPointF(cx, r.top()))
        painter.drawPolyline(
            QPolygonF(
                [
                    QPointF(cx - r.width() * 0.18, r.top() + r.height() * 0.3),
                    QPointF(cx, r.top()),
                    QPointF(cx + r.width() * 0.18, r.top() + r.height() * 0.3),
                ]
            )
        )
        if symbol is Symbol.MACHINE_GUN:
            painter.drawLine(
                QPointF(cx - r.width() * 0.25, cy + r.height() * 0.1),
                QPointF(cx + r.width() * 0.25, cy + r.height() * 0.1),
            )
        else:
            painter.drawEllipse(QPointF(cx, r.bottom() - r.height() * 0.05), r.height() * 0.16, r.height() * 0.16)
    elif symbol is Symbol.ANTI_TANK_WEAPON:
        chevron(r.adjusted(r.width() * 0.15, 0, -r.width() * 0.15, 0))
    elif symbol is Symbol.ANTI_TANK_GUN:
        chevron(r.adjusted(r.width() * 0.15, 0, -r.width() * 0.15, -r.height() * 0.25))
        _wheels(painter, r.adjusted(0, 0, 0, -r.height() * 0.25), ink)
    elif symbol is Symbol.ARTILLERY:
        dot(cx, cy - r.height() * 0.1, r.height() * 0.3)
        _wheels(painter, r.adjusted(0, 0, 0, -r.height() * 0.2), ink)
    elif symbol is Symbol.AA_GUN:
        dome(r.adjusted(r.width() * 0.1, 0, -r.width() * 0.1, -r.height() * 0.35))
        _wheels(painter, r.adjusted(0, 0, 0, -r.height() * 0.2), ink)
    else:  # a hidden position: nothing but a question
        font = QFont()
        font.setPixelSize(max(6, round(r.height() * 1.3)))
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(r.adjusted(-4, -4, 4, 4), Qt.AlignmentFlag.AlignCenter, "?")


def _paint_status(painter: QPainter, rect: QRectF, look: CounterLook) -> None:
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if look.selected:
        # First, and an outline only: the marks at the corners stay over it, and no mark's ink fills the square.
        painter.setPen(cosmetic_pen(SELECTION, 2.5))
        painter.drawRoundedRect(rect.adjusted(-2.5, -2.5, 2.5, 2.5), 3, 3)
    if Status.SUPPRESSED in look.status:
        painter.setPen(cosmetic_pen(SUPPRESSED_INK, 2.5))
        painter.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), 3, 3)
    if Status.HIDDEN in look.status:
        painter.setPen(cosmetic_pen(QColor("#ffffff"), 1.5, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), 2, 2)
    marks = mark_boxes(rect, look)
    if "immobilized" in marks:
        bar = marks["immobilized"]
        painter.setPen(cosmetic_pen(IMMOBILIZED_INK, 3.0))
        painter.drawLine(QPointF(bar.left() + 1.5, bar.center().y()), QPointF(bar.right() - 1.5, bar.center().y()))
    if Status.DESTROYED in look.status:
        painter.setPen(cosmetic_pen(DESTROYED_INK, 2.2))
        inset = rect.adjusted(2, 2, -2, -2)
        painter.drawLine(inset.topLeft(), inset.bottomRight())
        painter.drawLine(inset.topRight(), inset.bottomLeft())
    mark = _mark_size(rect)
    if "spotted" in marks:
        eye = marks["spotted"].center()
        painter.setPen(cosmetic_pen(DARK_INK, 1.0))
        painter.setBrush(QColor("white"))
        painter.drawEllipse(eye, mark, mark * 0.7)
        painter.setBrush(DARK_INK)
        painter.drawEllipse(eye, mark * 0.35, mark * 0.35)
    if "fired" in marks:
        c = marks["fired"].center()
        points = []
        for i in range(10):
            radius = mark * (1.25 if i % 2 == 0 else 0.5)
            a = math.radians(i * 36)
            points.append(QPointF(c.x() + radius * math.sin(a), c.y() - radius * math.cos(a)))
        painter.setPen(cosmetic_pen(DARK_INK, 0.8))
        painter.setBrush(FIRED_INK)
        painter.drawPolygon(QPolygonF(points))
    if "moved" in marks:
        _paint_moved(painter, marks["moved"].center(), mark)
    badges = [(str(look.wave), marks["wave"])] if "wave" in marks else []
    if "stacked" in marks:
        badges.append((f"{look.stacked + 1}", marks["stacked"]))
    if badges:
        font = QFont()
        font.setPixelSize(max(6, round(rect.height() * 0.42)))
        font.setBold(True)
        painter.setFont(font)
        for text, box in badges:
            painter.setPen(cosmetic_pen(DARK_INK, 1.0))
            painter.setBrush(QColor("white"))
            painter.drawRoundedRect(box, 2, 2)
            painter.setPen(DARK_INK)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    if look.zone_mark is not None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        style = Qt.PenStyle.SolidLine if look.zone_mark == "in" else Qt.PenStyle.DashLine
        painter.setPen(cosmetic_pen(QColor("#ff2a00"), 3.0, style))
        r = rect.width() * 0.85
        painter.drawEllipse(rect.center(), r, r)


def _mark_size(rect: QRectF) -> float:
    """The eye, the flash and the moved arrow's size: read at a counter's least size (20 px)."""
    return max(3.5, rect.width() * 0.2)


def mark_boxes(rect: QRectF, look: CounterLook) -> dict[str, QRectF]:
    """Where each of a counter's marks stands (device pixels), laid out so that none overlaps another: the flash at the
    top left, the eye at the top right, the moved arrow at the bottom right, the wave's number at the bottom left, the
    number of a stack at the top right (below the eye where it is spotted too), and the immobilized bar across the
    foot between the marks at its two ends. The frames (suppressed, hidden, selected) and the destroyed cross are
    drawn on the square itself, under and round these."""
    corner = max(2.6, rect.width() * 0.15)
    mark = _mark_size(rect)
    out: dict[str, QRectF] = {}
    if look.fired:
        c = QPointF(rect.left() + mark * 0.2, rect.top() + mark * 0.2)
        out["fired"] = QRectF(c.x() - mark * 1.25, c.y() - mark * 1.25, mark * 2.5, mark * 2.5)
    if Status.SPOTTED in look.status:
        c = QPointF(rect.right() - mark * 0.2, rect.top() + mark * 0.2)
        out["spotted"] = QRectF(c.x() - mark, c.y() - mark * 0.7, mark * 2, mark * 1.4)
    if look.moved:
        c = QPointF(rect.right() - mark * 0.2, rect.bottom() - mark * 0.2)
        out["moved"] = QRectF(c.x() - mark * 1.25, c.y() - mark * 0.9, mark * 2.5, mark * 1.8)
    if look.wave is not None:
        out["wave"] = QRectF(rect.left() - 2, rect.bottom() - corner * 2 + 1, corner * 2.2, corner * 2.2)
    if look.stacked:
        top = out["spotted"].bottom() + 1 if "spotted" in out else rect.top() - corner * 0.9
        out["stacked"] = QRectF(rect.right() - corner * 1.6, top, corner * 2.6, corner * 2.2)
    if Status.IMMOBILIZED in look.status:
        # Its 3-pixel line's box, from the mark at the foot's left end (the wave's number) to the one at its right
        # (the moved arrow), a pixel and a half clear of each.
        left = max(rect.left() + 1, out["wave"].right() + 1.5) if "wave" in out else rect.left() + 1
        right = min(rect.right() - 1, out["moved"].left() - 1.5) if "moved" in out else rect.right() - 1
        out["immobilized"] = QRectF(left, rect.bottom() - 4, max(right - left, 3.0), 3.0)
    return out


def _paint_moved(painter: QPainter, c: QPointF, mark: float) -> None:
    """The moved mark: an arrow pointing right, centred on ``c``, as large as the fired flash (read at 20 px)."""
    w, h = mark * 1.25, mark * 0.9
    shaft = h * 0.38
    head = w * 0.15
    arrow = QPolygonF(
        [
            QPointF(c.x() - w, c.y() - shaft),
            QPointF(c.x() + head, c.y() - shaft),
            QPointF(c.x() + head, c.y() - h),
            QPointF(c.x() + w, c.y()),
            QPointF(c.x() + head, c.y() + h),
            QPointF(c.x() + head, c.y() + shaft),
            QPointF(c.x() - w, c.y() + shaft),
        ]
    )
    painter.setPen(cosmetic_pen(DARK_INK, 0.8))
    painter.setBrush(MOVED_INK)
    painter.drawPolygon(arrow)
