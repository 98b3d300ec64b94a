"""Shapely shapes of the table: terrain pieces' outlines and areas, strips of lines, rectangles, and the checks of a
file's shapes, in table units (x east, y south). The lowest geometry: it imports nothing of the battle, so that the
model and io may ask it (a piece is anything with a piece's points, :class:`Outlined`)."""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from typing import Literal, Protocol

import numpy as np
import shapely
from shapely import validation
from shapely.geometry import LineString, MultiPoint, Point, Polygon, box
from shapely.geometry.base import BaseGeometry

XY = tuple[float, float]
"""A point of the table: x east, y south, in table units from its north-west corner."""

Shape = BaseGeometry
"""A shape of the table (shapely's), as the layers above geometry name it without importing shapely."""


class Outlined(Protocol):
    """What a shape is made from: a terrain piece's polygon, centre line (and its width) or point."""

    @property
    def polygon(self) -> Sequence[XY] | None: ...
    @property
    def line(self) -> Sequence[XY] | None: ...
    @property
    def at(self) -> XY | None: ...
    @property
    def width(self) -> float | None: ...


def piece_outline(piece: Outlined) -> BaseGeometry:
    """The piece as drawn: a polygon, a centre line, or a point."""
    if piece.polygon is not None:
        return Polygon(piece.polygon)
    if piece.line is not None:
        return LineString(piece.line)
    assert piece.at is not None
    return Point(piece.at)


def piece_area(piece: Outlined) -> BaseGeometry:
    """The ground the piece covers: a line piece with a width is a strip of that width."""
    outline = piece_outline(piece)
    if piece.line is not None and piece.width:
        return strip(outline, piece.width / 2)
    return outline


def touches_point(shape: BaseGeometry, at: XY) -> bool:
    """Whether the point ``at`` is in or on ``shape``."""
    return bool(shape.intersects(Point(at)))


def points_inside(shape: BaseGeometry, points: Sequence[XY]) -> list[XY]:
    """The ``points`` that lie in ``shape`` (on its boundary too), in their order."""
    if not points:
        return []
    hits = np.atleast_1d(shapely.covers(shape, shapely.points(np.asarray(points, dtype=float))))
    return [p for p, hit in zip(points, hits) if hit]


def inner_point(shape: BaseGeometry) -> XY:
    """A point surely inside ``shape``: its centre where that is inside, else a point of it."""
    centre = shape.centroid
    point = centre if shape.covers(centre) else shape.representative_point()
    return (point.x, point.y)


def distance_to_point(shape: BaseGeometry, at: XY) -> float:
    """How far the point ``at`` is from ``shape`` (0 inside it), in table units."""
    return float(shape.distance(Point(at)))


_STRIP_AS_ONE = 256  # points of a line GEOS buffers in one go
_SIMPLIFY_RUN = 256  # points simplified together: Douglas-Peucker's time grows with the square of a run's points
_HULL_SPAN = 0.4  # half widths: a run of points this close together is taken as its hull (see strip)


def strip(line: BaseGeometry, half_width: float, round_ends: bool = False) -> BaseGeometry:
    """The ground within ``half_width`` of a line: what ``line.buffer(half_width, cap_style="flat")`` gives (flat at
    the two ends, round at every bend; round at the ends too with ``round_ends``, as ``line.buffer(half_width)``),
    in a time that grows only with the number of points.

    GEOS buffers a line as one curve, and on a dense line that turns back on itself (a zigzag of points closer
    together than the width) its time grows far faster than the points: 1,000 took 0.5 s, 4,000 seven, 10,000
    minutes. So a line of more than a few hundred points is first simplified by a fiftieth of the half width
    (detail no one could see in the strip: a digitised river keeps a few hundred), a few hundred points at a time
    (Douglas-Peucker over a whole zigzag of 20,000 points took 0.8 s). One still longer is built as what a buffer
    is, piece by piece along the line, neighbours united first: each segment's flat-ended rectangle and a disc at
    each bend (the round join); and where consecutive points lie within 0.4 half widths of one another (a box of
    that diagonal), the disc around their hull, which reaches at most a fiftieth of the half width beyond their own
    discs. A 20,000-point zigzag 0.08 in high takes 0.1-0.3 s at half widths of 0.25 and more, about a second at
    smaller ones. A line of a few hundred points is buffered as it always was."""
    if line.geom_type != "LineString":
        return line.buffer(half_width, cap_style="round" if round_ends else "flat")
    return _strip(tuple(map(tuple, shapely.get_coordinates(line))), half_width, round_ends)


