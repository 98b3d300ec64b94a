"""Movement in play: plans (no dice), resolved moves with minefields and breakdowns, one undoable edit, mounting and
dismounting, and the close-combat order, on battles built in code; the actions (a move, mounting, dismounting, ski
troops, the ice) performed and committed through the session, and, in a battle kept to the sequence of play, taken
only in their steps and refused with the step and the rule."""

from __future__ import annotations

import math

import pytest

from morefire_gui.errors import UsageError
from morefire_gui.model.actions.movement import Dismount, Mount, Move, RollIce, SkiTroops
from morefire_gui.model.actions.turns import NextStep
from morefire_gui.model.terms import Moved, Status
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.rules.direct_fire.terms import CampaignDamage
from morefire_gui.rules.minefields import MineResult
from morefire_gui.rules.movement import MoveCode
from morefire_gui.session.movement import MoveRequest, close_combat_order_for, dismount, mount, plan_move, resolve_move
from morefire_gui.session.names import piece_name, unit_name
from tests.session.battles import ROAD, make_session, square


def move(session, unit_id: str, *points, dice=(), **kw):
    plan = plan_move(session, MoveRequest(unit_id, tuple(points), **kw))
    dice = ScriptedDice(list(dice))
    outcome = resolve_move(session, plan, dice)
    assert dice.remaining == 0, "every scripted face is used"
    return plan, outcome


# -- 1.3 and 1.4 on the table ---------------------------------------------------------------------------------


def test_the_scout_car_stops_on_the_road_past_its_cross_country_rate() -> None:
    s = make_session([ROAD], [{"id": "sc", "side": "axis", "type": "scout", "at": [2, 10]}])
    plan, outcome = move(s, "sc", (32, 10), (32, 20))  # 30" along the road, then off it
    assert not plan.allowed and "1.3" in plan.reason
    assert plan.reachable == pytest.approx(30.5, abs=1e-6)  # where the path leaves the road's ground
    assert outcome.final_at == (pytest.approx(32), pytest.approx(10.5))
    assert outcome.moved_code is Moved.F
    s.apply(outcome.edit)
    u = s.battle.unit("sc")
    assert u.moved is Moved.F and u.facing == pytest.approx(180)


def test_the_scout_car_on_the_road_and_off_it() -> None:
    s = make_session([ROAD], [{"id": "sc", "side": "axis", "type": "scout", "at": [2, 10]}])
    on, _ = move(s, "sc", (38, 10))
    assert on.allowed and on.allowance.code_used is MoveCode.F and on.allowance.allowance_yards == 1800
    off, outcome = move(s, "sc", (20, 10), (20, 15))  # 18" on the road, 5" off: 23" at E (24")
    assert off.allowed and off.allowance.code_used is MoveCode.E
    assert outcome.moved_code is Moved.E and outcome.final_at == (20, 15)


def test_woods_on_the_way_slow_a_tank() -> None:
    s = make_session(
        [{"id": "w", "kind": "woods", "polygon": square(20, 0, 40, 30)}],
        [{"id": "t", "side": "axis", "type": "tank", "at": [16, 20]}],
    )
    plan, outcome = move(s, "t", (30, 20))  # meets the woods after 4": C (10") becomes B (6")
    assert not plan.allowed and plan.reachable == pytest.approx(6)
    assert outcome.final_at == (pytest.approx(22), pytest.approx(20)) and outcome.moved_code is Moved.B


def test_infantry_move_100_yards_and_may_not_move_suppressed() -> None:
    s = make_session(
        units=[
            {"id": "i", "side": "axis", "type": "R", "at": [10, 10]},
            {"id": "j", "side": "axis", "type": "R", "at": [20, 10], "status": ["suppressed"]},
            {"id": "g", "side": "axis", "type": "atg", "at": [30, 10]},
        ]
    )
    plan, outcome = move(s, "i", (12, 10))
    assert plan.allowed and outcome.moved_code is Moved.INFANTRY
    plan, outcome = move(s, "j", (21, 10))
    assert not plan.allowed and "suppressed" in plan.reason and outcome.final_at == (20, 10)
    assert outcome.edit.edits == ()
    plan, _ = move(s, "g", (31, 10))
    assert plan.allowed and plan.allowance.may_fire is False  # 1.5


def test_bad_requests() -> None:
    s = make_session(units=[{"id": "i", "side": "axis", "type": "R", "at": [10, 10]}])
    with pytest.raises(UsageError):
        plan_move(s, MoveRequest("nobody", ((1, 1),)))
    with pytest.raises(UsageError):
        plan_move(s, MoveRequest("i", ((100, 1),)))
    with pytest.raises(UsageError):
        plan_move(s, MoveRequest("i", ()))


def test_the_edit_undoes_the_move() -> None:
    s = make_session([ROAD], [{"id": "sc", "side": "axis", "type": "scout", "at": [2, 10]}])
    before = s.battle.unit("sc")
    _, outcome = move(s, "sc", (20, 10))
    s.apply(outcome.edit)
    assert s.battle.unit("sc").at == (20, 10)
    s.revert(outcome.edit)
    assert s.battle.unit("sc") == before


