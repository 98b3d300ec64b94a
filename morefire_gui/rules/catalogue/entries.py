"""The unit catalogue: infantry types of rule 3.5, squad anti-tank weapons of rule 3.4, vehicles, guns and
aircraft, as typed entries.

The bundled catalogue lives in ``resources/catalogue/*.yaml``: the vehicles and guns are generated from the
historical figures of ``resources/reference/`` (docs/vehicle-reference.md), the infantry and squad anti-tank
tables are typed as printed. Players may add or correct entries in a user catalogue, in the same format, that
is merged over it by id. Footprints are the casting's length x width in inches at 1/285.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from enum import Enum
from typing import Any

from pydantic import Field, PrivateAttr, field_validator, model_validator

from morefire_gui.rules.movement import MoveCode
from morefire_gui.rules.table_model import TableModel


class UnitKind(str, Enum):
    VEHICLE = "vehicle"
    INFANTRY = "infantry"
    GUN = "gun"
    AIRCRAFT = "aircraft"


class Silhouette(str, Enum):
    HIGH = "high"
    AVERAGE = "average"
    LOW = "low"
    SMALL = "small"
    NONE = "none"


class VehicleRole(str, Enum):
    TANK = "tank"
    TANK_DESTROYER = "tank_destroyer"
    ASSAULT_GUN = "assault_gun"
    SELF_PROPELLED_GUN = "self_propelled_gun"
    ARMOURED_CAR = "armoured_car"
    HALFTRACK = "halftrack"
    TRANSPORT = "transport"
    RECOVERY = "recovery"
    MINESWEEPER = "minesweeper"
    AA = "aa"


class GunRole(str, Enum):
    ANTI_TANK = "anti_tank"
    INFANTRY = "infantry"
    FIELD = "field"
    HOWITZER = "howitzer"
    MORTAR = "mortar"
    AA = "aa"


class AircraftRole(str, Enum):
    """What an aircraft of the catalogue was built for (rule 5)."""

    FIGHTER = "fighter"
    FIGHTER_BOMBER = "fighter_bomber"
    GROUND_ATTACK = "ground_attack"
    DIVE_BOMBER = "dive_bomber"
    LIGHT_BOMBER = "light_bomber"


class AaWeapon(str, Enum):
    """Rule 5.6: the kind of anti-aircraft weapon, which decides its chance to hit by range (resources/rules/
    aircraft.yaml): machine guns (up to 15 mm), light automatic cannon (20-57 mm), heavy guns (75 mm and more)."""

    MG = "mg"
    LIGHT = "light"
    HEAVY = "heavy"


class ArmorClasses(TableModel):
    """Armour classes 1-11 for each location and aspect (rule 2.3)."""

    turret_front: int | None = Field(default=None, ge=1, le=11)
    turret_side: int | None = Field(default=None, ge=1, le=11)
    hull_front: int = Field(ge=1, le=11)
    hull_side: int = Field(ge=1, le=11)

    @property
    def front_turret_or_hull(self) -> int:
        """The AC the artillery chart uses (rule 4.6: "AC is the front turret armor"); turretless: front hull."""
        return self.turret_front if self.turret_front is not None else self.hull_front


class RangeBand(TableModel):
    """A gun's chance to hit and the armour class it penetrates, out to ``max_yards`` (rule 2.2)."""

    max_yards: int = Field(gt=0)
    hit: int = Field(ge=0, le=100)
    pen: int = Field(ge=0, le=11)


class Gun(TableModel):
    name: str
    calibre_mm: float = Field(gt=0)
    bands: tuple[RangeBand, ...] = ()

    @model_validator(mode="after")
    def _ascending(self) -> Gun:
        yards = [b.max_yards for b in self.bands]
        if yards != sorted(yards) or len(set(yards)) != len(yards):
            raise ValueError("range bands must be listed from the shortest to the longest range")
        return self


class Speed(TableModel):
    cross_country: MoveCode
    road: MoveCode


class VehicleData(TableModel):
    tracked: bool
    wheels: int | None = Field(default=None, ge=2, le=12)
    open_top: bool = False
    skirts: bool = False
    turret: bool = True
    armor: ArmorClasses
    silhouette: Silhouette = Silhouette.AVERAGE
    speed: Speed
    transport: int = Field(default=0, ge=0, description="infantry counters it can carry")

    @model_validator(mode="after")
    def _consistent(self) -> VehicleData:
        if not self.tracked and self.wheels is None:
            raise ValueError("a wheeled vehicle needs its number of wheels (2-4, 6 or 8)")
        if self.turret and self.armor.turret_front is None:
            raise ValueError("a vehicle with a turret needs armor.turret_front and armor.turret_side")
        return self


