"""Hot seat: the side at the table sets up for itself alone. A side's player places its own counters and buys its own
forces; placing or buying for the other side from one's own view would put counters on the table behind that side's
back (and, counted among the other side's ids, tell what of it is out of sight). The window offers only the side at
the table (the Catalogue, the force builder); the session refuses the rest, so that the command line and a remote
side's client get the same refusal (docs/hidden-information.md, "The side at the table acts for itself")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.names import public_unit_name, side_name
from morefire_gui.session.visibility import HIDDEN_INFORMATION, view_of

if TYPE_CHECKING:
    from collections.abc import Iterable

    from morefire_gui.model.battle import Battle
    from morefire_gui.session.battle_session import BattleSession

__all__ = ["HIDDEN_INFORMATION", "buying_refusal", "handling_refusal", "placing_refusal"]


def handling_refusal(session: BattleSession, unit_ids: Iterable[str]) -> str | None:
    """Why the player at the table may not move, turn, delete or change one of ``unit_ids`` by hand: it is another
    side's counter (``View.may_change``), named as every side may read it; None when every one is the side's own, or
    nobody has the table (the umpire's view). Ids the battle does not have are left to the action to name."""
    battle = session.battle
    at_table = battle.at_table
    if at_table is None:
        return None
    view = view_of(battle, at_table)
    for unit_id in unit_ids:
        unit = battle.unit(unit_id)
        if unit is None or view.may_change(unit_id):
            continue
        return QT_TRANSLATE_NOOP(
            "Rules",
            "{unit} is a counter of {side}, and the table is with {at_table}: a player moves, turns, takes off and "
            "changes only the counters of their own side (Players -> Hand Over gives {side} the table)",
        ).format(
            unit=public_unit_name(session, unit_id),
            side=side_name(battle, unit.side),
            at_table=side_name(battle, at_table),
        )
    return None


def placing_refusal(battle: Battle, side: str) -> str | None:
    """Why a counter of ``side`` may not be placed now: another side has the table; None when it may (``side`` has
    the table, or everyone has it)."""
    at_table = battle.at_table
    if at_table is None or at_table == side:
        return None
    return QT_TRANSLATE_NOOP(
        "Rules",
        "{at_table} has the table and places its own counters, not {side}'s: hand the table over to {side} to place "
        "them (Players -> Hand Over)",
    ).format(at_table=side_name(battle, at_table), side=side_name(battle, side))


def buying_refusal(battle: Battle, side: str) -> str | None:
    """Why ``side``'s forces may not be bought now: another side has the table; None when they may."""
    at_table = battle.at_table
    if at_table is None or at_table == side:
        return None
    return QT_TRANSLATE_NOOP(
        "Rules",
        "{at_table} has the table and buys its own forces, not {side}'s: hand the table over to {side} to buy them "
        "(Players -> Hand Over)",
    ).format(at_table=side_name(battle, at_table), side=side_name(battle, side))
