"""The sequence of play in a battle: where the battle is (its turn and the step of the turn), who may act in a step
and who has, what lasts across turns and when it comes up, and advancing one step with everything that happens on
the way, as one edit (not applied). Qt-free: the phase dock and ``morefire turn`` are built on it.

    here = current_step(battle)                  # turn 7, artillery.impact, "3:00" of battle
    eligible_units(session)                      # who may act in this step, and who has
    coming_up(battle)                            # what lasts: immobilized until, missions in flight, set-up, ...
    result = advance(session, dice)              # the next step; at a new turn: statuses lift, marks are cleared,
    session.apply(result.edit)                   #   mud and island rolls are made (and logged)

When things happen (docs/rules-notes.md, "Sequence of play"):

* at the end of a turn: a turn of battery set-up or breakdown is spent (4.8); infantry in a minefield spend one
  more turn clearing it (3.61 c);
* at the start of a turn: statuses whose turn has come lift (3.5 suppression, breakdowns), last turn's marks
  (``moved``, ``acted``) are cleared, MUD's maintenance rolls (turns 10, 20, 30 ...), the ISLAND's waves (turns 1, 7
  and 12) and its activation roll;
* in the artillery phase: the missions whose ``impact_turn`` has come are fired at A and B (the barrage), counter-
  battery fire is counted at B (4.42), orders are written at C (4.12).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from shapely.geometry import Point

from morefire_gui.errors import UsageError
from morefire_gui.geometry.paths import TerrainContext
from morefire_gui.model.artillery import BatteryDefinition, BatteryKind, FireMissionRecord, MissionOrder
from morefire_gui.model.battle import Battle, Unit
from morefire_gui.model.log import LogEntry
from morefire_gui.model.terms import Status, TerrainKind
from morefire_gui.model.turns import CounterBatteryRecord
from morefire_gui.rules.artillery import ArtilleryError, Pattern, Shift
from morefire_gui.rules.batteries import CounterBattery, DeploymentState, advance_turn, counter_battery_turn
from morefire_gui.rules.catalogue import CatalogueEntry, GunRole, UnitKind, VehicleRole
from morefire_gui.rules.dice import Dice
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.fire_missions import (
    CeaseFire,
    FireAtRegistrationPoint,
    FireMission,
    FireOrder,
    Repeat,
    ShiftFire,
    give_order,
)
from morefire_gui.rules.sequence import Actors, Marks, Place, battle_clock
from morefire_gui.rules.tables import RuleTables
from morefire_gui.rules.weather import BattlefieldTerrain, is_maintenance_turn
from morefire_gui.session.artillery import (
    ReplaceBatteries,
    ReplaceFireMissions,
    battery_deployment,
    battery_guns,
    end_fire_mission,
    rules_battery,
    set_fire_mission,
)
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.conditions import maintenance_rolls, start_turn
from morefire_gui.session.edits import Aspect, Change, Compound, Edit
from morefire_gui.session.infantry import MELEE_REACH_YARDS
from morefire_gui.session.minefields import clearing_turns
from morefire_gui.session.unit_facts import (
    alive,
    conditions_of,
    fire_type_of,
    is_bunker,
    is_tank,
    is_weapon_system,
    role_of,
)
from morefire_gui.session.visibility import View, view_of

__all__ = [
    "Actor", "ActorKind", "AdvanceResult", "CurrentStep", "EffectKind", "Moment", "OrderKind", "OrderOutcome",
    "ReplaceActed", "ReplaceCounterBattery", "SetPlace", "TimedEffect", "WrittenOrder", "acted_in", "advance",
    "back", "coming_up", "counter_battery_targets", "current_step", "effect_seen", "eligible_units", "fire_step_for",
    "fired_note", "has_fired", "mark_fired",
    "island_raid", "island_waves", "mark_acted", "mission_text", "order_batteries", "public_effects",
    "roll_activation", "seen_effects", "write_order",
]

XY = tuple[float, float]
HIDDEN_POSITION = "a hidden position"  # another side's hidden position, as a side's view names it
START_OF_TURN = "start of turn"  # the log's phase of what happens before the movement phase


def _session(battle: Battle | BattleSession) -> BattleSession:
    """The services read the catalogue and the tables: a bare battle is read with the bundled ones."""
    return battle if isinstance(battle, BattleSession) else BattleSession(battle)


def _tables(battle: Battle | BattleSession, tables: RuleTables | None) -> RuleTables:
    if tables is not None:
        return tables
    if isinstance(battle, BattleSession):
        return battle.tables
    from morefire_gui.io.resources import rule_tables

    return rule_tables()


def _battle(battle: Battle | BattleSession) -> Battle:
    return battle.battle if isinstance(battle, BattleSession) else battle


# -- where the battle is ----------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class CurrentStep:
    """The battle's turn and the step of the sequence of play it is in; ``clock`` is the time of battle gone by when
    the turn began ("1 Turn = 30 seconds")."""

    turn: int
    place: Place
    clock: str

    @property
    def id(self) -> str:
        return self.place.id

    @property
    def title(self) -> str:
        return self.place.title

    @property
    def heading(self) -> str:
        """``Turn 7 — 3:00 of battle``."""
        return f"Turn {self.turn} — {self.clock} of battle"


def current_step(battle: Battle | BattleSession, tables: RuleTables | None = None) -> CurrentStep:
    tables = _tables(battle, tables)
    b = _battle(battle)
    return CurrentStep(b.turn, tables.sequence.place(b.step), battle_clock(b.turn, tables.sequence.seconds_per_turn))


# -- edits of the sequence's state --------------------------------------------------------------------------------------

@dataclass(frozen=True)
class SetPlace(Edit):
    """The battle's turn and step, before and after."""

    before: tuple[int, str | None]
    after: tuple[int, str | None]
    text: str = "Next step"

    def _put(self, battle: Battle, place: tuple[int, str | None]) -> list[Change]:
        battle.turn, battle.step = place
        return [Change(Aspect.TURN)]

    def apply(self, battle: Battle) -> list[Change]:
        return self._put(battle, self.after)

    def revert(self, battle: Battle) -> list[Change]:
        return self._put(battle, self.before)


MarkPairs = tuple[tuple[str, tuple[str, ...]], ...]


def _marks(acted: dict[str, tuple[str, ...]]) -> MarkPairs:
    return tuple((k, tuple(v)) for k, v in acted.items())


@dataclass(frozen=True)
class ReplaceActed(Edit):
    """The marks of who has acted in which step this turn, before and after."""

    before: MarkPairs
    after: MarkPairs
    text: str = "Mark acted"

    def apply(self, battle: Battle) -> list[Change]:
        battle.acted = dict(self.after)
        return [Change(Aspect.TURN)]

    def revert(self, battle: Battle) -> list[Change]:
        battle.acted = dict(self.before)
        return [Change(Aspect.TURN)]


@dataclass(frozen=True)
class ReplaceCounterBattery(Edit):
    """The battle's counter-battery fire in progress (4.42), before and after."""

    before: tuple[CounterBatteryRecord, ...]
    after: tuple[CounterBatteryRecord, ...]
    text: str = "Counter-battery fire"

    def apply(self, battle: Battle) -> list[Change]:
        battle.counter_battery = list(self.after)
        return [Change(Aspect.BATTLE)]

    def revert(self, battle: Battle) -> list[Change]:
        battle.counter_battery = list(self.before)
        return [Change(Aspect.BATTLE)]


def acted_in(battle: Battle, step_id: str) -> tuple[str, ...]:
    """The units and batteries marked as having acted in a step this turn."""
    return tuple(battle.acted.get(step_id, ()))


