"""A dialog left open follows the session: what the battle no longer says is never shown, nor acted on.

While a dialog is open the battle can change under it: Undo or Redo (Edit menu, Ctrl+Z), Next step or Back, a hand-over
(Players → Hand Over). :class:`SessionFollower` listens to the session for the dialog, from its opening to its closing:

- the action the dialog took (its Fire, Roll, Write the Request) taken back by Undo or Back: the result it shows is no
  longer the battle's, so the dialog closes, and the status bar says which was taken back;
- the table handed over to another side's player: what the dialog shows is the last player's (their view, their
  hidden units), so it closes, and the status bar says so;
- anything else before the dialog has acted (a move undone, a step gone on): the dialog asks the session again
  (``refresh``), so that what it offers, and whether its button is enabled, is what the session now decides; when the
  session can no longer say (a unit the dialog was opened for is gone), it closes, saying why in the status bar.

The dialog only renders: it takes its action through the window (``Editor.act``, which has the session perform and
commit it) inside :meth:`SessionFollower.act`, so that the change its own action makes is not mistaken for one made
under it."""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence

import shiboken6
from PySide6.QtWidgets import QDialog, QWidget

from morefire_gui.errors import MoreFireError
from morefire_gui.gui.board.tools.base import Editor
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import said_error
from morefire_gui.model.action_record import ActionRecord
from morefire_gui.model.battle import Battle
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.edits import Change
from morefire_gui.session.resolution import Resolution


def _nothing() -> None:
    """What a follower that has stopped asks of its dialog: nothing."""


def close_open_dialogs(window: QWidget) -> None:
    """Close every dialog of ``window`` left open (a window of its own beside the board, which a cover over the
    window does not hide): at a hand-over, nothing of the last player's view is left on the screen."""
    for dialog in window.findChildren(QDialog):
        if dialog.isVisible():
            dialog.close()


def last_record(battle: Battle) -> ActionRecord | None:
    """The record of the action taken last (the one a dialog or a dock has just shown the result of)."""
    return battle.actions[-1] if battle.actions else None


def still_stands(battle: Battle, record: ActionRecord | None) -> bool:
    """Whether ``record``'s action is still the battle's: Undo (or Back) takes it off the record, Redo puts the same
    record back."""
    return record is not None and any(r is record for r in battle.actions)


class SessionFollower:
    """Keeps ``dialog`` following ``session`` until it is closed (see the module's docstring). ``refresh`` asks the
    session again before the dialog has acted; ``record``: the action whose result the dialog shows from its opening
    (a fire mission's landing: the Next step that landed it); ``taken_back`` takes away what the dialog drew on the
    board of the result taken back (a barrage's impact and its zone's marks)."""

    def __init__(
        self,
        dialog: QDialog,
        session: BattleSession,
        editor: Editor | None,
        refresh: Callable[[], object] = lambda: None,
        record: ActionRecord | None = None,
        taken_back: Callable[[], object] = lambda: None,
    ) -> None:
        # The dialog holds its follower: the follower holds it weakly, so that the two never make a cycle.
        self._dialog = weakref.ref(dialog)
        self.session, self.editor, self.refresh = session, editor, refresh
        self.taken_back = taken_back
        self.record = record
        self.at_table = session.battle.at_table
        self._acting = False
        self._following = True
        session.subscribe(self._changed)
        # Closed, the dialog stops following. (Not on ``destroyed``: a dialog and its follower refer to each other, and
        # a slot of the follower called from the dialog's destructor while the garbage collector frees the two
        # crashed the process; a dialog deleted without finishing is noticed at the next change instead.)
        dialog.finished.connect(self.stop)

    def act(self, take: Callable[[], Resolution | None], shows_result: bool = True) -> Resolution | None:
        """Take the dialog's action (``take`` has the window act); an accepted one is the record whose result the
        dialog shows (``shows_result`` False: a dialog that shows the battle as it stands, as the score does, and
        asks the session again when it changes, Undo or not). A dialog closed (by the player, or for what changed
        under it) takes none: None."""
        if not self._following:
            return None
        self._acting = True
        try:
            resolution = take()
        finally:
            self._acting = False
        if shows_result and resolution is not None and resolution.accepted:
            self.record = last_record(self.session.battle)
        return resolution

    def stop(self, *args: object) -> None:
        if self._following:
            self._following = False
            self.session.unsubscribe(self._changed)
        # The dialog holds its follower, and the follower the dialog's own methods: let go of them, so that the two
        # are freed when the dialog is let go of, not later by the garbage collector at whatever moment it runs (a
        # widget deleted inside a focus change crashed the process).
        self.refresh = self.taken_back = _nothing

    def _changed(self, changes: Sequence[Change]) -> None:
        if self._acting or not self._following:
            return
        dialog = self._dialog()
        if dialog is None or not shiboken6.isValid(dialog):  # let go of, or deleted with its window, never finished
            return self.stop()
        battle = self.session.battle
        if battle.at_table != self.at_table:
            return self._close(tr("The table was handed over: the dialog “{title}” closed").format(title=self._title()))
        if self.record is not None:
            if not still_stands(battle, self.record):
                self.taken_back()
                return self._close(
                    tr("Taken back: the dialog “{title}” closed, as what it showed is no longer the battle's").format(
                        title=self._title()
                    )
                )
            return  # the result on show still stands
        try:
            self.refresh()
        except MoreFireError as exc:  # what the dialog was opened for is gone (a unit an Undo took off the table)
            self._close(tr("{why}: the dialog “{title}” closed").format(why=said_error(exc), title=self._title()))

    def _title(self) -> str:
        dialog = self._dialog()
        return dialog.windowTitle() if dialog is not None else ""

    def _close(self, message: str) -> None:
        self.stop()
        dialog = self._dialog()
        if dialog is not None:
            dialog.close()
            dialog.reject()  # a dialog shown with exec() ends its loop; one never shown is done with
        if self.editor is not None:
            self.editor.message(message, log=True)  # whole in the log's messages, where the status bar cuts it
