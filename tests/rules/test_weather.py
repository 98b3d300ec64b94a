"""The terrain and weather definitions that call for rolls: MUD's maintenance roll, MOUNTAINS' breakdown roll,
TUNDRA's ice, and the battle's conditions, straight from the scenario text."""

from __future__ import annotations

import pytest

from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.rules.movement import MoveCode
from morefire_gui.rules.scenario.weather import (
    BattlefieldTerrain,
    Weather,
    contradiction,
    is_maintenance_turn,
    jungle_codes,
    mountain_breakdown,
    mud_maintenance,
    roll_ice,
)
from morefire_gui.rules.tables import RuleTables

TOTALS = [(a, b) for a in range(1, 7) for b in range(1, 7)]


@pytest.mark.parametrize(
    "turn,rolls", [(10, True), (20, True), (30, True), (1, False), (9, False), (11, False), (15, False), (0, False)]
)
def test_mud_every_tenth_turn(tables: RuleTables, turn: int, rolls: bool) -> None:
    # MUD: "on every tenth turn (10, 20, 30) each vehicle must make a maintenance roll"
    assert is_maintenance_turn(turn, tables.conditions) is rolls


@pytest.mark.parametrize("a,b", TOTALS)
def test_mud_maintenance_every_total(tables: RuleTables, a: int, b: int) -> None:
    # "Roll 2 X d6 with results of 2 and 12 indicating immobilization. A second 2 x d6 roll is made to determine
    # how long the vehicle will remain stuck."
    stuck = a + b in (2, 12)
    dice = ScriptedDice([a, b, 3, 4] if stuck else [a, b])
    result = mud_maintenance("t1", dice, tables.conditions)
    assert result.total == a + b and result.immobilized is stuck
    assert dice.remaining == 0
    if stuck:
        assert result.turns == 7 and result.freed_on(10) == 17 and result.freed_on(None) is None
    else:
        assert result.turns is None and result.freed_on(10) is None


@pytest.mark.parametrize("a,b", TOTALS)
def test_mountain_breakdown_every_total(tables: RuleTables, a: int, b: int) -> None:
    # MOUNTAINS: "A result of TWO immobilizes the vehicle for 5 turns AND a TWELVE immobilizes it for the entire
    # battle."
    result = mountain_breakdown("t1", ScriptedDice([a, b]), tables.conditions)
    total = a + b
    assert result.immobilized is (total in (2, 12))
    assert result.turns == (5 if total == 2 else None)
    if total == 12:
        assert result.freed_on(4) is None  # for the battle


@pytest.mark.parametrize("face", range(1, 7))
def test_tundra_ice_on_a_d6_of_1_or_2(tables: RuleTables, face: int) -> None:
    # TUNDRA: "Roll a d6 for each seperate body of water and a result of 1-2 shows that vehicles can cross it."
    (roll,) = roll_ice(["lake"], ScriptedDice([face]), tables.conditions)
    assert roll.holds is (face <= 2) and roll.face == face


def test_tundra_one_roll_per_body_of_water(tables: RuleTables) -> None:
    rolls = roll_ice(["a", "b", "c"], ScriptedDice([1, 5, 2]), tables.conditions)
    assert [(r.piece_id, r.holds) for r in rolls] == [("a", True), ("b", False), ("c", True)]


def test_the_printed_numbers(tables: RuleTables) -> None:
    c = tables.conditions
    assert c.mud.maintenance_every == 10 and set(c.mud.immobilized_on) == {2, 12}
    assert c.tundra.building_clearance_inches == 5 and set(c.tundra.ice_holds_on) == {1, 2}
    assert (c.jungle.cross_country, c.jungle.road, c.ski.code) == (MoveCode.A, MoveCode.B, MoveCode.B)


def test_jungle_codes_never_speed_a_vehicle_up(tables: RuleTables) -> None:
    assert jungle_codes(MoveCode.E, MoveCode.G, tables.conditions) == (MoveCode.A, MoveCode.B)
    assert jungle_codes(MoveCode.A, MoveCode.A, tables.conditions) == (MoveCode.A, MoveCode.A)


def test_contradictions() -> None:
    assert contradiction(Weather.MUD, BattlefieldTerrain.TUNDRA) is not None
    assert contradiction(Weather.SNOW, BattlefieldTerrain.TUNDRA) is None
    assert contradiction(Weather.SNOW, BattlefieldTerrain.DESERT) is not None
    assert contradiction(None, BattlefieldTerrain.DESERT) is None
    assert contradiction(Weather.MUD, BattlefieldTerrain.HILLY) is None
