"""Artillery as actions the session performs and commits (session/fire_orders.py, artillery.py, artillery_set_up.py,
and the landing in turn_advance.py): the written orders A-D and counter-battery fire, the time lapse by nation, a
battery's set-up and breakdown counted by the turn advance, a barrage fired at once (free) or refused (strict), a
mission landing at artillery step A with observation decided then, and the set-up's registration points and batteries.

The battle is a 72 x 48 inch table at 1:50 (one inch is 50 yards). Germany (axis) fires from behind the north edge. A
wood at y 12-16 hides the aim point 36, 24 from the axis units at the north edge.
"""

from __future__ import annotations

from typing import Any

import pytest

from morefire_gui.io.battle_file import check_battle
from morefire_gui.model.actions.artillery import (
    ArtilleryOrder,
    Barrage,
    BreakDownBattery,
    DefineBattery,
    DeleteBattery,
    OrderKind,
    PlotRegistrationPoint,
    RemoveRegistrationPoint,
    SetUpBattery,
)
from morefire_gui.model.actions.movement import Move
from morefire_gui.model.actions.turns import NextStep
from morefire_gui.model.artillery import BatteryDefinition, FireMissionRecord, ShiftYards
from morefire_gui.model.battle import Battle
from morefire_gui.model.terms import Moved, Status
from morefire_gui.model.turns import CounterBatteryRecord
from morefire_gui.rules.artillery.terms import DeploymentState
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.coming_up import EffectKind
from morefire_gui.session.resolution import SEQUENCE_RULE, Resolution
from morefire_gui.session.visibility import entry_seen, view_of

NO_DICE = ScriptedDice([])


def data(strict: bool = True, axis: str = "germany") -> dict[str, Any]:
    return {
        "table": {"width": 72, "depth": 48},
        "scale": "1:50",
        "sides": [
            {
                "id": "axis",
                "nation": axis,
                "edge": "north",
                "registration_points": [{"n": 1, "at": [36, 24], "name": "the ford"}, {"n": 2, "at": [60, 40]}],
            },
            {"id": "allies", "nation": "ussr", "edge": "south", "registration_points": [{"n": 1, "at": [36, 10]}]},
        ],
        "terrain": [{"id": "w1", "kind": "woods", "polygon": [[30, 12], [42, 12], [42, 16], [30, 16]]}],
        "units": [
            {"id": "a1", "side": "axis", "type": "R", "at": [36, 4]},
            {"id": "g1", "side": "axis", "type": "lefh18", "at": [34, 2]},
            {"id": "g2", "side": "axis", "type": "lefh18", "at": [38, 2]},
            {"id": "mo1", "side": "axis", "type": "grw34", "at": [40, 3]},
            {"id": "i1", "side": "allies", "type": "R", "at": [37, 24]},
            {"id": "s1", "side": "allies", "type": "R", "at": [36, 44]},
        ],
        "batteries": [
            {"id": "art", "side": "axis", "kind": "on_board", "units": ["g1", "g2"]},
            {"id": "off", "side": "axis", "kind": "off_board", "guns": 4, "calibre_mm": 105},
            {"id": "mortars", "side": "axis", "kind": "on_board", "units": ["mo1"], "deployment": "in_transit"},
            {"id": "sov", "side": "allies", "kind": "off_board", "guns": 4, "calibre_mm": 122},
            {"id": "nav", "side": "allies", "kind": "naval"},
        ],
        "settings": {"sequence": "strict" if strict else "free"},
    }


def session_of(
    strict: bool = True, axis: str = "germany", step: str | None = "artillery.orders", turn: int = 1
) -> BattleSession:
    battle = Battle.model_validate(data(strict, axis))
    battle.step, battle.turn = step, turn
    return BattleSession(battle)


def take(session: BattleSession, action: Any, dice: Any = NO_DICE) -> Resolution:
    resolution = session.perform(action, dice)
    assert not resolution.refused, resolution.refusal
    session.commit(resolution)
    return resolution


