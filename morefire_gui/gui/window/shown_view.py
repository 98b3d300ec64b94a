"""Whose view the window shows and every change shown once in it. Hot seat: the board, the docks and the features show
the battle as one side may see it (or all of it, for the umpire), and a hand-over leaves nothing of the last player's
screen. Every change to the battle reaches the window once the board has mirrored it, and is published by aspect:
each dock and feature that shows an aspect it touches is told, in the view it is to show; the selection is followed
between the board, the roster and the Selected dock."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF

from morefire_gui.gui.said import keep_names, reread
from morefire_gui.gui.window.part import WindowPart
from morefire_gui.session.edits import Aspect, Change
from morefire_gui.session.sequence_of_play import MOUNT_KINDS

if TYPE_CHECKING:
    from morefire_gui.session.visibility import View

# What the window's own docks and menu show, by aspect of the battle (session/edits.py; VIEW: whose view the window
# shows): each is refreshed only when a change touches one of them, as each feature is for its Feature.shows.
ROSTER_SHOWS = frozenset({Aspect.UNITS, Aspect.BATTLE, Aspect.TURN, Aspect.VIEW})  # TURN: a wave lands, names change
LEGEND_SHOWS = frozenset({Aspect.TERRAIN, Aspect.UNITS, Aspect.BATTLE, Aspect.TURN, Aspect.VIEW})  # TURN: who has fired
SELECTED_SHOWS = frozenset({Aspect.UNITS, Aspect.TERRAIN, Aspect.BATTLE, Aspect.TURN, Aspect.VIEW})  # the Selected dock
RULES_MENU_SHOWS = frozenset({Aspect.BATTLE})  # the settings and the sequence of play's mode
# The terrain palette's word of whose turn it is to place (a table laid by hand): the record, the sequence's mode, the
# side at the table.
PALETTE_SHOWS = frozenset({Aspect.RECORD, Aspect.BATTLE})
# What a side may see follows these (a unit hidden or revealed, a minefield found, a wave landed, the table handed over):
# a change to any of them asks the features which view to show before it is published (Feature.shown_view).
VIEWED = frozenset({Aspect.UNITS, Aspect.TERRAIN, Aspect.BATTLE, Aspect.TURN})


class ShownViewPart(WindowPart):
    """Whose view is shown, changes published to the docks and features that show them, the selection followed."""

    def set_view_filter(self, view: View) -> None:
        """Show the battle as one side may see it (or everything, for the umpire): the board, then every dock and
        feature that shows the view, told once (``Aspect.VIEW``)."""
        self._show_view(view)
        self._publish((Change(Aspect.VIEW),))

    def _show_view(self, view: View) -> None:
        self.view_filter = view
        self.scene.apply_view(view)
        self.view.show_for(view.side)  # each side's player finds the board where they left it

    def _view_to_show(self) -> View:
        """Whose view to show as the battle now stands: the first feature's that says (hot seat), else the same."""
        for feature in self.features:
            view = feature.shown_view()
            if view is not None:
                return view
        return self.view_filter

    def _on_scene_battle_changed(self, changes: tuple[Change, ...]) -> None:
        """The board has mirrored a change to the battle. What a side may see may have changed with it (a unit revealed,
        a wave landed, the table handed over): the view it leaves is shown first, and published with the change, so
        that every dock is refreshed once, in the view it is to show."""
        if any(c.aspect in VIEWED for c in changes):
            view = self._view_to_show()
            if view != self.view_filter:
                self._show_view(view)
                changes = (*changes, Change(Aspect.VIEW))
        self._publish(changes)

    def _publish(self, changes: Sequence[Change]) -> None:
        """Tell the docks and features that show an aspect ``changes`` touch, and them only."""
        aspects = {c.aspect for c in changes}
        self._keep_names()
        if Aspect.VIEW in aspects:
            self.log.set_view(self.view_filter, self.session.battle.log)  # the entries this view may read, new ones too
            self.catalogue.show_view(self.view_filter.side)
            self.terrain_palette.show_view(self.view_filter.side)
        else:
            for seq in (seq for c in changes if c.aspect is Aspect.LOG for seq in c.ids):
                self.log.append_entry(self.session.battle.log[int(seq) - 1])
        if aspects & RULES_MENU_SHOWS:
            self._sync_rules_menu()
        if aspects & PALETTE_SHOWS:
            self.terrain_palette.show_turn(self.session.battle)
        mounted = self._mounted_logged(changes)
        if aspects & ROSTER_SHOWS or mounted:
            self._refresh_roster()
        if aspects & LEGEND_SHOWS:
            self.legend.refresh(self.session, self.view_filter)
        for feature in self.features:
            if feature.shows & aspects:
                feature.changed(changes)
        if aspects & SELECTED_SHOWS or mounted:
            self._on_scene_selection_changed()
        self.update_title()

    def _mounted_logged(self, changes: Sequence[Change]) -> bool:
        """Whether ``changes`` log a mount or a dismount: the entry, written after the squads moved, tells what they did
        for their move (the roster's state and the Selected dock's, "mounted T-34 #2")."""
        log = self.session.battle.log
        return any(
            0 < int(seq) <= len(log) and log[int(seq) - 1].kind in MOUNT_KINDS
            for c in changes
            if c.aspect is Aspect.LOG
            for seq in c.ids
        )

    def _keep_names(self) -> None:
        """The names the players gave the battle's units, batteries and registration points, shown as they wrote them
        everywhere, the log a battle file kept too ("Rifle squad 7" is a name, not read back as the type and a number;
        "II./AR 2 (10.5 cm leFH): FIRE at RP #1 (the ford)" reads as a battery's order at a point the side named)."""
        battle = self.session.battle
        keep_names(
            [
                *(unit.name for unit in battle.units if unit.name),
                # A battery Build Forces named in the app's words ("4 x 150mm guns off the table") is said in the
                # window's language; one the players named ("II./AR 2 (10.5 cm leFH)") is a name.
                *(
                    battery.name
                    for battery in battle.batteries
                    if battery.name and reread(battery.name) == battery.name
                ),
                *(point.name for side in battle.sides for point in side.registration_points if point.name),
            ]
        )

    def _refresh_roster(self) -> None:
        self.roster.refresh(
            self.session, self.view_filter.masked_units | self.view_filter.unseen_units, self.view_filter
        )

    def _on_scene_selection_changed(self) -> None:
        units = self.scene.selected_unit_ids()
        pieces = self.scene.selected_piece_ids()
        self.roster.show_selection(units)
        if units:
            if units[0] in self.view_filter.masked_units:
                self.details.show_hidden_position()
            else:
                self.details.show_unit(self.session, units[0], self.view_filter)
        elif pieces:
            self.details.show_piece(self.session, pieces[0])
        else:
            self.details.show_nothing()
        self._sync_counter_properties()

    def _on_roster_units_selected(self, ids: list[str]) -> None:
        self.scene.blockSignals(True)
        self.scene.clearSelection()
        for uid in ids:
            if uid in self.scene.units:
                self.scene.units[uid].setSelected(True)
        self.scene.blockSignals(False)
        self._on_scene_selection_changed()
        self.scene.update()

    def _on_roster_unit_activated(self, unit_id: str) -> None:
        unit = self.session.battle.unit(unit_id)
        if unit is not None:
            self.view.centerOn(QPointF(*unit.at))

    def clear_for_next_player(self) -> None:
        """The hand-over is a barrier: nothing the last player's screen held is left for the next one. The undo
        history goes (a side takes back only its own actions since it took the table), and with it the last
        player's messages (kept for their side: Log → Messages shows each side its own), the status bar, the log's search, the selection, what the tools, dialogs and docks were showing on the board
        and in their lists, and the dialogs left open."""
        from morefire_gui.gui.dialogs.following import close_open_dialogs

        self.undo_stack.clear()
        self.forget_record_for_undo()
        self.log.clear_messages()
        self.statusBar().clearMessage()
        close_open_dialogs(self)
        self.scene.clearSelection()
        if self.view.tool is not None:
            tool = self.view.tool.name
            self.view.set_tool(None)  # a tool's deactivation takes its previews, labels and marks away
            self.set_tool(tool)
        # What dialogs and docks drew over the board or listed (a barrage's template, an airstrike's run, a line of
        # fire, a profile of sight) goes too, closed dialog or not.
        self.scene.clear_previews()
        for feature in self.features:
            feature.clear_for_next_player()
