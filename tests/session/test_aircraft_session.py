"""Airstrikes in play (rule 5, Table VII): launching from a board edge, the weather and Table VII, the run with its
anti-aircraft fire, strafing and bombs in the pinned dice order, one undoable edit, and the 90-degree turn; the
actions (a new airstrike, a run, the arrow's turn, the snow) performed and committed, and refused in a strict battle
out of their steps."""

from __future__ import annotations

from pathlib import Path

import pytest

from morefire_gui.errors import UsageError
from morefire_gui.model.actions.aircraft import AircraftRun, Airstrike, SetSnowing, TurnArrow
from morefire_gui.model.battle import SequenceMode
from morefire_gui.model.scenario import Briefing
from morefire_gui.model.terms import Status
from morefire_gui.rules.aircraft.terms import AaResult, AircraftError, AircraftState, Altitude, Attack
from morefire_gui.rules.artillery.barrage import Pattern
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.rules.explain import NoteStep
from morefire_gui.rules.infantry.terms import Outcome
from morefire_gui.rules.scenario.weather import BattlefieldTerrain, Weather
from morefire_gui.session.aircraft import (
    AirstrikeRequest,
    RunRequest,
    aircraft_in_play,
    fly_run,
    no_aircraft_text,
    plan_run,
    side_aircraft,
    side_airstrikes,
    turn_aircraft,
)
from morefire_gui.session.battle_session import BattleSession
from tests.session.air_battle import air_session, next_turn

IL2 = AirstrikeRequest("allies", "il2", (20, 48), 0)
STRIKE = Airstrike(side="allies", aircraft="il2", entry=(20, 48), heading=0)


def commit(session: BattleSession, action, dice=()):  # type: ignore[no-untyped-def]
    """Perform and commit an action with these faces; every face is used."""
    scripted = ScriptedDice(list(dice))
    resolution = session.perform(action, scripted)
    assert resolution.accepted, resolution.reason
    assert scripted.remaining == 0
    return session.commit(resolution)


@pytest.fixture
def session(tmp_path: Path) -> BattleSession:
    return air_session(tmp_path)


def briefing(**kw: object) -> Briefing:
    data: dict[str, object] = {
        "year": 1943,
        "theatre": "russia",
        "nations": {"axis": "germany", "allies": "ussr"},
        "attacker": "axis",
        "season": "summer",
        "conditions": "clear",
        "terrain": "steppes",
        "mission": "advance_to_contact",
        "ratio": [1, 1],
        "airstrikes": {"axis": 1, "allies": 0},
    }
    data.update(kw)
    return Briefing.model_validate(data)


# -- launching -------------------------------------------------------------------------------------------------


def test_a_new_airstrike_is_planned_from_its_edge(session: BattleSession) -> None:
    plan = plan_run(session, IL2)
    assert plan.launched and plan.aircraft.id == "air1" and plan.aircraft.at == (20, 48)
    assert plan.move.yards == 1400 and plan.path.end == pytest.approx((20, 20))
    assert [u.unit_id for u in plan.strip.units] == ["inf1", "inf2", "tank1", "ht1", "su1"]
    assert [(a.unit_id, a.refusal is None, a.chance) for a in plan.aa] == [("flak1", True, 25), ("flak2", False, None)]
    assert "no line of sight" in plan.aa[1].refusal
    assert any("75 points, charged to Allies" in s.text() for s in plan.steps)
    assert session.battle.aircraft == []  # planning changes nothing


@pytest.mark.parametrize(
    ("request_", "message"),
    [
        (AirstrikeRequest("allies", "il2", (20, 40), 0), "enters from a board edge"),
        (AirstrikeRequest("allies", "il2", (20, 48), 180), "points off the table"),
        (
            AirstrikeRequest("allies", "ju87d", (20, 48), 0),
            r"was flown by Germany, Italy, Hungary, Romania, not by Allies \(USSR\)",
        ),
        (AirstrikeRequest("allies", "t34_76_43", (20, 48), 0), "not an aircraft"),
        (AirstrikeRequest("allies", "nope", (20, 48), 0), "not in the catalogue"),
        (AirstrikeRequest("reds", "il2", (20, 48), 0), "unknown side 'reds'"),
        (AirstrikeRequest("allies", "il2", (20, 48), 0, altitude=Altitude.MEDIUM), "cannot strafe from medium"),
    ],
)
def test_a_bad_airstrike_is_refused(request_: AirstrikeRequest, message: str, session: BattleSession) -> None:
    with pytest.raises(UsageError, match=message):
        plan_run(session, request_)


