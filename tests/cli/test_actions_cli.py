"""morefire act takes any action written as YAML, as the window takes it; morefire replay checks a record."""

from __future__ import annotations

from pathlib import Path

from tests.equivalence import cli_json, run_cli


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_act_takes_an_action_and_replay_reaches_the_battle(demo_path: Path, tmp_path: Path, capsys) -> None:
    step = write(tmp_path / "next.yaml", "kind: next_step\n")
    spot = write(tmp_path / "spot.yaml", "{kind: spot, spotter: ge7, target: su10}\n")
    data = cli_json("act", demo_path, step, "--apply", tmp_path / "b1.yaml", capsys=capsys)
    assert data["refused"] is None and data["kind"] == "next_step" and data["action"] == {"kind": "next_step"}
    data = cli_json("act", tmp_path / "b1.yaml", spot, "--dice", "30", "--apply", tmp_path / "b2.yaml", capsys=capsys)
    assert data["log"][0]["kind"] == "spot" and data["rolls"][0]["face"] == 30
    data = cli_json("replay", tmp_path / "b2.yaml", capsys=capsys)
    assert data["same"] and data["actions"] == 2 and [s["kind"] for s in data["steps"]] == ["next_step", "spot"]


def test_a_second_spot_in_a_turn_is_refused_with_exit_0(demo_path: Path, tmp_path: Path, capsys) -> None:
    spot = write(tmp_path / "spot.yaml", "{kind: spot, spotter: ge7, target: su10}\n")
    cli_json("act", demo_path, spot, "--dice", "95", "--apply", tmp_path / "b1.yaml", capsys=capsys)
    data = cli_json("spot", tmp_path / "b1.yaml", "ge7", "su10", "--dice", "5", capsys=capsys)
    assert data["refused"].startswith("StuG 2 has rolled to spot ZiS-3 this turn already") and data["rule"] == "2.1"
    assert data["spotted"] is False and data["rolls"] == []


def test_a_bad_action_file_is_named_with_its_line(demo_path: Path, tmp_path: Path, capsys) -> None:
    bad = write(tmp_path / "bad.yaml", "kind: fire\nfirer: ge7\ntarget: su10\nweapon: 3\n")
    code, _out, err = run_cli("act", demo_path, bad, capsys=capsys)
    assert code == 2 and "bad.yaml:4: weapon:" in err and "quotes" in err
    unknown = write(tmp_path / "unknown.yaml", "kind: teleport\n")
    code, _out, err = run_cli("act", demo_path, unknown, capsys=capsys)
    assert code == 2 and "unknown.yaml:1: kind: unknown action 'teleport'" in err
    missing = write(tmp_path / "missing.yaml", "kind: fire\nfirer: zz9\ntarget: su10\n")
    code, _out, err = run_cli("act", demo_path, missing, capsys=capsys)
    assert code == 2 and "zz9" in err


def test_an_empty_action_file_or_a_battle_given_as_the_action_is_said_to_be_so(
    demo_path: Path, tmp_path: Path, capsys
) -> None:
    empty = write(tmp_path / "empty.yaml", "# nothing yet\n")
    code, out, err = run_cli("act", demo_path, empty, capsys=capsys)
    assert (code, out) == (2, "") and err.startswith(
        f"morefire: {empty}: the file is empty; an action is a mapping with its "
    )
    # The battle named where the action goes: said in one line, with the order the two files are given in.
    code, out, err = run_cli("act", demo_path, demo_path, capsys=capsys)
    assert (code, out) == (2, "")
    assert (
        err
        == f"morefire: {demo_path}:1: format: this is a battle file, not an action: morefire act BATTLE ACTION.yaml\n"
    )


