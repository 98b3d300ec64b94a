"""Printing, previewing and exporting the board as a player meets them: File → Print… (Preview…, Save as PDF…) and
File → Export Board… draw the same board, a sheet fitted to the page gives the board the room, the dialogs' error
lines wrap within them at 1366 × 768, and a terrain piece's properties are titled by its name."""

from __future__ import annotations

import re
from pathlib import Path

import pypdf
import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QApplication

from morefire_gui.geometry.print_layout import MM_PER_TABLE_UNIT, PAPERS, Orientation, printable_mm
from morefire_gui.gui.dialogs.export import ExportDialog
from morefire_gui.gui.dialogs.piece_properties import PiecePropertiesDialog
from morefire_gui.gui.dialogs.print_setup import PrintSetupDialog
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.rules.scenario.system import ScenarioChoices
from morefire_gui.rules.scenario.terms import TerrainType
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.scenario import TableOptions, build_battle, random_battle
from tests.gui.conftest import close_quietly, to_view
from tests.gui.test_writing_targets_gui import _choose, _menu_entry, export_svg

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def _words(pdf: Path) -> str:
    """The words printed on a PDF's pages, one space between each."""
    return " ".join(" ".join(page.extract_text().split()) for page in pypdf.PdfReader(pdf).pages)


def _save_as_pdf(qtbot, window: MainWindow, monkeypatch, out: Path, **choices: object) -> None:  # type: ignore[no-untyped-def]
    """File → Print…, the paper and orientation chosen, Save as PDF…."""

    def player(dialog: PrintSetupDialog) -> int:
        dialog.show()
        for name, data in choices.items():
            combo = getattr(dialog, name)
            combo.setCurrentIndex(combo.findData(data))
        _choose(monkeypatch, out)
        qtbot.mouseClick(dialog.pdf_button, LEFT)
        return dialog.result()

    monkeypatch.setattr(PrintSetupDialog, "exec", player)
    _menu_entry(window, "Print…").trigger()


@pytest.fixture(params=[9, 7])
def battle_window(qtbot, tables, catalogue, request):  # type: ignore[no-untyped-def]
    """A random battle open in the window: the defender, the Axis, deploying along the south edge (seed 9), or the
    attacker, the Axis, deploying or moving on there (seed 7)."""
    made = random_battle(ScenarioChoices(terrain=TerrainType.HILLY), TableOptions(), tables, seed=request.param)
    window = MainWindow(BattleSession.from_scenario(made, catalogue, tables))
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    yield window
    close_quietly(window)


def test_print_preview_and_export_draw_the_same_zone_captions(  # type: ignore[no-untyped-def]
    qtbot, battle_window: MainWindow, tmp_path: Path, monkeypatch
) -> None:
    window = battle_window
    svg = export_svg(qtbot, window, monkeypatch, tmp_path / "board.svg")
    captions = sorted(z.caption for z in window.scene.scenario.zones)
    assert "Axis deploys here" in captions or "Axis deploys or moves on at the south edge" in captions
    assert all(c in svg for c in captions)

    printed = tmp_path / "plan.pdf"
    _save_as_pdf(qtbot, window, monkeypatch, printed)
    words = _words(printed)
    assert [c for c in captions if c not in words] == []

    previewed = tmp_path / "preview.pdf"

    def preview(dialog: QPrintPreviewDialog) -> int:  # what the preview window paints, kept as a PDF
        printer = dialog.printer()
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(previewed))
        dialog.paintRequested.emit(printer)
        return 0

    def player(dialog: PrintSetupDialog) -> int:
        dialog.show()
        qtbot.mouseClick(dialog.preview_button, LEFT)
        return dialog.result()

    monkeypatch.setattr(QPrintPreviewDialog, "exec", preview)
    monkeypatch.setattr(PrintSetupDialog, "exec", player)
    _menu_entry(window, "Print…").trigger()
    assert [c for c in captions if c not in _words(previewed)] == []


