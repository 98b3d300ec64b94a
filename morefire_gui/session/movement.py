"""Movement in play (rules 1.2-1.5, 3.6 and the terrain and weather definitions): plan a move along a path without
dice (for the board's preview while dragging), resolve it with injected dice (mountain breakdowns, minefields), and
turn the outcome into one edit with every effect. Also mounting and dismounting, ski troops, TUNDRA's ice, and the
close-combat movement order.

    plan = plan_move(session, MoveRequest("ge1", ((30, 20), (40, 20))))   # allowance, stop point: no dice
    resolution = session.perform(Move(unit="ge1", path=((30, 20), (40, 20))))
    session.commit(resolution)          # the move, its rolls' effects, the mark and the log entry as one step

The actions (``Move``, ``Mount``, ``Dismount``, ``SkiTroops``, ``RollIce``) are performed by the handlers at the
bottom: in a strict battle a vehicle moves in movement step 1 (the whole move on the road) or 2, infantry and weapon
systems in step 6, mounting and dismounting in step 5 (docs/rules-notes.md, "Sequence of play — movement").

Nothing here decides a rule: the rules core (rules/movement_allowance.py, rules/minefields.py, rules/scenario/weather.py)
decides, the geometry (geometry/paths.py, geometry/minefields.py) says where things are; this module wires the
two to a battle.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError
from morefire_gui.geometry.footprints import footprint_size
from morefire_gui.geometry.infantry import unit_distance
from morefire_gui.geometry.minefields import MinefieldCrossing, minefield_crossings
from morefire_gui.geometry.paths import MovePath, TerrainContext, first_rough_or_hill, path_facts, water_pieces
from morefire_gui.geometry.shapes import XY, heading_vector
from morefire_gui.ids import UnitId
from morefire_gui.model.actions.movement import Dismount, Mount, Move, RollIce, SkiTroops
from morefire_gui.model.battle import Battle, TerrainPiece, Unit
from morefire_gui.model.terms import Moved, Status, TerrainKind
from morefire_gui.rules.artillery.terms import DeploymentState
from morefire_gui.rules.catalogue.entries import CatalogueEntry, UnitKind
from morefire_gui.rules.dice import Dice
from morefire_gui.rules.direct_fire.terms import CampaignDamage
from morefire_gui.rules.direct_fire.vehicle_damage import minefield_damage
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.infantry.terms import Mines
from morefire_gui.rules.minefields import (
    Crossing,
    MinefieldEvent,
    MinefieldSection,
    MineResult,
    MineVictim,
    mine_target_row,
    resolve_crossing,
)
from morefire_gui.rules.movement_allowance import (
    CloseCombatOrder,
    MoveAllowance,
    MoverKind,
    PathFacts,
    base_allowance,
    close_combat_order,
    move_allowance,
)
from morefire_gui.rules.scenario.weather import Breakdown, Conditions, IceRoll, mountain_breakdown, roll_ice
from morefire_gui.rules.words import AND_THEN, QT_TRANSLATE_NOOP, joined
from morefire_gui.session import claims
from morefire_gui.session.conditions import RecoveryResult, ice_rolls, ice_summary, recovery_arrived
from morefire_gui.session.direct_fire import spots_lost_by_moving
from morefire_gui.session.edits import Compound, Edit, ReplaceTerrain, ReplaceUnits, Staged
from morefire_gui.session.gun_deployment import gun_move_refusal
from morefire_gui.session.mounting import SUPPRESSED_WHY, dismount_refusal, mount_refusal
from morefire_gui.session.names import piece_name, piece_words, public_piece_name, public_unit_name, public_unit_names
from morefire_gui.session.resolution import LogDraft, Resolution, handles
from morefire_gui.session.unit_facts import (
    alive,
    conditions_of,
    entry_of,
    is_minesweeper,
    is_recovery,
    mover_of,
    passengers_of,
    unit_of,
)
from morefire_gui.session.visibility import minefield_known_to, with_reveals

if TYPE_CHECKING:
    from morefire_gui.geometry.shapes import Shape
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.performing import Performing

__all__ = [
    "CROSS_COUNTRY",
    "INFANTRY_MOVEMENT",
    "MOUNTING",
    "OFF_THE_ROAD",
    "ROAD",
    "MountResult",
    "MoveOutcome",
    "MovePlan",
    "MoveRequest",
    "close_combat_order_for",
    "deep_snow",
    "dismount",
    "dismount_point",
    "mount",
    "move_log",
    "move_step",
    "move_summary",
    "plan_move",
    "resolve_move",
    "set_ski_troops",
]

_EPS = 1e-9
# The steps of the movement phase (resources/rules/sequence.yaml; the ids are a contract).
ROAD, CROSS_COUNTRY, MOUNTING, INFANTRY_MOVEMENT = (
    "movement.road",
    "movement.cross_country",
    "movement.mount",
    "movement.infantry",
)
# Why nobody moves in road movement, where no vehicle stands on a road: 1.3's road rate is for a turn spent wholly on
# the road; a vehicle off it moves in step 2, infantry and guns on foot in step 6 (1.5).
OFF_THE_ROAD = QT_TRANSLATE_NOOP(
    "Rules",
    "no vehicle stands on a road: road movement is for a vehicle spending the whole turn on the road "
    "(1.3); the others move cross-country in step 2, infantry and guns on foot in step 6",
)
# Dismounted passengers are put down just behind their vehicle, this far apart (a fraction of a base).
DISMOUNT_GAP = 0.15


@dataclass(frozen=True)
class MoveRequest:
    """A unit to move through ``waypoints`` (the points after its position, the last one its destination).
    ``clearing``: the owning player states a minefield-clearing mission as he moves it (3.61). ``turn``: the turn
    number, to date a breakdown's end (MOUNTAINS). ``campaign``: the battle is a campaign's (2.6: a vehicle damaged by
    mines takes an E); None reads the battle's settings."""

    unit_id: UnitId
    waypoints: tuple[XY, ...]
    clearing: bool = False
    turn: int | None = None
    campaign: bool | None = None

    def in_campaign(self, battle: Battle) -> bool:
        """2.6: a minefield hit is an automatic E in a campaign; None follows the battle's ``settings.campaign``."""
        return battle.settings.campaign if self.campaign is None else self.campaign


