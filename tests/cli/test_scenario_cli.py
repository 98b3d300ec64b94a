"""``morefire scenario`` and ``morefire victory``, run as a player or a script would run them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from morefire_gui.cli import main


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def scenario_json(capsys, *args: str) -> dict:  # type: ignore[no-untyped-def]
    code, out, err = run(capsys, "scenario", *args, "--json")
    assert code == 0, err
    return json.loads(out)


def test_json_has_the_pinned_keys(capsys) -> None:
    d = scenario_json(capsys, "--seed", "3")
    for key in (
        "year",
        "theatre",
        "attacker",
        "season",
        "conditions",
        "snowing",
        "terrain",
        "mission",
        "ratio",
        "airstrikes",
        "special",
        "rolls",
    ):
        assert key in d
    assert d["theatre"] == "russia" and d["attacker"] in ("axis", "allies")
    assert d["season"] in ("winter", "spring", "summer", "fall") and d["conditions"] in ("clear", "mud", "snow")
    assert d["mission"] in ("delay", "holding_action", "advance_to_contact", "counterattack")
    assert isinstance(d["ratio"], list) and len(d["ratio"]) == 2
    assert set(d["airstrikes"]) == {"axis", "allies"}
    assert all(set(r) >= {"table", "die", "face", "modified", "result"} for r in d["rolls"])
    assert scenario_json(capsys, "--seed", "3") == d  # the same seed, the same scenario


def test_dice_order_is_the_contract(capsys) -> None:
    # year 31 (1942), attacker 76 (<= 80: Axis), season 5 (summer), conditions 17 (clear), terrain 3 (city),
    # mission 5 (advance to contact 3:2), aircraft 61 (-20 = 41: one strike each)
    d = scenario_json(capsys, "--dice", "31,76,5,17,3,5,61")
    assert (
        d["year"],
        d["attacker"],
        d["season"],
        d["conditions"],
        d["snowing"],
        d["terrain"],
        d["mission"],
        d["ratio"],
        d["airstrikes"],
    ) == (1942, "axis", "summer", "clear", None, "city", "advance_to_contact", [3, 2], {"axis": 1, "allies": 1})
    assert [(r["table"], r["die"], r["face"], r["modified"]) for r in d["rolls"]] == [
        ("year", "d100", 31, 31),
        ("attacker", "d100", 76, 76),
        ("season", "d6", 5, 5),
        ("conditions", "d100", 17, 17),
        ("terrain", "d6", 3, 3),
        ("mission", "d6", 5, 5),
        ("aircraft", "d100", 61, 41),
    ]
    # snow: the snow d6 right after the conditions; France farmland: the bocage d6 right after the terrain;
    # a variable result: its d6 right after the aircraft d100
    # (1944 France, the Allies attack, winter, snow 80, snowing 1: no aircraft roll; farmland 3, bocage 6)
    d = scenario_json(capsys, "--theatre", "france", "--dice", "60,90,1,80,1,3,6,4")
    assert [r["table"] for r in d["rolls"]] == [
        "year",
        "attacker",
        "season",
        "conditions",
        "snowing",
        "terrain",
        "bocage",
        "mission",
    ]
    assert (d["snowing"], d["terrain"], d["special"], d["ratio"]) == (True, "bocage", "bocage", [2, 1])
    # (the Allies attack: 70 + 20 = 90, Variable Allied, d6 3)
    d = scenario_json(capsys, "--dice", "31,90,5,17,3,5,70,3")
    assert [r["table"] for r in d["rolls"]][-2:] == ["aircraft", "strikes"]
    assert d["airstrikes"] == {"axis": 0, "allies": 3}


def test_set_tables_are_not_rolled(capsys) -> None:
    d = scenario_json(
        capsys,
        "--year",
        "1944",
        "--attacker",
        "allies",
        "--season",
        "fall",
        "--conditions",
        "mud",
        "--terrain",
        "hilly",
        "--mission",
        "holding_action",
        "--dice",
        "",
    )
    assert d["rolls"] == [] and d["ratio"] == [3, 2] and d["airstrikes"] == {"axis": 0, "allies": 0}
    d = scenario_json(capsys, "--theatre", "africa", "--dice", "40,50,10,2,3,50")
    assert d["season"] == "summer" and "season" not in [r["table"] for r in d["rolls"]]
    d = scenario_json(capsys, "--special", "tarawa", "--seed", "1")
    assert d["attacker"] == "allies" and d["mission"] == "holding_action" and d["ratio"] == [3, 1]
    assert d["special"] == "tarawa" and d["terrain"] == "island"


@pytest.mark.parametrize(
    "args,message",
    [
        (["--allied", "atlantis"], "unknown nation 'atlantis'"),
        (["--axis", "usa"], "fights for the allies"),
        (["--special", "syria", "--year", "1944"], "1940-1942"),
        (["--special", "patton", "--year", "1944"], "1945-1947"),
        (["--dice", "31,76,9"], "not a face of a d6"),
        (["--dice", "31,76"], "ran out"),
        (["--dice", "31,76,5,17,3,5,61,4"], "left over"),
        (["--dice", "31,x"], "not a whole number"),
        (["--theatre", "mars"], "invalid choice"),
        (["--season", "summer", "--conditions", "snow"], "no snow in summer"),
        (["--ratio", "3-2"], "--ratio"),
        (["--create", "out.txt", "--seed", "1"], "ends in .yaml"),
    ],
)
def test_bad_values_exit_2_with_a_clear_message(capsys, args: list[str], message: str) -> None:
    code, out, err = run(capsys, "scenario", *args)
    assert (code == 2 and out == "") or code == 2
    assert message in err


def test_text_output_explains_every_roll(capsys) -> None:
    code, out, _ = run(capsys, "scenario", "--dice", "31,76,5,17,3,5,61")
    assert code == 0
    assert "d100 for Table I: the year: 31" in out and "German/Axis Attacker -20" in out
    assert "Advance to Contact" in out and "deployment:" in out and "victory:" in out


def test_text_output_says_the_scenario_sets_no_length_of_play(capsys) -> None:
    code, out, _ = run(capsys, "scenario", "--seed", "11")
    assert code == 0
    after = out[out.index("\nvictory:\n") :]
    assert after.index("\nend of the battle:\n") < after.index("\nspecial rules:\n")
    assert (
        "  The scenario system sets no length of play: no number of turns, no end. Agree before play how many turns "
        "you play (or play until you agree to stop); then score the battle by the victory conditions (Battle > Score "
        "Battle, morefire victory).\n"
    ) in after


def test_create_writes_a_battle_that_validates_renders_and_scores(capsys, tmp_path: Path) -> None:
    out_file = tmp_path / "battle.yaml"
    code, out, err = run(capsys, "scenario", "--seed", "8", "--create", str(out_file), "--json")
    assert code == 0, err
    d = json.loads(out)
    assert d["created"] == str(out_file) and d["pieces"] > 0
    data = yaml.safe_load(out_file.read_text(encoding="utf-8"))
    for key in ("mission", "briefing", "deployment_zones", "terrain"):
        assert key in data
    assert data["briefing"]["seed"] == 8 and data["briefing"]["year"] == d["year"]
    code, out, err = run(capsys, "validate", str(out_file))
    assert code == 0 and "valid" in out, err
    png = tmp_path / "x.png"
    code, out, err = run(capsys, "render", str(out_file), "-o", str(png))
    assert code == 0 and png.stat().st_size > 0, err
    code, out, err = run(capsys, "victory", str(out_file), "--json")
    assert code == 0, err
    v = json.loads(out)
    assert v["mission"] == d["mission"] and v["outcome"] in (
        "attacker_victory",
        "draw",
        "decisive",
        "marginal",
        "defender_victory",
    )


@pytest.mark.parametrize("special", ["finland", "island", "patton", "raid", "syria", "tarawa", "bocage"])
def test_create_every_special(capsys, tmp_path: Path, special: str) -> None:
    out_file = tmp_path / f"{special}.yaml"
    code, _out, err = run(capsys, "scenario", "--special", special, "--seed", "2", "--create", str(out_file))
    assert code == 0, err
    code, _out, err = run(capsys, "validate", str(out_file))
    assert code == 0, err


def test_create_on_a_centimetre_table(capsys, tmp_path: Path) -> None:
    out_file = tmp_path / "cm.yaml"
    code, _, err = run(
        capsys,
        "scenario",
        "--seed",
        "4",
        "--terrain",
        "bocage",
        "--theatre",
        "france",
        "--table",
        "180x120cm",
        "--defender-edge",
        "east",
        "--create",
        str(out_file),
    )
    assert code == 0, err
    data = yaml.safe_load(out_file.read_text(encoding="utf-8"))
    assert data["table"] == {"width": 180, "depth": 120, "unit": "cm"}
    assert {s["edge"] for s in data["sides"]} == {"east", "west"}
    code, _, err = run(capsys, "validate", str(out_file))
    assert code == 0, err


# A finished battle's head: a square table, the Axis north, the Allies south.
TWO_SIDES = """format: morefire-battle
version: 1
table: {width: 48, depth: 48}
sides:
  - {id: axis, nation: germany, edge: north}
  - {id: allies, nation: ussr, edge: south}
