"""Rule 3.5, infantry fire procedures: every row of the type table, the FIR chart and the modifiers, straight from
the rule text, and the combined fire into an area."""

from __future__ import annotations

from dataclasses import replace

import pytest

from morefire_gui.io.resources import bundled_catalogue
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.rules.explain import ModifierStep
from morefire_gui.rules.infantry.fire import (
    FireTarget,
    FireWeapon,
    TargetKind,
    may_fire_at,
    refusal,
    resolve_infantry_fire,
    target_cover,
    target_modifiers,
)
from morefire_gui.rules.infantry.tables import FireType
from morefire_gui.rules.infantry.terms import FireEffect, InfantryRulesError, Outcome, TargetCover
from morefire_gui.rules.tables import RuleTables

# Type  FIR  MF   Max Range
TYPES = {
    "R": (1, 4, 500),
    "RF": (2, 5, 500),
    "SMG": (3, 5, 300),
    "LMG": (3, 3, 500),
    "MMG": (4, 2, 1000),
    "TMG": (4, None, 1000),
    "HMG": (5, 2, 1500),
    "FT": (3, 2, 100),
    "T-HE": (3, None, 1500),
}
# FIR  % to Hit  Effects
CHART = [
    ((1, 3), 5, "Sup"),
    ((4, 6), 10, "Sup"),
    ((7, 8), 15, "Sup"),
    ((9, 9), 20, "Sup"),
    ((10, 10), 25, "Elim"),
    ((11, 14), 30, "Elim"),
    ((15, 19), 40, "Elim"),
    ((20, 20), 50, "Elim"),
]
EFFECT = {"Sup": FireEffect.SUPPRESSED, "Elim": FireEffect.ELIMINATED}
EVERY_FIR = [(fir, chance, EFFECT[eff]) for (low, high), chance, eff in CHART for fir in range(low, high + 1)]


@pytest.mark.parametrize("name,row", TYPES.items())
def test_every_row_of_the_type_table(tables: RuleTables, name: str, row: tuple) -> None:
    t = tables.infantry.fire_types[name]
    assert (t.fir, t.mf, t.max_range) == row
    assert t.vs_vehicles is (name != "T-HE")  # "1500 (vs non-vehicles)"


@pytest.mark.parametrize("name", ["R", "RF", "SMG", "LMG", "MMG", "HMG", "FT"])
def test_the_catalogue_agrees_with_the_table(tables: RuleTables, name: str) -> None:
    entry = bundled_catalogue()[name]
    assert entry.infantry is not None
    assert (entry.infantry.fir, entry.infantry.mf, entry.infantry.max_range) == TYPES[name]


@pytest.mark.parametrize("fir,chance,effect", EVERY_FIR)
def test_every_fir_of_the_chart(tables: RuleTables, fir: int, chance: int, effect: FireEffect) -> None:
    row = tables.infantry.fir_row(fir)
    assert row is not None and (row.chance, row.effect) == (chance, effect)


@pytest.mark.parametrize("fir", [21, 25, 40])
def test_above_20_reads_the_20_row(tables: RuleTables, fir: int) -> None:
    row = tables.infantry.fir_row(fir)
    assert row is not None and (row.chance, row.effect) == (50, FireEffect.ELIMINATED)


@pytest.mark.parametrize("fir", [0, -1, -5])
def test_below_1_is_no_fire(tables: RuleTables, fir: int) -> None:
    assert tables.infantry.fir_row(fir) is None


# Modifiers: FIR
MODIFIERS = {
    "target_moved": ("Target Moved", -1),
    "firer_moved": ("Firer Moved", -1),
    "target_hard_cover": ("Target in Hard Cover", -3),
    "target_cover": ("Target in Cover", -2),
    "target_riding": ("Tgt riding on vehicle", -1),
}


@pytest.mark.parametrize("key,printed", MODIFIERS.items())
def test_every_modifier(tables: RuleTables, key: str, printed: tuple[str, int]) -> None:
    m = getattr(tables.infantry.fir_modifiers, key)
    assert (m.label, m.value) == printed


def weapon(firer: str = "f1", fire_type: str = "R", range_yards: float = 100, **kw) -> FireWeapon:
    return FireWeapon(firer, fire_type, range_yards, **kw)


