"""Laying out a table for a terrain type of the scenario system, following its definition
(``resources/rules/terrain_types.yaml``): the counts and kinds of pieces, sized by the scale, placed so that they
do not overlap where they should not, inside the table, with roads that join up and leave by road exits, bridges
where roads cross streams and fords on them.

Everything is decided by shapely; the layout is reproducible from its seed (a
:class:`~morefire_gui.rules.dice.RandomSource`, never the ``random`` module).

Readings (docs/rules-notes.md, "Scenario system"):

* "One foot square dimensions are good for hills and woods": the *foot* of a layout is 600 yards of ground (one
  foot at the common 1:50), kept between an eighth and a quarter of the table's shorter side so that the pieces
  the definition asks for fit the table at every scale. Every size below is a fraction of that foot.
* "Rough areas" are woods and rock patches (ROUGH TERRAIN "includes hills, rock patches and woods").
* Area pieces keep a gap of about one twelfth of a foot between them, so units can pass; only buildings stand in
  villages, upper hill levels on lower ones, rubble in town blocks, and (in hilly country and mountains) rough
  areas on hills, wholly inside them.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, cast

import shapely
from shapely import affinity
from shapely.geometry import LineString, Point, Polygon, box
from shapely.geometry.base import BaseGeometry
from shapely.ops import linemerge, polygonize, unary_union

from morefire_gui.geometry.shapes import XY
from morefire_gui.model.battle import TerrainPiece
from morefire_gui.model.terms import Edge, TerrainKind
from morefire_gui.rules.dice import RandomSource
from morefire_gui.rules.scenario_terms import ScenarioError, Season, TerrainType
from morefire_gui.rules.terrain_types import Crossing, TerrainDefinition, TerrainDefinitions

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
    """The pieces laid out, the features (ids by feature), and notes for the briefing."""

    pieces: tuple[TerrainPiece, ...]
    features: dict[Feature, tuple[str, ...]]
    foot: float
    notes: tuple[str, ...] = ()
    junction_points: tuple[XY, ...] = field(default=())

    def ids(self, feature: Feature) -> tuple[str, ...]:
        return self.features.get(feature, ())

    def piece(self, piece_id: str) -> TerrainPiece:
        return next(p for p in self.pieces if p.id == piece_id)


def layout_foot(width: float, depth: float, yards_per_unit: float) -> float:
    """The size of "one foot square" pieces in table units (reading above)."""
    short = min(width, depth)
    return min(max(FOOT_YARDS / yards_per_unit, short / 8), short / 4)


# -- shapes ------------------------------------------------------------------------------------------------------


def _r(v: float) -> float:
    return round(v, 2)


def _coords(geom: Polygon) -> tuple[XY, ...]:
    pts = [(_r(x), _r(y)) for x, y in list(geom.exterior.coords)[:-1]]
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
        p = (_r(x), _r(y))
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


# -- the layout --------------------------------------------------------------------------------------------------


@dataclass
class _Area:
    geom: Polygon
    kind: TerrainKind
    group: str  # what it counts as: "hill", "woods", "rough", "village", "farm", "lake", ...
    id: str


class _Layout:
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
        self.areas: list[_Area] = []
        self.roads: list[tuple[str, LineString]] = []
        self.streams: list[tuple[str, LineString, float]] = []  # id, line, width
        self.crossings: list[XY] = []  # bridges and fords
        self.junctions: list[XY] = []  # crossroads
        self.exits: list[XY] = []
        self.land: BaseGeometry = self.table  # where pieces may go (an island's land; the table less a landing strip)
        self.coast: Polygon | None = None  # an island's outline, beach included: where its streams reach the sea
        self.notes: list[str] = []
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
            polygon = _largest(polygon.intersection(self.table) if not polygon.within(self.table) else polygon)
            if polygon is None or polygon.area < 1e-3:
                return None
            coords = _coords(polygon)
            if len(coords) < 3 or not Polygon(coords).is_valid or Polygon(coords).area <= 0:
                polygon = _largest(polygon.buffer(0).simplify(0.02))
                if polygon is None:
                    return None
                coords = _coords(polygon)
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
            data["at"] = [_r(at[0]), _r(at[1])]
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
            self.areas.append(_Area(shape, kind, group, piece_id))
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

    def areas_of(self, *groups: str) -> list[_Area]:
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
        pts = _points(hit)
        if not pts:
            return (centre.x, centre.y)
        q = min(pts, key=lambda x: math.dist(x, p))
        # a little inside the coast
        d = math.dist(q, (centre.x, centre.y)) or 1.0
        k = min(self.s * 0.05, d * 0.5) / d
        return (q[0] + (centre.x - q[0]) * k, q[1] + (centre.y - q[1]) * k)


def _points(geom: BaseGeometry) -> list[XY]:
    if geom.is_empty:
        return []
    if isinstance(geom, Point):
        return [(geom.x, geom.y)]
    if hasattr(geom, "geoms"):
        out: list[XY] = []
        for g in geom.geoms:
            out += _points(g)
        return out
    if isinstance(geom, LineString):
        return [_xy(c) for c in geom.coords]
    return []


def _xy(coord: tuple[float, ...]) -> XY:
    return (coord[0], coord[1])


def _largest(geom: BaseGeometry) -> Polygon | None:
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


# -- roads, streams and their crossings ---------------------------------------------------------------------------

_OPPOSITE = {Edge.NORTH: Edge.SOUTH, Edge.SOUTH: Edge.NORTH, Edge.EAST: Edge.WEST, Edge.WEST: Edge.EAST}


def _route(
    lay: _Layout, anchors: Sequence[XY], start_edge: Edge | None, end_edge: Edge | None, wiggle: float, smooth: int = 2
) -> LineString:
    """A gently curving line through ``anchors`` (kept exactly: ends and junctions), leaving the table edge square."""
    pts: list[XY] = []
    fixed: list[bool] = []
    for i, a in enumerate(anchors):
        pts.append(a)
        fixed.append(True)
        if i == 0 and start_edge is not None:
            pts.append(lay.inward(start_edge, a, lay.s * 0.35))
            fixed.append(False)
        if i + 1 < len(anchors):
            b = anchors[i + 1]
            if i + 1 == len(anchors) - 1 and end_edge is not None:
                b_in = lay.inward(end_edge, b, lay.s * 0.35)
                mids = wander(pts[-1], b_in, lay.rng, lay.s * 0.45, lay.s * wiggle)
                pts += [*mids, b_in]
                fixed += [False] * (len(mids) + 1)
            else:
                mids = wander(pts[-1], b, lay.rng, lay.s * 0.45, lay.s * wiggle)
                pts += mids
                fixed += [False] * len(mids)
    line = chaikin(pts, fixed, smooth)
    return LineString(line)


def _edges_for(lay: _Layout) -> list[Edge]:
    """The table's edges, the long axis first."""
    return (
        [Edge.WEST, Edge.EAST, Edge.NORTH, Edge.SOUTH]
        if lay.W >= lay.D
        else [Edge.NORTH, Edge.SOUTH, Edge.WEST, Edge.EAST]
    )


def _ok_line(lay: _Layout, line: LineString, keep_out: BaseGeometry | None) -> bool:
    if not line.is_valid or not line.is_simple:
        return False
    inside = line.intersection(lay.table)
    if inside.length < line.length - 1e-6:
        return False
    return not (keep_out is not None and not keep_out.is_empty and line.intersects(keep_out))


