"""``morefire airstrike``, ``morefire aircraft-turn`` and ``morefire snowing``, run for real through
morefire_gui.cli.main, with ``--dice`` runs on the aircraft test battle (tests/session/air_battle.py) whose JSON is
checked, ``--apply``, the text output, every run the rules refuse (exit 0, JSON ``refused`` and ``rule``), and every
bad argument, which exits 2 with its message."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from morefire_gui.cli import main
from morefire_gui.io.battle_file import load_battle
from morefire_gui.model.terms import Status
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.tables import RuleTables
from tests.session.air_battle import write_air_battle

IL2 = ["--side", "allies", "--aircraft", "il2", "--from", "20,48", "--heading", "0"]


@pytest.fixture
def battle(tmp_path: Path) -> Path:
    return write_air_battle(tmp_path)


def run(capsys: pytest.CaptureFixture[str], *args: str | Path) -> tuple[int, str, str]:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def as_json(capsys: pytest.CaptureFixture[str], *args: str | Path) -> dict[str, Any]:
    code, out, err = run(capsys, *args, "--json")
    assert code == 0, err
    return json.loads(out)


def test_a_strafing_run_with_dice(battle: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Dice order: flak1's d100 (90: a miss at 25%), then a d100 for each enemy unit in the strip, in the battle
    file's order: inf1 (10: suppressed at 15%), inf2 (50), ht1 (3: suppressed)."""
    data = as_json(capsys, "airstrike", battle, *IL2, "--dice", "90,10,50,3")
    assert data["aircraft"] == {
        "id": "air1",
        "type": "il2",
        "name": "Ilyushin Il-2M Shturmovik",
        "points": 75,
        "speed_mph": 251,
        "speed_band": "medium",
    }
    assert data["launched"] and data["points_charged"] == 75 and data["attack"] == "strafe"
    assert data["path"] == {
        "from": [20, 48],
        "to": [20, 20],
        "heading": 0,
        "yards": 1400,
        "on_table": [[20, 48], [20, 20]],
        "exit_at": None,
    }
    assert data["strip"]["width_yards"] == 100
    assert [(u["unit"], u["partly_in"]) for u in data["strip"]["units"]] == [
        ("inf1", False),
        ("inf2", True),
        ("tank1", False),
        ("ht1", False),
        ("su1", False),
    ]
    assert data["aa"] == [
        {
            "unit": "flak1",
            "can_fire": True,
            "reason": None,
            "at": [20, 30],
            "ground_yards": 300,
            "slant_yards": 304.138,
            "los": True,
            "chance": 25,
            "roll": 90,
            "hit": False,
            "result": None,
        },
        {
            "unit": "flak2",
            "can_fire": False,
            "reason": "no line of sight to the aircraft's path (2.1)",
            "at": [20, 30],
            "ground_yards": 700,
            "slant_yards": 701.783,
            "los": False,
            "chance": None,
            "roll": None,
            "hit": False,
            "result": None,
        },
    ]
    assert data["aa_result"] is None and data["hit_by"] is None
    assert [(t["unit"], t["fir"], t["chance"], t["roll"], t["result"]) for t in data["targets"]] == [
        ("inf1", 8, 15, 10, "suppressed"),
        ("inf2", 8, 15, 50, "no_effect"),
        ("ht1", 8, 15, 3, "suppressed"),
    ]
    assert {t["unit"] for t in data["not_attacked"]} == {"su1", "tank1"}
    assert data["after"] == {"id": "air1", "at": [20, 20], "heading": 0, "altitude": "low", "state": "in_play"}
    assert [d["face"] for d in data["dice"]] == [90, 10, 50, 3]
    assert data["bombs"] is None and data["seed"] is None and data["applied_to"] is None


