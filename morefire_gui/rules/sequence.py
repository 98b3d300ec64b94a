"""The SEQUENCE OF PLAY: the phases of a turn and their steps, in order, as data (``resources/rules/sequence.yaml``),
and the turn's clock ("1 Turn = 30 seconds").

A place in the battle is a turn and a step; a step's id is ``phase.step`` (``movement.road``, ``artillery.impact``).
After the last step of a turn comes the first step of the next turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from pydantic import Field, model_validator

from morefire_gui.errors import UsageError
from morefire_gui.rules.table_model import TableModel
from morefire_gui.rules.words import QT_TRANSLATE_NOOP

__all__ = ["Actors", "Marks", "PhaseDef", "Place", "SequenceError", "SequenceTables", "StepDef", "battle_clock"]

_STEP_ID = r"^[a-z][a-z0-9_]*$"


class SequenceError(UsageError):
    """A step id the sequence does not have, or a turn before the first."""


class Actors(str, Enum):
    """Who may act in a step (docs/rules-notes.md, "Sequence of play — who may act")."""

    VEHICLES_ON_ROAD = "vehicles_on_road"
    VEHICLES = "vehicles"
    AIRCRAFT = "aircraft"
    AIR_DEFENCE = "air_defence"
    MOUNT = "mount"
    INFANTRY_MOVERS = "infantry_movers"
    MISSIONS_LANDING = "missions_landing"
    BATTERIES = "batteries"
    AT_WEAPONS = "at_weapons"
    GUN_VEHICLES = "gun_vehicles"
    ARMED_VEHICLES = "armed_vehicles"
    INFANTRY_FIRERS = "infantry_firers"
    MELEE_CONTACT = "melee_contact"
    ASSAULT_CONTACT = "assault_contact"

    @property
    def batteries(self) -> bool:
        """The actors are batteries, not units."""
        return self in (Actors.MISSIONS_LANDING, Actors.BATTERIES)


class Marks(str, Enum):
    """How a unit is marked as having acted in a step: ``moved`` (its movement code of rule 1.2, or a mark),
    ``acted`` (a mark)."""

    MOVED = "moved"
    ACTED = "acted"


class StepDef(TableModel):
    """One step of a phase: its label as printed (1, 2 ... or A, B ...), its name, the rule that governs it, the rule
    text, who may act in it and what the players do."""

    id: str = Field(pattern=_STEP_ID)
    label: str
    name: str
    rule: str
    actors: Actors
    marks: Marks
    text: str
    do: str


class PhaseDef(TableModel):
    """A phase of the turn: its id, its name as printed and a short name (``Artillery``), and its steps."""

    id: str = Field(pattern=_STEP_ID)
    short: str
    name: str
    steps: tuple[StepDef, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique(self) -> PhaseDef:
        ids = [s.id for s in self.steps]
        if len(set(ids)) != len(ids):
            raise ValueError(f"phase {self.id}: a step id is given twice")
        return self


@dataclass(frozen=True)
class Place:
    """A step of the sequence: its phase, the step, and its position among all the steps (0 first)."""

    phase: PhaseDef
    step: StepDef
    index: int

    def __repr__(self) -> str:
        return f"Place({self.id!r}, {self.index})"

    @property
    def id(self) -> str:
        return f"{self.phase.id}.{self.step.id}"

    @property
    def title(self) -> str:
        """``Artillery fire phase — A. Determine the actual impact point of the barrage``."""
        return QT_TRANSLATE_NOOP("Rules", "{phase} — {step}").format(phase=self.phase.name, step=self.short)

    @property
    def short(self) -> str:
        """``B. Resolve damage to units in the impact zone``."""
        if not self.step.label:
            return self.step.name
        return QT_TRANSLATE_NOOP("Rules", "{label}. {step}").format(label=self.step.label, step=self.step.name)

    @property
    def brief(self) -> str:
        """``Artillery B``, ``Movement 6``, ``Air arrows``."""
        if not self.step.label:
            return self.phase.short
        return QT_TRANSLATE_NOOP("Rules", "{phase} {label}").format(phase=self.phase.short, label=self.step.label)


class SequenceTables(TableModel):
    seconds_per_turn: int = Field(gt=0)
    clarification: str
    phases: tuple[PhaseDef, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique(self) -> SequenceTables:
        ids = [p.id for p in self.phases]
        if len(set(ids)) != len(ids):
            raise ValueError("a phase id is given twice")
        return self

    # -- the steps in order ---------------------------------------------------------------------------------------
    def places(self) -> tuple[Place, ...]:
        out: list[Place] = []
        for phase in self.phases:
            for step in phase.steps:
                out.append(Place(phase, step, len(out)))
        return tuple(out)

    def step_ids(self) -> tuple[str, ...]:
        return tuple(p.id for p in self.places())

    @property
    def first(self) -> Place:
        return self.places()[0]

    @property
    def last(self) -> Place:
        return self.places()[-1]

    def place(self, step_id: str | None) -> Place:
        """The step of an id (None: the first step of a turn). Raises :class:`SequenceError` for an unknown id."""
        places = self.places()
        if step_id is None:
            return places[0]
        for place in places:
            if place.id == step_id:
                return place
        raise SequenceError(f"unknown step {step_id!r}; the steps are {', '.join(p.id for p in places)}")

    def after(self, step_id: str | None) -> tuple[Place, bool]:
        """The step after ``step_id``, and whether it begins a new turn."""
        places = self.places()
        here = self.place(step_id)
        if here.index + 1 < len(places):
            return places[here.index + 1], False
        return places[0], True

    def before(self, step_id: str | None) -> tuple[Place, bool]:
        """The step before ``step_id``, and whether it is in the turn before."""
        places = self.places()
        here = self.place(step_id)
        if here.index > 0:
            return places[here.index - 1], False
        return places[-1], True


def battle_clock(turn: int, seconds_per_turn: int) -> str:
    """SCALES, "1 Turn = 30 seconds": the time of battle gone by when ``turn`` begins, as minutes:seconds
    (turn 1 begins at 0:00, turn 7 at 3:00)."""
    if turn < 1:
        raise SequenceError(f"turns are counted from 1 (not {turn})")
    seconds = (turn - 1) * seconds_per_turn
    return f"{seconds // 60}:{seconds % 60:02d}"
