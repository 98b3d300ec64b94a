"""Driving the board like a player: press, drag and release on the viewport; read what is shown."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from morefire_gui.gui.main_window import MainWindow
from tests.gui.conftest import to_view

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def drag(
    qtbot,
    window: MainWindow,
    start: tuple[float, float],
    end: tuple[float, float],  # type: ignore[no-untyped-def]
    release_modifier=NONE,
    steps: int = 5,
) -> None:
    vp = window.view.viewport()
    a, b = to_view(window, *start), to_view(window, *end)
    qtbot.mousePress(vp, LEFT, NONE, a)
    for i in range(1, steps + 1):
        p = a + (b - a) * (i / steps)
        qtbot.mouseMove(vp, p)
    qtbot.mouseRelease(vp, LEFT, release_modifier, b)


def test_measure_from_counter_to_counter_shows_range_and_blockers(qtbot, window: MainWindow) -> None:
    window.set_tool("measure")
    ge2, su3 = window.session.battle.unit("ge2"), window.session.battle.unit("su3")
    # Press a little off the counters' centres: the ruler snaps to them.
    drag(qtbot, window, (ge2.at[0] + 0.1, ge2.at[1] + 0.1), (su3.at[0] - 0.1, su3.at[1]))
    label = window.scene.measure.label.text()
    assert "35.0 in · 1750 yd" in label
    assert "LOS blocked by Copse (woods)" in label
    assert "Tiger 2 → T-34 #3" in label
    assert window.scene.highlighted_terrain() == {"w4", "e1", "c1"}
    assert window.scene.terrain["w4"].highlighted
    fb = window.scene.measure.first_block
    assert fb is not None and fb == pytest.approx((30.0, 14.0), abs=1e-6)
    assert any("Measured" in e and "Tiger 2 → T-34 #3" in e for e in window.log.entries())


def test_measure_clear_line_and_escape_clears(qtbot, window: MainWindow) -> None:
    window.set_tool("measure")
    drag(qtbot, window, (2.0, 2.0), (2.0, 14.0))
    label = window.scene.measure.label.text()
    assert "LOS clear" in label
    yards = float(label.split(" · ")[1].split(" yd")[0])
    assert yards == pytest.approx(600, abs=5)  # 12 in at 1 in = 50 yd, give or take a pixel
    assert window.scene.highlighted_terrain() == set()
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.scene.measure.label.text() == ""
    assert window.scene.measure.points == []


def test_shift_release_adds_waypoints_for_a_path(qtbot, window: MainWindow) -> None:
    window.set_tool("measure")
    vp = window.view.viewport()
    drag(qtbot, window, (2.0, 45.0), (2.0, 41.0), release_modifier=SHIFT)
    qtbot.mouseMove(vp, to_view(window, 5.0, 41.0))
    qtbot.mouseClick(vp, LEFT, SHIFT, to_view(window, 5.0, 41.0))
    qtbot.mouseMove(vp, to_view(window, 5.0, 37.0))
    qtbot.mouseClick(vp, LEFT, NONE, to_view(window, 5.0, 37.0))
    label = window.scene.measure.label.text()
    # 4 + 3 + 4 inches, give or take a pixel at each end.
    assert "Path, 3 legs" in label
    length = float(label.split(": ")[1].split(" in")[0])
    assert length == pytest.approx(11.0, abs=0.3)


def test_drag_moves_a_counter_and_undo_puts_it_back(qtbot, window: MainWindow) -> None:
    window.set_tool("select")
    start = window.session.battle.unit("su1").at
    drag(qtbot, window, start, (start[0] + 4.0, start[1] - 3.0))
    moved = window.session.battle.unit("su1").at
    assert math.dist(moved, (start[0] + 4.0, start[1] - 3.0)) < 0.2
    assert window.undo_stack.count() == 1  # the whole drag is one command
    assert window.isWindowModified()
    item = window.scene.units["su1"]
    assert (item.pos().x(), item.pos().y()) == pytest.approx(moved)
    window.undo_action.trigger()
    assert window.session.battle.unit("su1").at == start
    assert (item.pos().x(), item.pos().y()) == pytest.approx(start)
    assert not window.isWindowModified()
    window.redo_action.trigger()
    assert window.session.battle.unit("su1").at == moved


def test_turn_selected_counter_with_keys_is_undoable(qtbot, window: MainWindow) -> None:
    window.set_tool("select")
    unit = window.session.battle.unit("su3")
    qtbot.mouseClick(window.view.viewport(), LEFT, NONE, to_view(window, *unit.at))
    assert window.scene.selected_unit_ids() == ["su3"]
    assert "T-34" in window.details.view.toPlainText()
    qtbot.keyClick(window.view, Qt.Key.Key_E)
    assert window.session.battle.unit("su3").facing == pytest.approx(15.0)
    qtbot.keyClick(window.view, Qt.Key.Key_Q, SHIFT)
    assert window.session.battle.unit("su3").facing == pytest.approx(330.0)
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert window.session.battle.unit("su3").facing == pytest.approx(0.0)


def test_turn_handle_drag_turns_counter(qtbot, window: MainWindow) -> None:
    window.set_tool("select")
    unit = window.session.battle.unit("su3")
    qtbot.mouseClick(window.view.viewport(), LEFT, NONE, to_view(window, *unit.at))
    tool = window.tools["select"]
    handle = tool.handle.pos()
    assert tool.handle.isVisible()
    # Drag the handle round to due east of the counter: facing 90.
    drag(qtbot, window, (handle.x(), handle.y()), (unit.at[0] + 3.0, unit.at[1]))
    assert window.session.battle.unit("su3").facing == pytest.approx(90.0, abs=1.0)


def test_the_selected_dock_reads_the_side_the_nation_and_whole_degrees(qtbot, window: MainWindow) -> None:
    """A counter moved at a slant faces along its path, at any angle: the Selected dock says its facing in whole
    degrees, its side and its nation by their names, never the battle file's ids."""
    window.set_tool("move")
    unit = window.session.battle.unit("su3")
    drag(qtbot, window, unit.at, (unit.at[0] + 1.0, unit.at[1] - 3.0))
    window.set_tool("select")
    qtbot.mouseClick(window.view.viewport(), LEFT, NONE, to_view(window, *window.session.battle.unit("su3").at))
    assert window.scene.selected_unit_ids() == ["su3"]
    facing = window.session.battle.unit("su3").facing
    assert facing != round(facing)  # a drag leaves a fraction
    text = window.details.view.toPlainText()
    assert f"Facing\n{round(facing)}°\n" in text
    assert "Side\n181st Tank Brigade\n" in text and "\nallies\n" not in text
    assert "USSR, 1942–1945" in text and "ussr," not in text


