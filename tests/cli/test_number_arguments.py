"""Every number given on the command line has a range (docs/cli.md, "Numbers"): out of it, the command exits 2
with the flag, the range and what was given, before any die is rolled or any file is written."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from morefire_gui.cli import build_parser, main
from morefire_gui.cli.common import NumberArgument

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
            "morefire scenario: argument --table: must be WIDTHxDEPTH[cm], each above 0 to 10,000 table units, the "
            "longer at most 4 times the shorter",
        ),
        (
            ["scenario", "--seed", "1", "--create", "x.yaml", "--table", "10000x1"],
            "argument --table: must be WIDTHxDEPTH[cm], each above 0 to 10,000 table units, the longer at most 4 "
            "times the shorter (the generator lays out a longer table in ever more pieces) (found '10000x1')",
        ),
        (
            ["scenario", "--seed", "1", "--create", "x.yaml", "--scale", "0.0001 yd"],
            "argument --scale: must be a preset such as 1:50, or N yd, from 1 to 10,000 yards to the inch "
            "(found '0.0001 yd')",
        ),
        (
            ["scenario", "--seed", "1", "--ratio", "99999:1", "--create", "x.yaml"],
            "argument --ratio: must be ATT:DEF, a point ratio of two whole numbers from 1 to 10,000 (found '99999:1')",
        ),
        (
            ["scenario", "--seed", "1", "--airstrikes", "99999,0", "--create", "x.yaml"],
            "argument --airstrikes: must be AXIS,ALLIES, each side's airstrikes a whole number from 0 to 10,000",
        ),
        (["scenario", "--year", HUGE], "argument --year: must be a whole number from 1939 to 1947 (found '99999"),
        (["scenario", "--year", "1948"], "argument --year: must be a whole number from 1939 to 1947 (found '1948')"),
        (["render", DEMO, "-o", "x.png", "--width", "99999"], "argument --width: must be a whole number from 100 to"),
        # The audit of every flag below puts hostile numbers in each; these are the messages a player meets.
        (
            [*MOVE[:3], "--to", "200001,5"],
            "morefire move: argument --to: must be X,Y: two numbers from -100,000 to 100,000 table units "
            "(found '200001,5')",
        ),
        ([*MOVE, "--via", "1e308,5"], "argument --via: must be X,Y: two numbers from -100,000 to 100,000"),
        ([*AIRSTRIKE[:-1], "1e308,10", "--heading", "90"], "argument --from: must be X,Y: two numbers"),
        (
            ["forces", DEMO, "--side", "axis", "--buy", f"pz4h:{HUGE}"],
            "argument --buy: must be TYPE:N[:FORMATION][@WAVE][,...]",
        ),
        (["forces", DEMO, "--side", "axis", "--airstrikes", HUGE], "argument --airstrikes: must be N or TYPE:N"),
        (["forces", DEMO, "--side", "axis", "--wave", "99"], "argument --wave: must be a whole number from 1 to 3"),
        (["forces", DEMO, "--side", "axis", "--year", "99999"], "argument --year: must be a whole number from 1900"),
        (["forces", DEMO, "--side", "axis", "--points", "-1"], "argument --points: must be a whole number from 0 to"),
        (["forces", DEMO, "--side", "axis", "--battery", "off:4:501"], "argument --battery: must be off:N:CALIBRE"),
        (["scenario", "--seed", "1", "--ratio", f"{HUGE}:1"], "argument --ratio: must be ATT:DEF"),
        (["scenario", "--seed", "1", "--airstrikes", f"{HUGE},0"], "argument --airstrikes: must be AXIS,ALLIES"),
        (
            ["barrage", DEMO, "--at", "1e308,30", "--side", "axis", *GUNS],
            "morefire barrage: argument --at: must be X,Y: two numbers from -100,000 to 100,000 table units",
        ),
        (
            ["barrage", DEMO, "--rp", "axis:1001", "--side", "axis", *GUNS],
            "argument --rp: must be SIDE:N, a side's registration point N from 1 to 10 (4.2) (found 'axis:1001')",
        ),
        (
            ["barrage", DEMO, "--rp", "axis:1", "--side", "axis", *GUNS, "--shift=200000,0"],
            "argument --shift: must be ADD_DROP,RIGHT_LEFT: two whole numbers of yards from -100,000 to 100,000",
        ),
        (["infantry-fire", DEMO, "--area", "1e308,30", "--firers", "ge1"], "argument --area: must be X,Y"),
        (
            ["suicide-squad", DEMO, "ge1", "--year", "99999"],
            "argument --year: must be a whole number from 1900 to 2000",
        ),
        ([*BARRAGE, *GUNS, "--dice", f"5,{HUGE}"], "argument --dice: item 2 is '99999"),
        (["los", DEMO, "1e308,5", "ge1"], "morefire los: argument FROM: must be X,Y"),
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
    assert all(len(line) < 400 for line in err.splitlines())  # a number of 5,000 digits is not repeated


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


# -- every numeric flag of every command, found in the parser itself ------------------------------------------------

# A command line each command parses (its required arguments given, every number in range), with {DEST} where a
# positional argument that holds numbers goes. A command with a numeric flag and no line here fails the test below.
BASE = {
    "render": ["render", DEMO, "-o", "board.png"],
    "los": ["los", DEMO, "--", "{source}", "{target}"],  # -- : a point of the table may start with a minus
    "barrage": [*BARRAGE, *GUNS],
    "order": ["order", DEMO, "--side", "axis", "--battery", "b1", "--repeat"],
    "move": MOVE,
    "mount": ["mount", DEMO, "ge8", "ge13"],
    "dismount": ["dismount", DEMO, "ge1"],
    "ice": ["ice", DEMO],
    "infantry-fire": ["infantry-fire", DEMO, "--area", "30,30", "--firers", "ge1"],
    "melee": ["melee", DEMO, "ge1", "su1"],
    "assault": ["assault", DEMO, "ge1", "su1"],
    "suicide-squad": ["suicide-squad", DEMO, "ge1"],
    "scenario": ["scenario"],
    "fire": ["fire", DEMO, "ge1", "su1"],
    "spot": ["spot", DEMO, "ge1", "su1"],
    "turn": ["turn", DEMO],
    "airstrike": [*AIRSTRIKE, "--heading", "90"],
    "aircraft-turn": ["aircraft-turn", DEMO, "a1", "--heading", "90"],
    "act": ["act", DEMO, "action.yaml"],
    "undo": ["undo", DEMO],
    "forces": ["forces", DEMO, "--side", "axis"],
    "mission": ["mission", DEMO, "--mission", "delay", "--attacker", "axis"],
}
POSITIONAL_FILLS = {"source": "ge1", "target": "su1"}
# What a number may be written as that no range holds: thousands of digits, either sign, beyond a float, not a number.
HOSTILE = (HUGE, "-" + HUGE, "1e308", "-1e308", "nan", "inf", "-inf")
# The flags that hold no number: ids, names, paths, choices and switches. A new flag is in here or numeric.
NOT_NUMBERS = {
    "battle", "--exit-after-show", "-o", "--no-grid", "--legend", "--title", "--view", "--advanced", "--json",
    "--nation", "--fielded", "--catalogue", "--side", "--battery", "--pattern", "--observed", "--unobserved",
    "--mortar", "--naval", "--apply", "--repeat", "--cease", "--counter-battery", "battery", "--setup",
    "--breakdown", "unit", "--clearing", "--campaign", "vehicle", "units", "--off", "--again", "--firers",
    "attacker", "defender", "infantry", "target", "--support", "--no-defensive-fire", "--theatre", "--allied",
    "--axis", "--attacker", "--season", "--conditions", "--snowing", "--terrain", "--mission", "--no-aircraft",
    "--special", "--create", "--defender-edge", "--vp-schedule", "--objective", "--record", "--format", "--board",
    "firer", "--weapon", "--suspension-shot", "--target-fired", "spotter", "--next", "--aircraft", "--fly",
    "--altitude", "--attack", "--dive", "--aircraft-tables", "aircraft", "action", "--any-year", "--no-fielded",
    "--place", "--hidden", "--by-hand", "--destroyed", "--standing", "--list", "--as-laid", "--defender", "--clear",
}  # fmt: skip


def command_parsers() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(sub.choices.items())


def numeric_flags() -> list[tuple[str, str, str]]:
    """(command, the flag's name as argparse says it, the text with a hostile number in one place) for every numeric
    argument of every command: each hostile number in each of its places."""
    cases = []
    for command, parser in command_parsers().items():
        for action in parser._actions:
            if not isinstance(action.type, NumberArgument):
                continue
            kind = action.type
            name = action.option_strings[-1] if action.option_strings else action.metavar or action.dest
            for place in range(len(kind.fills)):
                for hostile in HOSTILE:
                    numbers = [hostile if i == place else fill for i, fill in enumerate(kind.fills)]
                    cases.append((command, name, kind.form.format(*numbers)))
    return cases


def test_every_argument_is_a_number_with_its_range_or_is_known_to_hold_none() -> None:
    """A flag added with ``type=int``, or a text flag that holds numbers, fails here until it has a range (a
    :class:`NumberArgument` of cli/common.py) or is named as holding none."""
    left = sorted(
        {
            f"{command} {action.option_strings[-1] if action.option_strings else action.dest}"
            for command, parser in command_parsers().items()
            for action in parser._actions
            if not isinstance(action, argparse._HelpAction)
            and not isinstance(action.type, NumberArgument)
            and not ({*action.option_strings, action.dest} & NOT_NUMBERS)
        }
    )
    assert left == []
    assert all(
        action.type is not int and action.type is not float for p in command_parsers().values() for action in p._actions
    )


def test_the_audit_covers_every_command_with_a_number() -> None:
    commands = {command for command, _, _ in numeric_flags()}
    assert commands == set(BASE), "give each command with a numeric flag a command line in BASE"
    assert len(numeric_flags()) >= 300


@pytest.mark.parametrize("command, name, text", numeric_flags(), ids=lambda v: v if len(v) < 20 else v[:17] + "...")
def test_every_numeric_argument_refuses_a_hostile_number_naming_itself(
    command: str, name: str, text: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    monkeypatch.chdir(tmp_path)
    args = list(BASE[command])
    if name.startswith("-"):
        args.append(f"{name}={text}")  # = keeps a text that starts with - a value
    else:
        args = [text if a == f"{{{_dest(command, name)}}}" else a for a in args]
    args = [a.format(**POSITIONAL_FILLS) if a.startswith("{") else a for a in args]
    code, out, err = run(capsys, *args)
    assert code == 2, err
    assert f"morefire {command}: argument {name}: " in err, err
    assert "Traceback" not in err and "validation error" not in err and out == ""
    assert all(len(line) < 400 for line in err.splitlines())
    assert list(tmp_path.iterdir()) == []


def _dest(command: str, name: str) -> str:
    parser = command_parsers()[command]
    return next(a.dest for a in parser._actions if (a.metavar or a.dest) == name)


def test_a_registration_point_flag_takes_as_many_as_the_rules_plot() -> None:
    from morefire_gui.cli.common import REGISTRATION_POINT
    from morefire_gui.io.resources import rule_tables

    assert REGISTRATION_POINT.ranges[0].high == rule_tables().artillery.orders.registration_points_per_side


def test_a_value_a_model_refuses_past_the_flags_checks_is_bad_input_in_the_apps_words(
    monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    """The last line of defence (cli/__init__.py): an action's model refusing what reached it is exit 2 with each
    value's place and what was given, never pydantic's own text or a traceback."""
    from morefire_gui.cli import movement
    from morefire_gui.model.actions.movement import Move

    def move(args):  # type: ignore[no-untyped-def]
        Move(unit="ge1", path=((1e308, 5.0),))
        return 0

    monkeypatch.setattr(movement, "_move", move)
    code, out, err = run(capsys, *MOVE)
    assert code == 2 and out == ""
    assert err == "morefire move: path[0][0]: must be a number 100000 or less (found 1e+308)\n", err
    assert "validation error" not in err and "pydantic" not in err and "Traceback" not in err
