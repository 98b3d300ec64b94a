"""The force builder's service: what the battle says (ratio, year, special), what a side may buy (its nation, what it
fielded, the specials' allied contingents, in service in the year), every limit met or refused with its reason (the
budget, Table VII's airstrikes paid for in points and the weather, RAID, TARAWA, SYRIA, PATTON SPECIAL, ISLAND's
waves), and the counters placed in the deployment zones as one undoable edit."""

from __future__ import annotations

import itertools
from dataclasses import replace
from typing import Any

import pytest
from shapely.geometry import Polygon

from morefire_gui.errors import UsageError
from morefire_gui.io.resources import bundled_catalogue, rule_tables
from morefire_gui.model.battle import Battle
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.scenario.forces import points_budget
from morefire_gui.rules.scenario.specials import tarawa_markers
from morefire_gui.rules.scenario.terms import Mission, Special
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.forces import (
    AgreedTerms,
    ForcePick,
    ForcePlan,
    ForcesRefused,
    SideForce,
    agreed_terms,
    available_aircraft,
    available_units,
    build_forces,
    check_forces,
    force_setup,
    place_forces,
    side_contingents,
)

CAT = bundled_catalogue()
AXIS_ZONE = [[0, 0], [72, 0], [72, 12], [0, 12]]
ALLIES_ZONE = [[0, 36], [72, 36], [72, 48], [0, 48]]


def battle_data(
    *,
    special: str | None = None,
    year: int = 1943,
    axis: str = "germany",
    allies: str = "ussr",
    attacker: str = "axis",
    mission: str = "holding_action",
    ratio: tuple[int, int] | None = (3, 2),
    conditions: str = "clear",
    airstrikes: dict[str, int] | None = None,
    units: list[dict[str, Any]] = (),
    zones: bool = True,
    briefing: bool = True,
    settings: dict[str, Any] | None = None,
) -> dict[str, Any]:
    defender = "allies" if attacker == "axis" else "axis"
    data: dict[str, Any] = {
        "table": {"width": 72, "depth": 48, "unit": "in"},
        "scale": "1:50",
        "sides": [{"id": "axis", "nation": axis, "edge": "north"}, {"id": "allies", "nation": allies, "edge": "south"}],
        "units": list(units),
        "settings": settings or {},
        "mission": {
            "kind": mission,
            "attacker": attacker,
            "defender": defender,
            **({"ratio": list(ratio)} if ratio else {}),
        },
    }
    if zones:
        data["deployment_zones"] = [
            {"side": "axis", "polygon": AXIS_ZONE, "name": "Northern edge"},
            {"side": "allies", "polygon": ALLIES_ZONE, "name": "Southern edge"},
        ]
    if briefing:
        data["briefing"] = {
            "year": year,
            "theatre": "pacific" if special in ("tarawa", "island") else "russia",
            "nations": {"axis": axis, "allies": allies},
            "attacker": attacker,
            "season": "summer",
            "conditions": conditions,
            "terrain": "farmland",
            "mission": mission,
            "ratio": list(ratio or (1, 1)),
            "special": special,
            "airstrikes": airstrikes or {"axis": 0, "allies": 0},
        }
    return data


def session_of(catalogue: Catalogue = CAT, **kw: Any) -> BattleSession:
    return BattleSession(Battle.model_validate(battle_data(**kw)), None, catalogue, rule_tables())


def plan(
    axis: list[ForcePick] = (),
    allies: list[ForcePick] = (),
    *,
    defender: int = 100_000,
    ratio=(3, 2),
    year: int | None = None,
    axis_air: list[ForcePick] = (),
    allies_air: list[ForcePick] = (),
    fielded: bool = True,
) -> ForcePlan:
    return ForcePlan(
        points_budget(ratio, defender=defender),
        (SideForce("axis", tuple(axis), tuple(axis_air)), SideForce("allies", tuple(allies), tuple(allies_air))),
        year,
        fielded,
    )


def failed(check) -> list[str]:  # type: ignore[no-untyped-def]
    return [str(c) for c in check.checks if not c.ok]


def passed(check) -> list[str]:  # type: ignore[no-untyped-def]
    return [str(c) for c in check.checks if c.ok]


def P(unit_type: str, count: int = 1, wave: int | None = None) -> ForcePick:
    return ForcePick(unit_type, count, wave)


# -- what the battle says ----------------------------------------------------------------------------------------
def test_the_setup_follows_the_mission_and_briefing() -> None:
    setup = force_setup(session_of(special="raid", mission="raid", ratio=(3, 2), year=1942))
    assert (setup.attacker, setup.defender, setup.ratio, setup.year) == ("axis", "allies", (3, 2), 1942)
    assert setup.special is Special.RAID and setup.mission is Mission.RAID
    assert setup.ratio_from.startswith("RAID: ")
    assert not setup.players_set_ratio
    setup = force_setup(session_of(mission="counterattack", ratio=(3, 5), attacker="allies"))
    assert (setup.attacker, setup.defender, setup.ratio) == ("allies", "axis", (3, 5))
    assert setup.ratio_from == "Table VI: Counterattack, 3 attacker to 5 defender"
    assert setup.role("allies") == "attacker" and setup.role("axis") == "defender"


def test_a_mission_without_a_ratio_takes_the_briefings_or_the_players_set_it() -> None:
    setup = force_setup(session_of(ratio=None, briefing=True))  # the briefing's 1:1
    assert setup.ratio == (1, 1) and not setup.players_set_ratio
    setup = force_setup(session_of(ratio=None, briefing=False))
    assert setup.players_set_ratio and "the players set it" in setup.ratio_from


def test_a_battle_without_a_mission_lets_the_players_choose_who_attacks(demo_path) -> None:  # type: ignore[no-untyped-def]
    session = BattleSession.open(demo_path)
    setup = force_setup(session)
    assert (setup.attacker, setup.defender, setup.ratio, setup.year) == ("axis", "allies", (1, 1), None)
    assert setup.players_set_ratio
    assert force_setup(session, "allies").attacker == "allies"


def test_a_side_buys_its_nations_and_what_it_fielded_in_service_in_the_year() -> None:
    session = session_of(year=1942)
    setup = force_setup(session)
    ids = {e.id for e in available_units(session, "allies", 1942, setup)}
    assert {"t34_76_43", "R", "m4a1"} <= ids  # its own, every nation's, Lend-Lease Shermans
    assert "pz4h" not in ids  # Germany's
    assert "is2" not in ids  # 1944
    assert "m4a1" not in {e.id for e in available_units(session, "allies", 1942, setup, fielded=False)}
    assert all(e.kind.value != "aircraft" for e in available_units(session, "allies", None, setup))
    assert "is2" in {e.id for e in available_units(session, "allies", None, setup)}
    air = {e.id for e in available_aircraft(session, "axis", 1942)}
    assert "ju87b" in air and "ju87d" not in air and "p47d" not in air


def test_the_specials_contingents_are_buyable() -> None:
    session = session_of(
        special="patton", year=1946, axis="ussr", allies="usa", mission="advance_to_contact", ratio=(1, 1)
    )
    setup = force_setup(session)
    assert side_contingents(session, setup, "allies") == ("germany",)
    assert side_contingents(session, setup, "axis") == ()
    allied = {e.id for e in available_units(session, "allies", 1946, setup)}
    assert {"pz4h", "m26"} <= allied  # Germans; and the Pershing serves on in 1946
    assert "pz4f2" not in allied  # retired in 1943
    session = session_of(special="syria", year=1942, axis="vichy_france", allies="britain", attacker="allies")
    setup = force_setup(session)
    assert side_contingents(session, setup, "axis") == ("germany", "italy")
    assert side_contingents(session, setup, "allies") == ("france",)
    assert "fr_47_sa37_at" in {e.id for e in available_units(session, "allies", 1942, setup)}


