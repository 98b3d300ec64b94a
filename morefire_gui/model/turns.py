"""The sequence of play in a battle: the step ids it names, the marks of who has acted in which step this turn, and
counter-battery fire in progress (4.42). Frozen values, like the rest of the battle; the battle file's checks
(io/turn_checks.py) compare them with the sequence's steps and the battle's units and batteries.

The shapes and ids here match those of :mod:`morefire_gui.model.battle` (which imports this module).
"""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, model_validator

from morefire_gui.model.numbers import MAX_RECORDS, MAX_TABLE, Turn, TurnCount
from morefire_gui.model.numbers import Identifier as _Identifier

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
    def _check(self) -> CounterBatteryRecord:
        if self.battery == self.target:
            raise ValueError("a battery cannot fire counter-battery fire at itself")
        if self.fired_turn is not None and self.fired_turn <= self.called_turn:
            raise ValueError(
                f"the fire is counted from the turn after it is called (called_turn {self.called_turn}, "
                f"fired_turn {self.fired_turn})"
            )
        if self.turns_fired and self.fired_turn is None:
            raise ValueError("'turns_fired' needs 'fired_turn', the turn the fire was last counted")
        return self


SEGMENTS_PER_TURN = 4  # Sequence of play, movement item 6: "movement is alternated in 1/4 allowance segments"


class CloseCombatGroup(BaseModel):
    """Sequence of play, movement item 6: units the players declared in a close combat situation in ``step`` of
    ``turn``. "The SLOWER vehicle moves first AND movement is alternated in 1/4 allowance segments": ``order`` the units
    slowest first, ``quarters`` each one's segment (a quarter of its allowance, in table units), four rounds of one
    segment each in that order. ``done``: how many of the rounds' segments are behind (taken, passed or skipped);
    ``passed``: the units that stopped moving (their segments left are skipped)."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    turn: Turn
    step: StepId
    order: tuple[_Identifier, ...] = Field(min_length=2)
    quarters: tuple[Annotated[float, Field(ge=0, le=MAX_TABLE, allow_inf_nan=False)], ...]
    road: bool = False
    done: Annotated[int, Field(ge=0, le=MAX_RECORDS)] = 0
    passed: tuple[_Identifier, ...] = ()

    @model_validator(mode="after")
    def _check(self) -> CloseCombatGroup:
        if len(set(self.order)) != len(self.order):
            raise ValueError("a unit is named twice in the close combat's 'order'")
        if len(self.quarters) != len(self.order):
            raise ValueError(
                f"'quarters' gives {len(self.quarters)} segments for the {len(self.order)} units of 'order'"
            )
        if self.done > len(self.slots):
            raise ValueError(f"'done' is {self.done}: the close combat has {len(self.slots)} segments")
        if any(p not in self.order for p in self.passed):
            raise ValueError("a unit in 'passed' is not in the close combat's 'order'")
        return self

    @property
    def slots(self) -> tuple[str, ...]:
        """The unit of every segment, round after round."""
        return self.order * SEGMENTS_PER_TURN

    def quarter(self, unit_id: str) -> float:
        return self.quarters[self.order.index(unit_id)]

    def next_slot(self, skip: frozenset[str] = frozenset()) -> int | None:
        """The index of the segment to move now: the first not behind whose unit has not passed and is not in
        ``skip`` (a unit that cannot move any more); None when the group is over."""
        for i in range(self.done, len(self.slots)):
            unit = self.slots[i]
            if unit not in self.passed and unit not in skip:
                return i
        return None

    def round_of(self, slot: int) -> int:
        return slot // len(self.order) + 1

    def segments_left(self, unit_id: str) -> int:
        """How many of its segments ``unit_id`` may still move in (0: it passed, or its four are behind)."""
        if unit_id not in self.order or unit_id in self.passed:
            return 0
        return sum(1 for u in self.slots[self.done :] if u == unit_id)

    def is_in(self, turn: int, step: str | None) -> bool:
        """Whether the group is the battle's now: in its turn and step (a step left behind closes it)."""
        return turn == self.turn and step == self.step