def refused(session: BattleSession, action: Any) -> Resolution:
    resolution = session.perform(action, NO_DICE)
    assert resolution.refused and not resolution.invalid, resolution
    return resolution


def step_to(session: BattleSession, turn: int, step: str, dice: Any = NO_DICE) -> Resolution:
    """Next until ``step`` of ``turn``; the last step is rolled with ``dice``, the ones before with none."""
    while True:
        nxt, wraps = session.tables.sequence.after(session.battle.step)
        last = (session.battle.turn + (1 if wraps else 0), nxt.id) == (turn, step)
        resolution = take(session, NextStep(), dice if last else NO_DICE)
        if last:
            return resolution


def fire(battery: str = "off", **kw: Any) -> ArtilleryOrder:
    return ArtilleryOrder(side=kw.pop("side", "axis"), battery=battery, **kw)


# -- A. FIRE -------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("nation, lapse", [("germany", 3), ("usa", 2), ("italy", 4), ("china", 6), ("britain", 3)])
def test_order_a_lands_after_the_nations_time_lapse(nation: str, lapse: int) -> None:
    s = session_of(axis=nation, turn=2)
    r = take(s, fire(registration_point=1))
    mission = s.battle.fire_mission("off")
    assert (mission.called_turn, mission.impact_turn) == (2, 2 + lapse)  # 4.2
    assert r.result.plan.lapse.turns == lapse and r.result.plan.aim == (36, 24)
    assert s.battle.acted == {"artillery.orders": ("off",)}
    entry = s.battle.log[-1]
    assert (entry.kind, entry.side, entry.secret, entry.phase) == ("order", "axis", True, "artillery.orders")
    assert not entry_seen(entry, view_of(s.battle, "allies"))  # 4.1: the request is the side's secret
    record = s.battle.actions[-1]
    assert record.action == {"kind": "order", "side": "axis", "battery": "off", "registration_point": 1}


def test_order_a_with_a_shift_and_at_a_point() -> None:
    s = session_of()
    # add 200 (4 in south), left 100 (2 in east, as a battery behind the north edge looks south)
    r = take(s, fire(registration_point=1, shift=ShiftYards(add_drop=200, right_left=-100)))
    assert r.result.plan.aim == (38, 28)
    assert [(x.add_drop, x.right_left) for x in s.battle.fire_mission("off").shifts] == [(200, -100)]
    s.battle.acted = {}
    take(s, fire("art", at=(20, 30)))
    mission = s.battle.fire_mission("art")
    assert (mission.at, mission.registration_point, mission.impact_turn) == ((20, 30), None, 4)


def test_orders_the_battle_or_the_rules_do_not_take_are_bad_input() -> None:
    s = session_of()
    for action, words in [
        (fire(registration_point=1, shift=ShiftYards(add_drop=801)), "800 yards"),
        (fire(registration_point=9), "no registration point #9"),
        (fire("ghost", registration_point=1), "unknown battery"),
        (fire(at=(80, 10)), "off the table"),
        (fire(registration_point=1, pattern="converged"), "not used in basic games"),
        (fire(registration_point=1, registration_side="allies"), "fires only at its own"),
    ]:
        r = s.perform(action, NO_DICE)
        assert r.invalid and words in r.reason, (action, r.reason)
    r = s.perform(fire("sov", registration_point=1), NO_DICE)
    assert r.invalid and "battery 'sov' fires for Allies, not Axis" in r.reason


# -- B, C, D and counter-battery fire ---------------------------------------------------------------------------------------


def test_repeat_and_shift_of_a_mission_already_firing_land_the_next_turn() -> None:
    s = session_of()
    take(s, fire(registration_point=1))  # lands in turn 4
    s.battle.acted = {}
    r = refused(s, fire(order=OrderKind.REPEAT))
    assert "has not landed yet (it lands in turn 4)" in r.reason and r.rule == "4.12"
    s.battle.turn = 4
    take(s, fire(order=OrderKind.SHIFT, shift=ShiftYards(right_left=200)))
    mission = s.battle.fire_mission("off")
    assert (mission.order.value, mission.called_turn, mission.impact_turn) == ("shift", 4, 5)
    assert [(x.add_drop, x.right_left) for x in mission.shifts] == [(0, 200)]
    s.battle.turn, s.battle.acted = 5, {}
    take(s, fire(order=OrderKind.REPEAT))
    mission = s.battle.fire_mission("off")
    assert (mission.order.value, mission.impact_turn, len(mission.shifts)) == ("repeat", 6, 1)


