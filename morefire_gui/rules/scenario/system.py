"""The scenario system: Tables I-VII rolled in order, "with some rolls affecting later rolls", any of them set by
the players instead, the specials, and the briefing that results.

The dice order is a contract (the command line's ``--dice`` lists faces in it). A table that is set, or fixed by
the rules, is not rolled:

1. Table I, the year: d100 (not for the Patton Special, whose years 1945-47 the table cannot give);
2. Table II, the attacker: d100 (not for Tarawa, where the Allies attack);
3. Table III, the season: d6 (not in Africa: "Africa is always Summer");
4. Table IV, the conditions: d100, then the snow d6 when it snows;
5. Table V, the terrain: d6 (not for the Pacific, Syria, an Island, Tarawa or the bocage special), then the bocage
   d6 for France with Farmland, then the snow d6 if TUNDRA made the weather snow;
6. Table VI, the defender's mission: d6 (not for an Island, Tarawa or a Raid);
7. Table VII, aircraft: d100, then a d6 for a variable result (not when the weather forbids airstrikes).

Readings of the tables are in docs/rules-notes.md, section "Scenario system".
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from morefire_gui.rules.dice import Dice, Die, DieRoll
from morefire_gui.rules.explain import ModifierStep, NoteStep, RollStep, Step, TableStep, step_to_dict
from morefire_gui.rules.scenario.nations import Allegiance, NationTables
from morefire_gui.rules.scenario.tables import AircraftRow, Guideline, ScenarioTables
from morefire_gui.rules.scenario.terms import (
    BattleRole,
    Conditions,
    DeploymentDepth,
    Mission,
    ScenarioError,
    Season,
    Special,
    TerrainType,
    Theatre,
)
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, Message, joined

__all__ = [
    "DEFAULT_NATIONS",
    "WESTERN_ALLIES",
    "Airstrikes",
    "RolledOnATable",
    "Scenario",
    "ScenarioChoices",
    "TableRoll",
    "airstrikes_allowed",
    "airstrikes_said",
    "generate_scenario",
    "read_aircraft",
    "read_attacker_chance",
    "read_conditions",
    "read_mission",
    "read_season",
    "read_terrain",
    "read_title",
    "read_year",
    "scenario_title",
    "special_beside_place",
    "theatre_name",
    "variable_strikes",
    "where_fought",
]

# The nations each theatre is fought by when the players name none (a reading: the usual opponents there).
DEFAULT_NATIONS: dict[Theatre, tuple[str, str]] = {
    Theatre.RUSSIA: ("germany", "ussr"),
    Theatre.NORTH_EUROPE: ("germany", "britain"),
    Theatre.FRANCE: ("germany", "usa"),
    Theatre.ITALY: ("germany", "usa"),
    Theatre.AFRICA: ("germany", "britain"),
    Theatre.FINLAND: ("finland", "ussr"),
    Theatre.PACIFIC: ("japan", "usa"),
}
# PATTON SPECIAL: "West vs USSR".
WESTERN_ALLIES = ("usa", "britain", "commonwealth", "france", "poland")
# Where a special is fought: the theatres it allows (the first is its default).
SPECIAL_THEATRES: dict[Special, tuple[Theatre, ...]] = {
    Special.FINLAND: (Theatre.FINLAND,),
    Special.BOCAGE: (Theatre.FRANCE,),
    Special.TARAWA: (Theatre.PACIFIC,),
    Special.SYRIA: (Theatre.AFRICA,),
    Special.PATTON: (Theatre.NORTH_EUROPE, Theatre.FRANCE, Theatre.RUSSIA, Theatre.ITALY),
    Special.ISLAND: (
        Theatre.PACIFIC,
        Theatre.ITALY,
        Theatre.NORTH_EUROPE,
        Theatre.FRANCE,
        Theatre.AFRICA,
        Theatre.RUSSIA,
        Theatre.FINLAND,
    ),
    Special.RAID: tuple(Theatre),
}


# Where a scenario's title says the battle is fought: its theatre, or the place the rules name ("Tunisia", Syria).
_THEATRE_NAMES: dict[Theatre, str] = {
    Theatre.RUSSIA: QT_TRANSLATE_NOOP("Rules", "Russia"),
    Theatre.NORTH_EUROPE: QT_TRANSLATE_NOOP("Rules", "North Europe"),
    Theatre.FRANCE: QT_TRANSLATE_NOOP("Rules", "France"),
    Theatre.ITALY: QT_TRANSLATE_NOOP("Rules", "Italy"),
    Theatre.AFRICA: QT_TRANSLATE_NOOP("Rules", "Africa"),
    Theatre.FINLAND: QT_TRANSLATE_NOOP("Rules", "Finland"),
    Theatre.PACIFIC: QT_TRANSLATE_NOOP("Rules", "the Pacific"),
}
_SYRIA = QT_TRANSLATE_NOOP("Rules", "Syria")


def theatre_name(theatre: Theatre) -> str:
    """A theatre as a player reads it, by its id (``north_europe``): its name as the scenario's title says it ("North
    Europe", "the Pacific"). Every text the scenario system writes names a theatre so; ``--json`` keeps the id."""
    return _THEATRE_NAMES[theatre]


def where_fought(
    theatre: Theatre, location: str | None = None, year: int | None = None, special: Special | None = None
) -> str:
    """Where (and when) a battle is fought as a player reads it, the place first as the scenario's title names it:
    "the Pacific, 1944", "Africa (Tunisia), 1943"; without a year, "Africa (Tunisia)". A special that is a place names
    it alone, as the title does: SYRIA, "a British vs Vichy French conflict in Palestine/Syria during 1940-42", is
    "Syria, 1941", not "Africa" (the theatre its tables are read for); :func:`special_beside_place` then says no more of
    it. The command line's scenario and the briefing say it so."""
    place: str
    if special is Special.SYRIA:
        place = _SYRIA
    elif location:
        place = QT_TRANSLATE_NOOP("Rules", "{theatre} ({location})").format(
            theatre=theatre_name(theatre), location=location
        )
    else:
        place = theatre_name(theatre)
    if year is None:
        return place
    return QT_TRANSLATE_NOOP("Rules", "{place}, {year}").format(place=place, year=str(year))


def special_beside_place(special: Special | None) -> Special | None:
    """The special to name beside :func:`where_fought`'s place ("North Europe, 1945; special: Patton Special"): None
    where there is none, or where the place is the special (Syria is said once)."""
    return None if special is Special.SYRIA else special


_TITLE = QT_TRANSLATE_NOOP("Rules", "{mission}, {where} {season} {year}")
# The Pacific has a title of its own: "the Pacific" reads as a place's name in English, not in every language.
_PACIFIC_TITLE = QT_TRANSLATE_NOOP("Rules", "{mission}, the Pacific {season} {year}")
# Every place a title may name: the theatres, Syria, and the place the rules' notes name (Tunisia).
_PLACES: tuple[str, ...] = (*_THEATRE_NAMES.values(), _SYRIA, "Tunisia")


def scenario_title(mission: Mission, where: str, season: Season, year: int) -> Message:
    """A scenario's title, "Delay Mission, Russia summer 1942": the battle's title unless the players give one."""
    if where == _THEATRE_NAMES[Theatre.PACIFIC]:
        return _PACIFIC_TITLE.format(mission=mission.label, season=season.value, year=str(year))
    return _TITLE.format(mission=mission.label, where=where, season=season.value, year=str(year))


_TITLE_WORDS = re.compile(
    "(?P<mission>{missions}), (?P<where>{places}) (?P<season>{seasons}) (?P<year>[0-9]{{4}})".format(
        missions="|".join(re.escape(m.label) for m in Mission),
        places="|".join(re.escape(p) for p in _PLACES),
        seasons="|".join(s.value for s in Season),
    )
)


