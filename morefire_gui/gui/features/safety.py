"""Never losing a game: autosave on a timer and after every resolution, recovery after a crash, and a lock
that tells a crash from a second running copy (session/autosave.py does the work, with Qt's QLockFile as its lock:
gui/autosave_lock.py)."""

from __future__ import annotations

import os
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox, QWidget

from morefire_gui.errors import InputError
from morefire_gui.gui.autosave_lock import process_locks
from morefire_gui.gui.error_report import open_failure
from morefire_gui.gui.features import Feature, FeatureHost
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.idle import run_while_idle
from morefire_gui.gui.said import said_error
from morefire_gui.gui.settings import app_data_folder, app_settings
from morefire_gui.io.resources import demo_battle_path
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.edits import Aspect, Change

if TYPE_CHECKING:
    from morefire_gui.session.autosave import Autosaver, Recoverable

DEFAULT_MINUTES = 2.0


def data_folder() -> Path:
    """Where autosaves live: in the app's data folder."""
    return app_data_folder() / "autosave"


def autosave_minutes() -> float:
    try:
        value = float(str(app_settings().value("autosave/minutes", DEFAULT_MINUTES)))
    except (TypeError, ValueError):
        value = DEFAULT_MINUTES
    return value if value > 0 else DEFAULT_MINUTES


def file_stamp(path: Path | None) -> tuple[int, int, int] | None:
    """When a file was written, its size and its inode (a save renames a new file into place): None, no file."""
    if path is None:
        return None
    try:
        st = Path(path).stat()
    except OSError:
        return None
    return (st.st_mtime_ns, st.st_size, st.st_ino)


def same_file(a: Path, b: Path) -> bool:
    return Path(os.path.abspath(a)).resolve() == Path(os.path.abspath(b)).resolve()


def ask_recovery(parent: QWidget, text: str) -> QMessageBox.StandardButton:
    """Ask whether to recover an autosave: Recover (Yes), Discard (deletes it) or Not Now (No: it is offered again at
    the next start), each button saying what it does rather than "Yes" and "No" beside "Discard"."""
    box = QMessageBox(
        QMessageBox.Icon.Question, tr("Recover battle"), text, QMessageBox.StandardButton.NoButton, parent
    )
    box.setStandardButtons(
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.No
    )
    box.setDefaultButton(QMessageBox.StandardButton.Yes)
    for button, words in (
        (QMessageBox.StandardButton.Yes, tr("&Recover")),
        (QMessageBox.StandardButton.Discard, tr("&Discard It")),
        (QMessageBox.StandardButton.No, tr("&Not Now")),
    ):
        shown = box.button(button)
        if shown is not None:
            shown.setText(words)
    box.setInformativeText(
        tr("Not Now keeps the autosave and offers it again at the next start; Discard It deletes it.")
    )
    return QMessageBox.StandardButton(box.exec())


