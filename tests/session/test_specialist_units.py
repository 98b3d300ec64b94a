"""The bundled catalogue's specialists, as the rules read them: engineers add 15 to an assault (3.2), an
administrative section melees with MF 1 (3.1), and the minesweeper tanks (the Sherman Crab, the T-34 with PT-3
rollers) clear a minefield section by moving onto it (3.61 b)."""

from __future__ import annotations

from typing import Any

import pytest

from morefire_gui.io.resources import bundled_catalogue, rule_tables
from morefire_gui.model.battle import Battle
from morefire_gui.model.terms import Status
from morefire_gui.rules.catalogue.entries import UnitKind, VehicleRole
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.rules.minefields import MineResult
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.infantry import assault, melee
from morefire_gui.session.movement import MoveRequest, plan_move, resolve_move
from morefire_gui.session.unit_facts import is_minesweeper


def bundled_session(
    units: list[dict[str, Any]], terrain: list[dict[str, Any]] = (), *, allies: str = "ussr", axis: str = "germany"
) -> BattleSession:
    battle = Battle.model_validate(
        {
            "table": {"width": 72, "depth": 48, "unit": "in"},
            "scale": "1:50",
            "sides": [
                {"id": "axis", "nation": axis, "edge": "north"},
                {"id": "allies", "nation": allies, "edge": "south"},
            ],
            "terrain": list(terrain),
            "units": units,
        }
    )
    return BattleSession(battle, catalogue=bundled_catalogue(), tables=rule_tables())


def test_the_catalogue_has_the_specialists() -> None:
    c = bundled_catalogue()
    assert c["ENG"].kind is UnitKind.INFANTRY and c["ENG"].infantry.engineer
    assert c["HQ"].kind is UnitKind.INFANTRY and c["HQ"].role == "administrative"
    for vid, nation, years in (("crab", "britain", (1944, 1945)), ("t34_pt3", "ussr", (1943, 1945))):
        entry = c[vid]
        assert entry.role is VehicleRole.MINESWEEPER and is_minesweeper(entry)
        assert entry.nation == nation and entry.years == years
    # Every nation may field engineers and a headquarters (nation "all").
    for nation in ("germany", "usa", "britain", "ussr"):
        ids = {e.id for e in c.for_nation(nation)}
        assert {"ENG", "HQ"} <= ids
    assert "crab" in {e.id for e in c.for_nation("britain")}
    assert "t34_pt3" in {e.id for e in c.for_nation("ussr")}


def test_an_engineer_squad_adds_15_to_its_assault() -> None:
    units = [
        {"id": "e", "side": "axis", "type": "ENG", "at": [10, 10]},
        {"id": "r", "side": "axis", "type": "R", "at": [12, 10]},
        {"id": "t", "side": "allies", "type": "t34_76_43", "at": [10, 10.6], "moved": "E"},
        {"id": "t2", "side": "allies", "type": "t34_76_43", "at": [12, 10.6], "moved": "E"},
    ]
    s = bundled_session(units)
    eng = assault(s, "e", "t", ScriptedDice([100]), defensive_fire=False)
    rifle = assault(s, "r", "t2", ScriptedDice([100]), defensive_fire=False)
    assert eng.result.chance == rifle.result.chance + 15
    assert any("ngineer" in step.text() and "15" in step.text() for step in eng.steps)
    # The engineers fire as the rifle squad they are (FIR 1, 500 yards).
    assert s.catalogue["ENG"].infantry.fir == s.catalogue["R"].infantry.fir


def test_an_administrative_section_melees_with_mf_1() -> None:
    s = bundled_session(
        [
            {"id": "hq", "side": "axis", "type": "HQ", "at": [10, 10]},
            {"id": "r", "side": "allies", "type": "R", "at": [10.6, 10]},
        ]
    )
    outcome = melee(s, "r", "hq", ScriptedDice([5, 7]))  # 5 + 4 against 7 + 1: the rifles win
    assert outcome.result.defender.mf == 1 and outcome.result.winner == "r"
    assert any("administrative section, MF 1" in step.text() for step in outcome.steps)
    s.apply(outcome.edit)
    assert s.battle.unit("hq").has(Status.DESTROYED)


@pytest.mark.parametrize(("vehicle", "nation"), [("crab", "britain"), ("t34_pt3", "ussr")])
def test_a_minesweeper_tank_clears_the_minefield_it_moves_onto(vehicle: str, nation: str) -> None:
    mines = {"id": "m1", "kind": "minefield", "mines": "at", "polygon": [[20, 18], [22, 18], [22, 19], [20, 19]]}
    s = bundled_session(
        [{"id": "sw", "side": "allies", "type": vehicle, "at": [18.5, 18.5], "facing": 90}], [mines], allies=nation
    )
    plan = plan_move(s, MoveRequest("sw", ((21, 18.5),)))
    outcome = resolve_move(s, plan, ScriptedDice([]))  # no die: a minesweeper does not roll
    assert [e.result for e in outcome.minefield_events] == [MineResult.CLEARED]
    assert outcome.cleared == ("m1",)
    s.apply(outcome.edit)
    assert s.battle.piece("m1").cleared and not s.battle.unit("sw").has(Status.DESTROYED)


@pytest.mark.parametrize(
    ("vehicle", "nation", "stuck"),
    [
        ("bergepanther", "germany", "panther_a"),
        ("m31_trv", "usa", "m4a1"),
        ("churchill_arv", "britain", "churchill7"),
        ("t34_t", "ussr", "t34_76_43"),
    ],
)
def test_a_recovery_vehicle_frees_a_stuck_vehicle_the_turn_after_it_arrives(
    vehicle: str, nation: str, stuck: str
) -> None:
    from morefire_gui.session.conditions import start_turn

    entry = bundled_catalogue()[vehicle]
    assert entry.role is VehicleRole.RECOVERY and entry.nation == nation
    s = bundled_session(
        [
            {"id": "rv", "side": "axis", "type": vehicle, "at": [10, 10], "facing": 90},
            {
                "id": "st",
                "side": "axis",
                "type": stuck,
                "at": [12.0, 10],
                "facing": 90,
                "status": ["immobilized"],
                "status_until": {"immobilized": 20},
            },
        ],
        axis=nation,
    )
    outcome = resolve_move(s, plan_move(s, MoveRequest("rv", ((11, 10),), turn=7)), ScriptedDice([]))
    assert outcome.recovered == ("st",)
    s.apply(outcome.edit)
    s.apply(start_turn(s, 8).edit)
    assert not s.battle.unit("st").has(Status.IMMOBILIZED)
