"""The line-of-sight profile: with advanced line of sight, a measured line is shown from the side in its dock."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from morefire_gui.gui.features.los_profile import LosProfileFeature
from tests.gui.test_board_tools import drag


def box(pid: str, kind: str, x0: float, x1: float, **kw) -> dict:  # type: ignore[no-untyped-def,type-arg]
    return {"id": pid, "kind": kind, "polygon": [[x0, 7], [x1, 7], [x1, 13], [x0, 13]], **kw}


TERRAIN = [
    box("h1", "hill", 0, 4, level=2),
    box("w1", "woods", 6, 8, name="Copse"),
    box("h2", "hill", 12, 20, level=1),
    box("w2", "woods", 14, 16, name="Orchard"),
]


def test_a_drag_with_advanced_los_draws_the_side_view(qtbot, board) -> None:  # type: ignore[no-untyped-def]
    window = board(terrain=TERRAIN, settings={"los": {"advanced": True}}, view=(0, 0, 24, 20))
    dock = window.feature(LosProfileFeature).dock  # type: ignore[attr-defined]
    assert not dock.isVisible()
    window.set_tool("measure")
    drag(qtbot, window, (1, 10), (19, 10))
    assert dock.isVisible()
    p = dock.profile
    assert p is not None
    assert p.length_yards == pytest.approx(900, abs=5)  # 18 in at 1:50, give or take a pixel at each end
    assert [g.height for g in p.ground] == [20, 0, 10]  # the level 2 hill, the flat, the level 1 hill
    assert (p.eye_start, p.eye_end) == (22, 12)
    assert [(x.piece, x.top, x.blocks) for x in p.pieces] == [
        ("h1", 20, False),
        ("w1", 10, False),
        ("h2", 10, False),
        ("w2", 20, True),
    ]
    assert p.cut_by == "w2" and p.cut_at == pytest.approx(650, abs=5)
    # The board's ruler says the same as the side view.
    assert "LOS blocked by Orchard (woods)" in window.scene.measure.label.text()
    caption = dock.caption.text()
    assert "cut at 65" in caption and "by Orchard (woods), up to 20 yd" in caption
    assert "eye line 22 → 12 yd" in caption
    # A line over the copse only: clear, and said so.
    drag(qtbot, window, (1, 10), (13, 10))  # onto the near side of the lower hill, over the copse
    assert dock.profile.clear and dock.profile.cut_at is None
    assert dock.caption.text().endswith(": clear")
    # Esc clears the ruler and the side view with it.
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert dock.profile is None


def test_basic_line_of_sight_draws_no_side_view(qtbot, board) -> None:  # type: ignore[no-untyped-def]
    window = board(terrain=TERRAIN, view=(0, 0, 24, 20))
    dock = window.feature(LosProfileFeature).dock  # type: ignore[attr-defined]
    window.set_tool("measure")
    drag(qtbot, window, (1, 10), (19, 10))
    assert dock.profile is None and not dock.isVisible()
    assert "Advanced Line of Sight" in dock.caption.text()
    window.advanced_los_action.trigger()  # Rules → Advanced Line of Sight: the next line has its side view
    drag(qtbot, window, (1, 10), (19, 10))
    assert dock.isVisible() and dock.profile is not None and dock.profile.cut_by == "w2"
