"""Flying a run with injected dice (5.4-5.6): the anti-aircraft fire, then the attack, turned into one edit and its
log entry."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from morefire_gui.geometry.aircraft import bomb_impact
from morefire_gui.geometry.barrage import ZoneFacts, zone_facts
from morefire_gui.geometry.shapes import XY
from morefire_gui.ids import UnitId
from morefire_gui.model.aircraft import AircraftInPlay
from morefire_gui.model.battle import Battle
from morefire_gui.rules.aircraft.anti_aircraft import AaFireResult, resolve_aa_fire
from morefire_gui.rules.aircraft.attacks import BombingResult, StrafingResult, resolve_bombing, resolve_strafing
from morefire_gui.rules.aircraft.tables import AircraftTables
from morefire_gui.rules.aircraft.terms import AaResult, AircraftState, Attack
from morefire_gui.rules.artillery.barrage import HitResult
from morefire_gui.rules.dice import Dice
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.infantry.fire import ExcludedTarget, FireTarget
from morefire_gui.rules.infantry.terms import Outcome
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, Message, whole_degrees
from morefire_gui.session.aircraft.availability import use_bought
from morefire_gui.session.aircraft.in_play import (
    AIR_FIRE,
    AIRCRAFT_MOVEMENT,
    ReplaceAircraft,
    aircraft_tables_of,
    replaced_aircraft,
)
from morefire_gui.session.aircraft.run_plan import RunPlan, told_before_the_dice
from morefire_gui.session.counts import in_zone_text
from morefire_gui.session.edits import Compound, Edit, ReplaceSide
from morefire_gui.session.infantry import results_edit, target_facts
from morefire_gui.session.names import Revealing, once_revealed, point_words, public_unit_names, resolved_as_revealed
from morefire_gui.session.resolution import LogDraft
from morefire_gui.session.unit_facts import alive, side_of
from morefire_gui.session.visibility import is_hidden_position, with_reveals
from morefire_gui.session.zone_words import zone_unit_step

if TYPE_CHECKING:
    from collections.abc import Collection, Sequence

    from morefire_gui.rules.artillery.error import FireError
    from morefire_gui.rules.artillery.hits import BarrageTarget
    from morefire_gui.rules.artillery.zone import DamageZone
    from morefire_gui.session.battle_session import BattleSession


# -- flying the run -----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class RunOutcome:
    """A run flown: the anti-aircraft fire, the attack (None when the aircraft was hit first), where the bombs fell
    and the zone round it, the aircraft after the run, and the one edit for all of it (not applied)."""

    plan: RunPlan
    aa: AaFireResult
    strafing: StrafingResult | None
    excluded: tuple[ExcludedTarget, ...]
    bombing: BombingResult | None
    impact: XY | None
    zone: ZoneFacts | None
    after: AircraftInPlay
    outcomes: dict[str, Outcome]
    edit: Edit
    # each unit the run names as every side may read it, and the aircraft's own name (session/names.py)
    names: tuple[tuple[str, str], ...] = ()
    # the hidden positions the run fired on, or that fired at it (TARAWA: revealed), and what each turned out to be
    revealing: Revealing | None = None

    def said(self, ident: str) -> str:
        return dict(self.names).get(ident, ident)

    @property
    def attacked(self) -> bool:
        return self.strafing is not None or self.bombing is not None

    def sections(self) -> tuple[tuple[str, tuple[Step, ...]], ...]:
        """The steps in the order things happened, in titled sections (dialog, command line, log)."""
        plan = self.plan
        out: list[tuple[str, tuple[Step, ...]]] = [
            (QT_TRANSLATE_NOOP("Rules", "Airstrike and path (5.1-5.3)"), plan.steps)
        ]
        out.append((QT_TRANSLATE_NOOP("Rules", "Anti-aircraft fire (5.6)"), self.aa.steps))
        if self.strafing is not None:
            found = tuple(
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "{unit} is in the strip but not strafed: {why}").format(
                        unit=self.said(t.unit_id), why=t.reason
                    ),
                    "5.4",
                )
                for t in self.excluded
            )
            out.append((QT_TRANSLATE_NOOP("Rules", "Strafing (5.4)"), (*found, *(s for s in self.strafing.steps))))
        if self.bombing is not None:
            b = self.bombing
            where: list[Step] = list(b.error.steps)
            if self.impact is not None:
                where.append(
                    NoteStep(
                        QT_TRANSLATE_NOOP("Rules", "the bombs land at {at}").format(at=point_words(self.impact)),
                        "5.5",
                    )
                )
            out.append((QT_TRANSLATE_NOOP("Rules", "Bombs (5.5)"), tuple(b.steps)))
            out.append((QT_TRANSLATE_NOOP("Rules", "Bombing error (5.5)"), tuple(where)))
            zone_steps: list[Step] = list(b.zone.steps)
            if self.zone is not None:
                if not self.zone.units:
                    zone_steps.append(
                        NoteStep(QT_TRANSLATE_NOOP("Rules", "no unit is in or partly in the damage zone"), "5.5")
                    )
                zone_steps += [zone_unit_step(u, self.said(u.unit_id)) for u in self.zone.units]
            out.append((QT_TRANSLATE_NOOP("Rules", "Damage zone (4.5)"), tuple(zone_steps)))
            for t in b.targets:
                out.append(
                    (
                        (
                            QT_TRANSLATE_NOOP("Rules", "{unit}, partly in the zone (4.6)")
                            if self.zone is not None and self.zone.unit(t.unit_id).partly_in
                            else QT_TRANSLATE_NOOP("Rules", "{unit} (4.6)")
                        ).format(unit=self.said(t.unit_id)),
                        t.steps,
                    )
                )
        if self.revealing is not None:
            out.append((QT_TRANSLATE_NOOP("Rules", "Revealed"), self.revealing.notes()))
        end = self.after
        out.append(
            (
                QT_TRANSLATE_NOOP("Rules", "After the run"),
                (NoteStep(_after_text(end, self.said(end.id)), _after_rule(end.state)),),
            )
        )
        return tuple((title, steps) for title, steps in out if steps)

    def steps(self) -> tuple[Step, ...]:
        return tuple(step for _, steps in self.sections() for step in steps)


def _after_text(plane: AircraftInPlay, name: str) -> str:
    where = point_words(plane.at)
    if plane.state is AircraftState.DESTROYED:
        return QT_TRANSLATE_NOOP("Rules", "{aircraft} is shot down at {at}").format(aircraft=name, at=where)
    if plane.state is AircraftState.ABORTED:
        return QT_TRANSLATE_NOOP("Rules", "{aircraft} aborts its attack and turns for home from {at}").format(
            aircraft=name, at=where
        )
    if plane.state is AircraftState.EXITED:
        return QT_TRANSLATE_NOOP("Rules", "{aircraft} leaves the table at {at}").format(aircraft=name, at=where)
    return QT_TRANSLATE_NOOP(
        "Rules",
        "{aircraft} is at {at}, {altitude} altitude, heading {heading:g}; at the end of the turn its arrow may turn up "
        "to 90 degrees",
    ).format(aircraft=name, at=where, altitude=plane.altitude.value, heading=whole_degrees(plane.heading))


def _after_rule(state: AircraftState) -> str:
    """The rule each end of a run is said under: shot down or turned back by the guns is 5.6's hit; off the table is
    where 5.1's flight took it; still over it, the arrow's turn at the end of the turn is the sequence of play's
    ("CHANGE AIRCRAFT MOVEMENT DIRECTION ARROW UP TO 90 DEGREES"), not 5.1's."""
    if state in (AircraftState.DESTROYED, AircraftState.ABORTED):
        return "5.6"
    if state is AircraftState.EXITED:
        return "5.1"
    return "Sequence of play"


