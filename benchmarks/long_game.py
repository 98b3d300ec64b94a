"""A long game: the demo battle after a StuG has spotted an SU-76 and fired at it, with that shot (its log entry and its
record) taken again and again, numbered on. 3,000 shots make a file of some 4.5 MB and 600,000 values, the history
of a long battle; the benchmarks time its save after one more action, the tests open it again."""

from __future__ import annotations

from pathlib import Path

from morefire_gui.model.actions.direct_fire import DirectFire, Spot
from morefire_gui.model.actions.table import ChangeUnits
from morefire_gui.model.battle import Battle
from morefire_gui.rules.dice import SeededDice
from morefire_gui.session.battle_session import BattleSession


def shooting(demo_path: Path) -> BattleSession:
    """The demo with a StuG that has spotted an SU-76 and fired at it."""
    s = BattleSession.open(demo_path)
    su7 = s.battle.unit("su7")
    s.commit(s.perform(ChangeUnits(units=(su7.model_copy(update={"at": (55.0, 22.0)}),))))
    s.commit(s.perform(Spot(spotter="ge7", target="su7"), SeededDice(1)))
    s.commit(s.perform(DirectFire(firer="ge7", target="su7"), SeededDice(1)))
    return s


def with_shots(battle: Battle, shots: int) -> Battle:
    """The battle with its last shot (its log entry and its record) taken ``shots`` times more, numbered on."""
    entry, record = battle.log[-1], battle.actions[-1]
    logged, recorded = len(battle.log), len(battle.actions)
    log = [entry.model_copy(update={"seq": logged + i + 1}) for i in range(shots)]
    actions = [
        record.model_copy(
            update={"n": recorded + i + 1, "log": (logged + i + 1,), "log_from": logged + i + 1, "state": None}
        )
        for i in range(shots)
    ]
    return battle.model_copy(update={"log": [*battle.log, *log], "actions": [*battle.actions, *actions]})