def read_title(text: str) -> Message | None:
    """The scenario title ``text`` is, as a message, when it is one the scenario system writes (a battle file keeps
    its English); None for a title the players gave, which is a name and is shown as they wrote it."""
    match = _TITLE_WORDS.fullmatch(text)
    if match is None:
        return None
    mission = next(m for m in Mission if m.label == match["mission"])
    where = next(p for p in _PLACES if p == match["where"])
    return scenario_title(mission, where, Season(match["season"]), int(match["year"]))


@dataclass(frozen=True)
class Airstrikes:
    """Table VII's result: how many airstrikes each side may buy."""

    axis: int = 0
    allies: int = 0

    def __post_init__(self) -> None:
        if self.axis < 0 or self.allies < 0:
            raise ScenarioError("a number of airstrikes cannot be negative")

    def for_side(self, allegiance: Allegiance) -> int:
        return self.axis if allegiance is Allegiance.AXIS else self.allies


@dataclass(frozen=True)
class ScenarioChoices:
    """What the players set instead of rolling ("certain parts can be set by the players"). Every field left None
    is rolled, or fixed by the rules. ``aircraft`` False plays without the optional Table VII."""

    theatre: Theatre | None = None
    allied: str | None = None
    axis: str | None = None
    year: int | None = None
    attacker: Allegiance | None = None
    season: Season | None = None
    conditions: Conditions | None = None
    snowing: bool | None = None
    terrain: TerrainType | None = None
    mission: Mission | None = None
    ratio: tuple[int, int] | None = None
    airstrikes: Airstrikes | None = None
    aircraft: bool = True
    special: Special | None = None


@dataclass(frozen=True)
class TableRoll:
    """One die rolled on a table: which table, the die and its face, the roll after modifiers and clamping, and the
    result read."""

    table: str
    die: Die
    face: int
    modified: int
    result: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "table": self.table,
            "die": self.die.label,
            "face": self.face,
            "modified": self.modified,
            "result": self.result,
        }


@dataclass(frozen=True)
class Scenario:
    """A scenario: every table's result, the rolls made, the explanation, and the briefing's texts."""

    theatre: Theatre
    axis_nation: str
    allied_nation: str
    year: int
    attacker: Allegiance
    season: Season
    conditions: Conditions
    snowing: bool | None
    terrain: TerrainType
    mission: Mission
    ratio: tuple[int, int]
    airstrikes: Airstrikes
    special: Special | None
    rolls: tuple[TableRoll, ...]
    steps: tuple[Step, ...]
    special_rules: tuple[str, ...]
    attacker_deployment: DeploymentDepth
    defender_deployment: DeploymentDepth
    deployment_text: str
    victory_text: tuple[str, ...]
    location: str | None = None  # "Tunisia" when the rules say so
    set_by_players: tuple[str, ...] = field(default=())
    variable_strikes: tuple[Allegiance, int] | None = None  # Table VII's "Variable" side and its d6

    @property
    def airstrikes_said(self) -> Message:
        """Table VII's result as a player reads it ("Axis: 4 airstrikes (a d6 rolled 4); Allies: none")."""
        return airstrikes_said(self.airstrikes.axis, self.airstrikes.allies, self.variable_strikes)

    @property
    def defender(self) -> Allegiance:
        return Allegiance.ALLIES if self.attacker is Allegiance.AXIS else Allegiance.AXIS

    def nation_of(self, allegiance: Allegiance) -> str:
        return self.axis_nation if allegiance is Allegiance.AXIS else self.allied_nation

    def role_of(self, allegiance: Allegiance) -> BattleRole:
        return BattleRole.ATTACKER if allegiance is self.attacker else BattleRole.DEFENDER

    @property
    def title(self) -> str:
        where = self.location or _THEATRE_NAMES[self.theatre]
        if self.special is Special.SYRIA:
            where = _SYRIA
        return scenario_title(self.mission, where, self.season, self.year)

    def to_dict(self) -> dict[str, Any]:
        """The scenario as JSON-ready data: the command line's ``--json`` object and the battle file's briefing."""
        return {
            "year": self.year,
            "theatre": self.theatre.value,
            "attacker": self.attacker.value,
            "defender": self.defender.value,
            "nations": {"axis": self.axis_nation, "allies": self.allied_nation},
            "season": self.season.value,
            "conditions": self.conditions.value,
            "snowing": self.snowing,
            "terrain": self.terrain.value,
            "mission": self.mission.value,
            "ratio": list(self.ratio),
            "airstrikes": {"axis": self.airstrikes.axis, "allies": self.airstrikes.allies},
            "special": self.special.value if self.special else None,
            "location": self.location,
            "rolls": [r.to_dict() for r in self.rolls],
            "set": list(self.set_by_players),
            "special_rules": list(self.special_rules),
            "deployment": {
                "attacker": self.attacker_deployment.value,
                "defender": self.defender_deployment.value,
                "text": self.deployment_text,
            },
            "victory": list(self.victory_text),
            "steps": [step_to_dict(s) for s in self.steps],
        }


# -- the tables, one reading each (pure: a face in, a result and its explanation out) -----------------------------


def _clamp(value: int) -> int:
    """A modified roll that falls off a table's end uses that end's row (DESIGN.md): d100 tables read 1-100."""
    return min(max(value, 1), 100)


def read_year(
    face: int, allied_nation: str, tables: ScenarioTables, nations: NationTables | None = None
) -> tuple[int, int, list[Step]]:
    """Table I: the year for a d100 face, with the Allied force adjustment added and the total clamped to 1-100.
    Returns (year, modified roll, steps); ``nations`` names the nation a row is read for ("BRITAIN (read for
    Commonwealth)")."""
    table = tables.year
    row_nation = table.adjustment_row(allied_nation)
    if row_nation is None:
        raise ScenarioError(
            QT_TRANSLATE_NOOP(
                "Rules", "Table I has no Allied force adjustment for {nation} (it lists {listed})"
            ).format(nation=repr(allied_nation), listed=", ".join(table.allied_adjustment))
        )
    adjustment = table.allied_adjustment[row_nation]
    steps: list[Step] = []
    label = (
        row_nation.upper()
        if row_nation == allied_nation
        else QT_TRANSLATE_NOOP("Rules", "{row} (read for {nation})").format(
            row=row_nation.upper(), nation=nations.name_of(allied_nation) if nations else allied_nation
        )
    )
    steps.append(
        ModifierStep(
            QT_TRANSLATE_NOOP("Rules", "Allied Force Adjustment, {row}").format(row=label), adjustment, "Table I"
        )
    )
    modified = _clamp(face + adjustment)
    if adjustment and modified == face + adjustment:
        # The total the row is read at, for players checking the roll (off the table, the note below says it).
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "{face} + {adjustment} = {total}").format(
                    face=face, adjustment=adjustment, total=modified
                ),
                "Table I",
            )
        )
    if modified != face + adjustment:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "{face} + {adjustment} = {total} is off the table: read as {read}").format(
                    face=face, adjustment=adjustment, total=face + adjustment, read=modified
                ),
                "Table I",
            )
        )
    row = table.row(modified)
    low = table.first_face(row.year)
    steps.append(
        TableStep(
            QT_TRANSLATE_NOOP("Rules", "Table I Random Year Determination"),
            f"{low:02d}-{row.to:02d}",
            str(row.year),
            "Table I",
        )
    )
    return row.year, modified, steps


def read_attacker_chance(
    year: int, theatre: Theatre, axis_nation: str, special: Special | None, tables: ScenarioTables
) -> tuple[int, list[Step]]:
    """Table II: the Axis player's chance (%) to be the attacker."""
    if special is Special.PATTON:
        chance = tables.specials.patton.attack_chance
        return chance, [
            TableStep("Patton Special", QT_TRANSLATE_NOOP("Rules", "USSR attacker"), f"{chance}%", "PATTON SPECIAL")
        ]
    if axis_nation == "italy":
        chance = tables.attacker.italian_chance
        return chance, [
            TableStep(
                QT_TRANSLATE_NOOP("Rules", "Table II Attacker-Defender Determination"),
                QT_TRANSLATE_NOOP("Rules", "Italian force (any year)"),
                f"{chance}%",
                "Table II",
            )
        ]
    row, reading = tables.attacker.row(year, theatre)
    steps: list[Step] = [
        TableStep(
            QT_TRANSLATE_NOOP("Rules", "Table II Attacker-Defender Determination"),
            row.label,
            f"{row.chance}%",
            "Table II",
        )
    ]
    if reading:
        steps.insert(
            0,
            NoteStep(
                QT_TRANSLATE_NOOP(
                    "Rules", "Table II does not list {year} in {theatre}; it reads the row {row} (docs/rules-notes.md)"
                ).format(year=year, theatre=theatre_name(theatre), row=repr(row.label)),
                "Table II",
            ),
        )
    return row.chance, steps


