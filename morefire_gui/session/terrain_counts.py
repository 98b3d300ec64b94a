"""The pieces on the table counted against the battle's terrain type (Terrain and Weather Definitions,
``resources/rules/terrain_types.yaml``): what each definition asks for that the table lacks, or holds too many of.

The same counting checks a generated table (the tests of the table generator) and a table laid by hand (Placement
complete). Which pieces count as which of a definition's counts is a reading (docs/rules-notes.md, "Scenario system —
a table laid by hand counted against its terrain type"): pieces are counted by what they are, their kind and what
they stand for (``TerrainPiece.counted_as``: their ``stands_for``; a village without it whose name says it is a farm,
as the versions before the key counted it): a hill once (its level-1 piece), a village that stands for a farm as a
farm, a raid's landing and objective not at all. The shares of the board (built up, hedged, jungle) and the
levels of a hill are not counts of pieces and are not checked here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from morefire_gui.model.battle import Battle, TerrainPiece
from morefire_gui.model.terms import StandsFor, TerrainKind
from morefire_gui.rules.scenario.terms import Season, Special, TerrainType
from morefire_gui.rules.tables import RuleTables
from morefire_gui.rules.terrain_types import TerrainDefinition
from morefire_gui.rules.words import AND_THEN, QT_TRANSLATE_NOOP, Message, joined

RULE = "Terrain and Weather Definitions"

# Terrain types whose text prints no counts: terrain_types.yaml's are the generator's readings, and the players laying
# the table by hand agree on theirs (the briefing's note says so), so a table laid by hand is not held to them.
_NO_COUNTS_PRINTED = frozenset({TerrainType.TUNDRA, TerrainType.JUNGLE})

# RAID: "One edge is the landing beach or river"; "A key installation ... will be their objective": the special's
# pieces, not the terrain type's.
_RAIDS = frozenset({StandsFor.RAID_LANDING, StandsFor.RAID_OBJECTIVE})


def _hill(p: TerrainPiece) -> bool:
    return p.kind is TerrainKind.HILL and (p.level or 1) == 1


def _farm(p: TerrainPiece) -> bool:
    """An isolated farm: a village piece that stands for a farm (the generator's farms, or one the players mark so in
    its properties, whatever it is named; one a battle saved before the key names a farm)."""
    return p.kind is TerrainKind.VILLAGE and p.counted_as is StandsFor.FARM


def _village(p: TerrainPiece) -> bool:
    """A village: a village piece that stands for nothing else (not a farm, not a raid's compound)."""
    return p.kind is TerrainKind.VILLAGE and p.counted_as is None


def _kinds(*kinds: TerrainKind) -> Callable[[TerrainPiece], bool]:
    return lambda p: p.kind in kinds


# Each count of a definition: the pieces that count for it, and what it is in a player's words.
_COUNTED: tuple[tuple[str, Callable[[TerrainPiece], bool], Message], ...] = (
    ("hills", _hill, QT_TRANSLATE_NOOP("Rules", "hills")),
    (
        "rough_areas",
        _kinds(TerrainKind.WOODS, TerrainKind.ROUGH),
        QT_TRANSLATE_NOOP("Rules", "rough areas (woods and rock patches)"),
    ),
    ("rough", _kinds(TerrainKind.ROUGH), QT_TRANSLATE_NOOP("Rules", "pieces of rough terrain (rock patches)")),
    ("woods", _kinds(TerrainKind.WOODS), QT_TRANSLATE_NOOP("Rules", "woods areas")),
    (
        "hills_or_rough",
        lambda p: _hill(p) or p.kind in (TerrainKind.WOODS, TerrainKind.ROUGH),
        QT_TRANSLATE_NOOP("Rules", "hills and rough areas (hills, woods and rock patches)"),
    ),
    ("dunes", _kinds(TerrainKind.ROUGH), QT_TRANSLATE_NOOP("Rules", "sand dunes (rough pieces)")),
    ("villages", _village, QT_TRANSLATE_NOOP("Rules", "villages")),
    ("farms", _farm, QT_TRANSLATE_NOOP("Rules", "isolated farms (villages marked as a farm)")),
    ("roads", _kinds(TerrainKind.ROAD), QT_TRANSLATE_NOOP("Rules", "roads")),
    ("junctions", _kinds(TerrainKind.CROSSROAD), QT_TRANSLATE_NOOP("Rules", "road junctions (crossroads)")),
    ("streams", _kinds(TerrainKind.STREAM, TerrainKind.RIVER), QT_TRANSLATE_NOOP("Rules", "streams or rivers")),
    ("lakes", _kinds(TerrainKind.WATER), QT_TRANSLATE_NOOP("Rules", "lakes (water)")),
    ("swamps", _kinds(TerrainKind.SWAMP), QT_TRANSLATE_NOOP("Rules", "swamps")),
    ("crops", _kinds(TerrainKind.CROPS), QT_TRANSLATE_NOOP("Rules", "patches of crops")),
)


@dataclass(frozen=True)
class PieceCount:
    """One count of the terrain type: ``key`` as in terrain_types.yaml, the [least, most] it asks for, the pieces
    laid that count for it."""

    key: str
    least: int
    most: int | None  # None: no most ("3+ roads")
    laid: int
    what: Message

    @property
    def short(self) -> bool:
        return self.laid < self.least

    @property
    def over(self) -> bool:
        return self.most is not None and self.laid > self.most

    @property
    def met(self) -> bool:
        return not (self.short or self.over)

    def asked(self) -> Message:
        """What the terrain type asks for: "5 to 10 rough areas (...)", "at most 2 woods", "at least 3 roads",
        "roads: exactly 1"."""
        if self.most is None:
            return QT_TRANSLATE_NOOP("Rules", "at least {least:d} {what}").format(least=self.least, what=self.what)
        if self.least == self.most:
            return QT_TRANSLATE_NOOP("Rules", "{what}: exactly {least:d}").format(what=self.what, least=self.least)
        if self.least == 0:
            return QT_TRANSLATE_NOOP("Rules", "at most {most:d} {what}").format(most=self.most, what=self.what)
        return QT_TRANSLATE_NOOP("Rules", "{least:d} to {most:d} {what}").format(
            least=self.least, most=self.most, what=self.what
        )

    def to_dict(self) -> dict[str, object]:
        return {"count": self.key, "least": self.least, "most": self.most, "laid": self.laid, "met": self.met}


@dataclass(frozen=True)
class TableCounts:
    """The table counted against its terrain type: every count the definition names, and those not met."""

    terrain: TerrainType
    counts: tuple[PieceCount, ...]

    @property
    def unmet(self) -> tuple[PieceCount, ...]:
        return tuple(c for c in self.counts if not c.met)

    @property
    def met(self) -> bool:
        return not self.unmet

    def problems(self) -> tuple[Message, ...]:
        """Each count not met in a player's words: "City: 5 to 10 pieces of rough terrain (rock patches); 3 laid"."""
        return tuple(
            QT_TRANSLATE_NOOP("Rules", "{terrain}: {asked}; {laid:d} laid").format(
                terrain=self.terrain.label, asked=c.asked(), laid=c.laid
            )
            for c in self.unmet
        )

    def said(self) -> str:
        """The counts not met in one sentence, the terrain type named where it is said ("" when the table meets
        it): "2 to 5 hills, 0 laid; 1 to 3 roads, 0 laid"."""
        return joined(
            (
                QT_TRANSLATE_NOOP("Rules", "{asked}, {laid:d} laid").format(asked=c.asked(), laid=c.laid)
                for c in self.unmet
            ),
            AND_THEN,
        )

    def to_dict(self) -> dict[str, object]:
        return {
            "terrain_type": self.terrain.value,
            "met": self.met,
            "counts": [c.to_dict() for c in self.counts],
            "problems": list(self.problems()),
        }


def count_table(
    pieces: Iterable[TerrainPiece],
    terrain: TerrainType,
    definition: TerrainDefinition,
    season: Season | None = None,
    special: Special | None = None,
) -> TableCounts:
    """``pieces`` counted against ``definition``, the terrain type ``terrain``'s. A count the definition leaves at
    none, or open ("any number": no least and no most), is not counted (the text does not forbid what it does not
    name); crops are counted at harvest time only (``crops_seasons``; any season when ``season`` is not known). A
    raid's landing and objective are the special's, not counted. TARAWA's jungle ("Jungle terrain can be used and
    covering at least 40% of the board"), when laid, stands for the island's rough areas."""
    laid = tuple(p for p in pieces if p.counted_as not in _RAIDS)
    jungle = special is Special.TARAWA and any(p.kind is TerrainKind.JUNGLE for p in laid)
    counts: list[PieceCount] = []
    for key, counts_for, what in _COUNTED:
        least, most = getattr(definition, key)
        if most == 0 or (least == 0 and most is None):
            continue
        if key == "crops" and season is not None and season not in definition.crops_seasons:
            continue
        if key == "rough_areas" and jungle:
            continue
        counts.append(PieceCount(key, least, most, sum(1 for p in laid if counts_for(p)), what))
    return TableCounts(terrain, tuple(counts))


def battle_table_counts(battle: Battle, tables: RuleTables) -> TableCounts | None:
    """The battle's table counted against the terrain type of its briefing, when its table is laid by hand (None:
    the battle has no terrain type to lay, or its table was generated). Minefields are forces, not terrain."""
    briefing = battle.briefing
    if briefing is None or not briefing.laid_by_hand:
        return None
    if briefing.terrain in _NO_COUNTS_PRINTED:
        return TableCounts(briefing.terrain, ())
    pieces = (p for p in battle.terrain if p.kind is not TerrainKind.MINEFIELD)
    return count_table(
        pieces, briefing.terrain, tables.terrain_types[briefing.terrain], briefing.season, briefing.special
    )
