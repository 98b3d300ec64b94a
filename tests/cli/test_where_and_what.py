"""Messages a new player meets first, each in the house form ``morefire: WHERE: WHAT``: the flag or word that gave a
side or a battery the battle does not have, the --dice list that ran short, a --dice face left over by a refusal, the
ice rolled for in a battle that is not a tundra one."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.equivalence import run_cli


@pytest.fixture
def battle(tmp_path: Path, demo_path: Path) -> Path:
    path = tmp_path / "b.yaml"
    path.write_bytes(demo_path.read_bytes())
    return path


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (
            ["barrage", "{b}", "--side", "reds", "--at", "30,30", "--guns", "4", "--calibre", "105"],
            "--side 'reds': {b} has no such side; its sides are axis, allies",
        ),
        (
            ["airstrike", "{b}", "--side", "reds", "--aircraft", "ju87b", "--from", "1,1", "--heading", "90"],
            "--side 'reds': {b} has no such side; its sides are axis, allies",
        ),
        (
            ["forces", "{b}", "--side", "reds", "--buy", "R:1"],
            "--side 'reds': {b} has no such side; its sides are axis, allies",
        ),
        (
            ["forces", "{b}", "--side", "axis", "--attacker", "reds", "--buy", "R:1"],
            "--attacker 'reds': {b} has no such side; its sides are axis, allies",
        ),
        (
            ["order", "{b}", "--side", "axis", "--battery", "b9", "--cease"],
            "--battery 'b9': {b} has no such battery; its batteries are bty1, bty2, bty3, bty4",
        ),
        (
            ["barrage", "{b}", "--side", "axis", "--battery", "b9", "--at", "30,30"],
            "--battery 'b9': {b} has no such battery; its batteries are bty1, bty2, bty3, bty4",
        ),
        (
            ["battery", "{b}", "b9", "--setup"],
            "ID 'b9': {b} has no such battery; its batteries are bty1, bty2, bty3, bty4",
        ),
        (
            ["scenario", "--dice", "1,2"],
            "--dice: the faces given ran out: roll 3 (d6 for Table III: the season) was needed, but only 2 faces were "
            "given",
        ),
        (
            ["ice", "{b}"],
            "the ice is rolled for only in a tundra battle (Table V's TUNDRA, settings.terrain_type: tundra); this "
            "battle gives no terrain type",
        ),
        (
            ["scenario", "--seed", "3", "--scale", "xyz", "--create", "{b}.new.yaml"],
            "--scale 'xyz': unknown scale; use one of 15mm, 1:25, 1:50, 1:100, 1cm=10m, 1cm=20m, or N yd (such as 50 "
            "yd)",
        ),
    ],
    ids=lambda v: v[0] if isinstance(v, list) else "",
)
def test_bad_input_names_where_it_was_given(capsys, battle: Path, args: list[str], said: str) -> None:
    before = battle.read_bytes()
    code, out, err = run_cli(*(a.format(b=battle) for a in args), capsys=capsys)
    assert (code, out) == (2, "")
    assert err == f"morefire: {said.format(b=battle)}\n"
    assert battle.read_bytes() == before


def test_a_face_left_over_by_a_refusal_is_said_so(capsys, battle: Path) -> None:
    code, out, err = run_cli("melee", battle, "ge11", "su12", "--dice", "7", "--turn", "1", capsys=capsys)
    assert code == 0 and out.startswith("Melee 1st Squad against Rifle squad 1\nRefused: ")
    assert err == (
        "morefire: note: --dice: face 7 (item 1 of 1) not used: the rolls took none; the action was refused before "
        "any die was rolled\n"
    )