def read_season(face: int, tables: ScenarioTables) -> tuple[Season, list[Step]]:
    season = tables.season.faces[face]
    faces = [f for f, s in sorted(tables.season.faces.items()) if s is season]
    row = f"{faces[0]}-{faces[-1]}" if len(faces) > 1 else str(faces[0])
    return season, [
        TableStep(QT_TRANSLATE_NOOP("Rules", "Table III Season"), row, season.value.capitalize(), "Table III")
    ]


def read_conditions(
    face: int, season: Season, theatre: Theatre, tables: ScenarioTables
) -> tuple[Conditions, int, list[Step]]:
    """Table IV: the conditions for a d100 face in a season, with the location modifier. Returns (conditions,
    modified roll, steps). The Pacific's snow is read as mud (docs/rules-notes.md)."""
    table = tables.conditions
    location = table.location(theatre, season)
    steps: list[Step] = [
        ModifierStep(
            QT_TRANSLATE_NOOP("Rules", "Location modifier, {location}").format(location=location.label),
            location.modifier,
            "Table IV",
        )
    ]
    modified = _clamp(face + location.modifier)
    if location.modifier and modified == face + location.modifier:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "{face} {modifier:+d} = {total}").format(
                    face=face, modifier=location.modifier, total=modified
                ),
                "Table IV",
            )
        )
    if modified != face + location.modifier:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "{face} {modifier:+d} = {total} is off the table: read as {read}").format(
                    face=face, modifier=location.modifier, total=face + location.modifier, read=modified
                ),
                "Table IV",
            )
        )
    rows = table.seasons[season]
    row = table.row(season, modified)
    i = rows.index(row)
    low = rows[i - 1].to + 1 if i else 1
    steps.append(
        TableStep(
            QT_TRANSLATE_NOOP("Rules", "Table IV Battlefield Conditions"),
            f"{low:02d}-{row.to:02d}",
            row.conditions.value.capitalize(),
            "Table IV",
            column=season.value.upper(),
        )
    )
    conditions = row.conditions
    if conditions is Conditions.SNOW and theatre is Theatre.PACIFIC:
        conditions = Conditions.MUD
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    'no snow in the Pacific (TARAWA: "No SNOW is allowed"): the snow result is read as rain, mud',
                ),
                "Table IV",
            )
        )
    return conditions, modified, steps


# Table V's columns as printed, as a step names them.
_TERRAIN_COLUMNS = {
    "africa": QT_TRANSLATE_NOOP("Rules", "AFRICA"),
    "north_europe": QT_TRANSLATE_NOOP("Rules", "NORTH EUROPE"),
    "italy": QT_TRANSLATE_NOOP("Rules", "ITALY"),
    "russia": QT_TRANSLATE_NOOP("Rules", "RUSSIA"),
}


def read_terrain(
    face: int, theatre: Theatre, special: Special | None, tables: ScenarioTables, season: Season | None = None
) -> tuple[TerrainType, list[Step]]:
    """Table V: the terrain for a d6 face in the theatre's column (Patton: North Europe; Finland: North Europe with
    CITY read as TUNDRA, except in summer, when TUNDRA's snow cannot be: docs/rules-notes.md). The bocage d6 is
    separate (:func:`generate_scenario`)."""
    table = tables.terrain
    column = "north_europe" if special is Special.PATTON else table.theatre_columns.get(theatre)
    if column is None:
        raise ScenarioError(
            QT_TRANSLATE_NOOP("Rules", "Table V has no column for {theatre}").format(theatre=theatre_name(theatre))
        )
    terrain = table.columns[column][face - 1]
    steps: list[Step] = [
        TableStep(
            QT_TRANSLATE_NOOP("Rules", "Table V Battlefield Terrain"),
            str(face),
            terrain.label,
            "Table V",
            column=_TERRAIN_COLUMNS.get(column, column.replace("_", " ").upper()),
        )
    ]
    if (theatre is Theatre.FINLAND or special is Special.FINLAND) and terrain is TerrainType.CITY:
        if season is Season.SUMMER:
            # TUNDRA: "Weather is snow"; Table IV: no snow in summer (N/A). The season wins: no TUNDRA in summer.
            steps.append(NoteStep(_FINLAND_SUMMER_CITY, "FINLAND"))
        else:
            terrain = TerrainType.TUNDRA
            steps.append(
                NoteStep(QT_TRANSLATE_NOOP("Rules", "FINLAND: CITY results are replaced with TUNDRA"), "FINLAND")
            )
    return terrain, steps


_FINLAND_SUMMER_CITY = QT_TRANSLATE_NOOP(
    "Rules",
    'FINLAND: CITY results are replaced with TUNDRA, whose "Weather is snow"; Table IV has no snow in summer (N/A), '
    "so in summer the CITY stands",
)


def read_mission(face: int, tables: ScenarioTables) -> tuple[Mission, tuple[int, int], list[Step]]:
    row = tables.mission.faces[face]
    ratio = (row.ratio[0], row.ratio[1])
    return (
        row.mission,
        ratio,
        [
            TableStep(
                QT_TRANSLATE_NOOP("Rules", "Table VI Defender's Mission"),
                str(face),
                _MISSION.format(mission=row.mission.label, attacker=ratio[0], defender=ratio[1]),
                "Table VI",
            )
        ],
    )


_MISSION = QT_TRANSLATE_NOOP("Rules", "{mission}, {attacker}:{defender}")


def airstrikes_allowed(conditions: Conditions, snowing: bool | None) -> bool:
    """CLEAR: "Airstrikes can be used"; MUD: "No airstrikes are allowed"; SNOW: snowing (odd d6) allows none."""
    if conditions is Conditions.MUD:
        return False
    return not (conditions is Conditions.SNOW and snowing)


def aircraft_modifiers(attacker: Allegiance, year: int, tables: ScenarioTables) -> list[ModifierStep]:
    mods = tables.aircraft.modifiers
    out = [
        ModifierStep(mods.axis_attacker.label, mods.axis_attacker.value, "Table VII")
        if attacker is Allegiance.AXIS
        else ModifierStep(mods.allied_attacker.label, mods.allied_attacker.value, "Table VII")
    ]
    out += [ModifierStep(m.label, m.value, "Table VII") for m in mods.years if year in m.years]
    return out


def read_aircraft(
    face: int, attacker: Allegiance, year: int, tables: ScenarioTables
) -> tuple[AircraftRow, int, list[Step]]:
    """Table VII: the row for a d100 face with its modifiers (clamped to 1-100). A "variable" side rolls a d6."""
    steps: list[Step] = list(aircraft_modifiers(attacker, year, tables))
    total = face + sum(s.value for s in steps if isinstance(s, ModifierStep))
    modified = _clamp(total)
    if total != face and modified == total:
        steps.append(
            NoteStep(QT_TRANSLATE_NOOP("Rules", "the modified roll is {total}").format(total=total), "Table VII")
        )
    if modified != total:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "the modified roll {total} is off the table: read as {read}").format(
                    total=total, read=modified
                ),
                "Table VII",
            )
        )
    row = tables.aircraft.row(modified)
    i = tables.aircraft.rows.index(row)
    low = tables.aircraft.rows[i - 1].to + 1 if i else 1
    variable = next((side for side in Allegiance if getattr(row, side.value) == "variable"), None)
    steps.append(
        TableStep(
            QT_TRANSLATE_NOOP("Rules", "Table VII Aircraft Availability"),
            f"{low:02d}-{row.to:02d}",
            _VARIABLE_ROW.format(row=row.label, side=_SIDE_WORDS[variable]) if variable is not None else row.label,
            "Table VII",
        )
    )
    return row, modified, steps


