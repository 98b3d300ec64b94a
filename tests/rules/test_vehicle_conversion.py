"""From historical figures to the rules' terms (docs/vehicle-reference.md): speed codes by rule 1.2's MPH Conv
row, armour and penetration classes on the anchor points of rule 3.4, the hit-chance model and its
calibration on the rules' own facts, silhouettes, footprints, transport, machine guns and the points formula."""

from __future__ import annotations

import math
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from morefire_gui.rules.catalogue.entries import (
    ArmorClasses,
    CatalogueEntry,
    Gun,
    GunData,
    GunRole,
    RangeBand,
    Silhouette,
    Speed,
    UnitKind,
    VehicleData,
    VehicleRole,
)
from morefire_gui.rules.catalogue.vehicle_conversion import (
    ArmourTable,
    ConversionTables,
    HitModel,
    armour_class,
    calibrate_hit_model,
    effective_penetration_at,
    effective_thickness,
    footprint_inches,
    gun_bands,
    hit_percent,
    hit_probability,
    machine_gun_codes,
    model_fit,
    penetration_at,
    penetration_class,
    points_breakdown,
    points_for,
    silhouette_from_height,
    speed_codes,
    towed_entry,
    transport_counters,
    vehicle_entry,
)
from morefire_gui.rules.catalogue.vehicle_reference import (
    ArmourFigures,
    GunFigures,
    PenetrationFigures,
    Plate,
    ReferenceFile,
    SpeedFigures,
    TowedGunFigures,
    VehicleFigures,
)
from morefire_gui.rules.movement import MoveCode, code_for_mph
from morefire_gui.rules.tables import RuleTables


@pytest.fixture(scope="module")
def conversion(tables: RuleTables) -> ConversionTables:
    return tables.conversion


# -- 1.2 speed codes ---------------------------------------------------------------------------------------------

MPH_CASES = [  # every band of the MPH Conv row, at both ends, and the rounding between bands
    (0.4, "A"),
    (1, "A"),
    (5, "A"),
    (5.49, "A"),
    (5.5, "B"),
    (6, "B"),
    (10, "B"),
    (11, "C"),
    (15, "C"),
    (16, "D"),
    (20, "D"),
    (20.5, "E"),
    (21, "E"),
    (30, "E"),
    (31, "F"),
    (40, "F"),
    (41, "G"),
    (65, "G"),
]


@pytest.mark.parametrize(("mph", "code"), MPH_CASES)
def test_mph_to_code_for_every_band(mph: float, code: str, tables: RuleTables) -> None:
    assert code_for_mph(mph, tables.movement) is MoveCode(code)


def vehicle(**changes: Any) -> VehicleFigures:
    data: dict[str, Any] = {
        "id": "v",
        "name": "Test vehicle",
        "short": "Test",
        "role": "tank",
        "years": [1942, 1944],
        "drive": "tracked",
        "armour": {
            "turret_front": {"mm": 50},
            "turret_side": {"mm": 30},
            "hull_front": {"mm": 80, "slope": 10},
            "hull_side": {"mm": 30},
        },
        "speed": {"road_kmh": 38, "cross_country_kmh": 16},
        "dimensions": {"length_m": 5.89, "width_m": 2.88, "height_m": 2.68},
        "source": "test figures",
    }
    data.update(changes)
    return VehicleFigures.model_validate(data)


