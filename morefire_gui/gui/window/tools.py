"""The board tools: the window's own (Select & Move, Measure, Terrain, Place Units) and the features', a button each
on the toolbar and an entry in the Tools menu; arming one (its hint in the status bar, its dock shown, every feature
told), and the terrain palette's and the catalogue's choices arming the tool that lays them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QToolBar

from morefire_gui.gui.actions import make_action
from morefire_gui.gui.board.tools.base import BoardTool
from morefire_gui.gui.board.tools.measure import MeasureTool
from morefire_gui.gui.board.tools.place_unit import PlaceUnitTool
from morefire_gui.gui.board.tools.select import SelectTool
from morefire_gui.gui.board.tools.terrain import TerrainTool
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.icons import tool_icon
from morefire_gui.gui.phase_offers import starts
from morefire_gui.gui.window.part import WindowPart

if TYPE_CHECKING:
    from morefire_gui.model.terms import TerrainKind


class BoardToolsPart(WindowPart):
    """The board tools by name, their buttons, and the one armed."""

    def _make_board_tools(self) -> None:
        """The window's own tools (the features bring theirs: :meth:`_add_feature_tools`)."""
        self._terrain_tool = TerrainTool(self)  # the palette's and the catalogue's choices go to these two
        self._terrain_tool.kind_changed = self.terrain_palette.show_kind
        self._place_tool = PlaceUnitTool(self)
        self.tools: dict[str, BoardTool] = {
            "select": SelectTool(self),
            "measure": MeasureTool(self),
            "terrain": self._terrain_tool,
            "place": self._place_tool,
        }

    def _add_feature_tools(self) -> None:
        for feature in self.features:
            for tool in feature.tools():
                self.tools[tool.name] = tool.tool

    def _build_toolbar(self) -> None:
        """The board tools' buttons, the window's own and the features', on the toolbar and in the Tools menu."""
        toolbar = QToolBar(tr("Tools"), self)
        toolbar.setObjectName("tools")
        self.addToolBar(toolbar)
        group = QActionGroup(self)
        self.tool_actions: dict[str, QAction] = {}
        tool_kinds = {t.name: t.kinds for feature in self.features for t in feature.tools()}
        for name, text, key, tip in (
            ("select", tr("Select && Move"), "V", tr("Select, drag to move, turn with the handle or Q/E (V)")),
            (
                "measure",
                tr("Measure"),
                "M",
                tr("Drag to measure range and line of sight; Shift-release adds a waypoint; Esc clears (M)"),
            ),
            ("terrain", tr("Terrain"), "T", tr("Lay out terrain with the Terrain palette (T)")),
            ("place", tr("Place Units"), "U", tr("Place counters from the Catalogue (U)")),
            *((t.name, t.text, t.shortcut, t.tip) for feature in self.features for t in feature.tools()),
        ):
            action = make_action(self, text, lambda checked=False, n=name: self.set_tool(n), key, tip, True)
            starts(action, *tool_kinds.get(name, ()))  # offered when the battle takes one of its kinds of action
            action.setIcon(tool_icon(name))
            group.addAction(action)
            toolbar.addAction(action)
            self.tool_actions[name] = action
        toolbar.addSeparator()
        toolbar.addActions([self.undo_action, self.redo_action, self.fit_action])
        tools_menu = self.menuBar().addMenu(tr("&Tools"))
        tools_menu.addActions(list(self.tool_actions.values()))

    def delete_selected(self) -> None:
        tool = self.view.tool
        if isinstance(tool, (SelectTool, TerrainTool)):
            tool.delete_selected()

    def set_tool(self, name: str) -> None:
        # What the tool does, in the status bar for as long as it is armed, in place of the last tool's words: its own
        # hint where it has more to say (Move, Infantry Fire), else its button's.
        self._show_hint_of(name)
        self.statusBar().clearMessage()
        self.view.set_tool(self.tools[name])
        self.tool_actions[name].setChecked(True)
        if name == "terrain":
            self.terrain_palette.show()
            self.terrain_palette.raise_()
        for feature in self.features:
            feature.tool_activated(name)
        if name == "place":
            self.catalogue.show()
            self.catalogue.raise_()
            unit_type, side = self.catalogue.current_choice()
            self._place_tool.choose(unit_type, side)

    def _on_palette_kind_chosen(self, kind: TerrainKind | None) -> None:
        if self.view.tool is not self.tools["terrain"]:
            self.set_tool("terrain")
        self._terrain_tool.set_draw_kind(kind)

    def _on_catalogue_unit_chosen(self, unit_type: str, side_id: str) -> None:
        self._place_tool.choose(unit_type, side_id)
        if self.view.tool is not self.tools["place"]:
            self.set_tool("place")
