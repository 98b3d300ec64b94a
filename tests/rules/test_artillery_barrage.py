"""resolve_barrage: the pinned dice order (error d10, direction d10 unless the error is 0, then per unit in the
caller's order its d100 and, after an advanced hit, the odd/even d10), the zone lookup, minefields cleared,
and the cases where a battery does not fire."""

from __future__ import annotations

import pytest

from morefire_gui.rules.artillery.barrage import (
    BarrageTarget,
    Battery,
    Carrier,
    Deployment,
    DeploymentState,
    ErrorDirection,
    HitResult,
    Impact,
    InfantryCover,
    Pattern,
    TargetClass,
    VehicleFacts,
    ZoneContents,
    resolve_barrage,
)
from morefire_gui.rules.artillery.terms import ArtilleryError
from morefire_gui.rules.dice import Die, ScriptedDice
from morefire_gui.rules.explain import RollStep, step_to_dict
from morefire_gui.rules.movement import MoveCode
from morefire_gui.rules.tables import RuleTables

GUNS = Battery(4, 105, "germany", name="I/AR 5")
MORTARS = Battery(4, 81, "germany", is_mortar=True, name="8cm mortars")
TARGETS = (
    BarrageTarget("inf1", True, cover=InfantryCover.TRENCH),  # B: 40%
    BarrageTarget("tank1", False, vehicle=VehicleFacts(6), moved=MoveCode.C),  # D: 15 - 10 = 5%
    BarrageTarget("pass1", True, riding_on=Carrier.TRUCK, moved=MoveCode.E),  # A: 50 - 15 = 35%
)


def purposes(dice: ScriptedDice) -> list[tuple[Die, str]]:
    return [(r.die, r.purpose) for r in dice.history]


def test_the_full_dice_order_advanced(tables: RuleTables) -> None:
    # error 5 -> 100 yards unobserved (range 3000: Germany 0); direction 7 LEFT; inf1 hit (30 <= 40) then the
    # odd/even die 3 (destroyed); tank1 miss (6 > 5), no extra die; pass1 hit (35 <= 35) then 8 (immobilized).
    dice = ScriptedDice([5, 7, 30, 3, 6, 35, 8])
    result = resolve_barrage(TARGETS, GUNS, dice, tables.artillery, observed=False, range_yards=3000, advanced=True)
    assert dice.remaining == 0
    assert purposes(dice) == [
        (Die.D10, "artillery error (yards off)"),
        (Die.D10, "artillery error direction"),
        (Die.D100, "artillery hit on inf1"),
        (Die.D10, "artillery damage on inf1 (odd destroyed, even immobilized)"),
        (Die.D100, "artillery hit on tank1"),
        (Die.D100, "artillery hit on pass1"),
        (Die.D10, "artillery damage on pass1 (odd destroyed, even immobilized)"),
    ]
    assert result.fired
    assert result.error is not None and (result.error.yards, result.error.direction) == (100, ErrorDirection.LEFT)
    assert result.zone is not None and result.zone.diameter_yards == 200
    assert [(t.unit_id, t.target_class, t.chance, t.roll, t.hit, t.result) for t in result.targets] == [
        ("inf1", TargetClass.B, 40, 30, True, HitResult.DESTROYED),
        ("tank1", TargetClass.D, 5, 6, False, HitResult.NO_EFFECT),
        ("pass1", TargetClass.A, 35, 35, True, HitResult.IMMOBILIZED),
    ]
    assert result.result_of("tank1").hit is False
    # every die thrown is explained, in order, exactly once
    assert [s.roll for s in result.all_steps() if isinstance(s, RollStep)] == dice.history


def test_basic_hits_roll_no_extra_die(tables: RuleTables) -> None:
    dice = ScriptedDice([5, 7, 30, 6, 35])
    result = resolve_barrage(TARGETS, GUNS, dice, tables.artillery, observed=False, range_yards=3000, advanced=False)
    assert dice.remaining == 0
    assert [t.result for t in result.targets] == [HitResult.DESTROYED, HitResult.NO_EFFECT, HitResult.DESTROYED]