# Table VII's "Variable" rows. The asterisk ("* Roll a d6 for number") is printed on "Variable Allied" only; it is read
# for "Variable Axis" too, which gives no number of its own (docs/rules-notes.md, "Table VII — Variable").
_VARIABLE_ROW = QT_TRANSLATE_NOOP("Rules", "{row}: a d6 gives the number of {side} airstrikes (* Roll a d6 for number)")
_VARIABLE_D6 = QT_TRANSLATE_NOOP("Rules", "Table VII, {row}: a d6 for the number of {side} airstrikes")
_SIDE_WORDS = {
    Allegiance.AXIS: QT_TRANSLATE_NOOP("Rules", "Axis"),
    Allegiance.ALLIES: QT_TRANSLATE_NOOP("Rules", "Allied"),
}
_STRIKES_OF = {
    Allegiance.AXIS: {
        "variable": QT_TRANSLATE_NOOP("Rules", "Axis: {face} airstrikes (a d6 rolled {face})"),
        "variable_one": QT_TRANSLATE_NOOP("Rules", "Axis: 1 airstrike (a d6 rolled 1)"),
        "none": QT_TRANSLATE_NOOP("Rules", "Axis: none"),
        "one": QT_TRANSLATE_NOOP("Rules", "Axis: 1 airstrike"),
        "many": QT_TRANSLATE_NOOP("Rules", "Axis: {n} airstrikes"),
    },
    Allegiance.ALLIES: {
        "variable": QT_TRANSLATE_NOOP("Rules", "Allies: {face} airstrikes (a d6 rolled {face})"),
        "variable_one": QT_TRANSLATE_NOOP("Rules", "Allies: 1 airstrike (a d6 rolled 1)"),
        "none": QT_TRANSLATE_NOOP("Rules", "Allies: none"),
        "one": QT_TRANSLATE_NOOP("Rules", "Allies: 1 airstrike"),
        "many": QT_TRANSLATE_NOOP("Rules", "Allies: {n} airstrikes"),
    },
}


class RolledOnATable(Protocol):
    """A die rolled on a table of the scenario system, as a scenario or a battle's briefing keeps it."""

    @property
    def table(self) -> str: ...
    @property
    def face(self) -> int: ...
    @property
    def result(self) -> str: ...


def variable_strikes(rolls: Sequence[RolledOnATable], tables: ScenarioTables) -> tuple[Allegiance, int] | None:
    """Table VII's "Variable" result among ``rolls``, if one was rolled: the side whose airstrikes a d6 numbered, and
    the d6's face."""
    row_label = next((r.result for r in rolls if r.table == "aircraft"), None)
    face = next((r.face for r in rolls if r.table == "strikes"), None)
    row = next((r for r in tables.aircraft.rows if r.label == row_label and "variable" in (r.axis, r.allies)), None)
    if row is None or face is None:
        return None
    return (Allegiance.AXIS if row.axis == "variable" else Allegiance.ALLIES), face


def airstrikes_said(axis: int, allies: int, variable: tuple[Allegiance, int] | None = None) -> Message:
    """Table VII's result (each side's airstrikes) as a player reads it: "Axis: 4 airstrikes (a d6 rolled 4); Allies:
    none"."""
    said: dict[str, Message] = {}
    for side, n in ((Allegiance.AXIS, axis), (Allegiance.ALLIES, allies)):
        words = _STRIKES_OF[side]
        if variable is not None and variable[0] is side:
            said[side.value] = words["variable_one" if variable[1] == 1 else "variable"].format(face=variable[1])
        else:
            said[side.value] = words["none" if n == 0 else "one" if n == 1 else "many"].format(n=n)
    return QT_TRANSLATE_NOOP("Rules", "{axis}; {allies}").format(axis=said["axis"], allies=said["allies"])


# -- the whole scenario ---------------------------------------------------------------------------------------------


class _Builder:
    """Collects rolls and steps while the tables are read in order."""

    def __init__(self, dice: Dice) -> None:
        self.dice = dice
        self.rolls: list[TableRoll] = []
        self.steps: list[Step] = []
        self.set: list[str] = []

    def roll(self, die: Die, table: str, purpose: str) -> DieRoll:
        r = self.dice.roll(die, purpose)
        self.steps.append(RollStep(r, r.face, table))
        return r

    def record(self, table: str, r: DieRoll, modified: int, result: str) -> None:
        self.rolls.append(TableRoll(table, r.die, r.face, modified, result))

    def note(self, message: str, rule: str = "") -> None:
        self.steps.append(NoteStep(message, rule))

    def chose(self, name: str, value: str, rule: str) -> None:
        self.set.append(name)
        self.note(
            QT_TRANSLATE_NOOP("Rules", "{name} set by the players: {value}").format(name=_CHOSEN[name], value=value),
            rule,
        )


# What the players may set instead of a roll, as the explanations name it.
_CHOSEN = {
    "year": QT_TRANSLATE_NOOP("Rules", "year"),
    "attacker": QT_TRANSLATE_NOOP("Rules", "attacker"),
    "season": QT_TRANSLATE_NOOP("Rules", "season"),
    "conditions": QT_TRANSLATE_NOOP("Rules", "conditions"),
    "snowing": QT_TRANSLATE_NOOP("Rules", "snowing"),
    "terrain": QT_TRANSLATE_NOOP("Rules", "terrain"),
    "mission": QT_TRANSLATE_NOOP("Rules", "mission"),
    "airstrikes": QT_TRANSLATE_NOOP("Rules", "airstrikes"),
}


def _check_nation(nation: str, role: Allegiance, nations: NationTables, what: str) -> None:
    known = nations.nations.get(nation)
    if known is None:
        raise ScenarioError(
            QT_TRANSLATE_NOOP("Rules", "unknown nation {nation} for {what}; known: {known}").format(
                nation=repr(nation), what=what, known=", ".join(nations.nations)
            )
        )
    if known.allegiance is not role:
        raise ScenarioError(
            QT_TRANSLATE_NOOP("Rules", "{what} {nation} fights for the {side}, not the {role}").format(
                what=what, nation=repr(nation), side=known.allegiance.value, role=role.value
            )
        )


def _resolve_theatre(choices: ScenarioChoices, tables: ScenarioTables) -> tuple[Theatre, Special | None]:
    special = choices.special
    theatre = choices.theatre
    if special is None and theatre is Theatre.FINLAND:
        special = Special.FINLAND  # the FINLAND special is the theatre
    only = tables.year.fights_only.get(choices.allied or "")
    if theatre is None and only is not None and (special is None or only.theatre in SPECIAL_THEATRES[special]):
        theatre = only.theatre  # "CHINA only 70": China's war is fought in one theatre
    if special is not None:
        allowed = SPECIAL_THEATRES[special]
        if theatre is None:
            theatre = allowed[0]
        elif theatre not in allowed:
            raise ScenarioError(
                QT_TRANSLATE_NOOP("Rules", "the {special} special is fought in {theatres}, not {theatre}").format(
                    special=special.short_label,
                    theatres=joined(map(theatre_name, allowed), QT_TRANSLATE_NOOP("Rules", "{first}, {then}")),
                    theatre=theatre_name(theatre),
                )
            )
    return theatre or Theatre.RUSSIA, special


