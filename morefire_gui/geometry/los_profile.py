"""The side view of a sight line in advanced line of sight (rule 2.1, advanced: elevation): the ground along the
line, each blocking piece the line crosses with the height it stands to, the eye line from one end to the other,
and where that line is first cut.

Everything is measured as :mod:`geometry.los` judges it: the ground is the top of the highest hill level under a
point (:meth:`TerrainIndex.ground`), a piece stands on the ground under its representative point to its height
(``_Piece.top``), the eyes stand ``eye_yards`` above the ground at each end, and a hill blocks up to its top plus
the eye height (hills are compared level with level, docs/rules-notes.md), which is its ``roof`` here. The verdict
(``clear``, the blockers, the cut) is the engine's own result for the line, so the picture and the answer agree.

Distances run from the first end along the line, in yards; heights are yards above the table.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

from shapely.geometry import LineString, Point

from morefire_gui.geometry.los import LosResult, TerrainIndex, _spans, line_of_sight
from morefire_gui.geometry.shapes import XY
from morefire_gui.model.battle import LosSettings
from morefire_gui.model.terms import TerrainKind


@dataclass(frozen=True)
class GroundStep:
    """The ground from ``start`` to ``end`` (yards along the line) at ``height`` (yards)."""

    start: float
    end: float
    height: float


@dataclass(frozen=True)
class ProfilePiece:
    """A blocking piece the line crosses: where (``start``-``end`` yards along it; a hedge is crossed at a point),
    the ground it stands on (``base``), its top, the height the sight line must pass above (``roof``: the top, and for
    a hill the top plus the eye height), and whether the engine found it blocks."""

    piece: str
    kind: TerrainKind
    start: float
    end: float
    base: float
    top: float
    roof: float
    blocks: bool


@dataclass(frozen=True)
class LosProfile:
    length_yards: float
    eye_start: float
    eye_end: float
    ground: tuple[GroundStep, ...]
    pieces: tuple[ProfilePiece, ...]
    clear: bool
    cut_at: float | None = None  # yards along the line where the sight line is first blocked
    cut_by: str | None = None  # the first blocker's id

    def eye_at(self, distance: float) -> float:
        """The height of the sight line (between the eyes) ``distance`` yards along it."""
        if self.length_yards <= 0:
            return self.eye_start
        return self.eye_start + (self.eye_end - self.eye_start) * distance / self.length_yards

    @property
    def cut_height(self) -> float | None:
        return None if self.cut_at is None else self.eye_at(self.cut_at)


def los_profile(
    index: TerrainIndex,
    start: XY,
    end: XY,
    yards_per_unit: float,
    settings: LosSettings,
    result: LosResult | None = None,
) -> LosProfile:
    """The side view of the sight line from ``start`` to ``end`` in advanced line of sight. ``result``: the
    engine's advanced answer for that line, if the caller has it already (else it is worked out)."""
    if result is None or not result.advanced:
        result = line_of_sight(index, start, end, yards_per_unit, settings, advanced=True)
    start = (float(start[0]), float(start[1]))
    end = (float(end[0]), float(end[1]))
    length = math.dist(start, end)
    eye = settings.eye_yards
    g_a, g_b = index.ground(start), index.ground(end)
    if length <= 0:
        return LosProfile(0.0, g_a + eye, g_b + eye, (GroundStep(0.0, 0.0, g_a),), (), True)
    line = LineString([start, end])
    direction = ((end[0] - start[0]) / length, (end[1] - start[1]) / length)
    found = [int(i) for i in index.candidates(line)]
    chosen = [index.pieces[i] for i in found]
    spans = _spans(line, [p.geom for p in chosen], start, direction, length)
    blockers = set(result.blocker_ids)
    pieces: list[ProfilePiece] = []
    cuts = {0.0, length}
    for piece, stretches in zip(chosen, spans):
        hill = piece.kind is TerrainKind.HILL
        height = settings.level_yards if hill else piece.top - index.ground(_xy(piece.geom.representative_point()))
        for t0, t1 in stretches:
            if hill:
                cuts.update((t0, t1))
            pieces.append(
                ProfilePiece(
                    piece.id,
                    piece.kind,
                    t0 * yards_per_unit,
                    t1 * yards_per_unit,
                    piece.top - height,
                    piece.top,
                    piece.top + eye if hill else piece.top,
                    piece.id in blockers,
                )
            )
    pieces.sort(key=lambda p: (p.start, p.piece))
    ground: list[GroundStep] = []
    marks = sorted(cuts)
    for t0, t1 in itertools.pairwise(marks):
        if t1 - t0 <= 1e-9 * max(1.0, length):
            continue
        t = (t0 + t1) / 2
        h = index.ground((start[0] + direction[0] * t, start[1] + direction[1] * t))
        if ground and ground[-1].height == h:
            ground[-1] = GroundStep(ground[-1].start, t1 * yards_per_unit, h)
        else:
            ground.append(GroundStep(t0 * yards_per_unit, t1 * yards_per_unit, h))
    cut_at = cut_by = None
    if result.first_block is not None:
        cut_at = math.dist(start, result.first_block) * yards_per_unit
        cut_by = result.blocker_ids[0]
    return LosProfile(
        length * yards_per_unit, g_a + eye, g_b + eye, tuple(ground), tuple(pieces), result.clear, cut_at, cut_by
    )


def _xy(point: Point) -> XY:
    return (point.x, point.y)