@pytest.mark.parametrize("face", [1, 10])
def test_an_error_of_0_consumes_no_direction_die(tables: RuleTables, face: int) -> None:
    dice = ScriptedDice([face, 99, 99, 99])
    result = resolve_barrage(TARGETS, GUNS, dice, tables.artillery, observed=True, range_yards=3000, advanced=False)
    assert dice.remaining == 0
    assert result.error is not None and (result.error.yards, result.error.direction) == (0, None)
    assert [r.die for r in dice.history] == [Die.D10, Die.D100, Die.D100, Die.D100]


def test_observed_2_is_also_0_yards(tables: RuleTables) -> None:
    dice = ScriptedDice([2, 99, 99, 99])
    result = resolve_barrage(TARGETS, GUNS, dice, tables.artillery, observed=True, range_yards=3000, advanced=False)
    assert dice.remaining == 0 and result.error is not None and result.error.yards == 0


@pytest.mark.parametrize("advanced", [False, True])
def test_a_mortar_consumes_no_error_dice(tables: RuleTables, advanced: bool) -> None:
    dice = ScriptedDice([1, 1, 99, 1, 2])
    result = resolve_barrage(
        TARGETS, MORTARS, dice, tables.artillery, observed=False, range_yards=2000, advanced=advanced
    )
    assert result.error is not None and (result.error.yards, result.error.direction) == (0, None)
    assert dice.history[0].purpose == "artillery hit on inf1"
    if advanced:  # inf1 hit (1 <= 40) and its odd/even die; tank1 miss; pass1 hit (1 <= 35) and its die
        assert [r.die for r in dice.history] == [Die.D100, Die.D10, Die.D100, Die.D100, Die.D10]
    else:
        assert [r.die for r in dice.history] == [Die.D100, Die.D100, Die.D100]
    assert dice.remaining == (0 if advanced else 2)


def test_an_advanced_hit_consumes_an_extra_die(tables: RuleTables) -> None:
    one = (BarrageTarget("inf1", True),)
    for advanced, roll, used in ((True, 1, 2), (True, 100, 1), (False, 1, 1), (False, 100, 1)):
        dice = ScriptedDice([roll, 1, 1])
        resolve_barrage(one, MORTARS, dice, tables.artillery, observed=False, range_yards=100, advanced=advanced)
        assert len(dice.history) == used, (advanced, roll)


def test_the_zone_lookup_sees_the_impact_before_any_hit_die(tables: RuleTables) -> None:
    seen: list[Impact] = []

    def lookup(impact: Impact) -> ZoneContents:
        seen.append(impact)
        assert len(dice.history) == 2  # both error dice rolled, no hit die yet
        return ZoneContents((TARGETS[0],), ("mf-3", "mf-4"))

    dice = ScriptedDice([9, 2, 50])
    result = resolve_barrage(
        lookup, GUNS, dice, tables.artillery, observed=False, range_yards=3000, advanced=False, pattern=Pattern.SPREAD
    )
    assert len(seen) == 1
    assert (seen[0].error.yards, seen[0].error.direction, seen[0].zone.diameter_yards) == (
        400,
        ErrorDirection.LONG,
        200,
    )
    assert [t.unit_id for t in result.targets] == ["inf1"]
    assert result.minefields_cleared == ("mf-3", "mf-4")
    assert any(getattr(s, "rule", "") == "3.61" for s in result.steps)


def test_minefields_given_with_the_targets_are_cleared(tables: RuleTables) -> None:
    result = resolve_barrage(
        (),
        GUNS,
        ScriptedDice([1]),
        tables.artillery,
        observed=False,
        range_yards=3000,
        advanced=False,
        minefields=["mf-1"],
    )
    assert result.minefields_cleared == ("mf-1",)
    assert result.targets == ()


