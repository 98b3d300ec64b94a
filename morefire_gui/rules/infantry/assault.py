"""Rule 3.2, infantry vs tank (and bunker) assaults.

    "The loser of a close combat assault is destroyed. A winning infantry unit becomes suppressed. A suppressed
    infantry unit cannot assault a tank or bunker. Assault Sequence: 1. Tank/ Bunker fire against the infantry
    unit. 2. Supporting infantry/ CSW can fire at the attackers 3. Surviving assault units can melee the
    tank/bunker. There is a 30% chance for the assault to succeed."

This module is step 3 and the chance; steps 1 and 2 are infantry fire (rule 3.5, :mod:`infantry_fire`), which the
session resolves first (session/infantry/). Readings (docs/rules-notes.md, 3.2):

* The vehicle modifiers are exclusive: did not move +10; moved at A or B: none; C or D -10; E, F or G -30. They
  and "Max Turret AC rating is 1 +10" are for vehicles only; a bunker has none of them.
* "Max Turret AC rating is 1": the highest of the turret's front and side classes is 1; a turretless vehicle is
  read by its hull's classes.
* The chance is kept within 0-100%. At 0% the assault cannot succeed: no d100 is rolled, the assault fails and the
  infantry unit is destroyed (the loser of a close combat assault); the action is taken and recorded all the same.
"""

from __future__ import annotations

from dataclasses import dataclass

from morefire_gui.ids import UnitId
from morefire_gui.rules.dice import Dice
from morefire_gui.rules.explain import ModifierStep, NoteStep, RollStep, Step
from morefire_gui.rules.infantry.suicide_squads import destroyed_after_melee
from morefire_gui.rules.infantry.tables import InfantryTables
from morefire_gui.rules.infantry.terms import Outcome
from morefire_gui.rules.movement import MoveCode
from morefire_gui.rules.words import QT_TRANSLATE_NOOP

RULE = "3.2"


@dataclass(frozen=True)
class AssaultTarget:
    """The tank or bunker assaulted. A vehicle gives the code it moved at this turn (``moved``, None: it did not
    move) and its highest turret armour class (or hull, when it has no turret)."""

    unit_id: UnitId
    bunker: bool = False
    moved: MoveCode | None = None
    max_turret_ac: int | None = None
    name: str = ""  # the tank or bunker as a person reads it ("T-34 #3"); its id where none is given

    @property
    def said(self) -> str:
        return self.name or self.unit_id


@dataclass(frozen=True)
class Assailant:
    """The assaulting infantry unit: whether it is a flamethrower, engineers, or a suicide squad (of ``nation``)."""

    unit_id: UnitId
    flamethrower: bool = False
    engineer: bool = False
    suicide: bool = False
    suppressed: bool = False
    nation: str = ""
    name: str = ""  # the unit as a person reads it ("1st Squad"); its id where none is given

    @property
    def said(self) -> str:
        return self.name or self.unit_id


# 3.2: at 0% "There is a 30% chance for the assault to succeed" leaves none: said before the dice and in the result.
CANNOT_SUCCEED = QT_TRANSLATE_NOOP(
    "Rules",
    "at 0% the assault cannot succeed: no die is rolled, and {unit} is destroyed (the loser of a close combat "
    "assault is destroyed)",
)


@dataclass(frozen=True)
class AssaultChance:
    chance: int
    modifiers: tuple[ModifierStep, ...]
    steps: tuple[Step, ...]

    @property
    def can_succeed(self) -> bool:
        return self.chance > 0


@dataclass(frozen=True)
class AssaultResult:
    """Step 3 of the sequence: the chance, the d100, who won, and what became of both. ``refused`` says why there
    was no assault (no dice rolled)."""

    assailant: str
    target: str
    chance: int
    modifiers: tuple[ModifierStep, ...]
    roll: int | None
    success: bool
    assailant_outcome: Outcome
    target_outcome: Outcome
    steps: tuple[Step, ...]
    refused: str | None = None

    @property
    def cannot_succeed(self) -> bool:
        """Made at 0%: lost before any die (``roll`` is None)."""
        return self.refused is None and self.chance == 0


