"""Where a battle is in the sequence of play and who has acted: its turn and step, the edits of that place and of the
marks of this turn (who has acted in which step), counter-battery fire in progress as an edit, and the marks of fire.
Qt-free; the phase dock, ``morefire turn`` and every action's resolution read and write them here."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError
from morefire_gui.ids import UnitId
from morefire_gui.model.battle import Battle
from morefire_gui.model.turns import CounterBatteryRecord
from morefire_gui.rules.sequence import Place, battle_clock
from morefire_gui.rules.tables import RuleTables
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, joined
from morefire_gui.session.edits import Aspect, Change, Edit
from morefire_gui.session.island import naval_salvoes, salvoes_fired

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession

__all__ = [
    "BARRAGE_STEP",
    "CurrentStep",
    "MarkPairs",
    "ReplaceActed",
    "ReplaceCounterBattery",
    "SetPlace",
    "acted_in",
    "battle_of",
    "current_step",
    "fired_note",
    "has_fired",
    "mark_acted",
    "mark_fired",
    "mark_pairs",
    "tables_of",
]


def tables_of(battle: Battle | BattleSession, tables: RuleTables | None) -> RuleTables:
    """The rules tables to read: those given, the session's, or for a bare battle the bundled ones."""
    if tables is not None:
        return tables
    if not isinstance(battle, Battle):
        return battle.tables
    from morefire_gui.io.resources import rule_tables

    return rule_tables()


def battle_of(battle: Battle | BattleSession) -> Battle:
    return battle if isinstance(battle, Battle) else battle.battle


# -- where the battle is ----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class CurrentStep:
    """The battle's turn and the step of the sequence of play it is in; ``clock`` is the time of battle gone by when
    the turn began ("1 Turn = 30 seconds")."""

    turn: int
    place: Place
    clock: str

    @property
    def id(self) -> str:
        return self.place.id

    @property
    def title(self) -> str:
        return self.place.title

    @property
    def heading(self) -> str:
        """``Turn 7 — 3:00 of battle``."""
        return QT_TRANSLATE_NOOP("Rules", "Turn {turn} — {clock} of battle").format(turn=self.turn, clock=self.clock)


def current_step(battle: Battle | BattleSession, tables: RuleTables | None = None) -> CurrentStep:
    tables = tables_of(battle, tables)
    b = battle_of(battle)
    return CurrentStep(b.turn, tables.sequence.place(b.step), battle_clock(b.turn, tables.sequence.seconds_per_turn))


# -- edits of the sequence's state --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SetPlace(Edit):
    """The battle's turn and step, before and after."""

    before: tuple[int, str | None]
    after: tuple[int, str | None]
    text: str = QT_TRANSLATE_NOOP("Rules", "Next step")

    def _put(self, battle: Battle, place: tuple[int, str | None]) -> list[Change]:
        battle.turn, battle.step = place
        return [Change(Aspect.TURN)]

    def apply(self, battle: Battle) -> list[Change]:
        return self._put(battle, self.after)

    def revert(self, battle: Battle) -> list[Change]:
        return self._put(battle, self.before)


MarkPairs = tuple[tuple[str, tuple[str, ...]], ...]


def mark_pairs(acted: dict[str, tuple[str, ...]]) -> MarkPairs:
    return tuple((k, tuple(v)) for k, v in acted.items())


@dataclass(frozen=True)
class ReplaceActed(Edit):
    """The marks of who has acted in which step this turn, before and after."""

    before: MarkPairs
    after: MarkPairs
    text: str = QT_TRANSLATE_NOOP("Rules", "Mark acted")

    def apply(self, battle: Battle) -> list[Change]:
        battle.acted = dict(self.after)
        return [Change(Aspect.TURN)]

    def revert(self, battle: Battle) -> list[Change]:
        battle.acted = dict(self.before)
        return [Change(Aspect.TURN)]


@dataclass(frozen=True)
class ReplaceCounterBattery(Edit):
    """The battle's counter-battery fire in progress (4.42), before and after."""

    before: tuple[CounterBatteryRecord, ...]
    after: tuple[CounterBatteryRecord, ...]
    text: str = QT_TRANSLATE_NOOP("Rules", "Counter-battery fire")

    def apply(self, battle: Battle) -> list[Change]:
        battle.counter_battery = list(self.after)
        return [Change(Aspect.BATTLE)]

    def revert(self, battle: Battle) -> list[Change]:
        battle.counter_battery = list(self.before)
        return [Change(Aspect.BATTLE)]


def acted_in(battle: Battle, step_id: str) -> tuple[str, ...]:
    """The units and batteries marked as having acted in a step this turn."""
    return tuple(battle.acted.get(step_id, ()))


