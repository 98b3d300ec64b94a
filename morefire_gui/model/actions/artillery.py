"""Artillery (rule 4): a battery's written order (4.11, 4.12: FIRE, REPEAT, SHIFT, CEASE FIRE) or counter-battery fire
(4.42), a battery's set-up and breakdown (4.8), a barrage fired and landed at once (a battle played free of the
sequence of play), and the set-up's registration points (4.2) and batteries (4.11).

    ArtilleryOrder(side="axis", battery="bty1", registration_point=3, shift=ShiftYards(add_drop=200))
    ArtilleryOrder(side="axis", battery="bty1", order=OrderKind.REPEAT)
    SetUpBattery(battery="bty2")

A mission lands when the sequence of play enters artillery step A of its impact turn (:class:`NextStep`): the landing
is no action of its own.
"""

from __future__ import annotations

from enum import Enum
from typing import Any, Literal

from pydantic import Field, model_validator

from morefire_gui.model.actions.base import Action, Namer, as_is
from morefire_gui.model.artillery import BatteryDefinition, ShiftYards, salvo_count
from morefire_gui.model.numbers import MAX_CALIBRE_MM, MAX_GUNS, Identifier, Numbered, Point, PositiveCount
from morefire_gui.rules.artillery.terms import Pattern
from morefire_gui.rules.words import QT_TRANSLATE_NOOP


class OrderKind(str, Enum):
    """4.12's written orders, and counter-battery fire at an off-board battery (4.42)."""

    FIRE = "fire"
    REPEAT = "repeat"
    SHIFT = "shift"
    CEASE_FIRE = "cease_fire"
    COUNTER_BATTERY = "counter_battery"


# 4.12's orders as the rules print them, said in the window's language ("FEUER").
ORDER_WORDS = {
    OrderKind.FIRE: QT_TRANSLATE_NOOP("Rules", "FIRE"),
    OrderKind.REPEAT: QT_TRANSLATE_NOOP("Rules", "REPEAT"),
    OrderKind.SHIFT: QT_TRANSLATE_NOOP("Rules", "SHIFT"),
    OrderKind.CEASE_FIRE: QT_TRANSLATE_NOOP("Rules", "CEASE FIRE"),
    OrderKind.COUNTER_BATTERY: QT_TRANSLATE_NOOP("Rules", "counter-battery fire"),
}


class NotTaken(ValueError):
    """An order given what its kind does not take: ``keys``, the fields given that it does not (for a command line or
    a dialog to name where each was given)."""

    def __init__(self, message: str, keys: list[str]) -> None:
        super().__init__(message)
        self.keys = tuple(keys)


class _FiredBySide(Action):
    """What a side fires: a registration point of its own is named by its number alone (``registration_side`` equal
    to ``side`` is dropped), so that the same action is written whoever names the side."""

    @model_validator(mode="before")
    @classmethod
    def _own_points(cls, data: Any) -> Any:
        if (
            isinstance(data, dict)
            and data.get("registration_side") is not None
            and data.get("registration_side") == data.get("side")
        ):
            return {k: v for k, v in data.items() if k != "registration_side"}
        return data


