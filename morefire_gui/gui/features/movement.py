"""Movement (rules 1.2-1.5, the sequence of play's mounting and close combat, 3.6 minefields) in the window: the
Move and Lay Minefield tools, the Movement dock, the Movement menu, the window that shows a move's rolls, and which
side's view the board shows."""

from __future__ import annotations

import html
from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from shiboken6 import isValid

from morefire_gui.errors import MoreFireError
from morefire_gui.geometry.shapes import footprint_size, heading_vector
from morefire_gui.gui.actions import make_action
from morefire_gui.gui.board.tools.minefield import LayMinefieldTool
from morefire_gui.gui.board.tools.move import MoveTool
from morefire_gui.gui.dialogs.move_result import MoveResultDialog
from morefire_gui.gui.docks.movement import MovementDock
from morefire_gui.gui.features import DockSpec, Feature, ToolSpec, board_actions
from morefire_gui.gui.widgets.steps_view import steps_html
from morefire_gui.model.battle import Battle, Unit
from morefire_gui.rules.catalogue import UnitKind
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.edits import Compound, Edit
from morefire_gui.session.conditions import IceResult, ice_rolls, ice_summary
from morefire_gui.session.minefields import hidden_minefields
from morefire_gui.session.movement import (
    MoveOutcome,
    MovePlan,
    MountResult,
    close_combat_order_for,
    dismount,
    mount,
    resolve_move,
)
from morefire_gui.session.unit_facts import alive, conditions_of

XY = tuple[float, float]
MOVE_TOOLS = ("move", "minefield")
# Dismounted passengers are put down just behind their vehicle, this far apart (a fraction of a base).
DISMOUNT_GAP = 0.15


def hidden_pieces(battle: Battle, viewer: str | None) -> set[str]:
    """The terrain pieces the board does not draw for ``viewer`` (None: everyone, the umpire's view): the deliberate
    minefields that side does not know of yet (3.6). The one place the board decides what a side may not see."""
    return set(hidden_minefields(battle, viewer)) if viewer else set()


def current_turn(session: BattleSession) -> int | None:
    """The battle's turn, when the battle keeps one: it dates a breakdown's end and suppression's recovery."""
    turn = getattr(session.battle, "turn", None)
    return turn if isinstance(turn, int) else None


def unit_label(unit: Unit) -> str:
    return unit.id + (f" ({unit.name})" if unit.name else "")