# -- the budget -----------------------------------------------------------------------------------------------------
def test_each_side_spends_within_its_budget() -> None:
    session = session_of()
    pz, t34 = CAT["pz4h"].points, CAT["t34_76_43"].points
    check = check_forces(session, plan([P("pz4h", 9)], [P("t34_76_43", 6)], defender=6 * t34, year=1943))
    # 3:2, the defender's points given: the attacker has 1.5 times as many.
    assert check.of("axis").budget == 9 * t34 and check.of("axis").units == 9 * pz
    assert check.of("allies").left == 0
    assert check.valid == (9 * pz <= 9 * t34)
    over = check_forces(session, plan([P("pz4h", 1)], [P("t34_76_43", 7)], defender=6 * t34, year=1943))
    assert not over.valid
    assert (
        f"Table VI: Allies (defender) spends {7 * t34} of {6 * t34} points ({7 * t34} in counters): "
        f"{t34} too many" in failed(over)
    )


def test_the_counters_on_the_table_count_against_the_budget() -> None:
    session = session_of(units=[{"id": "g1", "side": "axis", "type": "pz4h", "at": [10, 5]}])
    check = check_forces(session, plan([P("R", 2)], defender=1000))
    axis = check.of("axis")
    assert (axis.on_table, axis.units, axis.spent) == (CAT["pz4h"].points, 20, CAT["pz4h"].points + 20)
    assert "on the table already" in passed(check)[0]


@pytest.mark.parametrize(
    "picks, words",
    [
        ([P("pz4h")], "Panzer IV Ausf. H is Germany's; Allies cannot buy it as USSR"),
        ([P("is2")], "was in service 1944-1945, not in 1943"),
        ([P("ju87d")], "is an aircraft: it is bought as an airstrike"),
        ([P("nonsense")], "'nonsense' is not in the catalogue"),
        ([P("R", -1)], "a count cannot be negative"),
    ],
)
def test_what_a_side_cannot_buy_is_refused_with_its_reason(picks: list[ForcePick], words: str) -> None:
    check = check_forces(session_of(), plan(allies=picks, year=1943))
    assert not check.valid
    assert any(words in p for p in failed(check)), failed(check)


# -- airstrikes -------------------------------------------------------------------------------------------------------
def test_airstrikes_are_paid_for_in_points() -> None:
    session = session_of(airstrikes={"axis": 2, "allies": 0})
    ju87 = CAT["ju87d"].points
    check = check_forces(session, plan([P("R")], axis_air=[P("ju87d", 2)], year=1943))
    axis = check.of("axis")
    assert (axis.airstrikes, axis.spent) == (2 * ju87, 10 + 2 * ju87)
    assert any(
        f"Axis: 2 airstrikes bought, {2 * ju87} points (Table VII gave 2 airstrikes); airstrikes must be paid "
        f"for in Army points" in p
        for p in passed(check)
    )
    # Within the points, or not.
    tight = check_forces(session, plan([P("R")], axis_air=[P("ju87d", 2)], defender=100, ratio=(1, 1)))
    assert any("too many" in p for p in failed(tight))


@pytest.mark.parametrize(
    "kw, strikes, words",
    [
        ({"airstrikes": {"axis": 1, "allies": 0}}, 2, "Table VII gave Axis 1 airstrike; 2 bought"),
        ({"airstrikes": {"axis": 0, "allies": 0}}, 1, "Table VII gave Axis 0 airstrikes; 1 bought"),
        (
            {"conditions": "mud", "settings": {"weather": "mud"}, "airstrikes": {"axis": 2, "allies": 0}},
            1,
            "MUD: No airstrikes are allowed",
        ),
        (
            {
                "conditions": "snow",
                "settings": {"weather": "snow", "snowing": True},
                "airstrikes": {"axis": 2, "allies": 0},
            },
            1,
            "it is snowing, with no airstrikes allowed",
        ),
    ],
)
def test_table_vii_and_the_weather_limit_the_airstrikes(kw: dict[str, Any], strikes: int, words: str) -> None:
    check = check_forces(session_of(**kw), plan(axis_air=[P("ju87d", strikes)], year=1943))
    assert not check.valid
    assert any(words in p for p in failed(check)), failed(check)


@pytest.mark.parametrize(
    "aircraft, words",
    [
        ("p47d", "P-47D"),  # not flown by Germany
        ("pz4h", "is a vehicle, not an aircraft"),
        ("ju87b", "flew 1939-1942, not in 1943"),
    ],
)
def test_an_airstrike_of_the_wrong_aircraft_is_refused(aircraft: str, words: str) -> None:
    check = check_forces(session_of(airstrikes={"axis": 3, "allies": 0}), plan(axis_air=[P(aircraft)], year=1943))
    assert any(words in p for p in failed(check)), failed(check)


# -- the specials' limits ----------------------------------------------------------------------------------------------
def raid() -> BattleSession:
    # The Soviets defend a raid in 1942: "A majority of the defender's points must be spent on non-vehicle items".
    return session_of(special="raid", mission="raid", year=1942)


def test_raid_a_majority_of_non_vehicle_points_passes() -> None:
    t34 = CAT["t34_76_43"].points  # 160: 17 rifle squads (170) are a majority
    assert t34 == 160
    check = check_forces(raid(), plan(allies=[P("t34_76_43"), P("R", 17)], year=1942))
    assert check.valid, failed(check)
    assert (
        "RAID: the defender's non-vehicle points: 170 of 330 points, 51.5% (a majority, over 50%, must be)"
        in passed(check)
    )


@pytest.mark.parametrize(
    "rifles, share", [(16, "160 of the defender's 320 points, 50.0%,"), (5, "50 of the defender's 210 points, 23.8%,")]
)
def test_raid_half_or_less_is_refused(rifles: int, share: str) -> None:
    check = check_forces(raid(), plan(allies=[P("t34_76_43"), P("R", rifles)], year=1942))
    assert f"RAID: only {share} are non-vehicle items; a majority must be" in failed(check)
    with pytest.raises(ForcesRefused, match="a majority must be"):
        build_forces(raid(), plan(allies=[P("t34_76_43"), P("R", rifles)], year=1942))


def test_raid_counts_only_the_defender_and_an_airstrike_is_not_a_non_vehicle_item() -> None:
    session = session_of(special="raid", mission="raid", year=1943, airstrikes={"axis": 0, "allies": 2})
    # The attacker may be all tanks.
    check = check_forces(session, plan([P("pz4h", 5)], [P("R", 10)], year=1943))
    assert not [p for p in failed(check) if p.startswith("RAID")]
    # Ten rifle squads (100) and two Il-2 airstrikes (150): the airstrikes' points are not non-vehicle points.
    assert CAT["il2"].points == 75
    check = check_forces(session, plan(allies=[P("R", 10)], allies_air=[P("il2", 2)], year=1943))
    assert "RAID: only 100 of the defender's 250 points, 40.0%, are non-vehicle items; a majority must be" in failed(
        check
    )


def tarawa() -> BattleSession:
    return session_of(special="tarawa", year=1943, axis="japan", allies="usa", attacker="allies", ratio=(3, 1))


@pytest.mark.parametrize(
    "rifles, ok, share",
    [
        (10, True, "100 of 130 points, 76.9%"),
        (9, False, "90 of the 120 Japanese points, 75.0%"),
        (3, False, "30 of the 60 Japanese points, 50.0%"),
    ],
)
def test_tarawa_over_75_percent_of_the_japanese_points_non_vehicle(rifles: int, ok: bool, share: str) -> None:
    # A Type 97 Chi-Ha (30 points) with rifle squads (10): 9 squads are exactly 75%, and "over 75%" is strictly over.
    assert CAT["type97_chiha"].points == 30
    bought = plan([P("type97_chiha"), P("R", rifles)], year=1943, ratio=(3, 1))
    # The Japanese deploy as markers, a third of them fake (tests/session/test_fake_markers.py).
    hidden = replace(bought.forces[0], hidden=True, fakes=tarawa_markers(1 + rifles))
    check = check_forces(tarawa(), replace(bought, forces=(hidden, *bought.forces[1:])))
    tarawa_checks = [str(c) for c in check.checks if c.rule == "TARAWA" and "non-vehicle" in c.text]
    assert check.valid is ok, failed(check)
    if ok:
        assert tarawa_checks == [f"TARAWA: Japanese non-vehicle points: {share} (over 75% must be)"]
    else:
        assert tarawa_checks == [f"TARAWA: only {share}, are non-vehicle; over 75% must be"]


