"""A battle's history as the file writes it, each entry made into text once.

A log entry and a committed action never change once made (frozen models; an undo takes the last away, it does not
edit it), and a new battle after an action shares every earlier one with the battle before it. Writing each anew
cost the autosave after every action a time that grew with the game: 2.2 s of processor time for a log of 2,800
entries (docs/performance.md, "Long games"). Here each is made into text the first time the battle is written and
read back from memory after, found by the object itself (its identity, not its value: two alike entries are still
two), and forgotten when the object is. With the text is kept how many values it holds (keys, items and scalars, as
the reader counts them: io/yaml_events.py), so that a save knows the size of the file against the reader's budget
without counting the whole history again.

    texts = HistoryTexts()
    texts.made(entry, lambda e: (yaml.dump([data_of(e)], ...), values_of(e)))   # made once; the same after
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import NamedTuple, TypeVar

T = TypeVar("T")


class Made(NamedTuple):
    """An object's text in the file and the values (keys, items and scalars) the reader counts in it."""

    text: str
    values: int


class HistoryTexts:
    """Text made once for each object, kept while the object lives."""

    def __init__(self) -> None:
        self._texts: dict[int, tuple[weakref.ref[object], Made]] = {}

    def made(self, item: T, make: Callable[[T], Made | tuple[str, int]]) -> Made:
        key = id(item)
        held = self._texts.get(key)
        if held is not None and held[0]() is item:
            return held[1]
        made = Made(*make(item))
        self._texts[key] = (weakref.ref(item, self._forgetter(key)), made)
        return made

    def text(self, item: T, make: Callable[[T], str]) -> str:
        """The text alone, for an object whose values are not counted."""
        return self.made(item, lambda i: (make(i), 0)).text

    def _forgetter(self, key: int) -> Callable[[weakref.ref[object]], None]:
        def forget(ref: weakref.ref[object]) -> None:
            held = self._texts.get(key)
            if held is not None and held[0] is ref:  # not a later object given the same id
                del self._texts[key]

        return forget

    def __contains__(self, item: object) -> bool:
        held = self._texts.get(id(item))
        return held is not None and held[0]() is item

    def __len__(self) -> int:
        return len(self._texts)
