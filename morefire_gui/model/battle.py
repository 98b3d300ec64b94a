"""The battle: what a battle file holds, as typed, validated objects.

Pieces and units are frozen; a change replaces the object (``model_copy(update=...)``) in the battle, which
keeps undo simple (a command holds the object before and after) and makes accidental sharing harmless.
"""

from __future__ import annotations

import copy
import math
from enum import Enum
from typing import Annotated, Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator, model_validator

from morefire_gui.ids import BatteryId, PieceId, SideId, UnitId
from morefire_gui.model.action_record import ActionRecord
from morefire_gui.model.aircraft import AircraftInPlay
from morefire_gui.model.artillery import BatteryDefinition, FireMissionRecord, RegistrationPoint
from morefire_gui.model.log import LogEntry
from morefire_gui.model.numbers import (
    MAX_TABLE,
    MAX_TURN,
    MAX_YARDS_PER_INCH,
    MIN_YARDS_PER_INCH,
    Degrees,
    Identifier,
    Name,
    Outline,
    Point,
    PositiveYards,
    Seed,
    Size,
    Title,
    Turn,
    Yards,
)
from morefire_gui.model.outline import check_polygon
from morefire_gui.model.scenario import Briefing, DeploymentZone, MissionSpec, VpLocation
from morefire_gui.model.table_image import TableImage
from morefire_gui.model.terms import (
    LINE_ONLY,
    POINT_OR_POLYGON,
    POLYGON_ONLY,
    STANDS_FOR_KINDS,
    Cover,
    Edge,
    MineType,
    Moved,
    StandsFor,
    Status,
    TerrainKind,
)
from morefire_gui.model.turns import CloseCombatGroup, CounterBatteryRecord, StepId
from morefire_gui.rules.artillery.terms import DeploymentState
from morefire_gui.rules.direct_fire.terms import CampaignDamage
from morefire_gui.rules.infantry.suicide_squads import Formation
from morefire_gui.rules.scenario.weather import BattlefieldTerrain, Weather
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, Message

FORMAT: Final = "morefire-battle"
FORMAT_VERSION = 1

# TUNDRA's "each seperate body of water": the kinds that are water.
WATER_KINDS = frozenset({TerrainKind.WATER, TerrainKind.STREAM, TerrainKind.RIVER})


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


# The one way a point off the table is said, by what it is (a flag and its value as typed, "the aim point", a unit)
# and the table's extent; the point given apart when ``what`` does not already say it.
_OFF_TABLE = QT_TRANSLATE_NOOP("Rules", "{what} is off the table (0-{width:g} x 0-{depth:g} {unit})")
# The point with one decimal, as the window writes every table point (not every decimal a drag gave: "72.0418,24").
_POINT_OFF_TABLE = QT_TRANSLATE_NOOP("Rules", "{x:.1f}, {y:.1f} is off the table (0-{width:g} x 0-{depth:g} {unit})")
_NAMED_POINT_OFF_TABLE = QT_TRANSLATE_NOOP(
    "Rules", "{what} {x:.1f}, {y:.1f} is off the table (0-{width:g} x 0-{depth:g} {unit})"
)


def _outward(value: float, high: float) -> float:
    """A coordinate to one decimal, rounded away from the table where it is off it: 72.04 on a 72 inch table reads
    72.1, not 72.0, which is on its edge."""
    if value > high:
        return math.ceil(value * 10) / 10
    if value < 0:
        return math.floor(value * 10) / 10
    return value


def unit_at(unit_id: str) -> Message:
    """A counter named by where it stands, as a point off the table names it: ``unit 'ge1' at`` (-1,8 ...)."""
    return QT_TRANSLATE_NOOP("Rules", "unit {id} at").format(id=repr(unit_id))


