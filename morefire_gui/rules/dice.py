"""Dice: one interface, a seeded implementation for play and a scripted one for tests and physical dice.

Readings (DESIGN.md): a d6 shows 1-6; a d100 shows 1-100, the face "00" being 100; a d10 shows 1-10, the
tenth face printed "0". Tables that list 0 after 9 read that face as 10 (:func:`zero_high`), tables that
list 0 first read it as 0 (:func:`zero_low`). Every roll is recorded with what it was for.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Literal, TypeVar

from morefire_gui.errors import DiceError
from morefire_gui.rules.counted import count_of
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, said_error

T = TypeVar("T")


class Die(Enum):
    D6 = 6
    D10 = 10
    D100 = 100

    @property
    def label(self) -> Literal["d6", "d10", "d100"]:
        return _LABELS[self]

    @classmethod
    def parse(cls, text: str) -> Die:
        try:
            return {"d6": cls.D6, "d10": cls.D10, "d100": cls.D100}[text.lower()]
        except KeyError:
            raise DiceError(f"unknown die {text!r}: use d6, d10 or d100") from None


# How a file and the log write each die (the record's ``die`` key).
_LABELS: dict[Die, Literal["d6", "d10", "d100"]] = {Die.D6: "d6", Die.D10: "d10", Die.D100: "d100"}


@dataclass(frozen=True)
class DieRoll:
    """One die thrown: which die, the face that came up (1..sides) and what the roll was for."""

    die: Die
    face: int
    purpose: str
    by_hand: bool = False

    @property
    def printed(self) -> str:
        """The face as printed on the die: a d10's tenth face is "0", a d100's hundredth is "00"."""
        if self.die is Die.D10 and self.face == 10:
            return "0"
        if self.die is Die.D100 and self.face == 100:
            return "00"
        return str(self.face)


def zero_high(face: int) -> int:
    """A d10 read by a table that lists 0 after 9 (hit location "8,9,0"): the printed 0 is 10."""
    return face


def zero_low(face: int) -> int:
    """A d10 read by a table that lists 0 first (error chart "0-1", suspension "0-1-2"): the printed 0 is 0."""
    return 0 if face == 10 else face


def normalise_face(die: Die, face: int) -> int:
    """Accept a face as a player types it: for a d10 both 0 and 10 mean the face printed 0; for a d100 both
    0 and 100 mean "00". Anything else off the die is a :class:`DiceError`."""
    if die in (Die.D10, Die.D100) and face == 0:
        return int(die.value)
    if not 1 <= face <= die.value:
        words = (
            QT_TRANSLATE_NOOP("Rules", "{face} is not a face of a {die} (faces 1-{count})")
            if die is Die.D6
            else QT_TRANSLATE_NOOP(
                "Rules", "{face} is not a face of a {die} (faces 1-{count}, or 0 for the face printed 0)"
            )
        )
        raise DiceError(words.format(face=face, die=die.label, count=int(die.value)))
    return face


class Dice:
    """Base of every dice source. Subclasses implement :meth:`_face`; this class records every roll."""

    def __init__(self) -> None:
        self.history: list[DieRoll] = []

    def _face(self, die: Die, purpose: str) -> int:
        raise NotImplementedError

    def _by_hand(self) -> bool:
        return False

    def roll(self, die: Die, purpose: str) -> DieRoll:
        result = DieRoll(die, self._face(die, purpose), purpose, self._by_hand())
        self.history.append(result)
        return result

    def d6(self, purpose: str) -> DieRoll:
        return self.roll(Die.D6, purpose)

    def d10(self, purpose: str) -> DieRoll:
        return self.roll(Die.D10, purpose)

    def d100(self, purpose: str) -> DieRoll:
        return self.roll(Die.D100, purpose)


class SeededDice(Dice):
    """The app's own dice: a seeded generator, so that a battle's rolls can be reproduced from its seed."""

    def __init__(self, seed: int | None = None) -> None:
        super().__init__()
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**32)
        self._random = random.Random(self.seed)

    def _face(self, die: Die, purpose: str) -> int:
        return self._random.randint(1, die.value)


class BattleDice(SeededDice):
    """A battle's own dice: seeded from its file and moved on past the rolls its log already holds (``skip``), so
    that the battle goes on with the same sequence whoever rolls next (the window or the command line)."""

    def __init__(self, seed: int, skip: Iterable[Die] = ()) -> None:
        super().__init__(seed)
        self.skipped = 0
        for die in skip:  # the same dice as the log's, so that the generator stands where they left it
            self._face(die, "skipped")
            self.skipped += 1


def seed_of(dice: Dice) -> int | None:
    """The seed that reproduces these dice on their own (``--seed``): None for a battle's own dice, which go on
    from where its log left them, and for faces given."""
    return dice.seed if isinstance(dice, SeededDice) and not isinstance(dice, BattleDice) else None


class ScriptedDice(Dice):
    """Faces given in the order they will be rolled: for tests, for ``--dice``, and for replaying a game."""

    def __init__(self, faces: Iterable[int]) -> None:
        super().__init__()
        self._faces = list(faces)
        self._next = 0

    @property
    def remaining(self) -> int:
        return len(self._faces) - self._next

    @property
    def given(self) -> int:
        """How many faces were given."""
        return len(self._faces)

    @property
    def unused(self) -> tuple[int, ...]:
        """The faces given that no roll took (the last of the list), as given."""
        return tuple(self._faces[self._next :])

    def _face(self, die: Die, purpose: str) -> int:
        if self._next >= len(self._faces):
            given = len(self._faces)
            raise DiceError(
                f"the faces given ran out: roll {self._next + 1} ({die.label} for {purpose}) was needed, but "
                + (
                    "no face was given"
                    if given == 0
                    else f"only {count_of(given, 'face')} {'was' if given == 1 else 'were'} given"
                )
            )
        given = self._faces[self._next]
        try:
            face = normalise_face(die, given)
        except DiceError as exc:
            raise DiceError(f"roll {self._next + 1} ({die.label} for {purpose}): {exc}") from None
        self._next += 1
        return face


class HandDice(Dice):
    """Physical dice: every roll asks the player (through ``ask``) for the face that came up."""

    def __init__(self, ask: Callable[[Die, str], int]) -> None:
        super().__init__()
        self._ask = ask

    def _by_hand(self) -> bool:
        return True

    def _face(self, die: Die, purpose: str) -> int:
        typed = self._ask(die, purpose)  # a roll the player cancels says so in its own words, once
        try:
            return normalise_face(die, typed)
        except DiceError as exc:
            raise DiceError(
                QT_TRANSLATE_NOOP("Rules", "roll {n} ({die} for {purpose}): {problem}").format(
                    n=len(self.history) + 1, die=die.label, purpose=purpose, problem=said_error(exc)
                )
            ) from None


class PreviewDice(Dice):
    """Dice for a look ahead: an action is asked what it decides before any die (the chances, the modifiers, whether
    it is refused), and every die it would throw shows its highest face. A preview's rolls are never shown, logged
    or applied; the real roll uses the battle's dice."""

    def _face(self, die: Die, purpose: str) -> int:
        return die.value