def target(unit: str = "t1", kind: TargetKind = TargetKind.INFANTRY, **kw) -> FireTarget:
    return FireTarget(unit, kind, **kw)


@pytest.mark.parametrize("name", list(TYPES))
def test_each_type_fires_to_its_maximum_range_and_no_further(tables: RuleTables, name: str) -> None:
    reach = TYPES[name][2]
    assert refusal(weapon(fire_type=name, range_yards=reach), tables.infantry) is None
    why = refusal(weapon(fire_type=name, range_yards=reach + 1), tables.infantry)
    assert why is not None and "out of range" in why


def test_firers_refused(tables: RuleTables) -> None:
    t = tables.infantry
    assert "suppressed" in refusal(weapon(suppressed=True), t)
    assert "destroyed" in refusal(weapon(destroyed=True), t)
    assert "line of sight" in refusal(weapon(los=False), t)
    assert "1.5" in refusal(weapon(fire_type="MMG", weapon_system=True, moved=True), t)
    assert refusal(weapon(fire_type="MMG", weapon_system=True), t) is None
    assert refusal(weapon(moved=True), t) is None  # infantry that moved fire at -1
    with pytest.raises(InfantryRulesError):
        refusal(weapon(fire_type="Bazooka"), t)


@pytest.mark.parametrize(
    "kind,max_ac,allowed",
    [
        (TargetKind.INFANTRY, None, True),
        (TargetKind.WEAPON_SYSTEM, None, True),
        (TargetKind.POSITION, None, True),
        (TargetKind.OPEN_TOPPED_VEHICLE, 5, True),
        (TargetKind.ENCLOSED_VEHICLE, 1, True),
        (TargetKind.ENCLOSED_VEHICLE, 2, False),
        (TargetKind.ENCLOSED_VEHICLE, 7, False),
        (TargetKind.AIRCRAFT, None, False),
    ],
)
def test_what_infantry_may_fire_at(kind: TargetKind, max_ac: int | None, allowed: bool) -> None:
    # "Infantry units can fire at infantry units, crew served weapon systems, open topped vehicles, enclosed vehicles
    # with a maximum AC rating of ONE, and buildings/ positions."
    assert (may_fire_at(target(kind=kind, max_ac=max_ac)) is None) is allowed


@pytest.mark.parametrize(
    "facts,total",
    [
        ({}, 0),
        ({"moved": True}, -1),
        ({"cover": TargetCover.COVER}, -2),
        ({"cover": TargetCover.HARD_COVER}, -3),
        ({"riding": True}, -1),
        ({"moved": True, "cover": TargetCover.HARD_COVER}, -4),
        ({"moved": True, "riding": True}, -2),
    ],
)
def test_target_modifiers(tables: RuleTables, facts: dict, total: int) -> None:
    assert sum(m.value for m in target_modifiers(target(**facts), tables.infantry)) == total


def test_all_fire_into_the_area_is_combined(tables: RuleTables) -> None:
    weapons = [weapon("a", "R"), weapon("b", "LMG"), weapon("c", "HMG", 1200)]
    result = resolve_infantry_fire(weapons, [target("t1")], ScriptedDice([30]), tables.infantry)
    assert result.total_fir == 9 and result.chance == 20 and result.effect is FireEffect.SUPPRESSED
    (t,) = result.targets
    assert (t.fir, t.chance, t.roll, t.hit, t.outcome) == (9, 20, 30, False, Outcome.NO_EFFECT)


@pytest.mark.parametrize("roll,outcome", [(25, Outcome.DESTROYED), (26, Outcome.NO_EFFECT), (1, Outcome.DESTROYED)])
def test_a_hit_is_a_roll_at_most_the_chance(tables: RuleTables, roll: int, outcome: Outcome) -> None:
    weapons = [weapon("a", "HMG"), weapon("b", "HMG")]  # FIR 10: 25% Elim
    result = resolve_infantry_fire(weapons, [target()], ScriptedDice([roll]), tables.infantry)
    assert result.targets[0].outcome is outcome


