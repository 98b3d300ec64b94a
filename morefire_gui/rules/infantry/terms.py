"""The words of rules 1.3-1.5 and 3.1-3.6 that several modules share: results, cover, mines, the error."""

from __future__ import annotations

from enum import Enum

from morefire_gui.errors import MoreFireError
from morefire_gui.rules.words import QT_TRANSLATE_NOOP


class InfantryRulesError(MoreFireError):
    """A movement, infantry-combat or minefield question asked with facts that make no sense (a vehicle in a
    melee, a firer with no fire intensity rating, a negative distance)."""


class FireEffect(str, Enum):
    """3.5: "A hit target will be either be suppressed or destroyed" (the FIR table's Sup and Elim)."""

    SUPPRESSED = "suppressed"
    ELIMINATED = "eliminated"


# The words the explanations and the dialogs write for these values (lupdate reads them; the GUI says each in the
# interface's language).
WORDS = (
    QT_TRANSLATE_NOOP("Rules", "suppressed"),
    QT_TRANSLATE_NOOP("Rules", "eliminated"),
    QT_TRANSLATE_NOOP("Rules", "no effect"),
    QT_TRANSLATE_NOOP("Rules", "destroyed"),
    QT_TRANSLATE_NOOP("Rules", "immobilized"),
)


class Outcome(str, Enum):
    """What a resolution did to one unit."""

    NO_EFFECT = "no_effect"
    SUPPRESSED = "suppressed"
    DESTROYED = "destroyed"
    IMMOBILIZED = "immobilized"


class TargetCover(str, Enum):
    """3.5's modifiers "Target in Hard Cover -3" and "Target in Cover -2"; open is neither."""

    OPEN = "open"
    COVER = "cover"
    HARD_COVER = "hard_cover"


class Mines(str, Enum):
    """3.6: "AP (anti-personnel), AT (antitank) or Mixed (GP)"."""

    AP = "ap"
    AT = "at"
    GP = "gp"


class MineTargetRow(str, Enum):
    """The rows of the minefield damage chart."""

    INFANTRY = "infantry"
    WHEELED = "wheeled"
    TRACKED_AC_1_3 = "tracked_ac_1_3"
    TRACKED_AC_4_PLUS = "tracked_ac_4_plus"

    @property
    def label(self) -> str:
        return {
            "infantry": QT_TRANSLATE_NOOP("Rules", "Infantry"),
            "wheeled": QT_TRANSLATE_NOOP("Rules", "Wheel Veh."),
            "tracked_ac_1_3": QT_TRANSLATE_NOOP("Rules", "Tracked Hull AC(1-3)"),
            "tracked_ac_4_plus": QT_TRANSLATE_NOOP("Rules", "Tracked Hull AC(4+)"),
        }[self.value]
