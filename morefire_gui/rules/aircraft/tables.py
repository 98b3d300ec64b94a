"""Rule 5's tables (aircraft), read from ``resources/rules/aircraft.yaml``.

Our copy of the rules prints only the headings of 5.1-5.6, so every number here is the app's own default, explained
in docs/rules-notes.md ("5. Aircraft") and editable by players: a user file with only the keys they change is merged
over the bundled one (:func:`morefire_gui.io.aircraft_tables.load_aircraft_tables`). The models check that a file,
bundled or merged, is complete and consistent, so that the rules never meet a hole.
"""

from __future__ import annotations

from pydantic import Field, model_validator

from morefire_gui.rules.aircraft.terms import AaResult, Altitude, Attack
from morefire_gui.rules.artillery.tables import ERROR_COLUMNS
from morefire_gui.rules.artillery.terms import Pattern
from morefire_gui.rules.catalogue.entries import AaWeapon
from morefire_gui.rules.explain import ModifierStep
from morefire_gui.rules.table_model import TableModel


class Modifier(TableModel):
    label: str
    value: int

    def step(self, rule: str, label: str | None = None) -> ModifierStep:
        return ModifierStep(label or self.label, self.value, rule)


# -- 5.1 speeds ---------------------------------------------------------------------------------------------------


class SpeedBand(TableModel):
    """Aircraft of a top speed up to ``to_mph`` (None: any faster) fly ``yards`` along their arrow each turn."""

    label: str = Field(min_length=1)
    to_mph: int | None = Field(default=None, gt=0)
    yards: int = Field(gt=0)


class Speeds(TableModel):
    bands: tuple[SpeedBand, ...]

    @model_validator(mode="after")
    def _check(self) -> Speeds:
        limits = [b.to_mph for b in self.bands]
        if not limits or limits[-1] is not None or None in limits[:-1]:
            raise ValueError("bands: every band but the last needs to_mph; the last is open (to_mph: null)")
        closed = [v for v in limits if v is not None]
        if closed != sorted(set(closed)):
            raise ValueError("bands: list them from the slowest to the fastest, each speed once")
        labels = [b.label for b in self.bands]
        if len(set(labels)) != len(labels):
            raise ValueError("bands: each label once")
        return self

    def band(self, mph: float) -> SpeedBand:
        """The band of a top speed, read in whole mph (halves up, as 1.2's MPH Conv row is read)."""
        whole = int(mph + 0.5)
        return next(b for b in self.bands if b.to_mph is None or whole <= b.to_mph)

    def labels(self) -> tuple[str, ...]:
        return tuple(b.label for b in self.bands)


# -- 5.2 altitude -------------------------------------------------------------------------------------------------


class AltitudeBand(TableModel):
    """An altitude band: its height above the table in yards, the attacks made from it, whether terrain can hide an
    aircraft there from the guns on the ground, and the row of the bombing error chart a level run from it reads."""

    label: str = Field(min_length=1)
    yards: int = Field(ge=0)
    attacks: tuple[Attack, ...]
    hidden_by_terrain: bool
    bomb_error: str = Field(min_length=1)


class Altitudes(TableModel):
    bands: dict[Altitude, AltitudeBand]
    change_per_turn: int = Field(ge=0, description="bands an aircraft may climb or descend before a run")

    @model_validator(mode="after")
    def _check(self) -> Altitudes:
        if set(self.bands) != set(Altitude):
            raise ValueError("bands: give low, medium and high")
        heights = [self.bands[a].yards for a in Altitude]
        if heights != sorted(heights) or len(set(heights)) != len(heights):
            raise ValueError("bands: low is below medium, medium below high")
        return self


# -- 5.3 dives ----------------------------------------------------------------------------------------------------


class Dives(TableModel):
    """A dive starts at one of ``start`` and ends the run at ``end``; the aircraft gains speed, drops its bombs from
    the dive (its own error row; a dive bomber's bombs converged, in advanced games), and the guns fire at a diving
    aircraft with ``aa_modifier``."""

    start: tuple[Altitude, ...]
    end: Altitude
    speed_factor: float = Field(gt=0)
    bomb_error: str = Field(min_length=1)
    dive_bomber_pattern: Pattern
    aa_modifier: Modifier


# -- 5.4 strafing -------------------------------------------------------------------------------------------------


class GunFir(TableModel):
    """The FIR (3.5) each forward gun of calibre ``from_mm`` and up (to the next row) adds to a strafing run."""

    from_mm: int = Field(ge=0)
    fir: int = Field(ge=0)
    label: str = Field(min_length=1)


class Strafing(TableModel):
    strip_yards: float = Field(gt=0, description="width of the strip along the path")
    gun_fir: tuple[GunFir, ...]

    @model_validator(mode="after")
    def _check(self) -> Strafing:
        starts = [g.from_mm for g in self.gun_fir]
        if not starts or starts[0] != 0 or starts != sorted(set(starts)):
            raise ValueError("gun_fir: the rows start at 0 mm and rise, each given once")
        return self

    def gun(self, calibre_mm: float) -> GunFir:
        """The row of a calibre, read in whole millimetres (the fraction dropped: 12.7 mm is 12)."""
        mm = int(calibre_mm)
        return [g for g in self.gun_fir if g.from_mm <= mm][-1]


# -- 5.5 bombing --------------------------------------------------------------------------------------------------


class BombCalibre(TableModel):
    """A bomb of up to ``to_kg`` (None: heavier) reads the artillery charts (4.5, 4.6) as a gun of ``calibre_mm``."""

    to_kg: float | None = Field(default=None, gt=0)
    calibre_mm: float = Field(gt=0)


