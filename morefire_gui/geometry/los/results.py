"""Line of sight by rule 2.1's string method, with the readings of docs/rules-notes.md:

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

Two engines give the same answers (docs/performance.md):

* :func:`reference_line_of_sight` asks the STRtree of the blocking pieces which ones the line touches and has
  shapely (GEOS) cut the line with each of them: the exact reading of the string method, and the reference the
  other is tested against.
* :func:`line_of_sight`, the one the app uses, finds where the line crosses the pieces' straight edges
  (geometry/los_index.py) and decides the common cases from those crossings; a piece the line meets in a
  degenerate way (through a vertex, along an edge, ending on its outline, two crossings at one point) and
  jungle are measured as the reference measures them.

A result carries the answer (clear, range, the blockers' ids in order along the line, the first blocked point)
and explains itself only when asked: the :class:`Blocker` and :class:`Ignored` entries and their reasons are
written on first access. When only the answer is wanted for many lines (who sees whom), :func:`clear_matrix`
gives it without working out every blocker.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import math
from collections.abc import Callable, Iterator, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, NamedTuple, cast, overload

import numpy as np
import shapely
from shapely.geometry import LineString, Point, Polygon
from shapely.geometry.base import BaseGeometry
from shapely.strtree import STRtree

from morefire_gui.geometry.los_index import Crossings, EdgeGrid, Hits, ManyHits, as_lists, many_crossings
from morefire_gui.geometry.shapes import XY, piece_outline
from morefire_gui.model.battle import DEFAULT_HEIGHTS, LosSettings, TerrainPiece
from morefire_gui.model.terms import AREA_BLOCKING_KINDS, BLOCKING_KINDS, TerrainKind

_EPS = 1e-9
# Tolerance, in yards, on the "at most N yards" readings (edge depth, hedge reach, jungle): a distance
# measured exactly on the limit is within it, whatever the floating-point rounding of the table units.
_YARD_TOL = 1e-6
# Two blockers of the fast engine this close (a fraction of the line's length) are measured again exactly:
# their order along the line (then by id) must be the reference's, which a last-digit difference could swap.
_TIE = 1e-8
# Advanced: a fast-engine crossing where the sight line is this close to a top is measured again exactly, since
# "at or above" decides on equality there. The fast engine's distances differ from GEOS's by rounding errors, and
# the sight line's height by those times its slope: the margin is this fraction of its rise over the line (a
# level sight line is at the same height wherever it is measured, and needs none).
_HEIGHT_TIE = 1e-9

Span = tuple[float, float]
_NO_EYES: tuple[None, None] = (None, None)

# A sight line is looked up in the STRtree as this many stretches (docs/performance.md): the envelope of a long
# diagonal line covers most of the table, the stretches' envelopes only the ground along it.
_STRETCHES = 8
_STRETCH_AT = np.linspace(0.0, 1.0, _STRETCHES + 1)
_FEW = 32  # pieces in a line's envelope that are simply all tested
# A piece of more edges than this is cut with a line edge by edge near the line, never whole (_judge_exactly).
_BIG_PIECE = 256
# A line of more crossings than this is judged with numpy (_basic_many), not crossing by crossing.
_MANY = 64
# A line that touches more edges of a big piece than this (runs along them, by their corners) takes those touches
# from the orientation tests, within their margin, rather than have GEOS cut it with each edge.
_GEOS_EDGES = 256


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


# -- what a check finds, before it is put in words -----------------------------------------------------------
# A blocker fact is (distance, piece index, why, detail); an ignored fact is (piece index, why, detail). ``why``
# is one of the reasons below, ``detail`` what its sentence needs beyond the piece and the line.
class BlockReason(Enum):
    """Why a piece blocks a line (rule 2.1; JUNGLE)."""

    HILL = "hill"  # the hill rises above the sight line (detail: None)
    HEDGE = "hedge"  # a hedge beyond the reach of both ends (None)
    AREA = "area"  # a blocking area the line passes through (None)
    EDGE = "edge"  # deeper into a blocking area than its edge lets a unit see (EdgeDepth)
    JUNGLE_LIMIT = "jungle limit"  # jungle: as far as a unit sees into it (None)
    JUNGLE_BEYOND = "jungle beyond"  # jungle: past what it lets through (None)


class PassReason(Enum):
    """Why a piece the line touches lets it through (rule 2.1; JUNGLE)."""

    ON_HILL = "on hill"  # an end stands on the hill (detail: OnEnds)
    OVER_HILL = "over hill"  # advanced: the line passes over it (None)
    HEDGE_NEAR = "hedge near"  # the hedge is within reach of an end (the stretches within reach)
    OVER_HEDGE = "over hedge"  # advanced: the line passes over it (None)
    EDGE = "edge"  # within the edge depth of an end in the area (EdgeDepth)
    OVER_AREA = "over area"  # advanced: the line passes over it (None)
    JUNGLE = "jungle"  # jungle seen into, within its limit (the yards)
    OVER_JUNGLE = "over jungle"  # jungle beyond the first the line passes (None)


_JUNGLE_IGNORED = (PassReason.JUNGLE, PassReason.OVER_JUNGLE)

OnEnds = tuple[bool, bool]  # whether the start, the end stands in or on the piece
EdgeDepth = tuple[bool, bool, float]  # the ends in the area, and how deep the line runs into it (yards)
Stretches = tuple[tuple[float, float], ...]  # along the line, table units
FactDetail = OnEnds | EdgeDepth | Stretches | float | None
BlockFact = tuple[float, int, BlockReason, FactDetail]
IgnoreFact = tuple[int, PassReason, FactDetail]


class _Line:
    """One sight line and the settings it is judged by: what the judging and the sentences need."""

    __slots__ = (
        "adv",
        "ax",
        "ay",
        "bx",
        "by",
        "edge",
        "eye",
        "h_a",
        "h_b",
        "height_tie",
        "length",
        "reach",
        "settings",
        "tol_units",
        "ux",
        "uy",
        "ypu",
    )

    def __init__(
        self, start: XY, end: XY, length: float, ypu: float, settings: LosSettings, adv: bool, g_a: float, g_b: float
    ) -> None:
        self.ax, self.ay = start
        self.bx, self.by = end
        self.length = length
        self.ux = (end[0] - start[0]) / length if length else 0.0
        self.uy = (end[1] - start[1]) / length if length else 0.0
        self.ypu = ypu
        self.settings = settings
        self.adv = adv
        self.eye = settings.eye_yards
        self.h_a, self.h_b = g_a + self.eye, g_b + self.eye
        self.height_tie = _HEIGHT_TIE * abs(self.h_b - self.h_a) * max(1.0, 1.0 / length) if length else 0.0
        self.edge = settings.edge_depth_yards / ypu
        self.reach = settings.hedge_yards / ypu
        self.tol_units = _YARD_TOL / ypu

    def point_at(self, t: float) -> XY:
        return (self.ax + self.ux * t, self.ay + self.uy * t)

    def eye_line(self, t: float) -> float:
        """Advanced: height of the sight line (between the two eyes) at ``t``, yards."""
        return self.h_a + (self.h_b - self.h_a) * t / self.length

    def yd(self, t: float) -> str:
        return f"{t * self.ypu:.0f} yd"


class _Explained:
    """What a result needs to write its explanation when first asked: the facts, the pieces and the line (or what
    makes it: a basic check settled from the crossings alone never needs one until then)."""

    __slots__ = ("_line", "blocks", "ids", "ignores", "pieces")

    def __init__(
        self,
        pieces: Sequence[Any],
        line: _Line | tuple[Any, ...],
        blocks: list[BlockFact],
        ids: list[str],
        ignores: list[IgnoreFact],
    ) -> None:
        self.pieces = pieces
        self._line = line
        self.blocks = blocks  # in order along the line, then by id
        self.ids = ids  # of the blockers
        self.ignores = ignores

    @property
    def line(self) -> _Line:
        if not isinstance(self._line, _Line):
            self._line = _Line(*self._line)
        return self._line

    def blockers(self) -> tuple[Blocker, ...]:
        out = []
        for (t, k, why, detail), pid in zip(self.blocks, self.ids):
            piece = self.pieces[k]
            out.append(
                Blocker(pid, piece.kind, self.line.point_at(t), t, _blocker_reason(why, detail, piece, t, self.line))
            )
        return tuple(out)

    def ignored(self) -> tuple[Ignored, ...]:
        # The reference lists pieces in the battle's order, jungle last (it is judged once all is seen).
        facts = sorted(self.ignores, key=lambda f: (f[1] in _JUNGLE_IGNORED, f[0]))
        out = []
        for k, why, detail in facts:
            piece = self.pieces[k]
            out.append(Ignored(piece.id, piece.kind, _ignored_reason(why, detail, piece, self.line)))
        return tuple(out)


class _Written:
    """The blockers and the pieces that let the line through, of one result: given, or written out from the facts
    when first read (most checks are only asked whether they are clear), the facts themselves worked out then too
    for a check settled from its crossings alone (``later``). A memo, not a part of the answer: it is written once
    and never changes what the result says."""

    __slots__ = ("_blockers", "_explained", "_ignored", "_kinds", "_later", "_order", "ids")

    def __init__(
        self,
        explained: _Explained | None = None,
        blockers: tuple[Blocker, ...] | None = None,
        ignored: tuple[Ignored, ...] | None = None,
        later: tuple[Callable[[], _Explained | None], list[str], list[int], list[TerrainKind]] | None = None,
    ) -> None:
        self._explained = explained
        self._blockers = blockers
        self._ignored = ignored
        self._later: Callable[[], _Explained | None] | None
        self._order: list[int] | None
        self._kinds: list[TerrainKind] | None
        self.ids: list[str] | None
        if later is not None:
            # The facts worked out when first needed; the blockers' ids, pieces and every piece's kind now.
            self._later, self.ids, self._order, self._kinds = later
        else:
            self._later = self._order = self._kinds = None
            self.ids = explained.ids if explained is not None else None

    def kinds(self) -> list[TerrainKind] | None:
        """The blockers' kinds, when known without the facts."""
        if self._order is None or self._kinds is None:
            return None
        kinds = self._kinds
        return [kinds[k] for k in self._order]

    @property
    def explained(self) -> _Explained | None:
        if self._later is not None:
            self._explained = self._later()
            self._later = None
        return self._explained

    def blockers(self) -> tuple[Blocker, ...]:
        if self._blockers is None:
            self._blockers = self.explained.blockers() if self.explained is not None else ()
        return self._blockers

    def ignored(self) -> tuple[Ignored, ...]:
        if self._ignored is None:
            self._ignored = self.explained.ignored() if self.explained is not None else ()
        return self._ignored

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, _Written):
            return NotImplemented
        return self.blockers() == other.blockers() and self.ignored() == other.ignored()

    def __hash__(self) -> int:
        return hash((self.blockers(), self.ignored()))


_NOTHING_WRITTEN = _Written(blockers=(), ignored=())


