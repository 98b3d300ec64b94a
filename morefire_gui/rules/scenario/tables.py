"""The printed tables of the scenario system, read from ``resources/rules/scenario.yaml``.

The models check that the file is a faithful, usable transcription: every d100 face and every d6 face reads
exactly one row, every year and front reads one row of Table II, every Table V column has six faces, so that the
rules in :mod:`morefire_gui.rules.scenario.system` never meet a hole.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from pydantic import Field, model_validator

from morefire_gui.rules.scenario.terms import (
    Conditions,
    DeploymentDepth,
    Mission,
    Season,
    Special,
    TerrainType,
    Theatre,
    VpKind,
)
from morefire_gui.rules.table_model import TableModel

YEARS = tuple(range(1939, 1946))  # the years of Table I
FRONTS = ("russia", "africa", "europe", "pacific")


def _check_d100_rows(tos: list[int], what: str) -> None:
    """Rows given by their last face ("to") must run up to 100 without gaps or overlaps."""
    if not tos or tos[-1] != 100 or tos != sorted(tos) or len(set(tos)) != len(tos) or tos[0] < 1:
        raise ValueError(f"{what}: the rows' last faces must rise to 100 (found {tos})")


def _check_d6(faces: Mapping[int, object], what: str) -> None:
    if sorted(faces) != [1, 2, 3, 4, 5, 6]:
        raise ValueError(f"{what}: every d6 face 1-6 must read one row (found {sorted(faces)})")


# -- Table I ----------------------------------------------------------------------------------------------------
class YearRow(TableModel):
    to: int = Field(ge=1, le=100)
    year: int


class FightsOnly(TableModel):
    """A nation Table I marks "only" ("CHINA only 70"): the one Axis nation it fights, and the theatre it is
    fought in."""

    axis: str
    theatre: Theatre


class YearTable(TableModel):
    """Table I: the year by the d100 plus the Allied force adjustment."""

    rows: tuple[YearRow, ...]
    allied_adjustment: dict[str, int]
    reads_as: dict[str, str] = Field(default_factory=dict)
    fights_only: dict[str, FightsOnly] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _check(self) -> YearTable:
        _check_d100_rows([r.to for r in self.rows], "Table I")
        for nation, other in self.reads_as.items():
            if other not in self.allied_adjustment:
                raise ValueError(f"{nation!r} reads {other!r}, which has no adjustment")
        for nation in self.fights_only:
            if nation not in self.allied_adjustment:
                raise ValueError(f"fights_only names {nation!r}, which has no adjustment")
        return self

    def adjustment_row(self, nation: str) -> str | None:
        """The nation whose adjustment ``nation`` takes, or None when the table has none for it."""
        if nation in self.allied_adjustment:
            return nation
        return self.reads_as.get(nation)

    def row(self, reading: int) -> YearRow:
        return next(r for r in self.rows if reading <= r.to)

    def first_face(self, year: int) -> int:
        """The lowest d100 reading that gives ``year``."""
        low = 1
        for r in self.rows:
            if r.year == year:
                return low
            low = r.to + 1
        raise ValueError(year)


# -- Table II ---------------------------------------------------------------------------------------------------
class AttackerRow(TableModel):
    label: str
    years: tuple[int, ...]
    fronts: tuple[Literal["russia", "africa", "europe", "pacific"], ...] = ()  # () = every front
    chance: int = Field(ge=0, le=100)


class AttackerReading(TableModel):
    """A year and front the table does not list, and the printed row it reads."""

    years: tuple[int, ...]
    fronts: tuple[Literal["russia", "africa", "europe", "pacific"], ...] = ()
    row: str


class AttackerTable(TableModel):
    """Table II: the Axis player's d100; at or under the chance, the Axis attacks."""

    italian_chance: int = Field(ge=0, le=100)
    fronts: dict[Theatre, Literal["russia", "africa", "europe", "pacific"]]
    rows: tuple[AttackerRow, ...]
    readings: tuple[AttackerReading, ...] = ()

    @model_validator(mode="after")
    def _check(self) -> AttackerTable:
        if set(self.fronts) != set(Theatre):
            raise ValueError("every theatre needs its front")
        labels = {r.label for r in self.rows}
        for reading in self.readings:
            if reading.row not in labels:
                raise ValueError(f"a reading names row {reading.row!r}, which the table does not have")
        for year in YEARS:
            for front in FRONTS:
                found = self._matches(year, front)
                if len(found) != 1:
                    raise ValueError(f"{year} on the {front} front reads {len(found)} rows of Table II")
        return self

    def _matches(self, year: int, front: str) -> list[tuple[AttackerRow, bool]]:
        printed = [(r, False) for r in self.rows if year in r.years and (not r.fronts or front in r.fronts)]
        if printed:
            return printed
        by_label = {r.label: r for r in self.rows}
        return [
            (by_label[g.row], True) for g in self.readings if year in g.years and (not g.fronts or front in g.fronts)
        ]

    def row(self, year: int, theatre: Theatre) -> tuple[AttackerRow, bool]:
        """The row a year and theatre read, and whether that is a reading (the table does not list them)."""
        return self._matches(year, self.fronts[theatre])[0]


