"""The Assault dialog's supporting-fire list holds a long line (a machine gun out of range, and why: "Mittleres MG
(Kampfgruppe Peiper): außer Reichweite: …") in German at the size the dialog opens at on a laptop: wrapped at a word
within the list's width, never scrolled sideways, and whole in its tooltip."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFontMetrics

from morefire_gui.gui.main_window import MainWindow
from tests.gui.test_artillery_gui import open_window  # noqa: F401 # the fixture
from tests.gui.test_dialogs_say_what_the_player_may_do import assault_battle, assault_opened
from tests.gui.test_infantry_gui import dialogs  # noqa: F401 # the infantry dialogs, kept
from tests.gui.test_said import german  # noqa: F401 # the fixture

LONG = "Mittleres MG (Kampfgruppe Peiper): außer Reichweite"


def test_the_supporting_fire_list_never_scrolls_sideways_in_german(  # type: ignore[no-untyped-def]
    german, qtbot, open_window, dialogs, demo_path: Path, tmp_path: Path
) -> None:
    window: MainWindow = open_window(assault_battle(demo_path, tmp_path / "assault.yaml"))
    dialog = assault_opened(qtbot, window, dialogs)
    dialog.resize(1000, 640)  # narrower than it opens at on a 1366 x 768 screen
    qtbot.wait(10)
    support = dialog.support
    items = [support.item(i) for i in range(support.count())]
    long = next(i for i in items if i.text().startswith(LONG))
    assert support.horizontalScrollBar().maximum() == 0
    # Within the list's width, on two lines or more, read whole on hover.
    shape = support.visualItemRect(long)
    line = QFontMetrics(support.font()).lineSpacing()
    assert shape.width() <= support.viewport().width() and shape.height() >= 2 * line
    assert long.toolTip() == long.text()