def test_lend_lease_aircraft_are_flown_by_their_users(session: BattleSession) -> None:
    plan = plan_run(session, AirstrikeRequest("allies", "p40", (20, 48), 0))  # P-40s for the Red Army
    assert plan.entry.nation == "usa"


@pytest.mark.parametrize(("year", "allowed"), [(1940, False), (1941, True), (1945, True), (1946, True), (None, True)])
def test_an_aircraft_flies_only_in_its_years_of_service(
    year: int | None, allowed: bool, session: BattleSession
) -> None:
    # The Pe-2 served 1941-1945; the battle's year is its briefing's (none: any year); after the war (the Patton
    # Special's 1946-47) what served to its end serves on, as the force builder reads it.
    session.battle.briefing = briefing(year=year, airstrikes={"axis": 1, "allies": 1}) if year is not None else None
    pe2 = AirstrikeRequest("allies", "pe2", (20, 48), 0, altitude=Altitude.MEDIUM, attack=Attack.BOMB)
    if allowed:
        assert plan_run(session, pe2).entry.id == "pe2"
        assert "pe2" in [e.id for e in side_aircraft(session, "allies")]
    else:
        with pytest.raises(
            AircraftError, match="Petlyakov Pe-2 was in service 1941-1945, not in 1940, the battle's year"
        ):
            plan_run(session, pe2)
        assert "pe2" not in [e.id for e in side_aircraft(session, "allies")]


def test_the_aircraft_a_side_may_fly_are_its_nations_in_the_battles_year(session: BattleSession) -> None:
    session.battle.briefing = briefing(year=1943)
    ids = [e.id for e in side_aircraft(session, "allies")]
    assert {"il2", "pe2", "p40"} <= set(ids) and "ju87d" not in ids  # the USSR's own and Lend-Lease, not Germany's
    assert all(e.years[0] <= 1943 <= e.years[1] for e in side_aircraft(session, "allies"))
    assert no_aircraft_text(session, "allies") is None


@pytest.mark.parametrize(
    ("weather", "snowing", "allowed"),
    [("clear", None, True), ("mud", None, False), ("snow", True, False), ("snow", False, True)],
)
def test_the_weather_allows_or_forbids_airstrikes(
    weather: str, snowing: bool | None, allowed: bool, session: BattleSession
) -> None:
    battle = session.battle
    battle.settings = battle.settings.model_copy(update={"weather": Weather(weather), "snowing": snowing})
    assert side_airstrikes(session, "allies").availability.allowed is allowed
    if allowed:
        plan_run(session, IL2)
    else:
        with pytest.raises(AircraftError, match=r"No airstrikes are allowed|snowing, with no airstrikes"):
            plan_run(session, IL2)


def test_the_briefing_says_whether_it_is_snowing(session: BattleSession) -> None:
    battle = session.battle
    battle.settings = battle.settings.model_copy(update={"weather": Weather.SNOW})
    battle.briefing = briefing(conditions="snow", snowing=True, season="winter")
    assert not side_airstrikes(session, "axis").availability.allowed
    battle.settings = battle.settings.model_copy(update={"terrain_type": BattlefieldTerrain.DESERT})  # always clear
    assert side_airstrikes(session, "axis").availability.allowed


def test_table_vii_sets_each_sides_airstrikes_and_their_points(session: BattleSession) -> None:
    session.battle.briefing = briefing()  # Axis 1, Allies 0
    with pytest.raises(AircraftError, match="Table VII gave 0 airstrikes"):
        plan_run(session, IL2)
    ju87 = AirstrikeRequest("axis", "ju87d", (20, 0), 180, attack=Attack.BOMB)
    outcome = fly_run(session, plan_run(session, ju87), ScriptedDice([1, 99, 99, 99, 99]))
    session.apply(outcome.edit)
    axis = side_airstrikes(session, "axis")
    assert axis.flown == ("air1",) and axis.points == 80 and axis.availability.used == 1
    assert not axis.availability.allowed and "Table VII gave 1 airstrike" in axis.availability.reason
    with pytest.raises(AircraftError, match="cannot fly an airstrike"):
        plan_run(session, AirstrikeRequest("axis", "ju87d", (40, 0), 180))


