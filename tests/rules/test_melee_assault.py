"""Rules 3.1 (melee), 3.2 (assaults on tanks and bunkers) and 3.3 (suicide squads), straight from the rule text."""

from __future__ import annotations

import pytest

from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.rules.infantry.assault import Assailant, AssaultTarget, assault_chance, resolve_assault
from morefire_gui.rules.infantry.melee import MeleeCategory, MeleeUnit, melee_factor, resolve_melee
from morefire_gui.rules.infantry.suicide_squads import Formation, suicide_eligibility
from morefire_gui.rules.infantry.terms import InfantryRulesError, Outcome
from morefire_gui.rules.movement import MoveCode
from morefire_gui.rules.tables import RuleTables

MF = {"R": 4, "RF": 5, "SMG": 5, "LMG": 3, "MMG": 2, "HMG": 2, "FT": 2}


# -- 3.1 Infantry vs Infantry Melees --------------------------------------------------------------------------


@pytest.mark.parametrize("name,mf", MF.items())
def test_every_melee_factor(tables: RuleTables, name: str, mf: int) -> None:
    assert melee_factor(MeleeUnit("u", fire_type=name), tables.infantry)[0] == mf


@pytest.mark.parametrize("category", [MeleeCategory.ARTILLERY, MeleeCategory.ADMINISTRATIVE])
def test_artillery_and_administrative_sections_have_an_mf_of_1(tables: RuleTables, category: MeleeCategory) -> None:
    # "Artillery and Administrative section have a MF of +1."
    assert melee_factor(MeleeUnit("u", category), tables.infantry)[0] == 1


def test_tank_weapons_have_no_melee_factor(tables: RuleTables) -> None:
    for name in ("TMG", "T-HE"):
        with pytest.raises(InfantryRulesError):
            melee_factor(MeleeUnit("u", fire_type=name), tables.infantry)
    assert melee_factor(MeleeUnit("u", fire_type="Scouts", mf=3), tables.infantry)[0] == 3
    with pytest.raises(InfantryRulesError):
        melee_factor(MeleeUnit("u", fire_type="Scouts"), tables.infantry)


@pytest.mark.parametrize("a_face,d_face", [(a, d) for a in range(1, 11) for d in range(1, 11)])
def test_melee_totals(tables: RuleTables, a_face: int, d_face: int) -> None:
    # R (MF 4) against SMG (MF 5): the higher total wins, the loser is destroyed, a tie destroys both.
    a, d = MeleeUnit("a", fire_type="R"), MeleeUnit("d", fire_type="SMG")
    result = resolve_melee(a, d, ScriptedDice([a_face, d_face]), tables.infantry)
    a_total, d_total = a_face + 4, d_face + 5
    assert (result.attacker.total, result.defender.total) == (a_total, d_total)
    expected = "a" if a_total > d_total else "d" if d_total > a_total else None
    assert result.winner == expected
    if expected is None:
        assert result.attacker.outcome is result.defender.outcome is Outcome.DESTROYED
    else:
        loser = result.defender if expected == "a" else result.attacker
        champ = result.attacker if expected == "a" else result.defender
        assert loser.outcome is Outcome.DESTROYED and champ.outcome is Outcome.NO_EFFECT


def test_the_face_printed_0_reads_10(tables: RuleTables) -> None:
    # DESIGN.md: melee totals read the d10's 0 as 10.
    result = resolve_melee(
        MeleeUnit("a", fire_type="R"), MeleeUnit("d", fire_type="R"), ScriptedDice([0, 9]), tables.infantry
    )
    assert result.attacker.roll == 10 and result.attacker.total == 14 and result.winner == "a"


def test_suppressed_have_a_minus_2_mf_modifier(tables: RuleTables) -> None:
    result = resolve_melee(
        MeleeUnit("a", fire_type="R", suppressed=True),
        MeleeUnit("d", fire_type="LMG"),
        ScriptedDice([5, 5]),
        tables.infantry,
    )
    assert result.attacker.total == 7 and [m.value for m in result.attacker.modifiers] == [-2]
    assert result.winner == "d"


def test_suicide_squads_in_melee(tables: RuleTables) -> None:
    # "only Japanese units can assault non-tank/bunker units"
    refused = resolve_melee(
        MeleeUnit("a", fire_type="SMG", suicide=True, nation="ussr"),
        MeleeUnit("d", fire_type="R"),
        ScriptedDice([]),
        tables.infantry,
    )
    assert not refused.fought and refused.attacker is None and "3.3" in refused.refused
    # Japanese squads fighting infantry are not automatically destroyed, "BUT they must continue attacking".
    jp = resolve_melee(
        MeleeUnit("a", fire_type="SMG", suicide=True, nation="japan"),
        MeleeUnit("d", fire_type="R"),
        ScriptedDice([9, 1]),
        tables.infantry,
    )
    assert jp.winner == "a" and jp.attacker.outcome is Outcome.NO_EFFECT
    assert any("continue attacking" in s.text() for s in jp.steps)


