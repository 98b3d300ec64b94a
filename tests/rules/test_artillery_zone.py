"""Rule 4.5, the barrage damage zone: every printed cell, the per-gun reading for other battery sizes, the
calibre columns' boundaries, mortars, the converged pattern's limits and naval guns."""

from __future__ import annotations

import pytest

from morefire_gui.rules.artillery.batteries import Battery
from morefire_gui.rules.artillery.terms import ArtilleryError, Pattern
from morefire_gui.rules.artillery.zone import damage_zone
from morefire_gui.rules.explain import NoteStep, TableStep
from morefire_gui.rules.tables import RuleTables

# 4.5, typed from the rule: (pattern, guns) -> diameters for Up to 79mm, 80-109mm, 110-159mm, 160mm+.
PRINTED = {
    (Pattern.SPREAD, 1): (25, 50, 50, 75),
    (Pattern.SPREAD, 4): (100, 200, 200, 300),
    (Pattern.SPREAD, 6): (150, 300, 300, 450),
    (Pattern.CONVERGED, 1): (15, 15, 25, 25),
    (Pattern.CONVERGED, 4): (60, 60, 100, 100),
    (Pattern.CONVERGED, 6): (90, 90, 150, 150),
}
ROW_LABEL = {1: "One gun", 4: "Four gun", 6: "Six gun"}
COLUMNS = ("Up to 79mm", "80-109mm", "110-159mm", "160mm+")
# A calibre in each column (whole, and the common fractional ones).
COLUMN_CALIBRES = [
    (50, 0),
    (75, 0),
    (76.2, 0),
    (79, 0),
    (79.9, 0),
    (80, 1),
    (81.4, 1),
    (105, 1),
    (106.7, 1),
    (109, 1),
    (109.5, 1),
    (110, 2),
    (114.3, 2),
    (152.4, 2),
    (155, 2),
    (159, 2),
    (159.9, 2),
    (160, 3),
    (175, 3),
    (203, 3),
    (406, 3),
]


@pytest.mark.parametrize(("pattern", "guns"), sorted(PRINTED, key=lambda k: (k[0].value, k[1])))
@pytest.mark.parametrize("column", range(4))
def test_every_printed_cell(tables: RuleTables, pattern: Pattern, guns: int, column: int) -> None:
    calibre = (60, 90, 120, 170)[column]
    zone = damage_zone(Battery(guns, calibre, "germany"), pattern, tables.artillery, advanced=True)
    assert zone.diameter_yards == PRINTED[(pattern, guns)][column]
    assert zone.radius_yards == PRINTED[(pattern, guns)][column] / 2
    assert zone.column == COLUMNS[column]
    step = next(s for s in zone.steps if isinstance(s, TableStep))
    assert (step.row, step.column, step.rule) == (ROW_LABEL[guns], COLUMNS[column], "4.5")


@pytest.mark.parametrize(("pattern", "guns"), sorted(PRINTED, key=lambda k: (k[0].value, k[1])))
@pytest.mark.parametrize("column", range(4))
def test_every_printed_cell_is_per_gun_times_guns(pattern: Pattern, guns: int, column: int) -> None:
    # The claim the derived sizes rest on, checked against the printed figures themselves.
    assert PRINTED[(pattern, guns)][column] == PRINTED[(pattern, 1)][column] * guns


@pytest.mark.parametrize("pattern", list(Pattern))
@pytest.mark.parametrize("guns", [2, 3, 5, 8])
@pytest.mark.parametrize("column", range(4))
def test_other_battery_sizes_are_derived_per_gun(tables: RuleTables, pattern: Pattern, guns: int, column: int) -> None:
    calibre = (60, 90, 120, 170)[column]
    zone = damage_zone(Battery(guns, calibre, "usa"), pattern, tables.artillery, advanced=True)
    assert zone.diameter_yards == PRINTED[(pattern, 1)][column] * guns
    assert any(isinstance(s, NoteStep) and f"x {guns}" in s.message for s in zone.steps)


@pytest.mark.parametrize(
    ("guns", "spread", "converged"),
    [
        (2, (50, 100, 100, 150), (30, 30, 50, 50)),
        (3, (75, 150, 150, 225), (45, 45, 75, 75)),
        (5, (125, 250, 250, 375), (75, 75, 125, 125)),
        (8, (200, 400, 400, 600), (120, 120, 200, 200)),
    ],
)
def test_derived_sizes_written_out(
    tables: RuleTables, guns: int, spread: tuple[int, ...], converged: tuple[int, ...]
) -> None:
    for column, calibre in enumerate((60, 90, 120, 170)):
        b = Battery(guns, calibre, "ussr")
        assert damage_zone(b, Pattern.SPREAD, tables.artillery, advanced=True).diameter_yards == spread[column]
        assert damage_zone(b, Pattern.CONVERGED, tables.artillery, advanced=True).diameter_yards == converged[column]


@pytest.mark.parametrize(("calibre", "column"), COLUMN_CALIBRES)
def test_calibre_boundaries(tables: RuleTables, calibre: float, column: int) -> None:
    zone = damage_zone(Battery(1, calibre, "germany"), Pattern.SPREAD, tables.artillery, advanced=False)
    assert zone.column == COLUMNS[column]
    assert zone.diameter_yards == PRINTED[(Pattern.SPREAD, 1)][column]


@pytest.mark.parametrize(("calibre", "yards"), [(60, 100), (81, 200), (107, 200), (120, 200), (160, 300)])
def test_mortars_use_their_calibre_column(tables: RuleTables, calibre: float, yards: int) -> None:
    zone = damage_zone(Battery(4, calibre, "ussr", is_mortar=True), Pattern.SPREAD, tables.artillery, advanced=False)
    assert zone.diameter_yards == yards
    assert any(s.rule == "4.41" for s in zone.steps if isinstance(s, NoteStep))


def test_converged_is_not_used_in_basic_games(tables: RuleTables) -> None:
    with pytest.raises(ArtilleryError, match="basic games"):
        damage_zone(Battery(4, 105, "germany"), Pattern.CONVERGED, tables.artillery, advanced=False)


def test_naval_guns(tables: RuleTables) -> None:
    naval = Battery.naval("britain", tables.artillery, name="HMS Warspite")
    assert (naval.guns, naval.calibre_mm, naval.is_naval, naval.off_board) == (4, 175, True, True)
    zone = damage_zone(naval, Pattern.SPREAD, tables.artillery, advanced=True)
    assert (zone.diameter_yards, zone.column) == (300, "160mm+")
    with pytest.raises(ArtilleryError, match="naval guns can only fire a spread pattern"):
        damage_zone(naval, Pattern.CONVERGED, tables.artillery, advanced=True)
