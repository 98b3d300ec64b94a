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
from typing import TYPE_CHECKING

from morefire_gui.rules.explain import NoteStep, Step, TableStep
from morefire_gui.rules.words import AND_THEN, QT_TRANSLATE_NOOP, joined

if TYPE_CHECKING:  # the battle's model reads Formation; the tables' model only when a squad is judged
    from morefire_gui.rules.infantry.tables import InfantryTables

RULE = "3.3"
# A row of 3.3 as the rule prints it: "German Waffen SS 1945", its nation and formation said in the reader's language.
_ROW = QT_TRANSLATE_NOOP("Rules", "{row} {years}")


class Formation(str, Enum):
    """The formation a unit belongs to, where a rule reads it (a unit's ``formation`` key): 3.3 names the Russian
    Guard and the German Waffen SS beside the nations."""

    GUARD = "guard"
    WAFFEN_SS = "waffen_ss"

    @property
    def label(self) -> str:
        return {Formation.GUARD: QT_TRANSLATE_NOOP("Rules", "Guard"), Formation.WAFFEN_SS: "Waffen SS"}[self]


@dataclass(frozen=True)
class Eligibility:
    eligible: bool
    reason: str
    row: str | None
    steps: tuple[Step, ...]


def formation_nations(formation: Formation, tables: InfantryTables) -> tuple[str, ...]:
    """The nations whose armies have the formation (3.3's rows: the Guard is Russian, the Waffen SS German)."""
    return tuple(dict.fromkeys(r.nation for r in tables.suicide_squads.eligible if r.formation == formation.value))


def formations_of(nation: str, tables: InfantryTables) -> tuple[Formation, ...]:
    """The formations a unit of ``nation`` may belong to (none for most nations)."""
    return tuple(f for f in Formation if nation in formation_nations(f, tables))


def _formation_label(value: str) -> str:
    try:
        return Formation(value).label
    except ValueError:
        return value.replace("_", " ")


def _years(first: int, last: int) -> str:
    """Years as the rule prints them: 1945, 1941-42, 1931-45."""
    if first == last:
        return str(first)
    return f"{first}-{last % 100:02d}" if first // 100 == last // 100 else f"{first}-{last}"


def suicide_eligibility(
    nation: str, year: int, unit_type: str, formation: Formation | None, tables: InfantryTables
) -> Eligibility:
    """Whether a unit may be reclassified as a suicide squad (3.3): an R, RF or SMG unit of a row's nation and
    formation (a row without one takes any unit of its nation: the Japanese), in a year of that row."""
    table = tables.suicide_squads

    def no(why: str, row: str | None = None) -> Eligibility:
        return Eligibility(False, why, row, (NoteStep(why, RULE),))

    if unit_type not in table.types:
        return no(
            QT_TRANSLATE_NOOP("Rules", "only {types} units can be reclassified ({type} cannot)").format(
                types=", ".join(table.types), type=unit_type
            )
        )
    rows = [r for r in table.eligible if r.nation == nation]
    if not rows:
        # "Russian Guard 1941-42; German Waffen SS 1945; Japanese 1931-45", each row said in the reader's language
        names = joined((_ROW.format(row=r.label, years=_years(*r.years)) for r in table.eligible), AND_THEN)
        return no(
            QT_TRANSLATE_NOOP("Rules", "no suicide squads for {nation} ({rows})").format(
                nation=tables.nation_name(nation), rows=names
            )
        )
    refusal: Eligibility | None = None
    for row in rows:
        first, last = row.years
        if row.formation is not None and (formation is None or formation.value != row.formation):
            wanted = _formation_label(row.formation)
            has = formation.label if formation is not None else QT_TRANSLATE_NOOP("Rules", "none")
            refusal = refusal or no(
                QT_TRANSLATE_NOOP(
                    "Rules", "{row} {years} only: this unit is not of the {wanted} (its formation: {has})"
                ).format(row=row.label, years=_years(first, last), wanted=wanted, has=has),
                row.label,
            )
            continue
        if not first <= year <= last:
            refusal = refusal or no(
                QT_TRANSLATE_NOOP("Rules", "{row} {years} only (the battle is in {year})").format(
                    row=row.label, years=_years(first, last), year=year
                ),
                row.label,
            )
            continue
        return Eligibility(
            True,
            "",
            row.label,
            (
                TableStep(
                    QT_TRANSLATE_NOOP("Rules", "Suicide squads"),
                    _ROW.format(row=row.label, years=_years(first, last)),
                    QT_TRANSLATE_NOOP("Rules", "{type} may be reclassified").format(type=unit_type),
                    RULE,
                ),
            ),
        )
    assert refusal is not None
    return refusal


def is_japanese(nation: str, tables: InfantryTables) -> bool:
    return nation == tables.suicide_squads.japanese_nation


def may_melee_infantry(nation: str, tables: InfantryTables) -> str | None:
    """3.3: "only Japanese units can assault non-tank/bunker units". Why a suicide squad may not melee infantry,
    or None."""
    if is_japanese(nation, tables):
        return None
    return QT_TRANSLATE_NOOP(
        "Rules", "a suicide squad must assault a tank or bunker: only Japanese suicide squads fight other units (3.3)"
    )


def destroyed_after_melee(nation: str, against_tank_or_bunker: bool, tables: InfantryTables) -> tuple[bool, Step]:
    """3.3: a suicide squad is destroyed once it melees, won or lost; Japanese squads fighting infantry, weapon
    systems, artillery or administration units are not, but must continue attacking until destroyed."""
    if is_japanese(nation, tables) and not against_tank_or_bunker:
        return False, NoteStep(
            QT_TRANSLATE_NOOP(
                "Rules",
                "a Japanese suicide squad fighting infantry is not automatically destroyed, but must continue "
                "attacking until it is destroyed",
            ),
            RULE,
        )
    return True, NoteStep(
        QT_TRANSLATE_NOOP("Rules", "once a suicide squad melees it is destroyed, whether it won the melee or not"), RULE
    )
