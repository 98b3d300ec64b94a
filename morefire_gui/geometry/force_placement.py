"""Laying a side's new counters out in its deployment zone: rows across the zone, from its rear (the base edge)
forward, each counter facing the enemy (away from the side's base edge), none overlapping another or a counter
already on the table, all inside the zone. Shapely decides every fit; the force builder (session/forces.py) turns
the positions into units.

The work is done in the zone's own frame: ``v`` runs forward (the facing), ``u`` across it to the right, so that a
counter facing forward is an upright box there and a row is a band of constant ``v``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from shapely import affinity, prepared
from shapely.geometry import Polygon, box
from shapely.geometry.base import BaseGeometry
from shapely.ops import unary_union

from morefire_gui.geometry.deployment import edge_strip
from morefire_gui.geometry.shapes import heading_vector
from morefire_gui.model.battle import TableSpec
from morefire_gui.model.scenario import DeploymentZone
from morefire_gui.model.terms import Edge

__all__ = ["FACING_FROM_EDGE", "CounterSize", "DeploymentArea", "LaidCounter", "RowLayout", "deployment_area",
           "lay_out_rows"]

XY = tuple[float, float]
# A counter faces away from its own base edge, towards the enemy's.
FACING_FROM_EDGE: dict[Edge, float] = {Edge.NORTH: 180.0, Edge.SOUTH: 0.0, Edge.EAST: 270.0, Edge.WEST: 90.0}
_EPS = 1e-9


@dataclass(frozen=True)
class DeploymentArea:
    """Where a side deploys: its zones together (clipped to the table), or, for a side without a zone, the quarter
    of the table at its base edge; ``described`` says which, for the players."""

    side: str
    shape: BaseGeometry
    described: str


def deployment_area(table: TableSpec, side: str, edge: Edge, zones: Sequence[DeploymentZone]) -> DeploymentArea:
    """The side's deployment zones, or the quarter of the table at its base edge when it has none (the Mission
    Deployment Guidelines' "1/4 of the board size from their base boardedge")."""
    table_box = box(0, 0, table.width, table.depth)
    own = [Polygon(z.polygon) for z in zones if z.side == side]
    if own:
        shape = unary_union(own).intersection(table_box)
        names = ", ".join(z.name or f"zone {i + 1}" for i, z in enumerate(zones) if z.side == side)
        if not shape.is_empty and shape.area > _EPS:
            return DeploymentArea(side, shape, f"its deployment zone ({names})")
    across = table.depth if edge in (Edge.NORTH, Edge.SOUTH) else table.width
    return DeploymentArea(side, edge_strip(table, edge, across / 4),
                          f"the quarter of the table at its {edge.value} edge (it has no deployment zone)")


@dataclass(frozen=True)
class CounterSize:
    """A counter to lay out: the caller's ``key`` for it and its footprint, ``length`` along its facing and
    ``width`` across it (table units)."""

    key: str
    length: float
    width: float


@dataclass(frozen=True)
class LaidCounter:
    key: str
    at: XY
    facing: float
    row: int


@dataclass(frozen=True)
class RowLayout:
    """Where each counter went, in order, and the keys of those there was no room for."""

    laid: tuple[LaidCounter, ...]
    no_room: tuple[str, ...]
    rows: int


class _Frame:
    """The zone's frame: u across the facing (to the right), v along it. The map is orthonormal, so its inverse is
    its transpose."""

    def __init__(self, facing: float) -> None:
        fx, fy = heading_vector(facing)
        self.f = (fx, fy)
        self.r = (-fy, fx)

    def to_local(self, geom: BaseGeometry) -> BaseGeometry:
        (rx, ry), (fx, fy) = self.r, self.f
        return affinity.affine_transform(geom, [rx, ry, fx, fy, 0.0, 0.0])

    def to_table(self, u: float, v: float) -> XY:
        (rx, ry), (fx, fy) = self.r, self.f
        return (rx * u + fx * v, ry * u + fy * v)


