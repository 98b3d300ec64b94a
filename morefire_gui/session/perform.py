"""The one path of an action: :func:`perform` checks it against the battle and the sequence of play and resolves it
with the rules core, giving a :class:`Resolution` (nothing applied); :func:`commit` applies it as one step: its
effects, the record of the action (with its dice and the digest of the state it left), and its log entries. The
window wraps the commit in one undo command; the command line's ``--apply``, ``morefire act`` and the replay call the
same commit, so the same action leaves the same file whoever took it.

    resolution = session.perform(DirectFire(firer="ge3", target="su4"))
    if resolution.refused: print(resolution.reason)       # with .rule; nothing rolled, nothing changed
    session.commit(resolution)                            # effects, marks, the action's record, the log entries
"""

from __future__ import annotations

import importlib
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from morefire_gui.errors import MissingValue, MoreFireError
from morefire_gui.io.validation_words import first_said
from morefire_gui.model.action_record import ActionRecord, RollRecord
from morefire_gui.model.actions import Action, action_data
from morefire_gui.rules.dice import Dice
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.edits import Change, Compound, Edit
from morefire_gui.session.names import action_title
from morefire_gui.session.performing import Performing
from morefire_gui.session.record import AppendAction, SetStart, state_digest
from morefire_gui.session.resolution import Committed, Resolution, handler_for, look_ahead_for
from morefire_gui.session.visibility import secret_to_owner

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession

__all__ = ["commit", "perform"]

# The modules whose handlers perform the actions (each registers its kinds with ``@handles``).
HANDLER_MODULES = (
    "morefire_gui.session.table_edits",
    "morefire_gui.session.turn_actions",
    "morefire_gui.session.direct_fire.actions",
    "morefire_gui.session.forces.purchase",
    "morefire_gui.session.scenario",
    "morefire_gui.session.mission",
    "morefire_gui.session.infantry.actions",
    "morefire_gui.session.artillery.at_once",
    "morefire_gui.session.fire_orders",
    "morefire_gui.session.artillery_set_up",
    "morefire_gui.session.gun_set_up",
    "morefire_gui.session.movement.actions",
    "morefire_gui.session.aircraft.actions",
)
_loaded = False


def _load_handlers() -> None:
    global _loaded
    if not _loaded:
        for name in HANDLER_MODULES:
            importlib.import_module(name)
        _loaded = True


def perform(session: BattleSession, action: Action, dice: Dice | None = None) -> Resolution:
    """Check and resolve ``action`` with ``dice`` (the session's by default). Never raises for what the action says:
    an action the rules refuse, or one that names what the battle does not have (``invalid``), is a refused
    resolution with its reason."""
    _load_handlers()
    ctx = Performing(session, action, dice if dice is not None else session.dice)
    handler = handler_for(action)
    if handler is None:
        return ctx.refuse(
            QT_TRANSLATE_NOOP("Rules", "the app cannot perform a {kind} action").format(kind=repr(action.kind)),
            invalid=True,
        )
    try:
        # A side acts only with its own: the one check of the hand, for every kind of action (session/at_table.py).
        ahead = look_ahead_for(action)
        if (refused := ctx.own_hand(None if ahead is None else lambda *why: ahead(ctx, action, *why))) is not None:
            return refused
        return handler(ctx, action)
    except (MoreFireError, ValidationError) as exc:
        if ctx.rolled():
            raise  # a failure after the dice were rolled is the app's, not the player's
        return ctx.refuse(_message(exc), invalid=True, missing=exc.key if isinstance(exc, MissingValue) else "")


def _message(exc: Exception) -> str:
    return first_said(exc) if isinstance(exc, ValidationError) else str(exc)


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _figures(session: BattleSession, action: Action) -> dict[str, Any] | None:
    """The player's own aircraft figures an aircraft's action was played with, for its record (None: the app's)."""
    if not type(action).reads_aircraft_figures:
        return None
    from morefire_gui.io.aircraft_tables import figures_played

    return figures_played(session.tables.aircraft)


def commit(session: BattleSession, resolution: Resolution) -> Committed | None:
    """Apply a resolution as one step: the position the record starts from (the first time), its effects, the action's
    record, then its log entries (which undo never removes). A refused resolution changes nothing (None)."""
    if resolution.refused:
        return None
    battle = session.battle
    place = (battle.turn, battle.step or session.tables.sequence.first.id)
    free = not battle.strict
    edits: list[Edit] = []
    changes: list[Change] = []
    if battle.start is None and not battle.actions:
        edits.append(SetStart(None, battle.state()))
        changes += edits[-1].apply(battle)
    edits.append(resolution.edit)
    changes += resolution.edit.apply(battle)
    first_seq = len(battle.log) + 1
    record = ActionRecord(
        n=len(battle.actions) + 1,
        turn=place[0],
        step=place[1],
        side=battle.at_table,
        at=_now(),
        free=True if free else None,
        action=action_data(resolution.action),
        dice=tuple(
            RollRecord(die=r.die.label, face=r.face, purpose=r.purpose, by_hand=r.by_hand) for r in resolution.dice
        ),
        log=tuple(range(first_seq, first_seq + len(resolution.log))),
        log_from=first_seq,
        state=state_digest(battle),
        aircraft_figures=_figures(session, resolution.action),
    )
    edits.append(AppendAction(record))
    changes += edits[-1].apply(battle)
    session.notify(changes)
    # An entry naming a hidden position that is still hidden (or a unit of a wave not landed) is its side's own.
    entries = tuple(session.record_draft(secret_to_owner(battle, draft), place) for draft in resolution.log)
    return Committed(
        resolution, Compound(tuple(edits), resolution.text or action_title(session, resolution.action)), entries
    )
