"""TARAWA, JUNGLE: a hidden position "is revealed when it fires, is fired on, or moves". Whatever reveals it, the log
the other side reads says what it turned out to be, as direct fire at a marker does: the real unit by its name, a fake
marker as one, taken off the table and never rolled for as the unit type it was placed as (`morefire log --view`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from morefire_gui.cli import main

# A hidden Axis rifle squad and a fake marker (placed as a rifle squad) side by side, a rifle squad in plain sight
# far off, and the Soviet machine gun that fires at the markers.
BATTLE = """format: morefire-battle
version: 1
table: {width: 72, depth: 48, unit: in}
sides:
  - {id: axis, nation: germany, edge: north}
  - {id: allies, nation: ussr, edge: south}
units:
  - {id: a1, side: axis, type: R, at: [30, 20], status: [hidden]}
  - {id: f1, side: axis, type: R, name: Fake marker 1, at: [30.6, 20], status: [hidden], decoy: true}
  - {id: a2, side: axis, type: R, at: [10, 10]}
  - {id: s1, side: allies, type: MMG, at: [30, 26], facing: 0}
at_table: allies
"""


def battle(tmp_path: Path) -> Path:
    path = tmp_path / "hidden.yaml"
    path.write_text(BATTLE, encoding="utf-8")
    return path


def allied_log(capsys: pytest.CaptureFixture[str], path: Path) -> str:
    capsys.readouterr()
    assert main(["log", str(path), "--view", "allies"]) == 0
    return capsys.readouterr().out


def test_a_barrage_names_what_the_markers_were_and_does_not_roll_for_the_fake(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = battle(tmp_path)
    args = ["barrage", str(path), "--at", "30,20", "--side", "allies", "--guns", "4", "--calibre", "122"]
    assert main([*args, "--dice", "1,99,99", "--apply", str(path)]) == 0
    log = allied_log(capsys, path)
    assert "a hidden position revealed: Rifle squad 2" in log  # the squad its own side knew as the second
    assert "a hidden position revealed: a fake marker, taken off the table" in log
    assert "d100 for artillery hit on Rifle squad 2: 99" in log
    # The fake is rolled for as nothing: one roll, for the real squad alone; no step speaks of a marker still hidden.
    assert log.count("d100 for artillery hit") == 1
    assert "artillery hit on a hidden position" not in log
    assert "a fake marker is in the damage zone" in log
    assert "one unit in the zone: not hit" in log


def test_infantry_fire_names_what_the_markers_were_and_does_not_roll_for_the_fake(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = battle(tmp_path)
    args = ["infantry-fire", str(path), "--area", "30,20", "--firers", "s1", "--dice", "99,99"]
    assert main([*args, "--apply", str(path)]) == 0
    log = allied_log(capsys, path)
    assert "a hidden position revealed: Rifle squad 2" in log
    assert "a hidden position revealed: a fake marker, taken off the table" in log
    assert log.count("d100 for infantry fire at") == 1
    assert "d100 for infantry fire at Rifle squad 2: 99" in log
    assert "at a hidden position" not in log


def test_a_hidden_position_that_moves_is_named_as_it_turned_out_to_be(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = battle(tmp_path)
    assert main(["move", str(path), "a1", "--to", "30,18", "--apply", str(path)]) == 0
    capsys.readouterr()
    log = allied_log(capsys, path)
    assert "Move Rifle squad 2" in log
    assert "a hidden position revealed: Rifle squad 2" in log
    assert "Move a hidden position" not in log


# Two hidden Axis squads and one in plain sight; the Soviet machine guns each see one of the markers.
TWO_MARKERS = """format: morefire-battle
version: 1
table: {width: 72, depth: 48, unit: in}
sides:
  - {id: axis, nation: germany, edge: north}
  - {id: allies, nation: ussr, edge: south}
units:
  - {id: a1, side: axis, type: R, at: [10, 20], status: [hidden]}
  - {id: a2, side: axis, type: R, at: [50, 20], status: [hidden]}
  - {id: a3, side: axis, type: R, at: [60, 5]}
  - {id: s1, side: allies, type: MMG, at: [50, 26], facing: 0}
  - {id: s2, side: allies, type: MMG, at: [10, 26], facing: 0}
at_table: allies
"""


def test_positions_revealed_out_of_order_keep_their_numbers_and_rename_no_one(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "two.yaml"
    path.write_text(TWO_MARKERS, encoding="utf-8")

    def fire(area: str, firer: str) -> list[str]:
        """The machine gun fires into the area; the lines of the Allied log naming the Axis rifle squads."""
        assert (
            main(["infantry-fire", str(path), "--area", area, "--firers", firer, "--dice", "99", "--apply", str(path)])
            == 0
        )
        log = allied_log(capsys, path)
        return [line.strip() for line in log.splitlines() if "Rifle squad" in line]

    # The second marker is revealed first: it takes the first number after the squad in plain sight from the start,
    # which keeps its name ("Rifle squad", the only one every side has been reading).
    lines = fire("50,20", "s1")
    assert "- a hidden position revealed: Rifle squad 2 (rule TARAWA)" in lines
    lines = fire("10,20", "s2")
    assert "- a hidden position revealed: Rifle squad 3 (rule TARAWA)" in lines
    # Fired on again, the squad revealed first is still the one every side read of: its number did not move.
    lines = fire("50,20", "s1")
    assert lines[-1] == "- Rifle squad 2: FIR 4, 10%, rolled 99: no effect (rule 3.5)", lines
    assert not any("Rifle squad 1" in line for line in lines)


def test_a_hidden_gun_that_fires_is_named_as_it_turned_out_to_be(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "gun.yaml"
    path.write_text(
        BATTLE.replace(
            "  - {id: a2, side: axis, type: R, at: [10, 10]}\n",
            "  - {id: g1, side: axis, type: pak40, at: [36, 10], facing: 180, status: [hidden]}\n"
            "  - {id: t1, side: allies, type: t34_76_43, at: [36, 18], facing: 0, status: [spotted]}\n",
        ),
        encoding="utf-8",
    )
    assert main(["fire", str(path), "g1", "t1", "--dice", "1,1,1,1,1", "--apply", str(path)]) == 0
    log = allied_log(capsys, path)
    assert "7.5cm PaK 40 anti-tank gun fires" in log
    assert "d100 for 7.5cm PaK 40 anti-tank gun to hit T-34/76 model 1943" in log
    assert "a hidden position fires" not in log and "for a hidden position" not in log
