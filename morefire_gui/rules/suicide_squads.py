"""Rule 3.3, suicide squads: who may be reclassified, what they may attack, and what happens to them after a melee.

    "Only R, RF and SMG units of the following nationalities can be reclassified: Russian Guard 1941-42; German
    Waffen SS 1945; Japanese 1931-45."
    "once reclassified, the unit must on that turn attempt to assault the NEAREST enemy tank or bunker. only
    Japanese units can assault non-tank/bunker units. Once a suicide squad melees it is destroyed whether it won
    the melee or not."
    "Japanese suicide squads are not automatically destroyed, if they are fighting infantry, weapon systems,
    artillery or administration units BUT they must continue attacking until they are destroyed."
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from morefire_gui.rules.explain import NoteStep, Step, TableStep
from morefire_gui.rules.infantry_tables import InfantryTables

RULE = "3.3"


class Formation(str, Enum):
    """The formations 3.3 names beside the nations: Russian Guards and the German Waffen SS."""

    GUARDS = "guards"
    WAFFEN_SS = "waffen_ss"


@dataclass(frozen=True)
class Eligibility:
    eligible: bool
    reason: str
    row: str | None
    steps: tuple[Step, ...]


def suicide_eligibility(nation: str, year: int, unit_type: str, formation: Formation | None,
                        tables: InfantryTables) -> Eligibility:
    """Whether a unit may be reclassified as a suicide squad (3.3): an R, RF or SMG unit of a row's nation and
    formation, in a year of that row. Japanese units need no formation."""
    table = tables.suicide_squads
    if unit_type not in table.types:
        why = f"only {', '.join(table.types)} units can be reclassified ({unit_type} cannot)"
        return Eligibility(False, why, None, (NoteStep(why, RULE),))
    for row in table.eligible:
        if row.nation != nation:
            continue
        first, last = row.years
        if row.formation is not None and (formation is None or formation.value != row.formation):
            why = f"{row.label} only: this unit is not of the {row.formation.replace('_', ' ')}"
            return Eligibility(False, why, row.label, (NoteStep(why, RULE),))
        if not first <= year <= last:
            years = str(first) if first == last else f"{first}-{last}"
            why = f"{row.label} {years} only (the battle is in {year})"
            return Eligibility(False, why, row.label, (NoteStep(why, RULE),))
        years = str(first) if first == last else f"{first}-{last}"
        return Eligibility(True, "", row.label, (
            TableStep("Suicide squads", f"{row.label} {years}", f"{unit_type} may be reclassified", RULE),))
    names = "; ".join(f"{r.label} {r.years[0]}-{r.years[1]}" for r in table.eligible)
    why = f"no suicide squads for {nation} ({names})"
    return Eligibility(False, why, None, (NoteStep(why, RULE),))


def is_japanese(nation: str, tables: InfantryTables) -> bool:
    return nation == tables.suicide_squads.japanese_nation


def may_melee_infantry(nation: str, tables: InfantryTables) -> str | None:
    """3.3: "only Japanese units can assault non-tank/bunker units". Why a suicide squad may not melee infantry,
    or None."""
    if is_japanese(nation, tables):
        return None
    return "a suicide squad must assault a tank or bunker: only Japanese suicide squads fight other units (3.3)"


def destroyed_after_melee(nation: str, against_tank_or_bunker: bool, tables: InfantryTables) -> tuple[bool, Step]:
    """3.3: a suicide squad is destroyed once it melees, won or lost; Japanese squads fighting infantry, weapon
    systems, artillery or administration units are not, but must continue attacking until destroyed."""
    if is_japanese(nation, tables) and not against_tank_or_bunker:
        return False, NoteStep("a Japanese suicide squad fighting infantry is not automatically destroyed, but must "
                               "continue attacking until it is destroyed", RULE)
    return True, NoteStep("once a suicide squad melees it is destroyed, whether it won the melee or not", RULE)
