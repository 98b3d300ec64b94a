"""The sequence of play itself: the next step (with everything that happens on the way), a step back within the
turn, a unit or battery marked by hand as having acted, the ISLAND's activation roll, and handing the table over to
the other player."""

from __future__ import annotations

from typing import Literal

from morefire_gui.model.actions.base import Action
from morefire_gui.model.numbers import Identifier


class NextStep(Action):
    """On to the next step of the sequence of play: at a new turn, what the start of a turn brings (statuses lift,
    marks clear, the rolls the rules call for); entering artillery step A, the fire missions due land."""

    kind: Literal["next_step"] = "next_step"
    label = "Next step"


class StepBack(Action):
    """Back to the step before, within the turn (nothing that happened is undone)."""

    kind: Literal["step_back"] = "step_back"
    label = "Back a step"


class MarkActed(Action):
    """A unit or battery ticked (or unticked) by hand as having acted in the current step: what it did was played at
    the table without the app."""

    kind: Literal["mark"] = "mark"
    actor: Identifier
    done: bool = True
    label = "Mark acted"

    def title(self) -> str:
        return f"{self.actor}: {'acted' if self.done else 'not acted'}"

    def actor_ids(self) -> tuple[str, ...]:
        return (self.actor,)


class RollActivation(Action):
    """ISLAND D: the defender's activation roll for this turn (a raid)."""

    kind: Literal["island_activation"] = "island_activation"
    label = "Activation roll"


class HandOver(Action):
    """Players -> Hand Over: the table passes to a side's player (``to`` None: everyone, for set-up or an umpire).
    Once a side has had the table, showing everything needs every side's player to agree (``agreed``: the sides
    whose players did), as it shows every side's secrets."""

    kind: Literal["hand_over"] = "hand_over"
    to: Identifier | None = None
    agreed: tuple[Identifier, ...] = ()
    label = "Hand over"
    begins_play = False

    def title(self) -> str:
        if self.to:
            return f"Hand over to {self.to}"
        return f"Show everything, agreed by {' and '.join(self.agreed)}" if self.agreed else "Show everything"