@pytest.mark.parametrize(
    ("speed", "drive", "wheels", "codes", "published"),
    [
        ({"road_kmh": 38, "cross_country_kmh": 16}, "tracked", None, ("B", "E"), True),  # 23.6 mph, 9.9 mph
        ({"road_kmh": 45, "cross_country_kmh": 20}, "tracked", None, ("C", "E"), True),  # Tiger: 28.0 / 12.4 mph
        ({"road_mph": 24}, "tracked", None, ("C", "E"), False),  # Sherman: 12 mph cross-country (x 0.5)
        ({"road_kmh": 80}, "wheeled", 4, ("D", "G"), False),  # 49.7 mph; 19.9 mph cross-country (x 0.4)
        ({"road_kmh": 52.5}, "halftrack", None, ("D", "F"), False),  # 32.6 mph; 16.3 mph (x 0.5)
        ({"road_mph": 7.7 / 1.609344}, "tracked", None, ("A", "A"), False),  # Renault FT, 4.8 mph
    ],
)
def test_speed_codes_from_road_and_cross_country_speeds(
    speed: dict[str, float],
    drive: str,
    wheels: int | None,
    codes: tuple[str, str],
    published: bool,
    conversion: ConversionTables,
    tables: RuleTables,
) -> None:
    extra = {"turret": False, "armour": {"hull_front": {"mm": 10}, "hull_side": {"mm": 10}}} if wheels else {}
    got = speed_codes(vehicle(speed=speed, drive=drive, wheels=wheels, **extra), conversion, tables.movement)
    assert (got.codes.cross_country.value, got.codes.road.value) == codes
    assert got.cross_country_published is published


def test_km_per_hour_are_statute_miles() -> None:
    assert SpeedFigures(road_kmh=1.609344).road == pytest.approx(1.0)
    assert SpeedFigures(road_mph=30, cross_country_kmh=32.18688).cross_country == pytest.approx(20.0)
    assert SpeedFigures(road_mph=30).cross_country is None


# -- 2.2 armour classes ----------------------------------------------------------------------------------------

THRESHOLDS = {1: 0, 2: 28, 3: 40, 4: 52, 5: 64, 6: 76, 7: 102, 8: 127, 9: 151, 10: 176, 11: 200}


def test_the_thresholds_are_those_documented(conversion: ConversionTables) -> None:
    assert conversion.armour.thresholds_mm == THRESHOLDS


@pytest.mark.parametrize("ac", range(1, 12))
def test_armour_class_at_each_threshold(ac: int, conversion: ConversionTables) -> None:
    low = THRESHOLDS[ac]
    assert armour_class(low, conversion.armour) == ac
    if ac > 1:
        assert armour_class(low - 0.01, conversion.armour) == ac - 1
    assert armour_class(1000, conversion.armour) == 11


@pytest.mark.parametrize(
    ("plate", "effective", "ac"),
    [
        (Plate(mm=0), 0, 1),  # a truck
        (Plate(mm=30), 30, 2),  # Panzer III F, all round
        (Plate(mm=80, slope=10), 81.2, 6),  # Panzer IV H hull front
        (Plate(mm=45, slope=60), 90.0, 6),  # T-34 glacis
        (Plate(mm=120), 120, 7),  # Tiger I mantlet
        (Plate(mm=80, slope=55), 139.5, 8),  # Panther glacis
        (Plate(mm=150, slope=50), 233.4, 11),  # Tiger II glacis
    ],
)
def test_effective_thickness_and_class(plate: Plate, effective: float, ac: int, conversion: ConversionTables) -> None:
    assert effective_thickness(plate) == pytest.approx(effective, abs=0.05)
    assert armour_class(effective_thickness(plate), conversion.armour) == ac


ANCHOR_CELLS = [
    # rule 3.4: AT Rifle ALL / PzBuchse 39 "85/2 50/2 15/1 10/1 5/1"
    (0, 100, 2),
    (0, 150, 2),
    (0, 200, 1),
    (0, 300, 1),
    (0, 500, 1),
    # 2.36" Bazooka AC 6, PIAT AC 6, PzFaust AC 11, PzSchreck AC 11
    (1, 100, 6),
    (1, 500, 6),
    (2, 100, 6),
    (2, 150, 6),
    (3, 100, 11),
    (3, 150, 11),
    (4, 200, 11),
]


@pytest.mark.parametrize(("anchor", "yards", "ac"), ANCHOR_CELLS)
def test_the_anchor_weapons_penetrate_what_the_rules_print(
    anchor: int, yards: int, ac: int, conversion: ConversionTables
) -> None:
    figures = conversion.armour.anchors[anchor].penetration
    assert penetration_class(effective_penetration_at(yards, figures), conversion.armour) == ac


