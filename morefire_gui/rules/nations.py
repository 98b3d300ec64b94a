"""The nations the rules name, and which side of the scenario system each fights on."""

from __future__ import annotations

from enum import Enum

from morefire_gui.rules.table_model import TableModel


class Allegiance(str, Enum):
    AXIS = "axis"
    ALLIES = "allies"


class Nation(TableModel):
    name: str
    allegiance: Allegiance


class NationTables(TableModel):
    nations: dict[str, Nation]
