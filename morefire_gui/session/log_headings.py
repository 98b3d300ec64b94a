"""Where the battle log lists an entry: under the set-up, or under the turn it was written in. The one reading the
Log dock, the after-action report (``morefire log``, File -> Export After-Action Report, Markdown and HTML) and every
other rendering of the log make (docs/rules-notes.md, "Sequence of play — the set-up in the log").

    log_heading(entry)            # "Set-up" or "Turn 3", a message the window says in its language
    heading_order(entry)          # the set-up first, then the turns in order
    entry_step(sequence, entry)   # the entry's step in words ("" in the set-up: it was taken before any step)
    taken_in_set_up(battle)       # for each recorded action, whether it was the set-up's (the Replay dialog's list)
"""

from __future__ import annotations

from morefire_gui.model.battle import Battle
from morefire_gui.model.log import LogEntry
from morefire_gui.rules.sequence import SequenceTables
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, Message
from morefire_gui.session.names import phase_words

__all__ = [
    "SET_UP",
    "entry_step",
    "heading_order",
    "in_set_up",
    "log_heading",
    "taken_in_set_up",
    "written_in_set_up",
]

# The heading of the entries written before play began: the table laid, the forces bought and placed, the guns set
# up, the hidden positions chosen, the scenario rolled.
SET_UP = QT_TRANSLATE_NOOP("Rules", "Set-up")
_TURN = QT_TRANSLATE_NOOP("Rules", "Turn {turn}")


def written_in_set_up(battle: Battle) -> bool:
    """Whether an entry written now is one of the set-up's: the battle's play has not begun (turn 1's first step, no
    action of play committed; :func:`morefire_gui.session.sequence_of_play.play_begun`)."""
    from morefire_gui.session.sequence_of_play import play_begun

    return play_begun(battle) is None


def taken_in_set_up(battle: Battle) -> list[bool]:
    """For each of the battle's recorded actions, in order, whether it was taken in the set-up: read as its log
    entries are (:func:`written_in_set_up`, of the battle the action left), one that wrote none too (a piece laid, a
    counter placed by hand)."""
    from morefire_gui.session.sequence_of_play import play_begun_after_each

    return [begun is None for begun in play_begun_after_each(battle)]


def in_set_up(entry: LogEntry) -> bool:
    """Whether the entry is listed under the set-up: written before play began (its ``set_up`` key), or given no
    turn by its file (before the first turn). An entry of a file from before the key is listed under its turn."""
    return bool(entry.set_up) or entry.turn is None


def log_heading(entry: LogEntry) -> Message:
    """The heading the entry is listed under: "Set-up", or its turn ("Turn 3")."""
    return SET_UP if in_set_up(entry) else _TURN.format(turn=entry.turn or 0)


def heading_order(entry: LogEntry) -> int:
    """Where the entry's heading comes in the log: the set-up (0) before turn 1, the turns in order."""
    return 0 if in_set_up(entry) else entry.turn or 0


def entry_step(sequence: SequenceTables, entry: LogEntry) -> str:
    """The entry's step of the sequence of play in words, as the log says it beside the entry; none for an entry of
    the set-up, which was taken before turn 1's first step was played (the file still keeps the step it was
    written in, which the rules read)."""
    return "" if in_set_up(entry) else phase_words(sequence, entry.phase)
