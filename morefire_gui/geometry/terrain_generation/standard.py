"""The ordinary terrain types (Hilly, Farmland, Steppes, Desert, Mountains, Tundra, Jungle and the Island's inland):
village sites, roads through them, and the areas of the definition."""

from __future__ import annotations

import math

from shapely.geometry import Polygon, box
from shapely.geometry.base import BaseGeometry
from shapely.ops import unary_union

from morefire_gui.geometry.shapes import XY
from morefire_gui.geometry.terrain_generation import names
from morefire_gui.geometry.terrain_generation.areas import add_hill, add_patch, add_rough_areas
from morefire_gui.geometry.terrain_generation.layout import Feature, Layout, count_of, fill_to, rectangle
from morefire_gui.geometry.terrain_generation.roads import build_roads, build_streams
from morefire_gui.geometry.terrain_generation.villages import add_farms, add_village
from morefire_gui.model.terms import TerrainKind
from morefire_gui.rules.scenario.terms import TerrainType
from morefire_gui.rules.terrain_types import Crossing


def sites_for(lay: Layout, n: int, spread: float = 0.6, region: BaseGeometry | None = None) -> list[XY]:
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


def lay_out_standard(lay: Layout) -> None:
    """Hilly, Farmland, Steppes, Desert, Mountains, Tundra, Jungle and the Island's inland: lakes, then roads through
    the village sites, villages (at the junctions where the definition puts them), streams, farms, hills, rough
    areas, dunes, swamps, crops."""
    d, rng, s = lay.d, lay.rng, lay.s
    terrain = lay.req.terrain
    n_roads = rng.randint(*d.roads_to_lay())
    n_villages = rng.randint(*d.villages)
    junction_villages = d.junctions != (0, 0)
    n_junctions = rng.randint(*d.junctions) if n_roads >= 2 else 0
    if terrain is TerrainType.STEPPES and n_roads >= 2:
        n_junctions = max(1, n_junctions)  # STEPPES: "1-3 roads, junctions"
    n_sites = max(n_junctions, n_villages) if n_roads else 0
    sites = sites_for(lay, n_sites)
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
            name=names.FROZEN_LAKE if d.frozen_water else names.LAKE,
            gap=s * 0.25,
        )
    build_roads(lay, n_roads, sites, exits=d.road_exits)
    # villages: at the junctions (Farmland's "junctions with houses", Bocage), then at the other sites
    village_sites = list(lay.junctions) if junction_villages else []
    village_sites += [p for p in sites if p not in village_sites]
    want = len(lay.junctions) if junction_villages else n_villages
    if not n_roads:
        village_sites = sites_for(lay, n_villages)
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
    fill_to(lay, Feature.HILLS, least_hills, lambda k: add_hill(lay, rng.randint(*d.hill_levels), s * hill_size[0] * k))
    # woods and rock patches on their own (City's woods, Tundra's forests, the Desert's oasis)
    for _ in range(rng.randint(*d.woods)):
        add_patch(
            lay,
            TerrainKind.WOODS,
            "woods",
            s * rng.uniform(0.55, 0.9),
            [Feature.WOODS, Feature.ROUGH_AREAS],
            "w",
            name=names.OASIS if terrain is TerrainType.DESERT else None,
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
        target = count_of(lay, Feature.ROUGH_AREAS) + n_rough
        add_rough_areas(lay, n_rough, d.woods_share, on_hills)
        fill_to(
            lay,
            Feature.ROUGH_AREAS,
            target,
            lambda k: add_rough_areas(
                lay, target - count_of(lay, Feature.ROUGH_AREAS), d.woods_share, on_hills, size_scale=k
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
            name=names.SAND_DUNES,
        )
    for _ in range(rng.randint(*d.swamps)):
        add_patch(lay, TerrainKind.SWAMP, "swamp", s * rng.uniform(0.4, 0.6), [Feature.SWAMPS], "sw")
    if d.crops != (0, 0) and lay.req.season in d.crops_seasons:
        for _ in range(rng.randint(*d.crops)):
            add_crops(lay)


def _point_on_roads(lay: Layout) -> XY:
    _, road = lay.rng.choice(lay.roads)
    p = road.interpolate(lay.rng.uniform(0.2, 0.8) * road.length)
    return (p.x, p.y)


def add_crops(lay: Layout) -> str | None:
    rng = lay.rng

    def make(c: XY, sz: float) -> Polygon:
        poly = rectangle(c, sz, sz * rng.uniform(0.55, 0.85), rng.uniform(-0.3, 0.3))
        return Polygon(
            [(x + rng.uniform(-0.3, 0.3), y + rng.uniform(-0.3, 0.3)) for x, y in list(poly.exterior.coords)[:-1]]
        )

    geom = lay.place(make, lay.s * rng.uniform(0.6, 0.95))
    if geom is None:
        return None
    return lay.add_area("c", TerrainKind.CROPS, geom, "crops", [Feature.CROPS], name=names.CROPS)
