"""Line of sight by rule 2.1's string method, decided by shapely, with the readings of docs/rules-notes.md:

* The sight line runs centre to centre; range is centre to centre.
* Only hills, woods, rough, buildings, villages, crops, jungle and hedges block.
* A unit standing on a hill is not blocked by that hill.
* From inside woods, rough, a building, a village or crops a unit sees out (and is seen) only if the part of
  the sight line inside that piece, from the unit, is at most the edge depth (50 yards).
* A hedge within 25 yards of either end does not block (Normandy bocage: "the Hedge that a vehicle is next
  to does not block LOS").
* Jungle reduces visibility to 100 yards: the line may run through at most that much jungle.
* Advanced (elevation): a piece blocks only where its top is at or above the sight line.

Every check queries an STRtree of the blocking pieces, so it never scans the whole table.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
import shapely
from shapely.geometry import LineString, Point
from shapely.strtree import STRtree

from morefire_gui.model.battle import LosSettings, TerrainPiece
from morefire_gui.model.terms import AREA_BLOCKING_KINDS, BLOCKING_KINDS, TerrainKind
from morefire_gui.geometry.shapes import piece_outline

XY = tuple[float, float]
_EPS = 1e-9


@dataclass(frozen=True)
class Blocker:
    """A piece that blocks the line, where it first does, and why."""

    piece: str
    kind: TerrainKind
    at: XY
    distance: float  # from the start of the line, table units
    reason: str


@dataclass(frozen=True)
class Ignored:
    """A piece the line touches that does not block it, and the rule that lets the line through."""

    piece: str
    kind: TerrainKind
    reason: str


@dataclass(frozen=True)
class LosResult:
    start: XY
    end: XY
    clear: bool
    range_table: float
    range_yards: float
    blockers: tuple[Blocker, ...] = ()
    ignored: tuple[Ignored, ...] = ()
    advanced: bool = False
    first_block: XY | None = None

    @property
    def blocker_ids(self) -> list[str]:
        return [b.piece for b in self.blockers]

    def explain(self) -> list[str]:
        lines = [f"range {self.range_yards:.0f} yd ({self.range_table:.2f} table units)",
                 "line of sight clear" if self.clear else "line of sight blocked"]
        lines += [f"blocked by {b.kind.value} {b.piece}: {b.reason}" for b in self.blockers]
        lines += [f"not blocked by {i.kind.value} {i.piece}: {i.reason}" for i in self.ignored]
        return lines


@dataclass
class _Piece:
    id: str
    kind: TerrainKind
    geom: object
    level: int
    top: float  # advanced: absolute height of the piece's top, yards


@dataclass
class TerrainIndex:
    """The blocking terrain of a battle in an STRtree, with what line of sight needs to know of each piece."""

    pieces: list[_Piece]
    tree: STRtree
    hills: list[_Piece] = field(default_factory=list)
    hill_tree: STRtree | None = None

    @classmethod
    def build(cls, terrain: Sequence[TerrainPiece], settings: LosSettings) -> "TerrainIndex":
        hills = [p for p in terrain if p.kind is TerrainKind.HILL]
        hill_geoms = [piece_outline(p) for p in hills]
        shapely.prepare(hill_geoms)
        hill_items = [_Piece(p.id, p.kind, g, p.level or 1, (p.level or 1) * settings.level_yards)
                      for p, g in zip(hills, hill_geoms)]
        hill_tree = STRtree(hill_geoms) if hill_geoms else None
        pieces: list[_Piece] = []
        for p in terrain:
            if p.kind not in BLOCKING_KINDS:
                continue
            geom = piece_outline(p)
            if p.kind is TerrainKind.HILL:
                top = (p.level or 1) * settings.level_yards
            else:
                base = _ground(hill_items, hill_tree, geom.representative_point(), settings)
                height = p.height if p.height is not None else settings.heights.get(p.kind, 0.0)
                top = base + height
            pieces.append(_Piece(p.id, p.kind, geom, p.level or 0, top))
        geoms = [p.geom for p in pieces]
        shapely.prepare(geoms)
        return cls(pieces, STRtree(geoms), hill_items, hill_tree)

    def ground(self, point: XY, settings: LosSettings) -> float:
        return _ground(self.hills, self.hill_tree, Point(point), settings)


def _ground(hills: list[_Piece], tree: STRtree | None, point: Point, settings: LosSettings) -> float:
    """Height of the ground at a point: the top of the highest hill level under it (yards)."""
    if tree is None:
        return 0.0
    idx = tree.query(point, predicate="intersects")
    return max((hills[i].top for i in idx), default=0.0)


def line_of_sight(index: TerrainIndex, start: XY, end: XY, yards_per_unit: float, settings: LosSettings,
                  advanced: bool | None = None) -> LosResult:
    """Decide the line of sight between two points (unit centres or any points on the table)."""
    adv = settings.advanced if advanced is None else advanced
    (ax, ay), (bx, by) = start, end
    length = math.hypot(bx - ax, by - ay)
    range_yards = length * yards_per_unit
    if length < _EPS:
        return LosResult(start, end, True, 0.0, 0.0, advanced=adv)
    line = LineString([start, end])
    candidates = index.tree.query(line, predicate="intersects")
    if len(candidates) == 0:
        return LosResult(start, end, True, length, range_yards, advanced=adv)

    pa, pb = Point(start), Point(end)
    at_a = set(index.tree.query(pa, predicate="intersects").tolist())
    at_b = set(index.tree.query(pb, predicate="intersects").tolist())
    ux, uy = (bx - ax) / length, (by - ay) / length

    def point_at(t: float) -> XY:
        return (ax + ux * t, ay + uy * t)

    # Parameters (distance from start) of each intersection component, per candidate: one vectorised pass.
    geoms = [index.pieces[i].geom for i in candidates]
    inter = shapely.intersection(line, geoms)
    parts, part_owner = shapely.get_parts(inter, return_index=True)
    coords, coord_owner = shapely.get_coordinates(parts, return_index=True)
    ts = (coords[:, 0] - ax) * ux + (coords[:, 1] - ay) * uy
    comps: dict[int, list[tuple[float, float]]] = {}
    if len(parts):
        starts = np.searchsorted(coord_owner, np.arange(len(parts)))
        t0 = np.minimum.reduceat(ts, starts)
        t1 = np.maximum.reduceat(ts, starts)
        for k in range(len(parts)):
            comps.setdefault(int(part_owner[k]), []).append((max(0.0, float(t0[k])), min(length, float(t1[k]))))

    eye = settings.eye_yards
    h_a = index.ground(start, settings) + eye if adv else 0.0
    h_b = index.ground(end, settings) + eye if adv else 0.0

    def sight_height(t: float) -> float:
        return h_a + (h_b - h_a) * t / length

    def first_below(t0: float, t1: float, top: float) -> float | None:
        """Advanced: the first point of [t0, t1] where the sight line is at or below ``top``."""
        h0, h1 = sight_height(t0), sight_height(t1)
        if h0 <= top:
            return t0
        if h1 <= top:
            return t0 + (h0 - top) / (h0 - h1) * (t1 - t0)
        return None

    edge = settings.edge_depth_yards / yards_per_unit
    hedge_reach = settings.hedge_yards / yards_per_unit
    blockers: list[Blocker] = []
    ignored: list[Ignored] = []
    jungle: list[tuple[float, float, int]] = []

    for k, cand in enumerate(candidates):
        piece = index.pieces[cand]
        spans = sorted(comps.get(k, []))
        if not spans:
            continue
        name = piece.kind.value
        if piece.kind is TerrainKind.HILL:
            if cand in at_a or cand in at_b:
                who = "the start" if cand in at_a else "the end"
                ignored.append(Ignored(piece.id, piece.kind, f"{who} of the line stands on this hill"))
                continue
            t = _first_blocking(spans, piece.top, first_below, adv)
            if t is None:
                ignored.append(Ignored(piece.id, piece.kind, f"the sight line passes over it (level {piece.level})"))
            else:
                why = f"level {piece.level} hill in the way" if not adv else \
                    f"level {piece.level} hill ({piece.top:g} yd) at or above the sight line"
                blockers.append(Blocker(piece.id, piece.kind, point_at(t), t, why))
            continue
        if piece.kind is TerrainKind.HEDGE:
            near = [w for w, p in (("start", pa), ("end", pb))
                    if shapely.distance(piece.geom, p) <= hedge_reach + _EPS]
            if near:
                ignored.append(Ignored(piece.id, piece.kind, f"within {settings.hedge_yards:g} yd of the {near[0]}: "
                                                             "the hedge a unit is next to does not block"))
                continue
            t = _first_blocking(spans, piece.top, first_below, adv)
            if t is None:
                ignored.append(Ignored(piece.id, piece.kind, "the sight line passes over it"))
            else:
                blockers.append(Blocker(piece.id, piece.kind, point_at(t), t, "hedge across the line"))
            continue
        if piece.kind is TerrainKind.JUNGLE:
            for t0, t1 in spans:
                if adv and first_below(t0, t1, piece.top) is None:
                    continue
                jungle.append((t0, t1, int(cand)))
            continue
        assert piece.kind in AREA_BLOCKING_KINDS
        first: float | None = None
        why = ""
        for t0, t1 in spans:
            from_a = cand in at_a and t0 <= _EPS
            from_b = cand in at_b and t1 >= length - _EPS
            depth = (t1 - t0) * yards_per_unit
            if from_a or from_b:
                if depth <= settings.edge_depth_yards + 1e-6:
                    who = "both ends are" if (from_a and from_b) else "the start is" if from_a else "the end is"
                    ignored.append(Ignored(piece.id, piece.kind, f"{who} inside it, {depth:.0f} yd from the edge "
                                                                 f"(edge depth {settings.edge_depth_yards:g} yd)"))
                    continue
                t = t0 + edge if from_a else t0
                cand_why = (f"the line runs {depth:.0f} yd inside this {name} from the "
                            f"{'start' if from_a else 'end'}, more than the edge depth of "
                            f"{settings.edge_depth_yards:g} yd")
            else:
                bt = first_below(t0, t1, piece.top) if adv else t0
                if bt is None:
                    ignored.append(Ignored(piece.id, piece.kind, f"the sight line passes over it ({piece.top:g} yd)"))
                    continue
                t = bt
                cand_why = f"{name} in the way" if not adv else f"{name} ({piece.top:g} yd) at or above the sight line"
            if first is None or t < first:
                first, why = t, cand_why
        if first is not None:
            blockers.append(Blocker(piece.id, piece.kind, point_at(first), first, why))

    if jungle:
        blockers.extend(_jungle_blockers(jungle, index, settings, yards_per_unit, point_at))

    blockers.sort(key=lambda b: b.distance)
    first_block = blockers[0].at if blockers else None
    return LosResult(start, end, not blockers, length, range_yards, tuple(blockers), tuple(ignored), adv,
                     first_block)


def _first_blocking(spans: list[tuple[float, float]], top: float, first_below, adv: bool) -> float | None:  # type: ignore[no-untyped-def]
    for t0, t1 in spans:
        t = first_below(t0, t1, top) if adv else t0
        if t is not None:
            return t
    return None


def _jungle_blockers(spans: list[tuple[float, float, int]], index: TerrainIndex, settings: LosSettings,
                     yards_per_unit: float, point_at) -> list[Blocker]:  # type: ignore[no-untyped-def]
    """Jungle: the line sees through at most ``jungle_yards`` of jungle in all (overlaps counted once)."""
    limit = settings.jungle_yards / yards_per_unit
    spans.sort()
    seen = 0.0
    covered_to = -math.inf
    out: list[Blocker] = []
    blocked_at: float | None = None
    for t0, t1, cand in spans:
        s0 = max(t0, covered_to)
        if blocked_at is None and t1 > s0:
            if seen + (t1 - s0) > limit + _EPS:
                blocked_at = s0 + (limit - seen)
                piece = index.pieces[cand]
                out.append(Blocker(piece.id, piece.kind, point_at(blocked_at), blocked_at,
                                   f"more than {settings.jungle_yards:g} yd of jungle along the line"))
            seen += max(0.0, t1 - s0)
        elif blocked_at is not None and t1 > blocked_at and index.pieces[cand].id not in {b.piece for b in out}:
            piece = index.pieces[cand]
            t = max(t0, blocked_at)
            out.append(Blocker(piece.id, piece.kind, point_at(t), t, "jungle beyond the limit of visibility"))
        covered_to = max(covered_to, t1)
    return out
