"""Rule 5 (aircraft) in the rules core: the app's default figures load and are checked, speeds (5.1), altitude and
dives (5.2, 5.3), what may be attacked from where, the 90-degree turn of the direction arrow, the weather and Table
VII, strafing as 3.5's infantry fire (5.4), bombs as 4.5/4.6 guns (5.5), and anti-aircraft fire (5.6)."""

from __future__ import annotations

from typing import Any

import pytest
import yaml
from pydantic import ValidationError

from morefire_gui.io.resources import resource_path
from morefire_gui.rules.aircraft.anti_aircraft import AaGun, AaTarget, aa_band, aa_chance, aa_refusal, resolve_aa_fire
from morefire_gui.rules.aircraft.attacks import (
    bomb_battery,
    bomb_pattern,
    resolve_bombing,
    resolve_strafing,
    roll_bombing_error,
    strafing_fir,
)
from morefire_gui.rules.aircraft.flight import (
    airstrike_availability,
    check_attack,
    check_turn,
    clamp_turn,
    flight_move,
    run_altitudes,
    speed_band,
)
from morefire_gui.rules.aircraft.tables import AircraftTables
from morefire_gui.rules.aircraft.terms import AaResult, AircraftError, Altitude, Attack, heading_difference
from morefire_gui.rules.artillery.barrage import BarrageTarget, ErrorDirection, HitResult, Pattern, damage_zone
from morefire_gui.rules.catalogue.entries import AaWeapon, AircraftData, BombLoad, Catalogue
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.rules.infantry.fire import FireTarget, TargetKind
from morefire_gui.rules.infantry.terms import Outcome, TargetCover
from morefire_gui.rules.scenario.weather import Weather
from morefire_gui.rules.tables import TABLE_FILES, RuleTables


@pytest.fixture(scope="module")
def air(tables: RuleTables) -> AircraftTables:
    return tables.aircraft


def raw() -> dict[str, Any]:
    return yaml.safe_load(resource_path("rules", "aircraft.yaml").read_text(encoding="utf-8"))


# -- the defaults load and are checked ---------------------------------------------------------------------------


def test_the_defaults_are_a_registered_table(air: AircraftTables) -> None:
    assert TABLE_FILES["aircraft"] == ("aircraft.yaml", AircraftTables)
    assert [b.yards for b in air.speeds.bands] == [1000, 1400, 1800]
    assert [air.altitude(a).yards for a in Altitude] == [50, 1000, 3000]
    assert air.altitude(Altitude.LOW).attacks == (Attack.STRAFE, Attack.BOMB)
    assert air.altitude(Altitude.MEDIUM).attacks == (Attack.BOMB,)
    assert air.turning.max_degrees == 90
    assert air.strafing.strip_yards == 100
    assert {w: air.aa_fire.chart[w][-1].max_yards for w in AaWeapon} == {
        AaWeapon.MG: 1500,
        AaWeapon.LIGHT: 3000,
        AaWeapon.HEAVY: 9000,
    }


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda d: d["speeds"]["bands"][0].update(to_mph=400), "slowest to the fastest"),
        (lambda d: d["speeds"]["bands"][-1].update(to_mph=500), "the last is open"),
        (lambda d: d["altitudes"]["bands"].pop("high"), "give low, medium and high"),
        (lambda d: d["altitudes"]["bands"]["low"].update(yards=5000), "low is below medium"),
        (lambda d: d["altitudes"]["bands"]["low"].update(bomb_error="skip"), "is not a row of bombing.error"),
        (lambda d: d["dives"].update(end="high"), "ends below"),
        (lambda d: d["strafing"]["gun_fir"].pop(0), "start at 0 mm"),
        (lambda d: d["bombing"]["error"]["rows"]["low"].pop(), "9 columns"),
        (lambda d: d["bombing"]["calibre_for_weight"].pop(), "the last is open"),
        (lambda d: d["aa_fire"]["chart"].pop("heavy"), "every kind of weapon"),
        (lambda d: d["aa_fire"]["result"]["aborted"].remove(0), "every d10 face"),
        (lambda d: d["aa_fire"]["speed"].pop("fast"), "every speed band"),
        (lambda d: d["turning"].update(max_degrees=200), "less than or equal to 180"),
        (lambda d: d.update(altitude={}), "Extra inputs"),
    ],
)
def test_a_broken_file_is_refused(edit: Any, message: str) -> None:
    data = raw()
    edit(data)
    with pytest.raises(ValidationError) as info:
        AircraftTables.model_validate(data)
    assert message in str(info.value)


