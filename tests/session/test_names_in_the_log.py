"""What a player reads of an action (its log entry's title, summary and steps, and its name in the undo history) names
units, pieces, aircraft and sides as a person reads them: never by the ids the battle file keeps them under."""

from __future__ import annotations

import re
from pathlib import Path

from morefire_gui.model.actions.aircraft import Airstrike
from morefire_gui.model.actions.base import Action
from morefire_gui.model.actions.infantry import Melee
from morefire_gui.model.actions.movement import Mount, Move
from morefire_gui.model.actions.turns import NextStep
from morefire_gui.model.terms import Status
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.names import aircraft_name, unit_name
from morefire_gui.session.resolution import Committed


def ids_of(session: BattleSession) -> set[str]:
    """Every id the battle names a thing by: units, terrain pieces, batteries, aircraft and sides."""
    b = session.battle
    return b.ids() | {x.id for x in b.batteries} | {a.id for a in b.aircraft} | {s.id for s in b.sides}


def words_of(committed: Committed) -> list[str]:
    """Every text the action left for a player: its undo name, and its log entries' titles, summaries and steps."""
    out = [committed.edit.text, committed.resolution.text]
    for entry in committed.entries:
        out += [entry.title, entry.summary, *(s.text for s in entry.steps)]
    return out


def assert_no_ids(session: BattleSession, committed: Committed) -> None:
    ids = ids_of(session)
    for text in words_of(committed):
        found = [i for i in ids if re.search(rf"(?<![\w-]){re.escape(i)}(?![\w-])", text)]
        assert not found, f"{found} in {text!r}"


def act(session: BattleSession, action: Action, faces: list[int]) -> Committed:
    resolution = session.perform(action, ScriptedDice(faces))
    assert not resolution.refused, resolution.reason
    committed = session.commit(resolution)
    assert committed is not None
    assert_no_ids(session, committed)
    return committed


def test_a_move_with_a_passenger_is_told_by_names(demo_path: Path) -> None:
    s = BattleSession.open(demo_path)
    b = s.battle
    halftrack, squad = b.unit("ge8"), b.unit("ge13")
    b.units[b.unit_index("ge13")] = squad.model_copy(update={"at": (halftrack.at[0] + 0.5, halftrack.at[1])})
    rider, carrier = unit_name(s, "ge13"), unit_name(s, "ge8")
    mounted = act(s, Mount(units=("ge13",), vehicle="ge8"), [])
    assert mounted.edit.text == f"Mount {rider} on {carrier}" and mounted.entries[0].title == mounted.edit.text
    assert f"{rider} mounts {carrier} (1 of" in mounted.entries[0].summary
    moved = act(s, Move(unit="ge8", path=((33.0, 8.0),)), [])
    (entry,) = moved.entries
    assert moved.edit.text == entry.title == f"Move {carrier}"
    assert entry.summary.startswith(f"{carrier} moves 4.0 in")
    assert s.battle.unit("ge13").at == s.battle.unit("ge8").at  # the passenger went with it


def test_a_melee_is_told_by_names(demo_path: Path) -> None:
    s = BattleSession.open(demo_path)
    b = s.battle
    squad = b.unit("ge13")  # 2nd Squad, in its foxhole by the copse
    b.units[b.unit_index("su13")] = b.unit("su13").model_copy(update={"at": (squad.at[0] + 0.4, squad.at[1])})
    committed = act(s, Melee(attacker="su13", defender="ge13"), [9, 1])
    (entry,) = committed.entries
    assert committed.edit.text == entry.title == "Melee SMG squad 1 against 2nd Squad"
    assert entry.summary.endswith("SMG squad 1 wins")
    assert "d10 for melee, SMG squad 1: 9" in [str(step.text) for step in entry.steps]
    assert s.battle.unit("ge13").has(Status.DESTROYED)


def test_an_airstrike_is_told_by_names(demo_path: Path) -> None:
    s = BattleSession.open(demo_path)
    strike = Airstrike(side="allies", aircraft="il2", entry=(36.0, 0.0), heading=180)
    committed = act(s, strike, [99] * 10)
    (plane,) = s.battle.aircraft
    name = aircraft_name(s, plane)
    assert plane.id not in name and "Il-2" in name
    (entry,) = committed.entries
    assert entry.title == f"Airstrike: {name} of 181st Tank Brigade"
    assert committed.edit.text.startswith(f"Airstrike {name} (")
    said = " | ".join(str(step.text) for step in entry.steps)
    assert f"{unit_name(s, 'ge11')}: FIR" in said  # the squad it strafed, by its name


def test_a_turn_that_recovers_suppression_is_told_by_names(demo_path: Path) -> None:
    s = BattleSession.open(demo_path)
    b = s.battle
    b.units[b.unit_index("su13")] = b.unit("su13").model_copy(
        update={"status": (Status.SUPPRESSED,), "status_until": {Status.SUPPRESSED: 2}}
    )
    turn = b.turn
    while s.battle.turn == turn:
        committed = act(s, NextStep(), [5] * 20)
    turn_entry = next(e for e in committed.entries if e.kind == "turn")
    assert "SMG squad 1 recovers from suppression" in turn_entry.summary
    assert any("SMG squad 1 recovers from suppression" in str(step.text) for step in turn_entry.steps)
    assert not s.battle.unit("su13").has(Status.SUPPRESSED)
