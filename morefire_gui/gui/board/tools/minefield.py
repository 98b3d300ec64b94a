"""The Lay Minefield tool (3.6): a section of 100 by 50 yards, drawn to the battle's scale, follows the mouse; Q and
E turn it (15°, Shift 45°); a click lays it with the owner, mines and kind chosen in the Movement dock, as one
undoable step."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent

from morefire_gui.errors import MoreFireError
from morefire_gui.geometry.shapes import XY
from morefire_gui.gui.board.area_items import SECTION, AreaTemplateItem
from morefire_gui.gui.board.tools.base import BoardTool, Editor
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import said_error
from morefire_gui.gui.side_words import said_side_short
from morefire_gui.model.terms import MineType

if TYPE_CHECKING:
    from morefire_gui.gui.board.view import BoardView
    from morefire_gui.model.actions.table import PlaceTerrain

TURN_STEP = 15.0


@dataclass(frozen=True)
class SectionChoice:
    """What a new section is: its mines, its owner (None: nobody's), hasty or deliberate, its rotation."""

    mines: MineType = MineType.GP
    owner: str | None = None
    deliberate: bool = False
    rotation: float = 0.0

    def caption(self, owner: str = "") -> str:
        """The section in words, its owner said by ``owner`` (its name; its id where none is given)."""
        mines = self.mines.value.upper()
        if self.owner:
            return (
                tr("{mines} minefield (deliberate, laid by {owner}), 100 × 50 yd, {angle:g}°")
                if self.deliberate
                else tr("{mines} minefield (hasty, laid by {owner}), 100 × 50 yd, {angle:g}°")
            ).format(mines=mines, owner=owner or self.owner, angle=self.rotation)
        return (
            tr("{mines} minefield (deliberate), 100 × 50 yd, {angle:g}°")
            if self.deliberate
            else tr("{mines} minefield (hasty), 100 × 50 yd, {angle:g}°")
        ).format(mines=mines, angle=self.rotation)


class LayMinefieldTool(BoardTool):
    name = "minefield"
    cursor = Qt.CursorShape.CrossCursor

    def __init__(
        self, editor: Editor, choice: Callable[[], SectionChoice], rotated: Callable[[float], None] | None = None
    ) -> None:
        super().__init__(editor)
        self.choice = choice
        self.rotated = rotated
        self.rotation = 0.0
        self.item = AreaTemplateItem(SECTION)
        self.centre: XY | None = None

    def activate(self, view: BoardView) -> None:
        super().activate(view)
        if self.item.scene() is not view.board:
            if self.item.scene() is not None:
                self.item.scene().removeItem(self.item)
            view.board.addItem(self.item)

    def hint(self) -> str:
        return tr("Lay Minefield: click to lay a 100 × 50 yard section; Q/E turn it; Esc hides it")

    def deactivate(self) -> None:
        self.item.clear()
        if self.view is not None and self.item.scene() is self.view.board:
            self.view.board.removeItem(self.item)

    def set_rotation(self, degrees: float) -> None:
        self.rotation = degrees % 360.0
        if self.centre is not None:
            self._show(self.centre)

    def section(self, centre: XY) -> tuple[XY, ...]:
        from morefire_gui.geometry.minefields import section_polygon

        s = self.session
        return section_polygon(
            centre, self.rotation, s.geometry.yards_per_unit, s.tables.infantry.minefields.section_yards
        )

    def _show(self, centre: XY) -> None:
        self.centre = centre
        choice = self.choice()
        shown = SectionChoice(choice.mines, choice.owner, choice.deliberate, self.rotation)
        owner = said_side_short(self.session.battle, choice.owner) if choice.owner else ""
        self.item.show_area(self.section(centre), shown.caption(owner))

    def mouse_move(self, event: QMouseEvent, pos: QPointF) -> bool:
        if self.view is None or not self.session.battle.contains_point(pos.x(), pos.y()):
            return False
        self._show((pos.x(), pos.y()))
        return False  # the view still reports the cursor

    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton or self.view is None:
            return False
        if not self.session.battle.contains_point(pos.x(), pos.y()):
            self.editor.message(tr("Lay the section on the table"))
            return True
        self.lay((pos.x(), pos.y()))
        return True

    def lay(self, centre: XY) -> PlaceTerrain | None:
        from morefire_gui.model.actions.table import PlaceTerrain
        from morefire_gui.session.minefields import lay_minefield

        choice = self.choice()
        try:
            edit = lay_minefield(
                self.session, centre, choice.mines, self.rotation, choice.owner, choice.deliberate, by=self.seen.side
            )
        except MoreFireError as exc:
            self.editor.message(tr("Cannot lay the minefield: {exc}").format(exc=said_error(exc)))
            return None
        action = PlaceTerrain(piece=edit.piece)  # the session says it: "Lay deliberate AT minefield of ..."
        return action if self.editor.act(action).accepted else None

    def key_press(self, event: QKeyEvent) -> bool:
        key = event.key()
        if key in (Qt.Key.Key_Q, Qt.Key.Key_E):
            step = TURN_STEP * (3 if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else 1)
            self.set_rotation(self.rotation + (step if key == Qt.Key.Key_E else -step))
            if self.rotated is not None:
                self.rotated(self.rotation)
            return True
        if key == Qt.Key.Key_Escape:
            self.centre = None
            self.item.clear()
            return True
        return False