def test_the_anchors_and_what_they_pin() -> None:
    """The thresholds are boxed in by the anchors: AC 2 between the AT rifle's mm at 200 and at 150 yards, AC 6
    at or below the bazooka's 76 mm, AC 7 above the PIAT's 4 inches, AC 11 at or below 200 mm."""
    rifle = PenetrationFigures(m={100: 30, 300: 25})
    assert effective_penetration_at(200, rifle) < THRESHOLDS[2] <= effective_penetration_at(150, rifle)
    assert THRESHOLDS[6] <= 76 < 101.6 < THRESHOLDS[7]
    assert THRESHOLDS[11] <= 200


def test_thresholds_that_break_an_anchor_are_refused(conversion: ConversionTables) -> None:
    data = conversion.armour.model_dump()
    data["thresholds_mm"] = {**THRESHOLDS, 7: 100}  # the PIAT's 101.6 mm would be AC 7
    with pytest.raises(ValidationError, match=r"anchor 'PIAT'.*give AC 7, the rules AC 6"):
        ArmourTable.model_validate(data)


@pytest.mark.parametrize(
    ("thresholds", "message"),
    [
        ({k: v for k, v in THRESHOLDS.items() if k != 5}, "every armour class"),
        ({**THRESHOLDS, 1: 5}, "starts at 0 mm"),
        ({**THRESHOLDS, 4: 40}, "must rise"),
    ],
)
def test_malformed_thresholds_are_refused(thresholds: dict[int, float], message: str) -> None:
    with pytest.raises(ValidationError, match=message):
        ArmourTable(thresholds_mm=thresholds)


# -- 2.2 penetration -------------------------------------------------------------------------------------------


def test_penetration_between_at_and_beyond_the_published_ranges() -> None:
    m = PenetrationFigures(angle=30, m={100: 106, 500: 96, 1000: 85, 1500: 74, 2000: 64})
    assert penetration_at(100 / 0.9144, m) == pytest.approx(106)
    assert penetration_at(50, m) == 106  # closer than the first figure: no gain assumed
    assert penetration_at(1000 / 0.9144, m) == pytest.approx(85)
    assert penetration_at(750 / 0.9144, m) == pytest.approx(90.5)  # half-way between 500 and 1000 m
    assert penetration_at(2500 / 0.9144, m) == pytest.approx(54)  # the last line carried on
    assert penetration_at(100000, m) == 0  # never below zero
    yd = PenetrationFigures(yd={500: 66, 1000: 60})
    assert penetration_at(750, yd) == pytest.approx(63)
    assert penetration_at(3000, PenetrationFigures(m={0: 76})) == 76  # a hollow charge


def test_effective_penetration_divides_by_the_test_plates_slope() -> None:
    figures = PenetrationFigures(angle=30, yd={1500: 55})
    assert effective_penetration_at(1500, figures) == pytest.approx(55 / math.cos(math.radians(30)))


@pytest.mark.parametrize("mm", [0, 27.9, 28, 63.9, 64, 101.9, 102, 199.9, 200, 500])
def test_penetration_and_armour_share_one_table(mm: float, conversion: ConversionTables) -> None:
    """A gun with pen N goes through a plate of AC N: the same thresholds read both ways."""
    assert penetration_class(mm, conversion.armour) == armour_class(mm, conversion.armour)


@pytest.mark.parametrize(
    ("figures", "message"),
    [
        ({"m": {100: 30}, "yd": {100: 30}}, "once"),
        ({}, "once"),
        ({"m": {}}, "at least one"),
        ({"m": {100: -1}}, "negative"),
    ],
)
def test_malformed_penetration_figures(figures: dict[str, Any], message: str) -> None:
    with pytest.raises(ValidationError, match=message):
        PenetrationFigures.model_validate(figures)


# -- 2.2 chance to hit -----------------------------------------------------------------------------------------

SHERMAN_75 = 2030 * 0.3048  # m/s