class ArtilleryOrder(_FiredBySide):
    """A battery's written order (4.11, 4.12), given by ``side`` in artillery step C:

    * ``fire`` (A): at registration point ``registration_point`` of the firing side (``registration_side``: another
      side's, which is refused) with an initial ``shift``, or at a point of the table ``at``; ``pattern`` None is
      spread (4.5). It lands after the nation's time lapse (4.2).
    * ``repeat`` (B): fire again at the last location, the next turn.
    * ``shift`` (C): ``shift`` from the last location, the next turn (at most 800 yards per direction).
    * ``cease_fire`` (D): the mission (and any counter-battery fire) ends.
    * ``counter_battery``: fire at the other side's off-board battery ``target`` (4.42).

    ``salvoes`` (with FIRE, REPEAT or SHIFT): the salvoes the mission fires in the turn it lands, for the naval
    bombardment of an island invasion ("2 salvoes per turn", ISLAND C, read as up to 2); None: all it may fire (a
    REPEAT or SHIFT: as many as the mission it follows fired).
    """

    kind: Literal["order"] = "order"
    side: Identifier
    battery: Identifier
    order: OrderKind = OrderKind.FIRE
    registration_point: Numbered | None = None
    registration_side: Identifier | None = None
    at: Point | None = None
    shift: ShiftYards | None = None
    pattern: Pattern | None = None
    target: Identifier | None = None
    salvoes: PositiveCount | None = None
    label = QT_TRANSLATE_NOOP("Rules", "Artillery order")

    @model_validator(mode="after")
    def _shape(self) -> ArtilleryOrder:
        kind = self.order
        named = {
            "registration_point": self.registration_point is not None,
            "at": self.at is not None,
            "shift": self.shift is not None,
            "pattern": self.pattern is not None,
            "target": self.target is not None,
            "salvoes": self.salvoes is not None,
        }
        allowed = {
            OrderKind.FIRE: {"registration_point", "at", "shift", "pattern", "salvoes"},
            OrderKind.REPEAT: {"salvoes"},
            OrderKind.SHIFT: {"shift", "salvoes"},
            OrderKind.COUNTER_BATTERY: {"target"},
        }.get(kind, set())
        extra = [k for k, given in named.items() if given and k not in allowed]
        if extra:
            raise NotTaken(f"a {ORDER_WORDS[kind]} order has no {' or '.join(extra)}", extra)
        if kind is OrderKind.FIRE:
            if named["registration_point"] == named["at"]:
                raise ValueError(
                    QT_TRANSLATE_NOOP(
                        "Rules", "a FIRE order aims at exactly one of a registration point or a point (4.12 A)"
                    )
                )
            if named["shift"] and not named["registration_point"]:
                raise ValueError(
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "a FIRE order's shift is from a registration point (4.12 A); at a point, give the point itself",
                    )
                )
        if kind is OrderKind.SHIFT and not named["shift"]:
            raise ValueError(
                QT_TRANSLATE_NOOP("Rules", "a SHIFT order gives its shift: add/drop and right/left yards (4.12 C)")
            )
        if kind is OrderKind.COUNTER_BATTERY and not named["target"]:
            raise ValueError(QT_TRANSLATE_NOOP("Rules", "counter-battery fire names the battery it fires at (4.42)"))
        if self.registration_side is not None and self.registration_point is None:
            raise ValueError("registration_side names whose registration point is aimed at: give registration_point")
        return self

    def title(self, name: Namer = as_is) -> str:
        text = QT_TRANSLATE_NOOP("Rules", "{battery}: {order}").format(
            battery=name(self.battery), order=ORDER_WORDS[self.order]
        )
        if self.order is OrderKind.FIRE:
            if self.registration_point is not None:
                text = QT_TRANSLATE_NOOP("Rules", "{order} at RP #{n}").format(order=text, n=self.registration_point)
            elif self.at is not None:
                text = QT_TRANSLATE_NOOP("Rules", "{order} at {x:.1f}, {y:.1f}").format(
                    order=text, x=self.at[0], y=self.at[1]
                )
        if self.shift is not None:
            text = QT_TRANSLATE_NOOP("Rules", "{order} {shift}").format(order=text, shift=self.shift.to_rules().text())
        if self.target is not None:
            text = QT_TRANSLATE_NOOP("Rules", "{order} at {target}").format(order=text, target=name(self.target))
        if self.salvoes is not None:
            text = QT_TRANSLATE_NOOP("Rules", "{order}, {salvoes}").format(
                order=text, salvoes=salvo_count(self.salvoes)
            )
        return text

    def actor_ids(self) -> tuple[str, ...]:
        return (self.battery,)

    def acting_side(self) -> str | None:
        return self.side


class _BatteryAction(Action):
    """What a battery of the battle does on its own (it is the actor)."""

    battery: Identifier

    def actor_ids(self) -> tuple[str, ...]:
        return (self.battery,)


class SetUpBattery(_BatteryAction):
    """4.8: a battery in transit begins to set up (deployed after its row's set-up turns)."""

    kind: Literal["battery_set_up"] = "battery_set_up"
    label = QT_TRANSLATE_NOOP("Rules", "Battery set-up")

    def title(self, name: Namer = as_is) -> str:
        return QT_TRANSLATE_NOOP("Rules", "{battery} sets up").format(battery=name(self.battery))


class BreakDownBattery(_BatteryAction):
    """4.8: a deployed battery begins to break down (in transit after its row's breakdown turns)."""

    kind: Literal["battery_breakdown"] = "battery_breakdown"
    label = QT_TRANSLATE_NOOP("Rules", "Battery breakdown")

    def title(self, name: Namer = as_is) -> str:
        return QT_TRANSLATE_NOOP("Rules", "{battery} breaks down").format(battery=name(self.battery))


class _GunAction(Action):
    """What a gun that is none of a battery's guns does on its own (it is the actor)."""

    unit: Identifier

    def actor_ids(self) -> tuple[str, ...]:
        return (self.unit,)


class SetUpGun(_GunAction):
    """4.8 in an advanced game: a gun of no battery (an anti-tank gun, an infantry gun), in transit, begins to set up
    (it fires after its row's set-up turns)."""

    kind: Literal["gun_set_up"] = "gun_set_up"
    label = QT_TRANSLATE_NOOP("Rules", "Gun set-up")

    def title(self, name: Namer = as_is) -> str:
        return QT_TRANSLATE_NOOP("Rules", "{unit} sets up").format(unit=name(self.unit))


class BreakDownGun(_GunAction):
    """4.8 in an advanced game: a deployed gun of no battery begins to break down (it moves after its row's
    breakdown turns)."""

    kind: Literal["gun_breakdown"] = "gun_breakdown"
    label = QT_TRANSLATE_NOOP("Rules", "Gun breakdown")

    def title(self, name: Namer = as_is) -> str:
        return QT_TRANSLATE_NOOP("Rules", "{unit} breaks down").format(unit=name(self.unit))


