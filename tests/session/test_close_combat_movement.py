"""Close combat movement (sequence of play, movement 6) played in a battle kept to the sequence of play: the players
declare a group, its units move a quarter of their allowance at a time, the slower first, four rounds; a segment too
long or out of turn is refused with the yards and the rule; a unit may stop moving; undo takes back a segment and the
declaration; the group is kept in the battle file."""

from __future__ import annotations

import pytest

from morefire_gui.io.battle_file import load_battle, save_battle
from morefire_gui.model.actions.movement import CloseCombat, CloseCombatPass, Move
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.movement.close_combat import group_now, open_group
from tests.session.battles import make_session
from tests.session.test_movement_session import strict, to_step

# tank: C (10 in at 1:50, 500 yd): a quarter is 2.5 in, 125 yd; scout car: E (24 in): 6 in, 300 yd.
UNITS = [
    {"id": "sc", "side": "axis", "type": "scout", "at": [10, 10], "facing": 90},
    {"id": "t", "side": "allies", "type": "tank", "at": [30, 10], "facing": 270},
    {"id": "o", "side": "allies", "type": "tank", "at": [30, 30]},
]


def battle() -> BattleSession:
    s = strict(make_session(units=UNITS))
    to_step(s, "movement.cross_country")
    return s


def commit(s: BattleSession, action):  # type: ignore[no-untyped-def]
    resolution = s.perform(action, ScriptedDice([]))
    assert resolution.accepted, resolution.reason
    return s.commit(resolution)


def go(s: BattleSession, unit: str, dx: float):  # type: ignore[no-untyped-def]
    at = s.battle.unit(unit).at
    return s.perform(Move(unit=unit, path=((at[0] + dx, at[1]),)), ScriptedDice([]))


def test_the_declaration_says_the_order_and_each_quarter_and_is_logged() -> None:
    s = battle()
    committed = commit(s, CloseCombat(units=("sc", "t")))
    group = s.battle.close_combat
    assert group is not None and group.order == ("t", "sc") and group.quarters == (2.5, 6.0)
    (entry,) = committed.entries
    assert entry.kind == "close_combat"
    assert entry.summary == (
        "the slower first, a quarter of its allowance a segment, four rounds: tank 1 125 yd, scout 300 yd"
    )
    now = group_now(s)
    assert now is not None and (now.unit, now.round, now.yards, now.after) == ("t", 1, 125, "sc")
    assert s.battle.actions[-1].action == {"kind": "close_combat", "units": ["sc", "t"]}


def test_a_group_needs_both_sides() -> None:
    s = battle()
    refused = s.perform(CloseCombat(units=("t", "o")))
    assert refused.refused and "at least one unit of each side" in refused.reason


def test_a_segment_too_long_is_refused_with_the_yards_and_the_rule() -> None:
    s = battle()
    commit(s, CloseCombat(units=("sc", "t")))
    refused = go(s, "t", -3)
    assert refused.refused and refused.rule == "Sequence of play, movement 6"
    assert refused.reason == (
        "tank 1 moves at most 125 yards in a close-combat segment, a quarter of its 500 yard allowance (1.3; sequence "
        "of play, movement 6: movement is alternated in 1/4 allowance segments); this move is 150 yards"
    )


def test_out_of_turn_is_refused_naming_whose_turn_it_is() -> None:
    s = battle()
    commit(s, CloseCombat(units=("sc", "t")))
    refused = go(s, "sc", 2)
    assert refused.refused
    assert refused.reason.startswith("in the close combat it is tank 1's segment (round 1 of 4)")


def test_four_rounds_then_the_group_closes_and_its_units_have_moved() -> None:
    s = battle()
    commit(s, CloseCombat(units=("sc", "t")))
    for rnd in range(1, 5):
        now = group_now(s)
        assert now is not None and now.round == rnd and now.unit == "t"
        commit(s, Move(unit="t", path=((s.battle.unit("t").at[0] - 2.5, 10),)))
        assert group_now(s).unit == "sc"
        committed = commit(s, Move(unit="sc", path=((s.battle.unit("sc").at[0] + 1, 10),)))
    assert open_group(s) is None and group_now(s) is None
    assert "the close combat's four rounds are over" in committed.entries[0].summary or any(
        "four rounds are over" in str(step) for step in committed.entries[0].steps
    )
    assert s.battle.unit("t").at == (20, 10) and s.battle.unit("sc").at == (14, 10)
    again = go(s, "t", -0.5)
    assert again.refused and "tank 1 has already acted in movement step 2" in again.reason
    # A unit outside the group moved as before, once.
    commit(s, Move(unit="o", path=((30, 25),)))
    assert go(s, "o", 1).refused


