"""VICTORY CONDITIONS for the Defender and the TERRAIN VICTORY POINT SCHEDULE: a finished battle scored from facts
(who controls each location, which side held it at the start, whether an enemy is near, which units were
destroyed), every step explained.

Readings (docs/rules-notes.md, "Scenario system"):

* A, "Control a Majority of VP locations": each side scores the schedule's points for the locations it controls;
  the defender accomplishes A when it scores more than the attacker (more than half of the points held). Locations
  nobody controls score for nobody.
* Standard column: a location scores its Standard value. Retained / Captured: a location still controlled by the
  side that held it at the start scores Retained; any other controlled location scores Captured.
* "+ Receive only 1/2 points if destroyed" and "* Receive only 1/2 points is enemy within 1000 yards": the value is
  halved; a destroyed building with an enemy near is still halved once (both marks say "only 1/2").
* Points destroyed: the catalogue points of the units whose status is destroyed and of the aircraft shot down.
* B "Destroy more enemy points than you lose": the attacker lost more points than the defender.
  B "Destroy 2 attacker points for One lost": the attacker lost at least twice the defender's loss, and more than 0.
  C "Destroy more enemy points than you lose", as above.
* The result is the first of DECISIVE, MARGINAL, DRAW whose conditions are all accomplished ("Accomplish Only B"
  follows from DECISIVE, which needs A and B, being tried first); when none is, the attacker wins.
* RAID: the attacker wins if he reaches the objective, the defender otherwise.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from morefire_gui.rules.explain import NoteStep, Step, TableStep, step_to_dict
from morefire_gui.rules.scenario.tables import ScenarioTables, VpScheduleTable
from morefire_gui.rules.scenario.terms import BattleRole, Mission, Outcome, VpKind, VpSchedule
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, joined

__all__ = [
    "ConditionCheck",
    "LocationFacts",
    "LocationScore",
    "Loss",
    "VictoryResult",
    "score_location",
    "score_raid",
    "score_victory",
]

# The rules' parts a score's steps name as their rule, as the window says them in its language.
VP_SCHEDULE = QT_TRANSLATE_NOOP("Rules", "VP schedule")
VICTORY_CONDITIONS = QT_TRANSLATE_NOOP("Rules", "Victory conditions")


@dataclass(frozen=True)
class LocationFacts:
    """What the victory rules need to know of one location."""

    id: str
    kind: VpKind
    standard: int
    retained: int
    captured: int
    controller: BattleRole | None
    held_at_start: BattleRole | None = None
    enemy_near: bool = False
    destroyed: bool = False
    reason: str = ""
    name: str = ""  # the location as a person reads it ("Hill 252.2", "Crossroad 2"); its id where none is given

    @property
    def said(self) -> str:
        return self.name or self.id


@dataclass(frozen=True)
class LocationScore:
    id: str
    kind: VpKind
    controller: BattleRole | None
    column: str | None  # "standard", "retained" or "captured"; None when nobody controls it
    value: int
    points: float
    halved: bool
    steps: tuple[Step, ...]
    reason: str = ""  # why the controller controls it, or why nobody does
    held_at_start: BattleRole | None = None


@dataclass(frozen=True)
class Loss:
    """A destroyed unit and its catalogue points."""

    unit: str
    role: BattleRole
    points: int


RAID_OBJECTIVE = "objective"  # the letter of RAID's one condition, which the rules print without one


@dataclass(frozen=True)
class ConditionCheck:
    letter: str
    text: str
    achieved: bool
    detail: str

    @property
    def printed_letter(self) -> str:
        """The condition's letter as the victory conditions print it ("A", "B", "C"); RAID's one condition, the
        objective (``letter`` "objective" in the --json), has none."""
        return "" if self.letter == RAID_OBJECTIVE else self.letter


@dataclass(frozen=True)
class VictoryResult:
    mission: Mission
    outcome: Outcome
    conditions: tuple[ConditionCheck, ...]
    attacker_vp: float
    defender_vp: float
    attacker_points_lost: int
    defender_points_lost: int
    locations: tuple[LocationScore, ...]
    steps: tuple[Step, ...]

    @property
    def winner(self) -> BattleRole | None:
        if self.outcome in (Outcome.DECISIVE, Outcome.MARGINAL, Outcome.DEFENDER_VICTORY):
            return BattleRole.DEFENDER
        if self.outcome is Outcome.ATTACKER_VICTORY:
            return BattleRole.ATTACKER
        return None

    def all_steps(self) -> tuple[Step, ...]:
        out: list[Step] = []
        for loc in self.locations:
            out += loc.steps
        return (*out, *self.steps)

    def to_dict(self) -> dict[str, Any]:
        return {
            "mission": self.mission.value,
            "outcome": self.outcome.value,
            "result": self.outcome.label,
            "winner": self.winner.value if self.winner else None,
            "conditions": [
                {"letter": c.letter, "text": c.text, "achieved": c.achieved, "detail": c.detail}
                for c in self.conditions
            ],
            "vp": {"attacker": self.attacker_vp, "defender": self.defender_vp},
            "points_lost": {"attacker": self.attacker_points_lost, "defender": self.defender_points_lost},
            "locations": [
                {
                    "id": s.id,
                    "kind": s.kind.value,
                    "controller": s.controller.value if s.controller else None,
                    "column": s.column,
                    "value": s.value,
                    "points": s.points,
                    "halved": s.halved,
                }
                for s in self.locations
            ],
            "steps": [step_to_dict(s) for s in self.all_steps()],
        }


def score_location(facts: LocationFacts, schedule: VpSchedule, table: VpScheduleTable) -> LocationScore:
    """One location's points for the side controlling it."""
    steps: list[Step] = []
    label = facts.kind.value.replace("_", " ")
    # The location with its kind, said once: "Hill 101 (hill)", "Crossroad" and "Road exit 2" name it already.
    said = facts.said.casefold()
    location = (
        facts.said
        if said == label or said.endswith(f"({label})") or said.startswith(f"{label} ")
        else QT_TRANSLATE_NOOP("Rules", "{location} ({kind})").format(location=facts.said, kind=label)
    )
    if facts.controller is None:
        steps.append(
            NoteStep(
                (
                    QT_TRANSLATE_NOOP("Rules", "{location}: controlled by nobody ({why})")
                    if facts.reason
                    else QT_TRANSLATE_NOOP("Rules", "{location}: controlled by nobody")
                ).format(location=location, why=facts.reason),
                VP_SCHEDULE,
            )
        )
        return LocationScore(
            facts.id, facts.kind, None, None, 0, 0.0, False, tuple(steps), facts.reason, facts.held_at_start
        )
    if schedule is VpSchedule.STANDARD:
        column, value = "standard", facts.standard
    elif facts.held_at_start is facts.controller:
        column, value = "retained", facts.retained
    else:
        column, value = "captured", facts.captured
    steps.append(
        NoteStep(
            (
                QT_TRANSLATE_NOOP("Rules", "{location}: controlled by the {side} ({why})")
                if facts.reason
                else QT_TRANSLATE_NOOP("Rules", "{location}: controlled by the {side}")
            ).format(location=location, side=facts.controller.value, why=facts.reason),
            VP_SCHEDULE,
        )
    )
    steps.append(
        TableStep(
            QT_TRANSLATE_NOOP("Rules", "Terrain Victory Point Schedule"),
            label.title(),
            str(value),
            VP_SCHEDULE,
            column=_COLUMNS[column],
        )
    )
    row = table.rows[facts.kind]
    halved = False
    if row.half_if_destroyed and facts.destroyed:
        halved = True
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "+ Receive only 1/2 points if destroyed: the building is destroyed"),
                VP_SCHEDULE,
            )
        )
    if row.half_if_enemy_near and facts.enemy_near:
        if halved:
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "* an enemy is within {yards:g} yards too: still only 1/2").format(
                        yards=table.enemy_near_yards
                    ),
                    VP_SCHEDULE,
                )
            )
        else:
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "* Receive only 1/2 points if enemy within {yards:g} yards").format(
                        yards=table.enemy_near_yards
                    ),
                    VP_SCHEDULE,
                )
            )
        halved = True
    points = value / 2 if halved else float(value)
    return LocationScore(
        facts.id,
        facts.kind,
        facts.controller,
        column,
        value,
        points,
        halved,
        tuple(steps),
        facts.reason,
        facts.held_at_start,
    )


