"""The barrage fired at once: the :class:`~morefire_gui.model.actions.artillery.Barrage` action of a battle played free
of the sequence of play, and its handler."""

from __future__ import annotations

from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError
from morefire_gui.model.actions.artillery import Barrage
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.artillery.batteries import OffBoardGuns, guns_destroyed
from morefire_gui.session.artillery.firing import fire_barrage
from morefire_gui.session.artillery.plan import BarragePlan, BarrageRequest, plan_barrage
from morefire_gui.session.artillery.result import barrage_edit_with_reveals, barrage_log
from morefire_gui.session.island import salvo_refusal
from morefire_gui.session.resolution import Resolution, handles, looks_ahead
from morefire_gui.session.step_words import step_words
from morefire_gui.session.turn_state import BARRAGE_STEP

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.performing import Performing


# -- a barrage fired at once (a battle played free of the sequence) -----------------------------------------------------

NO_REQUEST = QT_TRANSLATE_NOOP(
    "Rules",
    "a barrage without a request: written requests are required for all off-board/indirect fire; write the "
    "battery's order (A. FIRE) in artillery step C, and it lands after its time lapse (4.2)",
)

# What a battle kept to the sequence of play offers for a barrage in the step that writes requests (artillery step C).
REQUEST_NOW = QT_TRANSLATE_NOOP(
    "Rules",
    "this is {step}: a barrage comes by written request (4.11); write the battery's order (A. FIRE), and it lands "
    "after its time lapse (4.2)",
)


def request_now(session: BattleSession) -> str:
    """What is done now in place of a barrage fired at once, where the battle's step takes the battery's written
    request (the request's own preview says whether it may be written): :data:`REQUEST_NOW`, naming the step as the
    refusals do."""
    return REQUEST_NOW.format(step=step_words(session.tables.sequence.place(session.battle.step)))


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


@looks_ahead(Barrage)
def _refused_plan(ctx: Performing, action: Barrage, reason: str, rule: str) -> BarragePlan:
    """What a barrage refused before its handler shows: its plan, as a strict battle's refusal shows it."""
    return plan_barrage(ctx.session, barrage_request(action))


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
        log=barrage_log(outcome),
        text=getattr(edit, "text", "") or ctx.title(),
    )