# -- 3.2 Infantry vs Tank Assaults ---------------------------------------------------------------------------

VEHICLE_MOVED = {
    None: 10,
    MoveCode.A: 0,
    MoveCode.B: 0,
    MoveCode.C: -10,
    MoveCode.D: -10,
    MoveCode.E: -30,
    MoveCode.F: -30,
    MoveCode.G: -30,
}


@pytest.mark.parametrize("moved,modifier", VEHICLE_MOVED.items())
def test_every_vehicle_movement_modifier(tables: RuleTables, moved: MoveCode | None, modifier: int) -> None:
    # "Did Not Move +10, Moved at C or D speed -10, Moved at E, F, G speed -30"
    chance = assault_chance(Assailant("i"), AssaultTarget("t", moved=moved, max_turret_ac=5), tables.infantry)
    assert chance.chance == 30 + modifier


@pytest.mark.parametrize(
    "facts,modifier",
    [
        ({"flamethrower": True}, 20),
        ({"engineer": True}, 15),
        ({"suicide": True}, 30),
        ({"flamethrower": True, "engineer": True}, 35),
    ],
)
def test_every_infantry_modifier(tables: RuleTables, facts: dict, modifier: int) -> None:
    chance = assault_chance(
        Assailant("i", **facts), AssaultTarget("t", moved=MoveCode.A, max_turret_ac=4), tables.infantry
    )
    assert chance.chance == 30 + modifier


@pytest.mark.parametrize("ac,modifier", [(1, 10), (2, 0), (11, 0), (None, 0)])
def test_max_turret_ac_1(tables: RuleTables, ac: int | None, modifier: int) -> None:
    chance = assault_chance(Assailant("i"), AssaultTarget("t", moved=MoveCode.B, max_turret_ac=ac), tables.infantry)
    assert chance.chance == 30 + modifier


def test_a_bunker_takes_no_vehicle_modifiers(tables: RuleTables) -> None:
    chance = assault_chance(
        Assailant("i", engineer=True), AssaultTarget("b", bunker=True, max_turret_ac=1), tables.infantry
    )
    assert chance.chance == 45


def test_the_chance_is_kept_within_0_and_100(tables: RuleTables) -> None:
    top = assault_chance(
        Assailant("i", flamethrower=True, engineer=True, suicide=True),
        AssaultTarget("t", max_turret_ac=1),
        tables.infantry,
    )
    assert top.chance == 100  # 30 + 10 + 10 + 20 + 15 + 30 = 115
    assert assault_chance(Assailant("i"), AssaultTarget("t", moved=MoveCode.G), tables.infantry).chance == 0


@pytest.mark.parametrize("roll,success", [(40, True), (41, False), (100, False)])
def test_the_assault_roll(tables: RuleTables, roll: int, success: bool) -> None:
    # "The loser of a close combat assault is destroyed. A winning infantry unit becomes suppressed."
    result = resolve_assault(Assailant("i"), AssaultTarget("t"), ScriptedDice([roll]), tables.infantry)
    assert result.chance == 40 and result.roll == roll and result.success is success
    if success:
        assert (result.assailant_outcome, result.target_outcome) == (Outcome.SUPPRESSED, Outcome.DESTROYED)
    else:
        assert (result.assailant_outcome, result.target_outcome) == (Outcome.DESTROYED, Outcome.NO_EFFECT)


def test_an_assault_at_0_percent_rolls_no_die_and_fails(tables: RuleTables) -> None:
    # 30% -30 (moved at G): the assault cannot succeed; no d100 is rolled, and the infantry, the loser, is destroyed
    result = resolve_assault(Assailant("i"), AssaultTarget("t", moved=MoveCode.G), ScriptedDice([]), tables.infantry)
    assert (result.chance, result.roll, result.success, result.refused) == (0, None, False, None)
    assert (result.assailant_outcome, result.target_outcome) == (Outcome.DESTROYED, Outcome.NO_EFFECT)
    assert result.cannot_succeed and any("cannot succeed" in s.text() for s in result.steps)


def test_a_suppressed_unit_cannot_assault(tables: RuleTables) -> None:
    result = resolve_assault(Assailant("i", suppressed=True), AssaultTarget("t"), ScriptedDice([]), tables.infantry)
    assert result.refused is not None and result.roll is None