def strip_rings(line: Sequence[XY], half_width: float) -> list[list[XY]]:
    """The outline of the flat-ended strip of ``half_width`` along ``line`` (:func:`strip`), as its rings: each
    part's outside, then its holes (where a line crosses itself around a patch of ground). What the board fills to
    draw a road or a river: the same ground a pen of the road's width with round joins would stroke, built in a
    time that grows with the points, where a pen stroked over a dense line took a minute and gigabytes."""
    rings: list[list[XY]] = []
    for part in shapely.get_parts(strip(LineString(line), half_width)):
        if part.geom_type != "Polygon":
            continue
        for ring in shapely.get_rings(part):
            rings.append([(float(x), float(y)) for x, y in shapely.get_coordinates(ring)])
    return rings


def _simplified(coords: np.ndarray, tolerance: float) -> np.ndarray:
    """The line's points simplified by ``tolerance`` (Douglas-Peucker, every point within it of the result), a few
    hundred points at a time so that the time grows with the points; the runs share their ends, which are kept."""
    if len(coords) <= _SIMPLIFY_RUN:
        return shapely.get_coordinates(LineString(coords).simplify(tolerance, preserve_topology=False))
    starts = range(0, len(coords) - 1, _SIMPLIFY_RUN - 1)
    runs = np.array([LineString(coords[s : s + _SIMPLIFY_RUN]) for s in starts], dtype=object)
    parts = [shapely.get_coordinates(run) for run in shapely.simplify(runs, tolerance, preserve_topology=False)]
    return np.concatenate([parts[0], *(part[1:] for part in parts[1:])])


def _united_along(shapes: np.ndarray) -> BaseGeometry:
    """The union of shapes that follow one another along a line: neighbours first, then their unions pairwise, so
    each union meets only what lies near it (GEOS's union of them all at once took twice as long on a zigzag)."""
    while len(shapes) > 1:
        if len(shapes) % 2:
            shapes = np.append(shapes, [shapely.Polygon()])
        shapes = shapely.union(shapes[0::2], shapes[1::2])
    united: BaseGeometry = shapes[0]
    return united


def _runs(coords: np.ndarray, start: int, stop: int, span: float) -> list[tuple[int, int]]:
    """The points ``start`` to ``stop`` as consecutive runs ``(i, j)`` that share their ends, each as long as the box
    around its points keeps a diagonal of at most ``span`` (and at least one segment)."""
    runs: list[tuple[int, int]] = []
    limit = span * span
    xs, ys = coords[:, 0].tolist(), coords[:, 1].tolist()
    i = start
    while i < stop:
        x0 = x1 = xs[i]
        y0 = y1 = ys[i]
        j = i + 1
        while j <= stop:
            x, y = xs[j], ys[j]
            nx0, nx1, ny0, ny1 = min(x0, x), max(x1, x), min(y0, y), max(y1, y)
            if j > i + 1 and (nx1 - nx0) ** 2 + (ny1 - ny0) ** 2 > limit:
                break
            x0, x1, y0, y1 = nx0, nx1, ny0, ny1
            j += 1
        runs.append((i, j - 1))
        i = j - 1
    return runs


