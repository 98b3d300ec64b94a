"""Generated tables checked against the scenario text's Terrain Definitions, for many seeds: the counts and kinds of
pieces, the coverage each definition asks for, nothing overlapping where it should not, everything on the table,
roads that join up and leave by road exits, bridges where roads cross streams, fords on streams."""

from __future__ import annotations

import math
import os

import pytest
from shapely.geometry import LineString, Point, Polygon, box
from shapely.ops import polygonize, unary_union

from morefire_gui.geometry.terrain_generation import (
    Feature,
    GeneratedLayout,
    LayoutRequest,
    generate_layout,
    layout_foot,
)
from morefire_gui.model.battle import TerrainPiece
from morefire_gui.model.terms import Edge, TerrainKind
from morefire_gui.rules.scenario.terms import Season, TerrainType
from morefire_gui.session.terrain_counts import count_table

SEEDS = range(int(os.environ.get("MOREFIRE_LAYOUT_SEEDS", "8")))  # more: MOREFIRE_LAYOUT_SEEDS=60
W, D = 72.0, 48.0


def make(tables, terrain: TerrainType, seed: int, **kw) -> GeneratedLayout:  # type: ignore[no-untyped-def]
    args = dict(terrain=terrain, width=W, depth=D, yards_per_unit=50.0, seed=seed, season=Season.SUMMER)
    args.update(kw)
    return generate_layout(LayoutRequest(**args), tables.terrain_types)


def shape(p: TerrainPiece):  # type: ignore[no-untyped-def]
    if p.polygon is not None:
        return Polygon(p.polygon)
    if p.line is not None:
        return LineString(p.line)
    return Point(p.at)


def of(lay: GeneratedLayout, *kinds: TerrainKind) -> list[TerrainPiece]:
    return [p for p in lay.pieces if p.kind in kinds]


def n(lay: GeneratedLayout, feature: Feature) -> int:
    return len(lay.ids(feature))


def pieces_of(lay: GeneratedLayout, feature: Feature) -> list[TerrainPiece]:
    ids = set(lay.ids(feature))
    return [p for p in lay.pieces if p.id in ids]


