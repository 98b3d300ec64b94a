"""Where a battery fires from, in the window's words: on the table, off the table (4.42) or naval guns (4.7). The app
says a battery off the table so wherever the window names one (Build Forces' "Off-Table Battery", "guns off the
table", the landing's batteries); the battle file's ``off_board`` is a key, not the words a player reads."""

from __future__ import annotations

from morefire_gui.gui.i18n import QT_TR_NOOP, KeptWords
from morefire_gui.model.artillery import BatteryKind

FIRES_FROM = KeptWords(
    {
        BatteryKind.ON_BOARD: QT_TR_NOOP("on the table"),
        BatteryKind.OFF_BOARD: QT_TR_NOOP("off the table"),
        BatteryKind.NAVAL: QT_TR_NOOP("naval"),
    }
)


def fires_from(kind: BatteryKind) -> str:
    """The words "off the table" for a battery of ``off_board``, which the Artillery dock and the Barrage dialog put
    before a battery's guns ("off the table, 4 x 122 mm")."""
    return FIRES_FROM[kind]
