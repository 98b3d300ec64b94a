"""Equal things said once with how many there are: a tank's two machine guns are "2 × TMG", one line where the player
reads them, while each of them still fires by the rules."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypeVar

from morefire_gui.rules.words import QT_TRANSLATE_NOOP

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
