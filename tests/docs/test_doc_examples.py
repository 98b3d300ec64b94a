"""The examples of the user documentation work as shown: docs/api.md's scripts run on the demo battle and print what
their comments say, docs/battle-format.md's battles load and each of its fragments loads in a battle, every action it
writes is an action, and docs/vehicle-reference.md's own catalogue file merges over the bundled one."""

from __future__ import annotations

import contextlib
import io
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml

from morefire_gui.io.battle_file import parse_battle
from morefire_gui.io.resources import load_catalogue
from morefire_gui.model.actions import parse_action
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.tables import RuleTables

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"


def blocks(page: str, language: str) -> list[str]:
    text = (DOCS / page).read_text(encoding="utf-8")
    return re.findall(rf"^```{language}\n(.*?)^```", text, flags=re.DOTALL | re.MULTILINE)


def test_the_api_pages_scripts_run_on_the_demo_as_shown(
    demo_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "resources" / "battles").mkdir(parents=True)
    shutil.copy(demo_path, tmp_path / "resources" / "battles" / "demo.yaml")
    monkeypatch.chdir(tmp_path)
    first, act, settings = blocks("api.md", "python")
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(first + act, {})  # the second goes on with the first's battle
        exec(settings, {})
    said = printed.getvalue().splitlines()
    # What the comments say a line prints: "# ... : ['ge11']", "# False 25", "# True".
    for line in (first + act + settings).splitlines():
        if line.startswith("print(") and (m := re.search(r"#(?:.*: | )(\[.*\]|False 25|True)$", line)):
            assert m.group(1) in said, (line, said)
    assert (tmp_path / "moved.yaml").is_file()


def _merged(base: dict[str, Any], fragment: dict[str, Any]) -> dict[str, Any]:
    """The fragment's keys in the battle: a list of entries with ids replaces or adds entries by id (a side, a unit),
    any other key is replaced."""
    merged = dict(base)
    for key, value in fragment.items():
        if isinstance(value, list) and isinstance(merged.get(key), list) and all("id" in v for v in value):
            entries = {entry["id"]: entry for entry in merged[key]}
            entries.update({entry["id"]: entry for entry in value})
            merged[key] = list(entries.values())
        else:
            merged[key] = value
    return merged


def test_the_battle_formats_battles_and_fragments_load(
    demo_path: Path, catalogue: Catalogue, tables: RuleTables
) -> None:
    examples = [text for text in blocks("battle-format.md", "yaml") if "…" not in text and "# ..." not in text]
    whole = [text for text in examples if text.startswith("format: morefire-battle")]
    assert len(whole) >= 2  # "A first example" and "A complete example"
    for text in whole:
        parse_battle(text, "battle-format.md", catalogue, tables)
    first = yaml.safe_load(whole[0])
    demo = yaml.safe_load(demo_path.read_text(encoding="utf-8"))
    fragments = [yaml.safe_load(text) for text in examples if text not in whole]
    keyed = [f for f in fragments if isinstance(f, dict)]
    assert len(keyed) >= 15
    for fragment in keyed:
        problems = []
        for base in (first, demo):  # a fragment names the first example's ids or the demo's
            try:
                parse_battle(yaml.safe_dump(_merged(base, fragment)), "fragment.yaml", catalogue, tables)
                break
            except Exception as exc:
                problems.append(str(exc))
        else:
            pytest.fail(f"{fragment}: {problems}")


def test_every_action_the_battle_format_writes_is_an_action() -> None:
    actions: list[Any] = []
    for text in blocks("battle-format.md", "yaml"):
        data = yaml.safe_load(text.replace("…", ""))
        if isinstance(data, list):
            actions += [entry for entry in data if isinstance(entry, dict) and "kind" in entry]
        elif isinstance(data, dict) and isinstance(data.get("actions"), list):
            actions += [record["action"] for record in data["actions"]]
    assert len(actions) >= 20
    for data in actions:
        assert parse_action(data).kind == data["kind"]


def test_the_vehicle_references_own_catalogue_file_merges_over_the_bundled(tmp_path: Path) -> None:
    mine = next(text for text in blocks("vehicle-reference.md", "yaml") if text.startswith("# my_units.yaml"))
    (tmp_path / "my_units.yaml").write_text(mine, encoding="utf-8")
    merged = load_catalogue(tmp_path / "my_units.yaml")
    assert merged["m4a1"].name == "M4A1 Sherman (sandbagged)" and merged["m4a1"].points == 155


def test_the_hidden_information_pages_remote_client_script_runs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from morefire_gui import cli

    monkeypatch.chdir(tmp_path)
    with contextlib.redirect_stdout(io.StringIO()):
        assert cli.main(["scenario", "--special", "tarawa", "--seed", "3", "--create", "tarawa.yaml"]) == 0
    script = blocks("hidden-information.md", "python")[1]
    assert 'BattleSession.open("tarawa.yaml")' in script
    scope: dict[str, Any] = {}
    exec(script, scope)
    assert scope["client"].seen_as.side == "allies" and "axis" in scope["client"].seen_as.secret_sides
