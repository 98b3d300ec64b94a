"""A long ruler's caption on the whole table at 1366 x 768 (View -> Fit, the default): where the board has no free
place beside the ruler's end it is looked for along and beside the whole ruler, then in a shorter form, then at a
free corner of the viewport with a leader to the end; it covers no counter and no counter's name, stays whole on
the viewport and off the ruler's own end points (docs/architecture.md, "Counters and labels")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt

from morefire_gui.gui.main_window import MainWindow
from tests.gui.conftest import covered, to_view

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def drawn_caption(window: MainWindow) -> QRectF:
    """The ruler's caption box as drawn on the viewport, in its pixels (without its leader)."""
    label = window.scene.measure.label
    return label.deviceTransform(window.view.viewportTransform()).mapRect(label.label_rect())


def covered_where_drawn(window: MainWindow, drawn: QRectF) -> list[str]:
    """The counters' squares and the names the board shows that the caption drawn at ``drawn`` covers."""
    ppu = window.scene.layout.scale
    box = QRectF(QPointF(window.view.mapToScene(drawn.topLeft().toPoint())) * ppu, drawn.size())
    return covered(window, box)


def drag_checking(qtbot, window: MainWindow, start: tuple[float, float], end: tuple[float, float]) -> list[str]:  # type: ignore[no-untyped-def]
    """Drag the ruler from ``start`` to ``end`` (table points) on the viewport, the button held; after every move,
    what is wrong with the caption (a counter or name covered, off the viewport, over an end of the ruler)."""
    window.set_tool("measure")
    vp = window.view.viewport()
    a, b = to_view(window, *start), to_view(window, *end)
    qtbot.mousePress(vp, LEFT, NONE, a)
    wrong = []
    for i in range(1, 13):
        at = a + (b - a) * (i / 12)
        qtbot.mouseMove(vp, at)
        drawn = drawn_caption(window)
        hit = covered_where_drawn(window, drawn)
        if hit:
            wrong.append(f"move {i}: covers {hit}")
        if not QRectF(vp.rect()).contains(drawn):
            wrong.append(f"move {i}: off the viewport {drawn}")
        ends = [QPointF(window.view.mapFromScene(QPointF(*p))) for p in window.scene.measure.points]
        if any(drawn.contains(p) for p in ends):
            wrong.append(f"move {i}: over an end of the ruler")
    return wrong


def test_the_45mm_guns_ruler_to_tiger_1_covers_no_counter_and_no_name(qtbot, laptop: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """From the 45mm AT gun (bottom left) to Tiger 1 (top left): the caption, which covered the 45mm AT counter and
    the FT's name (or SMG squad 2's counter), covers none at any step, and still gives the range and the sight."""
    window, battle = laptop, laptop.session.battle
    wrong = drag_checking(qtbot, window, battle.unit("su11").at, battle.unit("ge1").at)
    assert not wrong, wrong
    label = window.scene.measure.label
    assert label.lines[0].endswith("yd") and label.lines[1] == "LOS clear"
    assert label.shown[0].startswith(label.lines[0])  # the range is always shown
    qtbot.mouseRelease(window.view.viewport(), LEFT, NONE, to_view(window, *battle.unit("ge1").at))


@pytest.mark.parametrize(
    ("start", "end"),
    [
        ("su11", "ge2"),  # the 45mm AT gun to Tiger 2
        ("su8", "ge5"),  # SU-76 #2 (bottom left) across the whole table to Pz IV 3 (top right)
        ("su17", "ge1"),  # the MMG (bottom right) to Tiger 1 (top left)
        ("ge16", "su19"),  # the mortar (top) to the rocket launcher (bottom)
    ],
)
def test_other_long_rulers_cover_no_counter_and_no_name(qtbot, laptop: MainWindow, start: str, end: str) -> None:  # type: ignore[no-untyped-def]
    """Long rulers across the demo shown whole: at every step the caption covers no counter and no name, stays
    whole on the viewport and off the ruler's ends."""
    window, battle = laptop, laptop.session.battle
    wrong = drag_checking(qtbot, window, battle.unit(start).at, battle.unit(end).at)
    assert not wrong, wrong
    qtbot.mouseRelease(window.view.viewport(), LEFT, NONE, to_view(window, *battle.unit(end).at))


def test_a_caption_away_from_the_rulers_end_has_a_leader_to_it(qtbot, laptop: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The ruler from the 45mm AT gun to Tiger 1: every place beside Tiger 1 is taken by the counters and names
    round it, so the caption stands farther down the ruler, joined to its end by a leader drawn from the box's
    nearest point."""
    window, battle = laptop, laptop.session.battle
    label = window.scene.measure.label
    assert not drag_checking(qtbot, window, battle.unit("su11").at, battle.unit("ge1").at)
    rect = label.label_rect()
    nearest = QPointF(min(max(0.0, rect.left()), rect.right()), min(max(0.0, rect.top()), rect.bottom()))
    assert (nearest.x() ** 2 + nearest.y() ** 2) ** 0.5 > 20  # away from the end
    assert label.leader == nearest
    assert label.boundingRect().contains(QPointF(0, 0))  # the leader reaches the end and is repainted with it
    qtbot.mouseRelease(window.view.viewport(), LEFT, NONE, to_view(window, *battle.unit("ge1").at))
