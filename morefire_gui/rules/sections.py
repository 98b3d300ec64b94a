"""The names of the rules' sections a citation names ("(Terrain and Weather Definitions)" after a refusal), as the rule
texts print them in their headings, marked so that the window says them in its language ("Gelände- und
Wetterdefinitionen"). Those that read like two names joined (capitalised words with an "and" between) are listed in
``JOINED_SECTIONS``: the window says each whole, as one name, never as "Terrain" and "Weather Definitions" joined
(gui/said.py)."""

from __future__ import annotations

from morefire_gui.rules.words import QT_TRANSLATE_NOOP

__all__ = ["CITED_SECTIONS", "JOINED_SECTIONS"]

JOINED_SECTIONS = frozenset(
    {
        QT_TRANSLATE_NOOP("Rules", "Terrain and Weather Definitions"),  # the scenario system
        QT_TRANSLATE_NOOP("Rules", "Spotting and Sighting"),  # 2.1
        QT_TRANSLATE_NOOP("Rules", "Cross-Country Movement and Terrain Modifications"),  # 1.4
        QT_TRANSLATE_NOOP("Rules", "Mortars and Off-board Artillery"),  # 4.4
        QT_TRANSLATE_NOOP("Rules", "Vehicle Reference: Introduction and Transports"),
    }
)

# The other sections and sources a step or a refusal cites by name, as printed: said in the language too.
CITED_SECTIONS = (
    QT_TRANSLATE_NOOP("Rules", "Mission Deployment Guidelines"),  # the scenario system
    QT_TRANSLATE_NOOP("Rules", "VICTORY CONDITIONS"),  # the scenario system's heading, in capitals as printed
    QT_TRANSLATE_NOOP("Rules", "SCALES"),  # the rules' heading of the ground and time scales
    QT_TRANSLATE_NOOP("Rules", "MUD/MOUNTAINS"),  # two definitions cited together
    QT_TRANSLATE_NOOP("Rules", "the unit catalogue"),  # a unit's figures: the app's catalogue, not a rule
)
