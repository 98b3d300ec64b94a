"""The handlers that perform infantry combat's actions (model/actions/infantry.py): infantry fire, a melee, an
assault and a suicide squad's reclassification, each checked against the sequence of play before any die."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from morefire_gui.model.actions.infantry import Assault, InfantryFire, Melee, ReclassifySuicideSquad
from morefire_gui.model.battle import Battle
from morefire_gui.rules.dice import Dice, PreviewDice
from morefire_gui.rules.infantry.fire import RefusedFirer
from morefire_gui.rules.infantry.suicide_squads import RULE as SUICIDE_RULE
from morefire_gui.rules.words import AND_THEN, QT_TRANSLATE_NOOP, joined
from morefire_gui.session import claims
from morefire_gui.session.claims import Claim
from morefire_gui.session.infantry.assault import AssaultOutcome, assault, reclassify_suicide_squad
from morefire_gui.session.infantry.fire import InfantryFireOutcome, fire, plan_infantry_fire
from morefire_gui.session.infantry.melee import MeleeOutcome, melee
from morefire_gui.session.infantry.words import (
    ASSAULT_STEP,
    MELEE_STEP,
    NO_FIRER_BECAUSE,
    RECLASSIFY_STEPS,
    RECLASSIFY_WORDS,
    STEP_WORDS,
)
from morefire_gui.session.names import once_revealed, public_unit_name, public_unit_names, unit_name
from morefire_gui.session.resolution import SEQUENCE_RULE, LogDraft, Resolution, handles, looks_ahead
from morefire_gui.session.sequence_of_play import fire_step_for, matching_fire_step, step_words
from morefire_gui.session.unit_facts import fire_type_of, unit_of
from morefire_gui.session.visibility import view_of

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.performing import Performing


# -- the actions --------------------------------------------------------------------------------------------------


def _turn(battle: Battle, given: int | None) -> int:
    return given if given is not None else battle.turn


def _in_sequence(
    ctx: Performing, steps: str | Sequence[str], actors: Sequence[str], what: str, result: object
) -> Resolution | None:
    """The sequence's refusal (a strict battle) with the result the rules would give shown beside it, or None."""
    refused = ctx.in_step(steps, actors, what)
    return None if refused is None else ctx.refuse(refused.reason, refused.rule, result=result)


def _before_the_dice(
    ctx: Performing,
    steps: str | Sequence[str],
    actor: str,
    what: str,
    preview: object,
    refusal: tuple[str, str] | None,
    said: Sequence[Claim] = (),
) -> Resolution | None:
    """The checks before any die, in the order a player reads them: the step (a strict battle), what the action
    ``said`` about the battle (a strict battle holds it), the rules' own ``refusal`` (reason, rule) found by the look
    ahead, then whether ``actor`` may act in the step now."""
    if (refused := _in_sequence(ctx, steps, (), what, preview)) is not None:
        return refused
    if (refused := ctx.claims(*said, result=preview)) is not None:
        return refused
    if refusal is not None:
        return ctx.refuse(refusal[0], refusal[1], result=preview, steps=getattr(preview, "steps", ()))
    return _in_sequence(ctx, steps, [actor], what, preview)


def _fire_steps(ctx: Performing, firers: Sequence[str]) -> dict[str, str]:
    """Each firer's step: the step of its kind of fire (a strict battle), or the one it is marked in (free)."""
    session = ctx.session
    pick = matching_fire_step if ctx.strict else fire_step_for
    return {uid: pick(session, uid) for uid in firers}


def _mixed_steps(ctx: Performing, steps: dict[str, str]) -> str:
    sequence = ctx.session.tables.sequence
    by_step: dict[str, list[str]] = {}
    for uid, step in steps.items():
        by_step.setdefault(step, []).append(uid)
    said = public_unit_names(ctx.session, steps)
    parts = [
        QT_TRANSLATE_NOOP("Rules", "{units} in {step}").format(
            units=", ".join(said[i] for i in ids), step=step_words(sequence.place(step))
        )
        for step, ids in by_step.items()
    ]
    return QT_TRANSLATE_NOOP(
        "Rules",
        "these firers fire in different steps of the direct fire phase: {groups}. Fire each group into the area in its "
        "own step",
    ).format(groups=joined(parts, AND_THEN))


