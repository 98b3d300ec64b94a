"""Tank and anti-tank direct fire (rules 2.1-2.6, and 3.4's squad weapons) in the window: the Fire tool, the fire
dialog, the line of fire and the angle-of-fire areas on the board, and the Direct Fire menu."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction

from morefire_gui.gui.board.direct_fire_items import FireLineItem
from morefire_gui.gui.board.tools.direct_fire import FireTool
from morefire_gui.gui.features import Feature, FeatureHost, ToolSpec
from morefire_gui.gui.i18n import QT_TR_NOOP, tr
from morefire_gui.gui.phase_offers import starts
from morefire_gui.gui.said import said
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.play_kinds import PlayKind

if TYPE_CHECKING:
    from morefire_gui.gui.dialogs.direct_fire import FireDialog


class DirectFireFeature(Feature):
    menu_title = QT_TR_NOOP("Dire&ct Fire")  # Alt+F is the File menu's

    def __init__(self, window: FeatureHost) -> None:
        super().__init__(window)
        self.item = FireLineItem()
        self.tool = FireTool(window, lambda: self.line_item(), self._on_tool_aimed, self.advanced)

    def tools(self) -> list[ToolSpec]:
        return [
            ToolSpec(
                "fire",
                self.tool,
                tr("Fire"),
                "F",
                tr(
                    "Direct fire (rules 2.1-2.6): press on the firer and drag to the target, or click one "
                    "then the other (F)"
                ),
                (PlayKind.DIRECT_FIRE,),
            )
        ]

    def menu_actions(self) -> list[QAction]:
        fire = starts(QAction(tr("&Fire…"), self.widget), PlayKind.DIRECT_FIRE)
        fire.setToolTip(tr("Fire the selected unit at the second selected unit (or choose them in the dialog)"))
        fire.triggered.connect(self._on_fire_triggered)
        along = starts(QAction(tr("Fire Along the &Measure Line"), self.widget), PlayKind.DIRECT_FIRE)
        along.setToolTip(tr("Fire from the unit at the start of the measured line at the unit at its end"))
        along.triggered.connect(self._on_fire_along_measure_triggered)
        lost = starts(QAction(tr("&Drop Spots Lost Behind Terrain"), self.widget), PlayKind.LOST_SPOTS)
        lost.setToolTip(tr("Advanced spotting (2.1): forget every spot whose spotter no longer sees its target"))
        lost.triggered.connect(self._on_lost_spots_triggered)
        return [fire, along, lost]

    def step_tools(self, step: str) -> list[str]:
        # Direct fire steps 1-3: guns at vehicles and guns (step 4 is infantry fire's).
        return ["fire"] if step in ("fire.at_vs_tank", "fire.tank_vs_tank", "fire.tank_vs_infantry") else []

    def act_in_step(self, step: str, actor: str) -> bool:
        """The phase dock's unit acts in direct fire steps 1 and 2: the fire dialog, as Direct Fire -> Fire opens it,
        with the unit as the firer; the player picks the target in it. (Step 3 is the tanks' fire into target areas:
        the Infantry Fire tool's.)"""
        from morefire_gui.session.turn_state import AT_VS_TANK, TANK_VS_TANK

        if step not in (AT_VS_TANK, TANK_VS_TANK) or self.window.session.battle.unit(actor) is None:
            return False
        self.open_fire(actor)
        return True

    def clear_for_next_player(self) -> None:
        self.line_item().clear_shot()  # the last player's line of fire

    def session_attached(self, session: BattleSession) -> None:
        self.line_item()

    def line_item(self) -> FireLineItem:
        """The board's line of fire, added to the current scene (a new battle brings a new scene)."""
        scene = self.window.scene
        try:
            current = self.item.scene()
        except RuntimeError:  # deleted with the scene it was in
            current = None
            self.item = FireLineItem()
        if current is not scene:
            if current is not None:
                current.removeItem(self.item)
            self.item = FireLineItem()
            scene.addItem(self.item)
            # Its caption keeps off the counters and their names, as the board lays them out.
            self.item.placer = scene.layout.clear_caption
            layout = scene.layout
            self.item.form_placer = lambda anchor, forms, within, keep_off: layout.caption_form(
                anchor, forms, within, keep_off, routed=True
            )
            self.item.router = scene.layout.leader_route
            scene.layout_done.connect(self.item.update)
        return self.item

    def advanced(self) -> bool:
        return self.window.session.battle.settings.advanced

    # -- actions ---------------------------------------------------------------------------------------------------------
    def open_fire(self, firer: str | None = None, target: str | None = None) -> FireDialog:
        from morefire_gui.gui.dialogs.direct_fire import FireDialog

        w = self.window
        return FireDialog.run(w.session, w, self.line_item(), firer, target, self.widget)

    def _on_tool_aimed(self, firer: str, target: str) -> None:
        self.open_fire(firer, target)

    def _on_fire_triggered(self) -> None:
        """Select & Move's Fire: the selected unit of the side at the table fires at the other selected one, whichever
        was selected first; with none of its own selected, the dialog opens on no firer, aimed at the unit selected,
        and the status bar says why that one does not fire (a side fires with its own alone: session/at_table.py)."""
        from morefire_gui.session.at_table import refused_actor

        session = self.window.session
        selected = self.window.scene.selected_unit_ids()
        own = [u for u in selected if refused_actor(session, u) is None]
        theirs = [u for u in selected if u not in own]
        if theirs and not own:
            refusal = refused_actor(session, theirs[0])
            assert refusal is not None
            self.window.message(tr("Refused: {refusal}").format(refusal=said(refusal)))
            self.open_fire(None, theirs[0])
            return
        ordered = own + theirs
        self.open_fire(ordered[0] if ordered else None, ordered[1] if len(ordered) > 1 else None)

    def _on_fire_along_measure_triggered(self) -> None:
        measure = self.window.tools.get("measure")
        ends = (getattr(measure, "snapped", [None])[:1] or [None])[0], getattr(measure, "end_unit", None)
        if ends[0] is None or ends[1] is None:
            self.window.message(tr("Measure from the firer to the target first (both ends on a unit)"))
            return
        self.open_fire(ends[0], ends[1])

    def _on_lost_spots_triggered(self) -> None:
        from morefire_gui.model.actions.direct_fire import DropLostSpots

        resolution = self.window.act(DropLostSpots())
        if resolution.refused:
            reason = said(resolution.reason)
            self.window.message(tr("{why} (2.1)").format(why=reason[:1].upper() + reason[1:]))
