"""Infantry combat in play (rules 3.1-3.5): fire into a 100-yard square, melees, assaults on tanks and bunkers, and
suicide squads, each resolved with injected dice and turned into one edit (not applied), and the handlers that
perform their actions (model/actions/infantry.py):

    resolution = session.perform(InfantryFire(area=(40, 20), firers=("ge11", "ge3:TMG")))
    resolution.result                 # an InfantryFireOutcome: the plan, the rolls, the edit
    session.commit(resolution)        # the results, the firers' marks, the log entry, the action's record

    session.perform(Melee(attacker="ge11", defender="su2"))
    session.perform(Assault(infantry="su4", target="ge3", support=("ge12",)))
    session.perform(ReclassifySuicideSquad(unit="ja3"))

The rules core decides (rules/infantry/fire.py, melee.py, assault.py, suicide_squads.py); the geometry
(geometry/infantry.py) says what is in the area, what ground a unit stands on and how far apart units are.

Readings (docs/rules-notes.md, "Sequence of play — infantry combat"): in a battle kept to the sequence of play,
infantry fire is direct fire step 4 (a vehicle's TMG and T-HE into a target area, step 3); a melee, melee step A; an
assault, melee step B; a reclassification, movement step 6 (before the unit moves) or melee step B (before it
assaults).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from morefire_gui.errors import MissingValue, UsageError
from morefire_gui.geometry.infantry import (
    MELEE_REACH_YARDS,
    TargetArea,
    kinds_at,
    target_area,
    unit_distance,
    units_by_distance,
)
from morefire_gui.geometry.shapes import XY
from morefire_gui.ids import UnitId
from morefire_gui.model.actions.infantry import Assault, Firer, InfantryFire, Melee, ReclassifySuicideSquad
from morefire_gui.model.battle import Battle, Unit
from morefire_gui.model.terms import Status
from morefire_gui.rules.catalogue.entries import CatalogueEntry, UnitKind
from morefire_gui.rules.dice import Dice, PreviewDice
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.infantry.assault import Assailant, AssaultResult, AssaultTarget, resolve_assault
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
from morefire_gui.rules.infantry.melee import MeleeCategory, MeleeResult, MeleeUnit, resolve_melee
from morefire_gui.rules.infantry.suicide_squads import RULE as SUICIDE_RULE
from morefire_gui.rules.infantry.suicide_squads import Eligibility, suicide_eligibility
from morefire_gui.rules.infantry.suppression import recovers_on, recovery_note
from morefire_gui.rules.infantry.tables import FireType
from morefire_gui.rules.infantry.terms import Outcome
from morefire_gui.rules.words import AND_THEN, QT_TRANSLATE_NOOP, joined
from morefire_gui.session import claims
from morefire_gui.session.claims import Claim
from morefire_gui.session.counts import rolled_for_text
from morefire_gui.session.edits import Compound, Edit, ReplaceUnits
from morefire_gui.session.names import public_unit_name, public_unit_names, side_name
from morefire_gui.session.resolution import SEQUENCE_RULE, LogDraft, Resolution, handles
from morefire_gui.session.sequence_of_play import fire_step_for, matching_fire_step, step_words
from morefire_gui.session.turn_state import INFANTRY_FIRE, TANK_VS_INFANTRY
from morefire_gui.session.unit_facts import (
    alive,
    conditions_of,
    entry_of,
    fire_type_of,
    is_administrative,
    is_bunker,
    is_tank,
    is_weapon_system,
    moved_code,
    nation_of,
    unit_of,
)
from morefire_gui.session.visibility import is_hidden_position, with_reveals

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.performing import Performing

__all__ = [
    "ASSAULT_STEP",
    "INFANTRY_MOVEMENT_STEP",
    "MELEE_REACH_YARDS",
    "MELEE_STEP",
    "NO_FIRER",
    "AssaultOutcome",
    "FirePlan",
    "FirerCandidate",
    "InfantryFireOutcome",
    "MeleeOutcome",
    "SuicideReclassification",
    "WeaponReading",
    "assault",
    "assault_targets",
    "fire",
    "fire_candidates",
    "may_be_reclassified",
    "melee",
    "melee_opponents",
    "nearest_tank_or_bunker",
    "plan_infantry_fire",
    "reclassify_suicide_squad",
    "results_edit",
    "suicide_duties",
    "support_candidates",
    "target_facts",
    "year_of_battle",
]

MELEE_STEP, ASSAULT_STEP, INFANTRY_MOVEMENT_STEP = "melee.infantry", "melee.assault", "movement.infantry"


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
        return joined(
            [
                said,
                *(
                    _UNIT_OUTCOME.format(unit=self.said(t.unit_id), outcome=t.outcome.value.replace("_", " "))
                    for t in hits
                ),
            ],
            AND_THEN,
        )


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

    def weapon_of(fire_type: str, weapon_system: bool = False, rating: FireType | None = None) -> FireWeapon:
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
            return [weapon_of(row, is_weapon_system(entry, tables))], []
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


def fire(session: BattleSession, plan: FirePlan, dice: Dice, turn: int | None = None) -> InfantryFireOutcome:
    """Resolve the planned fire (3.5) and make its results one edit (not applied)."""
    result = resolve_infantry_fire(plan.weapons, plan.targets, dice, session.tables.infantry)
    outcomes = {t.unit_id: t.outcome for t in result.targets}
    said = public_unit_names(
        session, [*(r.firer_id for r in plan.no_weapon), *(t.unit_id for t in plan.not_targets), *outcomes]
    )
    steps: list[Step] = [
        NoteStep(
            QT_TRANSLATE_NOOP("Rules", "{firer} does not fire: {why}").format(firer=said[r.firer_id], why=r.reason),
            "3.5",
        )
        for r in plan.no_weapon
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
    centre = plan.area.centre
    edit = results_edit(
        session.battle,
        outcomes,
        turn,
        QT_TRANSLATE_NOOP("Rules", "Infantry fire at {x:g},{y:g}").format(x=centre[0], y=centre[1]),
    )
    refused = {r.firer_id for r in result.refused}
    fired = [w.firer_id for w in plan.weapons if w.firer_id not in refused]
    # Every unit the fire goes into is fired on, rolled for or not (an enclosed vehicle its fire cannot reach): a
    # hidden position among them is revealed, so that what the steps say of it (its armour) tells nothing hidden.
    edit = with_reveals(
        session.battle,
        edit,
        [*fired, *(t.unit_id for t in plan.targets)],
        QT_TRANSLATE_NOOP("Rules", "it fired or was fired on"),
    )
    return InfantryFireOutcome(plan, result, edit, tuple(steps))


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


# -- melee (3.1) ----------------------------------------------------------------------------------------------


def _refusal_rule(steps: Sequence[Step], reason: str | None, default: str) -> str:
    """The rule a refusal cites: the rule of the step that says it."""
    return next(
        (s.rule for s in steps if isinstance(s, NoteStep) and s.rule and reason and reason in s.message), default
    )


@dataclass(frozen=True)
class MeleeOutcome:
    """A melee: the rules' result (``result.refused`` when there was none: not in contact, a suicide squad that may
    not melee infantry; no dice rolled), how far apart the two are, the edit of its results."""

    result: MeleeResult
    distance_yards: float
    edit: Edit
    steps: tuple[Step, ...]

    @property
    def rule(self) -> str:
        return _refusal_rule(self.steps, self.result.refused, "3.1")

    def summary(self) -> str:
        r = self.result
        if r.attacker is None or r.defender is None:
            return QT_TRANSLATE_NOOP("Rules", "no melee: {why}").format(why=r.refused)
        winner = (
            QT_TRANSLATE_NOOP("Rules", "{unit} wins").format(
                unit=r.attacker.said if r.winner == r.attacker.unit_id else r.defender.said
            )
            if r.winner
            else QT_TRANSLATE_NOOP("Rules", "a tie: both are destroyed")
        )
        return QT_TRANSLATE_NOOP(
            "Rules", "{attacker} {attacker_total} against {defender} {defender_total}: {winner}"
        ).format(
            attacker=r.attacker.said,
            attacker_total=r.attacker.total,
            defender=r.defender.said,
            defender_total=r.defender.total,
            winner=winner,
        )


def _melee_unit(session: BattleSession, unit: Unit) -> MeleeUnit:
    entry = entry_of(session.catalogue, unit)
    name = public_unit_name(session, unit.id)  # a melee's log entry is every side's
    if entry.kind is UnitKind.GUN:
        category = MeleeCategory.ARTILLERY
    elif is_administrative(entry):
        category = MeleeCategory.ADMINISTRATIVE
    elif entry.kind is UnitKind.INFANTRY:
        category = MeleeCategory.INFANTRY
    else:
        raise UsageError(
            QT_TRANSLATE_NOOP(
                "Rules",
                "{unit} is a {kind}: melees are infantry against infantry (3.1); infantry assault tanks and bunkers (3.2)",
            ).format(unit=name, kind=entry.kind.value)
        )
    mf = entry.infantry.mf if entry.infantry is not None else None
    return MeleeUnit(
        unit.id,
        category,
        fire_type_of(entry, session.tables),
        mf,
        unit.has(Status.SUPPRESSED),
        unit.suicide,
        nation_of(session.battle, unit),
        name,
    )


def _check_pair(session: BattleSession, a: Unit, b: Unit) -> str | None:
    """The pair's bad input raised (a unit against itself or its own side); returned, the refusal of the rules for a
    destroyed unit (it fights no more: a refusal, as a destroyed unit's shot, spot or move is) or a unit riding on a
    vehicle (it must dismount first), or None."""
    said = public_unit_names(session, [a.id, b.id, *(u.riding_on for u in (a, b) if u.riding_on is not None)])
    if a.id == b.id:
        raise UsageError(QT_TRANSLATE_NOOP("Rules", "{unit} cannot fight itself").format(unit=said[a.id]))
    if a.side == b.side:
        raise UsageError(
            QT_TRANSLATE_NOOP("Rules", "{unit} and {other} are on the same side").format(
                unit=said[a.id], other=said[b.id]
            )
        )
    for u in (a, b):
        if not alive(u):
            return _DESTROYED.format(unit=said[u.id])
        if u.riding_on is not None:
            return QT_TRANSLATE_NOOP("Rules", "{unit} rides on {carrier}: it must dismount to fight").format(
                unit=said[u.id], carrier=said[u.riding_on]
            )
    return None


def melee_opponents(session: BattleSession, unit_id: UnitId) -> list[tuple[str, float]]:
    """3.1: the enemy infantry and guns (not destroyed, not riding) a unit could melee, nearest first, each with its
    distance in yards (footprint to footprint); those in contact are within :data:`MELEE_REACH_YARDS`."""
    geo = session.geometry
    me = unit_of(session.battle, unit_id)

    def accept(u: Unit) -> bool:
        entry = session.catalogue.get(u.type)
        return (
            u.side != me.side
            and alive(u)
            and u.riding_on is None
            and entry is not None
            and entry.kind in (UnitKind.INFANTRY, UnitKind.GUN)
        )

    return [(uid, geo.to_yards(d)) for uid, d in units_by_distance(geo, me, accept)]


def melee(
    session: BattleSession, attacker_id: str, defender_id: str, dice: Dice, turn: int | None = None
) -> MeleeOutcome:
    """3.1: an infantry melee between two units in contact, and its results as one edit (not applied)."""
    battle = session.battle
    a = unit_of(battle, attacker_id, QT_TRANSLATE_NOOP("Rules", "attacker"))
    d = unit_of(battle, defender_id, QT_TRANSLATE_NOOP("Rules", "defender"))
    destroyed = _check_pair(session, a, d)
    ma, md = _melee_unit(session, a), _melee_unit(session, d)
    geo = session.geometry
    gap = geo.to_yards(unit_distance(geo, a, d))
    why = destroyed
    if why is None and gap > MELEE_REACH_YARDS + 1e-9:
        why = QT_TRANSLATE_NOOP(
            "Rules", "{unit} and {other} are {gap:.0f} yards apart: a melee needs them in contact ({reach:g} yards)"
        ).format(unit=ma.said, other=md.said, gap=gap, reach=MELEE_REACH_YARDS)
    if why is not None:
        result = MeleeResult(None, None, None, (NoteStep(why, "3.1"),), refused=why)
        return MeleeOutcome(result, gap, Compound((), QT_TRANSLATE_NOOP("Rules", "Melee")), result.steps)
    result = resolve_melee(ma, md, dice, session.tables.infantry)
    outcomes: dict[str, Outcome] = {}
    if result.fought:
        assert result.attacker is not None and result.defender is not None  # a melee fought has both sides
        outcomes = {result.attacker.unit_id: result.attacker.outcome, result.defender.unit_id: result.defender.outcome}
    edit = with_reveals(
        battle,
        results_edit(
            battle,
            outcomes,
            turn,
            QT_TRANSLATE_NOOP("Rules", "Melee {unit} against {other}").format(unit=ma.said, other=md.said),
        ),
        [a.id, d.id],
        QT_TRANSLATE_NOOP("Rules", "it fought a melee"),
    )
    return MeleeOutcome(result, gap, edit, result.steps)


# -- assault (3.2) and suicide squads (3.3) ---------------------------------------------------------------------


@dataclass(frozen=True)
class AssaultOutcome:
    """3.2's sequence: 1. the tank's or bunker's fire at the infantry, 2. the supporting fire, 3. the assault (None
    when the infantry did not survive unsuppressed, or the assault was refused: ``refused``, with its ``rule``)."""

    infantry: str
    target: str
    defensive_fire: InfantryFireResult | None
    supporting_fire: InfantryFireResult | None
    result: AssaultResult | None
    refused: str | None
    distance_yards: float
    edit: Edit
    steps: tuple[Step, ...] = field(default=())
    rule: str = "3.2"
    names: tuple[str, str] = ("", "")  # the infantry and the target as every side may read them; ids where none

    @property
    def said(self) -> tuple[str, str]:
        return self.names[0] or self.infantry, self.names[1] or self.target

    def summary(self) -> str:
        a = self.result
        unit, target = self.said
        if a is not None and a.refused is None:
            verdict = (
                QT_TRANSLATE_NOOP("Rules", "the assault succeeds")
                if a.success
                else QT_TRANSLATE_NOOP("Rules", "the assault fails")
            )
            return QT_TRANSLATE_NOOP(
                "Rules", "{chance}%, rolled {roll}: {verdict}; {unit} {unit_outcome}, {target} {target_outcome}"
            ).format(
                chance=a.chance,
                roll=a.roll,
                verdict=verdict,
                unit=unit,
                unit_outcome=a.assailant_outcome.value.replace("_", " "),
                target=target,
                target_outcome=a.target_outcome.value.replace("_", " "),
            )
        why = self.refused or (a.refused if a is not None else None)
        if why:
            return QT_TRANSLATE_NOOP("Rules", "{unit} did not reach {target}: {why}").format(
                unit=unit, target=target, why=why
            )
        # Neither refused nor assaulted: the fire at the squad destroyed it on its way (3.2's steps 1 and 2).
        return _BEFORE_IT_REACHES.format(unit=unit, target=target)


def _enemy_tank_or_bunker(session: BattleSession, me: Unit) -> Callable[[Unit], bool]:
    def accept(u: Unit) -> bool:
        if u.side == me.side or not alive(u):
            return False
        entry = session.catalogue.get(u.type)
        return entry is not None and (is_tank(entry) or is_bunker(u))

    return accept


def assault_targets(session: BattleSession, unit_id: UnitId) -> list[tuple[str, float]]:
    """3.2-3.3: the enemy tanks and bunkers (not destroyed) a unit could assault, nearest first, each with its
    distance in yards (footprint to footprint)."""
    geo = session.geometry
    me = unit_of(session.battle, unit_id)
    return [(uid, geo.to_yards(d)) for uid, d in units_by_distance(geo, me, _enemy_tank_or_bunker(session, me))]


def nearest_tank_or_bunker(session: BattleSession, unit_id: UnitId) -> tuple[str, float] | None:
    """3.3: the nearest enemy tank or bunker (not destroyed) to a unit that its side can know of, and its distance in
    yards. A hidden position is not known to be a tank (2.1): it is not the squad's duty, and naming it would tell the
    squad's side what it hides (docs/rules-notes.md, 3.3)."""
    battle = session.battle
    found = [(uid, d) for uid, d in assault_targets(session, unit_id) if not is_hidden_position(unit_of(battle, uid))]
    return found[0] if found else None


