"""Battlefield conditions of the scenario system's "Terrain and Weather Definitions" that change movement: the
battle's weather (CLEAR, MUD, SNOW) and its terrain type (MOUNTAINS, TUNDRA, JUNGLE, ...), and the rolls they
call for: the mud maintenance roll, the mountain breakdown roll, the tundra ice roll, and recovery.

The numbers are data (``resources/rules/conditions.yaml``); the readings are in docs/rules-notes.md.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

from pydantic import Field, model_validator

from morefire_gui.ids import PieceId, UnitId
from morefire_gui.rules.dice import Dice
from morefire_gui.rules.explain import NoteStep, RollStep, Step, TableStep
from morefire_gui.rules.movement import MoveCode
from morefire_gui.rules.table_model import TableModel
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, joined


class Weather(str, Enum):
    """Table IV, battlefield conditions."""

    CLEAR = "clear"
    MUD = "mud"
    SNOW = "snow"


class BattlefieldTerrain(str, Enum):
    """Table V, battlefield terrain, and the special terrains of the definitions."""

    CITY = "city"
    DESERT = "desert"
    FARMLAND = "farmland"
    HILLY = "hilly"
    MOUNTAINS = "mountains"
    STEPPES = "steppes"
    TUNDRA = "tundra"
    JUNGLE = "jungle"
    BOCAGE = "bocage"
    ISLAND = "island"


# -- the tables -------------------------------------------------------------------------------------------------


class MudRules(TableModel):
    maintenance_every: int = Field(gt=0)
    immobilized_on: tuple[int, ...]


class BreakdownRow(TableModel):
    roll: int = Field(ge=2, le=12)
    turns: int | None = Field(default=None, gt=0, description="None: for the rest of the battle")


class MountainRules(TableModel):
    breakdown: tuple[BreakdownRow, ...]


class TundraRules(TableModel):
    ice_holds_on: tuple[int, ...]
    building_clearance_inches: float = Field(gt=0)


class JungleRules(TableModel):
    cross_country: MoveCode
    road: MoveCode


class SkiRules(TableModel):
    code: MoveCode


class RecoveryRules(TableModel):
    reach_yards: float = Field(ge=0)
    frees_after_turns: int = Field(ge=1)


class ConditionsTables(TableModel):
    mud: MudRules
    mountains: MountainRules
    tundra: TundraRules
    jungle: JungleRules
    ski: SkiRules
    recovery: RecoveryRules

    @model_validator(mode="after")
    def _check(self) -> ConditionsTables:
        for face in self.tundra.ice_holds_on:
            if not 1 <= face <= 6:
                raise ValueError(f"tundra.ice_holds_on: {face} is not a face of a d6")
        for total in self.mud.immobilized_on:
            if not 2 <= total <= 12:
                raise ValueError(f"mud.immobilized_on: {total} is not a total of 2d6")
        return self


# -- the battle's conditions ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Conditions:
    """The weather and terrain type a battle is fought in, as the rules read them. ``weather`` is the effective
    weather: TUNDRA's "Weather is snow" and DESERT's "Weather is always Clear" win over what the battle says
    (the battle file's check reports the contradiction)."""

    weather: Weather = Weather.CLEAR
    terrain: BattlefieldTerrain | None = None

    @classmethod
    def of(cls, weather: Weather | None, terrain: BattlefieldTerrain | None) -> Conditions:
        if terrain is BattlefieldTerrain.TUNDRA:
            weather = Weather.SNOW  # TUNDRA: "Weather is snow."
        elif terrain is BattlefieldTerrain.DESERT:
            weather = Weather.CLEAR  # DESERT: "Weather is always Clear."
        return cls(weather or Weather.CLEAR, terrain)

    @property
    def snow(self) -> bool:
        return self.weather is Weather.SNOW

    @property
    def mud(self) -> bool:
        return self.weather is Weather.MUD

    @property
    def tundra(self) -> bool:
        return self.terrain is BattlefieldTerrain.TUNDRA

    @property
    def jungle(self) -> bool:
        return self.terrain is BattlefieldTerrain.JUNGLE

    @property
    def mountains(self) -> bool:
        return self.terrain is BattlefieldTerrain.MOUNTAINS

    @property
    def water_only_at_crossings(self) -> bool:
        """HILLY: "streams/ rivers which can only be crossed at specific fords and bridges"; ISLAND "is regarded
        as HILLY"; MOUNTAINS: "unfordable streams/ rivers" (only where the players placed a ford or bridge)."""
        return self.terrain in (BattlefieldTerrain.HILLY, BattlefieldTerrain.ISLAND, BattlefieldTerrain.MOUNTAINS)

    def label(self) -> str:
        parts = [self.weather.value]
        if self.terrain is not None:
            parts.append(self.terrain.value)
        return ", ".join(parts)


def contradiction(weather: Weather | None, terrain: BattlefieldTerrain | None) -> str | None:
    """What is wrong with a battle's weather for its terrain type, or None."""
    if terrain is BattlefieldTerrain.TUNDRA and weather not in (None, Weather.SNOW):
        return QT_TRANSLATE_NOOP("Rules", 'TUNDRA: "Weather is snow" (the battle says {weather})').format(
            weather=weather.value
        )
    if terrain is BattlefieldTerrain.DESERT and weather not in (None, Weather.CLEAR):
        return QT_TRANSLATE_NOOP("Rules", 'DESERT: "Weather is always Clear" (the battle says {weather})').format(
            weather=weather.value
        )
    return None


# -- MUD: the maintenance roll ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Breakdown:
    """A roll that may leave a vehicle stuck: the 2d6 total, whether it is immobilized, and for how many turns
    (None with ``immobilized``: for the rest of the battle)."""

    unit_id: UnitId
    total: int
    immobilized: bool
    turns: int | None
    steps: tuple[Step, ...]
    duration_total: int | None = None

    def freed_on(self, turn: int | None) -> int | None:
        """The turn the vehicle may move again, counted from ``turn`` (None: not known, or never)."""
        if not self.immobilized or self.turns is None or turn is None:
            return None
        return turn + self.turns


def _two_d6(dice: Dice, purpose: str, rule: str) -> tuple[int, list[Step]]:
    a = dice.d6(QT_TRANSLATE_NOOP("Rules", "{purpose} (first die)").format(purpose=purpose))
    b = dice.d6(QT_TRANSLATE_NOOP("Rules", "{purpose} (second die)").format(purpose=purpose))
    return a.face + b.face, [RollStep(a, a.face, rule), RollStep(b, b.face, rule)]


def is_maintenance_turn(turn: int, tables: ConditionsTables) -> bool:
    """MUD: "on every tenth turn (10, 20, 30)"."""
    return turn >= 1 and turn % tables.mud.maintenance_every == 0


def mud_maintenance(unit_id: UnitId, dice: Dice, tables: ConditionsTables, name: str = "") -> Breakdown:
    """MUD: 2d6; a 2 or a 12 immobilizes the vehicle, and a second 2d6 says for how many turns it is stuck. ``name``:
    the vehicle as a person reads it ("Tiger 2"), for the words; its id where none is given."""
    rule = "MUD"
    said = name or unit_id
    total, steps = _two_d6(dice, QT_TRANSLATE_NOOP("Rules", "mud maintenance roll, {unit}").format(unit=said), rule)
    if total not in tables.mud.immobilized_on:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "{unit}: {total} is not {faces}: no breakdown").format(
                    unit=said,
                    total=total,
                    faces=joined(map(str, tables.mud.immobilized_on), QT_TRANSLATE_NOOP("Rules", "{first} or {then}")),
                ),
                rule,
            )
        )
        return Breakdown(unit_id, total, False, None, tuple(steps))
    turns, more = _two_d6(dice, QT_TRANSLATE_NOOP("Rules", "turns {unit} stays stuck").format(unit=said), rule)
    steps += more
    steps.append(
        NoteStep(
            QT_TRANSLATE_NOOP("Rules", "{unit}: immobilized for {turns} turns").format(unit=said, turns=turns), rule
        )
    )
    return Breakdown(unit_id, total, True, turns, tuple(steps), duration_total=turns)


