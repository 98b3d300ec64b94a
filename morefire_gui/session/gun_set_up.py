"""4.8 in an advanced game: a gun that is none of a battery's guns begins its set-up or breakdown, as actions, in
movement step 6, where guns move (docs/rules-notes.md, "4.8 A gun of no battery").

    session.perform(BreakDownGun(unit="pak1"))    # deployed -> breaking down for its row's turns
    session.perform(SetUpGun(unit="pak1"))        # in transit -> setting up for its row's turns

The turn advance spends the turns (session/turn_advance.py, session/gun_deployment.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from morefire_gui.model.actions.artillery import BreakDownGun, SetUpGun
from morefire_gui.model.terms import Status
from morefire_gui.rules.artillery.batteries import begin_breakdown, begin_set_up
from morefire_gui.rules.artillery.terms import DeploymentState
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.artillery_set_up import begun_steps, own_entry
from morefire_gui.session.direct_fire import FIRE_STEPS
from morefire_gui.session.edits import ReplaceUnits
from morefire_gui.session.gun_deployment import lone_gun_state
from morefire_gui.session.movement import INFANTRY_MOVEMENT
from morefire_gui.session.names import public_unit_name
from morefire_gui.session.resolution import Resolution, handles
from morefire_gui.session.unit_facts import unit_of

if TYPE_CHECKING:
    from morefire_gui.session.performing import Performing

__all__: list[str] = []  # the handlers register themselves with @handles


def _not_lone_gun(ctx: Performing, unit_id: str) -> Resolution:
    """The refusal of a set-up or breakdown by a unit that has no state of its own under 4.8."""
    session = ctx.session
    battle = session.battle
    name = public_unit_name(session, unit_id)
    battery = battle.gun_battery(unit_id)
    if battery is not None:
        why = QT_TRANSLATE_NOOP("Rules", "{unit} is a gun of {battery}: the battery sets up and breaks down").format(
            unit=name, battery=battery.label
        )
    elif not battle.settings.advanced:
        why = QT_TRANSLATE_NOOP(
            "Rules", "set-up time is an advanced rule: in a basic game {unit} fires and moves without it"
        ).format(unit=name)
    else:
        why = QT_TRANSLATE_NOOP("Rules", "{unit} is not a gun: only guns set up and break down").format(unit=name)
    return ctx.refuse(why, "4.8")


def _deployment_change(ctx: Performing, unit_id: str, setting_up: bool) -> Resolution:
    """4.8: a gun of no battery begins its set-up (in transit) or breakdown (deployed), in movement step 6. The turn it
    begins, it cannot fire or move: a gun that fired this turn does not begin a breakdown, one that moved does not
    begin a set-up."""
    session = ctx.session
    battle = session.battle
    unit = unit_of(battle, unit_id)
    what = (
        QT_TRANSLATE_NOOP("Rules", "setting up a gun")
        if setting_up
        else QT_TRANSLATE_NOOP("Rules", "breaking down a gun")
    )
    if (refused := ctx.in_step(INFANTRY_MOVEMENT, [unit.id], what)) is not None:
        return refused
    gun = lone_gun_state(session, unit)
    if gun is None:
        return _not_lone_gun(ctx, unit.id)
    name = public_unit_name(session, unit.id)
    if unit.has(Status.DESTROYED):
        return ctx.refuse(QT_TRANSLATE_NOOP("Rules", "{unit} is destroyed").format(unit=name), "4.8")
    wanted = DeploymentState.IN_TRANSIT if setting_up else DeploymentState.DEPLOYED
    if gun.deployment.state is not wanted:
        return ctx.refuse(
            (
                QT_TRANSLATE_NOOP("Rules", "only a gun {wanted} can set up: {unit} is {state}")
                if setting_up
                else QT_TRANSLATE_NOOP("Rules", "only a gun {wanted} can break down: {unit} is {state}")
            ).format(wanted=wanted.words, unit=name, state=gun.deployment.state.words),
            "4.8",
        )
    if setting_up and unit.moved is not None:
        return ctx.refuse(
            QT_TRANSLATE_NOOP(
                "Rules", "{unit} moved this turn: the turn a gun begins its set-up it cannot move"
            ).format(unit=name),
            "4.8",
        )
    if not setting_up and any(unit.id in battle.acted.get(step, ()) for step in FIRE_STEPS):
        return ctx.refuse(
            QT_TRANSLATE_NOOP(
                "Rules", "{unit} fired this turn: the turn a gun begins its breakdown it cannot fire"
            ).format(unit=name),
            "4.8",
        )
    begin = begin_set_up if setting_up else begin_breakdown
    after = begin(gun.deployment, gun.gun_type, gun.calibre_mm, session.tables.artillery)
    changed = unit.model_copy(update={"deployment": after.state, "turns_remaining": after.turns_remaining})
    steps = begun_steps(after, name, battle.turn, setting_up)
    text = (
        QT_TRANSLATE_NOOP("Rules", "{unit} sets up") if setting_up else QT_TRANSLATE_NOOP("Rules", "{unit} breaks down")
    ).format(unit=name)
    edit = ReplaceUnits((unit,), (changed,), text)
    # The side's own entry, as a battery's is: a gun the other side has not spotted is not given away by its crew.
    log = own_entry("gun", text, steps, unit.side, unit.id)
    return ctx.done(changed, steps, edit, marks={INFANTRY_MOVEMENT: [unit.id]}, log=[log], text=text)


@handles(SetUpGun)
def _set_up(ctx: Performing, action: SetUpGun) -> Resolution:
    return _deployment_change(ctx, action.unit, setting_up=True)


@handles(BreakDownGun)
def _break_down(ctx: Performing, action: BreakDownGun) -> Resolution:
    return _deployment_change(ctx, action.unit, setting_up=False)
