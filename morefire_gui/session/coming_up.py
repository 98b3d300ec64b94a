"""What lasts across turns and when it comes up: statuses that lift, fire missions in flight, battery set-up and
breakdown, minefields being cleared, counter-battery fire, MUD's maintenance rolls, the ISLAND's waves and activation
roll; and which of them a side's view shows."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from morefire_gui.io.resources import bundled_catalogue
from morefire_gui.model.battle import Battle
from morefire_gui.model.terms import Status, TerrainKind
from morefire_gui.rules.artillery.terms import DeploymentState
from morefire_gui.rules.tables import RuleTables
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.fire_orders import mission_text
from morefire_gui.session.island import activation_rolled, island_raid, island_waves, ordinal
from morefire_gui.session.names import Named, NamedBattle, piece_name, unit_names
from morefire_gui.session.turn_state import battle_of, tables_of
from morefire_gui.session.unit_facts import conditions_of
from morefire_gui.session.visibility import View, battery_name, view_of

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession

__all__ = [
    "EffectKind",
    "Moment",
    "TimedEffect",
    "coming_up",
    "effect_seen",
    "public_effects",
    "seen_effects",
]

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
    BARRAGE = "barrage"  # a fire mission landed: its barrage, seen by every side
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
            return QT_TRANSLATE_NOOP("Rules", "this turn")
        if gap > 0:
            return (
                QT_TRANSLATE_NOOP("Rules", "turn {turn} (in {gap} turns)")
                if gap != 1
                else QT_TRANSLATE_NOOP("Rules", "turn {turn} (in {gap} turn)")
            ).format(turn=self.turn, gap=gap)
        return QT_TRANSLATE_NOOP("Rules", "turn {turn}").format(turn=self.turn)

    def to_dict(self, now: int | None = None) -> dict[str, object]:
        out: dict[str, object] = {
            "turn": self.turn,
            "moment": self.moment.value,
            "kind": self.kind.value,
            "text": self.text,
            "rule": self.rule,
            "ids": list(self.ids),
        }
        if now is not None:
            out["in_turns"] = self.turn - now
        if self.pending:
            out["pending"] = True
        return out


def _battery_label(battle: Battle, battery_id: str) -> str:
    battery = battle.battery(battery_id)
    return battery.label if battery is not None else battery_id


def _counter_battery_effects(battle: Battle, tables: RuleTables, now: int, past_b: bool) -> list[TimedEffect]:
    zeroing = tables.artillery.counter_battery.zeroing_turns
    out = []
    for record in battle.counter_battery:
        # The target as the firing side knows it: by its fire landed, not by its secret name (4.1).
        shooter = battle.battery(record.battery)
        battery = _battery_label(battle, record.battery)
        target = battery_name(battle, record.target, shooter.side if shooter is not None else None)
        counted_now = record.fired_turn == now
        next_turn = now + 1 if counted_now or past_b or record.called_turn >= now else now
        fire_no = record.turns_fired + 1
        first_gun = next_turn + max(0, zeroing - record.turns_fired)
        if fire_no <= zeroing:
            text = QT_TRANSLATE_NOOP(
                "Rules",
                "{battery}'s counter-battery fire at {target}: turn {n} of {zeroing} zeroing in; it destroys a gun a "
                "turn from turn {first}",
            ).format(battery=battery, target=target, n=fire_no, zeroing=zeroing, first=first_gun)
        else:
            text = QT_TRANSLATE_NOOP(
                "Rules", "{battery}'s counter-battery fire at {target}: zeroed in, destroys a gun"
            ).format(battery=battery, target=target)
        out.append(
            TimedEffect(
                next_turn, Moment.ARTILLERY, EffectKind.COUNTER_BATTERY, text, "4.42", (record.battery, record.target)
            )
        )
    return out


def coming_up(
    battle: Battle | BattleSession, tables: RuleTables | None = None, view: View | None = None
) -> list[TimedEffect]:
    """What lasts across turns and when it comes up, from this turn on, in the order it happens: statuses that lift
    (suppression, breakdowns), fire missions in flight and their impact turn, battery set-up and breakdown,
    minefields being cleared, counter-battery fire, MUD's next maintenance rolls, the ISLAND's waves and activation
    roll. With a side's ``view``, only what that side may see (:func:`effect_seen`), each unit and piece named as the
    view names it."""
    tables = tables_of(battle, tables)
    b = battle_of(battle)
    now = b.turn
    place = tables.sequence.place(b.step)
    out: list[TimedEffect] = []
    named: Named = NamedBattle(battle, bundled_catalogue()) if isinstance(battle, Battle) else battle
    lasting = [u.id for u in b.units if any(until > now for until in u.status_until.values())]
    clearing = [unit_id for p in b.terrain for unit_id in p.clearing]
    said = unit_names(named, [*lasting, *clearing], view)
    for unit in b.units:
        for status, until in unit.status_until.items():
            if until <= now:
                continue
            if status is Status.SUPPRESSED:
                out.append(
                    TimedEffect(
                        until,
                        Moment.START,
                        EffectKind.SUPPRESSION,
                        QT_TRANSLATE_NOOP("Rules", "{unit} recovers from suppression").format(unit=said[unit.id]),
                        "3.5",
                        (unit.id,),
                    )
                )
            elif status is Status.IMMOBILIZED:
                out.append(
                    TimedEffect(
                        until,
                        Moment.START,
                        EffectKind.IMMOBILIZED,
                        QT_TRANSLATE_NOOP("Rules", "{unit} is no longer immobilized").format(unit=said[unit.id]),
                        "MUD/MOUNTAINS",
                        (unit.id,),
                    )
                )
            else:
                out.append(
                    TimedEffect(
                        until,
                        Moment.START,
                        EffectKind.STATUS,
                        QT_TRANSLATE_NOOP("Rules", "{unit} is no longer {status}").format(
                            unit=said[unit.id], status=status.value
                        ),
                        "",
                        (unit.id,),
                    )
                )
    # A mission due this turn lands as the battle enters artillery step A: from there on it is no longer to come.
    landed_now = place.index >= tables.sequence.place("artillery.impact").index
    for mission in b.fire_missions:
        if mission.impact_turn > now or (mission.impact_turn == now and not landed_now):
            out.append(
                TimedEffect(
                    mission.impact_turn,
                    Moment.ARTILLERY,
                    EffectKind.FIRE_MISSION,
                    mission_text(b, mission),
                    "4.2",
                    (mission.battery,),
                )
            )
    for battery in b.batteries:
        if (
            battery.deployment in (DeploymentState.SETTING_UP, DeploymentState.BREAKING_DOWN)
            and battery.turns_remaining
        ):
            last = now + battery.turns_remaining - 1
            setting_up = battery.deployment is DeploymentState.SETTING_UP
            text = (
                QT_TRANSLATE_NOOP("Rules", "{battery} completes its set-up: deployed, it fires from turn {turn}")
                if setting_up
                else QT_TRANSLATE_NOOP(
                    "Rules", "{battery} completes its breakdown: in transit, it moves from turn {turn}"
                )
            ).format(battery=battery.label, turn=last + 1)
            out.append(
                TimedEffect(
                    last,
                    Moment.END,
                    EffectKind.SET_UP if setting_up else EffectKind.BREAKDOWN,
                    text,
                    "4.8",
                    (battery.id,),
                )
            )
    if b.settings.advanced:
        # 4.8: a gun of no battery (only such a gun keeps a state of its own: the file's checks).
        busy = [u for u in b.units if u.deployment in (DeploymentState.SETTING_UP, DeploymentState.BREAKING_DOWN)]
        guns = unit_names(named, [u.id for u in busy], view)
        for unit in busy:
            if not unit.turns_remaining:
                continue
            last = now + unit.turns_remaining - 1
            setting_up = unit.deployment is DeploymentState.SETTING_UP
            text = (
                QT_TRANSLATE_NOOP("Rules", "{unit} completes its set-up: deployed, it fires from turn {turn}")
                if setting_up
                else QT_TRANSLATE_NOOP("Rules", "{unit} completes its breakdown: in transit, it moves from turn {turn}")
            ).format(unit=guns[unit.id], turn=last + 1)
            kind = EffectKind.SET_UP if setting_up else EffectKind.BREAKDOWN
            out.append(TimedEffect(last, Moment.END, kind, text, "4.8", (unit.id,)))
    needed = tables.infantry.minefields.clearing_turns
    for piece in b.terrain:
        if piece.kind is not TerrainKind.MINEFIELD or piece.cleared or not piece.clearing:
            continue
        unit_id, spent = max(piece.clearing.items(), key=lambda kv: kv[1])
        out.append(
            TimedEffect(
                now + max(0, needed - spent - 1),
                Moment.END,
                EffectKind.MINEFIELD_CLEARING,
                QT_TRANSLATE_NOOP(
                    "Rules", "{piece} is cleared if {unit} stays in it ({spent} of {needed} turns)"
                ).format(piece=piece_name(b, piece.id, view), unit=said[unit_id], spent=spent, needed=needed),
                "3.61",
                (piece.id, unit_id),
            )
        )
    impact = tables.sequence.place("artillery.damage").index
    out += _counter_battery_effects(b, tables, now, place.index >= impact)
    if conditions_of(b).mud:
        every = tables.conditions.mud.maintenance_every
        out.append(
            TimedEffect(
                (now // every + 1) * every,
                Moment.START,
                EffectKind.MAINTENANCE,
                QT_TRANSLATE_NOOP("Rules", "maintenance rolls: every vehicle rolls 2d6, a 2 or a 12 is stuck"),
                "MUD",
            )
        )
    waves = island_waves(b, tables)
    for n, turn in enumerate(waves, start=1):
        if turn >= now:
            out.append(
                TimedEffect(
                    turn,
                    Moment.START,
                    EffectKind.ISLAND_WAVE,
                    QT_TRANSLATE_NOOP("Rules", "the attacker's {nth} wave lands").format(nth=ordinal(n)),
                    "ISLAND A",
                )
            )
    if island_raid(b, tables):
        rolled = activation_rolled(b, now)
        if rolled is None:
            out.append(
                TimedEffect(
                    now,
                    Moment.START,
                    EffectKind.ISLAND_ACTIVATION,
                    QT_TRANSLATE_NOOP("Rules", "the defender's activation roll for this turn is not rolled yet"),
                    "ISLAND D",
                    pending=True,
                )
            )
        else:
            out.append(
                TimedEffect(
                    now,
                    Moment.START,
                    EffectKind.ISLAND_ACTIVATION,
                    QT_TRANSLATE_NOOP("Rules", "alerted: {summary}").format(summary=rolled.summary),
                    "ISLAND D",
                )
            )
        out.append(
            TimedEffect(
                now + 1,
                Moment.START,
                EffectKind.ISLAND_ACTIVATION,
                QT_TRANSLATE_NOOP("Rules", "the defender's activation roll (d10 + the turn, x 10%)"),
                "ISLAND D",
            )
        )
    moment_order = {Moment.START: 0, Moment.ARTILLERY: 1, Moment.END: 2}
    return seen_effects(b, sorted(out, key=lambda e: (e.turn, moment_order[e.moment])), view)


def effect_seen(battle: Battle, effect: TimedEffect, view: View | None) -> bool:
    """Whether a side's ``view`` shows a timed effect (None, or the umpire's view: all). Not shown: what a battery of
    a side whose artillery is secret does (its mission in flight, its set-up or breakdown, its counter-battery fire:
    4.1's written requests) or when another side's gun completes its set-up or breakdown (4.8), and anything about a unit the view does not show (another side's hidden position or
    wave not landed) or a minefield it does not know (3.6). The effect's first id is the battery it is about."""
    if view is None or view.side is None:
        return True
    if effect.ids:
        battery = battle.battery(effect.ids[0])
        if battery is not None and not view.shows_side_secrets(battery.side):
            return False
        gun = battle.unit(effect.ids[0]) if effect.kind in (EffectKind.SET_UP, EffectKind.BREAKDOWN) else None
        if gun is not None and not view.shows_side_secrets(gun.side):
            return False  # a gun's set-up or breakdown, as its side's own log entry keeps it
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
