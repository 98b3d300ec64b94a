"""Aircraft (rule 5, Table VII, the sequence of play's aircraft steps): an airstrike entering at a board edge and
flying its first run, the run of an aircraft in play, the end-of-turn turn of its direction arrow, and whether it is
snowing (SNOW: no airstrikes)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from morefire_gui.model.actions.base import Action, Namer, as_is
from morefire_gui.model.numbers import Degrees as Heading
from morefire_gui.model.numbers import Identifier, Point, Yards
from morefire_gui.rules.aircraft.terms import Altitude, Attack
from morefire_gui.rules.words import QT_TRANSLATE_NOOP


class Airstrike(Action):
    """Rule 5: ``side`` flies an airstrike of the catalogue's ``aircraft`` (one it bought with its forces if it has
    one waiting, else a new one, its points charged), entering at ``entry`` on a board edge with its direction arrow
    at ``heading`` (degrees clockwise from north, into the table), at ``altitude`` (5.2), to ``attack`` (5.4 strafe,
    5.5 bomb), diving (5.3), releasing its bombs ``release_yards`` along its path (None: where it leaves the table or
    its move ends); ``advanced`` None follows the battle. ``id`` and ``name`` None: the app names it (``air1``)."""

    kind: Literal["airstrike"] = "airstrike"
    side: Identifier
    aircraft: Identifier
    entry: Point
    heading: Heading
    altitude: Altitude = Altitude.LOW
    attack: Attack = Attack.STRAFE
    dive: bool = False
    release_yards: Yards | None = None
    advanced: bool | None = None
    id: Identifier | None = None
    name: str | None = Field(default=None, max_length=80)
    label = QT_TRANSLATE_NOOP("Rules", "Airstrike")
    reads_aircraft_figures = True

    def title(self, name: Namer = as_is) -> str:
        return QT_TRANSLATE_NOOP("Rules", "Airstrike by {side}: {aircraft}").format(
            side=name(self.side), aircraft=name(self.aircraft)
        )

    def acting_side(self) -> str | None:
        return self.side


class AircraftRun(Action):
    """Rule 5: the run this turn of ``aircraft``, in play: along its arrow, at ``altitude`` (None: as it is; one band
    up or down, 5.2), its ``attack`` (None: as it is), diving, releasing its bombs ``release_yards`` along its path;
    ``advanced`` None follows the battle."""

    kind: Literal["aircraft_run"] = "aircraft_run"
    aircraft: Identifier
    altitude: Altitude | None = None
    attack: Attack | None = None
    dive: bool = False
    release_yards: Yards | None = None
    advanced: bool | None = None
    label = QT_TRANSLATE_NOOP("Rules", "Aircraft run")
    reads_aircraft_figures = True

    def title(self, name: Namer = as_is) -> str:
        return QT_TRANSLATE_NOOP("Rules", "{aircraft} flies its run").format(aircraft=name(self.aircraft))

    def actor_ids(self) -> tuple[str, ...]:
        return (self.aircraft,)


class TurnArrow(Action):
    """Sequence of play: CHANGE AIRCRAFT MOVEMENT DIRECTION ARROW UP TO 90 DEGREES: ``aircraft``'s arrow turned to
    ``heading``."""

    kind: Literal["aircraft_turn"] = "aircraft_turn"
    aircraft: Identifier
    heading: Heading
    label = QT_TRANSLATE_NOOP("Rules", "Turn the direction arrow")
    reads_aircraft_figures = True

    def title(self, name: Namer = as_is) -> str:
        return QT_TRANSLATE_NOOP("Rules", "Turn {aircraft}'s arrow to {heading:g}").format(
            aircraft=name(self.aircraft), heading=self.heading % 360
        )

    def actor_ids(self) -> tuple[str, ...]:
        return (self.aircraft,)


class SetSnowing(Action):
    """SNOW: "Roll a d6 with an ODD result indicating that it is snowing with no airstrikes allowed": the result, set
    for the battle (``snowing`` False: it is not). Part of the set-up: a strict battle takes it before play begins."""

    kind: Literal["snowing"] = "snowing"
    snowing: bool = True
    label = QT_TRANSLATE_NOOP("Rules", "Snowing")
    set_up = True
    begins_play = False

    def title(self, name: Namer = as_is) -> str:
        return (
            QT_TRANSLATE_NOOP("Rules", "It is snowing")
            if self.snowing
            else QT_TRANSLATE_NOOP("Rules", "It is not snowing")
        )
