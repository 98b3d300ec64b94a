"""``morefire placement`` on a table laid by hand counts it against the battle's terrain type (Terrain and Weather
Definitions): refused with every count not met, accepted with ``--as-laid`` (recorded in the action), accepted on a
table that holds what the type asks for; ``--json`` reports the counts under ``table``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from morefire_gui.cli import main


def run(capsys: pytest.CaptureFixture[str], *args: object) -> tuple[int, str, str]:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def _square(pid: str, kind: str, x: float, y: float, size: float = 4, **extra: object) -> dict[str, object]:
    return {"id": pid, "kind": kind, **extra, "polygon": [[x, y], [x + size, y], [x + size, y + size], [x, y + size]]}


def _hilly_by_hand(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> Path:
    battle = tmp_path / "battle.yaml"
    code, out, err = run(capsys, "scenario", "--seed", "8", "--by-hand", "--create", battle, "--json")
    assert code == 0, err
    assert json.loads(out)["terrain"] == "hilly"  # 2-5 hills, 10-20 rough areas, 2-3 villages, 1-3 roads, streams
    return battle


def _lay(battle: Path, hills: int = 2) -> None:
    """A Hilly table: the hills asked for, 5 woods and 5 rock patches, 2 villages, a road and a stream."""
    data = yaml.safe_load(battle.read_text(encoding="utf-8"))
    terrain = [_square(f"h{i}", "hill", 2 + 7 * i, 2, level=1) for i in range(hills)]
    terrain += [_square(f"w{i}", "woods", 4 + 6 * i, 14) for i in range(5)]
    terrain += [_square(f"r{i}", "rough", 4 + 6 * i, 22) for i in range(5)]
    terrain += [_square(f"v{i}", "village", 44 + 8 * i, 12, 6) for i in range(2)]
    terrain += [{"id": "road1", "kind": "road", "line": [[0, 34], [72, 34]], "width": 1}]
    terrain += [{"id": "s1", "kind": "stream", "line": [[64, 12], [64, 30]], "width": 1}]
    data["terrain"] = terrain
    battle.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")


def test_a_bare_table_is_refused_with_every_count_it_lacks(capsys, tmp_path: Path) -> None:
    battle = _hilly_by_hand(capsys, tmp_path)
    before = battle.read_text(encoding="utf-8")
    code, out, err = run(capsys, "placement", battle, "--defender-edge", "north", "--apply", battle)
    assert code == 0, err
    assert out.startswith("Refused: the table does not hold what Hilly asks for (2 to 5 hills, 0 laid;")
    for count in ("10 to 20 rough areas (woods and rock patches), 0 laid", "2 to 3 villages, 0 laid"):
        assert count in out
    assert "1 to 3 roads, 0 laid" in out and "1 to 3 streams or rivers, 0 laid" in out
    assert "keep the table as laid (Terrain and Weather Definitions)" in out
    assert "placement_complete" not in battle.read_text(encoding="utf-8") and "placement_complete" not in before
    code, out, err = run(capsys, "placement", battle, "--defender-edge", "north", "--json")
    data = json.loads(out)
    assert (
        data["rule"] == "Terrain and Weather Definitions"
        and "what Hilly asks for (2 to 5 hills, 0 laid;" in data["refused"]
    )
    table = data["table"]
    assert table["terrain_type"] == "hilly" and table["met"] is False and data["as_laid"] is False
    assert {c["count"]: (c["least"], c["most"], c["laid"]) for c in table["counts"]} == {
        "hills": (2, 5, 0),
        "rough_areas": (10, 20, 0),
        "villages": (2, 3, 0),
        "roads": (1, 3, 0),
        "streams": (1, 3, 0),
    }
    assert table["problems"][0] == "Hilly: 2 to 5 hills; 0 laid"


def test_as_laid_keeps_the_table_and_says_what_it_lacks(capsys, tmp_path: Path) -> None:
    battle = _hilly_by_hand(capsys, tmp_path)
    code, out, err = run(capsys, "placement", battle, "--defender-edge", "north", "--as-laid", "--apply", battle)
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == "Placement complete: the defender's base edge is north; 0 victory point locations marked"
    assert lines[1].startswith("  The table is kept as laid, short of what Hilly asks for: 2 to 5 hills, 0 laid;")
    data = yaml.safe_load(battle.read_text(encoding="utf-8"))
    assert data["actions"][-1]["action"] == {"kind": "placement_complete", "defender_edge": "north", "as_laid": True}
    assert "The table is kept as laid" in json.dumps(data["log"][-1])


def test_a_table_that_holds_what_its_type_asks_for_is_completed(capsys, tmp_path: Path) -> None:
    battle = _hilly_by_hand(capsys, tmp_path)
    _lay(battle)
    code, out, err = run(capsys, "placement", battle, "--defender-edge", "north", "--json", "--apply", battle)
    assert code == 0, err
    data = json.loads(out)
    assert data["refused"] is None and data["table"]["met"] is True and data["table"]["problems"] == []
    assert [c["laid"] for c in data["table"]["counts"]] == [2, 10, 2, 1, 1]
    written = yaml.safe_load(battle.read_text(encoding="utf-8"))
    assert written["actions"][-1]["action"] == {"kind": "placement_complete", "defender_edge": "north"}
    assert "kept as laid" not in json.dumps(written["log"][-1])


def test_a_table_with_too_many_hills_is_refused_too(capsys, tmp_path: Path) -> None:
    battle = _hilly_by_hand(capsys, tmp_path)
    _lay(battle, hills=6)
    code, out, err = run(capsys, "placement", battle, "--defender-edge", "north")
    assert code == 0, err
    assert out.startswith("Refused: the table does not hold what Hilly asks for (2 to 5 hills, 6 laid)")
