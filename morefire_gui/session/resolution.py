"""What performing an action gives back: a :class:`Resolution`, frozen, holding the action, whether it was refused
(with the reason and the rule), the result the rules core worked out with its explained steps, the dice rolled, the
log entries to write and ONE edit with every effect (unit changes, reveals, acted and fired marks, cleared
minefields). Nothing is applied until :meth:`BattleSession.commit` takes it.

A handler of one kind of action works in a :class:`~morefire_gui.session.performing.Performing`: the session, the
dice, and the checks of the sequence of play that a strict battle makes (docs/rules-notes.md, "Sequence of play — who may act")::

    @handles(DirectFire)
    def _fire(ctx: Performing, action: DirectFire) -> Resolution:
        plan = plan_fire(ctx.session, ...)
        if (refused := ctx.in_step(step, [action.firer], "tank vs tank")) is not None:
            return refused
        outcome = resolve_fire(ctx.session, plan, ctx.dice)
        return ctx.done(outcome, outcome.steps, outcome.edit, marks={step: [action.firer]}, log=[LogDraft(...)])
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

from morefire_gui.model.actions import Action
from morefire_gui.model.log import LogEntry, LoggedLanding
from morefire_gui.rules.dice import DieRoll
from morefire_gui.rules.explain import Step
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.edits import Compound, Edit

if TYPE_CHECKING:
    from morefire_gui.session.performing import Performing

__all__ = [
    "SEQUENCE_RULE",
    "Committed",
    "LogDraft",
    "Resolution",
    "handler_for",
    "handles",
    "look_ahead_for",
    "looks_ahead",
]

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
    landing: LoggedLanding | None = None  # a barrage's public entry: where it landed, its zone (the board's mark)


@dataclass(frozen=True)
class Resolution:
    """An action performed: refused (``reason``, ``rule``; ``invalid`` when the action names what the battle does not
    have, a mistake in the input rather than a refusal of the rules, ``missing`` the name of the value it lacks when
    that is the mistake), or resolved: ``result`` (the rules' outcome,
    for the dialogs and the command line to render), its ``steps``, the ``dice`` rolled in order, the ``log`` entries
    and the ``edit`` of its effects, not yet applied. ``text`` names it in the undo history."""

    action: Action
    refused: bool = False
    reason: str = ""
    rule: str = ""
    invalid: bool = False
    missing: str = ""
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
        if self.rule and self.rule not in self.reason:
            return QT_TRANSLATE_NOOP("Rules", "{reason} ({rule})").format(reason=self.reason, rule=self.rule)
        return self.reason


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


def handles(
    *kinds: type[A],
) -> Callable[[Callable[[Performing, A], Resolution]], Callable[[Performing, A], Resolution]]:
    """Register the function that performs these kinds of action (one handler a kind)."""

    def register(fn: Callable[[Performing, A], Resolution]) -> Callable[[Performing, A], Resolution]:
        for kind in kinds:
            if kind in _HANDLERS and _HANDLERS[kind] is not fn:
                raise TypeError(f"{kind.__name__} already has a handler")
            _HANDLERS[kind] = fn
        return fn

    return register


def handler_for(action: Action) -> Handler | None:
    return _HANDLERS.get(type(action))


# What an action gives as its result when it is refused before its handler, given the reason and the rule.
LookAhead = Callable[["Performing", Any, str, str], Any]
_LOOK_AHEADS: dict[type[Action], LookAhead] = {}


def looks_ahead(
    *kinds: type[A],
) -> Callable[[Callable[[Performing, A, str, str], Any]], Callable[[Performing, A, str, str], Any]]:
    """Register what an action of these kinds gives as its result when it is refused before its handler (a side's hand
    on another side's counter: session/perform.py), given the refusal's reason and rule, for the window and the
    command line to show as they show any refusal of it before the dice (a move's plan, a shot's, a preview); it
    rolls nothing."""

    def register(fn: Callable[[Performing, A, str, str], Any]) -> Callable[[Performing, A, str, str], Any]:
        for kind in kinds:
            _LOOK_AHEADS[kind] = fn
        return fn

    return register


def look_ahead_for(action: Action) -> LookAhead | None:
    return _LOOK_AHEADS.get(type(action))