# -- the run: anti-aircraft fire, then the attack ---------------------------------------------------------------------


def test_strafing_run_in_the_dice_order(session: BattleSession) -> None:
    """flak1's d100 (90: a miss at 25%), then a d100 for inf1, inf2 and ht1 (FIR 8: 15%); tank1 is armoured beyond
    3.5's reach and su1 is the aircraft's own side: no roll."""
    dice = ScriptedDice([90, 10, 50, 3])
    outcome = fly_run(session, plan_run(session, IL2), dice, turn=4)
    assert dice.remaining == 0
    assert outcome.aa.result is None and outcome.aa.shot("flak1").roll == 90
    assert outcome.outcomes == {"inf1": Outcome.SUPPRESSED, "inf2": Outcome.NO_EFFECT, "ht1": Outcome.SUPPRESSED}
    assert [(t.unit_id, t.fir, t.chance) for t in outcome.strafing.fire.targets] == [
        ("inf1", 8, 15),
        ("inf2", 8, 15),
        ("ht1", 8, 15),
    ]
    assert {x.unit_id for x in outcome.excluded} == {"su1", "tank1"}
    after = outcome.after
    assert (after.at, after.state, after.runs, after.flown_heading) == ((20, 20), AircraftState.IN_PLAY, 1, 0)
    session.apply(outcome.edit)
    battle = session.battle
    assert battle.unit("inf1").status == (Status.SUPPRESSED,) and battle.unit("inf1").status_until == {
        Status.SUPPRESSED: 6
    }
    assert [a.id for a in aircraft_in_play(battle)] == ["air1"]
    session.revert(outcome.edit)  # one undoable step
    assert battle.unit("inf1").status == () and battle.aircraft == []


def test_bombing_run_every_unit_in_or_partly_in_the_circle(session: BattleSession) -> None:
    request = AirstrikeRequest("allies", "il2", (20, 48), 0, attack=Attack.BOMB)
    plan = plan_run(session, request, RunRequest(release_yards=400))
    assert plan.release == pytest.approx((20, 40)) and plan.bomb_diameter_yards == 200
    assert [(u.unit_id, u.partly_in) for u in plan.aim_zone.units] == [("inf1", False), ("inf4", True)]
    dice = ScriptedDice([90, 1, 60, 95])  # flak1 misses; error 0 yards (no direction die); inf1 then inf4
    outcome = fly_run(session, plan, dice)
    assert dice.remaining == 0 and outcome.impact == pytest.approx((20, 40))
    assert [(t.unit_id, t.target_class.value, t.chance, t.result.value) for t in outcome.bombing.targets] == [
        ("inf1", "A", 70, "destroyed"),
        ("inf4", "A", 70, "no_effect"),
    ]
    assert outcome.after.bombs_dropped
    # Each unit's place in the circle, as a barrage's steps say it: inf4's centre is outside (4.6).
    zone_steps = next(steps for title, steps in outcome.sections() if title == "Damage zone (4.5)")
    assert [step.message for step in zone_steps if isinstance(step, NoteStep)] == [
        "Rifle squad 1 (Axis) is in the damage zone",
        "Rifle squad 4 (Axis) is partly in (its centre is outside) the damage zone",
    ]
    session.apply(outcome.edit)
    assert session.battle.unit("inf1").has(Status.DESTROYED)
    next_turn(session)
    with pytest.raises(AircraftError, match="dropped its bombs already"):
        plan_run(session, "air1", RunRequest(attack=Attack.BOMB))


def test_the_bombs_drift_with_the_error(session: BattleSession) -> None:
    request = AirstrikeRequest("allies", "il2", (20, 48), 0, attack=Attack.BOMB)
    outcome = fly_run(
        session, plan_run(session, request, RunRequest(release_yards=400)), ScriptedDice([90, 5, 4, 50, 50])
    )  # 50 yards SHORT: back along the heading
    assert outcome.impact == pytest.approx((20, 41))


