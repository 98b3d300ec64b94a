"""Hot seat: the side at the table sets up for itself alone. A side's player places its own counters and buys its own
forces; placing or buying for the other side from one's own view would put counters on the table behind that side's
back (and, counted among the other side's ids, tell what of it is out of sight). The window offers only the side at
the table (the Catalogue, the force builder); the session refuses the rest, so that the command line and a remote
side's client get the same refusal (docs/hidden-information.md, "The side at the table acts for itself")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.names import side_name
from morefire_gui.session.visibility import HIDDEN_INFORMATION

if TYPE_CHECKING:
    from morefire_gui.model.battle import Battle

__all__ = ["HIDDEN_INFORMATION", "buying_refusal", "placing_refusal"]


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
