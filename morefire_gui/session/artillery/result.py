"""A barrage's result as one edit (the units' statuses, the minefields it clears, the hidden units it reveals) and
its log entry."""

from __future__ import annotations

from morefire_gui.model.battle import Battle, Unit
from morefire_gui.model.log import LoggedLanding
from morefire_gui.model.terms import Status
from morefire_gui.rules.artillery.barrage import BarrageResult, HitResult, TargetResult
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.artillery.firing import BarrageOutcome, rounded_point
from morefire_gui.session.counts import in_zone_text
from morefire_gui.session.edits import Compound, Edit, ReplaceTerrain, ReplaceUnits
from morefire_gui.session.names import point_words
from morefire_gui.session.resolution import LogDraft
from morefire_gui.session.visibility import with_reveals

# -- applying the result ------------------------------------------------------------------------------------------

_STATUS = {HitResult.DESTROYED: Status.DESTROYED, HitResult.IMMOBILIZED: Status.IMMOBILIZED}


def barrage_edit(battle: Battle, outcome: BarrageOutcome | BarrageResult, text: str = "") -> Compound:
    """One edit for everything a barrage did, to apply (CLI) or push on the undo stack as ONE step (GUI): the
    status ``destroyed`` or ``immobilized`` on each unit hit (4.6), and ``cleared: true`` on each minefield
    section the zone touched (3.61 a). An empty Compound when the barrage changed nothing."""
    result = outcome.result if isinstance(outcome, BarrageOutcome) else outcome
    before: list[Unit] = []
    after: list[Unit] = []
    target: TargetResult
    for target in result.targets:
        status = _STATUS.get(target.result)
        unit = battle.unit(target.unit_id)
        if status is None or unit is None or unit.has(status):
            continue
        before.append(unit)
        after.append(unit.with_status(status))
    pieces = [p for p in (battle.piece(m) for m in result.minefields_cleared) if p is not None and not p.cleared]
    edits: list[Edit] = []
    if after:
        edits.append(ReplaceUnits(tuple(before), tuple(after), QT_TRANSLATE_NOOP("Rules", "Barrage damage")))
    if pieces:
        edits.append(
            ReplaceTerrain(
                tuple(pieces),
                tuple(p.model_copy(update={"cleared": True}) for p in pieces),
                QT_TRANSLATE_NOOP("Rules", "Minefields cleared by artillery"),
            )
        )
    if not text:
        text = (
            QT_TRANSLATE_NOOP("Rules", "Barrage at {at}").format(at=point_words(rounded_point(outcome.impact)))
            if isinstance(outcome, BarrageOutcome) and outcome.impact
            else QT_TRANSLATE_NOOP("Rules", "Barrage")
        )
    return Compound(tuple(edits), text)


def barrage_edit_with_reveals(battle: Battle, outcome: BarrageOutcome) -> Edit:
    """:func:`barrage_edit`, and every hidden position the barrage fired on revealed (a fake marker, not rolled for,
    taken off the table)."""
    edit = barrage_edit(battle, outcome)
    revealed = outcome.revealing.revealed if outcome.revealing is not None else ()
    return with_reveals(
        battle,
        edit,
        [*(t.unit_id for t in outcome.result.targets), *revealed],
        QT_TRANSLATE_NOOP("Rules", "fired on by artillery"),
    )


def revealed_in(outcome: BarrageOutcome, summary: str) -> str:
    """A barrage landing's summary with the hidden positions it fired on, as they turned out to be (TARAWA)."""
    return outcome.revealing.summed_up(summary) if outcome.revealing is not None else summary


# What the log of a battle saved before says of a barrage: kept so that the window reads it back in its language.
EARLIER_TEXTS = (QT_TRANSLATE_NOOP("Rules", "impact {x:.1f}, {y:.1f}; {n} unit(s) in the zone, {hits} hit"),)


def barrage_log(outcome: BarrageOutcome, turn: int | None = None, phase: str | None = None) -> tuple[LogDraft, ...]:
    """The log entries of a barrage. Its side's own, secret (4.1: a side's written request and its batteries are its
    own): the battery, its aim and the firing error, whose rolls would tell the aim from the impact. Then the landing,
    public: a barrage landing is seen by every side, named by the side that fired it, with the impact point, the damage
    zone and every roll for the units in it. A battery that did not fire writes its side's entry alone."""
    plan, result = outcome.plan, outcome.result
    side = plan.side.id
    battery = plan.battery.name or plan.side.label
    actors = (plan.battery_id,) if plan.battery_id else ()
    order_steps = tuple(step for _, steps in outcome.order_sections() for step in steps)

    def own(title: str, summary: str) -> LogDraft:
        return LogDraft(
            "barrage", title, summary, order_steps, turn=turn, phase=phase, side=side, secret=True, actors=actors
        )

    if outcome.impact is None:
        return (
            own(
                QT_TRANSLATE_NOOP("Rules", "Barrage by {battery}").format(battery=battery),
                QT_TRANSLATE_NOOP("Rules", "did not fire"),
            ),
        )
    hits = [t for t in result.targets if t.hit]
    aimed, impact = outcome.impact_note(), outcome.impact_note(with_error=False)
    assert aimed is not None and impact is not None  # it fired
    return (
        own(QT_TRANSLATE_NOOP("Rules", "{battery}: aim and firing error").format(battery=battery), aimed.message),
        LogDraft(
            "barrage",
            QT_TRANSLATE_NOOP("Rules", "Barrage by {side}").format(side=plan.side.label),
            revealed_in(
                outcome,
                QT_TRANSLATE_NOOP("Rules", "impact {x:.1f}, {y:.1f}; {units}").format(
                    x=outcome.impact[0], y=outcome.impact[1], units=in_zone_text(len(result.targets), len(hits))
                ),
            ),
            (impact, *(step for _, steps in outcome.landing_sections() for step in steps)),
            turn=turn,
            phase=phase,
            side=side,
            targets=tuple(t.unit_id for t in result.targets),
            landing=LoggedLanding(at=rounded_point(outcome.impact), zone_yards=result.zone.diameter_yards)
            if result.zone is not None
            else None,
        ),
    )
