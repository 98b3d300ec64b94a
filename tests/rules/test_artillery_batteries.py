"""Rules 4.4, 4.7 and 4.8 for batteries: mortar ranges, where off-board and naval batteries stand,
counter-battery fire, naval ratings, and deployment with set-up and breakdown time."""

from __future__ import annotations

import pytest

from morefire_gui.rules.artillery.batteries import (
    DEPLOYED,
    IN_TRANSIT,
    Battery,
    CounterBattery,
    Deployment,
    DeploymentState,
    advance_turn,
    begin_breakdown,
    begin_set_up,
    check_battery,
    check_range,
    counter_battery_turn,
    initial_deployment,
    yards_behind_edge,
)
from morefire_gui.rules.artillery.terms import ArtilleryError, GunType
from morefire_gui.rules.tables import RuleTables


def mortar(calibre: float) -> Battery:
    return Battery(4, calibre, "germany", is_mortar=True)


# --- 4.41 mortar range ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("calibre", "range_yards", "in_range"),
    [
        (90, 3000, True),
        (90, 3001, False),
        (90, 4500, False),
        (90, 4501, False),
        (91, 3000, True),
        (91, 3001, True),
        (91, 4500, True),
        (91, 4501, False),
        (60, 0, True),
        (81.4, 3000, True),
        (81.4, 3000.9, True),
        (82, 3001, False),
        (90.5, 3001, False),  # read in whole millimetres: 90.5 mm is "up to 90mm"
        (107, 4500, True),
        (120, 4500.5, True),
        (160, 4600, False),
    ],
)
def test_mortar_ranges(tables: RuleTables, calibre: float, range_yards: float, in_range: bool) -> None:
    check = check_range(mortar(calibre), range_yards, tables.artillery)
    assert check.in_range is in_range
    assert check.max_yards == (3000 if int(calibre) <= 90 else 4500)
    assert all(s.rule == "4.41" for s in check.steps)


def test_guns_have_no_range_limit_in_the_rules(tables: RuleTables) -> None:
    check = check_range(Battery(4, 105, "usa", off_board=True), 15000, tables.artillery)
    assert (check.in_range, check.max_yards, check.steps) == (True, None, ())
    with pytest.raises(ArtilleryError, match="negative"):
        check_range(Battery(4, 105, "usa"), -5, tables.artillery)


# --- 4.42 and 4.7 positions, 4.7 naval rating ------------------------------------------------------------


def test_yards_behind_the_base_edge(tables: RuleTables) -> None:
    assert yards_behind_edge(Battery(4, 105, "usa", off_board=True), tables.artillery) == 1000
    assert yards_behind_edge(Battery(4, 81, "usa", is_mortar=True, off_board=True), tables.artillery) == 1000
    assert yards_behind_edge(Battery.naval("usa", tables.artillery), tables.artillery) == 5000
    assert yards_behind_edge(Battery(4, 105, "usa"), tables.artillery) == 0


def test_naval_rating(tables: RuleTables) -> None:
    check_battery(Battery.naval("britain", tables.artillery), tables.artillery)
    check_battery(Battery(4, 203, "usa", is_naval=True, off_board=True), tables.artillery)
    with pytest.raises(ArtilleryError, match="4-gun battery of 175mm"):
        check_battery(Battery(6, 175, "usa", is_naval=True, off_board=True), tables.artillery)
    with pytest.raises(ArtilleryError, match="4-gun battery of 175mm"):
        check_battery(Battery(4, 152, "usa", is_naval=True, off_board=True), tables.artillery)
    with pytest.raises(ArtilleryError, match="off the board"):
        Battery(4, 175, "usa", is_naval=True)


