"""The sequence of play in a battle (session/turns.py): the turn and its step, Next and Back as one undoable edit, who
may act in each step and who has, the per-turn marks and when they are cleared, and every timed effect on the turn it
comes: breakdowns and suppression lifting, fire missions landing, battery set-up and breakdown, minefields cleared,
counter-battery fire, mud's maintenance rolls, the island's waves and activation roll; the artillery orders of step C.
"""

from __future__ import annotations

from typing import Any

import pytest

from morefire_gui.errors import UsageError
from morefire_gui.model.actions.artillery import ArtilleryOrder
from morefire_gui.model.actions.turns import NextStep, RollActivation
from morefire_gui.model.artillery import ShiftYards
from morefire_gui.model.battle import Battle
from morefire_gui.model.terms import Moved, Status
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.coming_up import EffectKind, coming_up, effect_seen
from morefire_gui.session.fire_orders import OrderKind
from morefire_gui.session.island import island_waves
from morefire_gui.session.names import unit_name
from morefire_gui.session.resolution import Resolution
from morefire_gui.session.sequence_of_play import eligible_units, fire_step_for
from morefire_gui.session.turn_advance import advance, back
from morefire_gui.session.turn_state import current_step, fired_note, has_fired, mark_acted, mark_fired

STEPS = 16
NO_DICE = ScriptedDice([])  # any roll is an error: the step must roll nothing

ROAD = {"id": "rd", "kind": "road", "width": 0.5, "line": [[0, 10], [72, 10]]}


def battle(units: list[dict[str, Any]] = (), **extra: Any) -> Battle:
    data: dict[str, Any] = {
        "table": {"width": 72, "depth": 48},
        "scale": "1:50",
        "sides": [
            {"id": "axis", "nation": "germany", "edge": "north", "registration_points": [{"n": 1, "at": [36, 24]}]},
            {"id": "allies", "nation": "ussr", "edge": "south", "registration_points": [{"n": 1, "at": [36, 10]}]},
        ],
        "units": list(units),
    }
    data.update(extra)
    return Battle.model_validate(data)


def session_of(units: list[dict[str, Any]] = (), **extra: Any) -> BattleSession:
    return BattleSession(battle(units, **extra))


def at_step(session: BattleSession, step: str, turn: int | None = None) -> None:
    session.battle.step = step
    if turn is not None:
        session.battle.turn = turn


def step(session: BattleSession, dice: Any = NO_DICE):  # type: ignore[no-untyped-def]
    """Next step, through the session's perform and commit (as the window and ``morefire turn --next``)."""
    resolution = session.perform(NextStep(), dice)
    assert not resolution.refused, resolution.reason
    session.commit(resolution)
    return resolution.result


def next_turn(session: BattleSession, dice: Any = NO_DICE) -> list[Any]:
    """Advance to the first step of the next turn; the events of the last step."""
    events = []
    while True:
        result = step(session, dice)
        events += result.events
        if result.new_turn:
            return events


def order(session: BattleSession, battery: str, kind: OrderKind, **fields: Any) -> Resolution:
    """A battery's written order (4.12), performed; committed unless refused."""
    side = session.battle.battery(battery).side if session.battle.battery(battery) else "axis"
    resolution = session.perform(ArtilleryOrder(side=side, battery=battery, order=kind, **fields), NO_DICE)
    session.commit(resolution)
    return resolution


def ids(session: BattleSession, step_id: str) -> list[str]:
    return [a.id for a in eligible_units(session, step_id)]


def actor(session: BattleSession, step_id: str, unit_id: str):  # type: ignore[no-untyped-def]
    return next(a for a in eligible_units(session, step_id) if a.id == unit_id)


# -- where the battle is, Next and Back ---------------------------------------------------------------------------------


def test_a_battle_begins_at_road_movement_of_turn_1() -> None:
    here = current_step(battle())
    assert (here.turn, here.id, here.clock) == (1, "movement.road", "0:00")
    assert here.heading == "Turn 1 — 0:00 of battle"
    assert here.title == "Movement phase — 1. Road movement"


def test_next_walks_the_sequence_in_order_and_the_last_step_begins_a_new_turn() -> None:
    s = session_of()
    seen = [current_step(s).id]
    for _ in range(STEPS - 1):
        result = step(s)
        assert not result.new_turn and result.after.turn == 1
        seen.append(result.after.id)
    assert seen == list(s.tables.sequence.step_ids())
    result = step(s)
    assert result.new_turn and (result.after.turn, result.after.id, result.after.clock) == (2, "movement.road", "0:30")
    assert s.battle.log[-1].kind == "turn" and s.battle.log[-1].title == "Turn 2 begins (0:30 of battle)"
    assert s.battle.log[-1].turn == 2


