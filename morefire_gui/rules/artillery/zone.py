"""Rule 4.5, the barrage damage zone: a circle centred on the impact point, its diameter in yards by pattern,
number of guns and calibre."""

from __future__ import annotations

from dataclasses import dataclass

from morefire_gui.rules.artillery.batteries import Battery
from morefire_gui.rules.artillery.tables import ArtilleryTables, calibre_column
from morefire_gui.rules.artillery.terms import ArtilleryError, Pattern
from morefire_gui.rules.explain import NoteStep, Step, TableStep
from morefire_gui.rules.words import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class DamageZone:
    """4.5: "The damage zone is measured as diameter, with the impact point as the center." The geometry layer
    draws it round the impact point and lists the units in or partly in it."""

    pattern: Pattern
    guns: int
    calibre_mm: float
    column: str
    diameter_yards: int
    steps: tuple[Step, ...]

    @property
    def radius_yards(self) -> float:
        return self.diameter_yards / 2


_YARDS = QT_TRANSLATE_NOOP("Rules", "{yards} yards")


def check_pattern(battery: Battery, pattern: Pattern, *, advanced: bool) -> None:
    """4.5: spread is the only pattern in basic games; 4.7: naval guns can only fire a spread pattern."""
    if pattern is Pattern.CONVERGED and battery.is_naval:
        raise ArtilleryError(
            QT_TRANSLATE_NOOP("Rules", "{battery}: naval guns can only fire a spread pattern (4.7)").format(
                battery=battery.name or QT_TRANSLATE_NOOP("Rules", "a naval battery")
            )
        )
    if pattern is Pattern.CONVERGED and not advanced:
        raise ArtilleryError(
            QT_TRANSLATE_NOOP(
                "Rules", "the converged pattern is not used in basic games: spread is the only pattern (4.5)"
            )
        )


def damage_zone(battery: Battery, pattern: Pattern, tables: ArtilleryTables, *, advanced: bool) -> DamageZone:
    """4.5: the damage zone of ``battery`` firing ``pattern``.

    The chart prints one-, four- and six-gun rows, and each is the one-gun row times the number of guns (the
    table loader checks it). A battery of another size (two or three guns after losses, eight guns) is read the
    same way: the one-gun diameter times its guns. Mortars use their calibre's column (4.41). Calibres are
    read in whole millimetres, so the columns are <80, 80-<110, 110-<160 and 160+ mm.
    """
    check_pattern(battery, pattern, advanced=advanced)
    table = tables.damage_zone
    index = calibre_column(table.columns, battery.calibre_mm)
    column = table.columns[index].label
    name = QT_TRANSLATE_NOOP("Rules", "Barrage damage zone, {pattern}").format(pattern=pattern.value)
    steps: list[Step] = []
    if battery.is_mortar:
        steps.append(NoteStep(QT_TRANSLATE_NOOP("Rules", "mortars use their calibre's column"), "4.41"))
    printed = table.printed_row(pattern, battery.guns)
    if printed is not None:
        diameter = printed.yards[index]
        steps.append(TableStep(name, printed.label, _YARDS.format(yards=diameter), "4.5", column))
    else:
        one = table.one_gun_row(pattern)
        diameter = one.yards[index] * battery.guns
        steps.append(TableStep(name, one.label, _YARDS.format(yards=one.yards[index]), "4.5", column))
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "{guns} guns: {per_gun} yards per gun x {guns} = {yards} yards (every printed row is per gun x guns)",
                ).format(guns=battery.guns, per_gun=one.yards[index], yards=diameter),
                "4.5",
            )
        )
    return DamageZone(pattern, battery.guns, battery.calibre_mm, column, diameter, tuple(steps))
