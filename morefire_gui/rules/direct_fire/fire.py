"""Rules 2.2-2.6, tank and anti-tank direct fire: one shot from the firer's gun (or a squad anti-tank weapon of rule
3.4, through the same path) at a vehicle or a gun. The rules take facts (range, line of sight, spotting, the sector
the firer is in, the ground under the target) and return a result that explains itself.

    shot = Shot(firer, target, range_yards=640, los=True, spotted=True)
    result = resolve_direct_fire(shot, dice, tables.direct_fire)

Readings (docs/rules-notes.md, 2.2-2.6):

* A shot at a range uses the first band of the gun at or beyond that range; beyond the last band there is no shot.
* The base chance of the band and every modifier of 2.2 that applies, added up; a chance below 0 is 0, and the
  d100 is still rolled (a hit when the roll is at most the chance), so the dice order never depends on it.
* A gun counter has no armour or hit location: a hit destroys it.
* Refused (no die is rolled): a destroyed firer, a firer whose turret and main gun are out (2.6 T), a suppressed
  firer (3.5), a weapon system that moved this turn (1.5), a destroyed target, no line of sight, beyond the last
  band, a turretless vehicle whose target is more than 45 degrees off its facing (2.3), a target not spotted (2.1).
  Every reason that applies is given.

The dice order (a contract of ``morefire fire --dice``): the d100 to hit; on a hit on a vehicle, the d10 hit
location; then, if called for, one d10 more: suspension damage (advanced, 2.5) or the campaign damage table (2.6).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from morefire_gui.ids import UnitId
from morefire_gui.rules.catalogue.entries import ArmorClasses, RangeBand, Silhouette
from morefire_gui.rules.dice import Dice
from morefire_gui.rules.direct_fire.hit_location import armour_class, aspect_of_hit, hull_aspect, roll_hit_location
from morefire_gui.rules.direct_fire.tables import DirectFireTables
from morefire_gui.rules.direct_fire.terms import (
    Aspect,
    CampaignDamage,
    DirectFireError,
    FireResult,
    HitLocation,
    Sector,
    SuspensionDamage,
    TargetKind,
)
from morefire_gui.rules.direct_fire.vehicle_damage import (
    VehicleRunningGear,
    campaign_damage,
    penetration_steps,
    suspension_damage,
)
from morefire_gui.rules.explain import ModifierStep, NoteStep, RollStep, Step, TableStep
from morefire_gui.rules.words import AND_THEN, QT_TRANSLATE_NOOP, joined

_TOL = 1e-6  # yards


@dataclass(frozen=True)
class Weapon:
    """A gun and its range bands (2.2), or a squad anti-tank weapon of rule 3.4 (``squad``)."""

    name: str
    calibre_mm: float
    bands: tuple[RangeBand, ...]
    squad: bool = False

    @property
    def max_yards(self) -> int:
        return self.bands[-1].max_yards if self.bands else 0


def range_band(weapon: Weapon, range_yards: float) -> RangeBand | None:
    """2.2: the first listed band at or beyond the range; None beyond the last (no shot)."""
    return next((b for b in weapon.bands if range_yards <= b.max_yards + _TOL), None)


@dataclass(frozen=True)
class Firer:
    """What 2.2 reads of the firer. ``moved``: it moved this turn; ``weapon_system``: a gun or squad weapon counter
    (1.5: cannot fire the turn it moves); ``turretless``: a vehicle without a turret, with ``off_facing`` the
    degrees (0-180) between its facing and the line to the target; ``gun_out``: 2.6's T result taken."""

    unit_id: UnitId
    weapon: Weapon
    moved: bool = False
    weapon_system: bool = False
    suppressed: bool = False
    destroyed: bool = False
    turretless: bool = False
    off_facing: float = 0.0
    gun_out: bool = False
    name: str = ""  # the firer as a person reads it ("Tiger 2"); its id where none is given

    @property
    def said(self) -> str:
        return self.name or self.unit_id


@dataclass(frozen=True)
class Target:
    """What 2.2-2.6 read of the target. A vehicle gives its armour, turret and running gear; ``sector`` (advanced)
    and ``rear_in_view`` (basic) come from the geometry of its footprint (2.3). ``defilade_why`` and
    ``cover_why`` say where the defilade and woods/building facts came from."""

    unit_id: UnitId
    kind: TargetKind
    silhouette: Silhouette | None = None
    in_woods_or_building: bool = False
    cover_why: str = ""
    anti_tank_gun: bool = False
    defilade: bool = False
    defilade_why: str = ""
    moving: bool = False
    destroyed: bool = False
    armor: ArmorClasses | None = None
    turret: bool = True
    gear: VehicleRunningGear | None = None
    sector: Sector | None = None
    rear_in_view: bool = False
    name: str = ""  # the target as a person reads it ("T-34 #3"); its id where none is given

    @property
    def said(self) -> str:
        return self.name or self.unit_id

    def __post_init__(self) -> None:
        if self.kind is TargetKind.VEHICLE and (self.armor is None or self.gear is None):
            raise DirectFireError(f"{self.unit_id}: a vehicle target needs its armour and running gear")


