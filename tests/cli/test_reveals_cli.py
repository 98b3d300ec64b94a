"""TARAWA, JUNGLE: a hidden position "is revealed when it fires, is fired on, or moves". Whatever reveals it, the log
the other side reads says what it turned out to be, as direct fire at a marker does: the real unit by its name, a fake
marker as one, taken off the table and never rolled for as the unit type it was placed as (`morefire log --view`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from morefire_gui.cli import main
from tests.session.air_battle import write_air_battle
from tests.session.test_fired_on_reveals import HIDDEN_AIR_BATTLE

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
    # The Axis's player moves its own hidden squad (a side's hand is on its own counters); the Allies read the log.
    path.write_text(BATTLE.replace("at_table: allies", "at_table: axis"), encoding="utf-8")
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
        ).replace("at_table: allies", "at_table: axis"),  # the Axis's player fires its own gun; the Allies read the log
        encoding="utf-8",
    )
    assert main(["fire", str(path), "g1", "t1", "--dice", "1,1,1,1,1", "--apply", str(path)]) == 0
    log = allied_log(capsys, path)
    assert "7.5cm PaK 40 anti-tank gun fires" in log
    assert "d100 for 7.5cm PaK 40 anti-tank gun to hit T-34/76 model 1943" in log
    assert "a hidden position fires" not in log and "for a hidden position" not in log


# -- what a step reveals, every later step names (an airstrike's gun that fires, an assault) -----------------------


def log_of(capsys: pytest.CaptureFixture[str], path: Path, side: str) -> str:
    capsys.readouterr()
    assert main(["log", str(path), "--view", side]) == 0
    return capsys.readouterr().out


def hidden_lines(text: str) -> list[str]:
    """The lines that speak of a hidden position, but for those that say what one was revealed as."""
    return [line for line in text.splitlines() if "a hidden position" in line and "revealed:" not in line]


IL2 = ["--side", "allies", "--aircraft", "il2", "--from", "20,48", "--heading", "0"]


def test_a_hidden_gun_that_fires_at_an_aircraft_is_named_in_its_own_shot_and_after(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """The hidden Flak 38 beside the Il-2's path fires and turns it back: its fire reveals it, so its slant range, its
    roll and its hit name it, in the command's words and in the log each side reads; the markers in the strip the Il-2
    never strafed stay markers, and a second hidden Flak 38 that would have fired next is not told of at all."""
    path = write_air_battle(
        tmp_path,
        HIDDEN_AIR_BATTLE + "  - {id: flak4, side: axis, type: flak38, at: [14, 30], facing: 180, status: [hidden]}\n",
    )
    capsys.readouterr()
    assert main(["airstrike", str(path), *IL2, "--dice", "1,10", "--apply", str(path)]) == 0
    out = capsys.readouterr().out
    gun = "2cm Flak 38 anti-aircraft gun 2"
    for said in (
        f"{gun}: slant range 304 yards",
        f"d100 for anti-aircraft fire by {gun} at Ilyushin Il-2M Shturmovik: 1",
        f"Ilyushin Il-2M Shturmovik is turned back by {gun}: it attacks nothing",
        f"a hidden position revealed: {gun}",
        f"AA {gun}: 25%, rolled 1: aborted",
    ):
        assert said in out, said
    assert hidden_lines(out) == []
    # Counted: the Flak 38 in plain sight (behind the hill) and the one that fired, not the one never told of.
    assert "1 of the other side's 2 anti-aircraft weapons can fire at it" in out
    assert "has already been hit" not in out
    for side in ("allies", "axis"):
        log = log_of(capsys, path, side)
        assert f"aborted by {gun}'s anti-aircraft fire; revealed: {gun} (" in log  # the entry's heading
        assert "has already been hit" not in log and "1 of the other side's 2 anti-aircraft weapons" in log
        assert f"d100 for anti-aircraft fire by {gun} at" in log
        assert hidden_lines(log) == []
    allied = log_of(capsys, path, "allies")
    assert "Panzer IV Ausf. H 2" not in allied and "fake marker" not in allied  # not strafed: still markers


def test_a_run_names_each_gun_by_the_number_the_whole_run_leaves_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Two hidden Flak 38s: one in the strip that cannot fire (suppressed), revealed as the Il-2 strafes it, and one
    beside the path that fires. Revealed by one run, they are numbered in the battle's order, the one in the strip
    first: the gun that fired reads as the third in its shot as in every line after, and the gun in the strip is not
    told of as the fire passes it by (why it could not fire would tell what the marker is), and the second once
    strafed."""
    text = HIDDEN_AIR_BATTLE.replace(
        "  - {id: inf2,",
        "  - {id: flak3, side: axis, type: flak38, at: [20, 32], facing: 180, status: [hidden, suppressed]}\n"
        "  - {id: inf2,",
    )
    path = write_air_battle(tmp_path, text)
    capsys.readouterr()
    assert main(["airstrike", str(path), *IL2, "--dice", "90,99,99,99", "--apply", str(path)]) == 0
    out = capsys.readouterr().out
    assert "does not fire: suppressed" not in out
    for said in (
        "2cm Flak 38 anti-aircraft gun 3: slant range 304 yards",
        "d100 for anti-aircraft fire by 2cm Flak 38 anti-aircraft gun 3 at Ilyushin Il-2M Shturmovik: 90",
        "d100 for infantry fire at 2cm Flak 38 anti-aircraft gun 2: 99",
        "a hidden position revealed: 2cm Flak 38 anti-aircraft gun 3",
        "a hidden position revealed: 2cm Flak 38 anti-aircraft gun 2",
        "AA 2cm Flak 38 anti-aircraft gun 3: 25%, rolled 90: miss",
    ):
        assert said in out, said
    log = log_of(capsys, path, "allies")
    assert (
        "none hit; revealed: 2cm Flak 38 anti-aircraft gun 3, Panzer IV Ausf. H 2, 2cm Flak 38 anti-aircraft gun 2, "
        "a fake marker (" in log
    )
    assert "anti-aircraft fire by a hidden position" not in log


