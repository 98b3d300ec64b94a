"""The handlers that perform movement's actions (model/actions/movement.py): a move, mounting, dismounting, ski troops
and TUNDRA's ice, each checked against the sequence of play before any die."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError
from morefire_gui.geometry.paths import water_pieces
from morefire_gui.geometry.shapes import XY
from morefire_gui.model.actions.movement import Dismount, Mount, Move, RollIce, SkiTroops
from morefire_gui.rules.catalogue.entries import UnitKind
from morefire_gui.rules.explain import NoteStep
from morefire_gui.rules.words import AND_THEN, QT_TRANSLATE_NOOP, joined
from morefire_gui.session import claims
from morefire_gui.session.conditions import ice_rolls, ice_summary
from morefire_gui.session.direct_fire import spots_lost_by_moving
from morefire_gui.session.edits import Compound, Edit, Staged
from morefire_gui.session.movement.close_combat import in_open_group, segment_refusal, segment_taken
from morefire_gui.session.movement.mounting import MountResult, dismount, dismount_point, mount
from morefire_gui.session.movement.moves import MoveOutcome, MovePlan, MoveRequest, plan_move, resolve_move
from morefire_gui.session.movement.ski_troops import set_ski_troops
from morefire_gui.session.movement.summary import move_log
from morefire_gui.session.movement.words import (
    CROSS_COUNTRY,
    INFANTRY_MOVEMENT,
    MOUNTING,
    MOVE_TITLE,
    NAMED_TWICE,
    NO_MOVE,
    ROAD,
    STEP_WORDS,
    VEHICLE,
)
from morefire_gui.session.names import once_revealed, public_unit_name, public_unit_names
from morefire_gui.session.resolution import LogDraft, Resolution, handles, looks_ahead
from morefire_gui.session.turn_state import current_step
from morefire_gui.session.unit_facts import conditions_of, entry_of, unit_of

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.performing import Performing


# -- the actions ------------------------------------------------------------------------------------------------


def move_step(plan: MovePlan) -> str:
    """The step of the movement phase a move belongs to (docs/rules-notes.md, "Sequence of play — movement"): a
    vehicle whose whole path is on the road, road movement (1.3: "the entire turn is spent on the road"); any other
    vehicle's, cross-country movement (1.4); infantry and weapon systems on foot, infantry movement (1.5)."""
    if plan.entry.kind is UnitKind.VEHICLE:
        return ROAD if plan.facts.whole_on_road else CROSS_COUNTRY
    return INFANTRY_MOVEMENT


def _in_step(ctx: Performing, step: str, actors: Sequence[str] = (), result: object = None) -> Resolution | None:
    """A strict battle's refusal of a movement action out of its step (or, given ``actors``, by one that may not
    act in it now), with ``result`` for the window and the command line to show; None when it may go ahead."""
    refused = ctx.in_step(step, actors, STEP_WORDS[step])
    return None if refused is None else ctx.refuse(refused.reason, refused.rule, result=result)


def _in_words(ctx: Performing, step: str) -> str:
    """`` in movement step 6 (infantry movement)``, for a refusal of the rules in a strict battle (the step it was
    asked in); nothing in a free battle."""
    if not ctx.strict:
        return ""
    from morefire_gui.session.sequence_of_play import step_words

    return QT_TRANSLATE_NOOP("Rules", " in {step}").format(step=step_words(ctx.session.tables.sequence.place(step)))


@looks_ahead(Move)
def _refused_plan(ctx: Performing, action: Move, reason: str, rule: str) -> MovePlan:
    """What a move refused before its handler shows: its plan."""
    return _plan(ctx, action)


def _plan(ctx: Performing, action: Move) -> MovePlan:
    """The move's plan (its allowance and path, before any die): what a refused move shows."""
    battle = ctx.session.battle
    request = MoveRequest(
        action.unit,
        action.path,
        clearing=action.clearing,
        turn=action.turn if action.turn is not None else battle.turn,
        campaign=action.campaign,
    )
    return plan_move(ctx.session, request)


