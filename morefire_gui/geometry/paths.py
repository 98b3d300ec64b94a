"""Movement paths on the table and the facts the movement rules read of them (rules 1.3-1.5, the terrain and
weather definitions), decided by shapely.

A path is the line the unit's centre follows: its start, then each waypoint in order. Distances are in table
units along the path. Readings (docs/rules-notes.md, "1.3-1.4"):

* **On the road.** A road's ground is its centre line buffered by half its width, plus a tolerance of a quarter
  of an inch of table (``ROAD_TOLERANCE_INCHES``, 0.635 cm on a centimetre table) on each side, so that a path
  drawn by hand along a road stays on it. A road drawn as a polygon is that polygon plus the tolerance; bridges
  are road ground (a circle of the tolerance round a bridge point). A unit is on the road while its centre is on
  that ground.
* **Ground that reduces a code** is only counted off the road; the path *meets* an area where it runs inside
  it for any length (a path that only touches its edge at one point does not), and a line (a stream with no
  width) where it crosses or touches it. Hills are rough ground (HILLS: "are rough").
* **Water** (a lake, a river, a stream) crossed off the road is a crossing; it is *at a ford* where the
  crossing, from bank to bank, passes within the tolerance of a ford piece.
* TUNDRA's deep snow is all ground off the roads and more than 5 inches (of table) from any building or
  village piece.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

import shapely
from shapely.geometry import LineString, Point, box
from shapely.geometry.base import BaseGeometry
from shapely.ops import unary_union
from shapely.strtree import STRtree

from morefire_gui.geometry.shapes import XY, piece_area, strip
from morefire_gui.model.battle import Battle, TerrainPiece
from morefire_gui.model.terms import TerrainKind
from morefire_gui.rules.movement_allowance import JUNGLE_KEY, PathFacts, TerrainEntry, WaterCrossing, WaterKind
from morefire_gui.rules.scales import TableUnit

Interval = tuple[float, float]
_EPS = 1e-9
ROAD_TOLERANCE_INCHES = 0.25

# Rule 1.4's list, by terrain kind: "REDUCE ONE LETTER CODE ... Woods, Rough, Snow, Streams, Fords REDUCE TWO
# LETTER CODES ... Swamp and Mud"; HILLS "are rough"; JUNGLE: vehicles "can only use A speed cross country".
REDUCING_KINDS: dict[TerrainKind, str] = {
    TerrainKind.WOODS: "woods",
    TerrainKind.ROUGH: "rough",
    TerrainKind.HILL: "rough",
    TerrainKind.STREAM: "stream",
    TerrainKind.FORD: "ford",
    TerrainKind.SWAMP: "swamp",
    TerrainKind.JUNGLE: JUNGLE_KEY,
}
WATER: dict[TerrainKind, WaterKind] = {
    TerrainKind.WATER: WaterKind.WATER,
    TerrainKind.STREAM: WaterKind.STREAM,
    TerrainKind.RIVER: WaterKind.RIVER,
}
BUILT_UP = (TerrainKind.BUILDING, TerrainKind.VILLAGE)


@dataclass(frozen=True)
class MovePath:
    """The points a unit's centre moves through, in order; consecutive repeats are dropped."""

    points: tuple[XY, ...]

    @classmethod
    def through(cls, start: XY, waypoints: Iterable[XY]) -> MovePath:
        pts: list[XY] = [(float(start[0]), float(start[1]))]
        for p in waypoints:
            q = (float(p[0]), float(p[1]))
            if math.dist(q, pts[-1]) > _EPS:
                pts.append(q)
        return cls(tuple(pts))

    @property
    def length(self) -> float:
        return sum(math.dist(a, b) for a, b in zip(self.points, self.points[1:]))

    @property
    def goes_nowhere(self) -> bool:
        """Whether every point is the start (the repeats dropped, only the start is left): a path of no length."""
        return len(self.points) == 1

    @property
    def line(self) -> LineString:
        pts = self.points if len(self.points) > 1 else (self.points[0], self.points[0])
        return LineString(pts)

    @property
    def start(self) -> XY:
        return self.points[0]

    @property
    def end(self) -> XY:
        return self.points[-1]

    def point_at(self, distance: float) -> XY:
        """The point ``distance`` along the path (clamped to its ends)."""
        if distance <= 0 or len(self.points) == 1:
            return self.points[0]
        done = 0.0
        for a, b in zip(self.points, self.points[1:]):
            leg = math.dist(a, b)
            if done + leg >= distance - _EPS:
                t = max(0.0, min(1.0, (distance - done) / leg))
                return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
            done += leg
        return self.points[-1]

    def truncated(self, distance: float) -> MovePath:
        """The path from its start to ``distance`` along it."""
        if distance >= self.length - _EPS:
            return self
        pts: list[XY] = [self.points[0]]
        done = 0.0
        for a, b in zip(self.points, self.points[1:]):
            leg = math.dist(a, b)
            if done + leg >= distance - _EPS:
                end = self.point_at(distance)
                if math.dist(end, pts[-1]) > _EPS:
                    pts.append(end)
                return MovePath(tuple(pts))
            pts.append(b)
            done += leg
        return MovePath(tuple(pts))

    def facing(self) -> float | None:
        """The bearing of the last leg (degrees clockwise from north, y growing south), or None for no move."""
        if len(self.points) < 2:
            return None
        (x0, y0), (x1, y1) = self.points[-2], self.points[-1]
        return math.degrees(math.atan2(x1 - x0, -(y1 - y0))) % 360.0