def test_advancing_is_one_edit_that_undoes_everything() -> None:
    s = session_of(
        [
            {
                "id": "t",
                "side": "axis",
                "type": "pz4h",
                "at": [20, 20],
                "moved": "C",
                "status": ["immobilized"],
                "status_until": {"immobilized": 2},
            }
        ],
        acted={"fire.tank_vs_tank": ["t"]},
    )
    at_step(s, "aircraft.arrows")
    before = s.battle.model_dump(exclude={"log"})
    advance(s, NO_DICE)
    assert s.battle.model_dump(exclude={"log"}) == before  # worked out, not applied
    committed = s.commit(s.perform(NextStep(), NO_DICE))
    t = s.battle.unit("t")
    assert (s.battle.turn, t.moved, t.status, s.battle.acted) == (2, None, (), {})
    assert [r.kind for r in s.battle.actions] == ["next_step"]
    s.revert(committed.edit)
    assert s.battle.model_dump(exclude={"log"}) == before  # the record of actions too
    assert s.battle.log[-1].kind == "turn"  # the log keeps what happened


def test_back_goes_to_the_step_before_within_the_turn() -> None:
    s = session_of()
    at_step(s, "artillery.impact", 3)
    edit = back(s)
    s.apply(edit)
    assert (s.battle.turn, s.battle.step) == (3, "movement.infantry")
    s.revert(edit)
    assert s.battle.step == "artillery.impact"
    at_step(s, "movement.road")
    with pytest.raises(UsageError, match="undo the step into it"):
        back(s)


def test_log_entries_carry_the_turn_and_step() -> None:
    s = session_of()
    at_step(s, "fire.infantry", 4)
    entry = s.record("note", "a note")
    assert (entry.turn, entry.phase) == (4, "fire.infantry")
    assert s.record("note", "set", turn=2, phase="x").turn == 2


# -- who may act ----------------------------------------------------------------------------------------------------------

UNITS = [
    {"id": "tk", "side": "axis", "type": "pz4h", "at": [20, 10]},  # on the road
    {"id": "ht", "side": "axis", "type": "sdkfz251", "at": [30, 20]},  # halftrack: machine guns, no gun; transport
    {"id": "pak", "side": "axis", "type": "pak40", "at": [40, 5]},
    {"id": "psk", "side": "axis", "type": "pzschreck54", "at": [42, 5]},
    {"id": "r1", "side": "axis", "type": "R", "at": [10, 30]},
    {"id": "mg", "side": "axis", "type": "MMG", "at": [14, 30], "moved": "infantry"},
    {"id": "t34", "side": "allies", "type": "t34_76_43", "at": [50, 40]},
    {"id": "r2", "side": "allies", "type": "R", "at": [10.8, 30]},  # in contact with r1
    {"id": "smg", "side": "allies", "type": "SMG", "at": [50.6, 39.2]},  # in contact with the T-34's enemy? no: own
    {"id": "r3", "side": "allies", "type": "R", "at": [30.9, 20.6], "status": ["suppressed"]},  # at the halftrack
    {"id": "dead", "side": "allies", "type": "t34_76_43", "at": [60, 40], "status": ["destroyed"]},
]


@pytest.fixture
def units_session() -> BattleSession:
    return session_of(UNITS, terrain=[ROAD])


def test_road_movement_is_for_vehicles_on_the_road(units_session: BattleSession) -> None:
    assert ids(units_session, "movement.road") == ["tk"]


def test_cross_country_movement_is_for_vehicles_that_are_not_destroyed(units_session: BattleSession) -> None:
    assert ids(units_session, "movement.cross_country") == ["tk", "ht", "t34"]
    units_session.battle.units[0] = units_session.battle.units[0].with_status(Status.IMMOBILIZED)
    tk = actor(units_session, "movement.cross_country", "tk")
    assert not tk.can_act and "immobilized" in tk.note


def test_infantry_movement_is_for_infantry_and_weapon_systems(units_session: BattleSession) -> None:
    assert ids(units_session, "movement.infantry") == ["pak", "psk", "r1", "mg", "r2", "smg", "r3"]
    r3 = actor(units_session, "movement.infantry", "r3")
    assert not r3.can_act and "suppressed" in r3.note
    mg = actor(units_session, "movement.infantry", "mg")
    assert mg.acted and mg.note.startswith("moved on foot")  # its move code marks it


