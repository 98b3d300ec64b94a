"""Infantry combat in play (rules 3.1-3.5): fire into a 100-yard square, melees, assaults on tanks and bunkers, and
suicide squads, each resolved with injected dice and turned into one undoable edit.

    plan = plan_infantry_fire(session, (40, 20), ["ge11", FirerChoice("ge3", "TMG")])   # who fires, who is in it
    outcome = fire(session, plan, dice, turn=5)                                         # the rolls, the edit
    session.apply(outcome.edit)

    melee(session, "ge11", "su2", dice).edit
    assault(session, "su4", "ge3", dice, support=["ge12"]).edit

The rules core decides (rules/infantry_fire.py, melee.py, assault.py, suicide_squads.py); the geometry
(geometry/infantry.py) says what is in the area and what ground a unit stands on.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from morefire_gui.errors import UsageError
from morefire_gui.geometry.infantry import TargetArea, kinds_at, nearest_unit, target_area, unit_distance
from morefire_gui.model.battle import Battle, Unit
from morefire_gui.model.terms import Status
from morefire_gui.rules.assault import Assailant, AssaultResult, AssaultTarget, resolve_assault
from morefire_gui.rules.catalogue import CatalogueEntry, UnitKind
from morefire_gui.rules.dice import Dice
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.infantry_fire import (
    TANK_HE,
    TANK_MG,
    ExcludedTarget,
    FireTarget,
    FireWeapon,
    InfantryFireResult,
    RefusedFirer,
    TargetKind,
    resolve_infantry_fire,
    target_cover,
)
from morefire_gui.rules.infantry_tables import FireType
from morefire_gui.rules.infantry_terms import Outcome
from morefire_gui.rules.melee import MeleeCategory, MeleeResult, MeleeUnit, resolve_melee
from morefire_gui.rules.suicide_squads import Eligibility, Formation, suicide_eligibility
from morefire_gui.rules.suppression import recovers_on, recovery_note
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.visibility import with_reveals
from morefire_gui.session.edits import Compound, Edit, ReplaceUnits
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

__all__ = [
    "AssaultOutcome", "FirePlan", "FirerChoice", "InfantryFireOutcome", "MELEE_REACH_YARDS", "MeleeOutcome",
    "SuicideReclassification", "assault", "fire", "melee", "nearest_tank_or_bunker", "plan_infantry_fire",
    "reclassify_suicide_squad", "results_edit",
]

# Reading (docs/rules-notes.md, 3.1-3.2): a melee or assault is between units in contact, read as counters no more
# than 50 yards apart (one inch at 1:50), footprint to footprint.
MELEE_REACH_YARDS = 50.0


# -- fire (3.5) -------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class FirerChoice:
    """A firer chosen by the players: a unit, and for a vehicle which of its weapons (``TMG``, ``T-HE``; None: all
    of them)."""

    unit_id: str
    weapon: str | None = None

    @classmethod
    def parse(cls, text: str) -> "FirerChoice":
        unit_id, sep, weapon = text.partition(":")
        return cls(unit_id, weapon if sep else None)


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
    plan: FirePlan
    result: InfantryFireResult
    edit: Edit
    steps: tuple[Step, ...]

    @property
    def refused(self) -> tuple[RefusedFirer, ...]:
        return (*self.plan.no_weapon, *self.result.refused)


def _carrier_moved(battle: Battle, unit: Unit) -> bool:
    if unit.riding_on is not None:
        carrier = battle.unit(unit.riding_on)
        return carrier is not None and carrier.moved is not None
    return unit.moved is not None


def weapons_of(session: BattleSession, unit: Unit, toward: tuple[float, float], weapon: str | None = None
               ) -> tuple[list[FireWeapon], list[RefusedFirer]]:
    """The 3.5 weapons a unit fires toward a point: an infantry counter its type; a vehicle each TMG and its main
    gun's T-HE (or only the ``weapon`` named). Units with no fire intensity rating come back refused."""
    battle, geo, tables = session.battle, session.geometry, session.tables
    entry = entry_of(session.catalogue, unit)
    range_yards, los = geo.range_yards(unit.at, toward), geo.los(unit.at, toward).clear
    moved = _carrier_moved(battle, unit)

    def weapon_of(fire_type: str, weapon_system: bool = False, rating: FireType | None = None) -> FireWeapon:
        return FireWeapon(unit.id, fire_type, range_yards, los=los, moved=moved,
                          suppressed=unit.has(Status.SUPPRESSED), destroyed=unit.has(Status.DESTROYED),
                          weapon_system=weapon_system, rating=rating)

    if entry.kind is UnitKind.INFANTRY:
        if weapon is not None:
            raise UsageError(f"firer {unit.id}:{weapon}: only vehicles choose a weapon (TMG or T-HE)")
        row = fire_type_of(entry, tables)
        if row is not None:
            return [weapon_of(row, is_weapon_system(entry, tables))], []
        if entry.infantry is None or entry.infantry.fir <= 0:
            return [], [RefusedFirer(unit.id, entry.id, "no fire intensity rating against infantry (catalogue)")]
        rating = FireType(fir=entry.infantry.fir, mf=entry.infantry.mf, max_range=entry.infantry.max_range)
        return [weapon_of(entry.id, is_weapon_system(entry, tables), rating)], []
    if entry.kind is UnitKind.VEHICLE:
        if weapon is not None and weapon not in (TANK_MG, TANK_HE):
            raise UsageError(f"firer {unit.id}:{weapon}: a vehicle fires its {TANK_MG} or its {TANK_HE}")
        out: list[FireWeapon] = []
        if weapon in (None, TANK_MG):
            out += [weapon_of(TANK_MG) for mg in entry.mgs if mg == TANK_MG]
        if weapon in (None, TANK_HE) and entry.guns:
            out.append(weapon_of(TANK_HE))
        if not out:
            what = weapon or f"{TANK_MG} or main gun"
            return [], [RefusedFirer(unit.id, weapon or "", f"{unit.id} has no {what} (catalogue)")]
        return out, []
    return [], [RefusedFirer(unit.id, entry.id, f"a {entry.kind.value} has no fire intensity rating (3.5 lists "
                                                 "infantry types, tank MGs and tank main guns)")]


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
    cover, why = target_cover(vehicle=kind.is_vehicle or kind is TargetKind.AIRCRAFT, riding=riding,
                              position=unit.cover.value if unit.cover is not None else None,
                              ground=[k.value for k in kinds_at(session.geometry, unit.at)],
                              ski_in_snow=unit.ski and conditions.snow, jungle_battle=conditions.jungle)
    return FireTarget(unit.id, kind, _carrier_moved(battle, unit), cover, riding, max_ac, why)


