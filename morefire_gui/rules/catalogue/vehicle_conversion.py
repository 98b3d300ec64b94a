"""From historical figures to the rules' terms: armour classes, penetration, hit chances, speed codes,
silhouettes, footprints and points.

Every threshold and parameter is data (``resources/rules/conversion.yaml``, :class:`ConversionTables`),
anchored on facts the rules state themselves; docs/vehicle-reference.md explains each choice. The functions
here are pure: they take the figures and the tables and return numbers or catalogue entries.

- Armour class (2.2, 2.3): effective thickness = thickness / cos(slope from vertical), read against a table
  of lower bounds for AC 1-11. Anchors: an AT rifle penetrates AC 2 at 100-150 yd and AC 1 from 200 yd, the
  2.36" bazooka and the PIAT AC 6, the Panzerfaust and Panzerschreck AC 11 (3.4).
- Penetration (2.2): the same table read with the mm a gun's round goes through at the band's furthest range
  (published figures, interpolated in range, turned into effective mm by the test plate's slope).
- Chance to hit (2.2): a range-estimation term and a laying term, fitted to the rules' own facts — a Sherman
  needs 13 rounds at 1500 yd for an even chance of one hit (introduction), the bazooka row of 3.4.
- Speed codes (1.2): the MPH Conv row (:func:`morefire_gui.rules.movement.code_for_mph`).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from pydantic import Field, model_validator

from morefire_gui.rules.catalogue.entries import (
    AaWeapon,
    AircraftData,
    AircraftGun,
    AntiAircraftData,
    ArmorClasses,
    BombLoad,
    CatalogueEntry,
    Gun,
    GunData,
    RangeBand,
    Silhouette,
    Speed,
    UnitKind,
    VehicleData,
    VehicleRole,
)
from morefire_gui.rules.catalogue.vehicle_reference import (
    METRES_PER_FOOT,
    METRES_PER_YARD,
    AircraftFigures,
    AntiAircraftFigures,
    Drive,
    GunFigures,
    PenetrationFigures,
    Plate,
    TowedGunFigures,
    VehicleFigures,
)
from morefire_gui.rules.movement import MoveCode, MovementTables, code_for_mph
from morefire_gui.rules.table_model import TableModel

ARMOUR_CLASSES = tuple(range(1, 12))  # 1-11 (4.6: "AC11 vehicles can only be immobilized")
INCHES_PER_METRE = 1 / 0.0254


# -- penetration figures ---------------------------------------------------------------------------------------


def penetration_at(yards: float, figures: PenetrationFigures) -> float:
    """Millimetres the round goes through at ``yards``, against the figures' test plate.

    Between published ranges: a straight line. Closer than the first: the first figure (no gain is
    assumed). Beyond the last: the last two figures' line carried on, never below zero. One figure alone
    holds at every range (a hollow charge)."""
    points = figures.points_yards()
    if len(points) == 1 or yards <= points[0][0]:
        return points[0][1]
    for (r0, mm0), (r1, mm1) in itertools.pairwise(points):
        if yards <= r1:
            return mm0 + (mm1 - mm0) * (yards - r0) / (r1 - r0)
    (r0, mm0), (r1, mm1) = points[-2], points[-1]
    return max(0.0, mm1 + (mm1 - mm0) * (yards - r1) / (r1 - r0))


def effective_penetration_at(yards: float, figures: PenetrationFigures) -> float:
    """Penetration as effective (line-of-sight) thickness: a round that goes through X mm of plate sloped
    at θ from the vertical goes through X / cos θ of upright plate — the same measure as
    :attr:`Plate.effective_mm`, so that the two can be read against one table."""
    return penetration_at(yards, figures) / math.cos(math.radians(figures.angle))


# -- the tables ------------------------------------------------------------------------------------------------


class ArmourAnchor(TableModel):
    """A weapon whose armour class the rules print, and its published penetration: the thresholds must
    give it exactly the classes printed."""

    weapon: str
    rule: str
    penetration: PenetrationFigures
    expect: dict[int, int] = Field(description="range in yards -> the AC the rules give it there")


class ArmourTable(TableModel):
    """Lower bound of each armour class, in effective mm (rule 2.2's AC 1-11)."""

    thresholds_mm: dict[int, float]
    anchors: tuple[ArmourAnchor, ...] = ()

    @model_validator(mode="after")
    def _check(self) -> ArmourTable:
        if tuple(sorted(self.thresholds_mm)) != ARMOUR_CLASSES:
            raise ValueError("give a threshold for every armour class 1-11")
        if self.thresholds_mm[1] != 0:
            raise ValueError("armour class 1 starts at 0 mm (unarmoured vehicles are AC 1)")
        values = [self.thresholds_mm[ac] for ac in ARMOUR_CLASSES]
        if any(b <= a for a, b in itertools.pairwise(values)):
            raise ValueError("the thresholds must rise from AC 1 to AC 11")
        for anchor in self.anchors:
            for yards, ac in anchor.expect.items():
                got = self.ac(effective_penetration_at(yards, anchor.penetration))
                if got != ac:
                    raise ValueError(
                        f"anchor {anchor.weapon!r} ({anchor.rule}) at {yards} yd: the thresholds "
                        f"give AC {got}, the rules AC {ac}"
                    )
        return self

    def ac(self, effective_mm: float) -> int:
        """The highest class whose lower bound ``effective_mm`` reaches."""
        return max(ac for ac in ARMOUR_CLASSES if effective_mm >= self.thresholds_mm[ac])


class StationaryTankFact(TableModel):
    """Introduction: "a US Sherman tank firing at a stationary tank only 1500 yards distance, had to fire 13
    rounds at the target before it reached a 50% hit probability"."""

    weapon: str
    muzzle_velocity_fps: float = Field(gt=0)
    yards: float = Field(gt=0)
    rounds_to_half: int = Field(gt=0)

    @property
    def probability(self) -> float:
        """The chance of one shot: 1 - (1 - p)^n = 1/2."""
        return 1 - float(0.5 ** (1 / self.rounds_to_half))

    @property
    def muzzle_velocity(self) -> float:
        return self.muzzle_velocity_fps * METRES_PER_FOOT


class PrintedHitRow(TableModel):
    """A row of printed chances to hit (3.4) with the weapon's muzzle velocity."""

    weapon: str
    rule: str
    muzzle_velocity_ms: float = Field(gt=0)
    percent: dict[int, int]


class HitCalibration(TableModel):
    stationary_tank: StationaryTankFact
    rows: tuple[PrintedHitRow, ...]


class HitModel(TableModel):
    """Chance to hit a stationary, average target (2.2's base chance) at range R yards with a round leaving
    the muzzle at v m/s:

        P = erf(K · v² / R_m²) × (1 − exp(−(L / R)²)),   at most ``max_percent``

    The first factor is the range-estimation error: a range misjudged by a fraction ε drops the shot by
    ε·g·R²/v², so a target h high is hit with probability erf(h·v² / (2√2·ε·g·R²)); K = h / (2√2·ε·g), in s².
    The second is laying and dispersion: a round error growing with range, L yards being where it alone would
    give 63 %. K and L are fitted by :func:`calibrate_hit_model`."""

    range_error_k: float = Field(gt=0, description="K, s²")
    laying_range_yards: float = Field(gt=0, description="L, yards")
    max_percent: int = Field(ge=1, le=100)
    bands_yards: tuple[int, ...]
    calibration: HitCalibration

    @model_validator(mode="after")
    def _bands(self) -> HitModel:
        if not self.bands_yards or list(self.bands_yards) != sorted(set(self.bands_yards)):
            raise ValueError("bands_yards must rise, each given once")
        return self


class SilhouetteBands(TableModel):
    """Lowest height in metres of each silhouette of 2.1/2.2; anything lower than ``small`` is ``none``."""

    high: float = Field(gt=0)
    average: float = Field(gt=0)
    low: float = Field(gt=0)
    small: float = Field(gt=0)

    @model_validator(mode="after")
    def _order(self) -> SilhouetteBands:
        if not self.high > self.average > self.low > self.small:
            raise ValueError("silhouette heights must fall from high to small")
        return self


class MachineGunTable(TableModel):
    heavy_calibre_mm: float = Field(gt=0, description="from this calibre up a machine gun is an HMG")
    fir: dict[str, int] = Field(description="3.5: Fire Intensity Rating of TMG and HMG")


class CalibreColumn(TableModel):
    max_mm: float | None = Field(default=None, description="upper end of the column; none: open-ended")
    points: float = Field(ge=0)


class GunPoints(TableModel):
    """Points for one aircraft gun of calibre ``from_mm`` and up (to the next row's ``from_mm``), whole mm."""

    from_mm: int = Field(ge=0)
    points: float = Field(ge=0)


class SpeedFactor(TableModel):
    to_mph: int | None = Field(default=None, gt=0, description="up to this top speed; none: faster")
    factor: float = Field(gt=0)


class AircraftPoints(TableModel):
    """An airstrike's points: (base + its forward guns + its bombs) x a factor for its speed, to the nearest 5."""

    gun_points: tuple[GunPoints, ...]
    points_per_100kg: float = Field(ge=0, description="per 100 kg of bombs carried")
    speed: tuple[SpeedFactor, ...]

    @model_validator(mode="after")
    def _rows(self) -> AircraftPoints:
        starts = [g.from_mm for g in self.gun_points]
        if not starts or starts[0] != 0 or starts != sorted(set(starts)):
            raise ValueError("gun_points: the rows start at 0 mm and rise, each given once")
        limits = [s.to_mph for s in self.speed]
        if not limits or limits[-1] is not None or None in limits[:-1]:
            raise ValueError("speed: every row but the last needs to_mph; the last is open")
        closed = [v for v in limits if v is not None]
        if closed != sorted(set(closed)):
            raise ValueError("speed: the rows must rise")
        return self

    def gun(self, calibre_mm: float) -> float:
        mm = math.floor(calibre_mm)
        return [g.points for g in self.gun_points if g.from_mm <= mm][-1]

    def speed_factor(self, mph: float) -> float:
        return next(s.factor for s in self.speed if s.to_mph is None or mph <= s.to_mph)


class PointsTable(TableModel):
    """The points formula (docs/vehicle-reference.md): every term is a rules term of the catalogue entry.

        points = (base + armour + firepower + MGs + transport + artillery) x mobility, to the nearest 5

    armour    = front weight x ((turret front - 1) + (hull front - 1)) + side weight x (the same for the sides);
                no turret: the hull counts twice; open top: times the open-top factor
    firepower = sum over every band of every gun of hit % x pen, / divisor; no turret: times a factor
    MGs       = per Fire Intensity Rating of each machine gun (TMG 4, HMG 5: rule 3.5)
    transport = per infantry counter carried
    artillery = by the calibre columns of 4.5, for the roles that fire barrages
    mobility  = base + per cross-country letter + per road letter (A = 1 ... G = 7); guns and infantry
                counters, which have no letter, the static factor."""

    base: dict[UnitKind, float]
    armour_front_weight: float = Field(ge=0, description="per AC above 1 of turret front and hull front")
    armour_side_weight: float = Field(ge=0, description="per AC above 1 of turret side and hull side")
    open_top_armour_factor: float = Field(ge=0)
    firepower_divisor: float = Field(gt=0, description="sum of hit% x pen over every band, divided by this")
    turretless_firepower_factor: float = Field(ge=0)
    points_per_fir: float = Field(ge=0, description="per Fire Intensity Rating of each machine gun (3.5)")
    points_per_counter: float = Field(ge=0, description="per infantry counter carried")
    artillery: tuple[CalibreColumn, ...] = Field(description="4.5's calibre columns, for guns that fire barrages")
    artillery_roles: tuple[str, ...]
    mobility_base: float
    mobility_per_cross_country_letter: float
    mobility_per_road_letter: float
    static_mobility: float = Field(gt=0, description="guns and infantry: 100 yards a turn, no fire after a move")
    round_to: int = Field(gt=0)
    aircraft: AircraftPoints

    @model_validator(mode="after")
    def _columns(self) -> PointsTable:
        if not self.artillery or self.artillery[-1].max_mm is not None:
            raise ValueError("the last artillery column must be open-ended (max_mm: null)")
        return self


class AaWeaponRow(TableModel):
    """Rule 5.6: a kind of anti-aircraft weapon, from calibre ``from_mm`` up to the next row's (whole mm)."""

    weapon: AaWeapon
    from_mm: int = Field(ge=0)


class AntiAircraftConversion(TableModel):
    """How an anti-aircraft weapon's figures become its catalogue ``aa`` data (rule 5.6)."""

    weapons: tuple[AaWeaponRow, ...]

    @model_validator(mode="after")
    def _rows(self) -> AntiAircraftConversion:
        starts = [w.from_mm for w in self.weapons]
        if not starts or starts[0] != 0 or starts != sorted(set(starts)):
            raise ValueError("weapons: the rows start at 0 mm and rise, each given once")
        if {w.weapon for w in self.weapons} != set(AaWeapon):
            raise ValueError("weapons: give a row for every kind (mg, light, heavy)")
        return self

    def weapon(self, calibre_mm: float) -> AaWeapon:
        """The kind of weapon a calibre makes, read in whole millimetres (the fraction dropped: 12.7 mm is 12)."""
        mm = math.floor(calibre_mm)
        return [w.weapon for w in self.weapons if w.from_mm <= mm][-1]


class ConversionTables(TableModel):
    anti_aircraft: AntiAircraftConversion
    armour: ArmourTable
    hit_chance: HitModel
    silhouette: SilhouetteBands
    cross_country_factor: dict[Drive, float] = Field(
        description="cross-country speed as a share of road speed, when no figure is published"
    )
    casting_scale: int = Field(gt=0, description="1/285 castings")
    men_per_counter: int = Field(gt=0, description="Scales: 1 infantry counter = 5 men")
    machine_guns: MachineGunTable
    points: PointsTable

    @model_validator(mode="after")
    def _drives(self) -> ConversionTables:
        if set(self.cross_country_factor) != set(Drive):
            raise ValueError("give a cross-country factor for every drive (tracked, halftrack, wheeled)")
        return self


# -- armour, penetration, hits -----------------------------------------------------------------------------------


def effective_thickness(plate: Plate) -> float:
    """Thickness / cos(slope from vertical)."""
    return plate.effective_mm


def armour_class(effective_mm: float, table: ArmourTable) -> int:
    """Rule 2.2's armour class (1-11) of a plate of ``effective_mm``."""
    return table.ac(effective_mm)


def penetration_class(effective_mm: float, table: ArmourTable) -> int:
    """The armour class a round that goes through ``effective_mm`` penetrates: the same thresholds, so a gun
    with pen N goes through every plate of AC N or less."""
    return table.ac(effective_mm)


def range_error_factor(yards: float, muzzle_velocity: float, k: float) -> float:
    metres = yards * METRES_PER_YARD
    return math.erf(k * muzzle_velocity**2 / metres**2)


def laying_factor(yards: float, laying_range_yards: float) -> float:
    return 1 - math.exp(-((laying_range_yards / yards) ** 2))


def hit_probability(yards: float, muzzle_velocity: float, k: float, laying_range_yards: float) -> float:
    """The model of :class:`HitModel`, before rounding and the cap."""
    if yards <= 0:
        raise ValueError("a range is a positive number of yards")
    return range_error_factor(yards, muzzle_velocity, k) * laying_factor(yards, laying_range_yards)


def hit_percent(yards: float, muzzle_velocity: float, model: HitModel) -> int:
    """2.2's base chance to hit, whole per cent (halves up), at most ``model.max_percent``."""
    p = hit_probability(yards, muzzle_velocity, model.range_error_k, model.laying_range_yards)
    return min(model.max_percent, math.floor(100 * p + 0.5))


@dataclass(frozen=True)
class HitModelFit:
    """The result of a calibration: the parameters and how well they reproduce each fact."""

    range_error_k: float
    laying_range_yards: float
    squared_error: float  # over the printed rows, in percentage points squared
    stationary_tank_probability: float  # the model's chance for the Sherman fact
    rows: tuple[tuple[str, tuple[tuple[int, int, float], ...]], ...]  # weapon, (yards, printed, model %)


def _laying_for_fact(fact: StationaryTankFact, k: float) -> float | None:
    """The laying range that makes the model give exactly the fact's chance, for this K (None if none can)."""
    range_part = range_error_factor(fact.yards, fact.muzzle_velocity, k)
    if range_part <= fact.probability:
        return None
    laying_part = fact.probability / range_part
    return fact.yards * math.sqrt(-math.log(1 - laying_part))


def _fit(calibration: HitCalibration, k: float, laying: float, max_percent: int) -> HitModelFit:
    rows = []
    error = 0.0
    for row in calibration.rows:
        cells = []
        for yards, printed in sorted(row.percent.items()):
            model = min(float(max_percent), 100 * hit_probability(yards, row.muzzle_velocity_ms, k, laying))
            error += (model - printed) ** 2
            cells.append((yards, printed, model))
        rows.append((row.weapon, tuple(cells)))
    fact = calibration.stationary_tank
    return HitModelFit(k, laying, error, hit_probability(fact.yards, fact.muzzle_velocity, k, laying), tuple(rows))


def calibrate_hit_model(
    calibration: HitCalibration, max_percent: int, k_step: float = 0.001, k_range: tuple[float, float] = (0.05, 5.0)
) -> HitModelFit:
    """Fit K and L: the Sherman fact is met exactly (it is the one fact the rules give about tank guns, so L
    follows from K), and K is the value on a grid of ``k_step`` that makes the smallest squared error over
    the printed rows. Deterministic; the figures in conversion.yaml are its result, rounded."""
    best: HitModelFit | None = None
    steps = round((k_range[1] - k_range[0]) / k_step)
    for i in range(steps + 1):
        k = round(k_range[0] + i * k_step, 6)
        laying = _laying_for_fact(calibration.stationary_tank, k)
        if laying is None:
            continue
        fit = _fit(calibration, k, laying, max_percent)
        if best is None or fit.squared_error < best.squared_error:
            best = fit
    if best is None:
        raise ValueError("no K in the range can meet the stationary-tank fact")
    return best


def model_fit(model: HitModel) -> HitModelFit:
    """How the stored parameters reproduce the calibration facts."""
    return _fit(model.calibration, model.range_error_k, model.laying_range_yards, model.max_percent)


def gun_bands(gun: GunFigures, tables: ConversionTables) -> tuple[RangeBand, ...]:
    """Rule 2.2's bands for a gun: the standard bands out to its furthest range, each with the chance to hit
    and the armour class penetrated at the band's furthest range. Bands where the chance rounds to 0 are
    left out (so are all beyond them: the chance only falls)."""
    if gun.penetration is None:
        return ()
    velocity, reach = gun.muzzle_velocity, gun.max_range
    assert velocity is not None and reach is not None
    model = tables.hit_chance
    bands = [b for b in model.bands_yards if b <= reach + 0.5] or [round(reach)]
    out = []
    for yards in bands:
        hit = hit_percent(yards, velocity, model)
        if hit <= 0:
            break
        pen = penetration_class(effective_penetration_at(yards, gun.penetration), tables.armour)
        out.append(RangeBand(max_yards=yards, hit=hit, pen=pen))
    return tuple(out)


def catalogue_gun(gun: GunFigures, tables: ConversionTables) -> Gun:
    return Gun(name=gun.name, calibre_mm=gun.calibre_mm, bands=gun_bands(gun, tables))


# -- speed, silhouette, size, load ---------------------------------------------------------------------------


@dataclass(frozen=True)
class SpeedConversion:
    road_mph: float
    cross_country_mph: float
    cross_country_published: bool
    codes: Speed


def speed_codes(vehicle: VehicleFigures, tables: ConversionTables, movement: MovementTables) -> SpeedConversion:
    """Rule 1.2's codes from the top speeds in mph; without a published cross-country speed, the road speed
    times the drive's factor."""
    road = vehicle.speed.road
    published = vehicle.speed.cross_country
    cross = published if published is not None else road * tables.cross_country_factor[vehicle.drive]
    codes = Speed(cross_country=code_for_mph(cross, movement), road=code_for_mph(road, movement))
    return SpeedConversion(road, cross, published is not None, codes)


def silhouette_from_height(height_m: float, bands: SilhouetteBands) -> Silhouette:
    """2.1/2.2's silhouette from the vehicle's height."""
    for silhouette, lowest in (
        (Silhouette.HIGH, bands.high),
        (Silhouette.AVERAGE, bands.average),
        (Silhouette.LOW, bands.low),
        (Silhouette.SMALL, bands.small),
    ):
        if height_m >= lowest:
            return silhouette
    return Silhouette.NONE


def footprint_inches(length_m: float, width_m: float, casting_scale: int) -> tuple[float, float]:
    """The casting's length x width in inches: metres / scale / 0.0254, to the hundredth."""
    return (round(length_m / casting_scale * INCHES_PER_METRE, 2), round(width_m / casting_scale * INCHES_PER_METRE, 2))


def transport_counters(passengers: int, men_per_counter: int) -> int:
    """Infantry counters a vehicle carries: its passengers in counters of 5 men, to the nearest counter
    (halves up), so that a vehicle for 3 or 4 men carries one counter and one for 2 carries none."""
    return (2 * passengers + men_per_counter) // (2 * men_per_counter)


def machine_gun_codes(calibres: Sequence[float], table: MachineGunTable) -> tuple[str, ...]:
    """Rule 3.5's names: a rifle-calibre vehicle MG is a TMG, a heavy one (12.7 mm and up) an HMG."""
    return tuple("HMG" if c >= table.heavy_calibre_mm else "TMG" for c in calibres)


# -- points --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PointsBreakdown:
    base: float
    armour: float
    firepower: float
    machine_guns: float
    transport: float
    artillery: float
    mobility: float  # a factor
    total: int
    bombs: float = 0.0  # aircraft: their bomb load

    def text(self) -> str:
        terms = " + ".join(
            f"{name} {value:g}"
            for name, value in (
                ("base", self.base),
                ("armour", round(self.armour, 1)),
                ("firepower", round(self.firepower, 1)),
                ("MGs", self.machine_guns),
                ("transport", self.transport),
                ("artillery", self.artillery),
                ("bombs", round(self.bombs, 1)),
            )
            if value
        )
        return f"({terms}) x mobility {self.mobility:g} = {self.total}"


def _artillery_points(calibre_mm: float, table: PointsTable) -> float:
    for column in table.artillery:
        if column.max_mm is None or calibre_mm <= column.max_mm:
            return column.points
    raise AssertionError("the last column is open-ended")


def firepower(guns: Sequence[Gun], divisor: float) -> float:
    """Sum over every band of every gun of hit% x pen, over ``divisor``: hit% x pen / 11 is the chance to hit
    and penetrate a target whose armour class is equally likely to be any of 1-11."""
    return sum(b.hit * b.pen for g in guns for b in g.bands) / divisor


def points_breakdown(entry: CatalogueEntry, tables: ConversionTables) -> PointsBreakdown:
    """The points formula, from the entry's rules terms alone (so a corrected entry can be re-priced)."""
    p = tables.points
    base = p.base.get(entry.kind, 0.0)
    if entry.aircraft is not None:
        return _aircraft_points(entry.aircraft, base, p)
    fire = firepower(entry.guns, p.firepower_divisor)
    armour = mgs = carry = artillery = 0.0
    mobility = p.static_mobility
    if entry.vehicle is not None:
        v = entry.vehicle
        a = v.armor
        tf = a.turret_front if a.turret_front is not None else a.hull_front
        ts = a.turret_side if a.turret_side is not None else a.hull_side
        # AC 1 stops nothing (every gun penetrates it), so each class above 1 is what protects.
        armour = p.armour_front_weight * (tf - 1 + a.hull_front - 1) + p.armour_side_weight * (ts - 1 + a.hull_side - 1)
        if v.open_top:
            armour *= p.open_top_armour_factor
        if not v.turret:
            fire *= p.turretless_firepower_factor
        fir = tables.machine_guns.fir
        mgs = sum(p.points_per_fir * fir.get(m, 0) for m in entry.mgs)
        carry = p.points_per_counter * v.transport
        letters = list(MoveCode)
        mobility = (
            p.mobility_base
            + p.mobility_per_cross_country_letter * (letters.index(v.speed.cross_country) + 1)
            + p.mobility_per_road_letter * (letters.index(v.speed.road) + 1)
        )
        role = entry.role.value if isinstance(entry.role, VehicleRole) else entry.role
        if role in p.artillery_roles and entry.guns:
            artillery = _artillery_points(max(g.calibre_mm for g in entry.guns), p)
    elif entry.gun is not None and entry.gun.role.value in p.artillery_roles:
        artillery = _artillery_points(entry.gun.calibre_mm, p)
    raw = (base + armour + fire + mgs + carry + artillery) * mobility
    total = max(p.round_to, math.floor(raw / p.round_to + 0.5) * p.round_to)
    return PointsBreakdown(base, armour, fire, mgs, carry, artillery, round(mobility, 4), total)


def _aircraft_points(data: AircraftData, base: float, p: PointsTable) -> PointsBreakdown:
    """(base + each forward gun by its calibre + the bombs per 100 kg) x the speed's factor, to the nearest 5."""
    table = p.aircraft
    guns = sum(table.gun(g.calibre_mm) * g.count for g in data.guns)
    bombs = table.points_per_100kg * data.bombs.total_kg / 100 if data.bombs is not None else 0.0
    factor = table.speed_factor(data.speed_mph)
    raw = (base + guns + bombs) * factor
    total = max(p.round_to, math.floor(raw / p.round_to + 0.5) * p.round_to)
    return PointsBreakdown(base, 0.0, guns, 0.0, 0.0, 0.0, factor, total, bombs)


def points_for(entry: CatalogueEntry, tables: ConversionTables) -> int:
    return points_breakdown(entry, tables).total


# -- whole entries ---------------------------------------------------------------------------------------------


def _with_points(fields: dict[str, object], tables: ConversionTables) -> CatalogueEntry:
    priced = points_for(CatalogueEntry.model_validate(fields), tables)
    return CatalogueEntry.model_validate({**fields, "points": priced})


def aa_data(figures: AntiAircraftFigures, calibre_mm: float, tables: ConversionTables) -> AntiAircraftData:
    """Rule 5.6's catalogue data of an anti-aircraft weapon: its kind by calibre, its barrels, and its effective
    ceiling in whole yards (0.9144 m to the yard, halves up)."""
    calibre = figures.calibre_mm if figures.calibre_mm is not None else calibre_mm
    return AntiAircraftData(
        weapon=tables.anti_aircraft.weapon(calibre),
        calibre_mm=calibre,
        barrels=figures.barrels,
        ceiling_yards=math.floor(figures.ceiling_yards + 0.5),
    )


def _vehicle_aa(
    vehicle: VehicleFigures, guns: Mapping[str, GunFigures], tables: ConversionTables
) -> AntiAircraftData | None:
    if vehicle.aa is None:
        return None
    calibre = guns[vehicle.guns[0]].calibre_mm if vehicle.guns else max(vehicle.mgs, default=0.0)
    return aa_data(vehicle.aa, calibre, tables)


def vehicle_entry(
    vehicle: VehicleFigures,
    nation: str,
    guns: Mapping[str, GunFigures],
    tables: ConversionTables,
    movement: MovementTables,
) -> CatalogueEntry:
    """One reference vehicle as a catalogue entry in the rules' terms."""
    plates = vehicle.armour
    ac = tables.armour.ac
    armour = ArmorClasses(
        turret_front=ac(plates.turret_front.effective_mm) if plates.turret_front is not None else None,
        turret_side=ac(plates.turret_side.effective_mm) if plates.turret_side is not None else None,
        hull_front=ac(plates.hull_front.effective_mm),
        hull_side=ac(plates.hull_side.effective_mm),
    )
    speed = speed_codes(vehicle, tables, movement)
    notes = [vehicle.notes] if vehicle.notes else []
    if not speed.cross_country_published:
        notes.append(f"cross-country speed not published: {tables.cross_country_factor[vehicle.drive]:g} x road speed")
    data = VehicleData(
        tracked=vehicle.drive is not Drive.WHEELED,
        wheels=vehicle.wheels,
        open_top=vehicle.open_top,
        skirts=vehicle.skirts,
        turret=vehicle.turret,
        armor=armour,
        silhouette=silhouette_from_height(vehicle.dimensions.height_m, tables.silhouette),
        speed=speed.codes,
        transport=transport_counters(vehicle.passengers, tables.men_per_counter),
    )
    fields: dict[str, object] = {
        "id": vehicle.id,
        "name": vehicle.name,
        "short": vehicle.short,
        "nation": nation,
        "kind": UnitKind.VEHICLE,
        "role": vehicle.role,
        "years": vehicle.years,
        "footprint": footprint_inches(vehicle.dimensions.length_m, vehicle.dimensions.width_m, tables.casting_scale),
        "vehicle": data,
        "guns": tuple(catalogue_gun(guns[g], tables) for g in vehicle.guns),
        "mgs": machine_gun_codes(vehicle.mgs, tables.machine_guns),
        "users": vehicle.users,
        "source": vehicle.source,
        "notes": "; ".join(notes),
    }
    aa = _vehicle_aa(vehicle, guns, tables)
    if aa is not None:
        fields["aa"] = aa
    return _with_points(fields, tables)


def towed_entry(
    towed: TowedGunFigures, nation: str, guns: Mapping[str, GunFigures], tables: ConversionTables
) -> CatalogueEntry:
    """One reference towed gun (or mortar) as a catalogue entry."""
    figures = guns[towed.gun] if towed.gun is not None else None
    calibre = figures.calibre_mm if figures is not None else towed.calibre_mm
    assert calibre is not None
    fields: dict[str, object] = {
        "id": towed.id,
        "name": towed.name,
        "short": towed.short,
        "nation": nation,
        "kind": UnitKind.GUN,
        "role": towed.role,
        "years": towed.years,
        "gun": GunData(role=towed.role, calibre_mm=calibre),
        "guns": (catalogue_gun(figures, tables),) if figures is not None else (),
        "users": towed.users,
        "source": towed.source,
        "notes": towed.notes,
    }
    if towed.aa is not None:
        fields["aa"] = aa_data(towed.aa, calibre, tables)
    return _with_points(fields, tables)


def aircraft_entry(aircraft: AircraftFigures, nation: str, tables: ConversionTables) -> CatalogueEntry:
    """One reference aircraft as a catalogue entry (rule 5): its top speed in whole mph (1.609344 km/h to the
    mph, halves up), its forward guns, its bombs each in whole kg (0.45359237 kg to the lb, halves up)."""
    bombs = None
    if aircraft.bombs is not None:
        bombs = BombLoad(count=aircraft.bombs.count, kg=math.floor(aircraft.bombs.each_kg + 0.5))
    data = AircraftData(
        speed_mph=math.floor(aircraft.speed.top_mph + 0.5),
        guns=tuple(AircraftGun(name=g.name, calibre_mm=g.calibre_mm, count=g.count) for g in aircraft.guns),
        bombs=bombs,
        dive_bomber=aircraft.dive_bomber,
    )
    fields: dict[str, object] = {
        "id": aircraft.id,
        "name": aircraft.name,
        "short": aircraft.short,
        "nation": nation,
        "kind": UnitKind.AIRCRAFT,
        "role": aircraft.role,
        "years": aircraft.years,
        "aircraft": data,
        "users": aircraft.users,
        "source": aircraft.source,
        "notes": aircraft.notes,
    }
    return _with_points(fields, tables)


__all__ = [
    "ArmourTable",
    "ConversionTables",
    "HitModel",
    "HitModelFit",
    "PointsBreakdown",
    "aa_data",
    "aircraft_entry",
    "armour_class",
    "calibrate_hit_model",
    "effective_penetration_at",
    "effective_thickness",
    "footprint_inches",
    "gun_bands",
    "hit_percent",
    "hit_probability",
    "machine_gun_codes",
    "model_fit",
    "penetration_at",
    "penetration_class",
    "points_breakdown",
    "points_for",
    "silhouette_from_height",
    "speed_codes",
    "towed_entry",
    "transport_counters",
    "vehicle_entry",
]