def test_cease_fire_ends_the_mission_and_nothing_is_left_to_cease() -> None:
    s = session_of()
    r = refused(s, fire(order=OrderKind.CEASE_FIRE))
    assert "no fire mission" in r.reason and r.rule == "4.12"
    r = refused(s, fire(order=OrderKind.REPEAT))
    assert "give II" not in r.reason and "FIRE order first" in r.reason
    take(s, fire(registration_point=2))
    s.battle.acted = {}
    take(s, fire(order=OrderKind.CEASE_FIRE))
    assert s.battle.fire_mission("off") is None


def test_counter_battery_fire_at_an_off_board_battery_only() -> None:
    s = session_of()
    take(s, fire("sov", side="allies", order=OrderKind.COUNTER_BATTERY, target="off"))
    assert [(c.battery, c.target, c.called_turn) for c in s.battle.counter_battery] == [("sov", "off", 1)]
    s.battle.acted = {}
    assert refused(s, fire(order=OrderKind.COUNTER_BATTERY, target="nav")).rule == "4.7"
    assert refused(s, fire("sov", side="allies", order=OrderKind.COUNTER_BATTERY, target="art")).rule == "4.42"
    assert s.perform(fire(order=OrderKind.COUNTER_BATTERY, target="art"), NO_DICE).invalid  # its own side's
    take(s, fire("sov", side="allies", order=OrderKind.CEASE_FIRE))  # ends the counter-battery fire
    assert s.battle.counter_battery == []


# -- a strict battle: the step and who may act ---------------------------------------------------------------------------


def test_an_order_is_written_in_artillery_step_c_and_once_a_turn() -> None:
    s = session_of(step="movement.road")
    r = refused(s, fire(registration_point=1))
    assert r.rule == SEQUENCE_RULE
    assert (
        r.reason == "writing an artillery order is artillery step C (adjust rounds for next turn and call for new "
        "fire); this is movement step 1 (road movement)"
    )
    s.battle.step = "artillery.orders"
    take(s, fire(registration_point=1))
    assert "has already acted in" in refused(s, fire(registration_point=2)).reason
    free = session_of(strict=False, step="movement.road")
    take(free, fire(registration_point=1))  # free: any step, still marked in step C
    assert free.battle.acted == {"artillery.orders": ("off",)} and free.battle.actions[-1].free


def test_a_battery_in_transit_cannot_fire() -> None:
    s = session_of()
    r = refused(s, fire("mortars", at=(36, 30)))
    assert r.rule == "4.11" and "in transit" in r.reason and "cannot fire" in r.reason
    free = session_of(strict=False)
    r = refused(free, Barrage(side="axis", battery="mortars", at=(36, 30)))
    assert r.rule == "4.11" and "in transit" in r.reason
    assert free.battle.log == [] and free.battle.actions == []


# -- set-up and breakdown (4.8) ----------------------------------------------------------------------------------------------


def test_set_up_takes_its_rows_turns_counted_by_the_advance() -> None:
    s = session_of()
    r = take(s, SetUpBattery(battery="mortars"))
    battery = s.battle.battery("mortars")
    assert (battery.deployment.value, battery.turns_remaining) == ("setting_up", 2)  # 4.8 Mortars: set up 2
    assert s.battle.acted == {"artillery.orders": ("mortars",)}
    assert "deployed, it fires from turn 3" in r.steps[-1].text()
    assert (s.battle.log[-1].kind, s.battle.log[-1].secret) == ("battery", True)
    step_to(s, 2, "artillery.orders")
    assert s.battle.battery("mortars").turns_remaining == 1
    r = refused(s, fire("mortars", at=(36, 30)))
    assert "setting up" in r.reason and r.rule == "4.11"
    step_to(s, 3, "artillery.orders")
    assert s.battle.battery("mortars").deployment.value == "deployed"
    take(s, fire("mortars", at=(36, 30)))


