"""Rule 2.1, spotting: every automatic situation and every modifier of the spotting chart, from the rule text."""

from __future__ import annotations

import pytest

from morefire_gui.rules.catalogue.entries import Silhouette
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.rules.direct_fire.spotting import (
    SpotSituation,
    SpotTarget,
    automatic_situation,
    resolve_spot,
    spot_state,
    spotting_chance,
)


@pytest.fixture(scope="module")
def df(tables):  # type: ignore[no-untyped-def]
    return tables.direct_fire


def vehicle(**kw) -> SpotTarget:  # type: ignore[no-untyped-def]
    return SpotTarget("t1", vehicle=True, silhouette=kw.pop("silhouette", Silhouette.AVERAGE), **kw)


def seen(range_yards: float = 1000, **kw) -> SpotSituation:  # type: ignore[no-untyped-def]
    kw.setdefault("spotter_moved", True)  # no "Stationary Firer" unless a test asks for it
    return SpotSituation("s1", range_yards, los=kw.pop("los", True), **kw)


# "The basic chance to spot is 60%. The CHANCE is modified by:" every row, one at a time.
CHART = [
    # (target facts, situation facts, label, value)
    (dict(on_road=True), {}, "On the Road", 10),
    (dict(in_woods=True), {}, "In the Woods", -20),
    (dict(defilade=True), {}, "Defilade", -20),
    (dict(in_house=True), {}, "In a House", -10),
    ({}, dict(desert=True), "Desert", 30),
    (dict(silhouette=Silhouette.HIGH), {}, "Silhouette HIGH", 10),
    (dict(silhouette=Silhouette.LOW), {}, "Silhouette LOW", -5),
    (dict(silhouette=Silhouette.SMALL), {}, "Silhouette SMALL", -10),
    (dict(silhouette=Silhouette.NONE), {}, "Silhouette NONE", -20),
    (dict(moved=True), {}, "Target Moved", 10),
    ({}, dict(spotter_moved=False), "Stationary Firer", 10),
    ({}, dict(range_yards=1500), "Range 1500-3000", -20),
    ({}, dict(range_yards=3000), "Range 1500-3000", -20),
    ({}, dict(range_yards=3000.5), "Range 3000+ yds", -30),
    ({}, dict(range_yards=5000), "Range 3000+ yds", -30),
]


@pytest.mark.parametrize("target_kw, situation_kw, label, value", CHART)
def test_every_modifier_of_the_spotting_chart(df, target_kw, situation_kw, label, value) -> None:  # type: ignore[no-untyped-def]
    odds = spotting_chance(vehicle(**target_kw), seen(**situation_kw), df)
    mods = {m.label: m.value for m in odds.modifiers}
    assert mods[label] == value
    assert all(m.rule == "2.1" for m in odds.modifiers)
    assert odds.base == 60
    # Only this modifier (and the average silhouette's 0) changes the 60%.
    assert odds.chance == 60 + value


def test_basic_chance(df) -> None:  # type: ignore[no-untyped-def]
    odds = spotting_chance(vehicle(), seen(), df)
    assert odds.chance == 60
    assert [(m.label, m.value) for m in odds.modifiers] == [("Silhouette AVERAGE", 0)]


@pytest.mark.parametrize(
    "range_yards, label",
    [
        (1499.99, None),
        (1500, "Range 1500-3000"),
        (2999.9, "Range 1500-3000"),
        (3000, "Range 1500-3000"),
        (3000.01, "Range 3000+ yds"),
    ],
)
def test_range_boundaries_1500_and_3000(df, range_yards, label) -> None:  # type: ignore[no-untyped-def]
    """Reading: "1500-3000" is 1500 up to and including 3000 yards; "3000+" is beyond 3000."""
    labels = [m.label for m in spotting_chance(vehicle(), seen(range_yards), df).modifiers if "Range" in m.label]
    assert labels == ([label] if label else [])


def test_stationary_infantry_and_guns(df) -> None:  # type: ignore[no-untyped-def]
    still = SpotTarget("t1", vehicle=False, infantry=True)
    mods = {m.label: m.value for m in spotting_chance(still, seen(), df).modifiers}
    assert mods == {"Stationary Inf": -20}  # no silhouette of their own
    moving = SpotTarget("t1", vehicle=False, infantry=True, moved=True)
    mods = {m.label: m.value for m in spotting_chance(moving, seen(), df).modifiers}
    assert mods == {"Target Moved": 10}


