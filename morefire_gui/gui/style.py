"""How the board looks: a fill or line style per terrain kind, side colours, z-order. Presentation only."""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QPalette, QPen

from morefire_gui.gui.i18n import QT_TR_NOOP, tr_kept
from morefire_gui.model.terms import TerrainKind

TABLE_COLOUR = QColor("#cfd6a4")
TABLE_EDGE = QColor("#5b5e3c")
GRID_COLOUR = QColor(60, 70, 40, 70)
HIGHLIGHT = QColor("#e0301e")
SELECTION = QColor("#1c6fd8")
SIDE_COLOURS = [QColor("#5d6f86"), QColor("#a23b2c"), QColor("#6b8e23"), QColor("#8a5fb0")]
SIDE_COLOURS_BY_NATION = {
    "germany": QColor("#59687a"),
    "italy": QColor("#8c7b52"),
    "hungary": QColor("#6d7a52"),
    "romania": QColor("#7a6d52"),
    "finland": QColor("#e8ecef"),
    "minor_axis": QColor("#7a6d52"),
    "japan": QColor("#b5a642"),
    "vichy_france": QColor("#4f6d8f"),
    "ussr": QColor("#a0392b"),
    "usa": QColor("#5e7d3b"),
    "britain": QColor("#9a7b4f"),
    "commonwealth": QColor("#9a7b4f"),
    "france": QColor("#3f5f9f"),
    "poland": QColor("#8b6b6b"),
    "china": QColor("#5f7f6f"),
}


@dataclass(frozen=True)
class TerrainStyle:
    source_label: str  # marked with QT_TR_NOOP, read in the interface's language as :attr:`label`
    fill: QColor | None
    outline: QColor
    outline_width: float = 1.0  # pixels (cosmetic)
    pattern: Qt.BrushStyle | None = None
    pattern_colour: QColor | None = None
    line_width: float = 0.0  # table units for line pieces without their own width (0 = pixels)
    line_pixels: float = 2.0
    dash: Qt.PenStyle = Qt.PenStyle.SolidLine
    z: float = 1.0

    @property
    def label(self) -> str:
        return tr_kept(self.source_label)

    def brush(self) -> QBrush:
        return QBrush(self.fill) if self.fill is not None else QBrush(Qt.BrushStyle.NoBrush)

    def pattern_brush(self) -> QBrush | None:
        if self.pattern is None:
            return None
        return QBrush(self.pattern_colour or self.outline, self.pattern)

    def pen(self) -> QPen:
        pen = QPen(self.outline, self.outline_width)
        pen.setCosmetic(True)
        pen.setStyle(self.dash)
        return pen


def _c(text: str, alpha: int = 255) -> QColor:
    colour = QColor(text)
    colour.setAlpha(alpha)
    return colour


STYLES: dict[TerrainKind, TerrainStyle] = {
    TerrainKind.HILL: TerrainStyle(QT_TR_NOOP("Hill"), _c("#c8b48a"), _c("#7a6440"), 1.4, z=1.0),
    TerrainKind.WOODS: TerrainStyle(
        QT_TR_NOOP("Woods"), _c("#4f7a3a"), _c("#2e4d22"), 1.2, Qt.BrushStyle.Dense6Pattern, _c("#2c4a1e"), z=4.0
    ),
    TerrainKind.JUNGLE: TerrainStyle(
        QT_TR_NOOP("Jungle"),
        _c("#2f6a35"),
        _c("#173d1b"),
        1.2,
        Qt.BrushStyle.DiagCrossPattern,
        _c("#173d1b", 160),
        z=4.0,
    ),
    TerrainKind.ROUGH: TerrainStyle(
        QT_TR_NOOP("Rough"),
        _c("#a59a80"),
        _c("#6f6450"),
        1.0,
        Qt.BrushStyle.Dense5Pattern,
        _c("#6f6450"),
        dash=Qt.PenStyle.DashLine,
        z=3.0,
    ),
    TerrainKind.BUILDING: TerrainStyle(QT_TR_NOOP("Building"), _c("#8d5b4c"), _c("#3d2a22"), 1.4, z=4.5),
    TerrainKind.VILLAGE: TerrainStyle(
        QT_TR_NOOP("Village"),
        _c("#c9b79c", 200),
        _c("#6d5a44"),
        1.2,
        Qt.BrushStyle.BDiagPattern,
        _c("#8d7a64", 120),
        dash=Qt.PenStyle.DashLine,
        z=2.5,
    ),
    TerrainKind.CROPS: TerrainStyle(
        QT_TR_NOOP("Crops"), _c("#e2c95a"), _c("#a38a2a"), 1.0, Qt.BrushStyle.HorPattern, _c("#b59b3b"), z=2.6
    ),
    TerrainKind.SWAMP: TerrainStyle(
        QT_TR_NOOP("Swamp"), _c("#8fa68a"), _c("#4f6a5a"), 1.0, Qt.BrushStyle.Dense7Pattern, _c("#2f5a6a"), z=2.2
    ),
    TerrainKind.WATER: TerrainStyle(QT_TR_NOOP("Water"), _c("#7fb0d8"), _c("#3d6f99"), 1.2, z=2.3),
    TerrainKind.BEACH: TerrainStyle(
        QT_TR_NOOP("Beach"), _c("#eadca0"), _c("#b8a460"), 1.0, Qt.BrushStyle.Dense7Pattern, _c("#b8a460"), z=2.1
    ),
    TerrainKind.STREAM: TerrainStyle(QT_TR_NOOP("Stream"), None, _c("#3d7fc0"), line_width=0.35, line_pixels=3, z=2.8),
    TerrainKind.RIVER: TerrainStyle(
        QT_TR_NOOP("River"), _c("#7fb0d8"), _c("#2f6aa8"), line_width=1.2, line_pixels=6, z=2.8
    ),
    TerrainKind.ROAD: TerrainStyle(QT_TR_NOOP("Road"), None, _c("#b39a72"), line_width=0.5, line_pixels=4, z=3.0),
    TerrainKind.HEDGE: TerrainStyle(
        QT_TR_NOOP("Hedge"), None, _c("#24491c"), line_width=0.0, line_pixels=3.5, dash=Qt.PenStyle.DotLine, z=5.0
    ),
    TerrainKind.MINEFIELD: TerrainStyle(
        QT_TR_NOOP("Minefield"),
        _c("#d9a0a0", 110),
        _c("#a3271b"),
        1.5,
        Qt.BrushStyle.DiagCrossPattern,
        _c("#a3271b", 150),
        dash=Qt.PenStyle.DashLine,
        z=6.0,
    ),
    TerrainKind.FORD: TerrainStyle(QT_TR_NOOP("Ford"), _c("#9fc6e6"), _c("#2f6aa8"), 1.5, z=6.5),
    TerrainKind.BRIDGE: TerrainStyle(QT_TR_NOOP("Bridge"), _c("#8a6a45"), _c("#3d2a16"), 1.5, z=6.5),
    TerrainKind.CROSSROAD: TerrainStyle(QT_TR_NOOP("Crossroad"), _c("#e6dcc6"), _c("#6d5a3a"), 1.5, z=6.5),
    TerrainKind.ROAD_EXIT: TerrainStyle(QT_TR_NOOP("Road exit"), _c("#f4e7b0"), _c("#6d5a3a"), 1.5, z=6.5),
}

