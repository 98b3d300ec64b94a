"""A squad riding a halftrack, turn by turn in a battle kept to the sequence of play, as ``morefire turn`` lists it:
in every step it would act in on foot it is greyed as riding (it moves with its vehicle, does not fire from it and must
dismount to fight), and the step it mounted or dismounted in says that it did, not "moved on foot", nor offers it to
mount again (docs/rules-notes.md, "Sequence of play — who may act")."""

from __future__ import annotations

from pathlib import Path

from tests.cli.test_a_turn_played_cli import mounted, next_step
from tests.equivalence import run_cli

SQUAD = "Kampfgruppe Peiper: 2nd Squad"
HALFTRACK = "SdKfz 251/1 halftrack 1"


def squad_row(battle: Path, capsys) -> str | None:  # type: ignore[no-untyped-def]
    """2nd Squad's row in who may act now, as the command line prints it; None when it is not listed."""
    code, out, _err = run_cli("turn", battle, capsys=capsys)
    assert code == 0
    return next((line.strip() for line in out.splitlines() if SQUAD in line), None)


def test_a_squad_that_mounted_says_so_and_is_greyed_as_riding_wherever_it_would_act(
    demo_path: Path, tmp_path: Path, capsys
) -> None:
    battle = mounted(demo_path, tmp_path, capsys)
    assert squad_row(battle, capsys) == f"[x] {SQUAD} — mounted {HALFTRACK}"
    next_step(battle, capsys)  # movement step 6: mounting was its move
    assert squad_row(battle, capsys) == f"[x] {SQUAD} — mounted {HALFTRACK}"
    next_step(battle, capsys, 4)  # direct fire step 1: anti-tank vs tank
    assert squad_row(battle, capsys) == f"[-] {SQUAD} — rides on {HALFTRACK}"
    next_step(battle, capsys, 3)  # direct fire step 4: infantry vs infantry
    assert squad_row(battle, capsys) == f"[-] {SQUAD} — rides on {HALFTRACK}"
    next_step(battle, capsys, 9)  # turn 2, movement step 6: it moves with its vehicle, not on foot
    _code, out, _err = run_cli("turn", battle, capsys=capsys)
    assert "Turn 2" in out and "6. Infantry movement" in out
    assert squad_row(battle, capsys) == f"[-] {SQUAD} — rides on {HALFTRACK}"


def test_a_squad_that_dismounted_says_so_and_is_not_offered_to_mount_again(
    demo_path: Path, tmp_path: Path, capsys
) -> None:
    battle = mounted(demo_path, tmp_path, capsys)
    next_step(battle, capsys, 16)  # turn 2, movement step 5
    assert squad_row(battle, capsys) == f"[ ] {SQUAD} — rides on {HALFTRACK}: may dismount"
    code, _out, _err = run_cli("dismount", battle, "ge13", "--apply", battle, capsys=capsys)
    assert code == 0
    assert squad_row(battle, capsys) == f"[x] {SQUAD} — dismounted from {HALFTRACK}"
    next_step(battle, capsys)  # movement step 6: dismounting was its move
    assert squad_row(battle, capsys) == f"[x] {SQUAD} — dismounted from {HALFTRACK}"
