"""The side view of an advanced sight line: ground, pieces' heights, the eye line and the cut, as the engine judges."""

from __future__ import annotations

import pytest

from morefire_gui.geometry.los import TerrainIndex, line_of_sight
from morefire_gui.geometry.los_profile import GroundStep, los_profile
from morefire_gui.model.battle import LosSettings, TerrainPiece
from morefire_gui.model.terms import TerrainKind

ADVANCED = LosSettings(advanced=True)  # levels 10 yd, eyes 2 yd, woods 10 yd, hedges 3 yd
YPU = 50.0  # 1:50 on an inch table


def box(pid: str, kind: str, x0: float, x1: float, **kw) -> TerrainPiece:  # type: ignore[no-untyped-def]
    return TerrainPiece(id=pid, kind=kind, polygon=((x0, -3), (x1, -3), (x1, 3), (x0, 3)), **kw)


def profile(pieces, a, b, s=ADVANCED):  # type: ignore[no-untyped-def]
    index = TerrainIndex.build(pieces, s)
    return los_profile(index, a, b, YPU, s), line_of_sight(index, a, b, YPU, s, advanced=True)


def test_from_a_hill_over_woods_on_the_flat_to_woods_on_a_hill() -> None:
    pieces = [
        box("h1", "hill", 0, 4, level=2),
        box("w1", "woods", 6, 8),
        box("h2", "hill", 12, 20, level=1),
        box("w2", "woods", 14, 16),
    ]
    p, r = profile(pieces, (1, 0), (19, 0))
    assert p.length_yards == pytest.approx(900)
    # The ground: level 2 (20 yd) to 150 yd along, the flat, then level 1 (10 yd) from 550 yd to the end.
    assert p.ground == (
        GroundStep(0, pytest.approx(150), 20),
        GroundStep(pytest.approx(150), pytest.approx(550), 0),
        GroundStep(pytest.approx(550), pytest.approx(900), 10),
    )
    assert (p.eye_start, p.eye_end) == (22, 12)
    by_id = {x.piece: x for x in p.pieces}
    assert [x.piece for x in p.pieces] == ["h1", "w1", "h2", "w2"]  # in order along the line
    w1, w2 = by_id["w1"], by_id["w2"]
    assert (w1.start, w1.end, w1.base, w1.top, w1.roof) == pytest.approx((250, 350, 0, 10, 10))
    assert (w2.start, w2.end, w2.base, w2.top, w2.roof) == pytest.approx((650, 750, 10, 20, 20))
    assert by_id["h2"].roof == 12  # a hill blocks up to its top plus the eye height (level with level)
    # The sight line runs from 22 yd down to 12 yd: over the first woods, into the woods on the hill (at 650 yd the
    # line is at 22 - 10 * 650 / 900 = 14.8 yd, below their 20 yd top). The engine's verdict is the profile's.
    assert not p.clear and r.blocker_ids == ["w2"]
    assert [x.piece for x in p.pieces if x.blocks] == ["w2"]
    assert (p.cut_by, p.cut_at) == ("w2", pytest.approx(650))
    assert p.cut_height == pytest.approx(22 - 10 * 650 / 900)
    assert not w1.blocks and p.eye_at(250) > w1.roof


def test_a_clear_line_and_a_hedge_crossed_at_a_point() -> None:
    hedge = TerrainPiece(id="hd", kind="hedge", line=((5, -3), (5, 3)))
    p, r = profile([hedge, box("h1", "hill", 0, 2, level=1)], (1, 0), (9, 0))
    assert r.clear and p.clear and p.cut_at is None and p.cut_by is None
    hd = next(x for x in p.pieces if x.piece == "hd")
    assert (hd.kind, hd.start, hd.end, hd.top) == (TerrainKind.HEDGE, pytest.approx(200), pytest.approx(200), 3)
    assert not hd.blocks and p.eye_at(200) > hd.top  # the line falls from 12 yd to 2 yd: 7 yd over the hedge
    assert [g.height for g in p.ground] == [10, 0]


def test_a_point_has_a_profile_of_nothing() -> None:
    p, _ = profile([], (3, 3), (3, 3))
    assert p.length_yards == 0 and p.pieces == () and p.clear