# The victory conditions' rows as printed, as a step names them.
_RESULT_ROWS = {
    "decisive": QT_TRANSLATE_NOOP("Rules", "DECISIVE"),
    "marginal": QT_TRANSLATE_NOOP("Rules", "MARGINAL"),
    "draw": QT_TRANSLATE_NOOP("Rules", "DRAW"),
}
_COLUMNS = {
    "standard": QT_TRANSLATE_NOOP("Rules", "Standard"),
    "retained": QT_TRANSLATE_NOOP("Rules", "Retained"),
    "captured": QT_TRANSLATE_NOOP("Rules", "Captured"),
}
# The location kinds as the schedule's rows name them (lupdate reads them; the GUI says each in its language).
WORDS = (
    QT_TRANSLATE_NOOP("Rules", "Hill"),
    QT_TRANSLATE_NOOP("Rules", "Ford"),
    QT_TRANSLATE_NOOP("Rules", "Bridge"),
    QT_TRANSLATE_NOOP("Rules", "Crossroad"),
    QT_TRANSLATE_NOOP("Rules", "Road Exit"),
    QT_TRANSLATE_NOOP("Rules", "Building"),
    QT_TRANSLATE_NOOP("Rules", "standard / retained / captured"),
    QT_TRANSLATE_NOOP("Rules", "accomplished"),
    QT_TRANSLATE_NOOP("Rules", "not accomplished"),
)
# What the log of a battle saved before says of the victory points: kept so that the window reads it back.
EARLIER_TEXTS = (
    QT_TRANSLATE_NOOP(
        "Rules",
        "victory points ({schedule} column): defender {defender:g}, attacker {attacker:g}, from {n} location(s)",
    ),
)


