"""Rule 5 on the table: where an airstrike enters (a point of a board edge, its arrow pointing in), the path it flies
along its arrow this turn, the strip it strafes (5.4) and what is in or partly in it, where its bombs fall (5.5; the
damage zone itself is :func:`morefire_gui.geometry.barrage.zone_facts`), and the point of its path each anti-aircraft
weapon fires at, with its line of sight and distance (5.6). Takes model objects, returns facts.

Headings are degrees clockwise from north; on the table (x east, y south) heading h points along (sin h, -cos h).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import shapely
from shapely.geometry import LineString, Point, box

from morefire_gui.geometry.battle_geometry import BattleGeometry
from morefire_gui.geometry.shapes import XY
from morefire_gui.ids import UnitId
from morefire_gui.model.battle import TableSpec, Unit
from morefire_gui.model.terms import Edge
from morefire_gui.rules.artillery.barrage import ErrorDirection, FireError

# A footprint corner this close outside the strip (table units) still counts as inside: rounding only.
_TOLERANCE = 1e-9
# How finely a path is searched for the point an anti-aircraft weapon fires at (yards), and at most how many points.
SAMPLE_YARDS = 25.0
MAX_SAMPLES = 400


def heading_vector(heading: float) -> XY:
    """The unit vector of a heading on the table (x east, y south)."""
    rad = math.radians(heading)
    return (math.sin(rad), -math.cos(rad))


def heading_of(a: XY, b: XY) -> float:
    """The heading from ``a`` towards ``b``, degrees clockwise from north, in [0, 360)."""
    deg = math.degrees(math.atan2(b[0] - a[0], -(b[1] - a[1])))
    turned = deg % 360.0
    return 0.0 if turned >= 360.0 else turned


# -- entering the table -----------------------------------------------------------------------------------------

# The way into the table from each edge.
_INTO: dict[Edge, XY] = {Edge.NORTH: (0.0, 1.0), Edge.SOUTH: (0.0, -1.0), Edge.WEST: (1.0, 0.0), Edge.EAST: (-1.0, 0.0)}


def edge_distances(table: TableSpec, point: XY) -> dict[Edge, float]:
    x, y = point
    return {Edge.NORTH: abs(y), Edge.SOUTH: abs(table.depth - y), Edge.WEST: abs(x), Edge.EAST: abs(table.width - x)}


def nearest_edge_point(table: TableSpec, point: XY) -> tuple[XY, Edge]:
    """The point of the table's edge nearest to ``point``, and which edge it is on (the table's own corner points
    belong to the first edge of north, south, west, east they touch)."""
    x = min(max(point[0], 0.0), table.width)
    y = min(max(point[1], 0.0), table.depth)
    edge = min(edge_distances(table, (x, y)).items(), key=lambda kv: kv[1])[0]
    if edge is Edge.NORTH:
        return (x, 0.0), edge
    if edge is Edge.SOUTH:
        return (x, table.depth), edge
    if edge is Edge.WEST:
        return (0.0, y), edge
    return (table.width, y), edge


def entry_edges(table: TableSpec, point: XY, tolerance: float) -> tuple[Edge, ...]:
    """The edges ``point`` lies on, within ``tolerance`` table units, inside the table's extent (two at a corner): an
    entry point read on the table widened by the tolerance, as a point picked on an edge lands a hair either side."""
    x, y = point
    if not table.holds(x, y, margin=tolerance):
        return ()
    return tuple(e for e, d in edge_distances(table, point).items() if d <= tolerance)


def points_into_table(edges: tuple[Edge, ...], heading: float) -> bool:
    """Whether an arrow at ``heading`` from a point of these edges points into the table (at a corner, into it
    from either edge)."""
    vx, vy = heading_vector(heading)
    return any(vx * _INTO[e][0] + vy * _INTO[e][1] > 1e-9 for e in edges)


# -- the path of a run ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class FlightPath:
    """Where an aircraft flies this turn: from ``start`` along ``heading`` for ``yards``, to ``end``. ``on_table``
    is the part of the path over the table (None if none is); ``exit_at`` where it leaves the table, if it does."""

    start: XY
    end: XY
    heading: float
    yards: float
    length: float  # table units
    on_table: tuple[XY, XY] | None
    exit_at: XY | None

    @property
    def exits(self) -> bool:
        return self.exit_at is not None

    def line(self) -> LineString:
        return LineString([self.start, self.end])

    def point_at(self, yards: float, yards_per_unit: float) -> XY:
        """The point ``yards`` along the path from its start (kept within the path)."""
        d = min(max(yards / yards_per_unit, 0.0), self.length)
        vx, vy = heading_vector(self.heading)
        return (self.start[0] + vx * d, self.start[1] + vy * d)


def _rounded(point: XY) -> XY:
    return (round(point[0], 9) + 0.0, round(point[1], 9) + 0.0)


def flight_path(geometry: BattleGeometry, start: XY, heading: float, yards: float) -> FlightPath:
    """5.1: the path of an aircraft at ``start`` flying ``yards`` along ``heading``, and the part of it over the
    table."""
    length = geometry.to_table(yards)
    vx, vy = heading_vector(heading)
    start = (float(start[0]), float(start[1]))
    end = _rounded((start[0] + vx * length, start[1] + vy * length))
    table = geometry.battle.table
    board = box(0, 0, table.width, table.depth)
    line = LineString([start, end]) if length > 0 else None
    on_table: tuple[XY, XY] | None = None
    exit_at: XY | None = None
    if line is not None:
        part = line.intersection(board)
        if not part.is_empty and part.geom_type == "LineString" and part.length > 0:
            coords = list(part.coords)
            a, b = (coords[0][0], coords[0][1]), (coords[-1][0], coords[-1][1])
            # Keep the direction of flight.
            if math.dist(a, start) > math.dist(b, start):
                a, b = b, a
            on_table = (_rounded(a), _rounded(b))
            if not board.buffer(_TOLERANCE).contains(Point(end)):
                exit_at = on_table[1]
    elif board.buffer(_TOLERANCE).contains(Point(start)):
        on_table = (start, start)
    return FlightPath(start, end, heading, float(yards), length, on_table, exit_at)


# -- 5.4 the strafing strip ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class UnitUnder:
    """A unit in or partly in a strip: ``fully_inside`` its whole footprint is in it; ``centre_inside`` its centre."""

    unit_id: UnitId
    fully_inside: bool
    centre_inside: bool

    @property
    def partly_in(self) -> bool:
        return not self.fully_inside


@dataclass(frozen=True)
class StripFacts:
    """5.4's strip: along the path over the table, ``width_yards`` wide, and every unit in or partly in it (the battle
    file's order). ``outline`` is the strip's corners, for drawing."""

    path: tuple[XY, XY] | None
    width_yards: float
    outline: tuple[XY, ...]
    units: tuple[UnitUnder, ...]

    def unit(self, unit_id: UnitId) -> UnitUnder:
        return next(u for u in self.units if u.unit_id == unit_id)


def strip_facts(geometry: BattleGeometry, path: FlightPath, width_yards: float) -> StripFacts:
    """Every unit whose footprint is in or partly in (touching counts) the strip of ``width_yards`` along the part
    of the path over the table, found with the units' spatial index."""
    if path.on_table is None or math.dist(*path.on_table) <= _TOLERANCE:
        return StripFacts(path.on_table, float(width_yards), (), ())
    half = geometry.to_table(width_yards / 2)
    centre_line = LineString(list(path.on_table))
    strip = centre_line.buffer(half, cap_style="flat")
    found: list[UnitUnder] = []
    for unit_id in geometry.units_intersecting(strip):
        foot = geometry.table_shape(unit_id)  # a hidden position: its marker
        corners = shapely.get_coordinates(foot)
        fully = all(strip.buffer(_TOLERANCE).contains(Point(x, y)) for x, y in corners)
        unit = geometry.battle.unit(unit_id)
        assert unit is not None
        found.append(UnitUnder(unit_id, fully, strip.buffer(_TOLERANCE).contains(Point(unit.at))))
    (ax, ay), (bx, by) = path.on_table
    vx, vy = heading_vector(path.heading)
    rx, ry = -vy, vx  # to the right of the heading
    outline = (
        (ax - rx * half, ay - ry * half),
        (bx - rx * half, by - ry * half),
        (bx + rx * half, by + ry * half),
        (ax + rx * half, ay + ry * half),
    )
    return StripFacts(path.on_table, float(width_yards), outline, tuple(found))


