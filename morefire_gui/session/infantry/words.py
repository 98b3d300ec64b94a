"""The steps of infantry combat in the sequence of play, and the words its results and refusals share."""

from __future__ import annotations

from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.turn_state import INFANTRY_FIRE, TANK_VS_INFANTRY

MELEE_STEP, ASSAULT_STEP, INFANTRY_MOVEMENT_STEP = "melee.infantry", "melee.assault", "movement.infantry"

STEP_WORDS = {
    TANK_VS_INFANTRY: QT_TRANSLATE_NOOP("Rules", "a vehicle's machine guns and T-HE into a target area (3.5)"),
    INFANTRY_FIRE: QT_TRANSLATE_NOOP("Rules", "infantry fire into a target area (3.5)"),
    MELEE_STEP: QT_TRANSLATE_NOOP("Rules", "an infantry melee (3.1)"),
    ASSAULT_STEP: QT_TRANSLATE_NOOP("Rules", "an assault on a tank or bunker (3.2)"),
}
RECLASSIFY_STEPS = (INFANTRY_MOVEMENT_STEP, ASSAULT_STEP)
RECLASSIFY_WORDS = QT_TRANSLATE_NOOP("Rules", "reclassifying a suicide squad (3.3)")
DESTROYED = QT_TRANSLATE_NOOP("Rules", "{unit} is destroyed")
# An infantry fire refused as a whole, each firer's reason beside it (NO_FIRER_BECAUSE), or said in a step of its own.
NO_FIRER = QT_TRANSLATE_NOOP("Rules", "no firer can fire into the area")
NO_FIRER_BECAUSE = QT_TRANSLATE_NOOP("Rules", "no firer can fire into the area: {reasons}")
TARGET = QT_TRANSLATE_NOOP("Rules", "target")
BEFORE_IT_REACHES = QT_TRANSLATE_NOOP("Rules", "{unit} is destroyed before it reaches {target}")
UNIT_OUTCOME = QT_TRANSLATE_NOOP("Rules", "{unit} {outcome}")
# What the log of a battle saved before says of a fire: kept so that the window reads it back in its language.
EARLIER_TEXTS = (QT_TRANSLATE_NOOP("Rules", "{firers}: FIR {fir}, {chance}%; {n} unit(s) rolled for, {hits} hit"),)
