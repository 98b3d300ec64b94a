"""Shapely shapes of terrain pieces and unit footprints, in table units (x east, y south)."""

from __future__ import annotations

import functools
import math

import numpy as np
import shapely
from shapely.geometry import LineString, Point, Polygon
from shapely.geometry.base import BaseGeometry

from morefire_gui.model.battle import Battle, TerrainPiece, Unit
from morefire_gui.model.scale import default_base
from morefire_gui.rules.catalogue import CatalogueEntry, UnitKind
from morefire_gui.rules.scales import GroundScale, TableUnit


def piece_outline(piece: TerrainPiece) -> BaseGeometry:
    """The piece as drawn: a polygon, a centre line, or a point."""
    if piece.polygon is not None:
        return Polygon(piece.polygon)
    if piece.line is not None:
        return LineString(piece.line)
    assert piece.at is not None
    return Point(piece.at)


def piece_area(piece: TerrainPiece) -> BaseGeometry:
    """The ground the piece covers: a line piece with a width is a strip of that width."""
    outline = piece_outline(piece)
    if piece.line is not None and piece.width:
        return strip(outline, piece.width / 2)
    return outline


_STRIP_AS_ONE = 256  # points of a line GEOS buffers in one go


def strip(line: BaseGeometry, half_width: float, round_ends: bool = False) -> BaseGeometry:
    """The ground within ``half_width`` of a line: what ``line.buffer(half_width, cap_style="flat")`` gives (flat at
    the two ends, round at every bend; round at the ends too with ``round_ends``, as ``line.buffer(half_width)``),
    in a time that grows only with the number of points.

    GEOS buffers a line as one curve, and on a dense line that turns back on itself (a zigzag of points closer
    together than the width) its time grows far faster than the points: 1,000 took 0.5 s, 4,000 seven, 10,000
    minutes. So a line of more than a few hundred points is first simplified by a fiftieth of the half width
    (detail no one could see in the strip: a digitised river keeps a few hundred), and one still longer is built as
    what a buffer is, segment by segment: each segment's flat-ended rectangle and a disc at each bend (the round
    join), united (0.2 ms a point). A line of a few hundred points is buffered as it always was."""
    if line.geom_type != "LineString":
        return line.buffer(half_width, cap_style="round" if round_ends else "flat")
    return _strip(tuple(map(tuple, shapely.get_coordinates(line))), half_width, round_ends)


@functools.lru_cache(maxsize=512)
def _strip(points: tuple[tuple[float, float], ...], half_width: float, round_ends: bool) -> BaseGeometry:
    """:func:`strip` of the line through ``points``, kept: every barrage, move and shot asks for the same roads."""
    cap = "round" if round_ends else "flat"
    line = LineString(points)
    simple = line
    coords = shapely.get_coordinates(line)
    if len(coords) > _STRIP_AS_ONE:
        simple = line.simplify(half_width / 50)
        coords = shapely.get_coordinates(simple)
    if len(coords) <= _STRIP_AS_ONE:
        return simple.buffer(half_width, cap_style=cap)
    segments = shapely.linestrings(np.stack([coords[:-1], coords[1:]], axis=1))
    bends = shapely.points(coords if round_ends else coords[1:-1])
    return shapely.union_all(np.concatenate([shapely.buffer(segments, half_width, cap_style="flat"),
                                             shapely.buffer(bends, half_width)]))


def heading_vector(facing_degrees: float) -> tuple[float, float]:
    """Unit vector of a facing measured clockwise from north, in table coordinates (y grows southward)."""
    rad = math.radians(facing_degrees)
    return (math.sin(rad), -math.cos(rad))


def oriented_rectangle(center: tuple[float, float], length: float, width: float, facing: float) -> Polygon:
    """A rectangle ``length`` along ``facing`` and ``width`` across it, centred on ``center``."""
    fx, fy = heading_vector(facing)
    rx, ry = -fy, fx  # to the right of the facing
    cx, cy = center
    hl, hw = length / 2, width / 2
    corners = [
        (cx + fx * hl - rx * hw, cy + fy * hl - ry * hw),  # front left
        (cx + fx * hl + rx * hw, cy + fy * hl + ry * hw),  # front right
        (cx - fx * hl + rx * hw, cy - fy * hl + ry * hw),  # rear right
        (cx - fx * hl - rx * hw, cy - fy * hl - ry * hw),  # rear left
    ]
    return Polygon(corners)


def footprint_size(entry: CatalogueEntry | None, battle: Battle, scale: GroundScale) -> tuple[float, float]:
    """(length, width) of a unit's counter in table units: a vehicle's casting (catalogue footprint at
    1/285, scaled to the battle's castings), or the battle's base for infantry and guns."""
    unit = TableUnit(battle.table.unit)
    if entry is not None and entry.footprint is not None and entry.kind is UnitKind.VEHICLE:
        length, width = entry.footprint
        factor = scale.casting_factor * unit.per_inch
        return (length * factor, width * factor)
    if entry is not None and entry.kind is UnitKind.GUN:
        base = battle.bases.gun
    else:
        base = battle.bases.infantry
    if base is None:
        base = default_base(battle)
    return (base[1], base[0])


def unit_footprint(unit: Unit, entry: CatalogueEntry | None, battle: Battle, scale: GroundScale) -> Polygon:
    length, width = footprint_size(entry, battle, scale)
    return oriented_rectangle(unit.at, length, width, unit.facing)


# A hidden position as another side sees it: a square of one size, whatever it hides, square to the table (its
# footprint and facing would tell a tank from a fake marker).
MARKER_SIDE_INCHES = 0.5


def marker_side(battle: Battle) -> float:
    """The side of a hidden position's marker, in table units."""
    return MARKER_SIDE_INCHES * TableUnit(battle.table.unit).per_inch


def marker_square(at: tuple[float, float], side: float) -> Polygon:
    """A hidden position's marker: the square of ``side`` centred on where the unit stands."""
    h = side / 2
    x, y = at
    return Polygon([(x - h, y - h), (x + h, y - h), (x + h, y + h), (x - h, y + h)])


def rotated_points(points: tuple[tuple[float, float], ...], degrees: float,
                   origin: tuple[float, float]) -> tuple[tuple[float, float], ...]:
    """Points turned ``degrees`` clockwise on the table (y grows southward) about ``origin``."""
    rad = math.radians(degrees)
    c, s = math.cos(rad), math.sin(rad)
    ox, oy = origin
    return tuple((ox + (x - ox) * c - (y - oy) * s, oy + (x - ox) * s + (y - oy) * c) for x, y in points)


def piece_centre(piece: TerrainPiece) -> tuple[float, float]:
    c = piece_outline(piece).centroid
    return (c.x, c.y)
