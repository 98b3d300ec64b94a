"""Laying out the table: terrain pieces and counters placed, changed and taken away, the battle's settings, and
whether it keeps to the sequence of play. In a strict battle these are the set-up's (docs/rules-notes.md, "Sequence
of play — set-up"); a free battle takes them at any time."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from morefire_gui.model.actions.base import Action, Namer, as_is
from morefire_gui.model.battle import SequenceMode, Settings, TerrainPiece, Unit
from morefire_gui.model.numbers import Identifier
from morefire_gui.model.table_image import TableImage
from morefire_gui.model.terms import Status, TerrainKind
from morefire_gui.rules.words import QT_TRANSLATE_NOOP


class PlaceTerrain(Action):
    """A terrain piece laid on the table (a minefield section among them). ``side``: the side placing it, on a table
    laid by hand, where the players place in turn (left out: the side at the table, else the side whose turn it is;
    docs/rules-notes.md, "Laying the table by hand — in turn")."""

    kind: Literal["place_terrain"] = "place_terrain"
    piece: TerrainPiece
    side: Identifier | None = None
    text: str = ""
    label = QT_TRANSLATE_NOOP("Rules", "Add terrain")
    set_up = True
    begins_play = False

    def title(self, name: Namer = as_is) -> str:
        if self.text:
            return self.text  # as a battle saved by an older version, or an action written by hand, gives it
        if (minefield := _minefield_laid(self.piece, name)) is not None:
            return minefield
        kind = self.piece.kind.value.replace("_", " ")
        if not self.piece.name:
            return QT_TRANSLATE_NOOP("Rules", "Add {kind}").format(kind=kind)  # its id is no name
        return QT_TRANSLATE_NOOP("Rules", "Add {kind} {piece}").format(kind=kind, piece=self.piece.name)

    def acting_side(self) -> str | None:
        """3.6: a minefield of a side is laid by that side (a deliberate one is on "the owner's deployment sheet");
        one of nobody's, and any other piece, is the table's."""
        if self.piece.kind is TerrainKind.MINEFIELD and self.piece.owner:
            return self.piece.owner
        return None


def _minefield_laid(piece: TerrainPiece, name: Namer) -> str | None:
    """A minefield section laid (3.6), as the Minefield tool lays it: "Lay deliberate AT minefield of Kampfgruppe
    Peiper", its owner by ``name``; None for any other piece."""
    if piece.kind is not TerrainKind.MINEFIELD or piece.mines is None:
        return None
    if piece.owner:
        laid = (
            QT_TRANSLATE_NOOP("Rules", "Lay deliberate {mines} minefield of {owner}")
            if piece.deliberate
            else QT_TRANSLATE_NOOP("Rules", "Lay hasty {mines} minefield of {owner}")
        )
        return laid.format(mines=piece.mines.value.upper(), owner=name(piece.owner))
    laid = (
        QT_TRANSLATE_NOOP("Rules", "Lay deliberate {mines} minefield")
        if piece.deliberate
        else QT_TRANSLATE_NOOP("Rules", "Lay hasty {mines} minefield")
    )
    return laid.format(mines=piece.mines.value.upper())


# What the record of a battle saved before says of a minefield laid, the section by its id: kept so that the window
# reads it back in its language, in the replay's list and the Log dock.
EARLIER_TEXTS = (
    QT_TRANSLATE_NOOP("Rules", "Lay deliberate {mines} minefield {piece}"),
    QT_TRANSLATE_NOOP("Rules", "Lay deliberate {mines} minefield {piece} ({owner})"),
    QT_TRANSLATE_NOOP("Rules", "Lay hasty {mines} minefield {piece}"),
    QT_TRANSLATE_NOOP("Rules", "Lay hasty {mines} minefield {piece} ({owner})"),
)


class ChangeTerrain(Action):
    """Terrain pieces changed: moved, reshaped, turned, renamed (each piece as it is after, by its id). ``text``: the
    log's words for it, which the session writes from what changes ("Move Woods": session/table_edit_titles.py); a
    text given is kept, as older files have it."""

    kind: Literal["change_terrain"] = "change_terrain"
    pieces: tuple[TerrainPiece, ...] = Field(min_length=1)
    text: str = ""
    label = QT_TRANSLATE_NOOP("Rules", "Change terrain")
    set_up = True
    begins_play = False

    def title(self, name: Namer = as_is) -> str:
        return self.text or QT_TRANSLATE_NOOP("Rules", "Change {pieces}").format(
            pieces=", ".join(p.name or name(p.id) for p in self.pieces)
        )

    def pieces_in_hand(self) -> tuple[str, ...]:
        return tuple(p.id for p in self.pieces)

    def owners_given(self) -> dict[str, str | None]:
        return {p.id: p.owner for p in self.pieces}


