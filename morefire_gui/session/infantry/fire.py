"""Infantry fire in play (3.5): the weapons a unit fires into a 100-yard square, the targets in it, the plan and the
resolution with injected dice, turned into one edit (not applied)."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError
from morefire_gui.geometry.infantry import TargetArea, kinds_at, target_area
from morefire_gui.geometry.shapes import XY
from morefire_gui.ids import UnitId
from morefire_gui.model.actions.infantry import Firer
from morefire_gui.model.battle import Battle, Unit
from morefire_gui.model.terms import Status
from morefire_gui.rules.catalogue.entries import CatalogueEntry, UnitKind
from morefire_gui.rules.dice import Dice
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.infantry.fire import (
    TANK_HE,
    TANK_MG,
    VEHICLE_HMG,
    VEHICLE_MGS,
    VEHICLE_WEAPONS,
    ExcludedTarget,
    FireTarget,
    FireWeapon,
    InfantryFireResult,
    RefusedFirer,
    TargetKind,
    rating,
    refusal,
    resolve_infantry_fire,
    target_cover,
)
from morefire_gui.rules.infantry.suppression import recovers_on, recovery_note
from morefire_gui.rules.infantry.tables import FireType
from morefire_gui.rules.infantry.terms import Outcome
from morefire_gui.rules.words import AND_THEN, QT_TRANSLATE_NOOP, joined
from morefire_gui.session.counts import rolled_for_text
from morefire_gui.session.edits import Compound, Edit, ReplaceUnits
from morefire_gui.session.infantry.words import UNIT_OUTCOME
from morefire_gui.session.names import Revealing, once_revealed, public_unit_name, side_name
from morefire_gui.session.unit_facts import alive, conditions_of, entry_of, fire_type_of, is_weapon_system, unit_of
from morefire_gui.session.visibility import is_hidden_position, with_reveals

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession


# -- fire (3.5) -------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class FirePlan:
    """Fire into a target area, before the dice: the area and the units in it, each weapon firing with its facts,
    the targets with theirs, the units in the area that are not rolled for (the firers' own side, the destroyed),
    and the firers that have no weapon to fire."""

    side: str
    area: TargetArea
    weapons: tuple[FireWeapon, ...]
    targets: tuple[FireTarget, ...]
    not_targets: tuple[ExcludedTarget, ...]
    no_weapon: tuple[RefusedFirer, ...]


@dataclass(frozen=True)
class InfantryFireOutcome:
    """A fire into the area: the plan, the rules' result, the edit of its results, every step, and (once the action
    is performed) the step of the direct fire phase each firer that fired is marked in."""

    plan: FirePlan
    result: InfantryFireResult
    edit: Edit
    steps: tuple[Step, ...]
    acted_in: tuple[tuple[str, str], ...] = ()
    # the hidden positions that fired or were fired on (TARAWA: revealed), and what each turned out to be
    revealing: Revealing | None = None

    @property
    def refused(self) -> tuple[RefusedFirer, ...]:
        return (*self.plan.no_weapon, *self.result.refused)

    @property
    def fired(self) -> tuple[str, ...]:
        """The units that fired (a weapon of theirs added to the total), in the order named."""
        return tuple(dict.fromkeys(c.firer_id for c in self.result.contributions))

    def said(self, unit_id: UnitId) -> str:
        """A firer or a target as the plan names it (as every side may read it); its id where it has no name."""
        for w in self.plan.weapons:
            if w.firer_id == unit_id:
                return w.said
        return next((t.said for t in self.plan.targets if t.unit_id == unit_id), unit_id)

    def summary(self) -> str:
        """The fire in one line, as the battle log says it."""
        r = self.result
        hits = [t for t in r.targets if t.hit]
        firers = joined([self.said(u) for u in self.fired], QT_TRANSLATE_NOOP("Rules", "{first}, {then}")) or (
            QT_TRANSLATE_NOOP("Rules", "no firer")
        )
        said = QT_TRANSLATE_NOOP("Rules", "{firers}: FIR {fir}, {chance}%; {units}").format(
            firers=firers, fir=r.total_fir, chance=r.chance, units=rolled_for_text(len(r.targets), len(hits))
        )
        line = joined(
            [
                said,
                *(
                    UNIT_OUTCOME.format(unit=self.said(t.unit_id), outcome=t.outcome.value.replace("_", " "))
                    for t in hits
                ),
            ],
            AND_THEN,
        )
        return self.revealing.summed_up(line) if self.revealing is not None else line


def _carrier_moved(battle: Battle, unit: Unit) -> bool:
    if unit.riding_on is not None:
        carrier = battle.unit(unit.riding_on)
        return carrier is not None and carrier.moved is not None
    return unit.moved is not None


def weapons_of(
    session: BattleSession, unit: Unit, toward: XY, weapon: str | None = None
) -> tuple[list[FireWeapon], list[RefusedFirer]]:
    """The 3.5 weapons a unit fires toward a point: an infantry counter its type; a vehicle each TMG or HMG and its main
    gun's T-HE (or only the ``weapon`` named). Units with no fire intensity rating come back refused."""
    battle, geo, tables = session.battle, session.geometry, session.tables
    entry = entry_of(session.catalogue, unit)
    range_yards, los = geo.range_yards(unit.at, toward), geo.los(unit.at, toward).clear
    moved = _carrier_moved(battle, unit)

    def weapon_of(
        fire_type: str, weapon_system: bool = False, rating: FireType | None = None, as_itself: bool = False
    ) -> FireWeapon:
        return FireWeapon(
            unit.id,
            fire_type,
            range_yards,
            name=public_unit_name(session, unit.id),
            los=los,
            moved=moved,
            suppressed=unit.has(Status.SUPPRESSED),
            destroyed=unit.has(Status.DESTROYED),
            weapon_system=weapon_system,
            rating=rating,
            type_name=entry.name if rating is not None else "",  # no row of 3.5 names it: its catalogue name
            as_itself=as_itself,
        )

    if entry.kind is UnitKind.INFANTRY:
        if weapon is not None:
            raise UsageError(
                QT_TRANSLATE_NOOP("Rules", "firer {unit}:{weapon}: only vehicles choose a weapon (TMG or T-HE)").format(
                    unit=unit.id, weapon=weapon
                )
            )
        row = fire_type_of(entry, tables)
        if row is not None:
            return [weapon_of(row, is_weapon_system(entry, tables), as_itself=True)], []
        if entry.infantry is None or entry.infantry.fir <= 0:
            return [], [
                RefusedFirer(
                    unit.id,
                    entry.id,
                    QT_TRANSLATE_NOOP("Rules", "no fire intensity rating against infantry (catalogue)"),
                )
            ]
        rating = FireType(fir=entry.infantry.fir, mf=entry.infantry.mf, max_range=entry.infantry.max_range)
        return [weapon_of(entry.id, is_weapon_system(entry, tables), rating)], []
    if entry.kind is UnitKind.VEHICLE:
        if weapon is not None and weapon not in VEHICLE_WEAPONS:
            raise UsageError(
                QT_TRANSLATE_NOOP(
                    "Rules", "firer {unit}:{weapon}: a vehicle fires its {mg}, its {hmg} or its {he}"
                ).format(unit=unit.id, weapon=weapon, mg=TANK_MG, hmg=VEHICLE_HMG, he=TANK_HE)
            )
        # Each machine gun of the 3.5 table it carries (TMG, HMG), then its main gun's T-HE.
        out: list[FireWeapon] = [weapon_of(mg) for mg in entry.mgs if mg in VEHICLE_MGS and weapon in (None, mg)]
        if weapon in (None, TANK_HE) and entry.guns:
            out.append(weapon_of(TANK_HE))
        if not out:
            what = weapon or QT_TRANSLATE_NOOP("Rules", "machine gun or main gun")
            return [], [
                RefusedFirer(
                    unit.id,
                    weapon or "",
                    QT_TRANSLATE_NOOP("Rules", "{unit} has no {weapon} (catalogue)").format(
                        unit=public_unit_name(session, unit.id), weapon=what
                    ),
                )
            ]
        return out, []
    return [], [
        RefusedFirer(
            unit.id,
            entry.id,
            QT_TRANSLATE_NOOP(
                "Rules", "a {kind} has no fire intensity rating (3.5 lists infantry types, tank MGs and tank main guns)"
            ).format(kind=entry.kind.value),
        )
    ]