def test_a_counters_tooltip_reads_its_side_by_name_and_whole_degrees(qtbot, window: MainWindow) -> None:
    """Hovering a counter moved at a slant: its tooltip names its side as the players know it and its facing in whole
    degrees."""
    window.set_tool("move")
    unit = window.session.battle.unit("su3")
    drag(qtbot, window, unit.at, (unit.at[0] + 1.0, unit.at[1] - 3.0))
    facing = window.session.battle.unit("su3").facing
    tip = window.scene.units["su3"].toolTip()
    assert f"side 181st Tank Brigade, facing {round(facing)}°" in tip and "(vehicle)" in tip
    assert "side allies" not in tip


def test_draw_a_woods_polygon_by_clicks(qtbot, window: MainWindow) -> None:
    window.set_tool("terrain")
    window.terrain_palette.choose(__import__("morefire_gui.model.terms", fromlist=["TerrainKind"]).TerrainKind.WOODS)
    vp = window.view.viewport()
    corners = [(20.0, 2.0), (26.0, 2.0), (26.0, 6.0), (20.0, 6.0)]
    for x, y in corners:
        qtbot.mouseClick(vp, LEFT, NONE, to_view(window, x, y))
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    piece = window.session.battle.piece("w5")
    assert piece is not None and piece.kind.value == "woods"
    assert len(piece.polygon) == 4
    for got, want in zip(piece.polygon, corners):
        assert math.dist(got, want) < 0.15
    assert "w5" in window.scene.terrain
    window.undo_action.trigger()
    assert window.session.battle.piece("w5") is None
    assert "w5" not in window.scene.terrain


def test_self_crossing_polygon_is_refused_with_a_message(qtbot, window: MainWindow) -> None:
    window.set_tool("terrain")
    from morefire_gui.model.terms import TerrainKind

    window.terrain_palette.choose(TerrainKind.ROUGH)
    vp = window.view.viewport()
    for x, y in [(20.0, 2.0), (26.0, 6.0), (26.0, 2.0), (20.0, 6.0)]:
        qtbot.mouseClick(vp, LEFT, NONE, to_view(window, x, y))
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert window.undo_stack.count() == 0
    assert "crosses itself" in window.statusBar().currentMessage()


def test_hill_level_keys_and_delete(qtbot, window: MainWindow) -> None:
    window.set_tool("terrain")
    vp = window.view.viewport()
    qtbot.mouseClick(vp, LEFT, NONE, to_view(window, 8.0, 42.0))  # hill h5, level 1
    assert window.scene.selected_piece_ids() == ["h5"]
    qtbot.keyClick(window.view, Qt.Key.Key_Plus)
    assert window.session.battle.piece("h5").level == 2
    qtbot.keyClick(window.view, Qt.Key.Key_Delete)
    assert window.session.battle.piece("h5") is None
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert window.session.battle.piece("h5").level == 1


