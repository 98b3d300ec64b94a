"""The names of the rules' sections that read like two names joined ("Terrain and Weather Definitions": capitalised
words with an "and" between), as the rule texts print them in their headings. A citation names a section so, and the
window keeps it as printed in every language (gui/said.py): it is a name, not "Terrain" and "Weather Definitions"."""

from __future__ import annotations

__all__ = ["JOINED_SECTIONS"]

JOINED_SECTIONS = frozenset(
    {
        "Terrain and Weather Definitions",  # the scenario system
        "Spotting and Sighting",  # 2.1
        "Cross-Country Movement and Terrain Modifications",  # 1.4
        "Mortars and Off-board Artillery",  # 4.4
        "Vehicle Reference: Introduction and Transports",
    }
)
