"""The printed tables of rule 4 (artillery), read from ``resources/rules/artillery.yaml``.

The models check that the file is a faithful, usable transcription (every row as long as its columns, every
d10 face read exactly once, the damage-zone rows per gun) so that the rules below never meet a hole.
"""

from __future__ import annotations

from pydantic import Field, model_validator

from morefire_gui.rules.artillery.terms import (
    ArtilleryError,
    ErrorDirection,
    GunType,
    Pattern,
    TargetClass,
    whole_units,
)
from morefire_gui.rules.dice import zero_high
from morefire_gui.rules.movement import MoveCode
from morefire_gui.rules.scenario.nations import NamingNations
from morefire_gui.rules.table_model import TableModel


class OrderLimits(TableModel):
    """4.12 C and 4.2: the longest shift per direction and how many fire registration points a side plots."""

    max_shift_yards: int = Field(gt=0)
    registration_points_per_side: int = Field(gt=0)


class NationRowTable(TableModel):
    """A table whose rows name nationalities, and the row every nation id reads."""

    nations: dict[str, str]

    def row_for(self, nation: str, rule: str) -> str:
        try:
            return self.nations[nation]
        except KeyError:
            known = ", ".join(sorted(self.nations))
            raise ArtilleryError(f"rule {rule} has no row for nation {nation!r} (known: {known})") from None

    @staticmethod
    def names(row: str, nation: str) -> bool:
        """Whether a row's printed label names the nation itself ("Minor Axis, Italy" names minor_axis and
        italy) rather than being a reading for a nation the table does not name."""
        parts = {p.strip().lower() for p in row.replace("&", ",").split(",")}
        return nation.replace("_", " ").lower() in parts


class TimeLapseTable(NationRowTable):
    """4.2: turns from a new fire mission (order A) to impact, by nationality."""

    rows: dict[str, int]

    @model_validator(mode="after")
    def _check(self) -> TimeLapseTable:
        for nation, row in self.nations.items():
            if row not in self.rows:
                raise ValueError(f"nation {nation!r} reads row {row!r}, which the table does not have")
        if any(turns < 0 for turns in self.rows.values()):
            raise ValueError("a time lapse cannot be negative")
        return self


ERROR_COLUMNS = ("0-1", "2", "3", "4", "5", "6", "7", "8", "9")


class ErrorChart(TableModel):
    """4.3 ERROR CHART: yards off target by the (modified) d10, unobserved and observed."""

    columns: tuple[str, ...]
    unobserved: tuple[int, ...]
    observed: tuple[int, ...]

    @model_validator(mode="after")
    def _check(self) -> ErrorChart:
        if self.columns != ERROR_COLUMNS:
            raise ValueError(f"the error chart's columns are {', '.join(ERROR_COLUMNS)}")
        for name in ("unobserved", "observed"):
            row = getattr(self, name)
            if len(row) != len(self.columns):
                raise ValueError(f"row {name} has {len(row)} values for {len(self.columns)} columns")
            if any(v < 0 for v in row):
                raise ValueError(f"row {name}: an error cannot be negative")
        return self

    def column_index(self, reading: int) -> int:
        """The column a (modified) roll reads. 0 and 1 share the first column; a modified roll that falls
        off either end of the chart uses that end's column (DESIGN.md, dice readings)."""
        return min(max(reading, 1), 9) - 1

    def row(self, observed: bool) -> tuple[int, ...]:
        return self.observed if observed else self.unobserved


class ErrorDirectionTable(TableModel):
    """4.3: the second d10, as printed (1,2,3 LONG; 4,5 SHORT; 6,7 LEFT; 8,9,0 RIGHT)."""

    long: tuple[int, ...]
    short: tuple[int, ...]
    left: tuple[int, ...]
    right: tuple[int, ...]

    @model_validator(mode="after")
    def _check(self) -> ErrorDirectionTable:
        printed = [f for d in ErrorDirection for f in self.printed_faces(d)]
        if sorted(printed) != list(range(10)):
            raise ValueError("every d10 face (1-9 and 0) must give exactly one direction")
        return self

    def printed_faces(self, direction: ErrorDirection) -> tuple[int, ...]:
        return tuple(getattr(self, direction.value))

    def faces(self, direction: ErrorDirection) -> tuple[int, ...]:
        """The faces (1-10) that give ``direction``; the list puts 0 after 9, so the printed 0 is 10."""
        return tuple(10 if f == 0 else f for f in self.printed_faces(direction))

    def direction(self, face: int) -> ErrorDirection:
        reading = zero_high(face)
        for d in ErrorDirection:
            if reading in self.faces(d):
                return d
        raise ArtilleryError(f"{face} is not a face of a d10")

    def label(self, direction: ErrorDirection) -> str:
        return ",".join(str(f) for f in self.printed_faces(direction))