@handles(Move)
def _move(ctx: Performing, action: Move) -> Resolution:
    """A move: why the unit may not move at all (destroyed, 3.5 a suppressed unit, an immobilized one), then the step
    it belongs to, then whether it may act in the step (it has moved this turn), all before any die. A unit that
    cannot move in any step is told so, not sent to another step where it cannot move either."""
    session = ctx.session
    battle = session.battle
    plan = _plan(ctx, action)
    if plan.path.goes_nowhere:
        # A move goes somewhere: one that ends where the unit stands is no action (docs/rules-notes.md, "1.2 — a
        # move of no length").
        return ctx.refuse(NO_MOVE.format(unit=public_unit_name(session, plan.unit.id)), "1.2", result=plan)
    step = move_step(plan)
    group = session.battle.close_combat
    if (
        group is not None
        and step == ROAD
        and group.step == CROSS_COUNTRY
        and in_open_group(battle, battle.turn, current_step(session).id, plan.unit.id)
    ):
        step = CROSS_COUNTRY  # a segment on the road of a turn not spent wholly on it (1.3)
    if plan.refused is not None:
        asked = current_step(session).id  # the step it was asked in, whichever step the move belongs to
        return ctx.refuse(
            QT_TRANSLATE_NOOP("Rules", "{unit} cannot move{where}: {why}").format(
                unit=plan.name or plan.unit.id, where=_in_words(ctx, asked), why=plan.refused
            ),
            plan.refused_rule,
            result=plan,
            steps=plan.steps,
        )
    if (refused := _in_step(ctx, step, result=plan)) is not None:
        return refused
    said = claims.campaign(battle, action.campaign), claims.turn(battle, action.turn)
    if (refused := ctx.claims(*said, result=plan)) is not None:
        return refused
    if (refused := _in_step(ctx, step, [plan.unit.id], plan)) is not None:
        return refused
    if (segment := segment_refusal(session, plan.unit.id, plan.path.length)) is not None:
        return ctx.refuse(*segment, result=plan)
    taken = segment_taken(session, plan.unit.id)
    outcome = _losing_sight(session, resolve_move(session, plan, ctx.dice))
    if taken is not None:
        outcome = replace(
            outcome,
            edit=Compound((outcome.edit, taken[0]), outcome.edit.text),
            steps=(*outcome.steps, *taken[1]),
        )
    return ctx.done(
        outcome,
        outcome.steps,
        outcome.edit,
        marks={step: [plan.unit.id]},
        log=[move_log(session, outcome)],
        text=MOVE_TITLE.format(unit=once_revealed(session, [plan.unit.id], dice=ctx.dice).said(plan.unit.id)),
    )


def _losing_sight(session: BattleSession, outcome: MoveOutcome) -> MoveOutcome:
    """2.1 advanced: the spots of the unit that moved (and of its passengers), as target or as spotter, whose line of
    sight the move breaks are dropped in the move's own edit, said in its steps (docs/rules-notes.md, "2.1 Spotting —
    basic and advanced")."""
    unit = outcome.plan.unit
    moved = [unit.id, *(u.id for u in session.battle.units if u.riding_on == unit.id)]
    lost = spots_lost_by_moving(session, outcome.edit, moved)
    if not lost.dropped:
        return outcome
    return replace(
        outcome,
        edit=Compound((outcome.edit, lost.edit), outcome.edit.text),
        steps=(*outcome.steps, *lost.steps),
        spots_lost=lost.dropped,
    )


def _riders(ctx: Performing, results: list[MountResult], text: str, kind: str, targets: Sequence[str]) -> Resolution:
    """Mounting or dismounting done: one edit for every rider (each worked out on the battle as the one before left
    it), the spots their new places break (2.1 advanced), their marks in movement step 5, and one log entry."""
    battle = ctx.session.battle
    steps = [step for r in results for step in r.steps]
    side = next((u.side for r in results if (u := battle.unit(r.unit_id)) is not None), None)
    ids = [r.unit_id for r in results]
    edit: Edit = Compound(tuple(r.edit for r in results), text)
    lost = spots_lost_by_moving(ctx.session, edit, ids)
    if lost.dropped:
        edit = Compound((edit, lost.edit), text)
        steps += lost.steps
    return ctx.done(
        results,
        steps,
        edit,
        marks={MOUNTING: ids},
        log=[
            LogDraft(
                kind,
                text,
                # The heading says what happened, as a move's does; each step keeps its rule in the entry.
                joined((s.message if isinstance(s, NoteStep) else s.text() for s in steps), AND_THEN),
                tuple(steps),
                side=side,
                actors=tuple(ids),
                targets=tuple(targets),
            )
        ],
        text=text,
    )


def _staged_riders(
    ctx: Performing, units: Sequence[str], each: Callable[[int, str], MountResult]
) -> list[MountResult] | Resolution:
    """Each rider in turn, on the battle as the one before leaves it (the second finds the first aboard); the first
    refusal refuses them all (nothing has changed)."""
    staged = Staged(ctx.session.battle)
    results: list[MountResult] = []
    try:
        for n, rider in enumerate(units):
            result = each(n, rider)
            if not result.allowed:
                return ctx.refuse(result.reason, result.rule, result=result, steps=result.steps)
            staged.add(result.edit)
            results.append(result)
    finally:
        staged.unwind()
    return results


@handles(Mount)
def _mount(ctx: Performing, action: Mount) -> Resolution:
    battle = ctx.session.battle
    for ident in action.units:
        unit_of(battle, ident)
    unit_of(battle, action.vehicle, VEHICLE)
    if len(set(action.units)) != len(action.units):
        raise UsageError(NAMED_TWICE.format(units=", ".join(action.units)))
    if (refused := _in_step(ctx, MOUNTING)) is not None:
        return refused
    # Checked first without dice (a refusal rolls nothing), then walked for the minefields on the way (3.6).
    done = _staged_riders(ctx, action.units, lambda n, rider: mount(ctx.session, rider, action.vehicle))
    if isinstance(done, Resolution):
        return done
    if (refused := _in_step(ctx, MOUNTING, action.units)) is not None:
        return refused
    done = _staged_riders(ctx, action.units, lambda n, rider: mount(ctx.session, rider, action.vehicle, ctx.dice))
    if isinstance(done, Resolution):
        return done
    return _riders(ctx, done, ctx.title(), "mount", [action.vehicle])


