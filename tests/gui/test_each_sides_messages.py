"""Hot seat: Log → Messages is each side's own. The Axis player measures from the Tiger; handed over, the Allied player
finds none of it in Messages (the measurement names what the Axis looked at) and measures from a T-34; handed back, the
Axis player finds their own measurement again, and not the Allies'. The umpire's view (every side agreeing) lists
both. The other side's messages are not in the list at all: not hidden, not searched, not read."""

from __future__ import annotations

from PySide6.QtCore import Qt

from morefire_gui.gui.features.hot_seat import HotSeatFeature
from morefire_gui.gui.main_window import MainWindow
from tests.gui.test_hidden_information import drag, hand_over

LEFT = Qt.MouseButton.LeftButton


def measure(qtbot, window: MainWindow, frm: str, to: str) -> str:  # type: ignore[no-untyped-def]
    window.set_tool("measure")
    a, b = window.session.battle.unit(frm), window.session.battle.unit(to)
    assert a is not None and b is not None
    drag(qtbot, window, (a.at[0] + 0.1, a.at[1] + 0.1), (b.at[0] - 0.1, b.at[1]))
    said = [e for e in window.log.entries() if "Measured" in e]
    assert said, window.log.entries()
    return said[-1]


def listed(window: MainWindow) -> list[str]:
    return [window.log.list.item(i).text() for i in range(window.log.list.count())]


def test_a_side_finds_its_own_messages_again_and_never_the_others(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    hand_over(qtbot, window, "axis")
    axis_said = measure(qtbot, window, "ge2", "su3")
    assert "Tiger 2 → T-34 #3" in axis_said
    hand_over(qtbot, window, "allies")
    assert axis_said not in listed(window)
    assert not any("Tiger 2 → T-34 #3" in m for m in listed(window))
    window.log.search.setText("Tiger 2")  # the Allies' search finds nothing of the Axis messages
    assert not any("Measured" in m for m in listed(window))
    window.log.search.clear()
    allies_said = measure(qtbot, window, "su1", "ge1")
    hand_over(qtbot, window, "axis")
    assert axis_said in listed(window) and allies_said not in listed(window)
    assert listed(window)[-1].endswith("Hand over to Kampfgruppe Peiper")  # the hand-over, in the new side's own
    # Show everything: each side agrees in turn behind the cover; the umpire reads every side's messages.
    feature = window.feature(HotSeatFeature)
    feature.show_everything()
    while feature.cover.isVisible():
        qtbot.mouseClick(feature.cover.button, LEFT)
    assert window.view_filter.side is None
    messages = listed(window)
    assert axis_said in messages and allies_said in messages
    assert messages.index(axis_said) < messages.index(allies_said)  # in the order they were said
