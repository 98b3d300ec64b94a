"""Laying a side's new counters out in its deployment zone: rows across the zone, from its rear (the base edge)
forward, each counter facing the enemy (away from the side's base edge), none overlapping another or a counter
already on the table, all inside the zone. Shapely decides every fit; the force builder (session/forces/) turns
the positions into units.

Counters are laid only on ground they can stand on (:func:`deployment_ground`): not in water or a river, and clear
of buildings and minefields.

The work is done in the zone's own frame: ``v`` runs forward (the facing), ``u`` across it to the right, so that a
counter facing forward is an upright box there and a row is a band of constant ``v``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from shapely import affinity, prepared
from shapely.geometry import Polygon, box
from shapely.geometry.base import BaseGeometry
from shapely.ops import unary_union

from morefire_gui.geometry.deployment import edge_strip
from morefire_gui.geometry.shapes import XY, heading_vector, oriented_rectangle, piece_area, strip
from morefire_gui.model.battle import TableSpec, TerrainPiece
from morefire_gui.model.scenario import DeploymentZone
from morefire_gui.model.terms import Edge, TerrainKind
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, joined

__all__ = [
    "FACING_FROM_EDGE",
    "GROUP",
    "INFANTRY",
    "KEPT_CLEAR",
    "NO_STANDING",
    "CounterSize",
    "DeploymentArea",
    "DeploymentGround",
    "LaidCounter",
    "RowLayout",
    "deployment_area",
    "deployment_ground",
    "deployment_reach",
    "lay_out_on_ground",
    "lay_out_rows",
    "zone_land",
]

# A counter faces away from its own base edge, towards the enemy's.
FACING_FROM_EDGE: dict[Edge, float] = {Edge.NORTH: 180.0, Edge.SOUTH: 0.0, Edge.EAST: 270.0, Edge.WEST: 90.0}
_EPS = 1e-9


@dataclass(frozen=True)
class DeploymentArea:
    """Where a side deploys: its zones together (clipped to the table), or, for a side without a zone, the quarter
    of the table at its base edge; ``described`` says which, for the players; ``parts``, each of its zones clipped to
    the table (the quarter, for a side without one)."""

    side: str
    shape: BaseGeometry
    described: str
    parts: tuple[BaseGeometry, ...] = ()


def deployment_area(table: TableSpec, side: str, edge: Edge, zones: Sequence[DeploymentZone]) -> DeploymentArea:
    """The side's deployment zones, or the quarter of the table at its base edge when it has none (the Mission
    Deployment Guidelines' "1/4 of the board size from their base boardedge")."""
    table_box = box(0, 0, table.width, table.depth)
    own = [Polygon(z.polygon) for z in zones if z.side == side]
    if own:
        parts = tuple(p for z in own if not (p := z.intersection(table_box)).is_empty and p.area > _EPS)
        shape = unary_union(parts) if parts else Polygon()
        names = joined(
            (
                z.name or QT_TRANSLATE_NOOP("Rules", "zone {n}").format(n=i + 1)
                for i, z in enumerate(zones)
                if z.side == side
            ),
            QT_TRANSLATE_NOOP("Rules", "{first}, {then}"),
        )
        if not shape.is_empty and shape.area > _EPS:
            return DeploymentArea(
                side, shape, QT_TRANSLATE_NOOP("Rules", "its deployment zone ({names})").format(names=names), parts
            )
    across = table.depth if edge in (Edge.NORTH, Edge.SOUTH) else table.width
    quarter = edge_strip(table, edge, across / 4)
    return DeploymentArea(
        side,
        quarter,
        QT_TRANSLATE_NOOP("Rules", "the quarter of the table at its {edge} edge (it has no deployment zone)").format(
            edge=edge.value
        ),
        (quarter,),
    )


# Ground no counter deploys on: open water (the sea, a lake, a lagoon) and rivers, "crossed only at a ford or a bridge"
# (1.4) by vehicles and infantry alike. Streams and fords are crossed (1.4: at one letter's reduction) and swamp is
# entered (two letters; "vehicles can always move at A speed"): counters may stand on them.
NO_STANDING = frozenset({TerrainKind.WATER, TerrainKind.RIVER})
# Ground the rows keep clear of though a unit may stand there: a building's footprint (infantry may go in, as cover,
# once placed; a row across it would hide the building and its counters) and a minefield (3.6: a unit in one is
# attacked when it moves).
KEPT_CLEAR = frozenset({TerrainKind.BUILDING, TerrainKind.MINEFIELD})
_LINE_WIDTH = 0.01  # a water line drawn without a width still cannot be stood across
# A landing side's zone with less land than this share of it is the water it lands from (a RAID's river strip in a
# battle made before its zone reached inland): its land is the shore beyond that water, as deep as the zone.
LAND_SHARE = 0.1


