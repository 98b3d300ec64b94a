"""A tool's caption drawn while the player drags (the ruler's range and line of sight) covers no counter and no
counter's name where the board has the room (on a board too crowded, at least no name): it stands at the first place beside the pointer that the board's
layout left free (docs/architecture.md, "Counters and labels"), and still says what the player measured."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt

from morefire_gui.gui.features.artillery import ArtilleryFeature
from morefire_gui.gui.main_window import MainWindow
from tests.gui.conftest import covered, drag_line_of_fire, to_view

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier
FIRER = "ge2"
CENTRE = (58.5, 33.0)  # a template's centre, below SU-76 #1


def caption_box(window: MainWindow) -> QRectF:
    """The ruler's caption (its box, not its leader), drawn at a fixed size in pixels from the ruler's end, in the
    layout's scene pixels."""
    label = window.scene.measure.label
    return label.label_rect().translated(label.scenePos() * window.scene.layout.scale)


def ruler(qtbot, window: MainWindow, start: tuple[float, float], end: tuple[float, float], check) -> None:  # type: ignore[no-untyped-def]
    """Drag the measure tool from ``start`` to ``end`` on the viewport, calling ``check`` after every move."""
    window.set_tool("measure")
    vp = window.view.viewport()
    a, b = to_view(window, *start), to_view(window, *end)
    qtbot.mousePress(vp, LEFT, NONE, a)
    for i in range(1, 11):
        qtbot.mouseMove(vp, a + (b - a) * (i / 10))
        check(i)
    qtbot.mouseRelease(vp, LEFT, NONE, b)
    check(10)


def test_zoomed_in_the_rulers_caption_keeps_off_every_counter_and_name(qtbot, laptop: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The player zooms in on the T-34s and measures from Rifle squad 2 to T-34 #3: room enough on the board, the
    caption covers no counter and no name at any step."""
    window, battle = laptop, laptop.session.battle
    su3 = battle.unit("su3").at
    window.view.zoom_by(2.0, at=QPointF(to_view(window, *su3)))
    qtbot.waitUntil(lambda: not window.scene.layout_pending)
    start = (su3[0] + 14.0, su3[1] - 12.0)

    def check(step: int) -> None:
        box = caption_box(window)
        assert not covered(window, box), (step, box, covered(window, box))

    ruler(qtbot, window, start, su3, check)
    label = window.scene.measure.label
    assert label.lines == ["18.4 in · 922 yd", "LOS clear", "point → T-34 #3"]
    # Where the caption stood before, below and to the right of the ruler's end, is T-34 #3's name.
    ppu = window.scene.layout.scale
    before = QRectF(12, 12, label.label_rect().width(), label.label_rect().height())
    assert "label:su3" in covered(window, before.translated(QPointF(*su3) * ppu))
    vp = window.view.viewport()
    drawn = label.deviceTransform(window.view.viewportTransform()).mapRect(label.label_rect())
    assert QRectF(vp.rect()).contains(drawn)  # whole in sight
    assert not drawn.contains(QPointF(to_view(window, *su3)))  # nor over the ruler's end


def test_the_line_of_fires_caption_keeps_off_every_counter_and_name(qtbot, laptop: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The player drags the Fire tool from Tiger 2 to T-34 #3: the caption ("Tiger 2 → T-34 #3: release to fire"),
    which stood above and to the right of the target over T-34 #4's name, is drawn where it covers no counter and no
    name."""
    window, battle = laptop, laptop.session.battle
    su3 = battle.unit("su3").at
    item, drawn, box = drag_line_of_fire(qtbot, window, FIRER, "su3")
    assert item.caption == "Tiger 2 → T-34 #3: release to fire"
    ppu = window.scene.layout.scale
    assert not covered(window, box), (box, covered(window, box))
    # Where it stood before, above and to the right of the target, is T-34 #4's name.
    before = QRectF(14, -drawn.height() - 10, drawn.width(), drawn.height()).translated(QPointF(*su3) * ppu)
    assert "label:su4" in covered(window, before)
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)


def test_a_templates_caption_keeps_off_every_counter_and_name(qtbot, laptop: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """A 200-yard template dragged to just south of SU-76 #1 (58, 31): its caption ("4 x 105 mm spread, 200 yd: …"),
    which stood above the circle over SU-76 #1's name, stands at a place round it that covers no counter and no
    name."""
    window = laptop
    dock = window.feature(ArtilleryFeature).dock
    dock.t_guns.setValue(4)
    dock.t_calibre.setValue(105)  # 200 yd across = 4 in at 1:50
    window.set_tool("template")
    vp = window.view.viewport()
    start, end = to_view(window, 50.0, 25.0), to_view(window, *CENTRE)
    qtbot.mousePress(vp, LEFT, NONE, start)
    for i in range(1, 11):
        qtbot.mouseMove(vp, start + (end - start) * (i / 10))
    zone = window.scene.barrage
    caption = zone.caption_item
    assert caption.isVisible() and caption.text.startswith("4 x 105 mm spread, 200 yd: ")
    ppu = window.scene.layout.scale
    box = caption.box().translated(caption.scenePos() * ppu)
    assert not covered(window, box), (box, covered(window, box))
    first_at, first_box = zone.caption_places()[0]
    assert covered(window, first_box.translated(first_at * ppu))  # where it stood before: over SU-76 #1 and its name
    qtbot.mouseRelease(vp, LEFT, NONE, end)
