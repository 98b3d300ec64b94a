"""The demo seen whole on a laptop (1366 x 768): the Knoll top's level ("L2") is written on the knoll, where the SU-76,
the ZiS-3, their names and a registration point's crosshair leave room, smaller than a level on an open hill; it was
not written at all before (every place of its one size was covered by the crosshair's square or a counter). Every
other hill of the demo and of a generated French farmland battle keeps its level whole, and no level is drawn under
a counter, a name or a mark."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF

from morefire_gui.cli import main as cli_main
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.session.battle_session import BattleSession
from tests.gui.conftest import close_quietly
from tests.gui.test_board_legibility import fitted


def levels_written(window: MainWindow) -> dict[str, tuple[str, QRectF]]:
    """Each hill's level as the board writes it: its text and its box in the layout's scene pixels."""
    ppu = window.scene.layout.scale
    out = {}
    for piece_id, piece in window.scene.terrain.items():
        if not piece.level_places():
            continue
        texts = piece.ground_texts()
        if texts and piece.level_choice is not None:
            text, box, _, _ = texts[0]
            out[piece_id] = (text, QRectF(box.topLeft() * ppu, box.size() * ppu))
    return out


def covered_by(window: MainWindow, box: QRectF) -> list[str]:
    """The counters, names, flags and marks (but the grid numbers beside the table) that ``box`` meets."""
    return [
        key
        for key, rect in window.scene.layout.rects().items()
        if not key.startswith(("number:", "level:", "ground:")) and rect.intersects(box.adjusted(0.5, 0.5, -0.5, -0.5))
    ]


def test_the_knoll_tops_level_is_written_on_it(qtbot, laptop: MainWindow) -> None:  # type: ignore[no-untyped-def]
    written = levels_written(laptop)
    assert set(written) == {"h1", "h2", "h3", "h4", "h5"}
    text, box = written["h4"]
    assert text == "L2"
    assert box.height() >= 6.5  # pixels: read at a glance
    assert covered_by(laptop, box) == []
    knoll = laptop.scene.terrain["h4"]
    ppu = laptop.scene.layout.scale
    outline = knoll.shape().boundingRect()
    assert QRectF(outline.topLeft() * ppu, outline.size() * ppu).contains(box)  # on the knoll, not beside it
    # The open hills keep their levels at their whole size.
    assert all(written[h][1].height() > box.height() for h in ("h1", "h3", "h5"))


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_every_hill_of_a_generated_battle_keeps_its_level(qtbot, tmp_path: Path, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "france.yaml"
    made = ["scenario", "--theatre", "france", "--terrain", "farmland", "--seed", "12", "--create", str(path)]
    assert cli_main(made) == 0
    window = fitted(qtbot, BattleSession.open(path), size)
    try:
        qtbot.waitUntil(lambda: window.scene.laid_out and not window.scene.layout_pending, timeout=3000)
        hills = {p.id for p in window.session.battle.terrain if p.kind.value == "hill"}
        written = levels_written(window)
        assert set(written) == hills
        for _, box in written.values():
            assert covered_by(window, box) == []
    finally:
        close_quietly(window)