def build_roads(lay: _Layout, n_roads: int, sites: Sequence[XY], exits: bool = True) -> list[XY]:
    """The road network: the first road runs edge to edge through every site (village or junction); each further
    road comes in from an edge to a site, or to a point of the first road, and ends there or runs on to the
    opposite edge. So every road is joined to the others, and every junction is a crossroad. Returns the
    junction points."""
    if n_roads <= 0:
        return []
    rng = lay.rng
    long_a, long_b, short_a, short_b = _edges_for(lay)
    ordered = sorted(sites, key=lambda p: p[0]) if lay.W >= lay.D else sorted(sites, key=lambda p: p[1])
    keep_out = unary_union([a.geom for a in lay.areas]) if lay.areas else None
    junctions: list[XY] = []
    joins: dict[XY, int] = {}
    main: LineString | None = None
    for _attempt in range(40):
        a = lay.shore_point(long_a, rng.uniform(0.25, 0.75))
        b = lay.shore_point(long_b, rng.uniform(0.25, 0.75))
        se, ee = (long_a, long_b) if exits else (None, None)
        if not exits:
            se = ee = None
        line = _route(lay, [a, *ordered, b], se, ee, wiggle=0.12)
        if _ok_line(lay, line, keep_out):
            main = line
            break
    if main is None:
        raise _Retry("no room for the first road")
    lay.roads.append(("", main))
    ends: list[tuple[XY, Edge | None]] = [(_xy(main.coords[0]), long_a), (_xy(main.coords[-1]), long_b)]
    used_edges: dict[XY, set[Edge]] = {}
    for p in ordered:
        joins[p] = 2
        used_edges[p] = {long_a, long_b}
    # further roads
    targets = list(ordered)
    for k in range(1, n_roads):
        placed = False
        for _attempt in range(60):
            if targets and (k - 1 < len(targets) or rng.chance(0.4)):
                j = targets[(k - 1) % len(targets)]
            else:
                coords = list(lay.roads[rng.randint(0, len(lay.roads) - 1)][1].coords)
                lo, hi = len(coords) // 4, max(len(coords) // 4 + 1, 3 * len(coords) // 4)
                j = _xy(coords[rng.randint(lo, min(hi, len(coords) - 2))])
                if any(math.dist(j, q) < lay.s * 0.6 for q in list(joins) + [e for e, _ in ends]):
                    continue
            # come in from an edge no other road of this junction comes from (the short sides first)
            used = used_edges.get(j, set())
            free = (
                [e for e in (short_a, short_b) if e not in used]
                or [e for e in (short_a, short_b, long_a, long_b) if e not in used]
                or [short_a, short_b]
            )
            edge = rng.choice(free)
            if edge in (Edge.NORTH, Edge.SOUTH):
                t = min(max(j[0] / lay.W + rng.uniform(-0.15, 0.15), 0.08), 0.92)
            else:
                t = min(max(j[1] / lay.D + rng.uniform(-0.15, 0.15), 0.08), 0.92)
            start = lay.shore_point(edge, t)
            through = rng.chance(0.5)
            anchors: list[XY] = [start, j]
            end_edge: Edge | None = None
            if through:
                other = _OPPOSITE[edge]
                if other in (Edge.NORTH, Edge.SOUTH):
                    t2 = min(max(j[0] / lay.W + rng.uniform(-0.2, 0.2), 0.08), 0.92)
                else:
                    t2 = min(max(j[1] / lay.D + rng.uniform(-0.2, 0.2), 0.08), 0.92)
                anchors.append(lay.shore_point(other, t2))
                end_edge = other
            line = _route(lay, anchors, edge if exits else None, end_edge if exits else None, wiggle=0.1)
            if not _ok_line(lay, line, keep_out):
                continue
            # it may meet the other roads only at the junction
            bad = False
            for _, other_line in lay.roads:
                hit = line.intersection(other_line)
                pts = _points(hit) if not hit.is_empty else []
                if any(math.dist(p, j) > 1e-6 for p in pts) or (isinstance(hit, LineString) and hit.length > 0):
                    bad = True
                    break
                if line.distance(other_line) < lay.s * 0.12 and not pts:
                    bad = True
                    break
            # and should not run close alongside them away from the junction
            if not bad:
                near = line.difference(Point(j).buffer(lay.s * 0.5))
                for _, other_line in lay.roads:
                    if near.distance(other_line) < lay.s * 0.15:
                        bad = True
                        break
            if bad:
                continue
            lay.roads.append(("", line))
            joins[j] = joins.get(j, 0) + (2 if through else 1)
            used_edges.setdefault(j, {long_a, long_b}).update({edge} | ({end_edge} if end_edge else set()))
            ends.append((_xy(line.coords[0]), edge))
            if through:
                ends.append((_xy(line.coords[-1]), end_edge))
            placed = True
            break
        if not placed:
            break
    # pieces
    named: list[tuple[str, LineString]] = []
    for _, line in lay.roads:
        rid = lay.add("rd", TerrainKind.ROAD, line=line, features=[Feature.ROADS], width=_r(lay.road_width))
        if rid is not None:
            named.append((rid, LineString(lay.pieces[-1].line)))
    lay.roads = named
    if exits:
        for p, _edge in ends:
            on_edge = min(p[0], p[1], lay.W - p[0], lay.D - p[1]) < 1e-6
            if on_edge and lay.add("ex", TerrainKind.ROAD_EXIT, at=p, features=[Feature.ROAD_EXITS]):
                lay.exits.append(p)
    for j, n in joins.items():
        if n >= 3:
            junctions.append(j)
            lay.add("x", TerrainKind.CROSSROAD, at=j, features=[Feature.CROSSROADS])
            lay.junctions.append(j)
    return junctions


def build_streams(
    lay: _Layout,
    n: int,
    kind: TerrainKind,
    width: float,
    crossing: Crossing,
    fords: tuple[int, int],
    keep_out_groups: Sequence[str] = ("village", "farm", "hill", "woods", "rough", "town", "lake", "crops"),
) -> None:
    """Streams or rivers from edge to edge (or, for the second and later, into one already there). Where a road
    crosses: a bridge; along fordable streams, fords away from the bridges."""
    rng = lay.rng
    keep = [a.geom.buffer(lay.gap * 0.5) for a in lay.areas if a.group in keep_out_groups]
    keep += [Point(j).buffer(lay.s * 0.35) for j in lay.junctions]
    keep_out = unary_union(keep) if keep else None
    made = 0
    for _k in range(n):
        for _attempt in range(60):
            edges = _edges_for(lay)
            if rng.chance(0.5):
                a_edge, b_edge = edges[2], edges[3]
            else:
                a_edge, b_edge = edges[0], edges[1]
            a = lay.shore_point(a_edge, rng.uniform(0.1, 0.9), sea=True)
            b = lay.shore_point(b_edge, rng.uniform(0.1, 0.9), sea=True)
            line = _route(
                lay,
                [a, b],
                a_edge if lay.land.equals(lay.table) else None,
                b_edge if lay.land.equals(lay.table) else None,
                wiggle=0.28,
                smooth=3,
            )
            # a later stream may join one already there: cut it where it first meets it
            if lay.streams:
                hits = []
                for _, other, _w in lay.streams:
                    inter = line.intersection(other)
                    hits += _points(inter)
                if hits:
                    d = min(line.project(Point(p)) for p in hits)
                    if d < lay.s * 1.0:
                        continue
                    cut = shapely.ops.substring(line, 0, d)
                    if not isinstance(cut, LineString):
                        continue
                    line = cut
            if not _ok_line(lay, line, keep_out):
                continue
            if any(
                line.buffer(width / 2 + lay.gap).intersects(o) and line.intersection(o).length > 1e-6
                for _, o, _w in lay.streams
            ):
                continue
            # crossings with roads: one per road at most, and clear of junctions and other crossings
            bridges: list[XY] = []
            bad = False
            # a stream does not run alongside a road (only across it)
            if lay.roads:
                crossings = sum(len(_points(line.intersection(r))) for _, r in lay.roads)
                beside = line.intersection(lay.road_union(lay.s * 0.08))
                if beside.length > lay.s * (0.2 + 0.45 * crossings):
                    continue
            for _, road in lay.roads:
                pts = _points(line.intersection(road))
                if len(pts) > 1:
                    bad = True
                    break
                for p in pts:
                    if any(math.dist(p, q) < lay.s * 0.4 for q in lay.junctions + lay.crossings + lay.exits):
                        bad = True
                    if any(math.dist(p, q) < lay.s * 0.15 for q in bridges):
                        bad = True
                    others = [r for _, r in lay.roads if r is not road]
                    if any(r.distance(Point(p)) < lay.s * 0.12 for r in others):
                        bad = True  # not at a street corner
                    bridges.append(p)
                # meeting at a shallow angle makes a long bridge: refuse
                if pts and not bad:
                    angle = _crossing_angle(line, road, pts[0])
                    if angle < 35:
                        bad = True
            if bad:
                continue
            sid = lay.add(
                "st" if kind is TerrainKind.STREAM else "rv",
                kind,
                line=line,
                features=[Feature.STREAMS],
                width=_r(width),
                name=_stream_name(kind, crossing),
            )
            if sid is None:
                continue
            lay.streams.append((sid, LineString(lay.pieces[-1].line), width))
            for p in bridges:
                lay.add("br", TerrainKind.BRIDGE, at=p, features=[Feature.BRIDGES])
                lay.crossings.append(p)
            if crossing in (Crossing.FORDABLE, Crossing.FORDS_AND_BRIDGES):
                want = rng.randint(*fords)
                stream_line = lay.streams[-1][1]
                for _ in range(want):
                    for _try in range(40):
                        t = rng.uniform(0.12, 0.88) * stream_line.length
                        on_stream = stream_line.interpolate(t)
                        pt = (on_stream.x, on_stream.y)
                        if any(math.dist(pt, q) < lay.s * 0.5 for q in lay.crossings + lay.junctions):
                            continue
                        if lay.roads and Point(pt).distance(lay.road_union()) < lay.s * 0.3:
                            continue
                        if not lay.land.buffer(-lay.s * 0.1).contains(on_stream):
                            continue
                        lay.add("f", TerrainKind.FORD, at=pt, features=[Feature.FORDS])
                        lay.crossings.append(pt)
                        break
            made += 1
            break