class RemoveTerrain(Action):
    kind: Literal["remove_terrain"] = "remove_terrain"
    ids: tuple[Identifier, ...] = Field(min_length=1)
    label = QT_TRANSLATE_NOOP("Rules", "Delete terrain")
    set_up = True
    begins_play = False

    def title(self, name: Namer = as_is) -> str:
        return QT_TRANSLATE_NOOP("Rules", "Delete {ids}").format(ids=", ".join(map(name, self.ids)))

    def pieces_in_hand(self) -> tuple[str, ...]:
        return self.ids


class PlaceUnit(Action):
    """A counter put on the table."""

    kind: Literal["place_unit"] = "place_unit"
    unit: Unit
    text: str = ""
    label = QT_TRANSLATE_NOOP("Rules", "Place unit")
    set_up = True
    begins_play = False

    def title(self, name: Namer = as_is) -> str:
        if self.text:
            return self.text
        if self.unit.has(Status.HIDDEN):
            return self.label  # a hidden position placed: neither its name nor its type is said
        return QT_TRANSLATE_NOOP("Rules", "Place {unit}").format(unit=self.unit.name or name(self.unit.type))


class ChangeUnits(Action):
    """Counters changed outside the rules' procedures: set up, moved or turned freely, given a name or a status
    (each unit as it is after, by its id). ``text``: the log's words for it, which the session writes from what
    changes ("Move Tiger 1 4.0 in": session/table_edit_titles.py); a text given is kept, as older files have it."""

    kind: Literal["change_units"] = "change_units"
    units: tuple[Unit, ...] = Field(min_length=1)
    text: str = ""
    label = QT_TRANSLATE_NOOP("Rules", "Change units")
    set_up = True
    begins_play = False
    moves_counters = True

    def hands(self) -> tuple[str, ...]:
        return tuple(u.id for u in self.units)

    def title(self, name: Namer = as_is) -> str:
        # A hidden position's own name is its side's secret: it is said as the session names it to every side.
        return self.text or QT_TRANSLATE_NOOP("Rules", "Change {pieces}").format(
            pieces=", ".join(name(u.id) if u.has(Status.HIDDEN) or not u.name else u.name for u in self.units)
        )


class RemoveUnits(Action):
    kind: Literal["remove_units"] = "remove_units"
    ids: tuple[Identifier, ...] = Field(min_length=1)
    label = QT_TRANSLATE_NOOP("Rules", "Remove units")
    set_up = True
    begins_play = False
    moves_counters = True

    def hands(self) -> tuple[str, ...]:
        return self.ids

    def title(self, name: Namer = as_is) -> str:
        return QT_TRANSLATE_NOOP("Rules", "Remove {ids}").format(ids=", ".join(map(name, self.ids)))


class ChangeSettings(Action):
    """The battle's settings replaced (line of sight readings, advanced rules, campaign, weather ...)."""

    kind: Literal["change_settings"] = "change_settings"
    settings: Settings
    text: str = ""
    label = QT_TRANSLATE_NOOP("Rules", "Change settings")
    begins_play = False

    def title(self, name: Namer = as_is) -> str:
        return self.text or self.label


class SetSequence(Action):
    """Rules -> Keep to the Sequence of Play: the battle kept strictly to the sequence of play, or played free."""

    kind: Literal["sequence"] = "sequence"
    mode: SequenceMode
    label = QT_TRANSLATE_NOOP("Rules", "Sequence of play")
    begins_play = False

    def title(self, name: Namer = as_is) -> str:
        return (
            QT_TRANSLATE_NOOP("Rules", "Keep to the sequence of play")
            if self.mode is SequenceMode.STRICT
            else QT_TRANSLATE_NOOP("Rules", "Play free of the sequence")
        )


class SetTableImage(Action):
    """File -> Table Image...: a photo or map of the players' own table laid under the terrain, with its calibration
    and opacity (``image``), or taken away (None)."""

    kind: Literal["table_image"] = "table_image"
    image: TableImage | None = None
    label = QT_TRANSLATE_NOOP("Rules", "Table image")
    begins_play = False

    def title(self, name: Namer = as_is) -> str:
        if self.image is None:
            return QT_TRANSLATE_NOOP("Rules", "Table image taken away")
        return QT_TRANSLATE_NOOP("Rules", "Table image {path}").format(path=self.image.path)
