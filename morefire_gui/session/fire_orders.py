"""Artillery orders (4.11, 4.12), written at artillery step C: FIRE (at a registration point with a shift, or at a
point), REPEAT, SHIFT, CEASE FIRE and counter-battery fire (4.42) — the :class:`ArtilleryOrder` action and its handler;
the batteries a side may give them to, and a fire mission in words.

    resolution = session.perform(ArtilleryOrder(side="axis", battery="bty1", registration_point=3))
    resolution.result.mission.impact_turn      # 4.2: the turn of the call plus the nation's time lapse
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError
from morefire_gui.ids import BatteryId
from morefire_gui.model.actions.artillery import ORDER_WORDS, ArtilleryOrder, OrderKind
from morefire_gui.model.artillery import (
    BatteryDefinition,
    BatteryKind,
    FireMissionRecord,
    MissionOrder,
    ShiftYards,
    salvo_count,
)
from morefire_gui.model.battle import Battle
from morefire_gui.model.turns import CounterBatteryRecord
from morefire_gui.rules.artillery.barrage import Pattern
from morefire_gui.rules.artillery.batteries import check_range
from morefire_gui.rules.artillery.fire_missions import (
    CeaseFire,
    FireAtPoint,
    FireAtRegistrationPoint,
    FireMission,
    FireOrder,
    Repeat,
    ShiftFire,
    give_order,
)
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.words import AND_THEN, QT_TRANSLATE_NOOP, joined
from morefire_gui.session.artillery import (
    BarragePlan,
    BarrageRequest,
    battery_deployment,
    battery_site,
    end_fire_mission,
    guns_destroyed,
    plan_barrage,
    require_own_battery,
    rules_battery,
    set_fire_mission,
)
from morefire_gui.session.edits import Compound, Edit
from morefire_gui.session.island import naval_salvoes, salvo_choice_refusal
from morefire_gui.session.names import side_name
from morefire_gui.session.resolution import LogDraft, Resolution, handles
from morefire_gui.session.turn_state import ReplaceCounterBattery
from morefire_gui.session.unit_facts import side_of
from morefire_gui.session.visibility import View, battery_name

if TYPE_CHECKING:
    from morefire_gui.geometry.barrage import BatterySite
    from morefire_gui.geometry.battle_geometry import BattleGeometry
    from morefire_gui.geometry.shapes import XY
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.performing import Performing

__all__ = [
    "ORDERS_STEP",
    "OrderKind",
    "OrderOutcome",
    "beyond_mortar_range",
    "counter_battery_targets",
    "mission_text",
    "order_batteries",
    "write_order",
]

ORDERS_STEP = "artillery.orders"  # C. Adjust rounds for next turn & Call for new fire
IMPACT_STEP = "artillery.impact"  # A. Determine the actual impact point of the barrage: the missions due land


# A mission's templates by its aim (a registration point or a point) and whether it is shifted: as it stands in a dock
# or the log, with the turn it lands in, and as its landing dialog's title says it, with the turn it landed in first
# (said once; not "landed — ... lands in turn 4 (landed this turn)"). The title is a whole template of its own: a
# text kept in English is read back by the templates, and one without its turn would read the mission "... spread"
# out of "... spread — lands in turn 4".
_TEMPLATES = {
    (False, True, True): QT_TRANSLATE_NOOP("Rules", "{order} at {aim}, {shifts}, {pattern} — lands in turn {turn}"),
    (False, True, False): QT_TRANSLATE_NOOP("Rules", "{order} at {aim}, {pattern} — lands in turn {turn}"),
    (False, False, True): QT_TRANSLATE_NOOP(
        "Rules", "{order} at {x:.1f}, {y:.1f}, {shifts}, {pattern} — lands in turn {turn}"
    ),
    (False, False, False): QT_TRANSLATE_NOOP("Rules", "{order} at {x:.1f}, {y:.1f}, {pattern} — lands in turn {turn}"),
    (True, True, True): QT_TRANSLATE_NOOP(
        "Rules", "Fire mission landed in turn {turn} — {battery}: {order} at {aim}, {shifts}, {pattern}"
    ),
    (True, True, False): QT_TRANSLATE_NOOP(
        "Rules", "Fire mission landed in turn {turn} — {battery}: {order} at {aim}, {pattern}"
    ),
    (True, False, True): QT_TRANSLATE_NOOP(
        "Rules", "Fire mission landed in turn {turn} — {battery}: {order} at {x:.1f}, {y:.1f}, {shifts}, {pattern}"
    ),
    (True, False, False): QT_TRANSLATE_NOOP(
        "Rules", "Fire mission landed in turn {turn} — {battery}: {order} at {x:.1f}, {y:.1f}, {pattern}"
    ),
}


def mission_text(battle: Battle, mission: FireMissionRecord, turn: int | None = None, named: bool = True) -> str:
    """A mission in words: ``II./AR 2: FIRE at RP #1 (the ford), A200 R100, spread — lands in turn 5 (in 2 turns)``
    (``named`` False: without the battery)."""
    order = _mission_said(battle, mission, landed=False)
    name = _battery_label(battle, mission)
    text = QT_TRANSLATE_NOOP("Rules", "{battery}: {order}").format(battery=name, order=order) if named else order
    if turn is not None:
        gap = mission.impact_turn - turn
        when = (
            # Entering artillery step A of its turn it came down: from there on it is not still to land (4.12).
            QT_TRANSLATE_NOOP("Rules", "{mission} (landed this turn)")
            if gap == 0 and mission.battery in battle.acted.get(IMPACT_STEP, ())
            else QT_TRANSLATE_NOOP("Rules", "{mission} (this turn)")
            if gap == 0
            else (
                QT_TRANSLATE_NOOP("Rules", "{mission} (in {gap} turns)")
                if gap != 1
                else QT_TRANSLATE_NOOP("Rules", "{mission} (in {gap} turn)")
            )
            if gap > 0
            else QT_TRANSLATE_NOOP("Rules", "{mission} (landed)")
        )
        text = when.format(mission=text, gap=gap)
    return text


def landed_text(battle: Battle, mission: FireMissionRecord) -> str:
    """A landed mission in words, its turn said once before it: ``Fire mission landed in turn 4 — II./AR 2: FIRE at
    RP #1 (the ford), spread`` (the landing dialog's title)."""
    return _mission_said(battle, mission, landed=True)


