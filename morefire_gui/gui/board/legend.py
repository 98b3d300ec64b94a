"""The legend: the terrain kinds on the table (hills by level), the sides' colours and the scale. Painted in
pixels, over the view or onto an exported picture."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter

from morefire_gui.gui.style import STYLES, cosmetic_pen, hill_fill, side_colour
from morefire_gui.model.battle import Battle
from morefire_gui.model.terms import TerrainKind


@dataclass(frozen=True)
class LegendEntry:
    label: str
    kind: TerrainKind | None = None
    level: int | None = None
    colour: QColor | None = None


def legend_entries(battle: Battle, hidden: Collection[str] = ()) -> list[LegendEntry]:
    """The kinds of terrain on the table and the sides; ``hidden``: pieces the view does not show (another side's
    minefield not found is not in the legend either)."""
    entries: list[LegendEntry] = []
    shown = [p for p in battle.terrain if p.id not in hidden]
    levels = sorted({p.level or 1 for p in shown if p.kind is TerrainKind.HILL})
    for level in levels:
        entries.append(LegendEntry(f"Hill, level {level}", TerrainKind.HILL, level))
    present = {p.kind for p in shown}
    for kind in TerrainKind:
        if kind in present and kind is not TerrainKind.HILL:
            entries.append(LegendEntry(STYLES[kind].label, kind))
    for i, side in enumerate(battle.sides):
        entries.append(LegendEntry(f"{side.label} ({side.nation})", colour=side_colour(side.nation, i)))
    return entries


def legend_size(entries: list[LegendEntry], title: str, font: QFont) -> tuple[float, float]:
    fm = QFontMetricsF(font)
    bold = QFont(font)
    bold.setBold(True)
    row = fm.height() + 4
    width = max([fm.horizontalAdvance(e.label) + 44 for e in entries] + [QFontMetricsF(bold).horizontalAdvance(title) + 20])
    return width, row * (len(entries) + 1) + 10


def paint_legend(painter: QPainter, top_left: QPointF, entries: list[LegendEntry], title: str,
                 font: QFont | None = None) -> QRectF:
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
    if entry.colour is None and entry.kind is None:
        return  # a line of text only
    if entry.colour is not None:
        painter.setPen(cosmetic_pen(QColor("#111111"), 1.0))
        painter.setBrush(entry.colour)
        painter.drawRect(rect.adjusted(4, 1, -4, -1))
        return
    assert entry.kind is not None
    style = STYLES[entry.kind]
    if entry.kind in (TerrainKind.ROAD, TerrainKind.STREAM, TerrainKind.HEDGE) or (
            entry.kind is TerrainKind.RIVER):
        pen = cosmetic_pen(style.outline, style.line_pixels if entry.kind is not TerrainKind.HEDGE else 3.5,
                           style.dash)
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