def test_the_sherman_needs_thirteen_rounds_at_1500_yards(conversion: ConversionTables) -> None:
    """Introduction: at 1500 yards a Sherman "had to fire 13 rounds at the target before it reached a 50%
    hit probability": 1 - (1 - p)^13 = 0.5 gives p = 5.19 %."""
    model = conversion.hit_chance
    p = hit_probability(1500, SHERMAN_75, model.range_error_k, model.laying_range_yards)
    assert p == pytest.approx(1 - 0.5 ** (1 / 13), abs=0.001)
    assert 1 - (1 - p) ** 13 == pytest.approx(0.5, abs=0.01)
    assert 1 - (1 - p) ** 12 < 0.5
    assert hit_percent(1500, SHERMAN_75, model) == 5


def test_the_stored_parameters_are_the_calibration(conversion: ConversionTables) -> None:
    """conversion.yaml holds what calibrate_hit_model() finds on the facts it lists, rounded."""
    model = conversion.hit_chance
    fit = calibrate_hit_model(model.calibration, model.max_percent)
    assert model.range_error_k == pytest.approx(fit.range_error_k, abs=0.0005)
    assert model.laying_range_yards == pytest.approx(fit.laying_range_yards, abs=0.5)
    assert fit.stationary_tank_probability == pytest.approx(model.calibration.stationary_tank.probability)


BAZOOKA_PRINTED = {100: 75, 150: 40, 200: 10, 300: 5, 500: 5}


def test_the_model_against_the_bazooka_row(conversion: ConversionTables) -> None:
    """The 3.4 bazooka row, reproduced to within 12 points a cell (the printed row falls faster than any
    smooth model between 150 and 200 yards, then levels at 5 %)."""
    ((weapon, cells),) = model_fit(conversion.hit_chance).rows
    assert "bazooka" in weapon
    assert {yards: printed for yards, printed, _ in cells} == BAZOOKA_PRINTED
    for yards, printed, model in cells:
        assert abs(model - printed) <= 12, (yards, printed, model)
    models = [model for _, _, model in cells]
    assert models == sorted(models, reverse=True)
    assert round(models[0]) in range(70, 80) and round(models[1]) in range(35, 45)


@given(st.floats(50, 5000), st.floats(50, 5000), st.floats(50, 1200))
def test_the_chance_falls_with_range_and_rises_with_velocity(a: float, b: float, v: float) -> None:
    near, far = sorted((a, b))
    assert hit_probability(far, v, 0.968, 779) <= hit_probability(near, v, 0.968, 779)
    assert hit_probability(far, v, 0.968, 779) <= hit_probability(far, v * 1.5, 0.968, 779)
    assert 0 <= hit_probability(far, v, 0.968, 779) <= 1


def test_no_base_chance_above_85(conversion: ConversionTables) -> None:
    """85 % is the highest chance the rules print (the AT rifle at 100 yards)."""
    assert hit_percent(100, 1000, conversion.hit_chance) == 85


def test_a_guns_bands(conversion: ConversionTables) -> None:
    kwk40 = GunFigures(
        name="7.5cm KwK 40 L/48",
        calibre_mm=75,
        muzzle_velocity_ms=790,
        penetration=PenetrationFigures(angle=30, m={100: 106, 500: 96, 1000: 85, 1500: 74, 2000: 64}),
        max_range_m=3000,
        source="test",
    )
    bands = gun_bands(kwk40, conversion)
    assert [b.max_yards for b in bands] == [250, 500, 750, 1000, 1500, 2000, 3000]
    assert [b.pen for b in bands] == [7, 7, 7, 6, 6, 6, 4]
    assert [b.hit for b in bands] == [85, 85, 61, 32, 8, 3, 1]
    # The range cut: a 2cm gun reaches 1000 m (1094 yd), so its bands stop at 1000 yd.
    kwk30 = kwk40.model_copy(update={"max_range_m": 1000})
    assert [b.max_yards for b in gun_bands(kwk30, conversion)] == [250, 500, 750, 1000]
    # A slow round loses its chance fast; bands where it rounds to 0 are left out.
    slow = kwk40.model_copy(update={"muzzle_velocity_ms": 150.0})
    assert [b.hit for b in gun_bands(slow, conversion)] == [44, 11, 3, 1]
    assert gun_bands(GunFigures(name="mortar", calibre_mm=81, source="test"), conversion) == ()


