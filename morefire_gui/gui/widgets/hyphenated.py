"""A text that wraps at its words, with a word wider than its room broken over lines with a hyphen rather than cut:
German's "(Schützenpanzerwagen)" in a narrow column reads "(Schützenpanzer-" then "wagen)", never "(Schützenpanze…".

The breaks are soft hyphens (U+00AD), which Qt draws as a hyphen only where it breaks a line there, and which are
placed only in the words too wide for the room: a text that fits is left as it is. A word is broken between its
syllables as German and English divide most of theirs (before a consonant that a vowel follows, with a vowel
before it: "Schüt-zen-pan-zer-wa-gen", "Ar-mou-red"), never inside "ch", "ck", "sch", "ph" or "th"; a piece
between two such breaks still too wide (a designation, "SdKfz251/1") may break after any of its letters."""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtGui import QFontMetrics

__all__ = ["SOFT_HYPHEN", "hyphenated"]

SOFT_HYPHEN = "\u00ad"
_VOWELS = frozenset("aeiouyäöüéèàAEIOUYÄÖÜÉÈÀ")
_KEPT_TOGETHER = ("ch", "ck", "ph", "th")  # a break never falls inside these ("sch" holds "ch")


def _syllable_breaks(word: str) -> list[int]:
    """The places in ``word`` (indices) a line may break before: before a consonant a vowel follows, where a vowel
    comes before it in the word, and not inside a pair of letters kept together."""
    out = []
    for i in range(2, len(word) - 2):
        letter, after, before = word[i], word[i + 1], word[i - 1]
        if not (letter.isalpha() and before.isalpha() and after in _VOWELS) or letter in _VOWELS:
            continue
        if any(v in _VOWELS for v in word[:i]) and (before + letter).lower() not in _KEPT_TOGETHER:
            out.append(i)
    return out


def _broken(word: str, metrics: QFontMetrics, room: int) -> str:
    """``word`` with a soft hyphen at each place it may break: its syllables, and within a piece still wider than
    ``room`` with its hyphen, after each letter."""
    cuts = [0, *_syllable_breaks(word), len(word)]
    pieces = [word[a:b] for a, b in pairwise(cuts)]
    hyphen = metrics.horizontalAdvance("-")
    return SOFT_HYPHEN.join(
        piece if metrics.horizontalAdvance(piece) + hyphen <= room else SOFT_HYPHEN.join(piece) for piece in pieces
    )


def hyphenated(text: str, metrics: QFontMetrics, room: int) -> str:
    """``text`` as it is where each of its words fits ``room`` pixels; else each word wider than that with the soft
    hyphens it may break at."""
    if room <= 0 or SOFT_HYPHEN in text:
        return text
    lines = []
    for line in text.split("\n"):
        words = line.split(" ")
        lines.append(" ".join(_broken(w, metrics, room) if metrics.horizontalAdvance(w) > room else w for w in words))
    return "\n".join(lines)