class TableSpec(Frozen):
    width: float = Field(gt=0, le=MAX_TABLE, allow_inf_nan=False)
    depth: float = Field(gt=0, le=MAX_TABLE, allow_inf_nan=False)
    unit: Literal["in", "cm"] = "in"

    def holds(self, x: float, y: float, margin: float = 0.0) -> bool:
        """The one reading of "on the table": the point lies on the table, its edges included (a counter at
        ``x == width`` stands on it). ``margin`` (table units) widens it for a reading that needs one: a point read
        back from the screen a hair past an edge, an aircraft's entry point on an edge within a tolerance."""
        return -margin <= x <= self.width + margin and -margin <= y <= self.depth + margin

    def off_it(self, x: float, y: float, what: str = "", *, said: bool = False) -> Message:
        """What a point off the table is called, naming it as ``what`` ("the aim point", a unit) followed by its
        coordinates; ``said``: ``what`` already names the point (a flag and its value as typed, ``--to '100,10'``).
        The table's extent closes it: ``the aim point 73,24 is off the table (0-72 x 0-48 in)``."""
        size = {"width": self.width, "depth": self.depth, "unit": self.unit}
        if said:
            return _OFF_TABLE.format(what=what, **size)
        point = {"x": _outward(x, self.width), "y": _outward(y, self.depth)}
        if what:
            return _NAMED_POINT_OFF_TABLE.format(what=what, **point, **size)
        return _POINT_OFF_TABLE.format(**point, **size)


class CustomScale(Frozen):
    yards_per_inch: float = Field(ge=MIN_YARDS_PER_INCH, le=MAX_YARDS_PER_INCH, allow_inf_nan=False)


# The names the scenario system gives the sides of a battle it makes, by their role in the mission (session/scenario.py):
# the battle file keeps the English name. A side so named reads by its allegiance with its role beside it ("Axis
# (attacker)", docs/rules-notes.md "Scenario system — the sides' names"); the name alone is what a battle file's log
# written before says ("Airstrike: Ju 87D of Attacker"), which the window reads in its language ("Angreifer").
ROLE_NAMES: Final = {
    "Attacker": QT_TRANSLATE_NOOP("Rules", "Attacker"),
    "Defender": QT_TRANSLATE_NOOP("Rules", "Defender"),
}
# A side's role in the mission, as said beside its name ("Axis (attacker)"), by the role.
ROLE_WORDS: Final = {
    "attacker": QT_TRANSLATE_NOOP("Rules", "attacker"),
    "defender": QT_TRANSLATE_NOOP("Rules", "defender"),
}
# The scenario system's two sides by their ids (Tables II, VII): a side with no name of its own, or one the scenario
# system named by its role, is called by its allegiance.
ALLEGIANCE_NAMES: Final = {"axis": QT_TRANSLATE_NOOP("Rules", "Axis"), "allies": QT_TRANSLATE_NOOP("Rules", "Allies")}
IN_ROLE: Final = QT_TRANSLATE_NOOP("Rules", "{side} ({role})")


class Side(Frozen):
    id: Identifier
    nation: str
    edge: Edge
    name: Name | None = None
    registration_points: tuple[RegistrationPoint, ...] = ()  # 4.2: the side's FRPs, numbered 1-10
    # Table VII: the airstrikes the side bought with its forces (aircraft catalogue ids, one per airstrike) and has
    # not flown yet; "Airstrikes must be paid for in Army points", so they count against its points from the
    # purchase, and flying one takes it off this list (it is then under the battle's ``aircraft``).
    airstrikes_bought: tuple[Annotated[str, Field(min_length=1)], ...] = ()

    @property
    def named_by_role(self) -> bool:
        """Whether the scenario system named the side by its role ("Attacker"), not the players."""
        return self.name in ROLE_NAMES

    @property
    def label(self) -> str:
        """The side as a player reads it: the name the players gave it ("Kampfgruppe Peiper"), else its allegiance or
        id ("Allies"); a side the scenario system named by its role by its allegiance with that role beside it, "Axis
        (attacker)", a translatable message (docs/rules-notes.md, "Scenario system — the sides' names")."""
        if self.name is not None and self.named_by_role:
            return self.in_role(self.name.lower())
        return self.short_label

    @property
    def short_label(self) -> str:
        """The side without its role: the name the players gave it, else its allegiance or id ("Axis"), where a
        short name is wanted (a unit's name with its side in brackets, "R 1 (Axis)"; a caption on the board)."""
        if self.name and not self.named_by_role:
            return self.name
        return ALLEGIANCE_NAMES.get(self.id, self.id.capitalize())

    def in_role(self, role: str) -> str:
        """The side with its role in the mission beside its short name: "Axis (attacker)", "Kampfgruppe Nord
        (defender)"."""
        return IN_ROLE.format(side=self.short_label, role=ROLE_WORDS.get(role, role))

    def registration_point(self, n: int) -> RegistrationPoint | None:
        return next((p for p in self.registration_points if p.n == n), None)


