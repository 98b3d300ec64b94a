"""A counter's properties, as a player opens them from the board: a right click's Properties..., a double-click with
Select & Move, Edit -> Counter Properties... The dialog's OK is one action the session performs and commits: the
board's counter, the Selected dock and the log say what changed, Undo takes it back; a bad name is refused in the
dialog; another side's hidden position is never opened or named, and another side's counter in plain sight opens read
only in a side's view."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox, QMenu

from morefire_gui.gui.dialogs.counter_properties import CounterPropertiesDialog
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.actions.turns import NextStep
from morefire_gui.model.terms import Status
from tests.gui.conftest import to_view
from tests.gui.test_artillery_gui import demo_battle, open_window  # noqa: F401 (a fixture)
from tests.gui.test_hidden_information import hand_over, hot_seat  # noqa: F401 (a fixture)
from tests.gui.test_menus_as_played import choose, entry, open_menu
from tests.gui.test_said import german  # noqa: F401 (a fixture)
from tests.hidden_battle import AXIS_SECRETS, MARKERS_AT

LEFT, RIGHT = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton
NONE = Qt.KeyboardModifier.NoModifier
TIGER_AT = (14.0, 8.0)  # ge1, "Tiger 1" of Kampfgruppe Peiper, on the demo's ridge

Play = Callable[[CounterPropertiesDialog], None]


@pytest.fixture
def dialogs(monkeypatch, qtbot) -> Iterator[list[Play]]:  # type: ignore[no-untyped-def]
    """The Counter Properties dialog as it opens: the test plays the player at it (each play in turn) instead of its
    modal loop; a dialog opened with no play left fails the test."""
    plays: list[Play] = []

    def exec_(self: CounterPropertiesDialog) -> int:
        assert plays, f"a dialog opened that no one expected: {self.windowTitle()}"
        self.show()
        qtbot.waitExposed(self)
        plays.pop(0)(self)
        if self.isVisible():
            self.reject()
        return self.result()

    monkeypatch.setattr(CounterPropertiesDialog, "exec", exec_)
    yield plays
    assert plays == [], "a dialog the test expected did not open"


def near_the_tiger(window: MainWindow) -> None:
    """Play has begun (Next), Select & Move armed, the board zoomed in on the ridge: Tiger 1's counter drawn apart from
    its neighbours."""
    window.act(NextStep())
    window.set_tool("select")
    window.view.zoom_by(5.0, at=to_view(window, *TIGER_AT).toPointF())
    window.view.centerOn(*TIGER_AT)
    window.scene.ensure_layout()


def right_click(qtbot, window: MainWindow, at: tuple[float, float]) -> QMenu | None:  # type: ignore[no-untyped-def]
    """A right click on the board's viewport at table point ``at``: the menu it opens, if any."""
    before = set(window.view.findChildren(QMenu))
    qtbot.mouseClick(window.view.viewport(), RIGHT, NONE, to_view(window, *at))
    menus = [m for m in window.view.findChildren(QMenu) if m not in before and m.isVisible()]
    assert len(menus) <= 1
    return menus[0] if menus else None


def texts(menu: QMenu | None) -> list[str]:
    return [a.text().replace("&", "") for a in menu.actions() if not a.isSeparator()] if menu is not None else []


def click_ok(qtbot, dialog: CounterPropertiesDialog) -> None:  # type: ignore[no-untyped-def]
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, LEFT)


