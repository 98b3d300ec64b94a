"""Advancing the sequence of play one step, with everything that happens on the way, as one edit (not applied), and a
step back within the turn.

When things happen (docs/rules-notes.md, "Sequence of play"):

* at the end of a turn: a turn of battery set-up or breakdown is spent (4.8); infantry in a minefield spend one
  more turn clearing it (3.61 c);
* at the start of a turn: statuses whose turn has come lift (3.5 suppression, breakdowns), last turn's marks
  (``moved``, ``acted``) are cleared, MUD's maintenance rolls (turns 10, 20, 30 ...), the ISLAND's waves (turns 1, 7
  and 12) and its activation roll;
* in the artillery phase: entering A, the missions whose ``impact_turn`` has come land (the drift, the zone and
  every hit: session/artillery/landing.py's ``land_mission``); counter-battery fire is counted at B (4.42).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from morefire_gui.errors import UsageError
from morefire_gui.model.artillery import BatteryDefinition, FireMissionRecord, salvo_count
from morefire_gui.model.battle import Battle
from morefire_gui.model.terms import Status
from morefire_gui.rules.artillery.batteries import CounterBattery, advance_turn, counter_battery_turn
from morefire_gui.rules.artillery.terms import DeploymentState
from morefire_gui.rules.dice import Dice
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.scenario.weather import is_maintenance_turn
from morefire_gui.rules.sequence import battle_clock
from morefire_gui.rules.words import AND_THEN, QT_TRANSLATE_NOOP, joined
from morefire_gui.session.artillery import (
    DAMAGE_STEP,
    IMPACT_STEP,
    Landing,
    ReplaceBatteries,
    ReplaceFireMissions,
    battery_deployment,
    land_mission,
    rules_battery,
)
from morefire_gui.session.coming_up import EffectKind, Moment, TimedEffect, public_effects
from morefire_gui.session.conditions import maintenance_rolls, start_turn
from morefire_gui.session.edits import Compound, Edit, ReplaceUnits, Staged
from morefire_gui.session.fire_orders import beyond_mortar_range, mission_text
from morefire_gui.session.gun_deployment import deployment_words, spend_gun_turns
from morefire_gui.session.island import (
    START_OF_TURN,
    activation_draft,
    island_raid,
    island_waves,
    naval_salvoes,
    ordinal,
)
from morefire_gui.session.minefields import clearing_turns
from morefire_gui.session.names import public_piece_name, public_unit_names, side_name, unit_names
from morefire_gui.session.resolution import LogDraft
from morefire_gui.session.step_words import step_taken
from morefire_gui.session.turn_state import (
    CurrentStep,
    ReplaceActed,
    ReplaceCounterBattery,
    SetPlace,
    current_step,
    mark_fired,
    mark_pairs,
)
from morefire_gui.session.unit_facts import conditions_of
from morefire_gui.session.visibility import battery_name, view_of

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession

__all__ = [
    "AdvanceResult",
    "Private",
    "advance",
    "back",
]

# -- advancing ------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class AdvanceResult:
    """One step forward: where the battle was and is, what happened on the way (``events``), every step of it
    explained, the log entries to write (the rolls made, what each side may read), and the one edit (not applied)."""

    before: CurrentStep
    after: CurrentStep
    edit: Edit
    events: tuple[TimedEffect, ...]
    steps: tuple[Step, ...]
    log: tuple[LogDraft, ...] = field(default=())
    landings: tuple[Landing, ...] = field(default=())  # the fire missions that landed entering artillery step A

    @property
    def new_turn(self) -> bool:
        return self.after.turn != self.before.turn


Private = dict[str, list[Step]]


_IN_TURN = QT_TRANSLATE_NOOP("Rules", "turn {turn}: {what}")
# What the log of a battle saved before says (a battery's set-up or breakdown, a turn's start): kept so that the window
# reads it back.
EARLIER_TEXTS = (
    QT_TRANSLATE_NOOP("Rules", "end of turn {turn}: {battery} has {n} turn(s) of {state} left"),
    QT_TRANSLATE_NOOP("Rules", "nothing carries over into this turn"),
    # A side's secret entries, titled by its name with "'s" before "of {side}" was written.
    QT_TRANSLATE_NOOP("Rules", "{title}: {side}'s artillery"),
    QT_TRANSLATE_NOOP("Rules", "{title}: {side}'s hidden positions"),
)


def _private_records(battle: Battle, private: Private, kind: str, title: str, turn: int, phase: str) -> list[LogDraft]:
    """One secret log entry per side for what only it may read (4.1: its batteries and written requests)."""
    return [
        LogDraft(
            kind,
            QT_TRANSLATE_NOOP("Rules", "{title}: artillery of {side}").format(
                title=title, side=side_name(battle, side)
            ),
            joined((s.text() for s in steps), AND_THEN),
            tuple(steps),
            turn,
            phase,
            side,
            secret=True,
        )
        for side, steps in private.items()
        if steps
    ]


def _end_of_turn(session: BattleSession, turn: int, staged: Staged) -> tuple[list[TimedEffect], list[Step], Private]:
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
                text = QT_TRANSLATE_NOOP("Rules", "{battery}: {what}").format(
                    battery=b.label, what=new.steps[0].text() if new.steps else new.state.words
                )
                events.append(TimedEffect(turn, Moment.END, kind, text, "4.8", (b.id,)))
                private.setdefault(b.side, []).append(
                    NoteStep(
                        (
                            QT_TRANSLATE_NOOP("Rules", "end of turn {turn}: {battery} is deployed")
                            if new.state is DeploymentState.DEPLOYED
                            else QT_TRANSLATE_NOOP("Rules", "end of turn {turn}: {battery} is in transit")
                        ).format(turn=turn, battery=b.label),
                        "4.8",
                    )
                )
            else:
                private.setdefault(b.side, []).append(
                    NoteStep(
                        # As a gun's: "end of turn 3: 1st battery is setting up, one turn left".
                        QT_TRANSLATE_NOOP("Rules", "end of turn {turn}: {unit} is {state}").format(
                            turn=turn, unit=b.label, state=deployment_words(new)
                        ),
                        "4.8",
                    )
                )
        else:
            after.append(b)
    if tuple(after) != before:
        staged.add(ReplaceBatteries(before, tuple(after), QT_TRANSLATE_NOOP("Rules", "Set-up and breakdown")))
    guns_before, guns_after, gun_notes = spend_gun_turns(session, turn)
    if guns_before:
        staged.add(
            ReplaceUnits(tuple(guns_before), tuple(guns_after), QT_TRANSLATE_NOOP("Rules", "Set-up and breakdown"))
        )
        for side, notes in gun_notes.items():
            private.setdefault(side, []).extend(notes)
    clearing = clearing_turns(session)
    if clearing.turns:
        steps += clearing.steps
    for piece in clearing.cleared:
        events.append(
            TimedEffect(
                turn,
                Moment.END,
                EffectKind.MINEFIELD_CLEARING,
                QT_TRANSLATE_NOOP("Rules", "{piece} is cleared by the infantry in it").format(
                    piece=public_piece_name(battle, piece)
                ),
                "3.61",
                (piece,),
            )
        )
    staged.add(clearing.edit)
    return events, steps, private


def _start_of_turn(session: BattleSession, turn: int, staged: Staged) -> tuple[list[TimedEffect], list[Step], Private]:
    """What needs no dice: statuses that lift and last turn's moves forgotten (session.conditions.start_turn), last
    turn's marks cleared, the ISLAND's waves, the missions that land this turn (their side's own notes)."""
    battle, tables = session.battle, session.tables
    events: list[TimedEffect] = []
    steps: list[Step] = []
    private: Private = {}
    start = start_turn(session, turn)
    said = public_unit_names(session, [unit_id for unit_id, _ in start.lifted])  # effects every side may read
    staged.add(start.edit)
    steps += start.steps
    for unit_id, status in start.lifted:
        kind = (
            EffectKind.SUPPRESSION
            if status is Status.SUPPRESSED
            else EffectKind.IMMOBILIZED
            if status is Status.IMMOBILIZED
            else EffectKind.STATUS
        )
        text = (
            QT_TRANSLATE_NOOP("Rules", "{unit} recovers from suppression").format(unit=said[unit_id])
            if status is Status.SUPPRESSED
            else QT_TRANSLATE_NOOP("Rules", "{unit} is no longer {status}").format(
                unit=said[unit_id], status=status.value
            )
        )
        events.append(
            TimedEffect(
                turn, Moment.START, kind, text, "3.5" if kind is EffectKind.SUPPRESSION else "MUD/MOUNTAINS", (unit_id,)
            )
        )
    if battle.acted:
        staged.add(ReplaceActed(mark_pairs(battle.acted), (), QT_TRANSLATE_NOOP("Rules", "Marks cleared")))
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "turn {turn}: last turn's marks of who acted are cleared").format(turn=turn),
                "Sequence of play",
            )
        )
    for n, wave in enumerate(island_waves(battle, tables), start=1):
        if wave == turn:
            text = QT_TRANSLATE_NOOP("Rules", "the attacker's {nth} wave lands").format(nth=ordinal(n))
            events.append(TimedEffect(turn, Moment.START, EffectKind.ISLAND_WAVE, text, "ISLAND A"))
            steps.append(NoteStep(_IN_TURN.format(turn=turn, what=text), "ISLAND A"))
    for mission in battle.fire_missions:
        if mission.impact_turn == turn:
            events.append(
                TimedEffect(
                    turn,
                    Moment.ARTILLERY,
                    EffectKind.FIRE_MISSION,
                    mission_text(battle, mission),
                    "4.2",
                    (mission.battery,),
                )
            )
            battery = battle.battery(mission.battery)
            note = NoteStep(_IN_TURN.format(turn=turn, what=mission_text(battle, mission)), "4.2")
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


