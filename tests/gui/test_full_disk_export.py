"""File → Print's Save as PDF and File → Export Board on a disk that fills as the file is written: the player is told
why, by the file's name, no "Saved" is said, and the plan or picture that was there is as it was."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from morefire_gui.gui.dialogs.export import ExportRequest
from morefire_gui.gui.dialogs.print_setup import PrintAction, PrintRequest
from morefire_gui.gui.features.shell import ShellFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.printing import PrintSettings
from morefire_gui.gui.render import RenderOptions

OLD = b"%PDF-1.4 the plan printed last turn\n%%EOF\n"


@pytest.fixture
def full_disk(monkeypatch):  # type: ignore[no-untyped-def]
    """Every file written whole (io/atomic_write.py) finds the disk full, as a real one would as the data goes in;
    the warnings the window shows, kept."""

    def no_space(path: Path, data: bytes, keep_backup: bool = True) -> None:
        raise OSError(errno.ENOSPC, "No space left on device", str(path))

    monkeypatch.setattr("morefire_gui.io.atomic_write.write_bytes_atomic", no_space)
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda _parent, _title, text, *a: warnings.append(text)))
    return warnings


def test_save_as_pdf_on_a_full_disk_says_so_and_keeps_the_old_plan(
    qtbot, window: MainWindow, tmp_path: Path, full_disk: list[str]
) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "plan.pdf"
    out.write_bytes(OLD)
    pages = window.feature(ShellFeature).print_with(PrintRequest(PrintSettings(), PrintAction.PDF, out))
    assert pages == 0
    assert out.read_bytes() == OLD
    assert len(full_disk) == 1 and f"cannot write {out}: No space left on device" in full_disk[0]
    assert "Saved" not in window.statusBar().currentMessage()


@pytest.mark.parametrize("suffix", [".png", ".svg", ".pdf"])
def test_export_on_a_full_disk_says_so_and_keeps_the_old_picture(
    qtbot, window: MainWindow, tmp_path: Path, full_disk: list[str], suffix: str
) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / f"board{suffix}"
    out.write_bytes(OLD)
    written = window.feature(ShellFeature).export_to(ExportRequest(out, 600, RenderOptions()))
    assert written is None
    assert out.read_bytes() == OLD
    assert len(full_disk) == 1 and f"cannot write {out}: No space left on device" in full_disk[0]
    assert "Exported" not in window.statusBar().currentMessage()
