"""The specials' own rules: the Island's invasion waves and the defender's activation roll, the force limits of the
Patton Special, Syria, Tarawa and the Raid, and the hidden markers of Tarawa and of a jungle battle. Each returns a result that explains
itself. Readings are in docs/rules-notes.md, "Scenario system"."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from morefire_gui.rules.dice import Dice
from morefire_gui.rules.explain import ModifierStep, NoteStep, RollStep, Step
from morefire_gui.rules.scenario.tables import ScenarioTables
from morefire_gui.rules.scenario.terms import ScenarioError, Special
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, Message

__all__ = [
    "Activation",
    "ForceCheck",
    "ForceItem",
    "WavePlan",
    "check_force",
    "check_jungle_markers",
    "check_markers",
    "check_waves",
    "island_activation",
    "percent",
    "tarawa_markers",
]


@dataclass(frozen=True)
class WavePlan:
    """ISLAND A: the attacker's three waves, their landing turns and whether each has its 20%."""

    points: tuple[int, ...]
    turns: tuple[int, ...]
    shares: tuple[float, ...]
    valid: bool
    steps: tuple[Step, ...]


def check_waves(wave_points: Sequence[int], tables: ScenarioTables) -> WavePlan:
    """ "There must be three waves with at least 20% of the army points assigned to each wave. The waves land on
    turns 1, 7 and 12." The army is the points of the three waves together."""
    island = tables.specials.island
    turns = island.wave_turns
    points = tuple(int(p) for p in wave_points)
    if any(p < 0 for p in points):
        raise ScenarioError("a wave's points cannot be negative")
    total = sum(points)
    steps: list[Step] = []
    valid = len(points) == len(turns) and total > 0
    if len(points) != len(turns):
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "there must be {waves} waves (there are {given})").format(
                    waves=len(turns), given=len(points)
                ),
                "ISLAND A",
            )
        )
    shares = tuple((p / total * 100) if total else 0.0 for p in points)
    for i, (p, share) in enumerate(zip(points, shares)):
        turn = turns[i] if i < len(turns) else None
        ok = share >= island.wave_share_min
        valid = valid and ok
        steps.append(
            NoteStep(
                (
                    QT_TRANSLATE_NOOP(
                        "Rules", "{wave}: {points:,} of {total:,} points, {share} of the army: at least {least}%"
                    )
                    if ok
                    else QT_TRANSLATE_NOOP(
                        "Rules", "{wave}: {points:,} of {total:,} points, {share} of the army: under {least}%"
                    )
                ).format(
                    wave=(
                        QT_TRANSLATE_NOOP("Rules", "wave {n} (lands on turn {turn})").format(n=i + 1, turn=turn)
                        if turn
                        else QT_TRANSLATE_NOOP("Rules", "wave {n}").format(n=i + 1)
                    ),
                    points=p,
                    total=total,
                    share=percent(share, island.wave_share_min),
                    least=island.wave_share_min,
                ),
                "ISLAND A",
            )
        )
    return WavePlan(points, turns, shares, valid, tuple(steps))


@dataclass(frozen=True)
class Activation:
    """ISLAND D: the part of the defender's original total alerted this turn."""

    turn: int
    face: int
    modified: int
    percent: int
    steps: tuple[Step, ...]

    def points(self, original_total: int) -> int:
        """The points alerted, of the original total (rounded down)."""
        return original_total * self.percent // 100


def island_activation(turn: int, dice: Dice) -> Activation:
    """ "The defender must make an activation roll (d10) each turn to determine how many troops are alerted. Add ONE
    to the die roll per turn and multiply the roll by 10% (4 result = 40%). The % is of the original total not the
    remaining total." Turn *t* adds *t*; the d10's face printed 0 is 10; the total is at most 100%."""
    if turn < 1:
        raise ScenarioError(f"turns are counted from 1 (got {turn})")
    roll = dice.d10(QT_TRANSLATE_NOOP("Rules", "ISLAND D: activation roll, turn {turn}").format(turn=turn))
    modified = roll.face + turn
    percent = min(modified * 10, 100)
    steps: list[Step] = [
        RollStep(roll, roll.face, "ISLAND D"),
        ModifierStep(QT_TRANSLATE_NOOP("Rules", "ONE per turn (turn {turn})").format(turn=turn), turn, "ISLAND D"),
        NoteStep(
            (
                QT_TRANSLATE_NOOP("Rules", "{roll} x 10% = {percent}%: all of the original total")
                if percent == 100
                else QT_TRANSLATE_NOOP("Rules", "{roll} x 10% = {percent}% of the original total is alerted")
            ).format(roll=modified, percent=modified * 10),
            "ISLAND D",
        ),
    ]
    return Activation(turn, roll.face, modified, percent, tuple(steps))