def tick(qtbot, box) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(box, LEFT, pos=QPoint(6, box.height() // 2))  # on its box


def rename(qtbot, dialog: CounterPropertiesDialog, name: str) -> None:  # type: ignore[no-untyped-def]
    dialog.name.selectAll()
    qtbot.keyClick(dialog.name, Qt.Key.Key_Delete)
    qtbot.keyClicks(dialog.name, name)


def test_a_right_clicks_properties_marks_and_renames_a_counter_the_board_the_dock_and_the_log_say_it(
    qtbot, window: MainWindow, dialogs: list[Play]
) -> None:
    """Right click on Tiger 1 with Select & Move, Properties...: the dialog shows its name, catalogue entry and side;
    renamed Tiger Rex and ticked Suppressed, OK. The counter's label and tooltip say it (and its square carries the
    mark), the Selected dock says it, the log says it in words; Undo takes it all back from the board."""
    near_the_tiger(window)
    window.set_tool("move")  # Next arms it in a movement step: its own menu offers the counter's properties first
    assert texts(right_click(qtbot, window, TIGER_AT))[0] == "Properties…"
    for menu in window.view.findChildren(QMenu):
        menu.close()
    window.set_tool("select")
    window.scene.clearSelection()
    menu = right_click(qtbot, window, TIGER_AT)
    assert texts(menu) == ["Properties…", "Turn Left 15°", "Turn Right 15°", "Delete"]
    assert window.scene.selected_unit_ids() == ["ge1"]  # right-clicked: selected, as a click would

    def mark_it(dialog: CounterPropertiesDialog) -> None:
        assert dialog.windowTitle() == "Tiger 1" and dialog.name.text() == "Tiger 1"
        assert (dialog.entry.text(), dialog.side.text()) == ("Tiger I Ausf. E", "Kampfgruppe Peiper")
        assert dialog.facing.value() == 160.0 and not dialog.spotted.isEnabled() and not dialog.hidden.isEnabled()
        rename(qtbot, dialog, "Tiger Rex")
        tick(qtbot, dialog.marks[Status.SUPPRESSED])
        click_ok(qtbot, dialog)
        assert not dialog.isVisible() and dialog.error.text() == ""

    dialogs.append(mark_it)
    steps = window.undo_stack.count()
    assert menu is not None
    choose(qtbot, menu, entry(menu, "Properties…"))
    item = window.scene.units["ge1"]
    assert item.label.text() == "Tiger Rex" and "suppressed" in item.toolTip()
    assert item.square.look is not None and Status.SUPPRESSED in item.square.look.status
    shown = window.details.view.toPlainText()
    assert "Tiger Rex" in shown and "suppressed" in shown
    assert (
        "Turn 1: Table changed — renamed Tiger 1 to Tiger Rex; set Tiger Rex suppressed" in window.log.battle_entries()
    )
    assert window.undo_stack.count() == steps + 1  # one action, one step
    assert window.undo_stack.undoText() == "Edit Tiger 1"  # named as it was read before
    window.undo_action.trigger()
    assert item.label.text() == "Tiger 1" and "suppressed" not in item.toolTip()
    assert "suppressed" not in window.details.view.toPlainText()
    assert window.session.battle.unit("ge1").name == "Tiger 1" and not window.session.battle.unit("ge1").status


def test_the_right_clicks_turn_and_delete_are_select_and_moves_and_a_piece_has_its_properties(
    qtbot, window: MainWindow, dialogs: list[Play]
) -> None:
    """The right click's Turn Right 15° turns the counter as E does, Delete takes it off as the Delete key does; on a
    terrain piece the menu offers its Properties (and Delete only with the Terrain tool), on the bare table the View
    menu's zoom."""
    near_the_tiger(window)
    menu = right_click(qtbot, window, TIGER_AT)
    assert menu is not None
    choose(qtbot, menu, entry(menu, "Turn Right 15°"))
    assert window.session.battle.unit("ge1").facing == 175.0
    assert window.undo_stack.undoText() == "Turn Tiger 1 to 175°"
    menu = right_click(qtbot, window, TIGER_AT)
    assert menu is not None
    choose(qtbot, menu, entry(menu, "Delete"))
    assert window.session.battle.unit("ge1") is None and "ge1" not in window.scene.units
    window.undo_action.trigger()
    assert window.session.battle.unit("ge1") is not None
    crest = (12.0, 8.0)  # the crest of Hill 252.2 (h2), no counter on it
    assert texts(right_click(qtbot, window, crest)) == ["Properties…"]
    for menu in window.view.findChildren(QMenu):
        menu.close()
    window.set_tool("terrain")
    assert texts(right_click(qtbot, window, crest)) == ["Properties…", "Delete"]
    for menu in window.view.findChildren(QMenu):
        menu.close()
    window.view.centerOn(8.0, 18.0)  # the bare table south of the ridge, north of the road
    assert texts(right_click(qtbot, window, (8.0, 18.0))) == ["Zoom In", "Zoom Out", "Fit Table"]
    for menu in window.view.findChildren(QMenu):
        menu.close()


def test_a_double_click_opens_it_and_nothing_changed_is_no_action(
    qtbot, window: MainWindow, dialogs: list[Play]
) -> None:
    """A double-click on the counter with Select & Move opens its properties; OK with nothing changed takes no action
    (no undo step, no log entry); a facing typed is taken."""
    near_the_tiger(window)
    steps, entries = window.undo_stack.count(), len(window.session.battle.log)
    dialogs.append(lambda dialog: click_ok(qtbot, dialog))
    qtbot.mouseDClick(window.view.viewport(), LEFT, NONE, to_view(window, *TIGER_AT))
    assert (window.undo_stack.count(), len(window.session.battle.log)) == (steps, entries)

    def turn_it(dialog: CounterPropertiesDialog) -> None:
        dialog.facing.selectAll()
        qtbot.keyClicks(dialog.facing.lineEdit(), "90")
        click_ok(qtbot, dialog)

    dialogs.append(turn_it)
    qtbot.mouseDClick(window.view.viewport(), LEFT, NONE, to_view(window, *TIGER_AT))
    assert window.session.battle.unit("ge1").facing == 90.0
    assert window.log.battle_entries()[-1] == "Turn 1: Table changed — turned Tiger 1 to 90°"


def test_the_edit_menu_offers_it_for_one_counter_selected(qtbot, window: MainWindow, dialogs: list[Play]) -> None:
    """Edit -> Counter Properties... is offered for exactly one counter selected (pointed at, disabled, it says why),
    and opens that counter's."""
    near_the_tiger(window)
    window.scene.clearSelection()
    action = window.counter_properties_action
    assert not action.isEnabled() and action.statusTip().startswith("Select one counter")
    qtbot.mouseClick(window.view.viewport(), LEFT, NONE, to_view(window, *TIGER_AT))
    assert window.scene.selected_unit_ids() == ["ge1"] and action.isEnabled()
    opened: list[str] = []
    dialogs.append(lambda dialog: opened.append(dialog.windowTitle()))
    menu = open_menu(qtbot, window, "Edit")
    choose(qtbot, menu, entry(menu, "Counter Properties…"))
    assert opened == ["Tiger 1"]
    window.scene.units["ge2"].setSelected(True)
    assert not action.isEnabled()


def test_a_bad_name_is_refused_in_the_dialog_and_nothing_changes(
    qtbot, window: MainWindow, dialogs: list[Play]
) -> None:
    """A name another counter of its side goes by, or one with a tab in it, is refused with a message in the dialog,
    which stays open; Cancel leaves the counter as it was."""
    near_the_tiger(window)
    steps = window.undo_stack.count()
    said: list[str] = []

    def name_it_badly(dialog: CounterPropertiesDialog) -> None:
        rename(qtbot, dialog, "tiger 2")
        click_ok(qtbot, dialog)
        assert dialog.isVisible()
        said.append(dialog.error.text())
        dialog.name.setText("Tiger\tRex")  # pasted from a table
        click_ok(qtbot, dialog)
        assert dialog.isVisible()
        said.append(dialog.error.text())
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel), LEFT)

    dialogs.append(name_it_badly)
    qtbot.mouseDClick(window.view.viewport(), LEFT, NONE, to_view(window, *TIGER_AT))
    assert said[0] == ("tiger 2 is the name of another counter of Kampfgruppe Peiper: give Tiger 1 a name of its own")
    assert said[1].startswith("a counter's name is one line: no line break, tab or other control character")
    assert window.undo_stack.count() == steps and window.session.battle.unit("ge1").name == "Tiger 1"


