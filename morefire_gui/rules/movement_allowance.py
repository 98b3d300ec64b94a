"""Rules 1.3-1.5 and the terrain and weather definitions: how far a unit may move along a path this turn.

The rules take facts about the path from the geometry layer (:class:`PathFacts`: its length, how far it stays
on a road, the off-road ground it meets and where, the water it crosses) and answer with a
:class:`MoveAllowance`: the code used, the allowance in force, whether the whole path is allowed, and if not,
how far along it the unit may go and why it stops there.

Readings (docs/rules-notes.md, "1.3-1.4"):

* 1.3: the road rate only if the whole move stays on the road. Once the path leaves the road the cross-country
  rate is in force; if the vehicle has already gone further than that rate where it would leave the road, it
  stops at that point on the road.
* 1.4: reductions do not add up: the worst reduction met so far is in force (woods and snow: one letter; mud
  and woods: two). A reduction takes effect where the path first meets the ground that causes it: the distance
  already moved counts against the reduced allowance, and a vehicle that has already gone further than the
  reduced allowance stops at the edge of that ground (the same reading as 1.3's road exit). Never below A.
* Only cross-country rates are reduced: ground on a road (in the road's area) never reduces a move.
* 1.5: infantry and weapon systems move 100 yards, whatever the ground; ski troops in snow move at code B.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from morefire_gui.ids import PieceId, UnitId
from morefire_gui.rules.catalogue.entries import Speed
from morefire_gui.rules.explain import NoteStep, Step, TableStep
from morefire_gui.rules.infantry.terms import InfantryRulesError
from morefire_gui.rules.movement import MoveCode, MovementTables, allowance, infantry_allowance
from morefire_gui.rules.scales import GroundScale, TableUnit
from morefire_gui.rules.scenario.weather import Conditions, ConditionsTables, jungle_codes
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, Message, Trimmed

_EPS = 1e-9
# JUNGLE: "Vehicles can only use A speed cross country": a jungle piece reduces a vehicle to A.
JUNGLE_KEY = "jungle"


class MoverKind(str, Enum):
    VEHICLE = "vehicle"
    INFANTRY = "infantry"
    WEAPON_SYSTEM = "weapon_system"  # 1.5: guns and crew-served weapons (MMG, HMG)


class WaterKind(str, Enum):
    WATER = "water"
    STREAM = "stream"
    RIVER = "river"


@dataclass(frozen=True)
class Mover:
    """The unit that moves, as the movement rules see it. Vehicles give their catalogue codes (``speed``)."""

    unit_id: UnitId
    kind: MoverKind
    speed: Speed | None = None
    ski: bool = False

    def __post_init__(self) -> None:
        if self.kind is MoverKind.VEHICLE and self.speed is None:
            raise InfantryRulesError(f"{self.unit_id}: a vehicle moves by its codes (catalogue vehicle.speed)")
        if self.kind is MoverKind.VEHICLE and self.ski:
            raise InfantryRulesError(f"{self.unit_id}: only infantry are ski troops")


@dataclass(frozen=True)
class TerrainEntry:
    """Off-road ground that reduces the cross-country code (1.4), and where along the path it is first met.

    ``key`` is a key of the movement table's ``terrain_reductions`` (woods, rough, snow, stream, ford, swamp, mud)
    or ``jungle``; ``piece_id`` is None for ground that is not a piece (TUNDRA's deep snow)."""

    key: str
    at: float
    piece_id: PieceId | None = None
    label: str = ""

    @property
    def name(self) -> str:
        if self.label:
            return self.label
        return f"{self.key} {self.piece_id}" if self.piece_id else self.key


@dataclass(frozen=True)
class WaterCrossing:
    """Water the path crosses off the road (a bridge or a road carries a path over water: not a crossing):
    where it is met, whether at a ford, and for TUNDRA whether its ice holds vehicles (None: not rolled)."""

    piece_id: PieceId
    kind: WaterKind
    at: float
    at_ford: bool = False
    ice_holds: bool | None = None
    name: str = ""  # the water as a person reads it ("Psel brook (stream)"); its kind and id where none is given

    @property
    def said(self) -> str:
        return self.name or _WATER.format(kind=self.kind.value, piece=self.piece_id)


@dataclass(frozen=True)
class PathFacts:
    """What the geometry knows of a path, in table units along it.

    ``road_until``: None if the path does not start on a road, otherwise how far it stays on the road from its
    start (``length`` if the whole path is on the road). ``terrain``: the off-road ground it meets that reduces
    codes. ``water``: the water it crosses off the road. ``ends_in_water``: the water its end point lies in
    (with ``at`` the distance where the path last entered it), for TUNDRA's "CSW cannot deploy on ice"."""

    length: float
    road_until: float | None = None
    terrain: tuple[TerrainEntry, ...] = ()
    water: tuple[WaterCrossing, ...] = ()
    ends_in_water: WaterCrossing | None = None

    def __post_init__(self) -> None:
        if not self.length >= 0:
            raise InfantryRulesError(f"a path's length is not negative (found {self.length})")

    @property
    def whole_on_road(self) -> bool:
        return self.road_until is not None and self.road_until >= self.length - _EPS

    @property
    def starts_on_road(self) -> bool:
        return self.road_until is not None


@dataclass(frozen=True)
class MoveAllowance:
    """How far a unit may move along a path this turn, and why.

    ``reachable`` is how far along the path it may go: the whole ``path_length`` when ``allowed``, otherwise
    the point where it must stop (the end of its allowance, the point on the road where it would have left it,
    the edge of ground it may not enter at its reduced rate, or the bank of water it cannot cross).
    ``code_used`` is the code the move is made at (None for infantry on foot). ``may_fire`` is False for a weapon
    system that moves (1.5)."""

    unit_id: UnitId
    kind: MoverKind
    code_used: MoveCode | None
    allowance: float
    allowance_yards: float
    path_length: float
    path_yards: float
    allowed: bool
    reachable: float
    reason: str
    road_rate: bool
    steps: tuple[Step, ...]
    may_fire: bool = True

    @property
    def reachable_yards(self) -> float:
        return self.reachable * (self.path_yards / self.path_length) if self.path_length > 0 else 0.0


def _amount(value: float, unit: TableUnit) -> Message:
    """A distance on the table, as the explanations write it: "12.5 in"."""
    return QT_TRANSLATE_NOOP("Rules", "{amount} {unit}").format(amount=Trimmed(value), unit=unit.words)


def _codes_step(scale: GroundScale, code: MoveCode, allowance: float, unit: TableUnit) -> TableStep:
    """The movement codes table (1.2) read for a code: its row for the battle's scale, the allowance found."""
    return TableStep(
        QT_TRANSLATE_NOOP("Rules", "Movement codes"),
        scale.movement_row,
        _amount(allowance, unit),
        "1.2",
        column=code.value,
    )


_LONGER = QT_TRANSLATE_NOOP("Rules", "the path ({path}) is longer than the allowance at {code} ({allowance})")


_WATER = QT_TRANSLATE_NOOP("Rules", "{kind} {piece}")


def _water_passable(mover: Mover, water: WaterCrossing, conditions: Conditions) -> str | None:
    """Why the unit cannot cross this water here, or None if it can (readings in docs/rules-notes.md)."""
    if water.at_ford:
        return None
    name = water.said
    if conditions.tundra:
        # TUNDRA: "All water is frozen ... a result of 1-2 shows that vehicles can cross it. Infantry units can
        # cross any water."
        if mover.kind is not MoverKind.VEHICLE:
            return None
        if water.ice_holds is True:
            return None
        if water.ice_holds is None:
            return QT_TRANSLATE_NOOP(
                "Rules",
                "TUNDRA: the ice on {water} has not been rolled for; vehicles cross only ice that holds (the d6 is "
                "rolled as the vehicle reaches it)",
            ).format(water=name)
        return QT_TRANSLATE_NOOP("Rules", "TUNDRA: the ice on {water} does not hold vehicles").format(water=name)
    if water.kind is WaterKind.STREAM:
        if conditions.water_only_at_crossings:
            if not conditions.terrain:
                return QT_TRANSLATE_NOOP("Rules", "streams are crossed only at fords and bridges ({water})").format(
                    water=name
                )
            return QT_TRANSLATE_NOOP(
                "Rules", "{terrain}: streams are crossed only at fords and bridges ({water})"
            ).format(terrain=conditions.terrain.value.upper(), water=name)
        return None  # 1.4: a stream is crossed at a one-letter reduction
    return QT_TRANSLATE_NOOP("Rules", "{water} is crossed only at a ford or a bridge").format(water=name)


def _allowance(
    mover: Mover,
    path: PathFacts,
    yards: float,
    code: MoveCode | None,
    allow: float,
    reachable: float,
    reason: str,
    road: bool,
    steps: list[Step],
    may_fire: bool = True,
) -> MoveAllowance:
    """The allowance a move ends with: the whole path when ``reachable`` reaches its end, else where it stops."""
    allowed = reachable >= path.length - _EPS
    return MoveAllowance(
        mover.unit_id,
        mover.kind,
        code,
        allow,
        allow * yards,
        path.length,
        path.length * yards,
        allowed,
        path.length if allowed else reachable,
        reason,
        road,
        tuple(steps),
        may_fire,
    )


def vehicle_allowance(
    mover: Mover,
    path: PathFacts,
    scale: GroundScale,
    unit: TableUnit,
    movement: MovementTables,
    conditions_tables: ConditionsTables,
    conditions: Conditions = Conditions(),
) -> MoveAllowance:
    """Rules 1.2-1.4 (and JUNGLE, MUD, SNOW, TUNDRA) for a vehicle moving along a path."""
    if mover.kind is not MoverKind.VEHICLE or mover.speed is None:
        raise InfantryRulesError(f"{mover.unit_id} is not a vehicle")
    yards = scale.yards_per_unit(unit)
    steps: list[Step] = []
    cc_code, road_code = mover.speed.cross_country, mover.speed.road
    if conditions.jungle:
        cc_code, road_code = jungle_codes(cc_code, road_code, conditions_tables)
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "JUNGLE: cross-country at {cross_country}, on roads at {road}").format(
                    cross_country=cc_code.value, road=road_code.value
                ),
                "JUNGLE",
            )
        )

    def rate(code: MoveCode) -> float:
        return allowance(code, scale, unit, movement)

    def done(code: MoveCode | None, allow: float, reachable: float, reason: str, road: bool) -> MoveAllowance:
        return _allowance(mover, path, yards, code, allow, reachable, reason, road, steps)

    if path.whole_on_road:
        # 1.3: "The road movement rate can only be used if the entire turn is spent on the road."
        allow = rate(road_code)
        steps.append(_codes_step(scale, road_code, allow, unit))
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "the whole move stays on the road: road rate {code}").format(
                    code=road_code.value
                ),
                "1.3",
            )
        )
        if path.length > allow + _EPS:
            return done(
                road_code,
                allow,
                allow,
                QT_TRANSLATE_NOOP(
                    "Rules", "the path ({path}) is longer than the road rate {code} ({allowance})"
                ).format(path=_amount(path.length, unit), code=road_code.value, allowance=_amount(allow, unit)),
                True,
            )
        return done(road_code, allow, path.length, "", True)

    def letters(entry: TerrainEntry) -> int:
        if entry.key == JUNGLE_KEY:
            return len(MoveCode) - 1  # JUNGLE: A cross-country
        try:
            return movement.terrain_reductions[entry.key]
        except KeyError:
            raise InfantryRulesError(
                f"no terrain reduction for {entry.key!r} (rule 1.4 lists {', '.join(movement.terrain_reductions)})"
            ) from None

    exit_at = path.road_until if path.road_until is not None and path.road_until > _EPS else 0.0
    # The battle's weather covers all ground off the road from where the path leaves it (1.4: "reduced by
    # difficult terrain or weather").
    weather: list[TerrainEntry] = []
    if conditions.snow:
        weather.append(TerrainEntry("snow", exit_at, None, QT_TRANSLATE_NOOP("Rules", "snow (the battle's weather)")))
    elif conditions.mud:
        weather.append(TerrainEntry("mud", exit_at, None, QT_TRANSLATE_NOOP("Rules", "mud (the battle's weather)")))
    entries = sorted([*weather, *path.terrain], key=lambda e: e.at)

    # Checkpoints in order along the path: (distance, order at equal distance, kind, payload).
    events: list[tuple[float, int, str, object]] = []
    if exit_at > 0:
        events.append((exit_at, 0, "road_exit", None))
    for entry in entries:
        events.append((max(entry.at, exit_at), 1, "terrain", entry))
    for water in path.water:
        events.append((water.at, 2, "water", water))
    events.sort(key=lambda e: (e[0], e[1]))

    on_road = exit_at > 0
    worst, worst_name = 0, ""
    code = road_code if on_road else cc_code
    cur = rate(code)
    steps.append(_codes_step(scale, code, cur, unit))
    if on_road:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP(
                    "Rules", "starts on the road at the road rate {code}; leaves it after {distance}"
                ).format(code=road_code.value, distance=_amount(exit_at, unit)),
                "1.3",
            )
        )
    else:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "off the road: cross-country rate {code}").format(code=cc_code.value), "1.4"
            )
        )

    for d, _, kind, payload in events:
        if d > path.length + _EPS:
            break
        if d > cur + _EPS:
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "the allowance ({allowance}) ends before {distance}").format(
                        allowance=_amount(cur, unit), distance=_amount(d, unit)
                    ),
                    "1.2",
                )
            )
            return done(
                code,
                cur,
                cur,
                _LONGER.format(path=_amount(path.length, unit), code=code.value, allowance=_amount(cur, unit)),
                on_road,
            )
        if kind == "road_exit":
            # The ground where the path leaves the road is in force at once (the battle's weather, woods at the
            # roadside): the cross-country rate it reverts to is already reduced by it.
            for entry in entries:
                if max(entry.at, exit_at) <= d + _EPS and letters(entry) > worst:
                    worst, worst_name = letters(entry), entry.name
            code = cc_code.reduced(worst)
            new = rate(code)
            reduced = (
                QT_TRANSLATE_NOOP("Rules", ", reduced by {ground} to {code}").format(ground=worst_name, code=code.value)
                if worst
                else ""
            )
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "leaves the road after {distance}: the allowance reverts to the cross-country rate "
                        "{code}{reduced} ({allowance})",
                    ).format(
                        distance=_amount(d, unit), code=cc_code.value, reduced=reduced, allowance=_amount(new, unit)
                    ),
                    "1.3",
                )
            )
            if d > new + _EPS:
                steps.append(
                    NoteStep(
                        QT_TRANSLATE_NOOP(
                            "Rules",
                            "it has already gone {distance}, beyond its cross-country rate: it cannot leave the road "
                            "and stops at that point on the road",
                        ).format(distance=_amount(d, unit)),
                        "1.3",
                    )
                )
                return done(
                    road_code,
                    new,
                    d,
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "1.3: a vehicle that has gone beyond its cross-country rate ({code}, {allowance}) on the road "
                        "cannot leave it: it stops on the road after {distance}",
                    ).format(code=code.value, allowance=_amount(new, unit), distance=_amount(d, unit)),
                    True,
                )
            on_road, cur = False, new
        elif kind == "terrain":
            assert isinstance(payload, TerrainEntry)
            n = letters(payload)
            if n <= worst:
                steps.append(
                    NoteStep(
                        QT_TRANSLATE_NOOP(
                            "Rules",
                            "{ground}: reduces by {n} (not worse than the {worst} already in force: reductions do not "
                            "add up)",
                        ).format(ground=payload.name, n=n, worst=worst),
                        "1.4",
                    )
                )
                continue
            worst, worst_name = n, payload.name
            new_code = cc_code.reduced(worst)
            new = rate(new_code)
            if payload.key == JUNGLE_KEY:
                how = QT_TRANSLATE_NOOP("Rules", "to A")
            else:
                how = (
                    QT_TRANSLATE_NOOP("Rules", "{n} letters") if n != 1 else QT_TRANSLATE_NOOP("Rules", "{n} letter")
                ).format(n=n)
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "meets {ground} after {distance}: cross-country code reduced {how}, {code} -> {new} ({allowance})",
                    ).format(
                        ground=payload.name,
                        distance=_amount(d, unit),
                        how=how,
                        code=cc_code.value,
                        new=new_code.value,
                        allowance=_amount(new, unit),
                    ),
                    "JUNGLE" if payload.key == JUNGLE_KEY else "1.4",
                )
            )
            if d > new + _EPS:
                steps.append(
                    NoteStep(
                        QT_TRANSLATE_NOOP(
                            "Rules",
                            "it has already gone {distance}, beyond the reduced rate: it stops at the edge of {ground}",
                        ).format(distance=_amount(d, unit), ground=payload.name),
                        "1.4",
                    )
                )
                return done(
                    code,
                    new,
                    d,
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "1.4: it has gone {distance} when it meets {ground}, beyond the reduced rate {code} "
                        "({allowance}): it stops at its edge",
                    ).format(
                        distance=_amount(d, unit),
                        ground=payload.name,
                        code=new_code.value,
                        allowance=_amount(new, unit),
                    ),
                    on_road,
                )
            code, cur = new_code, new
        else:
            assert isinstance(payload, WaterCrossing)
            why = _water_passable(mover, payload, conditions)
            if why is not None:
                steps.append(
                    NoteStep(
                        QT_TRANSLATE_NOOP("Rules", "{why}: it stops at the bank after {distance}").format(
                            why=why, distance=_amount(d, unit)
                        ),
                        "TUNDRA" if conditions.tundra else "1.4",
                    )
                )
                return done(code, cur, d, why, on_road)
            if conditions.tundra:
                steps.append(
                    NoteStep(
                        QT_TRANSLATE_NOOP("Rules", "crosses the ice of {water}, which holds vehicles").format(
                            water=payload.said
                        ),
                        "TUNDRA",
                    )
                )
    if worst and worst_name:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "the worst reduction in force: {ground}").format(ground=worst_name), "1.4"
            )
        )
    if path.length > cur + _EPS:
        return done(
            code,
            cur,
            cur,
            _LONGER.format(path=_amount(path.length, unit), code=code.value, allowance=_amount(cur, unit)),
            on_road,
        )
    return done(code, cur, path.length, "", on_road)


