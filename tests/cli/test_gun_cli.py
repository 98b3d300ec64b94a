"""``morefire gun`` (4.8, advanced games): a gun of no battery begins its breakdown or set-up, run for real through
morefire_gui.cli.main: its JSON keys, ``--apply`` (the state, the mark, the side's own log entry and the action's
record), the refusals (exit 0, with the rule) and bad input (exit 2, nothing written).

A 72 x 48 inch table at 1:50, kept to the sequence of play, in movement step 6: a PaK 40 and a rifle squad of the axis;
a T-34 of the allies.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from morefire_gui.io.battle_file import load_battle
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.tables import RuleTables
from tests.cli.test_order_cli import DEPLOYMENT_KEYS, as_json, run

BATTLE = """\
format: morefire-battle
version: 1
title: Guns
table: {width: 72, depth: 48}
scale: "1:50"
sides:
  - {id: axis, nation: germany, edge: north}
  - {id: allies, nation: ussr, edge: south}
terrain: []
units:
  - {id: pak, side: axis, type: pak40, at: [36, 4], facing: 180, name: PaK 40}
  - {id: a1, side: axis, type: R, at: [40, 4]}
  - {id: t34, side: allies, type: t34_76_41, at: [36, 30]}
settings: {sequence: strict, advanced: true}
step: movement.infantry
"""


@pytest.fixture
def battle(tmp_path: Path) -> Path:
    path = tmp_path / "guns.yaml"
    path.write_text(BATTLE)
    return path


def test_a_guns_breakdown_applied(
    capsys, battle: Path, tmp_path: Path, catalogue: Catalogue, tables: RuleTables
) -> None:
    out = tmp_path / "after.yaml"
    data = as_json(capsys, "gun", battle, "pak", "--breakdown", "--apply", out)
    assert set(data) == {"unit", *DEPLOYMENT_KEYS}
    assert (data["change"], data["deployment"], data["turns_remaining"], data["ready_turn"], data["acted_in"]) == (
        "breakdown",
        "breaking_down",
        2,
        3,
        "movement.infantry",
    )
    after = load_battle(out, catalogue, tables)
    pak = after.unit("pak")
    assert (pak.deployment.value, pak.turns_remaining) == ("breaking_down", 2)
    assert (after.log[-1].kind, after.log[-1].side, after.log[-1].secret) == ("gun", "axis", True)
    assert after.actions[-1].action == {"kind": "gun_breakdown", "unit": "pak"}
    assert after.acted == {"movement.infantry": ("pak",)}
    code, text, _ = run(capsys, "move", out, "pak", "--to", "36,6")
    assert code == 0 and "it is breaking down: a gun moves only in transit, once broken down (4.8)" in text


def test_refusals_and_bad_input(capsys, battle: Path) -> None:
    data = as_json(capsys, "gun", battle, "pak", "--setup")
    assert (data["refused"], data["rule"], data["deployment"]) == (
        "only a gun in transit can set up: PaK 40 is deployed",
        "4.8",
        None,
    )
    data = as_json(capsys, "gun", battle, "a1", "--breakdown")
    assert data["rule"] == "4.8" and "is not a gun: only guns set up and break down" in data["refused"]
    code, text, _ = run(capsys, "gun", battle, "pak", "--breakdown")
    assert code == 0 and "Result: PaK 40 breaks down" in text
    before = battle.read_text()
    code, _, err = run(capsys, "gun", battle, "nope", "--breakdown", "--apply", battle)
    assert code == 2 and "unit 'nope' is not a unit of the battle" in err
    assert battle.read_text() == before
