"""``morefire turn``: the turn, the battle clock, the step with its rule, who may act and who has, what comes up; and
``--next`` (with ``--apply OUT``) advancing one step, with the rolls of the start of a turn. Run through
``morefire_gui.cli.main`` and, once, the installed console script."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from morefire_gui.cli import main
from morefire_gui.io.battle_file import load_battle
from morefire_gui.io.resources import bundled_catalogue, rule_tables

BATTLE = """\
format: morefire-battle
version: 1
title: Turns
table: {width: 72, depth: 48, unit: in}
scale: "1:50"
sides:
  - {id: axis, nation: germany, edge: north, registration_points: [{n: 1, at: [36, 24]}]}
  - {id: allies, nation: ussr, edge: south}
units:
  - {id: tk, side: axis, type: pz4h, at: [20, 20], moved: C, status: [immobilized], status_until: {immobilized: 12}}
  - {id: r1, side: allies, type: R, at: [30, 30]}
batteries:
  - {id: b1, side: axis, kind: off_board, guns: 4, calibre_mm: 105}
fire_missions:
  - {battery: b1, registration_point: 1, called_turn: 8, impact_turn: 11}
settings: {weather: mud}
turn: 9
step: aircraft.arrows
acted:
  fire.tank_vs_tank: [tk]
