"""Whether a battle kept to the sequence of play takes a kind of action now, asked before a player starts one (a menu
entry, a toolbar button, a dock's button, the board's right-click menu), without naming who acts or where.

    not_now(session, PlayKind.BARRAGE)   # None: taken in this step; else why not, and the rule
    # NotNow("calling a barrage by a written request is artillery step C (...); this is movement step 1 (...)",
    #        "Sequence of play")

The answer is the one :meth:`Performing.in_step <morefire_gui.session.performing.Performing.in_step>` gives the action
itself before it names its actors: the same steps, checked by the same :func:`out_of_sequence`. A battle played free
of the sequence takes every kind at any time. Whether a particular unit may act in the step is asked of the action
itself, once the player has said who (the dialog, the phase dock); before that, a dialog lists the units it offers
with :func:`acting_now` (those of the step, each with why it may not act now) and a fire dialog its targets with
:func:`aimed_now`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from morefire_gui.rules.sequence import Actors
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, Message
from morefire_gui.session.aircraft import (
    ARROW_WORDS,
    ARROWS,
    NO_AIRCRAFT,
    RUN_STEPS,
    RUN_WORDS,
    aircraft_in_play,
    no_new_airstrike,
    nothing_to_fly,
)
from morefire_gui.session.at_table import HIDDEN_INFORMATION, acting_refusal, in_hand
from morefire_gui.session.direct_fire import FIRE_STEPS, LOST_SPOTS_STEPS, LOST_SPOTS_WORDS
from morefire_gui.session.fire_orders import ORDERS_STEP
from morefire_gui.session.infantry import ASSAULT_STEP, MELEE_STEP, RECLASSIFY_STEPS, RECLASSIFY_WORDS, STEP_WORDS
from morefire_gui.session.movement import CROSS_COUNTRY, INFANTRY_MOVEMENT, MOUNTING, OFF_THE_ROAD, ROAD
from morefire_gui.session.movement import STEP_WORDS as MOVEMENT_WORDS
from morefire_gui.session.resolution import SEQUENCE_RULE
from morefire_gui.session.sequence_of_play import NotNow, eligible_units, matching_fire_step, not_in_step
from morefire_gui.session.turn_state import AT_VS_TANK, INFANTRY_FIRE, TANK_VS_INFANTRY, TANK_VS_TANK

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession

__all__ = [
    "NotNow",
    "PlayKind",
    "PlayWindow",
    "acting_now",
    "aimed_now",
    "aimed_words",
    "in_its_step",
    "not_now",
    "not_now_acting",
    "window_of",
]


class PlayKind(str, Enum):
    """A kind of action a player starts, that the sequence of play takes in some of its steps only."""

    BARRAGE = "barrage"  # called by a written request in a strict battle (4.11): an artillery order
    BATTERY_SET_UP = "battery_set_up"  # a battery's set-up or breakdown (4.8)
    DIRECT_FIRE = "direct_fire"  # a gun's or vehicle's shot at a unit (2.2-2.6, 3.4)
    SPOTTING = "spotting"  # 2.1
    LOST_SPOTS = "lost_spots"  # 2.1 advanced: the spots whose target is lost behind terrain dropped
    INFANTRY_FIRE = "infantry_fire"  # fire into a target area (3.5)
    MELEE = "melee"  # 3.1
    ASSAULT = "assault"  # 3.2
    SUICIDE_SQUAD = "suicide_squad"  # 3.3
    AIRCRAFT_RUN = "aircraft_run"  # a new airstrike, or an aircraft's run (5.1-5.6)
    NEW_AIRSTRIKE = "new_airstrike"  # a new airstrike only (5.1, Table VII): not the run of an aircraft in play
    AIR_ARROW = "air_arrow"  # turning an aircraft's direction arrow
    MOVE = "move"  # 1.2-1.5
    MOUNT = "mount"  # mounting and dismounting
    GUN_SET_UP = "gun_set_up"  # a gun of no battery set up or broken down (4.8)


@dataclass(frozen=True)
class PlayWindow:
    """The steps the rules give a kind of action, and the action in the rules' words (with the rule that governs it
    where the words do not name it). Out of its steps it is refused citing the sequence of play, as the action is."""

    steps: tuple[str, ...]
    what: Message


_WINDOWS: dict[PlayKind, PlayWindow] = {
    # 4.11: in a strict battle a barrage is called by a written request, an order of artillery step C.
    PlayKind.BARRAGE: PlayWindow((ORDERS_STEP,), QT_TRANSLATE_NOOP("Rules", "calling a barrage by a written request")),
    PlayKind.BATTERY_SET_UP: PlayWindow(
        (ORDERS_STEP,), QT_TRANSLATE_NOOP("Rules", "setting up or breaking down a battery")
    ),
    # A shot at a unit is anti-tank fire, tank vs tank or tank vs infantry (sequence_of_play.matching_fire_step).
    PlayKind.DIRECT_FIRE: PlayWindow(
        (AT_VS_TANK, TANK_VS_TANK, TANK_VS_INFANTRY), QT_TRANSLATE_NOOP("Rules", "direct fire at a unit")
    ),
    PlayKind.SPOTTING: PlayWindow(FIRE_STEPS, QT_TRANSLATE_NOOP("Rules", "spotting (2.1)")),
    PlayKind.LOST_SPOTS: PlayWindow(LOST_SPOTS_STEPS, LOST_SPOTS_WORDS),
    # A vehicle's machine guns into an area fire in step 3, infantry in step 4.
    PlayKind.INFANTRY_FIRE: PlayWindow((TANK_VS_INFANTRY, INFANTRY_FIRE), STEP_WORDS[INFANTRY_FIRE]),
    PlayKind.MELEE: PlayWindow((MELEE_STEP,), STEP_WORDS[MELEE_STEP]),
    PlayKind.ASSAULT: PlayWindow((ASSAULT_STEP,), STEP_WORDS[ASSAULT_STEP]),
    PlayKind.SUICIDE_SQUAD: PlayWindow(RECLASSIFY_STEPS, RECLASSIFY_WORDS),
    # When a run is flown is the sequence of play's (movement steps 3 and 4); rule 5.1 is the aircraft's speed.
    PlayKind.AIRCRAFT_RUN: PlayWindow(RUN_STEPS, RUN_WORDS),
    PlayKind.NEW_AIRSTRIKE: PlayWindow(RUN_STEPS, RUN_WORDS),
    PlayKind.AIR_ARROW: PlayWindow((ARROWS,), ARROW_WORDS),
    # A vehicle's move on the road, its move off it, infantry's and guns' moves on foot (movement.move_step).
    PlayKind.MOVE: PlayWindow((ROAD, CROSS_COUNTRY, INFANTRY_MOVEMENT), QT_TRANSLATE_NOOP("Rules", "moving a unit")),
    PlayKind.MOUNT: PlayWindow((MOUNTING,), MOVEMENT_WORDS[MOUNTING]),
    PlayKind.GUN_SET_UP: PlayWindow(
        (INFANTRY_MOVEMENT,), QT_TRANSLATE_NOOP("Rules", "setting up or breaking down a gun")
    ),
}


def window_of(kind: PlayKind) -> PlayWindow:
    """The steps a kind of action is taken in, and its words."""
    return _WINDOWS[kind]


def not_now(session: BattleSession, kind: PlayKind) -> NotNow | None:
    """Why the battle would refuse an action of ``kind`` in its current step, whoever took it; None when it would take
    one (a battle played free of the sequence takes every kind at any time)."""
    if not session.battle.strict:
        return None
    window = _WINDOWS[kind]
    # the refusal the action itself gets out of its step (Performing.in_step), citing the same rule
    refusal = not_in_step(session, list(window.steps), [], window.what)
    return refusal if refusal is not None else _nothing_to_act_with(session, kind)


def _nothing_to_act_with(session: BattleSession, kind: PlayKind) -> NotNow | None:
    """In a step of the kind, why the side at the table (either side, but in the hot seat) has nothing to take it
    with: no run left to fly and no airstrike its forces have (Table VII), no aircraft whose arrow to turn, no vehicle
    on a road in road movement (1.3). The action itself is refused for the same reason."""
    battle = session.battle
    if kind is PlayKind.AIRCRAFT_RUN and (why := nothing_to_fly(session, battle.at_table)) is not None:
        return NotNow(why, "Table VII")
    if kind is PlayKind.NEW_AIRSTRIKE and (why := no_new_airstrike(session, battle.at_table)) is not None:
        return NotNow(why, "Table VII")  # an aircraft in play may still have its run to fly
    if kind is PlayKind.AIR_ARROW and not any(
        battle.at_table is None or a.side == battle.at_table for a in aircraft_in_play(battle)
    ):
        return NotNow(NO_AIRCRAFT, SEQUENCE_RULE)  # the arrow is turned in its step, as TurnArrow is refused
    if (
        kind is PlayKind.MOVE
        and session.tables.sequence.place(battle.step).id == ROAD
        and not any(battle.at_table is None or a.side == battle.at_table for a in eligible_units(session))
    ):
        # no vehicle of the side stands on a road: every move is refused here for its step, as the move itself is
        return NotNow(OFF_THE_ROAD, SEQUENCE_RULE)
    return None


def not_now_acting(session: BattleSession, actor: str) -> NotNow | None:
    """Why the battle would refuse ``actor`` (a unit or battery) acting in its current step, whatever it acts with
    there (the Phase dock's Act, a double-click on who may act): it has acted in the step this turn, it cannot act in
    it (suppressed, immobilized, a weapon system that moved), or it does not act in it; None when it may, and always in
    a battle played free of the sequence. The refusal is :func:`out_of_sequence`'s, the one the action itself gets.

    In artillery steps A and B no one acts by hand: the missions land by themselves as the battle enters A, and Act
    shows a battery's landing again, which changes nothing and is never refused (docs/rules-notes.md, "Sequence of
    play — acting with a unit from the Phase dock").

    While a side has the table, another side's unit or battery is refused in any battle, strict or free, in the words
    of the session's one check of a side's hand (session/at_table.py)."""
    if (theirs := acting_refusal(session, actor)) is not None:
        return NotNow(theirs, HIDDEN_INFORMATION)
    if not session.battle.strict:
        return None
    here = session.tables.sequence.place(session.battle.step)
    if here.step.actors is Actors.MISSIONS_LANDING:
        return None
    return not_in_step(session, [here.id], [actor])


def in_its_step(session: BattleSession, kind: PlayKind) -> bool:
    """Whether the battle keeps to the sequence of play and is in a step that takes ``kind``: where a dialog offers
    only the units of the step (:func:`acting_now`)."""
    return session.battle.strict and not_now(session, kind) is None


def acting_now(session: BattleSession, kind: PlayKind, actors: Iterable[str]) -> dict[str, NotNow | None]:
    """Which of ``actors`` a dialog offers for an action of ``kind`` now, each with why it may not act (None: it may),
    in the order given. In a battle kept to the sequence, in a step that takes the kind: the actors of the step only,
    one that has acted in it or cannot act in it (suppressed, a weapon system that moved) with the refusal the action
    itself gets (:func:`not_now_acting`); a unit of another step (a tank in infantry fire's step 4) is left out.
    Anywhere else every actor, none refused here: a battle played free of the sequence takes any of them, and out of
    the kind's steps the action's own refusal says the step it belongs to (docs/rules-notes.md, "Sequence of play —
    the firers a fire dialog offers"). While a side has the table, another side's units are never offered: a side acts
    only with its own (session/at_table.py)."""
    ids = [a for a in actors if in_hand(session, a)]
    if not in_its_step(session, kind):
        return dict.fromkeys(ids)
    here = {a.id for a in eligible_units(session, public=True)}
    return {a: not_now_acting(session, a) for a in ids if a in here}


def aimed_now(session: BattleSession, firer: str, targets: Iterable[str]) -> list[str]:
    """Of ``targets``, those a direct fire dialog offers ``firer`` to fire at now, in the order given: in a battle
    kept to the sequence, in a step of direct fire, those whose shot belongs to this step (:func:`matching_fire_step
    <morefire_gui.session.sequence_of_play.matching_fire_step>`, the step the shot itself is checked against: a tank
    at a vehicle in step 2, at a gun in step 3); anywhere else every one."""
    ids = list(targets)
    if not in_its_step(session, PlayKind.DIRECT_FIRE) or session.battle.unit(firer) is None:
        return ids
    here = session.tables.sequence.place(session.battle.step).id
    return [t for t in ids if matching_fire_step(session, firer, t) == here]


# What a shot of each step of direct fire is aimed at (matching_fire_step): an anti-tank gun's or squad weapon's at a
# vehicle or gun in step 1, a vehicle's at a vehicle in step 2 and at a gun in step 3.
_AIMED_WORDS: dict[str, Message] = {
    AT_VS_TANK: QT_TRANSLATE_NOOP("Rules", "an enemy vehicle or gun"),
    TANK_VS_TANK: QT_TRANSLATE_NOOP("Rules", "an enemy vehicle"),
    TANK_VS_INFANTRY: QT_TRANSLATE_NOOP("Rules", "an enemy gun"),
}


def aimed_words(session: BattleSession) -> Message:
    """What a direct fire dialog offers to fire at now, in words: in a battle kept to the sequence, in a step of direct
    fire, the targets of that step's shots (those :func:`aimed_now` keeps: "an enemy vehicle" in step 2, "an enemy
    gun" in step 3); anywhere else any enemy vehicle or gun."""
    if not in_its_step(session, PlayKind.DIRECT_FIRE):
        return _AIMED_WORDS[AT_VS_TANK]
    here = session.tables.sequence.place(session.battle.step).id
    return _AIMED_WORDS.get(here, _AIMED_WORDS[AT_VS_TANK])
