"""Building the battle's forces and the scenario's own steps: a side buys its forces (counters, an ISLAND wave,
airstrikes and artillery batteries) and has them placed in its deployment zone as Build Forces' Place Forces does;
a table laid by hand is declared complete (the defender's base edge chosen); the raid's objective is reached or not;
a building victory point location is destroyed or not; the mission of a battle laid out by hand is given or taken
away; and the score of a battle is written to its log.

    BuyForces(side="axis", units=(UnitPick(type="pz4h", count=3),), points=1000)
    BuyForces(side="allies", batteries=(BatteryPick(guns=4, calibre_mm=122),))       # off the table
    BuyForces(side="axis", units=(UnitPick(type="R", count=6),), hidden=True, fakes=3)  # TARAWA's markers
    CompletePlacement(defender_edge=Edge.SOUTH)
    SetMission(mission=Mission.HOLDING_ACTION, attacker="axis")              # the locations: the pieces' reading
    SetMission(mission=Mission.DELAY, attacker="allies", locations=(VpPick(piece="h1"), VpPick(kind=VpKind.FORD, at=(20, 30))))
    SetMission()                                                               # the mission taken away
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from morefire_gui.model.actions.base import Action, Namer, as_is
from morefire_gui.model.numbers import Identifier, Name, Point, PositiveCount
from morefire_gui.model.terms import Edge
from morefire_gui.rules.infantry.suicide_squads import Formation
from morefire_gui.rules.scenario.terms import Mission, VpKind, VpSchedule
from morefire_gui.rules.words import QT_TRANSLATE_NOOP

__all__ = [
    "AirstrikePick",
    "BatteryPick",
    "BuildingDestroyed",
    "BuyForces",
    "CompletePlacement",
    "ObjectiveReached",
    "RecordVictory",
    "SetMission",
    "UnitPick",
    "VpPick",
]

Count = Annotated[int, Field(ge=1, le=999)]


class _Pick(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class UnitPick(_Pick):
    """``count`` counters of a catalogue entry; ``wave``: ISLAND A, the invasion wave they land in; ``formation``: the
    formation they belong to (3.3 reads it: the Russian Guard, the German Waffen SS), None for none. ``stem``: what
    the buyer names the counters by before their number, in the buyer's language ("Schützengruppe" for "Schützengruppe
    3"); None: the type's name as the catalogue writes it, or its code ("Rifle squad 3", "Tiger I 2")."""

    type: Identifier
    count: Count
    wave: int | None = Field(default=None, ge=1, le=3)
    formation: Formation | None = None
    stem: str | None = Field(default=None, min_length=1, max_length=40, pattern=r"^\S(.*\S)?$")


class AirstrikePick(_Pick):
    """``count`` airstrikes of a catalogue aircraft (Table VII: paid for in Army points)."""

    type: Identifier
    count: Count


class BatteryPick(_Pick):
    """An artillery battery bought (4.11: "Fire must be conducted by battery").

    * On the table: ``type`` names the catalogue's gun (a howitzer, field gun, mortar or self-propelled gun) and
      ``guns`` how many; they are placed as counters and grouped as one battery, set up, or ``in_transit`` (4.8:
      "On-board batteries are designated during deployment as set up or in transit"); ``wave``: ISLAND A.
    * Off the table: ``guns`` of ``calibre_mm``, ``mortar`` or not (4.42); always deployed (4.8)."""

    guns: int = Field(ge=1, le=24)
    type: Identifier | None = None
    calibre_mm: float | None = Field(default=None, gt=0, le=500, allow_inf_nan=False)
    mortar: bool = False
    in_transit: bool = False
    wave: int | None = Field(default=None, ge=1, le=3)
    name: str | None = Field(default=None, min_length=1, max_length=80)

    @model_validator(mode="after")
    def _on_or_off(self) -> BatteryPick:
        if (self.type is None) == (self.calibre_mm is None):
            raise ValueError(
                "a battery is on the table ('type', the catalogue's gun) or off it ('calibre_mm'), exactly one of them"
            )
        if self.type is not None and self.mortar:
            raise ValueError("a battery on the table is of mortars when its catalogue gun is: leave out 'mortar'")
        if self.calibre_mm is not None and (self.in_transit or self.wave is not None):
            raise ValueError(
                "a battery off the table is always deployed and lands in no wave (4.8): leave out "
                "'in_transit' and 'wave'"
            )
        return self

    @property
    def on_table(self) -> bool:
        return self.type is not None


class BuyForces(Action):
    """A side buys forces and has them placed (Forces -> Build Forces -> Place Forces; ``morefire forces --place``).

    The budget: ``points`` the defender's points, or ``total`` both sides' together (None, None: what an earlier
    purchase agreed, else what Build Forces starts from, 1000 for the defender or enough for what both sides have on
    the table); ``ratio`` and ``attacker`` only for a battle whose mission does not give them (None: the battle's, or
    an earlier purchase's). ``year`` None: the briefing's (no year
    without a briefing), ``any_year``: whatever the service years; ``fielded``: a side may buy what its nation fielded
    of other nations' (the catalogue's ``users``). ``hidden``: the counters are placed as hidden positions, markers
    of actual positions, and ``fakes`` fake markers with them (TARAWA's Japanese, ISLAND B's defender: "fake (1/3)
    and actual (2/3) positions")."""

    kind: Literal["forces"] = "forces"
    side: Identifier
    units: tuple[UnitPick, ...] = ()
    airstrikes: tuple[AirstrikePick, ...] = ()
    batteries: tuple[BatteryPick, ...] = ()
    points: int | None = Field(default=None, ge=0, le=1_000_000)
    total: int | None = Field(default=None, ge=0, le=2_000_000)
    ratio: tuple[PositiveCount, PositiveCount] | None = None
    attacker: Identifier | None = None
    year: int | None = Field(default=None, ge=1900, le=1960)
    any_year: bool = False
    fielded: bool = True
    hidden: bool = False
    fakes: int = Field(default=0, ge=0, le=999)
    label = QT_TRANSLATE_NOOP("Rules", "Place forces")
    set_up = True
    begins_play = False

    @model_validator(mode="after")
    def _budget(self) -> BuyForces:
        if self.points is not None and self.total is not None:
            raise ValueError("give the defender's points or the total of both sides, not both")
        if self.ratio is not None and (self.ratio[0] < 1 or self.ratio[1] < 1):
            raise ValueError("a point ratio is two whole numbers above 0, attacker to defender")
        if self.any_year and self.year is not None:
            raise ValueError("give a year or any year, not both")
        return self

    def title(self, name: Namer = as_is) -> str:
        return QT_TRANSLATE_NOOP("Rules", "Forces of {side}").format(side=name(self.side))