"""


@pytest.fixture
def battle(tmp_path: Path) -> Path:
    path = tmp_path / "battle.yaml"
    path.write_text(BATTLE, encoding="utf-8")
    return path


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_the_turn_in_words(capsys, battle: Path) -> None:
    code, out, err = run(capsys, "turn", str(battle))
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == "Turn 9 — 4:00 of battle"
    assert (
        lines[1] == "  Change aircraft movement direction arrow: Change aircraft direction arrows up to 90 degrees "
        "(rule Sequence of play)"
    )
    assert "Who may act: nobody in this step" in out
    assert "turn 10 (in 1)     maintenance rolls: every vehicle rolls 2d6, a 2 or a 12 is stuck (MUD)" in out
    assert "turn 11 (in 2)     b1: FIRE at RP #1, spread — lands in turn 11 (4.2)" in out
    assert "turn 12 (in 3)     Panzer IV Ausf. H is no longer immobilized (MUD/MOUNTAINS)" in out


def test_who_may_act_is_listed_by_the_names_of_the_sides(capsys, battle: Path) -> None:
    battle.write_text(BATTLE.replace("step: aircraft.arrows", "step: fire.tank_vs_tank"), encoding="utf-8")
    code, out, err = run(capsys, "turn", str(battle))
    assert code == 0, err
    assert "  [x] Axis: Panzer IV Ausf. H" in out and "axis:" not in out


def test_the_json_keys(capsys, battle: Path) -> None:
    code, out, err = run(capsys, "turn", str(battle), "--json")
    assert code == 0, err
    data = json.loads(out)
    assert set(data) == {"turn", "clock", "step", "eligible", "acted", "coming_up", "nothing_to_do"}
    assert (data["turn"], data["clock"]) == (9, "4:00")
    assert set(data["step"]) == {"id", "phase", "phase_name", "label", "name", "rule", "text", "do"}
    assert data["step"]["id"] == "aircraft.arrows"
    assert data["acted"] == {"fire.tank_vs_tank": ["tk"]}
    assert [(e["turn"], e["in_turns"], e["kind"]) for e in data["coming_up"]] == [
        (10, 1, "maintenance"),
        (11, 2, "fire_mission"),
        (12, 3, "immobilized"),
    ]
    assert set(data["coming_up"][0]) == {"turn", "in_turns", "moment", "kind", "text", "rule", "ids"}


def test_next_begins_a_new_turn_with_its_rolls_and_saves_it(capsys, battle: Path, tmp_path: Path) -> None:
    out_path = tmp_path / "next.yaml"
    code, out, err = run(capsys, "turn", str(battle), "--next", "--dice", "1,1,3,4", "--apply", str(out_path), "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["advanced"]["from"] == {"turn": 9, "step": "aircraft.arrows"}
    assert data["advanced"]["to"] == {"turn": 10, "step": "movement.road"} and data["advanced"]["new_turn"]
    assert [e["kind"] for e in data["advanced"]["events"]] == ["maintenance"]
    assert [(r["die"], r["face"]) for r in data["rolls"]] == [("d6", 1), ("d6", 1), ("d6", 3), ("d6", 4)]
    assert data["acted"] == {} and data["turn"] == 10
    saved = load_battle(out_path, bundled_catalogue(), rule_tables())
    assert (saved.turn, saved.step, saved.acted) == (10, "movement.road", {})
    tk = saved.unit("tk")
    assert tk.moved is None and tk.status_until["immobilized"] == 17  # 1 + 1 = 2: stuck for 3 + 4 turns from 10
    assert [e.kind for e in saved.log][-2:] == ["turn", "maintenance"]
    assert battle.read_text(encoding="utf-8") == BATTLE  # the input is never written


def test_next_explains_each_roll_of_the_start_of_a_turn(capsys, battle: Path) -> None:
    code, out, err = run(capsys, "turn", str(battle), "--next", "--dice", "1,1,3,4")
    assert code == 0, err
    rolls = out.split("\n\n", 1)[0]  # what --next did, before the new step in words
    # A new turn is said with its number (within a turn, only the steps: test_next_within_a_turn_in_words).
    assert rolls.splitlines()[0] == (
        "Next: turn 9, the air arrows (change aircraft direction arrows up to 90 degrees) -> turn 10, movement step 1 "
        "(road movement)"
    )
    # MUD: each die with the vehicle it is rolled for, and what the total reads, with the rule.
    assert "  d6 for mud maintenance roll, Panzer IV Ausf. H (first die): 1\n" in rolls
    assert "  d6 for mud maintenance roll, Panzer IV Ausf. H (second die): 1\n" in rolls
    assert "(rule MUD)" in rolls and rolls.count("d6 for ") == 4
    data = json.loads(run(capsys, "turn", str(battle), "--next", "--dice", "1,1,3,4", "--json")[1])
    assert sum(s["kind"] == "roll" for s in data["advanced"]["steps"]) == 4


def test_next_within_a_turn_in_words(capsys, battle: Path) -> None:
    text = BATTLE.replace("step: aircraft.arrows", "step: artillery.orders")
    battle.write_text(text, encoding="utf-8")
    code, out, err = run(capsys, "turn", str(battle), "--next")
    assert code == 0, err
    # Each step in the words the Phase dock and the refusals use, not by its id (the JSON keeps the ids).
    assert out.startswith(
        "Next: turn 9, artillery step C (adjust rounds for next turn and call for new fire) -> direct fire step 1 "
        "(anti-tank vs tank)\n"
    ), out.splitlines()[0]
    assert "dice rolled" in out and "Direct fire phase: 1. Anti-tank vs tank (rule 2.2, 3.4)" in out
    assert battle.read_text(encoding="utf-8") == text


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--apply", "x.yaml"], "--apply writes the battle after --next"),
        (["--seed", "3"], "the dice are for --next"),
    ],
)
def test_bad_combinations(capsys, battle: Path, args: list[str], message: str) -> None:
    code, out, err = run(capsys, "turn", str(battle), *args)
    assert code == 2 and message in err and out == ""


def test_a_file_with_an_unknown_step_is_refused(capsys, battle: Path) -> None:
    battle.write_text(BATTLE.replace("step: aircraft.arrows", "step: aircraft.arrow"), encoding="utf-8")
    code, _out, err = run(capsys, "turn", str(battle))
    assert code == 2 and "step: unknown step 'aircraft.arrow' (did you mean aircraft.arrows?)" in err


def test_the_console_script(battle: Path) -> None:
    done = subprocess.run(
        [str(Path(sys.executable).parent / "morefire"), "turn", str(battle)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Turn 9 — 4:00 of battle")


SUICIDE = """\
format: morefire-battle
version: 1
title: Suicide
table: {width: 72, depth: 48, unit: in}
scale: "1:50"
sides:
  - {id: axis, nation: germany, edge: north}
  - {id: allies, nation: ussr, edge: south}
units:
  - {id: tk, side: axis, type: pz4h, at: [36, 10], facing: 180}
  - {id: gd, side: allies, type: SMG, formation: guard, at: [36, 10.8]}
