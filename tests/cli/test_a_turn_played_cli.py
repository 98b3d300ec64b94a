"""A whole turn of the demo played from the command line, as a new player plays it (docs/cli.md): every message read as
a player reads it, each step said in the same words wherever it is said, each unit by its name."""

from __future__ import annotations

from pathlib import Path

from tests.equivalence import cli_json, run_cli


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def strict(demo_path: Path, tmp_path: Path, capsys) -> Path:
    """The demo kept to the sequence of play, as a player makes it: ``act`` with ``{kind: sequence, mode: strict}``."""
    mode = write(tmp_path / "strict.yaml", "{kind: sequence, mode: strict}\n")
    out = tmp_path / "strict_demo.yaml"
    code, _out, _err = run_cli("act", demo_path, mode, "--apply", out, capsys=capsys)
    assert code == 0
    return out


def next_step(battle: Path, capsys, times: int = 1) -> None:
    for _ in range(times):
        code, _out, _err = run_cli("turn", battle, "--next", "--apply", battle, capsys=capsys)
        assert code == 0


def test_act_says_where_a_next_took_the_battle_as_turn_next_says_it(demo_path: Path, tmp_path: Path, capsys) -> None:
    step = write(tmp_path / "next.yaml", "{kind: next_step}\n")
    code, by_act, _err = run_cli("act", demo_path, step, capsys=capsys)
    assert code == 0
    code, by_turn, _err = run_cli("turn", demo_path, "--next", capsys=capsys)
    said = "Next: turn 1, movement step 1 (road movement) -> movement step 2 (cross-country movement)"
    assert by_act.splitlines()[0] == said and by_turn.splitlines()[0] == said
    assert "Next: Movement 2" not in by_act


def test_act_says_where_a_step_back_took_the_battle(demo_path: Path, tmp_path: Path, capsys) -> None:
    battle = tmp_path / "b.yaml"
    battle.write_bytes(demo_path.read_bytes())
    next_step(battle, capsys)
    back = write(tmp_path / "back.yaml", "{kind: step_back}\n")
    code, out, _err = run_cli("act", battle, back, capsys=capsys)
    assert code == 0
    assert out.splitlines()[0] == (
        "Back: turn 1, movement step 2 (cross-country movement) -> movement step 1 (road movement)"
    )


def test_a_step_back_from_the_first_step_names_no_turn_0(demo_path: Path, tmp_path: Path, capsys) -> None:
    back = write(tmp_path / "back.yaml", "{kind: step_back}\n")
    data = cli_json("act", demo_path, back, capsys=capsys)
    assert data["refused"] == "this is the first step of turn 1: there is no step before it"
    assert "turn 0" not in data["refused"]


def test_a_unit_that_acted_is_refused_naming_the_step_in_words(demo_path: Path, tmp_path: Path, capsys) -> None:
    battle = strict(demo_path, tmp_path, capsys)
    next_step(battle, capsys)  # movement step 2: cross-country
    code, _out, _err = run_cli("move", battle, "ge3", "--to", "36,14", "--apply", battle, capsys=capsys)
    assert code == 0
    again = cli_json("move", battle, "ge3", "--to", "36,15", capsys=capsys)
    assert again["refused"] == "Pz IV 1 has already acted in movement step 2 (cross-country movement) this turn"
    assert again["rule"] == "Sequence of play"


def test_a_dismount_refused_in_its_step_cites_the_step(demo_path: Path, tmp_path: Path, capsys) -> None:
    battle = strict(demo_path, tmp_path, capsys)
    next_step(battle, capsys, 4)  # movement step 5: mount / dismount vehicles
    code, out, _err = run_cli("dismount", battle, "ge11", capsys=capsys)
    assert code == 0
    assert out.splitlines()[0].endswith(
        "refused: 1st Squad is not riding on a vehicle (Sequence of play, movement step 5: mount / dismount vehicles)"
    )
    data = cli_json("dismount", battle, "ge11", capsys=capsys)
    assert data["rule"] == "Sequence of play, movement step 5: mount / dismount vehicles"
    # Out of its step, the refusal is the sequence of play's, naming the step it belongs to.
    data = cli_json("dismount", strict(demo_path, tmp_path, capsys), "ge11", capsys=capsys)
    assert data["rule"] == "Sequence of play" and "is movement step 5 (mount / dismount vehicles)" in data["refused"]


