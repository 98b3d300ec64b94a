"""Infantry combat in play (3.1-3.5), suppression and its recovery, the conditions turn by turn, and minefield
clearing, on battles built in code."""

from __future__ import annotations

import pytest

from morefire_gui.errors import UsageError
from morefire_gui.model.actions.infantry import Assault, Firer, InfantryFire, Melee, ReclassifySuicideSquad
from morefire_gui.model.battle import SequenceMode
from morefire_gui.model.scenario import Briefing
from morefire_gui.model.terms import MineType, Moved, Status
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.rules.explain import RollStep
from morefire_gui.rules.infantry.terms import Outcome, TargetCover
from morefire_gui.session.conditions import ice_rolls, maintenance_rolls, recovery_arrived, start_turn
from morefire_gui.session.infantry import (
    assault,
    assault_targets,
    fire,
    melee,
    nearest_tank_or_bunker,
    plan_infantry_fire,
    reclassify_suicide_squad,
)
from morefire_gui.session.minefields import clearing_turns, lay_minefield
from morefire_gui.session.visibility import hidden_minefields
from tests.session.battles import make_session, square

# -- 3.5 fire into an area ------------------------------------------------------------------------------------


def fire_battle(**kw):
    return make_session(
        [{"id": "w", "kind": "woods", "polygon": square(29, 19, 30, 21)}],
        [
            {"id": "r1", "side": "axis", "type": "R", "at": [30, 14]},
            {"id": "h1", "side": "axis", "type": "HMG", "at": [30, 2]},
            {"id": "s1", "side": "axis", "type": "SMG", "at": [30, 15], "moved": "infantry"},
            {"id": "tk", "side": "axis", "type": "tank", "at": [40, 14]},
            {"id": "own", "side": "axis", "type": "R", "at": [30.5, 20]},
            {"id": "e1", "side": "allies", "type": "R", "at": [29.5, 20], "cover": "foxhole"},
            {"id": "e2", "side": "allies", "type": "LMG", "at": [30.8, 20.5], "moved": "infantry"},
            {"id": "e3", "side": "allies", "type": "tank", "at": [30, 19.5]},
            {"id": "e4", "side": "allies", "type": "ht", "at": [31, 19.5]},
            {"id": "gone", "side": "allies", "type": "R", "at": [30, 20.2], "status": ["destroyed"]},
            {"id": "far", "side": "allies", "type": "R", "at": [40, 40]},
        ],
        **kw,
    )


def test_the_area_the_firers_and_the_targets() -> None:
    s = fire_battle()
    plan = plan_infantry_fire(s, (30, 20), ["r1", "h1", "s1", Firer(unit="tk")])
    assert plan.side == "axis" and plan.area.side_yards == 100
    assert [(w.firer_id, w.fire_type) for w in plan.weapons] == [
        ("r1", "R"),
        ("h1", "HMG"),
        ("s1", "SMG"),
        ("tk", "TMG"),
        ("tk", "TMG"),
        ("tk", "T-HE"),
    ]
    assert [t.unit_id for t in plan.targets] == ["e1", "e2", "e3", "e4"]
    assert {t.unit_id: t.reason for t in plan.not_targets} == {"own": "of the firers' own side", "gone": "destroyed"}
    e1, e2 = plan.targets[0], plan.targets[1]
    assert e1.cover is TargetCover.COVER  # a foxhole (and woods): cover, not hard cover
    assert e2.moved and e2.cover is TargetCover.OPEN


def test_fire_rolls_for_every_target_and_makes_one_edit() -> None:
    s = fire_battle()
    plan = plan_infantry_fire(s, (30, 20), ["r1", "h1", "s1", "tk"])
    # r1 R 1 + h1 HMG 5 + s1 SMG 3 -1 (moved) + tk TMG 4 + 4 + T-HE 3 = 19
    dice = ScriptedDice([40, 41, 50])
    outcome = fire(s, plan, dice, turn=3)
    r = outcome.result
    assert r.total_fir == 19 and r.chance == 40
    # e1 in a foxhole -2; e2 moved -1; e4, an open-topped halftrack: no T-HE; e3 enclosed with AC 6: not a target.
    assert [(t.unit_id, t.fir, t.chance, t.outcome) for t in r.targets] == [
        ("e1", 17, 40, Outcome.DESTROYED),
        ("e2", 18, 40, Outcome.NO_EFFECT),
        ("e4", 16, 40, Outcome.NO_EFFECT),
    ]
    assert [e.unit_id for e in r.excluded] == ["e3"]
    assert dice.remaining == 0
    s.apply(outcome.edit)
    assert s.battle.unit("e1").has(Status.DESTROYED) and not s.battle.unit("e2").status
    s.revert(outcome.edit)
    assert not s.battle.unit("e1").status


def test_open_topped_vehicles_are_targets_without_t_he() -> None:
    s = fire_battle()
    plan = plan_infantry_fire(s, (30, 20), ["tk"])
    dice = ScriptedDice([90, 90, 30])
    outcome = fire(s, plan, dice)
    assert [(t.unit_id, t.fir) for t in outcome.result.targets] == [("e1", 9), ("e2", 10), ("e4", 8)]
    assert dice.remaining == 0


