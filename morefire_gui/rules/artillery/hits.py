"""Rule 4.6, the artillery percentage to hit chart: each vehicle or infantry unit in or partly in the damage
zone is classed A-D, its chance read by calibre and pattern, modified if it moved, and rolled for on a d100."""

from __future__ import annotations

from dataclasses import dataclass

from morefire_gui.ids import UnitId
from morefire_gui.rules.artillery.batteries import Battery
from morefire_gui.rules.artillery.tables import ArtilleryTables, calibre_column
from morefire_gui.rules.artillery.terms import ArtilleryError, Carrier, HitResult, InfantryCover, Pattern, TargetClass
from morefire_gui.rules.catalogue.entries import CatalogueEntry, VehicleRole
from morefire_gui.rules.dice import Dice, zero_high
from morefire_gui.rules.explain import ModifierStep, NoteStep, RollStep, Step, TableStep
from morefire_gui.rules.movement import MoveCode
from morefire_gui.rules.words import QT_TRANSLATE_NOOP

MAX_AC = 11


@dataclass(frozen=True)
class VehicleFacts:
    """What 4.6 reads of a vehicle. ``ac`` is the front turret armour class, or the front hull's for a
    turretless vehicle (``ArmorClasses.front_turret_or_hull``). ``halftrack`` and ``truck`` mark the vehicle
    kinds the target classes name."""

    ac: int
    open_top: bool = False
    halftrack: bool = False
    truck: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.ac <= MAX_AC:
            raise ArtilleryError(f"an armour class is 1-{MAX_AC} (found {self.ac})")

    @classmethod
    def from_catalogue(cls, entry: CatalogueEntry) -> VehicleFacts:
        """The facts of a catalogue vehicle: its front turret (or hull) AC, open top, and whether its role is a
        halftrack or an unarmoured transport."""
        if entry.vehicle is None:
            raise ArtilleryError(f"{entry.id} is not a vehicle")
        # == rather than is: the catalogue may hold the role as its plain text ("halftrack").
        return cls(
            ac=entry.vehicle.armor.front_turret_or_hull,
            open_top=entry.vehicle.open_top,
            halftrack=entry.role == VehicleRole.HALFTRACK,
            truck=entry.role == VehicleRole.TRANSPORT and not entry.vehicle.tracked,
        )


@dataclass(frozen=True)
class BarrageTarget:
    """The facts about one unit in or partly in the damage zone (the geometry layer finds them).

    Infantry (``is_infantry``; weapon-system counters too) have a ``cover``, may stand in a building or village
    piece (``in_building_piece``), or ride in or on a vehicle (``riding_on``). Vehicles give ``vehicle``.
    ``moved`` is the movement code a vehicle used this turn, and for a passenger its carrier's code;
    ``moved_on_foot`` says an infantry unit moved on foot this turn.
    """

    unit_id: UnitId
    is_infantry: bool
    cover: InfantryCover = InfantryCover.OPEN
    in_building_piece: bool = False
    riding_on: Carrier | None = None
    vehicle: VehicleFacts | None = None
    moved: MoveCode | None = None
    moved_on_foot: bool = False
    name: str = ""  # the unit as a person reads it ("Tiger 2"); its id where none is given

    @property
    def said(self) -> str:
        return self.name or self.unit_id

    def __post_init__(self) -> None:
        who = self.unit_id or "a target"
        if self.is_infantry and self.vehicle is not None:
            raise ArtilleryError(f"{who}: an infantry unit has no vehicle facts")
        if not self.is_infantry:
            if self.vehicle is None:
                raise ArtilleryError(f"{who}: a vehicle needs its vehicle facts (armour class, open top)")
            if self.riding_on is not None:
                raise ArtilleryError(f"{who}: only infantry ride as passengers")
            if self.moved_on_foot:
                raise ArtilleryError(f"{who}: a vehicle moves by its movement code, not on foot")
        if self.is_infantry and self.riding_on is None and self.moved is not None:
            raise ArtilleryError(f"{who}: infantry on foot have no movement code; set moved_on_foot")
        if self.riding_on is not None and self.moved_on_foot:
            raise ArtilleryError(f"{who}: a passenger moves with its carrier; give the carrier's code in moved")


@dataclass(frozen=True)
class TargetClassification:
    target_class: TargetClass
    steps: tuple[Step, ...]


