"""Close combat movement (1.3): the slower vehicle moves first, a quarter of its allowance at a time."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from morefire_gui.ids import UnitId
from morefire_gui.rules.movement_allowance import CloseCombatOrder, MoverKind, base_allowance, close_combat_order
from morefire_gui.session.unit_facts import conditions_of, entry_of, mover_of, unit_of

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession


# -- close combat ---------------------------------------------------------------------------------------------


def close_combat_order_for(session: BattleSession, unit_ids: Sequence[UnitId], road: bool = False) -> CloseCombatOrder:
    """The sequence of play's close-combat movement for these units: the slower first, in quarter-allowance
    segments. Each unit's allowance is its cross-country rate this turn (``road``: its road rate; infantry 100
    yards), after the battle's weather."""
    battle = session.battle
    geo = session.geometry
    conditions = conditions_of(battle)
    movers = []
    for unit_id in unit_ids:
        unit = unit_of(battle, unit_id)
        mover = mover_of(entry_of(session.catalogue, unit), unit, session.tables)
        road_rate = road and mover.kind is MoverKind.VEHICLE
        movers.append(
            (
                unit_id,
                base_allowance(
                    mover,
                    geo.scale,
                    geo.unit,
                    session.tables.movement,
                    session.tables.conditions,
                    conditions,
                    road=road_rate,
                ),
            )
        )
    return close_combat_order(movers, geo.yards_per_unit)
