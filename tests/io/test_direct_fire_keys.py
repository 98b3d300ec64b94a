"""The battle file's direct fire keys: ``spotted_by`` (2.1 advanced) and ``damage`` (2.6), read, checked (each problem
at its key) and written back (left out when empty)."""

from __future__ import annotations

import pytest

from morefire_gui.errors import BattleFileError
from morefire_gui.io.battle_file import battle_to_yaml, parse_battle
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.direct_fire.terms import CampaignDamage
from morefire_gui.rules.tables import RuleTables

HEAD = (
    'format: morefire-battle\nversion: 1\ntable: {width: 72, depth: 48, unit: in}\nscale: "1:50"\nsides:\n'
    "  - {id: axis, nation: germany, edge: north}\n  - {id: allies, nation: ussr, edge: south}\nunits:\n"
)
GOOD = (
    HEAD
    + """  - {id: ge, side: axis, type: pz4h, at: [10, 10]}
  - {id: ge2, side: axis, type: pz4h, at: [12, 10]}
  - {id: su, side: allies, type: t34_76_43, at: [20, 20], spotted_by: [ge, ge2], damage: [T, E]}
"""
)


def load(text: str, catalogue: Catalogue, tables: RuleTables):  # type: ignore[no-untyped-def]
    return parse_battle(text, "b.yaml", catalogue, tables)


def test_read_and_written_back(catalogue: Catalogue, tables: RuleTables) -> None:
    b = load(GOOD, catalogue, tables)
    su = b.unit("su")
    assert su.spotted_by == ("ge", "ge2") and su.damage == (CampaignDamage.T, CampaignDamage.E)
    text = battle_to_yaml(b)
    assert "spotted_by: [ge, ge2]" in text and "damage: [T, E]" in text
    again = load(text, catalogue, tables)
    assert again.model_dump(exclude={"app_version"}) == b.model_dump(exclude={"app_version"})


def test_left_out_when_empty(catalogue: Catalogue, tables: RuleTables) -> None:
    text = battle_to_yaml(load(HEAD + "  - {id: ge, side: axis, type: pz4h, at: [10, 10]}\n", catalogue, tables))
    assert "spotted_by" not in text and "damage" not in text


@pytest.mark.parametrize(
    "unit, key, words",
    [
        (
            "{id: su, side: allies, type: t34_76_43, at: [20, 20], spotted_by: [zz]}",
            "units[1].spotted_by[0]",
            "unknown unit 'zz'",
        ),
        (
            "{id: su, side: allies, type: t34_76_43, at: [20, 20], spotted_by: [su]}",
            "units[1].spotted_by[0]",
            "cannot have spotted itself",
        ),
        (
            "{id: su, side: axis, type: t34_76_43, at: [20, 20], spotted_by: [ge]}",
            "units[1].spotted_by[0]",
            "'ge' fights for side 'axis', as su does: only the enemy spots a unit (2.1)",
        ),
        (
            "{id: su, side: allies, type: t34_76_43, at: [20, 20], spotted_by: [ge, ge]}",
            "units[1].spotted_by",
            "listed twice",
        ),
        ("{id: su, side: allies, type: R, at: [20, 20], damage: [E]}", "units[1].damage", "a vehicle's"),
        ("{id: su, side: allies, type: t34_76_43, at: [20, 20], damage: [Q]}", "units[1].damage", ""),
    ],
)
def test_problems_at_their_keys(catalogue: Catalogue, tables: RuleTables, unit, key, words) -> None:  # type: ignore[no-untyped-def]
    text = HEAD + "  - {id: ge, side: axis, type: pz4h, at: [10, 10]}\n" + f"  - {unit}\n"
    with pytest.raises(BattleFileError) as caught:
        load(text, catalogue, tables)
    problems = [p for p in caught.value.problems if p.key.startswith(key)]
    assert problems and words in problems[0].message
    assert problems[0].line == 10  # the line of the unit
