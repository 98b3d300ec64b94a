"""The main window: composition and wiring only. The board in the middle, docks around it, the tools on a
toolbar, a status bar that says where the cursor is in table units and yards.

:class:`MainWindow` puts together the window's parts (gui/window/: the docks' layout, the status bar, the menus, the
Rules menu, the board tools, whose view is shown, the battle's file, Open Recent and drops, a file's problems, a
counter's properties and the board's right click), the
features (gui/features/, listed in :data:`FEATURES`) and the battle's session; it keeps what it builds, in which
order, and the actions a player takes (the tools' ``Editor``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, QTimer
from PySide6.QtGui import QCloseEvent, QUndoStack
from PySide6.QtWidgets import QApplication, QMainWindow

from morefire_gui.gui import accessibility, mnemonics
from morefire_gui.gui.board.scene import BoardScene
from morefire_gui.gui.board.view import BoardView
from morefire_gui.gui.docks.details import DetailsDock
from morefire_gui.gui.docks.legend import LegendDock
from morefire_gui.gui.docks.log import LogDock
from morefire_gui.gui.docks.palettes import CatalogueDock, TerrainPaletteDock
from morefire_gui.gui.docks.roster import RosterDock
from morefire_gui.gui.features import Feature
from morefire_gui.gui.features.aircraft import AircraftFeature
from morefire_gui.gui.features.artillery import ArtilleryFeature
from morefire_gui.gui.features.dice import DiceFeature
from morefire_gui.gui.features.direct_fire import DirectFireFeature
from morefire_gui.gui.features.forces import ForcesFeature
from morefire_gui.gui.features.host import FeatureT
from morefire_gui.gui.features.hot_seat import HotSeatFeature
from morefire_gui.gui.features.infantry import InfantryFeature
from morefire_gui.gui.features.los_profile import LosProfileFeature
from morefire_gui.gui.features.movement import MovementFeature
from morefire_gui.gui.features.range_rings import RangeRingsFeature
from morefire_gui.gui.features.report import ReportFeature
from morefire_gui.gui.features.safety import SafetyFeature
from morefire_gui.gui.features.scenario import ScenarioFeature
from morefire_gui.gui.features.shell import ShellFeature
from morefire_gui.gui.features.table_edge import TableEdgeFeature
from morefire_gui.gui.features.table_image import TableImageFeature
from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.i18n import scale_words, tr
from morefire_gui.gui.said import said
from morefire_gui.gui.side_words import said_side, said_side_short
from morefire_gui.gui.undo import ActionCommand
from morefire_gui.gui.window.counter_edit import CounterEditPart
from morefire_gui.gui.window.files import APP_NAME, FILE_FILTER, SAVE_FILTER, BattleFilePart
from morefire_gui.gui.window.layout import (
    LARGE_SCREEN_SHARE,
    LAYOUT_VERSION,
    LEFT_WIDTH,
    LOG_HEIGHT,
    PHASE_HEIGHT,
    RIGHT_WIDTH,
    ROSTER_HEIGHT,
    ROSTER_LEAST,
    SMALLEST_RESTORED,
    DockLayoutPart,
)
from morefire_gui.gui.window.menus import MenusPart
from morefire_gui.gui.window.opened_record import OpenedRecordPart
from morefire_gui.gui.window.problems import FileProblemsPart, problem_in_file
from morefire_gui.gui.window.recent import RecentFilesPart
from morefire_gui.gui.window.rules_menu import RulesMenuPart
from morefire_gui.gui.window.shown_view import (
    LEGEND_SHOWS,
    PALETTE_SHOWS,
    ROSTER_SHOWS,
    RULES_MENU_SHOWS,
    SELECTED_SHOWS,
    VIEWED,
    ShownViewPart,
)
from morefire_gui.gui.window.status import StatusBarPart
from morefire_gui.gui.window.tools import BoardToolsPart
from morefire_gui.session.battle_session import BattleSession

if TYPE_CHECKING:
    from morefire_gui.model.actions import Action
    from morefire_gui.session.resolution import Resolution

# What other modules import from here: the window, and the names its parts define that it has always offered.
__all__ = [
    "APP_NAME",
    "FEATURES",
    "FILE_FILTER",
    "LARGE_SCREEN_SHARE",
    "LAYOUT_VERSION",
    "LEFT_WIDTH",
    "LEGEND_SHOWS",
    "LOG_HEIGHT",
    "MESSAGE_MS",
    "PALETTE_SHOWS",
    "PHASE_HEIGHT",
    "RIGHT_WIDTH",
    "ROSTER_HEIGHT",
    "ROSTER_LEAST",
    "ROSTER_SHOWS",
    "RULES_MENU_SHOWS",
    "SAVE_FILTER",
    "SELECTED_SHOWS",
    "SMALLEST_RESTORED",
    "VIEWED",
    "MainWindow",
    "open_windows",
    "problem_in_file",
]

MESSAGE_MS = 8000  # how long a message stays in the status bar, over the armed tool's hint
# The parts of the rules the window offers, each with its tools, docks and menus (gui/features/).
FEATURES: list[type[Feature]] = [
    SafetyFeature,
    DiceFeature,
    ReportFeature,
    ArtilleryFeature,
    ShellFeature,
    MovementFeature,
    InfantryFeature,
    DirectFireFeature,
    ScenarioFeature,
    ForcesFeature,
    AircraftFeature,
    TurnsFeature,
    HotSeatFeature,
    RangeRingsFeature,
    LosProfileFeature,
    TableImageFeature,
    TableEdgeFeature,
]


def open_windows() -> list[MainWindow]:
    """The app's battle windows that are open, the active one first."""
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
    return sorted(windows, key=lambda w: not w.isActiveWindow())