def syria() -> BattleSession:
    return session_of(special="syria", year=1942, axis="vichy_france", allies="britain", attacker="allies")


@pytest.mark.parametrize("germans, ok", [(1, True), (2, False)])
def test_syria_vichy_may_have_up_to_20_percent_german_or_italian_allies(germans: int, ok: bool) -> None:
    # 24 rifle squads (240) and a PaK 40 (60): 20%; two: 33.3%.
    check = check_forces(syria(), plan(axis=[P("R", 24), P("pak40", germans)], year=1942))
    assert check.valid is ok, failed(check)
    if not ok:
        assert (
            "SYRIA: German and Italian allies are 120 of 360 points of the Vichy force, 33.3%; at most 20%"
            in failed(check)
        )


@pytest.mark.parametrize("guns, ok", [(1, True), (2, False)])
def test_syria_the_british_may_have_up_to_10_percent_free_french(guns: int, ok: bool) -> None:
    # 45 rifle squads (450) and a French 47 mm (50): 10%; two: 18.2%.
    check = check_forces(syria(), plan(allies=[P("R", 45), P("fr_47_sa37_at", guns)], year=1942))
    assert check.valid is ok, failed(check)
    if not ok:
        assert "SYRIA: Free French allies are 100 of 550 points of the British force, 18.2%; at most 10%" in failed(
            check
        )


def patton(year: int = 1946) -> BattleSession:
    return session_of(
        special="patton", year=year, axis="ussr", allies="usa", mission="advance_to_contact", ratio=(1, 1)
    )


@pytest.mark.parametrize("panzers, ok, share", [(1, True, "20.0"), (2, False, "320 of 960 points, 33.3")])
def test_patton_germans_at_most_20_percent_of_the_allied_force(panzers: int, ok: bool, share: str) -> None:
    # Pz IV H 160 points; 64 rifle squads 640: one panzer is 20% of 800.
    check = check_forces(patton(), plan(allies=[P("R", 64), P("pz4h", panzers)], year=1946, ratio=(1, 1)))
    assert check.valid is ok, failed(check)
    patton_checks = [str(c) for c in check.checks if c.rule == "PATTON SPECIAL"]
    if ok:
        assert patton_checks == ["PATTON SPECIAL: Germans: 160 of 800 points of the Allied force, 20.0% (at most 20%)"]
    else:
        assert patton_checks == [
            f"PATTON SPECIAL: Germans are {share.replace(', ', ' of the Allied force, ')}%; at most 20%"
        ]


def test_patton_1946_keeps_what_served_to_the_end_of_the_war() -> None:
    check = check_forces(patton(1947), plan(allies=[P("m26")], axis=[P("is2")], year=1947, ratio=(1, 1)))
    assert check.valid, failed(check)
    check = check_forces(patton(1947), plan(axis=[P("t34_76_41")], year=1947, ratio=(1, 1)))  # 1941-1943
    assert "Table I: T-34/76 model 1941 was in service 1941-1943, not in 1947" in failed(check)


def island(**kw: Any) -> BattleSession:
    return session_of(special="island", year=1943, axis="japan", allies="usa", attacker="allies", **kw)


@pytest.mark.parametrize(
    "waves, ok, words",
    [
        ((3, 3, 4), True, "wave 3 (lands on turn 12): 40 of 100 points, 40.0% of the army: at least 20%"),
        ((2, 2, 6), True, "wave 1 (lands on turn 1): 20 of 100 points, 20.0% of the army: at least 20%"),
        ((1, 3, 6), False, "wave 1 (lands on turn 1): 10 of 100 points, 10.0% of the army: under 20%"),
        ((5, 5, 0), False, "wave 3 (lands on turn 12): 0 of 100 points, 0.0% of the army: under 20%"),
    ],
)
def test_island_three_waves_of_at_least_20_percent(waves: tuple[int, int, int], ok: bool, words: str) -> None:
    picks = [P("R", n, wave=i + 1) for i, n in enumerate(waves) if n]
    check = check_forces(island(), plan(allies=picks, year=1943))
    island_checks = [str(c) for c in check.checks if c.rule == "ISLAND A"]
    assert any(words in c for c in island_checks), island_checks
    assert check.valid is ok, failed(check)


def test_island_every_unit_has_a_wave_and_the_defender_none() -> None:
    check = check_forces(island(), plan(allies=[P("R", 3, 1), P("R", 3, 2), P("SMG", 3)], axis=[P("R", 4)], year=1943))
    assert "ISLAND A: the attacker assigns every unit to a wave: Submachine gun squad has none" in failed(check)
    # Counters of the attacker on the table count in their wave.
    session = session_of(
        special="island",
        year=1943,
        axis="japan",
        allies="usa",
        attacker="allies",
        units=[{"id": "u1", "side": "allies", "type": "R", "at": [10, 40], "wave": 3}],
    )
    check = check_forces(session, plan(allies=[P("R", 2, 1), P("R", 2, 2)], year=1943))
    assert check.valid, failed(check)


# -- placing ------------------------------------------------------------------------------------------------------------
def inside(session: BattleSession, unit_id: str, zone: list[list[float]]) -> bool:
    return Polygon(zone).contains(session.geometry.footprint(unit_id))


def test_build_forces_places_every_counter_in_its_zone_as_one_edit() -> None:
    session = session_of(year=1943)
    outcome = build_forces(session, plan([P("pz4h", 3), P("R", 4)], [P("t34_76_43", 2), P("SMG", 2)], year=1943))
    edit = outcome.placement.edit
    assert len(edit.edits) == 11
    assert edit.text == "Place forces (Axis: 7 counters, Allies: 4 counters)"
    session.apply(edit)
    axis = [u for u in session.battle.units if u.side == "axis"]
    allies = [u for u in session.battle.units if u.side == "allies"]
    assert len(axis) == 7 and len(allies) == 4
    assert all(inside(session, u.id, AXIS_ZONE) and u.facing == 180 for u in axis)  # facing the enemy's edge
    assert all(inside(session, u.id, ALLIES_ZONE) and u.facing == 0 for u in allies)
    shapes = [session.geometry.footprint(u) for u in session.battle.units]
    assert not any(a.intersects(b) for i, a in enumerate(shapes) for b in shapes[i + 1 :])
    assert [u.name for u in axis][:3] == ["Pz IV H 1", "Pz IV H 2", "Pz IV H 3"]
    assert outcome.title == "Forces: 11 counters placed (3:2)"
    assert "Axis (attacker)" in outcome.summary and "Allies (defender)" in outcome.summary
    said = [getattr(s, "message", "") for s in outcome.steps]
    assert "Axis buys 3 x Panzer IV Ausf. H, 4 x Rifle squad" in said  # the types by name, as the log names them
    assert any(m.startswith("Axis: 7 counters in its deployment zone (Northern edge)") for m in said)
    session.revert(edit)
    assert session.battle.units == []


def test_new_ids_and_names_follow_what_is_there() -> None:
    session = session_of(units=[{"id": "ax1", "side": "axis", "type": "R", "at": [5, 5], "name": "R 1"}])
    placement = place_forces(session, [SideForce("axis", (P("R", 2),))])
    assert [(u.id, u.name) for u in placement.units] == [("ax2", "R 2"), ("ax3", "R 3")]
    session.apply(placement.edit)
    assert not session.geometry.footprint("ax1").intersects(session.geometry.footprint("ax2"))


