"""Jungle over a share of the board."""

from __future__ import annotations

import math

from shapely.geometry import Point, Polygon, box
from shapely.geometry.base import BaseGeometry
from shapely.ops import unary_union

from morefire_gui.geometry.terrain_generation.layout import Feature, Layout, Retry, blob, polygons_of
from morefire_gui.model.terms import TerrainKind


def add_jungle(lay: Layout, share: tuple[float, float]) -> None:
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
    for part in polygons_of(grown):
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
        raise Retry("jungle short of its share")


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
        for p in polygons_of(half):
            out += _without_holes(p)
    return out
