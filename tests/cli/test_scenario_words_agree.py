"""``morefire scenario`` in words a wargamer would write: the Axis attacks (a side's name as the subject, the verb
agreeing with it), the new battle's log says who attacks with no verb to agree, and STEPPES says, as its definition
does, that at harvest time crops can be added, not that they are on the table."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from morefire_gui.cli import main

RUSSIA_1942 = "31,76,5,17,3,5,61"  # 1942; d100 76 <= 80: the Axis attacks; summer, clear, city; Advance to Contact


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    code = main(["scenario", *args])
    out, err = capsys.readouterr()
    assert code == 0, err
    return out


def test_the_axis_attacks(capsys: pytest.CaptureFixture[str]) -> None:
    out = _run(capsys, "--dice", RUSSIA_1942)
    assert "  76 <= 80: the Axis (Germany) attacks (rule Table II)\n" in out, out
    assert "the Axis (Germany) attack " not in out


def test_a_created_battles_log_says_who_attacks(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out_file = tmp_path / "russia.yaml"
    _run(capsys, "--dice", RUSSIA_1942, "--create", str(out_file))
    (entry,) = yaml.safe_load(out_file.read_text(encoding="utf-8"))["log"]
    assert entry["summary"].startswith("Attacker: Axis; Advance to Contact, 3:2; City; seed "), entry["summary"]


def test_steppes_crops_can_be_added_at_harvest_time(capsys: pytest.CaptureFixture[str]) -> None:
    out = _run(capsys, "--terrain", "steppes", "--seed", "3")
    assert "  STEPPES: little terrain; at harvest time, patches of LOS-blocking crops can be added.\n" in out, out
    assert "are on the table" not in out
