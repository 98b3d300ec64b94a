"""Rule 4.3, artillery firing error: how far (error chart) and which way (direction die) a barrage lands off its
aim point, with the advanced range and nationality modifiers. Mortars roll no error (4.41)."""

from __future__ import annotations

from dataclasses import dataclass

from morefire_gui.rules.artillery.batteries import Battery
from morefire_gui.rules.artillery.tables import ArtilleryTables
from morefire_gui.rules.artillery.terms import ArtilleryError, ErrorDirection
from morefire_gui.rules.dice import Dice, zero_high, zero_low
from morefire_gui.rules.explain import ModifierStep, NoteStep, RollStep, Step, TableStep
from morefire_gui.rules.words import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class FireError:
    """Where the barrage lands relative to its aim point: ``yards`` along ``direction`` (relative to the line
    of fire: long is beyond the aim point, short towards the battery, left and right as the battery looks).
    ``direction`` is None when the error is 0 yards (no direction die is rolled)."""

    yards: int
    direction: ErrorDirection | None
    steps: tuple[Step, ...]

    @property
    def on_target(self) -> bool:
        return self.yards == 0


@dataclass(frozen=True)
class ErrorModifier:
    """4.3 ADVANCED: the modifier to the error die for a nation and a battery-to-aim range."""

    value: int
    nation_row: str
    range_band: str
    steps: tuple[Step, ...]


def error_modifier(nation: str, range_yards: float, tables: ArtilleryTables) -> ErrorModifier:
    """4.3 ADVANCED: "Range & Nationality die roll Modifiers". The range is the battery's to its aim point,
    read in whole yards (2000.5 yards is in the 0-2000 band)."""
    if range_yards < 0:
        raise ArtilleryError(f"a range cannot be negative (found {range_yards} yards)")
    table = tables.error_modifiers
    row = table.row_for(nation, "4.3")
    band = table.band_index(range_yards)
    value = table.rows[row][band]
    label = table.range_bands[band].label
    steps: list[Step] = []
    if not table.names(row, nation):
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "{nation} is not named by the table: it reads the {row} row").format(
                    nation=tables.nation_name(nation), row=row
                ),
                "4.3",
            )
        )
    steps.append(
        TableStep(QT_TRANSLATE_NOOP("Rules", "Range & nationality error modifiers"), row, f"{value:+d}", "4.3", label)
    )
    steps.append(
        ModifierStep(
            QT_TRANSLATE_NOOP("Rules", "{row}, {band} yards").format(row=row, band=label),
            value,
            "4.3",
        )
    )
    return ErrorModifier(value, row, label, tuple(steps))


def error_chart_yards(reading: int, observed: bool, tables: ArtilleryTables) -> tuple[int, str]:
    """4.3 ERROR CHART: the yards off for a (modified) reading of the error die, and the column used."""
    chart = tables.error_chart
    column = chart.column_index(reading)
    return chart.row(observed)[column], chart.columns[column]


def roll_fire_error(
    battery: Battery, dice: Dice, tables: ArtilleryTables, *, observed: bool, range_yards: float, advanced: bool
) -> FireError:
    """4.3: roll the error die (d10, the face printed 0 read as 0: the "0-1" column), add the advanced range
    and nationality modifier, read the chart (a modified roll off either end uses that end's column) and,
    unless the error is 0 yards, roll the direction die (d10, the face printed 0 read as 10: RIGHT).
    Mortars do not roll on the error chart (4.41): no dice are thrown for them."""
    if battery.is_mortar:
        return FireError(
            0,
            None,
            (NoteStep(QT_TRANSLATE_NOOP("Rules", "mortars do not roll on the error chart: on target"), "4.41"),),
        )
    # The row only: why the fire is observed or not (who sees the aim point, or the firer's word) is the caller's.
    steps: list[Step] = [
        NoteStep(
            QT_TRANSLATE_NOOP("Rules", "observed fire: the error chart's OBSERVED row")
            if observed
            else QT_TRANSLATE_NOOP("Rules", "unobserved fire: the error chart's UNOBSERVED row"),
            "4.3",
        )
    ]
    roll = dice.d10(QT_TRANSLATE_NOOP("Rules", "artillery error (yards off)"))
    reading = zero_low(roll.face)
    steps.append(RollStep(roll, reading, "4.3"))
    if advanced:
        modifier = error_modifier(battery.nation, range_yards, tables)
        steps.extend(modifier.steps)
        modified = reading + modifier.value
        if modified != reading:
            steps.append(
                NoteStep(QT_TRANSLATE_NOOP("Rules", "modified error roll {roll}").format(roll=modified), "4.3")
            )
        if not 0 <= modified <= 9:
            # 4.3: a modified roll that falls off the chart uses that end's column (the d10 readings).
            end = tables.error_chart.columns[tables.error_chart.column_index(modified)]
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP(
                        "Rules", "a modified roll of {roll} is off the chart: the {column} column is used"
                    ).format(roll=modified, column=end),
                    "4.3",
                )
            )
        reading = modified
    yards, column = error_chart_yards(reading, observed, tables)
    steps.append(
        TableStep(
            QT_TRANSLATE_NOOP("Rules", "Error chart"),
            QT_TRANSLATE_NOOP("Rules", "OBSERVED") if observed else QT_TRANSLATE_NOOP("Rules", "UNOBSERVED"),
            QT_TRANSLATE_NOOP("Rules", "{yards} yards").format(yards=yards),
            "4.3",
            column,
        )
    )
    if yards == 0:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "no error: the barrage lands on its aim point; no direction roll"), "4.3"
            )
        )
        return FireError(0, None, tuple(steps))
    roll = dice.d10(QT_TRANSLATE_NOOP("Rules", "artillery error direction"))
    direction = tables.error_direction.direction(roll.face)
    steps.append(RollStep(roll, zero_high(roll.face), "4.3"))
    steps.append(
        TableStep(
            QT_TRANSLATE_NOOP("Rules", "Error direction"),
            tables.error_direction.label(direction),
            direction.value.upper(),
            "4.3",
        )
    )
    return FireError(yards, direction, tuple(steps))
