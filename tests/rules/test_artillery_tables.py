"""resources/rules/artillery.yaml against the printed tables of rule 4 (every cell, typed out here from the
rule text), and the loader's checks that keep a mistyped file out."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
import yaml
from pydantic import ValidationError

from morefire_gui.io.resources import resource_path
from morefire_gui.rules.artillery.tables import ArtilleryTables
from morefire_gui.rules.artillery.terms import ErrorDirection, Pattern, TargetClass
from morefire_gui.rules.tables import TABLE_FILES, RuleTables

NATION_IDS = {
    "germany",
    "italy",
    "hungary",
    "romania",
    "finland",
    "minor_axis",
    "japan",
    "vichy_france",
    "ussr",
    "usa",
    "britain",
    "commonwealth",
    "france",
    "poland",
    "china",
}


@pytest.fixture(scope="module")
def raw() -> dict[str, Any]:
    return yaml.safe_load(Path(resource_path("rules", "artillery.yaml")).read_text(encoding="utf-8"))


def test_registered_in_rule_tables(tables: RuleTables) -> None:
    assert TABLE_FILES["artillery"][0] == "artillery.yaml"
    assert isinstance(tables.artillery, ArtilleryTables)


def test_nation_ids_are_the_nations_file(tables: RuleTables) -> None:
    assert set(tables.nations.nations) == NATION_IDS
    assert set(tables.artillery.time_lapse.nations) == NATION_IDS
    assert set(tables.artillery.error_modifiers.nations) == NATION_IDS


def test_orders(tables: RuleTables) -> None:
    assert tables.artillery.orders.max_shift_yards == 800
    assert tables.artillery.orders.registration_points_per_side == 10


def test_time_lapse_rows_as_printed(tables: RuleTables) -> None:
    assert tables.artillery.time_lapse.rows == {
        "Germany, France": 3,
        "UK & Commonwealth": 3,
        "USA": 2,
        "Minor Axis, Italy": 4,
        "USSR, Japan": 4,
        "China": 6,
    }


def test_error_chart_as_printed(tables: RuleTables) -> None:
    chart = tables.artillery.error_chart
    assert chart.columns == ("0-1", "2", "3", "4", "5", "6", "7", "8", "9")
    assert chart.unobserved == (0, 100, 100, 150, 100, 200, 250, 300, 400)
    assert chart.observed == (0, 0, 50, 50, 100, 100, 150, 150, 200)


def test_error_direction_as_printed(tables: RuleTables) -> None:
    d = tables.artillery.error_direction
    assert d.printed_faces(ErrorDirection.LONG) == (1, 2, 3)
    assert d.printed_faces(ErrorDirection.SHORT) == (4, 5)
    assert d.printed_faces(ErrorDirection.LEFT) == (6, 7)
    assert d.printed_faces(ErrorDirection.RIGHT) == (8, 9, 0)
    assert d.faces(ErrorDirection.RIGHT) == (8, 9, 10)


def test_error_modifiers_as_printed(tables: RuleTables) -> None:
    m = tables.artillery.error_modifiers
    assert [b.label for b in m.range_bands] == ["0-2000", "2001-5000", "5001-10000", "10001+"]
    assert [b.to_yards for b in m.range_bands] == [2000, 5000, 10000, None]
    assert m.rows == {
        "Germany": (-1, 0, 1, 2),
        "Italy, Minor Axis": (0, 1, 2, 3),
        "USSR, Japan, China": (0, 1, 2, 3),
        "USA, UK, France": (-1, 0, 1, 2),
    }


def test_mortar_ranges_off_board_and_counter_battery(tables: RuleTables) -> None:
    a = tables.artillery
    assert [(r.to_mm, r.max_yards) for r in a.mortar_ranges] == [(90, 3000), (None, 4500)]
    assert a.off_board_yards == 1000
    assert (a.counter_battery.zeroing_turns, a.counter_battery.guns_destroyed_per_turn) == (4, 1)


def test_damage_zone_as_printed(tables: RuleTables) -> None:
    z = tables.artillery.damage_zone
    assert [c.label for c in z.columns] == ["Up to 79mm", "80-109mm", "110-159mm", "160mm+"]
    assert [c.from_mm for c in z.columns] == [0, 80, 110, 160]
    assert [(r.label, r.guns, r.yards) for r in z.spread] == [
        ("One gun", 1, (25, 50, 50, 75)),
        ("Four gun", 4, (100, 200, 200, 300)),
        ("Six gun", 6, (150, 300, 300, 450)),
    ]
    assert [(r.label, r.guns, r.yards) for r in z.converged] == [
        ("One gun", 1, (15, 15, 25, 25)),
        ("Four gun", 4, (60, 60, 100, 100)),
        ("Six gun", 6, (90, 90, 150, 150)),
    ]


def test_hit_chart_as_printed(tables: RuleTables) -> None:
    h = tables.artillery.hit_chart
    assert [c.label for c in h.columns] == ["Up to 75mm", "76-110mm", "111-160mm", "161mm+"]
    assert [c.from_mm for c in h.columns] == [0, 76, 111, 161]
    assert h.chart(Pattern.SPREAD) == {
        TargetClass.A: (35, 50, 70, 85),
        TargetClass.B: (25, 40, 60, 75),
        TargetClass.C: (15, 30, 50, 60),
        TargetClass.D: (0, 15, 35, 50),
    }
    assert h.chart(Pattern.CONVERGED) == {
        TargetClass.A: (40, 70, 85, 100),
        TargetClass.B: (40, 60, 75, 90),
        TargetClass.C: (30, 50, 65, 75),
        TargetClass.D: (15, 30, 50, 65),
    }


def test_moving_modifiers_as_printed(tables: RuleTables) -> None:
    m = tables.artillery.moving_modifiers
    assert m.infantry == -5
    assert [(r.label, "".join(c.value for c in r.codes), r.modifier) for r in m.vehicles] == [
        ("A-B", "AB", -5),
        ("C-D", "CD", -10),
        ("E-F-G", "EFG", -15),
    ]


def test_naval_as_printed(tables: RuleTables) -> None:
    n = tables.artillery.naval
    assert (n.guns, n.calibre_mm, n.board_edge_yards) == (4, 175, 5000)


def test_set_up_as_printed(tables: RuleTables) -> None:
    assert [(r.label, r.breakdown, r.set_up) for r in tables.artillery.set_up] == [
        ("Self Propelled Guns", 1, 3),
        ("Towed Guns 100mm", 3, 6),
        ("Towed Guns up to 99mm", 2, 4),
        ("Mortars", 1, 2),
        ("AT guns up to 51mm", 1, 2),
        ("AT guns between 52mm-81mm", 2, 3),
        ("AT guns over 82mm", 2, 4),
    ]


# --- the loader refuses a mistyped file -----------------------------------------------------------------


def _broken(raw: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    data = copy.deepcopy(raw)
    cursor = data
    for part in path[:-1]:
        cursor = cursor[part]
    if value is _DELETE:
        del cursor[path[-1]]
    else:
        cursor[path[-1]] = value
    return data


_DELETE = object()


def test_the_file_validates(raw: dict[str, Any]) -> None:
    ArtilleryTables.model_validate(raw)


@pytest.mark.parametrize(
    ("path", "value", "message"),
    [
        (("damage_zone", "spread", 1, "yards"), [100, 200, 200, 301], "is not 4 x the one-gun row"),
        (("damage_zone", "converged", 2, "yards"), [90, 90, 150], "has 3 values"),
        (("damage_zone", "columns", 1, "from_mm"), 0, "smallest to the largest"),
        (("error_chart", "observed"), [0, 0, 50, 50, 100, 100, 150, 150], "has 8 values"),
        (("error_chart", "columns", 0), "0", "columns are"),
        (("error_direction", "right"), [8, 9], "every d10 face"),
        (("error_direction", "left"), [6, 7, 8], "every d10 face"),
        (("error_modifiers", "rows", "Germany"), [-1, 0, 1], "has 3 modifiers"),
        (("error_modifiers", "nations", "poland"), "Poland", "which the table does not have"),
        (("error_modifiers", "range_bands", 3, "to_yards"), 20000, "the last is open"),
        (("time_lapse", "nations", "usa"), "United States", "which the table does not have"),
        (("hit_chart", "spread", "D"), _DELETE, "every class A-D"),
        (("hit_chart", "converged", "A"), [40, 70, 85, 101], "0-100"),
        (("moving_modifiers", "vehicles", 2, "codes"), ["E", "F"], "every movement code"),
        (("set_up", 2, "to_mm"), 98, "must match exactly one row"),
        (("set_up", 6, "from_mm"), 83, "must match exactly one row"),
        (("mortar_ranges", 1, "to_mm"), 200, "the last is open"),
        (("naval", "gunz"), 4, "Extra inputs"),
    ],
)
def test_the_loader_refuses(raw: dict[str, Any], path: tuple[Any, ...], value: Any, message: str) -> None:
    with pytest.raises(ValidationError, match=message):
        ArtilleryTables.model_validate(_broken(raw, path, value))
