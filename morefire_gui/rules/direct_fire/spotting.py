"""Rule 2.1, spotting: the automatic situations, the spotting chart and its d100, and what "spotted" means in
basic and advanced games. The rules take facts (ranges, where the target stands, who moved); the geometry layer
finds them.

Readings (docs/rules-notes.md, 2.1 spotting):

* A valid line of sight is needed for every spot, automatic or rolled.
* Basic games: a unit once spotted stays spotted for the battle (its status ``spotted``), for every enemy firer.
  Advanced games: each firer spots for itself (the target's ``spotted_by`` lists who has), and a spot is lost
  when its spotter's line of sight is found blocked.
* The automatic situations are for vehicles, measured from the spotter: the target moved this turn and is
  within 500 yards; it fired this turn within 500 yards; it is on a road within 1000 yards. In a desert battle
  (Table V DESERT) the distances are doubled. Every other target is rolled for on the chart.
* The chart: 60% and every modifier that applies, added up. The target location modifiers add (a vehicle on a
  hill road is "On the Road" and "Defilade"); "Desert" is every target of a desert battle that is not in woods, a
  house or a village. Silhouette is a vehicle's; infantry and guns have none of their own and take "Stationary
  Inf" when they did not move. "Range 1500-3000" is 1500 up to and including 3000 yards; "3000+" beyond 3000.
* The d100 is rolled whatever the chance (a spot succeeds when the roll is at most the chance).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from morefire_gui.ids import UnitId
from morefire_gui.rules.catalogue.entries import Silhouette
from morefire_gui.rules.dice import Dice
from morefire_gui.rules.direct_fire.tables import DirectFireTables
from morefire_gui.rules.explain import ModifierStep, NoteStep, RollStep, Step, TableStep
from morefire_gui.rules.words import QT_TRANSLATE_NOOP

RULE = "2.1"
_TOL = 1e-6  # yards: a range measured exactly on a printed limit is at that limit, whatever the rounding


@dataclass(frozen=True)
class SpotTarget:
    """What 2.1 reads of the unit to be spotted.

    ``vehicle``: the automatic situations and the silhouette are a vehicle's. ``infantry``: an infantry or
    weapon-system counter (guns included), for "Stationary Inf". ``moved``/``fired``: this turn. The location
    facts come from the ground under the target (geometry) and its status (``defilade``)."""

    unit_id: UnitId
    vehicle: bool
    infantry: bool = False
    silhouette: Silhouette | None = None
    moved: bool = False
    fired: bool = False
    on_road: bool = False
    in_woods: bool = False
    in_house: bool = False
    defilade: bool = False
    defilade_why: str = ""
    name: str = ""  # the target as a person reads it; its id where none is given

    @property
    def said(self) -> str:
        return self.name or self.unit_id


# The refusal of a second roll as it read before, the earlier roll in brackets: a battle's log that kept it still reads.
EARLIER_TEXTS = (
    QT_TRANSLATE_NOOP(
        "Rules", "{spotter} has rolled on the spotting chart this turn ({rolled}) and may roll again next turn"
    ),
)


@dataclass(frozen=True)
class SpotSituation:
    """The spotter's side of it: who, how far (yards, centre to centre), whether it sees the target, whether it
    moved this turn, whether the battle is a desert one, and ``already``: why the target is already spotted by
    this spotter (basic: its ``spotted`` status; advanced: the spotter is in its ``spotted_by``), or None."""

    spotter_id: UnitId
    range_yards: float
    los: bool
    spotter_moved: bool = False
    desert: bool = False
    advanced: bool = False
    already: str | None = None
    spotter_name: str = ""  # the spotter as a person reads it; its id where none is given
    # The roll this spotter made on the chart for the target this turn, as the log sums it up ("not spotted (rolled 95
    # against 50%)"), or None: a spotter rolls once per target per turn (docs/rules-notes.md, 2.1).
    rolled: str | None = None

    @property
    def spotter(self) -> str:
        return self.spotter_name or self.spotter_id


@dataclass(frozen=True)
class SpotState:
    """Whether the target counts as spotted before any die: already spotted, or an automatic situation; ``rolled``:
    not spotted because the spotter's roll on the chart this turn failed (a result of the turn, not a step to take);
    ``unseen``: not spotted, with nothing in the way of a roll on the chart (a line of sight, no roll made this turn),
    why the chart is to be rolled first ("no automatic spotting situation applies"), else None."""

    spotted: bool
    automatic: bool
    reason: str
    steps: tuple[Step, ...]
    rolled: bool = False
    unseen: str | None = None


@dataclass(frozen=True)
class SpotChance:
    base: int
    modifiers: tuple[ModifierStep, ...]
    chance: int
    steps: tuple[Step, ...]


@dataclass(frozen=True)
class SpotResult:
    """A spotting attempt: ``spotted``; ``automatic`` when no die was needed because of an automatic situation;
    ``already``: why the target was spotted before (None when it was not); the chart's chance, modifiers and d100 when
    rolled."""

    spotter_id: UnitId
    target_id: UnitId
    los: bool
    range_yards: float
    spotted: bool
    automatic: bool
    already: str | None
    reason: str
    chance: int | None
    base_chance: int | None
    modifiers: tuple[ModifierStep, ...]
    roll: int | None
    steps: tuple[Step, ...]


def _within(range_yards: float, limit: float) -> bool:
    return range_yards <= limit + _TOL


def automatic_situation(
    target: SpotTarget, situation: SpotSituation, tables: DirectFireTables
) -> tuple[str | None, tuple[Step, ...]]:
    """The first of 2.1's automatic spotting situations that applies, in words, or None (vehicles only; the
    distances doubled in a desert battle)."""
    if not target.vehicle:
        return None, ()
    auto = tables.automatic_spotting
    factor = auto.desert_factor if situation.desert else 1.0
    steps: list[Step] = []
    if situation.desert:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP(
                    "Rules", "desert battle: the automatic spotting distances are doubled (x{factor:g})"
                ).format(factor=factor),
                RULE,
            )
        )
    r = situation.range_yards
    checks = (
        (
            target.moved,
            auto.moved_within_yards,
            QT_TRANSLATE_NOOP(
                "Rules",
                "automatic: {target} moved this turn, {range:.0f} yards from {spotter} (a vehicle that moves within "
                "{limit:g} yards of the enemy)",
            ),
        ),
        (
            target.fired,
            auto.fired_within_yards,
            QT_TRANSLATE_NOOP(
                "Rules",
                "automatic: {target} fired this turn, {range:.0f} yards from {spotter} (a vehicle that fires within "
                "{limit:g} yards of the enemy)",
            ),
        ),
        (
            target.on_road,
            auto.on_road_within_yards,
            QT_TRANSLATE_NOOP(
                "Rules",
                "automatic: {target} is on a road, {range:.0f} yards from {spotter} (a vehicle on a road and within "
                "{limit:g} yards of the enemy)",
            ),
        ),
    )
    for applies, yards, words in checks:
        limit = yards * factor
        if applies and _within(r, limit):
            reason = words.format(target=target.said, range=r, spotter=situation.spotter, limit=limit)
            return reason, (*steps, NoteStep(reason, RULE))
    return None, tuple(steps)


def spot_state(target: SpotTarget, situation: SpotSituation, tables: DirectFireTables) -> SpotState:
    """Before any die: spotted (already, or automatically) or not, and why. No line of sight: never spotted."""
    if not situation.los:
        why = QT_TRANSLATE_NOOP("Rules", "{spotter} has no line of sight to {target}: it cannot be spotted").format(
            spotter=situation.spotter, target=target.said
        )
        return SpotState(False, False, why, (NoteStep(why, RULE),))
    if situation.already is not None:
        return SpotState(True, False, situation.already, (NoteStep(situation.already, RULE),))
    reason, steps = automatic_situation(target, situation, tables)
    if reason is not None:
        return SpotState(True, True, reason, steps)
    if situation.rolled is not None:
        # The roll was made and failed: a result of this turn, not a step still to take.
        why = QT_TRANSLATE_NOOP(
            "Rules", "{spotter} has rolled on the spotting chart this turn and may roll again next turn: {rolled}"
        ).format(spotter=situation.spotter, rolled=situation.rolled)
        return SpotState(False, False, why, (*steps, NoteStep(why, RULE)), rolled=True)
    unseen = (
        QT_TRANSLATE_NOOP("Rules", "no automatic spotting situation applies and {spotter} has not spotted it").format(
            spotter=situation.spotter
        )
        if situation.advanced
        else QT_TRANSLATE_NOOP("Rules", "no automatic spotting situation applies")
    )
    why = QT_TRANSLATE_NOOP("Rules", "{why}: roll on the spotting chart first").format(why=unseen)
    return SpotState(False, False, why, (*steps, NoteStep(why, RULE)), unseen=unseen)


def spotting_chance(target: SpotTarget, situation: SpotSituation, tables: DirectFireTables) -> SpotChance:
    """2.1's spotting chart: 60% and every modifier that applies."""
    chart = tables.spotting_chart
    loc = chart.location
    mods: list[ModifierStep] = []
    if target.on_road:
        mods.append(loc.on_road.step(RULE))
    if target.in_woods:
        mods.append(loc.in_woods.step(RULE))
    if target.defilade:
        mods.append(
            loc.defilade.step(
                RULE,
                QT_TRANSLATE_NOOP("Rules", "{label} ({why})").format(label=loc.defilade.label, why=target.defilade_why)
                if target.defilade_why
                else None,
            )
        )
    if target.in_house:
        mods.append(loc.in_house.step(RULE))
    if situation.desert and not (target.in_woods or target.in_house):
        mods.append(loc.desert.step(RULE))
    if target.vehicle and target.silhouette is not None:
        row = chart.silhouette[target.silhouette]
        mods.append(row.step(RULE, QT_TRANSLATE_NOOP("Rules", "Silhouette {size}").format(size=row.label)))
    if target.infantry and not target.moved:
        mods.append(chart.stationary_infantry.step(RULE))
    if target.moved:
        mods.append(chart.target_moved.step(RULE))
    if not situation.spotter_moved:
        mods.append(chart.stationary_firer.step(RULE))
    rng = chart.range_modifier(round(situation.range_yards, 6))
    if rng is not None:
        mods.append(rng.step(RULE))
    chance = chart.base_chance + sum(m.value for m in mods)
    steps: list[Step] = [
        TableStep(
            QT_TRANSLATE_NOOP("Rules", "Spotting chart"),
            QT_TRANSLATE_NOOP("Rules", "basic chance"),
            f"{chart.base_chance}%",
            RULE,
        ),
        *mods,
        NoteStep(
            QT_TRANSLATE_NOOP("Rules", "chance to spot: {base}%{modifiers} = {total}%").format(
                base=chart.base_chance, modifiers="".join(f" {m.value:+d}" for m in mods if m.value), total=chance
            ),
            RULE,
        ),
    ]
    return SpotChance(chart.base_chance, tuple(mods), chance, tuple(steps))


