"""Close combat movement (sequence of play, movement item 6): "In close combat situations, the SLOWER vehicle moves
first AND movement is alternated in 1/4 allowance segments."

The players declare a close-combat group (:class:`~morefire_gui.model.actions.movement.CloseCombat`) in a movement
step; while it is open each of its units moves a quarter of its allowance at a time, in the order, four rounds
(:func:`segment_refusal` refuses a segment too long or out of turn, :func:`segment_taken` moves the group on); a unit
may stop moving (:class:`~morefire_gui.model.actions.movement.CloseCombatPass`). The group closes after its last
round, or when the battle leaves its step (docs/rules-notes.md, "Sequence of play — close combat movement")."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from morefire_gui.ids import UnitId
from morefire_gui.model.actions.movement import CloseCombat, CloseCombatPass
from morefire_gui.model.battle import Battle
from morefire_gui.model.turns import SEGMENTS_PER_TURN, CloseCombatGroup
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.movement_allowance import CloseCombatOrder, MoverKind, base_allowance, close_combat_order
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.edits import Aspect, Change, Edit
from morefire_gui.session.movement.moves import move_refusal
from morefire_gui.session.movement.words import CROSS_COUNTRY, EPS, INFANTRY_MOVEMENT, ROAD
from morefire_gui.session.names import public_unit_name, public_unit_names
from morefire_gui.session.resolution import SEQUENCE_RULE, LogDraft, Resolution, handles
from morefire_gui.session.turn_state import current_step
from morefire_gui.session.unit_facts import conditions_of, entry_of, mover_of, unit_of

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.performing import Performing

__all__ = [
    "CLOSE_COMBAT_RULE",
    "GroupNow",
    "SetCloseCombat",
    "close_combat_order_for",
    "group_now",
    "in_close_combat",
    "open_group",
    "segment_refusal",
    "segment_taken",
]

# The sequence of play's clarification of the movement phase, as refusals cite it.
CLOSE_COMBAT_RULE = QT_TRANSLATE_NOOP("Rules", "Sequence of play, movement 6")
MOVING_STEPS = (ROAD, CROSS_COUNTRY, INFANTRY_MOVEMENT)


# -- the order ---------------------------------------------------------------------------------------------------


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


# -- the group in the battle -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SetCloseCombat(Edit):
    """The battle's close-combat group before and after (declared, moved on a segment, a unit passed)."""

    before: CloseCombatGroup | None
    after: CloseCombatGroup | None
    text: str = QT_TRANSLATE_NOOP("Rules", "Close combat")

    def _put(self, battle: Battle, group: CloseCombatGroup | None) -> list[Change]:
        battle.close_combat = group
        return [Change(Aspect.TURN)]

    def apply(self, battle: Battle) -> list[Change]:
        return self._put(battle, self.after)

    def revert(self, battle: Battle) -> list[Change]:
        return self._put(battle, self.before)


def _stuck(session: BattleSession, group: CloseCombatGroup) -> frozenset[str]:
    """The units of the group that can no longer move (destroyed, immobilized, suppressed on the way): their
    segments are skipped."""
    battle = session.battle
    out = set()
    for ident in group.order:
        unit = battle.unit(ident)
        if unit is None or move_refusal(session, unit) is not None:
            out.add(ident)
    return frozenset(out)


@dataclass(frozen=True)
class GroupNow:
    """The open close-combat group as it stands: whose segment it is (``unit``), in which ``round`` (1-4), how far it
    may move in it (``length`` table units, ``yards``), and the unit after it (None: the last segment)."""

    group: CloseCombatGroup
    slot: int
    unit: str
    round: int
    length: float
    yards: float
    after: str | None

    @property
    def rounds(self) -> int:
        return SEGMENTS_PER_TURN


def open_group(session: BattleSession) -> CloseCombatGroup | None:
    """The battle's close-combat group while it is open: in its turn and step, with a segment left to move."""
    group = session.battle.close_combat
    if group is None or not group.is_in(session.battle.turn, current_step(session).id):
        return None
    return group if group.next_slot(_stuck(session, group)) is not None else None


def group_now(session: BattleSession) -> GroupNow | None:
    """Whose segment it is in the open close-combat group (None: no group is open)."""
    group = open_group(session)
    if group is None:
        return None
    stuck = _stuck(session, group)
    slot = group.next_slot(stuck)
    assert slot is not None
    unit = group.slots[slot]
    following = group.model_copy(update={"done": slot + 1}).next_slot(stuck)
    length = group.quarter(unit)
    return GroupNow(
        group,
        slot,
        unit,
        group.round_of(slot),
        length,
        session.geometry.to_yards(length),
        group.slots[following] if following is not None else None,
    )