@dataclass(frozen=True)
class MovePlan:
    """A move checked against the rules, before any dice: the path, what the geometry found along it, the
    allowance, and (``refused``) why the unit may not move at all this turn."""

    request: MoveRequest
    unit: Unit
    entry: CatalogueEntry
    path: MovePath
    facts: PathFacts
    allowance: MoveAllowance
    conditions: Conditions
    refused: str | None = None
    refused_rule: str = "1.0"  # the rule that keeps the unit from moving (3.5 for a suppressed unit)
    name: str = ""  # the unit as every side may read it, for a refusal's words; its id where none is given

    @property
    def allowed(self) -> bool:
        return self.refused is None and self.allowance.allowed

    @property
    def reachable(self) -> float:
        """How far along the path the unit may go (table units)."""
        return 0.0 if self.refused is not None else self.allowance.reachable

    @property
    def reason(self) -> str:
        return self.refused if self.refused is not None else self.allowance.reason

    @property
    def stop_point(self) -> XY:
        return self.path.point_at(self.reachable)

    @property
    def steps(self) -> tuple[Step, ...]:
        if self.refused is not None:
            return (
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "{unit} cannot move: {why}").format(
                        unit=self.name or self.unit.id, why=self.refused
                    ),
                    self.refused_rule,
                ),
            )
        return self.allowance.steps


@dataclass(frozen=True)
class MoveOutcome:
    """A resolved move: where the unit ends, facing along its last leg, the code recorded, the minefield crossings
    and the breakdown roll on the way, why it stopped short (if it did), and the one edit that makes it so."""

    plan: MovePlan
    final_at: XY
    facing: float
    moved_distance: float
    moved_code: Moved | None
    minefield_events: tuple[MinefieldEvent, ...]
    breakdown: Breakdown | None
    stopped_by: str
    revealed: tuple[str, ...]
    cleared: tuple[str, ...]
    edit: Edit
    steps: tuple[Step, ...]
    damage: CampaignDamage | None = None  # 2.6: the E a campaign's minefield hit wrote on the vehicle
    campaign: bool = False  # the move was made in a campaign's battle
    ice: tuple[IceRoll, ...] = ()  # TUNDRA: the ice rolled for as the vehicle reached the water
    recovered: tuple[str, ...] = ()  # MUD/MOUNTAINS: the broken-down vehicles a recovery vehicle arrived at
    spots_lost: tuple[tuple[str, str], ...] = ()  # 2.1 advanced: the spots (target, spotter) the move's sight broke

    @property
    def moved_yards(self) -> float:
        a = self.plan.allowance
        return self.moved_distance * (a.allowance_yards / a.allowance) if a.allowance > 0 else 0.0


# -- planning -----------------------------------------------------------------------------------------------


def _refusal(session: BattleSession, unit: Unit) -> tuple[str, str] | None:
    """Why a unit may not move at all this turn, and the rule (docs/rules-notes.md, "Sequence of play — movement")."""
    if unit.has(Status.DESTROYED):
        return QT_TRANSLATE_NOOP("Rules", "it is destroyed"), "1.0"
    if unit.has(Status.IMMOBILIZED):
        until = unit.status_until.get(Status.IMMOBILIZED)
        if until:
            return QT_TRANSLATE_NOOP("Rules", "it is immobilized until turn {turn}").format(turn=until), "2.5"
        return QT_TRANSLATE_NOOP("Rules", "it is immobilized"), "2.5"
    if unit.has(Status.SUPPRESSED):
        return SUPPRESSED_WHY, "3.5"
    if unit.riding_on is not None:
        return (
            QT_TRANSLATE_NOOP("Rules", "it rides on {carrier}: it moves with its vehicle, or dismounts first").format(
                carrier=public_unit_name(session, unit.riding_on)
            ),
            "Sequence of play",
        )
    battery = session.battle.gun_battery(unit.id)
    if battery is not None and battery.deployment is not DeploymentState.IN_TRANSIT:
        # 4.8: a deployed battery fires but does not move; setting up or breaking down, it does neither. The mover is
        # the battery's own side, so the battery is named.
        return (
            QT_TRANSLATE_NOOP("Rules", "a gun of {battery}, {state}: only a battery in transit moves (4.8)").format(
                battery=battery.label, state=battery.deployment.words
            ),
            "4.8",
        )
    return gun_move_refusal(session, unit)


def plan_move(session: BattleSession, request: MoveRequest) -> MovePlan:
    """The move checked against rules 1.2-1.5 and the battle's conditions; no dice are rolled."""
    battle = session.battle
    unit = unit_of(battle, request.unit_id)
    entry = entry_of(session.catalogue, unit)
    if not request.waypoints:
        raise UsageError(
            QT_TRANSLATE_NOOP("Rules", "a move of {unit} needs at least one point to move to").format(
                unit=public_unit_name(session, unit.id)
            )
        )
    for x, y in request.waypoints:
        battle.require_on_table(x, y)
    mover = mover_of(entry, unit, session.tables)
    conditions = conditions_of(battle)
    path = MovePath.through(unit.at, request.waypoints)
    clearance = session.tables.conditions.tundra.building_clearance_inches * session.geometry.unit.per_inch
    facts = path_facts(
        battle, path, _context(session), tundra=conditions.tundra, tundra_clearance=clearance, name=piece_words
    )
    geo = session.geometry
    allowance = move_allowance(
        mover, facts, geo.scale, geo.unit, session.tables.movement, session.tables.conditions, conditions
    )
    refusal = _refusal(session, unit)
    return MovePlan(
        request,
        unit,
        entry,
        path,
        facts,
        allowance,
        conditions,
        refusal[0] if refusal is not None else None,
        refusal[1] if refusal is not None else "1.0",
        public_unit_name(session, unit.id) if refusal is not None else "",  # named only when it is needed
    )


# The terrain as movement reads it, kept per session while the battle's pieces are the same objects (pieces are
# frozen and replaced on every change), so that a plan made under the mouse while dragging does not rebuild it.


def deep_snow(session: BattleSession) -> Shape | None:
    """TUNDRA's deep snow, treated as mud, as the moves read it: the table off the roads and more than 5 inches from
    any building (None: not a TUNDRA battle). The board draws it."""
    if not conditions_of(session.battle).tundra:
        return None
    t = session.battle.table
    clearance = session.tables.conditions.tundra.building_clearance_inches * session.geometry.unit.per_inch
    return _context(session).deep_snow(t.width, t.depth, clearance)


def _context(session: BattleSession) -> TerrainContext:
    return session.geometry.terrain_context()


# -- resolving ----------------------------------------------------------------------------------------------


def _victim(unit: Unit, entry: CatalogueEntry, name: str) -> MineVictim:
    if entry.kind is UnitKind.VEHICLE and entry.vehicle is not None:
        row = mine_target_row(entry.vehicle.tracked, entry.vehicle.armor.hull_front)
        return MineVictim(unit.id, row, minesweeper=is_minesweeper(entry), name=name)
    return MineVictim(unit.id, mine_target_row(None), name=name)


