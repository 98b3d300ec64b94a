"""3.5: a vehicle fires into a target area with every machine gun of the table it carries, a heavy machine gun as the
HMG row (FIR 5, 1,500 yards), beside its TMGs and its main gun's T-HE. A battle of the bundled catalogue: an M4 (105)
Sherman (two TMGs, the .50 HMG, a 105 mm gun) and an M16 half-track (four .50 HMGs, no gun) 500 yards from a German
rifle squad in the open."""

from __future__ import annotations

import pytest

from morefire_gui.errors import UsageError
from morefire_gui.model.actions.infantry import Firer
from morefire_gui.model.battle import Battle
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.infantry import fire, plan_infantry_fire


def session() -> BattleSession:
    return BattleSession(
        Battle.model_validate(
            {
                "table": {"width": 72, "depth": 48},
                "scale": "1:50",
                "sides": [
                    {"id": "allies", "nation": "usa", "edge": "south"},
                    {"id": "axis", "nation": "germany", "edge": "north"},
                ],
                "terrain": [],
                "units": [
                    {"id": "m4", "side": "allies", "type": "m4_105", "at": [30, 30]},
                    {"id": "m16", "side": "allies", "type": "m16_mgmc", "at": [34, 30]},
                    {"id": "r1", "side": "axis", "type": "R", "at": [32, 20]},
                ],
            }
        )
    )


def test_a_vehicles_hmg_fires_beside_its_tmgs_and_its_main_gun() -> None:
    s = session()
    plan = plan_infantry_fire(s, (32, 20), ["m4", "m16"])
    assert [(w.firer_id, w.fire_type) for w in plan.weapons] == [
        ("m4", "TMG"),
        ("m4", "TMG"),
        ("m4", "HMG"),
        ("m4", "T-HE"),
        ("m16", "HMG"),
        ("m16", "HMG"),
        ("m16", "HMG"),
        ("m16", "HMG"),
    ]
    outcome = fire(s, plan, ScriptedDice([99]))
    assert outcome.result.total_fir == 4 + 4 + 5 + 3 + 4 * 5  # TMG 4 each, HMG 5 each, T-HE 3 (3.5's table)


def test_a_vehicle_may_fire_its_hmg_alone() -> None:
    s = session()
    plan = plan_infantry_fire(s, (32, 20), [Firer(unit="m4", weapon="HMG")])
    assert [(w.firer_id, w.fire_type) for w in plan.weapons] == [("m4", "HMG")]
    with pytest.raises(UsageError, match="a vehicle fires its TMG, its HMG or its T-HE"):
        plan_infantry_fire(s, (32, 20), [Firer(unit="m4", weapon="MMG")])
    refused = plan_infantry_fire(s, (32, 20), [Firer(unit="m16", weapon="T-HE")]).no_weapon
    assert [r.reason for r in refused] == ["M16 Multiple Gun Motor Carriage has no T-HE (catalogue)"]
