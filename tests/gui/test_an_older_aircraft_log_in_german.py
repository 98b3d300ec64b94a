"""A battle saved when the aircraft's points were written with two decimals ("from 20.00, 48.00 to 20.00, 20.00",
before every table point read with one): opened in a German window, its log still reads in German, each point with
the locale's mark, as one just flown does."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtWidgets import QApplication

from morefire_gui.cli import main
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.session.battle_session import BattleSession
from tests.gui.conftest import close_quietly
from tests.gui.test_a_landing_in_the_other_sides_view import log_words
from tests.gui.test_said import german  # noqa: F401 # the German fixture
from tests.session.air_battle import write_air_battle

IL2 = ["--side", "allies", "--aircraft", "il2", "--from", "20,48", "--heading", "0", "--dice", "90,10,50,3"]


def saved_with_two_decimals(tmp_path: Path) -> Path:
    """The air battle after an Il-2's strafing run, its log written as a version before one decimal wrote it."""
    battle = write_air_battle(tmp_path)
    assert main(["airstrike", str(battle), *IL2, "--apply", str(battle)]) == 0
    text = battle.read_text(encoding="utf-8")
    old = re.sub(r"\b(\d+\.\d), (\d+\.\d)\b", r"\g<1>0, \g<2>0", text)
    assert "from 20.00, 48.00 to 20.00, 20.00" in old, old
    battle.write_text(old, encoding="utf-8")
    return battle


def test_an_older_log_of_an_airstrike_reads_in_german(qtbot, german, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(BattleSession.open(saved_with_two_decimals(tmp_path)))
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    try:
        words = log_words(window)
        assert "von 20,00 / 48,00 nach 20,00 / 20,00" in words, words
        assert "flies" not in words and "along its arrow" not in words and "20.00" not in words, words
    finally:
        close_quietly(window)
