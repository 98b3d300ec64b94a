"""The record of play in the battle file: kept as written, each action checked against the kinds the app knows
(file, line and key named), an older file with an empty record."""

from __future__ import annotations

from pathlib import Path

import pytest

from morefire_gui.errors import BattleFileError
from morefire_gui.io.battle_file import load_battle, save_battle
from morefire_gui.io.resources import bundled_catalogue, rule_tables
from morefire_gui.model.actions.direct_fire import Spot
from morefire_gui.model.actions.turns import NextStep
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.battle_session import BattleSession


def recorded(demo_path: Path, tmp_path: Path) -> Path:
    s = BattleSession.open(demo_path)
    for action, dice in ((NextStep(), []), (Spot(spotter="ge7", target="su10"), [30])):
        s.commit(s.perform(action, ScriptedDice(dice)))
    out = tmp_path / "b.yaml"
    s.save(out)
    return out


def test_the_record_and_its_start_are_kept_as_written(demo_path: Path, tmp_path: Path) -> None:
    out = recorded(demo_path, tmp_path)
    text = out.read_text(encoding="utf-8")
    assert "\nactions:\n" in text and "\nstart:\n" in text and "action: {kind: next_step}" in text
    battle = load_battle(out, bundled_catalogue(), rule_tables())
    assert [r.kind for r in battle.actions] == ["next_step", "spot"]
    assert battle.start is not None and battle.start.step is None and battle.step == "movement.cross_country"
    save_battle(battle, tmp_path / "again.yaml")
    assert (tmp_path / "again.yaml").read_text(encoding="utf-8").split("\n", 3)[3] == text.split("\n", 3)[3]


def test_an_older_file_has_an_empty_record(demo_path: Path) -> None:
    battle = load_battle(demo_path, bundled_catalogue(), rule_tables())
    assert battle.actions == [] and battle.start is None and battle.settings.sequence is None
    assert not battle.strict


@pytest.mark.parametrize(
    "old, new, message",
    [
        ("action: {kind: next_step}", "action: {kind: next_stp}", "actions[0].action.kind: unknown action 'next_stp'"),
        (
            "action: {kind: spot, spotter: ge7, target: su10}",
            "action: {kind: spot, spotter: ge7, target: su10, range: 3}",
            "actions[1].action.range: unknown key 'range'",
        ),
        ("- n: 2", "- n: 5", "actions[1].n: action 5 where action 2 comes"),
        ("dice_seed:", "at_table: nobody\ndice_seed:", "at_table: unknown side 'nobody'"),
    ],
)
def test_a_broken_record_is_named_with_its_line(
    demo_path: Path, tmp_path: Path, old: str, new: str, message: str
) -> None:
    out = recorded(demo_path, tmp_path)
    text = out.read_text(encoding="utf-8")
    assert old in text
    bad = tmp_path / "bad.yaml"
    bad.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(BattleFileError) as err:
        load_battle(bad, bundled_catalogue(), rule_tables())
    found = [str(p) for p in err.value.problems]
    assert any(message in p and p.startswith(f"{bad}:") for p in found), found