def score_victory(
    mission: Mission,
    locations: Sequence[LocationFacts],
    losses: Sequence[Loss],
    schedule: VpSchedule,
    tables: ScenarioTables,
) -> VictoryResult:
    """The defender's victory conditions for ``mission`` (not a raid: :func:`score_raid`)."""
    if mission is Mission.RAID:
        raise ValueError("a raid is scored by score_raid")
    conditions_table = tables.victory.for_mission(mission)
    scores = tuple(score_location(f, schedule, tables.vp_schedule) for f in locations)
    vp = {role: sum(s.points for s in scores if s.controller is role) for role in BattleRole}
    lost = {role: sum(loss.points for loss in losses if loss.role is role) for role in BattleRole}
    steps: list[Step] = [
        NoteStep(
            (
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "victory points ({schedule} column): defender {defender:g}, attacker {attacker:g}, from one "
                    "location",
                )
                if len(locations) == 1
                else QT_TRANSLATE_NOOP(
                    "Rules",
                    "victory points ({schedule} column): defender {defender:g}, attacker {attacker:g}, from {n} "
                    "locations",
                )
            ).format(
                schedule=schedule.value.replace("_", " / "),
                defender=vp[BattleRole.DEFENDER],
                attacker=vp[BattleRole.ATTACKER],
                n=len(locations),
            ),
            VP_SCHEDULE,
        ),
    ]
    for role in (BattleRole.ATTACKER, BattleRole.DEFENDER):
        units = [loss for loss in losses if loss.role is role]
        listed = ", ".join(
            QT_TRANSLATE_NOOP("Rules", "{unit}: {points}").format(unit=loss.unit, points=loss.points) for loss in units
        ) or QT_TRANSLATE_NOOP("Rules", "none")  # "82 mort 1: 25", not "82 mort 1 25": a name may end in a number
        steps.append(
            NoteStep(
                (
                    QT_TRANSLATE_NOOP("Rules", "attacker points destroyed: {points} ({units})")
                    if role is BattleRole.ATTACKER
                    else QT_TRANSLATE_NOOP("Rules", "defender points destroyed: {points} ({units})")
                ).format(points=lost[role], units=listed),
                VICTORY_CONDITIONS,
            )
        )
    achieved: dict[str, bool] = {}
    checks: list[ConditionCheck] = []
    a_lost, d_lost = lost[BattleRole.ATTACKER], lost[BattleRole.DEFENDER]
    for letter, text in conditions_table.conditions.items():
        if letter == "A":
            ok = vp[BattleRole.DEFENDER] > vp[BattleRole.ATTACKER]
            detail = (
                QT_TRANSLATE_NOOP(
                    "Rules", "the defender holds {defender:g} VP against the attacker's {attacker:g}: a majority"
                )
                if ok
                else QT_TRANSLATE_NOOP(
                    "Rules", "the defender holds {defender:g} VP against the attacker's {attacker:g}: no majority"
                )
            ).format(defender=vp[BattleRole.DEFENDER], attacker=vp[BattleRole.ATTACKER])
        elif "2 attacker points" in text:
            ok = a_lost > 0 and a_lost >= 2 * d_lost
            detail = (
                (
                    QT_TRANSLATE_NOOP(
                        "Rules", "attacker lost {attacker}, defender lost {defender}: {attacker} >= 2 x {defender}"
                    )
                    if ok
                    else QT_TRANSLATE_NOOP(
                        "Rules", "attacker lost {attacker}, defender lost {defender}: {attacker} < 2 x {defender}"
                    )
                ).format(attacker=a_lost, defender=d_lost)
                if a_lost > 0
                else QT_TRANSLATE_NOOP("Rules", "no attacker points were destroyed")
            )
        else:
            ok = a_lost > d_lost
            detail = QT_TRANSLATE_NOOP("Rules", "attacker lost {attacker}, defender lost {defender}").format(
                attacker=a_lost, defender=d_lost
            )
        achieved[letter] = ok
        checks.append(ConditionCheck(letter, text, ok, detail))
        steps.append(
            NoteStep(
                (
                    QT_TRANSLATE_NOOP("Rules", "{letter}. {text}: accomplished ({detail})")
                    if ok
                    else QT_TRANSLATE_NOOP("Rules", "{letter}. {text}: not accomplished ({detail})")
                ).format(letter=letter, text=text, detail=detail),
                VICTORY_CONDITIONS,
            )
        )
    outcome = Outcome.ATTACKER_VICTORY
    for name, result in (("decisive", Outcome.DECISIVE), ("marginal", Outcome.MARGINAL), ("draw", Outcome.DRAW)):
        letters = getattr(conditions_table, name)
        if all(achieved[x] for x in letters):
            outcome = result
            steps.append(
                TableStep(
                    QT_TRANSLATE_NOOP("Rules", "Victory conditions, {mission}").format(mission=mission.label),
                    _RESULT_ROWS[name],
                    QT_TRANSLATE_NOOP("Rules", "accomplish {letters}").format(
                        letters=joined(letters, QT_TRANSLATE_NOOP("Rules", "{first} and {then}"))
                    ),
                    VICTORY_CONDITIONS,
                )
            )
            break
    else:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "the defender accomplished none of the results: the attacker wins"),
                VICTORY_CONDITIONS,
            )
        )
    steps.append(NoteStep(outcome.label, VICTORY_CONDITIONS))
    return VictoryResult(
        mission,
        outcome,
        tuple(checks),
        vp[BattleRole.ATTACKER],
        vp[BattleRole.DEFENDER],
        a_lost,
        d_lost,
        scores,
        tuple(steps),
    )


