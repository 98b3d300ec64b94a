"""What File → Export, File → Print's Save as PDF and the after-action report do with a name that cannot take a file:
a folder, or a link to a device. The player is told by name, in the dialog still open, and nothing is written."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog

from morefire_gui.gui.dialogs.export import ExportDialog
from morefire_gui.gui.dialogs.print_setup import PrintSetupDialog
from morefire_gui.gui.features.report import ReportDialog
from morefire_gui.gui.main_window import MainWindow
from tests.gui.test_said import german  # noqa: F401 # the German fixture

LEFT = Qt.MouseButton.LeftButton


def _menu_entry(window: MainWindow, words: str):  # type: ignore[no-untyped-def]
    file_menu = window.menuBar().actions()[0].menu()
    return next(a for a in file_menu.actions() if a.text().replace("&", "").startswith(words))


def _choose(monkeypatch, path: Path) -> None:  # type: ignore[no-untyped-def]
    """The file dialog answers with ``path``, as a player who typed it there."""
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(path), "")))


def export_svg(qtbot, window: MainWindow, monkeypatch, out: Path, width: int | None = None) -> str:  # type: ignore[no-untyped-def]
    """File → Export Board…, SVG chosen (``width`` pixels wide, if given), Export… to ``out``; the SVG written."""

    def player(dialog: ExportDialog) -> int:
        dialog.show()
        dialog.format.setCurrentIndex(dialog.format.findData(".svg"))
        if width is not None:
            dialog.image_width.setValue(width)
        _choose(monkeypatch, out)
        qtbot.mouseClick(dialog.export_button, LEFT)
        return dialog.result()

    monkeypatch.setattr(ExportDialog, "exec", player)
    _menu_entry(window, "Export Board…").trigger()
    return out.read_text(encoding="utf-8")


def test_export_to_a_folder_of_that_name_is_refused_by_name_and_writes_nothing(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    seen: list[tuple[str, bool]] = []

    def player(dialog: ExportDialog) -> int:
        dialog.show()
        for suffix in (".png", ".svg", ".pdf"):
            dialog.format.setCurrentIndex(dialog.format.findData(suffix))
            folder = tmp_path / f"board{suffix}"
            folder.mkdir()
            _choose(monkeypatch, folder)
            qtbot.mouseClick(dialog.export_button, LEFT)
            seen.append((dialog.error.text(), dialog.isVisible()))
        dialog.reject()
        return dialog.result()

    monkeypatch.setattr(ExportDialog, "exec", player)
    _menu_entry(window, "Export Board…").trigger()
    for (said, still_open), suffix in zip(seen, (".png", ".svg", ".pdf")):
        assert said == f"Cannot write {tmp_path / f'board{suffix}'}: it is a folder, not a file"
        assert still_open
    assert "Exported" not in window.statusBar().currentMessage()
    assert all(not any(p.iterdir()) for p in tmp_path.iterdir())


def test_save_as_pdf_through_a_link_to_a_device_is_refused_by_name(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    link = tmp_path / "plan.pdf"
    link.symlink_to("/dev/null")
    seen: list[tuple[str, bool]] = []

    def player(dialog: PrintSetupDialog) -> int:
        dialog.show()
        _choose(monkeypatch, link)
        qtbot.mouseClick(dialog.pdf_button, LEFT)
        seen.append((dialog.error.text(), dialog.isVisible()))
        dialog.reject()
        return dialog.result()

    monkeypatch.setattr(PrintSetupDialog, "exec", player)
    _menu_entry(window, "Print…").trigger()
    assert seen == [(f"Cannot write {link}: it links to /dev/null, a device (a character device), not a file", True)]
    assert "Saved the table plan" not in window.statusBar().currentMessage()


def test_a_report_named_as_a_folder_is_refused_before_its_pictures_are_drawn(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "report.html"
    folder.mkdir()
    seen: list[tuple[str, bool]] = []

    def player(dialog: ReportDialog) -> int:
        dialog.show()
        dialog.path.setText(str(folder))
        buttons = dialog.findChild(QDialogButtonBox)
        qtbot.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Save), LEFT)
        seen.append((dialog.error.text(), dialog.isVisible()))
        dialog.reject()
        return dialog.result()

    monkeypatch.setattr(ReportDialog, "exec", player)
    _menu_entry(window, "Export After-Action Report").trigger()
    assert seen == [(f"Cannot write {folder}: it is a folder, not a file", True)]
    assert [p.name for p in tmp_path.iterdir()] == ["report.html"]  # no picture of the board left beside it


def test_a_table_image_that_is_a_folder_is_said_so_in_german(german, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from morefire_gui.gui.board.table_image import read_image

    folder = tmp_path / "tisch.png"
    folder.mkdir()
    assert read_image(folder) == (
        None,
        f"{folder}: dies ist ein Ordner, keine Datei: nur gewöhnliche Dateien werden gelesen",
    )


def test_an_exported_board_does_not_tell_its_reader_to_point_at_gathered_flags(  # type: ignore[no-untyped-def]
    qtbot, tables, catalogue, tmp_path: Path, monkeypatch
) -> None:
    from morefire_gui.gui.board.legend import legend_entries
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.scenario import TableOptions, build_battle
    from tests.gui.conftest import close_quietly
    from tests.session.test_scenario_by_hand import _holding_action

    battle = build_battle(_holding_action(tables), TableOptions(), tables, seed=4)
    assert len(battle.vp_locations) > 1
    window = MainWindow(BattleSession(battle, None, catalogue, tables))
    window.show()
    qtbot.waitExposed(window)
    try:
        drawn = export_svg(qtbot, window, monkeypatch, tmp_path / "board.svg")
        # The board's legend tells a player to point at them; a picture cannot be pointed at.
        assert "Flags gathered (how many)" in drawn and "point to open them" not in drawn
        assert "Flags gathered (how many): point to open them" in [e.label for e in legend_entries(battle)]
    finally:
        close_quietly(window)


def test_the_reports_file_field_reads_a_folder_and_a_name_at_1366(qtbot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    seen: list[tuple[int, int, int]] = []

    def player(dialog: ReportDialog) -> int:
        dialog.show()
        qtbot.waitExposed(dialog)
        shown = dialog.path.width() - 12  # the field's frame and margins
        seen.append(
            (
                shown,
                dialog.path.fontMetrics().horizontalAdvance("/home/player/battles/kharkov.report.html"),
                dialog.width(),
            )
        )
        dialog.reject()
        return dialog.result()

    window.resize(1366, 768)
    monkeypatch.setattr(ReportDialog, "exec", player)
    _menu_entry(window, "Export After-Action Report").trigger()
    ((shown, wanted, width),) = seen
    assert shown >= wanted and width <= 1366


def test_a_plan_saved_on_one_sheet_says_one_page(qtbot, window: MainWindow, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "plan.pdf"

    def player(dialog: PrintSetupDialog) -> int:
        dialog.show()
        _choose(monkeypatch, out)
        qtbot.mouseClick(dialog.pdf_button, LEFT)  # fitted on one sheet, as the dialog opens
        return dialog.result()

    monkeypatch.setattr(PrintSetupDialog, "exec", player)
    _menu_entry(window, "Print…").trigger()
    assert window.statusBar().currentMessage() == f"Saved the table plan to {out} (one page)"
    assert out.stat().st_size > 0
