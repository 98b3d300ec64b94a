"""Who may act in a step of the sequence of play, and whether an action is taken in its step (a strict battle).

    eligible_units(session)          # who may act in this step, each with whether it has and why it cannot
    out_of_sequence(session, ["fire.tank_vs_tank"], ["ge3"], "tank vs tank")
                                     # None, or why not: "tank vs tank is direct fire step 2; this is movement step 1"

The readings of who may act are in docs/rules-notes.md, "Sequence of play — who may act".
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError
from morefire_gui.geometry.infantry import MELEE_REACH_YARDS
from morefire_gui.geometry.shapes import touches_point
from morefire_gui.model.aircraft import AircraftInPlay
from morefire_gui.model.artillery import BatteryDefinition
from morefire_gui.model.battle import Battle, Unit
from morefire_gui.model.terms import Moved, Status
from morefire_gui.rules.artillery.terms import DeploymentState
from morefire_gui.rules.catalogue.entries import CatalogueEntry, GunRole, UnitKind, VehicleRole
from morefire_gui.rules.counted import count_of
from morefire_gui.rules.sequence import Actors, Marks, Place
from morefire_gui.rules.words import AND_THEN, QT_TRANSLATE_NOOP, Message, in_sentence, joined
from morefire_gui.session.artillery import battery_deployment, battery_guns
from morefire_gui.session.at_table import ACTS_WITH_ITS_OWN
from morefire_gui.session.fire_orders import mission_text
from morefire_gui.session.gun_deployment import deployment_words
from morefire_gui.session.mounting import dismount_refusal, mount_refusal
from morefire_gui.session.names import (
    HIDDEN_POSITION,
    UNSEEN,
    aircraft_name,
    public_name,
    public_unit_names,
    side_name,
    unit_names,
)
from morefire_gui.session.resolution import SEQUENCE_RULE
from morefire_gui.session.step_words import step_words
from morefire_gui.session.turn_state import AT_VS_TANK, INFANTRY_FIRE, TANK_VS_INFANTRY, TANK_VS_TANK
from morefire_gui.session.unit_facts import (
    AT_WEAPON_ROLE,
    alive,
    fire_type_of,
    is_bunker,
    is_tank,
    is_weapon_system,
    may_carry_at_weapons,
    nation_of,
    role_of,
    squad_at_weapons,
)
from morefire_gui.session.visibility import View, battery_name, seen_marks

if TYPE_CHECKING:
    from morefire_gui.model.action_record import ActionRecord
    from morefire_gui.model.actions import Action
    from morefire_gui.session.battle_session import BattleSession

__all__ = [
    "HIDDEN_POSITION",
    "MOUNT_KINDS",
    "Actor",
    "ActorKind",
    "acted_in_log",
    "eligible_units",
    "fire_step_for",
    "matching_fire_step",
    "move_of_the_turn",
    "out_of_sequence",
    "play_begun",
    "play_begun_after_each",
    "step_words",
]


def matching_fire_step(session: BattleSession, firer: str, target: str | None = None) -> str:
    """The step of the direct fire phase that the firer and its target belong to (docs/rules-notes.md, "Sequence of
    play — marks"): a vehicle at a vehicle, tank vs tank (2); a vehicle at a gun, or its TMG and T-HE into a target
    area, tank vs infantry (3); an anti-tank gun or infantry anti-tank weapon, anti-tank vs tank (1); infantry fire
    into a target area, infantry vs infantry (4). ``target`` None is infantry fire (3.5) into a target area."""
    battle, catalogue = session.battle, session.catalogue
    unit = battle.unit(firer)
    if unit is None:
        raise UsageError(f"{firer!r} is not a unit of the battle")
    entry = catalogue.get(unit.type)
    vehicle = entry is not None and entry.kind is UnitKind.VEHICLE
    if target is None:
        return TANK_VS_INFANTRY if vehicle else INFANTRY_FIRE
    if not vehicle:
        return AT_VS_TANK
    aimed = battle.unit(target)
    if aimed is not None and aimed.has(Status.HIDDEN):
        # A hidden position's kind is not known until the shot reveals it: a vehicle fires at a marker in tank vs tank
        # or tank vs infantry, whichever is now (docs/rules-notes.md, "Direct fire at a marker").
        return battle.step if battle.step in (TANK_VS_TANK, TANK_VS_INFANTRY) else TANK_VS_TANK
    aimed_entry = catalogue.get(aimed.type) if aimed is not None else None
    return TANK_VS_TANK if aimed_entry is not None and aimed_entry.kind is UnitKind.VEHICLE else TANK_VS_INFANTRY


def fire_step_for(session: BattleSession, firer: str, target: str | None = None) -> str:
    """The step a unit's fire is marked in: the battle's current step when it is a step of the direct fire phase the
    firer may act in (a free battle fires in any step), else :func:`matching_fire_step`."""
    battle = session.battle
    if battle.unit(firer) is None:
        raise UsageError(f"{firer!r} is not a unit of the battle")
    place = session.tables.sequence.place(battle.step)
    if place.phase.id == "fire" and any(a.id == firer for a in eligible_units(session, place.id)):
        return place.id
    return matching_fire_step(session, firer, target)


# -- who may act -------------------------------------------------------------------------------------------------------


class ActorKind(str, Enum):
    UNIT = "unit"
    BATTERY = "battery"
    AIRCRAFT = "aircraft"  # an airstrike of the battle's ``aircraft`` (rule 5)


def _aircraft(battle: Battle) -> list[AircraftInPlay]:
    """The airstrikes in play, where the battle keeps them (its ``aircraft`` key)."""
    return [a for a in getattr(battle, "aircraft", None) or () if getattr(a, "in_play", True)]


@dataclass(frozen=True)
class Actor:
    """A unit or battery that may act in a step: whether it has (``acted``), and a note (what it did, or why it
    cannot act: ``can_act`` False)."""

    id: str
    kind: ActorKind
    side: str
    label: str
    acted: bool
    can_act: bool = True
    note: str = ""


class _Facts:
    """What eligibility reads of the battle's units: their catalogue entries and what they are."""

    def __init__(self, session: BattleSession, view: View | None = None, public: bool = False) -> None:
        self.session = session
        self.battle = session.battle
        ids = [u.id for u in session.battle.units]
        # A label is the view's (the umpire's: every name); a note for a refusal (``public``) names what it names as
        # every side may read it.
        self.names = unit_names(session, ids, view)
        self.told = public_unit_names(session, ids) if public and view is None else self.names

    def entry(self, unit: Unit) -> CatalogueEntry | None:
        return self.session.catalogue.get(unit.type)

    def kind(self, unit: Unit) -> UnitKind | None:
        entry = self.entry(unit)
        return entry.kind if entry is not None else None

    def label(self, unit: Unit) -> str:
        """A unit listed as acting, named as the roster names it ("Tiger 2", "1st Squad", "Light machine gun
        (Kampfgruppe Peiper)"): its name says the unit, its type is in the roster and the Selected dock."""
        return self.names[unit.id]

    def immobile(self, unit: Unit) -> str | None:
        """Why a unit cannot move this turn, or None."""
        if unit.has(Status.IMMOBILIZED):
            until = unit.status_until.get(Status.IMMOBILIZED)
            if until:
                return QT_TRANSLATE_NOOP("Rules", "immobilized until turn {turn}").format(turn=until)
            return QT_TRANSLATE_NOOP("Rules", "immobilized")
        if unit.has(Status.SUPPRESSED):
            return QT_TRANSLATE_NOOP("Rules", "suppressed: cannot move until it recovers (3.5)")
        return self.riding(unit)

    def riding(self, unit: Unit) -> str | None:
        """Why a passenger cannot act on its own in a step of any phase but mounting (it moves with its vehicle, does
        not fire from it and must dismount to fight: docs/rules-notes.md, "Sequence of play — who may act"), or
        None."""
        if unit.riding_on is not None:
            return _RIDES.format(carrier=self.told.get(unit.riding_on, unit.riding_on))
        return None

    def battery_of(self, unit: Unit) -> BatteryDefinition | None:
        return self.battle.gun_battery(unit.id)

    def battery_keeps(self, unit: Unit, view: View | None) -> str | None:
        """4.8: why a gun of an on-board battery that is not in transit cannot move (towed guns, mortars and
        self-propelled guns alike), or None."""
        battery = self.battery_of(unit)
        if battery is None or battery.deployment is DeploymentState.IN_TRANSIT:
            return None
        if view is not None and not view.shows_side_secrets(battery.side):
            # Another side's battery and its set-up state are its secret (4.1, 4.8): its gun is listed as any unit.
            return None
        return QT_TRANSLATE_NOOP("Rules", "a gun of {battery}, {state}: only a battery in transit moves (4.8)").format(
            battery=battery.label, state=battery.deployment.words
        )

    def weapon_system(self, entry: CatalogueEntry) -> bool:
        return is_weapon_system(entry, self.session.tables)

    def is_aa(self, entry: CatalogueEntry) -> bool:
        if entry.kind is UnitKind.GUN and entry.gun is not None:
            return entry.gun.role is GunRole.AA
        return entry.kind is UnitKind.VEHICLE and role_of(entry) == VehicleRole.AA.value

    def in_contact(self, unit: Unit, accept: Callable[[Unit], bool], view: View | None = None) -> list[str]:
        """Enemy units accepted by ``accept`` whose counters are within the reach of a melee (3.1) of this one, named
        as ``view`` may see them: the other side's hidden positions as "a hidden position" (whatever they are, so
        that being listed tells nothing of their type), its waves not landed not at all."""
        geo = self.session.geometry
        near = geo.units_intersecting(geo.footprint(unit).buffer(geo.to_table(MELEE_REACH_YARDS)))
        out: list[str] = []
        masked = view.masked_units if view is not None else frozenset()
        unseen = view.unseen_units if view is not None else frozenset()
        for other_id in near:
            other = self.battle.unit(other_id)
            if other is None or other.id == unit.id or other.side == unit.side or not alive(other):
                continue
            if other.id in unseen or other.riding_on is not None or self.told[other.id] == UNSEEN:
                continue
            if other.id in masked or self.told[other.id] == HIDDEN_POSITION:
                if HIDDEN_POSITION not in out:
                    out.append(HIDDEN_POSITION)
            elif accept(other):
                out.append(self.told[other.id])
        return out


_RIDES = QT_TRANSLATE_NOOP("Rules", "rides on {carrier}")
_IN_CONTACT = QT_TRANSLATE_NOOP("Rules", "in contact with {foes}")


# The log kinds of the Mount and Dismount actions (model/actions/movement.py): an entry of them names the vehicle a
# squad got off (:func:`move_of_the_turn`), written after the squad has moved.
MOUNT_KINDS = ("mount", "dismount")


def _got_on_or_off(battle: Battle, unit: Unit) -> tuple[str, str] | None:
    """Whether the unit mounted or dismounted this turn (its move of the turn, movement step 5), and the vehicle, as
    the battle holds it now. A passenger whose move is spent got on this turn: riding, it never moves on its own, and
    its vehicle's move leaves its mark alone. One on foot whose move is spent got off if the last mount or dismount
    entry of this turn it acted in is a dismount, which names the vehicle. The log alone does not say it: undo never
    takes an entry back, so a mount undone (and the squad then walked, or is back on foot) stays in it."""
    if unit.moved is not Moved.INFANTRY:
        return None
    if unit.riding_on is not None:
        return "mount", unit.riding_on
    for entry in reversed(battle.log):
        if entry.turn != battle.turn:
            break
        if entry.kind in MOUNT_KINDS and unit.id in entry.actors and entry.targets:
            return ("dismount", entry.targets[0]) if entry.kind == "dismount" else None
    return None


def _moved_note(unit: Unit, battle: Battle, told: Mapping[str, str]) -> str:
    """What a unit did for its move of the turn: the code it moved at, on foot, or mounted or dismounted (which is
    its move, docs/rules-notes.md "Sequence of play — mounting and dismounting")."""
    if unit.moved is None:
        return ""
    got = _got_on_or_off(battle, unit)
    if got is not None:
        kind, vehicle = got
        if kind == "mount":
            return QT_TRANSLATE_NOOP("Rules", "mounted {vehicle}").format(vehicle=told.get(vehicle, vehicle))
        return QT_TRANSLATE_NOOP("Rules", "dismounted from {vehicle}").format(vehicle=told.get(vehicle, vehicle))
    if unit.moved.value == "infantry":
        return QT_TRANSLATE_NOOP("Rules", "moved on foot")
    return QT_TRANSLATE_NOOP("Rules", "moved at {code}").format(code=unit.moved.value)


def move_of_the_turn(session: BattleSession, unit: Unit, view: View | None = None) -> str:
    """What a unit did for its move of the turn, as the Phase dock notes it ("mounted T-34 #2", "moved on foot",
    "moved at B"), the vehicle named as ``view`` reads it; empty where it has not moved. The roster's state and the
    counter's tooltip say it so, never by the code the record keeps ("infantry")."""
    if unit.moved is None:
        return ""
    got = _got_on_or_off(session.battle, unit)
    told = unit_names(session, [got[1]], view) if got is not None else {}
    return _moved_note(unit, session.battle, told)


def _unit_actors(session: BattleSession, place: Place, view: View | None = None, public: bool = False) -> list[Actor]:
    battle, facts = session.battle, _Facts(session, view, public)
    hidden = view.masked_units | view.unseen_units if view is not None else frozenset()
    actors = place.step.actors
    marks = seen_marks(battle, view)  # a mark another side's secret alone explains is not the view's (4.8)
    marked = set(marks.get(place.id, ()))
    tables = session.tables
    sequence = tables.sequence
    fire_steps = {p.id: p for p in sequence.places() if p.phase.id == place.phase.id and p.id != place.id}
    road = session.geometry.terrain_context().road if actors is Actors.VEHICLES_ON_ROAD else None
    flying = {str(a.side) for a in _aircraft(battle)}  # the sides with an aircraft in play
    side_fields_at: dict[str, bool] = {}  # whether each side's nation fielded squad anti-tank weapons (3.4)

    def _fields_at_weapons(unit: Unit) -> bool:
        found = side_fields_at.get(unit.side)
        if found is None:
            found = side_fields_at[unit.side] = bool(squad_at_weapons(session.catalogue, nation_of(battle, unit)))
        return found

    transports: dict[str, list[Unit]] = {}  # each side's vehicles that carry infantry
    if actors is Actors.MOUNT:
        for u in battle.units:
            if alive(u) and (e := facts.entry(u)) is not None and e.vehicle is not None and e.vehicle.transport:
                transports.setdefault(u.side, []).append(u)
    out: list[Actor] = []
    for unit in battle.units:
        entry = facts.entry(unit)
        if entry is None or not alive(unit) or unit.id in hidden:
            continue  # the other side's hidden positions and waves not landed are left out, as in the roster
        kind = entry.kind
        why: str | None = None
        notes: list[str] = []
        if actors in (Actors.VEHICLES_ON_ROAD, Actors.VEHICLES):
            if kind is not UnitKind.VEHICLE:
                continue
            if road is not None and not touches_point(road, unit.at):
                continue  # 1.3: only a vehicle on the road can spend the whole turn on it
            why = facts.immobile(unit) or facts.battery_keeps(unit, view)
        elif actors is Actors.AIRCRAFT:
            if kind is not UnitKind.AIRCRAFT:
                continue
        elif actors is Actors.AIR_DEFENCE:
            if kind is not UnitKind.AIRCRAFT and not facts.is_aa(entry):
                continue
            if not flying - {unit.side}:
                continue  # 5.6: anti-aircraft fire is at an enemy aircraft in play; with none, nobody fires
        elif actors is Actors.MOUNT:
            # Only a unit that can mount or dismount now, as the mount and dismount actions check it: a passenger, or
            # infantry within reach of one of its side's vehicles with room for it (docs/rules-notes.md, "Sequence of
            # play — who may act"). Its own state (suppressed, immobilized) greys it, with the reason.
            if unit.riding_on is not None:
                carrier = facts.told.get(unit.riding_on, unit.riding_on)
                off = dismount_refusal(session, unit.id)
                if unit.id in marked:
                    # It got on in this step already: once a turn, so it may not dismount now. Its move's note says
                    # it mounted; one marked otherwise (a player's tick) is said to ride.
                    if _got_on_or_off(battle, unit) is None:
                        notes.append(_RIDES.format(carrier=carrier))
                elif off is None:
                    notes.append(QT_TRANSLATE_NOOP("Rules", "rides on {carrier}: may dismount").format(carrier=carrier))
                else:
                    notes.append(_RIDES.format(carrier=carrier))
                    why = off[0]
            elif kind is UnitKind.INFANTRY and unit.id in marked:
                pass  # it got off (or on) in this step already: its move's note says so, and it may not mount again
            elif kind is UnitKind.INFANTRY:
                near = [v for v in transports.get(unit.side, ()) if mount_refusal(session, unit.id, v.id) is None]
                if not near:
                    continue  # no vehicle of its side within its move with room for it: it cannot mount this turn
                notes.append(
                    QT_TRANSLATE_NOOP("Rules", "may mount {vehicles}").format(
                        vehicles=joined((facts.told[v.id] for v in near), _OR)
                    )
                )
                why = facts.immobile(unit)
            else:
                continue
        elif actors is Actors.INFANTRY_MOVERS:
            if kind not in (UnitKind.INFANTRY, UnitKind.GUN):
                continue
            if unit.riding_on is not None and _got_on_or_off(battle, unit) is not None:
                pass  # it mounted this turn: that was its move, and its note says so
            else:
                why = facts.immobile(unit) or facts.battery_keeps(unit, view)
        elif actors is Actors.AT_WEAPONS:
            # A gun of another role that has direct-fire bands (a field gun such as the ZiS-3) fires at a tank over
            # open sights here too: its shot at a tank is this step's (matching_fire_step), and it has no other
            # (docs/rules-notes.md, "Sequence of play — who may act").
            at_gun = (
                kind is UnitKind.GUN
                and entry.gun is not None
                and (entry.gun.role is GunRole.ANTI_TANK or bool(entry.guns))
            )
            squad_at = kind is UnitKind.INFANTRY and role_of(entry) == AT_WEAPON_ROLE
            # 3.4: a squad that carries one of its nation's anti-tank weapons fires it here too.
            if not (at_gun or squad_at or (may_carry_at_weapons(entry, tables) and _fields_at_weapons(unit))):
                continue
            why = facts.riding(unit)
        elif actors is Actors.GUN_VEHICLES:
            if kind is not UnitKind.VEHICLE or not entry.guns:
                continue
        elif actors is Actors.ARMED_VEHICLES:
            if kind is not UnitKind.VEHICLE or not (entry.guns or entry.mgs):
                continue
        elif actors is Actors.INFANTRY_FIRERS:
            if (
                kind is not UnitKind.INFANTRY
                or entry.infantry is None
                or entry.infantry.fir <= 0
                or fire_type_of(entry, tables) is None
            ):
                continue
            why = facts.riding(unit)
        elif actors is Actors.MELEE_CONTACT:
            if kind not in (UnitKind.INFANTRY, UnitKind.GUN):
                continue
            foes = facts.in_contact(unit, lambda o: facts.kind(o) in (UnitKind.INFANTRY, UnitKind.GUN), view)
            if not foes:
                continue
            notes.append(_IN_CONTACT.format(foes=", ".join(foes)))
            why = facts.riding(unit)  # 3.1: a passenger must dismount to fight
        elif actors is Actors.ASSAULT_CONTACT:
            if kind is not UnitKind.INFANTRY:
                continue

            def tank_or_bunker(o: Unit) -> bool:
                e = facts.entry(o)
                return e is not None and (is_tank(e) or is_bunker(o))

            foes = facts.in_contact(unit, tank_or_bunker, view)
            if not foes:
                continue
            notes.append(_IN_CONTACT.format(foes=", ".join(foes)))
            if unit.has(Status.SUPPRESSED):
                why = QT_TRANSLATE_NOOP(
                    "Rules", "suppressed: a suppressed infantry unit cannot assault a tank or bunker (3.2)"
                )
            else:
                why = facts.riding(unit)  # 3.2: a passenger must dismount to assault
        else:
            continue
        if place.phase.id == "fire" or actors is Actors.AIR_DEFENCE:
            if unit.has(Status.SUPPRESSED):
                why = QT_TRANSLATE_NOOP("Rules", "suppressed: cannot fire until it recovers (3.5)")
            elif unit.moved is not None and facts.weapon_system(entry):
                why = QT_TRANSLATE_NOOP(
                    "Rules", "moved this turn: weapon systems cannot fire the turn that they move (1.5)"
                )
            earlier = [p.short for pid, p in fire_steps.items() if unit.id in marks.get(pid, ())]
            if earlier:
                notes.append(
                    QT_TRANSLATE_NOOP("Rules", "acted in {steps}").format(
                        steps=joined(earlier, QT_TRANSLATE_NOOP("Rules", "{first}, {then}"))
                    )
                )
        acted = unit.id in marked
        if place.step.marks is Marks.MOVED and unit.moved is not None:
            acted = True
            notes.insert(0, _moved_note(unit, battle, facts.told))
        group = battle.close_combat
        if group is not None and _segments_left(battle, place.id, unit.id):
            # Close combat (movement 6): it moves on in its segments, which it has not all spent.
            acted = False
            notes.append(
                QT_TRANSLATE_NOOP("Rules", "close combat: {n} of 4 segments left").format(
                    n=group.segments_left(unit.id)
                )
            )
        if why is not None:
            notes.append(why)
        out.append(
            Actor(
                unit.id,
                ActorKind.UNIT,
                unit.side,
                facts.label(unit),
                acted,
                why is None or acted,
                joined((n for n in notes if n), AND_THEN),
            )
        )
    if actors in (Actors.AIRCRAFT, Actors.AIR_DEFENCE):
        for plane in _aircraft(battle):
            ident, side = str(plane.id), str(plane.side)
            entry = session.catalogue.get(plane.type)
            label = QT_TRANSLATE_NOOP("Rules", "{unit} ({code})").format(
                unit=aircraft_name(session, plane), code=entry.code if entry is not None else plane.type
            )
            out.append(
                Actor(
                    ident,
                    ActorKind.AIRCRAFT,
                    side,
                    label,
                    ident in marked,
                    True,
                    QT_TRANSLATE_NOOP("Rules", "airstrike"),
                )
            )
    return out


def _battery_actors(session: BattleSession, place: Place, view: View | None = None) -> list[Actor]:
    battle = session.battle
    marked = set(battle.acted.get(place.id, ()))
    out: list[Actor] = []
    for b in battle.batteries:
        if b.on_board and not battery_guns(battle, b):
            continue
        if view is not None and not view.shows_side_secrets(b.side):
            continue  # 4.1: another side's batteries, their orders and missions are its secret
        mission = battle.fire_mission(b.id)
        counter = next((c for c in battle.counter_battery if c.battery == b.id), None)
        label = b.label
        notes: list[str] = []
        can = True
        if place.step.actors is Actors.MISSIONS_LANDING:
            if mission is None or mission.impact_turn != battle.turn:
                continue
            notes.append(mission_text(battle, mission, named=False))
            if b.deployment is not DeploymentState.DEPLOYED:
                can = False
                notes.append(
                    QT_TRANSLATE_NOOP("Rules", "{state}: a battery must be deployed in order to fire (4.11)").format(
                        state=b.deployment.words
                    )
                )
        else:
            if mission is not None:
                notes.append(mission_text(battle, mission, battle.turn, named=False))
            if counter is not None:
                notes.append(
                    QT_TRANSLATE_NOOP("Rules", "counter-battery fire at {target} ({turns})").format(
                        target=battery_name(battle, counter.target, b.side), turns=count_of(counter.turns_fired, "turn")
                    )
                )
            if b.deployment is not DeploymentState.DEPLOYED:
                notes.append(deployment_words(battery_deployment(b)))
        out.append(Actor(b.id, ActorKind.BATTERY, b.side, label, b.id in marked, can, joined(notes, AND_THEN)))
    return out


def eligible_units(
    session: BattleSession, step: str | None = None, view: View | None = None, public: bool = False
) -> list[Actor]:
    """The units (or batteries) that may act in a step of this turn (the battle's current step by default), side by
    side in the battle's order of sides, each with whether it has acted. Units that belong to the step but cannot act
    (suppressed, immobilized, a weapon system that moved) are listed with ``can_act`` False and the reason.

    With a side's ``view`` (a hot-seat game), only what that side may see: the other side's hidden positions and
    waves not landed are left out (the roster leaves them out too), and so are its batteries (4.1). ``public``: the
    notes name units as every side may read them (a refusal's words), where no side's view is given."""
    b = session.battle
    place = session.tables.sequence.place(step if step is not None else b.step)
    actors = (
        _battery_actors(session, place, view)
        if place.step.actors.batteries
        else _unit_actors(session, place, view, public)
    )
    order = {s.id: i for i, s in enumerate(b.sides)}
    return sorted(actors, key=lambda a: order.get(a.side, len(order)))


# -- keeping to the sequence (a strict battle) ------------------------------------------------------------------------


_OR = QT_TRANSLATE_NOOP("Rules", "{first} or {then}")


def _where_it_belongs(places: list[Place]) -> str:
    if len(places) == 1:
        return step_words(places[0])
    phases = {p.phase.id for p in places}
    if len(phases) == 1:
        labels = [p.step.label for p in places]
        # "steps 1-6" only for steps that follow each other: moving is in steps 1, 2 and 6, never in 5 (mounting).
        running = [p.index for p in places] == list(range(places[0].index, places[0].index + len(places)))
        return (
            QT_TRANSLATE_NOOP("Rules", "in the {phase} (steps {first}-{last})").format(
                phase=in_sentence(places[0].phase.name), first=labels[0], last=labels[-1]
            )
            if len(labels) > 2 and running
            else QT_TRANSLATE_NOOP("Rules", "{phase} steps {labels}").format(
                phase=in_sentence(places[0].phase.short), labels=joined(labels, _OR)
            )
        )
    return joined((step_words(p) for p in places), _OR)


def acted_in_log(battle: Battle, step_id: str, actor: str, turn: int | None = None) -> bool:
    """Whether the log holds a roll that ``actor`` made in a step this turn: a roll stands though its effects were
    undone, so a strict battle does not let the unit act in the step again (docs/rules-notes.md, "Sequence of play —
    a roll stands")."""
    from morefire_gui.session.log_index import log_index

    turn = battle.turn if turn is None else turn
    # A spotting roll is looking, not acting (2.1 comes before the unit's fire); it has its own once-a-turn rule. Kept by
    # turn as the log grows (session/log_index.py), not read from the log's first entry at each question.
    rolled = log_index(battle).rolled.get(turn)
    return rolled is not None and (step_id, actor) in rolled


@dataclass(frozen=True)
class NotNow:
    """Why an action, or a kind of action, is not taken now, and the rule cited: the one refusal the action itself
    gets (:meth:`Performing.in_step <morefire_gui.session.performing.Performing.in_step>`) and a greyed entry's tips
    give (:func:`~morefire_gui.session.play_kinds.not_now`)."""

    reason: str
    rule: str

    @property
    def text(self) -> Message:
        """``Sequence of play: ... is artillery step C (...); this is movement step 1 (road movement)``: the rule
        first, where a status bar too narrow for the whole still shows it."""
        if self.rule[:1].isdigit():
            return QT_TRANSLATE_NOOP("Rules", "Rule {rule}: {reason}").format(reason=self.reason, rule=self.rule)
        return QT_TRANSLATE_NOOP("Rules", "{rule}: {reason}").format(reason=self.reason, rule=self.rule)


def not_in_step(session: BattleSession, steps: list[str], actors: list[str], what: str = "") -> NotNow | None:
    """In a strict battle, the refusal of an action (or a kind of action, ``actors`` empty) out of its ``steps`` or by
    an actor that may not act now, citing the sequence of play; None when it may go ahead. The one source of both the
    action's refusal and the greyed entry's why."""
    reason = out_of_sequence(session, steps, actors, what)
    return None if reason is None else NotNow(reason, SEQUENCE_RULE)


def out_of_sequence(session: BattleSession, steps: list[str], actors: list[str], what: str = "") -> str | None:
    """Why an action may not be taken now in a strict battle, or None: the battle is not in one of the ``steps`` the
    rules give it ("tank vs tank and vehicles is direct fire step 2; this is movement step 1 (road movement)"), or
    an actor may not act in this step (it does not belong to it, it cannot act: suppressed, immobilized, a weapon
    system that moved), or has acted in it already this turn, or is another side's than the one at the table (hot
    seat)."""
    sequence = session.tables.sequence
    battle = session.battle
    here = sequence.place(battle.step)
    wanted = [sequence.place(s) for s in steps]
    sentence = isinstance(what, Message) and "{here}" in what.template  # the whole refusal, in the action's words
    if here.id not in steps:
        if sentence:
            first = wanted[0]
            return what.format(
                where=_where_it_belongs(wanted),
                here=step_words(here),
                phase=in_sentence(first.phase.short),
                step=in_sentence(first.step.name),
            )
        name = what or in_sentence(wanted[0].step.name)
        return QT_TRANSLATE_NOOP("Rules", "{action} is {where}; this is {here}").format(
            action=name, where=_where_it_belongs(wanted), here=step_words(here)
        )
    if not actors:
        return None
    listed = {a.id: a for a in eligible_units(session, here.id, public=True)}
    for ident in actors:
        actor = listed.get(ident)
        unit = public_name(session, ident)  # a refusal's words: every side may read them in hot seat
        if actor is None:
            if what and not sentence:
                return QT_TRANSLATE_NOOP(
                    "Rules", "{unit} does not act in {here}: it is none of the units the step lists for {action}"
                ).format(unit=unit, here=step_words(here), action=what)
            return QT_TRANSLATE_NOOP("Rules", "{unit} does not act in {here}").format(unit=unit, here=step_words(here))
        if battle.at_table is not None and actor.side != battle.at_table:
            # Hot seat: the side at the table acts for itself alone; the other side's units wait for their player
            # (the words of the session's one check of a side's hand: session/at_table.py).
            return ACTS_WITH_ITS_OWN.format(
                unit=unit, side=side_name(battle, actor.side), at_table=side_name(battle, battle.at_table)
            )
        # Close combat: a unit of the open group moves segment by segment until its four are spent (movement 6).
        if (actor.acted or acted_in_log(battle, here.id, ident)) and not _segments_left(battle, here.id, ident):
            return QT_TRANSLATE_NOOP("Rules", "{unit} has already acted in {step} this turn").format(
                unit=unit, step=step_words(here)
            )
        if not actor.can_act:
            return QT_TRANSLATE_NOOP("Rules", "{unit} cannot act in {step}: {why}").format(
                unit=unit, step=step_words(here), why=actor.note
            )
    return None


def _segments_left(battle: Battle, step: str, ident: str) -> bool:
    """Whether ``ident`` has close-combat segments left to move in the battle's group in this step (sequence of play,
    movement 6): the same reading as session/movement/close_combat.py's ``in_open_group``."""
    group = battle.close_combat
    return group is not None and group.is_in(battle.turn, step) and group.segments_left(ident) > 0


def play_begun(battle: Battle) -> str | None:
    """Whether the battle's play has begun (its set-up is over), and when, in words; None while it is being set up:
    turn 1's first step, before any action of play is committed (docs/rules-notes.md, "Sequence of play —
    set-up")."""
    from morefire_gui.model.actions import action_kinds

    kinds = action_kinds()
    return _begun(battle.turn, battle.step, next((r for r in battle.actions if _of_play(kinds, r)), None))


def play_begun_after_each(battle: Battle) -> Iterator[str | None]:
    """:func:`play_begun` as each of the battle's recorded actions left it, in their order: in the turn and step the
    next was taken in (the last: the battle's), with the actions up to it committed."""
    from morefire_gui.model.actions import action_kinds

    kinds = action_kinds()
    records = battle.actions
    first: ActionRecord | None = None
    for i, record in enumerate(records):
        if first is None and _of_play(kinds, record):
            first = record
        after = records[i + 1] if i + 1 < len(records) else None
        yield _begun(after.turn, after.step, first) if after is not None else _begun(battle.turn, battle.step, first)


def _of_play(kinds: Mapping[str, type[Action]], record: ActionRecord) -> bool:
    """Whether committing the recorded action means play has begun (a move, a shot; not the set-up's)."""
    kind = kinds.get(record.kind)
    return kind is not None and kind.begins_play


def _begun(turn: int, step: str | None, first: ActionRecord | None) -> str | None:
    """Whether play has begun in ``turn`` and ``step``, ``first`` the first action of play committed; when, in words."""
    if turn > 1 or step not in (None, "movement.road"):
        return QT_TRANSLATE_NOOP("Rules", "turn {turn}").format(turn=turn)
    if first is not None:
        return QT_TRANSLATE_NOOP("Rules", "{action} in turn {turn}").format(
            action=first.kind.replace("_", " "), turn=first.turn
        )
    return None