# -- 5.5 where the bombs fall -------------------------------------------------------------------------------------

_ERROR_OFFSET: dict[ErrorDirection, tuple[int, int]] = {
    ErrorDirection.LONG: (1, 0),
    ErrorDirection.SHORT: (-1, 0),
    ErrorDirection.RIGHT: (0, 1),
    ErrorDirection.LEFT: (0, -1),
}


def bomb_impact(release: XY, heading: float, error: FireError, yards_per_unit: float) -> XY:
    """5.5: where the bombs land: the release point moved the error's yards long (further along the heading), short,
    left or right of the aircraft's heading."""
    if error.direction is None or error.yards == 0:
        return release
    along, right = _ERROR_OFFSET[error.direction]
    vx, vy = heading_vector(heading)
    rx, ry = -vy, vx
    d = error.yards / yards_per_unit
    return (release[0] + (vx * along + rx * right) * d, release[1] + (vy * along + ry * right) * d)


# -- 5.6 what an anti-aircraft weapon fires at --------------------------------------------------------------------


@dataclass(frozen=True)
class AaSighting:
    """The point of the aircraft's path an anti-aircraft weapon fires at (the nearest it sees, or the nearest of all
    when it sees none), its ground distance in yards, and whether it sees it."""

    unit_id: UnitId
    at: XY
    ground_yards: float
    los: bool
    blockers: tuple[str, ...] = ()


