"""``morefire barrage``: the pinned command, run for real through morefire_gui.cli.main (and once through the
installed ``morefire`` script), with ``--dice`` scenarios whose JSON is checked exactly on a battle written to
tmp_path; ``--apply``; and every bad argument, which exits 2 with its message.

The battle: a 72 x 48 inch table at 1:50 (one inch is 50 yards). Germany (axis) fires from behind the north
edge: an off-board battery stands at (aim x, -20). A wood hides the aim point 36, 24 from the rifle squad a1;
only the mortar mo1 sees it. A 4 x 105 mm spread zone is 200 yards across: radius 2 in.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from morefire_gui.cli import main
from morefire_gui.io.battle_file import load_battle
from morefire_gui.model.terms import Status
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.tables import RuleTables

BATTLE = """\
format: morefire-battle
version: 1
title: Barrage test
table: {width: 72, depth: 48}
scale: "1:50"
sides:
  - {id: axis, nation: germany, edge: north, registration_points: [{n: 1, at: [36, 24]}, {n: 2, at: [60, 40]}]}
  - {id: allies, nation: ussr, edge: south}
terrain:
  - {id: w1, kind: woods, polygon: [[30, 12], [42, 12], [42, 16], [30, 16]]}
  - {id: m1, kind: minefield, mines: ap, polygon: [[35, 25.5], [37, 25.5], [37, 26.5], [35, 26.5]]}
  - {id: m2, kind: minefield, mines: at, polygon: [[50, 25.5], [52, 25.5], [52, 26.5], [50, 26.5]]}
units:
  - {id: a1, side: axis, type: R, at: [36, 4]}
  - {id: mo1, side: axis, type: grw34, at: [10, 2]}
  - {id: t1, side: allies, type: t34_76_43, at: [36, 24], moved: C}
  - {id: i1, side: allies, type: R, at: [37, 24], cover: foxhole}
  - {id: p1, side: allies, type: SMG, at: [38.2, 24]}
  - {id: far, side: allies, type: R, at: [60, 40]}
batteries:
  - {id: mortars, side: axis, kind: on_board, units: [mo1]}