def suicide_duties(session: BattleSession) -> list[str]:
    """3.3: "once reclassified, the unit must on that turn attempt to assault the NEAREST enemy tank or bunker": why
    each suicide squad reclassified this turn that could still make its attempt has not (alive, not suppressed, in
    contact with its nearest enemy tank or bunker, and no assault or melee of its own in this turn's log). A squad
    that cannot reach its target, or has none, has no attempt to make (docs/rules-notes.md, 3.3)."""
    battle = session.battle
    turn_log = [e for e in battle.log if e.turn == battle.turn]
    reclassified = {a for e in turn_log if e.kind == "suicide_squad" for a in e.actors}
    attempted = {a for e in turn_log if e.kind in ("assault", "melee") for a in e.actors[:1]}
    duties: list[str] = []
    for unit in battle.units:
        if (
            unit.id not in reclassified
            or unit.id in attempted
            or not unit.suicide
            or not alive(unit)
            or unit.has(Status.SUPPRESSED)
        ):
            continue
        nearest = nearest_tank_or_bunker(session, unit.id)
        if nearest is not None and nearest[1] <= MELEE_REACH_YARDS + 1e-9:
            said = public_unit_names(session, [unit.id, nearest[0]])
            duties.append(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "{unit}, reclassified as a suicide squad this turn, must attempt to assault the nearest enemy tank "
                    "or bunker, {target}, in contact with it (3.3)",
                ).format(unit=said[unit.id], target=said[nearest[0]])
            )
    return duties