# -- 5.1 speeds, 5.2 altitude, 5.3 dives ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("mph", "band", "yards"),
    [
        (212, "slow", 1000),
        (250, "slow", 1000),
        (250.4, "slow", 1000),
        (250.5, "medium", 1400),
        (350, "medium", 1400),
        (351, "fast", 1800),
        (437, "fast", 1800),
    ],
)
def test_speed_bands(mph: float, band: str, yards: int, air: AircraftTables) -> None:
    found, step = speed_band(mph, air)
    assert (found.label, found.yards) == (band, yards)
    assert flight_move(mph, air).yards == yards
    assert step.rule == "5.1"


def test_a_dive_is_a_quarter_faster_and_ends_low(air: AircraftTables) -> None:
    assert flight_move(255, air, dive=True).yards == 1750
    run = run_altitudes(Altitude.MEDIUM, Altitude.MEDIUM, air, dive=True)
    assert (run.start, run.attack, run.end, run.dive) == (Altitude.MEDIUM, Altitude.LOW, Altitude.LOW, True)
    with pytest.raises(AircraftError, match="a dive starts at medium or high"):
        run_altitudes(Altitude.LOW, Altitude.LOW, air, dive=True)


def test_altitude_changes_one_band_a_turn(air: AircraftTables) -> None:
    assert run_altitudes(None, Altitude.HIGH, air).attack is Altitude.HIGH  # entering: any altitude
    assert run_altitudes(Altitude.LOW, Altitude.MEDIUM, air).attack is Altitude.MEDIUM
    with pytest.raises(AircraftError, match="at most 1 altitude band a turn"):
        run_altitudes(Altitude.LOW, Altitude.HIGH, air)
    # A dive from high still ends low, the one way down of more than a band.
    assert run_altitudes(Altitude.HIGH, Altitude.HIGH, air, dive=True).end is Altitude.LOW


def test_what_may_be_attacked_from_where(air: AircraftTables, catalogue: Catalogue) -> None:
    il2 = catalogue["il2"].aircraft
    d520 = catalogue["fr_d520"].aircraft
    assert check_attack(Attack.STRAFE, Altitude.LOW, il2, air)
    assert check_attack(Attack.BOMB, Altitude.HIGH, il2, air)
    with pytest.raises(AircraftError, match="cannot strafe from medium altitude"):
        check_attack(Attack.STRAFE, Altitude.MEDIUM, il2, air)
    with pytest.raises(AircraftError, match="carries no bombs"):
        check_attack(Attack.BOMB, Altitude.LOW, d520, air)
    with pytest.raises(AircraftError, match="dropped its bombs already"):
        check_attack(Attack.BOMB, Altitude.LOW, il2, air, bombs_dropped=True)


# -- the direction arrow: up to 90 degrees -------------------------------------------------------------------------


@pytest.mark.parametrize(("start", "new"), [(0, 90), (0, 270), (350, 80), (10, 280), (180, 180), (45, 134.9)])
def test_the_arrow_turns_up_to_90_degrees(start: float, new: float, air: AircraftTables) -> None:
    assert "turned" in check_turn(start, new, air).message


@pytest.mark.parametrize(("start", "new"), [(0, 91), (0, 180), (350, 81), (90, 200), (270, 0.5)])
def test_more_than_90_degrees_is_refused(start: float, new: float, air: AircraftTables) -> None:
    with pytest.raises(AircraftError, match="turns at most 90 degrees"):
        check_turn(start, new, air)


@pytest.mark.parametrize(
    ("start", "wanted", "allowed"),
    [(0, 45, 45), (0, 135, 90), (0, 225, 270), (350, 200, 260), (90, 0, 0), (90, 359, 0)],
)
def test_the_board_stops_the_arrow_at_the_limit(
    start: float, wanted: float, allowed: float, air: AircraftTables
) -> None:
    assert heading_difference(clamp_turn(start, wanted, air), allowed) < 1e-9


