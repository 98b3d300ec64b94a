"""What the board asks of shapes to draw them and to pick their corners, so that the window never handles shapely
itself: an area as its rings of points (the window builds its painter path from them), a footprint's corners, an
area's bounds, where a word goes on a line or a polygon, the circle of ground round a target, and which corner or
edge of a piece the mouse is on. In table units (x east, y south), like the rest of geometry."""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
import shapely
from shapely.geometry import LineString, Point, Polygon

from morefire_gui.geometry.shapes import XY, Shape

__all__ = [
    "DISC_SEGMENTS",
    "Ring",
    "Rings",
    "area_rings",
    "disc",
    "disc_less",
    "edge_near",
    "label_point",
    "lies_on",
    "line_midpoint",
    "outline_corners",
    "shape_bounds",
    "vertex_near",
]

Ring = tuple[XY, ...]
"""A closed ring of points: its last point is its first."""

Rings = tuple[Ring, ...]
"""An area as rings: each polygon's outside, then its holes, polygon after polygon."""

DISC_SEGMENTS = 64
"""Segments to a quarter of a circle drawn round a target: as smooth as the board can show."""


def area_rings(shape: Shape) -> Rings:
    """The rings of the polygons of ``shape`` (one polygon, or each polygon of a collection): each one's outside,
    then its holes, every ring closed. Lines, points and empty parts have no area and give no ring. Drawn filled
    with the odd-even rule, a hole is left empty."""
    rings: list[Ring] = []
    for part in getattr(shape, "geoms", [shape]):
        if part.is_empty or part.geom_type != "Polygon":
            continue
        for ring in (part.exterior, *part.interiors):
            rings.append(tuple((float(x), float(y)) for x, y in ring.coords))
    return tuple(rings)


def outline_corners(shape: Shape) -> tuple[XY, ...]:
    """The corners of a polygon's outside (a unit's footprint), in its order, the first not repeated at the end."""
    if not isinstance(shape, Polygon):
        raise TypeError(f"a polygon has corners, not a {shape.geom_type}")
    return tuple((float(x), float(y)) for x, y in list(shape.exterior.coords)[:-1])


def shape_bounds(shape: Shape) -> tuple[float, float, float, float] | None:
    """The box round ``shape`` as (west, north, east, south), or None for an empty shape."""
    if shape.is_empty:
        return None
    x0, y0, x1, y1 = shape.bounds
    return (float(x0), float(y0), float(x1), float(y1))


def line_midpoint(points: Sequence[XY]) -> XY:
    """The point halfway along the line through ``points``, measured along the line (not the middle of its ends)."""
    mid = LineString(points).interpolate(0.5, normalized=True)
    return (float(mid.x), float(mid.y))


def label_point(corners: Sequence[XY]) -> XY:
    """A point surely inside the polygon of ``corners``, where a word written on it stays on it (shapely's
    representative point: inside even a ring-shaped or crescent polygon, whose centre may lie outside)."""
    point = Polygon(corners).representative_point()
    return (float(point.x), float(point.y))


def disc(centre: XY, radius: float) -> Shape:
    """The ground within ``radius`` of ``centre`` (a damage zone, the areas round a target)."""
    return Point(centre).buffer(radius, DISC_SEGMENTS)


def disc_less(centre: XY, radius: float, less: Shape) -> Shape:
    """The ground within ``radius`` of ``centre`` that is not in ``less``: round a vehicle, the ground from which its
    rear is not seen (2.3), as the disc less the ground from which it is."""
    return disc(centre, radius).difference(less)


def lies_on(points: Sequence[XY], outline: Sequence[XY]) -> bool:
    """Whether the area of corners ``points`` lies on the area ``outline`` (its edge may run along it): a hill drawn on
    a hill."""
    return bool(Polygon(points).buffer(-1e-6).within(Polygon(outline)))


def vertex_near(points: Sequence[XY], at: XY, reach: float) -> int | None:
    """The index of the corner of ``points`` nearest ``at`` if it lies within ``reach`` (the first of equally near
    ones), else None."""
    best: tuple[float, int] | None = None
    for i, (x, y) in enumerate(points):
        d = math.hypot(x - at[0], y - at[1])
        if d <= reach and (best is None or d < best[0]):
            best = (d, i)
    return best[1] if best is not None else None


def edge_near(points: Sequence[XY], at: XY, reach: float, closed: bool) -> int | None:
    """The index ``i`` of the first edge (from point ``i`` to the next) of the line or outline through ``points``
    that passes within ``reach`` of ``at``, else None. A ``closed`` outline has an edge from its last point back to
    its first; a line has not."""
    pts = list(points)
    if len(pts) < 2:
        return None
    ends = pts[1:] + ([pts[0]] if closed else [])
    segments = shapely.linestrings(np.asarray([[a, b] for a, b in zip(pts, ends)], dtype=float))
    near = np.flatnonzero(shapely.distance(segments, Point(at)) <= reach)
    return int(near[0]) if len(near) else None
