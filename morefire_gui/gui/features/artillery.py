"""Artillery (rule 4) in the window: the Barrage, Template and Registration Points tools, the Artillery dock (with a
battery's set-up and breakdown, 4.8), the barrage and battery dialogs, and the dialog of each fire mission landing.
Every change goes through the session as an action (``window.act``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

from morefire_gui.geometry.shapes import XY
from morefire_gui.gui.board.artillery_items import landed_marks
from morefire_gui.gui.board.tools.artillery import BarrageTool, RegistrationTool, TemplateTool
from morefire_gui.gui.dialogs.following import last_record, still_stands
from morefire_gui.gui.docks.artillery import ArtilleryDock
from morefire_gui.gui.features import DockSpec, Feature, FeatureHost, ToolSpec
from morefire_gui.gui.i18n import QT_TR_NOOP, tr
from morefire_gui.gui.phase_offers import starts
from morefire_gui.gui.said import said
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.edits import Aspect, Change
from morefire_gui.session.play_kinds import PlayKind

if TYPE_CHECKING:
    from morefire_gui.gui.dialogs.barrage import BarrageDialog
    from morefire_gui.gui.dialogs.mission_barrage import MissionBarrageDialog
    from morefire_gui.model.action_record import ActionRecord
    from morefire_gui.model.actions.artillery import BreakDownBattery, SetUpBattery
    from morefire_gui.session.artillery import Landing


class ArtilleryFeature(Feature):
    menu_title = QT_TR_NOOP("&Artillery")
    # The batteries (their guns are units), their set-up and missions (by turn), the registration points; another
    # side's are its secret in its view; the log, for the salvoes an island invasion's naval battery has left (ISLAND C).
    shows = frozenset({Aspect.UNITS, Aspect.TURN, Aspect.BATTLE, Aspect.VIEW, Aspect.LOG, Aspect.RECORD})

    def __init__(self, window: FeatureHost) -> None:
        super().__init__(window)
        self.dock = ArtilleryDock(self.widget)
        self.barrage_tool = BarrageTool(window, self._on_barrage_tool_aimed)
        self.template_tool = TemplateTool(
            window, lambda inside: self.dock.show_template_units(inside, window.view_filter)
        )
        self.registration_tool = RegistrationTool(window)
        # The missions that landed, by turn and battery (the landing dialog shows them again from the phase dock).
        self.landings: dict[tuple[int, str], Landing] = {}
        # The record of the Next step that landed each (Undo taking it back closes the landing's dialog).
        self.landed_by: dict[tuple[int, str], ActionRecord | None] = {}
        self.landing_dialogs: list[MissionBarrageDialog] = []
        # The set-up or breakdown whose result the dock's note says: taken back by Undo, the note goes.
        self._note_record: ActionRecord | None = None
        self.dock.fire_requested.connect(self._on_dock_fire_requested)
        self.dock.new_battery_requested.connect(self._on_dock_new_battery_requested)
        self.dock.delete_battery_requested.connect(self._on_dock_delete_battery_requested)
        self.dock.set_up_requested.connect(self._on_dock_set_up_requested)
        self.dock.breakdown_requested.connect(self._on_dock_breakdown_requested)
        self.dock.plot_requested.connect(self._on_dock_plot_requested)
        self.dock.template_requested.connect(self._on_dock_template_requested)

    def tools(self) -> list[ToolSpec]:
        return [
            ToolSpec(
                "barrage",
                self.barrage_tool,
                tr("Barrage"),
                "B",
                tr(
                    "Click where a barrage should fall (rule 4); in a battle kept to the sequence of play, write "
                    "the request in artillery step C; Esc clears it (B)"
                ),
                (PlayKind.BARRAGE,),
            ),
            ToolSpec(
                "template",
                self.template_tool,
                tr("Template"),
                "Shift+B",
                tr("Drag a damage circle to see which units it would catch (Shift+B)"),
            ),
            ToolSpec(
                "registration",
                self.registration_tool,
                tr("Registration Points"),
                "Shift+R",
                tr("Plot and move the side's registration points (Artillery dock) (Shift+R)"),
            ),
        ]

    def docks(self) -> list[DockSpec]:
        return [DockSpec(self.dock, Qt.DockWidgetArea.RightDockWidgetArea)]

    def menu_actions(self) -> list[QAction]:
        fire = starts(QAction(tr("Call a &Barrage…"), self.widget), PlayKind.BARRAGE)
        fire.setToolTip(tr("Choose a battery and an aim point: fire it, or write its request (rule 4)"))
        fire.triggered.connect(lambda: self._on_dock_fire_requested(""))
        new = QAction(tr("&New Battery…"), self.widget)
        new.setToolTip(tr("Add a battery to a side: its guns, calibre and observers (rule 4)"))
        new.triggered.connect(lambda: self._on_dock_new_battery_requested(str(self.dock.rp_side.currentData())))
        return [fire, new]

    def session_attached(self, session: BattleSession) -> None:
        self.landings.clear()
        self.landed_by.clear()
        self._refresh_dock()
        self._show_landed()

    def clear_for_next_player(self) -> None:
        self.dock.t_units.clear()  # what the last player's template caught

    def changed(self, changes: Sequence[Change]) -> None:
        if self._note_record is not None and not still_stands(self.window.session.battle, self._note_record):
            self._note_record = None
            self.dock.show_battery_note("")  # the set-up or breakdown it said was taken back
        self._show_landed()  # a landing recorded, or taken back (the record of actions)
        aspects = {c.aspect for c in changes}
        if not aspects & {Aspect.UNITS, Aspect.TURN, Aspect.BATTLE, Aspect.VIEW} and not (
            Aspect.LOG in aspects and self._counts_salvoes()
        ):
            return  # of the log the dock shows only the salvoes a naval battery has left; of the record, nothing
        self._refresh_dock()

    def _refresh_dock(self) -> None:
        """The dock in the window's view; the template as the side whose view it is set it (another side's guns and
        calibre tell its batteries, 4.1)."""
        view = self.window.view_filter
        self.dock.drafts.fill_for(view.side, lambda: self.dock.refresh(self.window.session, view.secret_sides))

    def _show_landed(self) -> None:
        """The barrages landed this turn on the board, in every view (:func:`landed_marks`)."""
        self.window.scene.show_landed(landed_marks(self.window.session, self.window.view_filter))

    def _counts_salvoes(self) -> bool:
        """Whether a battery of the battle fires more than one barrage a turn, counted from the log (ISLAND C)."""
        from morefire_gui.session.island import naval_salvoes

        session = self.window.session
        return any(naval_salvoes(session.battle, session.tables, b) is not None for b in session.battle.batteries)

    def window_closing(self) -> None:
        for dialog in self.landing_dialogs:  # shown beside the board, not modal: they go with the window
            dialog.close()
        self.landing_dialogs = []

    def step_tools(self, step: str) -> list[str]:
        # Artillery step C: the Barrage tool writes the requests. A and B: the missions land by themselves; in a free
        # battle the tool fires a barrage there.
        if step == "artillery.orders":
            return ["barrage"]
        if step in ("artillery.impact", "artillery.damage") and not self.window.session.battle.strict:
            return ["barrage"]
        return []

    def act_in_step(self, step: str, actor: str) -> bool:
        """The phase dock's battery acts in artillery step C: the barrage dialog, as the Artillery dock's Fire opens
        it, with the battery chosen (its request written there)."""
        if step != "artillery.orders" or self.window.session.battle.battery(actor) is None:
            return False
        self._on_dock_fire_requested(actor)
        return True

    def set_up_tools(self) -> list[str]:
        return ["registration"]  # 4.2: "Each side can plot up to 10 FRPs during pregame setup"

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
        from morefire_gui.gui.dialogs.barrage import BarrageDialog

        w = self.window
        side = self.dock.rp_side.currentData() if battery is None else None
        return BarrageDialog.run(w.session, w, w.scene, aim, side, battery, self.widget)

    def missions_landed(self, landings: tuple[Landing, ...]) -> list[MissionBarrageDialog]:
        """The missions that landed entering artillery step A: each shown in the barrage dialog, as it came out, in a
        view that sees its side's secrets. The dialog shows the written request (the battery, its registration point
        or point, the shifts, where it fires from) and the firing error that tells the aim, the side's own (4.1):
        another side reads the landing in the log, as every side sees it."""
        turn = self.window.session.battle.turn
        view = self.window.view_filter
        shown = []
        for landing in landings:
            self.landings[(turn, landing.battery)] = landing
            self.landed_by[(turn, landing.battery)] = last_record(self.window.session.battle)
            if view.shows_side_secrets(landing.side):
                shown.append(landing)
        return [dialog for landing in shown if (dialog := self.show_landing(landing)) is not None]

    def show_landing(self, landing: Landing | str) -> MissionBarrageDialog | None:
        """A landing of this turn (or the battery's, by id) in the barrage dialog; None when it has none to show."""
        from morefire_gui.gui.dialogs.mission_barrage import MissionBarrageDialog

        w = self.window
        if isinstance(landing, str):
            found = self.landings.get((w.session.battle.turn, landing))
            if found is None:
                w.message(
                    tr("{landing}'s mission has not landed this turn in this window: its rolls are in the log").format(
                        landing=landing
                    )
                )
                return None
            landing = found
        dialog = MissionBarrageDialog.show_landing(w.session, w, w.scene, landing, self.widget)
        dialog.follower.record = self.landed_by.get((w.session.battle.turn, landing.battery))
        self.landing_dialogs = [d for d in self.landing_dialogs if d.isVisible()] + [dialog]
        return dialog

    def _on_barrage_tool_aimed(self, aim: XY) -> None:
        self.open_barrage(aim)

    def _on_dock_fire_requested(self, battery: str) -> None:
        # The dialog opens in any step, and says why a barrage is not called now; the Barrage tool is armed only where
        # its toolbar button is offered.
        if self.window.tool_actions["barrage"].isEnabled():
            self.window.set_tool("barrage")
        self.open_barrage(None, battery or None)

    def _on_dock_new_battery_requested(self, side: str) -> None:
        from morefire_gui.gui.dialogs.battery import BatteryDialog
        from morefire_gui.model.actions.artillery import DefineBattery

        w = self.window
        battery = BatteryDialog.ask(w.session, side, w.scene.selected_unit_ids(), self.widget)
        if battery is not None:
            w.act(DefineBattery(battery=battery))

    def _on_dock_delete_battery_requested(self, battery: str) -> None:
        from morefire_gui.model.actions.artillery import DeleteBattery

        self.window.act(DeleteBattery(battery=battery))

    def _on_dock_set_up_requested(self, battery: str) -> None:
        from morefire_gui.model.actions.artillery import SetUpBattery

        self._deployment(SetUpBattery(battery=battery))

    def _on_dock_breakdown_requested(self, battery: str) -> None:
        from morefire_gui.model.actions.artillery import BreakDownBattery

        self._deployment(BreakDownBattery(battery=battery))

    def _deployment(self, action: SetUpBattery | BreakDownBattery) -> None:
        resolution = self.window.act(action)
        self._note_record = None if resolution.refused else last_record(self.window.session.battle)
        self.dock.show_battery_note(
            said(resolution.refusal) if resolution.refused else " ".join(said(s.text()) for s in resolution.steps),
            resolution.refused,
        )

    def _on_dock_plot_requested(self, side: str) -> None:
        self.registration_tool.side_id = side
        self.window.set_tool("registration")

    def _on_dock_template_requested(self, diameter: float, caption: str) -> None:
        self.template_tool.set_zone(diameter, caption)
        if self.window.view.tool is not self.template_tool:
            self.window.set_tool("template")
