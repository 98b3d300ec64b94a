"""A unit that moves leaves its position behind: the foxhole or trench it dug, the building or bunker it held (its
``cover``: 3.5's "Target in Cover" and "Hard Cover", 4.6's classes B to D) and the hull-down place it stood in (its
``defilade`` status: 2.1 and 2.2's DEFILADE). The ground it moves onto gives the cover and defilade of its terrain
(woods, rough, hills, villages, buildings) by itself. Reading: docs/rules-notes.md, "A unit that moves leaves its
cover and its defilade"."""

from __future__ import annotations

from morefire_gui.model.battle import Unit
from morefire_gui.model.terms import Cover, Status
from morefire_gui.rules.explain import NoteStep
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, Message, joined

__all__ = ["leave_position", "position_left_note", "positions_left"]

# The rule a note cites: 3.5's cover (4.6 reads the same positions) for a unit's own cover, 2.2's DEFILADE alone.
COVER_RULE, DEFILADE_RULE = "3.5", "2.2"

# What a unit leaves, as the log names it.
_COVER_LEFT: dict[Cover, Message] = {
    Cover.FOXHOLE: QT_TRANSLATE_NOOP("Rules", "its foxhole"),
    Cover.TRENCH: QT_TRANSLATE_NOOP("Rules", "its trench"),
    Cover.BUILDING: QT_TRANSLATE_NOOP("Rules", "the building it held"),
    Cover.BUNKER: QT_TRANSLATE_NOOP("Rules", "its bunker"),
}
_DEFILADE_LEFT = QT_TRANSLATE_NOOP("Rules", "its defilade position")


def positions_left(unit: Unit) -> tuple[Message, ...]:
    """What ``unit`` leaves behind when it moves: its own cover (not "open"), its defilade; each in words."""
    left = [_COVER_LEFT[unit.cover]] if unit.cover in _COVER_LEFT else []
    if unit.has(Status.DEFILADE):
        left.append(_DEFILADE_LEFT)
    return tuple(left)


def leave_position(unit: Unit) -> Unit:
    """``unit`` as it is once it has moved off its place: without its own cover or its defilade."""
    if not positions_left(unit):
        return unit
    cover = None if unit.cover in _COVER_LEFT else unit.cover
    status = tuple(s for s in unit.status if s is not Status.DEFILADE)
    return unit.model_copy(update={"cover": cover, "status": status})


def position_left_note(unit: Unit, name: str) -> NoteStep | None:
    """The explanation's line for what a moving unit leaves behind (None: nothing)."""
    left = positions_left(unit)
    if not left:
        return None
    return NoteStep(
        QT_TRANSLATE_NOOP("Rules", "{unit} leaves {positions}: cover and defilade stay where they were").format(
            unit=name, positions=joined(left, QT_TRANSLATE_NOOP("Rules", "{first} and {then}"))
        ),
        COVER_RULE if unit.cover in _COVER_LEFT else DEFILADE_RULE,
    )
