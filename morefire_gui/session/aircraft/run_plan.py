"""The plan of a run, before the dice (5.1-5.6): where the aircraft flies, the strip it strafes or where its bombs
fall, and which anti-aircraft weapons see and reach it."""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from morefire_gui.geometry.aircraft import AaSighting, FlightPath, StripFacts, aa_sighting, flight_path, strip_facts
from morefire_gui.geometry.barrage import ZoneFacts, zone_facts
from morefire_gui.geometry.shapes import XY
from morefire_gui.ids import UnitId
from morefire_gui.model.aircraft import AircraftInPlay
from morefire_gui.model.battle import Side
from morefire_gui.model.terms import Status
from morefire_gui.rules.aircraft.anti_aircraft import AaGun, AaTarget, aa_chance, aa_refusal
from morefire_gui.rules.aircraft.attacks import bomb_battery, bomb_pattern, strafing_fir
from morefire_gui.rules.aircraft.flight import FlightMove, RunAltitudes, check_attack, flight_move, run_altitudes
from morefire_gui.rules.aircraft.tables import AircraftTables
from morefire_gui.rules.aircraft.terms import AircraftError, Altitude, Attack
from morefire_gui.rules.artillery.barrage import Pattern, damage_zone
from morefire_gui.rules.catalogue.entries import CatalogueEntry
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, whole_degrees
from morefire_gui.session.aircraft.availability import SideAirstrikes, side_airstrikes
from morefire_gui.session.aircraft.in_play import aircraft_of, aircraft_tables_of, flown_this_turn
from morefire_gui.session.aircraft.launch import AirstrikeRequest, aa_count_text, aircraft_entry, launch_aircraft
from morefire_gui.session.names import aircraft_name, names, point_words, public_unit_name, unit_name
from morefire_gui.session.unit_facts import alive, is_weapon_system, side_of

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.visibility import View


# -- the plan of a run --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class RunRequest:
    """How the aircraft flies this run: its altitude (None: as it is; a new airstrike: as launched), its attack
    (None: the aircraft's), whether it dives (5.3), where it releases its bombs (yards along the path; None: at the
    end of the part of the path over the table), and ``advanced`` None to follow the battle's settings."""

    altitude: Altitude | None = None
    attack: Attack | None = None
    dive: bool = False
    release_yards: float | None = None
    advanced: bool | None = None


@dataclass(frozen=True)
class AaPlan:
    """An anti-aircraft weapon of the other side, before the dice: the point of the path it fires at, its facts,
    why it cannot fire (None: it can), and its chance when it can."""

    unit_id: UnitId
    sighting: AaSighting
    gun: AaGun
    refusal: str | None
    chance: int | None
    steps: tuple[Step, ...]


@dataclass(frozen=True)
class RunPlan:
    """Everything about a run known before a die is rolled."""

    aircraft: AircraftInPlay
    launched: bool
    entry: CatalogueEntry
    side: Side
    status: SideAirstrikes
    altitudes: RunAltitudes
    attack: Attack
    move: FlightMove
    path: FlightPath
    strip: StripFacts | None
    release: XY | None
    release_yards: float | None
    pattern: Pattern | None
    bomb_diameter_yards: int | None
    aim_zone: ZoneFacts | None
    aa: tuple[AaPlan, ...]
    target: AaTarget
    advanced: bool
    steps: tuple[Step, ...]
    from_bought: bool = False  # a new airstrike that is one the side bought with its forces (paid for then)

    @property
    def aa_can_fire(self) -> tuple[AaPlan, ...]:
        return tuple(a for a in self.aa if a.refusal is None)


