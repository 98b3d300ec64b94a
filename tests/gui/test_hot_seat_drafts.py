"""A form half filled in before a hand-over: the next player does not find the last one's draft (an order half
written, a deliberate minefield's kind and owner, a barrage template's guns and calibre are that side's secrets), and
the player who left it finds it again when the table comes back."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox

from morefire_gui.gui.features.artillery import ArtilleryFeature
from morefire_gui.gui.features.movement import MovementFeature
from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from tests.gui.test_hidden_information import hand_over
from tests.hidden_battle import REAL_AT, hidden_session


@pytest.fixture
def hot_seat(window: MainWindow, demo_path: Path) -> MainWindow:
    window.replace_session(hidden_session(demo_path))  # in artillery step C, each side with its batteries
    window.view.fit_table()
    return window


def choose(qtbot, combo: QComboBox, text: str) -> None:  # type: ignore[no-untyped-def]
    """The player picks ``text`` from the combo's list."""
    index = combo.findText(text)
    assert index >= 0, f"{text!r} is not offered: {[combo.itemText(i) for i in range(combo.count())]}"
    combo.setFocus()
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def type_into(qtbot, spin: QAbstractSpinBox, value: str) -> None:  # type: ignore[no-untyped-def]
    """The player selects the box's number and types ``value``."""
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, value)
    qtbot.keyClick(spin, Qt.Key.Key_Tab)


def fill_in(qtbot, *entries: tuple[QComboBox | QAbstractSpinBox, str]) -> None:  # type: ignore[no-untyped-def]
    """The player fills a form in: picks each combo's text from its list, types each box's number."""
    for widget, value in entries:
        if isinstance(widget, QComboBox):
            choose(qtbot, widget, value)
        else:
            type_into(qtbot, widget, value)


def texts(*widgets) -> list[str]:  # type: ignore[no-untyped-def]
    return [w.currentText() if isinstance(w, QComboBox) else w.text() for w in widgets]


def test_an_order_half_written_stays_with_its_side(qtbot, hot_seat: MainWindow) -> None:
    w = hot_seat
    dock = w.feature(TurnsFeature).dock
    form = (dock.order_battery, dock.order_kind, dock.order_rp, dock.order_add_drop, dock.order_right_left)
    hand_over(qtbot, w, "allies")
    allies_start = texts(*form, dock.order_pattern)
    hand_over(qtbot, w, "axis")
    fill_in(
        qtbot,
        (dock.order_battery, "Mortar section"),
        (dock.order_rp, "#2 the bridge"),
        (dock.order_add_drop, "200"),
        (dock.order_right_left, "-150"),
        (dock.order_pattern, "Converged (advanced)"),
    )
    axis_draft = texts(*form, dock.order_pattern)
    assert axis_draft == ["Mortar section", "A. FIRE", "#2 the bridge", "A/D 200", "R/L -150", "Converged (advanced)"]
    hand_over(qtbot, w, "allies")
    # The Allies' player finds the form as it starts for them, nothing of the Axis order.
    assert texts(*form, dock.order_pattern) == allies_start
    assert dock.order_add_drop.value() == 0 and dock.order_right_left.value() == 0
    type_into(qtbot, dock.order_add_drop, "-50")
    hand_over(qtbot, w, "axis")
    # The Axis player's draft is as they left it, battery and registration point too.
    assert texts(*form, dock.order_pattern) == axis_draft
    hand_over(qtbot, w, "allies")
    assert dock.order_add_drop.text() == "A/D -50"


def test_a_minefield_and_a_template_set_up_stay_with_their_side(qtbot, hot_seat: MainWindow) -> None:
    w = hot_seat
    mines = w.feature(MovementFeature).dock
    template = w.feature(ArtilleryFeature).dock
    shown = (mines.mines, mines.owner, mines.deliberate, mines.rotation, mines.close_yards)
    guns = (template.t_guns, template.t_calibre, template.t_pattern)
    hand_over(qtbot, w, "allies")
    allies_start = texts(*shown, *guns), mines.clearing.isChecked()
    hand_over(qtbot, w, "axis")
    fill_in(
        qtbot,
        (mines.mines, "AT (anti-tank)"),
        (mines.owner, "Kampfgruppe Peiper (Germany)"),
        (mines.deliberate, "Deliberate"),
        (mines.rotation, "30"),
        (mines.close_yards, "350"),
        (template.t_guns, "6"),
        (template.t_calibre, "150"),
        (template.t_pattern, "Converged"),
    )
    mines.clearing.click()  # (on the Move tab, behind the Minefields tab)
    axis_draft = texts(*shown, *guns), mines.clearing.isChecked()
    assert axis_draft[1] and "Deliberate" in axis_draft[0] and "150.0 mm" in axis_draft[0]
    hand_over(qtbot, w, "allies")
    assert (texts(*shown, *guns), mines.clearing.isChecked()) == allies_start
    assert "Kampfgruppe Peiper (Germany)" not in texts(mines.owner)
    hand_over(qtbot, w, "axis")
    assert (texts(*shown, *guns), mines.clearing.isChecked()) == axis_draft


