"""Every number a battle file holds has a range, and docs/battle-format.md lists each one as the model has it."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from morefire_gui.model.battle import Battle

DOC = Path(__file__).resolve().parents[2] / "docs" / "battle-format.md"


def describe(node: dict[str, Any]) -> str:
    """A JSON schema number's range in the words of the documentation: ``1 to 10,000``, ``above 0 to 10,000``."""

    def num(v: float) -> str:
        whole = int(v) if isinstance(v, int) or float(v).is_integer() else None
        if whole is None:
            return f"{v:g}"
        return f"{whole:,}" if abs(whole) >= 10_000 else str(whole)  # 1939, 1000, 10,000

    low = f"above {num(node['exclusiveMinimum'])}" if "exclusiveMinimum" in node else num(node["minimum"])
    high = f"below {num(node['exclusiveMaximum'])}" if "exclusiveMaximum" in node else num(node["maximum"])
    return f"{low} to {high}"


def schema_ranges() -> dict[str, tuple[str, str]]:
    """Every numeric key path of the format (``units[].facing``, ``terrain[].polygon[][]``) with its kind and range,
    read from the battle model's JSON schema, and those of each kind of action in the record
    (``actions[].action (barrage).guns``); a number without both ends of a range fails here."""
    from morefire_gui.model.actions import ACTION_TYPES

    battle = Battle.model_json_schema()
    found = _ranges(battle, "", {"BattleState"})  # ``start`` is a position: the battle's own keys, their ranges
    listed = set(battle["$defs"])  # a piece, unit or settings in an action has the ranges listed for the battle's
    for action in ACTION_TYPES:
        found.update(
            _ranges(action.model_json_schema(), f"actions[].action ({action.model_fields['kind'].default})", listed)
        )
    return found


def _ranges(schema: dict[str, Any], root: str, listed: set[str] = frozenset()) -> dict[str, tuple[str, str]]:
    defs = schema.get("$defs", {})
    found: dict[str, tuple[str, str]] = {}

    def walk(node: dict[str, Any], path: str, seen: tuple[str, ...]) -> None:
        if "$ref" in node:
            name = node["$ref"].split("/")[-1]
            if name not in seen and name not in listed:
                walk(defs[name], path, (*seen, name))
            return
        for key in ("anyOf", "oneOf", "allOf"):
            for sub in node.get(key, []):
                walk(sub, path, seen)
        kind = node.get("type")
        if kind in ("number", "integer"):
            assert ("minimum" in node or "exclusiveMinimum" in node) and (
                "maximum" in node or "exclusiveMaximum" in node
            ), f"{path} has no range: {node}"
            found[path] = ("whole number" if kind == "integer" else "number", describe(node))
        elif kind == "object":
            for key, sub in node.get("properties", {}).items():
                walk(sub, f"{path}.{key}" if path else key, seen)
            if isinstance(node.get("additionalProperties"), dict):
                walk(node["additionalProperties"], f"{path}.*", seen)
        elif kind == "array":
            for sub in [node["items"]] if "items" in node else node.get("prefixItems", []):
                walk(sub, f"{path}[]", seen)

    walk(schema, root, ())
    return found


def documented_ranges() -> dict[str, tuple[str, str]]:
    text = DOC.read_text(encoding="utf-8")
    section = text.split("## Numbers and their ranges", 1)[1].split("\n## ", 1)[0]
    rows = re.findall(r"^\| `([^`]+)` \| ([a-z ]+) \| ([^|]+) \|", section, flags=re.MULTILINE)
    return {path: (kind.strip(), rng.strip()) for path, kind, rng in rows}


def test_every_number_in_the_file_has_a_range() -> None:
    ranges = schema_ranges()
    assert ranges["turn"] == ("whole number", "1 to 10,000")
    assert ranges["dice_seed"] == ("whole number", "0 to 18,446,744,073,709,551,615")
    assert ranges["units[].facing"] == ("number", "-36,000 to 36,000")
    assert len(ranges) > 50


def test_the_documentation_lists_every_number_with_its_range() -> None:
    assert documented_ranges() == schema_ranges()


def test_the_documented_vertex_limit_is_the_models() -> None:
    from morefire_gui.model.numbers import MAX_VERTICES

    schema = Battle.model_json_schema()["$defs"]["TerrainPiece"]["properties"]["polygon"]
    assert any(s.get("maxItems") == MAX_VERTICES for s in schema["anyOf"])
    assert f"at most {MAX_VERTICES:,} points" in DOC.read_text(encoding="utf-8")
    assert MAX_VERTICES == 50_000  # line of sight is held to its bound across a polygon of this many (benchmarks/)
