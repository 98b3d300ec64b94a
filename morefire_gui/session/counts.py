"""How many units a barrage or a bombing found in its damage zone and how many of them it hit, in words: one sentence
for none, for one and for many, so that every language says its own plural (4.6, 5.5)."""

from __future__ import annotations

from morefire_gui.rules.words import QT_TRANSLATE_NOOP, Message

__all__ = ["in_zone_text"]


def in_zone_text(units: int, hits: int) -> Message:
    """ "no unit in the zone", "one unit in the zone: hit", "4 units in the zone, none hit", "4 units in the zone,
    3 hit"."""
    if units == 0:
        return QT_TRANSLATE_NOOP("Rules", "no unit in the zone")
    if units == 1:
        return (
            QT_TRANSLATE_NOOP("Rules", "one unit in the zone: hit")
            if hits
            else QT_TRANSLATE_NOOP("Rules", "one unit in the zone: not hit")
        )
    if hits == 0:
        return QT_TRANSLATE_NOOP("Rules", "{n} units in the zone, none hit").format(n=units)
    return QT_TRANSLATE_NOOP("Rules", "{n} units in the zone, {hits} hit").format(n=units, hits=hits)
