"""The words of the scenario system: theatres, seasons, conditions, terrain types, missions, specials, the victory
point schedule's kinds and columns. The values are the ones the battle file and the command line use."""

from __future__ import annotations

from enum import Enum

from morefire_gui.errors import UsageError
from morefire_gui.rules.scenario.nations import Allegiance
from morefire_gui.rules.words import QT_TRANSLATE_NOOP

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
        return {
            "desert": QT_TRANSLATE_NOOP("Rules", "Desert"),
            "hilly": QT_TRANSLATE_NOOP("Rules", "Hilly"),
            "city": QT_TRANSLATE_NOOP("Rules", "City"),
            "farmland": QT_TRANSLATE_NOOP("Rules", "Farmland"),
            "mountains": QT_TRANSLATE_NOOP("Rules", "Mountains"),
            "steppes": QT_TRANSLATE_NOOP("Rules", "Steppes"),
            "tundra": QT_TRANSLATE_NOOP("Rules", "Tundra"),
            "bocage": QT_TRANSLATE_NOOP("Rules", "Normandy bocage"),
            "jungle": QT_TRANSLATE_NOOP("Rules", "Jungle"),
            "island": QT_TRANSLATE_NOOP("Rules", "Island"),
        }[self.value]


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
            "delay": QT_TRANSLATE_NOOP("Rules", "Delay Mission"),
            "holding_action": QT_TRANSLATE_NOOP("Rules", "Holding Action"),
            "advance_to_contact": QT_TRANSLATE_NOOP("Rules", "Advance to Contact"),
            "counterattack": QT_TRANSLATE_NOOP("Rules", "Counterattack"),
            "raid": QT_TRANSLATE_NOOP("Rules", "Raid"),
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
            "finland": QT_TRANSLATE_NOOP("Rules", "Finland"),
            "island": QT_TRANSLATE_NOOP("Rules", "Island"),
            "patton": "Patton Special",
            "raid": QT_TRANSLATE_NOOP("Rules", "Raid"),
            "syria": QT_TRANSLATE_NOOP("Rules", "Syria"),
            "tarawa": "Tarawa",
            "bocage": QT_TRANSLATE_NOOP("Rules", "Normandy bocage"),
        }[self.value]

    @property
    def short_label(self) -> str:
        """The special's name where a sentence says "the ... special": "Patton" (its label already ends in "Special",
        which would read "the Patton Special special"), the label for the others."""
        return "Patton" if self is Special.PATTON else self.label

    @property
    def lands(self) -> bool:
        """Whether the attacker lands from the water: ISLAND ("designates their invasion location"), TARAWA (a
        Pacific island) and RAID ("One edge is the landing beach or river")."""
        return self in (Special.ISLAND, Special.TARAWA, Special.RAID)


