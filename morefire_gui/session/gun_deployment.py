"""4.8 in an advanced game for a gun that is none of a battery's guns (an anti-tank gun, an infantry gun, a mortar of
its own): its set-up state, what the state forbids (a move, a shot) and the turns the turn advance spends
(docs/rules-notes.md, "4.8 A gun of no battery"). A battery's guns follow their battery (session/artillery/); the
actions that begin a set-up or a breakdown are in session/gun_set_up.py."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from morefire_gui.model.artillery import lone_gun
from morefire_gui.model.battle import Unit
from morefire_gui.rules.artillery.batteries import Deployment, advance_turn
from morefire_gui.rules.artillery.terms import DeploymentState, GunType
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.names import public_unit_name, unit_name

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession

__all__ = ["LoneGun", "deployment_words", "gun_fire_refusal", "gun_move_refusal", "lone_gun_state", "spend_gun_turns"]

BUSY = (DeploymentState.SETTING_UP, DeploymentState.BREAKING_DOWN)


@dataclass(frozen=True)
class LoneGun:
    """A gun of no battery, in an advanced game: its deployment and its row of 4.8 (calibre and gun type)."""

    deployment: Deployment
    calibre_mm: float
    gun_type: GunType


def lone_gun_state(session: BattleSession, unit: Unit) -> LoneGun | None:
    """The unit's 4.8 state where it sets up on its own: a gun of the catalogue, none of a battery's guns, in a game
    played with the advanced rules (4.8 is one of them); a unit with no ``deployment`` key is deployed. None for any
    other unit."""
    battle = session.battle
    if not battle.settings.advanced:
        return None
    if battle.gun_battery(unit.id) is not None:
        return None
    entry = session.catalogue.get(unit.type)
    row = lone_gun(entry) if entry is not None else None
    if row is None:
        return None
    deployment = Deployment(unit.deployment or DeploymentState.DEPLOYED, unit.turns_remaining or 0)
    return LoneGun(deployment, row[0], row[1])


def deployment_words(deployment: Deployment) -> str:
    """A gun's set-up state as the player reads it: "deployed", "breaking down, 2 turns left"."""
    n = deployment.turns_remaining
    if n == 1:
        return QT_TRANSLATE_NOOP("Rules", "{state}, one turn left").format(state=deployment.state.words)
    if n:
        return QT_TRANSLATE_NOOP("Rules", "{state}, {n} turns left").format(state=deployment.state.words, n=n)
    return deployment.state.words


def gun_move_refusal(session: BattleSession, unit: Unit) -> tuple[str, str] | None:
    """Why a gun of no battery may not move (it is not in transit), and the rule; None where it may."""
    gun = lone_gun_state(session, unit)
    if gun is None or gun.deployment.can_move:
        return None
    return (
        QT_TRANSLATE_NOOP("Rules", "it is {state}: a gun moves only in transit, once broken down (4.8)").format(
            state=gun.deployment.state.words
        ),
        "4.8",
    )


def gun_fire_refusal(session: BattleSession, unit: Unit) -> str | None:
    """Why a gun of no battery may not fire (it is not deployed); None where it may."""
    gun = lone_gun_state(session, unit)
    if gun is None or gun.deployment.can_fire:
        return None
    return QT_TRANSLATE_NOOP("Rules", "{unit} is {state}: a gun fires only deployed, once set up (4.8)").format(
        unit=public_unit_name(session, unit.id), state=gun.deployment.state.words
    )


def spend_gun_turns(session: BattleSession, turn: int) -> tuple[list[Unit], list[Unit], dict[str, list[Step]]]:
    """The end of ``turn``: a turn of each gun's set-up or breakdown is spent. The guns before and after, and each
    side's own notes (a side's guns are its own business, as its batteries are)."""
    before: list[Unit] = []
    after: list[Unit] = []
    notes: dict[str, list[Step]] = {}
    for unit in session.battle.units:
        if unit.deployment not in BUSY:
            continue
        gun = lone_gun_state(session, unit)
        if gun is None:
            continue
        new = advance_turn(gun.deployment)
        before.append(unit)
        after.append(unit.model_copy(update={"deployment": new.state, "turns_remaining": new.turns_remaining or None}))
        name = unit_name(session, unit.id)
        if new.state is DeploymentState.DEPLOYED:
            text = QT_TRANSLATE_NOOP("Rules", "end of turn {turn}: {unit} is deployed").format(turn=turn, unit=name)
        elif new.state is DeploymentState.IN_TRANSIT:
            text = QT_TRANSLATE_NOOP("Rules", "end of turn {turn}: {unit} is in transit").format(turn=turn, unit=name)
        else:
            text = QT_TRANSLATE_NOOP("Rules", "end of turn {turn}: {unit} is {state}").format(
                turn=turn, unit=name, state=deployment_words(new)
            )
        notes.setdefault(unit.side, []).append(NoteStep(text, "4.8"))
    return before, after, notes
