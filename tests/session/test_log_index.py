"""What the sequence of play reads from the log, kept by turn as the log grows (session/log_index.py), answers as
reading the whole log answers, over a game played, undone, taken back by replay, and replaced."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.long_game import shooting, with_shots
from morefire_gui.model.actions.direct_fire import DirectFire, Spot
from morefire_gui.model.actions.movement import Move
from morefire_gui.model.battle import Battle
from morefire_gui.rules.dice import SeededDice
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.claims import fired_at_this_turn, target_fired_this_turn
from morefire_gui.session.sequence_of_play import acted_in_log
from morefire_gui.session.take_back import take_back


def scanned_fired(battle: Battle, unit_id: str) -> bool:
    """2.1, the log read from its first entry, as it was read before the index (the marks apart)."""
    prefix = f"{unit_id} fires "
    return any(
        e.kind == "fire" and e.turn == battle.turn and (unit_id in e.actors[:1] or e.title.startswith(prefix))
        for e in battle.log
    )


def scanned_fired_at(battle: Battle, firer: str, target: str) -> bool:
    return any(
        e.turn == battle.turn and e.kind in ("fire", "infantry_fire") and firer in e.actors and target in e.targets
        for e in battle.log
    )


def scanned_acted(battle: Battle, step_id: str, actor: str, turn: int) -> bool:
    return any(
        e.turn == turn and e.phase == step_id and actor in e.actors and e.kind != "spot" and e.rolls()
        for e in battle.log
    )


def same_answers(s: BattleSession) -> int:
    battle = s.battle
    units = [u.id for u in battle.units]
    steps = [*s.tables.sequence.step_ids(), None]
    yes = 0
    for unit in units:
        fired = target_fired_this_turn(battle, unit)
        assert fired == (scanned_fired(battle, unit) or _marked(battle, unit)), unit
        for other in ("su7", "ge7", "ge8"):
            assert fired_at_this_turn(battle, unit, other) == scanned_fired_at(battle, unit, other)
        for turn in (1, 2):
            for step in steps:
                answer = acted_in_log(battle, step, unit, turn)  # type: ignore[arg-type]
                assert answer == scanned_acted(battle, step, unit, turn), (unit, step, turn)  # type: ignore[arg-type]
                yes += answer
        yes += fired
    return yes


def _marked(battle: Battle, unit: str) -> bool:
    return any(str(step).startswith("fire.") and unit in ids for step, ids in dict(battle.acted).items())


def test_the_indexed_answers_are_the_scanned_ones_over_a_game_played_and_undone(demo_path: Path) -> None:
    s = shooting(demo_path)
    assert same_answers(s) > 0  # the spot and the shot of the game so far: answers that say yes too
    fire = s.commit(s.perform(DirectFire(firer="ge7", target="su7"), SeededDice(4)))
    assert fire is not None
    same_answers(s)
    s.revert(fire.edit)  # undone: the record goes, the roll stays in the log
    same_answers(s)
    moved = s.commit(s.perform(Move(unit="ge8", path=((34.0, 5.0),)), SeededDice(2)))
    assert moved is not None
    same_answers(s)
    take_back(s, 2)  # replayed: the log taken off and put back
    same_answers(s)
    s.battle.step = "fire.tank_vs_tank"
    s.commit(s.perform(DirectFire(firer="ge7", target="su7"), SeededDice(6)))
    same_answers(s)
    s.battle.turn = 2  # a new turn: last turn's fire is not this turn's
    assert not target_fired_this_turn(s.battle, "ge7") or _marked(s.battle, "ge7")
    same_answers(s)
    s.commit(s.perform(Spot(spotter="ge7", target="su7"), SeededDice(5)))
    s.commit(s.perform(DirectFire(firer="ge7", target="su7"), SeededDice(5)))  # refused or not: answered alike
    assert s.battle.log[-1].turn == 2
    same_answers(s)
    # A battle replaced in the session, and a log replaced in a battle: read again from the start.
    s.battle = with_shots(s.battle, 5)
    same_answers(s)
    s.battle.log = s.battle.log[:3]
    same_answers(s)
    s.battle.log.append(s.battle.log[0].model_copy(update={"seq": 4, "turn": s.battle.turn}))
    same_answers(s)


def test_a_question_after_an_action_reads_only_the_entries_the_action_added(
    demo_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from morefire_gui.session import log_index

    s = shooting(demo_path)
    s.battle = with_shots(s.battle, 300)
    assert fired_at_this_turn(s.battle, "ge7", "su7")  # the 302 entries read once
    taken: list[int] = []
    take = log_index.LogIndex._take
    monkeypatch.setattr(log_index.LogIndex, "_take", lambda self, e: taken.append(e.seq) or take(self, e))
    assert s.commit(s.perform(Move(unit="ge8", path=((34.0, 5.0),)), SeededDice(2))) is not None
    for unit in ("ge7", "ge8", "su7"):
        fired_at_this_turn(s.battle, unit, "su7")
        acted_in_log(s.battle, "movement.road", unit)
    assert taken == [len(s.battle.log)]  # the move's entry, once; none of the 300 shots'