def named_a_farm(name: str | None) -> bool:
    """Whether a piece's name says it is a farm: what the versions before ``stands_for`` counted a village as a farm by
    (the word "farm" anywhere in the name, in any case: "Farm", "Isolated farm")."""
    return "farm" in (name or "").lower()


class TerrainPiece(Frozen):
    id: Identifier
    kind: TerrainKind
    polygon: Outline | None = None
    line: Outline | None = None
    width: Size | None = None
    at: Point | None = None
    # validate_default: "a hill needs its level" must be checked when the key is absent too
    level: int | None = Field(default=None, ge=1, le=20, validate_default=True)
    height: Yards | None = Field(default=None, description="yards, advanced LOS")
    mines: MineType | None = Field(default=None, validate_default=True)
    cleared: bool = False  # 3.61: a minefield section cleared (by artillery, a minesweeper or infantry)
    # 3.6: the side that laid a minefield; a deliberate one is on its deployment sheet, hidden from the other
    # side until an enemy unit enters it (revealed); 3.61 c: turns each infantry unit has spent in it.
    owner: Identifier | None = None
    deliberate: bool = False
    revealed: bool = False
    clearing: dict[Identifier, Turn] = Field(default_factory=dict)
    ice_holds: bool | None = None  # TUNDRA: whether the ice of this water holds vehicles (d6 1-2)
    name: Name | None = None
    # What the piece stands for beyond its kind (a village that is a farm, a raid's landing and objective): the
    # scenario system counts it by this, never by its name (session/terrain_counts.py).
    stands_for: StandsFor | None = None

    # Checks of one key are field validators, so that a problem is reported at that key
    # (``terrain[3].polygon``), not just at the piece; checks across keys are in _shape below.
    @field_validator("polygon")
    @classmethod
    def _polygon(cls, value: tuple[Point, ...] | None) -> tuple[Point, ...] | None:
        if value is not None:
            check_polygon(value)
        return value

    @field_validator("line")
    @classmethod
    def _line(cls, value: tuple[Point, ...] | None) -> tuple[Point, ...] | None:
        if value is not None and len(value) < 2:
            raise ValueError(f"a line needs at least 2 points (it has {len(value)})")
        if value is not None and all(p == value[0] for p in value):
            raise ValueError("a line needs at least 2 different points (all of these are the same point)")
        return value

    @field_validator("width")
    @classmethod
    def _width(cls, value: float | None, info: ValidationInfo) -> float | None:
        if value is not None and "line" in info.data and info.data["line"] is None:
            raise ValueError("'width' is for line pieces (roads, streams, rivers, hedges)")
        return value

    @field_validator("level")
    @classmethod
    def _level(cls, value: int | None, info: ValidationInfo) -> int | None:
        kind = info.data.get("kind")
        if kind is TerrainKind.HILL and value is None:
            raise ValueError("a hill needs its 'level' (1 or more)")
        if kind is not None and kind is not TerrainKind.HILL and value is not None:
            raise ValueError(f"only hills have a 'level' (this is {kind.value})")
        return value

    @field_validator("mines")
    @classmethod
    def _mines(cls, value: MineType | None, info: ValidationInfo) -> MineType | None:
        kind = info.data.get("kind")
        if kind is TerrainKind.MINEFIELD and value is None:
            raise ValueError("a minefield needs 'mines': ap, at or gp")
        if kind is not None and kind is not TerrainKind.MINEFIELD and value is not None:
            raise ValueError(f"only minefields have 'mines' (this is {kind.value})")
        return value

    @field_validator("cleared")
    @classmethod
    def _cleared(cls, value: bool, info: ValidationInfo) -> bool:
        kind = info.data.get("kind")
        if value and kind is not None and kind is not TerrainKind.MINEFIELD:
            raise ValueError(f"only minefields can be 'cleared' (this is {kind.value})")
        return value

    @field_validator("owner", "deliberate", "revealed", "clearing")
    @classmethod
    def _minefield_keys(cls, value: Any, info: ValidationInfo) -> Any:
        kind = info.data.get("kind")
        if value and kind is not None and kind is not TerrainKind.MINEFIELD:
            raise ValueError(f"only minefields have '{info.field_name}' (this is {kind.value})")
        return value

    @field_validator("ice_holds")
    @classmethod
    def _ice(cls, value: bool | None, info: ValidationInfo) -> bool | None:
        kind = info.data.get("kind")
        if value is not None and kind is not None and kind not in WATER_KINDS:
            raise ValueError(f"only water, streams and rivers have 'ice_holds' (this is {kind.value})")
        return value

    @field_validator("stands_for")
    @classmethod
    def _stands_for(cls, value: StandsFor | None, info: ValidationInfo) -> StandsFor | None:
        kind = info.data.get("kind")
        if value is not None and kind is not None and kind not in STANDS_FOR_KINDS[value]:
            allowed = ", ".join(sorted(k.value for k in STANDS_FOR_KINDS[value]))
            raise ValueError(f"only {allowed} pieces can stand for '{value.value}' (this is {kind.value})")
        return value

    @model_validator(mode="after")
    def _shape(self) -> TerrainPiece:
        shapes = [k for k in ("polygon", "line", "at") if getattr(self, k) is not None]
        if len(shapes) != 1:
            raise ValueError(
                "a terrain piece has exactly one of 'polygon', 'line' or 'at'"
                + (f" (this one has {', '.join(shapes)})" if shapes else "")
            )
        shape = shapes[0]
        if self.kind in POLYGON_ONLY and shape != "polygon":
            raise ValueError(f"a {self.kind.value} piece is an area: give it a 'polygon'")
        if self.kind in LINE_ONLY and shape != "line":
            raise ValueError(f"a {self.kind.value} is drawn as a 'line'")
        if self.kind in POINT_OR_POLYGON and shape == "line":
            raise ValueError(f"a {self.kind.value} is a point ('at') or a small 'polygon', not a line")
        return self

    @property
    def counted_as(self) -> StandsFor | None:
        """What the piece stands for where the scenario system counts it: its ``stands_for``; a village without one
        whose name says it is a farm ("Farm", "Isolated farm") an isolated farm, as the versions before the key counted
        it, so that a battle they saved keeps its farms (docs/rules-notes.md, "Scenario system — a table laid by hand
        counted against its terrain type"); a village that stands for a village (``village``), a village whatever its
        name (None)."""
        if self.stands_for is StandsFor.VILLAGE:
            return None
        if self.stands_for is None and self.kind is TerrainKind.VILLAGE and named_a_farm(self.name):
            return StandsFor.FARM
        return self.stands_for

    def points(self) -> tuple[Point, ...]:
        if self.polygon is not None:
            return self.polygon
        if self.line is not None:
            return self.line
        assert self.at is not None
        return (self.at,)

    def moved_by(self, dx: float, dy: float) -> TerrainPiece:
        """The piece shifted; a translation cannot make a valid piece invalid, so no re-validation."""

        def shift(pts: tuple[Point, ...]) -> tuple[Point, ...]:
            return tuple((x + dx, y + dy) for x, y in pts)

        update: dict[str, Any] = {}
        if self.polygon is not None:
            update["polygon"] = shift(self.polygon)
        if self.line is not None:
            update["line"] = shift(self.line)
        if self.at is not None:
            update["at"] = (self.at[0] + dx, self.at[1] + dy)
        return self.model_copy(update=update)

    def with_points(self, points: tuple[Point, ...]) -> TerrainPiece:
        """The same piece with new points, validated (a polygon that crosses itself raises ValueError)."""
        key = "polygon" if self.polygon is not None else "line" if self.line is not None else "at"
        return self.revised(**{key: points if key != "at" else points[0]})

    def revised(self, **changes: Any) -> TerrainPiece:
        """A validated copy with ``changes`` (``model_copy`` would skip validation)."""
        data = self.model_dump(exclude_none=True)
        data.update(changes)
        data = {k: v for k, v in data.items() if v is not None}
        return TerrainPiece.model_validate(data)


