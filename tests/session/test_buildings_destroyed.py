"""TERRAIN VICTORY POINT SCHEDULE: "Building * + 6 6 10 ... + Receive only 1/2 points if destroyed". A building
location destroyed in play is recorded as an action (any time, one undoable step, logged) and then scores half of
its column's value; no other kind of location is destroyed."""

from __future__ import annotations

from typing import Any

import pytest

from morefire_gui.model.actions.forces import BuildingDestroyed
from morefire_gui.model.battle import Battle
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.scenario import score_battle

# The schedule's rows as printed: Standard, Retained, Captured; "+" only on the building.
SCHEDULE = {
    "hill": (70, 50, 70),
    "ford": (60, 30, 40),
    "bridge": (50, 30, 45),
    "crossroad": (50, 25, 35),
    "road_exit": (30, 20, 50),
    "building": (6, 6, 10),
}


def _session(tables, catalogue, kind: str, schedule: str = "standard", held_by: str | None = "axis") -> BattleSession:  # type: ignore[no-untyped-def]
    standard, retained, captured = SCHEDULE[kind]
    piece: dict[str, Any] = (
        {"id": "p1", "kind": kind, "polygon": [[20, 20], [22, 20], [22, 22], [20, 22]]}
        if kind in ("hill", "building")
        else {"id": "p1", "kind": kind, "at": [21, 21]}
    )
    if kind == "hill":
        piece["level"] = 1
    battle = Battle.model_validate(
        {
            "table": {"width": 48, "depth": 48},
            "scale": "1:50",
            "sides": [
                {"id": "axis", "nation": "germany", "edge": "north"},
                {"id": "allies", "nation": "ussr", "edge": "south"},
            ],
            "terrain": [piece],
            # The Axis defender on the location, the attacker far away (no enemy within 1000 yards).
            "units": [
                {"id": "g1", "side": "axis", "type": "R", "at": [21, 21]},
                {"id": "s1", "side": "allies", "type": "R", "at": [47, 47]},
            ],
            "mission": {"kind": "holding_action", "attacker": "allies", "defender": "axis", "vp_schedule": schedule},
            "vp_locations": [
                {
                    "id": "vp1",
                    "kind": kind,
                    "piece": "p1",
                    "values": {"standard": standard, "retained": retained, "captured": captured},
                    **({"held_by": held_by} if held_by else {}),
                }
            ],
        }
    )
    return BattleSession(battle, None, catalogue, tables)


@pytest.mark.parametrize(
    "schedule,held_by,column,whole",
    [
        ("standard", "axis", "standard", 6),
        ("retained_captured", "axis", "retained", 6),
        ("retained_captured", None, "captured", 10),
    ],
)
def test_a_destroyed_building_scores_half_its_column(tables, catalogue, schedule, held_by, column, whole) -> None:
    session = _session(tables, catalogue, "building", schedule, held_by)
    standing = score_battle(session.battle, session.catalogue, session.tables).locations[0]
    assert (standing.column, standing.points, standing.halved) == (column, whole, False)
    resolution = session.perform(BuildingDestroyed(location="vp1"))
    assert resolution.accepted and resolution.dice == ()
    session.commit(resolution)
    assert session.battle.vp_locations[0].destroyed
    assert session.battle.log[-1].kind == "scenario" and session.battle.log[-1].title == "Building is destroyed"
    destroyed = score_battle(session.battle, session.catalogue, session.tables).locations[0]
    assert (destroyed.column, destroyed.points, destroyed.halved) == (column, whole / 2, True)
    again = session.perform(BuildingDestroyed(location="vp1"))
    assert again.refused and again.rule == "VP schedule" and "already" in again.reason
    session.commit(session.perform(BuildingDestroyed(location="vp1", destroyed=False)))
    assert score_battle(session.battle, session.catalogue, session.tables).locations[0].points == whole


@pytest.mark.parametrize("kind", [k for k in SCHEDULE if k != "building"])
def test_only_a_building_is_destroyed(tables, catalogue, kind: str) -> None:
    session = _session(tables, catalogue, kind)
    refused = session.perform(BuildingDestroyed(location="vp1"))
    assert refused.refused and refused.rule == "VP schedule"
    assert "only a building is destroyed" in refused.reason


def test_a_location_the_battle_does_not_have_is_named(tables, catalogue) -> None:
    refused = _session(tables, catalogue, "building").perform(BuildingDestroyed(location="vp9"))
    assert refused.refused and "the battle has no victory point location 'vp9'; it has vp1" in refused.reason
    assert refused.invalid  # an id the battle does not have: bad input, not the schedule's refusal