def test_settings_changed_whole_say_what_the_action_file_leaves_to_its_default(
    demo_path: Path, tmp_path: Path, capsys
) -> None:
    """``change_settings`` replaces the settings whole, as the record keeps them: a file that gives one setting
    changes the others the battle has back to their defaults. ``morefire act`` says which, on stderr, and a file
    that gives them all is taken without a word."""
    battle = write(tmp_path / "b.yaml", demo_path.read_text(encoding="utf-8") + "settings: {weather: mud}\n")
    one = write(tmp_path / "one.yaml", "{kind: change_settings, settings: {campaign: true}}\n")
    code, out, err = run_cli("act", battle, one, "--apply", tmp_path / "after.yaml", capsys=capsys)
    assert code == 0 and "settings changed: weather, campaign" in out
    assert err == (
        f"morefire act: note: {one}: the settings are replaced whole; left out, these take their defaults: "
        "weather: mud -> none (give them to keep them)\n"
    )
    both = write(tmp_path / "both.yaml", "{kind: change_settings, settings: {campaign: true, weather: mud}}\n")
    code, out, err = run_cli("act", battle, both, capsys=capsys)
    assert (code, err) == (0, "") and "settings changed: campaign" in out


def test_a_bad_point_of_a_path_is_the_one_problem_named(demo_path: Path, tmp_path: Path, capsys) -> None:
    # The path has one point, which is not a number: that is what is said, not that the path has no point.
    bad = write(tmp_path / "bad.yaml", "kind: move\nunit: ge3\npath:\n  - [1e400, 3]\n")
    code, _out, err = run_cli("act", demo_path, bad, capsys=capsys)
    assert (
        code == 2
        and "bad.yaml:4: path[0][0]: must be a number of ordinary size, not infinite or 'nan' (found '1e400')" in err
    )
    assert "needs at least" not in err and err.count("bad.yaml:") == 1
    empty = write(tmp_path / "empty.yaml", "kind: move\nunit: ge3\npath: []\n")
    code, _out, err = run_cli("act", demo_path, empty, capsys=capsys)
    assert code == 2 and "empty.yaml:3: path: must not be empty" in err


def test_an_action_naming_what_the_battle_does_not_have_is_named_with_its_file(
    demo_path: Path, tmp_path: Path, capsys
) -> None:
    """Bad input names where and what: an action whose values parse but that the battle cannot take (an unknown
    unit, a point off the table) is said after the action file it was given in, and nothing is written."""
    out = tmp_path / "after.yaml"
    cases = {
        "unit.yaml": ("{kind: fire, firer: ge7, target: su1O}\n", "target 'su1O' is not a unit of the battle in "),
        "path.yaml": (
            "{kind: move, unit: ge3, path: [[36, 12], [200, 12]]}\n",
            "the move's end 200.0, 12.0 is off the table",
        ),
    }
    for name, (text, said) in cases.items():
        action = write(tmp_path / name, text)
        code, printed, err = run_cli("act", demo_path, action, "--apply", out, capsys=capsys)
        assert (code, printed) == (2, "")
        assert err.startswith(f"morefire: {action}: {said}") and "Traceback" not in err
        assert not out.exists()


def test_replay_exits_1_naming_the_first_action_that_parts(demo_path: Path, tmp_path: Path, capsys) -> None:
    spot = write(tmp_path / "spot.yaml", "{kind: spot, spotter: ge7, target: su10}\n")
    cli_json("act", demo_path, spot, "--dice", "85", "--apply", tmp_path / "b1.yaml", capsys=capsys)
    text = (tmp_path / "b1.yaml").read_text(encoding="utf-8")
    (tmp_path / "b2.yaml").write_text(text.replace("face: 85, purpose", "face: 5, purpose"), encoding="utf-8")
    code, out, _err = run_cli("replay", tmp_path / "b2.yaml", capsys=capsys)
    assert code == 1 and "at action 1" in out


def strict_demo(demo_path: Path, tmp_path: Path, capsys) -> Path:  # type: ignore[no-untyped-def]
    keep = write(tmp_path / "strict.yaml", "{kind: sequence, mode: strict}\n")
    cli_json("act", demo_path, keep, "--apply", tmp_path / "strict-demo.yaml", capsys=capsys)
    return tmp_path / "strict-demo.yaml"


def test_fire_in_the_movement_phase_of_a_strict_battle_is_refused_with_its_step(
    demo_path: Path, tmp_path: Path, capsys
) -> None:
    battle = strict_demo(demo_path, tmp_path, capsys)
    data = cli_json("fire", battle, "su7", "ge7", "--target-fired", "--apply", tmp_path / "out.yaml", capsys=capsys)
    assert data["refused"] == (
        "tank vs tank is direct fire step 2 (tank vs tank and vehicles); this is movement step 1 (road movement)"
    )
    assert data["rule"] == "Sequence of play" and data["rolls"] == [] and data["result"] is None
    assert (tmp_path / "out.yaml").read_text(encoding="utf-8") == battle.read_text(encoding="utf-8")  # unchanged
    data = cli_json("spot", battle, "ge7", "su10", capsys=capsys)
    assert data["refused"].startswith("spotting (2.1) is in the direct fire phase") and data["rolls"] == []


