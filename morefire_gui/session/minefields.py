"""Minefields in play (rule 3.6): laying a section at the battle's scale, what each side may see, and clearing by
infantry spending three turns in a section (3.61 c). Entering and exiting sections is part of a move
(session/movement/); clearing by artillery is part of a barrage (session/artillery/).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError
from morefire_gui.geometry.minefields import section_polygon
from morefire_gui.geometry.shapes import XY, piece_outline, touches_point
from morefire_gui.ids import PieceId
from morefire_gui.model.battle import TerrainPiece
from morefire_gui.model.terms import MineType, Status, TerrainKind
from morefire_gui.rules.catalogue.entries import UnitKind
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.minefields import ClearingTurn, clearing_turn
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.edits import AddTerrain, Compound, Edit, ReplaceTerrain
from morefire_gui.session.names import public_piece_name, public_unit_names
from morefire_gui.session.unit_facts import side_of
from morefire_gui.session.visibility import new_id

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession

__all__ = ["ClearingResult", "clearing_turns", "lay_minefield"]


def lay_minefield(
    session: BattleSession,
    centre: XY,
    mines: MineType,
    rotation: float = 0.0,
    owner: str | None = None,
    deliberate: bool = False,
    piece_id: PieceId | None = None,
    by: str | None = None,
) -> AddTerrain:
    """3.6: a new section of 100 by 50 yards at the battle's scale, centred on ``centre`` and turned clockwise by
    ``rotation`` degrees (0: the long side east-west); hasty (marked on the board) unless ``deliberate`` (on the
    owner's deployment sheet, hidden from the other side until an enemy unit enters it). ``by``: the side whose
    player lays it (hot seat), whose own ids a section of nobody's is counted among."""
    battle = session.battle
    if owner is not None:
        side_of(battle, owner)
    if deliberate and owner is None:
        raise UsageError(
            QT_TRANSLATE_NOOP(
                "Rules", "a deliberate minefield needs its owner (the side whose deployment sheet it is on)"
            )
        )
    if piece_id is not None and piece_id in battle.ids():
        raise UsageError(QT_TRANSLATE_NOOP("Rules", "the id {id} is already used").format(id=repr(piece_id)))
    width, depth = session.tables.infantry.minefields.section_yards
    points = section_polygon(centre, rotation, session.geometry.yards_per_unit, (width, depth))
    piece = TerrainPiece(
        # Counted among its owner's (or the laying player's) own: the number tells nothing of another side's.
        id=piece_id or new_id(battle, "mf", owner or by),
        kind=TerrainKind.MINEFIELD,
        polygon=points,
        mines=mines,
        owner=owner,
        deliberate=deliberate,
    )
    return AddTerrain(piece, text=QT_TRANSLATE_NOOP("Rules", "Lay minefield"))


@dataclass(frozen=True)
class ClearingResult:
    turns: tuple[ClearingTurn, ...]
    cleared: tuple[str, ...]
    edit: Edit
    steps: tuple[Step, ...]


def clearing_turns(session: BattleSession) -> ClearingResult:
    """3.61 c, at the end of a turn: every infantry unit (on foot, not destroyed or suppressed) whose centre is in a
    section that is not cleared has spent one more turn in it; the third turn clears it. A unit that is no longer
    in the section loses its count (the turns are spent in a row)."""
    battle = session.battle
    said = public_unit_names(session, [u.id for u in battle.units])  # the turn's entry is every side's
    turns: list[ClearingTurn] = []
    before, after, cleared = [], [], []
    steps: list[Step] = []
    for piece in battle.terrain:
        if piece.kind is not TerrainKind.MINEFIELD or piece.cleared or piece.polygon is None:
            continue
        area = piece_outline(piece)
        counts: dict[str, int] = {}
        done = False
        for unit in battle.units:
            entry = session.catalogue.get(unit.type)
            if entry is None or entry.kind is not UnitKind.INFANTRY or unit.riding_on is not None:
                continue
            if unit.has(Status.DESTROYED) or unit.has(Status.SUPPRESSED) or not touches_point(area, unit.at):
                continue
            turn = clearing_turn(
                unit.id,
                piece.id,
                piece.clearing.get(unit.id, 0),
                session.tables.infantry,
                (said[unit.id], public_piece_name(battle, piece.id)),
            )
            turns.append(turn)
            steps += turn.steps
            counts[unit.id] = turn.turns
            done = done or turn.cleared
        new = (
            piece.model_copy(update={"cleared": True, "clearing": {}})
            if done
            else piece.model_copy(update={"clearing": counts})
        )
        if done:
            cleared.append(piece.id)
        if new != piece:
            before.append(piece)
            after.append(new)
    if not turns:
        steps.append(NoteStep(QT_TRANSLATE_NOOP("Rules", "no infantry unit is in a minefield section"), "3.61"))
    text = QT_TRANSLATE_NOOP("Rules", "Minefield clearing")
    edit = Compound((ReplaceTerrain(tuple(before), tuple(after), text),) if after else (), text)
    return ClearingResult(tuple(turns), tuple(cleared), edit, tuple(steps))