def _target_kind(entry: CatalogueEntry, session: BattleSession) -> tuple[TargetKind, int | None]:
    if entry.kind is UnitKind.VEHICLE and entry.vehicle is not None:
        a = entry.vehicle.armor
        max_ac = max(v for v in (a.turret_front, a.turret_side, a.hull_front, a.hull_side) if v is not None)
        kind = TargetKind.OPEN_TOPPED_VEHICLE if entry.vehicle.open_top else TargetKind.ENCLOSED_VEHICLE
        return kind, max_ac
    if entry.kind is UnitKind.AIRCRAFT:
        return TargetKind.AIRCRAFT, None
    if is_weapon_system(entry, session.tables):
        return TargetKind.WEAPON_SYSTEM, None
    return TargetKind.INFANTRY, None


def target_facts(session: BattleSession, unit: Unit) -> FireTarget:
    """What 3.5 reads of a unit in the target area: what it is, whether it (or its carrier) moved, its cover."""
    battle = session.battle
    entry = entry_of(session.catalogue, unit)
    kind, max_ac = _target_kind(entry, session)
    conditions = conditions_of(battle)
    riding = unit.riding_on is not None
    cover, why = target_cover(
        vehicle=kind.is_vehicle or kind is TargetKind.AIRCRAFT,
        riding=riding,
        position=unit.cover.value if unit.cover is not None else None,
        ground=[k.value for k in kinds_at(session.geometry, unit.at)],
        ski_in_snow=unit.ski and conditions.snow,
        jungle_battle=conditions.jungle,
    )
    return FireTarget(
        unit.id, kind, _carrier_moved(battle, unit), cover, riding, max_ac, why, public_unit_name(session, unit.id)
    )