@pytest.mark.parametrize("paper", ["A4", "Letter"])
@pytest.mark.parametrize("orientation", [Orientation.LANDSCAPE, Orientation.PORTRAIT])
def test_a_plan_on_one_sheet_gives_the_board_the_room(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch, paper: str, orientation: Orientation
) -> None:
    out = tmp_path / "plan.pdf"
    _save_as_pdf(qtbot, window, monkeypatch, out, paper=paper, orientation=orientation)
    words = _words(out)
    # The title block says how big the board is drawn: "1:9.01 of the real table".
    match = re.search(r"1:([\d.]+) of the real table", words)
    assert match is not None, words[:300]
    table = window.session.battle.table
    mm = MM_PER_TABLE_UNIT[table.unit] / float(match.group(1))
    board = table.width * mm * table.depth * mm
    w, h = printable_mm(PAPERS[paper], orientation, 10.0)
    # The legend beside a wide board left about 40% of a landscape sheet empty under it (a portrait one: 80%).
    assert board / (w * h) >= 0.45
    assert "Kampfgruppe Peiper (Germany)" in words  # the legend is printed all the same


def test_the_dialogs_error_lines_wrap_within_them_at_1366(qtbot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    long = "/home/player/" + "/".join(["a_folder_with_a_long_name_for_the_battles"] * 8) + "/board.png"
    seen: list[tuple[str, int, bool]] = []

    def player(dialog: ExportDialog | PrintSetupDialog) -> int:
        dialog.show()
        qtbot.waitExposed(dialog)
        folder_text = f"Cannot write {long}: it is a folder, not a file"
        dialog.error.setText(folder_text)
        QApplication.processEvents()
        dialog.adjustSize()
        QApplication.processEvents()
        seen.append(
            (type(dialog).__name__, dialog.width(), dialog.error.height() > dialog.error.fontMetrics().height())
        )
        dialog.reject()
        return dialog.result()

    monkeypatch.setattr(ExportDialog, "exec", player)
    monkeypatch.setattr(PrintSetupDialog, "exec", player)
    _menu_entry(window, "Export Board…").trigger()
    _menu_entry(window, "Print…").trigger()
    assert [name for name, _w, _wrapped in seen] == ["ExportDialog", "PrintSetupDialog"]
    for name, width, wrapped in seen:
        assert width <= 1366 * 0.6, name  # within the screen, beside the window's board
        assert wrapped, name  # the whole path, over several lines


def test_a_piece_properties_dialog_is_titled_by_the_piece_s_name(qtbot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    titles: list[str] = []

    def player(dialog: PiecePropertiesDialog) -> int:
        titles.append(dialog.windowTitle())
        dialog.reject()
        return dialog.result()

    monkeypatch.setattr(PiecePropertiesDialog, "exec", player)
    window.set_tool("terrain")
    qtbot.mouseDClick(window.view.viewport(), LEFT, NONE, to_view(window, 27.5, 13.0))  # w4, named Copse
    battle = window.session.battle
    w2 = battle.piece("w2")
    assert w2 is not None and w2.name is None and battle.piece("w3").name is None  # two woods read alike
    xs, ys = zip(*w2.points(), strict=True)
    inside = (sum(xs) / len(xs), sum(ys) / len(ys))  # a woods' outline is round enough to hold its middle
    qtbot.mouseDClick(window.view.viewport(), LEFT, NONE, to_view(window, *inside))
    assert titles == ["Copse (woods)", "Woods (w2)"]


def test_an_exported_or_printed_board_shows_what_gathered_flags_hold(  # type: ignore[no-untyped-def]
    qtbot, tables, catalogue, tmp_path: Path, monkeypatch
) -> None:
    from tests.session.test_scenario_by_hand import _holding_action

    battle = build_battle(_holding_action(tables), TableOptions(), tables, seed=4)
    flags = list(battle.vp_locations)
    assert [f.values.standard for f in flags[:3]] == [70, 70, 60] and flags[2].kind.value == "ford"
    # Two hills' flags and a ford's a few inches apart: one marker, "3", on the board.
    for i, at in enumerate([(36.0, 30.0), (36.8, 30.3), (37.3, 29.6)]):
        flags[i] = flags[i].model_copy(update={"piece": None, "at": at})
    battle = battle.model_copy(update={"vp_locations": flags})
    window = MainWindow(BattleSession(battle, None, catalogue, tables))
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    try:
        drawn = export_svg(qtbot, window, monkeypatch, tmp_path / "board.svg", width=1366)
        # Each hill's values, and the ford's with the other fords' (three more, each alone): none hidden.
        assert drawn.count(">50–70<") == 2
        assert drawn.count(">30–40<") == 4
        assert "Flags gathered (how many), drawn opened: each flag with its values" in drawn
        printed = tmp_path / "plan.pdf"
        _save_as_pdf(qtbot, window, monkeypatch, printed)
        words = _words(printed)
        assert words.count("50–70") == 2 and words.count("30–40") == 4
    finally:
        close_quietly(window)


def _band(qtbot, window: MainWindow, start: tuple[float, float], end: tuple[float, float]) -> None:  # type: ignore[no-untyped-def]
    """A rubber band dragged with the left button held, from ``start`` to ``end`` (table units)."""
    vp = window.view.viewport()
    a, b = to_view(window, *start), to_view(window, *end)
    qtbot.mousePress(vp, LEFT, NONE, a)
    for i in range(1, 9):
        p = a + (b - a) * (i / 8)
        move = QMouseEvent(QEvent.Type.MouseMove, QPointF(p), QPointF(vp.mapToGlobal(p)), LEFT, LEFT, NONE)
        QApplication.sendEvent(vp, move)
    qtbot.mouseRelease(vp, LEFT, NONE, b)


def test_the_select_tool_s_rubber_band_takes_the_counters_delete_removes(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.set_tool("select")
    battle = window.session.battle
    pieces_before = len(battle.terrain)
    # Over the south-west: the T-34s, SMG squads and the rifle squad among woods, a hill, crops and a hedge.
    _band(qtbot, window, (28.0, 24.0), (2.0, 47.5))
    scene = window.scene
    taken = sorted(scene.selected_unit_ids())
    assert len(taken) >= 3 and scene.selected_piece_ids() == []
    first = window.session.battle.unit(scene.selected_unit_ids()[0])
    assert first is not None
    from morefire_gui.session.names import unit_name

    assert unit_name(window.session, first.id) in window.details.view.toPlainText()  # the Selected dock: a counter
    qtbot.keyClick(window.view.viewport(), Qt.Key.Key_Delete)
    assert [u.id for u in window.session.battle.units if u.id in taken] == []
    assert len(window.session.battle.terrain) == pieces_before
    window.undo_action.trigger()  # one step brings them all back
    assert sorted(u.id for u in window.session.battle.units if u.id in taken) == taken


def test_a_click_on_a_wood_with_the_select_tool_says_what_it_is_and_delete_leaves_it(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    # The player points at a wood to learn what it is: the Selected dock names it. Delete, which this tool keeps for
    # counters, says where a piece is deleted instead of doing nothing without a word.
    window.set_tool("select")
    vp = window.view.viewport()
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, to_view(window, 62.0, 8.0))
    assert window.scene.selected_piece_ids() == ["w1"]
    assert "Oktyabrsky wood (woods)" in window.details.view.toPlainText()
    qtbot.keyClick(window.view.viewport(), Qt.Key.Key_Delete)
    assert window.session.battle.piece("w1") is not None
    assert "deleted with the terrain tool" in window.statusBar().currentMessage()


def test_the_print_preview_opens_as_big_as_the_screen_allows(qtbot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Qt's preview opened a few hundred pixels wide, the sheet at a third of its size; it takes most of the screen."""
    from morefire_gui.gui.screen_fit import available

    seen: list[tuple[int, int, int, int]] = []

    def preview(dialog: QPrintPreviewDialog) -> int:
        room = available(dialog)
        assert room is not None
        seen.append((dialog.width(), dialog.height(), room.width(), room.height()))
        return 0

    def player(dialog: PrintSetupDialog) -> int:
        dialog.show()
        qtbot.mouseClick(dialog.preview_button, LEFT)
        return dialog.result()

    monkeypatch.setattr(QPrintPreviewDialog, "exec", preview)
    monkeypatch.setattr(PrintSetupDialog, "exec", player)
    _menu_entry(window, "Print…").trigger()
    assert len(seen) == 1
    width, height, room_width, room_height = seen[0]
    assert width >= 0.8 * room_width and height >= 0.8 * room_height