def plan_infantry_fire(session: BattleSession, centre: tuple[float, float],
                       firers: Sequence[FirerChoice | str], side_yards: float = 100.0) -> FirePlan:
    """3.5: the target area (a square of 100 yards centred on ``centre``), the weapons of the firers the players
    picked, and the units in the area to roll for (every unit in or partly in it that is not of the firers' side
    and not destroyed, in the battle file's order)."""
    battle = session.battle
    if not battle.contains_point(*centre):
        t = battle.table
        raise UsageError(f"the target area's centre {centre[0]:g},{centre[1]:g} is off the table "
                         f"(0-{t.width:g} x 0-{t.depth:g} {t.unit})")
    choices = [FirerChoice.parse(f) if isinstance(f, str) else f for f in firers]
    if not choices:
        raise UsageError("infantry fire needs at least one firer")
    seen: set[tuple[str, str | None]] = set()
    units = []
    for choice in choices:
        if (choice.unit_id, choice.weapon) in seen:
            raise UsageError(f"firer {choice.unit_id} is named twice")
        seen.add((choice.unit_id, choice.weapon))
        units.append((unit_of(battle, choice.unit_id, "firer"), choice.weapon))
    sides = {u.side for u, _ in units}
    if len(sides) > 1:
        raise UsageError(f"the firers belong to different sides ({', '.join(sorted(sides))}): fire one side at a time")
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
            not_targets.append(ExcludedTarget(unit_id, "of the firers' own side"))
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
                new = new.model_copy(update={"status_until": {**new.status_until,
                                                              Status.SUPPRESSED: recovers_on(turn)}})
        elif outcome is Outcome.IMMOBILIZED:
            new = unit.with_status(Status.IMMOBILIZED)
        if new != unit:
            before.append(unit)
            after.append(new)
    return Compound((ReplaceUnits(tuple(before), tuple(after), text),) if after else (), text)


