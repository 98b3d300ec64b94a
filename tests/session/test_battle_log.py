"""The battle log: resolutions are appended with every step, saved in the file, and never undone."""

from __future__ import annotations

from pathlib import Path

from morefire_gui.io.battle_file import load_battle
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.rules.explain import ModifierStep, NoteStep, RollStep, TableStep
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.edits import Aspect, ReplaceUnits


def test_record_appends_steps_and_notifies(demo_path: Path) -> None:
    session = BattleSession.open(demo_path)
    seen = []
    session.subscribe(seen.append)
    roll = ScriptedDice([10]).d10("hit location")
    entry = session.record(
        "fire",
        "ge1 fires at su1",
        "hit, turret",
        [
            RollStep(roll, 10, "2.4"),
            TableStep("Hit location", "8,9,0", "suspension", "2.4"),
            ModifierStep("Moving", -10, "2.2"),
            NoteStep("spotted already", "2.1"),
        ],
        side="axis",
        turn=3,
        phase="direct fire",
    )
    assert entry.seq == 1 and session.battle.log == [entry]
    assert entry.rolls()[0].printed == "0" and entry.rolls()[0].reading == 10
    assert seen and seen[-1][0].aspect is Aspect.LOG
    assert session.unsaved_log


def test_log_survives_save_and_undo(demo_path: Path, tmp_path: Path, catalogue, tables) -> None:
    session = BattleSession.open(demo_path)
    unit = session.battle.unit("su1")
    edit = ReplaceUnits((unit,), (unit.model_copy(update={"at": (1.0, 1.0)}),))
    session.apply(edit)
    session.record("move", "su1 moves", steps=[NoteStep("moved 20 in")])
    session.revert(edit)  # undoing the move leaves the log entry
    assert len(session.battle.log) == 1
    session.save(tmp_path / "b.yaml")
    assert not session.unsaved_log
    loaded = load_battle(tmp_path / "b.yaml", catalogue, tables)
    assert loaded.log == session.battle.log
    assert loaded.unit("su1").at == unit.at


def test_the_app_dice_go_on_with_the_same_sequence_after_saving(demo_path: Path, tmp_path: Path) -> None:
    session = BattleSession.open(demo_path)
    seed = session.battle.dice_seed
    assert seed is not None
    first = [session.dice.d100("test").face for _ in range(3)]
    session.record("note", "three rolls", steps=[RollStep(r, r.face) for r in session.dice.history])
    expected_next = [session.dice.d10("next").face for _ in range(4)]
    session.save(tmp_path / "b.yaml")
    reopened = BattleSession.open(tmp_path / "b.yaml")
    assert reopened.battle.dice_seed == seed
    assert [reopened.dice.d10("next").face for _ in range(4)] == expected_next
    assert len(first) == 3


def test_physical_dice_are_asked_for_and_logged_by_hand(demo_path: Path) -> None:
    from morefire_gui.rules.dice import Die

    session = BattleSession.open(demo_path)
    asked: list[tuple[Die, str]] = []
    session.use_physical_dice(lambda die, purpose: asked.append((die, purpose)) or 0)
    roll = session.dice.d10("hit location of T-34 #3")
    assert roll.face == 10 and roll.by_hand and roll.printed == "0"
    assert asked == [(Die.D10, "hit location of T-34 #3")]
    assert session.physical_dice
    session.use_app_dice()
    assert not session.physical_dice


def test_the_logs_steps_are_typed_and_keep_the_files_keys(demo_path: Path, tmp_path: Path, catalogue, tables) -> None:
    import yaml

    from morefire_gui.model.log import LoggedModifier, LoggedNote, LoggedRoll, LoggedTable
    from morefire_gui.rules.explain import step_to_dict
    from morefire_gui.rules.words import Message

    session = BattleSession.open(demo_path)
    steps = [
        RollStep(ScriptedDice([10]).d10("hit location"), 10, "2.4"),
        TableStep("Hit location", "8,9,0", "suspension", "2.4", column="front"),
        ModifierStep("Moving", -10, "2.2"),
        NoteStep("spotted already", "2.1"),
    ]
    entry = session.record("fire", "Tiger 1 fires at SU-76 #1", steps=steps)
    roll, table, modifier, note = entry.steps
    assert isinstance(roll, LoggedRoll) and (roll.die, roll.face, roll.printed, roll.reading) == ("d10", 10, "0", 10)
    assert isinstance(table, LoggedTable) and (table.row, table.column, table.value) == ("8,9,0", "front", "suspension")
    assert isinstance(modifier, LoggedModifier) and modifier.value == -10 and modifier.label == "Moving"
    assert isinstance(note, LoggedNote) and note.message == "spotted already" and note.rule == "2.1"
    assert isinstance(roll.text, Message) and roll.text == "d10 for hit location: 0 (read as 10)"  # said whole
    session.save(tmp_path / "b.yaml")
    written = yaml.safe_load((tmp_path / "b.yaml").read_text(encoding="utf-8"))["log"][-1]["steps"]
    assert written == [step_to_dict(s) for s in steps]  # the file's keys, in the same order, as always
    assert [list(w) for w in written] == [list(step_to_dict(s)) for s in steps]
    loaded = load_battle(tmp_path / "b.yaml", catalogue, tables).log[-1]
    assert loaded.steps == entry.steps and loaded.rolls() == [roll]


def test_a_step_of_the_wrong_shape_is_refused_at_its_place(demo_path: Path, tmp_path: Path, catalogue, tables) -> None:
    import pytest

    from morefire_gui.errors import MoreFireError

    text = demo_path.read_text(encoding="utf-8").rstrip("\n")
    bad = (
        "\nlog:\n  - {seq: 1, at: '2024-05-01T10:00:00+00:00', kind: fire, title: t, steps: ["
        "{kind: note, message: seen, rule: '2.1', text: seen}, "
        "{kind: roll, die: d10, face: 11O, printed: '0', reading: 10, purpose: hit, rule: '2.4', text: x}]}\n"
    )
    assert "\nlog:" not in text
    (tmp_path / "bad.yaml").write_text(text + bad, encoding="utf-8")
    with pytest.raises(MoreFireError) as caught:
        load_battle(tmp_path / "bad.yaml", catalogue, tables)
    assert "bad.yaml" in str(caught.value) and "log[0].steps[1].face" in str(caught.value), str(caught.value)
