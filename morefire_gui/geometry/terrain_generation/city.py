"""The city: town blocks between streets, their buildings and rubble."""

from __future__ import annotations

import math

from shapely import affinity
from shapely.geometry import LineString, Polygon, box
from shapely.geometry.base import BaseGeometry

from morefire_gui.geometry.shapes import XY
from morefire_gui.geometry.terrain_generation import names
from morefire_gui.geometry.terrain_generation.areas import add_hill, add_patch
from morefire_gui.geometry.terrain_generation.layout import (
    Area,
    Feature,
    Layout,
    Retry,
    as_xy,
    blob,
    count_of,
    fill_to,
    largest_polygon,
    points_of,
    rounded,
)
from morefire_gui.geometry.terrain_generation.roads import build_streams
from morefire_gui.model.terms import TerrainKind
from morefire_gui.rules.terrain_types import Crossing


def make_city(lay: Layout) -> None:
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
            width=rounded(street * (1.2 if through else 1.0)),
            name=names.MAIN_ROAD if through else names.STREET,
        )
        if rid is not None:
            lay.roads.append((rid, LineString(lay.pieces[-1].line)))
    # crossroads where the through roads meet; exits where they leave
    throughs = [ln for ln, t in lines if t]
    for i, a in enumerate(throughs):
        for b in throughs[i + 1 :]:
            for p in points_of(a.intersection(b)):
                lay.add("x", TerrainKind.CROSSROAD, at=p, features=[Feature.CROSSROADS])
                lay.junctions.append(p)
    for ln in throughs:
        for x, y in (as_xy(ln.coords[0]), as_xy(ln.coords[-1])):
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
            part = largest_polygon(poly)
            if part is None or part.area < (s * 0.15) ** 2:
                continue
            blocks.append(part.simplify(0.01))
    order = rng.shuffled(range(len(blocks)))
    n_parks = rng.randint(*d.woods)
    parks = set(order[:n_parks]) if len(blocks) > 6 else set()
    built_area = 0.0
    for k, poly in enumerate(blocks):
        if k in parks:
            lay.add_area("w", TerrainKind.WOODS, poly.buffer(-s * 0.03), "woods", [Feature.WOODS], name=names.PARK)
            continue
        vid = lay.add_area("v", TerrainKind.VILLAGE, poly, "town", [Feature.TOWN_BLOCKS], name=names.TOWN_BLOCK)
        if vid is None:
            continue
        built_area += Polygon(lay.pieces[-1].polygon).area
        _block_buildings(lay, poly, angle)
    if built_area < share * lay.W * lay.D:
        raise Retry("the town is too small")
    # rubble in the town and rock outside it: 5-10 rough
    n_rough = rng.randint(*d.rough)
    town_blocks = [a for a in lay.areas if a.group == "town"]
    for k in range(n_rough):
        if k < n_rough // 2 and town_blocks:
            _rubble(lay, rng.choice(town_blocks))
        else:
            add_patch(lay, TerrainKind.ROUGH, "rough", s * rng.uniform(0.3, 0.45), [Feature.ROUGH], "r", roughness=0.3)
    fill_to(
        lay,
        Feature.ROUGH,
        d.rough[0],
        lambda sc: add_patch(lay, TerrainKind.ROUGH, "rough", s * 0.3 * sc, [Feature.ROUGH], "r"),
    )
    if count_of(lay, Feature.ROUGH) < d.rough[0]:
        raise Retry("too little rough")
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
        raise Retry("too little of the board is built up")


def _block_buildings(lay: Layout, poly: BaseGeometry, angle: float) -> None:
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
        g = largest_polygon(geom)
        if g is None or g.area < (s * 0.03) ** 2:
            continue
        bid = lay.add("b", TerrainKind.BUILDING, polygon=g, features=[Feature.BUILDINGS])
        if bid is not None:
            lay.areas.append(Area(Polygon(lay.pieces[-1].polygon), TerrainKind.BUILDING, "building", bid))


def _rubble(lay: Layout, block: Area) -> None:
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
        lay.add_area("r", TerrainKind.ROUGH, g, "rubble", [Feature.ROUGH], name=names.RUBBLE)
        return
