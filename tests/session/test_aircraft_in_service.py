"""Every nation the scenario system fields has an aircraft to fly in each year of the war it fought (Table VII's
airstrikes have something to fly), or the app says it has none: "no aircraft of Minor Axis in service in 1942"."""

from __future__ import annotations

from pathlib import Path

import pytest

from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.tables import RuleTables
from morefire_gui.session.aircraft import nation_aircraft, no_aircraft_of, no_aircraft_text, side_aircraft
from tests.session.air_battle import AIR_BATTLE, air_session

WAR = range(1939, 1946)
# The years each nation fought in 1939-1945 (the scenario system's Table I years).
FOUGHT: dict[str, range] = {
    "germany": WAR,
    "italy": range(1940, 1946),
    "hungary": range(1941, 1946),
    "romania": range(1941, 1946),
    "finland": WAR,  # the Winter War 1939-40, the Continuation War 1941-44, the Lapland War 1944-45
    "japan": WAR,  # at war with China since 1937
    "vichy_france": range(1940, 1943),
    "ussr": WAR,
    "usa": range(1941, 1946),
    "britain": WAR,
    "commonwealth": WAR,
    "france": WAR,  # the Free French from 1940
    "poland": WAR,  # in exile with the RAF from 1940, the Polish People's Army from 1943
    "china": WAR,
}
# Nations with no aircraft of their own in the catalogue: the app says so.
NONE_OF_THEIR_OWN = ("minor_axis",)


def test_every_nation_is_accounted_for(tables: RuleTables) -> None:
    assert set(tables.nations.nations) == set(FOUGHT) | set(NONE_OF_THEIR_OWN)


@pytest.mark.parametrize("nation", sorted(FOUGHT))
def test_every_nation_has_an_aircraft_in_service_in_each_year_it_fought(
    nation: str, catalogue: Catalogue, tables: RuleTables
) -> None:
    for year in FOUGHT[nation]:
        assert nation_aircraft(catalogue, nation, year), f"{nation} has no aircraft in service in {year}"
        assert no_aircraft_of(catalogue, tables, nation, year) is None


@pytest.mark.parametrize("year", list(WAR))
def test_a_nation_without_aircraft_is_said_to_have_none(year: int, catalogue: Catalogue, tables: RuleTables) -> None:
    assert no_aircraft_of(catalogue, tables, "minor_axis", year) == f"no aircraft of Minor Axis in service in {year}"


@pytest.mark.parametrize(
    ("nation", "year", "expected"),
    [
        ("ussr", 1939, {"i16", "i153", "sb2"}),
        ("ussr", 1940, {"i16", "i153", "sb2"}),
        ("finland", 1939, {"fi_d21", "fi_blenheim"}),
        ("finland", 1945, {"fi_blenheim"}),
        ("japan", 1939, {"jp_ki27", "jp_ki30"}),
        ("romania", 1941, {"ro_p24e", "ro_iar80"}),
        ("china", 1939, {"i16", "i153", "sb2"}),
        ("china", 1945, {"p51d"}),
        ("poland", 1941, {"hurricane2c"}),
    ],
)
def test_the_aircraft_added_for_the_early_war(nation: str, year: int, expected: set[str], catalogue: Catalogue) -> None:
    assert expected <= {e.id for e in nation_aircraft(catalogue, nation, year)}


def test_a_battle_says_when_a_side_has_no_aircraft(tmp_path: Path) -> None:
    session = air_session(tmp_path, AIR_BATTLE.replace("nation: germany", "nation: minor_axis"))
    assert side_aircraft(session, "axis") == []
    assert no_aircraft_text(session, "axis") == "no aircraft of Minor Axis in the catalogue"  # no briefing: any year
    assert no_aircraft_text(session, "allies") is None
