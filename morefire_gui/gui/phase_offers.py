"""Menu entries, toolbar buttons and docks' buttons that start an action of the sequence of play, offered only in a
step where the battle would take that kind of action (the session says: session/play_kinds.py), and saying why not.

    starts(fire_action, PlayKind.DIRECT_FIRE)   # marked once, where it is made
    PhaseOffers(window).sync(session)           # each change to the battle: enabled, or greyed with why in its tips
    offer_now(context_entry, session, PlayKind.MELEE)   # a right click's entry, made for one menu
    set_own_offered(mount_action, has_choice)   # an entry that also needs a selection: both must hold
    offer_unless(act_button, not_now_acting(session, actor))   # an entry the session answers for otherwise

A disabled entry's tooltip adds why, and its status tip is why (the Tools menu's and a right click's menus say it as
the pointer rests on it: gui/widgets/menu_tips.py). A battle played free of the sequence offers every entry."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypeVar

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton
from shiboken6 import isValid

from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import said
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.play_kinds import NotNow, PlayKind, not_now

__all__ = [
    "PLAY_KINDS",
    "PhaseOffers",
    "PlayEntry",
    "kinds_of",
    "offer_now",
    "offer_unless",
    "set_own_offered",
    "starts",
    "why_not",
]

PLAY_KINDS = "play_kinds"
"""The property naming the kinds of action an entry starts (:func:`starts`), as their values joined by commas."""
_OWN_OFFERED = "own_offered"  # the entry's own condition (a selection to act on): False keeps it disabled
_NOT_NOW = "not_now"  # why the battle does not take its action now, as said ("" when it does)
_OWN_TIP, _OWN_STATUS = "own_tip", "own_status"  # its tips when offered

PlayEntry = QAction | QAbstractButton
EntryT = TypeVar("EntryT", QAction, QAbstractButton)


def starts(entry: EntryT, *kinds: PlayKind) -> EntryT:
    """Mark ``entry`` as one that starts an action of ``kinds`` (offered when the battle takes any of them)."""
    entry.setProperty(PLAY_KINDS, ",".join(k.value for k in kinds))
    return entry


def kinds_of(entry: QObject) -> tuple[PlayKind, ...]:
    """The kinds of action an entry starts (none for an entry not marked)."""
    marked = entry.property(PLAY_KINDS)
    return tuple(PlayKind(v) for v in str(marked).split(",")) if marked else ()


def why_not(session: BattleSession, kinds: Iterable[PlayKind]) -> NotNow | None:
    """Why none of ``kinds`` is taken now (the first's refusal), or None when the battle takes one of them."""
    return _first([not_now(session, kind) for kind in kinds])


def _first(refusals: list[NotNow | None]) -> NotNow | None:
    """None when any of the kinds is taken (or none is asked of), else the first's refusal."""
    return None if not refusals or any(r is None for r in refusals) else refusals[0]


def _own_tips(entry: PlayEntry) -> tuple[str, str]:
    """The entry's tips as it was made (kept the first time it is offered or not)."""
    if entry.property(_OWN_TIP) is None:
        tip = entry.toolTip()
        entry.setProperty(_OWN_TIP, tip)
        entry.setProperty(_OWN_STATUS, entry.statusTip() or tip.split("\n")[0])
    return str(entry.property(_OWN_TIP)), str(entry.property(_OWN_STATUS))


def _apply(entry: PlayEntry) -> None:
    tip, status = _own_tips(entry)
    why = str(entry.property(_NOT_NOW) or "")
    own = entry.property(_OWN_OFFERED)
    entry.setEnabled(not why and own is not False)
    if why:
        entry.setToolTip(tr("{tip}\n{why} (the battle keeps to the sequence of play)").format(tip=tip, why=why))
        entry.setStatusTip(tr("{why} (the battle keeps to the sequence of play)").format(why=why))
    else:
        entry.setToolTip(tip)
        entry.setStatusTip(status)
    entry.setProperty("tip_shown", False)  # its status tip is this one: not made again from its tooltip


def _set_not_now(entry: PlayEntry, refusal: NotNow | None) -> None:
    why = said(refusal.text) if refusal is not None else ""
    if entry.property(_NOT_NOW) != why or entry.property(_OWN_TIP) is None:
        entry.setProperty(_NOT_NOW, why)
        _apply(entry)


def offer_unless(entry: PlayEntry, refusal: NotNow | None) -> None:
    """Offer an entry the session answers for in its own way (who acts is known: the Phase dock's Act), greyed with
    the session's ``refusal`` as a phase-bound entry is, or offered when there is none."""
    _set_not_now(entry, refusal)


def set_own_offered(entry: PlayEntry, offered: bool) -> None:
    """The entry's own condition (a selection it acts on): offered only when it holds and the battle takes its kind
    of action now."""
    if entry.property(_OWN_OFFERED) is not offered:
        entry.setProperty(_OWN_OFFERED, offered)
        _apply(entry)


def offer_now(entry: EntryT, session: BattleSession, *kinds: PlayKind) -> EntryT:
    """Offer an entry made for one right click's menu as the battle stands now: it starts an action of ``kinds``."""
    _set_not_now(starts(entry, *kinds), why_not(session, kinds))
    return entry


class PhaseOffers:
    """The entries of a window that start an action of the sequence of play, offered as the battle stands: asked of
    the session once a kind for each change to the battle."""

    def __init__(self, window: QObject) -> None:
        self.window = window
        self._entries: list[PlayEntry] | None = None

    def entries(self) -> list[PlayEntry]:
        """The window's marked entries (its menus', toolbar's and docks'), found once they are all made."""
        if self._entries is None:
            found: list[PlayEntry] = [*self.window.findChildren(QAction), *self.window.findChildren(QAbstractButton)]
            self._entries = [e for e in found if kinds_of(e)]
        self._entries = [e for e in self._entries if isValid(e)]
        return self._entries

    def sync(self, session: BattleSession) -> None:
        refusals = {kind: not_now(session, kind) for kind in PlayKind}
        for entry in self.entries():
            _set_not_now(entry, _first([refusals[k] for k in kinds_of(entry)]))
