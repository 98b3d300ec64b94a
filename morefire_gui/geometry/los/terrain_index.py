"""The blocking terrain of a battle as line of sight reads it: the pieces in an STRtree (:class:`TerrainIndex`), their
edges in a grid with what the fast engine needs of each piece (:class:`_Fast`), how tall each stands
(:func:`piece_height`) and the ground under a point (the hills)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
import shapely
from shapely.geometry import LineString, Point
from shapely.geometry.base import BaseGeometry
from shapely.strtree import STRtree

from morefire_gui.geometry.los.facts import _EPS, BlockReason
from morefire_gui.geometry.los_index import EdgeGrid
from morefire_gui.geometry.shapes import XY, piece_outline
from morefire_gui.model.battle import DEFAULT_HEIGHTS, LosSettings, TerrainPiece
from morefire_gui.model.terms import AREA_BLOCKING_KINDS, BLOCKING_KINDS, TerrainKind

# A sight line is looked up in the STRtree as this many stretches (docs/performance.md): the envelope of a long
# diagonal line covers most of the table, the stretches' envelopes only the ground along it.
_STRETCHES = 8
_STRETCH_AT = np.linspace(0.0, 1.0, _STRETCHES + 1)
_FEW = 32  # pieces in a line's envelope that are simply all tested


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
    area_of: np.ndarray = field(
        default_factory=lambda: np.zeros(0, dtype=bool)
    )  # an area judged by its stretches (not jungle)
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


# A line the edge grid can walk: the index's grid and pieces (_Fast), A's and B's coordinates, the line's length.
FastLine = tuple[_Fast, float, float, float, float, float]


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
                np.array([k in AREA_BLOCKING_KINDS and k is not TerrainKind.JUNGLE for k in kinds], dtype=bool),
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
