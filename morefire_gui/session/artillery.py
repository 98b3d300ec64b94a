"""Artillery in play (rule 4): plan a barrage on the table, fire it with injected dice, and turn the result
into one edit (not applied); the barrage fired at once (the :class:`Barrage` action of a battle played free of the
sequence of play), and a fire mission landing at artillery step A of its impact turn (:func:`land_mission`, which
the turn advance calls). Also the edits that plot registration points and keep batteries and fire missions.

    plan = plan_barrage(session, BarrageRequest(side="axis", battery="art1", registration_point=3))
    outcome = fire_barrage(session, plan, dice)        # the rules' BarrageResult, the impact, the zone facts
    edit = barrage_edit_with_reveals(battle, outcome)  # one Compound: statuses, cleared minefields, reveals
    session.commit(session.perform(Barrage(...)))      # a player's barrage: the one path of an action

Nothing here decides a rule: the rules core (rules/artillery/barrage.py) rolls and reads the tables, the geometry
(geometry/barrage.py) says where things are; this module wires the two to a battle.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError
from morefire_gui.geometry.barrage import (
    BatterySite,
    LineOfFire,
    Observation,
    ZoneFacts,
    guns_centre,
    impact_point,
    line_of_fire,
    observation,
    shifted_aim,
    zone_facts,
)
from morefire_gui.geometry.shapes import XY
from morefire_gui.ids import BatteryId, SideId, UnitId
from morefire_gui.model.actions.artillery import Barrage
from morefire_gui.model.artillery import (
    AIM_POINT,
    BatteryDefinition,
    BatteryKind,
    FireMissionRecord,
    RegistrationPoint,
    battery_gun,
    registration_point,
)
from morefire_gui.model.battle import Battle, Side, Unit
from morefire_gui.model.terms import Status
from morefire_gui.rules.artillery.barrage import (
    ArtilleryError,
    BarrageResult,
    Battery,
    Deployment,
    DeploymentState,
    HitResult,
    Impact,
    Pattern,
    RangeCheck,
    Shift,
    TargetResult,
    ZoneContents,
    check_battery,
    check_order,
    check_pattern,
    check_range,
    check_registration_points,
    resolve_barrage,
    yards_behind_edge,
)
from morefire_gui.rules.artillery.fire_missions import (
    FireAtRegistrationPoint,
    TimeLapse,
    check_registration_point,
    check_shift,
    time_lapse,
)
from morefire_gui.rules.artillery.tables import ArtilleryTables
from morefire_gui.rules.artillery.terms import GunType
from morefire_gui.rules.artillery.zone import DamageZone, damage_zone
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.dice import Dice, DieRoll
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.tables import RuleTables
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, joined, said_error
from morefire_gui.session.counts import in_zone_text
from morefire_gui.session.edits import Aspect, Change, Compound, Edit, ReplaceSide, ReplaceTerrain, ReplaceUnits
from morefire_gui.session.island import salvo_refusal
from morefire_gui.session.names import UNSEEN, names, public_piece_name, public_unit_names
from morefire_gui.session.resolution import LogDraft, Resolution, handles
from morefire_gui.session.turn_state import BARRAGE_STEP
from morefire_gui.session.unit_facts import side_of
from morefire_gui.session.visibility import with_reveals

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.performing import Performing

__all__ = [
    "NO_REQUEST",
    "BarrageOutcome",
    "BarragePlan",
    "BarrageRequest",
    "Landing",
    "OffBoardGuns",
    "ReplaceBatteries",
    "ReplaceFireMissions",
    "ReplaceSide",
    "barrage_edit",
    "barrage_edit_with_reveals",
    "barrage_log",
    "barrage_request",
    "battery_deployment",
    "battery_guns",
    "battery_site",
    "end_fire_mission",
    "fire_barrage",
    "guns_destroyed",
    "land_mission",
    "mission_request",
    "plan_barrage",
    "plot_registration_point",
    "remove_registration_point",
    "rules_battery",
    "set_batteries",
    "set_fire_mission",
    "template_zone",
]


# -- what fires ----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class OffBoardGuns:
    """A battery the battle file does not define: off-board guns of a calibre (4.42), or naval guns (4.7: four
    guns of 175 mm or more; ``guns`` and ``calibre_mm`` None take that rating). ``nation`` None is the firing
    side's."""

    guns: int | None = None
    calibre_mm: float | None = None
    nation: str | None = None
    mortar: bool = False
    naval: bool = False
    name: str = ""


