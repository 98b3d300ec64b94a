"""Buying the forces: Table VI's point ratio as two budgets, what was in service in the battle's year, and the allied
contingents the specials allow. Pure rules: the force builder (session/forces/) gives them facts.

Readings (docs/rules-notes.md, "Forces"):

* Table VI's "Point Ratio Att Def": the attacker's budget is the defender's times Att/Def, to the nearest point
  (halves up); with a total for both, the defender's share is the total times Def/(Att+Def), to the nearest point,
  and the attacker has the rest, so that the two add up to the total.
* "In service" is the catalogue's ``years``, both years included. The Patton Special is fought in 1946-47, after the
  catalogue's last year: what served to the end of the war serves on.
* The allied contingents: PATTON's Germans in the Allied force, SYRIA's German or Italian allies of the Vichy and
  Free French allies of the British. Anything else a side buys is of its own nation (or fielded by it). A nation
  that fields another's army's equipment (nations.yaml ``equipment_of``: Vichy France, France's) buys it as its own:
  SYRIA's Vichy take the French 47mm and R35s as theirs, while the British take them as Free French allies.
* A battery's points: on the table, its guns' catalogue points; off the table, each gun at the points of the
  catalogue gun of its kind (a mortar, or a howitzer or field gun) the side may buy in the year whose calibre is the
  nearest (the larger of two as near), as if the same guns stood on the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from morefire_gui.errors import UsageError
from morefire_gui.rules.catalogue.entries import CatalogueEntry
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.scenario.nations import Allegiance
from morefire_gui.rules.scenario.terms import Special
from morefire_gui.rules.words import QT_TRANSLATE_NOOP

__all__ = [
    "LAST_WAR_YEAR",
    "BatteryGun",
    "PointsBudget",
    "allied_contingents",
    "bought_as",
    "in_service",
    "off_table_price",
    "points_budget",
    "round_half_up",
]

# The last year of the war, and of the catalogue's service years.
LAST_WAR_YEAR = 1945


def round_half_up(value: float) -> int:
    """Whole points, halves up (499.5 -> 500): ``round`` would round halves to even."""
    return int(value + 0.5) if value >= 0 else -int(-value + 0.5)


@dataclass(frozen=True)
class PointsBudget:
    """The points each side may spend: Table VI's ratio applied to the defender's points or to a total."""

    ratio: tuple[int, int]
    attacker: int
    defender: int
    steps: tuple[Step, ...]

    @property
    def total(self) -> int:
        return self.attacker + self.defender


def _check_ratio(ratio: Sequence[int]) -> tuple[int, int]:
    if len(ratio) != 2 or any(int(r) != r or r <= 0 for r in ratio):
        raise UsageError(f"a point ratio is two whole numbers above 0, attacker to defender (got {tuple(ratio)})")
    return int(ratio[0]), int(ratio[1])


def points_budget(ratio: Sequence[int], *, defender: int | None = None, total: int | None = None) -> PointsBudget:
    """Table VI's "Point Ratio Att Def" as the two sides' budgets, from the defender's points (``defender``) or from
    the points of both sides together (``total``); exactly one of them."""
    att, dfn = _check_ratio(ratio)
    if (defender is None) == (total is None):
        raise UsageError("give the defender's points or the total of both sides, not both")
    given = defender if defender is not None else total
    assert given is not None
    if int(given) != given or given < 0:
        raise UsageError(f"points are a whole number, 0 or more (got {given})")
    steps: list[Step] = []
    if defender is not None:
        attacker = round_half_up(defender * att / dfn)
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP(
                    "Rules", "the defender has {defender} points; the attacker {defender} x {att}/{dfn} = {attacker}"
                ).format(defender=defender, att=att, dfn=dfn, attacker=attacker),
                "Table VI",
            )
        )
        return PointsBudget((att, dfn), attacker, int(defender), tuple(steps))
    assert total is not None
    share = round_half_up(total * dfn / (att + dfn))
    steps.append(
        NoteStep(
            QT_TRANSLATE_NOOP(
                "Rules",
                "{total} points in all at {att}:{dfn}: the defender {total} x {dfn}/{sum} = {share}, the attacker the "
                "other {rest}",
            ).format(total=total, att=att, dfn=dfn, sum=att + dfn, share=share, rest=total - share),
            "Table VI",
        )
    )
    return PointsBudget((att, dfn), int(total) - share, share, tuple(steps))


def in_service(entry: CatalogueEntry, year: int | None) -> bool:
    """Whether ``entry`` was in service in ``year`` (None: any year). After the war (the Patton Special's 1946-47)
    what served to its end serves on."""
    if year is None:
        return True
    first, last = entry.years
    if year > LAST_WAR_YEAR and last >= LAST_WAR_YEAR:
        return first <= year
    return first <= year <= last


def allied_contingents(special: Special | None, allegiance: Allegiance | None) -> tuple[str, ...]:
    """The nations whose units a side may take as allies under a special (their share is limited by
    :func:`morefire_gui.rules.scenario.specials.check_force`):

    * PATTON SPECIAL: "If Germans are used, they cannot comprise more than 20% of the Allied force."
    * SYRIA: "The Vichy can have up to 20% German or Italian allies. The British can have up to 10% Free French
      Allies."
    """
    if special is Special.PATTON and allegiance is Allegiance.ALLIES:
        return ("germany",)
    if special is Special.SYRIA and allegiance is Allegiance.AXIS:
        return ("germany", "italy")
    if special is Special.SYRIA and allegiance is Allegiance.ALLIES:
        return ("france",)
    return ()


def bought_as(entry: CatalogueEntry, nation: str, contingents: Sequence[str] = (), fielded: bool = True) -> str | None:
    """The nation a side of ``nation`` buys ``entry`` as: its own (an entry of its nation, of every nation, of a nation
    whose equipment it fields as its own (nations.yaml ``equipment_of``: Vichy France, France's), or, with
    ``fielded``, one it fielded), else the allied contingent it comes from (its nation, or a contingent that fielded
    it), else None: the side cannot buy it."""
    n = nation.lower()
    if entry.own_of(n) or (fielded and n in entry.users):
        return n
    if entry.nation in contingents:
        return entry.nation
    if fielded:
        return next((c for c in contingents if c in entry.users), None)
    return None


@dataclass(frozen=True)
class BatteryGun:
    """A catalogue gun a battery may be made of: its id, name, calibre, points, and whether it is a mortar."""

    id: str
    name: str
    calibre_mm: float
    points: int
    mortar: bool


def off_table_price(calibre_mm: float, mortar: bool, guns: Sequence[BatteryGun]) -> BatteryGun | None:
    """The catalogue gun an off-table battery of ``calibre_mm`` is priced by: of the guns a side may buy, those of its
    kind (mortars for mortars, howitzers and field guns otherwise), the nearest in calibre, the larger of two as near
    (docs/rules-notes.md, "Forces — batteries"). None: the side has no gun of the kind to price it by."""
    kind = [g for g in guns if g.mortar is mortar]
    if not kind:
        return None
    return min(kind, key=lambda g: (abs(g.calibre_mm - calibre_mm), -g.calibre_mm, -g.points, g.id))
