"""Hot seat, kept to the sequence of play: both sides act in each step, each with its own units, so the Phase dock says
which side has the table and which must take it next. The Axis player moves a unit and ticks the rest in
cross-country movement: the dock says the table is to go to the Allies, with their units still to act; handed over,
it says the Allies are at the table and, once they are done, that every side is done and Next comes. In the
artillery orders step the Axis batteries are their secret: the Allies' own are counted."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from morefire_gui.gui.features.hot_seat import HotSeatFeature
from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow

LEFT = Qt.MouseButton.LeftButton


def take_table(qtbot, window: MainWindow, side: str) -> None:  # type: ignore[no-untyped-def]
    """Players → Hand Over, then the next player's button on the cover, until ``side`` has the table."""
    feature = window.feature(HotSeatFeature)
    while window.session.battle.at_table != side:
        feature.hand_over.trigger()
        qtbot.mouseClick(feature.cover.button, LEFT)
    QApplication.processEvents()


def table_words(window: MainWindow) -> str:
    label = window.feature(TurnsFeature).dock.table_label
    assert label.isVisibleTo(window.feature(TurnsFeature).dock)
    return label.text().replace("<b>", "").replace("</b>", "")


def marks_taken(window: MainWindow) -> int:
    return sum(1 for r in window.session.battle.actions if r.kind == "mark")


def tick_all_of(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Tick every unit of the side at the table in who may act, as a player does once each has acted at the table."""
    dock = window.feature(TurnsFeature).dock
    ours = [a for a, acted, note in dock.actor_rows() if not acted and note != "other side's: hand over to act"]
    for actor_id in ours:
        item = dock.actor_item(actor_id)
        assert item is not None
        marks = marks_taken(window)
        item.setCheckState(0, Qt.CheckState.Checked)  # the row's check box, as a click on it sets it
        qtbot.waitUntil(lambda n=marks: marks_taken(window) == n + 1)


def test_the_phase_dock_says_who_has_the_table_and_who_takes_it_next(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.sequence_action.trigger()  # Rules → Keep to the Sequence of Play
    take_table(qtbot, window, "axis")
    dock = window.feature(TurnsFeature).dock
    qtbot.mouseClick(dock.next_button, LEFT)  # to cross-country movement
    assert window.session.battle.step == "movement.cross_country"
    assert table_words(window) == (
        "At the table: Kampfgruppe Peiper. Then hand the table over to 181st Tank Brigade, with 9 still to act in this "
        "step (Players → Hand Over), before Next."
    )
    tick_all_of(qtbot, window)
    assert table_words(window) == (
        "Hand the table over to 181st Tank Brigade, with 9 still to act: Kampfgruppe Peiper is done in this step "
        "(Players → Hand Over), before Next."
    )
    take_table(qtbot, window, "allies")
    assert table_words(window).startswith("At the table: 181st Tank Brigade. No other side has anything to act with")
    tick_all_of(qtbot, window)
    assert table_words(window) == "At the table: 181st Tank Brigade. Every side is done in this step: Next."
    while window.session.battle.step != "artillery.orders":
        qtbot.mouseClick(dock.next_button, LEFT)
    # Its own batteries first: the hand-over is said once they are done (test_artillery_orders_say_who_takes_the_table).
    assert table_words(window) == "At the table: 181st Tank Brigade, with 2 batteries still to act in this step."
    assert [a for a, _, _ in dock.actor_rows()] == ["bty3", "bty4"]  # the Axis batteries are not listed


def test_the_other_sides_unit_double_clicked_in_who_may_act_says_who_takes_the_table(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """A double-click on a unit of the other side's in who may act finds it on the board and says why the player at
    the table does not act with it, and who the table goes to; nothing opens."""
    window.sequence_action.trigger()
    take_table(qtbot, window, "axis")
    dock = window.feature(TurnsFeature).dock
    qtbot.mouseClick(dock.next_button, LEFT)  # to cross-country movement
    window.statusBar().clearMessage()
    taken = len(window.session.battle.actions)
    item = dock.actor_item("su1")
    assert item is not None
    dock.actors.scrollToItem(item)
    at = dock.actors.visualItemRect(item).center()
    qtbot.mouseClick(dock.actors.viewport(), LEFT, pos=at)
    qtbot.mouseDClick(dock.actors.viewport(), LEFT, pos=at)
    said = window.statusBar().currentMessage()
    assert said.startswith("T-34 #1 belongs to 181st Tank Brigade, and the table is with Kampfgruppe Peiper"), said
    assert "(Players → Hand Over gives 181st Tank Brigade the table)" in said
    assert window.scene.selected_unit_ids() == ["su1"]
    assert len(window.session.battle.actions) == taken  # nothing taken
    assert not any(w.isVisible() for w in QApplication.topLevelWidgets() if w.isModal())  # nothing opened