def battery_guns(battle: Battle, definition: BatteryDefinition) -> tuple[Unit, ...]:
    """An on-board battery's guns still in action (listed units that are not destroyed), in its order."""
    units = (battle.unit(u) for u in definition.units or ())
    return tuple(u for u in units if u is not None and not u.has(Status.DESTROYED))


def guns_destroyed(battle: Battle, battery: BatteryDefinition) -> str | None:
    """Why an on-board battery can neither fire nor set up or break down: every one of its guns is destroyed or gone
    (4.11: fire is conducted by battery; a battery with no guns left has nothing to fire or to set up). None when it
    has a gun left, or is off-board or naval. A refusal of the rules, not bad input."""
    if battery.kind is not BatteryKind.ON_BOARD or battery_guns(battle, battery):
        return None
    return QT_TRANSLATE_NOOP(
        "Rules", "{battery}: every one of its guns is destroyed, and a battery with no guns cannot fire or set up"
    ).format(battery=battery.label)


def _nation(nation: str | None, side: Side, tables: RuleTables) -> str:
    chosen = nation or side.nation
    if chosen not in tables.nations.nations:
        raise UsageError(f"unknown nation {chosen!r}; known: {', '.join(tables.nations.nations)}")
    return chosen


def rules_battery(
    battle: Battle, battery: BatteryDefinition | OffBoardGuns, side: Side, catalogue: Catalogue, tables: RuleTables
) -> Battery:
    """The facts the rules read of a battery. An on-board battery has as many guns as it has units still in
    action, of their catalogue calibre; mortars if they are. Raises :class:`ArtilleryError` for a battery
    that has no guns left or is not rated as the rules say (naval guns, 4.7)."""
    art = tables.artillery
    if isinstance(battery, OffBoardGuns):
        nation = _nation(battery.nation, side, tables)
        if battery.naval:
            made = Battery(
                battery.guns or art.naval.guns,
                battery.calibre_mm or art.naval.calibre_mm,
                nation,
                is_mortar=battery.mortar,
                is_naval=True,
                off_board=True,
                name=battery.name,
            )
        else:
            if battery.guns is None or battery.calibre_mm is None:
                raise UsageError(
                    QT_TRANSLATE_NOOP("Rules", "an off-board battery needs its number of guns and its calibre")
                )
            made = Battery(
                battery.guns, battery.calibre_mm, nation, is_mortar=battery.mortar, off_board=True, name=battery.name
            )
        check_battery(made, art)
        return made
    nation = _nation(battery.nation, side, tables)
    if battery.kind is BatteryKind.NAVAL:
        made = Battery(
            battery.guns or art.naval.guns,
            battery.calibre_mm or art.naval.calibre_mm,
            nation,
            is_naval=True,
            off_board=True,
            name=battery.label,
        )
    elif battery.kind is BatteryKind.OFF_BOARD:
        assert battery.guns is not None and battery.calibre_mm is not None  # the file's validation
        made = Battery(
            battery.guns, battery.calibre_mm, nation, is_mortar=battery.mortar, off_board=True, name=battery.label
        )
    else:
        guns = battery_guns(battle, battery)
        if not guns:
            raise ArtilleryError(f"battery {battery.label}: every one of its guns is destroyed")
        entry = catalogue.get(guns[0].type)
        gun = battery_gun(entry) if entry is not None else None
        if gun is None:
            raise ArtilleryError(f"battery {battery.label}: unit {guns[0].id!r} is not a gun")
        made = Battery(len(guns), gun[0], nation, is_mortar=gun[1] is GunType.MORTAR, name=battery.label)
    check_battery(made, art)
    return made


