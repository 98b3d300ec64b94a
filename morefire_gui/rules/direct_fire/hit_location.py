"""Rules 2.3 and 2.4: which part of a vehicle a hit strikes, and at which face, so which armour class it meets.

Readings (docs/rules-notes.md, 2.3 and 2.4):

* 2.4: a d10, the face printed 0 read as 10 ("8,9,0"); a suspension shot adds one, and the modified 11 reads the
  last row (Suspension).
* A vehicle without a turret has no turret to hit: a "Turret" result strikes its superstructure, which is hull
  (its casemate front is its hull front), and is read as a hull hit in every way (armour, campaign row).
* 2.3 basic: the turret is always hit on its front; the hull on its front, or on its side when the rear of the
  vehicle is in the line of sight (the firer is behind the line of the target's rear face).
* 2.3 advanced: the turret and the hull are hit on the face of the sector the firer is in. The catalogue gives
  front and side armour only: a rear hit reads the side armour.
"""

from __future__ import annotations

from dataclasses import dataclass

from morefire_gui.rules.catalogue.entries import ArmorClasses
from morefire_gui.rules.dice import Dice, DieRoll, zero_high
from morefire_gui.rules.direct_fire.tables import HitLocationTable
from morefire_gui.rules.direct_fire.terms import Aspect, HitLocation, Sector
from morefire_gui.rules.explain import NoteStep, RollStep, Step, TableStep
from morefire_gui.rules.words import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class LocationRoll:
    """The 2.4 roll: the die, its reading, the modified total, the row read (``rolled``) and the part of the
    vehicle hit (``location``: a turretless vehicle's "Turret" is its hull)."""

    roll: DieRoll
    reading: int
    modified: int
    rolled: HitLocation
    location: HitLocation
    steps: tuple[Step, ...]


def read_hit_location(
    roll: DieRoll, table: HitLocationTable, *, suspension_shot: bool = False, has_turret: bool = True
) -> LocationRoll:
    """Read a d10 already rolled on the 2.4 table."""
    reading = zero_high(roll.face)
    steps: list[Step] = [RollStep(roll, reading, "2.4")]
    modified = reading
    if suspension_shot:
        mod = table.suspension_shot.step(
            "2.4",
            QT_TRANSLATE_NOOP("Rules", "{label} (ADD ONE to the die roll)").format(label=table.suspension_shot.label),
        )
        steps.append(mod)
        modified += mod.value
    row, off_end = table.row(modified)
    read = (
        QT_TRANSLATE_NOOP("Rules", "roll {roll} (off the table's end: the last row)")
        if off_end
        else QT_TRANSLATE_NOOP("Rules", "roll {roll}")
    ).format(roll=modified)
    steps.append(
        TableStep(
            QT_TRANSLATE_NOOP("Rules", "Hit location"), row.label, row.location.value.capitalize(), "2.4", column=read
        )
    )
    location = row.location
    if location is HitLocation.TURRET and not has_turret:
        location = HitLocation.HULL
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "a vehicle without a turret: the turret result strikes its superstructure, read as a hull hit",
                ),
                "2.4",
            )
        )
    return LocationRoll(roll, reading, modified, row.location, location, tuple(steps))


def roll_hit_location(
    dice: Dice, table: HitLocationTable, target: str, *, suspension_shot: bool = False, has_turret: bool = True
) -> LocationRoll:
    """2.4: "After a hit is made, the firer rolls to determine which part of the vehicle was hit". ``target``: the
    vehicle as a person reads it ("T-34 #3"), for the roll's purpose."""
    roll = dice.d10(QT_TRANSLATE_NOOP("Rules", "hit location on {unit}").format(unit=target))
    return read_hit_location(roll, table, suspension_shot=suspension_shot, has_turret=has_turret)


def hull_aspect(*, advanced: bool, sector: Sector | None, rear_in_view: bool) -> Aspect:
    """The target's aspect from the firer, as the hull reads it: advanced, the sector's; basic, side when the rear
    of the vehicle is in the line of sight, else front."""
    if advanced:
        if sector is None:
            raise ValueError("advanced angle of fire needs the sector the firer is in")
        return sector.aspect
    return Aspect.SIDE if rear_in_view else Aspect.FRONT


def aspect_of_hit(
    location: HitLocation, *, advanced: bool, sector: Sector | None, rear_in_view: bool
) -> tuple[Aspect, Step]:
    """2.3: the face a turret or hull hit strikes, with the reason."""
    if not advanced and location is HitLocation.TURRET:
        return Aspect.FRONT, NoteStep(
            QT_TRANSLATE_NOOP("Rules", "basic game: the turret armor will always be frontal"), "2.3"
        )
    aspect = hull_aspect(advanced=advanced, sector=sector, rear_in_view=rear_in_view)
    if advanced:
        assert sector is not None
        return aspect, NoteStep(
            QT_TRANSLATE_NOOP(
                "Rules", "advanced game: the firer is in the target's {sector} sector: {location} hit on the {aspect}"
            ).format(sector=sector.value, location=location.value, aspect=aspect.value),
            "2.3",
        )
    why = (
        QT_TRANSLATE_NOOP("Rules", "basic game: the rear of the vehicle is in the line of sight: side armor")
        if rear_in_view
        else QT_TRANSLATE_NOOP(
            "Rules", "basic game: the rear of the vehicle is not in the line of sight: frontal armor"
        )
    )
    return aspect, NoteStep(why, "2.3")


def armour_class(armor: ArmorClasses, location: HitLocation, aspect: Aspect) -> tuple[int, str, tuple[Step, ...]]:
    """The armour class a turret or hull hit meets at an aspect, the face read (``turret_front`` ...), and the
    steps. A rear hit reads the side armour (the catalogue has no rear armour)."""
    if location is HitLocation.SUSPENSION:
        raise ValueError("a suspension hit meets no armour class (2.5)")
    steps: list[Step] = []
    side = aspect is not Aspect.FRONT
    if aspect is Aspect.REAR:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP(
                    "Rules", "a rear hit reads the side armour (the vehicle reference gives front and side)"
                ),
                "2.3",
            )
        )
    part = "turret" if location is HitLocation.TURRET else "hull"
    face = f"{part}_{'side' if side else 'front'}"
    ac = getattr(armor, face)
    if ac is None and part == "turret":
        ac = armor.turret_front if armor.turret_front is not None else armor.hull_front
        steps.append(
            NoteStep(QT_TRANSLATE_NOOP("Rules", "no turret side armour listed: the turret front's is read"), "2.3")
        )
    assert ac is not None
    steps.append(
        TableStep(
            QT_TRANSLATE_NOOP("Rules", "Vehicle armour"),
            part.capitalize(),
            f"AC {ac}",
            "2.3",
            column="Side" if side else "Front",
        )
    )
    return int(ac), face, tuple(steps)
