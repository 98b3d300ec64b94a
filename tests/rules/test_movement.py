"""Rules 1.2 Movement Codes, 1.4 terrain reductions and 1.5 Infantry Movement, straight from the rule text."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from morefire_gui.io.resources import load_table, resource_path
from morefire_gui.rules.movement import MoveCode, MovementTables, allowance, code_for_mph, infantry_allowance
from morefire_gui.rules.scales import GroundScale, ScaleTables, TableUnit, custom_scale, preset_scale

CODES = list(MoveCode)


@pytest.fixture(scope="module")
def movement() -> MovementTables:
    table = load_table(MovementTables, resource_path("rules", "movement.yaml"), "resources/rules/movement.yaml")
    assert isinstance(table, MovementTables)
    return table


@pytest.fixture(scope="module")
def scales() -> ScaleTables:
    table = load_table(ScaleTables, resource_path("rules", "scales.yaml"), "resources/rules/scales.yaml")
    assert isinstance(table, ScaleTables)
    return table


# The 1.2 chart as printed:
# SCALE    A    B    C    D    E     F     G
# 1:25     6"   12"  20"  30"  40"   50"   60"
# 1:50     3"   6"   10"  15"  24"   36"   48"
# 1:100    2"   4"   6"   8"   12"   18"   24"
# 1:10 cm  15cm 30cm 50cm 75cm 100cm 125cm 150cm
CHART = {
    "1:25": ("in", [6, 12, 20, 30, 40, 50, 60]),
    "1:50": ("in", [3, 6, 10, 15, 24, 36, 48]),
    "1:100": ("in", [2, 4, 6, 8, 12, 18, 24]),
    "1:10 cm": ("cm", [15, 30, 50, 75, 100, 125, 150]),
}
# Not printed: 1 cm = 20 m ("same as 1:50") uses the 1:50 row x 2.5 (docs/rules-notes.md, rule 1.2).
DERIVED = {"1:50 cm": ("cm", [7.5, 15, 25, 37.5, 60, 90, 120])}


def test_the_chart_has_the_printed_rows_and_the_derived_one(movement: MovementTables) -> None:
    assert set(movement.rows) == set(CHART)
    assert movement.row_names() == [*CHART, *DERIVED]


@pytest.mark.parametrize(
    "row,code,distance", [(row, code, d) for row, (_, ds) in {**CHART, **DERIVED}.items() for code, d in zip(CODES, ds)]
)
def test_every_row_and_code_of_the_chart(movement: MovementTables, row: str, code: MoveCode, distance: float) -> None:
    r = movement.row(row)
    assert r.distance(code) == distance
    assert r.unit is TableUnit({**CHART, **DERIVED}[row][0])


def test_the_derived_row_scales_the_1_50_row_as_1_25_scales_to_1_10_cm(movement: MovementTables) -> None:
    # The printed 1:10 cm row is the 1:25 row x 2.5, code for code: the same factor derives 1:50 cm.
    for code in CODES:
        assert movement.row("1:10 cm").distance(code) == movement.row("1:25").distance(code) * 2.5
        assert movement.row("1:50 cm").distance(code) == movement.row("1:50").distance(code) * 2.5


@pytest.mark.parametrize(
    "preset,unit,expected",
    [
        # the row's own unit: as printed
        ("1:50", TableUnit.INCH, [3, 6, 10, 15, 24, 36, 48]),
        ("1cm=10m", TableUnit.CM, [15, 30, 50, 75, 100, 125, 150]),
        ("1cm=20m", TableUnit.CM, [7.5, 15, 25, 37.5, 60, 90, 120]),
        ("15mm", TableUnit.INCH, [6, 12, 20, 30, 40, 50, 60]),
        # the other unit: converted at 2.54 cm to the inch
        ("1:50", TableUnit.CM, [3 * 2.54, 6 * 2.54, 10 * 2.54, 15 * 2.54, 24 * 2.54, 36 * 2.54, 48 * 2.54]),
        ("1:100", TableUnit.CM, [2 * 2.54, 4 * 2.54, 6 * 2.54, 8 * 2.54, 12 * 2.54, 18 * 2.54, 24 * 2.54]),
        ("1cm=10m", TableUnit.INCH, [15 / 2.54, 30 / 2.54, 50 / 2.54, 75 / 2.54, 100 / 2.54, 125 / 2.54, 150 / 2.54]),
    ],
)
def test_allowance_in_the_battles_table_units(
    movement: MovementTables, scales: ScaleTables, preset: str, unit: TableUnit, expected: list[float]
) -> None:
    scale = preset_scale(preset, scales)
    assert [allowance(code, scale, unit, movement) for code in CODES] == pytest.approx(expected)


def test_road_movement_example_of_rule_1_3(movement: MovementTables, scales: ScaleTables) -> None:
    # "A scout car (F/E 1:50 rates) can move up to 36 inches as long as it stays on the road. Once it moves
    # off road, then the maximum it can move is 24 inches."
    scale = preset_scale("1:50", scales)
    assert allowance(MoveCode.F, scale, TableUnit.INCH, movement) == 36
    assert allowance(MoveCode.E, scale, TableUnit.INCH, movement) == 24


def test_a_custom_scale_moves_by_its_nearest_row(movement: MovementTables, scales: ScaleTables) -> None:
    assert allowance(MoveCode.C, custom_scale(40, scales), TableUnit.INCH, movement) == 10
    assert allowance(MoveCode.C, custom_scale(30, scales), TableUnit.INCH, movement) == 20


@pytest.mark.parametrize("preset", ["15mm", "1:25", "1:50", "1:100", "1cm=10m", "1cm=20m"])
@pytest.mark.parametrize("unit", list(TableUnit))
def test_infantry_move_100_yards_a_turn(
    movement: MovementTables, scales: ScaleTables, preset: str, unit: TableUnit
) -> None:
    scale = preset_scale(preset, scales)
    distance = infantry_allowance(scale, unit, movement)
    assert scale.to_yards(distance, unit) == pytest.approx(100)


@pytest.mark.parametrize(
    "preset,unit,distance",
    [
        ("1:25", TableUnit.INCH, 4),
        ("1:50", TableUnit.INCH, 2),
        ("1:100", TableUnit.INCH, 1),
        ("15mm", TableUnit.INCH, 100 / 7),
        ("1cm=10m", TableUnit.CM, 9.144),
        ("1cm=20m", TableUnit.CM, 4.572),
    ],
)
def test_infantry_allowance_in_table_units(
    movement: MovementTables, scales: ScaleTables, preset: str, unit: TableUnit, distance: float
) -> None:
    assert infantry_allowance(preset_scale(preset, scales), unit, movement) == pytest.approx(distance)


# MPH Conv: A 1-5, B 6-10, C 11-15, D 16-20, E 21-30, F 31-40, G 41+
@pytest.mark.parametrize(
    "mph,code",
    [
        (1, "A"),
        (5, "A"),
        (6, "B"),
        (10, "B"),
        (11, "C"),
        (15, "C"),
        (16, "D"),
        (20, "D"),
        (21, "E"),
        (30, "E"),
        (31, "F"),
        (40, "F"),
        (41, "G"),
        (60, "G"),
        (0, "A"),
        (0.4, "A"),
        (5.4, "A"),
        (5.5, "B"),
        (10.49, "B"),
        (10.5, "C"),
        (40.5, "G"),
        (250, "G"),
    ],
)
def test_code_for_mph(movement: MovementTables, mph: float, code: str) -> None:
    assert code_for_mph(mph, movement) is MoveCode(code)


def test_code_for_mph_refuses_what_is_not_a_speed(movement: MovementTables) -> None:
    with pytest.raises(ValueError):
        code_for_mph(float("nan"), movement)


@pytest.mark.parametrize(
    "code,letters,result",
    [
        ("G", 1, "F"),
        ("G", 2, "E"),
        ("C", 1, "B"),
        ("C", 2, "A"),
        ("B", 2, "A"),
        ("A", 1, "A"),
        ("A", 2, "A"),
        ("D", 0, "D"),
        ("G", 6, "A"),
        ("G", 10, "A"),
    ],
)
def test_reduced_never_below_a(code: str, letters: int, result: str) -> None:
    # 1.4: "Vehicles can always move at A speed regardless of the modifications."
    assert MoveCode(code).reduced(letters) is MoveCode(result)


def test_a_reduction_is_never_an_increase() -> None:
    with pytest.raises(ValueError):
        MoveCode.C.reduced(-1)


@pytest.mark.parametrize(
    "terrain,letters", [("woods", 1), ("rough", 1), ("snow", 1), ("stream", 1), ("ford", 1), ("swamp", 2), ("mud", 2)]
)
def test_terrain_reductions_of_rule_1_4(movement: MovementTables, terrain: str, letters: int) -> None:
    # "REDUCE ONE LETTER CODE ... Woods, Rough, Snow, Streams, Fords REDUCE TWO LETTER CODES ... Swamp and Mud"
    assert movement.terrain_reductions[terrain] == letters
    assert len(movement.terrain_reductions) == 7


def test_the_chart_is_validated(movement: MovementTables) -> None:
    data = movement.model_dump(mode="json")
    gap = {**data, "mph": {**data["mph"], "B": {"low": 7, "high": 10}}}
    with pytest.raises(ValidationError, match="mph band B starts at 7"):
        MovementTables.model_validate(gap)
    shrinking = {**data, "rows": {**data["rows"], "1:50": {**data["rows"]["1:50"], "G": 2}}}
    with pytest.raises(ValidationError, match="must not get shorter"):
        MovementTables.model_validate(shrinking)
    orphan = {**data, "derived_rows": {"x": {"source": "1:75", "factor": 2, "unit": "cm"}}}
    with pytest.raises(ValidationError, match="unknown source row"):
        MovementTables.model_validate(orphan)


def test_a_scale_names_a_row_the_chart_has(movement: MovementTables, scales: ScaleTables) -> None:
    for name in scales.presets:
        assert preset_scale(name, scales).movement_row in movement.row_names()
    for row in scales.custom_rows:
        assert row in movement.rows
    assert isinstance(preset_scale("1:50", scales), GroundScale)