def test_each_command_names_its_units_by_name_in_its_first_line(demo_path: Path, capsys) -> None:
    """The ids are the file's and the JSON's; the text names each unit as the window and the log do."""
    said = {
        ("move", "ge3", "--to", "36,14"): "Move Pz IV 1: path 250 yd",
        ("spot", "su7", "ge7", "--dice", "10"): "Spotting: SU-76 #1 looks for StuG 2",
        ("fire", "su7", "ge7", "--dice", "95"): "Direct fire: SU-76 #1 at StuG 2 with its 76.2mm ZiS-3",
        ("melee", "ge11", "su12"): "Melee 1st Squad against Rifle squad 1",
        ("assault", "su14", "ge3"): "Assault by SMG squad 2 on Pz IV 1",
        ("mount", "ge8", "ge13"): "Mount 2nd Squad on SdKfz 251/1 halftrack 1: refused: ",
        ("dismount", "ge13"): "Dismount 2nd Squad: refused: ",
        ("order", "--side", "allies", "--battery", "bty3", "--at", "36,20"): (
            "Order: 122 mm howitzer battery: FIRE at 36.0, 20.0"
        ),
    }
    for (command, *args), first in said.items():
        code, out, err = run_cli(command, demo_path, *args, capsys=capsys)
        assert code == 0, err
        assert out.splitlines()[0].startswith(first), (command, out.splitlines()[0])


def test_a_move_and_a_mount_say_where_each_unit_ends_by_name(demo_path: Path, tmp_path: Path, capsys) -> None:
    code, out, _err = run_cli(
        "move", demo_path, "ge8", "--to", "27,10.5", "--apply", tmp_path / "b.yaml", capsys=capsys
    )
    assert code == 0 and "  SdKfz 251/1 halftrack 1 ends at 27.0, 10.5 facing 223" in out
    code, out, _err = run_cli("mount", tmp_path / "b.yaml", "ge8", "ge13", capsys=capsys)
    assert code == 0 and "  2nd Squad at 27.0, 10.5" in out.splitlines()


def test_a_required_flag_mistyped_is_said_mistyped_with_the_flag_meant(demo_path: Path, capsys) -> None:
    code, out, err = run_cli("move", demo_path, "ge3", "--too", "36,14", capsys=capsys)
    assert (code, out) == (2, "")
    assert err.splitlines()[-1] == (
        "morefire move: unrecognized arguments: --too (did you mean --to?); the following arguments are required: --to"
    )
    # Only missing, it is said missing, as before.
    code, _out, err = run_cli("move", demo_path, "ge3", capsys=capsys)
    assert code == 2 and err.splitlines()[-1] == "morefire move: the following arguments are required: --to"


def test_a_field_gun_fires_at_a_tank_in_anti_tank_vs_tank(demo_path: Path, tmp_path: Path, capsys) -> None:
    """The ZiS-3 (a field gun with direct-fire bands) may fire at a tank in a strict battle: its shot is direct fire
    step 1's, where it is listed, not refused in the only step it could fire in."""
    battle = strict(demo_path, tmp_path, capsys)
    next_step(battle, capsys, 9)  # direct fire step 1: anti-tank vs tank
    state = cli_json("turn", battle, capsys=capsys)
    assert state["step"]["id"] == "fire.at_vs_tank" and "su10" in [a["id"] for a in state["eligible"]]
    code, _out, _err = run_cli("spot", battle, "su10", "ge7", "--dice", "5", "--apply", battle, capsys=capsys)
    assert code == 0
    shot = cli_json("fire", battle, "su10", "ge7", "--dice", "50", capsys=capsys)
    assert shot["refused"] is None and shot["roll"] == 50


def test_a_unit_not_listed_in_the_step_is_told_so_plainly(demo_path: Path, tmp_path: Path, capsys) -> None:
    battle = strict(demo_path, tmp_path, capsys)
    next_step(battle, capsys, 9)  # direct fire step 1: anti-tank vs tank
    shot = cli_json("fire", battle, "ge14", "su1", capsys=capsys)
    assert shot["refused"] == (
        "Medium machine gun (Kampfgruppe Peiper) does not act in direct fire step 1 (anti-tank vs tank): it is none "
        "of the units the step lists for anti-tank fire at a tank"
    )


