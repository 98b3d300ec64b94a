"""Rules 2.4-2.6, every row: hit location by d10 (with the suspension shot), suspension damage with its modifiers
and the table's ends, the campaign damage table cell by cell, and the minefield's automatic E."""

from __future__ import annotations

import pytest

from morefire_gui.rules.catalogue.entries import ArmorClasses
from morefire_gui.rules.dice import Die, DieRoll, ScriptedDice
from morefire_gui.rules.direct_fire.hit_location import armour_class, aspect_of_hit, read_hit_location
from morefire_gui.rules.direct_fire.terms import Aspect, CampaignDamage, HitLocation, Sector, SuspensionDamage
from morefire_gui.rules.direct_fire.vehicle_damage import (
    VehicleRunningGear,
    minefield_damage,
    penetrates,
    read_campaign_damage,
    read_suspension,
    suspension_damage,
)


@pytest.fixture(scope="module")
def df(tables):  # type: ignore[no-untyped-def]
    return tables.direct_fire


def d10(face: int) -> DieRoll:
    return DieRoll(Die.D10, face, "test")


T, H, S = HitLocation.TURRET, HitLocation.HULL, HitLocation.SUSPENSION
# 2.4 "1,2,3 Turret; 4,5,6,7 Hull; 8,9,0 ... Suspension" - the face printed 0 is the tenth face (read 10).
LOCATION = {1: T, 2: T, 3: T, 4: H, 5: H, 6: H, 7: H, 8: S, 9: S, 10: S}


@pytest.mark.parametrize("face", range(1, 11))
def test_hit_location_every_face(df, face) -> None:  # type: ignore[no-untyped-def]
    read = read_hit_location(d10(face), df.hit_location)
    assert read.reading == face and read.modified == face and read.location is LOCATION[face]


@pytest.mark.parametrize("face", range(1, 11))
def test_suspension_shot_adds_one_and_eleven_stays_suspension(df, face) -> None:  # type: ignore[no-untyped-def]
    read = read_hit_location(d10(face), df.hit_location, suspension_shot=True)
    assert read.modified == face + 1
    assert read.location is LOCATION[min(face + 1, 10)]
    assert any(getattr(s, "label", "").startswith("Suspension shot") for s in read.steps)


def test_the_face_printed_0_is_suspension(df) -> None:  # type: ignore[no-untyped-def]
    read = read_hit_location(d10(10), df.hit_location)
    assert read.roll.printed == "0" and read.location is S


@pytest.mark.parametrize("face", [1, 2, 3])
def test_turretless_vehicles_take_turret_results_on_the_hull(df, face) -> None:  # type: ignore[no-untyped-def]
    read = read_hit_location(d10(face), df.hit_location, has_turret=False)
    assert read.rolled is T and read.location is H


ARMOUR = ArmorClasses(turret_front=5, turret_side=3, hull_front=6, hull_side=2)


@pytest.mark.parametrize(
    "location, advanced, sector, rear_in_view, aspect, face, ac",
    [
        (T, False, None, False, Aspect.FRONT, "turret_front", 5),
        (T, False, None, True, Aspect.FRONT, "turret_front", 5),  # basic: the turret is always frontal
        (H, False, None, False, Aspect.FRONT, "hull_front", 6),
        (H, False, None, True, Aspect.SIDE, "hull_side", 2),  # the rear in the line of sight: side armour
        (T, True, Sector.FRONT, True, Aspect.FRONT, "turret_front", 5),
        (T, True, Sector.LEFT, False, Aspect.SIDE, "turret_side", 3),
        (T, True, Sector.RIGHT, False, Aspect.SIDE, "turret_side", 3),
        (T, True, Sector.REAR, False, Aspect.REAR, "turret_side", 3),  # rear reads the side
        (H, True, Sector.FRONT, False, Aspect.FRONT, "hull_front", 6),
        (H, True, Sector.LEFT, True, Aspect.SIDE, "hull_side", 2),
        (H, True, Sector.REAR, True, Aspect.REAR, "hull_side", 2),
    ],
)
def test_angle_of_fire_and_armour(location, advanced, sector, rear_in_view, aspect, face, ac) -> None:  # type: ignore[no-untyped-def]
    got, _ = aspect_of_hit(location, advanced=advanced, sector=sector, rear_in_view=rear_in_view)
    assert got is aspect
    assert armour_class(ARMOUR, location, got)[:2] == (ac, face)


@pytest.mark.parametrize(
    "pen, ac, through", [(1, 1, True), (5, 6, False), (6, 6, True), (11, 11, True), (10, 11, False)]
)
def test_penetration_is_pen_at_least_ac(pen, ac, through) -> None:  # type: ignore[no-untyped-def]
    assert penetrates(pen, ac) is through


