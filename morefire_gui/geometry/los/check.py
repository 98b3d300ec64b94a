"""One check, as the app asks it: :func:`line_of_sight` (the result), :func:`sight` (a basic check settled from its
crossings given as its :class:`Sight`) and :func:`sight_range`. Each line goes to the quickest way that settles it
(basic.py, fast_check.py), or to the reference where there is no edge grid."""

from __future__ import annotations

import math
from collections.abc import Sequence

from morefire_gui.bulk import collector_paused
from morefire_gui.geometry.los.basic import _basic, _basic_many
from morefire_gui.geometry.los.deep_end import settled_from_the_start
from morefire_gui.geometry.los.facts import _EPS
from morefire_gui.geometry.los.fast_check import _fast_check, crossings_apart
from morefire_gui.geometry.los.reference import reference_line_of_sight
from morefire_gui.geometry.los.results import LosResult, Sight
from morefire_gui.geometry.los.settled import _fast_line
from morefire_gui.geometry.los.terrain_index import FastLine, TerrainIndex
from morefire_gui.geometry.los_index import Hits, ManyHits, as_lists
from morefire_gui.geometry.shapes import XY
from morefire_gui.model.battle import LosSettings

# A line of more crossings than this is judged with numpy (_basic_many), not crossing by crossing.
_MANY = 64


def line_of_sight(
    index: TerrainIndex, start: XY, end: XY, yards_per_unit: float, settings: LosSettings, advanced: bool | None = None
) -> LosResult:
    """Decide the line of sight between two points (unit centres or any points on the table).

    The line's crossings with the pieces' edges (geometry/los_index/) settle most pieces at once: in basic
    line of sight a piece neither end stands in blocks where the line first crosses its outline, and a hedge
    where the line crosses it more than the hedge reach from both ends. A piece an end stands in, and every
    piece in advanced line of sight, is judged from the stretches of the line inside it, which its crossings
    give. A piece the line meets in a degenerate way, and jungle, are measured with shapely as
    :func:`reference_line_of_sight` measures them, and so is any blocker within a rounding error of another,
    so that the order of the blockers is the reference's too."""
    found = _check(index, start, end, yards_per_unit, settings, advanced)
    return found if isinstance(found, LosResult) else found.result()


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
    if isinstance(found[0], list):
        return _judged(index, line, yards_per_unit, settings, adv, found, on_a, on_b)
    if not adv and not found[3]:
        # Many crossings (a piece of many edges, or many pieces): judged with numpy, not crossing by crossing.
        settled = _basic_many(index, line, yards_per_unit, settings, found, on_a, on_b)
        if settled is not None:
            return settled
    # Many crossings judged one by one (advanced line of sight, a touch): tens of thousands of short-lived tuples and
    # lists, none of them cyclic. The collector waits until they are gone (morefire_gui/bulk.py) rather than visit
    # every object the process holds in the middle of the check: in a process holding other battles it took 55 ms
    # of such a line's 60.
    with collector_paused():
        return _judged(index, line, yards_per_unit, settings, adv, found, on_a, on_b)


def _judged(
    index: TerrainIndex,
    line: FastLine,
    yards_per_unit: float,
    settings: LosSettings,
    adv: bool,
    found: Hits | ManyHits,
    on_a: set[int],
    on_b: set[int],
) -> Sight | LosResult:
    """A line's check from its crossings, as :func:`_check` found them and the pieces its ends stand in."""
    fast, ax, ay, bx, by, length = line
    given: dict[int, Sequence[float]] = {}
    if adv and not isinstance(found[0], list):
        # Many crossings: those of the pieces an end stands in (or the line touches) are judged from their stretches,
        # which are made from arrays; only the others are walked one by one.
        found, given = crossings_apart(fast, found, on_a | on_b | found[3])
    hits = as_lists(found)
    ts, ks, ins, suspect = hits
    if not (ts or suspect or on_a or on_b or adv):
        # The line meets no edge and neither end stands in any piece: clear, the most common answer in a game.
        return Sight((ax, ay), (bx, by), [], [], fast.kind, None, length, yards_per_unit, _nothing)
    if not adv and not suspect:
        settled = _basic(index, line, yards_per_unit, settings, hits, on_a, on_b)
        if settled is not None:
            return settled
    if on_a and suspect:
        near_start = settled_from_the_start(index, line, yards_per_unit, settings, hits, on_a, on_b, adv)
        if near_start is not None:
            return near_start
    crossings = (list(zip(ts, ks, ins)), set(suspect))
    return _fast_check(index, fast, (ax, ay), (bx, by), yards_per_unit, settings, adv, on_a, on_b, crossings, given)


def _nothing() -> None:
    """The facts of a line that meets nothing: none."""
    return None