def test_breakdown_and_the_refusals_of_4_8() -> None:
    s = session_of()
    take(s, BreakDownBattery(battery="art"))
    battery = s.battle.battery("art")
    assert (battery.deployment.value, battery.turns_remaining) == ("breaking_down", 3)  # towed 100mm+: breakdown 3
    r = refused(s, SetUpBattery(battery="art"))
    assert r.rule == SEQUENCE_RULE  # it acted in step C already
    s.battle.acted = {}
    assert "only a battery in transit can set up" in refused(s, SetUpBattery(battery="art")).reason
    assert "only a battery deployed can break down" in refused(s, BreakDownBattery(battery="mortars")).reason
    assert refused(s, BreakDownBattery(battery="off")).rule == "4.8"  # off-board batteries stay deployed
    b = s.battle
    b.units[b.unit_index("mo1")] = b.unit("mo1").model_copy(update={"moved": Moved.INFANTRY})
    assert "moved this turn" in refused(s, SetUpBattery(battery="mortars")).reason
    assert refused(session_of(step="fire.infantry"), SetUpBattery(battery="mortars")).rule == SEQUENCE_RULE


def test_only_a_battery_in_transit_moves_in_a_free_battle_too() -> None:
    # 4.8: "The turn that a gun begins or completes breakdown/set up, it cannot fire or move." A deployed battery fires
    # but does not move; while it breaks down it does neither; in transit it moves. A free battle keeps this refusal
    # of the rules as a strict one does: the lefh18s of "art" (deployed) stay put, the mortar (in transit) moves.
    s = session_of(strict=False, step="movement.infantry")
    r = refused(s, Move(unit="g1", path=((34, 2), (34, 3))))
    assert r.rule == "4.8" and "only a battery in transit moves" in r.reason and "deployed" in r.reason
    assert s.battle.unit("g1").at == (34, 2)
    take(s, Move(unit="mo1", path=((40, 3), (40, 4))))
    assert s.battle.unit("mo1").at == (40, 4)
    b = s.battle
    b.batteries[0] = b.battery("art").model_copy(
        update={"deployment": DeploymentState.BREAKING_DOWN, "turns_remaining": 2}
    )
    r = refused(s, Move(unit="g2", path=((38, 2), (38, 3))))
    assert r.rule == "4.8" and "breaking down" in r.reason


def test_self_propelled_guns_make_a_battery_with_their_own_set_up_row() -> None:
    # 4.8: "Self Propelled Guns  Breakdown 1  Set Up 3 ... There is a delay for SPGs due to the need to place firing
    # stakes and prepare direction data." Four Wespes (10.5 cm leFH 18/2) on the board are a battery: four 105 mm guns,
    # spread zone 200 yards (4.5, Four gun, 80-109mm); they break down in 1 turn and set up in 3, not the towed rows.
    d = data(strict=False)
    d["units"] += [{"id": f"sp{i}", "side": "axis", "type": "wespe", "at": [20 + 2 * i, 3]} for i in range(4)]
    d["batteries"].append({"id": "sp", "side": "axis", "kind": "on_board", "units": ["sp0", "sp1", "sp2", "sp3"]})
    s = BattleSession(Battle.model_validate(d))
    s.battle.step = "artillery.orders"
    assert check_battle(s.battle, s.catalogue, s.tables) == []
    r = take(s, Barrage(side="axis", battery="sp", at=(36, 30), observed=True), ScriptedDice([1, 99]))
    assert r.result.result.zone.diameter_yards == 200 and r.result.plan.battery.calibre_mm == 105
    s.battle.acted = {}
    take(s, BreakDownBattery(battery="sp"))
    assert (s.battle.battery("sp").deployment, s.battle.battery("sp").turns_remaining) == (
        DeploymentState.BREAKING_DOWN,
        1,
    )
    r = refused(s, Move(unit="sp0", path=((20, 3), (20, 6))))  # 4.8: the turn it begins its breakdown it cannot move
    assert r.rule == "4.8"
    b = s.battle
    b.batteries[-1] = b.battery("sp").model_copy(
        update={"deployment": DeploymentState.IN_TRANSIT, "turns_remaining": None}
    )
    s.battle.acted = {}
    take(s, SetUpBattery(battery="sp"))
    assert s.battle.battery("sp").turns_remaining == 3
    # A battery is all self-propelled guns or none: the Wespe and the towed leFH 18 do not share a row of 4.8.
    d["batteries"][-1]["units"] = ["sp0", "g1"]
    d["batteries"][0]["units"] = ["g2"]
    mixed = BattleSession(Battle.model_validate(d))
    assert [p.message for p in check_battle(mixed.battle, mixed.catalogue, mixed.tables)] == [
        "unit 'g1' is not a self-propelled gun, but 'sp0' is: a battery is all self-propelled guns or none (4.8)"
    ]


