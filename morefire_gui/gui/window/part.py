"""What every part of the main window may use of the others: :class:`WindowPart`.

The window (gui/main_window.py) is put together from small parts, each a class of the methods of one job (its
menus, its files, its docks' layout, its status bar...), and :class:`~morefire_gui.gui.main_window.MainWindow`
inherits them all beside ``QMainWindow``. Each part is written against ``WindowPart``: for the type checker a
``QMainWindow`` with the members the window and its other parts give it (declared here, defined where they are
built); at run time a plain ``object``, so that the window has one Qt base.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence
    from pathlib import Path

    from PySide6.QtCore import QPointF, QSize
    from PySide6.QtGui import QAction, QUndoStack
    from PySide6.QtWidgets import QMainWindow, QMenu

    from morefire_gui.errors import InputError
    from morefire_gui.gui.board.scene import BoardScene
    from morefire_gui.gui.board.tools.base import BoardTool
    from morefire_gui.gui.board.view import BoardView
    from morefire_gui.gui.docks.details import DetailsDock
    from morefire_gui.gui.docks.legend import LegendDock
    from morefire_gui.gui.docks.log import LogDock
    from morefire_gui.gui.docks.palettes import CatalogueDock, TerrainPaletteDock
    from morefire_gui.gui.docks.roster import RosterDock
    from morefire_gui.gui.features import Feature
    from morefire_gui.model.actions import Action
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.edits import Change
    from morefire_gui.session.resolution import Resolution
    from morefire_gui.session.visibility import View

    class WindowPart(QMainWindow):
        """The window as its parts see it (for the type checker only)."""

        # The battle, its board and whose view it shows; the undo history (main_window.py).
        session: BattleSession
        scene: BoardScene
        view: BoardView
        view_filter: View
        undo_stack: QUndoStack
        changed_outside_undo: bool
        _chosen_size: QSize | None
        # The common docks, the board tools and the features (main_window.py, tools.py).
        roster: RosterDock
        details: DetailsDock
        log: LogDock
        terrain_palette: TerrainPaletteDock
        catalogue: CatalogueDock
        legend: LegendDock
        tools: dict[str, BoardTool]
        features: list[Feature]
        # The toolbar's button of each board tool (tools.py); Open Recent and the actions on the toolbar (menus.py).
        tool_actions: dict[str, QAction]
        recent_menu: QMenu
        undo_action: QAction
        redo_action: QAction
        fit_action: QAction

        # -- the actions a player takes (main_window.py) ---------------------------------------------------------
        def act(self, action: Action) -> Resolution: ...

        def message(self, text: str, log: bool = False) -> None: ...

        def edit_piece_properties(self, piece_id: str) -> None: ...

        # -- a counter's properties and the board's right click (counter_edit.py) -----------------------------------
        counter_properties_action: QAction

        def edit_counter_properties(self, unit_id: str) -> None: ...

        def edit_selected_counter(self) -> None: ...

        def _sync_counter_properties(self) -> None: ...

        def board_menu(self, pos: QPointF) -> list[QAction]: ...

        def replace_session(self, session: BattleSession) -> None: ...

        # -- the board tools (tools.py) and the status bar (status.py) -------------------------------------------
        def set_tool(self, name: str) -> None: ...

        def delete_selected(self) -> None: ...

        def _build_toolbar(self) -> None: ...

        def _show_hint_of(self, name: str) -> None: ...

        # -- the Rules menu (rules_menu.py) ----------------------------------------------------------------------
        def _build_rules_menu(self) -> None: ...

        def _sync_rules_menu(self) -> None: ...

        # -- whose view is shown, changes published (shown_view.py) ----------------------------------------------
        def _publish(self, changes: Sequence[Change]) -> None: ...

        def _keep_names(self) -> None: ...

        def _refresh_roster(self) -> None: ...

        def _on_scene_selection_changed(self) -> None: ...

        # -- the undo of a battle just opened (opened_record.py) ---------------------------------------------------
        def give_record_to_undo(self) -> None: ...

        def forget_record_for_undo(self) -> None: ...

        def give_record_to_undo_before_acting(self) -> None: ...

        def give_record_to_undo_if_quick(self) -> None: ...

        def say_why_undo_reaches_no_further(self) -> None: ...

        def say_why_no_undo(self, why: str) -> None: ...

        # -- the battle's file (files.py, recent.py, problems.py) ------------------------------------------------
        def update_title(self) -> None: ...

        def confirm_discard(self) -> bool: ...

        def new_battle(self) -> None: ...

        def open_dialog(self) -> None: ...

        def open_path(self, path: Path) -> bool: ...

        def save(self) -> bool: ...

        def save_as(self) -> bool: ...

        def continue_in_new_battle(self) -> bool: ...

        def close_battle(self) -> bool: ...

        def quit_app(self) -> None: ...

        def remember_opened(self, path: Path) -> None: ...

        def _fill_recent_menu(self) -> None: ...

        def _accept_battle_drops(self) -> None: ...

        def show_problems(self, title: str, exc: InputError) -> None: ...

else:
    WindowPart = object