def _samples(path: FlightPath, yards_per_unit: float) -> list[XY]:
    if path.length <= 0:
        return [path.start]
    n = min(MAX_SAMPLES, max(1, math.ceil(path.yards / SAMPLE_YARDS)))
    vx, vy = heading_vector(path.heading)
    return [(path.start[0] + vx * path.length * i / n, path.start[1] + vy * path.length * i / n) for i in range(n + 1)]


def aa_sighting(geometry: BattleGeometry, unit: Unit, path: FlightPath, *, hidden_by_terrain: bool) -> AaSighting:
    """5.6: an aircraft is fired at at the point of its path nearest the weapon. Above the terrain (medium and high by
    default) nothing on the table hides it; low, it is seen as a unit standing at that point would be (2.1): the
    weapon fires at the nearest point of the path it sees."""
    line = path.line() if path.length > 0 else Point(path.start)
    nearest = line.interpolate(line.project(Point(unit.at))) if path.length > 0 else Point(path.start)
    near: XY = (nearest.x, nearest.y)
    if not hidden_by_terrain:
        return AaSighting(unit.id, near, geometry.range_yards(unit.at, near), True)
    candidates = sorted([near, *_samples(path, geometry.yards_per_unit)], key=lambda p: math.dist(p, unit.at))
    first_blockers: tuple[str, ...] = ()
    for point in candidates:
        sight = geometry.los(unit.at, point)
        if sight.clear:
            return AaSighting(unit.id, point, geometry.range_yards(unit.at, point), True)
        if not first_blockers:
            first_blockers = tuple(sight.blocker_ids)
    return AaSighting(unit.id, near, geometry.range_yards(unit.at, near), False, first_blockers)
