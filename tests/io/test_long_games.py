"""A long game is kept: its file opens again however long its history, a save the app could not open again never
replaces the last one, and each save after an action makes text only of what the action added."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.long_game import shooting, with_shots
from morefire_gui.errors import BattleFileError, InputError, SaveError
from morefire_gui.io import battle_file, yaml_events
from morefire_gui.io.battle_file import (
    autosave_values_limit,
    battle_text,
    battle_to_data,
    battle_to_yaml,
    battle_values,
    load_battle,
    save_battle,
    size_warning,
)
from morefire_gui.io.yaml_events import build_document
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


def test_a_save_counts_the_values_as_the_reader_counts_them(demo_path: Path) -> None:
    s = shooting(demo_path)
    for shots in (0, 3, 40):
        text, values = battle_text(with_shots(s.battle, shots))
        build_document(text, "game.yaml", max_nodes=values)  # read whole within as many values as were counted
        with pytest.raises(InputError, match="holds more than"):
            build_document(text, "game.yaml", max_nodes=values - 1)  # and not one fewer


def test_a_battle_past_the_values_a_file_may_hold_is_refused_at_save_and_the_old_file_kept(
    demo_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    s = shooting(demo_path)
    path = tmp_path / "game.yaml"
    held = save_battle(with_shots(s.battle, 20), path)
    saved = path.read_bytes()
    monkeypatch.setattr(yaml_events, "MAX_NODES", held + 100)  # a budget some 20 shots short of the longer game
    longer = with_shots(s.battle, 40)
    with pytest.raises(SaveError) as refused:
        save_battle(longer, path)
    (problem,) = refused.value.problems
    assert problem.source == str(path)
    assert f"over the {held + 100:,} a battle file may hold (the app would not open it again)" in problem.message
    assert "Continue in a New Battle" in problem.message
    assert path.read_bytes() == saved and not (tmp_path / "game.yaml.bak").exists()
    # Written within the autosave's budget, twice the file's, and read back within it whole: nothing is lost.
    autosave = tmp_path / "game.autosave.yaml"
    save_battle(longer, autosave, keep_backup=False, max_values=autosave_values_limit())
    with pytest.raises(BattleFileError, match="holds more than"):
        load_battle(autosave, s.catalogue, s.tables)  # as a battle file: refused, as the save said
    back = load_battle(autosave, s.catalogue, s.tables, max_values=autosave_values_limit())
    assert len(back.log) == len(longer.log) and back.actions[-1] == longer.actions[-1]


def test_the_player_is_warned_from_four_fifths_of_the_values_a_file_may_hold(
    demo_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(yaml_events, "MAX_NODES", 10_000)
    assert size_warning(7_999) is None
    near = size_warning(8_000)
    assert near is not None and "8,000 of the 10,000 values a battle file may hold (80 %)" in near
    assert "File → Continue in a New Battle…" in near
    assert size_warning(10_000) == size_warning(10_000) and "(100 %)" in (size_warning(10_000) or "")
    over = size_warning(10_001)
    assert over is not None and "more than the 10,000 a battle file may hold: it can no longer be saved" in over
    # The save says what it wrote: the size the warning is about.
    s = shooting(demo_path)
    assert battle_values(s.battle) == battle_text(s.battle).values > 0


def test_the_command_line_says_when_a_battle_nears_the_values_a_file_may_hold(
    demo_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from morefire_gui.cli import main

    s = shooting(demo_path)
    path, out = tmp_path / "game.yaml", tmp_path / "next.yaml"
    held = save_battle(with_shots(s.battle, 40), path)
    monkeypatch.setattr(yaml_events, "MAX_NODES", int(held / 0.9))
    assert main(["move", str(path), "ge8", "--to", "34,5", "--apply", str(out)]) == 0
    said = capsys.readouterr().err
    assert f"morefire: {out}: The battle holds" in said and "Continue in a New Battle" in said
    assert load_battle(out, s.catalogue, s.tables).log[-1].kind == "move"