@dataclass(frozen=True, slots=True, init=False, repr=False)
class LosResult:
    """The answer of one check: ``clear``, the range, the blockers (in order along the line, each with where and
    why) and the pieces that let the line through (with the rule), the first blocked point, and in advanced
    line of sight the height of the sight line at each end.

    ``blockers`` and ``ignored`` are written out on first access; ``clear``, the range, ``first_block`` and
    ``blocker_ids`` are known as soon as the check returns. Two results are equal when they say the same."""

    start: XY
    end: XY
    clear: bool
    range_table: float
    range_yards: float
    advanced: bool
    first_block: XY | None
    eye_start: float | None  # advanced: height of the sight line at each end, yards
    eye_end: float | None
    _written: _Written = field(default=_NOTHING_WRITTEN)

    def __init__(
        self,
        start: XY,
        end: XY,
        clear: bool,
        range_table: float,
        range_yards: float,
        blockers: tuple[Blocker, ...] = (),
        ignored: tuple[Ignored, ...] = (),
        advanced: bool = False,
        first_block: XY | None = None,
        eye_start: float | None = None,
        eye_end: float | None = None,
        *,
        _written: _Written | None = None,
    ) -> None:
        s = object.__setattr__  # the frozen dataclass's own way to set its fields in __init__
        s(self, "start", start)
        s(self, "end", end)
        s(self, "clear", clear)
        s(self, "range_table", range_table)
        s(self, "range_yards", range_yards)
        s(self, "advanced", advanced)
        s(self, "first_block", first_block)
        s(self, "eye_start", eye_start)
        s(self, "eye_end", eye_end)
        s(self, "_written", _written or _Written(blockers=tuple(blockers), ignored=tuple(ignored)))

    @classmethod
    def _of(
        cls,
        start: XY,
        end: XY,
        length: float,
        ypu: float,
        advanced: bool,
        eyes: tuple[float | None, float | None],
        explained: _Explained | None,
        ids: list[str],
    ) -> LosResult:
        """A result whose blockers and ignored pieces are written out from ``explained`` when first read."""
        first_block = None
        if ids and explained:
            t = explained.blocks[0][0]  # _Line.point_at, as written there
            first_block = (start[0] + (end[0] - start[0]) / length * t, start[1] + (end[1] - start[1]) / length * t)
        written = _Written(explained) if explained else _NOTHING_WRITTEN
        return cls(
            start, end, not ids, length, length * ypu, (), (), advanced, first_block, eyes[0], eyes[1], _written=written
        )

    def __reduce__(self) -> tuple[Any, ...]:
        # Copied or pickled written out, as the plain result it is.
        return (
            LosResult,
            (
                self.start,
                self.end,
                self.clear,
                self.range_table,
                self.range_yards,
                self.blockers,
                self.ignored,
                self.advanced,
                self.first_block,
                self.eye_start,
                self.eye_end,
            ),
        )

    @property
    def blockers(self) -> tuple[Blocker, ...]:
        return self._written.blockers()

    @property
    def ignored(self) -> tuple[Ignored, ...]:
        return self._written.ignored()

    @property
    def blocker_ids(self) -> list[str]:
        ids = self._written.ids
        return list(ids) if ids is not None else [b.piece for b in self.blockers]

    @property
    def blocker_kinds(self) -> list[tuple[str, TerrainKind]]:
        """The blockers' ids and kinds, in order, without writing out their reasons (the ruler's label)."""
        written = self._written
        kinds = written.kinds()
        if kinds is not None and written.ids is not None:
            return list(zip(written.ids, kinds))
        explained = written.explained
        if explained is not None:
            return [(pid, explained.pieces[b[1]].kind) for b, pid in zip(explained.blocks, explained.ids)]
        return [(b.piece, b.kind) for b in self.blockers]

    @property
    def blocker_tuple(self) -> tuple[str, ...]:
        """The blockers' ids, in order, as a tuple (no copy of a list)."""
        ids = self._written.ids
        return tuple(ids) if ids is not None else tuple(b.piece for b in self.blockers)

    @property
    def ignored_ids(self) -> list[str]:
        return [i.piece for i in self.ignored]

    def __repr__(self) -> str:
        said = (
            ("start", self.start),
            ("end", self.end),
            ("clear", self.clear),
            ("range_table", self.range_table),
            ("range_yards", self.range_yards),
            ("blockers", self.blockers),
            ("ignored", self.ignored),
            ("advanced", self.advanced),
            ("first_block", self.first_block),
            ("eye_start", self.eye_start),
            ("eye_end", self.eye_end),
        )
        return f"LosResult({', '.join(f'{name}={value!r}' for name, value in said)})"

    def explain(self) -> list[str]:
        lines = [
            f"range {self.range_yards:.0f} yd ({self.range_table:.2f} table units, centre to centre)",
            "line of sight clear" if self.clear else "line of sight blocked",
        ]
        if self.advanced and self.eye_start is not None and self.eye_end is not None:
            lines.append(
                f"advanced elevation (rule 2.1): sight line from {self.eye_start:g} yd to "
                f"{self.eye_end:g} yd above the table"
            )
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


_PLAIN, _HEDGE, _EXACT = range(3)


@dataclass
class _Fast:
    """What the fast engine reads, per piece of the index (so that a check never walks the pieces): its edges
    in a grid, its geometry for the exact measure, and the facts of it that the judging needs."""

    grid: EdgeGrid
    geoms: np.ndarray
    kind: list[TerrainKind]
    top: list[float]
    hill: list[bool]
    hedge: list[bool]
    exact: list[bool]  # always measured as the reference measures it (jungle)
    klass: list[int]  # _PLAIN, _HEDGE or _EXACT: how the basic check treats a crossing of it
    code: list[BlockReason]  # why a piece that blocks at its first crossing blocks (basic)
    any_exact: bool = False  # whether any piece is to be measured exactly (jungle)
    ids: list[str] = field(default_factory=list)
    hedge_of: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=bool))  # hedge, as an array
    exact_of: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=bool))  # exact, as an array
    _roofs: dict[float, list[float]] = field(default_factory=dict)
    limits: tuple[LosSettings, float, tuple[float, float, float, float, float]] | None = None
    # What settled_clear and settled_first_block judge a crossing's piece by: hedge, hill, judged only exactly.
    judged: tuple[list[bool], list[bool], list[bool]] = field(init=False)

    def __post_init__(self) -> None:
        self.judged = (self.hedge, self.hill, self.exact)

    def roofs(self, eye: float) -> list[float]:
        """Advanced: the height each piece blocks the sight line up to, for an eye height: its top, and for a
        hill its top plus the eye height (2.1 advanced: hills are compared with the line between the ground
        under the ends, as :func:`_judge` reads it)."""
        found = self._roofs.get(eye)
        if found is None:
            found = self._roofs[eye] = [top + eye if hill else top for top, hill in zip(self.top, self.hill)]
        return found


@dataclass
class TerrainIndex:
    """The blocking terrain of a battle in an STRtree, with what line of sight needs to know of each piece.

    ``pieces[i]`` is the piece of the tree's geometry ``i``; a check reads only the pieces its line meets.
    ``fast`` holds the pieces' edges in a grid, and what :func:`line_of_sight` needs of each piece (None: every
    check is the reference's, as for a battle with a piece that is not a simple polygon or a line)."""

    pieces: list[_Piece]
    tree: STRtree
    hills: list[_Piece] = field(default_factory=list)
    hill_tree: STRtree | None = None
    fast: _Fast | None = None

    @classmethod
    def build(cls, terrain: Sequence[TerrainPiece], settings: LosSettings) -> TerrainIndex:
        hills = [p for p in terrain if p.kind is TerrainKind.HILL]
        hill_geoms = [piece_outline(p) for p in hills]
        shapely.prepare(hill_geoms)
        hill_items = [
            _Piece(p.id, p.kind, g, p.level or 1, (p.level or 1) * settings.level_yards)
            for p, g in zip(hills, hill_geoms)
        ]
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
        tree = STRtree(geoms)
        grid = EdgeGrid.build(geoms) if geoms else None
        fast = None
        if grid is not None:
            kinds = [p.kind for p in pieces]
            fast = _Fast(
                grid,
                np.asarray(tree.geometries),
                kinds,
                [p.top for p in pieces],
                [k is TerrainKind.HILL for k in kinds],
                [k is TerrainKind.HEDGE for k in kinds],
                [k is TerrainKind.JUNGLE for k in kinds],
                [_EXACT if k is TerrainKind.JUNGLE else _HEDGE if k is TerrainKind.HEDGE else _PLAIN for k in kinds],
                [
                    BlockReason.HEDGE
                    if k is TerrainKind.HEDGE
                    else BlockReason.HILL
                    if k is TerrainKind.HILL
                    else BlockReason.AREA
                    for k in kinds
                ],
                TerrainKind.JUNGLE in kinds,
                [p.id for p in pieces],
                np.array([k is TerrainKind.HEDGE for k in kinds], dtype=bool),
                np.array([k is TerrainKind.JUNGLE for k in kinds], dtype=bool),
            )
        return cls(pieces, tree, hill_items, hill_tree, fast)

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
            boxes = shapely.box(
                np.minimum(xs[:-1], xs[1:]) - pad,
                np.minimum(ys[:-1], ys[1:]) - pad,
                np.maximum(xs[:-1], xs[1:]) + pad,
                np.maximum(ys[:-1], ys[1:]) + pad,
            )
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


def _spans(line: LineString, geoms: list[BaseGeometry], start: XY, direction: XY, length: float) -> list[list[Span]]:
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


# -- judging one piece from the stretches of the line in it (both engines) -------------------------------------
class _Suspect(Exception):
    """A fast-engine crossing lies where "at or above" decides on equality: measure the piece exactly."""


def _below(t0: float, t1: float, top: float, line: _Line, exact: bool) -> Span | None:
    """Advanced: the part of [t0, t1] where the sight line is at or below ``top`` (it is straight, so that part
    is one interval), or None where the line passes over."""
    h0, h1 = line.eye_line(t0), line.eye_line(t1)
    tie = line.height_tie
    if not exact and tie and (abs(h0 - top) <= tie or abs(h1 - top) <= tie):
        raise _Suspect
    if h0 <= top and h1 <= top:
        return (t0, t1)
    if h0 > top and h1 > top:
        return None
    cross = t0 + (h0 - top) / (h0 - h1) * (t1 - t0)
    return (t0, cross) if h0 <= top else (cross, t1)


def _first_at_or_below(spans: Sequence[Span], top: float, line: _Line, exact: bool) -> float | None:
    for t0, t1 in spans:
        if not line.adv:
            return t0
        part = _below(t0, t1, top, line, exact)
        if part is not None:
            return part[0]
    return None


def _blocks_or_is_seen_over(
    k: int,
    spans: Sequence[Span],
    top: float,
    line: _Line,
    exact: bool,
    block_why: BlockReason,
    over_why: PassReason,
    blocks: list[BlockFact],
    ignores: list[IgnoreFact],
) -> None:
    """Piece ``k`` blocks where the line first runs at or below ``top`` along ``spans``; if it never does, the
    line passes over it."""
    t = _first_at_or_below(spans, top, line, exact)
    if t is None:
        ignores.append((k, over_why, None))
    else:
        blocks.append((t, k, block_why, None))


def _judge(
    k: int,
    kind: TerrainKind,
    top: float,
    spans: Sequence[Span],
    on_a: bool,
    on_b: bool,
    line: _Line,
    exact: bool,
    blocks: list[BlockFact],
    ignores: list[IgnoreFact],
    jungle: list[tuple[float, float, int]],
) -> None:
    """Rule 2.1 as docs/rules-notes.md reads it, for piece ``k`` whose stretches along the line are ``spans``
    (``on_a``/``on_b``: the start/end stands in or on it): appends what it finds to ``blocks`` and ``ignores``,
    and a jungle piece's stretches to ``jungle`` (jungle is judged once every piece is seen)."""
    length = line.length
    if kind is TerrainKind.HILL:
        if on_a or on_b:
            ignores.append((k, PassReason.ON_HILL, (on_a, on_b)))
            return
        # 2.1 advanced: hills are compared level with level, with the line between the ground under the
        # two ends; both ends stand the same eye height above their ground, so add it to the hill's top.
        _blocks_or_is_seen_over(
            k, spans, top + line.eye, line, exact, BlockReason.HILL, PassReason.OVER_HILL, blocks, ignores
        )
        return

    if kind is TerrainKind.HEDGE:
        # 2.1 / bocage: a hedge crossed within ``hedge_yards`` of either end is the hedge that unit is next
        # to and does not block; any other crossing of the same hedge does.
        reach, tol_units = line.reach, line.tol_units
        blocked_parts: list[Span] = []
        excused: list[Span] = []
        for t0, t1 in spans:
            lo, hi = max(t0, reach), min(t1, length - reach)
            if lo <= hi and t1 > reach + tol_units and t0 < length - reach - tol_units:
                blocked_parts.append((lo, hi))
            if t0 <= reach + tol_units or t1 >= length - reach - tol_units:
                excused.append((t0, t1))
        if excused:
            ignores.append((k, PassReason.HEDGE_NEAR, tuple(excused)))
        if not blocked_parts:
            return
        _blocks_or_is_seen_over(
            k, blocked_parts, top, line, exact, BlockReason.HEDGE, PassReason.OVER_HEDGE, blocks, ignores
        )
        return

    if kind is TerrainKind.JUNGLE:
        for t0, t1 in spans:
            part = _below(t0, t1, top, line, exact) if line.adv else (t0, t1)
            if part is not None:
                jungle.append((part[0], part[1], k))
        return

    assert kind in AREA_BLOCKING_KINDS
    first: float | None = None
    why: tuple[BlockReason, FactDetail] = (BlockReason.AREA, None)
    tol = _EPS * max(1.0, length)
    edge_yards = line.settings.edge_depth_yards
    if not line.adv and len(spans) > 3:
        # Basic: a stretch between the first and the last neither starts nor ends at an end of the line, so it blocks
        # where it begins and says nothing else: the second is the first of them to block.
        spans = [spans[0], spans[1], spans[-1]]
    for t0, t1 in spans:
        from_a = on_a and t0 <= tol
        from_b = on_b and t1 >= length - tol
        if from_a or from_b:
            depth = (t1 - t0) * line.ypu
            if depth <= edge_yards + _YARD_TOL:
                ignores.append((k, PassReason.EDGE, (from_a, from_b, depth)))
                continue
            # From the start the line sees ``edge`` into the piece; towards the end it is blocked from
            # where it enters, more than the edge depth short of the unit.
            t = t0 + line.edge if from_a else t0
            span_why: tuple[BlockReason, FactDetail] = (BlockReason.EDGE, (from_a, from_b, depth))
        else:
            bt = _first_at_or_below([(t0, t1)], top, line, exact)
            if bt is None:
                ignores.append((k, PassReason.OVER_AREA, None))
                continue
            t = bt
            span_why = (BlockReason.AREA, None)
        if first is None or t < first:
            first, why = t, span_why
    if first is not None:
        blocks.append((first, k, why[0], why[1]))


def _judge_jungle(
    spans: list[tuple[float, float, int]],
    seen: Sequence[int],
    line: _Line,
    blocks: list[BlockFact],
    ignores: list[IgnoreFact],
) -> None:
    """Jungle: the line sees through at most ``jungle_yards`` of jungle in all, overlapping pieces counted
    once. The blocker is the piece in which that much is passed, then every jungle piece beyond that point."""
    limit = line.settings.jungle_yards / line.ypu
    tol = _YARD_TOL / line.ypu
    spans = sorted(spans, key=lambda s: (s[0], s[1]))
    total = 0.0
    covered_to = -math.inf
    blocked_at: float | None = None
    listed: set[int] = set()
    for t0, t1, k in spans:
        if blocked_at is None:
            s0 = max(t0, covered_to)
            if t1 > s0:
                if total + (t1 - s0) > limit + tol:
                    blocked_at = s0 + (limit - total)
                    blocks.append((blocked_at, k, BlockReason.JUNGLE_LIMIT, None))
                    listed.add(k)
                total += t1 - s0
        elif t1 > blocked_at and k not in listed:
            blocks.append((max(t0, blocked_at), k, BlockReason.JUNGLE_BEYOND, None))
            listed.add(k)
        covered_to = max(covered_to, t1)
    if blocked_at is None:
        yards = total * line.ypu
        counted = {k for _, _, k in spans}
        for k in seen:
            ignores.append((k, PassReason.JUNGLE, yards) if k in counted else (k, PassReason.OVER_JUNGLE, None))


