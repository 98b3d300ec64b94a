"""Rules 2.2-2.6 for one shot: range bands, every modifier of the firing procedure, refused shots, and each way a
hit can end (penetrated, not, suspension, defilade, campaign), with the dice order of ``morefire fire``."""

from __future__ import annotations

from dataclasses import replace

import pytest

from morefire_gui.rules.catalogue.entries import ArmorClasses, RangeBand, Silhouette
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.rules.direct_fire.fire import (
    Firer,
    Shot,
    Target,
    Weapon,
    range_band,
    refusals,
    resolve_direct_fire,
    to_hit,
)
from morefire_gui.rules.direct_fire.terms import (
    Aspect,
    CampaignDamage,
    DirectFireError,
    FireResult,
    HitLocation,
    Sector,
    SuspensionDamage,
    TargetKind,
)
from morefire_gui.rules.direct_fire.vehicle_damage import VehicleRunningGear

GUN = Weapon(
    "75mm",
    75,
    (
        RangeBand(max_yards=250, hit=85, pen=7),
        RangeBand(max_yards=500, hit=70, pen=6),
        RangeBand(max_yards=1000, hit=30, pen=5),
    ),
)
ARMOUR = ArmorClasses(turret_front=4, turret_side=3, hull_front=6, hull_side=2)


@pytest.fixture(scope="module")
def df(tables):  # type: ignore[no-untyped-def]
    return tables.direct_fire


def tank(**kw) -> Target:  # type: ignore[no-untyped-def]
    base = dict(
        silhouette=Silhouette.AVERAGE,
        armor=ARMOUR,
        turret=True,
        gear=VehicleRunningGear(tracked=True),
        sector=Sector.FRONT,
    )
    base.update(kw)
    return Target("t1", TargetKind.VEHICLE, **base)


def shot(target: Target | None = None, firer: Firer | None = None, range_yards: float = 400, **kw) -> Shot:  # type: ignore[no-untyped-def]
    return Shot(
        firer or Firer("f1", GUN), target or tank(), range_yards, kw.pop("los", True), kw.pop("spotted", True), **kw
    )


@pytest.mark.parametrize(
    "range_yards, band",
    [
        (0, 250),
        (250, 250),
        (250.0000001, 250),
        (251, 500),
        (500, 500),
        (999, 1000),
        (1000, 1000),
        (1000.5, None),
        (3000, None),
    ],
)
def test_a_range_uses_the_first_band_at_or_beyond_it(range_yards, band) -> None:  # type: ignore[no-untyped-def]
    found = range_band(GUN, range_yards)
    assert (found.max_yards if found else None) == band


# 2.2: "The Base chance to hit is modified by the following conditions:" every row, one at a time (band 500: 70%).
TO_HIT = [
    (dict(target=tank(silhouette=Silhouette.HIGH)), "Silhouette HIGH", 10),
    (dict(target=tank(silhouette=Silhouette.AVERAGE)), "Silhouette AVERAGE", 0),
    (dict(target=tank(silhouette=Silhouette.LOW)), "Silhouette LOW", -5),
    (dict(target=tank(silhouette=Silhouette.SMALL)), "Silhouette SMALL", -10),
    (dict(target=tank(silhouette=Silhouette.NONE)), "Silhouette NONE", -15),
    (dict(target=tank(in_woods_or_building=True)), "In Woods/Building", -10),
    (dict(target=Target("g1", TargetKind.GUN, anti_tank_gun=True)), "Is an Anti-tank gun", -15),
    (dict(target=tank(defilade=True)), "DEFILADE", -10),
    (dict(target=tank(moving=True)), "MOVING", -10),
    (dict(firer=Firer("f1", GUN, moved=True)), "FIRER MOVED", -20),
]


@pytest.mark.parametrize("kw, label, value", TO_HIT)
def test_every_modifier_of_the_firing_procedure(df, kw, label, value) -> None:  # type: ignore[no-untyped-def]
    odds = to_hit(shot(**kw), df)
    mods = {m.label: m.value for m in odds.modifiers}
    assert mods[label] == value
    assert odds.base == 70 and odds.band.max_yards == 500
    assert odds.chance == 70 + value
    assert all(m.rule == "2.2" for m in odds.modifiers)


