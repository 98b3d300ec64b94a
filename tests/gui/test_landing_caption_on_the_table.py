"""A barrage landed this turn keeps its caption on the table and clear of the counters: at the table's edge it
slides onto the table rather than run past it ("200 yd zo"), and in a crowd it is never drawn half under a counter
("Barrage by 18[counter]Tank Brigade"); with no room at all it is hidden, and its zone's tooltip says it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF

from morefire_gui.cli import main
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.session.battle_session import BattleSession
from tests.gui.conftest import close_quietly
from tests.gui.test_a_landing_caption_keeps_off_the_counters import caption_box


def landed_among(demo_path: Path, path: Path, at: tuple[float, float], tanks: list[tuple[float, float]]) -> Path:
    """The demo battle with Soviet tanks at ``tanks`` and four 105mm guns' barrage landed at ``at`` (observed, on
    its aim: a 200-yard zone)."""
    text = demo_path.read_text(encoding="utf-8")
    head, units, tail = text.partition("\nunits:\n")
    probes = "".join(
        f'  - {{id: xx{i}, side: allies, type: t34_76_43, at: [{x}, {y}], facing: 0, name: "Probe {i}"}}\n'
        for i, (x, y) in enumerate(tanks)
    )
    path.write_text(head + units + probes + tail, encoding="utf-8")
    fire = ["--at", f"{at[0]},{at[1]}", "--side", "axis", "--guns", "4", "--calibre", "105", "--observed"]
    assert main(["barrage", str(path), *fire, "--seed", "1", "--apply", str(path)]) == 0
    return path


@pytest.mark.parametrize(
    ("at", "tanks", "zoom"),
    [
        # At the table's right edge, a tank beside the zone: the caption no longer runs past the edge.
        ((70.0, 30.0), [(64.5, 30.0), (70.0, 26.0), (70.0, 34.0)], 1.2),
        ((70.0, 30.0), [(64.5, 30.0), (70.0, 26.0), (70.0, 34.0)], 1.5),
        # Ringed by tanks: the caption is never drawn half under one of them.
        ((40.0, 30.0), [(40, 26.5), (40, 33.5), (44, 30), (36, 30), (43, 27), (37, 27), (43, 33), (37, 33)], 1.5),
        ((40.0, 30.0), [(40, 26.5), (40, 33.5), (44, 30), (36, 30), (43, 27), (37, 27), (43, 33), (37, 33)], 1.8),
    ],
)
def test_a_landings_caption_stays_on_the_table_and_off_the_counters(  # type: ignore[no-untyped-def]
    qtbot, demo_path: Path, tmp_path: Path, at: tuple[float, float], tanks: list[tuple[float, float]], zoom: float
) -> None:
    window = MainWindow(BattleSession.open(landed_among(demo_path, tmp_path / "landed.yaml", at, tanks)))
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.view.fit_table()
    scene = window.scene
    try:
        qtbot.waitUntil(lambda: scene.laid_out and not scene.layout_pending)
        window.view.zoom_by(zoom, at=QPointF(window.view.mapFromScene(QPointF(*at))))  # the player zooms in on it
        qtbot.waitUntil(lambda: scene.laid_out and not scene.layout_pending)
        [mark] = scene.landed
        assert mark.toolTip() == "Barrage by Kampfgruppe Peiper: 200 yd zone"  # read on the zone whatever happens
        caption = mark.caption_item
        if caption.isVisible():
            ppu = scene.layout.scale
            t = window.session.battle.table
            box = caption_box(mark, ppu)
            assert QRectF(0, 0, t.width * ppu, t.depth * ppu).contains(box), box
            counters = [k for k, r in scene.layout.rects().items() if k.startswith("unit:") and r.intersects(box)]
            assert not counters, (caption.text, counters)
            assert caption.text in (mark.caption, mark.short_caption)
    finally:
        close_quietly(window)