def battery_site(
    battle: Battle, battery: BatteryDefinition | OffBoardGuns, side: Side, rules: Battery, tables: ArtilleryTables
) -> BatterySite:
    """Where the battery fires from: the centre of its guns on the board, or behind the side's base edge
    (1000 yards off-board, 4.42; 5000 naval, 4.7), straight behind its aim point."""
    if isinstance(battery, BatteryDefinition) and battery.kind is BatteryKind.ON_BOARD:
        return BatterySite.on_board(guns_centre(battery_guns(battle, battery)), side.edge)
    return BatterySite.behind_edge(side.edge, yards_behind_edge(rules, tables))


def battery_deployment(battery: BatteryDefinition | OffBoardGuns) -> Deployment:
    """4.8: the battery's set-up state; off-board and naval guns are always deployed."""
    if isinstance(battery, OffBoardGuns):
        return Deployment(DeploymentState.DEPLOYED)
    return Deployment(battery.deployment, battery.turns_remaining or 0)


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


def _fmt(point: XY) -> str:
    return QT_TRANSLATE_NOOP("Rules", "{x:g}, {y:g}").format(x=point[0], y=point[1])


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
        if found.side != side.id:
            raise UsageError(f"battery {found.id!r} fires for {found.side!r}, not {side.id!r}")
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
                    "registration point #{n} is {owner}'s: {side} fires only at its own registration points (rule 4.1)",
                ).format(owner=owner.label, n=request.registration_point, side=side.label)
            )
        check_registration_point(request.registration_point, art)
        point = owner.registration_point(request.registration_point)
        if point is None:
            plotted = ", ".join(f"#{p.n}" for p in sorted(owner.registration_points, key=lambda p: p.n))
            raise UsageError(
                (
                    QT_TRANSLATE_NOOP("Rules", "{side} has no registration point #{n} (it has {plotted})")
                    if plotted
                    else QT_TRANSLATE_NOOP("Rules", "{side} has no registration point #{n} (it has plotted none)")
                ).format(side=owner.label, n=request.registration_point, plotted=plotted)
            )
        start: XY = point.at
        steps.append(
            NoteStep(
                (
                    QT_TRANSLATE_NOOP("Rules", "FIRE at registration point #{n} ({name}) of {side}, at {at}")
                    if point.name
                    else QT_TRANSLATE_NOOP("Rules", "FIRE at registration point #{n} of {side}, at {at}")
                ).format(n=point.n, name=point.name or "", side=owner.label, at=_fmt(point.at)),
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
                    aim=_fmt(aim),
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
                ).format(where=where, yards=site.yards_behind, edge=side.edge.value, at=_fmt(line.battery_at)),
                rule,
            )
        )
    else:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "battery on the board: the centre of its guns is at {at}").format(
                    at=_fmt(line.battery_at)
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


# -- firing ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class BarrageOutcome:
    """A barrage fired: the plan, the rules' result, where the rounds landed and the zone on the table
    (None when the battery did not fire)."""

    plan: BarragePlan
    result: BarrageResult
    impact: XY | None
    zone: ZoneFacts | None
    names: tuple[tuple[str, str], ...] = ()  # each unit in the zone as a person reads it (session/names.py)

    def said(self, unit_id: UnitId) -> str:
        return dict(self.names).get(unit_id, unit_id)

    @property
    def fired(self) -> bool:
        return self.result.fired

    def sections(self) -> tuple[tuple[str, tuple[Step, ...]], ...]:
        """The steps in the order things happened, in titled sections for a dialog or the command line: the
        battery and its aim, the firing error and the impact, the damage zone and who is in it, each target (in
        the order rolled), and what the zone found (no unit in it; minefields cleared). Empty sections are left
        out."""
        result = self.result
        # The barrage's own notes: its checks (naval guns, deployment, range) come first; what it found in the
        # zone (no unit in it, 4.6; minefields cleared, 3.61) last.
        found = tuple(s for s in result.steps if getattr(s, "rule", "") in ("4.6", "3.61"))
        out: list[tuple[str, tuple[Step, ...]]] = [
            (
                QT_TRANSLATE_NOOP("Rules", "Battery and aim"),
                (*self.plan.steps, *(s for s in result.steps if s not in found)),
            )
        ]
        error: list[Step] = list(result.error.steps) if result.error is not None else []
        if self.impact is not None:
            e = result.error
            at = _fmt(_rounded(self.impact))
            error.append(
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "impact point {at}").format(at=at)
                    if e is None or e.direction is None
                    else QT_TRANSLATE_NOOP("Rules", "impact point {at}, {yards} yards {direction}").format(
                        at=at, yards=e.yards, direction=e.direction.value
                    ),
                    "4.3",
                )
            )
        out.append((QT_TRANSLATE_NOOP("Rules", "Firing error (4.3)"), tuple(error)))
        zone: list[Step] = list(result.zone.steps) if result.zone is not None else []
        zone.extend(self.zone_steps())
        out.append((QT_TRANSLATE_NOOP("Rules", "Damage zone (4.5)"), tuple(zone)))
        for target in result.targets:
            where = self.zone.unit(target.unit_id) if self.zone is not None else None
            out.append(
                (
                    (
                        QT_TRANSLATE_NOOP("Rules", "{unit}, partly in the zone (4.6)")
                        if where is not None and where.partly_in
                        else QT_TRANSLATE_NOOP("Rules", "{unit} (4.6)")
                    ).format(unit=self.said(target.unit_id)),
                    target.steps,
                )
            )
        out.append((QT_TRANSLATE_NOOP("Rules", "Found in the zone"), found))
        return tuple((title, steps) for title, steps in out if steps)

    def steps(self) -> tuple[Step, ...]:
        """Every step in the order things happened (the sections, one after another)."""
        return tuple(step for _, steps in self.sections() for step in steps)

    def zone_steps(self) -> tuple[Step, ...]:
        zone = self.zone
        if zone is None:
            return ()
        out: list[Step] = []
        for unit in zone.units:
            where = (
                QT_TRANSLATE_NOOP("Rules", "{unit} is in the damage zone")
                if unit.fully_inside
                else (
                    QT_TRANSLATE_NOOP("Rules", "{unit} is partly in the damage zone")
                    if unit.centre_inside
                    else QT_TRANSLATE_NOOP("Rules", "{unit} is partly in (its centre is outside) the damage zone")
                )
            ).format(unit=self.said(unit.unit_id))
            out.append(
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "{where}: {note}").format(where=where, note=unit.note)
                    if unit.note
                    else where,
                    "4.6",
                )
            )
        return tuple(out)