def test_a_strict_battle_in_play_refuses_it_in_the_dialog(
    qtbot, open_window, demo_path: Path, tmp_path: Path, dialogs: list[Play]
) -> None:
    """In a battle kept to the sequence of play, once play has begun, a counter changed by hand is the set-up's: OK
    says the session's refusal in the dialog, which stays open, and nothing changes."""
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="movement.infantry"))
    said: list[str] = []

    def mark_it(dialog: CounterPropertiesDialog) -> None:
        tick(qtbot, dialog.marks[Status.SUPPRESSED])
        click_ok(qtbot, dialog)
        assert dialog.isVisible()
        said.append(dialog.error.text())

    dialogs.append(mark_it)
    window.edit_counter_properties("ge1")
    assert said[0].startswith("moving or changing counters freely is part of the set-up, and play has begun")
    assert not window.session.battle.unit("ge1").status and window.undo_stack.count() == 0


def test_the_log_says_the_change_in_german(qtbot, window: MainWindow, dialogs: list[Play], german) -> None:  # type: ignore[no-untyped-def]
    """In a German window the log's entry reads in German: renamed, marked, lifted."""
    near_the_tiger(window)

    def mark_it(dialog: CounterPropertiesDialog) -> None:
        assert dialog.marks[Status.DEFILADE].text() == "In Deckung (Defilade)"
        rename(qtbot, dialog, "Tiger Rex")
        tick(qtbot, dialog.marks[Status.IMMOBILIZED])
        click_ok(qtbot, dialog)

    dialogs.append(mark_it)
    qtbot.mouseDClick(window.view.viewport(), LEFT, NONE, to_view(window, *TIGER_AT))
    assert window.log.battle_entries()[-1] == (
        "Runde 1: Spieltisch geändert — Tiger 1 in Tiger Rex umbenannt; Tiger Rex als bewegungsunfähig markiert"
    )


