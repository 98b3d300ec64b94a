"""Spotting in play (2.1): a roll on the spotting chart with injected dice, its edit and log entry, and the spots an
advanced game loses behind terrain."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING

from morefire_gui.geometry.direct_fire import ground_under
from morefire_gui.geometry.los import LosResult
from morefire_gui.model.battle import Battle, Unit
from morefire_gui.model.log import LogEntry
from morefire_gui.model.terms import Status
from morefire_gui.rules.dice import Dice
from morefire_gui.rules.direct_fire.spotting import SpotResult, SpotSituation, SpotTarget, resolve_spot
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.direct_fire.facts import already_spotted, in_desert, refuse_own_side, spot_target, unit_moved
from morefire_gui.session.direct_fire.words import EVERY_SPOT, SPOTS, SPOTS_LOST, SPOTTER, TARGET
from morefire_gui.session.edits import Compound, Edit, ReplaceUnits, Staged
from morefire_gui.session.names import public_unit_name, sight_words
from morefire_gui.session.resolution import LogDraft
from morefire_gui.session.unit_facts import entry_of, unit_of
from morefire_gui.session.visibility import is_hidden_position

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession


# -- spotting (2.1) ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SpotRequest:
    """A spotting attempt: ``advanced`` None follows the battle's settings; ``target_fired`` None reads whether the
    target fired this turn from the battle (its fire marks, the log)."""

    spotter: str
    target: str
    advanced: bool | None = None
    target_fired: bool | None = None


@dataclass(frozen=True)
class SpotOutcome:
    """A spotting attempt resolved: the rules' result, the line of sight, and ONE edit (the spot recorded, or a
    spot lost behind terrain dropped; empty when nothing changes)."""

    request: SpotRequest
    advanced: bool
    los: LosResult
    result: SpotResult
    edit: Edit
    steps: tuple[Step, ...]


def facts_of_the_spot(
    session: BattleSession, spotter: Unit, target: Unit, advanced: bool, fired: bool | None
) -> tuple[SpotTarget, SpotSituation, LosResult]:
    geo = session.geometry
    entry = entry_of(session.catalogue, target)
    los = geo.unit_los(spotter, target)
    facts = spot_target(session, target, entry, ground_under(geo, target), fired)
    situation = SpotSituation(
        spotter.id,
        spotter_name=public_unit_name(session, spotter.id),
        range_yards=los.range_yards,
        los=los.clear,
        spotter_moved=unit_moved(session.battle, spotter),
        desert=in_desert(session.battle),
        advanced=advanced,
        already=already_spotted(session, spotter, target, advanced),
        rolled=(earlier.summary if (earlier := spotted_this_turn(session.battle, spotter.id, target.id)) else None),
    )
    return facts, situation, los


def spot_edit(
    battle: Battle, spotter: Unit, target: Unit, advanced: bool, spotted: bool, los_clear: bool
) -> list[tuple[Unit, Unit]]:
    """The change a spot makes to the target: (before, after), or nothing."""
    new = target
    if advanced:
        if spotted and spotter.id not in target.spotted_by:
            new = target.model_copy(update={"spotted_by": (*target.spotted_by, spotter.id)})
        elif not los_clear and spotter.id in target.spotted_by:
            new = target.model_copy(update={"spotted_by": tuple(s for s in target.spotted_by if s != spotter.id)})
    elif spotted and not target.has(Status.SPOTTED):
        new = target.with_status(Status.SPOTTED)
    return [(target, new)] if new != target else []


def spot(session: BattleSession, request: SpotRequest, dice: Dice) -> SpotOutcome:
    """2.1 for one spotter and one target, with its edit."""
    battle = session.battle
    spotter, target = unit_of(battle, request.spotter, SPOTTER), unit_of(battle, request.target, TARGET)
    refuse_own_side(session, spotter, target, "spot")
    entry_of(session.catalogue, spotter)
    advanced = battle.settings.advanced if request.advanced is None else request.advanced
    facts, situation, los = facts_of_the_spot(session, spotter, target, advanced, request.target_fired)
    if spotter.has(Status.DESTROYED):
        why = QT_TRANSLATE_NOOP("Rules", "{unit} is destroyed: it spots nothing").format(
            unit=public_unit_name(session, spotter.id)
        )
        result = SpotResult(
            spotter.id,
            target.id,
            los.clear,
            los.range_yards,
            False,
            False,
            None,
            why,
            None,
            None,
            (),
            None,
            (NoteStep(why, "2.1"),),
        )
    else:
        result = resolve_spot(facts, situation, dice, session.tables.direct_fire)
    changes = spot_edit(battle, spotter, target, advanced, result.spotted, los.clear)
    who, whom = public_unit_name(session, spotter.id), public_unit_name(session, target.id)
    edit = units_edit(
        changes,
        (SPOTS if result.spotted else QT_TRANSLATE_NOOP("Rules", "{spotter} loses {target}")).format(
            spotter=who, target=whom
        ),
    )
    # The range, the verdict and what the line meets: a player who disagrees sees which piece blocks it and why.
    steps: list[Step] = [NoteStep(line, "2.1") for line in sight_words(session, los)]
    steps += result.steps
    if changes and advanced and not los.clear:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "{target} is lost behind terrain: {spotter} must spot it again").format(
                    target=whom, spotter=who
                ),
                "2.1",
            )
        )
    return SpotOutcome(request, advanced, los, result, edit, tuple(steps))


def spot_log(session: BattleSession, outcome: SpotOutcome) -> LogDraft:
    """The log entry of a spotting attempt."""
    r = outcome.result
    how = (
        QT_TRANSLATE_NOOP("Rules", "automatically")
        if r.automatic
        else (
            QT_TRANSLATE_NOOP("Rules", "already")
            if r.already
            else (
                QT_TRANSLATE_NOOP("Rules", "rolled {roll} against {chance}%").format(roll=r.roll, chance=r.chance)
                if r.roll is not None
                else ""
            )
        )
    )
    said = QT_TRANSLATE_NOOP("Rules", "spotted") if r.spotted else QT_TRANSLATE_NOOP("Rules", "not spotted")
    summary = QT_TRANSLATE_NOOP("Rules", "{said} ({how})").format(said=said, how=how) if how else said
    spotter = session.battle.unit(r.spotter_id)
    return LogDraft(
        "spot",
        SPOTS.format(spotter=public_unit_name(session, r.spotter_id), target=public_unit_name(session, r.target_id)),
        summary,
        outcome.steps,
        side=spotter.side if spotter else None,
        actors=(r.spotter_id,),
        targets=(r.target_id,),
    )


@dataclass(frozen=True)
class LostSpots:
    """2.1 advanced, "if the target is lost behind terrain": the spots dropped, (target, spotter) pairs, the edit that
    drops them and the steps that say so; ``unsaid``: those of them dropped without a word (a hidden position's)."""

    dropped: tuple[tuple[str, str], ...]
    edit: Edit
    steps: tuple[Step, ...]
    unsaid: tuple[tuple[str, str], ...] = ()

    @property
    def told(self) -> int:
        """How many spots dropped the steps tell of (what every side may read)."""
        return len(self.dropped) - len(self.unsaid)


def lost_spots(session: BattleSession, units: Collection[str] | None = None) -> LostSpots:
    """Drop every spot (``spotted_by``) whose spotter no longer sees its target, or is destroyed or gone; ``units``:
    only the spots of those units or by them (a move's), else every one (Direct Fire -> Drop Spots Lost Behind
    Terrain, which the players may run after a change of the terrain).

    A hidden position's spot is its side's secret (it spots unrevealed, and a fake marker spots nothing: a word of its
    spot would tell the other side that the marker is real): a move's breaking it drops it unsaid, and Drop Spots Lost
    keeps it (docs/hidden-information.md, "A spot from hiding is the spotter's secret")."""
    battle, geo = session.battle, session.geometry
    changes: list[tuple[Unit, Unit]] = []
    dropped: list[tuple[str, str]] = []
    unsaid: list[tuple[str, str]] = []
    steps: list[Step] = []
    for target in battle.units:
        keep = []
        for spotter_id in target.spotted_by:
            if units is not None and target.id not in units and spotter_id not in units:
                keep.append(spotter_id)
                continue
            spotter = battle.unit(spotter_id)
            if spotter is None or spotter.has(Status.DESTROYED):
                why = QT_TRANSLATE_NOOP("Rules", "gone") if spotter is None else QT_TRANSLATE_NOOP("Rules", "destroyed")
            elif not geo.unit_los(spotter, target).clear:
                why = QT_TRANSLATE_NOOP("Rules", "its line of sight is blocked")
            else:
                keep.append(spotter_id)
                continue
            if spotter is not None and is_hidden_position(spotter):
                if units is None:
                    keep.append(spotter_id)
                    continue
                dropped.append((target.id, spotter_id))
                unsaid.append((target.id, spotter_id))
                continue
            dropped.append((target.id, spotter_id))
            whom, who = public_unit_name(session, target.id), public_unit_name(session, spotter_id)
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "{target} is no longer spotted by {spotter}: {why}").format(
                        target=whom, spotter=who, why=why
                    ),
                    "2.1",
                )
            )
        if len(keep) != len(target.spotted_by):
            changes.append((target, target.model_copy(update={"spotted_by": tuple(keep)})))
    if not steps and units is None:
        steps.append(NoteStep(EVERY_SPOT, "2.1"))
    return LostSpots(tuple(dropped), units_edit(changes, SPOTS_LOST), tuple(steps), tuple(unsaid))


