"""A battle's record, replayed: from the position it started from (``start``), each committed action performed again
with the dice it rolled, and the position reached compared with the one saved. ``morefire replay`` reports it, and
File -> Replay shows it step by step on the board, changing nothing.

    report = replay(session)            # a ReplayReport: .same, .first_difference, .steps (one per action)
    for step in replay_steps(session):  # each action's position, resolution and explanation, in order
        ...
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from pydantic import ValidationError

from morefire_gui.errors import MoreFireError
from morefire_gui.io.validation_words import first_said
from morefire_gui.model.action_record import ActionRecord
from morefire_gui.model.actions import Action, parse_action
from morefire_gui.model.battle import Battle, BattleState
from morefire_gui.model.log import LogEntry, LoggedModifier, LoggedRoll, LoggedStep
from morefire_gui.rules.dice import Die, DieRoll, ScriptedDice
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, said_error
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.record import state_digest
from morefire_gui.session.resolution import Committed, Resolution

__all__ = ["ReplayReport", "ReplayStep", "Replayer", "replay", "replay_report", "replay_steps", "start_battle"]


@dataclass(frozen=True)
class ReplayStep:
    """One action of the record performed again: the record, the action, its resolution (with the steps that explain
    it), whether its position is the one it left when played (``same``), and the battle as it stood after it."""

    record: ActionRecord
    action: Action | None
    resolution: Resolution | None
    same: bool
    problem: str = ""

    @property
    def title(self) -> str:
        # A message, so that the replay says it in the window's language whole (the step of a Next in its words).
        return QT_TRANSLATE_NOOP("Rules", "{n}. {action}").format(
            n=self.record.n, action=self.resolution.text if self.resolution else self.record.kind
        )


@dataclass(frozen=True)
class ReplayReport:
    """The whole record replayed: the number of actions, whether the position reached is the saved one, and, when it
    is not, the first action where the two part (its number and why)."""

    actions: int
    same: bool
    first_difference: int | None
    reason: str
    steps: tuple[ReplayStep, ...]


def start_battle(battle: Battle) -> Battle:
    """The position the record starts from, as a battle of its own (a battle without a record starts where it is)."""
    source: BattleState = battle.start if battle.start is not None else battle
    data = source.model_dump(exclude={"log", "actions", "start"})
    start = Battle.model_validate(data)
    return start


def _dice(record: ActionRecord) -> ScriptedDice:
    return ScriptedDice([r.face for r in record.dice])


def _rolled_as_recorded(rolled: tuple[DieRoll, ...], record: ActionRecord) -> str:
    """Why the dice rolled again differ from the record's (more or fewer, or another die), or ''. A roll's purpose
    is words (it names units as the app names them now), so another wording of the same roll is the same roll."""
    if len(rolled) != len(record.dice):
        return QT_TRANSLATE_NOOP("Rules", "it rolled {n} dice where the record has {recorded}").format(
            n=len(rolled), recorded=len(record.dice)
        )
    for n, (roll, kept) in enumerate(zip(rolled, record.dice), start=1):
        if roll.die is not Die.parse(kept.die):
            return QT_TRANSLATE_NOOP(
                "Rules", "its roll {n} is a {die} for {purpose}, the record's a {recorded_die} for {recorded_purpose}"
            ).format(
                n=n, die=roll.die.label, purpose=roll.purpose, recorded_die=kept.die, recorded_purpose=kept.purpose
            )
    return ""


def _decided(steps: Sequence[LoggedStep]) -> tuple[list[tuple[str, int, int, bool]], int]:
    """What a log entry's steps say the rules decided, without their words: each roll (its die, face and reading, and
    whether it was rolled by hand), in order, and what the modifiers came to. How the steps explain it — the notes,
    the table rows read, how the modifiers are split over lines — is not compared: a battle an older version saved,
    which explained each of a firer's identical weapons on lines of its own (a Tiger's two TMGs, now one line with
    a count and their modifier once for both), replays as the same battle."""
    rolls = [(s.die, s.face, s.reading, s.by_hand) for s in steps if isinstance(s, LoggedRoll)]
    return rolls, sum(s.value for s in steps if isinstance(s, LoggedModifier))


# An older version logged every aircraft's run under the aircraft and AA fire step, whichever step it was flown in; a
# run is now logged in the step it commits in (docs/rules-notes.md, "Sequence of play — an aircraft's run").
_RUN_LOGGED_BEFORE = "movement.air_fire"


def _same_entry(a: LogEntry, b: LogEntry) -> bool:
    """The same log entry, as far as the rules are concerned: the same kind, turn, step, side, secrecy, who acted and
    at whom, and steps deciding the same. Its title, summary and steps' words are not compared: a battle saved by an
    older version, whose texts named units by their ids, replays as the same battle (:func:`_decided`)."""
    keys = ("kind", "turn", "side", "secret", "actors", "targets")
    return (
        all(getattr(a, k) == getattr(b, k) for k in keys)
        and (a.phase == b.phase or (a.kind == "airstrike" and a.phase == _RUN_LOGGED_BEFORE))
        and _decided(a.steps) == _decided(b.steps)
    )


def _same_entries(kept: Sequence[LogEntry], written: Sequence[LogEntry]) -> bool:
    """An action's log entries written again are the ones kept: the same entries (:func:`_same_entry`), in order, or
    in another order. An older version wrote the entries each side reads of its own at the start of a turn (its
    batteries and missions) in an order that changed from one run to the next; a battle it saved replays the same."""
    if len(kept) != len(written):
        return False
    if all(_same_entry(a, b) for a, b in zip(kept, written)):
        return True
    left = list(written)
    for a in kept:
        match = next((i for i, b in enumerate(left) if _same_entry(a, b)), None)
        if match is None:
            return False
        del left[match]
    return True


class Replayer:
    """A battle's record replayed step by step on a session of its own (the battle open is not changed): forward
    performs the next action again with its dice and commits it, back reverts the last one and takes its log entries
    off again. Before each action the log is brought to where it stood when it was taken (the entries of actions
    undone before it are put back, those of actions stepped back over are taken off: the rules read who acted, fired
    and rolled to spot this turn from the log). File -> Replay shows ``session`` on a board of its own."""

    def __init__(self, session: BattleSession) -> None:
        self.original = session.battle
        self.session = BattleSession(start_battle(self.original), None, session.catalogue, session.tables)
        # Each action replayed, with the length of the log before it was (back brings the log to that length again).
        self.done: list[tuple[ReplayStep, Committed, int]] = []
        self.stopped: ReplayStep | None = None  # an action that could not be replayed: the replay goes no further

    @property
    def records(self) -> list[ActionRecord]:
        return self.original.actions

    @property
    def position(self) -> int:
        """How many actions have been replayed (0: the start)."""
        return len(self.done)

    @property
    def at_end(self) -> bool:
        return self.position == len(self.records) or self.stopped is not None

    def forward(self) -> ReplayStep | None:
        """Replay the next action; None at the end (or after an action that could not be replayed)."""
        if self.at_end:
            return None
        record = self.records[self.position]
        log = self.session.battle.log
        before = len(log)
        upto = (record.log_from or len(log) + 1) - 1
        del log[upto:]  # entries left by a step taken back and its undone neighbours are not this action's past
        log.extend(self.original.log[len(log) : upto])
        try:
            action = parse_action(record.action)
        except ValidationError as exc:
            return self._stop(
                ReplayStep(
                    record,
                    None,
                    None,
                    False,
                    QT_TRANSLATE_NOOP("Rules", "the action cannot be read: {why}").format(why=first_said(exc)),
                ),
                before,
            )
        if type(action).reads_aircraft_figures:
            self._fly_with(record)
        try:
            resolution = self.session.perform(action, _dice(record))
        except MoreFireError as exc:
            return self._stop(ReplayStep(record, action, None, False, said_error(exc)), before)
        if resolution.refused:
            return self._stop(
                ReplayStep(
                    record,
                    action,
                    resolution,
                    False,
                    QT_TRANSLATE_NOOP("Rules", "it is refused now: {why}").format(why=resolution.refusal),
                ),
                before,
            )
        problem = _rolled_as_recorded(resolution.dice, record)
        committed = self.session.commit(resolution)
        assert committed is not None
        digest = self.session.battle.actions[-1].state
        if not problem and record.state is not None and digest != record.state:
            problem = QT_TRANSLATE_NOOP("Rules", "the position it leaves is not the one it left when it was played")
        originals = [self.original.log[seq - 1] for seq in record.log if seq <= len(self.original.log)]
        if not problem and not _same_entries(originals, committed.entries):
            problem = QT_TRANSLATE_NOOP("Rules", "its log entries are not the ones it wrote when it was played")
        step = ReplayStep(record, action, resolution, not problem, problem)
        self.done.append((step, committed, before))
        if problem:
            self.stopped = step
        return step

    def _fly_with(self, record: ActionRecord) -> None:
        """The aircraft figures the action was played with: the record's (a player's own), else the app's."""
        from morefire_gui.io.aircraft_tables import figures_from

        figures = figures_from(record.aircraft_figures)
        if self.session.tables.aircraft is not figures:
            self.session.tables = self.session.tables.replaced(aircraft=figures)

    def _stop(self, step: ReplayStep, log_length: int) -> ReplayStep:
        del self.session.battle.log[log_length:]  # nothing was committed: the log stands as before the step
        self.stopped = step
        return step

    def back(self) -> ReplayStep | None:
        """Take the last replayed action back; the step now shown (None: the start)."""
        if not self.done:
            return None
        _, committed, log_length = self.done.pop()
        self.session.revert(committed.edit)
        del self.session.battle.log[log_length:]  # its entries, and those put back before it, are not the past now
        self.stopped = None
        return self.done[-1][0] if self.done else None

    def to(self, position: int) -> None:
        """Go to the position after ``position`` actions (0: the start)."""
        while self.position > position:
            self.back()
        while self.position < position and self.forward() is not None and not self.stopped:
            pass


