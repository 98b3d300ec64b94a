"""Hot seat: the side at the table places its own counters and buys its own forces. Placing or buying for the other
side from one's own view is refused by the session, whoever asks (the window, the command line, a remote side), with
the way to do it: hand the table over."""

from __future__ import annotations

import pytest

from morefire_gui.model.actions.forces import BuyForces, UnitPick
from morefire_gui.model.actions.table import PlaceUnit
from morefire_gui.model.actions.turns import HandOver
from morefire_gui.model.battle import Unit
from morefire_gui.session.battle_session import BattleSession
from tests.session.test_forces import session_of


def at_table(side: str, sequence: str) -> BattleSession:
    session = session_of(settings={"sequence": sequence})
    # Everyone at the table (the umpire's view): a counter of any side is placed.
    assert (
        session.perform(place("axis", (30.0, 5.0))).accepted and session.perform(place("allies", (30.0, 40.0))).accepted
    )
    assert session.commit(session.perform(HandOver(to=side))) is not None
    return session


def place(side: str, at: tuple[float, float]) -> PlaceUnit:
    return PlaceUnit(unit=Unit(id=f"{side[:2]}9", side=side, type="R", at=at))


@pytest.mark.parametrize("sequence", ["strict", "free"])
def test_a_counter_is_placed_only_for_the_side_at_the_table(sequence: str) -> None:
    session = at_table("allies", sequence)
    refused = session.perform(place("axis", (30.0, 5.0)))
    assert refused.refused and refused.rule == "Hidden information"
    assert refused.reason == (
        "Allies has the table and places its own counters, not Axis's: hand the table over to Axis to place them "
        "(Players → Hand Over)"
    )
    assert session.commit(refused) is None and session.battle.units == []
    placed = session.perform(place("allies", (30.0, 40.0)))
    assert placed.accepted, placed.reason
    session.commit(placed)
    assert session.commit(session.perform(HandOver(to="axis"))) is not None
    assert session.perform(place("axis", (30.0, 5.0))).accepted
    assert session.perform(PlaceUnit(unit=Unit(id="al8", side="allies", type="R", at=(30.0, 40.0)))).refused


def test_forces_are_bought_only_for_the_side_at_the_table() -> None:
    session = session_of(settings={"sequence": "strict"})
    # Everyone at the table (the umpire's view): any side buys.
    assert session.perform(BuyForces(side="axis", units=(UnitPick(type="R", count=2),))).accepted
    assert session.commit(session.perform(HandOver(to="allies"))) is not None
    refused = session.perform(BuyForces(side="axis", units=(UnitPick(type="R", count=2),)))
    assert refused.refused and refused.rule == "Hidden information"
    assert refused.reason.startswith("Allies has the table and buys its own forces, not Axis's: hand the table over")
    assert session.perform(BuyForces(side="allies", units=(UnitPick(type="R", count=2),))).accepted