class InfantryData(TableModel):
    """Rule 3.5: Fire Intensity Rating, Melee Factor, maximum range in yards."""

    fir: int = Field(ge=0)
    mf: int | None = None
    max_range: int = Field(gt=0)
    engineer: bool = False


class GunData(TableModel):
    role: GunRole
    calibre_mm: float = Field(gt=0)


class AntiAircraftData(TableModel):
    """Rule 5.6: a unit's anti-aircraft fire. ``weapon`` is its kind (the chance to hit by slant range comes from
    resources/rules/aircraft.yaml), ``barrels`` the guns fired together (a Flakvierling has 4), ``ceiling_yards``
    the highest it reaches."""

    weapon: AaWeapon
    calibre_mm: float = Field(gt=0)
    barrels: int = Field(default=1, ge=1, le=16)
    ceiling_yards: int = Field(gt=0)


class AircraftGun(TableModel):
    """Forward-firing guns of one kind (rule 5.4: they strafe)."""

    name: str
    calibre_mm: float = Field(gt=0)
    count: int = Field(default=1, ge=1, le=16)


class BombLoad(TableModel):
    """Rule 5.5: the bombs an airstrike carries, all of one weight, dropped together in one run."""

    count: int = Field(ge=1, le=32)
    kg: float = Field(gt=0)

    @property
    def total_kg(self) -> float:
        return self.count * self.kg


class AircraftData(TableModel):
    """Rule 5: an aircraft's speed (5.1), forward guns (5.4), bombs (5.5) and whether it is a dive bomber (5.3)."""

    speed_mph: int = Field(gt=0, le=1000, description="top speed")
    guns: tuple[AircraftGun, ...] = ()
    bombs: BombLoad | None = None
    dive_bomber: bool = False