def test_place_unit_from_catalogue(qtbot, window: MainWindow) -> None:
    window.catalogue.side.setCurrentIndex(window.catalogue.side.findData("allies"))
    items = window.catalogue.list.findItems("T-70", Qt.MatchFlag.MatchContains)
    window.catalogue.list.setCurrentItem(items[0])
    assert window.view.tool is window.tools["place"]
    qtbot.mouseClick(window.view.viewport(), LEFT, NONE, to_view(window, 30.0, 46.0))
    placed = window.session.battle.units[-1]
    assert placed.type == "t70" and placed.side == "allies" and placed.facing == 0.0
    assert math.dist(placed.at, (30.0, 46.0)) < 0.15
    assert placed.id in window.scene.units


def test_advanced_los_toggle_sees_over_lower_ground_and_is_undoable(qtbot, window: MainWindow) -> None:
    window.set_tool("measure")
    drag(qtbot, window, (12.0, 8.0), (60.0, 16.0))
    assert "LOS blocked by Copse (woods)" in window.scene.measure.label.text()
    window.advanced_los_action.trigger()
    assert window.session.battle.settings.los.advanced
    drag(qtbot, window, (12.0, 8.0), (60.0, 16.0))
    assert "LOS clear" in window.scene.measure.label.text()
    window.undo_action.trigger()
    assert not window.session.battle.settings.los.advanced
    assert not window.advanced_los_action.isChecked()


def test_after_escape_no_trace_of_the_ruler_is_left_painted(qtbot, window: MainWindow) -> None:
    window.set_tool("measure")
    before = window.view.viewport().grab().toImage()
    drag(qtbot, window, (40.0, 20.0), (50.0, 24.0))
    window.view.viewport().repaint()
    during = window.view.viewport().grab().toImage()
    assert during != before
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    window.view.viewport().repaint()  # what the screen shows now, repainted where Qt was told it changed
    after = window.view.viewport().grab().toImage()
    window.view.viewport().update()  # the whole view painted afresh
    window.view.viewport().repaint()
    fresh = window.view.viewport().grab().toImage()
    assert not window.scene.measure.label.isVisible()
    assert after == fresh


def test_after_escape_the_blocking_pieces_are_no_longer_painted_red(qtbot, window: MainWindow) -> None:
    """The ruler from Tiger 2 to T-34 #3 highlights the copse, the hedge and the crops; Esc repaints where each was
    highlighted (the scene reports every region it repaints), so that no red outline is left on the screen."""
    from PySide6.QtCore import QRectF

    window.set_tool("measure")
    tiger, t34 = (window.session.battle.unit(u).at for u in ("ge2", "su3"))
    drag(qtbot, window, tiger, t34)
    blockers = window.scene.highlighted_terrain()
    assert blockers >= {"w4", "e1", "c1"}
    repainted: list[QRectF] = []
    window.scene.changed.connect(lambda rects: repainted.extend(rects))
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: bool(repainted), timeout=1000)
    QApplication.processEvents()
    assert window.scene.highlighted_terrain() == set()
    for piece in blockers:
        outline = window.scene.terrain[piece].sceneBoundingRect()
        assert any(r.contains(outline) for r in repainted), piece


