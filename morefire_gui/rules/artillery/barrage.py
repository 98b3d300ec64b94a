"""Rule 4.0, artillery: a barrage from call to damage, and the public entry points of the artillery rules.

The artillery fire phase (sequence of play) is A. determine the actual impact point, B. resolve damage to the
units in the impact zone, C. adjust rounds and call for new fire. :func:`resolve_barrage` does A and B; C is
:func:`~morefire_gui.rules.artillery.fire_missions.give_order`.

The dice order is a contract (the command line's ``--dice`` lists faces in it):

1. the error d10 (4.3; not for mortars, 4.41),
2. the direction d10 (4.3; not when the error is 0 yards),
3. for every unit in the zone, in the order the caller gives them, its d100 (4.6), and right after a hit in
   an advanced game the odd/even d10.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from morefire_gui.ids import UnitId
from morefire_gui.rules.artillery.batteries import (
    Battery,
    CounterBattery,
    CounterBatteryTurn,
    Deployment,
    DeploymentState,
    RangeCheck,
    advance_turn,
    begin_breakdown,
    begin_set_up,
    check_battery,
    check_range,
    counter_battery_turn,
    initial_deployment,
    yards_behind_edge,
)
from morefire_gui.rules.artillery.error import (
    ErrorModifier,
    FireError,
    error_chart_yards,
    error_modifier,
    roll_fire_error,
)
from morefire_gui.rules.artillery.fire_missions import (
    CeaseFire,
    FireAtPoint,
    FireAtRegistrationPoint,
    FireMission,
    FireOrder,
    OrderResult,
    Repeat,
    Shift,
    ShiftFire,
    TimeLapse,
    check_order,
    check_registration_points,
    give_order,
    time_lapse,
)
from morefire_gui.rules.artillery.hits import (
    BarrageTarget,
    HitChance,
    TargetClassification,
    TargetResult,
    VehicleFacts,
    hit_chance,
    moving_modifier,
    resolve_target,
    target_class,
)
from morefire_gui.rules.artillery.tables import ArtilleryTables
from morefire_gui.rules.artillery.terms import (
    ArtilleryError,
    Carrier,
    ErrorDirection,
    GunType,
    HitResult,
    InfantryCover,
    Pattern,
    TargetClass,
)
from morefire_gui.rules.artillery.zone import DamageZone, check_pattern, damage_zone
from morefire_gui.rules.dice import Dice
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.words import QT_TRANSLATE_NOOP

__all__ = [
    "ArtilleryError",
    "ArtilleryTables",
    "BarrageResult",
    "BarrageTarget",
    "Battery",
    "Carrier",
    "CeaseFire",
    "CounterBattery",
    "CounterBatteryTurn",
    "DamageZone",
    "Deployment",
    "DeploymentState",
    "ErrorDirection",
    "ErrorModifier",
    "FireAtPoint",
    "FireAtRegistrationPoint",
    "FireError",
    "FireMission",
    "FireOrder",
    "GunType",
    "HitChance",
    "HitResult",
    "Impact",
    "InfantryCover",
    "OrderResult",
    "Pattern",
    "RangeCheck",
    "Repeat",
    "Shift",
    "ShiftFire",
    "TargetClass",
    "TargetClassification",
    "TargetResult",
    "TargetsInZone",
    "TimeLapse",
    "VehicleFacts",
    "ZoneContents",
    "advance_turn",
    "begin_breakdown",
    "begin_set_up",
    "check_battery",
    "check_order",
    "check_pattern",
    "check_range",
    "check_registration_points",
    "counter_battery_turn",
    "damage_zone",
    "error_chart_yards",
    "error_modifier",
    "give_order",
    "hit_chance",
    "initial_deployment",
    "moving_modifier",
    "resolve_barrage",
    "resolve_target",
    "roll_fire_error",
    "target_class",
    "time_lapse",
    "yards_behind_edge",
]


@dataclass(frozen=True)
class Impact:
    """Where the rounds landed, relative to the aim point, and the zone they cover: what the geometry layer
    needs to find the units and minefields in the zone."""

    error: FireError
    zone: DamageZone


@dataclass(frozen=True)
class ZoneContents:
    """What the geometry layer found in or partly in the damage zone: the units, in the order they are to be
    rolled for, and the ids of the minefield sections the zone touches."""

    targets: tuple[BarrageTarget, ...]
    minefields: tuple[str, ...] = ()
    # each minefield section as a person reads it ("Minefield"); "" for one no side has found (cleared, not told of);
    # its id where none is given
    said: tuple[tuple[str, str], ...] = ()


# Called once the impact is known (after the error dice, before any hit die).
TargetsInZone = Callable[[Impact], ZoneContents]


@dataclass(frozen=True)
class BarrageResult:
    """A barrage resolved. ``fired`` is False when the battery could not fire (not deployed, 4.11; a mortar
    out of range, 4.41): then nothing was rolled and ``error`` and ``zone`` are None.

    ``minefields_cleared``: 3.61 a, "A minefield section can be cleared if it is hit by artillery": every
    minefield section the damage zone touches is cleared.
    """

    battery: Battery
    pattern: Pattern
    advanced: bool
    observed: bool
    range_yards: float
    fired: bool
    error: FireError | None
    zone: DamageZone | None
    targets: tuple[TargetResult, ...]
    minefields_cleared: tuple[str, ...]
    steps: tuple[Step, ...]

    def all_steps(self) -> tuple[Step, ...]:
        """Every step: the barrage's own notes (checks, minefields), then the error, the zone and each target."""
        out: list[Step] = list(self.steps)
        if self.error is not None:
            out.extend(self.error.steps)
        if self.zone is not None:
            out.extend(self.zone.steps)
        for target in self.targets:
            out.extend(target.steps)
        return tuple(out)

    def result_of(self, unit_id: UnitId) -> TargetResult:
        for target in self.targets:
            if target.unit_id == unit_id:
                return target
        raise KeyError(unit_id)


