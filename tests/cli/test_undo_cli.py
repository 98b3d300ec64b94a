"""morefire undo takes the last actions back out of a battle's record, as the window's Undo does: the log keeps its
entries, undo does not cross a hand-over, and bad input changes nothing."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import yaml

from tests.equivalence import battle_data, cli_json, run_cli


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def played(demo_path: Path, tmp_path: Path, capsys) -> tuple[Path, Path]:
    """The demo battle after Next (b1.yaml) and then a move of Pz IV 1 (b2.yaml), both taken with --apply."""
    cli_json("turn", demo_path, "--next", "--apply", tmp_path / "b1.yaml", capsys=capsys)
    data = cli_json(
        "move", tmp_path / "b1.yaml", "ge3", "--to", "36,14", "--apply", tmp_path / "b2.yaml", capsys=capsys
    )
    assert data["allowed"] is True
    return tmp_path / "b1.yaml", tmp_path / "b2.yaml"


def test_undo_takes_the_last_action_back_and_the_record_still_replays(demo_path: Path, tmp_path: Path, capsys) -> None:
    b1, b2 = played(demo_path, tmp_path, capsys)
    code, out, err = run_cli("undo", b2, "--apply", tmp_path / "u.yaml", capsys=capsys)
    assert (code, err) == (0, "")
    assert out == (
        "Undone, the last first:\n"
        "  2. Move Pz IV 1 (turn 1, movement step 2 (cross-country movement))\n"
        "The log keeps their entries; the record holds 1 action.\n"
        f"  undone and saved to {tmp_path / 'u.yaml'}\n"
    )
    undone, before, after = battle_data(tmp_path / "u.yaml"), battle_data(b1), battle_data(b2)
    # The position and the record are the ones before the move; the log is the one after it (never taken back).
    for key in set(before) | set(undone):
        if key != "log":
            assert undone.get(key) == before.get(key), key
    assert undone["log"] == after["log"] and len(after["log"]) > len(before.get("log", []))
    replayed = cli_json("replay", tmp_path / "u.yaml", capsys=capsys)
    assert replayed["same"] and replayed["actions"] == 1
    # Taken again (a new action, after the undone one's log entries), the record still reaches the battle.
    cli_json("move", tmp_path / "u.yaml", "ge3", "--to", "36,12", "--apply", tmp_path / "again.yaml", capsys=capsys)
    code, out, _ = run_cli("replay", tmp_path / "again.yaml", capsys=capsys)
    assert code == 0 and out.endswith("The 2 actions replay to the battle as saved.\n")


def test_undo_steps_back_over_several_actions_in_json(demo_path: Path, tmp_path: Path, capsys) -> None:
    _, b2 = played(demo_path, tmp_path, capsys)
    data = cli_json("undo", b2, "--steps", "2", "--apply", tmp_path / "u.yaml", capsys=capsys)
    assert [a["n"] for a in data["undone"]] == [2, 1]
    assert data["undone"][0] == {
        "n": 2,
        "kind": "move",
        "title": "2. Move Pz IV 1",
        "turn": 1,
        "step": "movement.cross_country",
        "set_up": False,
        "step_words": "movement step 2 (cross-country movement)",
    }
    assert (data["actions"], data["may_undo"], data["hand_over"]) == (0, 0, None)
    assert data["applied_to"] == str(tmp_path / "u.yaml")
    undone, start = battle_data(tmp_path / "u.yaml"), battle_data(b2)["start"]
    assert "actions" not in undone and "start" not in undone  # the record starts again where the battle stands
    assert undone["units"] == start["units"] and undone.get("step") == start.get("step")
    assert cli_json("replay", tmp_path / "u.yaml", capsys=capsys)["same"]


def test_undo_without_apply_and_list_write_nothing(demo_path: Path, tmp_path: Path, capsys) -> None:
    _, b2 = played(demo_path, tmp_path, capsys)
    kept = b2.read_bytes()
    code, out, _ = run_cli("undo", b2, capsys=capsys)
    assert code == 0 and out.startswith("Undo would take back, the last first:\n  2. Move Pz IV 1 ")
    assert "nothing written: --apply OUT writes the battle with them undone" in out
    code, out, _ = run_cli("undo", b2, "--list", capsys=capsys)
    assert code == 0 and out == (
        "Undo may take back, the last first:\n"
        "  2. Move Pz IV 1 (turn 1, movement step 2 (cross-country movement))\n"
        "  1. Next: movement step 2 (cross-country movement) (turn 1, movement step 1 (road movement))\n"
        "It goes back to where the record starts.\n"
    )
    data = cli_json("undo", b2, "--list", capsys=capsys)
    assert [a["n"] for a in data["undoable"]] == [2, 1] and data["actions"] == 2 and data["hand_over"] is None
    assert b2.read_bytes() == kept and sorted(p.name for p in tmp_path.iterdir()) == ["b1.yaml", "b2.yaml"]


def test_a_failed_spot_undone_is_not_rolled_again(demo_path: Path, tmp_path: Path, capsys) -> None:
    spot = write(tmp_path / "spot.yaml", "{kind: spot, spotter: ge7, target: su10}\n")
    data = cli_json("act", demo_path, spot, "--dice", "95", "--apply", tmp_path / "b1.yaml", capsys=capsys)
    assert data["refused"] is None and data["rolls"][0]["face"] == 95
    cli_json("undo", tmp_path / "b1.yaml", "--apply", tmp_path / "u.yaml", capsys=capsys)
    assert "actions" not in battle_data(tmp_path / "u.yaml")
    data = cli_json("spot", tmp_path / "u.yaml", "ge7", "su10", "--dice", "5", capsys=capsys)
    assert data["refused"].startswith("StuG 2 has rolled to spot ZiS-3 this turn already") and data["rule"] == "2.1"


def test_undo_does_not_cross_a_hand_over(demo_path: Path, tmp_path: Path, capsys) -> None:
    hand_over = write(tmp_path / "ho.yaml", "{kind: hand_over, to: axis}\n")
    cli_json("act", demo_path, hand_over, "--apply", tmp_path / "h1.yaml", capsys=capsys)
    cli_json("move", tmp_path / "h1.yaml", "ge3", "--to", "36,14", "--apply", tmp_path / "h2.yaml", capsys=capsys)
    kept = (tmp_path / "h2.yaml").read_bytes()
    code, out, err = run_cli(
        "undo", tmp_path / "h2.yaml", "--steps", "2", "--apply", tmp_path / "u.yaml", capsys=capsys
    )
    assert (code, out) == (2, "")
    assert err == (
        f"morefire: --steps 2: {tmp_path / 'h2.yaml'}: undo may take back 1 action, not 2: undo does not cross the "
        "hand-over of action 1 (a side takes back only its own actions since it took the table)\n"
    )
    assert not (tmp_path / "u.yaml").exists() and (tmp_path / "h2.yaml").read_bytes() == kept
    data = cli_json("undo", tmp_path / "h2.yaml", "--list", capsys=capsys)
    assert [a["n"] for a in data["undoable"]] == [2] and data["hand_over"] == 1
    data = cli_json("undo", tmp_path / "h2.yaml", "--apply", tmp_path / "u.yaml", capsys=capsys)
    assert data["may_undo"] == 0 and data["hand_over"] == 1 and data["actions"] == 1
    code, _, err = run_cli("undo", tmp_path / "u.yaml", capsys=capsys)
    assert code == 2 and err == (
        f"morefire: {tmp_path / 'u.yaml'}: nothing to undo: undo does not cross the hand-over of action 1 (a side "
        "takes back only its own actions since it took the table)\n"
    )


def test_nothing_to_undo_and_a_bad_steps_are_bad_input(demo_path: Path, tmp_path: Path, capsys) -> None:
    code, out, err = run_cli("undo", demo_path, "--apply", tmp_path / "u.yaml", capsys=capsys)
    assert (code, out) == (2, "") and not (tmp_path / "u.yaml").exists()
    assert err == f"morefire: {demo_path}: nothing to undo: the record holds no action\n"
    _, b2 = played(demo_path, tmp_path, capsys)
    code, _, err = run_cli("undo", b2, "--steps", "0", capsys=capsys)
    assert (
        code == 2 and "morefire undo: argument --steps: must be a whole number from 1 to 10,000,000 (found '0')" in err
    )
    code, _, err = run_cli("undo", b2, "--steps", "3", capsys=capsys)
    assert (
        code == 2
        and err == f"morefire: --steps 3: {b2}: undo may take back 2 actions, not 3: the record holds no more\n"
    )


def test_a_read_only_out_is_not_written(
    demo_path: Path, tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, b2 = played(demo_path, tmp_path, capsys)
    kept = b2.read_bytes()
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda p, mode: False if Path(p) == b2 else real_access(p, mode))
    code, out, err = run_cli("undo", b2, "--apply", b2, capsys=capsys)  # undo in place, but the file is read-only
    assert (code, out) == (2, "")
    assert err == f"morefire: {b2}: cannot save: Permission denied; the previous file, if any, is unchanged\n"
    assert b2.read_bytes() == kept and not b2.with_name("b2.yaml.bak").exists()


def test_a_picture_named_as_out_is_not_written(demo_path: Path, tmp_path: Path, capsys) -> None:
    _, b2 = played(demo_path, tmp_path, capsys)
    code, _, err = run_cli("undo", b2, "--apply", tmp_path / "board.png", capsys=capsys)
    assert code == 2 and "board.png: not written: a battle is saved as YAML" in err
    assert not (tmp_path / "board.png").exists()


def test_a_battle_changed_outside_its_record_is_not_undone(demo_path: Path, tmp_path: Path, capsys) -> None:
    _, b2 = played(demo_path, tmp_path, capsys)
    data = yaml.safe_load(b2.read_text(encoding="utf-8"))
    ge1 = next(u for u in data["units"] if u["id"] == "ge1")
    ge1["at"] = [15, 8]  # moved by hand in the file, outside the record
    changed = tmp_path / "changed.yaml"
    changed.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    code, out, err = run_cli("undo", changed, "--apply", tmp_path / "u.yaml", capsys=capsys)
    assert (code, out) == (2, "") and not (tmp_path / "u.yaml").exists()
    assert err.startswith(f"morefire: {changed}: cannot undo: its record does not replay to the battle as saved")
    assert f"morefire replay {changed} says more" in err


def test_undo_as_the_installed_command(demo_path: Path, tmp_path: Path, capsys) -> None:
    _, b2 = played(demo_path, tmp_path, capsys)
    code, out, err = run_cli("undo", b2, "--apply", tmp_path / "u.yaml")
    assert (code, err) == (0, "") and "  2. Move Pz IV 1 (turn 1, movement step 2 (cross-country movement))" in out
    code, out, _ = run_cli("replay", tmp_path / "u.yaml")
    assert code == 0 and out.endswith("The 1 action replays to the battle as saved.\n")
