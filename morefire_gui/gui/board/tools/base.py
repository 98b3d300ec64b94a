"""The interface every board tool follows, and what a tool may ask of the window around it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent

from morefire_gui.session.names import unit_name

if TYPE_CHECKING:
    from morefire_gui.gui.board.view import BoardView
    from morefire_gui.model.actions import Action
    from morefire_gui.session.resolution import Resolution
    from morefire_gui.session.visibility import View


class Editor(Protocol):
    """What tools and dialogs need from the window: take an action (performed and, unless refused, committed as one
    undoable step), say something, and open a piece's properties."""

    def act(self, action: Action) -> Resolution: ...

    def message(self, text: str, log: bool = False) -> None: ...

    def edit_piece_properties(self, piece_id: str) -> None: ...


class BoardTool:
    name = "tool"
    cursor = Qt.CursorShape.ArrowCursor

    def __init__(self, editor: Editor) -> None:
        self.editor = editor
        self.view: BoardView | None = None

    def activate(self, view: BoardView) -> None:
        self.view = view

    def deactivate(self) -> None:
        pass

    @property
    def session(self):  # type: ignore[no-untyped-def]
        assert self.view is not None
        return self.view.board.session

    def seen(self) -> View | None:
        """What the board shows (a side's view in hot seat): the names a tool writes say no more."""
        return self.view.board.view_of_board() if self.view is not None else None

    def called(self, unit_id: str) -> str:
        """A unit as the player reads it (session/names.py), in what the board shows."""
        return unit_name(self.session, unit_id, self.seen())

    def pick_unit(self, pos: QPointF, pixels: float = 6.0) -> str | None:
        """The unit under the cursor: the counter drawn there (the board may draw it beside its footprint, to be read),
        else the footprint, allowing a few pixels' slack."""
        from shapely.geometry import Point

        assert self.view is not None
        self.view.board.set_layout_scale(self.view.pixels_per_unit)  # laid out for the zoom the player sees
        drawn = self.view.board.unit_drawn_at(pos)
        if drawn is not None:
            return drawn
        geometry = self.session.geometry
        exact = geometry.unit_at((pos.x(), pos.y()))
        if exact is not None:
            return exact
        reach = self.view.pixels_to_units(pixels)
        near = geometry.units_intersecting(Point(pos.x(), pos.y()).buffer(reach))
        if not near:
            return None
        return min(near, key=lambda uid: geometry.footprint(uid).distance(Point(pos.x(), pos.y())))

    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        return False

    def mouse_move(self, event: QMouseEvent, pos: QPointF) -> bool:
        return False

    def mouse_release(self, event: QMouseEvent, pos: QPointF) -> bool:
        return False

    def mouse_double_click(self, event: QMouseEvent, pos: QPointF) -> bool:
        return False

    def key_press(self, event: QKeyEvent) -> bool:
        return False
