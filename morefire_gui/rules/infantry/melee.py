"""Rule 3.1, infantry vs infantry melees: each side rolls a d10 and adds its melee factor; the higher total wins and
the loser is destroyed; equal totals destroy both.

The d10's face printed 0 reads as 10 here (DESIGN.md: "melee totals"). Artillery and administrative sections have
an MF of 1 ("have a MF of +1"); a suppressed unit's MF is reduced by 2. The dice order (a contract of
``morefire melee --dice``): the attacker's d10, then the defender's.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from morefire_gui.ids import UnitId
from morefire_gui.rules.dice import Dice, zero_high
from morefire_gui.rules.explain import ModifierStep, NoteStep, RollStep, Step, TableStep
from morefire_gui.rules.infantry.suicide_squads import destroyed_after_melee, may_melee_infantry
from morefire_gui.rules.infantry.tables import InfantryTables
from morefire_gui.rules.infantry.terms import InfantryRulesError, Outcome
from morefire_gui.rules.words import QT_TRANSLATE_NOOP

RULE = "3.1"


class MeleeCategory(str, Enum):
    """What fights: infantry of a 3.5 type (weapon-system counters MMG and HMG included), or an artillery or
    administrative section (gun crews are artillery sections)."""

    INFANTRY = "infantry"
    ARTILLERY = "artillery"
    ADMINISTRATIVE = "administrative"


@dataclass(frozen=True)
class MeleeUnit:
    """One side of a melee. ``fire_type`` names the 3.5 row of its MF; ``mf`` gives it for a catalogue type the
    table does not name. ``suicide``: a suicide squad of ``nation`` (3.3)."""

    unit_id: UnitId
    category: MeleeCategory = MeleeCategory.INFANTRY
    fire_type: str | None = None
    mf: int | None = None
    suppressed: bool = False
    suicide: bool = False
    nation: str = ""
    name: str = ""  # the unit as a person reads it ("1st Squad"); its id where none is given

    @property
    def said(self) -> str:
        return self.name or self.unit_id


@dataclass(frozen=True)
class MeleeSideResult:
    unit_id: UnitId
    roll: int
    mf: int
    modifiers: tuple[ModifierStep, ...]
    total: int
    outcome: Outcome
    name: str = ""  # the unit as a person reads it; its id where none is given

    @property
    def said(self) -> str:
        return self.name or self.unit_id


@dataclass(frozen=True)
class MeleeResult:
    """Both sides' rolls and totals, the winner (None on a tie, or when there was no melee) and the steps.
    ``refused`` says why there was no melee (no dice are rolled then)."""

    attacker: MeleeSideResult | None
    defender: MeleeSideResult | None
    winner: str | None
    steps: tuple[Step, ...]
    refused: str | None = None

    @property
    def fought(self) -> bool:
        """Both sides rolled: not refused, and not a melee that found no enemy (a fake marker, revealed)."""
        return self.refused is None and self.attacker is not None


_WINS = QT_TRANSLATE_NOOP("Rules", "{winner} wins ({won} to {lost}); {loser} is destroyed")
# The words of a section that is not infantry (lupdate reads them; the GUI says the value in its language).
WORDS = (QT_TRANSLATE_NOOP("Rules", "artillery"), QT_TRANSLATE_NOOP("Rules", "administrative"))


def melee_factor(unit: MeleeUnit, tables: InfantryTables) -> tuple[int, Step]:
    """The unit's MF: 1 for artillery and administrative sections, else its row of the 3.5 table."""
    if unit.category is not MeleeCategory.INFANTRY:
        mf = tables.melee.artillery_or_administrative_mf
        return mf, NoteStep(
            QT_TRANSLATE_NOOP("Rules", "{unit}: {category} section, MF {mf}").format(
                unit=unit.said, category=unit.category.value, mf=mf
            ),
            RULE,
        )
    if unit.fire_type is not None and unit.fire_type in tables.fire_types:
        typed = tables.fire_types[unit.fire_type].mf
        if typed is None:
            raise InfantryRulesError(
                QT_TRANSLATE_NOOP("Rules", "{unit}: a {type} has no melee factor (3.5: n/a)").format(
                    unit=unit.said, type=unit.fire_type
                )
            )
        return typed, TableStep(
            QT_TRANSLATE_NOOP("Rules", "Infantry types"), unit.fire_type, f"MF {typed}", "3.5", column="MF"
        )
    if unit.mf is None:
        raise InfantryRulesError(
            QT_TRANSLATE_NOOP(
                "Rules", "{unit}: no melee factor (its type is not in the 3.5 table and the catalogue gives none)"
            ).format(unit=unit.said)
        )
    return unit.mf, NoteStep(
        QT_TRANSLATE_NOOP("Rules", "{unit}: MF {mf} (catalogue)").format(unit=unit.said, mf=unit.mf), RULE
    )


