"""The battle file's sequence-of-play keys: ``turn``, ``step``, the marks of who has acted (``acted``) and counter-
battery fire in progress (``counter_battery``). They load, save back equal (and are left out at the start of a battle),
and every way to get them wrong is reported at its line and key."""

from __future__ import annotations

from pathlib import Path

import pytest

from morefire_gui.io.battle_file import battle_to_yaml, load_battle, parse_battle, save_battle
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.tables import RuleTables
from tests.io.test_battle_file import Case, check_one_problem, edit, load_error

# Line numbers matter: the cases below name them.
TURNS = """\
format: morefire-battle
version: 1
table: {width: 72, depth: 48}
sides:
  - {id: axis, nation: germany, edge: north}
  - {id: allies, nation: ussr, edge: south}
units:
  - {id: t1, side: axis, type: pz4h, at: [20, 20], moved: C}
  - {id: i1, side: allies, type: R, at: [30, 30]}
batteries:
  - {id: b1, side: axis, kind: off_board, guns: 4, calibre_mm: 105}
  - {id: b2, side: allies, kind: off_board, guns: 4, calibre_mm: 122}
  - {id: nav, side: allies, kind: naval}
turn: 7
step: fire.tank_vs_tank
acted:
  movement.cross_country: [t1]
  artillery.orders: [b1]
counter_battery:
  - {battery: b1, target: b2, called_turn: 3, turns_fired: 3, fired_turn: 6}
"""


def test_the_keys_load(catalogue: Catalogue, tables: RuleTables) -> None:
    b = parse_battle(TURNS, "turns.yaml", catalogue, tables)
    assert (b.turn, b.step) == (7, "fire.tank_vs_tank")
    assert b.acted == {"movement.cross_country": ("t1",), "artillery.orders": ("b1",)}
    record = b.counter_battery[0]
    assert (record.battery, record.target, record.called_turn, record.turns_fired, record.fired_turn) == (
        "b1",
        "b2",
        3,
        3,
        6,
    )


def test_they_save_back_equal(tmp_path: Path, catalogue: Catalogue, tables: RuleTables) -> None:
    b = parse_battle(TURNS, "turns.yaml", catalogue, tables)
    path = tmp_path / "saved.yaml"
    save_battle(b, path)
    text = path.read_text()
    assert "turn: 7\nstep: fire.tank_vs_tank\nacted:\n  movement.cross_country: [t1]\n" in text
    assert "- {battery: b1, target: b2, called_turn: 3, turns_fired: 3, fired_turn: 6}" in text
    again = load_battle(path, catalogue, tables)
    assert again.model_dump(exclude={"app_version"}) == b.model_dump(exclude={"app_version"})


def test_at_the_start_of_a_battle_they_are_left_out(catalogue: Catalogue, tables: RuleTables) -> None:
    start = "\n".join(line for line in TURNS.split("\n")[:13])
    b = parse_battle(start + "\n", "start.yaml", catalogue, tables)
    assert (b.turn, b.step, b.acted, b.counter_battery) == (1, None, {}, [])
    text = battle_to_yaml(b)
    assert "turn:" not in text and "step:" not in text and "acted:" not in text and "counter_battery" not in text


CASES = [
    Case(
        "turn 0", edit(14, "turn: 7", "turn: 0", TURNS), 14, "turn", r"^must be a whole number 1 or more \(found 0\)$"
    ),
    Case(
        "turn text",
        edit(14, "turn: 7", "turn: seven", TURNS),
        14,
        "turn",
        r"^must be a whole number \(found 'seven'\)$",
    ),
    Case(
        "unknown step",
        edit(15, "fire.tank_vs_tank", "fire.tank_v_tank", TURNS),
        15,
        "step",
        r"unknown step 'fire.tank_v_tank' \(did you mean fire.tank_vs_tank\?\)",
    ),
    Case("step not phase.step", edit(15, "fire.tank_vs_tank", "fire", TURNS), 15, "step", "unknown step 'fire'"),
    Case(
        "marks of an unknown step",
        edit(17, "movement.cross_country", "movement.crosscountry", TURNS),
        17,
        "acted.movement.crosscountry",
        "unknown step",
    ),
    Case(
        "a mark of nobody",
        edit(17, "[t1]", "[t1, t9]", TURNS),
        17,
        "acted.movement.cross_country[1]",
        "unknown unit or battery 't9'",
    ),
    Case("marked twice", edit(17, "[t1]", "[t1, t1]", TURNS), 17, "acted.movement.cross_country[1]", "marked twice"),
    Case(
        "counter-battery at naval guns",
        edit(20, "target: b2", "target: nav", TURNS),
        20,
        "counter_battery[0].target",
        r"naval guns: they are not subject to counter-battery fire \(4.7\)",
    ),
    Case(
        "counter-battery at an unknown battery",
        edit(20, "target: b2", "target: b9", TURNS),
        20,
        "counter_battery[0].target",
        "unknown battery 'b9'",
    ),
    Case(
        "counter-battery at itself",
        edit(20, "target: b2", "target: b1", TURNS),
        20,
        "counter_battery[0]",
        "cannot fire counter-battery fire at itself",
    ),
    Case(
        "counted before it was called",
        edit(20, "fired_turn: 6", "fired_turn: 3", TURNS),
        20,
        "counter_battery[0]",
        "counted from the turn after it is called",
    ),
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_each_problem_is_located(case: Case, tmp_path: Path, catalogue: Catalogue, tables: RuleTables) -> None:
    err = load_error(tmp_path, case.text, catalogue, tables)
    check_one_problem(err, case, tmp_path / "demo.yaml")


def test_counter_battery_fire_at_a_battery_of_the_same_side_is_refused(
    tmp_path: Path, catalogue: Catalogue, tables: RuleTables
) -> None:
    text = edit(13, "side: allies, kind: naval", "side: axis, kind: naval", TURNS)
    text = edit(20, "target: b2", "target: nav", text)
    err = load_error(tmp_path, text, catalogue, tables)
    assert [p.key for p in err.problems] == ["counter_battery[0].target", "counter_battery[0].target"]
    assert "'nav' fires for side 'axis', as 'b1' does: counter-battery fire is at the enemy's batteries" in str(err)


def test_the_marks_are_checked_when_the_rest_of_the_file_is_broken(
    tmp_path: Path, catalogue: Catalogue, tables: RuleTables
) -> None:
    text = edit(8, "moved: C", "moovd: C", TURNS)  # the battle does not validate as a whole
    text = edit(15, "fire.tank_vs_tank", "fire.tanks", text)
    err = load_error(tmp_path, text, catalogue, tables)
    keys = [p.key for p in err.problems]
    assert "units[0].moovd" in keys and "step" in keys
