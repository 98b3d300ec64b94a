"""``morefire airstrike`` read as a player who owns the rules book reads it: each line of the run's end cites the rule
that says it. An aircraft shot down or turned back was hit by the guns (5.6); one still over the table has its arrow
turned at the end of the turn, which is the sequence of play's ("CHANGE AIRCRAFT MOVEMENT DIRECTION ARROW UP TO 90
DEGREES"), not 5.1's (the aircraft's speed)."""

from __future__ import annotations

from pathlib import Path

import pytest

from morefire_gui.cli import main
from tests.session.air_battle import write_air_battle

IL2 = ["--side", "allies", "--aircraft", "il2", "--from", "20,48", "--heading", "0"]


def after_the_run(capsys: pytest.CaptureFixture[str], battle: Path, dice: str) -> str:
    code = main(["airstrike", str(battle), *IL2, "--dice", dice])
    out, err = capsys.readouterr()
    assert code == 0, err
    lines = out.splitlines()
    return lines[lines.index("After the run:") + 1].strip()


def test_an_aircraft_still_over_the_table_may_turn_its_arrow_by_the_sequence_of_play(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    said = after_the_run(capsys, write_air_battle(tmp_path), "90,90,90,90")  # flak1 misses; inf1, inf2, ht1 unhurt
    assert said == (
        "Ilyushin Il-2M Shturmovik is at 20.0, 20.0, low altitude, heading 0; at the end of the turn its arrow may "
        "turn up to 90 degrees (rule Sequence of play)"
    )


@pytest.mark.parametrize(
    ("dice", "words"),
    [("10,2", "Ilyushin Il-2M Shturmovik is shot down at 20.0, "), ("10,5", "Ilyushin Il-2M Shturmovik aborts its")],
)
def test_an_aircraft_hit_by_the_guns_ends_its_run_by_rule_5_6(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], dice: str, words: str
) -> None:
    said = after_the_run(capsys, write_air_battle(tmp_path), dice)  # flak1 hits at 25%; the d10: 2 down, 5 back
    assert said.startswith(words) and said.endswith("(rule 5.6)")