"""


def test_victory_scores_a_finished_battle(capsys, tmp_path: Path) -> None:
    battle = tmp_path / "done.yaml"
    battle.write_text(
        TWO_SIDES
        + """terrain:
  - {id: h1, kind: hill, level: 1, polygon: [[4, 4], [14, 4], [14, 14], [4, 14]]}
units:
  - {id: g1, side: axis, type: R, at: [8, 8]}
  - {id: s1, side: allies, type: R, at: [30, 40], status: [destroyed]}
mission: {kind: delay, attacker: allies, defender: axis}
vp_locations:
  - {id: vp1, kind: hill, piece: h1, values: {standard: 70, retained: 50, captured: 70}}
""",
        encoding="utf-8",
    )
    code, out, err = run(capsys, "victory", str(battle))
    assert code == 0, err
    assert "Decisive victory for the defender" in out
    # Each unit by its name, as the victory dialog and the log say it (g1 is its id).
    assert (
        "    Hill: controlled by the defender (Rifle squad (Axis) is nearest, 0 yards away)" in out and "g1" not in out
    )
    assert "attacker points destroyed: 10 (Rifle squad (Allies): 10) (rule Victory conditions)" in out
    code, out, _ = run(capsys, "victory", str(battle), "--json")
    v = json.loads(out)
    assert v["outcome"] == "decisive" and v["vp"] == {"attacker": 0, "defender": 70}
    assert v["points_lost"]["attacker"] > 0 and v["steps"]


def test_victory_says_a_locations_kind_once(capsys, tmp_path: Path) -> None:
    battle = tmp_path / "named.yaml"
    battle.write_text(
        TWO_SIDES
        + """terrain:
  - {id: h1, kind: hill, level: 1, name: Hill 101, polygon: [[4, 4], [14, 4], [14, 14], [4, 14]]}
  - {id: x1, kind: crossroad, at: [30, 10]}
