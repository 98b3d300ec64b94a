"""The scenario part of a battle: the mission (who attacks, the point ratio, how victory is scored), the briefing the
scenario system generated, each side's deployment zones and the victory point locations. Frozen values, like the
rest of the battle; :mod:`morefire_gui.io.scenario_checks` checks them against the rest of the battle (sides, pieces,
the table). The keys are documented in docs/battle-format.md, section "Scenario".

The shapes and ids here match those of :mod:`morefire_gui.model.battle` (which imports this module).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from morefire_gui.model.numbers import (
    MAX_NAME,
    MAX_YEAR,
    MIN_YEAR,
    Name,
    Outline,
    PositiveCount,
    PositiveYards,
    Seed,
    Signed,
    Text,
)
from morefire_gui.model.numbers import Count as _Count
from morefire_gui.model.numbers import Identifier as _Identifier
from morefire_gui.model.numbers import Point as _Point
from morefire_gui.model.outline import check_polygon
from morefire_gui.rules.scenario.nations import Allegiance
from morefire_gui.rules.scenario.terms import (
    Conditions,
    Mission,
    Season,
    Special,
    TerrainType,
    Theatre,
    VpKind,
    VpSchedule,
)
from morefire_gui.rules.scenario.weather import BattlefieldTerrain


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


class MissionSpec(_Frozen):
    """The battle's mission: Table VI's mission and point ratio, which side attacks and which defends, and how the
    victory conditions are scored.

    * ``vp_schedule``: "Use either Standard OR Retained / Captured Columns."
    * ``control_yards``: a side controls a victory point location when its nearest undestroyed unit is within this
      distance of it and no enemy unit is as near (docs/rules-notes.md).
    * ``enemy_near_yards``: the schedule's "*": only 1/2 points if an enemy is within this distance.
    * ``objective`` and ``objective_reached``: RAID, the key installation (a terrain piece) and whether the attacker
      has reached it.
    """

    kind: Mission
    attacker: _Identifier
    defender: _Identifier
    ratio: tuple[PositiveCount, PositiveCount] | None = None
    vp_schedule: VpSchedule = VpSchedule.STANDARD
    control_yards: PositiveYards = 100
    enemy_near_yards: PositiveYards = 1000
    objective: _Identifier | None = None
    objective_reached: bool = False

    @model_validator(mode="after")
    def _check(self) -> MissionSpec:
        if self.attacker == self.defender:
            raise ValueError(f"the attacker and the defender are both {self.attacker!r}")
        if self.kind is not Mission.RAID and (self.objective is not None or self.objective_reached):
            raise ValueError("'objective' and 'objective_reached' are for a raid")
        return self


class DeploymentZone(_Frozen):
    """Where a side deploys (Mission Deployment Guidelines A-D). ``moves_on``: the side "deploys or moves on at his
    boardedge" (a delay's attacker, a raid's or an island's landing)."""

    side: _Identifier
    polygon: Outline
    moves_on: bool = False
    name: Name | None = None

    @field_validator("polygon")
    @classmethod
    def _polygon(cls, value: tuple[_Point, ...]) -> tuple[_Point, ...]:
        check_polygon(value)
        return value


class VpValues(_Frozen):
    """A location's values from the TERRAIN VICTORY POINT SCHEDULE (players may change them)."""

    standard: _Count
    retained: _Count
    captured: _Count


# Which terrain piece kinds each kind of location may be.
VP_PIECE_KINDS: dict[VpKind, tuple[str, ...]] = {
    VpKind.HILL: ("hill",),
    VpKind.FORD: ("ford",),
    VpKind.BRIDGE: ("bridge",),
    VpKind.CROSSROAD: ("crossroad",),
    VpKind.ROAD_EXIT: ("road_exit",),
    VpKind.BUILDING: ("building",),
}

# The names the scenario system gives a location on a piece with no name of its own: its kind, numbered where there
# are several ("Crossroad 1", "Crossroad 2"; geometry/deployment.py). The battle file keeps the English; the window
# says them in its language (session/names.location_name).
VP_KIND_NAMES: dict[VpKind, str] = {
    VpKind.HILL: "Hill",
    VpKind.FORD: "Ford",
    VpKind.BRIDGE: "Bridge",
    VpKind.CROSSROAD: "Crossroad",
    VpKind.ROAD_EXIT: "Road exit",
    VpKind.BUILDING: "Building",
}


