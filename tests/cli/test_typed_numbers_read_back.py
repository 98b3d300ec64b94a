"""The command line writes back what a player typed, and what is left, as a wargamer reads it: a point with one
decimal and a facing or heading in whole degrees, as the window writes them; a battery's guns as those it has left;
the Syria special's place said once; and a hidden gun that cannot fire named by its name to its own side."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from morefire_gui.cli import main
from tests.session.air_battle import write_air_battle

# Three decimals or more anywhere: a number written as it was typed ("20.3718"), not as the table reads it.
TYPED_DECIMALS = re.compile(r"\d\.\d{3,}")


def run(capsys: pytest.CaptureFixture[str], *args: str | Path) -> tuple[int, str, str]:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def test_aircraft_turn_says_headings_in_whole_degrees(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    battle = write_air_battle(tmp_path)
    flown = tmp_path / "flown.yaml"
    strike = ["--side", "allies", "--aircraft", "il2", "--from", "20,48", "--heading", "37.2345"]
    assert run(capsys, "airstrike", battle, *strike, "--dice", "90,99,99,99,99", "--apply", flown)[0] == 0
    code, out, _ = run(capsys, "aircraft-turn", flown, "air1", "--heading", "80.123")
    assert code == 0
    assert out.splitlines()[0] == (
        "Ilyushin Il-2M Shturmovik (air1): direction arrow from 37 to 80 degrees (turned 43 of at most 90)"
    )
    # A turn refused: the refusal says how far it was asked, and the line does not say a turn it did not make.
    code, out, _ = run(capsys, "aircraft-turn", flown, "air1", "--heading", "180.123")
    assert code == 0 and out.startswith(
        "Ilyushin Il-2M Shturmovik (air1): direction arrow from 37 to 180 degrees: refused: "
    )
    assert "(turned" not in out


def test_forces_place_lists_each_counter_at_a_table_point_and_a_facing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], demo_path: Path
) -> None:
    created = tmp_path / "battle.yaml"
    assert run(capsys, "scenario", "--seed", "5", "--create", created)[0] == 0
    code, out, err = run(capsys, "forces", created, "--side", "axis", "--buy", "pz4h:2,R:3", "--place")
    assert code == 0, err
    placed = [line for line in out.splitlines() if " facing " in line]
    assert len(placed) == 5
    for line in placed:
        assert re.fullmatch(r"  ax\d .+ \(\w+\) at \d+\.\d, \d+\.\d facing \d{1,3}", line), line
    assert not TYPED_DECIMALS.search(out), out


def test_los_says_typed_points_with_one_decimal(capsys: pytest.CaptureFixture[str], demo_path: Path) -> None:
    code, out, _ = run(capsys, "los", demo_path, "20.3718,11", "30,20.75")
    assert code == 0 and out.startswith("20.4, 11.0 -> 30.0, 20.8: "), out
    code, out, _ = run(capsys, "los", demo_path, "20.3718,11", "ge1")
    assert code == 0 and out.startswith("20.4, 11.0 -> Tiger 1: "), out  # a unit by its name, given by its id


def _battery_with_a_gun_lost(tmp_path: Path, demo_path: Path, both: bool = False) -> Path:
    """The demo's Axis mortar section as two 81 mm mortars, ge16 destroyed (and its second too, with ``both``)."""
    text = demo_path.read_text(encoding="utf-8")
    lost = ", status: [destroyed]}"
    text = text.replace(
        "  - {id: ge16, side: axis, type: grw34, at: [30, 2.5], facing: 180}\n",
        f"  - {{id: ge16, side: axis, type: grw34, at: [30, 2.5], facing: 180{lost}\n"
        f"  - {{id: ge99, side: axis, type: grw34, at: [31, 2.5], facing: 180{lost if both else '}'}\n",
    ).replace("units: [ge16]}", "units: [ge16, ge99]}")
    path = tmp_path / "lost.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_barrage_says_the_guns_a_battery_has_left(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], demo_path: Path
) -> None:
    battle = _battery_with_a_gun_lost(tmp_path, demo_path)
    code, out, _ = run(capsys, "barrage", battle, "--side", "axis", "--battery", "bty2", "--at", "30,20", "--seed", "1")
    assert code == 0
    assert out.startswith(
        "Barrage by Kampfgruppe Peiper: Mortar section (on the board), 1 of its 2 x 81mm mortars left (Germany), "
    ), out
    # Guns given on the command line: one mortar is one mortar.
    code, out, _ = run(
        capsys, "barrage", demo_path, "--side", "axis", "--guns", "1", "--calibre", "81", "--mortar", "--at", "30,20"
    )
    assert code == 0 and ", 1 x 81mm mortar (Germany), " in out.splitlines()[0]