def foot_allowance(
    mover: Mover,
    path: PathFacts,
    scale: GroundScale,
    unit: TableUnit,
    movement: MovementTables,
    conditions_tables: ConditionsTables,
    conditions: Conditions = Conditions(),
) -> MoveAllowance:
    """Rule 1.5 (and SNOW's ski troops, TUNDRA's water and ice) for infantry and weapon systems."""
    if mover.kind is MoverKind.VEHICLE:
        raise InfantryRulesError(f"{mover.unit_id} is a vehicle")
    yards = scale.yards_per_unit(unit)
    steps: list[Step] = []
    code: MoveCode | None = None
    if mover.ski and conditions.snow:
        code = conditions_tables.ski.code
        allow = allowance(code, scale, unit, movement)
        steps.append(
            NoteStep(QT_TRANSLATE_NOOP("Rules", "ski troops move at code {code}").format(code=code.value), "SNOW")
        )
        steps.append(_codes_step(scale, code, allow, unit))
    else:
        allow = infantry_allowance(scale, unit, movement)
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "infantry and weapon systems move {yards:g} yards a turn ({allowance}), whatever the ground",
                ).format(yards=movement.infantry_yards, allowance=_amount(allow, unit)),
                "1.5",
            )
        )
    may_fire = True
    if mover.kind is MoverKind.WEAPON_SYSTEM and path.length > _EPS:
        may_fire = False
        steps.append(NoteStep(QT_TRANSLATE_NOOP("Rules", "weapon systems cannot fire the turn that they move"), "1.5"))

    def done(reachable: float, reason: str) -> MoveAllowance:
        return _allowance(mover, path, yards, code, allow, reachable, reason, False, steps, may_fire)

    for water in sorted(path.water, key=lambda w: w.at):
        if water.at > min(allow, path.length) + _EPS:
            break
        why = _water_passable(mover, water, conditions)
        if why is not None:
            steps.append(NoteStep(QT_TRANSLATE_NOOP("Rules", "{why}: it stops at the bank").format(why=why), "1.5"))
            return done(water.at, why)
    if path.length > allow + _EPS:
        return done(
            allow,
            QT_TRANSLATE_NOOP("Rules", "the path ({path}) is longer than the allowance ({allowance})").format(
                path=_amount(path.length, unit), allowance=_amount(allow, unit)
            ),
        )
    if conditions.tundra and mover.kind is MoverKind.WEAPON_SYSTEM and path.ends_in_water is not None:
        water = path.ends_in_water
        why = QT_TRANSLATE_NOOP("Rules", "TUNDRA: crew-served weapons cannot deploy on ice ({water})").format(
            water=water.said
        )
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "{why}: it stops where it would step onto the ice").format(why=why), "TUNDRA"
            )
        )
        return done(water.at, why)
    return done(path.length, "")


