"""The overview map: zoomed in on a corner of the table, the player sees the whole table small in the board's corner,
with the part in view framed, and clicks or drags on it to look elsewhere. It shows only what the board shows (hot
seat: nothing of the other side's that the board hides), stands aside while a ruler's caption is on the board, and
the View menu turns it off for good."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from morefire_gui.gui.main_window import MainWindow
from tests.gui.conftest import close_quietly, to_view
from tests.gui.test_hidden_information import hand_over
from tests.hidden_battle import HIDDEN, WAVE_AT, hidden_session

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def zoomed_in(qtbot, window: MainWindow, times: int = 4) -> None:  # type: ignore[no-untyped-def]
    """View -> Zoom In, ``times`` times, and the board laid out for it."""
    for _ in range(times):
        window.zoom_in_action.trigger()
    qtbot.waitUntil(lambda: not window.scene.layout_pending)


def centre_shown(window: MainWindow) -> QPointF:
    view = window.view
    return view.mapToScene(view.viewport().rect().center())


def on_screen(window: MainWindow) -> QImage:
    """The overview map as the window shows it now (what was last painted there, not painted afresh)."""
    overview = window.view.overview
    at = overview.mapTo(window, QPoint(0, 0))
    screen = QApplication.primaryScreen()
    return screen.grabWindow(window.winId(), at.x(), at.y(), overview.width(), overview.height()).toImage()


def pixel(image: QImage, at: QPointF) -> QColor:
    return image.pixelColor(QPoint(round(at.x()), round(at.y())))


def test_zoomed_in_the_map_shows_in_the_boards_corner_with_the_part_in_view_framed(qtbot, laptop: MainWindow) -> None:  # type: ignore[no-untyped-def]
    w = laptop
    overview = w.view.overview
    assert not overview.isVisible()  # the whole table is in view: no map
    zoomed_in(qtbot, w)
    assert overview.isVisible()
    vp = w.view.viewport().geometry()
    corner = overview.geometry()
    # In a corner, 8 pixels in (the bottom right has counters here: tests/gui/test_overview_map_keeps_off_names.py).
    across = (corner.left() - vp.left(), vp.right() - corner.right())
    down = (corner.top() - vp.top(), vp.bottom() - corner.bottom())
    assert vp.contains(corner) and 8 in across and 8 in down, (across, down)
    table = w.scene.table_rect()
    assert abs(corner.width() / corner.height() - table.width() / table.height()) < 0.05
    frame = overview.in_view()
    assert QRect(QPoint(0, 0), corner.size()).toRectF().contains(frame)
    assert frame.width() < corner.width() / 2  # a part of the table
    qtbot.wait(50)  # painted
    image = on_screen(w)
    # the frame is drawn in gold along the top of the part in view
    edge = frame.topLeft() + QPointF(frame.width() / 2, 0)
    near = [pixel(image, edge + QPointF(0, dy)) for dy in (-1, 0, 1)]
    assert any(c.red() > 200 and c.green() > 150 and c.blue() < 100 for c in near), near
    w.fit_action.trigger()
    assert not overview.isVisible()


def test_a_click_on_the_map_brings_that_part_of_the_table_into_view(qtbot, laptop: MainWindow) -> None:  # type: ignore[no-untyped-def]
    w = laptop
    zoomed_in(qtbot, w, 6)
    overview = w.view.overview
    target = w.session.battle.unit("su5").at  # T-34 #5, in the south east, out of view
    assert not w.view.mapToScene(w.view.viewport().rect()).boundingRect().contains(QPointF(*target))
    qtbot.mouseClick(overview, LEFT, NONE, overview.to_map(QPointF(*target)).toPoint())
    centre = centre_shown(w)
    assert abs(centre.x() - target[0]) < 1.0 and abs(centre.y() - target[1]) < 1.0
    # the counter is on the board where the player can click it
    assert w.view.viewport().rect().contains(to_view(w, *target))
    # a drag on the map pans the board along with it
    start, end = overview.to_map(QPointF(20, 20)).toPoint(), overview.to_map(QPointF(40, 24)).toPoint()
    qtbot.mousePress(overview, LEFT, NONE, start)
    qtbot.mouseMove(overview, start + (end - start) / 2)
    qtbot.mouseMove(overview, end)
    qtbot.mouseRelease(overview, LEFT, NONE, end)
    centre = centre_shown(w)
    assert abs(centre.x() - 40) < 1.0 and abs(centre.y() - 24) < 1.0
    assert overview.isVisible()


def test_the_map_stands_aside_while_a_rulers_caption_is_on_the_board(qtbot, laptop: MainWindow) -> None:  # type: ignore[no-untyped-def]
    w = laptop
    zoomed_in(qtbot, w, 2)
    overview = w.view.overview
    assert overview.isVisible()
    w.set_tool("measure")
    vp = w.view.viewport()
    a, b = QPoint(100, 100), QPoint(300, 200)
    qtbot.mousePress(vp, LEFT, NONE, a)
    qtbot.mouseMove(vp, b)
    qtbot.mouseRelease(vp, LEFT, NONE, b)
    qtbot.waitUntil(lambda: w.scene.measure.label.isVisible())
    qtbot.waitUntil(lambda: not overview.isVisible())
    qtbot.keyClick(w.view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: overview.isVisible())


def test_the_view_menu_turns_the_map_off_for_good(qtbot, laptop: MainWindow, demo_path: Path) -> None:  # type: ignore[no-untyped-def]
    from morefire_gui.session.battle_session import BattleSession

    w = laptop
    assert w.overview_action.isChecked() and w.overview_action in w.menuBar().actions()[2].menu().actions()
    w.overview_action.trigger()
    zoomed_in(qtbot, w)
    assert not w.view.overview.isVisible()
    again = MainWindow(BattleSession.open(demo_path))
    again.resize(1366, 768)
    again.show()
    qtbot.waitExposed(again)
    again.view.fit_table()
    try:
        assert not again.overview_action.isChecked()
        zoomed_in(qtbot, again)
        assert not again.view.overview.isVisible()
        again.overview_action.trigger()
        assert again.view.overview.isVisible()
    finally:
        close_quietly(again)


def test_in_hot_seat_the_map_shows_nothing_the_board_hides(qtbot, window: MainWindow, demo_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The Axis tank of the second wave (not landed) is the Axis player's to see: on the Axis player's map, not on
    the Allied player's."""
    w = window
    w.replace_session(hidden_session(demo_path))
    wave = HIDDEN["axis"]["wave"]
    axis_colour = w.scene.side_colour("axis")

    def dot_on_the_map() -> QColor:
        zoomed_in(qtbot, w)
        overview = w.view.overview
        assert overview.isVisible()
        qtbot.wait(50)  # painted
        return pixel(on_screen(w), overview.to_map(QPointF(*WAVE_AT["axis"])))

    hand_over(qtbot, w, "axis")
    assert w.scene.units[wave].isVisible()
    assert dot_on_the_map() == axis_colour
    hand_over(qtbot, w, "allies")
    assert not w.scene.units[wave].isVisible()
    assert dot_on_the_map() != axis_colour


