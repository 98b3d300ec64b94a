"""Rules 5.4 (strafing) and 5.5 (bombing): an airstrike's attack, read on the rules' own tables.

* Strafing is infantry-style fire (3.5) into a strip along the aircraft's path: the forward guns' FIR (each by its
  calibre, resources/rules/aircraft.yaml) is the firer's, and every unit in the strip is rolled for with 3.5's
  chart, chances, effects and target modifiers (:func:`morefire_gui.rules.infantry.fire.resolve_infantry_fire`).
* Bombing is a barrage of one gun per bomb (4.5's damage zone, 4.6's hit chart), each bomb read as a gun of the
  calibre its weight gives; the bombs land where they are released, moved by the bombing error (its own chart, 4.3's
  direction die relative to the heading).

The geometry layer says what is in the strip or the circle; these functions only read tables and roll.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from morefire_gui.ids import AircraftId
from morefire_gui.rules.aircraft.tables import AircraftTables
from morefire_gui.rules.aircraft.terms import AircraftError
from morefire_gui.rules.artillery.barrage import (
    BarrageTarget,
    Battery,
    DamageZone,
    ErrorDirection,
    FireError,
    Pattern,
    TargetResult,
    damage_zone,
    resolve_target,
)
from morefire_gui.rules.artillery.tables import ArtilleryTables
from morefire_gui.rules.catalogue.entries import AircraftData, BombLoad
from morefire_gui.rules.dice import Dice, Die, DieRoll, zero_high, zero_low
from morefire_gui.rules.explain import NoteStep, RollStep, Step, TableStep
from morefire_gui.rules.infantry.fire import FireTarget, FireWeapon, InfantryFireResult, resolve_infantry_fire
from morefire_gui.rules.infantry.tables import FireType, InfantryTables
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, Message

__all__ = [
    "BombingResult",
    "StrafingResult",
    "bomb_battery",
    "bomb_pattern",
    "resolve_bombing",
    "resolve_strafing",
    "roll_bombing_error",
    "strafing_fir",
    "strafing_weapons",
]


# -- 5.4 strafing -------------------------------------------------------------------------------------------------


def strafing_weapons(
    aircraft_id: AircraftId, aircraft: AircraftData, tables: AircraftTables, altitude_yards: float, name: str = ""
) -> tuple[tuple[FireWeapon, ...], tuple[Step, ...]]:
    """5.4: the aircraft's forward guns as firers of 3.5: each kind of gun adds its FIR (by calibre) times how many.
    They fire from the aircraft's altitude straight down into the strip: always in range, always in sight, and the
    aircraft's own move is its run, not a "Firer Moved". ``name``: the aircraft as a person reads it."""
    weapons: list[FireWeapon] = []
    steps: list[Step] = []
    for gun in aircraft.guns:
        row = tables.strafing.gun(gun.calibre_mm)
        fir = row.fir * gun.count
        steps.append(
            TableStep(
                QT_TRANSLATE_NOOP("Rules", "Strafing FIR by calibre"),
                QT_TRANSLATE_NOOP("Rules", "{label} ({mm} mm and up)").format(label=row.label, mm=row.from_mm),
                QT_TRANSLATE_NOOP("Rules", "FIR {fir} a gun x {count} = {total}").format(
                    fir=row.fir, count=gun.count, total=fir
                ),
                "5.4",
                QT_TRANSLATE_NOOP("Rules", "{mm:g} mm").format(mm=gun.calibre_mm),  # "7,62 mm" in German
            )
        )
        reach = max(1, int(altitude_yards + 0.5))
        weapons.append(
            FireWeapon(
                aircraft_id,
                f"{gun.count} x {gun.name}",
                altitude_yards,
                rating=FireType(fir=fir, mf=None, max_range=reach),
                name=name,
            )
        )
    return tuple(weapons), tuple(steps)


def strafing_fir(aircraft: AircraftData, tables: AircraftTables) -> int:
    """The total FIR of the aircraft's forward guns (5.4), before any target's modifiers."""
    return sum(tables.strafing.gun(g.calibre_mm).fir * g.count for g in aircraft.guns)


@dataclass(frozen=True)
class StrafingResult:
    """A strafing run: the FIR of the guns, and 3.5's result (each target's FIR, chance, roll and outcome)."""

    fir: int
    fire: InfantryFireResult
    steps: tuple[Step, ...]