class SafetyFeature(Feature):
    # Every change a player makes to the battle: a resolution's log entry, and a unit moved, a piece drawn, a step of
    # the sequence of play, an undo or a redo, none of which writes one. A kill loses none of them.
    shows = frozenset({Aspect.LOG, Aspect.UNITS, Aspect.TERRAIN, Aspect.BATTLE, Aspect.TURN, Aspect.RECORD})

    def __init__(self, window: FeatureHost) -> None:
        super().__init__(window)
        self.autosaver: Autosaver | None = None
        self.session: BattleSession | None = None
        self.timer = QTimer(self.widget)
        self.timer.timeout.connect(self.autosave_now)
        # An action's edits, its record and its log entry come one after another: they are autosaved once, as soon as
        # the action is done (and the undo history says whether the battle differs from its file).
        self.soon = QTimer(self.widget)
        self.soon.setSingleShot(True)
        self.soon.setInterval(0)
        self.soon.timeout.connect(self._autosave_soon)
        # The changes heard, and how many of them the last autosave holds: an action's log entry is autosaved at once,
        # and the autosave once the action is done is not written again when nothing changed since (in a long game
        # each write is the whole file: docs/performance.md, "Long games").
        self.heard = 0
        self.autosaved_at: int | None = None
        # A battle made in the window (File → New, New Random Battle) differs from any file before its first change:
        # the New Battle dialog's answers are autosaved as soon as it is made, not at the first change or the timer.
        window.undo_stack.cleanChanged.connect(self._clean_changed)
        self.last_autosave: Path | None = None
        # The battle's file as this window last read or wrote it: a file changed since (by another window, another
        # copy of the app, `morefire act --apply`) is not saved over without asking.
        self.file_seen: tuple[int, int, int] | None = None
        # A crashed copy's autosave this window recovered: deleted once the work is on disk under this window's own
        # autosave or in the battle's file, never before (a disk full at the recovery would leave no copy at all).
        self.recovered_from: Recoverable | None = None
        # The autosave could not be written (a full disk, a read-only folder): said in Messages once, and that it
        # works again once it does.
        self.failing = False
        # What the player was last told of the battle's size against the values a file may hold (io/battle_file.py,
        # size_warning): said again only when it says something new (near it, then past it).
        self.size_said: str | None = None

    # -- keeping an autosave ---------------------------------------------------------------------------------------------
    def session_attached(self, session: BattleSession) -> None:
        self._let_go_of_recovered()  # the player was asked before the battle was replaced
        self._release()
        self.session = session
        self.size_said = None
        self.autosaved_at = None
        self.file_seen = file_stamp(session.path)
        held, failed = self._hold(session.path)
        self.failing = failed is not None
        if failed is not None:
            self.warn_on_opening(session, self._failed(failed), tr("autosave failed"))
        if not held:
            self.warn_on_opening(session, self._held_elsewhere(), tr("another window has it open"))
        self.timer.start(int(autosave_minutes() * 60_000))
        self._make_history_ahead(session)

    def _make_history_ahead(self, session: BattleSession) -> None:
        """The battle's history made into the file's text while the window is idle (io/battle_file.py,
        ``history_made_ahead``): the autosave after the first action in a long game opened writes only what the
        action added, as after any other, rather than the whole history at once (two seconds for 3,000 shots)."""
        from morefire_gui.io.battle_file import history_made_ahead

        run_while_idle(self.widget, history_made_ahead(session.battle), lambda: session is self.session)

    def _hold(self, path: Path | None) -> tuple[bool, InputError | None]:
        """Take this window's autosave of the battle at ``path``: False when another window has it open too (this one
        autosaves all the same), and why the autosave's folder could not be written (a full disk, a read-only
        folder): the battle opens all the same, and the autosave is tried again at the next change."""
        from morefire_gui.session.autosave import Autosaver

        self.autosaver = Autosaver(data_folder(), path, process_locks())
        try:
            taken = self.autosaver.acquire()
        except InputError as exc:
            return not self.autosaver.shared(), exc
        return taken and not self.autosaver.shared(), None

    def _failed(self, exc: InputError) -> str:
        return tr(
            "Autosave failed: {exc}. The battle stays open, marked unsaved; the autosave is tried again at each change"
        ).format(exc=said_error(exc))

    def _held_elsewhere(self) -> str:
        return tr(
            "This battle is open in another window too: each autosaves its own work, and Save asks before writing "
            "over what the other saved"
        )

    def _release(self) -> None:
        if self.autosaver is not None:
            self.autosaver.release()
            self.autosaver = None

    def preferences_changed(self) -> None:
        """A new autosave interval chosen in Preferences takes effect at once."""
        if self.session is not None:
            self.timer.start(int(autosave_minutes() * 60_000))

    def changed(self, changes: Sequence[Change]) -> None:
        self.heard += 1
        if any(c.aspect is Aspect.LOG for c in changes):
            self.autosave_now()  # a resolution's log entry (a roll made): at once
        self.soon.start()  # and once the action, the undo or the redo is done

    def _clean_changed(self, clean: bool) -> None:
        self.autosaved_at = None  # written again whatever was heard: a change of any kind made it differ from its file
        if not clean:
            self.soon.start()  # once the battle is in place (a record given to undo is made clean again by then)

    def _autosave_soon(self) -> None:
        if self.autosaved_at == self.heard and self.last_autosave is not None and self.window.is_modified():
            return  # every change heard is in the autosave written a moment ago (the action's log entry's)
        self.autosave_now()

    def autosave_now(self) -> Path | None:
        self.soon.stop()
        if self.autosaver is None or self.session is None:
            return None
        if not self.window.is_modified():
            # Undone back to the battle as saved: the file is the newest copy, and an autosave of the undone work must
            # not be offered after a crash as if it were the player's.
            self.autosaver.drop_autosave()
            self.last_autosave = None
            self.autosaved_at = None
            return None
        heard = self.heard
        try:
            self.last_autosave = self.autosaver.save(self.session.battle)
        except InputError as exc:
            self.autosaved_at = None
            self.window.message(self._failed(exc), log=not self.failing)  # in Messages once, until it works again
            self.failing = True
            return None
        if self.failing and self.last_autosave is not None:
            self.failing = False
            self.window.message(tr("Autosaved again: {path}").format(path=self.last_autosave), log=True)
        self.autosaved_at = heard if self.last_autosave is not None else None
        self._let_go_of_recovered()
        self._say_size(self.autosaver.values)
        return self.last_autosave

    def _say_size(self, values: int) -> None:
        """A battle near the values a battle file may hold, or past them, is said in the status bar and in Messages,
        once for each: what it holds, and to go on from its position in a new file before it can no longer be
        saved (docs/reliability.md, "A long game")."""
        from morefire_gui.io.battle_file import file_values_limit, size_warning

        warning = size_warning(values)
        level = None if warning is None else "over" if values > file_values_limit() else "near"
        if level is not None and level != self.size_said:
            self.window.message(warning or "", log=True)
        self.size_said = level

    def _let_go_of_recovered(self) -> None:
        from morefire_gui.session.autosave import discard

        if self.recovered_from is not None:
            item, self.recovered_from = self.recovered_from, None
            try:
                discard(item)
            except InputError as exc:  # the work is on disk; the crashed copy is offered again, saying so
                self.window.message(
                    tr(
                        "The recovered autosave could not be deleted ({exc}); it is offered again at the next start, "
                        "where Discard It deletes it"
                    ).format(exc=said_error(exc)),
                    log=True,
                )

    def may_save(self, path: Path) -> bool:
        """Save over the battle's file only as this window last saw it; changed since, or there now though it was not
        when the window opened or saved the battle (a recovered battle whose file had gone, written again since), the
        player is asked (and the file as it is now is kept as NAME.bak by the save)."""
        if self.session is None or self.session.path is None or not same_file(path, self.session.path):
            return True
        now = file_stamp(path)
        if now is None or now == self.file_seen:
            return True
        when = datetime.fromtimestamp(now[0] / 1e9).strftime("%d %b %Y %H:%M:%S")
        said = dict(name=path.name, folder=Path(os.path.abspath(path)).parent, when=when, backup=f"{path.name}.bak")
        text = (
            tr(
                "{name} (in {folder}) was changed on disk at {when}, after this window opened or saved it: by another "
                "window, another copy of More Fire! or a command. Save over it? What it holds now is kept as "
                "{backup}; Cancel lets you Save As under another name."
            )
            if self.file_seen is not None
            else tr(
                "{name} (in {folder}) was not there when this window opened the battle; it was written at {when}: by "
                "another window, another copy of More Fire! or a command. Save over it? What it holds now is kept as "
                "{backup}; Cancel lets you Save As under another name."
            )
        ).format(**said)
        answer = QMessageBox.question(
            self.widget,
            tr("Battle changed on disk"),
            text,
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer in (QMessageBox.StandardButton.Save, QMessageBox.StandardButton.Yes)

    def battle_saved(self, path: Path) -> None:
        self.file_seen = file_stamp(Path(path))
        self.autosaved_at = None
        self._let_go_of_recovered()
        if self.autosaver is None or self.autosaver.battle_path != Path(os.path.abspath(path)):
            self._release()
            held, failed = self._hold(Path(path))
            if failed is not None:
                self.window.message(self._failed(failed), log=not self.failing)
            self.failing = failed is not None
            if not held:
                self.window.message(self._held_elsewhere(), log=True)
        else:
            self.autosaver.drop_autosave()  # the file itself is now the newest copy

    def window_closing(self) -> None:
        self.timer.stop()
        self.soon.stop()
        self._let_go_of_recovered()  # saved, or discarded when asked
        self._release()

    # -- recovering ------------------------------------------------------------------------------------------------------------
    def candidates(self) -> list[Recoverable]:
        from morefire_gui.session.autosave import recoverable

        mine = self.autosaver.autosave_path if self.autosaver else None
        # An autosave older than its battle's file is offered too, saying so: the file was written after the crash (a
        # command, another window, a Save after Not Now), and what the crashed window played may not be in it.
        return [r for r in recoverable(data_folder(), process_locks()) if r.autosave != mine]

    def _unreadable(self, item: Recoverable, name: str, when: str) -> str:
        """What the player is told of an autosave that cannot be read: nothing is deleted, the battle's own file is
        as it was saved, and the autosave is offered again at the next start (where Discard It deletes it)."""
        if item.original is None:
            return tr(
                "The autosave of {name} from {when} cannot be read. Nothing is deleted: it is kept as it is and offered "
                "again at the next start, where Discard It deletes it."
            ).format(name=name, when=when)
        return tr(
            "The autosave of {name} from {when} cannot be read. Nothing is deleted: {name} (in {folder}) is as it was "
            "last saved, and the autosave is kept as it is and offered again at the next start, where Discard It "
            "deletes it."
        ).format(name=name, when=when, folder=item.original.parent)

    def offer_recovery(self) -> bool:
        """After a crash: offer each autosave left, the newest first, until the player says Not Now: the first
        recovered in this window, each one after it in a window of its own (an app that crashed with two battles open
        gives both back). One older than its battle's file is offered saying when the file was saved since. One that
        cannot be read is said, with its file, line and what is wrong, and kept; the next one is offered. True when
        one was recovered."""
        from morefire_gui.session.autosave import discard

        recovered = False
        for item in self.candidates():
            if not item.autosave.exists():
                continue  # recovered or discarded meanwhile, by another copy of the app
            name = item.original.name if item.original else tr("an unsaved battle")
            when = item.saved_at.astimezone().strftime("%d %b %Y %H:%M")
            answer = ask_recovery(self.widget, self._offer(item, name, when))
            if answer == QMessageBox.StandardButton.Discard:
                try:
                    discard(item)
                except InputError as exc:
                    self.window.show_problems(
                        tr(
                            "The autosave of {name} from {when} could not be deleted: it is kept, and offered again "
                            "at the next start."
                        ).format(name=name, when=when),
                        exc,
                    )
                continue
            if answer != QMessageBox.StandardButton.Yes:
                break
            from morefire_gui.io.battle_file import autosave_values_limit

            try:
                session = BattleSession.open(
                    item.autosave, self.window.session.catalogue, self.window.session.tables, autosave_values_limit()
                )
            except InputError as exc:  # damaged on disk: said, kept, and the next autosave offered
                self.window.show_problems(self._unreadable(item, name, when), exc)
                continue
            except Exception as exc:  # a fault of the app's own: said with the file's name and logged
                self.window.show_problems(self._unreadable(item, name, when), open_failure(item.autosave, exc))
                continue
            (self if not recovered else self._window_of_its_own()).recover(item, session, name, when)
            recovered = True
        return recovered

    def _offer(self, item: Recoverable, name: str, when: str) -> str:
        """The recovery question: which battle, from when, and whether its file was saved since."""
        where = (
            tr(
                "{name} (in {folder}) from {when} was left, and the file is not there now (moved, deleted, or on a "
                "drive not connected); Save writes it there again once its folder is there, Save As anywhere"
            ).format(name=name, folder=item.original.parent, when=when)
            if item.original and not item.original.exists()
            else tr("{name} (in {folder}) from {when} is newer than the file").format(
                name=name, folder=item.original.parent, when=when
            )
            if item.original and item.newer_than_original
            else tr(
                "{name} (in {folder}) from {when} was left, but the file was saved after it, at {saved}; saving the "
                "recovered battle keeps the file as it is now as {backup}"
            ).format(
                name=name,
                folder=item.original.parent,
                when=when,
                saved=datetime.fromtimestamp(item.original.stat().st_mtime).strftime("%d %b %Y %H:%M"),
                backup=f"{name}.bak",
            )
            if item.original
            else tr("{name} from {when} was left").format(name=name, when=when)
        )
        return tr("More Fire! did not close properly last time. An autosave of {where}. Recover it?").format(
            where=where
        )

    def _window_of_its_own(self) -> SafetyFeature:
        """A new window beside this one, for a second battle recovered."""
        session = BattleSession.open(demo_battle_path(), self.window.session.catalogue, self.window.session.tables)
        return self.window.window_beside(session).feature(SafetyFeature)

    def recover(self, item: Recoverable, session: BattleSession, name: str, when: str) -> None:
        """Show ``session``, read from ``item``'s autosave, in this window, as the battle of ``item``'s file."""
        session.path = item.original  # absolute: Save writes where the battle came from, whatever the folder
        self.window.replace_session(session)  # this window's own autosave and lock, for the battle's file
        self.window.undo_stack.resetClean()  # recovered work is unsaved until the player saves it
        self.window.update_title()
        self.window.message(tr("Recovered the autosave of {name} from {when}").format(name=name, when=when), log=True)
        self.recovered_from = item
        self.autosave_now()  # kept under this window's name before the crashed copy goes (a failure said last)
