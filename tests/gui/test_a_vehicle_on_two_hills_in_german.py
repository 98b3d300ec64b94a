"""A vehicle standing on two hills at once (a knoll and the level on top of it) is in defilade "on" both: the
modifier's label names each hill with its kind, and in German each kind is said in German ("Knoll top (Hügel)"),
in the fire dialog's plan, its result, and the Log dock, as for a vehicle on one hill."""

from __future__ import annotations

from PySide6.QtCore import Qt

from morefire_gui.gui.features.direct_fire import DirectFireFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.rules.dice import ScriptedDice
from tests.gui.test_direct_fire_gui import dialogs  # noqa: F401 # the fire dialogs opened, kept
from tests.gui.test_said import german  # noqa: F401 # the fixture

LEFT = Qt.MouseButton.LeftButton
ON_BOTH = "ein Fahrzeug auf Storozhevoe knoll (Hügel), Knoll top (Hügel)"


def test_the_hills_a_target_stands_on_are_said_in_german(qtbot, window: MainWindow, dialogs, german) -> None:  # type: ignore[no-untyped-def]
    # StuG 2 at SU-76 #1, which stands on Storozhevoe knoll and its Knoll top (demo battle).
    dialog = window.feature(DirectFireFeature).open_fire("ge7", "su7")
    dialog.show()
    assert f"IN DECKUNG ({ON_BOTH})" in dialog.plan_view.toPlainText()
    window.session.dice = ScriptedDice([10, 10, 5])  # spotted, hit, hull
    qtbot.mouseClick(dialog.spot_button, LEFT)
    assert f"In Deckung (Defilade) ({ON_BOTH}) -20" in dialog.result_view.toPlainText()
    qtbot.mouseClick(dialog.fire_button, LEFT)
    assert f"IN DECKUNG ({ON_BOTH}) -10" in dialog.result_view.toPlainText()
    shown = []
    for entry in window.session.battle.log:
        window.log.select_entry(entry.seq)
        shown.append(window.log.detail.toPlainText())
    words = "\n".join([*shown, dialog.plan_view.toPlainText(), dialog.result_view.toPlainText()])
    assert f"In Deckung (Defilade) ({ON_BOTH}) -20" in words and f"IN DECKUNG ({ON_BOTH}) -10" in words
    assert "(hill)" not in words
