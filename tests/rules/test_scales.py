"""Rule 1.1 Distance Scales, straight from the rule text (and docs/rules-notes.md, rule 1.1)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from morefire_gui.io.resources import load_table, resource_path
from morefire_gui.rules.scales import (
    CM_PER_INCH,
    METRES_PER_YARD,
    GroundScale,
    ScaleTables,
    TableUnit,
    custom_scale,
    preset_scale,
)


@pytest.fixture(scope="module")
def scales() -> ScaleTables:
    table = load_table(ScaleTables, resource_path("rules", "scales.yaml"), "resources/rules/scales.yaml")
    assert isinstance(table, ScaleTables)
    return table


# name, yards per inch, yards per cm, movement row, casting scale (1/N)
PRESETS = [
    # "If using 15mm. (OO/HO) scale vehicles ONE inch equals 7 yards."
    ("15mm", 7, 7 / 2.54, "1:25", 100),
    # "If using 1/285 (1/300) castings ... 1 inch = 25 yards ... 1 inch = 100 yards ... 1 inch equals 50 yards"
    ("1:25", 25, 25 / 2.54, "1:25", 285),
    ("1:50", 50, 50 / 2.54, "1:50", 285),
    ("1:100", 100, 100 / 2.54, "1:100", 285),
    # "the 1 cm = 10 meters (same as 1:25) ... OR the 1 cm = 20 meters (same as 1 : 50)"
    ("1cm=10m", 10 * 2.54 / 0.9144, 10 / 0.9144, "1:10 cm", 285),
    ("1cm=20m", 20 * 2.54 / 0.9144, 20 / 0.9144, "1:50 cm", 285),
]


def test_the_presets_are_the_rules_and_no_others(scales: ScaleTables) -> None:
    assert set(scales.presets) == {p[0] for p in PRESETS}


@pytest.mark.parametrize("name,per_inch,per_cm,row,casting", PRESETS)
def test_every_preset(scales: ScaleTables, name: str, per_inch: float, per_cm: float, row: str, casting: int) -> None:
    scale = preset_scale(name, scales)
    assert scale.name == name
    assert scale.yards_per_inch == pytest.approx(per_inch)
    assert scale.yards_per_unit(TableUnit.INCH) == pytest.approx(per_inch)
    assert scale.yards_per_unit(TableUnit.CM) == pytest.approx(per_cm)
    assert scale.movement_row == row
    assert scale.casting_scale == casting
    assert scale.casting_factor == pytest.approx(285 / casting)
    assert scales.presets[name].text  # something to show the player


@pytest.mark.parametrize("name,metres", [("1cm=10m", 10), ("1cm=20m", 20)])
def test_the_cm_scales_are_metres_per_cm(scales: ScaleTables, name: str, metres: float) -> None:
    scale = preset_scale(name, scales)
    assert scale.to_yards(1, TableUnit.CM) * METRES_PER_YARD == pytest.approx(metres)


def test_the_cm_scales_are_near_their_inch_counterparts(scales: ScaleTables) -> None:
    # "(same as 1:25)", "(same as 1 : 50)": within 12 per cent.
    assert preset_scale("1cm=10m", scales).yards_per_inch / 25 == pytest.approx(1.111, abs=0.001)
    assert preset_scale("1cm=20m", scales).yards_per_inch / 50 == pytest.approx(1.111, abs=0.001)


def test_table_units() -> None:
    assert TableUnit.INCH.per_inch == 1 and TableUnit.CM.per_inch == CM_PER_INCH == 2.54
    assert TableUnit("in") is TableUnit.INCH and TableUnit("cm") is TableUnit.CM


@given(
    st.floats(min_value=0.01, max_value=1000), st.sampled_from(list(TableUnit)), st.floats(min_value=0, max_value=500)
)
def test_to_yards_and_back(ypi: float, unit: TableUnit, distance: float) -> None:
    scale = GroundScale("x", ypi, "1:50")
    assert scale.to_table(scale.to_yards(distance, unit), unit) == pytest.approx(distance, rel=1e-9, abs=1e-9)


@pytest.mark.parametrize(
    "ypi,row",
    [
        (7, "1:25"),
        (25, "1:25"),
        (30, "1:25"),
        (35, "1:25"),  # the boundary is 25 x sqrt 2 = 35.36
        (36, "1:50"),
        (40, "1:50"),
        (50, "1:50"),
        (70, "1:50"),  # and 50 x sqrt 2 = 70.71
        (71, "1:100"),
        (100, "1:100"),
        (250, "1:100"),
    ],
)
def test_a_custom_scale_uses_the_nearest_row_by_ratio(scales: ScaleTables, ypi: float, row: str) -> None:
    scale = custom_scale(ypi, scales)
    assert scale.movement_row == row
    assert scale.yards_per_inch == ypi
    assert scale.casting_scale == 285
    assert scale.name == f"1in={ypi:g}yd"


@pytest.mark.parametrize("ypi", [0, -5, float("nan"), float("inf")])
def test_a_custom_scale_needs_a_positive_number(scales: ScaleTables, ypi: float) -> None:
    with pytest.raises(ValueError, match="yards per inch"):
        custom_scale(ypi, scales)
