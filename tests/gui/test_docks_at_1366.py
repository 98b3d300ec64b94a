"""The docks as a laptop shows them, the window 1366 pixels wide as a first start lays it out: the log shows five
resolutions and gives the Resolution column the width the side and the step leave; the Selected dock shows a tank's
armour without scrolling."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.actions.direct_fire import Spot
from morefire_gui.session.battle_session import BattleSession
from tests.gui.conftest import close_quietly


def laptop(qtbot, demo_path) -> MainWindow:  # type: ignore[no-untyped-def]
    with qtbot.capture_exceptions():
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    window = MainWindow(BattleSession.open(demo_path))
    window.resize(1350, 720)  # a 1366 x 768 screen less the desktop's title bar (gui/screen_fit.py)
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
