"""A new turn's entries each side reads of its own (its missions landing this turn) come in the battle's order of
sides, whichever run of the command wrote them, so that ``morefire replay`` of a battle played one command at a time
reaches it as saved; and a battle holding them in another order (as an older version wrote them) replays the same.
Run as the player runs them: one process per command, each with its own string hashing."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

BATTLE = """\
format: morefire-battle
version: 1
title: Two batteries
table: {width: 72, depth: 48, unit: in}
scale: "1:50"
sides:
  - {id: allies, nation: ussr, edge: south}
  - {id: axis, nation: germany, edge: north}
units:
  - {id: tk, side: axis, type: pz4h, at: [20, 10]}
  - {id: r1, side: allies, type: R, at: [30, 40]}
batteries:
  - {id: b1, side: axis, kind: off_board, guns: 4, calibre_mm: 105}
  - {id: b2, side: allies, kind: off_board, guns: 4, calibre_mm: 122}
fire_missions:
  - {battery: b1, at: [30, 40], called_turn: 1, impact_turn: 4}
  - {battery: b2, at: [20, 10], called_turn: 1, impact_turn: 4}
settings: {sequence: strict}
turn: 3
step: aircraft.arrows
"""

# Two hash seeds under which a set of the two sides' ids is walked in the two orders.
HASH_SEEDS = ("0", "1")


def morefire(hash_seed: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-m", "morefire_gui.cli", *args], capture_output=True, text=True, env=env, timeout=120
    )


def sides_of_the_new_turns_own_entries(path: Path) -> list[str]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    record = data["actions"][-1]
    entries = [data["log"][n - 1] for n in record["log"]]
    return [e["side"] for e in entries if e.get("side") is not None and e["kind"] == "turn"]


@pytest.mark.parametrize("hash_seed", HASH_SEEDS)
def test_a_new_turns_own_entries_come_in_the_battles_order_of_sides(tmp_path: Path, hash_seed: str) -> None:
    battle = tmp_path / "battle.yaml"
    battle.write_text(BATTLE, encoding="utf-8")
    done = morefire(hash_seed, "turn", str(battle), "--next", "--apply", str(battle))
    assert done.returncode == 0, done.stderr
    assert "Turn 4 — 1:30 of battle" in done.stdout
    assert sides_of_the_new_turns_own_entries(battle) == ["allies", "axis"]
    for replay_seed in HASH_SEEDS:
        replayed = morefire(replay_seed, "replay", str(battle))
        assert replayed.returncode == 0, replayed.stdout + replayed.stderr
        assert "to the battle as saved" in replayed.stdout


def test_a_battle_holding_them_in_another_order_replays_the_same(tmp_path: Path) -> None:
    battle = tmp_path / "battle.yaml"
    battle.write_text(BATTLE, encoding="utf-8")
    assert morefire("0", "turn", str(battle), "--next", "--apply", str(battle)).returncode == 0
    data = yaml.safe_load(battle.read_text(encoding="utf-8"))
    own = [n for n in data["actions"][-1]["log"] if data["log"][n - 1].get("side") is not None]
    first, second = own
    data["log"][first - 1], data["log"][second - 1] = data["log"][second - 1], data["log"][first - 1]
    battle.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")
    assert sides_of_the_new_turns_own_entries(battle) == ["axis", "allies"]
    for hash_seed in HASH_SEEDS:
        replayed = morefire(hash_seed, "replay", str(battle))
        assert replayed.returncode == 0, replayed.stdout + replayed.stderr
