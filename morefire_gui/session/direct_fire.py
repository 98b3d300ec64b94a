"""Tank and anti-tank direct fire in play (rules 2.1-2.6, and rule 3.4's squad weapons through the same path): spot a
target, fire a gun at it, and turn the result into one undoable edit. The board tool, the fire dialog and the
``morefire fire`` and ``morefire spot`` commands all go through here:

    plan = plan_fire(session, FireRequest("ge3", "su4"))        # range, line of sight, spotting, aspect, chance
    outcome = resolve_fire(session, plan, dice)                  # the rules' DirectFireResult and ONE edit
    record_fire(session, outcome)                                # every step into the battle log
    session.apply(outcome.edit)                                  # or push it on the undo stack as one step

    outcome = spot(session, SpotRequest("ge3", "su4"), dice)     # 2.1, with its edit (the spot recorded)

Nothing here decides a rule: the rules core (rules/direct_fire/spotting.py, direct_fire.py, hit_location.py, vehicle_damage.py)
rolls and reads the tables; the geometry (geometry/direct_fire.py, the line of sight) says where things are.

Readings (docs/rules-notes.md, 2.1-2.6): a basic game records a spot as the target's status ``spotted`` (for the
battle); an advanced game adds the spotter to the target's ``spotted_by``, and drops it when the spotter's line of
sight is found blocked (a resolution, or :func:`lost_spots` after movement). Infantry counters are fired on by
infantry fire (3.5), not here; gun counters are (2.2's "Is an Anti-tank gun").
"""

from __future__ import annotations

import functools
from collections.abc import Collection
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError
from morefire_gui.geometry.direct_fire import AngleOfFire, GroundUnder, angle_of_fire, ground_under, off_facing
from morefire_gui.geometry.los import LosResult
from morefire_gui.model.actions.direct_fire import DirectFire, DropLostSpots, Spot
from morefire_gui.model.battle import Battle, Unit
from morefire_gui.model.log import LogEntry
from morefire_gui.model.terms import Cover, Status, TerrainKind
from morefire_gui.rules.catalogue.entries import CatalogueEntry, Gun, GunRole, UnitKind
from morefire_gui.rules.dice import Dice
from morefire_gui.rules.direct_fire.fire import (
    DirectFireResult,
    Firer,
    HitChance,
    Shot,
    Target,
    Weapon,
    range_band,
    refusals,
    refused_shot,
    resolve_direct_fire,
    target_aspect,
    to_hit,
)
from morefire_gui.rules.direct_fire.hit_location import armour_class, aspect_of_hit
from morefire_gui.rules.direct_fire.spotting import (
    SpotResult,
    SpotSituation,
    SpotState,
    SpotTarget,
    resolve_spot,
    spot_state,
)
from morefire_gui.rules.direct_fire.terms import CampaignDamage, FireResult, HitLocation, TargetKind
from morefire_gui.rules.direct_fire.vehicle_damage import VehicleRunningGear, penetrates
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.scenario.weather import BattlefieldTerrain
from morefire_gui.rules.words import AND_THEN, QT_TRANSLATE_NOOP, Message, joined
from morefire_gui.session import claims
from morefire_gui.session.claims import target_fired_this_turn
from morefire_gui.session.edits import Compound, Edit, ReplaceUnits, Staged
from morefire_gui.session.gun_deployment import gun_fire_refusal
from morefire_gui.session.names import public_piece_name, public_unit_name, public_unit_names, side_name, sight_words
from morefire_gui.session.resolution import LogDraft, Resolution, handles
from morefire_gui.session.sequence_of_play import fire_step_for, matching_fire_step
from morefire_gui.session.turn_state import AT_VS_TANK, INFANTRY_FIRE, TANK_VS_INFANTRY, TANK_VS_TANK
from morefire_gui.session.unit_facts import (
    AT_WEAPON_ROLE,
    entry_of,
    is_weapon_system,
    may_carry_at_weapons,
    nation_of,
    role_of,
    squad_at_weapons,
    unit_of,
)
from morefire_gui.session.visibility import with_reveals

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.performing import Performing