def test_a_bombing_run_with_dice(battle: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """flak1 misses (90); the error d10 5 reads 50 yards, the direction d10 4 SHORT; the bombs land at 20, 41; a d100
    for inf1 (60: hit at 70%), then inf4 (95)."""
    data = as_json(capsys, "airstrike", battle, *IL2, "--attack", "bomb", "--release", "400", "--dice", "90,5,4,60,95")
    bombs = data["bombs"]
    assert bombs == {
        "release": [20, 40],
        "release_yards": 400,
        "pattern": "spread",
        "diameter_yards": 200,
        "error": {"yards": 50, "direction": "short"},
        "impact": [20, 41],
    }
    assert [
        (t["unit"], t["partly_in"], t["target_class"], t["chance"], t["roll"], t["result"]) for t in data["targets"]
    ] == [("inf1", False, "A", 70, 60, "destroyed"), ("inf4", True, "A", 70, 95, "no_effect")]
    assert data["strip"] is None


def test_an_aa_hit_and_nothing_attacked(battle: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = as_json(capsys, "airstrike", battle, *IL2, "--dice", "20,2")
    assert data["aa_result"] == "destroyed" and data["hit_by"] == "flak1" and data["targets"] == []
    assert data["after"]["state"] == "destroyed" and data["after"]["at"] == [20, 30]


def test_the_text_output_explains_every_roll(battle: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "airstrike", battle, *IL2, "--dice", "90,10,50,3")
    assert code == 0
    assert "Airstrike by Allies: Ilyushin Il-2M Shturmovik (air1), new airstrike, strafe from low, 75 points" in out
    assert "Anti-aircraft fire (5.6):" in out and (
        "d100 for anti-aircraft fire by 2cm Flak 38 anti-aircraft gun 1 at Ilyushin Il-2M Shturmovik: 90" in out
    )
    assert "2cm Flak 38 anti-aircraft gun 2 does not fire: no line of sight" in out
    result = out[out.index("Result:") :]  # each unit by its name, not its id
    assert "  Rifle squad 1 (Axis): FIR 8, 15%, rolled 10: suppressed" in result
    assert "  Rifle squad 2 (Axis) (partly in): FIR 8, 15%, rolled 50: no effect" in result
    assert "inf1" not in result and "inf2" not in result
    assert "  AA 2cm Flak 38 anti-aircraft gun 1: " in result and "flak" not in result
    assert "  Ilyushin Il-2M Shturmovik: in play at " in result and "air1" not in result
    assert "Panzer IV Ausf. H is in the strip but not strafed: an enclosed vehicle with AC 6" in out
    assert "dice rolled: 90,10,50,3" in out


def test_apply_writes_the_airstrike_and_its_results(
    battle: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], catalogue: Catalogue, tables: RuleTables
) -> None:
    out = tmp_path / "after.yaml"
    code, _, err = run(capsys, "airstrike", battle, *IL2, "--dice", "90,10,50,3", "--apply", out)
    assert code == 0, err
    after = load_battle(out, catalogue, tables)
    assert after.unit("inf1").has(Status.SUPPRESSED) and after.unit("ht1").has(Status.SUPPRESSED)
    (plane,) = after.aircraft
    assert (plane.id, plane.at, plane.flown_heading, plane.runs) == ("air1", (20, 20), 0, 1)
    assert after.log[-1].kind == "airstrike" and [r.face for r in after.log[-1].rolls()] == [90, 10, 50, 3]
    # At the end of the turn the arrow turns; in the next turn the next run flies on it.
    turned = tmp_path / "turned.yaml"
    assert run(capsys, "aircraft-turn", out, "air1", "--heading", "270", "--apply", turned)[0] == 0
    code, out, err = run(capsys, "airstrike", turned, "--fly", "air1", "--dice", "99,99,99")
    assert (
        code == 0
        and "refused: Ilyushin Il-2M Shturmovik has flown its run of turn 1: an aircraft flies one run a turn" in out
    )
    next_turn(capsys, turned)
    data = as_json(capsys, "airstrike", turned, "--fly", "air1", "--dice", "99,99,99")
    assert data["launched"] is False and data["points_charged"] == 0
    assert data["path"]["exit_at"] == [0, 20] and data["after"]["state"] == "exited"


def next_turn(capsys: pytest.CaptureFixture[str], battle: Path) -> None:
    """``morefire turn --next`` until the battle's next turn begins."""
    turn = json.loads(run(capsys, "turn", battle, "--json")[1])["turn"]
    while True:
        code, out, err = run(capsys, "turn", battle, "--next", "--apply", battle, "--json")
        assert code == 0, err
        if json.loads(out)["turn"] != turn:
            return


def test_a_run_is_the_aircraft_steps_act_once_a_turn(
    battle: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], catalogue: Catalogue, tables: RuleTables
) -> None:
    out = tmp_path / "after.yaml"
    data = as_json(capsys, "airstrike", battle, *IL2, "--dice", "90,10,50,3", "--apply", out)
    assert data["turn"] == 1 and data["acted_in"] == ["movement.aircraft", "movement.air_fire"]
    after = load_battle(out, catalogue, tables)
    assert after.acted["movement.aircraft"] == ("air1",) and "air1" in after.acted["movement.air_fire"]
    assert after.log[-1].phase == "movement.road"  # logged in the step it was flown in
    state = as_json(capsys, "turn", out)  # the phase dock's list, on the command line
    assert state["acted"]["movement.aircraft"] == ["air1"]
    refused = as_json(capsys, "airstrike", out, "--fly", "air1", "--dice", "99,99,99")
    assert (
        "Ilyushin Il-2M Shturmovik has flown its run of turn 1" in refused["refused"]
        and refused["rule"] == "Sequence of play"
    )
    assert refused["dice"] == [] and refused["acted_in"] == []
    turned = tmp_path / "turned.yaml"
    assert run(capsys, "aircraft-turn", out, "air1", "--heading", "270", "--apply", turned)[0] == 0
    assert load_battle(turned, catalogue, tables).acted["aircraft.arrows"] == ("air1",)


