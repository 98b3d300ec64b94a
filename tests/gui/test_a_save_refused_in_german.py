"""Save As into the app's own folder of battles (resources/battles/) is refused, and the box that says so reads in the
window's language, its details too: in German "Speichern nicht möglich: demo.yaml ist ein Gefecht, das mit der App
kommt, eine Vorlage …". The command line and the exception keep the English (tests/gui/test_safety.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from morefire_gui.gui.main_window import MainWindow
from tests.gui.test_dialogs_say_what_the_player_may_do import language  # noqa: F401 # the fixture
from tests.gui.test_said import german  # noqa: F401 # the fixture
from tests.gui.test_shell import menu_actions

REFUSED = {
    "en": (
        "Cannot save demo.yaml",
        "cannot save: demo.yaml is a battle that comes with the app, a template: save the game under another name; "
        "the previous file, if any, is unchanged",
    ),
    "de": (
        "demo.yaml lässt sich nicht speichern",
        "Speichern nicht möglich: demo.yaml ist ein Gefecht, das mit der App kommt, eine Vorlage: das Spiel unter "
        "einem anderen Namen speichern; die bisherige Datei, falls vorhanden, bleibt unverändert",
    ),
}


@pytest.fixture
def boxes(monkeypatch) -> list[tuple[str, str, str]]:  # type: ignore[no-untyped-def]
    """The message boxes the window shows (their text, informative text and details), instead of a modal loop."""
    shown: list[tuple[str, str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "exec", lambda self: shown.append((self.text(), self.informativeText(), self.detailedText()))
    )
    return shown


def test_saving_into_the_apps_folder_is_refused_in_the_windows_language(  # type: ignore[no-untyped-def]
    language: str, window: MainWindow, boxes, demo_path: Path, monkeypatch
) -> None:
    before = demo_path.read_bytes()
    # The player picks the demo's own file in the chooser.
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(demo_path), ""))
    save_as = next(
        a for a in menu_actions(window)[{"en": "File", "de": "Datei"}[language]] if a is window.save_as_action
    )
    save_as.trigger()
    assert len(boxes) == 1, boxes
    title, text, details = boxes[0]
    heading, refusal = REFUSED[language]
    assert title == heading
    assert text == f"{demo_path}\n{refusal}"
    assert details == f"{demo_path}: {refusal}"
    if language == "de":
        for english in ("cannot save", "comes with the app", "previous file"):
            assert english not in text + details, english
    assert demo_path.read_bytes() == before and window.session.path == demo_path