def mark_acted(battle: Battle, step_id: str, ids: Iterable[str], done: bool = True,
               tables: RuleTables | None = None) -> ReplaceActed:
    """Mark units or batteries as having acted in a step this turn (``done`` False: take the mark off). The tools
    of a step add this to their edit, so that undoing the act undoes the mark."""
    known = _tables(battle, tables).sequence.step_ids()
    if step_id not in known:
        raise UsageError(f"unknown step {step_id!r}; the steps are {', '.join(known)}")
    ids = list(dict.fromkeys(ids))
    planes = {getattr(a, "id", None) for a in getattr(battle, "aircraft", None) or ()}
    for ident in ids:
        if battle.unit(ident) is None and battle.battery(ident) is None and ident not in planes:
            raise UsageError(f"{ident!r} is neither a unit nor a battery of the battle")
    current = list(battle.acted.get(step_id, ()))
    if done:
        new = current + [i for i in ids if i not in current]
    else:
        new = [i for i in current if i not in ids]
    after = dict(battle.acted)
    if new:
        after[step_id] = tuple(new)
    else:
        after.pop(step_id, None)
    what = ", ".join(ids)
    return ReplaceActed(_marks(battle.acted), _marks(after),
                        f"{what}: {'acted' if done else 'not acted'} in {step_id}")


def has_fired(battle: Battle, unit_id: str, tables: RuleTables | None = None) -> bool:
    """Whether a unit has fired this turn: it is marked in a step of the direct fire phase (2.1's "a vehicle that
    fires", 2.2's "stationary firer" read it)."""
    sequence = _tables(battle, tables).sequence
    return any(unit_id in battle.acted.get(p.id, ()) for p in sequence.places() if p.phase.id == "fire")


BARRAGE_STEP = "artillery.impact"  # a battery's barrage is marked where it lands (4.3)
AT_VS_TANK, TANK_VS_TANK, TANK_VS_INFANTRY, INFANTRY_FIRE = (
    "fire.at_vs_tank", "fire.tank_vs_tank", "fire.tank_vs_infantry", "fire.infantry")


def fire_step_for(session: BattleSession, firer: str, target: str | None = None) -> str:
    """The step of the direct fire phase a unit's fire is marked in (docs/rules-notes.md, "Sequence of play —
    marks"): the battle's current step when it is a step of the direct fire phase the firer may act in; else the step
    that matches the firer and its target: a vehicle at a vehicle, tank vs tank (2); a vehicle at a gun, or its TMG
    and T-HE into a target area, tank vs infantry (3); an anti-tank gun or infantry anti-tank weapon, anti-tank vs
    tank (1); infantry fire into a target area, infantry vs infantry (4). ``target`` None is infantry fire (3.5) into
    a target area."""
    battle, catalogue = session.battle, session.catalogue
    unit = battle.unit(firer)
    if unit is None:
        raise UsageError(f"{firer!r} is not a unit of the battle")
    place = session.tables.sequence.place(battle.step)
    if place.phase.id == "fire" and any(a.id == firer for a in eligible_units(session, place.id)):
        return place.id
    entry = catalogue.get(unit.type)
    vehicle = entry is not None and entry.kind is UnitKind.VEHICLE
    if target is None:
        return TANK_VS_INFANTRY if vehicle else INFANTRY_FIRE
    if not vehicle:
        return AT_VS_TANK
    aimed = battle.unit(target)
    aimed_entry = catalogue.get(aimed.type) if aimed is not None else None
    return TANK_VS_TANK if aimed_entry is not None and aimed_entry.kind is UnitKind.VEHICLE else TANK_VS_INFANTRY


def mark_fired(battle: Battle, marks: Mapping[str, Iterable[str]], text: str = "Fired",
               tables: RuleTables | None = None) -> ReplaceActed | None:
    """Units or batteries marked as having acted in their steps this turn (``marks``: step id to ids), as ONE edit
    (the fire tools push it when the dice are rolled); None when every one of them is marked already. Refuses an
    unknown step or id as :func:`mark_acted` does."""
    after = dict(battle.acted)
    for step_id, ids in marks.items():
        ids = list(ids)
        mark_acted(battle, step_id, ids, tables=tables)  # the step and the ids checked, in words
        current = list(after.get(step_id, ()))
        new = current + [i for i in dict.fromkeys(ids) if i not in current]
        if new:
            after[step_id] = tuple(new)
    if after == dict(battle.acted):
        return None
    return ReplaceActed(_marks(battle.acted), _marks(after), text)


def fired_note(battle: Battle, ident: str, tables: RuleTables | None = None) -> str | None:
    """What the fire tools show before the dice when a unit (or battery) has already fired this turn: marked in a step
    of the direct fire phase (a battery: in artillery step A). Shown, not refused (docs/rules-notes.md)."""
    sequence = _tables(battle, tables).sequence
    if battle.battery(ident) is not None and battle.unit(ident) is None:
        if ident not in battle.acted.get(BARRAGE_STEP, ()):
            return None
        return (f"{ident} has already fired this turn (marked in {sequence.place(BARRAGE_STEP).brief}); its earlier "
                f"barrage is in the log")
    steps = [p.brief for p in sequence.places() if p.phase.id == "fire" and ident in battle.acted.get(p.id, ())]
    if not steps:
        return None
    return (f"{ident} has already fired this turn (marked in {', '.join(steps)}; 2.1 counts it as a unit that "
            f"fires); its earlier shot is in the log")


# -- who may act -------------------------------------------------------------------------------------------------------

class ActorKind(str, Enum):
    UNIT = "unit"
    BATTERY = "battery"
    AIRCRAFT = "aircraft"  # an airstrike of the battle's ``aircraft`` (rule 5)


def _aircraft(battle: Battle) -> list[object]:
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

    def __init__(self, session: BattleSession) -> None:
        self.session = session
        self.battle = session.battle

    def entry(self, unit: Unit) -> CatalogueEntry | None:
        return self.session.catalogue.get(unit.type)

    def kind(self, unit: Unit) -> UnitKind | None:
        entry = self.entry(unit)
        return entry.kind if entry is not None else None

    def label(self, unit: Unit) -> str:
        entry = self.entry(unit)
        what = entry.code if entry is not None else unit.type
        return f"{unit.id} {unit.name} ({what})" if unit.name else f"{unit.id} ({what})"

    def immobile(self, unit: Unit) -> str | None:
        """Why a unit cannot move this turn, or None."""
        if unit.has(Status.IMMOBILIZED):
            until = unit.status_until.get(Status.IMMOBILIZED)
            return "immobilized" + (f" until turn {until}" if until else "")
        if unit.has(Status.SUPPRESSED):
            return "suppressed: cannot move until it recovers (3.5)"
        if unit.riding_on is not None:
            return f"rides on {unit.riding_on}"
        return None

    def battery_of(self, unit: Unit) -> BatteryDefinition | None:
        return next((b for b in self.battle.batteries if unit.id in (b.units or ())), None)

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
        out = []
        masked = view.masked_units if view is not None else frozenset()
        unseen = view.unseen_units if view is not None else frozenset()
        for other_id in near:
            other = self.battle.unit(other_id)
            if other is None or other.id == unit.id or other.side == unit.side or not alive(other):
                continue
            if other.id in unseen or other.riding_on is not None:
                continue
            if other.id in masked:
                if HIDDEN_POSITION not in out:
                    out.append(HIDDEN_POSITION)
            elif accept(other):
                out.append(other.id)
        return out


def _moved_note(unit: Unit) -> str:
    if unit.moved is None:
        return ""
    return "moved on foot" if unit.moved.value == "infantry" else f"moved at {unit.moved.value}"


