"""A player types the names the commands print: every command that takes a unit takes its name or its counter's
label as well as its id, and records and prints ids in JSON as before."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from morefire_gui.cli import main


def run(capsys: pytest.CaptureFixture[str], *args: str | Path) -> tuple[int, str, str]:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def test_a_move_by_name_is_the_move_by_id(capsys, demo_path: Path) -> None:
    by_id = run(capsys, "move", demo_path, "ge1", "--to", "12,14", "--json")
    by_name = run(capsys, "move", demo_path, "tiger  1", "--to", "12,14", "--json")
    assert by_name == by_id and by_name[0] == 0
    assert json.loads(by_name[1])["unit"] == "ge1"


def test_the_line_of_sight_between_two_units_named(capsys, demo_path: Path) -> None:
    by_id = run(capsys, "los", demo_path, "ge1", "su1", "--json")
    by_name = run(capsys, "los", demo_path, "Tiger 1", "T-34 #1", "--json")
    assert by_name == by_id and by_name[0] == 0


def test_a_counter_by_its_label_on_the_board(capsys, demo_path: Path) -> None:
    # The halftrack has no name of its own: the board and the roster label it "SdKfz 251 1".
    code, out, err = run(capsys, "mount", demo_path, "SdKfz 251 1", "1st Squad", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["units"] == ["ge11"] and data["refused"].startswith("1st Squad is 752 yards from")


def test_firers_and_a_vehicle_weapon_by_name(capsys, demo_path: Path) -> None:
    code, out, err = run(
        capsys, "infantry-fire", demo_path, "--area", "8,30", "--firers", "Rifle squad 1, SMG squad 1", "--seed", "1"
    )
    assert code == 0, err
    assert "Infantry fire by 181st Tank Brigade" in out and "Rifle squad 1" in out


def test_a_name_two_units_answer_to_lists_both_with_their_ids(capsys, demo_path: Path) -> None:
    code, out, err = run(capsys, "infantry-fire", demo_path, "--area", "8,30", "--firers", "LMG", "--seed", "1")
    assert (code, out) == (2, "")
    assert err == (
        "morefire: --firers 'LMG' names 2 units: Light machine gun (Kampfgruppe Peiper) (id ge12), Light machine gun "
        "(181st Tank Brigade) (id su16); give its name with its side, or its id\n"
    )
    code, _, err = run(
        capsys, "infantry-fire", demo_path, "--area", "8,30", "--firers", "light machine gun (181st tank brigade)"
    )
    assert code == 0, err


def test_a_name_mistyped_is_answered_with_the_name_meant(capsys, demo_path: Path) -> None:
    code, out, err = run(capsys, "move", demo_path, "Tigre 1", "--to", "12,14")
    assert (code, out) == (2, "")
    assert (
        err
        == f"morefire: UNIT 'Tigre 1' is neither a unit id nor a unit's name in {demo_path} (did you mean Tiger 1?)\n"
    )
    code, _, err = run(capsys, "fire", demo_path, "Tiger 1", "T34 #1")
    assert code == 2 and "TARGET 'T34 #1' is neither a unit id nor a unit's name" in err and "T-34 #1?" in err


def test_an_id_wins_over_a_name(capsys, tmp_path: Path, demo_path: Path) -> None:
    # A unit named as another unit's id: the id is taken, as scripts written for ids keep working.
    battle = yaml.safe_load(demo_path.read_text(encoding="utf-8"))
    for unit in battle["units"]:
        if unit["id"] == "su1":
            unit["name"] = "ge1"
    path = tmp_path / "b.yaml"
    path.write_text(yaml.safe_dump(battle), encoding="utf-8")
    code, out, err = run(capsys, "move", path, "ge1", "--to", "12,14", "--json")
    assert code == 0, err
    assert json.loads(out)["unit"] == "ge1"


def test_the_record_keeps_ids(capsys, tmp_path: Path, demo_path: Path) -> None:
    out_path = tmp_path / "after.yaml"
    code, _, err = run(capsys, "spot", demo_path, "StuG 2", "T-34 #4", "--seed", "3", "--apply", out_path)
    assert code == 0, err
    actions = yaml.safe_load(out_path.read_text(encoding="utf-8"))["actions"]
    assert actions[-1]["action"] == {"kind": "spot", "spotter": "ge7", "target": "su4"}
