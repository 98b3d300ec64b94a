"""The player's preferences, kept with QSettings: how lengths are shown, side colours, the autosave interval,
and the dice mode (chosen in Preferences or the Dice menu, which follow each other). Settings of a battle (line of sight's
readings) are not here: they live in the battle file and change by undoable edits."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from enum import Enum

from PySide6.QtGui import QColor

from morefire_gui.gui import style
from morefire_gui.gui.i18n import LANGUAGE_KEY, LANGUAGES, QT_TR_NOOP, KeptWords
from morefire_gui.gui.settings import app_settings
from morefire_gui.gui.theme import Theme, load_theme, save_theme

AUTOSAVE_KEY = "autosave/minutes"
DEFAULT_AUTOSAVE_MINUTES = 2.0
DICE_MODE_KEY = "dice/mode"
UNITS_KEY = "display/units"
COLOUR_GROUP = "colours"
USER_CATALOGUE_KEY = "catalogue/user_file"  # the player's own catalogue file (gui/user_catalogue.py)
# How lengths are shown: in the battle's own unit, or always in inches or centimetres.
UNIT_CHOICES = KeptWords(
    {"table": QT_TR_NOOP("The battle's own unit"), "in": QT_TR_NOOP("Inches"), "cm": QT_TR_NOOP("Centimetres")}
)
CM_PER_INCH = 2.54


class DiceMode(str, Enum):
    """Who rolls the dice; the value is what is stored under DICE_MODE_KEY."""

    APP = "app"  # the app's seeded dice, recorded in the battle
    PHYSICAL = "physical"  # players roll their own dice and type the faces in

    @classmethod
    def read(cls, value: object) -> DiceMode:
        """A stored mode: "physical", or the app's dice for anything else (older versions stored "seeded")."""
        return cls.PHYSICAL if str(value) == cls.PHYSICAL.value else cls.APP


DICE_MODES = KeptWords(
    {
        DiceMode.APP: QT_TR_NOOP("The app rolls the dice (seeded, recorded in the battle)"),
        DiceMode.PHYSICAL: QT_TR_NOOP("Players roll physical dice and type the faces in"),
    }
)


@dataclass(frozen=True)
class Preferences:
    autosave_minutes: float = DEFAULT_AUTOSAVE_MINUTES
    units: str = "table"
    side_colours: dict[str, str] = field(default_factory=dict)  # nation -> "#rrggbb"
    dice_mode: DiceMode = DiceMode.APP
    user_catalogue: str = ""  # the player's catalogue file, merged over the app's ("": none)
    theme: Theme = Theme.SYSTEM
    language: str = ""  # a code of i18n.LANGUAGES, or "" for the system's language (--lang overrides both)


def load_preferences() -> Preferences:
    settings = app_settings()
    try:
        minutes = float(str(settings.value(AUTOSAVE_KEY, DEFAULT_AUTOSAVE_MINUTES)))
    except (TypeError, ValueError):
        minutes = DEFAULT_AUTOSAVE_MINUTES
    if not math.isfinite(minutes) or minutes <= 0:
        minutes = DEFAULT_AUTOSAVE_MINUTES
    units = str(settings.value(UNITS_KEY, "table"))
    colours: dict[str, str] = {}
    settings.beginGroup(COLOUR_GROUP)
    for nation in settings.childKeys():
        value = QColor(str(settings.value(nation)))
        if value.isValid():
            colours[nation] = value.name()
    settings.endGroup()
    language = str(settings.value(LANGUAGE_KEY, "") or "")
    return Preferences(
        minutes,
        units if units in UNIT_CHOICES else "table",
        colours,
        load_dice_mode(),
        str(settings.value(USER_CATALOGUE_KEY, "") or ""),
        load_theme(),
        language if language in LANGUAGES else "",
    )


def load_dice_mode() -> DiceMode:
    return DiceMode.read(app_settings().value(DICE_MODE_KEY, DiceMode.APP.value))


def save_dice_mode(mode: DiceMode) -> None:
    app_settings().setValue(DICE_MODE_KEY, mode.value)


def save_preferences(preferences: Preferences) -> None:
    settings = app_settings()
    save_dice_mode(preferences.dice_mode)
    settings.setValue(AUTOSAVE_KEY, preferences.autosave_minutes)
    settings.setValue(UNITS_KEY, preferences.units)
    settings.setValue(USER_CATALOGUE_KEY, preferences.user_catalogue)
    settings.setValue(LANGUAGE_KEY, preferences.language)
    save_theme(preferences.theme)
    settings.remove(COLOUR_GROUP)
    settings.beginGroup(COLOUR_GROUP)
    for nation, colour in preferences.side_colours.items():
        settings.setValue(nation, colour)
    settings.endGroup()
    settings.sync()


def apply_side_colours(preferences: Preferences) -> None:
    """Make the board paint the sides in the chosen colours (counters are rebuilt by the caller)."""
    style.SIDE_COLOUR_OVERRIDES.clear()
    style.SIDE_COLOUR_OVERRIDES.update({n: QColor(c) for n, c in preferences.side_colours.items()})


# The unit lengths are shown in, read once per window rather than from QSettings on every mouse move.
_shown_units = "table"


def refresh_shown_units(preferences: Preferences | None = None) -> None:
    global _shown_units
    _shown_units = (preferences or load_preferences()).units


def shown_length(value: float, table_unit: str, units: str | None = None) -> tuple[float, str]:
    """A length in table units as the player wants lengths shown: (value, unit)."""
    units = units if units is not None else _shown_units
    if units == "table" or units == table_unit:
        return value, table_unit
    if units == "cm":
        return value * CM_PER_INCH, "cm"
    return value / CM_PER_INCH, "in"