# -- what every table must be ----------------------------------------------------------------------------------------
def check_common(lay: GeneratedLayout, width: float = W, depth: float = D) -> None:
    table = box(0, 0, width, depth)
    ids = [p.id for p in lay.pieces]
    assert len(ids) == len(set(ids)), "ids are unique"
    # inside the table
    for p in lay.pieces:
        g = shape(p)
        assert table.buffer(1e-6).covers(g), f"{p.id} ({p.kind.value}) leaves the table"
    # areas do not overlap, but for what the definitions allow
    areas = [
        p
        for p in lay.pieces
        if p.polygon is not None
        and p.kind is not TerrainKind.BUILDING
        and not (p.kind is TerrainKind.HILL and (p.level or 1) > 1)
    ]
    for i, a in enumerate(areas):
        ga = Polygon(a.polygon)
        for b in areas[i + 1 :]:
            gb = Polygon(b.polygon)
            overlap = ga.intersection(gb).area
            if overlap < 1e-3:
                continue
            pair = {a.kind, b.kind}
            inside = min((ga, gb), key=lambda g: g.area).buffer(-1e-3).within(max((ga, gb), key=lambda g: g.area))
            # rough areas on hills (hilly country, mountains, islands), rubble in a town block
            if TerrainKind.HILL in pair and pair & {TerrainKind.WOODS, TerrainKind.ROUGH} and inside:
                continue
            if pair == {TerrainKind.ROUGH, TerrainKind.VILLAGE} and inside:
                continue
            pytest.fail(f"{a.id} ({a.kind.value}) and {b.id} ({b.kind.value}) overlap by {overlap:.2f}")
    # upper hill levels stand on the level below
    for p in of(lay, TerrainKind.HILL):
        if (p.level or 1) > 1:
            below = [
                q
                for q in of(lay, TerrainKind.HILL)
                if q.level == p.level - 1 and Polygon(q.polygon).buffer(1e-3).contains(Polygon(p.polygon))
            ]
            assert below, f"hill {p.id} (level {p.level}) stands on no level-{p.level - 1} hill"
    # buildings stand in villages (or town blocks), apart from each other
    villages = [Polygon(p.polygon) for p in of(lay, TerrainKind.VILLAGE)]
    buildings = [Polygon(p.polygon) for p in of(lay, TerrainKind.BUILDING)]
    for bp, b in zip(of(lay, TerrainKind.BUILDING), buildings):
        assert any(v.buffer(1e-3).contains(b) for v in villages), f"building {bp.id} is in no village"
    for i, a in enumerate(buildings):
        assert all(a.intersection(b).area < 1e-6 for b in buildings[i + 1 :])
    # roads keep off hills, woods, rough, water, crops and buildings; they join up
    roads = [LineString(p.line) for p in of(lay, TerrainKind.ROAD)]
    blockers = [
        p
        for p in lay.pieces
        if p.kind
        in (
            TerrainKind.HILL,
            TerrainKind.WOODS,
            TerrainKind.ROUGH,
            TerrainKind.WATER,
            TerrainKind.CROPS,
            TerrainKind.BUILDING,
            TerrainKind.JUNGLE,
            TerrainKind.SWAMP,
        )
    ]
    for rp, r in zip(of(lay, TerrainKind.ROAD), roads):
        for q in blockers:
            assert r.intersection(Polygon(q.polygon)).length < 0.05, f"road {rp.id} runs through {q.id}"
    if roads:
        joined, rest = [roads[0]], roads[1:]
        while rest:
            nxt = [r for r in rest if any(r.distance(j) < 1e-3 for j in joined)]
            assert nxt, "the roads are not all joined"
            joined += nxt
            rest = [r for r in rest if r not in nxt]
    # road exits are road ends on the table edge
    for ex in of(lay, TerrainKind.ROAD_EXIT):
        x, y = ex.at
        assert min(x, y, width - x, depth - y) < 1e-6
        assert any(min(math.dist(ex.at, r.coords[0]), math.dist(ex.at, r.coords[-1])) < 0.02 for r in roads)
    # streams: bridges where roads cross them, fords on them, crossroads on two roads
    streams = [LineString(p.line) for p in of(lay, TerrainKind.STREAM, TerrainKind.RIVER) if p.line is not None]
    bridges = [Point(p.at) for p in of(lay, TerrainKind.BRIDGE)]
    for s in streams:
        for r in roads:
            hit = s.intersection(r)
            for pt in getattr(hit, "geoms", [hit]) if not hit.is_empty else []:
                assert any(pt.distance(b) < 0.02 for b in bridges), "a road crosses a stream with no bridge"
    for b in bridges:
        assert any(b.distance(s) < 0.02 for s in streams) and any(b.distance(r) < 0.02 for r in roads)
    for f in of(lay, TerrainKind.FORD):
        assert any(Point(f.at).distance(s) < 0.02 for s in streams)
    for x in of(lay, TerrainKind.CROSSROAD):
        assert sum(Point(x.at).distance(r) < 0.02 for r in roads) >= 2
    # streams keep out of villages, hills and woods
    for s in streams:
        for q in of(lay, TerrainKind.HILL, TerrainKind.WOODS, TerrainKind.BUILDING):
            assert s.intersection(Polygon(q.polygon)).length < 0.05, f"a stream runs through {q.id}"


def between(value: int, low: int, high: int) -> bool:
    return low <= value <= high


def check_counts(tables, lay: GeneratedLayout, terrain: TerrainType, season: Season = Season.SUMMER) -> None:  # type: ignore[no-untyped-def]
    """The pieces counted against the definition as a table laid by hand is (Placement complete): none missing or
    too many."""
    counted = count_table(lay.pieces, terrain, tables.terrain_types[terrain], season)
    assert counted.counts and not counted.problems()


# -- the definitions --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", SEEDS)
def test_city(tables, seed: int) -> None:
    # "At least 30% of the board will contain some buildings. Scatter 5-10 pieces of rough terrain on the board.
    #  Optional terrain includes: up to 2 woods areas, up to 2 hills, up to 2 streams/ rivers and any number of
    #  roads, crossroads, bridges and road exits."
    lay = make(tables, TerrainType.CITY, seed)
    check_common(lay)
    buildings = [Polygon(p.polygon) for p in of(lay, TerrainKind.BUILDING)]
    built = unary_union(
        [
            Polygon(p.polygon)
            for p in of(lay, TerrainKind.VILLAGE)
            if any(Polygon(p.polygon).buffer(1e-3).contains(b) for b in buildings)
        ]
    )
    assert built.area / (W * D) >= 0.30
    check_counts(tables, lay, TerrainType.CITY)  # 5-10 rough, at most 2 woods, 2 hills, 2 streams
    assert of(lay, TerrainKind.ROAD_EXIT) and of(lay, TerrainKind.CROSSROAD)