units:
  - {id: g1, side: axis, type: R, at: [8, 8]}
mission: {kind: delay, attacker: allies, defender: axis}
vp_locations:
  - {id: vp1, kind: hill, piece: h1, values: {standard: 70, retained: 50, captured: 70}}
  - {id: vp2, kind: crossroad, piece: x1, values: {standard: 50, retained: 25, captured: 35}, name: North cross}
""",
        encoding="utf-8",
    )
    code, out, err = run(capsys, "victory", str(battle))
    assert code == 0, err
    assert "    Hill 101 (hill): controlled by the defender (" in out and "(hill) (hill)" not in out
    assert "    North cross (crossroad): controlled by " in out  # a name of its own, with the kind beside it


def test_victory_without_a_mission_exits_2(capsys, demo_path: Path) -> None:
    code, _out, err = run(capsys, "victory", str(demo_path))
    assert code == 2 and "no mission" in err


def test_create_makes_a_strict_battle_with_the_scenarios_rolls_in_its_log(capsys, tmp_path: Path) -> None:
    out_file = tmp_path / "strict.yaml"
    d = scenario_json(capsys, "--dice", "31,76,5,17,3,5,61", "--create", str(out_file))
    data = yaml.safe_load(out_file.read_text(encoding="utf-8"))
    assert data["settings"]["sequence"] == "strict"
    (entry,) = data["log"]
    assert entry["kind"] == "scenario" and entry["title"] == f"Scenario: {d['title']}"
    assert [r["face"] for r in entry["steps"] if r.get("kind") == "roll"] == [31, 76, 5, 17, 3, 5, 61]
    from morefire_gui.session.battle_session import BattleSession

    assert BattleSession.open(out_file).battle.strict


def _by_hand(tmp_path: Path, special: str | None = None) -> Path:
    from morefire_gui.io.battle_file import save_battle
    from morefire_gui.io.resources import bundled_catalogue, rule_tables
    from morefire_gui.model.battle import TerrainPiece
    from morefire_gui.rules.scenario.system import ScenarioChoices
    from morefire_gui.rules.scenario.terms import Special
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.scenario import TableOptions, random_battle

    tables = rule_tables()
    made = random_battle(
        ScenarioChoices(special=Special(special) if special else None), TableOptions(), tables, seed=8, by_hand=True
    )
    made.battle.terrain.append(TerrainPiece.model_validate({"id": "x1", "kind": "crossroad", "at": [36, 24]}))
    path = tmp_path / "by_hand.yaml"
    save_battle(BattleSession.from_scenario(made, bundled_catalogue(), tables).battle, path)
    return path


def test_placement_completes_a_table_laid_by_hand(capsys, tmp_path: Path) -> None:
    start = _by_hand(tmp_path)
    out_file = tmp_path / "placed.yaml"
    code, out, err = run(
        capsys, "placement", str(start), "--defender-edge", "west", "--as-laid", "--json", "--apply", str(out_file)
    )
    assert code == 0, err
    d = json.loads(out)
    assert d["refused"] is None and d["applied_to"] == str(out_file)
    assert sorted(d["sides"].values()) == ["east", "west"] and [v["id"] for v in d["vp_locations"]]
    data = yaml.safe_load(out_file.read_text(encoding="utf-8"))
    assert data["actions"][-1]["action"] == {"kind": "placement_complete", "defender_edge": "west", "as_laid": True}
    assert data["log"][-1]["title"] == "Placement complete: the defender's base edge is west"
    # Without --apply the command says what the placement makes, as the text does, and writes nothing: "once
    # placement is complete, then the defender selects which boardedge will be his baseline".
    code, out, err = run(capsys, "placement", str(start), "--defender-edge", "west", "--as-laid", "--json")
    assert code == 0, err
    preview = json.loads(out)
    assert preview["applied_to"] is None and preview["refused"] is None
    assert (preview["sides"], preview["vp_locations"]) == (d["sides"], d["vp_locations"])
    assert yaml.safe_load(start.read_text(encoding="utf-8")).get("vp_locations") in (None, [])
    # A generated table needs none: refused, exit 0, with the rule.
    generated = tmp_path / "generated.yaml"
    run(capsys, "scenario", "--seed", "8", "--create", str(generated))
    code, out, err = run(capsys, "placement", str(generated), "--defender-edge", "west", "--json")
    assert code == 0 and json.loads(out)["rule"] == "Terrain and Weather Definitions"
    code, out, err = run(capsys, "placement", str(generated), "--defender-edge", "up")
    assert code == 2


def test_victory_records_the_objective_and_the_score(capsys, tmp_path: Path) -> None:
    start = tmp_path / "raid.yaml"
    run(capsys, "scenario", "--special", "raid", "--seed", "2", "--create", str(start))
    out_file = tmp_path / "scored.yaml"
    code, out, err = run(
        capsys, "victory", str(start), "--objective", "reached", "--record", "--json", "--apply", str(out_file)
    )
    assert code == 0, err
    d = json.loads(out)
    assert d["outcome"] == "attacker_victory" and d["refused"] is None and d["recorded"]
    data = yaml.safe_load(out_file.read_text(encoding="utf-8"))
    assert [a["action"]["kind"] for a in data["actions"]] == ["objective_reached", "victory"]
    assert [e["kind"] for e in data["log"]][-2:] == ["scenario", "victory"]
    assert data["mission"]["objective_reached"] is True
    # Twice: the objective is reached already (refused, with its rule); nothing is recorded.
    code, out, err = run(capsys, "victory", str(out_file), "--objective", "reached", "--record", "--json")
    assert code == 0 and json.loads(out)["rule"] == "RAID" and not json.loads(out)["recorded"]
    code, out, err = run(capsys, "victory", str(start), "--apply", str(out_file))
    assert code == 2 and "--objective or --record" in err


def _a_building_and_a_road_exit(capsys, tmp_path: Path) -> tuple[Path, dict, dict, dict]:  # type: ignore[type-arg]
    """A generated battle, its data, a building victory point location and one that is not a building."""
    start = tmp_path / "battle.yaml"
    run(capsys, "scenario", "--seed", "21", "--create", str(start))
    data = yaml.safe_load(start.read_text(encoding="utf-8"))
    house = next(v for v in data["vp_locations"] if v["kind"] == "building")
    other = next(v for v in data["vp_locations"] if v["kind"] != "building")
    return start, data, house, other


def test_victory_records_a_building_destroyed_and_scores_it_half(capsys, tmp_path: Path) -> None:
    """TERRAIN VICTORY POINT SCHEDULE: "+ Receive only 1/2 points if destroyed". ``--destroyed LOCATION`` takes the
    ``building_destroyed`` action before scoring; ``--standing`` takes it back; a location not a building is refused
    with the schedule as its rule."""
    start, _data, house, other = _a_building_and_a_road_exit(capsys, tmp_path)
    out_file = tmp_path / "scored.yaml"
    code, out, err = run(capsys, "victory", str(start), "--destroyed", house["id"], "--json", "--apply", str(out_file))
    assert code == 0 and json.loads(out)["refused"] is None, err
    saved = yaml.safe_load(out_file.read_text(encoding="utf-8"))
    assert next(v for v in saved["vp_locations"] if v["id"] == house["id"])["destroyed"] is True
    assert saved["actions"][-1]["action"] == {"kind": "building_destroyed", "location": house["id"]}
    assert saved["log"][-1]["title"] == f"{house['name']} is destroyed"
    code, out, _ = run(capsys, "victory", str(out_file), "--destroyed", other["id"], "--json")
    refused = json.loads(out)
    assert code == 0 and refused["rule"] == "VP schedule" and "only a building is destroyed" in refused["refused"]
    code, out, err = run(capsys, "victory", str(out_file), "--standing", house["id"], "--apply", str(out_file))
    assert code == 0 and "Refused" not in out, err
    saved = yaml.safe_load(out_file.read_text(encoding="utf-8"))
    assert not next(v for v in saved["vp_locations"] if v["id"] == house["id"]).get("destroyed")
    code, out, _ = run(capsys, "replay", str(out_file))
    assert code == 0 and "to the battle as saved" in out


@pytest.mark.parametrize("flag", ["--destroyed", "--standing"])
def test_victory_at_a_location_the_battle_does_not_have_is_bad_input(capsys, tmp_path: Path, flag: str) -> None:
    """docs/cli.md: an action naming what the battle does not have is bad input (exit 2, nothing written), as an
    unknown unit is; a location that is not a building is the schedule's refusal (exit 0)."""
    start = tmp_path / "battle.yaml"
    run(capsys, "scenario", "--seed", "21", "--create", str(start))
    out_file = tmp_path / "scored.yaml"
    code, out, err = run(capsys, "victory", str(start), flag, "vp99", "--record", "--json", "--apply", str(out_file))
    assert (code, out) == (2, "")
    assert err.startswith(f"morefire: {flag} 'vp99': the battle has no victory point location 'vp99'; it has vp1, ")
    assert not out_file.exists()
    action = tmp_path / "destroyed.yaml"
    action.write_text("{kind: building_destroyed, location: vp99}\n", encoding="utf-8")
    code, out, err = run(capsys, "act", str(start), str(action), "--apply", str(out_file))
    assert (code, out) == (2, "") and "no victory point location 'vp99'" in err and not out_file.exists()


