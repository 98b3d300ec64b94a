"""What an action may say about the battle it is taken in: whether the target fired this turn (2.1), whether the
advanced rules or the campaign damage table are played (2.6), the turn a result is dated by, whether a tank's fire at
the infantry assaulting it was resolved already (3.2). Players at a real table say these themselves, and a battle
played free takes the action's word for them. A strict battle holds them itself (its marks and its log, its
settings, its turn): an action that says otherwise is refused with what the battle holds, and one that says what the
battle holds, or nothing, goes ahead (docs/rules-notes.md, "Sequence of play — what an action may say").

    refusal = ctx.claims(advanced(battle, action.advanced), target_fired(battle, action.target, action.target_fired))
"""

from __future__ import annotations

from dataclasses import dataclass

from morefire_gui.ids import UnitId
from morefire_gui.model.battle import Battle
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.log_index import log_index
from morefire_gui.session.resolution import SEQUENCE_RULE

__all__ = [
    "Claim",
    "advanced",
    "campaign",
    "defensive_fire",
    "fired_at_this_turn",
    "target_fired",
    "target_fired_this_turn",
    "turn",
    "unheld",
]

_FREE = QT_TRANSLATE_NOOP(
    "Rules", "switch the battle to free play (Rules → Keep to the Sequence of Play) to say otherwise"
)


@dataclass(frozen=True)
class Claim:
    """One fact an action says (``claimed``; None: it says nothing and the battle's is used) beside the battle's
    (``held``); ``refusal`` says why a strict battle does not take the action's word, ``rule`` the rule it is for."""

    name: str
    claimed: object
    held: object
    refusal: str
    rule: str

    @property
    def holds(self) -> bool:
        return self.claimed is None or self.claimed == self.held


def unheld(claims: tuple[Claim, ...] | list[Claim]) -> Claim | None:
    """The first claim the battle does not hold, or None."""
    return next((c for c in claims if not c.holds), None)


def target_fired_this_turn(battle: Battle, unit_id: UnitId) -> bool:
    """2.1 "A vehicle that fires": the unit is marked as having acted in a fire step of this turn, or the battle log
    has its direct fire this turn."""
    acted = getattr(battle, "acted", None) or {}
    if any(str(step).startswith("fire.") and unit_id in ids for step, ids in dict(acted).items()):
        return True
    turn_ = getattr(battle, "turn", None)
    if not isinstance(turn_, int):
        return False
    # The first actor of a fire entry this turn, or the unit an entry written before the log's titles named units
    # names first ("ge7 fires at su7"): kept by turn as the log grows (session/log_index.py).
    fired = log_index(battle).fired.get(turn_)
    return fired is not None and unit_id in fired


def fired_at_this_turn(battle: Battle, firer: str, target: str) -> bool:
    """The battle log has ``firer``'s fire this turn with ``target`` among the units it fired on (direct fire, or
    infantry fire into an area ``target`` stood in)."""
    fired_at = log_index(battle).fired_at.get(battle.turn)
    return fired_at is not None and (firer, target) in fired_at


def target_fired(battle: Battle, target: str, claimed: bool | None, said: str = "") -> Claim:
    """``said``: the target as a person reads it (session/names.py); its id where not given."""
    held = target_fired_this_turn(battle, target)
    return Claim(
        "target_fired",
        claimed,
        held,
        (
            QT_TRANSLATE_NOOP(
                "Rules",
                "{target} has fired this turn, by the battle's fire marks and log; a strict battle reads whether a "
                "target fired (2.1's automatic spot of a vehicle that fires) from the battle: {free}",
            )
            if held
            else QT_TRANSLATE_NOOP(
                "Rules",
                "{target} has not fired this turn, by the battle's fire marks and log; a strict battle reads whether a "
                "target fired (2.1's automatic spot of a vehicle that fires) from the battle: {free}",
            )
        ).format(target=said or target, free=_FREE),
        "2.1",
    )


def advanced(battle: Battle, claimed: bool | None) -> Claim:
    held = battle.settings.advanced
    return Claim(
        "advanced",
        claimed,
        held,
        (
            QT_TRANSLATE_NOOP(
                "Rules",
                "this battle is played by the advanced rules (its settings); a strict battle plays every action by its "
                "settings: change them (Rules → Advanced Game), or {free}",
            )
            if held
            else QT_TRANSLATE_NOOP(
                "Rules",
                "this battle is played by the basic rules (its settings); a strict battle plays every action by its "
                "settings: change them (Rules → Advanced Game), or {free}",
            )
        ).format(free=_FREE),
        SEQUENCE_RULE,
    )


def campaign(battle: Battle, claimed: bool | None) -> Claim:
    held = battle.settings.campaign
    return Claim(
        "campaign",
        claimed,
        held,
        (
            QT_TRANSLATE_NOOP(
                "Rules",
                "this battle is a battle of a campaign (its settings); a strict battle reads the campaign damage table "
                "by its settings: change them (Rules → Campaign Battle), or {free}",
            )
            if held
            else QT_TRANSLATE_NOOP(
                "Rules",
                "this battle is not a battle of a campaign (its settings); a strict battle reads the campaign damage "
                "table by its settings: change them (Rules → Campaign Battle), or {free}",
            )
        ).format(free=_FREE),
        "2.6",
    )


def turn(battle: Battle, claimed: int | None) -> Claim:
    return Claim(
        "turn",
        claimed,
        battle.turn,
        QT_TRANSLATE_NOOP(
            "Rules", "the battle is in turn {turn}; a strict battle dates what an action does by its own turn: {free}"
        ).format(turn=str(battle.turn), free=_FREE),
        SEQUENCE_RULE,
    )


def defensive_fire(
    battle: Battle, target: str, infantry: str, claimed: bool, said: tuple[str, str] = ("", "")
) -> Claim:
    """3.2 step 1: an assault that says the tank's fire at the assaulting unit was resolved already (``claimed``
    False) claims the tank fired at it this turn; the battle holds that its fire is still to come unless its log has
    that fire. ``said``: the target and the infantry as a person reads them; their ids where not given."""
    due = not fired_at_this_turn(battle, target, infantry)
    return Claim(
        "defensive_fire",
        None if claimed else False,
        due,
        QT_TRANSLATE_NOOP(
            "Rules",
            "{target} has not fired at {infantry} this turn, by the battle's log: the assault begins with its fire "
            "(3.2, step 1); {free}",
        ).format(target=said[0] or target, infantry=said[1] or infantry, free=_FREE),
        "3.2",
    )
