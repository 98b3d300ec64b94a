"""The printed tables of rule 2 (tank and anti-tank direct fire), read from ``resources/rules/direct_fire.yaml``.

The models check that the file is a faithful, usable transcription (the hit location rows read every face of the
d10 exactly once, the suspension rows run on from 0 to 9, every silhouette has its modifier, the campaign table
has ten columns for each location) so that the rules never meet a hole.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import Field, model_validator

from morefire_gui.rules.catalogue.entries import Silhouette
from morefire_gui.rules.direct_fire.terms import CampaignDamage, HitLocation, SuspensionDamage
from morefire_gui.rules.explain import ModifierStep
from morefire_gui.rules.table_model import TableModel
from morefire_gui.rules.words import QT_TRANSLATE_NOOP


class Modifier(TableModel):
    """A modifier as printed: the rules' own label and its value."""

    label: str
    value: int

    def step(self, rule: str, label: str | None = None) -> ModifierStep:
        return ModifierStep(label or self.label, self.value, rule)


class AutomaticSpotting(TableModel):
    """2.1's automatic spotting situations: the distances, and how much they grow in desert situations."""

    moved_within_yards: float = Field(gt=0)
    fired_within_yards: float = Field(gt=0)
    on_road_within_yards: float = Field(gt=0)
    desert_factor: float = Field(gt=0)


class RangeModifier(Modifier):
    """A range row of the spotting chart: from ``from_yards`` up to and including ``to_yards``, or beyond
    ``beyond_yards``."""

    from_yards: float | None = Field(default=None, ge=0)
    to_yards: float | None = Field(default=None, gt=0)
    beyond_yards: float | None = Field(default=None, ge=0)

    @model_validator(mode="after")
    def _bounds(self) -> RangeModifier:
        closed = self.from_yards is not None and self.to_yards is not None
        some = self.from_yards is not None or self.to_yards is not None
        if closed == (self.beyond_yards is not None) or (some and not closed):
            raise ValueError("a range row is either from_yards and to_yards, or beyond_yards")
        if self.from_yards is not None and self.to_yards is not None and self.to_yards < self.from_yards:
            raise ValueError("to_yards must not be below from_yards")
        return self

    def applies(self, range_yards: float) -> bool:
        if self.beyond_yards is not None:
            return range_yards > self.beyond_yards
        assert self.from_yards is not None and self.to_yards is not None
        return self.from_yards <= range_yards <= self.to_yards


class SpottingLocation(TableModel):
    on_road: Modifier
    in_woods: Modifier
    defilade: Modifier
    in_house: Modifier
    desert: Modifier


def _every_silhouette(table: dict[Silhouette, Modifier], where: str) -> None:
    missing = [s.value for s in Silhouette if s not in table]
    if missing:
        raise ValueError(f"{where}: a modifier for every silhouette (missing: {', '.join(missing)})")


class SpottingChart(TableModel):
    base_chance: int = Field(ge=0, le=100)
    location: SpottingLocation
    silhouette: dict[Silhouette, Modifier]
    stationary_infantry: Modifier
    target_moved: Modifier
    stationary_firer: Modifier
    range: tuple[RangeModifier, ...]

    @model_validator(mode="after")
    def _check(self) -> SpottingChart:
        _every_silhouette(self.silhouette, "spotting_chart.silhouette")
        return self

    def range_modifier(self, range_yards: float) -> RangeModifier | None:
        """The range row that applies (the first that does), or None below the first."""
        return next((row for row in self.range if row.applies(range_yards)), None)


class ToHitModifiers(TableModel):
    silhouette: dict[Silhouette, Modifier]
    in_woods_or_building: Modifier
    anti_tank_gun: Modifier
    defilade: Modifier
    moving: Modifier
    firer_moved: Modifier

    @model_validator(mode="after")
    def _check(self) -> ToHitModifiers:
        _every_silhouette(self.silhouette, "to_hit.silhouette")
        return self


class AngleOfFire(TableModel):
    turretless_arc_degrees: float = Field(gt=0, le=180)


class LocationRow(TableModel):
    low: int
    high: int
    location: HitLocation

    @property
    def label(self) -> str:
        faces = [("0" if f == 10 else str(f)) for f in range(self.low, self.high + 1)]
        return ",".join(faces)