def _crossing_angle(a: LineString, b: LineString, at: XY) -> float:
    def direction(line: LineString) -> tuple[float, float]:
        d = line.project(Point(at))
        p0 = line.interpolate(max(d - 0.3, 0))
        p1 = line.interpolate(min(d + 0.3, line.length))
        return (p1.x - p0.x, p1.y - p0.y)

    (ax, ay), (bx, by) = direction(a), direction(b)
    na, nb = math.hypot(ax, ay), math.hypot(bx, by)
    if na == 0 or nb == 0:
        return 90.0
    cos = abs(ax * bx + ay * by) / (na * nb)
    return math.degrees(math.acos(min(1.0, cos)))


def _stream_name(kind: TerrainKind, crossing: Crossing) -> str | None:
    if crossing is Crossing.UNFORDABLE:
        return "Unfordable river" if kind is TerrainKind.RIVER else "Unfordable stream"
    if crossing is Crossing.FORDS_AND_BRIDGES:
        return "Stream: crossed only at fords and bridges"
    return None


# -- villages, farms, buildings ------------------------------------------------------------------------------------


def _road_direction_near(lay: _Layout, p: XY) -> tuple[LineString | None, float]:
    best, angle = None, lay.rng.uniform(0, math.pi)
    dist = float("inf")
    for _, road in lay.roads:
        d = road.distance(Point(p))
        if d < dist:
            dist, best = d, road
    if best is not None:
        t = best.project(Point(p))
        p0, p1 = best.interpolate(max(t - 0.5, 0)), best.interpolate(min(t + 0.5, best.length))
        angle = math.atan2(p1.y - p0.y, p1.x - p0.x)
    return best, angle


def place_buildings(
    lay: _Layout, area: Polygon, n: tuple[int, int], size: float, along_roads: bool = True
) -> list[str]:
    """Houses in a village or farm: along the roads through it, facing them, then round the rest of it."""
    rng = lay.rng
    want = rng.randint(*n)
    inner = area.buffer(-size * 0.15)
    roads_here = [road for _, road in lay.roads if road.intersects(area)] if along_roads else []
    road_block = lay.road_union(lay.s * 0.02) if lay.roads else Polygon()
    stream_block = lay.stream_union(lay.s * 0.03) if lay.streams else Polygon()
    placed: list[Polygon] = []
    ids: list[str] = []

    def try_add(poly: Polygon) -> bool:
        if not poly.within(inner) or poly.intersects(road_block) or poly.intersects(stream_block):
            return False
        if any(poly.buffer(size * 0.12).intersects(o) for o in placed):
            return False
        if any(poly.intersects(a.geom) for a in lay.areas if a.group in ("building", "hill", "woods", "rough", "lake")):
            return False
        bid = lay.add("b", TerrainKind.BUILDING, polygon=poly, features=[Feature.BUILDINGS])
        if bid is None:
            return False
        lay.areas.append(_Area(Polygon(lay.pieces[-1].polygon), TerrainKind.BUILDING, "building", bid))
        placed.append(poly)
        ids.append(bid)
        return True

    for road in roads_here:
        part = road.intersection(area)
        segs = [part] if isinstance(part, LineString) else list(getattr(part, "geoms", []))
        for seg in segs:
            if not isinstance(seg, LineString) or seg.length < size:
                continue
            t = rng.uniform(0.2, 0.6) * size
            side = 1 if rng.chance(0.5) else -1
            while t < seg.length and len(ids) < want:
                length = size * rng.uniform(0.9, 1.4)
                depth = size * rng.uniform(0.6, 0.85)
                p0, p1 = seg.interpolate(max(t - 0.2, 0)), seg.interpolate(min(t + 0.2, seg.length))
                ang = math.atan2(p1.y - p0.y, p1.x - p0.x)
                c = seg.interpolate(t)
                off = lay.road_width / 2 + lay.s * 0.04 + depth / 2
                nx, ny = -math.sin(ang) * side, math.cos(ang) * side
                try_add(rectangle((c.x + nx * off, c.y + ny * off), length, depth, ang))
                side = -side
                if side == 1:
                    t += length * rng.uniform(1.1, 1.6)
    # the rest of the village: round its middle
    tries = 0
    angle = _road_direction_near(lay, (area.centroid.x, area.centroid.y))[1]
    while len(ids) < want and tries < 80:
        tries += 1
        centre = lay.random_point(inner)
        length = size * rng.uniform(0.9, 1.4)
        depth = size * rng.uniform(0.6, 0.85)
        ang = angle + (math.pi / 2 if rng.chance(0.4) else 0) + rng.uniform(-0.08, 0.08)
        try_add(rectangle(centre, length, depth, ang))
    return ids


def add_village(
    lay: _Layout,
    centre: XY,
    radius: float,
    buildings: tuple[int, int],
    *,
    farm: bool = False,
    name: str | None = None,
    fit: bool = True,
) -> str | None:
    rng = lay.rng
    for attempt in range(30):
        r = radius * (1 - 0.02 * attempt)
        poly = blob(centre, r, r * rng.uniform(0.7, 1.0), rng.uniform(0, math.pi), rng, n=12, roughness=0.12)
        if fit and not lay.fits(poly, avoid_roads=False, avoid_streams=True):
            continue
        if not poly.within(lay.land):
            continue
        vid = lay.add_area(
            "v",
            TerrainKind.VILLAGE,
            poly,
            "farm" if farm else "village",
            [Feature.FARMS if farm else Feature.VILLAGES],
            name=name or ("Farm" if farm else "Village"),
        )
        if vid is None:
            continue
        houses = place_buildings(lay, poly, buildings, lay.s * (0.09 if farm else 0.1))
        if not houses:
            # a village has houses: lay one in it, away from the roads
            place_buildings(lay, poly, (1, 1), lay.s * 0.08, along_roads=False)
        return vid
    return None


def add_farms(lay: _Layout, n: int) -> None:
    rng = lay.rng
    for _ in range(n):
        for _attempt in range(60):
            # farms stand near a road when there is one: off it, down a lane
            if lay.roads and rng.chance(0.75):
                _, road = rng.choice(lay.roads)
                t = rng.uniform(0.1, 0.9) * road.length
                p = road.interpolate(t)
                p0, p1 = road.interpolate(max(t - 0.5, 0)), road.interpolate(min(t + 0.5, road.length))
                ang = math.atan2(p1.y - p0.y, p1.x - p0.x) + (math.pi / 2 if rng.chance(0.5) else -math.pi / 2)
                d = lay.s * rng.uniform(0.3, 0.55)
                c = (p.x + math.cos(ang) * d, p.y + math.sin(ang) * d)
            else:
                c = lay.random_point(margin=lay.s * 0.25)
            r = lay.s * rng.uniform(0.15, 0.2)
            poly = blob(c, r, r * rng.uniform(0.75, 1.0), rng.uniform(0, math.pi), rng, n=10, roughness=0.1)
            if not lay.fits(poly):
                continue
            vid = lay.add_area("v", TerrainKind.VILLAGE, poly, "farm", [Feature.FARMS], name="Farm")
            if vid is not None:
                place_buildings(lay, poly, (1, 3), lay.s * 0.085, along_roads=False)
                break


# -- hills, woods, rough, lakes ------------------------------------------------------------------------------------