def test_mounting_is_for_infantry_of_a_side_with_transports_and_passengers(units_session: BattleSession) -> None:
    # The Axis squads are all far from their halftrack (more than the 100 yards of an infantry move, 1.5); the allies
    # have no transport, and the suppressed squad beside the halftrack is the enemy's.
    assert ids(units_session, "movement.mount") == []


def test_mounting_lists_only_infantry_within_reach_of_a_transport_with_room() -> None:
    """Who may act in the mount step is who the mount and dismount actions would take: a passenger, or infantry within
    its move (100 yards, 2 inches at 1:50) of one of its side's vehicles with room for it, the vehicles named."""
    s = session_of(
        [
            {"id": "ht", "side": "axis", "type": "sdkfz251", "at": [30, 20], "name": "HT 1"},  # carries two
            {"id": "near", "side": "axis", "type": "R", "at": [31.8, 20]},
            {"id": "far", "side": "axis", "type": "R", "at": [40, 20]},
            {"id": "sup", "side": "axis", "type": "R", "at": [28.2, 20], "status": ["suppressed"]},
            {"id": "gun", "side": "axis", "type": "pak40", "at": [30, 21.8]},  # not an infantry counter
            {"id": "red", "side": "allies", "type": "R", "at": [30, 18.5]},  # the enemy's halftrack
        ]
    )
    assert ids(s, "movement.mount") == ["near", "sup"]
    near = actor(s, "movement.mount", "near")
    assert near.can_act and near.note == "may mount HT 1"
    sup = actor(s, "movement.mount", "sup")
    assert not sup.can_act and "suppressed" in sup.note
    # Aboard, a passenger may dismount; once the vehicle is full, nobody else may mount it.
    s.battle.units[1] = s.battle.units[1].model_copy(update={"riding_on": "ht"})
    s.battle.units[2] = s.battle.units[2].model_copy(update={"at": (30, 21.5), "riding_on": "ht"})
    assert ids(s, "movement.mount") == ["near", "far"]
    assert actor(s, "movement.mount", "far").note == "rides on HT 1: may dismount"


def test_anti_tank_fire_is_for_anti_tank_guns_and_squad_anti_tank_weapons(units_session: BattleSession) -> None:
    # The gun, the squad anti-tank counter, and the squads that may carry one of their nation's weapons (3.4: "organic
    # to an infantry unit"); not the MMG, a weapon system.
    assert ids(units_session, "fire.at_vs_tank") == ["pak", "psk", "r1", "r2", "smg", "r3"]


def test_tank_fire_is_for_vehicles_with_guns_and_machine_guns(units_session: BattleSession) -> None:
    assert ids(units_session, "fire.tank_vs_tank") == ["tk", "t34"]
    assert ids(units_session, "fire.tank_vs_infantry") == ["tk", "ht", "t34"]


def test_infantry_fire_is_for_infantry_with_a_fire_rating(units_session: BattleSession) -> None:
    assert ids(units_session, "fire.infantry") == ["r1", "mg", "r2", "smg", "r3"]
    mg = actor(units_session, "fire.infantry", "mg")
    assert not mg.can_act and "weapon systems cannot fire the turn that they move (1.5)" in mg.note
    r3 = actor(units_session, "fire.infantry", "r3")
    assert not r3.can_act and "suppressed" in r3.note


def test_melees_are_for_infantry_in_contact_with_enemy_infantry(units_session: BattleSession) -> None:
    assert ids(units_session, "melee.infantry") == ["r1", "r2"]
    assert f"in contact with {unit_name(units_session, 'r2')}" in actor(units_session, "melee.infantry", "r1").note


def test_assaults_are_for_infantry_in_contact_with_enemy_tanks(units_session: BattleSession) -> None:
    assert ids(units_session, "melee.assault") == ["r3"]  # r3 is at the halftrack; smg is at its own side's tank
    r3 = actor(units_session, "melee.assault", "r3")
    assert not r3.can_act and "cannot assault" in r3.note  # 3.2: suppressed


def test_no_aircraft_no_one_moves_aircraft(units_session: BattleSession) -> None:
    assert ids(units_session, "movement.aircraft") == [] and ids(units_session, "aircraft.arrows") == []


BATTERIES = [
    {"id": "b1", "side": "axis", "kind": "off_board", "guns": 4, "calibre_mm": 105},
    {"id": "b2", "side": "allies", "kind": "off_board", "guns": 4, "calibre_mm": 122},
]


