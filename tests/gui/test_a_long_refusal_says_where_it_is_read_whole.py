"""A long message in a laptop's status bar says where it is read whole. In the Allies' view at 1366 x 768 the Fire
tool pressed on the Axis's Tiger is refused in a sentence the bar cannot hold: it draws the refusal's head, elided,
and ends with "(whole in Log → Messages)"; the Messages tab of the log and the bar's tooltip have it whole. A short
message is drawn as it is."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics

from morefire_gui.gui.main_window import MainWindow
from tests.gui.conftest import to_view
from tests.gui.test_own_counters import T34_AT, TIGER_AT, allied_table

LEFT, NONE = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier


def test_a_refusal_cut_on_a_laptop_says_where_it_is_read_whole(qtbot, laptop: MainWindow) -> None:  # type: ignore[no-untyped-def]
    w = allied_table(laptop)
    w.set_tool("fire")
    vp = w.view.viewport()
    qtbot.mousePress(vp, LEFT, NONE, to_view(w, *TIGER_AT))
    qtbot.mouseMove(vp, to_view(w, *T34_AT))
    qtbot.mouseRelease(vp, LEFT, NONE, to_view(w, *T34_AT))
    bar = w.status_bar
    whole = bar.currentMessage()
    assert whole.startswith("Refused: Tiger 1 belongs to Kampfgruppe Peiper") and "Hand Over" in whole
    shown = bar.shown_message()
    assert shown.endswith("… (whole in Log → Messages)"), shown
    assert whole.startswith(shown.removesuffix("… (whole in Log → Messages)"))
    assert QFontMetrics(bar.font()).horizontalAdvance(shown) <= bar.message_rect().width()
    assert bar.toolTip() == whole
    assert w.log.tabs.tabText(1) == "Messages" and w.log.entries()[-1].endswith(whole)
    w.message("Measured 12 in")
    assert bar.shown_message() == "Measured 12 in"
