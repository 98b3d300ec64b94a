"""An area crossed in many stretches (a comb's teeth) is judged in advanced line of sight with numpy: the same facts, in
the same order, and the same refusal to settle a stretch level with the top, as the judgement stretch by stretch."""

from __future__ import annotations

import random

import numpy as np
import pytest

from morefire_gui.geometry.los import judge
from morefire_gui.geometry.los.facts import _Line, _Spans
from morefire_gui.model.battle import LosSettings
from morefire_gui.model.terms import TerrainKind

ADVANCED = LosSettings(advanced=True)


def judged(spans, top: float, on_a: bool, on_b: bool, line: _Line, exact: bool):  # type: ignore[no-untyped-def]
    blocks: list = []
    ignores: list = []
    try:
        judge._judge(7, TerrainKind.WOODS, top, spans, on_a, on_b, line, exact, blocks, ignores, [])
    except judge._Suspect:
        return "suspect"
    return blocks, ignores


def case(rng: random.Random):  # type: ignore[no-untyped-def]
    length = rng.uniform(2.0, 80.0)
    g_a, g_b = rng.choice((0.0, 10.0, 20.0, 30.0)), rng.choice((0.0, 10.0, 20.0, 30.0))
    line = _Line((0.0, 0.0), (length, 0.0), length, 50.0, ADVANCED, True, g_a, g_b)
    on_a, on_b = rng.random() < 0.4, rng.random() < 0.4
    cuts = sorted(rng.uniform(0.0, length) for _ in range(2 * rng.randint(35, 80)))
    if on_a:
        cuts[0] = 0.0
    if on_b:
        cuts[-1] = length
    if rng.random() < 0.2:  # stretches end to end
        cuts = sorted(set(cuts[:1] + [c for c in cuts[1:-1] for _ in (0, 1)] + cuts[-1:]))[: len(cuts)]
        cuts += [length] * (len(cuts) % 2)
    spans = list(zip(cuts[0::2], cuts[1::2]))
    top = rng.uniform(min(line.h_a, line.h_b) - 5, max(line.h_a, line.h_b) + 5)
    if rng.random() < 0.3:  # the sight line level with the top at a stretch's end
        top = line.eye_line(rng.choice(cuts))
    return spans, top, on_a, on_b, line, rng.random() < 0.3


def comb() -> list[tuple[float, float]]:
    """The outline of a wood of 100 teeth, 10 deep, on a base 1 deep, from (0, -1) to (100, 10)."""
    points = [(0.0, 0.0)]
    for i in range(100):
        points += [(i + 0.25, 0.0), (i + 0.25, 10.0), (i + 0.75, 10.0), (i + 0.75, 0.0)]
    return [*points, (100.0, 0.0), (100.0, -1.0), (0.0, -1.0)]


def assert_alike(lines, found, expected) -> None:  # type: ignore[no-untyped-def]
    """Each line's blockers, first block and words are those expected."""
    for (a, b), one, other in zip(lines, found, expected):
        assert (one.blocker_ids, one.first_block, one.explain()) == (
            other.blocker_ids,
            other.first_block,
            other.explain(),
        ), (a, b)