# Marker letters for point features.
POINT_MARKS = {TerrainKind.FORD: "F", TerrainKind.BRIDGE: "B", TerrainKind.CROSSROAD: "X", TerrainKind.ROAD_EXIT: "E"}

HILL_LEVEL_COLOURS = ["#d9c9a0", "#c8b07e", "#b39560", "#9c7c48", "#846638", "#6d522c"]


def hill_fill(level: int) -> QColor:
    """Hills shaded by level: each level darker than the one below."""
    return QColor(HILL_LEVEL_COLOURS[min(max(level, 1), len(HILL_LEVEL_COLOURS)) - 1])


# Colours the player chose in Preferences, by nation (gui/preferences.py fills it); they win over the defaults.
SIDE_COLOUR_OVERRIDES: dict[str, QColor] = {}


def side_colour(nation: str, index: int) -> QColor:
    if nation in SIDE_COLOUR_OVERRIDES:
        return QColor(SIDE_COLOUR_OVERRIDES[nation])
    return SIDE_COLOURS_BY_NATION.get(nation, SIDE_COLOURS[index % len(SIDE_COLOURS)])


def is_dark(palette: QPalette | None = None) -> bool:
    """Whether the window text is light on a dark background (a dark desktop theme)."""
    palette = palette if palette is not None else QGuiApplication.palette()
    return palette.color(QPalette.ColorRole.Base).lightness() < palette.color(QPalette.ColorRole.Text).lightness()


def readable(colour: str, palette: QPalette | None = None) -> str:
    """``colour`` (chosen for text on a light background) as it should be on the current palette: on a dark
    one the same hue, lightened until it reads on the dark background (HTML in docks and dialogs)."""
    if not is_dark(palette):
        return colour
    c = QColor(colour)
    hue, saturation, lightness = c.hslHueF(), c.hslSaturationF(), c.lightnessF()
    return QColor.fromHslF(max(hue, 0.0), min(saturation, 0.75), max(lightness, 1.0 - lightness, 0.78)).name()


def cosmetic_pen(colour: QColor, width: float = 1.0, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(colour, width)
    pen.setCosmetic(True)
    pen.setStyle(style)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


# A text colour in rich text or a style sheet ("color:#b3140a", "color: #555"), not a background's.
_TEXT_COLOUR = re.compile(r"(?<![-\w])(color:\s*)(#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b)")


def in_colour(html_text: str, colour: str) -> str:
    """``html_text`` (escaped already) in ``colour``: the colour kept out of the translatable text, which holds only
    words (a translator never sees a colour or a style)."""
    return f"<span style='color:{colour}'>{html_text}</span>"


def readable_colours(text: str, palette: QPalette | None = None) -> str:
    """A rich text or a style sheet whose text colours were chosen for a light background, each made
    :func:`readable` on the current palette (on a light one the text as it is): what a dialog or dock shows in red,
    green or grey reads on a dark desktop too."""
    if not is_dark(palette):
        return text
    return _TEXT_COLOUR.sub(lambda m: m.group(1) + readable(m.group(2), palette), text)