def resolve_spot(target: SpotTarget, situation: SpotSituation, dice: Dice, tables: DirectFireTables) -> SpotResult:
    """2.1 for one spotter and one target: no line of sight, no spot (no die); already spotted or an automatic
    situation, spotted (no die); otherwise the chart's chance and a d100, spotted when the roll is at most the
    chance."""
    state = spot_state(target, situation, tables)
    result = functools.partial(
        SpotResult,
        spotter_id=situation.spotter_id,
        target_id=target.unit_id,
        los=situation.los,
        range_yards=situation.range_yards,
    )
    if state.spotted or not situation.los:
        return result(
            spotted=state.spotted,
            automatic=state.automatic,
            already=situation.already if situation.los else None,
            reason=state.reason,
            chance=None,
            base_chance=None,
            modifiers=(),
            roll=None,
            steps=state.steps,
        )
    odds = spotting_chance(target, situation, tables)
    roll = dice.d100(
        QT_TRANSLATE_NOOP("Rules", "spotting {target} from {spotter}").format(
            target=target.said, spotter=situation.spotter
        )
    )
    spotted = roll.face <= odds.chance
    verdict = NoteStep(
        (
            QT_TRANSLATE_NOOP("Rules", "{roll} <= {chance}%: spotted")
            if spotted
            else QT_TRANSLATE_NOOP("Rules", "{roll} > {chance}%: not spotted")
        ).format(roll=roll.face, chance=odds.chance),
        RULE,
    )
    reason = (
        QT_TRANSLATE_NOOP("Rules", "spotted on the spotting chart ({roll} against {chance}%)")
        if spotted
        else QT_TRANSLATE_NOOP("Rules", "not spotted on the spotting chart ({roll} against {chance}%)")
    ).format(roll=roll.face, chance=odds.chance)
    return result(
        spotted=spotted,
        automatic=False,
        already=None,
        reason=reason,
        chance=odds.chance,
        base_chance=odds.base,
        modifiers=odds.modifiers,
        roll=roll.face,
        steps=(*state.steps, *odds.steps, RollStep(roll, roll.face, RULE), verdict),
    )