@functools.lru_cache(maxsize=512)
def _strip(points: tuple[XY, ...], half_width: float, round_ends: bool) -> BaseGeometry:
    """:func:`strip` of the line through ``points``, kept: every barrage, move and shot asks for the same roads."""
    cap: Literal["round", "flat"] = "round" if round_ends else "flat"
    coords = np.asarray(points, dtype=float)
    if len(coords) > _STRIP_AS_ONE:
        coords = _simplified(coords, half_width / 50)
    if len(coords) <= _STRIP_AS_ONE:
        return LineString(coords).buffer(half_width, cap_style=cap)
    n = len(coords)
    # Flat ends: the first and the last segment are rectangles of their own, and the runs cover the points between.
    first, last = (0, n - 1) if round_ends else (1, n - 2)
    pieces: list[BaseGeometry] = []  # in the line's order: segments (buffered flat), points and hulls (round)
    flat: list[bool] = []

    def add(piece: BaseGeometry, flat_ends: bool) -> None:
        pieces.append(piece)
        flat.append(flat_ends)

    if not round_ends:
        add(LineString(coords[0:2]), True)
    for i, j in _runs(coords, first, last, _HULL_SPAN * half_width):
        if j - i >= 2:
            add(MultiPoint(coords[i : j + 1]).convex_hull, False)
            continue
        if i == first:
            add(Point(coords[i]), False)
        add(LineString(coords[i : j + 1]), True)
        add(Point(coords[j]), False)
    if not round_ends:
        add(LineString(coords[n - 2 :]), True)
    shapes, flats = np.array(pieces, dtype=object), np.array(flat)
    along = np.empty(len(pieces), dtype=object)
    along[flats] = shapely.buffer(shapes[flats], half_width, cap_style="flat")
    along[~flats] = shapely.buffer(shapes[~flats], half_width)
    return _united_along(along)


def heading_vector(facing_degrees: float) -> XY:
    """Unit vector of a facing measured clockwise from north, in table coordinates (y grows southward)."""
    rad = math.radians(facing_degrees)
    return (math.sin(rad), -math.cos(rad))


def oriented_rectangle(center: XY, length: float, width: float, facing: float) -> Polygon:
    """A rectangle ``length`` along ``facing`` and ``width`` across it, centred on ``center``."""
    fx, fy = heading_vector(facing)
    rx, ry = -fy, fx  # to the right of the facing
    cx, cy = center
    hl, hw = length / 2, width / 2
    corners = [
        (cx + fx * hl - rx * hw, cy + fy * hl - ry * hw),  # front left
        (cx + fx * hl + rx * hw, cy + fy * hl + ry * hw),  # front right
        (cx - fx * hl + rx * hw, cy - fy * hl + ry * hw),  # rear right
        (cx - fx * hl - rx * hw, cy - fy * hl - ry * hw),  # rear left
    ]
    return Polygon(corners)


def rectangle(x0: float, y0: float, x1: float, y1: float) -> Polygon:
    """An axis-aligned rectangle of the table."""
    return box(x0, y0, x1, y1)


def marker_square(at: XY, side: float) -> Polygon:
    """A hidden position's marker: the square of ``side`` centred on where the unit stands."""
    h = side / 2
    x, y = at
    return Polygon([(x - h, y - h), (x + h, y - h), (x + h, y + h), (x - h, y + h)])


def rotated_points(points: tuple[XY, ...], degrees: float, origin: XY) -> tuple[XY, ...]:
    """Points turned ``degrees`` clockwise on the table (y grows southward) about ``origin``."""
    rad = math.radians(degrees)
    c, s = math.cos(rad), math.sin(rad)
    ox, oy = origin
    return tuple((ox + (x - ox) * c - (y - oy) * s, oy + (x - ox) * s + (y - oy) * c) for x, y in points)


def piece_centre(piece: Outlined) -> XY:
    c = piece_outline(piece).centroid
    return (c.x, c.y)


def touches_table(piece: Outlined, width: float, depth: float) -> bool:
    """Whether a piece touches the table at all (a piece that does belongs to the battle: roads run off edges). A
    line with a width touches it when its centre line comes within half its width of the table: asked of the line,
    without building the strip (a dense line's strip takes seconds)."""
    table = box(0, 0, width, depth)
    if piece.line is not None and piece.polygon is None and piece.width:
        return bool(shapely.dwithin(piece_outline(piece), table, piece.width / 2))
    return bool(piece_outline(piece).intersects(table))


def within_table(points: Sequence[XY], width: float, depth: float) -> bool:
    """Whether a polygon lies on the table (its edge may run along the table's)."""
    return bool(Polygon(points).buffer(-1e-6).within(box(0, 0, width, depth)))