class RangeBand(TableModel):
    """A battery-to-aim range band of the 4.3 advanced modifiers; ``to_yards`` is inclusive, None is open."""

    label: str
    to_yards: int | None = Field(default=None, gt=0)


class ErrorModifiers(NationRowTable):
    """4.3 ADVANCED: the range and nationality modifiers to the error chart's d10."""

    range_bands: tuple[RangeBand, ...]
    rows: dict[str, tuple[int, ...]]

    @model_validator(mode="after")
    def _check(self) -> ErrorModifiers:
        bounds = [b.to_yards for b in self.range_bands]
        if not bounds or bounds[-1] is not None or None in bounds[:-1]:
            raise ValueError("every range band but the last needs to_yards; the last is open (to_yards: null)")
        closed = [b for b in bounds if b is not None]
        if closed != sorted(closed) or len(set(closed)) != len(closed):
            raise ValueError("range bands must be listed from the shortest to the longest")
        for row, values in self.rows.items():
            if len(values) != len(self.range_bands):
                raise ValueError(f"row {row!r} has {len(values)} modifiers for {len(self.range_bands)} bands")
        for nation, row in self.nations.items():
            if row not in self.rows:
                raise ValueError(f"nation {nation!r} reads row {row!r}, which the table does not have")
        return self

    def band_index(self, range_yards: float) -> int:
        """The band a range falls in, read in whole yards (fractions dropped)."""
        yards = whole_units(range_yards)
        for i, band in enumerate(self.range_bands):
            if band.to_yards is None or yards <= band.to_yards:
                return i
        raise AssertionError("the last range band is open")  # pragma: no cover - enforced by _check


class MortarRange(TableModel):
    """4.41: a mortar's maximum range for calibres up to ``to_mm`` (None: all larger)."""

    label: str
    to_mm: int | None = Field(default=None, gt=0)
    max_yards: int = Field(gt=0)


class CounterBatteryTable(TableModel):
    """4.42: turns of continuous fire to zero in, then guns destroyed per turn of sustained fire."""

    zeroing_turns: int = Field(ge=0)
    guns_destroyed_per_turn: int = Field(ge=1)


class CalibreColumn(TableModel):
    """A calibre column; it runs from ``from_mm`` to the next column's ``from_mm`` (whole millimetres)."""

    label: str
    from_mm: int = Field(ge=0)


def _check_columns(columns: tuple[CalibreColumn, ...]) -> None:
    starts = [c.from_mm for c in columns]
    if not starts or starts[0] != 0:
        raise ValueError("the first calibre column must start at 0 mm")
    if starts != sorted(starts) or len(set(starts)) != len(starts):
        raise ValueError("calibre columns must be listed from the smallest to the largest")


def calibre_column(columns: tuple[CalibreColumn, ...], calibre_mm: float) -> int:
    """The index of the column a calibre falls in, read in whole millimetres (fractions dropped)."""
    mm = whole_units(calibre_mm)
    if mm < 0:
        raise ArtilleryError(f"a calibre of {calibre_mm} mm is not possible")
    index = 0
    for i, column in enumerate(columns):
        if mm >= column.from_mm:
            index = i
    return index


class ZoneRow(TableModel):
    label: str
    guns: int = Field(gt=0)
    yards: tuple[int, ...]


class DamageZoneTable(TableModel):
    """4.5: damage zone diameters in yards by pattern, battery size and calibre column."""

    columns: tuple[CalibreColumn, ...]
    spread: tuple[ZoneRow, ...]
    converged: tuple[ZoneRow, ...]

    @model_validator(mode="after")
    def _check(self) -> DamageZoneTable:
        _check_columns(self.columns)
        for pattern in Pattern:
            rows = self.rows(pattern)
            for row in rows:
                if len(row.yards) != len(self.columns):
                    raise ValueError(
                        f"{pattern.value} row {row.label!r} has {len(row.yards)} values for {len(self.columns)} columns"
                    )
            one = self.one_gun_row(pattern)
            # 4.5 reading: each printed row is the one-gun row times the number of guns.
            for row in rows:
                expected = tuple(y * row.guns for y in one.yards)
                if row.yards != expected:
                    raise ValueError(
                        f"{pattern.value} row {row.label!r} is not {row.guns} x the one-gun row "
                        f"{list(one.yards)} (expected {list(expected)})"
                    )
        return self

    def rows(self, pattern: Pattern) -> tuple[ZoneRow, ...]:
        return self.spread if pattern is Pattern.SPREAD else self.converged

    def one_gun_row(self, pattern: Pattern) -> ZoneRow:
        for row in self.rows(pattern):
            if row.guns == 1:
                return row
        raise ValueError(f"the {pattern.value} table needs a one-gun row")

    def printed_row(self, pattern: Pattern, guns: int) -> ZoneRow | None:
        for row in self.rows(pattern):
            if row.guns == guns:
                return row
        return None