# -- MOUNTAINS: the breakdown roll ----------------------------------------------------------------------------


def mountain_breakdown(unit_id: UnitId, dice: Dice, tables: ConditionsTables, name: str = "") -> Breakdown:
    """MOUNTAINS: the first time a vehicle moves onto rough or hill ground, 2d6: 2 immobilizes it for 5 turns, 12
    for the rest of the battle. ``name``: the vehicle as a person reads it, for the words; its id where none is
    given."""
    rule = "MOUNTAINS"
    said = name or unit_id
    total, steps = _two_d6(dice, QT_TRANSLATE_NOOP("Rules", "mountain breakdown roll, {unit}").format(unit=said), rule)
    for row in tables.mountains.breakdown:
        if row.roll == total:
            how_long = (
                QT_TRANSLATE_NOOP("Rules", "immobilized for {turns} turns").format(turns=row.turns)
                if row.turns is not None
                else QT_TRANSLATE_NOOP("Rules", "immobilized for the rest of the battle")
            )
            steps.append(TableStep(QT_TRANSLATE_NOOP("Rules", "Mountain breakdown"), str(total), how_long, rule))
            return Breakdown(unit_id, total, True, row.turns, tuple(steps))
    steps.append(
        NoteStep(QT_TRANSLATE_NOOP("Rules", "{unit}: {total}: no breakdown").format(unit=said, total=total), rule)
    )
    return Breakdown(unit_id, total, False, None, tuple(steps))


