"""The actions of the sequence of play itself: the next step (and what happens on the way), a step back, a unit or
battery ticked by hand, the ISLAND's activation roll, and handing the table over."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError
from morefire_gui.model.actions.turns import HandOver, MarkActed, NextStep, RollActivation, StepBack
from morefire_gui.model.battle import Battle
from morefire_gui.rules.explain import NoteStep
from morefire_gui.rules.infantry.suicide_squads import RULE as SUICIDE_RULE
from morefire_gui.rules.words import AND_THEN, QT_TRANSLATE_NOOP, joined, said_error
from morefire_gui.session.edits import Aspect, Change, Edit
from morefire_gui.session.forces import (
    BUILD_FORCES_COMMAND,
    FORCES_PENDING,
    NO_FORCES_YET,
    PLACEMENT_RULE,
    forces_pending,
    placement_pending,
)
from morefire_gui.session.infantry import ASSAULT_STEP, suicide_duties
from morefire_gui.session.island import activation_rolled, island_raid, roll_activation
from morefire_gui.session.names import public_name, side_name
from morefire_gui.session.resolution import SEQUENCE_RULE, Resolution, handles
from morefire_gui.session.sequence_of_play import play_begun, step_words
from morefire_gui.session.turn_advance import advance, back
from morefire_gui.session.turn_state import mark_acted
from morefire_gui.session.visibility import HIDDEN_INFORMATION

if TYPE_CHECKING:
    from morefire_gui.session.performing import Performing

PLAY_WAITS_FOR_PLACEMENT = QT_TRANSLATE_NOOP(
    "Rules",
    "the table is being laid by hand: play cannot begin before placement is complete and the defender has selected "
    "his base edge (Battle > Placement Complete{command}); the forces deploy after that",
).format(command=", morefire placement")


@handles(NextStep)
def _next_step(ctx: Performing, action: NextStep) -> Resolution:
    if ctx.strict and ctx.session.battle.step == ASSAULT_STEP and (duties := suicide_duties(ctx.session)):
        return ctx.refuse(
            QT_TRANSLATE_NOOP("Rules", "{duties}, before {step} ends").format(
                duties=joined(duties, AND_THEN), step=step_words(ctx.session.tables.sequence.place(ASSAULT_STEP))
            ),
            SUICIDE_RULE,
        )
    battle = ctx.session.battle
    if ctx.strict and placement_pending(battle) and play_begun(battle) is None:
        # "the players will alternate placing terrain pieces ... once placement is complete, then the defender selects
        # which boardedge will be his baseline": the set-up's order; a Next now would begin play on a table whose
        # edges, zones and victory point locations are not chosen yet, and no forces could deploy on it after.
        return ctx.refuse(PLAY_WAITS_FOR_PLACEMENT, PLACEMENT_RULE)
    if ctx.strict and play_begun(battle) is None and (waiting := forces_pending(battle)):
        # The forces are bought in the set-up (a purchase once play has begun is refused): a Next now would begin play
        # with a side that has none and can buy none after (docs/rules-notes.md, "Sequence of play — set-up").
        said = (
            NO_FORCES_YET
            if len(waiting) == len(battle.sides)
            else FORCES_PENDING.format(side=side_name(battle, waiting[0]), command=BUILD_FORCES_COMMAND)
        )
        return ctx.refuse(said, "Table VI")
    if ctx.strict and island_raid(battle, ctx.session.tables) and activation_rolled(battle, battle.turn) is None:
        # ISLAND D: "the defender must make an activation roll (d10) each turn"; turn 1's is not made by a Next.
        return ctx.refuse(
            QT_TRANSLATE_NOOP(
                "Rules", "the defender's activation roll for turn {turn} is not rolled yet: it is made each turn, first"
            ).format(turn=battle.turn),
            "ISLAND D",
        )
    result = advance(ctx.session, ctx.dice)
    return ctx.done(result, result.steps, result.edit, log=result.log, text=result.edit.text)


@handles(StepBack)
def _step_back(ctx: Performing, action: StepBack) -> Resolution:
    try:
        edit = back(ctx.session)
    except UsageError as exc:
        return ctx.refuse(said_error(exc), SEQUENCE_RULE)
    return ctx.done(edit, (NoteStep(edit.text, SEQUENCE_RULE),), edit, text=edit.text)


@handles(MarkActed)
def _mark(ctx: Performing, action: MarkActed) -> Resolution:
    session = ctx.session
    step = session.tables.sequence.place(session.battle.step).id
    said = public_name(session, action.actor)
    edit = mark_acted(session.battle, step, [action.actor], action.done, session.tables, said)
    if edit.before == edit.after:
        return ctx.refuse(
            (
                QT_TRANSLATE_NOOP("Rules", "{unit} is already marked in this step")
                if action.done
                else QT_TRANSLATE_NOOP("Rules", "{unit} is not marked in this step")
            ).format(unit=said),
            SEQUENCE_RULE,
        )
    return ctx.done(edit, (NoteStep(edit.text, SEQUENCE_RULE),), edit, text=edit.text)


@handles(RollActivation)
def _activation(ctx: Performing, action: RollActivation) -> Resolution:
    draft = roll_activation(ctx.session, ctx.dice)
    return ctx.done(draft, draft.steps, log=[draft], text=draft.title)


@dataclass(frozen=True)
class SetAtTable(Edit):
    """The side whose player has the table, before and after (None: everyone)."""

    before: str | None
    after: str | None
    text: str = QT_TRANSLATE_NOOP("Rules", "Hand over")

    def apply(self, battle: Battle) -> list[Change]:
        battle.at_table = self.after
        return [Change(Aspect.BATTLE)]

    def revert(self, battle: Battle) -> list[Change]:
        battle.at_table = self.before
        return [Change(Aspect.BATTLE)]


@handles(HandOver)
def _hand_over(ctx: Performing, action: HandOver) -> Resolution:
    battle = ctx.session.battle
    if action.to is not None and battle.side(action.to) is None:
        raise UsageError(
            QT_TRANSLATE_NOOP("Rules", "unknown side {side}; the sides are {sides}").format(
                side=repr(action.to), sides=", ".join(s.id for s in battle.sides)
            )
        )
    if action.to == battle.at_table:
        return ctx.refuse(
            QT_TRANSLATE_NOOP("Rules", "the table is with {side} already").format(
                side=side_name(battle, action.to) if action.to else QT_TRANSLATE_NOOP("Rules", "everyone")
            ),
            SEQUENCE_RULE,
        )
    unknown = [s for s in action.agreed if battle.side(s) is None]
    if unknown:
        raise UsageError(
            f"unknown side {unknown[0]!r} in agreed; the sides are {', '.join(s.id for s in battle.sides)}"
        )
    missing = [s.label for s in battle.sides if s.id not in action.agreed]
    if action.to is None and battle.at_table is not None and missing:
        # The umpire's view shows every side's secrets: once a side has had the table, all its players must agree.
        return ctx.refuse(
            (
                QT_TRANSLATE_NOOP("Rules", "showing everything needs every side's agreement: {sides} has not agreed")
                if len(missing) == 1
                else QT_TRANSLATE_NOOP(
                    "Rules", "showing everything needs every side's agreement: {sides} have not agreed"
                )
            ).format(sides=joined(missing, QT_TRANSLATE_NOOP("Rules", "{first} and {then}"))),
            HIDDEN_INFORMATION,
        )
    side = battle.side(action.to) if action.to is not None else None
    agreed = joined(
        [s.label for s in battle.sides if s.id in action.agreed], QT_TRANSLATE_NOOP("Rules", "{first} and {then}")
    )
    text = (
        QT_TRANSLATE_NOOP("Rules", "Hand over to {side}").format(side=side.label)
        if side is not None
        else QT_TRANSLATE_NOOP("Rules", "Show everything (umpire), agreed by {sides}").format(sides=agreed)
        if battle.at_table is not None
        else QT_TRANSLATE_NOOP("Rules", "Show everything (umpire)")
    )
    edit = SetAtTable(battle.at_table, action.to, text)
    return ctx.done(edit, (NoteStep(text, SEQUENCE_RULE),), edit, text=text)