# -- the weather and Table VII -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("weather", "snowing", "allowed", "why"),
    [
        (Weather.CLEAR, None, True, ""),
        (Weather.MUD, None, False, "MUD: No airstrikes are allowed"),
        (Weather.SNOW, True, False, "SNOW: it is snowing, with no airstrikes allowed"),
        (Weather.SNOW, False, True, ""),
        (Weather.SNOW, None, True, ""),
    ],
)
def test_the_weather_allows_or_forbids_airstrikes(
    weather: Weather, snowing: bool | None, allowed: bool, why: str
) -> None:
    result = airstrike_availability(weather, snowing, None, 0)
    assert result.allowed is allowed and result.reason == why


def test_table_vii_limits_the_airstrikes() -> None:
    assert airstrike_availability(Weather.CLEAR, None, 2, 1).allowed
    assert airstrike_availability(Weather.CLEAR, None, 2, 1).left == 1
    full = airstrike_availability(Weather.CLEAR, None, 1, 1)
    assert not full.allowed and "Table VII gave 1 airstrike" in full.reason
    assert not airstrike_availability(Weather.CLEAR, None, 0, 0).allowed
    assert airstrike_availability(Weather.CLEAR, None, None, 5).limit is None  # no Table VII: the players agree


# -- 5.4 strafing: infantry fire by the forward guns ---------------------------------------------------------------


def test_strafing_fir_by_calibre(air: AircraftTables, catalogue: Catalogue) -> None:
    assert strafing_fir(catalogue["p47d"].aircraft, air) == 16  # 8 x .50 (heavy MG: 2)
    assert strafing_fir(catalogue["il2"].aircraft, air) == 8  # 2 x 23 mm (3) + 2 x 7.62 (1)
    assert strafing_fir(catalogue["typhoon"].aircraft, air) == 12  # 4 x 20 mm
    assert strafing_fir(catalogue["hs129b"].aircraft, air) == 13  # 2 x 20, 2 x 13, 1 x 30


def test_strafing_reads_the_fir_chart_and_the_cover_modifiers(
    air: AircraftTables, tables: RuleTables, catalogue: Catalogue
) -> None:
    targets = [
        FireTarget("open", TargetKind.INFANTRY),
        FireTarget("wood", TargetKind.INFANTRY, cover=TargetCover.COVER),
        FireTarget("house", TargetKind.INFANTRY, cover=TargetCover.HARD_COVER, moved=True),
        FireTarget("tank", TargetKind.ENCLOSED_VEHICLE, max_ac=6),
        FireTarget("ht", TargetKind.OPEN_TOPPED_VEHICLE, max_ac=1),
    ]
    result = resolve_strafing(
        "air1",
        catalogue["p47d"].aircraft,
        targets,
        ScriptedDice([40, 31, 1, 5]),
        air,
        tables.infantry,
        altitude_yards=50,
    )
    fire = result.fire
    assert result.fir == 16 and fire.total_fir == 16
    rolled = {t.unit_id: (t.fir, t.chance, t.outcome) for t in fire.targets}
    assert rolled == {
        "open": (16, 40, Outcome.DESTROYED),
        "wood": (14, 30, Outcome.NO_EFFECT),
        "house": (12, 30, Outcome.DESTROYED),
        "ht": (16, 40, Outcome.DESTROYED),
    }
    assert [x.unit_id for x in fire.excluded] == ["tank"]  # 3.5: enclosed vehicles of AC 1 at most
    assert not any(getattr(s, "label", "") == "Firer Moved" for s in result.steps)


def test_a_plane_without_guns_cannot_strafe(air: AircraftTables, tables: RuleTables) -> None:
    bomber = AircraftData(speed_mph=200, bombs=BombLoad(count=1, kg=100))
    with pytest.raises(AircraftError, match="no forward guns"):
        resolve_strafing("b", bomber, [], ScriptedDice([]), air, tables.infantry, altitude_yards=50)