def resolve_melee(attacker: MeleeUnit, defender: MeleeUnit, dice: Dice, tables: InfantryTables) -> MeleeResult:
    """3.1: d10 + MF each; the higher total wins and the loser is destroyed; a tie destroys both. Suicide squads
    (3.3) are destroyed after the melee unless Japanese; other nations' squads do not melee infantry."""
    for unit in (attacker, defender):
        if unit.suicide:
            why = may_melee_infantry(unit.nation, tables)
            if why is not None:
                return MeleeResult(
                    None,
                    None,
                    None,
                    (NoteStep(QT_TRANSLATE_NOOP("Rules", "{unit}: {why}").format(unit=unit.said, why=why), "3.3"),),
                    refused=why,
                )
    factors = [melee_factor(attacker, tables), melee_factor(defender, tables)]
    steps: list[Step] = [factors[0][1], factors[1][1]]
    melee = QT_TRANSLATE_NOOP("Rules", "melee, {unit}")
    rolls = [dice.d10(melee.format(unit=attacker.said)), dice.d10(melee.format(unit=defender.said))]
    totals: list[int] = []
    mods_of: list[tuple[ModifierStep, ...]] = []
    for unit, (mf, _), roll in zip((attacker, defender), factors, rolls):
        reading = zero_high(roll.face)
        steps.append(RollStep(roll, reading, RULE))
        mods: tuple[ModifierStep, ...] = ()
        if unit.suppressed:
            mods = (
                tables.melee.suppressed.step(
                    RULE,
                    QT_TRANSLATE_NOOP("Rules", "{label} ({why})").format(
                        label=tables.melee.suppressed.label, why=unit.said
                    ),
                ),
            )
            steps += mods
        total = reading + mf + sum(m.value for m in mods)
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "{unit}: {roll} + MF {mf}{modifiers} = {total}").format(
                    unit=unit.said,
                    roll=reading,
                    mf=mf,
                    modifiers="".join(f" {m.value:+d}" for m in mods),
                    total=total,
                ),
                RULE,
            )
        )
        totals.append(total)
        mods_of.append(mods)
    a_total, d_total = totals
    if a_total == d_total:
        outcomes = [Outcome.DESTROYED, Outcome.DESTROYED]
        winner = None
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "both totals are {total}: both sides are destroyed").format(total=a_total),
                RULE,
            )
        )
    elif a_total > d_total:
        outcomes = [Outcome.NO_EFFECT, Outcome.DESTROYED]
        winner = attacker.unit_id
        steps.append(NoteStep(_WINS.format(winner=attacker.said, won=a_total, lost=d_total, loser=defender.said), RULE))
    else:
        outcomes = [Outcome.DESTROYED, Outcome.NO_EFFECT]
        winner = defender.unit_id
        steps.append(NoteStep(_WINS.format(winner=defender.said, won=d_total, lost=a_total, loser=attacker.said), RULE))
    for i, unit in enumerate((attacker, defender)):
        if unit.suicide and outcomes[i] is not Outcome.DESTROYED:
            gone, step = destroyed_after_melee(unit.nation, False, tables)
            steps.append(step)
            if gone:
                outcomes[i] = Outcome.DESTROYED
    sides = [
        MeleeSideResult(u.unit_id, zero_high(r.face), f[0], m, t, o, u.name)
        for u, r, f, m, t, o in zip((attacker, defender), rolls, factors, mods_of, totals, outcomes)
    ]
    return MeleeResult(sides[0], sides[1], winner, tuple(steps))
