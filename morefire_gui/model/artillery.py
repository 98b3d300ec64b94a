"""The artillery part of a battle: fire registration points (4.2), batteries (4.11, 4.4, 4.7, 4.8) and the fire
missions in flight (4.12). Frozen values, like the rest of the battle; the battle file's validation
(io/battle_file.py) checks them against the rest of the battle (sides, units, the catalogue, the tables).

The shapes and ids here match those of :mod:`morefire_gui.model.battle` (which imports this module).
"""

from __future__ import annotations

from enum import Enum

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator, model_validator

from morefire_gui.model.numbers import MAX_CALIBRE_MM, MAX_GUNS, MAX_TURN, Name, Numbered, PositiveCount, Turn
from morefire_gui.model.numbers import Identifier as _Identifier
from morefire_gui.model.numbers import Point as _Point
from morefire_gui.model.numbers import ShiftYards as _ShiftYards
from morefire_gui.rules.artillery.fire_missions import FireMission, Shift
from morefire_gui.rules.artillery.terms import DeploymentState, GunType, Pattern
from morefire_gui.rules.catalogue.entries import CatalogueEntry, UnitKind, VehicleRole
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, Message


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


class BatteryKind(str, Enum):
    """Where a battery fires from: its guns on the board (4.11), off the board (4.42), or naval guns (4.7)."""

    ON_BOARD = "on_board"
    OFF_BOARD = "off_board"
    NAVAL = "naval"


class MissionOrder(str, Enum):
    """The written order (4.12 A-C) that set a fire mission as it now stands. CEASE FIRE (D) ends a mission,
    so a mission in the file never holds it."""

    FIRE = "fire"
    REPEAT = "repeat"
    SHIFT = "shift"


class RegistrationPoint(_Frozen):
    """4.2: "Each side can plot up to 10 FRPs during pregame setup." ``n`` is the point's number (1-10, unique
    within the side: the file's check reads the limit from the rules tables)."""

    n: Numbered
    at: _Point
    name: Name | None = None


# Gun roles of the catalogue that make up an on-board battery: howitzers, field guns and mortars.
BATTERY_GUN_ROLES = ("howitzer", "field", "mortar")
# A fire mission's aim point, as a point off the table names it (the battle file's check and the barrage's alike).
AIM_POINT = QT_TRANSLATE_NOOP("Rules", "the aim point")


def registration_point(n: int) -> Message:
    """A side's registration point (4.2), as a point off the table names it."""
    return QT_TRANSLATE_NOOP("Rules", "registration point #{n}").format(n=n)


# Vehicle roles that make up an on-board battery: 4.8 sets up "Self Propelled Guns" as batteries ("There is a delay for
# SPGs due to the need to place firing stakes and prepare direction data"); they fire their main gun.
BATTERY_VEHICLE_ROLES = (VehicleRole.SELF_PROPELLED_GUN.value,)


def battery_gun(entry: CatalogueEntry) -> tuple[float, GunType] | None:
    """The calibre and 4.8 gun type of a catalogue entry that may be a gun of an on-board battery (a howitzer, field
    gun or mortar; or a self-propelled gun, by its main gun), or None for any other entry."""
    if entry.kind is UnitKind.GUN and entry.gun is not None and entry.gun.role.value in BATTERY_GUN_ROLES:
        return entry.gun.calibre_mm, GunType.MORTAR if entry.gun.role.value == "mortar" else GunType.TOWED
    role = entry.role.value if isinstance(entry.role, Enum) else entry.role
    if entry.kind is UnitKind.VEHICLE and role in BATTERY_VEHICLE_ROLES and entry.guns:
        return entry.guns[0].calibre_mm, GunType.SELF_PROPELLED
    return None


