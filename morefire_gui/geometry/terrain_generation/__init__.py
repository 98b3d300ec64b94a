"""Laying out a table for a terrain type of the scenario system, following its definition
(``resources/rules/terrain_types.yaml``): the counts and kinds of pieces, sized by the scale, placed so that they
do not overlap where they should not, inside the table, with roads that join up and leave by road exits, bridges
where roads cross streams and fords on them.

Everything is decided by shapely; the layout is reproducible from its seed (a
:class:`~morefire_gui.rules.dice.RandomSource`, never the ``random`` module).

Readings (docs/rules-notes.md, "Scenario system"):

* "One foot square dimensions are good for hills and woods": the *foot* of a layout is 600 yards of ground (one
  foot at the common 1:50), kept between an eighth and a quarter of the table's shorter side so that the pieces
  the definition asks for fit the table at every scale. Every size below is a fraction of that foot.
* "Rough areas" are woods and rock patches (ROUGH TERRAIN "includes hills, rock patches and woods").
* Area pieces keep a gap of about one twelfth of a foot between them, so units can pass; only buildings stand in
  villages, upper hill levels on lower ones, rubble in town blocks, and (in hilly country and mountains) rough
  areas on hills, wholly inside them.

The package has one module per generator (roads, villages, areas, the standard types, jungle, island, city,
bocage), the layout they build on (``layout``) and the entry point (``generate``).
"""

from __future__ import annotations

from morefire_gui.geometry.terrain_generation.bocage import hedged_share
from morefire_gui.geometry.terrain_generation.generate import generate_layout, proportion_problem
from morefire_gui.geometry.terrain_generation.layout import (
    FOOT_YARDS,
    Feature,
    GeneratedLayout,
    LayoutRequest,
    layout_foot,
)
from morefire_gui.model.numbers import MAX_PROPORTION

__all__ = [
    "FOOT_YARDS",
    "MAX_PROPORTION",
    "Feature",
    "GeneratedLayout",
    "LayoutRequest",
    "generate_layout",
    "hedged_share",
    "layout_foot",
    "proportion_problem",
]
