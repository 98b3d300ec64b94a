"""Movement (rules 1.2-1.5, 3.6, the sequence of play's mounting and the battlefield conditions): a move along a path,
mounting and dismounting, ski troops (SNOW) and the ice rolled for every body of water (TUNDRA)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from morefire_gui.model.actions.base import Action, Namer, as_is
from morefire_gui.model.numbers import Identifier, Point, Turn
from morefire_gui.rules.words import QT_TRANSLATE_NOOP


class Move(Action):
    """1.2-1.5: ``unit`` moves along ``path`` (the points after its position, the last one where it is going); it goes
    as far as the rules let it, rolling for the minefields it enters and exits on the way (3.6), MOUNTAINS' breakdown
    and TUNDRA's ice. ``clearing``: its owner states a minefield-clearing mission as he moves it (3.61); ``campaign``
    None follows the battle (2.6: a vehicle damaged by mines takes an E); ``turn`` dates a breakdown's end (None: the
    battle's turn)."""

    kind: Literal["move"] = "move"
    unit: Identifier
    path: tuple[Point, ...] = Field(min_length=1)
    clearing: bool = False
    campaign: bool | None = None
    turn: Turn | None = None
    label = QT_TRANSLATE_NOOP("Rules", "Move")
    moves_counters = True

    def title(self, name: Namer = as_is) -> str:
        return QT_TRANSLATE_NOOP("Rules", "Move {unit}").format(unit=name(self.unit))

    def actor_ids(self) -> tuple[str, ...]:
        return (self.unit,)


class CloseCombat(Action):
    """Sequence of play, movement item 6: the players declare ``units`` (at least one of each of two sides) in a close
    combat situation in a movement step. "The SLOWER vehicle moves first AND movement is alternated in 1/4 allowance
    segments": from now on each moves a quarter of its allowance at a time, in turn, four rounds. ``road``: the
    allowances are road rates (None: in road movement, step 1)."""

    kind: Literal["close_combat"] = "close_combat"
    units: tuple[Identifier, ...] = Field(min_length=2)
    road: bool | None = None
    label = QT_TRANSLATE_NOOP("Rules", "Close combat")

    def title(self, name: Namer = as_is) -> str:
        return QT_TRANSLATE_NOOP("Rules", "Close combat: {units}").format(units=", ".join(map(name, self.units)))

    def hands(self) -> tuple[str, ...]:
        return ()  # the players declare it together: it moves no counter, and holds both sides' units


class CloseCombatPass(Action):
    """Sequence of play, movement item 6: ``unit`` of the open close-combat group stops moving; its segments left are
    skipped, and it counts as having moved this turn."""

    kind: Literal["close_combat_pass"] = "close_combat_pass"
    unit: Identifier
    label = QT_TRANSLATE_NOOP("Rules", "Pass")

    def title(self, name: Namer = as_is) -> str:
        return QT_TRANSLATE_NOOP("Rules", "{unit} stops moving").format(unit=name(self.unit))

    def actor_ids(self) -> tuple[str, ...]:
        return (self.unit,)


class Mount(Action):
    """Sequence of play, movement step 5: infantry counters mount a vehicle of their side, all of them or none."""

    kind: Literal["mount"] = "mount"
    units: tuple[Identifier, ...] = Field(min_length=1)
    vehicle: Identifier
    label = QT_TRANSLATE_NOOP("Rules", "Mount")
    moves_counters = True

    def title(self, name: Namer = as_is) -> str:
        return QT_TRANSLATE_NOOP("Rules", "Mount {unit} on {vehicle}").format(
            unit=", ".join(map(name, self.units)), vehicle=name(self.vehicle)
        )

    def actor_ids(self) -> tuple[str, ...]:
        return self.units

    def hands(self) -> tuple[str, ...]:
        return (*self.units, self.vehicle)  # a vehicle of their side (movement step 5)


class Dismount(Action):
    """Sequence of play, movement step 5: passengers get off their vehicles, at ``at`` (None: each just behind its
    vehicle, side by side with the others)."""

    kind: Literal["dismount"] = "dismount"
    units: tuple[Identifier, ...] = Field(min_length=1)
    at: Point | None = None
    label = QT_TRANSLATE_NOOP("Rules", "Dismount")
    moves_counters = True

    def title(self, name: Namer = as_is) -> str:
        return QT_TRANSLATE_NOOP("Rules", "Dismount {unit}").format(unit=", ".join(map(name, self.units)))

    def actor_ids(self) -> tuple[str, ...]:
        return self.units


class SkiTroops(Action):
    """SNOW: infantry counters made ski troops ("move at B speed in snow and are always in cover"), or their skis
    taken off (``on`` False). Part of the forces: a strict battle takes it before play begins."""

    kind: Literal["ski"] = "ski"
    units: tuple[Identifier, ...] = Field(min_length=1)
    on: bool = True
    label = QT_TRANSLATE_NOOP("Rules", "Ski troops")
    set_up = True
    begins_play = False
    moves_counters = True

    def hands(self) -> tuple[str, ...]:
        return self.units

    def title(self, name: Namer = as_is) -> str:
        return (
            QT_TRANSLATE_NOOP("Rules", "{units}: ski troops")
            if self.on
            else QT_TRANSLATE_NOOP("Rules", "{units}: no longer ski troops")
        ).format(units=", ".join(map(name, self.units)))


class RollIce(Action):
    """TUNDRA: a d6 for each body of water whose ice has not been rolled for (``again``: every one); 1-2 the ice holds
    vehicles. Part of the set-up: in play a vehicle that reaches water not rolled for rolls it as it moves."""

    kind: Literal["ice"] = "ice"
    again: bool = False
    label = QT_TRANSLATE_NOOP("Rules", "The ice (TUNDRA)")
    set_up = True
    begins_play = False
