"""The handlers that perform direct fire's actions (model/actions/direct_fire.py): a spot, a shot and the spots
lost behind terrain dropped, each checked against the sequence of play before any die."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from morefire_gui.model.actions.direct_fire import DirectFire, DropLostSpots, Spot
from morefire_gui.model.battle import Battle
from morefire_gui.model.terms import Status
from morefire_gui.rules.direct_fire.fire import refused_shot, target_aspect
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session import claims
from morefire_gui.session.direct_fire.fire import FireOutcome, FirePlan, FireRequest, fire_log, plan_fire, resolve_fire
from morefire_gui.session.direct_fire.markers import MARKER_SPOT, fire_at_marker, fires_at_marker
from morefire_gui.session.direct_fire.spotting import SpotRequest, lost_spots, spot, spot_log, spotted_this_turn
from morefire_gui.session.direct_fire.words import (
    EVERY_SPOT,
    FIRE_STEPS,
    FIRE_WORDS,
    LOST_SPOTS_STEPS,
    LOST_SPOTS_WORDS,
    SPOTS,
    SPOTS_LOST,
    SPOTTER,
    TARGET,
    spots_dropped_text,
)
from morefire_gui.session.edits import Compound
from morefire_gui.session.names import public_unit_name
from morefire_gui.session.resolution import LogDraft, Resolution, handles, looks_ahead
from morefire_gui.session.sequence_of_play import fire_step_for, matching_fire_step
from morefire_gui.session.unit_facts import unit_of

if TYPE_CHECKING:
    from morefire_gui.session.performing import Performing


# -- the actions --------------------------------------------------------------------------------------------------


@handles(Spot)
def _spot(ctx: Performing, action: Spot) -> Resolution:
    session = ctx.session
    battle = session.battle
    spotter = unit_of(battle, action.spotter, SPOTTER)
    target = unit_of(battle, action.target, TARGET)
    if fires_at_marker(battle, target.id) and spotter.side != target.side:
        return ctx.refuse(MARKER_SPOT, "TARAWA")
    if (refused := ctx.in_step(FIRE_STEPS, what=QT_TRANSLATE_NOOP("Rules", "spotting (2.1)"))) is not None:
        return refused
    said = (
        claims.advanced(battle, action.advanced),
        claims.target_fired(battle, action.target, action.target_fired, public_unit_name(session, action.target)),
    )
    if (refused := ctx.claims(*said)) is not None:
        return refused
    if unit_of(battle, action.spotter, "spotter").has(Status.DESTROYED):
        return ctx.refuse(
            QT_TRANSLATE_NOOP("Rules", "{unit} is destroyed: it spots nothing").format(
                unit=public_unit_name(session, action.spotter)
            ),
            "2.1",
        )
    earlier = spotted_this_turn(battle, action.spotter, action.target)
    if earlier is not None:
        return ctx.refuse(
            QT_TRANSLATE_NOOP(
                "Rules",
                "{spotter} has rolled to spot {target} this turn already: {earlier}; a spotter rolls on the chart once "
                "per target per turn",
            ).format(
                spotter=public_unit_name(session, action.spotter),
                target=public_unit_name(session, action.target),
                earlier=earlier.summary,
            ),
            "2.1",
        )
    outcome = spot(session, SpotRequest(action.spotter, action.target, action.advanced, action.target_fired), ctx.dice)
    return ctx.done(
        outcome,
        outcome.steps,
        outcome.edit,
        log=[spot_log(session, outcome)],
        text=SPOTS.format(
            spotter=public_unit_name(session, action.spotter), target=public_unit_name(session, action.target)
        ),
    )


def fire_request(battle: Battle, action: DirectFire) -> FireRequest:
    """The request a shot asks the plan for (``campaign`` None: the battle's setting)."""
    campaign = battle.settings.campaign if action.campaign is None else action.campaign
    return FireRequest(
        action.firer,
        action.target,
        weapon=action.weapon,
        advanced=action.advanced,
        suspension_shot=action.suspension_shot,
        campaign=campaign,
        turn=action.turn,
        target_fired=action.target_fired,
    )


def _refused_before_the_dice(ctx: Performing, plan: FirePlan, reason: str, rule: str) -> Resolution:
    """A shot the sequence of play refuses before it is read, with the plan shown beside the reason: what the plan
    knows before any die (whether the target is spotted, the aspect it shows the firer) is said as a shot the rules
    refuse says it."""
    action = plan.request
    shot = refused_shot(
        action.firer,
        action.target,
        plan.weapon.name if plan.weapon else "",
        plan.range_yards,
        plan.los.clear,
        reason,
        rule,
    )
    if plan.shot is not None:
        shot = replace(shot, spotted=plan.shot.spotted, aspect=target_aspect(plan.shot))
    return ctx.refuse(reason, rule, result=FireOutcome(plan, shot, Compound(())))


@looks_ahead(DirectFire)
def _refused_shot(ctx: Performing, action: DirectFire, reason: str, rule: str) -> FireOutcome | None:
    """What a shot refused before its handler shows: its plan beside the reason, as the sequence's refusal shows it; a
    shot at a hidden position, nothing (nothing of it is read before it is declared)."""
    battle = ctx.session.battle
    if fires_at_marker(battle, action.target):
        return None
    plan = plan_fire(ctx.session, fire_request(battle, action))
    result: FireOutcome = _refused_before_the_dice(ctx, plan, reason, rule).result
    return result


@handles(DirectFire)
def _fire(ctx: Performing, action: DirectFire) -> Resolution:
    session = ctx.session
    battle = session.battle
    if fires_at_marker(battle, action.target):
        # A hidden position: the shot is declared at the marker and reveals it (session/direct_fire/markers.py).
        return fire_at_marker(ctx, action, fire_request(battle, action))
    plan = plan_fire(session, fire_request(battle, action))
    # A target direct fire takes in no step (infantry, an aircraft) is refused as such below, whatever the step: not
    # sent to another kind of shot's step ("anti-tank fire at a tank is direct fire step 1" for a squad aimed at a squad).
    if ctx.strict and not plan.not_a_target:
        step = matching_fire_step(session, action.firer, action.target)
        refused = ctx.in_step(step, [action.firer], FIRE_WORDS[step])
        if refused is not None:
            return _refused_before_the_dice(ctx, plan, refused.reason, refused.rule)
        said = (
            claims.advanced(battle, action.advanced),
            claims.campaign(battle, action.campaign),
            claims.turn(battle, action.turn),
            claims.target_fired(battle, action.target, action.target_fired, public_unit_name(session, action.target)),
        )
        if (wrong := claims.unheld(said)) is not None:
            return _refused_before_the_dice(ctx, plan, wrong.refusal, wrong.rule)
    else:
        step = fire_step_for(session, action.firer, action.target)
    outcome = resolve_fire(session, plan, ctx.dice)
    r = outcome.result
    if r.refused is not None:
        rule = next(
            (s.rule for _, steps in r.sections for s in steps if getattr(s, "message", None) == r.refused), "2.2"
        )
        return ctx.refuse(r.refused, rule, result=outcome, steps=outcome.steps)
    return ctx.done(
        outcome,
        outcome.steps,
        outcome.edit,
        marks={step: [action.firer]},
        log=[fire_log(session, outcome)],
        text=outcome.edit.text,
    )


@handles(DropLostSpots)
def _lost_spots(ctx: Performing, action: DropLostSpots) -> Resolution:
    if (refused := ctx.in_step(LOST_SPOTS_STEPS, what=LOST_SPOTS_WORDS)) is not None:
        return refused
    result = lost_spots(ctx.session)
    if not result.dropped:
        return ctx.refuse(EVERY_SPOT, "2.1", result=result, steps=result.steps)
    return ctx.done(
        result,
        result.steps,
        result.edit,
        log=[
            LogDraft(
                "spot",
                SPOTS_LOST,
                spots_dropped_text(len(result.dropped)),
                result.steps,
            )
        ],
        text=SPOTS_LOST,
    )