def farthest_past_edge(points: Sequence[XY], width: float, depth: float) -> tuple[XY, float]:
    """Of ``points`` (at least one), the one lying farthest past the ``width`` x ``depth`` table's edge, and how far
    (table units, straight: a point past two edges is measured to the corner; 0 for a point on the table). Of points
    as far, the first."""
    if not points:
        raise ValueError("farthest_past_edge needs at least one point")
    reach = np.asarray(shapely.distance(shapely.points(np.asarray(points, dtype=float)), box(0, 0, width, depth)))
    i = int(np.argmax(reach))
    x, y = points[i]
    return (x, y), float(reach[i])


class PolygonProblem(ValueError):
    """Why a polygon is refused, in parts (``kind``: "no area", "crosses itself", "not valid"; ``how``: shapely's
    words for the crossing, "self-intersection" or "ring self-intersection", or its reason a polygon is not valid;
    ``near``: where, to a tenth of a table unit, None when shapely does not say), so that the layers above can word it in the reader's
    language (model/outline.py); its text is the English the battle file's checks and the command line write."""

    NO_AREA, CROSSES, NOT_VALID = "no area", "crosses itself", "not valid"

    def __init__(self, kind: str, how: str = "", near: XY | None = None) -> None:
        self.kind, self.how, self.near = kind, how, near
        if kind == self.NO_AREA:
            text = "the polygon has no area (its points lie on one line)"
        elif kind == self.CROSSES:
            text = f"the polygon crosses itself ({how} near {_at(near)})"
        else:
            text = f"the polygon is not a valid area ({how})"
        super().__init__(text)


def check_simple_polygon(points: Sequence[XY]) -> None:
    """Polygons must not cross themselves (shapely decides, but for an outline that is plainly convex): a
    :class:`PolygonProblem` says why one does."""
    if plainly_convex(points):
        return
    poly = Polygon(points)
    # Before validity: shapely calls points on one line a self-intersection, which would mislead. The hull
    # (not the area) decides, because a symmetric bow-tie's signed areas cancel to zero too.
    if poly.convex_hull.area <= 0:
        raise PolygonProblem(PolygonProblem.NO_AREA)
    if not poly.is_valid:
        reason = validation.explain_validity(poly)
        if "Self-intersection" in reason or "Ring Self-intersection" in reason:
            raise PolygonProblem(PolygonProblem.CROSSES, reason.split("[")[0].strip().lower(), _where(reason))
        raise PolygonProblem(PolygonProblem.NOT_VALID, reason)


def plainly_convex(points: Sequence[XY]) -> bool:
    """Whether the outline turns the same way at every corner, each turn far from straight, and goes round once: a
    convex polygon, which neither crosses itself nor lacks area (most pieces: houses, fields, crop patches). Asking
    shapely costs twenty times as much, for every piece of a file (docs/performance.md); anything else is asked."""
    n = len(points)
    scale = max(max(abs(x), abs(y)) for x, y in points) or 1.0
    tiny = 1e-9 * scale * scale
    turned = 0.0
    sign = 0
    for i in range(n):
        (ax, ay), (bx, by), (cx, cy) = points[i - 2], points[i - 1], points[i]
        ux, uy, vx, vy = bx - ax, by - ay, cx - bx, cy - by
        cross = ux * vy - uy * vx
        if abs(cross) <= tiny:
            return False
        if sign == 0:
            sign = 1 if cross > 0 else -1
        elif (cross > 0) != (sign > 0):
            return False
        turned += math.atan2(cross, ux * vx + uy * vy)
    return abs(abs(turned) - 2 * math.pi) < 1e-6


def _where(reason: str) -> XY | None:
    if "[" in reason and "]" in reason:
        inside = reason[reason.index("[") + 1 : reason.index("]")].split()
        try:
            # To a tenth of a table unit: what a player can find on the table (shapely's own runs to a dozen digits).
            return round(float(inside[0]), 1), round(float(inside[1]), 1)
        except (ValueError, IndexError):
            pass
    return None


def _at(point: XY | None) -> str:
    return "?" if point is None else f"{point[0]:g}, {point[1]:g}"