class BombingError(TableModel):
    """The bombing error chart: yards off by a d10 read like 4.3's (the "0-1" column first), one row per way of
    bombing. The direction is 4.3's second d10, relative to the aircraft's heading."""

    columns: tuple[str, ...]
    rows: dict[str, tuple[int, ...]]

    @model_validator(mode="after")
    def _check(self) -> BombingError:
        if self.columns != ERROR_COLUMNS:
            raise ValueError(f"the columns are {', '.join(ERROR_COLUMNS)} (as 4.3's error chart)")
        for name, row in self.rows.items():
            if len(row) != len(self.columns):
                raise ValueError(f"row {name} has {len(row)} values for {len(self.columns)} columns")
            if any(v < 0 for v in row):
                raise ValueError(f"row {name}: an error cannot be negative")
        return self

    def column_index(self, reading: int) -> int:
        """0 and 1 share the first column (4.3's reading)."""
        return min(max(reading, 1), 9) - 1


class Bombing(TableModel):
    calibre_for_weight: tuple[BombCalibre, ...]
    error: BombingError

    @model_validator(mode="after")
    def _check(self) -> Bombing:
        limits = [b.to_kg for b in self.calibre_for_weight]
        if not limits or limits[-1] is not None or None in limits[:-1]:
            raise ValueError("calibre_for_weight: every row but the last needs to_kg; the last is open")
        closed = [v for v in limits if v is not None]
        if closed != sorted(set(closed)):
            raise ValueError("calibre_for_weight: list the rows from the lightest bomb to the heaviest")
        return self

    def calibre(self, kg: float) -> BombCalibre:
        return next(b for b in self.calibre_for_weight if b.to_kg is None or kg <= b.to_kg)


# -- 5.6 anti-aircraft fire ---------------------------------------------------------------------------------------


class AaBand(TableModel):
    """The base chance to hit an aircraft at a slant range of up to ``max_yards`` (2.2's bands)."""

    max_yards: int = Field(gt=0)
    hit: int = Field(ge=0, le=100)


class BarrelBonus(TableModel):
    label: str
    per_extra_barrel: int = Field(ge=0)
    most: int = Field(ge=0)


class AaAltitudeModifier(TableModel):
    label: str
    weapon: AaWeapon
    altitude: Altitude
    value: int


class AaFire(TableModel):
    chart: dict[AaWeapon, tuple[AaBand, ...]]
    barrels: BarrelBonus
    speed: dict[str, Modifier] = Field(description="by speed band label")
    altitude: tuple[AaAltitudeModifier, ...] = ()
    firer_moved: Modifier
    result: dict[AaResult, tuple[int, ...]] = Field(description="d10 faces as printed; 0 is read after 9")

    @model_validator(mode="after")
    def _check(self) -> AaFire:
        if set(self.chart) != set(AaWeapon):
            raise ValueError("chart: give the bands of every kind of weapon (mg, light, heavy)")
        for weapon, bands in self.chart.items():
            yards = [b.max_yards for b in bands]
            if not yards or yards != sorted(set(yards)):
                raise ValueError(f"chart.{weapon.value}: bands from the shortest range to the longest, each once")
        faces = sorted(f for fs in self.result.values() for f in fs)
        if faces != list(range(10)) or set(self.result) != set(AaResult):
            raise ValueError("result: every d10 face (1-9 and 0) gives exactly one result, aborted or destroyed")
        return self

    def result_of(self, face: int) -> AaResult:
        """The result a d10 face gives; the printed 0 (face 10) is read as 0, as the list prints it."""
        printed = 0 if face == 10 else face
        return next(r for r, faces in self.result.items() if printed in faces)

    def label(self, result: AaResult) -> str:
        return ",".join(str(f) for f in self.result[result])


class Turning(TableModel):
    """Sequence of play: "CHANGE AIRCRAFT MOVEMENT DIRECTION ARROW UP TO 90 DEGREES"."""

    max_degrees: float = Field(gt=0, le=180)


class Entry(TableModel):
    """Where an airstrike enters: a point of a board edge, within ``edge_inches`` of table (2.54 cm to the inch)."""

    edge_inches: float = Field(ge=0)


class AircraftTables(TableModel):
    speeds: Speeds
    altitudes: Altitudes
    dives: Dives
    strafing: Strafing
    bombing: Bombing
    aa_fire: AaFire
    turning: Turning
    entry: Entry

    @model_validator(mode="after")
    def _check(self) -> AircraftTables:
        rows = set(self.bombing.error.rows)
        for altitude, band in self.altitudes.bands.items():
            if band.bomb_error not in rows:
                raise ValueError(
                    f"altitudes.bands.{altitude.value}.bomb_error: {band.bomb_error!r} is not a row of "
                    f"bombing.error ({', '.join(sorted(rows))})"
                )
        if self.dives.bomb_error not in rows:
            raise ValueError(f"dives.bomb_error: {self.dives.bomb_error!r} is not a row of bombing.error")
        if set(self.aa_fire.speed) != set(self.speeds.labels()):
            raise ValueError(f"aa_fire.speed: give a modifier for every speed band ({', '.join(self.speeds.labels())})")
        if self.dives.end in self.dives.start:
            raise ValueError("dives: a dive ends below where it starts")
        if any(self.dives.end.rank >= s.rank for s in self.dives.start):
            raise ValueError("dives: a dive ends below every altitude it may start from")
        return self

    def altitude(self, altitude: Altitude) -> AltitudeBand:
        return self.altitudes.bands[altitude]
