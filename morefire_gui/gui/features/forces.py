"""Forces in the window: the Forces menu with Build Forces (the force builder dialog: each side buys units and
airstrikes against Table VI's point ratio, the specials' limits checked, the counters laid out in the deployment
zones as one undoable step), the Catalogue browser, and the player's own catalogue file (a preference, QSettings
``catalogue/user_file``: chosen, read again, or left for the app's own catalogue). The catalogue every feature plays
with is the session's: when the player's file changes, the session is given the merged catalogue."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QWidget

from morefire_gui.errors import InputError, MoreFireError
from morefire_gui.gui.actions import make_action
from morefire_gui.gui.features import Feature, FeatureHost
from morefire_gui.gui.i18n import QT_TR_NOOP, tr, tr_kept
from morefire_gui.gui.said import entry_name, said_error
from morefire_gui.gui.save_folders import ask_open_path, ask_save_path, open_start, suggested_path
from morefire_gui.gui.user_catalogue import player_catalogue, set_user_catalogue_file, user_catalogue_file
from morefire_gui.io.resources import bundled_catalogue
from morefire_gui.rules.catalogue.entries import CatalogueEntry
from morefire_gui.session.battle_session import BattleSession

if TYPE_CHECKING:
    from morefire_gui.gui.dialogs.catalogue_browser import CatalogueBrowser
    from morefire_gui.gui.dialogs.catalogue_entry import CatalogueEntryDialog
    from morefire_gui.gui.dialogs.force_builder import ForceBuilderDialog
    from morefire_gui.io.user_catalogue import CopiedEntry, SavedEntry

CATALOGUE_FILTER = QT_TR_NOOP("Catalogue files (*.yaml *.yml);;All files (*)")


class ForcesFeature(Feature):
    # "&Battle" is the scenario's menu; "F&orces" keeps Alt+F for the File menu.
    menu_title = QT_TR_NOOP("F&orces")

    def __init__(self, window: FeatureHost) -> None:
        super().__init__(window)
        # The player's file in use: the window was opened with it merged in (gui/app.py), or it had problems.
        wanted = user_catalogue_file()
        self.user_file: Path | None = wanted if window.session.catalogue is not bundled_catalogue() else None
        self.wanted: Path | None = wanted  # the player's choice, even when its problems keep it out of use
        self.browser: CatalogueBrowser | None = None
        self.entry_dialog: CatalogueEntryDialog | None = None
        self.build_action = self._action(
            tr("&Build Forces…"),
            self.build_forces,
            "Ctrl+Shift+F",
            tr(
                "Each side buys units and airstrikes against the mission's point ratio "
                "(Table VI), within the specials' limits, and places them in its deployment zone"
            ),
        )
        self.browse_action = self._action(
            tr("&Catalogue…"),
            self.browse_catalogue,
            "Ctrl+Shift+K",
            tr(
                "Every unit and aircraft: filter by nation, year and type, read its "
                "sheet, "
                "correct it or add a vehicle made from it in your own catalogue"
            ),
        )
        self.choose_action = self._action(
            tr("&My Catalogue File…"),
            self.choose_user_file,
            None,
            tr("Your own catalogue file (the format of resources/catalogue/), merged over the app's by id"),
        )
        self.reload_action = self._action(
            tr("&Reload My Catalogue"),
            self.reload_user_file,
            None,
            tr("Read your catalogue file again after changing it"),
        )
        self.bundled_action = self._action(
            tr("&App's Catalogue Only"),
            lambda: self.use_user_file(None),
            None,
            tr("Play with the app's own catalogue, without your file"),
        )

    def _action(self, text: str, slot: Callable[[], object], shortcut: str | None, tip: str) -> QAction:
        return make_action(self.widget, text, slot, shortcut, tip)

    def menu_actions(self) -> list[QAction]:
        separator = QAction(self.widget)
        separator.setSeparator(True)
        return [
            self.build_action,
            self.browse_action,
            separator,
            self.choose_action,
            self.reload_action,
            self.bundled_action,
        ]

    def session_attached(self, session: BattleSession) -> None:
        self.reload_action.setEnabled(user_catalogue_file() is not None)
        if self.browser is not None and self.browser.isVisible():
            self.browser.set_session(session, self.user_file)

    def window_closing(self) -> None:
        # The browser is a window of its own: it goes with the main window.
        if self.browser is not None:
            self.browser.close()

    def preferences_changed(self) -> None:
        # The preference may have been changed in Edit → Preferences: follow it.
        wanted = user_catalogue_file()
        if wanted != self.wanted:
            self.use_user_file(wanted)

    # -- the force builder -----------------------------------------------------------------------------------------
    def build_forces(self) -> ForceBuilderDialog | None:
        from morefire_gui.gui.dialogs.force_builder import ForceBuilderDialog

        w = self.window
        try:
            return ForceBuilderDialog.run(w.session, w, self.widget)
        except MoreFireError as exc:
            w.message(said_error(exc))
            return None

    # -- the catalogue ---------------------------------------------------------------------------------------------
    def browse_catalogue(self) -> CatalogueBrowser:
        from morefire_gui.gui.dialogs.catalogue_browser import CatalogueBrowser

        w = self.window
        if self.browser is None or not self.browser.isVisible():
            self.browser = CatalogueBrowser.run(w.session, self.user_file, self.widget)
            self.browser.edit_requested.connect(self._on_browser_edit_requested)
            self.browser.new_requested.connect(self._on_browser_new_requested)
            self.browser.copy_requested.connect(self._on_browser_copy_requested)
            self.browser.reload_requested.connect(self._on_browser_reload_requested)
        else:
            self.browser.raise_()
            self.browser.activateWindow()
        return self.browser

    def use_user_file(self, path: Path | None) -> bool:
        """Play with ``path`` merged over the app's catalogue (None: the app's alone), and keep it as the player's
        preference. A file with problems is reported with file, line and key, and the catalogue in use stays."""
        w = self.window
        set_user_catalogue_file(path)
        self.wanted = path
        self.reload_action.setEnabled(path is not None)
        mine = player_catalogue(path, from_settings=False)
        if mine.problem is not None:
            w.show_problems(
                tr("Your catalogue {path} has problems: the catalogue in use is kept").format(path=path), mine.problem
            )
            return False
        try:
            w.session.use_catalogue(mine.catalogue)
        except MoreFireError as exc:
            w.message(said_error(exc), log=True)
            return False
        self.user_file = path
        w.scene.rebuild()  # counters take their footprints and labels from the catalogue
        w.catalogue.set_session(w.session)
        if self.browser is not None:
            self.browser.set_session(w.session, self.user_file)
        w.message(
            tr("Catalogue: %n entry(ies)", None, len(mine.catalogue))
            + (
                tr(", your {name} merged over the app's").format(name=path.name)
                if path is not None
                else tr(", the app's own")
            ),
            log=True,
        )
        return True

    def choose_user_file(self) -> bool:
        start = open_start(self.user_file, self.window.session.path)
        path = ask_open_path(self.widget, tr("Your catalogue file"), start, tr_kept(CATALOGUE_FILTER))
        return self.use_user_file(path) if path is not None else False

    def reload_user_file(self) -> bool:
        return self.use_user_file(user_catalogue_file())

    def edit_in_my_catalogue(self, entry_id: str, path: Path | None = None) -> CopiedEntry | None:
        """Copy a catalogue entry into the player's catalogue file (asked for the first time), for the player to
        correct there; the file becomes the one in use."""
        from morefire_gui.io.user_catalogue import copy_to_user_catalogue

        w = self.window
        entry = w.session.catalogue.get(entry_id)
        if entry is None:
            return None
        target = path or self._ask_user_file()
        if target is None:
            return None
        try:
            copied = copy_to_user_catalogue(target, entry)
        except InputError as exc:
            w.show_problems(tr("Cannot copy {name} into {target}").format(name=entry_name(entry), target=target), exc)
            return None
        if target != self.user_file:
            self.use_user_file(target)
        where = tr("{file}, line {line}").format(file=target.name, line=copied.line) if copied.line else target.name
        said = (
            tr("{entry} copied into {where}: correct it there, then Forces → Reload My Catalogue")
            if copied.copied
            else tr("{entry} is already in {where}: correct it there, then Forces → Reload My Catalogue")
        ).format(entry=entry_name(entry), where=where)
        w.message(said, log=True)
        if self.browser is not None:
            self.browser.show_user_file(self.user_file)
            self.browser.count.setText(said)
        return copied

    def _ask_user_file(self, parent: QWidget | None = None) -> Path | None:
        """The player's catalogue file, asked for the first time (and kept as the preference once used)."""
        target = user_catalogue_file()
        if target is None:
            # The entry is added to a file that exists already: there is nothing to confirm overwriting.
            chosen = ask_save_path(
                parent or _parent(self),
                tr("Keep your catalogue in"),
                suggested_path(None, "my_catalogue.yaml"),  # the player's folder, as for a battle of no file
                tr_kept(CATALOGUE_FILTER),
                QFileDialog.Option.DontConfirmOverwrite,
            )
            if chosen is None:
                return None
            target = chosen
        return target

    # -- the catalogue entry dialog --------------------------------------------------------------------------------
    def edit_entry(self, entry_id: str, new: bool = False) -> CatalogueEntryDialog | None:
        """Open the catalogue entry dialog on ``entry_id``: to correct it, or (``new``) to make a vehicle of the
        player's own from it; Save puts it in the player's catalogue file (:meth:`save_catalogue_entry`)."""
        from morefire_gui.gui.dialogs.catalogue_entry import CatalogueEntryDialog

        w = self.window
        entry = w.session.catalogue.get(entry_id)
        if entry is None:
            return None
        self.entry_dialog = CatalogueEntryDialog.run(entry, w.session, self._save_from_dialog, new, _parent(self))
        return self.entry_dialog

    def _save_from_dialog(self, entry: CatalogueEntry) -> bool:
        return self.save_catalogue_entry(entry, self.entry_dialog) is not None

    def save_catalogue_entry(self, entry: CatalogueEntry, parent: QWidget | None = None) -> SavedEntry | None:
        """Save ``entry`` in the player's catalogue file (asked for the first time): an entry with its id there is
        replaced, a new id added; then the catalogue is read again and merged as Reload does (the counters of that
        type are redrawn) and the browser shows the entry. A file that cannot take it is reported, and unchanged."""
        from morefire_gui.io.user_catalogue import save_entry

        w = self.window
        target = self._ask_user_file(parent)
        if target is None:
            return None
        try:
            saved = save_entry(target, entry)
        except InputError as exc:
            w.show_problems(tr("Cannot save {name} in {target}").format(name=entry_name(entry), target=target), exc)
            return None
        if not self.use_user_file(target):
            return None
        where = tr("{file}, line {line}").format(file=target.name, line=saved.line) if saved.line else target.name
        said = (
            (tr("{entry} ({id}) corrected in {where}") if saved.replaced else tr("{entry} ({id}) added in {where}"))
            if saved.changed
            else (
                tr("{entry} ({id}) corrected in {where} (it was there as it is)")
                if saved.replaced
                else tr("{entry} ({id}) added in {where} (it was there as it is)")
            )
        ).format(entry=entry_name(entry), id=entry.id, where=where)
        w.message(said, log=True)
        if self.browser is not None:
            self.browser.reveal(entry.id)
            self.browser.count.setText(said)
        return saved

    def _on_browser_edit_requested(self, entry_id: str) -> None:
        self.edit_entry(entry_id)

    def _on_browser_new_requested(self, entry_id: str) -> None:
        self.edit_entry(entry_id, new=True)

    def _on_browser_copy_requested(self, entry_id: str) -> None:
        self.edit_in_my_catalogue(entry_id)

    def _on_browser_reload_requested(self) -> None:
        self.reload_user_file()


def _parent(feature: ForcesFeature) -> QWidget:
    return feature.browser if feature.browser is not None and feature.browser.isVisible() else feature.widget