def test_a_dive_bomber_dives_from_medium(session: BattleSession) -> None:
    request = AirstrikeRequest("axis", "ju87d", (60, 0), 180, altitude=Altitude.MEDIUM, attack=Attack.BOMB)
    plan = plan_run(session, request, RunRequest(dive=True, advanced=True))
    assert plan.altitudes.dive and plan.altitudes.attack is Altitude.LOW and plan.move.yards == 1750
    assert plan.pattern is Pattern.CONVERGED and plan.bomb_diameter_yards == 25  # one 500 kg bomb, converged
    assert plan.target.diving
    outcome = fly_run(session, plan, ScriptedDice([99, 1, 99]))
    assert outcome.after.altitude is Altitude.LOW


def test_an_aa_hit_destroys_or_aborts_and_nothing_is_attacked(session: BattleSession) -> None:
    outcome = fly_run(session, plan_run(session, IL2), ScriptedDice([20, 2]))
    assert (outcome.aa.hit_by, outcome.aa.result) == ("flak1", AaResult.DESTROYED)
    assert outcome.strafing is None and outcome.outcomes == {}
    assert outcome.after.state is AircraftState.DESTROYED and outcome.after.at == pytest.approx((20, 30))
    aborted = fly_run(session, plan_run(session, IL2), ScriptedDice([20, 7]))
    assert aborted.after.state is AircraftState.ABORTED


def test_at_medium_altitude_the_hill_hides_nothing(session: BattleSession) -> None:
    request = AirstrikeRequest("allies", "il2", (20, 48), 0, altitude=Altitude.MEDIUM, attack=Attack.BOMB)
    plan = plan_run(session, request)
    assert [(a.unit_id, a.chance) for a in plan.aa] == [("flak1", 10), ("flak2", 10)]  # 1044 and 1221 yd slant
    high = plan_run(session, AirstrikeRequest("allies", "il2", (20, 48), 0, altitude=Altitude.HIGH, attack=Attack.BOMB))
    assert all("above the weapon's ceiling" in (a.refusal or "") for a in high.aa)


def test_the_m16_is_out_of_range_of_a_distant_path(session: BattleSession) -> None:
    plan = plan_run(session, AirstrikeRequest("axis", "ju87d", (20, 0), 180))
    assert [a.unit_id for a in plan.aa] == ["aa4"] and "out of range" in plan.aa[0].refusal


def test_an_aircraft_flies_on_and_leaves_the_table(session: BattleSession) -> None:
    outcome = fly_run(session, plan_run(session, IL2), ScriptedDice([90, 99, 99, 99]))
    session.apply(outcome.edit)
    session.apply(turn_aircraft(session.battle, "air1", 270, session.tables.aircraft))
    next_turn(session)  # one run a turn: the next is next turn's
    plan = plan_run(session, "air1")
    assert plan.path.exits and plan.path.exit_at == pytest.approx((0, 20))  # 1400 yards west from (20, 20)
    second = fly_run(session, plan, ScriptedDice([99] * 10))
    assert second.after.state is AircraftState.EXITED and second.after.at == pytest.approx((0, 20))
    session.apply(second.edit)
    with pytest.raises(AircraftError, match="exited: it flies no more"):
        plan_run(session, "air1")


def test_an_aircrafts_runs_are_counted_turn_by_turn(session: BattleSession) -> None:
    """What the dialog of an aircraft's next run says of its runs: this turn's still to fly, or flown and the next in
    the next turn; none once it has left the table. An aircraft the battle does not have is refused by its id."""
    from morefire_gui.session.aircraft import aircraft_runs

    commit(session, STRIKE, [90, 99, 99, 99])  # its entry is its first run, of turn 1
    runs = aircraft_runs(session, "air1")
    assert (runs.name, runs.side, runs.flown) == ("Ilyushin Il-2M Shturmovik", "allies", 1)
    assert not runs.left_this_turn and runs.next_turn == 2
    next_turn(session)
    runs = aircraft_runs(session, "air1")
    assert runs.left_this_turn and runs.next_turn == 2 and runs.flown == 1
    session.apply(turn_aircraft(session.battle, "air1", 270, session.tables.aircraft))
    commit(session, AircraftRun(aircraft="air1"), [99])  # west off the table, the gun that sees it missing
    runs = aircraft_runs(session, "air1")
    assert runs.flown == 2 and not runs.left_this_turn and runs.next_turn is None
    with pytest.raises(UsageError, match="unknown aircraft 'air9'"):
        aircraft_runs(session, "air9")