class VpLocation(_Frozen):
    """A victory point location: a terrain piece (``piece``) or a spot (``at``), its kind and values, the side that
    held it when the battle began (for the Retained / Captured columns; none: nobody), and for a building whether it
    was destroyed ("Receive only 1/2 points if destroyed")."""

    id: _Identifier
    kind: VpKind
    piece: _Identifier | None = None
    at: _Point | None = None
    values: VpValues
    held_by: _Identifier | None = None
    destroyed: bool = False
    name: Name | None = None

    @model_validator(mode="after")
    def _check(self) -> VpLocation:
        if (self.piece is None) == (self.at is None):
            raise ValueError("a victory point location is a terrain piece ('piece') or a spot ('at'): give one")
        if self.destroyed and self.kind is not VpKind.BUILDING:
            raise ValueError(f"only buildings are 'destroyed' (this is a {self.kind.value})")
        return self


class BriefingRoll(_Frozen):
    """One die rolled on a table of the scenario system."""

    table: str
    die: Literal["d6", "d10", "d100"]
    face: int = Field(ge=1, le=100)
    modified: Signed
    result: str


class Airstrikes(_Frozen):
    axis: _Count = 0
    allies: _Count = 0


class Nations(_Frozen):
    axis: str
    allies: str


class Briefing(_Frozen):
    """The scenario the battle was generated from (Tables I-VII and the specials), the rolls made, and the texts the
    players need: the special rules, the deployment guideline and the victory conditions. ``seed`` lays out the
    same table again; ``set`` names the tables the players set instead of rolling. ``laid_by_hand``: the table was
    not generated; the players place the terrain pieces alternately, the defender first, and the defender then
    selects his base edge (Terrain and Weather Definitions)."""

    year: int = Field(ge=MIN_YEAR, le=MAX_YEAR)
    theatre: Theatre
    nations: Nations
    attacker: Allegiance
    season: Season
    conditions: Conditions
    snowing: bool | None = None
    terrain: TerrainType
    mission: Mission
    ratio: tuple[PositiveCount, PositiveCount]
    airstrikes: Airstrikes = Airstrikes()
    special: Special | None = None
    location: Name | None = None
    seed: Seed | Annotated[str, Field(max_length=MAX_NAME)] | None = None
    rolls: tuple[BriefingRoll, ...] = ()
    set: tuple[Name, ...] = ()
    special_rules: tuple[Text, ...] = ()
    deployment: Text = ""
    victory: tuple[Text, ...] = ()
    notes: tuple[Text, ...] = ()
    laid_by_hand: bool = False

    @model_validator(mode="after")
    def _check(self) -> Briefing:
        if self.snowing is not None and self.conditions is not Conditions.SNOW:
            raise ValueError("'snowing' is for snow conditions (leave it out otherwise)")
        return self


# -- ISLAND A: the waves -------------------------------------------------------------------------------------------


def island_invasion(briefing: Briefing | None, terrain_type: BattlefieldTerrain | None) -> bool:
    """ISLAND A: whether the battle is an island invasion, whose attacker lands in waves: one the scenario system made
    with its ISLAND special, or, with no briefing, one whose ``settings.terrain_type`` is ``island``. TARAWA is not
    one."""
    if briefing is not None:
        return getattr(briefing.special, "value", briefing.special) == Special.ISLAND.value
    return getattr(terrain_type, "value", terrain_type) == BattlefieldTerrain.ISLAND.value


def invasion_attacker(mission: MissionSpec | None, briefing: Briefing | None) -> str | None:
    """The side that attacks: the mission's attacker, else the briefing's (the scenario system's sides are ``axis``
    and ``allies``), else None (the battle does not say)."""
    if mission is not None and mission.attacker:
        return str(mission.attacker)
    attacker = briefing.attacker if briefing is not None else None
    return str(getattr(attacker, "value", attacker)) if attacker is not None else None


def wave_refusal(
    side: str, mission: MissionSpec | None, briefing: Briefing | None, terrain_type: BattlefieldTerrain | None
) -> str | None:
    """Why a unit of ``side`` may not be in a wave (ISLAND A: "the attacker assigns his units to waves"), None when it
    may. A unit of a wave is unseen until its wave lands, so a wave anywhere else would hide the unit for no rule:
    the battle file refuses it (docs/rules-notes.md, "ISLAND A — a wave only for the island's attacker")."""
    if not island_invasion(briefing, terrain_type):
        return (
            "a wave is for the attacker of an island invasion (ISLAND A), and this battle is not one (no ISLAND "
            "special in its briefing, nor settings.terrain_type: island): a unit of a wave is unseen until its wave "
            "lands, so remove 'wave' to have it on the table"
        )
    attacker = invasion_attacker(mission, briefing)
    if attacker is not None and side != attacker:
        return (
            f"a wave is for the attacker of an island invasion (ISLAND A), {attacker!r}, and this unit is "
            f"{side!r}'s: the defender deploys on the island (ISLAND B), so remove 'wave' to have it on the table"
        )
    return None