class CatalogueEntry(TableModel):
    id: str = Field(min_length=1, pattern=r"^[A-Za-z0-9_.\-]+$")
    name: str = Field(min_length=1)
    short: str | None = Field(default=None, max_length=12, description="label for a counter")
    nation: str = Field(description="a nation id, or 'all'")
    kind: UnitKind
    role: VehicleRole | GunRole | AircraftRole | str | None = None
    years: tuple[int, int] = (1939, 1945)
    footprint: tuple[float, float] | None = Field(
        default=None, description="length x width in inches at 1/285; infantry and guns use the battle's base"
    )
    vehicle: VehicleData | None = None
    infantry: InfantryData | None = None
    gun: GunData | None = None
    aircraft: AircraftData | None = None
    aa: AntiAircraftData | None = Field(default=None, description="rule 5.6: its anti-aircraft fire")
    guns: tuple[Gun, ...] = ()
    mgs: tuple[str, ...] = ()
    points: int = Field(default=0, ge=0)
    users: tuple[str, ...] = Field(default=(), description="other nations that fielded it (nation ids)")
    source: str = Field(default="", description="where the figures come from")
    notes: str = ""
    # The nations that field this entry's nation's equipment as their own (nations.yaml ``equipment_of``: France's
    # for Vichy France); not a key of the file: the catalogue sets it when it is read (:meth:`armies_fielding`).
    _own_to: tuple[str, ...] = PrivateAttr(default=())

    @property
    def own_to(self) -> tuple[str, ...]:
        """Nations besides its own (and ``all``) that have this entry as their own: they field its nation's army's
        equipment (Vichy France, France's). Set by :class:`Catalogue` from the nations table."""
        return self._own_to

    def fielded_as_own(self, armies: tuple[str, ...]) -> CatalogueEntry:
        """This entry, owned also by ``armies`` (the nations fielding its nation's equipment as their own)."""
        if armies == self._own_to:
            return self
        entry = self.model_copy()
        entry._own_to = tuple(armies)
        return entry

    def own_of(self, nation: str) -> bool:
        """Whether a force of ``nation`` has this entry as its own: of its nation, of every nation, or of a nation
        whose equipment it fields (not counting ``users``, what it fielded of other nations)."""
        return self.nation in (nation, "all") or nation in self._own_to

    @model_validator(mode="before")
    @classmethod
    def _role_of_kind(cls, data: Any) -> Any:
        """``role`` as the enum of the entry's kind when it names one of its roles (``halftrack`` ->
        :attr:`VehicleRole.HALFTRACK`), so that ``entry.role is VehicleRole.HALFTRACK`` holds for an entry
        read from a file; any other role stays the text it is (``at_weapon``)."""
        if isinstance(data, dict) and isinstance(data.get("role"), str) and not isinstance(data["role"], Enum):
            kind = data.get("kind")
            roles: dict[str, type[Enum]] = {"vehicle": VehicleRole, "gun": GunRole, "aircraft": AircraftRole}
            enum = roles.get(str(getattr(kind, "value", kind)))
            if enum is not None and data["role"] in {m.value for m in enum}:
                data = {**data, "role": enum(data["role"])}
        return data

    @field_validator("name")
    @classmethod
    def _named(cls, name: str) -> str:
        if not name.strip():
            raise ValueError("an entry needs a name, not only blanks")
        return name

    @model_validator(mode="after")
    def _kind_data(self) -> CatalogueEntry:
        if self.years[0] > self.years[1]:
            raise ValueError("years must be [first, last]")
        if self.kind is UnitKind.VEHICLE:
            if self.vehicle is None:
                raise ValueError("a vehicle needs its 'vehicle' data")
            if self.footprint is None:
                raise ValueError("a vehicle needs its casting's footprint [length, width]")
        if self.kind is UnitKind.INFANTRY and self.infantry is None:
            raise ValueError("an infantry type needs its 'infantry' data (fir, mf, max_range)")
        if self.kind is UnitKind.GUN and self.gun is None:
            raise ValueError("a gun needs its 'gun' data (role, calibre_mm)")
        if (self.kind is UnitKind.AIRCRAFT) != (self.aircraft is not None):
            raise ValueError(
                "an aircraft needs its 'aircraft' data (speed_mph, guns, bombs), and only an aircraft has it"
            )
        if self.aa is not None and self.kind not in (UnitKind.VEHICLE, UnitKind.GUN, UnitKind.INFANTRY):
            raise ValueError("anti-aircraft fire ('aa') is for vehicles, guns and infantry counters")
        if self.footprint is not None and min(self.footprint) <= 0:
            raise ValueError("footprint sizes must be positive")
        return self

    @property
    def code(self) -> str:
        """Short label for a counter: infantry by their rules code (R, SMG, ...), others by ``short``."""
        if self.short:
            return self.short
        return self.id if self.kind is UnitKind.INFANTRY else self.name.split()[0][:8]


class CatalogueFile(TableModel):
    units: tuple[CatalogueEntry, ...]


class Catalogue:
    """All catalogue entries by id, in the order they were read. ``armies_fielding`` (a nation id -> the nations
    that field its equipment as their own, from nations.yaml's ``equipment_of``) marks each entry with them."""

    def __init__(
        self, entries: dict[str, CatalogueEntry], armies_fielding: Callable[[str], tuple[str, ...]] | None = None
    ) -> None:
        if armies_fielding is not None:
            entries = {k: e.fielded_as_own(armies_fielding(e.nation)) for k, e in entries.items()}
        self._entries = dict(entries)

    def __contains__(self, unit_type: str) -> bool:
        return unit_type in self._entries

    def __getitem__(self, unit_type: str) -> CatalogueEntry:
        return self._entries[unit_type]

    def get(self, unit_type: str) -> CatalogueEntry | None:
        return self._entries.get(unit_type)

    def __iter__(self) -> Iterator[CatalogueEntry]:
        return iter(self._entries.values())

    def __len__(self) -> int:
        return len(self._entries)

    def ids(self) -> list[str]:
        return list(self._entries)

    def for_nation(self, nation: str | None, fielded: bool = False) -> list[CatalogueEntry]:
        """Entries of ``nation``, of every nation (``all``) and of the nations whose equipment it fields as its own
        (Vichy France: France's); with ``fielded``, also those of other nations
        that ``nation`` fielded too (it is in their ``users``: Lend-Lease Shermans for the USSR, ...)."""
        if nation is None:
            return list(self._entries.values())
        n = nation.lower()
        return [e for e in self._entries.values() if e.own_of(n) or (fielded and n in e.users)]