def _battery_label(battle: Battle, mission: FireMissionRecord) -> str:
    battery = battle.battery(mission.battery)
    return battery.label if battery is not None else mission.battery


def _mission_said(battle: Battle, mission: FireMissionRecord, landed: bool) -> str:
    """The mission's order, aim, shifts and pattern in one of :data:`_TEMPLATES` (``landed``: the landing's title)."""
    battery = battle.battery(mission.battery)
    shifts = joined((s.to_rules().text() for s in mission.shifts), QT_TRANSLATE_NOOP("Rules", "{first} then {then}"))
    pattern = (
        mission.pattern.value
        if mission.salvoes is None
        else QT_TRANSLATE_NOOP("Rules", "{pattern}, {salvoes}").format(
            pattern=mission.pattern.value, salvoes=salvo_count(mission.salvoes)
        )
    )
    said: dict[str, object] = {
        "order": ORDER_WORDS[OrderKind(mission.order.value)],
        "shifts": shifts,
        "pattern": pattern,
        "turn": mission.impact_turn,
    }
    if landed:
        said["battery"] = _battery_label(battle, mission)
    template = _TEMPLATES[(landed, mission.registration_point is not None, bool(shifts))]
    if mission.registration_point is not None:
        side = battle.side(battery.side) if battery is not None else None
        point = side.registration_point(mission.registration_point) if side is not None else None
        aim = (
            QT_TRANSLATE_NOOP("Rules", "RP #{n} ({name})").format(n=mission.registration_point, name=point.name)
            if point is not None and point.name
            else QT_TRANSLATE_NOOP("Rules", "RP #{n}").format(n=mission.registration_point)
        )
        return template.format(aim=aim, **said)
    assert mission.at is not None
    # The point by its numbers in the mission's own words: the log keeps the English, and "FIRE at 21.6, 29.5,
    # spread" read back as "{aim}, {shifts}, {pattern}" would split the point at its comma (21.6 the aim, 29.5 a
    # shift), and a German window would show it in English.
    return template.format(x=mission.at[0], y=mission.at[1], **said)