def assault_chance(assailant: Assailant, target: AssaultTarget, tables: InfantryTables) -> AssaultChance:
    """3.2: 30% and every modifier that applies."""
    table = tables.assault
    steps: list[Step] = [
        NoteStep(
            QT_TRANSLATE_NOOP("Rules", "base chance for the assault to succeed: {chance}%").format(
                chance=table.base_chance
            ),
            RULE,
        )
    ]
    mods: list[ModifierStep] = []
    if not target.bunker:
        if target.moved is None:
            mods.append(table.did_not_move.step(RULE))
        elif target.moved in table.moved:
            mods.append(
                table.moved[target.moved].step(
                    RULE,
                    QT_TRANSLATE_NOOP("Rules", "{label} (moved at {code})").format(
                        label=table.moved[target.moved].label, code=target.moved.value
                    ),
                )
            )
        else:
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "{unit} moved at {code}: no modifier").format(
                        unit=target.said, code=target.moved.value
                    ),
                    RULE,
                )
            )
        if target.max_turret_ac is not None and target.max_turret_ac <= 1:
            mods.append(table.max_turret_ac_1.step(RULE))
    else:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "{unit} is a bunker: the vehicle modifiers do not apply").format(
                    unit=target.said
                ),
                RULE,
            )
        )
    if assailant.flamethrower:
        mods.append(table.flamethrower.step(RULE))
    if assailant.engineer:
        mods.append(table.engineer.step(RULE))
    if assailant.suicide:
        mods.append(table.suicide_squad.step(RULE))
    steps += mods
    raw = table.base_chance + sum(m.value for m in mods)
    chance = max(0, min(100, raw))
    steps.append(
        NoteStep(
            QT_TRANSLATE_NOOP("Rules", "chance {raw}%, read as {chance}%").format(raw=raw, chance=chance)
            if chance != raw
            else QT_TRANSLATE_NOOP("Rules", "chance {raw}%").format(raw=raw),
            RULE,
        )
    )
    return AssaultChance(chance, tuple(mods), tuple(steps))


def resolve_assault(assailant: Assailant, target: AssaultTarget, dice: Dice, tables: InfantryTables) -> AssaultResult:
    """3.2 step 3: roll a d100 against the chance. Success destroys the tank or bunker and suppresses the infantry;
    failure destroys the infantry. A suicide squad is destroyed after its melee either way (3.3)."""
    if assailant.suppressed:
        why = QT_TRANSLATE_NOOP("Rules", "a suppressed infantry unit cannot assault a tank or bunker (3.2)")
        return AssaultResult(
            assailant.unit_id,
            target.unit_id,
            0,
            (),
            None,
            False,
            Outcome.NO_EFFECT,
            Outcome.NO_EFFECT,
            (NoteStep(QT_TRANSLATE_NOOP("Rules", "{unit}: {why}").format(unit=assailant.said, why=why), RULE),),
            refused=why,
        )
    chance = assault_chance(assailant, target, tables)
    steps = list(chance.steps)
    if not chance.can_succeed:
        steps.append(NoteStep(CANNOT_SUCCEED.format(unit=assailant.said), RULE))
        return AssaultResult(
            assailant.unit_id,
            target.unit_id,
            chance.chance,
            chance.modifiers,
            None,
            False,
            Outcome.DESTROYED,
            Outcome.NO_EFFECT,
            tuple(steps),
        )
    roll = dice.d100(
        QT_TRANSLATE_NOOP("Rules", "assault by {unit} on {target}").format(unit=assailant.said, target=target.said)
    )
    steps.append(RollStep(roll, roll.face, RULE))
    success = roll.face <= chance.chance
    if success:
        a_out, t_out = Outcome.SUPPRESSED, Outcome.DESTROYED
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "rolled {roll} against {chance}%: the assault succeeds; {target} is destroyed and {unit} becomes "
                    "suppressed",
                ).format(roll=roll.printed, chance=chance.chance, target=target.said, unit=assailant.said),
                RULE,
            )
        )
    else:
        a_out, t_out = Outcome.DESTROYED, Outcome.NO_EFFECT
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP(
                    "Rules", "rolled {roll} against {chance}%: the assault fails; {unit} is destroyed"
                ).format(roll=roll.printed, chance=chance.chance, unit=assailant.said),
                RULE,
            )
        )
    if assailant.suicide and a_out is not Outcome.DESTROYED:
        gone, step = destroyed_after_melee(assailant.nation, True, tables)
        steps.append(step)
        if gone:
            a_out = Outcome.DESTROYED
    return AssaultResult(
        assailant.unit_id,
        target.unit_id,
        chance.chance,
        chance.modifiers,
        roll.face,
        success,
        a_out,
        t_out,
        tuple(steps),
    )
