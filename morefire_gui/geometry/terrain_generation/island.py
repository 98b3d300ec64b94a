"""The island (ISLAND, TARAWA) and a raid's landing strip and objective."""

from __future__ import annotations

import math

from shapely.geometry import Polygon, box
from shapely.geometry.base import BaseGeometry

from morefire_gui.geometry.terrain_generation import names
from morefire_gui.geometry.terrain_generation.layout import (
    Area,
    Feature,
    Layout,
    Retry,
    blob,
    largest_polygon,
    polygon_coords,
    polygons_of,
    rectangle,
)
from morefire_gui.geometry.terrain_generation.villages import road_direction_near
from morefire_gui.model.terms import Edge, StandsFor, TerrainKind


def make_island(lay: Layout) -> None:
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
    outer = largest_polygon(outer.buffer(0)) or box(sea, sea, lay.W - sea, lay.D - sea)
    land = largest_polygon(outer.buffer(-beach)) or outer
    water = lay.table.difference(outer)
    sand = outer.difference(land)
    for part in _halves(lay, water):
        lay.add_area("wt", TerrainKind.WATER, part, "sea", [Feature.SEA], name=names.SEA)
    for part in _halves(lay, sand):
        lay.add_area("bc", TerrainKind.BEACH, part, "beach", [Feature.BEACH], name=names.BEACH)
    lay.coast = outer
    lay.land = Polygon(polygon_coords(land)).buffer(-s * 0.02)
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
            lay.add_area("wt", TerrainKind.WATER, geom, "lake", [Feature.LAGOON], name=names.LAGOON)


def _halves(lay: Layout, ring: BaseGeometry) -> list[Polygon]:
    """A ring round the table cut in two (a polygon with a hole cannot be one piece), north and south of the
    table's middle line, so that the cuts are short."""
    out = []
    for half in (box(-1, -1, lay.W + 1, lay.D / 2), box(-1, lay.D / 2, lay.W + 1, lay.D + 1)):
        for part in polygons_of(ring.intersection(half)):
            mended = largest_polygon(part.buffer(0))
            if mended is not None and mended.area > 1e-3:
                out.append(mended)
    return out


def make_landing_strip(lay: Layout, river: bool) -> None:
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

    # the raid's own pieces, not the terrain type's (stands_for)
    water = (
        [("rv", TerrainKind.RIVER, strip(0, water_d), "sea", Feature.SEA, names.LANDING_RIVER)]
        if river
        else [
            ("wt", TerrainKind.WATER, strip(0, water_d), "sea", Feature.SEA, names.SEA),
            ("bc", TerrainKind.BEACH, strip(water_d, water_d + beach_d), "beach", Feature.BEACH, names.LANDING_BEACH),
        ]
    )
    for prefix, kind, geom, group, feature, name in water:
        lay.add_area(prefix, kind, geom, group, [feature], name=name, stands_for=StandsFor.RAID_LANDING)
    lay.land = lay.table.difference(strip(0, water_d + beach_d + s * 0.02))


def add_objective(lay: Layout) -> None:
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
        vid = lay.add_area(
            "v", TerrainKind.VILLAGE, compound, "village", [], name=names.COMPOUND, stands_for=StandsFor.RAID_OBJECTIVE
        )
        if vid is None:
            continue
        ang = road_direction_near(lay, c)[1] if relax else rng.uniform(-0.3, 0.3)
        main = rectangle(c, s * 0.22, s * 0.14, ang)
        bid = lay.add(
            "b",
            TerrainKind.BUILDING,
            polygon=main,
            features=[Feature.BUILDINGS, Feature.OBJECTIVE],
            name=names.OBJECTIVE,
            stands_for=StandsFor.RAID_OBJECTIVE,
        )
        if bid is not None:
            lay.areas.append(Area(Polygon(lay.pieces[-1].polygon), TerrainKind.BUILDING, "building", bid))
            return
    raise Retry("no room for the raid objective")