def lone_gun(entry: CatalogueEntry) -> tuple[float, GunType] | None:
    """The calibre and 4.8 gun type of a catalogue entry that sets up on its own when it is none of a battery's guns:
    a gun of the catalogue (anti-tank guns their rows, mortars theirs, every other gun "Towed Guns"); None for any
    other entry (vehicles, self-propelled guns among them, set up only as a battery)."""
    if entry.kind is not UnitKind.GUN or entry.gun is None:
        return None
    role = entry.gun.role.value
    kind = GunType.ANTI_TANK if role == "anti_tank" else GunType.MORTAR if role == "mortar" else GunType.TOWED
    return entry.gun.calibre_mm, kind


class BatteryDefinition(_Frozen):
    """A battery of a side (4.11: "Fire must be conducted by battery").

    * ``on_board``: its guns are the units listed in ``units`` (howitzers, field guns, mortars or self-propelled
      guns of the catalogue, of one calibre); their number, calibre and whether they are mortars come from the
      catalogue.
    * ``off_board``: ``guns`` and ``calibre_mm`` are given, and ``mortar`` if they are mortars.
    * ``naval``: rated as 4.7 says (four guns of 175 mm or more); ``guns`` and ``calibre_mm`` may be left out.

    ``nation`` (default: the side's) chooses the rows of 4.2 and 4.3. ``deployment`` and ``turns_remaining``
    are 4.8's set-up state; off-board and naval batteries are always deployed.
    """

    id: _Identifier
    side: _Identifier
    kind: BatteryKind
    name: Name | None = None
    nation: str | None = None
    # validate_default: what a kind requires must be checked when the key is absent too
    guns: int | None = Field(default=None, ge=1, le=MAX_GUNS, validate_default=True)
    calibre_mm: float | None = Field(default=None, gt=0, le=MAX_CALIBRE_MM, allow_inf_nan=False, validate_default=True)
    mortar: bool = False
    units: tuple[_Identifier, ...] | None = Field(default=None, validate_default=True)
    deployment: DeploymentState = DeploymentState.DEPLOYED
    turns_remaining: int | None = Field(default=None, ge=1, le=MAX_TURN, validate_default=True)

    @field_validator("guns", "calibre_mm")
    @classmethod
    def _size(cls, value: float | None, info: ValidationInfo) -> float | None:
        kind = info.data.get("kind")
        key = info.field_name
        if kind is BatteryKind.ON_BOARD and value is not None:
            raise ValueError(f"an on-board battery's guns are its units: leave out '{key}' (the catalogue gives it)")
        if kind is BatteryKind.OFF_BOARD and value is None:
            raise ValueError(f"an off-board battery needs '{key}'")
        return value

    @field_validator("mortar")
    @classmethod
    def _mortar(cls, value: bool, info: ValidationInfo) -> bool:
        kind = info.data.get("kind")
        if value and kind is BatteryKind.ON_BOARD:
            raise ValueError(
                "an on-board battery's guns are its units: leave out 'mortar' (the catalogue says "
                "which guns are mortars)"
            )
        if value and kind is BatteryKind.NAVAL:
            raise ValueError("naval guns are not mortars (4.7)")
        return value

    @field_validator("units")
    @classmethod
    def _units(cls, value: tuple[str, ...] | None, info: ValidationInfo) -> tuple[str, ...] | None:
        kind = info.data.get("kind")
        if kind is BatteryKind.ON_BOARD and not value:
            raise ValueError("an on-board battery lists its guns: 'units', the ids of one or more units")
        if kind is not None and kind is not BatteryKind.ON_BOARD and value is not None:
            raise ValueError(f"only on-board batteries list 'units' (this one is {kind.value})")
        if value is not None and len(set(value)) != len(value):
            twice = next(u for u in value if value.count(u) > 1)
            raise ValueError(f"unit {twice!r} is listed twice")
        return value

    @field_validator("deployment")
    @classmethod
    def _deployment(cls, value: DeploymentState, info: ValidationInfo) -> DeploymentState:
        kind = info.data.get("kind")
        if kind in (BatteryKind.OFF_BOARD, BatteryKind.NAVAL) and value is not DeploymentState.DEPLOYED:
            raise ValueError(
                f"{'naval' if kind is BatteryKind.NAVAL else 'off-board'} batteries are always "
                f"deployed (4.8: they start the battle deployed)"
            )
        return value

    @field_validator("turns_remaining")
    @classmethod
    def _turns(cls, value: int | None, info: ValidationInfo) -> int | None:
        state: DeploymentState | None = info.data.get("deployment")
        busy = state in (DeploymentState.SETTING_UP, DeploymentState.BREAKING_DOWN)
        if state is not None and busy and value is None:
            raise ValueError(
                f"a battery {state.value.replace('_', ' ')} needs 'turns_remaining' (1 or more, this turn included)"
            )
        if state is not None and not busy and value is not None:
            raise ValueError(
                f"only a battery setting up or breaking down has 'turns_remaining' (this one is "
                f"{state.value.replace('_', ' ')})"
            )
        return value

    @property
    def on_board(self) -> bool:
        return self.kind is BatteryKind.ON_BOARD

    @property
    def label(self) -> str:
        return self.name or self.id