def test_a_gun_with_penetration_needs_velocity_and_range() -> None:
    with pytest.raises(ValidationError, match="muzzle velocity"):
        GunFigures(name="x", calibre_mm=75, penetration=PenetrationFigures(m={0: 50}), max_range_m=1000, source="s")
    with pytest.raises(ValidationError, match="furthest direct-fire range"):
        GunFigures(
            name="x", calibre_mm=75, penetration=PenetrationFigures(m={0: 50}), muzzle_velocity_ms=500, source="s"
        )
    assert GunFigures(name="x", calibre_mm=75, muzzle_velocity_fps=1000, source="s").muzzle_velocity == 304.8
    assert GunFigures(name="x", calibre_mm=75, max_range_yd=1500, source="s").max_range == 1500


# -- silhouette, footprint, transport, machine guns -----------------------------------------------------------


@pytest.mark.parametrize(
    ("height", "silhouette"),
    [
        (3.12, Silhouette.HIGH),
        (2.8, Silhouette.HIGH),
        (2.79, Silhouette.AVERAGE),
        (2.3, Silhouette.AVERAGE),
        (2.29, Silhouette.LOW),
        (1.9, Silhouette.LOW),
        (1.89, Silhouette.SMALL),
        (1.2, Silhouette.SMALL),
        (1.19, Silhouette.NONE),
        (0.8, Silhouette.NONE),
    ],
)
def test_silhouette_bands(height: float, silhouette: Silhouette, conversion: ConversionTables) -> None:
    assert silhouette_from_height(height, conversion.silhouette) is silhouette


@pytest.mark.parametrize(
    ("length", "width", "inches"),
    [
        (6.32, 3.56, (0.87, 0.49)),  # Tiger I
        (5.89, 2.88, (0.81, 0.40)),  # Panzer IV H
        (3.36, 1.57, (0.46, 0.22)),  # jeep
    ],
)
def test_footprint_at_1_285(length: float, width: float, inches: tuple[float, float]) -> None:
    assert footprint_inches(length, width, 285) == inches


@pytest.mark.parametrize(
    ("men", "counters"), [(0, 0), (2, 0), (3, 1), (4, 1), (5, 1), (7, 1), (8, 2), (10, 2), (12, 2), (13, 3), (20, 4)]
)
def test_transport_in_counters_of_five_men(men: int, counters: int) -> None:
    assert transport_counters(men, 5) == counters


def test_machine_guns_by_calibre(conversion: ConversionTables) -> None:
    assert machine_gun_codes([7.92, 7.62, 7.7, 8, 12.7, 13.2], conversion.machine_guns) == (
        "TMG",
        "TMG",
        "TMG",
        "TMG",
        "HMG",
        "HMG",
    )


# -- points ------------------------------------------------------------------------------------------------


def tank(
    armor: ArmorClasses,
    speed: tuple[str, str] = ("C", "E"),
    guns: tuple[Gun, ...] = (),
    mgs: tuple[str, ...] = (),
    **vehicle_changes: Any,
) -> CatalogueEntry:
    data = VehicleData(tracked=True, armor=armor, speed=Speed(cross_country=speed[0], road=speed[1]), **vehicle_changes)
    return CatalogueEntry(
        id="t",
        name="t",
        nation="germany",
        kind=UnitKind.VEHICLE,
        role=VehicleRole.TANK,
        footprint=(1, 0.5),
        vehicle=data,
        guns=guns,
        mgs=mgs,
    )


def test_points_of_a_tiger_term_by_term(conversion: ConversionTables) -> None:
    gun = Gun(
        name="8.8cm",
        calibre_mm=88,
        bands=(RangeBand(max_yards=500, hit=85, pen=8), RangeBand(max_yards=1000, hit=31, pen=7)),
    )
    entry = tank(
        ArmorClasses(turret_front=7, turret_side=6, hull_front=6, hull_side=6), guns=(gun,), mgs=("TMG", "TMG")
    )
    b = points_breakdown(entry, conversion)
    assert b.base == 5
    assert b.armour == 5 * ((7 - 1) + (6 - 1)) + 2 * ((6 - 1) + (6 - 1))  # 75
    assert b.firepower == pytest.approx((85 * 8 + 31 * 7) / 20)  # 44.85
    assert b.machine_guns == 2 * 4 * 2  # two TMGs of FIR 4
    assert b.mobility == pytest.approx(0.8 + 0.05 * 3 + 0.025 * 5)  # C and E
    assert b.total == 5 * round((5 + 75 + 44.85 + 16) * 1.075 / 5)  # 151.4 -> 150
    assert b.total == 150 and points_for(entry, conversion) == 150
    assert "mobility 1.075 = 150" in b.text()


