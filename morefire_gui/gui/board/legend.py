"""The legend: the look of the open ground (snow, mud, sand, jungle, TUNDRA's deep snow), the terrain kinds on the
table (hills by level), the sides' colours, the scale, and every mark the board draws on it: the counters' symbols
(the "?" of another side's hidden position too) and status marks (painted by the board's own functions), a counter
drawn beside its footprint, counters and flags gathered when too close to draw apart, the airstrikes in play, the
deployment zones (moving on hatched), registration points, and the victory point flags in the colour of the side
holding each and their values. Painted in pixels, over the view, in its dock or onto an exported picture."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPolygonF

from morefire_gui.gui.board.aircraft_items import paint_aircraft_mark
from morefire_gui.gui.board.artillery_items import paint_landed_mark, paint_registration_mark
from morefire_gui.gui.board.counter_marks import STATUS_MARK_NAMES, CounterLook, Symbol, paint_counter, symbol_of
from morefire_gui.gui.board.ground_look import DEEP_SNOW, PLAIN, GroundLook, ground_look
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.side_words import said_side, said_side_nation
from morefire_gui.gui.style import STYLES, cosmetic_pen, hill_fill, side_colour
from morefire_gui.model.battle import Battle
from morefire_gui.model.terms import Status, TerrainKind
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.scenario.weather import BattlefieldTerrain
from morefire_gui.session.aircraft import aircraft_in_play
from morefire_gui.session.artillery.landed import landed_barrages
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


def _landed(painter: QPainter, rect: QRectF) -> None:
    paint_landed_mark(painter, rect.center(), min(rect.height(), rect.width()) / 2 - 2)


def _flag_in(colour: QColor, count: int = 0) -> Callable[[QPainter, QRectF], None]:
    """A victory point flag in ``colour`` (the side holding it at the start); ``count``: a gathering's badge."""

    def draw(painter: QPainter, rect: QRectF) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        x, top, bottom = rect.left() + 6, rect.top() + 1, rect.bottom() - 1
        painter.setPen(cosmetic_pen(QColor("#2a2a2a"), 1.5))
        painter.drawLine(QPointF(x, bottom), QPointF(x, top))
        painter.setBrush(colour)
        painter.setPen(cosmetic_pen(QColor("white"), 1.0))
        painter.drawPolygon(QPolygonF([QPointF(x, top), QPointF(x + 12, top + 3), QPointF(x, top + 6)]))
        if count:
            badge = QRectF(rect.right() - 11, rect.top(), 11, rect.height() - 2)
            painter.setPen(cosmetic_pen(QColor("#2a2a2a"), 1.0))
            painter.setBrush(QColor("white"))
            painter.drawRoundedRect(badge, 2, 2)
            font = QFont(painter.font())
            font.setBold(True)
            font.setPixelSize(max(6, int(badge.height() - 2)))
            painter.setFont(font)
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(count))
        painter.restore()

    return draw


_flag = _flag_in(QColor("#d8d8d8"))


def _values(painter: QPainter, rect: QRectF) -> None:
    """A flag's values as the board writes them: the scored column in bold."""
    painter.save()
    painter.setPen(cosmetic_pen(QColor("#666666"), 1.0))
    painter.setBrush(QColor(255, 255, 248))
    painter.drawRoundedRect(rect, 2, 2)
    font = QFont(painter.font())
    font.setPixelSize(max(6, int(rect.height() - 3)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("#111111"))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "50/")
    painter.restore()


def _zone(colour: QColor, moves_on: bool) -> Callable[[QPainter, QRectF], None]:
    """A deployment zone as the board draws it: translucent in its side's colour, outlined dashed; hatched where the
    side moves on."""

    def draw(painter: QPainter, rect: QRectF) -> None:
        painter.save()
        fill = QColor(colour)
        fill.setAlpha(48)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawRect(rect)
        if moves_on:
            hatch = QColor(colour)
            hatch.setAlpha(110)
            painter.setBrush(QBrush(hatch, Qt.BrushStyle.BDiagPattern))
            painter.drawRect(rect)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(cosmetic_pen(colour.darker(125), 1.6, Qt.PenStyle.DashLine))
        painter.drawRect(rect)
        painter.restore()

    return draw


