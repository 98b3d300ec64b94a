"""The battle file's artillery keys: registration points per side (4.2), batteries (4.11, 4.41, 4.7, 4.8), fire
missions in flight (4.12) and cleared minefields (3.61): they load into typed objects, save back equal, and
every way to get them wrong is reported at its line and key, with the rest of the file's problems.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from morefire_gui import __version__
from morefire_gui.errors import BattleFileError
from morefire_gui.io.battle_file import battle_to_yaml, check_battle, load_battle, parse_battle, save_battle
from morefire_gui.io.resources import bundled_catalogue, rule_tables
from morefire_gui.model.actions.artillery import ArtilleryOrder, SetUpBattery
from morefire_gui.model.artillery import BatteryKind, MissionOrder, ShiftYards
from morefire_gui.model.battle import Battle
from morefire_gui.rules.artillery.barrage import DeploymentState, Pattern
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.tables import RuleTables
from morefire_gui.session.battle_session import BattleSession
from tests.io.test_battle_file import DEMO, Case, check_one_problem, edit, load_error

# Line numbers matter: the cases below name them.
ART = """\
format: morefire-battle
version: 1
table: {width: 72, depth: 48}
settings: {advanced: true}
sides:
  - {id: axis, nation: germany, edge: north, registration_points: [{n: 1, at: [36, 24]}, {n: 2, at: [10, 40]}]}
  - {id: allies, nation: ussr, edge: south}
terrain:
  - {id: m1, kind: minefield, mines: at, polygon: [[30, 36], [36, 36], [36, 39], [30, 39]]}
units:
  - {id: g1, side: axis, type: lefh18, at: [30, 2]}
  - {id: g2, side: axis, type: lefh18, at: [32, 2]}
  - {id: mo, side: allies, type: bm37, at: [30, 46]}
  - {id: at1, side: axis, type: pak40, at: [20, 2]}
batteries:
  - {id: art1, side: axis, kind: on_board, units: [g1, g2]}
  - {id: art2, side: axis, kind: off_board, guns: 4, calibre_mm: 150, name: "I/AR 5"}
  - {id: nav, side: allies, kind: naval}
  - {id: mor, side: allies, kind: on_board, units: [mo], deployment: setting_up, turns_remaining: 2}
fire_missions:
  - {battery: art2, registration_point: 1, shifts: [{add_drop: 200, right_left: -100}], pattern: converged, called_turn: 2, impact_turn: 5}
  - {battery: nav, at: [40, 10], called_turn: 1, impact_turn: 5, order: repeat}