class HitChart(TableModel):
    """4.6: percentage to hit by target class and calibre column, spread and converged."""

    columns: tuple[CalibreColumn, ...]
    spread: dict[TargetClass, tuple[int, ...]]
    converged: dict[TargetClass, tuple[int, ...]]

    @model_validator(mode="after")
    def _check(self) -> HitChart:
        _check_columns(self.columns)
        for pattern in Pattern:
            chart = self.chart(pattern)
            if set(chart) != set(TargetClass):
                raise ValueError(f"the {pattern.value} chart needs a row for every class A-D")
            for cls, values in chart.items():
                if len(values) != len(self.columns):
                    raise ValueError(
                        f"{pattern.value} row {cls.value} has {len(values)} values for {len(self.columns)} columns"
                    )
                if any(not 0 <= v <= 100 for v in values):
                    raise ValueError(f"{pattern.value} row {cls.value}: a percentage is 0-100")
        return self

    def chart(self, pattern: Pattern) -> dict[TargetClass, tuple[int, ...]]:
        return self.spread if pattern is Pattern.SPREAD else self.converged


class VehicleMoveRow(TableModel):
    label: str
    codes: tuple[MoveCode, ...]
    modifier: int = Field(le=0)


class MovingModifiers(TableModel):
    """4.6 Modifiers for Moving: infantry, and vehicles by the movement code they used."""

    infantry: int = Field(le=0)
    vehicles: tuple[VehicleMoveRow, ...]

    @model_validator(mode="after")
    def _check(self) -> MovingModifiers:
        codes = [c for row in self.vehicles for c in row.codes]
        if sorted(codes) != sorted(MoveCode) or len(codes) != len(set(codes)):
            raise ValueError("every movement code A-G must be in exactly one vehicle row")
        return self

    def vehicle_row(self, code: MoveCode) -> VehicleMoveRow:
        for row in self.vehicles:
            if code in row.codes:
                return row
        raise AssertionError("every code has a row")  # pragma: no cover - enforced by _check


class NavalGuns(TableModel):
    """4.7: how naval guns are rated and where they stand."""

    guns: int = Field(gt=0)
    calibre_mm: float = Field(gt=0)
    board_edge_yards: int = Field(gt=0)


class SetUpRow(TableModel):
    """4.8: breakdown and set-up turns for a gun type and (for towed and AT guns) a calibre range."""

    label: str
    gun_type: GunType
    from_mm: int | None = Field(default=None, ge=0)
    to_mm: int | None = Field(default=None, ge=0)
    breakdown: int = Field(ge=1)
    set_up: int = Field(ge=1)

    def covers(self, gun_type: GunType, mm: int) -> bool:
        return (
            gun_type is self.gun_type
            and (self.from_mm is None or mm >= self.from_mm)
            and (self.to_mm is None or mm <= self.to_mm)
        )


# Calibres the set-up table's coverage is checked over (whole millimetres).
_CHECKED_MM = range(1, 1001)


class ArtilleryTables(NamingNations):  # its texts name the nations it reads rows for
    orders: OrderLimits
    time_lapse: TimeLapseTable
    error_chart: ErrorChart
    error_direction: ErrorDirectionTable
    error_modifiers: ErrorModifiers
    mortar_ranges: tuple[MortarRange, ...]
    off_board_yards: int = Field(ge=0)
    counter_battery: CounterBatteryTable
    damage_zone: DamageZoneTable
    hit_chart: HitChart
    moving_modifiers: MovingModifiers
    naval: NavalGuns
    set_up: tuple[SetUpRow, ...]

    @model_validator(mode="after")
    def _check(self) -> ArtilleryTables:
        limits = [m.to_mm for m in self.mortar_ranges]
        if not limits or limits[-1] is not None or None in limits[:-1]:
            raise ValueError("mortar_ranges: every row but the last needs to_mm; the last is open")
        for gun_type in GunType:
            for mm in _CHECKED_MM:
                rows = [r.label for r in self.set_up if r.covers(gun_type, mm)]
                if len(rows) != 1:
                    found = ", ".join(rows) if rows else "none"
                    raise ValueError(
                        f"set_up: a {gun_type.value} gun of {mm} mm must match exactly one row (matches: {found})"
                    )
        return self

    def mortar_range(self, calibre_mm: float) -> MortarRange:
        mm = whole_units(calibre_mm)
        for row in self.mortar_ranges:
            if row.to_mm is None or mm <= row.to_mm:
                return row
        raise AssertionError("the last mortar range is open")  # pragma: no cover - enforced by _check

    def set_up_row(self, gun_type: GunType, calibre_mm: float) -> SetUpRow:
        mm = whole_units(calibre_mm)
        for row in self.set_up:
            if row.covers(gun_type, mm):
                return row
        raise ArtilleryError(f"rule 4.8 has no row for a {gun_type.value} gun of {calibre_mm} mm")