def lay_out_rows(area: BaseGeometry, counters: Sequence[CounterSize], facing: float, gap: float,
                 occupied: Sequence[BaseGeometry] = ()) -> RowLayout:
    """Lay ``counters`` out in rows inside ``area``, in their order: each row from the left of the zone (seen facing
    ``facing``) to its right, the first row at the zone's rear, each row centred where the zone lets it be. Counters
    keep ``gap`` from each other, from the zone's boundary and from the ``occupied`` shapes (counters already on the
    table). Those that do not fit are listed in ``no_room``; none is ever put half outside or on another."""
    if gap <= 0:
        raise ValueError("the gap between counters must be above 0")
    frame = _Frame(facing)
    local = frame.to_local(area)
    inner = local.buffer(-gap)
    if inner.is_empty:
        inner = local
    inside = prepared.prep(inner)
    # Kept clear by a hair under the gap, so that a counter exactly one gap from another fits.
    keep_clear = gap * 0.999
    blocked: list[BaseGeometry] = [frame.to_local(g).buffer(keep_clear, join_style="mitre") for g in occupied]
    umin, vmin, umax, vmax = inner.bounds
    step = gap
    laid: list[LaidCounter] = []
    pending = list(counters)
    v0 = vmin
    row = 0

    def free(candidate: BaseGeometry) -> bool:
        return inside.contains(candidate) and not any(candidate.intersects(b) for b in blocked)

    while pending and v0 < vmax - _EPS:
        boxes: list[tuple[CounterSize, Polygon]] = []
        u = umin
        while pending:
            c = pending[0]
            placed = False
            while u + c.width <= umax + _EPS:
                candidate = box(u, v0, u + c.width, v0 + c.length)
                if free(candidate):
                    boxes.append((c, candidate))
                    blocked.append(candidate.buffer(keep_clear, join_style="mitre"))
                    pending.pop(0)
                    u += c.width + gap
                    placed = True
                    break
                u += step
            if not placed:
                break
        if not boxes:
            v0 += step  # nothing fits here (the zone is narrow at this depth): a little further forward
            continue
        del blocked[len(blocked) - len(boxes):]  # the row is centred as a whole: it does not block itself
        boxes = _centred(boxes, inner, inside, blocked, gap)
        for c, b in boxes:
            blocked.append(b.buffer(keep_clear, join_style="mitre"))
            cx, cy = b.centroid.x, b.centroid.y
            x, y = frame.to_table(cx, cy)
            laid.append(LaidCounter(c.key, (x, y), facing % 360.0, row))
        row += 1
        v0 = max(b.bounds[3] for _, b in boxes) + gap
    return RowLayout(tuple(laid), tuple(c.key for c in pending), row)


def _centred(boxes: list[tuple[CounterSize, Polygon]], inner: BaseGeometry, inside: prepared.PreparedGeometry,
             blocked: Sequence[BaseGeometry], gap: float) -> list[tuple[CounterSize, Polygon]]:
    """The row moved across to the middle of the part of the zone it stands in, if it still fits there (in a zone of
    odd shape it may not: then it stays where it was laid)."""
    a = min(b.bounds[0] for _, b in boxes)
    z = max(b.bounds[2] for _, b in boxes)
    v_lo = min(b.bounds[1] for _, b in boxes)
    v_hi = max(b.bounds[3] for _, b in boxes)
    umin, _, umax, _ = inner.bounds
    band = inner.intersection(box(umin - 1, v_lo, umax + 1, v_hi))
    if band.is_empty:
        return boxes
    parts = getattr(band, "geoms", [band])
    first = boxes[0][1]
    holder = next((p for p in parts if p.intersects(first)), band)
    left, _, right, _ = holder.bounds
    # The free stretch to the right ends at the nearest thing in the way: the zone's end or a blocked shape.
    for b in blocked:
        bl, bb, br, bt = b.bounds
        if bt > v_lo and bb < v_hi:
            if bl >= z:
                right = min(right, bl)
            elif br <= a:
                left = max(left, br)
    shift = ((right - z) - (a - left)) / 2
    if abs(shift) < gap / 4:
        return boxes
    moved = [(c, affinity.translate(b, xoff=shift)) for c, b in boxes]
    if all(inside.contains(b) and not any(b.intersects(o) for o in blocked) for _, b in moved):
        return moved
    return boxes
