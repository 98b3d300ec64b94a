"""A side of the battle as the window names it, in the interface's language.

The battle file, the command line and ``--json`` name a side by its label (``Side.label``): the name the players gave
it, else its allegiance or id ("Axis"); a side the scenario system named by its role ("Attacker") by its allegiance
with its role beside it ("Axis (attacker)"). The window says the same in the player's language: a name the players
gave as they wrote it, the scenario system's two sides (Tables II, VII) and the roles translated ("Achse
(Angreifer)", "Alliierte").
"""

from __future__ import annotations

from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import nation_name, said
from morefire_gui.model.battle import ALLEGIANCE_NAMES, IN_ROLE, ROLE_WORDS, Battle

__all__ = ["said_side", "said_side_id", "said_side_in_role", "said_side_nation", "said_side_short"]


def said_side_id(side_id: str) -> str:
    """A side by its id alone ("Achse", "Alliierte"), as a side with no name of its own reads; another id
    capitalised, as its label is ("Red")."""
    known = ALLEGIANCE_NAMES.get(side_id)
    return said(known) if known is not None else side_id.capitalize()


def said_side_short(battle: Battle, side_id: str) -> str:
    """A side without its role, where a short name is wanted (a caption on the board): the name the players gave it,
    as they wrote it; else its allegiance or id, translated ("Achse"). An id the battle does not know, as it is."""
    side = battle.side(side_id)
    if side is None:
        return side_id
    if side.name and not side.named_by_role:
        return side.name
    return said_side_id(side.id)


def said_side_in_role(battle: Battle, side_id: str, role: str) -> str:
    """A side with its role in the mission beside it: "Achse (Angreifer)", "Kampfgruppe Nord (Verteidiger)"."""
    words = ROLE_WORDS.get(role)
    return said(IN_ROLE).format(side=said_side_short(battle, side_id), role=said(words) if words is not None else role)


def said_side(battle: Battle, side_id: str) -> str:
    """A side as the player reads it: the name the players gave it, as they wrote it; a side the scenario system named
    by its role by its allegiance and that role, translated ("Achse (Angreifer)"); else its id, translated
    ("Alliierte"). An id the battle does not know, as it is."""
    side = battle.side(side_id)
    if side is not None and side.name is not None and side.named_by_role:
        return said_side_in_role(battle, side_id, side.name.lower())
    return said_side_short(battle, side_id)


def said_side_nation(battle: Battle, side_id: str, role: str | None = None) -> str:
    """A side and its nation, as a list of sides offers it: "Achse (Deutschland)"; with its ``role`` before its nation,
    "Kampfgruppe Nord (Angreifer, Deutschland)", as a side the scenario system named by its role always reads ("Achse
    (Angreifer, Deutschland)")."""
    side = battle.side(side_id)
    if side is None:
        return side_id
    nation = nation_name(side.nation)
    if role is None and side.name is not None and side.named_by_role:
        role = side.name.lower()
    words = ROLE_WORDS.get(role) if role is not None else None
    if words is None:
        return f"{said_side(battle, side_id)} ({nation})"
    return tr("{side} ({role}, {nation})").format(
        side=said_side_short(battle, side_id), role=said(words), nation=nation
    )