"""

OFF_BOARD = ["--side", "axis", "--guns", "4", "--calibre", "105"]


@pytest.fixture
def battle(tmp_path: Path) -> Path:
    path = tmp_path / "battle.yaml"
    path.write_text(BATTLE, encoding="utf-8")
    return path


def run(capsys: pytest.CaptureFixture[str], *args: str | Path) -> tuple[int, str, str]:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def barrage_json(capsys: pytest.CaptureFixture[str], battle: Path, *args: str) -> dict[str, Any]:
    code, out, err = run(capsys, "barrage", battle, *args, "--json")
    assert code == 0, err
    assert err == ""
    return json.loads(out)


def pinned(result: dict[str, Any]) -> dict[str, Any]:
    keys = ("aim", "impact", "error", "diameter_yards", "observed", "targets", "cleared_minefields")
    return {k: result[k] for k in keys}


def target(
    unit: str,
    cls: str,
    chance: int,
    roll: int,
    result: str,
    damage_roll: int | None = None,
    partly_in: bool = False,
    centre_inside: bool = True,
) -> dict[str, Any]:
    return {
        "unit": unit,
        "target_class": cls,
        "chance": chance,
        "roll": roll,
        "hit": result != "no_effect",
        "result": result,
        "damage_roll": damage_roll,
        "partly_in": partly_in,
        "centre_inside": centre_inside,
    }


def faces(result: dict[str, Any]) -> list[tuple[str, int]]:
    return [(d["die"], d["face"]) for d in result["dice"]]


# -- --dice scenarios, exact JSON -------------------------------------------------------------------------------


def test_an_error_of_0_consumes_no_direction_die(capsys: pytest.CaptureFixture[str], battle: Path) -> None:
    # unobserved 1: 0 yards. t1 (T-34, D: 15 - 10 for moving C = 5%) rolls 16; i1 (foxhole, B 40%) rolls 40;
    # p1 (open, A 50%; its centre is outside the zone, its base is in) rolls 50.
    result = barrage_json(capsys, battle, "--at", "36,24", *OFF_BOARD, "--unobserved", "--dice", "1,16,40,50")
    assert pinned(result) == {
        "aim": [36, 24],
        "impact": [36, 24],
        "error": {"yards": 0, "direction": None},
        "diameter_yards": 200,
        "observed": False,
        "targets": [
            target("t1", "D", 5, 16, "no_effect"),
            target("i1", "B", 40, 40, "destroyed"),
            target("p1", "A", 50, 50, "destroyed", partly_in=True, centre_inside=False),
        ],
        "cleared_minefields": ["m1"],
    }
    assert faces(result) == [("d10", 1), ("d100", 16), ("d100", 40), ("d100", 50)]
    assert result["battery_at"] == [36, -20] and result["range_yards"] == 2200
    assert result["battery"] == {
        "id": None,
        "guns": 4,
        "calibre_mm": 105,
        "nation": "germany",
        "mortar": False,
        "naval": False,
        "off_board": True,
    }
    assert result["observation"] == "given" and result["observers"] == []
    assert result["partly_in"] == ["p1"] and result["not_rolled"] == []
    assert result["seed"] is None and result["applied_to"] is None
    rolls = [s for s in result["steps"] if s["kind"] == "roll"]
    assert [s["purpose"] for s in rolls] == [
        "artillery error (yards off)",
        "artillery hit on T-34/76 model 1943",  # each unit by its name
        "artillery hit on Rifle squad 1 (Allies)",
        "artillery hit on Submachine gun squad",
    ]


def test_the_error_moves_the_rounds_along_the_line_of_fire(capsys: pytest.CaptureFixture[str], battle: Path) -> None:
    # Observed by line of sight (mo1 sees 36, 24; a1 is behind the wood). 5 observed: 100 yards; direction 6:
    # LEFT, which for a battery looking south is east: impact 38, 24. t1's hull reaches in (partly in).
    result = barrage_json(capsys, battle, "--at", "36,24", *OFF_BOARD, "--dice", "5,6,99,99,1")
    assert pinned(result) == {
        "aim": [36, 24],
        "impact": [38, 24],
        "error": {"yards": 100, "direction": "left"},
        "diameter_yards": 200,
        "observed": True,
        "targets": [
            target("t1", "D", 5, 99, "no_effect", partly_in=True, centre_inside=True),
            target("i1", "B", 40, 99, "no_effect"),
            target("p1", "A", 50, 1, "destroyed"),
        ],
        "cleared_minefields": ["m1"],
    }
    assert result["observers"] == ["mo1"] and result["observation"] == "line_of_sight"
    assert faces(result) == [("d10", 5), ("d10", 6), ("d100", 99), ("d100", 99), ("d100", 1)]


def test_a_mortar_consumes_no_error_dice(capsys: pytest.CaptureFixture[str], battle: Path) -> None:
    # 4 x 81 mm mortars off the board: no error roll (4.41); zone 200 yards (80-109 mm column); hit chart 76-110.
    result = barrage_json(
        capsys,
        battle,
        "--at",
        "36,24",
        "--side",
        "axis",
        "--guns",
        "4",
        "--calibre",
        "81",
        "--mortar",
        "--dice",
        "16,41,51",
    )
    assert pinned(result) == {
        "aim": [36, 24],
        "impact": [36, 24],
        "error": {"yards": 0, "direction": None},
        "diameter_yards": 200,
        "observed": True,
        "targets": [
            target("t1", "D", 5, 16, "no_effect"),
            target("i1", "B", 40, 41, "no_effect"),
            target("p1", "A", 50, 51, "no_effect", partly_in=True, centre_inside=False),
        ],
        "cleared_minefields": ["m1"],
    }
    assert faces(result) == [("d100", 16), ("d100", 41), ("d100", 51)]
    assert result["battery"]["mortar"] is True


def test_an_advanced_hit_consumes_the_odd_even_die(capsys: pytest.CaptureFixture[str], battle: Path) -> None:
    # advanced, 2200 yards, Germany +0: error 1 reads 0 yards. t1 rolls 3 (hit), then 4: even, immobilized;
    # i1 rolls 99 (miss, no second die); p1 rolls 50 (hit), then 0, the face printed 0, read as 10: even.
    result = barrage_json(
        capsys, battle, "--at", "36,24", *OFF_BOARD, "--advanced", "--unobserved", "--dice", "1,3,4,99,50,0"
    )
    assert result["targets"] == [
        target("t1", "D", 5, 3, "immobilized", damage_roll=4),
        target("i1", "B", 40, 99, "no_effect"),
        target("p1", "A", 50, 50, "immobilized", damage_roll=10, partly_in=True, centre_inside=False),
    ]
    assert faces(result) == [("d10", 1), ("d100", 3), ("d10", 4), ("d100", 99), ("d100", 50), ("d10", 10)]
    assert result["advanced"] is True


def test_10_and_0_are_the_same_d10_face(capsys: pytest.CaptureFixture[str], battle: Path) -> None:
    # the error die's printed 0 reads 0 yards whether typed 0 or 10
    a = barrage_json(capsys, battle, "--at", "36,24", *OFF_BOARD, "--dice", "0,16,40,50")
    b = barrage_json(capsys, battle, "--at", "36,24", *OFF_BOARD, "--dice", "10,16,40,50")
    assert pinned(a) == pinned(b) and a["error"] == {"yards": 0, "direction": None}


def test_a_registration_point_with_a_shift(capsys: pytest.CaptureFixture[str], battle: Path) -> None:
    # RP 1 at 36, 24, add 200 (4 in south), left 100 (2 in east as the battery looks south): 38, 28.
    # Nobody is within 2 in of it; the minefield m1 is (its corner 37, 26.5 is 1.8 in away).
    result = barrage_json(
        capsys, battle, "--rp", "axis:1", "--shift", "200,-100", *OFF_BOARD, "--unobserved", "--dice", "1"
    )
    assert result["aim"] == [38, 28] and result["impact"] == [38, 28]
    assert result["registration_point"] == {"side": "axis", "n": 1, "at": [36, 24]}
    assert result["shifts"] == [{"add_drop": 200, "right_left": -100}]
    assert result["targets"] == [] and result["cleared_minefields"] == ["m1"]


def test_a_battery_of_the_battle(capsys: pytest.CaptureFixture[str], battle: Path) -> None:
    # the on-board mortars at 10, 2 fire at 30, 40: 43.9 in, 2193 yards: in range
    result = barrage_json(capsys, battle, "--at", "30,40", "--side", "axis", "--battery", "mortars", "--dice", "")
    assert result["battery"]["id"] == "mortars" and result["battery_at"] == [10, 2]
    assert result["targets"] == [] and result["dice"] == []
    assert result["diameter_yards"] == 50  # one 81 mm mortar: the one-gun 80-109 mm figure


def test_a_barrage_the_rules_refuse_exits_0_with_the_reason(
    capsys: pytest.CaptureFixture[str], battle: Path, tmp_path: Path, catalogue: Catalogue, tables: RuleTables
) -> None:
    # 4.41: mortars out of range do not fire. Nothing is rolled; --apply writes the battle as it stands.
    out = tmp_path / "out.yaml"
    result = barrage_json(
        capsys,
        battle,
        "--at",
        "36,46",
        "--side",
        "axis",
        "--guns",
        "4",
        "--calibre",
        "81",
        "--mortar",
        "--apply",
        str(out),
    )
    assert (
        result["refused"]
        == ("the aim point is 3300 yards from the mortars, beyond their maximum range of 3000 yards (4.41)")
        and result["rule"] == "4.41"
    )
    assert result["impact"] is None and result["error"] is None and result["targets"] == [] and result["dice"] == []
    assert result["aim"] == [36, 46] and result["acted_in"] is None
    assert load_battle(out, catalogue, tables).log == []
    code, text, _err = run(
        capsys, "barrage", battle, "--at", "36,46", "--side", "axis", "--guns", "4", "--calibre", "81", "--mortar"
    )
    assert code == 0 and text.startswith("Refused: the aim point is 3300 yards")


def test_a_strict_battle_refuses_a_barrage_without_a_request(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "strict.yaml"
    path.write_text(BATTLE + "settings: {sequence: strict}\nstep: artillery.impact\n", encoding="utf-8")
    result = barrage_json(capsys, path, "--at", "36,24", *OFF_BOARD, "--dice", "")
    assert result["refused"].startswith("a barrage without a request: written requests are required")
    assert "artillery step C" in result["refused"] and result["rule"] == "4.11"
    assert result["impact"] is None and result["diameter_yards"] == 200  # the plan, as far as it goes


def test_apply_writes_the_log_entry_and_the_record_the_window_writes(
    capsys: pytest.CaptureFixture[str], battle: Path, tmp_path: Path, catalogue: Catalogue, tables: RuleTables
) -> None:
    out = tmp_path / "after.yaml"
    barrage_json(
        capsys, battle, "--at", "36,24", *OFF_BOARD, "--unobserved", "--dice", "1,16,40,50", "--apply", str(out)
    )
    after = load_battle(out, catalogue, tables)
    own, entry = after.log  # the side's own (its aim and error, 4.1), then the landing every side sees
    assert (own.kind, own.side, own.secret, own.free) == ("barrage", "axis", True, True)
    assert (entry.kind, entry.title, entry.side, entry.free) == ("barrage", "Barrage by Axis", "axis", True)
    assert entry.targets == ("t1", "i1", "p1") and len(own.rolls()) + len(entry.rolls()) == 4
    (record,) = after.actions
    assert record.action == {
        "kind": "barrage",
        "side": "axis",
        "guns": 4,
        "calibre_mm": 105.0,
        "at": [36.0, 24.0],
        "observed": False,
    }
    assert [(d.die, d.face) for d in record.dice] == [("d10", 1), ("d100", 16), ("d100", 40), ("d100", 50)]


def test_apply_marks_a_battery_of_the_battle_as_having_fired(
    capsys: pytest.CaptureFixture[str], battle: Path, tmp_path: Path, catalogue: Catalogue, tables: RuleTables
) -> None:
    out = tmp_path / "after.yaml"
    result = barrage_json(
        capsys, battle, "--at", "30,40", "--side", "axis", "--battery", "mortars", "--dice", "", "--apply", str(out)
    )
    assert result["acted_in"] == "artillery.impact"
    assert load_battle(out, catalogue, tables).acted == {"artillery.impact": ("mortars",)}
    guns = barrage_json(capsys, battle, "--at", "30,40", *OFF_BOARD, "--unobserved", "--seed", "1", "--apply", str(out))
    assert guns["acted_in"] is None  # guns given on the command line are no battery of the battle
    assert load_battle(out, catalogue, tables).acted == {}


def test_naval_guns(capsys: pytest.CaptureFixture[str], battle: Path) -> None:
    result = barrage_json(
        capsys, battle, "--at", "60,40", "--side", "axis", "--naval", "--unobserved", "--dice", "1,50"
    )
    assert result["battery_at"] == [60, -100] and result["range_yards"] == 7000
    assert result["diameter_yards"] == 300 and result["battery"]["naval"] is True
    assert result["targets"] == [target("far", "A", 85, 50, "destroyed")]


def test_a_seed_reproduces_the_barrage(capsys: pytest.CaptureFixture[str], battle: Path) -> None:
    a = barrage_json(capsys, battle, "--at", "36,24", *OFF_BOARD, "--seed", "7")
    b = barrage_json(capsys, battle, "--at", "36,24", *OFF_BOARD, "--seed", "7")
    assert a == b and a["seed"] == 7


def test_the_readable_explanation(capsys: pytest.CaptureFixture[str], battle: Path) -> None:
    code, out, err = run(capsys, "barrage", battle, "--at", "36,24", *OFF_BOARD, "--dice", "5,6,99,99,1")
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == ("Barrage by Axis: off-board battery, 4 x 105mm guns (Germany), spread pattern, basic rules")
    for expected in [
        "  off-board battery 1000 yards behind the north edge, straight behind the aim point: at 36.0, -20.0 (rule 4.42)",
        "  observed fire: 8cm GrW 34 mortar sees the aim point (rule 4.3)",
        "Firing error (4.3):",
        "  d10 for artillery error (yards off): 5",
        "  Error chart (rule 4.3): row OBSERVED, column 5 -> 100 yards",
        "  Error direction (rule 4.3): row 6,7 -> LEFT",
        "  impact point 38.0, 24.0, 100 yards left (rule 4.3)",
        "  Barrage damage zone, spread (rule 4.5): row Four gun, column 80-109mm -> 200 yards",
        "  Artillery percentage to hit, spread (rule 4.6): row D, column 76-110mm -> 15%",
        "  vehicle moved at C (C-D) -10 (rule 4.6)",
        "T-34/76 model 1943, partly in the zone (4.6):",  # each unit by its name: t1
        "Submachine gun squad (4.6):",  # p1
        "  d100 for artillery hit on Submachine gun squad: 1",
        "  1 <= 50%: hit (rule 4.6)",
        "  basic rules: a hit destroys (rule 4.6)",
        "  T-34/76 model 1943 (partly in): class D, 5%, rolled 99: no effect",  # the result by names too
        "  Submachine gun squad: class A, 50%, rolled 1: destroyed",
        "  minefields cleared (3.61): m1, Minefield",  # its id beside its name, as a move names it
        "  dice rolled: 5,6,99,99,1",
    ]:
        assert expected in lines, expected


def test_a_nation_the_table_does_not_name_is_named_as_players_read_it(
    capsys: pytest.CaptureFixture[str], battle: Path
) -> None:
    """4.3 ADVANCED: a Vichy French battery reads France's row, and the explanation says "Vichy France", not its id."""
    code, out, err = run(
        capsys, "barrage", battle, "--at", "36,24", *OFF_BOARD, "--nation", "vichy_france", "--advanced",
        "--dice", "5,6,99,99,1,1",
    )  # fmt: skip
    assert code == 0 and err == ""
    assert "  Vichy France is not named by the table: it reads the USA, UK, France row (rule 4.3)" in out.splitlines()
    assert "vichy_france" not in out