def support_candidates(session: BattleSession, target_id: UnitId) -> list[str]:
    """3.2 step 2: the units that may give supporting fire at an assault on ``target_id``: the others of its side that
    are not destroyed (each fires if the rules let it: in range, in sight, not suppressed)."""
    target = unit_of(session.battle, target_id, _TARGET)
    return [u.id for u in session.battle.units if u.side == target.side and u.id != target.id and alive(u)]


def _single_target_fire(
    session: BattleSession, firers: Sequence[Unit], at: Unit, dice: Dice
) -> InfantryFireResult | None:
    weapons: list[FireWeapon] = []
    for firer in firers:
        w, _ = weapons_of(session, firer, at.at)
        weapons += w
    if not weapons:
        return None
    return resolve_infantry_fire(weapons, [target_facts(session, at)], dice, session.tables.infantry)


def assault(
    session: BattleSession,
    infantry_id: str,
    target_id: UnitId,
    dice: Dice,
    *,
    support: Sequence[str] = (),
    defensive_fire: bool = True,
    turn: int | None = None,
) -> AssaultOutcome:
    """3.2: the assault sequence on a tank or bunker, and its results as one edit (not applied). The dice order:
    the tank's or bunker's fire (a d100 if it has a weapon that can fire), the supporting fire (a d100), then the
    assault's d100. A refusal (suppressed, not in contact, not the nearest for a suicide squad) rolls nothing."""
    battle, geo, tables = session.battle, session.geometry, session.tables
    inf = unit_of(battle, infantry_id, QT_TRANSLATE_NOOP("Rules", "assaulting unit"))
    tgt = unit_of(battle, target_id, _TARGET)
    destroyed = _check_pair(session, inf, tgt)
    inf_entry, tgt_entry = entry_of(session.catalogue, inf), entry_of(session.catalogue, tgt)
    # Bad arguments are refused before any die is rolled (the dice must not decide whether a request is valid).
    supporters = [unit_of(battle, s, QT_TRANSLATE_NOOP("Rules", "supporting unit")) for s in support]
    nearest = nearest_tank_or_bunker(session, inf.id) if inf.suicide else None
    # Every unit the assault names, as every side may read it (its log entry is every side's).
    said = public_unit_names(
        session, [inf.id, tgt.id, *(s.id for s in supporters), *([nearest[0]] if nearest is not None else [])]
    )
    for s in supporters:
        if s.side != tgt.side:
            raise UsageError(
                QT_TRANSLATE_NOOP("Rules", "supporting unit {unit} is not on {target}'s side").format(
                    unit=said[s.id], target=said[tgt.id]
                )
            )
    gap = geo.to_yards(unit_distance(geo, inf, tgt))
    steps: list[Step] = []

    def refused(why: str, rule: str = "3.2") -> AssaultOutcome:
        steps.append(NoteStep(why, rule))
        return AssaultOutcome(
            inf.id,
            tgt.id,
            None,
            None,
            None,
            why,
            gap,
            Compound((), QT_TRANSLATE_NOOP("Rules", "Assault")),
            tuple(steps),
            rule,
            (said[inf.id], said[tgt.id]),
        )

    if destroyed is not None:
        return refused(destroyed)
    # Who assaults what is 3.2's to say: a refusal of the rules, not a mistake in the input.
    if inf_entry.kind is not UnitKind.INFANTRY:
        return refused(
            QT_TRANSLATE_NOOP("Rules", "{unit} is a {kind}: only infantry assault tanks and bunkers (3.2)").format(
                unit=said[inf.id], kind=inf_entry.kind.value
            )
        )
    bunker = is_bunker(tgt)
    if not (bunker or is_tank(tgt_entry)):
        return refused(
            QT_TRANSLATE_NOOP(
                "Rules",
                "{unit} is neither a tank nor a bunker: infantry assault tanks and bunkers (3.2); fight infantry with a "
                "melee (3.1)",
            ).format(unit=said[tgt.id])
        )
    if inf.has(Status.SUPPRESSED):
        return refused(
            QT_TRANSLATE_NOOP(
                "Rules", "{unit} is suppressed: a suppressed infantry unit cannot assault a tank or bunker (3.2)"
            ).format(unit=said[inf.id])
        )
    if gap > MELEE_REACH_YARDS + 1e-9:
        return refused(
            QT_TRANSLATE_NOOP(
                "Rules",
                "{unit} and {target} are {gap:.0f} yards apart: an assault needs them in contact ({reach:g} yards)",
            ).format(unit=said[inf.id], target=said[tgt.id], gap=gap, reach=MELEE_REACH_YARDS)
        )
    # A suicide squad (its nearest tank or bunker found above, with the names).
    if nearest is not None and nearest[0] != tgt.id and gap > nearest[1] + 1e-6:
        return refused(
            QT_TRANSLATE_NOOP(
                "Rules",
                "{unit} is a suicide squad: it must assault the nearest enemy tank or bunker, {target} ({yards:.0f} "
                "yards) (3.3)",
            ).format(unit=said[inf.id], target=said[nearest[0]], yards=nearest[1]),
            SUICIDE_RULE,
        )
    outcomes: dict[str, Outcome] = {}
    # 1. Tank/ Bunker fire against the infantry unit.
    defence = None
    if defensive_fire:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "1. {target} fires at {unit}").format(
                    target=said[tgt.id], unit=said[inf.id]
                ),
                "3.2",
            )
        )
        defence = _single_target_fire(session, [tgt], inf, dice)
        if defence is None:
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "{target} has no weapon that fires at infantry").format(
                        target=said[tgt.id]
                    ),
                    "3.2",
                )
            )
        else:
            steps += defence.steps
    suppressed = False
    if defence is not None and defence.targets:
        o = defence.targets[0].outcome
        outcomes[inf.id] = o
        suppressed = o is Outcome.SUPPRESSED
        if o is Outcome.DESTROYED:
            steps.append(NoteStep(_BEFORE_IT_REACHES.format(unit=said[inf.id], target=said[tgt.id]), "3.2"))
    # 2. Supporting infantry/ CSW can fire at the attackers.
    supporting = None
    if support and outcomes.get(inf.id) is not Outcome.DESTROYED:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "2. supporting fire at {unit}: {supporters}").format(
                    unit=said[inf.id], supporters=", ".join(said[s.id] for s in supporters)
                ),
                "3.2",
            )
        )
        supporting = _single_target_fire(session, supporters, inf, dice)
        if supporting is not None:
            steps += supporting.steps
            if supporting.targets:
                o = supporting.targets[0].outcome
                if o is Outcome.DESTROYED:
                    outcomes[inf.id] = o
                    steps.append(NoteStep(_BEFORE_IT_REACHES.format(unit=said[inf.id], target=said[tgt.id]), "3.2"))
                elif o is Outcome.SUPPRESSED:
                    suppressed = True
                    outcomes[inf.id] = o
    result = None
    if outcomes.get(inf.id) is not Outcome.DESTROYED:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "3. {unit} assaults {target}").format(
                    unit=said[inf.id], target=said[tgt.id]
                ),
                "3.2",
            )
        )
        assailant = Assailant(
            inf.id,
            flamethrower=fire_type_of(inf_entry, tables) == "FT",
            engineer=bool(inf_entry.infantry and inf_entry.infantry.engineer),
            suicide=inf.suicide,
            suppressed=suppressed,
            nation=nation_of(battle, inf),
            name=said[inf.id],
        )
        top = None
        if tgt_entry.vehicle is not None:
            a = tgt_entry.vehicle.armor
            top = (
                max(a.turret_front or 0, a.turret_side or 0)
                if tgt_entry.vehicle.turret
                else max(a.hull_front, a.hull_side)
            )
        target = AssaultTarget(
            tgt.id,
            bunker=bunker and tgt_entry.kind is not UnitKind.VEHICLE,
            moved=moved_code(tgt),
            max_turret_ac=top,
            name=said[tgt.id],
        )
        result = resolve_assault(assailant, target, dice, tables.infantry)
        steps += result.steps
        if result.refused is None:
            outcomes[inf.id] = result.assailant_outcome
            outcomes[tgt.id] = result.target_outcome
    if outcomes.get(inf.id) is Outcome.SUPPRESSED:
        steps.append(recovery_note(inf.id, turn, said[inf.id]))
    edit = with_reveals(
        battle,
        results_edit(
            battle,
            outcomes,
            turn,
            QT_TRANSLATE_NOOP("Rules", "Assault by {unit} on {target}").format(unit=said[inf.id], target=said[tgt.id]),
        ),
        list(outcomes),
        QT_TRANSLATE_NOOP("Rules", "it fought an assault"),
    )
    return AssaultOutcome(
        inf.id, tgt.id, defence, supporting, result, None, gap, edit, tuple(steps), names=(said[inf.id], said[tgt.id])
    )


