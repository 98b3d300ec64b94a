"""A fire mission landing at artillery step A of its impact turn (the turn advance calls :func:`land_mission`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError
from morefire_gui.model.artillery import FireMissionRecord
from morefire_gui.rules.dice import Dice, DieRoll
from morefire_gui.rules.explain import NoteStep
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, said_error
from morefire_gui.session.artillery.batteries import battery_deployment
from morefire_gui.session.artillery.firing import BarrageOutcome, fire_barrage
from morefire_gui.session.artillery.plan import mission_request, plan_barrage
from morefire_gui.session.artillery.result import barrage_edit_with_reveals, barrage_log
from morefire_gui.session.edits import Compound, Edit
from morefire_gui.session.resolution import LogDraft

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession


# -- a fire mission landing (artillery step A of its impact turn) --------------------------------------------------------

IMPACT_STEP, DAMAGE_STEP = "artillery.impact", "artillery.damage"


@dataclass(frozen=True)
class Landing:
    """A battery's fire mission due this turn, at artillery step A: its barrage (``outcome``; None when it did not
    fire, and ``reason`` says why, with its ``rule``), the edit of its effects (not applied), its log entries (its
    side's own, then the landing every side sees) and the dice it rolled, in order."""

    battery: str
    side: str
    mission: FireMissionRecord
    outcome: BarrageOutcome | None
    reason: str
    rule: str
    edit: Edit
    log: tuple[LogDraft, ...]
    rolls: tuple[DieRoll, ...]

    @property
    def fired(self) -> bool:
        return self.outcome is not None and self.outcome.fired


def land_mission(session: BattleSession, mission: FireMissionRecord, dice: Dice) -> Landing:
    """A fire mission lands (artillery steps A and B of its impact turn): the barrage as the written order left it,
    observed or not as the line of sight decides at this moment (4.3), rolled with ``dice``. A battery that is not
    deployed now, has no guns left, or cannot reach the aim, does not fire: its side is told, in its own entry."""
    battle = session.battle
    turn = battle.turn
    battery = battle.battery(mission.battery)
    if battery is None:
        raise UsageError(f"the fire mission of {mission.battery!r} names no battery of the battle")
    first = len(dice.history)

    def not_fired(reason: str, rule: str) -> Landing:
        text = QT_TRANSLATE_NOOP("Rules", "{battery}'s mission due in turn {turn} does not fire: {reason}").format(
            battery=battery.label, turn=turn, reason=reason
        )
        draft = LogDraft(
            "barrage",
            QT_TRANSLATE_NOOP("Rules", "{battery}: no barrage").format(battery=battery.label),
            text,
            (NoteStep(text, rule),),
            turn,
            IMPACT_STEP,
            battery.side,
            secret=True,
            actors=(battery.id,),
        )
        return Landing(battery.id, battery.side, mission, None, text, rule, Compound((), text), (draft,), ())

    deployment = battery_deployment(battery)
    if not deployment.can_fire:
        return not_fired(
            QT_TRANSLATE_NOOP("Rules", "{battery} is {state}: a battery must be deployed in order to fire").format(
                battery=battery.label, state=deployment.state.words
            ),
            "4.11",
        )
    try:
        plan = plan_barrage(session, mission_request(battle, battery.id))
    except UsageError as exc:  # its guns are gone, its registration point removed, its aim off the table
        return not_fired(said_error(exc), "4.11")
    if not plan.can_fire:
        return not_fired(plan.why_not, plan.why_not_rule)
    outcome = fire_barrage(session, plan, dice)
    edit = barrage_edit_with_reveals(battle, outcome)
    return Landing(
        battery.id,
        battery.side,
        mission,
        outcome,
        "",
        "",
        edit,
        barrage_log(outcome, turn, IMPACT_STEP),
        tuple(dice.history[first:]),
    )