__all__ = [
    "LOST_SPOTS_STEPS",
    "LOST_SPOTS_WORDS",
    "FireOutcome",
    "FirePlan",
    "FireRequest",
    "LostSpots",
    "SpotOutcome",
    "SpotRequest",
    "WeaponChoice",
    "current_turn",
    "fire_edit",
    "fire_log",
    "fire_request",
    "lost_spots",
    "plan_fire",
    "resolve_fire",
    "spot",
    "spot_log",
    "spots_dropped_text",
    "spots_lost_by_moving",
    "target_fired_this_turn",
    "unrated_guns",
    "weapons_of",
]

# -- the weapons a unit fires --------------------------------------------------------------------------------


@dataclass(frozen=True)
class WeaponChoice:
    """A weapon a unit can fire: one of its own guns (a vehicle's main gun first, a gun counter's, a squad
    anti-tank counter's), or for an infantry squad a squad anti-tank weapon of its nation carried organically (3.4:
    "These may organic to an infantry unit"); ``entry`` is the catalogue entry the weapon comes from."""

    weapon: Weapon
    entry: str
    organic: bool = False

    @property
    def name(self) -> str:
        return self.weapon.name

    @property
    def label(self) -> str:
        return (
            QT_TRANSLATE_NOOP("Rules", "{weapon} (carried by the squad, 3.4)").format(weapon=self.name)
            if self.organic
            else self.name
        )


def _weapon(gun: Gun, squad: bool) -> Weapon:
    return Weapon(gun.name, gun.calibre_mm, tuple(gun.bands), squad=squad)


def weapons_of(session: BattleSession, unit: Unit) -> list[WeaponChoice]:
    """Every weapon the unit may fire by rule 2.2 (or 3.4), its main gun first."""
    entry = entry_of(session.catalogue, unit)
    squad = role_of(entry) == AT_WEAPON_ROLE
    own = [WeaponChoice(_weapon(g, squad), entry.id) for g in entry.guns if g.bands]
    if own or not may_carry_at_weapons(entry, session.tables):
        return own
    return [
        WeaponChoice(_weapon(g, True), other.id, organic=True)
        for other in squad_at_weapons(session.catalogue, nation_of(session.battle, unit))
        for g in other.guns
        if g.bands
    ]


def unrated_guns(session: BattleSession, unit: Unit) -> list[str]:
    """The unit's guns that have no direct-fire range bands: the catalogue rates no armour-piercing round for them (a
    howitzer, an infantry or field gun firing high explosive; docs/vehicle-reference.md). They do not fire by 2.2; a
    vehicle's main gun fires T-HE at infantry and anti-tank systems (3.5)."""
    return [g.name for g in entry_of(session.catalogue, unit).guns if not g.bands]


def _unrated_reason(session: BattleSession, unit: Unit, names: list[str], vehicle: bool) -> str:
    guns = joined(names, QT_TRANSLATE_NOOP("Rules", "{first} and {then}"))
    said = QT_TRANSLATE_NOOP(
        "Rules",
        "{unit}'s {guns} has no direct-fire range bands: the catalogue rates no armour-piercing round for it (it fires "
        "high explosive), so it does not fire at vehicles or guns (2.2)",
    ).format(unit=public_unit_name(session, unit.id), guns=guns)
    if not vehicle:
        return said
    return AND_THEN.format(
        first=said,
        then=QT_TRANSLATE_NOOP(
            "Rules", "the vehicle fires its T-HE at infantry and anti-tank systems (infantry fire, 3.5)"
        ),
    )


def _choose_weapon(session: BattleSession, unit: Unit, name: str | None) -> WeaponChoice | None:
    choices = weapons_of(session, unit)
    if name is None:
        own = [c for c in choices if not c.organic]
        return own[0] if own else None
    wanted = name.strip().lower()
    for choice in choices:
        if wanted in (choice.name.lower(), choice.entry.lower()):
            return choice
    if wanted in (g.lower() for g in unrated_guns(session, unit)):
        return None  # refused with its reason by plan_fire
    known = ", ".join(f"{c.name!r}" for c in choices) or "none"
    raise UsageError(
        QT_TRANSLATE_NOOP("Rules", "{unit} has no weapon {weapon} (its weapons: {known})").format(
            unit=public_unit_name(session, unit.id), weapon=repr(name), known=known
        )
    )


# -- the facts of a unit ---------------------------------------------------------------------------------------


def current_turn(battle: Battle, given: int | None = None) -> tuple[int, bool]:
    """The turn a result is dated by: ``given``, else the battle's turn; (1, False) when the battle keeps none."""
    if given is not None:
        if given < 1:
            raise UsageError(f"turns are counted from 1 (not {given})")
        return given, True
    turn = getattr(battle, "turn", None)
    if isinstance(turn, int) and not isinstance(turn, bool) and turn >= 1:
        return turn, True
    return 1, False


