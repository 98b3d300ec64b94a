"""Rule 4.6, the artillery percentage to hit chart: every cell spread and converged, the calibre boundaries
(whole and fractional), every target class line and the precedence between them, the moving modifiers, and
what a hit does in basic and advanced games (AC 11 included)."""

from __future__ import annotations

import pytest

from morefire_gui.rules.artillery.batteries import Battery
from morefire_gui.rules.artillery.hits import (
    BarrageTarget,
    VehicleFacts,
    hit_chance,
    moving_modifier,
    resolve_target,
    target_class,
)
from morefire_gui.rules.artillery.terms import ArtilleryError, Carrier, HitResult, InfantryCover, Pattern, TargetClass
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.rules.explain import RollStep, TableStep
from morefire_gui.rules.movement import MoveCode
from morefire_gui.rules.tables import RuleTables

A, B, C, D = TargetClass.A, TargetClass.B, TargetClass.C, TargetClass.D
COLUMNS = ("Up to 75mm", "76-110mm", "111-160mm", "161mm+")
# 4.6 Percentage to Hit Spread (Converged), typed from the rule.
SPREAD = {A: (35, 50, 70, 85), B: (25, 40, 60, 75), C: (15, 30, 50, 60), D: (0, 15, 35, 50)}
CONVERGED = {A: (40, 70, 85, 100), B: (40, 60, 75, 90), C: (30, 50, 65, 75), D: (15, 30, 50, 65)}
# Calibres and the hit chart column each falls in (whole millimetres, fractions dropped).
CALIBRES = [
    (20, 0),
    (75, 0),
    (75.5, 0),
    (75.99, 0),
    (76, 1),
    (76.2, 1),
    (79, 1),
    (80, 1),
    (81.4, 1),
    (105, 1),
    (109, 1),
    (110, 1),
    (110.5, 1),
    (111, 2),
    (114.3, 2),
    (152.4, 2),
    (155, 2),
    (159, 2),
    (160, 2),
    (160.5, 2),
    (161, 3),
    (175, 3),
    (210, 3),
]


def infantry(unit_id: str = "i", **kw: object) -> BarrageTarget:
    return BarrageTarget(unit_id, True, **kw)  # type: ignore[arg-type]


def vehicle(
    unit_id: str = "v",
    ac: int = 3,
    *,
    open_top: bool = False,
    halftrack: bool = False,
    truck: bool = False,
    moved: MoveCode | None = None,
) -> BarrageTarget:
    return BarrageTarget(unit_id, False, vehicle=VehicleFacts(ac, open_top, halftrack, truck), moved=moved)


@pytest.mark.parametrize("cls", list(TargetClass))
@pytest.mark.parametrize("column", range(4))
@pytest.mark.parametrize("pattern", list(Pattern))
def test_every_cell(tables: RuleTables, cls: TargetClass, column: int, pattern: Pattern) -> None:
    calibre = (60, 90, 150, 200)[column]
    chart = SPREAD if pattern is Pattern.SPREAD else CONVERGED
    chance = hit_chance(cls, calibre, pattern, tables.artillery)
    assert chance.chance == chart[cls][column]
    assert chance.column == COLUMNS[column]
    step = chance.steps[0]
    assert isinstance(step, TableStep) and (step.row, step.column, step.rule) == (cls.value, COLUMNS[column], "4.6")


@pytest.mark.parametrize(("calibre", "column"), CALIBRES)
@pytest.mark.parametrize("pattern", list(Pattern))
def test_calibre_boundaries(tables: RuleTables, calibre: float, column: int, pattern: Pattern) -> None:
    chart = SPREAD if pattern is Pattern.SPREAD else CONVERGED
    for cls in TargetClass:
        chance = hit_chance(cls, calibre, pattern, tables.artillery)
        assert (chance.column, chance.chance) == (COLUMNS[column], chart[cls][column])


def test_the_two_charts_have_different_columns(tables: RuleTables) -> None:
    # 79 mm is "Up to 79mm" on the damage zone chart but "76-110mm" here; 110 mm is "110-159mm" there.
    assert hit_chance(A, 79, Pattern.SPREAD, tables.artillery).column == "76-110mm"
    assert hit_chance(A, 110, Pattern.SPREAD, tables.artillery).column == "76-110mm"
    assert hit_chance(A, 160, Pattern.SPREAD, tables.artillery).column == "111-160mm"


# --- target classes ------------------------------------------------------------------------------------