def test_the_patton_special_can_be_set_to_1946_and_1947(capsys) -> None:
    # PATTON SPECIAL (1945-47): "West vs USSR"; Table I cannot give 1946-47, so only a set year plays them.
    for year in ("1946", "1947"):
        d = scenario_json(capsys, "--special", "patton", "--year", year, "--seed", "2")
        assert d["year"] == int(year) and d["special"] == "patton" and "year" in d["set"]
    # Outside the special, Table I's years are 1939-1945: the rules core refuses 1946, naming them.
    code, _out, err = run(capsys, "scenario", "--year", "1946", "--seed", "2")
    assert code == 2 and "1939-1945" in err
    code, _out, err = run(capsys, "scenario", "--special", "patton", "--year", "1948", "--seed", "2")
    assert code == 2 and "1939 to 1947" in err


def test_the_dice_order_names_tundras_snow_d6_where_it_is_rolled(capsys) -> None:
    # FINLAND: "use the North Europe column and replace CITY results with TUNDRA"; TUNDRA: "Weather is snow", so
    # the snow d6 ("an ODD result indicating that it is snowing") comes right after the terrain d6.
    # Russia's +20 on 46 is 66: fall mud; Table V's 6 is City, read as Tundra; the snow d6's 6 is even.
    d = scenario_json(capsys, "--theatre", "finland", "--no-aircraft", "--dice", "80,33,6,46,6,6,6")
    assert [r["table"] for r in d["rolls"]] == [
        "year",
        "attacker",
        "season",
        "conditions",
        "terrain",
        "snowing",
        "mission",
    ]
    assert (d["terrain"], d["conditions"], d["snowing"]) == ("tundra", "snow", False)
    with pytest.raises(SystemExit):
        main(["scenario", "--help"])
    assert "then the snow d6 if TUNDRA made the weather snow" in " ".join(capsys.readouterr().out.split())