# -- who may be given orders -----------------------------------------------------------------------------------------


def order_batteries(battle: Battle, view: View | None = None) -> list[BatteryDefinition]:
    """The batteries a player may write orders for: every one (``view`` None or the umpire's), or those of the
    viewing side (4.1: the other side's batteries and orders are secret)."""
    return [b for b in battle.batteries if view is None or view.shows_side_secrets(b.side)]


def _fire_landed(battle: Battle, battery_id: BatteryId) -> bool:
    """Whether the battery's mission has landed on the table (fired in artillery step A of its impact turn, or its
    impact turn is past): its fire has shown it to the other side."""
    mission = battle.fire_mission(battery_id)
    if mission is None:
        return False
    return mission.impact_turn < battle.turn or (
        mission.impact_turn == battle.turn and battery_id in battle.acted.get(IMPACT_STEP, ())
    )


def counter_battery_targets(battle: Battle, battery_id: BatteryId, view: View | None = None) -> list[BatteryDefinition]:
    """The off-board batteries of the other sides that ``battery_id`` may fire counter-battery fire at (4.42; naval
    guns are not subject to it, 4.7). With a side's ``view``, only those it knows of: a battery whose mission has
    landed on the table, or one its own batteries already fire at (the others are the other side's secret, 4.1)."""
    battery = battle.battery(battery_id)
    if battery is None:
        return []
    out = [b for b in battle.batteries if b.side != battery.side and b.kind is BatteryKind.OFF_BOARD]
    if view is None or view.side is None:
        return out
    aimed = {
        c.target
        for c in battle.counter_battery
        if (own := battle.battery(c.battery)) is not None and own.side == view.side
    }
    return [b for b in out if view.shows_side_secrets(b.side) or b.id in aimed or _fire_landed(battle, b.id)]


# -- writing an order ----------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class OrderOutcome:
    """An order written: the battery's mission after it (None after CEASE FIRE or counter-battery fire), the
    counter-battery fire it starts, the barrage the mission will fire as planned now (its aim, zone and time lapse;
    whether it is observed is decided when it lands), the edit of its effects (not applied) and why, step by step.
    ``refused``: the rules' reason the order cannot be given (with its ``rule``), and no edit."""

    order: ArtilleryOrder
    battery: BatteryDefinition
    mission: FireMissionRecord | None
    counter_battery: CounterBatteryRecord | None
    plan: BarragePlan | None
    edit: Edit
    steps: tuple[Step, ...]
    refused: str = ""
    rule: str = ""

    @property
    def text(self) -> str:
        """``II./AR 2: FIRE, lands in turn 4``."""
        return getattr(self.edit, "text", "") or QT_TRANSLATE_NOOP("Rules", "{battery}: {order}").format(
            battery=self.battery.label, order=ORDER_WORDS[self.order.order]
        )


def _battery(battle: Battle, order: ArtilleryOrder) -> BatteryDefinition:
    battery = battle.battery(order.battery)
    if battery is None:
        known = ", ".join(b.id for b in battle.batteries) or "none"
        raise UsageError(
            QT_TRANSLATE_NOOP("Rules", "unknown battery {battery}; the batteries are: {known}").format(
                battery=repr(order.battery), known=known
            )
        )
    if battle.side(order.side) is None:
        raise UsageError(
            QT_TRANSLATE_NOOP("Rules", "unknown side {side}; the sides are {sides}").format(
                side=repr(order.side), sides=", ".join(s.id for s in battle.sides)
            )
        )
    require_own_battery(battle, battery, order.side)
    return battery


def _rules_order(order: ArtilleryOrder) -> FireOrder:
    shift = order.shift.to_rules() if order.shift is not None else None
    pattern = order.pattern or Pattern.SPREAD
    if order.order is OrderKind.FIRE:
        if order.registration_point is None:
            return FireAtPoint(pattern)
        return FireAtRegistrationPoint(order.registration_point, shift, pattern)
    if order.order is OrderKind.REPEAT:
        return Repeat()
    if order.order is OrderKind.SHIFT:
        assert shift is not None  # the action's own check
        return ShiftFire(shift)
    return CeaseFire()