# -- conditions -----------------------------------------------------------------------------------------------


def test_mountains_the_first_move_onto_rough_ground_rolls() -> None:
    s = make_session(
        [{"id": "r", "kind": "rough", "polygon": square(20, 0, 30, 30)}],
        [{"id": "t", "side": "axis", "type": "tank", "at": [16, 20]}],
        settings={"terrain_type": "mountains"},
    )
    _plan, outcome = move(s, "t", (22, 20), dice=[1, 1], turn=7)  # 2: immobilized for 5 turns
    assert outcome.breakdown is not None and outcome.breakdown.immobilized
    assert outcome.final_at == (20, 20) and "MOUNTAINS" in outcome.stopped_by
    s.apply(outcome.edit)
    t = s.battle.unit("t")
    assert t.has(Status.IMMOBILIZED) and t.status_until == {Status.IMMOBILIZED: 12} and t.mountain_checked


def test_mountains_roll_only_once() -> None:
    s = make_session(
        [{"id": "r", "kind": "rough", "polygon": square(20, 0, 30, 30)}],
        [{"id": "t", "side": "axis", "type": "tank", "at": [16, 20], "mountain_checked": True}],
        settings={"terrain_type": "mountains"},
    )
    _, outcome = move(s, "t", (21, 20))
    assert outcome.breakdown is None


def test_tundra_ice(tables) -> None:
    lake = {"id": "lk", "kind": "water", "polygon": square(20, 0, 30, 30)}
    s = make_session(
        [lake], [{"id": "t", "side": "axis", "type": "light", "at": [18, 20]}], settings={"terrain_type": "tundra"}
    )
    plan, _ = move(s, "t", (24, 20), dice=[5])  # the ice is rolled as the vehicle reaches it: 5, it does not hold
    assert not plan.allowed and "ice" in plan.reason
    s2 = make_session(
        [{**lake, "ice_holds": True}],
        [{"id": "t", "side": "axis", "type": "light", "at": [18, 20]}],
        settings={"terrain_type": "tundra"},
    )
    plan, _ = move(s2, "t", (24, 20))
    assert plan.allowed and plan.allowance.code_used is MoveCode.B  # D, deep snow counts as mud: two letters


# -- 3.6 minefields on the way ----------------------------------------------------------------------------------


def minefield(mines: str = "ap", **kw) -> dict:
    return {"id": "m1", "kind": "minefield", "mines": mines, "polygon": square(20, 18, 22, 19), **kw}


def test_infantry_roll_entering_and_exiting() -> None:
    s = make_session([minefield()], [{"id": "i", "side": "allies", "type": "R", "at": [19, 18.5]}])
    _plan, outcome = move(s, "i", (21, 18.5), dice=[81])  # enters: AP 80% against infantry; exits? ends inside
    assert [(e.event.value, e.chance, e.roll, e.result) for e in outcome.minefield_events] == [
        ("enter", 80, 81, MineResult.NO_EFFECT)
    ]
    s.apply(outcome.edit)
    _, outcome = move(s, "i", (23, 18.5), dice=[80])  # exits: destroyed, and stops there
    (e,) = outcome.minefield_events
    assert e.event.value == "exit" and e.result is MineResult.DESTROYED
    assert outcome.final_at == (pytest.approx(22), pytest.approx(18.5))
    s.apply(outcome.edit)
    assert s.battle.unit("i").has(Status.DESTROYED)


def test_a_vehicle_and_its_passengers() -> None:
    s = make_session(
        [minefield("gp")],
        [
            {"id": "tr", "side": "allies", "type": "truck", "at": [18, 18.5]},
            {"id": "p1", "side": "allies", "type": "R", "at": [18, 18.5], "riding_on": "tr"},
            {"id": "p2", "side": "allies", "type": "SMG", "at": [18, 18.5], "riding_on": "tr"},
        ],
    )
    # Enters: truck GP 50%, rolled 50: destroyed (basic); passengers roll: 50 destroyed, 51 unharmed.
    _, outcome = move(s, "tr", (21, 18.5), dice=[50, 50, 51])
    (e,) = outcome.minefield_events
    assert e.result is MineResult.DESTROYED and [p.result for p in e.passengers] == [
        MineResult.DESTROYED,
        MineResult.NO_EFFECT,
    ]
    s.apply(outcome.edit)
    assert s.battle.unit("tr").has(Status.DESTROYED) and s.battle.unit("p1").has(Status.DESTROYED)
    p2 = s.battle.unit("p2")
    assert not p2.has(Status.DESTROYED) and p2.riding_on is None and p2.at == (20, 18.5)


def test_passengers_do_not_roll_when_the_vehicle_is_unharmed() -> None:
    s = make_session(
        [minefield("at")],
        [
            {"id": "ht", "side": "allies", "type": "ht", "at": [18, 18.5]},
            {"id": "p1", "side": "allies", "type": "R", "at": [18, 18.5], "riding_on": "ht"},
        ],
    )
    _, outcome = move(s, "ht", (24, 18.5), dice=[71, 99])  # AT against tracked AC 1-3: 70%
    assert [(e.event.value, e.chance, e.passengers) for e in outcome.minefield_events] == [
        ("enter", 70, ()),
        ("exit", 70, ()),
    ]
    s.apply(outcome.edit)
    assert s.battle.unit("p1").at == (24, 18.5)


