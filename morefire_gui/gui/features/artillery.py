"""Artillery (rule 4) in the window: the Barrage, Template and Registration Points tools, the Artillery dock,
the barrage and battery dialogs."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

from morefire_gui.gui.board.tools.artillery import BarrageTool, RegistrationTool, TemplateTool
from morefire_gui.gui.dialogs.barrage import BarrageDialog
from morefire_gui.gui.dialogs.battery import BatteryDialog
from morefire_gui.gui.docks.artillery import ArtilleryDock
from morefire_gui.gui.features import DockSpec, Feature, ToolSpec
from morefire_gui.session.artillery import end_fire_mission, set_batteries
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.edits import Compound

XY = tuple[float, float]


class ArtilleryFeature(Feature):
    menu_title = "&Artillery"

    def __init__(self, window) -> None:  # type: ignore[no-untyped-def]
        super().__init__(window)
        self.dock = ArtilleryDock(window)
        self.barrage_tool = BarrageTool(window, lambda aim: self.open_barrage(aim))
        self.template_tool = TemplateTool(window, self.dock.show_template_units)
        self.registration_tool = RegistrationTool(window)
        self.dock.fire_requested.connect(self._on_dock_fire_requested)
        self.dock.new_battery_requested.connect(self._on_dock_new_battery_requested)
        self.dock.delete_battery_requested.connect(self._on_dock_delete_battery_requested)
        self.dock.plot_requested.connect(self._on_dock_plot_requested)
        self.dock.template_requested.connect(self._on_dock_template_requested)

    def tools(self) -> list[ToolSpec]:
        return [
            ToolSpec("barrage", self.barrage_tool, "Barrage", "B",
                     "Click where a barrage should fall (rule 4); Esc clears it (B)"),
            ToolSpec("template", self.template_tool, "Template", "Shift+B",
                     "Drag a damage circle to see which units it would catch (Shift+B)"),
            ToolSpec("registration", self.registration_tool, "Registration Points", "R",
                     "Plot and move the side's registration points (Artillery dock) (R)"),
        ]

    def docks(self) -> list[DockSpec]:
        return [DockSpec(self.dock, Qt.DockWidgetArea.RightDockWidgetArea, tab_with="catalogue")]

    def menu_actions(self) -> list[QAction]:
        fire = QAction("Call a &Barrage…", self.window)
        fire.setToolTip("Choose a battery and an aim point and fire (rule 4)")
        fire.triggered.connect(lambda: self._on_dock_fire_requested(""))
        new = QAction("&New Battery…", self.window)
        new.setToolTip("Add a battery to a side: its guns, calibre and observers (rule 4)")
        new.triggered.connect(lambda: self._on_dock_new_battery_requested(str(self.dock.rp_side.currentData())))
        return [fire, new]

    def session_attached(self, session: BattleSession) -> None:
        self.dock.refresh(session, self.window.view_filter.secret_sides)

    def battle_changed(self) -> None:
        self.dock.refresh(self.window.session, self.window.view_filter.secret_sides)

    def step_tools(self, step: str) -> list[str]:
        # Artillery fire phase A and B: the barrage (the phase dock fires the missions landing this turn).
        return ["barrage"] if step in ("artillery.impact", "artillery.damage") else []

    def tool_activated(self, name: str) -> None:
        if name not in ("barrage", "template", "registration"):
            return
        self.dock.show()
        self.dock.raise_()
        if name == "template":
            diameter, caption = self.dock.template_zone()
            self.template_tool.set_zone(diameter, caption)
            self.dock.tabs.setCurrentIndex(2)
        if name == "registration":
            if self.registration_tool.side_id is None:
                self.registration_tool.side_id = self.dock.rp_side.currentData()
            self.dock.tabs.setCurrentIndex(1)

    # -- actions ---------------------------------------------------------------------------------------------------------
    def open_barrage(self, aim: XY | None = None, battery: str | None = None) -> BarrageDialog:
        w = self.window
        side = self.dock.rp_side.currentData() if battery is None else None
        return BarrageDialog.run(w.session, w, w.scene, aim, side, battery, w)

    def _on_dock_fire_requested(self, battery: str) -> None:
        self.window.set_tool("barrage")
        self.open_barrage(None, battery or None)

    def _on_dock_new_battery_requested(self, side: str) -> None:
        w = self.window
        battery = BatteryDialog.ask(w.session, side, w.scene.selected_unit_ids(), w)
        if battery is not None:
            edit = set_batteries(w.session.battle, [*w.session.battle.batteries, battery])
            w.push(type(edit)(edit.before, edit.after, f"New battery {battery.name or battery.id}"))

    def _on_dock_delete_battery_requested(self, battery: str) -> None:
        w = self.window
        battle = w.session.battle
        edit = set_batteries(battle, [b for b in battle.batteries if b.id != battery])
        if battle.fire_mission(battery) is not None:
            w.push(Compound((end_fire_mission(battle, battery), edit), f"Delete battery {battery}"))
        else:
            w.push(type(edit)(edit.before, edit.after, f"Delete battery {battery}"))

    def _on_dock_plot_requested(self, side: str) -> None:
        self.registration_tool.side_id = side
        self.window.set_tool("registration")

    def _on_dock_template_requested(self, diameter: float, caption: str) -> None:
        self.template_tool.set_zone(diameter, caption)
        if self.window.view.tool is not self.template_tool:
            self.window.set_tool("template")