def _check_targets(targets: Sequence[BarrageTarget]) -> None:
    seen: set[str] = set()
    for target in targets:
        if not isinstance(target, BarrageTarget):
            raise ArtilleryError(f"{target!r} is not a barrage target")
        if target.unit_id in seen:
            raise ArtilleryError(
                f"unit {target.unit_id!r} is listed twice in the damage zone; each unit is rolled for once (4.6)"
            )
        seen.add(target.unit_id)


def resolve_barrage(
    targets: Sequence[BarrageTarget] | TargetsInZone,
    battery: Battery,
    dice: Dice,
    tables: ArtilleryTables,
    *,
    observed: bool,
    range_yards: float,
    advanced: bool,
    pattern: Pattern = Pattern.SPREAD,
    minefields: Sequence[str] = (),
    deployment: Deployment | None = None,
) -> BarrageResult:
    """Artillery fire phase A and B for one battery's rounds landing this turn.

    ``targets`` is either the units already known to be in the zone (in rolling order), or a function the
    geometry layer gives, called with the :class:`Impact` once the error is rolled, that returns the
    :class:`ZoneContents` (units and touched minefields) round the actual impact point. ``range_yards`` is the
    battery's range to its aim point (used by the advanced error modifier and the mortar range, 4.3, 4.41);
    ``observed`` is 4.3's observed fire. ``minefields`` lists touched minefield sections when ``targets`` is a
    sequence. ``deployment`` None means deployed.

    Raises :class:`ArtilleryError` for a request the rules do not allow: a converged pattern in a basic game or
    from naval guns, a naval battery not rated as 4.7 says, a unit listed twice.
    """
    check_battery(battery, tables)
    check_pattern(battery, pattern, advanced=advanced)
    if not callable(targets):
        _check_targets(targets)
    steps: list[Step] = []
    if battery.is_naval:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP(
                    "Rules", "naval guns: a {guns}-gun battery of {calibre:g}mm+ guns, spread pattern only"
                ).format(guns=battery.guns, calibre=battery.calibre_mm),
                "4.7",
            )
        )

    def not_fired(reason: Sequence[Step]) -> BarrageResult:
        return BarrageResult(
            battery, pattern, advanced, observed, range_yards, False, None, None, (), (), (*steps, *reason)
        )

    if deployment is not None and not deployment.can_fire:
        return not_fired(
            [
                NoteStep(
                    QT_TRANSLATE_NOOP(
                        "Rules", "the battery is {state}: a battery must be deployed in order to fire"
                    ).format(state=deployment.state.words),
                    "4.11",
                )
            ]
        )
    reach = check_range(battery, range_yards, tables)
    steps.extend(reach.steps)
    if not reach.in_range:
        return not_fired([NoteStep(QT_TRANSLATE_NOOP("Rules", "out of range: the battery does not fire"), "4.41")])

    # A. the actual impact point
    error = roll_fire_error(battery, dice, tables, observed=observed, range_yards=range_yards, advanced=advanced)
    zone = damage_zone(battery, pattern, tables, advanced=advanced)

    # B. damage to the units in the zone
    if callable(targets):
        contents = targets(Impact(error, zone))
        if not isinstance(contents, ZoneContents):
            raise ArtilleryError("the zone lookup must return ZoneContents")
        in_zone = tuple(contents.targets)
        touched = tuple(dict.fromkeys((*minefields, *contents.minefields)))
        said = dict(contents.said)
        _check_targets(in_zone)
    else:
        in_zone, touched, said = tuple(targets), tuple(minefields), {}
    results = tuple(resolve_target(t, battery, pattern, dice, tables, advanced=advanced) for t in in_zone)
    if not in_zone:
        steps.append(NoteStep(QT_TRANSLATE_NOOP("Rules", "no unit is in or partly in the damage zone"), "4.6"))
    for minefield in touched:
        if said.get(minefield) == "":
            continue  # cleared, and not told of: a minefield no side has found (its owner's secret)
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "{section} is hit by artillery: cleared").format(
                    section=said.get(minefield, minefield)
                ),
                "3.61",
            )
        )
    return BarrageResult(
        battery, pattern, advanced, observed, range_yards, True, error, zone, results, touched, tuple(steps)
    )
