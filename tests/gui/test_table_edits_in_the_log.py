"""What the Log dock says of a change to the table, as a player makes it on the board: a counter dragged with Select &
Move ("Move Tiger 1 5.0 in"), counters turned with Q and E, a terrain piece dragged. The words are the session's, the
same the battle's record keeps; another side's secret (a hidden position, a deliberate minefield not yet found) is
not named in them, not even by its owner's window, since the record is both players'."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

from morefire_gui.gui.main_window import MainWindow
from tests.gui.conftest import to_view
from tests.gui.test_board_tools import drag
from tests.gui.test_hidden_information import hand_over, hot_seat  # noqa: F401 # the hot-seat fixture
from tests.gui.test_said import german  # noqa: F401 # the German fixture
from tests.hidden_battle import AXIS_SECRETS, HIDDEN, REAL_AT, secrets_in

LEFT, NONE, CTRL = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ControlModifier


def newest(window: MainWindow) -> str:
    """The Log dock's newest message, without its time."""
    return window.log.entries()[-1].split("  ", 1)[1]


def recorded(window: MainWindow) -> str:
    """The words the battle's record keeps for its last action."""
    return str(window.session.battle.actions[-1].action.get("text", ""))


def test_counters_turned_and_dragged_and_a_hill_dragged_are_logged_in_german(german, qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.set_tool("select")
    viewport = window.view.viewport()
    qtbot.mouseClick(viewport, LEFT, NONE, to_view(window, 14.0, 8.0))  # Tiger 1, facing 160
    qtbot.keyClick(window.view, Qt.Key.Key_E)
    assert newest(window) == "Tiger 1 auf 175° drehen"
    qtbot.mouseClick(viewport, LEFT, CTRL, to_view(window, 30.0, 6.0))  # and Tiger 2, facing 180
    assert sorted(window.scene.selected_unit_ids()) == ["ge1", "ge2"]
    qtbot.keyClick(window.view, Qt.Key.Key_Q)
    # Each turned a step from where it faced (160 and 165): to no one facing, so none is said.
    assert (window.session.battle.unit("ge1").facing, window.session.battle.unit("ge2").facing) == (160.0, 165.0)
    both = {"Tiger 1, Tiger 2", "Tiger 2, Tiger 1"}  # in the order they were picked
    assert newest(window).removesuffix(" drehen") in both
    assert recorded(window).removeprefix("Turn ") in both
    drag(qtbot, window, (30.0, 6.0), (30.0, 9.0))  # both dragged 3 in south
    said = re.fullmatch(r"(Tiger \d, Tiger \d) (\d+,\d) Zoll bewegen", newest(window))
    assert said is not None and said[1] in both, window.log.entries()
    assert float(said[2].replace(",", ".")) == pytest.approx(3.0, abs=0.15)
    window.set_tool("terrain")
    drag(qtbot, window, (10.0, 43.0), (12.0, 44.0))  # the unnamed hill h5
    assert newest(window) == "Hügel bewegen"
    assert recorded(window) == "Move Hill" and window.undo_stack.undoText() == "Hügel bewegen"


def test_a_counter_dragged_is_logged_by_its_name_a_hidden_position_and_a_secret_minefield_are_not_named(
    qtbot,
    hot_seat: MainWindow,
) -> None:
    w = hot_seat
    hand_over(qtbot, w, "axis")
    w.set_tool("select")
    drag(qtbot, w, (14.0, 8.0), (17.0, 12.0))  # Tiger 1, in plain sight: 5 in south-east
    said = re.fullmatch(r"Move Tiger 1 (\d+\.\d) in", newest(w))
    assert said is not None and float(said[1]) == pytest.approx(5.0, abs=0.15)  # to the pixel
    assert w.undo_stack.undoText() == recorded(w) == said[0]
    drag(qtbot, w, REAL_AT, (REAL_AT[0], REAL_AT[1] + 2.0))  # the Axis player's own hidden Panther
    assert w.session.battle.unit(HIDDEN["axis"]["real"]).at != REAL_AT
    said = re.fullmatch(r"Move a hidden position (\d+\.\d) in", newest(w))
    assert said is not None and recorded(w) == said[0]
    w.set_tool("terrain")
    drag(qtbot, w, (32.0, 28.0), (32.0, 31.0))  # the Axis player's deliberate minefield, not yet found
    assert w.session.battle.piece(HIDDEN["axis"]["mines"]).polygon[0][1] == pytest.approx(30.0, abs=0.15)
    assert newest(w) == recorded(w) == "Move something out of sight"
    assert secrets_in([recorded(w), *(str(r.action.get("text", "")) for r in w.session.battle.actions)]) == []
    assert not secrets_in(w.log.entries()[-2:], AXIS_SECRETS)
