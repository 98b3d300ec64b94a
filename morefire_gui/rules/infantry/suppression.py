"""Suppression and its recovery (rule 3.5: "Suppressed units cannot fire or move until they have recovered morale").

The rules give no morale procedure. Reading (docs/rules-notes.md, 3.5): a unit suppressed in turn *t* cannot fire,
move or assault for the rest of that turn and the whole of turn *t* + 1, and recovers at the start of turn
*t* + 2. A unit suppressed again while suppressed starts its recovery again from the new turn.
"""

from __future__ import annotations

from morefire_gui.ids import UnitId
from morefire_gui.rules.explain import NoteStep
from morefire_gui.rules.words import QT_TRANSLATE_NOOP

RULE = "3.5"
RECOVERY_TURNS = 2  # from the turn of suppression to the turn it recovers at the start of


def recovers_on(turn: int) -> int:
    """The turn at whose start a unit suppressed in ``turn`` has recovered its morale."""
    return turn + RECOVERY_TURNS


def recovery_note(unit_id: UnitId, turn: int | None, name: str = "") -> NoteStep:
    """When the suppressed unit recovers. ``name``: the unit as a person reads it ("1st Squad"); its id where none is
    given."""
    said = name or unit_id
    if turn is None:
        return NoteStep(
            QT_TRANSLATE_NOOP(
                "Rules", "{unit} is suppressed until it recovers (no turn given: lift it by hand)"
            ).format(unit=said),
            RULE,
        )
    return NoteStep(
        QT_TRANSLATE_NOOP(
            "Rules",
            "{unit} is suppressed in turn {turn}: it cannot fire or move until it recovers at the start of turn "
            "{recovers}",
        ).format(unit=said, turn=turn, recovers=recovers_on(turn)),
        RULE,
    )


def lifted(until: int, turn: int) -> bool:
    """Whether a status that lasts until ``until`` has lifted by the start of ``turn``."""
    return turn >= until
