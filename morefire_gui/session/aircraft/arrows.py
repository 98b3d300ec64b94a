"""The end of the turn: each aircraft's direction arrow turned (at most 90 degrees)."""

from __future__ import annotations

import math

from morefire_gui.errors import UsageError
from morefire_gui.geometry.aircraft import heading_of
from morefire_gui.geometry.shapes import XY
from morefire_gui.ids import AircraftId
from morefire_gui.model.aircraft import AircraftInPlay
from morefire_gui.model.battle import Battle
from morefire_gui.rules.aircraft.flight import check_turn
from morefire_gui.rules.aircraft.tables import AircraftTables
from morefire_gui.rules.aircraft.terms import AircraftError
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, whole_degrees
from morefire_gui.session.aircraft.in_play import ReplaceAircraft, aircraft_of, replaced_aircraft

# -- the end of the turn ------------------------------------------------------------------------------------------


def turn_aircraft(
    battle: Battle, aircraft_id: AircraftId, heading: float, tables: AircraftTables, name: str = ""
) -> ReplaceAircraft:
    """Sequence of play: "CHANGE AIRCRAFT MOVEMENT DIRECTION ARROW UP TO 90 DEGREES", from the heading it flew this
    turn. Raises :class:`AircraftError` for more, or for an aircraft no longer in play. ``name``: the aircraft as a
    person reads it (session/names.py, ``aircraft_name``); its id where none is given."""
    plane = aircraft_of(battle, aircraft_id)
    if not plane.in_play:
        raise AircraftError(
            QT_TRANSLATE_NOOP("Rules", "{aircraft} is {state}: it has no arrow to turn").format(
                aircraft=name or plane.id, state=plane.state.value.replace("_", " ")
            )
        )
    if not math.isfinite(heading):
        raise UsageError(QT_TRANSLATE_NOOP("Rules", "a heading is a number of degrees"))
    check_turn(plane.turn_from, heading, tables)
    after = plane.model_copy(update={"heading": heading % 360.0})
    after = AircraftInPlay.model_validate(after.model_dump())
    return ReplaceAircraft(
        tuple(battle.aircraft),
        replaced_aircraft(battle, after),
        QT_TRANSLATE_NOOP("Rules", "Turn {aircraft}'s arrow to {heading:g}").format(
            aircraft=name or plane.id, heading=whole_degrees(after.heading)
        ),
    )


def heading_towards(plane: AircraftInPlay, point: XY) -> float:
    """The heading from the aircraft to a point (the turn handle's drag)."""
    return heading_of(plane.at, point)
