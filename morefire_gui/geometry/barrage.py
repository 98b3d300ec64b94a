"""Rule 4 on the table: where a battery fires from (4.42, 4.7, on-board guns), its line of fire, shifts along
it (4.12 C), where the rounds land after the firing error (4.3), whether the fire is observed (4.3: a friendly
unit's line of sight), and what is in or partly in the damage zone (4.5, 4.6), with the minefield sections it
clears (3.61 a). Takes model objects, returns facts (points, ids, :class:`BarrageTarget` facts for the rules).

Directions follow the line of fire, from the battery to its aim point: *long* and *add* are further along it,
*short* and *drop* back towards the battery, *right* and *left* as the battery looks at its aim.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import shapely
from shapely.geometry import Point

from morefire_gui.geometry.battle_geometry import BattleGeometry
from morefire_gui.geometry.shapes import XY, piece_area
from morefire_gui.ids import UnitId
from morefire_gui.model.battle import Battle, Unit
from morefire_gui.model.terms import Edge, Moved, Status, TerrainKind
from morefire_gui.rules.artillery.barrage import (
    ArtilleryError,
    BarrageTarget,
    Carrier,
    ErrorDirection,
    FireError,
    InfantryCover,
    Shift,
    VehicleFacts,
    ZoneContents,
)
from morefire_gui.rules.catalogue.entries import CatalogueEntry, UnitKind, VehicleRole
from morefire_gui.rules.movement import MoveCode

# The way into the table from each base edge (x east, y south): the line of fire of a battery whose aim is
# its own position (an on-board battery firing at its own guns) has no direction of its own.
INTO_TABLE: dict[Edge, XY] = {
    Edge.NORTH: (0.0, 1.0),
    Edge.SOUTH: (0.0, -1.0),
    Edge.WEST: (1.0, 0.0),
    Edge.EAST: (-1.0, 0.0),
}
# A footprint corner this close outside the circle (table units) still counts as inside: rounding only.
_TOLERANCE = 1e-9


# -- where the battery stands -----------------------------------------------------------------------------


@dataclass(frozen=True)
class BatterySite:
    """Where a battery fires from. On the board: the centre of its guns (``on_board_at``). Off the board
    (4.42: 1000 yards; naval guns, 4.7: 5000 yards): ``yards_behind`` its side's base edge, straight behind
    whatever point it aims at, so its line of fire always crosses the edge square."""

    edge: Edge
    yards_behind: float = 0.0
    on_board_at: XY | None = None

    def __post_init__(self) -> None:
        if self.on_board_at is None and self.yards_behind <= 0:
            raise ArtilleryError("an off-board battery stands some yards behind its base edge")
        if self.yards_behind < 0:
            raise ArtilleryError("a battery cannot stand a negative distance behind its edge")

    @classmethod
    def on_board(cls, at: XY, edge: Edge) -> BatterySite:
        return cls(edge, 0.0, (float(at[0]), float(at[1])))

    @classmethod
    def behind_edge(cls, edge: Edge, yards: float) -> BatterySite:
        return cls(edge, float(yards), None)

    @property
    def off_board(self) -> bool:
        return self.on_board_at is None

    def position(self, aim: XY, geometry: BattleGeometry) -> XY:
        """The battery's position, in table units (off the table for an off-board battery)."""
        if self.on_board_at is not None:
            return self.on_board_at
        behind = geometry.to_table(self.yards_behind)
        table = geometry.battle.table
        x, y = float(aim[0]), float(aim[1])
        if self.edge is Edge.NORTH:
            return (x, -behind)
        if self.edge is Edge.SOUTH:
            return (x, table.depth + behind)
        if self.edge is Edge.WEST:
            return (-behind, y)
        return (table.width + behind, y)


def guns_centre(units: Sequence[Unit]) -> XY:
    """The centre of a battery's guns on the board: the mean of their counters' centres."""
    if not units:
        raise ArtilleryError("a battery on the board needs at least one gun")
    return (sum(u.at[0] for u in units) / len(units), sum(u.at[1] for u in units) / len(units))


# -- the line of fire -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class LineOfFire:
    """The line from the battery to its aim point, with its unit ``direction`` (x east, y south)."""

    battery_at: XY
    aim: XY
    direction: XY
    range_table: float
    range_yards: float

    @property
    def right(self) -> XY:
        """The unit vector to the battery's right as it looks along the line (clockwise a quarter turn on a
        table whose y grows southward)."""
        ux, uy = self.direction
        return (-uy, ux)

    def offset(self, point: XY, along_yards: float, right_yards: float, yards_per_unit: float) -> XY:
        """``point`` moved ``along_yards`` further along the line (negative: back towards the battery) and
        ``right_yards`` to the right (negative: left)."""
        (ux, uy), (rx, ry) = self.direction, self.right
        a, r = along_yards / yards_per_unit, right_yards / yards_per_unit
        return (point[0] + ux * a + rx * r, point[1] + uy * a + ry * r)


