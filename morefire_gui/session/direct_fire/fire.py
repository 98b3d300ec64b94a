"""Direct fire in play (2.2-2.6): the plan of a shot before the dice (range, line of sight, spotting, aspect, the
chance to hit), the shot resolved with injected dice, its edit and its log entry."""

from __future__ import annotations

import functools
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from morefire_gui.geometry.direct_fire import AngleOfFire, GroundUnder, angle_of_fire, ground_under, off_facing
from morefire_gui.geometry.los import LosResult
from morefire_gui.model.battle import Battle, Unit
from morefire_gui.model.terms import Status
from morefire_gui.rules.catalogue.entries import CatalogueEntry, GunRole, UnitKind
from morefire_gui.rules.dice import Dice
from morefire_gui.rules.direct_fire.fire import (
    DirectFireResult,
    Firer,
    HitChance,
    Shot,
    Target,
    range_band,
    refusals,
    refused_shot,
    resolve_direct_fire,
    to_hit,
)
from morefire_gui.rules.direct_fire.hit_location import armour_class, aspect_of_hit
from morefire_gui.rules.direct_fire.spotting import SpotState, spot_state
from morefire_gui.rules.direct_fire.terms import CampaignDamage, FireResult, HitLocation, TargetKind
from morefire_gui.rules.direct_fire.vehicle_damage import VehicleRunningGear, penetrates
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, joined
from morefire_gui.session.direct_fire.facts import (
    current_turn,
    in_defilade,
    refuse_own_side,
    target_kind_of,
    unit_moved,
    woods_or_building,
)
from morefire_gui.session.direct_fire.spotting import facts_of_the_spot, spot_edit, units_edit
from morefire_gui.session.direct_fire.weapons import WeaponChoice, choose_weapon, unrated_guns, unrated_reason
from morefire_gui.session.direct_fire.words import DIRECT_FIRE, TARGET
from morefire_gui.session.edits import Compound, Edit
from morefire_gui.session.gun_deployment import gun_fire_refusal
from morefire_gui.session.names import once_revealed, public_unit_name, sight_words
from morefire_gui.session.resolution import LogDraft
from morefire_gui.session.unit_facts import entry_of, is_weapon_system, unit_of
from morefire_gui.session.visibility import with_reveals

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession


# -- fire (2.2-2.6) ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class FireRequest:
    """A shot asked for: ``weapon`` None is the firer's main gun (a squad names its organic weapon); ``advanced``
    None follows the battle's settings; ``campaign`` reads 2.6's table; ``suspension_shot`` is 2.4's choice;
    ``turn`` None is the battle's turn; ``target_fired`` None reads it from the battle (2.1's automatic spot)."""

    firer: str
    target: str
    weapon: str | None = None
    advanced: bool | None = None
    suspension_shot: bool = False
    campaign: bool = False
    turn: int | None = None
    target_fired: bool | None = None


@dataclass(frozen=True)
class FaceInView:
    """A plate a hit would meet (2.3): its face ("turret_front", "hull_side"), its armour class, and whether the
    weapon's band penetrates it (2.2)."""

    face: str
    armour_class: int
    penetrated: bool


@dataclass(frozen=True)
class FirePlan:
    """Everything about a shot that is known before a die is rolled: range and line of sight, the weapon and its
    band, whether the target is spotted (and how), the angle of fire, the chance to hit with every modifier, and
    every reason the weapon cannot fire (``refused``)."""

    request: FireRequest
    firer: Unit
    target: Unit
    weapon: WeaponChoice | None
    los: LosResult
    advanced: bool
    spot: SpotState | None
    angle: AngleOfFire | None
    shot: Shot | None
    chance: HitChance | None
    refused: str | None
    turn: int
    turn_known: bool
    early: DirectFireResult | None  # a shot refused before 2.2 is read (no weapon, a target direct fire does not take)
    # The target is one direct fire takes in no step (infantry: 3.5's infantry fire; an aircraft: 5.6's AA fire).
    not_a_target: bool = False

    @property
    def range_yards(self) -> float:
        return self.los.range_yards

    @property
    def can_fire(self) -> bool:
        return self.refused is None

    def faces_in_view(self) -> list[FaceInView]:
        """The plates a turret or a hull hit would meet from where the firer stands (2.3), each with its armour class
        and whether the weapon's band penetrates it (2.2); none for an unarmoured target or a shot the angle of fire
        or the band is not read for."""
        shot, band = self.shot, self.chance.band if self.chance is not None else None
        if shot is None or shot.target.armor is None or self.angle is None or band is None:
            return []
        out = []
        for location in (HitLocation.TURRET, HitLocation.HULL):
            if location is HitLocation.TURRET and not shot.target.turret:
                continue
            aspect, _ = aspect_of_hit(
                location, advanced=self.advanced, sector=self.angle.sector, rear_in_view=self.angle.rear_in_view
            )
            ac, face, _ = armour_class(shot.target.armor, location, aspect)
            out.append(FaceInView(face, ac, penetrates(band.pen, ac)))
        return out


