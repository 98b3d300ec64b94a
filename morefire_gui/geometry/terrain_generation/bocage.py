"""Normandy bocage: fields enclosed by hedges."""

from __future__ import annotations

import math
from collections.abc import Sequence

from shapely.geometry import LineString, Point, Polygon, box
from shapely.ops import linemerge, polygonize, unary_union

from morefire_gui.geometry.shapes import XY
from morefire_gui.geometry.terrain_generation.areas import add_hill
from morefire_gui.geometry.terrain_generation.layout import (
    Feature,
    Layout,
    Retry,
    blob,
    fill_to,
    largest_polygon,
    lines_of,
)
from morefire_gui.geometry.terrain_generation.roads import build_roads, build_streams
from morefire_gui.geometry.terrain_generation.standard import sites_for
from morefire_gui.geometry.terrain_generation.villages import add_village
from morefire_gui.model.battle import TerrainPiece
from morefire_gui.model.terms import TerrainKind


def make_bocage(lay: Layout) -> None:
    """NORMANDY BOCAGE: 3+ roads lined with hedges, villages at the junctions, 1-3 hills, 3-7 rough areas, 1-3
    fordable streams, and hedges making 6-12" squares over at least 40% of the board."""
    d, rng, s = lay.d, lay.rng, lay.s
    n_roads = rng.randint(*d.roads_to_lay())
    n_junctions = rng.randint(*d.junctions)
    sites = sites_for(lay, n_junctions)
    build_roads(lay, n_roads, sites, exits=True)
    for site in lay.junctions or sites:
        add_village(lay, site, s * rng.uniform(0.28, 0.36), (3, 6))
    build_streams(lay, rng.randint(*d.streams), TerrainKind.STREAM, lay.stream_width, d.crossing, d.fords_per_stream)
    for _ in range(rng.randint(*d.hills)):
        add_hill(lay, 1, s * rng.uniform(0.7, 1.0))
    fill_to(lay, Feature.HILLS, d.hills[0], lambda k: add_hill(lay, 1, s * 0.7 * k))
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
            for part in lines_of(off):
                lining.append(part)
    kept: list[LineString] = []
    for seg in segments:
        g = seg.difference(corridor) if not corridor.is_empty else seg
        if not village_cut.is_empty:
            g = g.difference(village_cut)
        kept += [ln for ln in lines_of(g) if ln.length > s * 0.05]
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
        kept += [part for part in lines_of(g) if part.length > s * 0.05]
    merged = linemerge(lines_of(unary_union(kept)))
    hedge_lines = lines_of(merged)
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
        wood = largest_polygon(
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
        raise Retry("too few rough areas among the hedges")
    for ln in hedge_lines:
        lay.add("e", TerrainKind.HEDGE, line=ln, features=[Feature.HEDGES])
    if hedged_share(lay.pieces, lay.W, lay.D, unit * lo * 0.6, unit * hi * 1.8) < (d.hedged_share_min or 0.4):
        raise Retry("too few hedged fields")


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