def test_a_unit_passes_and_the_group_goes_on() -> None:
    s = battle()
    commit(s, CloseCombat(units=("sc", "t")))
    commit(s, Move(unit="t", path=((28, 10),)))
    commit(s, CloseCombatPass(unit="sc"))
    assert s.battle.acted["movement.cross_country"] == ("t", "sc")  # the one that passed has moved this turn
    for _ in range(3):
        commit(s, Move(unit="t", path=((s.battle.unit("t").at[0] - 2, 10),)))
    assert open_group(s) is None
    refused = go(s, "sc", 1)
    assert refused.refused and "has already acted" in refused.reason


def test_undo_takes_back_a_segment_and_the_declaration() -> None:
    s = battle()
    declared = commit(s, CloseCombat(units=("sc", "t")))
    moved = commit(s, Move(unit="t", path=((28, 10),)))
    assert group_now(s).unit == "sc"
    s.revert(moved.edit)
    assert group_now(s).unit == "t" and s.battle.unit("t").at == (30, 10)
    s.revert(declared.edit)
    assert s.battle.close_combat is None
    commit(s, Move(unit="t", path=((25, 10),)))  # no group: the tank moves its whole allowance at once


def test_a_group_open_in_the_file_opens_again(tmp_path) -> None:  # type: ignore[no-untyped-def]
    s = battle()
    commit(s, CloseCombat(units=("sc", "t")))
    commit(s, Move(unit="t", path=((28, 10),)))
    path = tmp_path / "cc.yaml"
    save_battle(s.battle, path)
    assert "close_combat:" in path.read_text()
    again = BattleSession(load_battle(path, s.catalogue, s.tables), catalogue=s.catalogue, tables=s.tables)
    now = group_now(again)
    assert now is not None and (now.unit, now.round) == ("sc", 1)
    refused = again.perform(Move(unit="t", path=((27, 10),)), ScriptedDice([]))
    assert refused.refused and "scout's segment" in refused.reason


def test_leaving_the_step_closes_the_group() -> None:
    s = battle()
    commit(s, CloseCombat(units=("sc", "t")))
    to_step(s, "movement.mount")
    assert open_group(s) is None


def test_free_play_keeps_the_group_too() -> None:
    s = make_session(units=UNITS)
    commit(s, CloseCombat(units=("sc", "t")))
    assert go(s, "sc", 1).refused
    assert go(s, "t", -3).refused
    commit(s, Move(unit="t", path=((28, 10),)))


@pytest.mark.parametrize("units", [("sc", "sc"), ("sc", "nobody")])
def test_a_group_that_names_a_unit_twice_or_none_is_refused(units) -> None:  # type: ignore[no-untyped-def]
    s = battle()
    assert s.perform(CloseCombat(units=units)).refused


def test_the_record_replays_the_declaration_the_segments_and_the_pass() -> None:
    from morefire_gui.session.replay import replay

    s = battle()
    commit(s, CloseCombat(units=("sc", "t")))
    commit(s, Move(unit="t", path=((28, 10),)))
    commit(s, Move(unit="sc", path=((14, 10),)))
    commit(s, CloseCombatPass(unit="t"))
    report = replay(s)
    assert report.same, report.reason
    assert [r.action["kind"] for r in s.battle.actions][-4:] == ["close_combat", "move", "move", "close_combat_pass"]


def test_who_may_act_lists_a_unit_of_the_group_as_still_moving() -> None:
    from morefire_gui.session.sequence_of_play import eligible_units

    s = battle()
    commit(s, CloseCombat(units=("sc", "t")))
    commit(s, Move(unit="t", path=((28, 10),)))
    listed = {a.id: a for a in eligible_units(s)}
    assert not listed["t"].acted and "close combat: 3 of 4 segments left" in listed["t"].note
    assert listed["t"].note.startswith("moved at C")
    assert not listed["o"].acted and "close combat" not in listed["o"].note
