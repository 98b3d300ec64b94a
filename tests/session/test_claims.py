"""What an action says about the battle: a strict battle holds whether a target fired, the advanced rules, the
campaign table and the turn itself, and refuses an action that says otherwise with what it holds; a free battle takes
the players' word for them."""

from __future__ import annotations

from pathlib import Path

import pytest

from morefire_gui.model.actions.aircraft import Airstrike
from morefire_gui.model.actions.direct_fire import DirectFire, Spot
from morefire_gui.model.actions.infantry import InfantryFire, Melee
from morefire_gui.model.actions.movement import Move
from morefire_gui.model.actions.table import ChangeSettings, ChangeUnits, SetSequence
from morefire_gui.model.actions.turns import NextStep
from morefire_gui.model.terms import Status
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.resolution import SEQUENCE_RULE


def near(s: BattleSession) -> None:
    """su7 (an SU-76M) drawn up 400 yards from ge7: a vehicle that fires there is spotted automatically (2.1)."""
    su7 = s.battle.unit("su7")
    s.commit(s.perform(ChangeUnits(units=(su7.model_copy(update={"at": (55.0, 22.0)}),))))


def strict_at(demo_path: Path, step: str) -> BattleSession:
    s = BattleSession.open(demo_path)
    near(s)
    s.commit(s.perform(SetSequence(mode="strict")))
    while s.battle.step != step:
        s.commit(s.perform(NextStep()))
    return s


def test_a_free_battle_takes_the_players_word_that_the_target_fired(demo_path: Path) -> None:
    s = BattleSession.open(demo_path)
    near(s)
    said = s.perform(Spot(spotter="ge7", target="su7", target_fired=True), ScriptedDice([]))
    assert not said.refused and said.result.result.spotted and said.result.result.automatic
    read = s.perform(Spot(spotter="ge7", target="su7"), ScriptedDice([99]))
    assert not read.refused and not read.result.result.automatic  # it has not fired: the chart is rolled


def test_a_strict_battle_reads_whether_the_target_fired_from_the_battle(demo_path: Path) -> None:
    s = strict_at(demo_path, "fire.tank_vs_tank")
    said = s.perform(Spot(spotter="ge7", target="su7", target_fired=True), ScriptedDice([]))
    assert said.refused and said.rule == "2.1" and said.dice == ()
    assert said.reason.startswith("SU-76 #1 has not fired this turn, by the battle's fire marks and log")
    fire = s.perform(DirectFire(firer="ge7", target="su7", target_fired=True), ScriptedDice([]))
    assert fire.refused and fire.rule == "2.1" and fire.result.result.refused == fire.reason
    # su7 really fires (it spots ge7 first): now the battle holds it, and the automatic spot needs no die.
    s.commit(s.perform(Spot(spotter="su7", target="ge7"), ScriptedDice([1])))
    s.commit(s.perform(DirectFire(firer="su7", target="ge7"), ScriptedDice([90])))
    for target_fired in (True, None):
        spotted = s.perform(Spot(spotter="ge7", target="su7", target_fired=target_fired), ScriptedDice([]))
        assert not spotted.refused and spotted.result.result.automatic, spotted.reason
    denied = s.perform(Spot(spotter="ge7", target="su7", target_fired=False), ScriptedDice([]))
    assert denied.refused and denied.reason.startswith("SU-76 #1 has fired this turn")


