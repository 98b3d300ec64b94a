"""A battle's artillery set up, as actions: a battery's set-up and breakdown in play (4.8), and before play the
registration points a side plots (4.2) and the batteries it has (4.11).

    session.perform(SetUpBattery(battery="bty2"))            # in transit -> setting up for its row's turns
    session.perform(PlotRegistrationPoint(side="axis", at=(22.5, 35.3)))   # the side's next free number

The turn advance spends the turns of a set-up or breakdown at the end of each turn (session/turn_advance.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError
from morefire_gui.ids import BatteryId
from morefire_gui.io.battle_file import check_battle
from morefire_gui.model.actions.artillery import (
    BreakDownBattery,
    DefineBattery,
    DeleteBattery,
    PlotRegistrationPoint,
    RemoveRegistrationPoint,
    SetUpBattery,
)
from morefire_gui.model.artillery import BatteryDefinition, BatteryKind, battery_gun
from morefire_gui.rules.artillery.batteries import Deployment, begin_breakdown, begin_set_up
from morefire_gui.rules.artillery.terms import DeploymentState, GunType
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.words import AND_THEN, QT_TRANSLATE_NOOP, joined
from morefire_gui.session.artillery import (
    IMPACT_STEP,
    ReplaceBatteries,
    battery_deployment,
    battery_guns,
    end_fire_mission,
    guns_destroyed,
    plot_registration_point,
    remove_registration_point,
    rules_battery,
    set_batteries,
)
from morefire_gui.session.edits import Compound, Edit
from morefire_gui.session.fire_orders import ORDERS_STEP
from morefire_gui.session.names import public_unit_names, side_name
from morefire_gui.session.resolution import LogDraft, Resolution, handles
from morefire_gui.session.turn_state import ReplaceCounterBattery
from morefire_gui.session.unit_facts import side_of

if TYPE_CHECKING:
    from morefire_gui.session.performing import Performing

__all__: list[str] = []  # the handlers register themselves with @handles


def _battery(ctx: Performing, battery_id: BatteryId) -> BatteryDefinition:
    battery = ctx.session.battle.battery(battery_id)
    if battery is None:
        known = ", ".join(b.id for b in ctx.session.battle.batteries) or "none"
        raise UsageError(
            QT_TRANSLATE_NOOP("Rules", "unknown battery {battery}; the batteries are: {known}").format(
                battery=repr(battery_id), known=known
            )
        )
    return battery


def _deployment_change(ctx: Performing, battery_id: BatteryId, setting_up: bool) -> Resolution:
    """4.8: a battery begins its set-up (in transit) or breakdown (deployed), in artillery step C (docs/rules-notes.md,
    "4.8 Set-up and breakdown — the step"). The turn it begins, a gun cannot fire or move: a battery that fired this
    turn does not begin a breakdown, one whose guns moved does not begin a set-up."""
    session = ctx.session
    battle = session.battle
    battery = _battery(ctx, battery_id)
    what = (
        QT_TRANSLATE_NOOP("Rules", "setting up a battery")
        if setting_up
        else QT_TRANSLATE_NOOP("Rules", "breaking down a battery")
    )
    if (refused := ctx.in_step(ORDERS_STEP, [battery.id], what)) is not None:
        return refused
    if battery.kind is not BatteryKind.ON_BOARD:
        return ctx.refuse(
            (
                QT_TRANSLATE_NOOP(
                    "Rules", "{battery} is a naval battery: off-board batteries start the battle deployed and stay so"
                )
                if battery.kind is BatteryKind.NAVAL
                else QT_TRANSLATE_NOOP(
                    "Rules",
                    "{battery} is an off-board battery: off-board batteries start the battle deployed and stay so",
                )
            ).format(battery=battery.label),
            "4.8",
        )
    if (destroyed := guns_destroyed(battle, battery)) is not None:
        return ctx.refuse(destroyed, "4.8")
    deployment = battery_deployment(battery)
    wanted = DeploymentState.IN_TRANSIT if setting_up else DeploymentState.DEPLOYED
    if deployment.state is not wanted:
        return ctx.refuse(
            (
                QT_TRANSLATE_NOOP("Rules", "only a battery {wanted} can set up: {battery} is {state}")
                if setting_up
                else QT_TRANSLATE_NOOP("Rules", "only a battery {wanted} can break down: {battery} is {state}")
            ).format(wanted=wanted.words, battery=battery.label, state=deployment.state.words),
            "4.8",
        )
    guns = battery_guns(battle, battery)
    if setting_up:
        moved = [g.id for g in guns if g.moved is not None]
        if moved:
            said = public_unit_names(ctx.session, moved)
            return ctx.refuse(
                QT_TRANSLATE_NOOP(
                    "Rules", "{guns} moved this turn: the turn a gun begins its set-up it cannot move"
                ).format(guns=", ".join(said[g] for g in moved)),
                "4.8",
            )
    elif battery.id in battle.acted.get(IMPACT_STEP, ()):
        return ctx.refuse(
            QT_TRANSLATE_NOOP(
                "Rules", "{battery} fired this turn: the turn a gun begins its breakdown it cannot fire"
            ).format(battery=battery.label),
            "4.8",
        )
    side = side_of(battle, battery.side)
    rules = rules_battery(battle, battery, side, session.catalogue, session.tables)
    # 4.8's rows: an on-board battery's guns are howitzers, field guns (towed guns), mortars or self-propelled guns.
    entry = session.catalogue.get(guns[0].type) if guns else None
    gun = battery_gun(entry) if entry is not None else None
    gun_type = gun[1] if gun is not None else GunType.MORTAR if rules.is_mortar else GunType.TOWED
    begin = begin_set_up if setting_up else begin_breakdown
    after = begin(deployment, gun_type, rules.calibre_mm, session.tables.artillery)
    changed = battery.model_copy(update={"deployment": after.state, "turns_remaining": after.turns_remaining})
    steps = begun_steps(after, battery.label, battle.turn, setting_up)
    mission = battle.fire_mission(battery.id)
    if not setting_up and mission is not None and mission.impact_turn > battle.turn:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "its fire mission due in turn {turn} does not fire unless the battery is deployed again by then",
                ).format(turn=mission.impact_turn),
                "4.11",
            )
        )
    text = (
        QT_TRANSLATE_NOOP("Rules", "{battery} sets up")
        if setting_up
        else QT_TRANSLATE_NOOP("Rules", "{battery} breaks down")
    ).format(battery=battery.label)
    edit = ReplaceBatteries(
        tuple(battle.batteries), tuple(changed if b.id == battery.id else b for b in battle.batteries), text
    )
    # The side's own entry, like its written requests (4.1): the other side sees the guns, not the battery's plans.
    log = own_entry("battery", text, steps, battery.side, battery.id)
    return ctx.done(changed, steps, edit, marks={ORDERS_STEP: [battery.id]}, log=[log], text=text)


def begun_steps(after: Deployment, who: str, turn: int, setting_up: bool) -> list[Step]:
    """4.8: the steps of a set-up or breakdown ``who`` (a battery, or a gun of none) begins in ``turn``: the row read,
    and how long it takes and when it fires or moves."""
    n, last = after.turns_remaining, turn + after.turns_remaining - 1
    if setting_up:
        said = (
            QT_TRANSLATE_NOOP(
                "Rules", "{who} sets up in turn {turn}, this turn only; deployed, it fires from turn {next}"
            )
            if n == 1
            else QT_TRANSLATE_NOOP(
                "Rules",
                "{who} sets up from turn {turn}: {n} turns, this one included; deployed, it fires from turn {next}",
            )
        )
    else:
        said = (
            QT_TRANSLATE_NOOP(
                "Rules", "{who} breaks down in turn {turn}, this turn only; in transit, it moves from turn {next}"
            )
            if n == 1
            else QT_TRANSLATE_NOOP(
                "Rules",
                "{who} breaks down from turn {turn}: {n} turns, this one included; in transit, it moves from turn {next}",
            )
        )
    return [*after.steps, NoteStep(said.format(who=who, turn=turn, n=n, next=last + 1), "4.8")]


def own_entry(kind: str, text: str, steps: Sequence[Step], side: str, actor: str) -> LogDraft:
    """A set-up or breakdown's log entry: its side's own (secret), as 4.1 keeps a side's artillery plans."""
    return LogDraft(
        kind, text, joined((s.text() for s in steps), AND_THEN), tuple(steps), side=side, secret=True, actors=(actor,)
    )