# -- the sentences -----------------------------------------------------------------------------------------------
def _who(on_a: bool, on_b: bool, both: str, start: str, end: str) -> str:
    return both if on_a and on_b else start if on_a else end


def _edge_depth_reason(detail: FactDetail, compared: str, s: LosSettings) -> str:
    """Why a piece an end stands in blocks ("more than") or not ("at most"): how far the line runs inside it."""
    from_a, from_b, depth = cast(EdgeDepth, detail)
    who = _who(from_a, from_b, "both ends are", "the start is", "the end is")
    return (
        f"{who} inside it and the line runs {depth:.0f} yd inside it, {compared} the edge depth of "
        f"{s.edge_depth_yards:g} yd (rule 2.1 reading: edge depth)"
    )


def _blocker_reason(why: BlockReason, detail: FactDetail, piece: Any, t: float, line: _Line) -> str:
    s = line.settings
    name = piece.kind.value
    if why is BlockReason.HILL:
        if not line.adv:
            return f"level {piece.level} hill in the way"
        ground_line = line.eye_line(t) - line.eye
        return (
            f"level {piece.level} hill ({piece.top:g} yd) at or above the sight line (which runs "
            f"{ground_line:g} yd above the table there, counted from the ground under each end; rule 2.1 "
            f"advanced: elevation)"
        )
    if why is BlockReason.HEDGE:
        reason = (
            "hedge across the line"
            if not line.adv
            else f"hedge ({piece.top:g} yd) at or above the sight line (rule 2.1 advanced: elevation)"
        )
        return f"{reason}, {line.yd(min(t, line.length - t))} from the nearer end, more than {s.hedge_yards:g} yd"
    if why is BlockReason.AREA:
        return (
            f"{name} in the way"
            if not line.adv
            else f"{name} ({piece.top:g} yd) at or above the sight line (rule 2.1 advanced: elevation)"
        )
    if why is BlockReason.EDGE:
        return _edge_depth_reason(detail, "more than", s)
    if why is BlockReason.JUNGLE_LIMIT:
        return (
            f"more than {s.jungle_yards:g} yd of jungle along the line (rule 2.1 reading: jungle reduces "
            "visibility to 100 yards)"
        )
    assert why is BlockReason.JUNGLE_BEYOND
    return f"jungle beyond the {s.jungle_yards:g} yd limit of visibility (rule 2.1 reading: jungle)"


def _ignored_reason(why: PassReason, detail: FactDetail, piece: Any, line: _Line) -> str:
    s = line.settings
    if why is PassReason.ON_HILL:
        who = _who(*cast(OnEnds, detail), "both ends stand", "the start stands", "the end stands")
        return f"{who} on this hill (rule 2.1 reading: a unit standing on a hill is not blocked by that hill)"
    if why is PassReason.OVER_HILL:
        return (
            f"the sight line passes over this level {piece.level} hill ({piece.top:g} yd) (rule 2.1 advanced: "
            "elevation)"
        )
    if why is PassReason.HEDGE_NEAR:
        excused = []
        for t0, t1 in cast(Stretches, detail):
            near_start = t0 <= line.reach + line.tol_units
            excused.append(
                f"crossed {line.yd(t0 if near_start else line.length - t1)} from the {'start' if near_start else 'end'}"
            )
        return (
            f"{', '.join(excused)}: within {s.hedge_yards:g} yd, the hedge a unit is next to does not block "
            "(rule 2.1 reading: hedges, Normandy bocage)"
        )
    if why is PassReason.OVER_HEDGE:
        return f"the sight line passes over this hedge ({piece.top:g} yd) (rule 2.1 advanced: elevation)"
    if why is PassReason.EDGE:
        return _edge_depth_reason(detail, "at most", s)
    if why is PassReason.OVER_AREA:
        return f"the sight line passes over this {piece.kind.value} ({piece.top:g} yd) (rule 2.1 advanced: elevation)"
    if why is PassReason.JUNGLE:
        return (
            f"{cast(float, detail):.0f} yd of jungle along the line in all, at most {s.jungle_yards:g} yd (rule 2.1 "
            "reading: jungle reduces visibility to 100 yards)"
        )
    assert why is PassReason.OVER_JUNGLE
    return f"the sight line passes over this jungle ({piece.top:g} yd) (rule 2.1 advanced: elevation)"


def reference_line_of_sight(
    index: TerrainIndex, start: XY, end: XY, yards_per_unit: float, settings: LosSettings, advanced: bool | None = None
) -> LosResult:
    """The line of sight as GEOS measures it: the pieces the STRtree says the line touches, each cut with the
    line by shapely. The reference :func:`line_of_sight` is tested against; it answers alike, more slowly."""
    adv = settings.advanced if advanced is None else advanced
    start = (float(start[0]), float(start[1]))
    end = (float(end[0]), float(end[1]))
    (ax, ay), (bx, by) = start, end
    length = math.hypot(bx - ax, by - ay)
    g_a = index.ground(start) if adv else 0.0
    g_b = index.ground(end) if adv else 0.0
    eyes = (g_a + settings.eye_yards, g_b + settings.eye_yards) if adv else (None, None)
    line = _Line(start, end, length, yards_per_unit, settings, adv, g_a, g_b)
    if length < _EPS:
        return LosResult(start, end, True, 0.0, 0.0, advanced=adv, eye_start=eyes[0], eye_end=eyes[1])
    geom_line = LineString([start, end])
    candidates = [int(i) for i in index.candidates(geom_line)]
    if not candidates:
        return LosResult._of(start, end, length, yards_per_unit, adv, eyes, None, [])

    # Which candidates each end stands in or on (only candidates can contain an end: the ends are on the line).
    pieces = [index.pieces[i] for i in candidates]
    geoms = [p.geom for p in pieces]
    at_a = shapely.intersects(geoms, Point(start))
    at_b = shapely.intersects(geoms, Point(end))
    all_spans = _spans(geom_line, geoms, start, (line.ux, line.uy), length)
    blocks: list[BlockFact] = []
    ignores: list[IgnoreFact] = []
    jungle: list[tuple[float, float, int]] = []
    jungle_seen: list[int] = []
    for n, (k, piece) in enumerate(zip(candidates, pieces)):
        spans = all_spans[n]
        if not spans:
            continue
        if piece.kind is TerrainKind.JUNGLE:
            jungle_seen.append(k)
        _judge(k, piece.kind, piece.top, spans, bool(at_a[n]), bool(at_b[n]), line, True, blocks, ignores, jungle)
    if jungle_seen:
        _judge_jungle(jungle, jungle_seen, line, blocks, ignores)
    return _result(index.pieces, start, end, line, length, yards_per_unit, adv, eyes, blocks, ignores)


def _result(
    pieces: Sequence[Any],
    start: XY,
    end: XY,
    line: _Line | tuple[Any, ...],
    length: float,
    ypu: float,
    adv: bool,
    eyes: tuple[float | None, float | None],
    blocks: list[BlockFact],
    ignores: list[IgnoreFact],
    in_order: bool = False,
) -> LosResult:
    """The result: blockers in order along the line, then by id (as rule 2.1's explanation lists them).
    ``in_order``: ``blocks`` are so already, at distinct distances. ``line``: the line, or the arguments that make
    it when the explanation is written."""
    if not in_order and len(blocks) > 1:
        blocks.sort(key=_distance)
        if len({b[0] for b in blocks}) < len(blocks):  # blockers at one distance: by id
            blocks.sort(key=lambda b: (b[0], pieces[b[1]].id))
    ids = [pieces[b[1]].id for b in blocks]
    explained = _Explained(pieces, line, blocks, ids, ignores) if (blocks or ignores) else None
    return LosResult._of(start, end, length, ypu, adv, eyes, explained, ids)


def _distance(fact: BlockFact) -> float:
    return fact[0]


def line_of_sight(
    index: TerrainIndex, start: XY, end: XY, yards_per_unit: float, settings: LosSettings, advanced: bool | None = None
) -> LosResult:
    """Decide the line of sight between two points (unit centres or any points on the table).

    The line's crossings with the pieces' edges (geometry/los_index.py) settle most pieces at once: in basic
    line of sight a piece neither end stands in blocks where the line first crosses its outline, and a hedge
    where the line crosses it more than the hedge reach from both ends. A piece an end stands in, and every
    piece in advanced line of sight, is judged from the stretches of the line inside it, which its crossings
    give. A piece the line meets in a degenerate way, and jungle, are measured with shapely as
    :func:`reference_line_of_sight` measures them, and so is any blocker within a rounding error of another,
    so that the order of the blockers is the reference's too."""
    found = _check(index, start, end, yards_per_unit, settings, advanced)
    return found if isinstance(found, LosResult) else found.result()


class Sight:
    """The answer of a basic check settled from its crossings (:func:`sight`): clear, the blockers' ids in order, the
    first blocked point and the range, known now; the full :class:`LosResult`, with every reason, made when asked
    (:meth:`result`)."""

    __slots__ = (
        "_later",
        "_made",
        "_order",
        "blockers",
        "end",
        "first_block",
        "kinds",
        "range_table",
        "range_yards",
        "start",
    )

    def __init__(
        self,
        start: XY,
        end: XY,
        blockers: list[str],
        order: list[int],
        kinds: list[TerrainKind],
        first_block: XY | None,
        length: float,
        ypu: float,
        later: Callable[[], _Explained | None],
    ) -> None:
        self.start, self.end, self.blockers, self._order, self.kinds = start, end, blockers, order, kinds
        self.first_block, self.range_table, self.range_yards, self._later = first_block, length, length * ypu, later
        self._made: LosResult | None = None

    @property
    def clear(self) -> bool:
        return not self.blockers

    def result(self) -> LosResult:
        if self._made is None:
            self._made = self._make()
        return self._made

    def _make(self) -> LosResult:
        written = _Written(later=(self._later, self.blockers, self._order, self.kinds))
        return LosResult(
            self.start,
            self.end,
            not self.blockers,
            self.range_table,
            self.range_yards,
            (),
            (),
            False,
            self.first_block,
            None,
            None,
            _written=written,
        )


def sight(
    index: TerrainIndex, start: XY, end: XY, yards_per_unit: float, settings: LosSettings, advanced: bool | None = None
) -> Sight | LosResult:
    """:func:`line_of_sight`, but a basic check settled from its crossings (most are) is given as its :class:`Sight`,
    the answer without the machinery of the reasons (which :meth:`Sight.result` makes when asked)."""
    return _check(index, start, end, yards_per_unit, settings, advanced)


def sight_range(start: XY, end: XY, yards_per_unit: float) -> tuple[float, float]:
    """The range of a check between two points, centre to centre, in table units and yards, as the check gives it."""
    length = math.hypot(float(end[0]) - float(start[0]), float(end[1]) - float(start[1]))
    if length < _EPS:
        return 0.0, 0.0
    return length, length * yards_per_unit


def _fast_line(index: TerrainIndex, start: XY, end: XY) -> tuple[_Fast, float, float, float, float, float] | None:
    """The index's edge grid and the line's ends and length, for the checks that walk the grid; None where only the
    reference can answer (no grid, or a line of no length)."""
    fast = index.fast
    if fast is None:
        return None
    ax, ay = float(start[0]), float(start[1])
    bx, by = float(end[0]), float(end[1])
    length = math.hypot(bx - ax, by - ay)
    return None if length < _EPS else (fast, ax, ay, bx, by, length)


def settled_clear(index: TerrainIndex, start: XY, end: XY, yards_per_unit: float, settings: LosSettings) -> bool | None:
    """Basic line of sight's verdict alone (``line_of_sight(...).clear``), where the line's edges settle it without
    the blockers worked out (:meth:`EdgeGrid.settled`, which stops at the first piece that blocks): False where the
    line cleanly crosses a piece that blocks it whatever else it meets, True where every clean crossing is let
    through (a hedge near an end, a hill an end stands on, an area left within the edge depth) and it touches
    nothing; None where only the full check can say (a touch, jungle, a rounding error from a limit)."""
    line = _fast_line(index, start, end)
    if line is None:
        return None
    fast, ax, ay, bx, by, length = line
    reach, deep, shallow, _, _ = _limits(fast, yards_per_unit, settings)
    return fast.grid.settled(ax, ay, bx, by, length, (reach, length - reach), (deep, shallow), fast.judged)


