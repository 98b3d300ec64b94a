"""The explained steps and the refusals of the demo read as a wargamer would write them: the FIR chart's row with the
FIR it was read for (3.5), the assault's steps by the rules' numbers with a step that did not happen said so (3.2), a
spot refused without brackets in brackets (2.1), a melee with a vehicle refused by 3.1 as an assault on what is no
tank is by 3.2 (docs/cli.md: a refusal exits 0), a building's standing said plainly."""

from __future__ import annotations

import json
from pathlib import Path

from tests.equivalence import run_cli


def _in_contact(demo_path: Path, tmp_path: Path) -> Path:
    """The demo with 1st Squad beside T-34 #1, and SMG squad 1 beside both."""
    text = demo_path.read_text(encoding="utf-8")
    for before, after in (
        ("id: ge11, side: axis, type: R, at: [35, 19.6]", "id: ge11, side: axis, type: R, at: [18, 41.5]"),
        ("id: su13, side: allies, type: SMG, at: [20, 31]", "id: su13, side: allies, type: SMG, at: [18.5, 41]"),
    ):
        assert before in text
        text = text.replace(before, after)
    path = tmp_path / "contact.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_the_fir_chart_says_the_row_read_for_a_target_and_its_fir(demo_path: Path, capsys) -> None:
    code, out, err = run_cli(
        "infantry-fire", demo_path, "--area", "20,31", "--firers", "ge6", "--seed", "1", capsys=capsys
    )
    assert (code, err) == (0, "")
    assert "  FIR chart (rule 3.5): row 7-8 for FIR 7 -> 15% suppressed\n" in out, out
    assert "  FIR chart (rule 3.5): row 7-8 for SMG squad 1 at FIR 7 -> 15% suppressed\n" in out, out
    assert "column" not in out
    # A FIR brought below the chart's first row by the target's cover.
    code, out, _ = run_cli(
        "infantry-fire", demo_path, "--area", "48,34", "--firers", "ge12", "--seed", "1", capsys=capsys
    )
    assert "FIR chart (rule 3.5): row below 1 for Rifle squad 2 at FIR -2 -> no effect" in out, out


def test_the_assault_keeps_the_rules_numbers_and_says_a_step_that_did_not_happen(
    demo_path: Path, tmp_path: Path, capsys
) -> None:
    battle = _in_contact(demo_path, tmp_path)
    code, out, err = run_cli("assault", battle, "ge11", "su1", "--seed", "3", capsys=capsys)
    assert (code, err) == (0, "")
    numbered = [line.strip() for line in out.splitlines() if line.strip()[:3] in ("1. ", "2. ", "3. ")]
    assert numbered == [
        "1. T-34 #1 fires at 1st Squad (rule 3.2)",
        "2. no supporting fire at 1st Squad (rule 3.2)",
        "3. 1st Squad assaults T-34 #1 (rule 3.2)",
    ], out
    code, out, _ = run_cli("assault", battle, "ge11", "su1", "--no-defensive-fire", "--seed", "3", capsys=capsys)
    assert (
        "  1. T-34 #1 does not fire at 1st Squad: its fire was resolved in the direct fire phase (rule 3.2)\n"
        "  2. no supporting fire at 1st Squad (rule 3.2)\n"
        "  3. 1st Squad assaults T-34 #1 (rule 3.2)\n"
    ) in out, out


def test_a_second_spot_is_refused_without_brackets_in_brackets(demo_path: Path, tmp_path: Path, capsys) -> None:
    once = tmp_path / "spotted.yaml"
    code, _, err = run_cli("spot", demo_path, "ge7", "su10", "--dice", "18", "--apply", once, capsys=capsys)
    assert (code, err) == (0, "")
    code, out, _ = run_cli("spot", once, "ge7", "su10", "--seed", "1", capsys=capsys)
    refusal = next(line for line in out.splitlines() if line.startswith("Refused: "))
    assert refusal == (
        "Refused: StuG 2 has rolled to spot ZiS-3 this turn already: spotted (rolled 18 against 50%); a spotter rolls "
        "on the chart once per target per turn (2.1)"
    )
    assert "((" not in out and "))" not in out, out


def test_a_melee_with_a_vehicle_is_the_rules_refusal_as_an_assault_on_infantry_is(
    demo_path: Path, tmp_path: Path, capsys
) -> None:
    battle = _in_contact(demo_path, tmp_path)
    code, out, err = run_cli("melee", battle, "ge11", "su1", capsys=capsys)
    assert (code, err) == (0, "")
    assert out.splitlines()[1] == (
        "Refused: T-34 #1 is a vehicle: melees are infantry against infantry (3.1); infantry assault tanks and "
        "bunkers (3.2)"
    ), out
    code, out, _ = run_cli("melee", battle, "ge11", "su1", "--json", capsys=capsys)
    data = json.loads(out)
    assert code == 0 and data["rule"] == "3.1" and data["rolls"] == [] and "is a vehicle" in data["refused"]
    code, out, err = run_cli("assault", battle, "ge11", "su13", capsys=capsys)
    assert (code, err) == (0, "") and "Refused: SMG squad 1 is neither a tank nor a bunker" in out


def test_a_building_already_standing_is_said_plainly(tmp_path: Path, capsys) -> None:
    battle = tmp_path / "battle.yaml"
    run_cli("scenario", "--seed", "21", "--create", battle, capsys=capsys)
    code, out, _ = run_cli("victory", battle, "--standing", "vp6", capsys=capsys)
    assert code == 0
    assert (
        out.splitlines()[0] == "Refused: Building 1 is already standing: it is not recorded as destroyed (VP schedule)"
    )
    destroyed = tmp_path / "destroyed.yaml"
    run_cli("victory", battle, "--destroyed", "vp6", "--apply", destroyed, capsys=capsys)
    code, out, _ = run_cli("victory", destroyed, "--destroyed", "vp6", capsys=capsys)
    assert out.splitlines()[0] == "Refused: Building 1 is already recorded as destroyed (VP schedule)"
    assert "already" in out and "destroyed already" not in out
