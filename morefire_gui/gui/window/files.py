"""The battle's file, from the File menu: a new battle, opening one, saving it (under a name of its own when it came
with the app), closing it and quitting, each asking first to save changes not saved; and the window's title, which
names the battle and its file and marks changes not saved."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMessageBox, QWidget

from morefire_gui.errors import InputError
from morefire_gui.gui.error_report import open_failure
from morefire_gui.gui.i18n import QT_TR_NOOP, tr, tr_kept
from morefire_gui.gui.said import battle_title
from morefire_gui.gui.save_folders import ask_open_path, ask_save_path, save_folder, suggested_path
from morefire_gui.gui.window.part import WindowPart
from morefire_gui.io.battle_names import BATTLE_SUFFIX, battle_file_name, battle_stem, with_battle_suffix
from morefire_gui.io.resources import demo_battle_path, is_bundled_battle
from morefire_gui.session.battle_session import BattleSession

if TYPE_CHECKING:
    from morefire_gui.gui.main_window import MainWindow

APP_NAME = "More Fire!"
# The windows opened beside another (window_beside), kept until the player closes them.
_BESIDE: list[QWidget] = []
# Battles are saved as NAME.mfb.yaml, the ending the desktop knows them by (io/battle_names.py); any YAML opens.
FILE_FILTER = QT_TR_NOOP("More Fire! battles (*.mfb.yaml *.yaml *.yml);;All files (*)")
SAVE_FILTER = QT_TR_NOOP("More Fire! battles (*.mfb.yaml);;YAML files (*.yaml *.yml);;All files (*)")


class BattleFilePart(WindowPart):
    """New, Open, Save, Save As, Close and Quit, and the title that says the battle's file and its changes."""

    # Quit asked this window already (Save or Discard): its close goes ahead without asking again.
    discard_confirmed = False

    def update_title(self) -> None:
        name = self.session.path.name if self.session.path else tr("unsaved")
        self.setWindowTitle(f"{battle_title(self.session.battle.title)} — {name}[*] — {APP_NAME}")
        self.setWindowModified(self.is_modified())

    def is_modified(self) -> bool:
        return not self.undo_stack.isClean() or self.session.unsaved_log or self.changed_outside_undo

    def confirm_discard(self) -> bool:
        if not self.is_modified():
            return True
        answer = QMessageBox.question(
            self,
            APP_NAME,
            tr("Save the changes to “{title}” first?").format(title=battle_title(self.session.battle.title)),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def new_battle(self) -> None:
        from morefire_gui.gui.dialogs.new_battle import NewBattleDialog

        if not self.confirm_discard():
            return
        spec = NewBattleDialog.ask(self.session.tables, self)
        if spec is None:
            return
        session = BattleSession.new(
            spec.width,
            spec.depth,
            spec.unit,
            spec.scale,
            spec.title,
            spec.sides,
            self.session.catalogue,
            self.session.tables,
        )
        self.replace_session(session)
        self.undo_stack.resetClean()
        self.update_title()
        self.message(
            tr("New battle: {width:g} x {depth:g} {unit}").format(width=spec.width, depth=spec.depth, unit=spec.unit),
            log=True,
        )

    def open_dialog(self) -> None:
        if not self.confirm_discard():
            return
        path = ask_open_path(self, tr("Open battle"), save_folder(self.session.path), tr_kept(FILE_FILTER))
        if path is not None:
            self.open_path(path)

    def open_path(self, path: Path) -> bool:
        try:
            session = BattleSession.open(path, self.session.catalogue, self.session.tables)
        except InputError as exc:
            self.show_problems(tr("Cannot open {name}").format(name=Path(path).name), exc)
            return False
        except Exception as exc:  # a fault of the app's own: said with the file's name and logged, never a traceback
            self.show_problems(tr("Cannot open {name}").format(name=Path(path).name), open_failure(Path(path), exc))
            return False
        self.replace_session(session)
        self.remember_opened(path)
        self.message(tr("Opened {path}").format(path=path), log=True)
        return True

    def save(self) -> bool:
        if self.session.path is None or is_bundled_battle(self.session.path):
            return self.save_as()  # a battle that comes with the app is a template: the game gets a name of its own
        return self._save_to(self.session.path)

    def save_as(self) -> bool:
        chosen = ask_save_path(self, tr("Save battle as"), self.suggested_save_path(), tr_kept(SAVE_FILTER))
        if chosen is None:
            return False
        target = with_battle_suffix(chosen)
        if target != chosen and target.exists() and not self._replace_named(target):
            return False  # the file dialog asked about the name typed, not the one with the ending given it
        return self._save_to(target)

    def continue_in_new_battle(self) -> bool:
        """File → Continue in a New Battle…: a long game goes on in a new file, from the battle as it stands, with the
        turn's log and a note of what came before (session/continuation.py); the file it was saved in keeps the
        earlier turns. A battle still small enough to save is offered to be saved first; one past the values a file may
        hold is said to be (its autosave kept every action until now). False when the player cancelled or the new
        file could not be written (the battle in the window stays as it was)."""
        from morefire_gui.io.battle_file import battle_values, file_values_limit
        from morefire_gui.session.continuation import continued

        path = self.session.path
        source = path.name if path is not None else battle_title(self.session.battle.title)
        if battle_values(self.session.battle) <= file_values_limit():
            if not self.confirm_discard():
                return False
        elif (
            QMessageBox.question(
                self,
                tr("Continue in a New Battle"),
                tr(
                    "This battle has grown past the size a battle file may hold, and cannot be saved as it is. The new "
                    "battle goes on from this position, with this turn's log; the earlier turns stay in {source} as it "
                    "was last saved. Continue?"
                ).format(source=source),
                QMessageBox.StandardButton.Ok | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Ok,
            )
            != QMessageBox.StandardButton.Ok
        ):
            return False
        stem = battle_stem(path) if path is not None and not is_bundled_battle(path) else None
        name = tr("{name} (continued)").format(name=stem) if stem else self.session.battle.title
        chosen = ask_save_path(
            self,
            tr("Continue in a New Battle"),
            suggested_path(path, battle_file_name(name)),
            tr_kept(SAVE_FILTER),
        )
        if chosen is None:
            return False
        target = with_battle_suffix(chosen)
        if target != chosen and target.exists() and not self._replace_named(target):
            return False
        if not all(feature.may_save(target) for feature in self.features):
            return False
        going_on = continued(self.session, source)
        try:
            going_on.save(target)
        except InputError as exc:
            self.show_problems(tr("Cannot save {name}").format(name=target.name), exc)
            return False
        self.replace_session(going_on)
        self.remember_opened(target)
        self.update_title()
        self.message(
            tr("Continued in {path}, from {source}: this turn's log is in it, the earlier turns in {source}").format(
                path=target, source=source
            ),
            log=True,
        )
        return True

    def _replace_named(self, target: Path) -> bool:
        """A name typed without its ending names a battle file there already: save over it only when the player says
        so (what it holds is kept as NAME.bak)."""
        answer = QMessageBox.question(
            self,
            tr("Save battle as"),
            tr(
                "{name} (in {folder}) exists already. Save over it? What it holds now is kept as {backup}; Cancel "
                "saves nothing."
            ).format(name=target.name, folder=Path(os.path.abspath(target)).parent, backup=f"{target.name}.bak"),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Save

    def suggested_save_path(self) -> Path:
        """NAME.mfb.yaml beside the battle's file (its name without the ending), or named after the battle's
        title, in the player's folder (gui/save_folders.py), for a battle never saved or one that came with the app."""
        if self.session.path is not None and not is_bundled_battle(self.session.path):
            return suggested_path(self.session.path, f"{battle_stem(self.session.path)}{BATTLE_SUFFIX}")
        return suggested_path(self.session.path, battle_file_name(self.session.battle.title))

    def _save_to(self, path: Path) -> bool:
        if not all(feature.may_save(path) for feature in self.features):
            return False
        try:
            self.session.save(path)
        except InputError as exc:
            self.show_problems(tr("Cannot save {name}").format(name=path.name), exc)
            return False
        self.undo_stack.setClean()
        self.changed_outside_undo = False
        self.remember_opened(path)
        self.update_title()
        if self.view_filter.umpire:
            self.message(tr("Saved {path}").format(path=path), log=False)
        else:  # a side's player is told what the file holds: the battle file is the umpire's, whatever is shown
            self.message(
                tr(
                    "Saved {path}: the whole battle, every side's secrets in it (Export Board saves what this side sees)"
                ).format(path=path),
                log=False,
            )
        for feature in self.features:
            feature.battle_saved(path)
        return True

    def close_battle(self) -> bool:
        """File → Close: after asking to save, this window closes when the app has another window open; the last
        window stays, on the demo battle the app starts with. False when the player cancelled."""
        from morefire_gui.gui.main_window import open_windows

        if len(open_windows()) > 1:
            return self.close()
        if not self.confirm_discard():
            return False
        self.replace_session(BattleSession.open(demo_battle_path(), self.session.catalogue, self.session.tables))
        self.message(tr("Closed the battle: the demo battle is open"), log=False)
        return True

    def window_beside(self, session: BattleSession) -> MainWindow:
        """A new window beside this one, showing ``session``: a second battle recovered after a crash. Kept here, as
        the app keeps the windows a later launch opens, until it is closed."""
        from morefire_gui.gui.main_window import MainWindow

        window = MainWindow(session)
        _BESIDE[:] = [w for w in _BESIDE if w.isVisible()] + [window]
        window.show()
        window.view.fit_table()
        return window

    def quit_app(self) -> None:
        """File → Quit: every window is asked first, each to save its changes; only once all have answered do they
        close, all of them. A Cancel in any window's question (or a save that fails) keeps every window open, those
        already asked too: a window answered Discard keeps its battle as it was, one answered Save is saved."""
        from morefire_gui.gui.main_window import open_windows

        windows = open_windows()
        if not all(window.confirm_discard() for window in windows):
            return
        for window in windows:
            window.discard_confirmed = True  # asked above: its close does not ask again
            window.close()