def _resolve_nations(
    theatre: Theatre, special: Special | None, choices: ScenarioChoices, nations: NationTables, tables: ScenarioTables
) -> tuple[str, str]:
    axis, allied = DEFAULT_NATIONS[theatre]
    only = tables.year.fights_only.get(choices.allied or "")
    if only is not None:
        # Table I, "CHINA only 70": the nation fights only one enemy, in one theatre (docs/rules-notes.md).
        if choices.axis not in (None, only.axis) or theatre is not only.theatre:
            raise ScenarioError(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    'Table I, "{row} only {adjustment}": {nation} fights only {enemy}, in {theatre} (not {axis} in '
                    "{chosen})",
                ).format(
                    row=(choices.allied or "").upper(),
                    adjustment=tables.year.allied_adjustment[choices.allied or ""],
                    nation=nations.name_of(choices.allied or ""),
                    enemy=nations.name_of(only.axis),
                    theatre=theatre_name(only.theatre),
                    axis=nations.name_of(choices.axis or axis),
                    chosen=theatre_name(theatre),
                )
            )
        axis = only.axis
    if special is Special.PATTON:
        # "West vs USSR": the USSR takes the Axis player's part in the tables.
        if choices.axis not in (None, "ussr"):
            raise ScenarioError(
                QT_TRANSLATE_NOOP(
                    "Rules", "the Patton Special is West vs USSR: the opposing force is the USSR, not {nation}"
                ).format(nation=nations.name_of(choices.axis))
            )
        allied = choices.allied or "usa"
        if allied not in WESTERN_ALLIES:
            raise ScenarioError(
                QT_TRANSLATE_NOOP(
                    "Rules", "the Patton Special is West vs USSR: the Allied force is one of {nations} (not {nation})"
                ).format(nations=nations.names_of(WESTERN_ALLIES), nation=nations.name_of(allied))
            )
        return "ussr", allied
    if special is Special.SYRIA:
        if choices.axis not in (None, "vichy_france"):
            raise ScenarioError(
                QT_TRANSLATE_NOOP(
                    "Rules", "Syria is British vs Vichy French: the Axis force is {vichy}, not {nation}"
                ).format(vichy=nations.name_of("vichy_france"), nation=nations.name_of(choices.axis))
            )
        allied = choices.allied or "britain"
        if allied not in ("britain", "commonwealth"):
            raise ScenarioError(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "Syria is British vs Vichy French: the Allied force is {britain} or {commonwealth}, not {nation}",
                ).format(
                    britain=nations.name_of("britain"),
                    commonwealth=nations.name_of("commonwealth"),
                    nation=nations.name_of(allied),
                )
            )
        return "vichy_france", allied
    axis = choices.axis or axis
    allied = choices.allied or allied
    _check_nation(axis, Allegiance.AXIS, nations, "--axis")
    _check_nation(allied, Allegiance.ALLIES, nations, "--allied")
    if special is Special.TARAWA and axis != "japan":
        raise ScenarioError(
            QT_TRANSLATE_NOOP("Rules", "Tarawa is fought against Japan, not {nation}").format(
                nation=nations.name_of(axis)
            )
        )
    return axis, allied


def _check_choices(choices: ScenarioChoices, theatre: Theatre, special: Special | None, tables: ScenarioTables) -> None:
    """The players' choices that contradict each other or the rules, whatever the dice will say."""
    low, high = _year_range(special, tables)
    if choices.year is not None and not low <= choices.year <= high:
        raise ScenarioError(_outside_years(special, low, high, choices.year))
    if choices.snowing is not None and choices.conditions not in (None, Conditions.SNOW):
        raise ScenarioError(_SNOWING_ONLY_IN_SNOW)
    fixed_season = tables.season.fixed.get(theatre)
    if choices.season is not None and fixed_season is not None and choices.season is not fixed_season:
        raise ScenarioError(_ALWAYS.format(theatre=theatre_name(theatre), season=fixed_season.value))
    if choices.conditions is Conditions.SNOW:
        if choices.season is Season.SUMMER or fixed_season is Season.SUMMER:
            raise ScenarioError(_NO_SNOW_IN_SUMMER)
        if special is Special.TARAWA or theatre is Theatre.PACIFIC:
            raise ScenarioError(_NO_SNOW_IN_THE_PACIFIC)
    if choices.terrain is TerrainType.TUNDRA and (special is Special.TARAWA or theatre is Theatre.PACIFIC):
        # TUNDRA: "Weather is snow"; TARAWA: "No SNOW is allowed" (read for the whole Pacific).
        raise ScenarioError(_NO_TUNDRA_IN_THE_PACIFIC)
    if choices.terrain is TerrainType.TUNDRA:
        # TUNDRA: "Weather is snow"; Table IV: no snow in summer. A TUNDRA set needs a season set that can snow.
        if choices.season is Season.SUMMER or fixed_season is Season.SUMMER:
            raise ScenarioError(_NO_TUNDRA_IN_SUMMER)
        if choices.season is None:
            raise ScenarioError(_TUNDRA_NEEDS_A_SEASON)
    if choices.attacker is Allegiance.AXIS and special is Special.TARAWA:
        raise ScenarioError(_ALLIES_ATTACK)
    fixed_missions: dict[Special | None, Mission] = {
        Special.ISLAND: Mission.HOLDING_ACTION,
        Special.TARAWA: Mission.HOLDING_ACTION,
        Special.RAID: Mission.RAID,
    }
    fixed_mission = fixed_missions.get(special)
    if choices.mission is not None:
        if special is not None and fixed_mission is not None and choices.mission is not fixed_mission:
            raise ScenarioError(
                QT_TRANSLATE_NOOP("Rules", "the {special} special's mission is {mission}, not {chosen}").format(
                    special=special.short_label, mission=fixed_mission.label, chosen=choices.mission.label
                )
            )
        if choices.mission is Mission.RAID and special is not Special.RAID:
            raise ScenarioError(_RAID_ONLY)
    if choices.ratio is not None and (choices.ratio[0] <= 0 or choices.ratio[1] <= 0):
        raise ScenarioError(_RATIO.format(attacker=choices.ratio[0], defender=choices.ratio[1]))
    strikes = choices.airstrikes
    if strikes is not None and (strikes.axis or strikes.allies):
        # MUD: "No airstrikes are allowed"; SNOW: "snowing with no airstrikes allowed".
        if choices.conditions is Conditions.MUD:
            raise ScenarioError(_NO_AIRSTRIKES[Conditions.MUD])
        if choices.conditions is Conditions.SNOW and choices.snowing:
            raise ScenarioError(_NO_AIRSTRIKES[Conditions.SNOW])


_SNOWING_ONLY_IN_SNOW = QT_TRANSLATE_NOOP("Rules", "it can only be snowing when the conditions are snow")
_ALWAYS = QT_TRANSLATE_NOOP("Rules", "{theatre} is always {season} (Table III)")
_NO_SNOW_IN_SUMMER = QT_TRANSLATE_NOOP("Rules", "Table IV: there is no snow in summer (N/A)")
_NO_SNOW_IN_THE_PACIFIC = QT_TRANSLATE_NOOP("Rules", 'TARAWA: "No SNOW is allowed" (read for the whole Pacific)')
_NO_TUNDRA_IN_THE_PACIFIC = QT_TRANSLATE_NOOP(
    "Rules", 'TUNDRA: "Weather is snow", and TARAWA: "No SNOW is allowed" (read for the whole Pacific)'
)
_NO_TUNDRA_IN_SUMMER = QT_TRANSLATE_NOOP(
    "Rules", 'TUNDRA: "Weather is snow", and Table IV has no snow in summer (N/A): no TUNDRA in summer'
)
_TUNDRA_NEEDS_A_SEASON = QT_TRANSLATE_NOOP(
    "Rules",
    'TUNDRA: "Weather is snow", and Table IV has no snow in summer (N/A): set the season too (winter, spring or '
    "fall), so that Table III cannot roll summer",
)
_ALLIES_ATTACK = QT_TRANSLATE_NOOP("Rules", 'TARAWA: "The allied player is the attacker"')
_RAID_ONLY = QT_TRANSLATE_NOOP("Rules", "the raid mission is the RAID special's: use --special raid")
_RATIO = QT_TRANSLATE_NOOP("Rules", "a point ratio is two whole numbers above 0 (got {attacker}:{defender})")
_NO_AIRSTRIKES = {
    Conditions.MUD: QT_TRANSLATE_NOOP("Rules", "MUD: No airstrikes are allowed"),
    Conditions.SNOW: QT_TRANSLATE_NOOP("Rules", "SNOW: it is snowing, with no airstrikes allowed"),
}