@dataclass(frozen=True)
class DeploymentGround:
    """The ground of a deployment area the counters are laid on: ``land``, the zone as the board draws it (its ground
    a counter can stand on, :func:`zone_land`); ``shape``, that land less the buildings and minefields in it;
    ``landing``, for a side that lands from the sea, the beach in it (empty otherwise); ``described`` says what was
    left out, for the players."""

    area: DeploymentArea
    shape: BaseGeometry
    landing: BaseGeometry
    described: str
    land: BaseGeometry = Polygon()


_PLURAL = {
    TerrainKind.WATER: QT_TRANSLATE_NOOP("Rules", "water"),
    TerrainKind.RIVER: QT_TRANSLATE_NOOP("Rules", "rivers"),
    TerrainKind.BUILDING: QT_TRANSLATE_NOOP("Rules", "buildings"),
    TerrainKind.MINEFIELD: QT_TRANSLATE_NOOP("Rules", "minefields"),
    TerrainKind.BEACH: QT_TRANSLATE_NOOP("Rules", "beaches"),
}


def _ground_of(pieces: Sequence[TerrainPiece], kind: TerrainKind) -> BaseGeometry | None:
    shapes = []
    for piece in pieces:
        if piece.kind is not kind or (kind is TerrainKind.MINEFIELD and piece.cleared):
            continue
        shape = piece_area(piece)
        if shape.geom_type == "LineString":
            shape = strip(shape, _LINE_WIDTH, round_ends=True)
        elif shape.geom_type == "Point":
            shape = shape.buffer(_LINE_WIDTH)
        shapes.append(shape)
    return unary_union(shapes) if shapes else None


def _zone_depth(table: TableSpec, edge: Edge, shape: BaseGeometry) -> float:
    """How far the zone reaches from its side's edge."""
    x0, y0, x1, y1 = shape.bounds
    return {Edge.NORTH: y1, Edge.SOUTH: table.depth - y0, Edge.WEST: x1, Edge.EAST: table.width - x0}[edge]


def _wet(pieces: Sequence[TerrainPiece]) -> BaseGeometry | None:
    wet = [g for g in (_ground_of(pieces, TerrainKind.WATER), _ground_of(pieces, TerrainKind.RIVER)) if g is not None]
    return unary_union(wet) if wet else None


def zone_land(
    zone: BaseGeometry,
    pieces: Sequence[TerrainPiece],
    table: TableSpec | None = None,
    edge: Edge | None = None,
    landing: bool = False,
    enemy: Sequence[BaseGeometry] = (),
) -> BaseGeometry:
    """A deployment zone where the land is: the zone less the ground no counter stands on (:data:`NO_STANDING`: the
    sea, lakes, rivers). What the board draws and where the counters are laid. For a ``landing`` side (given
    ``table`` and its ``edge``) whose zone is the water it lands from (less land than :data:`LAND_SHARE` of it), the
    shore: the land on the side's half of the table within the zone's depth of that water, clear of the ``enemy``'s
    zones."""
    wet = _wet(pieces)
    if wet is None or not wet.intersects(zone):
        return zone
    land = zone.difference(wet)
    if not landing or table is None or edge is None or land.area >= LAND_SHARE * zone.area:
        return land
    water = unary_union([p for p in getattr(wet, "geoms", [wet]) if p.intersects(zone)])
    across = table.depth if edge in (Edge.NORTH, Edge.SOUTH) else table.width
    near = water.buffer(_zone_depth(table, edge, zone), join_style="mitre")
    shore = near.intersection(edge_strip(table, edge, across / 2)).difference(wet)
    for other in enemy:
        shore = shore.difference(other)
    return unary_union([land, shore])