def test_a_side_without_a_zone_deploys_in_the_quarter_at_its_edge() -> None:
    session = session_of(zones=False)
    placement = place_forces(session, [SideForce("allies", (P("t34_76_43", 4),))])
    session.apply(placement.edit)
    assert all(inside(session, u.id, [[0, 36], [72, 36], [72, 48], [0, 48]]) for u in placement.units)
    assert "the quarter of the table at its south edge" in placement.steps[0].message


def test_no_room_in_the_zone_refuses_the_whole_placement() -> None:
    data = battle_data()
    data["deployment_zones"] = [{"side": "axis", "polygon": [[0, 0], [4, 0], [4, 3], [0, 3]]}]
    session = BattleSession(Battle.model_validate(data), None, CAT, rule_tables())
    with pytest.raises(
        ForcesRefused,
        match=r"Axis: no room in its deployment zone \(zone 1\) for (any|\d+) of its 40 new "
        r"counters; buy fewer, or make room",
    ):
        build_forces(session, plan([P("pz4h", 40)], [P("R")]))
    assert session.battle.units == []


def test_nothing_bought_is_refused() -> None:
    with pytest.raises(ForcesRefused, match="nothing is bought"):
        build_forces(session_of(), plan())


def test_a_side_that_is_not_in_the_battle_is_refused() -> None:
    with pytest.raises(UsageError, match="unknown side 'nobody'"):
        place_forces(session_of(), [SideForce("nobody", (P("R"),))])


# -- another catalogue -----------------------------------------------------------------------------------------------
def test_use_catalogue_takes_a_corrected_entry_and_repaints_the_counters() -> None:
    session = session_of(units=[{"id": "g1", "side": "axis", "type": "pz4h", "at": [10, 5]}])
    before = session.geometry.footprint("g1")
    longer = CAT["pz4h"].model_copy(update={"footprint": (1.6, 0.8), "points": 1})
    entries = {e.id: e for e in CAT}
    entries["pz4h"] = longer
    changes: list = []
    session.subscribe(changes.append)
    session.use_catalogue(Catalogue(entries))
    assert session.catalogue["pz4h"].points == 1
    assert session.geometry.footprint("g1").area > before.area * 3  # the counter takes its new size
    assert [c.ids for batch in changes for c in batch] == [("g1",)]


def test_use_catalogue_refuses_a_catalogue_without_the_battles_types() -> None:
    session = session_of(
        units=[
            {"id": "g1", "side": "axis", "type": "pz4h", "at": [10, 5]},
            {"id": "s1", "side": "allies", "type": "R", "at": [10, 40]},
        ]
    )
    smaller = Catalogue({e.id: e for e in CAT if e.id != "pz4h"})
    with pytest.raises(
        UsageError, match="the battle uses pz4h, which the catalogue does not have; the catalogue in use is kept"
    ):
        session.use_catalogue(smaller)
    assert session.catalogue is CAT and session.geometry.catalogue is CAT


# -- the waves, the limits' wording and the limits shown from the start -------------------------------------------------
@pytest.mark.parametrize("wave", [0, 4, -1])
def test_island_a_wave_outside_1_to_3_is_refused_with_its_reason(wave: int) -> None:
    picks = [P("R", 3, 1), P("R", 3, 2), P("R", 3, 3), P("R", 2, wave)]
    check = check_forces(island(), plan(allies=picks, year=1943))
    assert not check.valid
    assert f"ISLAND A: R: there is no wave {wave}; the waves are 1 to 3 (landing on turns 1, 7, 12)" in [
        p.replace(CAT["R"].name, "R") for p in failed(check)
    ]
    assert check.of("allies").units == 110  # its points are not left out of the total
    with pytest.raises(ForcesRefused, match=f"there is no wave {wave}"):
        build_forces(island(), plan(allies=picks, year=1943))


def test_a_share_just_over_its_limit_never_prints_as_the_limit() -> None:
    from morefire_gui.rules.scenario.specials import ForceItem, check_force

    tables = rule_tables().scenario
    # 751 of 7,500 British points Free French: 10.01%, over the 10%.
    allied = [ForceItem("france", 751), ForceItem("britain", 6749)]
    result = check_force(Special.SYRIA, allied, [], tables, {"axis": "vichy_france", "allies": "britain"})
    assert result.problems == ("Free French allies are 751 of 7,500 points of the British force, 10.01%; at most 10%",)
    axis = [ForceItem("germany", 2001), ForceItem("vichy_france", 7999)]
    result = check_force(Special.SYRIA, [], axis, tables, {"axis": "vichy_france", "allies": "britain"})
    assert result.problems == (
        "German and Italian allies are 2,001 of 10,000 points of the Vichy force, 20.01%; at most 20%",
    )
    result = check_force(Special.PATTON, [ForceItem("germany", 20001), ForceItem("usa", 79999)], [], tables)
    assert result.problems == ("Germans are 20,001 of 100,000 points of the Allied force, 20.001%; at most 20%",)
    # 7,499 of 9,999 is 74.997...%: under "over 75%", and not printed as 75.0%.
    result = check_force(Special.TARAWA, [], [ForceItem("japan", 7499), ForceItem("japan", 2500, True)], tables)
    assert result.problems == ("only 7,499 of the 9,999 Japanese points, 74.997%, are non-vehicle; over 75% must be",)
    result = check_force(Special.RAID, [ForceItem("ussr", 4999), ForceItem("ussr", 5000, True)], [], tables)
    assert result.problems == (
        "only 4,999 of the defender's 9,999 points, 49.99%, are non-vehicle items; a majority must be",
    )
    from morefire_gui.rules.scenario.specials import check_waves

    plan_ = check_waves([1999, 4001, 4000], tables)
    assert "wave 1 (lands on turn 1): 1,999 of 10,000 points, 19.99% of the army: under 20%" in plan_.steps[0].message


@pytest.mark.parametrize(
    "session, lines",
    [
        (
            lambda: syria(),
            [
                "SYRIA: German and Italian allies: 0 of 0 points of the Vichy force, 0.0% (up to 20%)",
                "SYRIA: Free French allies: 0 of 0 points of the British force, 0.0% (up to 10%)",
            ],
        ),
        (lambda: patton(), ["PATTON SPECIAL: Germans: 0 of 0 points of the Allied force, 0.0% (at most 20%)"]),
        (lambda: tarawa(), ["TARAWA: over 75% of the Japanese points non-vehicle — nothing bought yet"]),
        (
            lambda: raid(),
            ["RAID: Allies (defender): a majority, over 50%, of its points on non-vehicle items — nothing bought yet"],
        ),
    ],
)
def test_every_limit_of_the_special_is_shown_before_anything_is_bought(session, lines) -> None:  # type: ignore[no-untyped-def]
    check = check_forces(session(), plan(year=1942))
    specials = [str(c) for c in check.checks if c.rule not in ("Table VI", "")]
    assert specials == lines
    assert check.valid


# -- placing on ground a counter can stand on ---------------------------------------------------------------------------
def _scenario(tmp_path, special: str | None, seed: int) -> BattleSession:  # type: ignore[no-untyped-def]
    from morefire_gui.cli import main as cli_main  # the real command builds the battle

    out = tmp_path / f"{special}_{seed}.yaml"
    args = ["scenario", "--seed", str(seed), "--create", str(out)] + (["--special", special] if special else [])
    assert cli_main(args) == 0
    from morefire_gui.io.battle_file import load_battle

    battle = load_battle(out, CAT, rule_tables())
    return BattleSession(battle, out, CAT, rule_tables())