def _limits(fast: _Fast, ypu: float, settings: LosSettings) -> tuple[float, float, float, float, float]:
    """The distances, in table units, that :func:`settled_clear` and :func:`settled_first_block` judge by, kept for
    the last scale and settings asked: the hedge reach (a hedge crossed beyond it from both ends blocks, as _basic
    reads it); deeper and shallower than the edge depth by a margin far beyond the rounding of a crossing's distance;
    where an area the start stands in blocks (_area_block), and how far the line must run in it for that."""
    last = fast.limits
    if last is not None and last[0] is settings and last[1] == ypu:  # the settings are frozen, and kept here
        return last[2]
    depth = settings.edge_depth_yards
    found = (
        settings.hedge_yards / ypu + _YARD_TOL / ypu,
        (depth + 2 * _YARD_TOL) / ypu,
        (depth - _YARD_TOL) / ypu,
        0.0 + depth / ypu,
        (depth + _YARD_TOL) / ypu,
    )
    fast.limits = (settings, ypu, found)
    return found


def settled_first_block(
    index: TerrainIndex, start: XY, end: XY, yards_per_unit: float, settings: LosSettings
) -> tuple[bool, XY | None] | None:
    """Basic line of sight's verdict and first blocked point alone (``line_of_sight(...).clear`` and ``.first_block``),
    where a walk of the line's edges from the start settles them without every blocker worked out
    (:meth:`EdgeGrid.first_block`, which stops at the first): (clear, first block), or None where only the full check
    can say. The point is the full check's, to its rounding (which may measure a piece exactly where a rounding error
    could decide it)."""
    line = _fast_line(index, start, end)
    if line is None:
        return None
    fast, ax, ay, bx, by, length = line
    reach, deep, shallow, edge, limit = _limits(fast, yards_per_unit, settings)
    t = fast.grid.first_block(
        ax, ay, bx, by, length, (reach, length - reach), (deep, shallow, edge, limit), fast.judged
    )
    if t is None:
        return None
    if t == math.inf:
        return True, None
    return False, (ax + (bx - ax) / length * t, ay + (by - ay) / length * t)  # _Line.point_at, as _basic writes it


def _check(
    index: TerrainIndex, start: XY, end: XY, yards_per_unit: float, settings: LosSettings, advanced: bool | None = None
) -> Sight | LosResult:
    line = _fast_line(index, start, end)
    if line is None:
        return reference_line_of_sight(index, start, end, yards_per_unit, settings, advanced)
    fast, ax, ay, bx, by, length = line
    grid = fast.grid
    found = grid.line_hits(ax, ay, bx, by, length, _MANY)
    on_a, on_b = grid.ends(ax, ay, bx, by, found)
    adv = settings.advanced if advanced is None else advanced
    if not isinstance(found[0], list) and not adv and not found[3]:
        # Many crossings (a piece of many edges, or many pieces): judged with numpy, not crossing by crossing.
        settled = _basic_many(index, fast, ax, ay, bx, by, length, yards_per_unit, settings, found, on_a, on_b)
        if settled is not None:
            return settled
    hits = as_lists(found)
    ts, ks, ins, suspect = hits
    if not (ts or suspect or on_a or on_b or adv):
        # The line meets no edge and neither end stands in any piece: clear, the most common answer in a game.
        return Sight((ax, ay), (bx, by), [], [], fast.kind, None, length, yards_per_unit, _nothing)
    if not adv and not suspect:
        settled = _basic(index, fast, ax, ay, bx, by, length, yards_per_unit, settings, hits, on_a, on_b)
        if settled is not None:
            return settled
    crossings = (list(zip(ts, ks, ins)), set(suspect))
    return _fast_check(index, fast, (ax, ay), (bx, by), yards_per_unit, settings, adv, on_a, on_b, crossings)


def _nothing() -> None:
    """The facts of a line that meets nothing: none."""
    return None


def _basic(
    index: TerrainIndex,
    fast: _Fast,
    ax: float,
    ay: float,
    bx: float,
    by: float,
    length: float,
    ypu: float,
    settings: LosSettings,
    hits: Hits,
    on_a: set[int],
    on_b: set[int],
) -> Sight | None:
    """Basic line of sight from the clean crossings of a line that touches nothing (no suspect piece) and the
    pieces its ends stand in, as :func:`_fast_check` judges it: the answer (the blockers in order, the first blocked
    point) now, the reasons and the pieces let through worked out by :func:`_fast_check` when first asked. None
    where the crossings do not settle it (jungle, an odd crossing pattern, two blockers a rounding error apart).

    A piece no end stands in blocks at its first crossing, a hedge at its first crossing beyond the hedge reach of
    both ends; a hill an end stands on does not block; an area an end stands in blocks where the line runs deeper
    into it than the edge depth from that end, or goes into it again."""
    ts, ks, ins, _ = hits
    ends = on_a | on_b if on_b else on_a
    if fast.any_exact:
        exact = fast.exact
        if any(exact[k] for k in ks) or any(exact[k] for k in ends):
            return None
    reach, tol_units = settings.hedge_yards / ypu, _YARD_TOL / ypu
    lo, hi = reach + tol_units, length - reach - tol_units  # as _fast_check gives them to _basic_pass
    n = len(ts)
    vts, vks = ts, ks
    if n and not (ts[0] > lo and ts[-1] < hi):
        # A hedge crossed within reach of an end does not block there: leave out those crossings of hedges.
        hedge = fast.hedge
        i0, i1 = bisect.bisect_right(ts, lo), bisect.bisect_left(ts, hi)
        head = [i for i in range(i0) if not hedge[ks[i]]]
        tail = [i for i in range(i1, n) if not hedge[ks[i]]]
        if len(head) + len(tail) < i0 + n - i1:
            vts = [ts[i] for i in head] + ts[i0:i1] + [ts[i] for i in tail]
            vks = [ks[i] for i in head] + ks[i0:i1] + [ks[i] for i in tail]
    # The pieces no end stands in, in order of their first blocking crossing.
    unique = dict.fromkeys(vks)
    if ends:
        for k in ends:
            unique.pop(k, None)
    order = list(unique)
    first_t = vts[vks.index(order[0])] if order else math.inf
    if ends:
        extra = _end_blocks(fast, ts, ks, ins, ends, on_a, on_b, length, ypu, settings)
        if extra is None:
            return None
        if extra:
            # Each in its place among the others, by distance: after the pieces whose first blocking crossing comes
            # before it. One not at a crossing (the edge depth from the start) within a rounding error of another
            # blocker: measured as the reference measures them, for its order.
            tie = _TIE * max(1.0, length)
            extra.sort()
            for j, (t, k, at_crossing) in enumerate(extra):
                i = bisect.bisect_left(vts, t)
                if not at_crossing and ((i and t - vts[i - 1] <= tie) or (i < len(vts) and vts[i] - t <= tie)):
                    return None
                if j and t - extra[j - 1][0] <= tie:
                    return None
                placed = sum(1 for p in dict.fromkeys(vks[:i]) if p not in ends) + j
                order.insert(placed, k)
            first_t = min(first_t, extra[0][0])
    start, end = (ax, ay), (bx, by)
    first_block = None
    if order:
        # _Line.point_at, as written there
        first_block = (ax + (bx - ax) / length * first_t, ay + (by - ay) / length * first_t)
    pid = fast.ids
    ids = [pid[k] for k in order]
    later = functools.partial(_explain_later, index, fast, start, end, ypu, settings, hits, on_a, on_b)
    return Sight(start, end, ids, order, fast.kind, first_block, length, ypu, later)


def _explain_later(
    index: TerrainIndex,
    fast: _Fast,
    start: XY,
    end: XY,
    ypu: float,
    settings: LosSettings,
    hits: Hits | ManyHits,
    on_a: set[int],
    on_b: set[int],
) -> _Explained | None:
    """The facts of a check :func:`_basic` settled, worked out as :func:`_fast_check` works them out."""
    ts, ks, ins, suspect = as_lists(hits)
    crossings = (list(zip(ts, ks, ins)), set(suspect))
    return _fast_check(index, fast, start, end, ypu, settings, False, on_a, on_b, crossings)._written.explained


def _basic_many(
    index: TerrainIndex,
    fast: _Fast,
    ax: float,
    ay: float,
    bx: float,
    by: float,
    length: float,
    ypu: float,
    settings: LosSettings,
    hits: ManyHits,
    on_a: set[int],
    on_b: set[int],
) -> Sight | None:
    """:func:`_basic` for a line of many crossings, given as numpy arrays (an outline of thousands of edges, a
    comb's teeth): the same judgement in a few numpy calls over all of them, so that its cost grows with the
    crossings at numpy's pace, not Python's."""
    t, k, going_in, _ = hits
    ends = on_a | on_b
    if fast.any_exact and (fast.exact_of[k].any() or any(fast.exact[e] for e in ends)):
        return None
    reach, tol_units = settings.hedge_yards / ypu, _YARD_TOL / ypu
    lo, hi = reach + tol_units, length - reach - tol_units  # as _fast_check gives them to _basic_pass
    valid = ~fast.hedge_of[k] | ((t > lo) & (t < hi))
    for e in ends:
        valid &= k != e
    vk, vt = k[valid], t[valid]
    # Each piece at its first blocking crossing, in order along the line.
    by_piece = np.argsort(vk, kind="stable")
    sorted_k = vk[by_piece]
    fresh = np.ones(len(sorted_k), dtype=bool)
    fresh[1:] = sorted_k[1:] != sorted_k[:-1]
    firsts = np.sort(by_piece[fresh])
    order: list[int] = vk[firsts].tolist()
    first_ts = vt[firsts]
    first_t = float(first_ts[0]) if len(first_ts) else math.inf
    if ends:
        tol = _EPS * max(1.0, length)
        limit = settings.edge_depth_yards + _YARD_TOL
        edge = settings.edge_depth_yards / ypu
        extra: list[tuple[float, int, bool]] = []
        for e in sorted(ends):
            if fast.hill[e]:
                continue
            if fast.klass[e] != _PLAIN:
                return None
            mine = k == e
            te, ie = t[mine], going_in[mine]
            in_a, in_b = e in on_a, e in on_b
            # In and out alternate, from outside unless the start stands in it, to inside just when the end does.
            expected = (np.arange(len(te)) % 2 == 1) == in_a
            if not (ie == expected).all() or (in_a != (len(te) % 2 == 1)) != in_b:
                return None
            blocks: list[tuple[float, bool]] = []
            bounds = np.concatenate(([0.0], te, [length]) if in_a else (te, [length]))
            # The stretches in it: (0, first out) from the start, then (in, out) pairs, (last in, length) to the end;
            # only the first from an end, the first in the middle and the one to the end can block first.
            spans = len(bounds) // 2
            for n in (0, 1, spans - 1) if spans > 3 else range(spans):
                t0, t1 = float(bounds[2 * n]), float(bounds[2 * n + 1])
                at = _area_block(t0, t1, in_a, in_b, length, tol, ypu, limit, edge)
                if at is not None:
                    blocks.append(at)
            if blocks:
                at_t, at_crossing = min(blocks)
                extra.append((at_t, e, at_crossing))
        if extra:
            tie = _TIE * max(1.0, length)
            extra.sort()
            for j, (te_, e, at_crossing) in enumerate(extra):
                i = int(np.searchsorted(t, te_))
                if not at_crossing and ((i and te_ - t[i - 1] <= tie) or (i < len(t) and t[i] - te_ <= tie)):
                    return None
                if j and te_ - extra[j - 1][0] <= tie:
                    return None
                order.insert(int(np.searchsorted(first_ts, te_)) + j, e)
            first_t = min(first_t, extra[0][0])
    start, end = (ax, ay), (bx, by)
    first_block = None
    if order:
        # _Line.point_at, as written there
        first_block = (ax + (bx - ax) / length * first_t, ay + (by - ay) / length * first_t)
    pid = fast.ids
    ids = [pid[p] for p in order]
    crossings: ManyHits = (t, k, going_in, set())  # as lists when the reasons are asked for
    later = functools.partial(_explain_later, index, fast, start, end, ypu, settings, crossings, on_a, on_b)
    return Sight(start, end, ids, order, fast.kind, first_block, length, ypu, later)


def _area_block(
    t0: float, t1: float, on_a: bool, on_b: bool, length: float, tol: float, ypu: float, limit: float, edge: float
) -> tuple[float, bool] | None:
    """Basic line of sight: where the stretch [t0, t1] of the line in an area blocks, and whether that is where
    it goes in (else the edge depth from the start), or None (:func:`_judge`)."""
    from_a = on_a and t0 <= tol
    if from_a or (on_b and t1 >= length - tol):
        if (t1 - t0) * ypu <= limit:
            return None  # within the edge depth
        return (t0 + edge, False) if from_a else (t0, True)
    return (t0, True)


def _end_blocks(
    fast: _Fast,
    ts: list[float],
    ks: list[int],
    ins: list[bool],
    ends: set[int],
    on_a: set[int],
    on_b: set[int],
    length: float,
    ypu: float,
    settings: LosSettings,
) -> list[tuple[float, int, bool]] | None:
    """Where each piece an end stands in blocks the line, as (distance, piece, whether at a crossing), for those that
    do; None for a
    crossing pattern that does not add up (left to :func:`_fast_check`). A hill an end stands on does not block;
    in an area the line runs from each end that stands in it to where it comes out (in to where it goes in), and
    blocks there if deeper than the edge depth (at the edge depth from the start, where it goes in towards the
    end); every other stretch of the line in it blocks where it goes in (rule 2.1 as :func:`_judge` reads it)."""
    out: list[tuple[float, int, bool]] = []
    tol = _EPS * max(1.0, length)
    limit = settings.edge_depth_yards + _YARD_TOL
    edge = settings.edge_depth_yards / ypu
    for k in ends:
        if fast.hill[k]:
            continue
        if fast.klass[k] != _PLAIN:
            return None
        in_a, in_b = k in on_a, k in on_b
        inside, since = in_a, 0.0
        block: tuple[float, bool] | None = None
        for t, kk, going_in in zip(ts, ks, ins):
            if kk != k:
                continue
            if going_in == inside:
                return None  # in twice, or out twice
            if inside:
                at = _area_block(since, t, in_a, in_b, length, tol, ypu, limit, edge)
                if at is not None and (block is None or at[0] < block[0]):
                    block = at
            else:
                since = t
            inside = not inside
        if inside != in_b:
            return None
        if inside:
            at = _area_block(since, length, in_a, in_b, length, tol, ypu, limit, edge)
            if at is not None and (block is None or at[0] < block[0]):
                block = at
        if block is not None:
            out.append((block[0], k, block[1]))
    return out