def test_suppression_lasts_until_the_start_of_the_turn_after_next() -> None:
    s = fire_battle()
    plan = plan_infantry_fire(s, (30, 20), ["h1"])  # FIR 5: e1 3 (5%), e2 4 (10%), e4 5 (10%): all Sup
    outcome = fire(s, plan, ScriptedDice([5, 10, 99]), turn=4)
    s.apply(outcome.edit)
    hit = [t.unit_id for t in outcome.result.targets if t.outcome is Outcome.SUPPRESSED]
    assert hit == ["e1", "e2"]
    for unit_id in hit:
        u = s.battle.unit(unit_id)
        assert u.has(Status.SUPPRESSED) and u.status_until == {Status.SUPPRESSED: 6}
    s.apply(start_turn(s, 5).edit)
    assert all(s.battle.unit(u).has(Status.SUPPRESSED) for u in hit)
    start = start_turn(s, 6)
    s.apply(start.edit)
    assert not any(s.battle.unit(u).has(Status.SUPPRESSED) for u in hit)
    assert s.battle.unit("s1").moved is None  # last turn's moves are forgotten


def test_fire_refusals_and_bad_requests() -> None:
    s = fire_battle()
    outcome = fire(s, plan_infantry_fire(s, (30, 40), ["r1", "s1"]), ScriptedDice([50]))
    reasons = {r.firer_id: r.reason for r in outcome.refused}
    assert "out of range" in reasons["r1"] and "out of range" in reasons["s1"]
    with pytest.raises(UsageError):
        plan_infantry_fire(s, (30, 20), ["r1", "e1"])  # two sides
    with pytest.raises(UsageError):
        plan_infantry_fire(s, (300, 20), ["r1"])
    with pytest.raises(UsageError):
        plan_infantry_fire(s, (30, 20), ["r1:TMG"])
    with pytest.raises(UsageError):
        plan_infantry_fire(s, (30, 20), ["nobody"])
    with pytest.raises(UsageError):
        plan_infantry_fire(s, (30, 20), ["r1", "r1"])


def test_a_moved_weapon_system_does_not_fire() -> None:
    s = make_session(
        units=[
            {"id": "m", "side": "axis", "type": "MMG", "at": [10, 10], "moved": "infantry"},
            {"id": "e", "side": "allies", "type": "R", "at": [10, 20]},
        ]
    )
    outcome = fire(s, plan_infantry_fire(s, (10, 20), ["m"]), ScriptedDice([1]))
    assert outcome.result.total_fir == 0 and "1.5" in outcome.refused[0].reason


# -- 3.1 melee -----------------------------------------------------------------------------------------------


def melee_battle(**kw):
    return make_session(
        units=[
            {"id": "a", "side": "axis", "type": "R", "at": [10, 10]},
            {"id": "d", "side": "allies", "type": "SMG", "at": [10.6, 10]},
            {"id": "g", "side": "allies", "type": "atg", "at": [9.4, 10]},
            {"id": "far", "side": "allies", "type": "R", "at": [20, 10]},
            {"id": "t", "side": "allies", "type": "tank", "at": [10, 11]},
            {"id": "b", "side": "allies", "type": "MMG", "at": [10, 9], "cover": "bunker"},
        ],
        **kw,
    )


def test_melee_in_contact() -> None:
    s = melee_battle()
    outcome = melee(s, "a", "d", ScriptedDice([7, 5]))  # 11 against 10
    assert outcome.result.winner == "a"
    s.apply(outcome.edit)
    assert s.battle.unit("d").has(Status.DESTROYED) and not s.battle.unit("a").has(Status.DESTROYED)


def test_melee_with_a_gun_crew_an_artillery_section() -> None:
    s = melee_battle()
    outcome = melee(s, "a", "g", ScriptedDice([1, 4]))  # 5 against 4 + MF 1
    assert outcome.result.defender.mf == 1 and outcome.result.winner is None


def test_melee_refusals() -> None:
    s = melee_battle()
    assert melee(s, "a", "far", ScriptedDice([])).result.refused is not None
    tank = melee(s, "a", "t", ScriptedDice([]))  # a tank is assaulted, not meleed: 3.1's refusal, as 3.2's on infantry
    assert tank.result.refused is not None and "melees are infantry against infantry" in tank.result.refused
    assert tank.rule == "3.1"
    with pytest.raises(UsageError):
        melee(s, "a", "a", ScriptedDice([]))


# -- 3.2 assault ----------------------------------------------------------------------------------------------


def test_the_assault_sequence() -> None:
    s = melee_battle()
    # 1. the tank fires (TMG 4 + 4 + T-HE 3 = 11: 30% Elim) and misses (31); 3. the assault: 30 + 10 (did not move).
    dice = ScriptedDice([31, 40])
    outcome = assault(s, "a", "t", dice, turn=2)
    assert outcome.defensive_fire is not None and outcome.defensive_fire.targets[0].chance == 30
    assert outcome.result is not None and outcome.result.chance == 40 and outcome.result.success
    s.apply(outcome.edit)
    assert s.battle.unit("t").has(Status.DESTROYED)
    a = s.battle.unit("a")
    assert a.has(Status.SUPPRESSED) and a.status_until == {Status.SUPPRESSED: 4}


def test_the_tanks_fire_can_stop_the_assault() -> None:
    s = melee_battle()
    outcome = assault(s, "a", "t", ScriptedDice([30]))
    assert outcome.result is None and outcome.refused is None
    assert outcome.summary() == "Rifle squad (Axis) is destroyed before it reaches tank"
    s.apply(outcome.edit)
    assert s.battle.unit("a").has(Status.DESTROYED)