@dataclass(frozen=True)
class ShotStart:
    """What every plan of a shot reads first, whatever the target is: the firer and the target, the firer's entry and
    weapon, and the line of sight between them; ``plan`` makes the plan with the rest."""

    firer: Unit
    target: Unit
    firer_entry: CatalogueEntry
    choice: WeaponChoice | None
    los: LosResult
    advanced: bool
    plan: functools.partial[FirePlan]


def shot_start(session: BattleSession, request: FireRequest) -> ShotStart:
    """The firer and target of ``request`` (refused at its own side or itself), its weapon and its line of sight."""
    battle = session.battle
    firer = unit_of(battle, request.firer, QT_TRANSLATE_NOOP("Rules", "firer"))
    target = unit_of(battle, request.target, TARGET)
    refuse_own_side(session, firer, target, "fire at")
    firer_entry = entry_of(session.catalogue, firer)
    advanced = battle.settings.advanced if request.advanced is None else request.advanced
    turn, known = current_turn(battle, request.turn)
    choice = choose_weapon(session, firer, request.weapon)
    los = session.geometry.unit_los(firer, target)
    plan = functools.partial(
        FirePlan,
        request=request,
        firer=firer,
        target=target,
        weapon=choice,
        los=los,
        advanced=advanced,
        turn=turn,
        turn_known=known,
    )
    return ShotStart(firer, target, firer_entry, choice, los, advanced, plan)


def plan_fire(session: BattleSession, request: FireRequest) -> FirePlan:
    geo, tables = session.geometry, session.tables
    start = shot_start(session, request)
    firer, target, firer_entry, choice, los, plan = (
        start.firer,
        start.target,
        start.firer_entry,
        start.choice,
        start.los,
        start.plan,
    )
    target_entry, advanced = entry_of(session.catalogue, target), start.advanced
    sight = sight_words(session, los)
    facts: tuple[Step, ...] = tuple(NoteStep(line, "2.1") for line in sight)
    kind = target_kind_of(target_entry)
    early: tuple[str, str] | None = None
    if kind is None:
        if target_entry.kind is UnitKind.INFANTRY and firer_entry.kind is UnitKind.VEHICLE:
            early = (
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "{unit} is infantry: tanks fire at infantry and their weapon systems with T-HE and TMG (infantry "
                    "fire, 3.5)",
                ).format(unit=public_unit_name(session, target.id)),
                "3.5",
            )
        elif target_entry.kind is UnitKind.INFANTRY:
            # A gun or an anti-tank weapon (a squad's, or a team's counter) has no T-HE or TMG to turn on infantry.
            early = (
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "{unit} is infantry: {firer} fires directly at vehicles and guns only (2.2); infantry counters are "
                    "the targets of infantry fire (3.5)",
                ).format(unit=public_unit_name(session, target.id), firer=public_unit_name(session, firer.id)),
                "3.5",
            )
        else:
            early = (
                QT_TRANSLATE_NOOP("Rules", "{unit} is an aircraft: it is fired on by anti-aircraft fire (5.6)").format(
                    unit=public_unit_name(session, target.id)
                ),
                "5.6",
            )
    else:
        early = firer_refusal(session, firer, firer_entry, choice, request.weapon)
    if early is not None:
        result = refused_shot(
            firer.id, target.id, choice.name if choice else "", los.range_yards, los.clear, early[0], early[1], facts
        )
        return plan(
            spot=None, angle=None, shot=None, chance=None, refused=early[0], early=result, not_a_target=kind is None
        )
    assert choice is not None and kind is not None
    spot_facts, situation, _ = facts_of_the_spot(session, firer, target, advanced, request.target_fired)
    state = spot_state(spot_facts, situation, tables.direct_fire)
    ground = ground_under(geo, target)
    angle = angle_of_fire(geo, target, firer.at) if kind is TargetKind.VEHICLE else None
    shot = Shot(
        _firer(session, firer, firer_entry, choice, target),
        _target(session.battle, target, target_entry, kind, ground, angle, public_unit_name(session, target.id)),
        los.range_yards,
        los.clear,
        state.spotted,
        state.reason,
        advanced=advanced,
        campaign=request.campaign,
        suspension_shot=request.suspension_shot,
        sight=tuple(sight[2:]),  # past the range and the verdict, which the rules say themselves
    )
    reasons = refusals(shot, tables.direct_fire)
    chance = to_hit(shot, tables.direct_fire) if range_band(choice.weapon, los.range_yards) is not None else None
    return plan(
        spot=state, angle=angle, shot=shot, chance=chance, refused="; ".join(r for r, _ in reasons) or None, early=None
    )