def _big_force(session: BattleSession) -> list[SideForce]:
    """Each side buys 12 infantry and 12 vehicles; an ISLAND attacker in its three waves (4 and 4 in each)."""
    from morefire_gui.rules.catalogue.entries import UnitKind
    from morefire_gui.session.forces import available_units

    setup = force_setup(session)
    forces = []
    for side in session.battle.sides:
        avail = available_units(session, side.id, setup.year, setup)
        picks = [next(e for e in avail if e.kind is kind) for kind in (UnitKind.INFANTRY, UnitKind.VEHICLE)]
        if setup.special is Special.ISLAND and side.id == setup.attacker:
            units = tuple(ForcePick(e.id, 4, wave) for wave in (1, 2, 3) for e in picks)
        else:
            units = tuple(ForcePick(e.id, 12) for e in picks)
        forces.append(SideForce(side.id, units))
    return forces


def _rows(units, facing: float, sizes) -> list[list]:  # type: ignore[no-untyped-def]
    """A side's counters in their rows (a row's counters have their rear edges in line), each row from left to right
    as seen facing ``facing``: (unit, across, rear, front)."""
    from morefire_gui.geometry.shapes import heading_vector

    fx, fy = heading_vector(facing)
    rows: dict[float, list] = {}
    for u in units:
        length, _width = sizes[u.id]
        v = u.at[0] * fx + u.at[1] * fy
        across = u.at[0] * -fy + u.at[1] * fx
        rear = round(v - length / 2, 3)
        rows.setdefault(rear, []).append((u, across, v - length / 2, v + length / 2))
    return [sorted(r, key=lambda e: e[1]) for _, r in sorted(rows.items())]


# Every special, and eight battles of none: Place Forces on 20 generated tables.
PLACED_BATTLES = [
    ("island", 3),
    ("island", 7),
    ("island", 12),
    ("tarawa", 3),
    ("tarawa", 8),
    ("raid", 3),
    ("raid", 5),
    ("raid", 11),
    ("syria", 3),
    ("patton", 3),
    ("bocage", 3),
    ("finland", 3),
    (None, 1),
    (None, 2),
    (None, 3),
    (None, 4),
    (None, 5),
    (None, 6),
    (None, 8),
    (None, 9),
]


@pytest.mark.parametrize("special, seed", PLACED_BATTLES)
def test_counters_are_placed_in_formation_inside_their_drawn_zone_on_ground_they_can_stand_on(
    tmp_path, special: str | None, seed: int
) -> None:  # type: ignore[no-untyped-def]
    from shapely.ops import unary_union

    from morefire_gui.geometry.footprints import footprint_size
    from morefire_gui.geometry.force_placement import FACING_FROM_EDGE, GROUP, INFANTRY
    from morefire_gui.geometry.shapes import piece_area
    from morefire_gui.model.terms import TerrainKind
    from morefire_gui.rules.catalogue.entries import UnitKind
    from morefire_gui.session.forces import GAP_INCHES, formation_pitch, zone_lands

    session = _scenario(tmp_path, special, seed)
    battle = session.battle
    placement = place_forces(session, _big_force(session))
    session.apply(placement.edit)
    assert len(placement.units) == 48
    wet = unary_union([piece_area(p) for p in battle.terrain if p.kind in (TerrainKind.WATER, TerrainKind.RIVER)])
    kept_off = unary_union(
        [
            piece_area(p).buffer(0.001)
            for p in battle.terrain
            if p.kind in (TerrainKind.WATER, TerrainKind.RIVER, TerrainKind.BUILDING, TerrainKind.MINEFIELD)
        ]
    )
    # The zones are drawn where the land is: none covers the sea, a lake or a river.
    lands = zone_lands(session)
    assert len(lands) == len(battle.deployment_zones) == 2
    assert all(land.area > 1 and land.intersection(wet).area < 1e-6 for land in lands)
    drawn = {
        side.id: unary_union([land for z, land in zip(battle.deployment_zones, lands) if z.side == side.id])
        for side in battle.sides
    }
    pitch = dict(placement.pitches)
    for side in battle.sides:
        mine = [u for u in placement.units if u.side == side.id]
        facing = FACING_FROM_EDGE[side.edge]
        for unit in mine:
            shape = session.geometry.footprint(unit)
            assert not shape.intersects(kept_off), (unit.id, unit.at)  # on ground it can stand on
            assert drawn[side.id].buffer(1e-6).contains(shape), (unit.id, unit.at)  # inside its zone as drawn
            assert unit.facing == facing  # towards the enemy
        # In formation: vehicles in lines, infantry in groups of three, a pitch apart (or their footprints and the
        # gap, where the footprints are wider).
        assert pitch[side.id] >= formation_pitch(battle) * 0.8**2, (side.id, pitch[side.id])
        sizes = {}
        kinds = {}
        for u in mine:
            entry = session.catalogue[u.type]
            sizes[u.id] = footprint_size(entry, battle, session.geometry.scale)
            kinds[u.id] = INFANTRY if entry.kind is UnitKind.INFANTRY else entry.kind.value
        rows = _rows(mine, facing, sizes)
        for row in rows:
            for (a, ua, _, _), (b, ub, _, _) in itertools.pairwise(row):
                if kinds[a.id] == kinds[b.id]:
                    wa, wb = sizes[a.id][1], sizes[b.id][1]
                    assert ub - ua >= max(pitch[side.id], (wa + wb) / 2 + GAP_INCHES) - 1e-3, (a.id, b.id)
            infantry = [e for e in row if kinds[e[0].id] == INFANTRY]
            for i in range(GROUP, len(infantry), GROUP):  # half a pitch more between groups
                assert infantry[i][1] - infantry[i - 1][1] >= pitch[side.id] * 1.5 - 1e-3
        # A landing side's waves stand one behind the other, the first at the water's edge.
        waves = sorted({u.wave for u in mine if u.wave})
        for first, then in itertools.pairwise(waves):
            fronts = [e[3] for r in rows for e in r if e[0].wave == first]
            rears = [e[2] for r in rows for e in r if e[0].wave == then]
            assert max(fronts) < min(rears), (side.id, first, then)
    shapes = [session.geometry.footprint(u) for u in battle.units]
    assert not any(a.intersects(b) for i, a in enumerate(shapes) for b in shapes[i + 1 :])
    if special in ("island", "tarawa"):
        assert any("lands from the water at its invasion location" in s.message for s in placement.steps)


def test_no_room_on_land_refuses_the_whole_placement() -> None:
    data = battle_data()
    # The axis zone is almost all lake: a strip of land too small for its counters.
    data["terrain"] = [{"id": "wt1", "kind": "water", "polygon": [[0, 0], [72, 0], [72, 11], [0, 11]], "name": "Lake"}]
    session = BattleSession(Battle.model_validate(data), None, CAT, rule_tables())
    with pytest.raises(
        ForcesRefused,
        match=r"Axis: no room in its deployment zone \(Northern edge\), less the water in "
        r"it for (any|\d+) of its 20 new counters",
    ):
        build_forces(session, plan([P("pz4h", 20)], [P("R")]))
    assert session.battle.units == []
    # Without the lake they fit.
    assert (
        len(
            place_forces(
                BattleSession(Battle.model_validate(battle_data()), None, CAT, rule_tables()),
                [SideForce("axis", (P("pz4h", 20),))],
            ).units
        )
        == 20
    )


# -- buying as an action: the session checks every limit, places the forces and records the purchase ----------------
from morefire_gui.model.actions import action_data, parse_action  # noqa: E402
from morefire_gui.model.actions.forces import AirstrikePick, BatteryPick, BuyForces, UnitPick  # noqa: E402
from morefire_gui.model.artillery import BatteryKind  # noqa: E402
from morefire_gui.rules.artillery.terms import DeploymentState  # noqa: E402


def U(unit_type: str, count: int = 1, wave: int | None = None) -> UnitPick:
    return UnitPick(type=unit_type, count=count, wave=wave)


