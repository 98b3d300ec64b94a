"""Deployment zones (Mission Deployment Guidelines A-D) and the victory point locations of a generated table.

Readings (docs/rules-notes.md, "Scenario system"):

* "1/4 of the board size from their base boardedge": a strip along the side's base edge a quarter of the table's
  depth across that edge deep (a quarter of the depth for the north and south edges, of the width for east and
  west); "up to the midpoint": half of it.
* "deploys or moves on at his boardedge": a strip one infantry move (100 yards, rule 1.5) deep, marked as moving
  on; the side may deploy there or enter the table across that edge.
* A side that lands from the water (the attacker of ISLAND, TARAWA and RAID: "One edge is the landing beach or
  river") has the water's edge for its board edge: its strip is measured from the nearest land, across the water
  along its edge, so that it holds the land it lands on.
* The victory point locations of a generated table: every hill (its level-1 outline), ford, bridge, crossroad and
  road exit, and one building in each village or farm (its largest), at most six buildings; in a town, the six
  largest buildings nearest its crossroads. A location belongs at the start to the side whose deployment zone
  holds it (for the Retained / Captured columns); one in neither zone, or in both, to nobody.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from shapely.geometry import LineString, Point, Polygon, box
from shapely.ops import unary_union

from morefire_gui.geometry.shapes import XY, piece_area, piece_outline
from morefire_gui.geometry.terrain_generation import Feature, GeneratedLayout
from morefire_gui.model.battle import TableSpec, TerrainPiece
from morefire_gui.model.scenario import VP_KIND_NAMES, DeploymentZone, VpLocation, VpValues
from morefire_gui.model.terms import Edge, TerrainKind
from morefire_gui.rules.scenario.tables import VpScheduleTable
from morefire_gui.rules.scenario.terms import DeploymentDepth, VpKind

BUILDING_LOCATIONS = 6


def edge_strip(table: TableSpec, edge: Edge, depth: float) -> Polygon:
    """The part of the table within ``depth`` of ``edge``."""
    w, d = table.width, table.depth
    depth = max(0.0, min(depth, d if edge in (Edge.NORTH, Edge.SOUTH) else w))
    return {
        Edge.NORTH: box(0, 0, w, depth),
        Edge.SOUTH: box(0, d - depth, w, d),
        Edge.WEST: box(0, 0, depth, d),
        Edge.EAST: box(w - depth, 0, w, d),
    }[edge]


def zone_depth(table: TableSpec, edge: Edge, depth: DeploymentDepth, edge_strip_units: float) -> float:
    across = table.depth if edge in (Edge.NORTH, Edge.SOUTH) else table.width
    return {
        DeploymentDepth.QUARTER: across / 4,
        DeploymentDepth.MIDPOINT: across / 2,
        DeploymentDepth.EDGE: min(edge_strip_units, across / 4),
    }[depth]


def deployment_zone(
    table: TableSpec,
    side: str,
    edge: Edge,
    depth: DeploymentDepth,
    edge_strip_units: float,
    name: str | None = None,
    beyond: float = 0.0,
) -> DeploymentZone:
    """A side's zone: the strip of its guideline's depth along its edge; ``beyond``, how far the water it lands from
    reaches from that edge (:func:`water_at_edge`), which the strip reaches across."""
    strip = edge_strip(table, edge, beyond + zone_depth(table, edge, depth, edge_strip_units))
    coords = tuple((round(x, 4), round(y, 4)) for x, y in list(strip.exterior.coords)[:-1])
    return DeploymentZone(side=side, polygon=coords, moves_on=depth is DeploymentDepth.EDGE, name=name)


def water_at_edge(table: TableSpec, edge: Edge, pieces: Sequence[TerrainPiece]) -> float:
    """How far the water along ``edge`` (the sea, a lake, a river) reaches from it before the nearest land: the water
    a side landing at that edge crosses (0: the land meets the edge)."""
    wet = [piece_area(p) for p in pieces if p.kind in (TerrainKind.WATER, TerrainKind.RIVER) and p.polygon is not None]
    if not wet:
        return 0.0
    water = unary_union(wet)
    if not water.intersects(edge_line(table, edge)):
        return 0.0
    land = box(0, 0, table.width, table.depth).difference(water)
    return 0.0 if land.is_empty else float(land.distance(edge_line(table, edge)))


def edge_line(table: TableSpec, edge: Edge) -> LineString:
    """The table's edge as a line."""
    w, d = table.width, table.depth
    return {
        Edge.NORTH: LineString([(0, 0), (w, 0)]),
        Edge.SOUTH: LineString([(0, d), (w, d)]),
        Edge.WEST: LineString([(0, 0), (0, d)]),
        Edge.EAST: LineString([(w, 0), (w, d)]),
    }[edge]