"""


def art(line: int, old: str, new: str, text: str = ART) -> str:
    return edit(line, old, new, text)


def test_the_artillery_keys_load_into_typed_objects(catalogue: Catalogue, tables: RuleTables) -> None:
    b = parse_battle(ART, "art.yaml", catalogue, tables)
    axis = b.side("axis")
    assert axis is not None and [(p.n, p.at) for p in axis.registration_points] == [(1, (36, 24)), (2, (10, 40))]
    assert axis.registration_point(2).at == (10, 40) and axis.registration_point(3) is None
    art1, art2, nav, mor = b.batteries
    assert (art1.kind, art1.units, art1.guns, art1.deployment) == (
        BatteryKind.ON_BOARD,
        ("g1", "g2"),
        None,
        DeploymentState.DEPLOYED,
    )
    assert (art2.kind, art2.guns, art2.calibre_mm, art2.label) == (BatteryKind.OFF_BOARD, 4, 150, "I/AR 5")
    assert (nav.kind, nav.guns, nav.mortar) == (BatteryKind.NAVAL, None, False)
    assert (mor.deployment, mor.turns_remaining) == (DeploymentState.SETTING_UP, 2)
    first, second = b.fire_missions
    assert b.fire_mission("art2") is first and b.battery("nav") is nav
    assert (first.registration_point, first.shifts, first.pattern, first.order) == (
        1,
        (ShiftYards(add_drop=200, right_left=-100),),
        Pattern.CONVERGED,
        MissionOrder.FIRE,
    )
    rules = first.to_rules()
    assert rules is not None and rules.shifts[0].text() == "A200 L100" and rules.impact_turn == 5
    assert (second.at, second.order, second.to_rules()) == ((40, 10), MissionOrder.REPEAT, None)


def test_the_artillery_keys_save_one_thing_to_a_line_and_load_back_equal(
    tmp_path: Path, catalogue: Catalogue, tables: RuleTables
) -> None:
    b = parse_battle(ART.replace("mines: at,", "mines: at, cleared: true,"), "art.yaml", catalogue, tables)
    assert b.piece("m1").cleared
    text = battle_to_yaml(b)
    lines = text.splitlines()
    assert lines[lines.index("batteries:") + 1] == "- {id: art1, side: axis, kind: on_board, units: [g1, g2]}"
    assert "- {id: nav, side: allies, kind: naval}" in lines
    assert any(line.startswith("- {id: m1, kind: minefield,") and line.endswith("cleared: true}") for line in lines)
    assert (
        "- {id: axis, nation: germany, edge: north, registration_points: [{n: 1, at: [36, 24]}, {n: 2, at: [10, "
        "40]}]}" in lines
    )
    path = tmp_path / "art.yaml"
    save_battle(b, path)
    assert (
        load_battle(path, catalogue, tables).model_dump()
        == b.model_copy(update={"app_version": __version__}).model_dump()
    )


def test_a_battle_without_artillery_is_written_as_before(catalogue: Catalogue, tables: RuleTables) -> None:
    text = battle_to_yaml(parse_battle(DEMO, "demo.yaml", catalogue, tables))
    for key in ("registration_points", "batteries", "fire_missions", "cleared", "deployment", "mortar"):
        assert key not in text


# -- problems, each at its line and key -------------------------------------------------------------------------

M21 = (
    "{battery: art2, registration_point: 1, shifts: [{add_drop: 200, right_left: -100}], pattern: converged, "
    "called_turn: 2, impact_turn: 5}"
)
CASES = [
    # registration points (4.2)
    Case(
        "point 11",
        art(6, "{n: 2,", "{n: 11,"),
        6,
        "sides[0].registration_points[1].n",
        r"^there is no fire registration point #11: a side plots up to 10, numbered 1-10 \(4.2\)$",
    ),
    Case(
        "point 0",
        art(6, "{n: 2,", "{n: 0,"),
        6,
        "sides[0].registration_points[1].n",
        r"^must be a whole number 1 or more \(found 0\)$",
    ),
    Case(
        "point twice",
        art(6, "{n: 2,", "{n: 1,"),
        6,
        "sides[0].registration_points[1].n",
        r"^registration point #1 is plotted twice \(also registration_points\[0\]\)$",
    ),
    Case(
        "point off the table",
        art(6, "at: [10, 40]", "at: [10, 49]"),
        6,
        "sides[0].registration_points[1].at",
        r"^registration point #2 10.0, 49.0 is off the table \(0-72 x 0-48 in\)$",
    ),
    Case(
        "point misspelt key",
        art(6, "{n: 2, at:", "{n: 2, att:"),
        6,
        "sides[0].registration_points[1].att",
        r"unknown key 'att' \(did you mean 'at'\?\)",
    ),
    Case(
        "point not a list",
        art(6, "registration_points: [{n: 1, at: [36, 24]}, {n: 2, at: [10, 40]}]", "registration_points: 3"),
        6,
        "sides[0].registration_points",
        r"^must be a list, written \[a, b, \.\.\.\] \(found 3\)$",
    ),
    # batteries
    Case(
        "battery id twice",
        art(16, "id: art1", "id: art2"),
        17,
        "batteries[1].id",
        r"^duplicate battery id 'art2' \(also batteries\[0\]\)$",
    ),
    Case(
        "battery id of a unit",
        art(19, "id: mor", "id: g1"),
        19,
        "batteries[3].id",
        r"^duplicate id 'g1' \(also units\[0\]\): batteries, terrain pieces and units share one set of ids$",
    ),
    Case("battery id of a piece", art(19, "id: mor", "id: m1"), 19, "batteries[3].id", r"also terrain\[0\]"),
    Case(
        "battery of an unknown side",
        art(17, "side: axis", "side: axes"),
        17,
        "batteries[1].side",
        r"^unknown side 'axes'; the sides are allies, axis$",
    ),
    Case(
        "battery of an unknown nation",
        art(17, "kind: off_board", "kind: off_board, nation: gremany"),
        17,
        "batteries[1].nation",
        r"unknown nation 'gremany' \(did you mean 'germany'\?\)",
    ),
    Case(
        "unknown kind",
        art(17, "kind: off_board", "kind: offboard"),
        17,
        "batteries[1].kind",
        r"^'offboard' is not one of the choices here; did you mean 'off_board'\?$",
    ),
    Case(
        "off-board without guns",
        art(17, "guns: 4, ", ""),
        17,
        "batteries[1].guns",
        r"^an off-board battery needs 'guns'$",
    ),
    Case(
        "off-board without calibre",
        art(17, "calibre_mm: 150, ", ""),
        17,
        "batteries[1].calibre_mm",
        r"^an off-board battery needs 'calibre_mm'$",
    ),
    Case(
        "no guns",
        art(17, "guns: 4", "guns: 0"),
        17,
        "batteries[1].guns",
        r"^must be a whole number 1 or more \(found 0\)$",
    ),
    Case(
        "calibre nan",
        art(17, "calibre_mm: 150", "calibre_mm: .nan"),
        17,
        "batteries[1].calibre_mm",
        r"not infinite or 'nan' \(found nan\)$",
    ),
    Case(
        "on-board with guns",
        art(16, "units: [g1, g2]", "units: [g1, g2], guns: 2"),
        16,
        "batteries[0].guns",
        r"an on-board battery's guns are its units: leave out 'guns'",
    ),
    Case(
        "on-board with a calibre",
        art(16, "units: [g1, g2]", "units: [g1, g2], calibre_mm: 105"),
        16,
        "batteries[0].calibre_mm",
        r"leave out 'calibre_mm'",
    ),
    Case(
        "on-board mortar flag",
        art(16, "units: [g1, g2]", "units: [g1, g2], mortar: true"),
        16,
        "batteries[0].mortar",
        r"leave out 'mortar' \(the catalogue says which guns are mortars\)",
    ),
    Case(
        "on-board without units",
        art(16, ", units: [g1, g2]", ""),
        16,
        "batteries[0].units",
        r"^an on-board battery lists its guns: 'units', the ids of one or more units$",
    ),
    Case(
        "on-board with no units",
        art(16, "units: [g1, g2]", "units: []"),
        16,
        "batteries[0].units",
        r"an on-board battery lists its guns",
    ),
    Case(
        "units of an off-board battery",
        art(17, "guns: 4,", "guns: 4, units: [g1],"),
        17,
        "batteries[1].units",
        r"^only on-board batteries list 'units' \(this one is off_board\)$",
    ),
    Case("a unit twice", art(16, "[g1, g2]", "[g1, g1]"), 16, "batteries[0].units", r"unit 'g1' is listed twice"),
    Case("an unknown unit", art(16, "[g1, g2]", "[g1, g3]"), 16, "batteries[0].units[1]", r"^unknown unit 'g3'$"),
    Case(
        "a unit of the other side",
        art(12, "side: axis", "side: allies"),
        16,
        "batteries[0].units[1]",
        r"^unit 'g2' fights for side 'allies', not for the battery's side 'axis'$",
    ),
    Case(
        "an anti-tank gun",
        art(16, "[g1, g2]", "[g1, at1]"),
        16,
        "batteries[0].units[1]",
        r"^unit 'at1' \(pak40\) is an anti-tank gun: the guns of a battery are howitzers, field guns, mortars or self-propelled guns$",
    ),
    Case(
        "a gun in two batteries",
        art(
            19,
            "units: [mo]",
            "units: [mo]",
            art(18, "{id: nav, side: allies, kind: naval}", "{id: nav, side: allies, kind: on_board, units: [mo]}"),
        ),
        19,
        "batteries[3].units[0]",
        r"^unit 'mo' is already a gun of battery 'nav'; a gun belongs to one battery$",
    ),
    Case(
        "naval guns counted",
        art(18, "kind: naval", "kind: naval, guns: 6"),
        18,
        "batteries[2].guns",
        r"^naval guns are rated as a 4-gun battery \(4.7\), not 6 guns$",
    ),
    Case(
        "naval guns too small",
        art(18, "kind: naval", "kind: naval, calibre_mm: 150"),
        18,
        "batteries[2].calibre_mm",
        r"^naval guns are rated as 175mm\+ guns \(4.7\), not 150 mm$",
    ),
    Case(
        "naval mortars",
        art(18, "kind: naval", "kind: naval, mortar: true"),
        18,
        "batteries[2].mortar",
        r"naval guns are not mortars \(4.7\)",
    ),
    Case(
        "off-board in transit",
        art(17, "guns: 4", "deployment: in_transit, guns: 4"),
        17,
        "batteries[1].deployment",
        r"off-board batteries are always deployed \(4.8",
    ),
    Case(
        "unknown deployment",
        art(19, "setting_up", "set_up"),
        19,
        "batteries[3].deployment",
        r"^'set_up' is not one of the choices here; did you mean 'setting_up'\?$",
    ),
    Case(
        "setting up without turns",
        art(19, ", turns_remaining: 2", ""),
        19,
        "batteries[3].turns_remaining",
        r"^a battery setting up needs 'turns_remaining' \(1 or more, this turn included\)$",
    ),
    Case(
        "deployed with turns",
        art(16, "units: [g1, g2]", "units: [g1, g2], turns_remaining: 2"),
        16,
        "batteries[0].turns_remaining",
        r"only a battery setting up or breaking down has 'turns_remaining'",
    ),
    Case(
        "misspelt battery key",
        art(17, "calibre_mm", "calibre"),
        17,
        "batteries[1].calibre",
        r"unknown key 'calibre' \(did you mean 'calibre_mm'\?\)",
    ),
    # fire missions (4.12)
    Case(
        "mission of an unknown battery",
        art(22, "battery: nav", "battery: navy"),
        22,
        "fire_missions[1].battery",
        r"^unknown battery 'navy'; the batteries are: art1, art2, mor, nav$",
    ),
    Case(
        "two missions for a battery",
        art(22, "battery: nav", "battery: art2"),
        22,
        "fire_missions[1].battery",
        r"^battery 'art2' already has a fire mission \(fire_missions\[0\]\); a battery fires one mission at a time$",
    ),
    Case(
        "point not plotted",
        art(21, "registration_point: 1", "registration_point: 3"),
        21,
        "fire_missions[0].registration_point",
        r"^side 'axis' has not plotted registration point #3 \(it has #1, "
        r"#2\)$",
    ),
    Case(
        "point 12",
        art(21, "registration_point: 1", "registration_point: 12"),
        21,
        "fire_missions[0].registration_point",
        r"no fire registration point #12",
    ),
    Case(
        "both aims",
        art(22, "at: [40, 10]", "at: [40, 10], registration_point: 1"),
        22,
        "fire_missions[1]",
        r"exactly one of 'registration_point' \(a number\) or 'at' \(a point\) \(this one has both\)",
    ),
    Case("no aim", art(22, "at: [40, 10], ", ""), 22, "fire_missions[1]", r"aims at exactly one of"),
    Case(
        "aim off the table",
        art(22, "at: [40, 10]", "at: [-1, 10]"),
        22,
        "fire_missions[1].at",
        r"^the aim point -1.0, 10.0 is off the table \(0-72 x 0-48 in\)$",
    ),
    Case(
        "shift too long",
        art(21, "add_drop: 200", "add_drop: 900"),
        21,
        "fire_missions[0].shifts[0].add_drop",
        r"^a shift of 900 yards add is too long: the maximum shift is 800 yards per direction \(4.12 C\)$",
    ),
    Case(
        "shift too far left",
        art(21, "right_left: -100", "right_left: -801"),
        21,
        "fire_missions[0].shifts[0].right_left",
        r"801 yards left is too long",
    ),
    Case(
        "shift in half yards",
        art(21, "add_drop: 200", "add_drop: 200.5"),
        21,
        "fire_missions[0].shifts[0].add_drop",
        r"^must be a whole number, without a fraction \(found 200\.5\)$",
    ),
    Case(
        "converged in a basic game",
        art(4, "settings: {advanced: true}", "settings: {advanced: false}"),
        21,
        "fire_missions[0].pattern",
        r"^the converged pattern is not used in basic games: spread is the only "
        r"pattern \(4.5\); set settings.advanced: true$",
    ),
    Case(
        "converged naval guns",
        art(22, "called_turn: 1", "pattern: converged, called_turn: 1"),
        22,
        "fire_missions[1].pattern",
        r"^naval guns can only fire a spread pattern \(4.7\)$",
    ),
    Case(
        "landing before the call",
        art(22, "impact_turn: 5", "impact_turn: 0"),
        22,
        "fire_missions[1].impact_turn",
        r"^must be a whole number 1 or more \(found 0\)$",
    ),
    Case(
        "landing too early",
        art(21, "impact_turn: 5", "impact_turn: 1"),
        21,
        "fire_missions[0]",
        r"^the rounds cannot land \(impact_turn 1\) before they are called \(called_turn 2\)$",
    ),
    Case(
        "no turn",
        art(22, "called_turn: 1, ", ""),
        22,
        "fire_missions[1].called_turn",
        r"^required key 'called_turn' is missing$",
    ),
    Case(
        "unknown order",
        art(22, "order: repeat", "order: cease"),
        22,
        "fire_missions[1].order",
        r"^'cease' is not one of the choices here: 'fire', 'repeat' or 'shift'$",
    ),
    Case(
        "unknown pattern",
        art(21, "pattern: converged", "pattern: focused"),
        21,
        "fire_missions[0].pattern",
        r"^'focused' is not one of the choices here: 'spread' or 'converged'$",
    ),
    # 3.61 cleared minefields
    Case(
        "cleared woods",
        art(9, "{id: m1, kind: minefield, mines: at,", "{id: m1, kind: woods, cleared: true,"),
        9,
        "terrain[0].cleared",
        r"^only minefields can be 'cleared' \(this is woods\) \(found True\)$",
    ),
    Case(
        "cleared maybe",
        art(9, "mines: at,", "mines: at, cleared: maybe,"),
        9,
        "terrain[0].cleared",
        r"^must be yes or no \(true or false\) \(found 'maybe'\)$",
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_artillery_problems_are_located(case: Case, tmp_path: Path, catalogue: Catalogue, tables: RuleTables) -> None:
    assert case.text != ART
    err = load_error(tmp_path, case.text, catalogue, tables)
    check_one_problem(err, case, tmp_path / "demo.yaml")


def test_the_artillery_example_has_no_problems(catalogue: Catalogue, tables: RuleTables) -> None:
    b = parse_battle(ART, "art.yaml", catalogue, tables)
    assert check_battle(b, catalogue, tables) == []


def test_mixed_calibres_in_one_battery(tmp_path: Path, catalogue: Catalogue, tables: RuleTables) -> None:
    text = art(
        13,
        "{id: mo, side: allies, type: bm37, at: [30, 46]}",
        "{id: mo, side: allies, type: bm37, at: [30, 46]}\n  - {id: mo2, side: allies, type: pm38, at: [31, 46]}",
    )
    text = edit(20, "units: [mo]", "units: [mo, mo2]", text)
    err = load_error(tmp_path, text, catalogue, tables)
    assert [(p.line, p.key, p.message) for p in err.problems] == [
        (
            20,
            "batteries[3].units[1]",
            "unit 'mo2' is a 120 mm gun, but 'mo' is 82 mm: a battery's guns share one calibre",
        )
    ]


def test_a_vehicle_is_not_a_battery_gun(tmp_path: Path, catalogue: Catalogue, tables: RuleTables) -> None:
    text = art(14, "type: pak40", "type: pz4h")
    text = edit(16, "[g1, g2]", "[g1, at1]", text)
    err = load_error(tmp_path, text, catalogue, tables)
    assert [p.message for p in err.problems] == [
        "unit 'at1' (pz4h) is a vehicle: the guns of a battery are howitzers, field guns, mortars or self-propelled guns"
    ]


def test_every_artillery_problem_is_reported_with_the_rest(
    tmp_path: Path, catalogue: Catalogue, tables: RuleTables
) -> None:
    # A misspelt unit key makes the battle invalid as a whole; the artillery keys are still checked, and a side
    # that does not validate still has its registration points checked.
    text = art(11, "at: [30, 2]", "att: [30, 2]")
    text = edit(6, "edge: north,", "edge: north, colour: grey,", text)
    text = edit(6, "{n: 2,", "{n: 1,", text)
    text = edit(17, "guns: 4, ", "", text)
    text = edit(21, "registration_point: 1", "registration_point: 12", text)
    text = edit(22, "battery: nav", "battery: navy", text)
    err = load_error(tmp_path, text, catalogue, tables)
    assert [(p.line, p.key) for p in err.problems] == [
        (6, "sides[0].colour"),
        (6, "sides[0].registration_points[1].n"),
        (11, "units[0].att"),
        (17, "batteries[1].guns"),
        (21, "fire_missions[0].registration_point"),
        (22, "fire_missions[1].battery"),
    ]


def test_a_battery_that_does_not_validate_is_still_a_known_battery(
    tmp_path: Path, catalogue: Catalogue, tables: RuleTables
) -> None:
    err = load_error(tmp_path, art(18, "kind: naval", "kind: naval, guns: -1"), catalogue, tables)
    assert [(p.line, p.key) for p in err.problems] == [(18, "batteries[2].guns")]


# -- round trips with every artillery key --------------------------------------------------------------------------

_TABLES = rule_tables()
_CATALOGUE = bundled_catalogue()
ids = st.from_regex(r"[A-Za-z0-9_.\-]{1,8}", fullmatch=True)
texts = st.text(max_size=20)
coords = st.floats(0, 72, allow_nan=False), st.floats(0, 48, allow_nan=False)
yards = st.integers(-800, 800)


@st.composite
def artillery_battles(draw: st.DrawFn) -> Battle:
    points = draw(st.lists(st.integers(1, 10), unique=True, max_size=10))
    sides = [
        {
            "id": "axis",
            "nation": "germany",
            "edge": draw(st.sampled_from(["north", "south", "east", "west"])),
            "registration_points": [
                {
                    "n": n,
                    "at": (draw(coords[0]), draw(coords[1])),
                    **({"name": draw(texts)} if draw(st.booleans()) else {}),
                }
                for n in points
            ],
        },
        {"id": "allies", "nation": "ussr", "edge": "south"},
    ]
    gun_types = ["lefh18", "grw34"]
    units, batteries = [], []
    for k in range(draw(st.integers(0, 3))):
        kind = draw(st.sampled_from(["on_board", "off_board", "naval"]))
        battery: dict[str, Any] = {"id": f"b{k}", "side": "axis", "kind": kind}
        if kind == "on_board":
            unit_type = draw(st.sampled_from(gun_types))
            guns = []
            for j in range(draw(st.integers(1, 3))):
                units.append(
                    {"id": f"u{k}_{j}", "side": "axis", "type": unit_type, "at": (draw(coords[0]), draw(coords[1]))}
                )
                guns.append(f"u{k}_{j}")
            battery["units"] = guns
            state = draw(st.sampled_from(list(DeploymentState)))
            battery["deployment"] = state.value
            if state in (DeploymentState.SETTING_UP, DeploymentState.BREAKING_DOWN):
                battery["turns_remaining"] = draw(st.integers(1, 6))
        elif kind == "off_board":
            battery.update(
                guns=draw(st.integers(1, 12)), calibre_mm=draw(st.floats(20, 400)), mortar=draw(st.booleans())
            )
        elif draw(st.booleans()):
            battery.update(guns=4, calibre_mm=draw(st.floats(175, 460)))
        if draw(st.booleans()):
            battery["name"] = draw(texts)
        if draw(st.booleans()):
            battery["nation"] = draw(st.sampled_from(sorted(_TABLES.nations.nations)))
        batteries.append(battery)
    missions = []
    for battery in batteries:
        if not draw(st.booleans()):
            continue
        called = draw(st.integers(1, 30))
        mission: dict[str, Any] = {
            "battery": battery["id"],
            "called_turn": called,
            "impact_turn": called + draw(st.integers(0, 6)),
            "order": draw(st.sampled_from(["fire", "repeat", "shift"])),
            "shifts": [{"add_drop": draw(yards), "right_left": draw(yards)} for _ in range(draw(st.integers(0, 3)))],
        }
        if points and draw(st.booleans()):
            mission["registration_point"] = draw(st.sampled_from(points))
        else:
            mission["at"] = (draw(coords[0]), draw(coords[1]))
        if battery["kind"] != "naval":
            mission["pattern"] = draw(st.sampled_from(["spread", "converged"]))
        missions.append(mission)
    terrain = [
        {
            "id": "m1",
            "kind": "minefield",
            "mines": "gp",
            "polygon": [[1, 1], [3, 1], [3, 2]],
            "cleared": draw(st.booleans()),
        }
    ]
    return Battle.model_validate(
        {
            "table": {"width": 72, "depth": 48},
            "sides": sides,
            "terrain": terrain,
            "units": units,
            "batteries": batteries,
            "fire_missions": missions,
            "settings": {"advanced": True},
        }
    )


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(battle=artillery_battles())
def test_a_saved_battle_with_artillery_loads_back_equal(battle: Battle, tmp_path: Path) -> None:
    assert check_battle(battle, _CATALOGUE, _TABLES) == []  # the strategy draws only valid battles
    path = tmp_path / "battle.yaml"
    save_battle(battle, path)
    assert yaml.safe_load(path.read_text(encoding="utf-8"))["format"] == "morefire-battle"
    loaded = load_battle(path, _CATALOGUE, _TABLES)
    assert loaded.model_dump() == battle.model_copy(update={"app_version": __version__}).model_dump()


def test_the_artillery_example_in_the_documentation_loads(catalogue: Catalogue, tables: RuleTables) -> None:
    docs = (Path(__file__).resolve().parents[2] / "docs" / "battle-format.md").read_text(encoding="utf-8")
    section = docs[docs.index("## artillery") :]
    example = section[section.index("```yaml\n") + len("```yaml\n") : section.index("```\n", section.index("```yaml"))]
    header = "format: morefire-battle\nversion: 1\ntable: {width: 72, depth: 48}\n"
    b = parse_battle(header + example, "battle-format.md", catalogue, tables)
    assert [x.id for x in b.batteries] == ["art1", "art2", "nav", "mor"] and len(b.fire_missions) == 2
    assert b.piece("m1").cleared


# -- the record of play: artillery actions ------------------------------------------------------------------------------


def test_artillery_actions_are_kept_in_the_record_and_a_bad_one_is_named(
    demo_path: Path, tmp_path: Path, catalogue: Catalogue, tables: RuleTables
) -> None:
    s = BattleSession.open(demo_path)
    s.battle.step = "artillery.orders"
    s.battle.batteries[1] = s.battle.batteries[1].model_copy(update={"deployment": DeploymentState.IN_TRANSIT})
    for action in (
        ArtilleryOrder(side="axis", battery="bty1", registration_point=3, shift=ShiftYards(add_drop=200)),
        SetUpBattery(battery="bty2"),
    ):
        resolution = s.perform(action)
        assert resolution.accepted, resolution.refusal
        s.commit(resolution)
    out = tmp_path / "played.yaml"
    s.save(out)
    text = out.read_text(encoding="utf-8")
    assert "action: {kind: order, side: axis, battery: bty1, registration_point: 3, shift: {add_drop: 200}}" in text
    battle = load_battle(out, catalogue, tables)
    assert [r.kind for r in battle.actions] == ["order", "battery_set_up"]
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        text.replace(
            "battery: bty1, registration_point: 3, shift: {add_drop",
            "battery: bty1, registration_point: 3, at: [1, 2], shift: {add_drop",
        ),
        encoding="utf-8",
    )
    with pytest.raises(BattleFileError) as err:
        load_battle(bad, catalogue, tables)
    found = [str(p) for p in err.value.problems]
    assert any("actions[0].action" in p and "exactly one of a registration point or a point" in p for p in found), found