def test_a_purchase_is_performed_and_committed_with_its_record_and_log_entry() -> None:
    session = session_of(settings={"sequence": "strict"})
    action = BuyForces(side="axis", units=(U("pz4h", 2), U("R", 3)), points=1000)
    resolution = session.perform(action)
    assert resolution.accepted and resolution.dice == ()
    assert session.battle.units == []  # nothing applied by perform
    session.commit(resolution)
    assert [(u.id, u.type) for u in session.battle.units] == [
        ("ax1", "pz4h"),
        ("ax2", "pz4h"),
        ("ax3", "R"),
        ("ax4", "R"),
        ("ax5", "R"),
    ]
    assert all(Polygon(AXIS_ZONE).contains(session.geometry.footprint(u)) for u in session.battle.units)
    record = session.battle.actions[-1]
    assert record.action == {
        "kind": "forces",
        "side": "axis",
        "units": [{"type": "pz4h", "count": 2}, {"type": "R", "count": 3}],
        "points": 1000,
    }
    assert parse_action(record.action) == action and action_data(action) == record.action
    entry = session.battle.log[-1]
    assert entry.kind == "forces" and entry.title == "Forces: 5 counters placed (3:2)"
    assert entry.summary == "Axis (attacker) 350 of 1500 points"  # the buyer's own: the other side's is its secret
    assert entry.free is None  # a strict battle's entry


def test_the_default_budget_is_what_build_forces_starts_from() -> None:
    session = session_of()
    resolution = session.perform(BuyForces(side="allies", units=(U("R"),)))
    spending = resolution.result.check.of("allies")
    assert (spending.budget, resolution.result.check.of("axis").budget) == (1000, 1500)
    total = session.perform(BuyForces(side="allies", units=(U("R"),), total=2001)).result.check
    assert (total.of("axis").budget, total.of("allies").budget) == (1201, 800)


def test_a_later_purchase_buys_under_the_budget_an_earlier_one_agreed() -> None:
    # Table VI: "the players agree" the size of the battle; in the hot seat each side buys on its own, and the side
    # buying second must have the budget the first named, not what Build Forces would start a fresh battle from.
    session = session_of()
    first = session.commit(session.perform(BuyForces(side="axis", units=(U("R"),), points=400)))
    assert first is not None
    assert agreed_terms(session.battle) == AgreedTerms(points=400)
    second = session.perform(BuyForces(side="allies", units=(U("R"),))).result.check
    assert (second.of("axis").budget, second.of("allies").budget) == (600, 400)
    too_much = session.perform(BuyForces(side="allies", units=(U("R", 41),)))
    assert too_much.refused and too_much.rule == "Table VI"
    # A purchase that names a budget agrees a new one; a total is kept as a total.
    then = session.commit(session.perform(BuyForces(side="allies", units=(U("R"),), total=2001)))
    assert then is not None
    third = session.perform(BuyForces(side="axis", units=(U("R"),))).result.check
    assert (third.of("axis").budget, third.of("allies").budget) == (1201, 800)
    # An undone purchase agreed nothing.
    session.revert(then.edit)
    assert agreed_terms(session.battle) == AgreedTerms(points=400)
    session.revert(first.edit)
    assert agreed_terms(session.battle) == AgreedTerms()
    fresh = session.perform(BuyForces(side="allies", units=(U("R"),))).result.check
    assert (fresh.of("axis").budget, fresh.of("allies").budget) == (1500, 1000)


def test_without_a_mission_a_later_purchase_keeps_the_ratio_and_attacker_agreed(demo_path) -> None:  # type: ignore[no-untyped-def]
    session = BattleSession.open(demo_path)
    session.commit(session.perform(BuyForces(side="allies", units=(U("R"),), attacker="allies", ratio=(3, 2))))
    setup = force_setup(session)
    assert (setup.attacker, setup.defender, setup.ratio) == ("allies", "axis", (3, 2))
    assert force_setup(session, "axis").attacker == "axis"  # the players may still choose otherwise
    check = session.perform(BuyForces(side="axis", units=(U("R"),))).result.check
    assert check.setup.attacker == "allies" and check.of("allies").budget * 2 == check.of("axis").budget * 3


@pytest.mark.parametrize(
    "kw, action, rule, reason",
    [
        (
            {},
            BuyForces(side="allies", units=(U("t34_76_43", 7),)),
            "Table VI",
            "Allies (defender) spends 1120 of 1000 points (1120 in counters): 120 too many",
        ),
        (
            {"special": "raid", "mission": "raid", "year": 1942},
            BuyForces(side="allies", units=(U("t34_76_43", 2), U("R"))),
            "RAID",
            "only 10 of the defender's 330 points, 3.0%, are non-vehicle items; a majority must be",
        ),
        (
            {"special": "tarawa", "axis": "japan", "allies": "usa", "attacker": "allies", "ratio": (3, 1)},
            BuyForces(side="axis", units=(U("type97_chiha", 2), U("R", 2))),
            "TARAWA",
            "are non-vehicle; over 75% must be",
        ),
        (
            {"special": "island", "axis": "japan", "allies": "usa", "attacker": "allies"},
            BuyForces(side="allies", units=(U("R", 8, 1), U("R", 1, 2), U("R", 1, 3))),
            "ISLAND A",
            "wave 2 (lands on turn 7): 10 of 100 points, 10.0% of the army: under 20%",
        ),
        (
            {
                "special": "patton",
                "year": 1946,
                "axis": "ussr",
                "allies": "usa",
                "mission": "advance_to_contact",
                "ratio": (1, 1),
            },
            BuyForces(side="allies", units=(U("R", 4), U("pz4h", 2))),
            "PATTON SPECIAL",
            "Germans are",
        ),
        (
            {"special": "syria", "year": 1942, "axis": "vichy_france", "allies": "britain", "attacker": "allies"},
            BuyForces(side="allies", units=(U("R", 4), U("fr_47_sa37_at", 4))),
            "SYRIA",
            "Free French allies are",
        ),
        (
            {"airstrikes": {"axis": 1, "allies": 0}},
            BuyForces(side="axis", airstrikes=(AirstrikePick(type="ju87d", count=2),)),
            "Table VII",
            "Table VII gave Axis 1 airstrike; 2 bought",
        ),
    ],
)
def test_a_purchase_breaking_a_limit_is_refused_with_the_limit_and_its_rule(kw, action, rule, reason) -> None:  # type: ignore[no-untyped-def]
    session = session_of(**kw)
    resolution = session.perform(action)
    assert resolution.refused and not resolution.invalid, resolution.reason
    assert resolution.rule == rule and reason in resolution.reason
    # Every limit is shown, met or broken, before any change.
    assert any(s.message.startswith("broken: ") and s.rule == rule for s in resolution.steps)
    assert session.commit(resolution) is None and session.battle.units == [] and session.battle.actions == []


def test_a_name_the_battle_does_not_have_is_invalid() -> None:
    session = session_of()
    assert session.perform(BuyForces(side="italy", units=(U("R"),))).invalid
    bad = session.perform(BuyForces(side="axis", units=(U("no_such_tank"),)))
    assert bad.invalid and "unknown unit type 'no_such_tank'" in bad.reason
    nothing = session.perform(BuyForces(side="axis"))
    assert nothing.refused and not nothing.invalid and "buys nothing" in nothing.reason


def test_the_ratio_and_the_attacker_are_the_missions() -> None:
    session = session_of()
    refused = session.perform(BuyForces(side="axis", units=(U("R"),), ratio=(1, 1)))
    assert refused.refused and refused.rule == "Table VI"
    refused = session.perform(BuyForces(side="axis", units=(U("R"),), attacker="allies"))
    assert refused.refused and refused.rule == "Table II"


def test_in_a_strict_battle_buying_is_the_set_up_and_refused_once_play_has_begun() -> None:
    session = session_of(settings={"sequence": "strict"})
    session.battle.turn = 2
    refused = session.perform(BuyForces(side="axis", units=(U("R"),)))
    assert refused.refused and refused.rule == "Sequence of play"
    assert "buying forces is part of the set-up, and play has begun (turn 2)" in refused.reason
    free = session_of()
    free.battle.turn = 2
    assert free.perform(BuyForces(side="axis", units=(U("R"),))).accepted


