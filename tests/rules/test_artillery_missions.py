"""Rules 4.1-4.2: the four orders and their checks, fire registration points, fire missions and the time
lapse by nationality."""

from __future__ import annotations

import pytest

from morefire_gui.rules.artillery.batteries import DEPLOYED, Battery, Deployment
from morefire_gui.rules.artillery.fire_missions import (
    CeaseFire,
    FireAtPoint,
    FireAtRegistrationPoint,
    FireMission,
    Repeat,
    Shift,
    ShiftFire,
    check_order,
    check_registration_points,
    give_order,
    time_lapse,
)
from morefire_gui.rules.artillery.terms import ArtilleryError, DeploymentState, Pattern
from morefire_gui.rules.explain import NoteStep
from morefire_gui.rules.tables import RuleTables

# 4.2, typed from the rule, for every nation id (readings for the unnamed: docs/rules-notes.md, 4.2).
TIME_LAPSE = {
    "germany": ("Germany, France", 3),
    "france": ("Germany, France", 3),
    "vichy_france": ("Germany, France", 3),
    "poland": ("Germany, France", 3),
    "britain": ("UK & Commonwealth", 3),
    "commonwealth": ("UK & Commonwealth", 3),
    "usa": ("USA", 2),
    "italy": ("Minor Axis, Italy", 4),
    "minor_axis": ("Minor Axis, Italy", 4),
    "hungary": ("Minor Axis, Italy", 4),
    "romania": ("Minor Axis, Italy", 4),
    "finland": ("Minor Axis, Italy", 4),
    "ussr": ("USSR, Japan", 4),
    "japan": ("USSR, Japan", 4),
    "china": ("China", 6),
}


@pytest.mark.parametrize("nation", sorted(TIME_LAPSE))
def test_time_lapse_every_nation(tables: RuleTables, nation: str) -> None:
    lapse = time_lapse(nation, tables.artillery)
    assert (lapse.row, lapse.turns) == TIME_LAPSE[nation]
    assert lapse.steps[-1].rule == "4.2"


def test_time_lapse_unknown_nation(tables: RuleTables) -> None:
    with pytest.raises(ArtilleryError, match=r"4.2 has no row for nation 'mars'"):
        time_lapse("mars", tables.artillery)


# --- shifts -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("shift", "ok"),
    [
        (Shift(800, 0), True),
        (Shift(-800, 0), True),
        (Shift(0, 800), True),
        (Shift(0, -800), True),
        (Shift(800, -800), True),
        (Shift(0, 0), True),
        (Shift(801, 0), False),
        (Shift(-801, 0), False),
        (Shift(0, 801), False),
        (Shift(0, -801), False),
        (Shift(100, 1200), False),
    ],
)
@pytest.mark.parametrize("as_initial", [False, True])
def test_shift_limit_800_yards_per_direction(tables: RuleTables, shift: Shift, ok: bool, as_initial: bool) -> None:
    order = FireAtRegistrationPoint(1, shift) if as_initial else ShiftFire(shift)
    if ok:
        check_order(order, tables.artillery)
    else:
        with pytest.raises(ArtilleryError, match="the maximum shift is 800 yards per direction"):
            check_order(order, tables.artillery)


@pytest.mark.parametrize(
    ("shift", "word"),
    [(Shift(801, 0), "add"), (Shift(-900, 0), "drop"), (Shift(0, 801), "right"), (Shift(0, -1000), "left")],
)
def test_shift_error_names_the_direction(tables: RuleTables, shift: Shift, word: str) -> None:
    with pytest.raises(ArtilleryError, match=f"yards {word} is too long"):
        check_order(ShiftFire(shift), tables.artillery)


def test_shift_in_the_orders_words() -> None:
    assert Shift.of(add=200, right=100) == Shift(200, 100)
    assert Shift.of(drop=50, left=300) == Shift(-50, -300)
    assert Shift.of(add=200, right=100).text() == "A200 R100"
    assert Shift.of(drop=50).text() == "D50"
    assert Shift.of(left=300).text() == "L300"
    assert Shift().text() == "no shift"
    with pytest.raises(ArtilleryError, match="adds or drops"):
        Shift.of(add=100, drop=100)
    with pytest.raises(ArtilleryError, match="right or left"):
        Shift.of(right=100, left=100)
    with pytest.raises(ArtilleryError, match="negative"):
        Shift.of(add=-100)