@pytest.mark.parametrize("seed", range(8))
def test_many_stretches_are_judged_as_one_by_one(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(seed)
    seen = {"suspect": 0, "blocks": 0, "over": 0}
    for _ in range(250):
        spans, top, on_a, on_b, line, exact = case(rng)
        assert len(spans) > judge._MANY_SPANS
        lo, hi = (np.array(side) for side in zip(*spans))
        many = judged(_Spans(lo, hi), top, on_a, on_b, line, exact)
        assert judged(spans, top, on_a, on_b, line, exact) == many  # a list of pairs: the same
        monkeypatch.setattr(judge, "_MANY_SPANS", 10**9)
        one_by_one = judged(spans, top, on_a, on_b, line, exact)
        monkeypatch.undo()
        assert many == one_by_one, (spans, top, on_a, on_b, exact)
        if many == "suspect":
            seen["suspect"] += 1
        else:
            seen["blocks"] += bool(many[0])
            seen["over"] += any(i[1].name == "OVER_AREA" for i in many[1])
    assert all(seen.values()), seen  # every outcome was met


def test_a_line_from_inside_a_comb_is_judged_as_crossing_by_crossing(monkeypatch: pytest.MonkeyPatch) -> None:
    """The crossings of a piece an end stands in, gathered apart as arrays (check.py, crossings_apart), give the check
    every crossing one by one gives: the blockers, the first block and the words."""
    from morefire_gui.geometry.los import TerrainIndex, check, line_of_sight
    from morefire_gui.model.battle import TerrainPiece

    points = comb()
    wood = TerrainPiece(id="comb", kind=TerrainKind.WOODS, polygon=tuple(points))
    hill = TerrainPiece(id="hill", kind=TerrainKind.HILL, level=1, polygon=((40, -5), (60, -5), (60, 20), (40, 20)))
    rng = random.Random(5)
    lines = [
        ((rng.uniform(1, 99), rng.uniform(-0.9, -0.1)), (rng.uniform(-5, 105), rng.uniform(0.5, 12))) for _ in range(60)
    ]
    lines += [((rng.uniform(-5, 105), rng.uniform(2, 9)), (rng.uniform(-5, 105), rng.uniform(2, 9))) for _ in range(20)]
    for pieces in ([wood], [wood, hill]):
        index = TerrainIndex.build(pieces, ADVANCED)
        apart = [line_of_sight(index, a, b, 50, ADVANCED) for a, b in lines]
        monkeypatch.setattr(check, "crossings_apart", lambda fast, found, special: (found, {}))
        together = [line_of_sight(index, a, b, 50, ADVANCED) for a, b in lines]
        monkeypatch.undo()
        assert_alike(lines, apart, together)
    assert any(r.blocker_ids for r in apart) and any(not r.blocker_ids for r in apart)


def test_a_line_across_a_comb_from_outside_is_judged_as_crossing_by_crossing(monkeypatch: pytest.MonkeyPatch) -> None:
    """An area a line crosses many times, neither end in it (across a comb's teeth), has its crossings set apart and its
    stretches judged at once (fast_check.py, crossings_apart): the blockers, the first block and the words are those of
    every crossing walked one by one, and the blockers those of the reference, level or not, over the teeth or not."""
    from morefire_gui.geometry.los import TerrainIndex, fast_check, line_of_sight, reference_line_of_sight
    from morefire_gui.model.battle import TerrainPiece

    points = comb()
    pieces = [
        TerrainPiece(id="comb", kind=TerrainKind.WOODS, polygon=tuple(points)),
        TerrainPiece(id="low", kind=TerrainKind.HILL, level=1, polygon=((-30, -5), (-8, -5), (-8, 20), (-30, 20))),
        TerrainPiece(id="high", kind=TerrainKind.HILL, level=3, polygon=((108, -5), (130, -5), (130, 20), (108, 20))),
    ]
    index = TerrainIndex.build(pieces, ADVANCED)
    rng = random.Random(11)

    def end(left: bool) -> tuple[float, float]:
        x = (
            rng.choice((rng.uniform(-28, -9), rng.uniform(-7, -1)))
            if left
            else rng.choice((rng.uniform(109, 128), rng.uniform(101, 107)))
        )
        return (x, rng.uniform(0.5, 12.0))

    lines = [(end(True), end(False)) for _ in range(60)]
    set_apart = [line_of_sight(index, a, b, 50, ADVANCED) for a, b in lines]
    monkeypatch.setattr(fast_check, "_SET_APART", 10**9)
    one_by_one = [line_of_sight(index, a, b, 50, ADVANCED) for a, b in lines]
    monkeypatch.undo()
    assert_alike(lines, set_apart, one_by_one)
    for (a, b), one in zip(lines, set_apart):
        assert one.blocker_ids == reference_line_of_sight(index, a, b, 50, ADVANCED).blocker_ids, (a, b)
    blocked_by_comb = sum("comb" in r.blocker_ids for r in set_apart)
    assert 0 < blocked_by_comb < len(lines)  # the line passes over the teeth, or it does not
