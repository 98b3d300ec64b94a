"""Edits: every change to a battle as a reversible value. The GUI wraps each in a QUndoCommand; the CLI
applies them directly. An edit never decides rules; it records what was decided."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from morefire_gui.model.battle import Battle, Settings, Side, TerrainPiece, Unit
from morefire_gui.model.table_image import TableImage
from morefire_gui.rules.words import QT_TRANSLATE_NOOP


class Aspect(Enum):
    UNITS = "units"
    TERRAIN = "terrain"
    BATTLE = "battle"  # title, table, scale, sides, settings
    LOG = "log"  # an entry appended to the battle log (not an edit: never undone)
    TURN = "turn"  # the sequence of play: the turn, its step, the marks of who has acted
    RECORD = "record"  # the record of actions (and where it starts from): nothing to draw
    # Whose view a window shows changed (a hand-over, the umpire's view): nothing in the battle changed, so no edit
    # returns it; the window publishes it to what it shows in a side's view (session/visibility.py).
    VIEW = "view"


@dataclass(frozen=True)
class Change:
    """What an edit changed, for the views to repaint: which aspect, and the ids touched."""

    aspect: Aspect
    ids: tuple[str, ...] = ()


class Edit:
    text: str = "Edit"

    def apply(self, battle: Battle) -> list[Change]:
        raise NotImplementedError

    def revert(self, battle: Battle) -> list[Change]:
        raise NotImplementedError


@dataclass(frozen=True)
class ReplaceUnits(Edit):
    """Units changed in place (moved, turned, status): their values before and after."""

    before: tuple[Unit, ...]
    after: tuple[Unit, ...]
    text: str = QT_TRANSLATE_NOOP("Rules", "Change units")

    def _put(self, battle: Battle, units: tuple[Unit, ...]) -> list[Change]:
        for unit in units:
            battle.units[battle.unit_index(unit.id)] = unit
        return [Change(Aspect.UNITS, tuple(u.id for u in units))]

    def apply(self, battle: Battle) -> list[Change]:
        return self._put(battle, self.after)

    def revert(self, battle: Battle) -> list[Change]:
        return self._put(battle, self.before)


@dataclass(frozen=True)
class AddUnit(Edit):
    unit: Unit
    index: int | None = None
    text: str = QT_TRANSLATE_NOOP("Rules", "Place unit")

    def apply(self, battle: Battle) -> list[Change]:
        battle.units.insert(len(battle.units) if self.index is None else self.index, self.unit)
        return [Change(Aspect.UNITS, (self.unit.id,))]

    def revert(self, battle: Battle) -> list[Change]:
        del battle.units[battle.unit_index(self.unit.id)]
        return [Change(Aspect.UNITS, (self.unit.id,))]


@dataclass(frozen=True)
class RemoveUnit(Edit):
    unit: Unit
    index: int
    text: str = QT_TRANSLATE_NOOP("Rules", "Remove unit")

    def apply(self, battle: Battle) -> list[Change]:
        del battle.units[battle.unit_index(self.unit.id)]
        return [Change(Aspect.UNITS, (self.unit.id,))]

    def revert(self, battle: Battle) -> list[Change]:
        battle.units.insert(self.index, self.unit)
        return [Change(Aspect.UNITS, (self.unit.id,))]


@dataclass(frozen=True)
class ReplaceTerrain(Edit):
    before: tuple[TerrainPiece, ...]
    after: tuple[TerrainPiece, ...]
    text: str = QT_TRANSLATE_NOOP("Rules", "Change terrain")

    def _put(self, battle: Battle, pieces: tuple[TerrainPiece, ...]) -> list[Change]:
        for piece in pieces:
            battle.terrain[battle.piece_index(piece.id)] = piece
        return [Change(Aspect.TERRAIN, tuple(p.id for p in pieces))]

    def apply(self, battle: Battle) -> list[Change]:
        return self._put(battle, self.after)

    def revert(self, battle: Battle) -> list[Change]:
        return self._put(battle, self.before)


@dataclass(frozen=True)
class AddTerrain(Edit):
    piece: TerrainPiece
    index: int | None = None
    text: str = QT_TRANSLATE_NOOP("Rules", "Add terrain")

    def apply(self, battle: Battle) -> list[Change]:
        battle.terrain.insert(len(battle.terrain) if self.index is None else self.index, self.piece)
        return [Change(Aspect.TERRAIN, (self.piece.id,))]

    def revert(self, battle: Battle) -> list[Change]:
        del battle.terrain[battle.piece_index(self.piece.id)]
        return [Change(Aspect.TERRAIN, (self.piece.id,))]


@dataclass(frozen=True)
class RemoveTerrain(Edit):
    piece: TerrainPiece
    index: int
    text: str = QT_TRANSLATE_NOOP("Rules", "Delete terrain")

    def apply(self, battle: Battle) -> list[Change]:
        del battle.terrain[battle.piece_index(self.piece.id)]
        return [Change(Aspect.TERRAIN, (self.piece.id,))]

    def revert(self, battle: Battle) -> list[Change]:
        battle.terrain.insert(self.index, self.piece)
        return [Change(Aspect.TERRAIN, (self.piece.id,))]


@dataclass(frozen=True)
class ReplaceSettings(Edit):
    before: Settings
    after: Settings
    text: str = QT_TRANSLATE_NOOP("Rules", "Change settings")

    def apply(self, battle: Battle) -> list[Change]:
        battle.settings = self.after
        return [Change(Aspect.BATTLE)]

    def revert(self, battle: Battle) -> list[Change]:
        battle.settings = self.before
        return [Change(Aspect.BATTLE)]


@dataclass(frozen=True)
class ReplaceTableImage(Edit):
    """The photo or map under the terrain set, changed or taken away (None)."""

    before: TableImage | None
    after: TableImage | None
    text: str = QT_TRANSLATE_NOOP("Rules", "Table image")

    def apply(self, battle: Battle) -> list[Change]:
        battle.table_image = self.after
        return [Change(Aspect.BATTLE)]

    def revert(self, battle: Battle) -> list[Change]:
        battle.table_image = self.before
        return [Change(Aspect.BATTLE)]


@dataclass(frozen=True)
class ReplaceSide(Edit):
    """A side changed (its registration points, the airstrikes it bought): its value before and after."""

    before: Side
    after: Side
    text: str = QT_TRANSLATE_NOOP("Rules", "Change side")

    def _put(self, battle: Battle, side: Side) -> list[Change]:
        index = next(i for i, s in enumerate(battle.sides) if s.id == side.id)
        battle.sides[index] = side
        return [Change(Aspect.BATTLE)]

    def apply(self, battle: Battle) -> list[Change]:
        return self._put(battle, self.after)

    def revert(self, battle: Battle) -> list[Change]:
        return self._put(battle, self.before)


@dataclass(frozen=True)
class Compound(Edit):
    """Several edits as one undo step (e.g. deleting a selection)."""

    edits: tuple[Edit, ...] = field(default_factory=tuple)
    text: str = "Edit"

    def apply(self, battle: Battle) -> list[Change]:
        changes: list[Change] = []
        for edit in self.edits:
            changes += edit.apply(battle)
        return changes

    def revert(self, battle: Battle) -> list[Change]:
        changes: list[Change] = []
        for edit in reversed(self.edits):
            changes += edit.revert(battle)
        return changes


class Staged:
    """Edits worked out one after another, each on the battle as the ones before leave it (a maintenance roll must see
    the statuses the start of the turn lifted; a second rider must find the first aboard), then taken back with
    :meth:`unwind`, so that the caller applies them as ONE edit (:meth:`compound`). Nothing is notified: the battle is
    as it was once unwound.

        staged = Staged(battle)
        try:
            staged.add(first)          # applied at once: the next is worked out on the battle as it leaves it
            staged.add(second)
        finally:
            staged.unwind()
        edit = staged.compound("Mount a, b on ht")
    """

    def __init__(self, battle: Battle) -> None:
        self.battle = battle
        self.edits: list[Edit] = []
        self._applied = 0

    def add(self, edit: Edit) -> None:
        if isinstance(edit, Compound) and not edit.edits:
            return
        edit.apply(self.battle)
        self.edits.append(edit)
        self._applied = len(self.edits)

    def unwind(self) -> None:
        for edit in reversed(self.edits[: self._applied]):
            edit.revert(self.battle)
        self._applied = 0

    def compound(self, text: str) -> Compound:
        return Compound(tuple(self.edits), text)


def remove_units(battle: Battle, ids: list[str], text: str = "") -> Compound:
    """Remove units as one undo step: from the last in the file down, so that undoing puts each back in its
    place."""
    ordered = sorted(ids, key=battle.unit_index, reverse=True)
    edits = tuple(RemoveUnit(battle.units[battle.unit_index(i)], battle.unit_index(i)) for i in ordered)
    return Compound(edits, text=text or QT_TRANSLATE_NOOP("Rules", "Remove {ids}").format(ids=", ".join(ids)))


def remove_pieces(battle: Battle, ids: list[str], text: str = "") -> Compound:
    """Remove terrain pieces as one undo step (see :func:`remove_units`)."""
    ordered = sorted(ids, key=battle.piece_index, reverse=True)
    edits = tuple(RemoveTerrain(battle.terrain[battle.piece_index(i)], battle.piece_index(i)) for i in ordered)
    return Compound(edits, text=text or QT_TRANSLATE_NOOP("Rules", "Delete {ids}").format(ids=", ".join(ids)))
