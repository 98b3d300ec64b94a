"""The window around the board: files, the title's unsaved mark, closing, docks, the status bar, zoom."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from morefire_gui.gui.dialogs.new_battle import NewBattleDialog, NewBattleSpec
from morefire_gui.gui.dialogs.piece_properties import PiecePropertiesDialog
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.save_folders import documents_folder
from morefire_gui.gui.settings import recent_files
from morefire_gui.session.battle_session import BattleSession
from tests.gui.conftest import close_quietly, to_view

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def move_unit(window: MainWindow, unit_id: str, dx: float) -> None:
    from morefire_gui.model.actions.table import ChangeUnits

    unit = window.session.battle.unit(unit_id)
    window.act(ChangeUnits(units=(unit.model_copy(update={"at": (unit.at[0] + dx, unit.at[1])}),)))


def test_title_shows_file_and_unsaved_mark(window: MainWindow) -> None:
    assert "demo.yaml" in window.windowTitle() and "Prokhorovka" in window.windowTitle()
    assert not window.isWindowModified()
    move_unit(window, "su1", 1.0)
    assert window.isWindowModified()
    window.undo_action.trigger()
    assert not window.isWindowModified()


def test_save_as_then_reopen_gives_the_same_battle(window: MainWindow, tmp_path: Path, monkeypatch) -> None:
    # A name typed without an ending is saved as NAME.mfb.yaml, the ending the desktop knows battles by.
    target = tmp_path / "mine.mfb.yaml"
    asked: list[tuple[str, str]] = []

    def save_dialog(parent, caption, suggested, filters, *rest, **kw):  # type: ignore[no-untyped-def]
        asked.append((suggested, filters))
        return str(tmp_path / "mine"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_dialog)
    move_unit(window, "su1", 2.0)
    moved = window.session.battle.unit("su1").at
    opened = window.session.path
    assert opened is not None and opened.name == "demo.yaml"
    assert window.save_as()
    suggested, filters = asked[0]
    # The demo comes with the app, a template: the game is offered a name of its own, from the title, and not in the
    # app's folder (a battle of the player's own is offered NAME.mfb.yaml beside it: test_safety.py).
    assert suggested == str(documents_folder() / "Demo Prokhorovka road July 1943.mfb.yaml")
    assert filters.startswith("More Fire! battles (*.mfb.yaml)")
    assert target.exists() and not (tmp_path / "mine.yaml").exists() and not window.isWindowModified()
    assert "— mine.mfb.yaml" in window.windowTitle()
    assert str(target.resolve()) == recent_files()[0]
    assert window.recent_menu.actions()[0].text() == "&1 mine.mfb.yaml"
    # Names made from the battle's file leave the ending out.
    from morefire_gui.gui.dialogs.export import ExportDialog
    from morefire_gui.gui.features.report import ReportDialog

    export = ExportDialog(window.session, None, window)
    assert export.suggested_path() == tmp_path / f"mine{export.suffix()}"
    assert Path(ReportDialog(window.session, window).path.text()) == tmp_path / "mine.report.html"
    move_unit(window, "su1", 1.0)
    assert window.save()  # second save keeps the previous file as .bak
    assert (tmp_path / "mine.mfb.yaml.bak").exists()
    assert window.open_path(target)
    assert window.session.battle.unit("su1").at == pytest.approx((moved[0] + 1.0, moved[1]))
    assert window.undo_stack.count() == 0


def test_a_new_battle_is_first_saved_under_its_title_as_a_battle_file(
    window: MainWindow, tmp_path: Path, monkeypatch
) -> None:
    spec = NewBattleSpec(
        title="Kursk: south / day 2",
        width=120,
        depth=80,
        unit="cm",
        scale="1cm=20m",
        sides=NewBattleDialog(window.session.tables).spec().sides,
    )
    monkeypatch.setattr(NewBattleDialog, "ask", classmethod(lambda cls, tables, parent=None: spec))
    window.new_action.trigger()
    asked: list[str] = []

    def save_dialog(parent, caption, suggested, filters, *rest, **kw):  # type: ignore[no-untyped-def]
        asked.append(suggested)
        return str(tmp_path / Path(suggested).name), ""  # the player keeps the name offered

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_dialog)
    assert window.save()
    assert asked == [str(documents_folder() / "Kursk south day 2.mfb.yaml")]  # in the player's documents
    assert (tmp_path / "Kursk south day 2.mfb.yaml").exists()
    assert "Kursk south day 2.mfb.yaml" in window.windowTitle()
    # A name the player gives a .yaml ending keeps it, and it still opens.
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "plain.yaml"), ""))
    assert window.save_as() and (tmp_path / "plain.yaml").exists()
    assert window.open_path(tmp_path / "Kursk south day 2.mfb.yaml")


def test_open_a_broken_file_reports_it_and_keeps_the_battle(window: MainWindow, tmp_path: Path, monkeypatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: shown.append(self.text() + "\n" + self.informativeText()))
    bad = tmp_path / "bad.yaml"
    bad.write_text("format: morefire-battle\nversion: 7\n", encoding="utf-8")
    title = window.session.battle.title
    assert not window.open_path(bad)
    assert window.session.battle.title == title
    # The file said once, each problem by its line.
    assert shown and shown[0].startswith(f"Cannot open bad.yaml\n{bad}\nline 2: version: ") and "newer" in shown[0]
    assert shown[0].count(str(bad)) == 1


def test_a_broken_battle_is_said_in_the_apps_words_in_the_window(
    window: MainWindow, tmp_path: Path, demo_path: Path, monkeypatch
) -> None:
    """The window says a file's problems as `morefire validate` does: where, and what was found and is allowed."""
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: shown.append(self.text() + "\n" + self.informativeText()))
    bad = tmp_path / "bad.yaml"
    text = demo_path.read_text(encoding="utf-8").replace("version: 1\n", "version: 1\nturn: -2\n", 1)
    bad.write_text(text.replace("kind: woods, polygon: [[1, 23]", "kind: wood, polygon: [[1, 23]", 1), encoding="utf-8")
    assert not window.open_path(bad)
    assert shown == [
        "Cannot open bad.yaml\n"
        f"{bad}\n"
        "line 3: turn: must be a whole number 1 or more (found -2)\n"
        "line 19: terrain[6] (w2).kind: 'wood' is not one of the choices here; did you mean 'woods'?"
    ]


