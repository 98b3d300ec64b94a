"""The scenario system's Terrain Definitions as counts of pieces, read from ``resources/rules/terrain_types.yaml``.

The table generator (:mod:`morefire_gui.geometry.terrain_generation`) lays out what a definition says; the
definitions are data so that a player can see, and change, what "Farmland" means.
"""

from __future__ import annotations

from enum import Enum

from pydantic import Field, field_validator, model_validator

from morefire_gui.rules.scenario.terms import Conditions, Season, TerrainType
from morefire_gui.rules.table_model import TableModel

Range = tuple[int, int]
# A count the text leaves open above: [least, null] ("any number of roads", "3+ roads").
OpenRange = tuple[int, int | None]
Share = tuple[float, float]


class Crossing(str, Enum):
    """How the terrain type's streams are crossed."""

    FORDABLE = "fordable"  # Farmland, Bocage: "fordable streams": fords, and bridges at roads
    FORDS_AND_BRIDGES = "fords_and_bridges"  # Hilly: "can only be crossed at specific fords and bridges"
    UNFORDABLE = "unfordable"  # Mountains: "unfordable streams/ rivers": bridges at roads only
    BRIDGES = "bridges"  # City: "bridges" where the streets cross


class TerrainDefinition(TableModel):
    """What one terrain type puts on the table. Every count is a [least, most] range."""

    hills: Range = (0, 0)
    hill_levels: Range = (1, 1)  # levels of a hill mass: Mountains' "multi-level hills"
    rough_areas: Range = (0, 0)  # woods and rock patches together
    woods_share: Share = (0.0, 0.0)  # the part of the rough areas laid out as woods
    rough: Range = (0, 0)  # rock patches on their own
    woods: Range = (0, 0)  # woods on their own
    hills_or_rough: Range = (0, 0)  # Farmland: "8-12 hills and/or rough areas"
    dunes: Range = (0, 0)
    villages: Range = (0, 0)
    farms: Range = (0, 0)
    roads: OpenRange = (0, 0)  # null for most: no most (City's "any number", Bocage's "3+")
    road_exits: bool = True
    junctions: Range = (0, 0)
    streams: Range = (0, 0)
    crossing: Crossing = Crossing.FORDABLE
    fords_per_stream: Range = (0, 0)
    lakes: Range = (0, 0)
    swamps: Range = (0, 0)
    crops: Range = (0, 0)
    crops_seasons: tuple[Season, ...] = ()
    built_up_share_min: float | None = Field(default=None, gt=0, lt=1)
    hedged_share_min: float | None = Field(default=None, gt=0, lt=1)
    field_inches: tuple[float, float] | None = None
    hedged_roads: bool = False
    jungle_share: Share | None = None
    frozen_water: bool = False
    weather: Conditions | None = None
    island: bool = False
    lagoon: Range = (0, 0)

    @field_validator(
        "hills",
        "hill_levels",
        "rough_areas",
        "rough",
        "woods",
        "hills_or_rough",
        "dunes",
        "villages",
        "farms",
        "roads",
        "junctions",
        "streams",
        "fords_per_stream",
        "lakes",
        "swamps",
        "crops",
        "lagoon",
    )
    @classmethod
    def _range(cls, value: OpenRange) -> OpenRange:
        if value[0] < 0 or (value[1] is not None and value[1] < value[0]):
            raise ValueError(f"a count is [least, most] with 0 <= least <= most (found {list(value)})")
        return value

    def roads_to_lay(self) -> Range:
        """How many roads the generator lays: the count, or where the text leaves it open above ("3+ roads"), its
        least or one more (a reading, docs/rules-notes.md "Laying out the table")."""
        least, most = self.roads
        return (least, least + 1 if most is None else most)

    @model_validator(mode="after")
    def _check(self) -> TerrainDefinition:
        for name in ("woods_share", "jungle_share"):
            share = getattr(self, name)
            if share is not None and not 0 <= share[0] <= share[1] <= 1:
                raise ValueError(f"{name} is [least, most] between 0 and 1")
        if self.hill_levels[0] < 1:
            raise ValueError("a hill has at least one level")
        return self


class TerrainDefinitions(TableModel):
    terrain_types: dict[TerrainType, TerrainDefinition]

    @model_validator(mode="after")
    def _check(self) -> TerrainDefinitions:
        missing = [t.value for t in TerrainType if t not in self.terrain_types]
        if missing:
            raise ValueError(f"no definition for {', '.join(missing)}")
        return self

    def __getitem__(self, terrain: TerrainType) -> TerrainDefinition:
        return self.terrain_types[terrain]