def test_the_chance_to_hit_is_said_as_a_sum_only_where_a_modifier_applies(df) -> None:  # type: ignore[no-untyped-def]
    plain = [s.text() for s in to_hit(shot(tank(silhouette=Silhouette.AVERAGE)), df).steps]
    assert plain[-1] == "chance to hit: 70% (rule 2.2)"  # not "70% = 70%"
    moving = [s.text() for s in to_hit(shot(tank(moving=True)), df).steps]
    assert moving[-1] == "chance to hit: 70% -10 = 60% (rule 2.2)"


def test_modifiers_add_up_and_a_negative_chance_reads_zero(df) -> None:  # type: ignore[no-untyped-def]
    t = tank(
        silhouette=Silhouette.NONE,
        in_woods_or_building=True,
        cover_why="in w1",
        defilade=True,
        defilade_why="status defilade",
        moving=True,
    )
    odds = to_hit(shot(t, Firer("f1", GUN, moved=True), 900), df)
    assert odds.base == 30
    assert sum(m.value for m in odds.modifiers) == -15 - 10 - 10 - 10 - 20
    assert odds.chance == 0
    assert "In Woods/Building (in w1)" in [m.label for m in odds.modifiers]
    result = resolve_direct_fire(shot(t, Firer("f1", GUN, moved=True), 900), ScriptedDice([1]), df)
    assert result.roll == 1 and not result.hit and result.result is FireResult.MISS


REFUSED = [
    (dict(firer=Firer("f1", GUN, destroyed=True)), "is destroyed", "2.2"),
    (dict(firer=Firer("f1", GUN, gun_out=True)), "main gun", "2.6"),
    (dict(firer=Firer("f1", GUN, suppressed=True)), "suppressed", "3.5"),
    (dict(firer=Firer("f1", GUN, weapon_system=True, moved=True)), "weapon system that moved", "1.5"),
    (dict(target=tank(destroyed=True)), "already destroyed", "2.2"),
    (dict(los=False), "no line of sight", "2.1"),
    (dict(range_yards=1200), "out of range", "2.2"),
    (dict(firer=Firer("f1", GUN, turretless=True, off_facing=46)), "off f1's facing", "2.3"),
    (dict(spotted=False, spot_reason="roll on the spotting chart first"), "is not spotted", "2.1"),
]


@pytest.mark.parametrize("kw, words, rule", REFUSED)
def test_weapons_that_cannot_fire_are_refused_with_the_reason(df, kw, words, rule) -> None:  # type: ignore[no-untyped-def]
    s = shot(**kw)
    reasons = refusals(s, df)
    assert len(reasons) == 1 and words in reasons[0][0] and reasons[0][1] == rule
    dice = ScriptedDice([])
    result = resolve_direct_fire(s, dice, df)
    assert result.refused is not None and words in result.refused
    assert result.roll is None and result.result is None and not result.hit
    assert dice.history == []  # no die is rolled for a refused shot


def test_every_reason_is_given(df) -> None:  # type: ignore[no-untyped-def]
    s = shot(firer=Firer("f1", GUN, suppressed=True), los=False, range_yards=5000)
    assert len(refusals(s, df)) == 3


def test_turretless_arc_is_45_degrees_either_side(df) -> None:  # type: ignore[no-untyped-def]
    for off, refused in ((0, False), (45, False), (45.5, True), (180, True)):
        s = shot(firer=Firer("f1", GUN, turretless=True, off_facing=off))
        assert bool(refusals(s, df)) is refused
    assert not refusals(shot(firer=Firer("f1", GUN, turretless=False, off_facing=180)), df)


def test_spotting_is_not_asked_without_a_line_of_sight(df) -> None:  # type: ignore[no-untyped-def]
    reasons = refusals(shot(los=False, spotted=False), df)
    assert [r for _, r in reasons] == ["2.1"] and "line of sight" in reasons[0][0]


