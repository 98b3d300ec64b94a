"""Infantry melees in play (3.1): who may fight whom, and the melee resolved with injected dice, turned into one edit
(not applied)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError
from morefire_gui.geometry.infantry import MELEE_REACH_YARDS, unit_distance, units_by_distance
from morefire_gui.ids import UnitId
from morefire_gui.model.battle import Unit
from morefire_gui.model.terms import Status
from morefire_gui.rules.catalogue.entries import UnitKind
from morefire_gui.rules.dice import Dice, PreviewDice
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.infantry.melee import MeleeCategory, MeleeResult, MeleeUnit, resolve_melee
from morefire_gui.rules.infantry.terms import Outcome
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.edits import Compound, Edit
from morefire_gui.session.infantry.fire import results_edit
from morefire_gui.session.infantry.words import DESTROYED
from morefire_gui.session.names import once_revealed, public_unit_name, public_unit_names
from morefire_gui.session.unit_facts import alive, entry_of, fire_type_of, is_administrative, nation_of, unit_of
from morefire_gui.session.visibility import with_reveals

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession


# -- melee (3.1) ----------------------------------------------------------------------------------------------


def _refusal_rule(steps: Sequence[Step], reason: str | None, default: str) -> str:
    """The rule a refusal cites: the rule of the step that says it."""
    return next(
        (s.rule for s in steps if isinstance(s, NoteStep) and s.rule and reason and reason in s.message), default
    )


# A melee or an assault closing with a fake marker (TARAWA's "fake ... positions"): it is revealed and taken off, and
# there is no one to fight; no die is rolled (docs/rules-notes.md, "When a hidden position is revealed").
NOTHING_THERE = QT_TRANSLATE_NOOP("Rules", "no melee: the hidden position was a fake marker, taken off the table")
FAKE_FIGHTS_NOT = QT_TRANSLATE_NOOP("Rules", "a fake marker fights no one: it is nothing")


@dataclass(frozen=True)
class MeleeOutcome:
    """A melee: the rules' result (``result.refused`` when there was none: not in contact, a suicide squad that may
    not melee infantry; no dice rolled), how far apart the two are, the edit of its results."""

    result: MeleeResult
    distance_yards: float
    edit: Edit
    steps: tuple[Step, ...]

    @property
    def rule(self) -> str:
        return _refusal_rule(self.steps, self.result.refused, "3.1")

    def summary(self) -> str:
        r = self.result
        if r.refused is None and r.attacker is None:
            return NOTHING_THERE
        if r.attacker is None or r.defender is None:
            return QT_TRANSLATE_NOOP("Rules", "no melee: {why}").format(why=r.refused)
        winner = (
            QT_TRANSLATE_NOOP("Rules", "{unit} wins").format(
                unit=r.attacker.said if r.winner == r.attacker.unit_id else r.defender.said
            )
            if r.winner
            else QT_TRANSLATE_NOOP("Rules", "a tie: both are destroyed")
        )
        return QT_TRANSLATE_NOOP(
            "Rules", "{attacker} {attacker_total} against {defender} {defender_total}: {winner}"
        ).format(
            attacker=r.attacker.said,
            attacker_total=r.attacker.total,
            defender=r.defender.said,
            defender_total=r.defender.total,
            winner=winner,
        )


def _no_melee_for(session: BattleSession, unit: Unit) -> str | None:
    """3.1's refusal of a unit that does not melee (a vehicle or an aircraft: "melees are infantry against
    infantry"), or None. A refusal of the rules, as 3.2 refuses an assault on what is neither a tank nor a bunker
    (docs/cli.md: a refusal exits 0), not bad input."""
    entry = entry_of(session.catalogue, unit)
    if entry.kind in (UnitKind.GUN, UnitKind.INFANTRY) or is_administrative(entry):
        return None
    return QT_TRANSLATE_NOOP(
        "Rules",
        "{unit} is a {kind}: melees are infantry against infantry (3.1); infantry assault tanks and bunkers (3.2)",
    ).format(unit=public_unit_name(session, unit.id), kind=entry.kind.value)


def _melee_unit(session: BattleSession, unit: Unit) -> MeleeUnit:
    """A unit of a melee: infantry, an administrative section or a gun's crew (:func:`_no_melee_for` refuses any
    other first)."""
    entry = entry_of(session.catalogue, unit)
    name = public_unit_name(session, unit.id)  # a melee's log entry is every side's
    if entry.kind is UnitKind.GUN:
        category = MeleeCategory.ARTILLERY
    elif is_administrative(entry):
        category = MeleeCategory.ADMINISTRATIVE
    else:
        category = MeleeCategory.INFANTRY
    mf = entry.infantry.mf if entry.infantry is not None else None
    return MeleeUnit(
        unit.id,
        category,
        fire_type_of(entry, session.tables),
        mf,
        unit.has(Status.SUPPRESSED),
        unit.suicide,
        nation_of(session.battle, unit),
        name,
    )


def check_pair(session: BattleSession, a: Unit, b: Unit) -> str | None:
    """The pair's bad input raised (a unit against itself or its own side); returned, the refusal of the rules for a
    destroyed unit (it fights no more: a refusal, as a destroyed unit's shot, spot or move is) or a unit riding on a
    vehicle (it must dismount first), or None."""
    said = public_unit_names(session, [a.id, b.id, *(u.riding_on for u in (a, b) if u.riding_on is not None)])
    if a.id == b.id:
        raise UsageError(QT_TRANSLATE_NOOP("Rules", "{unit} cannot fight itself").format(unit=said[a.id]))
    if a.side == b.side:
        raise UsageError(
            QT_TRANSLATE_NOOP("Rules", "{unit} and {other} are on the same side").format(
                unit=said[a.id], other=said[b.id]
            )
        )
    if a.decoy:  # its owner knows it for a fake: it is nothing, and nothing to order (View.may_order)
        raise UsageError(FAKE_FIGHTS_NOT)
    for u in (a, b):
        if not alive(u):
            return DESTROYED.format(unit=said[u.id])
        if u.riding_on is not None:
            return QT_TRANSLATE_NOOP("Rules", "{unit} rides on {carrier}: it must dismount to fight").format(
                unit=said[u.id], carrier=said[u.riding_on]
            )
    return None


def melee_opponents(session: BattleSession, unit_id: UnitId) -> list[tuple[str, float]]:
    """3.1: the enemy infantry and guns (not destroyed, not riding) a unit could melee, nearest first, each with its
    distance in yards (footprint to footprint); those in contact are within :data:`MELEE_REACH_YARDS`."""
    geo = session.geometry
    me = unit_of(session.battle, unit_id)

    def accept(u: Unit) -> bool:
        entry = session.catalogue.get(u.type)
        return (
            u.side != me.side
            and alive(u)
            and u.riding_on is None
            and entry is not None
            and entry.kind in (UnitKind.INFANTRY, UnitKind.GUN)
        )

    return [(uid, geo.to_yards(d)) for uid, d in units_by_distance(geo, me, accept)]


def melee(
    session: BattleSession, attacker_id: str, defender_id: str, dice: Dice, turn: int | None = None
) -> MeleeOutcome:
    """3.1: an infantry melee between two units in contact, and its results as one edit (not applied)."""
    battle = session.battle
    a = unit_of(battle, attacker_id, QT_TRANSLATE_NOOP("Rules", "attacker"))
    d = unit_of(battle, defender_id, QT_TRANSLATE_NOOP("Rules", "defender"))
    geo = session.geometry
    gap = geo.to_yards(unit_distance(geo, a, d))
    why = check_pair(session, a, d) or _no_melee_for(session, a) or _no_melee_for(session, d)
    if why is None and gap > MELEE_REACH_YARDS + 1e-9:
        why = QT_TRANSLATE_NOOP(
            "Rules", "{unit} and {other} are {gap:.0f} yards apart: a melee needs them in contact ({reach:g} yards)"
        ).format(
            unit=public_unit_name(session, a.id),
            other=public_unit_name(session, d.id),
            gap=gap,
            reach=MELEE_REACH_YARDS,
        )
    if why is not None:
        result = MeleeResult(None, None, None, (NoteStep(why, "3.1"),), refused=why)
        return MeleeOutcome(result, gap, Compound((), QT_TRANSLATE_NOOP("Rules", "Melee")), result.steps)
    ma, md = _melee_unit(session, a), _melee_unit(session, d)
    steps: tuple[Step, ...] = ()
    if d.decoy and not isinstance(dice, PreviewDice):
        # Closing with a fake marker reveals it (taken off the table) and finds no one to fight: no die is rolled.
        steps = once_revealed(session, [a.id, d.id], dice=dice).notes()
        found = MeleeResult(None, None, None, steps)
        title = QT_TRANSLATE_NOOP("Rules", "Melee")
        edit = with_reveals(battle, Compound((), title), [a.id, d.id], QT_TRANSLATE_NOOP("Rules", "it fought a melee"))
        return MeleeOutcome(found, gap, edit, steps)
    if resolve_melee(ma, md, PreviewDice(), session.tables.infantry).refused is None:
        # Fought: both are revealed (TARAWA), and every side reads them as they turned out to be.
        revealing = once_revealed(session, [a.id, d.id], dice=dice)
        ma, md = replace(ma, name=revealing.said(a.id)), replace(md, name=revealing.said(d.id))
        steps = revealing.notes()
    result = resolve_melee(ma, md, dice, session.tables.infantry)
    outcomes: dict[str, Outcome] = {}
    if result.fought:
        assert result.attacker is not None and result.defender is not None  # a melee fought has both sides
        outcomes = {result.attacker.unit_id: result.attacker.outcome, result.defender.unit_id: result.defender.outcome}
    edit = with_reveals(
        battle,
        results_edit(
            battle,
            outcomes,
            turn,
            QT_TRANSLATE_NOOP("Rules", "Melee {unit} against {other}").format(unit=ma.said, other=md.said),
        ),
        [a.id, d.id],
        QT_TRANSLATE_NOOP("Rules", "it fought a melee"),
    )
    return MeleeOutcome(result, gap, edit, (*result.steps, *steps))