def _target_kind(entry: CatalogueEntry) -> TargetKind | None:
    if entry.kind is UnitKind.VEHICLE and entry.vehicle is not None:
        return TargetKind.VEHICLE
    if entry.kind is UnitKind.GUN:
        return TargetKind.GUN
    return None


def _defilade(battle: Battle, unit: Unit, vehicle: bool, ground: GroundUnder) -> tuple[bool, str]:
    """Defilade: the unit's status; for a vehicle also standing on a hill (HILLS: "provide defilade cover to vehicles
    located on it") or in rough ground (ROUGH TERRAIN: "Vehicles are considered defiladed"), each piece by its name."""
    if unit.has(Status.DEFILADE):
        return True, QT_TRANSLATE_NOOP("Rules", "status defilade")
    if vehicle and ground.on_hill:
        return True, QT_TRANSLATE_NOOP("Rules", "a vehicle on {pieces}").format(
            pieces=_pieces(battle, ground.ids_of(*_HILL))
        )
    if vehicle and ground.in_rough:
        return True, QT_TRANSLATE_NOOP("Rules", "a vehicle in {pieces}").format(
            pieces=_pieces(battle, ground.ids_of(*_ROUGH))
        )
    return False, ""


_HILL = (TerrainKind.HILL,)
_ROUGH = (TerrainKind.ROUGH,)
_WOODS = (TerrainKind.WOODS, TerrainKind.JUNGLE)
_HOUSES = (TerrainKind.BUILDING, TerrainKind.VILLAGE)


_IN = QT_TRANSLATE_NOOP("Rules", "in {pieces}")


def _pieces(battle: Battle, ids: Collection[str]) -> str:
    """Terrain pieces as every side reads them, in a modifier's label ("Storozhevoe knoll (hill), Knoll top (hill)")."""
    return ", ".join(public_piece_name(battle, i) for i in ids)


def _woods_or_building(battle: Battle, unit: Unit, ground: GroundUnder) -> tuple[bool, str]:
    woods, houses = ground.ids_of(*_WOODS), ground.ids_of(*_HOUSES)
    if woods:
        return True, _IN.format(pieces=_pieces(battle, woods))
    if houses:
        return True, _IN.format(pieces=_pieces(battle, houses))
    if unit.cover is Cover.BUILDING:
        return True, QT_TRANSLATE_NOOP("Rules", "cover: building")
    return False, ""


def _desert(battle: Battle) -> bool:
    return battle.settings.terrain_type is BattlefieldTerrain.DESERT


def _spot_target(
    session: BattleSession, unit: Unit, entry: CatalogueEntry, ground: GroundUnder, fired: bool | None
) -> SpotTarget:
    vehicle = entry.kind is UnitKind.VEHICLE and entry.vehicle is not None
    defilade, why = _defilade(session.battle, unit, vehicle, ground)
    return SpotTarget(
        unit.id,
        name=public_unit_name(session, unit.id),
        vehicle=vehicle,
        infantry=entry.kind in (UnitKind.INFANTRY, UnitKind.GUN),
        silhouette=entry.vehicle.silhouette if vehicle and entry.vehicle is not None else None,
        moved=_moved(session.battle, unit),
        fired=target_fired_this_turn(session.battle, unit.id) if fired is None else fired,
        on_road=ground.on_road,
        in_woods=ground.in_woods,
        in_house=ground.in_house or unit.cover is Cover.BUILDING,
        defilade=defilade,
        defilade_why=why,
    )


def _moved(battle: Battle, unit: Unit) -> bool:
    """The unit moved this turn (a passenger moves with its carrier)."""
    if unit.riding_on is not None:
        carrier = battle.unit(unit.riding_on)
        return carrier is not None and carrier.moved is not None
    return unit.moved is not None


def _already(session: BattleSession, spotter: Unit, target: Unit, advanced: bool) -> str | None:
    who, whom = public_unit_name(session, spotter.id), public_unit_name(session, target.id)
    if advanced:
        if spotter.id in target.spotted_by:
            return QT_TRANSLATE_NOOP(
                "Rules", "{spotter} has spotted {target} and kept it in sight (advanced: each firer spots for itself)"
            ).format(spotter=who, target=whom)
        return None
    if target.has(Status.SPOTTED):
        return QT_TRANSLATE_NOOP(
            "Rules", "{target} has been spotted (basic: once spotted, it remains spotted for the entire battle)"
        ).format(target=whom)
    return None


