"""TARAWA's fake markers placed with the forces: "the Japanese player deploys markers representing fake (1/3) and
actual (2/3) positions". The split is of the markers (6 actual positions take 3 fakes), checked by the session when
Place Forces' action is performed, and a fake is told from a real marker by nothing another side may see."""

from __future__ import annotations

from collections import Counter

import pytest

from morefire_gui.model.actions.forces import BuyForces, UnitPick
from morefire_gui.model.terms import Status
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.visibility import seen_battle, view_of
from tests.session.test_forces import session_of


def tarawa(**kw: object) -> BattleSession:
    return session_of(special="tarawa", axis="japan", allies="usa", attacker="allies", ratio=(3, 1), **kw)


def island() -> BattleSession:
    return session_of(special="island", axis="japan", allies="usa", attacker="allies")


def rifles(n: int) -> tuple[UnitPick, ...]:
    return (UnitPick(type="R", count=n),)


def test_the_japanese_deploy_their_counters_hidden_with_one_third_of_the_markers_fake() -> None:
    session = tarawa()
    resolution = session.perform(BuyForces(side="axis", units=rifles(6), hidden=True, fakes=3))
    assert resolution.accepted, resolution.refusal
    limits = [str(c) for c in resolution.result.check.checks if c.rule == "TARAWA"]
    assert "TARAWA: Axis: 9 markers: 6 actual positions and 3 fake (fake 1/3, actual 2/3)" in limits
    session.commit(resolution)
    units = session.battle.units
    assert len(units) == 9 and all(u.has(Status.HIDDEN) for u in units)
    fakes = [u for u in units if u.decoy]
    assert sorted(u.name for u in fakes) == ["Fake marker 1", "Fake marker 2", "Fake marker 3"]
    assert {u.type for u in fakes} == {"R"}  # each stands as one of the actual positions would
    assert session.battle.log[-1].secret and session.battle.log[-1].side == "axis"
    # More later: the split counts the markers on the table too (4 more actual positions take 2 more fakes).
    more = session.perform(BuyForces(side="axis", units=rifles(4), hidden=True, fakes=2))
    assert more.accepted, more.refusal
    session.commit(more)
    assert sorted(u.name for u in session.battle.units if u.decoy)[-2:] == ["Fake marker 4", "Fake marker 5"]
    # The real ones are numbered on among themselves: no number is skipped for a fake of their type.
    real = sorted(int(u.name.split()[-1]) for u in session.battle.units if not u.decoy)
    assert real == list(range(1, 11))


@pytest.mark.parametrize("fakes", [0, 2, 4])
def test_a_split_other_than_one_third_fake_is_refused_saying_what_the_rule_requires(fakes: int) -> None:
    session = tarawa()
    resolution = session.perform(BuyForces(side="axis", units=rifles(6), hidden=True, fakes=fakes))
    assert resolution.refused and resolution.rule == "TARAWA"
    said = (
        f"{fakes} fake markers with 6 actual positions: one third of the markers are fake, so 6 actual positions take "
        "3 fake markers (half as many, rounded up)"
    )
    assert resolution.refusal.count(said) == 1 and session.battle.units == []


def test_the_japanese_counters_are_markers_and_no_other_side_deploys_fakes() -> None:
    session = tarawa()
    shown = session.perform(BuyForces(side="axis", units=rifles(6)))
    assert shown.refused and "the Japanese player deploys markers" in shown.refusal
    allies = session.perform(BuyForces(side="allies", units=rifles(6), hidden=True, fakes=3))
    assert allies.refused and "Allies deploys no hidden positions or fake markers" in allies.refusal
    # ISLAND B: the hidden deployment is the defender's option, and then its split is TARAWA's.
    isle = island()
    assert isle.perform(BuyForces(side="axis", units=rifles(6))).accepted
    assert isle.perform(BuyForces(side="axis", units=rifles(6), hidden=True, fakes=3)).accepted
    assert isle.perform(BuyForces(side="axis", units=rifles(6), hidden=True)).refused


def test_the_other_side_sees_every_marker_alike() -> None:
    session = tarawa()
    session.commit(session.perform(BuyForces(side="axis", units=rifles(6), hidden=True, fakes=3)))
    battle = session.battle
    view = view_of(battle, "allies")
    assert view.masked_units == {u.id for u in battle.units}  # the fakes masked as the real ones are
    seen = seen_battle(battle, view)
    markers = [u.model_dump(exclude={"id", "at"}) for u in seen.units if u.side == "axis"]
    assert len(markers) == 9 and all(m == markers[0] for m in markers)
    assert not any(u.decoy for u in seen.units)
    # The fakes stand in the line of the real ones, not all behind or after them.
    rows = Counter(round(u.at[1], 2) for u in battle.units)
    fake_rows = Counter(round(u.at[1], 2) for u in battle.units if u.decoy)
    order = sorted(battle.units, key=lambda u: (round(u.at[1], 2), u.at[0]))
    assert [u.decoy for u in order] != [False] * 6 + [True] * 3
    assert set(fake_rows) <= set(rows)


def test_the_attackers_purchase_neither_checks_nor_tells_the_japanese_markers() -> None:
    # The split is the buyer's limit: the Americans' purchase says nothing of the Japanese markers (their secret), and
    # is not refused for them, however they stand.
    session = tarawa()
    session.commit(session.perform(BuyForces(side="axis", units=rifles(6), hidden=True, fakes=3)))
    session.battle.units = [u for u in session.battle.units if not u.decoy]  # fakes taken off by hand
    americans = session.perform(BuyForces(side="allies", units=rifles(10)))
    assert americans.accepted, americans.refusal
    assert not any("markers" in c.text for c in americans.result.check.checks)