@pytest.mark.parametrize("error", [RuntimeError("the board's index is broken"), MemoryError(), KeyError("units")])
def test_an_error_of_the_apps_own_while_opening_names_the_file_and_is_logged(
    window: MainWindow, tmp_path: Path, monkeypatch, caplog, error: Exception
) -> None:
    import logging

    from morefire_gui.gui import main_window
    from morefire_gui.gui.error_report import log_path

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: shown.append(self.text() + "\n" + self.informativeText()))
    chosen = tmp_path / "Kursk.mfb.yaml"
    chosen.write_text("format: morefire-battle\n", encoding="utf-8")

    def fails(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise error

    monkeypatch.setattr(main_window.BattleSession, "open", fails)
    title = window.session.battle.title
    with caplog.at_level(logging.ERROR, logger="morefire"):
        assert not window.open_path(chosen)
    assert window.session.battle.title == title
    (said,) = shown
    assert said.startswith("Cannot open Kursk.mfb.yaml\n")
    assert f"{chosen}\ncould not be opened: the app met an error it did not expect ({type(error).__name__}" in said
    assert str(log_path()) in said
    (record,) = [r for r in caplog.records if r.name == "morefire"]
    assert str(chosen) in record.getMessage() and record.exc_info is not None and record.exc_info[1] is error


def test_an_error_of_the_apps_own_on_the_command_lines_file_opens_the_demo_and_says_why(
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    from morefire_gui.gui import app
    from morefire_gui.io.resources import demo_battle_path
    from morefire_gui.session.battle_session import BattleSession

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: shown.append(self.text() + "\n" + self.informativeText()))
    chosen = tmp_path / "b.yaml"
    chosen.write_text("format: morefire-battle\n", encoding="utf-8")
    real = BattleSession.open

    def open_(path, *args, **kwargs):  # type: ignore[no-untyped-def]
        if Path(path) == chosen:
            raise ValueError("Exceeds the limit (4300 digits) for integer string conversion")
        return real(path, *args, **kwargs)

    monkeypatch.setattr(app.BattleSession, "open", open_)
    window = app.open_window(chosen, offer_recovery=False)
    qtbot.addWidget(window)
    assert window.session.path == demo_battle_path()
    assert any(f"{chosen}\ncould not be opened" in s and "ValueError: Exceeds the limit" in s for s in shown)
    window.undo_stack.setClean()
    close_quietly(window)


def test_a_file_wrong_in_thousands_of_places_shows_a_dozen_and_counts_the_rest(
    window: MainWindow, tmp_path: Path, monkeypatch
) -> None:
    boxes: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: boxes.append((self.informativeText(), self.detailedText())))
    bad = tmp_path / "flood.yaml"
    pieces = "".join(f"  - {{id: p{i}, kind: x, a: 1, b: 1, c: 1}}\n" for i in range(5_000))
    head = (
        "format: morefire-battle\nversion: 1\ntitle: t\ntable: {width: 72, depth: 48}\nscale: '1:50'\n"
        "sides:\n  - {id: axis, nation: germany, edge: north}\n"
    )
    bad.write_text(head + "terrain:\n" + pieces, encoding="utf-8")
    assert not window.open_path(bad)
    ((shown, details),) = boxes
    lines = shown.splitlines()
    assert len(lines) == 14 and lines[0] == str(bad) and lines[1].startswith("line 9: terrain[0] (p0).kind: ")
    # 5,000 pieces of four problems each (a bad kind, three unknown keys): 12 shown, the rest counted.
    assert lines[-1] == f"… and {20_000 - 12:,} more"
    assert len(details.splitlines()) == 1_001
    assert details.splitlines()[-1].endswith("19,000 more problems follow; the first 1,000 are listed: fix them first")