def resolve_strafing(
    aircraft_id: AircraftId,
    aircraft: AircraftData,
    targets: Sequence[FireTarget],
    dice: Dice,
    tables: AircraftTables,
    infantry: InfantryTables,
    *,
    altitude_yards: float,
    name: str = "",
) -> StrafingResult:
    """5.4: the forward guns fire into the strip; a d100 for each target, in the order given (3.5's dice order).
    ``name``: the aircraft as a person reads it ("Ju 87 Stuka"); its id where none is given."""
    said = name or aircraft_id
    if not aircraft.guns:
        raise AircraftError(
            QT_TRANSLATE_NOOP("Rules", "{aircraft} has no forward guns to strafe with (5.4)").format(aircraft=said)
        )
    weapons, gun_steps = strafing_weapons(aircraft_id, aircraft, tables, altitude_yards, name)
    fire = resolve_infantry_fire(weapons, targets, dice, infantry)
    steps: list[Step] = [
        NoteStep(
            QT_TRANSLATE_NOOP(
                "Rules",
                "{aircraft}'s forward guns fire into the strip along its path: infantry fire (3.5), all of it combined "
                "into one total",
            ).format(aircraft=said),
            "5.4",
        ),
        *gun_steps,
        NoteStep(
            QT_TRANSLATE_NOOP("Rules", "all its guns fire into the strip combined: FIR {fir}").format(
                fir=fire.total_fir
            ),
            "5.4",
        ),
        *(s for s in fire.steps if not _squads_words(s)),
    ]
    return StrafingResult(fire.total_fir, fire, tuple(steps))


# 3.5's words for a squad's fire that mean nothing for guns firing down from an aircraft along its path: the range
# line ("FIR 6, 50 yards of its 50": the guns always reach the strip) and the total "into the area" (said above in
# the strip's own words).
_SQUADS_WORDS = frozenset(
    {
        "{firer}: FIR {fir}, {range:.0f} yards of its {most}",
        "{firer}: FIR {fir} each, {range:.0f} yards of its {most}",
        "all fire into the area combined: FIR {fir}",
    }
)


def _squads_words(step: Step) -> bool:
    return isinstance(step, NoteStep) and isinstance(step.message, Message) and step.message.template in _SQUADS_WORDS


# -- 5.5 bombing --------------------------------------------------------------------------------------------------


def bomb_battery(name: str, bombs: BombLoad, nation: str, tables: AircraftTables) -> tuple[Battery, tuple[Step, ...]]:
    """5.5: the bombs as a barrage: one gun per bomb, of the calibre the bomb's weight gives."""
    row = tables.bombing.calibre(bombs.kg)
    limit = (
        QT_TRANSLATE_NOOP("Rules", "up to {kg:g} kg").format(kg=row.to_kg)
        if row.to_kg is not None
        else QT_TRANSLATE_NOOP("Rules", "heavier")
    )
    steps: tuple[Step, ...] = (
        TableStep(
            QT_TRANSLATE_NOOP("Rules", "Bomb weight as a calibre"),
            limit,
            QT_TRANSLATE_NOOP("Rules", "a {mm:g} mm gun").format(mm=row.calibre_mm),
            "5.5",
            QT_TRANSLATE_NOOP("Rules", "{kg:g} kg").format(kg=bombs.kg),
        ),
        NoteStep(
            (
                QT_TRANSLATE_NOOP("Rules", "{count} bombs of {kg:g} kg: {count} guns of {mm:g} mm (4.5, 4.6)")
                if bombs.count != 1
                else QT_TRANSLATE_NOOP("Rules", "{count} bomb of {kg:g} kg: {count} gun of {mm:g} mm (4.5, 4.6)")
            ).format(count=bombs.count, kg=bombs.kg, mm=row.calibre_mm),
            "5.5",
        ),
    )
    return Battery(bombs.count, row.calibre_mm, nation, off_board=True, name=name), steps


def bomb_pattern(*, dive: bool, dive_bomber: bool, advanced: bool, tables: AircraftTables) -> tuple[Pattern, NoteStep]:
    """5.3, 5.5: a level run drops its bombs spread; a dive bomber's dive puts them in the dive's pattern
    (converged by default) in an advanced game: "Spread ... (The only pattern used in basic games.)" (4.5)."""
    if dive and dive_bomber:
        pattern = tables.dives.dive_bomber_pattern
        if pattern is Pattern.CONVERGED and not advanced:
            return Pattern.SPREAD, NoteStep(
                QT_TRANSLATE_NOOP("Rules", "a dive bomber's dive, but spread is the only pattern of basic games"), "4.5"
            )
        return pattern, NoteStep(
            QT_TRANSLATE_NOOP("Rules", "a dive bomber's dive: the bombs fall {pattern}").format(pattern=pattern.value),
            "5.3",
        )
    why = (
        QT_TRANSLATE_NOOP("Rules", "a dive (not a dive bomber): the bombs fall spread")
        if dive
        else QT_TRANSLATE_NOOP("Rules", "a level run: the bombs fall spread")
    )
    return Pattern.SPREAD, NoteStep(why, "5.5")


# 5.5's bombing error chart's rows as a step names them: the altitude bands' and the dive's.
_BOMBING_ROWS = {
    "dive": QT_TRANSLATE_NOOP("Rules", "dive"),
    "low": QT_TRANSLATE_NOOP("Rules", "low"),
    "medium": QT_TRANSLATE_NOOP("Rules", "medium"),
    "high": QT_TRANSLATE_NOOP("Rules", "high"),
}