# --- registration points ------------------------------------------------------------------------------


@pytest.mark.parametrize(("point", "ok"), [(0, False), (1, True), (5, True), (10, True), (11, False), (-1, False)])
def test_registration_point_numbers(tables: RuleTables, point: int, ok: bool) -> None:
    if ok:
        check_order(FireAtRegistrationPoint(point), tables.artillery)
    else:
        with pytest.raises(ArtilleryError, match="up to 10"):
            check_order(FireAtRegistrationPoint(point), tables.artillery)


def test_up_to_ten_registration_points_per_side(tables: RuleTables) -> None:
    check_registration_points(0, tables.artillery)
    check_registration_points(10, tables.artillery)
    with pytest.raises(ArtilleryError, match="each side can plot up to 10"):
        check_registration_points(11, tables.artillery)


# --- missions -----------------------------------------------------------------------------------------

GERMAN = Battery(4, 105, "germany", name="I/AR 5")
US = Battery(4, 105, "usa")


def test_fire_starts_a_mission_after_the_time_lapse(tables: RuleTables) -> None:
    result = give_order(
        FireAtRegistrationPoint(3, Shift(200, -100)), None, GERMAN, tables.artillery, turn=5, advanced=False
    )
    assert result.mission == FireMission(3, (Shift(200, -100),), Pattern.SPREAD, 5, 8)
    us = give_order(FireAtRegistrationPoint(1), None, US, tables.artillery, turn=5, advanced=False)
    assert us.mission is not None and (us.mission.impact_turn, us.mission.shifts) == (7, ())


def test_fire_at_a_point_is_a_new_mission_with_the_same_lapse(tables: RuleTables) -> None:
    # 4.12 A read for a point of the table (docs/rules-notes.md, "4.12 A — FIRE at a point of the table").
    result = give_order(FireAtPoint(Pattern.SPREAD), None, GERMAN, tables.artillery, turn=2, advanced=False)
    assert result.mission == FireMission(None, (), Pattern.SPREAD, 2, 5)
    assert result.steps[-1].text() == "FIRE at a point of the table (spread): lands in turn 5 (rule 4.12)"
    repeat = give_order(Repeat(), result.mission, GERMAN, tables.artillery, turn=5, advanced=False).mission
    assert repeat == FireMission(None, (), Pattern.SPREAD, 5, 6)
    check_order(FireAtPoint(), tables.artillery)


def test_a_new_fire_order_restarts_the_lapse(tables: RuleTables) -> None:
    first = give_order(FireAtRegistrationPoint(1), None, US, tables.artillery, turn=1, advanced=False).mission
    second = give_order(FireAtRegistrationPoint(2), first, US, tables.artillery, turn=4, advanced=False).mission
    assert second == FireMission(2, (), Pattern.SPREAD, 4, 6)


def test_repeat_and_shift_land_next_turn(tables: RuleTables) -> None:
    mission = give_order(
        FireAtRegistrationPoint(1, Shift(100, 0)), None, US, tables.artillery, turn=1, advanced=False
    ).mission
    assert mission is not None and mission.impact_turn == 3
    repeat = give_order(Repeat(), mission, US, tables.artillery, turn=3, advanced=False).mission
    assert repeat == FireMission(1, (Shift(100, 0),), Pattern.SPREAD, 3, 4)
    shifted = give_order(ShiftFire(Shift(0, 400)), repeat, US, tables.artillery, turn=4, advanced=False).mission
    assert shifted == FireMission(1, (Shift(100, 0), Shift(0, 400)), Pattern.SPREAD, 4, 5)