def _unrolled_ice(plan: MovePlan) -> str | None:
    """TUNDRA: the body of water whose ice, not yet rolled for, stops this vehicle at its bank (None if none)."""
    if (
        plan.refused is not None
        or plan.allowed
        or not plan.conditions.tundra
        or plan.entry.kind is not UnitKind.VEHICLE
    ):
        return None
    for water in plan.facts.water:
        if water.ice_holds is None and not water.at_ford and abs(water.at - plan.reachable) <= 1e-6:
            return water.piece_id
    return None


def resolve_move(session: BattleSession, plan: MovePlan, dice: Dice) -> MoveOutcome:
    """Make the move as far as the rules allow: roll for MOUNTAINS' first move onto rough or hill ground and for
    every minefield section entered and exited on the way (3.6), in order along the path, and stop where the unit
    is immobilized or destroyed. Returns the outcome and its one edit (not applied).

    TUNDRA: a vehicle that reaches a body of water whose ice has not been rolled for rolls its d6 there and then
    (the roll is kept on the piece, ``ice_holds``), and goes on if the ice holds (docs/rules-notes.md, TUNDRA). MUD
    and MOUNTAINS: a recovery vehicle that ends its move beside broken-down vehicles of its side frees them next
    turn. Each is worked out on the battle as the one before leaves it, and all of it is one edit."""
    battle = session.battle
    rolled: list[IceRoll] = []
    recoveries: list[RecoveryResult] = []
    staged = Staged(battle)
    try:
        while (piece_id := _unrolled_ice(plan)) is not None:
            piece = battle.piece(piece_id)
            assert piece is not None
            (roll,) = roll_ice([piece_id], dice, session.tables.conditions, {piece_id: piece_words(piece)})
            rolled.append(roll)
            staged.add(
                ReplaceTerrain(
                    (piece,),
                    (piece.model_copy(update={"ice_holds": roll.holds}),),
                    QT_TRANSLATE_NOOP("Rules", "Ice on {piece}").format(piece=piece_words(piece)),
                )
            )
            plan = plan_move(session, plan.request)
        outcome = _resolve(session, plan, dice)
        staged.add(outcome.edit)
        if is_recovery(plan.entry) and outcome.moved_distance > _EPS:
            recoveries = _arrivals(session, plan, staged)
    finally:
        staged.unwind()
    if not rolled and not recoveries:
        return outcome
    ice_steps: list[Step] = []
    for r in rolled:
        ice_steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "TUNDRA: {unit} reaches {piece}, whose ice has not been rolled for: a d6, 1-2 the ice holds vehicles",
                ).format(unit=public_unit_name(session, plan.unit.id), piece=piece_name(battle, r.piece_id)),
                "TUNDRA",
            )
        )
        ice_steps += r.steps
    recovery_steps = [step for r in recoveries for step in r.steps]
    return replace(
        outcome,
        edit=staged.compound(outcome.edit.text),
        steps=(*ice_steps, *outcome.steps, *recovery_steps),
        ice=tuple(rolled),
        recovered=tuple(r.vehicle for r in recoveries if r.freed_on is not None),
    )


def broken_down(unit: Unit) -> bool:
    """A vehicle broken down (MUD, MOUNTAINS) as the battle file tells it: immobilized until a turn (``status_until``:
    MUD's stuck vehicles, MOUNTAINS' two), or for the battle after its MOUNTAINS roll (a twelve), without the E of a
    campaign's hit. Reading: docs/rules-notes.md, recovery vehicles."""
    if not alive(unit) or not unit.has(Status.IMMOBILIZED) or CampaignDamage.E in unit.damage:
        return False
    return Status.IMMOBILIZED in unit.status_until or unit.mountain_checked


def _arrivals(session: BattleSession, plan: MovePlan, staged: Staged) -> list[RecoveryResult]:
    """MUD and MOUNTAINS: a recovery vehicle that ends its move within reach of broken-down vehicles of its side has
    arrived at them; each is freed on the next turn (``status_until``, lifted at that turn's start). The move is
    staged already; each freeing is staged after it, so that the next one is judged on the battle as it leaves it."""
    battle, geo = session.battle, session.geometry
    rec = unit_of(battle, plan.unit.id)
    reach = geo.to_table(session.tables.conditions.recovery.reach_yards)
    turn = plan.request.turn if plan.request.turn is not None else battle.turn
    out = []
    for other in battle.units:
        if other.id == rec.id or other.side != rec.side or not broken_down(other):
            continue
        entry = session.catalogue.get(other.type)
        if entry is None or entry.kind is not UnitKind.VEHICLE or unit_distance(geo, rec, other) > reach + _EPS:
            continue
        result = recovery_arrived(session, rec.id, other.id, turn)
        if result.allowed:
            out.append(result)
            staged.add(result.edit)
    return out


