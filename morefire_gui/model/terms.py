"""The words of the battle file: terrain kinds, cover, status, base edges, mine types."""

from __future__ import annotations

from enum import Enum

from morefire_gui.rules.words import QT_TRANSLATE_NOOP


class Edge(str, Enum):
    NORTH = "north"
    SOUTH = "south"
    EAST = "east"
    WEST = "west"


class TerrainKind(str, Enum):
    HILL = "hill"
    WOODS = "woods"
    ROUGH = "rough"
    BUILDING = "building"
    VILLAGE = "village"
    CROPS = "crops"
    JUNGLE = "jungle"
    SWAMP = "swamp"
    WATER = "water"
    STREAM = "stream"
    RIVER = "river"
    ROAD = "road"
    HEDGE = "hedge"
    FORD = "ford"
    BRIDGE = "bridge"
    CROSSROAD = "crossroad"
    ROAD_EXIT = "road_exit"
    MINEFIELD = "minefield"
    BEACH = "beach"


# Rule 2.1 reading (docs/rules-notes.md): only these kinds block a sight line.
BLOCKING_KINDS = frozenset(
    {
        TerrainKind.HILL,
        TerrainKind.WOODS,
        TerrainKind.ROUGH,
        TerrainKind.BUILDING,
        TerrainKind.VILLAGE,
        TerrainKind.CROPS,
        TerrainKind.JUNGLE,
        TerrainKind.HEDGE,
    }
)
# Kinds that are areas you can stand inside (the edge-depth reading applies to them).
AREA_BLOCKING_KINDS = BLOCKING_KINDS - {TerrainKind.HILL, TerrainKind.HEDGE}
# Shapes each kind may take.
POLYGON_ONLY = frozenset(
    {
        TerrainKind.HILL,
        TerrainKind.WOODS,
        TerrainKind.ROUGH,
        TerrainKind.BUILDING,
        TerrainKind.VILLAGE,
        TerrainKind.CROPS,
        TerrainKind.JUNGLE,
        TerrainKind.SWAMP,
        TerrainKind.WATER,
        TerrainKind.BEACH,
        TerrainKind.MINEFIELD,
    }
)
LINE_ONLY = frozenset({TerrainKind.HEDGE})
POINT_OR_POLYGON = frozenset({TerrainKind.FORD, TerrainKind.BRIDGE, TerrainKind.CROSSROAD, TerrainKind.ROAD_EXIT})
LINE_OR_POLYGON = frozenset({TerrainKind.ROAD, TerrainKind.STREAM, TerrainKind.RIVER})


class StandsFor(str, Enum):
    """What a terrain piece stands for beyond its kind, where the scenario system counts it apart (Terrain and Weather
    Definitions, docs/rules-notes.md "Scenario system — a table laid by hand counted against its terrain type")."""

    FARM = "farm"  # a village piece that is an isolated farm ("several isolated farms", "villages or farms")
    # A village piece that is a village whatever its name says: what a village named for a farm ("Farm", "Isolated
    # farm", counted as a farm without the key, TerrainPiece.counted_as) is when the players say it is not one.
    VILLAGE = "village"
    RAID_LANDING = "raid_landing"  # RAID: "One edge is the landing beach or river": its water and beach
    RAID_OBJECTIVE = "raid_objective"  # RAID: "A key installation": the installation and its compound

    @property
    def label(self) -> str:
        """In words, for the details panel."""
        return {
            "farm": QT_TRANSLATE_NOOP("Rules", "an isolated farm"),
            "village": QT_TRANSLATE_NOOP("Rules", "a village, not a farm"),
            "raid_landing": QT_TRANSLATE_NOOP("Rules", "the raid's landing beach or river"),
            "raid_objective": QT_TRANSLATE_NOOP("Rules", "the raid's key installation"),
        }[self.value]


# The kinds each ``stands_for`` is given to.
STANDS_FOR_KINDS: dict[StandsFor, frozenset[TerrainKind]] = {
    StandsFor.FARM: frozenset({TerrainKind.VILLAGE}),
    StandsFor.VILLAGE: frozenset({TerrainKind.VILLAGE}),
    StandsFor.RAID_LANDING: frozenset({TerrainKind.WATER, TerrainKind.RIVER, TerrainKind.BEACH}),
    StandsFor.RAID_OBJECTIVE: frozenset({TerrainKind.VILLAGE, TerrainKind.BUILDING}),
}


class MineType(str, Enum):
    AP = "ap"
    AT = "at"
    GP = "gp"


class Cover(str, Enum):
    OPEN = "open"
    FOXHOLE = "foxhole"
    TRENCH = "trench"
    BUILDING = "building"
    BUNKER = "bunker"


class Status(str, Enum):
    SUPPRESSED = "suppressed"
    IMMOBILIZED = "immobilized"
    DESTROYED = "destroyed"
    DEFILADE = "defilade"
    SPOTTED = "spotted"
    HIDDEN = "hidden"


class Moved(str, Enum):
    """The movement code a unit used this turn (rule 1.2), or ``infantry`` (rule 1.5)."""

    A = "A"
    B = "B"
    C = "C"
    D = "D"
    E = "E"
    F = "F"
    G = "G"
    INFANTRY = "infantry"


