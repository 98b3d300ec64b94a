"""The package's one exception root and the problem reports carried by bad-input errors."""

from __future__ import annotations

from dataclasses import dataclass


class MoreFireError(Exception):
    """Root of every error this package raises on purpose."""


@dataclass(frozen=True)
class Problem:
    """One thing wrong with an input, located as precisely as we can: file, line, key path."""

    source: str
    line: int | None
    key: str
    message: str

    def __str__(self) -> str:
        where = self.source if self.line is None else f"{self.source}:{self.line}"
        return f"{where}: {self.key}: {self.message}" if self.key else f"{where}: {self.message}"


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