@pytest.mark.parametrize(
    ("kw", "message"),
    [
        (dict(guns=0, calibre_mm=105), "at least one gun"),
        (dict(guns=4, calibre_mm=0), "more than 0 mm"),
        (dict(guns=4, calibre_mm=175, is_naval=True, is_mortar=True, off_board=True), "not mortars"),
    ],
)
def test_battery_facts_are_checked(kw: dict[str, object], message: str) -> None:
    with pytest.raises(ArtilleryError, match=message):
        Battery(nation="usa", **kw)  # type: ignore[arg-type]


# --- 4.42 counter-battery fire ---------------------------------------------------------------------------


def test_counter_battery_four_turns_then_one_gun_a_turn(tables: RuleTables) -> None:
    target = Battery(6, 105, "germany", off_board=True)
    state = CounterBattery()
    destroyed = []
    for _turn in range(8):
        turn = counter_battery_turn(state, target, tables.artillery)
        destroyed.append(turn.guns_destroyed)
        assert turn.zeroed_in is (turn.state.turns_fired > 4)
        target = Battery(turn.guns_left, target.calibre_mm, target.nation, off_board=True)
        state = turn.state
    assert destroyed == [0, 0, 0, 0, 1, 1, 1, 1]
    assert target.guns == 2


def test_counter_battery_never_destroys_more_guns_than_there_are(tables: RuleTables) -> None:
    turn = counter_battery_turn(CounterBattery(7), Battery(1, 105, "ussr", off_board=True), tables.artillery)
    assert (turn.guns_destroyed, turn.guns_left) == (1, 0)


def test_counter_battery_must_be_continuous(tables: RuleTables) -> None:
    target = Battery(4, 105, "germany", off_board=True)
    pause = counter_battery_turn(CounterBattery(4), target, tables.artillery, fired=False)
    assert (pause.state, pause.guns_destroyed) == (CounterBattery(0), 0)
    again = counter_battery_turn(pause.state, target, tables.artillery)
    assert (again.state.turns_fired, again.guns_destroyed) == (1, 0)


def test_counter_battery_targets(tables: RuleTables) -> None:
    with pytest.raises(ArtilleryError, match="naval guns are not subject to counter-battery fire"):
        counter_battery_turn(CounterBattery(), Battery.naval("usa", tables.artillery), tables.artillery)
    with pytest.raises(ArtilleryError, match="for off-board batteries"):
        counter_battery_turn(CounterBattery(), Battery(4, 105, "usa"), tables.artillery)
    with pytest.raises(ArtilleryError, match="negative"):
        CounterBattery(-1)


# --- 4.8 set-up and breakdown ----------------------------------------------------------------------------

# (gun type, calibre) -> (row, breakdown, set up), typed from the rule with the readings of docs/rules-notes.md.
SET_UP = [
    (GunType.SELF_PROPELLED, 75, "Self Propelled Guns", 1, 3),
    (GunType.SELF_PROPELLED, 150, "Self Propelled Guns", 1, 3),
    (GunType.TOWED, 75, "Towed Guns up to 99mm", 2, 4),
    (GunType.TOWED, 99, "Towed Guns up to 99mm", 2, 4),
    (GunType.TOWED, 99.9, "Towed Guns up to 99mm", 2, 4),
    (GunType.TOWED, 100, "Towed Guns 100mm", 3, 6),
    (GunType.TOWED, 105, "Towed Guns 100mm", 3, 6),
    (GunType.TOWED, 155, "Towed Guns 100mm", 3, 6),
    (GunType.MORTAR, 50, "Mortars", 1, 2),
    (GunType.MORTAR, 120, "Mortars", 1, 2),
    (GunType.ANTI_TANK, 37, "AT guns up to 51mm", 1, 2),
    (GunType.ANTI_TANK, 51, "AT guns up to 51mm", 1, 2),
    (GunType.ANTI_TANK, 51.5, "AT guns up to 51mm", 1, 2),
    (GunType.ANTI_TANK, 52, "AT guns between 52mm-81mm", 2, 3),
    (GunType.ANTI_TANK, 57, "AT guns between 52mm-81mm", 2, 3),
    (GunType.ANTI_TANK, 76.2, "AT guns between 52mm-81mm", 2, 3),
    (GunType.ANTI_TANK, 81, "AT guns between 52mm-81mm", 2, 3),
    (GunType.ANTI_TANK, 81.5, "AT guns between 52mm-81mm", 2, 3),
    (GunType.ANTI_TANK, 82, "AT guns over 82mm", 2, 4),
    (GunType.ANTI_TANK, 88, "AT guns over 82mm", 2, 4),
    (GunType.ANTI_TANK, 128, "AT guns over 82mm", 2, 4),
]