def mark_acted(
    battle: Battle,
    step_id: str,
    ids: Iterable[str],
    done: bool = True,
    tables: RuleTables | None = None,
    said: str = "",
) -> ReplaceActed:
    """Mark units or batteries as having acted in a step this turn (``done`` False: take the mark off). The tools
    of a step add this to their edit, so that undoing the act undoes the mark. ``said``: the units in words, for the
    edit's name (session/names.py); their ids where not given."""
    sequence = tables_of(battle, tables).sequence
    known = sequence.step_ids()
    if step_id not in known:
        raise UsageError(f"unknown step {step_id!r}; the steps are {', '.join(known)}")
    ids = list(dict.fromkeys(ids))
    planes = {getattr(a, "id", None) for a in getattr(battle, "aircraft", None) or ()}
    for ident in ids:
        if battle.unit(ident) is None and battle.battery(ident) is None and ident not in planes:
            raise UsageError(f"{ident!r} is neither a unit nor a battery of the battle")
    current = list(battle.acted.get(step_id, ()))
    new = current + [i for i in ids if i not in current] if done else [i for i in current if i not in ids]
    after = dict(battle.acted)
    if new:
        after[step_id] = tuple(new)
    else:
        after.pop(step_id, None)
    what = said or ", ".join(ids)
    return ReplaceActed(
        mark_pairs(battle.acted),
        mark_pairs(after),
        (
            QT_TRANSLATE_NOOP("Rules", "{units}: acted in {step}")
            if done
            else QT_TRANSLATE_NOOP("Rules", "{units}: not acted in {step}")
        ).format(units=what, step=sequence.place(step_id).brief),
    )


def has_fired(battle: Battle, unit_id: UnitId, tables: RuleTables | None = None) -> bool:
    """Whether a unit has fired this turn: it is marked in a step of the direct fire phase (2.1's "a vehicle that
    fires", 2.2's "stationary firer" read it)."""
    sequence = tables_of(battle, tables).sequence
    return any(unit_id in battle.acted.get(p.id, ()) for p in sequence.places() if p.phase.id == "fire")


BARRAGE_STEP = "artillery.impact"  # a battery's barrage is marked where it lands (4.3)
AT_VS_TANK, TANK_VS_TANK, TANK_VS_INFANTRY, INFANTRY_FIRE = (
    "fire.at_vs_tank",
    "fire.tank_vs_tank",
    "fire.tank_vs_infantry",
    "fire.infantry",
)


def mark_fired(
    battle: Battle,
    marks: Mapping[str, Iterable[str]],
    text: str = QT_TRANSLATE_NOOP("Rules", "Fired"),
    tables: RuleTables | None = None,
) -> ReplaceActed | None:
    """Units or batteries marked as having acted in their steps this turn (``marks``: step id to ids), as ONE edit
    (the fire tools push it when the dice are rolled); None when every one of them is marked already. Refuses an
    unknown step or id as :func:`mark_acted` does."""
    after = dict(battle.acted)
    for step_id, ids in marks.items():
        ids = list(ids)
        mark_acted(battle, step_id, ids, tables=tables)  # the step and the ids checked, in words
        current = list(after.get(step_id, ()))
        new = current + [i for i in dict.fromkeys(ids) if i not in current]
        if new:
            after[step_id] = tuple(new)
    if after == dict(battle.acted):
        return None
    return ReplaceActed(mark_pairs(battle.acted), mark_pairs(after), text)


def fired_note(battle: Battle, ident: str, tables: RuleTables | None = None, said: str | None = None) -> str | None:
    """What the fire tools show before the dice when a unit (or battery) has already fired this turn: marked in a step
    of the direct fire phase (a battery: in artillery step A). Shown, not refused (docs/rules-notes.md). ``said``: the
    unit as the player reads it (session/names.py); its id where not given."""
    who = said or ident
    sequence = tables_of(battle, tables).sequence
    battery = battle.battery(ident)
    if battery is not None and battle.unit(ident) is None:
        salvoes = naval_salvoes(battle, tables_of(battle, tables), battery)
        if salvoes is not None:
            # ISLAND C: the naval bombardment fires more than one salvo a turn; say how many are left.
            fired = salvoes_fired(battle, ident)
            if not fired:
                return None
            return (
                QT_TRANSLATE_NOOP(
                    "Rules", "{unit} has fired {fired} of its {n} salvoes this turn: {left} left (ISLAND C)"
                ).format(unit=who, fired=fired, n=salvoes, left=salvoes - fired)
                if fired < salvoes
                else QT_TRANSLATE_NOOP(
                    "Rules", "{unit} has fired its {n} salvoes this turn: none left until the next turn (ISLAND C)"
                ).format(unit=who, n=salvoes)
            )
        if ident not in battle.acted.get(BARRAGE_STEP, ()):
            return None
        return QT_TRANSLATE_NOOP(
            "Rules", "{unit} has already fired this turn (marked in {step}); its earlier barrage is in the log"
        ).format(unit=who, step=sequence.place(BARRAGE_STEP).brief)
    steps = [p.brief for p in sequence.places() if p.phase.id == "fire" and ident in battle.acted.get(p.id, ())]
    if not steps:
        return None
    return QT_TRANSLATE_NOOP(
        "Rules",
        "{unit} has already fired this turn (marked in {steps}; 2.1 counts it as a unit that fires); its earlier shot "
        "is in the log",
    ).format(unit=who, steps=joined(steps, QT_TRANSLATE_NOOP("Rules", "{first}, {then}")))