settings: {sequence: strict}
turn: 1
step: melee.assault
"""


def test_a_next_the_rules_refuse_is_a_result(capsys, tmp_path: Path) -> None:
    battle = tmp_path / "suicide.yaml"
    battle.write_text(SUICIDE, encoding="utf-8")
    squad = tmp_path / "squad.yaml"
    assert run(capsys, "suicide-squad", str(battle), "gd", "--year", "1942", "--apply", str(squad))[0] == 0
    # 3.3: the squad must attempt its assault before the step ends: Next is refused, exit 0, nothing changed.
    out_path = tmp_path / "next.yaml"
    code, out, err = run(capsys, "turn", str(squad), "--next", "--apply", str(out_path))
    assert code == 0, err
    assert out.startswith("Next: refused: Submachine gun squad, reclassified as a suicide squad this turn, must ")
    assert "Melee phase: B. Infantry assaults vs tanks and bunkers" in out
    saved = load_battle(out_path, bundled_catalogue(), rule_tables())
    assert (saved.turn, saved.step) == (1, "melee.assault")
    data = json.loads(run(capsys, "turn", str(squad), "--next", "--json")[1])
    assert data["rule"] == "3.3" and data["refused"].startswith("Submachine gun squad") and "advanced" not in data


def test_an_island_raids_first_activation_roll_comes_before_next(capsys, tmp_path: Path) -> None:
    battle = tmp_path / "island.yaml"
    assert run(capsys, "scenario", "--special", "island", "--seed", "5", "--create", str(battle))[0] == 0
    # ISLAND C's naval bombardment comes with the scenario; deleting the naval guns plays D, a raid.
    delete = tmp_path / "delete.yaml"
    delete.write_text("{kind: delete_battery, battery: naval}\n", encoding="utf-8")
    assert run(capsys, "act", str(battle), str(delete), "--apply", str(battle))[0] == 0
    # Each side buys its forces in the set-up, the attacker's in its three waves first (ISLAND A, B).
    for side, units in (("allies", "R:2@1,R:2@2,R:2@3"), ("axis", "R:3")):
        assert (
            run(capsys, "forces", str(battle), "--side", side, "--buy", units, "--place", "--apply", str(battle))[0]
            == 0
        )
    data = json.loads(run(capsys, "turn", str(battle), "--next", "--json")[1])
    # ISLAND D: "the defender must make an activation roll (d10) each turn"; turn 1's is the players' to make.
    assert data["rule"] == "ISLAND D" and "activation roll for turn 1 is not rolled yet" in data["refused"]
    roll = tmp_path / "roll.yaml"
    roll.write_text("{kind: island_activation}\n", encoding="utf-8")
    rolled = tmp_path / "rolled.yaml"
    assert run(capsys, "act", str(battle), str(roll), "--dice", "3", "--apply", str(rolled))[0] == 0
    data = json.loads(run(capsys, "turn", str(rolled), "--next", "--json")[1])
    assert data["refused"] is None and data["advanced"]["to"]["step"] == "movement.cross_country"


def test_the_island_naval_bombardments_mission_lands_two_salvoes_a_turn(capsys, tmp_path: Path) -> None:
    # ISLAND C: "Naval Bombardment of 2 salvoes per turn": in a battle kept to the sequence of play, its mission lands
    # as two barrages in artillery step A, each with its own error roll, in the battle's dice order.
    battle = tmp_path / "island.yaml"
    assert run(capsys, "scenario", "--special", "island", "--seed", "5", "--create", str(battle))[0] == 0
    with battle.open("a", encoding="utf-8") as f:
        f.write(
            "step: movement.infantry\nturn: 4\n"
            "fire_missions:\n  - {battery: naval, at: [36, 24], called_turn: 1, impact_turn: 4}\n"
        )
    out = tmp_path / "out.yaml"
    code, text, err = run(capsys, "turn", str(battle), "--next", "--dice", "4,10,9,3", "--json", "--apply", str(out))
    assert code == 0, err
    data = json.loads(text)
    assert [(x["battery"], x["fired"]) for x in data["landed"]] == [("naval", True), ("naval", True)]
    assert [x["barrage"]["impact"] for x in data["landed"]] == [[39, 24], [36, 16]]
    assert [r["face"] for r in data["rolls"]] == [4, 10, 9, 3]
    saved = yaml.safe_load(out.read_text(encoding="utf-8"))
    landings = [e for e in saved["log"] if e["kind"] == "barrage" and not e.get("secret")]
    assert len(landings) == 2  # two barrages every side sees, each after its side's own entry (its aim and error)
    code, text, _ = run(capsys, "turn", str(battle), "--next", "--dice", "4,10,9,3")
    assert code == 0 and "Naval bombardment: salvo 2 of 2 this turn (rule ISLAND C)" in text


def test_a_naval_mission_ordered_to_fire_one_salvo_lands_once(capsys, tmp_path: Path) -> None:
    # ISLAND C, "up to" 2 salvoes a turn: a mission whose order chose one salvo lands as one barrage, two d10 of error,
    # in the same dice order as any barrage.
    battle = tmp_path / "island.yaml"
    assert run(capsys, "scenario", "--special", "island", "--seed", "5", "--create", str(battle))[0] == 0
    with battle.open("a", encoding="utf-8") as f:
        f.write(
            "step: movement.infantry\nturn: 4\n"
            "fire_missions:\n  - {battery: naval, at: [36, 24], called_turn: 1, impact_turn: 4, salvoes: 1}\n"
        )
    code, text, err = run(capsys, "turn", str(battle), "--next", "--dice", "4,10", "--json")
    assert code == 0, err
    data = json.loads(text)
    assert [(x["battery"], x["fired"]) for x in data["landed"]] == [("naval", True)]
    assert [x["barrage"]["impact"] for x in data["landed"]] == [[39, 24]]
    assert [r["face"] for r in data["rolls"]] == [4, 10]
    code, text, _ = run(capsys, "turn", str(battle), "--next", "--dice", "4,10")
    assert code == 0 and "salvo 2 of 2" not in text
    assert (
        "Naval bombardment fires 1 salvo this turn, as its order chose (2 salvoes per turn are available) "
        "(rule ISLAND C)" in text
    )


def test_a_step_that_lists_nobody_says_why(capsys, demo_path: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The demo at melee step B, kept to the sequence of play: no infantry is in contact with an enemy tank or bunker,
    so nobody is listed, and the text and the JSON say why (as the Phase dock does)."""
    import json

    import yaml

    data = yaml.safe_load(demo_path.read_text(encoding="utf-8"))
    data.setdefault("settings", {})["sequence"] = "strict"
    data.update(step="melee.assault", turn=1)
    path = tmp_path / "strict.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    why = "no infantry is in contact with an enemy tank or bunker (3.2)"
    code, out, err = run(capsys, "turn", str(path))
    assert code == 0, err
    assert f"Who may act: nobody in this step ({why})" in out.splitlines(), out
    code, out, err = run(capsys, "turn", str(path), "--json")
    assert code == 0, err
    assert json.loads(out)["nothing_to_do"] == why


