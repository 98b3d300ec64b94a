"""A counter's properties opened, and the board's right-click menu: the window's methods that Edit -> Counter
Properties..., a double-click with Select & Move and the right click's entries all call, so that each way in takes
one path (the Properties dialog, the Select tool's turn, Delete, the View menu's zoom).

What the board shows is what these name: a counter is found under the pointer as the tools pick it (another side's
hidden position or a wave not landed never is), a terrain piece only where it is drawn (an unfound minefield is not),
so that a right click over a marker is a right click on the table and its menu names nothing
(docs/hidden-information.md, "Context menus")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction

from morefire_gui.gui.actions import counter_properties_entry, menu_entry
from morefire_gui.gui.board.terrain_item import TerrainItem
from morefire_gui.gui.board.tools.base import unit_under
from morefire_gui.gui.board.tools.select import TURN_STEP, SelectTool
from morefire_gui.gui.board.tools.terrain import TerrainTool
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.window.part import WindowPart
from morefire_gui.session.at_table import piece_in_hand

if TYPE_CHECKING:
    from PySide6.QtCore import QPointF


class CounterEditPart(WindowPart):
    """Edit -> Counter Properties..., the counter's dialog, and the board's right-click menu."""

    def edit_counter_properties(self, unit_id: str) -> None:
        """Open ``unit_id``'s properties (its side's to change, read only for another side in a side's view): never a
        counter the view does not let the player handle, which is not named."""
        from morefire_gui.gui.dialogs.counter_properties import CounterPropertiesDialog

        if self.session.battle.unit(unit_id) is None or not self.view_filter.may_handle(unit_id):
            return
        CounterPropertiesDialog.ask(self.session, unit_id, self, self.view_filter, self)

    def edit_selected_counter(self) -> None:
        """Edit -> Counter Properties...: the one counter selected."""
        ids = self._one_counter_selected()
        if ids is not None:
            self.edit_counter_properties(ids)

    def turn_selected(self, degrees: float) -> None:
        """The selected counters turned by ``degrees`` clockwise, as Select & Move's Q and E turn them."""
        tool = self.view.tool
        if isinstance(tool, SelectTool):
            tool.turn_selected(degrees)

    def _one_counter_selected(self) -> str | None:
        ids = [uid for uid in self.scene.selected_unit_ids() if self.view_filter.may_handle(uid)]
        return ids[0] if len(ids) == 1 else None

    def _sync_counter_properties(self) -> None:
        """Counter Properties... is offered for exactly one counter selected; disabled, its status tip says why."""
        action = getattr(self, "counter_properties_action", None)
        if action is None:
            return
        one = self._one_counter_selected() is not None
        action.setEnabled(one)
        tip = (
            tr("Open the selected counter's properties: its name, facing and marks")
            if one
            else tr("Select one counter (Select & Move) to open its properties")
        )
        action.setStatusTip(tip)
        action.setToolTip(tip)

    # -- the board's right click ------------------------------------------------------------------------------------
    def board_menu(self, pos: QPointF) -> list[QAction]:
        """The entries of a right click on the board at ``pos`` (table units), for the armed tool: over a counter its
        Properties, and with Select & Move its turn and Delete; over a terrain piece its Properties, and with the
        Terrain tool Delete; over the table, the View menu's zoom. A counter right-clicked is selected first (alone,
        unless it is among the counters selected), as a click selects it, so that Turn and Delete act on what the
        Selected dock shows."""
        tool = self.view.tool
        unit_id = self._counter_at(pos)
        if unit_id is not None:
            item = self.scene.units[unit_id]
            if not item.isSelected():
                self.scene.clearSelection()
                item.setSelected(True)
            out = [counter_properties_entry(lambda: self.edit_counter_properties(unit_id))]
            # Another side's counter is read, not turned or taken off, in a side's view (View.may_change).
            if isinstance(tool, SelectTool) and self.view_filter.may_change(unit_id):
                out += [
                    menu_entry(
                        tr("Turn &Left {step:g}°").format(step=TURN_STEP),
                        lambda: self.turn_selected(-TURN_STEP),
                        tr("As Q does"),
                    ),
                    menu_entry(
                        tr("Turn &Right {step:g}°").format(step=TURN_STEP),
                        lambda: self.turn_selected(TURN_STEP),
                        tr("As E does"),
                    ),
                    menu_entry(tr("&Delete"), self.delete_selected, tr("Delete the selected counters")),
                ]
            return out
        piece = self._piece_at(pos)
        # Another side's minefield is in its own side's hand alone: nothing of it is offered (session/at_table.py).
        if piece is not None and piece_in_hand(self.session, piece.piece_id):
            if isinstance(tool, TerrainTool) and not piece.isSelected():
                self.scene.clearSelection()
                piece.setSelected(True)
            piece_id = piece.piece_id
            out = [
                menu_entry(
                    tr("&Properties…"),
                    lambda: self.edit_piece_properties(piece_id),
                    tr("The terrain piece's name and what it is"),
                )
            ]
            if isinstance(tool, TerrainTool):
                out.append(menu_entry(tr("&Delete"), self.delete_selected, tr("Delete the selected terrain pieces")))
            return out
        return [
            menu_entry(tr("Zoom &In"), self.view.zoom_in, tr("Zoom in")),
            menu_entry(tr("Zoom &Out"), self.view.zoom_out, tr("Zoom out")),
            menu_entry(tr("&Fit Table"), self.view.fit_table, tr("Show the whole table")),
        ]

    def _counter_at(self, pos: QPointF) -> str | None:
        """The counter under the pointer as a tool that selects picks it (never a marker, never one unseen)."""
        found = unit_under(self.view, pos)
        return found if found is not None and self.view_filter.may_handle(found) else None

    def _piece_at(self, pos: QPointF) -> TerrainItem | None:
        """The topmost terrain piece drawn under the pointer (a piece the view hides is not drawn)."""
        for item in self.scene.items(pos):
            if isinstance(item, TerrainItem) and item.isVisible() and self.view_filter.shows_piece(item.piece_id):
                return item
        return None
