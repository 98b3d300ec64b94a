"""SYRIA's Vichy French field the French army's equipment as their own (nations.yaml: vichy_france
``equipment_of: [france]``): in a 1941 battle they buy the French 47mm, 75mm, 81mm, R35s and Panhard 178s as Vichy
units, not as German or Italian allies, while the British still take them as Free French allies, at most 10%."""

from __future__ import annotations

import re

import pytest

from morefire_gui.io.resources import bundled_catalogue, nation_table
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.scenario.forces import bought_as
from morefire_gui.session.forces import available_units, check_forces, force_setup
from tests.session.test_forces import P, failed, plan, session_of

CAT = bundled_catalogue()
FRENCH = ["fr_25_sa34", "fr_47_sa37_at", "fr_75_1897", "fr_81_mortar", "r35", "panhard178"]


def syria(year: int = 1941):  # type: ignore[no-untyped-def]
    return session_of(special="syria", year=year, axis="vichy_france", allies="britain", attacker="allies")


def test_vichy_france_fields_the_french_armys_equipment() -> None:
    assert nation_table().nations["vichy_france"].equipment_of == ("france",)
    assert nation_table().armies_fielding("france") == ("vichy_france",)
    assert CAT["fr_47_sa37_at"].own_to == ("vichy_france",) and CAT["pz4h"].own_to == ()


@pytest.mark.parametrize("year", [1941, 1942])
def test_a_syria_battles_vichy_side_buys_french_guns_and_tanks_as_its_own(year: int) -> None:
    session = syria(year)
    setup = force_setup(session)
    vichy = {e.id for e in available_units(session, "axis", year, setup)}
    assert set(FRENCH) <= vichy
    assert set(FRENCH) <= {e.id for e in available_units(session, "axis", year, setup, fielded=False)}
    assert "b1bis" not in vichy  # retired in 1940
    assert all(bought_as(CAT[i], "vichy_france", ("germany", "italy")) == "vichy_france" for i in FRENCH)
    # A Vichy force all French equipment: no German or Italian allies in it, so SYRIA's 20% is not touched.
    check = check_forces(
        session,
        plan(
            axis=[
                P("R", 10),
                P("fr_47_sa37_at", 4),
                P("fr_75_1897", 2),
                P("fr_81_mortar", 2),
                P("r35", 3),
                P("panhard178", 2),
            ],
            year=year,
        ),
    )
    assert check.valid, failed(check)
    said = " ".join(str(c) for c in check.checks if c.rule == "SYRIA")
    assert re.search(r"German and Italian allies: (0 of \d+ points of the Vichy force, )?0\.0%", said), said


@pytest.mark.parametrize("tanks, ok", [(0, True), (2, False)])
def test_the_british_still_take_french_units_as_free_french_allies(tanks: int, ok: bool) -> None:
    session = syria()
    assert bought_as(CAT["r35"], "britain", ("france",)) == "france"
    # 45 rifle squads (450) and a French 47 mm (50): 10%; with R35s more.
    check = check_forces(session, plan(allies=[P("R", 45), P("fr_47_sa37_at"), P("r35", tanks)], year=1941))
    syria_failed = [c for c in failed(check) if c.startswith("SYRIA")]
    assert (syria_failed == []) is ok, failed(check)


def test_only_a_catalogue_told_of_the_relation_marks_the_entries() -> None:
    plain = Catalogue({e.id: e.fielded_as_own(()) for e in CAT})
    assert bought_as(plain["r35"], "vichy_france", (), fielded=False) is None
    # Told nothing, the Vichy would buy the French 47mm (fielded by the Germans too) as a German ally.
    assert bought_as(plain["fr_47_sa37_at"], "vichy_france", ("germany", "italy")) == "germany"
    marked = Catalogue({e.id: e for e in plain}, nation_table().armies_fielding)
    assert bought_as(marked["fr_47_sa37_at"], "vichy_france", ("germany", "italy")) == "vichy_france"
    assert bought_as(marked["r35"], "vichy_france", (), fielded=False) == "vichy_france"
    assert {e.id for e in marked.for_nation("vichy_france")} >= set(FRENCH)
    assert "fr_47_sa37_at" not in {e.id for e in marked.for_nation("britain", fielded=True)}


def test_a_nation_fielding_an_unknown_army_is_refused() -> None:
    from pydantic import ValidationError

    from morefire_gui.rules.scenario.nations import NationTables

    with pytest.raises(ValidationError, match=r"nations.vichy_france.equipment_of: 'gaul' is not another nation"):
        NationTables.model_validate(
            {"nations": {"vichy_france": {"name": "Vichy France", "allegiance": "axis", "equipment_of": ["gaul"]}}}
        )
