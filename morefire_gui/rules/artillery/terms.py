"""The words of rule 4 (artillery): patterns, error directions, target classes, gun types, hit results, and
the one reading of printed bounds that every artillery table shares."""

from __future__ import annotations

import math
from enum import Enum

from morefire_gui.errors import UsageError
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, Message


class ArtilleryError(UsageError):
    """An artillery request that the rules do not allow: a shift over 800 yards, a converged naval barrage,
    an eleventh registration point, contradictory target facts."""


class Pattern(str, Enum):
    """4.5: "Batteries fire either a Spread or Converged Pattern." Spread is the only pattern in basic games."""

    SPREAD = "spread"
    CONVERGED = "converged"


class ErrorDirection(str, Enum):
    """4.3: the direction of a firing error, relative to the line of fire (battery to aim point)."""

    LONG = "long"
    SHORT = "short"
    LEFT = "left"
    RIGHT = "right"


class TargetClass(str, Enum):
    """4.6 TARGET CLASS: A is the most exposed, D the best protected."""

    A = "A"
    B = "B"
    C = "C"
    D = "D"


class GunType(str, Enum):
    """4.8's gun types. Field guns, howitzers, infantry guns and AA guns on wheels are all towed guns."""

    SELF_PROPELLED = "self_propelled"
    TOWED = "towed"
    MORTAR = "mortar"
    ANTI_TANK = "anti_tank"


class HitResult(str, Enum):
    """4.6: what a barrage did to one unit."""

    NO_EFFECT = "no_effect"
    DESTROYED = "destroyed"
    IMMOBILIZED = "immobilized"


class InfantryCover(str, Enum):
    """4.6: the cover an infantry unit (or weapon system) has. The values match the battle file's cover
    words, plus ``ruins`` which 4.6 names beside buildings."""

    OPEN = "open"
    FOXHOLE = "foxhole"
    TRENCH = "trench"
    BUILDING = "building"
    RUINS = "ruins"
    BUNKER = "bunker"


class Carrier(str, Enum):
    """4.6: what a passenger rides in or on. ``TRUCK``: any unarmoured transport; ``TANK``: riding on the
    outside of a tank or other armoured vehicle; ``HALFTRACK``: inside a halftrack or any other open-topped
    armoured carrier."""

    TRUCK = "truck"
    TANK = "tank"
    HALFTRACK = "halftrack"


# The words the explanations and the dialogs write for the values above (lupdate reads them here; the GUI says a
# value given as one of these words in the interface's language).
WORDS = (
    QT_TRANSLATE_NOOP("Rules", "spread"),
    QT_TRANSLATE_NOOP("Rules", "converged"),
    QT_TRANSLATE_NOOP("Rules", "long"),
    QT_TRANSLATE_NOOP("Rules", "short"),
    QT_TRANSLATE_NOOP("Rules", "left"),
    QT_TRANSLATE_NOOP("Rules", "right"),
    QT_TRANSLATE_NOOP("Rules", "LONG"),
    QT_TRANSLATE_NOOP("Rules", "SHORT"),
    QT_TRANSLATE_NOOP("Rules", "LEFT"),
    QT_TRANSLATE_NOOP("Rules", "RIGHT"),
    QT_TRANSLATE_NOOP("Rules", "self propelled"),
    QT_TRANSLATE_NOOP("Rules", "towed"),
    QT_TRANSLATE_NOOP("Rules", "mortar"),
    QT_TRANSLATE_NOOP("Rules", "anti tank"),
    QT_TRANSLATE_NOOP("Rules", "no effect"),
    QT_TRANSLATE_NOOP("Rules", "destroyed"),
    QT_TRANSLATE_NOOP("Rules", "immobilized"),
    QT_TRANSLATE_NOOP("Rules", "open"),
    QT_TRANSLATE_NOOP("Rules", "foxhole"),
    QT_TRANSLATE_NOOP("Rules", "trench"),
    QT_TRANSLATE_NOOP("Rules", "building"),
    QT_TRANSLATE_NOOP("Rules", "ruins"),
    QT_TRANSLATE_NOOP("Rules", "bunker"),
    QT_TRANSLATE_NOOP("Rules", "truck"),
    QT_TRANSLATE_NOOP("Rules", "tank"),
    QT_TRANSLATE_NOOP("Rules", "halftrack"),
)


def whole_units(value: float) -> int:
    """How a measured number is read against a table's whole-number bounds (calibres in mm, ranges in yards):
    the fraction is dropped, so a column runs from its printed lower bound up to, not including, the next
    column's lower bound. 76.2 mm is read as 76 (the "76-110mm" column), 75.5 mm as 75 ("Up to 75mm"),
    2000.6 yards as 2000 ("0-2000"). See docs/rules-notes.md, 4.3-4.8."""
    if math.isnan(value) or math.isinf(value):
        raise ArtilleryError(f"{value} is not a measurement")
    return math.floor(value)


# --- 4.8 deployment: a battery's (or a gun's) state, which a battle file keeps (rules/artillery/batteries.py) -------


class DeploymentState(str, Enum):
    DEPLOYED = "deployed"
    SETTING_UP = "setting_up"
    BREAKING_DOWN = "breaking_down"
    IN_TRANSIT = "in_transit"

    @property
    def words(self) -> Message:
        """The state as the explanations write it: "in transit"."""
        return _DEPLOYMENT_WORDS[self]


_DEPLOYMENT_WORDS = {
    DeploymentState.DEPLOYED: QT_TRANSLATE_NOOP("Rules", "deployed"),
    DeploymentState.SETTING_UP: QT_TRANSLATE_NOOP("Rules", "setting up"),
    DeploymentState.BREAKING_DOWN: QT_TRANSLATE_NOOP("Rules", "breaking down"),
    DeploymentState.IN_TRANSIT: QT_TRANSLATE_NOOP("Rules", "in transit"),
}
