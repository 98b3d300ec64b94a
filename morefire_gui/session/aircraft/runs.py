"""An aircraft in play's runs, as the dialog of its next run says them (rule 5, the sequence of play: an aircraft
flies one run a turn, moving in step 3 of the movement phase and attacking in step 4): the runs it has flown,
whether this turn's is still to fly and, if not, the turn of its next. A new airstrike is said by Table VII and the
side's airstrikes (:func:`morefire_gui.session.aircraft.side_airstrikes`), which have nothing to do with a run."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from morefire_gui.ids import AircraftId, SideId
from morefire_gui.session.aircraft.availability import runs_left
from morefire_gui.session.aircraft.in_play import aircraft_of
from morefire_gui.session.names import aircraft_name

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession

__all__ = ["AircraftRuns", "aircraft_runs"]


@dataclass(frozen=True)
class AircraftRuns:
    """An aircraft's runs: ``flown`` counts its entry, the run of its airstrike; ``left_this_turn``: in play and not
    flown this turn (:func:`~morefire_gui.session.aircraft.runs_left`); ``next_turn``: the turn it flies its next run
    in (this one while it is left, else the next), None once it is out of play (shot down, turned back, gone off the
    table)."""

    aircraft_id: AircraftId
    name: str  # as the players read it (session/names.py)
    side: SideId
    flown: int
    left_this_turn: bool
    next_turn: int | None


def aircraft_runs(session: BattleSession, aircraft_id: AircraftId) -> AircraftRuns:
    battle = session.battle
    plane = aircraft_of(battle, aircraft_id)
    left = any(a.id == plane.id for a in runs_left(session, plane.side))
    next_turn = None if not plane.in_play else battle.turn if left else battle.turn + 1
    return AircraftRuns(plane.id, aircraft_name(session, plane), plane.side, plane.runs, left, next_turn)
