"""The scenario system in the window: File → New Random Battle (roll or set Tables I-VII and create the battle),
the Briefing dock, deployment zones and victory point locations on the board (with View toggles), Battle → Placement
Complete for a table laid by hand, Battle → Mission… for a battle laid out without the scenario system, and Battle →
Score Battle (the victory dialog)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence

from morefire_gui.gui.docks.briefing import BriefingDock
from morefire_gui.gui.features import DockSpec, Feature, FeatureHost
from morefire_gui.gui.i18n import QT_TR_NOOP, said, tr
from morefire_gui.model.terms import Edge
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.edits import Aspect, Change

if TYPE_CHECKING:
    from morefire_gui.gui.dialogs.battle_mission import BattleMissionDialog
    from morefire_gui.gui.dialogs.random_battle import RandomBattleDialog
    from morefire_gui.gui.dialogs.victory import VictoryDialog
    from morefire_gui.model.actions.forces import SetMission
    from morefire_gui.rules.catalogue.entries import Catalogue
    from morefire_gui.session.scenario import RandomBattle


class ScenarioFeature(Feature):
    menu_title = QT_TR_NOOP("&Battle")
    # The briefing, the mission and the placement; UNITS for a catalogue read again (every unit changes with it): the
    # briefing names the nations it has no aircraft for.
    shows = frozenset({Aspect.BATTLE, Aspect.UNITS})

    def __init__(self, window: FeatureHost) -> None:
        super().__init__(window)
        self._catalogue: Catalogue | None = None  # the catalogue the briefing was written with
        self.dock = BriefingDock(self.widget)
        self.dock.placement_requested.connect(self._on_dock_placement_requested)
        self.dock.score_requested.connect(self._on_dock_score_requested)
        self.new_random_action = QAction(tr("New Ran&dom Battle…"), self.widget)
        self.new_random_action.setShortcut(QKeySequence("Ctrl+Shift+N"))
        self.new_random_action.setToolTip(tr("Roll a scenario (Tables I-VII, any of them set) and lay out its table"))
        self.new_random_action.setStatusTip(self.new_random_action.toolTip())
        self.new_random_action.triggered.connect(self.new_random_battle)
        self.briefing_action = QAction(tr("&Briefing"), self.widget)
        self.briefing_action.setShortcut(QKeySequence("Ctrl+Shift+I"))
        self.briefing_action.setToolTip(tr("The scenario: forces, weather, terrain, mission, deployment and victory"))
        self.briefing_action.triggered.connect(self.show_briefing)
        self.placement_action = QAction(tr("&Placement Complete…"), self.widget)
        self.placement_action.setToolTip(
            tr(
                "A table laid by hand: the defender chooses his base edge, and the victory "
                "point locations are marked on the pieces placed"
            )
        )
        self.placement_action.triggered.connect(self._on_dock_placement_requested)
        self.mission_action = QAction(tr("&Mission…"), self.widget)
        self.mission_action.setToolTip(
            tr(
                "Give a battle laid out by hand a mission from the scenario system, with its attacker and victory "
                "point locations, so that it can be scored"
            )
        )
        self.mission_action.setStatusTip(self.mission_action.toolTip())
        self.mission_action.triggered.connect(self.choose_mission)
        self.score_action = QAction(tr("&Score Battle…"), self.widget)
        self.score_action.setToolTip(tr("Score the battle by the mission's victory conditions"))
        self.score_action.triggered.connect(self.score_battle)
        self.zones_action = QAction(tr("Deployment &Zones"), self.widget)
        self.zones_action.setCheckable(True)
        self.zones_action.setChecked(True)
        self.zones_action.setToolTip(tr("Show where each side deploys"))
        self.zones_action.toggled.connect(self._on_zones_toggled)
        self.markers_action = QAction(tr("&Victory Point Locations"), self.widget)
        self.markers_action.setCheckable(True)
        self.markers_action.setChecked(True)
        self.markers_action.setToolTip(tr("Show the victory point locations and their values"))
        self.markers_action.toggled.connect(self._on_markers_toggled)
        window.view.zoom_changed.connect(self._on_view_zoom_changed)

    # -- what the feature adds to the window ---------------------------------------------------------------------------
    def docks(self) -> list[DockSpec]:
        return [DockSpec(self.dock, Qt.DockWidgetArea.RightDockWidgetArea, tab_with="legend")]

    def file_actions(self) -> list[QAction]:
        return [self.new_random_action]

    def menu_actions(self) -> list[QAction]:
        return [self.briefing_action, self.placement_action, self.mission_action, self.score_action]

    def view_actions(self) -> list[QAction]:
        return [self.zones_action, self.markers_action]

    def session_attached(self, session: BattleSession) -> None:
        # A new scene mirrors the new battle: it keeps the player's choice of what to show.
        self.window.scene.scenario.set_zones_visible(self.zones_action.isChecked())
        self.window.scene.scenario.set_markers_visible(self.markers_action.isChecked())
        self.window.scene.scenario.arrange(self.window.view.pixels_per_unit)
        self._refresh(session)

    def changed(self, changes: Sequence[Change]) -> None:
        session = self.window.session
        if any(c.aspect is Aspect.BATTLE for c in changes) or session.catalogue is not self._catalogue:
            self._refresh(session)

    def _refresh(self, session: BattleSession) -> None:
        self._catalogue = session.catalogue
        self.dock.refresh(session)
        briefing = session.battle.briefing
        self.placement_action.setEnabled(briefing is not None and briefing.laid_by_hand)
        # A battle of the scenario system has its mission from its briefing (Table VI).
        self.mission_action.setEnabled(briefing is None)
        self.score_action.setEnabled(session.battle.mission is not None)

    # -- actions -------------------------------------------------------------------------------------------------------
    def new_random_battle(self) -> RandomBattleDialog:
        from morefire_gui.gui.dialogs.random_battle import RandomBattleDialog

        return RandomBattleDialog.run(self.window.session.tables, self.open_random_battle, self.widget)

    def open_random_battle(self, made: RandomBattle) -> bool:
        """Open a battle the scenario system built, after asking to save unsaved changes. It stays unsaved until the
        player saves it. False if the player cancelled."""
        w = self.window
        if not w.confirm_discard():
            return False
        # The log holds the scenario's rolls, as morefire scenario --create writes them.
        session = BattleSession.from_scenario(made, w.session.catalogue, w.session.tables)
        scenario = made.scenario
        w.replace_session(session)
        w.undo_stack.resetClean()  # a new battle is unsaved until the player saves it
        w.message(
            tr("New random battle: {title}, {pieces}, {locations}").format(
                title=said(scenario.title),
                pieces=tr("%n terrain piece(s)", None, len(made.battle.terrain)),
                locations=tr("%n victory point location(s)", None, len(made.battle.vp_locations)),
            ),
            log=True,
        )
        self.show_briefing()
        return True

    def show_briefing(self) -> None:
        self.dock.show()
        self.dock.raise_()

    def complete_placement(self, edge: Edge | None = None, as_laid: bool = False) -> bool:
        """A table laid by hand is complete: the defender chooses his base edge (asked when not given, with what the
        table lacks of its terrain type and the choice to keep it as laid). The session takes it as an action
        (refused, and said in the status bar, once play has begun in a strict battle, or when the table does not
        hold what its terrain type asks for and is not kept as laid)."""
        from morefire_gui.gui.dialogs.placement import PlacementDialog
        from morefire_gui.model.actions.forces import CompletePlacement
        from morefire_gui.session.terrain_counts import battle_table_counts
        from morefire_gui.session.visibility import seen_battle

        w = self.window
        if edge is None:
            # The table as the side at it holds it: a deliberate minefield it has not found is not counted (3.6).
            counted = battle_table_counts(w.session.battle, w.session.tables)
            placed = PlacementDialog.ask(seen_battle(w.session.battle, w.view_filter), self.widget, counted)
            if placed is None:
                return False
            edge, as_laid = placed
        resolution = w.act(CompletePlacement(defender_edge=edge, as_laid=as_laid))
        if resolution.refused:
            return False
        w.message(resolution.log[0].summary)  # the victory point locations marked, said with the edge chosen
        return True

    def choose_mission(self) -> BattleMissionDialog:
        """Battle → Mission…: the players choose the mission, the attacker and the victory point locations; the session
        takes it as one action (refused, and said in the dialog, once play has begun in a strict battle)."""
        from morefire_gui.gui.dialogs.battle_mission import BattleMissionDialog

        return BattleMissionDialog.run(
            self.window.session.battle, self.window.session.tables, self.give_mission, self.widget
        )

    def give_mission(self, action: SetMission) -> str | None:
        """Take the mission action: None when taken (its log entry's summary said in the status bar), else why not."""
        resolution = self.window.act(action)
        if resolution.refused:
            return resolution.refusal
        self.window.message(resolution.log[0].summary)
        return None

    def score_battle(self) -> VictoryDialog:
        """Score the battle by its mission's victory conditions (the end of the battle)."""
        from morefire_gui.gui.dialogs.victory import VictoryDialog

        return VictoryDialog.run(self.window.session, self.window, self.widget, self.window.view_filter)

    # -- slots ---------------------------------------------------------------------------------------------------------
    def _on_dock_placement_requested(self) -> None:
        self.complete_placement()

    def _on_dock_score_requested(self) -> None:
        self.score_battle()

    def _on_zones_toggled(self, checked: bool) -> None:
        self.window.scene.scenario.set_zones_visible(checked)

    def _on_markers_toggled(self, checked: bool) -> None:
        self.window.scene.scenario.set_markers_visible(checked)

    def _on_view_zoom_changed(self, percent: float) -> None:
        # Labels that fit beside their flags at one zoom cover each other at another: place them again.
        self.window.scene.scenario.arrange(self.window.view.pixels_per_unit)
