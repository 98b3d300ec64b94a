"""The interface every board tool follows, and what a tool may ask of the window around it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent

from morefire_gui.gui.said import said, said_label
from morefire_gui.session.names import names, unit_label, unit_name
from morefire_gui.session.visibility import UMPIRE, View

if TYPE_CHECKING:
    from morefire_gui.gui.board.view import BoardView
    from morefire_gui.model.actions import Action
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.resolution import Resolution
    from morefire_gui.session.visibility import View


class Editor(Protocol):
    """What tools and dialogs need from the window: take an action (performed and, unless refused, committed as one
    undoable step), say something, and open a piece's or a counter's properties."""

    def act(self, action: Action) -> Resolution: ...

    def message(self, text: str, log: bool = False) -> None: ...

    def edit_piece_properties(self, piece_id: str) -> None: ...

    def edit_counter_properties(self, unit_id: str) -> None: ...


def seen_by(editor: object) -> View:
    """The view the window shows (hot seat: one side's, or the umpire's): what a tool or dialog working for
    ``editor`` may show, pick and name. An editor that keeps no view (a test's) shows everything."""
    view = getattr(editor, "view_filter", None)
    return view if isinstance(view, View) else UMPIRE


def unit_under(view: BoardView, pos: QPointF, pixels: float = 6.0, markers: bool = False) -> str | None:
    """The unit under ``pos`` on ``view`` as its board's view shows it (:meth:`BoardTool.pick_unit`, which the
    window's right click uses too): the counter drawn there first, else by geometry."""
    board = view.board
    # The counter drawn there first: the board may draw it beside its footprint, to be read.
    board.set_layout_scale(view.pixels_per_unit)  # laid out for the zoom the player sees
    drawn = board.unit_drawn_at(pos)
    if drawn is not None and (markers or drawn not in board.view_filter.masked_units):
        return drawn
    return board.session.geometry.pick(
        (pos.x(), pos.y()), view.pixels_to_units(pixels), board.view_filter, markers=markers
    )


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

    def hint(self) -> str:
        """What to do with the tool, where it has more to say than its button's tip: the status bar shows it for as
        long as the tool is armed ("" : the button's tip)."""
        return ""

    @property
    def session(self) -> BattleSession:
        assert self.view is not None
        return self.view.board.session

    @property
    def seen(self) -> View:
        """The view the board shows (session/visibility.py): what the tool may pick, show and name."""
        assert self.view is not None
        return self.view.board.view_filter

    def pick_unit(self, pos: QPointF, pixels: float = 6.0, markers: bool = False) -> str | None:
        """The unit under the cursor as the board's view shows it, allowing a few pixels' slack (counters can be
        small on screen): by geometry (``BattleGeometry.pick``), so that a tool picks only what the view shows, and
        another side's hidden position only as its marker's square, and only when ``markers`` (a tool that reads
        the board, such as the Measure tool; never one that selects, moves, turns or deletes)."""
        assert self.view is not None
        return unit_under(self.view, pos, pixels, markers)

    def unit_name(self, unit_id: str) -> str:
        """A unit as the player at the table may read it (session/names.py)."""
        return unit_name(self.session, unit_id, self.seen)

    def said_name(self, unit_id: str) -> str:
        """:meth:`unit_name` in the window's language, for what the player reads (never a log text)."""
        return said(self.unit_name(unit_id))

    def said_label(self, unit_id: str) -> str:
        """A counter's label as the board shows it (session/names.py, ``unit_label``), in the window's language."""
        return said_label(unit_label(self.session, unit_id, self.seen))

    def names(self, ids: list[str]) -> str:
        return names(self.session, ids, self.seen)

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