def may_be_reclassified(session: BattleSession, unit: Unit) -> bool:
    """3.3: whether a unit is of a type that may be reclassified as a suicide squad (R, RF, SMG) and is not one
    already (its nation, formation and the year are the reclassification's to check)."""
    entry = session.catalogue.get(unit.type)
    types = session.tables.infantry.suicide_squads.types
    return (
        entry is not None
        and not unit.suicide
        and alive(unit)
        and (fire_type_of(entry, session.tables) or entry.id) in types
    )


def year_of_battle(battle: Battle, given: int | None = None) -> tuple[int | None, str]:
    """The year the battle is fought in: its briefing's, else the ``given`` one; None with the reason when the given
    year is not the briefing's. Neither saying it is bad input, not a refusal of the rules: :class:`MissingValue`
    names the ``year`` the action must then give."""
    if battle.year is not None:
        if given is not None and given != battle.year:
            return None, QT_TRANSLATE_NOOP(
                "Rules", "the battle is fought in {year} (its briefing), not in {given}"
            ).format(year=battle.year, given=given)
        return battle.year, ""
    if given is None:
        raise MissingValue(
            "year",
            QT_TRANSLATE_NOOP(
                "Rules", "missing: the battle has no briefing to give its year, so give the year it is fought in (3.3)"
            ),
        )
    return given, ""


