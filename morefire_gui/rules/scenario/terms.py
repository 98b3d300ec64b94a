"""The words of the scenario system: theatres, seasons, conditions, terrain types, missions, specials, the victory
point schedule's kinds and columns. The values are the ones the battle file and the command line use."""

from __future__ import annotations

from enum import Enum

from morefire_gui.errors import UsageError
from morefire_gui.rules.scenario.nations import Allegiance

__all__ = [
    "Allegiance",
    "BattleRole",
    "Conditions",
    "DeploymentDepth",
    "Mission",
    "Outcome",
    "ScenarioError",
    "Season",
    "Special",
    "TerrainType",
    "Theatre",
    "VpKind",
    "VpSchedule",
]


class ScenarioError(UsageError):
    """A scenario request the rules do not allow: a year outside a special's range, an Italian Allied force,
    snow in summer. The command line reports it and exits 2."""


class Theatre(str, Enum):
    """Where the battle is fought. Table V has four columns (Africa, North Europe, Italy, Russia); France and
    Finland read the North Europe column with their own changes, the Pacific has no column (its terrain is
    jungle or an island: docs/rules-notes.md)."""

    RUSSIA = "russia"
    NORTH_EUROPE = "north_europe"
    FRANCE = "france"
    ITALY = "italy"
    AFRICA = "africa"
    FINLAND = "finland"
    PACIFIC = "pacific"


class Season(str, Enum):
    """Table III."""

    WINTER = "winter"
    SPRING = "spring"
    SUMMER = "summer"
    FALL = "fall"


class Conditions(str, Enum):
    """Table IV: the battlefield conditions."""

    CLEAR = "clear"
    MUD = "mud"
    SNOW = "snow"


class TerrainType(str, Enum):
    """Table V's results and the specials' terrain (Tundra, Normandy bocage, Jungle, Island)."""

    DESERT = "desert"
    HILLY = "hilly"
    CITY = "city"
    FARMLAND = "farmland"
    MOUNTAINS = "mountains"
    STEPPES = "steppes"
    TUNDRA = "tundra"
    BOCAGE = "bocage"
    JUNGLE = "jungle"
    ISLAND = "island"

    @property
    def label(self) -> str:
        return "Normandy bocage" if self is TerrainType.BOCAGE else self.value.capitalize()


class Mission(str, Enum):
    """Table VI: the defender's mission; ``raid`` is the RAID special's own mission."""

    DELAY = "delay"
    HOLDING_ACTION = "holding_action"
    ADVANCE_TO_CONTACT = "advance_to_contact"
    COUNTERATTACK = "counterattack"
    RAID = "raid"

    @property
    def label(self) -> str:
        return {
            "delay": "Delay Mission",
            "holding_action": "Holding Action",
            "advance_to_contact": "Advance to Contact",
            "counterattack": "Counterattack",
            "raid": "Raid",
        }[self.value]


class Special(str, Enum):
    """The specials of the scenario text."""

    FINLAND = "finland"
    ISLAND = "island"
    PATTON = "patton"
    RAID = "raid"
    SYRIA = "syria"
    TARAWA = "tarawa"
    BOCAGE = "bocage"

    @property
    def label(self) -> str:
        return {
            "finland": "Finland",
            "island": "Island",
            "patton": "Patton Special",
            "raid": "Raid",
            "syria": "Syria",
            "tarawa": "Tarawa",
            "bocage": "Normandy bocage",
        }[self.value]

    @property
    def lands(self) -> bool:
        """Whether the attacker lands from the water: ISLAND ("designates their invasion location"), TARAWA (a
        Pacific island) and RAID ("One edge is the landing beach or river")."""
        return self in (Special.ISLAND, Special.TARAWA, Special.RAID)


class BattleRole(str, Enum):
    ATTACKER = "attacker"
    DEFENDER = "defender"

    @property
    def other(self) -> BattleRole:
        return BattleRole.DEFENDER if self is BattleRole.ATTACKER else BattleRole.ATTACKER


class DeploymentDepth(str, Enum):
    """How far from its base edge a side deploys (Mission Deployment Guidelines A-D)."""

    QUARTER = "quarter"  # "up to 1/4 of the board size from their base boardedge"
    MIDPOINT = "midpoint"  # "up to the midpoint of the board"
    EDGE = "edge"  # "deploys or moves on at his boardedge"


class VpKind(str, Enum):
    """The rows of the TERRAIN VICTORY POINT SCHEDULE."""

    HILL = "hill"
    FORD = "ford"
    BRIDGE = "bridge"
    CROSSROAD = "crossroad"
    ROAD_EXIT = "road_exit"
    BUILDING = "building"


class VpSchedule(str, Enum):
    """ "Use either Standard OR Retained / Captured Columns.\""""

    STANDARD = "standard"
    RETAINED_CAPTURED = "retained_captured"


class Outcome(str, Enum):
    """The result of a battle, named as the victory conditions name it (for the defender), or the attacker's
    victory when the defender achieves none of them. A raid ends in the attacker's or the defender's victory."""

    DECISIVE = "decisive"
    MARGINAL = "marginal"
    DRAW = "draw"
    ATTACKER_VICTORY = "attacker_victory"
    DEFENDER_VICTORY = "defender_victory"

    @property
    def label(self) -> str:
        return {
            "decisive": "Decisive victory for the defender",
            "marginal": "Marginal victory for the defender",
            "draw": "Draw",
            "attacker_victory": "Victory for the attacker",
            "defender_victory": "Victory for the defender",
        }[self.value]
