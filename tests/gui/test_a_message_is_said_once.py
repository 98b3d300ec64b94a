"""A text the window says in its language already goes to the status bar and the Messages as it is: it is not read
again as an English text of the rules, which garbled it in German (a step's "FIR 7,5" read back as "FIR 7.5", the
English number in a German sentence)."""

from __future__ import annotations

from morefire_gui.gui.i18n import Translated, tr
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.said import said
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from tests.gui.test_said import german  # noqa: F401 # the fixture

STEP = QT_TRANSLATE_NOOP("Rules", "all fire into the area combined: FIR {fir}").format(fir=7.5)


def test_a_step_said_in_german_reaches_the_status_bar_and_messages_whole(german, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    once = said(STEP)
    assert once == "alles Feuer in den Bereich zusammengefasst: FIR 7,5"
    for shown in (once, Translated(" ").join([once]), tr("Refused: {refusal}").format(refusal=once)):
        window.message(shown, log=True)
        assert window.statusBar().currentMessage() == shown
        assert window.log.entries()[-1].endswith(f"  {shown}")
        assert "7,5" in shown and "7.5" not in window.statusBar().currentMessage()
