"""Direct fire in play (session/direct_fire/): the facts read from the battle, spotting recorded as the rules say
(basic: the status ``spotted``; advanced: ``spotted_by``, lost behind terrain), each result turned into one undoable
edit, squad anti-tank weapons through the same path, and the battle log."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from morefire_gui.errors import UsageError
from morefire_gui.io.resources import bundled_catalogue, rule_tables
from morefire_gui.model.actions.direct_fire import DirectFire, Spot
from morefire_gui.model.terms import Status
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.rules.direct_fire.terms import Aspect, CampaignDamage, FireResult, HitLocation, Sector
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.direct_fire import (
    FireRequest,
    SpotRequest,
    current_turn,
    lost_spots,
    plan_fire,
    resolve_fire,
    spot,
    target_fired_this_turn,
    weapons_of,
)
from tests.session.battles import make_battle, square, test_catalogue

# The test tank: gun band up to 1000 yards, 30% to hit, pen 5; armour turret 5/4, hull 6/5. At 1:50, 1 in = 50 yd.


def catalogue() -> Catalogue:
    bundled = bundled_catalogue()
    entries = {e.id: e for e in test_catalogue()}
    entries.update({k: bundled[k] for k in ("pak40", "bazooka", "R", "t34_76_43", "sdkfz251", "stug3g")})
    return Catalogue(entries)


def session_of(units, terrain=(), **kw) -> BattleSession:  # type: ignore[no-untyped-def]
    return BattleSession(make_battle(list(terrain), units, **kw), catalogue=catalogue(), tables=rule_tables())


def unit(uid: str, side: str, at, utype: str = "tank", **kw):  # type: ignore[no-untyped-def]
    return {"id": uid, "side": side, "type": utype, "at": list(at), **kw}


# A German tank 16 in (800 yards) north of a Soviet tank facing it.
DUEL = [unit("ge", "axis", (36, 10), facing=180), unit("su", "allies", (36, 26), facing=0)]


def test_an_unspotted_target_is_refused_until_it_is_spotted() -> None:
    s = session_of(DUEL)
    plan = plan_fire(s, FireRequest("ge", "su"))
    assert plan.los.clear and plan.range_yards == pytest.approx(800)
    assert plan.spot is not None and not plan.spot.spotted
    assert plan.refused is not None and "not spotted" in plan.refused
    assert plan.chance is not None and plan.chance.chance == 30  # the band's 30%, average silhouette, nobody moved
    outcome = resolve_fire(s, plan, ScriptedDice([]))
    assert outcome.result.refused == plan.refused and outcome.result.roll is None
    assert not outcome.edit.edits
    # Spot it (basic): 60% -> the status "spotted" for the battle.
    seen = spot(s, SpotRequest("ge", "su"), ScriptedDice([55]))
    assert seen.result.spotted and seen.result.chance == 60 + 10  # Stationary Firer
    s.apply(seen.edit)
    assert s.battle.unit("su").has(Status.SPOTTED)
    plan = plan_fire(s, FireRequest("ge", "su"))
    assert plan.can_fire and plan.spot.spotted and not plan.spot.automatic


def test_the_plan_says_which_plates_a_hit_would_meet_and_whether_they_are_penetrated() -> None:
    """Before the dice (2.3, 2.2): the German tank faces the Soviet tank's front; its band (pen 5) goes through the
    turret front (AC 5) and not the hull front (AC 6). A target with no armour has no plates to say."""
    s = session_of(DUEL)
    faces = [(f.face, f.armour_class, f.penetrated) for f in plan_fire(s, FireRequest("ge", "su")).faces_in_view()]
    assert faces == [("turret_front", 5, True), ("hull_front", 6, False)]
    squad = session_of([DUEL[0], unit("su", "allies", (36, 26), utype="R")])
    assert plan_fire(squad, FireRequest("ge", "su")).faces_in_view() == []


def test_basic_spots_hold_for_every_firer_advanced_for_one() -> None:
    units = [*DUEL, unit("ge2", "axis", (40, 10), facing=180)]
    s = session_of(units, settings={"advanced": True})
    s.apply(spot(s, SpotRequest("ge", "su"), ScriptedDice([1])).edit)
    assert s.battle.unit("su").spotted_by == ("ge",) and not s.battle.unit("su").has(Status.SPOTTED)
    assert plan_fire(s, FireRequest("ge", "su")).can_fire
    other = plan_fire(s, FireRequest("ge2", "su"))
    assert not other.can_fire and "not spotted" in other.refused  # each new firer spots again
    assert plan_fire(s, FireRequest("ge2", "su", advanced=False)).spot.spotted is False  # basic: no status yet


def test_a_target_lost_behind_terrain_must_be_spotted_again() -> None:
    s = session_of(DUEL, settings={"advanced": True})
    s.apply(spot(s, SpotRequest("ge", "su"), ScriptedDice([1])).edit)
    # A wood grows between them (as if the target had moved behind it).
    from morefire_gui.model.battle import TerrainPiece
    from morefire_gui.session.edits import AddTerrain

    s.apply(AddTerrain(TerrainPiece.model_validate({"id": "w", "kind": "woods", "polygon": square(30, 16, 42, 20)})))
    lost = lost_spots(s)
    assert lost.dropped == (("su", "ge"),)
    s.apply(lost.edit)
    assert s.battle.unit("su").spotted_by == ()
    # A fire or spot check without a line of sight drops the spot too.
    s.revert(lost.edit)
    outcome = resolve_fire(s, FireRequest("ge", "su"), ScriptedDice([]))
    assert "no line of sight" in outcome.result.refused
    s.apply(outcome.edit)
    assert s.battle.unit("su").spotted_by == ()


def test_automatic_spots_are_recorded_with_the_shot() -> None:
    units = [DUEL[0], unit("su", "allies", (36, 18), facing=0, moved="C")]  # 400 yards, moved: automatic
    s = session_of(units)
    plan = plan_fire(s, FireRequest("ge", "su"))
    assert plan.spot.automatic and "moved this turn" in plan.spot.reason
    outcome = resolve_fire(s, plan, ScriptedDice([99]))  # a miss
    assert outcome.result.result is FireResult.MISS
    s.apply(outcome.edit)
    assert s.battle.unit("su").has(Status.SPOTTED)


def test_a_hit_destroys_and_undo_restores() -> None:
    s = session_of(DUEL)
    s.apply(spot(s, SpotRequest("ge", "su"), ScriptedDice([1])).edit)
    before = s.battle.unit("su")
    outcome = resolve_fire(s, FireRequest("ge", "su", weapon="gun"), ScriptedDice([30, 2]))  # turret, front AC 5
    r = outcome.result
    assert r.hit and r.location is HitLocation.TURRET and r.aspect is Aspect.FRONT and r.armor_class == 5
    assert r.penetration == 5 and r.penetrated and r.result is FireResult.DESTROYED
    committed = s.commit(s.perform(DirectFire(firer="ge", target="su", weapon="gun"), ScriptedDice([30, 2])))
    assert s.battle.unit("su").has(Status.DESTROYED)
    s.revert(committed.edit)
    assert s.battle.unit("su") == before
    assert s.battle.log[-1].kind == "fire" and s.battle.log[-1].title.startswith(
        "tank (Axis) fires gun at tank (Allies)"
    )  # named as a person reads them
    assert any(step.kind == "roll" for step in s.battle.log[-1].steps)
    assert s.battle.log[-1].actors == ("ge",) and s.battle.log[-1].targets == ("su",)


def test_immobile_for_a_number_of_turns_uses_status_until() -> None:
    s = session_of(DUEL, settings={"advanced": True})
    s.apply(spot(s, SpotRequest("ge", "su"), ScriptedDice([1])).edit)
    outcome = resolve_fire(s, FireRequest("ge", "su", turn=7), ScriptedDice([30, 9, 3]))  # 3-4: 10 turns
    assert outcome.result.result is FireResult.IMMOBILIZED and outcome.result.immobile_turns == 10
    s.apply(outcome.edit)
    target = s.battle.unit("su")
    assert target.has(Status.IMMOBILIZED) and target.status_until[Status.IMMOBILIZED] == 17
    assert "until the start of turn 17" in outcome.steps[-1].text()
    # A second, longer immobilization wins; one for the battle lifts the turn.
    longer = resolve_fire(s, FireRequest("ge", "su", turn=8), ScriptedDice([30, 9, 5]))  # 20 turns
    s.apply(longer.edit)
    assert s.battle.unit("su").status_until[Status.IMMOBILIZED] == 28
    shorter = resolve_fire(s, FireRequest("ge", "su", turn=9), ScriptedDice([30, 9, 3]))
    s.apply(shorter.edit)
    assert s.battle.unit("su").status_until[Status.IMMOBILIZED] == 28
    battle = resolve_fire(s, FireRequest("ge", "su", turn=9), ScriptedDice([30, 9, 8]))
    s.apply(battle.edit)
    assert Status.IMMOBILIZED not in s.battle.unit("su").status_until and s.battle.unit("su").has(Status.IMMOBILIZED)


def test_the_turn_dates_results() -> None:
    assert current_turn(SimpleNamespace(turn=7)) == (7, True)  # type: ignore[arg-type]
    assert current_turn(SimpleNamespace()) == (1, False)  # type: ignore[arg-type]
    assert current_turn(SimpleNamespace(turn=7), 3) == (3, True)  # type: ignore[arg-type]
    with pytest.raises(UsageError):
        current_turn(SimpleNamespace(), 0)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "faces, letter, status",
    [
        ([30, 5, 1], CampaignDamage.X, Status.DESTROYED),
        ([30, 5, 4], CampaignDamage.T, None),
        ([30, 5, 8], CampaignDamage.E, Status.IMMOBILIZED),
    ],
)
def test_campaign_results_on_the_unit(faces, letter, status) -> None:  # type: ignore[no-untyped-def]
    s = session_of([DUEL[0], unit("su", "allies", (36, 26), facing=90)], settings={"advanced": True})  # side on
    s.apply(spot(s, SpotRequest("ge", "su"), ScriptedDice([1])).edit)
    outcome = resolve_fire(s, FireRequest("ge", "su", campaign=True), ScriptedDice(faces))
    assert outcome.result.campaign is letter and outcome.result.result is FireResult(letter.value)
    assert outcome.plan.angle.sector is Sector.LEFT
    s.apply(outcome.edit)
    target = s.battle.unit("su")
    assert target.damage == (letter,)
    assert (target.status == (status,)) if status else Status.DESTROYED not in target.status
    if letter is CampaignDamage.T:  # its turret, main gun and controls are out: it cannot fire
        back = plan_fire(s, FireRequest("su", "ge"))
        assert not back.can_fire and "main gun" in back.refused


def test_infantry_are_fired_on_by_infantry_fire() -> None:
    s = session_of([DUEL[0], unit("r1", "allies", (36, 20), "R")])
    outcome = resolve_fire(s, FireRequest("ge", "r1"), ScriptedDice([]))
    assert outcome.result.refused is not None and "3.5" in outcome.result.refused
    assert outcome.result.sections[-1][1][0].rule == "3.5"


def test_bad_requests_are_errors() -> None:
    s = session_of([*DUEL, unit("ge2", "axis", (40, 10))])
    with pytest.raises(UsageError, match="not a unit"):
        plan_fire(s, FireRequest("zz", "su"))
    with pytest.raises(UsageError, match="no weapon"):
        plan_fire(s, FireRequest("ge", "su", weapon="flak"))
    with pytest.raises(UsageError, match="both of Axis: fire at the enemy"):
        plan_fire(s, FireRequest("ge", "ge2"))
    with pytest.raises(UsageError, match="itself"):
        spot(s, SpotRequest("ge", "ge"), ScriptedDice([]))


def test_guns_and_weapon_systems() -> None:
    units = [
        unit("pak", "axis", (36, 10), "pak40"),
        unit("su", "allies", (36, 20), facing=0, moved="C"),
        unit("ht", "allies", (30, 20), "sdkfz251"),
    ]
    s = session_of(units)
    plan = plan_fire(s, FireRequest("pak", "su"))  # 500 yards, the target moved within 500: spotted
    assert plan.can_fire and plan.chance.base == 85
    assert {m.label: m.value for m in plan.chance.modifiers} == {"Silhouette AVERAGE": 0, "MOVING": -10}
    s.apply(resolve_fire(s, plan, ScriptedDice([99])).edit)
    moved = s.battle.unit("pak").model_copy(update={"moved": "infantry"})
    s.battle.units[0] = moved
    again = plan_fire(s, FireRequest("pak", "su"))
    assert not again.can_fire and "weapon system that moved" in again.refused
    # The gun as a target: "Is an Anti-tank gun -15", and a hit destroys it.
    at_gun = plan_fire(s, FireRequest("su", "pak", target_fired=True))
    assert at_gun.spot.spotted is False  # automatic situations are for vehicles: a gun is rolled for
    s.battle.units[0] = moved.with_status(Status.SPOTTED)
    s.battle.units[1] = s.battle.units[1].model_copy(update={"moved": None})
    shot = resolve_fire(s, FireRequest("su", "pak"), ScriptedDice([5]))
    labels = {m.label: m.value for m in shot.result.modifiers}
    assert labels == {"Is an Anti-tank gun": -15, "MOVING": -10} and shot.result.chance == 5
    assert shot.result.result is FireResult.DESTROYED and shot.result.location is None


def test_squad_anti_tank_weapons_through_the_same_path() -> None:
    units = [
        unit("baz", "axis", (36, 20), "bazooka"),
        unit("r1", "axis", (36.5, 20), "R"),
        unit("su", "allies", (36, 22.4), facing=0, moved="C"),
    ]  # 120 yards
    s = session_of(units, axis="usa")
    assert [w.name for w in weapons_of(s, s.battle.unit("baz"))] == ['2.36" Bazooka']
    plan = plan_fire(s, FireRequest("baz", "su"))
    assert plan.chance.band.max_yards == 150 and plan.chance.base == 40 and plan.chance.band.pen == 6
    # An infantry squad carries one of its nation's weapons (3.4: "organic to an infantry unit").
    organic = [w for w in weapons_of(s, s.battle.unit("r1")) if w.organic]
    assert "bazooka" in [w.entry for w in organic]
    assert plan_fire(s, FireRequest("r1", "su")).refused.startswith("Rifle squad has no gun")
    carried = plan_fire(s, FireRequest("r1", "su", weapon="bazooka"))
    assert carried.can_fire and carried.chance.base == 40 and carried.shot.firer.weapon.squad
    outcome = resolve_fire(s, carried, ScriptedDice([10, 5]))
    assert outcome.result.result is FireResult.DESTROYED  # pen 6 against the hull front AC 6


def test_a_squad_fires_the_anti_tank_weapon_it_carries_in_direct_fire_step_1() -> None:
    """3.4's weapons "may [be] organic to an infantry unit": in a battle kept to the sequence of play, the squad that
    carries one fires it where anti-tank weapons fire, direct fire step 1 (anti-tank vs tank)."""
    from morefire_gui.model.battle import SequenceMode
    from morefire_gui.session.sequence_of_play import eligible_units

    units = [
        unit("r1", "axis", (36.5, 20), "R"),
        unit("mg", "axis", (35, 20), "MMG"),  # a weapon system: no organic weapon, no anti-tank fire
        unit("su", "allies", (36, 22.4), facing=0, moved="C"),
    ]
    s = session_of(units, axis="usa")
    s.battle.settings = s.battle.settings.model_copy(update={"sequence": SequenceMode.STRICT})
    s.battle.step = "fire.at_vs_tank"
    assert [a.id for a in eligible_units(s, "fire.at_vs_tank")] == ["r1"]
    shot = s.perform(DirectFire(firer="r1", target="su", weapon="bazooka"), ScriptedDice([10, 5]))
    assert shot.accepted, shot.refusal
    s.commit(shot)
    assert s.battle.acted == {"fire.at_vs_tank": ("r1",)} and s.battle.unit("su").has(Status.DESTROYED)
    # A weapon system (the MMG) carries no anti-tank weapon, and does not act in step 1.
    again = s.perform(DirectFire(firer="mg", target="su"), ScriptedDice([]))
    assert again.refused and "does not act in direct fire step 1" in again.reason


def test_a_turretless_vehicle_fires_within_its_arc() -> None:
    """Reading (2.3): a vehicle without a turret fires within 45 degrees either side of its facing."""
    for facing, allowed in ((180, True), (225, True), (226, False), (0, False)):
        s = session_of([unit("sg", "axis", (36, 10), "stug3g", facing=facing), unit("su", "allies", (36, 26))])
        plan = plan_fire(s, FireRequest("sg", "su", target_fired=True))
        assert plan.shot.firer.turretless
        assert ("off StuG III Ausf. G's facing" not in (plan.refused or "")) is allowed, (facing, plan.refused)
    s = session_of([unit("arv", "axis", (36, 10), "arv"), unit("su", "allies", (36, 26))])
    assert weapons_of(s, s.battle.unit("arv")) == []  # the recovery vehicle has no gun
    assert "no gun" in plan_fire(s, FireRequest("arv", "su")).refused


def test_fired_this_turn_from_the_log() -> None:
    s = session_of(DUEL)
    battle = s.battle
    s.commit(s.perform(Spot(spotter="ge", target="su"), ScriptedDice([1])))
    assert not target_fired_this_turn(battle, "ge")
    committed = s.commit(s.perform(DirectFire(firer="ge", target="su", weapon="gun"), ScriptedDice([99])))
    s.revert(committed.edit)  # the shot's marks are undone; the log still says who fired this turn
    assert committed.entries[0].turn == battle.turn and target_fired_this_turn(battle, "ge")


def test_spot_log_entry() -> None:
    s = session_of(DUEL)
    committed = s.commit(s.perform(Spot(spotter="ge", target="su"), ScriptedDice([90])))
    assert not committed.resolution.result.result.spotted
    entry = committed.entries[0]
    assert entry.kind == "spot" and "rolled 90 against 70%" in entry.summary


def test_a_howitzer_with_no_direct_fire_bands_is_refused_with_its_reason() -> None:
    """The M4(105) Sherman's 105mm M4 howitzer has no rated armour-piercing round (bands: [] in the catalogue, from
    resources/reference): it does not fire by 2.2, and the refusal says why, whether the gun is named or not."""
    bundled = bundled_catalogue()
    cat = Catalogue({**{e.id: e for e in test_catalogue()}, "m4_105": bundled["m4_105"]})
    assert bundled["m4_105"].guns and all(not g.bands for g in bundled["m4_105"].guns)
    s = BattleSession(
        make_battle([], [unit("us", "allies", (36, 18), "m4_105"), unit("ge", "axis", (36, 10))]),
        catalogue=cat,
        tables=rule_tables(),
    )
    for weapon in (None, "105mm M4 howitzer"):
        plan = plan_fire(s, FireRequest("us", "ge", weapon=weapon))
        assert not plan.can_fire and "105mm M4 howitzer has no direct-fire range bands" in plan.refused
        assert "T-HE" in plan.refused
        outcome = resolve_fire(s, plan, ScriptedDice([]))
        assert not outcome.result.fired and outcome.result.refused == plan.refused
    with pytest.raises(UsageError, match="no weapon 'bazooka'"):
        plan_fire(s, FireRequest("us", "ge", weapon="bazooka"))