def _resolve(session: BattleSession, plan: MovePlan, dice: Dice) -> MoveOutcome:
    battle, tables = session.battle, session.tables
    unit, entry = plan.unit, plan.entry
    steps: list[Step] = list(plan.steps)
    executed = plan.path.truncated(plan.reachable)
    length = executed.length if plan.refused is None else 0.0
    events: list[tuple[float, int, str, object]] = []
    vehicle = entry.kind is UnitKind.VEHICLE
    if plan.refused is None and vehicle and plan.conditions.mountains and not unit.mountain_checked:
        first = first_rough_or_hill(executed, _context(session))
        if first is not None:
            events.append((first[0], 0, "mountain", first[1]))
    if plan.refused is None:
        sections = [p for p in battle.terrain if p.kind is TerrainKind.MINEFIELD and not p.cleared]
        for crossing in minefield_crossings(executed, sections):
            events.append((crossing.at, 1, "mine", crossing))
    events.sort(key=lambda e: (e[0], e[1]))

    stop = length
    stopped_by = "" if plan.allowed else plan.reason
    breakdown: Breakdown | None = None
    mine_events: list[MinefieldEvent] = []
    cleared: list[str] = []
    revealed: list[str] = []
    passengers = passengers_of(battle, unit.id)
    said = public_unit_names(session, [unit.id, *(p.id for p in passengers)])  # the move's log is every side's
    passenger_victims = [_victim(p, entry_of(session.catalogue, p), said[p.id]) for p in passengers]
    victim = _victim(unit, entry, said[unit.id])
    unit_result = MineResult.NO_EFFECT
    campaign = plan.request.in_campaign(battle)
    engine_hit = False
    passenger_dead: set[str] = set()
    for d, _, kind, payload in events:
        if kind == "mountain":
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "MOUNTAINS: {unit} moves onto rough or hill ground ({piece}) for the first time: it rolls for a "
                        "breakdown",
                    ).format(unit=said[unit.id], piece=piece_name(battle, str(payload))),
                    "MOUNTAINS",
                )
            )
            breakdown = mountain_breakdown(unit.id, dice, tables.conditions, said[unit.id])
            steps += breakdown.steps
            if breakdown.immobilized:
                stop, stopped_by = (
                    d,
                    QT_TRANSLATE_NOOP("Rules", "MOUNTAINS: immobilized on {piece}").format(
                        piece=piece_name(battle, str(payload))
                    ),
                )
                break
            continue
        assert isinstance(payload, MinefieldCrossing)
        section = _section_met(
            battle, unit, battle.piece(payload.minefield), payload.event, revealed, steps, payload.minefield in cleared
        )
        event = resolve_crossing(
            section,
            payload.event,
            victim,
            passenger_victims,
            dice,
            tables.infantry,
            advanced=battle.settings.advanced,
            clearing_mission=plan.request.clearing,
            campaign=campaign,
        )
        steps += event.steps
        if campaign and victim.vehicle and event.result is MineResult.IMMOBILIZED:
            engine_hit = True
            steps += minefield_damage(tables.direct_fire.campaign_damage).steps
        mine_events.append(event)
        if event.clears and payload.minefield not in cleared:
            cleared.append(payload.minefield)
        passenger_dead |= {p.unit_id for p in event.passengers if p.result is MineResult.DESTROYED}
        if event.stops:
            unit_result = event.result
            stop, stopped_by = (
                d,
                QT_TRANSLATE_NOOP("Rules", "3.6: {result} in {piece}").format(
                    result=event.result.value, piece=section.said
                ),
            )
            break

    final_path = executed.truncated(stop)
    final_at = final_path.end if stop > _EPS else unit.at
    facing = final_path.facing() if stop > _EPS else None
    code: Moved | None = None
    if stop > _EPS:
        code = (
            Moved(plan.allowance.code_used.value)
            if plan.allowance.code_used is not None and vehicle
            else Moved.INFANTRY
        )
    after = _moved_unit(unit, final_at, facing, code, breakdown, unit_result, plan.request.turn)
    if engine_hit:
        after = after.model_copy(update={"damage": (*after.damage, CampaignDamage.E)})
    changed_before, changed_after = [unit], [after]
    for p in passengers:
        new = p.model_copy(update={"at": final_at}) if stop > _EPS else p
        if p.id in passenger_dead:
            new = new.with_status(Status.DESTROYED)
        elif unit_result is MineResult.DESTROYED:
            new = new.model_copy(update={"riding_on": None})  # the survivors of a destroyed vehicle are on foot
        if new != p:
            changed_before.append(p)
            changed_after.append(new)
    edits: list[Edit] = []
    if after != unit or len(changed_after) > 1:
        edits.append(ReplaceUnits(tuple(changed_before), tuple(changed_after), _MOVE.format(unit=said[unit.id])))
    pieces_before, pieces_after = [], []
    for piece_id in dict.fromkeys([*revealed, *cleared]):
        piece = battle.piece(piece_id)
        assert piece is not None
        new_piece = piece.model_copy(
            update={"revealed": piece.revealed or piece_id in revealed, "cleared": piece.cleared or piece_id in cleared}
        )
        pieces_before.append(piece)
        pieces_after.append(new_piece)
    if pieces_after:
        edits.append(
            ReplaceTerrain(
                tuple(pieces_before), tuple(pieces_after), QT_TRANSLATE_NOOP("Rules", "Minefields revealed or cleared")
            )
        )
    if stopped_by:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "{unit} stops after {stop:.0f} of {length:.0f} yards: {why}").format(
                    unit=said[unit.id],
                    stop=session.geometry.to_yards(stop),
                    length=session.geometry.to_yards(plan.path.length),
                    why=stopped_by,
                )
            )
        )
    # A hidden position is revealed when it moves (TARAWA; docs/rules-notes.md, hidden information).
    edit = with_reveals(
        battle,
        Compound(tuple(edits), _MOVE.format(unit=said[unit.id])),
        [unit.id, *(p.id for p in passengers)],
        QT_TRANSLATE_NOOP("Rules", "{unit} moved").format(unit=said[unit.id]),
    )
    return MoveOutcome(
        plan,
        final_at,
        after.facing,
        stop,
        code,
        tuple(mine_events),
        breakdown,
        stopped_by,
        tuple(revealed),
        tuple(cleared),
        edit,
        tuple(steps),
        CampaignDamage.E if engine_hit else None,
        campaign,
    )


def _moved_unit(
    unit: Unit,
    at: XY,
    facing: float | None,
    code: Moved | None,
    breakdown: Breakdown | None,
    mine_result: MineResult,
    turn: int | None,
) -> Unit:
    update: dict[str, object] = {"at": at}
    if facing is not None:
        update["facing"] = facing
    if code is not None:
        update["moved"] = code
    if breakdown is not None:
        update["mountain_checked"] = True
    new = Unit.model_validate({**unit.model_dump(), **update})
    if breakdown is not None and breakdown.immobilized:
        new = new.with_status(Status.IMMOBILIZED)
        freed = breakdown.freed_on(turn)
        if freed is not None:
            new = new.model_copy(update={"status_until": {**new.status_until, Status.IMMOBILIZED: freed}})
    if mine_result is MineResult.DESTROYED:
        new = new.with_status(Status.DESTROYED)
    elif mine_result is MineResult.IMMOBILIZED:
        new = new.with_status(Status.IMMOBILIZED)
    return new


# -- mounting and dismounting ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class MountResult:
    """Mounting or dismounting (sequence of play, movement phase 5): allowed or why not (with the rule), and the
    edit."""

    unit_id: UnitId
    vehicle_id: str
    allowed: bool
    reason: str
    edit: Edit
    steps: tuple[Step, ...]
    rule: str = "Sequence of play"
    at: XY | None = None  # where the unit stands after (its vehicle's place when aboard)
    minefield_events: tuple[MinefieldEvent, ...] = ()