class Unit(Frozen):
    id: Identifier
    side: Identifier
    type: str = Field(min_length=1)
    at: Point
    facing: Degrees = 0.0
    name: Name | None = None
    moved: Moved | None = None
    cover: Cover | None = None
    status: tuple[Status, ...] = ()
    # The turn a status lifts by itself: suppression recovers (3.5), a breakdown ends (MUD, MOUNTAINS).
    status_until: dict[Status, Turn] = Field(default_factory=dict)
    riding_on: Identifier | None = None
    suicide: bool = False  # 3.3: reclassified as a suicide squad
    formation: Formation | None = None  # 3.3 reads it: the Russian Guard, the German Waffen SS
    ski: bool = False  # SNOW: ski troops
    mountain_checked: bool = False  # MOUNTAINS: has rolled for its first move onto rough or hill ground
    # TARAWA: a fake marker among the hidden positions ("fake (1/3) and actual (2/3) positions"); always hidden.
    decoy: bool = False
    # ISLAND A: the invasion wave the attacker secretly assigned the unit to (it lands on that wave's turn; `at` is
    # where it lands). Until then only its own side sees it.
    wave: int | None = Field(default=None, ge=1, le=3)
    # 2.1 advanced: the enemy units that have spotted this unit and kept it in sight; 2.6: campaign damage taken.
    spotted_by: tuple[Identifier, ...] = ()
    damage: tuple[CampaignDamage, ...] = ()
    # 4.8 in an advanced game: a gun that is none of a battery's guns (an anti-tank gun, an infantry gun) has its own
    # set-up state (absent: deployed) and, setting up or breaking down, the turns left, this one included.
    deployment: DeploymentState | None = None
    turns_remaining: int | None = Field(default=None, ge=1, le=MAX_TURN)

    @field_validator("facing")
    @classmethod
    def _normalise_facing(cls, value: float) -> float:
        return cls.normal_facing(value)

    @staticmethod
    def normal_facing(value: float) -> float:
        """A facing in [0, 360), as the file keeps it (a copy made with ``model_copy`` is not validated)."""
        turned = value % 360.0
        # -1e-20 % 360 rounds to 360.0, which would read back as 0 after a save: keep to [0, 360).
        return 0.0 if turned >= 360.0 else turned

    @field_validator("spotted_by")
    @classmethod
    def _unique_spotters(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        if len(set(value)) != len(value):
            raise ValueError("a spotter is listed twice")
        return value

    @field_validator("status")
    @classmethod
    def _unique_status(cls, value: tuple[Status, ...]) -> tuple[Status, ...]:
        if len(set(value)) != len(value):
            raise ValueError("a status is listed twice")
        return value

    @model_validator(mode="after")
    def _set_up_turns(self) -> Unit:
        busy = self.deployment in (DeploymentState.SETTING_UP, DeploymentState.BREAKING_DOWN)
        if busy and self.turns_remaining is None:
            assert self.deployment is not None
            raise ValueError(
                f"a gun {self.deployment.value.replace('_', ' ')} needs 'turns_remaining' (1 or more, this turn "
                "included)"
            )
        if not busy and self.turns_remaining is not None:
            raise ValueError("only a gun setting up or breaking down has 'turns_remaining'")
        return self

    @model_validator(mode="after")
    def _status_until(self) -> Unit:
        for status in self.status_until:
            if status not in self.status:
                raise ValueError(f"status_until names {status.value!r}, which is not in the unit's status")
        return self

    @model_validator(mode="after")
    def _decoy_hidden(self) -> Unit:
        if self.decoy and Status.HIDDEN not in self.status:
            raise ValueError("a fake marker ('decoy: true') is a hidden position: give it status [hidden]")
        return self

    def has(self, status: Status) -> bool:
        return status in self.status

    def revised(self, **changes: Any) -> Unit:
        """A validated copy with ``changes`` (``model_copy`` would skip validation): a name typed in a dialog is checked
        as a battle file's is."""
        data = self.model_dump()
        data.update(changes)
        return Unit.model_validate(data)

    def with_status(self, status: Status, on: bool = True) -> Unit:
        current = [s for s in self.status if s is not status]
        if on:
            current.append(status)
        order = list(Status)
        until = {k: v for k, v in self.status_until.items() if on or k is not status}
        return self.model_copy(update={"status": tuple(sorted(current, key=order.index)), "status_until": until})


class Bases(Frozen):
    """Base sizes (width x depth, table units) for counters that have no casting footprint. The default
    0.5 x 0.5 in is converted for cm tables."""

    infantry: tuple[Size, Size] | None = None
    gun: tuple[Size, Size] | None = None


class LosSettings(Frozen):
    """Readings of rule 2.1 that players may tune (docs/rules-notes.md)."""

    edge_depth_yards: Yards = 50
    hedge_yards: Yards = 25
    jungle_yards: Yards = 100
    advanced: bool = False
    level_yards: PositiveYards = 10
    eye_yards: Yards = 2
    heights: dict[TerrainKind, Yards] = Field(default_factory=lambda: dict(DEFAULT_HEIGHTS))


DEFAULT_HEIGHTS: dict[TerrainKind, float] = {
    TerrainKind.WOODS: 10,
    TerrainKind.JUNGLE: 15,
    TerrainKind.BUILDING: 10,
    TerrainKind.VILLAGE: 10,
    TerrainKind.CROPS: 2,
    TerrainKind.ROUGH: 3,
    TerrainKind.HEDGE: 3,
}


class SequenceMode(str, Enum):
    """How a battle keeps to the SEQUENCE OF PLAY: ``strict``, an action only in the step the rules give it and by a
    unit that may act then; ``free``, any action at any time (players at a real table who only want the app's
    answer; every log entry says so)."""

    STRICT = "strict"
    FREE = "free"


class Settings(Frozen):
    los: LosSettings = LosSettings()
    # None: a battle from before the key, or the demo: played free. New battles are made strict.
    sequence: SequenceMode | None = Field(default=None, description="strict or free (the sequence of play)")
    advanced: bool = Field(default=False, description="play with the rules' advanced options")
    movement_row: str | None = Field(default=None, description="override the scale's rule 1.2 row")
    weather: Weather | None = Field(default=None, description="Table IV: clear, mud or snow")
    terrain_type: BattlefieldTerrain | None = Field(default=None, description="Table V: mountains, tundra, ...")
    snowing: bool | None = Field(default=None, description="SNOW: the d6 said it is snowing (no airstrikes)")
    campaign: bool = Field(default=False, description="2.6: a battle of a campaign (campaign damage X, T, E)")


class BattleState(BaseModel):
    """A battle's position: everything but its history (the log, the record of actions and where it started from).
    Mutable as a container; its pieces, units and settings are frozen values."""

    model_config = ConfigDict(extra="forbid", validate_assignment=False, defer_build=True)

    format: Literal["morefire-battle"] = FORMAT
    version: int = Field(default=FORMAT_VERSION, ge=1, le=FORMAT_VERSION)
    app_version: str | None = None
    title: Title = "Untitled battle"
    table: TableSpec
    scale: str | CustomScale = "1:50"
    sides: list[Side] = Field(min_length=1)
    terrain: list[TerrainPiece] = []
    units: list[Unit] = []
    batteries: list[BatteryDefinition] = []  # 4.11: the sides' batteries
    fire_missions: list[FireMissionRecord] = []  # 4.12: missions in flight, at most one per battery
    aircraft: list[AircraftInPlay] = []  # rule 5: the airstrikes flown, in play or gone
    # The scenario system: the mission, the generated briefing, deployment zones, victory point locations.
    mission: MissionSpec | None = None
    briefing: Briefing | None = None
    deployment_zones: list[DeploymentZone] = []
    vp_locations: list[VpLocation] = []
    # The sequence of play: the turn (1 Turn = 30 seconds) and its step (None: the first), the steps this turn in
    # which each unit or battery has acted, counter-battery fire in progress (4.42).
    turn: Turn = 1
    step: StepId | None = None
    acted: dict[StepId, tuple[Identifier, ...]] = Field(default_factory=dict)
    counter_battery: list[CounterBatteryRecord] = []
    # Sequence of play, movement item 6: the close-combat group declared in a movement step, moving in segments.
    close_combat: CloseCombatGroup | None = None
    bases: Bases = Bases()
    settings: Settings = Settings()
    table_image: TableImage | None = None  # a photo or map of the players' own table, drawn under the terrain
    dice_seed: Seed | None = Field(default=None, description="the seed of the app's dice for this battle")
    # Hot seat: the side whose player has the table (Players → Hand Over); None: everyone (set-up, an umpire).
    at_table: Identifier | None = None
    extensions: dict[str, Any] = Field(default_factory=dict, description="keys other tools add; kept as they are")

    # -- lookups ------------------------------------------------------------------------------------
    @property
    def year(self) -> int | None:
        """The year the battle is fought in, from its briefing (the scenario system's Table I); None without one."""
        return self.briefing.year if self.briefing is not None else None

    def side(self, side_id: SideId) -> Side | None:
        return next((s for s in self.sides if s.id == side_id), None)

    def unit(self, unit_id: UnitId) -> Unit | None:
        return next((u for u in self.units if u.id == unit_id), None)

    def piece(self, piece_id: PieceId) -> TerrainPiece | None:
        return next((t for t in self.terrain if t.id == piece_id), None)

    def battery(self, battery_id: BatteryId) -> BatteryDefinition | None:
        return next((b for b in self.batteries if b.id == battery_id), None)

    def gun_battery(self, unit_id: UnitId) -> BatteryDefinition | None:
        """The battery on the board whose guns include the unit, if one does (4.11; its set-up state is theirs, 4.8)."""
        return next((b for b in self.batteries if b.on_board and unit_id in (b.units or ())), None)

    def fire_mission(self, battery_id: BatteryId) -> FireMissionRecord | None:
        """The battery's fire mission in flight, if it has one."""
        return next((m for m in self.fire_missions if m.battery == battery_id), None)

    def unit_index(self, unit_id: UnitId) -> int:
        for i, u in enumerate(self.units):
            if u.id == unit_id:
                return i
        raise KeyError(unit_id)

    def piece_index(self, piece_id: PieceId) -> int:
        for i, t in enumerate(self.terrain):
            if t.id == piece_id:
                return i
        raise KeyError(piece_id)

    def ids(self) -> set[str]:
        return {u.id for u in self.units} | {t.id for t in self.terrain}

    def new_id(self, prefix: str) -> str:
        used = self.ids()
        n = 1
        while f"{prefix}{n}" in used:
            n += 1
        return f"{prefix}{n}"

    def contains_point(self, x: float, y: float) -> bool:
        """Whether the point is on the table, its edges included (:meth:`TableSpec.holds`)."""
        return self.table.holds(x, y)

    def require_on_table(self, x: float, y: float, named: str = "", *, said: bool = False) -> None:
        """Bad input (:class:`UsageError`) when the point is off the table, said as :meth:`TableSpec.off_it` says
        it: the one check of a point that the ``morefire`` command, the Python API and the rules' actions make
        (``--to '100,10' is off the table (0-72 x 0-48 in)``, ``the aim point 73,24 is off the table (...)``)."""
        if not self.contains_point(x, y):
            from morefire_gui.errors import UsageError

            raise UsageError(self.table.off_it(x, y, named, said=said))

    @property
    def diagonal(self) -> float:
        return math.hypot(self.table.width, self.table.depth)

    @property
    def strict(self) -> bool:
        """Whether the battle keeps to the sequence of play (``settings.sequence: strict``)."""
        return self.settings.sequence is SequenceMode.STRICT


# What a battle's history holds, beside its position: kept out of the state a replay compares.
HISTORY_KEYS = frozenset({"log", "actions", "start"})
FILE_KEYS = frozenset({"format", "version", "app_version", "seen_by"})
# In a side's seen battle (``seen_by``), another side's hidden position is a unit of this type: a marker, with no
# catalogue entry (no footprint, facing, name or points of its own), under an id that says nothing either.
MARKER_TYPE = "hidden position"


class Battle(BattleState):
    """A whole battle: its position, and its history. The log holds every resolution, append-only (never undone);
    ``actions`` every action committed, with its dice; ``start`` the position the actions were taken from (None:
    the battle has no record yet, and starts from where it is)."""

    log: list[LogEntry] = []
    actions: list[ActionRecord] = []
    start: BattleState | None = None
    # A side's seen battle (docs/hidden-information.md): the battle as that side may hold it, which is what a remote
    # side's client is handed; another side's hidden positions in it are units of :data:`MARKER_TYPE`. None: the
    # whole battle (the umpire's).
    seen_by: Identifier | None = None

    def state(self) -> BattleState:
        """The position alone, as a value of its own: its lists and mappings copied (what they hold is frozen), so
        that later edits of the battle do not reach it."""
        values: dict[str, Any] = {}
        for name in BattleState.model_fields:
            value = getattr(self, name)
            values[name] = (
                list(value) if isinstance(value, list) else copy.deepcopy(value) if isinstance(value, dict) else value
            )
        return BattleState.model_construct(**values)
