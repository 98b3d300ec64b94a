"""Infantry combat (rules 3.1-3.5): fire into a 100-yard target area, a melee, an assault on a tank or bunker, and a
unit reclassified as a suicide squad."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_serializer, model_validator

from morefire_gui.model.actions.base import Action, Namer, as_is
from morefire_gui.model.numbers import Identifier, Point, Turn
from morefire_gui.rules.words import QT_TRANSLATE_NOOP


class Firer(BaseModel):
    """A unit firing into the target area, and for a vehicle which of its weapons fires (``TMG`` or ``T-HE``; None:
    all of them). A file writes it ``ID`` or ``ID:WEAPON``, as ``morefire infantry-fire --firers`` does (a mapping
    ``{unit: ID, weapon: TMG}`` is read too)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    unit: Identifier
    weapon: str | None = Field(default=None, min_length=1)

    @model_validator(mode="before")
    @classmethod
    def _from_text(cls, data: Any) -> Any:
        if isinstance(data, str):
            unit, sep, weapon = data.partition(":")
            return {"unit": unit, "weapon": weapon} if sep else {"unit": unit}
        return data

    @model_serializer
    def text(self) -> str:
        return f"{self.unit}:{self.weapon}" if self.weapon else self.unit


class InfantryFire(Action):
    """3.5: the ``firers`` fire into the 100-yard square centred on ``area`` (table units); every unit in it or partly
    in it is rolled for. ``turn`` dates the recovery from suppression (None: the battle's turn)."""

    kind: Literal["infantry_fire"] = "infantry_fire"
    area: Point
    firers: tuple[Firer, ...] = Field(min_length=1)
    turn: Turn | None = None
    label = QT_TRANSLATE_NOOP("Rules", "Infantry fire")

    def title(self, name: Namer = as_is) -> str:
        return QT_TRANSLATE_NOOP("Rules", "Infantry fire into {x:.1f}, {y:.1f}").format(x=self.area[0], y=self.area[1])

    def actor_ids(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(f.unit for f in self.firers))


class Melee(Action):
    """3.1: ``attacker`` melees ``defender``, an enemy unit in contact. ``turn`` as for infantry fire."""

    kind: Literal["melee"] = "melee"
    attacker: Identifier
    defender: Identifier
    turn: Turn | None = None
    label = QT_TRANSLATE_NOOP("Rules", "Melee")

    def title(self, name: Namer = as_is) -> str:
        return QT_TRANSLATE_NOOP("Rules", "Melee {unit} against {other}").format(
            unit=name(self.attacker), other=name(self.defender)
        )

    def actor_ids(self) -> tuple[str, ...]:
        return (self.attacker,)


class Assault(Action):
    """3.2: ``infantry`` assaults ``target``, an enemy tank or bunker in contact: 1. the target fires at it
    (``defensive_fire`` False: that fire was resolved already), 2. the ``support`` of the target's side fires at it,
    3. the assault."""

    kind: Literal["assault"] = "assault"
    infantry: Identifier
    target: Identifier
    support: tuple[Identifier, ...] = ()
    defensive_fire: bool = True
    turn: Turn | None = None
    label = QT_TRANSLATE_NOOP("Rules", "Assault")

    def title(self, name: Namer = as_is) -> str:
        return QT_TRANSLATE_NOOP("Rules", "Assault by {unit} on {target}").format(
            unit=name(self.infantry), target=name(self.target)
        )

    def actor_ids(self) -> tuple[str, ...]:
        return (self.infantry,)


class ReclassifySuicideSquad(Action):
    """3.3: ``unit`` is reclassified as a suicide squad. ``year`` is the battle's year when its briefing gives none
    (None: the briefing's)."""

    kind: Literal["suicide_squad"] = "suicide_squad"
    unit: Identifier
    year: int | None = Field(default=None, ge=1900, le=2000)
    label = QT_TRANSLATE_NOOP("Rules", "Suicide squad")

    def title(self, name: Namer = as_is) -> str:
        return QT_TRANSLATE_NOOP("Rules", "Reclassify {unit} as a suicide squad").format(unit=name(self.unit))

    def actor_ids(self) -> tuple[str, ...]:
        return (self.unit,)


# What the log of a battle saved before says of infantry fire, its point as given ("into 36, 24", before every table
# point read with one decimal; older still, its title "at 36,24"): kept so that the window reads it back in its
# language, in the Log dock and the replay's list alike.
EARLIER_TEXTS = (
    QT_TRANSLATE_NOOP("Rules", "Infantry fire into {x:g}, {y:g}"),
    QT_TRANSLATE_NOOP("Rules", "Infantry fire at {x:g},{y:g}"),
)