@dataclass(frozen=True)
class Shot:
    """One shot: the firer, the target, the facts between them, and the players' choices (2.4's suspension shot,
    advanced rules, the campaign damage table)."""

    firer: Firer
    target: Target
    range_yards: float
    los: bool
    spotted: bool
    spot_reason: str = ""
    advanced: bool = False
    campaign: bool = False
    suspension_shot: bool = False
    # What the line of sight meets, in words, from the session: each piece that blocks it and why, each it passes
    # and why (the hill the firer stands on); said after the line of sight's verdict.
    sight: tuple[str, ...] = ()


@dataclass(frozen=True)
class HitChance:
    band: RangeBand
    base: int
    modifiers: tuple[ModifierStep, ...]
    chance: int
    steps: tuple[Step, ...]


Section = tuple[str, tuple[Step, ...]]


@dataclass(frozen=True)
class DirectFireResult:
    """One shot, resolved. ``refused`` is the reason the weapon could not fire (no die rolled). ``aspect`` is the
    face the target shows the firer (2.3: basic front or side, advanced front, side or rear), and on a turret or
    hull hit the face hit (basic: a turret is always hit on its front); ``armor_face`` and ``armor_class`` the plate
    a turret or hull hit met. ``immobile_turns``: an immobilized result that lifts after that many turns (None: for
    the battle). ``sections``: the steps in the order things happened, under titles."""

    firer_id: UnitId
    target_id: UnitId
    weapon: str
    range_yards: float
    los: bool
    spotted: bool
    refused: str | None = None
    band: RangeBand | None = None
    base_chance: int | None = None
    modifiers: tuple[ModifierStep, ...] = ()
    chance: int | None = None
    roll: int | None = None
    hit: bool = False
    location: HitLocation | None = None
    rolled_location: HitLocation | None = None
    location_roll: int | None = None
    aspect: Aspect | None = None
    armor_face: str | None = None
    armor_class: int | None = None
    penetration: int | None = None
    penetrated: bool | None = None
    damage_roll: int | None = None
    suspension: SuspensionDamage | None = None
    campaign: CampaignDamage | None = None
    result: FireResult | None = None
    immobile_turns: int | None = None
    sections: tuple[Section, ...] = ()

    @property
    def band_yards(self) -> int | None:
        return self.band.max_yards if self.band is not None else None

    @property
    def steps(self) -> tuple[Step, ...]:
        return tuple(step for _, steps in self.sections for step in steps)

    @property
    def fired(self) -> bool:
        return self.refused is None


def refused_shot(
    firer_id: UnitId,
    target_id: UnitId,
    weapon: str,
    range_yards: float,
    los: bool,
    reason: str,
    rule: str,
    facts: tuple[Step, ...] = (),
) -> DirectFireResult:
    """A shot the rules do not allow before any fact of 2.2 is read (no weapon; a target direct fire does not take)."""
    return DirectFireResult(
        firer_id,
        target_id,
        weapon,
        range_yards,
        los,
        spotted=False,
        refused=reason,
        sections=((FIRER_AND_TARGET, facts), (CANNOT_FIRE, (NoteStep(reason, rule),))),
    )


# The titles of a shot's sections.
FIRER_AND_TARGET = QT_TRANSLATE_NOOP("Rules", "Firer and target")
CANNOT_FIRE = QT_TRANSLATE_NOOP("Rules", "Cannot fire")
RESULT = QT_TRANSLATE_NOOP("Rules", "Result")
CAMPAIGN_DAMAGE = QT_TRANSLATE_NOOP("Rules", "Vehicle damage, campaign (2.6)")


