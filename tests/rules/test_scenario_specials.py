"""The specials' own rules: the Island's waves and activation roll, the force limits, Tarawa's markers and a jungle
battle's."""

from __future__ import annotations

import pytest

from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.rules.scenario.specials import (
    ForceItem,
    check_force,
    check_jungle_markers,
    check_markers,
    check_waves,
    island_activation,
    tarawa_markers,
)
from morefire_gui.rules.scenario.terms import ScenarioError, Special


def test_three_waves_each_at_least_20_percent_landing_on_turns_1_7_12(tables) -> None:
    plan = check_waves([400, 300, 300], tables.scenario)
    assert plan.valid and plan.turns == (1, 7, 12) and plan.shares == (40.0, 30.0, 30.0)
    assert check_waves([200, 200, 600], tables.scenario).valid  # exactly 20%
    assert not check_waves([199, 201, 600], tables.scenario).valid  # 19.9%
    assert not check_waves([500, 500], tables.scenario).valid  # two waves
    assert "lands on turn 7" in check_waves([1, 1, 1], tables.scenario).steps[1].text()


@pytest.mark.parametrize(
    "turn,face,percent", [(1, 3, 40), (1, 1, 20), (3, 1, 40), (5, 6, 100), (1, 10, 100), (2, 7, 90)]
)
def test_activation_roll_d10_plus_one_per_turn_times_10_percent(turn: int, face: int, percent: int) -> None:
    a = island_activation(turn, ScriptedDice([face]))
    assert a.percent == percent and a.modified == face + turn
    assert a.points(1000) == percent * 10  # of the original total
    with pytest.raises(ScenarioError):
        island_activation(0, ScriptedDice([1]))


def test_patton_germans_at_most_20_percent(tables) -> None:
    ok = [ForceItem("usa", 800), ForceItem("germany", 200)]
    assert check_force(Special.PATTON, ok, [], tables.scenario).valid
    bad = [ForceItem("usa", 790), ForceItem("germany", 210)]
    assert not check_force(Special.PATTON, bad, [], tables.scenario).valid


def test_syria_allies_limits(tables) -> None:
    vichy = [ForceItem("vichy_france", 800), ForceItem("germany", 100), ForceItem("italy", 100)]
    british = [ForceItem("britain", 900), ForceItem("france", 100)]
    assert check_force(Special.SYRIA, british, vichy, tables.scenario).valid
    british = [ForceItem("britain", 880), ForceItem("france", 120)]
    result = check_force(Special.SYRIA, british, [*vichy, ForceItem("germany", 10)], tables.scenario)
    assert len(result.problems) == 2


def test_tarawa_over_75_percent_non_vehicle(tables) -> None:
    assert check_force(
        Special.TARAWA, [], [ForceItem("japan", 760), ForceItem("japan", 240, vehicle=True)], tables.scenario
    ).valid
    assert not check_force(
        Special.TARAWA, [], [ForceItem("japan", 750), ForceItem("japan", 250, vehicle=True)], tables.scenario
    ).valid


def test_raid_defender_majority_non_vehicle(tables) -> None:
    assert check_force(
        Special.RAID, [ForceItem("britain", 51), ForceItem("britain", 49, vehicle=True)], [], tables.scenario
    ).valid
    assert not check_force(
        Special.RAID, [ForceItem("britain", 50), ForceItem("britain", 50, vehicle=True)], [], tables.scenario
    ).valid


@pytest.mark.parametrize("actual,fakes", [(0, 0), (2, 1), (4, 2), (5, 3), (6, 3)])
def test_tarawa_markers_one_third_fake(actual: int, fakes: int) -> None:
    assert tarawa_markers(actual) == fakes
    total = actual + fakes
    assert total == 0 or fakes / total >= 1 / 3 - 1e-9


@pytest.mark.parametrize(
    "actual, fakes, valid",
    [(0, 0, True), (2, 1, True), (3, 2, True), (6, 3, True), (7, 4, True), (6, 2, False), (6, 4, False), (0, 1, False)],
)
def test_tarawa_markers_are_one_third_fake_of_the_markers_not_of_the_units(
    actual: int, fakes: int, valid: bool
) -> None:
    # "fake (1/3) and actual (2/3) positions": the third is of the markers: 6 actual positions take 3 fakes (9 markers).
    check = check_markers(actual, fakes)
    assert check.valid is valid
    assert check.steps[0].rule == "TARAWA"
    if not valid:
        assert check.problems == (
            f"{fakes} fake markers with {actual} actual positions: one third of the markers are fake, so {actual} "
            f"actual positions take {tarawa_markers(actual)} fake markers (half as many, rounded up)",
        )


@pytest.mark.parametrize(
    "actual, fakes, valid",
    [
        (0, 0, True),
        (6, 0, True),  # "can": markers without fakes
        (6, 1, True),
        (6, 3, True),  # TARAWA's third is the most
        (7, 4, True),
        (1, 1, True),
        (6, 4, False),
        (7, 5, False),
        (0, 1, False),  # a fake marker stands among actual positions, never alone
    ],
)
def test_jungle_markers_are_at_most_one_third_fake_of_the_markers(actual: int, fakes: int, valid: bool) -> None:
    # JUNGLE: "Hidden markers can be used": no fixed number of fakes; TARAWA's third is the most.
    check = check_jungle_markers(actual, fakes)
    assert check.valid is valid
    assert check.steps[0].rule == "JUNGLE"
    assert check.steps[0].text() == (
        f"{actual + fakes} markers: {actual} actual positions and {fakes} fake (at most 1/3 fake) (rule JUNGLE)"
    )
    if valid:
        assert check.problems == ()
    else:
        assert check.problems == (
            f"{fakes} fake markers with {actual} actual positions: at most one third of the markers may be fake, so "
            f"{actual} actual positions take at most {tarawa_markers(actual)} fake markers (half as many, rounded up)",
        )


def test_jungle_markers_refuse_a_negative_number_of_fakes() -> None:
    with pytest.raises(ScenarioError):
        check_jungle_markers(3, -1)