@pytest.mark.parametrize(("gun_type", "calibre", "row", "breakdown", "set_up"), SET_UP)
def test_set_up_table(
    tables: RuleTables, gun_type: GunType, calibre: float, row: str, breakdown: int, set_up: int
) -> None:
    found = tables.artillery.set_up_row(gun_type, calibre)
    assert (found.label, found.breakdown, found.set_up) == (row, breakdown, set_up)
    setting = begin_set_up(IN_TRANSIT, gun_type, calibre, tables.artillery)
    assert (setting.state, setting.turns_remaining) == (DeploymentState.SETTING_UP, set_up)
    breaking = begin_breakdown(DEPLOYED, gun_type, calibre, tables.artillery)
    assert (breaking.state, breaking.turns_remaining) == (DeploymentState.BREAKING_DOWN, breakdown)


@pytest.mark.parametrize(
    ("gun_type", "calibre", "set_up"),
    [(GunType.TOWED, 105, 6), (GunType.MORTAR, 81, 2), (GunType.SELF_PROPELLED, 105, 3)],
)
def test_set_up_takes_its_turns_and_fires_the_turn_after(
    tables: RuleTables, gun_type: GunType, calibre: float, set_up: int
) -> None:
    state = begin_set_up(IN_TRANSIT, gun_type, calibre, tables.artillery)
    seen = []
    for _ in range(set_up):
        assert not state.can_fire and not state.can_move  # includes the turn it begins and the turn it completes
        seen.append(state.turns_remaining)
        state = advance_turn(state)
    assert seen == list(range(set_up, 0, -1))
    assert state == DEPLOYED and state.can_fire and not state.can_move
    assert advance_turn(state) == DEPLOYED


def test_breakdown_then_transit(tables: RuleTables) -> None:
    state = begin_breakdown(DEPLOYED, GunType.TOWED, 150, tables.artillery)
    for _ in range(3):
        assert not state.can_fire and not state.can_move
        state = advance_turn(state)
    assert state == IN_TRANSIT and state.can_move and not state.can_fire
    assert advance_turn(state) == IN_TRANSIT


def test_deployment_transitions_are_checked(tables: RuleTables) -> None:
    with pytest.raises(ArtilleryError, match="only a battery in transit can set up"):
        begin_set_up(DEPLOYED, GunType.TOWED, 105, tables.artillery)
    with pytest.raises(ArtilleryError, match="only a deployed battery can break down"):
        begin_breakdown(IN_TRANSIT, GunType.TOWED, 105, tables.artillery)
    with pytest.raises(ArtilleryError, match="at least one turn"):
        Deployment(DeploymentState.SETTING_UP, 0)
    with pytest.raises(ArtilleryError, match="no turns remaining"):
        Deployment(DeploymentState.DEPLOYED, 2)


def test_initial_deployment() -> None:
    assert initial_deployment(True, DeploymentState.IN_TRANSIT) == DEPLOYED  # off-board: always deployed
    assert initial_deployment(False) == DEPLOYED
    assert initial_deployment(False, DeploymentState.IN_TRANSIT) == IN_TRANSIT
    with pytest.raises(ArtilleryError, match="set up \\(deployed\\) or in transit"):
        initial_deployment(False, DeploymentState.SETTING_UP)