def _same_side(session: BattleSession, spotter: Unit, target: Unit, what: str) -> None:
    if spotter.id != target.id and spotter.side != target.side:
        return
    said = public_unit_names(session, [spotter.id, target.id])
    if spotter.id == target.id:
        raise UsageError(
            (
                QT_TRANSLATE_NOOP("Rules", "{unit} cannot spot itself")
                if what == "spot"
                else QT_TRANSLATE_NOOP("Rules", "{unit} cannot fire at itself")
            ).format(unit=said[spotter.id])
        )
    if spotter.side == target.side:
        raise UsageError(
            (
                QT_TRANSLATE_NOOP("Rules", "{unit} and {target} are both of {side}: spot the enemy")
                if what == "spot"
                else QT_TRANSLATE_NOOP("Rules", "{unit} and {target} are both of {side}: fire at the enemy")
            ).format(unit=said[spotter.id], target=said[target.id], side=side_name(session.battle, spotter.side))
        )


# -- spotting (2.1) ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SpotRequest:
    """A spotting attempt: ``advanced`` None follows the battle's settings; ``target_fired`` None reads whether the
    target fired this turn from the battle (its fire marks, the log)."""

    spotter: str
    target: str
    advanced: bool | None = None
    target_fired: bool | None = None


@dataclass(frozen=True)
class SpotOutcome:
    """A spotting attempt resolved: the rules' result, the line of sight, and ONE edit (the spot recorded, or a
    spot lost behind terrain dropped; empty when nothing changes)."""

    request: SpotRequest
    advanced: bool
    los: LosResult
    result: SpotResult
    edit: Edit
    steps: tuple[Step, ...]


def _spot_facts(
    session: BattleSession, spotter: Unit, target: Unit, advanced: bool, fired: bool | None
) -> tuple[SpotTarget, SpotSituation, LosResult]:
    geo = session.geometry
    entry = entry_of(session.catalogue, target)
    los = geo.unit_los(spotter, target)
    facts = _spot_target(session, target, entry, ground_under(geo, target), fired)
    situation = SpotSituation(
        spotter.id,
        spotter_name=public_unit_name(session, spotter.id),
        range_yards=los.range_yards,
        los=los.clear,
        spotter_moved=_moved(session.battle, spotter),
        desert=_desert(session.battle),
        advanced=advanced,
        already=_already(session, spotter, target, advanced),
        rolled=(earlier.summary if (earlier := spotted_this_turn(session.battle, spotter.id, target.id)) else None),
    )
    return facts, situation, los


def _spot_edit(
    battle: Battle, spotter: Unit, target: Unit, advanced: bool, spotted: bool, los_clear: bool
) -> list[tuple[Unit, Unit]]:
    """The change a spot makes to the target: (before, after), or nothing."""
    new = target
    if advanced:
        if spotted and spotter.id not in target.spotted_by:
            new = target.model_copy(update={"spotted_by": (*target.spotted_by, spotter.id)})
        elif not los_clear and spotter.id in target.spotted_by:
            new = target.model_copy(update={"spotted_by": tuple(s for s in target.spotted_by if s != spotter.id)})
    elif spotted and not target.has(Status.SPOTTED):
        new = target.with_status(Status.SPOTTED)
    return [(target, new)] if new != target else []