# 4.6: the class each cover gives infantry; the best protected applies when several do.
_COVER_CLASS = {
    InfantryCover.OPEN: TargetClass.A,
    InfantryCover.FOXHOLE: TargetClass.B,
    InfantryCover.TRENCH: TargetClass.B,
    InfantryCover.BUILDING: TargetClass.C,
    InfantryCover.RUINS: TargetClass.C,
    InfantryCover.BUNKER: TargetClass.D,
}
_COVER_WORDS = {
    InfantryCover.OPEN: QT_TRANSLATE_NOOP("Rules", "infantry in the open"),
    InfantryCover.FOXHOLE: QT_TRANSLATE_NOOP("Rules", "infantry in a foxhole"),
    InfantryCover.TRENCH: QT_TRANSLATE_NOOP("Rules", "infantry in a trench"),
    InfantryCover.BUILDING: QT_TRANSLATE_NOOP("Rules", "infantry in a building"),
    InfantryCover.RUINS: QT_TRANSLATE_NOOP("Rules", "infantry in ruins"),
    InfantryCover.BUNKER: QT_TRANSLATE_NOOP("Rules", "infantry in a bunker"),
}
_CLASS = QT_TRANSLATE_NOOP("Rules", "{who}: class {cls}")
_PROTECTION = (TargetClass.A, TargetClass.B, TargetClass.C, TargetClass.D)  # least to best protected
_PASSENGER_CLASS = {Carrier.TRUCK: TargetClass.A, Carrier.TANK: TargetClass.A, Carrier.HALFTRACK: TargetClass.B}


def target_class(target: BarrageTarget) -> TargetClassification:
    """4.6 TARGET CLASS, with the precedence of docs/rules-notes.md when several lines apply:

    - a passenger takes its carrier's line (in a truck or on a tank: A; in a halftrack: B), whatever the
      ground it is on;
    - other infantry take the best protected line they qualify for: bunker D; building or ruins, or standing
      in a building or village piece, C; trench or foxhole B; open A;
    - a vehicle with an open top, a halftrack or a truck is B whatever its armour; otherwise its AC decides:
      1 B, 2-4 C, 5-11 D.
    """
    if target.is_infantry:
        if target.riding_on is not None:
            cls = _PASSENGER_CLASS[target.riding_on]
            where = {
                Carrier.TRUCK: QT_TRANSLATE_NOOP("Rules", "a passenger in a truck"),
                Carrier.TANK: QT_TRANSLATE_NOOP("Rules", "a passenger on a tank"),
                Carrier.HALFTRACK: QT_TRANSLATE_NOOP("Rules", "infantry in a halftrack"),
            }[target.riding_on]
            return TargetClassification(cls, (NoteStep(_CLASS.format(who=where, cls=cls.value), "4.6"),))
        cls = _COVER_CLASS[target.cover]
        reason = _COVER_WORDS[target.cover]
        if target.in_building_piece and _PROTECTION.index(cls) < _PROTECTION.index(TargetClass.C):
            cls, reason = TargetClass.C, QT_TRANSLATE_NOOP("Rules", "infantry standing in a building or village piece")
        return TargetClassification(cls, (NoteStep(_CLASS.format(who=reason, cls=cls.value), "4.6"),))
    vehicle = target.vehicle
    assert vehicle is not None  # enforced by BarrageTarget
    if vehicle.open_top or vehicle.halftrack or vehicle.truck:
        kind = (
            QT_TRANSLATE_NOOP("Rules", "an open-topped vehicle")
            if vehicle.open_top
            else (
                QT_TRANSLATE_NOOP("Rules", "a halftrack")
                if vehicle.halftrack
                else QT_TRANSLATE_NOOP("Rules", "a truck")
            )
        )
        cls = TargetClass.B
        reason = QT_TRANSLATE_NOOP("Rules", "{kind}: class B whatever its armour (AC {ac})").format(
            kind=kind, ac=vehicle.ac
        )
    elif vehicle.ac == 1:
        cls, reason = TargetClass.B, QT_TRANSLATE_NOOP("Rules", "a vehicle with AC 1: class B")
    elif vehicle.ac <= 4:
        cls, reason = (
            TargetClass.C,
            QT_TRANSLATE_NOOP("Rules", "a vehicle with AC {ac} (2-4): class C").format(ac=vehicle.ac),
        )
    else:
        cls, reason = (
            TargetClass.D,
            QT_TRANSLATE_NOOP("Rules", "a vehicle with AC {ac} (5-11): class D").format(ac=vehicle.ac),
        )
    steps: list[Step] = [NoteStep(reason, "4.6")]
    if target.cover is not InfantryCover.OPEN or target.in_building_piece:
        steps.append(
            NoteStep(QT_TRANSLATE_NOOP("Rules", "a vehicle's class comes from its armour: cover is not read"), "4.6")
        )
    return TargetClassification(cls, tuple(steps))


@dataclass(frozen=True)
class HitChance:
    chance: int
    column: str
    steps: tuple[Step, ...]


def hit_chance(cls: TargetClass, calibre_mm: float, pattern: Pattern, tables: ArtilleryTables) -> HitChance:
    """4.6 Percentage to Hit Spread (Converged): the unmodified chance. Calibres are read in whole millimetres
    (fractions dropped): the columns are <76, 76-<111, 111-<161 and 161+ mm, so 75.5 mm is "Up to 75mm" and
    76.2 mm is "76-110mm"."""
    chart = tables.hit_chart
    index = calibre_column(chart.columns, calibre_mm)
    column = chart.columns[index].label
    chance = chart.chart(pattern)[cls][index]
    step = TableStep(
        QT_TRANSLATE_NOOP("Rules", "Artillery percentage to hit, {pattern}").format(pattern=pattern.value),
        cls.value,
        f"{chance}%",
        "4.6",
        column,
    )
    return HitChance(chance, column, (step,))