def test_the_syria_special_is_fought_in_syria(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "scenario", "--special", "syria", "--seed", "3")
    assert code == 0
    assert out.splitlines()[1] == "  Syria, 1942"
    assert "Africa, 1942" not in out and "; special: Syria" not in out
    # Any other special is named beside the place.
    code, out, _ = run(capsys, "scenario", "--special", "patton", "--seed", "3")
    assert code == 0 and out.splitlines()[1] == "  North Europe, 1945; special: Patton Special"


HIDDEN_GUN = """format: morefire-battle
version: 1
table: {width: 72, depth: 48, unit: in}
sides:
  - {id: axis, nation: germany, edge: north}
  - {id: allies, nation: ussr, edge: south}
units:
  - {id: pak40, side: axis, type: pak40, at: [30, 20], status: [hidden]}
  - {id: a1, side: axis, type: R, at: [30, 21], status: [hidden]}
  - {id: s1, side: allies, type: MMG, at: [30, 46], facing: 0}
"""


def test_infantry_fire_refused_names_the_hidden_firers_to_their_side(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """TARAWA: a hidden gun that cannot fire is not revealed, so the steps every side reads do not tell of it; the
    refusal is its own side's, and names it as every other text of that side does."""
    path = tmp_path / "hidden.yaml"
    path.write_text(HIDDEN_GUN, encoding="utf-8")
    code, out, _ = run(capsys, "infantry-fire", path, "--area", "30,46", "--firers", "pak40,a1", "--seed", "1")
    assert code == 0
    (refusal,) = [line for line in out.splitlines() if line.startswith("Refused: ")]
    assert refusal.startswith(
        "Refused: no firer can fire into the area: 7.5cm PaK 40 anti-tank gun: a gun has no fire intensity rating "
    ), refusal
    assert "; Rifle squad: out of range: " in refusal
    assert "hidden position" not in refusal and "pak40" not in refusal
    shown = out.splitlines()[2:]  # the steps every side reads
    assert shown and not any("PaK" in line or "Rifle squad" in line for line in shown), shown


def test_an_airstrike_s_steps_and_a_refused_turn_write_headings_in_whole_degrees(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    battle = write_air_battle(tmp_path)
    flown = tmp_path / "flown.yaml"
    strike = ["--side", "allies", "--aircraft", "il2", "--from", "20,48", "--heading", "37.2345"]
    code, out, _ = run(capsys, "airstrike", battle, *strike, "--dice", "90,99,99,99,99", "--apply", flown)
    assert code == 0
    assert "enters from the south edge at 20.0, 48.0, heading 37 (rule 5.1)" in out
    assert "flies 1400 yards along its arrow (heading 37) from 20.0, 48.0 to 36.9, 25.7" in out
    assert "low altitude, heading 37; at the end of the turn" in out
    assert "37.2345" not in out
    code, out, _ = run(capsys, "aircraft-turn", flown, "air1", "--heading", "180.123")
    assert code == 0 and "at the end of a turn: from 37 to 180 is 143 degrees" in out
    # A turn just over the limit is not written as one within it.
    code, out, _ = run(capsys, "aircraft-turn", flown, "air1", "--heading", "127.4")
    assert code == 0 and "from 37 to 127 is 90.2 degrees" in out