@handles(Dismount)
def _dismount(ctx: Performing, action: Dismount) -> Resolution:
    session = ctx.session
    battle = session.battle
    riders = [unit_of(battle, ident) for ident in action.units]
    if len(set(action.units)) != len(action.units):
        raise UsageError(NAMED_TWICE.format(units=", ".join(action.units)))
    if (refused := _in_step(ctx, MOUNTING)) is not None:
        return refused
    # Passengers of the same vehicle are put down side by side behind it (when no point is given).
    places: dict[str, XY] = {}
    for vehicle in dict.fromkeys(r.riding_on for r in riders if r.riding_on is not None):
        aboard = [r.id for r in riders if r.riding_on == vehicle]
        for n, rider in enumerate(aboard):
            places[rider] = action.at if action.at is not None else dismount_point(session, rider, n, len(aboard))
    # Checked first without dice (a refusal rolls nothing), then walked for the minefields on the way (3.6).
    done = _staged_riders(ctx, action.units, lambda n, rider: dismount(session, rider, places.get(rider)))
    if isinstance(done, Resolution):
        return done
    if (refused := _in_step(ctx, MOUNTING, action.units)) is not None:
        return refused
    done = _staged_riders(ctx, action.units, lambda n, rider: dismount(session, rider, places.get(rider), ctx.dice))
    if isinstance(done, Resolution):
        return done
    vehicles = list(dict.fromkeys(r.riding_on for r in riders if r.riding_on is not None))
    return _riders(ctx, done, ctx.title(), "dismount", vehicles)


@handles(SkiTroops)
def _ski(ctx: Performing, action: SkiTroops) -> Resolution:
    session = ctx.session
    units = [unit_of(session.battle, ident) for ident in action.units]
    if (refused := ctx.at_set_up(QT_TRANSLATE_NOOP("Rules", "making ski troops"))) is not None:
        return refused
    others = [u.id for u in units if entry_of(session.catalogue, u).kind is not UnitKind.INFANTRY]
    said = public_unit_names(session, [*others, *action.units])
    if others:
        return ctx.refuse(
            (
                QT_TRANSLATE_NOOP("Rules", "only infantry are ski troops ({units} is not infantry)")
                if len(others) == 1
                else QT_TRANSLATE_NOOP("Rules", "only infantry are ski troops ({units} are not infantry)")
            ).format(units=", ".join(said[u] for u in others)),
            "SNOW",
        )
    edit = set_ski_troops(session, action.units, action.on)
    if not edit.edits:
        return ctx.refuse(
            (
                QT_TRANSLATE_NOOP("Rules", "{units}: ski troops already")
                if action.on
                else QT_TRANSLATE_NOOP("Rules", "{units}: not ski troops, so there are no skis to take off")
            ).format(units=", ".join(said[u] for u in action.units)),
            "SNOW",
        )
    return ctx.done(units, effects=edit, text=edit.text)


@handles(RollIce)
def _ice(ctx: Performing, action: RollIce) -> Resolution:
    session = ctx.session
    if not conditions_of(session.battle).tundra:
        terrain = session.battle.settings.terrain_type
        raise UsageError(
            QT_TRANSLATE_NOOP(
                "Rules",
                "the ice is rolled for only in a tundra battle (Table V's TUNDRA, settings.terrain_type: tundra); this "
                "battle has {terrain}",
            ).format(terrain=f"terrain_type: {terrain.value}")
            if terrain is not None
            else QT_TRANSLATE_NOOP(
                "Rules",
                "the ice is rolled for only in a tundra battle (Table V's TUNDRA, settings.terrain_type: tundra); this "
                "battle gives no terrain type",
            )
        )
    if (refused := ctx.at_set_up(QT_TRANSLATE_NOOP("Rules", "rolling the ice"))) is not None:
        return refused
    if not action.again and not any(p.ice_holds is None for p in water_pieces(session.battle)):
        return ctx.refuse(
            QT_TRANSLATE_NOOP("Rules", "every body of water has been rolled for (or the table has no water)"), "TUNDRA"
        )
    result = ice_rolls(session, ctx.dice, again=action.again)
    if not result.rolls:
        return ctx.refuse(QT_TRANSLATE_NOOP("Rules", "the table has no water to roll for"), "TUNDRA")
    return ctx.done(
        result,
        result.steps,
        result.edit,
        log=[LogDraft("ice", QT_TRANSLATE_NOOP("Rules", "The ice (TUNDRA)"), ice_summary(result), result.steps)],
        text=QT_TRANSLATE_NOOP("Rules", "Ice rolls"),
    )