def test_artillery_a_and_b_are_for_batteries_whose_mission_lands_this_turn() -> None:
    s = session_of(
        batteries=BATTERIES,
        fire_missions=[{"battery": "b1", "registration_point": 1, "called_turn": 1, "impact_turn": 4}],
    )
    assert ids(s, "artillery.impact") == [] and ids(s, "artillery.orders") == ["b1", "b2"]
    s.battle.turn = 4
    assert ids(s, "artillery.impact") == ["b1"] and ids(s, "artillery.damage") == ["b1"]
    assert "lands in turn 4" in actor(s, "artillery.impact", "b1").note


# -- marks ------------------------------------------------------------------------------------------------------------------


def test_marks_say_who_has_acted_in_a_step(units_session: BattleSession) -> None:
    s = units_session
    edit = mark_acted(s.battle, "fire.tank_vs_tank", ["tk"])
    s.apply(edit)
    assert actor(s, "fire.tank_vs_tank", "tk").acted
    assert not actor(s, "fire.tank_vs_infantry", "tk").acted
    assert "acted in 2. Tank vs tank" in actor(s, "fire.tank_vs_infantry", "tk").note
    assert has_fired(s.battle, "tk") and not has_fired(s.battle, "t34")
    s.apply(mark_acted(s.battle, "fire.tank_vs_tank", ["tk"], done=False))
    assert s.battle.acted == {}
    with pytest.raises(UsageError, match="unknown step"):
        mark_acted(s.battle, "fire.tank", ["tk"])
    with pytest.raises(UsageError, match="neither a unit nor a battery"):
        mark_acted(s.battle, "fire.infantry", ["nobody"])


def test_a_shot_is_marked_in_the_step_of_its_firer_and_target(units_session: BattleSession) -> None:
    s = units_session  # at movement step 1: no fire step is current, the firer and target choose it
    assert fire_step_for(s, "tk", "t34") == "fire.tank_vs_tank"  # a vehicle at a vehicle
    assert fire_step_for(s, "t34", "pak") == "fire.tank_vs_infantry"  # a vehicle at an anti-tank gun
    assert fire_step_for(s, "pak", "t34") == "fire.at_vs_tank"  # an anti-tank gun
    assert fire_step_for(s, "psk", "t34") == "fire.at_vs_tank"  # a squad anti-tank weapon (3.4)
    assert fire_step_for(s, "r1") == "fire.infantry"  # infantry fire into a target area (3.5)
    assert fire_step_for(s, "ht") == "fire.tank_vs_infantry"  # a vehicle's TMG into a target area
    with pytest.raises(UsageError, match="not a unit"):
        fire_step_for(s, "nobody")


def test_a_shot_is_marked_in_the_current_fire_step_when_the_firer_may_act_in_it(units_session: BattleSession) -> None:
    s = units_session
    at_step(s, "fire.tank_vs_infantry")
    assert fire_step_for(s, "tk", "t34") == "fire.tank_vs_infantry"  # the tank may act in step 3: marked there
    assert fire_step_for(s, "pak", "t34") == "fire.at_vs_tank"  # an anti-tank gun may not: its own step
    assert fire_step_for(s, "r1") == "fire.infantry"
    at_step(s, "artillery.impact")  # not a step of the direct fire phase
    assert fire_step_for(s, "tk", "t34") == "fire.tank_vs_tank"


def test_fire_marks_are_one_edit_and_are_shown_not_refused(units_session: BattleSession) -> None:
    s = units_session
    assert fired_note(s.battle, "tk") is None
    edit = mark_fired(s.battle, {"fire.tank_vs_tank": ["tk"], "fire.infantry": ["r1", "r1"]}, "tk and r1 fired")
    assert edit is not None and edit.text == "tk and r1 fired"
    s.apply(edit)
    assert s.battle.acted == {"fire.tank_vs_tank": ("tk",), "fire.infantry": ("r1",)}
    assert has_fired(s.battle, "tk") and has_fired(s.battle, "r1")
    note = fired_note(s.battle, "tk")
    assert note is not None and note.startswith("tk has already fired this turn (marked in Direct fire 2")
    assert note.endswith("its earlier shot is in the log")
    assert mark_fired(s.battle, {"fire.tank_vs_tank": ["tk"]}) is None  # marked already: nothing to do
    s.revert(edit)
    assert s.battle.acted == {}
    with pytest.raises(UsageError, match="unknown step"):
        mark_fired(s.battle, {"fire.tank": ["tk"]})
    with pytest.raises(UsageError, match="neither a unit nor a battery"):
        mark_fired(s.battle, {"fire.infantry": ["nobody"]})


