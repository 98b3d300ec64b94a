"""Rule 2.1 reads one point of the line's part in an area or a hill that neither end stands in: where the line first
comes to it (judge.py :func:`_judge`). For a piece of many edges that is all that is worked out
(:func:`first_meeting`), not whether each stretch between the points where the line meets its outline is inside it
(inside.py), and the judgement is the one all the stretches give."""

from __future__ import annotations

import numpy as np

from morefire_gui.geometry.los.facts import Span, _Line
from morefire_gui.geometry.los.meetings import _MetArrays
from morefire_gui.geometry.los.terrain_index import _Fast
from morefire_gui.model.terms import TerrainKind


def judged_where_first_met(fast: _Fast, k: int, line: _Line, on_a: bool, on_b: bool) -> bool:
    """Whether rule 2.1 reads only where the line first comes to piece ``k``: an area or a hill (not jungle, whose
    stretches add up, nor a hedge, whose stretches are measured from the ends) that neither end stands in, in basic
    line of sight, and in advanced where the whole sight line runs below its top (then it blocks where the line first
    comes to it, and no stretch of it is seen over, which would be named)."""
    kind = fast.kind[k]
    if on_a or on_b or kind is TerrainKind.JUNGLE or kind is TerrainKind.HEDGE:
        return False
    if not line.adv:
        return True
    top = fast.top[k] + (line.eye if kind is TerrainKind.HILL else 0.0)
    # The sight line's height along it lies between its ends'; the margin keeps the rounding of each point's height
    # (eye_line, _area_many) below the top too.
    return max(line.h_a, line.h_b) < top - 1e-9 * max(1.0, abs(top))


def first_meeting(met: _MetArrays) -> list[Span] | None:
    """The stretches :func:`judged_where_first_met` reads, from where the line meets the outline (exact.py's
    :func:`_met_near`): where it first meets it, as a stretch of no length (where the stretches in or on the piece
    begin, as the line comes to it from outside); none where it meets it nowhere. None (work them all out) where that
    first point is a clean crossing coming out: the line would start inside the piece, which the pieces the ends stand
    in deny, by a rounding error."""
    if not len(met.t):
        return []
    i = int(np.argmin(met.t))
    if met.way[i] < 0:
        return None
    at = float(met.t[i])
    return [(at, at)]
