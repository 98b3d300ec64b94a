"""The legend: the look of the open ground (snow, mud, sand, jungle, TUNDRA's deep snow), the terrain kinds on the
table (hills by level), the sides' colours, the scale, and every mark the board draws on it: the counters' symbols
and status marks (painted by the board's own functions), registration points and victory point flags. Painted in
pixels, over the view, in its dock or onto an exported picture."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPolygonF

from morefire_gui.gui.board.artillery_items import paint_registration_mark
from morefire_gui.gui.board.counter_marks import STATUS_MARK_NAMES, CounterLook, Symbol, paint_counter, symbol_of
from morefire_gui.gui.board.ground_look import DEEP_SNOW, PLAIN, GroundLook, ground_look
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import said
from morefire_gui.gui.style import STYLES, cosmetic_pen, hill_fill, side_colour
from morefire_gui.model.battle import Battle
from morefire_gui.model.terms import Status, TerrainKind
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.scenario.weather import BattlefieldTerrain
from morefire_gui.session.visibility import View, seen_units

NEUTRAL = QColor("#8c8c8c")  # a counter in the legend: its symbol and marks, in no side's colour


@dataclass(frozen=True)
class LegendEntry:
    label: str
    kind: TerrainKind | None = None
    level: int | None = None
    colour: QColor | None = None
    draw: Callable[[QPainter, QRectF], None] | None = None  # a swatch of its own (a mark the board draws)


def _ground(look: GroundLook) -> Callable[[QPainter, QRectF], None]:
    def draw(painter: QPainter, rect: QRectF) -> None:
        look.paint(painter, rect)
        painter.setPen(cosmetic_pen(QColor("#555555"), 1.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect)

    return draw


def _counter(look: CounterLook) -> Callable[[QPainter, QRectF], None]:
    def draw(painter: QPainter, rect: QRectF) -> None:
        side = min(rect.height(), rect.width()) - 2
        paint_counter(painter, QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side), look)

    return draw


def _registration(painter: QPainter, rect: QRectF) -> None:
    paint_registration_mark(painter, rect.center(), min(rect.height(), rect.width()) / 2 - 2, QColor("#555555"), "1")


def _flag(painter: QPainter, rect: QRectF) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    x, top, bottom = rect.left() + 6, rect.top() + 1, rect.bottom() - 1
    painter.setPen(cosmetic_pen(QColor("#2a2a2a"), 1.5))
    painter.drawLine(QPointF(x, bottom), QPointF(x, top))
    painter.setBrush(QColor("#d8d8d8"))
    painter.drawPolygon(QPolygonF([QPointF(x, top), QPointF(x + 12, top + 3), QPointF(x, top + 6)]))
    painter.restore()


def mark_entries(
    battle: Battle, catalogue: Catalogue | None, fired: bool = False, view: View | None = None
) -> list[LegendEntry]:
    """The marks the board draws for this battle as ``view``'s side sees it (its seen battle's units: another side's
    hidden position only as a marker, no wave not landed; no other side's registration point): a counter's symbol for
    each type of unit on the table, each status a counter has (``fired``: a counter shows it has fired this turn),
    the registration points and the victory point flags."""
    out: list[LegendEntry] = []
    units = seen_units(battle, view)
    if catalogue is not None and units:
        present = {symbol_of(catalogue.get(u.type)) for u in units}
        for symbol in Symbol:
            if symbol in present and symbol is not Symbol.UNKNOWN:
                out.append(
                    LegendEntry(
                        tr("{symbol} (pointer: its facing)").format(symbol=symbol.label),
                        draw=_counter(CounterLook(NEUTRAL, symbol, 0.0)),
                    )
                )
    statuses = {s for u in units for s in u.status}
    for status in Status:
        if status in statuses:
            out.append(
                LegendEntry(
                    STATUS_MARK_NAMES[status.value],
                    draw=_counter(CounterLook(NEUTRAL, Symbol.INFANTRY, 0.0, frozenset({status}))),
                )
            )
    if fired:
        out.append(
            LegendEntry(
                STATUS_MARK_NAMES["fired"], draw=_counter(CounterLook(NEUTRAL, Symbol.INFANTRY, 0.0, fired=True))
            )
        )
    if any(u.wave is not None for u in units):
        out.append(
            LegendEntry(STATUS_MARK_NAMES["wave"], draw=_counter(CounterLook(NEUTRAL, Symbol.INFANTRY, 0.0, wave=1)))
        )
    if any(side.registration_points for side in battle.sides if view is None or view.shows_side_secrets(side.id)):
        out.append(LegendEntry(tr("Registration point (4.12), numbered, in its side's colour"), draw=_registration))
    if battle.vp_locations:
        out.append(LegendEntry(tr("Victory point location: Standard / Retained / Captured"), draw=_flag))
    return out


def legend_entries(
    battle: Battle, catalogue: Catalogue | None = None, fired: bool = False, view: View | None = None
) -> list[LegendEntry]:
    """The ground, the kinds of terrain on the table, the sides and the board's marks, of what ``view``'s side sees
    (another side's minefield not found, or the symbol of a type only its hidden positions are, is not in the legend
    either; a picture of the seen battle gives the view None)."""
    entries: list[LegendEntry] = []
    shown = [p for p in battle.terrain if view is None or view.shows_piece(p.id)]
    look = ground_look(battle)
    if look is not PLAIN:
        entries.append(LegendEntry(look.name, draw=_ground(look)))
    if battle.settings.terrain_type is BattlefieldTerrain.TUNDRA:
        entries.append(LegendEntry(DEEP_SNOW.name, draw=_ground(DEEP_SNOW)))
    levels = sorted({p.level or 1 for p in shown if p.kind is TerrainKind.HILL})
    for level in levels:
        entries.append(LegendEntry(tr("Hill, level {level}").format(level=level), TerrainKind.HILL, level))
    present = {p.kind for p in shown}
    for kind in TerrainKind:
        if kind in present and kind is not TerrainKind.HILL:
            entries.append(LegendEntry(STYLES[kind].label, kind))
    for i, side in enumerate(battle.sides):
        entries.append(LegendEntry(f"{side.label} ({said(side.nation)})", colour=side_colour(side.nation, i)))
    return entries + mark_entries(battle, catalogue, fired, view)


def legend_size(entries: list[LegendEntry], title: str, font: QFont) -> tuple[float, float]:
    fm = QFontMetricsF(font)
    bold = QFont(font)
    bold.setBold(True)
    row = fm.height() + 4
    width = max(
        [fm.horizontalAdvance(e.label) + 44 for e in entries] + [QFontMetricsF(bold).horizontalAdvance(title) + 20]
    )
    return width, row * (len(entries) + 1) + 10


def paint_legend(
    painter: QPainter, top_left: QPointF, entries: list[LegendEntry], title: str, font: QFont | None = None
) -> QRectF:
    """Paint the legend with its top-left corner at ``top_left`` (device pixels); returns the box."""
    font = font or QFont()
    if font.pointSizeF() <= 0 and font.pixelSize() <= 0:  # a pixel-sized font (exports, printing) is kept
        font.setPointSizeF(8.5)
    painter.save()
    painter.setFont(font)
    fm = QFontMetricsF(font)
    row = fm.height() + 4
    width, height = legend_size(entries, title, font)
    box = QRectF(top_left, QPointF(top_left.x() + width, top_left.y() + height))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(cosmetic_pen(QColor("#444444"), 1.0))
    painter.setBrush(QColor(255, 255, 250, 225))
    painter.drawRoundedRect(box, 4, 4)
    y = box.top() + 5
    painter.setPen(QColor("#111111"))
    bold = QFont(font)
    bold.setBold(True)
    painter.setFont(bold)
    painter.drawText(QRectF(box.left() + 8, y, width - 12, row), Qt.AlignmentFlag.AlignVCenter, title)
    painter.setFont(font)
    y += row
    for entry in entries:
        swatch = QRectF(box.left() + 8, y + 3, 24, row - 6)
        paint_swatch(painter, swatch, entry)
        painter.setPen(QColor("#111111"))
        painter.drawText(QRectF(swatch.right() + 6, y, width - 40, row), Qt.AlignmentFlag.AlignVCenter, entry.label)
        y += row
    painter.restore()
    return box


def paint_swatch(painter: QPainter, rect: QRectF, entry: LegendEntry) -> None:
    if entry.draw is not None:
        entry.draw(painter, rect)
        return
    if entry.colour is None and entry.kind is None:
        return  # a line of text only
    if entry.colour is not None:
        painter.setPen(cosmetic_pen(QColor("#111111"), 1.0))
        painter.setBrush(entry.colour)
        painter.drawRect(rect.adjusted(4, 1, -4, -1))
        return
    assert entry.kind is not None
    style = STYLES[entry.kind]
    if entry.kind in (TerrainKind.ROAD, TerrainKind.STREAM, TerrainKind.HEDGE) or (entry.kind is TerrainKind.RIVER):
        pen = cosmetic_pen(style.outline, style.line_pixels if entry.kind is not TerrainKind.HEDGE else 3.5, style.dash)
        painter.setPen(pen)
        painter.drawLine(QPointF(rect.left(), rect.center().y()), QPointF(rect.right(), rect.center().y()))
        return
    fill = hill_fill(entry.level or 1) if entry.kind is TerrainKind.HILL else style.fill
    painter.setPen(style.pen())
    painter.setBrush(QBrush(fill) if fill is not None else QBrush(Qt.BrushStyle.NoBrush))
    painter.drawRect(rect)
    pattern = style.pattern_brush()
    if pattern is not None:
        painter.setBrush(pattern)
        painter.drawRect(rect)