def _start_of_turn_rolls(
    session: BattleSession, turn: int, dice: Dice, staged: Staged
) -> tuple[list[TimedEffect], list[LogDraft]]:
    """The rolls of the start of a turn, each logged: MUD's maintenance rolls (turns 10, 20, 30 ...) and the
    ISLAND's activation roll."""
    battle, tables = session.battle, session.tables
    events: list[TimedEffect] = []
    entries: list[LogDraft] = []
    if conditions_of(battle).mud and is_maintenance_turn(turn, tables.conditions):
        mud = maintenance_rolls(session, turn, dice)
        staged.add(mud.edit)
        # A hidden position's roll would tell the other side it is a vehicle, and where: its side's own entry.
        concealed = _concealed_units(battle)
        # Every side's group by the names every side reads; a side's own group (its hidden positions) by their own.
        real = unit_names(session, [r.unit_id for r in mud.rolls])
        for side, rolls in _by_concealment(mud.rolls, battle, concealed).items():
            stuck = [r.unit_id for r in rolls if r.immobilized]
            said = public_unit_names(session, stuck) if side is None else real
            summary = AND_THEN.format(
                first=QT_TRANSLATE_NOOP("Rules", "{n} vehicles rolled").format(n=len(rolls)),
                then=QT_TRANSLATE_NOOP("Rules", "stuck: {units}").format(units=", ".join(said[u] for u in stuck))
                if stuck
                else QT_TRANSLATE_NOOP("Rules", "none stuck"),
            )
            steps = tuple(s for r in rolls for s in r.steps)
            title = QT_TRANSLATE_NOOP("Rules", "Maintenance rolls, turn {turn}").format(turn=turn)
            if side is None:
                entries.append(LogDraft("maintenance", title, summary, steps, turn, START_OF_TURN))
            else:
                entries.append(
                    LogDraft(
                        "maintenance",
                        QT_TRANSLATE_NOOP("Rules", "{title}: hidden positions of {side}").format(
                            title=title, side=side_name(battle, side)
                        ),
                        summary,
                        steps,
                        turn,
                        START_OF_TURN,
                        side,
                        secret=True,
                    )
                )
            # A secret group's effect names its units, so that only their side's view shows it.
            ids = tuple(stuck) if side is None else tuple(r.unit_id for r in rolls)
            events.append(
                TimedEffect(
                    turn,
                    Moment.START,
                    EffectKind.MAINTENANCE,
                    QT_TRANSLATE_NOOP("Rules", "maintenance rolls: {summary}").format(summary=summary),
                    "MUD",
                    ids,
                )
            )
    if island_raid(battle, tables):
        entry = activation_draft(session, dice, turn)
        entries.append(entry)
        events.append(
            TimedEffect(
                turn,
                Moment.START,
                EffectKind.ISLAND_ACTIVATION,
                QT_TRANSLATE_NOOP("Rules", "alerted: {summary}").format(summary=entry.summary),
                "ISLAND D",
            )
        )
    return events, entries