def firer_refusal(
    session: BattleSession, firer: Unit, firer_entry: CatalogueEntry, choice: WeaponChoice | None, weapon: str | None
) -> tuple[str, str] | None:
    """Why the firer has nothing to fire, whatever it aims at, with the rule: no gun or anti-tank weapon, a gun
    without a rating, a gun not set up (4.8); None when it has a weapon ready."""
    early: tuple[str, str] | None = None
    if (
        choice is None
        and (unrated := unrated_guns(session, firer))
        and (weapon is None or weapon.strip().lower() in (g.lower() for g in unrated))
    ):
        named = [g for g in unrated if weapon is None or g.lower() == weapon.strip().lower()]
        early = (unrated_reason(session, firer, named, firer_entry.kind is UnitKind.VEHICLE), "2.2")
    elif choice is None:
        early = (
            (
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "{unit} has no gun or anti-tank weapon to fire (catalogue): a squad names the anti-tank weapon it carries",
                )
                if firer_entry.kind is UnitKind.INFANTRY
                else QT_TRANSLATE_NOOP("Rules", "{unit} has no gun or anti-tank weapon to fire (catalogue)")
            ).format(unit=public_unit_name(session, firer.id)),
            "2.2",
        )
    if early is None and (unready := gun_fire_refusal(session, firer)) is not None:
        early = (unready, "4.8")
    return early


def _firer(session: BattleSession, unit: Unit, entry: CatalogueEntry, choice: WeaponChoice, target: Unit) -> Firer:
    vehicle = entry.vehicle if entry.kind is UnitKind.VEHICLE else None
    turretless = vehicle is not None and not vehicle.turret
    return Firer(
        unit.id,
        choice.weapon,
        name=public_unit_name(session, unit.id),
        moved=unit_moved(session.battle, unit),
        weapon_system=is_weapon_system(entry, session.tables) and not choice.organic,
        suppressed=unit.has(Status.SUPPRESSED),
        destroyed=unit.has(Status.DESTROYED),
        turretless=turretless,
        off_facing=off_facing(unit, target.at) if turretless else 0.0,
        gun_out=CampaignDamage.T in unit.damage,
    )


def _target(
    battle: Battle,
    unit: Unit,
    entry: CatalogueEntry,
    kind: TargetKind,
    ground: GroundUnder,
    angle: AngleOfFire | None,
    name: str = "",
) -> Target:
    vehicle = entry.vehicle if kind is TargetKind.VEHICLE else None
    defilade, why = in_defilade(battle, unit, vehicle is not None, ground)
    cover, cover_why = woods_or_building(battle, unit, ground)
    gear = None
    if vehicle is not None:
        gear = VehicleRunningGear(
            tracked=vehicle.tracked, wheels=vehicle.wheels, skirts=vehicle.skirts, moving=unit.moved is not None
        )
    return Target(
        unit.id,
        kind,
        name=name,
        silhouette=vehicle.silhouette if vehicle else None,
        in_woods_or_building=cover,
        cover_why=cover_why,
        anti_tank_gun=kind is TargetKind.GUN and entry.gun is not None and entry.gun.role is GunRole.ANTI_TANK,
        defilade=defilade,
        defilade_why=why,
        moving=unit.moved is not None,
        destroyed=unit.has(Status.DESTROYED),
        armor=vehicle.armor if vehicle else None,
        turret=vehicle.turret if vehicle else False,
        gear=gear,
        sector=angle.sector if angle else None,
        rear_in_view=angle.rear_in_view if angle else False,
    )