_HIT_OUTCOME = {
    HitResult.DESTROYED: Outcome.DESTROYED,
    HitResult.IMMOBILIZED: Outcome.IMMOBILIZED,
    HitResult.NO_EFFECT: Outcome.NO_EFFECT,
}


def _on_table(battle: Battle, point: XY) -> XY:
    t = battle.table
    return (min(max(point[0], 0.0), t.width), min(max(point[1], 0.0), t.depth))


def fly_run(
    session: BattleSession, plan: RunPlan, dice: Dice, tables: AircraftTables | None = None, turn: int | None = None
) -> RunOutcome:
    """The run's rolls in the pinned dice order (rules/aircraft/flight.py): the anti-aircraft fire, then, if the aircraft
    was not hit, its strafing or its bombs; and the one edit for everything it did: the aircraft added (a new
    airstrike) or moved on, its state and altitude, a bought airstrike used, and the statuses of the units hit
    (suppressed ones recover by ``turn``, by default the battle's). The marks of the steps it acted in are the
    action's (:func:`run_marks`).

    A hidden gun that fires at the aircraft is revealed by its fire (TARAWA): its shot, and every step after it, name
    it as the run leaves it, as the units the run fires on are named. Which guns fire is the dice's to say (the
    first hit ends the fire), so the run is resolved as :func:`resolved_as_revealed` does it."""
    under_strip = [u.unit_id for u in plan.strip.units] if plan.strip is not None else []
    return resolved_as_revealed(
        session,
        dice,
        lambda thrown, revealing: _fly_run(session, plan, thrown, tables, turn, revealing),
        lambda outcome: outcome.revealing.revealed if outcome.revealing is not None else (),
        [*(a.unit_id for a in plan.aa), *under_strip],
    )