def _outside_years(special: Special | None, low: int, high: int, year: int) -> str:
    return (
        QT_TRANSLATE_NOOP("Rules", "the {special} special is fought in {low}-{high}; {year} is outside them").format(
            special=special.short_label, low=low, high=high, year=year
        )
        if special
        else QT_TRANSLATE_NOOP("Rules", "Table I gives the years {low}-{high}; {year} is outside them").format(
            low=low, high=high, year=year
        )
    )


def _year_range(special: Special | None, tables: ScenarioTables) -> tuple[int, int]:
    if special is Special.PATTON:
        return tables.specials.patton.years
    if special is Special.SYRIA:
        return tables.specials.syria.years
    return (1939, 1945)


def generate_scenario(choices: ScenarioChoices, dice: Dice, tables: ScenarioTables, nations: NationTables) -> Scenario:
    """Roll (or take the players' choices for) every table in order, and explain each step.

    Raises :class:`ScenarioError` for choices the rules do not allow (an unknown nation, a year outside a special's
    range, snow in summer, Africa in winter, ...), and :class:`~morefire_gui.errors.DiceError` when scripted dice
    run out or a face is not on its die."""
    b = _Builder(dice)
    theatre, special = _resolve_theatre(choices, tables)
    axis_nation, allied_nation = _resolve_nations(theatre, special, choices, nations, tables)
    _check_choices(choices, theatre, special, tables)  # before any die: a refused request wastes no roll
    if special is not None:
        b.note(QT_TRANSLATE_NOOP("Rules", "special: {special}").format(special=special.label), special.label.upper())
    b.note(
        QT_TRANSLATE_NOOP("Rules", "theatre: {theatre}; Axis force {axis}, Allied force {allied}").format(
            theatre=theatre_name(theatre),
            axis=nations.name_of(axis_nation),
            allied=nations.name_of(allied_nation),
        )
    )
    if allied_nation in tables.year.fights_only:
        b.note(
            QT_TRANSLATE_NOOP("Rules", 'Table I, "{row} only {adjustment}": {nation} fights only {enemy}').format(
                row=allied_nation.upper(),
                adjustment=tables.year.allied_adjustment[allied_nation],
                nation=nations.name_of(allied_nation),
                enemy=nations.name_of(axis_nation),
            ),
            "Table I",
        )

    # -- Table I: the year
    low, high = _year_range(special, tables)
    if choices.year is not None:
        if not low <= choices.year <= high:
            raise ScenarioError(_outside_years(special, low, high, choices.year))
        year = choices.year
        b.chose("year", str(year), "Table I")
    elif special is Special.PATTON:
        year = low
        b.note(
            QT_TRANSLATE_NOOP(
                "Rules",
                "PATTON SPECIAL (1945-47): Table I cannot give these years, so it is not rolled; the year is {year} "
                "(set 1946 or 1947 to play them)",
            ).format(year=year),
            "PATTON SPECIAL",
        )
    else:
        r = b.roll(Die.D100, "Table I", QT_TRANSLATE_NOOP("Rules", "Table I: the year"))
        year, modified, steps = read_year(r.face, allied_nation, tables, nations)
        b.steps += steps
        if not low <= year <= high:
            clamped = min(max(year, low), high)
            b.note(
                QT_TRANSLATE_NOOP("Rules", "{special} is fought in {low}-{high}: {year} is read as {read}").format(
                    special=special.label if special else QT_TRANSLATE_NOOP("Rules", "the special"),
                    low=low,
                    high=high,
                    year=year,
                    read=clamped,
                ),
                special.label.upper() if special else "",
            )
            year = clamped
        b.record("year", r, modified, str(year))

    # -- Table II: the attacker
    if choices.attacker is not None:
        if special is Special.TARAWA and choices.attacker is not Allegiance.ALLIES:
            raise ScenarioError(_ALLIES_ATTACK)
        attacker = choices.attacker
        b.chose("attacker", attacker.value, "Table II")
    elif special is Special.TARAWA:
        attacker = Allegiance.ALLIES
        b.note(
            QT_TRANSLATE_NOOP("Rules", 'TARAWA: "The allied player is the attacker"; Table II is not rolled'), "TARAWA"
        )
    else:
        chance, steps = read_attacker_chance(year, theatre, axis_nation, special, tables)
        b.steps += steps
        players: dict[Special | None, str] = {
            Special.PATTON: QT_TRANSLATE_NOOP("Rules", "the USSR player"),
            Special.SYRIA: QT_TRANSLATE_NOOP("Rules", "the Vichy French player"),
        }
        who = players.get(special, QT_TRANSLATE_NOOP("Rules", "the Axis player"))
        r = b.roll(
            Die.D100,
            "Table II",
            QT_TRANSLATE_NOOP("Rules", "Table II: {who} rolls to attack (at or under {chance})").format(
                who=who, chance=chance
            ),
        )
        attacker = Allegiance.AXIS if r.face <= chance else Allegiance.ALLIES
        b.note(
            (
                QT_TRANSLATE_NOOP("Rules", "{roll} <= {chance}: the Axis ({nation}) attacks")
                if attacker is Allegiance.AXIS
                else QT_TRANSLATE_NOOP("Rules", "{roll} > {chance}: the Allies ({nation}) attack")
            ).format(
                roll=r.printed,
                chance=chance,
                nation=nations.name_of(axis_nation if attacker is Allegiance.AXIS else allied_nation),
            ),
            "Table II",
        )
        b.record("attacker", r, r.face, attacker.value)
    b.note(QT_TRANSLATE_NOOP("Rules", "The defender will roll on the remaining tables."), "Table II")

    # -- Table III: the season
    fixed_season = tables.season.fixed.get(theatre)
    if choices.season is not None:
        if fixed_season is not None and choices.season is not fixed_season:
            raise ScenarioError(_ALWAYS.format(theatre=theatre_name(theatre), season=fixed_season.value))
        season = choices.season
        b.chose("season", season.value, "Table III")
    elif fixed_season is not None:
        season = fixed_season
        b.note(
            QT_TRANSLATE_NOOP("Rules", "{theatre} is always {season}: Table III is not rolled").format(
                theatre=theatre_name(theatre), season=season.value.capitalize()
            ),
            "Table III",
        )
    else:
        r = b.roll(Die.D6, "Table III", QT_TRANSLATE_NOOP("Rules", "Table III: the season"))
        season, steps = read_season(r.face, tables)
        b.steps += steps
        b.record("season", r, r.face, season.value)

    # -- Table IV: the conditions, and the snow d6
    location: str | None = None
    conditions_set = choices.conditions is not None
    if choices.conditions is not None:
        conditions = choices.conditions
        if conditions is Conditions.SNOW:
            if season is Season.SUMMER:
                raise ScenarioError(_NO_SNOW_IN_SUMMER)
            if special is Special.TARAWA or theatre is Theatre.PACIFIC:
                raise ScenarioError(_NO_SNOW_IN_THE_PACIFIC)
        b.chose("conditions", conditions.value, "Table IV")
    else:
        r = b.roll(Die.D100, "Table IV", QT_TRANSLATE_NOOP("Rules", "Table IV: the battlefield conditions"))
        conditions, modified, steps = read_conditions(r.face, season, theatre, tables)
        b.steps += steps
        b.record("conditions", r, modified, conditions.value)
    if choices.snowing is not None and choices.conditions not in (None, Conditions.SNOW):
        raise ScenarioError(_SNOWING_ONLY_IN_SNOW)

    def roll_snowing() -> bool:
        if choices.snowing is not None:
            b.chose(
                "snowing",
                QT_TRANSLATE_NOOP("Rules", "yes") if choices.snowing else QT_TRANSLATE_NOOP("Rules", "no"),
                "SNOW",
            )
            return choices.snowing
        r = b.roll(Die.D6, "SNOW", QT_TRANSLATE_NOOP("Rules", "SNOW: is it snowing (odd: yes)"))
        falling = r.face % 2 == 1
        b.note(
            (
                QT_TRANSLATE_NOOP("Rules", "{face} is odd: it is snowing, no airstrikes")
                if falling
                else QT_TRANSLATE_NOOP("Rules", "{face} is even: it is not snowing")
            ).format(face=r.face),
            "SNOW",
        )
        b.record(
            "snowing",
            r,
            r.face,
            QT_TRANSLATE_NOOP("Rules", "snowing") if falling else QT_TRANSLATE_NOOP("Rules", "not snowing"),
        )
        return falling

    snowing: bool | None = roll_snowing() if conditions is Conditions.SNOW else None
    if theatre is Theatre.AFRICA and conditions is Conditions.MUD and special is not Special.SYRIA:
        location = "Tunisia"
        b.note(QT_TRANSLATE_NOOP("Rules", "Mud in Africa indicates Tunisia."), "Table IV")

    # -- Table V: the terrain
    fixed_terrains: dict[Special | None, TerrainType] = {
        Special.ISLAND: TerrainType.ISLAND,
        Special.TARAWA: TerrainType.ISLAND,
        Special.SYRIA: TerrainType.HILLY,
        Special.BOCAGE: TerrainType.BOCAGE,
    }
    fixed_terrain = fixed_terrains.get(special)
    if fixed_terrain is None and theatre is Theatre.PACIFIC:
        fixed_terrain = TerrainType.JUNGLE
    if choices.terrain is not None:
        # a special fixes its terrain; the Pacific's jungle is only a reading, which the players may change
        if special is not None and fixed_terrain is not None and choices.terrain is not fixed_terrain:
            raise ScenarioError(
                QT_TRANSLATE_NOOP("Rules", "the terrain of {special} is {terrain}, not {chosen}").format(
                    special=special.label, terrain=fixed_terrain.label, chosen=choices.terrain.label
                )
            )
        terrain = choices.terrain
        b.chose("terrain", terrain.value, "Table V")
    elif fixed_terrain is not None:
        terrain = fixed_terrain
        fixed_why: dict[Special | None, str] = {
            Special.ISLAND: QT_TRANSLATE_NOOP("Rules", "ISLAND: the entire board is a single island"),
            Special.TARAWA: QT_TRANSLATE_NOOP("Rules", "TARAWA: a Pacific island, with jungle"),
            Special.SYRIA: QT_TRANSLATE_NOOP("Rules", "SYRIA: The terrain is HILLY"),
            Special.BOCAGE: QT_TRANSLATE_NOOP("Rules", "NORMANDY BOCAGE special"),
        }
        why = fixed_why.get(
            special,
            QT_TRANSLATE_NOOP(
                "Rules", "the Pacific has no Table V column: its terrain is jungle (docs/rules-notes.md)"
            ),
        )
        b.note(_NOT_ROLLED.format(why=why, table="Table V"), "Table V")
    else:
        r = b.roll(Die.D6, "Table V", QT_TRANSLATE_NOOP("Rules", "Table V: the battlefield terrain"))
        terrain, steps = read_terrain(r.face, theatre, special, tables, season)
        b.steps += steps
        b.record("terrain", r, r.face, terrain.value)
        if theatre is Theatre.FRANCE and terrain is TerrainType.FARMLAND:
            r = b.roll(
                Die.D6,
                "NORMANDY BOCAGE",
                QT_TRANSLATE_NOOP("Rules", "NORMANDY BOCAGE: Farmland in France, a second d6 (6: bocage)"),
            )
            if r.face == tables.terrain.bocage_face:
                terrain = TerrainType.BOCAGE
                special = special or Special.BOCAGE
            b.note(
                (
                    QT_TRANSLATE_NOOP("Rules", "{face}: Normandy bocage")
                    if terrain is TerrainType.BOCAGE
                    else QT_TRANSLATE_NOOP("Rules", "{face}: not bocage")
                ).format(face=r.face),
                "NORMANDY BOCAGE",
            )
            b.record("bocage", r, r.face, terrain.value)
    if theatre is Theatre.AFRICA and terrain is TerrainType.HILLY and special is not Special.SYRIA:
        if location != "Tunisia":
            b.note(QT_TRANSLATE_NOOP("Rules", "Hilly results in Africa indicates Tunisia."), "HILLY")
        location = "Tunisia"
    if terrain is TerrainType.DESERT and conditions is not Conditions.CLEAR:
        if conditions_set:
            raise ScenarioError(
                QT_TRANSLATE_NOOP(
                    "Rules", 'DESERT: "Weather is always Clear" (the conditions were set to {conditions})'
                ).format(conditions=conditions.value)
            )
        b.note(
            QT_TRANSLATE_NOOP(
                "Rules", 'DESERT: "Weather is always Clear": the {conditions} result is read as clear'
            ).format(conditions=conditions.value),
            "DESERT",
        )
        conditions, snowing = Conditions.CLEAR, None
        if location == "Tunisia" and theatre is Theatre.AFRICA:
            location = None
    if terrain is TerrainType.TUNDRA and conditions is not Conditions.SNOW:
        if conditions_set:
            raise ScenarioError(
                QT_TRANSLATE_NOOP(
                    "Rules", 'TUNDRA: "Weather is snow" (the conditions were set to {conditions})'
                ).format(conditions=conditions.value)
            )
        b.note(
            QT_TRANSLATE_NOOP("Rules", 'TUNDRA: "Weather is snow": the {conditions} result is read as snow').format(
                conditions=conditions.value
            ),
            "TUNDRA",
        )
        conditions = Conditions.SNOW
        snowing = roll_snowing()

    # -- Table VI: the defender's mission
    fixed_mission: tuple[Mission, tuple[int, int], str] | None = None
    if special is Special.ISLAND:
        fixed_mission = (
            Mission.HOLDING_ACTION,
            tables.specials.island.ratio,
            QT_TRANSLATE_NOOP(
                "Rules", "ISLAND: The defender's mission is Holding Action with a 3 attacker to 2 defender ratio"
            ),
        )
    elif special is Special.TARAWA:
        fixed_mission = (
            Mission.HOLDING_ACTION,
            tables.specials.tarawa.ratio,
            QT_TRANSLATE_NOOP(
                "Rules", "TARAWA: Holding Action victory conditions with a 3 attacker to 1 defender ratio"
            ),
        )
    elif special is Special.RAID:
        fixed_mission = (
            Mission.RAID,
            tables.specials.raid.ratio,
            QT_TRANSLATE_NOOP("Rules", "RAID: The force ratio is 3 attackers to 2 defenders"),
        )
    if choices.mission is not None:
        if fixed_mission is not None and choices.mission is not fixed_mission[0]:
            raise ScenarioError(
                QT_TRANSLATE_NOOP("Rules", "{special}; the mission cannot be {mission}").format(
                    special=fixed_mission[2], mission=choices.mission.value
                )
            )
        if choices.mission is Mission.RAID and special is not Special.RAID:
            raise ScenarioError(_RAID_ONLY)
        mission = choices.mission
        if choices.ratio is not None:
            ratio = choices.ratio
        elif fixed_mission is not None:
            ratio = fixed_mission[1]
        else:
            found = tables.mission.first_row(mission)
            assert found is not None
            ratio = found[1].ratio
        b.chose("mission", _MISSION.format(mission=mission.label, attacker=ratio[0], defender=ratio[1]), "Table VI")
    elif fixed_mission is not None:
        mission, ratio = fixed_mission[0], choices.ratio or fixed_mission[1]
        b.note(_NOT_ROLLED.format(why=fixed_mission[2], table="Table VI"), "Table VI")
    else:
        r = b.roll(Die.D6, "Table VI", QT_TRANSLATE_NOOP("Rules", "Table VI: the defender's mission"))
        mission, ratio, steps = read_mission(r.face, tables)
        if choices.ratio is not None:
            ratio = choices.ratio
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "point ratio set by the players: {attacker}:{defender}").format(
                        attacker=ratio[0], defender=ratio[1]
                    ),
                    "Table VI",
                )
            )
        b.steps += steps
        b.record("mission", r, r.face, mission.value)
    ratio = (int(ratio[0]), int(ratio[1]))
    if ratio[0] <= 0 or ratio[1] <= 0:
        raise ScenarioError(_RATIO.format(attacker=ratio[0], defender=ratio[1]))

    # -- Table VII: aircraft
    variable: tuple[Allegiance, int] | None = None
    if choices.airstrikes is not None:
        airstrikes = choices.airstrikes
        b.chose("airstrikes", _STRIKES.format(axis=airstrikes.axis, allies=airstrikes.allies), "Table VII")
    elif not choices.aircraft:
        airstrikes = Airstrikes()
        b.note(QT_TRANSLATE_NOOP("Rules", "Table VII (Optional) is not used: no airstrikes"), "Table VII")
    elif not airstrikes_allowed(conditions, snowing):
        airstrikes = Airstrikes()
        why = _NO_AIRSTRIKES[Conditions.MUD if conditions is Conditions.MUD else Conditions.SNOW]
        b.note(_NOT_ROLLED.format(why=why, table="Table VII"), "Table VII")
    else:
        r = b.roll(Die.D100, "Table VII", QT_TRANSLATE_NOOP("Rules", "Table VII: aircraft availability"))
        row, modified, steps = read_aircraft(r.face, attacker, year, tables)
        b.steps += steps
        b.record("aircraft", r, modified, row.label)
        counts = {"axis": row.axis, "allies": row.allies}
        for side in Allegiance:
            if counts[side.value] == "variable":
                v = b.roll(Die.D6, "Table VII", _VARIABLE_D6.format(row=row.label, side=_SIDE_WORDS[side]))
                strikes = (
                    QT_TRANSLATE_NOOP("Rules", "{n} {side} airstrikes")
                    if v.face != 1
                    else QT_TRANSLATE_NOOP("Rules", "{n} {side} airstrike")
                )
                b.record("strikes", v, v.face, strikes.format(n=str(v.face), side=_SIDE_WORDS[side]))
                counts[side.value] = v.face
                variable = (side, v.face)
        airstrikes = Airstrikes(int(counts["axis"]), int(counts["allies"]))
        b.note(
            QT_TRANSLATE_NOOP("Rules", "airstrikes: {strikes}").format(
                strikes=airstrikes_said(airstrikes.axis, airstrikes.allies, variable)
            ),
            "Table VII",
        )

    # -- the briefing's texts
    guideline = tables.deployment.for_mission(mission)
    victory = _victory_text(mission, tables)
    rules = _special_rules(theatre, special, terrain, conditions, snowing, location, tables)
    return Scenario(
        theatre=theatre,
        axis_nation=axis_nation,
        allied_nation=allied_nation,
        year=year,
        attacker=attacker,
        season=season,
        conditions=conditions,
        snowing=snowing,
        terrain=terrain,
        mission=mission,
        ratio=ratio,
        airstrikes=airstrikes,
        special=special,
        rolls=tuple(b.rolls),
        steps=tuple(b.steps),
        special_rules=rules,
        attacker_deployment=guideline.attacker,
        defender_deployment=guideline.defender,
        deployment_text=_deployment_text(mission, guideline),
        victory_text=victory,
        location=location,
        set_by_players=tuple(b.set),
        variable_strikes=variable,
    )