def _mission_request(session: BattleSession, order: ArtilleryOrder, mission: FireMissionRecord) -> BarrageRequest:
    """The barrage a mission will fire (observation is decided when it lands: planned here as unobserved, so that no
    line of sight is worked out for nothing)."""
    return BarrageRequest(
        order.side,
        mission.battery,
        aim=mission.at,
        registration_point=mission.registration_point,
        registration_side=order.registration_side,
        shifts=mission.rules_shifts(),
        pattern=mission.pattern,
        observed=False,
    )


def write_order(session: BattleSession, order: ArtilleryOrder, turn: int | None = None) -> OrderOutcome:
    """A battery's order written in the artillery phase of ``turn`` (the battle's by default), as one edit (not
    applied). FIRE starts a new mission landing after the 4.2 time lapse; REPEAT and SHIFT land the next turn; CEASE
    FIRE ends the mission and any counter-battery fire; counter-battery fire starts counting the next turn (4.42).
    An order the rules do not allow now (the battery is not deployed, 4.11; nothing to repeat, shift or cease; the
    mission has not landed; a target not subject to counter-battery fire) is ``refused``. Raises
    :class:`UsageError` for what the battle does not have (a battery, a side, a registration point) and for an
    order no battery may be given (a shift over 800 yards, a converged barrage in a basic game, an aim off the
    table)."""
    battle, tables = session.battle, session.tables
    turn = battle.turn if turn is None else turn
    battery = _battery(battle, order)
    mission = battle.fire_mission(battery.id)
    counter = next((c for c in battle.counter_battery if c.battery == battery.id), None)
    kind = order.order
    deployment = battery_deployment(battery)
    edits: list[Edit] = []
    steps: list[Step] = []

    def refuse(reason: str, rule: str) -> OrderOutcome:
        return OrderOutcome(order, battery, None, None, None, Compound(()), (NoteStep(reason, rule),), reason, rule)

    def drop_counter() -> None:
        if counter is not None:
            edits.append(
                ReplaceCounterBattery(
                    tuple(battle.counter_battery), tuple(c for c in battle.counter_battery if c.battery != battery.id)
                )
            )
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "{battery}'s counter-battery fire at {target} ends").format(
                        battery=battery.label, target=battery_name(battle, counter.target, battery.side)
                    ),
                    "4.42",
                )
            )

    if kind is not OrderKind.CEASE_FIRE and not deployment.can_fire:
        # 4.11: "A battery must be deployed in order to fire"; ceasing fire is always allowed.
        return refuse(
            QT_TRANSLATE_NOOP(
                "Rules",
                "{battery} is {state}, and a battery in transit, setting up or breaking down cannot fire: a battery "
                "must be deployed in order to fire",
            ).format(battery=battery.label, state=deployment.state.words),
            "4.11",
        )
    new_mission: FireMissionRecord | None = None
    new_counter: CounterBatteryRecord | None = None
    plan: BarragePlan | None = None
    if kind is OrderKind.CEASE_FIRE:
        if mission is None and counter is None:
            return refuse(
                QT_TRANSLATE_NOOP("Rules", "{battery} has no fire mission and no counter-battery fire to cease").format(
                    battery=battery.label
                ),
                "4.12",
            )
        if mission is not None:
            edits.append(end_fire_mission(battle, battery.id))
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "CEASE FIRE: {battery}'s mission ends").format(battery=battery.label),
                    "4.12",
                )
            )
        drop_counter()
    elif kind is OrderKind.COUNTER_BATTERY:
        target = battle.battery(order.target or "")
        if target is None:
            raise UsageError(
                QT_TRANSLATE_NOOP(
                    "Rules", "unknown battery {battery} for counter-battery fire; the batteries are {known}"
                ).format(battery=repr(order.target), known=", ".join(b.id for b in battle.batteries))
            )
        if target.side == battery.side:
            raise UsageError(
                QT_TRANSLATE_NOOP("Rules", "{battery} is a battery of the firing side, {side}").format(
                    battery=target.label, side=side_name(battle, battery.side)
                )
            )
        if target.kind is BatteryKind.NAVAL:
            return refuse(
                QT_TRANSLATE_NOOP("Rules", "{battery}: naval guns are not subject to counter-battery fire").format(
                    battery=target.label
                ),
                "4.7",
            )
        if target.kind is BatteryKind.ON_BOARD:
            return refuse(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "{battery} is on the board: counter-battery fire is at off-board batteries; fire a barrage at its "
                    "guns (4.6)",
                ).format(battery=target.label),
                "4.42",
            )
        if (beyond := beyond_mortar_range(session, battery, target)) is not None:
            return refuse(beyond, "4.41")
        if mission is not None:
            edits.append(end_fire_mission(battle, battery.id))
        new_counter = CounterBatteryRecord(battery=battery.id, target=target.id, called_turn=turn)
        others = tuple(c for c in battle.counter_battery if c.battery != battery.id)
        edits.append(ReplaceCounterBattery(tuple(battle.counter_battery), (*others, new_counter)))
        zeroing = tables.artillery.counter_battery.zeroing_turns
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "{battery} fires counter-battery fire at {target} from turn {turn}: {zeroing} turns of continuous "
                    "fire to zero in, then one gun a turn",
                ).format(
                    battery=battery.label,
                    target=battery_name(battle, target.id, battery.side),
                    turn=turn + 1,
                    zeroing=zeroing,
                ),
                "4.42",
            )
        )
    else:
        if (too_many := salvo_choice_refusal(battle, tables, battery, order.salvoes)) is not None:
            return refuse(too_many, "ISLAND C")
        if kind is not OrderKind.FIRE:
            word = ORDER_WORDS[kind]
            if mission is None:
                return refuse(
                    QT_TRANSLATE_NOOP(
                        "Rules", "{order} needs a fire mission: give {battery} a FIRE order first (4.12 A)"
                    ).format(order=word, battery=battery.label),
                    "4.12",
                )
            if turn < mission.impact_turn:
                return refuse(
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "{order}: the mission called in turn {called} has not landed yet (it lands in turn {lands}); a new "
                        "FIRE order changes its aim",
                    ).format(order=word, called=mission.called_turn, lands=mission.impact_turn),
                    "4.12",
                )
        current: FireMission | None = None
        if mission is not None:
            current = FireMission(
                mission.registration_point,
                mission.rules_shifts(),
                mission.pattern,
                mission.called_turn,
                mission.impact_turn,
            )
        side = battle.side(battery.side)
        assert side is not None
        rules = rules_battery(battle, battery, side, session.catalogue, tables)  # the nation and what it fires
        result = give_order(
            _rules_order(order),
            current,
            rules,
            tables.artillery,
            turn=turn,
            advanced=battle.settings.advanced,
            deployment=deployment,
        )
        assert result.mission is not None
        steps += result.steps
        made = result.mission
        at = order.at if kind is OrderKind.FIRE else mission.at if mission is not None else None
        # A REPEAT or SHIFT fires as many salvoes as the mission it follows, unless the order says.
        kept_salvoes = mission.salvoes if mission is not None and kind is not OrderKind.FIRE else None
        new_mission = FireMissionRecord(
            battery=battery.id,
            order=MissionOrder(kind.value),
            registration_point=made.registration_point,
            at=at if made.registration_point is None else None,
            shifts=tuple(ShiftYards.of(s) for s in made.shifts),
            pattern=made.pattern,
            called_turn=made.called_turn,
            impact_turn=made.impact_turn,
            salvoes=order.salvoes if order.salvoes is not None else kept_salvoes,
        )
        if (salvoes := new_mission.salvoes) is not None and naval_salvoes(battle, tables, battery) is not None:
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "{battery} fires {salvoes} in the turn the mission lands").format(
                        battery=battery.label, salvoes=salvo_count(salvoes)
                    ),
                    "ISLAND C",
                )
            )
        plan = plan_barrage(session, _mission_request(session, order, new_mission))  # its aim on the table (4.12)
        if not plan.range_check.in_range:
            return refuse(plan.why_not, "4.41")
        edits.append(set_fire_mission(battle, new_mission, tables))
        drop_counter()
    text = (
        QT_TRANSLATE_NOOP("Rules", "{battery}: {order}, lands in turn {turn}").format(
            battery=battery.label, order=ORDER_WORDS[kind], turn=new_mission.impact_turn
        )
        if new_mission is not None
        else QT_TRANSLATE_NOOP("Rules", "{battery}: {order}").format(battery=battery.label, order=ORDER_WORDS[kind])
    )
    return OrderOutcome(order, battery, new_mission, new_counter, plan, Compound(tuple(edits), text), tuple(steps))


