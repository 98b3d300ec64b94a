"""Roads, streams and their crossings: roads that join up and leave by road exits, streams with bridges where roads
cross them and fords on them."""

from __future__ import annotations

import math
from collections.abc import Sequence

import shapely
from shapely.geometry import LineString, Point
from shapely.geometry.base import BaseGeometry
from shapely.ops import unary_union

from morefire_gui.geometry.shapes import XY
from morefire_gui.geometry.terrain_generation import names
from morefire_gui.geometry.terrain_generation.layout import (
    Feature,
    Layout,
    Retry,
    as_xy,
    chaikin,
    points_of,
    rounded,
    wander,
)
from morefire_gui.model.terms import Edge, TerrainKind
from morefire_gui.rules.terrain_types import Crossing

_OPPOSITE = {Edge.NORTH: Edge.SOUTH, Edge.SOUTH: Edge.NORTH, Edge.EAST: Edge.WEST, Edge.WEST: Edge.EAST}


def _route(
    lay: Layout, anchors: Sequence[XY], start_edge: Edge | None, end_edge: Edge | None, wiggle: float, smooth: int = 2
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


def _edges_for(lay: Layout) -> list[Edge]:
    """The table's edges, the long axis first."""
    return (
        [Edge.WEST, Edge.EAST, Edge.NORTH, Edge.SOUTH]
        if lay.W >= lay.D
        else [Edge.NORTH, Edge.SOUTH, Edge.WEST, Edge.EAST]
    )


def _ok_line(lay: Layout, line: LineString, keep_out: BaseGeometry | None) -> bool:
    if not line.is_valid or not line.is_simple:
        return False
    inside = line.intersection(lay.table)
    if inside.length < line.length - 1e-6:
        return False
    return not (keep_out is not None and not keep_out.is_empty and line.intersects(keep_out))


def build_roads(lay: Layout, n_roads: int, sites: Sequence[XY], exits: bool = True) -> list[XY]:
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
        raise Retry("no room for the first road")
    lay.roads.append(("", main))
    ends: list[tuple[XY, Edge | None]] = [(as_xy(main.coords[0]), long_a), (as_xy(main.coords[-1]), long_b)]
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
                j = as_xy(coords[rng.randint(lo, min(hi, len(coords) - 2))])
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
                pts = points_of(hit) if not hit.is_empty else []
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
            ends.append((as_xy(line.coords[0]), edge))
            if through:
                ends.append((as_xy(line.coords[-1]), end_edge))
            placed = True
            break
        if not placed:
            break
    # pieces
    named: list[tuple[str, LineString]] = []
    for _, line in lay.roads:
        rid = lay.add("rd", TerrainKind.ROAD, line=line, features=[Feature.ROADS], width=rounded(lay.road_width))
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
    lay: Layout,
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
                    hits += points_of(inter)
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
                crossings = sum(len(points_of(line.intersection(r))) for _, r in lay.roads)
                beside = line.intersection(lay.road_union(lay.s * 0.08))
                if beside.length > lay.s * (0.2 + 0.45 * crossings):
                    continue
            for _, road in lay.roads:
                pts = points_of(line.intersection(road))
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
                width=rounded(width),
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
    def direction(line: LineString) -> XY:
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
        return names.UNFORDABLE_RIVER if kind is TerrainKind.RIVER else names.UNFORDABLE_STREAM
    if crossing is Crossing.FORDS_AND_BRIDGES:
        return names.FORDS_AND_BRIDGES
    return None