_NOT_ROLLED = QT_TRANSLATE_NOOP("Rules", "{why}: {table} is not rolled")
_STRIKES = QT_TRANSLATE_NOOP("Rules", "Axis {axis}, Allies {allies}")


def _deployment_text(mission: Mission, guideline: Guideline) -> str:
    if guideline.guideline == mission.label:  # RAID's own guideline has no letter: "Raid: ...", not "Raid. Raid: ..."
        return QT_TRANSLATE_NOOP("Rules", "{mission}: {text}").format(mission=mission.label, text=guideline.text)
    return QT_TRANSLATE_NOOP("Rules", "{guideline}. {mission}: {text}").format(
        guideline=guideline.guideline, mission=mission.label, text=guideline.text
    )


# The scenario system gives victory conditions and a victory point schedule, but no length of play: no number of turns
# and no end but the players' (docs/rules-notes.md, "Scenario system — the end of the battle").
END_OF_PLAY = QT_TRANSLATE_NOOP(
    "Rules",
    "The scenario system sets no length of play: no number of turns, no end. Agree before play how many turns you "
    "play (or play until you agree to stop); then score the battle by the victory conditions (Battle > Score Battle"
    "{command}).",
).format(command=", morefire victory")


# The victory conditions' headings as the rules print them, in capitals: each a text of its own, so that it is said in
# capitals in the reader's language too ("HALTEAUFTRAG"), also read back from a battle file's briefing.
_VICTORY_HEADINGS = {
    Mission.ADVANCE_TO_CONTACT: QT_TRANSLATE_NOOP("Rules", "ADVANCE TO CONTACT"),
    Mission.HOLDING_ACTION: QT_TRANSLATE_NOOP("Rules", "HOLDING ACTION"),
    Mission.DELAY: QT_TRANSLATE_NOOP("Rules", "DELAY MISSION"),
    Mission.COUNTERATTACK: QT_TRANSLATE_NOOP("Rules", "COUNTERATTACK"),
}