# Lines worked out together by _bulk_clear: at most this many (segment, edge) meetings' worth at once.
_BULK_LINES = 4096
# ... each in stretches of these fractions of its length, the next looked at only for the lines not yet blocked.
_BULK_STRETCH_AT = (0.0, 0.1, 0.25, 0.5, 1.0)


def _bulk_clear(
    index: TerrainIndex,
    fast: _Fast,
    starts: list[XY],
    ends: list[XY],
    yards_per_unit: float,
    settings: LosSettings,
    in_start: list[frozenset[int]],
    in_end: list[frozenset[int]],
) -> list[list[bool]]:
    """Basic line of sight for every start and end, the lines worked out together (docs/performance.md): the
    pieces each point stands in come from one query of the STRtree for all the points (``in_start``,
    ``in_end``), the crossings of every line with the pieces' edges from a few numpy calls over all the lines
    (:func:`many_crossings`). A line is blocked where it cleanly crosses a piece neither end stands in (a hedge
    more than the hedge reach from both ends, rule 2.1 as :func:`line_of_sight` reads it), and clear where it
    meets no edge and neither end stands in any piece; every other line — one that meets only pieces at its ends,
    jungle, or touches an edge — gets the full check, which works out the rules' exceptions for those pieces."""
    n_start, n_end = len(starts), len(ends)
    n_pieces = len(index.pieces)
    a_xy, b_xy = np.asarray(starts, dtype=float), np.asarray(ends, dtype=float)
    # (point, piece) pairs of the pieces each end stands in, as sorted keys point * n_pieces + piece.
    a_keys = np.array(sorted(i * n_pieces + k for i, held in enumerate(in_start) for k in held), dtype=np.int64)
    b_keys = np.array(sorted(j * n_pieces + k for j, held in enumerate(in_end) for k in held), dtype=np.int64)
    a_free = np.array([not held for held in in_start])
    b_free = np.array([not held for held in in_end])
    plain = np.array([c == _PLAIN for c in fast.klass])
    hedge = np.array([c == _HEDGE for c in fast.klass])
    reach = settings.hedge_yards / yards_per_unit + _YARD_TOL / yards_per_unit
    area = np.array([k in AREA_BLOCKING_KINDS and k is not TerrainKind.JUNGLE for k in fast.kind])
    hill = np.array(fast.hill)
    edge = settings.edge_depth_yards / yards_per_unit + _YARD_TOL / yards_per_unit
    out = np.zeros((n_start, n_end), dtype=bool)
    rows_at_once = max(1, _BULK_LINES // n_end)
    for r0 in range(0, n_start, rows_at_once):
        rows = np.arange(r0, min(n_start, r0 + rows_at_once))
        li = np.repeat(rows, n_end)
        lj = np.tile(np.arange(n_end), len(rows))
        ax, ay = a_xy[li, 0], a_xy[li, 1]
        bx, by = b_xy[lj, 0], b_xy[lj, 1]
        length = np.hypot(bx - ax, by - ay)
        blocked = np.zeros(len(li), dtype=bool)
        unsure = np.zeros(len(li), dtype=bool)  # touches an edge, or crosses a piece the bulk cannot judge
        met_any = np.zeros(len(li), dtype=bool)
        at_end: list[tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]] = []  # of pieces an end stands in
        open_ = (length >= _EPS).nonzero()[0]
        # Stretch by stretch from the start, as a plain loop stops at the first blocking piece: a line found
        # blocked in one stretch is not looked at in the next (on a crowded table most are blocked in the first).
        for s0, s1 in itertools.pairwise(_BULK_STRETCH_AT):
            if len(open_) == 0:
                break
            ox, oy = ax[open_], ay[open_]
            ux, uy = bx[open_] - ox, by[open_] - oy
            met = many_crossings(fast.grid, ox + s0 * ux, oy + s0 * uy, ox + s1 * ux, oy + s1 * uy)
            met_any[open_[met.met]] = True
            if len(met.line) == 0:
                continue
            line = open_[met.line]
            k = met.owner
            t = met.t + s0 * length[line]
            span = length[line]
            ends_in = np.zeros(len(k), dtype=bool)
            if len(a_keys):
                key = li[line] * n_pieces + k
                ends_in |= a_keys.take(np.minimum(np.searchsorted(a_keys, key), len(a_keys) - 1)) == key
            if len(b_keys):
                key = lj[line] * n_pieces + k
                ends_in |= b_keys.take(np.minimum(np.searchsorted(b_keys, key), len(b_keys) - 1)) == key
            blocks = met.clean & ~ends_in & (plain[k] | (hedge[k] & (t > reach) & (t < span - reach)))
            blocked[line[blocks]] = True
            # Whatever else a line meets: a touch, jungle, a hedge at an end: the full check. A clean crossing of
            # a hill or an area an end stands in is judged below, from all its crossings.
            judged = met.clean & (blocks | (hedge[k] & ~ends_in) | (ends_in & (hill[k] | area[k])))
            unsure[line[~judged]] = True
            keep = met.clean & ends_in & area[k]
            at_end.append((line[keep], k[keep], met.edge[keep], t[keep]))
            open_ = open_[~blocked[open_]]
        # 2.1 reading, edge depth: from inside an area the line sees out if it runs at most the edge depth inside
        # it from each end standing in it, and does not go in again; a hill an end stands on does not block.
        if at_end:
            line, k, e, t = (np.concatenate([a[n] for a in at_end]) for n in range(4))
            live = ~blocked[line] & ~unsure[line]
            line, k, e, t = line[live], k[live], e[live], t[live]
            # Each edge crossed once: an edge filed in several cells of a line was met once for each.
            _, once = np.unique(line * fast.grid.edges + e, return_index=True)
            line, k, t = line[once], k[once], t[once]
            if len(line):
                groups, where = np.unique(line * n_pieces + k, return_inverse=True)
                count = np.bincount(where)
                lo = np.full(len(groups), np.inf)
                hi = np.full(len(groups), -np.inf)
                np.minimum.at(lo, where, t)
                np.maximum.at(hi, where, t)
                g_line = groups // n_pieces
                g_piece = groups % n_pieces
                key_a = li[g_line] * n_pieces + g_piece
                key_b = lj[g_line] * n_pieces + g_piece
                in_a = (
                    a_keys.take(np.minimum(np.searchsorted(a_keys, key_a), len(a_keys) - 1)) == key_a
                    if len(a_keys)
                    else np.zeros(len(groups), dtype=bool)
                )
                in_b = (
                    b_keys.take(np.minimum(np.searchsorted(b_keys, key_b), len(b_keys) - 1)) == key_b
                    if len(b_keys)
                    else np.zeros(len(groups), dtype=bool)
                )
                # The crossings a piece an end stands in must have: one out (start in it) or in (end in it), two
                # with both ends in it; more is the line going in again, which blocks.
                deep = (
                    (in_a & (lo > edge))
                    | (in_b & (length[g_line] - hi > edge))
                    | (count > in_a.astype(np.intp) + in_b.astype(np.intp))
                )
                blocked[g_line[deep]] = True
        clear = (~met_any & a_free[li] & b_free[lj]) | (length < _EPS)
        # A line whose ends stand in pieces and that meets nothing but their edges is clear when each end's piece is
        # left within the edge depth; both ends in one area without a crossing is the full check's.
        both_in = (
            np.array([bool(in_start[i] & in_end[j]) for i, j in zip(li.tolist(), lj.tolist())])
            if len(a_keys) and len(b_keys)
            else np.zeros(len(li), dtype=bool)
        )
        clear |= ~blocked & ~unsure & ~both_in & (length >= _EPS)
        block = clear.reshape(len(rows), n_end)
        for n in (~blocked & ~clear).nonzero()[0].tolist():
            i, j = int(li[n]), int(lj[n])
            block[i - r0, j] = _fast_check(
                index, fast, starts[i], ends[j], yards_per_unit, settings, False, in_start[i], in_end[j]
            ).clear
        out[rows] = block
    return out.tolist()


def _fast_clear(
    index: TerrainIndex,
    fast: _Fast,
    start: XY,
    end: XY,
    yards_per_unit: float,
    settings: LosSettings,
    adv: bool,
    on_a: AbstractSet[int],
    on_b: AbstractSet[int],
) -> bool:
    """``_fast_check(...).clear``, settled from the crossings alone in basic line of sight when a piece no end
    stands in blocks (as :func:`_basic_pass` decides it)."""
    (ax, ay), (bx, by) = start, end
    length = math.hypot(bx - ax, by - ay)
    crossings = fast.grid.crossings(ax, ay, bx, by, length)
    if not adv:
        found, suspect = crossings
        klass = fast.klass
        reach = settings.hedge_yards / yards_per_unit
        tol_units = _YARD_TOL / yards_per_unit
        reach_lo, reach_hi = reach + tol_units, length - reach - tol_units
        for t, k, _ in found:
            c = klass[k]
            if (
                c != _EXACT
                and (c == _PLAIN or reach_lo < t < reach_hi)
                and k not in suspect
                and k not in on_a
                and k not in on_b
            ):
                return False
    return _fast_check(index, fast, start, end, yards_per_unit, settings, adv, on_a, on_b, crossings).clear


def _fast_check(
    index: TerrainIndex,
    fast: _Fast,
    start: XY,
    end: XY,
    yards_per_unit: float,
    settings: LosSettings,
    adv: bool,
    on_a: AbstractSet[int],
    on_b: AbstractSet[int],
    crossings: Crossings | None = None,
) -> LosResult:
    """:func:`line_of_sight` between two distinct points, knowing the pieces each stands in or on (and
    perhaps the line's crossings)."""
    (ax, ay), (bx, by) = start, end
    length = math.hypot(bx - ax, by - ay)
    if adv:
        hill, top = fast.hill, fast.top
        g_a = max((top[k] for k in on_a if hill[k]), default=0.0) if on_a else 0.0
        g_b = max((top[k] for k in on_b if hill[k]), default=0.0) if on_b else 0.0
        eyes: tuple[float | None, float | None] = (g_a + settings.eye_yards, g_b + settings.eye_yards)
    else:
        g_a = g_b = 0.0
        eyes = (None, None)
    found, suspect = fast.grid.crossings(ax, ay, bx, by, length) if crossings is None else crossings
    special = on_a | on_b | suspect

    own: dict[int, list[float]] = {}  # the crossings of the pieces judged one by one
    if adv:
        line = _Line(start, end, length, yards_per_unit, settings, adv, g_a, g_b)
        blocks, ignores, unsure, level = _advanced_pass(fast, found, special, line, own)
        if unsure:
            suspect = suspect | unsure
            special |= unsure
    else:
        reach = settings.hedge_yards / yards_per_unit
        tol_units = _YARD_TOL / yards_per_unit  # _Line.reach and tol_units, as written there
        blocks, ignores = _basic_pass(fast, found, special, reach + tol_units, length - reach - tol_units, own)
        if not own and not special:
            # Every piece settled from its crossings alone: the blockers are in order, and the line is made only
            # if the explanation is asked for.
            return _result(
                index.pieces,
                start,
                end,
                (start, end, length, yards_per_unit, settings, False, 0.0, 0.0),
                length,
                yards_per_unit,
                False,
                eyes,
                blocks,
                ignores,
                True,
            )
        line = _Line(start, end, length, yards_per_unit, settings, adv, g_a, g_b)
        level = True

    # Basic (and advanced on a level sight line): the pieces blocking at their first crossing come in order along
    # the line, at distinct distances (crossings a rounding error apart made their pieces suspect).
    common = len(blocks) if not adv or level else 0
    exact: list[int] = []
    if own or special:
        exact = _judge_each(fast, sorted({*special, *own}), own, on_a, on_b, suspect, line, blocks, ignores)
        if exact:
            _judge_exactly(fast, exact, on_a, on_b, line, blocks, ignores)
    in_order = len(blocks) == common
    if not in_order and len(blocks) > 1:
        # A blocker not at a clean crossing (the crossings were compared already) may stand a rounding error
        # from another: measure those as the reference does, so that they come in its order.
        blocks.sort(key=_distance)
        tie = _TIE * max(1.0, length)
        again: set[int] = set()
        tied = False
        t0, k0 = blocks[0][0], blocks[0][1]
        for t1, k1, _, _ in blocks[1:]:
            if t1 - t0 <= tie:
                tied = True
                again.update(k for k in (k0, k1) if k not in exact)
            t0, k0 = t1, k1
        if again:
            blocks = [b for b in blocks if b[1] not in again]
            ignores = [i for i in ignores if i[0] not in again]
            _judge_exactly(fast, sorted(again), on_a, on_b, line, blocks, ignores, jungle_too=False)
        else:
            in_order = not tied  # sorted; blockers at one distance are put in order by id
    return _result(index.pieces, start, end, line, length, yards_per_unit, adv, eyes, blocks, ignores, in_order)