def test_victory_with_a_fact_refused_keeps_none_of_the_command_s_facts(capsys, tmp_path: Path) -> None:
    """``--destroyed`` and ``--standing`` are one command: when one of them is refused (a road exit or a crossroad
    is not a building), none is kept. The score is the battle's as it stands, and ``--apply`` writes it unchanged and
    says so, rather than keeping the facts taken before the refusal behind a "Refused" line."""
    start, data, house, other = _a_building_and_a_road_exit(capsys, tmp_path)
    out_file = tmp_path / "scored.yaml"
    args = ["victory", str(start), "--destroyed", house["id"], "--destroyed", other["id"], "--apply", str(out_file)]
    code, out, err = run(capsys, *args)
    assert code == 0, err
    assert out.startswith(f"Refused: {other['name']} is a ") and "only a building is destroyed" in out
    assert out.endswith(f"refused, so nothing applied: the battle is saved to {out_file} as it stands\n")
    saved = yaml.safe_load(out_file.read_text(encoding="utf-8"))
    assert not next(v for v in saved["vp_locations"] if v["id"] == house["id"]).get("destroyed")
    assert saved.get("actions", []) == data.get("actions", []) and saved["log"] == data["log"]
    code, out, err = run(capsys, *args[:-2], "--json")
    assert code == 0 and json.loads(out)["vp"] == json.loads(run(capsys, "victory", str(start), "--json")[1])["vp"]