def test_a_battery_that_fired_is_shown_by_its_mark_in_step_a() -> None:
    s = session_of(batteries=BATTERIES)
    assert fired_note(s.battle, "b1") is None
    s.apply(mark_fired(s.battle, {"artillery.impact": ["b1"]}))
    note = fired_note(s.battle, "b1")
    assert note is not None and "b1 has already fired this turn" in note and "earlier barrage is in the log" in note


def test_marks_last_the_turn_and_are_cleared_when_the_next_begins() -> None:
    s = session_of([{"id": "tk", "side": "axis", "type": "pz4h", "at": [20, 20]}])
    at_step(s, "movement.cross_country")
    s.battle.units[0] = s.battle.units[0].model_copy(update={"moved": Moved.C})
    s.apply(mark_acted(s.battle, "fire.tank_vs_tank", ["tk"]))
    while current_step(s).id != "aircraft.arrows":
        step(s)
        assert s.battle.unit("tk").moved is not None and s.battle.acted  # the turn is not over
    result = step(s)
    assert result.new_turn and s.battle.unit("tk").moved is None and s.battle.acted == {}


# -- what lasts across turns ---------------------------------------------------------------------------------------------


def test_a_breakdown_lifts_on_its_turn() -> None:
    s = session_of(
        [
            {
                "id": "tk",
                "side": "axis",
                "type": "pz4h",
                "at": [20, 20],
                "status": ["immobilized"],
                "status_until": {"immobilized": 3},
            }
        ]
    )
    effect = next(e for e in coming_up(s) if e.kind is EffectKind.IMMOBILIZED)
    assert (effect.turn, effect.when(1), effect.text) == (
        3,
        "turn 3 (in 2 turns)",
        "Panzer IV Ausf. H is no longer immobilized",
    )
    next_turn(s)
    assert s.battle.turn == 2 and s.battle.unit("tk").has(Status.IMMOBILIZED)
    events = next_turn(s)
    assert s.battle.turn == 3 and not s.battle.unit("tk").has(Status.IMMOBILIZED)
    assert [e.text for e in events if e.kind is EffectKind.IMMOBILIZED] == [
        "Panzer IV Ausf. H is no longer immobilized"
    ]
    assert not [e for e in coming_up(s) if e.kind is EffectKind.IMMOBILIZED]


def test_suppression_recovers_on_its_turn() -> None:
    s = session_of(
        [
            {
                "id": "r",
                "side": "axis",
                "type": "R",
                "at": [20, 20],
                "status": ["suppressed"],
                "status_until": {"suppressed": 2},
            }
        ]
    )
    assert [e.turn for e in coming_up(s) if e.kind is EffectKind.SUPPRESSION] == [2]
    events = next_turn(s)
    assert not s.battle.unit("r").has(Status.SUPPRESSED)
    assert [e.text for e in events] == ["Rifle squad recovers from suppression"]


def test_a_fire_mission_lands_on_its_impact_turn() -> None:
    s = session_of(batteries=BATTERIES)
    at_step(s, "artillery.orders")
    order(s, "b1", OrderKind.FIRE, registration_point=1)
    mission = s.battle.fire_mission("b1")
    assert (mission.called_turn, mission.impact_turn) == (1, 4)  # 4.2: Germany, 3 turns
    assert s.battle.acted == {"artillery.orders": ("b1",)}
    landing = [e for e in coming_up(s) if e.kind is EffectKind.FIRE_MISSION]
    assert [(e.turn, e.when(1)) for e in landing] == [(4, "turn 4 (in 3 turns)")]
    for _turn in (2, 3):
        next_turn(s)
        assert ids(s, "artillery.impact") == []
    events = next_turn(s)
    assert s.battle.turn == 4 and ids(s, "artillery.impact") == ["b1"]
    assert any(e.kind is EffectKind.FIRE_MISSION and "lands in turn 4" in e.text for e in events)
    while current_step(s).id != "movement.infantry":
        step(s)
    result = step(s, ScriptedDice([1]))  # into A: the mission lands (the error d10 reads 0; nobody is in the zone)
    assert [e.kind for e in result.events] == [EffectKind.BARRAGE] and result.landings[0].fired


