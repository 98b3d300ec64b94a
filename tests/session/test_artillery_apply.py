"""session/artillery/: planning a barrage on a battle (with its damage zone and time lapse), firing it with scripted
dice, and its result as ONE compound edit that applies (statuses, cleared minefields) and reverts to the battle exactly
as it was; and the edits that keep registration points, batteries and fire missions. The actions that use them are
tested in test_artillery_actions.py.

The battle is a 72 x 48 inch table at 1:50 (one inch is 50 yards). Germany fires from the north edge.
"""

from __future__ import annotations

import math
from typing import Any

import pytest

from morefire_gui.errors import UsageError
from morefire_gui.model.artillery import BatteryDefinition, FireMissionRecord, ShiftYards
from morefire_gui.model.battle import Battle
from morefire_gui.model.terms import Status
from morefire_gui.rules.artillery.barrage import ArtilleryError, DeploymentState, HitResult, Pattern, Shift
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.rules.tables import RuleTables
from morefire_gui.session.artillery import (
    BarrageRequest,
    OffBoardGuns,
    ReplaceBatteries,
    barrage_edit,
    barrage_edit_with_reveals,
    end_fire_mission,
    fire_barrage,
    mission_request,
    plan_barrage,
    plot_registration_point,
    remove_registration_point,
    set_batteries,
    set_fire_mission,
)
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.edits import Aspect, Change, Compound, ReplaceTerrain, ReplaceUnits

GUNS = OffBoardGuns(4, 105)  # a 200-yard spread zone: radius 2 in


def data() -> dict[str, Any]:
    return {
        "table": {"width": 72, "depth": 48},
        "scale": "1:50",
        "sides": [
            {
                "id": "axis",
                "nation": "germany",
                "edge": "north",
                "registration_points": [{"n": 1, "at": [36, 24]}, {"n": 2, "at": [60, 40]}],
            },
            {"id": "allies", "nation": "ussr", "edge": "south"},
        ],
        "terrain": [
            {"id": "m1", "kind": "minefield", "mines": "ap", "polygon": [[35, 26], [37, 26], [37, 27], [35, 27]]},
            {"id": "m2", "kind": "minefield", "mines": "at", "polygon": [[50, 26], [52, 26], [52, 27], [50, 27]]},
        ],
        "units": [
            {"id": "a1", "side": "axis", "type": "R", "at": [36, 10]},
            {"id": "g1", "side": "axis", "type": "lefh18", "at": [30, 3]},
            {"id": "g2", "side": "axis", "type": "lefh18", "at": [34, 3]},
            {"id": "mo1", "side": "axis", "type": "grw34", "at": [10, 2]},
            {"id": "t1", "side": "allies", "type": "t34_76_43", "at": [36, 24], "moved": "C"},
            {"id": "i1", "side": "allies", "type": "R", "at": [37, 24], "cover": "foxhole"},
            {"id": "p1", "side": "allies", "type": "SMG", "at": [36, 24], "riding_on": "t1"},
            {"id": "d1", "side": "allies", "type": "gaz_aa", "at": [35, 23], "status": ["destroyed"]},
        ],
        "batteries": [
            {"id": "art", "side": "axis", "kind": "on_board", "units": ["g1", "g2"]},
            {"id": "off", "side": "axis", "kind": "off_board", "guns": 4, "calibre_mm": 105},
            {"id": "mortars", "side": "axis", "kind": "on_board", "units": ["mo1"]},
            {"id": "nav", "side": "allies", "kind": "naval"},
        ],
    }


@pytest.fixture
def session(catalogue: Catalogue, tables: RuleTables) -> BattleSession:
    return BattleSession(Battle.model_validate(data()), None, catalogue, tables)


def snapshot(battle: Battle) -> dict[str, Any]:
    return battle.model_dump()


# -- planning ----------------------------------------------------------------------------------------------------