@dataclass(frozen=True)
class VpCandidate:
    """A terrain piece that is a victory point location; ``name``: the players' name for the location (None: the
    piece's own, else its kind)."""

    kind: VpKind
    piece: TerrainPiece
    name: str | None = None


@dataclass(frozen=True)
class VpSpot:
    """A victory point location the players put at a spot on the table, no piece standing for it."""

    kind: VpKind
    at: XY
    name: str | None = None


def vp_candidates(layout: GeneratedLayout) -> list[VpCandidate]:
    """The pieces of a generated table that are victory point locations (reading above), in a stable order."""
    by_id = {p.id: p for p in layout.pieces}
    out: list[VpCandidate] = []
    for feature, kind in (
        (Feature.HILLS, VpKind.HILL),
        (Feature.CROSSROADS, VpKind.CROSSROAD),
        (Feature.BRIDGES, VpKind.BRIDGE),
        (Feature.FORDS, VpKind.FORD),
        (Feature.ROAD_EXITS, VpKind.ROAD_EXIT),
    ):
        out += [VpCandidate(kind, by_id[i]) for i in layout.ids(feature) if i in by_id]
    objective = set(layout.ids(Feature.OBJECTIVE))
    buildings = [by_id[i] for i in layout.ids(Feature.BUILDINGS) if i in by_id and i not in objective]
    chosen: list[TerrainPiece] = []
    settlements = [by_id[i] for f in (Feature.VILLAGES, Feature.FARMS) for i in layout.ids(f) if i in by_id]
    for village in settlements:
        outline = piece_outline(village)
        inside = [b for b in buildings if outline.contains(piece_outline(b).centroid)]
        if inside:
            chosen.append(max(inside, key=lambda b: (piece_outline(b).area, b.id)))
    if layout.ids(Feature.TOWN_BLOCKS):
        centres = [p.at for i in layout.ids(Feature.CROSSROADS) if (p := by_id.get(i)) is not None and p.at] or [
            _middle(layout)
        ]
        town = sorted(
            buildings,
            key=lambda b: (min(math.dist(_centre(b), c) for c in centres) - piece_outline(b).area * 0.01, b.id),
        )
        chosen += town[:BUILDING_LOCATIONS]
    chosen = sorted(chosen, key=lambda b: -piece_outline(b).area)[:BUILDING_LOCATIONS]
    out += [VpCandidate(VpKind.BUILDING, b) for b in sorted(chosen, key=lambda b: b.id)]
    return out