# The words the explanations and the dialogs write for the values of these tables (lupdate reads them; the GUI says
# each in the interface's language).
WORDS = (
    QT_TRANSLATE_NOOP("Rules", "russia"),
    QT_TRANSLATE_NOOP("Rules", "north europe"),
    QT_TRANSLATE_NOOP("Rules", "france"),
    QT_TRANSLATE_NOOP("Rules", "italy"),
    QT_TRANSLATE_NOOP("Rules", "africa"),
    QT_TRANSLATE_NOOP("Rules", "finland"),
    QT_TRANSLATE_NOOP("Rules", "pacific"),
    QT_TRANSLATE_NOOP("Rules", "Russia"),
    QT_TRANSLATE_NOOP("Rules", "North Europe"),
    QT_TRANSLATE_NOOP("Rules", "France"),
    QT_TRANSLATE_NOOP("Rules", "Italy"),
    QT_TRANSLATE_NOOP("Rules", "Africa"),
    QT_TRANSLATE_NOOP("Rules", "the Pacific"),
    QT_TRANSLATE_NOOP("Rules", "Pacific"),
    QT_TRANSLATE_NOOP("Rules", "Tunisia"),
    QT_TRANSLATE_NOOP("Rules", "winter"),
    QT_TRANSLATE_NOOP("Rules", "spring"),
    QT_TRANSLATE_NOOP("Rules", "summer"),
    QT_TRANSLATE_NOOP("Rules", "fall"),
    QT_TRANSLATE_NOOP("Rules", "Winter"),
    QT_TRANSLATE_NOOP("Rules", "Spring"),
    QT_TRANSLATE_NOOP("Rules", "Summer"),
    QT_TRANSLATE_NOOP("Rules", "Fall"),
    QT_TRANSLATE_NOOP("Rules", "WINTER"),
    QT_TRANSLATE_NOOP("Rules", "SPRING"),
    QT_TRANSLATE_NOOP("Rules", "SUMMER"),
    QT_TRANSLATE_NOOP("Rules", "FALL"),
    QT_TRANSLATE_NOOP("Rules", "clear"),
    QT_TRANSLATE_NOOP("Rules", "mud"),
    QT_TRANSLATE_NOOP("Rules", "snow"),
    QT_TRANSLATE_NOOP("Rules", "Clear"),
    QT_TRANSLATE_NOOP("Rules", "Mud"),
    QT_TRANSLATE_NOOP("Rules", "Snow"),
    QT_TRANSLATE_NOOP("Rules", "desert"),
    QT_TRANSLATE_NOOP("Rules", "hilly"),
    QT_TRANSLATE_NOOP("Rules", "city"),
    QT_TRANSLATE_NOOP("Rules", "farmland"),
    QT_TRANSLATE_NOOP("Rules", "mountains"),
    QT_TRANSLATE_NOOP("Rules", "steppes"),
    QT_TRANSLATE_NOOP("Rules", "tundra"),
    QT_TRANSLATE_NOOP("Rules", "bocage"),
    QT_TRANSLATE_NOOP("Rules", "jungle"),
    QT_TRANSLATE_NOOP("Rules", "island"),
    QT_TRANSLATE_NOOP("Rules", "delay"),
    QT_TRANSLATE_NOOP("Rules", "holding action"),
    QT_TRANSLATE_NOOP("Rules", "advance to contact"),
    QT_TRANSLATE_NOOP("Rules", "counterattack"),
    QT_TRANSLATE_NOOP("Rules", "raid"),
    QT_TRANSLATE_NOOP("Rules", "attacker"),
    QT_TRANSLATE_NOOP("Rules", "defender"),
    QT_TRANSLATE_NOOP("Rules", "axis"),
    QT_TRANSLATE_NOOP("Rules", "allies"),
    QT_TRANSLATE_NOOP("Rules", "Axis"),
    QT_TRANSLATE_NOOP("Rules", "Allies"),
    QT_TRANSLATE_NOOP("Rules", "quarter"),
    QT_TRANSLATE_NOOP("Rules", "midpoint"),
    QT_TRANSLATE_NOOP("Rules", "edge"),
    QT_TRANSLATE_NOOP("Rules", "hill"),
    QT_TRANSLATE_NOOP("Rules", "ford"),
    QT_TRANSLATE_NOOP("Rules", "bridge"),
    QT_TRANSLATE_NOOP("Rules", "crossroad"),
    QT_TRANSLATE_NOOP("Rules", "road exit"),
    QT_TRANSLATE_NOOP("Rules", "building"),
    QT_TRANSLATE_NOOP("Rules", "standard"),
    QT_TRANSLATE_NOOP("Rules", "retained captured"),
    QT_TRANSLATE_NOOP("Rules", "decisive"),
    QT_TRANSLATE_NOOP("Rules", "marginal"),
    QT_TRANSLATE_NOOP("Rules", "draw"),
    QT_TRANSLATE_NOOP("Rules", "attacker victory"),
    QT_TRANSLATE_NOOP("Rules", "defender victory"),
    QT_TRANSLATE_NOOP("Rules", "yes"),
    QT_TRANSLATE_NOOP("Rules", "no"),
)


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
            "decisive": QT_TRANSLATE_NOOP("Rules", "Decisive victory for the defender"),
            "marginal": QT_TRANSLATE_NOOP("Rules", "Marginal victory for the defender"),
            "draw": QT_TRANSLATE_NOOP("Rules", "Draw"),
            "attacker_victory": QT_TRANSLATE_NOOP("Rules", "Victory for the attacker"),
            "defender_victory": QT_TRANSLATE_NOOP("Rules", "Victory for the defender"),
        }[self.value]
