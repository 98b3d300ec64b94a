"""Buying the forces, the pure rules: Table VI's point ratio as two budgets (from the defender's points or from a
total, halves rounded up), what was in service in a year (the Patton Special's 1946-47 included), and the allied
contingents the specials allow and the nation each unit is bought as."""

from __future__ import annotations

from typing import Any

import pytest

from morefire_gui.errors import UsageError
from morefire_gui.rules.catalogue.entries import CatalogueEntry
from morefire_gui.rules.scenario.forces import (
    LAST_WAR_YEAR,
    allied_contingents,
    bought_as,
    in_service,
    points_budget,
    round_half_up,
)
from morefire_gui.rules.scenario.nations import Allegiance
from morefire_gui.rules.scenario.terms import Special


def entry(
    nation: str = "germany", years: tuple[int, int] = (1939, 1945), users: tuple[str, ...] = (), **extra: Any
) -> CatalogueEntry:
    return CatalogueEntry.model_validate(
        {
            "id": "x",
            "name": "X",
            "nation": nation,
            "kind": "infantry",
            "infantry": {"fir": 1, "mf": 4, "max_range": 500},
            "years": list(years),
            "users": list(users),
            "points": 10,
            **extra,
        }
    )


# -- round_half_up -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "value, expected",
    [(0, 0), (0.4, 0), (0.5, 1), (1.5, 2), (2.5, 3), (499.5, 500), (1498.5, 1499), (2.49, 2), (-0.5, -1), (-1.4, -1)],
)
def test_halves_round_up_not_to_even(value: float, expected: int) -> None:
    assert round_half_up(value) == expected


# -- points_budget: Table VI's "Point Ratio Att Def" --------------------------------------------------------------
# Every ratio of Table VI (rows 1-6) and the specials' (Raid 3:2, Tarawa 3:1), from the defender's points.
@pytest.mark.parametrize(
    "ratio, defender, attacker",
    [
        ((3, 1), 1000, 3000),  # 1 Delay
        ((3, 2), 1000, 1500),  # 2 Holding Action, 5 Advance to Contact, Raid, Island
        ((1, 1), 1000, 1000),  # 3 Advance to Contact
        ((2, 1), 750, 1500),  # 4 Holding Action
        ((3, 5), 1000, 600),  # 6 Counterattack
        ((3, 2), 999, 1499),  # 1498.5: the half goes up
        ((3, 2), 1001, 1502),  # 1501.5
        ((3, 5), 999, 599),  # 599.4 down
        ((3, 5), 1005, 603),
        ((3, 2), 1, 2),  # 1.5 up
        ((3, 2), 0, 0),
    ],
)
def test_budget_from_the_defenders_points(ratio: tuple[int, int], defender: int, attacker: int) -> None:
    budget = points_budget(ratio, defender=defender)
    assert (budget.attacker, budget.defender) == (attacker, defender)
    assert budget.ratio == ratio
    assert budget.total == attacker + defender
    assert budget.steps[0].rule == "Table VI"
    assert f"{defender} x {ratio[0]}/{ratio[1]} = {attacker}" in budget.steps[0].message


# From a total for both: the defender's share to the nearest point (halves up), the attacker the rest.
@pytest.mark.parametrize(
    "ratio, total, attacker, defender",
    [
        ((3, 2), 1000, 600, 400),
        ((3, 1), 1000, 750, 250),
        ((1, 1), 1000, 500, 500),
        ((1, 1), 1001, 500, 501),  # 500.5: the half goes to the defender, and the two still add up
        ((2, 1), 1000, 667, 333),  # 333.3
        ((2, 1), 1001, 667, 334),  # 333.67
        ((3, 5), 1000, 375, 625),
        ((3, 2), 1, 1, 0),  # 0.4
        ((3, 2), 0, 0, 0),
    ],
)
def test_budget_from_a_total(ratio: tuple[int, int], total: int, attacker: int, defender: int) -> None:
    budget = points_budget(ratio, total=total)
    assert (budget.attacker, budget.defender) == (attacker, defender)
    assert budget.total == total
    assert f"the attacker the other {attacker}" in budget.steps[0].message


