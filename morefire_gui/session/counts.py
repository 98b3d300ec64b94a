"""How many units a fire reached and how many of them it hit, in words: one sentence for none, for one and for many,
so that every language says its own plural (3.5, 4.6, 5.5)."""

from __future__ import annotations

from morefire_gui.rules.words import QT_TRANSLATE_NOOP, Message

__all__ = ["in_zone_text", "rolled_for_text"]


def in_zone_text(units: int, hits: int) -> Message:
    """A barrage's or a bombing's damage zone: "no unit in the zone", "one unit in the zone: hit", "4 units in the
    zone, none hit", "4 units in the zone, 3 hit"."""
    return _counted(
        units,
        hits,
        QT_TRANSLATE_NOOP("Rules", "no unit in the zone"),
        QT_TRANSLATE_NOOP("Rules", "one unit in the zone: hit"),
        QT_TRANSLATE_NOOP("Rules", "one unit in the zone: not hit"),
        QT_TRANSLATE_NOOP("Rules", "{n} units in the zone, none hit"),
        QT_TRANSLATE_NOOP("Rules", "{n} units in the zone, {hits} hit"),
    )


def rolled_for_text(units: int, hits: int) -> Message:
    """Infantry fire's targets: "no unit rolled for", "one unit rolled for: hit", "3 units rolled for, none hit",
    "3 units rolled for, 2 hit"."""
    return _counted(
        units,
        hits,
        QT_TRANSLATE_NOOP("Rules", "no unit rolled for"),
        QT_TRANSLATE_NOOP("Rules", "one unit rolled for: hit"),
        QT_TRANSLATE_NOOP("Rules", "one unit rolled for: not hit"),
        QT_TRANSLATE_NOOP("Rules", "{n} units rolled for, none hit"),
        QT_TRANSLATE_NOOP("Rules", "{n} units rolled for, {hits} hit"),
    )


def _counted(
    units: int, hits: int, none: Message, one_hit: Message, one_missed: Message, many_none: Message, many: Message
) -> Message:
    if units == 0:
        return none
    if units == 1:
        return one_hit if hits else one_missed
    return many_none.format(n=units) if hits == 0 else many.format(n=units, hits=hits)
