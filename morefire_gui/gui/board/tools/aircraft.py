"""The Airstrike tool (rule 5): press at a board edge where an airstrike enters and drag its direction arrow into the
table; on release the airstrike dialog opens with that entry and heading. Press on the round handle at the tip of an
aircraft's arrow and drag to turn it at the end of the turn: the arrow stops at 90 degrees from the heading it flew
(sequence of play), and the turn (a ``TurnArrow`` action) is one undoable step, or refused with its step.

What it does is what the battle takes now (session/play_kinds.py): in a battle kept to the sequence of play where no
new airstrike may be flown, a press at a board edge says why in the status bar instead of opening the dialog; where an
arrow is not turned now but an aircraft's run is left (movement steps 3 and 4), a press on its handle opens its run.
Its status-bar hint says only what it does now."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent

from morefire_gui.geometry.shapes import XY
from morefire_gui.gui.board.tools.base import BoardTool, Editor
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import said
from morefire_gui.rules.aircraft.terms import heading_difference

if TYPE_CHECKING:
    from morefire_gui.gui.board.aircraft_items import AircraftItem, AirRunItem
    from morefire_gui.rules.aircraft.tables import AircraftTables

HANDLE_PICK_PIXELS = 12.0
DRAG_PIXELS = 6.0
# The into-the-table heading from each edge when the press is released without a drag.
_STRAIGHT_IN = {"north": 180.0, "south": 0.0, "west": 90.0, "east": 270.0}


class AirstrikeTool(BoardTool):
    name = "airstrike"
    cursor = Qt.CursorShape.CrossCursor

    def __init__(
        self,
        editor: Editor,
        open_dialog: Callable[[XY, float], None],
        items: Callable[[], dict[str, AircraftItem]],
        run_item: Callable[[], AirRunItem | None],
        tables: Callable[[], AircraftTables],
        open_run: Callable[[str], None] | None = None,
    ) -> None:
        super().__init__(editor)
        self.open_dialog = open_dialog
        self.open_run = open_run
        self._items = items
        self._run_item = run_item
        self._tables = tables
        self.entry: XY | None = None
        self.entry_edge: str | None = None
        self.heading: float | None = None
        self.turning: str | None = None
        self._press_pixels: QPointF | None = None

    # -- helpers -------------------------------------------------------------------------------------------------
    def _handle_at(self, pos: QPointF) -> str | None:
        assert self.view is not None
        here = self.view.mapFromScene(pos)
        for aircraft_id, item in self._items().items():
            there = self.view.mapFromScene(QPointF(*item.tip))
            if math.hypot(here.x() - there.x(), here.y() - there.y()) <= HANDLE_PICK_PIXELS:
                return aircraft_id
        return None

    def _preview(self) -> None:
        from morefire_gui.gui.board.aircraft_items import heading_vector

        run = self._run_item()
        if run is None or self.entry is None or self.heading is None:
            return
        length = self.session.geometry.to_table(self._tables().speeds.bands[0].yards)
        vx, vy = heading_vector(self.heading)
        end = (self.entry[0] + vx * length, self.entry[1] + vy * length)
        run.show_run(
            (self.entry, end), self.heading, caption=tr("enters heading {heading:.0f}°").format(heading=self.heading)
        )

    def _runs_here(self) -> list[str]:
        """The aircraft whose run a press on its handle opens: where the battle takes a run but turns no arrow now
        (a battle kept to the sequence of play, movement steps 3 and 4), those in play that have not flown this turn
        (of the side at the table, in the hot seat)."""
        from morefire_gui.session.aircraft import runs_left
        from morefire_gui.session.play_kinds import PlayKind, not_now

        session = self.session
        if self.open_run is None or not_now(session, PlayKind.AIR_ARROW) is None:
            return []
        if not_now(session, PlayKind.AIRCRAFT_RUN) is not None:
            return []
        return [a.id for a in runs_left(session, session.battle.at_table)]

    # -- the tool's life -----------------------------------------------------------------------------------------
    def hint(self) -> str:
        # What to do now, in the status bar: New Airstrike and the step's Next both arm this tool and nothing else
        # shows that they did. Only what the battle takes now: a new airstrike, an arrow's turn, an aircraft's run.
        from morefire_gui.session.play_kinds import PlayKind, not_now

        if self.view is None:
            return ""
        new = not_now(self.session, PlayKind.NEW_AIRSTRIKE) is None
        turn = not_now(self.session, PlayKind.AIR_ARROW) is None
        run = bool(self._runs_here())
        if new and turn:
            return tr(
                "Airstrike: press at a board edge and drag the direction arrow into the table; drag an aircraft's "
                "arrow tip to turn it"
            )
        if new and run:
            return tr(
                "Airstrike: press at a board edge and drag the direction arrow into the table; press an aircraft's "
                "arrow tip to fly its run"
            )
        if new:
            return tr("Airstrike: press at a board edge and drag the direction arrow into the table")
        if turn:
            return tr("Airstrike: drag an aircraft's arrow tip to turn it")
        if run:
            return tr("Airstrike: press an aircraft's arrow tip to fly its run")
        return ""

    # -- events --------------------------------------------------------------------------------------------------
    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        from morefire_gui.geometry.aircraft import nearest_edge_point
        from morefire_gui.session.play_kinds import PlayKind, not_now

        if event.button() != Qt.MouseButton.LeftButton or self.view is None:
            return False
        handle = self._handle_at(pos)
        if handle is not None and self.open_run is not None and handle in self._runs_here():
            self.open_run(handle)  # its run, where the battle takes one and turns no arrow now
            return True
        if handle is not None:
            self.turning = handle
            plane = next(a for a in self.session.battle.aircraft if a.id == handle)
            most = self._tables().turning.max_degrees
            item = self._items()[handle]
            item.limit = (plane.turn_from - most, plane.turn_from + most)
            item.update()
            return True
        refusal = not_now(self.session, PlayKind.NEW_AIRSTRIKE)
        if refusal is not None:
            self.editor.message(said(refusal.text))  # no new airstrike now: the dialog would have nothing to fly
            return True
        table = self.session.battle.table
        entry, edge = nearest_edge_point(table, (pos.x(), pos.y()))
        self.entry, self.entry_edge = entry, edge.value
        self.heading = _STRAIGHT_IN[edge.value]
        self._press_pixels = event.position()
        self._preview()
        return True

    def mouse_move(self, event: QMouseEvent, pos: QPointF) -> bool:
        from morefire_gui.geometry.aircraft import heading_of
        from morefire_gui.rules.aircraft.flight import clamp_turn

        if self.turning is not None:
            plane = next((a for a in self.session.battle.aircraft if a.id == self.turning), None)
            if plane is None:
                return True
            wanted = heading_of(plane.at, (pos.x(), pos.y()))
            allowed = clamp_turn(plane.turn_from, wanted, self._tables())
            self._items()[self.turning].set_heading(allowed)
            if heading_difference(allowed, wanted) > 0.5:
                most = self._tables().turning.max_degrees
                # The sequence of play's last line: "change aircraft movement direction arrow up to 90 degrees".
                self.editor.message(
                    tr(
                        "At the end of the turn you may turn the direction arrow up to {most:g}° left or right of the "
                        "heading it flew; it turns no further"
                    ).format(most=most)
                )
            return True
        if self.entry is None or self._press_pixels is None:
            return False
        moved = event.position() - self._press_pixels
        if math.hypot(moved.x(), moved.y()) >= DRAG_PIXELS:
            self.heading = heading_of(self.entry, (pos.x(), pos.y()))
            self._preview()
        return True

    def mouse_release(self, event: QMouseEvent, pos: QPointF) -> bool:
        from morefire_gui.geometry.aircraft import entry_edges, points_into_table
        from morefire_gui.model.actions.aircraft import TurnArrow

        if self.turning is not None:
            aircraft_id, self.turning = self.turning, None
            item = self._items().get(aircraft_id)
            if item is None:
                return True
            item.limit = None
            plane = next((a for a in self.session.battle.aircraft if a.id == aircraft_id), None)
            if plane is not None and heading_difference(plane.heading, item.heading) > 1e-6:
                resolution = self.editor.act(TurnArrow(aircraft=aircraft_id, heading=round(item.heading, 1)))
                if resolution.refused:
                    item.set_heading(plane.heading)  # the arrow goes back; the status bar says why
            item.update()
            return True
        if self.entry is None or self.heading is None:
            return False
        entry, heading = self.entry, round(self.heading, 1)
        self.entry, self.heading, self._press_pixels = None, None, None
        table = self.session.battle.table
        edges = entry_edges(table, entry, 1e-6)
        if not points_into_table(edges, heading):
            self.clear()
            self.editor.message(
                tr("Drag the direction arrow into the table (heading {heading:g} points off it)").format(
                    heading=heading
                )
            )
            return True
        self.open_dialog(entry, heading)
        return True

    def key_press(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape:
            self.clear()
            return True
        return False

    def clear(self) -> None:
        self.entry = self.heading = None
        run = self._run_item()
        if run is not None:
            run.clear()
        if self.view is not None:
            self.view.board.set_zone_marks({})

    def deactivate(self) -> None:
        self.turning = None
        self.clear()