def plan_infantry_fire(
    session: BattleSession, centre: XY, firers: Sequence[Firer | str], side_yards: float = 100.0
) -> FirePlan:
    """3.5: the target area (a square of 100 yards centred on ``centre``), the weapons of the firers the players
    picked, and the units in the area to roll for (every unit in or partly in it that is not of the firers' side
    and not destroyed, in the battle file's order)."""
    battle = session.battle
    battle.require_on_table(*centre, QT_TRANSLATE_NOOP("Rules", "the target area's centre"))
    choices = [Firer.model_validate(f) for f in firers]
    if not choices:
        raise UsageError(QT_TRANSLATE_NOOP("Rules", "infantry fire needs at least one firer"))
    seen: set[tuple[str, str | None]] = set()
    units = []
    for choice in choices:
        if (choice.unit, choice.weapon) in seen:
            raise UsageError(QT_TRANSLATE_NOOP("Rules", "firer {unit} is named twice").format(unit=choice.unit))
        seen.add((choice.unit, choice.weapon))
        units.append((unit_of(battle, choice.unit, QT_TRANSLATE_NOOP("Rules", "firer")), choice.weapon))
    sides = {u.side for u, _ in units}
    if len(sides) > 1:
        raise UsageError(
            QT_TRANSLATE_NOOP(
                "Rules", "the firers belong to different sides ({sides}): fire one side at a time"
            ).format(sides=", ".join(side_name(battle, s) for s in sorted(sides)))
        )
    side = sides.pop()
    area = target_area(session.geometry, centre, side_yards)
    weapons: list[FireWeapon] = []
    no_weapon: list[RefusedFirer] = []
    for unit, weapon in units:
        w, r = weapons_of(session, unit, centre, weapon)
        weapons += w
        no_weapon += r
    targets: list[FireTarget] = []
    not_targets: list[ExcludedTarget] = []
    for unit_id in area.units:
        unit = unit_of(battle, unit_id)
        if unit.side == side:
            not_targets.append(ExcludedTarget(unit_id, QT_TRANSLATE_NOOP("Rules", "of the firers' own side")))
        elif not alive(unit):
            not_targets.append(ExcludedTarget(unit_id, "destroyed"))
        else:
            targets.append(target_facts(session, unit))
    return FirePlan(side, area, tuple(weapons), tuple(targets), tuple(not_targets), tuple(no_weapon))


