"""The interface every board tool follows, and what a tool may ask of the window around it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent

if TYPE_CHECKING:
    from morefire_gui.gui.board.view import BoardView
    from morefire_gui.model.actions import Action
    from morefire_gui.session.resolution import Resolution


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

    def pick_unit(self, pos: QPointF, pixels: float = 6.0) -> str | None:
        """The unit under the cursor, allowing a few pixels' slack (counters can be small on screen)."""
        from shapely.geometry import Point

        assert self.view is not None
        geometry = self.session.geometry
        exact = geometry.unit_at((pos.x(), pos.y()))
        if exact is not None:
            return exact
        at = Point(pos.x(), pos.y())
        near = geometry.units_within((pos.x(), pos.y()), self.view.pixels_to_units(pixels))
        if not near:
            return None
        return min(near, key=lambda uid: geometry.footprint(uid).distance(at))

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