def deployment_reach(zones: Sequence[DeploymentZone], lands: Sequence[BaseGeometry]) -> BaseGeometry:
    """Where a side's counters may stand before play: its ``zones`` with the ``lands`` the board draws for them
    (:func:`zone_land`: a landing side's zone with the shore beyond its water), their boundary included."""
    return unary_union([*(Polygon(z.polygon) for z in zones), *lands]).buffer(_ON_ITS_EDGE)


# A counter dropped on its zone's boundary stands in the zone.
_ON_ITS_EDGE = 1e-6


def deployment_ground(
    area: DeploymentArea,
    pieces: Sequence[TerrainPiece],
    landing: bool = False,
    table: TableSpec | None = None,
    edge: Edge | None = None,
    enemy: Sequence[BaseGeometry] = (),
) -> DeploymentGround:
    """Where in ``area`` counters may be laid: its land (:func:`zone_land`, zone by zone), clear of buildings and
    minefields (:data:`KEPT_CLEAR`). With ``landing`` (a side landing from the water: ISLAND A's "invasion location"),
    the beach pieces in that ground."""
    parts = area.parts or (area.shape,)
    land = unary_union([zone_land(p, pieces, table, edge, landing, enemy) for p in parts])
    shape = land
    left_out: list[str] = []
    for kind in (TerrainKind.WATER, TerrainKind.RIVER):
        cut = _ground_of(pieces, kind)
        if cut is not None and cut.intersects(area.shape):
            left_out.append(_PLURAL[kind])
    for kind in (TerrainKind.BUILDING, TerrainKind.MINEFIELD):
        cut = _ground_of(pieces, kind)
        if cut is not None and cut.intersects(shape):
            shape = shape.difference(cut)
            left_out.append(_PLURAL[kind])
    beach: BaseGeometry = Polygon()
    if landing:
        sand = _ground_of(pieces, TerrainKind.BEACH)
        if sand is not None:
            beach = shape.intersection(sand)
    described = area.described
    if left_out:  # "water, buildings and minefields"
        said = joined(left_out[:-1], QT_TRANSLATE_NOOP("Rules", "{first}, {then}"))
        what = (
            QT_TRANSLATE_NOOP("Rules", "{first} and {then}").format(first=said, then=left_out[-1])
            if said
            else left_out[-1]
        )
        described = QT_TRANSLATE_NOOP("Rules", "{ground}, less the {what} in it").format(ground=described, what=what)
    if not land.difference(area.shape).is_empty and land.difference(area.shape).area > _EPS:
        described = QT_TRANSLATE_NOOP("Rules", "{ground}, on the shore beyond its water").format(ground=described)
    return DeploymentGround(area, shape, beach, described, land)


@dataclass(frozen=True)
class CounterSize:
    """A counter to lay out: the caller's ``key`` for it and its footprint, ``length`` along its facing and
    ``width`` across it (table units)."""

    key: str
    length: float
    width: float
    kind: str = ""  # its formation: counters of one kind stand in lines of their own (INFANTRY in groups)
    wave: int = 0  # a landing side's wave (ISLAND A): each wave is laid out behind the one before it


INFANTRY = "infantry"
GROUP = 3  # infantry counters in a group (a platoon's squads stand together)
ROW_PITCHES = 1.5  # in formation, rows stand this many pitches apart (room for the counters' labels between them)
_CLOSER = 0.8  # a formation with no room is tried again this much closer, down to the counters' footprints


@dataclass(frozen=True)
class LaidCounter:
    key: str
    at: XY
    facing: float
    row: int


@dataclass(frozen=True)
class RowLayout:
    """Where each counter went, in order, and the keys of those there was no room for; ``pitch`` is the formation's
    (0: as close as the gap lets them stand) and ``lines`` whether each kind has lines of its own."""

    laid: tuple[LaidCounter, ...]
    no_room: tuple[str, ...]
    rows: int
    landed: int = 0  # lay_out_on_ground: how many of ``laid`` stand on the landing beach
    pitch: float = 0.0
    lines: bool = False
    waves_apart: bool = False  # lay_out_on_ground: each wave behind the one before it


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