def test_battery_set_up_takes_its_turns() -> None:
    s = BattleSession(
        battle(
            [
                {"id": "g1", "side": "axis", "type": "lefh18", "at": [30, 2]},
                {"id": "g2", "side": "allies", "type": "lefh18", "at": [30, 46]},
            ],
            batteries=[
                {
                    "id": "up",
                    "side": "axis",
                    "kind": "on_board",
                    "units": ["g1"],
                    "deployment": "setting_up",
                    "turns_remaining": 2,
                },
                {
                    "id": "down",
                    "side": "allies",
                    "kind": "on_board",
                    "units": ["g2"],
                    "deployment": "breaking_down",
                    "turns_remaining": 1,
                },
            ],
        )
    )
    effects = {e.ids[0]: e for e in coming_up(s) if e.kind in (EffectKind.SET_UP, EffectKind.BREAKDOWN)}
    assert effects["up"].turn == 2 and "fires from turn 3" in effects["up"].text
    assert effects["down"].turn == 1 and "moves from turn 2" in effects["down"].text
    events = next_turn(s)
    assert (s.battle.battery("up").deployment.value, s.battle.battery("up").turns_remaining) == ("setting_up", 1)
    assert s.battle.battery("down").deployment.value == "in_transit"
    assert any(e.kind is EffectKind.BREAKDOWN for e in events)
    next_turn(s)
    assert s.battle.battery("up").deployment.value == "deployed" and s.battle.battery("up").turns_remaining is None


def test_a_batterys_set_up_says_its_turns_left_one_or_many() -> None:
    """The side's secret note at each turn's end and the Phase dock's line for the battery say "2 turns left", then
    "one turn left", as a lone gun's do: never "1 turn(s)" nor "1 turns"."""
    s = setting_up(3)
    notes = []
    for _ in range(2):
        next_turn(s)
        notes.append(next(e for e in reversed(s.battle.log) if e.secret and e.side == "axis").summary)
    assert notes == [
        "end of turn 1: up is setting up, 2 turns left (rule 4.8)",
        "end of turn 2: up is setting up, one turn left (rule 4.8)",
    ]
    assert actor(s, "artillery.orders", "up").note.startswith("setting up, one turn left")


def test_counter_battery_fire_says_one_turn_as_one() -> None:
    s = session_of(batteries=BATTERIES)
    at_step(s, "artillery.orders")
    order(s, "b1", OrderKind.COUNTER_BATTERY, target="b2")
    for turns in (1, 2):
        next_turn(s)
        while current_step(s).id != "artillery.damage":
            step(s)
        step(s)  # on to the orders, the fire counted
        said = "1 turn" if turns == 1 else "2 turns"
        assert f"counter-battery fire at b2 ({said})" in actor(s, "artillery.orders", "b1").note


def test_mud_maintenance_rolls_on_turns_10_20_and_30() -> None:
    s = session_of([{"id": "tk", "side": "axis", "type": "pz4h", "at": [20, 20]}], settings={"weather": "mud"})
    assert [e.turn for e in coming_up(s) if e.kind is EffectKind.MAINTENANCE] == [10]
    at_step(s, "aircraft.arrows", 9)
    events = next_turn(s, ScriptedDice([3, 4]))  # 7: no breakdown
    assert s.battle.turn == 10 and any(e.kind is EffectKind.MAINTENANCE for e in events)
    assert s.battle.log[-1].kind == "maintenance" and s.battle.log[-1].turn == 10
    next_turn(s)  # turn 11: no rolls (NO_DICE would fail)
    assert [e.turn for e in coming_up(s) if e.kind is EffectKind.MAINTENANCE] == [20]
    at_step(s, "aircraft.arrows", 19)
    next_turn(s, ScriptedDice([1, 1, 2, 3]))  # 2: stuck, for 5 turns
    tk = s.battle.unit("tk")
    assert tk.has(Status.IMMOBILIZED) and tk.status_until == {Status.IMMOBILIZED: 25}
    at_step(s, "aircraft.arrows", 29)
    next_turn(s, ScriptedDice([6, 6, 1, 1]))
    assert s.battle.turn == 30 and len([e for e in s.battle.log if e.kind == "maintenance"]) == 3