def test_advanced_a_damaged_vehicle_is_immobilized() -> None:
    s = make_session(
        [minefield("at")],
        [{"id": "t", "side": "allies", "type": "tank", "at": [18, 18.5]}],
        settings={"advanced": True},
    )
    _, outcome = move(s, "t", (24, 18.5), dice=[50])
    assert outcome.minefield_events[0].result is MineResult.IMMOBILIZED and outcome.final_at == (20, 18.5)
    s.apply(outcome.edit)
    assert s.battle.unit("t").has(Status.IMMOBILIZED) and not s.battle.unit("t").has(Status.DESTROYED)


def test_in_a_campaign_a_vehicle_damaged_by_mines_takes_an_e() -> None:
    # 2.6 "Minefield hits are automatic E result": the battle's settings.campaign, advanced or basic.
    for settings in ({"advanced": True, "campaign": True}, {"campaign": True}):
        s = make_session(
            [minefield("at")], [{"id": "t", "side": "allies", "type": "tank", "at": [18, 18.5]}], settings=settings
        )
        _, outcome = move(s, "t", (24, 18.5), dice=[50])
        assert outcome.minefield_events[0].result is MineResult.IMMOBILIZED and outcome.damage is CampaignDamage.E
        assert any("automatic E" in st.text() for st in outcome.steps)
        s.apply(outcome.edit)
        t = s.battle.unit("t")
        assert t.damage == (CampaignDamage.E,) and t.has(Status.IMMOBILIZED) and not t.has(Status.DESTROYED)
        s.revert(outcome.edit)
        assert s.battle.unit("t").damage == ()


def test_the_move_request_says_campaign_over_the_battle() -> None:
    s = make_session([minefield("at")], [{"id": "t", "side": "allies", "type": "tank", "at": [18, 18.5]}])
    _, outcome = move(s, "t", (24, 18.5), dice=[50], campaign=True)
    assert outcome.campaign and outcome.damage is CampaignDamage.E
    _, outcome = move(s, "t", (24, 18.5), dice=[50])  # not a campaign: basic rules destroy it, no letter
    assert not outcome.campaign and outcome.damage is None
    assert outcome.minefield_events[0].result is MineResult.DESTROYED
    # Infantry hit in a campaign are destroyed as ever, and take no letter.
    s = make_session(
        [minefield("ap")], [{"id": "i", "side": "allies", "type": "R", "at": [19, 18.5]}], settings={"campaign": True}
    )
    _, outcome = move(s, "i", (21, 18.5), dice=[1])
    assert outcome.minefield_events[0].result is MineResult.DESTROYED and outcome.damage is None


def test_a_deliberate_minefield_is_revealed_when_an_enemy_enters() -> None:
    s = make_session(
        [minefield(owner="axis", deliberate=True)], [{"id": "i", "side": "allies", "type": "R", "at": [19, 18.5]}]
    )
    _, outcome = move(s, "i", (21, 18.5), dice=[99], clearing=True)  # not known: the clearing mission does not help
    assert outcome.revealed == ("m1",) and outcome.minefield_events[0].roll == 99
    s.apply(outcome.edit)
    assert s.battle.piece("m1").revealed


def test_a_known_minefield_on_a_clearing_mission() -> None:
    s = make_session(
        [minefield(polygon=square(20, 18, 21, 19))], [{"id": "i", "side": "allies", "type": "R", "at": [19.5, 18.5]}]
    )
    _, outcome = move(s, "i", (21.5, 18.5), clearing=True)
    assert [e.result for e in outcome.minefield_events] == [MineResult.NOT_ROLLED, MineResult.NOT_ROLLED]


def test_a_minesweeper_clears_the_section() -> None:
    s = make_session([minefield("at")], [{"id": "fl", "side": "allies", "type": "flail", "at": [18, 18.5]}])
    _, outcome = move(s, "fl", (24, 18.5))
    assert [e.result for e in outcome.minefield_events] == [MineResult.CLEARED, MineResult.NOT_ROLLED]
    assert outcome.cleared == ("m1",)
    s.apply(outcome.edit)
    assert s.battle.piece("m1").cleared
    # A cleared section is no minefield: the next unit crosses without a roll.
    s.battle.units.append(s.battle.unit("fl").model_copy(update={"id": "t2", "type": "tank", "at": (18, 18.6)}))
    _, outcome = move(s, "t2", (24, 18.6))
    assert outcome.minefield_events == ()


def test_two_sections_in_one_move() -> None:
    s = make_session(
        [minefield(), {"id": "m2", "kind": "minefield", "mines": "at", "polygon": square(22, 18, 24, 19)}],
        [{"id": "l", "side": "allies", "type": "light", "at": [18, 18.5]}],
    )
    _, outcome = move(s, "l", (25, 18.5), dice=[90, 90, 71, 71])  # tracked AC 1-3: AP 10%, AT 70%
    assert [(e.minefield, e.event.value, e.chance) for e in outcome.minefield_events] == [
        ("m1", "enter", 10),
        ("m1", "exit", 10),
        ("m2", "enter", 70),
        ("m2", "exit", 70),
    ]
    assert outcome.final_at == (25, 18.5)


