"""The reference engine (:func:`reference_line_of_sight`): the pieces the STRtree says a line touches, each cut with it
by shapely (GEOS), the exact reading of the string method that the fast engine is tested against."""

from __future__ import annotations

import math

import numpy as np
import shapely
from shapely.geometry import LineString, Point
from shapely.geometry.base import BaseGeometry

from morefire_gui.geometry.los.facts import _EPS, BlockFact, IgnoreFact, Span, _Line
from morefire_gui.geometry.los.judge import _judge, _judge_jungle
from morefire_gui.geometry.los.results import LosResult, _result
from morefire_gui.geometry.los.terrain_index import TerrainIndex
from morefire_gui.geometry.shapes import XY
from morefire_gui.model.battle import LosSettings
from morefire_gui.model.terms import TerrainKind


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