@dataclass(frozen=True)
class Revealed:
    """What a hidden position fired on turned out to be: ``name`` as every side reads it once revealed, and whether it
    was a fake marker (taken off the table)."""

    name: str
    fake: bool


@dataclass(frozen=True)
class FireOutcome:
    """A shot resolved: the plan, the rules' result, and ONE edit for everything it did (the target destroyed,
    immobilized or damaged, the spot recorded or lost). ``steps``: every step in order."""

    plan: FirePlan
    result: DirectFireResult
    edit: Edit
    revealed: Revealed | None = (
        None  # the shot was declared at a hidden position: what it was (session/direct_fire/markers.py)
    )

    @property
    def steps(self) -> tuple[Step, ...]:
        return (*self.result.steps, *self._turn_steps())

    def sections(self) -> tuple[tuple[str, tuple[Step, ...]], ...]:
        extra = self._turn_steps()
        out = tuple((t, s) for t, s in self.result.sections if s)
        return out + (((QT_TRANSLATE_NOOP("Rules", "Applied"), extra),) if extra else ())

    def _turn_steps(self) -> tuple[Step, ...]:
        r = self.result
        if r.result is FireResult.IMMOBILIZED and r.immobile_turns is not None:
            p = self.plan
            when = (
                QT_TRANSLATE_NOOP("Rules", "turn {turn}")
                if p.turn_known
                else QT_TRANSLATE_NOOP("Rules", "turn {turn} (the battle keeps no turn: counted from 1)")
            ).format(turn=p.turn)
            whom = p.shot.target.said if p.shot is not None else r.target_id
            return (
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "{unit} is immobile from {when} until the start of turn {turn}").format(
                        unit=whom, when=when, turn=p.turn + r.immobile_turns
                    ),
                    "2.5",
                ),
            )
        return ()


def resolve_fire(session: BattleSession, plan: FirePlan | FireRequest, dice: Dice) -> FireOutcome:
    """Fire the shot (no die when it is refused) and make its edit, not yet applied."""
    if isinstance(plan, FireRequest):
        plan = plan_fire(session, plan)
    if plan.early is not None:
        return FireOutcome(plan, plan.early, Compound((), DIRECT_FIRE))
    assert plan.shot is not None
    shot = plan.shot
    if not refusals(shot, session.tables.direct_fire):
        # Fired: a hidden firer or target is revealed (TARAWA), and every side reads it as it turned out to be.
        revealing = once_revealed(session, [shot.firer.unit_id, shot.target.unit_id], dice=dice)
        if revealing.revealed:
            shot = replace(
                shot,
                firer=replace(shot.firer, name=revealing.said(shot.firer.unit_id)),
                target=replace(shot.target, name=revealing.said(shot.target.unit_id)),
            )
            plan = replace(plan, shot=shot)
    result = resolve_direct_fire(shot, dice, session.tables.direct_fire)
    edit: Edit = fire_edit(session.battle, plan, result)
    if result.fired:  # a hidden position is revealed when it fires or is fired on
        edit = with_reveals(
            session.battle,
            edit,
            [result.firer_id, result.target_id],
            QT_TRANSLATE_NOOP("Rules", "it fired or was fired on"),
        )
    return FireOutcome(plan, result, edit)


def _immobilize(unit: Unit, until: int | None) -> Unit:
    """Immobilized until the start of turn ``until`` (None: for the battle); the longer immobilization stands."""
    if unit.has(Status.IMMOBILIZED):
        current = unit.status_until.get(Status.IMMOBILIZED)
        if current is None:
            return unit  # already immobilized for the battle
        rest = {k: v for k, v in unit.status_until.items() if k is not Status.IMMOBILIZED}
        if until is None:
            return unit.model_copy(update={"status_until": rest})
        return unit.model_copy(update={"status_until": {**rest, Status.IMMOBILIZED: max(current, until)}})
    new = unit.with_status(Status.IMMOBILIZED)
    if until is not None:
        new = new.model_copy(update={"status_until": {**new.status_until, Status.IMMOBILIZED: until}})
    return new