# -- mounting, dismounting, close combat ------------------------------------------------------------------------


def test_mount_and_dismount() -> None:
    s = make_session(
        units=[
            {"id": "ht", "side": "axis", "type": "ht", "at": [10, 10]},
            {"id": "a", "side": "axis", "type": "R", "at": [11, 10]},
            {"id": "b", "side": "axis", "type": "R", "at": [10, 11]},
            {"id": "c", "side": "axis", "type": "R", "at": [9, 10]},
            {"id": "far", "side": "axis", "type": "R", "at": [20, 10]},
            {"id": "en", "side": "allies", "type": "R", "at": [10, 9]},
        ]
    )
    assert "beyond" in mount(s, "far", "ht").reason
    assert "other side" in mount(s, "en", "ht").reason
    for unit_id in ("a", "b"):
        r = mount(s, unit_id, "ht")
        assert r.allowed
        s.apply(r.edit)
    assert s.battle.unit("a").riding_on == "ht" and s.battle.unit("a").at == (10, 10)
    full = mount(s, "c", "ht")
    assert not full.allowed and "carries 2" in full.reason
    plan, _ = move(s, "a", (12, 10))
    assert not plan.allowed and "rides on" in plan.reason
    # The passengers move with their vehicle.
    _, outcome = move(s, "ht", (15, 10))
    s.apply(outcome.edit)
    assert s.battle.unit("a").at == (15, 10) and s.battle.unit("b").at == (15, 10)
    off = dismount(s, "a", (16, 10))
    assert off.allowed
    s.apply(off.edit)
    a = s.battle.unit("a")
    assert a.riding_on is None and a.at == (16, 10) and a.moved is Moved.INFANTRY
    assert not dismount(s, "a").allowed
    assert not dismount(s, "b", (30, 10)).allowed
    # A point off the table is said as every other point off the table is: with the table's extent.
    with pytest.raises(UsageError, match=r"^the point to dismount at -1.0, 10.0 is off the table \(0-72 x 0-48 in\)$"):
        dismount(s, "b", (-1, 10))


def test_close_combat_order_for_units() -> None:
    s = make_session(
        units=[
            {"id": "sc", "side": "axis", "type": "scout", "at": [10, 10]},
            {"id": "t", "side": "allies", "type": "tank", "at": [12, 10]},
        ]
    )
    order = close_combat_order_for(s, ["sc", "t"])
    assert order.order == ("t", "sc")
    assert order.segment_length("t") == 2.5 and order.segment_length("sc") == 6
    assert math.isclose(order.segments[0].yards, 125)


# -- TUNDRA's ice, rolled as a vehicle reaches the water -------------------------------------------------------------


def tundra(**piece):  # type: ignore[no-untyped-def]
    lake = {"id": "lk", "kind": "water", "polygon": square(20, 10, 22, 30), **piece}
    return make_session(
        [lake],
        [
            {"id": "t", "side": "allies", "type": "light", "at": [18, 20]},
            {"id": "i", "side": "allies", "type": "R", "at": [19, 25]},
        ],
        settings={"terrain_type": "tundra"},
    )


def test_a_vehicle_rolls_the_ice_it_reaches_and_crosses_if_it_holds() -> None:
    s = tundra()
    plan = plan_move(s, MoveRequest("t", ((23, 20),)))
    assert not plan.allowed and "has not been rolled for" in plan.reason and plan.reachable == pytest.approx(2)
    _, outcome = move(s, "t", (23, 20), dice=[2])  # 1-2: the ice holds
    assert [(r.piece_id, r.face, r.holds) for r in outcome.ice] == [("lk", 2, True)]
    assert outcome.final_at == (23, 20)
    lake = piece_name(s.battle, "lk")
    assert lake != "lk" and any(
        f"reaches {lake}, whose ice has not been rolled for" in st.text() for st in outcome.steps
    )
    s.apply(outcome.edit)
    assert s.battle.piece("lk").ice_holds is True and s.battle.unit("t").at == (23, 20)
    s.revert(outcome.edit)  # undo takes the roll off the piece too (the log keeps it)
    assert s.battle.piece("lk").ice_holds is None and s.battle.unit("t").at == (18, 20)


def test_ice_that_does_not_hold_stops_the_vehicle_at_the_bank_and_is_not_rolled_again() -> None:
    s = tundra()
    _, outcome = move(s, "t", (23, 20), dice=[3])
    assert outcome.ice[0].holds is False and outcome.final_at == (pytest.approx(20), pytest.approx(20))
    assert "does not hold" in outcome.stopped_by
    s.apply(outcome.edit)
    assert s.battle.piece("lk").ice_holds is False
    _, again = move(s, "t", (23, 20.5))  # no die: the roll stands
    assert again.ice == () and "does not hold" in again.stopped_by


