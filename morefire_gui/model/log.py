"""The battle log: every resolution's steps, appended in order and kept in the battle file.

Entries are never removed or changed: undoing a move or a barrage's effects leaves its rolls in the log.
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidatorFunctionWrapHandler, WrapValidator

from morefire_gui.model.numbers import (
    MAX_COUNT,
    MAX_NAME,
    MAX_RECORDS,
    MAX_TEXT,
    MAX_YARDS,
    Name,
    Point,
    Signed,
    Text,
    Turn,
)
from morefire_gui.rules.explain import ModifierStep, RollStep, Step, TableStep
from morefire_gui.rules.words import Message

__all__ = [
    "LogEntry",
    "LoggedLanding",
    "LoggedModifier",
    "LoggedNote",
    "LoggedRoll",
    "LoggedStep",
    "LoggedTable",
    "logged_step",
    "told_landing",
]


def _kept_message(value: Any, handler: ValidatorFunctionWrapHandler) -> Any:
    """A text checked as any other; a rules' message (rules/words.py) kept whole, so that the window can say it in
    its language without reading the English back."""
    checked = handler(value)
    return value if isinstance(value, Message) else checked


# A step's text: the English the file keeps, a message while the battle is open.
StepText = Annotated[str, Field(max_length=MAX_TEXT), WrapValidator(_kept_message)]
StepName = Annotated[str, Field(max_length=MAX_NAME), WrapValidator(_kept_message)]
_STEP = ConfigDict(frozen=True, extra="forbid", defer_build=True)


class LoggedRoll(BaseModel):
    """A die thrown, as the log keeps it: the die, its face (as printed, too), how the table read it, what for, and
    whether the player rolled it by hand."""

    model_config = _STEP
    kind: Literal["roll"] = "roll"
    die: StepName
    face: int = Field(ge=1, le=100)
    printed: StepName
    reading: int = Field(ge=-MAX_COUNT, le=MAX_COUNT)
    purpose: StepText
    by_hand: bool = False
    rule: StepName = ""
    text: StepText = ""


class LoggedTable(BaseModel):
    """A rules table's row (and column) read, and the value found there."""

    model_config = _STEP
    kind: Literal["table"] = "table"
    table: StepText
    row: StepText
    column: StepText = ""
    value: StepText
    rule: StepName = ""
    text: StepText = ""


class LoggedModifier(BaseModel):
    """A modifier applied, with the rules' own label."""

    model_config = _STEP
    kind: Literal["modifier"] = "modifier"
    label: StepText
    value: Signed
    rule: StepName = ""
    text: StepText = ""


class LoggedNote(BaseModel):
    """A fact that decided something, in words."""

    model_config = _STEP
    kind: Literal["note"] = "note"
    message: StepText = ""
    rule: StepName = ""
    text: StepText = ""


# A step of a log entry, told apart by its ``kind`` (the keys of rules.explain.step_to_dict, in the same order).
LoggedStep = Annotated[LoggedRoll | LoggedTable | LoggedModifier | LoggedNote, Field(discriminator="kind")]


def logged_step(step: Step) -> LoggedRoll | LoggedTable | LoggedModifier | LoggedNote:
    """A resolution's step as the log keeps it."""
    if isinstance(step, RollStep):
        roll = step.roll
        return LoggedRoll(
            die=roll.die.label,
            face=roll.face,
            printed=roll.printed,
            reading=step.reading,
            purpose=roll.purpose,
            by_hand=roll.by_hand,
            rule=step.rule,
            text=step.text(),
        )
    if isinstance(step, TableStep):
        return LoggedTable(
            table=step.table, row=step.row, column=step.column, value=step.value, rule=step.rule, text=step.text()
        )
    if isinstance(step, ModifierStep):
        return LoggedModifier(label=step.label, value=step.value, rule=step.rule, text=step.text())
    return LoggedNote(message=step.message, rule=step.rule, text=step.text())


