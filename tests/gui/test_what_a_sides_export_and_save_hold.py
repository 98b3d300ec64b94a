"""In hot seat the window says what a file holds when a side's player makes one: Export Board says, before and after,
whose view the picture shows (it is drawn in the window's view); Save says the battle file holds the whole battle,
every side's secrets (it is the umpire's file, docs/hidden-information.md)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog

from morefire_gui.gui.dialogs.export import ExportDialog
from morefire_gui.gui.features.report import ReportDialog
from morefire_gui.gui.main_window import MainWindow
from tests.gui.test_hidden_information import hand_over
from tests.hidden_battle import hidden_session

SIDE_VIEW = "View of 181st Tank Brigade"


def menu_action(w: MainWindow, menu: str, text: str):  # type: ignore[no-untyped-def]
    found = next(a.menu() for a in w.menuBar().actions() if a.text() == menu)
    return next(a for a in found.actions() if a.text() == text)


def test_export_board_says_whose_view_the_picture_holds(
    qtbot, window: MainWindow, demo_path: Path, tmp_path: Path, monkeypatch
) -> None:
    """File -> Export Board in the Allies' view: the dialog's View row, and the status bar after the export, say
    "View of 181st Tank Brigade"; in the umpire's view, the umpire's."""
    w = window
    w.replace_session(hidden_session(demo_path))
    hand_over(qtbot, w, "allies")
    out = tmp_path / "board.png"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    read: list[str] = []

    def press_export() -> None:
        dialog = next(d for d in QApplication.topLevelWidgets() if isinstance(d, ExportDialog) and d.isVisible())
        try:
            read.append(dialog.whose.text())
            dialog.image_width.setValue(400)
            dialog.export_button.click()
        finally:
            if dialog.isVisible():
                dialog.reject()

    QTimer.singleShot(0, press_export)
    menu_action(w, "&File", "&Export Board…").trigger()
    assert read == [SIDE_VIEW]
    assert out.exists()
    assert w.statusBar().currentMessage().endswith(f"Exported the board ({SIDE_VIEW}) to {out}")


def test_saving_in_a_sides_view_says_the_file_holds_every_secret(
    qtbot, window: MainWindow, demo_path: Path, tmp_path: Path, monkeypatch
) -> None:
    w = window
    w.replace_session(hidden_session(demo_path))
    hand_over(qtbot, w, "allies")
    out = tmp_path / "game.mfb.yaml"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    menu_action(w, "&File", "Save &As…").trigger()
    assert out.exists()
    message = w.statusBar().currentMessage()
    assert f"Saved {out}: the whole battle, every side's secrets in it" in message
    assert "Export Board" in message


def test_print_says_whose_view_the_sheets_hold_and_plans_them_in_it(
    qtbot, window: MainWindow, demo_path: Path, tmp_path: Path, monkeypatch
) -> None:
    """File -> Print in the Allies' view: the dialog's View row says "View of 181st Tank Brigade" before anything is
    printed, and the sheets it counts are planned from what the Allies see, as they are printed (the Axis minefield's
    legend entry, say, takes no room that would turn the sheet)."""
    from morefire_gui.gui.dialogs.print_setup import PrintSetupDialog

    w = window
    w.replace_session(hidden_session(demo_path))
    hand_over(qtbot, w, "allies")
    out = tmp_path / "plan.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    read: list[tuple[str, object]] = []

    def press_save() -> None:
        dialog = next(d for d in QApplication.topLevelWidgets() if isinstance(d, PrintSetupDialog) and d.isVisible())
        try:
            read.append((dialog.whose.text(), dialog.settings().view))
            dialog.pdf_button.click()
        finally:
            if dialog.isVisible():
                dialog.reject()

    QTimer.singleShot(0, press_save)
    menu_action(w, "&File", "&Print…").trigger()
    assert read == [(SIDE_VIEW, w.view_filter)]
    assert out.exists()


def test_the_report_dialog_says_whose_view_the_report_holds(qtbot, window: MainWindow, demo_path: Path) -> None:  # type: ignore[no-untyped-def]
    """File -> Export After-Action Report in the Allies' view says "View of 181st Tank Brigade" before it is written,
    as Export Board and Print do."""
    w = window
    w.replace_session(hidden_session(demo_path))
    hand_over(qtbot, w, "allies")
    read: list[str] = []

    def look() -> None:
        dialog = next(d for d in QApplication.topLevelWidgets() if isinstance(d, ReportDialog) and d.isVisible())
        try:
            read.append(dialog.whose.text())
        finally:
            dialog.reject()

    QTimer.singleShot(0, look)
    menu_action(w, "&File", "Export After-Action Repor&t…").trigger()
    assert read == [SIDE_VIEW]