def spots_lost_by_moving(session: BattleSession, edit: Edit, moved: Collection[str]) -> LostSpots:
    """2.1 advanced, "if the target is lost behind terrain", as units move: with ``edit`` (a move, riders getting on
    or off, counters moved) worked out on the battle, every spot of the ``moved`` units or by them whose line of sight
    it breaks (or whose spotter it destroys) is dropped. Nothing applied: the caller makes the dropping part of the
    same edit, so that it is undone, and logged, with the move."""
    battle = session.battle
    if not moved or not any(u.spotted_by for u in battle.units):
        return LostSpots((), Compound((), SPOTS_LOST), ())
    staged = Staged(battle)
    try:
        staged.add(edit)
        return lost_spots(session, set(moved))
    finally:
        staged.unwind()


def spotted_this_turn(battle: Battle, spotter: str, target: str) -> LogEntry | None:
    """The roll on the spotting chart ``spotter`` made for ``target`` this turn, if it made one (kept in the log, so
    that undoing its effect does not give a second try)."""
    return next(
        (
            e
            for e in battle.log
            if e.kind == "spot" and e.turn == battle.turn and spotter in e.actors and target in e.targets and e.rolls()
        ),
        None,
    )


def units_edit(changes: list[tuple[Unit, Unit]], text: str) -> Compound:
    if not changes:
        return Compound((), text)
    return Compound((ReplaceUnits(tuple(b for b, _ in changes), tuple(a for _, a in changes), text),), text)
