"""Infantry combat on the table (rules 3.1-3.5): the 100-yard square target area and the units in it, the ground
a unit stands on, how far apart two units are, and the nearest enemy tank or bunker (3.3).

Readings (docs/rules-notes.md, 3.5 and 3.3):

* The target area is a square of 100 yards at the battle's scale, centred on the point aimed at, its sides
  north-south and east-west. A unit is in the area when its counter (footprint) is in it or partly in it.
* The ground a unit stands on is every terrain piece its centre is in (or on the edge of).
* Distances between units are between their footprints (0 when they touch or overlap).
* A melee or assault is between units in contact (3.1-3.2), read as counters no more than 50 yards apart (one inch
  at 1:50), footprint to footprint.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from shapely.geometry import Point, Polygon, box

from morefire_gui.geometry.battle_geometry import BattleGeometry
from morefire_gui.geometry.shapes import XY, piece_area
from morefire_gui.ids import UnitId
from morefire_gui.model.battle import Unit
from morefire_gui.model.terms import TerrainKind

TARGET_AREA_YARDS = 100.0
MELEE_REACH_YARDS = 50.0


@dataclass(frozen=True)
class TargetArea:
    """3.5's square target area: its centre, side (table units and yards), corners, the units in it or partly in it,
    and which of them are only partly in it."""

    centre: XY
    side: float
    side_yards: float
    corners: tuple[XY, ...]
    units: tuple[str, ...]
    partly: frozenset[str] = frozenset()

    @property
    def polygon(self) -> Polygon:
        return Polygon(self.corners)

    def only_partly(self, unit_id: UnitId) -> bool:
        return unit_id in self.partly


def target_square(centre: XY, yards_per_unit: float, side_yards: float = TARGET_AREA_YARDS) -> Polygon:
    half = side_yards / yards_per_unit / 2
    x, y = centre
    return box(x - half, y - half, x + half, y + half)


def target_area(geometry: BattleGeometry, centre: XY, side_yards: float = TARGET_AREA_YARDS) -> TargetArea:
    """The square of ``side_yards`` centred on ``centre`` and the ids of the units in or partly in it (battle file
    order), found with the units' spatial index."""
    square = target_square(centre, geometry.yards_per_unit, side_yards)
    units = tuple(geometry.units_intersecting(square))
    partly = frozenset(uid for uid in units if not square.contains(geometry.table_shape(uid)))
    corners = tuple((float(x), float(y)) for x, y in list(square.exterior.coords)[:-1])
    return TargetArea(centre, side_yards / geometry.yards_per_unit, side_yards, corners, units, partly)


def kinds_at(geometry: BattleGeometry, point: XY) -> tuple[TerrainKind, ...]:
    """The kinds of the terrain pieces (areas and wide lines) the point is in or on the edge of, in file order."""
    p = Point(point)
    found: list[TerrainKind] = []
    for piece in geometry.battle.terrain:
        if piece.at is not None:
            continue
        area = piece_area(piece)
        if area.geom_type in ("Polygon", "MultiPolygon") and area.intersects(p) and piece.kind not in found:
            found.append(piece.kind)
    return tuple(found)


def unit_distance(geometry: BattleGeometry, a: Unit | str, b: Unit | str) -> float:
    """Table units between the two units' footprints (0 when they touch or overlap)."""
    return float(geometry.footprint(a).distance(geometry.footprint(b)))


def units_by_distance(
    geometry: BattleGeometry, unit: Unit | str, accept: Callable[[Unit], bool]
) -> list[tuple[str, float]]:
    """The units on the table (:meth:`BattleGeometry.on_table`) ``accept`` takes, nearest to ``unit`` first
    (footprint to footprint), each with its distance in table units; equal distances keep the battle file's order."""
    me = geometry.battle.unit(unit) if isinstance(unit, str) else unit
    if me is None:
        raise KeyError(unit)
    mine = geometry.footprint(me)
    on_table = set(geometry.on_table([u.id for u in geometry.battle.units]))
    found = [
        (other.id, float(mine.distance(geometry.footprint(other))))
        for other in geometry.battle.units
        if other.id != me.id and other.id in on_table and accept(other)
    ]
    return sorted(found, key=lambda pair: pair[1])


def nearest_unit(
    geometry: BattleGeometry, unit: Unit | str, accept: Callable[[Unit], bool]
) -> tuple[str, float] | None:
    """The unit nearest to ``unit`` (footprint to footprint) among those ``accept`` takes, with its distance in
    table units; ties go to the first in the battle file."""
    found = units_by_distance(geometry, unit, accept)
    return found[0] if found else None


def in_kinds(kinds: tuple[TerrainKind, ...], *wanted: TerrainKind) -> bool:
    return any(k in kinds for k in wanted)
