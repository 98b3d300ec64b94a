"""Whether the battle's current step asks anything of the players this turn, or only that they press Next.

    nothing_to_do(session)            # None: someone acts here; else why nobody does ("" : nobody is listed)
    nothing_to_do(session, view)      # hot seat: as the side at the table sees it, for that side

The readings are in docs/rules-notes.md, "Sequence of play — a step with nothing to do".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from morefire_gui.rules.sequence import Actors
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.aircraft import ARROWS, NO_AIRCRAFT, RUN_STEPS, nothing_to_fly
from morefire_gui.session.movement import OFF_THE_ROAD, ROAD
from morefire_gui.session.sequence_of_play import ActorKind, eligible_units

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.visibility import View

__all__ = ["nothing_to_do"]

# Why nobody at all is listed in a step, by who acts in it (the sequence of play's ``actors``, as eligible_units reads
# them): what the table lacks for the step this turn.
NOBODY: dict[Actors, str] = {
    Actors.VEHICLES: QT_TRANSLATE_NOOP("Rules", "no vehicle is in play"),
    Actors.MOUNT: QT_TRANSLATE_NOOP(
        "Rules",
        "no passenger may dismount, and no infantry is within its move of a vehicle of its side with room for it",
    ),
    Actors.INFANTRY_MOVERS: QT_TRANSLATE_NOOP("Rules", "no infantry or gun on foot is in play"),
    Actors.MISSIONS_LANDING: QT_TRANSLATE_NOOP("Rules", "no barrage lands this turn"),
    Actors.BATTERIES: QT_TRANSLATE_NOOP("Rules", "no battery is in play"),
    Actors.AT_WEAPONS: QT_TRANSLATE_NOOP("Rules", "no anti-tank gun or squad anti-tank weapon is in play"),
    Actors.GUN_VEHICLES: QT_TRANSLATE_NOOP("Rules", "no vehicle with a main gun is in play"),
    Actors.ARMED_VEHICLES: QT_TRANSLATE_NOOP("Rules", "no armed vehicle is in play"),
    Actors.INFANTRY_FIRERS: QT_TRANSLATE_NOOP("Rules", "no infantry with a fire intensity rating is in play"),
    Actors.MELEE_CONTACT: QT_TRANSLATE_NOOP(
        "Rules", "no infantry or gun is in contact with the enemy's infantry or guns (3.1)"
    ),
    Actors.ASSAULT_CONTACT: QT_TRANSLATE_NOOP("Rules", "no infantry is in contact with an enemy tank or bunker (3.2)"),
}


def nothing_to_do(session: BattleSession, view: View | None = None) -> str | None:
    """Why nobody acts in the battle's current step this turn, or None when someone does. In hot seat (``view`` of a
    side) it is the side at the table's: the other side's units, listed, wait for their own player.

    "" where nobody is listed as one who may act. In the aircraft steps an aircraft in play that has not flown its run
    this turn, or a new airstrike a side may fly (one its forces have, in this weather), is something to do though
    nobody is listed (a new airstrike is flown with the Airstrike tool); without either, the reason is said
    (:func:`nothing_to_fly <morefire_gui.session.aircraft.nothing_to_fly>`). In road movement with nobody listed, the
    reason is that no vehicle stands on a road (1.3); in any other step with nobody at all listed, what the table lacks
    for it (:data:`NOBODY`: no infantry in contact with the enemy's in the melee step), said to the umpire's view alone
    (in the hot seat the other side's hidden units may be the ones who would act)."""
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
    if actors:
        return ""
    if step == ROAD:
        return OFF_THE_ROAD
    return NOBODY.get(session.tables.sequence.place(step).step.actors, "") if side is None else ""
