"""The aircraft of the catalogue (rule 5), generated from resources/reference/aircraft.yaml, and the anti-aircraft
data (5.6) the AA guns and vehicles get from their figures: conversions, coverage per nation, documentation."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from morefire_gui.io import catalogue_build as build
from morefire_gui.rules.catalogue.entries import AaWeapon, AircraftRole, Catalogue, GunRole, UnitKind, VehicleRole
from morefire_gui.rules.catalogue.vehicle_conversion import points_breakdown, points_for
from morefire_gui.rules.catalogue.vehicle_reference import ReferenceFile
from morefire_gui.rules.tables import RuleTables

DOC = Path(__file__).resolve().parents[2] / "docs" / "vehicle-reference.md"
NATIONS = ["germany", "italy", "france", "poland", "hungary", "japan", "usa", "britain", "ussr"]
NAMED = {
    "ju87d": "Ju 87",
    "fw190f8": "Fw 190 F",
    "hs129b": "Hs 129",
    "il2": "Il-2",
    "p47d": "P-47",
    "typhoon": "Typhoon",
    "hurricane2c": "Hurricane IIc",
    "jp_ki51": "Ki-51",
}


def aircraft(catalogue: Catalogue) -> list:  # type: ignore[type-arg]
    return [e for e in catalogue if e.kind is UnitKind.AIRCRAFT]


@pytest.mark.parametrize("nation", NATIONS)
def test_at_least_two_aircraft_per_nation(nation: str, catalogue: Catalogue) -> None:
    own = [e for e in aircraft(catalogue) if e.nation == nation]
    assert len(own) >= 2, nation


@pytest.mark.parametrize(("ident", "name"), NAMED.items())
def test_the_ground_attack_classics(ident: str, name: str, catalogue: Catalogue) -> None:
    entry = catalogue[ident]
    assert entry.kind is UnitKind.AIRCRAFT and name in entry.name
    assert isinstance(entry.role, AircraftRole) and entry.aircraft is not None and entry.points > 0


def test_the_conversion_of_an_aircraft(catalogue: Catalogue, tables: RuleTables) -> None:
    p47 = catalogue["p47d"]
    assert p47.aircraft.speed_mph == 426 and p47.aircraft.bombs.count == 2
    assert p47.aircraft.bombs.kg == 227  # 500 lb, 0.45359237 kg to the lb, whole kg
    assert [(g.calibre_mm, g.count) for g in p47.aircraft.guns] == [(12.7, 8)]
    assert catalogue["ju87d"].aircraft.speed_mph == 255  # 410 km/h
    assert catalogue["ju87d"].aircraft.dive_bomber and not catalogue["il2"].aircraft.dive_bomber
    # (20 + 8 x 4 for the .50s + 8 x 4.54 for 454 kg of bombs) x 1.2 for its speed = 106.1 -> 105
    breakdown = points_breakdown(p47, tables.conversion)
    assert (breakdown.base, breakdown.firepower, round(breakdown.bombs, 2), breakdown.mobility) == (20, 32, 36.32, 1.2)
    assert p47.points == points_for(p47, tables.conversion) == 105


def test_every_aircraft_flew_in_the_war(catalogue: Catalogue) -> None:
    for e in aircraft(catalogue):
        assert 1935 <= e.years[0] <= e.years[1] <= 1945, e.id
        assert e.aircraft.guns or e.aircraft.bombs, e.id


AA_UNITS = {
    "flak38": (AaWeapon.LIGHT, 1, 2406),
    "flak36": (AaWeapon.HEAVY, 1, 8749),
    "sdkfz7_1": (AaWeapon.LIGHT, 4, 2406),
    "wirbelwind": (AaWeapon.LIGHT, 4, 2406),
    "m16_mgmc": (AaWeapon.MG, 4, 1094),
    "m1_40mm": (AaWeapon.LIGHT, 1, 4156),
    "k52_85mm": (AaWeapon.HEAVY, 1, 8749),
    "uk_37in_aa": (AaWeapon.HEAVY, 1, 9843),
}


@pytest.mark.parametrize(("ident", "expected"), AA_UNITS.items())
def test_aa_guns_and_vehicles_get_their_aa_fire(
    ident: str, expected: tuple[AaWeapon, int, int], catalogue: Catalogue
) -> None:
    aa = catalogue[ident].aa
    assert aa is not None and (aa.weapon, aa.barrels, aa.ceiling_yards) == expected


def test_every_aa_unit_has_aa_fire_and_no_other_has(catalogue: Catalogue) -> None:
    for e in catalogue:
        is_aa = (e.kind is UnitKind.GUN and e.gun is not None and e.gun.role is GunRole.AA) or (
            e.kind is UnitKind.VEHICLE and e.role is VehicleRole.AA
        )
        assert (e.aa is not None) == is_aa, e.id


def test_the_aircraft_reference_is_a_reference_file() -> None:
    loaded = build.read_reference(build.reference_dir() / "aircraft.yaml")
    assert isinstance(loaded.reference, ReferenceFile) and not loaded.reference.vehicles
    assert len(loaded.reference.aircraft) >= 18


def test_a_bad_aircraft_figure_names_its_line_and_key(tmp_path: Path) -> None:
    from morefire_gui.errors import DataFileError

    mine = tmp_path / "planes.yaml"
    mine.write_text(
        "title: Mine\nnation: germany\naircraft:\n  - id: x\n    name: X\n    short: X\n"
        "    role: fighter\n    years: [1940, 1941]\n    speed: {kmh: 400, mph: 250}\n"
        "    guns: [{name: MG, calibre_mm: 7.92}]\n    source: mine\n",
        encoding="utf-8",
    )
    with pytest.raises(DataFileError) as info:
        build.read_reference(mine)
    problem = info.value.problems[0]
    assert (problem.line, problem.key) == (9, "aircraft[0].speed") and "give the top speed once" in problem.message


def test_the_documented_aircraft_are_the_catalogue(catalogue: Catalogue) -> None:
    """Every aircraft is listed in docs/vehicle-reference.md with the points it has."""
    text = DOC.read_text(encoding="utf-8")
    rows = {m.group(1): m.group(2) for m in re.finditer(r"^\| `([^`]+)` \|.*\| (\d+) \|$", text, re.MULTILINE)}
    for e in aircraft(catalogue):
        assert rows.get(e.id) == str(e.points), f"{e.id}: update the aircraft in docs/vehicle-reference.md"