# The words the window writes for these values (lupdate reads them; gui/said.py says each in the interface's language).
WORDS = (
    QT_TRANSLATE_NOOP("Rules", "north"),
    QT_TRANSLATE_NOOP("Rules", "south"),
    QT_TRANSLATE_NOOP("Rules", "east"),
    QT_TRANSLATE_NOOP("Rules", "west"),
    QT_TRANSLATE_NOOP("Rules", "suppressed"),
    QT_TRANSLATE_NOOP("Rules", "immobilized"),
    QT_TRANSLATE_NOOP("Rules", "destroyed"),
    QT_TRANSLATE_NOOP("Rules", "defilade"),
    QT_TRANSLATE_NOOP("Rules", "spotted"),
    QT_TRANSLATE_NOOP("Rules", "hidden"),
    QT_TRANSLATE_NOOP("Rules", "open"),
    QT_TRANSLATE_NOOP("Rules", "foxhole"),
    QT_TRANSLATE_NOOP("Rules", "trench"),
    QT_TRANSLATE_NOOP("Rules", "building"),
    QT_TRANSLATE_NOOP("Rules", "bunker"),
    QT_TRANSLATE_NOOP("Rules", "infantry"),
    QT_TRANSLATE_NOOP("Rules", "vehicle"),
    QT_TRANSLATE_NOOP("Rules", "gun"),
    QT_TRANSLATE_NOOP("Rules", "aircraft"),
    QT_TRANSLATE_NOOP("Rules", "tank"),
    QT_TRANSLATE_NOOP("Rules", "tank destroyer"),
    QT_TRANSLATE_NOOP("Rules", "assault gun"),
    QT_TRANSLATE_NOOP("Rules", "self propelled gun"),
    QT_TRANSLATE_NOOP("Rules", "armoured car"),
    QT_TRANSLATE_NOOP("Rules", "halftrack"),
    QT_TRANSLATE_NOOP("Rules", "transport"),
    QT_TRANSLATE_NOOP("Rules", "recovery"),
    QT_TRANSLATE_NOOP("Rules", "minesweeper"),
    QT_TRANSLATE_NOOP("Rules", "aa"),
    QT_TRANSLATE_NOOP("Rules", "anti tank"),
    QT_TRANSLATE_NOOP("Rules", "field"),
    QT_TRANSLATE_NOOP("Rules", "howitzer"),
    QT_TRANSLATE_NOOP("Rules", "mortar"),
    QT_TRANSLATE_NOOP("Rules", "in"),
    QT_TRANSLATE_NOOP("Rules", "cm"),
    QT_TRANSLATE_NOOP("Rules", "hill"),
    QT_TRANSLATE_NOOP("Rules", "Hill"),
    QT_TRANSLATE_NOOP("Rules", "woods"),
    QT_TRANSLATE_NOOP("Rules", "Woods"),
    QT_TRANSLATE_NOOP("Rules", "rough"),
    QT_TRANSLATE_NOOP("Rules", "Rough"),
    QT_TRANSLATE_NOOP("Rules", "building"),
    QT_TRANSLATE_NOOP("Rules", "Building"),
    QT_TRANSLATE_NOOP("Rules", "village"),
    QT_TRANSLATE_NOOP("Rules", "Village"),
    QT_TRANSLATE_NOOP("Rules", "crops"),
    QT_TRANSLATE_NOOP("Rules", "Crops"),
    QT_TRANSLATE_NOOP("Rules", "jungle"),
    QT_TRANSLATE_NOOP("Rules", "Jungle"),
    QT_TRANSLATE_NOOP("Rules", "swamp"),
    QT_TRANSLATE_NOOP("Rules", "Swamp"),
    QT_TRANSLATE_NOOP("Rules", "water"),
    QT_TRANSLATE_NOOP("Rules", "Water"),
    QT_TRANSLATE_NOOP("Rules", "stream"),
    QT_TRANSLATE_NOOP("Rules", "Stream"),
    QT_TRANSLATE_NOOP("Rules", "river"),
    QT_TRANSLATE_NOOP("Rules", "River"),
    QT_TRANSLATE_NOOP("Rules", "road"),
    QT_TRANSLATE_NOOP("Rules", "Road"),
    QT_TRANSLATE_NOOP("Rules", "hedge"),
    QT_TRANSLATE_NOOP("Rules", "Hedge"),
    QT_TRANSLATE_NOOP("Rules", "ford"),
    QT_TRANSLATE_NOOP("Rules", "Ford"),
    QT_TRANSLATE_NOOP("Rules", "bridge"),
    QT_TRANSLATE_NOOP("Rules", "Bridge"),
    QT_TRANSLATE_NOOP("Rules", "crossroad"),
    QT_TRANSLATE_NOOP("Rules", "Crossroad"),
    QT_TRANSLATE_NOOP("Rules", "road exit"),
    QT_TRANSLATE_NOOP("Rules", "Road exit"),
    QT_TRANSLATE_NOOP("Rules", "minefield"),
    QT_TRANSLATE_NOOP("Rules", "Minefield"),
    QT_TRANSLATE_NOOP("Rules", "beach"),
    QT_TRANSLATE_NOOP("Rules", "Beach"),
)
