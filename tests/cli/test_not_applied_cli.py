"""A command that acts on a battle says, without --apply, that the battle file is as it was: its result reads as done
("Pz IV 1 ends at 36.0, 14.0"), and a player new to the command line would otherwise take the move as made."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.equivalence import run_cli

NOT_APPLIED = "  not applied: the battle file is as it was (--apply OUT writes the battle with it)\n"


@pytest.mark.parametrize(
    "args",
    [
        ["move", "{battle}", "ge3", "--to", "36,14"],
        ["barrage", "{battle}", "--at", "36,20", "--side", "axis", "--guns", "4", "--calibre", "105", "--seed", "1"],
        ["act", "{battle}", "{next}"],
        ["melee", "{battle}", "ge11", "su12", "--turn", "1", "--dice", "5,5"],
        ["forces", "{battle}", "--side", "axis", "--buy", "R:2", "--place"],
    ],
    ids=lambda args: args[0],
)
def test_an_action_taken_without_apply_says_nothing_was_written(
    capsys, tmp_path: Path, demo_path: Path, args: list[str]
) -> None:
    battle = tmp_path / "b.yaml"
    battle.write_bytes(demo_path.read_bytes())
    step = tmp_path / "next.yaml"
    step.write_text("kind: next_step\n", encoding="utf-8")
    given = [a.format(battle=battle, next=step) for a in args]
    code, out, err = run_cli(*given, capsys=capsys)
    assert code == 0, err
    refused = "refused" in out.lower()
    assert out.endswith(NOT_APPLIED) != refused, out
    assert battle.read_bytes() == demo_path.read_bytes()
    # With --apply, the line says where it was written instead.
    code, out, _ = run_cli(*given, "--apply", tmp_path / "out.yaml", capsys=capsys)
    assert code == 0 and NOT_APPLIED not in out and f"saved to {tmp_path / 'out.yaml'}" in out


def test_a_move_said_without_apply_is_said_not_applied(capsys, tmp_path: Path, demo_path: Path) -> None:
    code, out, _ = run_cli("move", demo_path, "ge3", "--to", "36,14", capsys=capsys)
    assert code == 0 and "Pz IV 1 ends at 36.0, 14.0" in out and out.endswith(NOT_APPLIED)


def test_victory_that_records_says_so_like_every_action_command(capsys, tmp_path: Path) -> None:
    """``victory --record`` (or a fact: --objective, --destroyed, --standing) records in the battle as an action does:
    without --apply its text ends with the same line as every other action command's; a score alone records nothing
    and says nothing of it."""
    battle = tmp_path / "s.yaml"
    code, _, err = run_cli("scenario", "--seed", "3", "--create", battle, capsys=capsys)
    assert code == 0, err
    before = battle.read_bytes()
    code, out, err = run_cli("victory", battle, "--record", capsys=capsys)
    assert code == 0 and out.endswith(NOT_APPLIED), out
    assert battle.read_bytes() == before
    code, out, _ = run_cli("victory", battle, capsys=capsys)
    assert code == 0 and "not applied" not in out and "saved to" not in out
    out_file = tmp_path / "out.yaml"
    code, out, _ = run_cli("victory", battle, "--record", "--apply", out_file, capsys=capsys)
    assert code == 0 and out.endswith(f"  applied and saved to {out_file}\n"), out