def _section_met(
    battle: Battle,
    unit: Unit,
    piece: TerrainPiece | None,
    event: Crossing,
    revealed: list[str],
    steps: list[Step],
    cleared: bool = False,
) -> MinefieldSection:
    """The minefield section ``unit`` enters or exits, as 3.6 rolls for it: a deliberate section of the enemy's is
    revealed as the unit enters it (added to ``revealed``, with a step), and the section is named as every side may
    read it (a deliberate minefield not revealed, its own side's, is not named)."""
    assert piece is not None and piece.mines is not None
    if (
        event is Crossing.ENTER
        and piece.deliberate
        and not piece.revealed
        and piece.owner != unit.side
        and piece.id not in revealed
    ):
        revealed.append(piece.id)
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP(
                    "Rules", "a deliberate minefield revealed as an enemy unit enters it: {piece}"
                ).format(piece=piece_words(piece)),
                "3.6",
            )
        )
    return MinefieldSection(
        piece.id,
        Mines(piece.mines.value),
        minefield_known_to(piece, unit.side),
        cleared=cleared,
        name=public_piece_name(battle, piece.id, revealed),
    )


@dataclass(frozen=True)
class _OnFoot:
    """The minefield sections an infantry unit walks into or out of on its way to or from a vehicle (3.6)."""

    events: tuple[MinefieldEvent, ...]
    revealed: tuple[str, ...]
    destroyed_at: XY | None
    steps: tuple[Step, ...]


def _walk_through_mines(
    session: BattleSession, unit: Unit, start: XY, end: XY, dice: Dice | None, name: str
) -> _OnFoot:
    """3.6: "Each vehicle or fireteam must roll for damage when they enter and exit the minefield." A unit that
    mounts or dismounts walks from its place to its vehicle's, or from its vehicle's to where it is put down: each
    section the straight line enters or exits is rolled for, in order along it (on the Infantry row, as a move
    rolls), a deliberate section is revealed to an enemy that enters it, and a unit destroyed stops there. No dice:
    nothing is rolled (planning)."""
    battle = session.battle
    sections = [p for p in battle.terrain if p.kind is TerrainKind.MINEFIELD and not p.cleared]
    path = MovePath.through(start, [end])
    crossings = minefield_crossings(path, sections) if sections and dice is not None else []
    events: list[MinefieldEvent] = []
    revealed: list[str] = []
    steps: list[Step] = []
    victim = _victim(unit, entry_of(session.catalogue, unit), name)
    for crossing in crossings:
        assert dice is not None
        section = _section_met(battle, unit, battle.piece(crossing.minefield), crossing.event, revealed, steps)
        event = resolve_crossing(
            section, crossing.event, victim, [], dice, session.tables.infantry, advanced=battle.settings.advanced
        )
        steps += event.steps
        events.append(event)
        if event.stops:
            return _OnFoot(tuple(events), tuple(revealed), path.truncated(crossing.at).end, tuple(steps))
    return _OnFoot(tuple(events), tuple(revealed), None, tuple(steps))


def _mounting_edit(session: BattleSession, before: Unit, after: Unit, mines: _OnFoot, text: str) -> Edit:
    """The unit's change, and the deliberate minefields it revealed on its way."""
    units = ReplaceUnits((before,), (after,), text)
    if not mines.revealed:
        return units
    pieces = [session.battle.piece(i) for i in mines.revealed]
    found = tuple(p for p in pieces if p is not None)
    return Compound(
        (
            units,
            ReplaceTerrain(
                found,
                tuple(p.model_copy(update={"revealed": True}) for p in found),
                QT_TRANSLATE_NOOP("Rules", "Minefields revealed or cleared"),
            ),
        ),
        text,
    )


_MOVE = QT_TRANSLATE_NOOP("Rules", "Move {unit}")
_NO_MOVE = QT_TRANSLATE_NOOP("Rules", "{unit} does not move: its path ends where it stands")


def _no(unit_id: UnitId, vehicle_id: str, why: str, rule: str = "Sequence of play") -> MountResult:
    return MountResult(
        unit_id, vehicle_id, False, why, Compound((), QT_TRANSLATE_NOOP("Rules", "Mount")), (NoteStep(why, rule),), rule
    )


def mount(session: BattleSession, unit_id: UnitId, vehicle_id: str, dice: Dice | None = None) -> MountResult:
    """Put an infantry unit on a vehicle of its side, when :func:`mount_refusal` finds nothing against it; mounting is
    its move for the turn (``moved: infantry``)."""
    refusal = mount_refusal(session, unit_id, vehicle_id, _refusal(session, unit_of(session.battle, unit_id)))
    if refusal is not None:
        return _no(unit_id, vehicle_id, *refusal)
    battle = session.battle
    unit, vehicle = unit_of(battle, unit_id), unit_of(battle, vehicle_id, _VEHICLE)
    ventry = entry_of(session.catalogue, vehicle)
    assert ventry.vehicle is not None  # mount_refusal: a vehicle
    said = public_unit_names(session, [unit_id, vehicle_id])
    riders = passengers_of(battle, vehicle_id)
    text = QT_TRANSLATE_NOOP("Rules", "Mount {unit} on {vehicle}").format(unit=said[unit_id], vehicle=said[vehicle_id])
    mines = _walk_through_mines(session, unit, unit.at, vehicle.at, dice, said[unit_id])
    steps: tuple[Step, ...] = mines.steps
    if mines.destroyed_at is not None:
        # 3.6: destroyed by the mines on its way to the vehicle, it never gets aboard.
        at = mines.destroyed_at
        after = unit.model_copy(update={"at": at, "moved": Moved.INFANTRY}).with_status(Status.DESTROYED)
    else:
        at = vehicle.at
        after = unit.model_copy(update={"riding_on": vehicle_id, "at": at, "moved": Moved.INFANTRY})
        steps += (
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "{unit} mounts {vehicle} ({n} of {most})").format(
                    unit=said[unit_id], vehicle=said[vehicle_id], n=len(riders) + 1, most=ventry.vehicle.transport
                ),
                "Sequence of play",
            ),
        )
    return MountResult(
        unit_id,
        vehicle_id,
        True,
        "",
        _mounting_edit(session, unit, after, mines, text),
        steps,
        at=at,
        minefield_events=mines.events,
    )


