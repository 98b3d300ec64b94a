"""Rule 3.5, infantry fire procedures: fire into a 100-yard square target area, all of it combined into a single
total, read on the FIR chart and rolled for on a d100 for every unit in the area.

Readings (docs/rules-notes.md, 3.5):

* Each firer (each weapon of a vehicle: its TMGs and its main gun's T-HE) is checked on its own: not destroyed,
  not suppressed ("Suppressed units cannot fire"), not a weapon system that moved (1.5), within its maximum
  range of the area's centre, and with a line of sight to it. Refused firers add nothing.
* "Firer Moved -1" is applied to each firer that moved, to its own FIR (never below 0); the firers' FIRs are
  then added up: the area's combined total.
* The target modifiers (moved, cover or hard cover, riding on a vehicle) belong to each target: every unit in
  the area is rolled for with the combined total plus its own modifiers. Hard cover and cover do not add up.
  T-HE counts only against non-vehicles.
* FIR above 20 reads the 20 row; below 1 the fire has no effect (0%), and the d100 is still rolled so that the
  dice order does not depend on the chances.
* A firer's identical weapons (a Tiger's two TMGs) each fire and add their own FIR; they are explained on one line
  with their count ("Tiger 1 (2 × TMG): FIR 4 each"), a modifier of theirs once for all of them.

The dice order (a contract of ``morefire infantry-fire --dice``): one d100 for each target, in the order given.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from enum import Enum

from morefire_gui.ids import UnitId
from morefire_gui.rules.counted import counted, times
from morefire_gui.rules.dice import Dice
from morefire_gui.rules.explain import ModifierStep, NoteStep, RollStep, Step, TableStep
from morefire_gui.rules.infantry.tables import FireType, InfantryTables
from morefire_gui.rules.infantry.terms import FireEffect, InfantryRulesError, Outcome, TargetCover
from morefire_gui.rules.words import QT_TRANSLATE_NOOP

TANK_MG = "TMG"
TANK_HE = "T-HE"
# A vehicle's heavy machine gun (a Sherman's .50, a half-track's quad mount) fires as 3.5's HMG row.
VEHICLE_HMG = "HMG"
# What a vehicle fires into a target area, as its weapon is named: its machine guns of the 3.5 table, its main gun.
VEHICLE_MGS = (TANK_MG, VEHICLE_HMG)
VEHICLE_WEAPONS = (*VEHICLE_MGS, TANK_HE)
RULE = "3.5"


class TargetKind(str, Enum):
    """What a unit in the area is, for 3.5's list of what infantry can fire at."""

    INFANTRY = "infantry"
    WEAPON_SYSTEM = "weapon_system"
    OPEN_TOPPED_VEHICLE = "open_topped_vehicle"
    ENCLOSED_VEHICLE = "enclosed_vehicle"
    POSITION = "position"  # a building or position (a bunker) as a target of its own
    AIRCRAFT = "aircraft"

    @property
    def is_vehicle(self) -> bool:
        return self in (TargetKind.OPEN_TOPPED_VEHICLE, TargetKind.ENCLOSED_VEHICLE)


@dataclass(frozen=True)
class FireWeapon:
    """One weapon firing into the area: an infantry counter of a 3.5 type, or a vehicle's TMG or main gun.

    ``fire_type`` names a row of the 3.5 table; ``rating`` replaces the row for a catalogue type the table does not
    name. ``moved``: the firer moved this turn; ``weapon_system``: a gun or crew-served weapon (1.5)."""

    firer_id: UnitId
    fire_type: str
    range_yards: float
    los: bool = True
    moved: bool = False
    suppressed: bool = False
    destroyed: bool = False
    weapon_system: bool = False
    rating: FireType | None = None
    name: str = ""  # the firer as a person reads it ("1st Squad"); its id where none is given
    # The type a person reads where no row of 3.5 names it (a catalogue type its entry rates: the entry's name,
    # "Engineer squad (pioneers / sappers)", not its id "ENG"); the row itself where one does.
    type_name: str = ""
    # The unit is its weapon: an infantry counter firing as its own row of 3.5 (a rifle squad's R), named by itself.
    as_itself: bool = False

    @property
    def said(self) -> str:
        return self.name or self.firer_id

    @property
    def said_type(self) -> str:
        return self.type_name or self.fire_type

    @property
    def label(self) -> str:
        return self.counted_label(1)

    def counted_label(self, n: int) -> str:
        """The firer and ``n`` of this weapon: "Tiger 1 (TMG)", "Tiger 1 (2 × TMG)"; a firer that is its weapon, by
        itself, as the roster names it: one no row of 3.5 names ("Engineer squad", not "Engineer squad (Engineer squad
        (pioneers / sappers))") and an infantry counter firing as its own row ("1st Squad", not "1st Squad (R)")."""
        if (self.type_name or self.as_itself) and n == 1:
            return self.said
        return QT_TRANSLATE_NOOP("Rules", "{firer} ({weapon})").format(firer=self.said, weapon=times(n, self.said_type))


