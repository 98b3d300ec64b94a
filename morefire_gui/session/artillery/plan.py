"""A barrage's request and its plan before the dice (4.1-4.6): the battery, the aim point (a registration point, an
observer's sight or a template), the error it may make and the damage zone of its guns and calibre."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError
from morefire_gui.geometry.barrage import BatterySite, LineOfFire, Observation, line_of_fire, observation, shifted_aim
from morefire_gui.geometry.shapes import XY
from morefire_gui.ids import BatteryId
from morefire_gui.model.artillery import AIM_POINT, BatteryDefinition, RegistrationPoint
from morefire_gui.model.battle import Battle, Side
from morefire_gui.rules.artillery.barrage import (
    Battery,
    Deployment,
    Pattern,
    RangeCheck,
    Shift,
    check_pattern,
    check_range,
)
from morefire_gui.rules.artillery.fire_missions import TimeLapse, check_registration_point, check_shift, time_lapse
from morefire_gui.rules.artillery.zone import DamageZone, damage_zone
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, joined
from morefire_gui.session.artillery.batteries import (
    OffBoardGuns,
    battery_deployment,
    battery_site,
    require_own_battery,
    rules_battery,
)
from morefire_gui.session.artillery.records import no_registration_point
from morefire_gui.session.names import names, point_words
from morefire_gui.session.unit_facts import side_of

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession


# -- the request and the plan -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class BarrageRequest:
    """A barrage asked for: the firing ``side``; the battery (a battery id of the battle, or
    :class:`OffBoardGuns`); the aim, a point of the table (``aim``) or a registration point (``registration_point``
    of ``registration_side``, by default the firing side's), moved by ``shifts`` in turn (4.12: add/drop and
    right/left along the line of fire); the pattern; ``observed`` None to decide it by line of sight (4.3);
    ``advanced`` None to follow the battle's settings."""

    side: str
    battery: str | OffBoardGuns
    aim: XY | None = None
    registration_point: int | None = None
    registration_side: str | None = None
    shifts: tuple[Shift, ...] = ()
    pattern: Pattern = Pattern.SPREAD
    observed: bool | None = None
    advanced: bool | None = None

    def __post_init__(self) -> None:
        if (self.aim is None) == (self.registration_point is None):
            raise UsageError(
                QT_TRANSLATE_NOOP("Rules", "a barrage aims at exactly one of a point or a registration point")
            )


@dataclass(frozen=True)
class BarragePlan:
    """Everything about a barrage that is known before a die is rolled: the battery as the rules see it and
    where it stands, the aim and the line of fire, the range, observation, the deployment and the mortar range
    check. ``can_fire`` False (not deployed, 4.11; a mortar out of range, 4.41) with ``why_not`` saying so."""

    request: BarrageRequest
    side: Side
    battery_id: BatteryId | None
    battery: Battery
    site: BatterySite
    registration_point: RegistrationPoint | None
    line: LineOfFire
    observation: Observation | None  # None when the caller said whether the fire is observed
    observed: bool
    advanced: bool
    pattern: Pattern
    deployment: Deployment
    range_check: RangeCheck
    steps: tuple[Step, ...]
    zone: DamageZone  # 4.5: the zone the rounds will cover, round wherever they land
    lapse: TimeLapse  # 4.2: how long a new fire mission (order A) of this battery takes to land

    @property
    def aim(self) -> XY:
        return self.line.aim

    @property
    def battery_at(self) -> XY:
        return self.line.battery_at

    @property
    def range_yards(self) -> float:
        return self.line.range_yards

    @property
    def observers(self) -> tuple[str, ...]:
        return self.observation.observers if self.observation is not None else ()

    @property
    def can_fire(self) -> bool:
        return self.deployment.can_fire and self.range_check.in_range

    @property
    def aim_steps(self) -> tuple[Step, ...]:
        """The battery and its aim, without whether the fire is observed (the last step): a written request's is
        decided when it lands (4.3)."""
        return self.steps[:-1]

    @property
    def why_not_rule(self) -> str:
        """The rule :attr:`why_not` cites."""
        return "4.11" if not self.deployment.can_fire else "4.41" if not self.range_check.in_range else ""

    @property
    def why_not(self) -> str:
        """Why the battery cannot fire, in words with the rule; empty when it can."""
        if not self.deployment.can_fire:
            return QT_TRANSLATE_NOOP(
                "Rules", "{battery} is {state}: a battery must be deployed in order to fire (4.11)"
            ).format(
                battery=self.battery.name or QT_TRANSLATE_NOOP("Rules", "the battery"),
                state=self.deployment.state.words,
            )
        if not self.range_check.in_range:
            return QT_TRANSLATE_NOOP(
                "Rules",
                "the aim point is {range:.0f} yards from the mortars, beyond their maximum range of {most} yards (4.41)",
            ).format(range=self.range_yards, most=self.range_check.max_yards)
        return ""


