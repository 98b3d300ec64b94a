"""A side of the battle as the window names it, in the interface's language.

The battle file, the command line and ``--json`` name a side by its label (``Side.label``): the name the players gave
it, the role's name the scenario system gave it ("Attacker"), else its id ("Axis"). The window says the same in the
player's language: a name the players gave as they wrote it, a role's name and the scenario system's two sides
(Tables II, VII) translated ("Angreifer", "Achse").
"""

from __future__ import annotations

from morefire_gui.gui.said import nation_name, said
from morefire_gui.model.battle import ROLE_NAMES, Battle
from morefire_gui.rules.words import QT_TRANSLATE_NOOP

__all__ = ["said_side", "said_side_by_role", "said_side_id", "said_side_nation"]

# The scenario system's sides by their ids: a side with no name of its own is read as its id.
_SIDE_IDS = {"axis": QT_TRANSLATE_NOOP("Rules", "Axis"), "allies": QT_TRANSLATE_NOOP("Rules", "Allies")}


def said_side_id(side_id: str) -> str:
    """A side by its id alone ("Achse", "Alliierte"), as a side with no name of its own reads; another id
    capitalised, as its label is ("Red")."""
    known = _SIDE_IDS.get(side_id)
    return said(known) if known is not None else side_id.capitalize()


def said_side(battle: Battle, side_id: str) -> str:
    """A side as the player reads it: the name the players gave it, as they wrote it; a role's name the scenario
    system gave it, translated ("Verteidiger"); else its id, translated ("Alliierte"). An id the battle does not know,
    as it is."""
    side = battle.side(side_id)
    if side is None:
        return side_id
    if not side.name:
        return said_side_id(side.id)
    return said(side.label) if side.name in ROLE_NAMES else side.name


def said_side_by_role(battle: Battle, side_id: str) -> str:
    """A side as the player reads it beside its role ("Verteidiger (Achse, Deutschland)"): as :func:`said_side`,
    but a side the scenario system named by its role by its id, so that the role is not said twice."""
    side = battle.side(side_id)
    if side is not None and side.name in ROLE_NAMES:
        return said_side_id(side_id)
    return said_side(battle, side_id)


def said_side_nation(battle: Battle, side_id: str) -> str:
    """A side and its nation, as a list of sides offers it: "Achse (Deutschland)"."""
    side = battle.side(side_id)
    return f"{said_side(battle, side_id)} ({nation_name(side.nation)})" if side is not None else side_id
