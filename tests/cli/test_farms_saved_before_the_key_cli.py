"""A table laid by hand in a battle saved before ``stands_for`` has its isolated farms as villages named "Farm":
``morefire placement`` counts them as farms, as the version that saved the battle counted them, and completes the
placement on a table that holds what its terrain type asks for; a village named otherwise is a village."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from tests.cli.test_placement_counts_cli import _square, run


def steppes_laid_before_the_key(capsys: pytest.CaptureFixture[str], tmp_path: Path, farm_name: str) -> Path:
    """A STEPPES table in winter laid by hand (1-4 rough areas, 1-3 roads, 1-2 villages and 1-2 farms), its farm a
    village named ``farm_name`` with no ``stands_for``, as a battle saved before the key holds it."""
    battle = tmp_path / "steppes.yaml"
    code, _, err = run(
        capsys, "scenario", "--terrain", "steppes", "--season", "winter", "--seed", "8", "--by-hand", "--create", battle
    )
    assert code == 0, err
    data = yaml.safe_load(battle.read_text(encoding="utf-8"))
    data["terrain"] = [
        {"id": "road1", "kind": "road", "line": [[0, 34], [72, 34]], "width": 1},
        _square("r1", "rough", 4, 4),
        _square("v1", "village", 30, 10, 6, name="Dorf"),
        _square("v2", "village", 50, 10, 6, name=farm_name),
    ]
    battle.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")
    assert "stands_for" not in battle.read_text(encoding="utf-8")
    return battle


@pytest.mark.parametrize("farm_name", ["Farm", "Isolated farm"])
def test_a_village_named_farm_is_counted_as_the_farm_it_was(capsys, tmp_path: Path, farm_name: str) -> None:  # type: ignore[no-untyped-def]
    battle = steppes_laid_before_the_key(capsys, tmp_path, farm_name)
    before = battle.read_text(encoding="utf-8")
    code, out, err = run(capsys, "placement", battle, "--defender-edge", "north", "--json")
    assert code == 0, err
    table = json.loads(out)["table"]
    assert table["met"] is True, table["problems"]
    counts = {c["count"]: c["laid"] for c in table["counts"]}
    assert (counts["villages"], counts["farms"]) == (1, 1)
    assert battle.read_text(encoding="utf-8") == before  # read as it was meant, not rewritten
    code, out, err = run(capsys, "placement", battle, "--defender-edge", "north", "--apply", battle)
    assert code == 0, err
    assert "Refused" not in out
    assert "placement_complete" in battle.read_text(encoding="utf-8")


def test_a_village_named_otherwise_is_a_village(capsys, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    battle = steppes_laid_before_the_key(capsys, tmp_path, "Hof Müller")
    code, out, err = run(capsys, "placement", battle, "--defender-edge", "north", "--json")
    assert code == 0, err
    table = json.loads(out)["table"]
    assert table["met"] is False
    assert "Steppes: 1 to 2 isolated farms (villages marked as a farm); 0 laid" in table["problems"]
