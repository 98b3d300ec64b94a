"""``morefire move``, ``infantry-fire``, ``melee`` and ``assault``, run through ``morefire_gui.cli.main`` with
scripted dice on battles written to tmp_path. The vehicles' rates are read from the catalogue (data that may be
corrected), so that the tests pin the rules and the contract, not the figures."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from morefire_gui.cli import main
from morefire_gui.io.battle_file import load_battle
from morefire_gui.io.resources import bundled_catalogue, rule_tables
from morefire_gui.model.terms import Moved, Status
from morefire_gui.rules.movement import allowance
from morefire_gui.rules.scales import TableUnit, preset_scale

TANK, HALFTRACK = "t34_76_43", "sdkfz251"
HEAD = (
    'format: morefire-battle\nversion: 1\ntitle: Test\ntable: {width: 72, depth: 48, unit: in}\nscale: "1:50"\n'
    "sides:\n  - {id: axis, nation: germany, edge: north}\n  - {id: allies, nation: ussr, edge: south}\n"
)
ROAD = "  - {id: rd, kind: road, width: 0.5, line: [[0, 10], [72, 10]]}\n"


def rates(unit_type: str) -> tuple[float, float]:
    """(cross-country, road) inches at 1:50 for a catalogue vehicle."""
    tables = rule_tables()
    speed = bundled_catalogue()[unit_type].vehicle.speed
    scale = preset_scale("1:50", tables.scales)
    return (
        allowance(speed.cross_country, scale, TableUnit.INCH, tables.movement),
        allowance(speed.road, scale, TableUnit.INCH, tables.movement),
    )


def write(tmp_path: Path, terrain: str = "", units: str = "", settings: str = "") -> Path:
    path = tmp_path / "battle.yaml"
    text = HEAD + (f"terrain:\n{terrain}" if terrain else "") + (f"units:\n{units}" if units else "") + settings
    path.write_text(text, encoding="utf-8")
    return path


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def run_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict:
    code, out, err = run(capsys, *args, "--json")
    assert code == 0, err
    return json.loads(out)


# -- morefire move --------------------------------------------------------------------------------------------


def test_move_on_the_road(capsys, tmp_path: Path) -> None:
    _cc, road = rates(TANK)
    battle = write(tmp_path, ROAD, f"  - {{id: t, side: allies, type: {TANK}, at: [2, 10]}}\n")
    data = run_json(capsys, "move", str(battle), "t", "--to", f"{2 + road},10", "--dice", "")
    for key in ("allowance_yards", "path_yards", "allowed", "reason", "code_used", "minefield_events", "rolls"):
        assert key in data
    code = bundled_catalogue()[TANK].vehicle.speed.road.value
    assert data["allowed"] is True and data["reason"] == "" and data["code_used"] == code
    assert data["allowance_yards"] == road * 50 and data["path_yards"] == road * 50
    assert data["minefield_events"] == [] and data["rolls"] == []


def test_move_stops_on_the_road_past_the_cross_country_rate(capsys, tmp_path: Path) -> None:
    cc, road = rates(TANK)
    assert road > cc + 2
    battle = write(tmp_path, ROAD, f"  - {{id: t, side: allies, type: {TANK}, at: [2, 10]}}\n")
    out = tmp_path / "out.yaml"
    data = run_json(
        capsys,
        "move",
        str(battle),
        "t",
        "--via",
        f"{2 + cc + 1},10",
        "--to",
        f"{2 + cc + 1},12",
        "--seed",
        "1",
        "--apply",
        str(out),
    )
    assert data["allowed"] is False and "1.3" in data["reason"]
    assert data["allowance_yards"] == cc * 50
    assert data["final_at"] == [pytest.approx(2 + cc + 1), pytest.approx(10.5)]
    moved = load_battle(out, bundled_catalogue(), rule_tables()).unit("t")
    assert moved.at == (pytest.approx(2 + cc + 1), pytest.approx(10.5))
    assert moved.moved.value == bundled_catalogue()[TANK].vehicle.speed.road.value
    assert load_battle(battle, bundled_catalogue(), rule_tables()).unit("t").at == (2, 10)  # the input is untouched


MINES = "  - {id: m1, kind: minefield, mines: ap, polygon: [[20, 18], [21, 18], [21, 19], [20, 19]]}\n"


def test_move_through_a_minefield_with_scripted_dice(capsys, tmp_path: Path) -> None:
    battle = write(tmp_path, MINES, "  - {id: i, side: allies, type: R, at: [19.5, 18.5]}\n")
    out = tmp_path / "out.yaml"
    data = run_json(capsys, "move", str(battle), "i", "--to", "21.5,18.5", "--dice", "81,80", "--apply", str(out))
    assert data["allowed"] is True and data["code_used"] == "infantry"
    assert [
        {k: e[k] for k in ("minefield", "event", "chance", "roll", "result")} for e in data["minefield_events"]
    ] == [
        {"minefield": "m1", "event": "enter", "chance": 80, "roll": 81, "result": "no_effect"},
        {"minefield": "m1", "event": "exit", "chance": 80, "roll": 80, "result": "destroyed"},
    ]
    assert [(r["die"], r["face"]) for r in data["rolls"]] == [("d100", 81), ("d100", 80)]
    unit = load_battle(out, bundled_catalogue(), rule_tables()).unit("i")
    assert unit.has(Status.DESTROYED) and unit.at == (21, 18.5) and unit.moved is Moved.INFANTRY
    assert unit.facing == pytest.approx(90)


def test_a_unit_stopped_by_a_minefield_is_named_with_the_distances_in_yards(capsys, tmp_path: Path) -> None:
    battle = write(tmp_path, MINES, "  - {id: i, side: allies, type: R, at: [19.5, 18.5]}\n")
    code, out, _ = run(capsys, "move", str(battle), "i", "--to", "21.5,18.5", "--dice", "5")
    # Destroyed on entering (5 against 80%): half an inch of the two, 25 of 100 yards at 1:50.
    assert code == 0 and "  Rifle squad stops after 25 of 100 yards: 3.6: destroyed in Minefield\n" in out


def test_move_passengers_roll_when_their_vehicle_is_damaged(capsys, tmp_path: Path) -> None:
    battle = write(
        tmp_path,
        MINES.replace("mines: ap", "mines: gp"),
        f"  - {{id: h, side: allies, type: {HALFTRACK}, at: [18, 18.5]}}\n"
        f"  - {{id: p, side: allies, type: R, at: [18, 18.5], riding_on: h}}\n",
    )
    data = run_json(capsys, "move", str(battle), "h", "--to", "20.5,18.5", "--dice", "40,50")
    (event,) = data["minefield_events"]
    assert (event["chance"], event["roll"], event["result"]) == (40, 40, "destroyed")  # tracked AC 1-3, GP
    assert event["passengers"] == [{"unit": "p", "chance": 50, "roll": 50, "result": "destroyed"}]
    code, out, _ = run(capsys, "move", str(battle), "h", "--to", "20.5,18.5", "--dice", "40,50")
    # The result names the minefield by its id beside its name, as ``ice`` does, and the passenger by its name.
    assert code == 0 and "  minefield m1, Minefield (enter): 40%, rolled 40: destroyed\n" in out
    assert "    passenger Rifle squad: 50%, rolled 50: destroyed\n" in out


def test_move_in_a_campaign_writes_an_e_on_the_vehicle(capsys, tmp_path: Path) -> None:
    # 2.6: "Minefield hits are automatic E result"; settings.campaign or --campaign.
    units = f"  - {{id: t, side: allies, type: {TANK}, at: [18, 18.5]}}\n"
    at_mines = MINES.replace("mines: ap", "mines: at")
    battle = write(tmp_path, at_mines, units, "settings: {campaign: true}\n")
    out = tmp_path / "out.yaml"
    data = run_json(capsys, "move", str(battle), "t", "--to", "20.5,18.5", "--dice", "1", "--apply", str(out))
    assert data["campaign"] is True and data["campaign_damage"] == "E"
    assert data["minefield_events"][0]["result"] == "immobilized"
    tank = load_battle(out, bundled_catalogue(), rule_tables()).unit("t")
    assert [d.value for d in tank.damage] == ["E"] and tank.has(Status.IMMOBILIZED) and not tank.has(Status.DESTROYED)
    plain = write(tmp_path, at_mines, units)
    code, text, _ = run(capsys, "move", str(plain), "t", "--to", "20.5,18.5", "--dice", "1", "--campaign")
    assert code == 0 and "campaign damage: E" in text
    data = run_json(capsys, "move", str(plain), "t", "--to", "20.5,18.5", "--dice", "1")
    assert data["campaign"] is False and data["campaign_damage"] is None
    assert data["minefield_events"][0]["result"] == "destroyed"


LAKE = "  - {id: lk, kind: water, polygon: [[20, 10], [22, 10], [22, 30], [20, 30]]}\n"
TUNDRA = "settings: {terrain_type: tundra}\n"


def test_ice_rolls_every_body_of_water_and_keeps_it(capsys, tmp_path: Path) -> None:
    stream = "  - {id: st, kind: stream, line: [[0, 40], [72, 40]]}\n"
    battle = write(tmp_path, LAKE + stream, "", TUNDRA)
    out = tmp_path / "out.yaml"
    data = run_json(capsys, "ice", str(battle), "--dice", "2,6", "--apply", str(out))
    assert data["ice"] == [{"piece": "lk", "face": 2, "holds": True}, {"piece": "st", "face": 6, "holds": False}]
    assert [(r["die"], r["face"], r["purpose"]) for r in data["rolls"]] == [
        ("d6", 2, "ice on Water"),  # each body of water as a person reads it
        ("d6", 6, "ice on Stream"),
    ]
    saved = load_battle(out, bundled_catalogue(), rule_tables())
    assert saved.piece("lk").ice_holds is True and saved.piece("st").ice_holds is False
    assert saved.log[-1].kind == "ice" and "Water: rolled 2, the ice holds" in saved.log[-1].summary
    code, text, _ = run(capsys, "ice", str(out), "--dice", "")  # rolled already: nothing to roll
    assert code == 0 and text.count("every body of water has been rolled for") == 1  # a refusal, said once
    assert text.startswith(
        "The ice (TUNDRA): every body of water has been rolled for (or the table has no water) (TUNDRA)"
    )
    code, _, err = run(capsys, "ice", str(write(tmp_path, LAKE)), "--dice", "1")
    assert code == 2 and "tundra" in err
    # Another terrain is named as it is, not as the one the ice needs.
    desert = write(tmp_path, LAKE, "", "settings: {terrain_type: desert}\n")
    code, _, err = run(capsys, "ice", str(desert), "--dice", "1")
    assert (code, err) == (
        2,
        "morefire: the ice is rolled for only in a tundra battle (Table V's TUNDRA, settings.terrain_type: tundra); "
        "this battle has terrain_type: desert\n",
    )


def test_ice_tells_apart_bodies_of_water_of_the_same_name(capsys, tmp_path: Path) -> None:
    lakes = "".join(
        f"  - {{id: lk{i}, kind: water, name: Frozen lake, polygon: {[[x, 18], [x + 2, 18], [x + 2, 20], [x, 20]]}}}\n"
        for i, x in ((1, 10), (2, 20), (3, 30))
    )
    battle = write(tmp_path, lakes, "", TUNDRA)
    code, out, _ = run(capsys, "ice", str(battle), "--dice", "1,5,2")
    # Each piece by its id beside its name, as the command line names pieces (move's "ice on lk: ...").
    assert code == 0 and out.split("Result:\n", 1)[1].splitlines()[:3] == [
        "  ice on lk1, Frozen lake (water): rolled 1, it holds (TUNDRA)",
        "  ice on lk2, Frozen lake (water): rolled 5, it does not hold (TUNDRA)",
        "  ice on lk3, Frozen lake (water): rolled 2, it holds (TUNDRA)",
    ]


def test_move_rolls_the_ice_a_vehicle_reaches(capsys, tmp_path: Path) -> None:
    battle = write(tmp_path, LAKE, f"  - {{id: t, side: allies, type: {TANK}, at: [19, 20]}}\n", TUNDRA)
    data = run_json(capsys, "move", str(battle), "t", "--to", "21,20", "--dice", "1")
    assert data["ice"] == [{"piece": "lk", "face": 1, "holds": True}] and data["final_at"] == [21, 20]
    code, text, _ = run(capsys, "move", str(battle), "t", "--to", "21,20", "--dice", "4")
    assert code == 0 and "ice on lk, Water: rolled 4, it does not hold" in text


def test_move_text_output(capsys, tmp_path: Path) -> None:
    battle = write(tmp_path, MINES, "  - {id: i, side: allies, type: R, at: [19.5, 18.5]}\n")
    code, out, err = run(capsys, "move", str(battle), "i", "--to", "20.5,18.5", "--dice", "99,7")
    assert (
        code == 0
        and "Move Rifle squad: path" in out
        and "minefield m1, Minefield (enter): 80%, rolled 99: no effect" in out
    )
    assert err == "morefire: note: --dice: face 7 (item 2 of 2) not used: the rolls took 1 face\n"


def test_a_move_all_but_due_north_ends_facing_0_not_360(capsys, tmp_path: Path) -> None:
    battle = write(tmp_path, "", "  - {id: i, side: allies, type: R, at: [19.5, 18.5]}\n")
    code, out, _ = run(capsys, "move", str(battle), "i", "--to", "19.495,17.5")
    assert code == 0 and "facing 0, having moved" in out and "facing 360" not in out


@pytest.mark.parametrize(
    "args,message",
    [
        (["nobody", "--to", "1,1"], "not a unit"),
        (["i", "--to", "1"], "coordinates"),
        (["i", "--to", "100,1"], "off the table"),
        (["i", "--to", "21.5,18.5", "--dice", "99"], "ran out"),
        (["i", "--to", "1,1", "--dice", "x"], "not a whole number"),
        (["i", "--to", "1,1", "--seed", "1", "--dice", "5"], "not allowed with"),
        (["i"], "required"),
        (["i", "--to", "1,1", "--turn", "0"], "--turn"),
    ],
)
def test_move_bad_arguments_exit_2(capsys, tmp_path: Path, args: list[str], message: str) -> None:
    battle = write(tmp_path, MINES, "  - {id: i, side: allies, type: R, at: [19.5, 18.5]}\n")
    code, out, err = run(capsys, "move", str(battle), *args)
    assert code == 2 and message in err and out == ""


# -- morefire mount, dismount, ski --------------------------------------------------------------------------------

RIDERS = (
    f"  - {{id: ht, side: axis, type: {HALFTRACK}, at: [10, 10], facing: 90}}\n"
    "  - {id: a, side: axis, type: R, at: [11, 10]}\n  - {id: b, side: axis, type: R, at: [10, 11]}\n"
    "  - {id: far, side: axis, type: R, at: [30, 10]}\n"
)


def test_mount_and_dismount_apply(capsys, tmp_path: Path) -> None:
    battle = write(tmp_path, "", RIDERS)
    aboard = tmp_path / "aboard.yaml"
    data = run_json(capsys, "mount", str(battle), "ht", "a", "b", "--apply", str(aboard))
    assert data["refused"] is None and data["done"] == ["a", "b"] and data["at"] == {"a": [10, 10], "b": [10, 10]}
    saved = load_battle(aboard, bundled_catalogue(), rule_tables())
    assert [saved.unit(i).riding_on for i in "ab"] == ["ht", "ht"] and saved.log[-1].kind == "mount"
    assert saved.actions[-1].action == {"kind": "mount", "units": ["a", "b"], "vehicle": "ht"}
    off = tmp_path / "off.yaml"
    data = run_json(capsys, "dismount", str(aboard), "a", "--at", "9,10", "--apply", str(off))
    assert data["done"] == ["a"] and data["at"] == {"a": [9, 10]}
    assert load_battle(off, bundled_catalogue(), rule_tables()).unit("a").riding_on is None


def test_a_rider_put_down_in_a_minefield_rolls_for_it(capsys, tmp_path: Path) -> None:
    # 3.6: "Each vehicle or fireteam must roll for damage when they enter ... the minefield." m1 is x 20-21, y 18-19
    # (AP, 80% against infantry); the halftrack at 22, 18.5 puts a down at 20.5, 18.5: a enters m1 at x 21.
    units = (
        f"  - {{id: ht, side: axis, type: {HALFTRACK}, at: [22, 18.5], facing: 90}}\n"
        "  - {id: a, side: axis, type: R, at: [22, 18.5], riding_on: ht}\n"
    )
    battle = write(tmp_path, MINES, units)
    data = run_json(capsys, "dismount", str(battle), "a", "--at", "20.5,18.5", "--dice", "80")
    assert data["done"] == ["a"] and data["at"] == {"a": [21, 18.5]}  # destroyed where it entered
    assert [
        {k: e[k] for k in ("minefield", "event", "unit", "chance", "roll", "result")} for e in data["minefield_events"]
    ] == [{"minefield": "m1", "event": "enter", "unit": "a", "chance": 80, "roll": 80, "result": "destroyed"}]
    assert [r["face"] for r in data["rolls"]] == [80]


def test_mounting_refused_by_the_rules_exits_0_with_the_rule(capsys, tmp_path: Path) -> None:
    battle = write(tmp_path, "", RIDERS)
    data = run_json(capsys, "mount", str(battle), "ht", "far")
    assert data["refused"].startswith(
        "Rifle squad 3 is 968 yards from SdKfz 251/1 halftrack: beyond its move of 100 yards"
    )  # base to base
    assert data["rule"] == "1.5" and data["done"] == []
    code, out, _ = run(capsys, "dismount", str(battle), "a")
    assert code == 0 and "refused: Rifle squad 1 is not riding on a vehicle" in out
    code, _, err = run(capsys, "mount", str(battle), "ht", "nobody")
    assert code == 2 and "'nobody' is not a unit of the battle" in err


def test_ski_troops_on_and_off(capsys, tmp_path: Path) -> None:
    battle = write(tmp_path, "", RIDERS, "settings: {weather: snow}\n")
    on = tmp_path / "on.yaml"
    assert run_json(capsys, "ski", str(battle), "a", "--apply", str(on))["ski"] is True
    assert load_battle(on, bundled_catalogue(), rule_tables()).unit("a").ski
    data = run_json(capsys, "ski", str(on), "a", "--off")
    assert data["refused"] is None and data["ski"] is False
    refused = run_json(capsys, "ski", str(battle), "ht")
    assert refused["rule"] == "SNOW" and "only infantry are ski troops" in refused["refused"]


def test_in_a_strict_battle_each_command_keeps_to_its_step(capsys, tmp_path: Path) -> None:
    _cc, road = rates(TANK)
    units = RIDERS + f"  - {{id: t, side: allies, type: {TANK}, at: [2, 10]}}\n"
    battle = write(tmp_path, ROAD, units, "settings: {sequence: strict}\n")
    moved = tmp_path / "moved.yaml"
    data = run_json(capsys, "move", str(battle), "t", "--to", f"{2 + road / 2},10", "--apply", str(moved))
    assert data["refused"] is None  # the whole move on the road: road movement, step 1
    again = run_json(capsys, "move", str(moved), "t", "--to", "3,10")
    assert (
        again["refused"] == "T-34/76 model 1943 has already acted in movement step 1 (road movement) this turn"
        and again["rule"] == "Sequence of play"
    )
    mount = run_json(capsys, "mount", str(battle), "ht", "a")
    assert mount["refused"].startswith("mounting and dismounting is movement step 5")
    ski = run_json(capsys, "ski", str(moved), "a")
    assert "part of the set-up, and play has begun" in ski["refused"]


def test_a_move_refused_by_the_sequence_of_play_is_within_the_allowance_not_allowed(capsys, tmp_path: Path) -> None:
    battle = write(
        tmp_path, ROAD, f"  - {{id: t, side: allies, type: {TANK}, at: [2, 10]}}\n", STRICT % "fire.infantry"
    )
    data = run_json(capsys, "move", str(battle), "t", "--to", "5,10")
    # allowed is the allowance check alone; refused says the move is not taken.
    assert data["allowed"] is True and data["refused"].startswith("a move that stays on the road")
    code, out, _ = run(capsys, "move", str(battle), "t", "--to", "5,10")
    header = out.splitlines()[0]
    assert code == 0 and header.endswith("(clear): within the allowance") and "allowed" not in header
    assert "  refused: a move that stays on the road" in out


# -- morefire infantry-fire -------------------------------------------------------------------------------------

FIRE_UNITS = (
    "  - {id: r1, side: axis, type: R, at: [30, 14]}\n"
    "  - {id: m1, side: axis, type: MMG, at: [30, 5]}\n"
    "  - {id: s1, side: axis, type: SMG, at: [30, 5]}\n"
    "  - {id: e1, side: allies, type: R, at: [29.5, 20], cover: foxhole}\n"
    "  - {id: e2, side: allies, type: LMG, at: [30.5, 20.5], moved: infantry}\n"
)


def test_infantry_fire_json(capsys, tmp_path: Path) -> None:
    battle = write(tmp_path, "", FIRE_UNITS)
    out = tmp_path / "out.yaml"
    data = run_json(
        capsys,
        "infantry-fire",
        str(battle),
        "--area",
        "30,20",
        "--firers",
        "r1,m1,s1",
        "--dice",
        "4,10",
        "--turn",
        "3",
        "--apply",
        str(out),
    )
    for key in ("total_fir", "modifiers", "chance", "effect", "targets", "refused"):
        assert key in data
    assert data["total_fir"] == 5 and data["chance"] == 10 and data["effect"] == "suppressed"
    assert data["modifiers"] == []
    assert [{k: t[k] for k in ("unit", "roll", "result")} for t in data["targets"]] == [
        {"unit": "e1", "roll": 4, "result": "suppressed"},
        {"unit": "e2", "roll": 10, "result": "suppressed"},
    ]
    assert [t["fir"] for t in data["targets"]] == [3, 4]
    assert data["targets"][0]["modifiers"] == [{"label": "Target in Cover (in a foxhole)", "value": -2, "rule": "3.5"}]
    assert [r["unit"] for r in data["firers_refused"]] == ["s1"] and "out of range" in data["firers_refused"][0][
        "reason"
    ]
    assert data["refused"] is None and data["rule"] is None  # the fire went ahead: s1 alone does not fire
    assert data["area"]["side_yards"] == 100 and data["area"]["units"] == ["e1", "e2"]
    saved = load_battle(out, bundled_catalogue(), rule_tables())
    assert saved.unit("e1").status_until == {Status.SUPPRESSED: 5}
    # The units that fired are marked as having fired (s1, out of range, did not fire).
    assert data["acted_in"] == {"r1": "fire.infantry", "m1": "fire.infantry"}
    assert saved.acted == {"fire.infantry": ("r1", "m1")}


def test_infantry_fire_text(capsys, tmp_path: Path) -> None:
    battle = write(tmp_path, "", FIRE_UNITS)
    code, out, _ = run(capsys, "infantry-fire", str(battle), "--area", "30,20", "--firers", "r1", "--seed", "3")
    assert code == 0 and out.startswith("Infantry fire by Axis into") and "seed 3" in out  # the side by its name
    # The result names each target by its name (e1 and e2 are ids the player did not type).
    result = out[out.index("Result:") :]
    assert "  Rifle squad (Allies): FIR -1, 0%, rolled 31: no effect\n" in result
    assert "  Light machine gun: FIR 0, 0%, rolled 76: no effect\n" in result
    assert "e1" not in out and "e2" not in out


def test_infantry_fire_refused_shows_what_was_decided_and_no_roll(capsys, tmp_path: Path) -> None:
    battle = write(tmp_path, "", FIRE_UNITS)
    args = ("infantry-fire", str(battle), "--area", "30,20", "--firers", "s1", "--seed", "3")  # s1: out of range
    code, out, _ = run(capsys, *args)
    assert code == 0 and "Refused: no firer can fire into the area (3.5)\n" in out
    assert out.count("out of range") == 1  # each firer's reason is its own step, said once
    assert "out of range" in out and "Target in Cover (in a foxhole) -2" in out  # decided before the dice
    assert "d100" not in out and ": 00" not in out and "dice rolled (seed 3): none" in out
    data = run_json(capsys, *args)
    assert data["refused"].startswith("no firer can fire into the area") and data["rolls"] == []
    assert data["steps"] and all(step["kind"] != "roll" and "rolled" not in step["text"] for step in data["steps"])
    assert all(t["roll"] is None for t in data["targets"])


@pytest.mark.parametrize(
    "args,message",
    [
        (["--area", "30,20", "--firers", ""], "unit ids"),
        (["--area", "30,20", "--firers", "r1,,m1"], "unit ids"),
        (["--area", "30,20", "--firers", "zz"], "not a unit"),
        (["--area", "30", "--firers", "r1"], "coordinates"),
        (["--area", "30,200", "--firers", "r1"], "morefire: --area '30,200' is off the table (0-"),
        (["--area", "30,20", "--firers", "r1,e1"], "different sides"),
        (["--firers", "r1"], "required"),
    ],
)
def test_infantry_fire_bad_arguments_exit_2(capsys, tmp_path: Path, args: list[str], message: str) -> None:
    battle = write(tmp_path, "", FIRE_UNITS)
    code, out, err = run(capsys, "infantry-fire", str(battle), *args)
    assert code == 2 and message in err and out == ""


# -- morefire melee and assault ---------------------------------------------------------------------------------

CLOSE = (
    "  - {id: a, side: axis, type: R, at: [10, 10]}\n"
    "  - {id: d, side: allies, type: SMG, at: [10.6, 10]}\n"
    f"  - {{id: t, side: allies, type: {TANK}, at: [10, 11]}}\n"
)


def test_melee_json_and_apply(capsys, tmp_path: Path) -> None:
    battle = write(tmp_path, "", CLOSE)
    out = tmp_path / "out.yaml"
    data = run_json(capsys, "melee", str(battle), "a", "d", "--dice", "0,4", "--apply", str(out))
    assert data["attacker"] == {"unit": "a", "roll": 10, "mf": 4, "modifiers": [], "total": 14, "result": "no_effect"}
    assert data["defender"]["total"] == 9 and data["defender"]["result"] == "destroyed"
    assert data["winner"] == "a" and data["tie"] is False and data["refused"] is None
    assert [r["printed"] for r in data["rolls"]] == ["0", "4"]
    assert load_battle(out, bundled_catalogue(), rule_tables()).unit("d").has(Status.DESTROYED)


def test_melee_tie(capsys, tmp_path: Path) -> None:
    battle = write(tmp_path, "", CLOSE)
    data = run_json(capsys, "melee", str(battle), "a", "d", "--dice", "5,4")
    assert data["tie"] is True and data["winner"] is None
    assert data["attacker"]["result"] == data["defender"]["result"] == "destroyed"


@pytest.mark.parametrize(
    "args,message",
    [(["a", "a"], "itself"), (["a", "zz"], "not a unit"), (["a"], "required")],
)
def test_melee_bad_arguments_exit_2(capsys, tmp_path: Path, args: list[str], message: str) -> None:
    battle = write(tmp_path, "", CLOSE)
    code, _, err = run(capsys, "melee", str(battle), *args)
    assert code == 2 and message in err


def test_a_melee_with_a_tank_is_refused_by_3_1_with_exit_0(capsys, tmp_path: Path) -> None:
    """docs/cli.md: a refusal of the rules is a result (exit 0), as an assault on what is no tank is 3.2's."""
    battle = write(tmp_path, "", CLOSE)
    code, out, err = run(capsys, "melee", str(battle), "a", "t", "--json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert data["rule"] == "3.1" and "melees are infantry against infantry" in data["refused"]


def test_assault_json_and_apply(capsys, tmp_path: Path) -> None:
    battle = write(tmp_path, "", CLOSE)
    out = tmp_path / "out.yaml"
    # The tank fires first (TMG 4 + 4 + T-HE 3 = 11: 30%), and misses (99); then 30 + 10 (did not move): 40%.
    data = run_json(capsys, "assault", str(battle), "a", "t", "--dice", "99,40", "--turn", "2", "--apply", str(out))
    assert data["defensive_fire"]["total_fir"] == 11 and data["defensive_fire"]["roll"] == 99
    assert data["chance"] == 40 and data["roll"] == 40 and data["success"] is True
    assert data["modifiers"] == [{"label": "Did Not Move", "value": 10, "rule": "3.2"}]
    assert data["result"] == {"infantry": "suppressed", "target": "destroyed"}
    saved = load_battle(out, bundled_catalogue(), rule_tables())
    assert saved.unit("t").has(Status.DESTROYED) and saved.unit("a").has(Status.SUPPRESSED)


def test_an_assault_stopped_by_the_tanks_fire_says_its_result(capsys, tmp_path: Path) -> None:
    battle = write(tmp_path, "", CLOSE)
    out = tmp_path / "out.yaml"
    # The tank's fire (FIR 11: 30% eliminated) rolls 5: the squad never reaches the tank, and no assault d100.
    code, text, _ = run(capsys, "assault", str(battle), "a", "t", "--dice", "5", "--apply", str(out))
    result = text.split("Result:\n", 1)
    assert code == 0 and len(result) == 2
    assert result[1].splitlines()[0] == "  Rifle squad is destroyed before it reaches T-34/76 model 1943"
    entry = load_battle(out, bundled_catalogue(), rule_tables()).log[-1]
    assert entry.summary == "Rifle squad is destroyed before it reaches T-34/76 model 1943"


def test_an_assault_at_0_percent_rolls_no_die(capsys, tmp_path: Path) -> None:
    # 3.2: 30% -30 (the tank moved at E) = 0%: the assault cannot succeed. The tank's fire is the only die; the
    # assault is made and recorded, its roll null, the squad destroyed (docs/cli.md).
    battle = write(tmp_path, "", CLOSE.replace(f"type: {TANK}, at: [10, 11]", f"type: {TANK}, at: [10, 11], moved: E"))
    out = tmp_path / "out.yaml"
    data = run_json(capsys, "assault", str(battle), "a", "t", "--dice", "99", "--apply", str(out))
    assert data["assaulted"] is True and data["chance"] == 0 and data["roll"] is None and data["success"] is False
    assert data["result"] == {"infantry": "destroyed", "target": "no_effect"}
    assert [r["printed"] for r in data["rolls"]] == ["99"]
    assert any("cannot succeed" in step["text"] for step in data["steps"])
    saved = load_battle(out, bundled_catalogue(), rule_tables())
    assert saved.unit("a").has(Status.DESTROYED) and saved.log[-1].kind == "assault"
    code, text, _ = run(capsys, "assault", str(battle), "a", "t", "--dice", "99")
    assert code == 0 and "0%: the assault cannot succeed, no die rolled" in text


@pytest.mark.parametrize("command", ["assault", "act"])
def test_a_face_given_for_an_assault_at_0_percent_is_said_not_used_and_why(
    capsys, tmp_path: Path, command: str
) -> None:
    """The player types a face for the assault's d100 too; at 0% it is not rolled (3.2): the note names the face
    left over, its place in the list, and why it was not used; the action is taken with the faces rolled."""
    battle = write(tmp_path, "", CLOSE.replace(f"type: {TANK}, at: [10, 11]", f"type: {TANK}, at: [10, 11], moved: E"))
    action = tmp_path / "assault.yaml"
    action.write_text("kind: assault\ninfantry: a\ntarget: t\n", encoding="utf-8")
    given = [str(battle), "a", "t"] if command == "assault" else [str(battle), str(action)]
    code, text, err = run(capsys, command, *given, "--dice", "99,40")
    assert code == 0, err
    assert err == (
        "morefire: note: --dice: face 40 (item 2 of 2) not used: the rolls took 1 face; the assault at 0% rolls "
        "no d100 (3.2)\n"
    )
    assert "40" not in text.split("dice rolled", 1)[-1]


def test_a_face_given_for_an_assault_the_squad_never_makes_is_said_not_used(capsys, tmp_path: Path) -> None:
    battle = write(tmp_path, "", CLOSE.replace(f"type: {TANK}, at: [10, 11]", f"type: {TANK}, at: [10, 11], moved: E"))
    # The tank's fire (15% suppressed) rolls 5: the squad is suppressed and makes no assault (3.2).
    code, _, err = run(capsys, "assault", str(battle), "a", "t", "--dice", "5,40,3")
    assert code == 0 and err == (
        "morefire: note: --dice: faces 40,3 (items 2-3 of 3) not used: the rolls took 1 face; the squad did not "
        "reach its target, so no assault d100 was rolled (3.2)\n"
    )


def test_assault_without_defensive_fire_and_with_support(capsys, tmp_path: Path) -> None:
    battle = write(tmp_path, "", CLOSE + "  - {id: m, side: allies, type: MMG, at: [12, 10]}\n")
    data = run_json(
        capsys, "assault", str(battle), "a", "t", "--no-defensive-fire", "--support", "m", "--dice", "50,41"
    )
    assert data["defensive_fire"] is None and data["supporting_fire"]["roll"] == 50
    assert data["success"] is False and data["result"] == {"infantry": "destroyed", "target": "no_effect"}


def test_an_assault_3_2_does_not_allow_is_refused_and_bad_arguments_exit_2(capsys, tmp_path: Path) -> None:
    battle = write(tmp_path, "", CLOSE + f"  - {{id: v, side: axis, type: {TANK}, at: [10, 10.4]}}\n")
    out = tmp_path / "out.yaml"
    # 3.2 says who assaults what: its refusals are results (exit 0, refused and rule, nothing rolled or written).
    for attacker, target, words in (
        ("a", "d", "Submachine gun squad is neither a tank nor a bunker"),
        ("v", "t", "only infantry"),
    ):
        data = run_json(capsys, "assault", str(battle), attacker, target, "--apply", str(out))
        assert words in data["refused"] and data["rule"] == "3.2" and data["rolls"] == [] and not data["assaulted"]
        assert load_battle(out, bundled_catalogue(), rule_tables()).log == []
    code, _, err = run(capsys, "assault", str(battle), "a", "t", "--support", "a")
    assert code == 2 and "supporting unit Rifle squad is not on T-34/76 model 1943 (Allies)'s side" in err


# -- the infantry actions: the record and the log entry the window writes, and a strict battle's refusals --------

STRICT = "settings: {sequence: strict}\nstep: %s\n"


def test_infantry_fire_apply_writes_the_log_entry_and_the_action(capsys, tmp_path: Path) -> None:
    battle = write(tmp_path, "", FIRE_UNITS)
    out = tmp_path / "out.yaml"
    data = run_json(
        capsys,
        "infantry-fire",
        str(battle),
        "--area",
        "30,20",
        "--firers",
        "r1,m1",
        "--dice",
        "4,10",
        "--apply",
        str(out),
    )
    assert data["refused"] is None and data["refusal"] is None and data["rule"] is None
    saved = load_battle(out, bundled_catalogue(), rule_tables())
    entry = saved.log[-1]
    assert entry.kind == "infantry_fire" and entry.actors == ("r1", "m1") and entry.targets == ("e1", "e2")
    assert [r.face for r in entry.rolls()] == [4, 10]
    assert saved.actions[-1].action == {"kind": "infantry_fire", "area": [30.0, 20.0], "firers": ["r1", "m1"]}
    assert saved.unit("e1").status_until == {Status.SUPPRESSED: 3}  # the battle's turn 1: recovers at turn 3


@pytest.mark.parametrize(
    "step,command,rule,reason",
    [
        (
            "movement.road",
            ["infantry-fire", "--area", "30,20", "--firers", "r1"],
            "Sequence of play",
            "infantry fire into a target area (3.5) is direct fire step 4 (infantry vs infantry); this is movement step 1 "
            "(road movement)",
        ),
        (
            "fire.infantry",
            ["melee", "a", "d"],
            "Sequence of play",
            "an infantry melee (3.1) is melee step A (infantry vs infantry melees); this is direct fire step 4",
        ),
        (
            "melee.infantry",
            ["assault", "a", "t"],
            "Sequence of play",
            "an assault on a tank or bunker (3.2) is melee step B (infantry assaults vs tanks and bunkers); this is "
            "melee step A",
        ),
        ("melee.assault", ["assault", "s", "t"], "3.2", "a suppressed infantry unit cannot assault a tank or bunker"),
        (
            "fire.infantry",
            ["suicide-squad", "a", "--year", "1942"],
            "Sequence of play",
            "reclassifying a suicide squad (3.3) is movement step 6 (infantry movement) or melee step B",
        ),
    ],
)
def test_a_strict_battle_refuses_out_of_step_with_the_rule(
    capsys, tmp_path: Path, step: str, command: list[str], rule: str, reason: str
) -> None:
    units = FIRE_UNITS + CLOSE + "  - {id: s, side: axis, type: R, at: [10, 11.7], status: [suppressed]}\n"
    battle = write(tmp_path, "", units, STRICT % step)
    out = tmp_path / "out.yaml"
    data = run_json(capsys, command[0], str(battle), *command[1:], "--apply", str(out))
    refused = data["refused"]
    assert (
        reason in refused and data.get("refusal", refused) == refused and data["rule"] == rule and data["rolls"] == []
    )
    saved = load_battle(out, bundled_catalogue(), rule_tables())
    assert saved.log == [] and saved.actions == []  # a refusal changes nothing


def test_a_strict_melee_in_its_step(capsys, tmp_path: Path) -> None:
    battle = write(
        tmp_path, "", CLOSE + "  - {id: d2, side: allies, type: R, at: [9.2, 10]}\n", STRICT % "melee.infantry"
    )
    out = tmp_path / "out.yaml"
    data = run_json(capsys, "melee", str(battle), "a", "d", "--dice", "0,4", "--apply", str(out))
    assert data["refused"] is None and data["winner"] == "a"
    saved = load_battle(out, bundled_catalogue(), rule_tables())
    assert saved.acted == {"melee.infantry": ("a",)} and saved.log[-1].kind == "melee"
    again = run_json(capsys, "melee", str(out), "a", "d2", "--dice", "0,4")
    assert (
        again["refused"]
        == "Rifle squad (Axis) has already acted in melee step A (infantry vs infantry melees) this turn"
        and again["rolls"] == []
    )


def test_melee_text_says_a_refusal(capsys, tmp_path: Path) -> None:
    battle = write(tmp_path, "", CLOSE, STRICT % "fire.infantry")
    code, out, _ = run(capsys, "melee", str(battle), "a", "d")
    assert code == 0 and "Refused: an infantry melee (3.1) is melee step A" in out


def test_a_destroyed_unit_is_refused_a_melee_or_an_assault_as_a_shot_is(capsys, tmp_path: Path) -> None:
    # The rules' refusal (exit 0, the rule, nothing rolled), as fire, spot, move and infantry-fire give it.
    gone = "  - {id: x, side: allies, type: R, at: [9.4, 10], status: [destroyed]}\n"
    dead = f"  - {{id: dt, side: allies, type: {TANK}, at: [9, 10], status: [destroyed]}}\n"
    battle = write(
        tmp_path, "", CLOSE + gone + dead + "  - {id: y, side: axis, type: R, at: [9, 11], status: [destroyed]}\n"
    )
    code, out, err = run(capsys, "melee", str(battle), "a", "x")
    assert code == 0 and err == "" and "Refused: Rifle squad (Allies) is destroyed (3.1)" in out
    data = run_json(capsys, "melee", str(battle), "y", "d")
    assert data["refused"] == "Rifle squad 2 (Axis) is destroyed" and data["rule"] == "3.1" and data["rolls"] == []
    assert data["attacker"] is None and data["defender"] is None
    for infantry, target, name in (("a", "dt", "T-34/76 model 1943 2"), ("y", "t", "Rifle squad 2 (Axis)")):
        data = run_json(capsys, "assault", str(battle), infantry, target, "--dice", "99,40")
        assert data["refused"] == f"{name} is destroyed" and data["rule"] == "3.2" and data["rolls"] == []
        assert data["defensive_fire"] is None and not data["assaulted"]
    code, out, err = run(capsys, "assault", str(battle), "a", "dt")
    assert code == 0 and err == "" and "Refused: T-34/76 model 1943 2 is destroyed (3.2)" in out


# -- morefire suicide-squad -------------------------------------------------------------------------------------

GUARDS = (
    "  - {id: g, side: allies, type: SMG, at: [10, 10], formation: guard}\n"
    "  - {id: r, side: allies, type: R, at: [12, 10]}\n"
    f"  - {{id: t, side: axis, type: {TANK}, at: [10, 11]}}\n"
)


@pytest.mark.parametrize(
    "unit,year,refused",
    [
        ("g", "1942", None),
        ("g", "1943", "Russian Guard 1941-42 only (the battle is in 1943)"),
        ("r", "1942", "Russian Guard 1941-42 only: this unit is not of the Guard (its formation: none)"),
    ],
)
def test_suicide_squad_json_and_apply(capsys, tmp_path: Path, unit: str, year: str, refused: str | None) -> None:
    battle = write(tmp_path, "", GUARDS)
    out = tmp_path / "out.yaml"
    data = run_json(capsys, "suicide-squad", str(battle), unit, "--year", year, "--apply", str(out))
    saved = load_battle(out, bundled_catalogue(), rule_tables())
    if refused is None:
        assert data["refused"] is None and data["rule"] is None and data["eligible"] is True
        assert data["row"] == "Russian Guard" and data["must_assault"] == "t" and data["formation"] == "guard"
        assert saved.unit(unit).suicide and saved.log[-1].kind == "suicide_squad"
        assert saved.actions[-1].action == {"kind": "suicide_squad", "unit": unit, "year": int(year)}
    else:
        assert data["refused"] == refused and data["rule"] == "3.3" and data["eligible"] is False
        assert not saved.unit(unit).suicide and saved.actions == []


def test_a_nation_without_suicide_squads_is_named_as_players_read_it(capsys, tmp_path: Path) -> None:
    """3.3's refusal names the unit's nation ("USA"), not its id, and lists the rows as the rule prints them."""
    battle = write(tmp_path, "", GUARDS)
    battle.write_text(battle.read_text(encoding="utf-8").replace("nation: ussr", "nation: usa"), encoding="utf-8")
    code, out, err = run(capsys, "suicide-squad", str(battle), "r", "--year", "1942")
    assert code == 0 and err == ""
    refusal = "no suicide squads for USA (Russian Guard 1941-42; German Waffen SS 1945; Japanese 1931-45)"
    assert f"Refused: {refusal} (3.3)" in out
    assert run_json(capsys, "suicide-squad", str(battle), "r", "--year", "1942")["refused"] == refusal


def test_suicide_squad_without_a_year(capsys, tmp_path: Path) -> None:
    # A battle without a briefing: the year is a value the command must be given, bad input without it (exit 2,
    # naming --year, nothing written), as `morefire act` names the action file's key.
    battle = write(tmp_path, "", GUARDS)
    for json_flag in ((), ("--json",)):
        code, out, err = run(capsys, "suicide-squad", str(battle), "g", *json_flag, "--apply", str(tmp_path / "o.yaml"))
        assert code == 2 and out == "" and not (tmp_path / "o.yaml").exists()
        assert err == (
            "morefire: --year: missing: the battle has no briefing to give its year, so give the year it is fought in "
            "(3.3)\n"
        )
    action = tmp_path / "reclassify.yaml"
    action.write_text("{kind: suicide_squad, unit: g}\n", encoding="utf-8")
    code, out, err = run(capsys, "act", str(battle), str(action))
    assert code == 2 and out == "" and f"morefire: {action}: year: missing: the battle has no briefing" in err
    code, out, _ = run(capsys, "suicide-squad", str(battle), "g", "--year", "1942")
    assert (
        code == 0
        and "Result: Submachine gun squad is a suicide squad; must assault T-34/76 model 1943 (17 yd) this turn" in out
    )


def test_a_destroyed_unit_is_refused_as_a_suicide_squad_as_a_shot_is(capsys, tmp_path: Path) -> None:
    # The rules' refusal (exit 0, said once, the rule), not bad input; --apply saves nothing new.
    battle = write(tmp_path, "", GUARDS.replace("formation: guard}", "formation: guard, status: [destroyed]}"))
    code, out, err = run(capsys, "suicide-squad", str(battle), "g", "--year", "1942")
    assert code == 0 and err == "" and out.count("is destroyed") == 1
    assert "Refused: Submachine gun squad is destroyed (3.3)" in out
    saved = tmp_path / "out.yaml"
    data = run_json(capsys, "suicide-squad", str(battle), "g", "--year", "1942", "--apply", str(saved))
    assert data["refused"] == "Submachine gun squad is destroyed" and data["rule"] == "3.3" and not data["eligible"]
    assert load_battle(saved, bundled_catalogue(), rule_tables()).actions == []


def test_suicide_squad_bad_arguments_exit_2(capsys, tmp_path: Path) -> None:
    battle = write(tmp_path, "", GUARDS)
    code, _, err = run(capsys, "suicide-squad", str(battle), "zz", "--year", "1942")
    assert code == 2 and "not a unit" in err
    code, _, err = run(capsys, "suicide-squad", str(battle), "g", "--year", "x")
    assert code == 2 and "argument --year: must be a whole number from 1900 to 2000 (found 'x')" in err


def test_a_formation_the_file_cannot_hold_is_named(capsys, tmp_path: Path) -> None:
    battle = write(tmp_path, "", "  - {id: g, side: allies, type: SMG, at: [10, 10], formation: guards}\n")
    code, _, err = run(capsys, "suicide-squad", str(battle), "g", "--year", "1942")
    assert (
        code == 2
        and "battle.yaml:10: units[0] (g).formation:" in err
        and "'guards' is not one of the choices here; did you mean 'guard'?" in err
    )


def test_infantry_actions_by_morefire_act_replay_to_the_battle(capsys, tmp_path: Path) -> None:
    battle = write(tmp_path, "", FIRE_UNITS + CLOSE + GUARDS.replace("id: t,", "id: t2,"))
    fire = tmp_path / "fire.yaml"
    fire.write_text("{kind: infantry_fire, area: [30, 20], firers: [r1, m1]}\n", encoding="utf-8")
    data = run_json(capsys, "act", str(battle), str(fire), "--dice", "50,60", "--apply", str(tmp_path / "b1.yaml"))
    assert data["refused"] is None and data["log"][0]["kind"] == "infantry_fire"
    run_json(
        capsys, "melee", str(tmp_path / "b1.yaml"), "a", "d", "--dice", "3,4", "--apply", str(tmp_path / "b2.yaml")
    )
    run_json(
        capsys, "suicide-squad", str(tmp_path / "b2.yaml"), "g", "--year", "1942", "--apply", str(tmp_path / "b3.yaml")
    )
    run_json(
        capsys, "assault", str(tmp_path / "b3.yaml"), "g", "t2", "--dice", "99,10", "--apply", str(tmp_path / "b4.yaml")
    )
    replay = run_json(capsys, "replay", str(tmp_path / "b4.yaml"))
    assert replay["same"] and [s["kind"] for s in replay["steps"]] == [
        "infantry_fire",
        "melee",
        "suicide_squad",
        "assault",
    ]


def test_a_refused_move_mount_and_dismount_say_their_refusal_once(capsys, tmp_path: Path) -> None:
    units = RIDERS + f"  - {{id: t, side: allies, type: {TANK}, at: [2, 10]}}\n"
    battle = write(tmp_path, ROAD, units, STRICT % "fire.infantry")
    for args in (("move", "a", "--to", "11,11"), ("mount", "ht", "a"), ("dismount", "a")):
        code, out, _ = run(capsys, args[0], str(battle), *args[1:])
        assert code == 0 and out.count("this is direct fire step 4 (infantry vs infantry)") == 1, out


def test_infantry_fire_says_each_firer_that_does_not_fire_once(capsys, tmp_path: Path) -> None:
    battle = write(tmp_path, "", FIRE_UNITS)
    code, out, _ = run(capsys, "infantry-fire", str(battle), "--area", "30,20", "--firers", "r1,s1", "--dice", "4,10")
    assert code == 0 and out.count("out of range") == 1 and "s1" not in out
