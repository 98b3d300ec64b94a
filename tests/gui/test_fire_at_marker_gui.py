"""In a side's view the Fire tool aims at the other side's hidden positions as at any target: pressed on the firer
and dragged to a marker, the fire dialog says nothing of what the marker hides (no type, no chance to hit) before the
shot; the shot reveals it, as one step: a real unit's counter shows what it is, with the shot's result; a fake
marker is taken off the board; the log names what was found."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from morefire_gui.gui.dialogs.direct_fire import FireDialog
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.battle import Unit
from morefire_gui.model.terms import Status
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.edits import AddUnit, ReplaceUnits
from tests.gui.conftest import to_view
from tests.gui.test_direct_fire_gui import dialogs as dialogs  # the fixture
from tests.gui.test_hot_seat import hand_over

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier
# The demo battle: the Allied SU-76 #1 (su7) at 58,31 sees the Axis StuG 2 (ge7, hidden here) at 55,14, 863 yards
# off; a fake marker (a StuG's footprint) stands at 57,21.
SU7, GE7, FAKE = (58.0, 31.0), (55.0, 14.0), (57.0, 21.0)


@pytest.fixture
def allied_view(qtbot, window: MainWindow) -> MainWindow:  # type: ignore[no-untyped-def]
    session = window.session
    ge7 = session.battle.unit("ge7")
    session.apply(ReplaceUnits((ge7,), (ge7.with_status(Status.HIDDEN).with_status(Status.SPOTTED),)))
    session.apply(AddUnit(Unit(id="fake1", side="axis", type="stug3g", at=FAKE, status=(Status.HIDDEN,), decoy=True)))
    window.undo_stack.setClean()
    hand_over(qtbot, window, "allies")
    assert window.scene.units["ge7"].masked and window.scene.units["fake1"].masked
    return window


def drag(qtbot, window: MainWindow, start, end) -> None:  # type: ignore[no-untyped-def]
    window.set_tool("fire")
    vp = window.view.viewport()
    qtbot.mousePress(vp, LEFT, NONE, to_view(window, *start))
    qtbot.mouseMove(vp, to_view(window, *end))
    qtbot.mouseRelease(vp, LEFT, NONE, to_view(window, *end))


def test_firing_at_a_real_marker_reveals_it_and_resolves_the_shot(qtbot, allied_view: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    w = allied_view
    drag(qtbot, w, SU7, GE7)
    dialog: FireDialog = dialogs[-1]
    assert dialog.firer_id == "su7" and dialog.target_id == "ge7"
    assert dialog.target.currentText().startswith("a hidden position")
    before = dialog.plan_view.toPlainText()
    assert "a hidden position: what it is, and the chance to hit it, are known once it is revealed" in before
    assert "863 yards" in before and "clear (2.1)" in before
    for secret in ("StuG", "Final chance", "armour", "Spotting", "defilade"):
        assert secret not in before
    assert dialog.fire_button.isEnabled()
    w.session.dice = ScriptedDice([5, 1, 1, 1])
    qtbot.mouseClick(dialog.fire_button, LEFT)
    assert "Revealed: StuG 2" in dialog.result_text()
    battle = w.session.battle
    assert not battle.unit("ge7").has(Status.HIDDEN)
    assert not w.scene.units["ge7"].masked and w.scene.units["ge7"].label.text() == "StuG 2"
    entry = battle.log[-1]
    assert entry.kind == "fire" and "StuG 2" in entry.title and "a hidden position revealed" in entry.summary
    assert w.undo_stack.count() == 1  # the reveal and the shot: one step
    w.undo_action.trigger()
    assert w.scene.units["ge7"].masked


def test_firing_at_a_fake_marker_takes_it_off_and_spends_the_shot(qtbot, allied_view: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    w = allied_view
    drag(qtbot, w, SU7, FAKE)
    dialog: FireDialog = dialogs[-1]
    assert dialog.target_id == "fake1"
    assert "what it is, and the chance to hit it, are known once it is revealed" in dialog.plan_view.toPlainText()
    assert "StuG" not in dialog.plan_view.toPlainText()
    w.session.dice = ScriptedDice([])
    assert dialog.fire_button.isEnabled(), dialog.fire_button.toolTip() + dialog.error.text()
    qtbot.mouseClick(dialog.fire_button, LEFT)
    assert "A FAKE MARKER" in dialog.result_text()
    assert "fake1" not in w.scene.units and w.session.battle.unit("fake1") is None
    entry = w.session.battle.log[-1]
    assert entry.title.endswith("fires at a hidden position") and "fake marker" in entry.summary
    assert any("su7" in ids for ids in w.session.battle.acted.values())  # the shot is spent
