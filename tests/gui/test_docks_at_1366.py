"""The docks and the board as a laptop shows them, the window 1366 pixels wide as a first start lays it out: the log
shows five resolutions and gives the Resolution column the width the side and the step leave; the Selected dock shows
a tank's armour without scrolling; the Phase dock's order form and its Write button, and who may act with the Act
button, are in sight; a move's label is whole on the board."""

from __future__ import annotations

from pathlib import Path

import yaml
from PySide6.QtCore import QEvent, QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtWidgets import QApplication, QFormLayout, QLabel, QScrollArea, QWidget

from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.actions.direct_fire import Spot
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.edits import Aspect, Change
from morefire_gui.session.fire_orders import OrderKind
from tests.gui.conftest import close_quietly
from tests.gui.test_said import german  # noqa: F401  (a fixture)


def laptop(qtbot, demo_path, size: QSize | None = None) -> MainWindow:  # type: ignore[no-untyped-def]
    with qtbot.capture_exceptions():
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    window = MainWindow(BattleSession.open(demo_path))
    window.resize(size or QSize(1350, 720))  # a 1366 x 768 screen less the desktop's title bar (gui/screen_fit.py)
    window.show()
    qtbot.waitExposed(window)
    window._initial_layout()  # as a first start lays the docks out, once the window has its size
    QApplication.processEvents()
    return window


def test_the_log_shows_five_resolutions_whole_or_with_their_tooltip(qtbot, demo_path) -> None:  # type: ignore[no-untyped-def]
    window = laptop(qtbot, demo_path)
    try:
        for spotter, target in (("ge1", "su1"), ("ge2", "su2"), ("ge3", "su4"), ("ge7", "su10"), ("ge4", "su5")):
            window.act(Spot(spotter=spotter, target=target))
        tree = window.log.tree
        QApplication.processEvents()
        row = tree.visualItemRect(tree.topLevelItem(0).child(0)).height()
        assert tree.viewport().height() >= 5 * row  # five lines in sight, the turn's heading aside
        header = tree.header()
        assert header.sectionSize(0) >= 0.5 * tree.viewport().width()  # the resolution takes the room
        first = tree.topLevelItem(0).child(0)
        assert first.text(0).startswith("Tiger 1 spots T-34 #1") and first.toolTip(0)
    finally:
        close_quietly(window)


def test_the_selected_dock_shows_a_tanks_armour_without_scrolling(qtbot, demo_path) -> None:  # type: ignore[no-untyped-def]
    window = laptop(qtbot, demo_path)
    try:
        window.scene.units["ge1"].setSelected(True)
        QApplication.processEvents()
        view = window.details.view
        text = view.toPlainText()
        assert "Armour class" in text
        cursor = view.document().find("Armour class")
        top = view.cursorRect(cursor).bottom()
        assert view.verticalScrollBar().value() == 0 and top < view.viewport().height()
    finally:
        close_quietly(window)