def test_act_says_a_refusal_once(demo_path: Path, tmp_path: Path, capsys) -> None:
    battle = strict_demo(demo_path, tmp_path, capsys)
    fire = write(tmp_path / "fire.yaml", "{kind: fire, firer: su7, target: ge7}\n")
    code, out, _err = run_cli("act", battle, fire, capsys=capsys)
    assert code == 0 and out.count("tank vs tank is direct fire step 2") == 1
    assert out.startswith("SU-76 #1 fires at StuG 2: refused: tank vs tank is direct fire step 2")


def test_an_action_that_would_leave_a_battle_that_does_not_load_writes_nothing(
    demo_path: Path, tmp_path: Path, capsys
) -> None:
    out = tmp_path / "out.yaml"
    # A counter put off the table is a mistake in the input, as a move off it is.
    off = write(tmp_path / "off.yaml", "{kind: place_unit, unit: {id: zz, side: axis, type: R, at: [500, 5]}}\n")
    code, _out, err = run_cli("act", demo_path, off, "--apply", out, capsys=capsys)
    assert code == 2 and "unit 'zz' at 500.0, 5.0 is off the table (0-72 x 0-48 in)" in err and not out.exists()
    moved = write(
        tmp_path / "moved.yaml",
        "{kind: change_units, units: [{id: ge1, side: axis, type: pz6e, at: [-1, 8], facing: 160, name: Tiger 1}]}\n",
    )
    code, _out, err = run_cli("act", demo_path, moved, "--apply", out, capsys=capsys)
    assert code == 2 and "unit 'ge1' at -1.0, 8.0 is off the table (0-72 x 0-48 in)" in err and not out.exists()
    # Whatever else the file would refuse: nothing is written, and the message says why.
    wood = write(
        tmp_path / "wood.yaml",
        "{kind: place_terrain, piece: {id: q1, kind: woods, polygon: [[100, 100], [110, 100], [110, 110]]}}\n",
    )
    code, _out, err = run_cli("act", demo_path, wood, "--apply", out, capsys=capsys)
    assert code == 2 and "Woods (q1) would reach off the 72 x 48 in table, to 110.0, 110.0" in err and not out.exists()


def test_a_move_to_where_the_unit_stands_is_refused_and_writes_no_log_line(
    demo_path: Path, tmp_path: Path, capsys
) -> None:  # type: ignore[no-untyped-def]
    from morefire_gui.io.battle_file import load_battle
    from morefire_gui.io.resources import bundled_catalogue, rule_tables

    still = write(tmp_path / "still.yaml", "kind: move\nunit: ge1\npath: [[14, 8]]\n")
    code, out, _err = run_cli("act", demo_path, still, "--apply", tmp_path / "b1.yaml", capsys=capsys)
    assert code == 0 and "refused: Tiger 1 does not move: its path ends where it stands" in out
    assert "log:" not in out and "refused, so nothing applied: the battle is saved to" in out
    data = cli_json("act", demo_path, still, capsys=capsys)
    assert data["refused"] == "Tiger 1 does not move: its path ends where it stands" and data["rule"] == "1.2"
    assert data["log"] == [] and data["rolls"] == []
    after = load_battle(tmp_path / "b1.yaml", bundled_catalogue(), rule_tables())
    assert after.log == [] and after.actions == [] and after.acted == {}