def _rounded(point: XY) -> XY:
    return (round(point[0], 6) + 0.0, round(point[1], 6) + 0.0)


def fire_barrage(session: BattleSession, plan: BarragePlan | BarrageRequest, dice: Dice) -> BarrageOutcome:
    """Artillery fire phase A and B (rules/artillery.resolve_barrage) on the table: the error moves the aim along
    the line of fire, the damage zone is drawn round the impact point, and every unit in or partly in it is
    rolled for in the battle file's order (the pinned dice order). A battery that cannot fire rolls nothing."""
    if isinstance(plan, BarrageRequest):
        plan = plan_barrage(session, plan)
    geometry = session.geometry
    landed: list[tuple[XY, ZoneFacts]] = []

    def in_zone(impact: Impact) -> ZoneContents:
        point = impact_point(plan.line, impact.error, geometry.yards_per_unit)
        zone = zone_facts(geometry, point, impact.zone.diameter_yards)
        landed.append((point, zone))
        # Named as every side may read them: a barrage landing is every side's to see (an unfound minefield not named).
        said = public_unit_names(session, [u.unit_id for u in zone.units])
        contents = zone.contents()
        return ZoneContents(
            tuple(replace(t, name=said[t.unit_id]) for t in contents.targets),
            contents.minefields,
            # A minefield no side has found is cleared all the same, and not told of ("": nothing said).
            tuple(
                (m, "" if (name := public_piece_name(session.battle, m)) == UNSEEN else name)
                for m in contents.minefields
            ),
        )

    result = resolve_barrage(
        in_zone,
        plan.battery,
        dice,
        session.tables.artillery,
        observed=plan.observed,
        range_yards=plan.range_yards,
        advanced=plan.advanced,
        pattern=plan.pattern,
        deployment=plan.deployment,
    )
    point, zone = landed[0] if landed else (None, None)
    said = tuple(public_unit_names(session, [u.unit_id for u in zone.units]).items()) if zone is not None else ()
    return BarrageOutcome(plan, result, point, zone, said)