@dataclass(frozen=True)
class ForceItem:
    """One thing bought: its nation, its points, and whether it is a vehicle (infantry, AT and AA guns, bunkers and
    minefields are not)."""

    nation: str
    points: int
    vehicle: bool = False


@dataclass(frozen=True)
class ForceCheck:
    valid: bool
    problems: tuple[str, ...]
    steps: tuple[Step, ...]


def _share(part: int, total: int) -> float:
    return part / total * 100 if total else 0.0


def percent(share: float, limit: float) -> str:
    """``share`` as a percentage, with enough decimals that a share other than ``limit`` never prints as ``limit``
    (10.01% against "at most 10%" is not "10.0%")."""
    for digits in range(1, 7):
        text = f"{share:.{digits}f}"
        if share == limit or float(text) != limit:
            return QT_TRANSLATE_NOOP("Rules", "{share:.{digits}f}%").format(share=share, digits=digits)
    return f"{share!r}%"


def _points(part: int, total: int) -> str:
    return QT_TRANSLATE_NOOP("Rules", "{part:,} of {total:,} points").format(part=part, total=total)


_SHARE = QT_TRANSLATE_NOOP("Rules", "{points}, {share}")


def check_force(
    special: Special,
    allied: Sequence[ForceItem],
    axis: Sequence[ForceItem],
    tables: ScenarioTables,
    nations: Mapping[str, str] | None = None,
) -> ForceCheck:
    """The force limits a special sets. ``nations`` names each side's main nation (``{"axis": ..., "allies": ...}``);
    anything of another nation is an ally. Every line gives the points and the share, and the limit.

    * PATTON: "If Germans are used, they cannot comprise more than 20% of the Allied force."
    * SYRIA: "The Vichy can have up to 20% German or Italian allies. The British can have up to 10% Free French."
    * TARAWA: "Over 75% of Japanese points are non-vehicle."
    * RAID: "A majority of the defender's points must be spent on non-vehicle items" — the defender is whichever
      side's items are given as ``axis`` or ``allies``; both are checked when given.
    """
    problems: list[str] = []
    steps: list[Step] = []
    sp = tables.specials

    def total(items: Sequence[ForceItem]) -> int:
        return sum(i.points for i in items)

    if special is Special.PATTON:
        german = sum(i.points for i in allied if i.nation == "germany")
        limit = sp.patton.german_share_max
        share = _share(german, total(allied))
        said = QT_TRANSLATE_NOOP("Rules", "{points} of the Allied force, {share}").format(
            points=_points(german, total(allied)), share=percent(share, limit)
        )
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "Germans: {said} (at most {limit}%)").format(said=said, limit=limit),
                "PATTON SPECIAL",
            )
        )
        if share > limit:
            problems.append(
                QT_TRANSLATE_NOOP("Rules", "Germans are {said}; at most {limit}%").format(said=said, limit=limit)
            )
    elif special is Special.SYRIA:
        vichy = (nations or {}).get("axis", "vichy_france")
        british = (nations or {}).get("allies", "britain")
        helpers = sum(i.points for i in axis if i.nation in ("germany", "italy") and i.nation != vichy)
        limit = sp.syria.vichy_allies_max
        share = _share(helpers, total(axis))
        said = QT_TRANSLATE_NOOP("Rules", "{points} of the Vichy force, {share}").format(
            points=_points(helpers, total(axis)), share=percent(share, limit)
        )
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "German and Italian allies: {said} (up to {limit}%)").format(
                    said=said, limit=limit
                ),
                "SYRIA",
            )
        )
        if share > limit:
            problems.append(
                QT_TRANSLATE_NOOP("Rules", "German and Italian allies are {said}; at most {limit}%").format(
                    said=said, limit=limit
                )
            )
        free_french = sum(i.points for i in allied if i.nation == "france" and i.nation != british)
        limit = sp.syria.free_french_max
        share = _share(free_french, total(allied))
        said = QT_TRANSLATE_NOOP("Rules", "{points} of the British force, {share}").format(
            points=_points(free_french, total(allied)), share=percent(share, limit)
        )
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "Free French allies: {said} (up to {limit}%)").format(
                    said=said, limit=limit
                ),
                "SYRIA",
            )
        )
        if share > limit:
            problems.append(
                QT_TRANSLATE_NOOP("Rules", "Free French allies are {said}; at most {limit}%").format(
                    said=said, limit=limit
                )
            )
    elif special is Special.TARAWA:
        foot = sum(i.points for i in axis if not i.vehicle)
        limit = sp.tarawa.non_vehicle_share_over
        share = _share(foot, total(axis))
        said = _SHARE.format(points=_points(foot, total(axis)), share=percent(share, limit))
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "Japanese non-vehicle points: {said} (over {limit}% must be)").format(
                    said=said, limit=limit
                ),
                "TARAWA",
            )
        )
        if not share > limit:
            problems.append(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "only {foot:,} of the {total:,} Japanese points, {share}, are non-vehicle; over {limit}% must be",
                ).format(foot=foot, total=total(axis), share=percent(share, limit), limit=limit)
            )
    elif special is Special.RAID:
        for items in (axis, allied):  # the defender's items (the other side's list is empty)
            if not items:
                continue
            foot = sum(i.points for i in items if not i.vehicle)
            share = _share(foot, total(items))
            said = _SHARE.format(points=_points(foot, total(items)), share=percent(share, 50))
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP(
                        "Rules", "the defender's non-vehicle points: {said} (a majority, over 50%, must be)"
                    ).format(said=said),
                    "RAID",
                )
            )
            if not share > 50:
                problems.append(
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "only {foot:,} of the defender's {total:,} points, {share}, are non-vehicle items; a majority must be",
                    ).format(foot=foot, total=total(items), share=percent(share, 50))
                )
    return ForceCheck(not problems, tuple(problems), tuple(steps))


