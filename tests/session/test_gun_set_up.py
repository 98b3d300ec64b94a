"""4.8 for a gun that is none of a battery's guns, in an advanced game (session/gun_set_up.py, gun_deployment.py):
its breakdown and set-up as actions in movement step 6, the turns the advance spends, and what its state forbids.

The table is 72 x 48 inches at 1:50. A PaK 40 (75 mm anti-tank gun: 4.8 "AT guns between 52mm-81mm", breakdown 2,
set up 3) stands at the north edge facing a T-34 700 yards south; a 150 mm sIG 33 infantry gun ("Towed Guns 100mm":
breakdown 3, set up 6) beside it; two leFH 18 howitzers make a battery.
"""

from __future__ import annotations

from typing import Any

import pytest

from morefire_gui.io.battle_file import check_battle
from morefire_gui.model.actions.artillery import BreakDownGun, SetUpGun
from morefire_gui.model.actions.direct_fire import DirectFire
from morefire_gui.model.actions.movement import Move
from morefire_gui.model.actions.turns import NextStep
from morefire_gui.model.battle import Battle
from morefire_gui.rules.artillery.terms import DeploymentState
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.coming_up import EffectKind, coming_up
from morefire_gui.session.resolution import SEQUENCE_RULE
from morefire_gui.session.visibility import entry_seen, view_of
from tests.session.test_artillery_actions import NO_DICE, refused, take


def data(advanced: bool = True, strict: bool = True) -> dict[str, Any]:
    return {
        "table": {"width": 72, "depth": 48},
        "scale": "1:50",
        "sides": [
            {"id": "axis", "nation": "germany", "edge": "north"},
            {"id": "allies", "nation": "ussr", "edge": "south"},
        ],
        "terrain": [],
        "units": [
            {"id": "pak", "side": "axis", "type": "pak40", "at": [36, 4], "facing": 180, "name": "PaK 40"},
            {"id": "sig", "side": "axis", "type": "sig33", "at": [30, 4], "facing": 180, "name": "sIG 33"},
            {"id": "g1", "side": "axis", "type": "lefh18", "at": [20, 2]},
            {"id": "g2", "side": "axis", "type": "lefh18", "at": [22, 2]},
            {"id": "a1", "side": "axis", "type": "R", "at": [40, 4]},
            {"id": "t34", "side": "allies", "type": "t34_76_41", "at": [36, 18], "facing": 0, "spotted_by": ["pak"]},
        ],
        "batteries": [{"id": "art", "side": "axis", "kind": "on_board", "units": ["g1", "g2"]}],
        "settings": {"sequence": "strict" if strict else "free", "advanced": advanced},
    }


def session_of(advanced: bool = True, strict: bool = True, step: str = "movement.infantry") -> BattleSession:
    battle = Battle.model_validate(data(advanced, strict))
    battle.step = step
    return BattleSession(battle)


def next_turn(session: BattleSession) -> None:
    """Next until movement step 6 of the next turn."""
    turn = session.battle.turn
    while not (session.battle.turn == turn + 1 and session.battle.step == "movement.infantry"):
        take(session, NextStep())


def test_a_gun_breaks_down_for_its_rows_turns_and_then_moves() -> None:
    s = session_of()
    r = take(s, BreakDownGun(unit="pak"))
    pak = s.battle.unit("pak")
    assert (pak.deployment, pak.turns_remaining) == (DeploymentState.BREAKING_DOWN, 2)  # AT guns 52-81mm: breakdown 2
    assert [step.text() for step in r.steps] == [
        "Artillery set up time (rule 4.8): row AT guns between 52mm-81mm, column Breakdown -> 2",
        "PaK 40 breaks down from turn 1: 2 turns, this one included; in transit, it moves from turn 3 (rule 4.8)",
    ]
    assert s.battle.acted == {"movement.infantry": ("pak",)}
    entry = s.battle.log[-1]
    assert (entry.kind, entry.side, entry.secret) == ("gun", "axis", True)
    assert not entry_seen(entry, view_of(s.battle, "allies"))  # the crew's business, as a battery's is
    assert s.battle.actions[-1].action == {"kind": "gun_breakdown", "unit": "pak"}
    next_turn(s)
    assert (s.battle.unit("pak").deployment, s.battle.unit("pak").turns_remaining) == (
        DeploymentState.BREAKING_DOWN,
        1,
    )
    r = refused(s, Move(unit="pak", path=((36, 4), (36, 5))))
    assert r.rule == "4.8" and "breaking down" in r.reason
    next_turn(s)
    assert (s.battle.unit("pak").deployment, s.battle.unit("pak").turns_remaining) == (DeploymentState.IN_TRANSIT, None)
    take(s, Move(unit="pak", path=((36, 4), (36, 5))))
    assert s.battle.unit("pak").at == (36, 5)
    # The turn it moved, it does not begin its set-up (4.8: "The turn that a gun begins ... set up, it cannot ...
    # move"); the next turn it does, for the 3 turns of its row.
    assert refused(s, SetUpGun(unit="pak")).rule == SEQUENCE_RULE  # it acted in this step
    next_turn(s)
    take(s, SetUpGun(unit="pak"))
    assert (s.battle.unit("pak").deployment, s.battle.unit("pak").turns_remaining) == (DeploymentState.SETTING_UP, 3)


