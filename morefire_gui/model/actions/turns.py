"""The sequence of play itself: the next step (with everything that happens on the way), a step back within the
turn, a unit or battery marked by hand as having acted, the ISLAND's activation roll, and handing the table over to
the other player."""

from __future__ import annotations

from typing import Literal

from morefire_gui.model.actions.base import Action, Namer, as_is
from morefire_gui.model.numbers import Identifier
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, joined


class NextStep(Action):
    """On to the next step of the sequence of play: at a new turn, what the start of a turn brings (statuses lift,
    marks clear, the rolls the rules call for); entering artillery step A, the fire missions due land."""

    kind: Literal["next_step"] = "next_step"
    label = QT_TRANSLATE_NOOP("Rules", "Next step")


class StepBack(Action):
    """Back to the step before, within the turn (nothing that happened is undone)."""

    kind: Literal["step_back"] = "step_back"
    label = QT_TRANSLATE_NOOP("Rules", "Back a step")


class MarkActed(Action):
    """A unit or battery ticked (or unticked) by hand as having acted in the current step: what it did was played at
    the table without the app."""

    kind: Literal["mark"] = "mark"
    actor: Identifier
    done: bool = True
    label = QT_TRANSLATE_NOOP("Rules", "Mark acted")

    def title(self, name: Namer = as_is) -> str:
        return (
            QT_TRANSLATE_NOOP("Rules", "{unit}: acted")
            if self.done
            else QT_TRANSLATE_NOOP("Rules", "{unit}: not acted")
        ).format(unit=name(self.actor))

    def actor_ids(self) -> tuple[str, ...]:
        return (self.actor,)


class RollActivation(Action):
    """ISLAND D: the defender's activation roll for this turn (a raid)."""

    kind: Literal["island_activation"] = "island_activation"
    label = QT_TRANSLATE_NOOP("Rules", "Activation roll")


class HandOver(Action):
    """Players → Hand Over: the table passes to a side's player (``to`` None: everyone, for set-up or an umpire).
    Once a side has had the table, showing everything needs every side's player to agree (``agreed``: the sides
    whose players did), as it shows every side's secrets."""

    kind: Literal["hand_over"] = "hand_over"
    to: Identifier | None = None
    agreed: tuple[Identifier, ...] = ()
    label = QT_TRANSLATE_NOOP("Rules", "Hand over")
    begins_play = False

    def title(self, name: Namer = as_is) -> str:
        if self.to:
            return QT_TRANSLATE_NOOP("Rules", "Hand over to {side}").format(side=name(self.to))
        if self.agreed:
            return QT_TRANSLATE_NOOP("Rules", "Show everything, agreed by {sides}").format(
                sides=joined(map(name, self.agreed), QT_TRANSLATE_NOOP("Rules", "{first} and {then}"))
            )
        return QT_TRANSLATE_NOOP("Rules", "Show everything")