@pytest.mark.parametrize(
    "ratio, kwargs, words",
    [
        ((3, 2), {}, "not both"),
        ((3, 2), {"defender": 100, "total": 200}, "not both"),
        ((3, 2), {"defender": -1}, "0 or more"),
        ((3, 2), {"total": 10.5}, "whole number"),
        ((0, 2), {"defender": 100}, "above 0"),
        ((3,), {"defender": 100}, "two whole numbers"),
        ((3, 2, 1), {"defender": 100}, "two whole numbers"),
        ((1.5, 2), {"defender": 100}, "two whole numbers"),
    ],
)
def test_a_bad_ratio_or_points_is_refused(ratio: tuple[int, ...], kwargs: dict[str, Any], words: str) -> None:
    with pytest.raises(UsageError, match=words):
        points_budget(ratio, **kwargs)


# -- in_service ------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "years, year, served",
    [
        ((1943, 1945), None, True),  # no year: anything
        ((1943, 1945), 1942, False),
        ((1943, 1945), 1943, True),  # both years included
        ((1943, 1945), 1944, True),
        ((1943, 1945), 1945, True),
        ((1939, 1941), 1942, False),
        ((1939, 1941), 1939, True),
        # The Patton Special's 1946-47: what served to the end of the war serves on; what was retired before does not.
        ((1943, 1945), 1946, True),
        ((1943, 1945), 1947, True),
        ((1944, 1944), 1946, False),
        ((1939, 1943), 1947, False),
    ],
)
def test_in_service(years: tuple[int, int], year: int | None, served: bool) -> None:
    assert in_service(entry(years=years), year) is served


def test_the_war_ends_in_1945() -> None:
    assert LAST_WAR_YEAR == 1945


# -- allied_contingents ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "special, allegiance, nations",
    [
        (Special.PATTON, Allegiance.ALLIES, ("germany",)),  # "If Germans are used ... 20% of the Allied force"
        (Special.PATTON, Allegiance.AXIS, ()),  # the USSR takes no allies
        (
            Special.SYRIA,
            Allegiance.AXIS,
            ("germany", "italy"),
        ),  # "The Vichy can have up to 20% German or Italian allies"
        (Special.SYRIA, Allegiance.ALLIES, ("france",)),  # "The British can have up to 10% Free French Allies"
        (Special.RAID, Allegiance.AXIS, ()),
        (Special.RAID, Allegiance.ALLIES, ()),
        (Special.TARAWA, Allegiance.AXIS, ()),
        (Special.ISLAND, Allegiance.ALLIES, ()),
        (None, Allegiance.AXIS, ()),
        (Special.SYRIA, None, ()),
    ],
)
def test_allied_contingents(special: Special | None, allegiance: Allegiance | None, nations: tuple[str, ...]) -> None:
    assert allied_contingents(special, allegiance) == nations


# -- bought_as ---------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "nation, users, side, contingents, fielded, expected",
    [
        ("germany", (), "germany", (), True, "germany"),  # its own
        ("germany", (), "GERMANY", (), True, "germany"),  # the side's nation in any case
        ("all", (), "ussr", (), True, "ussr"),  # every nation's (a rifle squad)
        ("usa", ("ussr",), "ussr", (), True, "ussr"),  # Lend-Lease: fielded, the side's own
        ("usa", ("ussr",), "ussr", (), False, None),  # ... unless fielded units are left out
        ("usa", (), "ussr", (), True, None),  # not its nation's: cannot be bought
        ("germany", (), "usa", ("germany",), True, "germany"),  # PATTON: a German contingent of the Allies
        ("germany", (), "usa", ("germany",), False, "germany"),
        ("italy", (), "vichy_france", ("germany", "italy"), True, "italy"),
        ("czechoslovakia", ("germany",), "usa", ("germany",), True, "germany"),  # a contingent's fielded unit
        ("czechoslovakia", ("germany",), "usa", ("germany",), False, None),
        ("japan", (), "usa", ("germany",), True, None),
    ],
)
def test_bought_as(
    nation: str, users: tuple[str, ...], side: str, contingents: tuple[str, ...], fielded: bool, expected: str | None
) -> None:
    assert bought_as(entry(nation, users=users), side, contingents, fielded) == expected