def in_open_group(battle: Battle, turn: int, step: str | None, unit_id: str) -> bool:
    """Whether ``unit_id`` still has segments to move in the battle's close-combat group: the sequence of play's
    "already acted" does not hold it back before they are spent."""
    group = battle.close_combat
    return group is not None and group.is_in(turn, step) and group.segments_left(unit_id) > 0


def in_close_combat(session: BattleSession, unit_id: str) -> bool:
    """Whether ``unit_id`` moves in segments now: a unit of the open close-combat group with segments left."""
    group = open_group(session)
    return group is not None and group.segments_left(unit_id) > 0


def segment_refusal(session: BattleSession, unit_id: str, path_length: float) -> tuple[str, str] | None:
    """Why a move of ``path_length`` (table units) by a unit of the open close-combat group is not its segment now,
    and the rule; None when it is (or the unit is not in an open group)."""
    now = group_now(session)
    if now is None or now.group.segments_left(unit_id) == 0:
        return None
    if now.unit != unit_id:
        return (
            QT_TRANSLATE_NOOP(
                "Rules",
                "in the close combat it is {now}'s segment (round {round} of 4): {unit} moves in its turn, the slower "
                "first",
            ).format(now=public_unit_name(session, now.unit), round=now.round, unit=public_unit_name(session, unit_id)),
            CLOSE_COMBAT_RULE,
        )
    if path_length > now.length + EPS:
        geo = session.geometry
        return (
            QT_TRANSLATE_NOOP(
                "Rules",
                "{unit} moves at most {quarter:.0f} yards in a close-combat segment, a quarter of its {allowance:.0f} "
                "yard allowance (1.3; sequence of play, movement 6: movement is alternated in 1/4 allowance "
                "segments); this move is {yards:.0f} yards",
            ).format(
                unit=public_unit_name(session, unit_id),
                quarter=now.yards,
                allowance=now.yards * SEGMENTS_PER_TURN,
                yards=geo.to_yards(path_length),
            ),
            CLOSE_COMBAT_RULE,
        )
    return None


def _moved_on(session: BattleSession, group: CloseCombatGroup) -> list[NoteStep]:
    """What comes next in the group, in words: whose segment, or that the group closes."""
    now_open = group.next_slot(_stuck(session, group))
    if now_open is None:
        return [
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "the close combat's four rounds are over: its units have moved this turn"),
                CLOSE_COMBAT_RULE,
            )
        ]
    unit = group.slots[now_open]
    return [
        NoteStep(
            QT_TRANSLATE_NOOP("Rules", "close combat, round {round} of 4: {unit}'s segment next").format(
                round=group.round_of(now_open), unit=public_unit_name(session, unit)
            ),
            CLOSE_COMBAT_RULE,
        )
    ]


def segment_taken(session: BattleSession, unit_id: str) -> tuple[Edit, list[NoteStep]] | None:
    """The group moved on past ``unit_id``'s segment, as an edit, and what comes next in words; None when the unit
    moves outside an open group."""
    now = group_now(session)
    if now is None or now.unit != unit_id:
        return None
    after = now.group.model_copy(update={"done": now.slot + 1})
    return SetCloseCombat(now.group, after), _moved_on(session, after)


# -- the actions ---------------------------------------------------------------------------------------------------


def _summary(session: BattleSession, order: CloseCombatOrder) -> str:
    names = public_unit_names(session, order.order)
    parts = [
        QT_TRANSLATE_NOOP("Rules", "{unit} {yards:.0f} yd").format(unit=names[s.unit_id], yards=s.yards)
        for s in order.segments
        if s.round == 1
    ]
    return QT_TRANSLATE_NOOP(
        "Rules", "the slower first, a quarter of its allowance a segment, four rounds: {segments}"
    ).format(segments=", ".join(parts))


