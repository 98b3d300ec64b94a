"""The nations the rules name, and which side of the scenario system each fights on."""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from typing import Self

from pydantic import Field, PrivateAttr, model_validator

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


class NamingNations(TableModel):
    """A table whose texts name a nation it is given by its id (4.2's and 4.3's rows, 3.3's suicide squads): given the
    nations' table when the rules tables are read (:class:`RuleTables`), it says the nation as a player reads it
    ("Vichy France", not ``vichy_france``) through :meth:`NationTables.name_of`, the one lookup. Not a key of the
    file; a table read on its own says the id."""

    _nations: NationTables | None = PrivateAttr(default=None)

    def nation_name(self, nation: str) -> str:
        """``nation`` (an id) by its name, as :meth:`NationTables.name_of` says it; its id without the nations."""
        return self._nations.name_of(nation) if self._nations is not None else nation

    def naming_nations(self, nations: NationTables) -> Self:
        """This table, naming nations by ``nations``' names."""
        if self._nations is nations:
            return self
        table = self.model_copy()
        table._nations = nations
        return table
