"""Laying a table out by hand as a player does: pieces drawn by clicks on the board, moved, reshaped by their corners;
what would leave the table is refused by name and the board keeps showing the battle as it is."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint, Qt

from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.terms import TerrainKind
from tests.gui.conftest import close_quietly, to_view
from tests.gui.test_board_tools import drag
from tests.gui.test_said import german  # noqa: F401 # the German fixture
from tests.session.battles import square

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
WOODS = {"id": "w1", "kind": "woods", "polygon": square(40, 20, 45, 25)}


@pytest.fixture
def table(board):  # type: ignore[no-untyped-def]
    """A window on a 72 x 48 in table with one copse on it, in free play, the whole table in view."""
    return board([WOODS], view=(-2, -2, 76, 52))


def _click(qtbot, window: MainWindow, x: float, y: float, nudge: QPoint | None = None) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(window.view.viewport(), LEFT, NONE, to_view(window, x, y) + (nudge or QPoint()))


def _select_and_edit(qtbot, window: MainWindow, at: tuple[float, float]) -> None:  # type: ignore[no-untyped-def]
    window.set_tool("terrain")
    window.terrain_palette.choose(None)
    _click(qtbot, window, *at)
    assert window.scene.selected_piece_ids() == ["w1"]


def _shown_outline(window: MainWindow) -> tuple[tuple[float, float], ...]:
    return window.scene.terrain["w1"].piece.points()


def test_a_road_clicked_from_edge_to_edge_runs_from_edge_to_edge(qtbot, table: MainWindow) -> None:  # type: ignore[no-untyped-def]
    table.set_tool("terrain")
    table.terrain_palette.choose(TerrainKind.ROAD)
    # On the edge lines, where a click lands a pixel or two past the table.
    _click(qtbot, table, 0, 30, QPoint(-2, 0))
    _click(qtbot, table, 72, 31, QPoint(2, 0))
    qtbot.keyClick(table.view, Qt.Key.Key_Return)
    road = table.session.battle.piece("rd1")
    assert road is not None and road.line is not None
    assert [x for x, _ in road.line] == [0, 72]
    assert table.undo_stack.undoText() == "Add road"
    # Well off the table a click is no point of a piece.
    _click(qtbot, table, 0, 30, QPoint(-30, 0))
    assert table.statusBar().currentMessage() == "Click on the table"


def test_a_piece_dragged_off_the_table_is_refused_by_name_and_stays(qtbot, table: MainWindow) -> None:  # type: ignore[no-untyped-def]
    _select_and_edit(qtbot, table, (42, 22))
    drag(qtbot, table, (42, 22), (80, 22))
    assert table.statusBar().currentMessage() == (
        "Refused: Woods (w1) would reach off the 72 x 48 in table, to 83.0, 20.0"
    )
    assert table.session.battle.piece("w1").polygon == tuple(map(tuple, square(40, 20, 45, 25)))
    assert table.undo_stack.count() == 0
    assert _shown_outline(table) == table.session.battle.piece("w1").points()
    assert table.scene.terrain["w1"].pos().isNull()


def test_a_corner_dragged_off_the_table_is_refused_and_the_board_shows_the_piece_as_it_is(  # type: ignore[no-untyped-def]
    qtbot, table: MainWindow
) -> None:
    _select_and_edit(qtbot, table, (42, 22))
    drag(qtbot, table, (45, 25), (90, 25))
    message = table.statusBar().currentMessage()
    assert message.startswith("Refused: Woods (w1) would reach off the 72 x 48 in table, to 90.0, ")
    assert table.undo_stack.count() == 0
    # The outline drawn while dragging is gone: the board shows the copse the battle has.
    assert _shown_outline(table) == tuple(map(tuple, square(40, 20, 45, 25)))


def test_a_corner_dragged_onto_the_edge_stays_on_it(qtbot, table: MainWindow) -> None:  # type: ignore[no-untyped-def]
    _select_and_edit(qtbot, table, (42, 22))
    vp = table.view.viewport()
    start, end = to_view(table, 45, 25), to_view(table, 72, 25) + QPoint(2, 0)
    qtbot.mousePress(vp, LEFT, NONE, start)
    qtbot.mouseMove(vp, end)
    qtbot.mouseRelease(vp, LEFT, NONE, end)
    assert table.session.battle.piece("w1").polygon[2][0] == 72
    assert table.undo_stack.undoText() == "Reshape Woods"


def test_a_reshape_that_crosses_itself_names_the_piece(qtbot, table: MainWindow) -> None:  # type: ignore[no-untyped-def]
    _select_and_edit(qtbot, table, (42, 22))
    drag(qtbot, table, (45, 25), (42, 15))  # the corner past the far side: the outline crosses itself
    assert table.statusBar().currentMessage().startswith("Woods not changed: the polygon crosses itself")
    assert _shown_outline(table) == tuple(map(tuple, square(40, 20, 45, 25)))


def test_a_corner_added_and_removed_is_named_by_the_piece_in_the_undo_history(qtbot, table: MainWindow) -> None:  # type: ignore[no-untyped-def]
    _select_and_edit(qtbot, table, (42, 22))
    qtbot.mouseClick(table.view.viewport(), LEFT, SHIFT, to_view(table, 42.5, 20))
    assert len(table.session.battle.piece("w1").polygon) == 5
    assert table.undo_stack.undoText() == "Add a corner to Woods"
    qtbot.mouseClick(table.view.viewport(), LEFT, SHIFT, to_view(table, 42.5, 20))
    assert len(table.session.battle.piece("w1").polygon) == 4
    assert table.undo_stack.undoText() == "Remove a corner of Woods"


def test_a_road_of_one_point_is_named_in_german(german, qtbot, table: MainWindow) -> None:  # type: ignore[no-untyped-def]
    table.set_tool("terrain")
    table.terrain_palette.choose(TerrainKind.ROAD)
    _click(qtbot, table, 10, 30)
    qtbot.keyClick(table.view, Qt.Key.Key_Return)
    assert table.statusBar().currentMessage() == "Straße braucht mindestens 2 Punkte"


def test_a_long_name_typed_for_a_piece_is_kept_to_what_a_battle_file_holds(  # type: ignore[no-untyped-def]
    qtbot, table: MainWindow, monkeypatch
) -> None:
    from PySide6.QtWidgets import QDialogButtonBox

    from morefire_gui.gui.dialogs.piece_properties import PiecePropertiesDialog
    from morefire_gui.model.numbers import MAX_NAME

    seen: list[tuple[str, bool]] = []

    def player(dialog: PiecePropertiesDialog) -> int:
        dialog.show()
        dialog.name.clear()
        qtbot.keyClicks(dialog.name, "Copse " * 50)  # 300 letters
        ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, LEFT)
        seen.append((dialog.error.text(), dialog.isVisible()))
        return dialog.result()

    monkeypatch.setattr(PiecePropertiesDialog, "exec", player)
    _select_and_edit(qtbot, table, (42, 22))
    qtbot.mouseDClick(table.view.viewport(), LEFT, NONE, to_view(table, 42, 22))
    assert seen == [("", False)]
    assert table.session.battle.piece("w1").name == ("Copse " * 50)[:MAX_NAME].strip()
    assert table.undo_stack.undoText() == "Edit Woods"


def test_a_counter_being_dragged_is_said_in_german(german, qtbot, table: MainWindow) -> None:  # type: ignore[no-untyped-def]
    from morefire_gui.model.actions.table import PlaceUnit
    from morefire_gui.model.battle import Unit

    table.act(PlaceUnit(unit=Unit(id="al1", side="allies", type="R", at=(20.0, 30.0))))
    table.set_tool("select")
    vp = table.view.viewport()
    qtbot.mousePress(vp, LEFT, NONE, to_view(table, 20, 30))
    qtbot.mouseMove(vp, to_view(table, 24, 30))
    shown = table.statusBar().currentMessage()
    qtbot.mouseRelease(vp, LEFT, NONE, to_view(table, 24, 30))
    assert shown.startswith("Bewege Schützengruppe: 4,") and " Zoll · " in shown


def test_a_hill_drawn_on_a_hill_is_a_level_above_it(qtbot, table: MainWindow) -> None:  # type: ignore[no-untyped-def]
    table.set_tool("terrain")
    table.terrain_palette.choose(TerrainKind.HILL)
    for outline in (square(10, 10, 30, 30), square(15, 15, 25, 25), square(18, 18, 22, 22), square(25, 5, 35, 15)):
        for x, y in outline:
            _click(qtbot, table, x, y)
        qtbot.keyClick(table.view, Qt.Key.Key_Return)
    levels = {p.id: p.level for p in table.session.battle.terrain if p.kind is TerrainKind.HILL}
    # The second on the first, the third on the second; the fourth only partly on the first is a hill of its own.
    assert levels == {"h1": 1, "h2": 2, "h3": 3, "h4": 1}
    assert table.undo_stack.undoText() == "Add hill"


def test_a_minefield_before_the_forces_names_its_rule_section_in_german(  # type: ignore[no-untyped-def]
    german, qtbot, tables, catalogue
) -> None:
    from tests.session.test_placing_in_turn import _by_hand

    window = MainWindow(_by_hand(tables, catalogue))
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.view.fit_table()
    try:
        window.set_tool("terrain")
        window.terrain_palette.choose(TerrainKind.MINEFIELD)
        _click(qtbot, window, 36, 24)
        shown = window.statusBar().currentMessage()
        assert shown.startswith("Abgelehnt: ") and shown.endswith(" (Gelände- und Wetterdefinitionen)")
        assert not any(p.kind is TerrainKind.MINEFIELD for p in window.session.battle.terrain)
    finally:
        close_quietly(window)


def test_a_hill_drawn_on_a_hill_moves_the_lower_ones_level_where_it_is_seen(qtbot, table: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The lower hill's level, written at its middle, is written again on the ground the higher one leaves it: the
    board shows what a fresh painting of it shows, not the old level under the new hill."""
    table.set_tool("terrain")
    table.terrain_palette.choose(TerrainKind.HILL)
    for outline in (square(10, 20, 30, 34), square(15, 24, 25, 30)):
        for x, y in outline:
            _click(qtbot, table, x, y)
        qtbot.keyClick(table.view, Qt.Key.Key_Return)
        table.view.viewport().repaint()  # the player sees each hill as it is drawn
    shown = table.view.viewport().grab().toImage()
    table.scene.terrain_layer_changed()
    table.view.viewport().repaint()
    assert shown == table.view.viewport().grab().toImage()


