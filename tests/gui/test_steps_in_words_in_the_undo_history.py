"""A Next or a Back in the undo history (Edit menu) and in the replay says the step in words, as the command line and
the refusals say it ("Next: movement step 2 (cross-country movement)"), in English and in German; a title of before
("Next: Movement 2") still reads in the window's language."""

from __future__ import annotations

import pytest

from morefire_gui.gui.dialogs.replay import ReplayDialog
from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.said import said
from tests.gui.test_said import german  # noqa: F401 # the German fixture

NEXT = "Next: movement step 2 (cross-country movement)"
BACK = "Back: movement step 1 (road movement)"
NEXT_DE = "Weiter: Schritt 2 der Phase „Bewegung“ (Bewegung querfeldein)"


def _replay(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> ReplayDialog:
    shown: list[ReplayDialog] = []
    monkeypatch.setattr(ReplayDialog, "exec", lambda self: shown.append(self) or 0)
    window.feature(TurnsFeature).replay_action.trigger()
    return shown[0]


def test_the_edit_menu_and_the_replay_say_a_next_and_a_back_in_words(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, monkeypatch
) -> None:
    turns = window.feature(TurnsFeature)
    turns.next_action.trigger()
    assert window.undo_action.text() == f"&Undo {NEXT}"
    turns.back_action.trigger()
    assert window.undo_action.text() == f"&Undo {BACK}"
    assert [window.undo_stack.text(i) for i in range(window.undo_stack.count())] == [NEXT, BACK]
    dialog = _replay(window, monkeypatch)
    dialog.last_button.click()
    assert f"2. {BACK}" in dialog.explanation_text(), dialog.explanation_text()
    dialog.back_button.click()
    assert f"1. {NEXT}" in dialog.explanation_text(), dialog.explanation_text()
    dialog.accept()


def test_a_next_in_the_undo_history_and_the_replay_in_german(  # type: ignore[no-untyped-def]
    german, qtbot, window: MainWindow, monkeypatch
) -> None:
    window.feature(TurnsFeature).next_action.trigger()
    assert window.undo_stack.text(0) == NEXT_DE
    dialog = _replay(window, monkeypatch)
    dialog.last_button.click()
    text = dialog.explanation_text()
    assert f"1. {NEXT_DE}" in text and "Next" not in text and "movement" not in text, text
    dialog.accept()


def test_a_title_of_before_still_reads_in_german(german) -> None:  # type: ignore[no-untyped-def]
    assert said("Next: Movement 2") == "Weiter: Bewegung 2"
    assert said("Back: Direct fire 1") == "Zurück: Direktes Feuer 1"
