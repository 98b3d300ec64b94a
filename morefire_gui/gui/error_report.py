"""Somewhere for errors to go: a rotating log file in the app's data folder, Qt's own warnings in it too, and an
excepthook that saves every open battle's autosave, then shows the error with "Copy report" (the versions, the
platform, the error and the log's tail) for a player to send, where a window started without a terminal would
otherwise show nothing."""

from __future__ import annotations

import logging
import platform
import sys
import traceback
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType

import PySide6
from PySide6.QtCore import QLocale, QtMsgType, qInstallMessageHandler, qVersion
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from morefire_gui import __version__
from morefire_gui.errors import InputError, Problem
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.settings import app_data_folder

__all__ = [
    "ErrorReportDialog",
    "install_excepthook",
    "log_path",
    "log_tail",
    "open_failure",
    "report_text",
    "start_logging",
    "system_information",
]

LOGGER = logging.getLogger("morefire")
LOG_BYTES = 1_000_000  # then the file rolls over: morefire.log.1 … .3 (a few megabytes at most)
LOG_BACKUPS = 3
TAIL_LINES = 80
_QT_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}


def log_path() -> Path:
    return app_data_folder() / "logs" / "morefire.log"


def start_logging() -> Path | None:
    """Log to the rotating file (once per process); Qt's messages go there too. None when the folder cannot be
    written (then nothing is logged to a file, and the app runs on)."""
    path = log_path()
    for handler in LOGGER.handlers:
        if isinstance(handler, RotatingFileHandler) and Path(handler.baseFilename) == path:
            return path
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    for old in [h for h in LOGGER.handlers if isinstance(h, RotatingFileHandler)]:
        LOGGER.removeHandler(old)
        old.close()
    LOGGER.addHandler(handler)
    LOGGER.setLevel(logging.INFO)
    qInstallMessageHandler(
        lambda kind, context, message: LOGGER.getChild("qt").log(_QT_LEVELS.get(kind, logging.WARNING), message)
    )
    LOGGER.info("More Fire! %s started: %s", __version__, system_information().replace("\n", "; "))
    return path


def log_tail(lines: int = TAIL_LINES) -> str:
    """The log's last lines, read with a bound as every file is (io/file_read.py): the log rolls over at a
    megabyte, so a larger one (or one that is not a regular file) is not the app's own."""
    from morefire_gui.errors import InputError
    from morefire_gui.io.file_read import read_bounded

    try:
        text = read_bounded(log_path(), str(log_path()), 4 * LOG_BYTES).decode("utf-8", errors="replace")
    except InputError:
        return tr("(no log file)")
    return "\n".join(text.splitlines()[-lines:])


def system_information() -> str:
    """The versions and the platform, as a player would paste them into a report."""
    screens = ", ".join(
        f"{s.geometry().width()}x{s.geometry().height()} at {s.devicePixelRatio():g}x"
        for s in QGuiApplication.screens()
    )
    return "\n".join(
        [
            f"More Fire! {__version__}",
            f"Python {platform.python_version()} ({platform.python_implementation()})",
            f"Qt {qVersion()}, PySide6 {PySide6.__version__}, platform plugin {QGuiApplication.platformName()}",
            f"System: {platform.platform()}",
            f"Locale: {QLocale().name()} (system {QLocale.system().name()})",
            f"Screens: {screens or 'none'}",
            f"Log: {log_path()}",
        ]
    )


def open_failure(path: Path, exc: BaseException) -> InputError:
    """What the player is told when opening ``path`` failed with something other than a refusal of the file (a fault
    of the app's own): the file named, the error, and where the log holds its details. The traceback is logged; the
    window keeps the battle it had."""
    LOGGER.error("Opening %s failed", path, exc_info=exc)
    error = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
    message = tr(
        "could not be opened: the app met an error it did not expect ({error}). The battle open is kept; the "
        "details are in the log, {log}"
    ).format(error=error if len(error) <= 300 else error[:297] + "...", log=log_path())
    return InputError([Problem(str(path), None, "", message)])


def report_text(error: str) -> str:
    return "\n\n".join([system_information(), error.rstrip(), "--- " + tr("Log") + f" ---\n{log_tail()}"])


class ErrorReportDialog(QDialog):
    """The error, what was saved, and the report to copy."""

    def __init__(self, error: str, saved: list[Path], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("More Fire! met an error"))
        layout = QVBoxLayout(self)
        kept = (
            tr("The open battles were autosaved first; the app offers them the next time it starts.")
            if saved
            else tr("No battle had unsaved changes.")
        )
        self.message = QLabel(
            tr(
                "Something went wrong inside the app. {kept} Please copy the report and send it "
                "with a few words on what you were doing."
            ).format(kept=kept)
        )
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self.report = QPlainTextEdit(report_text(error))
        self.report.setReadOnly(True)
        self.report.setAccessibleName(tr("Error report"))
        layout.addWidget(self.report, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = QPushButton(tr("&Copy Report"))
        self.copy_button.setToolTip(tr("Put the report on the clipboard, to paste into a mail or a bug report"))
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy_report)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(640, 420)

    def copy_report(self) -> None:
        QApplication.clipboard().setText(self.report.toPlainText())


def _autosave_every_window() -> list[Path]:
    """Save the autosave of every open battle with changes; an error here must not hide the first one."""
    from morefire_gui.gui.features.safety import SafetyFeature
    from morefire_gui.gui.main_window import open_windows

    saved: list[Path] = []
    for window in open_windows():
        try:
            path = window.feature(SafetyFeature).autosave_now()
        except Exception:
            LOGGER.exception("autosave after an error failed")
            continue
        if path is not None:
            saved.append(path)
    return saved


_showing = False


def handle_exception(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
    """sys.excepthook: log, autosave, show. A second error while the first is shown is only logged."""
    global _showing
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, value, tb)
        return
    error = "".join(traceback.format_exception(kind, value, tb))
    LOGGER.critical("Unexpected error:\n%s", error)
    sys.__excepthook__(kind, value, tb)  # and on the terminal, when there is one
    if _showing or QApplication.instance() is None:
        return
    _showing = True
    try:
        saved = _autosave_every_window()
        ErrorReportDialog(error, saved, QApplication.activeWindow()).exec()
    finally:
        _showing = False


def install_excepthook() -> None:
    sys.excepthook = handle_exception