def _aa_plans(
    session: BattleSession,
    plane: AircraftInPlay,
    path: FlightPath,
    target: AaTarget,
    tables: AircraftTables,
    view: View | None = None,
) -> tuple[AaPlan, ...]:
    battle, geometry = session.battle, session.geometry
    hidden = tables.altitude(target.altitude).hidden_by_terrain
    out: list[AaPlan] = []
    on_table = set(geometry.on_table([u.id for u in battle.units]))  # a wave not landed fires from no sea (ISLAND A)
    for unit in battle.units:
        if unit.side == plane.side or not alive(unit) or unit.id not in on_table:
            continue
        if view is not None and not (view.shows_unit(unit.id) and view.shows_unit_details(unit.id)):
            continue  # a hidden position's guns are not known until they fire; a wave not landed is not there
        entry = session.catalogue.get(unit.type)
        if entry is None or entry.aa is None:
            continue
        sight = aa_sighting(geometry, unit, path, hidden_by_terrain=hidden)
        slant = math.hypot(sight.ground_yards, target.altitude_yards)
        carrier = battle.unit(unit.riding_on) if unit.riding_on is not None else None
        moved = (carrier.moved if carrier is not None else unit.moved) is not None
        gun = AaGun(
            unit.id,
            entry.aa.weapon,
            entry.aa.barrels,
            entry.aa.ceiling_yards,
            slant,
            sight.ground_yards,
            los=sight.los,
            moved=moved,
            weapon_system=is_weapon_system(entry, session.tables),
            suppressed=unit.has(Status.SUPPRESSED),
            destroyed=unit.has(Status.DESTROYED),
            # as the side's view names it (the airstrike dialog), else as every side reads it (the log)
            name=unit_name(session, unit.id, view) if view is not None else public_unit_name(session, unit.id),
        )
        refusal = aa_refusal(gun, target, tables)
        if refusal is None and unit.riding_on is not None:
            refusal = QT_TRANSLATE_NOOP("Rules", "rides on {carrier}").format(
                carrier=unit_name(session, unit.riding_on, view)
                if view is not None
                else public_unit_name(session, unit.riding_on)
            )
        steps: tuple[Step, ...]
        chance: int | None = None
        if refusal is None:
            chance, steps = aa_chance(gun, target, tables)
            steps = (
                *steps,
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "{unit} can fire: {chance}%").format(unit=gun.said, chance=chance),
                    "5.6",
                ),
            )
        else:
            why = (
                QT_TRANSLATE_NOOP("Rules", "{why} (blocked by {blockers})").format(
                    why=refusal, blockers=names(session, sight.blockers, view)
                )
                if sight.blockers and not sight.los
                else refusal
            )
            steps = (
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "{unit} cannot fire: {why}").format(unit=gun.said, why=why),
                    "5.6",
                ),
            )
        out.append(AaPlan(unit.id, sight, gun, refusal, chance, steps))
    return tuple(out)


def aa_count_step(aa: Sequence[AaPlan]) -> NoteStep:
    """5.6: how many of the anti-aircraft weapons ``aa`` can fire at the aircraft: the last step of a run's plan."""
    return NoteStep(aa_count_text(sum(1 for a in aa if a.refusal is None), len(aa)), "5.6")


def told_before_the_dice(plan: RunPlan, hidden: Collection[UnitId], fired: Collection[UnitId]) -> RunPlan:
    """The plan of a run flown as every side reads it (TARAWA: a hidden position's guns are not known until they
    fire): the anti-aircraft weapons of the units in plain sight, and of the ``hidden`` positions only those that
    ``fired`` (their fire revealed them), and its count of the weapons that can fire of those alone."""
    told = tuple(a for a in plan.aa if a.unit_id not in hidden or a.unit_id in fired)
    if len(told) == len(plan.aa):
        return plan
    return replace(plan, aa=told, steps=(*plan.steps[:-1], aa_count_step(told)))