def test_infantry_and_rolled_ice_roll_nothing() -> None:
    s = tundra()
    _, outcome = move(s, "i", (21, 25))  # infantry cross any water
    assert outcome.ice == () and outcome.final_at == (21, 25)
    s = tundra(ice_holds=True)
    _, outcome = move(s, "t", (23, 20))
    assert outcome.ice == () and outcome.final_at == (23, 20)


def test_ski_troops_are_set_on_infantry_only_and_move_at_b_in_snow() -> None:
    from morefire_gui.session.movement import set_ski_troops

    s = make_session(
        units=[
            {"id": "i", "side": "axis", "type": "R", "at": [10, 10]},
            {"id": "t", "side": "axis", "type": "tank", "at": [20, 10]},
        ],
        settings={"weather": "snow"},
    )
    on_foot = plan_move(s, MoveRequest("i", ((15, 10),)))
    edit = set_ski_troops(s, ["i"], True)
    s.apply(edit)
    assert s.battle.unit("i").ski
    on_skis = plan_move(s, MoveRequest("i", ((15, 10),)))
    assert on_skis.allowance.allowance > on_foot.allowance.allowance
    assert set_ski_troops(s, ["i"], True).edits == ()  # already
    s.revert(edit)
    assert not s.battle.unit("i").ski
    with pytest.raises(UsageError):
        set_ski_troops(s, ["t"], True)


# -- MUD and MOUNTAINS: a recovery vehicle arrives ------------------------------------------------------------------


def test_a_recovery_vehicle_that_ends_its_move_at_a_stuck_vehicle_frees_it_next_turn() -> None:
    from morefire_gui.session.conditions import start_turn

    s = make_session(
        units=[
            {"id": "arv", "side": "allies", "type": "arv", "at": [10, 10]},
            {
                "id": "stuck",
                "side": "allies",
                "type": "tank",
                "at": [13, 10],
                "status": ["immobilized"],
                "status_until": {"immobilized": 15},
            },
            {
                "id": "hit",
                "side": "allies",
                "type": "tank",
                "at": [13, 11],
                "status": ["immobilized"],
            },  # a hit, not a breakdown
            {
                "id": "foe",
                "side": "axis",
                "type": "tank",
                "at": [13, 9],
                "status": ["immobilized"],
                "status_until": {"immobilized": 15},
            },
        ],
        settings={"weather": "mud"},
    )
    _, outcome = move(s, "arv", (12, 10), turn=4)
    assert outcome.recovered == ("stuck",)
    stuck = unit_name(s, "stuck")
    assert any(f"arrives at {stuck} in turn 4: it is freed on turn 5" in st.text() for st in outcome.steps)
    s.apply(outcome.edit)
    assert s.battle.unit("stuck").status_until == {Status.IMMOBILIZED: 5}
    assert s.battle.unit("foe").status_until == {Status.IMMOBILIZED: 15} and s.battle.unit("hit").status_until == {}
    s.apply(start_turn(s, 5).edit)  # the start of the next turn frees it
    assert not s.battle.unit("stuck").has(Status.IMMOBILIZED)
    # A move that ends out of reach frees nothing.
    s2 = make_session(
        units=[
            {"id": "arv", "side": "allies", "type": "arv", "at": [5, 10]},
            {
                "id": "stuck",
                "side": "allies",
                "type": "tank",
                "at": [13, 10],
                "status": ["immobilized"],
                "status_until": {"immobilized": 15},
            },
        ]
    )
    _, outcome = move(s2, "arv", (8, 10), turn=4)
    assert outcome.recovered == ()


# -- the actions, performed and committed ----------------------------------------------------------------------------


def act(session, action, dice=()):  # type: ignore[no-untyped-def]
    """Perform and commit an action with these faces (every one used); the committed step."""
    scripted = ScriptedDice(list(dice))
    resolution = session.perform(action, scripted)
    assert resolution.accepted, resolution.reason
    assert scripted.remaining == 0
    return session.commit(resolution)


def strict(session):  # type: ignore[no-untyped-def]
    from morefire_gui.model.battle import SequenceMode

    session.battle.settings = session.battle.settings.model_copy(update={"sequence": SequenceMode.STRICT})
    return session


def to_step(session, step: str) -> None:  # type: ignore[no-untyped-def]
    while (session.battle.step or "movement.road") != step:
        session.commit(session.perform(NextStep(), ScriptedDice([])))


def test_a_move_is_one_step_with_its_mark_log_entry_and_record() -> None:
    s = make_session([minefield("at")], [{"id": "t", "side": "allies", "type": "tank", "at": [18, 18.5]}])
    committed = act(s, Move(unit="t", path=((24, 18.5),)), [71, 99])
    battle = s.battle
    assert battle.unit("t").at == (24, 18.5) and battle.acted == {"movement.cross_country": ("t",)}
    (entry,) = committed.entries
    assert entry.kind == "move" and entry.actors == ("t",) and entry.side == "allies"
    assert entry.summary.startswith("tank moves 6.0 in (300 yd) at C to 24.0, 18.5")
    assert "Minefield (enter): 50%, rolled 71: no effect" in entry.summary and "m1" not in entry.summary
    record = battle.actions[-1]
    assert record.action == {"kind": "move", "unit": "t", "path": [[24.0, 18.5]]}
    assert [r.face for r in record.dice] == [71, 99] and record.log == (entry.seq,)
    s.revert(committed.edit)  # undo: the move and its mark, not the log
    assert battle.unit("t").at == (18, 18.5) and battle.acted == {} and battle.log[-1] is entry