def _refused_firer(session: BattleSession, side: str, refused: RefusedFirer) -> str:
    """A firer that cannot fire, in the refusal its own side reads (TARAWA: the other side's steps do not tell of a
    hidden position that does not fire): by its name as the roster names it ("1st Squad: out of range", "Light
    machine gun (Kampfgruppe Peiper): out of range"), with the 3.5 row it fires as only where that is not its own
    ("HQ 1 (R): out of range": a headquarters fires as a rifle squad), and by its name alone where no row of 3.5
    rates it (a gun: its catalogue type would say only its id)."""
    name = unit_name(session, refused.firer_id, view_of(session.battle, side))
    unit = session.battle.unit(refused.firer_id)
    entry = session.catalogue.get(unit.type) if unit is not None else None
    as_itself = unit is not None and entry is not None and fire_type_of(entry, session.tables) == refused.fire_type
    if as_itself or refused.fire_type not in session.tables.infantry.fire_types:  # a type's id, or no weapon
        return QT_TRANSLATE_NOOP("Rules", "{unit}: {why}").format(unit=name, why=refused.reason)
    return QT_TRANSLATE_NOOP("Rules", "{firer} ({type}): {why}").format(
        firer=name, type=refused.fire_type, why=refused.reason
    )


def _fire_preview(ctx: Performing, action: InfantryFire) -> InfantryFireOutcome:
    session = ctx.session
    plan = plan_infantry_fire(session, action.area, action.firers)
    return fire(session, plan, PreviewDice(), _turn(session.battle, action.turn))


def _melee_preview(ctx: Performing, action: Melee) -> MeleeOutcome:
    return melee(ctx.session, action.attacker, action.defender, PreviewDice(), _turn(ctx.session.battle, action.turn))


def _assault_run(ctx: Performing, action: Assault, dice: Dice) -> AssaultOutcome:
    return assault(
        ctx.session,
        action.infantry,
        action.target,
        dice,
        support=action.support,
        defensive_fire=action.defensive_fire,
        turn=_turn(ctx.session.battle, action.turn),
    )


# What infantry fire, a melee or an assault refused before its handler shows: the look ahead, as a strict battle's
# refusal shows it.
@looks_ahead(InfantryFire)
def _refused_fire(ctx: Performing, action: InfantryFire, reason: str, rule: str) -> InfantryFireOutcome:
    return _fire_preview(ctx, action)


@looks_ahead(Melee)
def _refused_melee(ctx: Performing, action: Melee, reason: str, rule: str) -> MeleeOutcome:
    return _melee_preview(ctx, action)


@looks_ahead(Assault)
def _refused_assault(ctx: Performing, action: Assault, reason: str, rule: str) -> AssaultOutcome:
    return _assault_run(ctx, action, PreviewDice())


@handles(InfantryFire)
def _infantry_fire(ctx: Performing, action: InfantryFire) -> Resolution:
    session = ctx.session
    plan = plan_infantry_fire(session, action.area, action.firers)
    turn = _turn(session.battle, action.turn)
    firers = list(action.actor_ids())
    preview = fire(session, plan, PreviewDice(), turn)
    steps = _fire_steps(ctx, firers)
    if ctx.strict:
        wanted = list(dict.fromkeys(steps.values()))
        if len(wanted) > 1:
            return ctx.refuse(_mixed_steps(ctx, steps), SEQUENCE_RULE, result=preview)
        if (refused := _in_sequence(ctx, wanted[0], firers, STEP_WORDS[wanted[0]], preview)) is not None:
            return refused
        if (refused := ctx.claims(claims.turn(session.battle, action.turn), result=preview)) is not None:
            return refused
    if not preview.result.contributions:
        reasons = joined((_refused_firer(session, plan.side, r) for r in preview.refused), AND_THEN)
        return ctx.refuse(
            NO_FIRER_BECAUSE.format(reasons=reasons),
            "3.5",
            result=preview,
            steps=preview.steps,
        )
    outcome = fire(session, plan, ctx.dice, turn)
    outcome = replace(outcome, acted_in=tuple((uid, steps[uid]) for uid in outcome.fired))
    marks: dict[str, list[str]] = {}
    for uid, step in outcome.acted_in:
        marks.setdefault(step, []).append(uid)
    log = LogDraft(
        "infantry_fire",
        QT_TRANSLATE_NOOP("Rules", "Infantry fire into {x:.1f}, {y:.1f}").format(x=action.area[0], y=action.area[1]),
        outcome.summary(),
        outcome.steps,
        side=plan.side,
        turn=action.turn,
        actors=outcome.fired,
        targets=tuple(t.unit_id for t in outcome.result.targets),
    )
    return ctx.done(outcome, outcome.steps, outcome.edit, marks=marks, log=[log], text=outcome.edit.text)