@pytest.mark.parametrize(
    ("changes", "armour", "fire_factor"),
    [
        ({}, 5 * 10 + 2 * 6, 1.0),
        ({"open_top": True}, (5 * 10 + 2 * 6) * 0.5, 1.0),
        ({"turret": False}, 5 * 10 + 2 * 6, 0.85),
    ],
)
def test_open_tops_and_turretless_vehicles(
    changes: dict[str, Any], armour: float, fire_factor: float, conversion: ConversionTables
) -> None:
    gun = Gun(name="g", calibre_mm=75, bands=(RangeBand(max_yards=500, hit=50, pen=4),))
    if changes.get("turret") is False:
        ac = ArmorClasses(hull_front=6, hull_side=4)  # no turret: the hull counts twice
    else:
        ac = ArmorClasses(turret_front=6, turret_side=4, hull_front=6, hull_side=4)
    b = points_breakdown(tank(ac, guns=(gun,), **changes), conversion)
    assert b.armour == armour
    assert b.firepower == pytest.approx(50 * 4 / 20 * fire_factor)


def test_unarmoured_is_worth_no_armour_points(conversion: ConversionTables) -> None:
    truck = tank(ArmorClasses(hull_front=1, hull_side=1), speed=("D", "G"), turret=False, open_top=True, transport=4)
    b = points_breakdown(truck, conversion)
    assert (b.armour, b.firepower, b.transport) == (0, 0, 12)
    assert b.total == 20  # (5 + 12) x 1.175 = 19.98


@pytest.mark.parametrize(
    ("calibre", "artillery"),
    [(60, 20), (79, 20), (80, 35), (105, 35), (109, 35), (110, 50), (155, 50), (159, 50), (160, 70), (210, 70)],
)
def test_guns_that_fire_barrages_by_the_calibre_columns_of_4_5(
    calibre: float, artillery: float, conversion: ConversionTables
) -> None:
    gun = CatalogueEntry(
        id="g",
        name="g",
        nation="germany",
        kind=UnitKind.GUN,
        role=GunRole.HOWITZER,
        gun=GunData(role=GunRole.HOWITZER, calibre_mm=calibre),
    )
    b = points_breakdown(gun, conversion)
    assert (b.base, b.artillery, b.mobility) == (10, artillery, 0.6)
    assert b.total == max(5, 5 * math.floor((10 + artillery) * 0.6 / 5 + 0.5))


def test_an_anti_tank_gun_has_no_artillery_value(conversion: ConversionTables) -> None:
    gun = CatalogueEntry(
        id="g",
        name="g",
        nation="germany",
        kind=UnitKind.GUN,
        role=GunRole.ANTI_TANK,
        gun=GunData(role=GunRole.ANTI_TANK, calibre_mm=75),
        guns=(Gun(name="g", calibre_mm=75, bands=(RangeBand(max_yards=500, hit=80, pen=6),)),),
    )
    b = points_breakdown(gun, conversion)
    assert (b.artillery, b.firepower, b.total) == (0, 24, 20)  # (10 + 24) x 0.6 = 20.4


# -- whole entries ---------------------------------------------------------------------------------------------