def test_suppression_and_elimination(tables: RuleTables) -> None:
    sup = resolve_infantry_fire([weapon("a", "R")], [target()], ScriptedDice([5]), tables.infantry)
    assert sup.targets[0].outcome is Outcome.SUPPRESSED
    elim = resolve_infantry_fire(
        [weapon("a", "HMG"), weapon("b", "HMG")], [target()], ScriptedDice([5]), tables.infantry
    )
    assert elim.targets[0].outcome is Outcome.DESTROYED


def test_each_target_has_its_own_modifiers(tables: RuleTables) -> None:
    weapons = [weapon("a", "HMG"), weapon("b", "HMG")]  # 10
    targets = [target("open"), target("dug", cover=TargetCover.HARD_COVER, moved=True)]
    result = resolve_infantry_fire(weapons, targets, ScriptedDice([90, 90]), tables.infantry)
    assert [(t.unit_id, t.fir, t.chance) for t in result.targets] == [("open", 10, 25), ("dug", 6, 10)]
    assert result.total_fir == 10 and result.chance == 25


def test_the_firer_moved_modifier_is_each_firers_own(tables: RuleTables) -> None:
    weapons = [weapon("a", "R", moved=True), weapon("b", "SMG", moved=True)]
    result = resolve_infantry_fire(weapons, [target()], ScriptedDice([99]), tables.infantry)
    assert [c.net for c in result.contributions] == [0, 2]  # never below 0
    assert result.total_fir == 2 and [m.value for m in result.modifiers] == [-1, -1]


def test_t_he_only_against_non_vehicles(tables: RuleTables) -> None:
    weapons = [weapon("tk", "TMG"), weapon("tk", "T-HE")]
    targets = [target("inf"), target("ht", TargetKind.OPEN_TOPPED_VEHICLE, max_ac=1)]
    result = resolve_infantry_fire(weapons, targets, ScriptedDice([99, 99]), tables.infantry)
    assert [t.fir for t in result.targets] == [7, 4]


def test_fir_below_1_rolls_but_has_no_effect(tables: RuleTables) -> None:
    result = resolve_infantry_fire(
        [weapon("a", "R")], [target(cover=TargetCover.HARD_COVER)], ScriptedDice([1]), tables.infantry
    )
    t = result.targets[0]
    assert (t.fir, t.chance, t.roll, t.outcome, t.effect) == (-2, 0, 1, Outcome.NO_EFFECT, None)


def test_refused_firers_and_excluded_targets(tables: RuleTables) -> None:
    weapons = [weapon("far", "SMG", 301), weapon("ok", "R")]
    targets = [target("tank", TargetKind.ENCLOSED_VEHICLE, max_ac=6), target("inf")]
    result = resolve_infantry_fire(weapons, targets, ScriptedDice([99]), tables.infantry)
    assert [r.firer_id for r in result.refused] == ["far"]
    assert [e.unit_id for e in result.excluded] == ["tank"]
    assert [t.unit_id for t in result.targets] == ["inf"] and result.total_fir == 1


def test_a_rating_from_the_catalogue(tables: RuleTables) -> None:
    w = weapon("x", "Guards_R", rating=FireType(fir=2, mf=4, max_range=600), range_yards=550)
    result = resolve_infantry_fire([w], [target()], ScriptedDice([50]), tables.infantry)
    assert result.total_fir == 2