def test_supporting_fire_and_suppression_stop_the_assault() -> None:
    s = melee_battle()
    outcome = assault(s, "a", "t", ScriptedDice([99, 5, 1]), support=["b"])  # the MMG suppresses (FIR 4: 10%)
    assert outcome.supporting_fire is not None and outcome.result is not None
    assert outcome.result.refused is not None and "suppressed" in outcome.result.refused


def test_assault_on_a_bunker_without_defensive_fire() -> None:
    s = melee_battle()
    outcome = assault(s, "a", "b", ScriptedDice([31]), defensive_fire=False)
    assert outcome.defensive_fire is None and outcome.result.chance == 30 and not outcome.result.success


def test_the_steps_not_made_are_said_as_the_steps_say_them() -> None:
    """3.2's steps 1 and 2 not made, each with why, in the words of the assault's own steps (a table of the steps
    shows them so)."""
    s = melee_battle()
    outcome = assault(s, "a", "b", ScriptedDice([31]), defensive_fire=False)
    notes = [step.text() for step in outcome.steps]
    assert [n for n, _ in outcome.skipped] == [1, 2]
    assert all(any(note.startswith(why) for note in notes) for _, why in outcome.skipped)
    assert outcome.skipped[1][1].startswith("2. no supporting fire at ")
    fired_at = assault(s, "a", "t", ScriptedDice([99, 31]))
    assert [n for n, _ in fired_at.skipped] == [2]


def test_assault_refusals() -> None:
    s = melee_battle()
    infantry = assault(s, "a", "d", ScriptedDice([]))  # infantry are fought in a melee: 3.2's refusal, no die
    assert "neither a tank nor a bunker" in infantry.refused and infantry.rule == "3.2"
    by_a_tank = assault(s, "t", "a", ScriptedDice([]))
    assert "only infantry assault tanks and bunkers" in by_a_tank.refused
    s.battle.units.append(s.battle.unit("t").model_copy(update={"id": "t9", "at": (20, 20)}))
    assert "apart" in assault(s, "a", "t9", ScriptedDice([]), defensive_fire=False).refused
    s.battle.units[0] = s.battle.unit("a").with_status(Status.SUPPRESSED)
    assert "suppressed" in assault(s, "a", "t", ScriptedDice([])).refused


def test_an_engineer_assault() -> None:
    s = make_session(
        units=[
            {"id": "e", "side": "axis", "type": "ENG", "at": [10, 10]},
            {"id": "t", "side": "allies", "type": "tank", "at": [10, 11], "moved": "E"},
        ]
    )
    outcome = assault(s, "e", "t", ScriptedDice([15]), defensive_fire=False)
    assert outcome.result.chance == 15 and outcome.result.success  # 30 - 30 + 15


# -- 3.3 suicide squads ---------------------------------------------------------------------------------------


def test_reclassify_a_guards_squad_and_the_nearest_tank() -> None:
    s = make_session(
        units=[
            {"id": "g", "side": "allies", "type": "SMG", "at": [10, 10], "formation": "guard"},
            {"id": "t1", "side": "axis", "type": "tank", "at": [14, 10]},
            {"id": "t2", "side": "axis", "type": "tank", "at": [10, 11]},
            {"id": "tr", "side": "axis", "type": "truck", "at": [10, 10.6]},
        ]
    )
    late = reclassify_suicide_squad(s, "g", 1943)
    assert late.edit is None and late.refused == "Russian Guard 1941-42 only (the battle is in 1943)"
    r = reclassify_suicide_squad(s, "g", 1942)
    assert r.refused is None and r.formation == "guard" and r.must_assault == "t2"  # the truck is no tank
    s.apply(r.edit)
    assert s.battle.unit("g").suicide
    assert nearest_tank_or_bunker(s, "g")[0] == "t2"
    assert [uid for uid, _ in assault_targets(s, "g")] == ["t2", "t1"]
    far = assault(s, "g", "t1", ScriptedDice([]))
    assert "an assault needs them in contact" in far.refused and far.rule == "3.2"
    outcome = assault(s, "g", "t2", ScriptedDice([99, 1]))  # 30 + 10 + 30 = 70
    assert outcome.result.chance == 70 and outcome.result.success
    s.apply(outcome.edit)
    assert s.battle.unit("g").has(Status.DESTROYED) and s.battle.unit("t2").has(Status.DESTROYED)


# -- the actions: performed and committed, in a free and in a strict battle -------------------------------------


def strict(session, step: str):  # type: ignore[no-untyped-def]
    """The battle kept to the sequence of play, at ``step`` of its turn."""
    session.battle.settings = session.battle.settings.model_copy(update={"sequence": SequenceMode.STRICT})
    session.battle.step = step
    return session


def with_briefing(session, year: int):  # type: ignore[no-untyped-def]
    session.battle.briefing = Briefing.model_validate(
        {
            "year": year,
            "theatre": "russia",
            "nations": {"axis": "germany", "allies": "ussr"},
            "attacker": "allies",
            "season": "summer",
            "conditions": "clear",
            "terrain": "farmland",
            "mission": "holding_action",
            "ratio": [3, 2],
        }
    )
    return session


