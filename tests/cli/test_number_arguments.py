"""Every number given on the command line has a range (docs/cli.md, "Numbers"): out of it, the command exits 2
with the flag, the range and what was given, before any die is rolled or any file is written."""

from __future__ import annotations

from pathlib import Path

import pytest

from morefire_gui.cli import main

DEMO = str(Path(__file__).resolve().parents[2] / "resources" / "battles" / "demo.yaml")
BARRAGE = ["barrage", DEMO, "--at", "30,30", "--side", "axis"]
GUNS = ["--guns", "4", "--calibre", "105"]
MOVE = ["move", DEMO, "ge1", "--to", "20,15"]
AIRSTRIKE = ["airstrike", DEMO, "--side", "axis", "--aircraft", "ju87d", "--from", "0,10"]
HUGE = "9" * 5000  # more digits than Python turns into a number: never a traceback


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(
    "args, message",
    [
        (
            [*BARRAGE, "--guns", "100000000", "--calibre", "105"],
            "morefire barrage: argument --guns: must be a whole number from 1 to 24 (found '100000000')",
        ),
        (
            [*BARRAGE, "--guns", "0", "--calibre", "105"],
            "argument --guns: must be a whole number from 1 to 24 (found '0')",
        ),
        (
            [*BARRAGE, "--guns", "4", "--calibre", "0"],
            "argument --calibre: must be a number above 0 to 1000 (found '0')",
        ),
        ([*BARRAGE, "--guns", "4", "--calibre", "nan"], "argument --calibre: must be a number above 0 to 1000"),
        (
            [*BARRAGE, *GUNS, "--seed", "-1"],
            "argument --seed: must be a whole number from 0 to 18,446,744,073,709,551,615 (found '-1')",
        ),
        ([*BARRAGE, *GUNS, "--seed", str(2**64)], "argument --seed: must be a whole number from 0 to"),
        ([*BARRAGE, *GUNS, "--seed", HUGE], "argument --seed: must be a whole number from 0 to"),
        ([*MOVE, "--turn", "0"], "morefire move: argument --turn: must be a whole number from 1 to 10,000 (found '0')"),
        ([*MOVE, "--turn", "99999999999999"], "argument --turn: must be a whole number from 1 to 10,000"),
        ([*MOVE, "--seed", "-5"], "argument --seed: must be a whole number from 0 to"),
        (["fire", DEMO, "ge1", "su1", "--turn", HUGE], "argument --turn: must be a whole number from 1 to 10,000"),
        (
            ["infantry-fire", DEMO, "--area", "30,30", "--firers", "ge1", "--turn", "-3"],
            "argument --turn: must be a whole number from 1 to 10,000 (found '-3')",
        ),
        (["turn", DEMO, "--next", "--seed", "-1"], "argument --seed: must be a whole number from 0 to"),
        (
            [*AIRSTRIKE, "--heading", "1e300"],
            "argument --heading: must be a number from -36000 to 36000 (found '1e300')",
        ),
        ([*AIRSTRIKE, "--heading", "inf"], "argument --heading: must be a number from -36000 to 36000 (found 'inf')"),
        (
            [*AIRSTRIKE, "--heading", "90", "--attack", "bomb", "--release", "-10"],
            "argument --release: must be a number from 0 to 100000 (found '-10')",
        ),
        (
            ["aircraft-turn", DEMO, "a1", "--heading", "nan"],
            "argument --heading: must be a number from -36000 to 36000",
        ),
        (["scenario", "--seed", "-1"], "argument --seed: must be a whole number from 0 to"),
        (
            ["scenario", "--seed", "1", "--create", "x.yaml", "--table", "99999x99999"],
            "morefire: --table '99999x99999': a table is at most 10,000 table units each way (a battle file's limit)",
        ),
        (
            ["scenario", "--seed", "1", "--create", "x.yaml", "--scale", "0.0001 yd"],
            "morefire: --scale '0.0001 yd': a custom scale is 1 to 10,000 yards to the inch",
        ),
        (
            ["scenario", "--seed", "1", "--ratio", "99999:1", "--create", "x.yaml"],
            "morefire: --ratio '99999:1': a point ratio is ATTACKER:DEFENDER, two whole numbers from 1 to 10,000",
        ),
        (
            ["scenario", "--seed", "1", "--airstrikes", "99999,0", "--create", "x.yaml"],
            "morefire: --airstrikes '99999,0': give the Axis and Allied airstrikes as AXIS,ALLIES, each from 0 to 10,000",
        ),
        (["scenario", "--year", HUGE], "argument --year: invalid int value"),
        (["render", DEMO, "-o", "x.png", "--width", "99999"], "--width must be between 100 and 20000 pixels"),
    ],
)
def test_a_number_out_of_its_range_is_refused_with_the_range(
    args: list[str], message: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    code, out, err = run(capsys, *args)
    assert code == 2 and message in err, err
    assert "Traceback" not in err and "validation error" not in err and out == ""
    assert list(tmp_path.iterdir()) == []  # nothing written


@pytest.mark.parametrize(
    "args",
    [
        [*BARRAGE, "--guns", "24", "--calibre", "1000", "--seed", str(2**64 - 1)],
        [*BARRAGE, "--guns", "1", "--calibre", "0.5", "--seed", "0"],
        [*MOVE, "--turn", "10000", "--seed", "1"],
        [*AIRSTRIKE, "--heading", "-35910", "--seed", "3"],  # a hundred turns back to east, into the table
    ],
)
def test_the_ends_of_each_range_are_accepted(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, *args)
    assert code == 0, err


def test_a_seed_at_the_top_of_its_range_is_kept_in_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], catalogue, tables
) -> None:
    from morefire_gui.io.battle_file import load_battle

    out = tmp_path / "after.yaml"
    code, _, err = run(capsys, *BARRAGE, *GUNS, "--seed", str(2**64 - 1), "--apply", str(out))
    assert code == 0, err
    assert load_battle(out, catalogue, tables).units  # the file written reads back: every number in range
