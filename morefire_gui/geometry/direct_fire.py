"""Direct fire on the table (rules 2.1-2.3): the angle of fire read from the target's footprint, the ground under a
unit (road, woods, houses, hills, rough), and how far off its facing a firer must turn to face its target. Takes
model objects, returns facts (enums, booleans, degrees, piece ids) and, for drawing, shapely polygons.

Readings (docs/rules-notes.md, 2.1-2.3):

* 2.3 advanced: the four sectors round a vehicle are bounded by the lines from each rear corner of its footprint
  through the opposite front corner; they meet at its centre. The firer's centre decides its sector. A firer
  exactly on a boundary line is in the front (or rear) sector: the narrow sector keeps its edges.
* 2.3 basic: "the rear of the vehicle is in the LOS" when the firer's centre is beyond the line of the rear face
  of the target's footprint (strictly: on that line the rear face is not seen).
* The ground a unit stands on is every piece its centre is in or on the edge of (as for 3.5 and 4.6); it is on the
  road when its centre is on the road ground of rule 1.3 (the road's width plus the tolerance).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from shapely.geometry import LineString, Point, Polygon
from shapely.geometry.base import BaseGeometry

from morefire_gui.geometry.battle_geometry import BattleGeometry
from morefire_gui.geometry.footprints import footprint_size
from morefire_gui.geometry.paths import road_ground, road_tolerance
from morefire_gui.geometry.shapes import XY, heading_vector, piece_area
from morefire_gui.model.battle import Unit
from morefire_gui.model.terms import TerrainKind
from morefire_gui.rules.direct_fire.terms import Sector
from morefire_gui.rules.scales import TableUnit

_EPS = 1e-9  # table units, relative to the footprint: rounding only

WOODS_KINDS = (TerrainKind.WOODS, TerrainKind.JUNGLE)
HOUSE_KINDS = (TerrainKind.BUILDING, TerrainKind.VILLAGE)


@dataclass(frozen=True)
class Corners:
    """A footprint's corners, named from the vehicle's point of view."""

    front_left: XY
    front_right: XY
    rear_right: XY
    rear_left: XY
    centre: XY

    @property
    def polygon(self) -> Polygon:
        return Polygon([self.front_left, self.front_right, self.rear_right, self.rear_left])


def footprint_corners(geometry: BattleGeometry, unit: Unit) -> Corners:
    """The corners of the unit's counter (its casting's footprint, or its base), from its centre and facing."""
    length, width = footprint_size(geometry.catalogue.get(unit.type), geometry.battle, geometry.scale)
    fx, fy = heading_vector(unit.facing)
    rx, ry = -fy, fx  # to the right of the facing (y grows southward)
    cx, cy = unit.at
    hl, hw = length / 2, width / 2

    def at(along: float, across: float) -> XY:
        return (cx + fx * along + rx * across, cy + fy * along + ry * across)

    return Corners(at(hl, -hw), at(hl, hw), at(-hl, hw), at(-hl, -hw), (cx, cy))


_ARC_STEPS = 32


def _wedge(centre: XY, a: XY, b: XY, reach: float) -> Polygon:
    """The wedge from ``centre`` between the rays through ``a`` and ``b`` (the smaller angle), covering at least the
    disc of radius ``reach``: its far side is an arc of chords drawn a little beyond it."""
    cx, cy = centre
    a0 = math.atan2(a[1] - cy, a[0] - cx)
    sweep = math.atan2(b[1] - cy, b[0] - cx) - a0
    sweep = (sweep + math.pi) % (2 * math.pi) - math.pi  # the smaller angle, signed
    far = reach * 1.5  # the chords of the arc stay outside the disc of radius reach
    arc = [
        (cx + far * math.cos(a0 + sweep * i / _ARC_STEPS), cy + far * math.sin(a0 + sweep * i / _ARC_STEPS))
        for i in range(_ARC_STEPS + 1)
    ]
    return Polygon([centre, *arc])


def aspect_sectors(corners: Corners, reach: float) -> dict[Sector, Polygon]:
    """2.3 advanced: the four sectors, as wedges from the centre bounded by the lines from each rear corner through
    the opposite front corner, out to ``reach`` (table units) and beyond."""
    c = corners.centre
    return {
        Sector.FRONT: _wedge(c, corners.front_left, corners.front_right, reach),
        Sector.RIGHT: _wedge(c, corners.front_right, corners.rear_right, reach),
        Sector.REAR: _wedge(c, corners.rear_right, corners.rear_left, reach),
        Sector.LEFT: _wedge(c, corners.rear_left, corners.front_left, reach),
    }


def sector_of(corners: Corners, point: XY) -> Sector:
    """The sector ``point`` is in. A point on a boundary line belongs to the front or rear sector."""
    c = corners.centre
    reach = 2.0 * (math.dist(c, point) + math.dist(c, corners.front_left)) + 1.0
    wedges = aspect_sectors(corners, reach)
    p = Point(point)
    tol = _EPS * max(1.0, reach)
    for sector in (Sector.FRONT, Sector.REAR):
        if wedges[sector].distance(p) <= tol:
            return sector
    for sector in (Sector.LEFT, Sector.RIGHT):
        if wedges[sector].covers(p):
            return sector
    return Sector.FRONT  # unreachable: the four wedges cover the plane round the centre


def rear_half_plane(corners: Corners, reach: float) -> Polygon:
    """2.3 basic: the ground beyond the line of the target's rear face, out to ``reach``: from there the rear of the
    vehicle is in the line of sight."""
    rl, rr = corners.rear_left, corners.rear_right
    ex, ey = rr[0] - rl[0], rr[1] - rl[1]
    d = math.hypot(ex, ey)
    ux, uy = ex / d, ey / d
    # Backwards: from the front corners to the rear ones.
    bx, by = rl[0] - corners.front_left[0], rl[1] - corners.front_left[1]
    b = math.hypot(bx, by)
    bx, by = bx / b, by / b
    mid = ((rl[0] + rr[0]) / 2, (rl[1] + rr[1]) / 2)
    a = (mid[0] - ux * reach, mid[1] - uy * reach)
    z = (mid[0] + ux * reach, mid[1] + uy * reach)
    return Polygon([a, z, (z[0] + bx * reach, z[1] + by * reach), (a[0] + bx * reach, a[1] + by * reach)])


def rear_in_view(corners: Corners, point: XY) -> bool:
    """2.3 basic: whether a firer at ``point`` sees the rear of the vehicle (it is beyond the rear face's line)."""
    reach = 2.0 * (math.dist(corners.centre, point) + math.dist(corners.centre, corners.front_left)) + 1.0
    behind = rear_half_plane(corners, reach)
    p = Point(point)
    line = LineString([corners.rear_left, corners.rear_right])
    # The rear face's line, not only the face: extend the face far along itself.
    (x0, y0), (x1, y1) = line.coords
    dx, dy = x1 - x0, y1 - y0
    extended = LineString([(x0 - dx * reach, y0 - dy * reach), (x1 + dx * reach, y1 + dy * reach)])
    return behind.contains(p) and extended.distance(p) > _EPS * max(1.0, reach)


@dataclass(frozen=True)
class AngleOfFire:
    """2.3 from one firer's position: the advanced sector, whether the rear is in the line of sight (basic), and the
    bearing from the target to the firer, degrees clockwise off the target's facing (0 dead ahead, 180 astern)."""

    sector: Sector
    rear_in_view: bool
    bearing: float


def angle_of_fire(geometry: BattleGeometry, target: Unit, firer_at: XY) -> AngleOfFire:
    corners = footprint_corners(geometry, target)
    return AngleOfFire(
        sector_of(corners, firer_at),
        rear_in_view(corners, firer_at),
        relative_bearing(target.at, target.facing, firer_at),
    )


def relative_bearing(origin: XY, facing: float, point: XY) -> float:
    """Degrees clockwise from ``facing`` to the line from ``origin`` to ``point``, in [0, 360)."""
    dx, dy = point[0] - origin[0], point[1] - origin[1]
    if math.hypot(dx, dy) == 0:
        return 0.0
    bearing = math.degrees(math.atan2(dx, -dy))  # clockwise from north, y grows southward
    return (bearing - facing) % 360.0


def off_facing(firer: Unit, target_at: XY) -> float:
    """How many degrees (0-180) the line from the firer to the target is off the firer's facing."""
    rel = relative_bearing(firer.at, firer.facing, target_at)
    return min(rel, 360.0 - rel)


@dataclass(frozen=True)
class GroundUnder:
    """The terrain pieces under a unit's centre (ids and kinds, in the battle file's order) and the facts 2.1 and
    2.2 read from them."""

    pieces: tuple[tuple[str, TerrainKind], ...]
    on_road: bool

    def ids_of(self, *kinds: TerrainKind) -> tuple[str, ...]:
        return tuple(i for i, k in self.pieces if k in kinds)

    @property
    def in_woods(self) -> bool:
        return bool(self.ids_of(*WOODS_KINDS))

    @property
    def in_house(self) -> bool:
        return bool(self.ids_of(*HOUSE_KINDS))

    @property
    def on_hill(self) -> bool:
        return bool(self.ids_of(TerrainKind.HILL))

    @property
    def in_rough(self) -> bool:
        return bool(self.ids_of(TerrainKind.ROUGH))


def ground_under(geometry: BattleGeometry, unit: Unit) -> GroundUnder:
    """The ground under a unit's centre: every area piece (and wide line) it is in or on the edge of, and whether
    it is on the road ground of rule 1.3."""
    p = Point(unit.at)
    found: list[tuple[str, TerrainKind]] = []
    roads = []
    for piece in geometry.battle.terrain:
        if piece.kind in (TerrainKind.ROAD, TerrainKind.BRIDGE):
            roads.append(piece)
        if piece.at is not None:
            continue
        area: BaseGeometry = piece_area(piece)
        if area.geom_type in ("Polygon", "MultiPolygon") and area.intersects(p):
            found.append((piece.id, piece.kind))
    road = road_ground(roads, road_tolerance(TableUnit(geometry.battle.table.unit))) if roads else None
    on_road = road is not None and not road.is_empty and road.intersects(p)
    return GroundUnder(tuple(found), on_road)


def sector_shapes(geometry: BattleGeometry, target: Unit, radius: float) -> dict[Sector, BaseGeometry]:
    """For drawing: the four sectors round the target, cut to a circle of ``radius`` table units."""
    corners = footprint_corners(geometry, target)
    disc = Point(corners.centre).buffer(radius, 64)
    return {s: w.intersection(disc) for s, w in aspect_sectors(corners, radius * 2).items()}


def rear_view_shape(geometry: BattleGeometry, target: Unit, radius: float) -> BaseGeometry:
    """For drawing: the ground within ``radius`` from which the rear of the target is in the line of sight."""
    corners = footprint_corners(geometry, target)
    disc = Point(corners.centre).buffer(radius, 64)
    return rear_half_plane(corners, radius * 2).intersection(disc)