def placed_vp_candidates(pieces: Sequence[TerrainPiece]) -> list[VpCandidate]:
    """The victory point locations of a table the players laid by hand, by the reading above: every hill mass (its
    level-1 piece: a hill standing on no lower hill), ford, bridge, crossroad and road exit, and one building in each
    village (its largest) or standing alone (a farm), at most six buildings (the largest)."""
    outlines = {p.id: piece_outline(p) for p in pieces}
    hills = [p for p in pieces if p.kind is TerrainKind.HILL]
    bases = [
        h
        for h in hills
        if not any(
            (o.level or 1) < (h.level or 1) and outlines[o.id].covers(outlines[h.id].representative_point())
            for o in hills
        )
    ]
    by_kind = {kind: tuple(p.id for p in pieces if p.kind is kind) for kind in TerrainKind}
    layout = GeneratedLayout(
        tuple(pieces),
        {
            Feature.HILLS: tuple(h.id for h in bases),
            Feature.CROSSROADS: by_kind[TerrainKind.CROSSROAD],
            Feature.BRIDGES: by_kind[TerrainKind.BRIDGE],
            Feature.FORDS: by_kind[TerrainKind.FORD],
            Feature.ROAD_EXITS: by_kind[TerrainKind.ROAD_EXIT],
            Feature.BUILDINGS: by_kind[TerrainKind.BUILDING],
            Feature.VILLAGES: by_kind[TerrainKind.VILLAGE],
        },
        foot=0.0,
    )
    found = vp_candidates(layout)
    villages = [outlines[i] for i in by_kind[TerrainKind.VILLAGE]]
    alone = [
        p
        for p in pieces
        if p.kind is TerrainKind.BUILDING and not any(v.contains(outlines[p.id].centroid) for v in villages)
    ]
    buildings = [c.piece for c in found if c.kind is VpKind.BUILDING] + alone
    buildings = sorted(buildings, key=lambda b: (-outlines[b.id].area, b.id))[:BUILDING_LOCATIONS]
    return [c for c in found if c.kind is not VpKind.BUILDING] + [
        VpCandidate(VpKind.BUILDING, b) for b in sorted(buildings, key=lambda b: b.id)
    ]


def _centre(piece: TerrainPiece) -> XY:
    c = piece_outline(piece).centroid
    return (c.x, c.y)


def _middle(layout: GeneratedLayout) -> XY:
    xs = [x for p in layout.pieces for x, _ in p.points()]
    ys = [y for p in layout.pieces for _, y in p.points()]
    return ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2) if xs else (0.0, 0.0)


def _own_name(candidate: VpCandidate | VpSpot) -> str | None:
    """A location's own name: the one the players gave it, else its piece's name (a building's location is not named
    after its piece); None without."""
    if candidate.name:
        return candidate.name
    if isinstance(candidate, VpSpot):
        return None
    piece = candidate.piece
    return piece.name if piece.name and piece.kind is not TerrainKind.BUILDING else None


def vp_locations(
    candidates: Sequence[VpCandidate | VpSpot],
    schedule: VpScheduleTable,
    zones: Sequence[DeploymentZone],
    defender: str,
    taken_ids: set[str],
) -> list[VpLocation]:
    """Victory point locations for the candidates (pieces, or spots the players chose), with the schedule's values and
    the side holding each at the start (the defender's zone first)."""
    ordered = sorted(zones, key=lambda z: z.side != defender)
    out: list[VpLocation] = []
    # A location on a piece with no name of its own is called by its kind, numbered where there are several
    # ("Crossroad 1", "Crossroad 2"): a name a player reads, never an id.
    unnamed = Counter(c.kind for c in candidates if _own_name(c) is None)
    numbered: Counter[VpKind] = Counter()
    n = 0
    for cand in candidates:
        n += 1
        vid = f"vp{n}"
        while vid in taken_ids:
            n += 1
            vid = f"vp{n}"
        row = schedule.rows[cand.kind]
        shape = Point(cand.at) if isinstance(cand, VpSpot) else piece_outline(cand.piece)
        where = shape.representative_point() if not isinstance(shape, Point) else shape
        holders = {z.side for z in ordered if Polygon(z.polygon).covers(where)}
        held_by = next(iter(holders)) if len(holders) == 1 else None
        name = _own_name(cand)
        if name is None:
            numbered[cand.kind] += 1
            name = VP_KIND_NAMES[cand.kind] + (f" {numbered[cand.kind]}" if unnamed[cand.kind] > 1 else "")
        out.append(
            VpLocation(
                id=vid,
                kind=cand.kind,
                piece=cand.piece.id if isinstance(cand, VpCandidate) else None,
                at=cand.at if isinstance(cand, VpSpot) else None,
                values=VpValues(standard=row.standard, retained=row.retained, captured=row.captured),
                held_by=held_by,
                name=name,
            )
        )
    return out