def _fly_run(
    session: BattleSession,
    plan: RunPlan,
    dice: Dice,
    tables: AircraftTables | None,
    turn: int | None,
    named: Revealing | None,
) -> RunOutcome:
    """:func:`fly_run` with ``named`` the names the run leaves its units with (None: as they stand)."""
    tables = aircraft_tables_of(session, tables)
    battle, geometry = session.battle, session.geometry
    turn = turn if turn is not None else getattr(battle, "turn", None)
    plane = plan.aircraft
    data = plan.entry.aircraft
    assert data is not None
    flier = plan.target.said
    # Every unit the run may name, as every side may read it: its log entry is every side's.
    under_strip = [u.unit_id for u in plan.strip.units] if plan.strip is not None else []
    said = public_unit_names(session, [*(a.unit_id for a in plan.aa), *under_strip])
    # TARAWA: a hidden position's guns are not known until they fire. A hidden gun that fires is revealed by its
    # fire, and its shot names it as the run leaves it; one that cannot fire, or whose turn never comes (the
    # aircraft was hit first), is not told of at all: why it did not fire would say what it is.
    hidden = {a.unit_id for a in plan.aa if (u := battle.unit(a.unit_id)) is not None and is_hidden_position(u)}
    guns = [
        replace(a.gun, name=named.said(a.unit_id)) if named is not None else a.gun
        for a in plan.aa
        if a.unit_id not in hidden or a.refusal is None
    ]
    if named is not None:
        said.update(named.names)
    aa = _told(resolve_aa_fire(guns, plan.target, dice, tables), hidden)
    strafing: StrafingResult | None = None
    excluded: list[ExcludedTarget] = []
    bombing: BombingResult | None = None
    impact: XY | None = None
    zone: ZoneFacts | None = None
    outcomes: dict[str, Outcome] = {}
    fired_on: list[UnitId] = []  # the units the run fired on: in its strip or its bombs' zone
    fired = [s.unit_id for s in aa.shots if s.roll is not None]  # the anti-aircraft guns that fired at it
    revealing = once_revealed(session, fired, said, dice=dice)
    said.update(revealing.names)
    if aa.result is None:
        if plan.attack is Attack.STRAFE:
            assert plan.strip is not None
            targets: list[FireTarget] = []
            for under in plan.strip.units:
                unit = battle.unit(under.unit_id)
                assert unit is not None
                if unit.side == plane.side:
                    excluded.append(ExcludedTarget(unit.id, QT_TRANSLATE_NOOP("Rules", "of the aircraft's own side")))
                elif not alive(unit):
                    excluded.append(ExcludedTarget(unit.id, QT_TRANSLATE_NOOP("Rules", "destroyed")))
                else:
                    fired_on.append(unit.id)  # fired into, whether or not its fire can reach the unit
            # Named as the strafing reveals them (TARAWA): a fake marker is nothing, not strafed as the type it was
            # placed as.
            revealing = once_revealed(session, [*fired, *fired_on], said, dice=dice)
            said.update(revealing.names)
            for uid in fired_on:
                if uid not in revealing.fakes:
                    unit = battle.unit(uid)
                    assert unit is not None
                    targets.append(replace(target_facts(session, unit), name=said[uid]))
            strafing = resolve_strafing(
                plane.id,
                data,
                targets,
                dice,
                tables,
                session.tables.infantry,
                altitude_yards=plan.target.altitude_yards,
                name=flier,
            )
            excluded += strafing.fire.excluded
            outcomes = {t.unit_id: t.outcome for t in strafing.fire.targets}
        else:
            assert plan.release is not None
            landed: list[tuple[XY, ZoneFacts]] = []
            release = plan.release

            def under_bombs(error: FireError, zone_rule: DamageZone) -> Sequence[BarrageTarget]:
                point = bomb_impact(release, plane.heading, error, geometry.yards_per_unit)
                facts = zone_facts(geometry, point, zone_rule.diameter_yards)
                landed.append((point, facts))
                nonlocal revealing
                revealing = once_revealed(
                    session,
                    [*fired, *(t.unit_id for t in facts.targets)],
                    [*said, *(u.unit_id for u in facts.units)],
                    dice=dice,
                )
                said.update(revealing.names)
                # A fake marker is nothing: revealed, not rolled for as the type it was placed as (TARAWA).
                return tuple(
                    replace(t, name=said[t.unit_id]) for t in facts.targets if t.unit_id not in revealing.fakes
                )

            bombing = resolve_bombing(
                under_bombs,
                flier,
                data,
                plan.side.nation,
                dice,
                tables,
                session.tables.artillery,
                error_row=_error_row(plan, tables),
                dive=plan.altitudes.dive,
                advanced=plan.advanced,
            )
            impact, zone = landed[0]
            outcomes = {t.unit_id: _HIT_OUTCOME[t.result] for t in bombing.targets}
            fired_on += [t.unit_id for t in bombing.targets]
            fired_on += revealing.fakes
    after = _after(battle, plan, aa)
    text = QT_TRANSLATE_NOOP("Rules", "Airstrike {aircraft} ({code})").format(aircraft=flier, code=plan.entry.code)
    edits: list[Edit] = [ReplaceAircraft(tuple(battle.aircraft), replaced_aircraft(battle, after), text)]
    if plan.launched and plan.from_bought:
        # One of the side's bought airstrikes flies: it is no longer waiting (undoing the run puts it back).
        side = side_of(battle, plane.side)
        edits.append(
            ReplaceSide(
                side,
                use_bought(side, plane.type),
                QT_TRANSLATE_NOOP("Rules", "{airstrike}: one bought airstrike flown").format(airstrike=text),
            )
        )
    units = results_edit(
        battle, outcomes, turn, QT_TRANSLATE_NOOP("Rules", "{airstrike}: damage").format(airstrike=text)
    )
    if isinstance(units, Compound) and units.edits:
        edits.append(units)
    # TARAWA, JUNGLE: a hidden position is revealed when it fires (its anti-aircraft fire) or is fired on (in the
    # strip strafed, in the bombs' damage zone), as under infantry fire or a barrage: its log entry is then every
    # side's, and what the run's steps say of it (an enclosed vehicle, a fake rolled for) tells nothing hidden.
    edit = with_reveals(
        battle,
        Compound(tuple(edits), text),
        [*fired, *fired_on],
        QT_TRANSLATE_NOOP("Rules", "it fired or was fired on"),
    )
    return RunOutcome(
        told_before_the_dice(plan, hidden, fired),
        aa,
        strafing,
        tuple(excluded),
        bombing,
        impact,
        zone,
        after,
        outcomes,
        edit,
        (*said.items(), (plane.id, flier)),
        revealing if revealing.revealed else None,
    )


