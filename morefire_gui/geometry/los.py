"""Line of sight by rule 2.1's string method, decided by shapely, with the readings of docs/rules-notes.md:

* The sight line runs centre to centre (or between any two points); range is centre to centre. Both ends
  are treated alike, whether a unit stands there or not.
* Only hills, woods, rough, buildings, villages, crops, jungle and hedges block; a string that merely
  touches one of them blocks ("if the string does not touch any terrain, then it is a valid LOS").
* A unit standing on a hill is not blocked by that hill.
* From inside woods, rough, a building, a village or crops a unit sees out (and is seen) only if the part of
  the sight line inside that piece, from the unit, is at most the edge depth (50 yards).
* A hedge crossed within 25 yards of either end does not block (Normandy bocage: "the Hedge that a vehicle
  is next to does not block LOS"). Hedges are lines.
* Jungle reduces visibility to 100 yards: the line may run through at most that much jungle in all.
* Advanced (elevation): a piece blocks only where its top is at or above the sight line. The line runs
  between the eyes (``eye_yards`` above the ground) of the two ends; hills are compared level with level,
  i.e. with the line between the ground under the two ends, so an equal-level hill between blocks.

Every check queries an STRtree of the blocking pieces, and only the candidates it returns are examined.
When only the answer is wanted for many lines (who sees whom), :func:`clear_matrix` gives it without
working out every blocker.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np
import shapely
from shapely.geometry import LineString, Point
from shapely.geometry.base import BaseGeometry
from shapely.strtree import STRtree

from morefire_gui.geometry.shapes import piece_outline
from morefire_gui.model.battle import DEFAULT_HEIGHTS, LosSettings, TerrainPiece
from morefire_gui.model.terms import AREA_BLOCKING_KINDS, BLOCKING_KINDS, TerrainKind

XY = tuple[float, float]
_EPS = 1e-9
# Tolerance, in yards, on the "at most N yards" readings (edge depth, hedge reach, jungle): a distance
# measured exactly on the limit is within it, whatever the floating-point rounding of the table units.
_YARD_TOL = 1e-6

Span = tuple[float, float]

# A sight line is looked up in the STRtree as this many stretches (docs/performance.md): the envelope of a long
# diagonal line covers most of the table, the stretches' envelopes only the ground along it.
_STRETCHES = 8
_STRETCH_AT = np.linspace(0.0, 1.0, _STRETCHES + 1)
_FEW = 32  # pieces in a line's envelope that are simply all tested


@dataclass(frozen=True)
class Blocker:
    """A piece that blocks the line, where it first does, and why."""

    piece: str
    kind: TerrainKind
    at: XY
    distance: float  # from the start of the line, table units
    reason: str
    rule: str = "2.1"


@dataclass(frozen=True)
class Ignored:
    """A piece the line touches that does not block it, and the rule that lets the line through."""

    piece: str
    kind: TerrainKind
    reason: str
    rule: str = "2.1"


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
    eye_start: float | None = None  # advanced: height of the sight line at each end, yards
    eye_end: float | None = None

    @property
    def blocker_ids(self) -> list[str]:
        return [b.piece for b in self.blockers]

    @property
    def ignored_ids(self) -> list[str]:
        return [i.piece for i in self.ignored]

    def explain(self) -> list[str]:
        lines = [f"range {self.range_yards:.0f} yd ({self.range_table:.2f} table units, centre to centre)",
                 "line of sight clear" if self.clear else "line of sight blocked"]
        if self.advanced and self.eye_start is not None and self.eye_end is not None:
            lines.append(f"advanced elevation (rule 2.1): sight line from {self.eye_start:g} yd to "
                         f"{self.eye_end:g} yd above the table")
        lines += [f"blocked by {b.kind.value} {b.piece}: {b.reason}" for b in self.blockers]
        lines += [f"not blocked by {i.kind.value} {i.piece}: {i.reason}" for i in self.ignored]
        return lines


@dataclass
class _Piece:
    id: str
    kind: TerrainKind
    geom: BaseGeometry
    level: int
    top: float  # advanced: absolute height of the piece's top, yards


@dataclass
class TerrainIndex:
    """The blocking terrain of a battle in an STRtree, with what line of sight needs to know of each piece.

    ``pieces[i]`` is the piece of the tree's geometry ``i``; a check reads only the pieces the tree returns.
    """

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
                # A piece stands on the ground under its representative point (docs/rules-notes.md).
                base = _ground(hill_items, hill_tree, geom.representative_point())
                top = base + piece_height(p, settings)
            pieces.append(_Piece(p.id, p.kind, geom, p.level or 0, top))
        geoms = [p.geom for p in pieces]
        shapely.prepare(geoms)
        return cls(pieces, STRtree(geoms), hill_items, hill_tree)

    def ground(self, point: XY, settings: LosSettings | None = None) -> float:
        """Height of the ground at a point (yards): the top of the highest hill under it, 0 off the hills."""
        return _ground(self.hills, self.hill_tree, Point(point))

    def candidates(self, line: LineString) -> np.ndarray:
        """Indices into ``pieces`` of the pieces a straight two-point line touches (``intersects``), in the
        battle's order: the pieces ``tree.query(line, predicate="intersects")`` returns.

        The pieces in the line's envelope are tested exactly, with their prepared geometries. When that
        envelope holds many pieces (a long diagonal across a crowded table), the tree is asked again with the
        envelopes of :data:`_STRETCHES` stretches of the line, each widened by a rounding margin, which hold
        only the pieces along the line."""
        near = self.tree.query(line)
        if len(near) > _FEW:
            (ax, ay), (bx, by) = line.coords
            xs = ax + (bx - ax) * _STRETCH_AT
            ys = ay + (by - ay) * _STRETCH_AT
            pad = _EPS * max(1.0, abs(ax), abs(ay), abs(bx), abs(by))
            boxes = shapely.box(np.minimum(xs[:-1], xs[1:]) - pad, np.minimum(ys[:-1], ys[1:]) - pad,
                                np.maximum(xs[:-1], xs[1:]) + pad, np.maximum(ys[:-1], ys[1:]) + pad)
            near = np.unique(self.tree.query(boxes)[1])
        else:
            near = np.sort(near)
        if len(near) == 0:
            return near
        return near[shapely.intersects(self.tree.geometries[near], line)]


def piece_height(piece: TerrainPiece, settings: LosSettings) -> float:
    """Advanced LOS: how tall a piece stands above its ground (yards): its own ``height``, else the battle's
    height for its kind, else the default height for its kind (a battle that lists only some kinds keeps
    the defaults for the others)."""
    if piece.height is not None:
        return piece.height
    if piece.kind in settings.heights:
        return settings.heights[piece.kind]
    return DEFAULT_HEIGHTS.get(piece.kind, 0.0)


def _ground(hills: list[_Piece], tree: STRtree | None, point: Point) -> float:
    """Height of the ground at a point: the top of the highest hill level under it (yards)."""
    if tree is None:
        return 0.0
    idx = tree.query(point, predicate="intersects")
    return max((hills[i].top for i in idx), default=0.0)


def _spans(line: LineString, geoms: list[BaseGeometry], start: XY, direction: XY, length: float
           ) -> list[list[Span]]:
    """For each geometry, the stretches of the line inside or on it, as (from, to) distances from the
    start, sorted, with stretches that touch end to end merged (GEOS may split a stretch at a vertex)."""
    out: list[list[Span]] = [[] for _ in geoms]
    if not geoms:
        return out
    inter = shapely.intersection(line, geoms)
    parts, owner = shapely.get_parts(inter, return_index=True)
    keep = ~shapely.is_empty(parts)
    parts, owner = parts[keep], owner[keep]
    if len(parts) == 0:
        return out
    coords, coord_owner = shapely.get_coordinates(parts, return_index=True)
    ax, ay = start
    ux, uy = direction
    ts = (coords[:, 0] - ax) * ux + (coords[:, 1] - ay) * uy
    t0 = np.full(len(parts), np.inf)
    t1 = np.full(len(parts), -np.inf)
    np.minimum.at(t0, coord_owner, ts)
    np.maximum.at(t1, coord_owner, ts)
    for k in range(len(parts)):
        if not np.isfinite(t0[k]):
            continue
        lo = min(max(0.0, float(t0[k])), length)
        hi = max(min(length, float(t1[k])), lo)
        out[int(owner[k])].append((lo, hi))
    tol = _EPS * max(1.0, length)
    for i, spans in enumerate(out):
        if len(spans) < 2:
            continue
        spans.sort()
        merged = [spans[0]]
        for s0, s1 in spans[1:]:
            m0, m1 = merged[-1]
            if s0 <= m1 + tol:
                merged[-1] = (m0, max(m1, s1))
            else:
                merged.append((s0, s1))
        out[i] = merged
    return out


def line_of_sight(index: TerrainIndex, start: XY, end: XY, yards_per_unit: float, settings: LosSettings,
                  advanced: bool | None = None) -> LosResult:
    """Decide the line of sight between two points (unit centres or any points on the table)."""
    adv = settings.advanced if advanced is None else advanced
    start = (float(start[0]), float(start[1]))
    end = (float(end[0]), float(end[1]))
    (ax, ay), (bx, by) = start, end
    length = math.hypot(bx - ax, by - ay)
    range_yards = length * yards_per_unit
    eye = settings.eye_yards
    g_a = index.ground(start) if adv else 0.0
    g_b = index.ground(end) if adv else 0.0
    eyes: dict[str, float | None] = {"eye_start": g_a + eye, "eye_end": g_b + eye} if adv else {}
    if length < _EPS:
        return LosResult(start, end, True, 0.0, 0.0, advanced=adv, **eyes)  # type: ignore[arg-type]
    line = LineString([start, end])
    candidates = [int(i) for i in index.candidates(line)]
    if not candidates:
        return LosResult(start, end, True, length, range_yards, advanced=adv, **eyes)  # type: ignore[arg-type]

    # Which candidates each end stands in or on (only candidates can contain an end: the ends are on the line).
    pa, pb = Point(start), Point(end)
    pieces = [index.pieces[i] for i in candidates]
    geoms = [p.geom for p in pieces]
    at_a = shapely.intersects(geoms, pa)
    at_b = shapely.intersects(geoms, pb)
    ux, uy = (bx - ax) / length, (by - ay) / length
    all_spans = _spans(line, geoms, start, (ux, uy), length)

    def point_at(t: float) -> XY:
        return (ax + ux * t, ay + uy * t)

    h_a, h_b = g_a + eye, g_b + eye

    def eye_line(t: float) -> float:
        """Advanced: height of the sight line (between the two eyes) at ``t``, yards."""
        return h_a + (h_b - h_a) * t / length

    def below(t0: float, t1: float, top: float) -> Span | None:
        """Advanced: the part of [t0, t1] where the sight line is at or below ``top`` (it is straight, so
        that part is one interval), or None where the line passes over."""
        h0, h1 = eye_line(t0), eye_line(t1)
        if h0 <= top and h1 <= top:
            return (t0, t1)
        if h0 > top and h1 > top:
            return None
        cross = t0 + (h0 - top) / (h0 - h1) * (t1 - t0)
        return (t0, cross) if h0 <= top else (cross, t1)

    def first_at_or_below(spans: Sequence[Span], top: float) -> float | None:
        for t0, t1 in spans:
            if not adv:
                return t0
            part = below(t0, t1, top)
            if part is not None:
                return part[0]
        return None

    def yd(t: float) -> str:
        return f"{t * yards_per_unit:.0f} yd"

    edge_yards = settings.edge_depth_yards
    edge = edge_yards / yards_per_unit
    reach = settings.hedge_yards / yards_per_unit
    tol_units = _YARD_TOL / yards_per_unit
    blockers: list[Blocker] = []
    ignored: list[Ignored] = []
    jungle: list[tuple[float, float, _Piece]] = []
    jungle_seen: list[_Piece] = []

    for k, piece in enumerate(pieces):
        spans = all_spans[k]
        if not spans:
            continue
        name = piece.kind.value

        if piece.kind is TerrainKind.HILL:
            on_a, on_b = bool(at_a[k]), bool(at_b[k])
            if on_a or on_b:
                who = "both ends stand" if on_a and on_b else "the start stands" if on_a else "the end stands"
                ignored.append(Ignored(piece.id, piece.kind, f"{who} on this hill (rule 2.1 reading: a unit "
                                                             "standing on a hill is not blocked by that hill)"))
                continue
            # 2.1 advanced: hills are compared level with level, with the line between the ground under the
            # two ends; both ends stand the same eye height above their ground, so add it to the hill's top.
            t = first_at_or_below(spans, piece.top + eye)
            if t is None:
                ignored.append(Ignored(piece.id, piece.kind,
                                       f"the sight line passes over this level {piece.level} hill "
                                       f"({piece.top:g} yd) (rule 2.1 advanced: elevation)"))
            elif not adv:
                blockers.append(Blocker(piece.id, piece.kind, point_at(t), t, f"level {piece.level} hill in the way"))
            else:
                ground_line = eye_line(t) - eye
                blockers.append(Blocker(piece.id, piece.kind, point_at(t), t,
                                        f"level {piece.level} hill ({piece.top:g} yd) at or above the sight line "
                                        f"(which runs {ground_line:g} yd above the table there, counted from the "
                                        f"ground under each end; rule 2.1 advanced: elevation)"))
            continue

        if piece.kind is TerrainKind.HEDGE:
            # 2.1 / bocage: a hedge crossed within ``hedge_yards`` of either end is the hedge that unit is next
            # to and does not block; any other crossing of the same hedge does.
            blocked_parts: list[Span] = []
            excused: list[str] = []
            for t0, t1 in spans:
                lo, hi = max(t0, reach), min(t1, length - reach)
                if lo <= hi and t1 > reach + tol_units and t0 < length - reach - tol_units:
                    blocked_parts.append((lo, hi))
                if t0 <= reach + tol_units or t1 >= length - reach - tol_units:
                    near_start = t0 <= reach + tol_units
                    excused.append(f"crossed {yd(t0 if near_start else length - t1)} from the "
                                   f"{'start' if near_start else 'end'}")
            if excused:
                ignored.append(Ignored(piece.id, piece.kind,
                                       f"{', '.join(excused)}: within {settings.hedge_yards:g} yd, the hedge a unit "
                                       "is next to does not block (rule 2.1 reading: hedges, Normandy bocage)"))
            if not blocked_parts:
                continue
            t = first_at_or_below(blocked_parts, piece.top)
            if t is None:
                ignored.append(Ignored(piece.id, piece.kind, f"the sight line passes over this hedge "
                                                             f"({piece.top:g} yd) (rule 2.1 advanced: elevation)"))
            else:
                reason = "hedge across the line" if not adv else \
                    f"hedge ({piece.top:g} yd) at or above the sight line (rule 2.1 advanced: elevation)"
                blockers.append(Blocker(piece.id, piece.kind, point_at(t), t,
                                        f"{reason}, {yd(min(t, length - t))} from the nearer end, more than "
                                        f"{settings.hedge_yards:g} yd"))
            continue

        if piece.kind is TerrainKind.JUNGLE:
            jungle_seen.append(piece)
            for t0, t1 in spans:
                part = below(t0, t1, piece.top) if adv else (t0, t1)
                if part is not None:
                    jungle.append((part[0], part[1], piece))
            continue

        assert piece.kind in AREA_BLOCKING_KINDS
        first: float | None = None
        why = ""
        tol = _EPS * max(1.0, length)
        for t0, t1 in spans:
            from_a = bool(at_a[k]) and t0 <= tol
            from_b = bool(at_b[k]) and t1 >= length - tol
            if from_a or from_b:
                depth = (t1 - t0) * yards_per_unit
                who = "both ends are" if (from_a and from_b) else "the start is" if from_a else "the end is"
                if depth <= edge_yards + _YARD_TOL:
                    ignored.append(Ignored(piece.id, piece.kind,
                                           f"{who} inside it and the line runs {depth:.0f} yd inside it, at most "
                                           f"the edge depth of {edge_yards:g} yd (rule 2.1 reading: edge depth)"))
                    continue
                # From the start the line sees ``edge`` into the piece; towards the end it is blocked from
                # where it enters, more than the edge depth short of the unit.
                t = t0 + edge if from_a else t0
                span_why = (f"{who} inside it and the line runs {depth:.0f} yd inside it, more than the edge "
                            f"depth of {edge_yards:g} yd (rule 2.1 reading: edge depth)")
            else:
                bt = first_at_or_below([(t0, t1)], piece.top)
                if bt is None:
                    ignored.append(Ignored(piece.id, piece.kind, f"the sight line passes over this {name} "
                                                                 f"({piece.top:g} yd) (rule 2.1 advanced: elevation)"))
                    continue
                t = bt
                span_why = f"{name} in the way" if not adv else \
                    f"{name} ({piece.top:g} yd) at or above the sight line (rule 2.1 advanced: elevation)"
            if first is None or t < first:
                first, why = t, span_why
        if first is not None:
            blockers.append(Blocker(piece.id, piece.kind, point_at(first), first, why))

    if jungle_seen:
        jb, ji = _jungle(jungle, jungle_seen, settings, yards_per_unit, point_at)
        blockers.extend(jb)
        ignored.extend(ji)

    blockers.sort(key=lambda b: (b.distance, b.piece))
    first_block = blockers[0].at if blockers else None
    return LosResult(start, end, not blockers, length, range_yards, tuple(blockers), tuple(ignored), adv,
                     first_block, **eyes)  # type: ignore[arg-type]


# Basic line of sight: a piece of these kinds that the line touches blocks it, unless an end of the line stands
# in or on that piece (edge depth, a unit on its hill). Hedges (the 25 yard reach) and jungle (100 yards in
# all) need the full check.
_BLOCKS_WHEN_TOUCHED = (AREA_BLOCKING_KINDS - {TerrainKind.JUNGLE}) | {TerrainKind.HILL}


def clear_matrix(index: TerrainIndex, starts: Sequence[XY], ends: Sequence[XY], yards_per_unit: float,
                 settings: LosSettings, advanced: bool | None = None) -> list[list[bool]]:
    """Whether the line of sight is clear from every start to every end (who sees whom):
    ``out[i][j] == line_of_sight(index, starts[i], ends[j], ...).clear``.

    Only the answer is worked out, not the explanation: in basic line of sight a line that touches a hill,
    woods, rough, a building, a village or crops that neither end stands in is blocked (rule 2.1, as
    :func:`line_of_sight` reads it), which settles most lines without measuring any crossing. Every other
    line, and every line in advanced (elevation) line of sight, gets the full check."""
    adv = settings.advanced if advanced is None else advanced
    starts = [(float(x), float(y)) for x, y in starts]
    ends = [(float(x), float(y)) for x, y in ends]

    def full(a: XY, b: XY) -> bool:
        return line_of_sight(index, a, b, yards_per_unit, settings, adv).clear

    if adv:
        return [[full(a, b) for b in ends] for a in starts]
    sure = [p.kind in _BLOCKS_WHEN_TOUCHED for p in index.pieces]

    def standing_in(points: list[XY]) -> list[frozenset[int]]:
        """For each point, the pieces it stands in or on."""
        found: list[set[int]] = [set() for _ in points]
        if points:
            where, piece = index.tree.query(shapely.points(points), predicate="intersects")
            for w, k in zip(where.tolist(), piece.tolist()):
                found[w].add(k)
        return [frozenset(f) for f in found]

    in_start, in_end = standing_in(starts), standing_in(ends)
    out: list[list[bool]] = []
    for a, inside_a in zip(starts, in_start):
        row = []
        for b, inside_b in zip(ends, in_end):
            if math.hypot(b[0] - a[0], b[1] - a[1]) < _EPS:
                row.append(True)
                continue
            touched = index.candidates(LineString([a, b]))
            blocked = any(sure[k] and k not in inside_a and k not in inside_b for k in touched.tolist())
            row.append(False if blocked else full(a, b))
        out.append(row)
    return out


def _jungle(spans: list[tuple[float, float, _Piece]], seen: list[_Piece], settings: LosSettings,
            yards_per_unit: float, point_at: Callable[[float], XY]) -> tuple[list[Blocker], list[Ignored]]:
    """Jungle: the line sees through at most ``jungle_yards`` of jungle in all, overlapping pieces counted
    once. The blocker is the piece in which that much is passed, then every jungle piece beyond that point."""
    limit = settings.jungle_yards / yards_per_unit
    tol = _YARD_TOL / yards_per_unit
    spans = sorted(spans, key=lambda s: (s[0], s[1]))
    total = 0.0
    covered_to = -math.inf
    blocked_at: float | None = None
    out: list[Blocker] = []
    listed: set[str] = set()
    for t0, t1, piece in spans:
        if blocked_at is None:
            s0 = max(t0, covered_to)
            if t1 > s0:
                if total + (t1 - s0) > limit + tol:
                    blocked_at = s0 + (limit - total)
                    out.append(Blocker(piece.id, piece.kind, point_at(blocked_at), blocked_at,
                                       f"more than {settings.jungle_yards:g} yd of jungle along the line "
                                       "(rule 2.1 reading: jungle reduces visibility to 100 yards)"))
                    listed.add(piece.id)
                total += t1 - s0
        elif t1 > blocked_at and piece.id not in listed:
            t = max(t0, blocked_at)
            out.append(Blocker(piece.id, piece.kind, point_at(t), t,
                               f"jungle beyond the {settings.jungle_yards:g} yd limit of visibility "
                               "(rule 2.1 reading: jungle)"))
            listed.add(piece.id)
        covered_to = max(covered_to, t1)
    ignored: list[Ignored] = []
    if blocked_at is None:
        yards = total * yards_per_unit
        counted = {piece.id for _, _, piece in spans}
        for piece in seen:
            if piece.id in counted:
                why = (f"{yards:.0f} yd of jungle along the line in all, at most {settings.jungle_yards:g} yd "
                       "(rule 2.1 reading: jungle reduces visibility to 100 yards)")
            else:
                why = f"the sight line passes over this jungle ({piece.top:g} yd) (rule 2.1 advanced: elevation)"
            ignored.append(Ignored(piece.id, piece.kind, why))
    return out, ignored