def test_china_fights_only_japan_in_the_pacific(capsys) -> None:
    # Table I, "CHINA only 70" (docs/rules-notes.md): China's adjustment, and its one enemy and theatre
    data = scenario_json(capsys, "--allied", "china", "--dice", "10,50,4,10,3", "--no-aircraft")
    assert (data["theatre"], data["nations"], data["year"]) == ("pacific", {"axis": "japan", "allies": "china"}, 1944)
    code, out, err = run(capsys, "scenario", "--allied", "china", "--theatre", "russia", "--seed", "1")
    assert code != 0 and "CHINA only 70" in err and out == ""


@pytest.mark.parametrize("seed", ["7", "15", "38", "44"])
def test_finland_in_summer_never_snows(capsys, seed: str) -> None:
    # Table IV: no snow in summer (N/A); these seeds roll summer and Finland's CITY, which in summer stands
    data = scenario_json(capsys, "--theatre", "finland", "--seed", seed)
    assert data["season"] == "summer" and data["conditions"] != "snow" and data["snowing"] is None
    assert data["terrain"] == "city"


def test_a_variable_airstrike_result_says_the_d6(capsys) -> None:
    # Table VII "Variable Allied *": the summary line says a d6 numbers them, and its face
    code, out, err = run(capsys, "scenario", "--dice", "40,90,4,10,2,2,70,3")
    assert code == 0, err
    assert "  airstrikes: Axis: none; Allies: 3 airstrikes (a d6 rolled 3)" in out.splitlines()