def _told(aa: AaFireResult, hidden: Collection[UnitId]) -> AaFireResult:
    """The anti-aircraft fire as every side reads it: without the shots of the ``hidden`` positions that did not fire
    (the fire ended before their turn), which would tell that more guns are hidden."""
    shots = tuple(s for s in aa.shots if s.unit_id not in hidden or s.roll is not None)
    if len(shots) == len(aa.shots):
        return aa
    closing = aa.steps[sum(len(s.steps) for s in aa.shots) :]  # the note that no weapon fires, where none did
    return replace(aa, shots=shots, steps=(*(step for s in shots for step in s.steps), *closing))


def _error_row(plan: RunPlan, tables: AircraftTables) -> str:
    if plan.altitudes.dive:
        return tables.dives.bomb_error
    return tables.altitude(plan.altitudes.attack).bomb_error


def _after(battle: Battle, plan: RunPlan, aa: AaFireResult) -> AircraftInPlay:
    plane, path = plan.aircraft, plan.path
    update: dict[str, object] = {
        "runs": plane.runs + 1,
        "flown_heading": plane.heading,
        "altitude": plan.altitudes.end,
        "attack": plan.attack,
    }
    if aa.result is not None:
        hit_at = next((a.sighting.at for a in plan.aa if a.unit_id == aa.hit_by), path.end)
        update["at"] = _on_table(battle, hit_at)
        update["state"] = AircraftState.DESTROYED if aa.result is AaResult.DESTROYED else AircraftState.ABORTED
        return plane.model_copy(update=update)
    if plan.attack is Attack.BOMB:
        update["bombs_dropped"] = True
    if path.exit_at is not None or path.on_table is None:
        update["at"] = path.exit_at if path.exit_at is not None else _on_table(battle, path.end)
        update["state"] = AircraftState.EXITED
    else:
        update["at"] = path.end
    return plane.model_copy(update=update)