def beyond_mortar_range(session: BattleSession, battery: BatteryDefinition, target: BatteryDefinition) -> str | None:
    """Why mortars cannot fire counter-battery fire at ``target`` (None: they can, or the battery is not of mortars).
    4.41 gives mortars a maximum range; an off-board battery stands 1000 yards behind its side's edge (4.42) at a place
    along it the rule does not give, so the range is to the nearest place it may stand (docs/rules-notes.md)."""
    battle, art = session.battle, session.tables.artillery
    side, target_side = side_of(battle, battery.side), side_of(battle, target.side)
    shooter = rules_battery(battle, battery, side, session.catalogue, session.tables)
    if not shooter.is_mortar:
        return None
    target_rules = rules_battery(battle, target, target_side, session.catalogue, session.tables)
    geometry = session.geometry
    a0, a1 = _places(battery_site(battle, battery, side, shooter, art), geometry)
    b0, b1 = _places(battery_site(battle, target, target_side, target_rules, art), geometry)
    # Two places that are points or segments that do not cross: the nearest two are at an end of one of them.
    table = min(_to_segment(a0, b0, b1), _to_segment(a1, b0, b1), _to_segment(b0, a0, a1), _to_segment(b1, a0, a1))
    yards = table * geometry.yards_per_unit
    check = check_range(shooter, yards, art)
    if check.in_range:
        return None
    return QT_TRANSLATE_NOOP(
        "Rules",
        "{target} stands at least {range:.0f} yards from {battery}, beyond the mortars' maximum range of {most} "
        "yards (4.41)",
    ).format(
        target=battery_name(battle, target.id, battery.side), range=yards, battery=battery.label, most=check.max_yards
    )


