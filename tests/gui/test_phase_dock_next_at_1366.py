"""The Phase dock's Next button on a laptop (the window 1366 pixels wide as a first start lays it out), in English and
in German: stepped through the whole sequence of play with Next, each step's Next reads whole ("Weiter: Direktes
Feuer 2 ▶"), its text no wider than the room the button gives it; where the row is too narrow for both buttons'
words, Back shows its arrow alone, its word in its accessible name; where the row has room, Back keeps its word."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionButton

from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.widgets.eliding_button import ElidingButton
from tests.gui.conftest import close_quietly
from tests.gui.test_docks_at_1366 import laptop
from tests.gui.test_said import german  # noqa: F401 # the German fixture


@pytest.fixture(params=["en", "de"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    if request.param == "de":
        request.getfixturevalue("german")
    yield request.param


def text_room(button: ElidingButton) -> int:
    """The width the button gives its words: its contents less its margins."""
    option = QStyleOptionButton()
    button.initStyleOption(option)
    style = button.style()
    room = style.subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button).width()
    return room - 2 * style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, option, button)


def test_next_reads_whole_at_every_step_of_a_turn(qtbot, demo_path, language: str) -> None:  # type: ignore[no-untyped-def]
    window = laptop(qtbot, demo_path)
    try:
        phase = window.feature(TurnsFeature).dock
        seen = []
        for _ in range(len(window.session.tables.sequence.places())):
            QApplication.processEvents()
            button = phase.next_button
            text = button.text()
            seen.append(text)
            assert button.shown_text() == text, (text, button.shown_text())
            assert button.fontMetrics().horizontalAdvance(text) <= text_room(button), text
            assert phase.back_button.accessibleName() == tr("◀ Back").replace("◀", "").strip()
            button.click()
        if language == "de":
            assert "Weiter: Direktes Feuer 2 ▶" in seen
    finally:
        close_quietly(window)


def test_back_keeps_its_word_where_the_dock_has_room(qtbot, demo_path, language: str) -> None:  # type: ignore[no-untyped-def]
    window = laptop(qtbot, demo_path, QSize(1900, 1000))
    try:
        phase = window.feature(TurnsFeature).dock
        window.resizeDocks([phase], [420], Qt.Orientation.Horizontal)
        for _ in range(len(window.session.tables.sequence.places())):
            QApplication.processEvents()
            assert phase.back_button.text() == tr("◀ Back"), phase.next_button.text()
            assert phase.next_button.shown_text() == phase.next_button.text()
            phase.next_button.click()
    finally:
        close_quietly(window)
