"""The Infantry Fire tool (3.5): the 100-yard target square, drawn to scale, follows the mouse and marks the units
it would catch. Click your own counters to choose the firers (a second click leaves one out; the counters selected
when the tool is taken up are firers already); then click the target area, empty ground or an enemy counter, to
place it: the infantry fire dialog opens with the area and the firers. The firing side is the firers' side; before
any firer is chosen, the side whose view the board shows (hot seat), else the side of the first counter clicked. It
is kept while the firers change, so that an enemy counter is never taken for a firer. Shift-click places the area
wherever the mouse is. Esc clears the firers and the side. Which units the square catches is the geometry's answer
(geometry/infantry.py); the tool only shows it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAction, QKeyEvent, QMouseEvent

from morefire_gui.geometry.shapes import XY
from morefire_gui.gui.board.area_items import TARGET, AreaTemplateItem
from morefire_gui.gui.board.tools.base import BoardTool, Editor
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import said
from morefire_gui.gui.widgets.menu_tips import popup_menu

if TYPE_CHECKING:
    from morefire_gui.gui.board.view import BoardView

# The aim point is kept to a hundredth of a table unit: finer than a player can aim, and what a command line names.
AIM_DECIMALS = 2


class InfantryFireTool(BoardTool):
    name = "infantry_fire"
    cursor = Qt.CursorShape.CrossCursor

    def __init__(
        self,
        editor: Editor,
        open_dialog: Callable[[XY, list[str]], object],
        context_actions: Callable[[list[str], XY], list[QAction]] | None = None,
    ) -> None:
        super().__init__(editor)
        self.open_dialog = open_dialog
        self.context_actions = context_actions
        self.item = AreaTemplateItem(TARGET)
        self.centre: XY | None = None
        self.inside: list[tuple[str, bool]] = []  # (unit id, only partly in the square)
        self.side: str | None = None  # the firing side, kept while its firers change (cleared by Esc)

    def activate(self, view: BoardView) -> None:
        super().activate(view)
        if self.item.scene() is not view.board:
            if self.item.scene() is not None:
                self.item.scene().removeItem(self.item)
            view.board.addItem(self.item)

    def firers_words(self) -> str:
        """What the status bar says of the firers chosen (clicked, or acted with from the Phase dock)."""
        chosen = self.firers()
        return tr("Firers: {names} — now click the target area").format(
            names=said(self.names(chosen)) if chosen else tr("none")
        )

    def hint(self) -> str:
        return tr("Infantry Fire: click your firers, then the target area (Shift-click: aim anywhere)")

    def deactivate(self) -> None:
        self.clear()
        if self.view is not None and self.item.scene() is self.view.board:
            self.view.board.removeItem(self.item)

    def clear(self) -> None:
        self.centre, self.inside, self.side = None, [], None
        self.item.clear()
        if self.view is not None:
            self.view.board.set_zone_marks({})

    # -- what is shown --------------------------------------------------------------------------------------------
    def _selected(self) -> list[str]:
        assert self.view is not None
        return [uid for uid in self.view.board.selected_unit_ids() if self.seen.may_handle(uid)]

    def firing_side(self) -> str | None:
        """The firers' side (the first selected counter's, if they are of several); with no firer, the side last
        chosen, else the side whose view the board shows. In a side's view, that side always: it fires with its own
        units alone (session/at_table.py), another side's counter clicked is never taken for a firer."""
        if self.seen.side is not None:
            return self.seen.side
        battle = self.session.battle
        sides = [u.side for uid in self._selected() if (u := battle.unit(uid)) is not None]
        if sides and (self.side is None or self.side not in sides):
            self.side = sides[0]
        return self.side if self.side is not None else self.seen.side

    def firers(self) -> list[str]:
        """The selected counters of the firing side, in the battle's order (as the dialog lists them)."""
        side = self.firing_side()
        battle = self.session.battle
        chosen = {uid for uid in self._selected() if (u := battle.unit(uid)) is not None and u.side == side}
        return [u.id for u in battle.units if u.id in chosen]

    def show_area(self, centre: XY, placed: bool = False) -> None:
        """The square at ``centre`` and the units in or partly in it (3.5), marked on their counters."""
        from morefire_gui.geometry.infantry import target_area

        assert self.view is not None
        self.centre = centre
        geometry = self.session.geometry
        area = target_area(geometry, centre)
        # As the view shows them: another side's hidden position by its marker (the fire itself takes what is there).
        self.inside = geometry.shown_in_outline(
            [(uid, area.only_partly(uid)) for uid in area.units], area.corners, self.seen
        )
        side = self.firing_side()
        enemies = [
            uid
            for uid, _ in self.inside
            if side is None or ((u := self.session.battle.unit(uid)) is not None and u.side != side)
        ]
        firers = self.firers()
        caption = tr("{yards:g} yd target area: {units}").format(
            yards=area.side_yards, units=said(self.names(enemies)) if enemies else tr("no enemy unit")
        )
        if not placed:
            caption += (
                tr(" · firers: {units}").format(units=said(self.names(firers)))
                if firers
                else tr(" · click your firers first")
            )
        self.item.show_area(area.corners, caption, placed)
        self.view.board.set_zone_marks({uid: "partly" if partly else "in" for uid, partly in self.inside})

    def caption(self) -> str:
        return self.item.caption_text

    # -- gestures ---------------------------------------------------------------------------------------------------
    def mouse_move(self, event: QMouseEvent, pos: QPointF) -> bool:
        if self.view is None or not self.session.battle.contains_point(pos.x(), pos.y()):
            return False
        self.show_area((pos.x(), pos.y()))
        return False  # the view still reports the cursor

    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if self.view is None:
            return False
        if event.button() == Qt.MouseButton.RightButton:
            return self._context_menu(pos)
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        board = self.view.board
        aim_anywhere = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        unit_id = None if aim_anywhere else self.pick_unit(pos)
        if unit_id is not None:
            unit = self.session.battle.unit(unit_id)
            side = self.firing_side()
            if unit is not None and side is None:
                self.side = side = unit.side  # the first counter clicked says who fires
            if unit is not None and unit.side == side:
                # A counter of the firing side: it joins or leaves the firers. An enemy is aimed at (below).
                item = board.units[unit_id]
                item.setSelected(not item.isSelected())
                self.editor.message(self.firers_words())
                self.show_area((pos.x(), pos.y()))
                return True
        if not self.session.battle.contains_point(pos.x(), pos.y()):
            self.editor.message(tr("Aim at a point on the table"))
            return True
        self.place((pos.x(), pos.y()))
        return True

    def place(self, centre: XY) -> object:
        """Place the target area and open the fire dialog with the chosen firers."""
        centre = (round(centre[0], AIM_DECIMALS), round(centre[1], AIM_DECIMALS))
        self.show_area(centre, placed=True)
        result = self.open_dialog(centre, self.firers())
        return result

    def _context_menu(self, pos: QPointF) -> bool:
        if self.context_actions is None or self.view is None:
            return False
        actions = self.context_actions(self.view.board.selected_unit_ids(), (pos.x(), pos.y()))
        if actions:
            popup_menu(self.view, actions)
        return True

    def mouse_release(self, event: QMouseEvent, pos: QPointF) -> bool:
        return event.button() in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton)

    def key_press(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape:
            self.clear()
            if self.view is not None:
                self.view.board.clearSelection()
            return True
        return False