def test_repeat_and_shift_need_a_landed_mission(tables: RuleTables) -> None:
    with pytest.raises(ArtilleryError, match="REPEAT needs a fire mission"):
        give_order(Repeat(), None, US, tables.artillery, turn=1, advanced=False)
    with pytest.raises(ArtilleryError, match="SHIFT needs a fire mission"):
        give_order(ShiftFire(Shift(100, 0)), None, US, tables.artillery, turn=1, advanced=False)
    mission = give_order(FireAtRegistrationPoint(1), None, GERMAN, tables.artillery, turn=1, advanced=False).mission
    with pytest.raises(ArtilleryError, match="has not landed yet"):
        give_order(Repeat(), mission, GERMAN, tables.artillery, turn=3, advanced=False)


def test_cease_fire_ends_the_mission(tables: RuleTables) -> None:
    mission = FireMission(1, (), Pattern.SPREAD, 1, 3)
    result = give_order(CeaseFire(), mission, US, tables.artillery, turn=4, advanced=False)
    assert result.mission is None


def test_only_a_deployed_battery_fires(tables: RuleTables) -> None:
    for state, left in (
        (DeploymentState.IN_TRANSIT, 0),
        (DeploymentState.SETTING_UP, 2),
        (DeploymentState.BREAKING_DOWN, 1),
    ):
        with pytest.raises(ArtilleryError, match="must be deployed in order to fire"):
            give_order(
                FireAtRegistrationPoint(1),
                None,
                US,
                tables.artillery,
                turn=1,
                advanced=True,
                deployment=Deployment(state, left),
            )
    ok = give_order(FireAtRegistrationPoint(1), None, US, tables.artillery, turn=1, advanced=True, deployment=DEPLOYED)
    assert ok.mission is not None
    stop = give_order(
        CeaseFire(),
        ok.mission,
        US,
        tables.artillery,
        turn=2,
        advanced=True,
        deployment=Deployment(DeploymentState.IN_TRANSIT),
    )
    assert stop.mission is None


def test_pattern_rules_apply_to_the_call(tables: RuleTables) -> None:
    with pytest.raises(ArtilleryError, match="basic games"):
        give_order(
            FireAtRegistrationPoint(1, pattern=Pattern.CONVERGED), None, US, tables.artillery, turn=1, advanced=False
        )
    naval = Battery.naval("usa", tables.artillery)
    with pytest.raises(ArtilleryError, match="spread pattern"):
        give_order(
            FireAtRegistrationPoint(1, pattern=Pattern.CONVERGED), None, naval, tables.artillery, turn=1, advanced=True
        )
    converged = give_order(
        FireAtRegistrationPoint(1, pattern=Pattern.CONVERGED), None, US, tables.artillery, turn=1, advanced=True
    ).mission
    assert converged is not None and converged.pattern is Pattern.CONVERGED
    repeat = give_order(Repeat(), converged, US, tables.artillery, turn=3, advanced=True).mission
    assert repeat is not None and repeat.pattern is Pattern.CONVERGED


def test_orders_are_checked_before_they_are_applied(tables: RuleTables) -> None:
    with pytest.raises(ArtilleryError, match="800 yards"):
        give_order(FireAtRegistrationPoint(1, Shift(0, 801)), None, US, tables.artillery, turn=1, advanced=False)
    with pytest.raises(ArtilleryError, match="registration point #11"):
        give_order(FireAtRegistrationPoint(11), None, US, tables.artillery, turn=1, advanced=False)


@pytest.mark.parametrize(
    ("nation", "noted"),
    [
        ("germany", False),
        ("france", False),
        ("usa", False),
        ("commonwealth", False),
        ("minor_axis", False),
        ("china", False),
        ("britain", True),
        ("poland", True),
        ("vichy_france", True),
        ("hungary", True),
        ("romania", True),
        ("finland", True),
    ],
)
def test_a_reading_for_an_unnamed_nation_is_explained(tables: RuleTables, nation: str, noted: bool) -> None:
    lapse = time_lapse(nation, tables.artillery)
    assert any("not named by the table" in getattr(s, "message", "") for s in lapse.steps) is noted


def test_an_unnamed_nation_is_named_as_players_read_it(tables: RuleTables) -> None:
    """4.2's note names the nation ("Vichy France"), never its id."""
    notes = [s.message for s in time_lapse("vichy_france", tables.artillery).steps if isinstance(s, NoteStep)]
    assert notes == ["Vichy France is not named by the table: it reads the Germany, France row"]