@pytest.mark.parametrize(
    "answer, closes", [(QMessageBox.StandardButton.Cancel, False), (QMessageBox.StandardButton.Discard, True)]
)
def test_closing_with_unsaved_changes_asks(window: MainWindow, monkeypatch, answer, closes: bool) -> None:
    asked: list[str] = []

    def question(parent, title, text, *rest):  # type: ignore[no-untyped-def]
        asked.append(text)
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    move_unit(window, "su1", 1.0)
    window.close()
    assert asked and "Save the changes" in asked[0]
    assert window.isVisible() is not closes


def test_new_battle_from_the_dialog(window: MainWindow, monkeypatch) -> None:
    dialog = NewBattleDialog(window.session.tables)
    dialog.title.setText("Kursk south")
    dialog.table_width.setValue(120)
    dialog.table_depth.setValue(80)
    dialog.unit.setCurrentIndex(dialog.unit.findData("cm"))
    dialog.scale.setCurrentIndex(dialog.scale.findData("1cm=20m"))
    dialog.axis_edge.setCurrentIndex(dialog.axis_edge.findData("west"))
    spec = dialog.spec()
    assert spec.scale == "1cm=20m" and spec.sides[1].edge.value == "east"
    monkeypatch.setattr(NewBattleDialog, "ask", classmethod(lambda cls, tables, parent=None: spec))
    window.new_action.trigger()
    battle = window.session.battle
    assert (battle.table.width, battle.table.depth, battle.table.unit) == (120, 80, "cm")
    assert battle.units == [] and battle.terrain == []
    assert "unsaved" in window.windowTitle() and "Kursk south" in window.windowTitle()
    assert "1 cm = " in window.scale_status.text()


def test_new_battle_dialog_custom_scale_and_title_required(window: MainWindow) -> None:
    dialog = NewBattleDialog(window.session.tables)
    dialog.scale.setCurrentIndex(dialog.scale.findData("custom"))
    assert dialog.yards_per_inch.isEnabled()
    dialog.yards_per_inch.setValue(40)
    assert dialog.spec().scale == {"yards_per_inch": 40}
    dialog.title.setText("  ")
    dialog._on_ok()
    assert "title" in dialog.error.text()
    assert isinstance(dialog.spec(), NewBattleSpec)