def test_converged_fire_in_an_advanced_game(tables: RuleTables) -> None:
    dice = ScriptedDice([1, 55, 9])
    result = resolve_barrage(
        (TARGETS[0],),
        GUNS,
        dice,
        tables.artillery,
        observed=False,
        range_yards=3000,
        advanced=True,
        pattern=Pattern.CONVERGED,
    )
    assert result.zone is not None and result.zone.diameter_yards == 60
    assert (result.targets[0].chance, result.targets[0].hit) == (60, True)


def test_naval_barrage(tables: RuleTables) -> None:
    naval = Battery.naval("britain", tables.artillery)
    result = resolve_barrage(
        (TARGETS[1],), naval, ScriptedDice([1, 50]), tables.artillery, observed=True, range_yards=9000, advanced=True
    )
    assert result.zone is not None and result.zone.diameter_yards == 300
    assert result.targets[0].chance == 50 - 10  # D, 161mm+ spread, moved at C
    with pytest.raises(ArtilleryError, match="spread pattern"):
        resolve_barrage(
            (),
            naval,
            ScriptedDice([]),
            tables.artillery,
            observed=True,
            range_yards=9000,
            advanced=True,
            pattern=Pattern.CONVERGED,
        )


def test_converged_in_a_basic_game_is_refused_before_any_die(tables: RuleTables) -> None:
    dice = ScriptedDice([1])
    with pytest.raises(ArtilleryError, match="basic games"):
        resolve_barrage(
            TARGETS,
            GUNS,
            dice,
            tables.artillery,
            observed=False,
            range_yards=3000,
            advanced=False,
            pattern=Pattern.CONVERGED,
        )
    assert dice.history == []


@pytest.mark.parametrize(
    ("calibre", "range_yards", "fires"), [(81, 3000, True), (81, 3001, False), (120, 4500, True), (120, 4501, False)]
)
def test_a_mortar_out_of_range_does_not_fire(tables: RuleTables, calibre: float, range_yards: int, fires: bool) -> None:
    dice = ScriptedDice([99, 99, 99])
    result = resolve_barrage(
        TARGETS,
        Battery(4, calibre, "ussr", is_mortar=True),
        dice,
        tables.artillery,
        observed=False,
        range_yards=range_yards,
        advanced=False,
    )
    assert result.fired is fires
    assert dice.remaining == (0 if fires else 3)
    if not fires:
        assert (result.error, result.zone, result.targets) == (None, None, ())


@pytest.mark.parametrize(
    "state", [DeploymentState.IN_TRANSIT, DeploymentState.SETTING_UP, DeploymentState.BREAKING_DOWN]
)
def test_a_battery_that_is_not_deployed_does_not_fire(tables: RuleTables, state: DeploymentState) -> None:
    dice = ScriptedDice([1])
    deployment = Deployment(state, 0 if state is DeploymentState.IN_TRANSIT else 1)
    result = resolve_barrage(
        TARGETS, GUNS, dice, tables.artillery, observed=False, range_yards=3000, advanced=True, deployment=deployment
    )
    assert not result.fired and dice.history == []
    assert any(getattr(s, "rule", "") == "4.11" for s in result.steps)


def test_a_unit_listed_twice_is_refused(tables: RuleTables) -> None:
    with pytest.raises(ArtilleryError, match="listed twice"):
        resolve_barrage(
            (TARGETS[0], TARGETS[0]),
            GUNS,
            ScriptedDice([1]),
            tables.artillery,
            observed=False,
            range_yards=3000,
            advanced=False,
        )


def test_steps_render(tables: RuleTables) -> None:
    result = resolve_barrage(
        TARGETS,
        GUNS,
        ScriptedDice([5, 7, 30, 3, 6, 35, 8]),
        tables.artillery,
        observed=False,
        range_yards=3000,
        advanced=True,
        minefields=("mf-1",),
    )
    rendered = [step_to_dict(s) for s in result.all_steps()]
    kinds = {d["kind"] for d in rendered}
    assert kinds == {"roll", "table", "modifier", "note"}
    assert all(d["text"] for d in rendered)
    assert all(d["rule"] for d in rendered)