def add_hill(lay: _Layout, levels: int, size: float, **fit: Any) -> str | None:
    rng = lay.rng

    def make(c: XY, sz: float) -> Polygon:
        return blob(c, sz * 0.5, sz * 0.5 * rng.uniform(0.55, 0.9), rng.uniform(0, math.pi), rng, n=18, roughness=0.2)

    base = lay.place(make, size, **fit)
    if base is None:
        return None
    hid = lay.add_area("h", TerrainKind.HILL, base, "hill", [Feature.HILLS, Feature.HILL_PIECES], level=1)
    if hid is None:
        return None
    below = Polygon(lay.pieces[-1].polygon)
    for level in range(2, levels + 1):
        inner = None
        for _ in range(30):
            shrink = rng.uniform(0.45, 0.65)
            c0 = below.centroid
            minx, miny, maxx, maxy = below.bounds
            off = (rng.uniform(-0.2, 0.2) * (maxx - minx), rng.uniform(-0.2, 0.2) * (maxy - miny))
            c = (c0.x + off[0], c0.y + off[1])
            ext = math.sqrt(below.area / math.pi)
            cand = blob(
                c,
                ext * shrink,
                ext * shrink * rng.uniform(0.6, 0.95),
                rng.uniform(0, math.pi),
                rng,
                n=14,
                roughness=0.18,
            )
            cut = _largest(cand.intersection(below.buffer(-lay.s * 0.07)))
            if cut is not None and cut.area > below.area * 0.12:
                inner = cut.simplify(0.02)
                break
        if inner is None or not isinstance(inner, Polygon):
            break
        pid = lay.add("h", TerrainKind.HILL, polygon=inner, features=[Feature.HILL_PIECES], level=level)
        if pid is None:
            break
        lay.areas.append(_Area(Polygon(lay.pieces[-1].polygon), TerrainKind.HILL, "hill_upper", pid))
        below = Polygon(lay.pieces[-1].polygon)
    return hid


def add_patch(
    lay: _Layout,
    kind: TerrainKind,
    group: str,
    size: float,
    features: Sequence[Feature],
    prefix: str,
    aspect: tuple[float, float] = (0.6, 1.0),
    roughness: float = 0.22,
    name: str | None = None,
    **fit: Any,
) -> str | None:
    rng = lay.rng

    def make(c: XY, sz: float) -> Polygon:
        return blob(
            c, sz * 0.5, sz * 0.5 * rng.uniform(*aspect), rng.uniform(0, math.pi), rng, n=14, roughness=roughness
        )

    geom = lay.place(make, size, **fit)
    if geom is None:
        return None
    return lay.add_area(prefix, kind, geom, group, features, name=name)


def add_rough_areas(
    lay: _Layout, n: int, woods_share: tuple[float, float], on_hills: bool, size_scale: float = 1.0
) -> None:
    rng = lay.rng
    share = rng.uniform(*woods_share)
    n_woods = round(n * share)
    for i in range(n):
        is_woods = i < n_woods
        if is_woods:
            add_patch(
                lay,
                TerrainKind.WOODS,
                "woods",
                lay.s * rng.uniform(0.5, 0.8) * size_scale,
                [Feature.WOODS, Feature.ROUGH_AREAS],
                "w",
                on_hills=on_hills,
            )
        else:
            add_patch(
                lay,
                TerrainKind.ROUGH,
                "rough",
                lay.s * rng.uniform(0.3, 0.5) * size_scale,
                [Feature.ROUGH, Feature.ROUGH_AREAS],
                "r",
                roughness=0.3,
                on_hills=on_hills,
            )


def _count(lay: _Layout, feature: Feature) -> int:
    return len(lay.features[feature])


def _fill_to(lay: _Layout, feature: Feature, least: int, make: Callable[[float], Any], rounds: int = 6) -> None:
    """Make sure at least ``least`` pieces of a feature were placed, shrinking them if the table is crowded."""
    scale = 0.85
    for _ in range(rounds):
        if _count(lay, feature) >= least:
            return
        make(scale)
        scale *= 0.85


# -- village sites and the ordinary terrain types -----------------------------------------------------------------


def _sites(lay: _Layout, n: int, spread: float = 0.6, region: BaseGeometry | None = None) -> list[XY]:
    """Points for villages or junctions, well apart, in the middle of the table."""
    out: list[XY] = []
    region = region if region is not None else lay.land
    if lay.areas:  # not in a lake, a lagoon or on the raid's objective
        region = region.difference(unary_union([a.geom.buffer(lay.s * 0.4) for a in lay.areas]))
        if region.is_empty:
            region = lay.land
    inner = region.intersection(
        box(lay.W * (1 - spread) / 2, lay.D * (1 - spread) / 2, lay.W * (1 + spread) / 2, lay.D * (1 + spread) / 2)
    )
    if inner.is_empty:
        inner = region
    for _ in range(n):
        best, best_d = None, -1.0
        for _try in range(30):
            p = lay.random_point(inner)
            d = min((math.dist(p, q) for q in out), default=lay.s * 10)
            if d > best_d:
                best, best_d = p, d
        assert best is not None
        out.append(best)
    return out


def _standard(lay: _Layout) -> None:
    """Hilly, Farmland, Steppes, Desert, Mountains, Tundra, Jungle and the Island's inland: lakes, then roads through
    the village sites, villages (at the junctions where the definition puts them), streams, farms, hills, rough
    areas, dunes, swamps, crops."""
    d, rng, s = lay.d, lay.rng, lay.s
    terrain = lay.req.terrain
    n_roads = rng.randint(*d.roads)
    n_villages = rng.randint(*d.villages)
    junction_villages = d.junctions != (0, 0)
    n_junctions = rng.randint(*d.junctions) if n_roads >= 2 else 0
    if terrain is TerrainType.STEPPES and n_roads >= 2:
        n_junctions = max(1, n_junctions)  # STEPPES: "1-3 roads, junctions"
    n_sites = max(n_junctions, n_villages) if n_roads else 0
    sites = _sites(lay, n_sites)
    # lakes first: roads go round them
    for _ in range(rng.randint(*d.lakes)):
        add_patch(
            lay,
            TerrainKind.WATER,
            "lake",
            s * rng.uniform(0.6, 1.0),
            [Feature.LAKES],
            "wt",
            aspect=(0.4, 0.8),
            roughness=0.25,
            name="Frozen lake" if d.frozen_water else "Lake",
            gap=s * 0.25,
        )
    build_roads(lay, n_roads, sites, exits=d.road_exits)
    # villages: at the junctions (Farmland's "junctions with houses", Bocage), then at the other sites
    village_sites = list(lay.junctions) if junction_villages else []
    village_sites += [p for p in sites if p not in village_sites]
    want = len(lay.junctions) if junction_villages else n_villages
    if not n_roads:
        village_sites = _sites(lay, n_villages)
    placed = 0
    for site in village_sites:
        if placed >= want:
            break
        if add_village(lay, site, s * rng.uniform(0.3, 0.4), (3, 7)) is not None:
            placed += 1
    for _ in range(20):
        if placed >= d.villages[0]:
            break
        c = _point_on_roads(lay) if lay.roads else lay.random_point(margin=s * 0.4)
        if add_village(lay, c, s * rng.uniform(0.25, 0.35), (3, 6)) is not None:
            placed += 1
    # streams
    n_streams = rng.randint(*d.streams)
    if n_streams:
        unford = d.crossing is Crossing.UNFORDABLE
        build_streams(
            lay,
            n_streams,
            TerrainKind.RIVER if unford else TerrainKind.STREAM,
            lay.river_width if unford else lay.stream_width,
            d.crossing,
            d.fords_per_stream,
        )
    add_farms(lay, rng.randint(*d.farms))
    # hills
    on_hills = terrain in (TerrainType.HILLY, TerrainType.MOUNTAINS, TerrainType.ISLAND)
    n_hills = rng.randint(*d.hills)
    n_rough = rng.randint(*d.rough_areas)
    if d.hills_or_rough != (0, 0):
        total = rng.randint(*d.hills_or_rough)
        n_hills = max(1, round(total * rng.uniform(0.3, 0.5)))
        n_rough = total - n_hills
    hill_size = {TerrainType.MOUNTAINS: (0.9, 1.2), TerrainType.DESERT: (0.8, 1.2)}.get(terrain, (0.7, 1.05))
    if lay.req.jungle_share is not None:
        hill_size = (0.55, 0.8)
    for _ in range(n_hills):
        add_hill(lay, rng.randint(*d.hill_levels), s * rng.uniform(*hill_size))
    least_hills = min(n_hills, d.hills[0]) if d.hills_or_rough == (0, 0) else 1
    _fill_to(
        lay, Feature.HILLS, least_hills, lambda k: add_hill(lay, rng.randint(*d.hill_levels), s * hill_size[0] * k)
    )
    # woods and rock patches on their own (City's woods, Tundra's forests, the Desert's oasis)
    for _ in range(rng.randint(*d.woods)):
        add_patch(
            lay,
            TerrainKind.WOODS,
            "woods",
            s * rng.uniform(0.55, 0.9),
            [Feature.WOODS, Feature.ROUGH_AREAS],
            "w",
            name="Oasis" if terrain is TerrainType.DESERT else None,
        )
    if terrain is TerrainType.DESERT:
        lay.features[Feature.OASIS] = list(lay.features[Feature.WOODS])
    for _ in range(rng.randint(*d.rough)):
        add_patch(
            lay,
            TerrainKind.ROUGH,
            "rough",
            s * rng.uniform(0.3, 0.5),
            [Feature.ROUGH, Feature.ROUGH_AREAS],
            "r",
            roughness=0.3,
        )
    # the rough areas (woods and rock patches); an island with jungle has jungle for them
    if lay.req.jungle_share is None and n_rough:
        target = _count(lay, Feature.ROUGH_AREAS) + n_rough
        add_rough_areas(lay, n_rough, d.woods_share, on_hills)
        _fill_to(
            lay,
            Feature.ROUGH_AREAS,
            target,
            lambda k: add_rough_areas(
                lay, target - _count(lay, Feature.ROUGH_AREAS), d.woods_share, on_hills, size_scale=k
            ),
        )
    # dunes, swamps, crops
    for _ in range(rng.randint(*d.dunes)):
        add_patch(
            lay,
            TerrainKind.ROUGH,
            "dunes",
            s * rng.uniform(0.5, 0.8),
            [Feature.DUNES],
            "r",
            aspect=(0.25, 0.4),
            roughness=0.15,
            name="Sand dunes",
        )
    for _ in range(rng.randint(*d.swamps)):
        add_patch(lay, TerrainKind.SWAMP, "swamp", s * rng.uniform(0.4, 0.6), [Feature.SWAMPS], "sw")
    if d.crops != (0, 0) and lay.req.season in d.crops_seasons:
        for _ in range(rng.randint(*d.crops)):
            add_crops(lay)