# A hidden Axis rifle squad in contact with a hidden T-34, and a hidden Soviet machine gun that supports it.
ASSAULT_BATTLE = """format: morefire-battle
version: 1
table: {width: 72, depth: 48, unit: in}
sides:
  - {id: axis, nation: germany, edge: north}
  - {id: allies, nation: ussr, edge: south}
units:
  - {id: a1, side: axis, type: R, at: [30, 20], status: [hidden]}
  - {id: a2, side: axis, type: R, at: [10, 10]}
  - {id: t1, side: allies, type: t34_76_43, at: [30, 20.9], facing: 0, status: [hidden]}
  - {id: s1, side: allies, type: MMG, at: [34, 26], facing: 0, status: [hidden]}
at_table: axis
"""


def assault_battle(tmp_path: Path, text: str = ASSAULT_BATTLE) -> Path:
    path = tmp_path / "assault.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_an_assault_names_what_it_reveals_in_every_step(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """The assault reveals the squad and the tank from its first step, and the machine gun as it fires in support:
    the tank's fire, the supporting fire, the assault's roll and the result name them, in the command's words and in
    the log each side reads."""
    path = assault_battle(tmp_path)
    capsys.readouterr()
    assert main(["assault", str(path), "a1", "t1", "--support", "s1", "--dice", "99,99,50", "--apply", str(path)]) == 0
    out = capsys.readouterr().out
    for said in (
        "1. T-34/76 model 1943 fires at Rifle squad 2",
        "T-34/76 model 1943 (2 × TMG): FIR 4 each",
        "d100 for infantry fire at Rifle squad 2: 99",
        "2. supporting fire at Rifle squad 2: Medium machine gun",
        "Medium machine gun: FIR 4",
        "3. Rifle squad 2 assaults T-34/76 model 1943",
        "d100 for assault by Rifle squad 2 on T-34/76 model 1943: 50",
        "a hidden position revealed: Medium machine gun",
        "40%, rolled 50: the assault fails; Rifle squad 2 destroyed, T-34/76 model 1943 no effect",
    ):
        assert said in out, said
    assert hidden_lines(out) == []
    for side in ("allies", "axis"):
        log = log_of(capsys, path, side)
        assert (
            "Assault by Rifle squad 2 on T-34/76 model 1943 — 40%, rolled 50: the assault fails; Rifle squad 2" in log
        )
        assert "d100 for assault by Rifle squad 2 on T-34/76 model 1943: 50" in log
        assert hidden_lines(log) == []


def test_a_supporting_unit_that_does_not_fire_stays_hidden_and_untold(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """The tank's fire destroys the squad: no supporting fire comes, and the machine gun is no more than a hidden
    position; nor, out of range, does it tell what it is by why it cannot fire."""
    path = assault_battle(tmp_path)
    capsys.readouterr()
    assert main(["assault", str(path), "a1", "t1", "--support", "s1", "--dice", "1", "--apply", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Rifle squad 2 is destroyed before it reaches T-34/76 model 1943" in out
    assert "Medium machine gun" not in out and "MMG" not in out
    log = log_of(capsys, path, "axis")
    assert "Medium machine gun" not in log and "MMG" not in log
    assert "a hidden position revealed: T-34/76 model 1943" in log

    far = assault_battle(tmp_path, ASSAULT_BATTLE.replace("at: [34, 26], facing: 0", "at: [70, 46], facing: 0"))
    capsys.readouterr()
    assert main(["assault", str(far), "a1", "t1", "--support", "s1", "--dice", "99,50", "--apply", str(far)]) == 0
    out = capsys.readouterr().out
    assert "2. supporting fire at Rifle squad 2: a hidden position" in out
    assert "MMG" not in out and "Medium machine gun" not in out
    assert "Medium machine gun" not in log_of(capsys, far, "axis")


def test_the_log_heading_says_what_a_barrage_or_infantry_fire_revealed(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = battle(tmp_path)
    args = ["barrage", str(path), "--at", "30,20", "--side", "allies", "--guns", "4", "--calibre", "122"]
    assert main([*args, "--dice", "1,99,99", "--apply", str(path)]) == 0
    assert "one unit in the zone: not hit; revealed: Rifle squad 2, a fake marker (" in allied_log(capsys, path)
    # Fired on again, the squad is no longer hidden: the heading reveals nothing.
    assert main([*args, "--dice", "1,99", "--apply", str(path)]) == 0
    last = allied_log(capsys, path).split("**Barrage by Allies")[-1]
    assert "one unit in the zone: not hit (" in last and "revealed" not in last

    path = battle(tmp_path)
    args = ["infantry-fire", str(path), "--area", "30,20", "--firers", "s1", "--dice", "99,99"]
    assert main([*args, "--apply", str(path)]) == 0
    assert "one unit rolled for: not hit; revealed: Rifle squad 2, a fake marker (" in allied_log(capsys, path)


def test_a_hidden_firer_that_cannot_fire_is_not_told_of(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Infantry fire at the rifle squad in plain sight by a machine gun, with a hidden machine gun out of range and a
    hidden anti-tank gun (no fire intensity rating) among the firers: neither fires, so neither is revealed, and
    neither the command nor the log the Axis reads says why they could not (it would tell what the markers are)."""
    path = tmp_path / "firers.yaml"
    path.write_text(
        BATTLE.replace(
            "  - {id: s1, side: allies, type: MMG, at: [30, 26], facing: 0}\n",
            "  - {id: s1, side: allies, type: MMG, at: [10, 16], facing: 0}\n"
            "  - {id: s2, side: allies, type: MMG, at: [70, 46], facing: 0, status: [hidden]}\n"
            "  - {id: g2, side: allies, type: pak40, at: [32, 26], facing: 0, status: [hidden]}\n",
        ),
        encoding="utf-8",
    )
    capsys.readouterr()
    assert main(["infantry-fire", str(path), "--area", "10,10", "--firers", "s1,s2,g2", "--dice", "99"]) == 0
    out = capsys.readouterr().out
    assert (
        main(
            [
                "infantry-fire",
                str(path),
                "--area",
                "10,10",
                "--firers",
                "s1,s2,g2",
                "--dice",
                "99",
                "--apply",
                str(path),
            ]
        )
        == 0
    )
    log = log_of(capsys, path, "axis")
    for text in (out, log):
        assert "Medium machine gun: FIR 4" in text
        assert "a hidden position (MMG)" not in text and "fire intensity rating" not in text
        assert "a hidden position does not fire" not in text
    assert "revealed" not in log
