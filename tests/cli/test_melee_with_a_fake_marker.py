"""A melee that closes with a fake marker (TARAWA: "fake ... positions") finds no one to fight: the marker is revealed
and taken off the table, no die is rolled, and the unit that closed with it is not destroyed by it (docs/rules-notes.md,
"When a hidden position is revealed"). A fake marker attacks no one: its owner knows it is nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from morefire_gui.cli import main

# A fake marker (placed as a rifle squad) and a real hidden squad of the Axis, each with a Soviet squad in contact.
BATTLE = """format: morefire-battle
version: 1
table: {width: 72, depth: 48, unit: in}
sides:
  - {id: axis, nation: germany, edge: north}
  - {id: allies, nation: ussr, edge: south}
units:
  - {id: a1, side: axis, type: R, at: [30, 20], status: [hidden]}
  - {id: f1, side: axis, type: R, name: Fake marker 1, at: [40, 20], status: [hidden], decoy: true}
  - {id: s1, side: allies, type: R, at: [40, 20.5], facing: 0}
  - {id: s2, side: allies, type: R, at: [30, 20.5], facing: 0}
at_table: allies
"""


@pytest.fixture
def path(tmp_path: Path) -> Path:
    p = tmp_path / "fake.yaml"
    p.write_text(BATTLE, encoding="utf-8")
    return p


def test_a_melee_with_a_fake_marker_reveals_it_and_rolls_nothing(capsys, path: Path) -> None:
    # Dice that would let the fake, fought as a rifle squad, win and destroy the Soviet squad.
    assert main(["melee", str(path), "s1", "f1", "--dice", "1,10", "--json", "--apply", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["rolls"] == [] and out["refused"] is None and out["winner"] is None
    saved = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert [u["id"] for u in saved["units"]] == ["a1", "s1", "s2"]  # the fake is off the table
    assert "status" not in next(u for u in saved["units"] if u["id"] == "s1")  # the squad is not destroyed
    assert main(["log", str(path), "--view", "allies"]) == 0
    log = capsys.readouterr().out
    assert "Melee Rifle squad 1 against a fake marker" in log
    assert "no melee: the hidden position was a fake marker, taken off the table" in log
    assert "a hidden position revealed: a fake marker, taken off the table" in log
    assert "d10 for melee" not in log and "No dice were rolled." in log


def test_a_fake_marker_attacks_no_one(capsys, path: Path) -> None:
    # The Axis's player has the table: a side acts only with its own (docs/hidden-information.md).
    path.write_text(BATTLE.replace("at_table: allies", "at_table: axis"), encoding="utf-8")
    before = path.read_text(encoding="utf-8")
    assert main(["melee", str(path), "f1", "s1", "--dice", "10,1", "--apply", str(path)]) == 2
    assert "a fake marker fights no one: it is nothing" in capsys.readouterr().err
    assert path.read_text(encoding="utf-8") == before


def test_a_melee_with_a_real_hidden_squad_is_fought(capsys, path: Path) -> None:
    assert main(["melee", str(path), "s2", "a1", "--dice", "10,1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [r["face"] for r in out["rolls"]] == [10, 1] and out["winner"] == "s2"


# A fake marker placed as a Panzer IV, a Soviet squad in contact with it.
FAKE_TANK = """format: morefire-battle
version: 1
table: {width: 72, depth: 48, unit: in}
sides:
  - {id: axis, nation: germany, edge: north}
  - {id: allies, nation: ussr, edge: south}
units:
  - {id: f1, side: axis, type: pz4g, name: Fake marker 1, at: [40, 20], status: [hidden], decoy: true}
  - {id: s1, side: allies, type: R, at: [40, 20.6], facing: 0}
at_table: allies
"""


def test_an_assault_on_a_fake_marker_reveals_it_and_rolls_nothing(capsys, tmp_path: Path) -> None:
    path = tmp_path / "tank.yaml"
    path.write_text(FAKE_TANK, encoding="utf-8")
    # Dice that would have the fake's defensive fire and a failed assault destroy the squad.
    assert main(["assault", str(path), "s1", "f1", "--dice", "1,99", "--json", "--apply", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["rolls"] == [] and out["defensive_fire"] is None and out["assaulted"] is False
    saved = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert [u["id"] for u in saved["units"]] == ["s1"] and "status" not in saved["units"][0]
    assert main(["log", str(path), "--view", "allies"]) == 0
    log = capsys.readouterr().out
    assert "no assault: the hidden position was a fake marker, taken off the table" in log
    assert "fires at" not in log and "No dice were rolled." in log
