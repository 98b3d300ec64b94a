"""Minefield sections on the table (rule 3.6): their shape at the battle's scale, and where a movement path enters
and exits them, decided by shapely.

Readings (docs/rules-notes.md, 3.6):

* A crossing is found from the path of the unit's centre. The path *enters* a section where it starts to run
  inside it (its outline included) for any length, and *exits* where it stops doing so; a path that only touches
  an outline at one point neither enters nor exits. A path that clips a corner enters and exits; a path that
  crosses two sections enters and exits each; one that leaves a section and comes back enters it again.
* A path that starts inside a section does not enter it, and one that ends inside does not exit it.
* At one point, exits come before entries (leaving one section straight into the next).
* A new section is 100 yards by 50 at the battle's scale; at ``rotation`` 0 its long side runs east-west, and
  ``rotation`` turns it clockwise. Any polygon the players draw is one section for these rolls.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from shapely.geometry import Polygon

from morefire_gui.geometry.paths import MovePath, intervals
from morefire_gui.geometry.shapes import XY, oriented_rectangle
from morefire_gui.model.battle import Battle, TerrainPiece
from morefire_gui.model.terms import TerrainKind
from morefire_gui.rules.minefields import Crossing

_EPS = 1e-9


@dataclass(frozen=True)
class MinefieldCrossing:
    """A path entering or exiting a section: the piece, the event, the distance along the path, the point."""

    minefield: str
    event: Crossing
    at: float
    point: XY


def section_polygon(
    centre: XY, rotation: float, yards_per_unit: float, section_yards: tuple[float, float] = (100.0, 50.0)
) -> tuple[XY, ...]:
    """A minefield section's corners: ``section_yards`` (long, short) at the scale, centred on ``centre``, the long
    side east-west at rotation 0 and turned clockwise by ``rotation`` degrees."""
    long_side, short_side = (y / yards_per_unit for y in section_yards)
    # oriented_rectangle's length runs along its facing: facing 90 (east) puts the long side east-west.
    rect = oriented_rectangle(centre, long_side, short_side, (rotation + 90.0) % 360.0)
    return tuple((round(x, 9) + 0.0, round(y, 9) + 0.0) for x, y in list(rect.exterior.coords)[:-1])


def minefield_crossings(path: MovePath, pieces: Sequence[TerrainPiece]) -> list[MinefieldCrossing]:
    """Every entry into and exit from the given minefield sections along the path, in order along it."""
    out: list[MinefieldCrossing] = []
    length = path.length
    if length <= _EPS:
        return out
    for piece in pieces:
        if piece.kind is not TerrainKind.MINEFIELD or piece.polygon is None:
            continue
        for s, e in intervals(path, Polygon(piece.polygon)):
            if e - s <= _EPS:
                continue  # a touch at one point
            if s > _EPS:
                out.append(MinefieldCrossing(piece.id, Crossing.ENTER, s, path.point_at(s)))
            if e < length - _EPS:
                out.append(MinefieldCrossing(piece.id, Crossing.EXIT, e, path.point_at(e)))
    out.sort(key=lambda c: (c.at, 0 if c.event is Crossing.EXIT else 1))
    return out


def minefields_at(battle: Battle, point: XY) -> list[TerrainPiece]:
    """The minefield sections (not cleared) whose outline contains the point."""
    from shapely.geometry import Point

    p = Point(point)
    return [
        t
        for t in battle.terrain
        if t.kind is TerrainKind.MINEFIELD
        and not t.cleared
        and t.polygon is not None
        and Polygon(t.polygon).intersects(p)
    ]


def section_size_yards(piece: TerrainPiece, yards_per_unit: float) -> tuple[float, float]:
    """The sides of a section's minimum rotated rectangle, in yards (long, short): for display."""
    if piece.polygon is None:
        return (0.0, 0.0)
    rect = Polygon(piece.polygon).minimum_rotated_rectangle
    assert isinstance(rect, Polygon)  # a section has an area, so its rectangle is one
    xy = list(rect.exterior.coords)
    sides = sorted((math.dist(xy[0], xy[1]) * yards_per_unit, math.dist(xy[1], xy[2]) * yards_per_unit), reverse=True)
    return (sides[0], sides[1])
