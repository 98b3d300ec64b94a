"""What a check finds along a sight line, before it is put in words: why a piece blocks the line (BlockReason) or
lets it through (PassReason), the facts that say so, the line and the settings it is judged by (_Line), and the
tolerances every engine measures by."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from enum import Enum
from typing import overload

import numpy as np

from morefire_gui.geometry.shapes import XY
from morefire_gui.model.battle import LosSettings

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

    def arrays(self) -> tuple[np.ndarray, np.ndarray]:
        """The stretches as their two arrays: where each starts, where each ends."""
        return self._lo, self._hi

    def __repr__(self) -> str:
        return repr(list(self))