def refusals(shot: Shot, tables: DirectFireTables) -> list[tuple[str, str]]:
    """Every reason the weapon cannot fire this shot, each with its rule, in the order a player would check."""
    f, t = shot.firer, shot.target
    out: list[tuple[str, str]] = []
    if f.destroyed:
        out.append((QT_TRANSLATE_NOOP("Rules", "{unit} is destroyed").format(unit=f.said), "2.2"))
    if f.gun_out:
        out.append(
            (
                QT_TRANSLATE_NOOP(
                    "Rules", "{unit}'s turret, main gun and control systems are out (campaign damage T)"
                ).format(unit=f.said),
                "2.6",
            )
        )
    if f.suppressed:
        out.append(
            (
                QT_TRANSLATE_NOOP(
                    "Rules", "{unit} is suppressed: suppressed units cannot fire until they have recovered morale"
                ).format(unit=f.said),
                "3.5",
            )
        )
    if f.weapon_system and f.moved:
        out.append(
            (
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "{unit} is a weapon system that moved this turn: weapon systems cannot fire the turn that they "
                    "move",
                ).format(unit=f.said),
                "1.5",
            )
        )
    if t.destroyed:
        out.append((QT_TRANSLATE_NOOP("Rules", "{unit} is already destroyed").format(unit=t.said), "2.2"))
    if not shot.los:
        out.append(
            (
                QT_TRANSLATE_NOOP(
                    "Rules", "no line of sight from {firer} to {target}: a valid Line of Sight must be established"
                ).format(firer=f.said, target=t.said),
                "2.1",
            )
        )
    if range_band(f.weapon, shot.range_yards) is None:
        out.append(
            (
                QT_TRANSLATE_NOOP(
                    "Rules", "out of range: {range:.0f} yards is beyond the {weapon}'s last band ({most} yards)"
                ).format(range=shot.range_yards, weapon=f.weapon.name, most=f.weapon.max_yards),
                "2.2",
            )
        )
    arc = tables.angle_of_fire.turretless_arc_degrees
    if f.turretless and f.off_facing > arc + 1e-9:
        out.append(
            (
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "{target} is {off:.0f}° off {firer}'s facing: a vehicle without a turret fires only within "
                    "{arc:g}° either side of its facing",
                ).format(target=t.said, off=f.off_facing, firer=f.said, arc=arc),
                "2.3",
            )
        )
    if shot.los and not shot.spotted:
        out.append(
            (
                QT_TRANSLATE_NOOP("Rules", "{unit} is not spotted: {reason}").format(
                    unit=t.said,
                    reason=shot.spot_reason or QT_TRANSLATE_NOOP("Rules", "roll on the spotting chart first"),
                ),
                "2.1",
            )
        )
    return out


def to_hit(shot: Shot, tables: DirectFireTables) -> HitChance:
    """2.2: the band's base chance and every modifier that applies."""
    f, t = shot.firer, shot.target
    band = range_band(f.weapon, shot.range_yards)
    if band is None:
        raise DirectFireError(
            QT_TRANSLATE_NOOP("Rules", "{range:.0f} yards is beyond the {weapon}'s last band").format(
                range=shot.range_yards, weapon=f.weapon.name
            )
        )
    th = tables.to_hit
    rule = "3.4" if f.weapon.squad else "2.2"
    steps: list[Step] = [
        TableStep(
            f.weapon.name,
            QT_TRANSLATE_NOOP("Rules", "up to {yards} yards").format(yards=band.max_yards),
            QT_TRANSLATE_NOOP("Rules", "{hit}% to hit, penetrates AC {pen}").format(hit=band.hit, pen=band.pen),
            rule,
            column=QT_TRANSLATE_NOOP("Rules", "range {range:.0f} yards").format(range=shot.range_yards),
        )
    ]
    mods: list[ModifierStep] = []
    if t.kind is TargetKind.VEHICLE and t.silhouette is not None:
        row = th.silhouette[t.silhouette]
        mods.append(row.step("2.2", QT_TRANSLATE_NOOP("Rules", "Silhouette {size}").format(size=row.label)))
    if t.in_woods_or_building:
        mods.append(
            th.in_woods_or_building.step(
                "2.2", _WHY.format(label=th.in_woods_or_building.label, why=t.cover_why) if t.cover_why else None
            )
        )
    if t.anti_tank_gun:
        mods.append(th.anti_tank_gun.step("2.2"))
    if t.defilade:
        mods.append(
            th.defilade.step(
                "2.2", _WHY.format(label=th.defilade.label, why=t.defilade_why) if t.defilade_why else None
            )
        )
    if t.moving:
        mods.append(th.moving.step("2.2"))
    if f.moved:
        mods.append(th.firer_moved.step("2.2"))
    total = band.hit + sum(m.value for m in mods)
    steps += mods
    chance = max(0, total)
    modifiers = "".join(f" {m.value:+d}" for m in mods if m.value)
    text = (
        QT_TRANSLATE_NOOP("Rules", "chance to hit: {base}%{modifiers} = {total}%: read as 0%, no hit is possible")
        if total < 0
        else QT_TRANSLATE_NOOP("Rules", "chance to hit: {base}%{modifiers} = {total}%")
        if modifiers
        else QT_TRANSLATE_NOOP("Rules", "chance to hit: {total}%")  # no modifier: the base chance, said once
    )
    steps.append(NoteStep(text.format(base=band.hit, modifiers=modifiers, total=total), "2.2"))
    return HitChance(band, band.hit, tuple(mods), chance, tuple(steps))


