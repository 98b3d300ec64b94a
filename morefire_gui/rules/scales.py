"""Rule 1.1, distance scales: how many yards one table unit stands for, and which movement row applies.

The presets are data (``resources/rules/scales.yaml``); a battle may instead give ``{yards_per_inch: N}``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum

from pydantic import Field

from morefire_gui.rules.table_model import TableModel
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, Message

CM_PER_INCH = 2.54
METRES_PER_YARD = 0.9144


class TableUnit(str, Enum):
    INCH = "in"
    CM = "cm"

    @property
    def words(self) -> Message:
        """The unit as the interface writes it after a number."""
        return QT_TRANSLATE_NOOP("Rules", "in") if self is TableUnit.INCH else QT_TRANSLATE_NOOP("Rules", "cm")

    @property
    def per_inch(self) -> float:
        """How many of this unit make one inch."""
        return 1.0 if self is TableUnit.INCH else CM_PER_INCH


class ScalePreset(TableModel):
    """One preset of rule 1.1. Exactly one of ``yards_per_inch`` and ``metres_per_cm`` is given."""

    text: str = Field(description="what the rule says, for tooltips and the legend")
    yards_per_inch: float | None = Field(default=None, gt=0)
    metres_per_cm: float | None = Field(default=None, gt=0)
    movement_row: str
    casting_scale: int = Field(default=285, gt=0, description="the castings' scale, 1/N")


class ScaleTables(TableModel):
    presets: dict[str, ScalePreset]
    custom_rows: dict[str, float] = Field(
        description="for a custom {yards_per_inch: N}: each movement row and the yards per inch it belongs to"
    )


@dataclass(frozen=True)
class GroundScale:
    """A battle's ground scale: a name, yards per inch of table, the movement row of rule 1.2, and the
    scale of the castings (vehicle footprints in the catalogue are at 1/285)."""

    name: str
    yards_per_inch: float
    movement_row: str
    casting_scale: int = 285

    def yards_per_unit(self, unit: TableUnit) -> float:
        return self.yards_per_inch / unit.per_inch

    def to_yards(self, distance: float, unit: TableUnit) -> float:
        """Rule 1.1: table distance to yards on the ground."""
        return distance * self.yards_per_unit(unit)

    def to_table(self, yards: float, unit: TableUnit) -> float:
        """Yards on the ground to table distance."""
        return yards / self.yards_per_unit(unit)

    @property
    def casting_factor(self) -> float:
        """How much bigger than a 1/285 casting this battle's castings are (15mm, 1/100: 2.85)."""
        return 285 / self.casting_scale


def preset_scale(name: str, tables: ScaleTables) -> GroundScale:
    preset = tables.presets[name]
    if preset.yards_per_inch is not None:
        ypi = preset.yards_per_inch
    else:
        assert preset.metres_per_cm is not None
        ypi = preset.metres_per_cm * CM_PER_INCH / METRES_PER_YARD
    return GroundScale(name, ypi, preset.movement_row, preset.casting_scale)


def custom_scale(yards_per_inch: float, tables: ScaleTables) -> GroundScale:
    """A custom scale uses the movement row whose own yards per inch is nearest by ratio (see rules-notes)."""
    if not (math.isfinite(yards_per_inch) and yards_per_inch > 0):
        raise ValueError(f"a custom scale needs a positive number of yards per inch, not {yards_per_inch}")
    row = min(tables.custom_rows, key=lambda r: abs(math.log(tables.custom_rows[r] / yards_per_inch)))
    return GroundScale(f"1in={yards_per_inch:g}yd", yards_per_inch, row)