def test_a_counter_moved_on_the_board_moves_on_the_map(qtbot, laptop: MainWindow) -> None:  # type: ignore[no-untyped-def]
    from tests.gui.test_hidden_information import drag

    w = laptop
    zoomed_in(qtbot, w, 2)
    overview = w.view.overview
    shown = w.view.mapToScene(w.view.viewport().rect()).boundingRect()
    units = w.session.battle.units

    def clear_of_counters(p: QPointF) -> bool:
        return shown.adjusted(2, 2, -2, -2).contains(p) and all(
            abs(u.at[0] - p.x()) + abs(u.at[1] - p.y()) > 3.0 for u in units
        )

    unit, end = next(
        (u, QPointF(*u.at) + step)
        for u in units
        if shown.contains(QPointF(*u.at))
        for step in (QPointF(4, 0), QPointF(-4, 0), QPointF(0, 4), QPointF(0, -4))
        if clear_of_counters(QPointF(*u.at) + step)
    )
    colour = w.scene.side_colour(unit.side)
    assert pixel(on_screen(w), overview.to_map(end)) != colour
    w.set_tool("select")
    drag(qtbot, w, unit.at, (end.x(), end.y()))
    moved = w.session.battle.unit(unit.id).at
    assert abs(moved[0] - end.x()) < 0.5, (unit.id, moved)
    qtbot.waitUntil(lambda: pixel(on_screen(w), overview.to_map(QPointF(*moved))) == colour)
    # Edit -> Undo puts it back, on the board and on the map
    start = QPointF(*unit.at)
    w.undo_action.trigger()
    assert w.session.battle.unit(unit.id).at == unit.at
    qtbot.waitUntil(lambda: pixel(on_screen(w), overview.to_map(QPointF(*moved))) != colour)
    assert pixel(on_screen(w), overview.to_map(start)) == colour


def test_handed_over_the_map_shows_nothing_of_the_last_players_view_even_for_a_moment(
    qtbot, window: MainWindow, demo_path: Path
) -> None:  # type: ignore[no-untyped-def]
    """Each player left the board zoomed in, the map in its corner. The Axis player's map shows its deliberate
    minefield; handed the table, the Allied player's map, as first painted, does not: the picture of the last
    player's terrain is not shown again while a new one waits to be painted."""
    w = window
    w.replace_session(hidden_session(demo_path))
    mines = w.session.battle.piece(HIDDEN["axis"]["mines"])
    assert mines is not None and mines.polygon is not None
    middle = QPointF(sum(x for x, _ in mines.polygon) / 4, sum(y for _, y in mines.polygon) / 4)
    hand_over(qtbot, w, "allies")
    zoomed_in(qtbot, w)
    hand_over(qtbot, w, "axis")
    zoomed_in(qtbot, w)
    overview = w.view.overview
    qtbot.wait(300)  # painted
    at = overview.to_map(middle).toPoint()
    axis_sees = overview.grab().toImage().pixelColor(at)  # its minefield
    hand_over(qtbot, w, "allies")
    assert overview.isVisible()  # the Allied player's board as they left it: zoomed in
    first = overview.grab().toImage().pixelColor(at)  # the map as first painted for the Allied player
    qtbot.wait(300)
    assert first == overview.grab().toImage().pixelColor(at) != axis_sees