def test_batteries_on_the_table_are_placed_guns_grouped_and_off_it_defined() -> None:
    session = session_of(year=1943)
    action = BuyForces(
        side="axis",
        batteries=(
            BatteryPick(type="lefh18", guns=4),
            BatteryPick(type="grw34", guns=2, in_transit=True),
            BatteryPick(guns=4, calibre_mm=150),
        ),
    )
    resolution = session.perform(action)
    assert resolution.accepted, resolution.reason
    spending = resolution.result.check.of("axis")
    # On the table, the guns' points (4 x 25 + 2 x 25); off it, 4 x 35 as the sFH 18 (149.1 mm, the nearest).
    assert spending.batteries == 100 + 50 + 140
    session.commit(resolution)
    battle = session.battle
    assert [u.type for u in battle.units] == ["lefh18"] * 4 + ["grw34"] * 2
    off, howitzers, mortars = battle.batteries
    assert (off.id, off.kind, off.guns, off.calibre_mm, off.mortar) == ("axbty1", BatteryKind.OFF_BOARD, 4, 150, False)
    assert off.deployment is DeploymentState.DEPLOYED  # 4.8
    assert (howitzers.kind, howitzers.units, howitzers.deployment) == (
        BatteryKind.ON_BOARD,
        ("ax1", "ax2", "ax3", "ax4"),
        DeploymentState.DEPLOYED,
    )
    assert (mortars.units, mortars.deployment) == (("ax5", "ax6"), DeploymentState.IN_TRANSIT)
    assert all(Polygon(AXIS_ZONE).contains(session.geometry.footprint(u)) for u in battle.units)
    # The battery off the table counts on the next purchase, at the same price.
    later = session.perform(BuyForces(side="axis", units=(U("R"),))).result.check.of("axis")
    assert (later.batteries_before, later.on_table) == (140, 150)
    # Undo takes the batteries back with the guns.
    assert resolution.edit.revert(battle) and battle.batteries == [] and battle.units == []


def test_a_hidden_batterys_guns_are_named_in_its_sides_entry_as_its_roster_names_them() -> None:
    from morefire_gui.session.names import unit_names
    from morefire_gui.session.visibility import entry_seen, seen_battle, view_of

    session = tarawa()
    action = BuyForces(
        side="axis", units=(U("R", 6),), batteries=(BatteryPick(type="jp_81_97", guns=2),), hidden=True, fakes=4
    )
    resolution = session.perform(action)
    assert resolution.accepted, resolution.reason
    session.commit(resolution)
    battle = session.battle
    guns = [u.id for u in battle.units if u.type == "jp_81_97" and not u.decoy]  # a fake may stand as one too
    assert len(guns) == 2 and all(u.name is None for u in battle.units if u.id in guns)  # hidden: no name of their own
    axis = view_of(battle, "axis")
    roster = unit_names(session, guns, axis)
    assert sorted(roster.values()) == ["81mm Type 97 mortar 1", "81mm Type 97 mortar 2"]
    entry = battle.log[-1]
    (note,) = [s.text for s in entry.steps if "battery" in s.text and "set up" in s.text]
    assert note == (
        f"Axis: battery 81mm mort battery, 2 guns (81mm Type 97 mortar: {roster[guns[0]]}, {roster[guns[1]]}), set up"
        " (rule 4.8)"
    )
    assert not any(gun in step.text for step in entry.steps for gun in guns)  # never by their ids
    # The entry is the side's own: the other side reads nothing of it.
    allies = view_of(battle, "allies")
    assert entry.secret and entry_seen(entry, axis) and not entry_seen(entry, allies)
    seen = seen_battle(battle, allies)
    assert "mortar" not in str([(e.title, e.summary, [s.text for s in e.steps]) for e in seen.log])
    assert {unit_names(session, [g], allies)[g] for g in guns} == {"a hidden position"}


def test_a_battery_must_be_of_howitzers_field_guns_or_mortars_the_side_may_price() -> None:
    session = session_of(year=1943)
    pak = session.perform(BuyForces(side="axis", batteries=(BatteryPick(type="pak40", guns=2),)))
    assert (
        pak.refused and pak.rule == "4.11" and "not a howitzer, field gun, mortar or self-propelled gun" in pak.reason
    )
    # Japan in the bundled catalogue has no 200 mm mortar, but its 81 mm prices one; a mortar battery is priced as a
    # mortar, never as a howitzer.
    japan = session_of(axis="japan", year=1943)
    priced = japan.perform(BuyForces(side="axis", batteries=(BatteryPick(guns=2, calibre_mm=150, mortar=True),)))
    assert priced.accepted and priced.result.check.of("axis").batteries == 50
    with pytest.raises(ValueError, match=r"on the table .* or off it"):
        BatteryPick(guns=2)


def test_an_island_battery_lands_in_its_wave() -> None:
    session = session_of(special="island", axis="japan", allies="usa", attacker="allies")
    action = BuyForces(
        side="allies", units=(U("R", 4, 1), U("R", 4, 2)), batteries=(BatteryPick(type="m2a1_105mm", guns=4, wave=3),)
    )
    resolution = session.perform(action)
    assert resolution.accepted, resolution.reason
    session.commit(resolution)
    assert {u.wave for u in session.battle.units if u.type == "m2a1_105mm"} == {3}


def test_counters_are_bought_in_a_formation_of_their_sides_army_which_3_3_reads() -> None:
    from morefire_gui.model.actions.forces import BuyForces, UnitPick
    from morefire_gui.model.actions.infantry import ReclassifySuicideSquad
    from morefire_gui.rules.dice import ScriptedDice
    from morefire_gui.rules.infantry.suicide_squads import Formation
    from morefire_gui.session.forces import side_formations

    s = session_of(year=1942)
    assert side_formations(s, "allies") == (Formation.GUARD,) and side_formations(s, "axis") == (Formation.WAFFEN_SS,)
    guards = BuyForces(side="allies", units=(UnitPick(type="R", count=2, formation=Formation.GUARD),))
    resolution = s.perform(guards, ScriptedDice([]))
    assert not resolution.refused, resolution.reason
    s.commit(resolution)
    bought = [u for u in s.battle.units if u.side == "allies"]
    assert [u.formation for u in bought] == [Formation.GUARD, Formation.GUARD]
    assert "Allies buys 2 x Rifle squad (Guard)" in str(s.battle.log[-1].steps)
    assert s.battle.actions[-1].action["units"] == [{"type": "R", "count": 2, "formation": "guard"}]
    # 3.3: a rifle squad of the Russian Guard in 1942 may be reclassified as a suicide squad.
    squad = s.perform(ReclassifySuicideSquad(unit=bought[0].id), ScriptedDice([]))
    assert not squad.refused and squad.result.eligibility.row == "Russian Guard"
    # The Guard is the Russian army's: the Germans have none of it.
    wrong = s.perform(
        BuyForces(side="axis", units=(UnitPick(type="R", count=1, formation=Formation.GUARD),)), ScriptedDice([])
    )
    assert (
        wrong.refused
        and wrong.rule == "3.3"
        and "the Guard is a formation of USSR's army; Axis (Germany) has none" in wrong.reason
    )


