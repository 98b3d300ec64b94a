"""The vehicle reference as historical figures: armour in mm and degrees, speeds in mph or km/h, sizes in
metres, gun penetration in mm at ranges in metres or yards.

These are the files under ``resources/reference/``. They hold no rules terms at all: armour classes, speed
codes, silhouettes, hit chances and points are worked out from them by
:mod:`morefire_gui.rules.catalogue.vehicle_conversion`, so that the figures are typed once and every conversion is
the same for every vehicle (see docs/vehicle-reference.md).
"""

from __future__ import annotations

import math
from enum import Enum

from pydantic import Field, model_validator

from morefire_gui.ids import ID_PATTERN
from morefire_gui.rules.catalogue.entries import AircraftRole, GunRole, VehicleRole
from morefire_gui.rules.table_model import TableModel

KMH_PER_MPH = 1.609344  # statute mile
METRES_PER_YARD = 0.9144
METRES_PER_FOOT = 0.3048
KG_PER_LB = 0.45359237


class Drive(str, Enum):
    TRACKED = "tracked"
    HALFTRACK = "halftrack"
    WHEELED = "wheeled"


class Plate(TableModel):
    """One armour plate: its thickness, and its slope in degrees from the vertical (0 = upright)."""

    mm: float = Field(ge=0)
    slope: float = Field(default=0, ge=0, lt=90, description="degrees from vertical")

    @property
    def effective_mm(self) -> float:
        """The thickness a shot travelling level meets: thickness / cos(slope)."""
        return self.mm / math.cos(math.radians(self.slope))


class ArmourFigures(TableModel):
    """The main plate of each face rule 2.3 names. A vehicle without a turret gives only the hull."""

    turret_front: Plate | None = None
    turret_side: Plate | None = None
    hull_front: Plate
    hull_side: Plate

    @model_validator(mode="after")
    def _pairs(self) -> ArmourFigures:
        if (self.turret_front is None) != (self.turret_side is None):
            raise ValueError("give both turret_front and turret_side, or neither")
        return self


class SpeedFigures(TableModel):
    """Top speeds. Give each in mph or in km/h, not both. Without a published cross-country speed the
    conversion derives one from the road speed (a factor per kind of drive, resources/rules/conversion.yaml)."""

    road_mph: float | None = Field(default=None, gt=0)
    road_kmh: float | None = Field(default=None, gt=0)
    cross_country_mph: float | None = Field(default=None, gt=0)
    cross_country_kmh: float | None = Field(default=None, gt=0)

    @model_validator(mode="after")
    def _units(self) -> SpeedFigures:
        if (self.road_mph is None) == (self.road_kmh is None):
            raise ValueError("give the road speed once: road_mph or road_kmh")
        if self.cross_country_mph is not None and self.cross_country_kmh is not None:
            raise ValueError("give the cross-country speed once: cross_country_mph or cross_country_kmh")
        return self

    @property
    def road(self) -> float:
        """Road speed in mph."""
        return self.road_mph if self.road_mph is not None else float(self.road_kmh or 0) / KMH_PER_MPH

    @property
    def cross_country(self) -> float | None:
        """Cross-country speed in mph, or None when no figure is published."""
        if self.cross_country_mph is not None:
            return self.cross_country_mph
        if self.cross_country_kmh is not None:
            return self.cross_country_kmh / KMH_PER_MPH
        return None


class Dimensions(TableModel):
    """Hull length (without the gun's overhang), width and height, in metres."""

    length_m: float = Field(gt=0)
    width_m: float = Field(gt=0)
    height_m: float = Field(gt=0)


class PenetrationFigures(TableModel):
    """Armour penetrated, in mm, at ranges in metres (``m``) or yards (``yd``), against a plate sloped
    ``angle`` degrees from the vertical (German, British and US tables often use 30°, Soviet ones 0°).
    One figure alone stands for every range (a hollow charge does not weaken with range)."""

    angle: float = Field(default=0, ge=0, lt=90, description="slope of the test plate, degrees from vertical")
    m: dict[int, float] | None = None
    yd: dict[int, float] | None = None

    @model_validator(mode="after")
    def _one_unit(self) -> PenetrationFigures:
        if (self.m is None) == (self.yd is None):
            raise ValueError("give the penetration figures once, at ranges in metres (m) or in yards (yd)")
        figures = self.m if self.m is not None else self.yd
        assert figures is not None
        if not figures:
            raise ValueError("give at least one range and its penetration")
        if any(r < 0 for r in figures) or any(mm < 0 for mm in figures.values()):
            raise ValueError("ranges and millimetres cannot be negative")
        return self

    def points_yards(self) -> list[tuple[float, float]]:
        """(range in yards, mm) pairs from the shortest range to the longest."""
        if self.m is not None:
            return sorted((r / METRES_PER_YARD, mm) for r, mm in self.m.items())
        assert self.yd is not None
        return sorted((float(r), mm) for r, mm in self.yd.items())