@handles(Melee)
def _melee(ctx: Performing, action: Melee) -> Resolution:
    session = ctx.session
    turn = _turn(session.battle, action.turn)
    preview = _melee_preview(ctx, action)
    why = preview.result.refused
    if (
        refused := _before_the_dice(
            ctx,
            MELEE_STEP,
            action.attacker,
            STEP_WORDS[MELEE_STEP],
            preview,
            (why, preview.rule) if why is not None else None,
            [claims.turn(session.battle, action.turn)],
        )
    ) is not None:
        return refused
    outcome = melee(session, action.attacker, action.defender, ctx.dice, turn)
    return _fought(ctx, action, "melee", MELEE_STEP, action.attacker, action.defender, outcome)


@handles(Assault)
def _assault(ctx: Performing, action: Assault) -> Resolution:
    session = ctx.session
    preview = _assault_run(ctx, action, PreviewDice())
    why = preview.refused
    if (
        refused := _before_the_dice(
            ctx,
            ASSAULT_STEP,
            action.infantry,
            STEP_WORDS[ASSAULT_STEP],
            preview,
            (why, preview.rule) if why is not None else None,
            [
                claims.turn(session.battle, action.turn),
                claims.defensive_fire(
                    session.battle,
                    action.target,
                    action.infantry,
                    action.defensive_fire,
                    (public_unit_name(session, action.target), public_unit_name(session, action.infantry)),
                ),
            ],
        )
    ) is not None:
        return refused
    outcome = _assault_run(ctx, action, ctx.dice)
    return _fought(ctx, action, "assault", ASSAULT_STEP, action.infantry, action.target, outcome)


def _fought(
    ctx: Performing,
    action: Melee | Assault,
    kind: str,
    step: str,
    actor: str,
    target: str,
    outcome: MeleeOutcome | AssaultOutcome,
) -> Resolution:
    """A melee or an assault fought: its log entry under the unit that attacked, and its mark in the step."""
    # Fought: both are revealed (TARAWA), and named as they turned out to be.
    revealing = once_revealed(ctx.session, [actor, target], dice=ctx.dice)
    who, whom = revealing.said(actor), revealing.said(target)
    title = (
        QT_TRANSLATE_NOOP("Rules", "Melee {unit} against {other}").format(unit=who, other=whom)
        if isinstance(action, Melee)
        else QT_TRANSLATE_NOOP("Rules", "Assault by {unit} on {target}").format(unit=who, target=whom)
    )
    log = LogDraft(
        kind,
        title,
        outcome.summary(),
        outcome.steps,
        side=unit_of(ctx.session.battle, actor).side,
        turn=action.turn,
        actors=(actor,),
        targets=(target,),
    )
    return ctx.done(outcome, outcome.steps, outcome.edit, marks={step: [actor]}, log=[log], text=title)


@handles(ReclassifySuicideSquad)
def _reclassify(ctx: Performing, action: ReclassifySuicideSquad) -> Resolution:
    session = ctx.session
    outcome = reclassify_suicide_squad(session, action.unit, action.year)
    why = outcome.refused
    if (
        refused := _before_the_dice(
            ctx,
            RECLASSIFY_STEPS,
            action.unit,
            RECLASSIFY_WORDS,
            outcome,
            (why, SUICIDE_RULE) if why is not None else None,
        )
    ) is not None:
        return refused
    assert outcome.edit is not None
    unit = unit_of(session.battle, action.unit)
    log = LogDraft(
        "suicide_squad",
        QT_TRANSLATE_NOOP("Rules", "{unit} reclassified as a suicide squad").format(
            unit=public_unit_name(session, action.unit)
        ),
        outcome.summary(),
        outcome.steps,
        side=unit.side,
        actors=(action.unit,),
    )
    return ctx.done(outcome, outcome.steps, outcome.edit, log=[log], text=log.title)