@dataclass(frozen=True)
class SuicideReclassification:
    """3.3: whether the unit may be reclassified (``refused``: why not), the year and formation read, the nearest
    enemy tank or bunker it must assault this turn, and the edit that marks it (None when it may not)."""

    unit_id: UnitId
    year: int | None
    formation: str | None
    eligibility: Eligibility | None
    must_assault: str | None
    distance_yards: float | None
    edit: Edit | None
    steps: tuple[Step, ...]
    refused: str | None = None
    target_name: str = ""  # the tank or bunker it must assault, as every side may read it; its id where none

    def summary(self) -> str:
        if self.must_assault is not None:
            return QT_TRANSLATE_NOOP("Rules", "must assault {target} ({yards:.0f} yd) this turn").format(
                target=self.target_name or self.must_assault, yards=self.distance_yards
            )
        return QT_TRANSLATE_NOOP("Rules", "no enemy tank or bunker on the table")


def reclassify_suicide_squad(
    session: BattleSession, unit_id: UnitId, year: int | None = None
) -> SuicideReclassification:
    """3.3: reclassify an R, RF or SMG unit of the Russian Guard (1941-42), the Waffen SS (1945) or the Japanese
    (1931-45) as a suicide squad: its side's nation, its ``formation`` and the battle's year (its briefing's, else
    ``year``) decide; it must then assault the nearest enemy tank or bunker that turn."""
    battle = session.battle
    unit = unit_of(battle, unit_id)
    name = public_unit_name(session, unit_id)
    entry = entry_of(session.catalogue, unit)
    formation = unit.formation.value if unit.formation is not None else None
    read, why = year_of_battle(battle, year)  # no year at all is bad input, whatever the unit

    def no(why: str, eligibility: Eligibility | None = None, read: int | None = None) -> SuicideReclassification:
        steps = eligibility.steps if eligibility is not None else (NoteStep(why, SUICIDE_RULE),)
        return SuicideReclassification(unit_id, read, formation, eligibility, None, None, None, tuple(steps), why)

    if not alive(unit):  # a refusal of the rules, as a destroyed unit's melee or shot is
        return no(_DESTROYED.format(unit=name))

    if unit.suicide:
        return no(QT_TRANSLATE_NOOP("Rules", "{unit} is a suicide squad already").format(unit=name))
    if read is None:
        return no(why)
    unit_type = fire_type_of(entry, session.tables) or entry.id
    eligibility = suicide_eligibility(nation_of(battle, unit), read, unit_type, unit.formation, session.tables.infantry)
    if not eligibility.eligible:
        return no(eligibility.reason, eligibility, read)
    steps = list(eligibility.steps)
    nearest = nearest_tank_or_bunker(session, unit_id)
    target_name = public_unit_name(session, nearest[0]) if nearest is not None else ""
    if nearest is not None:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "{unit} must assault the nearest enemy tank or bunker this turn: {target} ({yards:.0f} yards)",
                ).format(unit=name, target=target_name, yards=nearest[1]),
                SUICIDE_RULE,
            )
        )
    else:
        steps.append(
            NoteStep(QT_TRANSLATE_NOOP("Rules", "there is no enemy tank or bunker on the table"), SUICIDE_RULE)
        )
    new = unit.model_copy(update={"suicide": True})
    edit = ReplaceUnits(
        (unit,), (new,), QT_TRANSLATE_NOOP("Rules", "Reclassify {unit} as a suicide squad").format(unit=name)
    )
    return SuicideReclassification(
        unit_id,
        read,
        formation,
        eligibility,
        nearest[0] if nearest else None,
        nearest[1] if nearest else None,
        edit,
        tuple(steps),
        target_name=target_name,
    )