def _places(site: BatterySite, geometry: BattleGeometry) -> tuple[XY, XY]:
    """Where a battery may stand, as the ends of a segment: its guns' centre on the board (one point), or anywhere
    behind its side's edge, from one end of the edge to the other (4.42, 4.7)."""
    if site.on_board_at is not None:
        return site.on_board_at, site.on_board_at
    table = geometry.battle.table
    return site.position((0.0, 0.0), geometry), site.position((table.width, table.depth), geometry)


def _to_segment(p: XY, a: XY, b: XY) -> float:
    """The distance from point ``p`` to the segment from ``a`` to ``b`` (a point when they are the same)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = dx * dx + dy * dy
    t = 0.0 if length == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length))
    return math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy))


def order_log(outcome: OrderOutcome) -> LogDraft:
    """The log entry of a written order: its side's own (4.1: the other side does not read the requests)."""
    battery = outcome.battery
    return LogDraft(
        "order",
        QT_TRANSLATE_NOOP("Rules", "Order: {order}").format(order=outcome.text),
        joined((s.text() for s in outcome.steps), AND_THEN),  # each step its own clause, not one run-on line
        outcome.steps,
        side=battery.side,
        secret=True,
        actors=(battery.id,),
    )


@handles(ArtilleryOrder)
def _order(ctx: Performing, action: ArtilleryOrder) -> Resolution:
    """4.11, 4.12: a written order, in artillery step C ("Adjust rounds for next turn & Call for new fire") by a
    battery of the side. The battery is marked as having acted in step C."""
    battery = _battery(ctx.session.battle, action)
    if (
        refused := ctx.in_step(ORDERS_STEP, [battery.id], QT_TRANSLATE_NOOP("Rules", "writing an artillery order"))
    ) is not None:
        return refused
    if action.order is not OrderKind.CEASE_FIRE and (destroyed := guns_destroyed(ctx.session.battle, battery)):
        return ctx.refuse(destroyed, "4.11")  # ceasing fire is always allowed
    outcome = write_order(ctx.session, action)
    if outcome.refused:
        return ctx.refuse(outcome.refused, outcome.rule, result=outcome)
    return ctx.done(
        outcome,
        outcome.steps,
        outcome.edit,
        marks={ORDERS_STEP: [battery.id]},
        log=[order_log(outcome)],
        text=outcome.text,
    )