# -- 5.5 bombs: a barrage of one gun per bomb -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kg", "calibre", "zone_column", "hit_column"),
    [
        (12.5, 75, "Up to 79mm", "Up to 75mm"),
        (25, 75, "Up to 79mm", "Up to 75mm"),
        (50, 105, "80-109mm", "76-110mm"),
        (100, 150, "110-159mm", "111-160mm"),
        (227, 200, "160mm+", "161mm+"),
        (500, 200, "160mm+", "161mm+"),
    ],
)
def test_bomb_weight_reads_a_calibre_column(
    kg: float, calibre: float, zone_column: str, hit_column: str, air: AircraftTables, tables: RuleTables
) -> None:
    battery, _ = bomb_battery("b", BombLoad(count=1, kg=kg), "germany", air)
    assert battery.calibre_mm == calibre and battery.guns == 1
    zone = damage_zone(battery, Pattern.SPREAD, tables.artillery, advanced=False)
    assert zone.column == zone_column
    assert (
        tables.artillery.hit_chart.columns[
            [c.label for c in tables.artillery.hit_chart.columns].index(hit_column)
        ].label
        == hit_column
    )


def test_one_bomb_is_a_one_gun_zone_and_a_stick_is_one_gun_per_bomb(air: AircraftTables, tables: RuleTables) -> None:
    one, _ = bomb_battery("ju87", BombLoad(count=1, kg=500), "germany", air)
    assert damage_zone(one, Pattern.SPREAD, tables.artillery, advanced=False).diameter_yards == 75
    four, _ = bomb_battery("il2", BombLoad(count=4, kg=100), "ussr", air)
    assert damage_zone(four, Pattern.SPREAD, tables.artillery, advanced=False).diameter_yards == 200


def test_dive_bombers_converge_only_in_advanced_games(air: AircraftTables) -> None:
    assert bomb_pattern(dive=True, dive_bomber=True, advanced=True, tables=air)[0] is Pattern.CONVERGED
    assert bomb_pattern(dive=True, dive_bomber=True, advanced=False, tables=air)[0] is Pattern.SPREAD
    assert bomb_pattern(dive=True, dive_bomber=False, advanced=True, tables=air)[0] is Pattern.SPREAD
    assert bomb_pattern(dive=False, dive_bomber=True, advanced=True, tables=air)[0] is Pattern.SPREAD


@pytest.mark.parametrize(
    ("row", "faces", "yards", "direction"),
    [
        ("low", [1], 0, None),
        ("low", [10], 0, None),
        ("low", [5, 4], 50, ErrorDirection.SHORT),
        ("medium", [9, 10], 400, ErrorDirection.RIGHT),
        ("dive", [3], 0, None),
        ("high", [2, 1], 100, ErrorDirection.LONG),
    ],
)
def test_the_bombing_error(
    row: str, faces: list[int], yards: int, direction: ErrorDirection | None, air: AircraftTables, tables: RuleTables
) -> None:
    dice = ScriptedDice(faces)
    error = roll_bombing_error(row, dice, air, tables.artillery)
    assert (error.yards, error.direction) == (yards, direction)
    assert dice.remaining == 0  # no direction die when the error is 0 yards


def test_bombs_roll_4_6_for_every_unit_in_the_zone(
    air: AircraftTables, tables: RuleTables, catalogue: Catalogue
) -> None:
    il2 = catalogue["il2"].aircraft
    seen = []

    def under(error, zone):  # type: ignore[no-untyped-def]
        seen.append((error.yards, zone.diameter_yards))
        return [BarrageTarget("a", True), BarrageTarget("b", True)]

    dice = ScriptedDice([1, 70, 71])
    result = resolve_bombing(
        under, "air1", il2, "ussr", dice, air, tables.artillery, error_row="low", dive=False, advanced=False
    )
    assert seen == [(0, 200)]
    assert [(t.unit_id, t.chance, t.result) for t in result.targets] == [
        ("a", 70, HitResult.DESTROYED),
        ("b", 70, HitResult.NO_EFFECT),
    ]
    assert [r.purpose for r in dice.history][1:] == ["bomb hit on a", "bomb hit on b"]


# -- 5.6 anti-aircraft fire ------------------------------------------------------------------------------------------

LOW = AaTarget("air1", Altitude.LOW, 50, "medium")


def gun(**kw: Any) -> AaGun:
    facts: dict[str, Any] = {
        "unit_id": "flak",
        "weapon": AaWeapon.LIGHT,
        "barrels": 1,
        "ceiling_yards": 2406,
        "slant_yards": 304.0,
    }
    facts.update(kw)
    return AaGun(**facts)