def run_marks(outcome: RunOutcome) -> dict[str, list[str]]:
    """The run is the aircraft's act in both run steps of this turn; the guns that fired at it acted in step 4."""
    fired = [s.unit_id for s in outcome.aa.shots if s.roll is not None]
    plane = outcome.plan.aircraft.id
    return {AIRCRAFT_MOVEMENT: [plane], AIR_FIRE: [plane, *fired]}


def strafed_text(units: int, hits: int) -> Message:
    """5.4: the log's summary of a strafing run, by how many units were strafed and how many of them were hit."""
    if units == 0:
        return QT_TRANSLATE_NOOP("Rules", "strafed no unit")
    if units == 1:
        return (
            QT_TRANSLATE_NOOP("Rules", "strafed one unit: hit")
            if hits
            else QT_TRANSLATE_NOOP("Rules", "strafed one unit: not hit")
        )
    if hits == 0:
        return QT_TRANSLATE_NOOP("Rules", "strafed {n} units, none hit").format(n=units)
    return QT_TRANSLATE_NOOP("Rules", "strafed {n} units, {hits} hit").format(n=units, hits=hits)


def bombs_text(impact: tuple[float, float], units: int, hits: int) -> Message:
    """5.5: the log's summary of a bombing run: where the bombs landed, how many units were in the damage zone and
    how many of them were hit."""
    x, y = impact
    return QT_TRANSLATE_NOOP("Rules", "bombs at {x:.1f}, {y:.1f}; {units}").format(
        x=x, y=y, units=in_zone_text(units, hits)
    )


def run_log(outcome: RunOutcome) -> LogDraft:
    """The log entry of a run: every roll, table row and modifier. Written as the run commits, under the step the
    battle is in then (step 3 or 4 in a strict battle), as every action's."""
    plan = outcome.plan
    hits = [u for u, o in outcome.outcomes.items() if o is not Outcome.NO_EFFECT]
    summary: str
    if outcome.aa.result is not None:
        summary = QT_TRANSLATE_NOOP("Rules", "{result} by {unit}'s anti-aircraft fire").format(
            result=outcome.aa.result.value, unit=outcome.said(outcome.aa.hit_by or "")
        )
    elif outcome.strafing is not None:
        summary = strafed_text(len(outcome.strafing.fire.targets), len(hits))
    elif outcome.bombing is not None and outcome.impact is not None:
        summary = bombs_text(outcome.impact, len(outcome.bombing.targets), len(hits))
    else:
        summary = QT_TRANSLATE_NOOP("Rules", "no attack")
    if plan.launched and plan.from_bought:
        summary = QT_TRANSLATE_NOOP(
            "Rules", "bought with the forces of {side} ({points} points paid then); {summary}"
        ).format(side=plan.side.label, points=plan.entry.points, summary=summary)
    elif plan.launched:
        summary = QT_TRANSLATE_NOOP("Rules", "{points} points charged to {side}; {summary}").format(
            points=plan.entry.points, side=plan.side.label, summary=summary
        )
    if outcome.revealing is not None:
        summary = outcome.revealing.summed_up(summary)  # what the run revealed, as its steps name it
    fired = tuple(s.unit_id for s in outcome.aa.shots if s.roll is not None)
    return LogDraft(
        "airstrike",
        QT_TRANSLATE_NOOP("Rules", "Airstrike: {aircraft} of {side}").format(
            aircraft=plan.target.said, side=plan.side.label
        ),
        summary,
        outcome.steps(),
        side=plan.side.id,
        actors=(plan.aircraft.id, *fired),
        targets=tuple(outcome.outcomes),
    )
