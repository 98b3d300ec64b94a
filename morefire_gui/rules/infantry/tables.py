"""The printed tables of rule 3 (infantry combat and minefields), read from ``resources/rules/infantry.yaml``.

The models check that the file is a faithful, usable transcription (the FIR chart covers every rating from 1
up without a gap, every mine type has a chance for every target row) so that the rules never meet a hole.
"""

from __future__ import annotations

from pydantic import Field, model_validator

from morefire_gui.rules.explain import ModifierStep, TableStep
from morefire_gui.rules.infantry.terms import FireEffect, Mines, MineTargetRow
from morefire_gui.rules.movement import MoveCode
from morefire_gui.rules.scenario.nations import NamingNations
from morefire_gui.rules.table_model import TableModel
from morefire_gui.rules.words import QT_TRANSLATE_NOOP


class FireType(TableModel):
    """One row of the 3.5 table: Fire Intensity Rating, Melee Factor (None: "n/a"), maximum range in yards."""

    fir: int = Field(ge=0)
    mf: int | None = None
    max_range: int = Field(gt=0)
    vs_vehicles: bool = Field(default=True, description="T-HE: 1500 (vs non-vehicles)")


class Modifier(TableModel):
    label: str
    value: int

    def step(self, rule: str, label: str | None = None) -> ModifierStep:
        return ModifierStep(label or self.label, self.value, rule)


class FirModifiers(TableModel):
    target_moved: Modifier
    firer_moved: Modifier
    target_hard_cover: Modifier
    target_cover: Modifier
    target_riding: Modifier


class FirRow(TableModel):
    low: int = Field(ge=1)
    high: int = Field(ge=1)
    chance: int = Field(ge=0, le=100)
    effect: FireEffect

    @property
    def label(self) -> str:
        return str(self.low) if self.low == self.high else f"{self.low}-{self.high}"


class MeleeTable(TableModel):
    artillery_or_administrative_mf: int
    suppressed: Modifier


class AssaultTable(TableModel):
    base_chance: int = Field(ge=0, le=100)
    did_not_move: Modifier
    moved: dict[MoveCode, Modifier]
    max_turret_ac_1: Modifier
    flamethrower: Modifier
    engineer: Modifier
    suicide_squad: Modifier


class SuicideEligibility(TableModel):
    label: str
    nation: str
    formation: str | None = None
    years: tuple[int, int]


class SuicideSquadTable(TableModel):
    types: tuple[str, ...]
    eligible: tuple[SuicideEligibility, ...]
    japanese_nation: str


class MinefieldTable(TableModel):
    section_yards: tuple[float, float]
    clearing_turns: int = Field(gt=0)
    damage: dict[MineTargetRow, dict[Mines, int]]

    @model_validator(mode="after")
    def _complete(self) -> MinefieldTable:
        if set(self.damage) != set(MineTargetRow):
            raise ValueError(
                "the damage chart needs a row for every target: " + ", ".join(r.value for r in MineTargetRow)
            )
        for row, chances in self.damage.items():
            if set(chances) != set(Mines):
                raise ValueError(f"damage.{row.value}: a chance for every type of mines (at, ap, gp)")
            for mines, chance in chances.items():
                if not 0 <= chance <= 100:
                    raise ValueError(f"damage.{row.value}.{mines.value}: a chance is 0-100 (found {chance})")
        return self

    def chance(self, row: MineTargetRow, mines: Mines) -> int:
        return self.damage[row][mines]


# The FIR chart's step as battles saved before wrote it ("row 7-8, column SMG squad 1 FIR 7"): their logs still read.
EARLIER_TEXTS = (
    QT_TRANSLATE_NOOP("Rules", "{unit} FIR {fir}"),
    QT_TRANSLATE_NOOP("Rules", "{row} (above {most}: the last row)"),
)


def _fir_row_read(row: str, fir: int, who: str, most: int | None = None) -> str:
    """The FIR chart's row with the FIR it was read for, and the target it is read for where there is one ("7-8 for
    SMG squad 1 at FIR 7"); ``most``: the chart's last FIR, where the FIR was above it and the last row read."""
    if most is not None:
        if who:
            return QT_TRANSLATE_NOOP("Rules", "{row} for {unit} at FIR {fir} (above {most}: the last row)").format(
                row=row, unit=who, fir=fir, most=most
            )
        return QT_TRANSLATE_NOOP("Rules", "{row} for FIR {fir} (above {most}: the last row)").format(
            row=row, fir=fir, most=most
        )
    if who:
        return QT_TRANSLATE_NOOP("Rules", "{row} for {unit} at FIR {fir}").format(row=row, unit=who, fir=fir)
    return QT_TRANSLATE_NOOP("Rules", "{row} for FIR {fir}").format(row=row, fir=fir)


class InfantryTables(NamingNations):  # its texts name the nations it reads rows for
    fire_types: dict[str, FireType]
    crew_served: tuple[str, ...]
    fir_modifiers: FirModifiers
    fir_chart: tuple[FirRow, ...]
    melee: MeleeTable
    assault: AssaultTable
    suicide_squads: SuicideSquadTable
    minefields: MinefieldTable

    @model_validator(mode="after")
    def _check(self) -> InfantryTables:
        expected = 1
        for row in self.fir_chart:
            if row.low != expected or row.high < row.low:
                raise ValueError(
                    f"fir_chart row {row.label}: the rows must run on from 1 without gaps or overlaps "
                    f"(expected a row starting at {expected})"
                )
            expected = row.high + 1
        if not self.fir_chart:
            raise ValueError("fir_chart has no rows")
        for name in (*self.crew_served, *self.suicide_squads.types):
            if name not in self.fire_types:
                raise ValueError(f"{name!r} is not a type of the 3.5 table")
        return self

    @property
    def highest_fir(self) -> int:
        return self.fir_chart[-1].high

    def fir_row(self, fir: int) -> FirRow | None:
        """3.5's FIR chart. Above its last row (20) the last row is read; below 1 there is no row (no fire)."""
        if fir < 1:
            return None
        fir = min(fir, self.highest_fir)
        return next(r for r in self.fir_chart if r.low <= fir <= r.high)

    def fir_step(self, fir: int, who: str = "") -> TableStep:
        """The chart row read for a FIR (``who``: the target it is read for, if any), as a player reads 3.5's chart:
        the FIR looked up in its FIR column gives the row, and the row its % to hit and effect ("row 7-8 for SMG
        squad 1 at FIR 7 -> 15% suppressed"). The chart has no column to choose: the FIR is said with the row."""
        row = self.fir_row(fir)
        if row is None:
            return TableStep(
                QT_TRANSLATE_NOOP("Rules", "FIR chart"),
                _fir_row_read(QT_TRANSLATE_NOOP("Rules", "below 1"), fir, who),
                QT_TRANSLATE_NOOP("Rules", "no effect"),
                "3.5",
            )
        return TableStep(
            QT_TRANSLATE_NOOP("Rules", "FIR chart"),
            _fir_row_read(row.label, fir, who, self.highest_fir if fir > self.highest_fir else None),
            QT_TRANSLATE_NOOP("Rules", "{chance}% {effect}").format(chance=row.chance, effect=row.effect.value),
            "3.5",
        )