def line_of_fire(site: BatterySite, aim: XY, geometry: BattleGeometry) -> LineOfFire:
    """4.3: the line of fire from the battery to ``aim``, and its range in yards (used by the advanced error
    modifiers and mortar ranges, 4.3 and 4.41). When the battery stands on its aim point the direction is
    straight into the table from the side's base edge."""
    at = site.position(aim, geometry)
    dx, dy = aim[0] - at[0], aim[1] - at[1]
    length = math.hypot(dx, dy)
    direction = (dx / length, dy / length) if length > _TOLERANCE else INTO_TABLE[site.edge]
    aim = (float(aim[0]), float(aim[1]))
    return LineOfFire(at, aim, direction, length, geometry.to_yards(length))


def shifted_aim(site: BatterySite, start: XY, shifts: Sequence[Shift], geometry: BattleGeometry) -> XY:
    """4.12: the aim after each shift in turn, each along the line of fire to the location before it (add
    further, drop back, right and left as the battery looks)."""
    point = (float(start[0]), float(start[1]))
    for shift in shifts:
        line = line_of_fire(site, point, geometry)
        point = line.offset(point, shift.add_drop_yards, shift.right_left_yards, geometry.yards_per_unit)
    return point


_ERROR_OFFSET: dict[ErrorDirection, tuple[int, int]] = {
    ErrorDirection.LONG: (1, 0),
    ErrorDirection.SHORT: (-1, 0),
    ErrorDirection.RIGHT: (0, 1),
    ErrorDirection.LEFT: (0, -1),
}


def impact_point(line: LineOfFire, error: FireError, yards_per_unit: float) -> XY:
    """4.3: where the rounds land: the aim point moved the error's yards long (beyond the aim), short
    (towards the battery), left or right, as the battery looks along its line of fire."""
    if error.direction is None or error.yards == 0:
        return line.aim
    along, right = _ERROR_OFFSET[error.direction]
    return line.offset(line.aim, along * error.yards, right * error.yards, yards_per_unit)


# -- observed fire -----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Observation:
    """4.3: "Observed fire is when the target can be seen, valid LOS, by any friendly unit." ``observers`` are
    the firing side's units (not destroyed) with a clear line of sight to the point, in the battle's order."""

    point: XY
    observers: tuple[str, ...]

    @property
    def observed(self) -> bool:
        return bool(self.observers)


def observation(geometry: BattleGeometry, side: str, point: XY, advanced: bool | None = None) -> Observation:
    """Which units of ``side`` see ``point`` (rule 2.1 line of sight, centre to point). Destroyed units see
    nothing."""
    seen = tuple(
        u.id
        for u in geometry.battle.units
        if u.side == side and not u.has(Status.DESTROYED) and geometry.los(u.at, point, advanced).clear
    )
    return Observation((float(point[0]), float(point[1])), seen)


# -- the facts 4.6 reads of a unit ------------------------------------------------------------------------


def carrier_kind(entry: CatalogueEntry) -> Carrier:
    """4.6's three ways to ride: in a truck (any unarmoured transport), in a halftrack (or any other open-topped
    armoured carrier), or on a tank (on the outside of any other armoured vehicle)."""
    facts = VehicleFacts.from_catalogue(entry)
    if facts.truck:
        return Carrier.TRUCK
    if facts.halftrack or (facts.open_top and entry.role == VehicleRole.TRANSPORT):
        return Carrier.HALFTRACK
    return Carrier.TANK


def cover_pieces(geometry: BattleGeometry, point: XY) -> tuple[str, ...]:
    """The building and village pieces a point stands in (or on the edge of), from the terrain index."""
    index = geometry.terrain_index
    hits = sorted(int(i) for i in index.tree.query(Point(point), predicate="intersects"))
    return tuple(
        index.pieces[i].id for i in hits if index.pieces[i].kind in (TerrainKind.BUILDING, TerrainKind.VILLAGE)
    )


def _move_code(moved: Moved | None) -> MoveCode | None:
    if moved is None or moved is Moved.INFANTRY:
        return None
    return MoveCode(moved.value)


