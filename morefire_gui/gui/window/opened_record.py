"""Undo of a battle just opened: Edit → Undo offers the actions of its record since the last hand-over, named as the
actions taken in the window are ("Undo Move R 1"), and takes them back as ``morefire undo`` does; Redo takes them
again. A file keeps each action and its dice, not the edit its commit applied: the record is replayed on a session of
its own (session/take_back.py, ``recorded_undo``) and each action's edit given to the undo history
(gui/undo.py, ``ActionCommand.taken``).

The replay is not part of the start: it runs while the window is idle, a few actions at each turn of its event loop
(so that a long record of a crowded battle does not hold the window still), and the record is given to the undo
history at its end, or at once when anything needs it (the Edit menu opened, an action taken). A record that does not replay to the battle (a damaged
file, a battle changed outside its record) leaves Undo greyed, its tooltip saying why; the battle is not changed and
no dialog interrupts the opening. A record whose last action is a hand-over offers nothing either: undo does not cross
it (docs/hidden-information.md), and the tooltip says so."""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from shiboken6 import isValid

from morefire_gui.gui.i18n import tr
from morefire_gui.gui.idle import IDLE_SLICE_S
from morefire_gui.gui.said import said
from morefire_gui.gui.side_words import said_side
from morefire_gui.gui.undo import ActionCommand
from morefire_gui.gui.window.part import WindowPart
from morefire_gui.session.battle_session import BattleSession

if TYPE_CHECKING:
    from morefire_gui.session.take_back import RecordReplay

LOGGER = logging.getLogger("morefire")

# A replay left to finish longer than this when a player acts is not waited for: the window would stand still.
WAIT_AT_MOST_S = 0.5
# What an action of the record is taken to cost before the replay has timed one (a shot with its line of sight).
GUESS_PER_ACTION_S = 0.005