def test_skis_taken_off_a_squad_that_has_none_is_refused_in_plain_words(demo_path: Path, capsys) -> None:
    code, out, _err = run_cli("ski", demo_path, "ge11", "--off", capsys=capsys)
    assert code == 0
    # Refused, the title that reads as done ("1st Squad: no longer ski troops") is not said.
    assert out == "Refused: 1st Squad: not ski troops, so there are no skis to take off (SNOW)\n"


def test_victory_on_a_battle_with_no_mission_names_the_file(demo_path: Path, capsys) -> None:
    code, out, err = run_cli("victory", demo_path, capsys=capsys)
    assert (code, out) == (2, "")
    assert err.startswith(f"morefire: {demo_path}: the battle has no mission: victory is scored for battles made by")


def test_a_wrong_face_for_the_first_roll_is_said_after_dice(demo_path: Path, capsys) -> None:
    """The faces given are at fault wherever the roll comes: the first as the second."""
    aim = ("barrage", demo_path, "--at", "36,20", "--side", "allies", "--battery", "bty3", "--dice")
    for faces, roll in (("11", 1), ("3,11", 2)):
        code, out, err = run_cli(*aim, faces, capsys=capsys)
        assert (code, out) == (2, "")
        assert err.startswith(f"morefire: --dice: roll {roll} (d10 for artillery error"), err
        assert "11 is not a face of a d10" in err


def test_a_barrage_names_its_battery_by_name(demo_path: Path, capsys) -> None:
    aim = ("barrage", demo_path, "--at", "36,20", "--side", "allies", "--battery", "bty3", "--dice", "3,2,50")
    code, out, _err = run_cli(*aim, capsys=capsys)
    assert code == 0
    assert out.splitlines()[0] == (
        "Barrage by 181st Tank Brigade: 122 mm howitzer battery (off the board), 4 x 122mm guns (USSR), spread "
        "pattern, basic rules"
    )


def test_a_point_of_a_move_off_the_table_is_named_by_what_it_is(demo_path: Path, tmp_path: Path, capsys) -> None:
    end = write(tmp_path / "end.yaml", "{kind: move, unit: ge3, path: [[36, 140]]}\n")
    code, out, err = run_cli("act", demo_path, end, capsys=capsys)
    assert (code, out) == (2, "")
    assert err == f"morefire: {end}: the move's end 36.0, 140.0 is off the table (0-72 x 0-48 in)\n"
    via = write(tmp_path / "via.yaml", "{kind: move, unit: ge3, path: [[-3, 14], [36, 14]]}\n")
    code, _out, err = run_cli("act", demo_path, via, capsys=capsys)
    assert code == 2 and err == f"morefire: {via}: the move's waypoint 1 -3.0, 14.0 is off the table (0-72 x 0-48 in)\n"


def test_a_registration_point_not_plotted_is_named_by_its_flag(demo_path: Path, capsys) -> None:
    for command in ("order", "barrage"):
        code, out, err = run_cli(
            command, demo_path, "--side", "axis", "--battery", "bty1", "--rp", "axis:9", capsys=capsys
        )
        assert (code, out) == (2, "")
        assert err == (
            "morefire: --rp 'axis:9': Kampfgruppe Peiper has no registration point #9 (it has #1, #2, #3)\n"
        ), command


def test_a_mount_logged_reads_as_a_move_logged(demo_path: Path, tmp_path: Path, capsys) -> None:
    """The log entry's heading says what happened; its steps keep the rules (the after-action report's lines)."""
    moved = tmp_path / "moved.yaml"
    code, _out, _err = run_cli("move", demo_path, "ge8", "--to", "27,10.5", "--apply", moved, capsys=capsys)
    assert code == 0
    mount = write(tmp_path / "mount.yaml", "{kind: mount, units: [ge13], vehicle: ge8}\n")
    code, out, _err = run_cli("act", moved, mount, capsys=capsys)
    assert code == 0
    assert (
        "  log: Mount 2nd Squad on SdKfz 251/1 halftrack 1: 2nd Squad mounts SdKfz 251/1 halftrack 1 (1 of 2); "
        "2nd Squad leaves its foxhole: cover and defilade stay where they were" in out.splitlines()
    )


