"""A battle's history as the file writes it, each entry made into text once.

A log entry and a committed action never change once made (frozen models; an undo takes the last away, it does not
edit it), and a new battle after an action shares every earlier one with the battle before it. Writing each anew
cost the autosave after every action a time that grew with the game: 2.2 s of processor time for a log of 2,800
entries (docs/performance.md, "Long games"). Here each is made into text the first time the battle is written and
read back from memory after, found by the object itself (its identity, not its value: two alike entries are still
two), and forgotten when the object is.

    texts = HistoryTexts()
    texts.text(entry, lambda e: yaml.dump([data_of(e)], ...))   # made once; the same text after
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


class HistoryTexts:
    """Text made once for each object, kept while the object lives."""

    def __init__(self) -> None:
        self._texts: dict[int, tuple[weakref.ref[object], str]] = {}

    def text(self, item: T, make: Callable[[T], str]) -> str:
        key = id(item)
        held = self._texts.get(key)
        if held is not None and held[0]() is item:
            return held[1]
        made = make(item)
        self._texts[key] = (weakref.ref(item, self._forgetter(key)), made)
        return made

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