CLASS_CASES = [
    ("infantry in the open", infantry(), A),
    ("passengers in a truck", infantry(riding_on=Carrier.TRUCK), A),
    ("passengers on a tank", infantry(riding_on=Carrier.TANK), A),
    ("infantry in a trench", infantry(cover=InfantryCover.TRENCH), B),
    ("infantry in a foxhole", infantry(cover=InfantryCover.FOXHOLE), B),
    ("infantry in a halftrack", infantry(riding_on=Carrier.HALFTRACK), B),
    ("a vehicle with AC 1", vehicle(ac=1), B),
    ("an open-topped vehicle", vehicle(ac=3, open_top=True), B),
    ("infantry in a building", infantry(cover=InfantryCover.BUILDING), C),
    ("infantry in ruins", infantry(cover=InfantryCover.RUINS), C),
    ("infantry standing in a building piece", infantry(in_building_piece=True), C),
    ("a vehicle with AC 2", vehicle(ac=2), C),
    ("a vehicle with AC 3", vehicle(ac=3), C),
    ("a vehicle with AC 4", vehicle(ac=4), C),
    ("infantry in a bunker", infantry(cover=InfantryCover.BUNKER), D),
    *[(f"a vehicle with AC {ac}", vehicle(ac=ac), D) for ac in range(5, 12)],
    # precedence (docs/rules-notes.md, 4.6)
    ("an open-topped AC 5 vehicle", vehicle(ac=5, open_top=True), B),
    ("an open-topped AC 11 vehicle", vehicle(ac=11, open_top=True), B),
    ("a halftrack with AC 2", vehicle(ac=2, halftrack=True), B),
    ("a truck", vehicle(ac=1, truck=True), B),
    ("a foxhole in a village piece", infantry(cover=InfantryCover.FOXHOLE, in_building_piece=True), C),
    ("a bunker in a village piece", infantry(cover=InfantryCover.BUNKER, in_building_piece=True), D),
    ("a truck's passengers in a village", infantry(riding_on=Carrier.TRUCK, in_building_piece=True), A),
    ("a halftrack's passengers, cover ignored", infantry(riding_on=Carrier.HALFTRACK, cover=InfantryCover.BUNKER), B),
]


@pytest.mark.parametrize(("case", "target", "cls"), CLASS_CASES, ids=[c[0] for c in CLASS_CASES])
def test_target_class(case: str, target: BarrageTarget, cls: TargetClass) -> None:
    classified = target_class(target)
    assert classified.target_class is cls
    assert classified.steps and all(s.rule == "4.6" for s in classified.steps)


def test_vehicle_facts_from_the_catalogue(catalogue: Catalogue) -> None:
    for entry in catalogue:
        if entry.vehicle is None:
            continue
        facts = VehicleFacts.from_catalogue(entry)
        armor = entry.vehicle.armor
        assert facts.ac == (armor.turret_front if armor.turret_front is not None else armor.hull_front)
        assert facts.open_top == entry.vehicle.open_top


@pytest.mark.parametrize(
    ("facts", "message"),
    [
        (dict(unit_id="x", is_infantry=True, vehicle=VehicleFacts(3)), "no vehicle facts"),
        (dict(unit_id="x", is_infantry=False), "needs its vehicle facts"),
        (dict(unit_id="x", is_infantry=False, vehicle=VehicleFacts(3), riding_on=Carrier.TRUCK), "only infantry"),
        (dict(unit_id="x", is_infantry=False, vehicle=VehicleFacts(3), moved_on_foot=True), "not on foot"),
        (dict(unit_id="x", is_infantry=True, moved=MoveCode.B), "set moved_on_foot"),
        (dict(unit_id="x", is_infantry=True, riding_on=Carrier.TRUCK, moved_on_foot=True), "carrier's code"),
    ],
)
def test_contradictory_facts_are_refused(facts: dict[str, object], message: str) -> None:
    with pytest.raises(ArtilleryError, match=message):
        BarrageTarget(**facts)  # type: ignore[arg-type]


@pytest.mark.parametrize("ac", [0, 12, -1])
def test_armour_class_is_1_to_11(ac: int) -> None:
    with pytest.raises(ArtilleryError, match="1-11"):
        VehicleFacts(ac)


# --- moving modifiers ----------------------------------------------------------------------------------

MOVING = [
    (MoveCode.A, -5),
    (MoveCode.B, -5),
    (MoveCode.C, -10),
    (MoveCode.D, -10),
    (MoveCode.E, -15),
    (MoveCode.F, -15),
    (MoveCode.G, -15),
]


@pytest.mark.parametrize(("code", "value"), MOVING)
def test_vehicle_moving_modifiers(tables: RuleTables, code: MoveCode, value: int) -> None:
    step = moving_modifier(vehicle(moved=code), tables.artillery)
    assert step is not None and (step.value, step.rule) == (value, "4.6")


@pytest.mark.parametrize(("code", "value"), MOVING)
def test_passengers_take_their_carriers_code(tables: RuleTables, code: MoveCode, value: int) -> None:
    step = moving_modifier(infantry(riding_on=Carrier.TRUCK, moved=code), tables.artillery)
    assert step is not None and step.value == value


def test_infantry_moving_modifier(tables: RuleTables) -> None:
    step = moving_modifier(infantry(moved_on_foot=True), tables.artillery)
    assert step is not None and step.value == -5
    assert moving_modifier(infantry(), tables.artillery) is None
    assert moving_modifier(vehicle(), tables.artillery) is None


