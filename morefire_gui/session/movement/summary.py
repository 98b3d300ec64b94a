"""A move as the log says it: its summary and its log entry."""

from __future__ import annotations

from typing import TYPE_CHECKING

from morefire_gui.rules.words import AND_THEN, QT_TRANSLATE_NOOP, joined
from morefire_gui.session.movement.moves import MoveOutcome
from morefire_gui.session.movement.position_left import positions_left
from morefire_gui.session.movement.words import MOVE_TITLE
from morefire_gui.session.names import once_revealed, piece_name, public_piece_name
from morefire_gui.session.resolution import LogDraft

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession


# -- the log ----------------------------------------------------------------------------------------------------


def move_summary(session: BattleSession, outcome: MoveOutcome) -> str:
    """A move in a line: how far it went and how, where it stopped and why, and every roll on the way; its units and
    pieces as every side may read them (a move's log entry is every side's)."""
    plan = outcome.plan
    battle = session.battle
    u = battle.table.unit
    riders = [p.unit_id for e in outcome.minefield_events for p in e.passengers]
    said = once_revealed(session, [plan.unit.id, *riders], outcome.recovered).names  # moving reveals (TARAWA)
    code = outcome.moved_code
    how = (
        ""
        if code is None
        else QT_TRANSLATE_NOOP("Rules", " on foot")
        if code.value == "infantry"
        else QT_TRANSLATE_NOOP("Rules", " at {code}").format(code=code.value)
    )
    parts: list[str] = [
        QT_TRANSLATE_NOOP(
            "Rules", "{unit} moves {distance:.1f} {table_unit} ({yards:.0f} yd){how} to {x:.1f}, {y:.1f}"
        ).format(
            unit=said[plan.unit.id],
            distance=outcome.moved_distance,
            table_unit=u,
            yards=outcome.moved_yards,
            how=how,
            x=outcome.final_at[0],
            y=outcome.final_at[1],
        )
    ]
    if outcome.stopped_by:
        parts.append(QT_TRANSLATE_NOOP("Rules", "stops: {why}").format(why=outcome.stopped_by))
    if code is not None and (left := positions_left(plan.unit)):
        parts.append(
            QT_TRANSLATE_NOOP("Rules", "leaves {positions}").format(
                positions=joined(left, QT_TRANSLATE_NOOP("Rules", "{first} and {then}"))
            )
        )
    for e in outcome.minefield_events:
        result = e.result.value.replace("_", " ")
        piece = public_piece_name(battle, e.minefield, outcome.revealed)
        parts.append(
            QT_TRANSLATE_NOOP("Rules", "{piece} ({event}): {chance}%, rolled {roll}: {result}").format(
                piece=piece, event=e.event.value, chance=e.chance, roll=e.roll, result=result
            )
            if e.roll is not None
            else QT_TRANSLATE_NOOP("Rules", "{piece} ({event}): {result}").format(
                piece=piece, event=e.event.value, result=result
            )
        )
        parts += [
            QT_TRANSLATE_NOOP("Rules", "passenger {unit}: {chance}%, rolled {roll}: {result}").format(
                unit=said[p.unit_id], chance=p.chance, roll=p.roll, result=p.result.value.replace("_", " ")
            )
            for p in e.passengers
        ]
    if outcome.damage is not None:
        parts.append(
            QT_TRANSLATE_NOOP("Rules", "campaign damage {letter} (2.6: {meaning})").format(
                letter=outcome.damage.value, meaning=outcome.damage.meaning
            )
        )
    for r in outcome.ice:
        parts.append(
            (
                QT_TRANSLATE_NOOP("Rules", "ice on {piece}: rolled {face}, it holds")
                if r.holds
                else QT_TRANSLATE_NOOP("Rules", "ice on {piece}: rolled {face}, it does not hold")
            ).format(piece=piece_name(battle, r.piece_id), face=r.face)
        )
    if outcome.recovered:
        parts.append(
            QT_TRANSLATE_NOOP("Rules", "arrives at {units}: freed at the start of the next turn").format(
                units=", ".join(said[v] for v in outcome.recovered)
            )
        )
    return joined(parts, AND_THEN)


def move_log(session: BattleSession, outcome: MoveOutcome) -> LogDraft:
    unit = outcome.plan.unit
    return LogDraft(
        "move",
        MOVE_TITLE.format(unit=once_revealed(session, [unit.id]).said(unit.id)),  # moving revealed it (TARAWA)
        move_summary(session, outcome),
        outcome.steps,
        side=unit.side,
        actors=(unit.id,),
    )