def lay_out_rows(
    area: BaseGeometry,
    counters: Sequence[CounterSize],
    facing: float,
    gap: float,
    occupied: Sequence[BaseGeometry] = (),
    pitch: float = 0.0,
    lines: bool = False,
) -> RowLayout:
    """Lay ``counters`` out in rows inside ``area``, in their order: each row from the left of the zone (seen facing
    ``facing``) to its right, the first row at the zone's rear, each row centred where the zone lets it be. Counters
    keep ``gap`` from each other, from the zone's boundary and from the ``occupied`` shapes (counters already on the
    table). Those that do not fit are listed in ``no_room``; none is ever put half outside or on another.

    With a ``pitch``, in formation (the caller orders the counters by kind): neighbours in a line stand at least
    ``pitch`` apart (from one's left side to the next one's, and never closer than their footprints and the gap),
    infantry in groups of :data:`GROUP` with half a pitch more between groups, a pitch more where one kind ends and
    the next begins (vehicles, guns, infantry), and rows :data:`ROW_PITCHES` pitches apart (room for the counters'
    labels). With ``lines``, each kind begins a row of its own."""
    if gap <= 0:
        raise ValueError("the gap between counters must be above 0")
    if area.is_empty or area.area <= _EPS:
        return RowLayout((), tuple(c.key for c in counters), 0, pitch=pitch, lines=lines)
    frame = _Frame(facing)
    local = frame.to_local(area)
    inner: BaseGeometry = local.buffer(-gap)
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

    def apart(c: CounterSize, in_row: int, after: CounterSize | None) -> float:
        """The space after ``c``, the ``in_row``-th counter of its kind in a row (counted from 1), before ``after``."""
        if pitch <= 0:
            return gap
        if after is not None and after.kind != c.kind:
            between = pitch
        else:
            between = pitch / 2 if c.kind == INFANTRY and in_row % GROUP == 0 else 0.0
        return max(gap, pitch - c.width) + between

    while pending and v0 < vmax - _EPS:
        boxes: list[tuple[CounterSize, Polygon]] = []
        u = umin
        while pending:
            c = pending[0]
            if lines and boxes and c.kind != boxes[-1][0].kind:
                break  # a line of its own for the next kind
            placed = False
            while u + c.width <= umax + _EPS:
                candidate = box(u, v0, u + c.width, v0 + c.length)
                if free(candidate):
                    boxes.append((c, candidate))
                    blocked.append(candidate.buffer(keep_clear, join_style="mitre"))
                    pending.pop(0)
                    alike = sum(1 for other, _ in boxes if other.kind == c.kind)
                    u += c.width + apart(c, alike, pending[0] if pending else None)
                    placed = True
                    break
                u += step
            if not placed:
                break
        if not boxes:
            v0 += step  # nothing fits here (the zone is narrow at this depth): a little further forward
            continue
        del blocked[len(blocked) - len(boxes) :]  # the row is centred as a whole: it does not block itself
        boxes = _centred(boxes, inner, inside, blocked, gap)
        for c, b in boxes:
            blocked.append(b.buffer(keep_clear, join_style="mitre"))
            cx, cy = b.centroid.x, b.centroid.y
            x, y = frame.to_table(cx, cy)
            laid.append(LaidCounter(c.key, (x, y), facing % 360.0, row))
        row += 1
        deepest = max(c.length for c, _ in boxes)
        v0 = max(b.bounds[3] for _, b in boxes) + (max(gap, pitch * ROW_PITCHES - deepest) if pitch > 0 else gap)
    return RowLayout(tuple(laid), tuple(c.key for c in pending), row, pitch=pitch, lines=lines)


