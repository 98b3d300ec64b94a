"""The edge grid's build pauses Python's cycle collector while it makes its tuples, and leaves it as it found it."""

from __future__ import annotations

import gc

import pytest
from shapely.geometry import LineString, Polygon

from morefire_gui.geometry.los_index import EdgeGrid

WOOD = Polygon([(0, 0), (4, 0), (4, 3), (0, 3)])
HOLED = Polygon([(0, 0), (4, 0), (4, 3), (0, 3)], [[(1, 1), (2, 1), (2, 2), (1, 2)]])


@pytest.mark.parametrize("enabled", [True, False])
def test_the_collector_is_left_as_it_was_found(enabled: bool) -> None:
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