def _parts(geom: BaseGeometry) -> Iterable[BaseGeometry]:
    if geom.is_empty:
        return
    if hasattr(geom, "geoms"):
        for g in geom.geoms:
            yield from _parts(g)
    else:
        yield geom


def intervals(path: MovePath, geom: BaseGeometry) -> list[Interval]:
    """Where along the path it is in or on ``geom``: merged (start, end) distances. A touch at one point gives an
    interval of no length."""
    out: list[Interval] = []
    done = 0.0
    shapely.prepare(geom)
    for a, b in zip(path.points, path.points[1:]):
        leg = math.dist(a, b)
        seg = LineString([a, b])
        if geom.intersects(seg):
            for part in _parts(seg.intersection(geom)):
                ds = [math.dist(a, xy) for xy in part.coords]
                out.append((done + min(ds), done + max(ds)))
        done += leg
    if len(path.points) == 1 and geom.intersects(Point(path.start)):
        out.append((0.0, 0.0))
    out.sort()
    merged: list[Interval] = []
    for s, e in out:
        if merged and s <= merged[-1][1] + _EPS:
            merged[-1] = (merged[-1][0], max(merged[-1][1], e))
        else:
            merged.append((s, e))
    return merged


def road_tolerance(unit: TableUnit) -> float:
    return ROAD_TOLERANCE_INCHES * unit.per_inch


def road_ground(pieces: Sequence[TerrainPiece], tolerance: float) -> BaseGeometry:
    """The ground of every road (and bridge) with the tolerance; empty when there is none."""
    shapes = []
    for p in pieces:
        if p.kind is TerrainKind.ROAD:
            if p.line is not None and tolerance > 0:
                shapes.append(_widened_strip(p.line, (p.width or 0) / 2, tolerance))
            else:
                area = piece_area(p)
                shapes.append(area.buffer(tolerance) if tolerance > 0 else area)
        elif p.kind is TerrainKind.BRIDGE:
            shapes.append(piece_area(p).buffer(max(tolerance, _EPS)))
    return unary_union(shapes) if shapes else shapely.Polygon()


def _widened_strip(line: Sequence[XY], half_width: float, tolerance: float) -> BaseGeometry:
    """What ``piece_area(road).buffer(tolerance)`` is, built without buffering the strip again (which took seconds
    for a road of thousands of points): the strip ``tolerance`` wider, and each flat end's edge grown by the
    tolerance (a flat end, buffered, reaches the tolerance past it, rounded at its corners)."""
    centre = LineString(line)
    if half_width <= 0:
        return strip(centre, tolerance, round_ends=True)
    ends = []
    for (ax, ay), (bx, by) in ((line[1], line[0]), (line[-2], line[-1])):
        length = math.hypot(bx - ax, by - ay) or 1.0
        nx, ny = -(by - ay) / length * half_width, (bx - ax) / length * half_width
        ends.append(LineString([(bx - nx, by - ny), (bx + nx, by + ny)]).buffer(tolerance))
    return unary_union([strip(centre, half_width + tolerance), *ends])


def road_until(path: MovePath, road: BaseGeometry) -> float | None:
    """How far the path stays on the road from its start, or None if it does not start on it."""
    if road.is_empty or not road.intersects(Point(path.start)):
        return None
    spans = intervals(path, road)
    if not spans or spans[0][0] > _EPS:
        return None
    return spans[0][1]