@handles(SetUpBattery)
def _set_up(ctx: Performing, action: SetUpBattery) -> Resolution:
    return _deployment_change(ctx, action.battery, setting_up=True)


@handles(BreakDownBattery)
def _break_down(ctx: Performing, action: BreakDownBattery) -> Resolution:
    return _deployment_change(ctx, action.battery, setting_up=False)


# -- before play: registration points and batteries ---------------------------------------------------------------------


@handles(PlotRegistrationPoint)
def _plot(ctx: Performing, action: PlotRegistrationPoint) -> Resolution:
    """4.2: "Each side can plot up to 10 FRPs during pregame setup." A point moved keeps its name unless given one."""
    if (refused := ctx.at_set_up(QT_TRANSLATE_NOOP("Rules", "plotting a registration point"))) is not None:
        return refused
    session = ctx.session
    side = side_of(session.battle, action.side)
    limit = session.tables.artillery.orders.registration_points_per_side
    n = action.n
    if n is None:
        used = {p.n for p in side.registration_points}
        n = next((i for i in range(1, limit + 1) if i not in used), None)
        if n is None:
            return ctx.refuse(
                QT_TRANSLATE_NOOP("Rules", "{side} has plotted all {limit} registration points").format(
                    side=side.label, limit=limit
                ),
                "4.2",
            )
    existing = side.registration_point(n)
    name = action.name if action.name is not None else existing.name if existing is not None else None
    edit = plot_registration_point(session.battle, side.id, n, action.at, session.tables, name)
    text = (
        QT_TRANSLATE_NOOP("Rules", "Move registration point #{n} of {side}")
        if existing is not None
        else QT_TRANSLATE_NOOP("Rules", "Plot registration point #{n} of {side}")
    ).format(n=n, side=side.label)
    return ctx.done(
        n,
        (
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "{what} at {x:.1f}, {y:.1f}").format(
                    what=text, x=action.at[0], y=action.at[1]
                ),
                "4.2",
            ),
        ),
        type(edit)(edit.before, edit.after, text),
        text=text,
    )