def test_the_type_a_side_chose_to_place_stays_with_its_side(qtbot, hot_seat: MainWindow) -> None:
    """The Catalogue's side, filter and type chosen to place (a hidden position's type is the side's secret) are
    the side's own; Place Units places the type of the side at the table's own choice, or asks for one."""
    w = hot_seat
    dock = w.catalogue
    hand_over(qtbot, w, "allies")
    allies_start = (dock.side.currentText(), dock.filter.text(), dock.list.currentItem())
    hand_over(qtbot, w, "axis")
    w.set_tool("select")
    choose(qtbot, dock.side, "Kampfgruppe Peiper (Germany)")
    dock.filter.setFocus()
    qtbot.keyClicks(dock.filter, "panther")
    item = next(dock.list.item(i) for i in range(dock.list.count()) if "(panther_g)" in dock.list.item(i).text())
    qtbot.mouseClick(dock.list.viewport(), Qt.MouseButton.LeftButton, pos=dock.list.visualItemRect(item).center())
    assert dock.list.currentItem() is item and w.view.tool is w.tools["place"]
    hand_over(qtbot, w, "allies")
    assert (dock.side.currentText(), dock.filter.text(), dock.list.currentItem()) == allies_start
    assert allies_start[0] == "181st Tank Brigade (USSR)"  # the side at the table places its own
    assert not [dock.list.item(i).text() for i in range(dock.list.count()) if dock.list.item(i).isSelected()]
    assert w.tools["place"].unit_type is None  # type: ignore[attr-defined]
    hand_over(qtbot, w, "axis")
    assert dock.side.currentText() == "Kampfgruppe Peiper (Germany)" and dock.filter.text() == "panther"
    assert dock.list.currentItem() is not None and "(panther_g)" in dock.list.currentItem().text()
    assert w.tools["place"].unit_type == "panther_g"  # type: ignore[attr-defined]


def test_the_board_is_not_left_where_the_last_player_looked(qtbot, hot_seat: MainWindow) -> None:
    """The Axis player zooms in on the board over its real hidden tank and hands over: the Allied player finds the
    whole table (not the Axis player's look at one marker and not the other), and the Axis player, given the table
    back, the board as they left it."""
    w = hot_seat
    vp = w.view.viewport()

    def centre() -> QPointF:
        return w.view.mapToScene(vp.rect().center())

    hand_over(qtbot, w, "allies")
    whole = (w.zoom_label.text(), w.view.mapToScene(vp.rect()).boundingRect())
    assert whole[0] == "Zoom 100%"
    hand_over(qtbot, w, "axis")
    w.view.centerOn(QPointF(*REAL_AT))
    for _ in range(4):
        w.zoom_in_action.trigger()
    w.view.centerOn(QPointF(*REAL_AT))  # (a pan: the middle button's drag)
    axis_look = (w.zoom_label.text(), centre())
    assert axis_look[0] == "Zoom 244%"
    hand_over(qtbot, w, "allies")
    assert w.zoom_label.text() == "Zoom 100%"
    shown = w.view.mapToScene(vp.rect()).boundingRect()
    assert shown.contains(QRectF(0, 0, w.session.battle.table.width, w.session.battle.table.depth))
    assert (
        abs(shown.center().x() - whole[1].center().x()) < 0.5 and abs(shown.center().y() - whole[1].center().y()) < 0.5
    )
    hand_over(qtbot, w, "axis")
    assert w.zoom_label.text() == axis_look[0]
    assert abs(centre().x() - REAL_AT[0]) < 0.5 and abs(centre().y() - REAL_AT[1]) < 0.5