def test_an_off_board_battery_at_a_registration_point(session: BattleSession) -> None:
    plan = plan_barrage(session, BarrageRequest("axis", GUNS, registration_point=1))
    assert plan.aim == (36, 24) and plan.battery_at == (36, -20)
    assert plan.zone.diameter_yards == 200 and plan.lapse.turns == 3  # 4.5, 4.2: the plan says them, nobody else
    assert plan.range_yards == 2200
    assert plan.observed and plan.observers == ("a1", "g1", "g2", "mo1")
    assert plan.battery.off_board and plan.battery.guns == 4 and plan.battery.nation == "germany"
    assert plan.can_fire and plan.why_not == ""


def test_an_on_board_battery_fires_from_the_centre_of_its_guns(session: BattleSession) -> None:
    plan = plan_barrage(session, BarrageRequest("axis", "art", aim=(32, 43)))
    assert plan.battery_at == (32, 3) and plan.range_yards == 2000
    assert (plan.battery.guns, plan.battery.calibre_mm, plan.battery.is_mortar) == (2, 105, False)
    assert plan.battery_id == "art" and not plan.site.off_board


def test_destroyed_guns_do_not_fire(session: BattleSession) -> None:
    session.battle.units[1] = session.battle.units[1].with_status(Status.DESTROYED)
    plan = plan_barrage(session, BarrageRequest("axis", "art", aim=(32, 43)))
    assert plan.battery.guns == 1 and plan.battery_at == (34, 3)
    session.battle.units[2] = session.battle.units[2].with_status(Status.DESTROYED)
    with pytest.raises(ArtilleryError, match="every one of its guns is destroyed"):
        plan_barrage(session, BarrageRequest("axis", "art", aim=(32, 43)))


def test_a_shift_from_the_registration_point(session: BattleSession) -> None:
    # add 200 (4 in south), left 100 (2 in east, as a battery behind the north edge looks south)
    plan = plan_barrage(session, BarrageRequest("axis", GUNS, registration_point=1, shifts=(Shift(200, -100),)))
    assert plan.aim == (38, 28)
    assert plan.registration_point is not None and plan.registration_point.n == 1


def test_observation_may_be_given(session: BattleSession) -> None:
    plan = plan_barrage(session, BarrageRequest("axis", GUNS, registration_point=1, observed=False))
    assert not plan.observed and plan.observation is None and plan.observers == ()


def test_a_mortar_out_of_range_cannot_fire(session: BattleSession) -> None:
    # 81 mm mortars at 10, 2: 3000 yards is 60 in
    near = plan_barrage(session, BarrageRequest("axis", "mortars", aim=(10, 40)))
    assert near.can_fire and near.battery.is_mortar
    far = plan_barrage(session, BarrageRequest("axis", "mortars", aim=(70, 40)))
    assert not far.can_fire and "beyond their maximum range of 3000 yards (4.41)" in far.why_not
    outcome = fire_barrage(session, far, ScriptedDice([]))
    assert not outcome.fired and outcome.impact is None and outcome.zone is None


def test_a_battery_in_transit_cannot_fire(session: BattleSession) -> None:
    b = session.battle
    b.batteries[0] = b.batteries[0].model_copy(update={"deployment": DeploymentState.IN_TRANSIT})
    plan = plan_barrage(session, BarrageRequest("axis", "art", aim=(32, 43)))
    assert not plan.can_fire and "in transit: a battery must be deployed in order to fire (4.11)" in plan.why_not