def test_replay_counts_the_actions_in_words(demo_path: Path, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    """None, one, or many: "The 1 action replays", never "The 1 actions" (nor "The 0 actions")."""
    code, out, _err = run_cli("replay", demo_path, capsys=capsys)
    assert code == 0 and out == "The battle has no action in its record: it stands where its record starts.\n"
    act = tmp_path / "next.yaml"
    act.write_text("{kind: next_step}\n", encoding="utf-8")
    for n in (1, 2):
        source = demo_path if n == 1 else tmp_path / "b1.yaml"
        assert run_cli("act", source, act, "--apply", tmp_path / f"b{n}.yaml", capsys=capsys)[0] == 0
        code, out, _err = run_cli("replay", tmp_path / f"b{n}.yaml", capsys=capsys)
        said = "The 1 action replays" if n == 1 else "The 2 actions replay"
        assert code == 0 and out.rstrip().endswith(f"{said} to the battle as saved."), out


def test_replay_says_the_set_up_of_what_was_done_before_play_began(  # type: ignore[no-untyped-def]
    demo_path: Path, tmp_path: Path, capsys
) -> None:
    """A piece laid before the first move is the set-up's, as the Log and the Replay dialog list it; the move is turn
    1's, in its step, said in words as the Phase dock says it. --json keeps every key, says which with ``set_up``, and
    the step in words with ``step_words``."""
    copse = write(
        tmp_path / "copse.yaml",
        "{kind: place_terrain, piece: {id: w90, kind: woods, polygon: [[30, 30], [34, 30], [34, 34], [30, 34]]}}\n",
    )
    move = write(tmp_path / "move.yaml", "{kind: move, unit: ge3, path: [[36, 9], [36, 11]]}\n")
    assert run_cli("act", demo_path, copse, "--apply", tmp_path / "b1.yaml", capsys=capsys)[0] == 0
    assert run_cli("act", tmp_path / "b1.yaml", move, "--apply", tmp_path / "b2.yaml", capsys=capsys)[0] == 0
    code, out, _err = run_cli("replay", tmp_path / "b2.yaml", capsys=capsys)
    assert code == 0 and out.splitlines()[:2] == [
        "  ok  1. Add woods (set-up)",
        "  ok  2. Move Pz IV 1 (turn 1, movement step 1 (road movement))",
    ]
    data = cli_json("replay", tmp_path / "b2.yaml", capsys=capsys)
    assert [(s["n"], s["turn"], s["step"], s["set_up"]) for s in data["steps"]] == [
        (1, 1, "movement.road", True),
        (2, 1, "movement.road", False),
    ]
    # The keys as they were, and the step in words after them.
    assert list(data["steps"][0]) == ["n", "kind", "title", "turn", "step", "set_up", "same", "step_words"]
    assert [s["step_words"] for s in data["steps"]] == ["movement step 1 (road movement)"] * 2


def test_act_refuses_dropping_spots_lost_out_of_the_direct_fire_phase(  # type: ignore[no-untyped-def]
    demo_path: Path, tmp_path: Path, capsys
) -> None:
    from morefire_gui.model.battle import SequenceMode
    from morefire_gui.session.battle_session import BattleSession

    session = BattleSession.open(demo_path)
    session.battle.settings = session.battle.settings.model_copy(update={"sequence": SequenceMode.STRICT})
    strict = session.save(tmp_path / "strict.yaml")
    lost = write(tmp_path / "lost.yaml", "{kind: lost_spots}\n")
    data = cli_json("act", strict, lost, capsys=capsys)
    assert data["refused"] == (
        "dropping the spots lost behind terrain is in the direct fire phase (steps 1-4); "
        "this is movement step 1 (road movement)"
    )
    assert data["rule"] == "Sequence of play"


def test_a_counter_placed_for_the_side_not_at_the_table_is_refused(demo_path: Path, tmp_path: Path, capsys) -> None:
    """A battle left with the Allies at the table: the command line places for them alone, as the window does."""
    hand = write(tmp_path / "hand.yaml", "{kind: hand_over, to: allies}\n")
    cli_json("act", demo_path, hand, "--apply", tmp_path / "b1.yaml", capsys=capsys)
    axis = write(tmp_path / "axis.yaml", "{kind: place_unit, unit: {id: zz, side: axis, type: R, at: [30, 5]}}\n")
    code, out, _err = run_cli("act", tmp_path / "b1.yaml", axis, "--apply", tmp_path / "b2.yaml", capsys=capsys)
    assert code == 0 and "zz" not in (tmp_path / "b2.yaml").read_text(encoding="utf-8")
    assert "181st Tank Brigade has the table and places its own counters, not Kampfgruppe Peiper's" in out