def test_piece_properties_set_a_hill_level(window: MainWindow, monkeypatch) -> None:
    piece = window.session.battle.piece("h5")
    dialog = PiecePropertiesDialog(piece)
    dialog.level.setValue(3)
    dialog.name.setText("Kurgan")
    dialog._on_ok()
    assert dialog.result_piece.level == 3 and dialog.result_piece.name == "Kurgan"
    monkeypatch.setattr(PiecePropertiesDialog, "ask", classmethod(lambda cls, p, *a: dialog.result_piece))
    window.edit_piece_properties("h5")
    assert window.session.battle.piece("h5").level == 3
    assert window.undo_stack.undoText().startswith("Edit ") and "h5" not in window.undo_stack.undoText()
    window.undo_action.trigger()
    assert window.session.battle.piece("h5").level == 1


def test_double_click_a_piece_opens_its_properties(qtbot, window: MainWindow, monkeypatch) -> None:
    opened: list[str] = []
    monkeypatch.setattr(PiecePropertiesDialog, "ask", classmethod(lambda cls, p, *a: opened.append(p.id)))
    window.set_tool("terrain")
    qtbot.mouseDClick(window.view.viewport(), LEFT, NONE, to_view(window, 27.5, 13.0))
    assert opened == ["w4"]


def test_drag_a_vertex_to_reshape_a_piece(qtbot, window: MainWindow) -> None:
    window.set_tool("terrain")
    vp = window.view.viewport()
    qtbot.mouseClick(vp, LEFT, NONE, to_view(window, 27.5, 13.0))
    assert window.scene.selected_piece_ids() == ["w4"]
    corner = window.session.battle.piece("w4").polygon[0]  # (25, 11)
    qtbot.mousePress(vp, LEFT, NONE, to_view(window, *corner))
    qtbot.mouseMove(vp, to_view(window, 23.0, 10.0))
    qtbot.mouseRelease(vp, LEFT, NONE, to_view(window, 23.0, 10.0))
    new_corner = window.session.battle.piece("w4").polygon[0]
    assert math.dist(new_corner, (23.0, 10.0)) < 0.2
    assert window.undo_stack.undoText() == "Reshape Copse (woods)"  # by its name, never "w4"
    window.undo_action.trigger()
    assert window.session.battle.piece("w4").polygon[0] == corner


def test_status_bar_shows_the_cursor_in_table_units_and_yards(qtbot, window: MainWindow) -> None:
    qtbot.mouseMove(window.view.viewport(), to_view(window, 10.0, 20.0))
    text = window.cursor_label.text()
    x = float(text.split("x ")[1].split(" in")[0])
    assert x == pytest.approx(10.0, abs=0.1)
    assert "yd" in text and "Scale 1:50" in window.scale_status.text()


