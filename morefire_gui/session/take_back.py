"""Undo from a saved battle: the last actions of its record taken back as the window's Undo takes them back.

The window's Undo reverts the one edit an action's commit applied (gui/undo.py) and leaves its log entries. A battle
read from a file keeps each action and the dice it rolled, not that edit: the record is replayed from ``start`` with
its dice (:class:`~morefire_gui.session.replay.Replayer`, which commits each action again through the session), and
the edit each commit applied is reverted on the battle, the last first. The rules the window keeps are kept:

- undo does not cross a hand-over (the hand-over empties the window's undo history: a side takes back only its own
  actions since it took the table, docs/hidden-information.md);
- the log keeps every entry (the app only appends to it): a failed spot, a roll made, stands (docs/cli.md, spot);
- the record keeps no action undone (no second record): an action taken back is taken again as a new action.

    undoable = undoable_actions(session.battle)   # the records undo may take back, last first
    taken = take_back(session, 2)                 # the two actions taken back (ReplaySteps), last first
    recorded = recorded_undo(session)             # the window's: each with its commit's edit, first first
    going = RecordReplay(session)                 # or the replay taken an action at a time (while idle) ...
    while going.forward(): ...
    recorded = recorded_undo(session, going)      # ... and then given to undo

A battle opened in the window gives its Undo the same actions (``recorded_undo``): each as the edit its replayed
commit applied, which the window's Undo reverts and its Redo applies again, as for an action taken in the window.
"""

from __future__ import annotations

from dataclasses import dataclass

from morefire_gui.errors import UsageError
from morefire_gui.model.action_record import ActionRecord
from morefire_gui.model.battle import Battle
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.edits import Compound, Edit
from morefire_gui.session.record import AppendAction, state_digest
from morefire_gui.session.replay import Replayer, ReplayReport, ReplayStep, replay_report, replay_steps
from morefire_gui.session.resolution import Committed

__all__ = [
    "RecordDoesNotReplay",
    "RecordReplay",
    "Recorded",
    "UndoRefused",
    "Undoable",
    "counted_actions",
    "recorded_undo",
    "take_back",
    "undoable_actions",
]

HAND_OVER = "hand_over"


class UndoRefused(UsageError):
    """What cannot be undone, and why: nothing in the record, a hand-over in the way, a record that does not reach
    the battle (bad input: the battle is not changed)."""


class RecordDoesNotReplay(UndoRefused):
    """The record does not replay to the battle as saved (a damaged file, a battle changed outside its record): the
    effects of its actions cannot be found, so none is undone. ``report`` is the replay's (where it parts, and why)."""

    def __init__(self, message: str, report: ReplayReport) -> None:
        super().__init__(message)
        self.report = report


@dataclass(frozen=True)
class Recorded:
    """An action of the record undo may take back, as its replay committed it: the step (its record, and its
    resolution, whose text names it as the window's Undo names an action) and the one edit its commit applied, which
    appends the record as the file keeps it (its time, its dice). Reverting the edit undoes the action; applying it
    again redoes it."""

    step: ReplayStep
    edit: Edit


@dataclass(frozen=True)
class Undoable:
    """The actions undo may take back, last first, and the hand-over it stops at (None: the start of the record)."""

    actions: tuple[ActionRecord, ...]
    hand_over: ActionRecord | None


def undoable_actions(battle: Battle) -> Undoable:
    """The records after the battle's last hand-over (all of them when it has none), last first."""
    taken: list[ActionRecord] = []
    for record in reversed(battle.actions):
        if record.kind == HAND_OVER:
            return Undoable(tuple(taken), record)
        taken.append(record)
    return Undoable(tuple(taken), None)


def _why_no_further(battle: Battle, undoable: Undoable) -> str:
    if undoable.hand_over is not None:
        return (
            f"undo does not cross the hand-over of action {undoable.hand_over.n} (a side takes back only its own "
            f"actions since it took the table)"
        )
    return f"the record holds {counted_actions(len(battle.actions))}"


def counted_actions(n: int) -> str:
    """``no action``, ``1 action``, ``3 actions``: how many the record holds, or undo may take back."""
    return "no action" if n == 0 else "1 action" if n == 1 else f"{n} actions"


