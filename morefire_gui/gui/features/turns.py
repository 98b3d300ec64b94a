"""The sequence of play in the window: the phase dock (the turn and the battle clock, the sequence with the current
step, Next and Back, who may act and who has, what comes up), the Turn menu, the fire-mission dialog of artillery
steps A and B, and the end of the battle (scoring by the scenario system).

Each step opens the tool that serves it: the first tool any feature names in :meth:`Feature.step_tools`; where none
does, the phase dock falls back on its own choice (Select & Move in the movement steps, Measure elsewhere). A battle
opened in a step of play opens on that step's tool too; one being set up keeps the window's. In a
movement step, the counters that Select & Move moves are marked as moved in that step, in the same undo step.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMessageBox
from shiboken6 import isValid

from morefire_gui.errors import MoreFireError
from morefire_gui.gui.docks.phase import PhaseDock
from morefire_gui.gui.features import DockSpec, Feature, FeatureHost
from morefire_gui.gui.features.artillery import ArtilleryFeature
from morefire_gui.gui.i18n import QT_TR_NOOP, Translated, tr
from morefire_gui.gui.mnemonics import plain
from morefire_gui.gui.phase_offers import PhaseOffers, kinds_of
from morefire_gui.gui.said import said, said_error
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.edits import Aspect, Change

if TYPE_CHECKING:
    from morefire_gui.gui.dialogs.mission_barrage import MissionBarrageDialog
    from morefire_gui.gui.dialogs.replay import ReplayDialog
    from morefire_gui.model.actions.artillery import ArtilleryOrder
    from morefire_gui.session.coming_up import TimedEffect

MOVEMENT_STEPS = ("movement.road", "movement.cross_country", "movement.mount", "movement.infantry", "movement.aircraft")
MISSION_STEPS = ("artillery.impact", "artillery.damage")
# In a strict battle: tools for reading and planning, always offered; the window's own set-up tools (the features name
# theirs in Feature.set_up_tools).
ALWAYS_TOOLS = ("measure", "select", "template")
SET_UP_TOOLS = ("terrain", "place")
NEXT_KEY, BACK_KEY = "Ctrl+Right", "Ctrl+Left"


class TurnsFeature(Feature):
    menu_title = QT_TR_NOOP("T&urn")
    # The turn and step, who may act (the units, the batteries and missions, the marks), what comes up, the mode; the
    # record says whether play has begun (the set-up's tools are offered until then).
    shows = frozenset({Aspect.TURN, Aspect.UNITS, Aspect.BATTLE, Aspect.VIEW, Aspect.RECORD})

    def __init__(self, window: FeatureHost) -> None:
        super().__init__(window)
        self.dock = PhaseDock(self.widget)
        self.last_step: str | None = None
        self._begun: str | None = None  # when play began, as the tools were last offered (None: the set-up)
        self._tips: dict[str, str] = {}
        self._status_tips: dict[str, str] = {}
        self.offers = PhaseOffers(self.widget)  # the entries that start an action of the sequence of play
        self.sized = False
        self.next_action = QAction(tr("&Next Step"), self.widget)
        self.next_action.setShortcut(QKeySequence(NEXT_KEY))
        self.next_action.setToolTip(tr("The next step of the sequence of play"))
        self.next_action.triggered.connect(self.next_step)
        self.back_action = QAction(tr("&Back a Step"), self.widget)
        self.back_action.setShortcut(QKeySequence(BACK_KEY))
        self.back_action.setToolTip(tr("The step before, in this turn; at the start of a turn, undo the step into it"))
        self.back_action.triggered.connect(self.back_step)
        self.end_action = QAction(tr("&End Battle / Score…"), self.widget)
        self.end_action.setToolTip(tr("Score the battle by its mission's victory conditions (the scenario system)"))
        self.end_action.triggered.connect(self.end_battle)
        self.replay_action = QAction(tr("Rep&lay…"), self.widget)
        self.replay_action.setToolTip(
            tr("Step through the battle's actions on a board of its own, each explained; the battle is not changed")
        )
        self.replay_action.setStatusTip(self.replay_action.toolTip())
        self.replay_action.triggered.connect(self.replay)
        self.dock.next_requested.connect(self.next_step)
        self.dock.back_requested.connect(self.back_step)
        self.dock.end_requested.connect(self.end_battle)
        self.dock.actor_selected.connect(self.select_actor)
        self.dock.actor_activated.connect(self.act)
        self.dock.theirs_activated.connect(self._on_dock_theirs_activated)
        self.dock.actor_marked.connect(self._on_dock_actor_marked)
        self.dock.close_combat_requested.connect(self.show_close_combat)
        self.dock.order_written.connect(self._on_dock_order_written)
        self.dock.effect_activated.connect(self._on_dock_effect_activated)
        window.undo_stack.indexChanged.connect(self._update_back)

    def docks(self) -> list[DockSpec]:
        return [DockSpec(self.dock, Qt.DockWidgetArea.LeftDockWidgetArea)]

    def menu_actions(self) -> list[QAction]:
        return [self.next_action, self.back_action, self.end_action]

    def file_actions(self) -> list[QAction]:
        return [self.replay_action]

    def replay(self) -> ReplayDialog:
        from morefire_gui.gui.dialogs.replay import ReplayDialog

        w = self.window
        return ReplayDialog.run(w.session, w.view_filter.side, self.widget)

    def step_tools(self, step: str) -> list[str]:
        # The phase dock's own choice, when no other feature serves the step (this feature comes last).
        return ["select"] if step in MOVEMENT_STEPS or step.startswith("melee.") else ["measure"]

    def session_attached(self, session: BattleSession) -> None:
        if not self.sized:
            # The phase dock is what players watch in play: give it most of the left column (a saved layout wins).
            self.sized = True
            w = self.window
            self.widget.resizeDocks([w.roster, w.details, self.dock], [130, 70, 800], Qt.Orientation.Vertical)
        self.last_step = None
        self.refresh()

    def changed(self, changes: Sequence[Change]) -> None:
        from morefire_gui.session.sequence_of_play import play_begun

        # Every action adds to the record, and all but the first of play leave it saying what it said.
        if any(c.aspect is not Aspect.RECORD for c in changes if c.aspect in self.shows) or (
            play_begun(self.window.session.battle) != self._begun
        ):
            self.refresh()

    # -- the dock -------------------------------------------------------------------------------------------------------
    def refresh(self) -> None:
        session = self.window.session
        try:
            self.dock.refresh(session, self.window.view_filter)
        except MoreFireError as exc:  # a step the sequence does not know (the file's check reports it)
            self.window.message(said_error(exc))
            return
        self._update_back()
        self._update_tools()
        here = self.dock.here
        if here is not None and here.id != self.last_step:
            attached = self.last_step is None
            self.last_step = here.id
            # A battle opened in a step of play arms the step's tool, as Next does on reaching it; one being set up
            # leaves the window its own (the set-up's tools serve it).
            if not attached or self._begun is not None:
                self.open_step_tool(here.id)

    def _update_tools(self) -> None:
        """In a strict battle the toolbar, the Tools menu and every entry that starts an action of the sequence of play
        are offered when the battle takes that kind of action now (the session says), the set-up's tools until play
        begins; reading and planning tools stay. The phase dock says what may be done now."""
        from morefire_gui.session.idle_steps import nothing_to_do
        from morefire_gui.session.sequence_of_play import play_begun
        from morefire_gui.session.turn_state import current_step

        w = self.window
        battle = w.session.battle
        here = current_step(w.session)
        serving = self.tools_for(here.id)
        begun = self._begun = play_begun(battle)
        self.offers.sync(w.session)
        set_up = {*SET_UP_TOOLS, *(n for f in w.features for n in f.set_up_tools())}
        for name, action in w.tool_actions.items():
            if kinds_of(action):
                continue  # offered as the battle takes its kinds of action (self.offers)
            tip = self._tips.setdefault(name, action.toolTip())
            status = self._status_tips.setdefault(name, action.statusTip())
            if battle.strict and name in set_up and name not in ALWAYS_TOOLS:
                enabled, why = begun is None, tr("Set-up: play has begun ({begun})").format(begun=said(begun or ""))
            else:
                enabled, why = True, ""
            action.setEnabled(enabled)
            action.setToolTip(
                tip
                if enabled
                else tr("{tip}\n{why} (the battle keeps to the sequence of play)").format(tip=tip, why=why)
            )
            # Why not, where the Tools menu's entry (the same action) and the menu entries arming it say it.
            action.setStatusTip(
                status if enabled else tr("{why} (the battle keeps to the sequence of play)").format(why=why)
            )
        self._say_what_select_does(here.id, battle.strict and begun is not None)
        if w.view.tool is not None and not w.tool_actions[w.view.tool.name].isEnabled():
            w.set_tool("measure")
        names = [
            html.escape(plain(w.tool_actions[n].text()))  # as the toolbar reads it: no mnemonic's "&"
            for n in dict.fromkeys(serving)
            # A tool the step does not offer now (Move in the mount step) is not named as the way to act.
            if n in w.tool_actions and n not in ALWAYS_TOOLS and w.tool_actions[n].isEnabled()
        ]
        if not battle.strict:
            text = (
                "<i>"
                + tr(
                    "Played free of the sequence of play: any action at any time (Rules → Keep to the Sequence of Play)"
                )
                + "</i>"
            )
            if idle := nothing_to_do(w.session, w.view_filter):
                # Why this step lists nobody (no vehicle on a road): the step's own terms, though any action is taken.
                text += "<br>" + tr("Nobody is listed in this step: {why}.").format(why=html.escape(said(idle)))
        elif begun is None:
            text = self._set_up_words() + (
                (" " + tr("Now also: {tools}.").format(tools=", ".join(names))) if names else " "
            )
        elif (idle := nothing_to_do(w.session, w.view_filter)) is not None:
            # Nobody (of the side at the table) acts here this turn: said plainly, whatever tools the step has.
            text = (
                tr("{now} nothing to do in this step ({why}): press Next.").format(
                    now="<b>" + tr("Now:") + "</b>", why=html.escape(said(idle))
                )
                if idle
                else tr("{now} nobody acts in this step this turn: press Next.").format(now="<b>" + tr("Now:") + "</b>")
            )
        elif not names and (how := next((h for f in w.features if (h := f.step_how(here.id))), "")):
            text = tr("{now} {how}.").format(now="<b>" + tr("Now:") + "</b>", how=html.escape(how))
        elif names and not self.dock.actors.topLevelItemCount():
            # Nobody listed, though something is to be done (a new airstrike): the tools alone, no "below".
            text = tr("{now} {how}.").format(now="<b>" + tr("Now:") + "</b>", how=", ".join(names))
        else:
            text = (
                tr("{now} {tools}, for those who may act below.").format(
                    now="<b>" + tr("Now:") + "</b>", tools=", ".join(names)
                )
                if names
                else tr("{now} the units and batteries below act here (double-click one).").format(
                    now="<b>" + tr("Now:") + "</b>"
                )
            )
        self.dock.show_now(text)

    def _set_up_words(self) -> str:
        """What the set-up of a battle kept to the sequence of play asks first: a table laid by hand is completed, and
        each side of a battle of the scenario system buys its forces, before Next begins play (the session refuses it
        until then: docs/rules-notes.md, "Sequence of play — set-up")."""
        from morefire_gui.gui.side_words import said_side
        from morefire_gui.session.forces import forces_pending, placement_pending

        battle = self.window.session.battle
        set_up = "<b>" + tr("Set-up:") + "</b>"
        if placement_pending(battle):
            return tr(
                "{set_up} the players place the terrain pieces in turn, the defender first; then Battle → Placement "
                "Complete…, and each side buys and places its forces (Forces → Build Forces…). Play begins after that."
            ).format(set_up=set_up)
        if waiting := forces_pending(battle):
            return tr(
                "{set_up} each side buys and places its forces (Forces → Build Forces…); none yet: {sides}. Play begins "
                "once each side has its forces, with the first move, shot or Next."
            ).format(set_up=set_up, sides=html.escape(", ".join(said_side(battle, side) for side in waiting)))
        return tr("{set_up} lay out the table and the forces; play begins with the first move, shot or Next.").format(
            set_up=set_up
        )

    def _say_what_select_does(self, step: str, in_play: bool) -> None:
        """Select & Move's tooltip and status tip (and the status bar, while it is armed) as the step has it: a strict
        battle in play takes no counter dragged (that is the set-up's), so there it selects, for the step's own way of
        acting (mounting: a vehicle and its infantry, then Mount), and says that counters move with the Move tool."""
        w = self.window
        action = w.tool_actions["select"]
        tip = self._tips.setdefault("select", action.toolTip())
        status = self._status_tips.setdefault("select", action.statusTip())
        if in_play:
            how = next((h for f in w.features if (h := f.step_how(step))), "")
            tip = status = (
                tr("Select: {how}; counters are not dragged in play (V)").format(how=how)
                if how
                else tr(
                    "Select counters to read them and act with them; in play counters move with the Move tool, in "
                    "its steps, not by dragging (V)"
                )
            )
        action.setToolTip(tip)
        action.setStatusTip(status)
        if w.view.tool is not None and w.view.tool.name == "select":
            w.show_tool_hint()

    def tools_for(self, step: str) -> list[str]:
        """Every feature's tools for a step, in the order of the window's features."""
        return [
            name for feature in self.window.features for name in feature.step_tools(step) if name in self.window.tools
        ]

    def open_step_tool(self, step: str) -> None:
        names = [n for n in self.tools_for(step) if self.window.tool_actions[n].isEnabled()]
        if names and (self.window.view.tool is None or self.window.view.tool.name != names[0]):
            self.window.set_tool(names[0])
        for feature in self.window.features:
            feature.step_opened(step)

    # -- actions ----------------------------------------------------------------------------------------------------------
    def next_step(self) -> None:
        from morefire_gui.model.actions.turns import NextStep
        from morefire_gui.session.coming_up import public_effects, seen_effects

        session = self.window.session
        resolution = self.window.act(NextStep())
        if resolution.refused:
            return
        result = resolution.result
        self._artillery().missions_landed(result.landings)  # at impact, each landing is shown
        # In a hot-seat game the trail of messages keeps only what every side may see (the next player reads it);
        # the status bar, which the hand-over clears, tells the player at the table what their side may see.
        view = self.window.view_filter
        seen = seen_effects(session.battle, result.events, view)
        public = seen if view.side is None else public_effects(session.battle, result.events)
        if seen:
            self.window.message(tr("; ").join(said(e.text) for e in seen), log=seen == public)
        if public and public != seen:
            self.window.log.append(tr("; ").join(said(e.text) for e in public))

    def _update_back(self, *args: object) -> None:
        if not isValid(self.window.undo_stack):
            return  # the window's undo stack empties itself as the window is deleted: nothing left to show
        here = self.dock.here
        if here is not None:
            self.dock.back_button.setEnabled(here.place.index > 0 or self._turn_step_on_top())

    def _turn_step_on_top(self) -> bool:
        """Whether the last thing done is the step into this turn (Back then undoes it, with its rolls' effects)."""
        stack = self.window.undo_stack
        if not shiboken6.isValid(stack):
            return False  # the window is being destroyed: its undo stack empties itself as it goes, signalling
        top = stack.command(stack.index() - 1) if stack.index() > 0 else None
        resolution = getattr(top, "resolution", None)
        return resolution is not None and str(resolution.text) == f"Turn {self.window.session.battle.turn} begins"

    def back_step(self) -> None:
        # Over the start of a turn: undo the step forward, if it is the last thing done.
        from morefire_gui.model.actions.turns import StepBack

        if (
            self.window.session.battle.step in (None, self.window.session.tables.sequence.first.id)
            and self._turn_step_on_top()
        ):
            self.window.undo_stack.undo()
            return
        self.window.act(StepBack())

    def select_actor(self, actor: str) -> None:
        """Find a unit (or a battery's guns) on the board: select it and bring it into view."""
        w = self.window
        battle = w.session.battle
        battery = battle.battery(actor)
        ids = list(battery.units or ()) if battery is not None else [actor]
        ids = [i for i in ids if i in w.scene.units]
        if not ids:
            return
        w.scene.clearSelection()
        for uid in ids:
            w.scene.units[uid].setSelected(True)
        unit = battle.unit(ids[0])
        if unit is not None:
            w.view.centerOn(QPointF(*unit.at))

    def act(self, actor: str) -> None:
        """Act with a unit or battery in the current step: found on the board, then what it acts with in the step
        opened by the feature that serves it (the dialog or tool its menu entry opens, the unit chosen in it); the
        missions landing this turn are shown here."""
        from morefire_gui.session.play_kinds import not_now_acting
        from morefire_gui.session.turn_state import current_step

        self.select_actor(actor)
        # A strict battle's unit that has acted in the step, or cannot act in it, is only found, and why said.
        refusal = not_now_acting(self.window.session, actor)
        if refusal is not None:
            self.window.message(refusal.text)
            return
        step = current_step(self.window.session).id
        for feature in self.window.features:
            if feature is not self and feature.act_in_step(step, actor):
                return
        self.act_in_step(step, actor)

    def _on_dock_theirs_activated(self, actor: str) -> None:
        """Another side's unit double-clicked in who may act (hot seat): found on the board, and why the player at the
        table does not act with it said, with who takes the table to (the session's words: session/at_table.py)."""
        from morefire_gui.session.at_table import refused_actor

        self.select_actor(actor)
        refusal = refused_actor(self.window.session, actor)
        if refusal is not None:
            self.window.message(refusal)

    def act_in_step(self, step: str, actor: str) -> bool:
        if step in MISSION_STEPS and self.window.session.battle.fire_mission(actor) is not None:
            self.fire_mission(actor)
            return True
        return False

    def fire_mission(self, battery: str) -> MissionBarrageDialog | None:
        """The battery's mission that landed this turn, in the barrage dialog (it lands by itself as the battle enters
        artillery step A)."""
        return self._artillery().show_landing(battery)

    def _artillery(self) -> ArtilleryFeature:
        return self.window.feature(ArtilleryFeature)

    def show_close_combat(self) -> None:
        from morefire_gui.session.movement import close_combat_order_for
        from morefire_gui.session.names import unit_names
        from morefire_gui.session.turn_state import current_step

        w = self.window
        ids = w.scene.selected_unit_ids()
        if len(ids) < 2:
            self.dock.show_close_combat(tr("Select two or more units in close combat on the board first."))
            return
        if any(i in w.view_filter.masked_units for i in ids):
            # The order is by speed: working it out would tell the hidden position's type.
            self.dock.show_close_combat(
                tr(
                    "A hidden position is among the selected counters: its speed is its owner's secret, so its owner "
                    "works out the order (it is revealed as it moves)."
                )
            )
            return
        step = current_step(w.session).id
        try:
            order = close_combat_order_for(w.session, ids, road=step == "movement.road")
        except MoreFireError as exc:
            self.dock.show_close_combat(said_error(exc))
            return
        unit = said(w.session.battle.table.unit)
        named = {u: said(name) for u, name in unit_names(w.session, order.order, w.view_filter).items()}
        rounds: dict[int, list[str]] = {}
        for seg in order.segments:
            rounds.setdefault(seg.round, []).append(
                tr("{unit} {length:.2g} {table_unit} ({yards:.0f} yd)").format(
                    unit=named.get(seg.unit_id, seg.unit_id), length=seg.length, table_unit=unit, yards=seg.yards
                )
            )
        text = (
            tr("Slower first: {units}").format(units=", ".join(named.get(u, u) for u in order.order))
            + "\n"
            + "\n".join(
                tr("Segment {n}: {moves}").format(n=r, moves=tr(", then ").join(parts)) for r, parts in rounds.items()
            )
        )
        self.dock.show_close_combat(text)

    def end_battle(self) -> None:
        """The end of the battle: the scenario system's victory dialog scores it by the mission's victory conditions
        (it decides; this only opens it)."""
        from morefire_gui.session.turn_state import current_step

        w = self.window
        try:
            from morefire_gui.gui.dialogs.victory import VictoryDialog
        except ImportError:
            QMessageBox.information(
                self.widget,
                tr("End battle"),
                tr(
                    "Scoring a battle needs the scenario system's victory dialog "
                    "(morefire_gui.gui.dialogs.victory), which is not installed here."
                ),
            )
            return
        here = current_step(w.session)
        w.message(
            tr("The battle ends in turn {turn}, after {clock} of battle").format(turn=here.turn, clock=here.clock),
            log=True,
        )
        VictoryDialog.run(w.session, w, self.widget)

    # -- slots ------------------------------------------------------------------------------------------------------------------
    def _on_dock_actor_marked(self, actor: str, done: bool) -> None:
        from morefire_gui.model.actions.turns import MarkActed

        resolution = self.window.act(MarkActed(actor=actor, done=done))
        if resolution.refused:
            self.refresh()  # a unit ticked by its move code: the mark stands

    def _on_dock_order_written(self, order: ArtilleryOrder) -> None:
        resolution = self.window.act(order)
        if resolution.refused:
            self.dock.show_order_error(said(resolution.refusal))
            return
        self.window.message(Translated(" ").join(said(s.text()) for s in resolution.steps))

    def _on_dock_effect_activated(self, effect: TimedEffect) -> None:
        from morefire_gui.model.actions.turns import RollActivation
        from morefire_gui.session.coming_up import EffectKind

        if effect.kind is EffectKind.ISLAND_ACTIVATION and effect.pending:
            resolution = self.window.act(RollActivation())
            if resolution.accepted:
                draft = resolution.log[0]
                self.window.message(f"{draft.title}: {draft.summary}")
            self.refresh()