def mounted(demo_path: Path, tmp_path: Path, capsys) -> Path:  # type: ignore[no-untyped-def]
    """Turn 1: the halftrack drives up to 2nd Squad (movement step 2) and the squad mounts it (step 5)."""
    battle = strict(demo_path, tmp_path, capsys)
    next_step(battle, capsys)  # movement step 2
    code, _out, _err = run_cli("move", battle, "ge8", "--to", "27,10.5", "--apply", battle, capsys=capsys)
    assert code == 0
    next_step(battle, capsys, 3)  # movement step 5
    code, _out, _err = run_cli("mount", battle, "ge8", "ge13", "--apply", battle, capsys=capsys)
    assert code == 0
    return battle


def test_a_squad_that_mounted_is_not_offered_to_dismount_in_the_same_step(
    demo_path: Path, tmp_path: Path, capsys
) -> None:
    battle = mounted(demo_path, tmp_path, capsys)
    (squad,) = cli_json("turn", battle, capsys=capsys)["eligible"]
    assert squad["acted"] and squad["note"] == "mounted SdKfz 251/1 halftrack 1"


def test_mount_with_the_vehicle_last_is_told_the_order(demo_path: Path, capsys) -> None:
    code, out, err = run_cli("mount", demo_path, "ge13", "ge8", capsys=capsys)
    assert code == 0 and "refused: only infantry counters ride on vehicles" in out
    assert err == (
        "morefire mount: note: the vehicle is given first, then the infantry that mount it: morefire mount BATTLE "
        "VEHICLE UNIT [UNIT ...] (given: ge13 ge8)\n"
    )
    code, _out, err = run_cli("mount", demo_path, "ge8", "ge13", capsys=capsys)
    assert code == 0 and err == ""


def test_a_weapon_the_firer_does_not_have_is_named_by_its_flag(demo_path: Path, capsys) -> None:
    code, out, err = run_cli("fire", demo_path, "ge3", "su4", "--weapon", "MG", capsys=capsys)
    assert (code, out) == (2, "")
    assert err == (
        "morefire: --weapon 'MG': Pz IV 1 has no weapon 'MG' (its weapons: '7.5cm KwK 40 / StuK 40 / PaK 39 L/48')\n"
    )


def test_who_may_act_names_a_unit_of_no_name_once(demo_path: Path, tmp_path: Path, capsys) -> None:
    """A unit of no name of its own is named by its type: its code in brackets after it would only repeat it."""
    battle = strict(demo_path, tmp_path, capsys)
    next_step(battle, capsys, 9)  # direct fire step 1: anti-tank vs tank
    code, out, _err = run_cli("turn", battle, capsys=capsys)
    assert code == 0
    assert "  [ ] Kampfgruppe Peiper: Light machine gun (Kampfgruppe Peiper)" in out.splitlines()
    assert "  [ ] Kampfgruppe Peiper: 1st Squad" in out.splitlines()  # named as the roster names it


def test_an_action_kind_mistyped_is_answered_with_the_kind_meant(demo_path: Path, tmp_path: Path, capsys) -> None:
    typo = write(tmp_path / "next.yaml", "{kind: next_stp}\n")
    code, out, err = run_cli("act", demo_path, typo, capsys=capsys)
    assert (code, out) == (2, "")
    assert err.startswith(f"morefire: {typo}:1: kind: unknown action 'next_stp' (did you mean 'next_step'?); the kinds")


CONTACT = """\
format: morefire-battle
version: 1
title: Contact
table: {width: 72, depth: 48, unit: in}
scale: "1:50"
sides:
  - {id: axis, nation: germany, edge: north}
  - {id: allies, nation: ussr, edge: south}
units:
  - {id: r2, side: axis, type: R, at: [40, 30], name: "1st Squad"}
  - {id: r3, side: allies, type: SMG, at: [40, 30.8], name: "SMG squad 1"}
settings: {sequence: strict}
step: melee.infantry
"""


def test_a_melee_result_names_each_side_by_name(tmp_path: Path, capsys) -> None:
    battle = write(tmp_path / "contact.yaml", CONTACT)
    code, out, _err = run_cli("melee", battle, "r3", "r2", "--dice", "7,3", capsys=capsys)
    assert code == 0
    result = out.split("Result:\n")[1].splitlines()
    assert result[:2] == ["  SMG squad 1: 7 + MF 5 = 12: no effect", "  1st Squad: 3 + MF 4 = 7: destroyed"]