# 2.5 "0-1-2 = No Damage; 3-4 = Immobile for 10 turns; 5-6 Immobile for 20 turns; 7-8-9 Immobilized for battle".
# The d10 reads its printed 0 as 0 here ("0-1-2").
SUSPENSION = {
    0: (SuspensionDamage.NO_DAMAGE, None),
    1: (SuspensionDamage.NO_DAMAGE, None),
    2: (SuspensionDamage.NO_DAMAGE, None),
    3: (SuspensionDamage.IMMOBILE, 10),
    4: (SuspensionDamage.IMMOBILE, 10),
    5: (SuspensionDamage.IMMOBILE, 20),
    6: (SuspensionDamage.IMMOBILE, 20),
    7: (SuspensionDamage.IMMOBILIZED, None),
    8: (SuspensionDamage.IMMOBILIZED, None),
    9: (SuspensionDamage.IMMOBILIZED, None),
}
TRACKED = VehicleRunningGear(tracked=True)


@pytest.mark.parametrize("face", range(1, 11))
def test_suspension_damage_every_row(df, face) -> None:  # type: ignore[no-untyped-def]
    out = read_suspension(d10(face), TRACKED, df.suspension)
    reading = 0 if face == 10 else face
    assert out.reading == reading and out.modified == reading
    assert (out.damage, out.turns) == SUSPENSION[reading]


# "Modifiers: 2-4 wheels..+2; 6-8 wheels..-1; Moving..+1; Skirt Armor.-3"
GEAR = [
    (VehicleRunningGear(tracked=False, wheels=2), {"2-4 wheels": 2}),
    (VehicleRunningGear(tracked=False, wheels=4), {"2-4 wheels": 2}),
    (VehicleRunningGear(tracked=False, wheels=6), {"6-8 wheels": -1}),
    (VehicleRunningGear(tracked=False, wheels=8), {"6-8 wheels": -1}),
    (VehicleRunningGear(tracked=False, wheels=10), {"6-8 wheels (10 wheels: the last row)": -1}),
    (VehicleRunningGear(tracked=True, moving=True), {"Moving": 1}),
    (VehicleRunningGear(tracked=True, skirts=True), {"Skirt Armor": -3}),
    (VehicleRunningGear(tracked=True, wheels=4), {}),  # a halftrack is tracked: no wheel modifier
    (
        VehicleRunningGear(tracked=False, wheels=4, moving=True, skirts=True),
        {"2-4 wheels": 2, "Moving": 1, "Skirt Armor": -3},
    ),
]


@pytest.mark.parametrize("gear, mods", GEAR)
def test_suspension_modifiers(df, gear, mods) -> None:  # type: ignore[no-untyped-def]
    out = read_suspension(d10(5), gear, df.suspension)
    assert {m.label: m.value for m in out.modifiers} == mods
    assert out.modified == 5 + sum(mods.values())


@pytest.mark.parametrize(
    "face, gear, modified, damage",
    [
        (10, VehicleRunningGear(tracked=True, skirts=True), -3, SuspensionDamage.NO_DAMAGE),  # below 0: the 0-1-2 row
        (9, VehicleRunningGear(tracked=False, wheels=4, moving=True), 12, SuspensionDamage.IMMOBILIZED),  # above 9
        (1, VehicleRunningGear(tracked=False, wheels=3), 3, SuspensionDamage.IMMOBILE),
        (7, VehicleRunningGear(tracked=True, skirts=True), 4, SuspensionDamage.IMMOBILE),
    ],
)
def test_modified_rolls_off_the_ends_use_the_end_rows(df, face, gear, modified, damage) -> None:  # type: ignore[no-untyped-def]
    out = read_suspension(d10(face), gear, df.suspension)
    assert out.modified == modified and out.damage is damage


def test_basic_suspension_hits_roll_no_die(df) -> None:  # type: ignore[no-untyped-def]
    dice = ScriptedDice([])
    out = suspension_damage(dice, TRACKED, df.suspension, "t1", advanced=False)
    assert out.damage is SuspensionDamage.IMMOBILIZED and out.turns is None and out.roll is None


# 2.6 "Hit Location 1 2 3 4 5 6 7 8 9 0 / TURRET X X X T T T T E E E / HULL X X X T T T E E E E /
# SUSPENSION X X E E E E E E E E" - the column 0 is the tenth face.
X, Tt, E = CampaignDamage.X, CampaignDamage.T, CampaignDamage.E
CAMPAIGN = {
    T: [X, X, X, Tt, Tt, Tt, Tt, E, E, E],
    H: [X, X, X, Tt, Tt, Tt, E, E, E, E],
    S: [X, X, E, E, E, E, E, E, E, E],
}


@pytest.mark.parametrize("location", [T, H, S])
@pytest.mark.parametrize("face", range(1, 11))
def test_campaign_damage_every_cell(df, location, face) -> None:  # type: ignore[no-untyped-def]
    out = read_campaign_damage(d10(face), location, df.campaign_damage)
    assert out.column == face and out.damage is CAMPAIGN[location][face - 1]
    assert out.steps[-1].column == ("0" if face == 10 else str(face))


def test_minefield_hits_are_an_automatic_e(df) -> None:  # type: ignore[no-untyped-def]
    out = minefield_damage(df.campaign_damage)
    assert out.damage is CampaignDamage.E and out.roll is None
    assert "automatic E" in out.steps[0].text()