@dataclass(frozen=True)
class FireTarget:
    """A unit in the target area. ``max_ac``: a vehicle's highest armour class (3.5: "enclosed vehicles with a
    maximum AC rating of ONE"). ``cover``: the target's cover for 3.5's modifiers; ``riding``: a passenger."""

    unit_id: UnitId
    kind: TargetKind
    moved: bool = False
    cover: TargetCover = TargetCover.OPEN
    riding: bool = False
    max_ac: int | None = None
    cover_reason: str = ""
    name: str = ""  # the unit as a person reads it; its id where none is given

    @property
    def said(self) -> str:
        return self.name or self.unit_id


@dataclass(frozen=True)
class Contribution:
    """A firer's part of the combined total: its FIR, its own modifier, and what it adds."""

    firer_id: UnitId
    fire_type: str
    fir: int
    net: int
    vs_vehicles: bool
    steps: tuple[Step, ...]


@dataclass(frozen=True)
class RefusedFirer:
    firer_id: UnitId
    fire_type: str
    reason: str


@dataclass(frozen=True)
class ExcludedTarget:
    unit_id: UnitId
    reason: str


@dataclass(frozen=True)
class TargetFire:
    """One target's roll: its FIR (the combined total plus its own modifiers), chance, the d100 and the result."""

    unit_id: UnitId
    fir: int
    modifiers: tuple[ModifierStep, ...]
    chance: int
    effect: FireEffect | None
    roll: int
    hit: bool
    outcome: Outcome
    steps: tuple[Step, ...]


@dataclass(frozen=True)
class InfantryFireResult:
    """The whole fire: each firer's part, the firers refused, the combined total (``total_fir``, with the firers'
    modifiers, before any target's own) with its chance and effect, and each target's roll."""

    contributions: tuple[Contribution, ...]
    refused: tuple[RefusedFirer, ...]
    total_fir: int
    modifiers: tuple[ModifierStep, ...]
    chance: int
    effect: FireEffect | None
    targets: tuple[TargetFire, ...]
    excluded: tuple[ExcludedTarget, ...]
    steps: tuple[Step, ...]

    def target(self, unit_id: UnitId) -> TargetFire:
        return next(t for t in self.targets if t.unit_id == unit_id)


def rating(weapon: FireWeapon, tables: InfantryTables) -> FireType:
    if weapon.rating is not None:
        return weapon.rating
    try:
        return tables.fire_types[weapon.fire_type]
    except KeyError:
        raise InfantryRulesError(
            f"{weapon.firer_id}: {weapon.fire_type!r} is not a type of the 3.5 table ({', '.join(tables.fire_types)})"
        ) from None


def refusal(weapon: FireWeapon, tables: InfantryTables) -> str | None:
    """Why a firer adds nothing to the fire, or None."""
    if weapon.destroyed:
        return QT_TRANSLATE_NOOP("Rules", "destroyed")
    if weapon.suppressed:
        return QT_TRANSLATE_NOOP(
            "Rules", "suppressed: suppressed units cannot fire until they have recovered morale (3.5)"
        )
    if weapon.weapon_system and weapon.moved:
        return QT_TRANSLATE_NOOP("Rules", "a weapon system cannot fire the turn that it moves (1.5)")
    rated = rating(weapon, tables)
    if weapon.range_yards > rated.max_range:
        return QT_TRANSLATE_NOOP("Rules", "out of range: {range:.0f} yards, the {type} reaches {most} (3.5)").format(
            range=weapon.range_yards, type=weapon.said_type, most=rated.max_range
        )
    if not weapon.los:
        return QT_TRANSLATE_NOOP("Rules", "no line of sight to the target area (2.1)")
    return None


