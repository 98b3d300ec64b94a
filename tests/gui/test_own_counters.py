"""Hot seat: with the table handed to the Allies (free play), the Allied player selects Kampfgruppe Peiper's Tiger to
read it, but every hand on it is refused by the session, the status bar naming the counter and why: a drag with
Select & Move, a rubber band over it and an Allied counter then dragged, Q and E, Delete and Edit -> Delete, and a drag
with the Movement tool. No turning handle is offered on it, and its right click offers its Properties alone; the
Allies' own counters are moved, turned and offered all, and the umpire's view handles every counter."""

from __future__ import annotations

from PySide6.QtCore import Qt

from morefire_gui.gui.features.hot_seat import HotSeatFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.battle import Unit
from morefire_gui.session.edits import AddUnit
from morefire_gui.session.names import unit_name
from tests.gui.conftest import to_view
from tests.gui.test_action_equivalence_movement import drag
from tests.gui.test_counter_properties import right_click, texts
from tests.gui.test_printing_as_played import _band

TIGER_AT = (14.0, 8.0)
T34_AT = (18.0, 42.0)
SCOUTS_AT = (27.0, 2.5)  # an Allied squad beside the Axis mortar (ge16, at 30, 2.5), out in the open
REFUSED = "Refused: {unit} is a counter of Kampfgruppe Peiper, and the table is with 181st Tank Brigade"


def allied_table(window: MainWindow) -> MainWindow:
    window.session.apply(AddUnit(Unit(id="su20", side="allies", type="R", at=SCOUTS_AT, name="Scouts")))
    window.undo_stack.setClean()
    window.feature(HotSeatFeature).set_viewer("allies")
    assert window.session.battle.at_table == "allies" and not window.session.battle.strict
    window.set_tool("select")
    return window


def said(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def click(qtbot, window: MainWindow, at: tuple[float, float]) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, to_view(window, *at)
    )


def untouched(window: MainWindow, **where: tuple[float, float]) -> None:
    battle = window.session.battle
    for uid, at in where.items():
        unit = battle.unit(uid)
        assert unit is not None and unit.at == at, (uid, unit)
    assert [r.kind for r in battle.actions] == ["hand_over"]  # nothing recorded but the hand-over
    assert window.undo_stack.count() == 0


def test_a_drag_keys_and_delete_on_the_other_sides_counter_are_refused_by_name(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    w = allied_table(window)
    tiger = w.session.battle.unit("ge1")
    assert tiger is not None
    click(qtbot, w, TIGER_AT)  # selected, to read its sheet
    assert w.scene.selected_unit_ids() == ["ge1"] and "Tiger 1" in w.details.view.toPlainText()
    tool = w.view.tool
    assert not tool.handle.isVisible()  # no turning handle on another side's counter
    drag(qtbot, w, TIGER_AT, (14.0, 12.0))
    assert REFUSED.format(unit="Tiger 1") in said(w), said(w)
    untouched(w, ge1=TIGER_AT)
    assert w.scene.units["ge1"].pos().toTuple() == TIGER_AT  # the counter dragged is drawn back where it stands
    for key in (Qt.Key.Key_Q, Qt.Key.Key_E, Qt.Key.Key_Delete):
        w.statusBar().clearMessage()
        qtbot.keyClick(w.view.viewport(), key)
        assert REFUSED.format(unit="Tiger 1") in said(w), (key, said(w))
    w.statusBar().clearMessage()
    w.delete_action.trigger()  # Edit -> Delete
    assert REFUSED.format(unit="Tiger 1") in said(w), said(w)
    assert w.session.battle.unit("ge1") == tiger
    untouched(w, ge1=TIGER_AT)
    # The Movement tool: a move of another side's unit, refused as a hand on it.
    w.set_tool("move")
    drag(qtbot, w, TIGER_AT, (14.0, 12.0))
    assert REFUSED.format(unit="Tiger 1") in said(w), said(w)
    untouched(w, ge1=TIGER_AT)
    # The Allies' own: the handle shows, and it moves.
    w.set_tool("select")
    click(qtbot, w, T34_AT)
    assert w.view.tool.handle.isVisible()
    drag(qtbot, w, T34_AT, (18.0, 39.0))
    assert w.session.battle.unit("su1").at != T34_AT and w.session.battle.unit("ge1") == tiger


def test_a_rubber_band_over_both_sides_then_dragged_moves_nothing(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    w = allied_table(window)
    _band(qtbot, w, (25.5, 0.5), (31.2, 3.6))
    assert sorted(w.scene.selected_unit_ids()) == ["ge16", "su20"]
    drag(qtbot, w, SCOUTS_AT, (27.0, 5.0))
    mortar = unit_name(w.session, "ge16", w.view_filter)
    assert REFUSED.format(unit=mortar) in said(w), said(w)
    untouched(w, su20=SCOUTS_AT, ge16=(30.0, 2.5))


def test_the_right_click_offers_the_other_sides_counter_its_properties_alone(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    w = allied_table(window)
    assert texts(right_click(qtbot, w, TIGER_AT)) == ["Properties…"]
    assert w.scene.selected_unit_ids() == ["ge1"]
    assert texts(right_click(qtbot, w, T34_AT)) == ["Properties…", "Turn Left 15°", "Turn Right 15°", "Delete"]


def test_the_umpire_handles_every_counter(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    w = window
    w.set_tool("select")
    assert w.session.battle.at_table is None
    assert texts(right_click(qtbot, w, TIGER_AT)) == ["Properties…", "Turn Left 15°", "Turn Right 15°", "Delete"]
    drag(qtbot, w, TIGER_AT, (14.0, 12.0))
    assert w.session.battle.unit("ge1").at != TIGER_AT
