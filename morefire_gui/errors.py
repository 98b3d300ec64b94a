"""The package's one exception root and the problem reports carried by bad-input errors."""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from dataclasses import dataclass, field


class MoreFireError(Exception):
    """Root of every error this package raises on purpose."""


@dataclass(frozen=True)
class Problem:
    """One thing wrong with an input, located as precisely as we can: file, line, key path."""

    source: str
    line: int | None
    key: str
    message: str
    # The key path as the player reads it, with the ids of the items on it: ``terrain[0] (w1).polygon`` for the key
    # ``terrain[0].polygon``. ``key`` stays the plain path, for tools and tests.
    named: str | None = field(default=None, compare=False)

    def __str__(self) -> str:
        where = self.source if self.line is None else f"{self.source}:{self.line}"
        key = self.named or self.key
        return f"{where}: {key}: {self.message}" if key else f"{where}: {self.message}"


@dataclass(frozen=True)
class MoreProblems(Problem):
    """Stands for the problems not listed: an input with thousands of them is listed only so far. ``count`` is how
    many more there are, or None when the checks stopped looking."""

    count: int | None = None


class InputError(MoreFireError):
    """Bad input: a file, a typed value or an argument. Carries every problem found, not just the first."""

    def __init__(self, problems: list[Problem] | tuple[Problem, ...]) -> None:
        self.problems: tuple[Problem, ...] = tuple(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


class BattleFileError(InputError):
    """A battle file that cannot be read, parsed or validated."""


class DataFileError(InputError):
    """A bundled or user data file (rules tables, catalogue) that does not validate."""


class SaveError(InputError):
    """A file could not be written (no permission, disk full); the previous file is left as it was."""


class DiceError(MoreFireError):
    """Scripted dice ran out, or a face given for a die is not on that die."""


class UsageError(MoreFireError):
    """A value that makes no sense for the request: an unknown id, a bad coordinate, a shift too long."""


class MissingValue(UsageError):
    """A value the action must give here and does not (the year of a battle whose briefing gives none): bad input, not
    a refusal of the rules. ``key``: the value's name in the action, as a file writes it (a command names its flag)."""

    def __init__(self, key: str, message: str) -> None:
        super().__init__(message)
        self.key = key


def close_names(given: str, names: Iterable[str], n: int = 3) -> list[str]:
    """The names a mistyped ``given`` is closest to, for a message's "did you mean ...?": one that differs from it only
    in letter case first (``PZ4H``: ``pz4h``), then difflib's closest (at most ``n`` in all); empty when none is
    close."""
    names = list(names)
    same = [name for name in names if name.casefold() == given.casefold()]
    close = difflib.get_close_matches(given, names, n=n)
    return list(dict.fromkeys([*same, *close]))[:n]