def test_wheel_zoom_keeps_the_point_under_the_cursor(window: MainWindow) -> None:
    pos = to_view(window, 40.0, 20.0)
    before = window.view.mapToScene(pos)
    scale = window.view.pixels_per_unit
    event = QWheelEvent(
        QPointF(pos),
        QPointF(window.view.viewport().mapToGlobal(pos)),
        QPoint(0, 0),
        QPoint(0, 240),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(window.view.viewport(), event)
    assert window.view.pixels_per_unit == pytest.approx(scale * 1.15**2, rel=1e-3)
    after = window.view.mapToScene(pos)
    assert math.dist((before.x(), before.y()), (after.x(), after.y())) < 0.2
    assert int(window.zoom_label.text().split()[1].rstrip("%")) > 100


def test_middle_drag_pans(qtbot, window: MainWindow) -> None:
    window.view.zoom_by(4.0, anchor_under_mouse=False)
    vp = window.view.viewport()
    centre = window.view.mapToScene(vp.rect().center())
    qtbot.mousePress(vp, Qt.MouseButton.MiddleButton, NONE, QPoint(300, 300))
    qtbot.mouseMove(vp, QPoint(200, 250))
    qtbot.mouseRelease(vp, Qt.MouseButton.MiddleButton, NONE, QPoint(200, 250))
    moved = window.view.mapToScene(vp.rect().center())
    assert moved.x() > centre.x() + 1 and moved.y() > centre.y() + 0.5


def test_roster_selection_selects_the_counter_and_shows_details(window: MainWindow) -> None:
    item = window.roster._items["ge1"]
    window.roster.tree.setCurrentItem(item)
    assert window.scene.selected_unit_ids() == ["ge1"]
    assert "Tiger I" in window.details.view.toPlainText()
    assert "Armour class" in window.details.view.toPlainText()


def test_the_roster_names_a_unit_as_its_counter_reads(window: MainWindow) -> None:
    assert window.roster._items["ge10"].text(0) == "PaK 40"  # a named unit by its name
    # An unnamed halftrack by its counter's label on the board, numbered to tell it from the other one.
    labels = {uid: item.label.text() for uid, item in window.scene.units.items()}
    assert window.roster._items["ge8"].text(0) == labels["ge8"] == "SdKfz 251 1"
    assert window.roster._items["ge9"].text(0) == labels["ge9"] == "SdKfz 251 2"
    assert not any(uid in item.text(0) for uid, item in window.roster._items.items())  # no id anywhere
    # The side's line spans the dock, not cut to the unit column.
    top = window.roster.tree.topLevelItem(0)
    assert top.isFirstColumnSpanned() and top.text(0).startswith("Kampfgruppe Peiper\nGermany, north edge, ")


def test_the_selected_dock_heads_a_unit_and_a_piece_by_its_name(window: MainWindow) -> None:
    from morefire_gui.session.names import unit_name

    window.details.show_unit(window.session, "ge8")
    assert window.details.view.toPlainText().startswith(unit_name(window.session, "ge8") + "\n")
    assert unit_name(window.session, "ge8").endswith(" 1") and "ge8" not in unit_name(window.session, "ge8")
    blocker = next(p for p in window.session.battle.terrain if p.name)
    window.details.show_piece(window.session, blocker.id)
    assert window.details.view.toPlainText().startswith(f"{blocker.name} ({blocker.kind.value})")


def test_fit_and_standard_zoom_keys(qtbot, window: MainWindow) -> None:
    fit = window.view.pixels_per_unit
    window.zoom_in_action.trigger()
    assert window.view.pixels_per_unit == pytest.approx(fit * 1.25)
    window.fit_action.trigger()
    assert window.view.pixels_per_unit == pytest.approx(fit)


def test_a_recorded_resolution_shows_in_the_log_and_marks_the_battle_unsaved(window: MainWindow) -> None:
    from morefire_gui.rules.explain import NoteStep

    window.session.record("note", "Spotting check", "T-34 #3 spotted", [NoteStep("within 500 yd", "2.1")], turn=2)
    assert window.isWindowModified()
    assert window.log.battle_entries()[-1] == "Turn 2: Spotting check — T-34 #3 spotted"
    window.log.select_entry(len(window.session.battle.log))
    assert "within 500 yd" in window.log.detail.toPlainText()
    window.log.search.setText("500 yd")
    assert window.log.battle_entries()  # still listed: the search reads the steps too
    window.log.search.setText("no such thing")
    group = window.log.tree.topLevelItem(window.log.tree.topLevelItemCount() - 1)
    assert group.isHidden()


def test_legend_lists_the_terrain_on_this_table_and_the_sides(window: MainWindow) -> None:
    labels = window.legend.legend.labels()
    assert labels[0].startswith("Scale 1:50")
    assert {"Hill, level 1", "Hill, level 2", "Woods", "Village", "Hedge", "Ford", "Bridge"} <= set(labels)
    assert "Jungle" not in labels  # none on this table
    assert "Kampfgruppe Peiper (Germany)" in labels  # the nation by its name, not its id
    window.legend_action.trigger()
    assert window.view.show_legend


def test_a_window_saved_far_too_small_opens_at_a_useful_size(qtbot, demo_path: Path) -> None:
    """A window closed at a few hundred pixels (a board a few inches wide) is not brought back so: the next start
    opens at the default size within the screen; a reasonable saved size is kept."""
    from morefire_gui.gui.settings import app_settings

    first = MainWindow(BattleSession.open(demo_path))
    first.resize(420, 300)
    app_settings().setValue("window/geometry", first.saveGeometry())
    first.deleteLater()
    second = MainWindow(BattleSession.open(demo_path))
    qtbot.addWidget(second)
    assert second.size() == second.default_size()
    roomy = second.default_size()
    second.resize(int(roomy.width() * 0.9), int(roomy.height() * 0.9))
    app_settings().setValue("window/geometry", second.saveGeometry())
    third = MainWindow(BattleSession.open(demo_path))
    qtbot.addWidget(third)
    assert third.size() == second.size()