def fire(session: BattleSession, plan: FirePlan, dice: Dice, turn: int | None = None) -> InfantryFireOutcome:
    """Resolve the planned fire (3.5) and make its results one edit (not applied)."""
    result = resolve_infantry_fire(plan.weapons, plan.targets, dice, session.tables.infantry)
    steps: list[Step] = [NoteStep(f"{r.firer_id} does not fire: {r.reason}", "3.5") for r in plan.no_weapon]
    steps += [NoteStep(f"{t.unit_id} is in the area but not rolled for: {t.reason}", "3.5") for t in plan.not_targets]
    steps += result.steps
    outcomes = {t.unit_id: t.outcome for t in result.targets}
    steps += [recovery_note(u, turn) for u, o in outcomes.items() if o is Outcome.SUPPRESSED]
    centre = plan.area.centre
    edit = results_edit(session.battle, outcomes, turn, f"Infantry fire at {centre[0]:g},{centre[1]:g}")
    refused = {r.firer_id for r in result.refused}
    fired = [w.firer_id for w in plan.weapons if w.firer_id not in refused]
    edit = with_reveals(session.battle, edit, [*fired, *(t.unit_id for t in result.targets)],
                        "it fired or was fired on")
    return InfantryFireOutcome(plan, result, edit, tuple(steps))


# -- melee (3.1) ----------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class MeleeOutcome:
    result: MeleeResult
    distance_yards: float
    edit: Edit
    steps: tuple[Step, ...]


def _melee_unit(session: BattleSession, unit: Unit) -> MeleeUnit:
    entry = entry_of(session.catalogue, unit)
    if entry.kind is UnitKind.GUN:
        category = MeleeCategory.ARTILLERY
    elif is_administrative(entry):
        category = MeleeCategory.ADMINISTRATIVE
    elif entry.kind is UnitKind.INFANTRY:
        category = MeleeCategory.INFANTRY
    else:
        raise UsageError(f"{unit.id} is a {entry.kind.value}: melees are infantry against infantry (3.1); infantry "
                         "assault tanks and bunkers (3.2)")
    mf = entry.infantry.mf if entry.infantry is not None else None
    return MeleeUnit(unit.id, category, fire_type_of(entry, session.tables), mf, unit.has(Status.SUPPRESSED),
                     unit.suicide, nation_of(session.battle, unit))


def _check_pair(battle: Battle, a: Unit, b: Unit) -> None:
    if a.id == b.id:
        raise UsageError(f"{a.id} cannot fight itself")
    if a.side == b.side:
        raise UsageError(f"{a.id} and {b.id} are on the same side")
    for u in (a, b):
        if not alive(u):
            raise UsageError(f"{u.id} is destroyed")
        if u.riding_on is not None:
            raise UsageError(f"{u.id} rides on {u.riding_on}: it must dismount to fight")


def melee(session: BattleSession, attacker_id: str, defender_id: str, dice: Dice,
          turn: int | None = None) -> MeleeOutcome:
    """3.1: an infantry melee between two units in contact, and its results as one edit (not applied)."""
    battle = session.battle
    a, d = unit_of(battle, attacker_id, "attacker"), unit_of(battle, defender_id, "defender")
    _check_pair(battle, a, d)
    ma, md = _melee_unit(session, a), _melee_unit(session, d)
    geo = session.geometry
    gap = geo.to_yards(unit_distance(geo, a, d))
    if gap > MELEE_REACH_YARDS + 1e-9:
        why = f"{a.id} and {d.id} are {gap:.0f} yards apart: a melee needs them in contact ({MELEE_REACH_YARDS:g} yards)"
        result = MeleeResult(None, None, None, (NoteStep(why, "3.1"),), refused=why)
        return MeleeOutcome(result, gap, Compound((), "Melee"), result.steps)
    result = resolve_melee(ma, md, dice, session.tables.infantry)
    outcomes = {} if not result.fought else {result.attacker.unit_id: result.attacker.outcome,  # type: ignore[union-attr]
                                             result.defender.unit_id: result.defender.outcome}  # type: ignore[union-attr]
    edit = with_reveals(battle, results_edit(battle, outcomes, turn, f"Melee {a.id} against {d.id}"), [a.id, d.id],
                        "it fought a melee")
    return MeleeOutcome(result, gap, edit, result.steps)


# -- assault (3.2) and suicide squads (3.3) ---------------------------------------------------------------------

@dataclass(frozen=True)
class AssaultOutcome:
    """3.2's sequence: 1. the tank's or bunker's fire at the infantry, 2. the supporting fire, 3. the assault (None
    when the infantry did not survive unsuppressed, or the assault was refused: ``refused``)."""

    infantry: str
    target: str
    defensive_fire: InfantryFireResult | None
    supporting_fire: InfantryFireResult | None
    result: AssaultResult | None
    refused: str | None
    distance_yards: float
    edit: Edit
    steps: tuple[Step, ...] = field(default=())