def _unit_actors(session: BattleSession, place: Place, view: View | None = None) -> list[Actor]:
    battle, facts = session.battle, _Facts(session)
    hidden = view.masked_units | view.unseen_units if view is not None else frozenset()
    actors = place.step.actors
    marked = set(battle.acted.get(place.id, ()))
    tables = session.tables
    sequence = tables.sequence
    fire_steps = {p.id: p for p in sequence.places() if p.phase.id == place.phase.id and p.id != place.id}
    road = TerrainContext.of(battle).road if actors is Actors.VEHICLES_ON_ROAD else None
    transports = {u.side for u in battle.units
                  if alive(u) and (e := facts.entry(u)) is not None and e.vehicle is not None and e.vehicle.transport}
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
            if road is not None and not road.intersects(Point(unit.at)):
                continue  # 1.3: only a vehicle on the road can spend the whole turn on it
            why = facts.immobile(unit)
        elif actors is Actors.AIRCRAFT:
            if kind is not UnitKind.AIRCRAFT:
                continue
        elif actors is Actors.AIR_DEFENCE:
            if kind is not UnitKind.AIRCRAFT and not facts.is_aa(entry):
                continue
        elif actors is Actors.MOUNT:
            if unit.riding_on is not None:
                notes.append(f"rides on {unit.riding_on}: may dismount")
            elif kind is UnitKind.INFANTRY and unit.side in transports:
                why = facts.immobile(unit)
            else:
                continue
        elif actors is Actors.INFANTRY_MOVERS:
            if kind not in (UnitKind.INFANTRY, UnitKind.GUN) or unit.riding_on is not None:
                continue
            why = facts.immobile(unit)
            battery = facts.battery_of(unit)
            if why is None and battery is not None and battery.deployment is not DeploymentState.IN_TRANSIT:
                # Another side's battery is its secret (4.1): its gun is seen on the table, the battery not named.
                of = battery.label if view is None or view.shows_side_secrets(battery.side) else "a battery"
                why = f"a gun of {of}, {battery.deployment.value.replace('_', ' ')}: only a battery in " \
                      f"transit moves (4.8)"
        elif actors is Actors.AT_WEAPONS:
            at_gun = kind is UnitKind.GUN and entry.gun is not None and entry.gun.role is GunRole.ANTI_TANK
            squad_at = kind is UnitKind.INFANTRY and role_of(entry) == "at_weapon"
            if not (at_gun or squad_at):
                continue
        elif actors is Actors.GUN_VEHICLES:
            if kind is not UnitKind.VEHICLE or not entry.guns:
                continue
        elif actors is Actors.ARMED_VEHICLES:
            if kind is not UnitKind.VEHICLE or not (entry.guns or entry.mgs):
                continue
        elif actors is Actors.INFANTRY_FIRERS:
            if kind is not UnitKind.INFANTRY or entry.infantry is None or entry.infantry.fir <= 0 \
                    or fire_type_of(entry, tables) is None:
                continue
            if unit.riding_on is not None:
                why = f"rides on {unit.riding_on}"
        elif actors is Actors.MELEE_CONTACT:
            if kind not in (UnitKind.INFANTRY, UnitKind.GUN) or unit.riding_on is not None:
                continue
            foes = facts.in_contact(unit, lambda o: facts.kind(o) in (UnitKind.INFANTRY, UnitKind.GUN), view)
            if not foes:
                continue
            notes.append(f"in contact with {', '.join(foes)}")
        elif actors is Actors.ASSAULT_CONTACT:
            if kind is not UnitKind.INFANTRY or unit.riding_on is not None:
                continue

            def tank_or_bunker(o: Unit) -> bool:
                e = facts.entry(o)
                return e is not None and (is_tank(e) or is_bunker(o))

            foes = facts.in_contact(unit, tank_or_bunker, view)
            if not foes:
                continue
            notes.append(f"in contact with {', '.join(foes)}")
            if unit.has(Status.SUPPRESSED):
                why = "suppressed: a suppressed infantry unit cannot assault a tank or bunker (3.2)"
        else:
            continue
        if place.phase.id == "fire" or actors is Actors.AIR_DEFENCE:
            if unit.has(Status.SUPPRESSED):
                why = "suppressed: cannot fire until it recovers (3.5)"
            elif unit.moved is not None and facts.weapon_system(entry):
                why = "moved this turn: weapon systems cannot fire the turn that they move (1.5)"
            earlier = [p.short for pid, p in fire_steps.items() if unit.id in battle.acted.get(pid, ())]
            if earlier:
                notes.append(f"acted in {', '.join(earlier)}")
        acted = unit.id in marked
        if place.step.marks is Marks.MOVED and unit.moved is not None:
            acted = True
            notes.insert(0, _moved_note(unit))
        if why is not None:
            notes.append(why)
        out.append(Actor(unit.id, ActorKind.UNIT, unit.side, facts.label(unit), acted, why is None or acted,
                         "; ".join(n for n in notes if n)))
    if actors in (Actors.AIRCRAFT, Actors.AIR_DEFENCE):
        for plane in _aircraft(battle):
            ident, side = str(getattr(plane, "id")), str(getattr(plane, "side"))
            name = getattr(plane, "name", None)
            label = f"{ident} {name} ({getattr(plane, 'type', '')})" if name else f"{ident} ({getattr(plane, 'type', '')})"
            out.append(Actor(ident, ActorKind.AIRCRAFT, side, label, ident in marked, True, "airstrike"))
    return out


def mission_text(battle: Battle, mission: FireMissionRecord, turn: int | None = None, named: bool = True) -> str:
    """A mission in words: ``bty1 (II./AR 2): FIRE at RP #1 (the ford), A200 R100, spread — lands in turn 5 (in 2
    turns)`` (``named`` False: without the battery)."""
    battery = battle.battery(mission.battery)
    name = f"{mission.battery} ({battery.name})" if battery is not None and battery.name else mission.battery
    if mission.registration_point is not None:
        side = battle.side(battery.side) if battery is not None else None
        point = side.registration_point(mission.registration_point) if side is not None else None
        aim = f"RP #{mission.registration_point}" + (f" ({point.name})" if point is not None and point.name else "")
    else:
        assert mission.at is not None
        aim = f"{mission.at[0]:g}, {mission.at[1]:g}"
    shifts = " then ".join(s.to_rules().text() for s in mission.shifts)
    text = (f"{name}: " if named else "") + f"{mission.order.value.upper()} at {aim}" + \
        (f", {shifts}" if shifts else "") + f", {mission.pattern.value} — lands in turn {mission.impact_turn}"
    if turn is not None:
        gap = mission.impact_turn - turn
        text += " (this turn)" if gap == 0 else f" (in {gap} turn{'s' if gap != 1 else ''})" if gap > 0 else \
            " (landed)"
    return text


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
        label = f"{b.id} ({b.name})" if b.name else b.id
        notes: list[str] = []
        can = True
        if place.step.actors is Actors.MISSIONS_LANDING:
            if mission is None or mission.impact_turn != battle.turn:
                continue
            notes.append(mission_text(battle, mission, named=False))
            if b.deployment is not DeploymentState.DEPLOYED:
                can = False
                notes.append(f"{b.deployment.value.replace('_', ' ')}: a battery must be deployed in order to fire "
                             f"(4.11)")
        else:
            if mission is not None:
                notes.append(mission_text(battle, mission, battle.turn, named=False))
            if counter is not None:
                notes.append(f"counter-battery fire at {counter.target} ({counter.turns_fired} turns)")
            if b.deployment is not DeploymentState.DEPLOYED:
                notes.append(b.deployment.value.replace("_", " ")
                             + (f", {b.turns_remaining} turns left" if b.turns_remaining else ""))
        out.append(Actor(b.id, ActorKind.BATTERY, b.side, label, b.id in marked, can, "; ".join(notes)))
    return out