def spot(session: BattleSession, request: SpotRequest, dice: Dice) -> SpotOutcome:
    """2.1 for one spotter and one target, with its edit."""
    battle = session.battle
    spotter, target = unit_of(battle, request.spotter, _SPOTTER), unit_of(battle, request.target, _TARGET)
    _same_side(session, spotter, target, "spot")
    entry_of(session.catalogue, spotter)
    advanced = battle.settings.advanced if request.advanced is None else request.advanced
    facts, situation, los = _spot_facts(session, spotter, target, advanced, request.target_fired)
    if spotter.has(Status.DESTROYED):
        why = QT_TRANSLATE_NOOP("Rules", "{unit} is destroyed: it spots nothing").format(
            unit=public_unit_name(session, spotter.id)
        )
        result = SpotResult(
            spotter.id,
            target.id,
            los.clear,
            los.range_yards,
            False,
            False,
            None,
            why,
            None,
            None,
            (),
            None,
            (NoteStep(why, "2.1"),),
        )
    else:
        result = resolve_spot(facts, situation, dice, session.tables.direct_fire)
    changes = _spot_edit(battle, spotter, target, advanced, result.spotted, los.clear)
    who, whom = public_unit_name(session, spotter.id), public_unit_name(session, target.id)
    edit = _units_edit(
        changes,
        (_SPOTS if result.spotted else QT_TRANSLATE_NOOP("Rules", "{spotter} loses {target}")).format(
            spotter=who, target=whom
        ),
    )
    steps: list[Step] = [NoteStep(line, "2.1") for line in sight_words(session, los)[:2]]
    steps += result.steps
    if changes and advanced and not los.clear:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "{target} is lost behind terrain: {spotter} must spot it again").format(
                    target=whom, spotter=who
                ),
                "2.1",
            )
        )
    return SpotOutcome(request, advanced, los, result, edit, tuple(steps))


def spot_log(session: BattleSession, outcome: SpotOutcome) -> LogDraft:
    """The log entry of a spotting attempt."""
    r = outcome.result
    how = (
        QT_TRANSLATE_NOOP("Rules", "automatically")
        if r.automatic
        else (
            QT_TRANSLATE_NOOP("Rules", "already")
            if r.already
            else (
                QT_TRANSLATE_NOOP("Rules", "rolled {roll} against {chance}%").format(roll=r.roll, chance=r.chance)
                if r.roll is not None
                else ""
            )
        )
    )
    said = QT_TRANSLATE_NOOP("Rules", "spotted") if r.spotted else QT_TRANSLATE_NOOP("Rules", "not spotted")
    summary = QT_TRANSLATE_NOOP("Rules", "{said} ({how})").format(said=said, how=how) if how else said
    spotter = session.battle.unit(r.spotter_id)
    return LogDraft(
        "spot",
        _SPOTS.format(spotter=public_unit_name(session, r.spotter_id), target=public_unit_name(session, r.target_id)),
        summary,
        outcome.steps,
        side=spotter.side if spotter else None,
        actors=(r.spotter_id,),
        targets=(r.target_id,),
    )


@dataclass(frozen=True)
class LostSpots:
    """2.1 advanced, "if the target is lost behind terrain": the spots dropped, (target, spotter) pairs."""

    dropped: tuple[tuple[str, str], ...]
    edit: Edit
    steps: tuple[Step, ...]


def lost_spots(session: BattleSession, units: Collection[str] | None = None) -> LostSpots:
    """Drop every spot (``spotted_by``) whose spotter no longer sees its target, or is destroyed or gone; ``units``:
    only the spots of those units or by them (a move's), else every one (Direct Fire -> Drop Spots Lost Behind
    Terrain, which the players may run after a change of the terrain)."""
    battle, geo = session.battle, session.geometry
    changes: list[tuple[Unit, Unit]] = []
    dropped: list[tuple[str, str]] = []
    steps: list[Step] = []
    for target in battle.units:
        keep = []
        for spotter_id in target.spotted_by:
            if units is not None and target.id not in units and spotter_id not in units:
                keep.append(spotter_id)
                continue
            spotter = battle.unit(spotter_id)
            if spotter is None or spotter.has(Status.DESTROYED):
                why = QT_TRANSLATE_NOOP("Rules", "gone") if spotter is None else QT_TRANSLATE_NOOP("Rules", "destroyed")
            elif not geo.unit_los(spotter, target).clear:
                why = QT_TRANSLATE_NOOP("Rules", "its line of sight is blocked")
            else:
                keep.append(spotter_id)
                continue
            dropped.append((target.id, spotter_id))
            whom, who = public_unit_name(session, target.id), public_unit_name(session, spotter_id)
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "{target} is no longer spotted by {spotter}: {why}").format(
                        target=whom, spotter=who, why=why
                    ),
                    "2.1",
                )
            )
        if len(keep) != len(target.spotted_by):
            changes.append((target, target.model_copy(update={"spotted_by": tuple(keep)})))
    if not steps and units is None:
        steps.append(NoteStep(_EVERY_SPOT, "2.1"))
    return LostSpots(tuple(dropped), _units_edit(changes, _SPOTS_LOST), tuple(steps))


