"""Line of sight from a piece of many edges that the start stands in (:func:`settled_from_the_start`), where the
stretches of the line in it near the start settle it: rule 2.1 (docs/rules-notes.md, "edge depth") reads how far the
line runs in the piece from the start, and where it next comes to it. A line that runs in the piece deeper than the
edge depth from the start is blocked there, however far beyond it it goes on inside, in advanced line of sight too
(the stretch from a unit is judged by its depth alone, whatever the heights); one that comes out within the edge
depth is blocked where it next comes to the piece (in advanced line of sight, where the sight line is below the
piece's top there). Only where the line meets the piece within the edge depth (and a margin) is worked out, from the
edges in the grid's cells along that part of the line, not the thousands of stretches beyond it (a line along the
feet of a comb's teeth); the reasons, with how deep the line runs in it, are worked out in full when asked
(fast_check.py)."""

from __future__ import annotations

from shapely.geometry import LineString, Polygon

import morefire_gui.geometry.los.exact as exact
from morefire_gui.geometry.los.basic import _settled
from morefire_gui.geometry.los.exact import _met_near
from morefire_gui.geometry.los.facts import _EPS, _YARD_TOL, _Line
from morefire_gui.geometry.los.inside import _spans_from
from morefire_gui.geometry.los.judge import _below, _Suspect
from morefire_gui.geometry.los.results import Sight
from morefire_gui.geometry.los.terrain_index import FastLine, TerrainIndex
from morefire_gui.geometry.los_index import Hits
from morefire_gui.model.battle import LosSettings
from morefire_gui.model.terms import AREA_BLOCKING_KINDS, TerrainKind


def settled_from_the_start(
    index: TerrainIndex,
    line: FastLine,
    ypu: float,
    settings: LosSettings,
    hits: Hits,
    on_a: set[int],
    on_b: set[int],
    adv: bool = False,
) -> Sight | None:
    """Line of sight, basic or advanced (``adv``), its blockers and first blocked point (the reasons when asked), for a
    line that meets one piece alone, an area of many edges the start stands in (the end may too), touching its outline
    somewhere (the crossings leave it to be measured: ``hits``' suspect piece), from where the line meets the outline
    within the edge depth of the start and a margin (the edges in the cells of that part of the line alone): as
    :func:`_judge` judges it from all of them. None where the line is not such a one, or those do not settle it (the
    line comes out of the piece within the edge depth and meets it nowhere else near the start; in advanced line of
    sight, the sight line passes over the next stretch in it): the full check decides."""
    fast, ax, ay, bx, by, length = line
    ts, _, _, suspect = hits
    if ts or len(suspect) != 1 or len(on_a) != 1 or on_a != suspect or (on_b and on_b != on_a):
        return None
    (k,) = on_a
    kind = fast.kind[k]
    geom = fast.geoms[k]
    grid = fast.grid
    if (
        kind not in AREA_BLOCKING_KINDS
        or kind is TerrainKind.JUNGLE
        or fast.exact[k]
        or not isinstance(geom, Polygon)
        or grid.edge_count(k) <= exact._BIG_PIECE  # a piece exact.py cuts whole with shapely: no stretches to spare
    ):
        return None
    # Deeper than this from the start, the line runs in the piece deeper than the edge depth, rounding and all (as
    # _judge compares them: more than the edge depth and _YARD_TOL).
    window = (settings.edge_depth_yards + 2 * _YARD_TOL) / ypu
    if window >= length:
        return None
    start = (ax, ay)
    # The ends stand on no hill (the line meets no other piece): the sight line runs at the eye height above the ground.
    sight = _Line(start, (bx, by), length, ypu, settings, adv, 0.0, 0.0)
    met = grid.meetings(ax, ay, bx, by, k, until=window)
    met_at, close = _met_near(LineString([start, (bx, by)]), geom, met, start, sight, grid, k)
    spans = _spans_from(geom, start, sight, met_at.arrays(), close, grid, k, until=window)
    tol = _EPS * max(1.0, length)
    if not len(spans) or spans[0][0] > tol:
        return None  # the start stands in it, so the line's first stretch in it begins there (but by a rounding error)
    t0, t1 = spans[0]
    if t1 >= window or (t1 - t0) * ypu > settings.edge_depth_yards + _YARD_TOL:
        first = t0 + sight.edge  # blocked at the edge depth from the start
    else:
        # Out within the edge depth: blocked where the line next comes to it, if that is near the start (beyond,
        # the stretches are not worked out), and the end stands outside it (else a stretch running on to the end is
        # judged by the end's own edge depth, for which the stretches beyond are needed).
        if len(spans) < 2 or spans[1][0] >= window or on_b:
            return None
        first = spans[1][0]
        if adv:
            # The next stretch blocks where the sight line first runs at or below the piece's top in it; over it, or
            # at that height within a rounding error, the stretches beyond decide.
            try:
                below = _below(first, first, fast.top[k], sight, False)
            except _Suspect:
                return None
            if below is None:
                return None
    eyes = (settings.eye_yards, settings.eye_yards) if adv else None
    return _settled(index, line, ypu, settings, [k], first, hits, on_a, on_b, eyes)
