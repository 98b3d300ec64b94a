"""Range rings: R (or a counter's menu) draws the selected counter's range bands, with the figures of the rules."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu

from morefire_gui.gui.board.range_rings import RangeRingsItem
from morefire_gui.gui.main_window import MainWindow
from tests.gui.conftest import to_view

LEFT, RIGHT = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton
NONE = Qt.KeyboardModifier.NoModifier


def rings_on_board(window: MainWindow) -> dict[str, RangeRingsItem]:
    return {i.unit_id: i for i in window.scene.items() if isinstance(i, RangeRingsItem) and i.isVisible()}


def select(qtbot, window: MainWindow, unit_id: str) -> None:  # type: ignore[no-untyped-def]
    window.set_tool("select")
    qtbot.mouseClick(window.view.viewport(), LEFT, NONE, to_view(window, *window.session.battle.unit(unit_id).at))
    assert window.scene.selected_unit_ids() == [unit_id]


def test_r_shows_a_tanks_bands_with_hit_and_penetration_and_its_machine_gun(qtbot, window: MainWindow) -> None:
    select(qtbot, window, "ge1")  # Tiger 1, 8.8cm KwK 36, at 1 in = 50 yd
    assert rings_on_board(window) == {}
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_R)
    rings = rings_on_board(window)
    assert list(rings) == ["ge1"]
    item = rings["ge1"]
    assert (item.pos().x(), item.pos().y()) == window.session.battle.unit("ge1").at
    labels = item.label_texts()
    # The catalogue's bands (rule 2.2), out to their ranges, the gun named on its outermost; then the 3.5 table's TMG
    # and T-HE.
    assert labels[0] == "≤250 yd: hit 85%, pen 8"
    assert labels[1:7] == [
        "≤500 yd: hit 85%, pen 8",
        "≤750 yd: hit 61%, pen 7",
        "≤1000 yd: hit 31%, pen 7",
        "≤1500 yd: hit 8%, pen 7",
        "≤2000 yd: hit 3%, pen 6",
        "8.8cm KwK 36 L/56 ≤3000 yd: hit 1%, pen 6",
    ]
    assert labels[-2:] == ["TMG fire (FIR) max 1000 yd", "T-HE fire (FIR) max 1500 yd"]
    radii = {(r.kind.value, r.yards): r.radius for r in item.rings}
    assert radii[("direct_fire", 1000)] == pytest.approx(20.0)  # 1000 yd at 50 yd an inch
    assert radii[("infantry_fire", 1500)] == pytest.approx(30.0)
    # Each label stands on its ring.
    first = item.labels[0]
    assert first.scenePos().y() == pytest.approx(item.pos().y() + 5.0)  # southward: toward the middle of the table
    # Another selection moves the rings to it: an infantry squad's FIR range.
    select(qtbot, window, "ge11")
    assert list(rings_on_board(window)) == ["ge11"]
    assert rings_on_board(window)["ge11"].label_texts() == ["R fire (FIR) max 500 yd"]
    # R again takes them away.
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_R)
    assert rings_on_board(window) == {}


def test_a_counters_menu_shows_a_mortars_range(qtbot, window: MainWindow) -> None:
    window.set_tool("move")
    at = window.session.battle.unit("ge16").at  # 8cm GrW 34: 3000 yards (4.41, up to 90mm)
    qtbot.mousePress(window.view.viewport(), RIGHT, NONE, to_view(window, *at))
    menus = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMenu) and w.isVisible()]
    assert menus, "a context menu opens"
    show = next(a for a in menus[-1].actions() if a.text() == "Show Range Rings")
    show.trigger()
    menus[-1].close()
    rings = rings_on_board(window)
    assert list(rings) == ["ge16"]
    assert rings["ge16"].label_texts() == ["8cm mort max 3000 yd (4.41)"]
    assert rings["ge16"].rings[0].radius == pytest.approx(60.0)
    from morefire_gui.gui.features.range_rings import RangeRingsFeature

    assert window.feature(RangeRingsFeature).action.isChecked()  # type: ignore[attr-defined]


def test_rings_follow_a_moved_counter(qtbot, window: MainWindow) -> None:
    select(qtbot, window, "ge14")
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_R)
    vp = window.view.viewport()
    start = window.session.battle.unit("ge14").at
    qtbot.mousePress(vp, LEFT, NONE, to_view(window, *start))
    qtbot.mouseMove(vp, to_view(window, start[0] + 2, start[1] + 2))
    qtbot.mouseRelease(vp, LEFT, NONE, to_view(window, start[0] + 4, start[1] + 4))
    moved = window.session.battle.unit("ge14").at
    assert moved != start
    item = rings_on_board(window)["ge14"]
    assert (item.pos().x(), item.pos().y()) == moved
    assert item.label_texts() == ["MMG fire (FIR) max 1000 yd"]