@dataclass(frozen=True)
class TerrainContext:
    """The terrain of a battle as movement reads it: pieces, road ground, and the index of the other pieces."""

    road: BaseGeometry
    pieces: tuple[TerrainPiece, ...]
    areas: tuple[BaseGeometry, ...]
    tree: STRtree
    tolerance: float
    fords: BaseGeometry
    _deep_snow: dict[tuple[float, float, float], BaseGeometry] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def of(cls, battle: Battle) -> TerrainContext:
        tolerance = road_tolerance(TableUnit(battle.table.unit))
        pieces = tuple(battle.terrain)
        areas = tuple(piece_area(p) for p in pieces)
        fords = [a.buffer(tolerance) for p, a in zip(pieces, areas) if p.kind is TerrainKind.FORD]
        return cls(
            road_ground(pieces, tolerance),
            pieces,
            areas,
            STRtree(list(areas)) if areas else STRtree([]),
            tolerance,
            unary_union(fords) if fords else shapely.Polygon(),
        )

    def near(self, geom: BaseGeometry) -> list[int]:
        if not self.areas:
            return []
        return sorted(int(i) for i in self.tree.query(geom.buffer(self.tolerance)))

    def off_road(self, geom: BaseGeometry) -> BaseGeometry:
        return geom.difference(self.road) if not self.road.is_empty else geom

    def deep_snow(self, width: float, depth: float, clearance: float) -> BaseGeometry:
        """TUNDRA's deep snow: the table off the road ground, more than ``clearance`` from any building or village."""
        key = (width, depth, clearance)
        if key not in self._deep_snow:
            built = [a for p, a in zip(self.pieces, self.areas) if p.kind in BUILT_UP]
            ground: BaseGeometry = box(0, 0, width, depth)
            if built:
                ground = ground.difference(unary_union(built).buffer(clearance))
            self._deep_snow[key] = self.off_road(ground)
        return self._deep_snow[key]


def _meets(path: MovePath, geom: BaseGeometry, is_area: bool) -> list[Interval]:
    spans = intervals(path, geom)
    if is_area:
        spans = [(s, e) for s, e in spans if e - s > _EPS]
    return spans


def _named(piece: TerrainPiece, name: Callable[[TerrainPiece], str] | None) -> str:
    return name(piece) if name is not None else ""


def path_facts(
    battle: Battle,
    path: MovePath,
    context: TerrainContext | None = None,
    *,
    tundra: bool = False,
    tundra_clearance: float = 0.0,
    name: Callable[[TerrainPiece], str] | None = None,
) -> PathFacts:
    """What the movement rules read of a path: its length, how far it stays on the road, the off-road ground it
    meets that reduces codes, and the water it crosses off the road (see the module's readings).
    ``tundra_clearance``: TUNDRA's distance from buildings (table units) within which snow is not deep. ``name``: a
    piece as a person reads it ("Copse (woods)"), for the words; without it, its kind and id."""
    ctx = context or TerrainContext.of(battle)
    line = path.line
    terrain: list[TerrainEntry] = []
    water: list[WaterCrossing] = []
    ends_in: WaterCrossing | None = None
    for i in ctx.near(line):
        piece, area = ctx.pieces[i], ctx.areas[i]
        is_area = piece.polygon is not None or (piece.line is not None and bool(piece.width))
        if piece.kind is TerrainKind.FORD:
            ground = ctx.off_road(area.buffer(ctx.tolerance))
            is_area = False
        else:
            ground = ctx.off_road(area)
        key = REDUCING_KINDS.get(piece.kind)
        if key is not None:
            spans = _meets(path, ground, is_area)
            if spans:
                said = name(piece) if name is not None else f"{piece.kind.value} {piece.id}"
                terrain.append(TerrainEntry(key, spans[0][0], piece.id, said))
        kind = WATER.get(piece.kind)
        if kind is not None:
            for s, e in _meets(path, ground, is_area):
                # At a ford: the crossing (from bank to bank) passes within the tolerance of a ford piece.
                span = LineString([path.point_at(s), path.point_at(e)]) if e > s + _EPS else Point(path.point_at(s))
                at_ford = bool(ctx.fords.intersects(span)) if not ctx.fords.is_empty else False
                water.append(WaterCrossing(piece.id, kind, s, at_ford, piece.ice_holds, _named(piece, name)))
            if is_area and area.intersects(Point(path.end)) and path.length > _EPS:
                spans = intervals(path, area)
                if spans:
                    ends_in = WaterCrossing(piece.id, kind, spans[-1][0], False, piece.ice_holds, _named(piece, name))
    if tundra:
        spans = _meets(path, ctx.deep_snow(battle.table.width, battle.table.depth, tundra_clearance), True)
        if spans:
            terrain.append(TerrainEntry("mud", spans[0][0], None, "deep snow, treated as mud (TUNDRA)"))
    terrain.sort(key=lambda e: e.at)
    water.sort(key=lambda w: w.at)
    return PathFacts(path.length, road_until(path, ctx.road), tuple(terrain), tuple(water), ends_in)


def first_rough_or_hill(path: MovePath, context: TerrainContext) -> tuple[float, str] | None:
    """MOUNTAINS: where the path first moves onto rough or hill ground off the road, and the piece."""
    best: tuple[float, str] | None = None
    for i in context.near(path.line):
        piece = context.pieces[i]
        if piece.kind not in (TerrainKind.ROUGH, TerrainKind.HILL):
            continue
        spans = _meets(path, context.off_road(context.areas[i]), True)
        if spans and (best is None or spans[0][0] < best[0]):
            best = (spans[0][0], piece.id)
    return best


def water_pieces(battle: Battle) -> list[TerrainPiece]:
    """TUNDRA's "each seperate body of water": every water, stream and river piece."""
    return [p for p in battle.terrain if p.kind in WATER]