def test_infantry_fire_is_committed_with_its_marks_log_entry_and_record() -> None:
    s = fire_battle()
    action = InfantryFire(area=(30, 20), firers=("r1", "h1", "s1", "tk"), turn=3)
    resolution = s.perform(action, ScriptedDice([40, 41, 50]))
    assert resolution.accepted and [r.face for r in resolution.dice] == [40, 41, 50]
    assert s.battle.log == [] and not s.battle.unit("e1").status  # nothing applied before the commit
    committed = s.commit(resolution)
    assert s.battle.unit("e1").has(Status.DESTROYED)
    # infantry in direct fire step 4, the tank's TMG and T-HE in step 3 (free battle: the steps of their fire)
    assert s.battle.acted == {"fire.infantry": ("r1", "h1", "s1"), "fire.tank_vs_infantry": ("tk",)}
    assert resolution.result.acted_in == (
        ("r1", "fire.infantry"),
        ("h1", "fire.infantry"),
        ("s1", "fire.infantry"),
        ("tk", "fire.tank_vs_infantry"),
    )
    entry = s.battle.log[-1]
    assert entry.kind == "infantry_fire" and entry.actors == ("r1", "h1", "s1", "tk")
    assert entry.targets == ("e1", "e2", "e4") and [r.face for r in entry.rolls()] == [40, 41, 50]
    assert (
        entry.summary
        == (
            "Rifle squad 1 (Axis), Heavy machine gun, Submachine gun squad, tank (Axis): FIR 19, 40%; 3 units rolled for, "
            "1 hit; Rifle squad 1 (Allies) destroyed"  # each side has a first rifle squad and a tank: named with their sides
        )
    )
    assert entry.free  # a battle played free of the sequence says so
    record = s.battle.actions[-1]
    assert record.action == {
        "kind": "infantry_fire",
        "area": [30.0, 20.0],
        "firers": ["r1", "h1", "s1", "tk"],
        "turn": 3,
    }
    assert [d.face for d in record.dice] == [40, 41, 50] and record.log == (entry.seq,)
    s.revert(committed.edit)  # undo: the results and marks go, the roll stays in the log
    assert not s.battle.unit("e1").status and s.battle.acted == {} and s.battle.log[-1] is entry


def test_infantry_fire_with_no_firer_able_to_fire_is_refused_before_the_dice() -> None:
    s = fire_battle()
    resolution = s.perform(InfantryFire(area=(30, 40), firers=("r1", "s1")), ScriptedDice([]))
    assert resolution.refused and resolution.rule == "3.5" and resolution.dice == ()
    assert resolution.reason.startswith("no firer can fire into the area: Rifle squad 1 (Axis): out of range")
    assert resolution.result.plan.area.centre == (30, 40)  # what the dialog shows beside the refusal
    assert s.commit(resolution) is None and s.battle.actions == []
    # The refusal is explained by what was decided before any die (the look ahead's d100, and what it read, are not
    # a roll): each firer out of range, the combined FIR; no roll, no "rolled".
    kinds = [type(step).__name__ for step in resolution.steps]
    assert "RollStep" not in kinds and kinds[0] == "NoteStep"
    assert "out of range" in resolution.steps[0].text()
    assert not any("rolled" in step.text() for step in resolution.steps)


def test_a_refusal_shows_no_die_of_its_look_ahead() -> None:
    s = fire_battle()
    # A target in the area ("far"), no firer in range: the look ahead throws its d100 (its highest face) for it.
    resolution = s.perform(InfantryFire(area=(40, 40), firers=("s1",)), ScriptedDice([]))
    assert resolution.refused and resolution.dice == ()
    assert any(isinstance(step, RollStep) for step in resolution.result.steps)  # the look ahead's own
    assert resolution.steps and not any(isinstance(step, RollStep) for step in resolution.steps)
    assert not any("rolled" in step.text() for step in resolution.steps)
    assert any("FIR chart" in step.text() for step in resolution.steps)  # what was decided before the die stays


def test_a_bad_firer_is_invalid_not_a_refusal_of_the_rules() -> None:
    s = fire_battle()
    for firers in (("nobody",), ("r1", "e1"), ("r1:TMG",), ("tk:MG42",)):
        resolution = s.perform(InfantryFire(area=(30, 20), firers=firers), ScriptedDice([]))
        assert resolution.refused and resolution.invalid, firers


@pytest.mark.parametrize(
    "step,firers,reason",
    [
        (
            "movement.road",
            ("r1",),
            "infantry fire into a target area (3.5) is direct fire step 4 (infantry vs "
            "infantry); this is movement step 1 (road movement)",
        ),
        ("fire.tank_vs_infantry", ("r1",), "is direct fire step 4 (infantry vs infantry); this is direct fire step 3"),
        ("fire.infantry", ("tk",), "a vehicle's machine guns and T-HE into a target area (3.5) is direct fire step 3"),
        (
            "fire.infantry",
            ("r1", "tk"),
            "these firers fire in different steps of the direct fire phase: Rifle squad 1 (Axis) in direct "
            "fire step 4 (infantry vs infantry); tank (Axis) in direct fire step 3",
        ),
        (
            "fire.infantry",
            ("r1", "sup"),
            "Rifle squad 3 (Axis) cannot act in direct fire step 4 (infantry vs infantry): suppressed: cannot fire until it recovers (3.5)",
        ),
        (
            "fire.infantry",
            ("r1", "mg"),
            "Medium machine gun cannot act in direct fire step 4 (infantry vs infantry): moved this turn: weapon systems cannot fire the turn that "
            "they move (1.5)",
        ),
    ],
)
def test_strict_infantry_fire_refusals_name_the_step(step: str, firers: tuple[str, ...], reason: str) -> None:
    s = strict(fire_battle(), step)
    s.battle.units += [
        s.battle.unit("r1").model_copy(update={"id": "sup", "status": (Status.SUPPRESSED,)}),
        s.battle.unit("h1").model_copy(update={"id": "mg", "type": "MMG", "moved": Moved.INFANTRY}),
    ]
    resolution = s.perform(InfantryFire(area=(30, 20), firers=firers), ScriptedDice([]))
    assert resolution.refused and resolution.rule == "Sequence of play" and reason in resolution.reason
    assert resolution.result is not None  # the look ahead the dialog shows


