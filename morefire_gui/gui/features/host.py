"""What a feature may ask of the window around it: :class:`FeatureHost`.

Features are written against this protocol, not against ``MainWindow``: the window is one host by its shape (it does
not name the protocol), and mypy checks every feature's use of it. What is not listed here is the window's own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol, TypeVar

from morefire_gui.gui.board.tools.base import Editor

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QUndoStack
    from PySide6.QtWidgets import QMainWindow

    from morefire_gui.errors import InputError
    from morefire_gui.gui.board.scene import BoardScene
    from morefire_gui.gui.board.tools.base import BoardTool
    from morefire_gui.gui.board.view import BoardView
    from morefire_gui.gui.docks.details import DetailsDock
    from morefire_gui.gui.docks.legend import LegendDock
    from morefire_gui.gui.docks.log import LogDock
    from morefire_gui.gui.docks.palettes import CatalogueDock
    from morefire_gui.gui.docks.roster import RosterDock
    from morefire_gui.gui.features import Feature
    from morefire_gui.model.actions import Action
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.resolution import Resolution
    from morefire_gui.session.visibility import View

FeatureT = TypeVar("FeatureT", bound="Feature")


class FeatureHost(Editor, Protocol):
    """The window as its features see it: the battle and its board, the view it shows, the actions it takes (as the
    tools' :class:`Editor`), its undo history, its board tools and common docks, and the other features."""

    # -- the battle, its board and whose view it shows ------------------------------------------------------------
    @property
    def session(self) -> BattleSession: ...

    @property
    def scene(self) -> BoardScene: ...

    @property
    def view(self) -> BoardView: ...

    @property
    def view_filter(self) -> View:
        """Whose view the window shows (hot seat: one side's, or the umpire's; session/visibility.py)."""
        ...

    def set_view_filter(self, view: View) -> None:
        """Show the battle as ``view`` may see it: the board, the docks and every feature that shows the view."""

    # -- the window ---------------------------------------------------------------------------------------------------
    @property
    def widget(self) -> QMainWindow:
        """The window as a Qt widget: the parent of a feature's actions, docks, timers and dialogs."""
        ...

    @property
    def undo_stack(self) -> QUndoStack: ...

    @property
    def features(self) -> Sequence[Feature]:
        """Every feature, in the window's order."""
        ...

    def feature(self, kind: type[FeatureT]) -> FeatureT:
        """The window's feature of class ``kind``."""
        ...

    @property
    def tools(self) -> dict[str, BoardTool]:
        """The board tools by name: the window's own and every feature's."""
        ...

    @property
    def tool_actions(self) -> dict[str, QAction]:
        """The toolbar's button of each board tool, by the tool's name."""
        ...

    def set_tool(self, name: str) -> None:
        """Make the board tool ``name`` the active one (its button checked; every feature told)."""

    def show_tool_hint(self) -> None:
        """The armed tool's words in the status bar again, as the step has them now (its hint, else its button's status
        tip)."""

    # -- the common docks ---------------------------------------------------------------------------------------------
    @property
    def roster(self) -> RosterDock: ...

    @property
    def details(self) -> DetailsDock: ...

    @property
    def legend(self) -> LegendDock: ...

    @property
    def log(self) -> LogDock: ...

    @property
    def catalogue(self) -> CatalogueDock: ...

    # -- taking actions, the file ---------------------------------------------------------------------------------------
    def act_at_barrier(self, action: Action) -> Resolution:
        """Take an action that undo does not cross (handing the table over)."""
        ...

    def show_problems(self, title: str, exc: InputError) -> None:
        """Say what is wrong with a file (or a value), every problem with its place."""

    def replace_session(self, session: BattleSession) -> None:
        """Play another battle in this window (opened, recovered or made)."""

    def window_beside(self, session: BattleSession) -> FeatureHost:
        """A new window of the app beside this one, showing ``session`` (open until the player closes it)."""
        ...

    def is_modified(self) -> bool:
        """Whether the battle has changes not saved."""
        ...

    def confirm_discard(self) -> bool:
        """Ask to save the battle's unsaved changes first: False when the player cancelled."""
        ...

    def update_title(self) -> None:
        """The window's title again: the battle, its file, whether it has unsaved changes."""
