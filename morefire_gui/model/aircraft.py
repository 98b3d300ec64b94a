"""Aircraft in play (rule 5): each airstrike over the table, where it is, its direction arrow, its altitude, what it
came to do and what became of it. Frozen values, like the rest of the battle; :mod:`morefire_gui.io.aircraft_checks`
checks them against the battle (sides, the catalogue, the table, the 90-degree turn). The key is documented in
docs/battle-format.md, section "aircraft".

The shapes and ids here match those of :mod:`morefire_gui.model.battle` (which imports this module).
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, field_validator

from morefire_gui.model.numbers import Degrees, Name, TurnCount
from morefire_gui.model.numbers import Identifier as _Identifier
from morefire_gui.model.numbers import Point as _Point
from morefire_gui.rules.aircraft.terms import AircraftState, Altitude, Attack, normalise_heading


class AircraftInPlay(BaseModel):
    """One airstrike: an aircraft of the catalogue (``type``, of kind ``aircraft``) flying for ``side``.

    * ``at``: where it is, on the table (on its edge when it has just entered, or where it left).
    * ``heading``: its direction arrow, degrees clockwise from north; it flies along it in the movement phase.
    * ``flown_heading``: the heading it flew its last run on; at the end of the turn the arrow turns at most 90
      degrees from it (sequence of play). None: it has not flown yet (the arrow is the heading it entered on).
    * ``altitude`` (5.2), ``attack`` (5.4 strafe or 5.5 bomb), ``bombs_dropped`` (its bombs are gone).
    * ``runs``: the runs it has flown; ``state``: in play, or what ended its part in the battle.
    """

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    id: _Identifier
    side: _Identifier
    type: str = Field(min_length=1)
    at: _Point
    heading: Degrees
    altitude: Altitude = Altitude.LOW
    attack: Attack = Attack.STRAFE
    state: AircraftState = AircraftState.IN_PLAY
    flown_heading: Degrees | None = None
    bombs_dropped: bool = False
    runs: TurnCount = 0
    name: Name | None = None

    @field_validator("heading", "flown_heading")
    @classmethod
    def _normalise(cls, value: float | None) -> float | None:
        return None if value is None else normalise_heading(value)

    @property
    def in_play(self) -> bool:
        return self.state is AircraftState.IN_PLAY

    @property
    def turn_from(self) -> float:
        """The heading the end-of-turn change is measured from (sequence of play: up to 90 degrees)."""
        return self.flown_heading if self.flown_heading is not None else self.heading