def roll_bombing_error(row: str, dice: Dice, tables: AircraftTables, artillery: ArtilleryTables) -> FireError:
    """5.5: the error d10 (the printed 0 read as 0, the "0-1" column, as 4.3's chart) on the row of the way the
    bombs were dropped, and unless the error is 0 yards the direction d10 of 4.3 (the printed 0 read as 10), long
    being further along the aircraft's heading and right to its right."""
    chart = tables.bombing.error
    roll = dice.d10(QT_TRANSLATE_NOOP("Rules", "bombing error (yards off)"))
    reading = zero_low(roll.face)
    column = chart.column_index(reading)
    yards = chart.rows[row][column]
    steps: list[Step] = [
        RollStep(roll, reading, "5.5"),
        TableStep(
            QT_TRANSLATE_NOOP("Rules", "Bombing error"),
            _BOMBING_ROWS.get(row, row),
            QT_TRANSLATE_NOOP("Rules", "{yards} yards").format(yards=yards),
            "5.5",
            chart.columns[column],
        ),
    ]
    if yards == 0:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "no error: the bombs fall where they were released; no direction roll"),
                "5.5",
            )
        )
        return FireError(0, None, tuple(steps))
    roll = dice.d10(QT_TRANSLATE_NOOP("Rules", "bombing error direction"))
    direction: ErrorDirection = artillery.error_direction.direction(roll.face)
    steps.append(RollStep(roll, zero_high(roll.face), "5.5"))
    steps.append(
        TableStep(
            QT_TRANSLATE_NOOP("Rules", "Error direction (4.3), along the heading"),
            artillery.error_direction.label(direction),
            direction.value.upper(),
            "5.5",
        )
    )
    return FireError(yards, direction, tuple(steps))


@dataclass(frozen=True)
class BombingResult:
    """A bombing run: the bombs as a battery, the pattern, where they fell (the error), the damage zone and each
    unit's roll."""

    battery: Battery
    pattern: Pattern
    error: FireError
    zone: DamageZone
    targets: tuple[TargetResult, ...]
    steps: tuple[Step, ...]

    def all_steps(self) -> tuple[Step, ...]:
        out: list[Step] = [*self.steps, *self.error.steps, *self.zone.steps]
        for target in self.targets:
            out.extend(target.steps)
        return tuple(out)


class _Worded(Dice):
    """The same dice, saying what a roll is for in 5.5's words ("bomb hit on su3", not "artillery hit on su3"):
    4.6's rolls are made by the artillery rules, for bombs. Every roll is kept in the dice's own history."""

    def __init__(self, dice: Dice, old: str, new: str) -> None:
        super().__init__()
        self._dice, self._old, self._new = dice, old, new
        self.history = dice.history

    def roll(self, die: Die, purpose: str) -> DieRoll:
        if isinstance(purpose, Message):  # the same words, still to be translated: the bombs' templates are below
            said = Message(purpose.context, purpose.template.replace(self._old, self._new), purpose.values)
            return self._dice.roll(die, said)
        return self._dice.roll(die, purpose.replace(self._old, self._new))


# What 4.6's rolls are for when bombs fall (the artillery's own words with "bomb" for "artillery").
BOMB_ROLLS = (
    QT_TRANSLATE_NOOP("Rules", "bomb hit on {unit}"),
    QT_TRANSLATE_NOOP("Rules", "bomb damage on {unit} (odd destroyed, even immobilized)"),
)


# Called once the error is rolled, with the error and the zone: returns the units in or partly in it, in order.
TargetsUnderBombs = Callable[[FireError, DamageZone], Sequence[BarrageTarget]]


def resolve_bombing(
    targets: TargetsUnderBombs,
    name: str,
    aircraft: AircraftData,
    nation: str,
    dice: Dice,
    tables: AircraftTables,
    artillery: ArtilleryTables,
    *,
    error_row: str,
    dive: bool,
    advanced: bool,
) -> BombingResult:
    """5.5: roll where the bombs fall (error, direction), draw the damage zone (4.5) and roll 4.6 for each unit in
    or partly in it, in the order the geometry gives (the battle file's)."""
    if aircraft.bombs is None:
        raise AircraftError(QT_TRANSLATE_NOOP("Rules", "{aircraft} carries no bombs (5.5)").format(aircraft=name))
    battery, bomb_steps = bomb_battery(name, aircraft.bombs, nation, tables)
    pattern, pattern_step = bomb_pattern(dive=dive, dive_bomber=aircraft.dive_bomber, advanced=advanced, tables=tables)
    error = roll_bombing_error(error_row, dice, tables, artillery)
    zone = damage_zone(battery, pattern, artillery, advanced=advanced)
    under = tuple(targets(error, zone))
    seen: set[str] = set()
    for target in under:
        if target.unit_id in seen:
            raise AircraftError(f"unit {target.unit_id!r} is listed twice under the bombs")
        seen.add(target.unit_id)
    worded = _Worded(dice, "artillery", "bomb")
    results = tuple(resolve_target(t, battery, pattern, worded, artillery, advanced=advanced) for t in under)
    steps: list[Step] = [*bomb_steps, pattern_step]
    return BombingResult(battery, pattern, error, zone, results, tuple(steps))