def _point_on_roads(lay: _Layout) -> XY:
    _, road = lay.rng.choice(lay.roads)
    p = road.interpolate(lay.rng.uniform(0.2, 0.8) * road.length)
    return (p.x, p.y)


def add_crops(lay: _Layout) -> str | None:
    rng = lay.rng

    def make(c: XY, sz: float) -> Polygon:
        poly = rectangle(c, sz, sz * rng.uniform(0.55, 0.85), rng.uniform(-0.3, 0.3))
        return Polygon(
            [(x + rng.uniform(-0.3, 0.3), y + rng.uniform(-0.3, 0.3)) for x, y in list(poly.exterior.coords)[:-1]]
        )

    geom = lay.place(make, lay.s * rng.uniform(0.6, 0.95))
    if geom is None:
        return None
    return lay.add_area("c", TerrainKind.CROPS, geom, "crops", [Feature.CROPS], name="Crops (harvest)")


# -- jungle ---------------------------------------------------------------------------------------------------------


def add_jungle(lay: _Layout, share: tuple[float, float]) -> None:
    """Jungle over a part of the board: large masses grown from overlapping patches, cut by the tracks and streams,
    clear of the villages (clearings), hills, swamps and water."""
    rng, s = lay.rng, lay.s
    target = rng.uniform(*share) * lay.W * lay.D
    least = share[0] * lay.W * lay.D
    cut = unary_union([lay.road_union(s * 0.06), lay.stream_union(s * 0.04)])
    blocks = [a.geom.buffer(lay.gap) for a in lay.areas if a.group not in ("jungle",)]
    blocks += [Point(p).buffer(s * 0.1) for p in lay.crossings + lay.junctions + lay.exits]
    blocked = unary_union(blocks + ([cut] if not cut.is_empty else []))
    free = lay.land.buffer(-s * 0.02).difference(blocked)
    grown: BaseGeometry = Polygon()
    for _ in range(400):
        if grown.area >= target:
            break
        c = lay.random_point(free if not free.is_empty else None)
        r = s * rng.uniform(0.45, 0.8)
        patch = blob(c, r, r * rng.uniform(0.6, 1.0), rng.uniform(0, math.pi), rng, n=26, roughness=0.25)
        grown = unary_union([grown, patch.intersection(free)])
    parts: list[Polygon] = []
    for part in _polys(grown):
        parts += _without_holes(part)
    covered = 0.0
    for part in sorted(parts, key=lambda g: -g.area):
        if part.area < (s * 0.2) ** 2:
            continue
        simple = part.simplify(0.04)
        if not isinstance(simple, Polygon) or not simple.is_valid or simple.is_empty:
            continue
        jid = lay.add_area("j", TerrainKind.JUNGLE, simple, "jungle", [Feature.JUNGLE])
        if jid is not None:
            covered += Polygon(lay.pieces[-1].polygon).area
    if covered < least:
        raise _Retry("jungle short of its share")


def _without_holes(poly: Polygon) -> list[Polygon]:
    """A polygon with holes (jungle round a clearing) as pieces without holes: cut through each hole."""
    if not poly.interiors:
        return [poly]
    hole = Polygon(poly.interiors[0])
    c = hole.representative_point()
    minx, miny, _maxx, maxy = poly.bounds
    cutter = box(minx - 1, miny - 1, c.x, maxy + 1)
    out: list[Polygon] = []
    for half in (poly.intersection(cutter), poly.difference(cutter)):
        for p in _polys(half):
            out += _without_holes(p)
    return out


def _polys(geom: BaseGeometry) -> list[Polygon]:
    if isinstance(geom, Polygon):
        return [geom] if not geom.is_empty else []
    return [g for g in getattr(geom, "geoms", []) if isinstance(g, Polygon)]


class _Retry(Exception):
    """The layout missed part of its definition; try again with the next seed."""


# -- island and landing strip ----------------------------------------------------------------------------------------


def make_island(lay: _Layout) -> None:
    """ISLAND: the whole board is one island; the board edges are water and beach; a lagoon may be added."""
    rng, s = lay.rng, lay.s
    sea = s * rng.uniform(0.3, 0.45)
    beach = s * rng.uniform(0.16, 0.24)
    if lay.req.jungle_share is not None:  # Tarawa: a flat atoll filling the board, its jungle over 40% of it
        sea, beach = s * rng.uniform(0.18, 0.25), s * rng.uniform(0.1, 0.14)
    # a rounded, irregular coast: a superellipse with a wandering radius
    cx, cy = lay.W / 2, lay.D / 2
    ax, ay = lay.W / 2 - sea, lay.D / 2 - sea
    power = rng.uniform(2.6, 3.4)
    harmonics = [(k, rng.uniform(0, 2 * math.pi), rng.uniform(0.4, 1.0) / k) for k in (2, 3, 4, 6, 9)]
    norm = sum(a for _, _, a in harmonics)
    pts = []
    n = 96
    for i in range(n):
        t = 2 * math.pi * i / n
        ct, st = math.cos(t), math.sin(t)
        r = (abs(ct) ** power + abs(st) ** power) ** (-1 / power)
        wobble = sum(a * math.sin(k * t + ph) for k, ph, a in harmonics) / norm
        f = 1 + 0.09 * wobble
        pts.append((cx + ax * r * ct * f, cy + ay * r * st * f))
    outer = Polygon(pts).intersection(box(s * 0.08, s * 0.08, lay.W - s * 0.08, lay.D - s * 0.08))
    outer = _largest(outer.buffer(0)) or box(sea, sea, lay.W - sea, lay.D - sea)
    land = _largest(outer.buffer(-beach)) or outer
    water = lay.table.difference(outer)
    sand = outer.difference(land)
    for part in _halves(lay, water):
        lay.add_area("wt", TerrainKind.WATER, part, "sea", [Feature.SEA], name="Sea")
    for part in _halves(lay, sand):
        lay.add_area("bc", TerrainKind.BEACH, part, "beach", [Feature.BEACH], name="Beach")
    lay.coast = outer
    lay.land = Polygon(_coords(land)).buffer(-s * 0.02)
    if rng.randint(*lay.d.lagoon):
        away = lay.land.buffer(-s * 0.4)
        geom = lay.place(
            lambda c, sz: blob(
                c, sz * 0.5, sz * 0.5 * rng.uniform(0.5, 0.8), rng.uniform(0, math.pi), rng, n=16, roughness=0.2
            ),
            s * 0.9,
            region=away if not away.is_empty else None,
            avoid_roads=False,
        )
        if geom is not None:
            lay.add_area("wt", TerrainKind.WATER, geom, "lake", [Feature.LAGOON], name="Lagoon")


def _halves(lay: _Layout, ring: BaseGeometry) -> list[Polygon]:
    """A ring round the table cut in two (a polygon with a hole cannot be one piece), north and south of the
    table's middle line, so that the cuts are short."""
    out = []
    for half in (box(-1, -1, lay.W + 1, lay.D / 2), box(-1, lay.D / 2, lay.W + 1, lay.D + 1)):
        for part in _polys(ring.intersection(half)):
            mended = _largest(part.buffer(0))
            if mended is not None and mended.area > 1e-3:
                out.append(mended)
    return out