# -- applying the result ------------------------------------------------------------------------------------------

_STATUS = {HitResult.DESTROYED: Status.DESTROYED, HitResult.IMMOBILIZED: Status.IMMOBILIZED}


def barrage_edit(battle: Battle, outcome: BarrageOutcome | BarrageResult, text: str = "") -> Compound:
    """One edit for everything a barrage did, to apply (CLI) or push on the undo stack as ONE step (GUI): the
    status ``destroyed`` or ``immobilized`` on each unit hit (4.6), and ``cleared: true`` on each minefield
    section the zone touched (3.61 a). An empty Compound when the barrage changed nothing."""
    result = outcome.result if isinstance(outcome, BarrageOutcome) else outcome
    before: list[Unit] = []
    after: list[Unit] = []
    target: TargetResult
    for target in result.targets:
        status = _STATUS.get(target.result)
        unit = battle.unit(target.unit_id)
        if status is None or unit is None or unit.has(status):
            continue
        before.append(unit)
        after.append(unit.with_status(status))
    pieces = [p for p in (battle.piece(m) for m in result.minefields_cleared) if p is not None and not p.cleared]
    edits: list[Edit] = []
    if after:
        edits.append(ReplaceUnits(tuple(before), tuple(after), QT_TRANSLATE_NOOP("Rules", "Barrage damage")))
    if pieces:
        edits.append(
            ReplaceTerrain(
                tuple(pieces),
                tuple(p.model_copy(update={"cleared": True}) for p in pieces),
                QT_TRANSLATE_NOOP("Rules", "Minefields cleared by artillery"),
            )
        )
    if not text:
        text = (
            QT_TRANSLATE_NOOP("Rules", "Barrage at {at}").format(at=_fmt(_rounded(outcome.impact)))
            if isinstance(outcome, BarrageOutcome) and outcome.impact
            else QT_TRANSLATE_NOOP("Rules", "Barrage")
        )
    return Compound(tuple(edits), text)


def barrage_edit_with_reveals(battle: Battle, outcome: BarrageOutcome) -> Edit:
    """:func:`barrage_edit`, and every hidden position in the zone revealed: it was fired on."""
    edit = barrage_edit(battle, outcome)
    return with_reveals(
        battle, edit, [t.unit_id for t in outcome.result.targets], QT_TRANSLATE_NOOP("Rules", "fired on by artillery")
    )


# What the log of a battle saved before says of a barrage: kept so that the window reads it back in its language.
EARLIER_TEXTS = (QT_TRANSLATE_NOOP("Rules", "impact {x:.1f}, {y:.1f}; {n} unit(s) in the zone, {hits} hit"),)