def may_fire_at(target: FireTarget) -> str | None:
    """3.5: "Infantry units can fire at infantry units, crew served weapon systems, open topped vehicles, enclosed
    vehicles with a maximum AC rating of ONE, and buildings/ positions." Why not, or None."""
    if target.kind is TargetKind.AIRCRAFT:
        return QT_TRANSLATE_NOOP("Rules", "aircraft are not a target of infantry fire (5.6)")
    if target.kind is TargetKind.ENCLOSED_VEHICLE and (target.max_ac is None or target.max_ac > 1):
        ac = QT_TRANSLATE_NOOP("Rules", "unknown") if target.max_ac is None else str(target.max_ac)
        return QT_TRANSLATE_NOOP(
            "Rules", "an enclosed vehicle with AC {ac}: infantry fire reaches enclosed vehicles of AC 1 at most (3.5)"
        ).format(ac=ac)
    return None


# Readings (docs/rules-notes.md, 3.5): which ground and positions are cover and hard cover for infantry fire.
HARD_COVER_POSITIONS = {
    "building": QT_TRANSLATE_NOOP("Rules", "in a building"),
    "bunker": QT_TRANSLATE_NOOP("Rules", "in a bunker"),
}
COVER_POSITIONS = {
    "foxhole": QT_TRANSLATE_NOOP("Rules", "in a foxhole"),
    "trench": QT_TRANSLATE_NOOP("Rules", "in a trench"),
}
HARD_COVER_GROUND = {
    "building": QT_TRANSLATE_NOOP("Rules", "in a building piece"),
    "village": QT_TRANSLATE_NOOP("Rules", "in a village"),
}
ROUGH_AREAS = ("rough", "hill", "woods")  # ROUGH TERRAIN: "It includes hills, rock patches and woods."
COVER_GROUND = {
    "woods": QT_TRANSLATE_NOOP("Rules", "in woods"),
    "rough": QT_TRANSLATE_NOOP("Rules", "in rough ground"),
    "hill": QT_TRANSLATE_NOOP("Rules", "on a hill (hills are rough)"),
}


def target_cover(
    *,
    vehicle: bool,
    riding: bool,
    position: str | None,
    ground: Collection[str],
    ski_in_snow: bool = False,
    jungle_battle: bool = False,
) -> tuple[TargetCover, str]:
    """A target's cover for 3.5, and why. ``position`` is the unit's own cover (foxhole, trench, building,
    bunker); ``ground`` the kinds of terrain it stands in. The best cover applies:

    * hard cover: a building or bunker position; a building or village piece; JUNGLE ("Infantry and CSW are
      considered in Hard Cover", a jungle battle or a jungle piece); SNOW's ski troops in rough areas (rough
      ground, hills and woods);
    * cover: a foxhole or trench; woods; rough ground and hills (ROUGH TERRAIN "provides cover to infantry and
      crew served weapons"); SNOW's ski troops anywhere ("always in cover, even in the open").

    Vehicles take no cover modifier (ROUGH TERRAIN: "Vehicles are considered defiladed"), and passengers take the
    riding modifier instead of the cover of the ground they pass."""
    if vehicle:
        return TargetCover.OPEN, ""
    if riding:
        return TargetCover.OPEN, ""
    if position in HARD_COVER_POSITIONS:
        return TargetCover.HARD_COVER, HARD_COVER_POSITIONS[position]
    for kind, why in HARD_COVER_GROUND.items():
        if kind in ground:
            return TargetCover.HARD_COVER, why
    if jungle_battle or "jungle" in ground:
        return TargetCover.HARD_COVER, QT_TRANSLATE_NOOP("Rules", "JUNGLE: infantry and CSW are in hard cover")
    # ROUGH TERRAIN "includes hills, rock patches and woods": SNOW's "rough areas".
    if ski_in_snow and any(kind in ground for kind in ROUGH_AREAS):
        return TargetCover.HARD_COVER, QT_TRANSLATE_NOOP("Rules", "SNOW: ski troops in rough areas")
    if position in COVER_POSITIONS:
        return TargetCover.COVER, COVER_POSITIONS[position]
    for kind, why in COVER_GROUND.items():
        if kind in ground:
            return TargetCover.COVER, why
    if ski_in_snow:
        return TargetCover.COVER, QT_TRANSLATE_NOOP("Rules", "SNOW: ski troops are always in cover")
    return TargetCover.OPEN, ""


