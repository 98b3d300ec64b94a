"""The battle file's scenario keys: mission, briefing, deployment_zones, vp_locations. Valid files load and round
trip; every problem is located at its line and key, all at once; files without the keys read as before."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from morefire_gui.errors import BattleFileError
from morefire_gui.io.battle_file import battle_to_yaml, parse_battle
from morefire_gui.rules.scenario.terms import Mission, VpKind, VpSchedule

HEAD = """format: morefire-battle
version: 1
title: Scenario keys
table: {width: 48, depth: 48, unit: in}
scale: "1:50"
sides:
  - {id: axis, nation: germany, edge: north}
  - {id: allies, nation: ussr, edge: south}
terrain:
  - {id: h1, kind: hill, level: 1, polygon: [[4, 4], [14, 4], [14, 14], [4, 14]]}
  - {id: f1, kind: ford, at: [24, 24]}
  - {id: b1, kind: building, polygon: [[40, 20], [42, 20], [42, 22], [40, 22]]}
"""

GOOD = (
    HEAD
    + """mission: {kind: holding_action, attacker: allies, defender: axis, ratio: [3, 2], vp_schedule: retained_captured}
deployment_zones:
  - {side: axis, polygon: [[0, 0], [48, 0], [48, 24], [0, 24]]}
  - {side: allies, polygon: [[0, 36], [48, 36], [48, 48], [0, 48]], moves_on: true, name: "Attacker's edge"}
vp_locations:
  - {id: vp1, kind: hill, piece: h1, values: {standard: 70, retained: 50, captured: 70}, held_by: axis}
  - {id: vp2, kind: ford, piece: f1, values: {standard: 60, retained: 30, captured: 40}}
  - {id: vp3, kind: building, piece: b1, values: {standard: 6, retained: 6, captured: 10}, destroyed: true}
  - {id: vp4, kind: crossroad, at: [30, 30], values: {standard: 50, retained: 25, captured: 35}}
briefing:
  year: 1943
  theatre: russia
  nations: {axis: germany, allies: ussr}
  attacker: allies
  season: winter
  conditions: snow
  snowing: false
  terrain: hilly
  mission: holding_action
  ratio: [3, 2]
  airstrikes: {axis: 0, allies: 1}
  seed: 7
  rolls:
    - {table: year, die: d100, face: 60, modified: 60, result: "1943"}
  special_rules: ["SNOW: Snow covers the board."]
  deployment: "B. Holding Action: ..."
  victory: ["A. Control a Majority of VP locations"]