# -- the actions --------------------------------------------------------------------------------------------------

STEP_WORDS = {
    TANK_VS_INFANTRY: QT_TRANSLATE_NOOP("Rules", "a vehicle's machine guns and T-HE into a target area (3.5)"),
    INFANTRY_FIRE: QT_TRANSLATE_NOOP("Rules", "infantry fire into a target area (3.5)"),
    MELEE_STEP: QT_TRANSLATE_NOOP("Rules", "an infantry melee (3.1)"),
    ASSAULT_STEP: QT_TRANSLATE_NOOP("Rules", "an assault on a tank or bunker (3.2)"),
}
RECLASSIFY_STEPS = (INFANTRY_MOVEMENT_STEP, ASSAULT_STEP)
RECLASSIFY_WORDS = QT_TRANSLATE_NOOP("Rules", "reclassifying a suicide squad (3.3)")
_DESTROYED = QT_TRANSLATE_NOOP("Rules", "{unit} is destroyed")
# An infantry fire refused as a whole, each firer's reason beside it (NO_FIRER_BECAUSE), or said in a step of its own.
NO_FIRER = QT_TRANSLATE_NOOP("Rules", "no firer can fire into the area")
NO_FIRER_BECAUSE = QT_TRANSLATE_NOOP("Rules", "no firer can fire into the area: {reasons}")
_TARGET = QT_TRANSLATE_NOOP("Rules", "target")
_BEFORE_IT_REACHES = QT_TRANSLATE_NOOP("Rules", "{unit} is destroyed before it reaches {target}")
_UNIT_OUTCOME = QT_TRANSLATE_NOOP("Rules", "{unit} {outcome}")
# What the log of a battle saved before says of a fire: kept so that the window reads it back in its language.
EARLIER_TEXTS = (QT_TRANSLATE_NOOP("Rules", "{firers}: FIR {fir}, {chance}%; {n} unit(s) rolled for, {hits} hit"),)


