"""The battlefield conditions in play, turn by turn: the start of a turn (statuses that lift, moves that are
forgotten), MUD's maintenance rolls, TUNDRA's ice, and a recovery vehicle freeing a broken-down vehicle. Each
returns its result and one edit (not applied).

    start = start_turn(session, 11)                 # suppression recovered, breakdowns over, last turn's moves
    session.apply(start.edit)
    mud = maintenance_rolls(session, 20, dice)      # MUD: every vehicle on turns 10, 20, 30 ...
    session.apply(mud.edit)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError
from morefire_gui.geometry.infantry import unit_distance
from morefire_gui.geometry.paths import water_pieces
from morefire_gui.model.battle import Unit
from morefire_gui.model.terms import Status
from morefire_gui.rules.catalogue.entries import UnitKind
from morefire_gui.rules.dice import Dice
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.infantry.suppression import lifted
from morefire_gui.rules.scenario.weather import Breakdown, IceRoll, is_maintenance_turn, mud_maintenance, roll_ice
from morefire_gui.rules.words import AND_THEN, QT_TRANSLATE_NOOP, joined
from morefire_gui.session.edits import Compound, Edit, ReplaceTerrain, ReplaceUnits
from morefire_gui.session.names import piece_words, public_unit_names, unit_names
from morefire_gui.session.unit_facts import alive, conditions_of, entry_of, is_recovery, unit_of

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession

__all__ = [
    "IceResult",
    "MaintenanceResult",
    "RecoveryResult",
    "TurnStart",
    "ice_rolls",
    "ice_summary",
    "maintenance_rolls",
    "recovery_arrived",
    "start_turn",
]


def _replace(before: list[Unit], after: list[Unit], text: str) -> Edit:
    return Compound((ReplaceUnits(tuple(before), tuple(after), text),) if after else (), text)


@dataclass(frozen=True)
class TurnStart:
    """The start of ``turn``: the statuses that lift by themselves (``status_until`` reached: suppression recovered,
    3.5; a breakdown over, MUD and MOUNTAINS), and the units whose last move is forgotten (``moved`` cleared)."""

    turn: int
    lifted: tuple[tuple[str, Status], ...]
    moves_cleared: tuple[str, ...]
    edit: Edit
    steps: tuple[Step, ...]


def start_turn(session: BattleSession, turn: int, clear_moves: bool = True) -> TurnStart:
    """Begin ``turn``: lift every status whose ``status_until`` has come, and (``clear_moves``) forget every unit's
    movement code of the last turn, since ``moved`` is what a unit did this turn."""
    if turn < 1:
        raise UsageError(f"turns are counted from 1 (not {turn})")
    before, after, gone, cleared = [], [], [], []
    steps: list[Step] = []
    lifting = [u.id for u in session.battle.units if any(lifted(until, turn) for until in u.status_until.values())]
    said = public_unit_names(session, lifting)  # the turn's entry is every side's
    for unit in session.battle.units:
        new = unit
        for status, until in unit.status_until.items():
            if lifted(until, turn):
                new = new.with_status(status, False)
                gone.append((unit.id, status))
                rule = "3.5" if status is Status.SUPPRESSED else "MUD/MOUNTAINS"
                what = (
                    QT_TRANSLATE_NOOP("Rules", "turn {turn}: {unit} recovers from suppression")
                    if status is Status.SUPPRESSED
                    else QT_TRANSLATE_NOOP("Rules", "turn {turn}: {unit} is no longer {status}")
                )
                steps.append(NoteStep(what.format(turn=turn, unit=said[unit.id], status=status.value), rule))
        if clear_moves and new.moved is not None:
            new = new.model_copy(update={"moved": None})
            cleared.append(unit.id)
        if new != unit:
            before.append(unit)
            after.append(new)
    return TurnStart(
        turn,
        tuple(gone),
        tuple(cleared),
        _replace(before, after, QT_TRANSLATE_NOOP("Rules", "Start of turn {turn}").format(turn=turn)),
        tuple(steps),
    )


@dataclass(frozen=True)
class MaintenanceResult:
    """MUD's maintenance rolls of one turn (none on other turns, or when the battle is not in mud)."""

    turn: int
    rolls: tuple[Breakdown, ...]
    edit: Edit
    steps: tuple[Step, ...]