def _beside(painter: QPainter, rect: QRectF) -> None:
    """A counter drawn beside its footprint: the footprint to scale (pale), a line to the counter's square."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    foot = QRectF(rect.left() + 1, rect.center().y() - 2, 5, 4)
    painter.setPen(cosmetic_pen(QColor("#111111"), 1.0))
    fill = QColor(NEUTRAL)
    fill.setAlpha(150)
    painter.setBrush(fill)
    painter.drawRect(foot)
    side = rect.height() - 2
    square = QRectF(rect.right() - side, rect.top() + 1, side, side)
    painter.setPen(cosmetic_pen(QColor("#2a2a2a"), 1.0))
    painter.drawLine(foot.center(), square.center())
    painter.restore()
    paint_counter(painter, square, CounterLook(NEUTRAL, Symbol.INFANTRY, 0.0))


def _aircraft(painter: QPainter, rect: QRectF) -> None:
    """An airstrike in play as the board draws it: the aircraft heading east along its arrow, the handle at its tip."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    pixels = rect.height() / 2.0  # the wings' span a little over the swatch's height, as a counter's is
    at = QPointF(rect.left() + pixels, rect.center().y())
    tip = QPointF(rect.right() - 2.5, rect.center().y())
    paint_aircraft_mark(painter, at, tip, 90.0, NEUTRAL, 1.0, pixels)
    painter.restore()


def mark_entries(
    battle: Battle,
    catalogue: Catalogue | None,
    fired: bool = False,
    view: View | None = None,
    colour_of: Callable[[str], QColor] | None = None,
    picture: bool = False,
) -> list[LegendEntry]:
    """The marks the board draws for this battle as ``view``'s side sees it (its seen battle's units: another side's
    hidden position only as a marker, "?", no wave not landed; no other side's registration point): a counter's symbol
    for each type of unit on the table, each status a counter has (``fired``: a counter shows it has fired this turn), a counter that has moved this turn,
    a counter beside its footprint and counters gathered, the airstrikes in play, the deployment zones, the registration points, and the
    victory point flags in each holder's colour (``colour_of`` a side's), their values, and flags gathered (opened by
    pointing at them on the board, not in a ``picture``: an export or a printed plan)."""
    out: list[LegendEntry] = []
    units = seen_units(battle, view)
    if catalogue is not None and units:
        present = {symbol_of(catalogue.get(u.type)) for u in units}
        for symbol in Symbol:
            if symbol is Symbol.UNKNOWN and symbol in present:
                out.append(
                    LegendEntry(
                        tr("? Hidden position: a unit or a fake"),
                        draw=_counter(CounterLook(NEUTRAL, symbol, None)),
                    )
                )
            elif symbol in present:
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
    if any(u.moved is not None for u in units):
        out.append(
            LegendEntry(
                STATUS_MARK_NAMES["moved"], draw=_counter(CounterLook(NEUTRAL, Symbol.INFANTRY, 0.0, moved=True))
            )
        )
    if any(u.wave is not None for u in units):
        out.append(
            LegendEntry(STATUS_MARK_NAMES["wave"], draw=_counter(CounterLook(NEUTRAL, Symbol.INFANTRY, 0.0, wave=1)))
        )
    if units:
        out.append(LegendEntry(tr("Counter beside its footprint (pale): a line to it"), draw=_beside))
    if len(units) > 1:
        out.append(
            LegendEntry(
                STATUS_MARK_NAMES["stacked"], draw=_counter(CounterLook(NEUTRAL, Symbol.INFANTRY, 0.0, stacked=2))
            )
        )
    if aircraft_in_play(battle):
        out.append(LegendEntry(tr("Aircraft in play (arrow: its heading, a turn's flight)"), draw=_aircraft))
    colour = colour_of or (lambda side_id: NEUTRAL)
    for zone_side in dict.fromkeys(z.side for z in battle.deployment_zones):
        who = said_side(battle, zone_side)
        moves_on = any(z.moves_on for z in battle.deployment_zones if z.side == zone_side)
        zone = (
            tr("Deployment zone of {side}, on its land (hatched: it moves on at its edge)")
            if moves_on
            else tr("Deployment zone of {side}, on its land")
        ).format(side=who)
        out.append(LegendEntry(zone, draw=_zone(colour(zone_side), moves_on)))
    if any(side.registration_points for side in battle.sides if view is None or view.shows_side_secrets(side.id)):
        out.append(LegendEntry(tr("Registration point (4.12), numbered, in its side's colour"), draw=_registration))
    if landed_barrages(battle, view):
        out.append(LegendEntry(tr("Barrage landed this turn: where it fell, and its damage zone (4.5)"), draw=_landed))
    if battle.vp_locations:
        holders = list(dict.fromkeys(vp.held_by for vp in battle.vp_locations))
        for holder in holders:
            flag = _flag_in(colour(holder) if holder is not None else QColor("#6b6b6b"))
            held = (
                tr("Victory point location, held at the start by {side}").format(side=said_side(battle, holder))
                if holder is not None
                else tr("Victory point location, held at the start by nobody")
            )
            out.append(LegendEntry(held, draw=flag))
        out.append(LegendEntry(tr("Values: Standard / Retained–Captured (scored: bold)"), draw=_values))
        if len(battle.vp_locations) > 1:
            gathered = (
                tr("Flags gathered (how many), drawn opened: each flag with its values")
                if picture
                else tr("Flags gathered (how many): point to open them")
            )
            out.append(LegendEntry(gathered, draw=_flag_in(QColor("#d8d8d8"), 3)))
    return out


