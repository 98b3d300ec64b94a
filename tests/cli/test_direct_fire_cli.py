"""``morefire fire`` and ``morefire spot`` through ``morefire_gui.cli.main``, with scripted dice, on battles written
to tmp_path and on the demo battle. The guns' figures are read from the catalogue (data that may be corrected), so
that the tests pin the rules and the contract, not the figures."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from morefire_gui.cli import main
from morefire_gui.io.battle_file import load_battle
from morefire_gui.io.resources import bundled_catalogue, demo_battle_path, rule_tables
from morefire_gui.model.terms import Status

FIRER, TARGET = "pz4h", "t34_76_43"
HEAD = (
    'format: morefire-battle\nversion: 1\ntitle: Test\ntable: {width: 72, depth: 48, unit: in}\nscale: "1:50"\n'
    "sides:\n  - {id: axis, nation: germany, edge: north}\n  - {id: allies, nation: ussr, edge: south}\n"
)
FIRE_KEYS = (
    "range_yards",
    "los",
    "band_yards",
    "base_chance",
    "modifiers",
    "chance",
    "roll",
    "hit",
    "location",
    "aspect",
    "armor_class",
    "penetration",
    "penetrated",
    "result",
    "refused",
)
SPOT_KEYS = ("automatic", "reason", "chance", "modifiers", "roll", "spotted")


def band(unit_type: str, yards: float):  # type: ignore[no-untyped-def]
    return next(b for b in bundled_catalogue()[unit_type].guns[0].bands if yards <= b.max_yards)


def write(tmp_path: Path, units: str, terrain: str = "", settings: str = "") -> Path:
    path = tmp_path / f"battle{len(list(tmp_path.glob('battle*.yaml')))}.yaml"  # a new file each time
    path.write_text(
        HEAD + (f"terrain:\n{terrain}" if terrain else "") + f"units:\n{units}" + settings, encoding="utf-8"
    )
    return path


def duel(tmp_path: Path, target: str = "moved: C, facing: 0", settings: str = "") -> Path:
    """A Panzer IV 400 yards north of a T-34 (by default one that moved: spotted automatically, 2.1)."""
    return write(
        tmp_path,
        f"  - {{id: ge, side: axis, type: {FIRER}, at: [36, 10], facing: 180}}\n"
        f"  - {{id: su, side: allies, type: {TARGET}, at: [36, 18], {target}}}\n",
        settings=settings,
    )


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def run_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict:
    code, out, err = run(capsys, *args, "--json")
    assert code == 0, err
    return json.loads(out)


def test_fire_a_hit_that_penetrates_or_not(capsys, tmp_path: Path) -> None:
    data = run_json(capsys, "fire", str(duel(tmp_path)), "ge", "su", "--dice", "1,5")
    for key in FIRE_KEYS:
        assert key in data
    b = band(FIRER, 400)
    hull_front = bundled_catalogue()[TARGET].vehicle.armor.hull_front
    assert data["range_yards"] == 400 and data["los"] is True and data["refused"] is None
    assert data["band_yards"] == b.max_yards and data["base_chance"] == b.hit
    assert {(m["label"], m["value"]) for m in data["modifiers"]} == {("Silhouette AVERAGE", 0), ("MOVING", -10)}
    assert data["chance"] == b.hit - 10 and data["roll"] == 1 and data["hit"] is True
    assert data["location"] == "hull" and data["aspect"] == "front" and data["armor_class"] == hull_front
    assert data["penetration"] == b.pen and data["penetrated"] is (b.pen >= hull_front)
    assert data["result"] == ("destroyed" if b.pen >= hull_front else "no_effect")
    assert data["spot"]["automatic"] is True
    assert [r["die"] for r in data["rolls"]] == ["d100", "d10"]


def test_a_hit_has_one_result_heading(capsys, tmp_path: Path) -> None:
    code, out, _ = run(capsys, "fire", str(duel(tmp_path)), "ge", "su", "--dice", "1,5")
    assert code == 0 and out.count("Result:") == 1
    result = out.split("Result:\n", 1)[1]  # what the hit did (2.6), then the shot in a line
    assert result.startswith("  non-campaign battle: the hull armour is ") and "% to hit, rolled 1: hit, hull" in result


def test_fire_a_miss(capsys, tmp_path: Path) -> None:
    data = run_json(capsys, "fire", str(duel(tmp_path)), "ge", "su", "--dice", "100")
    assert data["hit"] is False and data["result"] == "miss" and data["location"] is None
    code, out, _ = run(capsys, "fire", str(duel(tmp_path)), "ge", "su", "--dice", "100")
    assert code == 0 and "rolled 100: miss\n" in out and "miss: miss" not in out  # a miss is said once


def test_a_refused_shot_is_a_result(capsys, tmp_path: Path) -> None:
    data = run_json(capsys, "fire", str(duel(tmp_path, "facing: 0")), "ge", "su", "--dice", "")
    assert data["refused"] is not None and "not spotted" in data["refused"]
    assert data["roll"] is None and data["result"] is None and data["los"] is True
    code, out, _ = run(capsys, "fire", str(duel(tmp_path, "facing: 0")), "ge", "su", "--dice", "")
    assert code == 0 and "cannot fire" in out
    # The refusal is said once, in the result, with its rule.
    assert out.count("is not spotted") == 1 and "Cannot fire:" not in out
    assert "Result:\n  cannot fire: T-34/76 model 1943 is not spotted: " in out and out.count("(rule 2.1)\n") >= 1


def test_out_of_range_and_no_line_of_sight(capsys, tmp_path: Path) -> None:
    far = write(
        tmp_path,
        f"  - {{id: ge, side: axis, type: {FIRER}, at: [2, 2]}}\n"
        f"  - {{id: su, side: allies, type: {TARGET}, at: [70, 46], status: [spotted]}}\n",
        terrain="  - {id: w, kind: woods, polygon: [[30, 20], [40, 20], [40, 30], [30, 30]]}\n",
    )
    data = run_json(capsys, "fire", str(far), "ge", "su")
    assert data["los"] is False and "no line of sight" in data["refused"] and "out of range" in data["refused"]


def across(tmp_path: Path, piece: str) -> Path:
    """A Panzer IV at (20, 25) and a spotted T-34 30 in east of it, with one terrain piece (a YAML mapping)."""
    return write(
        tmp_path,
        f"  - {{id: ge, side: axis, type: {FIRER}, at: [20, 25]}}\n"
        f"  - {{id: su, side: allies, type: {TARGET}, at: [50, 25], status: [spotted]}}\n",
        terrain=f"  - {piece}\n",
    )


def test_a_shot_and_a_spot_without_line_of_sight_name_the_piece_that_blocks_it(capsys, tmp_path: Path) -> None:
    battle = across(
        tmp_path, "{id: w, name: Bluebell Wood, kind: woods, polygon: [[30, 20], [40, 20], [40, 30], [30, 30]]}"
    )
    for command in ("fire", "spot"):
        code, out, _ = run(capsys, command, str(battle), "ge", "su", "--seed", "1")
        assert code == 0 and "line of sight blocked" in out, out
        assert "blocked by Bluebell Wood (woods): woods in the way" in out, out


def test_a_line_that_cites_its_rule_reading_is_not_told_the_rule_again(capsys, tmp_path: Path) -> None:
    # The firer on a hill: the hill does not block its sight (the rule 2.1 reading the reason cites, once).
    battle = across(
        tmp_path, "{id: h, name: Hill 112, kind: hill, level: 1, polygon: [[15, 20], [25, 20], [25, 30], [15, 30]]}"
    )
    code, out, _ = run(capsys, "spot", str(battle), "ge", "su", "--seed", "1")
    hill = next(line for line in out.splitlines() if "not blocked by Hill 112" in line)
    assert code == 0 and "(rule 2.1 reading: " in hill and not hill.endswith("(rule 2.1)"), hill


def test_advanced_suspension_hit_applied_with_its_turn(capsys, tmp_path: Path) -> None:
    out = tmp_path / "after.yaml"
    data = run_json(
        capsys,
        "fire",
        str(duel(tmp_path)),
        "ge",
        "su",
        "--advanced",
        "--turn",
        "4",
        "--dice",
        "1,9,3",
        "--apply",
        str(out),
    )
    assert data["location"] == "suspension" and data["result"] == "immobilized" and data["damage_roll"] == 3
    assert data["immobile_turns"] == 10
    battle = load_battle(out, bundled_catalogue(), rule_tables())
    su = battle.unit("su")
    assert su.has(Status.IMMOBILIZED) and su.status_until[Status.IMMOBILIZED] == 14
    assert battle.log[-1].kind == "fire" and any(s.kind == "roll" for s in battle.log[-1].steps)
    assert su.spotted_by == ("ge",)  # advanced: the automatic spot is the firer's


def test_apply_marks_the_firer_as_having_fired(capsys, tmp_path: Path) -> None:
    out = tmp_path / "after.yaml"
    data = run_json(capsys, "fire", str(duel(tmp_path)), "ge", "su", "--dice", "100", "--apply", str(out))
    assert data["result"] == "miss" and data["acted_in"] == "fire.tank_vs_tank"  # a vehicle at a vehicle
    battle = load_battle(out, bundled_catalogue(), rule_tables())
    assert battle.acted == {"fire.tank_vs_tank": ("ge",)}  # a miss marks it too: it has fired
    assert battle.log[-1].summary.endswith("rolled 100: miss")  # said once
    # In the current fire step, when the firer may act in it, the mark is there.
    step = duel(tmp_path, settings="step: fire.tank_vs_infantry\n")
    data = run_json(capsys, "fire", str(step), "ge", "su", "--dice", "100", "--apply", str(out))
    assert data["acted_in"] == "fire.tank_vs_infantry"
    assert load_battle(out, bundled_catalogue(), rule_tables()).acted == {"fire.tank_vs_infantry": ("ge",)}
    # A refused shot fires nothing: no mark.
    refused = run_json(capsys, "fire", str(duel(tmp_path, "facing: 0")), "ge", "su", "--apply", str(out))
    assert refused["refused"] and refused["acted_in"] is None
    assert load_battle(out, bundled_catalogue(), rule_tables()).acted == {}


def test_suspension_shot_and_campaign(capsys, tmp_path: Path) -> None:
    data = run_json(
        capsys, "fire", str(duel(tmp_path)), "ge", "su", "--suspension-shot", "--campaign", "--dice", "1,7,2"
    )
    assert data["location_roll"] == 7 and data["location"] == "suspension"  # 7 + 1 = 8
    assert data["result"] == "X" and data["campaign_damage"] == "X"  # SUSPENSION column 2: X
    out = tmp_path / "after.yaml"
    run_json(capsys, "fire", str(duel(tmp_path)), "ge", "su", "--campaign", "--dice", "1,8,5", "--apply", str(out))
    su = load_battle(out, bundled_catalogue(), rule_tables()).unit("su")
    assert [d.value for d in su.damage] == ["E"] and su.has(Status.IMMOBILIZED)


def test_spot(capsys, tmp_path: Path) -> None:
    battle = duel(tmp_path, "facing: 0")
    data = run_json(capsys, "spot", str(battle), "ge", "su", "--dice", "70")
    for key in SPOT_KEYS:
        assert key in data
    assert data["automatic"] is False and data["chance"] == 70 and data["roll"] == 70 and data["spotted"] is True
    assert {(m["label"], m["value"]) for m in data["modifiers"]} == {
        ("Silhouette AVERAGE", 0),
        ("Stationary Firer", 10),
    }
    auto = run_json(capsys, "spot", str(duel(tmp_path)), "ge", "su", "--dice", "")
    assert auto["automatic"] is True and auto["spotted"] is True and auto["roll"] is None
    out = tmp_path / "spotted.yaml"
    run_json(capsys, "spot", str(battle), "ge", "su", "--dice", "5", "--apply", str(out))
    assert load_battle(out, bundled_catalogue(), rule_tables()).unit("su").has(Status.SPOTTED)
    code, text, _ = run(capsys, "spot", str(battle), "ge", "su", "--dice", "71")
    assert code == 0 and "Result: not spotted on the spotting chart (71 against 70%)\n" in text
    code, text, _ = run(capsys, "spot", str(battle), "ge", "su", "--dice", "5")
    assert code == 0 and "Result: spotted on the spotting chart (5 against 70%)\n" in text  # the verdict said once
    code, text, _ = run(capsys, "spot", str(duel(tmp_path)), "ge", "su", "--dice", "")
    assert code == 0 and "Result: spotted (automatic: " in text


def test_spot_says_why_a_target_is_spotted_already(capsys, tmp_path: Path) -> None:
    """docs/cli.md: `already` is null, or why the target is spotted already (basic: spotted for the battle;
    advanced: kept in sight by this spotter)."""
    basic = run_json(capsys, "spot", str(duel(tmp_path, "facing: 0, status: [spotted]")), "ge", "su", "--dice", "")
    assert basic["spotted"] is True and basic["roll"] is None
    assert isinstance(basic["already"], str) and "remains spotted for the entire battle" in basic["already"]
    kept = duel(tmp_path, "facing: 0, spotted_by: [ge]")
    advanced = run_json(capsys, "spot", str(kept), "ge", "su", "--advanced", "--dice", "")
    assert isinstance(advanced["already"], str) and "kept it in sight" in advanced["already"]
    rolled = run_json(capsys, "spot", str(duel(tmp_path, "facing: 0")), "ge", "su", "--dice", "70")
    assert rolled["already"] is None
    unseen = write(
        tmp_path,
        f"  - {{id: ge, side: axis, type: {FIRER}, at: [36, 10], facing: 180}}\n"
        f"  - {{id: su, side: allies, type: {TARGET}, at: [36, 30], status: [spotted]}}\n",
        terrain="  - {id: w, kind: woods, polygon: [[30, 18], [42, 18], [42, 22], [30, 22]]}\n",
    )
    blocked = run_json(capsys, "spot", str(unseen), "ge", "su", "--dice", "")
    assert blocked["los"] is False and blocked["already"] is None


def test_desert_doubles_the_automatic_distances(capsys, tmp_path: Path) -> None:
    units = (
        f"  - {{id: ge, side: axis, type: {FIRER}, at: [36, 2]}}\n"
        f"  - {{id: su, side: allies, type: {TARGET}, at: [36, 20], moved: C}}\n"
    )  # 900 yards
    plain = run_json(capsys, "spot", str(write(tmp_path, units)), "ge", "su", "--dice", "1")
    assert plain["automatic"] is False
    desert = write(tmp_path, units, settings="settings: {terrain_type: desert}\n")
    data = run_json(capsys, "spot", str(desert), "ge", "su", "--dice", "")
    assert data["automatic"] is True and "desert" in " ".join(s["text"] for s in data["steps"]).lower()


@pytest.mark.parametrize(
    "args, words",
    [
        (("fire", "ge", "zz"), "not a unit"),
        (("fire", "zz", "su"), "not a unit"),
        (("fire", "ge", "su", "--weapon", "flak"), "no weapon"),
        (("spot", "ge", "ge"), "itself"),
    ],
)
def test_bad_arguments_exit_2(capsys, tmp_path: Path, args, words) -> None:  # type: ignore[no-untyped-def]
    code, _, err = run(capsys, args[0], str(duel(tmp_path)), *args[1:])
    assert code == 2 and words in err


def test_too_few_dice_is_an_error(capsys, tmp_path: Path) -> None:
    code, _, err = run(capsys, "fire", str(duel(tmp_path)), "ge", "su", "--dice", "1")
    assert code == 2 and "ran out" in err


def test_the_demo_battle(capsys) -> None:
    demo = str(demo_battle_path())
    data = run_json(capsys, "fire", demo, "su7", "ge7", "--dice", "")
    assert data["los"] is True and "not spotted" in data["refused"]
    spotted = run_json(capsys, "spot", demo, "su7", "ge7", "--dice", "30")
    labels = {m["label"] for m in spotted["modifiers"]}
    assert "Defilade (status defilade)" in labels and spotted["spotted"] is True
    code, out, _ = run(capsys, "fire", demo, "ge1", "su1")
    assert code == 0 and "no line of sight" in out
    infantry = run_json(capsys, "fire", demo, "ge3", "su13")
    assert "3.5" in infantry["refused"]


def test_a_shot_at_infantry_is_refused_in_words_that_fit_the_firer(capsys, tmp_path: Path) -> None:
    """Infantry counters are not targets of direct fire (2.2): a tank fires at them with T-HE and TMG, while a gun or
    an anti-tank weapon does not fire at them at all (they are the targets of infantry fire, 3.5)."""
    battle = tmp_path / "battle.yaml"
    battle.write_text(
        HEAD.replace("ussr", "usa") + "units:\n"
        "  - {id: g, side: axis, type: pak36, at: [36, 10], facing: 180}\n"
        f"  - {{id: t, side: axis, type: {FIRER}, at: [40, 10], facing: 180}}\n"
        "  - {id: ar, side: axis, type: R, at: [30, 10]}\n"
        "  - {id: r, side: allies, type: R, at: [36, 18]}\n"
        "  - {id: bz, side: allies, type: bazooka, at: [30, 18]}\n",
        encoding="utf-8",
    )
    refusals = {
        (firer, target, *weapon): run_json(capsys, "fire", str(battle), firer, target, *weapon)
        for firer, target, *weapon in (("g", "r"), ("bz", "ar"), ("r", "ar", "--weapon", "bazooka"), ("t", "r"))
    }
    gun, team, squad, tank = (r["refused"] for r in refusals.values())
    assert all(r["rule"] == "3.5" for r in refusals.values())
    assert gun == (
        "Rifle squad (Allies) is infantry: 3.7cm PaK 36 anti-tank gun fires directly at vehicles and guns only (2.2); "
        "infantry counters are the targets of infantry fire (3.5)"
    )
    for refused in (gun, team, squad):
        assert "tanks fire" not in refused and "fires directly at vehicles and guns only (2.2)" in refused
    assert team.startswith('Rifle squad (Axis) is infantry: 2.36" Bazooka team fires directly')
    assert squad.startswith("Rifle squad (Axis) is infantry: Rifle squad (Allies) fires directly")
    assert "tanks fire at infantry and their weapon systems with T-HE and TMG" in tank


def test_a_refused_shot_gives_aspect_and_sector_together(capsys) -> None:
    """Both are the geometry's (2.3), computed for a vehicle target whether the shot is refused or not; both null
    for a gun, which has no aspect."""
    demo = str(demo_battle_path())
    blocked = run_json(capsys, "fire", demo, "ge1", "su3")  # no line of sight
    assert blocked["los"] is False and blocked["refused"]
    assert blocked["aspect"] is not None and blocked["sector"] is not None
    gun = run_json(capsys, "fire", demo, "ge1", "su10")  # the ZiS-3: a gun
    assert gun["refused"] and gun["aspect"] is None and gun["sector"] is None


def test_a_not_spotted_refusal_gives_aspect_and_sector(capsys, tmp_path: Path) -> None:
    data = run_json(capsys, "fire", str(duel(tmp_path, "facing: 0")), "ge", "su")
    assert "not spotted" in data["refused"] or "spot" in data["refused"]
    assert (data["aspect"], data["sector"]) == ("front", "front")  # ge is ahead of su


def test_a_howitzer_with_no_bands_is_a_refused_shot(capsys, tmp_path: Path) -> None:
    battle = write(
        tmp_path,
        "  - {id: us, side: allies, type: m4_105, at: [36, 18], facing: 0}\n"
        "  - {id: ge, side: axis, type: pz4h, at: [36, 10], facing: 180, moved: C}\n",
    )
    for extra in ((), ("--weapon", "105mm M4 howitzer")):
        data = run_json(capsys, "fire", str(battle), "us", "ge", *extra)
        assert "105mm M4 howitzer has no direct-fire range bands" in data["refused"]
        assert data["roll"] is None and data["acted_in"] is None
        assert data["aspect"] is None and data["sector"] is None


def test_a_shot_the_sequence_of_play_refuses_says_what_the_plan_knows(capsys, tmp_path: Path) -> None:
    """A shot out of its step is refused before it is read, but what it shows beside the refusal agrees with itself:
    a target spotted automatically is `spotted`, and `aspect` comes with `sector` (2.3), as in a shot the rules
    refuse."""
    strict = duel(tmp_path, settings="settings: {sequence: strict}\nstep: fire.at_vs_tank\n")
    data = run_json(capsys, "fire", str(strict), "ge", "su", "--dice", "")
    assert data["rule"] == "Sequence of play" and data["roll"] is None and data["acted_in"] is None
    assert data["spot"]["automatic"] is True and data["spotted"] is True  # su moved within 500 yards
    assert (data["aspect"], data["sector"]) == ("front", "front")  # ge is ahead of su
    # The same shot refused by the rules (a destroyed firer) says the same.
    ruled = duel(tmp_path, settings="")
    ruled.write_text(ruled.read_text(encoding="utf-8").replace("facing: 180}", "facing: 180, status: [destroyed]}"))
    same = run_json(capsys, "fire", str(ruled), "ge", "su", "--dice", "")
    assert same["rule"] == "2.2" and (same["spotted"], same["aspect"], same["sector"]) == (True, "front", "front")


def test_a_hill_and_a_wood_in_a_modifier_are_named_by_their_names(capsys, tmp_path: Path) -> None:
    # A T-34 on a named hill is in defilade (HILLS), one in a named wood is in woods (2.2): each piece by its name.
    path = write(
        tmp_path,
        f"  - {{id: ge, side: axis, type: {FIRER}, at: [36, 10], facing: 180}}\n"
        f"  - {{id: su, side: allies, type: {TARGET}, at: [36, 18], moved: C, facing: 0}}\n"
        f"  - {{id: su2, side: allies, type: {TARGET}, at: [40, 18], moved: C, facing: 0}}\n"
        f"  - {{id: su3, side: allies, type: {TARGET}, at: [35, 17], facing: 0}}\n",
        terrain="  - {id: h9, kind: hill, level: 1, name: Kurgan, polygon: [[34, 16], [38, 16], [38, 20], [34, 20]]}\n"
        "  - {id: w9, kind: woods, name: Birch grove, polygon: [[39.5, 17.5], [40.5, 17.5], [40.5, 18.5], [39.5, 18.5]]}\n",
    )
    assert main(["fire", str(path), "ge", "su", "--dice", "99", "--json"]) == 0
    labels = [m["label"] for m in json.loads(capsys.readouterr().out)["modifiers"]]
    assert "DEFILADE (a vehicle on Kurgan (hill))" in labels
    assert main(["fire", str(path), "ge", "su2", "--dice", "99"]) == 0
    out = capsys.readouterr().out
    assert "In Woods/Building (in Birch grove (woods))" in out and "w9" not in out
    assert main(["spot", str(path), "ge", "su3", "--dice", "99"]) == 0
    out = capsys.readouterr().out
    assert "Defilade (a vehicle on Kurgan (hill)) -20 (rule 2.1)" in out and "h9" not in out


def test_fire_at_a_hidden_position_and_at_a_fake_marker(capsys, tmp_path: Path) -> None:
    """A shot at a hidden position reveals it, with the shot, in the file written; at a fake marker it takes the marker
    off and is spent, and the log says so."""
    path = write(
        tmp_path,
        f"  - {{id: ge, side: axis, type: {FIRER}, at: [36, 10], facing: 180}}\n"
        f"  - {{id: su, side: allies, type: {TARGET}, at: [36, 18], moved: C, facing: 0, status: [hidden]}}\n"
        f"  - {{id: fk, side: allies, type: {TARGET}, at: [40, 18], status: [hidden], decoy: true}}\n",
    )
    real, fake = tmp_path / "real.yaml", tmp_path / "fake.yaml"
    data = run_json(capsys, "fire", str(path), "ge", "su", "--dice", "1,5", "--apply", str(real))
    assert data["revealed"]["fake"] is False and data["revealed"]["name"] != "a hidden position"
    assert data["roll"] == 1 and data["refused"] is None
    battle = load_battle(real, bundled_catalogue(), rule_tables())
    assert not battle.unit("su").has(Status.HIDDEN)
    assert battle.log[-1].kind == "fire" and "a hidden position revealed" in battle.log[-1].summary
    code, out, err = run(capsys, "fire", str(path), "ge", "fk", "--apply", str(fake))
    assert code == 0, err
    assert "a fake marker: taken off the table; the shot is spent" in out
    battle = load_battle(fake, bundled_catalogue(), rule_tables())
    assert battle.unit("fk") is None and battle.unit("su").has(Status.HIDDEN)
    assert battle.log[-1].title.endswith("fires at a hidden position") and battle.acted
    assert "fake marker" in battle.log[-1].summary


def test_spotting_a_hidden_position_tells_nothing_it_hides(capsys, tmp_path: Path) -> None:
    """A marker is not rolled for on the spotting chart: the target's silhouette and the chance would tell the spotting
    side whether a tank or a squad (or nothing) is under it. The spot is refused alike at a real hidden tank and at a
    fake, with the way to reveal it; no die is rolled and nothing is logged."""
    path = write(
        tmp_path,
        f"  - {{id: ge, side: axis, type: {FIRER}, at: [36, 10], facing: 180}}\n"
        f"  - {{id: su, side: allies, type: {TARGET}, at: [36, 18], facing: 0, status: [hidden]}}\n"
        f"  - {{id: fk, side: allies, type: R, at: [40, 18], status: [hidden], decoy: true}}\n",
    )
    said = []
    for target in ("su", "fk"):
        data = run_json(capsys, "spot", str(path), "ge", target, "--dice", "5", "--apply", str(tmp_path / "out.yaml"))
        assert data["refused"].startswith("a hidden position is not spotted: it is revealed when it fires")
        assert data["rule"] == "TARAWA" and data["rolls"] == [] and data["chance"] is None
        code, out, _err = run(capsys, "spot", str(path), "ge", target, "--dice", "5")
        assert code == 0 and "Silhouette" not in out and "%" not in out
        said.append((data["refused"], out.replace(target, "?")))
        assert load_battle(tmp_path / "out.yaml", bundled_catalogue(), rule_tables()).log == []
    assert said[0] == said[1]