@pytest.mark.parametrize("seed", SEEDS)
def test_desert(tables, seed: int) -> None:
    # "Terrain is flat with 3-4 hills, sand dunes, optional. Other optional terrain includes a woods patch (oasis),
    #  a small village and a road."
    lay = make(tables, TerrainType.DESERT, seed)
    check_common(lay)
    check_counts(tables, lay, TerrainType.DESERT)  # 3-4 hills, at most an oasis, a village, a road
    assert not of(lay, TerrainKind.STREAM, TerrainKind.RIVER, TerrainKind.WATER)
    assert all(p.name == "Sand dunes" for p in of(lay, TerrainKind.ROUGH))


@pytest.mark.parametrize("seed", SEEDS)
def test_farmland(tables, seed: int) -> None:
    # "Use roads, 1-2 junctions with houses, 1-3 fordable streams/ rivers, several isolated farms, and 8-12 hills
    #  and/or rough areas."
    lay = make(tables, TerrainType.FARMLAND, seed)
    check_common(lay)
    villages = [Polygon(p.polygon) for p in pieces_of(lay, Feature.VILLAGES)]
    junctions = of(lay, TerrainKind.CROSSROAD)
    assert between(len(junctions), 1, 2)
    assert all(any(v.contains(Point(j.at)) for v in villages) for j in junctions), "a junction without houses"
    streams = of(lay, TerrainKind.STREAM)
    assert between(len(streams), 1, 3) and not of(lay, TerrainKind.RIVER)
    check_counts(tables, lay, TerrainType.FARMLAND)  # junctions, streams, farms, 8-12 hills and rough areas


@pytest.mark.parametrize("seed", SEEDS)
def test_hilly(tables, seed: int) -> None:
    # "2-5 hills, 10-20 rough areas, 2-3 villages, 1-3 roads with exits, and 1-3 streams/ rivers which can only be
    #  crossed at specific fords and bridges."
    lay = make(tables, TerrainType.HILLY, seed)
    check_common(lay)
    check_counts(tables, lay, TerrainType.HILLY)  # 2-5 hills, 10-20 rough areas, 2-3 villages, 1-3 roads, streams
    roads = of(lay, TerrainKind.ROAD)
    exits = [Point(p.at) for p in of(lay, TerrainKind.ROAD_EXIT)]
    assert all(any(e.distance(LineString(r.line)) < 0.02 for e in exits) for r in roads), "a road with no exit"
    streams = of(lay, TerrainKind.STREAM)
    crossings = [Point(p.at) for p in of(lay, TerrainKind.FORD, TerrainKind.BRIDGE)]
    for s in streams:
        assert any(c.distance(LineString(s.line)) < 0.02 for c in crossings), "a stream with no crossing"
        assert "fords and bridges" in (s.name or "")


@pytest.mark.parametrize("seed", SEEDS)
def test_mountains(tables, seed: int) -> None:
    # "4-6 multi-level hills, a road, a village/ town, 12-20 rough areas, and unfordable streams/ rivers."
    lay = make(tables, TerrainType.MOUNTAINS, seed)
    check_common(lay)
    check_counts(tables, lay, TerrainType.MOUNTAINS)  # 4-6 hills, a road, a village, 12-20 rough areas
    bases = pieces_of(lay, Feature.HILLS)
    uppers = [p for p in of(lay, TerrainKind.HILL) if (p.level or 1) >= 2]
    for base in bases:
        assert any(Polygon(base.polygon).contains(Polygon(u.polygon)) for u in uppers), f"{base.id} has one level"
    assert of(lay, TerrainKind.RIVER) and not of(lay, TerrainKind.FORD) and not of(lay, TerrainKind.STREAM)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("season", [Season.SUMMER, Season.WINTER])
def test_steppes(tables, seed: int, season: Season) -> None:
    # "little terrain with 1-4 rough areas, 1-3 roads, junctions and a few villages or farms. If it is harvest time
    #  patches a LOS blocking crops can be added."
    lay = make(tables, TerrainType.STEPPES, seed, season=season)
    check_common(lay)
    check_counts(tables, lay, TerrainType.STEPPES, season)  # 1-4 rough areas, 1-3 roads, villages, farms, crops
    if len(of(lay, TerrainKind.ROAD)) > 1:
        assert of(lay, TerrainKind.CROSSROAD)
    assert between(n(lay, Feature.VILLAGES) + n(lay, Feature.FARMS), 2, 4)
    crops = of(lay, TerrainKind.CROPS)
    assert between(len(crops), 1, 3) if season is Season.SUMMER else not crops


