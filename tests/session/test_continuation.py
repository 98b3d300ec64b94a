"""A long game goes on in a new battle file (File → Continue in a New Battle…): the position as it stands, a note of
what came before, this turn's log (what the sequence of play reads from it answers as before), no record to undo, and
the dice seeded anew (the app's dice go on past the rolls the log holds)."""

from __future__ import annotations

from pathlib import Path

from benchmarks.long_game import shooting, with_shots
from morefire_gui.io.battle_file import battle_to_yaml, load_battle, save_battle
from morefire_gui.model.actions.direct_fire import DirectFire, Spot
from morefire_gui.rules.dice import SeededDice
from morefire_gui.session.claims import fired_at_this_turn, target_fired_this_turn
from morefire_gui.session.continuation import continued


def test_a_long_game_goes_on_from_its_position_with_the_turns_log(demo_path: Path, tmp_path: Path) -> None:
    s = shooting(demo_path)
    s.battle = with_shots(s.battle, 30)  # turn 1's shots
    s.battle.turn = 2
    s.commit(s.perform(Spot(spotter="ge7", target="su7"), SeededDice(3)))
    s.commit(s.perform(DirectFire(firer="ge7", target="su7"), SeededDice(3)))
    this_turn = [e for e in s.battle.log if e.turn == 2]
    assert this_turn and len(this_turn) < len(s.battle.log)
    going_on = continued(s, "long.mfb.yaml")
    battle = going_on.battle
    note, *kept = battle.log
    assert note.kind == "note" and note.title == "Continued from long.mfb.yaml" and note.turn == 2
    assert f"its {len(s.battle.log) - len(this_turn)} earlier log entries and {len(s.battle.actions)} actions" in (
        note.summary
    )
    assert [e.seq for e in battle.log] == list(range(1, len(this_turn) + 2))
    assert [e.model_copy(update={"seq": 0}) for e in kept] == [e.model_copy(update={"seq": 0}) for e in this_turn]
    assert battle.actions == [] and battle.start is None and going_on.path is None
    assert battle.units == s.battle.units and battle.terrain == s.battle.terrain and battle.turn == s.battle.turn
    assert battle.dice_seed is not None and battle.dice_seed != s.battle.dice_seed
    # What the sequence of play reads from the turn's log answers as in the long game.
    for unit in ("ge7", "su7", "ge8"):
        assert target_fired_this_turn(battle, unit) == target_fired_this_turn(s.battle, unit)
    assert fired_at_this_turn(battle, "ge7", "su7") and fired_at_this_turn(s.battle, "ge7", "su7")
    # The new file opens again as it was written, and is far smaller.
    path = tmp_path / "goes on.mfb.yaml"
    assert save_battle(battle, path) < save_battle(s.battle, tmp_path / "long.mfb.yaml") / 5
    assert battle_to_yaml(load_battle(path, s.catalogue, s.tables)) == battle_to_yaml(battle)
    # The long game is as it was.
    assert len(s.battle.log) == len(this_turn) + len([e for e in s.battle.log if e.turn == 1])