_MAINTENANCE = QT_TRANSLATE_NOOP("Rules", "Maintenance")


def maintenance_rolls(session: BattleSession, turn: int, dice: Dice) -> MaintenanceResult:
    """MUD: on every tenth turn each vehicle (not destroyed) rolls 2d6; a 2 or a 12 leaves it stuck for a second
    2d6 of turns (``status_until``: the turn it moves again). In the battle file's order."""
    battle = session.battle
    conditions = conditions_of(battle)
    if not conditions.mud:
        return MaintenanceResult(
            turn,
            (),
            Compound((), _MAINTENANCE),
            (NoteStep(QT_TRANSLATE_NOOP("Rules", "the battle is not in mud: no maintenance rolls"), "MUD"),),
        )
    if not is_maintenance_turn(turn, session.tables.conditions):
        every = session.tables.conditions.mud.maintenance_every
        return MaintenanceResult(
            turn,
            (),
            Compound((), _MAINTENANCE),
            (
                NoteStep(
                    QT_TRANSLATE_NOOP(
                        "Rules", "turn {turn}: maintenance rolls are made on every {every}th turn"
                    ).format(turn=turn, every=every),
                    "MUD",
                ),
            ),
        )
    rolls, before, after = [], [], []
    steps: list[Step] = []
    # Each roll by the vehicle's own name: a hidden position's rolls are logged in its side's own entry only, and a
    # unit every side sees is named alike in every view (session/turn_advance.py).
    said = unit_names(session, [u.id for u in battle.units])
    for unit in battle.units:
        entry = session.catalogue.get(unit.type)
        if entry is None or entry.kind is not UnitKind.VEHICLE or not alive(unit):
            continue
        result = mud_maintenance(unit.id, dice, session.tables.conditions, said[unit.id])
        rolls.append(result)
        steps += result.steps
        if result.immobilized:
            freed = result.freed_on(turn)
            new = unit.with_status(Status.IMMOBILIZED)
            if freed is not None and (not unit.has(Status.IMMOBILIZED) or Status.IMMOBILIZED in unit.status_until):
                until = max(freed, unit.status_until.get(Status.IMMOBILIZED, freed))
                new = new.model_copy(update={"status_until": {**new.status_until, Status.IMMOBILIZED: until}})
            if new != unit:
                before.append(unit)
                after.append(new)
    return MaintenanceResult(
        turn,
        tuple(rolls),
        _replace(before, after, QT_TRANSLATE_NOOP("Rules", "Maintenance rolls, turn {turn}").format(turn=turn)),
        tuple(steps),
    )


@dataclass(frozen=True)
class IceResult:
    rolls: tuple[IceRoll, ...]
    edit: Edit
    steps: tuple[Step, ...]
    names: tuple[tuple[str, str], ...] = ()  # each body of water as a person reads it ("Psel brook (stream)")


def ice_summary(result: IceResult) -> str:
    """The rolls in a line: each body of water, its face and whether its ice holds vehicles."""
    if not result.rolls:
        return QT_TRANSLATE_NOOP("Rules", "no water to roll for")
    return joined(
        (
            (
                QT_TRANSLATE_NOOP("Rules", "{piece}: rolled {face}, the ice holds")
                if r.holds
                else QT_TRANSLATE_NOOP("Rules", "{piece}: rolled {face}, the ice does not hold")
            ).format(piece=dict(result.names).get(r.piece_id, r.piece_id), face=r.face)
            for r in result.rolls
        ),
        AND_THEN,
    )


def ice_rolls(session: BattleSession, dice: Dice, again: bool = False) -> IceResult:
    """TUNDRA: a d6 for each body of water (water, stream and river pieces) whose ice has not been rolled for (or,
    with ``again``, every one); 1-2: vehicles can cross it. The result is kept as the piece's ``ice_holds``."""
    pieces = [p for p in water_pieces(session.battle) if again or p.ice_holds is None]
    said = {p.id: piece_words(p) for p in pieces}
    rolls = roll_ice([p.id for p in pieces], dice, session.tables.conditions, said)
    before, after = [], []
    steps: list[Step] = []
    for piece, roll in zip(pieces, rolls):
        steps += roll.steps
        new = piece.model_copy(update={"ice_holds": roll.holds})
        if new != piece:
            before.append(piece)
            after.append(new)
    text = QT_TRANSLATE_NOOP("Rules", "Ice rolls")
    edit = Compound((ReplaceTerrain(tuple(before), tuple(after), text),) if after else (), text)
    return IceResult(tuple(rolls), edit, tuple(steps), tuple(said.items()))