def plan_run(
    session: BattleSession,
    aircraft: AircraftInPlay | AirstrikeRequest | str,
    run: RunRequest = RunRequest(),
    tables: AircraftTables | None = None,
    view: View | None = None,
) -> RunPlan:
    """Check a run against the battle and lay it out on the table, before any die: a new airstrike (an
    :class:`AirstrikeRequest`: it enters and flies its first run) or one in play (by id). Raises
    :class:`UsageError` (or its :class:`AircraftError`) for a run the rules or the app's defaults do not allow.
    ``view``: the plan as that side's player may read it (the airstrike dialog): the units under the strip counted
    as the view shows them (another side's hidden position by its marker's square), the anti-aircraft weapons only
    of the units it sees in detail, each named as it may name them."""
    tables = aircraft_tables_of(session, tables)
    battle, geometry = session.battle, session.geometry
    steps: list[Step] = []
    if isinstance(aircraft, AirstrikeRequest):
        plane, status, from_bought, launch_steps = launch_aircraft(session, aircraft, tables)
        steps += launch_steps
        launched = True
        current: Altitude | None = None
    else:
        found = aircraft_of(battle, aircraft if isinstance(aircraft, str) else aircraft.id)
        if not found.in_play:
            raise AircraftError(
                QT_TRANSLATE_NOOP("Rules", "{aircraft} is {state}: it flies no more").format(
                    aircraft=aircraft_name(session, found), state=found.state.value.replace("_", " ")
                )
            )
        if flown_this_turn(battle, found.id):
            # Sequence of play: aircraft move in step 3 of the movement phase and attack in step 4, once a turn.
            raise AircraftError(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "{aircraft} has flown its run of turn {turn}: an aircraft flies one run a turn (aircraft movement, "
                    "then aircraft and AA fire); it flies again next turn",
                ).format(aircraft=aircraft_name(session, found), turn=battle.turn),
                "Sequence of play",
            )
        plane, launched, current, from_bought = found, False, found.altitude, False
        status = side_airstrikes(session, plane.side)
    entry = aircraft_entry(session, plane.type)
    data = entry.aircraft
    assert data is not None
    side = side_of(battle, plane.side)
    flier = aircraft_name(session, plane)
    altitudes = run_altitudes(current, run.altitude or plane.altitude, tables, dive=run.dive)
    steps += altitudes.steps
    attack = run.attack or plane.attack
    steps += check_attack(attack, altitudes.attack, data, tables, bombs_dropped=plane.bombs_dropped, name=flier)
    move = flight_move(data.speed_mph, tables, dive=altitudes.dive)
    steps += move.steps
    path = flight_path(geometry, plane.at, plane.heading, move.yards)
    exit_text = (
        QT_TRANSLATE_NOOP("Rules", "; it leaves the table at {at}").format(at=point_words(path.exit_at))
        if path.exit_at
        else ""
    )
    steps.append(
        NoteStep(
            QT_TRANSLATE_NOOP(
                "Rules", "flies {yards:g} yards along its arrow (heading {heading:g}) from {start} to {end}{exit}"
            ).format(
                yards=move.yards,
                heading=whole_degrees(plane.heading),
                start=point_words(plane.at),
                end=point_words(path.end),
                exit=exit_text,
            ),
            "5.1",
        )
    )
    advanced = battle.settings.advanced if run.advanced is None else run.advanced
    strip = None
    release = None
    release_yards = None
    pattern = None
    diameter = None
    aim_zone = None
    if attack is Attack.STRAFE:
        strip = strip_facts(geometry, path, tables.strafing.strip_yards)
        fir = strafing_fir(data, tables)
        under = geometry.shown_in_outline([(u.unit_id, u.partly_in) for u in strip.units], strip.outline, view)
        steps.append(
            NoteStep(
                (
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "the strafing strip: {yards:g} yards wide along the path over the table; its guns' FIR {fir}; "
                        "{n} units in or partly in it",
                    )
                    if len(under) > 1
                    else QT_TRANSLATE_NOOP(
                        "Rules",
                        "the strafing strip: {yards:g} yards wide along the path over the table; its guns' FIR {fir}; "
                        "{n} unit in or partly in it",
                    )
                    if under
                    else QT_TRANSLATE_NOOP(
                        "Rules",
                        "the strafing strip: {yards:g} yards wide along the path over the table; its guns' FIR {fir}; "
                        "no unit is in or partly in it",
                    )
                ).format(yards=tables.strafing.strip_yards, fir=fir, n=len(under)),
                "5.4",
            )
        )
    else:
        if path.on_table is None:
            raise AircraftError(
                QT_TRANSLATE_NOOP(
                    "Rules", "{aircraft}'s path does not cross the table: it has nowhere to drop its bombs"
                ).format(aircraft=flier),
                "5.5",
            )
        over = math.dist(path.on_table[0], path.start) * geometry.yards_per_unit
        over_end = math.dist(path.on_table[1], path.start) * geometry.yards_per_unit
        release_yards = over_end if run.release_yards is None else float(run.release_yards)
        if not (over - 1e-6 <= release_yards <= over_end + 1e-6):
            raise AircraftError(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "the bombs are released over the table: between {first:.0f} and {last:.0f} yards along the path "
                    "(not {release:g})",
                ).format(first=over, last=over_end, release=release_yards),
                "5.5",
            )
        release = path.point_at(release_yards, geometry.yards_per_unit)
        assert data.bombs is not None
        battery, _ = bomb_battery(flier, data.bombs, side.nation, tables)
        pattern, _ = bomb_pattern(dive=altitudes.dive, dive_bomber=data.dive_bomber, advanced=advanced, tables=tables)
        diameter = damage_zone(battery, pattern, session.tables.artillery, advanced=advanced).diameter_yards
        aim_zone = zone_facts(geometry, release, diameter)
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "the bombs are released {release:.0f} yards along the path, at {at}: a {diameter}-yard {pattern} "
                    "zone before the error",
                ).format(release=release_yards, at=point_words(release), diameter=diameter, pattern=pattern.value),
                "5.5",
            )
        )
    band = tables.altitude(altitudes.attack)
    target = AaTarget(plane.id, altitudes.attack, band.yards, move.band.label, altitudes.dive, flier)
    aa = _aa_plans(session, plane, path, target, tables, view)
    steps.append(aa_count_step(aa))
    return RunPlan(
        plane,
        launched,
        entry,
        side,
        status,
        altitudes,
        attack,
        move,
        path,
        strip,
        release,
        release_yards,
        pattern,
        diameter,
        aim_zone,
        aa,
        target,
        advanced,
        tuple(steps),
        from_bought,
    )
