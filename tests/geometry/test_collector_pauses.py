"""Python's cycle collector waits while the line-of-sight engine makes many short-lived objects at once: while the edge
grid is built, and while a line of many crossings is judged one by one. It is left as it was found."""

from __future__ import annotations

import gc

import pytest
from shapely.geometry import LineString, Polygon

from morefire_gui.geometry.los import TerrainIndex, check, line_of_sight
from morefire_gui.geometry.los_index import EdgeGrid
from morefire_gui.model.battle import LosSettings, TerrainPiece
from morefire_gui.model.terms import TerrainKind

WOOD = Polygon([(0, 0), (4, 0), (4, 3), (0, 3)])
HOLED = Polygon([(0, 0), (4, 0), (4, 3), (0, 3)], [[(1, 1), (2, 1), (2, 2), (1, 2)]])


@pytest.mark.parametrize("enabled", [True, False])
def test_the_collector_waits_while_the_grid_is_built(enabled: bool) -> None:
    seen: list[bool] = []
    was = gc.isenabled()
    try:
        gc.enable() if enabled else gc.disable()
        real = EdgeGrid._build

        def build(geoms, cell):  # type: ignore[no-untyped-def]
            seen.append(gc.isenabled())
            return real(geoms, cell)

        EdgeGrid._build = build  # type: ignore[method-assign]
        try:
            assert EdgeGrid.build([WOOD, LineString([(5, 0), (5, 3)])]) is not None
            assert EdgeGrid.build([HOLED]) is None  # a piece it cannot file: the full check's
        finally:
            EdgeGrid._build = real  # type: ignore[method-assign]
        assert seen == [False, False]  # paused while it builds
        assert gc.isenabled() is enabled
    finally:
        gc.enable() if was else gc.disable()


def test_the_collector_runs_again_after_a_build_that_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    assert gc.isenabled()

    def failing(geoms, cell):  # type: ignore[no-untyped-def]
        raise MemoryError("no room for the grid")

    monkeypatch.setattr(EdgeGrid, "_build", failing)
    with pytest.raises(MemoryError):
        EdgeGrid.build([WOOD])
    assert gc.isenabled()


def comb(teeth: int) -> TerrainPiece:
    """A wood with ``teeth`` thin teeth rising from its back: a line across them crosses two edges a tooth."""
    points = [(0.0, 0.0)]
    for i in range(teeth):
        points += [(i + 0.25, 0.0), (i + 0.25, 10.0), (i + 0.75, 10.0), (i + 0.75, 0.0)]
    points += [(float(teeth), 0.0), (float(teeth), -1.0), (0.0, -1.0)]
    return TerrainPiece(id="comb", kind=TerrainKind.WOODS, polygon=tuple(points))


def test_the_collector_waits_while_a_line_of_many_crossings_is_judged(monkeypatch: pytest.MonkeyPatch) -> None:
    advanced = LosSettings(advanced=True)
    index = TerrainIndex.build([comb(100)], advanced)
    seen: list[tuple[int, bool]] = []
    real = check._judged

    def judged(*args, **kwargs):  # type: ignore[no-untyped-def]
        seen.append((len(args[5][0]), gc.isenabled()))  # the crossings, and the collector
        return real(*args, **kwargs)

    monkeypatch.setattr(check, "_judged", judged)
    across = line_of_sight(index, (-1.0, 5.0), (101.0, 5.2), 50, advanced)  # 200 crossings
    few = line_of_sight(index, (-1.0, 5.0), (2.0, 5.2), 50, advanced)  # 4
    assert seen == [(200, False), (4, True)] and gc.isenabled()
    assert across.blocker_ids == ["comb"] and few.blocker_ids == ["comb"]
