"""The handlers that perform the aircraft's actions (model/actions/aircraft.py): an airstrike, an aircraft's run, the
direction arrow turned and the snow set."""

from __future__ import annotations

from typing import TYPE_CHECKING

from morefire_gui.model.actions.aircraft import AircraftRun, Airstrike, SetSnowing, TurnArrow
from morefire_gui.rules.aircraft.terms import AircraftError
from morefire_gui.rules.scenario.weather import Weather
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, said_error
from morefire_gui.session import claims
from morefire_gui.session.aircraft.arrows import turn_aircraft
from morefire_gui.session.aircraft.availability import battle_weather
from morefire_gui.session.aircraft.in_play import ARROWS, RUN_STEPS, aircraft_of, aircraft_tables_of
from morefire_gui.session.aircraft.launch import AirstrikeRequest
from morefire_gui.session.aircraft.run import fly_run, run_log, run_marks
from morefire_gui.session.aircraft.run_plan import RunRequest, plan_run
from morefire_gui.session.edits import ReplaceSettings, Staged
from morefire_gui.session.names import aircraft_name
from morefire_gui.session.resolution import Resolution, handles
from morefire_gui.session.turn_state import mark_fired
from morefire_gui.session.unit_facts import side_of

if TYPE_CHECKING:
    from morefire_gui.session.performing import Performing


# -- the actions ------------------------------------------------------------------------------------------------

RUN_WORDS = QT_TRANSLATE_NOOP("Rules", "an aircraft's run")
# A turn of the arrow refused out of its step, whole ("the direction arrow turns only in the air arrows step (change
# aircraft direction arrows up to 90 degrees); this is ..."): the sequence of play fills in the steps.
ARROW_WORDS = QT_TRANSLATE_NOOP("Rules", "the direction arrow turns only in the {phase} step ({step}); this is {here}")


def _run_request(action: Airstrike | AircraftRun) -> RunRequest:
    return RunRequest(
        altitude=action.altitude,
        attack=action.attack,
        dive=action.dive,
        release_yards=action.release_yards,
        advanced=action.advanced,
    )


def _fly(ctx: Performing, aircraft: AirstrikeRequest | str, run: RunRequest) -> Resolution:
    """Plan the run (the rules' refusals before any die), fly it, and mark the aircraft in both run steps (and the
    guns that fired at it in step 4), worked out on the battle as the run leaves it (a new airstrike is not in the
    battle before it)."""
    session = ctx.session
    try:
        plan = plan_run(session, aircraft, run)
    except AircraftError as exc:
        return ctx.refuse(said_error(exc), exc.rule)
    outcome = fly_run(session, plan, ctx.dice)
    staged = Staged(session.battle)
    try:
        staged.add(outcome.edit)
        marks = mark_fired(
            session.battle,
            run_marks(outcome),
            QT_TRANSLATE_NOOP("Rules", "{aircraft}: flew its run").format(aircraft=plan.target.said),
            session.tables,
        )
    finally:
        staged.unwind()
    return ctx.done(
        outcome,
        outcome.steps(),
        [outcome.edit, *([marks] if marks is not None else [])],
        log=[run_log(outcome)],
        text=outcome.edit.text,
    )


@handles(Airstrike)
def _airstrike(ctx: Performing, action: Airstrike) -> Resolution:
    side_of(ctx.session.battle, action.side)
    if (refused := ctx.in_step(RUN_STEPS, what=RUN_WORDS)) is not None:
        return refused
    if (refused := ctx.claims(claims.advanced(ctx.session.battle, action.advanced))) is not None:
        return refused
    request = AirstrikeRequest(
        action.side,
        action.aircraft,
        action.entry,
        action.heading,
        action.altitude,
        action.attack,
        action.id,
        action.name,
    )
    return _fly(ctx, request, _run_request(action))


@handles(AircraftRun)
def _aircraft_run(ctx: Performing, action: AircraftRun) -> Resolution:
    aircraft_of(ctx.session.battle, action.aircraft)
    if (refused := ctx.in_step(RUN_STEPS, [action.aircraft], RUN_WORDS)) is not None:
        return refused
    if (refused := ctx.claims(claims.advanced(ctx.session.battle, action.advanced))) is not None:
        return refused
    return _fly(ctx, action.aircraft, _run_request(action))


@handles(TurnArrow)
def _turn_arrow(ctx: Performing, action: TurnArrow) -> Resolution:
    session = ctx.session
    plane = aircraft_of(session.battle, action.aircraft)
    if (refused := ctx.in_step(ARROWS, [plane.id], ARROW_WORDS)) is not None:
        return refused
    try:
        edit = turn_aircraft(
            session.battle, plane.id, action.heading, aircraft_tables_of(session), aircraft_name(session, plane)
        )
    except AircraftError as exc:
        return ctx.refuse(said_error(exc), exc.rule)
    return ctx.done(edit, effects=edit, marks={ARROWS: [plane.id]}, text=edit.text)


@handles(SetSnowing)
def _snowing(ctx: Performing, action: SetSnowing) -> Resolution:
    battle = ctx.session.battle
    if (refused := ctx.at_set_up(QT_TRANSLATE_NOOP("Rules", "the SNOW d6"))) is not None:
        return refused
    weather, _ = battle_weather(battle)
    if action.snowing and weather is not Weather.SNOW:
        return ctx.refuse(
            QT_TRANSLATE_NOOP("Rules", "it snows in a battle of snow (Table IV), not of {weather}").format(
                weather=weather.value
            ),
            "SNOW",
        )
    rolled = battle.briefing.snowing if battle.briefing is not None else None
    if rolled is not None and rolled != action.snowing:
        # The scenario rolled the d6 (and its briefing keeps it): one roll, not to be made again or set otherwise.
        return ctx.refuse(
            (
                QT_TRANSLATE_NOOP("Rules", "the SNOW d6 was rolled with the scenario: it is snowing")
                if rolled
                else QT_TRANSLATE_NOOP("Rules", "the SNOW d6 was rolled with the scenario: it is not snowing")
            ),
            "SNOW",
        )
    before = battle.settings
    after = before.model_copy(update={"snowing": action.snowing})
    if after == before:
        return ctx.refuse(f"{action.title().lower().replace('it is', 'it is already', 1)}", "SNOW")
    return ctx.done(action.snowing, effects=ReplaceSettings(before, after, action.title()))
