"""The names the terrain generator gives the pieces it lays, in words ("Crops (harvest)", "Town block"), each marked
for translation: the window says them in the player's language, the battle file keeps the English
(docs/translations.md). A piece the generator names by nothing but its kind has no name."""

from __future__ import annotations

from morefire_gui.rules.words import QT_TRANSLATE_NOOP

# Roads and water (roads.py, city.py, standard.py)
MAIN_ROAD = QT_TRANSLATE_NOOP("Rules", "Main road")
STREET = QT_TRANSLATE_NOOP("Rules", "Street")
UNFORDABLE_RIVER = QT_TRANSLATE_NOOP("Rules", "Unfordable river")
UNFORDABLE_STREAM = QT_TRANSLATE_NOOP("Rules", "Unfordable stream")
FORDS_AND_BRIDGES = QT_TRANSLATE_NOOP("Rules", "Stream: crossed only at fords and bridges")
LAKE = QT_TRANSLATE_NOOP("Rules", "Lake")
FROZEN_LAKE = QT_TRANSLATE_NOOP("Rules", "Frozen lake")

# The ground (standard.py, city.py)
OASIS = QT_TRANSLATE_NOOP("Rules", "Oasis")
SAND_DUNES = QT_TRANSLATE_NOOP("Rules", "Sand dunes")
CROPS = QT_TRANSLATE_NOOP("Rules", "Crops (harvest)")
PARK = QT_TRANSLATE_NOOP("Rules", "Park")
RUBBLE = QT_TRANSLATE_NOOP("Rules", "Rubble")

# Built-up areas (villages.py, city.py)
VILLAGE = QT_TRANSLATE_NOOP("Rules", "Village")
FARM = QT_TRANSLATE_NOOP("Rules", "Farm")
TOWN_BLOCK = QT_TRANSLATE_NOOP("Rules", "Town block")

# ISLAND and RAID (island.py)
SEA = QT_TRANSLATE_NOOP("Rules", "Sea")
BEACH = QT_TRANSLATE_NOOP("Rules", "Beach")
LAGOON = QT_TRANSLATE_NOOP("Rules", "Lagoon")
LANDING_RIVER = QT_TRANSLATE_NOOP("Rules", "River (landing)")
LANDING_BEACH = QT_TRANSLATE_NOOP("Rules", "Landing beach")
COMPOUND = QT_TRANSLATE_NOOP("Rules", "Key installation compound")
OBJECTIVE = QT_TRANSLATE_NOOP("Rules", "Key installation (raid objective)")