def legend_entries(
    battle: Battle,
    catalogue: Catalogue | None = None,
    fired: bool = False,
    view: View | None = None,
    picture: bool = False,
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
    colours = {side.id: side_colour(side.nation, i) for i, side in enumerate(battle.sides)}
    for side in battle.sides:
        entries.append(LegendEntry(said_side_nation(battle, side.id), colour=colours[side.id]))
    return entries + mark_entries(battle, catalogue, fired, view, lambda sid: colours.get(sid, NEUTRAL), picture)


SWATCH_ROOM = 44  # the swatch, its margins and the gap before the label


@dataclass(frozen=True)
class LegendLayout:
    """The legend's box and its rows: one line each, or, fitted to a width (a narrow dock), a label wrapped over more
    lines and its row as high as they are."""

    width: float
    title_height: float
    row: float  # a line's row
    heights: tuple[float, ...]  # each entry's row
    wraps: bool
    columns: int = 1  # the entries in this many columns side by side, top to bottom and on, the title across

    @property
    def per_column(self) -> int:
        return max(1, -(-len(self.heights) // self.columns))

    @property
    def column_width(self) -> float:
        return self.width / self.columns

    @property
    def height(self) -> float:
        n = self.per_column
        tallest = max((sum(self.heights[i : i + n]) for i in range(0, len(self.heights), n)), default=0.0)
        return self.title_height + tallest + 10


def legend_layout(
    entries: list[LegendEntry], title: str, font: QFont, width: float | None = None, columns: int = 1
) -> LegendLayout:
    """How the legend lays out: as wide as its widest label on one line, or, where ``width`` is narrower, that wide
    with the labels wrapped at their words (never narrower than a label's longest word, :func:`legend_least_width`).
    In ``columns`` (a printed plan's legend under the board): the entries in that many columns as wide as the widest
    label, or, where that is wider than ``width``, each ``width`` / ``columns`` wide with the labels wrapped; the title
    across the top."""
    fm = QFontMetricsF(font)
    bold = QFont(font)
    bold.setBold(True)
    bold_fm = QFontMetricsF(bold)
    row = fm.height() + 4
    wrap = int(Qt.TextFlag.TextWordWrap)

    def high(metrics: QFontMetricsF, text: str, room: float) -> float:
        return max(row, metrics.boundingRect(QRectF(0, 0, room, 1e6), wrap, text).height() + 4)

    if columns > 1:
        column = max([fm.horizontalAdvance(e.label) + SWATCH_ROOM for e in entries], default=float(SWATCH_ROOM))
        title_width = bold_fm.horizontalAdvance(title) + 20
        if width is None or column * columns <= width:
            across = max(column * columns, title_width)
            return LegendLayout(across, row, row, tuple(row for _ in entries), False, columns)
        column = max(width / columns, legend_least_width(entries, "", font))
        heights = tuple(high(fm, e.label, column - SWATCH_ROOM) for e in entries)
        return LegendLayout(column * columns, high(bold_fm, title, column * columns - 20), row, heights, True, columns)
    natural = max(
        [fm.horizontalAdvance(e.label) + SWATCH_ROOM for e in entries] + [bold_fm.horizontalAdvance(title) + 20]
    )
    if width is None or natural <= width:
        return LegendLayout(natural, row, row, tuple(row for _ in entries), False)
    width = max(width, legend_least_width(entries, title, font))
    heights = tuple(high(fm, e.label, width - SWATCH_ROOM) for e in entries)
    return LegendLayout(width, high(bold_fm, title, width - 20), row, heights, True)


def legend_least_width(entries: list[LegendEntry], title: str, font: QFont) -> float:
    """The narrowest the legend lays out in: its longest word on a line beside its swatch."""
    fm = QFontMetricsF(font)
    bold = QFont(font)
    bold.setBold(True)
    words = [fm.horizontalAdvance(w) + SWATCH_ROOM for e in entries for w in e.label.split()]
    words += [QFontMetricsF(bold).horizontalAdvance(w) + 20 for w in title.split()]
    return max(words, default=float(SWATCH_ROOM))


def legend_size(
    entries: list[LegendEntry], title: str, font: QFont, width: float | None = None, columns: int = 1
) -> tuple[float, float]:
    layout = legend_layout(entries, title, font, width, columns)
    return layout.width, layout.height


def paint_legend(
    painter: QPainter,
    top_left: QPointF,
    entries: list[LegendEntry],
    title: str,
    font: QFont | None = None,
    width: float | None = None,
    columns: int = 1,
) -> QRectF:
    """Paint the legend with its top-left corner at ``top_left`` (device pixels), its labels wrapped to ``width`` where
    they are wider (the dock's), or in ``columns`` (:func:`legend_layout`); returns the box."""
    font = font or QFont()
    if font.pointSizeF() <= 0 and font.pixelSize() <= 0:  # a pixel-sized font (exports, printing) is kept
        font.setPointSizeF(8.5)
    painter.save()
    painter.setFont(font)
    layout = legend_layout(entries, title, font, width, columns)
    width, row = layout.width, layout.row
    flags = int(Qt.AlignmentFlag.AlignVCenter) | (int(Qt.TextFlag.TextWordWrap) if layout.wraps else 0)
    box = QRectF(top_left, QPointF(top_left.x() + width, top_left.y() + layout.height))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(cosmetic_pen(QColor("#444444"), 1.0))
    painter.setBrush(QColor(255, 255, 250, 225))
    painter.drawRoundedRect(box, 4, 4)
    y = box.top() + 5
    painter.setPen(QColor("#111111"))
    bold = QFont(font)
    bold.setBold(True)
    painter.setFont(bold)
    painter.drawText(QRectF(box.left() + 8, y, width - 12, layout.title_height), flags, title)
    painter.setFont(font)
    y += layout.title_height
    top, column = y, layout.column_width
    for i, (entry, high) in enumerate(zip(entries, layout.heights, strict=True)):
        if i and i % layout.per_column == 0:
            y = top
        left = box.left() + column * (i // layout.per_column)
        # The swatch beside the middle of its label, however many lines that has.
        swatch = QRectF(left + 8, y + 3 + (high - row) / 2, 24, row - 6)
        paint_swatch(painter, swatch, entry)
        painter.setPen(QColor("#111111"))
        painter.drawText(QRectF(swatch.right() + 6, y, column - 40, high), flags, entry.label)
        y += high
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
