"""Aircraft (rule 5, Table VII) in the window: the Airstrike tool (press at a board edge and drag the direction
arrow in; drag an arrow's handle to turn it at the end of the turn, up to 90 degrees), the airstrike dialog, every
aircraft in play drawn with its arrow, the Aircraft dock (with SNOW's "it is snowing"), and the Aircraft menu with the
players' own figures, which the session plays with. The run, the arrow's turn and the snow are actions the session
performs and commits (``window.act``)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

from morefire_gui.errors import InputError
from morefire_gui.geometry.shapes import XY
from morefire_gui.gui.actions import arms_tool
from morefire_gui.gui.features import DockSpec, Feature, FeatureHost, ToolSpec
from morefire_gui.gui.i18n import QT_TR_NOOP, tr
from morefire_gui.gui.phase_offers import starts
from morefire_gui.gui.said import said
from morefire_gui.gui.save_folders import ask_open_path, open_start
from morefire_gui.gui.settings import app_settings
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.edits import Aspect, Change
from morefire_gui.session.play_kinds import PlayKind

if TYPE_CHECKING:
    from morefire_gui.gui.board.aircraft_items import AircraftItem, AirRunItem
    from morefire_gui.gui.board.scene import BoardScene
    from morefire_gui.gui.dialogs.airstrike import AirstrikeDialog
    from morefire_gui.rules.aircraft.tables import AircraftTables
    from morefire_gui.rules.catalogue.entries import Catalogue

SETTINGS_KEY = "aircraft/tables"
# The steps of the sequence of play the Airstrike tool serves (resources/rules/sequence.yaml).
AIR_STEPS = ("movement.aircraft", "movement.air_fire", "aircraft.arrows")


class AircraftFeature(Feature):
    menu_title = QT_TR_NOOP("Ai&rcraft")
    # The airstrikes, the weather and the sides' Table VII (the briefing); UNITS for a catalogue read again (every unit
    # changes with it): it gives the aircraft's codes, speeds and points.
    shows = frozenset({Aspect.BATTLE, Aspect.VIEW, Aspect.UNITS})

    def __init__(self, window: FeatureHost) -> None:
        from morefire_gui.gui.board.tools.aircraft import AirstrikeTool
        from morefire_gui.gui.docks.aircraft import AircraftDock

        super().__init__(window)
        self.tables_file: Path | None = None
        # The app's own figures are read when first needed (docs/performance.md, start-up); a player's file at
        # once, so that a broken one is reported as the window opens.
        self._tables: AircraftTables | None = self._load_tables() if app_settings().value(SETTINGS_KEY, "") else None
        self.dock = AircraftDock(self.widget)
        self.items: dict[str, AircraftItem] = {}
        self.run_item: AirRunItem | None = None
        self._scene: BoardScene | None = None
        self._catalogue: Catalogue | None = None  # the catalogue the dock and the items were made with
        self.tool = AirstrikeTool(
            window,
            self._on_tool_arrow_drawn,
            lambda: self.items,
            lambda: self.run_item,
            lambda: self.tables,
            self._on_tool_run_pressed,
        )
        self.dock.new_requested.connect(lambda: self.window.set_tool("airstrike"))
        self.dock.fly_requested.connect(self._on_dock_fly_requested)
        self.dock.snowing_changed.connect(self._on_dock_snowing_changed)

    # -- the figures ---------------------------------------------------------------------------------------------
    @property
    def tables(self) -> AircraftTables:
        if self._tables is None:
            self._tables = self._load_tables()
        return self._tables

    def _load_tables(self) -> AircraftTables:
        from morefire_gui.io.aircraft_tables import load_aircraft_tables

        path = app_settings().value(SETTINGS_KEY, "")
        if path:
            try:
                tables = load_aircraft_tables(Path(str(path)))
                self.tables_file = Path(str(path))
                return tables
            except InputError as exc:
                self.window.message(
                    tr("Your aircraft figures are not used: {value}").format(
                        value=exc.problems[0] if exc.problems else exc
                    )
                )
        self.tables_file = None
        return load_aircraft_tables(None)

    def choose_tables(self, path: Path | None) -> bool:
        """Play with a player's own aircraft figures (merged over the app's), or the app's (``path`` None)."""
        from morefire_gui.io.aircraft_tables import load_aircraft_tables
        from morefire_gui.session.aircraft import use_aircraft_figures

        try:
            tables = load_aircraft_tables(path)
        except InputError as exc:
            self.window.show_problems(
                tr("Cannot use {value}").format(value=path.name if path else tr("the figures")), exc
            )
            return False
        self._tables, self.tables_file = tables, path
        app_settings().setValue(SETTINGS_KEY, str(path) if path is not None else "")
        use_aircraft_figures(self.window.session, tables)
        self._refresh()
        self.window.message(
            tr("Aircraft figures: {value}").format(value=path if path is not None else tr("the app’s defaults")),
            log=True,
        )
        return True

    # -- the window ------------------------------------------------------------------------------------------------
    def tools(self) -> list[ToolSpec]:
        return [
            ToolSpec(
                "airstrike",
                self.tool,
                tr("Airstrike"),
                "A",
                tr(
                    "Press at a board edge and drag the direction arrow into the table to fly an airstrike; "
                    "drag "
                    "an aircraft's arrow handle to turn it, up to 90° (rule 5) (A)"
                ),
                (PlayKind.AIRCRAFT_RUN, PlayKind.AIR_ARROW),  # a run in movement steps 3-4, an arrow turned after
            )
        ]

    def docks(self) -> list[DockSpec]:
        return [DockSpec(self.dock, Qt.DockWidgetArea.RightDockWidgetArea, tab_with="artillery")]

    def menu_actions(self) -> list[QAction]:
        new = starts(QAction(tr("New &Airstrike"), self.widget), PlayKind.NEW_AIRSTRIKE)
        new.setToolTip(tr("Press at a board edge and drag the direction arrow in (rule 5)"))
        new.triggered.connect(lambda: self.window.set_tool("airstrike"))
        arms_tool(new, "airstrike")
        fly = starts(QAction(tr("&Fly Selected Aircraft's Run…"), self.widget), PlayKind.AIRCRAFT_RUN)
        fly.setToolTip(
            tr(
                "The run this turn of the aircraft selected in the Aircraft dock: it flies along its arrow, "
                "the guns fire, it strafes or bombs"
            )
        )
        fly.triggered.connect(lambda: self._on_dock_fly_requested(self.dock.selected_aircraft() or ""))
        figures = QAction(tr("Aircraft &Figures…"), self.widget)
        figures.setToolTip(tr("Your own figures for rules 5.1-5.6, merged over the app's defaults"))
        figures.triggered.connect(self._on_figures_triggered)
        defaults = QAction(tr("&Default Aircraft Figures"), self.widget)
        defaults.setToolTip(tr("Play with the app's own figures for rules 5.1-5.6 (resources/rules/aircraft.yaml)"))
        defaults.triggered.connect(lambda: self.choose_tables(None))
        return [new, fly, figures, defaults]

    def session_attached(self, session: BattleSession) -> None:
        from morefire_gui.gui.board.aircraft_items import AirRunItem
        from morefire_gui.session.aircraft import use_aircraft_figures

        scene = self.window.scene
        if scene is not self._scene:
            # A new scene (a battle opened): the items of the old one went with it.
            self._scene = scene
            self.items = {}
            self.run_item = AirRunItem()
            scene.addItem(self.run_item)
        if self._tables is not None:  # the app's own figures are the session's already
            use_aircraft_figures(session, self._tables)  # every run the session performs reads the player's figures
        self._refresh()

    def clear_for_next_player(self) -> None:
        if self._scene is self.window.scene and self.run_item is not None:
            self.run_item.clear()  # the last player's planned run

    def changed(self, changes: Sequence[Change]) -> None:
        if any(c.aspect is not Aspect.UNITS for c in changes if c.aspect in self.shows) or (
            self.window.session.catalogue is not self._catalogue
        ):
            self._refresh()

    def _refresh(self) -> None:
        session = self.window.session
        self._catalogue = session.catalogue
        self._sync_items(session)
        figures = (
            tr("Figures: {file}").format(file=self.tables_file)
            if self.tables_file
            else tr("Figures: the app's defaults (resources/rules/aircraft.yaml)")
        )
        self.dock.refresh(session, figures, self.window.view_filter)
        if self.window.view.tool is self.tool:
            self.window.show_tool_hint()  # what the tool does now changes with the battle (a run flown, a step)

    def tool_activated(self, name: str) -> None:
        if name == "airstrike":
            self.dock.show()
            self.dock.raise_()
            self.window.show_tool_hint()  # on the board now, the tool says what it does in this step

    def step_tools(self, step: str) -> list[str]:
        return ["airstrike"] if step in AIR_STEPS else []

    def _sync_items(self, session: BattleSession) -> None:
        from morefire_gui.gui.board.aircraft_items import sync_aircraft_items

        if session.battle.aircraft or self.items:
            sync_aircraft_items(self.window.scene, session, self.items, self.tables)

    # -- actions ---------------------------------------------------------------------------------------------------
    def open_airstrike(
        self, entry: XY | None = None, heading: float | None = None, side: str | None = None
    ) -> AirstrikeDialog:
        from morefire_gui.gui.dialogs.airstrike import AirstrikeDialog

        w = self.window
        if side is None and entry is not None:
            # The side whose base edge is nearest the entry, by default (its own aircraft come in over it).
            from morefire_gui.geometry.aircraft import nearest_edge_point

            _, edge = nearest_edge_point(w.session.battle.table, entry)
            side = next((s.id for s in w.session.battle.sides if s.edge is edge), None)
        return AirstrikeDialog.run(
            w.session, w, w.scene, self.run_item, self.tables, entry, heading, None, side, self.widget
        )

    def open_run(self, aircraft_id: str) -> AirstrikeDialog:
        from morefire_gui.gui.dialogs.airstrike import AirstrikeDialog

        w = self.window
        return AirstrikeDialog.run(
            w.session, w, w.scene, self.run_item, self.tables, None, None, aircraft_id, None, self.widget
        )

    def _on_tool_arrow_drawn(self, entry: XY, heading: float) -> None:
        self.open_airstrike(entry, heading)

    def _on_tool_run_pressed(self, aircraft_id: str) -> None:
        self.open_run(aircraft_id)

    def _on_dock_fly_requested(self, aircraft_id: str) -> None:
        plane = next((a for a in self.window.session.battle.aircraft if a.id == aircraft_id), None)
        if plane is None or not plane.in_play:
            self.window.message(tr("Choose an aircraft in play in the Aircraft dock"))
            return
        from morefire_gui.session.at_table import refused_actor

        if (theirs := refused_actor(self.window.session, aircraft_id)) is not None:
            # A side flies its own aircraft alone: another side's, listed for every side to read, is not flown here.
            self.window.message(tr("Refused: {refusal}").format(refusal=said(theirs)))
            return
        self.window.set_tool("airstrike")
        self.open_run(aircraft_id)

    def _on_dock_snowing_changed(self, snowing: bool) -> None:
        from morefire_gui.model.actions.aircraft import SetSnowing

        if self.window.act(SetSnowing(snowing=snowing)).refused:
            self._refresh()  # the box shows the battle's weather again

    def _on_figures_triggered(self) -> None:
        path = ask_open_path(
            self.widget,
            tr("Your aircraft figures"),
            open_start(self.tables_file, self.window.session.path),
            tr("YAML files (*.yaml *.yml);;All files (*)"),
        )
        if path is not None:
            self.choose_tables(path)