def test_a_battery_that_fired_this_turn_does_not_begin_its_breakdown() -> None:
    s = session_of()
    s.battle.acted = {"artillery.impact": ("art",)}
    r = refused(s, BreakDownBattery(battery="art"))
    assert r.rule == "4.8" and "fired this turn" in r.reason


# -- a barrage at once: free battles only ------------------------------------------------------------------------------------


def test_a_barrage_without_a_request_is_refused_in_a_strict_battle() -> None:
    s = session_of(step="artillery.impact")
    r = refused(s, Barrage(side="axis", battery="off", at=(36, 24)))
    assert r.rule == "4.11" and r.reason.startswith("a barrage without a request")
    assert "artillery step C" in r.reason
    assert r.result.aim == (36, 24)  # the plan, for the window to show


def test_a_free_barrage_fires_logs_and_marks_as_one_step() -> None:
    s = session_of(strict=False, step="movement.road")
    r = take(s, Barrage(side="axis", battery="off", at=(37, 24), observed=False), ScriptedDice([1, 30]))
    assert s.battle.unit("i1").has(Status.DESTROYED)
    assert s.battle.acted == {"artillery.impact": ("off",)}
    # The side's own entry (its battery, aim and error, 4.1), then the landing every side sees.
    own, landing = s.battle.log[-2:]
    assert (own.kind, own.title, own.side, own.secret, own.actors, own.targets) == (
        "barrage",
        "off: aim and firing error",
        "axis",
        True,
        ("off",),
        (),
    )
    assert (landing.kind, landing.title, landing.side, landing.secret, landing.actors, landing.targets) == (
        "barrage",
        "Barrage by Axis",
        "axis",
        None,
        (),
        ("i1",),
    )
    assert [r.die for r in own.rolls()] == ["d10"] and [r.die for r in landing.rolls()] == ["d100"]
    assert [(d.die, d.face) for d in s.battle.actions[-1].dice] == [("d10", 1), ("d100", 30)]
    assert r.text == "Barrage at 37.0, 24.0"


# -- a mission landing at artillery step A ---------------------------------------------------------------------------------


