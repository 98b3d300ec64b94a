"""A barrage landed this turn is captioned on the board ("Barrage by Kampfgruppe Peiper: 200 yd zone"), and the
caption never covers a counter's name: the board lays it out after the counters and their labels, at the first of its
places round the zone that nothing covers (not above the zone, where a tank stands), and on a
crowded board shortened ("200 yd zone"), or at one no label and no counter is in, or not at all (its zone's tooltip says it); the zone and its caption are drawn under the counters, so that no counter and no
name is tinted or hidden by them."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, QRectF

from morefire_gui.cli import main
from morefire_gui.gui.board.artillery_items import BarrageItem
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.session.battle_session import BattleSession
from tests.gui.conftest import close_quietly

PROBE = '  - {id: xx1, side: allies, type: t34_76_43, at: [29, 38.7], facing: 0, name: "Probe tank"}\n'


def landed_by_a_tank(demo_path: Path, path: Path) -> Path:
    """The demo battle with a Soviet tank just north of where a barrage of four 105mm guns lands (29, 41.5, a
    200-yard zone): where the landing's caption stands by default, above the zone."""
    text = demo_path.read_text(encoding="utf-8")
    head, units, tail = text.partition("\nunits:\n")
    path.write_text(head + units + PROBE + tail, encoding="utf-8")
    fire = ["--at", "30,41.5", "--side", "axis", "--guns", "4", "--calibre", "105", "--observed", "--seed", "1"]
    assert main(["barrage", str(path), *fire, "--apply", str(path)]) == 0
    return path


def caption_box(mark: BarrageItem, pixels_per_unit: float) -> QRectF:
    """The caption as the player sees it, in the layout's scene pixels."""
    caption = mark.caption_item
    return caption.box().translated(caption.scenePos() * pixels_per_unit)


def test_the_caption_keeps_off_the_counters_names(qtbot, demo_path: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(BattleSession.open(landed_by_a_tank(demo_path, tmp_path / "landed.yaml")))
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.view.fit_table()  # the whole table on the board, as the window opens it
    scene = window.scene
    try:
        for zoomed in (False, True):
            if zoomed:  # the player zooms in on the landing: room round it
                window.view.zoom_by(3.0, at=QPointF(window.view.mapFromScene(QPointF(29, 41.5))))
            qtbot.waitUntil(lambda: scene.laid_out and not scene.layout_pending)
            [mark] = scene.landed
            assert mark.toolTip() == mark.caption == "Barrage by Kampfgruppe Peiper: 200 yd zone"
            if not mark.caption_item.isVisible():
                # The whole table on a laptop's board: no room off the counters, and never half under one; the
                # zone's tooltip says it.
                assert not zoomed
                continue
            assert mark.caption_item.text in (mark.caption, mark.short_caption, mark.shortest_caption)
            ppu = scene.layout.scale
            box = caption_box(mark, ppu)
            rects = scene.layout.rects()
            names = {k: r for k, r in rects.items() if k.startswith("label:")}
            assert "label:xx1" in names  # the tank's name is shown
            assert not [k for k, r in names.items() if r.intersects(box)], box
            # Drawn under every counter and its name: none is tinted or covered by the zone or its caption.
            assert all(mark.zValue() < item.zValue() for item in scene.units.values())
            assert not [k for k, r in rects.items() if k.startswith("unit:") and r.intersects(box)]
            if zoomed:
                assert box.top() >= (41.5 - mark.radius) * ppu  # not above the zone: the tank stands there
    finally:
        close_quietly(window)
