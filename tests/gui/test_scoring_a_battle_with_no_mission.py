"""The players of the demo battle, which has no mission, press End battle / Score… in the Phase dock: the victory
dialog says in the window's words why it cannot score it and where a battle with a mission is made (File → New
Random Battle…), not with the command line's command or a file's key; in German too."""

from __future__ import annotations

from PySide6.QtCore import Qt

from morefire_gui.gui.dialogs.victory import VictoryDialog
from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from tests.gui.test_said import german  # noqa: F401 # the fixture

LEFT = Qt.MouseButton.LeftButton


def opened_by_end_battle(qtbot, window: MainWindow, monkeypatch) -> VictoryDialog:  # type: ignore[no-untyped-def]
    opened: list[VictoryDialog] = []

    def run(cls, session, editor=None, parent=None):  # type: ignore[no-untyped-def]
        opened.append(cls(session, editor, parent))
        return opened[-1]

    monkeypatch.setattr(VictoryDialog, "run", classmethod(run))
    qtbot.mouseClick(window.feature(TurnsFeature).dock.end_button, LEFT)
    assert len(opened) == 1
    return opened[0]


def test_the_demo_is_said_to_have_no_mission_in_the_windows_words(qtbot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    dialog = opened_by_end_battle(qtbot, window, monkeypatch)
    try:
        text = dialog.outcome_label.text()
        assert "Cannot score this battle: it has no mission, so no victory conditions to score it by (Table VI)" in text
        assert "File → New Random Battle…" in text
        assert "morefire" not in text and "docs/" not in text and "mission:" not in text
        assert not dialog.record_button.isEnabled()
    finally:
        dialog.close()


def test_and_in_german(german, qtbot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    dialog = opened_by_end_battle(qtbot, window, monkeypatch)
    try:
        text = dialog.outcome_label.text()
        assert "Dieses Gefecht lässt sich nicht werten: es hat keinen Auftrag" in text
        assert "Datei → Neues Zufallsgefecht…" in text and "morefire" not in text
    finally:
        dialog.close()
