"""Every rules table the app uses, as typed objects, and the data file each is read from.

To add a table: define its frozen model next to the rules that use it, add a property here and a line to
``TABLE_FILES``; :func:`morefire_gui.io.resources.rule_tables` reads and validates it.

A table's model is imported, and the table read, only when it is first used: a command that needs the ground
scale and the nations never imports the aircraft or scenario tables' code (docs/performance.md).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any, Generic, TypeVar, cast, overload

from morefire_gui.rules.table_model import TableModel

if TYPE_CHECKING:
    from morefire_gui.rules.aircraft.tables import AircraftTables
    from morefire_gui.rules.artillery.tables import ArtilleryTables
    from morefire_gui.rules.catalogue.vehicle_conversion import ConversionTables
    from morefire_gui.rules.direct_fire.tables import DirectFireTables
    from morefire_gui.rules.infantry.tables import InfantryTables
    from morefire_gui.rules.movement import MovementTables
    from morefire_gui.rules.scales import ScaleTables
    from morefire_gui.rules.scenario.nations import NationTables
    from morefire_gui.rules.scenario.tables import ScenarioTables
    from morefire_gui.rules.scenario.weather import ConditionsTables
    from morefire_gui.rules.sequence import SequenceTables
    from morefire_gui.rules.terrain_types import TerrainDefinitions

# field name -> (file under resources/rules/, the model's module and class)
_TABLES: dict[str, tuple[str, str, str]] = {
    "scales": ("scales.yaml", "scales", "ScaleTables"),
    "movement": ("movement.yaml", "movement", "MovementTables"),
    "nations": ("nations.yaml", "scenario.nations", "NationTables"),
    "artillery": ("artillery.yaml", "artillery.tables", "ArtilleryTables"),
    "scenario": ("scenario.yaml", "scenario.tables", "ScenarioTables"),
    "terrain_types": ("terrain_types.yaml", "terrain_types", "TerrainDefinitions"),
    "conversion": ("conversion.yaml", "catalogue.vehicle_conversion", "ConversionTables"),
    "infantry": ("infantry.yaml", "infantry.tables", "InfantryTables"),
    "conditions": ("conditions.yaml", "scenario.weather", "ConditionsTables"),
    "aircraft": ("aircraft.yaml", "aircraft.tables", "AircraftTables"),
    "sequence": ("sequence.yaml", "sequence", "SequenceTables"),
    "direct_fire": ("direct_fire.yaml", "direct_fire.tables", "DirectFireTables"),
}

# The tables whose texts name a nation by its id (4.2, 4.3, 3.3): read with the nations' table, so that they say
# "Vichy France", not vichy_france (rules/scenario/nations.py, NamingNations).
_NAMING_NATIONS = frozenset({"artillery", "infantry"})


def table_model(name: str) -> type[TableModel]:
    """The model of table ``name``, its module imported now."""
    _, module, cls = _TABLES[name]
    model: object = getattr(importlib.import_module(f"morefire_gui.rules.{module}"), cls)
    assert isinstance(model, type) and issubclass(model, TableModel)
    return model


class _TableFiles(Mapping[str, tuple[str, type[TableModel]]]):
    """field name -> (file under resources/rules/, model); a model's module is imported when its entry is read."""

    def __getitem__(self, name: str) -> tuple[str, type[TableModel]]:
        return _TABLES[name][0], table_model(name)

    def __iter__(self) -> Iterator[str]:
        return iter(_TABLES)

    def __len__(self) -> int:
        return len(_TABLES)


TABLE_FILES: Mapping[str, tuple[str, type[TableModel]]] = _TableFiles()


T = TypeVar("T", bound=TableModel)


class _Table(Generic[T]):
    """One table of :class:`RuleTables` as an attribute of its own, typed, read on first use."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, tables: None, owner: type[RuleTables]) -> _Table[T]: ...
    @overload
    def __get__(self, tables: RuleTables, owner: type[RuleTables]) -> T: ...
    def __get__(self, tables: RuleTables | None, owner: type[RuleTables]) -> T | _Table[T]:
        if tables is None:
            return self
        return cast(T, tables.table(self.name))  # the model _TABLES names for it


class RuleTables:
    """The rules tables: given all at once (``RuleTables(scales=..., ...)``), or each read by ``load(name)`` the
    first time it is used. Immutable once read."""

    __slots__ = ("_load", "_tables")
    _load: Callable[[str], TableModel] | None
    _tables: dict[str, TableModel]

    def __init__(self, load: Callable[[str], TableModel] | None = None, /, **tables: TableModel) -> None:
        unknown = set(tables) - set(_TABLES)
        if unknown:
            raise TypeError(f"unknown rules tables: {', '.join(sorted(unknown))}")
        missing = set(_TABLES) - set(tables)
        if missing and load is None:
            raise TypeError(f"missing rules tables: {', '.join(sorted(missing))}")
        object.__setattr__(self, "_tables", dict(tables))
        object.__setattr__(self, "_load", load)

    def table(self, name: str) -> TableModel:
        """Table ``name``, read now if it has not been."""
        found = self._tables.get(name)
        if found is None:
            if name not in _TABLES:
                raise AttributeError(name)
            assert self._load is not None
            found = self._load(name)
            if name in _NAMING_NATIONS:
                from morefire_gui.rules.scenario.nations import NamingNations

                assert isinstance(found, NamingNations)
                found = found.naming_nations(self.nations)
            self._tables[name] = found
        return found

    def replaced(self, **tables: TableModel) -> RuleTables:
        """These tables with some replaced (as ``dataclasses.replace`` would): the others still read when first
        used, once, for both."""
        unknown = set(tables) - set(_TABLES)
        if unknown:
            raise TypeError(f"unknown rules tables: {', '.join(sorted(unknown))}")
        return RuleTables(self.table, **{**self._tables, **tables})

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"the rules tables are read-only ({name})")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, RuleTables):
            return NotImplemented
        return all(self.table(n) == other.table(n) for n in _TABLES)

    __hash__ = None  # type: ignore[assignment]  # equal by their tables, so not hashable (typeshed: a method)

    def __reduce__(self) -> tuple[Any, ...]:
        # Copied or pickled with every table read.
        return (_rebuilt, (tuple((n, self.table(n)) for n in _TABLES),))

    def __repr__(self) -> str:
        return f"RuleTables(read: {', '.join(self._tables) or 'none yet'})"

    # One property per table, typed, read on first use.
    scales: _Table[ScaleTables] = _Table("scales")
    movement: _Table[MovementTables] = _Table("movement")
    nations: _Table[NationTables] = _Table("nations")
    artillery: _Table[ArtilleryTables] = _Table("artillery")
    scenario: _Table[ScenarioTables] = _Table("scenario")
    terrain_types: _Table[TerrainDefinitions] = _Table("terrain_types")
    conversion: _Table[ConversionTables] = _Table("conversion")
    infantry: _Table[InfantryTables] = _Table("infantry")
    conditions: _Table[ConditionsTables] = _Table("conditions")
    aircraft: _Table[AircraftTables] = _Table("aircraft")
    sequence: _Table[SequenceTables] = _Table("sequence")
    direct_fire: _Table[DirectFireTables] = _Table("direct_fire")


def _rebuilt(tables: tuple[tuple[str, TableModel], ...]) -> RuleTables:
    return RuleTables(**dict(tables))