class GunFigures(TableModel):
    """A gun and the round it uses against armour. Without ``penetration`` the gun has no anti-tank figures
    (a mortar, a howitzer firing high explosive) and gets no range bands."""

    name: str = Field(min_length=1)
    calibre_mm: float = Field(gt=0)
    muzzle_velocity_ms: float | None = Field(default=None, gt=0)
    muzzle_velocity_fps: float | None = Field(default=None, gt=0)
    penetration: PenetrationFigures | None = None
    max_range_m: int | None = Field(default=None, gt=0, description="furthest direct-fire range")
    max_range_yd: int | None = Field(default=None, gt=0)
    source: str = Field(min_length=1)

    @model_validator(mode="after")
    def _complete(self) -> GunFigures:
        if self.muzzle_velocity_ms is not None and self.muzzle_velocity_fps is not None:
            raise ValueError("give the muzzle velocity once: muzzle_velocity_ms or muzzle_velocity_fps")
        if self.max_range_m is not None and self.max_range_yd is not None:
            raise ValueError("give the range once: max_range_m or max_range_yd")
        if self.penetration is not None:
            if self.muzzle_velocity is None:
                raise ValueError(
                    "a gun with penetration figures needs its muzzle velocity (the hit chance depends on it)"
                )
            if self.max_range is None:
                raise ValueError(
                    "a gun with penetration figures needs its furthest direct-fire range (max_range_m or max_range_yd)"
                )
        return self

    @property
    def muzzle_velocity(self) -> float | None:
        """Metres per second."""
        if self.muzzle_velocity_ms is not None:
            return self.muzzle_velocity_ms
        if self.muzzle_velocity_fps is not None:
            return self.muzzle_velocity_fps * METRES_PER_FOOT
        return None

    @property
    def max_range(self) -> float | None:
        """Yards."""
        if self.max_range_yd is not None:
            return float(self.max_range_yd)
        if self.max_range_m is not None:
            return self.max_range_m / METRES_PER_YARD
        return None


class AntiAircraftFigures(TableModel):
    """A weapon's anti-aircraft figures (rule 5.6): the barrels fired together and its effective ceiling (in metres
    or feet). The calibre is the first gun's, or the largest machine gun's, unless ``calibre_mm`` says."""

    barrels: int = Field(default=1, ge=1, le=16)
    ceiling_m: float | None = Field(default=None, gt=0, description="effective ceiling")
    ceiling_ft: float | None = Field(default=None, gt=0)
    calibre_mm: float | None = Field(default=None, gt=0)

    @model_validator(mode="after")
    def _ceiling(self) -> AntiAircraftFigures:
        if (self.ceiling_m is None) == (self.ceiling_ft is None):
            raise ValueError("give the effective ceiling once: ceiling_m or ceiling_ft")
        return self

    @property
    def ceiling_yards(self) -> float:
        metres = self.ceiling_m if self.ceiling_m is not None else float(self.ceiling_ft or 0) * METRES_PER_FOOT
        return metres / METRES_PER_YARD


class VehicleFigures(TableModel):
    """One vehicle of the reference, as historical facts."""

    id: str = Field(min_length=1, pattern=ID_PATTERN)
    name: str = Field(min_length=1)
    short: str = Field(min_length=1, max_length=12, description="label for a counter")
    nation: str | None = Field(default=None, description="the file's nation when not given")
    role: VehicleRole
    years: tuple[int, int]
    drive: Drive
    wheels: int | None = Field(default=None, ge=2, le=12)
    open_top: bool = False
    skirts: bool = False
    turret: bool = True
    armour: ArmourFigures
    speed: SpeedFigures
    dimensions: Dimensions
    guns: tuple[str, ...] = Field(default=(), description="ids of gun figures, main gun first")
    mgs: tuple[float, ...] = Field(default=(), description="calibre in mm of each machine gun")
    passengers: int = Field(default=0, ge=0, description="men carried besides the crew")
    aa: AntiAircraftFigures | None = Field(default=None, description="rule 5.6: its anti-aircraft fire")
    users: tuple[str, ...] = Field(default=(), description="other nations that fielded it")
    source: str = Field(min_length=1)
    notes: str = ""

    @model_validator(mode="after")
    def _consistent(self) -> VehicleFigures:
        if self.years[0] > self.years[1]:
            raise ValueError("years must be [first, last]")
        if self.drive is Drive.WHEELED and self.wheels is None:
            raise ValueError("a wheeled vehicle needs its number of wheels")
        if self.drive is not Drive.WHEELED and self.wheels is not None:
            raise ValueError("only a wheeled vehicle gives its number of wheels")
        if self.turret and self.armour.turret_front is None:
            raise ValueError("a vehicle with a turret needs armour.turret_front and armour.turret_side")
        if not self.turret and self.armour.turret_front is not None:
            raise ValueError("a vehicle without a turret gives only hull armour")
        if self.aa is not None and self.aa.calibre_mm is None and not self.guns and not self.mgs:
            raise ValueError("anti-aircraft figures need a calibre: a gun, a machine gun or aa.calibre_mm")
        return self


