"""Artillery on the board: a barrage fired from the board with its dialog, the template, registration points."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import Qt

from morefire_gui.gui.dialogs.barrage import AUTO, OFF_BOARD, UNOBSERVED, BarrageDialog
from morefire_gui.gui.features.artillery import ArtilleryFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.rules.dice import ScriptedDice
from tests.gui.conftest import to_view

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


@pytest.fixture
def dialogs(monkeypatch):  # type: ignore[no-untyped-def]
    """Open barrage dialogs without their modal loop, and keep them for the test to drive."""
    opened: list[BarrageDialog] = []

    def run(cls, session, editor, board, aim=None, side=None, battery=None, parent=None):  # type: ignore[no-untyped-def]
        dialog = cls(session, editor, board, aim, side, battery, parent)
        opened.append(dialog)
        return dialog

    monkeypatch.setattr(BarrageDialog, "run", classmethod(run))
    return opened


def test_barrage_from_the_board_lists_every_unit_in_the_circle(qtbot, window: MainWindow, dialogs) -> None:
    window.set_tool("barrage")
    # SMG squad 1 stands at 20, 31 (2.1 in from the aim); SMG squad 2 at 26, 29 (4.5 in: its base reaches in).
    qtbot.mouseClick(window.view.viewport(), LEFT, NONE, to_view(window, 21.5, 29.5))
    dialog = dialogs[-1]
    assert dialog.aim_x.value() == pytest.approx(21.5, abs=0.1)
    dialog.side.setCurrentIndex(dialog.side.findData("axis"))
    dialog.battery.setCurrentIndex(dialog.battery.findData(OFF_BOARD))
    dialog.guns.setValue(6)
    dialog.calibre.setValue(160)  # 6 x 160 mm spread: 450 yd across (4.5), radius 4.5 in at 1:50
    dialog.aim_x.setValue(21.5)
    dialog.aim_y.setValue(29.5)
    dialog.observed.setCurrentIndex(dialog.observed.findData(UNOBSERVED))
    assert "450 yd across" in dialog.plan_view.toPlainText()
    assert "unobserved" in dialog.plan_view.toPlainText()
    # Error d10 1 reads 0 (the "0-1" column): 0 yards, so no direction die; then a d100 per unit in the zone.
    window.session.dice = ScriptedDice([1, 5, 95])
    qtbot.mouseClick(dialog.fire_button, LEFT)
    rows = dialog.target_rows()
    assert [r[0] for r in rows] == ["su13", "su14"]  # battle-file order
    assert rows[0][2] == "in" and rows[1][2] == "partly"
    # Infantry in the open is class A; 160 mm is in the hit chart's 111-160 mm column: 70% (4.6).
    assert rows[0][3] == "A" and rows[0][4] == "70%" and rows[0][5] == "5" and rows[0][6] == "destroyed"
    assert rows[1][5] == "95" and rows[1][6] == "no effect"
    assert window.scene.barrage.isVisible() and window.scene.barrage.impact == pytest.approx((21.5, 29.5))
    assert window.scene.units["su13"].zone_mark == "in" and window.scene.units["su14"].zone_mark == "partly"
    assert "d10 for artillery error" in dialog.result_view.toPlainText()
    assert window.session.battle.log[-1].kind == "barrage"
    # Apply: one undoable step; undo removes the damage but not the rolls from the log.
    qtbot.mouseClick(dialog.apply_button, LEFT)
    assert window.session.battle.unit("su13").has(__import__("morefire_gui.model.terms", fromlist=["Status"]).Status.DESTROYED)
    assert window.undo_stack.count() == 1
    window.undo_action.trigger()
    assert window.session.battle.unit("su13").status == ()
    assert window.session.battle.log[-1].kind == "barrage"


def test_barrage_dialog_reports_observers_and_refuses_bad_requests(qtbot, window: MainWindow, dialogs) -> None:
    dialog = window.feature(ArtilleryFeature).open_barrage((39.5, 21.5), "bty3")  # Soviet 122 mm battery at the crossroad
    assert dialog.side_id == "allies"
    assert dialog.observed.currentData() == AUTO
    text = dialog.plan_view.toPlainText()
    assert "observed" in text and "lands 4 turns after it is called" in text  # USSR: 4 turns (4.2)
    dialog.add_drop.setValue(800)
    assert dialog.fire_button.isEnabled()
    dialog.pattern.setCurrentIndex(1)  # converged in a basic game
    dialog.advanced.setChecked(False)
    assert not dialog.fire_button.isEnabled() and "converged" in dialog.error.text().lower()


def test_template_marks_units_inside_and_partly_inside(qtbot, window: MainWindow) -> None:
    dock = window.feature(ArtilleryFeature).dock
    dock.t_guns.setValue(4)
    dock.t_calibre.setValue(105)  # 200 yd across = 4 in at 1:50
    window.set_tool("template")
    vp = window.view.viewport()
    qtbot.mousePress(vp, LEFT, NONE, to_view(window, 10.0, 10.0))
    qtbot.mouseMove(vp, to_view(window, 20.0, 30.0))
    qtbot.mouseRelease(vp, LEFT, NONE, to_view(window, 20.0, 30.0))
    tool = window.tools["template"]
    ids = [uid for uid, _ in tool.inside]
    assert "su13" in ids and "su14" not in ids
    listed = [dock.t_units.item(i).text() for i in range(dock.t_units.count())]
    assert any(t.startswith("su13") for t in listed)
    assert "200 yd" in window.scene.barrage.caption
    assert window.undo_stack.count() == 0  # planning changes nothing


def test_plot_move_and_remove_registration_points(qtbot, window: MainWindow) -> None:
    dock = window.feature(ArtilleryFeature).dock
    dock.rp_side.setCurrentIndex(dock.rp_side.findData("allies"))
    dock.plot_button.click()
    assert window.view.tool is window.tools["registration"]
    vp = window.view.viewport()
    qtbot.mouseClick(vp, LEFT, NONE, to_view(window, 50.0, 20.0))
    side = window.session.battle.side("allies")
    assert [p.n for p in side.registration_points] == [1, 2, 3]
    assert math.dist(side.registration_point(3).at, (50.0, 20.0)) < 0.15
    assert ("allies", 3) in window.scene.registration_points
    qtbot.mousePress(vp, LEFT, NONE, to_view(window, 50.0, 20.0))
    qtbot.mouseMove(vp, to_view(window, 55.0, 22.0))
    qtbot.mouseRelease(vp, LEFT, NONE, to_view(window, 55.0, 22.0))
    assert math.dist(window.session.battle.side("allies").registration_point(3).at, (55.0, 22.0)) < 0.15
    qtbot.keyClick(window.view, Qt.Key.Key_Delete)
    assert window.session.battle.side("allies").registration_point(3) is None
    for _ in range(3):
        window.undo_action.trigger()
    assert window.session.battle.side("allies").registration_point(3) is None
    assert ("allies", 3) not in window.scene.registration_points


def test_battery_dock_lists_batteries_and_their_state(window: MainWindow) -> None:
    tree = window.feature(ArtilleryFeature).dock.tree
    names = [tree.topLevelItem(i).child(j).text(0) for i in range(tree.topLevelItemCount())
             for j in range(tree.topLevelItem(i).childCount())]
    assert "II./AR 2 (10.5 cm leFH)" in names and "82 mm mortars" in names
    axis = tree.topLevelItem(0)
    assert axis.child(0).text(1) == "4 x 105 mm" and axis.child(0).text(2) == "deployed"


def test_changing_the_firing_side_offers_that_sides_batteries_and_points(window: MainWindow, dialogs) -> None:
    dialog = window.feature(ArtilleryFeature).open_barrage((30.0, 30.0), "bty1")
    assert dialog.side_id == "axis"
    dialog.side.setCurrentIndex(dialog.side.findData("allies"))
    batteries = [dialog.battery.itemData(i) for i in range(dialog.battery.count())]
    assert "bty3" in batteries and "bty1" not in batteries
    points = [dialog.rp.itemText(i) for i in range(dialog.rp.count())]
    assert points[0].startswith("#1 the crossroad")
    assert dialog.plan is not None


def test_a_battery_that_fires_is_marked_even_without_apply(qtbot, window: MainWindow, dialogs) -> None:
    """The Barrage tool marks a battery of the battle as having fired in artillery step A when the dice are rolled
    (its own undo step); a second barrage by it shows so before the dice — shown, not refused."""
    session = window.session
    dialog = window.feature(ArtilleryFeature).open_barrage((39.5, 21.5), "bty3")
    assert "already fired" not in dialog.plan_view.toPlainText()
    dialog.observed.setCurrentIndex(dialog.observed.findData(UNOBSERVED))
    session.dice = ScriptedDice([1] + [99] * 20)
    qtbot.mouseClick(dialog.fire_button, LEFT)
    assert dialog.outcome is not None and dialog.outcome.fired
    assert session.battle.acted == {"artillery.impact": ("bty3",)}
    assert window.undo_stack.count() == 1
    dialog.accept()  # closed without Apply
    again = window.feature(ArtilleryFeature).open_barrage((39.5, 21.5), "bty3")
    text = again.plan_view.toPlainText()
    assert "bty3 has already fired this turn" in text and "earlier barrage is in the log" in text
    assert again.fire_button.isEnabled()
    again.accept()
    window.undo_action.trigger()
    assert session.battle.acted == {}
    # Off-board guns set by hand are no battery of the battle: nothing is marked.
    hand = window.feature(ArtilleryFeature).open_barrage((39.5, 21.5))
    hand.battery.setCurrentIndex(hand.battery.findData(OFF_BOARD))
    hand.observed.setCurrentIndex(hand.observed.findData(UNOBSERVED))
    session.dice = ScriptedDice([1] + [99] * 20)
    qtbot.mouseClick(hand.fire_button, LEFT)
    assert hand.outcome is not None and session.battle.acted == {}
    hand.accept()