def moving_modifier(target: BarrageTarget, tables: ArtilleryTables) -> ModifierStep | None:
    """4.6 Modifiers for Moving: infantry -5; vehicles A-B -5, C-D -10, E-F-G -15. A passenger moves with
    its carrier and takes the carrier's code's modifier."""
    mods = tables.moving_modifiers
    if target.moved_on_foot:
        return ModifierStep(QT_TRANSLATE_NOOP("Rules", "infantry moved"), mods.infantry, "4.6")
    if target.moved is None:
        return None
    row = mods.vehicle_row(target.moved)
    moved = (
        QT_TRANSLATE_NOOP("Rules", "carrier moved at {code} ({row})")
        if target.is_infantry
        else QT_TRANSLATE_NOOP("Rules", "vehicle moved at {code} ({row})")
    )
    return ModifierStep(moved.format(code=target.moved.value, row=row.label), row.modifier, "4.6")


@dataclass(frozen=True)
class TargetResult:
    """What a barrage did to one unit: its class, the final chance, the d100, and the result."""

    unit_id: UnitId
    target_class: TargetClass
    chance: int
    roll: int
    hit: bool
    result: HitResult
    steps: tuple[Step, ...]
    damage_roll: int | None = None


def resolve_target(
    target: BarrageTarget, battery: Battery, pattern: Pattern, dice: Dice, tables: ArtilleryTables, *, advanced: bool
) -> TargetResult:
    """4.6 for one unit: class, chance, moving modifier, the d100 (a hit when the roll is at most the chance;
    it is rolled even at 0%, so that the dice order never depends on the chances), and what a hit does.

    Basic: a hit destroys. Advanced: a second die, a d10, right after the hit: odd destroyed, even immobilized
    (the face printed 0 is 10, even). "AC11 vehicles can only be immobilized", in basic and advanced games
    (in advanced the die is still rolled, keeping the dice order, and its result is overridden).
    """
    classified = target_class(target)
    steps: list[Step] = list(classified.steps)
    if battery.is_mortar:
        steps.append(NoteStep(QT_TRANSLATE_NOOP("Rules", "mortars use their calibre's column"), "4.41"))
    base = hit_chance(classified.target_class, battery.calibre_mm, pattern, tables)
    steps.extend(base.steps)
    chance = base.chance
    modifier = moving_modifier(target, tables)
    if modifier is not None:
        steps.append(modifier)
        chance += modifier.value
    if chance < 0:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "a chance of {chance}% is read as 0%: no hit is possible").format(
                    chance=chance
                ),
                "4.6",
            )
        )
        chance = 0
    roll = dice.d100(QT_TRANSLATE_NOOP("Rules", "artillery hit on {unit}").format(unit=target.said))
    steps.append(RollStep(roll, roll.face, "4.6"))
    hit = roll.face <= chance
    steps.append(
        NoteStep(
            (
                QT_TRANSLATE_NOOP("Rules", "{roll} <= {chance}%: hit")
                if hit
                else QT_TRANSLATE_NOOP("Rules", "{roll} > {chance}%: miss")
            ).format(roll=roll.face, chance=chance),
            "4.6",
        )
    )
    if not hit:
        return TargetResult(
            target.unit_id, classified.target_class, chance, roll.face, False, HitResult.NO_EFFECT, tuple(steps)
        )
    ac11 = target.vehicle is not None and target.vehicle.ac == MAX_AC
    damage_roll: int | None = None
    if advanced:
        die = dice.d10(
            QT_TRANSLATE_NOOP("Rules", "artillery damage on {unit} (odd destroyed, even immobilized)").format(
                unit=target.said
            )
        )
        damage_roll = zero_high(die.face)
        steps.append(RollStep(die, damage_roll, "4.6"))
        result = HitResult.DESTROYED if damage_roll % 2 == 1 else HitResult.IMMOBILIZED
        steps.append(
            NoteStep(
                (
                    QT_TRANSLATE_NOOP("Rules", "{face} is odd: destroyed")
                    if damage_roll % 2
                    else QT_TRANSLATE_NOOP("Rules", "{face} is even: immobilized")
                ).format(face=die.printed),
                "4.6",
            )
        )
    else:
        result = HitResult.DESTROYED
        steps.append(NoteStep(QT_TRANSLATE_NOOP("Rules", "basic rules: a hit destroys"), "4.6"))
    if ac11 and result is HitResult.DESTROYED:
        result = HitResult.IMMOBILIZED
        steps.append(NoteStep(QT_TRANSLATE_NOOP("Rules", "AC11 vehicles can only be immobilized"), "4.6"))
    return TargetResult(
        target.unit_id, classified.target_class, chance, roll.face, True, result, tuple(steps), damage_roll
    )