def test_escape_from_drawing_shows_select_and_edit_in_the_palette(qtbot, table: MainWindow) -> None:  # type: ignore[no-untyped-def]
    table.set_tool("terrain")
    table.terrain_palette.choose(TerrainKind.VILLAGE)
    for x, y in [(50, 5), (60, 5), (60, 12)]:
        _click(qtbot, table, x, y)
    qtbot.keyClick(table.view, Qt.Key.Key_Escape)  # the village begun is dropped
    assert table.terrain_palette.list.currentItem().text() == "Village"
    qtbot.keyClick(table.view, Qt.Key.Key_Escape)  # and no more villages
    assert table.terrain_palette.list.currentItem().text() == "Select and edit pieces"
    assert table.statusBar().currentMessage() == "Select and edit pieces"
    _click(qtbot, table, 42, 22)
    assert table.scene.selected_piece_ids() == ["w1"]
    assert not any(p.kind is TerrainKind.VILLAGE for p in table.session.battle.terrain)


def test_an_outline_refused_keeps_its_corners_to_mend(qtbot, table: MainWindow) -> None:  # type: ignore[no-untyped-def]
    table.set_tool("terrain")
    table.terrain_palette.choose(TerrainKind.ROUGH)
    for x, y in [(20, 2), (26, 6), (26, 2), (20, 6)]:  # a bow tie: it crosses itself
        _click(qtbot, table, x, y)
    qtbot.keyClick(table.view, Qt.Key.Key_Return)
    assert table.statusBar().currentMessage() == (
        "Cannot add this rough: the polygon crosses itself (self-intersection near 23, 4)"
    )
    assert table.undo_stack.count() == 0
    # The corners clicked are still there: the last two taken back, one clicked instead, and it is laid.
    qtbot.keyClick(table.view, Qt.Key.Key_Backspace)
    qtbot.keyClick(table.view, Qt.Key.Key_Backspace)
    _click(qtbot, table, 20, 6)
    qtbot.keyClick(table.view, Qt.Key.Key_Return)
    rough = table.session.battle.piece("r1")
    assert rough is not None and len(rough.polygon) == 3
    assert table.undo_stack.undoText() == "Add rough"