@pytest.mark.parametrize(
    ("target", "calibre", "pattern", "chance"),
    [
        (infantry(moved_on_foot=True), 60, Pattern.SPREAD, 30),  # A 35 - 5
        (infantry(cover=InfantryCover.TRENCH, moved_on_foot=True), 200, Pattern.CONVERGED, 85),  # B 90 - 5
        (vehicle(ac=3, moved=MoveCode.D), 105, Pattern.SPREAD, 20),  # C 30 - 10
        (vehicle(ac=6, moved=MoveCode.G), 155, Pattern.CONVERGED, 35),  # D 50 - 15
        (vehicle(ac=6, moved=MoveCode.A), 75, Pattern.SPREAD, 0),  # D 0 - 5: read as 0
        (vehicle(ac=6, moved=MoveCode.F), 105, Pattern.SPREAD, 0),  # D 15 - 15 = 0
    ],
)
def test_final_chance(tables: RuleTables, target: BarrageTarget, calibre: float, pattern: Pattern, chance: int) -> None:
    result = resolve_target(
        target, Battery(4, calibre, "germany"), pattern, ScriptedDice([100]), tables.artillery, advanced=True
    )
    assert result.chance == chance


# --- rolling and results -------------------------------------------------------------------------------


@pytest.mark.parametrize(("roll", "hit"), [(1, True), (49, True), (50, True), (51, False), (100, False)])
def test_a_hit_is_a_roll_at_most_the_chance(tables: RuleTables, roll: int, hit: bool) -> None:
    # A in the open, 105 mm spread: 50%.
    result = resolve_target(
        infantry(), Battery(4, 105, "usa"), Pattern.SPREAD, ScriptedDice([roll]), tables.artillery, advanced=False
    )
    assert (result.roll, result.hit, result.chance) == (roll, hit, 50)
    assert result.result is (HitResult.DESTROYED if hit else HitResult.NO_EFFECT)


def test_a_chance_of_100_always_hits_and_0_never(tables: RuleTables) -> None:
    sure = resolve_target(
        infantry(), Battery(4, 170, "usa"), Pattern.CONVERGED, ScriptedDice([100, 1]), tables.artillery, advanced=True
    )
    assert (sure.chance, sure.hit) == (100, True)
    never = resolve_target(
        vehicle(ac=9), Battery(4, 60, "usa"), Pattern.SPREAD, ScriptedDice([1]), tables.artillery, advanced=True
    )
    assert (never.chance, never.hit) == (0, False)


@pytest.mark.parametrize(
    ("face", "result"),
    [
        (1, HitResult.DESTROYED),
        (2, HitResult.IMMOBILIZED),
        (3, HitResult.DESTROYED),
        (4, HitResult.IMMOBILIZED),
        (5, HitResult.DESTROYED),
        (6, HitResult.IMMOBILIZED),
        (7, HitResult.DESTROYED),
        (8, HitResult.IMMOBILIZED),
        (9, HitResult.DESTROYED),
        (10, HitResult.IMMOBILIZED),
    ],
)
@pytest.mark.parametrize("target", [infantry(), vehicle(ac=3)], ids=["infantry", "vehicle"])
def test_advanced_odd_destroyed_even_immobilized(
    tables: RuleTables, face: int, result: HitResult, target: BarrageTarget
) -> None:
    dice = ScriptedDice([1, face])
    r = resolve_target(target, Battery(4, 105, "usa"), Pattern.SPREAD, dice, tables.artillery, advanced=True)
    assert (r.hit, r.result, r.damage_roll) == (True, result, face)
    assert dice.remaining == 0
    assert [s.roll for s in r.steps if isinstance(s, RollStep)] == dice.history


@pytest.mark.parametrize("face", range(1, 11))
def test_advanced_ac11_is_only_immobilized(tables: RuleTables, face: int) -> None:
    dice = ScriptedDice([1, face])
    r = resolve_target(vehicle(ac=11), Battery(4, 200, "usa"), Pattern.SPREAD, dice, tables.artillery, advanced=True)
    assert (r.hit, r.result) == (True, HitResult.IMMOBILIZED)
    assert dice.remaining == 0  # the die is still rolled: the dice order does not depend on the target


def test_basic_ac11_is_only_immobilized(tables: RuleTables) -> None:
    dice = ScriptedDice([1])
    r = resolve_target(vehicle(ac=11), Battery(4, 200, "usa"), Pattern.SPREAD, dice, tables.artillery, advanced=False)
    assert (r.hit, r.result, r.damage_roll) == (True, HitResult.IMMOBILIZED, None)


@pytest.mark.parametrize("ac", [1, 5, 10])
def test_basic_hit_destroys(tables: RuleTables, ac: int) -> None:
    dice = ScriptedDice([1])
    r = resolve_target(vehicle(ac=ac), Battery(4, 200, "usa"), Pattern.SPREAD, dice, tables.artillery, advanced=False)
    assert (r.hit, r.result) == (True, HitResult.DESTROYED)
    assert dice.remaining == 0


def test_a_miss_rolls_no_damage_die(tables: RuleTables) -> None:
    dice = ScriptedDice([99, 1])
    r = resolve_target(infantry(), Battery(4, 105, "usa"), Pattern.SPREAD, dice, tables.artillery, advanced=True)
    assert (r.hit, r.result, r.damage_roll) == (False, HitResult.NO_EFFECT, None)
    assert dice.remaining == 1