def parse_dice_list(text: str) -> list[int]:
    """Parse a ``--dice`` list such as ``5,2,37,81`` into faces (their range is checked as they are rolled)."""
    faces: list[int] = []
    if not text.strip():
        return faces  # no faces: every table is set or fixed
    for n, part in enumerate(text.split(","), start=1):
        part = part.strip()
        if part == "00":
            faces.append(100)
            continue
        try:
            faces.append(int(part))
        except ValueError:
            # Said as the player typed it, the window's faces or the command line's --dice alike.
            raise DiceError(
                QT_TRANSLATE_NOOP("Rules", "entry {n} ({part}) is not a whole number").format(n=n, part=repr(part))
            ) from None
        if faces[-1] < 0:
            raise DiceError(QT_TRANSLATE_NOOP("Rules", "entry {n} ({part}) is negative").format(n=n, part=part))
    return faces


class RandomSource:
    """Uniform numbers for laying out a table: where a hill goes, how a road bends. These are not rolls of the
    rules (no table reads them, nothing is recorded); they come from a generator seeded from the battle's seed, so
    that the same seed lays out the same table. The app's only other source of chance is :class:`Dice`."""

    def __init__(self, seed: int | str) -> None:
        self.seed = seed
        self._random = random.Random(seed)  # a str seed is hashed the same way on every run and platform

    def uniform(self, low: float, high: float) -> float:
        return self._random.uniform(low, high)

    def randint(self, low: int, high: int) -> int:
        """A whole number from ``low`` to ``high``, both included."""
        return self._random.randint(low, high)

    def chance(self, p: float) -> bool:
        """True with probability ``p``."""
        return self._random.random() < p

    def choice(self, items: Sequence[T]) -> T:
        return items[self._random.randrange(len(items))]

    def shuffled(self, items: Iterable[T]) -> list[T]:
        out = list(items)
        self._random.shuffle(out)
        return out

    def gauss(self, mu: float, sigma: float) -> float:
        return self._random.gauss(mu, sigma)

    def child(self, label: str) -> RandomSource:
        """An independent source for one part of the work, so that adding a step elsewhere does not move it."""
        return RandomSource(f"{self.seed}/{label}")