"""
)


def load(text: str, tables, catalogue):  # type: ignore[no-untyped-def]
    return parse_battle(text, "s.yaml", catalogue, tables)


def problems(text: str, tables, catalogue) -> list[str]:  # type: ignore[no-untyped-def]
    with pytest.raises(BattleFileError) as info:
        load(text, tables, catalogue)
    return [str(p) for p in info.value.problems]


def test_the_scenario_keys_load(tables, catalogue) -> None:
    b = load(GOOD, tables, catalogue)
    assert b.mission.kind is Mission.HOLDING_ACTION and b.mission.vp_schedule is VpSchedule.RETAINED_CAPTURED
    assert b.mission.control_yards == 100 and b.mission.enemy_near_yards == 1000
    assert [z.moves_on for z in b.deployment_zones] == [False, True]
    assert [v.kind for v in b.vp_locations] == [VpKind.HILL, VpKind.FORD, VpKind.BUILDING, VpKind.CROSSROAD]
    assert b.vp_locations[2].destroyed and b.briefing.year == 1943 and b.briefing.snowing is False


def test_round_trip_keeps_every_key_and_writes_them_compactly(tables, catalogue) -> None:
    b = load(GOOD, tables, catalogue)
    text = battle_to_yaml(b)
    again = load(text, tables, catalogue)
    assert again.model_dump(exclude={"app_version"}) == b.model_dump(exclude={"app_version"})
    assert re.search(r"^mission: \{kind: holding_action, attacker: allies, defender: axis", text, re.M)
    assert "- {id: vp1, kind: hill, piece: h1, values: {standard: 70, retained: 50, captured: 70}" in text
    assert "control_yards" not in text and "moves_on: false" not in text and "destroyed: false" not in text
    assert battle_to_yaml(again) == text


def test_a_file_without_the_keys_reads_as_before(tables, catalogue, demo_path: Path) -> None:
    b = load(demo_path.read_text(encoding="utf-8"), tables, catalogue)
    assert b.mission is None and b.briefing is None and b.deployment_zones == [] and b.vp_locations == []
    assert "mission" not in battle_to_yaml(b) and "vp_locations" not in battle_to_yaml(b)


def line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), start=1) if needle in line)


def test_every_problem_is_located(tables, catalogue) -> None:
    bad = (
        GOOD.replace("attacker: allies, defender: axis", "attacker: reds, defender: axis")
        .replace(
            "{side: axis, polygon: [[0, 0], [48, 0], [48, 24], [0, 24]]}",
            "{side: axis, polygon: [[0, 0], [60, 0], [60, 24], [0, 24]]}",
        )
        .replace("kind: ford, piece: f1", "kind: ford, piece: h1")
        .replace("piece: b1, values", "piece: b9, values")
        .replace("at: [30, 30]", "at: [30, 90]")
        .replace("held_by: axis}", "held_by: blues}")
    )
    got = problems(bad, tables, catalogue)
    assert f"s.yaml:{line_of(bad, 'mission:')}: mission.attacker: unknown side 'reds'" in got[0]
    joined = "\n".join(got)
    assert f":{line_of(bad, '[60, 0]')}: deployment_zones[0].polygon: the zone runs off" in joined
    assert f":{line_of(bad, 'vp1')}: vp_locations[0] (vp1).held_by: unknown side 'blues'" in joined
    assert (
        f":{line_of(bad, 'vp2')}: vp_locations[1] (vp2).piece: a ford location must be a ford piece ('h1' is a hill)"
        in joined
    )
    assert f":{line_of(bad, 'vp3')}: vp_locations[2] (vp3).piece: unknown terrain piece 'b9'" in joined
    assert f":{line_of(bad, 'vp4')}: vp_locations[3] (vp4).at: 30.0, 90.0 is off the table (0-" in joined
    assert len(got) == 6


def test_model_problems_are_located_too(tables, catalogue) -> None:
    bad = (
        GOOD.replace("kind: holding_action, attacker", "kind: holdng_action, attacker")
        .replace("{id: vp4, kind: crossroad, at: [30, 30],", "{id: vp4, kind: crossroad, piece: f1, at: [30, 30],")
        .replace("snowing: false", "snowing: maybe")
        .replace("piece: b1, values", "piece: b1, valeus")
    )
    got = "\n".join(problems(bad, tables, catalogue))
    assert f":{line_of(bad, 'mission:')}: mission.kind:" in got
    assert f":{line_of(bad, 'vp4')}: vp_locations[3] (vp4): a victory point location is a terrain piece" in got
    assert f":{line_of(bad, 'snowing')}: briefing.snowing:" in got
    assert "vp_locations[2] (vp3).valeus: unknown key 'valeus'" in got


def test_cross_checks_still_run_when_another_part_is_invalid(tables, catalogue) -> None:
    # a misspelt unit key elsewhere must not hide a bad victory point location
    bad = (
        GOOD.replace("piece: b1, values", "piece: b9, values")
        + "units:\n  - {id: u1, side: axis, type: R, at: [1, 1], facng: 3}\n"
    )
    got = "\n".join(problems(bad, tables, catalogue))
    assert (
        "units[0] (u1).facng: unknown key" in got and "vp_locations[2] (vp3).piece: unknown terrain piece 'b9'" in got
    )


def test_ids_and_sides_in_the_scenario_keys(tables, catalogue) -> None:
    bad = GOOD.replace("{id: vp2,", "{id: vp1,").replace("{id: vp4,", "{id: f1,")
    got = "\n".join(problems(bad, tables, catalogue))
    assert "vp_locations[1] (vp1).id: duplicate victory point location id 'vp1'" in got
    assert "vp_locations[3] (f1).id: id 'f1' is already a terrain piece or unit" in got
    same = GOOD.replace("attacker: allies, defender: axis", "attacker: axis, defender: axis")
    assert any("the attacker and the defender are both 'axis'" in p for p in problems(same, tables, catalogue))
    objective = GOOD.replace("ratio: [3, 2], vp", "objective: b1, ratio: [3, 2], vp")
    assert any(
        "'objective' and 'objective_reached' are for a raid" in p for p in problems(objective, tables, catalogue)
    )
    destroyed_hill = GOOD.replace("held_by: axis}", "held_by: axis, destroyed: true}")
    assert any("only buildings are 'destroyed'" in p for p in problems(destroyed_hill, tables, catalogue))