def spots_lost_by_moving(session: BattleSession, edit: Edit, moved: Collection[str]) -> LostSpots:
    """2.1 advanced, "if the target is lost behind terrain", as units move: with ``edit`` (a move, riders getting on
    or off, counters moved) worked out on the battle, every spot of the ``moved`` units or by them whose line of sight
    it breaks (or whose spotter it destroys) is dropped. Nothing applied: the caller makes the dropping part of the
    same edit, so that it is undone, and logged, with the move."""
    battle = session.battle
    if not moved or not any(u.spotted_by for u in battle.units):
        return LostSpots((), Compound((), _SPOTS_LOST), ())
    staged = Staged(battle)
    try:
        staged.add(edit)
        return lost_spots(session, set(moved))
    finally:
        staged.unwind()


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


def plan_fire(session: BattleSession, request: FireRequest) -> FirePlan:
    battle, geo, tables = session.battle, session.geometry, session.tables
    firer, target = (
        unit_of(battle, request.firer, QT_TRANSLATE_NOOP("Rules", "firer")),
        unit_of(battle, request.target, _TARGET),
    )
    _same_side(session, firer, target, "fire at")
    firer_entry, target_entry = entry_of(session.catalogue, firer), entry_of(session.catalogue, target)
    advanced = battle.settings.advanced if request.advanced is None else request.advanced
    turn, known = current_turn(battle, request.turn)
    choice = _choose_weapon(session, firer, request.weapon)
    los = geo.unit_los(firer, target)
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
    facts: tuple[Step, ...] = tuple(NoteStep(line, "2.1") for line in sight_words(session, los))
    kind = _target_kind(target_entry)
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
    elif (
        choice is None
        and (unrated := unrated_guns(session, firer))
        and (request.weapon is None or request.weapon.strip().lower() in (g.lower() for g in unrated))
    ):
        named = [g for g in unrated if request.weapon is None or g.lower() == request.weapon.strip().lower()]
        early = (_unrated_reason(session, firer, named, firer_entry.kind is UnitKind.VEHICLE), "2.2")
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
    if early is not None:
        result = refused_shot(
            firer.id, target.id, choice.name if choice else "", los.range_yards, los.clear, early[0], early[1], facts
        )
        return plan(spot=None, angle=None, shot=None, chance=None, refused=early[0], early=result)
    assert choice is not None and kind is not None
    spot_facts, situation, _ = _spot_facts(session, firer, target, advanced, request.target_fired)
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
    )
    reasons = refusals(shot, tables.direct_fire)
    chance = to_hit(shot, tables.direct_fire) if range_band(choice.weapon, los.range_yards) is not None else None
    return plan(
        spot=state, angle=angle, shot=shot, chance=chance, refused="; ".join(r for r, _ in reasons) or None, early=None
    )


