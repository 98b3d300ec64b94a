"""A battle's ground scale (rule 1.1) and its sizes in table units."""

from __future__ import annotations

from dataclasses import replace

from morefire_gui.model.battle import Battle, CustomScale
from morefire_gui.rules.scales import GroundScale, TableUnit, custom_scale, preset_scale
from morefire_gui.rules.tables import RuleTables

DEFAULT_BASE_INCHES = 0.5


def table_unit(battle: Battle) -> TableUnit:
    return TableUnit(battle.table.unit)


def ground_scale(battle: Battle, tables: RuleTables) -> GroundScale:
    """The scale of rule 1.1, with the battle's own movement row if it sets one."""
    if isinstance(battle.scale, CustomScale):
        scale = custom_scale(battle.scale.yards_per_inch, tables.scales)
    else:
        scale = preset_scale(battle.scale, tables.scales)
    if battle.settings.movement_row:
        scale = replace(scale, movement_row=battle.settings.movement_row)
    return scale


def default_base(battle: Battle) -> tuple[float, float]:
    """0.5 x 0.5 inch, in the battle's table units."""
    side = DEFAULT_BASE_INCHES * table_unit(battle).per_inch
    return (side, side)


def scale_label(battle: Battle, tables: RuleTables) -> str:
    scale = ground_scale(battle, tables)
    unit = table_unit(battle)
    return f"{scale.name} (1 {unit.value} = {scale.yards_per_unit(unit):.4g} yd)"
