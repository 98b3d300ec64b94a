"""Rule 5.6, anti-aircraft fire: each anti-aircraft weapon that sees an aircraft and reaches it rolls to hit, like a
gun of 2.2: a base chance by range band (the slant range from the gun to the aircraft) for its kind of weapon,
modified by its barrels, the aircraft's speed, altitude and dive, and whether the firer moved. A hit forces the
aircraft to abort or destroys it, by a d10; the first hit ends the fire against it.

The figures are the app's defaults (resources/rules/aircraft.yaml); docs/rules-notes.md ("5.6") explains them.
The dice order: a d100 for each weapon able to fire, in the order given (the battle file's), and right after a hit
the result d10.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from morefire_gui.ids import AircraftId, UnitId
from morefire_gui.rules.aircraft.tables import AaBand, AircraftTables
from morefire_gui.rules.aircraft.terms import AaResult, AircraftError, Altitude
from morefire_gui.rules.catalogue.entries import AaWeapon
from morefire_gui.rules.dice import Dice, zero_high
from morefire_gui.rules.explain import ModifierStep, NoteStep, RollStep, Step, TableStep
from morefire_gui.rules.words import QT_TRANSLATE_NOOP

__all__ = ["AaFireResult", "AaGun", "AaShot", "AaTarget", "aa_band", "aa_chance", "aa_refusal", "resolve_aa_fire"]

RULE = "5.6"
WEAPON_WORDS = {
    AaWeapon.MG: QT_TRANSLATE_NOOP("Rules", "machine guns"),
    AaWeapon.LIGHT: QT_TRANSLATE_NOOP("Rules", "light cannon"),
    AaWeapon.HEAVY: QT_TRANSLATE_NOOP("Rules", "heavy guns"),
}


@dataclass(frozen=True)
class AaGun:
    """One anti-aircraft weapon and what it knows of the aircraft (the geometry layer finds it): the slant range and
    the ground distance to the point of the aircraft's path it fires at, whether it sees that point, whether it
    moved this turn (a weapon system that moved cannot fire, 1.5; a vehicle fires with 2.2's FIRER MOVED)."""

    unit_id: UnitId
    weapon: AaWeapon
    barrels: int
    ceiling_yards: int
    slant_yards: float
    ground_yards: float = 0.0
    los: bool = True
    moved: bool = False
    weapon_system: bool = False
    suppressed: bool = False
    destroyed: bool = False
    name: str = ""  # the unit as a person reads it ("SdKfz 7/1"); its id where none is given

    @property
    def said(self) -> str:
        return self.name or self.unit_id

    def __post_init__(self) -> None:
        if self.barrels < 1 or self.ceiling_yards <= 0 or self.slant_yards < 0:
            raise AircraftError(f"{self.unit_id}: anti-aircraft facts out of range")


@dataclass(frozen=True)
class AaTarget:
    """The aircraft fired at: its altitude during the run (the bottom of a dive), its speed band, whether it dives."""

    aircraft_id: AircraftId
    altitude: Altitude
    altitude_yards: int
    speed_band: str
    diving: bool = False
    name: str = ""  # the aircraft as a person reads it ("Ju 87 Stuka"); its id where none is given

    @property
    def said(self) -> str:
        return self.name or self.aircraft_id


@dataclass(frozen=True)
class AaShot:
    """One weapon's fire: whether it could fire (and why not), its chance, its d100, and what a hit did."""

    unit_id: UnitId
    can_fire: bool
    reason: str
    chance: int
    roll: int | None
    hit: bool
    result: AaResult | None
    result_roll: int | None
    steps: tuple[Step, ...]


def aa_band(weapon: AaWeapon, slant_yards: float, tables: AircraftTables) -> AaBand | None:
    """The range band a slant range falls in (whole yards, the fraction dropped, as every range), or None beyond the
    weapon's last band."""
    yards = int(slant_yards)
    return next((b for b in tables.aa_fire.chart[weapon] if yards <= b.max_yards), None)


def aa_refusal(gun: AaGun, target: AaTarget, tables: AircraftTables) -> str | None:
    """Why a weapon does not fire at the aircraft, or None."""
    if gun.destroyed:
        return QT_TRANSLATE_NOOP("Rules", "destroyed")
    if gun.suppressed:
        return QT_TRANSLATE_NOOP(
            "Rules", "suppressed: suppressed units cannot fire until they have recovered morale (3.5)"
        )
    if gun.weapon_system and gun.moved:
        return QT_TRANSLATE_NOOP("Rules", "a weapon system cannot fire the turn that it moves (1.5)")
    if not gun.los:
        return QT_TRANSLATE_NOOP("Rules", "no line of sight to the aircraft's path (2.1)")
    if target.altitude_yards > gun.ceiling_yards:
        return QT_TRANSLATE_NOOP(
            "Rules", "the aircraft flies at {altitude} yards, above the weapon's ceiling of {ceiling} yards (5.6)"
        ).format(altitude=target.altitude_yards, ceiling=gun.ceiling_yards)
    last = tables.aa_fire.chart[gun.weapon][-1].max_yards
    if aa_band(gun.weapon, gun.slant_yards, tables) is None:
        return QT_TRANSLATE_NOOP(
            "Rules", "out of range: {range:.0f} yards slant range; {weapons} reach {most} yards (5.6)"
        ).format(range=gun.slant_yards, weapons=WEAPON_WORDS[gun.weapon], most=last)
    return None


def aa_chance(gun: AaGun, target: AaTarget, tables: AircraftTables) -> tuple[int, tuple[Step, ...]]:
    """5.6, like 2.2: the base chance of the weapon's band, then the modifiers; kept within 0-100%."""
    band = aa_band(gun.weapon, gun.slant_yards, tables)
    if band is None:
        raise AircraftError(QT_TRANSLATE_NOOP("Rules", "{unit} does not reach the aircraft").format(unit=gun.said))
    fire = tables.aa_fire
    bands = fire.chart[gun.weapon]
    i = bands.index(band)
    low = bands[i - 1].max_yards + 1 if i else 0
    steps: list[Step] = [
        NoteStep(
            QT_TRANSLATE_NOOP(
                "Rules", "{unit}: slant range {range:.0f} yards ({ground:.0f} on the ground, {up} up)"
            ).format(unit=gun.said, range=gun.slant_yards, ground=gun.ground_yards, up=target.altitude_yards),
            RULE,
        ),
        TableStep(
            QT_TRANSLATE_NOOP("Rules", "Anti-aircraft fire, {weapon} weapon").format(weapon=gun.weapon.value),
            QT_TRANSLATE_NOOP("Rules", "{low}-{high} yards").format(low=low, high=band.max_yards),
            f"{band.hit}%",
            RULE,
        ),
    ]
    chance = band.hit
    mods: list[ModifierStep] = []
    if gun.barrels > 1:
        bonus = min(fire.barrels.most, fire.barrels.per_extra_barrel * (gun.barrels - 1))
        if bonus:
            mods.append(
                ModifierStep(
                    QT_TRANSLATE_NOOP("Rules", "{label} ({why})").format(label=fire.barrels.label, why=gun.barrels),
                    bonus,
                    RULE,
                )
            )
    speed = fire.speed[target.speed_band]
    if speed.value:
        mods.append(speed.step(RULE))
    for mod in fire.altitude:
        if mod.weapon is gun.weapon and mod.altitude is target.altitude and mod.value:
            mods.append(ModifierStep(mod.label, mod.value, RULE))
    if target.diving and tables.dives.aa_modifier.value:
        mods.append(tables.dives.aa_modifier.step("5.3"))
    if gun.moved:
        mods.append(fire.firer_moved.step("2.2"))
    for step in mods:
        chance += step.value
    steps += mods
    if chance < 0:
        steps.append(
            NoteStep(QT_TRANSLATE_NOOP("Rules", "a chance of {chance}% is read as 0%").format(chance=chance), RULE)
        )
        chance = 0
    if chance > 100:
        steps.append(
            NoteStep(QT_TRANSLATE_NOOP("Rules", "a chance of {chance}% is read as 100%").format(chance=chance), RULE)
        )
        chance = 100
    return chance, tuple(steps)


@dataclass(frozen=True)
class AaFireResult:
    """Every weapon's shot (or why it did not fire), and what became of the aircraft: ``result`` None when no shot
    hit it, else aborted or destroyed, by ``hit_by``."""

    target: AaTarget
    shots: tuple[AaShot, ...]
    hit_by: str | None
    result: AaResult | None
    steps: tuple[Step, ...]

    def shot(self, unit_id: UnitId) -> AaShot:
        return next(s for s in self.shots if s.unit_id == unit_id)


def resolve_aa_fire(guns: Sequence[AaGun], target: AaTarget, dice: Dice, tables: AircraftTables) -> AaFireResult:
    """5.6: each weapon that can fire rolls a d100, in the order given, until one hits (a roll at most its chance;
    rolled even at 0%, so that the dice order never depends on the chances). A hit: a d10, read with the printed 0
    after 9, says aborted or destroyed; then the fire ends: the aircraft is gone from the guns."""
    fire = tables.aa_fire
    steps: list[Step] = []
    shots: list[AaShot] = []
    hit_by: str | None = None
    result: AaResult | None = None
    for gun in guns:
        why = aa_refusal(gun, target, tables)
        if why is not None:
            shots.append(
                AaShot(
                    gun.unit_id,
                    False,
                    why,
                    0,
                    None,
                    False,
                    None,
                    None,
                    (
                        NoteStep(
                            QT_TRANSLATE_NOOP("Rules", "{firer} does not fire: {why}").format(firer=gun.said, why=why),
                            RULE,
                        ),
                    ),
                )
            )
            steps.extend(shots[-1].steps)
            continue
        if result is not None:
            why = QT_TRANSLATE_NOOP("Rules", "{aircraft} has already been hit: the fire against it ends").format(
                aircraft=target.said
            )
            shots.append(AaShot(gun.unit_id, False, why, 0, None, False, None, None, (NoteStep(why, RULE),)))
            steps.extend(shots[-1].steps)
            continue
        chance, gsteps = aa_chance(gun, target, tables)
        these = list(gsteps)
        roll = dice.d100(
            QT_TRANSLATE_NOOP("Rules", "anti-aircraft fire by {unit} at {aircraft}").format(
                unit=gun.said, aircraft=target.said
            )
        )
        hit = roll.face <= chance
        these.append(RollStep(roll, roll.face, RULE))
        these.append(
            NoteStep(
                (
                    QT_TRANSLATE_NOOP("Rules", "{roll} <= {chance}%: hit")
                    if hit
                    else QT_TRANSLATE_NOOP("Rules", "{roll} > {chance}%: miss")
                ).format(roll=roll.printed, chance=chance),
                RULE,
            )
        )
        got: AaResult | None = None
        result_roll: int | None = None
        if hit:
            die = dice.d10(
                QT_TRANSLATE_NOOP("Rules", "anti-aircraft hit on {aircraft} (aborted or destroyed)").format(
                    aircraft=target.said
                )
            )
            result_roll = zero_high(die.face)
            got = fire.result_of(die.face)
            these.append(RollStep(die, result_roll, RULE))
            these.append(
                TableStep(QT_TRANSLATE_NOOP("Rules", "Anti-aircraft hit"), fire.label(got), got.value.upper(), RULE)
            )
            these.append(
                NoteStep(
                    (
                        QT_TRANSLATE_NOOP("Rules", "{aircraft} is shot down by {unit}: it attacks nothing")
                        if got is AaResult.DESTROYED
                        else QT_TRANSLATE_NOOP("Rules", "{aircraft} is turned back by {unit}: it attacks nothing")
                    ).format(aircraft=target.said, unit=gun.said),
                    RULE,
                )
            )
            hit_by, result = gun.unit_id, got
        shots.append(AaShot(gun.unit_id, True, "", chance, roll.face, hit, got, result_roll, tuple(these)))
        steps += these
    if not any(s.can_fire for s in shots):
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "no anti-aircraft weapon fires at {aircraft}").format(aircraft=target.said),
                RULE,
            )
        )
    return AaFireResult(target, tuple(shots), hit_by, result, tuple(steps))