_WHY = QT_TRANSLATE_NOOP("Rules", "{label} ({why})")


def target_aspect(shot: Shot) -> Aspect | None:
    """The target's aspect from the firer (2.3): a vehicle's hull aspect; None for a gun."""
    t = shot.target
    if t.kind is not TargetKind.VEHICLE:
        return None
    return hull_aspect(advanced=shot.advanced, sector=t.sector, rear_in_view=t.rear_in_view)


def _facts(shot: Shot) -> list[Step]:
    f, t = shot.firer, shot.target
    steps: list[Step] = [
        NoteStep(
            QT_TRANSLATE_NOOP(
                "Rules", "{firer} fires its {weapon} at {target}, {range:.0f} yards (centre to centre)"
            ).format(firer=f.said, weapon=f.weapon.name, target=t.said, range=shot.range_yards),
            "3.4" if f.weapon.squad else "2.2",
        )
    ]
    steps.append(
        NoteStep(
            QT_TRANSLATE_NOOP("Rules", "line of sight clear")
            if shot.los
            else QT_TRANSLATE_NOOP("Rules", "line of sight blocked"),
            "2.1",
        )
    )
    steps += [NoteStep(line, "2.1") for line in shot.sight]
    if shot.los and shot.spot_reason:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "spotted: {reason}").format(reason=shot.spot_reason)
                if shot.spotted
                else shot.spot_reason,
                "2.1",
            )
        )
    if t.kind is TargetKind.VEHICLE and shot.los:
        aspect = target_aspect(shot)
        assert aspect is not None
        if shot.advanced and t.sector is not None:
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP(
                        "Rules", "advanced angle of fire: {firer} is in {target}'s {sector} sector ({aspect})"
                    ).format(firer=f.said, target=t.said, sector=t.sector.value, aspect=aspect.value),
                    "2.3",
                )
            )
        else:
            steps.append(
                NoteStep(
                    (
                        QT_TRANSLATE_NOOP(
                            "Rules", "basic angle of fire: the rear of {target} is in the line of sight (hull {aspect})"
                        )
                        if t.rear_in_view
                        else QT_TRANSLATE_NOOP(
                            "Rules",
                            "basic angle of fire: the rear of {target} is not in the line of sight (hull {aspect})",
                        )
                    ).format(target=t.said, aspect=aspect.value),
                    "2.3",
                )
            )
    return steps


def resolve_direct_fire(shot: Shot, dice: Dice, tables: DirectFireTables) -> DirectFireResult:
    """One shot, 2.2-2.6: refused (no die), or the d100 to hit, and on a hit on a vehicle the location, the armour
    against the penetration, and the damage."""
    f, t = shot.firer, shot.target
    band = range_band(f.weapon, shot.range_yards)
    result = DirectFireResult(
        f.unit_id,
        t.unit_id,
        f.weapon.name,
        shot.range_yards,
        shot.los,
        shot.spotted,
        band=band,
        penetration=band.pen if band else None,
        aspect=target_aspect(shot),
    )  # the geometry's, line of sight or not (as the sector)
    sections: list[Section] = [(FIRER_AND_TARGET, tuple(_facts(shot)))]
    reasons = refusals(shot, tables)
    if reasons:
        sections.append((CANNOT_FIRE, tuple(NoteStep(r, rule) for r, rule in reasons)))
        return replace(result, refused=joined((r for r, _ in reasons), AND_THEN), sections=tuple(sections))
    odds = to_hit(shot, tables)
    die = dice.d100(QT_TRANSLATE_NOOP("Rules", "{firer} to hit {target}").format(firer=f.said, target=t.said))
    hit = die.face <= odds.chance
    sections.append(
        (
            QT_TRANSLATE_NOOP("Rules", "To hit (3.4, 2.2)")
            if f.weapon.squad
            else QT_TRANSLATE_NOOP("Rules", "To hit (2.2)"),
            (
                *odds.steps,
                RollStep(die, die.face, "2.2"),
                NoteStep(
                    (
                        QT_TRANSLATE_NOOP("Rules", "{roll} <= {chance}%: hit")
                        if hit
                        else QT_TRANSLATE_NOOP("Rules", "{roll} > {chance}%: miss")
                    ).format(roll=die.face, chance=odds.chance),
                    "2.2",
                ),
            ),
        )
    )
    result = replace(
        result, base_chance=odds.base, modifiers=odds.modifiers, chance=odds.chance, roll=die.face, hit=hit
    )
    if not hit:
        return replace(result, result=FireResult.MISS, sections=tuple(sections))
    if t.kind is TargetKind.GUN:
        sections.append(
            (
                RESULT,
                (
                    NoteStep(
                        QT_TRANSLATE_NOOP(
                            "Rules", "{unit} is a gun: it has no armour to read, a hit destroys it"
                        ).format(unit=t.said),
                        "2.2",
                    ),
                ),
            )
        )
        return replace(result, result=FireResult.DESTROYED, sections=tuple(sections))
    return _vehicle_hit(shot, dice, tables, result, sections)