def test_artillery_step_c_shows_the_order_form_without_scrolling(qtbot, demo_path, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """In artillery step C of a battle kept to the sequence of play the Phase dock's order form comes first in its
    list: the battery and the order to write are in sight on a laptop, "What to do" after them."""
    import yaml

    from morefire_gui.gui.features.turns import TurnsFeature

    data = yaml.safe_load(demo_path.read_text())
    data.setdefault("settings", {})["sequence"] = "strict"
    data.update(step="artillery.orders", turn=1)
    strict = tmp_path / "strict.yaml"
    strict.write_text(yaml.safe_dump(data, sort_keys=False))
    window = laptop(qtbot, strict)
    try:
        dock = window.feature(TurnsFeature).dock
        assert dock.orders_box.isVisible()
        visible = dock.visibleRegion().boundingRect()
        for widget in (dock.order_battery, dock.order_kind):
            top_left = widget.mapTo(dock, widget.rect().topLeft())
            bottom = widget.mapTo(dock, widget.rect().bottomLeft()).y()
            assert visible.contains(top_left) and bottom <= visible.bottom(), widget
    finally:
        close_quietly(window)


def in_sight(widget: QWidget, scroll: QScrollArea) -> bool:
    """Whether the whole widget is in the scroll area's viewport as it is scrolled now."""
    viewport = scroll.viewport()
    top_left = widget.mapTo(viewport, QPoint(0, 0))
    return viewport.rect().contains(QRect(top_left, widget.size()))


def strict_at(demo_path: Path, tmp_path: Path, step: str) -> Path:
    data = yaml.safe_load(demo_path.read_text())
    data.setdefault("settings", {})["sequence"] = "strict"
    data.update(step=step, turn=1)
    path = tmp_path / "strict.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    return path


def test_the_whole_order_form_and_its_write_button_are_in_sight(qtbot, demo_path, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """In artillery step C on a laptop every field of the order the form writes, its Write button and what the battery's
    mission is are in the dock's viewport, nothing scrolled: a field the order does not take is not shown. On a large
    screen the form reads as well."""
    from morefire_gui.gui.features.turns import TurnsFeature

    window = laptop(qtbot, strict_at(demo_path, tmp_path, "artillery.orders"))
    try:
        dock = window.feature(TurnsFeature).dock
        scroll = dock.widget()
        assert isinstance(scroll, QScrollArea)
        fields = {
            OrderKind.FIRE: [dock.order_rp, dock.order_add_drop, dock.order_right_left, dock.order_pattern],
            OrderKind.REPEAT: [],
            OrderKind.SHIFT: [dock.order_add_drop, dock.order_right_left],
            OrderKind.CEASE_FIRE: [],
            OrderKind.COUNTER_BATTERY: [dock.order_target],
        }
        optional = {dock.order_rp, dock.order_add_drop, dock.order_right_left, dock.order_pattern, dock.order_target}
        for kind, taken in fields.items():
            dock.order_kind.setCurrentIndex(dock.order_kind.findData(kind.value))
            QApplication.processEvents()
            assert scroll.verticalScrollBar().value() == 0
            for widget in (dock.order_battery, dock.order_kind, *taken, dock.write_button, dock.order_error):
                assert widget.isVisible() and in_sight(widget, scroll), (kind, widget)
            assert not any(w.isVisible() for w in optional - set(taken)), kind
        assert "has no fire mission" in dock.order_error.text()
    finally:
        close_quietly(window)
    # On a 1920 x 1080 screen the same form, its labels whole.
    window = laptop(qtbot, strict_at(demo_path, tmp_path, "artillery.orders"), QSize(1920, 1040))
    try:
        dock = window.feature(TurnsFeature).dock
        assert in_sight(dock.write_button, dock.widget())
        for row in range(dock.order_form.rowCount()):
            item = dock.order_form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            label = item.widget() if item is not None else None
            if isinstance(label, QLabel) and label.isVisible():
                assert label.width() >= label.sizeHint().width(), label.text()
    finally:
        close_quietly(window)


def test_the_naval_bombardments_order_form_with_its_salvoes_is_in_sight(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """ISLAND C on a laptop: the naval bombardment's FIRE order has one row more, its salvoes, and the Write button is
    still in sight; a REPEAT takes no salvoes and does not show them."""
    from morefire_gui.cli import main
    from morefire_gui.gui.features.turns import TurnsFeature

    island = tmp_path / "island.yaml"
    assert main(["scenario", "--special", "island", "--seed", "5", "--create", str(island)]) == 0
    data = yaml.safe_load(island.read_text(encoding="utf-8"))
    for side in data["sides"]:
        side["registration_points"] = [{"n": 1, "at": [36, 24]}]
    data.update(step="artillery.orders", turn=1)
    island.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    window = laptop(qtbot, island)
    try:
        dock = window.feature(TurnsFeature).dock
        dock.order_battery.setCurrentIndex(dock.order_battery.findData("naval"))
        QApplication.processEvents()
        for widget in (dock.order_rp, dock.order_pattern, dock.order_salvoes, dock.write_button, dock.order_error):
            assert widget.isVisible() and in_sight(widget, dock.widget()), widget
        dock.order_kind.setCurrentIndex(dock.order_kind.findData(OrderKind.REPEAT.value))
        assert not dock.order_salvoes.isVisible() and dock.order().salvoes is None
    finally:
        close_quietly(window)


def test_in_a_fire_step_who_may_act_and_the_act_button_are_in_sight(qtbot, demo_path, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """In a direct fire step on a laptop the Phase dock's list of who may act shows five units or so and scrolls
    itself, and its Act button is in sight under it; on a large screen the stepper after them too."""
    from morefire_gui.gui.features.turns import TurnsFeature

    window = laptop(qtbot, strict_at(demo_path, tmp_path, "fire.tank_vs_infantry"))
    try:
        dock = window.feature(TurnsFeature).dock
        row = dock.actors.visualItemRect(dock.actors.topLevelItem(0)).height()
        assert dock.actors.topLevelItemCount() > 5 and dock.actors.viewport().height() >= 4 * row
        for widget in (dock.actors, dock.act_button):
            assert in_sight(widget, dock.widget()), widget
    finally:
        close_quietly(window)
    window = laptop(qtbot, strict_at(demo_path, tmp_path, "fire.tank_vs_infantry"), QSize(1920, 1040))
    try:
        dock = window.feature(TurnsFeature).dock
        scroll = dock.widget()
        assert in_sight(dock.act_button, scroll) and in_sight(dock.sequence, scroll)
    finally:
        close_quietly(window)


def test_a_move_is_said_whole_on_a_laptops_board_and_in_the_movement_dock(qtbot, demo_path, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Dragging Tiger 1 down its hill on a laptop: the label that says the length, the allowance and what reduced it is
    wider than the board as one line, and is cut over more lines instead of running off the board's right edge. Once
    made, the Movement dock says how it came out in sight."""
    from tests.gui.conftest import to_view
    from tests.gui.test_board_legibility import viewport_rect

    window = laptop(qtbot, strict_at(demo_path, tmp_path, "movement.cross_country"))
    try:
        window.view.fit_table()
        window.set_tool("move")
        viewport = window.view.viewport()
        start, end = to_view(window, 14, 8), to_view(window, 18.2, 19.7)
        qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        for i in range(1, 7):
            qtbot.mouseMove(viewport, start + (end - start) * (i / 6))
        label = window.tools["move"].item.label  # type: ignore[attr-defined]
        assert "C reduced by Hill 252.2" in label.text()
        drawn = viewport_rect(window, label, label.boundingRect())
        assert QRectF(viewport.rect()).contains(drawn), (drawn, viewport.rect())
        qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
        # The Movement dock then says how the move came out without scrolling (its steps after it scroll); its hint
        # above is whole, and no higher than its words.
        from morefire_gui.gui.features.movement import MovementFeature

        dock = window.feature(MovementFeature).dock
        QApplication.processEvents()
        assert dock.isVisible() and "Tiger 1 moves 6.0 in" in dock.last_move.toPlainText()
        view = dock.last_move
        said_at = view.cursorRect(view.document().find("longer than the allowance at B (6 in)")).bottom()
        assert view.verticalScrollBar().value() == 0 and said_at < view.viewport().height()
        hint = dock.tabs.widget(0).layout().itemAt(0).widget()
        assert isinstance(hint, QLabel) and hint.height() == hint.heightForWidth(hint.width())
    finally:
        close_quietly(window)


def test_a_step_no_unit_acts_in_keeps_its_list_short(qtbot, demo_path, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Road movement at the start of the demo battle, no vehicle on a road: on a laptop the Phase dock shows no empty
    list of who may act under its title, and the Act button under it is in sight; Coming up says nothing lasts across
    turns whole."""
    from morefire_gui.gui.features.turns import TurnsFeature

    window = laptop(qtbot, strict_at(demo_path, tmp_path, "movement.road"))
    try:
        dock = window.feature(TurnsFeature).dock
        assert dock.actors.topLevelItemCount() == 0 and "no units in this step" in dock.actors_title.text()
        assert not dock.actors.isVisible()
        assert in_sight(dock.act_button, dock.widget())
        # Nothing lasting across turns is said whole, across the Coming up list's three columns.
        coming = dock.coming
        nothing = coming.topLevelItem(0)
        assert coming.topLevelItemCount() == 1 and nothing.text(0) == "nothing lasts across turns"
        room = coming.visualItemRect(nothing).width()
        assert coming.fontMetrics().horizontalAdvance(nothing.text(0)) < room
    finally:
        close_quietly(window)


def test_a_battle_of_no_battery_shows_the_order_forms_rows_of_a_fire_order(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A TARAWA battle before its forces are bought, in artillery step C: the form says there is no battery, and shows
    the rows of the FIRE order chosen, not the counter-battery target's as well."""
    from morefire_gui.cli import main
    from morefire_gui.gui.features.turns import TurnsFeature

    tarawa = tmp_path / "tarawa.yaml"
    assert main(["scenario", "--special", "tarawa", "--seed", "5", "--create", str(tarawa)]) == 0
    data = yaml.safe_load(tarawa.read_text(encoding="utf-8"))
    data.update(step="artillery.orders", turn=1)
    tarawa.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    window = laptop(qtbot, tarawa)
    try:
        dock = window.feature(TurnsFeature).dock
        assert dock.order_battery.count() == 0 and dock.order_error.text() == "No battery to write an order for"
        assert dock.order_rp.isVisible() and not dock.order_target.isVisible()
        assert in_sight(dock.write_button, dock.widget()) and in_sight(dock.order_error, dock.widget())
    finally:
        close_quietly(window)


def test_the_close_combat_order_names_the_units_as_the_roster_does(qtbot, demo_path, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The close-combat order of 2nd Squad, SMG squad 2 and StuG 1 on a laptop: the Phase dock and the Movement dock
    name them as the roster and the board do, not by their ids, and the Movement dock's table gives a line to each."""
    from morefire_gui.gui.features.movement import MovementFeature
    from morefire_gui.gui.features.turns import TurnsFeature

    window = laptop(qtbot, strict_at(demo_path, tmp_path, "movement.cross_country"))
    try:
        for unit in ("ge13", "su14", "ge6"):
            window.scene.units[unit].setSelected(True)
        phase = window.feature(TurnsFeature).dock
        qtbot.mouseClick(phase.close_button, Qt.MouseButton.LeftButton)
        said_there = phase.close_label.text()
        assert all(name in said_there for name in ("2nd Squad", "SMG squad 2", "StuG 1"))
        assert not any(ident in said_there for ident in ("ge13", "su14", "ge6"))
        feature = window.feature(MovementFeature)
        feature.show_close_combat()
        QApplication.processEvents()
        rows = feature.dock.close_combat_rows()
        assert {r[1] for r in rows} == {"2nd Squad", "SMG squad 2", "StuG 1"}
        table = feature.dock.close_table
        line = table.fontMetrics().height()
        assert all(table.rowHeight(r) <= 2 * line for r in range(table.rowCount()))
        assert feature.dock.close_hint.text().startswith("<b>Moves first: ")
        assert "ge13" not in feature.dock.close_hint.text()
    finally:
        close_quietly(window)


def test_in_cross_country_movement_the_close_combat_order_is_in_sight(qtbot, demo_path, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Cross-country movement on a laptop: what to do and its rule in compact paragraphs, who may act, Act, and the
    button that works out the close-combat order of the selected units, all without scrolling the Phase dock."""
    from morefire_gui.gui.features.turns import TurnsFeature

    window = laptop(qtbot, strict_at(demo_path, tmp_path, "movement.cross_country"))
    try:
        dock = window.feature(TurnsFeature).dock
        scroll = dock.widget()
        assert dock.close_box.isVisible() and scroll.verticalScrollBar().value() == 0
        for widget in (dock.rule_label, dock.actors, dock.act_button, dock.close_button):
            assert in_sight(widget, scroll), widget
    finally:
        close_quietly(window)


def _field_width(combo) -> int:  # type: ignore[no-untyped-def]
    """The width a combo box gives its choice's text (its edit field), as the style lays it out."""
    from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    return (
        combo.style()
        .subControlRect(QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo)
        .width()
    )


def test_artillery_step_c_reads_the_battery_whole_on_a_laptop(qtbot, demo_path, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Artillery step C at 1366 x 768: the battery chosen in the order form reads whole in its box (its side is the
    heading it is listed under, not a suffix cut mid-word), whole with its side in the tooltip; a longer choice (the
    order) is cut with "…" and whole in its tooltip, never clipped mid-letter. Every order reads whole in its box, by
    4.12's letter and word, written out whole (as 4.12 and 4.42 say it) in its tooltip."""
    from morefire_gui.gui.features.turns import TurnsFeature

    window = laptop(qtbot, strict_at(demo_path, tmp_path, "artillery.orders"))
    try:
        dock = window.feature(TurnsFeature).dock
        battery = dock.order_battery
        assert battery.currentData() == "bty1"
        text = battery.currentText()
        assert text == "II./AR 2 (10.5 cm leFH)", text
        assert battery.fontMetrics().horizontalAdvance(text) <= _field_width(battery)
        assert battery.toolTip().startswith("II./AR 2 (10.5 cm leFH) (Kampfgruppe Peiper)\n"), battery.toolTip()
        rows = [battery.itemText(i) for i in range(battery.count())]
        assert rows == [
            "Kampfgruppe Peiper",
            "II./AR 2 (10.5 cm leFH)",
            "Mortar section",
            "181st Tank Brigade",
            "122 mm howitzer battery",
            "82 mm mortars",
        ], rows
        kind = dock.order_kind
        assert kind.toolTip().startswith("A. FIRE at a registration point"), kind.toolTip()
        for i in range(kind.count()):
            kind.setCurrentIndex(i)
            assert kind.shown_text() == kind.currentText(), (kind.currentText(), kind.shown_text())
        assert [kind.currentText(), kind.toolTip()] == [
            "Counter-battery",
            "Counter-battery fire at an enemy battery (4.42)",
        ]
    finally:
        close_quietly(window)


def test_artillery_step_c_reads_every_order_whole_in_german(qtbot, demo_path, tmp_path, german) -> None:  # type: ignore[no-untyped-def]
    """In German too every order reads whole in step C's form on a laptop's dock, each written out whole (4.12) in its
    tooltip."""
    from morefire_gui.gui.features.turns import TurnsFeature

    window = laptop(qtbot, strict_at(demo_path, tmp_path, "artillery.orders"))
    try:
        kind = window.feature(TurnsFeature).dock.order_kind
        shown = []
        for i in range(kind.count()):
            kind.setCurrentIndex(i)
            assert kind.shown_text() == kind.currentText(), (kind.currentText(), kind.shown_text())
            shown.append(kind.currentText())
        assert shown == ["A. FEUER", "B. WIEDERHOLEN", "C. VERLEGEN", "D. FEUER EINSTELLEN", "Konterbatterie"], shown
        kind.setCurrentIndex(0)
        assert kind.toolTip().startswith("A. FEUER auf einen Vermessungspunkt"), kind.toolTip()
    finally:
        close_quietly(window)


def air_demo(demo_path: Path, tmp_path: Path) -> Path:
    """The demo battle with two Stukas bought with Kampfgruppe Peiper's forces and the 181st Tank Brigade's Il-2 in
    play, flown once."""
    data = yaml.safe_load(demo_path.read_text(encoding="utf-8"))
    data["sides"][0]["airstrikes_bought"] = ["ju87d", "ju87d"]
    data["aircraft"] = [{"id": "air1", "side": "allies", "type": "il2", "at": [30, 30], "heading": 0, "runs": 1}]
    path = tmp_path / "air_demo.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


def tally_read_whole(window: MainWindow) -> list[str]:
    """The Aircraft dock's tally on a laptop: each side's line on one line, every cell whole in the dock (the side's
    name not cut), and the whole tally no wider than some 320 pixels, a laptop's dock; the lines as read."""
    from morefire_gui.gui.features.aircraft import AircraftFeature

    dock = window.feature(AircraftFeature).dock
    dock.raise_()
    QApplication.processEvents()
    body = dock.widget()
    for cells in dock.tally_rows:
        name = cells[1]
        assert name.shown_text() == name.text(), name.shown_text()
        for cell in cells:
            assert cell.isVisible() and cell.width() >= cell.sizeHint().width(), cell.text()
            assert cell.height() < 2 * cell.fontMetrics().height(), cell.text()  # one line
            assert cell.mapTo(body, QPoint(cell.width(), 0)).x() <= body.width(), cell.text()
    assert dock.tally.sizeHint().width() <= 320, dock.tally.sizeHint()
    return dock.tally_lines()


def test_the_aircraft_docks_side_lines_read_whole_on_a_laptop(qtbot, demo_path, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The demo with airstrikes bought and an aircraft in play, on a laptop: each side's line of the Aircraft dock
    reads whole on one line — whether it may fly, its name, what it bought and has flown — and says the rest (Table
    VII, the points, why not) in its tooltip."""
    window = laptop(qtbot, air_demo(demo_path, tmp_path))
    try:
        assert tally_read_whole(window) == ["✔ | Kampfgruppe Peiper | 2 | 0", "✔ | 181st Tank Brigade | 0 | 1"]
        from morefire_gui.gui.features.aircraft import AircraftFeature

        dock = window.feature(AircraftFeature).dock
        tip = dock.tally_rows[1][1].toolTip()
        assert (
            tip
            == "<b>181st Tank Brigade</b>: Table VII: not rolled — 0 bought still to fly, 1 flown; 75 points; may fly"
        ), tip
        # A side named at length is cut with "…", whole in the tooltip: the dock is not pushed wider.
        width = dock.width()
        long_name = "181st Tank Brigade of the 5th Guards Tank Army, Voronezh Front"
        battle = window.session.battle
        battle.sides[1] = battle.sides[1].model_copy(update={"name": long_name})
        window.feature(AircraftFeature).changed((Change(Aspect.BATTLE),))
        QApplication.processEvents()
        name = dock.tally_rows[1][1]
        assert dock.width() == width and name.text() == long_name
        assert name.shown_text().startswith("181st Tank Brigade") and name.shown_text().endswith("…")
        assert name.toolTip().startswith(f"<b>{long_name}</b>: "), name.toolTip()
    finally:
        close_quietly(window)


def test_the_aircraft_docks_side_lines_read_whole_in_german(qtbot, demo_path, tmp_path, german) -> None:  # type: ignore[no-untyped-def]
    window = laptop(qtbot, air_demo(demo_path, tmp_path))
    try:
        assert tally_read_whole(window) == ["✔ | Kampfgruppe Peiper | 2 | 0", "✔ | 181st Tank Brigade | 0 | 1"]
    finally:
        close_quietly(window)


def test_writing_an_order_keeps_the_order_form_where_it_was(qtbot, demo_path, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Artillery step C on a laptop: pressing Write order writes the first battery's order and leaves the Phase dock
    scrolled where it was, the form in sight for the next battery's order, not scrolled to the dock's bottom."""
    from morefire_gui.gui.features.turns import TurnsFeature

    window = laptop(qtbot, strict_at(demo_path, tmp_path, "artillery.orders"))
    try:
        dock = window.feature(TurnsFeature).dock
        scroll = dock.widget()
        assert isinstance(scroll, QScrollArea)
        dock.order_rp.setCurrentIndex(0)
        QApplication.processEvents()
        assert dock.write_button.isEnabled() and scroll.verticalScrollBar().value() == 0
        before = window.undo_stack.count()
        qtbot.mouseClick(dock.write_button, Qt.MouseButton.LeftButton)
        QApplication.processEvents()
        assert window.undo_stack.count() == before + 1  # written
        assert scroll.verticalScrollBar().value() == 0
        for widget in (dock.order_battery, dock.order_kind):
            assert in_sight(widget, scroll), widget
        assert window.focusWidget() is dock.order_battery  # ready for the next battery's order
    finally:
        close_quietly(window)


def test_a_message_too_long_for_a_laptops_status_bar_is_read_whole(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Next refused on a table laid by hand before its placement is complete: the status bar of a laptop's window cuts
    the refusal ("… (Battle > Place…"), its tooltip and the log's Messages have it whole; a message the bar shows whole
    is not listed in the Messages again."""
    from morefire_gui.cli import main
    from morefire_gui.gui.features.turns import TurnsFeature

    path = tmp_path / "by_hand.yaml"
    assert main(["scenario", "--seed", "5", "--by-hand", "--create", str(path)]) == 0
    window = laptop(qtbot, path)
    try:
        bar = window.status_bar
        listed = len(window.log.entries())
        window.message("Measured 12 in")
        assert bar.shown_message() == "Measured 12 in" and len(window.log.entries()) == listed
        qtbot.mouseClick(window.feature(TurnsFeature).dock.next_button, Qt.MouseButton.LeftButton)
        QApplication.processEvents()
        whole = bar.currentMessage()
        assert whole.startswith("Refused: the table is being laid by hand") and whole.endswith(
            "(Terrain and Weather Definitions)"
        )
        # Cut where the player reads it, saying where it is read whole.
        assert bar.shown_message().endswith("… (whole in Log → Messages)") and bar.shown_message() != whole
        assert bar.toolTip() == whole
        assert window.log.entries()[-1].endswith(whole)  # whole in Log > Messages
    finally:
        close_quietly(window)