# -- each nation by its name, as the players read it ---------------------------------------------------------------
def test_the_scenario_names_each_nation_by_its_name(capsys) -> None:
    code, out, err = run(capsys, "scenario", "--seed", "3", "--allied", "commonwealth")
    assert code == 0, err
    assert "  Axis Germany, Allies UK & Commonwealth; attacker:" in out
    assert "theatre: Russia; Axis force Germany, Allied force UK & Commonwealth" in out
    assert "Allied Force Adjustment, BRITAIN (read for UK & Commonwealth)" in out
    assert "the Axis (Germany) attack" in out or "the Allies (UK & Commonwealth) attack" in out
    for nation_id in ("germany", "commonwealth"):
        assert nation_id not in out, nation_id
    assert scenario_json(capsys, "--seed", "3", "--allied", "commonwealth")["nations"] == {
        "axis": "germany",
        "allies": "commonwealth",
    }  # --json keeps the ids


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (("--special", "syria", "--axis", "germany"), "the Axis force is Vichy France, not Germany"),
        (("--special", "syria", "--allied", "usa"), "the Allied force is Britain or UK & Commonwealth, not USA"),
        (("--special", "patton", "--axis", "germany"), "the opposing force is the USSR, not Germany"),
        (
            ("--special", "patton", "--allied", "ussr"),
            "one of USA, Britain, UK & Commonwealth, France, Poland (not USSR)",
        ),
        (("--special", "tarawa", "--axis", "germany"), "Tarawa is fought against Japan, not Germany"),
        (
            ("--allied", "china", "--axis", "italy"),
            "China fights only Japan, in the Pacific (not Italy in the Pacific)",
        ),
    ],
)
def test_a_refused_choice_names_the_nations_by_their_names(capsys, args: tuple[str, ...], said: str) -> None:
    code, _out, err = run(capsys, "scenario", *args)
    assert code == 2 and said in err, err


# -- each theatre by its name, as the scenario's title says it -----------------------------------------------------
@pytest.mark.parametrize(
    ("args", "said"),
    [
        (("--special", "tarawa", "--theatre", "russia"), "the Tarawa special is fought in the Pacific, not Russia"),
        (
            ("--special", "patton", "--theatre", "pacific"),
            "the Patton special is fought in North Europe, France, Russia, Italy, not the Pacific",
        ),
        (
            ("--special", "syria", "--theatre", "north_europe"),
            "the Syria special is fought in Africa, not North Europe",
        ),
        (
            ("--allied", "china", "--theatre", "north_europe"),
            'Table I, "CHINA only 70": China fights only Japan, in the Pacific (not Germany in North Europe)',
        ),
    ],
)
def test_a_refused_theatre_is_named_as_the_scenario_names_it(capsys, args: tuple[str, ...], said: str) -> None:
    code, out, err = run(capsys, "scenario", *args)
    assert code == 2 and out == "" and said in err, err
    for theatre_id in ("north_europe", "pacific", "russia"):
        assert theatre_id not in err, theatre_id