def test_a_refused_outline_of_rough_ground_begins_its_german_sentence_with_a_capital(  # type: ignore[no-untyped-def]
    german, qtbot, table: MainWindow
) -> None:
    table.set_tool("terrain")
    table.terrain_palette.choose(TerrainKind.ROUGH)
    for x, y in [(20, 2), (26, 6), (26, 2), (20, 6)]:
        _click(qtbot, table, x, y)
    qtbot.keyClick(table.view, Qt.Key.Key_Return)
    # The geometry's reason is said in German too, whole: where it crosses itself parted as every point is.
    assert table.statusBar().currentMessage() == (
        "Unwegsames Gelände lässt sich nicht hinzufügen: das Polygon überschneidet sich selbst "
        "(Selbstüberschneidung bei 23 / 4)"
    )


def test_a_reshape_that_crosses_itself_is_said_in_german(german, qtbot, table: MainWindow) -> None:  # type: ignore[no-untyped-def]
    _select_and_edit(qtbot, table, (42, 22))
    drag(qtbot, table, (45, 25), (42, 15))  # the corner past the far side: the outline crosses itself
    shown = table.statusBar().currentMessage()
    assert shown.startswith("Wald nicht geändert: das Polygon überschneidet sich selbst (Selbstüberschneidung bei ")
    assert "crosses" not in shown and "intersection" not in shown


