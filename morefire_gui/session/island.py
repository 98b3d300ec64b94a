"""The ISLAND special of the scenario system: the turns its waves land (ISLAND A), the naval bombardment's salvoes a
turn (ISLAND C) and the defender's activation roll in a raid (ISLAND D)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError
from morefire_gui.model.artillery import BatteryDefinition, BatteryKind
from morefire_gui.model.battle import Battle
from morefire_gui.model.log import LogEntry
from morefire_gui.model.scenario import invasion_attacker, island_invasion
from morefire_gui.rules.dice import Dice
from morefire_gui.rules.tables import RuleTables
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.resolution import LogDraft

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession

# The log's phase of what happens before the movement phase: no step of the sequence, said as a phase is.
START_OF_TURN = QT_TRANSLATE_NOOP("Rules", "start of turn")

__all__ = [
    "START_OF_TURN",
    "activation_draft",
    "activation_rolled",
    "island_raid",
    "island_waves",
    "naval_salvoes",
    "ordinal",
    "roll_activation",
    "salvo_choice_refusal",
    "salvo_refusal",
    "salvoes_fired",
]


def island_waves(battle: Battle, tables: RuleTables) -> tuple[int, ...]:
    """ISLAND A: the turns the attacker's waves land (1, 7 and 12), when the battle is an island invasion: made by the
    scenario system's ISLAND special, or a battle of the island terrain type with no briefing. Tarawa is not one."""
    if not island_invasion(getattr(battle, "briefing", None), battle.settings.terrain_type):
        return ()
    scenario = getattr(tables, "scenario", None)
    turns = getattr(getattr(getattr(scenario, "specials", None), "island", None), "wave_turns", None)
    return tuple(turns) if turns else (1, 7, 12)


def naval_salvoes(battle: Battle, tables: RuleTables, battery: BatteryDefinition) -> int | None:
    """ISLAND C: "Naval Bombardment of 2 salvoes per turn": the barrages the naval battery of an island invasion fires
    in a turn at most (a salvo is one barrage, 4.3-4.6); None for any other battery or battle, which fires one a turn
    (docs/rules-notes.md, "ISLAND C — two salvoes a turn")."""
    if battery.kind is not BatteryKind.NAVAL or not island_waves(battle, tables):
        return None
    island = getattr(getattr(getattr(tables, "scenario", None), "specials", None), "island", None)
    salvoes = getattr(island, "salvoes_per_turn", None)
    return int(salvoes) if salvoes is not None else 2


def salvoes_fired(battle: Battle, battery_id: str) -> int:
    """The barrages ``battery_id`` has fired this turn, by the battle's log: an entry that rolled dice stands though
    its effects were undone (docs/rules-notes.md, "Sequence of play — a roll stands")."""
    return sum(
        1 for e in battle.log if e.kind == "barrage" and e.turn == battle.turn and battery_id in e.actors and e.rolls()
    )


def salvo_refusal(battle: Battle, tables: RuleTables, battery: BatteryDefinition) -> str | None:
    """Why the island invasion's naval battery fires no more salvoes this turn (ISLAND C), or None."""
    salvoes = naval_salvoes(battle, tables, battery)
    if salvoes is None or salvoes_fired(battle, battery.id) < salvoes:
        return None
    return QT_TRANSLATE_NOOP(
        "Rules",
        "{battery} has fired its {n} salvoes this turn: the naval bombardment of an island invasion is {n} salvoes per "
        "turn",
    ).format(battery=battery.label, n=salvoes)


def salvo_choice_refusal(
    battle: Battle, tables: RuleTables, battery: BatteryDefinition, salvoes: int | None
) -> str | None:
    """Why a mission of ``battery`` cannot fire ``salvoes`` in the turn it lands (None: it can, or none was chosen):
    ISLAND C's "2 salvoes per turn" is the most the naval bombardment of an island invasion fires; any other battery
    fires one barrage a turn."""
    most = naval_salvoes(battle, tables, battery)
    if salvoes is None or salvoes <= (most or 1):
        return None
    if most is None:
        return QT_TRANSLATE_NOOP(
            "Rules",
            "{battery} fires one salvo a turn: only the naval bombardment of an island invasion fires more (up to 2 "
            "salvoes per turn)",
        ).format(battery=battery.label)
    return QT_TRANSLATE_NOOP(
        "Rules",
        "{battery} fires at most {n} salvoes a turn: the naval bombardment of an island invasion is {n} salvoes per "
        "turn",
    ).format(battery=battery.label, n=most)


def _attacker(battle: Battle) -> str | None:
    return invasion_attacker(getattr(battle, "mission", None), getattr(battle, "briefing", None))


def _defender(battle: Battle) -> str | None:
    mission = getattr(battle, "mission", None)
    if mission is not None and getattr(mission, "defender", None):
        return str(mission.defender)
    attacker = _attacker(battle)
    others = [s.id for s in battle.sides if s.id != attacker]
    return others[0] if attacker is not None and len(others) == 1 else None


def island_raid(battle: Battle, tables: RuleTables) -> bool:
    """ISLAND D: "If Naval Bombardment is not used, (a Raid) then the defender must make an activation roll (d10)
    each turn." Reading: naval bombardment is used when the attacker (or, not knowing the attacker, any side) has a
    naval battery."""
    if not island_waves(battle, tables):
        return False
    attacker = _attacker(battle)
    return not any(b.kind is BatteryKind.NAVAL and (attacker is None or b.side == attacker) for b in battle.batteries)


def activation_rolled(battle: Battle, turn: int) -> LogEntry | None:
    return next((e for e in reversed(battle.log) if e.kind == "island_activation" and e.turn == turn), None)


def ordinal(n: int) -> str:
    return {
        1: QT_TRANSLATE_NOOP("Rules", "first"),
        2: QT_TRANSLATE_NOOP("Rules", "second"),
        3: QT_TRANSLATE_NOOP("Rules", "third"),
    }.get(n, QT_TRANSLATE_NOOP("Rules", "{n}th").format(n=n))


def roll_activation(session: BattleSession, dice: Dice, turn: int | None = None) -> LogDraft:
    """ISLAND D: the defender's activation roll for a turn (this one by default), as its log entry (kind
    ``island_activation``). Raises :class:`UsageError` in a battle that has no such roll."""
    battle = session.battle
    turn = battle.turn if turn is None else turn
    if not island_raid(battle, session.tables):
        raise UsageError(
            QT_TRANSLATE_NOOP(
                "Rules", "the activation roll is the ISLAND special's, when naval bombardment is not used (a raid)"
            )
        )
    return activation_draft(session, dice, turn)


def activation_draft(session: BattleSession, dice: Dice, turn: int) -> LogDraft:
    from morefire_gui.rules.scenario.specials import island_activation

    result = island_activation(turn, dice)
    return LogDraft(
        "island_activation",
        QT_TRANSLATE_NOOP("Rules", "Activation roll, turn {turn}").format(turn=turn),
        QT_TRANSLATE_NOOP("Rules", "{percent}% of the defender's original total").format(percent=result.percent),
        result.steps,
        turn,
        START_OF_TURN,
        _defender(session.battle),
    )
