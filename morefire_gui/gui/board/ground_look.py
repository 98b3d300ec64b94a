"""How the open ground of the table looks under the battle's weather and terrain (Table IV, Table V): snow, mud,
desert sand and jungle each have their own colour and texture, and TUNDRA's deep snow its own hatching over the
snow. The table (gui/board/table_item.py) and the legend (gui/board/legend.py) paint with the same looks.

Weather comes first: a battle in mud or snow is drawn as mud or snow whatever its terrain; TUNDRA's weather is snow
(its definition: "Weather is snow").
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath

from morefire_gui.gui.i18n import QT_TR_NOOP, tr_kept
from morefire_gui.gui.style import TABLE_COLOUR
from morefire_gui.model.battle import Battle
from morefire_gui.rules.scenario.weather import BattlefieldTerrain, Weather

__all__ = ["DEEP_SNOW", "GroundLook", "ground_look", "paint_ground"]


@dataclass(frozen=True)
class GroundLook:
    """The open ground's colour, and a texture of ``ink`` over it (None: plain)."""

    source_name: str  # marked with QT_TR_NOOP, read in the interface's language as :attr:`name`
    colour: QColor
    texture: Qt.BrushStyle | None = None
    ink: QColor | None = None

    @property
    def name(self) -> str:
        return tr_kept(self.source_name)

    def paint(self, painter: QPainter, shape: QRectF | QPainterPath, texture_only: bool = False) -> None:
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        path = shape if isinstance(shape, QPainterPath) else _rect_path(shape)
        if not texture_only:
            painter.setBrush(self.colour)
            painter.drawPath(path)
        if self.texture is not None and self.ink is not None:
            painter.setBrush(QBrush(self.ink, self.texture))  # as the terrain's patterns: in device pixels
            painter.drawPath(path)
        painter.restore()


def _rect_path(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addRect(rect)
    return path


PLAIN = GroundLook(QT_TR_NOOP("Open ground"), TABLE_COLOUR)
SNOW = GroundLook(QT_TR_NOOP("Snow (Table IV)"), QColor("#eef2f5"), Qt.BrushStyle.Dense7Pattern, QColor("#9fb3c8"))
MUD = GroundLook(QT_TR_NOOP("Mud (Table IV)"), QColor("#a8996a"), Qt.BrushStyle.Dense6Pattern, QColor("#6d5b37"))
DESERT = GroundLook(
    QT_TR_NOOP("Desert sand (Table V)"), QColor("#e6d39c"), Qt.BrushStyle.Dense7Pattern, QColor("#b89a58")
)
JUNGLE = GroundLook(
    QT_TR_NOOP("Jungle floor (Table V)"), QColor("#93b46e"), Qt.BrushStyle.Dense6Pattern, QColor("#4d7a34")
)
DEEP_SNOW = GroundLook(
    QT_TR_NOOP("Deep snow, treated as mud (TUNDRA)"), QColor("#f8fbff"), Qt.BrushStyle.BDiagPattern, QColor("#7f9cc0")
)


def ground_look(battle: Battle) -> GroundLook:
    """The look of the battle's open ground."""
    settings = battle.settings
    if settings.weather is Weather.SNOW or settings.terrain_type is BattlefieldTerrain.TUNDRA:
        return SNOW
    if settings.weather is Weather.MUD:
        return MUD
    if settings.terrain_type is BattlefieldTerrain.DESERT:
        return DESERT
    if settings.terrain_type is BattlefieldTerrain.JUNGLE:
        return JUNGLE
    return PLAIN


def paint_ground(painter: QPainter, rect: QRectF, look: GroundLook, deep_snow: QPainterPath | None) -> None:
    """The table's open ground, and TUNDRA's deep snow over it."""
    look.paint(painter, rect)
    if deep_snow is not None and not deep_snow.isEmpty():
        DEEP_SNOW.paint(painter, deep_snow, texture_only=True)