def results_edit(battle: Battle, outcomes: dict[str, Outcome], turn: int | None, text: str) -> Edit:
    """The statuses of a resolution as one edit: destroyed, suppressed (with the turn it recovers, 3.5), immobilized.
    A unit suppressed again starts its recovery again; a destroyed unit stays destroyed."""
    before, after = [], []
    for unit_id, outcome in outcomes.items():
        unit = battle.unit(unit_id)
        if unit is None or outcome is Outcome.NO_EFFECT:
            continue
        new = unit
        if outcome is Outcome.DESTROYED:
            new = unit.with_status(Status.DESTROYED)
        elif outcome is Outcome.SUPPRESSED and not unit.has(Status.DESTROYED):
            new = unit.with_status(Status.SUPPRESSED)
            if turn is not None:
                new = new.model_copy(
                    update={"status_until": {**new.status_until, Status.SUPPRESSED: recovers_on(turn)}}
                )
        elif outcome is Outcome.IMMOBILIZED:
            new = unit.with_status(Status.IMMOBILIZED)
        if new != unit:
            before.append(unit)
            after.append(new)
    return Compound((ReplaceUnits(tuple(before), tuple(after), text),) if after else (), text)


def _untold(session: BattleSession, plan: FirePlan) -> tuple[FirePlan, frozenset[UnitId]]:
    """The hidden positions among the firers that do not fire (none of their weapons can, or they have none), and the
    plan without their weapons: such a unit is not revealed, and the steps every side reads do not tell of it, since
    why it cannot fire would say what it is (TARAWA). It stays among the firers refused, with its reasons, for its own
    side's refusal."""
    tables = session.tables.infantry
    firing = {w.firer_id for w in plan.weapons if refusal(w, tables) is None}
    untold = frozenset(
        uid
        for uid in {*(w.firer_id for w in plan.weapons), *(r.firer_id for r in plan.no_weapon)}
        if uid not in firing and (u := session.battle.unit(uid)) is not None and is_hidden_position(u)
    )
    if not untold:
        return plan, untold
    plan = replace(
        plan,
        weapons=tuple(w for w in plan.weapons if w.firer_id not in untold),
        no_weapon=(
            *plan.no_weapon,
            *(
                RefusedFirer(w.firer_id, w.fire_type, refusal(w, tables) or "")
                for w in plan.weapons
                if w.firer_id in untold
            ),
        ),
    )
    return plan, untold


