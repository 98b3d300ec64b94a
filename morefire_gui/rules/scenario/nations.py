"""The nations the rules name, and which side of the scenario system each fights on."""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum

from pydantic import Field, model_validator

from morefire_gui.rules.table_model import TableModel
from morefire_gui.rules.words import QT_TRANSLATE_NOOP

# A catalogue entry's ``nation`` for what every nation fields (a civilian truck, a minefield): no nation of the table.
EVERY_NATION = "all"


class Allegiance(str, Enum):
    AXIS = "axis"
    ALLIES = "allies"


class Nation(TableModel):
    name: str
    allegiance: Allegiance
    equipment_of: tuple[str, ...] = Field(
        default=(),
        description="nations whose army's equipment this nation fields as its own (Vichy France: "
        "France's): their catalogue entries are its own, not an ally's",
    )


class NationTables(TableModel):
    nations: dict[str, Nation]

    @model_validator(mode="after")
    def _known_armies(self) -> NationTables:
        for nation_id, nation in self.nations.items():
            for other in nation.equipment_of:
                if other not in self.nations or other == nation_id:
                    raise ValueError(
                        f"nations.{nation_id}.equipment_of: {other!r} is not another nation of the "
                        f"table ({', '.join(self.nations)})"
                    )
        return self

    def armies_fielding(self, nation: str) -> tuple[str, ...]:
        """The nations that field ``nation``'s equipment as their own (``equipment_of``): France -> Vichy France."""
        return tuple(n for n, data in self.nations.items() if nation in data.equipment_of)

    def name_of(self, nation: str) -> str:
        """A nation as a player reads it, by its id ("ussr"): its name ("USSR"); ``all`` (an entry every nation
        fields), "every nation"; an id the table does not know, as it is. The English a message keeps; the window says
        the name in its language (gui/said.py, ``nation_name``)."""
        known = self.nations.get(nation)
        if known is not None:
            return known.name
        return QT_TRANSLATE_NOOP("Rules", "every nation") if nation == EVERY_NATION else nation

    def names_of(self, nations: Iterable[str]) -> str:
        """Nations by their names, as a list reads them: "Germany, Italy"."""
        return ", ".join(self.name_of(n) for n in nations)

    def known(self, nation: str) -> bool:
        """Whether ``nation`` is a nation id of the table, or ``all`` (every nation)."""
        return nation == EVERY_NATION or nation in self.nations
