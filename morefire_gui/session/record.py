"""The battle's record of play as edits: the position the record starts from, and each action appended, so that undo
takes an action back out of the record with its effects (its log entries stay). And the digest of a position, which
each record keeps so that a replay can name the first action where it parts from the battle as played."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from morefire_gui.model.action_record import ActionRecord
from morefire_gui.model.battle import FILE_KEYS, HISTORY_KEYS, Battle, BattleState
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.edits import Aspect, Change, Edit

__all__ = ["AppendAction", "SetStart", "state_digest"]


@dataclass(frozen=True)
class SetStart(Edit):
    """The position the record of actions starts from, before and after."""

    before: BattleState | None
    after: BattleState | None
    text: str = QT_TRANSLATE_NOOP("Rules", "Start of the record")

    def apply(self, battle: Battle) -> list[Change]:
        battle.start = self.after
        return [Change(Aspect.RECORD)]

    def revert(self, battle: Battle) -> list[Change]:
        battle.start = self.before
        return [Change(Aspect.RECORD)]


@dataclass(frozen=True)
class AppendAction(Edit):
    """An action appended to the battle's record (undo takes it off again)."""

    record: ActionRecord
    text: str = QT_TRANSLATE_NOOP("Rules", "Record the action")

    def apply(self, battle: Battle) -> list[Change]:
        battle.actions.append(self.record)
        return [Change(Aspect.RECORD, (str(self.record.n),))]

    def revert(self, battle: Battle) -> list[Change]:
        if battle.actions and battle.actions[-1].n == self.record.n:
            battle.actions.pop()
        return [Change(Aspect.RECORD, (str(self.record.n),))]


def state_digest(battle: BattleState) -> str:
    """``sha256:...`` of a battle's position: everything but its history, the file's own keys and other tools'
    extensions, as pydantic writes it in JSON (the models' field order; a mapping in the order its keys were
    given, which a save and a load keep)."""
    text = battle.model_dump_json(exclude={*HISTORY_KEYS, *FILE_KEYS, "extensions"})
    return "sha256:" + hashlib.sha256(text.encode()).hexdigest()