def barrage_log(outcome: BarrageOutcome, turn: int | None = None, phase: str | None = None) -> LogDraft:
    """The log entry of a barrage, every step. Public: a barrage landing is seen by every side (the written request
    that called it stays its side's secret)."""
    plan, result = outcome.plan, outcome.result
    hits = [t for t in result.targets if t.hit]
    summary = (
        QT_TRANSLATE_NOOP("Rules", "impact {x:.1f}, {y:.1f}; {units}").format(
            x=outcome.impact[0], y=outcome.impact[1], units=in_zone_text(len(result.targets), len(hits))
        )
        if outcome.impact is not None
        else QT_TRANSLATE_NOOP("Rules", "did not fire")
    )
    return LogDraft(
        "barrage",
        QT_TRANSLATE_NOOP("Rules", "Barrage by {battery}").format(battery=plan.battery.name or plan.side.label),
        summary,
        outcome.steps(),
        turn=turn,
        phase=phase,
        side=plan.side.id,
        actors=(plan.battery_id,) if plan.battery_id else (),
        targets=tuple(t.unit_id for t in result.targets),
    )


# -- a barrage fired at once (a battle played free of the sequence) -----------------------------------------------------

NO_REQUEST = QT_TRANSLATE_NOOP(
    "Rules",
    "a barrage without a request: written requests are required for all off-board/indirect fire; write the "
    "battery's order (A. FIRE) in artillery step C, and it lands after its time lapse (4.2)",
)


def barrage_request(action: Barrage) -> BarrageRequest:
    """The request a :class:`Barrage` action asks the plan for. Raises :class:`UsageError` for guns named twice or
    not at all."""
    battery: str | OffBoardGuns
    if action.battery is not None:
        if (
            action.guns is not None
            or action.calibre_mm is not None
            or action.naval
            or action.mortar
            or action.nation is not None
        ):
            raise UsageError(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "battery {battery} of the battle brings its own guns, calibre and nation: "
                    "leave out guns, calibre_mm, naval, mortar and nation",
                ).format(battery=repr(action.battery))
            )
        battery = action.battery
    else:
        if not action.naval and (action.guns is None or action.calibre_mm is None):
            raise UsageError(
                QT_TRANSLATE_NOOP(
                    "Rules", "a barrage names a battery of the battle, or its guns and calibre, or naval guns"
                )
            )
        battery = OffBoardGuns(action.guns, action.calibre_mm, action.nation, mortar=action.mortar, naval=action.naval)
    return BarrageRequest(
        action.side,
        battery,
        aim=action.at,
        registration_point=action.registration_point,
        registration_side=action.registration_side,
        shifts=tuple(s.to_rules() for s in action.shifts),
        pattern=action.pattern,
        observed=action.observed,
        advanced=action.advanced,
    )


@handles(Barrage)
def _barrage(ctx: Performing, action: Barrage) -> Resolution:
    """A barrage fired and landed at once (4.3-4.6). A battle kept to the sequence of play refuses it: its fire comes
    by written request (4.11), an order of artillery step C that lands after its time lapse. A battery of the battle
    that fires is marked in artillery step A (docs/rules-notes.md, "Sequence of play — marks")."""
    session = ctx.session
    named = session.battle.battery(action.battery) if action.battery is not None else None
    if named is not None and named.side == action.side and (destroyed := guns_destroyed(session.battle, named)):
        return ctx.refuse(destroyed, "4.11")
    plan = plan_barrage(session, barrage_request(action))
    if ctx.strict:
        return ctx.refuse(NO_REQUEST, "4.11", result=plan)
    if not plan.can_fire:
        return ctx.refuse(plan.why_not, plan.why_not_rule, result=plan)
    if named is not None and (spent := salvo_refusal(session.battle, session.tables, named)) is not None:
        return ctx.refuse(spent, "ISLAND C", result=plan)
    outcome = fire_barrage(session, plan, ctx.dice)
    edit = barrage_edit_with_reveals(session.battle, outcome)
    marks = {BARRAGE_STEP: [plan.battery_id]} if plan.battery_id and outcome.fired else None
    return ctx.done(
        outcome,
        outcome.steps(),
        edit,
        marks=marks,
        log=[barrage_log(outcome)],
        text=getattr(edit, "text", "") or ctx.title(),
    )


