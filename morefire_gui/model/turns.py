"""The sequence of play in a battle: the step ids it names, the marks of who has acted in which step this turn, and
counter-battery fire in progress (4.42). Frozen values, like the rest of the battle; the battle file's checks
(io/turn_checks.py) compare them with the sequence's steps and the battle's units and batteries.

The shapes and ids here match those of :mod:`morefire_gui.model.battle` (which imports this module).
"""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, model_validator

from morefire_gui.model.numbers import Identifier as _Identifier, Turn, TurnCount


# A step of the sequence of play, "phase.step": movement.road, artillery.impact (resources/rules/sequence.yaml). The
# battle file's check compares it with the sequence's steps (io/turn_checks.py), naming them.
StepId = Annotated[str, Field(min_length=1)]


class CounterBatteryRecord(BaseModel):
    """4.42: a battery's counter-battery fire at an enemy off-board battery. "Counter-battery fire at an off-board
    battery will require four turns of continuous fire to zero in on the battery. It will then destroy ONE gun per
    turn of sustained fire."

    The order is written in the artillery phase of ``called_turn``; the fire is counted in the artillery phase of each
    turn after it (``turns_fired`` turns in a row so far, the last in ``fired_turn``)."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    battery: _Identifier
    target: _Identifier
    called_turn: Turn
    turns_fired: TurnCount = 0
    fired_turn: Turn | None = None

    @model_validator(mode="after")
    def _check(self) -> "CounterBatteryRecord":
        if self.battery == self.target:
            raise ValueError("a battery cannot fire counter-battery fire at itself")
        if self.fired_turn is not None and self.fired_turn <= self.called_turn:
            raise ValueError(f"the fire is counted from the turn after it is called (called_turn {self.called_turn}, "
                             f"fired_turn {self.fired_turn})")
        if self.turns_fired and self.fired_turn is None:
            raise ValueError("'turns_fired' needs 'fired_turn', the turn the fire was last counted")
        return self