# -- the end of the turn: up to 90 degrees -----------------------------------------------------------------------


def test_the_arrow_turns_up_to_90_degrees_from_the_heading_flown(session: BattleSession) -> None:
    session.apply(fly_run(session, plan_run(session, IL2), ScriptedDice([90, 99, 99, 99])).edit)
    tables = session.tables.aircraft
    session.apply(turn_aircraft(session.battle, "air1", 270, tables))
    session.apply(turn_aircraft(session.battle, "air1", 300, tables))  # still within 90 of the 0 it flew
    with pytest.raises(AircraftError, match="turns at most 90 degrees"):
        turn_aircraft(session.battle, "air1", 260, tables)  # 100 from the heading flown
    assert session.battle.aircraft[0].heading == 300


def test_the_run_is_logged(session: BattleSession) -> None:
    commit(session, STRIKE, [90, 10, 50, 3])
    entry = session.battle.log[-1]
    assert entry.kind == "airstrike" and entry.side == "allies"
    assert "75 points charged to Allies" in entry.summary
    assert entry.title == "Airstrike: Ilyushin Il-2M Shturmovik of Allies"
    assert [r.face for r in entry.rolls()] == [90, 10, 50, 3]
    assert entry.actors == ("air1", "flak1") and set(entry.targets) == {"inf1", "inf2", "ht1"}
    assert session.battle.actions[-1].action == {
        "kind": "airstrike",
        "side": "allies",
        "aircraft": "il2",
        "entry": [20.0, 48.0],
        "heading": 0.0,
    }


# -- the sequence of play: one run a turn, in the aircraft steps ------------------------------------------------------


def test_a_run_marks_the_aircraft_in_both_aircraft_steps_in_the_same_undo_step(session: BattleSession) -> None:
    from morefire_gui.session.sequence_of_play import eligible_units

    committed = commit(session, STRIKE, [90, 10, 50, 3])
    battle = session.battle
    assert battle.acted["movement.aircraft"] == ("air1",)
    assert battle.acted["movement.air_fire"] == ("air1", "flak1")  # and the gun that fired at it (flak2 cannot)
    for step in ("movement.aircraft", "movement.air_fire"):
        actors = {a.id: a.acted for a in eligible_units(session, step)}
        assert actors["air1"] is True
    assert {a.id: a.acted for a in eligible_units(session, "movement.air_fire")}["flak2"] is False
    session.revert(committed.edit)  # undone: the aircraft, the hits and the marks together
    assert battle.aircraft == [] and battle.acted == {} and not battle.unit("inf1").has(Status.SUPPRESSED)


def test_an_aircraft_flies_one_run_a_turn(session: BattleSession) -> None:
    commit(session, STRIKE, [90, 99, 99, 99])
    again = session.perform(AircraftRun(aircraft="air1"), ScriptedDice([]))
    assert again.refused and again.rule == "Sequence of play"
    assert "Ilyushin Il-2M Shturmovik has flown its run of turn 1: an aircraft flies one run a turn" in again.reason
    commit(session, TurnArrow(aircraft="air1", heading=90))  # east: it stays over the table
    next_turn(session)
    assert session.battle.turn == 2 and session.battle.acted == {}
    commit(session, AircraftRun(aircraft="air1"), [99, 99])
    assert session.battle.aircraft[0].runs == 2 and session.battle.acted["movement.aircraft"] == ("air1",)
    assert "flown its run of turn 2" in session.perform(AircraftRun(aircraft="air1"), ScriptedDice([])).reason


def test_a_run_undone_is_not_flown_again_in_the_turn(session: BattleSession) -> None:
    """A roll stands: the run's effects undone, its roll stays in the log, and the aircraft has flown this turn."""
    commit(session, STRIKE, [90, 99, 99, 99])
    next_turn(session)
    committed = commit(session, AircraftRun(aircraft="air1"), [99])
    session.revert(committed.edit)
    assert "air1" not in session.battle.acted.get("movement.aircraft", ())
    refused = session.perform(AircraftRun(aircraft="air1"), ScriptedDice([]))
    assert refused.refused and "has flown its run of turn 2" in refused.reason