_WHY = QT_TRANSLATE_NOOP("Rules", "{label} ({why})")


def target_modifiers(target: FireTarget, tables: InfantryTables) -> tuple[ModifierStep, ...]:
    """3.5's target modifiers for one target: moved -1; hard cover -3 or cover -2 (not both); riding -1."""
    mods = tables.fir_modifiers
    out = []
    if target.moved:
        out.append(mods.target_moved.step(RULE))
    if target.cover is TargetCover.HARD_COVER:
        out.append(
            mods.target_hard_cover.step(
                RULE,
                _WHY.format(label=mods.target_hard_cover.label, why=target.cover_reason)
                if target.cover_reason
                else None,
            )
        )
    elif target.cover is TargetCover.COVER:
        out.append(
            mods.target_cover.step(
                RULE,
                _WHY.format(label=mods.target_cover.label, why=target.cover_reason) if target.cover_reason else None,
            )
        )
    if target.riding:
        out.append(mods.target_riding.step(RULE))
    return tuple(out)


def chance_and_effect(fir: int, tables: InfantryTables, who: str = "") -> tuple[int, FireEffect | None, TableStep]:
    """3.5's FIR chart: the chance and effect of a FIR (0% and no effect below 1; the 20 row above 20)."""
    row = tables.fir_row(fir)
    step = tables.fir_step(fir, who)
    if row is None:
        return 0, None, step
    return row.chance, row.effect, step


def _contribution(weapon: FireWeapon, tables: InfantryTables) -> Contribution:
    """One weapon's part of the total: its FIR, less FIRER MOVED (never below 0), each step explained."""
    rated = rating(weapon, tables)
    steps: list[Step] = [
        NoteStep(
            QT_TRANSLATE_NOOP("Rules", "{firer}: FIR {fir}, {range:.0f} yards of its {most}").format(
                firer=weapon.label, fir=rated.fir, range=weapon.range_yards, most=rated.max_range
            ),
            RULE,
        )
    ]
    net = rated.fir
    if weapon.moved:
        mod = tables.fir_modifiers.firer_moved.step(
            RULE, _WHY.format(label=tables.fir_modifiers.firer_moved.label, why=weapon.said)
        )
        steps.append(mod)
        net = max(0, net + mod.value)
    if not rated.vs_vehicles:
        steps.append(_only_non_vehicles(weapon))
    return Contribution(weapon.firer_id, weapon.fire_type, rated.fir, net, rated.vs_vehicles, tuple(steps))


def _only_non_vehicles(weapon: FireWeapon) -> NoteStep:
    return NoteStep(
        QT_TRANSLATE_NOOP("Rules", "{type} counts only against non-vehicles").format(type=weapon.said_type), RULE
    )


def _counted_steps(weapon: FireWeapon, n: int, each: Contribution, tables: InfantryTables) -> list[Step]:
    """The explanation of ``n`` identical weapons of one firer, each contributing ``each``: one line for all of them,
    and FIRER MOVED once, as much as it takes from all of them together."""
    rated = rating(weapon, tables)
    steps: list[Step] = [
        NoteStep(
            QT_TRANSLATE_NOOP("Rules", "{firer}: FIR {fir} each, {range:.0f} yards of its {most}").format(
                firer=weapon.counted_label(n), fir=rated.fir, range=weapon.range_yards, most=rated.max_range
            ),
            RULE,
        )
    ]
    if weapon.moved:
        moved = tables.fir_modifiers.firer_moved
        steps.append(
            ModifierStep(
                QT_TRANSLATE_NOOP("Rules", "{label} ({why}, {each:+d} each)").format(
                    label=moved.label, why=weapon.counted_label(n), each=each.net - each.fir
                ),
                (each.net - each.fir) * n,
                RULE,
            )
        )
    if not rated.vs_vehicles:
        steps.append(_only_non_vehicles(weapon))
    return steps