def plan_barrage(session: BattleSession, request: BarrageRequest) -> BarragePlan:
    """Check a request against the battle and lay it out on the table. Raises :class:`UsageError` (or its
    :class:`ArtilleryError`) for a request the battle or the rules do not allow: an unknown side, battery or
    registration point, a shift over 800 yards, an aim off the table, a converged barrage in a basic game or
    from naval guns. A battery that cannot fire is not an error: see :attr:`BarragePlan.can_fire`."""
    battle, tables, geometry = session.battle, session.tables, session.geometry
    art = tables.artillery
    side = side_of(battle, request.side)
    definition: BatteryDefinition | OffBoardGuns
    if isinstance(request.battery, str):
        found = battle.battery(request.battery)
        if found is None:
            known = ", ".join(b.id for b in battle.batteries) or "none"
            raise UsageError(f"unknown battery {request.battery!r}; the batteries are: {known}")
        require_own_battery(battle, found, side.id)
        definition, battery_id = found, found.id
    else:
        definition, battery_id = request.battery, None
    battery = rules_battery(battle, definition, side, session.catalogue, tables)
    advanced = battle.settings.advanced if request.advanced is None else request.advanced
    check_pattern(battery, request.pattern, advanced=advanced)
    site = battery_site(battle, definition, side, battery, art)
    steps: list[Step] = []

    point: RegistrationPoint | None = None
    if request.registration_point is not None:
        owner = side_of(battle, request.registration_side or side.id)
        if owner.id != side.id:
            # 4.1: each side plots its own points before play, and its requests name them; the other side's
            # points are its secret in a hot-seat game.
            raise UsageError(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "registration point #{n} belongs to {owner}: {side} fires only at its own registration points (rule 4.1)",
                ).format(owner=owner.label, n=request.registration_point, side=side.label)
            )
        check_registration_point(request.registration_point, art)
        point = owner.registration_point(request.registration_point)
        if point is None:
            raise no_registration_point(owner, request.registration_point)
        start: XY = point.at
        steps.append(
            NoteStep(
                (
                    QT_TRANSLATE_NOOP("Rules", "FIRE at registration point #{n} ({name}) of {side}, at {at}")
                    if point.name
                    else QT_TRANSLATE_NOOP("Rules", "FIRE at registration point #{n} of {side}, at {at}")
                ).format(n=point.n, name=point.name or "", side=owner.label, at=point_words(point.at)),
                "4.12",
            )
        )
    else:
        assert request.aim is not None
        start = (float(request.aim[0]), float(request.aim[1]))
        battle.require_on_table(*start, AIM_POINT)
    for shift in request.shifts:
        check_shift(shift, art)
    aim = shifted_aim(site, start, request.shifts, geometry)
    if request.shifts:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "shifted {shifts} along the line of fire: aim {aim}").format(
                    shifts=joined(
                        (s.text() for s in request.shifts), QT_TRANSLATE_NOOP("Rules", "{first}, then {then}")
                    ),
                    aim=point_words(aim),
                ),
                "4.12",
            )
        )
        battle.require_on_table(*aim, QT_TRANSLATE_NOOP("Rules", "the shifted aim point"))
    line = line_of_fire(site, aim, geometry)

    if site.off_board:
        where = (
            QT_TRANSLATE_NOOP("Rules", "naval guns")
            if battery.is_naval
            else QT_TRANSLATE_NOOP("Rules", "off-board battery")
        )
        rule = "4.7" if battery.is_naval else "4.42"
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP(
                    "Rules", "{where} {yards:g} yards behind the {edge} edge, straight behind the aim point: at {at}"
                ).format(where=where, yards=site.yards_behind, edge=side.edge.value, at=point_words(line.battery_at)),
                rule,
            )
        )
    else:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "battery on the board: the centre of its guns is at {at}").format(
                    at=point_words(line.battery_at)
                ),
                "4.11",
            )
        )
    steps.append(
        NoteStep(
            QT_TRANSLATE_NOOP("Rules", "range from the battery to the aim point: {range:.0f} yards").format(
                range=line.range_yards
            ),
            "4.3",
        )
    )

    seen: Observation | None = None
    if request.observed is None:
        seen = observation(geometry, side.id, aim)
        observed = seen.observed
        steps.append(
            NoteStep(
                (
                    QT_TRANSLATE_NOOP("Rules", "observed fire: {observers} sees the aim point")
                    if len(seen.observers) == 1
                    else QT_TRANSLATE_NOOP("Rules", "observed fire: {observers} see the aim point")
                ).format(observers=names(session, seen.observers))
                if observed
                else QT_TRANSLATE_NOOP(
                    "Rules", "unobserved fire: no unit of {side} has a line of sight to the aim point"
                ).format(side=side.label),
                "4.3",
            )
        )
    else:
        observed = request.observed
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "observed fire, as the firer says")
                if observed
                else QT_TRANSLATE_NOOP("Rules", "unobserved fire, as the firer says"),
                "4.3",
            )
        )
    return BarragePlan(
        request,
        side,
        battery_id,
        battery,
        site,
        point,
        line,
        seen,
        observed,
        advanced,
        request.pattern,
        battery_deployment(definition),
        check_range(battery, line.range_yards, art),
        tuple(steps),
        damage_zone(battery, request.pattern, art, advanced=advanced),
        time_lapse(battery.nation, art),
    )


def template_zone(session: BattleSession, guns: int, calibre_mm: float, pattern: Pattern) -> DamageZone:
    """4.5: the damage zone of a barrage template laid on the board (the Artillery dock's): ``guns`` guns of
    ``calibre_mm`` firing ``pattern``, read with the advanced rules so that either pattern may be planned."""
    battery = Battery(guns, calibre_mm, session.battle.sides[0].nation if session.battle.sides else "")
    return damage_zone(battery, pattern, session.tables.artillery, advanced=True)


def mission_request(
    battle: Battle, battery_id: BatteryId, *, observed: bool | None = None, advanced: bool | None = None
) -> BarrageRequest:
    """The barrage of a battery's fire mission in flight, as stored in the battle (its aim, shifts, pattern)."""
    mission = battle.fire_mission(battery_id)
    battery = battle.battery(battery_id)
    if mission is None or battery is None:
        raise UsageError(f"battery {battery_id!r} has no fire mission")
    return BarrageRequest(
        battery.side,
        battery_id,
        aim=mission.at,
        registration_point=mission.registration_point,
        shifts=mission.rules_shifts(),
        pattern=mission.pattern,
        observed=observed,
        advanced=advanced,
    )