# -- Table III --------------------------------------------------------------------------------------------------
class SeasonTable(TableModel):
    faces: dict[int, Season]
    fixed: dict[Theatre, Season] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _check(self) -> SeasonTable:
        _check_d6(self.faces, "Table III")
        return self


# -- Table IV ---------------------------------------------------------------------------------------------------
class ConditionsRow(TableModel):
    to: int = Field(ge=1, le=100)
    conditions: Conditions


class LocationModifier(TableModel):
    label: str
    theatres: tuple[Theatre, ...]
    seasons: tuple[Season, ...] = ()  # () = every season
    modifier: int


class ConditionsTable(TableModel):
    seasons: dict[Season, tuple[ConditionsRow, ...]]
    locations: tuple[LocationModifier, ...]

    @model_validator(mode="after")
    def _check(self) -> ConditionsTable:
        if set(self.seasons) != set(Season):
            raise ValueError("Table IV needs a row for every season")
        for season, rows in self.seasons.items():
            _check_d100_rows([r.to for r in rows], f"Table IV, {season.value}")
        for theatre in Theatre:
            for season in Season:
                self.location(theatre, season)
        return self

    def location(self, theatre: Theatre, season: Season) -> LocationModifier:
        for loc in self.locations:  # the first that applies: "Russia in Summer" before "Russia"
            if theatre in loc.theatres and (not loc.seasons or season in loc.seasons):
                return loc
        raise ValueError(f"Table IV has no location modifier for {theatre.value} in {season.value}")

    def row(self, season: Season, reading: int) -> ConditionsRow:
        return next(r for r in self.seasons[season] if reading <= r.to)


# -- Table V ----------------------------------------------------------------------------------------------------
class TerrainTable(TableModel):
    columns: dict[str, tuple[TerrainType, ...]]
    theatre_columns: dict[Theatre, str]
    bocage_face: int = Field(ge=1, le=6)

    @model_validator(mode="after")
    def _check(self) -> TerrainTable:
        for name, column in self.columns.items():
            if len(column) != 6:
                raise ValueError(f"Table V column {name!r} has {len(column)} rows for the six faces of a d6")
        for theatre, read in self.theatre_columns.items():
            if read not in self.columns:
                raise ValueError(f"{theatre.value} reads column {read!r}, which Table V does not have")
        return self


# -- Table VI ---------------------------------------------------------------------------------------------------
class MissionRow(TableModel):
    mission: Mission
    ratio: tuple[int, int]


class MissionTable(TableModel):
    faces: dict[int, MissionRow]

    @model_validator(mode="after")
    def _check(self) -> MissionTable:
        _check_d6(self.faces, "Table VI")
        return self

    def first_row(self, mission: Mission) -> tuple[int, MissionRow] | None:
        return next(((f, r) for f, r in sorted(self.faces.items()) if r.mission is mission), None)


# -- Table VII --------------------------------------------------------------------------------------------------
Strikes = int | Literal["variable"]


class AircraftRow(TableModel):
    to: int = Field(ge=1, le=100)
    label: str
    axis: Strikes
    allies: Strikes


class AircraftModifier(TableModel):
    label: str
    value: int


class YearModifier(AircraftModifier):
    years: tuple[int, ...]


class AircraftModifiers(TableModel):
    axis_attacker: AircraftModifier
    allied_attacker: AircraftModifier
    years: tuple[YearModifier, ...]


class AircraftTable(TableModel):
    rows: tuple[AircraftRow, ...]
    modifiers: AircraftModifiers

    @model_validator(mode="after")
    def _check(self) -> AircraftTable:
        _check_d100_rows([r.to for r in self.rows], "Table VII")
        return self

    def row(self, reading: int) -> AircraftRow:
        return next(r for r in self.rows if reading <= r.to)