def _basic_pass(
    fast: _Fast,
    found: list[tuple[float, int, bool]],
    special: AbstractSet[int],
    reach_lo: float,
    reach_hi: float,
    own: dict[int, list[float]],
) -> tuple[list[BlockFact], list[IgnoreFact]]:
    """Basic line of sight, from the crossings in order along the line: a piece no end stands in blocks at its
    first crossing; a hedge at its first crossing more than the hedge reach from both ends (beyond ``reach_lo``
    and short of ``reach_hi``), and its crossings within the reach are the hedge a unit is next to. The crossings
    of the ``special`` pieces (and of jungle) go to ``own``, to be judged one by one."""
    first: dict[int, float] = {}
    near: dict[int, list[float]] = {}
    klass = fast.klass
    for t, k, _ in found:
        c = klass[k]
        if k in special or c == _EXACT:
            if k in own:
                own[k].append(t)
            else:
                own[k] = [t]
        elif c == _PLAIN or reach_lo < t < reach_hi:
            if k not in first:
                first[k] = t
        elif k in near:
            near[k].append(t)
        else:
            near[k] = [t]
    code = fast.code
    return (
        [(t, k, code[k], None) for k, t in first.items()],
        [(k, PassReason.HEDGE_NEAR, tuple((t, t) for t in tk)) for k, tk in near.items()],
    )


def _advanced_pass(
    fast: _Fast,
    found: Sequence[tuple[float, int, bool]],
    special: AbstractSet[int],
    line: _Line,
    own: dict[int, list[float]],
) -> tuple[list[BlockFact], list[IgnoreFact], set[int], bool]:
    """Advanced line of sight, from the crossings in order along the line, for the pieces no end stands in:
    a polygon's stretches run from each crossing in to the next out; a stretch blocks from where the sight
    line is at or below the piece's top, else the line passes over it (rule 2.1 advanced, as :func:`_judge`
    reads it). The crossings of the ``special`` pieces and of jungle go to ``own``, to be judged one by one;
    a piece at one of whose crossings the sight line is level with its top, to a rounding error, is returned
    as unsure, to be measured exactly. Last, whether the sight line is level (then the blockers are in order
    along the line, each at its first crossing, as in basic line of sight)."""
    klass, hill = fast.klass, fast.hill
    roofs = fast.roofs(line.eye)
    length = line.length
    h_a, rise, tie = line.h_a, line.h_b - line.h_a, line.height_tie
    unsure: set[int] = set()
    reach_lo = line.reach + line.tol_units
    reach_hi = length - line.reach - line.tol_units
    first: dict[int, float] = {}
    entered: dict[int, tuple[float, float]] = {}  # polygons the line is in: where it went in, sight line height
    over: dict[int, int] = {}  # pieces with a stretch (a blocked crossing) the line passes over: how many
    near: dict[int, list[float]] = {}
    noted: dict[int, None] = {}  # the pieces with an ignored fact (the ignored are put in order later)
    if rise == 0.0:
        # A level sight line (both ends on ground of one height, the common case) is at h_a wherever it is
        # measured, in either engine: a piece whose top reaches it blocks as in basic line of sight, any other
        # the line passes over, each of its stretches (a polygon goes in and out at every two crossings).
        for t, k, _ in found:
            c = klass[k]
            if k in special or c == _EXACT:
                if k in own:
                    own[k].append(t)
                else:
                    own[k] = [t]
            elif c == _HEDGE and not reach_lo < t < reach_hi:
                if k in near:
                    near[k].append(t)
                else:
                    near[k] = [t]
                    noted[k] = None
            elif h_a <= roofs[k]:
                if k not in first:
                    first[k] = t
            elif k in over:
                over[k] += 1
            else:
                over[k] = 1
                noted[k] = None
        for k, crossed in over.items():
            if klass[k] == _PLAIN:
                if crossed % 2:  # in but never out: not a simple crossing pattern after all
                    unsure.add(k)
                over[k] = crossed // 2
        found = ()  # done
    for t, k, _ in found:
        c = klass[k]
        if k in special or c == _EXACT:
            if k in own:
                own[k].append(t)
            else:
                own[k] = [t]
            continue
        if unsure and k in unsure:
            continue
        h = h_a + rise * t / length  # _Line.eye_line, as written there
        roof = roofs[k]
        if tie and abs(h - roof) <= tie:
            unsure.add(k)
            continue
        if c == _HEDGE:
            if reach_lo < t < reach_hi:
                if k not in first:
                    if h <= roof:
                        first[k] = t
                    elif k not in over:
                        over[k] = 1
                        noted[k] = None
            elif k in near:
                near[k].append(t)
            else:
                near[k] = [t]
                noted[k] = None
            continue
        went_in = entered.pop(k, None)
        if went_in is None:
            entered[k] = (t, h)
            continue
        t0, h0 = went_in
        if h0 <= roof:
            bt = t0
        elif h <= roof:
            bt = t0 + (h0 - roof) / (h0 - h) * (t - t0)  # _below, as written there
        else:
            if k not in over:
                over[k] = 1
                noted[k] = None
            else:
                over[k] += 1
            continue
        if k not in first:
            first[k] = bt
    for k in entered:  # in but never out: not a simple crossing pattern after all
        unsure.add(k)
    for k in unsure:
        first.pop(k, None)
    code = fast.code
    blocks: list[BlockFact] = [(t, k, code[k], None) for k, t in first.items()]
    ignores: list[IgnoreFact] = []
    for k in noted:
        if k in unsure:
            continue
        if k in near:
            ignores.append((k, PassReason.HEDGE_NEAR, tuple((t, t) for t in near[k])))
        if k in over and (hill[k] or klass[k] == _HEDGE):
            if k not in first:  # one "passes over" for a hill or a hedge that nowhere blocks
                ignores.append((k, PassReason.OVER_HEDGE if klass[k] == _HEDGE else PassReason.OVER_HILL, None))
        elif k in over:  # an area: one for each stretch the line passes over
            ignores.extend([(k, PassReason.OVER_AREA, None)] * over[k])
    return blocks, ignores, unsure, rise == 0.0


def _judge_each(
    fast: _Fast,
    ks: list[int],
    own: dict[int, list[float]],
    on_a: AbstractSet[int],
    on_b: AbstractSet[int],
    suspect: set[int],
    line: _Line,
    blocks: list[BlockFact],
    ignores: list[IgnoreFact],
) -> list[int]:
    """Judge pieces ``ks`` one by one from the stretches of the line in them, which their clean crossings
    ``own[k]`` and whether each end stands in them give; returns the pieces to measure exactly instead."""
    exact: list[int] = []
    length = line.length
    for k in ks:
        if k in suspect or fast.exact[k]:
            exact.append(k)
            continue
        ts = own.get(k, ())
        in_a, in_b = k in on_a, k in on_b
        if fast.hedge[k]:
            if in_a or in_b:  # an end on the hedge's line is a touch, which the crossings do not see
                exact.append(k)
                continue
            spans: list[Span] = [(t, t) for t in ts]
        else:
            # A simple polygon: the line is inside from the start if the start stands in it, and goes in and
            # out at each clean crossing; it must end inside exactly when the end stands in it.
            spans = []
            inside, since = in_a, 0.0
            for t in ts:
                if inside:
                    spans.append((since, t))
                else:
                    since = t
                inside = not inside
            if inside:
                spans.append((since, length))
            if inside != in_b:
                exact.append(k)
                continue
        if not spans:
            continue
        found_b: list[BlockFact] = []
        found_i: list[IgnoreFact] = []
        try:
            _judge(k, fast.kind[k], fast.top[k], spans, in_a, in_b, line, False, found_b, found_i, [])
        except _Suspect:
            exact.append(k)
            continue
        blocks.extend(found_b)
        ignores.extend(found_i)
    return exact


def _judge_exactly(
    fast: _Fast,
    ks: list[int],
    on_a: AbstractSet[int],
    on_b: AbstractSet[int],
    line: _Line,
    blocks: list[BlockFact],
    ignores: list[IgnoreFact],
    jungle_too: bool = True,
) -> None:
    """Judge pieces ``ks`` as the reference does: those the line touches (the reference's candidates, by the same
    predicate: GEOS may cut a line with a piece it does not touch, by a rounding error), each cut with the line
    by shapely. Jungle is judged here, all of it at once (it adds up along the line).

    A piece of more than :data:`_BIG_PIECE` edges is not cut whole (the cost of cutting grows with its edges, and
    an outline of many spikes costs GEOS seconds): the line is cut with the edges of it near the line, one by one,
    and each stretch between two of the points where it meets them is in the piece if its middle is
    (:func:`_spans_near`)."""
    start = (line.ax, line.ay)
    geom_line = LineString([start, (line.bx, line.by)])
    grid = fast.grid
    big = [k for k in ks if grid.edge_count(k) > _BIG_PIECE]
    found: dict[int, Sequence[Span]] = {}
    if big:
        ks = [k for k in ks if k not in big]
        for k in big:
            met = grid.meetings(line.ax, line.ay, line.bx, line.by, k)
            spans = _spans_near(geom_line, fast.geoms[k], met, start, line, grid, k)
            if spans:
                found[k] = spans
    if ks:
        geoms = fast.geoms.take(ks)
        touched = shapely.intersects(geoms, geom_line)
        if not touched.all():
            ks = [k for k, hit in zip(ks, touched.tolist()) if hit]
            geoms = geoms[touched]
        found.update(zip(ks, _spans(geom_line, list(geoms), start, (line.ux, line.uy), line.length)))
    jungle: list[tuple[float, float, int]] = []
    seen: list[int] = []
    for k in sorted(found):
        spans = found[k]
        if not spans:
            continue
        if fast.kind[k] is TerrainKind.JUNGLE:
            seen.append(k)
        _judge(k, fast.kind[k], fast.top[k], spans, k in on_a, k in on_b, line, True, blocks, ignores, jungle)
    if seen and jungle_too:
        _judge_jungle(jungle, seen, line, blocks, ignores)


def _spans_near(
    line: LineString,
    geom: BaseGeometry,
    met: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray],
    start: XY,
    sight: _Line,
    grid: EdgeGrid,
    k: int,
) -> Sequence[Span]:
    """The stretches of ``line`` inside or on ``geom`` (as :func:`_spans` gives them), from the edges of ``geom``
    the line may meet (``met``: their ends, whether the line crosses each cleanly, where and whether it goes in
    there; EdgeGrid.meetings): a clean crossing where the orientation tests put it, every other meeting (a touch, a
    run along an edge, two crossings a rounding error apart) where GEOS cuts the line with that edge. Between two
    of those points the line is wholly in the piece or wholly out of it: a clean crossing next to the stretch says
    which, else its middle (GEOS, asked of the prepared piece). The cost grows with the edges near the line, not
    with all the piece's edges.

    Where the line runs along an edge, or by one of its corners, closer than the margin of the orientation tests
    without meeting it, the middle of a stretch may round to the wrong side: such a stretch is decided exactly
    (:func:`_side_of_nearest`)."""
    seg, clean, t, going_in, ids = met
    length = sight.length
    margin = grid.margin(length)
    ax, ay = start
    ux, uy = sight.ux, sight.uy
    tie = _TIE * max(1.0, length)
    if clean.any():
        # Two clean crossings a rounding error apart: GEOS may make them one point; it cuts both.
        order = np.argsort(np.where(clean, t, np.inf), kind="stable")[: int(clean.sum())]
        ct = t[order]
        tied = np.zeros(len(ct), dtype=bool)
        close_pair = (ct[1:] - ct[:-1]) <= tie
        tied[1:] |= close_pair
        tied[:-1] |= close_pair
        clean = clean.copy()
        clean[order[tied]] = False
        other, other_ids = seg[:, ~clean], ids[~clean]
    else:
        other, other_ids = seg, ids
    # Every point where the line meets the outline: clean crossings (going in 1, out -1) and GEOS's points (0).
    crossed = np.clip(t[clean], 0.0, length)
    ways = np.where(going_in[clean], 1, -1).astype(np.int8)
    met_at = _Met([crossed], [ways], [], [], [np.zeros(len(crossed), dtype=np.int8)])
    close: _Close | None = None
    if len(other_ids):
        # Per end of each edge: whether it lies within the margin of the line (by it), and where along it.
        by_line, along = [], []
        for c in (0, 2):
            dx, dy = other[c] - ax, other[c + 1] - ay
            by_line.append(np.abs(dx * uy - dy * ux) * length <= margin)
            along.append(dx * ux + dy * uy)
        # An end by the line's extension beyond A or B is not by the line; an edge along the extension that stops short
        # of the line meets it nowhere.
        slack = margin / max(length, _EPS)
        collinear = by_line[0] & by_line[1]
        rows = np.flatnonzero(collinear)
        nowhere = _NO_ROWS
        if len(rows):
            a0, a1 = along[0][rows], along[1][rows]
            nowhere = rows[(np.maximum(a0, a1) < -slack) | (np.minimum(a0, a1) > length + slack)]
        if len(nowhere) and len(other_ids) - len(nowhere) <= _GEOS_EDGES:
            # Few edges (GEOS cuts each): those that meet the line nowhere are left out.
            keep = np.ones(len(other_ids), dtype=bool)
            keep[nowhere] = False
            kept = np.flatnonzero(keep)
            other, other_ids, collinear = other.take(kept, axis=1), other_ids.take(kept), collinear.take(kept)
            by_line, along = [b.take(kept) for b in by_line], [a.take(kept) for a in along]
            nowhere = _NO_ROWS
        near = [collinear | (b & (a >= -slack) & (a <= length + slack)) for b, a in zip(by_line, along)]
        t_end = [np.clip(a, 0.0, length) for a in along]
        # Only an edge that reaches as far as an end along the line may have that end by it.
        lo_along, hi_along = np.minimum(along[0], along[1]), np.maximum(along[0], along[1])
        far = grid.end_reach(length)
        by_a = _by_end(other, lo_along, hi_along, 0.0, far, margin / max(length, _EPS), start)
        by_b = _by_end(other, lo_along, hi_along, length, far, margin / max(length, _EPS), (sight.bx, sight.by))
        if len(other_ids) <= _GEOS_EDGES:
            _met_by_geos(line, other, start, sight, met_at)
        else:
            # So many touches (a line along the tips of a comb's teeth): taken from the orientation tests, within
            # their margin, not cut by GEOS one by one. An edge that meets the line nowhere is left as none of them.
            for found in (*near, by_a, by_b):
                found[nowhere] = False
            _met_within_margin(other, start, sight, near, t_end, by_a, by_b, nowhere, met_at)
        if isinstance(geom, Polygon):
            close = _Close(other, other_ids, near, t_end, by_a, by_b, length, grid.edge_range(k))
    found = met_at.arrays()
    cut_t, on_lo, on_hi = found.t, found.on_lo, found.on_hi
    if not isinstance(geom, Polygon):  # a line (a hedge) has no inside: it is met where it is met
        return _merged(np.concatenate([cut_t, on_lo]), np.concatenate([cut_t, on_hi]), _EPS * max(1.0, length))
    points, inside_lo, inside_hi = _inside_stretches(geom, start, sight, found, close, grid, k)
    return _merged(
        np.concatenate([points, on_lo, inside_lo]), np.concatenate([points, on_hi, inside_hi]), _EPS * max(1.0, length)
    )