def make_landing_strip(lay: _Layout, river: bool) -> None:
    """RAID: "One edge is the landing beach or river": a strip of water (and a beach) along the attacker's edge."""
    s = lay.s
    edge = lay.req.attacker_edge
    water_d = s * 0.3
    beach_d = 0.0 if river else s * 0.2

    def strip(a: float, b: float) -> Polygon:
        return {
            Edge.NORTH: box(0, a, lay.W, b),
            Edge.SOUTH: box(0, lay.D - b, lay.W, lay.D - a),
            Edge.WEST: box(a, 0, b, lay.D),
            Edge.EAST: box(lay.W - b, 0, lay.W - a, lay.D),
        }[edge]

    if river:
        lay.add_area("rv", TerrainKind.RIVER, strip(0, water_d), "sea", [Feature.SEA], name="River (landing)")
    else:
        lay.add_area("wt", TerrainKind.WATER, strip(0, water_d), "sea", [Feature.SEA], name="Sea")
        lay.add_area(
            "bc", TerrainKind.BEACH, strip(water_d, water_d + beach_d), "beach", [Feature.BEACH], name="Landing beach"
        )
    lay.land = lay.table.difference(strip(0, water_d + beach_d + s * 0.02))


def add_objective(lay: _Layout) -> None:
    """RAID: "A key installation located near the defender's boardedge will be their objective"."""
    rng, s = lay.rng, lay.s
    edge = lay.req.defender_edge
    depth = {Edge.NORTH: lay.D, Edge.SOUTH: lay.D, Edge.EAST: lay.W, Edge.WEST: lay.W}[edge]
    band_d = min(s * 1.0, depth * 0.25)
    band = {
        Edge.NORTH: box(0, 0, lay.W, band_d),
        Edge.SOUTH: box(0, lay.D - band_d, lay.W, lay.D),
        Edge.WEST: box(0, 0, band_d, lay.D),
        Edge.EAST: box(lay.W - band_d, 0, lay.W, lay.D),
    }[edge]
    for attempt in range(200):
        c = lay.random_point(band.intersection(lay.land), margin=s * 0.25)
        r = s * rng.uniform(0.22, 0.28)
        compound = rectangle(c, r * 2, r * 1.5, rng.uniform(-0.3, 0.3))
        relax = attempt > 120
        if not lay.fits(compound, avoid_roads=not relax, avoid_streams=True):
            continue
        vid = lay.add_area("v", TerrainKind.VILLAGE, compound, "village", [], name="Key installation compound")
        if vid is None:
            continue
        ang = _road_direction_near(lay, c)[1] if relax else rng.uniform(-0.3, 0.3)
        main = rectangle(c, s * 0.22, s * 0.14, ang)
        bid = lay.add(
            "b",
            TerrainKind.BUILDING,
            polygon=main,
            features=[Feature.BUILDINGS, Feature.OBJECTIVE],
            name="Key installation (raid objective)",
        )
        if bid is not None:
            lay.areas.append(_Area(Polygon(lay.pieces[-1].polygon), TerrainKind.BUILDING, "building", bid))
            return
    raise _Retry("no room for the raid objective")


# -- city ------------------------------------------------------------------------------------------------------------


def make_city(lay: _Layout) -> None:
    """CITY: a town of blocks between streets over at least 30% of the board, its through roads leaving the table
    at road exits and crossing at crossroads; rubble and rock (5-10 rough), up to 2 woods (parks), 2 hills and 2
    streams (bridged where streets cross)."""
    d, rng, s = lay.d, lay.rng, lay.s
    share = max(d.built_up_share_min or 0.3, 0.3)
    # the town: a rectangle over 45-60% of the table, turned a little
    area_share = rng.uniform(share + 0.17, share + 0.3)
    aspect = lay.W / lay.D
    th = math.sqrt(area_share * lay.W * lay.D / aspect)
    tw = th * aspect
    tw, th = min(tw, lay.W * 0.92), min(th, lay.D * 0.92)
    cx = rng.uniform(tw / 2 + s * 0.1, lay.W - tw / 2 - s * 0.1) if lay.W - tw > s * 0.2 else lay.W / 2
    cy = rng.uniform(th / 2 + s * 0.1, lay.D - th / 2 - s * 0.1) if lay.D - th > s * 0.2 else lay.D / 2
    angle = math.radians(rng.uniform(-7, 7))
    block = s * rng.uniform(0.55, 0.75)
    street = lay.road_width

    def spaced(total: float) -> list[float]:
        xs, x = [0.0], 0.0
        while x < total:
            x += block * rng.uniform(0.8, 1.25)
            xs.append(min(x, total))
        if total - xs[-2] < block * 0.5 and len(xs) > 2:
            xs.pop(-2)
        return xs

    xs = [x - tw / 2 for x in spaced(tw)]
    ys = [y - th / 2 for y in spaced(th)]
    c, sn = math.cos(angle), math.sin(angle)

    def to_table(u: float, v: float) -> XY:
        return (cx + u * c - v * sn, cy + u * sn + v * c)

    far = max(lay.W, lay.D) * 2
    # through roads: one or two of the inner streets each way run on to both edges
    inner_x = list(range(1, len(xs) - 1))
    inner_y = list(range(1, len(ys) - 1))
    through_x = set(rng.shuffled(inner_x)[: rng.randint(1, min(2, len(inner_x)))]) if inner_x else set()
    through_y = set(rng.shuffled(inner_y)[: rng.randint(1, min(2, len(inner_y)))]) if inner_y else set()
    lines: list[tuple[LineString, bool]] = []
    for i, u in enumerate(xs):
        through = i in through_x
        v0, v1 = (-far, far) if through else (ys[0], ys[-1])
        ln = LineString([to_table(u, v0), to_table(u, v1)]).intersection(lay.table)
        if isinstance(ln, LineString) and ln.length > 0:
            lines.append((ln, through))
    for j, v in enumerate(ys):
        through = j in through_y
        u0, u1 = (-far, far) if through else (xs[0], xs[-1])
        ln = LineString([to_table(u0, v), to_table(u1, v)]).intersection(lay.table)
        if isinstance(ln, LineString) and ln.length > 0:
            lines.append((ln, through))
    # streams first, so that blocks keep clear of them
    n_streams = rng.randint(*d.streams)
    for ln, through in lines:
        rid = lay.add(
            "rd",
            TerrainKind.ROAD,
            line=ln,
            features=[Feature.ROADS],
            width=_r(street * (1.2 if through else 1.0)),
            name="Main road" if through else "Street",
        )
        if rid is not None:
            lay.roads.append((rid, LineString(lay.pieces[-1].line)))
    # crossroads where the through roads meet; exits where they leave
    throughs = [ln for ln, t in lines if t]
    for i, a in enumerate(throughs):
        for b in throughs[i + 1 :]:
            for p in _points(a.intersection(b)):
                lay.add("x", TerrainKind.CROSSROAD, at=p, features=[Feature.CROSSROADS])
                lay.junctions.append(p)
    for ln in throughs:
        for x, y in (_xy(ln.coords[0]), _xy(ln.coords[-1])):
            if min(x, y, lay.W - x, lay.D - y) < 1e-6:
                lay.add("ex", TerrainKind.ROAD_EXIT, at=(x, y), features=[Feature.ROAD_EXITS])
                lay.exits.append((x, y))
    if n_streams:
        build_streams(
            lay, n_streams, TerrainKind.STREAM, lay.stream_width * 1.6, Crossing.BRIDGES, (0, 0), keep_out_groups=()
        )
    # blocks
    stream_cut = lay.stream_union(s * 0.06)
    blocks: list[BaseGeometry] = []
    for i in range(len(xs) - 1):
        for j in range(len(ys) - 1):
            inset = street / 2 + s * 0.03
            u0, u1, v0, v1 = xs[i] + inset, xs[i + 1] - inset, ys[j] + inset, ys[j + 1] - inset
            if u1 - u0 < s * 0.15 or v1 - v0 < s * 0.15:
                continue
            poly: BaseGeometry = Polygon([to_table(u0, v0), to_table(u1, v0), to_table(u1, v1), to_table(u0, v1)])
            poly = poly.intersection(lay.table.buffer(-0.01))
            if not stream_cut.is_empty:
                poly = poly.difference(stream_cut)
            part = _largest(poly)
            if part is None or part.area < (s * 0.15) ** 2:
                continue
            blocks.append(part.simplify(0.01))
    order = rng.shuffled(range(len(blocks)))
    n_parks = rng.randint(*d.woods)
    parks = set(order[:n_parks]) if len(blocks) > 6 else set()
    built_area = 0.0
    for k, poly in enumerate(blocks):
        if k in parks:
            lay.add_area("w", TerrainKind.WOODS, poly.buffer(-s * 0.03), "woods", [Feature.WOODS], name="Park")
            continue
        vid = lay.add_area("v", TerrainKind.VILLAGE, poly, "town", [Feature.TOWN_BLOCKS], name="Town block")
        if vid is None:
            continue
        built_area += Polygon(lay.pieces[-1].polygon).area
        _block_buildings(lay, poly, angle)
    if built_area < share * lay.W * lay.D:
        raise _Retry("the town is too small")
    # rubble in the town and rock outside it: 5-10 rough
    n_rough = rng.randint(*d.rough)
    town_blocks = [a for a in lay.areas if a.group == "town"]
    for k in range(n_rough):
        if k < n_rough // 2 and town_blocks:
            _rubble(lay, rng.choice(town_blocks))
        else:
            add_patch(lay, TerrainKind.ROUGH, "rough", s * rng.uniform(0.3, 0.45), [Feature.ROUGH], "r", roughness=0.3)
    _fill_to(
        lay,
        Feature.ROUGH,
        d.rough[0],
        lambda sc: add_patch(lay, TerrainKind.ROUGH, "rough", s * 0.3 * sc, [Feature.ROUGH], "r"),
    )
    if _count(lay, Feature.ROUGH) < d.rough[0]:
        raise _Retry("too little rough")
    # woods outside the town if no park took them, hills outside
    for _ in range(max(0, n_parks - len(parks))):
        add_patch(lay, TerrainKind.WOODS, "woods", s * rng.uniform(0.5, 0.8), [Feature.WOODS], "w")
    for _ in range(rng.randint(*d.hills)):
        add_hill(lay, rng.randint(*d.hill_levels), s * rng.uniform(0.65, 0.95))
    # "At least 30% of the board will contain some buildings": the blocks that still have a building
    houses = [a.geom for a in lay.areas if a.group == "building"]
    built = sum(
        a.geom.area for a in lay.areas if a.group == "town" and any(a.geom.buffer(1e-3).contains(h) for h in houses)
    )
    if built < share * lay.W * lay.D:
        raise _Retry("too little of the board is built up")