class TowedGunFigures(TableModel):
    """A towed gun, mortar or infantry gun: its gun figures by id, or for a gun without anti-tank figures
    just its calibre."""

    id: str = Field(min_length=1, pattern=ID_PATTERN)
    name: str = Field(min_length=1)
    short: str = Field(min_length=1, max_length=12)
    nation: str | None = None
    role: GunRole
    years: tuple[int, int]
    gun: str | None = Field(default=None, description="id of its gun figures")
    calibre_mm: float | None = Field(default=None, gt=0)
    aa: AntiAircraftFigures | None = Field(default=None, description="rule 5.6: its anti-aircraft fire")
    users: tuple[str, ...] = ()
    source: str = Field(min_length=1)
    notes: str = ""

    @model_validator(mode="after")
    def _consistent(self) -> TowedGunFigures:
        if self.years[0] > self.years[1]:
            raise ValueError("years must be [first, last]")
        if (self.gun is None) == (self.calibre_mm is None):
            raise ValueError("give either gun (an id of gun figures) or calibre_mm, not both")
        return self


class AircraftSpeedFigures(TableModel):
    """An aircraft's top speed, in mph or km/h (not both)."""

    mph: float | None = Field(default=None, gt=0)
    kmh: float | None = Field(default=None, gt=0)

    @model_validator(mode="after")
    def _units(self) -> AircraftSpeedFigures:
        if (self.mph is None) == (self.kmh is None):
            raise ValueError("give the top speed once: mph or kmh")
        return self

    @property
    def top_mph(self) -> float:
        return self.mph if self.mph is not None else float(self.kmh or 0) / KMH_PER_MPH


class AircraftGunFigures(TableModel):
    """Forward-firing guns of one kind: their name, calibre and how many."""

    name: str = Field(min_length=1)
    calibre_mm: float = Field(gt=0)
    count: int = Field(default=1, ge=1, le=16)


class BombFigures(TableModel):
    """The bomb load of a ground-attack sortie: how many bombs, each of ``kg`` or ``lb``."""

    count: int = Field(ge=1, le=32)
    kg: float | None = Field(default=None, gt=0)
    lb: float | None = Field(default=None, gt=0)

    @model_validator(mode="after")
    def _units(self) -> BombFigures:
        if (self.kg is None) == (self.lb is None):
            raise ValueError("give each bomb's weight once: kg or lb")
        return self

    @property
    def each_kg(self) -> float:
        return self.kg if self.kg is not None else float(self.lb or 0) * KG_PER_LB


class AircraftFigures(TableModel):
    """One aircraft of the reference (rule 5), as historical facts: top speed, forward guns, a typical bomb load
    for a ground-attack sortie, and whether it was built to dive-bomb."""

    id: str = Field(min_length=1, pattern=ID_PATTERN)
    name: str = Field(min_length=1)
    short: str = Field(min_length=1, max_length=12, description="label for a counter")
    nation: str | None = Field(default=None, description="the file's nation when not given")
    role: AircraftRole
    years: tuple[int, int]
    speed: AircraftSpeedFigures
    guns: tuple[AircraftGunFigures, ...] = Field(default=(), description="forward-firing guns only")
    bombs: BombFigures | None = None
    dive_bomber: bool = False
    users: tuple[str, ...] = Field(default=(), description="other nations that flew it")
    source: str = Field(min_length=1)
    notes: str = ""

    @model_validator(mode="after")
    def _consistent(self) -> AircraftFigures:
        if self.years[0] > self.years[1]:
            raise ValueError("years must be [first, last]")
        if not self.guns and self.bombs is None:
            raise ValueError("an aircraft for ground attack has guns, bombs or both")
        return self


class ReferenceFile(TableModel):
    """One file of ``resources/reference/``: a section of the rules' vehicle reference (or the aircraft)."""

    title: str = Field(min_length=1)
    nation: str | None = Field(default=None, description="every entry's nation unless it names its own")
    guns: dict[str, GunFigures] = Field(default_factory=dict)
    vehicles: tuple[VehicleFigures, ...] = ()
    towed: tuple[TowedGunFigures, ...] = ()
    aircraft: tuple[AircraftFigures, ...] = ()

    @model_validator(mode="after")
    def _nations(self) -> ReferenceFile:
        if self.nation is None:
            entries: tuple[VehicleFigures | TowedGunFigures | AircraftFigures, ...] = (
                *self.vehicles,
                *self.towed,
                *self.aircraft,
            )
            missing = [e.id for e in entries if e.nation is None]
            if missing:
                raise ValueError(f"the file names no nation, so every entry must: {', '.join(missing)}")
        return self

    def nation_of(self, entry: VehicleFigures | TowedGunFigures | AircraftFigures) -> str:
        nation = entry.nation or self.nation
        assert nation is not None
        return nation