def test_the_ice_a_recovery_and_the_move_are_one_edit() -> None:
    lake = {"id": "lk", "kind": "water", "polygon": square(20, 0, 22, 30)}
    # In the tundra's deep snow the recovery vehicle moves at A (3 in): across the lake to the stuck tank.
    s = make_session(
        [lake],
        [
            {"id": "arv", "side": "allies", "type": "arv", "at": [19, 20]},
            {
                "id": "st",
                "side": "allies",
                "type": "tank",
                "at": [23, 20],
                "status": ["immobilized"],
                "status_until": {"immobilized": 15},
            },
        ],
        settings={"terrain_type": "tundra"},
    )
    committed = act(s, Move(unit="arv", path=((22, 20),), turn=3), [1])  # the ice holds; it arrives at st
    assert s.battle.piece("lk").ice_holds is True and s.battle.unit("st").status_until == {Status.IMMOBILIZED: 4}
    s.revert(committed.edit)
    assert s.battle.piece("lk").ice_holds is None and s.battle.unit("st").status_until == {Status.IMMOBILIZED: 15}
    assert s.battle.unit("arv").at == (19, 20)


def test_a_unit_that_may_not_move_is_refused_with_the_rule_before_any_die() -> None:
    s = make_session(
        units=[
            {"id": "j", "side": "axis", "type": "R", "at": [20, 10], "status": ["suppressed"]},
            {
                "id": "t",
                "side": "axis",
                "type": "tank",
                "at": [30, 10],
                "status": ["immobilized"],
                "status_until": {"immobilized": 6},
            },
        ]
    )
    suppressed = s.perform(Move(unit="j", path=((21, 10),)), ScriptedDice([]))
    assert suppressed.refused and suppressed.rule == "3.5" and "suppressed units cannot move" in suppressed.reason
    immobilized = s.perform(Move(unit="t", path=((31, 10),)), ScriptedDice([]))
    assert immobilized.refused and immobilized.rule == "2.5" and "immobilized until turn 6" in immobilized.reason
    unknown = s.perform(Move(unit="nobody", path=((1, 1),)))
    assert unknown.invalid and "not a unit of the battle" in unknown.reason
    assert s.battle.log == [] and s.battle.actions == []


def test_in_a_strict_battle_each_move_is_taken_in_its_step() -> None:
    s = strict(
        make_session(
            [ROAD],
            [
                {"id": "sc", "side": "axis", "type": "scout", "at": [2, 10]},
                {"id": "sd", "side": "axis", "type": "scout", "at": [2, 10.1]},
                {"id": "i", "side": "axis", "type": "R", "at": [10, 20]},
                {"id": "j", "side": "axis", "type": "R", "at": [12, 20], "status": ["suppressed"]},
            ],
        )
    )
    off_road = s.perform(Move(unit="sd", path=((20, 10), (20, 15))), ScriptedDice([]))
    assert off_road.refused and off_road.rule == "Sequence of play"
    assert off_road.reason == (
        "a vehicle's move off the road is movement step 2 (cross-country movement); this is "
        "movement step 1 (road movement)"
    )
    on_foot = s.perform(Move(unit="i", path=((11, 20),)), ScriptedDice([]))
    assert on_foot.refused and "infantry movement is movement step 6" in on_foot.reason
    act(s, Move(unit="sc", path=((30, 10),)))  # the whole move on the road: step 1
    again = s.perform(Move(unit="sc", path=((31, 10),)), ScriptedDice([]))
    assert again.refused and "scout 1 has already acted in" in again.reason  # a unit moves once a turn
    to_step(s, "movement.cross_country")
    road = s.perform(Move(unit="sd", path=((20, 10.1),)), ScriptedDice([]))
    assert road.refused and "is movement step 1 (road movement)" in road.reason
    act(s, Move(unit="sd", path=((20, 10), (20, 15))))
    to_step(s, "movement.infantry")
    refused = s.perform(Move(unit="j", path=((13, 20),)), ScriptedDice([]))
    assert refused.refused and refused.rule == "3.5"
    assert refused.reason == (
        "Rifle squad 2 cannot move in movement step 6 (infantry movement): suppressed units cannot move "
        "until they have recovered morale (3.5)"
    )
    act(s, Move(unit="i", path=((11, 20),)))