def test_strict_infantry_fire_in_its_step_and_not_twice() -> None:
    s = strict(fire_battle(), "fire.infantry")
    s.commit(s.perform(InfantryFire(area=(30, 20), firers=("r1", "h1")), ScriptedDice([99, 99, 99])))
    assert s.battle.acted == {"fire.infantry": ("r1", "h1")} and not s.battle.log[-1].free
    again = s.perform(InfantryFire(area=(30, 20), firers=("r1",)), ScriptedDice([]))
    assert (
        again.refused
        and again.reason
        == "Rifle squad 1 (Axis) has already acted in direct fire step 4 (infantry vs infantry) this turn"
    )
    s.battle.step = "fire.tank_vs_infantry"
    tank = s.perform(InfantryFire(area=(30, 20), firers=("tk:TMG",)), ScriptedDice([99, 99, 99]))
    assert tank.accepted and tank.result.acted_in == (("tk", "fire.tank_vs_infantry"),)


def test_melee_action_in_step_a() -> None:
    s = strict(melee_battle(), "fire.infantry")
    out = s.perform(Melee(attacker="a", defender="d"), ScriptedDice([]))
    assert out.refused and "an infantry melee (3.1) is melee step A" in out.reason
    s.battle.step = "melee.infantry"
    far = s.perform(Melee(attacker="a", defender="far"), ScriptedDice([]))
    assert far.refused and far.rule == "3.1" and "apart: a melee needs them in contact" in far.reason
    resolution = s.perform(Melee(attacker="a", defender="d"), ScriptedDice([7, 5]))
    s.commit(resolution)
    assert s.battle.unit("d").has(Status.DESTROYED) and s.battle.acted == {"melee.infantry": ("a",)}
    entry = s.battle.log[-1]
    assert (
        entry.kind == "melee"
        and entry.title == "Melee Rifle squad (Axis) against Submachine gun squad"
        and entry.summary == "Rifle squad (Axis) 11 against Submachine gun squad 10: Rifle squad (Axis) wins"
    )
    assert entry.actors == ("a",) and entry.targets == ("d",) and entry.phase == "melee.infantry"
    twice = s.perform(Melee(attacker="a", defender="g"), ScriptedDice([]))
    assert (
        twice.refused
        and twice.reason
        == "Rifle squad (Axis) has already acted in melee step A (infantry vs infantry melees) this turn"
    )


def test_a_destroyed_unit_is_refused_a_melee_and_an_assault_by_the_rules() -> None:
    # A destroyed unit fights no more: the rules' refusal with its rule, as a destroyed unit's shot or move is.
    s = melee_battle()
    s.battle.units[1] = s.battle.unit("d").with_status(Status.DESTROYED)
    s.battle.units[4] = s.battle.unit("t").with_status(Status.DESTROYED)
    melee_out = s.perform(Melee(attacker="a", defender="d"), ScriptedDice([]))
    assert melee_out.refused and melee_out.rule == "3.1"
    assert melee_out.reason == "Submachine gun squad is destroyed"
    assault_out = s.perform(Assault(infantry="a", target="t"), ScriptedDice([]))
    assert assault_out.refused and assault_out.rule == "3.2" and assault_out.reason.endswith("is destroyed")
    s.battle.units[0] = s.battle.unit("a").with_status(Status.DESTROYED)
    assert s.perform(Assault(infantry="a", target="b"), ScriptedDice([])).rule == "3.2"
    assert s.battle.log == []
    with pytest.raises(UsageError):
        melee(s, "a", "a", ScriptedDice([]))  # bad input stays bad input


def test_a_unit_riding_a_vehicle_is_refused_a_melee_and_an_assault_by_the_rules() -> None:
    # A rider must dismount to fight: the rules' refusal with its rule, nothing rolled, nothing logged.
    s = melee_battle()
    s.battle.units[1] = s.battle.unit("d").model_copy(update={"riding_on": "t"})
    melee_out = s.perform(Melee(attacker="a", defender="d"), ScriptedDice([]))
    assert melee_out.refused and melee_out.rule == "3.1" and melee_out.dice == ()
    assert melee_out.reason == "Submachine gun squad rides on tank: it must dismount to fight"
    s.battle.units[0] = s.battle.unit("a").model_copy(update={"riding_on": "t"})
    assault_out = s.perform(Assault(infantry="a", target="b"), ScriptedDice([]))
    assert assault_out.refused and assault_out.rule == "3.2" and "rides on" in assault_out.reason
    assert s.battle.log == []


def test_a_destroyed_unit_is_refused_as_a_suicide_squad_by_the_rules() -> None:
    s = make_session(units=[{"id": "g", "side": "allies", "type": "SMG", "at": [10, 10], "status": ["destroyed"]}])
    out = s.perform(ReclassifySuicideSquad(unit="g", year=1942), ScriptedDice([]))
    assert out.refused and out.rule == "3.3" and out.reason == "Submachine gun squad is destroyed"
    assert s.battle.log == [] and not s.battle.unit("g").suicide


def test_a_suicide_squad_of_another_nation_does_not_melee_infantry() -> None:
    s = melee_battle()
    s.battle.units[0] = s.battle.unit("a").model_copy(update={"suicide": True})
    out = s.perform(Melee(attacker="a", defender="d"), ScriptedDice([]))
    assert out.refused and out.rule == "3.3" and "only Japanese suicide squads" in out.reason