@pytest.mark.parametrize(
    "request_args, message",
    [
        (dict(side="axes", battery=GUNS, aim=(36, 24)), r"unknown side 'axes'; the sides are axis, allies"),
        (dict(side="axis", battery="arty", aim=(36, 24)), r"unknown battery 'arty'; the batteries are: art, off"),
        (dict(side="axis", battery="nav", aim=(36, 24)), r"battery 'nav' fires for Allies, not Axis"),
        (
            dict(side="axis", battery=GUNS, registration_point=3),
            r"Axis has no registration point #3 \(it has "
            r"#1, #2\)",
        ),
        (
            dict(side="allies", battery=GUNS, registration_point=1),
            r"Allies has no registration point #1 \(it "
            r"has plotted none\)",
        ),
        (dict(side="axis", battery=GUNS, registration_point=11), r"no fire registration point #11"),
        (
            dict(side="axis", battery=GUNS, registration_point=1, shifts=(Shift(801, 0),)),
            r"a shift of 801 yards add is too long: the maximum shift is 800 yards per direction \(4.12 C\)",
        ),
        (
            dict(side="axis", battery=GUNS, aim=(73, 24)),
            r"the aim point 73.0, 24.0 is off the table \(0-72 x 0-48 in\)",
        ),
        (
            dict(side="axis", battery=GUNS, registration_point=1, shifts=(Shift(800, 0), Shift(800, 0))),
            r"the shifted aim point 36.0, 56.0 is off the table",
        ),
        (
            dict(side="axis", battery=GUNS, aim=(36, 24), pattern=Pattern.CONVERGED),
            r"the converged pattern is not used in basic games",
        ),
        (
            dict(side="allies", battery="nav", aim=(36, 24), pattern=Pattern.CONVERGED, advanced=True),
            r"naval guns can only fire a spread pattern \(4.7\)",
        ),
        (
            dict(side="axis", battery=OffBoardGuns(6, 105, naval=True), aim=(36, 24)),
            r"naval guns are rated as a 4-gun battery of 175mm\+ guns \(4.7\), not 6 x 105mm",
        ),
        (dict(side="axis", battery=OffBoardGuns(4, 105, nation="narnia"), aim=(36, 24)), r"unknown nation 'narnia'"),
        (dict(side="axis", battery=OffBoardGuns(4, None), aim=(36, 24)), r"needs its number of guns and its calibre"),
    ],
)
def test_requests_the_battle_or_the_rules_refuse(
    session: BattleSession, request_args: dict[str, Any], message: str
) -> None:
    with pytest.raises(UsageError, match=message):
        plan_barrage(session, BarrageRequest(**request_args))


def test_a_request_aims_at_one_thing() -> None:
    with pytest.raises(UsageError, match="exactly one of"):
        BarrageRequest("axis", GUNS, aim=(1, 1), registration_point=1)
    with pytest.raises(UsageError, match="exactly one of"):
        BarrageRequest("axis", GUNS)


# -- firing and applying ----------------------------------------------------------------------------------------


def fire_basic(session: BattleSession, faces: list[int]) -> Any:
    return fire_barrage(session, BarrageRequest("axis", GUNS, registration_point=1), ScriptedDice(faces))


def test_a_barrage_rolls_for_every_unit_in_the_zone_in_file_order(session: BattleSession) -> None:
    # error 1: 0 yards (no direction die). t1 (T-34, D, 15% - 10 for moving C = 5%) rolls 16: miss; i1 (foxhole,
    # B, 40%) rolls 40: hit; p1 (on a tank, A, 50% - 10 for its carrier's C = 40%) rolls 41: miss. d1 is a wreck.
    outcome = fire_basic(session, [1, 16, 40, 41])
    assert outcome.fired and outcome.impact == (36, 24)
    assert [(t.unit_id, t.target_class.value, t.chance, t.roll, t.result) for t in outcome.result.targets] == [
        ("t1", "D", 5, 16, HitResult.NO_EFFECT),
        ("i1", "B", 40, 40, HitResult.DESTROYED),
        ("p1", "A", 40, 41, HitResult.NO_EFFECT),
    ]
    assert [u.unit_id for u in outcome.zone.units] == ["t1", "i1", "p1", "d1"]
    assert outcome.result.minefields_cleared == ("m1",)
    texts = [s.text() for s in outcome.steps()]
    assert texts[0] == "FIRE at registration point #1 of Axis, at 36.0, 24.0 (rule 4.12)"
    gone = outcome.said("d1")  # named as a person reads it
    assert gone != "d1" and f"{gone} is in the damage zone: already destroyed: not rolled for (rule 4.6)" in texts
    assert texts[-1] == "Minefield is hit by artillery: cleared (rule 3.61)"  # a hasty one: every side knows it


