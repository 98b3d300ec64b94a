"""How far a terrain piece reaches off the table, and what may be done with one that does.

A piece the player lays, moves, turns or reshapes lies on the table, its edges at most. A battle file may lay one
partly off it (a road run past an edge, a wood cut by it): the battle opens, the player is told once (the window's
status bar and messages, ``morefire validate``), and the piece may be moved, turned or reshaped onto the table or
nearer to it, never farther off (docs/rules-notes.md, "Laying out the table — a piece a file lays partly off the table").

    off_table(table, piece)          # None, or its farthest point off the table and how far past the edge
    pieces_off_the_table(battle)     # every piece the battle lays partly off the table, in its order
    edge_refusal(table, piece, was)  # why an edit may not leave the piece where it would reach (None: it may)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from morefire_gui.geometry.shapes import farthest_past_edge
from morefire_gui.model.battle import Battle, TableSpec, TerrainPiece
from morefire_gui.rules.words import AND_THEN, QT_TRANSLATE_NOOP, Message, joined
from morefire_gui.session.names import piece_words_with_id

__all__ = ["OffTable", "edge_refusal", "off_table", "off_table_notice", "off_table_words", "pieces_off_the_table"]

# Table units: a piece's point on the table's edge, read back from the screen a hair past it, is on the table (a
# counter's point is read exactly: the battle's own reading, its edges included).
EDGE = 1e-6
# The pieces a notice names one by one; the others it counts.
NAMED = 3


@dataclass(frozen=True)
class OffTable:
    """A piece partly off the table: its farthest point off it, and how far that lies past the nearest edge (table
    units, straight: a corner's point past two edges is measured to the corner)."""

    piece: TerrainPiece
    x: float
    y: float
    reach: float


def off_table(table: TableSpec, piece: TerrainPiece) -> OffTable | None:
    """The piece's farthest point off the table and how far past the edge it lies; None for a piece on the table,
    its edges included."""
    off = [(x, y) for x, y in piece.points() if not table.holds(x, y, margin=EDGE)]
    if not off:
        return None
    (x, y), reach = farthest_past_edge(off, table.width, table.depth)
    return OffTable(piece, x, y, reach)


def pieces_off_the_table(battle: Battle) -> list[tuple[int, OffTable]]:
    """Every piece the battle lays partly off the table, with its place in the battle's terrain."""
    return [(i, off) for i, piece in enumerate(battle.terrain) if (off := off_table(battle.table, piece)) is not None]


def _table_words(table: TableSpec) -> dict[str, float | str]:
    return {"width": table.width, "depth": table.depth, "unit": table.unit}


def off_table_words(table: TableSpec, off: OffTable) -> Message:
    """``Woods (w1) reaches 3.0 in off the 72 x 48 in table, to -3.0, 10.0``."""
    return QT_TRANSLATE_NOOP(
        "Rules",
        "{piece} reaches {reach:.1f} {unit} off the {width:g} x {depth:g} {unit} table, to {x:.1f}, {y:.1f}",
    ).format(piece=piece_words_with_id(off.piece), reach=off.reach, x=off.x, y=off.y, **_table_words(table))


# What may be done with a piece a file lays off the table, said after it.
MAY_BE_MOVED = QT_TRANSLATE_NOOP(
    "Rules", "it may be moved, turned or reshaped onto the table or nearer to it, never farther off"
)


def off_table_notice(battle: Battle) -> Message | None:
    """What the player is told once as the battle opens, when its file lays pieces partly off the table; None when
    it lays none."""
    found = pieces_off_the_table(battle)
    if not found:
        return None
    said: Sequence[str] = [off_table_words(battle.table, off) for _, off in found[:NAMED]]
    if len(found) > NAMED:
        said = [*said, QT_TRANSLATE_NOOP("Rules", "{n} more").format(n=len(found) - NAMED)]
    return QT_TRANSLATE_NOOP("Rules", "the battle file lays terrain off the table: {pieces}; {may}").format(
        pieces=joined(said, AND_THEN), may=MAY_BE_MOVED
    )


def edge_refusal(table: TableSpec, piece: TerrainPiece, was: TerrainPiece | None = None) -> Message | None:
    """Why ``piece`` may not be laid so (``was``: the piece as it lies now, for one moved, turned or reshaped), or
    None: it lies on the table, or no farther off it than ``was`` (a piece a file laid off the table brought onto
    it, or nearer)."""
    off = off_table(table, piece)
    if off is None:
        return None
    before = off_table(table, was) if was is not None else None
    size = _table_words(table)
    if before is None:
        return QT_TRANSLATE_NOOP(
            "Rules", "{piece} would reach off the {width:g} x {depth:g} {unit} table, to {x:.1f}, {y:.1f}"
        ).format(piece=piece_words_with_id(piece), x=off.x, y=off.y, **size)
    if off.reach <= before.reach + EDGE:
        return None
    return QT_TRANSLATE_NOOP(
        "Rules",
        "{piece} would reach {reach:.1f} {unit} off the {width:g} x {depth:g} {unit} table, to {x:.1f}, "
        "{y:.1f}, farther than the {was:.1f} {unit} it reaches now: move it onto the table or nearer to it",
    ).format(piece=piece_words_with_id(piece), reach=off.reach, x=off.x, y=off.y, was=before.reach, **size)