def barrage_target(geometry: BattleGeometry, unit: Unit | str) -> BarrageTarget | None:
    """The facts 4.6 reads of a unit, or None for what a barrage does not roll for (aircraft).

    * Infantry and guns (weapon-system counters) are infantry; their ``cover`` is the unit's own, and standing
      (the counter's centre) in a building or village piece counts as well.
    * A passenger rides in a truck, a halftrack or on a tank (:func:`carrier_kind` of its carrier) and takes its
      carrier's movement code. A unit riding on something that is not a vehicle is on foot.
    * Vehicles: armour class, open top, halftrack or truck from the catalogue; the code they moved at.
    * Infantry on foot that moved (``moved`` set) moved on foot.
    """
    battle, catalogue = geometry.battle, geometry.catalogue
    u = battle.unit(unit) if isinstance(unit, str) else unit
    if u is None:
        raise KeyError(unit)
    entry = catalogue.get(u.type)
    if entry is None:
        raise ArtilleryError(f"unit {u.id!r}: unknown unit type {u.type!r}")
    cover = InfantryCover(u.cover.value) if u.cover is not None else InfantryCover.OPEN
    if entry.kind is UnitKind.AIRCRAFT:
        return None
    if entry.kind is UnitKind.VEHICLE:
        return BarrageTarget(
            u.id, False, cover=cover, vehicle=VehicleFacts.from_catalogue(entry), moved=_move_code(u.moved)
        )
    carrier = battle.unit(u.riding_on) if u.riding_on is not None else None
    carrier_entry = catalogue.get(carrier.type) if carrier is not None else None
    if carrier is not None and carrier_entry is not None and carrier_entry.kind is UnitKind.VEHICLE:
        return BarrageTarget(
            u.id, True, cover=cover, riding_on=carrier_kind(carrier_entry), moved=_move_code(carrier.moved)
        )
    return BarrageTarget(
        u.id, True, cover=cover, in_building_piece=bool(cover_pieces(geometry, u.at)), moved_on_foot=u.moved is not None
    )


# -- the damage zone ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class UnitInZone:
    """A unit in or partly in the damage zone. ``fully_inside``: its whole footprint is in the circle;
    otherwise it is partly in (its centre may be outside: ``centre_inside``). ``target`` is None for a unit
    the barrage does not roll for, and ``note`` says why."""

    unit_id: UnitId
    fully_inside: bool
    centre_inside: bool
    target: BarrageTarget | None
    note: str = ""

    @property
    def partly_in(self) -> bool:
        return not self.fully_inside


@dataclass(frozen=True)
class ZoneFacts:
    """4.5: the damage zone on the table, a circle of ``diameter_yards`` round ``centre`` (the impact point),
    every unit in or partly in it (battle-file order) and the minefield sections it touches (3.61 a)."""

    centre: XY
    diameter_yards: float
    radius_table: float
    units: tuple[UnitInZone, ...]
    minefields: tuple[str, ...]

    @property
    def targets(self) -> tuple[BarrageTarget, ...]:
        """The units 4.6 rolls for, in the battle file's order (the pinned dice order)."""
        return tuple(u.target for u in self.units if u.target is not None)

    def contents(self) -> ZoneContents:
        return ZoneContents(self.targets, self.minefields)

    def unit(self, unit_id: UnitId) -> UnitInZone:
        for u in self.units:
            if u.unit_id == unit_id:
                return u
        raise KeyError(unit_id)


def minefields_touched(battle: Battle, centre: XY, radius_table: float) -> tuple[str, ...]:
    """3.61 a: the minefield sections (not yet cleared) that a circle round ``centre`` touches, in the battle
    file's order."""
    pieces = [p for p in battle.terrain if p.kind is TerrainKind.MINEFIELD and not p.cleared]
    if not pieces:
        return ()
    near = shapely.dwithin([piece_area(p) for p in pieces], Point(centre), radius_table)
    return tuple(p.id for p, hit in zip(pieces, near) if hit)


def zone_facts(geometry: BattleGeometry, centre: XY, diameter_yards: float) -> ZoneFacts:
    """4.5 and 4.6 on the table: every unit whose footprint (a hidden position's marker: ``table_shape``) is in or
    partly in (touching counts) the circle of ``diameter_yards`` round ``centre``, found with the units' spatial
    index, and the minefields it touches. Destroyed units are listed but not rolled for."""
    centre = (float(centre[0]), float(centre[1]))
    radius = geometry.to_table(diameter_yards / 2)
    found: list[UnitInZone] = []
    for unit_id in geometry.units_within(centre, radius):
        unit = geometry.battle.unit(unit_id)
        assert unit is not None
        corners = shapely.get_coordinates(geometry.table_shape(unit))
        far = max(math.hypot(x - centre[0], y - centre[1]) for x, y in corners)
        fully = far <= radius + _TOLERANCE
        centre_in = math.dist(unit.at, centre) <= radius + _TOLERANCE
        if unit.has(Status.DESTROYED):
            found.append(UnitInZone(unit_id, fully, centre_in, None, "already destroyed: not rolled for"))
            continue
        target = barrage_target(geometry, unit)
        note = "" if target is not None else "aircraft are not hit by barrages"
        found.append(UnitInZone(unit_id, fully, centre_in, target, note))
    return ZoneFacts(
        centre, float(diameter_yards), radius, tuple(found), minefields_touched(geometry.battle, centre, radius)
    )