def test_modifiers_add_up(df) -> None:  # type: ignore[no-untyped-def]
    t = vehicle(
        on_road=True, defilade=True, defilade_why="a vehicle on hill h1", silhouette=Silhouette.HIGH, moved=True
    )
    odds = spotting_chance(t, seen(2000, spotter_moved=False), df)
    assert odds.chance == 60 + 10 - 20 + 10 + 10 + 10 - 20
    assert "Defilade (a vehicle on hill h1)" in [m.label for m in odds.modifiers]


def test_desert_is_not_read_in_woods_or_houses(df) -> None:  # type: ignore[no-untyped-def]
    """Reading: the oasis and the village of a desert battle are not desert."""
    for kw in (dict(in_woods=True), dict(in_house=True)):
        labels = [m.label for m in spotting_chance(vehicle(**kw), seen(desert=True), df).modifiers]
        assert "Desert" not in labels


# "Automatic Spotting situations are 1. A vehicle that moves within 500 yards of the enemy. 2. A vehicle that fires
# within 500 yards of the enemy. 3. A vehicle is on a road and within 1000 yards of the enemy. 4. The distances are
# doubled in desert situations."
AUTOMATIC = [
    (dict(moved=True), 500, False, True),
    (dict(moved=True), 500.5, False, False),
    (dict(moved=True), 1000, True, True),
    (dict(moved=True), 1000.5, True, False),
    (dict(fired=True), 500, False, True),
    (dict(fired=True), 501, False, False),
    (dict(fired=True), 1000, True, True),
    (dict(on_road=True), 1000, False, True),
    (dict(on_road=True), 1001, False, False),
    (dict(on_road=True), 2000, True, True),
    (dict(on_road=True), 2001, True, False),
    ({}, 10, False, False),
]


@pytest.mark.parametrize("facts, range_yards, desert, automatic", AUTOMATIC)
def test_automatic_spotting_situations(df, facts, range_yards, desert, automatic) -> None:  # type: ignore[no-untyped-def]
    reason, _ = automatic_situation(vehicle(**facts), seen(range_yards, desert=desert), df)
    assert (reason is not None) is automatic
    state = spot_state(vehicle(**facts), seen(range_yards, desert=desert), df)
    assert state.spotted is automatic and state.automatic is automatic


def test_automatic_situations_are_for_vehicles(df) -> None:  # type: ignore[no-untyped-def]
    gun = SpotTarget("g1", vehicle=False, infantry=True, moved=True, fired=True, on_road=True)
    assert automatic_situation(gun, seen(50), df)[0] is None


def test_no_line_of_sight_no_spot_and_no_die(df) -> None:  # type: ignore[no-untyped-def]
    dice = ScriptedDice([])
    result = resolve_spot(vehicle(moved=True), seen(100, los=False), dice, df)
    assert not result.spotted and result.roll is None and "no line of sight" in result.reason
    assert dice.history == []


def test_already_spotted_needs_no_die(df) -> None:  # type: ignore[no-untyped-def]
    dice = ScriptedDice([])
    result = resolve_spot(vehicle(), seen(already="spotted earlier"), dice, df)
    assert result.spotted and result.already and result.roll is None


@pytest.mark.parametrize("face, spotted", [(1, True), (60, True), (61, False), (100, False)])
def test_the_d100_succeeds_at_or_under_the_chance(df, face, spotted) -> None:  # type: ignore[no-untyped-def]
    result = resolve_spot(vehicle(), seen(), ScriptedDice([face]), df)
    assert result.chance == 60 and result.roll == face and result.spotted is spotted
    assert not result.automatic


def test_the_die_is_rolled_even_when_no_spot_is_possible(df) -> None:  # type: ignore[no-untyped-def]
    hopeless = vehicle(in_woods=True, defilade=True, silhouette=Silhouette.NONE)
    result = resolve_spot(hopeless, seen(4000), ScriptedDice([1]), df)
    assert result.chance == 60 - 20 - 20 - 20 - 30 and result.roll == 1 and not result.spotted