def test_aircraft_turn_refuses_more_than_90_degrees(
    battle: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "after.yaml"
    run(capsys, "airstrike", battle, *IL2, "--dice", "90,99,99,99", "--apply", out)
    code, text, _ = run(capsys, "aircraft-turn", out, "air1", "--heading", "135")
    assert code == 0 and "refused: the direction arrow turns at most 90 degrees" in text and "is 135 degrees" in text
    assert text.lower().count("sequence of play") == 1, text  # the rule cited once, at the end
    assert text.rstrip().endswith("is 135 degrees (Sequence of play)"), text
    code, _, err = run(capsys, "aircraft-turn", out, "air9", "--heading", "10")
    assert code == 2 and "unknown aircraft 'air9'; the aircraft are: air1" in err, err
    refused = as_json(capsys, "aircraft-turn", out, "air1", "--heading", "135", "--apply", tmp_path / "same.yaml")
    assert refused["rule"] == "Sequence of play" and refused["turned"] == 135
    assert load_battle(tmp_path / "same.yaml", *_data()).aircraft[0].heading == 0  # nothing turned
    data = as_json(capsys, "aircraft-turn", out, "air1", "--heading", "-90")
    assert data == {
        "aircraft": "air1",
        "from": 0.0,
        "heading": 270.0,
        "turned": 90.0,
        "max_degrees": 90.0,
        "refused": None,
        "rule": None,
        "applied_to": None,
    }


def test_a_seeded_run_is_reproduced(battle: Path, capsys: pytest.CaptureFixture[str]) -> None:
    first = as_json(capsys, "airstrike", battle, *IL2, "--seed", "7")
    again = as_json(capsys, "airstrike", battle, *IL2, "--seed", "7")
    assert first["dice"] == again["dice"] and first["seed"] == 7


def test_a_players_figures(battle: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    mine = tmp_path / "mine.yaml"
    mine.write_text(
        "speeds:\n  bands:\n    - {label: slow, to_mph: 250, yards: 500}\n"
        "    - {label: medium, to_mph: 350, yards: 700}\n    - {label: fast, yards: 900}\n",
        encoding="utf-8",
    )
    data = as_json(capsys, "airstrike", battle, *IL2, "--dice", "99,99,99", "--aircraft-tables", mine)
    assert data["path"]["yards"] == 700 and data["path"]["to"] == [20, 34]


def _data() -> tuple[Catalogue, RuleTables]:
    from morefire_gui.io.resources import bundled_catalogue, rule_tables

    return bundled_catalogue(), rule_tables()


@pytest.mark.parametrize(
    ("args", "message", "rule"),
    [
        ([*IL2[:-4], "--from", "20,40", "--heading", "0"], "enters from a board edge", "5.1"),
        ([*IL2[:-2], "--heading", "180"], "points off the table", "5.1"),
        ([*IL2, "--altitude", "medium"], "cannot strafe from medium altitude", "5.2"),
        ([*IL2, "--attack", "bomb", "--release", "2000"], "the bombs are released over the table", "5.5"),
        ([*IL2, "--dive"], "a dive starts at medium or high", "5.3"),
        (
            ["--side", "allies", "--aircraft", "ju87d", "--from", "20,48", "--heading", "0"],
            "was flown by Germany, Italy, Hungary, Romania, not by Allies (USSR)",
            "5",
        ),
    ],
)
def test_a_run_the_rules_do_not_allow_is_refused(
    args: list[str], message: str, rule: str, battle: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out.yaml"
    data = as_json(capsys, "airstrike", battle, *args, "--dice", "", "--apply", out)
    assert message in data["refused"] and data["rule"] == rule and data["dice"] == []
    assert load_battle(out, *_data()).aircraft == [] and load_battle(out, *_data()).actions == []


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--side", "allies", "--aircraft", "il2", "--from", "20,48"], "a new airstrike needs --heading"),
        (["--aircraft", "il2", "--from", "20,48", "--heading", "0"], "a new airstrike needs --side"),
        (["--fly", "air1", "--side", "allies"], "--fly flies an aircraft in play: leave out --side"),
        (["--fly", "air9"], "unknown aircraft 'air9': no aircraft is in play"),
        ([*IL2[:-2], "--heading", "nan"], "argument --heading: must be a number from -36000 to 36000 (found 'nan')"),
        ([*IL2[:-4], "--from", "20", "--heading", "0"], "coordinates are two numbers"),
        ([*IL2, "--altitude", "space"], "invalid choice: 'space'"),
        ([*IL2, "--release", "100"], "--release is for bombs"),
        (["--side", "allies", "--aircraft", "pz4h", "--from", "20,48", "--heading", "0"], "not an aircraft"),
        (
            ["--side", "nobody", "--aircraft", "il2", "--from", "20,48", "--heading", "0"],
            "has no such side; its sides are",
        ),
        ([*IL2, "--dice", "90,x"], "argument --dice: item 2 is 'x'"),
        ([*IL2, "--dice", "90"], "--dice: the faces given ran out"),
        ([*IL2, "--seed", "1", "--dice", "1"], "not allowed with argument"),
    ],
)
def test_bad_arguments_exit_2(args: list[str], message: str, battle: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "airstrike", battle, *args)
    assert code == 2 and message in err, err


def test_the_weather_forbids_an_airstrike(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from tests.session.air_battle import AIR_BATTLE

    muddy = write_air_battle(tmp_path, AIR_BATTLE + "settings: {weather: mud}\n", "mud.yaml")
    data = as_json(capsys, "airstrike", muddy, *IL2)
    assert "MUD: No airstrikes are allowed" in data["refused"] and data["rule"] == "MUD"


def test_an_aircraft_out_of_service_in_the_battles_year_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], catalogue: Catalogue, tables: RuleTables
) -> None:
    battle = tmp_path / "fin.yaml"
    code, _, err = run(
        capsys,
        "scenario",
        "--theatre",
        "finland",
        "--year",
        "1940",
        "--airstrikes",
        "1,1",
        "--seed",
        "3",
        "--create",
        battle,
    )
    assert code == 0, err
    sides = {s.nation: s.id for s in load_battle(battle, catalogue, tables).sides}
    for side in sides.values():  # each side buys its forces in the set-up, before play begins
        assert run(capsys, "forces", battle, "--side", side, "--buy", "R:1", "--place", "--apply", battle)[0] == 0
    for _ in range(2):  # the battle keeps to the sequence of play: on to aircraft movement, step 3
        assert run(capsys, "turn", battle, "--next", "--apply", battle)[0] == 0
    pe2 = [
        "--side",
        sides["ussr"],
        "--aircraft",
        "pe2",
        "--from",
        "10,0",
        "--heading",
        "180",
        "--attack",
        "bomb",
        "--altitude",
        "medium",
        "--seed",
        "1",
    ]
    data = as_json(capsys, "airstrike", battle, *pe2)
    assert "Petlyakov Pe-2 was in service 1941-1945, not in 1940, the battle's year" in data["refused"]
    assert data["rule"] == "Table I"


