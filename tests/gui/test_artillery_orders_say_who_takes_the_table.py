"""Hot seat, kept to the sequence of play, artillery step C (adjust rounds and call for new fire): each side's batteries
are its secret (4.1), so the Phase dock says a hand-over only once the side at the table has no battery left to act,
and only to a side whose player has not had the table in the step. Handed over, the next player is not sent back;
once every side has had the table, Next."""

from __future__ import annotations

from PySide6.QtCore import Qt

from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from tests.gui.test_the_phase_dock_says_who_takes_the_table import table_words, take_table, tick_all_of

LEFT = Qt.MouseButton.LeftButton
PEIPER, BRIGADE = "Kampfgruppe Peiper", "181st Tank Brigade"


def to_step(qtbot, window: MainWindow, step: str) -> None:  # type: ignore[no-untyped-def]
    dock = window.feature(TurnsFeature).dock
    while window.session.battle.step != step:
        qtbot.mouseClick(dock.next_button, LEFT)


def test_step_c_sends_the_table_on_once_and_never_back(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.sequence_action.trigger()  # Rules → Keep to the Sequence of Play
    take_table(qtbot, window, "axis")
    to_step(qtbot, window, "artillery.orders")
    # The Axis batteries to act: no hand-over said yet.
    assert table_words(window) == f"At the table: {PEIPER}, with 2 batteries still to act in this step."
    tick_all_of(qtbot, window)
    assert table_words(window) == (
        f"Hand the table over to {BRIGADE} for its own batteries: {PEIPER} is done in this step (Players → Hand "
        "Over), before Next."
    )
    take_table(qtbot, window, "allies")
    # The Axis player has had the table in the step: the Allies are not told to hand it back.
    assert table_words(window) == f"At the table: {BRIGADE}, with 2 batteries still to act in this step."
    tick_all_of(qtbot, window)
    assert table_words(window) == f"At the table: {BRIGADE}. Every side has had the table in this step: Next."
    take_table(qtbot, window, "axis")  # handed back all the same: nothing left for anyone
    assert table_words(window) == f"At the table: {PEIPER}. Every side has had the table in this step: Next."


def test_a_side_with_nothing_to_order_hands_over_at_once_and_the_other_is_not_sent_back(
    qtbot, window: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    """The Allies reach step C with their batteries ticked in a step before (none left to act): the dock sends the
    table to the Axis; once the Axis have it, nothing sends it back to the Allies, who have had it."""
    window.sequence_action.trigger()
    take_table(qtbot, window, "allies")
    to_step(qtbot, window, "artillery.orders")
    tick_all_of(qtbot, window)
    assert table_words(window).startswith(f"Hand the table over to {PEIPER} for its own batteries: {BRIGADE} is done")
    take_table(qtbot, window, "axis")
    assert "hand the table over" not in table_words(window).lower()
    tick_all_of(qtbot, window)
    assert table_words(window) == f"At the table: {PEIPER}. Every side has had the table in this step: Next."


def test_steps_a_and_b_never_send_the_table_on(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The barrages that land come down at Next (steps A and B): no side needs the table for the other's."""
    window.sequence_action.trigger()
    take_table(qtbot, window, "axis")
    for step in ("artillery.impact", "artillery.damage"):
        to_step(qtbot, window, step)
        assert "hand the table over" not in table_words(window).lower(), step