class ShiftYards(_Frozen):
    """4.12 C: a shift in whole yards, signed as the battery looks along its line of fire: ``add_drop`` +
    add (further), - drop; ``right_left`` + right, - left."""

    add_drop: _ShiftYards = 0
    right_left: _ShiftYards = 0

    def to_rules(self) -> Shift:
        return Shift(self.add_drop, self.right_left)

    @classmethod
    def of(cls, shift: Shift) -> ShiftYards:
        return cls(add_drop=shift.add_drop_yards, right_left=shift.right_left_yards)


def salvo_count(n: int) -> str:
    """ "1 salvo", "2 salvoes" (ISLAND C's word for a barrage of the naval bombardment)."""
    return (QT_TRANSLATE_NOOP("Rules", "{n} salvo") if n == 1 else QT_TRANSLATE_NOOP("Rules", "{n} salvoes")).format(
        n=n
    )


class FireMissionRecord(_Frozen):
    """A battery's fire mission in flight (4.12, 4.2): the aim (a registration point of the battery's side, or
    a point of the table) with every shift given since, the pattern, the order that set it, the turn it was
    called and the turn its rounds land. A battery has at most one mission."""

    battery: _Identifier
    order: MissionOrder = MissionOrder.FIRE
    registration_point: Numbered | None = None
    at: _Point | None = None
    shifts: tuple[ShiftYards, ...] = ()
    pattern: Pattern = Pattern.SPREAD
    called_turn: Turn
    impact_turn: Turn
    # ISLAND C: the salvoes the naval bombardment of an island invasion fires a turn when the mission lands, "up to"
    # its 2 salvoes per turn as the order chose; None: every salvo its battery may fire a turn (one for any other).
    salvoes: PositiveCount | None = None

    @model_validator(mode="after")
    def _aim_and_turns(self) -> FireMissionRecord:
        if (self.registration_point is None) == (self.at is None):
            raise ValueError(
                "a fire mission aims at exactly one of 'registration_point' (a number) or 'at' "
                "(a point)" + (" (this one has both)" if self.at is not None else "")
            )
        if self.impact_turn < self.called_turn:
            raise ValueError(
                f"the rounds cannot land (impact_turn {self.impact_turn}) before they are called "
                f"(called_turn {self.called_turn})"
            )
        return self

    def rules_shifts(self) -> tuple[Shift, ...]:
        return tuple(s.to_rules() for s in self.shifts)

    def to_rules(self) -> FireMission | None:
        """The mission as the rules of 4.12 hold it, or None for a mission aimed at a point (``at``)."""
        if self.registration_point is None:
            return None
        return FireMission(
            self.registration_point, self.rules_shifts(), self.pattern, self.called_turn, self.impact_turn
        )

    @classmethod
    def of(cls, battery: str, mission: FireMission, order: MissionOrder = MissionOrder.FIRE) -> FireMissionRecord:
        return cls(
            battery=battery,
            order=order,
            registration_point=mission.registration_point,
            shifts=tuple(ShiftYards.of(s) for s in mission.shifts),
            pattern=mission.pattern,
            called_turn=mission.called_turn,
            impact_turn=mission.impact_turn,
        )