def test_a_mission_lands_at_step_a_and_its_observation_is_decided_then() -> None:
    s = session_of()
    take(s, fire(registration_point=1))  # turn 1; Germany: lands in turn 4 (no die is rolled on the way)
    step_to(s, 4, "movement.infantry")
    # Called unobserved (the wood hides the aim point), but before the impact a1 moves out beside the wood: it sees
    # the aim point when the rounds land.
    b = s.battle
    b.units[b.unit_index("a1")] = b.unit("a1").model_copy(update={"at": (46.0, 20.0)})
    r = s.perform(NextStep(), ScriptedDice([1, 30]))
    committed = s.commit(r)
    (landing,) = r.result.landings
    assert landing.fired and landing.outcome.plan.observed and landing.outcome.plan.observers == ("a1",)
    assert s.battle.unit("i1").has(Status.DESTROYED)
    assert s.battle.acted == {"artillery.impact": ("off",), "artillery.damage": ("off",)}
    entry = s.battle.log[-1]
    assert (entry.kind, entry.turn, entry.phase, entry.secret) == ("barrage", 4, "artillery.impact", None)
    assert entry_seen(entry, view_of(b, "allies"))  # a barrage landing is seen by every side
    assert [e.kind for e in r.result.events] == [EffectKind.BARRAGE]
    assert [(d.die, d.face) for d in s.battle.actions[-1].dice] == [("d10", 1), ("d100", 30)]
    # Undo takes the step back with its damage and marks; the log keeps the roll.
    s.revert(committed.edit)
    assert not s.battle.unit("i1").has(Status.DESTROYED) and s.battle.step == "movement.infantry"
    assert "artillery.impact" not in s.battle.acted and s.battle.log[-1].kind == "barrage"


def test_an_unobserved_mission_rolls_on_the_unobserved_row() -> None:
    s = session_of()
    take(s, fire(registration_point=1))
    r = step_to(s, 4, "artillery.impact", ScriptedDice([3, 6, 99]))  # unobserved 3: 100 yards; 6: LEFT (east)
    outcome = r.result.landings[0].outcome
    assert not outcome.plan.observed and outcome.impact == (38, 24)
    assert outcome.result.error.yards == 100


def test_a_mission_whose_battery_is_not_deployed_at_impact_does_not_fire() -> None:
    s = session_of()
    take(s, fire("art", registration_point=1))
    step_to(s, 2, "artillery.orders")
    take(s, BreakDownBattery(battery="art"))
    r = step_to(s, 4, "artillery.impact")  # no die is rolled
    (landing,) = r.result.landings
    assert not landing.fired and "breaking down" in landing.reason and landing.rule == "4.11"
    entry = s.battle.log[-1]
    assert (entry.kind, entry.side, entry.secret) == ("barrage", "axis", True)
    assert "artillery.impact" not in s.battle.acted
    assert not [e for e in r.result.events if e.kind is EffectKind.BARRAGE]


# -- the set-up: registration points and batteries -------------------------------------------------------------------------


def test_registration_points_are_plotted_before_play() -> None:
    s = session_of(step=None)
    r = take(s, PlotRegistrationPoint(side="axis", at=(10, 10)))
    assert r.result == 3 and s.battle.side("axis").registration_point(3).at == (10, 10)
    take(s, PlotRegistrationPoint(side="axis", n=1, at=(12, 12)))
    assert s.battle.side("axis").registration_point(1).name == "the ford"  # moved, its name kept
    take(s, RemoveRegistrationPoint(side="axis", n=2))
    for x in range(8):
        take(s, PlotRegistrationPoint(side="axis", at=(20 + x, 5)))
    r = refused(s, PlotRegistrationPoint(side="axis", at=(5, 5)))
    assert r.rule == "4.2" and "all 10" in r.reason
    s.battle.turn = 2  # play has begun
    assert refused(s, RemoveRegistrationPoint(side="axis", n=1)).rule == SEQUENCE_RULE


def test_batteries_are_defined_and_deleted_with_what_they_fire() -> None:
    s = session_of(step=None)
    new = BatteryDefinition(id="bty9", side="axis", kind="off_board", guns=2, calibre_mm=150)
    take(s, DefineBattery(battery=new))
    assert s.battle.battery("bty9") == new
    bad = s.perform(DefineBattery(battery=BatteryDefinition(id="x", side="axis", kind="on_board", units=("i1",))))
    assert bad.invalid and "i1" in bad.reason
    s.battle.fire_missions = [FireMissionRecord(battery="sov", registration_point=1, called_turn=1, impact_turn=5)]
    s.battle.counter_battery = [CounterBatteryRecord(battery="off", target="sov", called_turn=1)]
    take(s, DeleteBattery(battery="sov"))
    assert s.battle.battery("sov") is None and s.battle.fire_missions == [] and s.battle.counter_battery == []