class CompletePlacement(Action):
    """A table laid by hand is complete: "then the defender selects which boardedge will be his baseline".
    ``as_laid``: the players keep the table as laid although it does not hold what its terrain type asks for (the
    counts of Terrain and Weather Definitions); without it such a table is refused."""

    kind: Literal["placement_complete"] = "placement_complete"
    defender_edge: Edge
    as_laid: bool = False
    label = QT_TRANSLATE_NOOP("Rules", "Placement complete")
    set_up = True
    begins_play = False

    def title(self, name: Namer = as_is) -> str:
        return QT_TRANSLATE_NOOP("Rules", "Placement complete: the defender's base edge is {edge}").format(
            edge=self.defender_edge.value
        )


class ObjectiveReached(Action):
    """RAID: whether the attacker reached the objective ("The attacker wins if he reaches the objective"). A fact of
    play, recorded when it happens or when the battle is scored."""

    kind: Literal["objective_reached"] = "objective_reached"
    reached: bool = True
    label = QT_TRANSLATE_NOOP("Rules", "Objective reached")
    begins_play = False

    def title(self, name: Namer = as_is) -> str:
        return (
            QT_TRANSLATE_NOOP("Rules", "The attacker reached the objective")
            if self.reached
            else QT_TRANSLATE_NOOP("Rules", "The attacker has not reached the objective")
        )


class BuildingDestroyed(Action):
    """TERRAIN VICTORY POINT SCHEDULE: a building victory point location destroyed, or standing again ("+ Receive only
    1/2 points if destroyed"). A fact of play, recorded when it happens or when the battle is scored."""

    kind: Literal["building_destroyed"] = "building_destroyed"
    location: Identifier
    destroyed: bool = True
    label = QT_TRANSLATE_NOOP("Rules", "Building destroyed")
    begins_play = False

    def title(self, name: Namer = as_is) -> str:
        return (
            QT_TRANSLATE_NOOP("Rules", "{location} is destroyed")
            if self.destroyed
            else QT_TRANSLATE_NOOP("Rules", "{location} is not destroyed")
        ).format(location=name(self.location))


class VpPick(_Pick):
    """A victory point location the players place by hand: a terrain piece of one of the schedule's kinds (``piece``;
    its kind is the piece's), or a spot on the table (``at``) with the schedule's row it scores by (``kind``).
    ``name``: what the players call it (left out: the piece's name, else its kind, numbered where there are
    several)."""

    piece: Identifier | None = None
    kind: VpKind | None = None
    at: Point | None = None
    name: Name | None = Field(default=None, min_length=1)

    @model_validator(mode="after")
    def _piece_or_spot(self) -> VpPick:
        if (self.piece is None) == (self.at is None):
            raise ValueError("a victory point location is a terrain piece ('piece') or a spot ('at'): give one")
        if self.at is not None and self.kind is None:
            raise ValueError("a spot ('at') needs the schedule's row it scores by ('kind': hill, ford, ...)")
        return self


class SetMission(Action):
    """The mission of a battle laid out by hand, given or taken away (Battle -> Mission..., ``morefire mission``): Table
    VI's mission (or RAID's), the side that attacks and the one that defends (left out: the battle's other side),
    the point ratio (left out: Table VI's first row of the mission, RAID's 3:2), the schedule's column, and the
    victory point locations it scores (left out: every hill mass, ford, bridge, crossroad and road exit on the table
    and one building in each village or standing alone, at most six, as for a table laid by hand; a raid has none).
    ``mission`` left out takes the battle's mission and its locations away."""

    kind: Literal["mission"] = "mission"
    mission: Mission | None = None
    attacker: Identifier | None = None
    defender: Identifier | None = None
    ratio: tuple[PositiveCount, PositiveCount] | None = None
    vp_schedule: VpSchedule = VpSchedule.STANDARD
    locations: tuple[VpPick, ...] | None = None
    label = QT_TRANSLATE_NOOP("Rules", "Set the mission")
    set_up = True
    begins_play = False

    def title(self, name: Namer = as_is) -> str:
        if self.mission is None:
            return QT_TRANSLATE_NOOP("Rules", "Take the mission away")
        return QT_TRANSLATE_NOOP("Rules", "Mission: {mission}").format(mission=self.mission.label)


class RecordVictory(Action):
    """Score the battle as it stands and write the result with every step to the log (the victory dialog's Record in
    Log). It changes nothing else: the players may play on and score again."""

    kind: Literal["victory"] = "victory"
    label = QT_TRANSLATE_NOOP("Rules", "Record the score")
    begins_play = False