# A copse a battle file lays 3 in past the west edge.
OFF_WOODS = {"id": "w1", "kind": "woods", "polygon": square(-3, 20, 5, 25)}


def test_a_piece_a_file_lays_off_the_table_is_said_once_and_dragged_back_onto_it(qtbot, board) -> None:  # type: ignore[no-untyped-def]
    window = board([OFF_WOODS], view=(-6, -2, 76, 52))
    qtbot.waitUntil(lambda: bool(window.log.entries()))
    said = (
        "Warning: the battle file lays terrain off the table: Woods (w1) reaches 3.0 in off the 72 x 48 in table, "
        "to -3.0, 20.0; it may be moved, turned or reshaped onto the table or nearer to it, never farther off."
    )
    assert window.statusBar().currentMessage() == said
    assert [m.split("  ", 1)[1] for m in window.log.entries()] == [said]
    _select_and_edit(qtbot, window, (1, 22))
    # Dragged farther off: refused, by how far.
    drag(qtbot, window, (1, 22), (-1, 22))
    # The drag ends on a pixel: 2 in farther off, to the pixel's tenth of an inch at the board's zoom.
    refused = re.fullmatch(
        r"Refused: Woods \(w1\) would reach (\d+\.\d) in off the 72 x 48 in table, to -(\d+\.\d), 20\.0, farther "
        r"than the 3\.0 in it reaches now: move it onto the table or nearer to it",
        window.statusBar().currentMessage(),
    )
    assert refused is not None and refused[1] == refused[2] and float(refused[1]) == pytest.approx(5.0, abs=0.15)
    assert window.undo_stack.count() == 0 and _shown_outline(window) == tuple(map(tuple, square(-3, 20, 5, 25)))
    # Dragged back onto the table: moved.
    drag(qtbot, window, (1, 22), (5, 22))
    moved = window.session.battle.piece("w1").polygon
    assert moved[0] == pytest.approx((1, 20), abs=0.1) and all(x >= 0 for x, _ in moved)  # to the pixel
    assert window.undo_stack.count() == 1 and window.undo_stack.undoText() == "Move Woods"