def test_the_rulers_label_stays_in_the_view_at_its_right_edge(qtbot, window: MainWindow) -> None:
    """A ruler dragged to a counter at the view's right edge: its label ("59.1 in · 2953 yd", "LOS blocked by …",
    "Tiger 1 → T-70") is moved left of the end, all of it in sight."""
    from PySide6.QtCore import QPointF, QRectF

    window.set_tool("measure")
    viewport = window.view.viewport()
    right = window.view.mapToScene(viewport.width() - 4, viewport.height() // 2)
    drag(qtbot, window, (12.0, 8.0), (right.x(), right.y()))
    label = window.scene.measure.label
    assert label.isVisible() and len(label.lines) >= 2
    drawn = label.deviceTransform(window.view.viewportTransform()).mapRect(label.label_rect())  # not its leader
    assert QRectF(viewport.rect()).contains(drawn), (drawn, viewport.rect())
    at = window.view.mapFromScene(QPointF(right.x(), right.y()))
    assert drawn.right() < at.x()  # left of the ruler's end


def test_a_long_report_in_the_status_bar_stops_short_of_the_cursors_position(qtbot, window: MainWindow) -> None:
    """The ruler's report names every blocking piece and why; at 1366 pixels it is drawn elided before the cursor's
    position, whole in the bar's tooltip and in the log's messages."""
    from PySide6.QtGui import QFontMetrics

    window.resize(1366, 720)
    window.set_tool("measure")
    drag(qtbot, window, window.session.battle.unit("ge1").at, window.session.battle.unit("su4").at)
    bar = window.statusBar()
    whole = bar.currentMessage()
    shown = bar.shown_message()
    pointer = "… (whole in Log → Messages)"  # where the player reads it whole
    assert whole.startswith("Measured: ") and shown.endswith(pointer) and whole.startswith(shown.removesuffix(pointer))
    room = window.cursor_label.mapTo(bar, window.cursor_label.rect().topLeft()).x()
    assert bar.message_rect().right() < room
    assert QFontMetrics(bar.font()).horizontalAdvance(shown) <= bar.message_rect().width()
    assert bar.toolTip() == whole and window.log.entries()[-1].endswith(whole)
    assert not bar.grab().isNull()  # it paints


def test_a_window_made_larger_still_shows_the_whole_table_at_100_percent(qtbot, window: MainWindow) -> None:
    """The table fitted to the view, the player makes the window larger: the table grows with it, and the status bar
    still reads "Zoom 100%" for the whole table; once zoomed by hand, a resize keeps the player's zoom."""
    before = window.view.pixels_per_unit
    window.resize(1900, 1060)
    qtbot.waitUntil(lambda: window.view.pixels_per_unit > before * 1.1)
    table = window.view.mapFromScene(window.scene.table_rect()).boundingRect()
    viewport = window.view.viewport().rect()
    assert viewport.adjusted(-2, -2, 2, 2).contains(table)
    assert table.width() > 0.9 * viewport.width() or table.height() > 0.9 * viewport.height()
    assert window.zoom_label.text() == "Zoom 100%"
    window.view.zoom_in()
    zoomed = window.view.pixels_per_unit
    window.resize(1500, 950)
    qtbot.wait(50)
    assert window.view.pixels_per_unit == pytest.approx(zoomed)


def status_text(window: MainWindow) -> str:
    """What the status bar shows left of the cursor's position: a message while it lasts, else its steady words."""
    bar = window.statusBar()
    if bar.currentMessage():
        return bar.currentMessage()
    return window.tool_hint.whole_text() if window.tool_hint.isVisible() else ""


def test_the_status_bar_says_what_the_active_tool_does(qtbot, window: MainWindow) -> None:
    """The window opens with the Measure tool: the status bar says how to measure, not how to move a counter; a tool
    chosen from the toolbar says what it does."""
    assert window.view.tool.name == "measure"
    message = status_text(window)
    assert message.startswith("Drag to measure range and line of sight") and "Move:" not in message
    window.tool_actions["select"].trigger()
    assert status_text(window).startswith("Select, drag to move")


def test_the_armed_tools_hint_stays_while_it_is_armed(qtbot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A player coming back to the screen still reads what the armed tool does: a message covers the hint while it
    lasts, and the hint shows again when the message has gone; at 1366 x 768 it keeps left of the cursor's position,
    elided where it is long, whole in its tooltip."""
    from morefire_gui.gui import main_window

    monkeypatch.setattr(main_window, "MESSAGE_MS", 50)
    window.resize(1366, 768)
    window.set_tool("airstrike")
    hint = window.tool_hint
    whole = "Airstrike: press at a board edge and drag the direction arrow into the table; drag an aircraft's arrow tip"
    assert status_text(window).startswith(whole)
    window.message("Refused: something the player did")
    assert status_text(window) == "Refused: something the player did" and not hint.isVisible()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == "", timeout=2000)
    assert status_text(window).startswith(whole) and hint.isVisible()
    qtbot.wait(100)  # long after any message would have faded
    assert status_text(window).startswith(whole)
    assert hint.geometry().right() < window.cursor_label.geometry().left()
    assert hint.toolTip() == hint.whole_text() and hint.whole_text().startswith(hint.text().removesuffix("…"))
    window.set_tool("move")  # another tool: its own words in place of the last tool's
    assert status_text(window).startswith("Move: press on a counter and drag")


def test_a_click_with_the_ruler_measures_nothing_and_clears_it(qtbot, window: MainWindow) -> None:
    """A click (no drag) on the table with the Measure tool shows no "0.0 in · 0 yd" ruler: it clears the last
    measurement, as Escape does."""
    window.set_tool("measure")
    drag(qtbot, window, (2.0, 2.0), (2.0, 14.0))
    assert "LOS clear" in window.scene.measure.label.text()
    qtbot.mouseClick(window.view.viewport(), LEFT, NONE, to_view(window, 40.0, 30.0))
    assert window.scene.measure.label.text() == ""
    assert window.scene.measure.points == []
    assert "0.0 in" not in window.scene.measure.label.text()