# -- --apply ------------------------------------------------------------------------------------------------


def test_apply_writes_out_and_leaves_the_input_as_it_was(
    capsys: pytest.CaptureFixture[str], battle: Path, tmp_path: Path, catalogue: Catalogue, tables: RuleTables
) -> None:
    original = battle.read_bytes()
    out = tmp_path / "after.yaml"
    result = barrage_json(
        capsys, battle, "--at", "36,24", *OFF_BOARD, "--unobserved", "--dice", "1,16,40,50", "--apply", str(out)
    )
    assert result["applied_to"] == str(out)
    assert battle.read_bytes() == original
    assert not (tmp_path / "battle.yaml.bak").exists()
    after = load_battle(out, catalogue, tables)
    assert after.unit("i1").status == (Status.DESTROYED,) and after.unit("p1").status == (Status.DESTROYED,)
    assert after.unit("t1").status == ()
    assert after.piece("m1").cleared and not after.piece("m2").cleared
    assert [f.name for f in sorted(tmp_path.iterdir())] == ["after.yaml", "battle.yaml"]  # no temporary left


def test_apply_over_the_input_when_out_names_it(
    capsys: pytest.CaptureFixture[str], battle: Path, catalogue: Catalogue, tables: RuleTables
) -> None:
    original = battle.read_bytes()
    code, out, _err = run(
        capsys,
        "barrage",
        battle,
        "--at",
        "36,24",
        *OFF_BOARD,
        "--unobserved",
        "--dice",
        "1,16,40,50",
        "--apply",
        battle,
    )
    assert code == 0 and f"applied and saved to {battle}" in out
    assert load_battle(battle, catalogue, tables).unit("i1").has(Status.DESTROYED)
    assert battle.with_name("battle.yaml.bak").read_bytes() == original