@pytest.mark.parametrize(
    ("action", "rule", "words"),
    [
        (DirectFire(firer="ge7", target="su7", advanced=True), SEQUENCE_RULE, "played by the basic rules"),
        (DirectFire(firer="ge7", target="su7", campaign=True), "2.6", "not a battle of a campaign"),
        (DirectFire(firer="ge7", target="su7", turn=3), SEQUENCE_RULE, "the battle is in turn 1"),
        (Spot(spotter="ge7", target="su7", advanced=True), SEQUENCE_RULE, "played by the basic rules"),
    ],
)
def test_a_strict_battle_refuses_a_shot_that_says_other_rules_or_another_turn(
    demo_path: Path, action: DirectFire | Spot, rule: str, words: str
) -> None:
    s = strict_at(demo_path, "fire.tank_vs_tank")
    if isinstance(action, DirectFire):
        s.commit(s.perform(Spot(spotter="ge7", target="su7"), ScriptedDice([1])))
    refused = s.perform(action, ScriptedDice([]))
    assert refused.refused and refused.rule == rule and words in refused.reason and refused.dice == ()
    assert "switch the battle to free play" in refused.reason
    # What the battle holds may be said: its own turn, its own settings.
    held = {"advanced": False, "campaign": False, "turn": 1}
    same = action.model_copy(update={k: v for k, v in held.items() if k in type(action).model_fields})
    assert not s.perform(same, ScriptedDice([1, 1, 1, 1, 1])).refused


def test_the_advanced_game_is_the_battles_to_set(demo_path: Path) -> None:
    s = strict_at(demo_path, "fire.tank_vs_tank")
    settings = s.battle.settings.model_copy(update={"advanced": True})
    s.commit(s.perform(ChangeSettings(settings=settings, text="Advanced game on")))
    assert not s.perform(Spot(spotter="ge7", target="su7", advanced=True), ScriptedDice([99])).refused
    basic = s.perform(Spot(spotter="ge7", target="su7", advanced=False), ScriptedDice([]))
    assert basic.refused and "played by the advanced rules" in basic.reason


def test_a_strict_battle_dates_moves_and_infantry_fire_by_its_own_turn(demo_path: Path) -> None:
    s = strict_at(demo_path, "movement.cross_country")
    move = s.perform(Move(unit="su6", path=((36, 40),), turn=4), ScriptedDice([]))
    assert move.refused and move.rule == SEQUENCE_RULE and move.reason.startswith("the battle is in turn 1;")
    campaign = s.perform(Move(unit="su6", path=((36, 40),), campaign=True), ScriptedDice([]))
    assert campaign.refused and campaign.rule == "2.6"
    assert not s.perform(Move(unit="su6", path=((36, 40),), turn=1), ScriptedDice([])).refused
    s = strict_at(demo_path, "fire.infantry")
    fire = s.perform(InfantryFire(area=(20, 31), firers=("ge13",), turn=2), ScriptedDice([]))
    assert fire.refused and fire.reason.startswith("the battle is in turn 1;") and fire.result is not None
    s = strict_at(demo_path, "melee.infantry")
    melee = s.perform(Melee(attacker="ge11", defender="su14", turn=5), ScriptedDice([]))
    assert melee.refused and melee.reason.startswith("the battle is in turn 1;")


def test_a_strict_battle_flies_an_airstrike_by_its_settings(demo_path: Path) -> None:
    s = strict_at(demo_path, "movement.aircraft")
    strike = Airstrike(side="allies", aircraft="il2", entry=(40, 48), heading=0, advanced=True)
    refused = s.perform(strike, ScriptedDice([]))
    assert refused.refused and "played by the basic rules" in refused.reason
    free = BattleSession.open(demo_path)
    free.battle.step = "movement.aircraft"
    flown = free.perform(strike)
    assert not flown.refused and flown.result.plan.advanced is True


def test_a_destroyed_unit_spots_nothing_and_rolls_no_die(demo_path: Path) -> None:
    s = BattleSession.open(demo_path)
    ge7 = s.battle.unit("ge7")
    s.battle.units[s.battle.unit_index("ge7")] = ge7.with_status(Status.DESTROYED)
    refused = s.perform(Spot(spotter="ge7", target="su10"), ScriptedDice([]))
    assert refused.refused and refused.rule == "2.1" and refused.reason == "StuG 2 is destroyed: it spots nothing"
    assert not refused.invalid and refused.dice == ()
    # Nothing was rolled or written: the live spotter beside it still has its roll this turn.
    assert s.battle.log == [] and not s.perform(Spot(spotter="ge6", target="su10"), ScriptedDice([95])).refused
