"""``morefire scenario --create OUT``: over a battle already there, a note of where it is kept; with ``--by-hand``, a
random battle whose table the players lay by hand ("or instead place pieces alternately with the defender first"), as
File -> New Random Battle's *Lay the table by hand* makes it: the pieces go down with ``morefire act``
(``place_terrain``) and ``morefire placement`` completes it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from morefire_gui.cli import main

HILL = "kind: place_terrain\npiece: {id: h1, kind: hill, level: 1, name: Hill 101, polygon: [[30, 10], [40, 10], [40, 18], [30, 18]]}\n"


def run(capsys: pytest.CaptureFixture[str], *args: object) -> tuple[int, str, str]:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def test_a_table_laid_by_hand_is_placed_piece_by_piece_and_completed(capsys, tmp_path: Path) -> None:
    battle = tmp_path / "battle.yaml"
    code, out, err = run(capsys, "scenario", "--seed", "7", "--create", battle, "--by-hand", "--json")
    assert code == 0, err
    made = json.loads(out)
    assert made["by_hand"] is True and made["pieces"] == 0 and made["vp_locations"] == 0
    data = yaml.safe_load(battle.read_text(encoding="utf-8"))
    assert data["terrain"] == [] and data["briefing"]["laid_by_hand"] is True
    action = tmp_path / "hill.yaml"
    action.write_text(HILL, encoding="utf-8")
    code, _, err = run(capsys, "act", battle, action, "--apply", battle)
    assert code == 0, err
    code, out, err = run(
        capsys, "placement", battle, "--defender-edge", "south", "--as-laid", "--json", "--apply", battle
    )
    assert code == 0, err
    placed = json.loads(out)
    assert placed["refused"] is None
    assert placed["sides"] == {"axis": "north", "allies": "south"}  # the Axis attack in this scenario
    assert [v["name"] for v in placed["vp_locations"]] == ["Hill 101"]
    code, out, _ = run(capsys, "replay", battle)
    assert code == 0 and "to the battle as saved" in out


def test_the_text_says_what_comes_next(capsys, tmp_path: Path) -> None:
    battle = tmp_path / "battle.yaml"
    code, out, _ = run(capsys, "scenario", "--seed", "7", "--create", battle, "--by-hand")
    assert code == 0
    assert (
        f"battle written to {battle}: a table to lay by hand, deployment zones for both sides; place the pieces "
        f"(morefire act, place_terrain), then: morefire placement {battle} --defender-edge EDGE"
    ) in out


def test_by_hand_without_create_is_bad_input(capsys, tmp_path: Path) -> None:
    code, out, err = run(capsys, "scenario", "--seed", "7", "--by-hand")
    assert (code, out) == (2, "")
    assert "--by-hand: for the battle --create writes; give --create OUT.yaml with it" in err


@pytest.mark.parametrize(
    "flags",
    [
        ["--table", "100x80"],
        ["--scale", "1:100"],
        ["--defender-edge", "east"],
        ["--vp-schedule", "retained_captured"],
        ["--title", "Hill 112"],
        ["--table", "180x120cm", "--title", "Hill 112"],
    ],
    ids=lambda flags: "+".join(f for f in flags if f.startswith("--")),
)
def test_a_flag_of_the_battle_created_without_create_is_bad_input(capsys, flags: list[str]) -> None:
    """The flags that say how to make the battle --create writes do nothing without it: bad input, named, before
    any die (the scenario is not printed as if they had been taken)."""
    code, out, err = run(capsys, "scenario", "--seed", "7", *flags)
    assert (code, out) == (2, "")
    named = ", ".join(f for f in flags if f.startswith("--"))
    assert f"morefire: {named}: for the battle --create writes; give --create OUT.yaml with " in err
    assert "Traceback" not in err


def test_creating_over_a_battle_says_where_the_old_one_is_kept(capsys, tmp_path: Path) -> None:
    battle = tmp_path / "battle.yaml"
    code, _, err = run(capsys, "scenario", "--seed", "7", "--create", battle)
    assert code == 0 and err == ""
    first = battle.read_bytes()
    code, _, err = run(capsys, "scenario", "--seed", "3", "--create", battle)
    assert code == 0
    assert err == f"morefire: note: {battle} was there already: what it held is kept as {battle}.bak\n"
    assert battle.with_name("battle.yaml.bak").read_bytes() == first and battle.read_bytes() != first


def test_placement_refused_with_apply_says_the_battle_is_saved_as_it_stands(capsys, tmp_path: Path) -> None:
    battle, out_file = tmp_path / "battle.yaml", tmp_path / "out.yaml"
    assert run(capsys, "scenario", "--seed", "7", "--create", battle)[0] == 0
    code, out, _ = run(capsys, "placement", battle, "--defender-edge", "north", "--as-laid", "--apply", out_file)
    assert code == 0
    assert out.splitlines() == [
        "Refused: the battle's table was generated, not laid by hand: its placement needs no completing "
        "(Terrain and Weather Definitions)",
        f"  refused, so nothing applied: the battle is saved to {out_file} as it stands",
    ]
    assert out_file.exists()


def test_a_table_laid_by_hand_may_have_any_proportions_a_generated_one_not(capsys, tmp_path: Path) -> None:
    """A generated table is at most four times as long as it is deep; one the players lay by hand may be any shape
    (docs/cli.md), as New Random Battle's *Lay the table by hand* allows."""
    long_thin = tmp_path / "long.yaml"
    code, _, err = run(capsys, "scenario", "--seed", "7", "--create", long_thin, "--table", "200x10", "--by-hand")
    assert code == 0, err
    data = yaml.safe_load(long_thin.read_text(encoding="utf-8"))
    assert (data["table"]["width"], data["table"]["depth"]) == (200, 10)
    generated = tmp_path / "generated.yaml"
    code, _, err = run(capsys, "scenario", "--seed", "7", "--create", generated, "--table", "200x10")
    assert code == 2 and not generated.exists()
    assert "argument --table: must be WIDTHxDEPTH[cm]" in err and "the longer at most 4 times the shorter" in err
    assert "(found '200x10')" in err