def test_next_on_a_generated_table_waits_for_each_sides_forces(capsys, tmp_path: Path) -> None:
    # The forces are bought in the set-up: a Next before them would begin play with nothing to buy them in.
    battle = tmp_path / "b.yaml"
    assert run(capsys, "scenario", "--seed", "11", "--create", str(battle))[0] == 0
    data = json.loads(run(capsys, "turn", str(battle), "--next", "--json", "--apply", str(battle))[1])
    assert data["rule"] == "Table VI" and data["refused"].startswith("no side has bought its forces yet")
    assert "morefire forces --place" in data["refused"]
    assert (
        run(capsys, "forces", str(battle), "--side", "axis", "--buy", "R:3", "--place", "--apply", str(battle))[0] == 0
    )
    data = json.loads(run(capsys, "turn", str(battle), "--next", "--json")[1])
    assert data["refused"].startswith("Allies (attacker) has bought no forces yet")
    assert (
        run(capsys, "forces", str(battle), "--side", "allies", "--buy", "R:3", "--place", "--apply", str(battle))[0]
        == 0
    )
    data = json.loads(run(capsys, "turn", str(battle), "--next", "--json")[1])
    assert data["refused"] is None and data["advanced"]["to"]["step"] == "movement.cross_country"


def test_both_sides_rifle_squads_bought_read_with_their_side(capsys, tmp_path: Path) -> None:
    battle = tmp_path / "b.yaml"
    assert run(capsys, "scenario", "--seed", "11", "--create", str(battle))[0] == 0
    assert (
        run(capsys, "forces", str(battle), "--side", "axis", "--buy", "R:10", "--place", "--apply", str(battle))[0] == 0
    )
    code, out, _ = run(
        capsys, "forces", str(battle), "--side", "allies", "--buy", "R:12", "--place", "--apply", str(battle)
    )
    assert code == 0
    placed = [line.split(" (R) at ")[0].strip() for line in out.splitlines() if " (R) at " in line]
    assert placed == [f"al{n} Rifle squad {n} (Allies)" for n in range(1, 13)]