@handles(CloseCombat)
def _declare(ctx: Performing, action: CloseCombat) -> Resolution:
    """In a strict battle, in a step units move in (1, 2 or 6), by units that may still move in it; strict or free,
    units of two sides or more that can move, none of them out of plain sight (its speed would tell what it is)."""
    from morefire_gui.session.sequence_of_play import eligible_units
    from morefire_gui.session.visibility import out_of_plain_sight

    session = ctx.session
    battle = session.battle
    what = QT_TRANSLATE_NOOP("Rules", "declaring a close combat")
    if (refused := ctx.in_step(MOVING_STEPS, (), what)) is not None:
        return refused
    if len(set(action.units)) != len(action.units):
        return ctx.refuse(QT_TRANSLATE_NOOP("Rules", "a unit is named twice in the close combat"), invalid=True)
    units = [unit_of(battle, u) for u in action.units]
    if len({u.side for u in units}) < 2:
        return ctx.refuse(
            QT_TRANSLATE_NOOP("Rules", "a close combat is between sides: name at least one unit of each side in it"),
            CLOSE_COMBAT_RULE,
        )
    if open_group(session) is not None:
        return ctx.refuse(
            QT_TRANSLATE_NOOP(
                "Rules",
                "a close combat is open already: its units move their segments, or stop moving, before another is "
                "declared",
            ),
            CLOSE_COMBAT_RULE,
        )
    hidden = out_of_plain_sight(battle)
    step = current_step(session).id
    listed = {a.id: a for a in eligible_units(session, step, public=True)} if ctx.strict else {}
    for unit in units:
        name = public_unit_name(session, unit.id)
        if unit.id in hidden:
            return ctx.refuse(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "{unit} is out of plain sight: the close combat's order is by speed, which would tell what it is",
                ).format(unit=name),
                CLOSE_COMBAT_RULE,
            )
        refusal = move_refusal(session, unit)
        if refusal is not None:
            return ctx.refuse(
                QT_TRANSLATE_NOOP("Rules", "{unit} cannot move: {why}").format(unit=name, why=refusal[0]), refusal[1]
            )
        if ctx.strict:
            actor = listed.get(unit.id)
            if actor is None:
                return ctx.refuse(
                    QT_TRANSLATE_NOOP("Rules", "{unit} does not move in this step").format(unit=name), SEQUENCE_RULE
                )
            if actor.acted:
                return ctx.refuse(
                    QT_TRANSLATE_NOOP("Rules", "{unit} has moved this turn already").format(unit=name), SEQUENCE_RULE
                )
    road = action.road if action.road is not None else ctx.strict and step == ROAD
    order = close_combat_order_for(session, action.units, road=road)
    quarters = {s.unit_id: s.length for s in order.segments}
    group = CloseCombatGroup(
        turn=battle.turn,
        step=step,
        order=order.order,
        quarters=tuple(quarters[u] for u in order.order),
        road=road,
    )
    edit = SetCloseCombat(battle.close_combat, group)
    summary = _summary(session, order)
    steps: list[Step] = [NoteStep(summary, CLOSE_COMBAT_RULE), *_moved_on(session, group)]
    title = ctx.title()
    log = LogDraft("close_combat", title, summary, tuple(steps), actors=tuple(order.order))
    return ctx.done(order, steps, edit, log=[log], text=title)


@handles(CloseCombatPass)
def _pass(ctx: Performing, action: CloseCombatPass) -> Resolution:
    """A unit of the open group stops moving: its segments left are skipped and it is marked as having moved in the
    group's step."""
    session = ctx.session
    name = public_unit_name(session, unit_of(session.battle, action.unit).id)
    group = open_group(session)
    if group is None or group.segments_left(action.unit) == 0:
        return ctx.refuse(
            QT_TRANSLATE_NOOP("Rules", "{unit} has no close-combat segment left to pass").format(unit=name),
            CLOSE_COMBAT_RULE,
        )
    after = group.model_copy(update={"passed": (*group.passed, action.unit)})
    title = ctx.title()
    stopped = QT_TRANSLATE_NOOP("Rules", "{unit} stops moving: its close-combat segments left are skipped").format(
        unit=name
    )
    steps: list[Step] = [NoteStep(stopped, CLOSE_COMBAT_RULE), *_moved_on(session, after)]
    summary = QT_TRANSLATE_NOOP("Rules", "its close-combat segments left are skipped; {then}").format(
        then=_moved_on(session, after)[0].message
    )
    log = LogDraft("close_combat", title, summary, tuple(steps), actors=(action.unit,))
    return ctx.done(
        action.unit,
        steps,
        SetCloseCombat(group, after),
        marks={group.step: [action.unit]},
        log=[log],
        text=title,
    )