def nearest_tank_or_bunker(session: BattleSession, unit_id: str) -> tuple[str, float] | None:
    """3.3: the nearest enemy tank or bunker (not destroyed) to a unit, and its distance in yards."""
    battle, geo = session.battle, session.geometry
    me = unit_of(battle, unit_id)

    def enemy_tank_or_bunker(u: Unit) -> bool:
        if u.side == me.side or not alive(u):
            return False
        entry = session.catalogue.get(u.type)
        return entry is not None and (is_tank(entry) or is_bunker(u))

    found = nearest_unit(geo, me, enemy_tank_or_bunker)
    return (found[0], geo.to_yards(found[1])) if found is not None else None


def _single_target_fire(session: BattleSession, firers: Sequence[Unit], at: Unit,
                        dice: Dice) -> InfantryFireResult | None:
    weapons: list[FireWeapon] = []
    for firer in firers:
        w, _ = weapons_of(session, firer, at.at)
        weapons += w
    if not weapons:
        return None
    return resolve_infantry_fire(weapons, [target_facts(session, at)], dice, session.tables.infantry)


def assault(session: BattleSession, infantry_id: str, target_id: str, dice: Dice, *, support: Sequence[str] = (),
            defensive_fire: bool = True, turn: int | None = None) -> AssaultOutcome:
    """3.2: the assault sequence on a tank or bunker, and its results as one edit (not applied). The dice order:
    the tank's or bunker's fire (a d100 if it has a weapon that can fire), the supporting fire (a d100), then the
    assault's d100."""
    battle, geo, tables = session.battle, session.geometry, session.tables
    inf, tgt = unit_of(battle, infantry_id, "assaulting unit"), unit_of(battle, target_id, "target")
    _check_pair(battle, inf, tgt)
    inf_entry, tgt_entry = entry_of(session.catalogue, inf), entry_of(session.catalogue, tgt)
    if inf_entry.kind is not UnitKind.INFANTRY:
        raise UsageError(f"{inf.id} is a {inf_entry.kind.value}: only infantry assault tanks and bunkers (3.2)")
    bunker = is_bunker(tgt)
    if not (bunker or is_tank(tgt_entry)):
        raise UsageError(f"{tgt.id} is neither a tank nor a bunker: infantry assault tanks and bunkers (3.2); fight "
                         "infantry with a melee (3.1)")
    gap = geo.to_yards(unit_distance(geo, inf, tgt))
    steps: list[Step] = []

    def refused(why: str) -> AssaultOutcome:
        steps.append(NoteStep(why, "3.2"))
        return AssaultOutcome(inf.id, tgt.id, None, None, None, why, gap, Compound((), "Assault"), tuple(steps))

    if inf.has(Status.SUPPRESSED):
        return refused(f"{inf.id} is suppressed: a suppressed infantry unit cannot assault a tank or bunker (3.2)")
    if gap > MELEE_REACH_YARDS + 1e-9:
        return refused(f"{inf.id} and {tgt.id} are {gap:.0f} yards apart: an assault needs them in contact "
                       f"({MELEE_REACH_YARDS:g} yards)")
    if inf.suicide:
        nearest = nearest_tank_or_bunker(session, inf.id)
        if nearest is not None and nearest[0] != tgt.id and gap > nearest[1] + 1e-6:
            return refused(f"{inf.id} is a suicide squad: it must assault the nearest enemy tank or bunker, "
                           f"{nearest[0]} ({nearest[1]:.0f} yards) (3.3)")
    # Bad arguments are refused before any die is rolled (the dice must not decide whether a request is valid).
    supporters = [unit_of(battle, s, "supporting unit") for s in support]
    for s in supporters:
        if s.side != tgt.side:
            raise UsageError(f"supporting unit {s.id} is not on {tgt.id}'s side")
    outcomes: dict[str, Outcome] = {}
    # 1. Tank/ Bunker fire against the infantry unit.
    defence = None
    if defensive_fire:
        steps.append(NoteStep(f"1. {tgt.id} fires at {inf.id}", "3.2"))
        defence = _single_target_fire(session, [tgt], inf, dice)
        if defence is None:
            steps.append(NoteStep(f"{tgt.id} has no weapon that fires at infantry", "3.2"))
        else:
            steps += defence.steps
    suppressed = False
    if defence is not None and defence.targets:
        o = defence.targets[0].outcome
        outcomes[inf.id] = o
        suppressed = o is Outcome.SUPPRESSED
        if o is Outcome.DESTROYED:
            steps.append(NoteStep(f"{inf.id} is destroyed before it reaches {tgt.id}", "3.2"))
    # 2. Supporting infantry/ CSW can fire at the attackers.
    supporting = None
    if support and outcomes.get(inf.id) is not Outcome.DESTROYED:
        steps.append(NoteStep(f"2. supporting fire at {inf.id}: {', '.join(s.id for s in supporters)}", "3.2"))
        supporting = _single_target_fire(session, supporters, inf, dice)
        if supporting is not None:
            steps += supporting.steps
            if supporting.targets:
                o = supporting.targets[0].outcome
                if o is Outcome.DESTROYED:
                    outcomes[inf.id] = o
                    steps.append(NoteStep(f"{inf.id} is destroyed before it reaches {tgt.id}", "3.2"))
                elif o is Outcome.SUPPRESSED:
                    suppressed = True
                    outcomes[inf.id] = o
    result = None
    if outcomes.get(inf.id) is not Outcome.DESTROYED:
        steps.append(NoteStep(f"3. {inf.id} assaults {tgt.id}", "3.2"))
        assailant = Assailant(inf.id, flamethrower=fire_type_of(inf_entry, tables) == "FT",
                              engineer=bool(inf_entry.infantry and inf_entry.infantry.engineer),
                              suicide=inf.suicide, suppressed=suppressed, nation=nation_of(battle, inf))
        top = None
        if tgt_entry.vehicle is not None:
            a = tgt_entry.vehicle.armor
            top = max(a.turret_front or 0, a.turret_side or 0) if tgt_entry.vehicle.turret else max(a.hull_front,
                                                                                                  a.hull_side)
        target = AssaultTarget(tgt.id, bunker=bunker and tgt_entry.kind is not UnitKind.VEHICLE,
                               moved=moved_code(tgt), max_turret_ac=top)
        result = resolve_assault(assailant, target, dice, tables.infantry)
        steps += result.steps
        if result.refused is None:
            outcomes[inf.id] = result.assailant_outcome
            outcomes[tgt.id] = result.target_outcome
    if outcomes.get(inf.id) is Outcome.SUPPRESSED:
        steps.append(recovery_note(inf.id, turn))
    edit = with_reveals(battle, results_edit(battle, outcomes, turn, f"Assault by {inf.id} on {tgt.id}"),
                        list(outcomes), "it fought an assault")
    return AssaultOutcome(inf.id, tgt.id, defence, supporting, result, None, gap, edit, tuple(steps))


