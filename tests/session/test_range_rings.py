"""A unit's range rings come from the rules tables and the catalogue, at the battle's scale."""

from __future__ import annotations

import pytest

from morefire_gui.errors import UsageError
from morefire_gui.session.range_rings import RingKind, range_rings
from tests.session.battles import make_session


def test_a_tanks_bands_then_its_machine_guns_and_high_explosive() -> None:
    # The test tank: one gun with a band to 1000 yards (30%, pen 5), two TMGs; 1:50, 1 in = 50 yd.
    session = make_session(units=[{"id": "t", "side": "axis", "type": "tank", "at": [10, 10]}])
    rings = range_rings(session, "t")
    assert [(r.kind, r.weapon, r.yards, r.hit, r.pen, r.rule) for r in rings] == [
        (RingKind.DIRECT_FIRE, "gun", 1000, 30, 5, "2.2"),
        (RingKind.INFANTRY_FIRE, "TMG", 1000, None, None, "3.5"),  # the two TMGs reach alike: one ring
        (RingKind.INFANTRY_FIRE, "T-HE", 1500, None, None, "3.5"),
    ]
    assert [r.radius for r in rings] == pytest.approx([20.0, 20.0, 30.0])


def test_infantry_reads_the_35_table_and_its_own_rating() -> None:
    session = make_session(
        units=[
            {"id": "h", "side": "axis", "type": "HMG", "at": [10, 10]},
            {"id": "e", "side": "axis", "type": "ENG", "at": [20, 10]},
            {"id": "lorry", "side": "axis", "type": "truck", "at": [30, 10]},
        ],
        scale="1:100",
    )
    assert [(r.weapon, r.yards, r.radius) for r in range_rings(session, "h")] == [("HMG", 1500, 15.0)]
    assert [(r.weapon, r.yards) for r in range_rings(session, "e")] == [("ENG", 500)]  # the catalogue's rating
    assert range_rings(session, "lorry") == ()  # no weapon of these rules


def test_a_mortar_reaches_its_calibres_range(demo_path) -> None:  # type: ignore[no-untyped-def]
    from morefire_gui.session.battle_session import BattleSession

    session = BattleSession.open(demo_path)
    (ring,) = range_rings(session, "ge16")  # 8cm GrW 34, 81 mm: up to 90mm, 3000 yards (4.41)
    assert (ring.kind, ring.yards, ring.rule, ring.radius) == (RingKind.MORTAR, 3000, "4.41", pytest.approx(60.0))
    with pytest.raises(UsageError):
        range_rings(session, "nobody")
