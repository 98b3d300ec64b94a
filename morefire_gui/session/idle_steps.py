"""Whether the battle's current step asks anything of the players this turn, or only that they press Next.

    nothing_to_do(session)            # None: someone acts here; else why nobody does ("" : nobody is listed)
    nothing_to_do(session, view)      # hot seat: as the side at the table sees it, for that side

The readings are in docs/rules-notes.md, "Sequence of play — a step with nothing to do".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from morefire_gui.session.aircraft import ARROWS, NO_AIRCRAFT, RUN_STEPS, nothing_to_fly
from morefire_gui.session.movement import OFF_THE_ROAD, ROAD
from morefire_gui.session.sequence_of_play import ActorKind, eligible_units

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.visibility import View

__all__ = ["nothing_to_do"]


def nothing_to_do(session: BattleSession, view: View | None = None) -> str | None:
    """Why nobody acts in the battle's current step this turn, or None when someone does. In hot seat (``view`` of a
    side) it is the side at the table's: the other side's units, listed, wait for their own player.

    "" where nobody is listed as one who may act. In the aircraft steps an aircraft in play that has not flown its run
    this turn, or a new airstrike a side may fly (one its forces have, in this weather), is something to do though
    nobody is listed (a new airstrike is flown with the Airstrike tool); without either, the reason is said
    (:func:`nothing_to_fly <morefire_gui.session.aircraft.nothing_to_fly>`). In road movement with nobody listed, the
    reason is that no vehicle stands on a road (1.3)."""
    battle = session.battle
    step = battle.step or session.tables.sequence.first.id
    side = view.side if view is not None else None
    actors = eligible_units(session, view=view)
    planes = [a for a in actors if a.kind is ActorKind.AIRCRAFT]
    if step == ARROWS:  # a side turns its own aircraft's arrows
        return None if any(side is None or a.side == side for a in planes) else NO_AIRCRAFT
    if step in RUN_STEPS:
        # The other side's purchases are its secret (session/visibility.py): the side at the table's alone.
        return nothing_to_fly(session, side)
    if any(side is None or a.side == side for a in actors):
        return None
    return OFF_THE_ROAD if step == ROAD and not actors else ""