# -- what a hit does (dice: d100, location d10, then the damage d10) -----------------------------------------------


def test_a_penetrating_hull_hit_destroys(df) -> None:  # type: ignore[no-untyped-def]
    dice = ScriptedDice([50, 5])
    r = resolve_direct_fire(shot(tank(sector=Sector.LEFT), advanced=True), dice, df)
    assert r.hit and r.location is HitLocation.HULL and r.aspect is Aspect.SIDE
    assert r.armor_face == "hull_side" and r.armor_class == 2 and r.penetration == 6 and r.penetrated
    assert r.result is FireResult.DESTROYED
    assert [d.die.label for d in dice.history] == ["d100", "d10"]


def test_a_hit_that_does_not_penetrate_has_no_effect(df) -> None:  # type: ignore[no-untyped-def]
    r = resolve_direct_fire(shot(range_yards=900), ScriptedDice([10, 5]), df)  # pen 5 against hull front AC 6
    assert r.hit and r.armor_class == 6 and r.penetration == 5 and r.penetrated is False
    assert r.result is FireResult.NO_EFFECT


def test_basic_turret_hits_are_always_frontal(df) -> None:  # type: ignore[no-untyped-def]
    r = resolve_direct_fire(shot(tank(rear_in_view=True), range_yards=900), ScriptedDice([10, 2]), df)
    assert r.location is HitLocation.TURRET and r.aspect is Aspect.FRONT and r.armor_face == "turret_front"
    assert r.armor_class == 4 and r.penetrated and r.result is FireResult.DESTROYED
    hull = resolve_direct_fire(shot(tank(rear_in_view=True), range_yards=900), ScriptedDice([10, 5]), df)
    assert hull.aspect is Aspect.SIDE and hull.armor_face == "hull_side"


def test_advanced_rear_hits_read_side_armour(df) -> None:  # type: ignore[no-untyped-def]
    r = resolve_direct_fire(shot(tank(sector=Sector.REAR), advanced=True, range_yards=900), ScriptedDice([10, 1]), df)
    assert r.aspect is Aspect.REAR and r.armor_face == "turret_side" and r.armor_class == 3


def test_a_turretless_vehicle_takes_a_turret_result_on_its_hull(df) -> None:  # type: ignore[no-untyped-def]
    assault_gun = tank(turret=False, armor=ArmorClasses(hull_front=6, hull_side=2))
    r = resolve_direct_fire(shot(assault_gun, range_yards=900), ScriptedDice([10, 3]), df)
    assert r.rolled_location is HitLocation.TURRET and r.location is HitLocation.HULL
    assert r.armor_face == "hull_front" and r.result is FireResult.NO_EFFECT


def test_basic_suspension_hit_immobilizes_for_the_battle(df) -> None:  # type: ignore[no-untyped-def]
    dice = ScriptedDice([10, 8])
    r = resolve_direct_fire(shot(), dice, df)
    assert r.location is HitLocation.SUSPENSION and r.result is FireResult.IMMOBILIZED
    assert r.immobile_turns is None and r.suspension is SuspensionDamage.IMMOBILIZED and r.armor_class is None
    assert len(dice.history) == 2


@pytest.mark.parametrize(
    "face, result, turns",
    [
        (2, FireResult.NO_EFFECT, None),
        (3, FireResult.IMMOBILIZED, 10),
        (6, FireResult.IMMOBILIZED, 20),
        (9, FireResult.IMMOBILIZED, None),
        (10, FireResult.NO_EFFECT, None),
    ],
)
def test_advanced_suspension_damage(df, face, result, turns) -> None:  # type: ignore[no-untyped-def]
    dice = ScriptedDice([10, 9, face])
    r = resolve_direct_fire(shot(advanced=True), dice, df)
    assert r.result is result and r.immobile_turns == turns
    assert [d.purpose for d in dice.history][-1].startswith("suspension damage")


