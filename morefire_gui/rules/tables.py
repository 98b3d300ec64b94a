"""Every rules table the app uses, as typed objects, and the data file each is read from.

To add a table: define its frozen model next to the rules that use it, add a field here and a line to
``TABLE_FILES``; :func:`morefire_gui.io.resources.rule_tables` reads and validates it.
"""

from __future__ import annotations

from dataclasses import dataclass

from morefire_gui.rules.aircraft_tables import AircraftTables
from morefire_gui.rules.artillery_tables import ArtilleryTables
from morefire_gui.rules.direct_fire_tables import DirectFireTables
from morefire_gui.rules.infantry_tables import InfantryTables
from morefire_gui.rules.movement import MovementTables
from morefire_gui.rules.nations import NationTables
from morefire_gui.rules.scales import ScaleTables
from morefire_gui.rules.scenario_tables import ScenarioTables
from morefire_gui.rules.sequence import SequenceTables
from morefire_gui.rules.table_model import TableModel
from morefire_gui.rules.terrain_types import TerrainDefinitions
from morefire_gui.rules.vehicle_conversion import ConversionTables
from morefire_gui.rules.weather import ConditionsTables


@dataclass(frozen=True)
class RuleTables:
    scales: ScaleTables
    movement: MovementTables
    nations: NationTables
    artillery: ArtilleryTables
    scenario: ScenarioTables
    terrain_types: TerrainDefinitions
    conversion: ConversionTables
    infantry: InfantryTables
    conditions: ConditionsTables
    aircraft: AircraftTables
    sequence: SequenceTables
    direct_fire: DirectFireTables


# field name -> (file under resources/rules/, model)
TABLE_FILES: dict[str, tuple[str, type[TableModel]]] = {
    "scales": ("scales.yaml", ScaleTables),
    "movement": ("movement.yaml", MovementTables),
    "nations": ("nations.yaml", NationTables),
    "artillery": ("artillery.yaml", ArtilleryTables),
    "scenario": ("scenario.yaml", ScenarioTables),
    "terrain_types": ("terrain_types.yaml", TerrainDefinitions),
    "conversion": ("conversion.yaml", ConversionTables),
    "infantry": ("infantry.yaml", InfantryTables),
    "conditions": ("conditions.yaml", ConditionsTables),
    "aircraft": ("aircraft.yaml", AircraftTables),
    "sequence": ("sequence.yaml", SequenceTables),
    "direct_fire": ("direct_fire.yaml", DirectFireTables),
}
