"""resources/rules/direct_fire.yaml is a faithful transcription of rules 2.1-2.6, and its model refuses a table
with a hole."""

from __future__ import annotations

import copy

import pytest
import yaml
from pydantic import ValidationError

from morefire_gui.io.resources import resource_path
from morefire_gui.rules.direct_fire.tables import DirectFireTables


@pytest.fixture(scope="module")
def data() -> dict:  # type: ignore[type-arg]
    return yaml.safe_load(resource_path("rules", "direct_fire.yaml").read_text(encoding="utf-8"))


def test_the_printed_values(tables) -> None:  # type: ignore[no-untyped-def]
    df = tables.direct_fire
    auto = df.automatic_spotting
    assert (auto.moved_within_yards, auto.fired_within_yards, auto.on_road_within_yards, auto.desert_factor) == (
        500,
        500,
        1000,
        2,
    )
    chart = df.spotting_chart
    assert chart.base_chance == 60
    assert {k: m.value for k, m in chart.silhouette.items()} == {
        "high": 10,
        "average": 0,
        "low": -5,
        "small": -10,
        "none": -20,
    }
    assert {k: m.value for k, m in df.to_hit.silhouette.items()} == {
        "high": 10,
        "average": 0,
        "low": -5,
        "small": -10,
        "none": -15,
    }
    th = df.to_hit
    assert (
        th.in_woods_or_building.value,
        th.anti_tank_gun.value,
        th.defilade.value,
        th.moving.value,
        th.firer_moved.value,
    ) == (-10, -15, -10, -10, -20)
    assert df.hit_location.suspension_shot.value == 1
    assert [m.value for m in (df.suspension.moving, df.suspension.skirts)] == [1, -3]


@pytest.mark.parametrize(
    "path, value, words",
    [
        (("hit_location", "rows", 1, "low"), 5, "without gaps"),
        (("suspension", "rows", 0, "low"), 1, "without gaps"),
        (("suspension", "rows", 1, "turns"), None, "turns"),
        (("campaign_damage", "hull"), ["X"] * 9, "ten columns"),
        (("spotting_chart", "range", 1, "from_yards"), 3000, "either"),
    ],
)
def test_a_table_with_a_hole_is_refused(data, path, value, words) -> None:  # type: ignore[no-untyped-def]
    bad = copy.deepcopy(data)
    at = bad
    for key in path[:-1]:
        at = at[key]
    at[path[-1]] = value
    with pytest.raises(ValidationError, match=words):
        DirectFireTables.model_validate(bad)


def test_every_silhouette_needs_its_modifier(data) -> None:  # type: ignore[no-untyped-def]
    bad = copy.deepcopy(data)
    del bad["to_hit"]["silhouette"]["none"]
    with pytest.raises(ValidationError, match="every silhouette"):
        DirectFireTables.model_validate(bad)