@dataclass(frozen=True)
class SuicideReclassification:
    """3.3: whether the unit may be reclassified, the nearest enemy tank or bunker it must assault this turn, and
    the edit that marks it (None when it may not)."""

    unit_id: str
    eligibility: Eligibility
    must_assault: str | None
    distance_yards: float | None
    edit: Edit | None
    steps: tuple[Step, ...]


def reclassify_suicide_squad(session: BattleSession, unit_id: str, year: int,
                             formation: Formation | None = None) -> SuicideReclassification:
    """3.3: reclassify an R, RF or SMG unit of Russian Guards (1941-42), the Waffen SS (1945) or the Japanese
    (1931-45) as a suicide squad; it must assault the nearest enemy tank or bunker that turn."""
    battle = session.battle
    unit = unit_of(battle, unit_id)
    entry = entry_of(session.catalogue, unit)
    unit_type = fire_type_of(entry, session.tables) or entry.id
    eligibility = suicide_eligibility(nation_of(battle, unit), year, unit_type, formation, session.tables.infantry)
    steps = list(eligibility.steps)
    if not eligibility.eligible:
        return SuicideReclassification(unit_id, eligibility, None, None, None, tuple(steps))
    nearest = nearest_tank_or_bunker(session, unit_id)
    if nearest is not None:
        steps.append(NoteStep(f"{unit_id} must assault the nearest enemy tank or bunker this turn: {nearest[0]} "
                              f"({nearest[1]:.0f} yards)", "3.3"))
    else:
        steps.append(NoteStep("there is no enemy tank or bunker on the table", "3.3"))
    new = unit.model_copy(update={"suicide": True})
    edit = ReplaceUnits((unit,), (new,), f"Reclassify {unit_id} as a suicide squad")
    return SuicideReclassification(unit_id, eligibility, nearest[0] if nearest else None,
                                   nearest[1] if nearest else None, edit, tuple(steps))