def _victory_text(mission: Mission, tables: ScenarioTables) -> tuple[str, ...]:
    if mission is Mission.RAID:
        return (
            QT_TRANSLATE_NOOP(
                "Rules",
                "RAID: The defender wins if he prevents the attacker from reaching the objective. The attacker wins if "
                "he reaches the objective (and must then withdraw back to its starting edge).",
            ),
        )
    v = tables.victory.for_mission(mission)
    lines = [
        QT_TRANSLATE_NOOP("Rules", "{mission} (victory conditions for the defender)").format(
            mission=_VICTORY_HEADINGS[mission]
        )
    ]
    lines += [
        QT_TRANSLATE_NOOP("Rules", "{letter}. {text}").format(letter=letter, text=text)
        for letter, text in v.conditions.items()
    ]
    results = (
        (QT_TRANSLATE_NOOP("Rules", "DECISIVE Victory"), v.decisive),
        (QT_TRANSLATE_NOOP("Rules", "MARGINAL Victory"), v.marginal),
        (QT_TRANSLATE_NOOP("Rules", "DRAW"), v.draw),
    )
    for name, letters in results:
        lines.append(
            (
                QT_TRANSLATE_NOOP("Rules", "{result}: accomplish {letters} only")
                if len(letters) == 1
                else QT_TRANSLATE_NOOP("Rules", "{result}: accomplish {letters}")
            ).format(result=name, letters=joined(letters, QT_TRANSLATE_NOOP("Rules", "{first} and {then}")))
        )
    lines.append(QT_TRANSLATE_NOOP("Rules", "Otherwise the attacker wins."))
    lines.append(
        QT_TRANSLATE_NOOP(
            "Rules",
            "Terrain Victory Point Schedule: hill 70/50/70, ford* 60/30/40, bridge* 50/30/45, crossroad* 50/25/35, road "
            "exit 30/20/50, building*+ 6/6/10 (Standard / Retained / Captured); + only 1/2 if destroyed; * only 1/2 if "
            "an enemy is within 1000 yards.",
        )
    )
    return tuple(lines)


def _special_rules(
    theatre: Theatre,
    special: Special | None,
    terrain: TerrainType,
    conditions: Conditions,
    snowing: bool | None,
    location: str | None,
    tables: ScenarioTables,
) -> tuple[str, ...]:
    texts = tables.texts
    out: list[str] = [texts.conditions[conditions]]
    if snowing is True:
        out.append(texts.snowing)
    elif snowing is False:
        out.append(texts.not_snowing)
    out.append(texts.terrain[terrain])
    if location == "Tunisia":
        out.append(texts.tunisia)
    if special is not None:
        out.append(texts.specials[special])
    out += list(texts.general)
    return tuple(out)