def test_suspension_results_against_a_defilade_target_are_a_miss(df) -> None:  # type: ignore[no-untyped-def]
    for advanced in (False, True):
        dice = ScriptedDice([10, 9])
        r = resolve_direct_fire(shot(tank(defilade=True), advanced=advanced), dice, df)
        assert r.result is FireResult.MISS and not r.hit and r.location is HitLocation.SUSPENSION
        assert len(dice.history) == 2  # no damage die


def test_suspension_shot_adds_one(df) -> None:  # type: ignore[no-untyped-def]
    r = resolve_direct_fire(shot(suspension_shot=True), ScriptedDice([10, 7]), df)
    assert r.location is HitLocation.SUSPENSION and r.location_roll == 7
    r = resolve_direct_fire(shot(suspension_shot=True), ScriptedDice([10, 10]), df)  # 0 reads 10, +1 = 11
    assert r.location is HitLocation.SUSPENSION


@pytest.mark.parametrize(
    "location_face, damage_face, letter",
    [
        (5, 1, CampaignDamage.X),
        (5, 4, CampaignDamage.T),
        (5, 10, CampaignDamage.E),
        (2, 7, CampaignDamage.T),
        (9, 3, CampaignDamage.E),
    ],
)
def test_campaign_damage(df, location_face, damage_face, letter) -> None:  # type: ignore[no-untyped-def]
    dice = ScriptedDice([10, location_face, damage_face])
    r = resolve_direct_fire(shot(tank(sector=Sector.LEFT), advanced=True, campaign=True), dice, df)
    assert r.campaign is letter and r.result is FireResult(letter.value) and r.damage_roll == damage_face
    assert dice.history[-1].purpose.startswith("campaign damage")


def test_campaign_hit_that_does_not_penetrate_rolls_no_damage(df) -> None:  # type: ignore[no-untyped-def]
    dice = ScriptedDice([10, 5])
    r = resolve_direct_fire(shot(campaign=True, range_yards=900), dice, df)
    assert r.result is FireResult.NO_EFFECT and len(dice.history) == 2


def test_a_hit_on_a_gun_destroys_it_without_a_location(df) -> None:  # type: ignore[no-untyped-def]
    dice = ScriptedDice([40])
    r = resolve_direct_fire(shot(Target("g1", TargetKind.GUN, anti_tank_gun=True)), dice, df)
    assert r.chance == 55 and r.hit and r.location is None and r.result is FireResult.DESTROYED
    assert len(dice.history) == 1


def test_every_step_is_explained(df) -> None:  # type: ignore[no-untyped-def]
    r = resolve_direct_fire(shot(advanced=True), ScriptedDice([10, 9, 4]), df)
    titles = [t for t, _ in r.sections]
    assert titles == ["Firer and target", "To hit (2.2)", "Hit location (2.4)", "Suspension hit damage (2.5)"]
    kinds = {type(s).__name__ for s in r.steps}
    assert {"RollStep", "TableStep", "ModifierStep", "NoteStep"} <= kinds


def test_a_vehicle_target_needs_its_armour() -> None:
    with pytest.raises(DirectFireError):
        Target("t1", TargetKind.VEHICLE)


def test_squad_weapons_fire_through_the_same_path(df) -> None:  # type: ignore[no-untyped-def]
    """3.4: the bazooka's printed 75/6 at 100 yards, 40/6 at 150."""
    bazooka = Weapon(
        '2.36" Bazooka',
        60,
        (RangeBand(max_yards=100, hit=75, pen=6), RangeBand(max_yards=150, hit=40, pen=6)),
        squad=True,
    )
    s = shot(firer=Firer("b1", bazooka, weapon_system=True), range_yards=120, advanced=True)
    odds = to_hit(s, df)
    assert odds.base == 40 and odds.band.pen == 6
    assert odds.steps[0].rule == "3.4"
    r = resolve_direct_fire(replace(s, target=tank(sector=Sector.FRONT)), ScriptedDice([30, 6]), df)
    assert r.hit and r.armor_class == 6 and r.penetrated and r.result is FireResult.DESTROYED
