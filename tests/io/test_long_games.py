"""A long game is kept: its file opens again however long its history, a save the app could not open again never
replaces the last one, and each save after an action makes text only of what the action added."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.long_game import shooting, with_shots
from morefire_gui.errors import SaveError
from morefire_gui.io import battle_file
from morefire_gui.io.battle_file import battle_to_data, battle_to_yaml, load_battle, save_battle
from morefire_gui.model.actions.movement import Move
from morefire_gui.rules.dice import SeededDice


def test_a_game_of_three_thousand_shots_opens_again(demo_path: Path, tmp_path: Path) -> None:
    s = shooting(demo_path)
    long = with_shots(s.battle, 3000)
    path = tmp_path / "long.yaml"
    save_battle(long, path)
    back = load_battle(path, s.catalogue, s.tables)  # 600,000 values: refused at 250,000 once
    assert len(back.log) == len(long.log) == 3002 and len(back.actions) == 3003
    assert back.log[-1] == long.log[-1] and back.actions[-1] == long.actions[-1]


def test_each_save_makes_text_only_of_what_the_action_added(demo_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    s = shooting(demo_path)
    assert battle_to_yaml(s.battle) == battle_file._dump(battle_to_data(s.battle))  # the file as it always was
    made: list[str] = []
    entry_data, record_data = battle_file._log_entry_data, battle_file._action_record_data
    monkeypatch.setattr(battle_file, "_log_entry_data", lambda e: made.append("entry") or entry_data(e))
    monkeypatch.setattr(battle_file, "_action_record_data", lambda r: made.append("record") or record_data(r))
    moved = s.commit(s.perform(Move(unit="ge8", path=((34.0, 5.0),)), SeededDice(2)))
    assert moved is not None
    text = battle_to_yaml(s.battle)
    assert made == ["entry", "record"]  # the move's log entry and its record; none of the earlier ones
    assert battle_to_yaml(s.battle) == text and made == ["entry", "record"]  # saved again: nothing made anew
    monkeypatch.undo()
    assert text == battle_file._dump(battle_to_data(s.battle))
    s.revert(moved.edit)  # undone: the record goes, the log entry stays (undo never removes one)
    assert battle_to_yaml(s.battle) == battle_file._dump(battle_to_data(s.battle))


def test_a_battle_the_app_could_not_open_again_is_not_saved_over_the_last_save(
    demo_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    s = shooting(demo_path)
    path = tmp_path / "game.yaml"
    save_battle(s.battle, path)
    saved = path.read_bytes()
    monkeypatch.setattr(battle_file, "MAX_FILE_BYTES", 2**20)  # 1 MB: some 500 shots
    with pytest.raises(SaveError) as refused:
        save_battle(with_shots(s.battle, 700), path)
    (problem,) = refused.value.problems
    assert problem.source == str(path)
    assert "MB, over the 1 MB a battle file may hold (the app would not open it again)" in problem.message
    assert path.read_bytes() == saved