def _counter_battery(
    session: BattleSession, turn: int, staged: Staged
) -> tuple[list[TimedEffect], list[Step], list[LogDraft]]:
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
        # Mortars set up again out of reach of the target (4.41) do not fire: the count starts again.
        beyond = beyond_mortar_range(session, shooter, target) if shooter is not None and fired else None
        fired = fired and beyond is None
        result = counter_battery_turn(CounterBattery(record.turns_fired), rules_target, tables.artillery, fired=fired)
        these = list(result.steps)
        if beyond is not None:
            these.insert(0, NoteStep(beyond, "4.41"))
        elif not fired:
            these.insert(
                0,
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "{battery} cannot fire this turn").format(
                        battery=shooter.label if shooter is not None else record.battery
                    ),
                    "4.11",
                ),
            )
        steps += these
        private.setdefault(shooter.side if shooter is not None else target.side, []).extend(these)
        records[i] = record.model_copy(update={"turns_fired": result.state.turns_fired, "fired_turn": turn})
        changed = True
        text = QT_TRANSLATE_NOOP("Rules", "{battery}'s counter-battery fire at {target}: {what}").format(
            battery=shooter.label if shooter is not None else record.battery,
            # The firing side's own words: the target by what that side saw of it (4.1).
            target=battery_name(battle, target.id, shooter.side if shooter is not None else None),
            what=QT_TRANSLATE_NOOP("Rules", "{destroyed} gun destroyed, {left} left").format(
                destroyed=result.guns_destroyed, left=result.guns_left
            )
            if result.guns_destroyed
            else QT_TRANSLATE_NOOP("Rules", "turn {turn} of zeroing in").format(turn=result.state.turns_fired)
            if fired
            else QT_TRANSLATE_NOOP("Rules", "not fired, the count starts again"),
        )
        events.append(
            TimedEffect(
                turn, Moment.ARTILLERY, EffectKind.COUNTER_BATTERY, text, "4.42", (record.battery, record.target)
            )
        )
        if result.guns_destroyed:
            if result.guns_left > 0:
                batteries = [
                    b.model_copy(update={"guns": result.guns_left}) if b.id == target.id else b for b in batteries
                ]
            else:
                batteries = [b for b in batteries if b.id != target.id]
                missions = [m for m in missions if m.battery != target.id]
                gone = NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "{battery} has no guns left").format(
                        battery=battery_name(battle, target.id, shooter.side if shooter is not None else None)
                    ),
                    "4.42",
                )
                steps.append(gone)
                private.setdefault(shooter.side if shooter is not None else target.side, []).append(gone)
    entries: list[LogDraft] = []
    if changed:
        # Batteries with no guns left go, with their missions and the counter-battery fire at them or from them.
        ids = {b.id for b in batteries}
        records = [r for r in records if r.battery in ids and r.target in ids]
        if missions != battle.fire_missions:
            staged.add(ReplaceFireMissions(tuple(battle.fire_missions), tuple(missions)))
        if batteries != battle.batteries:
            staged.add(
                ReplaceBatteries(
                    tuple(battle.batteries), tuple(batteries), QT_TRANSLATE_NOOP("Rules", "Counter-battery fire")
                )
            )
        staged.add(ReplaceCounterBattery(tuple(battle.counter_battery), tuple(records)))
        entries += _private_records(
            battle,
            private,
            "counter_battery",
            QT_TRANSLATE_NOOP("Rules", "Counter-battery fire, turn {turn}").format(turn=turn),
            turn,
            "artillery.damage",
        )
    return events, steps, entries