def test_a_deployed_gun_fires_and_does_not_move_one_breaking_down_does_neither() -> None:
    s = session_of(strict=False)
    r = refused(s, Move(unit="pak", path=((36, 4), (36, 5))))
    assert r.rule == "4.8" and "deployed: a gun moves only in transit" in r.reason
    assert s.perform(DirectFire(firer="pak", target="t34"), ScriptedDice([1] * 6)).accepted
    s.battle.acted = {}
    take(s, BreakDownGun(unit="pak"))
    r = s.perform(DirectFire(firer="pak", target="t34"), NO_DICE)
    assert r.refused and r.rule == "4.8"
    assert r.reason == "PaK 40 is breaking down: a gun fires only deployed, once set up (4.8)"


def test_a_gun_that_fired_this_turn_does_not_begin_its_breakdown_one_that_moved_not_its_set_up() -> None:
    s = session_of(strict=False)
    take(s, DirectFire(firer="pak", target="t34"), ScriptedDice([1] * 6))
    r = refused(s, BreakDownGun(unit="pak"))
    assert r.rule == "4.8" and "fired this turn" in r.reason
    b = s.battle
    b.units[b.unit_index("sig")] = b.unit("sig").model_copy(update={"deployment": DeploymentState.IN_TRANSIT})
    take(s, Move(unit="sig", path=((30, 4), (30, 5))))
    r = refused(s, SetUpGun(unit="sig"))
    assert r.rule == "4.8" and r.reason == "sIG 33 moved this turn: the turn a gun begins its set-up it cannot move"


@pytest.mark.parametrize(
    "unit, advanced, why",
    [
        ("g1", True, "g1 is a gun of art: the battery sets up and breaks down"),
        ("a1", True, "is not a gun: only guns set up and break down"),
        ("pak", False, "set-up time is an advanced rule"),
    ],
)
def test_only_a_gun_of_no_battery_sets_up_on_its_own_in_an_advanced_game(unit: str, advanced: bool, why: str) -> None:
    s = session_of(advanced=advanced, strict=False)
    r = refused(s, BreakDownGun(unit=unit))
    assert r.rule == "4.8" and why.split(": ")[-1] in r.reason


def test_in_a_basic_game_a_gun_moves_and_fires_as_it_did() -> None:
    s = session_of(advanced=False, strict=False)
    take(s, Move(unit="pak", path=((36, 4), (36, 5))))
    assert s.battle.unit("pak").at == (36, 5)


def test_a_strict_battle_takes_a_breakdown_in_movement_step_6_only_and_once() -> None:
    s = session_of(step="fire.at_vs_tank")
    assert refused(s, BreakDownGun(unit="pak")).rule == SEQUENCE_RULE
    s = session_of()
    take(s, BreakDownGun(unit="sig"))
    assert s.battle.unit("sig").turns_remaining == 3  # Towed Guns 100mm (and over): breakdown 3
    assert refused(s, SetUpGun(unit="sig")).rule == SEQUENCE_RULE  # it acted in this step already
    s.battle.acted = {}
    assert "only a gun in transit can set up: sIG 33 is breaking down" in refused(s, SetUpGun(unit="sig")).reason


def test_the_file_keeps_a_guns_state_and_checks_who_may_have_one() -> None:
    d = data()
    d["units"][0].update(deployment="setting_up", turns_remaining=2)
    battle = Battle.model_validate(d)
    s = BattleSession(battle)
    assert check_battle(battle, s.catalogue, s.tables) == []
    d["units"][2].update(deployment="in_transit")  # a battery's gun
    d["units"][4].update(deployment="deployed")  # a rifle squad
    battle = Battle.model_validate(d)
    assert [(p.key, p.message) for p in check_battle(battle, s.catalogue, s.tables)] == [
        (
            "units[2].deployment",
            "unit 'g1' is a gun of battery 'art': the battery's 'deployment' is its guns' (4.8)",
        ),
        ("units[4].deployment", "only a gun sets up and breaks down (4.8): 'R' is not a gun"),
    ]
    d = data()
    d["units"][0].update(deployment="setting_up")
    with pytest.raises(ValueError, match="a gun setting up needs 'turns_remaining'"):
        Battle.model_validate(d)