def test_an_airstrike_undone_after_its_dice_is_not_flown_again_that_turn(session: BattleSession) -> None:
    """A roll stands: the new airstrike's entry undone, its AA and strafing rolls stay in the log, and the side flies
    no airstrike again until the next turn (whatever the id it would be given)."""
    committed = commit(session, STRIKE, [90, 10, 50, 3])
    session.revert(committed.edit)
    assert session.battle.aircraft == [] and session.battle.log[-1].rolls()
    again = session.perform(STRIKE, ScriptedDice([90, 99, 99, 99]))
    assert again.refused and again.rule == "Sequence of play"
    assert again.reason == (
        "the airstrike that Allies flew in turn 1 was taken back after its dice were "
        "rolled: a roll stands, and Allies flies no new airstrike before turn 2"
    )
    renamed = session.perform(STRIKE.model_copy(update={"id": "stuka"}), ScriptedDice([90, 99, 99, 99]))
    assert renamed.refused and "taken back" in renamed.reason
    next_turn(session)
    commit(session, STRIKE, [90, 99, 99, 99])
    assert [a.id for a in session.battle.aircraft] == ["air1"]


def test_a_new_airstrike_of_the_same_side_still_flies(session: BattleSession) -> None:
    commit(session, STRIKE, [90, 99, 99, 99])
    plan = plan_run(session, AirstrikeRequest("allies", "il2", (40, 48), 0))  # another aircraft: its own run
    assert plan.aircraft.id == "air2"


def test_the_run_is_logged_in_the_step_it_is_flown_in(session: BattleSession) -> None:
    """The log entry is written as the run commits, under the step the battle is in: aircraft movement (step 3) for
    a run flown there, though it marks the aircraft in step 4 too; a free battle's step wherever it is flown."""
    commit(session, STRIKE, [90, 10, 50, 3])
    entry = session.battle.log[-1]
    assert session.battle.step is None and (entry.turn, entry.phase) == (1, "movement.road")
    strict(session)
    next_turn(session)
    to_step(session, "movement.aircraft")
    commit(session, AircraftRun(aircraft="air1"), [99])
    entry = session.battle.log[-1]
    assert entry.kind == "airstrike" and (entry.turn, entry.phase) == (2, "movement.aircraft")
    assert "air1" in session.battle.acted["movement.air_fire"]  # the run is still the act of both steps


def test_turning_the_arrow_marks_the_aircraft_in_the_arrow_step(session: BattleSession) -> None:
    commit(session, STRIKE, [90, 99, 99, 99])
    committed = commit(session, TurnArrow(aircraft="air1", heading=270))
    assert session.battle.aircraft[0].heading == 270 and session.battle.acted["aircraft.arrows"] == ("air1",)
    session.revert(committed.edit)
    assert session.battle.aircraft[0].heading == 0 and "aircraft.arrows" not in session.battle.acted
    too_far = session.perform(TurnArrow(aircraft="air1", heading=135))
    assert too_far.refused and too_far.rule == "Sequence of play" and "turns at most 90 degrees" in too_far.reason


def test_a_run_the_rules_refuse_is_a_refusal_with_its_rule(session: BattleSession) -> None:
    medium = session.perform(STRIKE.model_copy(update={"altitude": Altitude.MEDIUM}), ScriptedDice([]))
    assert medium.refused and medium.rule == "5.2" and "cannot strafe from medium altitude" in medium.reason
    off_edge = session.perform(STRIKE.model_copy(update={"entry": (20, 40)}), ScriptedDice([]))
    assert off_edge.refused and off_edge.rule == "5.1"
    unknown = session.perform(AircraftRun(aircraft="air9"))
    assert unknown.invalid and "unknown aircraft 'air9'" in unknown.reason
    assert session.battle.aircraft == [] and session.battle.log == []


# -- a battle kept to the sequence of play -----------------------------------------------------------------------------


def strict(session: BattleSession, bought: tuple[str, ...] = ("il2",)) -> BattleSession:
    """The battle kept to the sequence of play, the Allies' forces with the airstrikes ``bought`` (Table VII: a strict
    battle flies only those)."""
    battle = session.battle
    battle.settings = battle.settings.model_copy(update={"sequence": SequenceMode.STRICT})
    battle.sides = [s.model_copy(update={"airstrikes_bought": bought}) if s.id == "allies" else s for s in battle.sides]
    return session