def test_a_hidden_vehicles_maintenance_roll_is_its_sides_own() -> None:
    """A hidden position's roll would tell the other side it is a vehicle: it goes in its side's secret entry, and
    the other side's view of what comes up does not show it."""
    from morefire_gui.session.visibility import entry_seen, view_of

    s = session_of(
        [
            {"id": "tk", "side": "axis", "type": "pz4h", "at": [20, 20]},
            {"id": "hid", "side": "axis", "type": "pz4h", "at": [40, 20], "status": ["hidden"]},
            {"id": "t34", "side": "allies", "type": "t34_76_43", "at": [30, 40]},
        ],
        settings={"weather": "mud"},
    )
    at_step(s, "aircraft.arrows", 9)
    events = next_turn(s, ScriptedDice([3, 4, 1, 1, 2, 3, 3, 4]))  # tk 7, hid 2: stuck for 5 turns, t34 7
    public, own = [e for e in s.battle.log if e.kind == "maintenance"]
    hidden = unit_name(s, "hid")  # its side's own entry names it
    assert hidden not in public.summary + str(public.steps) and public.secret is None
    assert (own.side, own.secret) == ("axis", True) and f"stuck: {hidden}" in own.summary
    allies, axis = view_of(s.battle, "allies"), view_of(s.battle, "axis")
    assert not entry_seen(own, allies) and entry_seen(own, axis) and entry_seen(public, allies)
    maintenance = [e for e in events if e.kind is EffectKind.MAINTENANCE]
    assert [effect_seen(s.battle, e, allies) for e in maintenance] == [True, False]


def test_no_maintenance_rolls_out_of_mud() -> None:
    s = session_of([{"id": "tk", "side": "axis", "type": "pz4h", "at": [20, 20]}])
    at_step(s, "aircraft.arrows", 9)
    next_turn(s)
    assert not [e for e in coming_up(s) if e.kind is EffectKind.MAINTENANCE]


def test_island_waves_land_on_turns_1_7_and_12() -> None:
    s = session_of(settings={"terrain_type": "island"}, batteries=[{"id": "nav", "side": "allies", "kind": "naval"}])
    assert island_waves(s.battle, s.tables) == (1, 7, 12)
    waves = [(e.turn, e.text) for e in coming_up(s) if e.kind is EffectKind.ISLAND_WAVE]
    assert waves == [
        (1, "the attacker's first wave lands"),
        (7, "the attacker's second wave lands"),
        (12, "the attacker's third wave lands"),
    ]
    at_step(s, "aircraft.arrows", 6)
    events = next_turn(s)  # naval bombardment: no activation roll (NO_DICE)
    assert [e.text for e in events if e.kind is EffectKind.ISLAND_WAVE] == ["the attacker's second wave lands"]
    at_step(s, "aircraft.arrows", 7)
    assert not [e for e in next_turn(s) if e.kind is EffectKind.ISLAND_WAVE]


def test_an_island_raid_rolls_for_activation_every_turn() -> None:
    s = session_of(settings={"terrain_type": "island"})  # no naval bombardment: a raid
    pending = [e for e in coming_up(s) if e.kind is EffectKind.ISLAND_ACTIVATION and e.pending]
    assert [e.turn for e in pending] == [1]
    entry = s.commit(s.perform(RollActivation(), ScriptedDice([3]))).entries[0]
    assert (entry.kind, entry.turn, entry.summary) == ("island_activation", 1, "40% of the defender's original total")
    assert not [e for e in coming_up(s) if e.pending]
    next_turn(s, ScriptedDice([5]))  # turn 2: 5 + 2 = 7, 70%
    assert s.battle.log[-1].kind == "island_activation" and s.battle.log[-1].summary.startswith("70%")


def test_other_battles_have_no_waves() -> None:
    assert island_waves(battle(settings={"terrain_type": "hilly"}), session_of().tables) == ()


def test_infantry_clear_a_minefield_in_three_turns() -> None:
    s = session_of(
        [{"id": "r", "side": "axis", "type": "R", "at": [31, 37]}],
        terrain=[{"id": "m", "kind": "minefield", "mines": "ap", "polygon": [[30, 36], [33, 36], [33, 38], [30, 38]]}],
    )
    next_turn(s)
    assert s.battle.piece("m").clearing == {"r": 1}
    effect = next(e for e in coming_up(s) if e.kind is EffectKind.MINEFIELD_CLEARING)
    assert effect.turn == 3 and "1 of 3" in effect.text
    next_turn(s)
    assert not s.battle.piece("m").cleared
    events = next_turn(s)
    assert s.battle.piece("m").cleared and any(e.kind is EffectKind.MINEFIELD_CLEARING for e in events)