def test_mounting_is_all_the_riders_or_none_and_one_step() -> None:
    s = make_session(
        units=[
            {"id": "ht", "side": "axis", "type": "ht", "at": [10, 10], "facing": 90},
            {"id": "a", "side": "axis", "type": "R", "at": [11, 10]},
            {"id": "b", "side": "axis", "type": "R", "at": [10, 11]},
            {"id": "c", "side": "axis", "type": "R", "at": [9, 10]},
        ]
    )
    full = s.perform(Mount(units=("a", "b", "c"), vehicle="ht"))
    # Nobody is aboard in the battle: the refusal names the rider that does not fit and who takes the places (the
    # riders listed before it), not a count of passengers the vehicle does not have.
    assert full.refused and full.reason == (
        "Rifle squad 3 cannot mount ht: it carries 2 infantry counters, taken by Rifle squad 1 and Rifle squad 2"
    )
    assert all(u.riding_on is None for u in s.battle.units)  # the first two are not left aboard
    committed = act(s, Mount(units=("a", "b"), vehicle="ht"))
    assert [s.battle.unit(i).riding_on for i in "ab"] == ["ht", "ht"]
    assert s.battle.acted == {"movement.mount": ("a", "b")} and committed.entries[0].kind == "mount"
    assert committed.entries[0].targets == ("ht",)
    off = act(s, Dismount(units=("a", "b")))
    a, b = s.battle.unit("a"), s.battle.unit("b")
    assert a.riding_on is None and a.at[0] < 10 and b.at[0] < 10 and a.at != b.at  # behind it, side by side
    assert s.battle.actions[-1].action == {"kind": "dismount", "units": ["a", "b"]}
    s.revert(off.edit)
    assert s.battle.unit("a").riding_on == "ht"
    far = s.perform(Dismount(units=("a",), at=(30, 10)))
    assert far.refused and far.rule == "1.5"


def test_riders_roll_for_the_minefields_they_walk_into_or_out_of() -> None:
    # 3.6: "Each vehicle or fireteam must roll for damage when they enter and exit the minefield." A fireteam put
    # down in a section walks into it from its vehicle; one that mounts from a section walks out of it. The section
    # m1 is x 20-22, y 18-19, AP mines: 80% against infantry.
    s = make_session(
        [minefield()],
        units=[
            {"id": "ht", "side": "axis", "type": "ht", "at": [23, 18.5], "facing": 90},
            {"id": "a", "side": "axis", "type": "R", "at": [23, 18.5], "riding_on": "ht"},
            {"id": "b", "side": "axis", "type": "R", "at": [23, 18.5], "riding_on": "ht"},
            {"id": "c", "side": "axis", "type": "R", "at": [21.5, 18.5]},
        ],
    )
    # a is put down at 21, 18.5: the line from the halftrack enters m1 at x 22 (80%, rolled 81: unharmed).
    act(s, Dismount(units=("a",), at=(21, 18.5)), dice=[81])
    a = s.battle.unit("a")
    assert a.at == (21, 18.5) and not a.has(Status.DESTROYED)
    assert "rolled 81 against 80%" in str(s.battle.log[-1].steps[-1].text)
    # b walks into it too and rolls 80: destroyed where it entered, at x 22.
    act(s, Dismount(units=("b",), at=(21, 18.5)), dice=[80])
    b = s.battle.unit("b")
    assert b.has(Status.DESTROYED) and b.at == (pytest.approx(22), pytest.approx(18.5)) and b.riding_on is None
    # c, inside m1, mounts the halftrack outside it: it exits m1 (rolled 90: unharmed) and is aboard.
    act(s, Mount(units=("c",), vehicle="ht"), dice=[90])
    assert s.battle.unit("c").riding_on == "ht"
    # Nothing to walk through, nothing rolled: the halftrack's rider put down beside it outside the section.
    act(s, Dismount(units=("c",), at=(24, 18.5)))
    assert s.battle.unit("c").at == (24, 18.5)


def test_in_a_strict_battle_mounting_is_movement_step_5() -> None:
    s = strict(
        make_session(
            units=[
                {"id": "ht", "side": "axis", "type": "ht", "at": [10, 10]},
                {"id": "a", "side": "axis", "type": "R", "at": [11, 10]},
                {"id": "b", "side": "axis", "type": "R", "at": [10, 11], "status": ["suppressed"]},
            ]
        )
    )
    early = s.perform(Mount(units=("a",), vehicle="ht"))
    assert early.refused and "mounting and dismounting is movement step 5" in early.reason
    to_step(s, "movement.mount")
    suppressed = s.perform(Mount(units=("b",), vehicle="ht"))
    assert suppressed.refused and suppressed.rule == "3.5"
    act(s, Mount(units=("a",), vehicle="ht"))
    to_step(s, "movement.infantry")
    moved = s.perform(Move(unit="a", path=((12, 10),)), ScriptedDice([]))
    assert moved.refused and "rides on ht" in moved.reason