def test_assault_action_in_step_b() -> None:
    s = strict(melee_battle(), "melee.infantry")
    out = s.perform(Assault(infantry="a", target="t"), ScriptedDice([]))
    assert out.refused and "an assault on a tank or bunker (3.2) is melee step B" in out.reason
    s.battle.step = "melee.assault"
    s.battle.units[0] = s.battle.unit("a").with_status(Status.SUPPRESSED)
    out = s.perform(Assault(infantry="a", target="t"), ScriptedDice([]))
    assert out.refused and out.rule == "3.2" and "a suppressed infantry unit cannot assault" in out.reason
    s.battle.units[0] = s.battle.unit("a").with_status(Status.SUPPRESSED, False)
    s.battle.turn = 2
    # A strict battle dates the assault by its own turn, and says so when an action names another.
    out = s.perform(Assault(infantry="a", target="t", support=("b",), turn=3), ScriptedDice([]))
    assert out.refused and out.reason.startswith("the battle is in turn 2;") and out.rule == "Sequence of play"
    # Nor does it take an action's word that the tank's fire at the squad was resolved already.
    out = s.perform(Assault(infantry="a", target="t", defensive_fire=False), ScriptedDice([]))
    assert out.refused and out.rule == "3.2" and "tank has not fired at Rifle squad (Axis) this turn" in out.reason
    resolution = s.perform(Assault(infantry="a", target="t", support=("b",), turn=2), ScriptedDice([31, 99, 40]))
    s.commit(resolution)
    assert s.battle.unit("t").has(Status.DESTROYED) and s.battle.acted == {"melee.assault": ("a",)}
    assert s.battle.unit("a").status_until == {Status.SUPPRESSED: 4}
    entry = s.battle.log[-1]
    assert entry.kind == "assault" and entry.actors == ("a",) and entry.targets == ("t",)
    assert entry.summary == "40%, rolled 40: the assault succeeds; Rifle squad (Axis) suppressed, tank destroyed"
    assert s.battle.actions[-1].action == {
        "kind": "assault",
        "infantry": "a",
        "target": "t",
        "support": ["b"],
        "turn": 2,
    }


def test_a_suicide_squad_must_assault_the_nearest_tank_or_bunker() -> None:
    s = melee_battle()
    s.battle.units[0] = s.battle.unit("a").model_copy(update={"suicide": True})
    s.battle.units.append(s.battle.unit("t").model_copy(update={"id": "t2", "at": (11.3, 10)}))
    out = s.perform(Assault(infantry="a", target="t2"), ScriptedDice([]))
    assert out.refused and out.rule == "3.3" and "it must assault the nearest enemy tank or bunker" in out.reason


# What 3.3 allows, from the rule's own list: the unit's side, its formation and the year (the briefing's).
SUICIDE_CASES = [
    ("ussr", "guard", 1942, None),
    ("ussr", "guard", 1941, None),
    ("ussr", None, 1942, "Russian Guard 1941-42 only: this unit is not of the Guard (its formation: none)"),
    ("ussr", "guard", 1943, "Russian Guard 1941-42 only (the battle is in 1943)"),
    ("germany", "waffen_ss", 1945, None),
    ("germany", "waffen_ss", 1944, "German Waffen SS 1945 only (the battle is in 1944)"),
    ("germany", None, 1945, "German Waffen SS 1945 only: this unit is not of the Waffen SS (its formation: none)"),
    ("japan", None, 1944, None),
    ("japan", None, 1946, "Japanese 1931-45 only (the battle is in 1946)"),
    ("usa", None, 1944, "no suicide squads for USA"),
]


@pytest.mark.parametrize("nation,formation,year,refused", SUICIDE_CASES)
def test_reclassification_by_nation_formation_and_the_briefings_year(
    nation: str, formation: str | None, year: int, refused: str | None
) -> None:
    unit = {"id": "u", "side": "allies", "type": "R", "at": [10, 10], **({"formation": formation} if formation else {})}
    s = with_briefing(
        make_session(units=[unit, {"id": "t", "side": "axis", "type": "tank", "at": [14, 10]}], allies=nation), year
    )
    resolution = s.perform(ReclassifySuicideSquad(unit="u"), ScriptedDice([]))
    if refused is None:
        assert resolution.accepted and resolution.result.must_assault == "t"
        s.commit(resolution)
        assert s.battle.unit("u").suicide and s.battle.log[-1].kind == "suicide_squad"
    else:
        assert resolution.refused and resolution.rule == "3.3" and refused in resolution.reason


def test_the_year_is_the_briefings_else_the_one_given() -> None:
    units = [{"id": "j", "side": "axis", "type": "SMG", "at": [10, 10]}]
    s = make_session(units=units, axis="japan")
    none = s.perform(ReclassifySuicideSquad(unit="j"), ScriptedDice([]))
    # No year at all is bad input naming the value, not a refusal of the rules.
    assert none.refused and none.invalid and none.missing == "year" and none.rule == ""
    assert none.reason == "missing: the battle has no briefing to give its year, so give the year it is fought in (3.3)"
    assert s.perform(ReclassifySuicideSquad(unit="j", year=1944), ScriptedDice([])).accepted
    assert s.perform(ReclassifySuicideSquad(unit="j", year=1946), ScriptedDice([])).refused
    with_briefing(s, 1943)
    assert s.perform(ReclassifySuicideSquad(unit="j"), ScriptedDice([])).accepted
    other = s.perform(ReclassifySuicideSquad(unit="j", year=1944), ScriptedDice([]))
    assert other.refused and "the battle is fought in 1943 (its briefing), not in 1944" in other.reason
    s.commit(s.perform(ReclassifySuicideSquad(unit="j"), ScriptedDice([])))
    again = s.perform(ReclassifySuicideSquad(unit="j"), ScriptedDice([]))
    assert again.refused and again.reason == "Submachine gun squad is a suicide squad already"