@pytest.mark.parametrize("seed", SEEDS)
def test_tundra(tables, seed: int) -> None:
    # "All water is frozen. Roll a d6 for each seperate body of water ..."
    lay = make(tables, TerrainType.TUNDRA, seed)
    check_common(lay)
    check_counts(tables, lay, TerrainType.TUNDRA)
    lakes = of(lay, TerrainKind.WATER)
    assert len(lakes) >= 2 and all(p.name == "Frozen lake" for p in lakes)
    assert of(lay, TerrainKind.WOODS) and of(lay, TerrainKind.ROAD) and n(lay, Feature.VILLAGES) == 1
    assert set(lay.frozen_water) == set(lay.ids(Feature.LAKES) + lay.ids(Feature.STREAMS)) and lay.frozen_water


def hedged_fields(lay: GeneratedLayout) -> float:
    """Fields enclosed by hedges (the table edge closing those at the edge) that are "6-12 inch squares": sides of
    4 to 20 inches, and no long strips."""
    lines = [LineString(p.line) for p in of(lay, TerrainKind.HEDGE)]
    total = 0.0
    for face in polygonize(unary_union([*lines, box(0, 0, W, D).exterior])):
        rect = face.minimum_rotated_rectangle
        xs = rect.exterior.coords
        sides = sorted([math.dist(xs[0], xs[1]), math.dist(xs[1], xs[2])])
        if sides[0] >= 4 and sides[1] <= 20 and sides[1] <= 3 * sides[0]:
            total += face.area
    return total / (W * D)


@pytest.mark.parametrize("seed", SEEDS)
def test_bocage(tables, seed: int) -> None:
    # "3+ roads all lined with hedges. Additional hedges are added to make the appearance of 6-12" squares. The hedge
    #  squares will cover at least 40% of the board. Other features include villages at road junctions, 1-3 hills,
    #  3-7 rough areas and 1-3 fordable streams."
    lay = make(tables, TerrainType.BOCAGE, seed)
    check_common(lay)
    roads = of(lay, TerrainKind.ROAD)
    assert len(roads) >= 3
    hedges = unary_union([LineString(p.line) for p in of(lay, TerrainKind.HEDGE)])
    for r in roads:
        line = LineString(r.line)
        lining = hedges.intersection(line.buffer(r.width / 2 + 0.5)).length
        assert lining >= line.length, f"road {r.id} is not lined with hedges"  # both sides, less the villages
        assert hedges.intersection(line.buffer(r.width / 2)).length < 0.05, "a hedge across a road"
    assert hedged_fields(lay) >= 0.40
    villages = [Polygon(p.polygon) for p in pieces_of(lay, Feature.VILLAGES)]
    junctions = of(lay, TerrainKind.CROSSROAD)
    assert junctions and all(any(v.contains(Point(j.at)) for v in villages) for j in junctions)
    check_counts(tables, lay, TerrainType.BOCAGE)  # 1-3 hills, 3-7 rough areas, 1-3 streams, junctions
    assert of(lay, TerrainKind.FORD)
    # hedges do not run through the woods and rough among them
    for q in of(lay, TerrainKind.WOODS, TerrainKind.ROUGH):
        assert hedges.intersection(Polygon(q.polygon)).length < 0.05


@pytest.mark.parametrize("seed", SEEDS)
def test_jungle(tables, seed: int) -> None:
    lay = make(tables, TerrainType.JUNGLE, seed)
    check_common(lay)
    jungle = unary_union([Polygon(p.polygon) for p in of(lay, TerrainKind.JUNGLE)])
    assert jungle.area / (W * D) >= 0.40
    check_counts(tables, lay, TerrainType.JUNGLE)  # a track or two, villages, streams (readings)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("tarawa", [False, True])