def _check_run(rows: Sequence[Any], first: int, last: int, name: str, every: str) -> None:
    """Rows given by ``low``/``high`` must run on from ``first`` to ``last`` without gaps or overlaps."""
    expected = first
    for row in rows:
        if row.low != expected or row.high < row.low:
            raise ValueError(f"{name} rows must run on from {first} without gaps (expected {expected})")
        expected = row.high + 1
    if expected != last + 1:
        raise ValueError(f"{name} rows must read {every}")


class HitLocationTable(TableModel):
    suspension_shot: Modifier
    rows: tuple[LocationRow, ...]

    @model_validator(mode="after")
    def _check(self) -> HitLocationTable:
        _check_run(self.rows, 1, 10, "hit_location", "every face of the d10, 1 to 0 (read as 10)")
        return self

    def row(self, modified: int) -> tuple[LocationRow, bool]:
        """The row a modified roll reads, and whether it fell off an end (then the end row is read)."""
        first, last = self.rows[0], self.rows[-1]
        if modified < first.low:
            return first, True
        if modified > last.high:
            return last, True
        return next(r for r in self.rows if r.low <= modified <= r.high), False


class WheelModifier(Modifier):
    from_wheels: int = Field(ge=1)
    to_wheels: int = Field(ge=1)


class SuspensionRow(TableModel):
    low: int
    high: int
    damage: SuspensionDamage
    turns: int | None = Field(default=None, gt=0)

    @model_validator(mode="after")
    def _turns(self) -> SuspensionRow:
        if (self.damage is SuspensionDamage.IMMOBILE) != (self.turns is not None):
            raise ValueError("a row gives 'turns' exactly when it is 'immobile' for a number of turns")
        return self

    @property
    def label(self) -> str:
        return "-".join(str(f) for f in range(self.low, self.high + 1))

    @property
    def text(self) -> str:
        if self.damage is SuspensionDamage.NO_DAMAGE:
            return QT_TRANSLATE_NOOP("Rules", "No Damage")
        if self.damage is SuspensionDamage.IMMOBILE:
            return QT_TRANSLATE_NOOP("Rules", "Immobile for {turns} turns").format(turns=self.turns)
        return QT_TRANSLATE_NOOP("Rules", "Immobilized for battle")


class SuspensionTable(TableModel):
    wheels: tuple[WheelModifier, ...]
    moving: Modifier
    skirts: Modifier
    rows: tuple[SuspensionRow, ...]

    @model_validator(mode="after")
    def _check(self) -> SuspensionTable:
        _check_run(self.rows, 0, 9, "suspension", "every result from 0 to 9")
        return self

    def wheel_modifier(self, wheels: int) -> WheelModifier | None:
        """The wheel row for a wheeled vehicle. More wheels than the last row names read the last row."""
        for row in self.wheels:
            if row.from_wheels <= wheels <= row.to_wheels:
                return row
        last = max(self.wheels, key=lambda r: r.to_wheels, default=None)
        return last if last is not None and wheels > last.to_wheels else None

    def row(self, modified: int) -> tuple[SuspensionRow, bool]:
        first, last = self.rows[0], self.rows[-1]
        if modified < first.low:
            return first, True
        if modified > last.high:
            return last, True
        return next(r for r in self.rows if r.low <= modified <= r.high), False


class CampaignDamageTable(TableModel):
    turret: tuple[CampaignDamage, ...]
    hull: tuple[CampaignDamage, ...]
    suspension: tuple[CampaignDamage, ...]
    minefield: CampaignDamage

    @model_validator(mode="after")
    def _check(self) -> CampaignDamageTable:
        for name in ("turret", "hull", "suspension"):
            if len(getattr(self, name)) != 10:
                raise ValueError(f"campaign_damage.{name}: ten columns, 1 to 9 and 0")
        return self

    def row(self, location: HitLocation) -> tuple[CampaignDamage, ...]:
        return {HitLocation.TURRET: self.turret, HitLocation.HULL: self.hull, HitLocation.SUSPENSION: self.suspension}[
            location
        ]


class DirectFireTables(TableModel):
    automatic_spotting: AutomaticSpotting
    spotting_chart: SpottingChart
    to_hit: ToHitModifiers
    angle_of_fire: AngleOfFire
    hit_location: HitLocationTable
    suspension: SuspensionTable
    campaign_damage: CampaignDamageTable