def _battery_said(battle: Battle, battery_id: str) -> str:
    battery = battle.battery(battery_id)
    return battery.label if battery is not None else battery_id


def _salvoes(session: BattleSession, due: list[FireMissionRecord]) -> list[tuple[FireMissionRecord, int, int]]:
    """Each mission due with its salvo's number and the battery's salvoes a turn: one for a battery, two for the naval
    bombardment of an island invasion (ISLAND C: "2 salvoes per turn"), each its own barrage, or as many as its order
    chose (docs/rules-notes.md, "ISLAND C — two salvoes a turn")."""
    out: list[tuple[FireMissionRecord, int, int]] = []
    for mission in due:
        battery = session.battle.battery(mission.battery)
        salvoes = (naval_salvoes(session.battle, session.tables, battery) if battery is not None else None) or 1
        if mission.salvoes is not None:  # the order chose fewer: "up to" its salvoes a turn
            salvoes = min(salvoes, mission.salvoes)
        out += [(mission, n, salvoes) for n in range(1, salvoes + 1)]
    return out


def _land_missions(
    session: BattleSession, turn: int, dice: Dice, staged: Staged
) -> tuple[list[TimedEffect], list[Step], list[LogDraft], list[Landing]]:
    """Entering artillery step A: every mission whose impact turn has come lands, in the battle file's order, each on
    the battle as the ones before left it (a unit destroyed by the first is not rolled for again). The batteries that
    fired are marked in steps A and B, both resolved here (4.3-4.6)."""
    battle = session.battle
    events: list[TimedEffect] = []
    steps: list[Step] = []
    entries: list[LogDraft] = []
    landings: list[Landing] = []
    due = [m for m in battle.fire_missions if m.impact_turn == turn]
    for mission, salvo, salvoes in _salvoes(session, due):
        if salvo > 1 and not landings[-1].fired:
            continue  # the first salvo did not fire: neither does the second, for the same reason
        landing = land_mission(session, mission, dice)
        staged.add(landing.edit)
        landings.append(landing)
        entries += landing.log
        battery = battle.battery(mission.battery)
        most = naval_salvoes(battle, session.tables, battery) if battery is not None else None
        if salvo == 1 and landing.fired and mission.salvoes is not None and most is not None:
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "{battery} fires {salvoes} this turn, as its order chose ({n} salvoes per turn are available)",
                    ).format(battery=_battery_said(battle, mission.battery), salvoes=salvo_count(salvoes), n=most),
                    "ISLAND C",
                )
            )
        if salvoes > 1 and landing.fired:
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "{battery}: salvo {n} of {salvoes} this turn").format(
                        battery=_battery_said(battle, mission.battery), n=salvo, salvoes=salvoes
                    ),
                    "ISLAND C",
                )
            )
        if landing.outcome is None or landing.outcome.impact is None:
            steps.append(NoteStep(landing.reason, landing.rule))
            # The side's own: its mission is its written request (4.1).
            events.append(
                TimedEffect(
                    turn, Moment.ARTILLERY, EffectKind.FIRE_MISSION, landing.reason, landing.rule, (landing.battery,)
                )
            )
            continue
        outcome = landing.outcome
        assert outcome.impact is not None  # a landing without an impact went on above
        steps += outcome.steps()
        hit = [
            QT_TRANSLATE_NOOP("Rules", "{unit} {outcome}").format(
                unit=outcome.said(t.unit_id), outcome=t.result.value.replace("_", " ")
            )
            for t in outcome.result.targets
            if t.hit
        ]
        text = QT_TRANSLATE_NOOP("Rules", "a barrage lands at {x:.1f}, {y:.1f}: {hits}").format(
            x=outcome.impact[0],
            y=outcome.impact[1],
            hits=joined(hit, QT_TRANSLATE_NOOP("Rules", "{first}, {then}"))
            if hit
            else QT_TRANSLATE_NOOP("Rules", "no unit hit"),
        )
        # Seen by every side: a barrage landing is no secret (the units it names are those it rolled for).
        events.append(
            TimedEffect(
                turn,
                Moment.ARTILLERY,
                EffectKind.BARRAGE,
                text,
                "4.3-4.6",
                tuple(t.unit_id for t in outcome.result.targets),
            )
        )
    fired = [landing.battery for landing in landings if landing.fired]
    if fired:
        mark = mark_fired(
            battle,
            {IMPACT_STEP: fired, DAMAGE_STEP: fired},
            QT_TRANSLATE_NOOP("Rules", "Fire missions landed"),
            session.tables,
        )
        if mark is not None:
            staged.add(mark)
    return events, steps, entries, landings