def test_what_comes_up_names_the_guns_completion_to_its_own_side_only() -> None:
    s = session_of()
    take(s, BreakDownGun(unit="pak"))
    mine = [e for e in coming_up(s, view=view_of(s.battle, "axis")) if e.ids == ("pak",)]
    assert [(e.turn, e.kind, e.text) for e in mine] == [
        (2, EffectKind.BREAKDOWN, "PaK 40 completes its breakdown: in transit, it moves from turn 3")
    ]
    assert not [e for e in coming_up(s, view=view_of(s.battle, "allies")) if "pak" in e.ids]


def test_another_sides_view_does_not_hold_a_guns_set_up_state() -> None:
    s = session_of()
    take(s, BreakDownGun(unit="pak"))
    theirs = s.seen_by(view_of(s.battle, "allies")).battle.unit("pak")
    assert (theirs.deployment, theirs.turns_remaining) == (None, None)
    mine = s.seen_by(view_of(s.battle, "axis")).battle.unit("pak")
    assert (mine.deployment, mine.turns_remaining) == (DeploymentState.BREAKING_DOWN, 2)


def test_a_breakdown_of_one_turn_says_so() -> None:
    # 4.8 "AT guns up to 51mm": breakdown 1. A PaK 36 (37 mm) breaks down in this turn only.
    d = data()
    d["units"].append({"id": "p36", "side": "axis", "type": "pak36", "at": [44, 4], "name": "PaK 36"})
    s = BattleSession(Battle.model_validate(d))
    s.battle.step = "movement.infantry"
    r = take(s, BreakDownGun(unit="p36"))
    assert (
        r.steps[-1].text()
        == "PaK 36 breaks down in turn 1, this turn only; in transit, it moves from turn 2 (rule 4.8)"
    )
    assert [e.text for e in coming_up(s) if e.ids == ("p36",)] == [
        "PaK 36 completes its breakdown: in transit, it moves from turn 2"
    ]


@pytest.mark.parametrize(
    "type_, row, breakdown, set_up",
    [
        ("pak36", "AT guns up to 51mm", 1, 2),
        ("pak40", "AT guns between 52mm-81mm", 2, 3),
        ("pak43", "AT guns over 82mm", 2, 4),
        ("leig18", "Towed Guns up to 99mm", 2, 4),
        ("sig33", "Towed Guns 100mm", 3, 6),
        ("flak36", "Towed Guns up to 99mm", 2, 4),  # an AA gun on wheels is a towed gun (4.8 — rows)
        ("grw34", "Mortars", 1, 2),
    ],
)
def test_each_gun_reads_its_row_of_4_8(type_: str, row: str, breakdown: int, set_up: int) -> None:
    """A gun of no battery reads the row of its kind and calibre: its breakdown, then (once in transit) its set-up."""
    d = data()
    d["units"].append({"id": "x", "side": "axis", "type": type_, "at": [50, 4]})
    s = BattleSession(Battle.model_validate(d))
    s.battle.step = "movement.infantry"
    r = take(s, BreakDownGun(unit="x"))
    assert r.steps[0].text() == f"Artillery set up time (rule 4.8): row {row}, column Breakdown -> {breakdown}"
    b = s.battle
    b.units[b.unit_index("x")] = b.unit("x").model_copy(
        update={"deployment": DeploymentState.IN_TRANSIT, "turns_remaining": None}
    )
    b.acted = {}
    r = take(s, SetUpGun(unit="x"))
    assert r.steps[0].text() == f"Artillery set up time (rule 4.8): row {row}, column Set Up -> {set_up}"
    assert s.battle.unit("x").turns_remaining == set_up


def test_a_vehicle_has_no_set_up_of_its_own() -> None:
    # 4.8's "Self Propelled Guns" row is a battery's: a StuG on its own fires and moves as it did.
    d = data(strict=False)
    d["units"].append({"id": "stug", "side": "axis", "type": "stug3g", "at": [50, 4]})
    s = BattleSession(Battle.model_validate(d))
    s.battle.step = "movement.infantry"
    r = refused(s, BreakDownGun(unit="stug"))
    assert r.rule == "4.8" and "is not a gun" in r.reason