def test_a_reference_vehicle_becomes_a_catalogue_entry(conversion: ConversionTables, tables: RuleTables) -> None:
    kwk40 = GunFigures(
        name="7.5cm KwK 40 L/48",
        calibre_mm=75,
        muzzle_velocity_ms=790,
        penetration=PenetrationFigures(angle=30, m={100: 106, 500: 96, 1000: 85, 1500: 74, 2000: 64}),
        max_range_m=3000,
        source="test",
    )
    fig = vehicle(skirts=True, guns=["kwk40"], mgs=[7.92, 7.92], users=["hungary"], passengers=0)
    entry = vehicle_entry(fig, "germany", {"kwk40": kwk40}, conversion, tables.movement)
    assert (entry.id, entry.nation, entry.kind, entry.role) == ("v", "germany", UnitKind.VEHICLE, VehicleRole.TANK)
    assert entry.footprint == (0.81, 0.40)
    v = entry.vehicle
    assert v is not None
    assert (v.armor.turret_front, v.armor.turret_side, v.armor.hull_front, v.armor.hull_side) == (3, 2, 6, 2)
    assert (v.tracked, v.wheels, v.skirts, v.turret, v.open_top) == (True, None, True, True, False)
    assert v.silhouette is Silhouette.AVERAGE and v.speed == Speed(cross_country="B", road="E")
    assert entry.mgs == ("TMG", "TMG") and entry.users == ("hungary",)
    assert [b.pen for b in entry.guns[0].bands] == [7, 7, 7, 6, 6, 6, 4]
    assert entry.points == points_for(entry, conversion) == 160
    assert entry.notes == ""  # both speeds were published


def test_a_derived_speed_is_noted(conversion: ConversionTables, tables: RuleTables) -> None:
    entry = vehicle_entry(vehicle(speed={"road_mph": 24}), "usa", {}, conversion, tables.movement)
    assert "cross-country speed not published: 0.5 x road speed" in entry.notes


def test_a_towed_gun_becomes_a_catalogue_entry(conversion: ConversionTables) -> None:
    mortar = TowedGunFigures(
        id="m", name="8cm mortar", short="8cm mort", role=GunRole.MORTAR, years=(1934, 1945), calibre_mm=81, source="s"
    )
    entry = towed_entry(mortar, "germany", {}, conversion)
    assert entry.kind is UnitKind.GUN and entry.gun == GunData(role=GunRole.MORTAR, calibre_mm=81)
    assert entry.guns == () and entry.footprint is None and entry.points == 25


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"drive": "wheeled"}, "number of wheels"),
        ({"wheels": 4}, "only a wheeled vehicle"),
        ({"armour": {"hull_front": {"mm": 10}, "hull_side": {"mm": 10}}}, "needs armour.turret_front"),
        ({"turret": False}, "only hull armour"),
        ({"years": [1944, 1942]}, r"\[first, last\]"),
        ({"speed": {"road_mph": 20, "road_kmh": 30}}, "road speed once"),
        ({"speed": {"cross_country_mph": 20}}, "road speed once"),
        ({"armour": {"turret_front": {"mm": 10}, "hull_front": {"mm": 10}, "hull_side": {"mm": 10}}}, "or neither"),
        ({"short": "Far too long a label"}, "at most 12"),
        (
            {
                "armour": {
                    "turret_front": {"mm": 10, "slope": 90},
                    "turret_side": {"mm": 10},
                    "hull_front": {"mm": 10},
                    "hull_side": {"mm": 10},
                }
            },
            "less than 90",
        ),
    ],
)
def test_inconsistent_reference_entries_are_refused(changes: dict[str, Any], message: str) -> None:
    with pytest.raises(ValidationError, match=message):
        vehicle(**changes)


def test_a_file_without_a_nation_needs_one_per_entry() -> None:
    with pytest.raises(ValidationError, match="every entry must: v"):
        ReferenceFile(title="t", vehicles=(vehicle(),))
    assert ReferenceFile(title="t", vehicles=(vehicle(nation="usa"),)).nation_of(vehicle(nation="usa")) == "usa"


def test_hit_model_bands_must_rise(conversion: ConversionTables) -> None:
    data = conversion.hit_chance.model_dump()
    with pytest.raises(ValidationError, match="must rise"):
        HitModel.model_validate({**data, "bands_yards": [500, 250]})


def test_armour_figures_keep_their_plates() -> None:
    figures = ArmourFigures(hull_front=Plate(mm=80, slope=55), hull_side=Plate(mm=40, slope=40))
    assert figures.turret_front is None and figures.hull_front.effective_mm == pytest.approx(139.47, abs=0.01)
