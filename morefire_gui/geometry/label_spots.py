"""Where a word written on the ground can go inside its piece: a hill's level ("L1") on the part of the hill no
higher hill stands on, so that the levels of a hill and of the hill on top of it are never written on one spot, and
in a few places, the best first, so that the board's layout can move the word off a victory point flag or a
registration point (gui/board/board_layout.py)."""

from __future__ import annotations

from collections.abc import Sequence

from shapely import prepared
from shapely.geometry import box
from shapely.geometry.base import BaseGeometry
from shapely.ops import unary_union

from morefire_gui.geometry.shapes import XY, piece_outline
from morefire_gui.model.battle import TerrainPiece
from morefire_gui.model.terms import TerrainKind

__all__ = ["hill_level_regions", "text_spots"]

_GRID = 9  # candidate places across and down the region


def hill_level_regions(pieces: Sequence[TerrainPiece]) -> dict[str, BaseGeometry]:
    """Each hill's ground its level is written on: the hill less the higher hills that stand on it."""
    hills = [(p, piece_outline(p)) for p in pieces if p.kind is TerrainKind.HILL and p.polygon is not None]
    out: dict[str, BaseGeometry] = {}
    for piece, outline in hills:
        level = piece.level or 1
        higher = [o for p, o in hills if (p.level or 1) > level and o.intersects(outline)]
        region = outline.difference(unary_union(higher)) if higher else outline
        out[piece.id] = region if not region.is_empty and region.area > 1e-9 else outline
    return out


def text_spots(region: BaseGeometry, width: float, height: float, count: int = 12) -> list[XY]:
    """Centres where a ``width`` x ``height`` box (table units) lies wholly in ``region``, the region's own point
    first (its centre where that is inside, else a point well inside it), then others nearest it; at least that one
    point even where no box fits (a small hill: the word is written over its edge)."""
    if region.is_empty:
        return []
    centre = region.centroid
    first = centre if region.contains(centre) else region.representative_point()
    inside = prepared.prep(region)

    def fits(x: float, y: float) -> bool:
        return bool(inside.contains(box(x - width / 2, y - height / 2, x + width / 2, y + height / 2)))

    spots: list[XY] = [(first.x, first.y)] if fits(first.x, first.y) else []
    x0, y0, x1, y1 = region.bounds
    grid = [
        (x0 + (x1 - x0) * (i + 0.5) / _GRID, y0 + (y1 - y0) * (j + 0.5) / _GRID)
        for i in range(_GRID)
        for j in range(_GRID)
    ]
    near = sorted(grid, key=lambda p: (p[0] - first.x) ** 2 + (p[1] - first.y) ** 2)
    # Nearest first, but each at least a word's width from those taken: what covers one place does not cover all.
    for p in near:
        if len(spots) >= count:
            break
        if fits(*p) and all(abs(p[0] - q[0]) >= width or abs(p[1] - q[1]) >= height * 1.5 for q in spots):
            spots.append(p)
    return spots or [(first.x, first.y)]
