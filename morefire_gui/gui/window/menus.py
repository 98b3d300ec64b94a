"""The window's menus built: File, Edit and View with the features' entries in each, the features' own menus, Help,
and every menu's mnemonics and status tips kept as entries come and go. The Rules menu is :mod:`.rules_menu`'s, the
toolbar and the Tools menu :mod:`.tools`'s."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QMenu

from morefire_gui.gui.actions import ARMS_TOOL, Shortcut, Slot, ToolEntry, follow_tool, make_action, with_key
from morefire_gui.gui.i18n import tr, tr_kept
from morefire_gui.gui.icons import tool_icon
from morefire_gui.gui.mnemonics import give_menu_mnemonics
from morefire_gui.gui.phase_offers import kinds_of
from morefire_gui.gui.settings import app_settings
from morefire_gui.gui.widgets.menu_tips import DisabledEntryTips
from morefire_gui.gui.window.part import WindowPart

OVERVIEW_KEY = "view/overview_map"  # whether the overview map shows while zoomed in (on unless turned off)


class MenusPart(WindowPart):
    """The menu bar, built once the docks and the features are."""

    def _build_actions(self) -> None:
        """The menus, in the menu bar's order (File, Edit, View, Rules, Tools, the features' menus, Help), and the
        toolbar."""
        self._build_file_menu()
        self._build_edit_menu()
        self._build_view_menu()
        self._build_rules_menu()
        self._build_toolbar()
        self._build_feature_menus()
        self._keep_menus_labelled()
        self._accept_battle_drops()

    def _build_file_menu(self) -> None:
        std = QKeySequence.StandardKey
        self.new_action = self._action(
            tr("&New…"), self.new_battle, std.New, tr("Start a new battle on an empty table")
        )
        self.open_action = self._action(tr("&Open…"), self.open_dialog, std.Open, tr("Open a battle file"))
        self.save_action = self._action(tr("&Save"), self.save, std.Save, tr("Save the battle"))
        self.save_as_action = self._action(tr("Save &As…"), self.save_as, std.SaveAs, tr("Save under a new name"))
        self.continue_action = self._action(
            tr("Contin&ue in a New Battle…"),
            self.continue_in_new_battle,
            None,
            tr("Go on from this position in a new battle file, with this turn's log"),
        )
        self.close_action = self._action(
            tr("&Close"),
            self.close_battle,
            with_key("Ctrl+W", std.Close),
            tr(
                "Close the battle (asking to save it first): the demo battle opens in "
                "its place, or the window closes when another window is open"
            ),
        )
        self.quit_action = self._action(
            tr("&Quit"), self.quit_app, with_key("Ctrl+Q", std.Quit), tr("Leave More Fire!")
        )
        self.recent_menu_actions: list[QAction] = []
        file_menu = self.menuBar().addMenu(tr("&File"))
        file_menu.addActions([self.new_action, self.open_action])
        self.recent_menu = file_menu.addMenu(tr("Open &Recent"))
        self.recent_menu.menuAction().setStatusTip(tr("Open a battle opened or saved lately"))
        file_menu.addActions([self.close_action, self.save_action, self.save_as_action, self.continue_action])
        file_menu.addSeparator()
        extra = [a for feature in self.features for a in feature.file_actions()]
        if extra:
            file_menu.addActions(extra)
            file_menu.addSeparator()
        file_menu.addAction(self.quit_action)
        self._fill_recent_menu()

    def _build_edit_menu(self) -> None:
        std = QKeySequence.StandardKey
        self.undo_action = self.undo_stack.createUndoAction(self, tr("&Undo"))
        self.undo_action.setShortcuts(std.Undo)
        self.redo_action = self.undo_stack.createRedoAction(self, tr("&Redo"))
        # The platform's bindings and Ctrl+Y beside them: a GNOME or KDE desktop's table (xcb) has Ctrl+Shift+Z only.
        redo_keys = QKeySequence.keyBindings(std.Redo)
        if QKeySequence("Ctrl+Y") not in redo_keys:
            redo_keys.append(QKeySequence("Ctrl+Y"))
        self.redo_action.setShortcuts(redo_keys)
        self.say_why_no_undo("")
        self.redo_action.setToolTip(tr("Make the change taken back again"))
        self.redo_action.setStatusTip(self.redo_action.toolTip())
        # Undo's tooltip says why there is nothing to undo in a battle just opened, until there is something.
        self.undo_stack.canUndoChanged.connect(
            lambda can: self.say_why_no_undo("") if can else self.say_why_undo_reaches_no_further()
        )
        self.undo_action.setIcon(tool_icon("undo"))
        self.redo_action.setIcon(tool_icon("redo"))
        self.delete_action = self._action(
            tr("&Delete"), self.delete_selected, std.Delete, tr("Delete the selected counters or terrain pieces")
        )
        self.delete_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        # Alt+Return: a desktop's Properties key (KDE's, Windows'); offered for exactly one counter selected.
        self.counter_properties_action = self._action(
            tr("Counter &Properties…"),
            self.edit_selected_counter,
            [QKeySequence(Qt.Modifier.ALT | Qt.Key.Key_Return)],
        )
        self._sync_counter_properties()
        edit_menu = self.menuBar().addMenu(tr("&Edit"))
        # Undo names the battle's last action, once opened (a long record is left to finish replaying while idle).
        edit_menu.aboutToShow.connect(self.give_record_to_undo_if_quick)
        edit_menu.addActions([self.undo_action, self.redo_action, self.delete_action, self.counter_properties_action])
        edit_extra = [a for feature in self.features for a in feature.edit_actions()]
        if edit_extra:
            edit_menu.addSeparator()
            edit_menu.addActions(edit_extra)

    def _build_view_menu(self) -> None:
        std = QKeySequence.StandardKey

        # Ctrl+= as well: Ctrl++ is Ctrl+Shift+= on most keyboards, and Ctrl+= is what players press.
        self.zoom_in_action = self._action(
            tr("Zoom &In"), self.view.zoom_in, with_key("Ctrl+=", std.ZoomIn, first=False), tr("Zoom in")
        )
        self.zoom_out_action = self._action(tr("Zoom &Out"), self.view.zoom_out, std.ZoomOut, tr("Zoom out"))
        self.fit_action = self._action(tr("&Fit Table"), self.view.fit_table, "Ctrl+0", tr("Show the whole table"))
        self.fit_action.setIcon(tool_icon("fit"))
        self.grid_action = self._action(tr("&Grid"), self._on_grid_toggled, "Ctrl+G", tr("Show the grid"), True)
        self.grid_action.setChecked(True)
        self.legend_action = self._action(
            tr("Legend on the &Board"),
            self._on_legend_toggled,
            "Ctrl+L",
            tr("Show the legend over the board's corner"),
            True,
        )
        self.legend_action.setChecked(False)
        self.view.set_legend_visible(False)
        self.overview_action = self._action(
            tr("Overvie&w Map"),
            self._on_overview_toggled,
            "Ctrl+Shift+M",
            tr("Show the whole table small in the board's corner while zoomed in"),
            True,
        )
        overview = app_settings().value(OVERVIEW_KEY, True)
        self.overview_action.setChecked(overview not in (False, "false", "0"))
        self.view.overview.set_wanted(self.overview_action.isChecked())
        view_menu = self.menuBar().addMenu(tr("&View"))
        view_menu.addActions([self.zoom_in_action, self.zoom_out_action, self.fit_action])
        view_menu.addSeparator()
        view_menu.addActions([self.grid_action, self.legend_action, self.overview_action])
        view_menu.addActions([a for feature in self.features for a in feature.view_actions()])
        view_menu.addSeparator()
        for dock in (
            self.roster,
            self.details,
            self.terrain_palette,
            self.legend,
            self.catalogue,
            self.log,
            *(spec.dock for feature in self.features for spec in feature.docks()),
        ):
            view_menu.addAction(dock.toggleViewAction())
            dock.toggleViewAction().setToolTip(
                tr("Show or hide the {windowTitle} dock").format(windowTitle=dock.windowTitle())
            )
            dock.toggleViewAction().setStatusTip(
                tr("Show or hide the {windowTitle} dock").format(windowTitle=dock.windowTitle())
            )

    def _build_feature_menus(self) -> None:
        """Each feature's menu after the Tools menu, and Help last."""
        for feature in self.features:
            if feature.menu_title:
                self.menuBar().addMenu(tr_kept(feature.menu_title)).addActions(feature.menu_actions())
        # A menu entry or a dock's button that arms a board tool is offered when the tool's toolbar button is, unless it
        # starts a kind of action of its own (New Airstrike: the Airstrike tool turns arrows too).
        entries: list[ToolEntry] = [*self.findChildren(QAction), *self.findChildren(QAbstractButton)]
        for entry in entries:
            if entry.property(ARMS_TOOL) in self.tool_actions and not kinds_of(entry):
                follow_tool(entry, self.tool_actions[entry.property(ARMS_TOOL)])
        help_actions = [a for feature in self.features for a in feature.help_actions()]
        if help_actions:
            self.menuBar().addMenu(tr("&Help")).addActions(help_actions)

    def _action(
        self, text: str, slot: Slot, shortcut: Shortcut = None, tip: str = "", checkable: bool = False
    ) -> QAction:
        return make_action(self, text, slot, shortcut, tip, checkable)

    def _keep_menus_labelled(self) -> None:
        """Every menu's entries get mnemonics without clashes and a status tip (gui/mnemonics.py), now and each time
        the menu opens: the Players menu and Open Recent change with the battle."""
        give_menu_mnemonics(self.menuBar())
        todo = [a.menu() for a in self.menuBar().actions() if a.menu() is not None]
        # A disabled entry pointed at says why in the status bar (Qt says nothing of one).
        self._disabled_tips = DisabledEntryTips(self, self)
        while todo:
            menu = todo.pop()
            if not isinstance(menu, QMenu):  # an action's menu, typed as any object by the bindings
                continue
            give_menu_mnemonics(menu)
            menu.installEventFilter(self._disabled_tips)
            menu.aboutToShow.connect(lambda m=menu: give_menu_mnemonics(m))
            todo += [a.menu() for a in menu.actions() if a.menu() is not None]

    def _on_grid_toggled(self, checked: bool) -> None:
        self.scene.set_grid(checked)

    def _on_legend_toggled(self, checked: bool) -> None:
        self.view.set_legend_visible(checked)

    def _on_overview_toggled(self, checked: bool) -> None:
        self.view.overview.set_wanted(checked)
        app_settings().setValue(OVERVIEW_KEY, checked)