# -- TUNDRA: the ice ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class IceRoll:
    piece_id: PieceId
    face: int
    holds: bool
    steps: tuple[Step, ...]


def roll_ice(
    piece_ids: Sequence[PieceId], dice: Dice, tables: ConditionsTables, names: Mapping[PieceId, str] | None = None
) -> tuple[IceRoll, ...]:
    """TUNDRA: "Roll a d6 for each seperate body of water and a result of 1-2 shows that vehicles can cross it."
    One roll per piece, in the order given. ``names``: each piece as a person reads it ("Psel brook (stream)"), for
    the words; its id where none is given."""
    out = []
    for piece_id in piece_ids:
        piece = (names or {}).get(piece_id, piece_id)
        roll = dice.d6(QT_TRANSLATE_NOOP("Rules", "ice on {piece}").format(piece=piece))
        holds = roll.face in tables.tundra.ice_holds_on
        out.append(
            IceRoll(
                piece_id,
                roll.face,
                holds,
                (
                    RollStep(roll, roll.face, "TUNDRA"),
                    NoteStep(
                        (
                            QT_TRANSLATE_NOOP("Rules", "{piece}: the ice holds vehicles")
                            if holds
                            else QT_TRANSLATE_NOOP("Rules", "{piece}: the ice does not hold vehicles")
                        ).format(piece=piece),
                        "TUNDRA",
                    ),
                ),
            )
        )
    return tuple(out)


# -- JUNGLE and SNOW: codes ---------------------------------------------------------------------------------


def jungle_codes(cross_country: MoveCode, road: MoveCode, tables: ConditionsTables) -> tuple[MoveCode, MoveCode]:
    """JUNGLE: "Vehicles can only use A speed cross country and B speed on roads" (never faster than their own
    codes)."""
    order = list(MoveCode)
    cap_cc, cap_road = tables.jungle.cross_country, tables.jungle.road
    return (min(cross_country, cap_cc, key=order.index), min(road, cap_road, key=order.index))