def _turn(battle: Battle, given: int | None) -> int:
    return given if given is not None else battle.turn


def _in_sequence(
    ctx: Performing, steps: str | Sequence[str], actors: Sequence[str], what: str, result: object
) -> Resolution | None:
    """The sequence's refusal (a strict battle) with the result the rules would give shown beside it, or None."""
    refused = ctx.in_step(steps, actors, what)
    return None if refused is None else ctx.refuse(refused.reason, refused.rule, result=result)


def _before_the_dice(
    ctx: Performing,
    steps: str | Sequence[str],
    actor: str,
    what: str,
    preview: object,
    refusal: tuple[str, str] | None,
    said: Sequence[Claim] = (),
) -> Resolution | None:
    """The checks before any die, in the order a player reads them: the step (a strict battle), what the action
    ``said`` about the battle (a strict battle holds it), the rules' own ``refusal`` (reason, rule) found by the look
    ahead, then whether ``actor`` may act in the step now."""
    if (refused := _in_sequence(ctx, steps, (), what, preview)) is not None:
        return refused
    if (refused := ctx.claims(*said, result=preview)) is not None:
        return refused
    if refusal is not None:
        return ctx.refuse(refusal[0], refusal[1], result=preview, steps=getattr(preview, "steps", ()))
    return _in_sequence(ctx, steps, [actor], what, preview)


def _fire_steps(ctx: Performing, firers: Sequence[str]) -> dict[str, str]:
    """Each firer's step: the step of its kind of fire (a strict battle), or the one it is marked in (free)."""
    session = ctx.session
    pick = matching_fire_step if ctx.strict else fire_step_for
    return {uid: pick(session, uid) for uid in firers}


def _mixed_steps(ctx: Performing, steps: dict[str, str]) -> str:
    sequence = ctx.session.tables.sequence
    by_step: dict[str, list[str]] = {}
    for uid, step in steps.items():
        by_step.setdefault(step, []).append(uid)
    said = public_unit_names(ctx.session, steps)
    parts = [
        QT_TRANSLATE_NOOP("Rules", "{units} in {step}").format(
            units=", ".join(said[i] for i in ids), step=step_words(sequence.place(step))
        )
        for step, ids in by_step.items()
    ]
    return QT_TRANSLATE_NOOP(
        "Rules",
        "these firers fire in different steps of the direct fire phase: {groups}. Fire each group into the area in its "
        "own step",
    ).format(groups=joined(parts, AND_THEN))