def dismount(session: BattleSession, unit_id: UnitId, at: XY | None = None, dice: Dice | None = None) -> MountResult:
    """Take a unit off its vehicle, onto ``at`` (default: the vehicle's position), when :func:`dismount_refusal` finds
    nothing against it; dismounting is its move for the turn."""
    battle = session.battle
    unit = unit_of(battle, unit_id)
    refusal = dismount_refusal(session, unit_id, at)
    if refusal is not None:
        return _no(unit_id, unit.riding_on or "", *refusal)
    assert unit.riding_on is not None  # dismount_refusal: it rides
    vehicle = unit_of(battle, unit.riding_on, _VEHICLE)
    said = public_unit_names(session, [unit_id, vehicle.id])
    target = at if at is not None else vehicle.at
    mines = _walk_through_mines(session, unit, vehicle.at, target, dice, said[unit_id])
    stands = mines.destroyed_at if mines.destroyed_at is not None else target
    new = unit.model_copy(update={"riding_on": None, "at": stands, "moved": Moved.INFANTRY})
    if mines.destroyed_at is not None:
        new = new.with_status(Status.DESTROYED)  # 3.6: destroyed by the mines it walked into
    return MountResult(
        unit_id,
        vehicle.id,
        True,
        "",
        _mounting_edit(
            session, unit, new, mines, QT_TRANSLATE_NOOP("Rules", "Dismount {unit}").format(unit=said[unit_id])
        ),
        (
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "{unit} dismounts from {vehicle}").format(
                    unit=said[unit_id], vehicle=said[vehicle.id]
                ),
                "Sequence of play",
            ),
            *mines.steps,
        ),
        at=stands,
        minefield_events=mines.events,
    )


def dismount_point(session: BattleSession, rider_id: str, n: int = 0, count: int = 1) -> XY:
    """Where a passenger is put down when no point is given: just behind its vehicle, the ``n``th of ``count`` side
    by side, on the table."""
    battle = session.battle
    rider = unit_of(battle, rider_id)
    if rider.riding_on is None:
        return rider.at
    vehicle = unit_of(battle, rider.riding_on, _VEHICLE)
    length, _ = footprint_size(session.catalogue.get(vehicle.type), battle, session.geometry.scale)
    base_len, base_wid = footprint_size(session.catalogue.get(rider.type), battle, session.geometry.scale)
    fx, fy = heading_vector(vehicle.facing)
    back = length / 2 + base_len / 2 + DISMOUNT_GAP * base_len
    across = (n - (count - 1) / 2) * base_wid * (1 + DISMOUNT_GAP)
    x = vehicle.at[0] - fx * back - fy * across
    y = vehicle.at[1] - fy * back + fx * across
    t = battle.table
    return (min(max(x, 0.0), t.width), min(max(y, 0.0), t.depth))


# -- ski troops -----------------------------------------------------------------------------------------------


def set_ski_troops(session: BattleSession, unit_ids: Sequence[UnitId], on: bool = True) -> Compound:
    """SNOW: make infantry counters ski troops ("move at B speed in snow and are always in cover") or take their skis
    off, as one edit (not applied; an empty Compound when nothing changes). Only infantry are ski troops."""
    battle = session.battle
    before, after = [], []
    for unit_id in unit_ids:
        unit = unit_of(battle, unit_id)
        entry = entry_of(session.catalogue, unit)
        if entry.kind is not UnitKind.INFANTRY:
            raise UsageError(
                QT_TRANSLATE_NOOP("Rules", "only infantry are ski troops ({unit} is a {kind})").format(
                    unit=public_unit_name(session, unit_id), kind=entry.kind.value
                )
            )
        if unit.ski != on:
            before.append(unit)
            after.append(unit.model_copy(update={"ski": on}))
    said = public_unit_names(session, [u.id for u in after])
    names = ", ".join(said[u.id] for u in after)
    text = (
        QT_TRANSLATE_NOOP("Rules", "{units}: ski troops")
        if on
        else QT_TRANSLATE_NOOP("Rules", "{units}: no longer ski troops")
    ).format(units=names)
    return Compound((ReplaceUnits(tuple(before), tuple(after), text),) if after else (), text)


# -- close combat ---------------------------------------------------------------------------------------------


def close_combat_order_for(session: BattleSession, unit_ids: Sequence[UnitId], road: bool = False) -> CloseCombatOrder:
    """The sequence of play's close-combat movement for these units: the slower first, in quarter-allowance
    segments. Each unit's allowance is its cross-country rate this turn (``road``: its road rate; infantry 100
    yards), after the battle's weather."""
    battle = session.battle
    geo = session.geometry
    conditions = conditions_of(battle)
    movers = []
    for unit_id in unit_ids:
        unit = unit_of(battle, unit_id)
        mover = mover_of(entry_of(session.catalogue, unit), unit, session.tables)
        road_rate = road and mover.kind is MoverKind.VEHICLE
        movers.append(
            (
                unit_id,
                base_allowance(
                    mover,
                    geo.scale,
                    geo.unit,
                    session.tables.movement,
                    session.tables.conditions,
                    conditions,
                    road=road_rate,
                ),
            )
        )
    return close_combat_order(movers, geo.yards_per_unit)


# -- the log ----------------------------------------------------------------------------------------------------


_VEHICLE = QT_TRANSLATE_NOOP("Rules", "vehicle")


def move_summary(session: BattleSession, outcome: MoveOutcome) -> str:
    """A move in a line: how far it went and how, where it stopped and why, and every roll on the way; its units and
    pieces as every side may read them (a move's log entry is every side's)."""
    plan = outcome.plan
    battle = session.battle
    u = battle.table.unit
    riders = [p.unit_id for e in outcome.minefield_events for p in e.passengers]
    said = public_unit_names(session, [plan.unit.id, *riders, *outcome.recovered])
    code = outcome.moved_code
    how = (
        ""
        if code is None
        else QT_TRANSLATE_NOOP("Rules", " on foot")
        if code.value == "infantry"
        else QT_TRANSLATE_NOOP("Rules", " at {code}").format(code=code.value)
    )
    parts: list[str] = [
        QT_TRANSLATE_NOOP(
            "Rules", "{unit} moves {distance:.1f} {table_unit} ({yards:.0f} yd){how} to {x:.1f}, {y:.1f}"
        ).format(
            unit=said[plan.unit.id],
            distance=outcome.moved_distance,
            table_unit=u,
            yards=outcome.moved_yards,
            how=how,
            x=outcome.final_at[0],
            y=outcome.final_at[1],
        )
    ]
    if outcome.stopped_by:
        parts.append(QT_TRANSLATE_NOOP("Rules", "stops: {why}").format(why=outcome.stopped_by))
    for e in outcome.minefield_events:
        result = e.result.value.replace("_", " ")
        piece = public_piece_name(battle, e.minefield, outcome.revealed)
        parts.append(
            QT_TRANSLATE_NOOP("Rules", "{piece} ({event}): {chance}%, rolled {roll}: {result}").format(
                piece=piece, event=e.event.value, chance=e.chance, roll=e.roll, result=result
            )
            if e.roll is not None
            else QT_TRANSLATE_NOOP("Rules", "{piece} ({event}): {result}").format(
                piece=piece, event=e.event.value, result=result
            )
        )
        parts += [
            QT_TRANSLATE_NOOP("Rules", "passenger {unit}: {chance}%, rolled {roll}: {result}").format(
                unit=said[p.unit_id], chance=p.chance, roll=p.roll, result=p.result.value.replace("_", " ")
            )
            for p in e.passengers
        ]
    if outcome.damage is not None:
        parts.append(
            QT_TRANSLATE_NOOP("Rules", "campaign damage {letter} (2.6: {meaning})").format(
                letter=outcome.damage.value, meaning=outcome.damage.meaning
            )
        )
    for r in outcome.ice:
        parts.append(
            (
                QT_TRANSLATE_NOOP("Rules", "ice on {piece}: rolled {face}, it holds")
                if r.holds
                else QT_TRANSLATE_NOOP("Rules", "ice on {piece}: rolled {face}, it does not hold")
            ).format(piece=piece_name(battle, r.piece_id), face=r.face)
        )
    if outcome.recovered:
        parts.append(
            QT_TRANSLATE_NOOP("Rules", "arrives at {units}: freed at the start of the next turn").format(
                units=", ".join(said[v] for v in outcome.recovered)
            )
        )
    return joined(parts, AND_THEN)