def advance(session: BattleSession, dice: Dice | None = None) -> AdvanceResult:
    """The next step of the sequence of play, and everything that happens on the way, as one edit (not applied):
    after the last step of a turn, the end of that turn and the start of the next; entering artillery step A, the
    fire missions that are due land; entering step B, counter-battery fire. Rolls are made with ``dice`` (the session's by default); their log entries are written when
    the step is committed, and the log keeps them if the step is undone. Raises :class:`UsageError` if the battle's step is unknown."""
    battle, tables = session.battle, session.tables
    dice = dice if dice is not None else session.dice
    before = current_step(session)
    nxt, wraps = tables.sequence.after(battle.step)
    turn = battle.turn + 1 if wraps else battle.turn
    events: list[TimedEffect] = []
    steps: list[Step] = []
    records: list[LogDraft] = []
    landings: list[Landing] = []
    staged = Staged(battle)
    text = QT_TRANSLATE_NOOP("Rules", "Turn {turn} begins").format(turn=turn) if wraps else step_taken(nxt)
    try:
        if wraps:
            e, s, end_private = _end_of_turn(session, battle.turn, staged)
            events += e
            steps += s
            e, s, start_private = _start_of_turn(session, turn, staged)
            events += e
            steps += s
            clock = battle_clock(turn, tables.sequence.seconds_per_turn)
            steps.insert(
                0,
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "turn {turn} begins: {clock} of battle").format(turn=turn, clock=clock),
                    "SCALES",
                ),
            )
            # What every side may read goes in the turn's entry; each side's batteries and missions in its own.
            # With nothing public, said as such: a side's own missions landing this turn follow in its own entry, which
            # "nothing carries over" would contradict; said in every turn alike, it tells no side of the other's.
            summary = joined((e.text for e in public_effects(battle, events)), AND_THEN) or QT_TRANSLATE_NOOP(
                "Rules", "nothing open to every side carries over into this turn"
            )
            records.append(
                LogDraft(
                    "turn",
                    QT_TRANSLATE_NOOP("Rules", "Turn {turn} begins ({clock} of battle)").format(turn=turn, clock=clock),
                    summary,
                    tuple(steps),
                    turn,
                    START_OF_TURN,
                )
            )
            # Each side's entry in the battle's order of sides: the order is the same in every run (a set of names is
            # not: its order changes with Python's string hashing), so that a replay meets the entries in the order
            # they were written.
            sides = dict.fromkeys([*(each.id for each in battle.sides), *end_private, *start_private])
            private = {
                side: end_private.get(side, []) + start_private.get(side, [])
                for side in sides
                if side in end_private or side in start_private
            }
            records += _private_records(
                battle,
                private,
                "turn",
                QT_TRANSLATE_NOOP("Rules", "Turn {turn} begins").format(turn=turn),
                turn,
                START_OF_TURN,
            )
            steps += [s for side_steps in private.values() for s in side_steps]
            e, logged = _start_of_turn_rolls(session, turn, dice, staged)
            events += e
            steps += [s for entry in logged for s in entry.steps]  # every roll explained, as a barrage's are
            records += logged
        if nxt.id == IMPACT_STEP and not wraps:
            e, s, logged, landings = _land_missions(session, turn, dice, staged)
            events += e
            steps += s
            records += logged
        if nxt.id == DAMAGE_STEP:
            e, s, logged = _counter_battery(session, turn, staged)
            events += e
            steps += s
            records += logged
    finally:
        staged.unwind()
    after_place = (turn, nxt.id)
    edit = Compound((*staged.edits, SetPlace((battle.turn, battle.step), after_place, text)), text)
    after = CurrentStep(turn, nxt, battle_clock(turn, tables.sequence.seconds_per_turn))
    return AdvanceResult(before, after, edit, tuple(events), tuple(steps), tuple(records), tuple(landings))


def back(session: BattleSession) -> SetPlace:
    """The step before this one, within the turn (nothing that happened is undone). Going back over the start of a
    turn would leave its rolls applied: that is undoing the step forward, not a step back."""
    battle, tables = session.battle, session.tables
    prev, wraps = tables.sequence.before(battle.step)
    if wraps and battle.turn <= 1:
        # The battle's first step: no turn before it to go back to.
        raise UsageError(QT_TRANSLATE_NOOP("Rules", "this is the first step of turn 1: there is no step before it"))
    if wraps:
        raise UsageError(
            QT_TRANSLATE_NOOP(
                "Rules", "turn {turn} has begun: undo the step into it to go back to turn {previous}"
            ).format(turn=battle.turn, previous=battle.turn - 1)
        )
    return SetPlace(
        (battle.turn, battle.step),
        (battle.turn, prev.id),
        step_taken(prev, back=True),
    )
