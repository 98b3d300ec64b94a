"""Artillery orders (4.12), written at artillery step C: FIRE, REPEAT, SHIFT, CEASE FIRE and counter-battery fire
(4.42), the batteries a side may give them to, and a fire mission in words."""


from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


from morefire_gui.errors import UsageError
from morefire_gui.model.artillery import BatteryDefinition, BatteryKind, FireMissionRecord, MissionOrder
from morefire_gui.model.battle import Battle
from morefire_gui.model.turns import CounterBatteryRecord
from morefire_gui.rules.artillery import ArtilleryError, Pattern, Shift
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
from morefire_gui.session.artillery import (
    battery_deployment,
    end_fire_mission,
    rules_battery,
    set_fire_mission,
)
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.edits import Compound, Edit
from morefire_gui.session.turn_state import ReplaceCounterBattery, mark_acted
from morefire_gui.session.visibility import View

__all__ = [
    "Actor", "ActorKind", "AdvanceResult", "CurrentStep", "EffectKind", "Moment", "OrderKind", "OrderOutcome",
    "ReplaceActed", "ReplaceCounterBattery", "SetPlace", "TimedEffect", "WrittenOrder", "acted_in", "advance",
    "back", "coming_up", "counter_battery_targets", "current_step", "effect_seen", "eligible_units", "fire_step_for",
    "fired_note", "has_fired", "mark_fired",
    "island_raid", "island_waves", "mark_acted", "mission_text", "order_batteries", "public_effects",
    "roll_activation", "seen_effects", "write_order",
]

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