# -- a fire mission landing (artillery step A of its impact turn) --------------------------------------------------------

IMPACT_STEP, DAMAGE_STEP = "artillery.impact", "artillery.damage"


@dataclass(frozen=True)
class Landing:
    """A battery's fire mission due this turn, at artillery step A: its barrage (``outcome``; None when it did not
    fire, and ``reason`` says why, with its ``rule``), the edit of its effects (not applied), its log entry and the
    dice it rolled, in order."""

    battery: str
    side: str
    mission: FireMissionRecord
    outcome: BarrageOutcome | None
    reason: str
    rule: str
    edit: Edit
    log: LogDraft
    rolls: tuple[DieRoll, ...]

    @property
    def fired(self) -> bool:
        return self.outcome is not None and self.outcome.fired


def land_mission(session: BattleSession, mission: FireMissionRecord, dice: Dice) -> Landing:
    """A fire mission lands (artillery steps A and B of its impact turn): the barrage as the written order left it,
    observed or not as the line of sight decides at this moment (4.3), rolled with ``dice``. A battery that is not
    deployed now, has no guns left, or cannot reach the aim, does not fire: its side is told, in its own entry."""
    battle = session.battle
    turn = battle.turn
    battery = battle.battery(mission.battery)
    if battery is None:
        raise UsageError(f"the fire mission of {mission.battery!r} names no battery of the battle")
    first = len(dice.history)

    def not_fired(reason: str, rule: str) -> Landing:
        text = QT_TRANSLATE_NOOP("Rules", "{battery}'s mission due in turn {turn} does not fire: {reason}").format(
            battery=battery.label, turn=turn, reason=reason
        )
        draft = LogDraft(
            "barrage",
            QT_TRANSLATE_NOOP("Rules", "{battery}: no barrage").format(battery=battery.label),
            text,
            (NoteStep(text, rule),),
            turn,
            IMPACT_STEP,
            battery.side,
            secret=True,
            actors=(battery.id,),
        )
        return Landing(battery.id, battery.side, mission, None, text, rule, Compound((), text), draft, ())

    deployment = battery_deployment(battery)
    if not deployment.can_fire:
        return not_fired(
            QT_TRANSLATE_NOOP("Rules", "{battery} is {state}: a battery must be deployed in order to fire").format(
                battery=battery.label, state=deployment.state.words
            ),
            "4.11",
        )
    try:
        plan = plan_barrage(session, mission_request(battle, battery.id))
    except UsageError as exc:  # its guns are gone, its registration point removed, its aim off the table
        return not_fired(said_error(exc), "4.11")
    if not plan.can_fire:
        return not_fired(plan.why_not, plan.why_not_rule)
    outcome = fire_barrage(session, plan, dice)
    edit = barrage_edit_with_reveals(battle, outcome)
    return Landing(
        battery.id,
        battery.side,
        mission,
        outcome,
        "",
        "",
        edit,
        barrage_log(outcome, turn, IMPACT_STEP),
        tuple(dice.history[first:]),
    )


# -- keeping registration points, batteries and fire missions ----------------------------------------------------


@dataclass(frozen=True)
class ReplaceBatteries(Edit):
    """The battle's batteries, before and after."""

    before: tuple[BatteryDefinition, ...]
    after: tuple[BatteryDefinition, ...]
    text: str = QT_TRANSLATE_NOOP("Rules", "Change batteries")

    def apply(self, battle: Battle) -> list[Change]:
        battle.batteries = list(self.after)
        return [Change(Aspect.BATTLE)]

    def revert(self, battle: Battle) -> list[Change]:
        battle.batteries = list(self.before)
        return [Change(Aspect.BATTLE)]


