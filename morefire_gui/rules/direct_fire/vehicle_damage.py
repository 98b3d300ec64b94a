"""What a hit does to a vehicle: penetration (2.2), suspension damage (2.5) and the campaign damage table (2.6),
including the minefield's automatic E.

Readings (docs/rules-notes.md, 2.2, 2.5 and 2.6):

* A turret or hull hit penetrates when the gun's penetration at the range band is at least the armour class of the
  face hit. In non-campaign battles a penetrating turret or hull hit destroys the vehicle; one that does not
  penetrate has no effect.
* 2.5: "Suspension results against a defilade target are changed to a miss", in basic and advanced games.
  Basic: a suspension hit immobilizes the vehicle for the battle. Advanced: a d10 read "0-1-2" (the face printed
  0 is 0), modified by the wheels (2-4 wheels +2, 6-8 wheels -1; more than 8 read as 6-8; tracked and halftracked
  vehicles none), Moving +1 and Skirt Armor -3; below 0 reads 0-1-2, above 9 reads 7-8-9.
* 2.6, campaigns: a penetrating turret or hull hit, and every suspension hit, rolls a d10 on the row of the part
  hit (columns 1-9 then 0, the face printed 0 is the tenth column). X destroys, E immobilizes for the battle, T
  leaves the vehicle able to move but not to fight. A hull or turret hit that does not penetrate has no effect.
  Minefield hits are an automatic E (:func:`minefield_damage`).
"""

from __future__ import annotations

from dataclasses import dataclass

from morefire_gui.rules.dice import Dice, DieRoll, zero_high, zero_low
from morefire_gui.rules.direct_fire.tables import CampaignDamageTable, SuspensionTable
from morefire_gui.rules.direct_fire.terms import CampaignDamage, HitLocation, SuspensionDamage
from morefire_gui.rules.explain import ModifierStep, NoteStep, RollStep, Step, TableStep
from morefire_gui.rules.words import QT_TRANSLATE_NOOP


def penetrates(pen: int, ac: int) -> bool:
    """2.2: "the armor class that can be penetrated at that range": pen N goes through AC N and below."""
    return pen >= ac


def penetration_steps(pen: int, ac: int, face: str) -> tuple[bool, tuple[Step, ...]]:
    through = penetrates(pen, ac)
    words = face.replace("_", " ")
    verdict = (
        QT_TRANSLATE_NOOP("Rules", "penetration {pen} against the {face} AC {ac}: {pen} >= {ac}, the round penetrates")
        if through
        else QT_TRANSLATE_NOOP(
            "Rules", "penetration {pen} against the {face} AC {ac}: {pen} < {ac}, the round does not penetrate"
        )
    )
    return through, (NoteStep(verdict.format(pen=pen, face=words, ac=ac), "2.2"),)


@dataclass(frozen=True)
class VehicleRunningGear:
    """What 2.5 reads of a vehicle: tracked (halftracks too) or its wheels, skirts, and whether it moved."""

    tracked: bool
    wheels: int | None = None
    skirts: bool = False
    moving: bool = False


@dataclass(frozen=True)
class SuspensionOutcome:
    """A suspension hit's damage: ``damage`` and, when immobile for a number of turns, ``turns`` (None: for the
    battle, or no damage). Advanced games give the d10, its reading, the modifiers and the modified total."""

    damage: SuspensionDamage
    turns: int | None
    roll: DieRoll | None
    reading: int | None
    modifiers: tuple[ModifierStep, ...]
    modified: int | None
    steps: tuple[Step, ...]


def suspension_modifiers(gear: VehicleRunningGear, table: SuspensionTable) -> tuple[ModifierStep, ...]:
    mods: list[ModifierStep] = []
    if not gear.tracked and gear.wheels is not None:
        row = table.wheel_modifier(gear.wheels)
        if row is not None:
            label = (
                row.label
                if row.from_wheels <= gear.wheels <= row.to_wheels
                else QT_TRANSLATE_NOOP("Rules", "{label} ({wheels} wheels: the last row)").format(
                    label=row.label, wheels=gear.wheels
                )
            )
            mods.append(row.step("2.5", label))
    if gear.moving:
        mods.append(table.moving.step("2.5"))
    if gear.skirts:
        mods.append(table.skirts.step("2.5"))
    return tuple(mods)


