"""Rule 3.6, minefields: every cell of the damage chart, passengers, basic and advanced damage, and clearing (3.61)."""

from __future__ import annotations

import pytest

from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.rules.infantry.terms import InfantryRulesError, Mines, MineTargetRow
from morefire_gui.rules.minefields import (
    Crossing,
    MinefieldSection,
    MineResult,
    MineVictim,
    clearing_turn,
    mine_target_row,
    resolve_crossing,
)
from morefire_gui.rules.tables import RuleTables

INF, WHEEL, LIGHT, HEAVY = (
    MineTargetRow.INFANTRY,
    MineTargetRow.WHEELED,
    MineTargetRow.TRACKED_AC_1_3,
    MineTargetRow.TRACKED_AC_4_PLUS,
)
# Target                 AT    AP    GP
CHART = {INF: (10, 80, 50), WHEEL: (50, 50, 50), LIGHT: (70, 10, 40), HEAVY: (50, 0, 30)}
CELLS = [
    (row, mines, chance)
    for row, chances in CHART.items()
    for mines, chance in zip((Mines.AT, Mines.AP, Mines.GP), chances)
]


@pytest.mark.parametrize("row,mines,chance", CELLS)
def test_every_cell_of_the_damage_chart(tables: RuleTables, row: MineTargetRow, mines: Mines, chance: int) -> None:
    assert tables.infantry.minefields.chance(row, mines) == chance


@pytest.mark.parametrize("row,mines,chance", CELLS)
@pytest.mark.parametrize("event", list(Crossing))
def test_every_cell_rolled_at_its_edge(
    tables: RuleTables, row: MineTargetRow, mines: Mines, chance: int, event: Crossing
) -> None:
    section = MinefieldSection("m1", mines)
    hit = resolve_crossing(section, event, MineVictim("u", row), [], ScriptedDice([max(chance, 1)]), tables.infantry)
    assert hit.chance == chance and hit.roll == max(chance, 1)
    assert (hit.result is not MineResult.NO_EFFECT) is (chance > 0)
    miss = resolve_crossing(section, event, MineVictim("u", row), [], ScriptedDice([chance + 1]), tables.infantry)
    assert miss.result is MineResult.NO_EFFECT


@pytest.mark.parametrize(
    "tracked,ac,row",
    [
        (None, None, INF),
        (False, None, WHEEL),
        (False, 6, WHEEL),
        (True, 1, LIGHT),
        (True, 3, LIGHT),
        (True, 4, HEAVY),
        (True, 11, HEAVY),
    ],
)
def test_target_rows(tracked: bool | None, ac: int | None, row: MineTargetRow) -> None:
    assert mine_target_row(tracked, ac) is row


def test_a_tracked_row_needs_the_hull_class() -> None:
    with pytest.raises(InfantryRulesError):
        mine_target_row(True)


def test_basic_a_damaged_vehicle_is_destroyed_advanced_immobilized(tables: RuleTables) -> None:
    section = MinefieldSection("m1", Mines.AT)
    tank = MineVictim("t", HEAVY)
    assert (
        resolve_crossing(section, Crossing.ENTER, tank, [], ScriptedDice([10]), tables.infantry).result
        is MineResult.DESTROYED
    )
    adv = resolve_crossing(
        section, Crossing.ENTER, tank, [], ScriptedDice([10]), tables.infantry, advanced=True, campaign=True
    )
    assert adv.result is MineResult.IMMOBILIZED and adv.stops
    assert any("engine destroyed" in s.text() for s in adv.steps)
    # A damaged infantry unit is destroyed in either game.
    inf = resolve_crossing(
        MinefieldSection("m1", Mines.AP),
        Crossing.EXIT,
        MineVictim("i", INF),
        [],
        ScriptedDice([80]),
        tables.infantry,
        advanced=True,
    )
    assert inf.result is MineResult.DESTROYED


def test_passengers_check_only_if_their_vehicle_is_damaged(tables: RuleTables) -> None:
    section = MinefieldSection("m1", Mines.GP)
    truck = MineVictim("tr", WHEEL)
    riders = [MineVictim("p1", INF), MineVictim("p2", INF)]
    safe = resolve_crossing(section, Crossing.ENTER, truck, riders, ScriptedDice([51]), tables.infantry)
    assert safe.result is MineResult.NO_EFFECT and safe.passengers == ()
    dice = ScriptedDice([50, 50, 51])
    hit = resolve_crossing(section, Crossing.ENTER, truck, riders, dice, tables.infantry)
    assert hit.result is MineResult.DESTROYED
    assert [(p.unit_id, p.chance, p.roll, p.result) for p in hit.passengers] == [
        ("p1", 50, 50, MineResult.DESTROYED),
        ("p2", 50, 51, MineResult.NO_EFFECT),
    ]
    assert dice.remaining == 0


def test_clearing_mission_in_a_known_minefield_rolls_nothing(tables: RuleTables) -> None:
    # 3.61: "It does not have to roll for casualties IF it was a known minefield and its mission was stated"
    known = MinefieldSection("m1", Mines.AP, known=True)
    ev = resolve_crossing(
        known, Crossing.ENTER, MineVictim("i", INF), [], ScriptedDice([]), tables.infantry, clearing_mission=True
    )
    assert ev.result is MineResult.NOT_ROLLED and ev.roll is None
    hidden = MinefieldSection("m1", Mines.AP, known=False)
    ev = resolve_crossing(
        hidden, Crossing.ENTER, MineVictim("i", INF), [], ScriptedDice([90]), tables.infantry, clearing_mission=True
    )
    assert ev.result is MineResult.NO_EFFECT and ev.roll == 90


def test_a_minesweeper_clears_the_section_it_moves_onto(tables: RuleTables) -> None:
    sweeper = MineVictim("fl", HEAVY, minesweeper=True)
    ev = resolve_crossing(
        MinefieldSection("m1", Mines.AT), Crossing.ENTER, sweeper, [], ScriptedDice([]), tables.infantry
    )
    assert ev.result is MineResult.CLEARED and ev.clears
    cleared = resolve_crossing(
        MinefieldSection("m1", Mines.AT, cleared=True), Crossing.EXIT, sweeper, [], ScriptedDice([]), tables.infantry
    )
    assert cleared.result is MineResult.NOT_ROLLED


@pytest.mark.parametrize("before,cleared", [(0, False), (1, False), (2, True), (5, True)])
def test_infantry_clear_a_section_in_three_turns(tables: RuleTables, before: int, cleared: bool) -> None:
    turn = clearing_turn("i", "m1", before, tables.infantry)
    assert turn.turns == before + 1 and turn.cleared is cleared


def test_the_section_size(tables: RuleTables) -> None:
    assert tables.infantry.minefields.section_yards == (100, 50)