class OpenedRecordPart(WindowPart):
    """The record of a battle just opened, given to the window's undo history."""

    _record_for_undo: BattleSession | None = None  # a session whose record is yet to be given to the undo history
    _record_replay: RecordReplay | None = None  # its replay, as far as the window has taken it while idle
    _replay_seconds = 0.0  # the time the replay has taken so far
    _undo_reach_why = ""  # why Undo reaches no further back, once the undo history is emptied

    def give_record_to_undo_when_idle(self, session: BattleSession) -> None:
        """``session``'s battle is now shown: its record is replayed while the window is idle (from the second turn
        of the event loop, after the start's own work) and given to the undo history, unless something needs it
        sooner."""
        self._record_for_undo = session
        self._record_replay = None
        self._replay_seconds = 0.0
        self._undo_reach_why = ""
        self.say_why_no_undo("")
        QTimer.singleShot(0, self, lambda: QTimer.singleShot(0, self, lambda: self._replay_record_while_idle(session)))

    def _replay_record_while_idle(self, session: BattleSession) -> None:
        """Replay a few more actions of ``session``'s record (for :data:`IDLE_SLICE_S`), and come back at the next
        turn of the event loop; at the end, give the record to the undo history. Nothing once the record has been
        given, or another battle opened."""
        from morefire_gui.session.take_back import RecordReplay, undoable_actions

        if session is not self._record_for_undo or session is not self.session:
            return
        if undoable_actions(session.battle).actions:
            try:
                replay = self._record_replay = self._record_replay or RecordReplay(session)
                start = time.perf_counter()
                end = start + IDLE_SLICE_S
                while replay.forward():
                    if time.perf_counter() > end:
                        self._replay_seconds += time.perf_counter() - start
                        QTimer.singleShot(0, self, lambda: self._replay_record_while_idle(session))
                        return
            except Exception:  # met again, logged and said, as the record is given to undo
                self._record_replay = None
        self.give_record_to_undo()

    def replay_left_s(self) -> float:
        """How long the replay of the record for undo would still take, reckoned from the actions it has replayed so
        far (0: nothing left to replay)."""
        session = self._record_for_undo
        if session is None or session is not self.session:
            return 0.0
        from morefire_gui.session.take_back import undoable_actions

        if not undoable_actions(session.battle).actions:
            return 0.0
        replay = self._record_replay
        done = replay.replayed if replay is not None else 0
        each = self._replay_seconds / done if done else GUESS_PER_ACTION_S
        return max(0, len(session.battle.actions) - done) * each

    def give_record_to_undo_if_quick(self) -> None:
        """The Edit menu opened: the record given to the undo history where its replay is nearly over; else left to
        finish while the window is idle, Undo's tooltip saying so."""
        left = self.replay_left_s()
        if left <= WAIT_AT_MOST_S:
            self.give_record_to_undo()
        elif not self.undo_stack.canUndo():
            self.say_why_no_undo(
                tr(
                    "The actions the battle was opened with are being replayed for Undo while the window is idle: "
                    "some {seconds:.0f} s more"
                ).format(seconds=left)
            )

    def give_record_to_undo_before_acting(self) -> None:
        """A player acts: the record's actions come first in the undo history, where their replay is nearly over. A
        long record still being replayed (a long game just opened) is not waited for, which would hold the window
        still for seconds: Undo starts at this action, and says why it reaches no further back."""
        left = self.replay_left_s()
        if left <= WAIT_AT_MOST_S:
            self.give_record_to_undo()
            return
        session = self._record_for_undo
        assert session is not None
        self.forget_record_for_undo()
        n = len(session.battle.actions)
        self._undo_reach_why = tr(
            "Nothing to undo further back: the %n action(s) the battle was opened with were still being replayed for "
            "Undo when the first action was taken in the window, and are not offered (File → Replay shows them)",
            None,
            n,
        )
        self.message(
            tr(
                "Undo starts at this action: the actions the battle was opened with were still being replayed for "
                "Undo (some {seconds:.0f} s more), and waiting for them would have held the window still"
            ).format(seconds=left)
        )

    def say_why_undo_reaches_no_further(self) -> None:
        """The undo history emptied: Undo's tooltip says why it reaches no further back, where a reason is known."""
        if self._undo_reach_why and isValid(self.undo_action):  # not as the window is taken down
            self.say_why_no_undo(self._undo_reach_why)

    def forget_record_for_undo(self) -> None:
        """A hand-over: the undo history starts again empty, the record's actions are not offered."""
        self._record_for_undo = None
        self._record_replay = None

    def give_record_to_undo(self) -> None:
        """Offer the record's actions undo may take back, in the order they were taken, each already on the battle
        (nothing changes, nothing is marked unsaved); once per battle opened, before anything is pushed."""
        from morefire_gui.session.take_back import RecordDoesNotReplay, recorded_undo, undoable_actions

        session, replay = self._record_for_undo, self._record_replay
        self.forget_record_for_undo()
        if session is None or session is not self.session or self.undo_stack.count() or not session.battle.actions:
            return
        try:
            recorded = recorded_undo(session, replay)
        except RecordDoesNotReplay as refused:
            report = refused.report
            why = said(report.reason)
            self.say_why_no_undo(
                tr(
                    "Nothing to undo: the battle's record does not replay to it as saved, at action {n}: {why}; the "
                    "actions it was opened with cannot be taken back (File → Replay shows where)"
                ).format(n=report.first_difference, why=why)
                if report.first_difference is not None
                else tr(
                    "Nothing to undo: the battle's record does not replay to it as saved: {why}; the actions it was "
                    "opened with cannot be taken back (File → Replay shows where)"
                ).format(why=why)
            )
            return
        except Exception as exc:  # a fault of the app's own: logged and said in the tooltip, never a dialog at open
            LOGGER.error("Replaying the record of %s for undo failed", session.path, exc_info=exc)
            self.say_why_no_undo(
                tr(
                    "Nothing to undo: replaying the battle's record to find what its actions changed met an error the "
                    "app did not expect ({error}); the battle is as saved"
                ).format(error=f"{type(exc).__name__}: {exc}"[:300])
            )
            return
        if not recorded:
            if undoable_actions(session.battle).hand_over is not None:  # the record ends with it
                to = session.battle.at_table
                self.say_why_no_undo(
                    tr(
                        "Nothing to undo: the battle was saved as the table passed to {side}, and undo does not cross "
                        "a hand-over (a side takes back only its own actions since it took the table)"
                    ).format(side=said_side(session.battle, to) if to else tr("everyone (umpire)"))
                )
            return
        clean = self.undo_stack.isClean()
        for taken in recorded:
            assert taken.step.resolution is not None  # an action that replays has its resolution
            self.undo_stack.push(ActionCommand.taken(session, taken.step.resolution, taken.edit))
        if clean:
            self.undo_stack.setClean()  # the battle is as saved: only an Undo makes it differ

    def say_why_no_undo(self, why: str) -> None:
        """Undo's tooltip and status tip: why there is nothing to undo, or (``""``) what Undo does."""
        tip = why or tr("Take back the last change to the battle")
        self.undo_action.setToolTip(tip)
        self.undo_action.setStatusTip(tip)