def test_ski_troops_and_the_ice_are_the_set_up() -> None:
    lake = {"id": "lk", "kind": "water", "polygon": square(20, 0, 22, 30)}
    s = make_session(
        [lake],
        [
            {"id": "i", "side": "axis", "type": "R", "at": [10, 10]},
            {"id": "t", "side": "axis", "type": "tank", "at": [12, 10]},
        ],
        settings={"terrain_type": "tundra"},
    )
    tank = s.perform(SkiTroops(units=("i", "t")))
    assert tank.refused and tank.rule == "SNOW" and "(tank is not infantry)" in tank.reason
    act(s, SkiTroops(units=("i",)))
    assert s.battle.unit("i").ski and s.battle.actions[-1].action == {"kind": "ski", "units": ["i"]}
    committed = act(s, RollIce(), [2])
    assert s.battle.piece("lk").ice_holds is True and committed.entries[0].kind == "ice"
    rolled = s.perform(RollIce(), ScriptedDice([]))
    assert rolled.refused and "every body of water has been rolled for" in rolled.reason
    strict(s)
    to_step(s, "movement.infantry")
    act(s, Move(unit="i", path=((11, 10),)))  # play has begun
    late = s.perform(SkiTroops(units=("i",), on=False))
    assert late.refused and "part of the set-up, and play has begun" in late.reason
    assert s.perform(RollIce(again=True), ScriptedDice([])).refused
    not_tundra = make_session([lake]).perform(RollIce())
    assert not_tundra.invalid and "tundra" in not_tundra.reason


@pytest.mark.parametrize("path", [((20, 10),), ((20, 10), (20, 10))])
def test_a_move_to_where_the_unit_stands_is_no_move(path) -> None:  # type: ignore[no-untyped-def]
    """A path of no length is refused before any die: no log entry, no mark, nothing in the record, in a free battle
    and in a strict one's step."""
    s = make_session(units=[{"id": "j", "side": "axis", "type": "R", "at": [20, 10]}])
    for battle_of in (lambda s: s, strict):
        session = battle_of(s)
        refused = session.perform(Move(unit="j", path=path), ScriptedDice([]))
        assert refused.refused and not refused.invalid and refused.rule == "1.2"
        assert refused.reason == "Rifle squad does not move: its path ends where it stands"
        assert refused.log == () and s.battle.log == [] and s.battle.acted == {} and s.battle.actions == []
    to_step(s, "movement.infantry")
    assert s.perform(Move(unit="j", path=path), ScriptedDice([])).reason == (
        "Rifle squad does not move: its path ends where it stands"
    )


def test_counters_changed_to_what_they_are_are_no_change() -> None:
    """Select & Move dropping counters where they stood: no action, no mark in the movement step."""
    from morefire_gui.model.actions.table import ChangeUnits

    s = make_session(units=[{"id": "j", "side": "axis", "type": "R", "at": [20, 10]}])
    unit = s.battle.unit("j")
    refused = s.perform(ChangeUnits(units=(unit,), text="Move R 0.0 in"))
    assert refused.refused and not refused.invalid and refused.reason == "Rifle squad: nothing changes"
    assert s.battle.log == [] and s.battle.acted == {} and s.battle.actions == []


# -- a unit that moves leaves its position ----------------------------------------------------------------------------


def test_a_unit_leaves_its_foxhole_trench_building_and_defilade_as_it_moves_or_mounts() -> None:
    s = make_session(
        units=[
            {"id": "fox", "side": "axis", "type": "R", "at": [10, 20], "cover": "foxhole"},
            {"id": "bld", "side": "axis", "type": "R", "at": [20, 20], "cover": "building"},
            {"id": "opn", "side": "axis", "type": "R", "at": [30, 20], "cover": "open"},
            {"id": "hd", "side": "axis", "type": "tank", "at": [40, 20], "status": ["defilade"]},
            {"id": "tr", "side": "axis", "type": "R", "at": [51, 10], "cover": "trench"},
            {"id": "ht", "side": "axis", "type": "ht", "at": [50, 10]},
        ]
    )
    act(s, Move(unit="fox", path=((10, 18),)))
    assert s.battle.unit("fox").cover is None
    assert s.battle.log[-1].summary.endswith("; leaves its foxhole")
    assert "Rifle squad 1 leaves its foxhole: cover and defilade stay where they were (rule 3.5)" in [
        getattr(step, "text", "") for step in s.battle.log[-1].steps
    ]
    act(s, Move(unit="bld", path=((20, 18),)))
    assert s.battle.unit("bld").cover is None
    act(s, Move(unit="opn", path=((30, 18),)))
    assert s.battle.unit("opn").cover is not None and "leaves" not in s.battle.log[-1].summary  # the open: no place
    act(s, Move(unit="hd", path=((40, 16),)))
    assert not s.battle.unit("hd").has(Status.DEFILADE)
    assert s.battle.log[-1].summary.endswith("; leaves its defilade position")
    assert any(
        "leaves its defilade position: cover and defilade stay where they were (rule 2.2)" in getattr(step, "text", "")
        for step in s.battle.log[-1].steps
    )
    act(s, Mount(units=("tr",), vehicle="ht"))
    assert s.battle.unit("tr").riding_on == "ht" and s.battle.unit("tr").cover is None


def test_a_unit_turned_where_it_stands_keeps_its_foxhole() -> None:
    s = make_session(units=[{"id": "fox", "side": "axis", "type": "R", "at": [10, 20], "cover": "foxhole"}])
    _plan, outcome = move(s, "fox", (10, 20))  # a move of no length: nothing moves (1.2)
    assert outcome.moved_code is None
    s.apply(outcome.edit)
    assert s.battle.unit("fox").cover is not None and s.battle.unit("fox").cover.value == "foxhole"