def resolve_infantry_fire(
    weapons: Sequence[FireWeapon], targets: Sequence[FireTarget], dice: Dice, tables: InfantryTables
) -> InfantryFireResult:
    """3.5: combine every firer's FIR into one total, then roll a d100 for every unit in the area (in the order
    given) against the chance its FIR gives. A hit suppresses or eliminates, as the chart's row says."""
    steps: list[Step] = []
    contributions: list[Contribution] = []
    refused: list[RefusedFirer] = []
    for weapon, n in counted(weapons):
        why = refusal(weapon, tables)
        if why is not None:
            refused += [RefusedFirer(weapon.firer_id, weapon.fire_type, why)] * n
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "{firer} does not fire: {why}").format(
                        firer=weapon.counted_label(n), why=why
                    ),
                    RULE,
                )
            )
            continue
        contribution = _contribution(weapon, tables)
        contributions += [contribution] * n  # each weapon fires, and adds its own FIR
        steps += contribution.steps if n == 1 else _counted_steps(weapon, n, contribution, tables)
    total = sum(c.net for c in contributions)
    firer_mods = tuple(s for c in contributions for s in c.steps if isinstance(s, ModifierStep))
    chance, effect, row_step = chance_and_effect(total, tables)
    steps.append(
        NoteStep(QT_TRANSLATE_NOOP("Rules", "all fire into the area combined: FIR {fir}").format(fir=total), RULE)
    )
    steps.append(row_step)

    results: list[TargetFire] = []
    excluded: list[ExcludedTarget] = []
    for target in targets:
        why = may_fire_at(target)
        if why is not None:
            excluded.append(ExcludedTarget(target.unit_id, why))
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "{unit} is not rolled for: {why}").format(unit=target.said, why=why),
                    RULE,
                )
            )
            continue
        base = sum(c.net for c in contributions if c.vs_vehicles or not target.kind.is_vehicle)
        tsteps: list[Step] = []
        if base != total:
            tsteps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "{unit}: FIR {fir} against a vehicle (without T-HE)").format(
                        unit=target.said, fir=base
                    ),
                    RULE,
                )
            )
        mods = target_modifiers(target, tables)
        tsteps += mods
        fir = base + sum(m.value for m in mods)
        t_chance, t_effect, t_row = chance_and_effect(fir, tables, target.said)
        tsteps.append(t_row)
        roll = dice.d100(QT_TRANSLATE_NOOP("Rules", "infantry fire at {unit}").format(unit=target.said))
        tsteps.append(RollStep(roll, roll.face, RULE))
        hit = t_chance > 0 and roll.face <= t_chance
        if not hit:
            outcome = Outcome.NO_EFFECT
        elif t_effect is FireEffect.ELIMINATED:
            outcome = Outcome.DESTROYED
        else:
            outcome = Outcome.SUPPRESSED
        words = {
            Outcome.NO_EFFECT: QT_TRANSLATE_NOOP("Rules", "no effect"),
            Outcome.DESTROYED: QT_TRANSLATE_NOOP("Rules", "eliminated"),
            Outcome.SUPPRESSED: QT_TRANSLATE_NOOP("Rules", "suppressed"),
        }
        tsteps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "{unit}: FIR {fir}, {chance}%, rolled {roll}: {outcome}").format(
                    unit=target.said, fir=fir, chance=t_chance, roll=roll.printed, outcome=words[outcome]
                ),
                RULE,
            )
        )
        results.append(
            TargetFire(target.unit_id, fir, mods, t_chance, t_effect, roll.face, hit, outcome, tuple(tsteps))
        )
        steps += tsteps
    if not results:
        steps.append(NoteStep(QT_TRANSLATE_NOOP("Rules", "no unit in the target area to roll for"), RULE))
    return InfantryFireResult(
        tuple(contributions),
        tuple(refused),
        total,
        firer_mods,
        chance,
        effect,
        tuple(results),
        tuple(excluded),
        tuple(steps),
    )