def test_a_corner_a_file_lays_off_the_table_dragged_nearer_to_it(qtbot, board) -> None:  # type: ignore[no-untyped-def]
    window = board([OFF_WOODS], view=(-6, -2, 76, 52))
    _select_and_edit(qtbot, window, (1, 22))
    drag(qtbot, window, (-3, 20), (-1, 20))  # one corner nearer, the other still 3 in off: no farther off
    assert window.undo_stack.undoText() == "Reshape Woods"
    corner = window.session.battle.piece("w1").polygon[0]
    assert corner == pytest.approx((-1, 20), abs=0.1)  # where the mouse let go, to the pixel


COPSE = {**WOODS, "name": "Copse"}


def test_a_named_piece_dragged_off_the_table_is_named_with_its_id_in_one_bracket(qtbot, board) -> None:  # type: ignore[no-untyped-def]
    window = board([COPSE], view=(-2, -2, 76, 52))
    _select_and_edit(qtbot, window, (42, 22))
    drag(qtbot, window, (42, 22), (80, 22))
    assert window.statusBar().currentMessage() == (
        "Refused: Copse (woods, w1) would reach off the 72 x 48 in table, to 83.0, 20.0"
    )
    assert window.undo_stack.count() == 0


def test_a_named_piece_dragged_off_the_table_is_named_so_in_german(german, qtbot, board) -> None:  # type: ignore[no-untyped-def]
    window = board([COPSE], view=(-2, -2, 76, 52))
    _select_and_edit(qtbot, window, (42, 22))
    drag(qtbot, window, (42, 22), (80, 22))
    assert window.statusBar().currentMessage().startswith("Abgelehnt: Copse (Wald, w1) würde über den Tisch")


def test_a_named_piece_a_file_lays_off_the_table_is_said_with_its_id_in_one_bracket(qtbot, board) -> None:  # type: ignore[no-untyped-def]
    window = board([{**OFF_WOODS, "name": "Copse"}], view=(-6, -2, 76, 52))
    qtbot.waitUntil(lambda: bool(window.log.entries()))
    assert (
        window.statusBar()
        .currentMessage()
        .startswith(
            "Warning: the battle file lays terrain off the table: Copse (woods, w1) reaches 3.0 in off the 72 x 48 in table"
        )
    )


def test_the_properties_of_one_of_two_copses_alike_name_it_with_its_id_in_one_bracket(  # type: ignore[no-untyped-def]
    qtbot, board, monkeypatch
) -> None:
    from morefire_gui.gui.dialogs.piece_properties import PiecePropertiesDialog

    titles: list[str] = []

    def player(dialog: PiecePropertiesDialog) -> int:
        titles.append(dialog.windowTitle())
        return 0

    monkeypatch.setattr(PiecePropertiesDialog, "exec", player)
    other = {"id": "w2", "kind": "woods", "name": "Copse", "polygon": square(10, 10, 15, 15)}
    window = board([COPSE, other], view=(-2, -2, 76, 52))
    _select_and_edit(qtbot, window, (42, 22))
    qtbot.mouseDClick(window.view.viewport(), LEFT, NONE, to_view(window, 42, 22))
    assert titles == ["Copse (woods, w1)"]