def test_the_patton_special_is_named_once_in_a_refusal(capsys) -> None:
    """Its name already ends in "Special": a refusal says "the Patton special", never "Patton Special special"."""
    for args in (("--special", "patton", "--theatre", "pacific"), ("--special", "patton", "--year", "1941")):
        code, _out, err = run(capsys, "scenario", *args)
        assert code == 2 and "the Patton special" in err and "Special special" not in err, err


def test_the_scenario_names_its_theatre(capsys) -> None:
    code, out, err = run(capsys, "scenario", "--theatre", "north_europe", "--seed", "3")
    assert code == 0, err
    assert "  North Europe, 1942" in out.splitlines() and "theatre: North Europe; Axis force Germany" in out
    assert "north" not in out.replace("North", "")  # not "north europe", as the id reads
    assert scenario_json(capsys, "--theatre", "north_europe", "--seed", "3")["theatre"] == "north_europe"


@pytest.mark.parametrize(
    ("args", "line"),
    [
        (("--theatre", "pacific", "--year", "1944"), "  the Pacific, 1944"),
        (("--theatre", "africa", "--year", "1943", "--terrain", "hilly"), "  Africa (Tunisia), 1943"),
        (("--special", "tarawa", "--year", "1943"), "  the Pacific, 1943; special: Tarawa"),
    ],
)
def test_the_scenario_says_where_then_when(capsys, args: tuple[str, ...], line: str) -> None:
    """Where the battle is fought, as its title names the place, then the year: "the Pacific, 1944"."""
    code, out, err = run(capsys, "scenario", *args, "--seed", "3")
    assert code == 0, err
    assert out.splitlines()[1] == line, out


def test_a_raid_names_its_deployment_once(capsys) -> None:
    """RAID's deployment has no letter of the Mission Deployment Guidelines: it reads "Raid: One edge is ...", not
    "Raid. Raid: ...", in the text and the briefing of the battle --create writes."""
    code, out, err = run(capsys, "scenario", "--special", "raid", "--seed", "11")
    assert code == 0, err
    deployment = out.split("deployment:\n", 1)[1].splitlines()[0]
    assert deployment == (
        "  Raid: One edge is the landing beach or river: the attacker lands there. The defender deploys up to the "
        "midpoint."
    )
    assert "Raid. Raid" not in out


def test_a_modified_roll_says_the_total_it_is_read_at(capsys) -> None:
    """Players checking the rolls with their own dice see each modified d100's total before the row it hits: Table I's
    Allied force adjustment, Table IV's location modifier and Table VII's modifiers."""
    code, out, err = run(
        capsys, "scenario", "--seed", "7", "--allied", "usa", "--theatre", "italy", "--axis", "germany"
    )
    assert code == 0, err
    lines = [line.strip() for line in out.splitlines()]
    year = lines.index("d100 for Table I: the year: 42")
    assert lines[year + 1 : year + 4] == [
        "Allied Force Adjustment, USA +25 (rule Table I)",
        "42 + 25 = 67 (rule Table I)",
        "Table I Random Year Determination (rule Table I): row 51-72 -> 1943",
    ]
    assert "84 -10 = 74 (rule Table IV)" in lines
    aircraft = lines.index("German/Axis Attacker -20 (rule Table VII)")
    assert lines[aircraft + 1] == "the modified roll is 49 (rule Table VII)"
    # A modifier of 0 adds no sum: Russia's USSR reads the face as it fell.
    code, out, err = run(capsys, "scenario", "--seed", "7")
    assert code == 0, err
    assert " + 0 = " not in out


def test_a_raid_scores_its_one_condition_without_a_letter(capsys, tmp_path: Path) -> None:
    battle = tmp_path / "raid.yaml"
    code, _, err = run(capsys, "scenario", "--special", "raid", "--seed", "11", "--create", str(battle))
    assert code == 0, err
    code, out, err = run(capsys, "victory", str(battle))
    assert code == 0, err
    assert "  The attacker reaches the objective: no (not reached)" in out.splitlines()
    assert "objective. " not in out
    code, out, err = run(capsys, "victory", str(battle), "--json")
    assert json.loads(out)["conditions"][0]["letter"] == "objective"  # the --json keeps its key