def move_log(session: BattleSession, outcome: MoveOutcome) -> LogDraft:
    unit = outcome.plan.unit
    return LogDraft(
        "move",
        _MOVE.format(unit=public_unit_name(session, unit.id)),
        move_summary(session, outcome),
        outcome.steps,
        side=unit.side,
        actors=(unit.id,),
    )


# -- the actions ------------------------------------------------------------------------------------------------

STEP_WORDS = {
    ROAD: QT_TRANSLATE_NOOP("Rules", "a move that stays on the road the whole turn"),
    CROSS_COUNTRY: QT_TRANSLATE_NOOP("Rules", "a vehicle's move off the road"),
    INFANTRY_MOVEMENT: QT_TRANSLATE_NOOP("Rules", "infantry movement"),
    MOUNTING: QT_TRANSLATE_NOOP("Rules", "mounting and dismounting"),
}


_TWICE = QT_TRANSLATE_NOOP("Rules", "a unit is named twice among {units}")


def move_step(plan: MovePlan) -> str:
    """The step of the movement phase a move belongs to (docs/rules-notes.md, "Sequence of play — movement"): a
    vehicle whose whole path is on the road, road movement (1.3: "the entire turn is spent on the road"); any other
    vehicle's, cross-country movement (1.4); infantry and weapon systems on foot, infantry movement (1.5)."""
    if plan.entry.kind is UnitKind.VEHICLE:
        return ROAD if plan.facts.whole_on_road else CROSS_COUNTRY
    return INFANTRY_MOVEMENT


def _in_step(ctx: Performing, step: str, actors: Sequence[str] = (), result: object = None) -> Resolution | None:
    """A strict battle's refusal of a movement action out of its step (or, given ``actors``, by one that may not
    act in it now), with ``result`` for the window and the command line to show; None when it may go ahead."""
    refused = ctx.in_step(step, actors, STEP_WORDS[step])
    return None if refused is None else ctx.refuse(refused.reason, refused.rule, result=result)


def _in_words(ctx: Performing, step: str) -> str:
    """`` in movement step 6 (infantry movement)``, for a refusal of the rules in a strict battle (the step it was
    asked in); nothing in a free battle."""
    if not ctx.strict:
        return ""
    from morefire_gui.session.sequence_of_play import step_words

    return QT_TRANSLATE_NOOP("Rules", " in {step}").format(step=step_words(ctx.session.tables.sequence.place(step)))


@handles(Move)
def _move(ctx: Performing, action: Move) -> Resolution:
    """A move: the step it belongs to, then why the unit may not move at all (3.5 a suppressed unit, an immobilized
    one), then whether it may act in the step (it has moved this turn), all before any die."""
    session = ctx.session
    battle = session.battle
    request = MoveRequest(
        action.unit,
        action.path,
        clearing=action.clearing,
        turn=action.turn if action.turn is not None else battle.turn,
        campaign=action.campaign,
    )
    plan = plan_move(session, request)
    if plan.path.goes_nowhere:
        # A move goes somewhere: one that ends where the unit stands is no action (docs/rules-notes.md, "1.2 — a
        # move of no length").
        return ctx.refuse(_NO_MOVE.format(unit=public_unit_name(session, plan.unit.id)), "1.2", result=plan)
    step = move_step(plan)
    if (refused := _in_step(ctx, step, result=plan)) is not None:
        return refused
    said = claims.campaign(battle, action.campaign), claims.turn(battle, action.turn)
    if (refused := ctx.claims(*said, result=plan)) is not None:
        return refused
    if plan.refused is not None:
        return ctx.refuse(
            QT_TRANSLATE_NOOP("Rules", "{unit} cannot move{where}: {why}").format(
                unit=plan.name or plan.unit.id, where=_in_words(ctx, step), why=plan.refused
            ),
            plan.refused_rule,
            result=plan,
            steps=plan.steps,
        )
    if (refused := _in_step(ctx, step, [plan.unit.id], plan)) is not None:
        return refused
    outcome = _losing_sight(session, resolve_move(session, plan, ctx.dice))
    return ctx.done(
        outcome,
        outcome.steps,
        outcome.edit,
        marks={step: [plan.unit.id]},
        log=[move_log(session, outcome)],
        text=_MOVE.format(unit=public_unit_name(session, plan.unit.id)),
    )


def _losing_sight(session: BattleSession, outcome: MoveOutcome) -> MoveOutcome:
    """2.1 advanced: the spots of the unit that moved (and of its passengers), as target or as spotter, whose line of
    sight the move breaks are dropped in the move's own edit, said in its steps (docs/rules-notes.md, "2.1 Spotting —
    basic and advanced")."""
    unit = outcome.plan.unit
    moved = [unit.id, *(u.id for u in session.battle.units if u.riding_on == unit.id)]
    lost = spots_lost_by_moving(session, outcome.edit, moved)
    if not lost.dropped:
        return outcome
    return replace(
        outcome,
        edit=Compound((outcome.edit, lost.edit), outcome.edit.text),
        steps=(*outcome.steps, *lost.steps),
        spots_lost=lost.dropped,
    )