def fire(session: BattleSession, plan: FirePlan, dice: Dice, turn: int | None = None) -> InfantryFireOutcome:
    """Resolve the planned fire (3.5) and make its results one edit (not applied). Every unit the fire goes into is
    fired on, rolled for or not (an enclosed vehicle its fire cannot reach), and every firer that fires has fired: a
    hidden position among them is revealed (TARAWA), and named, in steps every side reads, as it turned out to be; a
    fake marker is not rolled for, as the type it was placed as: it is nothing, taken off the table."""
    tables = session.tables.infantry
    plan, untold = _untold(session, plan)
    revealing = once_revealed(
        session,
        [*(w.firer_id for w in plan.weapons if refusal(w, tables) is None), *(t.unit_id for t in plan.targets)],
        [
            *(w.firer_id for w in plan.weapons),
            *(r.firer_id for r in plan.no_weapon),
            *(u.unit_id for u in plan.not_targets),
        ],
        dice=dice,
    )
    said = revealing.names
    plan = replace(
        plan,
        weapons=tuple(replace(w, name=said[w.firer_id]) for w in plan.weapons),
        targets=tuple(replace(t, name=said[t.unit_id]) for t in plan.targets if t.unit_id not in revealing.fakes),
    )
    result = resolve_infantry_fire(plan.weapons, plan.targets, dice, tables)
    outcomes = {t.unit_id: t.outcome for t in result.targets}
    steps: list[Step] = [
        NoteStep(
            QT_TRANSLATE_NOOP("Rules", "{firer} does not fire: {why}").format(firer=said[r.firer_id], why=r.reason),
            "3.5",
        )
        for r in plan.no_weapon
        if r.firer_id not in untold
    ]
    steps += [
        NoteStep(
            QT_TRANSLATE_NOOP("Rules", "{unit} is in the area but not rolled for: {why}").format(
                unit=said[t.unit_id], why=t.reason
            ),
            "3.5",
        )
        for t in plan.not_targets
    ]
    steps += result.steps
    steps += [recovery_note(u, turn, said[u]) for u, o in outcomes.items() if o is Outcome.SUPPRESSED]
    steps += revealing.notes()
    centre = plan.area.centre
    edit = results_edit(
        session.battle,
        outcomes,
        turn,
        QT_TRANSLATE_NOOP("Rules", "Infantry fire at {x:.1f}, {y:.1f}").format(x=centre[0], y=centre[1]),
    )
    refused = {r.firer_id for r in result.refused}
    fired = [w.firer_id for w in plan.weapons if w.firer_id not in refused]
    # Every unit the fire goes into is fired on, rolled for or not (an enclosed vehicle its fire cannot reach): a
    # hidden position among them is revealed, so that what the steps say of it (its armour) tells nothing hidden.
    edit = with_reveals(
        session.battle,
        edit,
        [*fired, *(t.unit_id for t in plan.targets), *revealing.revealed],
        QT_TRANSLATE_NOOP("Rules", "it fired or was fired on"),
    )
    return InfantryFireOutcome(plan, result, edit, tuple(steps), revealing=revealing if revealing.revealed else None)


@dataclass(frozen=True)
class WeaponReading:
    """One weapon a unit would fire into the area: its 3.5 type, and its FIR or why it cannot fire."""

    fire_type: str
    fir: int | None
    refused: str | None


@dataclass(frozen=True)
class FirerCandidate:
    """A unit of the firing side, as the fire dialog lists it before the firers are chosen: its range and line of
    sight to the area's centre, each weapon with its FIR or why it cannot fire, or why it has no weapon at all."""

    unit_id: UnitId
    vehicle: bool
    range_yards: float
    los: bool
    weapons: tuple[WeaponReading, ...]
    no_weapon: str = ""

    @property
    def fire_types(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(w.fire_type for w in self.weapons))


def fire_candidates(
    session: BattleSession, centre: XY, side: str, chosen: Collection[str] = ()
) -> list[FirerCandidate]:
    """3.5: every unit of ``side`` that is not destroyed and has a weapon of 3.5 (an infantry type with a fire
    intensity rating, a vehicle's TMG, HMG or T-HE: :func:`weapons_of`), with what it would fire into the area at
    ``centre``, in the battle file's order. A unit with none (a gun, a transport with no machine gun) is listed only
    when ``chosen`` names it, with why it cannot fire."""
    battle, geo, tables = session.battle, session.geometry, session.tables
    out = []
    for unit in battle.units:
        if unit.side != side or not alive(unit):
            continue
        entry = session.catalogue.get(unit.type)
        try:
            weapons, none = weapons_of(session, unit, centre)
        except UsageError as exc:
            weapons, none = [], [RefusedFirer(unit.id, unit.type, str(exc))]
        if not weapons and unit.id not in chosen:
            continue
        readings = []
        for w in weapons:
            why = refusal(w, tables.infantry)
            readings.append(WeaponReading(w.fire_type, None if why else rating(w, tables.infantry).fir, why))
        los = weapons[0].los if weapons else geo.los(unit.at, centre).clear
        out.append(
            FirerCandidate(
                unit.id,
                entry is not None and entry.kind is UnitKind.VEHICLE,
                geo.range_yards(unit.at, centre),
                los,
                tuple(readings),
                joined((r.reason for r in none), AND_THEN),
            )
        )
    return out