def test_a_counter_stays_in_its_deployment_zone_before_play(capsys, tmp_path: Path) -> None:
    """Mission Deployment Guidelines: seed 7 is a Delay Mission, the defender (allies, north) "up to the midpoint",
    the attacker moving on at the south edge. Place Forces lays the defender out in his zone; a counter moved past the
    midpoint is refused, one moved within it is moved, and the battle replays."""
    battle = tmp_path / "battle.yaml"
    code, _, err = run(capsys, "scenario", "--seed", "7", "--create", battle)
    assert code == 0, err
    code, _, err = run(capsys, "forces", battle, "--side", "allies", "--buy", "R:2", "--place", "--apply", battle)
    assert code == 0, err
    data = yaml.safe_load(battle.read_text(encoding="utf-8"))
    rifle = data["units"][0]
    assert rifle["side"] == "allies" and rifle["at"][1] <= 24
    action = tmp_path / "move.yaml"
    action.write_text(yaml.safe_dump({"kind": "change_units", "units": [{**rifle, "at": [36, 30]}]}), encoding="utf-8")
    code, out, err = run(capsys, "act", battle, action, "--json", "--apply", battle)
    assert code == 0, err
    refused = json.loads(out)
    assert refused["rule"] == "Mission Deployment Guidelines"
    assert "would stand outside the deployment zone of Allies (defender)" in refused["refused"]
    assert yaml.safe_load(battle.read_text(encoding="utf-8"))["units"][0]["at"] == rifle["at"]
    action.write_text(yaml.safe_dump({"kind": "change_units", "units": [{**rifle, "at": [36, 20]}]}), encoding="utf-8")
    code, out, err = run(capsys, "act", battle, action, "--json", "--apply", battle)
    assert code == 0 and json.loads(out)["refused"] is None, err
    assert yaml.safe_load(battle.read_text(encoding="utf-8"))["units"][0]["at"] == [36, 20]
    code, out, _ = run(capsys, "replay", battle)
    assert code == 0 and "to the battle as saved" in out


def test_a_table_laid_by_hand_buys_its_forces_once_placement_is_complete(capsys, tmp_path: Path) -> None:
    """ "Once placement is complete, then the defender selects which boardedge will be his baseline": until then the
    forces are not placed (their zones are not yet on the edges chosen)."""
    battle = tmp_path / "battle.yaml"
    assert run(capsys, "scenario", "--seed", "7", "--create", battle, "--by-hand")[0] == 0
    code, out, err = run(capsys, "forces", battle, "--side", "allies", "--buy", "R:2", "--place", "--json")
    assert code == 0, err
    early = json.loads(out)
    assert early["rule"] == "Terrain and Weather Definitions" and "once placement is complete" in early["refused"]
    code, _, err = run(capsys, "placement", battle, "--defender-edge", "west", "--as-laid", "--apply", battle)
    assert code == 0, err
    code, out, err = run(capsys, "forces", battle, "--side", "allies", "--buy", "R:2", "--place", "--json")
    assert code == 0 and json.loads(out)["refused"] is None, err