def eligible_units(battle: Battle | BattleSession, step: str | None = None, view: View | None = None) -> list[Actor]:
    """The units (or batteries) that may act in a step of this turn (the battle's current step by default), side by
    side in the battle's order of sides, each with whether it has acted. Units that belong to the step but cannot act
    (suppressed, immobilized, a weapon system that moved) are listed with ``can_act`` False and the reason.

    With a side's ``view`` (a hot-seat game), only what that side may see: the other side's hidden positions and
    waves not landed are left out (the roster leaves them out too), and so are its batteries (4.1)."""
    session = _session(battle)
    b = session.battle
    place = session.tables.sequence.place(step if step is not None else b.step)
    actors = _battery_actors(session, place, view) if place.step.actors.batteries else \
        _unit_actors(session, place, view)
    order = {s.id: i for i, s in enumerate(b.sides)}
    return sorted(actors, key=lambda a: order.get(a.side, len(order)))


# -- what lasts across turns ---------------------------------------------------------------------------------------------

class Moment(str, Enum):
    """When in a turn a timed effect happens."""

    START = "start"  # at the start of the turn, before the movement phase
    ARTILLERY = "artillery"  # in the artillery fire phase
    END = "end"  # at the end of the turn


class EffectKind(str, Enum):
    SUPPRESSION = "suppression"
    IMMOBILIZED = "immobilized"
    STATUS = "status"
    FIRE_MISSION = "fire_mission"
    SET_UP = "set_up"
    BREAKDOWN = "breakdown"
    MINEFIELD_CLEARING = "minefield_clearing"
    COUNTER_BATTERY = "counter_battery"
    MAINTENANCE = "maintenance"
    ISLAND_WAVE = "island_wave"
    ISLAND_ACTIVATION = "island_activation"
    MARKS = "marks"
    NOTE = "note"


@dataclass(frozen=True)
class TimedEffect:
    """Something that happens on a turn: when (``turn`` and ``moment``), what, under which rule, to whom. ``pending``:
    due now and not done yet (an activation roll not rolled)."""

    turn: int
    moment: Moment
    kind: EffectKind
    text: str
    rule: str
    ids: tuple[str, ...] = ()
    pending: bool = False

    def when(self, now: int) -> str:
        """``turn 9 (in 2 turns)``, ``this turn``."""
        gap = self.turn - now
        if gap == 0:
            return "this turn"
        return f"turn {self.turn} (in {gap} turn{'s' if gap != 1 else ''})" if gap > 0 else f"turn {self.turn}"

    def to_dict(self, now: int | None = None) -> dict[str, object]:
        out: dict[str, object] = {"turn": self.turn, "moment": self.moment.value, "kind": self.kind.value,
                                  "text": self.text, "rule": self.rule, "ids": list(self.ids)}
        if now is not None:
            out["in_turns"] = self.turn - now
        if self.pending:
            out["pending"] = True
        return out


def island_waves(battle: Battle, tables: RuleTables) -> tuple[int, ...]:
    """ISLAND A: the turns the attacker's waves land (1, 7 and 12), when the battle is an island invasion: made by the
    scenario system's ISLAND special, or a battle of the island terrain type with no briefing. Tarawa is not one."""
    briefing = getattr(battle, "briefing", None)
    special = getattr(briefing, "special", None)
    if briefing is not None:
        if getattr(special, "value", special) != "island":
            return ()
    elif battle.settings.terrain_type is not BattlefieldTerrain.ISLAND:
        return ()
    scenario = getattr(tables, "scenario", None)
    turns = getattr(getattr(getattr(scenario, "specials", None), "island", None), "wave_turns", None)
    return tuple(turns) if turns else (1, 7, 12)


def _attacker(battle: Battle) -> str | None:
    mission = getattr(battle, "mission", None)
    if mission is not None and getattr(mission, "attacker", None):
        return str(mission.attacker)
    briefing = getattr(battle, "briefing", None)
    attacker = getattr(briefing, "attacker", None)
    return str(getattr(attacker, "value", attacker)) if attacker is not None else None


def _defender(battle: Battle) -> str | None:
    mission = getattr(battle, "mission", None)
    if mission is not None and getattr(mission, "defender", None):
        return str(mission.defender)
    attacker = _attacker(battle)
    others = [s.id for s in battle.sides if s.id != attacker]
    return others[0] if attacker is not None and len(others) == 1 else None


def island_raid(battle: Battle, tables: RuleTables) -> bool:
    """ISLAND D: "If Naval Bombardment is not used, (a Raid) then the defender must make an activation roll (d10)
    each turn." Reading: naval bombardment is used when the attacker (or, not knowing the attacker, any side) has a
    naval battery."""
    if not island_waves(battle, tables):
        return False
    attacker = _attacker(battle)
    return not any(b.kind is BatteryKind.NAVAL and (attacker is None or b.side == attacker) for b in battle.batteries)


def _activation_rolled(battle: Battle, turn: int) -> LogEntry | None:
    return next((e for e in reversed(battle.log) if e.kind == "island_activation" and e.turn == turn), None)


def _ordinal(n: int) -> str:
    return {1: "first", 2: "second", 3: "third"}.get(n, f"{n}th")


def _counter_battery_effects(battle: Battle, tables: RuleTables, now: int, past_b: bool) -> list[TimedEffect]:
    zeroing = tables.artillery.counter_battery.zeroing_turns
    out = []
    for record in battle.counter_battery:
        counted_now = record.fired_turn == now
        next_turn = now + 1 if counted_now or past_b or record.called_turn >= now else now
        fire_no = record.turns_fired + 1
        first_gun = next_turn + max(0, zeroing - record.turns_fired)
        if fire_no <= zeroing:
            text = (f"{record.battery}'s counter-battery fire at {record.target}: turn {fire_no} of {zeroing} zeroing "
                    f"in; it destroys a gun a turn from turn {first_gun}")
        else:
            text = f"{record.battery}'s counter-battery fire at {record.target}: zeroed in, destroys a gun"
        out.append(TimedEffect(next_turn, Moment.ARTILLERY, EffectKind.COUNTER_BATTERY, text, "4.42",
                               (record.battery, record.target)))
    return out