@pytest.mark.parametrize(
    "facts,cover",
    [
        (dict(position=None, ground=[]), TargetCover.OPEN),
        (dict(position="foxhole", ground=[]), TargetCover.COVER),
        (dict(position="trench", ground=[]), TargetCover.COVER),
        (dict(position="building", ground=[]), TargetCover.HARD_COVER),
        (dict(position="bunker", ground=[]), TargetCover.HARD_COVER),
        (dict(position=None, ground=["woods"]), TargetCover.COVER),
        (dict(position=None, ground=["rough"]), TargetCover.COVER),
        (dict(position=None, ground=["hill"]), TargetCover.COVER),
        (dict(position=None, ground=["village"]), TargetCover.HARD_COVER),
        (dict(position=None, ground=["building"]), TargetCover.HARD_COVER),
        (dict(position=None, ground=["crops"]), TargetCover.OPEN),
        (dict(position="foxhole", ground=["village"]), TargetCover.HARD_COVER),  # the best cover applies
        (dict(position=None, ground=["jungle"]), TargetCover.HARD_COVER),  # JUNGLE
        (dict(position=None, ground=[], jungle_battle=True), TargetCover.HARD_COVER),
        (dict(position=None, ground=[], ski_in_snow=True), TargetCover.COVER),  # SNOW: "always in cover"
        (dict(position=None, ground=["rough"], ski_in_snow=True), TargetCover.HARD_COVER),
        (dict(position=None, ground=["hill"], ski_in_snow=True), TargetCover.HARD_COVER),
        # SNOW: "SKi troops in rough areas are considered to be in hard cover"; ROUGH TERRAIN "includes hills, rock
        # patches and woods": ski troops in woods are in rough areas.
        (dict(position=None, ground=["woods"], ski_in_snow=True), TargetCover.HARD_COVER),
        (dict(position=None, ground=["crops"], ski_in_snow=True), TargetCover.COVER),
    ],
)
def test_cover(facts: dict, cover: TargetCover) -> None:
    assert target_cover(vehicle=False, riding=False, **facts)[0] is cover


def test_vehicles_and_passengers_take_no_cover() -> None:
    assert target_cover(vehicle=True, riding=False, position=None, ground=["woods"])[0] is TargetCover.OPEN
    assert target_cover(vehicle=False, riding=True, position="building", ground=["village"])[0] is TargetCover.OPEN


def test_a_firers_identical_weapons_each_fire_and_are_explained_once_with_their_count(tables: RuleTables) -> None:
    """A Tiger's two TMGs: each adds its FIR (and each loses 1 for FIRER MOVED), said on one line with "2 ×"."""
    tmg = weapon("tk", "TMG", moved=True)
    weapons = [tmg, tmg, weapon("tk", "T-HE", moved=True)]
    result = resolve_infantry_fire(weapons, [target("inf")], ScriptedDice([99]), tables.infantry)
    assert [(c.fire_type, c.net) for c in result.contributions] == [("TMG", 3), ("TMG", 3), ("T-HE", 2)]
    assert result.total_fir == 8 and [m.value for m in result.modifiers] == [-1, -1, -1]
    texts = [s.text() for s in result.steps]
    assert texts[:4] == [
        "tk (2 × TMG): FIR 4 each, 100 yards of its 1000 (rule 3.5)",
        "Firer Moved (tk (2 × TMG), -1 each) -2 (rule 3.5)",
        "tk (T-HE): FIR 3, 100 yards of its 1500 (rule 3.5)",
        "Firer Moved (tk) -1 (rule 3.5)",
    ]
    assert sum(s.value for s in result.steps if isinstance(s, ModifierStep)) == -3  # the arithmetic the lines show
    far = resolve_infantry_fire([replace(tmg, range_yards=1200)] * 2, [target()], ScriptedDice([99]), tables.infantry)
    assert len(far.refused) == 2 and far.steps[0].text() == (
        "tk (2 × TMG) does not fire: out of range: 1200 yards, the TMG reaches 1000 (3.5)"
    )


def test_a_squad_firing_as_its_own_row_is_named_alone(tables: RuleTables) -> None:
    """An infantry counter is its weapon: its FIR line and its refusal name it as the roster does ("1st Squad"), not
    with the rules' code beside it ("1st Squad (R)"); a vehicle still says which of its weapons fires."""
    squad = weapon("ge11", "R", name="1st Squad", as_itself=True)
    result = resolve_infantry_fire(
        [
            squad,
            replace(squad, firer_id="ge13", name="2nd Squad", range_yards=600),
            weapon("tk", "TMG", name="Tiger 1"),
        ],
        [target()],
        ScriptedDice([99]),
        tables.infantry,
    )
    texts = [s.text() for s in result.steps]
    assert texts[:3] == [
        "1st Squad: FIR 1, 100 yards of its 500 (rule 3.5)",
        "2nd Squad does not fire: out of range: 600 yards, the R reaches 500 (3.5)",
        "Tiger 1 (TMG): FIR 4, 100 yards of its 1000 (rule 3.5)",
    ]