def test_a_search_of_the_log_stays_with_its_side(qtbot, hot_seat: MainWindow) -> None:
    """The Axis player searches the log for its battery and hands over: the Allied player's search box is empty and
    the log lists everything their view may read; the Axis player finds the search (and what it found) again."""
    w = hot_seat
    log = w.log

    def shown() -> list[str]:
        tree = log.tree
        return [
            tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount()) if not tree.topLevelItem(i).isHidden()
        ]

    hand_over(qtbot, w, "allies")
    allies_list = shown()
    hand_over(qtbot, w, "axis")
    log.search.setFocus()
    qtbot.keyClicks(log.search, "II./AR 2")
    axis_found = shown()
    hand_over(qtbot, w, "allies")
    assert log.search.text() == "" and shown() == allies_list
    qtbot.keyClicks(log.search, "Turn")
    hand_over(qtbot, w, "axis")
    assert log.search.text() == "II./AR 2" and shown() == axis_found
    hand_over(qtbot, w, "allies")
    assert log.search.text() == "Turn"


def offered(combo: QComboBox) -> list[str]:
    return [combo.itemText(i) for i in range(combo.count())]


def test_the_catalogue_offers_a_side_only_its_own_counters_to_place(qtbot, hot_seat: MainWindow) -> None:
    """In a side's view the Catalogue's Side list holds that side alone (the session refuses a counter placed for the
    other: tests/session/test_the_side_at_the_table.py); the umpire's view offers every side. A click of Place Units
    puts down a counter of the side at the table."""
    w = hot_seat
    dock = w.catalogue
    both = ["Kampfgruppe Peiper (Germany)", "181st Tank Brigade (USSR)"]
    assert offered(dock.side) == both  # the umpire's view, before any side has had the table
    hand_over(qtbot, w, "allies")
    assert offered(dock.side) == ["181st Tank Brigade (USSR)"]
    hand_over(qtbot, w, "axis")
    assert offered(dock.side) == ["Kampfgruppe Peiper (Germany)"]
    dock.filter.setFocus()
    qtbot.keyClicks(dock.filter, "panther")
    item = next(dock.list.item(i) for i in range(dock.list.count()) if "(panther_g)" in dock.list.item(i).text())
    qtbot.mouseClick(dock.list.viewport(), Qt.MouseButton.LeftButton, pos=dock.list.visualItemRect(item).center())
    hand_over(qtbot, w, "allies")
    assert offered(dock.side) == ["181st Tank Brigade (USSR)"] and dock.filter.text() == ""
    hand_over(qtbot, w, "axis")
    assert offered(dock.side) == ["Kampfgruppe Peiper (Germany)"] and dock.filter.text() == "panther"
    assert w.tools["place"].side_id == "axis"  # type: ignore[attr-defined]


def test_the_terrain_kind_a_side_chose_stays_with_its_side(qtbot, hot_seat: MainWindow) -> None:
    """The Axis player chooses Minefield in the Terrain palette and hands over: the Allied player finds no kind chosen
    (a click on the board lays nothing of the Axis choice), and the Axis player finds Minefield again."""
    w = hot_seat
    palette = w.terrain_palette
    hand_over(qtbot, w, "allies")
    allies_start = palette.list.currentItem().text() if palette.list.currentItem() else None
    hand_over(qtbot, w, "axis")
    row = next(i for i in range(palette.list.count()) if palette.list.item(i).text() == "Minefield")
    rect = palette.list.visualItemRect(palette.list.item(row))
    qtbot.mouseClick(palette.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert w.view.tool is w.tools["terrain"] and w.tools["terrain"].draw_kind is not None  # type: ignore[attr-defined]
    hand_over(qtbot, w, "allies")
    now = palette.list.currentItem().text() if palette.list.currentItem() else None
    assert now == allies_start and now != "Minefield"
    assert w.tools["terrain"].draw_kind is None  # type: ignore[attr-defined]
    hand_over(qtbot, w, "axis")
    assert palette.list.currentItem() is not None and palette.list.currentItem().text() == "Minefield"
    assert w.tools["terrain"].draw_kind is not None  # type: ignore[attr-defined]
    assert w.tools["terrain"].draw_kind.value == "minefield"  # type: ignore[attr-defined]
