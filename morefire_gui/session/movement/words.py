"""The steps of the movement phase (the ids are a contract) and the words movement's refusals share."""

from __future__ import annotations

from morefire_gui.rules.words import QT_TRANSLATE_NOOP

# -- the words ----------------------------------------------------------------------------------------------------

EPS = 1e-9
# The steps of the movement phase (resources/rules/sequence.yaml; the ids are a contract).
ROAD, CROSS_COUNTRY, MOUNTING, INFANTRY_MOVEMENT = (
    "movement.road",
    "movement.cross_country",
    "movement.mount",
    "movement.infantry",
)
# Why nobody moves in road movement, where no vehicle stands on a road: 1.3's road rate is for a turn spent wholly on
# the road; a vehicle off it moves in step 2, infantry and guns on foot in step 6 (1.5).
OFF_THE_ROAD = QT_TRANSLATE_NOOP(
    "Rules",
    "no vehicle stands on a road: road movement is for a vehicle spending the whole turn on the road "
    "(1.3); the others move cross-country in step 2, infantry and guns on foot in step 6",
)
STEP_WORDS = {
    ROAD: QT_TRANSLATE_NOOP("Rules", "a move that stays on the road the whole turn"),
    CROSS_COUNTRY: QT_TRANSLATE_NOOP("Rules", "a vehicle's move off the road"),
    INFANTRY_MOVEMENT: QT_TRANSLATE_NOOP("Rules", "infantry movement"),
    MOUNTING: QT_TRANSLATE_NOOP("Rules", "mounting and dismounting"),
}


NAMED_TWICE = QT_TRANSLATE_NOOP("Rules", "a unit is named twice among {units}")
MOVE_TITLE = QT_TRANSLATE_NOOP("Rules", "Move {unit}")
NO_MOVE = QT_TRANSLATE_NOOP("Rules", "{unit} does not move: its path ends where it stands")
VEHICLE = QT_TRANSLATE_NOOP("Rules", "vehicle")
# Dismounted passengers are put down just behind their vehicle, this far apart (a fraction of a base).
DISMOUNT_GAP = 0.15
