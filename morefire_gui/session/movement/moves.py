"""A unit's move (1.2-1.5, 3.6, the terrain and weather definitions): planned along its path without dice, for the
board's preview while dragging, and resolved with injected dice (mountain breakdowns, minefields, the ice), turned
into one edit with every effect."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError
from morefire_gui.geometry.infantry import unit_distance
from morefire_gui.geometry.minefields import MinefieldCrossing, minefield_crossings
from morefire_gui.geometry.paths import MovePath, TerrainContext, first_rough_or_hill, path_facts
from morefire_gui.geometry.shapes import XY
from morefire_gui.ids import UnitId
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
from morefire_gui.rules.movement_allowance import MoveAllowance, PathFacts, move_allowance
from morefire_gui.rules.scenario.weather import Breakdown, Conditions, IceRoll, mountain_breakdown, roll_ice
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.conditions import RecoveryResult, recovery_arrived
from morefire_gui.session.edits import Compound, Edit, ReplaceTerrain, ReplaceUnits, Staged
from morefire_gui.session.gun_deployment import gun_move_refusal
from morefire_gui.session.mounting import SUPPRESSED_WHY, mounting_rule
from morefire_gui.session.movement.position_left import leave_position, position_left_note
from morefire_gui.session.movement.words import EPS, MOVE_TITLE
from morefire_gui.session.names import once_revealed, piece_name, piece_words, public_piece_name, public_unit_name
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


# -- a move ---------------------------------------------------------------------------------------------------------


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


def move_refusal(session: BattleSession, unit: Unit) -> tuple[str, str] | None:
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
            mounting_rule(session),
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
    last = len(request.waypoints)
    for n, (x, y) in enumerate(request.waypoints, 1):
        # Named by what it is in the move, as every point off the table is said (docs/cli.md, "Coordinates").
        battle.require_on_table(
            x,
            y,
            QT_TRANSLATE_NOOP("Rules", "the move's end")
            if n == last
            else QT_TRANSLATE_NOOP("Rules", "the move's waypoint {n}").format(n=n),
        )
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
    refusal = move_refusal(session, unit)
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


def mine_victim(unit: Unit, entry: CatalogueEntry, name: str) -> MineVictim:
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
        if is_recovery(plan.entry) and outcome.moved_distance > EPS:
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
        if entry is None or entry.kind is not UnitKind.VEHICLE or unit_distance(geo, rec, other) > reach + EPS:
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
    # The move's log is every side's, and moving reveals a hidden position (TARAWA): named as it turned out to be.
    revealing = once_revealed(session, [unit.id, *(p.id for p in passengers)], dice=dice)
    said = revealing.names
    passenger_victims = [mine_victim(p, entry_of(session.catalogue, p), said[p.id]) for p in passengers]
    victim = mine_victim(unit, entry, said[unit.id])
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
        section = minefield_section(
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
    final_at = final_path.end if stop > EPS else unit.at
    facing = final_path.facing() if stop > EPS else None
    code: Moved | None = None
    if stop > EPS:
        code = (
            Moved(plan.allowance.code_used.value)
            if plan.allowance.code_used is not None and vehicle
            else Moved.INFANTRY
        )
    after = _moved_unit(unit, final_at, facing, code, breakdown, unit_result, plan.request.turn)
    left = position_left_note(unit, said[unit.id]) if code is not None else None
    if left is not None:
        steps.append(left)
    if engine_hit:
        after = after.model_copy(update={"damage": (*after.damage, CampaignDamage.E)})
    changed_before, changed_after = [unit], [after]
    for p in passengers:
        new = p.model_copy(update={"at": final_at}) if stop > EPS else p
        if p.id in passenger_dead:
            new = new.with_status(Status.DESTROYED)
        elif unit_result is MineResult.DESTROYED:
            new = new.model_copy(update={"riding_on": None})  # the survivors of a destroyed vehicle are on foot
        if new != p:
            changed_before.append(p)
            changed_after.append(new)
    edits: list[Edit] = []
    if after != unit or len(changed_after) > 1:
        edits.append(ReplaceUnits(tuple(changed_before), tuple(changed_after), MOVE_TITLE.format(unit=said[unit.id])))
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
    steps += revealing.notes()
    # A hidden position is revealed when it moves (TARAWA; docs/rules-notes.md, hidden information).
    edit = with_reveals(
        battle,
        Compound(tuple(edits), MOVE_TITLE.format(unit=said[unit.id])),
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
    if code is not None:  # it has moved off its place: its foxhole, its building, its defilade stay there
        new = leave_position(new)
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


def minefield_section(
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
