"""Select, move and turn counters. A drag is one undoable move; a turn (by the handle or Q/E) is one
undoable turn. The counter follows the mouse as a preview; the session records the result on release.
What this tool selects with a rubber band is counters only; a click on a terrain piece alone selects it, so that the
Selected dock says what it is (it is edited, and deleted, with the terrain tool's Select and edit pieces). Delete
removes the counters selected, what the Selected dock shows; a double-click opens a counter's properties."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent

from morefire_gui.geometry.footprints import unit_footprint
from morefire_gui.geometry.shapes import heading_vector
from morefire_gui.gui.board.counter_marks import POINTER_PX
from morefire_gui.gui.board.tools.base import BoardTool, Editor
from morefire_gui.gui.board.tools.handles import HANDLE_PIXELS, TurnHandle
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import said
from morefire_gui.model.battle import Unit

if TYPE_CHECKING:
    from morefire_gui.gui.board.unit_item import UnitItem
    from morefire_gui.gui.board.view import BoardView

TURN_STEP = 15.0
HANDLE_OFFSET_PIXELS = 16.0


class SelectTool(BoardTool):
    name = "select"
    cursor = Qt.CursorShape.ArrowCursor

    def __init__(self, editor: Editor) -> None:
        super().__init__(editor)
        self.handle = TurnHandle()
        self._drag_from: QPointF | None = None
        self._originals: dict[str, Unit] = {}
        self._turning: Unit | None = None
        self._moved = False

    def activate(self, view: BoardView) -> None:
        super().activate(view)
        view.board.addItem(self.handle)
        view.board.selectionChanged.connect(self._counters_only)
        view.board.selectionChanged.connect(self._place_handle)
        view.board.battle_changed.connect(self._place_handle)
        view.board.layout_done.connect(self._place_handle_laid_out)
        self._counters_only()
        self._place_handle()

    def deactivate(self) -> None:
        if self.view is not None:
            board = self.view.board
            board.selectionChanged.disconnect(self._counters_only)
            board.selectionChanged.disconnect(self._place_handle)
            board.battle_changed.disconnect(self._place_handle)
            board.layout_done.disconnect(self._place_handle_laid_out)
            if self.handle.scene() is not None:
                board.removeItem(self.handle)

    def _counters_only(self) -> None:
        """Let go of the terrain pieces a rubber band took with the counters, or of several pieces (a band over
        terrain alone, or what the terrain tool left selected): this tool's Delete removes counters, and the Selected
        dock shows the first counter selected. One piece clicked alone stays selected, for the Selected dock to say
        what it is."""
        if self.view is None:
            return
        board = self.view.board
        pieces = board.selected_piece_ids()
        if pieces and (board.selected_unit_ids() or len(pieces) > 1):
            for piece_id in pieces:
                board.terrain[piece_id].setSelected(False)

    # -- the turning handle ------------------------------------------------------------------------------------
    def _handled(self) -> list[str]:
        """The selected counters the player may move, turn or delete: never another side's hidden position."""
        assert self.view is not None
        return [uid for uid in self.view.board.selected_unit_ids() if self.seen.may_handle(uid)]

    def _single_selected(self) -> Unit | None:
        if self.view is None:
            return None
        ids = self._handled()
        return self.session.battle.unit(ids[0]) if len(ids) == 1 else None

    def _place_handle(self) -> None:
        unit = self._single_selected()
        # Another side's counter, selected to read its sheet, is not offered a turn (View.may_change).
        if unit is None or self.view is None or not self.seen.may_change(unit.id):
            self.handle.setVisible(False)
            return
        item = self.view.board.units[unit.id]
        fx, fy = heading_vector(unit.facing)
        reach = item.boundingRect().height() / 2 + self.view.pixels_to_units(HANDLE_OFFSET_PIXELS)
        # Out along the facing, past the counter's own square and label where the layout put them: its name stays
        # readable while it is selected, and the handle is where the player turns it towards. A little further where
        # that clears a neighbour's name too; never far from the counter.
        own = self._drawn(item)
        near = own + [r for other in self._neighbours(item) for r in self._drawn(other)]
        step = self.view.pixels_to_units(2.0)
        spots = [QPointF(unit.at[0] + fx * (reach + i * step), unit.at[1] + fy * (reach + i * step)) for i in range(60)]
        first = next((i for i, at in enumerate(spots) if not self._covers(at, own)), len(spots) - 1)
        clear = next((i for i in range(first, min(first + 12, len(spots))) if not self._covers(spots[i], near)), first)
        self.handle.setPos(spots[clear])
        self.handle.setVisible(True)

    def _neighbours(self, item: UnitItem) -> list[UnitItem]:
        """The other counters drawn within a few handles' reach of ``item``'s square on the viewport."""
        assert self.view is not None
        transform = self.view.viewportTransform()
        centre = item.square.deviceTransform(transform).map(QPointF(0, 0))
        out = []
        for other in self.view.board.units.values():
            if other is item or not other.isVisible():
                continue
            c = other.square.deviceTransform(transform).map(QPointF(0, 0))
            if abs(c.x() - centre.x()) < 120 and abs(c.y() - centre.y()) < 120:
                out.append(other)
        return out

    def _place_handle_laid_out(self) -> None:
        """The handle placed again once the board has laid the labels out (after a selection, a zoom), not while a
        counter is being dragged or turned."""
        if not self._moved and self._turning is None and self._drag_from is None:
            self._place_handle()

    def _drawn(self, item: UnitItem) -> list[QRectF]:
        """Where a counter's square (with its facing pointer) and its label are on the viewport, in pixels."""
        assert self.view is not None
        transform = self.view.viewportTransform()
        square = item.square.square().adjusted(-POINTER_PX, -POINTER_PX, POINTER_PX, POINTER_PX)
        out = [item.square.deviceTransform(transform).mapRect(square)] if item.square.isVisible() else []
        if item.label.isVisible():
            out.append(item.label.deviceTransform(transform).mapRect(item.label.boundingRect()))
        return out

    def _covers(self, at: QPointF, drawn: list[QRectF]) -> bool:
        """Whether the handle at ``at`` (table units) would cover any of ``drawn`` (viewport pixels)."""
        assert self.view is not None
        c = self.view.viewportTransform().map(at)
        r = HANDLE_PIXELS + 2.0  # its ring, and a pixel clear
        return any(rect.intersects(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)) for rect in drawn)

    def _on_handle(self, pos: QPointF) -> bool:
        if not self.handle.isVisible() or self.view is None:
            return False
        h = self.view.mapFromScene(self.handle.pos())
        p = self.view.mapFromScene(pos)
        return math.hypot(h.x() - p.x(), h.y() - p.y()) <= 9

    # -- gestures ------------------------------------------------------------------------------------------------
    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton or self.view is None:
            return False
        if self._on_handle(pos):
            self._turning = self._single_selected()
            return True
        unit_id = self.pick_unit(pos)
        if unit_id is None:
            return False  # empty ground: the view's rubber band selects
        board = self.view.board
        item = board.units[unit_id]
        additive = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        if additive:
            item.setSelected(not item.isSelected())
        elif not item.isSelected():
            board.clearSelection()
            item.setSelected(True)
        self._drag_from = pos
        self._moved = False
        # A counter the board has not dropped yet (its unit gone from the battle) is left where it is.
        self._originals = {uid: u for uid in self._handled() if (u := self.session.battle.unit(uid)) is not None}
        return True

    def mouse_move(self, event: QMouseEvent, pos: QPointF) -> bool:
        if self.view is None:
            return False
        if self._turning is not None:
            self._preview_turn(self._turning, self._facing_towards(self._turning, pos, event))
            return True
        if self._drag_from is None or not self._originals:
            return False
        dx, dy = pos.x() - self._drag_from.x(), pos.y() - self._drag_from.y()
        if not self._moved and self.view.mapFromScene(pos) == self.view.mapFromScene(self._drag_from):
            return True
        self._moved = True
        for uid, unit in self._originals.items():
            self.view.board.units[uid].setPos(unit.at[0] + dx, unit.at[1] + dy)
        self.handle.setVisible(False)
        dist = math.hypot(dx, dy)
        geometry = self.session.geometry
        self.editor.message(
            tr("Moving {names}: {dist:.1f} {unit} · {to_yards:.0f} yd").format(
                names=said(self.names(list(self._originals))),
                dist=dist,
                unit=said(self.session.battle.table.unit),
                to_yards=geometry.to_yards(dist),
            )
        )
        return True

    def mouse_release(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        if self._turning is not None:
            unit = self._turning
            self._turning = None
            facing = self._facing_towards(unit, pos, event)
            self._commit_turn([unit], [facing])
            return True
        if self._drag_from is None:
            return False
        start, self._drag_from = self._drag_from, None
        if not self._moved:
            return True
        dx, dy = pos.x() - start.x(), pos.y() - start.y()
        self._commit_move(dx, dy)
        return True

    def _commit_move(self, dx: float, dy: float) -> None:
        from morefire_gui.model.actions.table import ChangeUnits

        battle = self.session.battle
        before, after = [], []
        refused = []
        for uid, unit in self._originals.items():
            x, y = unit.at[0] + dx, unit.at[1] + dy
            if not battle.contains_point(x, y):
                refused.append(uid)
                continue
            before.append(unit)
            after.append(unit.model_copy(update={"at": (x, y)}))
        self._restore_preview()
        if refused:
            self.editor.message(
                tr("Not moved off the table: {names}").format(names=said(self.names(refused))), log=False
            )
        if after:
            self.editor.act(ChangeUnits(units=tuple(after)))  # the session says it in the log: "Move ... 3.0 in"
        self._originals = {}

    def _restore_preview(self) -> None:
        if self.view is None:
            return
        for uid, unit in self._originals.items():
            item = self.view.board.units.get(uid)
            if item is not None:
                item.setPos(*unit.at)

    def _facing_towards(self, unit: Unit, pos: QPointF, event: QMouseEvent) -> float:
        dx, dy = pos.x() - unit.at[0], pos.y() - unit.at[1]
        facing = math.degrees(math.atan2(dx, -dy)) % 360.0
        step = TURN_STEP if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else 1.0
        return (round(facing / step) * step) % 360.0

    def _preview_turn(self, unit: Unit, facing: float) -> None:
        assert self.view is not None
        preview = unit.model_copy(update={"facing": facing})
        item = self.view.board.units[unit.id]
        shape = unit_footprint(
            preview, self.session.catalogue.get(unit.type), self.session.battle, self.session.geometry.scale
        )
        item.set_unit(preview, item.entry, shape, item.colour)
        self.editor.message(
            tr("Turning {unit_name} to {facing:g}°").format(unit_name=self.said_name(unit.id), facing=facing)
        )

    def _commit_turn(self, units: list[Unit], facings: list[float]) -> None:
        from morefire_gui.model.actions.table import ChangeUnits

        before = tuple(units)
        after = tuple(u.model_copy(update={"facing": Unit.normal_facing(f)}) for u, f in zip(units, facings))
        if all(abs(a.facing - b.facing) < 1e-9 for a, b in zip(before, after)):
            return
        self.editor.act(ChangeUnits(units=after))  # the session says it in the log: "Turn ... to 90°"

    def key_press(self, event: QKeyEvent) -> bool:
        if self.view is None:
            return False
        ids = self._handled()
        key = event.key()
        if key == Qt.Key.Key_Escape and (self._drag_from is not None or self._turning is not None):
            self._restore_preview()
            if self._turning is not None:
                self.view.board._sync_unit(self._turning.id)
            self._drag_from, self._turning, self._originals = None, None, {}
            return True
        if not ids:
            if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and self.view.board.selected_piece_ids():
                self.editor.message(
                    tr("A terrain piece is deleted with the terrain tool: Select and edit pieces, then Delete")
                )
                return True
            return False
        if key in (Qt.Key.Key_Q, Qt.Key.Key_E):
            step = TURN_STEP * (3 if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else 1)
            self.turn_selected(-step if key == Qt.Key.Key_Q else step)
            return True
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.delete_selected()
            return True
        return False

    def turn_selected(self, degrees: float) -> None:
        """The selected counters the player may turn, each turned ``degrees`` clockwise as one undoable turn (Q and E,
        the right click's Turn Left and Turn Right)."""
        if self.view is None:
            return
        units = [u for i in self._handled() if (u := self.session.battle.unit(i)) is not None]
        if units:
            self._commit_turn(units, [u.facing + degrees for u in units])

    def mouse_double_click(self, event: QMouseEvent, pos: QPointF) -> bool:
        """A double-click on a counter opens its properties (never another side's marker, which is not picked)."""
        if event.button() != Qt.MouseButton.LeftButton or self.view is None:
            return False
        unit_id = self.pick_unit(pos)
        if unit_id is None or not self.seen.may_handle(unit_id):
            return False
        self._drag_from, self._originals = None, {}
        self.editor.edit_counter_properties(unit_id)
        return True

    def delete_selected(self) -> None:
        from morefire_gui.model.actions.table import RemoveUnits

        if self.view is None:
            return
        ids = self._handled()
        if ids:
            self.editor.act(RemoveUnits(ids=tuple(ids)))
