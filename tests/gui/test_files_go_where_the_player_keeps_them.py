"""Where the File menu's file choosers offer to save: the player's documents folder (or the last folder saved to) for
the demo that comes with the app, the battle's own folder for a battle of the player's; never the app's own folder."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QPushButton

from morefire_gui.gui.dialogs.export import ExportDialog
from morefire_gui.gui.dialogs.print_setup import PrintSetupDialog
from morefire_gui.gui.features.report import ReportDialog
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.io.resources import demo_battle_path

LEFT = Qt.MouseButton.LeftButton
DEMO_NAME = "Demo Prokhorovka road July 1943"


@pytest.fixture
def documents(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The player's documents folder, as the desktop names it (no user-dirs file: HOME/Documents)."""
    home = tmp_path / "home"
    (home / "Documents").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return home / "Documents"


def _menu_entry(window: MainWindow, words: str):  # type: ignore[no-untyped-def]
    file_menu = window.menuBar().actions()[0].menu()
    return next(a for a in file_menu.actions() if a.text().replace("&", "") == words)


def _chooser(monkeypatch: pytest.MonkeyPatch, answer: Path | None = None) -> list[Path]:
    """The save file chooser: what it offered each time, answering ``answer`` (None: the player cancels)."""
    offered: list[Path] = []

    def chooser(parent, caption, suggested, *rest, **kw):  # type: ignore[no-untyped-def]
        offered.append(Path(suggested))
        return (str(answer) if answer is not None else "", "")

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(chooser))
    return offered


def offered_by_every_chooser(qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:  # type: ignore[no-untyped-def]
    """Each file chooser of the File menu opened as a player does, cancelled: the file each offered."""
    offered = _chooser(monkeypatch)
    seen: dict[str, Path] = {}
    _menu_entry(window, "Save As…").trigger()
    seen["save as"] = offered[-1]

    def export_player(dialog: ExportDialog) -> int:
        dialog.show()
        qtbot.mouseClick(dialog.export_button, LEFT)
        seen["export"] = offered[-1]
        dialog.reject()
        return dialog.result()

    def print_player(dialog: PrintSetupDialog) -> int:
        dialog.show()
        qtbot.mouseClick(dialog.pdf_button, LEFT)
        seen["pdf"] = offered[-1]
        dialog.reject()
        return dialog.result()

    def report_player(dialog: ReportDialog) -> int:
        dialog.show()
        seen["report"] = Path(dialog.path.text())
        choose = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Choose…")
        qtbot.mouseClick(choose, LEFT)
        seen["report chooser"] = offered[-1]
        dialog.reject()
        return dialog.result()

    monkeypatch.setattr(ExportDialog, "exec", export_player)
    monkeypatch.setattr(PrintSetupDialog, "exec", print_player)
    monkeypatch.setattr(ReportDialog, "exec", report_player)
    _menu_entry(window, "Export Board…").trigger()
    _menu_entry(window, "Print…").trigger()
    _menu_entry(window, "Export After-Action Report…").trigger()
    return seen


def test_the_demo_offers_the_documents_folder_in_every_file_chooser(
    qtbot, window: MainWindow, documents: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    assert window.session.path == demo_battle_path()
    offered = _chooser(monkeypatch)
    _menu_entry(window, "Save").trigger()  # Save on the demo is Save As: it is the app's, not the player's
    assert offered == [documents / f"{DEMO_NAME}.mfb.yaml"]
    opened: list[str] = []
    monkeypatch.setattr(
        QFileDialog,
        "getOpenFileName",
        staticmethod(lambda parent, caption, folder, *a: opened.append(folder) or ("", "")),
    )
    _menu_entry(window, "Open…").trigger()
    assert opened == [str(documents)]
    assert offered_by_every_chooser(qtbot, window, monkeypatch) == {
        "save as": documents / f"{DEMO_NAME}.mfb.yaml",
        "export": documents / "demo.png",
        "pdf": documents / "table-plan.pdf",
        "report": documents / "demo.report.html",
        "report chooser": documents / "demo.report.html",
    }


def test_the_last_folder_saved_to_is_offered_and_a_battles_own_folder_for_it(
    qtbot, window: MainWindow, documents: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    games = tmp_path / "games"
    games.mkdir()
    _chooser(monkeypatch, games / "kursk")
    _menu_entry(window, "Save").trigger()
    assert window.session.path == games / "kursk.mfb.yaml" and window.session.path.exists()
    # The player's own battle: every chooser offers its folder.
    assert set(offered_by_every_chooser(qtbot, window, monkeypatch).values()) == {
        games / "kursk.mfb.yaml",
        games / "kursk.png",
        games / "table-plan.pdf",
        games / "kursk.report.html",
    }
    # Closed, the demo opens again: its choosers now offer the folder the player last saved to.
    _menu_entry(window, "Close").trigger()
    assert window.session.path == demo_battle_path()
    assert offered_by_every_chooser(qtbot, window, monkeypatch) == {
        "save as": games / f"{DEMO_NAME}.mfb.yaml",
        "export": games / "demo.png",
        "pdf": games / "table-plan.pdf",
        "report": games / "demo.report.html",
        "report chooser": games / "demo.report.html",
    }


@pytest.mark.parametrize("dialog", [ExportDialog, PrintSetupDialog])
def test_the_title_block_checkbox_says_what_the_block_holds(window: MainWindow, dialog) -> None:  # type: ignore[no-untyped-def]
    shown = dialog(window.session, None, window)
    assert shown.title_block.text() == "Title block: title, scale, turn, whose view and date"