def test_the_help_gives_the_dice_order(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["airstrike", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "anti-aircraft fire: a d100 for each weapon able to fire" in text
    assert "the error d10, the direction d10" in text


def test_the_catalogue_shows_aircraft_and_aa_fire(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "catalog", "--nation", "usa", "--json")
    assert code == 0
    entries = {e["id"]: e for e in json.loads(out)}
    assert entries["p47d"]["kind"] == "aircraft" and entries["p47d"]["aircraft"] == {
        "speed_mph": 426,
        "guns": [{"name": ".50 cal M2", "calibre_mm": 12.7, "count": 8}],
        "bombs": {"count": 2, "kg": 227},
        "dive_bomber": False,
    }
    assert entries["m16_mgmc"]["aa"] == {"weapon": "mg", "calibre_mm": 12.7, "barrels": 4, "ceiling_yards": 1094}
    assert "aircraft" not in entries["m4a1"] and "aa" not in entries["m4a1"]


def test_snowing_is_set_in_a_battle_of_snow(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], catalogue: Catalogue, tables: RuleTables
) -> None:
    from tests.session.air_battle import AIR_BATTLE

    clear = write_air_battle(tmp_path)
    refused = as_json(capsys, "snowing", clear)
    assert refused["rule"] == "SNOW" and "it snows in a battle of snow" in refused["refused"]
    snow = write_air_battle(tmp_path, AIR_BATTLE + "settings: {weather: snow}\n", "snow.yaml")
    out = tmp_path / "snowing.yaml"
    assert as_json(capsys, "snowing", snow, "--apply", out)["refused"] is None
    assert load_battle(out, catalogue, tables).settings.snowing is True
    data = as_json(capsys, "airstrike", out, *IL2)
    assert data["rule"] == "SNOW" and "it is snowing" in data["refused"]
    assert as_json(capsys, "snowing", out, "--off")["snowing"] is False


def test_a_players_figures_go_in_the_record_and_the_replay_flies_with_them(
    battle: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An airstrike flown with a player's own figures keeps them in its record (the keys changed from the app's), so
    that morefire replay, on a machine with the app's figures only, flies it the same; without them it parts."""
    import yaml

    mine = tmp_path / "mine.yaml"
    mine.write_text(
        "speeds:\n  bands:\n    - {label: slow, to_mph: 250, yards: 500}\n"
        "    - {label: medium, to_mph: 350, yards: 700}\n    - {label: fast, yards: 900}\n",
        encoding="utf-8",
    )
    out = tmp_path / "flown.yaml"
    as_json(capsys, "airstrike", battle, *IL2, "--dice", "99,99,99", "--aircraft-tables", mine, "--apply", out)
    flown = load_battle(out, *_data())
    record = flown.actions[-1]
    assert record.kind == "airstrike"
    assert record.aircraft_figures == {
        "speeds": {
            "bands": [
                {"label": "slow", "to_mph": 250, "yards": 500},
                {"label": "medium", "to_mph": 350, "yards": 700},
                {"label": "fast", "to_mph": None, "yards": 900},
            ]
        }
    }
    assert flown.aircraft[0].at == (20, 34)
    assert as_json(capsys, "replay", out)["same"] is True

    data = yaml.safe_load(out.read_text(encoding="utf-8"))
    del data["actions"][-1]["aircraft_figures"]
    stripped = tmp_path / "stripped.yaml"
    stripped.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    code, text, _ = run(capsys, "replay", stripped)
    assert code == 1 and "action 1" in text


def test_the_figures_of_a_record_are_checked_at_their_line(
    battle: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import yaml

    mine = tmp_path / "mine.yaml"
    mine.write_text("dives:\n  speed_factor: 1.5\n", encoding="utf-8")
    out = tmp_path / "flown.yaml"
    as_json(capsys, "airstrike", battle, *IL2, "--dice", "90,10,50,3", "--aircraft-tables", mine, "--apply", out)
    data = yaml.safe_load(out.read_text(encoding="utf-8"))
    assert data["actions"][-1]["aircraft_figures"] == {"dives": {"speed_factor": 1.5}}
    data["actions"][-1]["aircraft_figures"] = {"dives": {"speed_factor": "fast"}, "sirens": 3}
    bad = tmp_path / "bad.yaml"
    bad.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    code, _, err = run(capsys, "validate", bad)
    assert code == 2 and "aircraft_figures" in err and "unknown key 'sirens'" in err


def test_the_strafing_is_told_in_its_own_words(battle: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """5.4: the forward guns fire down into the strip along the path: each gun's FIR by its calibre and their total
    into the strip, not 3.5's range line for a squad firing at an area ("FIR 6, 50 yards of its 50")."""
    code, out, err = run(capsys, "airstrike", battle, *IL2, "--dice", "90,10,50,3")
    assert code == 0, err
    strafing = out[out.index("Strafing (5.4):") : out.index("After the run:")]
    assert "yards of its" not in strafing and "into the area" not in strafing, strafing
    assert "  all its guns fire into the strip combined: FIR 8 (rule 5.4)\n" in strafing, strafing


@pytest.mark.parametrize("given", ["10,0", "10,10"])
def test_a_d10_rolled_0_is_listed_as_0(given: str, battle: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The anti-aircraft hit's d10 comes up 0 (given as 0 or as 10): the step reads it as 10, and the dice rolled
    list it as it was rolled, 0, the face --dice takes back."""
    code, out, err = run(capsys, "airstrike", battle, *IL2, "--dice", given)
    assert code == 0, err
    assert "(aborted or destroyed): 0 (read as 10)" in out
    assert "  dice rolled: 10,0\n" in out, out


def test_a_turn_out_of_the_air_arrows_step_is_refused_in_a_wargamers_words(
    battle: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A battle kept to the sequence of play, in direct fire step 4: the arrow turns only in the air arrows step."""
    out = tmp_path / "after.yaml"
    run(capsys, "airstrike", battle, *IL2, "--dice", "90,99,99,99", "--apply", out)
    strict = tmp_path / "strict.yaml"
    strict.write_text(
        out.read_text(encoding="utf-8") + "settings: {sequence: strict}\nstep: fire.infantry\n", encoding="utf-8"
    )
    code, text, err = run(capsys, "aircraft-turn", strict, "air1", "--heading", "60")
    assert code == 0, err
    assert text == (
        "Ilyushin Il-2M Shturmovik (air1): direction arrow from 0 to 60 degrees: refused: the direction arrow turns "
        "only in the air arrows step (change aircraft direction arrows up to 90 degrees); this is direct fire step 4 "
        "(infantry vs infantry) (Sequence of play)\n"
    )