def test_a_table_laid_by_hand_is_placed_in_turn_the_defender_first(capsys, tmp_path: Path) -> None:
    """ "the players will alternate placing terrain pieces with the defender placing first": a piece placed by the
    side whose turn it is not (named by the action's ``side``, or the side the table was handed over to) is refused
    as the window refuses it, exit 0, and the battle written as it stands."""
    battle = tmp_path / "battle.yaml"
    assert run(capsys, "scenario", "--seed", "7", "--create", battle, "--by-hand")[0] == 0
    assert yaml.safe_load(battle.read_text(encoding="utf-8"))["mission"]["defender"] == "allies"
    action = tmp_path / "hill.yaml"
    action.write_text(HILL + "side: axis\n", encoding="utf-8")
    before = battle.read_text(encoding="utf-8")
    code, out, err = run(capsys, "act", battle, action, "--json", "--apply", battle)
    assert code == 0, err
    refused = json.loads(out)
    assert refused["rule"] == "Terrain and Weather Definitions"
    assert refused["refused"] == (
        "Allies (defender) places the next terrain piece, not Axis (attacker): the players alternate, the "
        "defender placing first"
    )
    assert yaml.safe_load(battle.read_text(encoding="utf-8")) == yaml.safe_load(before)
    code, out, _ = run(capsys, "act", battle, action)
    assert code == 0 and "refused: Allies (defender) places the next terrain piece" in out
    action.write_text(HILL + "side: allies\n", encoding="utf-8")
    assert run(capsys, "act", battle, action, "--apply", battle)[0] == 0
    # The hot seat: the table handed over to the defender, who placed last.
    hand = tmp_path / "hand.yaml"
    hand.write_text("{kind: hand_over, to: allies}\n", encoding="utf-8")
    assert run(capsys, "act", battle, hand, "--apply", battle)[0] == 0
    woods = tmp_path / "woods.yaml"
    woods.write_text(
        "kind: place_terrain\npiece: {id: w1, kind: woods, polygon: [[5, 5], [9, 5], [9, 9], [5, 9]]}\n",
        encoding="utf-8",
    )
    code, out, err = run(capsys, "act", battle, woods, "--json", "--apply", battle)
    assert code == 0, err
    assert json.loads(out)["refused"].endswith("hand the table over to Axis (attacker) (Players → Hand Over)")
    hand.write_text("{kind: hand_over, to: axis}\n", encoding="utf-8")
    assert run(capsys, "act", battle, hand, "--apply", battle)[0] == 0
    code, out, err = run(capsys, "act", battle, woods, "--json", "--apply", battle)
    assert code == 0 and json.loads(out)["refused"] is None, err
    assert [p["id"] for p in yaml.safe_load(battle.read_text(encoding="utf-8"))["terrain"]] == ["h1", "w1"]
    code, out, _ = run(capsys, "replay", battle)
    assert code == 0 and "to the battle as saved" in out
    # A side the battle does not have is bad input.
    action.write_text(HILL.replace("h1", "h2") + "side: reds\n", encoding="utf-8")
    code, _, err = run(capsys, "act", battle, action)
    assert code == 2 and "unknown side 'reds'" in err


def test_validate_counts_each_sides_units_by_its_name(capsys, tmp_path: Path) -> None:
    """``morefire validate`` says each side as the rest of the command line does, by its allegiance and its role
    ("6 of Axis (attacker)"), never by its id ("axis 6")."""
    battle = tmp_path / "battle.yaml"
    code, _, err = run(capsys, "scenario", "--seed", "7", "--create", battle)
    assert code == 0, err
    for side, count in (("allies", 2), ("axis", 3)):
        buy = f"R:{count}"
        code, _, err = run(capsys, "forces", battle, "--side", side, "--buy", buy, "--place", "--apply", battle)
        assert code == 0, err
    code, out, err = run(capsys, "validate", battle)
    assert code == 0, err
    assert "5 units: 3 of Axis (attacker), 2 of Allies (defender)" in out or (
        "5 units: 2 of Allies (defender), 3 of Axis (attacker)" in out
    ), out
    assert "axis" not in out.split("units")[-1] and "allies" not in out.split("units")[-1], out
