"""The layout being built: what a request asks for, what a generator returns, the pieces placed so far and where
they may go, and the shapes every generator draws with (blobs, rectangles, wandering lines)."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, cast

from shapely.geometry import LineString, Point, Polygon, box
from shapely.geometry.base import BaseGeometry
from shapely.ops import unary_union

from morefire_gui.geometry.shapes import XY
from morefire_gui.ids import PieceId
from morefire_gui.model.battle import TerrainPiece
from morefire_gui.model.terms import Edge, TerrainKind
from morefire_gui.rules.dice import RandomSource
from morefire_gui.rules.scenario.terms import Season, TerrainType
from morefire_gui.rules.terrain_types import TerrainDefinition

FOOT_YARDS = 600.0  # one foot of table at 1:50


class Feature(str, Enum):
    """The features a layout reports, each as the ids of its pieces (what the tests and the briefing count)."""

    HILLS = "hills"  # one id per hill mass: its level-1 piece
    HILL_PIECES = "hill_pieces"  # every level of every hill
    ROUGH_AREAS = "rough_areas"  # woods and rock patches counted together
    WOODS = "woods"
    ROUGH = "rough"
    VILLAGES = "villages"
    FARMS = "farms"
    TOWN_BLOCKS = "town_blocks"
    BUILDINGS = "buildings"
    ROADS = "roads"
    STREAMS = "streams"
    FORDS = "fords"
    BRIDGES = "bridges"
    CROSSROADS = "crossroads"
    ROAD_EXITS = "road_exits"
    LAKES = "lakes"
    CROPS = "crops"
    DUNES = "dunes"
    SWAMPS = "swamps"
    JUNGLE = "jungle"
    HEDGES = "hedges"
    BEACH = "beach"
    SEA = "sea"
    LAGOON = "lagoon"
    OBJECTIVE = "objective"
    OASIS = "oasis"


@dataclass(frozen=True)
class LayoutRequest:
    """What to lay out: the terrain type, the table, its scale, the season (crops at harvest), the edges, and
    whether a raid's landing edge and objective are wanted. ``jungle_share`` asks for jungle over at least that
    part of the board (TARAWA)."""

    terrain: TerrainType
    width: float
    depth: float
    yards_per_unit: float
    seed: int | str
    season: Season | None = None
    defender_edge: Edge = Edge.NORTH
    attacker_edge: Edge = Edge.SOUTH
    raid: bool = False
    raid_river: bool = False
    jungle_share: float | None = None


@dataclass(frozen=True)
class GeneratedLayout:
    """The pieces laid out, the features (ids by feature), notes for the briefing (a table laid by hand: how to place
    it), the road junctions, and under TUNDRA the bodies of water (lakes and streams) whose ice is rolled for."""

    pieces: tuple[TerrainPiece, ...]
    features: dict[Feature, tuple[str, ...]]
    foot: float
    notes: tuple[str, ...] = ()
    junction_points: tuple[XY, ...] = field(default=())
    frozen_water: tuple[str, ...] = ()

    def ids(self, feature: Feature) -> tuple[str, ...]:
        return self.features.get(feature, ())

    def piece(self, piece_id: PieceId) -> TerrainPiece:
        return next(p for p in self.pieces if p.id == piece_id)


def layout_foot(width: float, depth: float, yards_per_unit: float) -> float:
    """The size of "one foot square" pieces in table units (reading above)."""
    short = min(width, depth)
    return min(max(FOOT_YARDS / yards_per_unit, short / 8), short / 4)


def rounded(v: float) -> float:
    return round(v, 2)


def polygon_coords(geom: Polygon) -> tuple[XY, ...]:
    pts = [(rounded(x), rounded(y)) for x, y in list(geom.exterior.coords)[:-1]]
    out: list[XY] = []
    for p in pts:  # rounding may make neighbours equal
        if not out or p != out[-1]:
            out.append(p)
    if len(out) > 1 and out[0] == out[-1]:
        out.pop()
    return tuple(out)


def _line_coords(geom: LineString) -> tuple[XY, ...]:
    out: list[XY] = []
    for x, y in geom.coords:
        p = (rounded(x), rounded(y))
        if not out or p != out[-1]:
            out.append(p)
    return tuple(out)


def blob(
    centre: XY, rx: float, ry: float, angle: float, rng: RandomSource, n: int = 16, roughness: float = 0.16
) -> Polygon:
    """An irregular rounded outline: an ellipse whose radius wanders smoothly (a few low harmonics), as a table's
    hills and woods are cut. Radial, so it never crosses itself."""
    harmonics = [(k, rng.uniform(0, 2 * math.pi), rng.uniform(0.3, 1.0) / k) for k in (2, 3, 5)]
    norm = sum(a for _, _, a in harmonics)
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n + rng.uniform(-0.12, 0.12) * (2 * math.pi / n)
        wobble = sum(a * math.sin(k * t + ph) for k, ph, a in harmonics) / norm
        f = 1 + roughness * wobble
        x, y = math.cos(t) * rx * f, math.sin(t) * ry * f
        c, s = math.cos(angle), math.sin(angle)
        pts.append((centre[0] + x * c - y * s, centre[1] + x * s + y * c))
    return Polygon(pts)


def rectangle(centre: XY, length: float, width: float, angle: float) -> Polygon:
    """A rectangle ``length`` along ``angle`` (radians, from the x axis) and ``width`` across it."""
    c, s = math.cos(angle), math.sin(angle)
    hl, hw = length / 2, width / 2
    pts = [(-hl, -hw), (hl, -hw), (hl, hw), (-hl, hw)]
    return Polygon([(centre[0] + x * c - y * s, centre[1] + x * s + y * c) for x, y in pts])


def chaikin(points: Sequence[XY], fixed: Sequence[bool], iterations: int) -> list[XY]:
    """Corner cutting that keeps the end points and every point marked fixed (junctions) exactly."""
    pts, fx = list(points), list(fixed)
    for _ in range(iterations):
        new: list[XY] = [pts[0]]
        nfx: list[bool] = [True]
        for i in range(len(pts) - 1):
            (x0, y0), (x1, y1) = pts[i], pts[i + 1]
            if i > 0 or fx[0]:
                new.append((0.75 * x0 + 0.25 * x1, 0.75 * y0 + 0.25 * y1))
                nfx.append(False)
            new.append((0.25 * x0 + 0.75 * x1, 0.25 * y0 + 0.75 * y1))
            nfx.append(False)
            if fx[i + 1] and i + 1 < len(pts) - 1:
                new.append(pts[i + 1])
                nfx.append(True)
        new.append(pts[-1])
        nfx.append(True)
        pts, fx = new, nfx
    # drop near-duplicates (cutting next to a fixed point)
    out: list[XY] = []
    for p in pts:
        if not out or math.dist(p, out[-1]) > 1e-6:
            out.append(p)
    return out


def wander(a: XY, b: XY, rng: RandomSource, step: float, amplitude: float) -> list[XY]:
    """Control points from ``a`` to ``b`` (both excluded) that wander sideways smoothly and come back."""
    length = math.dist(a, b)
    n = max(1, int(length / step))
    if n < 2:
        return []
    dx, dy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    nx, ny = -dy, dx
    offsets, o = [], 0.0
    for _ in range(n - 1):
        o = 0.55 * o + rng.gauss(0, amplitude)
        offsets.append(o)
    # pull the walk back to the straight line at both ends
    out = []
    for i, off in enumerate(offsets, start=1):
        t = i / n
        taper = math.sin(math.pi * t)
        off = off * taper
        out.append((a[0] + dx * length * t + nx * off, a[1] + dy * length * t + ny * off))
    return out


@dataclass
class Area:
    geom: Polygon
    kind: TerrainKind
    group: str  # what it counts as: "hill", "woods", "rough", "village", "farm", "lake", ...
    id: str


class Layout:
    """A table being laid out: the pieces so far, and what new pieces must keep clear of."""

    def __init__(self, req: LayoutRequest, definition: TerrainDefinition) -> None:
        self.req = req
        self.d = definition
        self.W, self.D = req.width, req.depth
        self.table = box(0, 0, self.W, self.D)
        self.s = layout_foot(req.width, req.depth, req.yards_per_unit)
        self.rng = RandomSource(req.seed)
        self.gap = self.s / 12
        self.road_width = self.s * 0.05
        self.stream_width = self.s * 0.03
        self.river_width = self.s * 0.07
        self.pieces: list[TerrainPiece] = []
        self.features: dict[Feature, list[str]] = {f: [] for f in Feature}
        self.areas: list[Area] = []
        self.roads: list[tuple[str, LineString]] = []
        self.streams: list[tuple[str, LineString, float]] = []  # id, line, width
        self.crossings: list[XY] = []  # bridges and fords
        self.junctions: list[XY] = []  # crossroads
        self.exits: list[XY] = []
        self.land: BaseGeometry = self.table  # where pieces may go (an island's land; the table less a landing strip)
        self.coast: Polygon | None = None  # an island's outline, beach included: where its streams reach the sea
        self._counters: dict[str, int] = {}
        self._unions: dict[tuple[str, int, int, float], BaseGeometry] = {}

    # -- ids and pieces ------------------------------------------------------------------------------------------
    def new_id(self, prefix: str) -> str:
        n = self._counters.get(prefix, 0) + 1
        self._counters[prefix] = n
        return f"{prefix}{n}"

    def add(
        self,
        prefix: str,
        kind: TerrainKind,
        *,
        polygon: BaseGeometry | None = None,
        line: LineString | None = None,
        at: XY | None = None,
        features: Iterable[Feature] = (),
        **extra: Any,
    ) -> str | None:
        data: dict[str, Any] = {"kind": kind.value}
        if polygon is not None:
            polygon = largest_polygon(polygon.intersection(self.table) if not polygon.within(self.table) else polygon)
            if polygon is None or polygon.area < 1e-3:
                return None
            coords = polygon_coords(polygon)
            if len(coords) < 3 or not Polygon(coords).is_valid or Polygon(coords).area <= 0:
                polygon = largest_polygon(polygon.buffer(0).simplify(0.02))
                if polygon is None:
                    return None
                coords = polygon_coords(polygon)
                if len(coords) < 3 or not Polygon(coords).is_valid:
                    return None
            data["polygon"] = [list(p) for p in coords]
        elif line is not None:
            coords = _line_coords(line)
            if len(coords) < 2:
                return None
            data["line"] = [list(p) for p in coords]
        else:
            assert at is not None
            data["at"] = [rounded(at[0]), rounded(at[1])]
        data.update({k: v for k, v in extra.items() if v is not None})
        piece_id = self.new_id(prefix)
        data["id"] = piece_id
        try:
            piece = TerrainPiece.model_validate(data)
        except ValueError:
            return None
        self.pieces.append(piece)
        for f in features:
            self.features[f].append(piece_id)
        return piece_id

    def add_area(
        self, prefix: str, kind: TerrainKind, geom: BaseGeometry, group: str, features: Iterable[Feature], **extra: Any
    ) -> str | None:
        piece_id = self.add(prefix, kind, polygon=geom, features=features, **extra)
        if piece_id is not None:
            shape = Polygon(self.pieces[-1].polygon)  # as written (rounded)
            self.areas.append(Area(shape, kind, group, piece_id))
        return piece_id

    # -- what is where ---------------------------------------------------------------------------------------------
    def road_union(self, extra: float = 0.0) -> BaseGeometry:
        """The ground of every road, grown by ``extra`` (cached until the roads change)."""
        key = ("road", id(self.roads), len(self.roads), round(extra, 9))
        if key not in self._unions:
            lines = [line for _, line in self.roads]
            self._unions[key] = (
                unary_union([ln.buffer(self.road_width / 2 + extra) for ln in lines]) if lines else Polygon()
            )
        return self._unions[key]

    def stream_union(self, extra: float = 0.0) -> BaseGeometry:
        key = ("stream", id(self.streams), len(self.streams), round(extra, 9))
        if key not in self._unions:
            self._unions[key] = (
                unary_union([ln.buffer(w / 2 + extra) for _, ln, w in self.streams]) if self.streams else Polygon()
            )
        return self._unions[key]

    def areas_of(self, *groups: str) -> list[Area]:
        return [a for a in self.areas if a.group in groups] if groups else list(self.areas)

    def fits(
        self,
        geom: BaseGeometry,
        *,
        avoid_groups: Sequence[str] | None = None,
        avoid_roads: bool = True,
        avoid_streams: bool = True,
        gap: float | None = None,
        on_hills: bool = False,
        region: BaseGeometry | None = None,
    ) -> bool:
        """Whether an area may go here: inside the land (and ``region``), clear of other areas (except the groups
        not listed), roads and streams, by the gap. With ``on_hills``, it may lie wholly inside a hill level's
        outline instead of clear of it."""
        gap = self.gap if gap is None else gap
        if not geom.is_valid or not geom.within(self.land):
            return False
        if region is not None and not geom.within(region):
            return False
        grown = geom.buffer(gap)
        for area in self.areas:
            if avoid_groups is not None and area.group not in avoid_groups:
                continue
            if area.group == "hill" and on_hills:
                if geom.within(area.geom.buffer(-gap / 2)) or not grown.intersects(area.geom):
                    continue
                return False
            if grown.intersects(area.geom):
                return False
        if avoid_roads and self.roads and geom.intersects(self.road_union(gap / 2)):
            return False
        if avoid_streams and self.streams and geom.intersects(self.stream_union(gap / 2)):
            return False
        return not any(geom.distance(Point(p)) < self.s * 0.05 + gap / 2 for p in self.crossings)

    def random_point(self, region: BaseGeometry | None = None, margin: float = 0.0) -> XY:
        region = region if region is not None else self.land
        minx, miny, maxx, maxy = region.bounds
        for _ in range(200):
            p = (self.rng.uniform(minx + margin, maxx - margin), self.rng.uniform(miny + margin, maxy - margin))
            if region.contains(Point(p)):
                return p
        c = region.representative_point()
        return (c.x, c.y)

    def place(
        self,
        make: Callable[[XY, float], Polygon],
        size: float,
        *,
        tries: int = 80,
        region: BaseGeometry | None = None,
        **fit: Any,
    ) -> Polygon | None:
        """Try random spots for a shape of ``size`` (shrinking it a little after each run of misses)."""
        for attempt in range(tries):
            scale = 1.0 - 0.4 * (attempt / tries)
            centre = self.random_point(region, margin=size * scale * 0.5)
            geom = make(centre, size * scale)
            if self.fits(geom, region=region, **fit):
                return geom
        return None

    # -- edges --------------------------------------------------------------------------------------------------
    def edge_point(self, edge: Edge, t: float) -> XY:
        return {
            Edge.NORTH: (t * self.W, 0.0),
            Edge.SOUTH: (t * self.W, self.D),
            Edge.WEST: (0.0, t * self.D),
            Edge.EAST: (self.W, t * self.D),
        }[edge]

    def inward(self, edge: Edge, p: XY, distance: float) -> XY:
        dx, dy = {Edge.NORTH: (0, 1), Edge.SOUTH: (0, -1), Edge.WEST: (1, 0), Edge.EAST: (-1, 0)}[edge]
        return (p[0] + dx * distance, p[1] + dy * distance)

    def shore_point(self, edge: Edge, t: float, sea: bool = False) -> XY:
        """Where a road from ``edge`` meets the land: the edge itself, or on an island the coast (with ``sea``,
        the water's edge beyond the beach: where a stream runs out)."""
        p = self.edge_point(edge, t)
        if self.land.equals(self.table) or self.land.buffer(1e-9).covers(Point(p)):
            return p  # the land runs to the table's edge here
        shore = self.coast if sea and self.coast is not None else self.land
        centre = self.land.centroid
        ray = LineString([p, (centre.x, centre.y)])
        hit = ray.intersection(cast(Polygon, shore).exterior)  # the land and the coast are one polygon each
        pts = points_of(hit)
        if not pts:
            return (centre.x, centre.y)
        q = min(pts, key=lambda x: math.dist(x, p))
        # a little inside the coast
        d = math.dist(q, (centre.x, centre.y)) or 1.0
        k = min(self.s * 0.05, d * 0.5) / d
        return (q[0] + (centre.x - q[0]) * k, q[1] + (centre.y - q[1]) * k)


def points_of(geom: BaseGeometry) -> list[XY]:
    if geom.is_empty:
        return []
    if isinstance(geom, Point):
        return [(geom.x, geom.y)]
    if hasattr(geom, "geoms"):
        out: list[XY] = []
        for g in geom.geoms:
            out += points_of(g)
        return out
    if isinstance(geom, LineString):
        return [as_xy(c) for c in geom.coords]
    return []


def as_xy(coord: tuple[float, ...]) -> XY:
    return (coord[0], coord[1])


def largest_polygon(geom: BaseGeometry) -> Polygon | None:
    if geom.is_empty:
        return None
    if isinstance(geom, Polygon):
        poly = geom
    else:
        polys = [g for g in getattr(geom, "geoms", []) if isinstance(g, Polygon)]
        if not polys:
            return None
        poly = max(polys, key=lambda g: g.area)
    if poly.interiors:
        poly = Polygon(poly.exterior)
    return poly


class Retry(Exception):
    """The layout missed part of its definition; try again with the next seed."""


def polygons_of(geom: BaseGeometry) -> list[Polygon]:
    if isinstance(geom, Polygon):
        return [geom] if not geom.is_empty else []
    return [g for g in getattr(geom, "geoms", []) if isinstance(g, Polygon)]


def lines_of(geom: BaseGeometry) -> list[LineString]:
    if isinstance(geom, LineString):
        return [geom] if not geom.is_empty and geom.length > 0 else []
    return [g for g in getattr(geom, "geoms", []) if isinstance(g, LineString) and g.length > 0]


def count_of(lay: Layout, feature: Feature) -> int:
    return len(lay.features[feature])


def fill_to(lay: Layout, feature: Feature, least: int, make: Callable[[float], Any], rounds: int = 6) -> None:
    """Make sure at least ``least`` pieces of a feature were placed, shrinking them if the table is crowded."""
    scale = 0.85
    for _ in range(rounds):
        if count_of(lay, feature) >= least:
            return
        make(scale)
        scale *= 0.85
