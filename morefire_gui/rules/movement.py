"""Rules 1.2-1.5: movement codes, the chart of distance per turn by scale, the MPH conversion, terrain
reductions, and infantry's 100 yards a turn."""

from __future__ import annotations

import math
from enum import Enum

from pydantic import Field, model_validator

from morefire_gui.rules.scales import GroundScale, TableUnit
from morefire_gui.rules.table_model import TableModel


class MoveCode(str, Enum):
    A = "A"
    B = "B"
    C = "C"
    D = "D"
    E = "E"
    F = "F"
    G = "G"

    def reduced(self, letters: int) -> MoveCode:
        """Rule 1.4: reduce by ``letters`` codes; "vehicles can always move at A speed"."""
        if letters < 0:
            raise ValueError(f"a reduction is a number of letters lost, not {letters}")
        order = list(MoveCode)
        return order[max(0, order.index(self) - letters)]


class MovementRow(TableModel):
    """One printed row of the 1.2 chart: a distance per code, in the row's unit."""

    unit: TableUnit
    A: float = Field(gt=0)
    B: float = Field(gt=0)
    C: float = Field(gt=0)
    D: float = Field(gt=0)
    E: float = Field(gt=0)
    F: float = Field(gt=0)
    G: float = Field(gt=0)

    def distance(self, code: MoveCode) -> float:
        return float(getattr(self, code.value))


class DerivedRow(TableModel):
    """A row the chart does not print, derived from a printed one (see docs/rules-notes.md, rule 1.2)."""

    source: str
    factor: float = Field(gt=0)
    unit: TableUnit


class MphBand(TableModel):
    low: int = Field(ge=0)
    high: int | None = None


class MovementTables(TableModel):
    rows: dict[str, MovementRow]
    derived_rows: dict[str, DerivedRow] = Field(default_factory=dict)
    mph: dict[MoveCode, MphBand]
    infantry_yards: float = Field(gt=0)
    terrain_reductions: dict[str, int] = Field(
        description="rule 1.4: letters lost crossing each kind of terrain or weather"
    )

    @model_validator(mode="after")
    def _check(self) -> MovementTables:
        for name, d in self.derived_rows.items():
            if d.source not in self.rows:
                raise ValueError(f"derived row {name!r} names an unknown source row {d.source!r}")
        if set(self.mph) != set(MoveCode):
            raise ValueError("the MPH conversion must give a band for every code A-G")
        # The MPH Conv row: bands in code order, each starting one mph above the last, only G open-ended.
        expected_low = 1
        for code in MoveCode:
            band = self.mph[code]
            if band.low != expected_low:
                raise ValueError(
                    f"mph band {code.value} starts at {band.low}, expected {expected_low} "
                    "(the bands must follow on from each other)"
                )
            if band.high is None:
                if code is not MoveCode.G:
                    raise ValueError(f"only the last mph band (G) may be open-ended, not {code.value}")
                break
            if band.high < band.low:
                raise ValueError(f"mph band {code.value} ends ({band.high}) before it starts ({band.low})")
            expected_low = band.high + 1
        for name, row in self.rows.items():
            distances = [row.distance(c) for c in MoveCode]
            if distances != sorted(distances):
                raise ValueError(f"movement row {name!r} must not get shorter from A to G")
        return self

    def row(self, name: str) -> MovementRow:
        if name in self.rows:
            return self.rows[name]
        d = self.derived_rows[name]
        src = self.rows[d.source]
        return MovementRow(unit=d.unit, **{c.value: src.distance(c) * d.factor for c in MoveCode})

    def row_names(self) -> list[str]:
        return [*self.rows, *self.derived_rows]


def allowance(code: MoveCode, scale: GroundScale, unit: TableUnit, tables: MovementTables) -> float:
    """Rule 1.2: how far a vehicle moving at ``code`` goes in one turn, in the battle's table units."""
    row = tables.row(scale.movement_row)
    return row.distance(code) * unit.per_inch / row.unit.per_inch


def infantry_allowance(scale: GroundScale, unit: TableUnit, tables: MovementTables) -> float:
    """Rule 1.5: infantry and weapon systems move 100 yards a turn, in table units."""
    return scale.to_table(tables.infantry_yards, unit)


def code_for_mph(mph: float, tables: MovementTables) -> MoveCode:
    """Rule 1.2's conversion chart. Speeds are rounded to the nearest whole mph first (the chart's bands
    are whole numbers); anything under 1 mph still moves at A."""
    if not math.isfinite(mph):
        raise ValueError(f"a speed must be a number of mph, not {mph}")
    whole = max(1, math.floor(mph + 0.5))
    for code in MoveCode:
        band = tables.mph[code]
        if band.low <= whole and (band.high is None or whole <= band.high):
            return code
    raise ValueError(f"no movement code for {mph} mph")
