"""The words of rule 5 (aircraft): altitudes, attacks, what became of an aircraft, and the error root of its rules.

Our copy of the rules prints only the headings of 5.1-5.6 (Aircraft Speeds, Altitude, Dives, Strafing / Impact,
Bombing, Anti-Aircraft Fire) and the sequence of play's steps; the numbers behind them are the app's own defaults
(resources/rules/aircraft.yaml, explained in docs/rules-notes.md, "5. Aircraft").
"""

from __future__ import annotations

import math
import re
from enum import Enum

from morefire_gui.errors import UsageError
from morefire_gui.rules.words import QT_TRANSLATE_NOOP


class AircraftError(UsageError):
    """An airstrike the rules (or the app's defaults for them) do not allow: strafing from medium altitude, a turn of
    more than 90 degrees, an airstrike in the mud, more airstrikes than Table VII gave. ``rule`` names the rule that
    refuses it (by default the one the message cites: "(5.2)", "(sequence of play ...", "Table VII"; else "5")."""

    def __init__(self, message: str, rule: str | None = None) -> None:
        super().__init__(message)
        self.rule = rule or _rule_cited(message)


def _rule_cited(message: str) -> str:
    cited = re.search(r"\((\d\.\d+)\)", message)
    if cited is not None:
        return cited.group(1)
    if "sequence of play" in message.lower():
        return "Sequence of play"
    return "Table VII" if "Table VII" in message else "5"


class Altitude(str, Enum):
    """5.2: the altitude bands, from the lowest."""

    LOW = "low"
    MEDIUM = "medium"
    HIGH = "high"

    @property
    def rank(self) -> int:
        return list(Altitude).index(self)


class Attack(str, Enum):
    """5.4 strafing and 5.5 bombing: what an airstrike does on its run."""

    STRAFE = "strafe"
    BOMB = "bomb"


class AircraftState(str, Enum):
    """What became of an aircraft: still over the table, turned back by anti-aircraft fire (5.6), shot down, or
    flown off the table."""

    IN_PLAY = "in_play"
    ABORTED = "aborted"
    DESTROYED = "destroyed"
    EXITED = "exited"


class AaResult(str, Enum):
    """5.6: what a hit by anti-aircraft fire does."""

    ABORTED = "aborted"
    DESTROYED = "destroyed"


# The words the explanations and the dialogs write for these values (lupdate reads them; the GUI says each in the
# interface's language).
WORDS = (
    QT_TRANSLATE_NOOP("Rules", "low"),
    QT_TRANSLATE_NOOP("Rules", "medium"),
    QT_TRANSLATE_NOOP("Rules", "high"),
    QT_TRANSLATE_NOOP("Rules", "strafe"),
    QT_TRANSLATE_NOOP("Rules", "bomb"),
    QT_TRANSLATE_NOOP("Rules", "in play"),
    QT_TRANSLATE_NOOP("Rules", "aborted"),
    QT_TRANSLATE_NOOP("Rules", "destroyed"),
    QT_TRANSLATE_NOOP("Rules", "exited"),
    QT_TRANSLATE_NOOP("Rules", "ABORTED"),
    QT_TRANSLATE_NOOP("Rules", "DESTROYED"),
)


def heading_difference(a: float, b: float) -> float:
    """The smaller angle between two headings, 0-180 degrees (350 and 80 are 90 apart)."""
    if not (math.isfinite(a) and math.isfinite(b)):
        raise AircraftError("a heading is a number of degrees")
    d = abs(a - b) % 360.0
    return min(d, 360.0 - d)


def normalise_heading(value: float) -> float:
    """Degrees clockwise from north, kept within [0, 360)."""
    turned = value % 360.0
    return 0.0 if turned >= 360.0 else turned