class MainWindow(
    DockLayoutPart,
    StatusBarPart,
    MenusPart,
    RulesMenuPart,
    BoardToolsPart,
    ShownViewPart,
    BattleFilePart,
    RecentFilesPart,
    FileProblemsPart,
    OpenedRecordPart,
    CounterEditPart,
    QMainWindow,
):
    """A battle's window: its board, docks, menus and features around one session (a host to its features by its
    shape: gui/features/host.py)."""

    def __init__(self, session: BattleSession) -> None:
        from morefire_gui.session.visibility import View

        super().__init__()
        # Every dialog's, when it is shown. instance() is typed QCoreApplication; the window runs in a QApplication.
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        mnemonics.install(app)
        accessibility.install(app)
        self.undo_stack = QUndoStack(self)
        self.changed_outside_undo = False  # committed where undo does not reach (a hand-over), not saved yet
        self._chosen_size: QSize | None = None  # the size the app gave the window, kept on the screen when shown
        self.view_filter = View(None)  # whose view the board shows (hot seat: session/visibility.py)
        self.session = session
        self.scene = BoardScene(session, self)
        self.view = BoardView(self.scene, self)
        self.view.context_menu = self.board_menu  # a right click the armed tool leaves (gui/window/counter_edit.py)
        self.setCentralWidget(self.view)
        self.roster = RosterDock(self)
        self.details = DetailsDock(self)
        self.log = LogDock(self)
        self.terrain_palette = TerrainPaletteDock(self)
        self.catalogue = CatalogueDock(self)
        self.legend = LegendDock(self)
        self._place_common_docks()
        self._make_board_tools()
        self.features: list[Feature] = [feature(self) for feature in FEATURES]
        self._add_feature_tools()
        self._place_feature_docks()
        self._initial_layout()
        self._build_status_bar()
        self._build_actions()
        self._wire()
        self.undo_stack.cleanChanged.connect(self.update_title)
        self._attach_session(session)
        self._restore_window_state()
        self.view.setAccessibleName(tr("Board"))
        self.view.setAccessibleDescription(tr("The table with its terrain and counters"))
        accessibility.give_accessible_names(self)

    # -- Editor protocol (what tools ask of the window) ---------------------------------------------------------------
    def act(self, action: Action) -> Resolution:
        """Take a player's action: the session performs it; a refusal is said in the status bar (and returned, for a
        dialog to show); otherwise it is committed as one undoable step."""
        self.give_record_to_undo_before_acting()  # the actions the battle was opened with come first in undo
        resolution = self.session.perform(action)
        if resolution.refused:
            self.message(tr("Refused: {refusal}").format(refusal=said(resolution.refusal)))
            return resolution
        self.undo_stack.push(ActionCommand(self.session, resolution))
        self.log.append(said(resolution.text or action.title()))
        return resolution

    def act_at_barrier(self, action: Action) -> Resolution:
        """Take an action that undo does not cross (handing the table over): committed outside the undo history, which
        is cleared, so that the next player cannot take back the last one's actions."""
        resolution = self.session.perform(action)
        if resolution.refused:
            self.message(tr("Refused: {refusal}").format(refusal=said(resolution.refusal)))
            return resolution
        self.session.commit(resolution)
        self.clear_for_next_player()
        self.changed_outside_undo = True
        self.log.append(said(resolution.text or action.title()))
        self.update_title()
        return resolution

    def message(self, text: str, log: bool = False) -> None:
        """Say ``text`` in the status bar for a while, in the interface's language (a text the rules wrote, said; one
        the window wrote or said already, as it is: gui/said.py, ``Translated``): elided
        where it would run into the cursor's position, the bar's tooltip has it whole, and the log's messages too (as
        they have every message said ``log``). The armed tool's hint shows again once it has gone."""
        text = said(text)
        self.status_bar.say(text, MESSAGE_MS)  # read once a menu's or a button's hover text has gone
        if log or not self.status_bar.says_whole():
            self.log.append(text)

    def edit_piece_properties(self, piece_id: str) -> None:
        from morefire_gui.gui.dialogs.piece_properties import PiecePropertiesDialog
        from morefire_gui.model.actions.table import ChangeTerrain
        from morefire_gui.session.at_table import refused_piece

        piece = self.session.battle.piece(piece_id)
        if piece is None:
            return
        if (refusal := refused_piece(self.session, piece_id)) is not None:
            self.message(tr("Refused: {refusal}").format(refusal=said(refusal)))  # another side's minefield: not opened
            return
        edited = PiecePropertiesDialog.ask(piece, self, self.session.battle)
        if edited is not None and edited != piece:
            self.act(ChangeTerrain(pieces=(edited,)))  # the session says it in the log: "Edit Copse (woods)"

    # -- building -------------------------------------------------------------------------------------------------
    def _wire(self) -> None:
        self.view.cursor_moved.connect(self._on_view_cursor_moved)
        self.view.zoom_changed.connect(self._on_view_zoom_changed)
        self.roster.units_selected.connect(self._on_roster_units_selected)
        self.roster.unit_activated.connect(self._on_roster_unit_activated)
        self.terrain_palette.kind_chosen.connect(self._on_palette_kind_chosen)
        self.catalogue.unit_chosen.connect(self._on_catalogue_unit_chosen)
        self.catalogue.choice_kept.connect(self._place_tool.choose)
        self.terrain_palette.choice_kept.connect(self._terrain_tool.keep_kind)

    # -- the session ----------------------------------------------------------------------------------------------
    def _attach_session(self, session: BattleSession, tool: str = "measure") -> None:
        """Show ``session``'s battle. The tool armed is the one of the step the battle is in, as Next arms it on
        reaching the step (the turns feature arms it as it is told of the battle); a battle being set up keeps
        ``tool``, where the set-up offers it, else Measure."""
        self.session = session
        self.scene.selectionChanged.connect(self._on_scene_selection_changed)
        # Every change to the battle (log entries too) reaches the window once the board has mirrored it.
        self.scene.battle_changed.connect(self._on_scene_battle_changed)
        self.scene.apply_view(self.view_filter)
        self._keep_names()
        self._refresh_roster()
        self.legend.refresh(session, self.view_filter)
        self.catalogue.set_session(session)
        self.terrain_palette.show_turn(session.battle)
        for feature in self.features:
            feature.session_attached(session)
        self.log.sequence = session.tables.sequence
        self.log.side_words = lambda side: said_side(session.battle, side)
        self.log.short_side_words = lambda side: said_side_short(session.battle, side)
        self.log.set_view(self.view_filter, session.battle.log)
        self.scale_status.setText(scale_words(session.battle, session.tables))
        self._sync_rules_menu()
        self.update_title()
        self.give_record_to_undo_when_idle(session)
        if self.view.tool is None:
            self.set_tool(tool if self.tool_actions[tool].isEnabled() else "measure")
        self._index_terrain_when_idle(session)

    def _index_terrain_when_idle(self, session: BattleSession) -> None:
        """Build the battle's terrain index for line of sight once the window is up and the start's own work done
        (two turns of the event loop), not on the first press of the measure tool: a tenth of a second on a
        crowded table, which the first drag would otherwise wait for."""

        def build() -> None:
            if self.session is session:
                session.geometry.terrain_index  # noqa: B018 # built on first use, here ahead of it

        QTimer.singleShot(0, lambda: QTimer.singleShot(0, build))

    @property
    def widget(self) -> QMainWindow:
        """The window as a Qt widget (FeatureHost): the parent of the features' actions, docks and dialogs."""
        return self

    def feature(self, kind: type[FeatureT]) -> FeatureT:
        return next(f for f in self.features if isinstance(f, kind))

    def replace_session(self, session: BattleSession) -> None:
        tool = self.view.tool.name if self.view.tool else "measure"
        self.view.set_tool(None)
        self.scene.detach()
        self.undo_stack.clear()
        self.changed_outside_undo = False
        old = self.scene
        self.scene = BoardScene(session, self)
        self.view.setScene(self.scene)
        old.deleteLater()
        self.view.forget_places()
        self._attach_session(session, tool)
        self.view.fit_table()
        self.undo_stack.setClean()
        self.update_title()

    # -- closing ----------------------------------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        asked, self.discard_confirmed = self.discard_confirmed, False
        if not asked and not self.confirm_discard():
            event.ignore()
            return
        for feature in self.features:
            feature.window_closing()
        self._keep_window_state()
        self.view.set_tool(None)  # the tool lets go of the board's signals before the window is deleted
        self.scene.detach()
        event.accept()