def move_allowance(
    mover: Mover,
    path: PathFacts,
    scale: GroundScale,
    unit: TableUnit,
    movement: MovementTables,
    conditions_tables: ConditionsTables,
    conditions: Conditions = Conditions(),
) -> MoveAllowance:
    """The allowance of any unit: :func:`vehicle_allowance` or :func:`foot_allowance`."""
    if mover.kind is MoverKind.VEHICLE:
        return vehicle_allowance(mover, path, scale, unit, movement, conditions_tables, conditions)
    return foot_allowance(mover, path, scale, unit, movement, conditions_tables, conditions)


def base_allowance(
    mover: Mover,
    scale: GroundScale,
    unit: TableUnit,
    movement: MovementTables,
    conditions_tables: ConditionsTables,
    conditions: Conditions = Conditions(),
    road: bool = False,
) -> float:
    """A unit's allowance this turn before any ground reduces it: a vehicle's cross-country (or, with ``road``,
    road) rate, after JUNGLE's limits and the battle's weather; infantry's 100 yards (ski troops in snow: B)."""
    if mover.kind is MoverKind.VEHICLE:
        assert mover.speed is not None
        cc, rd = mover.speed.cross_country, mover.speed.road
        if conditions.jungle:
            cc, rd = jungle_codes(cc, rd, conditions_tables)
        if road:
            return allowance(rd, scale, unit, movement)
        weather = "snow" if conditions.snow else "mud" if conditions.mud else None
        n = movement.terrain_reductions[weather] if weather else 0
        return allowance(cc.reduced(n), scale, unit, movement)
    if mover.ski and conditions.snow:
        return allowance(conditions_tables.ski.code, scale, unit, movement)
    return infantry_allowance(scale, unit, movement)


