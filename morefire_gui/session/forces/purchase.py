"""Buying forces as an action (:class:`~morefire_gui.model.actions.forces.BuyForces`), performed by the session:
every limit must be met and every counter must have room in its zone."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError, close_names
from morefire_gui.model.actions.forces import BuyForces
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.words import AND_THEN, QT_TRANSLATE_NOOP, joined
from morefire_gui.session.at_table import HIDDEN_INFORMATION, buying_refusal
from morefire_gui.session.forces.budget import ForcesRefused, battle_budget, force_setup
from morefire_gui.session.forces.ground import PLACEMENT_PENDING, PLACEMENT_RULE, placement_pending
from morefire_gui.session.forces.limits import ForcePick, ForcePlan, ForcesCheck, SideForce, check_forces
from morefire_gui.session.forces.placement import build_forces
from morefire_gui.session.names import side_name
from morefire_gui.session.resolution import LogDraft, Resolution, handles

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.performing import Performing


# -- the action ------------------------------------------------------------------------------------------------------


def first_refusal(session: BattleSession, actions: Sequence[BuyForces]) -> Resolution | None:
    """The first of ``actions`` refused when they are taken in their order, each on the battle the ones before it
    leave (Place Forces takes the attacker's first: ISLAND B's defender deploys after it); None when every one is
    taken. Nothing is applied to ``session``'s battle."""
    trial: BattleSession | None = None
    for i, action in enumerate(actions):
        resolution = (trial or session).preview(action)
        if resolution.refused and i and trial is None:
            # Judged alone it is refused: judge it again after the ones before it, taken on a copy of the battle.
            trial = type(session)(session.battle.model_copy(deep=True), None, session.catalogue, session.tables)
            for before in actions[:i]:
                trial.commit(trial.preview(before))
            resolution = trial.preview(action)
        if resolution.refused:
            return resolution
        if trial is not None:
            trial.commit(resolution)
    return None


def plan_of(session: BattleSession, action: BuyForces) -> ForcePlan:
    """The purchase an action makes, with the battle's defaults where it names none: the points Build Forces starts
    from (:func:`default_points`), the mission's ratio, the briefing's year. Raises :class:`UsageError` for a side or
    catalogue entry the battle does not have."""
    battle = session.battle
    for sid in (action.side, action.attacker):
        if sid is not None and battle.side(sid) is None:
            raise UsageError(
                QT_TRANSLATE_NOOP("Rules", "unknown side {side}; the sides are {sides}").format(
                    side=repr(sid), sides=", ".join(s.id for s in battle.sides)
                )
            )
    named = (
        [p.type for p in action.units]
        + [p.type for p in action.airstrikes]
        + [b.type for b in action.batteries if b.type]
    )
    missing = [t for t in dict.fromkeys(named) if t not in session.catalogue]
    if missing:
        types = ", ".join(repr(t) for t in missing)
        close = list(dict.fromkeys(c for t in missing for c in close_names(t, session.catalogue.ids())))
        if close:
            raise UsageError(
                QT_TRANSLATE_NOOP(
                    "Rules", "unknown unit type {types} (not in the unit catalogue; did you mean {close}?)"
                ).format(types=types, close=", ".join(close))
            )
        raise UsageError(
            QT_TRANSLATE_NOOP("Rules", "unknown unit type {types} (not in the unit catalogue)").format(types=types)
        )
    setup = force_setup(session, action.attacker)
    ratio = action.ratio or setup.ratio
    budget = battle_budget(session, setup, ratio, action.points, action.total)
    year = purchase_year(session, action.year, action.any_year)
    force = SideForce(
        action.side,
        tuple(ForcePick(p.type, p.count, p.wave, p.formation, p.stem) for p in action.units),
        tuple(ForcePick(p.type, p.count) for p in action.airstrikes),
        action.batteries,
        action.hidden,
        action.fakes,
    )
    return ForcePlan(budget, (force,), year, action.fielded, setup.attacker)


def purchase_year(session: BattleSession, year: int | None = None, any_year: bool = False) -> int | None:
    """The year a purchase's units must be in service in: the one named, else the briefing's (None: any year)."""
    return None if any_year else year if year is not None else session.battle.year


def limit_steps(check: ForcesCheck) -> tuple[Step, ...]:
    """Every limit as a step, met or broken, with its rule (what a refusal shows)."""
    return (
        *check.steps,
        *(
            NoteStep(
                (
                    QT_TRANSLATE_NOOP("Rules", "met: {limit}")
                    if c.ok
                    else QT_TRANSLATE_NOOP("Rules", "broken: {limit}")
                ).format(limit=c.text),
                c.rule,
            )
            for c in check.checks
        ),
    )


@handles(BuyForces)
def _buy_forces(ctx: Performing, action: BuyForces) -> Resolution:
    """Buying is part of the set-up (docs/rules-notes.md, "Forces — the action"): every limit Build Forces checks must
    be met (the first broken one's rule is the refusal's), and every counter must have room in its zone."""
    if (refused := ctx.at_set_up(QT_TRANSLATE_NOOP("Rules", "buying forces"))) is not None:
        return refused
    session = ctx.session
    if ctx.strict and placement_pending(session.battle):
        return ctx.refuse(PLACEMENT_PENDING, PLACEMENT_RULE)
    plan = plan_of(session, action)  # (an unknown side is named as the command line gave it)
    if (another := buying_refusal(session.battle, action.side)) is not None:
        return ctx.refuse(another, HIDDEN_INFORMATION)
    setup = force_setup(session, action.attacker)
    if action.ratio is not None and not setup.players_set_ratio and tuple(action.ratio) != setup.ratio:
        return ctx.refuse(
            QT_TRANSLATE_NOOP("Rules", "{ratio}: the players do not set this battle's ratio").format(
                ratio=setup.ratio_from
            ),
            "Table VI",
        )
    if action.attacker is not None and session.battle.mission is not None and action.attacker != setup.attacker:
        return ctx.refuse(
            QT_TRANSLATE_NOOP("Rules", "the battle's mission has {attacker} attack, not {side}").format(
                attacker=side_name(session.battle, setup.attacker), side=side_name(session.battle, action.attacker)
            ),
            "Table II",
        )
    if plan.forces[0].empty:
        return ctx.refuse(
            QT_TRANSLATE_NOOP("Rules", "{side} buys nothing: name units, airstrikes or batteries").format(
                side=side_name(session.battle, action.side)
            ),
            "Table VI",
        )
    check = check_forces(session, plan)
    if not check.valid:
        broken = [c for c in check.checks if not c.ok]
        return ctx.refuse(
            joined((str(c) for c in broken), AND_THEN),
            broken[0].rule or "the unit catalogue",
            result=check,
            steps=limit_steps(check),
        )
    try:
        outcome = build_forces(session, plan)
    except ForcesRefused as exc:
        return ctx.refuse(
            joined(exc.problems, AND_THEN), "Mission Deployment Guidelines", result=check, steps=limit_steps(check)
        )
    # What a side bought is its own (its hidden positions' types, its airstrikes, its batteries: hot seat); the other
    # side sees the counters that are not hidden on the table.
    log = LogDraft("forces", outcome.title, outcome.summary, outcome.steps, side=action.side, secret=True)
    return ctx.done(outcome, outcome.steps, outcome.placement.edit, log=[log], text=outcome.placement.edit.text)
