"""The bundled catalogue is generated from the vehicle reference and never typed twice: the committed files
equal a fresh generation, the output is deterministic, every entry loads strictly, and the reference covers
what the vehicle reference of the rules covers. Also rule 3.4's squad anti-tank weapons, typed as printed,
and a player's own reference and catalogue files."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
import yaml

from morefire_gui.cli import main as morefire
from morefire_gui.errors import DataFileError
from morefire_gui.io import catalogue_build as build
from morefire_gui.io.resources import load_catalogue, read_catalogue_file, resource_root
from morefire_gui.rules.catalogue.entries import Catalogue, GunRole, UnitKind, VehicleRole
from morefire_gui.rules.catalogue.vehicle_conversion import points_for
from morefire_gui.rules.tables import RuleTables

CATALOGUE = resource_root() / "catalogue"
REFERENCE = resource_root() / "reference"


@pytest.fixture(scope="module")
def generated() -> dict[str, str]:
    return build.generate()


# -- generated, never typed twice --------------------------------------------------------------------------------


def test_every_reference_file_makes_a_catalogue_file(generated: dict[str, str]) -> None:
    assert sorted(generated) == sorted(p.name for p in REFERENCE.glob("*.yaml"))
    assert {
        "germany.yaml",
        "ussr.yaml",
        "usa.yaml",
        "britain.yaml",
        "italy.yaml",
        "france.yaml",
        "japan.yaml",
        "poland.yaml",
        "hungary.yaml",
        "transports.yaml",
    } <= set(generated)


def test_the_committed_catalogue_is_a_fresh_generation(generated: dict[str, str]) -> None:
    """Edit resources/reference/ and run `python -m morefire_gui.io.catalogue_build`; never the output."""
    for name, text in generated.items():
        assert (CATALOGUE / name).read_text(encoding="utf-8") == text, f"resources/catalogue/{name} is stale"
    assert build.stale_files(generated) == []
    assert build.main(["--check"]) == 0


def test_generation_is_deterministic(generated: dict[str, str]) -> None:
    assert build.generate() == generated


def test_each_generated_file_says_where_it_comes_from(generated: dict[str, str]) -> None:
    for name, text in generated.items():
        first = text.splitlines()[0]
        assert first == f"# Generated from resources/reference/{name} by `python -m morefire_gui.io.catalogue_build`"
        assert "edit the reference, not this file" in text.splitlines()[1]


def test_the_hand_typed_files_are_not_generated() -> None:
    for name in build.HAND_TYPED:
        assert (CATALOGUE / name).is_file()
        assert not (REFERENCE / name).exists()
        assert not (CATALOGUE / name).read_text(encoding="utf-8").startswith(build.GENERATED_MARK)


def test_a_stale_or_orphaned_file_is_reported(generated: dict[str, str]) -> None:
    changed = {**generated, "germany.yaml": generated["germany.yaml"] + "# edited\n"}
    assert build.stale_files(changed) == ["germany.yaml"]
    assert build.stale_files({k: v for k, v in generated.items() if k != "japan.yaml"}) == ["japan.yaml"]


@pytest.mark.parametrize("name", sorted(p.name for p in REFERENCE.glob("*.yaml")))
def test_every_generated_entry_loads_strictly_and_round_trips(name: str, tables: RuleTables) -> None:
    loaded = build.read_reference(REFERENCE / name)
    guns = build.check_references(build.bundled_references(), tables)
    entries = build.build_entries(loaded, guns, tables)
    assert read_catalogue_file(CATALOGUE / name, f"resources/catalogue/{name}") == entries
    for entry in entries:
        assert entry.points == points_for(entry, tables.conversion) > 0
        assert entry.source


# -- what the reference covers -------------------------------------------------------------------------------------

MINIMUM_VEHICLES = {
    "germany": 30,
    "ussr": 20,
    "usa": 20,
    "britain+commonwealth": 20,
    "italy": 10,
    "france": 10,
    "japan": 10,
    "poland": 5,
    "hungary": 5,
}
FIGHTING_ROLES = {
    VehicleRole.TANK,
    VehicleRole.TANK_DESTROYER,
    VehicleRole.ASSAULT_GUN,
    VehicleRole.SELF_PROPELLED_GUN,
    VehicleRole.ARMOURED_CAR,
    VehicleRole.HALFTRACK,
    VehicleRole.AA,
}


def vehicles(catalogue: Catalogue) -> list:  # type: ignore[type-arg]
    return [e for e in catalogue if e.kind is UnitKind.VEHICLE]


@pytest.mark.parametrize(("nation", "minimum"), MINIMUM_VEHICLES.items())
def test_vehicles_per_nation(nation: str, minimum: int, catalogue: Catalogue) -> None:
    nations = {"britain", "commonwealth"} if nation == "britain+commonwealth" else {nation}
    fighting = [e for e in vehicles(catalogue) if e.nation in nations and e.role in FIGHTING_ROLES]
    assert len(fighting) >= minimum
    roles = Counter(e.role for e in fighting)
    assert roles[VehicleRole.TANK] >= 1


def test_every_kind_of_fighting_vehicle_is_there(catalogue: Catalogue) -> None:
    roles = {e.role for e in vehicles(catalogue)}
    assert FIGHTING_ROLES | {VehicleRole.TRANSPORT} <= roles


def test_transports(catalogue: Catalogue) -> None:
    transports = [e for e in vehicles(catalogue) if e.role is VehicleRole.TRANSPORT]
    assert len(transports) >= 12
    assert {"opel_blitz", "gaz_aa", "jeep", "universal_carrier", "gmc_cckw", "sdkfz7"} <= {e.id for e in transports}
    assert all(e.vehicle is not None for e in transports)
    assert sum(1 for e in transports if e.vehicle and e.vehicle.transport > 0) >= 12


ARMIES = ["germany", "ussr", "usa", "britain", "italy", "france", "japan", "poland", "hungary"]


@pytest.mark.parametrize("nation", ARMIES)
def test_every_army_has_its_towed_guns(nation: str, catalogue: Catalogue) -> None:
    """Anti-tank, anti-aircraft and artillery (field, infantry, howitzer) guns each army fielded: its own,
    or others' it used (their ``users``)."""
    guns = [e for e in catalogue.for_nation(nation, fielded=True) if e.kind is UnitKind.GUN]
    roles = {e.gun.role for e in guns if e.gun is not None}
    assert GunRole.ANTI_TANK in roles and GunRole.AA in roles
    assert roles & {GunRole.FIELD, GunRole.HOWITZER, GunRole.INFANTRY}


