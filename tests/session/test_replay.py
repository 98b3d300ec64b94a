"""A battle's record replays to the battle as saved: from its start, each action with its dice; a record that
parts from the battle names the first action where it does."""

from __future__ import annotations

from pathlib import Path

from morefire_gui.io.battle_file import load_battle
from morefire_gui.io.resources import bundled_catalogue, rule_tables
from morefire_gui.model.actions.direct_fire import DirectFire, Spot
from morefire_gui.model.actions.table import ChangeUnits, SetSequence
from morefire_gui.model.actions.turns import NextStep
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.record import state_digest
from morefire_gui.session.replay import Replayer, replay, start_battle


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


def strict_played(demo_path: Path) -> BattleSession:
    """A strict battle in its first direct fire step: ge7 spots su10 and fires at it, ge6 tries too; the marks and
    spots the sequence of play reads are in the log."""
    s = BattleSession.open(demo_path)
    s.commit(s.perform(SetSequence(mode="strict")))
    while s.battle.step != "fire.tank_vs_infantry":
        resolution = s.perform(NextStep())
        assert not resolution.refused, resolution.reason
        s.commit(resolution)
    for action, dice in (
        (Spot(spotter="ge7", target="su10"), [30]),
        (DirectFire(firer="ge7", target="su10"), [20]),
        (Spot(spotter="ge6", target="su10"), [95]),
        (NextStep(), []),
    ):
        resolution = s.perform(action, ScriptedDice(dice))
        assert not resolution.refused, resolution.reason
        s.commit(resolution)
    return s


def test_the_replay_steps_back_and_forward_again_as_often_as_the_player_likes(demo_path: Path) -> None:
    s = strict_played(demo_path)
    end = len(s.battle.actions)
    spot_at = next(r.n for r in s.battle.actions if r.kind == "spot")
    replayer = Replayer(s)
    replayer.to(end)
    assert replayer.position == end and replayer.stopped is None
    assert len(replayer.session.battle.log) == len(s.battle.log)
    # Back over the last three (the second spot, the shot, the next step) and forward again: the marks and the rolls
    # those actions left are theirs, not the past of the actions replayed again.
    for _ in range(3):
        replayer.back()
    assert replayer.position == end - 3
    assert len(replayer.session.battle.log) < len(s.battle.log)
    while (step := replayer.forward()) is not None:
        assert step.same, step.problem
    assert replayer.position == end and replayer.stopped is None
    assert state_digest(replayer.session.battle) == state_digest(s.battle)
    # Each entry as written, but for the clock time it was written at (the replay writes its own).
    assert [e.model_dump(exclude={"at"}) for e in replayer.session.battle.log] == [
        e.model_dump(exclude={"at"}) for e in s.battle.log
    ]
    # First, then on to the spot, then back to the start and on to the end.
    replayer.to(0)
    assert replayer.position == 0 and replayer.session.battle.log == []
    replayer.to(spot_at)
    assert replayer.position == spot_at and replayer.stopped is None
    replayer.to(0)
    replayer.to(end)
    assert replayer.position == end and replayer.stopped is None
    assert all(step.same for step, *_ in replayer.done)
    assert state_digest(replayer.session.battle) == state_digest(s.battle)
    assert s.battle.actions[-1].n == end  # the battle open is not changed


def test_a_battle_whose_texts_name_units_by_their_ids_replays_the_same(demo_path: Path) -> None:
    """A battle saved by an older version wrote its log titles, summaries, steps' words and rolls' purposes with
    the units' ids ("ge7 fires at su10"): the replay compares what the rules decided, so it is the same battle."""
    s = strict_played(demo_path)
    s.battle.log = [
        entry.model_copy(
            update={
                "title": f"{entry.title} (ge7, su10)",
                "summary": "su10 hit",
                "steps": tuple(step.model_copy(update={"text": "as worded then: ge7"}) for step in entry.steps),
            }
        )
        for entry in s.battle.log
    ]
    s.battle.actions = [
        record.model_copy(
            update={"dice": tuple(d.model_copy(update={"purpose": f"{d.purpose} of su10"}) for d in record.dice)}
        )
        for record in s.battle.actions
    ]
    report = replay(s)
    assert report.same, report.reason
    # ... but a roll of another face is another battle.
    spot = next(r for r in s.battle.actions if r.kind == "spot")
    s.battle.actions[spot.n - 1] = spot.model_copy(update={"dice": (spot.dice[0].model_copy(update={"face": 99}),)})
    assert not replay(s).same


def test_a_run_an_older_version_logged_under_step_4_replays_the_same(tmp_path: Path) -> None:
    """An older version logged a run under the aircraft and AA fire step wherever it was flown; now it is logged in
    the step it commits in, and the old file still replays as the same battle (any other step stays a difference)."""
    from morefire_gui.model.actions.aircraft import Airstrike
    from tests.session.air_battle import air_session

    s = air_session(tmp_path)
    s.commit(
        s.perform(Airstrike(side="allies", aircraft="il2", entry=(20, 48), heading=0), ScriptedDice([90, 99, 99, 99]))
    )
    assert s.battle.log[-1].phase == "movement.road"
    assert replay(s).same
    s.battle.log[-1] = s.battle.log[-1].model_copy(update={"phase": "movement.air_fire"})
    assert replay(s).same
    s.battle.log[-1] = s.battle.log[-1].model_copy(update={"phase": "movement.cross_country"})
    assert not replay(s).same


def test_fire_an_older_version_explained_weapon_by_weapon_replays_the_same(demo_path: Path) -> None:
    """A Tiger's two TMGs were explained a line each, FIRER MOVED on each; now one line with a count and the modifier
    once for both. The rolls and what the modifiers come to are the same: the same battle. A modifier that differs
    is still a difference."""
    from morefire_gui.model.actions.infantry import Firer, InfantryFire
    from morefire_gui.model.log import LoggedModifier, LoggedNote
    from morefire_gui.model.terms import Moved

    s = BattleSession.open(demo_path)
    tiger = s.battle.unit("ge1")
    s.battle.units[s.battle.units.index(tiger)] = tiger.model_copy(update={"moved": Moved.C})
    fire = s.perform(InfantryFire(area=(20.0, 20.0), firers=(Firer(unit="ge1"),)), ScriptedDice([]))
    assert not fire.refused, fire.reason
    s.commit(fire)
    entry = s.battle.log[-1]
    assert "Tiger 1 (2 × TMG): FIR 4 each" in entry.steps[0].text
    assert replay(s).same
    note, moved = entry.steps[0], entry.steps[1]
    assert isinstance(note, LoggedNote) and isinstance(moved, LoggedModifier) and moved.value == -2
    each = moved.model_copy(update={"value": -1})
    older = [note, each, note, each, *entry.steps[2:]]  # as an older version wrote it: a line for each TMG
    s.battle.log[-1] = entry.model_copy(update={"steps": tuple(older)})
    assert replay(s).same
    s.battle.log[-1] = entry.model_copy(update={"steps": (note, each, *entry.steps[2:])})
    assert not replay(s).same
