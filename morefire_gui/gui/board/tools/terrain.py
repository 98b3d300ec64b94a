"""Lay out terrain. With a kind chosen in the palette: click vertices of a polygon (double-click or Enter
closes it), points of a line (double-click or Enter ends it), or place a point feature with one click. A click a few
pixels past the table's edge puts its point on the edge; a hill drawn on a hill is a level above it. An outline the
battle refuses keeps its corners, to mend (Backspace takes the last back) and finish again.
With no kind chosen: select pieces, drag to move, drag a vertex to reshape, Shift+click an edge to add a
vertex or a vertex to remove it, Q/E to turn, +/- to change a hill's level, Delete to remove, double-click
for properties. Every change is one undoable step."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from pydantic import ValidationError
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainterPath
from PySide6.QtWidgets import QGraphicsPathItem

from morefire_gui.geometry.board_shapes import edge_near, lies_on, vertex_near
from morefire_gui.geometry.shapes import piece_centre, rotated_points
from morefire_gui.gui.board.terrain_item import TerrainItem
from morefire_gui.gui.board.tools.base import BoardTool, Editor
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import said, said_problem
from morefire_gui.gui.style import SELECTION, STYLES, cosmetic_pen
from morefire_gui.model.battle import TerrainPiece
from morefire_gui.model.terms import LINE_ONLY, LINE_OR_POLYGON, POINT_OR_POLYGON, MineType, TerrainKind
from morefire_gui.session.names import piece_name
from morefire_gui.session.placing import placer, takes_a_turn
from morefire_gui.session.visibility import new_id

if TYPE_CHECKING:
    from morefire_gui.gui.board.view import BoardView

ID_PREFIX = {
    TerrainKind.HILL: "h",
    TerrainKind.WOODS: "w",
    TerrainKind.ROUGH: "r",
    TerrainKind.BUILDING: "b",
    TerrainKind.VILLAGE: "v",
    TerrainKind.CROPS: "c",
    TerrainKind.JUNGLE: "j",
    TerrainKind.SWAMP: "sw",
    TerrainKind.WATER: "wa",
    TerrainKind.STREAM: "st",
    TerrainKind.RIVER: "rv",
    TerrainKind.ROAD: "rd",
    TerrainKind.HEDGE: "e",
    TerrainKind.FORD: "f",
    TerrainKind.BRIDGE: "br",
    TerrainKind.CROSSROAD: "x",
    TerrainKind.ROAD_EXIT: "ex",
    TerrainKind.MINEFIELD: "m",
    TerrainKind.BEACH: "be",
}
# Default widths of new line pieces, in inches (converted for cm tables).
LINE_WIDTH_INCHES = {TerrainKind.ROAD: 0.5, TerrainKind.STREAM: 0.3, TerrainKind.RIVER: 1.0}
VERTEX_PIXELS = 7.0
TURN_STEP = 15.0
MAX_LEVEL = 20  # the highest level a hill may have (model/battle.py)


def kind_words(kind: TerrainKind) -> str:
    """A terrain kind in the interface's language, in small letters as a sentence writes it ("road", "Straße")."""
    return said(kind.value.replace("_", " "))


def capitalised(sentence: str) -> str:
    """A sentence that may begin with a kind's words in small letters ("unwegsames Gelände lässt sich ..."), begun
    with a capital."""
    return sentence[:1].upper() + sentence[1:]


def drawn_as(kind: TerrainKind) -> str:
    """How a new piece of this kind is drawn: 'point', 'line' or 'polygon'."""
    if kind in POINT_OR_POLYGON:
        return "point"
    if kind in LINE_ONLY or kind in LINE_OR_POLYGON:
        return "line"
    if kind is TerrainKind.MINEFIELD:
        return "section"
    return "polygon"