def test_apply_and_revert_as_one_edit(session: BattleSession) -> None:
    before = snapshot(session.battle)
    heard: list[list[Change]] = []
    session.subscribe(heard.append)
    outcome = fire_basic(session, [1, 16, 40, 41])
    edit = barrage_edit(session.battle, outcome)
    assert isinstance(edit, Compound) and edit.text == "Barrage at 36.0, 24.0"
    assert [type(e) for e in edit.edits] == [ReplaceUnits, ReplaceTerrain]
    assert snapshot(session.battle) == before  # building the edit changes nothing

    session.apply(edit)
    b = session.battle
    assert b.unit("i1").status == (Status.DESTROYED,)
    assert b.unit("t1").status == () and b.unit("p1").status == ()
    assert b.piece("m1").cleared and not b.piece("m2").cleared
    assert heard[-1] == [Change(Aspect.UNITS, ("i1",)), Change(Aspect.TERRAIN, ("m1",))]

    session.revert(edit)
    assert snapshot(session.battle) == before
    session.apply(edit)  # redo
    assert session.battle.unit("i1").has(Status.DESTROYED)


def test_advanced_hits_immobilize_or_destroy(session: BattleSession) -> None:
    # advanced, 2200 yards, Germany: modifier 0. Error 1: 0 yards. t1 (5%) rolls 3: hit, then 4 (even):
    # immobilized. i1 (40%) rolls 30: hit, then 3 (odd): destroyed. p1 rolls 99: miss.
    outcome = fire_barrage(
        session, BarrageRequest("axis", GUNS, registration_point=1, advanced=True), ScriptedDice([1, 3, 4, 30, 3, 99])
    )
    assert [(t.unit_id, t.result, t.damage_roll) for t in outcome.result.targets] == [
        ("t1", HitResult.IMMOBILIZED, 4),
        ("i1", HitResult.DESTROYED, 3),
        ("p1", HitResult.NO_EFFECT, None),
    ]
    before = snapshot(session.battle)
    edit = barrage_edit_with_reveals(session.battle, outcome)
    session.apply(edit)
    assert session.battle.unit("t1").status == (Status.IMMOBILIZED,)
    assert session.battle.unit("i1").status == (Status.DESTROYED,)
    session.revert(edit)
    assert snapshot(session.battle) == before


def test_a_unit_that_already_has_the_status_is_left_alone(session: BattleSession) -> None:
    b = session.battle
    b.units[b.unit_index("i1")] = b.unit("i1").with_status(Status.DESTROYED)
    b.terrain[0] = b.terrain[0].model_copy(update={"cleared": True})
    outcome = fire_basic(session, [1, 16, 41])  # i1 is a wreck now: t1 and p1 only, both miss
    assert [t.unit_id for t in outcome.result.targets] == ["t1", "p1"]
    edit = barrage_edit(b, outcome)
    assert edit.edits == ()  # nothing to change: the GUI pushes nothing


def test_the_error_moves_the_zone(session: BattleSession) -> None:
    # error 9 observed: 200 yards; direction 1: LONG, 4 in south: impact 36, 28. Nobody is within 2 in of it
    # but the minefield m1 (1 in away).
    outcome = fire_basic(session, [9, 1])
    assert outcome.impact == (36, 28)
    assert outcome.result.targets == () and outcome.result.minefields_cleared == ("m1",)
    assert outcome.zone is not None and math.isclose(outcome.zone.radius_table, 2)


def test_a_stored_fire_mission_is_fired_as_stored(session: BattleSession, tables: RuleTables) -> None:
    mission = FireMissionRecord(
        battery="off", registration_point=1, shifts=(ShiftYards(add_drop=100),), called_turn=1, impact_turn=4
    )
    session.apply(set_fire_mission(session.battle, mission, tables))
    request = mission_request(session.battle, "off")
    assert (request.side, request.battery, request.registration_point) == ("axis", "off", 1)
    assert plan_barrage(session, request).aim == (36, 26)
    with pytest.raises(UsageError, match="battery 'art' has no fire mission"):
        mission_request(session.battle, "art")


