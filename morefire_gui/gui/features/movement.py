"""Movement (rules 1.2-1.5, the sequence of play's mounting and close combat, 3.6 minefields) in the window: the
Move and Lay Minefield tools, the Movement dock, the Movement menu, the window that shows a move's rolls, and which
side's view the board shows. A move, mounting, dismounting and TUNDRA's ice are actions the session performs and
commits (``window.act``); this only builds them and shows what came of them."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from shiboken6 import isValid

from morefire_gui.errors import MoreFireError
from morefire_gui.geometry.shapes import XY
from morefire_gui.gui.actions import arms_tool, make_action
from morefire_gui.gui.board.tools.minefield import LayMinefieldTool
from morefire_gui.gui.board.tools.move import MoveTool
from morefire_gui.gui.dialogs.following import last_record, still_stands
from morefire_gui.gui.docks.movement import MovementDock
from morefire_gui.gui.features import DockSpec, Feature, FeatureHost, ToolSpec, board_actions
from morefire_gui.gui.i18n import QT_TR_NOOP, Translated, tr
from morefire_gui.gui.phase_offers import offer_now, set_own_offered, starts
from morefire_gui.gui.said import said, said_error
from morefire_gui.gui.side_words import said_side
from morefire_gui.gui.widgets.steps_view import steps_html
from morefire_gui.model.battle import Battle, Unit
from morefire_gui.rules.catalogue.entries import UnitKind
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.edits import Aspect, Change
from morefire_gui.session.movement import CROSS_COUNTRY, INFANTRY_MOVEMENT, MOUNTING, ROAD
from morefire_gui.session.play_kinds import PlayKind

if TYPE_CHECKING:
    from morefire_gui.gui.dialogs.following import SessionFollower
    from morefire_gui.gui.dialogs.move_result import MoveResultDialog
    from morefire_gui.model.action_record import ActionRecord
    from morefire_gui.session.conditions import IceResult
    from morefire_gui.session.movement import MountResult, MoveOutcome
    from morefire_gui.session.resolution import Resolution
    from morefire_gui.session.visibility import View

MOVE_TOOLS = ("move", "minefield")
MOVE_TAB, MOUNT_TAB, CLOSE_COMBAT_TAB, MINEFIELDS_TAB = 0, 1, 2, 3  # the movement dock's tabs
# The steps of the movement phase the Move tool serves (right-click mounts and dismounts in step 5).
MOVE_STEPS = (ROAD, CROSS_COUNTRY, MOUNTING, INFANTRY_MOVEMENT)


def hidden_pieces(battle: Battle, viewer: str | None) -> set[str]:
    """The terrain pieces the board does not draw for ``viewer`` (None: everyone, the umpire's view): the deliberate
    minefields that side does not know of yet (3.6). The one place the board decides what a side may not see."""
    from morefire_gui.session.visibility import hidden_minefields

    return set(hidden_minefields(battle, viewer)) if viewer else set()


def current_turn(session: BattleSession) -> int | None:
    """The battle's turn, when the battle keeps one: it dates a breakdown's end and suppression's recovery."""
    turn = getattr(session.battle, "turn", None)
    return turn if isinstance(turn, int) else None


class MovementFeature(Feature):
    menu_title = QT_TR_NOOP("&Movement")
    # The sides (owners and viewers of minefields), the minefields a side knows, the selected units' mounting.
    shows = frozenset({Aspect.UNITS, Aspect.TERRAIN, Aspect.BATTLE, Aspect.VIEW})

    def __init__(self, window: FeatureHost) -> None:
        super().__init__(window)
        self.last_outcome: MoveOutcome | None = None
        # The record of the move the dock and the pop-up show: taken back by Undo, they no longer show it.
        self._move_record: ActionRecord | None = None
        self._popup_follower: SessionFollower | None = None
        self._view_side: str | None = None  # the side whose view the window showed at the last change
        self.dock = MovementDock(self.widget)
        self.move_tool = MoveTool(window, self.show_move, lambda ids, at: board_actions(window.features, ids, at))
        self.minefield_tool = LayMinefieldTool(window, self.dock.section_choice, self.dock.set_rotation)
        self._result_popup: MoveResultDialog | None = None
        self.mount_action = starts(
            self._action(
                tr("&Mount Selected"), tr("Put the selected infantry on the selected vehicle"), self.mount_selected
            ),
            PlayKind.MOUNT,
        )
        self.dismount_action = starts(
            self._action(
                tr("&Dismount Selected"), tr("Take the selected passengers off their vehicle"), self.dismount_selected
            ),
            PlayKind.MOUNT,
        )
        self.close_combat_action = self._action(
            tr("&Close Combat Order"),
            tr("Who moves first among the selected units and the enemies close to them"),
            self.show_close_combat,
        )
        self.lay_action = arms_tool(
            self._action(
                tr("&Lay Minefield"),
                tr("Lay a 100 × 50 yard minefield section (3.6)"),
                lambda: self.window.set_tool("minefield"),
            ),
            "minefield",
        )
        self.ice_action = self._action(
            tr("Roll the &Ice (Tundra)"),
            tr("TUNDRA: a d6 for each body of water whose ice has not been rolled for; 1-2 the ice holds vehicles"),
            self.roll_the_ice,
        )
        self.gun_action = starts(
            self._action(
                tr("Set Up or Break Down &Gun"),
                tr(
                    "4.8, advanced games: the selected gun of no battery begins its breakdown (deployed) or its set-up "
                    "(in transit), in movement step 6"
                ),
                self.gun_selected,
            ),
            PlayKind.GUN_SET_UP,
        )
        self.dock.clearing_toggled.connect(self._on_dock_clearing_toggled)
        self.dock.mount_requested.connect(self.mount_selected)
        self.dock.dismount_requested.connect(self.dismount_selected)
        self.dock.close_combat_changed.connect(self.update_close_combat)
        self.dock.close_combat_declared.connect(self.declare_close_combat)
        self.dock.close_combat_passed.connect(self.pass_close_combat)
        self.dock.lay_requested.connect(lambda: self.window.set_tool("minefield"))
        self.dock.section_changed.connect(self._on_dock_section_changed)
        self.dock.viewer_changed.connect(self._on_dock_viewer_changed)

    @property
    def result_popup(self) -> MoveResultDialog:
        """The pop-up that says how a move went, made when first shown."""
        if self._result_popup is None:
            from morefire_gui.gui.dialogs.move_result import MoveResultDialog

            self._result_popup = MoveResultDialog(self.widget)
        return self._result_popup

    @property
    def turn(self) -> int | None:
        return current_turn(self.window.session)

    def _action(self, text: str, tip: str, slot: Callable[[], object]) -> QAction:
        return make_action(self.widget, text, slot, tip=tip)

    # -- what the window composes -------------------------------------------------------------------------------------
    def tools(self) -> list[ToolSpec]:
        return [
            ToolSpec(
                "move",
                self.move_tool,
                tr("Move"),
                "G",
                tr(
                    "Move a counter by the rules: drag it; green is its allowance this turn, red beyond; "
                    "Shift-release adds a waypoint (G)"
                ),
                (PlayKind.MOVE,),
            ),
            ToolSpec(
                "minefield",
                self.minefield_tool,
                tr("Lay Minefield"),
                "Shift+M",
                tr(
                    "Lay a 100 × 50 yard minefield section with the Movement dock's mines, owner and kind; Q/E "
                    "turn it (Shift+M)"
                ),
            ),
        ]

    def docks(self) -> list[DockSpec]:
        return [DockSpec(self.dock, Qt.DockWidgetArea.RightDockWidgetArea, tab_with="artillery")]

    def menu_actions(self) -> list[QAction]:
        return [
            self.mount_action,
            self.dismount_action,
            self.gun_action,
            self.close_combat_action,
            self.lay_action,
            self.ice_action,
        ]

    def session_attached(self, session: BattleSession) -> None:
        self.dock.refresh(session, self.window.view_filter)
        self.window.scene.selectionChanged.connect(self._on_scene_selection_changed)
        self.apply_view()
        self._on_scene_selection_changed()

    def changed(self, changes: Sequence[Change]) -> None:
        view = self.window.view_filter
        self.dock.refresh(self.window.session, view)
        if self._move_record is not None and not still_stands(self.window.session.battle, self._move_record):
            self._move_record, self.last_outcome = None, None
            self.dock.show_move("")  # the last move was taken back: its result is no longer the battle's
        if view.side != self._view_side:
            # Another player has the table: the minefields shown are those its side knows (the umpire's: all).
            self._view_side = view.side
            self.dock.set_viewer(view.side)
        self.apply_view()
        self._on_scene_selection_changed()

    def step_tools(self, step: str) -> list[str]:
        return ["move"] if step in MOVE_STEPS else []

    def act_in_step(self, step: str, actor: str) -> bool:
        """The phase dock's unit acts in a movement step (found on the board, selected): the Move tool, as its
        toolbar button arms it, and the status bar says to drag the unit, as a click on it with the tool does."""
        if step not in MOVE_STEPS or self.window.session.battle.unit(actor) is None:
            return False
        self.window.set_tool("move")
        self.window.message(self.move_tool.chosen_words(actor))
        return True

    def step_opened(self, step: str) -> None:
        if step == MOUNTING:  # no board tool mounts: the Mount tab does, with the counters selected
            self.dock.show()
            self.dock.raise_()
            self.dock.tabs.setCurrentIndex(MOUNT_TAB)

    def step_how(self, step: str) -> str:
        if step != MOUNTING:
            return ""
        return tr(
            "select a vehicle and the infantry to mount on it, then Mount (the Movement dock's Mount tab, or a right "
            "click on the counters); select passengers to dismount them"
        )

    def set_up_tools(self) -> list[str]:
        return ["minefield"]  # 3.6: minefields are laid before the battle, marked or on the deployment sheet

    def clear_for_next_player(self) -> None:
        self.dock.show_move("")  # the last player's move, or why it was refused

    def window_closing(self) -> None:
        if self._result_popup is not None:  # a window of its own beside the board: it goes with the battle's window
            self._result_popup.hide()

    def tool_activated(self, name: str) -> None:
        if name not in MOVE_TOOLS:
            return
        self.dock.show()
        self.dock.raise_()
        self.dock.tabs.setCurrentIndex(MOVE_TAB if name == "move" else MINEFIELDS_TAB)

    def context_actions(self, unit_ids: list[str], at: XY) -> list[QAction]:
        out: list[QAction] = []
        mountable = self._mount_choice(unit_ids)
        if mountable is not None:
            vehicle, riders = mountable
            out.append(
                offer_now(
                    self._action(
                        tr("Mount {names} on {names2}").format(
                            names=self._said_names(riders), names2=self._said_names([vehicle])
                        ),
                        tr("Sequence of play: mount"),
                        self.mount_selected,
                    ),
                    self.window.session,
                    PlayKind.MOUNT,
                )
            )
        riders = self._dismount_choice(unit_ids)
        if riders:
            out.append(
                offer_now(
                    self._action(
                        tr("Dismount {names}").format(names=self._said_names(riders)),
                        tr("Put them down behind their vehicle"),
                        self.dismount_selected,
                    ),
                    self.window.session,
                    PlayKind.MOUNT,
                )
            )
            out.append(
                offer_now(
                    self._action(
                        tr("Dismount {names} here").format(names=self._said_names(riders)),
                        tr("Put them down at this point (within 100 yards of the vehicle)"),
                        lambda: self.dismount_selected(at),
                    ),
                    self.window.session,
                    PlayKind.MOUNT,
                )
            )
        gun = self._gun_choice(unit_ids)
        if gun is not None and self._before_play():
            unit_id, in_transit = gun
            out.append(
                self._action(
                    said(self._designation(unit_id, not in_transit)),
                    tr("4.8: a gun on the board is designated deployed or in transit as it is set up"),
                    lambda: self._designate(unit_id, not in_transit),
                )
            )
        if gun is not None:
            unit_id, setting_up = gun
            out.append(
                offer_now(
                    self._action(
                        (tr("Set up {gun}") if setting_up else tr("Break down {gun}")).format(
                            gun=self._said_names([unit_id])
                        ),
                        tr("4.8: it fires (set up) or moves (broken down) once its row's turns are spent"),
                        lambda: self._gun_act(unit_id, setting_up),
                    ),
                    self.window.session,
                    PlayKind.GUN_SET_UP,
                )
            )
        if len(unit_ids) >= 1:
            out.append(
                self._action(
                    tr("Close combat order…"),
                    tr("The slower moves first, in quarter-allowance segments"),
                    self.show_close_combat,
                )
            )
            out.append(
                offer_now(
                    self._action(
                        tr("Declare close combat"),
                        tr(
                            "These units and the enemies close to them move a quarter of their allowance at a time, "
                            "the slower first, four rounds"
                        ),
                        self.declare_close_combat,
                    ),
                    self.window.session,
                    PlayKind.MOVE,
                )
            )
        return out

    # -- the board seen by one side -----------------------------------------------------------------------------------
    def apply_view(self) -> None:
        # The dock's choice is the view's side in a side's view (it cannot exceed the view); the umpire may look at
        # the board as a side knows its minefields.
        self.window.scene.set_hidden_pieces(hidden_pieces(self.window.session.battle, self.dock.viewer_side()))

    def _on_dock_viewer_changed(self, side: str) -> None:
        self.apply_view()
        who = said_side(self.window.session.battle, side) if side else tr("everyone (umpire)")
        self.window.message(tr("The board shows the minefields known to {who}").format(who=who))

    # -- moves --------------------------------------------------------------------------------------------------------
    def _outcome_names(self, outcome: MoveOutcome, view: View | None) -> dict[str, str]:
        """The units and terrain pieces a move's rolls name (the mover, its passengers, the minefields and the ice), as
        the board names them."""
        from morefire_gui.session.names import piece_name, unit_names

        session = self.window.session
        units = [outcome.plan.unit.id, *(e.unit_id for e in outcome.minefield_events)]
        units += [p.unit_id for e in outcome.minefield_events for p in e.passengers]
        pieces = [e.minefield for e in outcome.minefield_events] + [ice.piece_id for ice in outcome.ice]
        named = {u: said(name) for u, name in unit_names(session, units, view).items()}
        named |= {p: said(piece_name(session.battle, p, view)) for p in pieces}
        return named

    def show_move(self, resolution: Resolution) -> Resolution:
        """What came of a move the Move tool took (``editor.act``): the dock says it, or why it was refused with the
        step or the rule; the result window shows its rolls."""
        from morefire_gui.model.actions.movement import Move
        from morefire_gui.session.movement import move_summary
        from morefire_gui.session.names import unit_name

        w = self.window
        action = resolution.action
        assert isinstance(action, Move)
        unit = w.session.battle.unit(action.unit)
        view = w.scene.view_of_board()
        who = html.escape(said(unit_name(w.session, unit.id, view)) if unit is not None else action.unit)
        if resolution.refused:
            self.dock.show_move(
                "<p>"
                + tr("{unit} cannot move: {why}").format(
                    unit=f"<b>{who}</b>", why=html.escape(said(resolution.refusal))
                )
                + "</p>"
            )
            return resolution
        outcome: MoveOutcome = resolution.result
        summary = said(move_summary(w.session, outcome))
        self.last_outcome = outcome
        self._move_record = last_record(w.session.battle)
        self.dock.show_move(f"<p><b>{html.escape(summary)}</b></p>" + steps_html(outcome.steps))
        if outcome.minefield_events or outcome.breakdown is not None or outcome.ice:
            popup = self.result_popup
            popup.show_outcome(
                outcome, said(unit_name(w.session, outcome.plan.unit.id, view)), self._outcome_names(outcome, view)
            )
            popup.show()
            popup.raise_()
            # Left open beside the board while play goes on: the move taken back by Undo closes it.
            from morefire_gui.gui.dialogs.following import SessionFollower

            if self._popup_follower is not None:
                self._popup_follower.stop()
            self._popup_follower = SessionFollower(popup, w.session, w, record=self._move_record)
        w.message(summary)
        return resolution

    def _on_dock_clearing_toggled(self, on: bool) -> None:
        self.move_tool.clearing = on

    def _on_dock_section_changed(self) -> None:
        choice = self.dock.section_choice()
        self.minefield_tool.set_rotation(choice.rotation)

    # -- TUNDRA's ice --------------------------------------------------------------------------------------------------
    def roll_the_ice(self) -> IceResult | None:
        """TUNDRA: roll the d6 for every body of water whose ice has not been rolled for, as one undoable step (undo
        keeps the rolls in the log)."""
        from morefire_gui.model.actions.movement import RollIce
        from morefire_gui.session.conditions import ice_summary

        w = self.window
        resolution = w.act(RollIce())
        if resolution.refused:
            return None
        result: IceResult = resolution.result
        w.message(tr("The ice: {ice_summary}").format(ice_summary=ice_summary(result)))
        return result

    # -- mounting and dismounting -------------------------------------------------------------------------------------
    def _units(self, ids: list[str]) -> list[Unit]:
        """The units among ``ids`` the player may act with: in a side's view its own alone (``View.may_change``:
        another side's counter, selected to read it, is offered no mount, dismount or set-up), in the umpire's every
        one the view shows."""
        battle, view = self.window.session.battle, self.window.view_filter
        return [u for i in ids if view.may_handle(i) and view.may_change(i) and (u := battle.unit(i)) is not None]

    def _names(self, ids: list[str]) -> str:
        from morefire_gui.session.names import names

        return names(self.window.session, ids, self.window.view_filter)

    def _said_names(self, ids: list[str]) -> str:
        """The units as :meth:`_names` names them, in the interface's language: where the window says them (a menu,
        the dock), not in a text the battle's log keeps."""
        return said(self._names(ids))

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
        battle, view = self.window.session.battle, self.window.view_filter
        chosen = {u.id for u in self._units(ids)}
        return [
            u.id
            for u in battle.units
            if u.riding_on is not None
            and (u.id in chosen or u.riding_on in chosen)
            and view.may_handle(u.id)
            and view.may_change(u.id)
        ]

    def mount_selected(self) -> Resolution | None:
        from morefire_gui.model.actions.movement import Mount

        w = self.window
        choice = self._mount_choice(w.scene.selected_unit_ids())
        if choice is None:
            w.message(tr("Select one vehicle and the infantry to mount on it"))
            return None
        vehicle, riders = choice
        resolution = w.act(Mount(units=tuple(riders), vehicle=vehicle))
        self._report(resolution, "mount")
        return resolution

    def dismount_selected(self, at: XY | None = None) -> Resolution | None:
        """The selected passengers (or the selected vehicles'), put down at ``at`` or, by the session, just behind
        their vehicle."""
        from morefire_gui.model.actions.movement import Dismount

        w = self.window
        riders = self._dismount_choice(w.scene.selected_unit_ids())
        if not riders:
            w.message(tr("Select a passenger, or a vehicle with passengers, to dismount"))
            return None
        resolution = w.act(Dismount(units=tuple(riders), at=at))
        self._report(resolution, "dismount")
        return resolution

    def _report(self, resolution: Resolution, verb: str) -> None:
        if resolution.refused:
            text = tr("Refused — {why}").format(why=said(resolution.refusal))
        else:
            done: list[MountResult] = resolution.result
            names = self._said_names([r.unit_id for r in done])
            if verb == "mount":
                text = (tr("{units} mounts") if len(done) == 1 else tr("{units} mount")).format(units=names)
            else:
                text = (tr("{units} dismounts") if len(done) == 1 else tr("{units} dismount")).format(units=names)
        self.dock.show_selection(
            self.dock.mount_hint.text(), text, self.mount_action.isEnabled(), self.dismount_action.isEnabled()
        )
        self.window.message(text)

    # -- a gun's set-up and breakdown (4.8) ---------------------------------------------------------------------------
    def _gun_choice(self, ids: list[str]) -> tuple[str, bool] | None:
        """The one gun among ``ids`` that sets up on its own (advanced games, a gun of no battery) and may begin a
        change: its id, and whether it sets up (in transit) or breaks down (deployed); None otherwise."""
        from morefire_gui.rules.artillery.terms import DeploymentState
        from morefire_gui.session.gun_deployment import lone_gun_state

        units = self._units(ids)
        if len(units) != 1:
            return None
        gun = lone_gun_state(self.window.session, units[0])
        if gun is None or gun.deployment.state not in (DeploymentState.DEPLOYED, DeploymentState.IN_TRANSIT):
            return None
        return units[0].id, gun.deployment.state is DeploymentState.IN_TRANSIT

    def gun_selected(self) -> Resolution | None:
        """The selected gun begins its set-up or breakdown (4.8)."""
        choice = self._gun_choice(self.window.scene.selected_unit_ids())
        if choice is None:
            self.window.message(
                tr("Select one gun of no battery, deployed or in transit: 4.8's set-up time is an advanced rule")
            )
            return None
        return self._gun_act(*choice)

    def _before_play(self) -> bool:
        from morefire_gui.session.sequence_of_play import play_begun

        return play_begun(self.window.session.battle) is None

    def _designate(self, unit_id: str, in_transit: bool) -> Resolution | None:
        """Before play, the gun starts the battle in transit or deployed (4.8): a change of the set-up."""
        from morefire_gui.model.actions.table import ChangeUnits
        from morefire_gui.rules.artillery.terms import DeploymentState

        unit = self.window.session.battle.unit(unit_id)
        if unit is None:
            return None
        state = DeploymentState.IN_TRANSIT if in_transit else None  # deployed: the file's default
        changed = unit.model_copy(update={"deployment": state, "turns_remaining": None})
        # The session says it in the log as the menu offers it: "PaK 40 starts the battle in transit".
        return self.window.act(ChangeUnits(units=(changed,)))

    def _designation(self, unit_id: str, in_transit: bool) -> str:
        from morefire_gui.session.table_edit_titles import gun_designation

        return gun_designation(self._names([unit_id]), in_transit)

    def _gun_act(self, unit_id: str, setting_up: bool) -> Resolution:
        from morefire_gui.model.actions.artillery import BreakDownGun, SetUpGun

        action = SetUpGun(unit=unit_id) if setting_up else BreakDownGun(unit=unit_id)
        resolution = self.window.act(action)
        if resolution.accepted:
            self.window.message(Translated(" ").join(said(step.text()) for step in resolution.steps[-1:]))
        return resolution

    # -- the selection ------------------------------------------------------------------------------------------------
    def _on_scene_selection_changed(self) -> None:
        if not isValid(self.widget) or not isValid(self.window.scene):
            return  # the window is closing: its scene goes first
        ids = self.window.scene.selected_unit_ids()
        mountable = self._mount_choice(ids)
        riders = self._dismount_choice(ids)
        set_own_offered(self.mount_action, mountable is not None)
        set_own_offered(self.gun_action, self._gun_choice(ids) is not None)
        set_own_offered(self.dismount_action, bool(riders))
        hints = []
        if mountable is not None:
            hints.append(
                tr("Mount {units} on {vehicle}.").format(
                    units=self._names(mountable[1]), vehicle=self._names([mountable[0]])
                )
            )
        if riders:
            hints.append(tr("Dismount {units}.").format(units=self._names(riders)))
        self.dock.show_selection(" ".join(hints), "", mountable is not None, bool(riders))
        self.update_close_combat()

    # -- close combat -------------------------------------------------------------------------------------------------
    def show_close_combat(self) -> None:
        self.update_close_combat()
        self.dock.show()
        self.dock.raise_()
        self.dock.tabs.setCurrentIndex(CLOSE_COMBAT_TAB)

    def close_units(self) -> list[str]:
        """The selected units that move on their own, and the enemies within the dock's distance of them."""
        from morefire_gui.session.unit_facts import alive

        session = self.window.session
        battle, geo = session.battle, session.geometry

        def mover(u: Unit) -> bool:
            entry = session.catalogue.get(u.type)
            return alive(u) and u.riding_on is None and entry is not None and entry.kind is not UnitKind.AIRCRAFT

        chosen = [u for u in self._units(self.window.scene.selected_unit_ids()) if mover(u)]
        reach = geo.to_table(float(self.dock.close_yards.value()))
        found = [u.id for u in chosen]
        view = self.window.view_filter
        for u in chosen:
            for other_id in geo.units_within(u.at, reach):
                other = battle.unit(other_id)
                # Not another side's hidden position: its speed would tell what it is (it is revealed as it moves).
                if (
                    other is not None
                    and other.side != u.side
                    and mover(other)
                    and other_id not in found
                    and view.may_handle(other_id)
                ):
                    found.append(other_id)
        return found

    def declare_close_combat(self) -> Resolution | None:
        """The selected units and the enemies within the dock's distance declared in close combat (sequence of play,
        movement 6): an action the session performs and commits."""
        from morefire_gui.model.actions.movement import CloseCombat

        ids = self.close_units()
        if len(ids) < 2:
            self.window.message(tr("Select units in close combat on the board first"))
            return None
        resolution = self.window.act(
            CloseCombat(units=tuple(ids), road=True if self.dock.close_road.isChecked() else None)
        )
        if resolution.accepted:
            self.show_close_combat()
            self.window.message(said(resolution.text))
        return resolution

    def pass_close_combat(self) -> Resolution | None:
        """The unit whose close-combat segment it is stops moving."""
        from morefire_gui.model.actions.movement import CloseCombatPass
        from morefire_gui.session.movement.close_combat import group_now

        now = group_now(self.window.session)
        if now is None:
            return None
        return self.window.act(CloseCombatPass(unit=now.unit))

    def update_close_combat(self) -> None:
        from morefire_gui.gui.close_combat_words import open_group_text
        from morefire_gui.session.movement import close_combat_order_for
        from morefire_gui.session.movement.close_combat import group_now
        from morefire_gui.session.names import unit_names

        session = self.window.session
        now = group_now(session)
        if now is not None:
            # The open group: its order and segments, the current one selected, and whose segment it is.
            group = now.group
            order = close_combat_order_for(session, group.order, road=group.road)
            self.dock.show_close_combat(
                order,
                table_unit=session.battle.table.unit,
                names=unit_names(session, order.order, self.window.view_filter),
            )
            self.dock.close_table.selectRow(now.slot)
            self.dock.show_open_group(open_group_text(session, self.window.view_filter), False)
            return
        ids = self.close_units()
        sides = {u.side for u in self._units(ids)}
        both = {u.side for i in ids if (u := session.battle.unit(i)) is not None}  # a group is of both sides
        self.dock.show_open_group("", len(ids) >= 2 and len(both) >= 2)
        if len(ids) < 2 or len(sides) < 2:
            self.dock.show_close_combat(
                None,
                tr(
                    "Select units in close combat (the enemies within the distance below join them): the slower moves "
                    "first, and moves alternate in quarter-allowance segments."
                ),
            )
            return
        try:
            order = close_combat_order_for(session, ids, road=self.dock.close_road.isChecked())
        except MoreFireError as exc:
            self.dock.show_close_combat(None, said_error(exc))
            return
        self.dock.show_close_combat(
            order, table_unit=session.battle.table.unit, names=unit_names(session, order.order, self.window.view_filter)
        )
