"""What the sequence of play reads from a battle's log, by turn, kept up to date as the log grows rather than read
anew from its first entry at each question: whether a unit fired this turn (2.1), whether a firer fired at a target
this turn (3.2), whether a unit rolled in a step this turn (a roll stands: docs/rules-notes.md).

A log is only ever added to while a battle is played (undo never takes an entry back), so each battle's index takes in
the entries added since it last looked; a log that is not the one it indexed, or whose entries up to there are not the
same objects it indexed (a battle opened or replaced, a replay that took entries off), is indexed again from its
start. The answers
are those of reading the whole log (tests/session/test_log_index.py holds them equal over a game played and undone).
"""

from __future__ import annotations

import operator
import weakref
from collections import defaultdict
from collections.abc import Callable

from morefire_gui.model.battle import Battle
from morefire_gui.model.log import LogEntry

__all__ = ["LogIndex", "log_index"]

_FIRES = " fires "  # an entry written before the log's titles named units: "ge7 fires at su7"


class LogIndex:
    """The log's facts for the sequence of play, by turn; :meth:`caught_up` takes in what was added since."""

    def __init__(self) -> None:
        self.log: list[LogEntry] | None = None
        self.entries: list[LogEntry] = []  # the entries indexed, the same objects as the log's
        # turn -> the units whose direct fire the log has in it (the first actor, and what an older title names)
        self.fired: defaultdict[int | None, set[str]] = defaultdict(set)
        # turn -> (firer, target) of direct and infantry fire
        self.fired_at: defaultdict[int | None, set[tuple[str, str]]] = defaultdict(set)
        # turn -> (step, actor) of a roll made in a step, a spotting roll apart
        self.rolled: defaultdict[int | None, set[tuple[str | None, str]]] = defaultdict(set)

    def caught_up(self, log: list[LogEntry]) -> LogIndex:
        indexed = self.entries
        if log is self.log and len(log) == len(indexed) and (not log or log[-1] is indexed[-1]):
            return self  # nothing added since: the questions asked after an action, one after another
        # The same objects as those indexed, compared by identity (a replay takes entries off and puts them back).
        if log is not self.log or len(log) < len(indexed) or not all(map(operator.is_, log, indexed)):
            self.__init__()  # type: ignore[misc]  # another log, or not the one indexed: from its start
            self.log, indexed = log, self.entries
        for entry in log[len(indexed) :]:
            self._take(entry)
            indexed.append(entry)
        return self

    def _take(self, entry: LogEntry) -> None:
        turn = entry.turn
        if entry.kind == "fire":
            fired = self.fired[turn]
            fired.update(entry.actors[:1])
            title, at = entry.title, entry.title.find(_FIRES)
            while at >= 0:
                fired.add(title[:at])
                at = title.find(_FIRES, at + 1)
        if entry.kind in ("fire", "infantry_fire"):
            self.fired_at[turn].update((a, t) for a in entry.actors for t in entry.targets)
        if entry.kind != "spot" and entry.rolls():
            self.rolled[turn].update((entry.phase, a) for a in entry.actors)


# One index for each battle, kept while the battle lives (a battle is not hashable: found by its identity).
_INDEXES: dict[int, tuple[weakref.ref[Battle], LogIndex]] = {}


def log_index(battle: Battle) -> LogIndex:
    """The battle's log index, caught up with its log."""
    key = id(battle)
    held = _INDEXES.get(key)
    if held is None or held[0]() is not battle:
        held = (weakref.ref(battle, _forgetter(key)), LogIndex())
        _INDEXES[key] = held
    return held[1].caught_up(battle.log)


def _forgetter(key: int) -> Callable[[weakref.ref[Battle]], None]:
    def forget(ref: weakref.ref[Battle]) -> None:
        held = _INDEXES.get(key)
        if held is not None and held[0] is ref:  # not a later battle given the same id
            del _INDEXES[key]

    return forget