def _damaged(unit: Unit, damage: CampaignDamage) -> Unit:
    new = unit.model_copy(update={"damage": (*unit.damage, damage)})
    if damage is CampaignDamage.X:
        return new.with_status(Status.DESTROYED)
    if damage is CampaignDamage.E:
        return _immobilize(new, None)
    return new  # T: it can still move (2.6: "can be retreated off board"), but not fire


def fire_edit(battle: Battle, plan: FirePlan, result: DirectFireResult) -> Compound:
    """One edit for everything a shot did: the target's new status (destroyed, immobilized for the battle or until a
    turn, campaign damage), and the spot: recorded when the target was spotted automatically for this shot, dropped
    (advanced) when the firer's line of sight is blocked. An empty Compound when nothing changes."""
    target = battle.unit(result.target_id)
    firer = battle.unit(result.firer_id)
    if target is None or firer is None:
        return Compound((), DIRECT_FIRE)
    new = target
    spot_state_ = plan.spot
    if spot_state_ is not None:
        spotted_now = result.fired and spot_state_.automatic
        for _, after in spot_edit(battle, firer, new, plan.advanced, spotted_now, plan.los.clear):
            new = after
    if result.fired:
        r = result.result
        if r is FireResult.DESTROYED:
            new = new.with_status(Status.DESTROYED)
        elif r is FireResult.IMMOBILIZED:
            new = _immobilize(new, plan.turn + result.immobile_turns if result.immobile_turns else None)
        elif r in (FireResult.X, FireResult.T, FireResult.E):
            new = _damaged(new, CampaignDamage(r.value))
    what = result.result.value.replace("_", " ") if result.result else QT_TRANSLATE_NOOP("Rules", "refused")
    who, whom = plan.shot.firer.said if plan.shot else result.firer_id, plan.shot.target.said if plan.shot else ""
    return units_edit(
        [(target, new)] if new != target else [],
        QT_TRANSLATE_NOOP("Rules", "{firer} fires at {target}: {result}").format(
            firer=who, target=whom or result.target_id, result=what
        ),
    )


def fire_log(session: BattleSession, outcome: FireOutcome) -> LogDraft:
    """The log entry of a shot, every step."""
    r = outcome.result
    if r.refused is not None:
        summary: str = QT_TRANSLATE_NOOP("Rules", "cannot fire: {why}").format(why=r.refused)
    else:
        parts: list[str] = [
            (
                QT_TRANSLATE_NOOP("Rules", "{chance}%, rolled {roll}: hit")
                if r.hit
                else QT_TRANSLATE_NOOP("Rules", "{chance}%, rolled {roll}: miss")
            ).format(chance=r.chance, roll=r.roll)
        ]
        if r.location is not None:
            parts.append(r.location.value)
        if r.armor_class is not None:
            parts.append(
                QT_TRANSLATE_NOOP("Rules", "AC {ac} against pen {pen}").format(ac=r.armor_class, pen=r.penetration)
            )
        if r.result is not None and r.result is not FireResult.MISS:  # a miss is said once, with the roll
            parts.append(r.result.value.replace("_", " "))
        summary = joined((p for p in parts if p), QT_TRANSLATE_NOOP("Rules", "{first}, {then}"))
    firer = session.battle.unit(r.firer_id)
    turn = outcome.plan.turn if outcome.plan.turn_known else None
    # A shot fired reveals a hidden firer or target (TARAWA): named as it turned out to be.
    said = once_revealed(session, [r.firer_id, r.target_id] if r.fired else (), [r.firer_id, r.target_id])
    return LogDraft(
        "fire",
        (
            QT_TRANSLATE_NOOP("Rules", "{firer} fires {weapon} at {target}")
            if r.weapon and r.weapon != "at"
            else QT_TRANSLATE_NOOP("Rules", "{firer} fires at {target}")
        ).format(firer=said.said(r.firer_id), weapon=r.weapon, target=said.said(r.target_id)),
        summary,
        outcome.steps,
        side=firer.side if firer else None,
        turn=turn,
        actors=(r.firer_id,),
        targets=(r.target_id,),
    )
