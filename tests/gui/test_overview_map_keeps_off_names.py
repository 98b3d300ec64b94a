"""Zoomed in on a laptop (1366 x 768), the overview map stands in the corner of the board where it covers no counter,
no counter's name, no flag's values and no landed barrage's caption: it covered names and a landing's caption in the
bottom right corner before. Where every corner has a counter (the stress battle's crowd), the board shows through
the map's ground, so that the counter under it is still seen; with the mouse on it the map reads whole."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF

from morefire_gui.gui.main_window import MainWindow
from morefire_gui.session.battle_session import BattleSession
from tests.gui.conftest import close_quietly
from tests.gui.every_word_cases import stress_battle
from tests.gui.test_board_legibility import fitted
from tests.gui.test_every_label_reads_in_a_crowd import crowded  # noqa: F401  (a fixture)
from tests.gui.test_overview_map import on_screen


def under_the_map(window: MainWindow) -> list[str]:
    """The counters, names, flags' values and captions the board shows that the overview map covers."""
    view, overview = window.view, window.view.overview
    ppu = window.scene.layout.scale
    # The map in the viewport's pixels (it stands on the view, the viewport inside the view's frame).
    shown = QRectF(overview.geometry()).translated(-view.viewport().x(), -view.viewport().y())
    out = []
    for key, rect in window.scene.layout.rects().items():
        if not key.startswith(("unit:", "label:", "landed:", "zone:")):
            continue
        drawn = QRectF(
            QPointF(view.mapFromScene(rect.topLeft() / ppu)), QPointF(view.mapFromScene(rect.bottomRight() / ppu))
        )
        if drawn.intersects(shown):
            out.append(key)
    return out


@pytest.mark.parametrize("at", [(54, 36), (20, 40), (60, 12), (30, 38)])
def test_zoomed_in_the_map_covers_nothing_the_board_shows(qtbot, crowded: Path, at: tuple[float, float]) -> None:  # type: ignore[no-untyped-def]
    window = fitted(qtbot, BattleSession.open(crowded), (1366, 768))
    try:
        for _ in range(3):
            window.zoom_in_action.trigger()
        window.view.centre_on(QPointF(*at))
        qtbot.waitUntil(lambda: window.scene.laid_out and not window.scene.layout_pending, timeout=3000)
        window.view.overview.place()
        assert window.view.overview.isVisible()
        assert under_the_map(window) == []
        assert not window.view.overview.over_counters
    finally:
        close_quietly(window)


def test_over_a_crowd_the_counters_show_through_the_map(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = fitted(qtbot, BattleSession.open(stress_battle(tmp_path / "stress.yaml")), (1366, 768))
    try:
        window.zoom_in_action.trigger()
        window.view.centre_on(QPointF(36, 24))
        qtbot.waitUntil(lambda: window.scene.laid_out and not window.scene.layout_pending, timeout=3000)
        overview = window.view.overview
        overview.place()
        assert overview.isVisible()
        covered = [k for k in under_the_map(window) if k.startswith("unit:")]
        assert covered  # every corner of the crowded table has a counter
        assert overview.over_counters
        overview.repaint()
        seen = on_screen(window)
        # Drawn whole, the map's ground hides what is under it: the picture differs where the counters stand.
        overview.over_counters = False
        overview.repaint()
        whole = on_screen(window)
        differ = sum(
            seen.pixelColor(QPoint(x, y)) != whole.pixelColor(QPoint(x, y))
            for x in range(0, seen.width(), 3)
            for y in range(0, seen.height(), 3)
        )
        assert differ > seen.width() * seen.height() / 9 / 2  # the board shows through most of it
    finally:
        close_quietly(window)
