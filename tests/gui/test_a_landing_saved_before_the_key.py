"""A barrage landed in the turn a battle was saved in, by a version before the log's ``landing`` key: opened in the
window, its mark is on the board as a landing of today's is (the impact point, the damage zone, its caption), read from
what its log entry says; the file is not rewritten by opening it, and the next save writes the key."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from PySide6.QtWidgets import QApplication

from morefire_gui.cli import main
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.session.battle_session import BattleSession
from tests.gui.conftest import close_quietly


def saved_before_the_key(demo_path: Path, path: Path) -> Path:
    """The demo battle with a barrage of four 105mm guns landed at 29, 41.5 (a 200-yard zone over T-34 #3), its log
    entry as a version before the key wrote it."""
    shutil.copy(demo_path, path)
    fire = ["--at", "30,41.5", "--side", "axis", "--guns", "4", "--calibre", "105", "--observed", "--seed", "1"]
    code = main(["barrage", str(path), *fire, "--apply", str(path)])
    assert code == 0
    text = path.read_text(encoding="utf-8")
    old = re.sub(r"\n  landing:\n    at: \[[^\]]*\]\n    zone_yards: \d+", "", text)
    assert old != text and "landing" not in old
    path.write_text(old, encoding="utf-8")
    return path


def test_its_mark_is_drawn_and_the_file_is_left_as_it_was(qtbot, demo_path: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = saved_before_the_key(demo_path, tmp_path / "old.yaml")
    before = path.read_bytes()
    window = MainWindow(BattleSession.open(path))
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    try:
        [mark] = [item for item in window.scene.landed if item.isVisible()]
        assert mark.impact == (29.0, 41.5)
        assert mark.radius == window.session.geometry.to_table(100)  # 200 yards across
        assert mark.caption_item.text == "Barrage by Kampfgruppe Peiper: 200 yd zone"
        assert path.read_bytes() == before
        window.session.save(path)
        assert "landing:\n    at: [29, 41.5]\n    zone_yards: 200" in path.read_text(encoding="utf-8")
    finally:
        close_quietly(window)
