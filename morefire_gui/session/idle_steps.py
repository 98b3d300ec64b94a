"""Whether the battle's current step asks anything of the players this turn, or only that they press Next.

    nothing_to_do(session)            # None: someone acts here; else why nobody does ("" : nobody is listed)
    nothing_to_do(session, view)      # hot seat: as the side at the table sees it, for that side

The readings are in docs/rules-notes.md, "Sequence of play — a step with nothing to do".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.aircraft import ARROWS, RUN_STEPS, side_airstrikes
from morefire_gui.session.sequence_of_play import ActorKind, eligible_units

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.visibility import View

__all__ = ["nothing_to_do"]

NO_AIRCRAFT = QT_TRANSLATE_NOOP("Rules", "no aircraft is in play")
NO_AIRSTRIKE = QT_TRANSLATE_NOOP("Rules", "no airstrike was bought to fly and no aircraft is in play")


def nothing_to_do(session: BattleSession, view: View | None = None) -> str | None:
    """Why nobody acts in the battle's current step this turn, or None when someone does. In hot seat (``view`` of a
    side) it is the side at the table's: the other side's units, listed, wait for their own player.

    "" where nobody is listed as one who may act. In the aircraft steps an aircraft in play (either side's: the
    anti-aircraft guns fire at the enemy's) or an airstrike the side bought with its forces and may fly in this weather
    is something to do though nobody is listed (a new airstrike is flown with the Airstrike tool); without either the
    anti-aircraft units listed have nothing to fire at, and the reason is said."""
    battle = session.battle
    step = battle.step or session.tables.sequence.first.id
    side = view.side if view is not None else None
    actors = eligible_units(session, view=view)
    planes = [a for a in actors if a.kind is ActorKind.AIRCRAFT]
    if step == ARROWS:  # a side turns its own aircraft's arrows
        return None if any(side is None or a.side == side for a in planes) else NO_AIRCRAFT
    if step in RUN_STEPS:
        if planes:
            return None
        for s in battle.sides:
            if side is not None and s.id != side:
                continue  # the other side's purchases are its secret (session/visibility.py)
            status = side_airstrikes(session, s.id)
            if status.bought and status.bought_availability is not None and status.bought_availability.allowed:
                return None
        return NO_AIRSTRIKE
    if any(side is None or a.side == side for a in actors):
        return None
    return ""