class LoggedLanding(BaseModel):
    """Where a barrage landed, as every side sees it (4.1): the impact point and the damage zone's diameter. The board
    draws it as the landing's public mark in every view, for the turn it landed in (never the aim, the drift or the
    battery: the firing side's own)."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    at: Point = Field(description="the impact point, in the table's units")
    zone_yards: int = Field(ge=0, le=int(MAX_YARDS), description="the damage zone's diameter, in yards (4.5)")


class LogEntry(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    seq: int = Field(ge=1, le=MAX_RECORDS, description="1, 2, 3 ... in the order things happened")
    at: str = Field(max_length=MAX_NAME, description="when it was recorded, ISO 8601")
    kind: str = Field(
        min_length=1, max_length=MAX_NAME, description="what was resolved: barrage, fire, move, melee, note ..."
    )
    title: Text
    summary: Text = ""
    turn: Turn | None = None
    phase: Name | None = None
    side: Name | None = None
    secret: bool | None = Field(
        default=None,
        description="true: only ``side`` sees it in a side's view of a hot-seat "
        "game (its batteries' set-up, missions and counter-battery fire: 4.1's written "
        "requests); the umpire's view and the after-action report show it",
    )
    steps: tuple[LoggedStep, ...] = Field(default=(), description="each step, keyed as rules.explain.step_to_dict")
    # Who acted and at whom: the sequence of play reads them (a spotter rolls once per target per turn, a unit
    # acts once in a step), and undo never takes an entry back.
    actors: tuple[str, ...] = ()
    targets: tuple[str, ...] = ()
    free: bool | None = Field(default=None, description="true: taken in a battle played free of the sequence of play")
    set_up: bool | None = Field(
        default=None,
        description="true: written while the battle was being set up, before play began (the log lists it under "
        "the set-up, not under turn 1); left out: written in play, or by a version from before the key",
    )
    landing: LoggedLanding | None = Field(
        default=None,
        description="a barrage's public entry: where it landed and its damage zone (the board's mark of it); left "
        "out: any other entry, or one written by a version from before the key",
    )

    def rolls(self) -> list[LoggedRoll]:
        return [s for s in self.steps if isinstance(s, LoggedRoll)]


# What a barrage's public entry has always said in its steps (in the rules' English, whatever the window's language):
# the impact point, "impact point 27, 40" (rule 4.3; the firing side's own adds the error: ", 150 yards right"), and
# the damage zone, the chart's "200 yards" (rule 4.5), or "... = 200 yards (every printed row is per gun x guns)" for
# a battery of a size the chart does not print.
_NUMBER = r"[-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?"
_IMPACT = re.compile(rf"impact point ({_NUMBER}), ({_NUMBER})(?:,|$)")
_ZONE_READ = re.compile(r"(\d+) yards$")
_ZONE_TIMES_GUNS = re.compile(r"= (\d+) yards")


def told_landing(entry: LogEntry) -> LoggedLanding | None:
    """Where a barrage landed as its entry tells it: its ``landing``; for an entry written before the key (a battle
    saved by an earlier version), the impact point and the damage zone its steps name, so that the board draws its
    mark as it draws a landing of today's. None for any other entry: one not a barrage's, a side's own (secret), a
    battery's that did not fire."""
    if entry.landing is not None or entry.kind != "barrage" or entry.secret:
        return entry.landing
    at: tuple[float, float] | None = None
    zone: int | None = None
    for step in entry.steps:
        if isinstance(step, LoggedNote) and step.rule == "4.3" and at is None:
            found = _IMPACT.match(str(step.message))
            if found is not None:
                at = (float(found.group(1)), float(found.group(2)))
        elif step.rule == "4.5" and isinstance(step, LoggedTable) and step.table.startswith("Barrage damage zone"):
            read = _ZONE_READ.match(str(step.value))
            zone = int(read.group(1)) if read is not None else zone
        elif step.rule == "4.5" and isinstance(step, LoggedNote):
            times = _ZONE_TIMES_GUNS.search(str(step.message))
            zone = int(times.group(1)) if times is not None else zone
    if at is None or zone is None or not (0 <= zone <= MAX_YARDS):
        return None
    try:
        return LoggedLanding(at=at, zone_yards=zone)
    except ValueError:  # a point beyond any table: no mark
        return None