def test_a_hidden_position_is_never_opened_or_named_and_another_sides_counter_is_read_only(
    qtbot,
    hot_seat: MainWindow,
    dialogs: list[Play],
) -> None:
    """The Allies at the table: a right click on either Axis marker (the real tank, the fake) offers nothing of a
    counter and names nothing, a double-click opens nothing, and Edit -> Counter Properties is not offered. An Axis
    counter in plain sight opens read only (Close alone, nothing to change); an Allied one opens to be changed."""
    w = hot_seat
    hand_over(qtbot, w, "allies")
    w.set_tool("select")
    for at in MARKERS_AT["axis"]:
        offered = texts(right_click(qtbot, w, at))
        assert "Properties…" not in offered and "Delete" not in offered
        assert [t for t in offered if any(s in t for s in AXIS_SECRETS)] == []
        for menu in w.view.findChildren(QMenu):
            menu.close()
        qtbot.mouseDClick(w.view.viewport(), LEFT, NONE, to_view(w, *at))  # no dialog opens (none is expected)
        assert not w.counter_properties_action.isEnabled()
    seen: list[tuple[bool, bool, bool]] = []

    def look(dialog: CounterPropertiesDialog) -> None:
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        seen.append((dialog.read_only, dialog.name.isEnabled(), ok is not None))

    dialogs += [look, look]
    w.edit_counter_properties("ge1")  # Kampfgruppe Peiper's Tiger, in plain sight
    w.edit_counter_properties("su3")  # the Allies' own T-34
    assert seen == [(True, False, False), (False, True, True)]
    dialogs.clear()
    w.edit_counter_properties("ax1")  # the real hidden tank, asked for by its id: nothing opens
