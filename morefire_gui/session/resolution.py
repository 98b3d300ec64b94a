"""What performing an action gives back: a :class:`Resolution`, frozen, holding the action, whether it was refused
(with the reason and the rule), the result the rules core worked out with its explained steps, the dice rolled, the
log entries to write and ONE edit with every effect (unit changes, reveals, acted and fired marks, cleared
minefields). Nothing is applied until :meth:`BattleSession.commit` takes it.

A handler of one kind of action works in a :class:`Performing`: the session, the dice, and the checks of the sequence
of play that a strict battle makes (docs/rules-notes.md, "Sequence of play — who may act")::

    @handles(DirectFire)
    def _fire(ctx: Performing, action: DirectFire) -> Resolution:
        plan = plan_fire(ctx.session, ...)
        if (refused := ctx.in_step(step, [action.firer], "tank vs tank")) is not None:
            return refused
        outcome = resolve_fire(ctx.session, plan, ctx.dice)
        return ctx.done(outcome, outcome.steps, outcome.edit, marks={step: [action.firer]}, log=[LogDraft(...)])
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

from morefire_gui.model.actions import Action
from morefire_gui.model.log import LogEntry
from morefire_gui.rules.dice import Dice, DieRoll
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.session.edits import Compound, Edit

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession

__all__ = ["Committed", "LogDraft", "Performing", "Resolution", "SEQUENCE_RULE", "handler_for", "handles"]

SEQUENCE_RULE = "Sequence of play"


@dataclass(frozen=True)
class LogDraft:
    """A log entry an action writes when it is committed. ``turn`` and ``phase`` None: the battle's turn and step as
    the action is committed; ``secret``: only ``side`` sees it in a side's view; ``actors`` and ``targets``: who acted
    and at whom (the sequence of play reads them: a roll made stands even when its effects are undone)."""

    kind: str
    title: str
    summary: str = ""
    steps: tuple[Step, ...] = ()
    turn: int | None = None
    phase: str | None = None
    side: str | None = None
    secret: bool = False
    actors: tuple[str, ...] = ()
    targets: tuple[str, ...] = ()


@dataclass(frozen=True)
class Resolution:
    """An action performed: refused (``reason``, ``rule``; ``invalid`` when the action names what the battle does not
    have, a mistake in the input rather than a refusal of the rules), or resolved: ``result`` (the rules' outcome,
    for the dialogs and the command line to render), its ``steps``, the ``dice`` rolled in order, the ``log`` entries
    and the ``edit`` of its effects, not yet applied. ``text`` names it in the undo history."""

    action: Action
    refused: bool = False
    reason: str = ""
    rule: str = ""
    invalid: bool = False
    result: Any = None
    steps: tuple[Step, ...] = ()
    edit: Edit = field(default_factory=Compound)
    log: tuple[LogDraft, ...] = ()
    dice: tuple[DieRoll, ...] = ()
    text: str = ""

    @property
    def accepted(self) -> bool:
        return not self.refused

    @property
    def refusal(self) -> str:
        """``reason (rule)``, for a message."""
        return f"{self.reason} ({self.rule})" if self.rule and self.rule not in self.reason else self.reason


@dataclass(frozen=True)
class Committed:
    """A resolution applied: the one edit that was applied (its effects and the action's record; undo reverts it) and
    the log entries written (undo never removes them)."""

    resolution: Resolution
    edit: Edit
    entries: tuple[LogEntry, ...]


A = TypeVar("A", bound=Action)
Handler = Callable[["Performing", Any], Resolution]
_HANDLERS: dict[type[Action], Handler] = {}


def handles(*kinds: type[A]) -> Callable[[Callable[["Performing", A], Resolution]],
                                          Callable[["Performing", A], Resolution]]:
    """Register the function that performs these kinds of action (one handler a kind)."""

    def register(fn: Callable[["Performing", A], Resolution]) -> Callable[["Performing", A], Resolution]:
        for kind in kinds:
            if kind in _HANDLERS and _HANDLERS[kind] is not fn:
                raise TypeError(f"{kind.__name__} already has a handler")
            _HANDLERS[kind] = fn
        return fn

    return register


def handler_for(action: Action) -> Handler | None:
    return _HANDLERS.get(type(action))


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

    def rolled(self) -> tuple[DieRoll, ...]:
        return tuple(self.dice.history[self._first_roll:])

    # -- refusals ------------------------------------------------------------------------------------------------
    def refuse(self, reason: str, rule: str = "", invalid: bool = False, result: Any = None,
               steps: Sequence[Step] = ()) -> Resolution:
        if self.rolled():
            # A refusal rolls nothing: the app's dice must stand where a later action expects them.
            raise RuntimeError(f"{type(self.action).__name__} was refused after rolling dice: {reason}")
        shown = tuple(steps) or (NoteStep(reason, rule),)
        return Resolution(self.action, refused=True, reason=reason, rule=rule, invalid=invalid, result=result,
                          steps=shown, text=self.action.title())

    def in_step(self, steps: str | Sequence[str], actors: Iterable[str] = (), what: str = "") -> Resolution | None:
        """In a strict battle, the refusal of an action out of its step, or by an actor that may not act in it now;
        None when it may go ahead (and always in a free battle). ``steps``: the step or steps the rules give the
        action; ``what``: the action in the rules' words ("tank vs tank")."""
        if not self.strict:
            return None
        from morefire_gui.session.sequence_of_play import out_of_sequence

        refusal = out_of_sequence(self.session, [steps] if isinstance(steps, str) else list(steps), list(actors),
                                  what)
        return self.refuse(refusal, SEQUENCE_RULE) if refusal is not None else None

    def at_set_up(self, what: str) -> Resolution | None:
        """In a strict battle, the refusal of a change to the table once play has begun (docs/rules-notes.md,
        "Sequence of play — set-up"); None before it, and always in a free battle."""
        if not self.strict:
            return None
        from morefire_gui.session.sequence_of_play import play_begun

        begun = play_begun(self.session.battle)
        if begun is None:
            return None
        return self.refuse(f"{what} is part of the set-up, and play has begun ({begun}); switch the battle to free "
                           f"play (Rules -> Keep to the Sequence of Play) to change the table", SEQUENCE_RULE)

    # -- a resolution ----------------------------------------------------------------------------------------------
    def done(self, result: Any = None, steps: Sequence[Step] = (), effects: Edit | Sequence[Edit] = (),
             marks: Mapping[str, Iterable[str]] | None = None, log: Sequence[LogDraft] = (),
             text: str = "") -> Resolution:
        """The action resolved: ``effects`` (an edit or several) and the acted ``marks`` (step id to ids) as one
        edit, with the log entries to write."""
        edits = [effects] if isinstance(effects, Edit) else list(effects)
        if marks:
            from morefire_gui.session.turn_state import mark_fired

            mark = mark_fired(self.session.battle, marks, tables=self.session.tables)
            if mark is not None:
                edits.append(mark)
        edits = [e for e in edits if not (isinstance(e, Compound) and not e.edits)]
        title = text or self.action.title()
        edit: Edit = edits[0] if len(edits) == 1 else Compound(tuple(edits), title)
        return Resolution(self.action, result=result, steps=tuple(steps), edit=edit, log=tuple(log),
                          dice=self.rolled(), text=title)