# -- registration points, batteries, missions ---------------------------------------------------------------


def test_plot_move_and_remove_registration_points(session: BattleSession, tables: RuleTables) -> None:
    before = snapshot(session.battle)
    edit = plot_registration_point(session.battle, "allies", 3, (12, 12), tables, name="the crossroads")
    session.apply(edit)
    allies = session.battle.side("allies")
    assert [(p.n, p.at, p.name) for p in allies.registration_points] == [(3, (12, 12), "the crossroads")]
    session.revert(edit)
    assert snapshot(session.battle) == before
    moved = plot_registration_point(session.battle, "axis", 1, (40, 20), tables)
    session.apply(moved)
    assert [(p.n, p.at) for p in session.battle.side("axis").registration_points] == [(1, (40, 20)), (2, (60, 40))]
    gone = remove_registration_point(session.battle, "axis", 2)
    session.apply(gone)
    assert [p.n for p in session.battle.side("axis").registration_points] == [1]


@pytest.mark.parametrize(
    "side, n, at, message",
    [
        ("axis", 11, (1, 1), r"no fire registration point #11"),
        ("axis", 0, (1, 1), r"no fire registration point #0"),
        ("axis", 3, (80, 1), r"registration point #3 80.0, 1.0 is off the table"),
        ("reds", 3, (1, 1), r"unknown side 'reds'"),
    ],
)
def test_registration_points_the_rules_refuse(
    session: BattleSession, tables: RuleTables, side: str, n: int, at: tuple[float, float], message: str
) -> None:
    with pytest.raises(UsageError, match=message):
        plot_registration_point(session.battle, side, n, at, tables)


def test_batteries_and_missions_are_undoable(session: BattleSession, tables: RuleTables) -> None:
    before = snapshot(session.battle)
    done = []

    def do(edit: Any) -> None:
        session.apply(edit)
        done.append(edit)

    extra = BatteryDefinition(id="off2", side="allies", kind="off_board", guns=6, calibre_mm=122)
    edit = set_batteries(session.battle, [*session.battle.batteries, extra])
    assert isinstance(edit, ReplaceBatteries)
    do(edit)
    assert session.battle.battery("off2") == extra
    mission = FireMissionRecord(battery="off2", at=(20, 20), called_turn=2, impact_turn=6)
    do(set_fire_mission(session.battle, mission, tables))
    assert session.battle.fire_mission("off2") == mission
    shifted = mission.model_copy(
        update={"order": "shift", "shifts": (ShiftYards(right_left=-50),), "called_turn": 6, "impact_turn": 7}
    )
    do(set_fire_mission(session.battle, shifted, tables))
    assert session.battle.fire_missions == [shifted]
    do(end_fire_mission(session.battle, "off2"))
    assert session.battle.fire_missions == []
    with pytest.raises(UsageError, match="has no fire mission"):
        end_fire_mission(session.battle, "off2")
    with pytest.raises(UsageError, match="unknown battery 'x'"):
        set_fire_mission(session.battle, mission.model_copy(update={"battery": "x"}), tables)
    for e in reversed(done):
        session.revert(e)
    assert snapshot(session.battle) == before


def test_a_minefield_no_side_has_found_is_cleared_and_not_told_of(session: BattleSession) -> None:
    """3.61 a: a section hit by artillery is cleared, found or not; but a deliberate minefield no side has found is
    its owner's secret (3.6): the barrage, which every side reads, clears it without a word of it."""
    b = session.battle
    b.terrain = [p.model_copy(update={"deliberate": True, "owner": "allies"}) if p.id == "m1" else p for p in b.terrain]
    outcome = fire_basic(session, [1, 16, 40, 41])
    assert outcome.result.minefields_cleared == ("m1",)
    texts = [s.text() for s in outcome.steps()]
    assert not [t for t in texts if "artillery: cleared" in t or "out of sight" in t], texts
    session.apply(barrage_edit(session.battle, outcome))
    assert b.piece("m1").cleared