def test_every_entry_has_years_in_service(catalogue: Catalogue) -> None:
    for e in catalogue:
        assert 1897 <= e.years[0] <= e.years[1] <= 1945, e.id


def test_ids_are_unique_across_files(catalogue: Catalogue) -> None:
    ids = [entry.id for path in sorted(CATALOGUE.glob("*.yaml")) for entry in read_catalogue_file(path)]
    assert len(ids) == len(set(ids)) == len(catalogue)


def test_nations_and_users_are_nations_of_the_rules(catalogue: Catalogue, tables: RuleTables) -> None:
    known = set(tables.nations.nations)
    for e in catalogue:
        assert e.nation == "all" or e.nation in known, e.id
        assert set(e.users) <= known, e.id
        assert e.nation not in e.users, e.id


# The ids and counter labels the demo battle and the board were built with.
KEPT = {
    "pz6e": "Tiger I",
    "pz4h": "Pz IV H",
    "stug3g": "StuG III",
    "sdkfz251": "SdKfz 251",
    "opel_blitz": "Opel",
    "pak40": "PaK 40",
    "grw34": "8cm mort",
    "lefh18": "leFH 18",
    "t34_76_43": "T-34/76",
    "kv1s": "KV-1S",
    "su76m": "SU-76M",
    "t70": "T-70",
    "gaz_aa": "GAZ-AA",
    "zis3": "ZiS-3",
    "m42_45mm": "45mm AT",
    "pm38": "120 mort",
    "bm37": "82 mort",
}


@pytest.mark.parametrize(("unit_type", "short"), KEPT.items())
def test_the_demo_types_keep_their_ids_and_labels(unit_type: str, short: str, catalogue: Catalogue) -> None:
    assert catalogue[unit_type].short == short