def test_strict_reclassification_before_moving_or_before_assaulting() -> None:
    units = [
        {"id": "j", "side": "axis", "type": "R", "at": [10, 10]},
        {"id": "k", "side": "axis", "type": "R", "at": [20, 10], "moved": "infantry"},
        {"id": "t", "side": "allies", "type": "tank", "at": [20, 10.6]},
    ]
    s = strict(with_briefing(make_session(units=units, axis="japan"), 1944), "fire.infantry")
    out = s.perform(ReclassifySuicideSquad(unit="j"), ScriptedDice([]))
    assert (
        out.refused
        and "reclassifying a suicide squad (3.3) is movement step 6 (infantry movement) or melee step B" in out.reason
    )
    s.battle.step = "movement.infantry"
    assert s.perform(ReclassifySuicideSquad(unit="j"), ScriptedDice([])).accepted
    moved = s.perform(ReclassifySuicideSquad(unit="k"), ScriptedDice([]))
    assert (
        moved.refused
        and moved.reason == "Rifle squad 2 has already acted in movement step 6 (infantry movement) this turn"
    )
    s.battle.step = "melee.assault"
    resolution = s.perform(ReclassifySuicideSquad(unit="k"), ScriptedDice([]))
    assert resolution.accepted  # in contact with t: reclassified, then it assaults
    s.commit(resolution)
    assert s.battle.acted == {}  # a reclassification is no act of its own
    assault_ = s.perform(Assault(infantry="k", target="t"), ScriptedDice([99, 1]))
    assert assault_.accepted and assault_.result.result.chance == 70


# -- conditions turn by turn ----------------------------------------------------------------------------------


def test_mud_maintenance_on_the_tenth_turn() -> None:
    s = make_session(
        units=[
            {"id": "t1", "side": "axis", "type": "tank", "at": [10, 10]},
            {"id": "t2", "side": "axis", "type": "tank", "at": [20, 10]},
            {"id": "i", "side": "axis", "type": "R", "at": [30, 10]},
        ],
        settings={"weather": "mud"},
    )
    assert maintenance_rolls(s, 9, ScriptedDice([])).rolls == ()
    dice = ScriptedDice([6, 6, 2, 3, 3, 4])
    result = maintenance_rolls(s, 10, dice)
    assert [(r.unit_id, r.total, r.immobilized, r.turns) for r in result.rolls] == [
        ("t1", 12, True, 5),
        ("t2", 7, False, None),
    ]
    s.apply(result.edit)
    assert s.battle.unit("t1").status_until == {Status.IMMOBILIZED: 15}
    s.apply(start_turn(s, 15).edit)
    assert not s.battle.unit("t1").has(Status.IMMOBILIZED)


def test_no_maintenance_without_mud() -> None:
    s = make_session(units=[{"id": "t1", "side": "axis", "type": "tank", "at": [10, 10]}])
    assert maintenance_rolls(s, 10, ScriptedDice([])).rolls == ()


def test_a_recovery_vehicle_frees_a_vehicle_the_turn_after_it_arrives() -> None:
    s = make_session(
        units=[
            {"id": "t1", "side": "axis", "type": "tank", "at": [10, 10], "status": ["immobilized"]},
            {"id": "arv", "side": "axis", "type": "arv", "at": [10, 10.6]},
            {"id": "t2", "side": "axis", "type": "tank", "at": [10, 11.2]},
        ]
    )
    assert not recovery_arrived(s, "t2", "t1", 5).allowed  # not a recovery vehicle
    assert not recovery_arrived(s, "arv", "t2", 5).allowed  # not broken down
    r = recovery_arrived(s, "arv", "t1", 5)
    assert r.allowed and r.freed_on == 6
    s.apply(r.edit)
    s.apply(start_turn(s, 6).edit)
    assert not s.battle.unit("t1").has(Status.IMMOBILIZED)


def test_tundra_ice_rolls() -> None:
    s = make_session(
        [
            {"id": "lk", "kind": "water", "polygon": square(20, 0, 30, 30)},
            {"id": "st", "kind": "stream", "line": [[0, 40], [72, 40]], "ice_holds": False},
        ],
        settings={"terrain_type": "tundra"},
    )
    result = ice_rolls(s, ScriptedDice([2]))
    assert [(r.piece_id, r.holds) for r in result.rolls] == [("lk", True)]
    s.apply(result.edit)
    assert s.battle.piece("lk").ice_holds is True
    assert len(ice_rolls(s, ScriptedDice([5, 5]), again=True).rolls) == 2


# -- 3.6 and 3.61 minefields ----------------------------------------------------------------------------------


def test_lay_a_section_and_who_sees_it() -> None:
    s = make_session()
    edit = lay_minefield(s, (36, 24), MineType.AT, rotation=45, owner="axis", deliberate=True)
    s.apply(edit)
    piece = s.battle.piece(edit.piece.id)
    assert piece.mines is MineType.AT and piece.deliberate and piece.owner == "axis"
    assert hidden_minefields(s.battle, "allies") == [piece.id] and hidden_minefields(s.battle, "axis") == []
    with pytest.raises(UsageError):
        lay_minefield(s, (10, 10), MineType.AP, deliberate=True)


