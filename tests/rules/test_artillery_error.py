"""Rule 4.3, artillery firing error: the chart by every face, the direction die, the advanced range and
nationality modifiers with clamping at both ends, and 4.41's mortars that roll no error."""

from __future__ import annotations

import pytest

from morefire_gui.rules.artillery.batteries import Battery
from morefire_gui.rules.artillery.error import error_chart_yards, error_modifier, roll_fire_error
from morefire_gui.rules.artillery.terms import ArtilleryError, ErrorDirection
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.rules.explain import ModifierStep, NoteStep, RollStep, TableStep
from morefire_gui.rules.tables import RuleTables

# 4.3 ERROR CHART, typed from the rule: column -> (unobserved, observed)
CHART = {
    "0-1": (0, 0),
    "2": (100, 0),
    "3": (100, 50),
    "4": (150, 50),
    "5": (100, 100),
    "6": (200, 100),
    "7": (250, 150),
    "8": (300, 150),
    "9": (400, 200),
}
# A d10 face (10 is the face printed 0) and the column it reads: 0 is read as 0, the "0-1" column.
FACE_COLUMN = {10: "0-1", 1: "0-1", 2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9"}
# 4.3 direction: 1,2,3 LONG; 4,5 SHORT; 6,7 LEFT; 8,9,0 RIGHT (the face printed 0 is 10).
DIRECTION = {
    1: ErrorDirection.LONG,
    2: ErrorDirection.LONG,
    3: ErrorDirection.LONG,
    4: ErrorDirection.SHORT,
    5: ErrorDirection.SHORT,
    6: ErrorDirection.LEFT,
    7: ErrorDirection.LEFT,
    8: ErrorDirection.RIGHT,
    9: ErrorDirection.RIGHT,
    10: ErrorDirection.RIGHT,
}
# 4.3 ADVANCED modifiers by printed row, for the bands 0-2000, 2001-5000, 5001-10000, 10001+.
MODIFIERS = {
    "Germany": (-1, 0, 1, 2),
    "Italy, Minor Axis": (0, 1, 2, 3),
    "USSR, Japan, China": (0, 1, 2, 3),
    "USA, UK, France": (-1, 0, 1, 2),
}
# Every nation id and its row (readings for nations the table does not name: docs/rules-notes.md, 4.3).
NATION_ROW = {
    "germany": "Germany",
    "italy": "Italy, Minor Axis",
    "minor_axis": "Italy, Minor Axis",
    "hungary": "Italy, Minor Axis",
    "romania": "Italy, Minor Axis",
    "finland": "Italy, Minor Axis",
    "ussr": "USSR, Japan, China",
    "japan": "USSR, Japan, China",
    "china": "USSR, Japan, China",
    "usa": "USA, UK, France",
    "britain": "USA, UK, France",
    "commonwealth": "USA, UK, France",
    "france": "USA, UK, France",
    "vichy_france": "USA, UK, France",
    "poland": "USA, UK, France",
}
# A range in each band, and the band's index.
BAND_RANGES = [(0, 0), (1000, 0), (2000, 0), (2001, 1), (5000, 1), (5001, 2), (10000, 2), (10001, 3), (25000, 3)]


def battery(nation: str = "germany", **kw: object) -> Battery:
    return Battery(guns=4, calibre_mm=105, nation=nation, **kw)  # type: ignore[arg-type]


def read_d10(face: int) -> int:
    """The error chart's reading of a face: the printed 0 is 0."""
    return 0 if face == 10 else face


def column_of(modified: int) -> str:
    clamped = min(max(modified, 0), 9)
    return "0-1" if clamped <= 1 else str(clamped)


@pytest.mark.parametrize("observed", [False, True])
@pytest.mark.parametrize("face", range(1, 11))
def test_basic_chart_every_face(tables: RuleTables, face: int, observed: bool) -> None:
    yards = CHART[FACE_COLUMN[face]][1 if observed else 0]
    faces = [face] if yards == 0 else [face, 1]
    dice = ScriptedDice(faces)
    error = roll_fire_error(battery(), dice, tables.artillery, observed=observed, range_yards=3000, advanced=False)
    assert error.yards == yards
    assert dice.remaining == 0
    assert error.direction is (None if yards == 0 else ErrorDirection.LONG)
    chart_step = next(s for s in error.steps if isinstance(s, TableStep) and s.table == "Error chart")
    assert chart_step.column == FACE_COLUMN[face]
    assert chart_step.row == ("OBSERVED" if observed else "UNOBSERVED")
    assert not any(isinstance(s, ModifierStep) for s in error.steps)


def test_the_face_printed_0_is_read_as_0(tables: RuleTables) -> None:
    error = roll_fire_error(
        battery(), ScriptedDice([0]), tables.artillery, observed=False, range_yards=100, advanced=False
    )
    roll = next(s for s in error.steps if isinstance(s, RollStep))
    assert (roll.roll.printed, roll.reading, error.yards, error.direction) == ("0", 0, 0, None)


@pytest.mark.parametrize("face", range(1, 11))
def test_direction_every_face(tables: RuleTables, face: int) -> None:
    dice = ScriptedDice([9, face])
    error = roll_fire_error(battery(), dice, tables.artillery, observed=False, range_yards=3000, advanced=False)
    assert (error.yards, error.direction) == (400, DIRECTION[face])
    rolls = [s for s in error.steps if isinstance(s, RollStep)]
    assert rolls[1].reading == face  # the direction list puts 0 after 9: the printed 0 is 10
    assert tables.artillery.error_direction.direction(face) is DIRECTION[face]


@pytest.mark.parametrize("nation", sorted(NATION_ROW))
@pytest.mark.parametrize(("range_yards", "band"), BAND_RANGES)
def test_modifier_every_nation_and_band(tables: RuleTables, nation: str, range_yards: int, band: int) -> None:
    mod = error_modifier(nation, range_yards, tables.artillery)
    assert mod.nation_row == NATION_ROW[nation]
    assert mod.value == MODIFIERS[NATION_ROW[nation]][band]
    assert mod.range_band == ["0-2000", "2001-5000", "5001-10000", "10001+"][band]


@pytest.mark.parametrize(
    ("range_yards", "band"),
    [(2000.4, "0-2000"), (2000.99, "0-2000"), (5000.5, "2001-5000"), (10000.7, "5001-10000"), (10001.0, "10001+")],
)
def test_fractional_ranges_are_read_in_whole_yards(tables: RuleTables, range_yards: float, band: str) -> None:
    assert error_modifier("germany", range_yards, tables.artillery).range_band == band


def test_negative_range_is_refused(tables: RuleTables) -> None:
    with pytest.raises(ArtilleryError, match="negative"):
        error_modifier("germany", -1, tables.artillery)


def test_unknown_nation_is_refused(tables: RuleTables) -> None:
    with pytest.raises(ArtilleryError, match="no row for nation 'atlantis'"):
        error_modifier("atlantis", 100, tables.artillery)


# Every printed modifier cell, with every face: the modified roll clamps to the chart at both ends.
CELLS = [(row, band, value) for row, values in MODIFIERS.items() for band, value in enumerate(values)]
ROW_NATION = {
    "Germany": "germany",
    "Italy, Minor Axis": "italy",
    "USSR, Japan, China": "ussr",
    "USA, UK, France": "usa",
}
BAND_RANGE = [1500, 3000, 7500, 12000]


@pytest.mark.parametrize("observed", [False, True])
@pytest.mark.parametrize(("row", "band", "value"), CELLS)
@pytest.mark.parametrize("face", range(1, 11))
def test_advanced_every_cell_and_face(
    tables: RuleTables, row: str, band: int, value: int, face: int, observed: bool
) -> None:
    modified = read_d10(face) + value
    column = column_of(modified)
    yards = CHART[column][1 if observed else 0]
    dice = ScriptedDice([face] if yards == 0 else [face, 7])
    error = roll_fire_error(
        battery(ROW_NATION[row]), dice, tables.artillery, observed=observed, range_yards=BAND_RANGE[band], advanced=True
    )
    assert dice.remaining == 0
    assert error.yards == yards
    assert error.direction is (None if yards == 0 else ErrorDirection.LEFT)
    chart_step = next(s for s in error.steps if isinstance(s, TableStep) and s.table == "Error chart")
    assert chart_step.column == column
    mod_steps = [s for s in error.steps if isinstance(s, ModifierStep)]
    assert [m.value for m in mod_steps] == [value]
    off_chart = [s for s in error.steps if "off the chart" in getattr(s, "message", "")]
    assert bool(off_chart) == (modified < 0 or modified > 9)


@pytest.mark.parametrize(
    ("nation", "range_yards", "face", "column"),
    [
        ("germany", 1000, 10, "0-1"),  # 0 - 1 = -1: off the low end, the 0-1 column
        ("germany", 1000, 1, "0-1"),  # 1 - 1 = 0
        ("germany", 1000, 2, "0-1"),  # 2 - 1 = 1
        ("germany", 12000, 8, "9"),  # 8 + 2 = 10: off the high end, the 9 column
        ("italy", 12000, 9, "9"),  # 9 + 3 = 12
        ("china", 12000, 7, "9"),  # 7 + 3 = 10
        ("usa", 3000, 9, "9"),  # 9 + 0
    ],
)
def test_clamping_examples(tables: RuleTables, nation: str, range_yards: int, face: int, column: str) -> None:
    error = roll_fire_error(
        battery(nation),
        ScriptedDice([face, 1]),
        tables.artillery,
        observed=False,
        range_yards=range_yards,
        advanced=True,
    )
    assert error.yards == CHART[column][0]


def test_advanced_modifier_is_not_used_in_basic_games(tables: RuleTables) -> None:
    # China at 12000 yards would add +3 in an advanced game; a basic 1 stays in the 0-1 column.
    error = roll_fire_error(
        battery("china"), ScriptedDice([1]), tables.artillery, observed=False, range_yards=12000, advanced=False
    )
    assert error.yards == 0
    advanced = roll_fire_error(
        battery("china"), ScriptedDice([1, 1]), tables.artillery, observed=False, range_yards=12000, advanced=True
    )
    assert advanced.yards == 150


@pytest.mark.parametrize("advanced", [False, True])
@pytest.mark.parametrize("observed", [False, True])
def test_mortars_roll_no_error(tables: RuleTables, advanced: bool, observed: bool) -> None:
    dice = ScriptedDice([])
    mortar = Battery(guns=4, calibre_mm=81, nation="usa", is_mortar=True)
    error = roll_fire_error(mortar, dice, tables.artillery, observed=observed, range_yards=2500, advanced=advanced)
    assert (error.yards, error.direction, error.on_target) == (0, None, True)
    assert dice.history == []
    assert any(getattr(s, "rule", None) == "4.41" for s in error.steps)


def test_error_chart_yards_helper(tables: RuleTables) -> None:
    assert error_chart_yards(-3, False, tables.artillery) == (0, "0-1")
    assert error_chart_yards(0, True, tables.artillery) == (0, "0-1")
    assert error_chart_yards(4, False, tables.artillery) == (150, "4")
    assert error_chart_yards(14, True, tables.artillery) == (200, "9")


def test_every_die_is_explained(tables: RuleTables) -> None:
    dice = ScriptedDice([6, 8])
    error = roll_fire_error(battery("usa"), dice, tables.artillery, observed=True, range_yards=4000, advanced=True)
    rolls = [s.roll for s in error.steps if isinstance(s, RollStep)]
    assert rolls == dice.history
    assert [r.purpose for r in rolls] == ["artillery error (yards off)", "artillery error direction"]
    assert (error.yards, error.direction) == (100, ErrorDirection.RIGHT)


@pytest.mark.parametrize(
    ("nation", "noted"),
    [
        ("germany", False),
        ("italy", False),
        ("minor_axis", False),
        ("ussr", False),
        ("usa", False),
        ("france", False),
        ("britain", True),
        ("commonwealth", True),
        ("poland", True),
        ("vichy_france", True),
        ("hungary", True),
        ("finland", True),
    ],
)
def test_a_reading_for_an_unnamed_nation_is_explained(tables: RuleTables, nation: str, noted: bool) -> None:
    mod = error_modifier(nation, 3000, tables.artillery)
    assert any("not named by the table" in getattr(s, "message", "") for s in mod.steps) is noted


def test_an_unnamed_nation_is_named_as_players_read_it(tables: RuleTables) -> None:
    """4.3's note names the nation ("Vichy France", "UK & Commonwealth"), never its id."""
    for nation, name in (("vichy_france", "Vichy France"), ("commonwealth", "UK & Commonwealth")):
        notes = [s.message for s in error_modifier(nation, 3000, tables.artillery).steps if isinstance(s, NoteStep)]
        assert notes == [f"{name} is not named by the table: it reads the USA, UK, France row"]