def score_raid(objective_reached: bool, losses: Sequence[Loss] = ()) -> VictoryResult:
    """RAID: "The defender wins if prevents the attacker from reaching the objective. The attacker wins if he reaches
    the objective." """
    lost = {role: sum(loss.points for loss in losses if loss.role is role) for role in BattleRole}
    outcome = Outcome.ATTACKER_VICTORY if objective_reached else Outcome.DEFENDER_VICTORY
    check = ConditionCheck(
        RAID_OBJECTIVE,
        QT_TRANSLATE_NOOP("Rules", "The attacker reaches the objective"),
        objective_reached,
        QT_TRANSLATE_NOOP("Rules", "reached") if objective_reached else QT_TRANSLATE_NOOP("Rules", "not reached"),
    )
    steps: tuple[Step, ...] = (
        NoteStep(
            QT_TRANSLATE_NOOP("Rules", "the attacker reached the objective")
            if objective_reached
            else QT_TRANSLATE_NOOP("Rules", "the attacker did not reach the objective"),
            "RAID",
        ),
        NoteStep(outcome.label, "RAID"),
    )
    return VictoryResult(
        Mission.RAID, outcome, (check,), 0.0, 0.0, lost[BattleRole.ATTACKER], lost[BattleRole.DEFENDER], (), steps
    )
