"""A battle's record replays to the battle as saved: from its start, each action with its dice; a record that
parts from the battle names the first action where it does."""

from __future__ import annotations

from pathlib import Path

from morefire_gui.io.battle_file import load_battle
from morefire_gui.io.resources import bundled_catalogue, rule_tables
from morefire_gui.model.actions.direct_fire import DirectFire, Spot
from morefire_gui.model.actions.table import ChangeUnits
from morefire_gui.model.actions.turns import NextStep
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.record import state_digest
from morefire_gui.session.replay import replay, start_battle


def played(demo_path: Path, s: BattleSession | None = None) -> BattleSession:
    s = s if s is not None else BattleSession.open(demo_path)
    unit = s.battle.unit("ge1")
    moved = unit.model_copy(update={"at": (unit.at[0] + 1.0, unit.at[1])})
    for action, dice in (
        (ChangeUnits(units=(moved,)), []),
        (NextStep(), []),
        (Spot(spotter="ge7", target="su10"), [30]),
        (DirectFire(firer="ge7", target="su10"), [20]),
    ):
        resolution = s.perform(action, ScriptedDice(dice))
        assert not resolution.refused, resolution.reason
        s.commit(resolution)
    return s


def test_the_first_action_keeps_the_start_and_every_action_its_dice(demo_path: Path) -> None:
    s = BattleSession.open(demo_path)
    before = state_digest(s.battle)  # its dice seed chosen, as the start keeps it
    played_ = played(demo_path, s)
    assert state_digest(played_.battle.start) == before
    assert [r.kind for r in played_.battle.actions] == ["change_units", "next_step", "spot", "fire"]
    assert [(d.die, d.face) for d in played_.battle.actions[2].dice] == [("d100", 30)]
    assert played_.battle.actions[3].log == (2,) and played_.battle.actions[3].log_from == 2


def test_a_record_replays_to_the_battle_as_saved(demo_path: Path, tmp_path: Path) -> None:
    s = played(demo_path)
    s.save(tmp_path / "b.yaml")
    again = BattleSession.open(tmp_path / "b.yaml")
    report = replay(again)
    assert report.same and report.actions == 4 and report.first_difference is None
    assert all(step.same for step in report.steps)


def test_an_undone_action_leaves_the_record_but_its_roll_stays_in_the_log(demo_path: Path) -> None:
    s = played(demo_path)
    last = s.perform(DirectFire(firer="ge6", target="su10"), ScriptedDice([99]))
    committed = s.commit(last) if not last.refused else None
    if committed is not None:
        s.revert(committed.edit)
        assert [r.kind for r in s.battle.actions][-1] == "fire" and len(s.battle.actions) == 4
        assert s.battle.log[-1].title.startswith("ge6 fires")
    assert replay(s).same


def test_a_changed_die_or_position_is_named(demo_path: Path, tmp_path: Path) -> None:
    s = played(demo_path)
    record = s.battle.actions[2]
    s.battle.actions[2] = record.model_copy(update={"dice": (record.dice[0].model_copy(update={"face": 95}),)})
    report = replay(s)
    assert not report.same and report.first_difference == 3
    s = played(demo_path)
    s.battle.units[0] = s.battle.units[0].model_copy(update={"at": (1.0, 1.0)})  # outside the record
    report = replay(s)
    assert not report.same and report.first_difference is None and "outside the record" in report.reason


def test_a_battle_without_a_record_starts_where_it_is(demo_path: Path) -> None:
    battle = load_battle(demo_path, bundled_catalogue(), rule_tables())
    assert battle.actions == [] and battle.start is None
    assert state_digest(start_battle(battle)) == state_digest(battle)
    assert replay(BattleSession(battle)).same
