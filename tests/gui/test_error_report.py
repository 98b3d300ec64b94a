"""Errors have somewhere to go: the rotating log file, the excepthook's dialog (after the autosave) with its report
to copy, and About's system information."""

from __future__ import annotations

import logging
import sys

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from morefire_gui.gui import error_report
from morefire_gui.gui.dialogs.help import AboutDialog
from morefire_gui.gui.error_report import ErrorReportDialog, log_path, start_logging
from morefire_gui.gui.features.safety import SafetyFeature
from morefire_gui.gui.main_window import MainWindow
from tests.gui.test_main_window import move_unit


@pytest.fixture(autouse=True)
def own_log(monkeypatch):  # type: ignore[no-untyped-def]
    """The log's handler is taken off after each test, and pytest-qt keeps its own handler of Qt's messages."""
    monkeypatch.setattr(error_report, "qInstallMessageHandler", lambda handler: None)
    yield
    for handler in list(logging.getLogger("morefire").handlers):
        logging.getLogger("morefire").removeHandler(handler)
        handler.close()


def test_the_log_file_is_in_the_data_folder_and_rolls_over(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("MOREFIRE_DATA_DIR", str(tmp_path))
    path = start_logging()
    assert path == tmp_path / "logs" / "morefire.log" == log_path()
    logging.getLogger("morefire.test").warning("a line to find")
    handler = next(h for h in logging.getLogger("morefire").handlers if getattr(h, "baseFilename", "") == str(path))
    handler.flush()
    text = path.read_text(encoding="utf-8")
    assert "started" in text and "Qt " in text and "a line to find" in text
    assert handler.maxBytes > 0 and handler.backupCount >= 1


@pytest.mark.qt_no_exception_capture
def test_an_error_autosaves_then_shows_the_report_to_copy(qtbot, window: MainWindow, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("MOREFIRE_DATA_DIR", str(tmp_path))
    start_logging()
    shown: list[ErrorReportDialog] = []
    monkeypatch.setattr(ErrorReportDialog, "exec", lambda self: shown.append(self) or 0)
    monkeypatch.setattr(sys, "excepthook", error_report.handle_exception)
    move_unit(window, "su1", 1.0)  # a change the autosave must keep
    safety = window.feature(SafetyFeature)
    assert safety.autosaver is not None and not safety.autosaver.autosave_path.exists()

    def broken_slot() -> None:
        raise RuntimeError("injected failure in a slot")

    QTimer.singleShot(0, broken_slot)
    qtbot.waitUntil(lambda: any("injected failure" in d.report.toPlainText() for d in shown))
    dialog = next(d for d in shown if "injected failure" in d.report.toPlainText())
    assert safety.autosaver.autosave_path.exists()  # saved before the dialog showed
    report = dialog.report.toPlainText()
    assert "RuntimeError: injected failure in a slot" in report and "broken_slot" in report
    assert "PySide6 " in report and "System: " in report and "--- Log ---" in report
    assert "autosaved" in dialog.message.text()
    dialog.copy_button.click()
    assert QApplication.clipboard().text() == report
    assert "injected failure" in log_path().read_text(encoding="utf-8")


def test_about_copies_the_system_information(qtbot) -> None:
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    dialog.copy_button.click()
    text = QApplication.clipboard().text()
    assert text.startswith("More Fire! ") and "Qt " in text and "Screens: " in text and "Python " in text


def test_the_logs_tail_is_read_with_a_bound(tmp_path, monkeypatch) -> None:
    """The report's log tail is read as every file is: a log that is a link to /dev/zero is no log."""
    import os
    import time

    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero here")
    monkeypatch.setenv("MOREFIRE_DATA_DIR", str(tmp_path))
    log_path().parent.mkdir(parents=True)
    log_path().write_text("one\ntwo\nthree\n", encoding="utf-8")
    assert error_report.log_tail(2) == "two\nthree"
    log_path().unlink()
    log_path().symlink_to("/dev/zero")
    start = time.process_time()
    assert error_report.log_tail() == "(no log file)"
    assert time.process_time() - start < 1.0