_NONE = np.zeros(0)
_NO_ROWS = np.zeros(0, dtype=np.intp)


@dataclass(frozen=True)
class _Met:
    """Where a line meets a piece's outline (:func:`_spans_near`), gathered a batch at a time: the points (their
    distances along the line, and the way each crossing goes: in 1, out -1, or unsaid 0) and the stretches run along
    an edge (from, to)."""

    t: list[np.ndarray]
    way: list[np.ndarray]
    on_lo: list[np.ndarray]
    on_hi: list[np.ndarray]
    run: list[np.ndarray]  # per point: whether a stretch along an edge starts (1) or ends (-1) there

    def add(self, t: np.ndarray, way: int = 0, run: int = 0) -> None:
        self.t.append(np.asarray(t, dtype=float))
        self.way.append(np.full(len(self.t[-1]), way, dtype=np.int8))
        self.run.append(np.full(len(self.t[-1]), run, dtype=np.int8))

    def run_along(self, lo: np.ndarray, hi: np.ndarray) -> None:
        self.on_lo.append(np.asarray(lo, dtype=float))
        self.on_hi.append(np.asarray(hi, dtype=float))
        self.add(lo, run=1)
        self.add(hi, run=-1)

    def arrays(self) -> _MetArrays:
        """The points, their ways, the stretches' starts and ends, and where the stretches start and end among the
        points, each as one array."""
        return _MetArrays(
            np.concatenate(self.t),
            np.concatenate(self.way),
            np.concatenate(self.on_lo) if self.on_lo else _NONE,
            np.concatenate(self.on_hi) if self.on_hi else _NONE,
            np.concatenate(self.run),
        )


class _MetArrays(NamedTuple):
    """:class:`_Met` as arrays."""

    t: np.ndarray
    way: np.ndarray
    on_lo: np.ndarray
    on_hi: np.ndarray
    run: np.ndarray


