"""Basic line of sight's verdict alone (:func:`settled_clear`), or with its first blocked point
(:func:`settled_first_block`), from a walk of the line's edges that stops at the first piece that blocks
(``EdgeGrid.settled``, ``EdgeGrid.first_block``); None where only the full check can say."""

from __future__ import annotations

import math

from morefire_gui.geometry.los.facts import _EPS, _YARD_TOL
from morefire_gui.geometry.los.terrain_index import FastLine, TerrainIndex, _Fast
from morefire_gui.geometry.shapes import XY
from morefire_gui.model.battle import LosSettings


def _fast_line(index: TerrainIndex, start: XY, end: XY) -> FastLine | None:
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
