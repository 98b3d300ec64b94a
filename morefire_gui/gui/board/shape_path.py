"""Areas of the table as Qt painter paths, for drawing only: geometry gives an area as its rings of points
(geometry/board_shapes.py), and the board fills them with the odd-even rule, so that a hole stays empty."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainterPath, QPolygonF

from morefire_gui.geometry.board_shapes import Rings, area_rings
from morefire_gui.geometry.shapes import Shape

__all__ = ["area_path", "rings_path"]


def rings_path(rings: Rings) -> QPainterPath:
    """The rings (each polygon's outside, then its holes) as one path, each ring a closed subpath."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for ring in rings:
        path.addPolygon(QPolygonF([QPointF(x, y) for x, y in ring]))
        path.closeSubpath()
    return path


def area_path(shape: Shape) -> QPainterPath:
    """An area of the table (the deep snow, a deployment zone's land, the ground round a target) as a path."""
    return rings_path(area_rings(shape))