def coming_up(battle: Battle | BattleSession, tables: RuleTables | None = None,
              view: View | None = None) -> list[TimedEffect]:
    """What lasts across turns and when it comes up, from this turn on, in the order it happens: statuses that lift
    (suppression, breakdowns), fire missions in flight and their impact turn, battery set-up and breakdown,
    minefields being cleared, counter-battery fire, MUD's next maintenance rolls, the ISLAND's waves and activation
    roll. With a side's ``view``, only what that side may see (:func:`effect_seen`)."""
    tables = _tables(battle, tables)
    b = _battle(battle)
    now = b.turn
    place = tables.sequence.place(b.step)
    out: list[TimedEffect] = []
    for unit in b.units:
        for status, until in unit.status_until.items():
            if until <= now:
                continue
            if status is Status.SUPPRESSED:
                out.append(TimedEffect(until, Moment.START, EffectKind.SUPPRESSION,
                                       f"{unit.id} recovers from suppression", "3.5", (unit.id,)))
            elif status is Status.IMMOBILIZED:
                out.append(TimedEffect(until, Moment.START, EffectKind.IMMOBILIZED,
                                       f"{unit.id} is no longer immobilized", "MUD/MOUNTAINS", (unit.id,)))
            else:
                out.append(TimedEffect(until, Moment.START, EffectKind.STATUS,
                                       f"{unit.id} is no longer {status.value}", "", (unit.id,)))
    for mission in b.fire_missions:
        if mission.impact_turn >= now:
            out.append(TimedEffect(mission.impact_turn, Moment.ARTILLERY, EffectKind.FIRE_MISSION,
                                   mission_text(b, mission), "4.2", (mission.battery,)))
    for battery in b.batteries:
        if battery.deployment in (DeploymentState.SETTING_UP, DeploymentState.BREAKING_DOWN) and battery.turns_remaining:
            last = now + battery.turns_remaining - 1
            setting_up = battery.deployment is DeploymentState.SETTING_UP
            text = (f"{battery.label} completes its set-up: deployed, it fires from turn {last + 1}" if setting_up else
                    f"{battery.label} completes its breakdown: in transit, it moves from turn {last + 1}")
            out.append(TimedEffect(last, Moment.END, EffectKind.SET_UP if setting_up else EffectKind.BREAKDOWN, text,
                                   "4.8", (battery.id,)))
    needed = tables.infantry.minefields.clearing_turns
    for piece in b.terrain:
        if piece.kind is not TerrainKind.MINEFIELD or piece.cleared or not piece.clearing:
            continue
        unit_id, spent = max(piece.clearing.items(), key=lambda kv: kv[1])
        out.append(TimedEffect(now + max(0, needed - spent - 1), Moment.END, EffectKind.MINEFIELD_CLEARING,
                               f"minefield {piece.id} is cleared if {unit_id} stays in it ({spent} of {needed} turns)",
                               "3.61", (piece.id, unit_id)))
    impact = tables.sequence.place("artillery.damage").index
    out += _counter_battery_effects(b, tables, now, place.index >= impact)
    if conditions_of(b).mud:
        every = tables.conditions.mud.maintenance_every
        out.append(TimedEffect((now // every + 1) * every, Moment.START, EffectKind.MAINTENANCE,
                               "maintenance rolls: every vehicle rolls 2d6, a 2 or a 12 is stuck", "MUD"))
    waves = island_waves(b, tables)
    for n, turn in enumerate(waves, start=1):
        if turn >= now:
            out.append(TimedEffect(turn, Moment.START, EffectKind.ISLAND_WAVE,
                                   f"the attacker's {_ordinal(n)} wave lands", "ISLAND A"))
    if island_raid(b, tables):
        rolled = _activation_rolled(b, now)
        if rolled is None:
            out.append(TimedEffect(now, Moment.START, EffectKind.ISLAND_ACTIVATION,
                                   "the defender's activation roll for this turn is not rolled yet", "ISLAND D",
                                   pending=True))
        else:
            out.append(TimedEffect(now, Moment.START, EffectKind.ISLAND_ACTIVATION, f"alerted: {rolled.summary}",
                                   "ISLAND D"))
        out.append(TimedEffect(now + 1, Moment.START, EffectKind.ISLAND_ACTIVATION,
                               "the defender's activation roll (d10 + the turn, x 10%)", "ISLAND D"))
    moment_order = {Moment.START: 0, Moment.ARTILLERY: 1, Moment.END: 2}
    return seen_effects(b, sorted(out, key=lambda e: (e.turn, moment_order[e.moment])), view)


def effect_seen(battle: Battle, effect: TimedEffect, view: View | None) -> bool:
    """Whether a side's ``view`` shows a timed effect (None, or the umpire's view: all). Not shown: what a battery of
    a side whose artillery is secret does (its mission in flight, its set-up or breakdown, its counter-battery fire:
    4.1's written requests), and anything about a unit the view does not show (another side's hidden position or
    wave not landed) or a minefield it does not know (3.6). The effect's first id is the battery it is about."""
    if view is None or view.side is None:
        return True
    if effect.ids:
        battery = battle.battery(effect.ids[0])
        if battery is not None and not view.shows_side_secrets(battery.side):
            return False
    unseen = view.masked_units | view.unseen_units | view.hidden_pieces
    return not any(i in unseen for i in effect.ids)


def seen_effects(battle: Battle, effects: Iterable[TimedEffect], view: View | None) -> list[TimedEffect]:
    """The effects a side's ``view`` shows, in their order."""
    return [e for e in effects if effect_seen(battle, e, view)]


def public_effects(battle: Battle, effects: Iterable[TimedEffect]) -> list[TimedEffect]:
    """The effects every side may see: what may be said where any player may read it later (the window's trail of
    messages in a hot-seat game)."""
    views = [view_of(battle, s.id) for s in battle.sides]
    return [e for e in effects if all(effect_seen(battle, e, v) for v in views)]


# -- advancing ------------------------------------------------------------------------------------------------------------

class _Staged:
    """Edits worked out one after another, each on the battle as the ones before leave it (a maintenance roll must
    see the statuses the start of the turn lifted), then taken back, so that the caller applies them as one edit."""

    def __init__(self, battle: Battle) -> None:
        self.battle = battle
        self.edits: list[Edit] = []

    def add(self, edit: Edit) -> None:
        if isinstance(edit, Compound) and not edit.edits:
            return
        edit.apply(self.battle)
        self.edits.append(edit)

    def unwind(self) -> None:
        for edit in reversed(self.edits):
            edit.revert(self.battle)


@dataclass(frozen=True)
class AdvanceResult:
    """One step forward: where the battle was and is, what happened on the way (``events``), every step of it
    explained, the log entries recorded for the rolls made, and the one edit (not applied)."""

    before: CurrentStep
    after: CurrentStep
    edit: Edit
    events: tuple[TimedEffect, ...]
    steps: tuple[Step, ...]
    entries: tuple[LogEntry, ...] = field(default=())

    @property
    def new_turn(self) -> bool:
        return self.after.turn != self.before.turn


def roll_activation(session: BattleSession, dice: Dice | None = None, turn: int | None = None) -> LogEntry:
    """ISLAND D: the defender's activation roll for a turn (this one by default), logged (kind
    ``island_activation``)."""
    battle = session.battle
    turn = battle.turn if turn is None else turn
    if not island_raid(battle, session.tables):
        raise UsageError("the activation roll is the ISLAND special's, when naval bombardment is not used (a raid)")
    return _activation(session, dice if dice is not None else session.dice, turn).record(session)


@dataclass(frozen=True)
class _Record:
    """A log entry to record once the staged edits are taken back (listeners such as the autosave must never see
    the battle half-way through a step)."""

    kind: str
    title: str
    summary: str
    steps: tuple[Step, ...]
    turn: int
    phase: str
    side: str | None = None
    secret: bool = False  # only ``side`` sees it in a side's view (hot seat)

    def record(self, session: BattleSession) -> LogEntry:
        return session.record(self.kind, self.title, self.summary, self.steps, side=self.side, turn=self.turn,
                              phase=self.phase, secret=self.secret)


# A side's own notes of a step (its batteries, its missions), kept out of what the other side may read.
Private = dict[str, list[Step]]


def _private_records(private: Private, kind: str, title: str, turn: int, phase: str) -> list[_Record]:
    """One secret log entry per side for what only it may read (4.1: its batteries and written requests)."""
    return [_Record(kind, f"{title}: {side}'s artillery", "; ".join(s.text() for s in steps), tuple(steps), turn,
                    phase, side, secret=True) for side, steps in private.items() if steps]


def _activation(session: BattleSession, dice: Dice, turn: int) -> _Record:
    from morefire_gui.rules.scenario_specials import island_activation

    result = island_activation(turn, dice)
    return _Record("island_activation", f"Activation roll, turn {turn}",
                   f"{result.percent}% of the defender's original total", result.steps, turn, START_OF_TURN,
                   _defender(session.battle))


def _end_of_turn(session: BattleSession, turn: int, staged: _Staged
                 ) -> tuple[list[TimedEffect], list[Step], Private]:
    """4.8: a turn of set-up or breakdown is spent (the battery's side's own notes); 3.61 c: infantry in a minefield
    spend one more turn clearing it."""
    battle = session.battle
    events: list[TimedEffect] = []
    steps: list[Step] = []
    private: Private = {}
    before = tuple(battle.batteries)
    after: list[BatteryDefinition] = []
    for b in before:
        deployment = battery_deployment(b)
        if deployment.state in (DeploymentState.SETTING_UP, DeploymentState.BREAKING_DOWN):
            new = advance_turn(deployment)
            changed = b.model_copy(update={"deployment": new.state, "turns_remaining": new.turns_remaining or None})
            after.append(changed)
            if new.state is not deployment.state:
                kind = EffectKind.SET_UP if deployment.state is DeploymentState.SETTING_UP else EffectKind.BREAKDOWN
                text = f"{b.label}: {new.steps[0].text() if new.steps else new.state.value}"
                events.append(TimedEffect(turn, Moment.END, kind, text, "4.8", (b.id,)))
                private.setdefault(b.side, []).append(NoteStep(
                    f"end of turn {turn}: {b.label} "
                    f"{'is deployed' if new.state is DeploymentState.DEPLOYED else 'is in transit'}", "4.8"))
            else:
                private.setdefault(b.side, []).append(NoteStep(
                    f"end of turn {turn}: {b.label} has {new.turns_remaining} turn(s) of "
                    f"{deployment.state.value.replace('_', ' ')} left", "4.8"))
        else:
            after.append(b)
    if tuple(after) != before:
        staged.add(ReplaceBatteries(before, tuple(after), "Set-up and breakdown"))
    clearing = clearing_turns(session)
    if clearing.turns:
        steps += clearing.steps
    for piece in clearing.cleared:
        events.append(TimedEffect(turn, Moment.END, EffectKind.MINEFIELD_CLEARING,
                                  f"minefield {piece} is cleared by the infantry in it", "3.61", (piece,)))
    staged.add(clearing.edit)
    return events, steps, private


def _start_of_turn(session: BattleSession, turn: int, staged: _Staged
                   ) -> tuple[list[TimedEffect], list[Step], Private]:
    """What needs no dice: statuses that lift and last turn's moves forgotten (session.conditions.start_turn), last
    turn's marks cleared, the ISLAND's waves, the missions that land this turn (their side's own notes)."""
    battle, tables = session.battle, session.tables
    events: list[TimedEffect] = []
    steps: list[Step] = []
    private: Private = {}
    start = start_turn(session, turn)
    staged.add(start.edit)
    steps += start.steps
    for unit_id, status in start.lifted:
        kind = EffectKind.SUPPRESSION if status is Status.SUPPRESSED else \
            EffectKind.IMMOBILIZED if status is Status.IMMOBILIZED else EffectKind.STATUS
        text = f"{unit_id} recovers from suppression" if status is Status.SUPPRESSED else \
            f"{unit_id} is no longer {status.value}"
        events.append(TimedEffect(turn, Moment.START, kind, text, "3.5" if kind is EffectKind.SUPPRESSION else
                                  "MUD/MOUNTAINS", (unit_id,)))
    if battle.acted:
        staged.add(ReplaceActed(_marks(battle.acted), (), "Marks cleared"))
        steps.append(NoteStep(f"turn {turn}: last turn's marks of who acted are cleared", "Sequence of play"))
    for n, wave in enumerate(island_waves(battle, tables), start=1):
        if wave == turn:
            text = f"the attacker's {_ordinal(n)} wave lands"
            events.append(TimedEffect(turn, Moment.START, EffectKind.ISLAND_WAVE, text, "ISLAND A"))
            steps.append(NoteStep(f"turn {turn}: {text}", "ISLAND A"))
    for mission in battle.fire_missions:
        if mission.impact_turn == turn:
            events.append(TimedEffect(turn, Moment.ARTILLERY, EffectKind.FIRE_MISSION, mission_text(battle, mission),
                                      "4.2", (mission.battery,)))
            battery = battle.battery(mission.battery)
            note = NoteStep(f"turn {turn}: {mission_text(battle, mission)}", "4.2")
            if battery is not None:
                private.setdefault(battery.side, []).append(note)
            else:
                steps.append(note)
    return events, steps, private


def _concealed_units(battle: Battle) -> set[str]:
    """The units some side's view does not show as they are (hidden positions, waves not landed)."""
    views = [view_of(battle, s.id) for s in battle.sides]
    return set().union(*(v.masked_units | v.unseen_units for v in views)) if views else set()


def _by_concealment(rolls: Iterable[Any], battle: Battle, concealed: set[str]) -> dict[str | None, list[Any]]:
    """Rolls (each with its ``unit_id``) grouped: None for the units every side sees, else by the concealed
    unit's side. The public group comes first, and is there even when empty."""
    out: dict[str | None, list[Any]] = {None: []}
    for r in rolls:
        unit = battle.unit(r.unit_id)
        side = unit.side if unit is not None and r.unit_id in concealed else None
        out.setdefault(side, []).append(r)
    return out


def _start_of_turn_rolls(session: BattleSession, turn: int, dice: Dice, staged: _Staged
                         ) -> tuple[list[TimedEffect], list[_Record]]:
    """The rolls of the start of a turn, each logged: MUD's maintenance rolls (turns 10, 20, 30 ...) and the
    ISLAND's activation roll."""
    battle, tables = session.battle, session.tables
    events: list[TimedEffect] = []
    entries: list[_Record] = []
    if conditions_of(battle).mud and is_maintenance_turn(turn, tables.conditions):
        mud = maintenance_rolls(session, turn, dice)
        staged.add(mud.edit)
        # A hidden position's roll would tell the other side it is a vehicle, and where: its side's own entry.
        concealed = _concealed_units(battle)
        for side, rolls in _by_concealment(mud.rolls, battle, concealed).items():
            stuck = [r.unit_id for r in rolls if r.immobilized]
            summary = f"{len(rolls)} vehicles rolled; " + (f"stuck: {', '.join(stuck)}" if stuck else "none stuck")
            steps = tuple(s for r in rolls for s in r.steps)
            if side is None:
                entries.append(_Record("maintenance", f"Maintenance rolls, turn {turn}", summary, steps, turn,
                                       START_OF_TURN))
            else:
                entries.append(_Record("maintenance", f"Maintenance rolls, turn {turn}: {side}'s hidden positions",
                                       summary, steps, turn, START_OF_TURN, side, secret=True))
            # A secret group's effect names its units, so that only their side's view shows it.
            ids = tuple(stuck) if side is None else tuple(r.unit_id for r in rolls)
            events.append(TimedEffect(turn, Moment.START, EffectKind.MAINTENANCE, f"maintenance rolls: {summary}",
                                      "MUD", ids))
    if island_raid(battle, tables):
        entry = _activation(session, dice, turn)
        entries.append(entry)
        events.append(TimedEffect(turn, Moment.START, EffectKind.ISLAND_ACTIVATION, f"alerted: {entry.summary}",
                                  "ISLAND D"))
    return events, entries


def _counter_battery(session: BattleSession, turn: int, staged: _Staged
                     ) -> tuple[list[TimedEffect], list[Step], list[_Record]]:
    """(The log entries are the firing sides' own: 4.1's written requests.)"""
    """4.42, at artillery step B of ``turn``: each counter-battery order written before this turn counts one more
    turn of continuous fire (or starts again if its battery could not fire); zeroed in, it destroys one gun."""
    battle, tables = session.battle, session.tables
    events: list[TimedEffect] = []
    steps: list[Step] = []
    private: Private = {}
    records = list(battle.counter_battery)
    batteries = list(battle.batteries)
    missions = list(battle.fire_missions)
    changed = False
    for i, record in enumerate(records):
        if record.fired_turn == turn or record.called_turn >= turn:
            continue  # counted already this turn, or written this turn: it fires from the next
        shooter = next((b for b in batteries if b.id == record.battery), None)
        target = next((b for b in batteries if b.id == record.target), None)
        if target is None:
            continue
        side = battle.side(target.side)
        assert side is not None
        rules_target = rules_battery(battle, target, side, session.catalogue, tables)
        fired = shooter is not None and battery_deployment(shooter).can_fire
        result = counter_battery_turn(CounterBattery(record.turns_fired), rules_target, tables.artillery, fired=fired)
        these = list(result.steps)
        if not fired:
            these.insert(0, NoteStep(f"{record.battery} cannot fire this turn", "4.11"))
        steps += these
        private.setdefault(shooter.side if shooter is not None else target.side, []).extend(these)
        records[i] = record.model_copy(update={"turns_fired": result.state.turns_fired, "fired_turn": turn})
        changed = True
        text = f"{record.battery}'s counter-battery fire at {record.target}: " + (
            f"{result.guns_destroyed} gun destroyed, {result.guns_left} left" if result.guns_destroyed else
            f"turn {result.state.turns_fired} of zeroing in" if fired else "not fired, the count starts again")
        events.append(TimedEffect(turn, Moment.ARTILLERY, EffectKind.COUNTER_BATTERY, text, "4.42",
                                  (record.battery, record.target)))
        if result.guns_destroyed:
            if result.guns_left > 0:
                batteries = [b.model_copy(update={"guns": result.guns_left}) if b.id == target.id else b
                             for b in batteries]
            else:
                batteries = [b for b in batteries if b.id != target.id]
                missions = [m for m in missions if m.battery != target.id]
                gone = NoteStep(f"{target.label} has no guns left", "4.42")
                steps.append(gone)
                private.setdefault(shooter.side if shooter is not None else target.side, []).append(gone)
    entries: list[_Record] = []
    if changed:
        # Batteries with no guns left go, with their missions and the counter-battery fire at them or from them.
        ids = {b.id for b in batteries}
        records = [r for r in records if r.battery in ids and r.target in ids]
        if missions != battle.fire_missions:
            staged.add(ReplaceFireMissions(tuple(battle.fire_missions), tuple(missions)))
        if batteries != battle.batteries:
            staged.add(ReplaceBatteries(tuple(battle.batteries), tuple(batteries), "Counter-battery fire"))
        staged.add(ReplaceCounterBattery(tuple(battle.counter_battery), tuple(records)))
        entries += _private_records(private, "counter_battery", f"Counter-battery fire, turn {turn}", turn,
                                    "artillery.damage")
    return events, steps, entries


def advance(session: BattleSession, dice: Dice | None = None) -> AdvanceResult:
    """The next step of the sequence of play, and everything that happens on the way, as one edit (not applied):
    after the last step of a turn, the end of that turn and the start of the next; entering artillery step B,
    counter-battery fire. Rolls are made with ``dice`` (the session's by default) and logged at once: the log keeps
    them if the step is undone. Raises :class:`UsageError` if the battle's step is unknown."""
    battle, tables = session.battle, session.tables
    dice = dice if dice is not None else session.dice
    before = current_step(session)
    nxt, wraps = tables.sequence.after(battle.step)
    turn = battle.turn + 1 if wraps else battle.turn
    events: list[TimedEffect] = []
    steps: list[Step] = []
    records: list[_Record] = []
    staged = _Staged(battle)
    text = f"Turn {turn} begins" if wraps else f"Next: {nxt.brief}"
    try:
        if wraps:
            e, s, end_private = _end_of_turn(session, battle.turn, staged)
            events += e
            steps += s
            e, s, start_private = _start_of_turn(session, turn, staged)
            events += e
            steps += s
            clock = battle_clock(turn, tables.sequence.seconds_per_turn)
            steps.insert(0, NoteStep(f"turn {turn} begins: {clock} of battle", "SCALES"))
            # What every side may read goes in the turn's entry; each side's batteries and missions in its own.
            summary = "; ".join(e.text for e in public_effects(battle, events)) or \
                "nothing carries over into this turn"
            records.append(_Record("turn", f"Turn {turn} begins ({clock} of battle)", summary, tuple(steps), turn,
                                   START_OF_TURN))
            private = {side: end_private.get(side, []) + start_private.get(side, [])
                       for side in {*end_private, *start_private}}
            records += _private_records(private, "turn", f"Turn {turn} begins", turn, START_OF_TURN)
            steps += [s for side_steps in private.values() for s in side_steps]
            e, logged = _start_of_turn_rolls(session, turn, dice, staged)
            events += e
            records += logged
        if nxt.id == "artillery.impact" and not wraps:
            for m in battle.fire_missions:
                if m.impact_turn == turn:
                    events.append(TimedEffect(turn, Moment.ARTILLERY, EffectKind.FIRE_MISSION,
                                              mission_text(battle, m), "4.2", (m.battery,)))
        if nxt.id == "artillery.damage":
            fired = set(battle.acted.get("artillery.impact", ()))
            for m in battle.fire_missions:
                if m.impact_turn == turn and m.battery not in fired:
                    events.append(TimedEffect(turn, Moment.ARTILLERY, EffectKind.NOTE,
                                              f"{m.battery}'s mission lands this turn and has not been fired", "4.2",
                                              (m.battery,)))
            e, s, logged = _counter_battery(session, turn, staged)
            events += e
            steps += s
            records += logged
    finally:
        staged.unwind()
    entries = tuple(r.record(session) for r in records)
    after_place = (turn, nxt.id)
    edit = Compound((*staged.edits, SetPlace((battle.turn, battle.step), after_place, text)), text)
    after = CurrentStep(turn, nxt, battle_clock(turn, tables.sequence.seconds_per_turn))
    return AdvanceResult(before, after, edit, tuple(events), tuple(steps), entries)


def back(session: BattleSession) -> SetPlace:
    """The step before this one, within the turn (nothing that happened is undone). Going back over the start of a
    turn would leave its rolls applied: that is undoing the step forward, not a step back."""
    battle, tables = session.battle, session.tables
    prev, wraps = tables.sequence.before(battle.step)
    if wraps:
        raise UsageError(f"turn {battle.turn} has begun: undo the step into it to go back to turn {battle.turn - 1}")
    return SetPlace((battle.turn, battle.step), (battle.turn, prev.id), f"Back: {prev.brief}")


# -- artillery orders (4.12), written at step C ------------------------------------------------------------------------

def order_batteries(battle: Battle, view: View | None = None) -> list[BatteryDefinition]:
    """The batteries a player may write orders for: every one (``view`` None or the umpire's), or those of the
    viewing side (4.1: the other side's batteries and orders are secret)."""
    return [b for b in battle.batteries if view is None or view.shows_side_secrets(b.side)]


def _fire_landed(battle: Battle, battery_id: str) -> bool:
    """Whether the battery's mission has landed on the table (fired in artillery step A of its impact turn, or its
    impact turn is past): its fire has shown it to the other side."""
    mission = battle.fire_mission(battery_id)
    if mission is None:
        return False
    return mission.impact_turn < battle.turn or (
        mission.impact_turn == battle.turn and battery_id in battle.acted.get("artillery.impact", ()))


def counter_battery_targets(battle: Battle, battery_id: str, view: View | None = None) -> list[BatteryDefinition]:
    """The off-board batteries of the other sides that ``battery_id`` may fire counter-battery fire at (4.42; naval
    guns are not subject to it, 4.7). With a side's ``view``, only those it knows of: a battery whose mission has
    landed on the table, or one its own batteries already fire at (the others are the other side's secret, 4.1)."""
    battery = battle.battery(battery_id)
    if battery is None:
        return []
    out = [b for b in battle.batteries if b.side != battery.side and b.kind is BatteryKind.OFF_BOARD]
    if view is None or view.side is None:
        return out
    aimed = {c.target for c in battle.counter_battery
             if (own := battle.battery(c.battery)) is not None and own.side == view.side}
    return [b for b in out if view.shows_side_secrets(b.side) or b.id in aimed or _fire_landed(battle, b.id)]


class OrderKind(str, Enum):
    """4.12's written orders, and counter-battery fire at an off-board battery (4.42)."""

    FIRE = "fire"
    REPEAT = "repeat"
    SHIFT = "shift"
    CEASE_FIRE = "cease_fire"
    COUNTER_BATTERY = "counter_battery"


@dataclass(frozen=True)
class WrittenOrder:
    """A battery's written order: FIRE at registration point ``registration_point`` (with an initial ``shift`` and the
    ``pattern``), REPEAT, SHIFT by ``shift``, CEASE FIRE, or counter-battery fire at battery ``target``."""

    battery: str
    kind: OrderKind
    registration_point: int | None = None
    shift: Shift | None = None
    pattern: Pattern = Pattern.SPREAD
    target: str | None = None

    def rules_order(self) -> FireOrder:
        if self.kind is OrderKind.FIRE:
            if self.registration_point is None:
                raise UsageError("a FIRE order names a registration point (4.12 A)")
            return FireAtRegistrationPoint(self.registration_point, self.shift, self.pattern)
        if self.kind is OrderKind.REPEAT:
            return Repeat()
        if self.kind is OrderKind.SHIFT:
            if self.shift is None:
                raise UsageError("a SHIFT order gives its shift: add/drop and right/left yards (4.12 C)")
            return ShiftFire(self.shift)
        return CeaseFire()


@dataclass(frozen=True)
class OrderOutcome:
    order: WrittenOrder
    mission: FireMissionRecord | None
    counter_battery: CounterBatteryRecord | None
    edit: Edit
    steps: tuple[Step, ...]


def write_order(session: BattleSession, order: WrittenOrder, turn: int | None = None) -> OrderOutcome:
    """A battery's order written in the artillery phase of ``turn`` (the battle's by default), as one edit (not
    applied) that also marks the battery as having acted in step C. FIRE starts a new mission landing after the 4.2
    time lapse; REPEAT and SHIFT land the next turn; CEASE FIRE ends the mission and any counter-battery fire;
    counter-battery fire starts counting the next turn (4.42). Raises :class:`UsageError` for an order the rules do
    not allow."""
    battle, tables = session.battle, session.tables
    turn = battle.turn if turn is None else turn
    battery = battle.battery(order.battery)
    if battery is None:
        known = ", ".join(b.id for b in battle.batteries) or "none"
        raise UsageError(f"unknown battery {order.battery!r}; the batteries are: {known}")
    side = battle.side(battery.side)
    assert side is not None
    mission = battle.fire_mission(battery.id)
    counter = next((c for c in battle.counter_battery if c.battery == battery.id), None)
    edits: list[Edit] = []
    steps: list[Step] = []
    new_mission: FireMissionRecord | None = None
    new_counter: CounterBatteryRecord | None = None

    def drop_counter() -> None:
        if counter is not None:
            edits.append(ReplaceCounterBattery(tuple(battle.counter_battery),
                                               tuple(c for c in battle.counter_battery if c.battery != battery.id)))
            steps.append(NoteStep(f"{battery.id}'s counter-battery fire at {counter.target} ends", "4.42"))

    if order.kind is OrderKind.CEASE_FIRE:
        if mission is None and counter is None:
            raise UsageError(f"{battery.label} has no fire mission and no counter-battery fire to cease")
        if mission is not None:
            edits.append(end_fire_mission(battle, battery.id))
            steps.append(NoteStep(f"CEASE FIRE: {battery.label}'s mission ends", "4.12"))
        drop_counter()
    elif order.kind is OrderKind.COUNTER_BATTERY:
        target = battle.battery(order.target or "")
        if target is None:
            raise UsageError(f"counter-battery fire needs a target battery; the batteries are "
                             f"{', '.join(b.id for b in battle.batteries)}")
        if target.side == battery.side:
            raise UsageError(f"{target.label} is a battery of {battery.side}'s own side")
        if target.kind is BatteryKind.NAVAL:
            raise ArtilleryError(f"{target.label}: naval guns are not subject to counter-battery fire (4.7)")
        if target.kind is BatteryKind.ON_BOARD:
            raise ArtilleryError(f"{target.label} is on the board: counter-battery fire (4.42) is at off-board "
                                 f"batteries; fire a barrage at its guns (4.6)")
        if not battery_deployment(battery).can_fire:
            raise ArtilleryError(f"{battery.label} is {battery.deployment.value.replace('_', ' ')}: a battery must be "
                                 f"deployed in order to fire (4.11)")
        if mission is not None:
            edits.append(end_fire_mission(battle, battery.id))
        new_counter = CounterBatteryRecord(battery=battery.id, target=target.id, called_turn=turn)
        others = tuple(c for c in battle.counter_battery if c.battery != battery.id)
        edits.append(ReplaceCounterBattery(tuple(battle.counter_battery), (*others, new_counter)))
        zeroing = tables.artillery.counter_battery.zeroing_turns
        steps.append(NoteStep(f"{battery.label} fires counter-battery fire at {target.label} from turn {turn + 1}: "
                              f"{zeroing} turns of continuous fire to zero in, then one gun a turn", "4.42"))
    else:
        rules = rules_battery(battle, battery, side, session.catalogue, tables)
        if order.kind is OrderKind.FIRE and order.registration_point is not None \
                and side.registration_point(order.registration_point) is None:
            plotted = ", ".join(f"#{p.n}" for p in sorted(side.registration_points, key=lambda p: p.n)) or "none"
            raise UsageError(f"{side.id} has no registration point #{order.registration_point} (plotted: {plotted})")
        current: FireMission | None = None
        if mission is not None:
            # give_order reads only the mission's shifts and turns; a mission aimed at a point keeps its point.
            current = FireMission(mission.registration_point or 1, mission.rules_shifts(), mission.pattern,
                                  mission.called_turn, mission.impact_turn)
        result = give_order(order.rules_order(), current, rules, tables.artillery, turn=turn,
                            advanced=battle.settings.advanced, deployment=battery_deployment(battery))
        steps += result.steps
        assert result.mission is not None
        kind = {OrderKind.FIRE: MissionOrder.FIRE, OrderKind.REPEAT: MissionOrder.REPEAT,
                OrderKind.SHIFT: MissionOrder.SHIFT}[order.kind]
        new_mission = FireMissionRecord.of(battery.id, result.mission, kind)
        if order.kind is not OrderKind.FIRE and mission is not None and mission.registration_point is None:
            new_mission = new_mission.model_copy(update={"registration_point": None, "at": mission.at})
        edits.append(set_fire_mission(battle, new_mission, tables))
        drop_counter()
    edits.append(mark_acted(battle, "artillery.orders", [battery.id], tables=tables))
    words = {OrderKind.FIRE: "FIRE", OrderKind.REPEAT: "REPEAT", OrderKind.SHIFT: "SHIFT",
             OrderKind.CEASE_FIRE: "CEASE FIRE", OrderKind.COUNTER_BATTERY: "counter-battery fire"}
    text = f"{battery.label}: {words[order.kind]}"
    if new_mission is not None:
        text += f", lands in turn {new_mission.impact_turn}"
    return OrderOutcome(order, new_mission, new_counter, Compound(tuple(edits), text), tuple(steps))
