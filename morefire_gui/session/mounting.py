"""Whether an infantry unit may mount a vehicle, or a passenger dismount, now: the checks the Mount and Dismount
actions make (session/movement/) before they walk the unit to or from its vehicle, and that who may act in the mount
step asks (session/sequence_of_play.py).

    mount_refusal(session, "ge13", "ge8")     # None, or why not and the rule: ("... beyond its move ...", "1.5")
    dismount_refusal(session, "ge13")         # None, or why not and the rule

Readings: docs/rules-notes.md, "Sequence of play — mounting and dismounting" (1.5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from morefire_gui.geometry.infantry import unit_distance
from morefire_gui.geometry.shapes import XY, distance_to_point
from morefire_gui.model.terms import Status
from morefire_gui.rules.catalogue.entries import UnitKind
from morefire_gui.rules.movement import infantry_allowance
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, joined
from morefire_gui.session.names import public_unit_name, public_unit_names
from morefire_gui.session.step_words import step_cited
from morefire_gui.session.unit_facts import entry_of, passengers_of, unit_of

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession

__all__ = ["DESTROYED", "SUPPRESSED_WHY", "dismount_refusal", "mount_refusal", "mounting_rule"]

# Movement step 5, "Mount / Dismount Vehicles" (resources/rules/sequence.yaml; the id is a contract, as
# session/movement/words.py's MOUNTING, which reads this module's checks).
MOUNTING_STEP = "movement.mount"

SUPPRESSED_WHY = QT_TRANSLATE_NOOP("Rules", "suppressed units cannot move until they have recovered morale (3.5)")
DESTROYED = QT_TRANSLATE_NOOP("Rules", "{unit} is destroyed")
_TOO_FAR = QT_TRANSLATE_NOOP(
    "Rules", "{what} is {gap:.0f} yards from {vehicle}: beyond {whose} move of {most:g} yards (1.5)"
)
_VEHICLE = QT_TRANSLATE_NOOP("Rules", "vehicle")
_EPS = 1e-9


def mounting_rule(session: BattleSession) -> str:
    """The rule a refusal of mounting or dismounting cites when no numbered rule says it: the step of the sequence of
    play that mounting and dismounting are ("Sequence of play, movement step 5: mount / dismount vehicles"), not the
    sequence as a whole, which an action out of its step cites."""
    return step_cited(session.tables.sequence.place(MOUNTING_STEP))


def mount_refusal(
    session: BattleSession, unit_id: str, vehicle_id: str, own: tuple[str, str] | None = None
) -> tuple[str, str] | None:
    """Why an infantry unit may not mount a vehicle now, and the rule; None when it may. Only infantry counters ride; a
    vehicle carries as many as its catalogue ``transport`` says; the unit must be within its infantry move (100 yards,
    footprint to footprint) of a vehicle of its side. ``own``: why the unit itself may not move this turn (suppressed,
    immobilized, riding already; the move's own check), said after the vehicle's kind and side, as the action says it;
    None asks only whether the vehicle could take it."""
    battle = session.battle
    unit, vehicle = unit_of(battle, unit_id), unit_of(battle, vehicle_id, _VEHICLE)
    entry, ventry = entry_of(session.catalogue, unit), entry_of(session.catalogue, vehicle)
    said = public_unit_names(session, [unit_id, vehicle_id])
    if entry.kind is not UnitKind.INFANTRY:
        return (
            QT_TRANSLATE_NOOP("Rules", "only infantry counters ride on vehicles ({unit} is a {kind})").format(
                unit=said[unit_id], kind=entry.kind.value
            ),
            "1.5",
        )
    if ventry.kind is not UnitKind.VEHICLE or ventry.vehicle is None:
        return QT_TRANSLATE_NOOP("Rules", "{unit} is not a vehicle").format(unit=said[vehicle_id]), mounting_rule(
            session
        )
    if unit.side != vehicle.side:
        return QT_TRANSLATE_NOOP("Rules", "{unit} belongs to the other side").format(
            unit=said[vehicle_id]
        ), mounting_rule(session)
    if own is not None:
        return QT_TRANSLATE_NOOP("Rules", "{unit} cannot mount: {why}").format(unit=said[unit_id], why=own[0]), own[1]
    if vehicle.has(Status.DESTROYED):
        return DESTROYED.format(unit=said[vehicle_id]), mounting_rule(session)
    riders = passengers_of(battle, vehicle_id)
    if len(riders) >= ventry.vehicle.transport:
        # Named, not counted: the riders may be the ones listed before this one in the same mount, not yet aboard in
        # the battle the player reads.
        taken = public_unit_names(session, [r.id for r in riders])
        return (
            (
                QT_TRANSLATE_NOOP(
                    "Rules", "{unit} cannot mount {vehicle}: it carries {most} infantry counters, taken by {riders}"
                )
                if riders
                else QT_TRANSLATE_NOOP("Rules", "{unit} cannot mount {vehicle}: it carries no infantry counters")
            ).format(
                unit=said[unit_id],
                vehicle=said[vehicle_id],
                most=ventry.vehicle.transport,
                riders=joined((taken[r.id] for r in riders), QT_TRANSLATE_NOOP("Rules", "{first} and {then}")),
            ),
            mounting_rule(session),
        )
    geo = session.geometry
    reach = infantry_allowance(geo.scale, geo.unit, session.tables.movement)
    gap = unit_distance(geo, unit, vehicle)
    if gap > reach + _EPS:
        return (
            _TOO_FAR.format(
                what=said[unit_id],
                gap=geo.to_yards(gap),
                vehicle=said[vehicle_id],
                whose=QT_TRANSLATE_NOOP("Rules", "its"),
                most=session.tables.movement.infantry_yards,
            ),
            "1.5",
        )
    return None


def dismount_refusal(session: BattleSession, unit_id: str, at: XY | None = None) -> tuple[str, str] | None:
    """Why a unit may not dismount now onto ``at`` (default: its vehicle's place), and the rule; None when it may: it
    rides on a vehicle, is neither destroyed nor suppressed (3.5), and ``at`` is within its infantry move of the
    vehicle."""
    battle = session.battle
    unit = unit_of(battle, unit_id)
    if unit.riding_on is None:
        return (
            QT_TRANSLATE_NOOP("Rules", "{unit} is not riding on a vehicle").format(
                unit=public_unit_name(session, unit_id)
            ),
            mounting_rule(session),
        )
    vehicle = unit_of(battle, unit.riding_on, _VEHICLE)
    said = public_unit_names(session, [unit_id, vehicle.id])
    if unit.has(Status.DESTROYED):
        return DESTROYED.format(unit=said[unit_id]), "1.0"
    if unit.has(Status.SUPPRESSED):
        return (
            QT_TRANSLATE_NOOP("Rules", "{unit} cannot dismount: {why}").format(unit=said[unit_id], why=SUPPRESSED_WHY),
            "3.5",
        )
    target = at if at is not None else vehicle.at
    battle.require_on_table(*target, QT_TRANSLATE_NOOP("Rules", "the point to dismount at"))
    geo = session.geometry
    reach = infantry_allowance(geo.scale, geo.unit, session.tables.movement)
    gap = distance_to_point(geo.footprint(vehicle), target)
    if gap > reach + _EPS:
        return (
            _TOO_FAR.format(
                what=QT_TRANSLATE_NOOP("Rules", "{x:.1f}, {y:.1f}").format(x=target[0], y=target[1]),
                gap=geo.to_yards(gap),
                vehicle=said[vehicle.id],
                whose=QT_TRANSLATE_NOOP("Rules", "a"),
                most=session.tables.movement.infantry_yards,
            ),
            "1.5",
        )
    return None
