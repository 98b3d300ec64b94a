"""Mounting and dismounting (movement step 5): infantry on and off their side's vehicles, through the minefields on
the way."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from morefire_gui.geometry.footprints import footprint_size
from morefire_gui.geometry.minefields import minefield_crossings
from morefire_gui.geometry.paths import MovePath
from morefire_gui.geometry.shapes import XY, heading_vector
from morefire_gui.ids import UnitId
from morefire_gui.model.battle import Unit
from morefire_gui.model.terms import Moved, Status, TerrainKind
from morefire_gui.rules.dice import Dice
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.minefields import MinefieldEvent, resolve_crossing
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.edits import Compound, Edit, ReplaceTerrain, ReplaceUnits
from morefire_gui.session.mounting import dismount_refusal, mount_refusal
from morefire_gui.session.movement.moves import mine_victim, minefield_section, move_refusal
from morefire_gui.session.movement.position_left import leave_position, position_left_note
from morefire_gui.session.movement.words import DISMOUNT_GAP, VEHICLE
from morefire_gui.session.names import public_unit_names
from morefire_gui.session.unit_facts import entry_of, passengers_of, unit_of

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession


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
    rule: str = ""  # the rule a refusal cites
    at: XY | None = None  # where the unit stands after (its vehicle's place when aboard)
    minefield_events: tuple[MinefieldEvent, ...] = ()


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
    victim = mine_victim(unit, entry_of(session.catalogue, unit), name)
    for crossing in crossings:
        assert dice is not None
        section = minefield_section(battle, unit, battle.piece(crossing.minefield), crossing.event, revealed, steps)
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


def _no(unit_id: UnitId, vehicle_id: str, why: str, rule: str) -> MountResult:
    return MountResult(
        unit_id, vehicle_id, False, why, Compound((), QT_TRANSLATE_NOOP("Rules", "Mount")), (NoteStep(why, rule),), rule
    )


def mount(session: BattleSession, unit_id: UnitId, vehicle_id: str, dice: Dice | None = None) -> MountResult:
    """Put an infantry unit on a vehicle of its side, when :func:`mount_refusal` finds nothing against it; mounting is
    its move for the turn (``moved: infantry``)."""
    refusal = mount_refusal(session, unit_id, vehicle_id, move_refusal(session, unit_of(session.battle, unit_id)))
    if refusal is not None:
        return _no(unit_id, vehicle_id, *refusal)
    battle = session.battle
    unit, vehicle = unit_of(battle, unit_id), unit_of(battle, vehicle_id, VEHICLE)
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
        after = leave_position(unit.model_copy(update={"riding_on": vehicle_id, "at": at, "moved": Moved.INFANTRY}))
        steps += (
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "{unit} mounts {vehicle} ({n} of {most})").format(
                    unit=said[unit_id], vehicle=said[vehicle_id], n=len(riders) + 1, most=ventry.vehicle.transport
                ),
                "Sequence of play",
            ),
        )
        left = position_left_note(unit, said[unit_id])
        steps += (left,) if left is not None else ()
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
    vehicle = unit_of(battle, unit.riding_on, VEHICLE)
    said = public_unit_names(session, [unit_id, vehicle.id])
    target = at if at is not None else vehicle.at
    mines = _walk_through_mines(session, unit, vehicle.at, target, dice, said[unit_id])
    stands = mines.destroyed_at if mines.destroyed_at is not None else target
    new = leave_position(unit.model_copy(update={"riding_on": None, "at": stands, "moved": Moved.INFANTRY}))
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
    vehicle = unit_of(battle, rider.riding_on, VEHICLE)
    length, _ = footprint_size(session.catalogue.get(vehicle.type), battle, session.geometry.scale)
    base_len, base_wid = footprint_size(session.catalogue.get(rider.type), battle, session.geometry.scale)
    fx, fy = heading_vector(vehicle.facing)
    back = length / 2 + base_len / 2 + DISMOUNT_GAP * base_len
    across = (n - (count - 1) / 2) * base_wid * (1 + DISMOUNT_GAP)
    x = vehicle.at[0] - fx * back - fy * across
    y = vehicle.at[1] - fy * back + fx * across
    t = battle.table
    return (min(max(x, 0.0), t.width), min(max(y, 0.0), t.depth))