def _riders(ctx: Performing, results: list[MountResult], text: str, kind: str, targets: Sequence[str]) -> Resolution:
    """Mounting or dismounting done: one edit for every rider (each worked out on the battle as the one before left
    it), the spots their new places break (2.1 advanced), their marks in movement step 5, and one log entry."""
    battle = ctx.session.battle
    steps = [step for r in results for step in r.steps]
    side = next((u.side for r in results if (u := battle.unit(r.unit_id)) is not None), None)
    ids = [r.unit_id for r in results]
    edit: Edit = Compound(tuple(r.edit for r in results), text)
    lost = spots_lost_by_moving(ctx.session, edit, ids)
    if lost.dropped:
        edit = Compound((edit, lost.edit), text)
        steps += lost.steps
    return ctx.done(
        results,
        steps,
        edit,
        marks={MOUNTING: ids},
        log=[
            LogDraft(
                kind,
                text,
                joined((s.text() for s in steps), AND_THEN),
                tuple(steps),
                side=side,
                actors=tuple(ids),
                targets=tuple(targets),
            )
        ],
        text=text,
    )


def _staged_riders(
    ctx: Performing, units: Sequence[str], each: Callable[[int, str], MountResult]
) -> list[MountResult] | Resolution:
    """Each rider in turn, on the battle as the one before leaves it (the second finds the first aboard); the first
    refusal refuses them all (nothing has changed)."""
    staged = Staged(ctx.session.battle)
    results: list[MountResult] = []
    try:
        for n, rider in enumerate(units):
            result = each(n, rider)
            if not result.allowed:
                return ctx.refuse(result.reason, result.rule, result=result, steps=result.steps)
            staged.add(result.edit)
            results.append(result)
    finally:
        staged.unwind()
    return results


@handles(Mount)
def _mount(ctx: Performing, action: Mount) -> Resolution:
    battle = ctx.session.battle
    for ident in action.units:
        unit_of(battle, ident)
    unit_of(battle, action.vehicle, _VEHICLE)
    if len(set(action.units)) != len(action.units):
        raise UsageError(_TWICE.format(units=", ".join(action.units)))
    if (refused := _in_step(ctx, MOUNTING)) is not None:
        return refused
    # Checked first without dice (a refusal rolls nothing), then walked for the minefields on the way (3.6).
    done = _staged_riders(ctx, action.units, lambda n, rider: mount(ctx.session, rider, action.vehicle))
    if isinstance(done, Resolution):
        return done
    if (refused := _in_step(ctx, MOUNTING, action.units)) is not None:
        return refused
    done = _staged_riders(ctx, action.units, lambda n, rider: mount(ctx.session, rider, action.vehicle, ctx.dice))
    if isinstance(done, Resolution):
        return done
    return _riders(ctx, done, ctx.title(), "mount", [action.vehicle])


@handles(Dismount)
def _dismount(ctx: Performing, action: Dismount) -> Resolution:
    session = ctx.session
    battle = session.battle
    riders = [unit_of(battle, ident) for ident in action.units]
    if len(set(action.units)) != len(action.units):
        raise UsageError(_TWICE.format(units=", ".join(action.units)))
    if (refused := _in_step(ctx, MOUNTING)) is not None:
        return refused
    # Passengers of the same vehicle are put down side by side behind it (when no point is given).
    places: dict[str, XY] = {}
    for vehicle in dict.fromkeys(r.riding_on for r in riders if r.riding_on is not None):
        aboard = [r.id for r in riders if r.riding_on == vehicle]
        for n, rider in enumerate(aboard):
            places[rider] = action.at if action.at is not None else dismount_point(session, rider, n, len(aboard))
    # Checked first without dice (a refusal rolls nothing), then walked for the minefields on the way (3.6).
    done = _staged_riders(ctx, action.units, lambda n, rider: dismount(session, rider, places.get(rider)))
    if isinstance(done, Resolution):
        return done
    if (refused := _in_step(ctx, MOUNTING, action.units)) is not None:
        return refused
    done = _staged_riders(ctx, action.units, lambda n, rider: dismount(session, rider, places.get(rider), ctx.dice))
    if isinstance(done, Resolution):
        return done
    vehicles = list(dict.fromkeys(r.riding_on for r in riders if r.riding_on is not None))
    return _riders(ctx, done, ctx.title(), "dismount", vehicles)


@handles(SkiTroops)
def _ski(ctx: Performing, action: SkiTroops) -> Resolution:
    session = ctx.session
    units = [unit_of(session.battle, ident) for ident in action.units]
    if (refused := ctx.at_set_up(QT_TRANSLATE_NOOP("Rules", "making ski troops"))) is not None:
        return refused
    others = [u.id for u in units if entry_of(session.catalogue, u).kind is not UnitKind.INFANTRY]
    said = public_unit_names(session, [*others, *action.units])
    if others:
        return ctx.refuse(
            (
                QT_TRANSLATE_NOOP("Rules", "only infantry are ski troops ({units} is not infantry)")
                if len(others) == 1
                else QT_TRANSLATE_NOOP("Rules", "only infantry are ski troops ({units} are not infantry)")
            ).format(units=", ".join(said[u] for u in others)),
            "SNOW",
        )
    edit = set_ski_troops(session, action.units, action.on)
    if not edit.edits:
        return ctx.refuse(
            (
                QT_TRANSLATE_NOOP("Rules", "{units}: ski troops already")
                if action.on
                else QT_TRANSLATE_NOOP("Rules", "{units}: no ski troops already")
            ).format(units=", ".join(said[u] for u in action.units)),
            "SNOW",
        )
    return ctx.done(units, effects=edit, text=edit.text)


@handles(RollIce)
def _ice(ctx: Performing, action: RollIce) -> Resolution:
    session = ctx.session
    if not conditions_of(session.battle).tundra:
        raise UsageError(
            QT_TRANSLATE_NOOP(
                "Rules", "the ice is rolled for in a tundra battle (settings.terrain_type: tundra; Table V's TUNDRA)"
            )
        )
    if (refused := ctx.at_set_up(QT_TRANSLATE_NOOP("Rules", "rolling the ice"))) is not None:
        return refused
    if not action.again and not any(p.ice_holds is None for p in water_pieces(session.battle)):
        return ctx.refuse(
            QT_TRANSLATE_NOOP("Rules", "every body of water has been rolled for (or the table has no water)"), "TUNDRA"
        )
    result = ice_rolls(session, ctx.dice, again=action.again)
    if not result.rolls:
        return ctx.refuse(QT_TRANSLATE_NOOP("Rules", "the table has no water to roll for"), "TUNDRA")
    return ctx.done(
        result,
        result.steps,
        result.edit,
        log=[LogDraft("ice", QT_TRANSLATE_NOOP("Rules", "The ice (TUNDRA)"), ice_summary(result), result.steps)],
        text=QT_TRANSLATE_NOOP("Rules", "Ice rolls"),
    )