def _block_buildings(lay: _Layout, poly: BaseGeometry, angle: float) -> None:
    """A town block's houses: lots round its edge, a yard in the middle, a few lots left empty."""
    rng, s = lay.rng, lay.s
    # work in the block's own frame
    c = poly.centroid
    local = affinity.rotate(poly, -angle, origin=c, use_radians=True)
    inner = local.buffer(-s * 0.015, join_style="mitre")
    if inner.is_empty:
        return
    minx, miny, maxx, maxy = inner.buffer(-1e-6, join_style="mitre").bounds
    w, h = maxx - minx, maxy - miny
    lot = s * rng.uniform(0.12, 0.17)
    depth = min(s * rng.uniform(0.1, 0.14), min(w, h) * 0.4)
    gap = s * 0.012
    houses: list[BaseGeometry] = []

    def row(x0: float, y0: float, x1: float, y1: float, horizontal: bool) -> None:
        length = (x1 - x0) if horizontal else (y1 - y0)
        n = max(1, round(length / lot))
        step = length / n
        for i in range(n):
            if rng.chance(0.12):
                continue
            if horizontal:
                rect = box(x0 + i * step + gap, y0, x0 + (i + 1) * step - gap, y1)
            else:
                rect = box(x0, y0 + i * step + gap, x1, y0 + (i + 1) * step - gap)
            if rect.within(inner) and not any(rect.intersects(o) for o in houses):
                houses.append(rect)

    row(minx, miny, maxx, miny + depth, True)
    row(minx, maxy - depth, maxx, maxy, True)
    row(minx, miny + depth + gap * 2, minx + depth, maxy - depth - gap * 2, False)
    row(maxx - depth, miny + depth + gap * 2, maxx, maxy - depth - gap * 2, False)
    if not houses:
        # a small or cut block: one building in it
        inner2 = local.buffer(-s * 0.04)
        if not inner2.is_empty:
            p = inner2.representative_point()
            houses.append(box(p.x - lot / 2, p.y - depth / 2, p.x + lot / 2, p.y + depth / 2).intersection(inner2))
    for h_ in houses:
        geom = affinity.rotate(h_, angle, origin=c, use_radians=True)
        g = _largest(geom)
        if g is None or g.area < (s * 0.03) ** 2:
            continue
        bid = lay.add("b", TerrainKind.BUILDING, polygon=g, features=[Feature.BUILDINGS])
        if bid is not None:
            lay.areas.append(_Area(Polygon(lay.pieces[-1].polygon), TerrainKind.BUILDING, "building", bid))


def _rubble(lay: _Layout, block: _Area) -> None:
    """Rubble in a town block: the buildings it falls on are gone."""
    rng, s = lay.rng, lay.s
    inner = block.geom.buffer(-s * 0.02)
    if inner.is_empty:
        return
    for _ in range(20):
        c = lay.random_point(inner)
        r = s * rng.uniform(0.1, 0.16)
        g = blob(c, r, r * rng.uniform(0.6, 1.0), rng.uniform(0, math.pi), rng, n=10, roughness=0.3)
        if not g.within(inner) or any(
            g.buffer(lay.gap * 0.5).intersects(a.geom) for a in lay.areas if a.group in ("rough", "rubble")
        ):
            continue
        hit = {a.id for a in lay.areas if a.group == "building" and a.geom.intersects(g)}
        lay.pieces = [p for p in lay.pieces if p.id not in hit]
        lay.areas = [a for a in lay.areas if a.id not in hit]
        lay.features[Feature.BUILDINGS] = [i for i in lay.features[Feature.BUILDINGS] if i not in hit]
        lay.add_area("r", TerrainKind.ROUGH, g, "rubble", [Feature.ROUGH], name="Rubble")
        return


# -- bocage ------------------------------------------------------------------------------------------------------