def tarawa_markers(actual: int) -> int:
    """TARAWA: the Japanese deploy markers for "fake (1/3) and actual (2/3) positions": for ``actual`` positions, the
    fake markers that make them two thirds of all (rounded up, so that at least a third are fakes)."""
    if actual < 0:
        raise ScenarioError("a number of positions cannot be negative")
    return math.ceil(actual / 2)


def check_markers(actual: int, fakes: int) -> ForceCheck:
    """TARAWA: "the Japanese player deploys markers representing fake (1/3) and actual (2/3) positions": the split is
    of the markers, ``actual`` positions (real units, hidden) and ``fakes`` fake markers; it holds when the fakes are
    :func:`tarawa_markers` of the actual positions (docs/rules-notes.md, "TARAWA — fake markers")."""
    needed = tarawa_markers(actual)
    if fakes < 0:
        raise ScenarioError("a number of fake markers cannot be negative")
    said = QT_TRANSLATE_NOOP(
        "Rules", "{markers} markers: {actual} actual positions and {fakes} fake (fake 1/3, actual 2/3)"
    ).format(markers=actual + fakes, actual=actual, fakes=fakes)
    problem = QT_TRANSLATE_NOOP(
        "Rules",
        "{fakes} fake markers with {actual} actual positions: one third of the markers are fake, so {actual} actual "
        "positions take {needed} fake markers (half as many, rounded up)",
    ).format(fakes=fakes, actual=actual, needed=needed)
    return _split_checked(said, "TARAWA", fakes == needed, problem)


def check_jungle_markers(actual: int, fakes: int) -> ForceCheck:
    """JUNGLE: "Hidden markers can be used": a side that deploys ``actual`` positions as markers (real units, hidden)
    may lay ``fakes`` fake markers among them, from none up to TARAWA's third of the markers: at most
    :func:`tarawa_markers` of the actual positions (docs/rules-notes.md, "JUNGLE — hidden markers"). A fake marker
    without an actual position is never within it."""
    most = tarawa_markers(actual)
    if fakes < 0:
        raise ScenarioError("a number of fake markers cannot be negative")
    said = QT_TRANSLATE_NOOP(
        "Rules", "{markers} markers: {actual} actual positions and {fakes} fake (at most 1/3 fake)"
    ).format(markers=actual + fakes, actual=actual, fakes=fakes)
    problem = QT_TRANSLATE_NOOP(
        "Rules",
        "{fakes} fake markers with {actual} actual positions: at most one third of the markers may be fake, so "
        "{actual} actual positions take at most {most} fake markers (half as many, rounded up)",
    ).format(fakes=fakes, actual=actual, most=most)
    return _split_checked(said, "JUNGLE", fakes <= most, problem)


def _split_checked(said: Message, rule: str, ok: bool, problem: Message) -> ForceCheck:
    """A side's split of markers, as its rule says it (``said``), met or broken (``problem`` says why)."""
    return ForceCheck(ok, () if ok else (problem,), (NoteStep(said, rule),))
