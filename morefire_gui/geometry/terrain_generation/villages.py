"""Villages, farms and their buildings, along the roads."""

from __future__ import annotations

import math

from shapely.geometry import LineString, Point, Polygon

from morefire_gui.geometry.shapes import XY
from morefire_gui.geometry.terrain_generation import names
from morefire_gui.geometry.terrain_generation.layout import Area, Feature, Layout, blob, rectangle
from morefire_gui.model.terms import StandsFor, TerrainKind


def road_direction_near(lay: Layout, p: XY) -> tuple[LineString | None, float]:
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


def place_buildings(lay: Layout, area: Polygon, n: tuple[int, int], size: float, along_roads: bool = True) -> list[str]:
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
        lay.areas.append(Area(Polygon(lay.pieces[-1].polygon), TerrainKind.BUILDING, "building", bid))
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
    angle = road_direction_near(lay, (area.centroid.x, area.centroid.y))[1]
    while len(ids) < want and tries < 80:
        tries += 1
        centre = lay.random_point(inner)
        length = size * rng.uniform(0.9, 1.4)
        depth = size * rng.uniform(0.6, 0.85)
        ang = angle + (math.pi / 2 if rng.chance(0.4) else 0) + rng.uniform(-0.08, 0.08)
        try_add(rectangle(centre, length, depth, ang))
    return ids


def add_village(
    lay: Layout,
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
            name=name or (names.FARM if farm else names.VILLAGE),
            stands_for=StandsFor.FARM if farm else None,
        )
        if vid is None:
            continue
        houses = place_buildings(lay, poly, buildings, lay.s * (0.09 if farm else 0.1))
        if not houses:
            # a village has houses: lay one in it, away from the roads
            place_buildings(lay, poly, (1, 1), lay.s * 0.08, along_roads=False)
        return vid
    return None


def add_farms(lay: Layout, n: int) -> None:
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
            vid = lay.add_area(
                "v", TerrainKind.VILLAGE, poly, "farm", [Feature.FARMS], name=names.FARM, stands_for=StandsFor.FARM
            )
            if vid is not None:
                place_buildings(lay, poly, (1, 3), lay.s * 0.085, along_roads=False)
                break