def replay_steps(session: BattleSession, replayer: Replayer | None = None) -> Iterator[ReplayStep]:
    """Perform the record's actions again, one by one, up to the end or the first that parts from the record (on
    ``replayer``, a new one by default: one given is left where the replay stopped, each action's commit kept)."""
    replayer = replayer if replayer is not None else Replayer(session)
    while (step := replayer.forward()) is not None:
        yield step
        if not step.same:
            return


def replay(session: BattleSession, replayer: Replayer | None = None) -> ReplayReport:
    """Replay the whole record and compare the position reached with the battle's (on ``replayer``, as
    :func:`replay_steps`: undo takes back the commits it keeps, session/take_back.py)."""
    return replay_report(session, tuple(replay_steps(session, replayer)))


def replay_report(session: BattleSession, steps: tuple[ReplayStep, ...]) -> ReplayReport:
    """The report of a replay whose ``steps`` (:func:`replay_steps`, all of them) have been taken: whether the record
    reaches the battle, and where it parts from it."""
    bad = next((s for s in steps if not s.same), None)
    if bad is not None:
        return ReplayReport(len(session.battle.actions), False, bad.record.n, bad.problem, steps)
    # Every action left the position it left when played; the last one must be the battle's as saved.
    reached = _reached(session, steps)
    if reached != state_digest(session.battle):
        why = (
            QT_TRANSLATE_NOOP("Rules", "the battle was changed after its last recorded action, outside the record")
            if steps
            else QT_TRANSLATE_NOOP("Rules", "the battle differs from where its record starts, and it has no actions")
        )
        return ReplayReport(len(session.battle.actions), False, None, why, steps)
    return ReplayReport(len(session.battle.actions), True, None, "", steps)


def _reached(session: BattleSession, steps: tuple[ReplayStep, ...]) -> str:
    if steps:
        return steps[-1].record.state or ""
    return state_digest(start_battle(session.battle))