def test_counter_battery_fire_zeroes_in_for_four_turns_then_destroys_a_gun_a_turn() -> None:
    s = session_of(batteries=BATTERIES)
    at_step(s, "artillery.orders")
    order(s, "b1", OrderKind.COUNTER_BATTERY, target="b2")
    assert [(c.battery, c.target, c.called_turn) for c in s.battle.counter_battery] == [("b1", "b2", 1)]
    effect = next(e for e in coming_up(s) if e.kind is EffectKind.COUNTER_BATTERY)
    assert effect.turn == 2 and "destroys a gun a turn from turn 6" in effect.text
    guns = []
    for turn in range(2, 8):
        next_turn(s)
        while current_step(s).id != "artillery.damage":
            step(s)
        guns.append(s.battle.battery("b2").guns)
        if turn == 3:  # Back and Next again: the fire is counted once a turn
            s.apply(back(s))
            step(s)
    assert guns == [4, 4, 4, 4, 3, 2]
    assert s.battle.counter_battery[0].turns_fired == 6
    assert [e.kind for e in s.battle.log].count("counter_battery") == 6


def test_counter_battery_fire_needs_an_enemy_off_board_battery() -> None:
    s = session_of(
        [{"id": "g", "side": "allies", "type": "lefh18", "at": [30, 46]}],
        batteries=[
            *BATTERIES,
            {"id": "nav", "side": "allies", "kind": "naval"},
            {"id": "onb", "side": "allies", "kind": "on_board", "units": ["g"]},
        ],
    )
    assert "naval guns are not subject" in order(s, "b1", OrderKind.COUNTER_BATTERY, target="nav").reason
    assert "on the board" in order(s, "b1", OrderKind.COUNTER_BATTERY, target="onb").reason
    own = order(s, "b2", OrderKind.COUNTER_BATTERY, target="nav")
    assert own.invalid and "is a battery of the firing side, Allies" in own.reason


# -- orders (4.12) ---------------------------------------------------------------------------------------------------------


def test_orders_repeat_shift_and_cease_fire() -> None:
    s = session_of(batteries=BATTERIES)
    at_step(s, "artillery.orders", 2)
    order(s, "b2", OrderKind.FIRE, registration_point=1, shift=ShiftYards(add_drop=100))
    assert s.battle.fire_mission("b2").impact_turn == 6  # USSR: 4 turns
    assert "has not landed yet" in order(s, "b2", OrderKind.REPEAT).reason
    s.battle.turn = 6
    order(s, "b2", OrderKind.SHIFT, shift=ShiftYards(right_left=-200))
    mission = s.battle.fire_mission("b2")
    assert (mission.order.value, mission.called_turn, mission.impact_turn) == ("shift", 6, 7)
    assert [(x.add_drop, x.right_left) for x in mission.shifts] == [(100, 0), (0, -200)]
    s.battle.turn = 7
    order(s, "b2", OrderKind.REPEAT)
    assert (s.battle.fire_mission("b2").order.value, s.battle.fire_mission("b2").impact_turn) == ("repeat", 8)
    order(s, "b2", OrderKind.CEASE_FIRE)
    assert s.battle.fire_mission("b2") is None
    assert "no fire mission" in order(s, "b2", OrderKind.CEASE_FIRE).reason
    assert "no registration point #2" in order(s, "b2", OrderKind.FIRE, registration_point=2).reason
    assert "800 yards" in order(s, "b2", OrderKind.FIRE, registration_point=1, shift=ShiftYards(add_drop=900)).reason


def setting_up(turns: int) -> BattleSession:
    """A battle whose axis battery "up" (one leFH 18 on the table) is setting up, ``turns`` turns left."""
    return session_of(
        [{"id": "g1", "side": "axis", "type": "lefh18", "at": [30, 2]}],
        batteries=[
            {
                "id": "up",
                "side": "axis",
                "kind": "on_board",
                "units": ["g1"],
                "deployment": "setting_up",
                "turns_remaining": turns,
            }
        ],
    )


def test_a_battery_setting_up_cannot_be_ordered_to_fire() -> None:
    s = setting_up(2)
    assert "must be deployed" in order(s, "up", OrderKind.FIRE, registration_point=1).reason


@pytest.mark.skipif("aircraft" not in Battle.model_fields, reason="this battle model keeps no airstrikes")
def test_aircraft_in_play_move_and_turn_their_arrows() -> None:
    s = session_of(
        aircraft=[
            {"id": "air1", "side": "allies", "type": "il2", "at": [20, 0], "heading": 180},
            {"id": "air2", "side": "axis", "type": "ju87d", "at": [40, 0], "heading": 180, "state": "destroyed"},
        ]
    )
    assert ids(s, "movement.aircraft") == ["air1"] and ids(s, "aircraft.arrows") == ["air1"]
    s.apply(mark_acted(s.battle, "movement.aircraft", ["air1"]))
    assert actor(s, "movement.aircraft", "air1").acted