@pytest.mark.parametrize(
    ("weapon", "slant", "hit"),
    [
        (AaWeapon.MG, 500, 15),
        (AaWeapon.MG, 1000.9, 10),
        (AaWeapon.MG, 1501, None),
        (AaWeapon.LIGHT, 304, 25),
        (AaWeapon.LIGHT, 1500, 10),
        (AaWeapon.LIGHT, 3000, 5),
        (AaWeapon.LIGHT, 3001, None),
        (AaWeapon.HEAVY, 900, 5),
        (AaWeapon.HEAVY, 2500, 15),
        (AaWeapon.HEAVY, 9000, 5),
        (AaWeapon.HEAVY, 9001, None),
    ],
)
def test_the_aa_chart_by_slant_range(weapon: AaWeapon, slant: float, hit: int | None, air: AircraftTables) -> None:
    band = aa_band(weapon, slant, air)
    assert (band.hit if band is not None else None) == hit


def test_aa_modifiers(air: AircraftTables) -> None:
    chance, _steps = aa_chance(gun(barrels=4), LOW, air)
    assert chance == 40  # 25 + 15 for four barrels
    chance, _ = aa_chance(gun(barrels=4, moved=True), AaTarget("a", Altitude.LOW, 50, "fast", diving=True), air)
    assert chance == 25 + 15 - 10 + 10 - 20
    heavy, _ = aa_chance(gun(weapon=AaWeapon.HEAVY, ceiling_yards=8749, slant_yards=2500), LOW, air)
    assert heavy == 15 - 15  # a heavy gun against a low aircraft
    slow, _ = aa_chance(gun(slant_yards=2500), AaTarget("a", Altitude.MEDIUM, 1000, "slow"), air)
    assert slow == 5 + 5


@pytest.mark.parametrize(
    ("facts", "target", "why"),
    [
        ({"destroyed": True}, LOW, "destroyed"),
        ({"suppressed": True}, LOW, "suppressed"),
        ({"weapon_system": True, "moved": True}, LOW, "cannot fire the turn that it moves"),
        ({"los": False}, LOW, "no line of sight"),
        ({}, AaTarget("a", Altitude.HIGH, 3000, "fast"), "above the weapon's ceiling"),
        ({"slant_yards": 3200}, LOW, "out of range"),
    ],
)
def test_who_cannot_fire(facts: dict[str, Any], target: AaTarget, why: str, air: AircraftTables) -> None:
    assert why in (aa_refusal(gun(**facts), target, air) or "")


def test_a_vehicle_that_moved_still_fires(air: AircraftTables) -> None:
    assert aa_refusal(gun(moved=True), LOW, air) is None


@pytest.mark.parametrize(
    ("face", "result"),
    [
        (1, AaResult.DESTROYED),
        (3, AaResult.DESTROYED),
        (4, AaResult.ABORTED),
        (9, AaResult.ABORTED),
        (10, AaResult.ABORTED),
    ],
)
def test_a_hit_aborts_or_destroys_by_a_d10(face: int, result: AaResult, air: AircraftTables) -> None:
    fire = resolve_aa_fire([gun(unit_id="a"), gun(unit_id="b")], LOW, ScriptedDice([25, face]), air)
    assert (fire.hit_by, fire.result) == ("a", result)
    assert fire.shot("b").can_fire is False and "already been hit" in fire.shot("b").reason


def test_aa_fire_rolls_in_order_until_a_hit(air: AircraftTables) -> None:
    guns = [gun(unit_id="a"), gun(unit_id="far", slant_yards=5000), gun(unit_id="b"), gun(unit_id="c")]
    dice = ScriptedDice([26, 25, 4])
    fire = resolve_aa_fire(guns, LOW, dice, air)
    assert [(s.unit_id, s.roll, s.hit) for s in fire.shots] == [
        ("a", 26, False),
        ("far", None, False),
        ("b", 25, True),
        ("c", None, False),
    ]
    assert fire.result is AaResult.ABORTED and dice.remaining == 0


def test_no_gun_no_roll(air: AircraftTables) -> None:
    fire = resolve_aa_fire([gun(los=False)], LOW, ScriptedDice([]), air)
    assert fire.result is None and "no anti-aircraft weapon fires" in fire.steps[-1].message
