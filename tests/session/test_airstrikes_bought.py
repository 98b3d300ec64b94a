"""Airstrikes bought with the forces (Table VII: "Airstrikes must be paid for in Army points"): Place Forces keeps them
with their side in the same undoable edit as the counters, the battle file keeps them, their points are spent once
(bought, then flown), flying one uses it up, and Table VII's number of airstrikes counts those bought and flown."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from morefire_gui.io.resources import bundled_catalogue, rule_tables
from morefire_gui.model.actions.aircraft import Airstrike
from morefire_gui.model.battle import Battle
from morefire_gui.rules.aircraft.terms import AircraftError
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.rules.scenario.forces import points_budget
from morefire_gui.session.aircraft import AirstrikeRequest, fly_run, plan_run, side_airstrikes
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.forces import ForcePick, ForcePlan, SideForce, build_forces, check_forces, place_forces
from tests.session.test_forces import battle_data

CAT = bundled_catalogue()
JU87 = CAT["ju87d"].points
FW190 = CAT["fw190f8"].points
# The Axis base edge is the north: an airstrike enters over it, heading south, and strafes an empty strip (no dice).
STUKA = AirstrikeRequest("axis", "ju87d", (36, 0), 180)


def session_of(**kw: Any) -> BattleSession:
    kw.setdefault("airstrikes", {"axis": 3, "allies": 0})
    return BattleSession(Battle.model_validate(battle_data(**kw)), None, CAT, rule_tables())


def stukas_plan(n: int = 2, units: tuple[ForcePick, ...] = (ForcePick("R", 2),), defender: int = 1000) -> ForcePlan:
    return ForcePlan(
        points_budget((3, 2), defender=defender),
        (SideForce("axis", units, (ForcePick("ju87d", n),)), SideForce("allies", (ForcePick("R"),))),
        1943,
    )


def placed(session: BattleSession, plan: ForcePlan | None = None) -> BattleSession:
    session.apply(build_forces(session, plan or stukas_plan()).placement.edit)
    return session


def fly(session: BattleSession, request: AirstrikeRequest = STUKA):  # type: ignore[no-untyped-def]
    outcome = fly_run(session, plan_run(session, request), ScriptedDice([]))
    session.apply(outcome.edit)
    return outcome


# -- kept with the side --------------------------------------------------------------------------------------------
def test_place_forces_keeps_the_airstrikes_with_the_counters_in_one_edit() -> None:
    session = session_of()
    outcome = build_forces(session, stukas_plan())
    edit = outcome.placement.edit
    assert edit.text == "Place forces (Axis: 2 counters, Allies: 1 counter, Axis: 2 airstrikes)"
    assert outcome.placement.airstrikes == (("axis", ("ju87d", "ju87d")),)
    assert "2 airstrikes bought" in outcome.title
    assert any(
        "Axis: 2 airstrikes kept with the side until flown (2 x Junkers Ju 87 D-5 Stuka)" in s.text()
        for s in outcome.steps
    )
    assert session.battle.side("axis").airstrikes_bought == ()  # nothing changed until the edit is applied
    session.apply(edit)
    battle = session.battle
    assert battle.side("axis").airstrikes_bought == ("ju87d", "ju87d") and len(battle.units) == 3
    assert battle.side("allies").airstrikes_bought == ()
    session.revert(edit)  # one undo step takes back the counters and the airstrikes
    assert battle.side("axis").airstrikes_bought == () and battle.units == []


def test_airstrikes_alone_are_kept_and_more_are_added_on() -> None:
    session = session_of()
    only_air = ForcePlan(points_budget((3, 2), defender=1000), (SideForce("axis", (), (ForcePick("ju87d"),)),), 1943)
    placement = place_forces(session, only_air.forces)
    assert placement.units == () and placement.edit.text == "Place forces (Axis: 1 airstrike)"
    session.apply(placement.edit)
    session.apply(place_forces(session, [SideForce("axis", (), (ForcePick("fw190f8"),))]).edit)
    assert session.battle.side("axis").airstrikes_bought == ("ju87d", "fw190f8")


def test_the_bought_airstrikes_are_saved_and_read_back(tmp_path: Path) -> None:
    session = placed(session_of())
    path = session.save(tmp_path / "bought.mfb.yaml")
    text = path.read_text(encoding="utf-8")
    assert "airstrikes_bought: [ju87d, ju87d]" in text
    assert text.count("airstrikes_bought") == 1  # a side without any writes no key
    again = BattleSession.open(path)
    assert again.battle.side("axis").airstrikes_bought == ("ju87d", "ju87d")
    assert again.battle.sides == session.battle.sides


# -- the points, once ----------------------------------------------------------------------------------------------
def test_the_points_are_spent_when_bought_and_not_again_when_flown() -> None:
    session = placed(session_of())
    axis = side_airstrikes(session, "axis")
    assert (axis.bought, axis.bought_points, axis.flown_points, axis.points) == (
        ("ju87d", "ju87d"),
        2 * JU87,
        0,
        2 * JU87,
    )
    spent = check_forces(session, stukas_plan(0, ())).of("axis")
    assert (spent.air_bought, spent.flown, spent.spent) == (2 * JU87, 0, 20 + 2 * JU87)  # two rifle squads on table
    outcome = fly(session)
    assert outcome.plan.from_bought
    assert any(
        "one of the 2 airstrikes of this aircraft bought with the forces of Axis" in s.text()
        and "not again" in s.text()
        for s in outcome.plan.steps
    )
    axis = side_airstrikes(session, "axis")
    assert (axis.bought, axis.flown, axis.points) == (("ju87d",), ("air1",), 2 * JU87)  # still two Stukas' worth
    spent = check_forces(session, stukas_plan(0, ())).of("axis")
    assert (spent.air_bought, spent.flown, spent.spent) == (JU87, JU87, 20 + 2 * JU87)
    text = next(str(c) for c in check_forces(session, stukas_plan(0, ())).checks if "Axis (attacker) spends" in str(c))
    assert f"{JU87} in airstrikes bought before" in text and f"{JU87} in airstrikes flown" in text


def test_flying_one_uses_it_up_and_undo_puts_it_back() -> None:
    session = placed(session_of())
    committed = session.commit(
        session.perform(Airstrike(side="axis", aircraft="ju87d", entry=(36, 0), heading=180), ScriptedDice([]))
    )
    assert session.battle.log[-1].summary.startswith(f"bought with the forces of Axis ({JU87} points paid then)")
    assert session.battle.side("axis").airstrikes_bought == ("ju87d",)
    assert [a.type for a in session.battle.aircraft] == ["ju87d"]
    session.revert(committed.edit)
    assert session.battle.side("axis").airstrikes_bought == ("ju87d", "ju87d") and session.battle.aircraft == []


def test_an_aircraft_not_bought_is_charged_when_it_flies() -> None:
    session = placed(session_of())
    outcome = fly(session, AirstrikeRequest("axis", "fw190f8", (36, 0), 180))
    assert not outcome.plan.from_bought
    assert any(f"{FW190} points, charged to Axis" in s.text() for s in outcome.plan.steps)
    axis = side_airstrikes(session, "axis")
    assert axis.bought == ("ju87d", "ju87d") and axis.points == 2 * JU87 + FW190


# -- Table VII counts bought + flown -------------------------------------------------------------------------------
def test_table_vii_counts_the_airstrikes_bought_and_flown() -> None:
    session = placed(session_of(airstrikes={"axis": 2, "allies": 0}))
    axis = side_airstrikes(session, "axis")
    assert (axis.availability.used, axis.availability.bought, axis.availability.left) == (0, 2, 0)
    assert not axis.availability.allowed
    assert axis.availability.reason == "Table VII gave 2 airstrikes, and 0 have been flown and 2 bought with the forces"
    assert axis.bought_availability is not None and axis.bought_availability.allowed
    # Another aircraft would be a third airstrike; the Stukas bought fly.
    with pytest.raises(AircraftError, match="Table VII gave 2 airstrikes"):
        plan_run(session, AirstrikeRequest("axis", "fw190f8", (36, 0), 180))
    first = fly(session)
    assert any("Table VII: airstrike 2 of 2" in s.text() for s in first.plan.steps)  # flown 0 + bought 1 + this one
    fly(session, AirstrikeRequest("axis", "ju87d", (30, 0), 180))
    axis = side_airstrikes(session, "axis")
    assert axis.bought == () and len(axis.flown) == 2 and axis.availability.left == 0
    assert axis.points == 2 * JU87 and axis.bought_availability is None
    with pytest.raises(AircraftError, match="and 2 have been flown"):
        plan_run(session, AirstrikeRequest("axis", "ju87d", (40, 0), 180))


def test_the_force_builder_counts_those_bought_before_against_table_vii() -> None:
    session = placed(session_of(airstrikes={"axis": 3, "allies": 0}))
    check = check_forces(session, stukas_plan(2, ()))
    assert "Table VII: Table VII gave Axis 3 airstrikes; 2 bought, 2 bought before" in check.problems
    check = check_forces(session, stukas_plan(1, ()))
    assert check.valid, check.problems
    assert check.of("axis").spent == 20 + 3 * JU87