def read_suspension(roll: DieRoll, gear: VehicleRunningGear, table: SuspensionTable) -> SuspensionOutcome:
    """2.5's advanced table for a d10 already rolled."""
    reading = zero_low(roll.face)
    mods = suspension_modifiers(gear, table)
    modified = reading + sum(m.value for m in mods)
    row, off_end = table.row(modified)
    column = (
        QT_TRANSLATE_NOOP("Rules", "roll {roll} (off the table's end: the end row)")
        if off_end
        else QT_TRANSLATE_NOOP("Rules", "roll {roll}")
    ).format(roll=modified)
    steps: list[Step] = [
        RollStep(roll, reading, "2.5"),
        *mods,
        TableStep(QT_TRANSLATE_NOOP("Rules", "Suspension hit damage"), row.label, row.text, "2.5", column=column),
    ]
    return SuspensionOutcome(row.damage, row.turns, roll, reading, mods, modified, tuple(steps))


def suspension_damage(
    dice: Dice, gear: VehicleRunningGear, table: SuspensionTable, target: str, *, advanced: bool
) -> SuspensionOutcome:
    """2.5: basic, "a suspension hit always immobilizes the vehicle" (no die); advanced, the d10 table. ``target``:
    the vehicle as a person reads it ("T-34 #3"), for the roll's purpose."""
    if not advanced:
        step = NoteStep(
            QT_TRANSLATE_NOOP("Rules", "basic game: a suspension hit always immobilizes the vehicle"), "2.5"
        )
        return SuspensionOutcome(SuspensionDamage.IMMOBILIZED, None, None, None, (), None, (step,))
    roll = dice.d10(QT_TRANSLATE_NOOP("Rules", "suspension damage on {unit}").format(unit=target))
    return read_suspension(roll, gear, table)


@dataclass(frozen=True)
class CampaignOutcome:
    """A 2.6 result: the part hit, the die (None for a minefield's automatic E), the column read and the letter."""

    location: HitLocation | None
    roll: DieRoll | None
    column: int | None
    damage: CampaignDamage
    steps: tuple[Step, ...]


def read_campaign_damage(roll: DieRoll, location: HitLocation, table: CampaignDamageTable) -> CampaignOutcome:
    column = zero_high(roll.face)
    damage = table.row(location)[column - 1]
    steps: tuple[Step, ...] = (
        RollStep(roll, column, "2.6"),
        TableStep(
            QT_TRANSLATE_NOOP("Rules", "Vehicle damage (campaign)"),
            location.value.upper(),
            QT_TRANSLATE_NOOP("Rules", "{letter}: {meaning}").format(letter=damage.value, meaning=damage.meaning),
            "2.6",
            column=roll.printed,
        ),
    )
    return CampaignOutcome(location, roll, column, damage, steps)


def campaign_damage(dice: Dice, location: HitLocation, table: CampaignDamageTable, target: str) -> CampaignOutcome:
    """2.6: "The following is only a recommended table for use in campaigns. Roll a d10." ``target``: the vehicle as
    a person reads it, for the roll's purpose."""
    roll = dice.d10(
        QT_TRANSLATE_NOOP("Rules", "campaign damage to {unit}'s {location}").format(
            unit=target, location=location.value
        )
    )
    return read_campaign_damage(roll, location, table)


def minefield_damage(table: CampaignDamageTable) -> CampaignOutcome:
    """2.6: "Minefield hits are automatic E result." No die is rolled."""
    damage = table.minefield
    return CampaignOutcome(
        None,
        None,
        None,
        damage,
        (
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "minefield hits are an automatic {letter} result: {meaning}").format(
                    letter=damage.value, meaning=damage.meaning
                ),
                "2.6",
            ),
        ),
    )