def lay_out_on_ground(
    ground: DeploymentGround,
    counters: Sequence[CounterSize],
    facing: float,
    gap: float,
    occupied: Sequence[BaseGeometry] = (),
    pitch: float = 0.0,
    table: TableSpec | None = None,
    clear_of: Sequence[BaseGeometry] = (),
) -> RowLayout:
    """:func:`lay_out_rows` on the ground counters can stand on, wave by wave (a landing side's waves, ISLAND A): the
    first wave from the zone's rear (a landing side's: the water's edge, its beach), each later wave in rows of its
    own behind it. In formation (``pitch``), each kind in lines of its own, when every counter fits so; else each
    kind after the other in the same lines; each clear of ``clear_of`` (the ground round the victory point flags),
    else not; else the formation a little closer, down to the counters' footprints and the gap, so that a large force
    still has room. In formation no counter stands within half a pitch of the ``table``'s edge. The waves stand
    apart while they can, and run together last."""
    # (pitch, lines of their own, waves apart, clear of the flags, half a pitch in from the table's edge)
    tries: list[tuple[float, bool, bool, bool, bool]] = []
    widest = max((c.width for c in counters), default=0.0)
    p = pitch
    while p > 0 and p > widest + gap:
        tries += [(p, True, True, True, True), (p, False, True, True, True)]
        if clear_of:
            tries += [(p, True, True, False, True), (p, False, True, False, True)]
        tries += [(p, False, True, False, False)]  # a strip along the edge (moving on): on its whole depth
        p *= _CLOSER
    tries += [(0.0, False, True, False, False), (0.0, False, False, False, False)]
    layout = RowLayout((), tuple(c.key for c in counters), 0)
    for p, lines, apart, clear, inset in tries:
        shape = ground.shape
        if inset and table is not None:
            # In formation, a counter drawn at its least size (nearly a pitch across) is drawn on the table where it
            # stands: none within half a pitch of the table's edge.
            m = 0.45 * p
            shape = shape.intersection(box(m, m, table.width - m, table.depth - m))
        taken = [*occupied, *clear_of] if clear else occupied
        layout = _lay_out_waves(shape, counters, facing, gap, taken, p, lines, apart)
        if not layout.no_room:
            break
    if ground.landing.is_empty or not layout.laid:
        return layout
    size = {c.key: c for c in counters}
    beach = prepared.prep(ground.landing.buffer(gap / 10))
    landed = sum(
        1
        for c in layout.laid
        if beach.contains(oriented_rectangle(c.at, size[c.key].length, size[c.key].width, c.facing))
    )
    return replace(layout, landed=landed)


def _ahead(facing: float, v: float, reach: float) -> Polygon:
    """The half of the table ahead of ``v`` along ``facing`` (``reach``: further than the table goes)."""
    frame = _Frame(facing)
    corners = [frame.to_table(u, w) for u, w in ((-reach, v), (reach, v), (reach, reach), (-reach, reach))]
    return Polygon(corners)


def _lay_out_waves(
    shape: BaseGeometry,
    counters: Sequence[CounterSize],
    facing: float,
    gap: float,
    occupied: Sequence[BaseGeometry],
    pitch: float,
    lines: bool,
    apart: bool,
) -> RowLayout:
    waves = list(dict.fromkeys(c.wave for c in counters))
    if len(waves) <= 1 or not apart:
        return replace(lay_out_rows(shape, counters, facing, gap, occupied, pitch, lines), waves_apart=False)
    fx, fy = heading_vector(facing)
    x0, y0, x1, y1 = shape.bounds
    reach = 2 * (abs(x0) + abs(x1) + abs(y0) + abs(y1)) + 1
    size = {c.key: c for c in counters}
    taken = list(occupied)
    laid: list[LaidCounter] = []
    rows = 0
    region = shape
    for i, wave in enumerate(waves):
        group = [c for c in counters if c.wave == wave]
        layout = lay_out_rows(region, group, facing, gap, taken, pitch, lines)
        laid += [LaidCounter(c.key, c.at, c.facing, c.row + rows) for c in layout.laid]
        if layout.no_room:
            later = [c.key for c in counters if c.wave in waves[i + 1 :]]
            return RowLayout(tuple(laid), (*layout.no_room, *later), rows + layout.rows, pitch=pitch, lines=lines)
        rows += layout.rows
        shapes = [oriented_rectangle(c.at, size[c.key].length, size[c.key].width, c.facing) for c in layout.laid]
        taken += shapes
        # The next wave behind this one, in rows of its own: its first row as far behind this one's last as rows stand
        # apart (each counter's wave is written at its foot).
        front = max(px * fx + py * fy for s in shapes for px, py in s.exterior.coords)
        deepest = max(c.length for c in group)
        behind = max(gap, pitch * ROW_PITCHES - deepest) - gap if pitch > 0 else gap
        region = shape.intersection(_ahead(facing, front + behind, reach))
    return RowLayout(tuple(laid), (), rows, pitch=pitch, lines=lines, waves_apart=True)


def _centred(
    boxes: list[tuple[CounterSize, Polygon]],
    inner: BaseGeometry,
    inside: prepared.PreparedGeometry[BaseGeometry],
    blocked: Sequence[BaseGeometry],
    gap: float,
) -> list[tuple[CounterSize, Polygon]]:
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