# -- deployment, victory, schedule, specials --------------------------------------------------------------------
class Guideline(TableModel):
    attacker: DeploymentDepth
    defender: DeploymentDepth
    guideline: str
    text: str


class DeploymentTable(TableModel):
    advance_to_contact: Guideline
    holding_action: Guideline
    counterattack: Guideline
    delay: Guideline
    raid: Guideline
    edge_strip_yards: float = Field(gt=0)

    def for_mission(self, mission: Mission) -> Guideline:
        found: Guideline = getattr(self, mission.value)  # a field of each mission, named by its value
        return found


Letter = Literal["A", "B", "C"]


class MissionVictory(TableModel):
    conditions: dict[Letter, str]
    decisive: tuple[Letter, ...]
    marginal: tuple[Letter, ...]
    draw: tuple[Letter, ...]

    @model_validator(mode="after")
    def _check(self) -> MissionVictory:
        for name in ("decisive", "marginal", "draw"):
            for letter in getattr(self, name):
                if letter not in self.conditions:
                    raise ValueError(f"{name} names condition {letter}, which the mission does not have")
        return self


class VictoryTable(TableModel):
    advance_to_contact: MissionVictory
    holding_action: MissionVictory
    delay: MissionVictory
    counterattack: MissionVictory

    def for_mission(self, mission: Mission) -> MissionVictory:
        found: MissionVictory = getattr(self, mission.value)  # a field of each mission, named by its value
        return found


class VpValues(TableModel):
    """A row of the TERRAIN VICTORY POINT SCHEDULE: the three columns and the row's marks (* and +)."""

    standard: int = Field(ge=0)
    retained: int = Field(ge=0)
    captured: int = Field(ge=0)
    half_if_enemy_near: bool = False  # "*"
    half_if_destroyed: bool = False  # "+"


class VpScheduleTable(TableModel):
    enemy_near_yards: float = Field(gt=0)
    rows: dict[VpKind, VpValues]
    control_yards: float = Field(gt=0)

    @model_validator(mode="after")
    def _check(self) -> VpScheduleTable:
        if set(self.rows) != set(VpKind):
            raise ValueError("the schedule needs a row for every kind of location")
        return self


class PattonSpecial(TableModel):
    years: tuple[int, int]
    attack_chance: int = Field(ge=0, le=100)
    german_share_max: int = Field(ge=0, le=100)


class SyriaSpecial(TableModel):
    years: tuple[int, int]
    vichy_allies_max: int = Field(ge=0, le=100)
    free_french_max: int = Field(ge=0, le=100)


class IslandSpecial(TableModel):
    ratio: tuple[int, int]
    wave_turns: tuple[int, ...]
    wave_share_min: int = Field(ge=0, le=100)
    salvoes_per_turn: int = Field(ge=0)


class TarawaSpecial(TableModel):
    ratio: tuple[int, int]
    non_vehicle_share_over: int = Field(ge=0, le=100)
    jungle_share_min: int = Field(ge=0, le=100)


class RaidSpecial(TableModel):
    ratio: tuple[int, int]


class Specials(TableModel):
    patton: PattonSpecial
    syria: SyriaSpecial
    island: IslandSpecial
    tarawa: TarawaSpecial
    raid: RaidSpecial


class ScenarioTexts(TableModel):
    """The rules text a briefing carries."""

    general: tuple[str, ...] = ()
    conditions: dict[Conditions, str]
    snowing: str
    not_snowing: str
    terrain: dict[TerrainType, str]
    pieces: dict[TerrainType, str]  # what the terrain type puts on the table: a table laid by hand's pieces
    tunisia: str
    specials: dict[Special, str]

    @model_validator(mode="after")
    def _check(self) -> ScenarioTexts:
        for name, enum in (
            ("conditions", Conditions),
            ("terrain", TerrainType),
            ("pieces", TerrainType),
            ("specials", Special),
        ):
            missing = [e.value for e in enum if e not in getattr(self, name)]
            if missing:
                raise ValueError(f"texts.{name} has no text for {', '.join(missing)}")
        return self


class ScenarioTables(TableModel):
    """Every table of the scenario system."""

    year: YearTable
    attacker: AttackerTable
    season: SeasonTable
    conditions: ConditionsTable
    terrain: TerrainTable
    mission: MissionTable
    aircraft: AircraftTable
    deployment: DeploymentTable
    victory: VictoryTable
    vp_schedule: VpScheduleTable
    specials: Specials
    texts: ScenarioTexts