class Barrage(_FiredBySide):
    """A barrage fired and landed at once (4.3-4.6), without a written request: a battle played free of the sequence
    of play (a strict battle refuses it, 4.11). The guns: a battery of the battle (``battery``), or off-board guns
    (``guns`` of ``calibre_mm``, ``mortar``) or naval guns (``naval``: four guns of 175 mm+, 4.7), of ``nation``
    (None: the side's). The aim: a point ``at``, or registration point ``registration_point`` of the firing side (or
    ``registration_side``'s, which is refused) moved by ``shifts``. ``observed`` None: decided by line of sight (4.3);
    ``advanced`` None: the battle's setting."""

    kind: Literal["barrage"] = "barrage"
    side: Identifier
    battery: Identifier | None = None
    guns: int | None = Field(default=None, ge=1, le=MAX_GUNS)
    calibre_mm: float | None = Field(default=None, gt=0, le=MAX_CALIBRE_MM, allow_inf_nan=False)
    nation: str | None = None
    mortar: bool = False
    naval: bool = False
    at: Point | None = None
    registration_point: Numbered | None = None
    registration_side: Identifier | None = None
    shifts: tuple[ShiftYards, ...] = ()
    pattern: Pattern = Pattern.SPREAD
    observed: bool | None = None
    advanced: bool | None = None
    label = QT_TRANSLATE_NOOP("Rules", "Barrage")

    def title(self, name: Namer = as_is) -> str:
        who = (
            name(self.battery)
            if self.battery
            else (
                QT_TRANSLATE_NOOP("Rules", "naval guns") if self.naval else QT_TRANSLATE_NOOP("Rules", "off-board guns")
            )
        )
        if self.registration_point is not None:
            return QT_TRANSLATE_NOOP("Rules", "Barrage by {guns} at RP #{n}").format(
                guns=who, n=self.registration_point
            )
        if self.at is not None:
            return QT_TRANSLATE_NOOP("Rules", "Barrage by {guns} at {x:.1f}, {y:.1f}").format(
                guns=who, x=self.at[0], y=self.at[1]
            )
        return QT_TRANSLATE_NOOP("Rules", "Barrage by {guns}").format(guns=who)

    def actor_ids(self) -> tuple[str, ...]:
        return (self.battery,) if self.battery else ()

    def acting_side(self) -> str | None:
        return self.side


class PlotRegistrationPoint(Action):
    """4.2: a side plots (or moves) a fire registration point during the set-up: point ``n`` (None: the side's first
    free number, 1-10) at ``at``."""

    kind: Literal["registration_point"] = "registration_point"
    side: Identifier
    at: Point
    n: Numbered | None = None
    name: str | None = None
    label = QT_TRANSLATE_NOOP("Rules", "Plot registration point")
    set_up = True
    begins_play = False

    def acting_side(self) -> str | None:
        return self.side

    def title(self, name: Namer = as_is) -> str:
        if self.n is None:
            return QT_TRANSLATE_NOOP("Rules", "Plot a registration point")
        return QT_TRANSLATE_NOOP("Rules", "Plot registration point #{n}").format(n=self.n)


class RemoveRegistrationPoint(Action):
    kind: Literal["remove_registration_point"] = "remove_registration_point"
    side: Identifier
    n: Numbered
    label = QT_TRANSLATE_NOOP("Rules", "Remove registration point")
    set_up = True
    begins_play = False

    def acting_side(self) -> str | None:
        return self.side

    def title(self, name: Namer = as_is) -> str:
        return QT_TRANSLATE_NOOP("Rules", "Remove registration point #{n}").format(n=self.n)


class DefineBattery(Action):
    """4.11: a battery added to a side during the set-up (its guns, calibre and set-up state, as the file keeps it)."""

    kind: Literal["define_battery"] = "define_battery"
    battery: BatteryDefinition
    label = QT_TRANSLATE_NOOP("Rules", "New battery")
    set_up = True
    begins_play = False

    def acting_side(self) -> str | None:
        return self.battery.side

    def title(self, name: Namer = as_is) -> str:
        return QT_TRANSLATE_NOOP("Rules", "New battery {battery}").format(battery=self.battery.label)


class DeleteBattery(Action):
    """A battery taken out of the battle during the set-up, with its fire mission and counter-battery fire."""

    kind: Literal["delete_battery"] = "delete_battery"
    battery: Identifier
    label = QT_TRANSLATE_NOOP("Rules", "Delete battery")
    set_up = True
    begins_play = False

    def title(self, name: Namer = as_is) -> str:
        return QT_TRANSLATE_NOOP("Rules", "Delete battery {battery}").format(battery=name(self.battery))

    def hands(self) -> tuple[str, ...]:
        return (self.battery,)


# What the log of a battle saved before says of these actions, a point as given ("at 36, 24", before every table point
# read with one decimal): kept so that the window reads it back in its language.
EARLIER_TEXTS = (
    QT_TRANSLATE_NOOP("Rules", "{order} at {x:g}, {y:g}"),
    QT_TRANSLATE_NOOP("Rules", "Barrage by {guns} at {x:g}, {y:g}"),
)
