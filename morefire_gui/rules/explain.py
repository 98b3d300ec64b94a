"""The steps a resolution is explained by. Dialogs, ``--json`` and the battle log render these; nobody
recomputes a result from them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from morefire_gui.rules.dice import DieRoll


@dataclass(frozen=True)
class RollStep:
    """A die thrown, and how the table read its face."""

    roll: DieRoll
    reading: int
    rule: str = ""

    def text(self) -> str:
        read = "" if str(self.reading) == self.roll.printed else f" (read as {self.reading})"
        hand = ", by hand" if self.roll.by_hand else ""
        return f"{self.roll.die.label} for {self.roll.purpose}: {self.roll.printed}{read}{hand}"


@dataclass(frozen=True)
class TableStep:
    """A row (and column) of a rules table used, and the value found there."""

    table: str
    row: str
    value: str
    rule: str
    column: str = ""

    def text(self) -> str:
        col = f", column {self.column}" if self.column else ""
        return f"{self.table} (rule {self.rule}): row {self.row}{col} -> {self.value}"


@dataclass(frozen=True)
class ModifierStep:
    """A modifier applied, with the rules' own label."""

    label: str
    value: int
    rule: str

    def text(self) -> str:
        return f"{self.label} {self.value:+d} (rule {self.rule})"


@dataclass(frozen=True)
class NoteStep:
    """A fact that decided something, in words (e.g. "observed: t3 sees the aim point")."""

    message: str
    rule: str = ""

    def text(self) -> str:
        return f"{self.message} (rule {self.rule})" if self.rule else self.message


Step = RollStep | TableStep | ModifierStep | NoteStep


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