@handles(InfantryFire)
def _infantry_fire(ctx: Performing, action: InfantryFire) -> Resolution:
    session = ctx.session
    plan = plan_infantry_fire(session, action.area, action.firers)
    turn = _turn(session.battle, action.turn)
    firers = list(action.actor_ids())
    preview = fire(session, plan, PreviewDice(), turn)
    steps = _fire_steps(ctx, firers)
    if ctx.strict:
        wanted = list(dict.fromkeys(steps.values()))
        if len(wanted) > 1:
            return ctx.refuse(_mixed_steps(ctx, steps), SEQUENCE_RULE, result=preview)
        if (refused := _in_sequence(ctx, wanted[0], firers, STEP_WORDS[wanted[0]], preview)) is not None:
            return refused
        if (refused := ctx.claims(claims.turn(session.battle, action.turn), result=preview)) is not None:
            return refused
    if not preview.result.contributions:
        reasons = joined(
            (
                QT_TRANSLATE_NOOP("Rules", "{firer} ({type}): {why}").format(
                    firer=public_unit_name(session, r.firer_id), type=r.fire_type, why=r.reason
                )
                for r in preview.refused
            ),
            AND_THEN,
        )
        return ctx.refuse(
            NO_FIRER_BECAUSE.format(reasons=reasons),
            "3.5",
            result=preview,
            steps=preview.steps,
        )
    outcome = fire(session, plan, ctx.dice, turn)
    outcome = replace(outcome, acted_in=tuple((uid, steps[uid]) for uid in outcome.fired))
    marks: dict[str, list[str]] = {}
    for uid, step in outcome.acted_in:
        marks.setdefault(step, []).append(uid)
    log = LogDraft(
        "infantry_fire",
        QT_TRANSLATE_NOOP("Rules", "Infantry fire into {x:.1f}, {y:.1f}").format(x=action.area[0], y=action.area[1]),
        outcome.summary(),
        outcome.steps,
        side=plan.side,
        turn=action.turn,
        actors=outcome.fired,
        targets=tuple(t.unit_id for t in outcome.result.targets),
    )
    return ctx.done(outcome, outcome.steps, outcome.edit, marks=marks, log=[log], text=outcome.edit.text)


@handles(Melee)
def _melee(ctx: Performing, action: Melee) -> Resolution:
    session = ctx.session
    turn = _turn(session.battle, action.turn)
    preview = melee(session, action.attacker, action.defender, PreviewDice(), turn)
    why = preview.result.refused
    if (
        refused := _before_the_dice(
            ctx,
            MELEE_STEP,
            action.attacker,
            STEP_WORDS[MELEE_STEP],
            preview,
            (why, preview.rule) if why is not None else None,
            [claims.turn(session.battle, action.turn)],
        )
    ) is not None:
        return refused
    outcome = melee(session, action.attacker, action.defender, ctx.dice, turn)
    return _fought(ctx, action, "melee", MELEE_STEP, action.attacker, action.defender, outcome)


@handles(Assault)
def _assault(ctx: Performing, action: Assault) -> Resolution:
    session = ctx.session
    turn = _turn(session.battle, action.turn)

    def run(dice: Dice) -> AssaultOutcome:
        return assault(
            session,
            action.infantry,
            action.target,
            dice,
            support=action.support,
            defensive_fire=action.defensive_fire,
            turn=turn,
        )

    preview = run(PreviewDice())
    why = preview.refused
    if (
        refused := _before_the_dice(
            ctx,
            ASSAULT_STEP,
            action.infantry,
            STEP_WORDS[ASSAULT_STEP],
            preview,
            (why, preview.rule) if why is not None else None,
            [
                claims.turn(session.battle, action.turn),
                claims.defensive_fire(
                    session.battle,
                    action.target,
                    action.infantry,
                    action.defensive_fire,
                    (public_unit_name(session, action.target), public_unit_name(session, action.infantry)),
                ),
            ],
        )
    ) is not None:
        return refused
    outcome = run(ctx.dice)
    return _fought(ctx, action, "assault", ASSAULT_STEP, action.infantry, action.target, outcome)


def _fought(
    ctx: Performing,
    action: Melee | Assault,
    kind: str,
    step: str,
    actor: str,
    target: str,
    outcome: MeleeOutcome | AssaultOutcome,
) -> Resolution:
    """A melee or an assault fought: its log entry under the unit that attacked, and its mark in the step."""
    who, whom = public_unit_name(ctx.session, actor), public_unit_name(ctx.session, target)
    title = (
        QT_TRANSLATE_NOOP("Rules", "Melee {unit} against {other}").format(unit=who, other=whom)
        if isinstance(action, Melee)
        else QT_TRANSLATE_NOOP("Rules", "Assault by {unit} on {target}").format(unit=who, target=whom)
    )
    log = LogDraft(
        kind,
        title,
        outcome.summary(),
        outcome.steps,
        side=unit_of(ctx.session.battle, actor).side,
        turn=action.turn,
        actors=(actor,),
        targets=(target,),
    )
    return ctx.done(outcome, outcome.steps, outcome.edit, marks={step: [actor]}, log=[log], text=title)


@handles(ReclassifySuicideSquad)
def _reclassify(ctx: Performing, action: ReclassifySuicideSquad) -> Resolution:
    session = ctx.session
    outcome = reclassify_suicide_squad(session, action.unit, action.year)
    why = outcome.refused
    if (
        refused := _before_the_dice(
            ctx,
            RECLASSIFY_STEPS,
            action.unit,
            RECLASSIFY_WORDS,
            outcome,
            (why, SUICIDE_RULE) if why is not None else None,
        )
    ) is not None:
        return refused
    assert outcome.edit is not None
    unit = unit_of(session.battle, action.unit)
    log = LogDraft(
        "suicide_squad",
        QT_TRANSLATE_NOOP("Rules", "{unit} reclassified as a suicide squad").format(
            unit=public_unit_name(session, action.unit)
        ),
        outcome.summary(),
        outcome.steps,
        side=unit.side,
        actors=(action.unit,),
    )
    return ctx.done(outcome, outcome.steps, outcome.edit, log=[log], text=log.title)