def test_infantry_clear_a_section_in_three_turns() -> None:
    s = make_session(
        [{"id": "m1", "kind": "minefield", "mines": "ap", "polygon": square(10, 10, 12, 11)}],
        [{"id": "i", "side": "allies", "type": "R", "at": [11, 10.5]}],
    )
    for turn in (1, 2):
        result = clearing_turns(s)
        assert result.cleared == ()
        s.apply(result.edit)
        assert s.battle.piece("m1").clearing == {"i": turn}
    result = clearing_turns(s)
    assert result.cleared == ("m1",)
    s.apply(result.edit)
    assert s.battle.piece("m1").cleared and s.battle.piece("m1").clearing == {}


def test_leaving_the_section_loses_the_count() -> None:
    s = make_session(
        [{"id": "m1", "kind": "minefield", "mines": "ap", "polygon": square(10, 10, 12, 11), "clearing": {"i": 2}}],
        [{"id": "i", "side": "allies", "type": "R", "at": [20, 20]}],
    )
    s.apply(clearing_turns(s).edit)
    assert s.battle.piece("m1").clearing == {} and not s.battle.piece("m1").cleared


def test_squad_anti_tank_counters_are_weapon_systems() -> None:
    from morefire_gui.rules.catalogue.entries import Catalogue, CatalogueEntry
    from morefire_gui.session.unit_facts import is_weapon_system
    from tests.session.battles import test_catalogue

    team = CatalogueEntry.model_validate(
        {
            "id": "piat",
            "name": "PIAT team",
            "nation": "britain",
            "kind": "infantry",
            "role": "at_weapon",
            "infantry": {"fir": 0, "max_range": 100},
        }
    )
    s = make_session(
        units=[
            {"id": "p", "side": "axis", "type": "piat", "at": [10, 10], "moved": "infantry"},
            {"id": "e", "side": "allies", "type": "R", "at": [10, 11]},
        ]
    )
    s.catalogue = Catalogue({**{e.id: e for e in test_catalogue()}, "piat": team})
    assert is_weapon_system(team, s.tables)
    outcome = fire(s, plan_infantry_fire(s, (10, 11), ["p"]), ScriptedDice([50]))
    assert outcome.result.total_fir == 0 and "no fire intensity rating" in outcome.refused[0].reason


def test_a_suicide_squad_assaults_in_the_turn_it_is_reclassified() -> None:
    """3.3: "once reclassified, the unit must on that turn attempt to assault the NEAREST enemy tank or bunker": in a
    strict battle the assault step does not end while a squad reclassified this turn, in contact with its nearest
    tank, has not made its attempt; once it has (whatever came of it), the turn goes on."""
    from morefire_gui.model.actions.turns import NextStep

    s = with_briefing(
        make_session(
            units=[
                {"id": "g", "side": "allies", "type": "SMG", "at": [10, 10], "formation": "guard"},
                {"id": "t2", "side": "axis", "type": "tank", "at": [10, 11]},
            ]
        ),
        1942,
    )
    strict(s, "melee.assault")
    s.commit(s.perform(ReclassifySuicideSquad(unit="g"), ScriptedDice([])))
    held = s.perform(NextStep(), ScriptedDice([]))
    assert held.refused and held.rule == "3.3"
    assert held.reason == (
        "Submachine gun squad, reclassified as a suicide squad this turn, must attempt to assault the nearest enemy "
        "tank or bunker, tank, in contact with it (3.3), before melee step B (infantry assaults vs tanks and "
        "bunkers) ends"
    )
    s.commit(s.perform(Assault(infantry="g", target="t2"), ScriptedDice([1, 99])))  # the tank's fire stops it
    assert s.perform(NextStep(), ScriptedDice([])).accepted


def test_a_suicide_squad_out_of_reach_of_any_tank_does_not_hold_the_turn() -> None:
    from morefire_gui.model.actions.turns import NextStep

    s = with_briefing(
        make_session(
            units=[
                {"id": "g", "side": "allies", "type": "SMG", "at": [10, 10], "formation": "guard"},
                {"id": "t1", "side": "axis", "type": "tank", "at": [30, 10]},
            ]
        ),
        1942,
    )
    strict(s, "melee.assault")
    s.commit(s.perform(ReclassifySuicideSquad(unit="g"), ScriptedDice([])))
    assert s.perform(NextStep(), ScriptedDice([])).accepted


def test_a_hidden_tank_is_not_the_nearest_a_suicide_squad_must_assault() -> None:
    """3.3 with 2.1: a hidden position is not known to be a tank, so a squad's duty is the nearest tank its side can
    see, and no refusal names the hidden one."""
    s = make_session(
        units=[
            {"id": "g", "side": "allies", "type": "SMG", "at": [10, 10], "suicide": True},
            {"id": "hid", "side": "axis", "type": "tank", "at": [10, 10.8], "status": ["hidden"]},
            {"id": "t2", "side": "axis", "type": "tank", "at": [10, 11.2]},
        ]
    )
    assert nearest_tank_or_bunker(s, "g")[0] == "t2"
    outcome = assault(s, "g", "t2", ScriptedDice([99, 1]))
    assert outcome.refused is None and "hid" not in " ".join(str(step) for step in outcome.steps)
