"""The aircraft in play (rule 5): the steps of the sequence of play they act in, the figures they fly by, which are
in play and what they flew this turn, and the edit that replaces them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError
from morefire_gui.ids import AircraftId, SideId
from morefire_gui.model.aircraft import AircraftInPlay
from morefire_gui.model.battle import Battle
from morefire_gui.rules.aircraft.tables import AircraftTables
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.edits import Aspect, Change, Edit

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession


# The steps of the sequence of play an aircraft acts in (resources/rules/sequence.yaml; the ids are a contract): a run
# is its movement along the arrow (movement phase, step 3) and the anti-aircraft fire and its attack (step 4),
# resolved together; at the end of the turn its arrow turns.
AIRCRAFT_MOVEMENT = "movement.aircraft"
AIR_FIRE = "movement.air_fire"
ARROWS = "aircraft.arrows"
RUN_STEPS = (AIRCRAFT_MOVEMENT, AIR_FIRE)
UNKNOWN_AIRCRAFT = QT_TRANSLATE_NOOP("Rules", "unknown aircraft {id}; the aircraft are: {known}")
NO_AIRCRAFT_IN_PLAY = QT_TRANSLATE_NOOP("Rules", "unknown aircraft {id}: no aircraft is in play")


def aircraft_tables_of(session: BattleSession, tables: AircraftTables | None = None) -> AircraftTables:
    """The aircraft figures to play with: ``tables`` when given, else the session's (a player's own, merged, once
    :func:`use_aircraft_figures` has set them)."""
    return tables if tables is not None else session.tables.aircraft


def use_aircraft_figures(session: BattleSession, tables: AircraftTables) -> None:
    """Play the session's aircraft with these figures (a player's own, merged over the app's by
    :mod:`morefire_gui.io.aircraft_tables`): every run it performs reads them, and the record of each aircraft's action
    keeps the keys they change (``aircraft_figures``), so that a replay flies it with them."""
    if session.tables.aircraft is not tables:
        session.tables = session.tables.replaced(aircraft=tables)


def aircraft_in_play(battle: Battle) -> list[AircraftInPlay]:
    """The airstrikes still over the table, in the battle file's order: the actors of the sequence of play's
    aircraft steps (movement, aircraft and AA fire, the direction arrows)."""
    return [a for a in battle.aircraft if a.in_play]


def flown_this_turn(battle: Battle, aircraft_id: AircraftId) -> tuple[str, ...]:
    """The run steps (:data:`RUN_STEPS`) the aircraft has acted in this turn: marked in them, or the log's run of
    this turn (a roll stands, though its effects were undone). Not empty: it has flown its run of the turn (the
    marks are cleared at the start of the next)."""
    marked = tuple(step for step in RUN_STEPS if aircraft_id in battle.acted.get(step, ()))
    if marked:
        return marked
    logged = any(
        e.kind == "airstrike" and e.turn == battle.turn and aircraft_id in e.actors and e.rolls() for e in battle.log
    )
    return RUN_STEPS if logged else ()


def taken_back_airstrike(battle: Battle, side_id: SideId) -> str | None:
    """The aircraft of ``side_id``'s airstrike of this turn whose entry was undone after its dice were rolled (its
    roll stands in the log, but it is not among the battle's aircraft, where it stays whatever becomes of it), or
    None. Such a side flies no new airstrike this turn: the dice undone are not rolled again (docs/rules-notes.md,
    "Sequence of play — a roll stands")."""
    flying = {a.id for a in battle.aircraft}
    return next(
        (
            e.actors[0]
            for e in battle.log
            if e.kind == "airstrike"
            and e.turn == battle.turn
            and e.side == side_id
            and e.actors
            and e.actors[0] not in flying
            and e.rolls()
        ),
        None,
    )


def aircraft_of(battle: Battle, aircraft_id: AircraftId) -> AircraftInPlay:
    """The battle's aircraft ``aircraft_id``, in play or not; an id it does not know is refused naming those it has."""
    plane = next((a for a in battle.aircraft if a.id == aircraft_id), None)
    if plane is None:
        if not battle.aircraft:
            raise UsageError(NO_AIRCRAFT_IN_PLAY.format(id=repr(aircraft_id)))
        known = ", ".join(a.id for a in battle.aircraft)
        raise UsageError(UNKNOWN_AIRCRAFT.format(id=repr(aircraft_id), known=known))
    return plane


# -- the edit ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ReplaceAircraft(Edit):
    """The battle's aircraft, before and after (an airstrike launched, flown, turned)."""

    before: tuple[AircraftInPlay, ...]
    after: tuple[AircraftInPlay, ...]
    text: str = QT_TRANSLATE_NOOP("Rules", "Change aircraft")

    def apply(self, battle: Battle) -> list[Change]:
        battle.aircraft = list(self.after)
        return [Change(Aspect.BATTLE)]

    def revert(self, battle: Battle) -> list[Change]:
        battle.aircraft = list(self.before)
        return [Change(Aspect.BATTLE)]


def replaced_aircraft(battle: Battle, plane: AircraftInPlay) -> tuple[AircraftInPlay, ...]:
    out = [plane if a.id == plane.id else a for a in battle.aircraft]
    if all(a.id != plane.id for a in battle.aircraft):
        out.append(plane)
    return tuple(out)