@dataclass(frozen=True)
class RecoveryResult:
    recovery: str
    vehicle: str
    allowed: bool
    reason: str
    freed_on: int | None
    edit: Edit
    steps: tuple[Step, ...]


def recovery_arrived(session: BattleSession, recovery_id: str, vehicle_id: str, turn: int) -> RecoveryResult:
    """MUD and MOUNTAINS: "A recovery vehicle will free a vehicle on the turn following its arrival at the broken down
    vehicle." The recovery vehicle (catalogue role ``recovery``) has arrived in ``turn`` when its casting is within
    the reach of the immobilized vehicle's; the vehicle moves again from turn ``turn`` + 1."""
    battle, geo = session.battle, session.geometry
    rec = unit_of(battle, recovery_id, QT_TRANSLATE_NOOP("Rules", "recovery vehicle"))
    stuck = unit_of(battle, vehicle_id, QT_TRANSLATE_NOOP("Rules", "vehicle"))
    recovery = QT_TRANSLATE_NOOP("Rules", "Recovery")
    said = public_unit_names(session, [recovery_id, vehicle_id])  # a move's log entry is every side's
    rec_name, stuck_name = said[recovery_id], said[vehicle_id]

    def no(why: str) -> RecoveryResult:
        return RecoveryResult(
            recovery_id, vehicle_id, False, why, None, Compound((), recovery), (NoteStep(why, "MUD/MOUNTAINS"),)
        )

    if not is_recovery(entry_of(session.catalogue, rec)):
        return no(QT_TRANSLATE_NOOP("Rules", "{unit} is not a recovery vehicle").format(unit=rec_name))
    if not alive(rec) or rec.has(Status.IMMOBILIZED):
        return no(
            (
                QT_TRANSLATE_NOOP("Rules", "{unit} cannot recover anything: it is destroyed")
                if not alive(rec)
                else QT_TRANSLATE_NOOP("Rules", "{unit} cannot recover anything: it is immobilized")
            ).format(unit=rec_name)
        )
    if rec.side != stuck.side:
        return no(QT_TRANSLATE_NOOP("Rules", "{unit} belongs to the other side").format(unit=stuck_name))
    if not alive(stuck) or not stuck.has(Status.IMMOBILIZED):
        return no(
            QT_TRANSLATE_NOOP("Rules", "{unit} is not a broken-down vehicle (it is not immobilized)").format(
                unit=stuck_name
            )
        )
    reach = session.tables.conditions.recovery.reach_yards
    gap = geo.to_yards(unit_distance(geo, rec, stuck))
    if gap > reach + 1e-9:
        return no(
            QT_TRANSLATE_NOOP(
                "Rules", "{unit} is {gap:.0f} yards from {vehicle}: it has not arrived (within {reach:g} yards)"
            ).format(unit=rec_name, gap=gap, vehicle=stuck_name, reach=reach)
        )
    freed = turn + session.tables.conditions.recovery.frees_after_turns
    current = stuck.status_until.get(Status.IMMOBILIZED)
    if current is not None and current <= freed:
        why = QT_TRANSLATE_NOOP("Rules", "{unit} moves again on turn {turn} anyway").format(
            unit=stuck_name, turn=current
        )
        return RecoveryResult(
            recovery_id, vehicle_id, True, why, current, Compound((), recovery), (NoteStep(why, "MUD/MOUNTAINS"),)
        )
    new = stuck.model_copy(update={"status_until": {**stuck.status_until, Status.IMMOBILIZED: freed}})
    step = NoteStep(
        QT_TRANSLATE_NOOP("Rules", "{unit} arrives at {vehicle} in turn {turn}: it is freed on turn {freed}").format(
            unit=rec_name, vehicle=stuck_name, turn=turn, freed=freed
        ),
        "MUD/MOUNTAINS",
    )
    return RecoveryResult(
        recovery_id,
        vehicle_id,
        True,
        "",
        freed,
        _replace([stuck], [new], QT_TRANSLATE_NOOP("Rules", "Recover {vehicle}").format(vehicle=stuck_name)),
        (step,),
    )
