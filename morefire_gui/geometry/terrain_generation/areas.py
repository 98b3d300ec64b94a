"""Hills (their levels one on another), woods, rock patches and lakes."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from shapely.geometry import Polygon

from morefire_gui.geometry.shapes import XY
from morefire_gui.geometry.terrain_generation.layout import Area, Feature, Layout, blob, largest_polygon
from morefire_gui.model.terms import TerrainKind


def add_hill(lay: Layout, levels: int, size: float, **fit: Any) -> str | None:
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
            cut = largest_polygon(cand.intersection(below.buffer(-lay.s * 0.07)))
            if cut is not None and cut.area > below.area * 0.12:
                inner = cut.simplify(0.02)
                break
        if inner is None or not isinstance(inner, Polygon):
            break
        pid = lay.add("h", TerrainKind.HILL, polygon=inner, features=[Feature.HILL_PIECES], level=level)
        if pid is None:
            break
        lay.areas.append(Area(Polygon(lay.pieces[-1].polygon), TerrainKind.HILL, "hill_upper", pid))
        below = Polygon(lay.pieces[-1].polygon)
    return hid


def add_patch(
    lay: Layout,
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
    lay: Layout, n: int, woods_share: tuple[float, float], on_hills: bool, size_scale: float = 1.0
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