# -- bad arguments: exit 2 and a message -------------------------------------------------------------------------

BAD = [
    (
        "unknown side",
        ["--at", "36,24", "--side", "reds", "--guns", "4", "--calibre", "105"],
        "has no such side; its sides are axis, allies",
    ),
    (
        "unknown registration point",
        ["--rp", "axis:5", *OFF_BOARD],
        "morefire: --rp 'axis:5': Axis has no registration point #5 (it has #1, #2)",
    ),
    (
        "registration point 11",
        ["--rp", "axis:11", *OFF_BOARD],
        "morefire barrage: argument --rp: must be SIDE:N, a side's registration point N from 1 to 10 (4.2) (found 'axis:11')",
    ),
    (
        "registration point of an unknown side",
        ["--rp", "reds:1", *OFF_BOARD],
        "morefire: --rp 'reds:1': {battle} has no such side; its sides are axis, allies",
    ),
    (
        "registration point without a number",
        ["--rp", "axis", *OFF_BOARD],
        "morefire: --rp 'axis': a registration point is SIDE:N (e.g. axis:3)",
    ),
    (
        "shift over 800 yards",
        ["--rp", "axis:1", "--shift", "900,0", *OFF_BOARD],
        "morefire: a shift of 900 yards add is too long: the maximum shift is 800 yards per direction (4.12 C)",
    ),
    (
        "shift over 800 yards left",
        ["--rp", "axis:1", "--shift", "0,-801", *OFF_BOARD],
        "morefire: a shift of 801 yards left is too long",
    ),
    (
        "shift not a pair",
        ["--rp", "axis:1", "--shift", "200", *OFF_BOARD],
        "morefire: --shift '200': a shift is two whole numbers of yards, ADD_DROP,RIGHT_LEFT",
    ),
    (
        "shift with --at",
        ["--at", "36,24", "--shift", "100,0", *OFF_BOARD],
        "morefire: --shift is for --rp (a shift from a registration point); with --at give the point itself",
    ),
    (
        "converged naval barrage",
        ["--at", "36,24", "--side", "axis", "--naval", "--pattern", "converged", "--advanced"],
        "morefire: a naval battery: naval guns can only fire a spread pattern (4.7)",
    ),
    (
        "converged in a basic game",
        ["--at", "36,24", *OFF_BOARD, "--pattern", "converged"],
        "morefire: the converged pattern is not used in basic games: spread is the only pattern (4.5)",
    ),
    (
        "naval guns of the wrong size",
        ["--at", "36,24", "--side", "axis", "--naval", "--guns", "6"],
        "morefire: the naval battery: naval guns are rated as a 4-gun battery of 175mm+ guns (4.7), not 6 x 175mm",
    ),
    (
        "a bad d10 face",
        ["--at", "36,24", *OFF_BOARD, "--dice", "11,16,40,50"],
        "morefire: --dice: roll 1 (d10 for artillery error (yards off)): 11 is not a face of a d10 (faces 1-10, or 0 for "
        "the face printed 0)",
    ),
    (
        "a bad d100 face",
        ["--at", "36,24", *OFF_BOARD, "--dice", "1,101,40,50"],
        "morefire barrage: argument --dice: item 2 is '101', not a whole number from 0 to 100 (a d100's 100 may be 00)",
    ),
    (
        "a face that is not a number",
        ["--at", "36,24", *OFF_BOARD, "--dice", "1,x"],
        "morefire barrage: argument --dice: item 2 is 'x', not a whole number",
    ),
    (
        "a negative face",
        ["--at", "36,24", *OFF_BOARD, "--dice", "1,-5"],
        "morefire barrage: argument --dice: item 2 is '-5', not a whole number from 0 to 100",
    ),
    (
        "too few faces",
        ["--at", "36,24", *OFF_BOARD, "--dice", "1,16"],
        "morefire: --dice: the faces given ran out: roll 3 (d100 for artillery hit on Rifle squad 1 (Allies)) was needed, but only 2 faces "
        "were given",
    ),
    (
        "too few faces for the direction",
        ["--at", "36,24", *OFF_BOARD, "--dice", "5"],
        "morefire: --dice: the faces given ran out: roll 2 (d10 for artillery error direction) was needed",
    ),
    (
        "off-table --at",
        ["--at", "80,24", *OFF_BOARD],
        "morefire: --at '80,24' is off the table (0-72 x 0-48 in)",
    ),
    ("--at not a point", ["--at", "36", *OFF_BOARD], "morefire: --at '36': coordinates are two numbers, X,Y"),
    (
        "no guns",
        ["--at", "36,24", "--side", "axis", "--calibre", "105"],
        "morefire: --guns and --calibre are required (or --naval for naval guns, or --battery ID)",
    ),
    (
        "zero guns",
        ["--at", "36,24", "--side", "axis", "--guns", "0", "--calibre", "105"],
        "morefire barrage: argument --guns: must be a whole number from 1 to 24 (found '0')",
    ),
    ("unknown nation", ["--at", "36,24", *OFF_BOARD, "--nation", "narnia"], "morefire: unknown nation 'narnia'"),
    (
        "unknown battery",
        ["--at", "36,24", "--side", "axis", "--battery", "guns"],
        "has no such battery; its batteries are mortars",
    ),
    (
        "battery and guns",
        ["--at", "36,24", "--side", "axis", "--battery", "mortars", "--guns", "4"],
        "morefire: --battery names a battery of the battle: leave out --guns, --calibre, --naval and --mortar",
    ),
    (
        "observed and unobserved",
        ["--at", "36,24", *OFF_BOARD, "--observed", "--unobserved"],
        "morefire barrage: argument --unobserved: not allowed with argument --observed",
    ),
    (
        "seed and dice",
        ["--at", "36,24", *OFF_BOARD, "--seed", "1", "--dice", "1"],
        "morefire barrage: argument --dice: not allowed with argument --seed",
    ),
    (
        "the other side's point",
        ["--rp", "axis:1", "--side", "allies", "--guns", "4", "--calibre", "122"],
        "morefire: registration point #1 belongs to Axis: Allies fires only at its own registration points (rule 4.1)",
    ),
    ("no aim", OFF_BOARD, "morefire barrage: one of the arguments --at --rp is required"),
    (
        "at and rp",
        ["--at", "36,24", "--rp", "axis:1", *OFF_BOARD],
        "morefire barrage: argument --rp: not allowed with argument --at",
    ),
    (
        "no side",
        ["--at", "36,24", "--guns", "4", "--calibre", "105"],
        "morefire barrage: the following arguments are required: --side",
    ),
    (
        "a bad pattern",
        ["--at", "36,24", *OFF_BOARD, "--pattern", "focused"],
        "morefire barrage: argument --pattern: invalid choice: 'focused'",
    ),
]


