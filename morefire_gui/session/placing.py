"""Laying the table by hand, in turn: "If the board is not pre-determined, then the players will alternate placing
terrain pieces with the defender placing first" (Terrain and Weather Definitions). In a battle kept to the sequence
of play whose table is laid by hand, until placement is complete, the side whose turn it is to place the next piece
is read from the record of actions (so that undo, redo and a replay give it back), and a piece placed by the other
side is refused. docs/rules-notes.md, "Laying the table by hand — in turn"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from morefire_gui.model.terms import TerrainKind
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.forces import PLACEMENT_RULE, placement_pending
from morefire_gui.session.names import side_name

if TYPE_CHECKING:
    from morefire_gui.model.action_record import ActionRecord
    from morefire_gui.model.battle import Battle, TerrainPiece

__all__ = [
    "MINEFIELD_PENDING",
    "PLACEMENT_RULE",
    "edge_chooser_refusal",
    "placer",
    "placing_refusal",
    "placing_turn",
    "takes_a_turn",
]

MINEFIELD_PENDING = QT_TRANSLATE_NOOP(
    "Rules",
    "the table is being laid by hand: minefields are laid with the forces, once placement is complete and the defender "
    "has selected his base edge (Battle > Placement Complete{command})",
).format(command=", morefire placement")


def takes_a_turn(piece: TerrainPiece) -> bool:
    """Whether placing ``piece`` is a placing turn: a terrain piece is; a minefield is not (3.6: a side's minefields
    are its defences, laid with its forces, not the table's terrain)."""
    return piece.kind is not TerrainKind.MINEFIELD


def _record_takes_a_turn(record: ActionRecord) -> bool:
    if record.kind != "place_terrain":
        return False
    piece = record.action.get("piece")
    return not (isinstance(piece, dict) and piece.get("kind") == TerrainKind.MINEFIELD.value)


def placing_turn(battle: Battle) -> str | None:
    """The id of the side whose turn it is to place the next terrain piece: the defender first, then the side that
    did not place the last piece. None where the players do not place in turn: a battle played free of the sequence,
    a generated table, a battle without a mission, or once placement is complete."""
    mission = battle.mission
    if not battle.strict or mission is None or not placement_pending(battle):
        return None
    other = {mission.defender: mission.attacker, mission.attacker: mission.defender}
    turn = mission.defender
    for record in battle.actions:
        if _record_takes_a_turn(record):
            side = record.action.get("side")
            turn = other.get(_placed_by(side if isinstance(side, str) else None, record.side, turn), turn)
    return turn


def _placed_by(named: str | None, at_table: str | None, turn: str) -> str:
    """Who places a piece: the side at the table (hot seat: the table was handed over to it), else the side the
    action names, else (everyone at the table, or a command naming no side) the side whose turn it is."""
    return at_table or named or turn


def placer(battle: Battle, named: str | None = None) -> str | None:
    """The side that places the next piece as the battle stands (``named``: the side the action names); None where
    the players do not place in turn."""
    turn = placing_turn(battle)
    return None if turn is None else _placed_by(named, battle.at_table, turn)


def placing_refusal(battle: Battle, piece: TerrainPiece, named: str | None) -> str | None:
    """Why ``piece`` may not be placed now by the side ``named`` (None: see :func:`placer`), or None when it may:
    every piece may, where the players do not place in turn (:func:`placing_turn`)."""
    turn = placing_turn(battle)
    if turn is None or not takes_a_turn(piece):
        return None
    at_table = battle.at_table
    if at_table is not None and named is not None and named != at_table:
        return QT_TRANSLATE_NOOP(
            "Rules", "{side} has the table: a terrain piece is placed by the side at the table, not for {named}"
        ).format(side=side_name(battle, at_table), named=side_name(battle, named))
    by = _placed_by(named, at_table, turn)
    if by == turn:
        return None
    words = (
        QT_TRANSLATE_NOOP(
            "Rules",
            "{turn} places the next terrain piece, not {side}: the players alternate, the defender placing "
            "first; hand the table over to {turn} (Players → Hand Over)",
        )
        if at_table is not None
        else QT_TRANSLATE_NOOP(
            "Rules",
            "{turn} places the next terrain piece, not {side}: the players alternate, the defender placing first",
        )
    )
    return words.format(turn=side_name(battle, turn), side=side_name(battle, by))


def edge_chooser_refusal(battle: Battle) -> str | None:
    """Why the side at the table may not complete the placement: "once placement is complete, then the defender
    selects which boardedge will be his baseline" -- in the hot seat, the defender completes it and chooses (the
    table handed over to him); None when he may, or everyone is at the table."""
    mission = battle.mission
    at_table = battle.at_table
    if mission is None or at_table is None or at_table == mission.defender:
        return None
    return QT_TRANSLATE_NOOP(
        "Rules",
        "{side} has the table: the defender completes the placement and selects his base edge; hand the table over "
        "to {defender} (Players → Hand Over)",
    ).format(side=side_name(battle, at_table), defender=side_name(battle, mission.defender))