def take_back(session: BattleSession, steps: int = 1) -> tuple[ReplayStep, ...]:
    """Take the last ``steps`` actions back out of the record with their effects, as the window's Undo does; the log
    stays. Each is given as its replay gave it (its record, and its resolution, which names it), the last first.
    Raises :class:`UndoRefused` (the battle unchanged) when the record has fewer actions undo may take back, or when
    it does not replay to the battle (the edit of an action is found by replaying it)."""
    battle = session.battle
    where = f"{session.path}: " if session.path is not None else ""
    undoable = undoable_actions(battle)
    if not undoable.actions:
        raise UndoRefused(f"{where}nothing to undo: {_why_no_further(battle, undoable)}")
    if steps > len(undoable.actions):
        raise UndoRefused(
            f"{where}undo may take back {counted_actions(len(undoable.actions))}, not {steps}: "
            + (_why_no_further(battle, undoable) if undoable.hand_over is not None else "the record holds no more")
        )
    replayer = RecordReplay(session).finish()
    taken: list[ReplayStep] = []
    reverted: list[Edit] = []
    for _ in range(steps):
        step, committed, _ = replayer.done[-1]
        taken.append(step)
        edit = _as_recorded(step, committed)
        session.revert(edit)  # the window's Undo: the commit's one edit reverted, the log left as it is
        reverted.append(edit)
        replayer.back()
        if state_digest(battle) != state_digest(replayer.session.battle):
            for edit in reversed(reverted):  # nothing is lost: redone, as the window's Redo does, to the battle read
                session.apply(edit)
            raise UndoRefused(
                f"{where}cannot undo action {step.record.n}: taking it back does not reach the position before it"
            )
    return tuple(taken)


def recorded_undo(session: BattleSession, replay: RecordReplay | None = None) -> tuple[Recorded, ...]:
    """The actions undo may take back (those after the last hand-over, :func:`undoable_actions`), in the order they
    were taken, each with the edit its commit applied, found by replaying the record (on ``replay``, which it
    finishes, else a replay of its own): what the window's Undo offers for a battle just opened, as it offers the
    actions taken in it. Nothing is changed; raises :class:`RecordDoesNotReplay` when the record does not replay to
    the battle."""
    undoable = undoable_actions(session.battle)
    if not undoable.actions:
        return ()
    done = (replay if replay is not None else RecordReplay(session)).finish().done[-len(undoable.actions) :]
    return tuple(Recorded(step, _as_recorded(step, committed)) for step, committed, _ in done)


class RecordReplay:
    """The record replayed for undo on a replayer of its own (the battle open is not changed), an action at a time:
    the window replays it while idle, a few actions at each turn of its event loop, and finishes it at once when it
    is needed."""

    def __init__(self, session: BattleSession) -> None:
        self.session = session
        self.replayer = Replayer(session)
        self._going = replay_steps(session, self.replayer)
        self._steps: list[ReplayStep] = []
        self._over = False

    @property
    def replayed(self) -> int:
        """How many of the record's actions have been replayed so far."""
        return len(self._steps)

    def forward(self) -> bool:
        """Replay the next action of the record; False once the replay is over (at the end of the record, or after
        an action that does not replay as it was played)."""
        step = None if self._over else next(self._going, None)
        if step is None:
            self._over = True
            return False
        self._steps.append(step)
        return True

    def finish(self) -> Replayer:
        """The replayer at the end of the record, each action's commit kept. Raises :class:`RecordDoesNotReplay` when
        the record does not reach the battle."""
        while self.forward():
            pass
        report = replay_report(self.session, tuple(self._steps))
        if not report.same:
            path = self.session.path
            # Where it parts is said by the window's File > Replay, and by the command line's own command after it.
            raise RecordDoesNotReplay(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "{where}cannot undo: its record does not replay to the battle as saved{at} ({why}); File > "
                    "Replay{command} says more",
                ).format(
                    where=f"{path}: " if path is not None else "",
                    at=QT_TRANSLATE_NOOP("Rules", " at action {n}").format(n=report.first_difference)
                    if report.first_difference
                    else "",
                    why=report.reason,
                    command=f" or morefire replay {path or 'BATTLE'}",
                ),
                report,
            )
        return self.replayer


def _as_recorded(step: ReplayStep, committed: Committed) -> Edit:
    """The edit an action's replayed commit applied, appending the action's record as the file keeps it (the replay
    appends a record of its own, made as it commits: the time it was taken would be the replay's), so that an action
    undone and redone is recorded as it was."""
    edit = committed.edit
    if not isinstance(edit, Compound):
        return edit
    kept = tuple(AppendAction(step.record) if isinstance(e, AppendAction) else e for e in edit.edits)
    return Compound(kept, edit.text)
