"""``morefire airstrike`` flies an airstrike the side bought with its forces (its ``airstrikes_bought``): the JSON
says so and charges no points again, the text says it was paid then, and ``--apply`` takes it off the side."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from morefire_gui.cli import main
from morefire_gui.io.battle_file import load_battle
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.tables import RuleTables
from tests.session.air_battle import AIR_BATTLE, write_air_battle

IL2 = ["--side", "allies", "--aircraft", "il2", "--from", "20,48", "--heading", "0", "--dice", "90,10,50,3"]
BOUGHT = AIR_BATTLE.replace(
    "{id: allies, nation: ussr, edge: south}", "{id: allies, nation: ussr, edge: south, airstrikes_bought: [il2, il2]}"
)


def test_a_bought_airstrike_flies_without_being_charged_again(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], catalogue: Catalogue, tables: RuleTables
) -> None:
    battle = write_air_battle(tmp_path, BOUGHT)
    assert main(["airstrike", str(battle), *IL2, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["launched"] and data["from_bought"] and data["points_charged"] == 0
    assert main(["airstrike", str(battle), *IL2]) == 0
    assert (
        "Il-2M Shturmovik (air1), new airstrike, strafe from low, bought with the forces (paid then)"
        in capsys.readouterr().out
    )
    out = tmp_path / "after.yaml"
    assert main(["airstrike", str(battle), *IL2, "--apply", str(out)]) == 0
    after = load_battle(out, catalogue, tables)
    assert after.side("allies").airstrikes_bought == ("il2",) and [a.type for a in after.aircraft] == ["il2"]