def test_the_demo_battle_still_validates(demo_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert morefire(["validate", str(demo_path)]) == 0
    assert "valid" in capsys.readouterr().out


def test_a_few_conversions_in_the_bundled_catalogue(catalogue: Catalogue) -> None:
    """Spot checks against the figures, worked by hand in docs/vehicle-reference.md."""
    tiger = catalogue["pz6e"]
    assert tiger.vehicle is not None and tiger.footprint == (0.87, 0.49)
    a = tiger.vehicle.armor
    assert (a.turret_front, a.turret_side, a.hull_front, a.hull_side) == (7, 6, 6, 6)
    assert tiger.vehicle.silhouette.value == "high" and tiger.points == 215
    sherman = catalogue["m4a1"]
    band_1500 = next(b for b in sherman.guns[0].bands if b.max_yards == 1500)
    assert (band_1500.hit, band_1500.pen) == (5, 4)  # the rules' 13-rounds-at-1500-yards fact
    tiger2 = catalogue["pz6b"].vehicle
    assert tiger2 is not None and tiger2.armor.hull_front == 11


# -- rule 3.4, typed as printed ----------------------------------------------------------------------------------

# Type, Nation, then "hit/pen" at 100, 150, 200, 300 and 500 yards; "-" where the rule prints none.
SQUAD_AT = [
    ("bazooka", "usa", '2.36" Bazooka', ["75/6", "40/6", "10/6", "5/6", "5/6"]),
    ("rifle_grenade_us", "usa", "Rifle Grenade (US)", ["40/5", "-", "-", "-", "-"]),
    ("piat", "britain", "PIAT", ["40/6", "10/6", "-", "-", "-"]),
    ("antitank_rifle", "all", "AT Rifle", ["85/2", "50/2", "15/1", "10/1", "5/1"]),
    ("pzfaust60", "germany", "Panzerfaust 60", ["5/11", "-", "-", "-", "-"]),
    ("pzfaust100", "germany", "Panzerfaust 100", ["10/11", "5/11", "-", "-", "-"]),
    ("rifle_grenade_ge", "germany", "Rifle Grenade (German)", ["40/4", "10/4", "5/4", "-", "-"]),
    ("pzb39", "germany", "PzBuchse 39", ["85/2", "50/2", "15/1", "10/1", "5/1"]),
    ("pzschreck43", "germany", "PzSchreck 43", ["25/11", "5/11", "-", "-", "-"]),
    ("pzschreck54", "germany", "PzSchreck 54", ["50/11", "20/11", "5/11", "-", "-"]),
]
COLUMNS = [100, 150, 200, 300, 500]
CELLS = [(unit, nation, gun, yards, cell) for unit, nation, gun, row in SQUAD_AT for yards, cell in zip(COLUMNS, row)]


@pytest.fixture(scope="module")
def squad_at() -> dict[str, object]:
    return {e.id: e for e in read_catalogue_file(CATALOGUE / "squad_at.yaml", "resources/catalogue/squad_at.yaml")}


@pytest.mark.parametrize(("unit", "nation", "gun", "yards", "cell"), CELLS, ids=[f"{c[0]}-{c[3]}yd" for c in CELLS])
def test_every_printed_cell_of_rule_3_4(
    unit: str, nation: str, gun: str, yards: int, cell: str, squad_at: dict
) -> None:  # type: ignore[type-arg]
    entry = squad_at[unit]
    assert entry.nation == nation and entry.kind is UnitKind.INFANTRY and entry.role == "at_weapon"
    (weapon,) = entry.guns
    assert weapon.name == gun
    band = next((b for b in weapon.bands if b.max_yards == yards), None)
    if cell == "-":
        assert band is None
    else:
        assert band is not None and f"{band.hit}/{band.pen}" == cell


def test_rule_3_4_has_no_other_rows_or_columns(squad_at: dict, tables: RuleTables) -> None:  # type: ignore[type-arg]
    assert sorted(squad_at) == sorted(row[0] for row in SQUAD_AT)
    for entry in squad_at.values():
        assert {b.max_yards for b in entry.guns[0].bands} <= set(COLUMNS)
        assert entry.infantry.max_range == max(b.max_yards for b in entry.guns[0].bands)
        assert entry.points == points_for(entry, tables.conversion)


# -- a player's own files ------------------------------------------------------------------------------------------

USER_REFERENCE = """\
title: My vehicles
nation: germany
guns:
  my_gun:
    name: 7.5cm KwK 40 L/48 (late ammunition)
    calibre_mm: 75
    muzzle_velocity_ms: 790
    penetration: {angle: 30, m: {100: 110, 500: 100, 1000: 89}}
    max_range_m: 2000
    source: my notes
vehicles:
  - id: pz4h
    name: Panzer IV Ausf. H (my correction)
    short: Pz IV H
    role: tank
    years: [1943, 1945]
    drive: tracked
    skirts: true
    armour:
      turret_front: {mm: 50, slope: 11}
      turret_side: {mm: 30, slope: 26}
      hull_front: {mm: 80, slope: 10}
      hull_side: {mm: 30}
    speed: {road_kmh: 38, cross_country_kmh: 25}
    dimensions: {length_m: 5.89, width_m: 2.88, height_m: 2.68}
    guns: [my_gun]
    mgs: [7.92, 7.92]
    source: my notes
  - id: pz4_bef
    name: Panzerbefehlswagen IV
    short: PzBef IV
    role: tank
    years: [1944, 1945]
    drive: tracked
    armour:
      turret_front: {mm: 50, slope: 11}
      turret_side: {mm: 30, slope: 26}
      hull_front: {mm: 80, slope: 10}
      hull_side: {mm: 30}
    speed: {road_kmh: 38}
    dimensions: {length_m: 5.89, width_m: 2.88, height_m: 2.68}
    guns: [kwk40_l48]
    mgs: [7.92]
    source: my notes
"""


def test_a_players_reference_becomes_a_user_catalogue(tmp_path: Path, catalogue: Catalogue) -> None:
    reference, output = tmp_path / "my_reference.yaml", tmp_path / "my_units.yaml"
    reference.write_text(USER_REFERENCE, encoding="utf-8")
    assert build.main(["--reference", str(reference), "--output", str(output)]) == 0
    text = output.read_text(encoding="utf-8")
    assert text.startswith(f"# Generated from {reference} by")
    merged = load_catalogue(output)
    assert merged["pz4h"].name == "Panzer IV Ausf. H (my correction)"
    assert merged["pz4h"].vehicle.speed.cross_country.value == "D"  # 25 km/h = 15.5 mph, rounded to 16
    assert merged["pz4h"].guns[0].name.endswith("(late ammunition)")
    assert merged["pz4_bef"].guns[0] == catalogue["pz4h"].guns[0]  # a bundled gun, by id
    assert merged.ids() == [*catalogue.ids(), "pz4_bef"]


def test_the_user_catalogue_format_is_the_generated_format(
    generated: dict[str, str], tmp_path: Path, catalogue: Catalogue
) -> None:
    """A generated entry, copied into a user file and edited, is a valid correction."""
    data = yaml.safe_load(generated["usa.yaml"])
    sherman = next(u for u in data["units"] if u["id"] == "m4a1")
    sherman["name"] = "M4A1 Sherman (with sandbags)"
    sherman["vehicle"]["armor"]["hull_front"] = 7
    user = tmp_path / "my_units.yaml"
    user.write_text(yaml.safe_dump({"units": [sherman]}, sort_keys=False), encoding="utf-8")
    merged = load_catalogue(user)
    assert merged["m4a1"].vehicle.armor.hull_front == 7
    assert merged["m4a1"].guns == catalogue["m4a1"].guns


@pytest.mark.parametrize(
    ("edit", "line", "key", "message"),
    [
        (("guns: [kwk40_l48]", "guns: [kwk40_l84]"), 42, "vehicles[1].guns[0]", "no gun figures with id 'kwk40_l84'"),
        (("nation: germany", "nation: germania"), 2, "nation", "unknown nation 'germania'"),
        (
            (
                "road_kmh: 38}\n    dimensions: {length_m: 5.89, width_m: 2.88, height_m: 2.68}\n    guns: [kwk",
                "road_kmh: 38, road_mph: 24}\n    dimensions: {length_m: 5.89, width_m: 2.88, height_m: 2.68}\n    guns: [kwk",
            ),
            40,
            "vehicles[1].speed",
            "give the road speed once",
        ),
        (
            (
                "slope: 26}\n      hull_front: {mm: 80, slope: 10}\n      hull_side: {mm: 30}\n    speed: {road_kmh: 38}",
                "slope: 26}\n      hull_front: {mm: 80, slope: 10}\n      hull_side: {mm: 30}\n    speed: {road_kph: 38}",
            ),
            40,
            "vehicles[1].speed.road_kph",
            "unknown key 'road_kph'",
        ),
    ],
)
def test_a_broken_reference_names_file_line_and_key(
    edit: tuple[str, str], line: int, key: str, message: str, tmp_path: Path
) -> None:
    assert edit[0] in USER_REFERENCE
    reference = tmp_path / "my_reference.yaml"
    reference.write_text(USER_REFERENCE.replace(edit[0], edit[1], 1), encoding="utf-8")
    with pytest.raises(DataFileError) as info:
        build.convert_user_reference(reference, tmp_path / "out.yaml")
    problem = info.value.problems[0]
    assert (problem.source, problem.line, problem.key) == (str(reference), line, key), str(info.value)
    assert message in problem.message
    assert not (tmp_path / "out.yaml").exists()  # nothing half-written


def test_duplicate_ids_and_guns_across_reference_files(tmp_path: Path, tables: RuleTables) -> None:
    a, b = tmp_path / "a.yaml", tmp_path / "b.yaml"
    a.write_text(USER_REFERENCE, encoding="utf-8")
    b.write_text(USER_REFERENCE.replace("title: My vehicles", "title: Again"), encoding="utf-8")
    with pytest.raises(DataFileError) as info:
        build.check_references([build.read_reference(a), build.read_reference(b)], tables)
    messages = [str(p) for p in info.value.problems]
    assert any("guns.my_gun: gun 'my_gun' is already given in" in m for m in messages)
    assert any("vehicles[0] (pz4h).id: 'pz4h' is already given in" in m for m in messages)


def test_reference_and_output_go_together(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        build.main(["--reference", "x.yaml"])
    assert "--reference and --output go together" in capsys.readouterr().err


def test_a_missing_reference_is_a_clear_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert build.main(["--reference", str(tmp_path / "gone.yaml"), "--output", str(tmp_path / "o.yaml")]) == 2
    assert f"{tmp_path / 'gone.yaml'}: no such file" in capsys.readouterr().err


# -- docs/vehicle-reference.md ---------------------------------------------------------------------------------

DOC = Path(__file__).resolve().parents[2] / "docs" / "vehicle-reference.md"


def test_the_documented_lists_are_the_catalogue(catalogue: Catalogue) -> None:
    """Every vehicle and towed gun is listed in docs/vehicle-reference.md, with the points it has."""
    import re

    text = DOC.read_text(encoding="utf-8")
    rows = {m.group(1): m.group(2) for m in re.finditer(r"^\| `([^`]+)` \|.*\| (\d+) \|$", text, re.MULTILINE)}
    listed_guns = {m.group(1): m.group(2) for m in re.finditer(r"`([^`]+)` [^;`]*? \((\d+)\)[;.]", text)}
    for e in catalogue:
        if e.kind is UnitKind.VEHICLE:
            assert rows.get(e.id) == str(e.points), f"{e.id}: update the list in docs/vehicle-reference.md"
        elif e.kind is UnitKind.GUN:
            assert listed_guns.get(e.id) == str(e.points), f"{e.id}: update the list in docs/vehicle-reference.md"
    assert set(rows) <= {e.id for e in catalogue}


def test_the_documented_user_file_is_valid(tmp_path: Path) -> None:
    text = DOC.read_text(encoding="utf-8")
    example = text.split("```yaml\n# my_units.yaml\n", 1)[1].split("```", 1)[0]
    user = tmp_path / "my_units.yaml"
    user.write_text(example, encoding="utf-8")
    merged = load_catalogue(user)
    assert merged["m4a1"].name == "M4A1 Sherman (sandbagged)" and merged["m4a1"].vehicle.armor.hull_front == 7


def test_roles_read_from_a_file_are_the_kinds_enums(catalogue: Catalogue) -> None:
    """So that ``entry.role is VehicleRole.HALFTRACK`` holds for a bundled entry (4.6's target classes)."""
    assert catalogue["sdkfz251"].role is VehicleRole.HALFTRACK
    assert catalogue["opel_blitz"].role is VehicleRole.TRANSPORT
    assert catalogue["flak38"].role is GunRole.AA and catalogue["wirbelwind"].role is VehicleRole.AA
    assert catalogue["bazooka"].role == "at_weapon"