class MovementFeature(Feature):
    menu_title = "&Movement"

    def __init__(self, window) -> None:  # type: ignore[no-untyped-def]
        super().__init__(window)
        self.last_outcome: MoveOutcome | None = None
        self.dock = MovementDock(window)
        self.move_tool = MoveTool(window, self.make_move, lambda ids, at: board_actions(window.features, ids, at))
        self.minefield_tool = LayMinefieldTool(window, self.dock.section_choice, self.dock.set_rotation)
        self.result_popup = MoveResultDialog(window)
        self.mount_action = self._action("&Mount Selected", "Put the selected infantry on the selected vehicle",
                                         self.mount_selected)
        self.dismount_action = self._action("&Dismount Selected", "Take the selected passengers off their vehicle",
                                            self.dismount_selected)
        self.close_combat_action = self._action("&Close Combat Order", "Who moves first among the selected units and "
                                                "the enemies close to them", self.show_close_combat)
        self.lay_action = self._action("&Lay Minefield", "Lay a 100 × 50 yard minefield section (3.6)",
                                       lambda: self.window.set_tool("minefield"))
        self.ice_action = self._action("Roll the &Ice (Tundra)", "TUNDRA: a d6 for each body of water whose ice has "
                                       "not been rolled for; 1-2 the ice holds vehicles", self.roll_the_ice)
        self.dock.clearing_toggled.connect(self._on_dock_clearing_toggled)
        self.dock.mount_requested.connect(self.mount_selected)
        self.dock.dismount_requested.connect(self.dismount_selected)
        self.dock.close_combat_changed.connect(self.update_close_combat)
        self.dock.lay_requested.connect(lambda: self.window.set_tool("minefield"))
        self.dock.section_changed.connect(self._on_dock_section_changed)
        self.dock.viewer_changed.connect(self._on_dock_viewer_changed)

    @property
    def turn(self) -> int | None:
        return current_turn(self.window.session)

    def _action(self, text: str, tip: str, slot) -> QAction:  # type: ignore[no-untyped-def]
        return make_action(self.window, text, slot, tip=tip)

    # -- what the window composes -------------------------------------------------------------------------------------
    def tools(self) -> list[ToolSpec]:
        return [
            ToolSpec("move", self.move_tool, "Move", "G",
                     "Move a counter by the rules: drag it; green is its allowance this turn, red beyond; "
                     "Shift-release adds a waypoint (G)"),
            ToolSpec("minefield", self.minefield_tool, "Lay Minefield", "Shift+M",
                     "Lay a 100 × 50 yard minefield section with the Movement dock's mines, owner and kind; Q/E "
                     "turn it (Shift+M)"),
        ]

    def docks(self) -> list[DockSpec]:
        return [DockSpec(self.dock, Qt.DockWidgetArea.RightDockWidgetArea, tab_with="catalogue")]

    def menu_actions(self) -> list[QAction]:
        return [self.mount_action, self.dismount_action, self.close_combat_action, self.lay_action, self.ice_action]

    def session_attached(self, session: BattleSession) -> None:
        self.dock.refresh(session)
        self.window.scene.selectionChanged.connect(self._on_scene_selection_changed)
        self.apply_view()
        self._on_scene_selection_changed()

    def battle_changed(self) -> None:
        self.dock.refresh(self.window.session)
        self.apply_view()
        self._on_scene_selection_changed()

    def tool_activated(self, name: str) -> None:
        if name not in MOVE_TOOLS:
            return
        self.dock.show()
        self.dock.raise_()
        self.dock.tabs.setCurrentIndex(0 if name == "move" else 3)

    def context_actions(self, unit_ids: list[str], at: XY) -> list[QAction]:
        out: list[QAction] = []
        mountable = self._mount_choice(unit_ids)
        if mountable is not None:
            vehicle, riders = mountable
            out.append(self._action(f"Mount {', '.join(riders)} on {vehicle}", "Sequence of play: mount",
                                    self.mount_selected))
        riders = self._dismount_choice(unit_ids)
        if riders:
            out.append(self._action(f"Dismount {', '.join(riders)}", "Put them down behind their vehicle",
                                    self.dismount_selected))
            out.append(self._action(f"Dismount {', '.join(riders)} here", "Put them down at this point (within "
                                    "100 yards of the vehicle)", lambda: self.dismount_selected(at)))
        if len(unit_ids) >= 1:
            out.append(self._action("Close combat order…", "The slower moves first, in quarter-allowance segments",
                                    self.show_close_combat))
        return out

    # -- the board seen by one side -----------------------------------------------------------------------------------
    def apply_view(self) -> None:
        self.window.scene.set_hidden_pieces(hidden_pieces(self.window.session.battle, self.dock.viewer_side()))

    def _on_dock_viewer_changed(self, side: str) -> None:
        self.apply_view()
        who = side or "everyone"
        self.window.message(f"The board shows the minefields known to {who}")

    # -- moves --------------------------------------------------------------------------------------------------------
    def make_move(self, plan: MovePlan) -> MoveOutcome | None:
        """Resolve a planned move with the session's dice, write it to the battle log, and push it as one undoable
        step. A move past the allowance goes as far as the rules let the unit go (the plan's stop point)."""
        w = self.window
        session = w.session
        unit = plan.unit
        if plan.refused is not None:
            w.message(f"{unit.id} cannot move: {plan.refused}")
            self.dock.show_move(f"<p><b>{html.escape(unit_label(unit))} cannot move</b>: "
                                f"{html.escape(plan.refused)}</p>")
            return None
        if plan.request.turn is None and self.turn is not None:
            plan = replace(plan, request=replace(plan.request, turn=self.turn))
        try:
            outcome = resolve_move(session, plan, session.dice)
        except MoreFireError as exc:
            w.message(f"Cannot move {unit.id}: {exc}")
            return None
        summary = self.move_summary(outcome)
        session.record("move", f"Move {unit_label(unit)}", summary, outcome.steps, side=unit.side, turn=self.turn,
                       phase="movement")
        if outcome.edit.edits:  # type: ignore[attr-defined]
            w.push(outcome.edit)
        self.last_outcome = outcome
        self.dock.show_move(f"<p><b>{html.escape(summary)}</b></p>" + steps_html(outcome.steps))
        if outcome.minefield_events or outcome.breakdown is not None or outcome.ice:
            self.result_popup.show_outcome(outcome, unit_label(unit))
            self.result_popup.show()
            self.result_popup.raise_()
        w.message(summary)
        return outcome

    def move_summary(self, outcome: MoveOutcome) -> str:
        plan = outcome.plan
        u = self.window.session.battle.table.unit
        code = outcome.moved_code
        how = "" if code is None else " on foot" if code.value == "infantry" else f" at {code.value}"
        text = (f"{plan.unit.id} moves {outcome.moved_distance:.1f} {u} ({outcome.moved_yards:.0f} yd){how} to "
                f"{outcome.final_at[0]:.1f}, {outcome.final_at[1]:.1f}")
        if outcome.stopped_by:
            text += f"; stops: {outcome.stopped_by}"
        for e in outcome.minefield_events:
            roll = f"{e.chance}%, rolled {e.roll}: " if e.roll is not None else ""
            text += f"; minefield {e.minefield} ({e.event.value}): {roll}{e.result.value.replace('_', ' ')}"
            text += "".join(f"; passenger {p.unit_id}: {p.chance}%, rolled {p.roll}: "
                            f"{p.result.value.replace('_', ' ')}" for p in e.passengers)
        if outcome.damage is not None:
            text += f"; campaign damage {outcome.damage.value} (2.6: {outcome.damage.meaning})"
        for r in outcome.ice:
            text += f"; ice on {r.piece_id}: rolled {r.face}, {'it holds' if r.holds else 'it does not hold'}"
        if outcome.recovered:
            text += f"; arrives at {', '.join(outcome.recovered)}: freed at the start of the next turn"
        return text

    def _on_dock_clearing_toggled(self, on: bool) -> None:
        self.move_tool.clearing = on

    def _on_dock_section_changed(self) -> None:
        choice = self.dock.section_choice()
        self.minefield_tool.set_rotation(choice.rotation)

    # -- TUNDRA's ice --------------------------------------------------------------------------------------------------
    def roll_the_ice(self) -> IceResult | None:
        """TUNDRA: roll the d6 for every body of water whose ice has not been rolled for, log each roll and push the
        result as one undoable step (undo keeps the rolls in the log)."""
        w = self.window
        session = w.session
        if not conditions_of(session.battle).tundra:
            w.message("The ice is rolled for in a tundra battle (Table V's TUNDRA)")
            return None
        result = ice_rolls(session, session.dice)
        if not result.rolls:
            w.message("Every body of water's ice has been rolled for (or the table has no water)")
            return result
        summary = ice_summary(result)
        session.record("ice", "The ice (TUNDRA)", summary, result.steps, turn=self.turn, phase="movement")
        w.push(result.edit)
        w.message(f"The ice: {summary}")
        return result

    # -- mounting and dismounting -------------------------------------------------------------------------------------
    def _units(self, ids: list[str]) -> list[Unit]:
        battle = self.window.session.battle
        return [u for i in ids if (u := battle.unit(i)) is not None]

    def _is_vehicle(self, unit: Unit) -> bool:
        entry = self.window.session.catalogue.get(unit.type)
        return entry is not None and entry.kind is UnitKind.VEHICLE

    def _mount_choice(self, ids: list[str]) -> tuple[str, list[str]] | None:
        """One vehicle and the other selected counters that are not yet aboard it, or None."""
        units = self._units(ids)
        vehicles = [u for u in units if self._is_vehicle(u)]
        if len(vehicles) != 1:
            return None
        riders = [u.id for u in units if not self._is_vehicle(u) and u.riding_on != vehicles[0].id]
        return (vehicles[0].id, riders) if riders else None

    def _dismount_choice(self, ids: list[str]) -> list[str]:
        """The selected passengers, and the passengers of the selected vehicles."""
        battle = self.window.session.battle
        chosen = set(ids)
        return [u.id for u in battle.units if u.riding_on is not None and (u.id in chosen or u.riding_on in chosen)]

    def _push_together(self, results: list[MountResult], text: str, kind: str) -> list[MountResult]:
        """Apply the allowed results one after another (each is checked against the battle as the last left it), then
        push them as one undoable step; the refusals are reported."""
        session = self.window.session
        applied: list[Edit] = []
        for r in results:
            if r.allowed:
                applied.append(r.edit)
        for edit in reversed(applied):
            session.revert(edit)
        if applied:
            steps = [s for r in results for s in r.steps]
            side = next((u.side for r in results if r.allowed and (u := session.battle.unit(r.unit_id)) is not None),
                        None)
            session.record(kind, text, "; ".join(s.text() for s in steps), steps, side=side, turn=self.turn,
                           phase="movement")
            self.window.push(Compound(tuple(applied), text))
        return results

    def mount_selected(self) -> list[MountResult]:
        w = self.window
        choice = self._mount_choice(w.scene.selected_unit_ids())
        if choice is None:
            w.message("Select one vehicle and the infantry to mount on it")
            return []
        vehicle, riders = choice
        session = w.session
        results = []
        for rider in riders:
            try:
                r = mount(session, rider, vehicle)
            except MoreFireError as exc:
                w.message(str(exc))
                continue
            if r.allowed:
                session.apply(r.edit)  # the next rider finds this one aboard (the vehicle's capacity)
            results.append(r)
        aboard = [r.unit_id for r in results if r.allowed]
        self._push_together(results, f"Mount {', '.join(aboard)} on {vehicle}", "mount")
        self._report(results, "mounts")
        return results

    def dismount_selected(self, at: XY | None = None) -> list[MountResult]:
        w = self.window
        session = w.session
        riders = self._dismount_choice(w.scene.selected_unit_ids())
        if not riders:
            w.message("Select a passenger, or a vehicle with passengers, to dismount")
            return []
        results = []
        for n, rider in enumerate(riders):
            spot = at if at is not None else self._behind_vehicle(rider, n, len(riders))
            try:
                r = dismount(session, rider, spot)
            except MoreFireError as exc:
                w.message(str(exc))
                continue
            if r.allowed:
                session.apply(r.edit)
            results.append(r)
        off = [r.unit_id for r in results if r.allowed]
        self._push_together(results, f"Dismount {', '.join(off)}", "dismount")
        self._report(results, "dismounts")
        return results

    def _behind_vehicle(self, rider_id: str, n: int, count: int) -> XY:
        """Where a passenger is put down: just behind its vehicle, side by side with the others."""
        session = self.window.session
        battle = session.battle
        rider = battle.unit(rider_id)
        assert rider is not None and rider.riding_on is not None
        vehicle = battle.unit(rider.riding_on)
        assert vehicle is not None
        length, _ = footprint_size(session.catalogue.get(vehicle.type), battle, session.geometry.scale)
        base_len, base_wid = footprint_size(session.catalogue.get(rider.type), battle, session.geometry.scale)
        fx, fy = heading_vector(vehicle.facing)
        back = length / 2 + base_len / 2 + DISMOUNT_GAP * base_len
        across = (n - (count - 1) / 2) * base_wid * (1 + DISMOUNT_GAP)
        x = vehicle.at[0] - fx * back - fy * across
        y = vehicle.at[1] - fy * back + fx * across
        t = battle.table
        return (min(max(x, 0.0), t.width), min(max(y, 0.0), t.depth))

    def _report(self, results: list[MountResult], verb: str) -> None:
        done = [r.unit_id for r in results if r.allowed]
        refused = [f"{r.unit_id}: {r.reason}" for r in results if not r.allowed]
        text = (f"{', '.join(done)} {verb}" if done else "") + ("; " if done and refused else "") + \
            ("Refused — " + "; ".join(refused) if refused else "")
        self.dock.show_selection(self.dock.mount_hint.text(), text, self.mount_action.isEnabled(),
                                 self.dismount_action.isEnabled())
        self.window.message(text)

    # -- the selection ------------------------------------------------------------------------------------------------
    def _on_scene_selection_changed(self) -> None:
        if not isValid(self.window) or not isValid(self.window.scene):
            return  # the window is closing: its scene goes first
        ids = self.window.scene.selected_unit_ids()
        mountable = self._mount_choice(ids)
        riders = self._dismount_choice(ids)
        self.mount_action.setEnabled(mountable is not None)
        self.dismount_action.setEnabled(bool(riders))
        hints = []
        if mountable is not None:
            hints.append(f"Mount {', '.join(mountable[1])} on {mountable[0]}.")
        if riders:
            hints.append(f"Dismount {', '.join(riders)}.")
        self.dock.show_selection(" ".join(hints), "", mountable is not None, bool(riders))
        self.update_close_combat()

    # -- close combat -------------------------------------------------------------------------------------------------
    def show_close_combat(self) -> None:
        self.update_close_combat()
        self.dock.show()
        self.dock.raise_()
        self.dock.tabs.setCurrentIndex(2)

    def close_units(self) -> list[str]:
        """The selected units that move on their own, and the enemies within the dock's distance of them."""
        session = self.window.session
        battle, geo = session.battle, session.geometry

        def mover(u: Unit) -> bool:
            entry = session.catalogue.get(u.type)
            return alive(u) and u.riding_on is None and entry is not None and entry.kind is not UnitKind.AIRCRAFT

        chosen = [u for u in self._units(self.window.scene.selected_unit_ids()) if mover(u)]
        reach = geo.to_table(float(self.dock.close_yards.value()))
        found = [u.id for u in chosen]
        for u in chosen:
            for other_id in geo.units_within(u.at, reach):
                other = battle.unit(other_id)
                if other is not None and other.side != u.side and mover(other) and other_id not in found:
                    found.append(other_id)
        return found

    def update_close_combat(self) -> None:
        session = self.window.session
        ids = self.close_units()
        sides = {u.side for u in self._units(ids)}
        if len(ids) < 2 or len(sides) < 2:
            self.dock.show_close_combat(None, "Select units in close combat (the enemies within the distance below "
                                              "join them): the slower moves first, and moves alternate in "
                                              "quarter-allowance segments.")
            return
        try:
            order = close_combat_order_for(session, ids, road=self.dock.close_road.isChecked())
        except MoreFireError as exc:
            self.dock.show_close_combat(None, str(exc))
            return
        self.dock.show_close_combat(order, table_unit=session.battle.table.unit)

