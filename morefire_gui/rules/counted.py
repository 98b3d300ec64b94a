"""How many there are, said as a player reads it: equal things once with their number (a tank's two machine guns are
"2 × TMG", one line, while each of them still fires by the rules), and a number of things, one or many ("1 counter",
"3 counters"; never "counter(s)"), so that every language says its own plural (docs/translations.md)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal, TypeVar

from morefire_gui.rules.words import QT_TRANSLATE_NOOP, Message

__all__ = ["Counted", "count_of", "counted", "times"]

T = TypeVar("T")


def counted(items: Iterable[T]) -> list[tuple[T, int]]:
    """Each distinct item (by equality) once, where it first comes, with how many times it comes."""
    out: list[tuple[T, int]] = []
    for item in items:
        for n, (kept, count) in enumerate(out):
            if kept == item:
                out[n] = (kept, count + 1)
                break
        else:
            out.append((item, 1))
    return out


def times(n: int, what: str) -> str:
    """``what`` as many as ``n`` of it: itself for one, "2 × TMG" for more."""
    return what if n == 1 else QT_TRANSLATE_NOOP("Rules", "{n} × {what}").format(n=n, what=what)


# The words a counted thing is named by.
Counted = Literal[
    "airstrike", "battery", "counter", "face", "gun", "new counter", "row", "terrain piece", "turn", "unit"
]
# "1 airstrike", "3 airstrikes": each word, one and many.
_COUNTED: dict[str, tuple[Message, Message]] = {
    "airstrike": (QT_TRANSLATE_NOOP("Rules", "{n} airstrike"), QT_TRANSLATE_NOOP("Rules", "{n} airstrikes")),
    "battery": (QT_TRANSLATE_NOOP("Rules", "{n} battery"), QT_TRANSLATE_NOOP("Rules", "{n} batteries")),
    "counter": (QT_TRANSLATE_NOOP("Rules", "{n} counter"), QT_TRANSLATE_NOOP("Rules", "{n} counters")),
    "face": (QT_TRANSLATE_NOOP("Rules", "{n} face"), QT_TRANSLATE_NOOP("Rules", "{n} faces")),
    "gun": (QT_TRANSLATE_NOOP("Rules", "{n} gun"), QT_TRANSLATE_NOOP("Rules", "{n} guns")),
    "new counter": (QT_TRANSLATE_NOOP("Rules", "{n} new counter"), QT_TRANSLATE_NOOP("Rules", "{n} new counters")),
    "row": (QT_TRANSLATE_NOOP("Rules", "{n} row"), QT_TRANSLATE_NOOP("Rules", "{n} rows")),
    "terrain piece": (
        QT_TRANSLATE_NOOP("Rules", "{n} terrain piece"),
        QT_TRANSLATE_NOOP("Rules", "{n} terrain pieces"),
    ),
    "turn": (QT_TRANSLATE_NOOP("Rules", "{n} turn"), QT_TRANSLATE_NOOP("Rules", "{n} turns")),
    "unit": (QT_TRANSLATE_NOOP("Rules", "{n} unit"), QT_TRANSLATE_NOOP("Rules", "{n} units")),
}


def count_of(n: int, word: Counted) -> Message:
    """``n`` of a counted thing, one or many: "1 counter", "3 counters"."""
    one, many = _COUNTED[word]
    return (one if n == 1 else many).format(n=n)