class TerrainTool(BoardTool):
    name = "terrain"
    cursor = Qt.CursorShape.CrossCursor

    def __init__(self, editor: Editor) -> None:
        super().__init__(editor)
        self.draw_kind: TerrainKind | None = None
        self.vertices: list[tuple[float, float]] = []
        self.preview = QGraphicsPathItem()
        self.preview.setZValue(35)
        self.preview.setPen(cosmetic_pen(SELECTION, 2.0, Qt.PenStyle.DashLine))
        fill = QColor(SELECTION)
        fill.setAlpha(40)
        self.preview.setBrush(fill)
        self._cursor: tuple[float, float] | None = None
        self._drag_from: QPointF | None = None
        self._dragging: list[TerrainPiece] = []
        self._vertex: tuple[TerrainPiece, int] | None = None
        self._moved = False
        # Told of every kind chosen, the palette's own and Escape's "select and edit": the palette shows the tool's.
        self.kind_changed: Callable[[TerrainKind | None], None] | None = None

    def activate(self, view: BoardView) -> None:
        super().activate(view)
        view.board.addItem(self.preview)
        self._show_vertices(True)
        view.board.selectionChanged.connect(self._on_selection_changed)

    def deactivate(self) -> None:
        self.cancel_drawing()
        if self.view is not None:
            self._show_vertices(False)
            self.view.board.selectionChanged.disconnect(self._on_selection_changed)
            if self.preview.scene() is not None:
                self.view.board.removeItem(self.preview)

    def keep_kind(self, kind: TerrainKind | None) -> None:
        """Draw ``kind`` when next pressed (the kind the side at the table chose in the palette, found again at a
        hand-over), saying nothing: the next player's own choice, not a new one."""
        self.cancel_drawing()
        self.draw_kind = kind

    def set_draw_kind(self, kind: TerrainKind | None) -> None:
        self.cancel_drawing()
        self.draw_kind = kind
        if kind is not None and self.view is not None:
            self.view.board.clearSelection()
            how = drawn_as(kind)
            hint = {
                "polygon": tr("click the corners; double-click or Enter to close"),
                "line": tr("click along it; double-click or Enter to finish"),
                "point": tr("click to place"),
                "section": tr("click to place a 100 x 50 yard section"),
            }[how]
            self.editor.message(tr("Drawing {value}: {hint}").format(value=STYLES[kind].label, hint=hint))
        elif kind is None and self.view is not None:
            self.editor.message(tr("Select and edit pieces"))
        if self.kind_changed is not None:
            self.kind_changed(kind)

    def _on_selection_changed(self) -> None:
        self._show_vertices(True)

    def _show_vertices(self, on: bool) -> None:
        if self.view is None:
            return
        for item in self.view.board.terrain.values():
            want = on and item.isSelected()
            if item.show_vertices != want:
                item.show_vertices = want
                item.update()

    # -- drawing new pieces ---------------------------------------------------------------------------------------
    def _update_preview(self) -> None:
        path = QPainterPath()
        pts = list(self.vertices)
        if self._cursor is not None and pts:
            pts.append(self._cursor)
        if pts:
            path.moveTo(*pts[0])
            for p in pts[1:]:
                path.lineTo(*p)
            if self.draw_kind is not None and drawn_as(self.draw_kind) == "polygon" and len(pts) > 2:
                path.closeSubpath()
        self.preview.setPath(path)

    def cancel_drawing(self) -> None:
        self.vertices = []
        self._cursor = None
        self.preview.setPath(QPainterPath())

    def _new_piece(self, **shape: object) -> bool:
        """Lay the piece drawn; whether it was laid (else the message says why)."""
        from morefire_gui.model.actions.table import PlaceTerrain

        assert self.draw_kind is not None
        battle = self.session.battle
        kind = self.draw_kind
        # A minefield is counted among the laying side's own ids: its number tells nothing of another side's.
        side = self.seen.side if kind is TerrainKind.MINEFIELD else None
        data: dict[str, object] = {"id": new_id(battle, ID_PREFIX[kind], side), "kind": kind.value, **shape}
        per_inch = 2.54 if battle.table.unit == "cm" else 1.0
        if kind is TerrainKind.HILL:
            data["level"] = self._level_for(shape.get("polygon"))
        if kind is TerrainKind.MINEFIELD:
            data["mines"] = MineType.GP.value
        if kind in LINE_WIDTH_INCHES and "line" in data:
            data["width"] = LINE_WIDTH_INCHES[kind] * per_inch
        try:
            piece = TerrainPiece.model_validate(data)
        except ValidationError as exc:
            self.editor.message(
                capitalised(
                    tr("Cannot add this {value}: {first_error}").format(
                        value=kind_words(kind), first_error=said_problem(exc)
                    )
                ),
                log=False,
            )
            return False
        # A table laid by hand is laid in turns: the piece is placed by the side at the table, else for the side whose
        # turn it is (session/placing.py); a minefield is no placing turn.
        by = placer(battle) if takes_a_turn(piece) else None
        return not self.editor.act(PlaceTerrain(piece=piece, side=by)).refused

    def _level_for(self, corners: object) -> int:
        """A new hill's level: one above the highest hill it is drawn on (the level is the height: a level-2 hill on a
        level-1 hill, docs/rules-notes.md), else 1."""
        if not isinstance(corners, tuple):
            return 1
        hills = [p for p in self.session.battle.terrain if p.kind is TerrainKind.HILL and p.polygon is not None]
        under = [p.level or 1 for p in hills if p.polygon is not None and lies_on(corners, p.polygon)]
        return min(max(under, default=0) + 1, MAX_LEVEL)

    def finish_drawing(self) -> None:
        if self.draw_kind is None:
            return
        how = drawn_as(self.draw_kind)
        pts = _dedupe(self.vertices)
        if how == "polygon" and len(pts) >= 3:
            laid = self._new_piece(polygon=pts)
        elif how == "line" and len(pts) >= 2:
            laid = self._new_piece(line=pts)
        else:
            need = 3 if how == "polygon" else 2
            self.editor.message(
                capitalised(
                    tr("A {value} needs at least {need} points").format(value=kind_words(self.draw_kind), need=need)
                )
            )
            laid = False
        if laid:
            self.cancel_drawing()
            return
        # Not laid: the corners clicked stay, to mend (Backspace takes the last back) and finish again, or Escape.
        self.vertices = list(pts)
        self._update_preview()

    def _minefield_section(self, centre: tuple[float, float]) -> tuple[tuple[float, float], ...]:
        """3.6: a minefield section is 100 x 50 yards, drawn to the battle's scale."""
        g = self.session.geometry
        hw, hd = g.to_table(100) / 2, g.to_table(50) / 2
        x, y = centre
        return ((x - hw, y - hd), (x + hw, y - hd), (x + hw, y + hd), (x - hw, y + hd))

    def _on_the_table(self, pos: QPointF) -> tuple[float, float] | None:
        """Where a click puts a point: on the table, or on its edge for a click at most a few pixels past it (a road
        drawn to the edge, where a click on the edge line may land a pixel outside); None farther off."""
        assert self.view is not None
        table = self.session.battle.table
        reach = self.view.pixels_to_units(VERTEX_PIXELS)
        x, y = pos.x(), pos.y()
        if not (-reach <= x <= table.width + reach and -reach <= y <= table.depth + reach):
            return None
        return (min(max(x, 0.0), table.width), min(max(y, 0.0), table.depth))

    # -- gestures ---------------------------------------------------------------------------------------------------------
    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton or self.view is None:
            return False
        if self.draw_kind is not None:
            point = self._on_the_table(pos)
            if point is None:
                self.editor.message(tr("Click on the table"))
                return True
            how = drawn_as(self.draw_kind)
            if how == "point":
                self._new_piece(at=point)
            elif how == "section":
                self._new_piece(polygon=self._minefield_section(point))
            else:
                self.vertices.append(point)
                self._update_preview()
            return True
        return self._press_edit(event, pos)

    def mouse_move(self, event: QMouseEvent, pos: QPointF) -> bool:
        if self.draw_kind is not None:
            self._cursor = (pos.x(), pos.y())
            self._update_preview()
            return bool(self.vertices)
        if self.view is None:
            return False
        if self._vertex is not None:
            piece, index = self._vertex
            pts = list(piece.points())
            pts[index] = (pos.x(), pos.y())
            self.view.board.terrain[piece.id].set_piece(_unchecked(piece, tuple(pts)))
            self._moved = True
            return True
        if self._drag_from is not None and self._dragging:
            dx, dy = pos.x() - self._drag_from.x(), pos.y() - self._drag_from.y()
            self._moved = self._moved or self.view.mapFromScene(pos) != self.view.mapFromScene(self._drag_from)
            for piece in self._dragging:
                self.view.board.terrain[piece.id].setPos(dx, dy)
            return True
        return False

    def mouse_release(self, event: QMouseEvent, pos: QPointF) -> bool:
        from morefire_gui.model.actions.table import ChangeTerrain

        if event.button() != Qt.MouseButton.LeftButton or self.draw_kind is not None:
            return self.draw_kind is not None
        if self.view is None:
            return False
        if self._vertex is not None:
            piece, index = self._vertex
            self._vertex = None
            if self._moved:
                pts = list(piece.points())
                # A corner dropped on the table's edge stays on it; one dropped farther off is refused by the session.
                pts[index] = self._on_the_table(pos) or (pos.x(), pos.y())
                self._replace([piece], [pts])
            return True
        if self._drag_from is not None:
            start, self._drag_from = self._drag_from, None
            dragged, self._dragging = self._dragging, []
            for piece in dragged:
                self.view.board.terrain[piece.id].setPos(0, 0)
            if self._moved and dragged:
                dx, dy = pos.x() - start.x(), pos.y() - start.y()
                self.editor.act(ChangeTerrain(pieces=tuple(p.moved_by(dx, dy) for p in dragged)))
            return True
        return False

    def mouse_double_click(self, event: QMouseEvent, pos: QPointF) -> bool:
        if self.draw_kind is not None:
            if drawn_as(self.draw_kind) in ("polygon", "line"):
                self.finish_drawing()
            return True
        item = self._piece_at(pos)
        if item is not None:
            self.editor.edit_piece_properties(item.piece_id)
            return True
        return False

    def _piece_at(self, pos: QPointF) -> TerrainItem | None:
        assert self.view is not None
        return self.view.board.terrain_item_at(pos)

    def _press_edit(self, event: QMouseEvent, pos: QPointF) -> bool:
        assert self.view is not None
        board = self.view.board
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        for piece_id in board.selected_piece_ids():
            piece = self.session.battle.piece(piece_id)
            if piece is None:  # an item the board has not dropped yet: the battle no longer has its piece
                continue
            index = self._vertex_near(piece, pos)
            if index is not None:
                if shift:
                    self._remove_vertex(piece, index)
                else:
                    self._vertex, self._moved = (piece, index), False
                return True
            if shift:
                edge = self._edge_near(piece, pos)
                if edge is not None:
                    pts = list(piece.points())
                    pts.insert(edge + 1, (pos.x(), pos.y()))
                    self._replace([piece], [pts])
                    return True
        item = self._piece_at(pos)
        if item is None:
            if not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
                board.clearSelection()
            return False
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            item.setSelected(not item.isSelected())
        elif not item.isSelected():
            board.clearSelection()
            item.setSelected(True)
        self._drag_from, self._moved = pos, False
        self._dragging = [p for i in board.selected_piece_ids() if (p := self.session.battle.piece(i)) is not None]
        return True

    def _vertex_near(self, piece: TerrainPiece, pos: QPointF) -> int | None:
        assert self.view is not None
        return vertex_near(piece.points(), (pos.x(), pos.y()), self.view.pixels_to_units(VERTEX_PIXELS))

    def _edge_near(self, piece: TerrainPiece, pos: QPointF) -> int | None:
        assert self.view is not None
        reach = self.view.pixels_to_units(VERTEX_PIXELS)
        return edge_near(piece.points(), (pos.x(), pos.y()), reach, closed=piece.polygon is not None)

    def _remove_vertex(self, piece: TerrainPiece, index: int) -> None:
        pts = list(piece.points())
        minimum = 3 if piece.polygon is not None else 2
        if len(pts) <= minimum:
            self.editor.message(
                capitalised(
                    tr("A {value} needs at least {minimum} points").format(
                        value=kind_words(piece.kind), minimum=minimum
                    )
                )
            )
            return
        del pts[index]
        self._replace([piece], [pts])

    def _replace(self, pieces: list[TerrainPiece], points: list[list[tuple[float, float]]]) -> None:
        """The pieces given new outlines, as one action; the session says in the log what changed ("Reshape Woods")."""
        from morefire_gui.model.actions.table import ChangeTerrain

        assert self.view is not None
        named = ", ".join(said(piece_name(self.session.battle, p.id)) for p in pieces)
        try:
            after = tuple(p.with_points(tuple(pts)) for p, pts in zip(pieces, points))
        except (ValidationError, ValueError) as exc:
            self._show_as_they_are(pieces)
            self.editor.message(
                tr("{pieces} not changed: {first_error}").format(pieces=named, first_error=said_problem(exc))
            )
            return
        if self.editor.act(ChangeTerrain(pieces=after)).refused:
            self._show_as_they_are(pieces)  # the board shows what the battle has, not the outline refused

    def _show_as_they_are(self, pieces: list[TerrainPiece]) -> None:
        assert self.view is not None
        for p in pieces:
            self.view.board.terrain[p.id].set_piece(p)

    def key_press(self, event: QKeyEvent) -> bool:
        from morefire_gui.model.actions.table import ChangeTerrain

        if self.view is None:
            return False
        key = event.key()
        if self.draw_kind is not None:
            if key == Qt.Key.Key_Escape:
                if self.vertices:
                    self.cancel_drawing()
                else:
                    self.set_draw_kind(None)
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.finish_drawing()
                return True
            if key == Qt.Key.Key_Backspace and self.vertices:
                self.vertices.pop()
                self._update_preview()
                return True
            return False
        ids = self.view.board.selected_piece_ids()
        if not ids:
            return False
        pieces = [p for i in ids if (p := self.session.battle.piece(i)) is not None]
        if not pieces:  # only items the board has not dropped yet: the battle no longer has their pieces
            return False
        if key in (Qt.Key.Key_Q, Qt.Key.Key_E):
            step = TURN_STEP * (3 if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else 1)
            angle = step if key == Qt.Key.Key_E else -step
            turned = [rotated_points(p.points(), angle, piece_centre(p)) for p in pieces]
            self._replace(pieces, [list(t) for t in turned])
            return True
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal, Qt.Key.Key_Minus):
            hills = [p for p in pieces if p.kind is TerrainKind.HILL]
            change = -1 if key == Qt.Key.Key_Minus else 1
            after = [
                h.model_copy(update={"level": (h.level or 1) + change})
                for h in hills
                if 1 <= (h.level or 1) + change <= MAX_LEVEL
            ]
            if after:
                self.editor.act(ChangeTerrain(pieces=tuple(after)))  # "Hill level up", as the session says it
            return True
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.delete_selected()
            return True
        return False

    def delete_selected(self) -> None:
        from morefire_gui.model.actions.table import RemoveTerrain

        if self.view is None:
            return
        ids = self.view.board.selected_piece_ids()
        if ids:
            self.editor.act(RemoveTerrain(ids=tuple(ids)))


def _dedupe(points: list[tuple[float, float]]) -> tuple[tuple[float, float], ...]:
    out: list[tuple[float, float]] = []
    for p in points:
        if not out or math.dist(p, out[-1]) > 1e-6:
            out.append(p)
    return tuple(out)


def _unchecked(piece: TerrainPiece, points: tuple[tuple[float, float], ...]) -> TerrainPiece:
    key = "polygon" if piece.polygon is not None else "line" if piece.line is not None else "at"
    return piece.model_copy(update={key: points if key != "at" else points[0]})