class _Close:
    """Where a line runs within the margin of a piece's outline without being seen to meet it (:func:`_spans_near`):
    the edges it may meet that it does not cross cleanly (``edges``, numbered ``ids``), which ends of each lie by the
    line and where along it (``near``, ``t_end``: start, end), and which have an end of the line by them. What is
    asked of them is worked out when first asked, as most lines need none of it: the corners by the line
    (:meth:`corners`), and the stretches by one of the edges (:meth:`stretches`)."""

    __slots__ = ("_corners", "_stretches", "by_a", "by_b", "edges", "ids", "length", "near", "ring", "t_end")

    def __init__(
        self,
        edges: np.ndarray,
        ids: np.ndarray,
        near: list[np.ndarray],
        t_end: list[np.ndarray],
        by_a: np.ndarray,
        by_b: np.ndarray,
        length: float,
        ring: tuple[int, int],
    ) -> None:
        self.edges, self.ids, self.near, self.t_end = edges, ids, near, t_end
        self.by_a, self.by_b, self.length, self.ring = by_a, by_b, length, ring
        self._corners: tuple[np.ndarray, np.ndarray] | None = None
        self._stretches: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None

    def corners(self) -> tuple[np.ndarray, np.ndarray]:
        """The corners within the margin of the line, in order along it: where, and the edge each ends (a corner is
        the end of one edge and the start of the next), each once."""
        if self._corners is None:
            ids, (n0, n1), (t0, t1) = self.ids, self.near, self.t_end
            first, stop = self.ring
            before = np.where(ids > first, ids - 1, stop - 1)
            # The start of an edge whose edge before is here with its end by the line: that corner is named already.
            # The edges come in order of their numbers.
            named = np.zeros(len(ids), dtype=bool)
            named[1:] = (ids[1:] == ids[:-1] + 1) & n1[:-1]
            if len(ids) > 1 and ids[0] == first and ids[-1] == stop - 1:
                named[0] = n1[-1]
            starts = n0 & ~named
            corner_t = np.concatenate([t1.compress(n1), t0.compress(starts)])
            corner_e = np.concatenate([ids.compress(n1), before.compress(starts)])
            order = np.argsort(corner_t, kind="stable")
            self._corners = corner_t.take(order), corner_e.take(order)
        return self._corners

    def stretches(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """For each stretch of the line by one of the edges, its extent along the line and which edge: an edge run
        along, from one end to the other; an edge with one end by the line, that end; an end of the line by an edge,
        that end."""
        if self._stretches is None:
            (n0, n1), (t0, t1) = self.near, self.t_end
            some = np.flatnonzero(n0 | n1)
            e0, e1, by0, by1 = t0[some], t1[some], n0[some], n1[some]
            whole = by0 & by1
            lo = np.where(whole, np.minimum(e0, e1), np.where(by0, e0, e1))
            at_a, at_b = np.flatnonzero(self.by_a), np.flatnonzero(self.by_b)
            ends = np.concatenate([np.zeros(len(at_a)), np.full(len(at_b), self.length)])
            self._stretches = (
                np.concatenate([lo, ends]),
                np.concatenate([np.where(whole, np.maximum(e0, e1), lo), ends]),
                np.concatenate([some, at_a, at_b]),
            )
        return self._stretches


class _Spans(Sequence[Span]):
    """Stretches along a line, in order, as two arrays (from, to), read as (from, to) pairs: a line along the teeth
    of a comb has thousands of them, of which the judging of a piece mostly reads a few."""

    __slots__ = ("_hi", "_lo")

    def __init__(self, lo: np.ndarray, hi: np.ndarray) -> None:
        self._lo, self._hi = lo, hi

    def __len__(self) -> int:
        return len(self._lo)

    @overload
    def __getitem__(self, i: int) -> Span: ...

    @overload
    def __getitem__(self, i: slice) -> list[Span]: ...

    def __getitem__(self, i: int | slice) -> Span | list[Span]:
        if isinstance(i, slice):
            return list(zip(self._lo[i].tolist(), self._hi[i].tolist()))
        return (float(self._lo[i]), float(self._hi[i]))

    def __iter__(self) -> Iterator[Span]:
        return zip(self._lo.tolist(), self._hi.tolist())

    def __repr__(self) -> str:
        return repr(list(self))


def _merged(lo: np.ndarray, hi: np.ndarray, tol: float) -> Sequence[Span]:
    """The stretches (``lo``, ``hi``) sorted, those that overlap or touch end to end (within ``tol``) made one."""
    if not len(lo):
        return []
    order = np.argsort(lo, kind="stable")
    lo, hi = lo.take(order), hi.take(order)
    reach = np.maximum.accumulate(hi)
    fresh = np.ones(len(lo), dtype=bool)
    fresh[1:] = lo[1:] > reach[:-1] + tol
    starts = np.flatnonzero(fresh)
    ends = np.append(starts[1:], len(lo)) - 1
    return _Spans(lo[starts], reach[ends])


def _by_edge(
    x1: np.ndarray, y1: np.ndarray, ex: np.ndarray, ey: np.ndarray, reach: np.ndarray, px: float, py: float
) -> np.ndarray:
    """Whether the point lies within ``reach`` (a distance times the edge's length) of each edge (from (``x1``,
    ``y1``) by (``ex``, ``ey``)): of its line, and between its ends (or as close to them)."""
    rx, ry = px - x1, py - y1
    along = rx * ex + ry * ey
    span = ex * ex + ey * ey
    slack = reach * np.sqrt(span)
    found: np.ndarray = (np.abs(ex * ry - ey * rx) <= reach) & (along >= -slack) & (along <= span + slack)
    return found


def _by_end(
    edges: np.ndarray, lo: np.ndarray, hi: np.ndarray, at: float, far: float, margin: float, end: XY
) -> np.ndarray:
    """Whether an end of the line (``end``, ``at`` along it) lies within the margin of each of ``edges`` (within
    ``margin`` times the edge's length, :func:`_by_edge`), asked only of the edges whose ends' places along the line
    (from ``lo`` to ``hi``) come within ``far`` of it (EdgeGrid.end_reach): no other edge comes that close."""
    found = np.zeros(len(lo), dtype=bool)
    rows = np.flatnonzero((lo <= at + far) & (hi >= at - far))
    if len(rows):
        x1, y1, x2, y2 = edges.take(rows, axis=1)
        ex, ey = x2 - x1, y2 - y1
        found[rows] = _by_edge(x1, y1, ex, ey, np.hypot(ex, ey) * margin, end[0], end[1])
    return found


def _met_by_geos(line: LineString, edges: np.ndarray, start: XY, sight: _Line, met: _Met) -> None:
    """Where the line meets each of ``edges``, as GEOS cuts it with that edge: points, and stretches along an edge
    (added to ``met``)."""
    ax, ay = start
    length = sight.length
    found = np.asarray(shapely.intersection(line, shapely.linestrings(edges.T.reshape(-1, 2, 2))))
    parts = shapely.get_parts(found[~shapely.is_empty(found)])
    if not len(parts):
        return
    coords, which = shapely.get_coordinates(parts, return_index=True)
    along = np.clip((coords[:, 0] - ax) * sight.ux + (coords[:, 1] - ay) * sight.uy, 0.0, length).tolist()
    kinds = shapely.get_type_id(parts).tolist()
    lo: dict[int, float] = {}
    hi: dict[int, float] = {}
    for w, at in zip(which.tolist(), along):
        lo[w] = min(lo.get(w, at), at)
        hi[w] = max(hi.get(w, at), at)
    points = [lo[w] for w, kind in enumerate(kinds) if w in lo and kind == 0]
    runs = [w for w, kind in enumerate(kinds) if w in lo and kind != 0]  # stretches along an edge
    met.add(np.asarray(points, dtype=float))
    if runs:
        met.run_along(np.asarray([lo[w] for w in runs]), np.asarray([hi[w] for w in runs]))


def _met_within_margin(
    edges: np.ndarray,
    start: XY,
    sight: _Line,
    near: list[np.ndarray],
    t_end: list[np.ndarray],
    by_a: np.ndarray,
    by_b: np.ndarray,
    nowhere: np.ndarray,
    met: _Met,
) -> None:
    """Where the line meets each of ``edges``, from the orientation tests alone: an edge both of whose ends lie within
    the margin of the line (``near``: start, end) is run along from one to the other, an end within it is a point met,
    an end of the line within the margin of an edge meets it there, and any other edge (but those the line meets
    ``nowhere``) is crossed where the two lines cross."""
    length = sight.length
    (n0, n1), (t0, t1) = near, t_end
    both = n0 & n1
    lo, hi = t0.compress(both), t1.compress(both)
    met.run_along(np.minimum(lo, hi), np.maximum(lo, hi))
    one = n0 ^ n1
    met.add(np.where(n0, t0, t1).compress(one))  # the end by the line, edge by edge
    met.add(np.concatenate([np.zeros(int(by_a.sum())), np.full(int(by_b.sum()), length)]))
    others = ~(n0 | n1 | by_a | by_b)
    others[nowhere] = False
    rest = np.flatnonzero(others)
    if len(rest):
        ax, ay = start
        x1, y1, x2, y2 = edges.take(rest, axis=1)
        ex, ey = x2 - x1, y2 - y1
        o3 = ex * (ay - y1) - ey * (ax - x1)
        o4 = ex * (sight.by - y1) - ey * (sight.bx - x1)
        crossing = (o3 < 0) != (o4 < 0)
        met.add(np.clip(length * o3[crossing] / (o3[crossing] - o4[crossing]), 0.0, length))


def _inside_stretches(
    geom: BaseGeometry,
    start: XY,
    sight: _Line,
    met: _MetArrays,
    close: _Close | None,
    grid: EdgeGrid,
    k: int,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The points where the line meets a polygon's outline, each once (as the first of its points says it, but at
    0, where each point is kept, as 0 and -0 round alike but read apart), and the stretches between consecutive points
    that lie in it (from, to): after a
    clean crossing going in or before one coming out, in; after one coming out or before one going in, out; along an
    edge, on it; after (before) a corner the line passes, as the corner's inside angle says it leaves (came); between
    two other points, as the middle says (EdgeGrid.inside; GEOS where a ray from it touches the outline; worked out
    exactly within a rounding error of an edge, :func:`_side_of_nearest`). Each test is asked only of the stretches
    the ones before it left unsettled.

    Where the points lie farther apart than the tolerances of the tests by the ends of a stretch, a stretch along an
    edge and a corner at a point (both points themselves) are found by the point they are at, not searched for."""
    length = sight.length
    ax, ay = start
    tie = _TIE * max(1.0, length)
    eps = _EPS * max(1.0, length)
    cut_t, on_lo, on_hi = met.t, met.on_lo, met.on_hi
    ct = np.concatenate([[0.0], cut_t, [length]])
    cw = np.concatenate([[0], met.way, [0]]).astype(np.int8)
    order = np.argsort(ct, kind="stable")
    ct, cw = ct.take(order), cw.take(order)
    # One way a point: that of its crossings if they agree (the ends of the line, and GEOS's points, say none).
    fresh = np.ones(len(ct), dtype=bool)
    fresh[1:] = ct[1:] != ct[:-1]
    first = np.flatnonzero(fresh)
    cuts = ct[first]
    ways = cw[first]
    if cw.any():
        # A point whose crossings differ in their ways says none.
        differ = np.flatnonzero(cw[1:] != cw[:-1]) + 1
        differ = differ[~fresh[differ]]
        ways[np.searchsorted(first, differ, side="right") - 1] = 0
    t0, t1, left, right = cuts[:-1], cuts[1:], ways[:-1], ways[1:]
    inside = (left > 0) | ((left == 0) & (right < 0))
    asked = np.flatnonzero((left == 0) & (right == 0))  # the stretches not yet settled (none of them inside)
    # Whether every point lies farther than ``tie`` (so ``eps``) from the next: then whatever is within either of a
    # point is at that point, or at none.
    apart = len(cuts) > 1 and bool((cuts[1:] > cuts[:-1] + tie).all()) and bool((cuts[:-1] < cuts[1:] - tie).all())
    if len(asked) and len(on_lo):
        # A stretch along an edge is on the outline, in the piece already.
        if apart:
            # Its ends are points: a stretch between two points is along one where more of them have started than
            # ended by its start.
            depth = np.cumsum(np.concatenate([[0], met.run, [0]]).astype(np.int8).take(order))
            along = depth[np.append(first[1:], len(ct))[:-1] - 1] > 0
            asked = asked.compress(~along.take(asked))
        else:
            by_start = np.argsort(on_lo, kind="stable")
            reach = np.maximum.accumulate(on_hi[by_start])
            i = np.searchsorted(on_lo[by_start], t0[asked] + eps, side="right")
            covered = (i > 0) & (reach[np.maximum(i - 1, 0)] >= t1[asked] - eps)
            asked = asked[~covered]
    if len(asked) and close is not None:
        corner_t, corner_e = close.corners()
        if len(corner_t):
            # By the corners the line passes: leaving one (coming to one) within its inside angle, it is inside.
            settled, said = _corners_say(corner_t, corner_e, cuts, asked, tie, apart, sight, grid)
            inside[asked[settled]] = said[settled]
            asked = asked[~settled]
    if len(asked):
        middles = (t0[asked] + t1[asked]) / 2
        xs, ys = ax + sight.ux * middles, ay + sight.uy * middles
        found, doubt = grid.inside(xs, ys, k)
        if doubt.any():
            where = np.flatnonzero(doubt)
            found[where] = shapely.intersects_xy(geom, xs[where], ys[where])
        if close is not None:
            lo, hi, row = close.stretches()
            if len(lo):
                a0, a1 = t0[asked], t1[asked]
                for n in _doubtful(a0, a1, middles, lo, hi, eps).tolist():
                    side = _side_of_nearest(
                        close.edges, row, lo, hi, start, sight, float(a0[n]), float(a1[n]), float(middles[n])
                    )
                    if side is not None:
                        found[n] = side
        inside[asked] = found
    # The points: the first of each value (the line's own ends are no points unless met there).
    real = [cut_t[cut_t == 0.0], cuts[1:-1]]
    if len(ct) - first[-1] > 1:
        real.append(cuts[-1:])
    return np.concatenate(real), t0[inside], t1[inside]


def _corners_say(
    corner_t: np.ndarray,
    corner_e: np.ndarray,
    cuts: np.ndarray,
    asked: np.ndarray,
    tie: float,
    apart: bool,
    sight: _Line,
    grid: EdgeGrid,
) -> tuple[np.ndarray, np.ndarray]:
    """For each stretch ``asked`` (from point ``cuts[i]`` to the next), whether the corners at its ends (within
    ``tie``; ``corner_t`` in order, the edge each ends ``corner_e``) settle it, and if so whether it is inside: the
    corners at an end say in (out) where those that say anything agree; the stretch is as its ends say, where they do
    not contradict each other. Where the points are ``apart`` (farther than ``tie``) and every corner is at one of
    them, the corners at an end are those at its point."""
    n = len(asked)
    at = np.searchsorted(cuts, corner_t) if apart else None
    if at is not None and int(at[-1]) < len(cuts) and bool((cuts[at] == corner_t).all()):
        # The stretch (asked) that each corner starts, and the one it ends: -1 where none.
        slot = np.full(len(cuts) + 1, -1)
        slot[asked + 1] = np.arange(n)
        starts, ends = slot[at + 1], slot[at]
        first, second = np.flatnonzero(starts >= 0), np.flatnonzero(ends >= 0)
        which = np.concatenate([starts[first], n + ends[second]])  # the end each corner at an end is at: starts first
        corner = np.concatenate([first, second])
    else:
        t = np.concatenate([cuts[asked], cuts[asked + 1]])
        lo = np.searchsorted(corner_t, t - tie)
        count = np.searchsorted(corner_t, t + tie, side="right") - lo
        which = np.repeat(np.arange(2 * n), count)
        corner = np.arange(len(which)) + np.repeat(lo - np.cumsum(count) + count, count)
    if not len(which):
        nothing = np.zeros(n, dtype=bool)
        return nothing, nothing
    say = grid.after_corner(corner_e.take(corner), sight.ux, sight.uy, which < n)
    some_in = np.bincount(which[say > 0], minlength=2 * n) > 0
    some_out = np.bincount(which[say < 0], minlength=2 * n) > 0
    vote = (some_in & ~some_out).astype(np.int8) - (some_out & ~some_in)
    a_vote, b_vote = vote[:n], vote[n:]
    settled = ((a_vote != 0) & ((b_vote == 0) | (b_vote == a_vote))) | ((a_vote == 0) & (b_vote != 0))
    return settled, np.where(a_vote != 0, a_vote, b_vote) > 0


def _doubtful(
    t0: np.ndarray, t1: np.ndarray, middles: np.ndarray, close_lo: np.ndarray, close_hi: np.ndarray, tie: float
) -> np.ndarray:
    """Which stretches (``t0``-``t1``) may have their middle round to the wrong side of the outline: those that overlap
    an edge the line runs within the margin of, or whose middle lies by a corner within it (``close_lo``-``close_hi``,
    :meth:`_Close.stretches`)."""
    runs = close_lo < close_hi
    out = np.zeros(len(t0), dtype=bool)
    if runs.any():
        order = np.argsort(close_lo[runs])
        lo, hi = close_lo[runs][order], np.maximum.accumulate(close_hi[runs][order])
        i = np.searchsorted(lo, t1)  # the runs starting before the stretch ends
        out |= (i > 0) & (hi[np.maximum(i - 1, 0)] > t0)
    if (~runs).any():
        at = np.sort(close_lo[~runs])
        j = np.searchsorted(at, middles - tie)
        out |= (j < len(at)) & (at[np.minimum(j, len(at) - 1)] <= middles + tie)
    return np.flatnonzero(out)


def _side_of_nearest(
    edges: np.ndarray,
    row: np.ndarray,
    close_lo: np.ndarray,
    close_hi: np.ndarray,
    start: XY,
    sight: _Line,
    t0: float,
    t1: float,
    t: float,
) -> bool | None:
    """Whether the line's point at ``t`` (in the stretch ``t0``-``t1``) is inside the polygon, where it lies within a
    rounding error of one of the edges it runs by (``edges[row]``, by the line from ``close_lo`` to ``close_hi``; rings run
    anticlockwise: inside is to the left), worked out exactly on the line itself (with fractions, from its ends and
    the edge's, not from a point rounded along it); None where it is farther from them all than rounding reaches (its
    middle says), or on the edge."""
    tie = _EPS * max(1.0, sight.length)
    by = ((close_lo < close_hi) & (close_lo < t1) & (t0 < close_hi)) | (
        (close_lo == close_hi) & (np.abs(close_lo - t) <= tie)
    )
    found = edges[:, row[by]].T.tolist()
    if not found:
        return None
    ax, ay = start
    px, py = ax + sight.ux * t, ay + sight.uy * t
    scale = max(1.0, abs(px), abs(py))
    best, nearest = math.inf, found[0]
    for x1, y1, x2, y2 in found:
        ex, ey = x2 - x1, y2 - y1
        f = min(1.0, max(0.0, ((px - x1) * ex + (py - y1) * ey) / ((ex * ex + ey * ey) or 1.0)))
        d = math.hypot(px - x1 - f * ex, py - y1 - f * ey)
        if d < best:
            best, nearest = d, [x1, y1, x2, y2]
    if best > 1e-9 * scale:
        return None
    from fractions import Fraction  # imported here: it brings decimal, a cost every command would pay at start

    fx1, fy1, fx2, fy2 = (Fraction(v) for v in nearest)
    fax, fay, fbx, fby = Fraction(ax), Fraction(ay), Fraction(sight.bx), Fraction(sight.by)
    lam = Fraction(t) / Fraction(sight.length)
    qx, qy = fax + lam * (fbx - fax), fay + lam * (fby - fay)
    turn = (fx2 - fx1) * (qy - fy1) - (fy2 - fy1) * (qx - fx1)
    return None if turn == 0 else turn > 0


# Basic line of sight: a piece of these kinds that the line touches blocks it, unless an end of the line stands
# in or on that piece (edge depth, a unit on its hill). Hedges (the 25 yard reach) and jungle (100 yards in
# all) need the full check.
_BLOCKS_WHEN_TOUCHED = (AREA_BLOCKING_KINDS - {TerrainKind.JUNGLE}) | {TerrainKind.HILL}


def clear_matrix(
    index: TerrainIndex,
    starts: Sequence[XY],
    ends: Sequence[XY],
    yards_per_unit: float,
    settings: LosSettings,
    advanced: bool | None = None,
) -> list[list[bool]]:
    """Whether the line of sight is clear from every start to every end (who sees whom):
    ``out[i][j] == line_of_sight(index, starts[i], ends[j], ...).clear``.

    Only the answer is worked out, not the explanation. With the fast engine (``index.fast``) each line is its
    check, the pieces each point stands in found once for all the lines from or to it. Without it, in basic line
    of sight a line that touches a hill, woods, rough, a building, a village or crops that neither end stands in
    is blocked (rule 2.1, as :func:`line_of_sight` reads it), which settles most lines without measuring any
    crossing; every other line, and every line in advanced (elevation) line of sight, gets the full check."""
    adv = settings.advanced if advanced is None else advanced
    starts = [(float(x), float(y)) for x, y in starts]
    ends = [(float(x), float(y)) for x, y in ends]

    def full(a: XY, b: XY) -> bool:
        return line_of_sight(index, a, b, yards_per_unit, settings, adv).clear

    def standing_in(points: list[XY]) -> list[frozenset[int]]:
        """For each point, the pieces it stands in or on."""
        found: list[set[int]] = [set() for _ in points]
        if points:
            where, piece = index.tree.query(shapely.points(points), predicate="intersects")
            for w, k in zip(where.tolist(), piece.tolist()):
                found[w].add(k)
        return [frozenset(f) for f in found]

    fast = index.fast
    if fast is not None:
        in_start, in_end = standing_in(starts), standing_in(ends)
        if not adv and starts and ends:
            return _bulk_clear(index, fast, starts, ends, yards_per_unit, settings, in_start, in_end)
        return [
            [
                math.hypot(b[0] - a[0], b[1] - a[1]) < _EPS
                or _fast_clear(index, fast, a, b, yards_per_unit, settings, adv, inside_a, inside_b)
                for b, inside_b in zip(ends, in_end)
            ]
            for a, inside_a in zip(starts, in_start)
        ]
    if adv:
        return [[full(a, b) for b in ends] for a in starts]
    sure = [p.kind in _BLOCKS_WHEN_TOUCHED for p in index.pieces]
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
