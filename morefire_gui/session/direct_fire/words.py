"""The steps of direct fire in the sequence of play, and the words its spots, shots and log entries share."""

from __future__ import annotations

from morefire_gui.rules.words import QT_TRANSLATE_NOOP, Message
from morefire_gui.session.turn_state import AT_VS_TANK, INFANTRY_FIRE, TANK_VS_INFANTRY, TANK_VS_TANK

# -- the words ----------------------------------------------------------------------------------------------------

FIRE_STEPS = (AT_VS_TANK, TANK_VS_TANK, TANK_VS_INFANTRY, INFANTRY_FIRE)
FIRE_WORDS = {
    AT_VS_TANK: QT_TRANSLATE_NOOP("Rules", "anti-tank fire at a tank"),
    TANK_VS_TANK: QT_TRANSLATE_NOOP("Rules", "tank vs tank"),
    TANK_VS_INFANTRY: QT_TRANSLATE_NOOP("Rules", "tank vs infantry and anti-tank systems"),
    INFANTRY_FIRE: QT_TRANSLATE_NOOP("Rules", "infantry vs infantry"),
}
# 2.1 advanced, "if the target is lost behind terrain": checked in the direct fire phase, where spots are read before
# the fire they serve (docs/rules-notes.md, "Sequence of play — which step an action belongs to").
LOST_SPOTS_STEPS = FIRE_STEPS
LOST_SPOTS_WORDS = QT_TRANSLATE_NOOP("Rules", "dropping the spots lost behind terrain")
SPOTTER = QT_TRANSLATE_NOOP("Rules", "spotter")
TARGET = QT_TRANSLATE_NOOP("Rules", "target")
SPOTS = QT_TRANSLATE_NOOP("Rules", "{spotter} spots {target}")
SPOTS_LOST = QT_TRANSLATE_NOOP("Rules", "Spots lost behind terrain")
# What the log of a battle saved before says of the spots dropped: kept so that the window reads it back.
EARLIER_TEXTS = (QT_TRANSLATE_NOOP("Rules", "{n} spot(s) dropped"),)


def spots_dropped_text(n: int) -> Message:
    """2.1 advanced: the log's summary of the spots lost behind terrain, a sentence for none, one and many."""
    if n == 0:
        return QT_TRANSLATE_NOOP("Rules", "no spot dropped")
    if n == 1:
        return QT_TRANSLATE_NOOP("Rules", "one spot dropped")
    return QT_TRANSLATE_NOOP("Rules", "{n} spots dropped").format(n=n)


EVERY_SPOT = QT_TRANSLATE_NOOP("Rules", "every spot still has its line of sight")
DIRECT_FIRE = QT_TRANSLATE_NOOP("Rules", "Direct fire")