@pytest.mark.parametrize("args, message", [(a, m) for _, a, m in BAD], ids=[i for i, _, _ in BAD])
def test_bad_arguments_exit_2_with_a_message(
    capsys: pytest.CaptureFixture[str], battle: Path, tmp_path: Path, args: list[str], message: str
) -> None:
    out_file = tmp_path / "out.yaml"
    original = battle.read_bytes()
    code, out, err = run(capsys, "barrage", battle, *args, "--apply", out_file)
    assert code == 2
    assert message.replace("{battle}", str(battle)) in err, err
    assert out == "" and not out_file.exists() and battle.read_bytes() == original


def test_a_bad_battle_file_exits_2(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(BATTLE.replace("type: R, at: [36, 4]", "type: Rifle, at: [36, 4]"), encoding="utf-8")
    code, _out, err = run(capsys, "barrage", path, "--at", "36,24", *OFF_BOARD)
    assert code == 2 and "units[0] (a1).type: unknown unit type 'Rifle'" in err


def test_unused_faces_are_pointed_out(capsys: pytest.CaptureFixture[str], battle: Path) -> None:
    code, _out, err = run(capsys, "barrage", battle, "--at", "36,24", *OFF_BOARD, "--dice", "1,16,40,50,7,7", "--json")
    assert code == 0 and err == "morefire: note: --dice: faces 7,7 (items 5-6 of 6) not used: the rolls took 4 faces\n"


# -- the installed script -----------------------------------------------------------------------------------------


@pytest.mark.slow
def test_the_installed_morefire_script(battle: Path, tmp_path: Path) -> None:
    script = Path(sys.executable).with_name("morefire")
    assert script.exists(), f"the console script is not installed beside {sys.executable}"
    out_file = tmp_path / "applied.yaml"
    done = subprocess.run(
        [
            str(script),
            "barrage",
            str(battle),
            "--at",
            "36,24",
            *OFF_BOARD,
            "--unobserved",
            "--dice",
            "1,16,40,50",
            "--json",
            "--apply",
            str(out_file),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert [(t["unit"], t["result"]) for t in result["targets"]] == [
        ("t1", "no_effect"),
        ("i1", "destroyed"),
        ("p1", "destroyed"),
    ]
    assert out_file.exists()
    bad = subprocess.run(
        [str(script), "barrage", str(battle), "--at", "36,24", *OFF_BOARD, "--dice", "1,16"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert bad.returncode == 2 and "--dice: the faces given ran out" in bad.stderr and bad.stdout == ""


def test_fire_the_firer_calls_unobserved_is_not_said_to_be_unseen(
    capsys: pytest.CaptureFixture[str], battle: Path
) -> None:
    # The mortar sees the aim point, but the firer calls the fire unobserved (4.3): the text says whose word it is,
    # and the error chart's row it reads, not that no friendly unit sees the target.
    code, out, _ = run(capsys, "barrage", battle, "--at", "36,24", *OFF_BOARD, "--unobserved", "--dice", "5,6,99,99,99")
    assert code == 0
    assert "  unobserved fire, as the firer says (rule 4.3)\n" in out
    assert "  unobserved fire: the error chart's UNOBSERVED row (rule 4.3)\n" in out
    assert "no friendly unit sees" not in out


def test_the_island_invasions_naval_bombardment_fires_two_salvoes_a_turn(
    capsys, tmp_path: Path, catalogue: Catalogue, tables: RuleTables
) -> None:
    # ISLAND C: "Naval Bombardment of 2 salvoes per turn is available": a third barrage in a turn is refused.
    island = tmp_path / "island.yaml"
    assert run(capsys, "scenario", "--special", "island", "--seed", "5", "--create", island)[0] == 0
    island.write_text(island.read_text(encoding="utf-8").replace("sequence: strict", "sequence: free"), "utf-8")
    fire = ["barrage", island, "--side", "allies", "--battery", "naval", "--at", "36,24", "--unobserved"]
    for seed in ("1", "2"):
        code, _, err = run(capsys, *fire, "--seed", seed, "--apply", island)
        assert code == 0, err
    before = island.read_bytes()
    said = (
        "Naval bombardment has fired its 2 salvoes this turn: the naval bombardment of an island invasion is 2 "
        "salvoes per turn"
    )
    code, out, err = run(capsys, *fire, "--seed", "3", "--json", "--apply", island)
    data = json.loads(out)
    assert code == 0 and err == "" and (data["refused"], data["rule"]) == (said, "ISLAND C")
    assert data["dice"] == [] and data["impact"] is None
    code, text, _ = run(capsys, *fire, "--seed", "3")
    assert code == 0 and text.count(said) == 1 and f"Refused: {said} (ISLAND C)" in text
    assert island.read_bytes() == before
    after = load_battle(island, catalogue, tables)
    assert [(e.kind, e.secret) for e in after.log].count(("barrage", None)) == 2  # two landings, each seen by all
    # The next turn brings two salvoes again.
    assert run(capsys, "turn", island, "--next", "--apply", island)[0] == 0
    after = load_battle(island, catalogue, tables)
    steps = 0
    while after.turn == 1 and steps < 40:
        assert run(capsys, "turn", island, "--next", "--apply", island)[0] == 0
        after = load_battle(island, catalogue, tables)
        steps += 1
    code, out, _ = run(capsys, *fire, "--seed", "4", "--json")
    assert code == 0 and json.loads(out)["refused"] is None