def to_step(session: BattleSession, step: str) -> None:
    from morefire_gui.model.actions.turns import NextStep

    while (session.battle.step or "movement.road") != step:
        session.commit(session.perform(NextStep(), ScriptedDice([])))


def test_in_a_strict_battle_a_run_is_movement_steps_3_and_4(session: BattleSession) -> None:
    strict(session)
    early = session.perform(STRIKE, ScriptedDice([]))
    assert early.refused and early.rule == "Sequence of play"
    assert early.reason == ("an aircraft's run is movement steps 3 or 4; this is movement step 1 (road movement)")
    to_step(session, "movement.aircraft")
    commit(session, STRIKE, [90, 99, 99, 99])
    to_step(session, "movement.air_fire")
    second = session.perform(AircraftRun(aircraft="air1"), ScriptedDice([]))
    assert second.refused and "Ilyushin Il-2M Shturmovik has already acted in" in second.reason
    arrow = session.perform(TurnArrow(aircraft="air1", heading=90))
    assert arrow.refused and "the direction arrow turns only in the air arrows step" in arrow.reason
    to_step(session, "aircraft.arrows")
    commit(session, TurnArrow(aircraft="air1", heading=90))


def test_a_strict_battle_flies_only_the_airstrikes_the_forces_have(session: BattleSession) -> None:
    """Table VII in a battle kept to the sequence of play: a side flies the airstrikes its forces have (bought in
    Build Forces, or given with the battle), no other; refused before any die, naming what it has. A free battle flies
    any, paying for one not bought when it flies (docs/rules-notes.md)."""
    strict(session, bought=())
    to_step(session, "movement.aircraft")
    none = session.perform(STRIKE, ScriptedDice([]))
    assert none.refused and none.rule == "Table VII", none.reason
    assert none.reason.startswith("Allies has no airstrike to fly: its forces have none left"), none.reason
    strict(session, bought=("il2",))
    other = session.perform(STRIKE.model_copy(update={"aircraft": "pe2"}), ScriptedDice([]))
    assert other.refused and other.rule == "Table VII", other.reason
    assert other.reason == (
        "Petlyakov Pe-2 is not an airstrike the forces of Allies have: they have Ilyushin Il-2M Shturmovik ×1, and a "
        "battle kept to the sequence of play flies no other"
    ), other.reason
    assert session.battle.aircraft == [] and session.battle.log == []
    commit(session, STRIKE, [90, 99, 99, 99])  # the one bought flies
    battle = session.battle
    assert battle.side("allies").airstrikes_bought == ()
    battle.settings = battle.settings.model_copy(update={"sequence": SequenceMode.FREE})
    commit(session, STRIKE, [90, 99, 99, 99])  # free: paid as it flies
    assert "points charged to Allies" in battle.log[-1].summary


def test_the_snow_d6_the_scenario_rolled_is_not_set_otherwise(session: BattleSession) -> None:
    # SNOW: one d6 says whether it snows; the briefing keeps the scenario's roll, and no setting changes it after.
    battle = session.battle
    battle.settings = battle.settings.model_copy(update={"weather": Weather.SNOW})
    battle.briefing = briefing(conditions="snow", snowing=False, season="winter")
    changed = session.perform(SetSnowing(snowing=True))
    assert changed.refused and changed.rule == "SNOW"
    assert changed.reason == "the SNOW d6 was rolled with the scenario: it is not snowing"
    assert battle.settings.snowing is None and side_airstrikes(session, "axis").availability.allowed
    assert not session.perform(SetSnowing(snowing=False)).refused  # what the d6 said may be set again


def test_snowing_is_the_set_up_of_a_battle_in_snow(session: BattleSession) -> None:
    not_snow = session.perform(SetSnowing())
    assert not_snow.refused and not_snow.rule == "SNOW"
    battle = session.battle
    battle.settings = battle.settings.model_copy(update={"weather": Weather.SNOW})
    commit(session, SetSnowing())
    assert battle.settings.snowing is True and not side_airstrikes(session, "allies").availability.allowed
    assert session.perform(STRIKE, ScriptedDice([])).rule == "SNOW"
    commit(session, SetSnowing(snowing=False))
    strict(session)
    to_step(session, "movement.aircraft")
    commit(session, STRIKE, [90, 99, 99, 99])  # play has begun
    late = session.perform(SetSnowing())
    assert late.refused and "part of the set-up, and play has begun" in late.reason
