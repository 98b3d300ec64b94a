"""The steps a resolution is explained by. Dialogs, ``--json`` and the battle log render these; nobody
recomputes a result from them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from morefire_gui.rules.dice import DieRoll
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, Message


@dataclass(frozen=True)
class RollStep:
    """A die thrown, and how the table read its face."""

    roll: DieRoll
    reading: int
    rule: str = ""

    def text(self) -> Message:
        read = "" if str(self.reading) == self.roll.printed else QT_TRANSLATE_NOOP("Rules", " (read as {reading})")
        hand = QT_TRANSLATE_NOOP("Rules", ", by hand") if self.roll.by_hand else ""
        return QT_TRANSLATE_NOOP("Rules", "{die} for {purpose}: {face}{read}{hand}").format(
            die=self.roll.die.label,
            purpose=self.roll.purpose,
            face=self.roll.printed,
            read=read and read.format(reading=self.reading),
            hand=hand,
        )


@dataclass(frozen=True)
class TableStep:
    """A row (and column) of a rules table used, and the value found there."""

    table: str
    row: str
    value: str
    rule: str
    column: str = ""

    def text(self) -> Message:
        # Two sentences, not one with the column as an optional part: a step kept as English (a battle file's log)
        # is read back by its words, and ", column" tells where a row of more than one word ends.
        if self.column:
            return QT_TRANSLATE_NOOP("Rules", "{table} (rule {rule}): row {row}, column {column} -> {value}").format(
                table=self.table, rule=self.rule, row=self.row, column=self.column, value=self.value
            )
        return QT_TRANSLATE_NOOP("Rules", "{table} (rule {rule}): row {row} -> {value}").format(
            table=self.table, rule=self.rule, row=self.row, value=self.value
        )


@dataclass(frozen=True)
class ModifierStep:
    """A modifier applied, with the rules' own label."""

    label: str
    value: int
    rule: str

    def text(self) -> Message:
        return QT_TRANSLATE_NOOP("Rules", "{label} {value:+d} (rule {rule})").format(
            label=self.label, value=self.value, rule=self.rule
        )


@dataclass(frozen=True)
class NoteStep:
    """A fact that decided something, in words (e.g. "observed: t3 sees the aim point")."""

    message: str
    rule: str = ""

    def text(self) -> str:
        # A message that already ends with its rule ("... (3.5)") or cites it ("... (rule 2.1 reading: ...)") is not
        # told the rule twice.
        if not self.rule or self.message.endswith(f"({self.rule})") or f"(rule {self.rule}" in self.message:
            return self.message
        return QT_TRANSLATE_NOOP("Rules", "{message} (rule {rule})").format(message=self.message, rule=self.rule)


Step = RollStep | TableStep | ModifierStep | NoteStep


def before_the_dice(steps: Sequence[Step]) -> tuple[Step, ...]:
    """The steps of a look ahead that stand before its first die: what the rules decide before anything is rolled
    (the firers, the modifiers, the chances). A look ahead's dice show only their highest face, so its rolls, and
    whatever follows from them, are never shown as a result."""
    for n, step in enumerate(steps):
        if isinstance(step, RollStep):
            return tuple(steps[:n])
    return tuple(steps)


def step_to_dict(step: Step) -> dict[str, Any]:
    """A JSON- and YAML-ready form of a step, used by ``--json`` and by the battle log."""
    if isinstance(step, RollStep):
        return {
            "kind": "roll",
            "die": step.roll.die.label,
            "face": step.roll.face,
            "printed": step.roll.printed,
            "reading": step.reading,
            "purpose": step.roll.purpose,
            "by_hand": step.roll.by_hand,
            "rule": step.rule,
            "text": step.text(),
        }
    if isinstance(step, TableStep):
        return {
            "kind": "table",
            "table": step.table,
            "row": step.row,
            "column": step.column,
            "value": step.value,
            "rule": step.rule,
            "text": step.text(),
        }
    if isinstance(step, ModifierStep):
        return {"kind": "modifier", "label": step.label, "value": step.value, "rule": step.rule, "text": step.text()}
    return {"kind": "note", "message": step.message, "rule": step.rule, "text": step.text()}