def _vehicle_hit(
    shot: Shot, dice: Dice, tables: DirectFireTables, result: DirectFireResult, sections: list[Section]
) -> DirectFireResult:
    t = shot.target
    assert t.armor is not None and t.gear is not None
    where = roll_hit_location(
        dice, tables.hit_location, t.said, suspension_shot=shot.suspension_shot, has_turret=t.turret
    )
    sections.append((QT_TRANSLATE_NOOP("Rules", "Hit location (2.4)"), where.steps))
    result = replace(result, location=where.location, rolled_location=where.rolled, location_roll=where.reading)
    if where.location is HitLocation.SUSPENSION:
        if t.defilade:
            sections.append(
                (
                    QT_TRANSLATE_NOOP("Rules", "Suspension hit (2.5)"),
                    (
                        NoteStep(
                            QT_TRANSLATE_NOOP(
                                "Rules",
                                "{unit} is in defilade ({why}): suspension results against a defilade target are "
                                "changed to a miss",
                            ).format(unit=t.said, why=t.defilade_why or QT_TRANSLATE_NOOP("Rules", "defilade")),
                            "2.5",
                        ),
                    ),
                )
            )
            return replace(result, hit=False, result=FireResult.MISS, sections=tuple(sections))
        if shot.campaign:
            damage = campaign_damage(dice, HitLocation.SUSPENSION, tables.campaign_damage, t.said)
            sections.append((CAMPAIGN_DAMAGE, damage.steps))
            return replace(
                result,
                damage_roll=damage.column,
                campaign=damage.damage,
                result=FireResult.of(damage.damage),
                sections=tuple(sections),
            )
        susp = suspension_damage(dice, t.gear, tables.suspension, t.said, advanced=shot.advanced)
        sections.append((QT_TRANSLATE_NOOP("Rules", "Suspension hit damage (2.5)"), susp.steps))
        fire_result = FireResult.NO_EFFECT if susp.damage is SuspensionDamage.NO_DAMAGE else FireResult.IMMOBILIZED
        return replace(
            result,
            damage_roll=susp.reading,
            suspension=susp.damage,
            result=fire_result,
            immobile_turns=susp.turns,
            sections=tuple(sections),
        )
    aspect, why = aspect_of_hit(where.location, advanced=shot.advanced, sector=t.sector, rear_in_view=t.rear_in_view)
    ac, face, armour_steps = armour_class(t.armor, where.location, aspect)
    pen = result.penetration
    assert pen is not None
    through, pen_steps = penetration_steps(pen, ac, face)
    sections.append(
        (QT_TRANSLATE_NOOP("Rules", "Armour against penetration (2.3, 2.2)"), (why, *armour_steps, *pen_steps))
    )
    result = replace(result, aspect=aspect, armor_face=face, armor_class=ac, penetrated=through)
    if not through:
        sections.append(
            (RESULT, (NoteStep(QT_TRANSLATE_NOOP("Rules", "a hit that does not penetrate has no effect"), "2.6"),))
        )
        return replace(result, result=FireResult.NO_EFFECT, sections=tuple(sections))
    if shot.campaign:
        damage = campaign_damage(dice, where.location, tables.campaign_damage, t.said)
        sections.append((CAMPAIGN_DAMAGE, damage.steps))
        return replace(
            result,
            damage_roll=damage.column,
            campaign=damage.damage,
            result=FireResult.of(damage.damage),
            sections=tuple(sections),
        )
    sections.append(
        (
            RESULT,
            (
                NoteStep(
                    QT_TRANSLATE_NOOP(
                        "Rules", "non-campaign battle: the {location} armour is penetrated, the vehicle is destroyed"
                    ).format(location=where.location.value),
                    "2.6",
                ),
            ),
        )
    )
    return replace(result, result=FireResult.DESTROYED, sections=tuple(sections))