@dataclass(frozen=True)
class ReplaceFireMissions(Edit):
    """The battle's fire missions in flight, before and after."""

    before: tuple[FireMissionRecord, ...]
    after: tuple[FireMissionRecord, ...]
    text: str = QT_TRANSLATE_NOOP("Rules", "Change fire missions")

    def apply(self, battle: Battle) -> list[Change]:
        battle.fire_missions = list(self.after)
        return [Change(Aspect.BATTLE)]

    def revert(self, battle: Battle) -> list[Change]:
        battle.fire_missions = list(self.before)
        return [Change(Aspect.BATTLE)]


def plot_registration_point(
    battle: Battle, side_id: SideId, n: int, at: XY, tables: RuleTables, name: str | None = None
) -> ReplaceSide:
    """4.2: plot (or move) registration point #``n`` of a side, on the table. At most 10 per side, numbered 1-10."""
    side = side_of(battle, side_id)
    check_registration_point(n, tables.artillery)
    battle.require_on_table(*at, registration_point(n))
    others = [p for p in side.registration_points if p.n != n]
    check_registration_points(len(others) + 1, tables.artillery)
    point = RegistrationPoint(n=n, at=(float(at[0]), float(at[1])), name=name)
    points = tuple(sorted([*others, point], key=lambda p: p.n))
    return ReplaceSide(
        side,
        side.model_copy(update={"registration_points": points}),
        QT_TRANSLATE_NOOP("Rules", "Plot registration point #{n}").format(n=n),
    )


def remove_registration_point(battle: Battle, side_id: SideId, n: int) -> ReplaceSide:
    side = side_of(battle, side_id)
    if side.registration_point(n) is None:
        raise UsageError(f"side {side_id!r} has no registration point #{n}")
    points = tuple(p for p in side.registration_points if p.n != n)
    return ReplaceSide(
        side,
        side.model_copy(update={"registration_points": points}),
        QT_TRANSLATE_NOOP("Rules", "Remove registration point #{n}").format(n=n),
    )


def set_batteries(battle: Battle, batteries: Sequence[BatteryDefinition]) -> ReplaceBatteries:
    """Replace the battle's batteries (the battery dock edits the list and checks it with the file's checks)."""
    return ReplaceBatteries(tuple(battle.batteries), tuple(batteries))


def set_fire_mission(battle: Battle, mission: FireMissionRecord, tables: RuleTables) -> ReplaceFireMissions:
    """Give a battery its fire mission (replacing the one it had): the written order's result (4.12)."""
    battery = battle.battery(mission.battery)
    if battery is None:
        raise UsageError(f"unknown battery {mission.battery!r}")
    if mission.registration_point is not None:
        check_order(FireAtRegistrationPoint(mission.registration_point), tables.artillery)
    for shift in mission.rules_shifts():
        check_shift(shift, tables.artillery)
    missions = [m for m in battle.fire_missions if m.battery != mission.battery]
    index = next((i for i, m in enumerate(battle.fire_missions) if m.battery == mission.battery), len(missions))
    missions.insert(index, mission)
    return ReplaceFireMissions(
        tuple(battle.fire_missions),
        tuple(missions),
        QT_TRANSLATE_NOOP("Rules", "Fire mission of {battery}").format(battery=battery.label),
    )


def end_fire_mission(battle: Battle, battery_id: BatteryId) -> ReplaceFireMissions:
    """4.12 D, CEASE FIRE: the battery's mission ends."""
    if battle.fire_mission(battery_id) is None:
        raise UsageError(f"battery {battery_id!r} has no fire mission")
    battery = battle.battery(battery_id)
    return ReplaceFireMissions(
        tuple(battle.fire_missions),
        tuple(m for m in battle.fire_missions if m.battery != battery_id),
        QT_TRANSLATE_NOOP("Rules", "Cease fire: {battery}").format(
            battery=battery.label if battery is not None else battery_id
        ),
    )