# -- ISLAND B: "The defender then deploys his forces" -----------------------------------------------------------------
def test_island_the_defender_deploys_after_the_attackers_waves() -> None:
    """ISLAND: "A. Secretly the attacker assigns his units to waves ... B. The defender then deploys his forces." The
    defender (the Japanese, axis) buying counters before the attacker has any on the table breaks ISLAND B; with the
    attacker buying in the same plan (Place Forces places the attacker's first) or placed before, it is met."""
    alone = check_forces(island(), plan(axis=[P("R", 4)], year=1943))
    assert [c for c in failed(alone) if c.startswith("ISLAND B")] == [
        "ISLAND B: Axis (defender) deploys only after Allies (attacker) has secretly assigned its units to waves "
        "(ISLAND A): place the attacker's forces first"
    ]
    together = check_forces(island(), plan(axis=[P("R", 4)], allies=[P("R", 1, w) for w in (1, 2, 3)], year=1943))
    assert "ISLAND B: Axis (defender) deploys after Allies (attacker) has assigned its units to waves" in passed(
        together
    )
    assert together.valid, failed(together)
    placed = island(units=[{"id": "u1", "side": "allies", "type": "R", "at": [10, 40], "wave": 1}])
    assert not [c for c in failed(check_forces(placed, plan(axis=[P("R", 4)], year=1943))) if "ISLAND B" in c]
    # Not an island invasion: the defender may deploy first.
    assert not [c for c in check_forces(session_of(), plan(allies=[P("R", 4)])).checks if c.rule == "ISLAND B"]


def test_island_the_defenders_purchase_and_counter_wait_for_the_attackers_waves() -> None:
    from morefire_gui.model.actions.table import PlaceUnit
    from morefire_gui.model.battle import Unit

    session = island(settings={"sequence": "strict"})
    refused = session.perform(BuyForces(side="axis", units=(U("R", 4),), points=1000))
    assert refused.refused and refused.rule == "ISLAND B"
    one = session.perform(PlaceUnit(unit=Unit(id="j1", side="axis", type="R", at=(36.0, 6.0))))
    assert one.refused and one.rule == "ISLAND B" and "place the attacker's forces first" in one.reason
    waves = session.perform(BuyForces(side="allies", units=tuple(U("R", 2, w) for w in (1, 2, 3)), points=1000))
    assert waves.accepted, waves.reason
    session.commit(waves)
    after = session.perform(BuyForces(side="axis", units=(U("R", 4),), points=1000))
    assert after.accepted, after.reason


# -- what a side's points went on ----------------------------------------------------------------------------------------
def test_a_sides_spending_names_each_part_it_spent_on_what_it_buys_now_first() -> None:
    from morefire_gui.session.forces import SideSpending

    spent = SideSpending(
        "axis", "attacker", 2000, on_table=400, flown=80, units=120, airstrikes=160, air_bought=70, batteries=100,
        batteries_before=140,
    )  # fmt: skip
    assert spent.parts() == (
        "120 in counters, 160 in airstrikes, 100 in batteries, 400 on the table already, 140 in off-table batteries "
        "already, 70 in airstrikes bought before, 80 in airstrikes flown"
    )
    assert spent.parts(bought_now=False) == (
        "400 on the table already, 140 in off-table batteries already, 70 in airstrikes bought before, 80 in "
        "airstrikes flown"
    )
    only_now = SideSpending("axis", "attacker", 2000, on_table=0, flown=0, units=30, airstrikes=0)
    assert only_now.parts() == "30 in counters" and only_now.parts(bought_now=False) == ""
    assert SideSpending("axis", "attacker", 2000, on_table=0, flown=0, units=0, airstrikes=0).parts() == ""


# -- a landing side's note -----------------------------------------------------------------------------------------------
def _island_dry(tmp_path, keep_beach: bool) -> BattleSession:  # type: ignore[no-untyped-def]
    """An ISLAND battle with its water taken away (the attacker's zone is then land) and, unless ``keep_beach``, its
    beach too."""
    from morefire_gui.model.terms import TerrainKind

    session = _scenario(tmp_path, "island", 3)
    gone = {TerrainKind.WATER, TerrainKind.RIVER} | (set() if keep_beach else {TerrainKind.BEACH})
    battle = session.battle.model_copy(update={"terrain": [p for p in session.battle.terrain if p.kind not in gone]})
    return BattleSession(battle, None, CAT, rule_tables())


def _landing_notes(session: BattleSession, waves: tuple[int, ...], count: int) -> list[str]:
    from morefire_gui.rules.catalogue.entries import UnitKind
    from morefire_gui.session.forces import available_units

    setup = force_setup(session)
    forces = []
    for side in session.battle.sides:
        rifle = next(e for e in available_units(session, side.id, setup.year, setup) if e.kind is UnitKind.INFANTRY)
        picks = (
            tuple(ForcePick(rifle.id, count, w) for w in waves)
            if side.id == setup.attacker
            else (ForcePick(rifle.id, 3),)
        )
        forces.append(SideForce(side.id, picks))
    steps = place_forces(session, forces).steps
    return [str(s.message) for s in steps if "from the water at its invasion location" in s.message]


@pytest.mark.parametrize(
    "count, said",
    [
        (3, "Allies (attacker) lands wave 1 from the water at its invasion location: its 3 new counters"),
        (1, "Allies (attacker) lands wave 1 from the water at its invasion location: its 1 new counter"),
    ],
)
def test_one_wave_landing_with_no_beach_is_said_whole(tmp_path, count: int, said: str) -> None:  # type: ignore[no-untyped-def]
    """A landing side with one wave and no beach: its note names the wave and the counters, and ends there."""
    assert _landing_notes(_island_dry(tmp_path, keep_beach=False), (1,), count) == [said]


def test_one_wave_landing_with_a_beach_names_the_wave_and_the_counters_on_the_beach(tmp_path) -> None:  # type: ignore[no-untyped-def]
    (note,) = _landing_notes(_island_dry(tmp_path, keep_beach=True), (2,), 3)
    assert note.startswith(
        "Allies (attacker) lands wave 2 from the water at its invasion location: of its 3 new counters, "
    )
    assert note.endswith(" on the beach") and "0 on" not in note


def test_three_waves_landing_with_no_beach_name_their_order(tmp_path) -> None:  # type: ignore[no-untyped-def]
    (note,) = _landing_notes(_island_dry(tmp_path, keep_beach=False), (1, 2, 3), 2)
    assert note.startswith(
        "Allies (attacker) lands from the water at its invasion location: of its 6 new counters, its waves "
    )
    assert note.endswith("(wave 1, wave 2, wave 3)") or note.endswith(
        "(wave 1, wave 2, wave 3) together, the zone having no room to keep them apart"
    )


def test_every_landing_note_reads_whole() -> None:
    """Each case of beach, no beach, no wave, one wave and three: never a clause left open ("of its 3 new counters, ")."""
    from shapely.geometry import Polygon as Area

    from morefire_gui.geometry.force_placement import DeploymentArea, DeploymentGround, RowLayout
    from morefire_gui.session.forces import landing_note

    zone = Area([(0, 0), (72, 0), (72, 12), (0, 12)])
    area = DeploymentArea("axis", zone, "its zone")
    beach, no_beach = DeploymentGround(area, zone, zone, "its zone"), DeploymentGround(area, zone, Area(), "its zone")
    on_two, on_none = RowLayout((), (), 1, landed=2, waves_apart=True), RowLayout((), (), 1, landed=0)
    head = "Axis lands from the water at its invasion location: of its 3 new counters, "
    one_wave = "Axis lands wave 1 from the water at its invasion location"
    assert landing_note("Axis", 3, [], beach, on_two) == head + "2 on the beach"
    assert landing_note("Axis", 3, [], beach, on_none) == head + "none on the beach"
    assert landing_note("Axis", 3, [1], no_beach, on_two) == one_wave + ": its 3 new counters"
    assert landing_note("Axis", 3, [1], beach, on_two) == one_wave + ": of its 3 new counters, 2 on the beach"
    assert landing_note("Axis", 3, [1, 2, 3], no_beach, on_two) == (
        head + "its waves one behind the other from the water's edge (wave 1, wave 2, wave 3)"
    )
    assert landing_note("Axis", 3, [1, 3], beach, on_none) == (
        head + "none on the beach, its waves (wave 1, wave 3) together, the zone having no room to keep them apart"
    )