def test_island(tables, seed: int, tarawa: bool) -> None:
    # "The entire board is a single island. The board edges are beach or water. A lagoon can be added. It is
    #  regarded as HILLY."  TARAWA: "Jungle terrain ... covering at least 40% of the board."
    lay = make(tables, TerrainType.ISLAND, seed, jungle_share=0.40 if tarawa else None)
    check_common(lay)
    sea = unary_union([Polygon(p.polygon) for p in pieces_of(lay, Feature.SEA)])
    beach = unary_union([Polygon(p.polygon) for p in pieces_of(lay, Feature.BEACH)])
    assert sea.buffer(1e-6).covers(box(0, 0, W, D).exterior), "water all round the board edges"
    assert (not beach.is_empty and beach.touches(sea)) or beach.intersection(sea).area < 1e-3
    assert not of(lay, TerrainKind.ROAD_EXIT)
    assert between(n(lay, Feature.HILLS), 2, 5) and between(n(lay, Feature.VILLAGES), 2, 3)
    land_pieces = [
        p for p in lay.pieces if p.polygon is not None and p.kind not in (TerrainKind.WATER, TerrainKind.BEACH)
    ]
    for p in land_pieces:
        assert Polygon(p.polygon).intersection(sea).area < 1e-3, f"{p.id} is in the sea"
    if tarawa:
        jungle = unary_union([Polygon(p.polygon) for p in of(lay, TerrainKind.JUNGLE)])
        assert jungle.area / (W * D) >= 0.40
    else:
        check_counts(tables, lay, TerrainType.ISLAND)  # the Hilly counts: 10-20 rough areas, ...


@pytest.mark.parametrize("seed", SEEDS)
def test_raid_landing_edge_and_objective(tables, seed: int) -> None:
    lay = make(tables, TerrainType.FARMLAND, seed, raid=True, defender_edge=Edge.NORTH, attacker_edge=Edge.SOUTH)
    check_common(lay)
    (objective,) = pieces_of(lay, Feature.OBJECTIVE)
    assert max(y for _, y in objective.polygon) <= D / 4, "the key installation is near the defender's edge"
    sea = unary_union([Polygon(p.polygon) for p in pieces_of(lay, Feature.SEA)])
    assert sea.covers(LineString([(0, D), (W, D)])), "the attacker's edge is the landing beach or river"


# -- reproducible, scaled ---------------------------------------------------------------------------------------------
def test_the_same_seed_lays_out_the_same_table(tables) -> None:
    for terrain in TerrainType:
        a, b = make(tables, terrain, 42), make(tables, terrain, 42)
        assert a.pieces == b.pieces
    assert make(tables, TerrainType.HILLY, 1).pieces != make(tables, TerrainType.HILLY, 2).pieces


def test_pieces_are_sized_by_the_scale(tables) -> None:
    # "One foot square dimensions are good for hills and woods": a foot at 1:50; smaller on a 1:100 table
    assert layout_foot(72, 48, 50) == 12
    assert layout_foot(72, 48, 100) == 6
    assert layout_foot(72, 48, 25) == 12  # 24 inches would not fit: a quarter of the short side
    assert layout_foot(180, 120, 50 / 2.54) == pytest.approx(30.0)  # a cm table: 30 cm
    big = make(tables, TerrainType.HILLY, 3)
    small = make(tables, TerrainType.HILLY, 3, yards_per_unit=100.0)
    area = lambda lay: sum(Polygon(p.polygon).area for p in pieces_of(lay, Feature.HILLS)) / n(lay, Feature.HILLS)  # noqa
    assert area(small) < area(big) / 2
    check_common(small)


@pytest.mark.parametrize("terrain", list(TerrainType))
def test_a_centimetre_table_and_a_square_one(tables, terrain: TerrainType) -> None:
    lay = make(tables, terrain, 5, width=180.0, depth=120.0, yards_per_unit=50 / 2.54)
    check_common(lay, 180.0, 120.0)
    lay = make(tables, terrain, 6, width=48.0, depth=48.0)
    check_common(lay, 48.0, 48.0)


@pytest.mark.parametrize("width, depth", [(10_000, 1), (1, 10_000), (72, 17.9), (4.01, 1)])
def test_a_table_longer_than_four_times_its_depth_is_refused_at_once(tables, width: float, depth: float) -> None:
    """Laid out to the shorter side's scale, a long thin table held ever more pieces: 10,000 by 1 ran for minutes."""
    import time

    from morefire_gui.rules.scenario.terms import ScenarioError

    start = time.process_time()
    with pytest.raises(ScenarioError, match=r"a generated table is at most 4 times as long as it is deep"):
        make(tables, TerrainType.CITY, 1, width=width, depth=depth)
    assert time.process_time() - start < 0.5


@pytest.mark.parametrize("terrain", [TerrainType.CITY, TerrainType.BOCAGE, TerrainType.FARMLAND])
def test_a_table_four_times_as_long_as_it_is_deep_is_laid_out(tables, terrain: TerrainType) -> None:
    lay = make(tables, terrain, 1, width=72.0, depth=18.0)
    check_common(lay, 72.0, 18.0)