def make_bocage(lay: _Layout) -> None:
    """NORMANDY BOCAGE: 3+ roads lined with hedges, villages at the junctions, 1-3 hills, 3-7 rough areas, 1-3
    fordable streams, and hedges making 6-12" squares over at least 40% of the board."""
    d, rng, s = lay.d, lay.rng, lay.s
    n_roads = rng.randint(*d.roads)
    n_junctions = rng.randint(*d.junctions)
    sites = _sites(lay, n_junctions)
    build_roads(lay, n_roads, sites, exits=True)
    for site in lay.junctions or sites:
        add_village(lay, site, s * rng.uniform(0.28, 0.36), (3, 6))
    build_streams(lay, rng.randint(*d.streams), TerrainKind.STREAM, lay.stream_width, d.crossing, d.fords_per_stream)
    for _ in range(rng.randint(*d.hills)):
        add_hill(lay, 1, s * rng.uniform(0.7, 1.0))
    _fill_to(lay, Feature.HILLS, d.hills[0], lambda k: add_hill(lay, 1, s * 0.7 * k))
    # the fields: a jittered grid whose cells are 6-12" (scaled) squares
    lo, hi = d.field_inches or (6.0, 12.0)
    unit = s / 12.0  # one inch of the definition, at the layout's foot (12 inches)
    spacing = unit * (lo + hi) / 2
    jitter = unit * (hi - lo) / 2 * 0.5
    nx = max(2, round(lay.W / spacing))
    ny = max(2, round(lay.D / spacing))
    gx, gy = lay.W / nx, lay.D / ny
    verts: dict[tuple[int, int], XY] = {}
    for i in range(nx + 1):
        for j in range(ny + 1):
            x, y = i * gx, j * gy
            if 0 < i < nx:
                x += rng.uniform(-jitter, jitter)
            if 0 < j < ny:
                y += rng.uniform(-jitter, jitter)
            verts[(i, j)] = (x, y)
    segments: list[LineString] = []
    for i in range(nx + 1):
        for j in range(ny + 1):
            if i < nx and 0 < j < ny:
                segments.append(LineString([verts[(i, j)], verts[(i + 1, j)]]))
            if j < ny and 0 < i < nx:
                segments.append(LineString([verts[(i, j)], verts[(i, j + 1)]]))
    # merge a few pairs of fields (bocage fields are not all square)
    segments = [seg for seg in segments if not rng.chance(0.08)]
    lining_offset = lay.road_width / 2 + s * 0.025
    corridor = lay.road_union(lining_offset - lay.road_width / 2 - s * 0.004)
    village_cut = (
        unary_union([a.geom.buffer(s * 0.02) for a in lay.areas if a.group in ("village", "farm")])
        if lay.areas_of("village", "farm")
        else Polygon()
    )
    lining: list[LineString] = []
    for _rid, road in lay.roads:
        for side in (1, -1):
            off = road.offset_curve(side * lining_offset, join_style="round")
            for part in _lines(off):
                lining.append(part)
    kept: list[LineString] = []
    for seg in segments:
        g = seg.difference(corridor) if not corridor.is_empty else seg
        if not village_cut.is_empty:
            g = g.difference(village_cut)
        kept += [ln for ln in _lines(g) if ln.length > s * 0.05]
    junction_cut = (
        unary_union([Point(j).buffer(lining_offset * 2.2) for j in lay.junctions]) if lay.junctions else Polygon()
    )
    road_strips = lay.road_union(s * 0.01)  # a road's lining stops where another road crosses it
    for ln in lining:
        g = ln.intersection(lay.table.buffer(-0.001)).difference(road_strips)
        if not village_cut.is_empty:
            g = g.difference(village_cut)
        if not junction_cut.is_empty:
            g = g.difference(junction_cut)
        kept += [part for part in _lines(g) if part.length > s * 0.05]
    merged = linemerge(_lines(unary_union(kept)))
    hedge_lines = _lines(merged)
    # rough areas (woods and rock patches) inside fields, clear of the hedges
    hedges_geom = unary_union(hedge_lines)
    fields = [f for f in polygonize(unary_union([*hedge_lines, lay.table.exterior]))]
    rng_fields = rng.shuffled(fields)
    n_rough = rng.randint(*d.rough_areas)
    n_woods = round(n_rough * rng.uniform(*d.woods_share))
    made = 0
    for f in rng_fields:
        if made >= n_rough:
            break
        inner = f.buffer(-s * 0.06)
        if inner.is_empty or inner.area < (s * 0.2) ** 2:
            continue
        woods = made < n_woods
        c = inner.representative_point()
        r = math.sqrt(inner.area / math.pi) * rng.uniform(0.5, 0.8)
        wood = _largest(
            blob(
                (c.x, c.y), r, r * rng.uniform(0.7, 1.0), rng.uniform(0, math.pi), rng, n=14, roughness=0.2
            ).intersection(inner)
        )
        if wood is None or wood.area < (s * 0.12) ** 2 or wood.intersects(hedges_geom):
            continue
        if not lay.fits(
            wood,
            gap=s * 0.03,
            avoid_groups=("hill", "hill_upper", "village", "farm", "woods", "rough", "lake", "building"),
        ):
            continue
        if woods:
            pid = lay.add_area("w", TerrainKind.WOODS, wood, "woods", [Feature.WOODS, Feature.ROUGH_AREAS])
        else:
            pid = lay.add_area("r", TerrainKind.ROUGH, wood, "rough", [Feature.ROUGH, Feature.ROUGH_AREAS])
        if pid is not None:
            made += 1
    if made < d.rough_areas[0]:
        raise _Retry("too few rough areas among the hedges")
    for ln in hedge_lines:
        lay.add("e", TerrainKind.HEDGE, line=ln, features=[Feature.HEDGES])
    if hedged_share(lay.pieces, lay.W, lay.D, unit * lo * 0.6, unit * hi * 1.8) < (d.hedged_share_min or 0.4):
        raise _Retry("too few hedged fields")


def _lines(geom: BaseGeometry) -> list[LineString]:
    if isinstance(geom, LineString):
        return [geom] if not geom.is_empty and geom.length > 0 else []
    return [g for g in getattr(geom, "geoms", []) if isinstance(g, LineString) and g.length > 0]


def hedged_share(
    pieces: Sequence[TerrainPiece], width: float, depth: float, least_side: float, most_side: float
) -> float:
    """The part of the board in fields enclosed by hedges (the table's edge closing those at the edge) whose size
    is a "square" of the definition: area between ``least_side``² and ``most_side``²."""
    table = box(0, 0, width, depth)
    lines = [LineString(p.line) for p in pieces if p.kind is TerrainKind.HEDGE and p.line is not None]
    if not lines:
        return 0.0
    noded = unary_union([*lines, table.exterior])
    total = 0.0
    for face in polygonize(noded):
        # a "square": its size, and square enough (not the strip between the hedges lining a road)
        compact = 4 * math.pi * face.area / (face.length**2) if face.length else 0
        if least_side**2 <= face.area <= most_side**2 and compact >= 0.45:
            total += face.area
    return total / (width * depth)


# -- the entry point ---------------------------------------------------------------------------------------------


def generate_layout(req: LayoutRequest, definitions: TerrainDefinitions) -> GeneratedLayout:
    """Lay out a table for ``req.terrain`` by its definition. Reproducible: the same request gives the same pieces.
    A layout that misses its definition (a town too small, fields too few) is tried again with a derived seed."""
    if req.width <= 0 or req.depth <= 0:
        raise ScenarioError("the table needs a width and a depth above 0")
    last: Exception | None = None
    for attempt in range(12):
        seed = req.seed if attempt == 0 else f"{req.seed}#{attempt}"
        lay = _Layout(
            LayoutRequest(**{**req.__dict__, "seed": f"{seed}:{req.terrain.value}"}), definitions[req.terrain]
        )
        try:
            _lay_out(lay)
        except _Retry as exc:
            last = exc
            continue
        return GeneratedLayout(
            tuple(lay.pieces),
            {f: tuple(v) for f, v in lay.features.items() if v},
            lay.s,
            tuple(lay.notes),
            tuple(lay.junctions),
        )
    raise ScenarioError(
        f"could not lay out a {req.terrain.label} table of {req.width:g} x {req.depth:g} ({last}); try a larger table"
    )


def _lay_out(lay: _Layout) -> None:
    terrain = lay.req.terrain
    d = lay.d
    if d.island:
        make_island(lay)
    elif lay.req.raid:
        make_landing_strip(lay, lay.req.raid_river)
    if lay.req.raid:
        # the objective first, so that it is near the defender's edge whatever else the table holds
        add_objective(lay)
    if terrain is TerrainType.CITY:
        make_city(lay)
    elif terrain is TerrainType.BOCAGE:
        make_bocage(lay)
    else:
        _standard(lay)
        share = lay.req.jungle_share
        if share is not None:
            add_jungle(lay, (share, share + 0.08))
        elif d.jungle_share is not None:
            add_jungle(lay, (d.jungle_share[0], d.jungle_share[1]))
    _check_minimums(lay)
    if d.frozen_water:
        bodies = len(lay.features[Feature.LAKES]) + len(lay.features[Feature.STREAMS])
        if bodies:
            lay.notes.append(
                f"TUNDRA: a d6 for each of the {bodies} bodies of water (1-2: vehicles can cross "
                f"the ice): {', '.join(lay.features[Feature.LAKES] + lay.features[Feature.STREAMS])}; "
                "rolled as a vehicle first reaches it, or all at once with Movement > Roll the Ice "
                "(morefire ice)"
            )


def _check_minimums(lay: _Layout) -> None:
    """A layout must hold at least the least count of each feature its definition names."""
    d = lay.d
    terrain = lay.req.terrain
    checks: list[tuple[Feature, int]] = [
        (Feature.HILLS, d.hills[0]),
        (Feature.VILLAGES, d.villages[0]),
        (Feature.STREAMS, d.streams[0]),
        (Feature.FARMS, d.farms[0]),
        (Feature.LAKES, d.lakes[0]),
    ]
    if terrain not in (TerrainType.CITY,):
        checks.append((Feature.ROADS, d.roads[0]))
    if lay.req.jungle_share is None and terrain not in (TerrainType.BOCAGE, TerrainType.CITY):
        checks.append((Feature.ROUGH_AREAS, d.rough_areas[0] + d.woods[0] + d.rough[0]))
    if d.hills_or_rough != (0, 0):
        have = len(lay.features[Feature.HILLS]) + len(lay.features[Feature.ROUGH_AREAS])
        if have < d.hills_or_rough[0]:
            raise _Retry(f"{have} hills and rough areas, fewer than {d.hills_or_rough[0]}")
    if d.junctions[0] and terrain in (TerrainType.FARMLAND, TerrainType.BOCAGE):
        checks.append((Feature.CROSSROADS, d.junctions[0]))
    for feature, least in checks:
        if len(lay.features[feature]) < least:
            raise _Retry(f"{len(lay.features[feature])} {feature.value}, fewer than {least}")
