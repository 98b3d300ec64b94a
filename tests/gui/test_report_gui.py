"""Exporting the after-action report from the window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

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


def test_a_report_already_there_is_replaced_only_when_the_player_says_so(
    window: MainWindow, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """Save with the name of last turn's report asks first; No keeps the report and its picture as they were and
    leaves the dialog open; Yes writes the new one."""
    from PySide6.QtWidgets import QMessageBox

    old = tmp_path / "aar.html"
    old.write_text("last turn's report", encoding="utf-8")
    (tmp_path / "aar_board.png").write_bytes(b"last turn's picture")
    asked: list[str] = []
    answer = [QMessageBox.StandardButton.No]
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda _p, _t, text, *a: asked.append(text) or answer[0]))
    dialog = ReportDialog(window.session)
    dialog.path.setText(str(old))
    dialog.show()
    save = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Save)
    save.click()
    assert asked == ["aar.html is there already. Replace it, and the pictures written beside it?"]
    assert old.read_text(encoding="utf-8") == "last turn's report"
    assert (tmp_path / "aar_board.png").read_bytes() == b"last turn's picture"
    assert dialog.isVisible() and dialog.written is None
    answer[0] = QMessageBox.StandardButton.Yes
    save.click()
    assert dialog.written == old and "After-action report" in old.read_text(encoding="utf-8")
