"""The entry point: a layout for a request, tried again with a derived seed when it misses its definition."""

from __future__ import annotations

from morefire_gui.geometry.terrain_generation.bocage import make_bocage
from morefire_gui.geometry.terrain_generation.city import make_city
from morefire_gui.geometry.terrain_generation.island import add_objective, make_island, make_landing_strip
from morefire_gui.geometry.terrain_generation.jungle import add_jungle
from morefire_gui.geometry.terrain_generation.layout import Feature, GeneratedLayout, Layout, LayoutRequest, Retry
from morefire_gui.geometry.terrain_generation.standard import lay_out_standard
from morefire_gui.model.numbers import MAX_PROPORTION
from morefire_gui.rules.scenario.terms import ScenarioError, TerrainType
from morefire_gui.rules.terrain_types import TerrainDefinitions


def proportion_problem(width: float, depth: float) -> str | None:
    """Why a table of ``width`` by ``depth`` cannot be generated for its proportions, or None when it can."""
    long, short = max(width, depth), min(width, depth)
    if short > 0 and long <= short * MAX_PROPORTION:
        return None
    times = f"{long / short:,.4g} times" if short > 0 else "with no depth"
    return (
        f"a generated table is at most {MAX_PROPORTION:g} times as long as it is deep, and this one, {width:g} x "
        f"{depth:g}, is {times}; lay such a table by hand"
    )


def generate_layout(req: LayoutRequest, definitions: TerrainDefinitions) -> GeneratedLayout:
    """Lay out a table for ``req.terrain`` by its definition. Reproducible: the same request gives the same pieces.
    A layout that misses its definition (a town too small, fields too few) is tried again with a derived seed."""
    if req.width <= 0 or req.depth <= 0:
        raise ScenarioError("the table needs a width and a depth above 0")
    problem = proportion_problem(req.width, req.depth)
    if problem is not None:
        raise ScenarioError(problem)
    last: Exception | None = None
    for attempt in range(12):
        seed = req.seed if attempt == 0 else f"{req.seed}#{attempt}"
        lay = Layout(LayoutRequest(**{**req.__dict__, "seed": f"{seed}:{req.terrain.value}"}), definitions[req.terrain])
        try:
            _lay_out(lay)
        except Retry as exc:
            last = exc
            continue
        return GeneratedLayout(
            tuple(lay.pieces),
            {f: tuple(v) for f, v in lay.features.items() if v},
            lay.s,
            (),
            tuple(lay.junctions),
            tuple(lay.features[Feature.LAKES] + lay.features[Feature.STREAMS]) if lay.d.frozen_water else (),
        )
    raise ScenarioError(
        f"could not lay out a {req.terrain.label} table of {req.width:g} x {req.depth:g} ({last}); try a larger table"
    )


def _lay_out(lay: Layout) -> None:
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
        lay_out_standard(lay)
        share = lay.req.jungle_share
        if share is not None:
            add_jungle(lay, (share, share + 0.08))
        elif d.jungle_share is not None:
            add_jungle(lay, (d.jungle_share[0], d.jungle_share[1]))
    _check_minimums(lay)


def _check_minimums(lay: Layout) -> None:
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
    checks.append((Feature.ROADS, d.roads[0]))
    if lay.req.jungle_share is None and terrain not in (TerrainType.BOCAGE, TerrainType.CITY):
        checks.append((Feature.ROUGH_AREAS, d.rough_areas[0] + d.woods[0] + d.rough[0]))
    if d.hills_or_rough != (0, 0):
        have = len(lay.features[Feature.HILLS]) + len(lay.features[Feature.ROUGH_AREAS])
        if have < d.hills_or_rough[0]:
            raise Retry(f"{have} hills and rough areas, fewer than {d.hills_or_rough[0]}")
    if d.junctions[0] and terrain in (TerrainType.FARMLAND, TerrainType.BOCAGE):
        checks.append((Feature.CROSSROADS, d.junctions[0]))
    for feature, least in checks:
        if len(lay.features[feature]) < least:
            raise Retry(f"{len(lay.features[feature])} {feature.value}, fewer than {least}")
