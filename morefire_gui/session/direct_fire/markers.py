"""Direct fire at another side's hidden position (TARAWA: markers "are revealed when it fires, is fired on, or moves";
docs/rules-notes.md, "When a hidden position is revealed"). The shot is declared at the marker, which the firer must
see and reach as any target (line of sight and range measured to the marker's point); nothing the marker hides is read
for that. The declaration is the shot: it reveals the marker in the shot's one step. A real unit is then fired on at
once by 2.2-2.6 (a unit direct fire does not take, or does not take now, spends the shot unrolled); a fake marker is
taken off the table and the shot is spent."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from morefire_gui.model.actions.direct_fire import DirectFire
from morefire_gui.model.battle import Battle
from morefire_gui.rules.catalogue.entries import UnitKind
from morefire_gui.rules.direct_fire.fire import FIRER_AND_TARGET, DirectFireResult, Shot, Target, refusals, refused_shot
from morefire_gui.rules.direct_fire.terms import TargetKind
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session import claims
from morefire_gui.session.direct_fire.fire import (
    FireOutcome,
    FirePlan,
    FireRequest,
    Revealed,
    _firer,
    fire_log,
    firer_refusal,
    plan_fire,
    resolve_fire,
    shot_start,
)
from morefire_gui.session.edits import Compound
from morefire_gui.session.names import public_unit_name, sight_words
from morefire_gui.session.resolution import LogDraft, Resolution
from morefire_gui.session.sequence_of_play import fire_step_for
from morefire_gui.session.turn_state import AT_VS_TANK, TANK_VS_INFANTRY, TANK_VS_TANK
from morefire_gui.session.unit_facts import unit_of
from morefire_gui.session.visibility import is_hidden_position, reveal_edit

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.performing import Performing

MARKER_FIRE = QT_TRANSLATE_NOOP("Rules", "direct fire at a hidden position")
REVEALED = QT_TRANSLATE_NOOP("Rules", "Revealed")
FIRED_ON = QT_TRANSLATE_NOOP("Rules", "fired on")
REVEALED_AS = QT_TRANSLATE_NOOP("Rules", "the hidden position fired on is {unit}")
FAKE_MARKER = QT_TRANSLATE_NOOP("Rules", "a fake marker")
FAKE_SPENT = QT_TRANSLATE_NOOP(
    "Rules", "the hidden position fired on is a fake marker: it is taken off the table, and {firer}'s shot is spent"
)
FAKE_TITLE = QT_TRANSLATE_NOOP("Rules", "{firer} fires at a hidden position")
FAKE_SUMMARY = QT_TRANSLATE_NOOP("Rules", "a fake marker: taken off the table; the shot is spent")
REAL_SUMMARY = QT_TRANSLATE_NOOP("Rules", "a hidden position revealed: {summary}")
SPENT_SUMMARY = QT_TRANSLATE_NOOP("Rules", "a hidden position revealed: {summary}; the shot is spent")
# A marker is not rolled for on the spotting chart: the roll's modifiers (the target's silhouette, whether it moved or
# fired) and its chance would tell the spotting side what the marker hides, in the spot's steps and its log entry.
MARKER_SPOT = QT_TRANSLATE_NOOP(
    "Rules",
    "a hidden position is not spotted: it is revealed when it fires, is fired on or moves; fire at the marker, which "
    "the shot reveals",
)


def fires_at_marker(battle: Battle, target: str) -> bool:
    """Whether a shot at ``target`` is a shot at a hidden position (real or fake)."""
    unit = battle.unit(target)
    return unit is not None and is_hidden_position(unit)


def marker_steps(session: BattleSession, firer: str) -> tuple[str, ...]:
    """The steps of direct fire in which the firer may fire at a marker, whose kind it does not know: an anti-tank
    gun or weapon in anti-tank vs tank (1), a vehicle in tank vs tank (2) or tank vs infantry (3)."""
    unit = unit_of(session.battle, firer, QT_TRANSLATE_NOOP("Rules", "firer"))
    entry = session.catalogue.get(unit.type)
    return (TANK_VS_TANK, TANK_VS_INFANTRY) if entry is not None and entry.kind is UnitKind.VEHICLE else (AT_VS_TANK,)


def plan_marker_shot(session: BattleSession, request: FireRequest) -> FirePlan:
    """What is known of a shot at a hidden position before it is declared: the firer's weapon, the range and the line
    of sight to the marker's point, and every reason the firer cannot fire at it (none read from what the marker
    hides: no spot, no angle of fire, no chance to hit)."""
    start = shot_start(session, request)
    firer, target, firer_entry, choice, los = start.firer, start.target, start.firer_entry, start.choice, start.los
    reasons: list[tuple[str, str]]
    early = firer_refusal(session, firer, firer_entry, choice, request.weapon)
    if early is not None or choice is None:
        reasons = [early] if early is not None else []
    else:
        seen = Target(target.id, TargetKind.GUN, name=public_unit_name(session, target.id))
        reasons = refusals(
            Shot(_firer(session, firer, firer_entry, choice, target), seen, los.range_yards, los.clear, True),
            session.tables.direct_fire,
        )
    facts: tuple[Step, ...] = tuple(NoteStep(line, "2.1") for line in sight_words(session, los))
    refused = (
        refused_shot(firer.id, target.id, choice.name if choice else "", los.range_yards, los.clear, *reasons[0], facts)
        if reasons
        else None
    )
    return start.plan(
        spot=None,
        angle=None,
        shot=None,
        chance=None,
        refused="; ".join(r for r, _ in reasons) or None,
        early=refused,
    )


def fire_at_marker(ctx: Performing, action: DirectFire, request: FireRequest) -> Resolution:
    """The shot declared at a hidden position: refused before anything is revealed when the firer cannot fire at the
    marker; else ONE edit that reveals it and, for a real unit, holds the shot's result."""
    session = ctx.session
    battle = session.battle
    plan = plan_marker_shot(session, request)
    steps = marker_steps(session, action.firer)
    if ctx.strict:
        if (refused := ctx.in_step(steps, [action.firer], MARKER_FIRE)) is not None:
            return refused
        said = (
            claims.advanced(battle, action.advanced),
            claims.campaign(battle, action.campaign),
            claims.turn(battle, action.turn),
            claims.target_fired(battle, action.target, action.target_fired, public_unit_name(session, action.target)),
        )
        if (refused := ctx.claims(*said)) is not None:
            return refused
    if plan.early is not None:
        rule = next((s.rule for s in plan.early.steps if getattr(s, "message", None) == plan.early.refused), "2.2")
        early = plan.early
        return ctx.refuse(early.refused or "", rule, result=FireOutcome(plan, early, Compound(())), steps=early.steps)
    firer, target = plan.firer, plan.target
    reveal = reveal_edit(battle, [target.id], FIRED_ON)
    assert reveal is not None
    who = public_unit_name(session, firer.id)
    if target.decoy:
        note = NoteStep(FAKE_SPENT.format(firer=who), "TARAWA")
        facts = tuple(NoteStep(line, "2.1") for line in sight_words(session, plan.los))
        result = DirectFireResult(
            firer.id,
            target.id,
            plan.weapon.name if plan.weapon else "",
            plan.range_yards,
            plan.los.clear,
            spotted=False,
            sections=((FIRER_AND_TARGET, facts), (REVEALED, (note,))),
        )
        outcome = FireOutcome(plan, result, reveal, Revealed(FAKE_MARKER, fake=True))
        step = fire_step_for(session, firer.id, target.id)  # the marker's: its kind is not known (matching_fire_step)
        log = LogDraft(
            "fire",
            FAKE_TITLE.format(firer=who),
            FAKE_SUMMARY,
            outcome.steps,
            side=firer.side,
            turn=plan.turn if plan.turn_known else None,
            actors=(firer.id,),
            targets=(target.id,),
        )
        return ctx.done(outcome, outcome.steps, reveal, marks={step: [firer.id]}, log=[log], text=log.title)
    # A real unit: the shot is read against it as it stands revealed, and both go on the table as one step.
    reveal.apply(battle)
    try:
        name = public_unit_name(session, target.id)
        shot = resolve_fire(session, plan_fire(session, request), ctx.dice)
        step = fire_step_for(session, firer.id, target.id)
        entry = fire_log(session, shot)
    finally:
        reveal.revert(battle)
    r = shot.result
    result = replace(r, sections=((REVEALED, (NoteStep(REVEALED_AS.format(unit=name), "TARAWA"),)), *r.sections))
    edit = Compound((reveal, shot.edit), entry.title)
    outcome = FireOutcome(shot.plan, result, edit, Revealed(name, fake=False))
    summary = (SPENT_SUMMARY if r.refused is not None else REAL_SUMMARY).format(summary=entry.summary)
    log = replace(entry, summary=summary, steps=outcome.steps)
    return ctx.done(outcome, outcome.steps, edit, marks={step: [firer.id]}, log=[log], text=entry.title)


def plan_shot(session: BattleSession, request: FireRequest) -> FirePlan:
    """The plan of a shot as the session will take it: at a hidden position, what is known before it is revealed
    (:func:`plan_marker_shot`); at any other target, :func:`plan_fire`."""
    if fires_at_marker(session.battle, request.target):
        return plan_marker_shot(session, request)
    return plan_fire(session, request)
