"""Once the assault is rolled, the pane that said what would happen before the dice holds what did: its heading reads
"Result" (German "Ergebnis"), not "Before the dice" over the outcome."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from morefire_gui.gui.main_window import MainWindow
from morefire_gui.rules.dice import ScriptedDice
from tests.gui.test_artillery_gui import open_window  # noqa: F401 # the fixture
from tests.gui.test_dialogs_say_what_the_player_may_do import assault_battle, assault_opened
from tests.gui.test_infantry_gui import dialogs  # noqa: F401 # the infantry dialogs, kept

LEFT = Qt.MouseButton.LeftButton


def test_the_rolled_assault_is_headed_result(qtbot, open_window, dialogs, demo_path: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window: MainWindow = open_window(assault_battle(demo_path, tmp_path / "assault.yaml"))
    dialog = assault_opened(qtbot, window, dialogs)
    assert dialog.preview_heading.text() == "<b>Before the dice</b>"
    window.session.dice = ScriptedDice([90, 20])
    qtbot.mouseClick(dialog.roll_button, LEFT)
    assert dialog.outcome is not None
    assert dialog.preview_heading.text() == "<b>Result</b>"
    assert "the assault succeeds" in dialog.preview_view.toPlainText()
