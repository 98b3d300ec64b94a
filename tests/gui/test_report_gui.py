"""Exporting the after-action report from the window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from morefire_gui.gui.features.report import ReportDialog, ReportFeature, turn_snapshots
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.rules.explain import NoteStep


def test_export_html_report_with_the_board_and_a_turn_picture(window: MainWindow, tmp_path: Path) -> None:
    feature = window.feature(ReportFeature)
    assert feature.take_snapshot(3) is not None
    assert 3 in turn_snapshots(window.session)
    window.session.record("note", "Spotting check", "T-34 #3 spotted", [NoteStep("within 500 yd", "2.1")], turn=3)
    dialog = ReportDialog(window.session)
    dialog.path.setText(str(tmp_path / "aar.html"))
    for i in range(dialog.pictures.count()):
        dialog.pictures.item(i).setCheckState(Qt.CheckState.Checked)
    assert dialog.chosen_turns() == [-1, 3]
    written = dialog.export()
    text = written.read_text(encoding="utf-8")
    assert "Spotting check — T-34 #3 spotted" in text and "within 500 yd" in text
    assert (tmp_path / "aar_board.png").exists() and (tmp_path / "aar_turn3.png").exists()
    assert "The board at the start of turn 3" in text


def test_export_action_is_in_the_file_menu(window: MainWindow) -> None:
    file_menu = window.menuBar().actions()[0].menu()
    assert "Export After-Action Repor&t…" in [a.text() for a in file_menu.actions()]