# -- close combat: who moves first ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Segment:
    """One step of alternate movement: the ``round`` (1-4), the unit, and how far it may move in it."""

    round: int
    unit_id: UnitId
    length: float
    yards: float


@dataclass(frozen=True)
class CloseCombatOrder:
    order: tuple[str, ...]
    segments: tuple[Segment, ...]
    steps: tuple[Step, ...]

    def segment_length(self, unit_id: UnitId) -> float:
        return next(s.length for s in self.segments if s.unit_id == unit_id)


SEGMENTS_PER_TURN = 4


def close_combat_order(movers: Sequence[tuple[str, float]], yards_per_unit: float) -> CloseCombatOrder:
    """Sequence of play: "In close combat situations, the SLOWER vehicle moves first AND movement is alternated in
    1/4 allowance segments." ``movers`` are (unit id, allowance in table units); units of equal allowance keep the
    order given. Each round every unit moves a quarter of its allowance, the slowest first."""
    if any(a < 0 for _, a in movers):
        raise InfantryRulesError("an allowance is not negative")
    ranked = sorted(enumerate(movers), key=lambda item: (item[1][1], item[0]))
    order = tuple(unit_id for _, (unit_id, _a) in ranked)
    steps: list[Step] = [
        NoteStep(
            QT_TRANSLATE_NOOP(
                "Rules",
                "close combat: the slower moves first, and moves alternate in quarter-allowance segments: {order}",
            ).format(order=", ".join(order)),
            QT_TRANSLATE_NOOP("Rules", "Sequence of play"),
        )
    ]
    segments = []
    for rnd in range(1, SEGMENTS_PER_TURN + 1):
        for _, (unit_id, allow) in ranked:
            part = allow / SEGMENTS_PER_TURN
            segments.append(Segment(rnd, unit_id, part, part * yards_per_unit))
    return CloseCombatOrder(order, tuple(segments), tuple(steps))
