"""The work of performing one action: the session, the dice it rolls with, and the checks a strict battle makes
against the sequence of play (docs/rules-notes.md, "Sequence of play"). A handler of a kind of action
(:func:`morefire_gui.session.resolution.handles`) is given one, and gives back its :class:`Resolution`."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from morefire_gui.errors import MoreFireError
from morefire_gui.model.actions import Action
from morefire_gui.rules.dice import Dice, DieRoll
from morefire_gui.rules.explain import NoteStep, Step, before_the_dice
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.claims import Claim, unheld
from morefire_gui.session.edits import Compound, Edit
from morefire_gui.session.names import action_title
from morefire_gui.session.resolution import SEQUENCE_RULE, LogDraft, Resolution
from morefire_gui.session.sequence_of_play import not_in_step, play_begun
from morefire_gui.session.turn_state import mark_fired

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession

__all__ = ["Performing"]


class Performing:
    """The work of performing one action: the session, the dice to roll with, and the checks a strict battle makes
    against the sequence of play."""

    def __init__(self, session: BattleSession, action: Action, dice: Dice) -> None:
        self.session = session
        self.action = action
        self.dice = dice
        self._first_roll = len(dice.history)

    @property
    def strict(self) -> bool:
        return self.session.battle.strict

    def title(self) -> str:
        """The action in words (``Move Tiger 2``): the undo history's name for it, and its log entry's title where it
        has no other."""
        return action_title(self.session, self.action)

    def rolled(self) -> tuple[DieRoll, ...]:
        return tuple(self.dice.history[self._first_roll :])

    # -- refusals ------------------------------------------------------------------------------------------------
    def refuse(
        self,
        reason: str,
        rule: str = "",
        invalid: bool = False,
        result: Any = None,
        steps: Sequence[Step] = (),
        missing: str = "",
    ) -> Resolution:
        if self.rolled():
            # A refusal rolls nothing: the app's dice must stand where a later action expects them.
            raise RuntimeError(f"{type(self.action).__name__} was refused after rolling dice: {reason}")
        # A refusal rolls nothing: steps given from a look ahead are kept up to its first (preview) die.
        shown = before_the_dice(steps) or (NoteStep(reason, rule),)
        return Resolution(
            self.action,
            refused=True,
            reason=reason,
            rule=rule,
            invalid=invalid,
            missing=missing,
            result=result,
            steps=shown,
            text=self.title(),
        )

    def in_step(self, steps: str | Sequence[str], actors: Iterable[str] = (), what: str = "") -> Resolution | None:
        """In a strict battle, the refusal of an action out of its step, or by an actor that may not act in it now;
        None when it may go ahead (and always in a free battle). ``steps``: the step or steps the rules give the
        action; ``what``: the action in the rules' words ("tank vs tank")."""
        if not self.strict:
            return None
        refusal = not_in_step(self.session, [steps] if isinstance(steps, str) else list(steps), list(actors), what)
        return self.refuse(refusal.reason, refusal.rule) if refusal is not None else None

    def claims(self, *claims: Claim, result: Any = None) -> Resolution | None:
        """In a strict battle, the refusal of an action that says what the battle does not hold (the target fired, the
        advanced rules, the turn: :mod:`morefire_gui.session.claims`), with ``result`` for the window and the
        command line to show; None when the battle holds all it says (and always in a free battle, where the players
        say them)."""
        if not self.strict:
            return None
        wrong = unheld(claims)
        if wrong is None:
            return None
        return self.refuse(wrong.refusal, wrong.rule, result=result)

    def own_hand(self, look_ahead: Callable[[str, str], Any] | None = None) -> Resolution | None:
        """The refusal of an action taken for another side, or with (or on) another side's units, batteries or
        aircraft while a side has the table, strict or free (session/at_table.py, ``hand_refusal``); None when all it
        takes in hand is the side's own, or nobody has the table. What the rules do to another side's counter comes
        through the action that does it."""
        from morefire_gui.session.at_table import HIDDEN_INFORMATION, hand_refusal

        refusal = hand_refusal(self.session, self.action)
        if refusal is None:
            return None
        try:
            result = look_ahead(refusal, HIDDEN_INFORMATION) if look_ahead is not None else None
        except MoreFireError:
            result = None  # what else the action says wrong (firers of both sides) comes after whose it is
        return self.refuse(refusal, HIDDEN_INFORMATION, result=result)

    def at_set_up(self, what: str) -> Resolution | None:
        """In a strict battle, the refusal of a change to the table once play has begun (docs/rules-notes.md,
        "Sequence of play — set-up"); None before it, and always in a free battle."""
        if not self.strict:
            return None
        begun = play_begun(self.session.battle)
        if begun is None:
            return None
        return self.refuse(
            QT_TRANSLATE_NOOP(
                "Rules",
                "{what} is part of the set-up, and play has begun ({begun}): undo back to the set-up (Edit → Undo), "
                "or switch the battle to free play (Rules → Keep to the Sequence of Play) to do it all the same",
            ).format(what=what, begun=begun),
            SEQUENCE_RULE,
        )

    # -- a resolution ----------------------------------------------------------------------------------------------
    def done(
        self,
        result: Any = None,
        steps: Sequence[Step] = (),
        effects: Edit | Sequence[Edit] = (),
        marks: Mapping[str, Iterable[str]] | None = None,
        log: Sequence[LogDraft] = (),
        text: str = "",
    ) -> Resolution:
        """The action resolved: ``effects`` (an edit or several) and the acted ``marks`` (step id to ids) as one
        edit, with the log entries to write."""
        edits = [effects] if isinstance(effects, Edit) else list(effects)
        if marks:
            mark = mark_fired(self.session.battle, marks, tables=self.session.tables)
            if mark is not None:
                edits.append(mark)
        edits = [e for e in edits if not (isinstance(e, Compound) and not e.edits)]
        title = text or self.title()
        edit: Edit = edits[0] if len(edits) == 1 else Compound(tuple(edits), title)
        return Resolution(
            self.action, result=result, steps=tuple(steps), edit=edit, log=tuple(log), dice=self.rolled(), text=title
        )