def _firer(session: BattleSession, unit: Unit, entry: CatalogueEntry, choice: WeaponChoice, target: Unit) -> Firer:
    vehicle = entry.vehicle if entry.kind is UnitKind.VEHICLE else None
    turretless = vehicle is not None and not vehicle.turret
    return Firer(
        unit.id,
        choice.weapon,
        name=public_unit_name(session, unit.id),
        moved=_moved(session.battle, unit),
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
    defilade, why = _defilade(battle, unit, vehicle is not None, ground)
    cover, cover_why = _woods_or_building(battle, unit, ground)
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
class FireOutcome:
    """A shot resolved: the plan, the rules' result, and ONE edit for everything it did (the target destroyed,
    immobilized or damaged, the spot recorded or lost). ``steps``: every step in order."""

    plan: FirePlan
    result: DirectFireResult
    edit: Edit

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
        return FireOutcome(plan, plan.early, Compound((), _DIRECT_FIRE))
    assert plan.shot is not None
    result = resolve_direct_fire(plan.shot, dice, session.tables.direct_fire)
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
        return Compound((), _DIRECT_FIRE)
    new = target
    spot_state_ = plan.spot
    if spot_state_ is not None:
        spotted_now = result.fired and spot_state_.automatic
        for _, after in _spot_edit(battle, firer, new, plan.advanced, spotted_now, plan.los.clear):
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
    return _units_edit(
        [(target, new)] if new != target else [],
        QT_TRANSLATE_NOOP("Rules", "{firer} fires at {target}: {result}").format(
            firer=who, target=whom or result.target_id, result=what
        ),
    )


def _units_edit(changes: list[tuple[Unit, Unit]], text: str) -> Compound:
    if not changes:
        return Compound((), text)
    return Compound((ReplaceUnits(tuple(b for b, _ in changes), tuple(a for _, a in changes), text),), text)


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
    return LogDraft(
        "fire",
        (
            QT_TRANSLATE_NOOP("Rules", "{firer} fires {weapon} at {target}")
            if r.weapon and r.weapon != "at"
            else QT_TRANSLATE_NOOP("Rules", "{firer} fires at {target}")
        ).format(
            firer=public_unit_name(session, r.firer_id), weapon=r.weapon, target=public_unit_name(session, r.target_id)
        ),
        summary,
        outcome.steps,
        side=firer.side if firer else None,
        turn=turn,
        actors=(r.firer_id,),
        targets=(r.target_id,),
    )


# -- the actions --------------------------------------------------------------------------------------------------

FIRE_STEPS = (AT_VS_TANK, TANK_VS_TANK, TANK_VS_INFANTRY, INFANTRY_FIRE)
FIRE_WORDS = {
    AT_VS_TANK: QT_TRANSLATE_NOOP("Rules", "anti-tank fire at a tank"),
    TANK_VS_TANK: QT_TRANSLATE_NOOP("Rules", "tank vs tank"),
    TANK_VS_INFANTRY: QT_TRANSLATE_NOOP("Rules", "tank vs infantry and anti-tank systems"),
    INFANTRY_FIRE: QT_TRANSLATE_NOOP("Rules", "infantry vs infantry"),
}
# 2.1 advanced, "if the target is lost behind terrain": checked in the direct fire phase, where spots are read before
# the fire they serve (docs/rules-notes.md, "Sequence of play — which step an action belongs to").
LOST_SPOTS_STEPS = FIRE_STEPS
LOST_SPOTS_WORDS = QT_TRANSLATE_NOOP("Rules", "dropping the spots lost behind terrain")
_SPOTTER = QT_TRANSLATE_NOOP("Rules", "spotter")
_TARGET = QT_TRANSLATE_NOOP("Rules", "target")
_SPOTS = QT_TRANSLATE_NOOP("Rules", "{spotter} spots {target}")
_SPOTS_LOST = QT_TRANSLATE_NOOP("Rules", "Spots lost behind terrain")
# What the log of a battle saved before says of the spots dropped: kept so that the window reads it back.
EARLIER_TEXTS = (QT_TRANSLATE_NOOP("Rules", "{n} spot(s) dropped"),)


def spots_dropped_text(n: int) -> Message:
    """2.1 advanced: the log's summary of the spots lost behind terrain, a sentence for none, one and many."""
    if n == 0:
        return QT_TRANSLATE_NOOP("Rules", "no spot dropped")
    if n == 1:
        return QT_TRANSLATE_NOOP("Rules", "one spot dropped")
    return QT_TRANSLATE_NOOP("Rules", "{n} spots dropped").format(n=n)


_EVERY_SPOT = QT_TRANSLATE_NOOP("Rules", "every spot still has its line of sight")
_DIRECT_FIRE = QT_TRANSLATE_NOOP("Rules", "Direct fire")


def spotted_this_turn(battle: Battle, spotter: str, target: str) -> LogEntry | None:
    """The roll on the spotting chart ``spotter`` made for ``target`` this turn, if it made one (kept in the log, so
    that undoing its effect does not give a second try)."""
    return next(
        (
            e
            for e in battle.log
            if e.kind == "spot" and e.turn == battle.turn and spotter in e.actors and target in e.targets and e.rolls()
        ),
        None,
    )


@handles(Spot)
def _spot(ctx: Performing, action: Spot) -> Resolution:
    session = ctx.session
    battle = session.battle
    unit_of(battle, action.spotter, _SPOTTER)
    unit_of(battle, action.target, _TARGET)
    if (refused := ctx.in_step(FIRE_STEPS, what=QT_TRANSLATE_NOOP("Rules", "spotting (2.1)"))) is not None:
        return refused
    said = (
        claims.advanced(battle, action.advanced),
        claims.target_fired(battle, action.target, action.target_fired, public_unit_name(session, action.target)),
    )
    if (refused := ctx.claims(*said)) is not None:
        return refused
    if unit_of(battle, action.spotter, "spotter").has(Status.DESTROYED):
        return ctx.refuse(
            QT_TRANSLATE_NOOP("Rules", "{unit} is destroyed: it spots nothing").format(
                unit=public_unit_name(session, action.spotter)
            ),
            "2.1",
        )
    earlier = spotted_this_turn(battle, action.spotter, action.target)
    if earlier is not None:
        return ctx.refuse(
            QT_TRANSLATE_NOOP(
                "Rules",
                "{spotter} has rolled to spot {target} this turn already ({earlier}); a spotter rolls on the chart once "
                "per target per turn",
            ).format(
                spotter=public_unit_name(session, action.spotter),
                target=public_unit_name(session, action.target),
                earlier=earlier.summary,
            ),
            "2.1",
        )
    outcome = spot(session, SpotRequest(action.spotter, action.target, action.advanced, action.target_fired), ctx.dice)
    return ctx.done(
        outcome,
        outcome.steps,
        outcome.edit,
        log=[spot_log(session, outcome)],
        text=_SPOTS.format(
            spotter=public_unit_name(session, action.spotter), target=public_unit_name(session, action.target)
        ),
    )


def fire_request(battle: Battle, action: DirectFire) -> FireRequest:
    """The request a shot asks the plan for (``campaign`` None: the battle's setting)."""
    campaign = battle.settings.campaign if action.campaign is None else action.campaign
    return FireRequest(
        action.firer,
        action.target,
        weapon=action.weapon,
        advanced=action.advanced,
        suspension_shot=action.suspension_shot,
        campaign=campaign,
        turn=action.turn,
        target_fired=action.target_fired,
    )


def _refused_before_the_dice(ctx: Performing, plan: FirePlan, reason: str, rule: str) -> Resolution:
    """A shot the sequence of play refuses before it is read, with the plan shown beside the reason: what the plan
    knows before any die (whether the target is spotted, the aspect it shows the firer) is said as a shot the rules
    refuse says it."""
    action = plan.request
    shot = refused_shot(
        action.firer,
        action.target,
        plan.weapon.name if plan.weapon else "",
        plan.range_yards,
        plan.los.clear,
        reason,
        rule,
    )
    if plan.shot is not None:
        shot = replace(shot, spotted=plan.shot.spotted, aspect=target_aspect(plan.shot))
    return ctx.refuse(reason, rule, result=FireOutcome(plan, shot, Compound(())))


@handles(DirectFire)
def _fire(ctx: Performing, action: DirectFire) -> Resolution:
    session = ctx.session
    battle = session.battle
    plan = plan_fire(session, fire_request(battle, action))
    if ctx.strict:
        step = matching_fire_step(session, action.firer, action.target)
        refused = ctx.in_step(step, [action.firer], FIRE_WORDS[step])
        if refused is not None:
            return _refused_before_the_dice(ctx, plan, refused.reason, refused.rule)
        said = (
            claims.advanced(battle, action.advanced),
            claims.campaign(battle, action.campaign),
            claims.turn(battle, action.turn),
            claims.target_fired(battle, action.target, action.target_fired, public_unit_name(session, action.target)),
        )
        if (wrong := claims.unheld(said)) is not None:
            return _refused_before_the_dice(ctx, plan, wrong.refusal, wrong.rule)
    else:
        step = fire_step_for(session, action.firer, action.target)
    outcome = resolve_fire(session, plan, ctx.dice)
    r = outcome.result
    if r.refused is not None:
        rule = next(
            (s.rule for _, steps in r.sections for s in steps if getattr(s, "message", None) == r.refused), "2.2"
        )
        return ctx.refuse(r.refused, rule, result=outcome, steps=outcome.steps)
    return ctx.done(
        outcome,
        outcome.steps,
        outcome.edit,
        marks={step: [action.firer]},
        log=[fire_log(session, outcome)],
        text=outcome.edit.text,
    )


@handles(DropLostSpots)
def _lost_spots(ctx: Performing, action: DropLostSpots) -> Resolution:
    if (refused := ctx.in_step(LOST_SPOTS_STEPS, what=LOST_SPOTS_WORDS)) is not None:
        return refused
    result = lost_spots(ctx.session)
    if not result.dropped:
        return ctx.refuse(_EVERY_SPOT, "2.1", result=result, steps=result.steps)
    return ctx.done(
        result,
        result.steps,
        result.edit,
        log=[
            LogDraft(
                "spot",
                _SPOTS_LOST,
                spots_dropped_text(len(result.dropped)),
                result.steps,
            )
        ],
        text=_SPOTS_LOST,
    )