@pytest.mark.parametrize("nation", ["ussr", "japan"])
def test_a_suicide_squad_is_destroyed_after_its_assault_even_when_it_wins(tables: RuleTables, nation: str) -> None:
    result = resolve_assault(
        Assailant("i", suicide=True, nation=nation), AssaultTarget("t"), ScriptedDice([1]), tables.infantry
    )
    assert result.success and result.target_outcome is Outcome.DESTROYED
    assert result.assailant_outcome is Outcome.DESTROYED


# -- 3.3 Suicide squads --------------------------------------------------------------------------------------
# "Only R, RF and SMG units of the following nationalities can be reclassified: Russian Guard 1941-42; German Waffen
# SS 1945; Japanese 1931-45."

TYPES = ("R", "RF", "SMG")
# The rule's list, row by row: the nation, the formation (None: any unit of the nation), the first and last year.
RULE_ROWS = (
    ("ussr", Formation.GUARD, 1941, 1942),
    ("germany", Formation.WAFFEN_SS, 1945, 1945),
    ("japan", None, 1931, 1945),
)


def _by_the_rule(nation: str, formation: Formation | None, year: int, unit_type: str) -> bool:
    return unit_type in TYPES and any(
        nation == n and (f is None or formation is f) and first <= year <= last for n, f, first, last in RULE_ROWS
    )


def test_every_nation_formation_year_and_type_as_the_rule_lists_them(tables: RuleTables) -> None:
    wrong = []
    for nation in ("ussr", "germany", "japan", "usa", "britain", "italy", "france"):
        for formation in (None, *Formation):
            for year in range(1929, 1948):
                for unit_type in (*TYPES, "LMG", "MMG", "HMG", "FT"):
                    got = suicide_eligibility(nation, year, unit_type, formation, tables.infantry)
                    if got.eligible != _by_the_rule(nation, formation, year, unit_type) or (
                        not got.eligible and not got.reason
                    ):
                        wrong.append((nation, formation, year, unit_type, got.eligible))
    assert wrong == []


@pytest.mark.parametrize("unit_type", TYPES)
@pytest.mark.parametrize(
    "nation,year,formation",
    [
        ("ussr", 1941, Formation.GUARD),
        ("ussr", 1942, Formation.GUARD),
        ("germany", 1945, Formation.WAFFEN_SS),
        ("japan", 1931, None),
        ("japan", 1945, None),
        ("japan", 1943, Formation.GUARD),
    ],
)
def test_eligible(tables: RuleTables, nation: str, year: int, formation: Formation | None, unit_type: str) -> None:
    result = suicide_eligibility(nation, year, unit_type, formation, tables.infantry)
    assert result.eligible and result.steps[0].rule == "3.3"


@pytest.mark.parametrize(
    "nation,year,formation,reason",
    [
        ("ussr", 1940, Formation.GUARD, "Russian Guard 1941-42 only (the battle is in 1940)"),
        ("ussr", 1943, Formation.GUARD, "Russian Guard 1941-42 only (the battle is in 1943)"),
        ("ussr", 1942, None, "Russian Guard 1941-42 only: this unit is not of the Guard (its formation: none)"),
        ("ussr", 1942, Formation.WAFFEN_SS, "not of the Guard (its formation: Waffen SS)"),
        ("germany", 1944, Formation.WAFFEN_SS, "German Waffen SS 1945 only (the battle is in 1944)"),
        ("germany", 1945, None, "German Waffen SS 1945 only: this unit is not of the Waffen SS"),
        ("germany", 1945, Formation.GUARD, "not of the Waffen SS (its formation: Guard)"),
        ("japan", 1930, None, "Japanese 1931-45 only (the battle is in 1930)"),
        ("japan", 1946, None, "Japanese 1931-45 only (the battle is in 1946)"),
        ("usa", 1944, None, "no suicide squads for USA"),
        ("britain", 1942, Formation.GUARD, "no suicide squads for"),
        ("italy", 1941, None, "no suicide squads for Italy"),
    ],
)
def test_not_eligible_says_why(
    tables: RuleTables, nation: str, year: int, formation: Formation | None, reason: str
) -> None:
    result = suicide_eligibility(nation, year, "R", formation, tables.infantry)
    assert not result.eligible and reason in result.reason and result.steps[0].rule == "3.3"


@pytest.mark.parametrize("unit_type", ["LMG", "MMG", "HMG", "FT"])
def test_only_r_rf_and_smg(tables: RuleTables, unit_type: str) -> None:
    result = suicide_eligibility("japan", 1943, unit_type, None, tables.infantry)
    assert not result.eligible and "only R, RF, SMG units can be reclassified" in result.reason