@handles(RemoveRegistrationPoint)
def _remove_point(ctx: Performing, action: RemoveRegistrationPoint) -> Resolution:
    if (refused := ctx.at_set_up(QT_TRANSLATE_NOOP("Rules", "removing a registration point"))) is not None:
        return refused
    edit = remove_registration_point(ctx.session.battle, action.side, action.n)
    return ctx.done(action.n, (NoteStep(edit.text, "4.2"),), edit, text=edit.text)


@handles(DefineBattery)
def _define(ctx: Performing, action: DefineBattery) -> Resolution:
    """4.11: a battery added to a side, checked as the battle file checks it (guns of one calibre, units that are
    guns of the side, naval guns rated as 4.7 says ...)."""
    if (refused := ctx.at_set_up(QT_TRANSLATE_NOOP("Rules", "defining a battery"))) is not None:
        return refused
    session = ctx.session
    battle = session.battle
    battery = action.battery
    if battery.id in battle.ids() or battle.battery(battery.id) is not None:
        raise UsageError(
            QT_TRANSLATE_NOOP("Rules", "the id {id} is taken; give the battery another").format(id=repr(battery.id))
        )
    trial = battle.model_copy(update={"batteries": [*battle.batteries, battery]})
    problems = [p for p in check_battle(trial, session.catalogue, session.tables) if p.key.startswith("batteries")]
    if problems:
        raise UsageError("; ".join(p.message for p in problems))
    edit = set_batteries(battle, [*battle.batteries, battery])
    text = ctx.title()
    return ctx.done(
        battery,
        (
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "{what} ({kind}) for {side}").format(
                    what=text, kind=battery.kind.value.replace("_", "-"), side=side_name(battle, battery.side)
                ),
                "4.11",
            ),
        ),
        type(edit)(edit.before, edit.after, text),
        text=text,
    )


@handles(DeleteBattery)
def _delete(ctx: Performing, action: DeleteBattery) -> Resolution:
    if (refused := ctx.at_set_up(QT_TRANSLATE_NOOP("Rules", "deleting a battery"))) is not None:
        return refused
    battle = ctx.session.battle
    battery = _battery(ctx, action.battery)
    text = ctx.title()
    edits: list[Edit] = []
    if battle.fire_mission(battery.id) is not None:
        edits.append(end_fire_mission(battle, battery.id))
    kept = tuple(c for c in battle.counter_battery if battery.id not in (c.battery, c.target))
    if kept != tuple(battle.counter_battery):
        edits.append(ReplaceCounterBattery(tuple(battle.counter_battery), kept))
    removed = set_batteries(battle, [b for b in battle.batteries if b.id != battery.id])
    edits.append(type(removed)(removed.before, removed.after, text))
    return ctx.done(battery.id, (NoteStep(text, "4.11"),), Compound(tuple(edits), text), text=text)


# What the log of a battle saved before says of a registration point plotted, its point as given ("at 36, 24", before
# every table point read with one decimal): kept so that the window reads it back in its language.
EARLIER_TEXTS = (QT_TRANSLATE_NOOP("Rules", "{what} at {x:g}, {y:g}"),)
