"""The window's menus as a player uses them, with the mouse: a message an entry sets is read once the menu has closed,
and an entry offers only what the battle would take now (the same check as the toolbar's button)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QAction, QMouseEvent
from PySide6.QtWidgets import QApplication, QMenu, QToolBar

from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.mnemonics import plain
from tests.gui.test_artillery_gui import demo_battle, open_window  # noqa: F401 # the fixture
from tests.gui.test_undo_under_open_dialogs import landing_left_open

LEFT = Qt.MouseButton.LeftButton
STUKA = {"axis": ("ju87d",)}  # an airstrike the Axis bought with its forces: something to fly in the aircraft steps


def open_menu(qtbot, window: MainWindow, title: str) -> QMenu:  # type: ignore[no-untyped-def]
    """Click a menu's title in the menu bar: the menu drops down."""
    bar = window.menuBar()
    entry = next(a for a in bar.actions() if plain(a.text()) == title)
    qtbot.mouseClick(bar, LEFT, pos=bar.actionGeometry(entry).center())
    menu = entry.menu()
    assert isinstance(menu, QMenu)
    qtbot.waitUntil(menu.isVisible)
    return menu


def point_at(menu: QMenu, action: QAction) -> QPoint:
    """The pointer rests on an entry of an open menu, no button held (sent to the menu: a move the platform
    synthesizes with no button is not delivered where its cursor already is, left there by whatever ran before)."""
    at = menu.actionGeometry(action).center()
    move = QMouseEvent(
        QEvent.Type.MouseMove,
        QPointF(at),
        QPointF(menu.mapToGlobal(at)),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(menu, move)
    return at


def choose(qtbot, menu: QMenu, action: QAction) -> None:  # type: ignore[no-untyped-def]
    """Point at an entry of an open menu (its status tip shows), and click it: the menu closes."""
    at = point_at(menu, action)
    qtbot.mouseClick(menu, LEFT, pos=at)
    qtbot.waitUntil(lambda: not menu.isVisible())


def pass_over_the_toolbar(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The pointer, left where the menu was, rests on a toolbar button (its status tip shows) and moves on to the
    board (the tip goes)."""
    toolbar = window.findChild(QToolBar, "tools")
    button = toolbar.widgetForAction(window.tool_actions["measure"])
    qtbot.mouseMove(toolbar, QPoint(toolbar.width() - 2, 2))  # from beside it, wherever the pointer was left
    qtbot.mouseMove(button, button.rect().center())
    assert window.statusBar().currentMessage() == window.tool_actions["measure"].statusTip()
    qtbot.mouseMove(window.view.viewport(), QPoint(200, 200))


def test_the_message_of_an_undo_from_the_edit_menu_is_read_once_the_menu_has_gone(
    qtbot, open_window, demo_path: Path, tmp_path: Path
) -> None:
    """Undo from the Edit menu takes back the step that landed a fire mission: its dialog, left open, closes and the
    status bar says why; the menu's and the toolbar's hover texts pass over the message and leave it readable."""
    window, dialog = landing_left_open(qtbot, open_window, demo_path, tmp_path)
    choose(qtbot, open_menu(qtbot, window, "Edit"), window.undo_action)
    assert not dialog.isVisible() and window.session.battle.step == "movement.infantry"
    pass_over_the_toolbar(qtbot, window)
    said = window.statusBar().currentMessage()
    assert said.startswith("Taken back: the dialog “Fire mission landed"), said


def entry(menu: QMenu, text: str) -> QAction:
    return next(a for a in menu.actions() if plain(a.text()) == text)


def test_a_strict_battle_s_menus_offer_a_tool_only_where_its_toolbar_button_is(
    qtbot, open_window, demo_path: Path, tmp_path: Path
) -> None:
    """In movement step 6 of a battle kept to the sequence of play, the toolbar's Airstrike and Barrage are not
    offered: neither are the Aircraft menu's New Airstrike nor the Tools menu's Barrage. Pointed at, each says why in
    the status bar; clicked, it arms nothing. In the aircraft movement step New Airstrike is."""
    window = open_window(
        demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="movement.infantry", bought=STUKA)
    )
    armed = window.view.tool.name
    for title, text, tool in (
        ("Aircraft", "New Airstrike", "airstrike"),
        ("Tools", "Barrage", "barrage"),
    ):
        assert not window.tool_actions[tool].isEnabled()
        menu = open_menu(qtbot, window, title)
        offered = entry(menu, text)
        assert not offered.isEnabled(), title
        at = point_at(menu, offered)
        said = window.statusBar().currentMessage()
        assert "; this is movement step 6 (infantry movement)" in said, said
        assert said.endswith("(the battle keeps to the sequence of play)"), said
        assert "; this is movement step 6" in offered.toolTip()
        qtbot.mouseClick(menu, LEFT, pos=at)
        qtbot.keyClick(menu, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda m=menu: not m.isVisible())
        assert window.view.tool.name == armed, title
    window.session.battle.step = "movement.aircraft"
    window.feature(TurnsFeature).refresh()
    menu = open_menu(qtbot, window, "Aircraft")
    offered = entry(menu, "New Airstrike")
    assert (
        offered.isEnabled() and offered.statusTip() == "Press at a board edge and drag the direction arrow in (rule 5)"
    )
    choose(qtbot, menu, offered)
    assert window.view.tool.name == "airstrike"


def test_a_right_click_s_menu_offers_infantry_fire_only_where_its_tool_is_and_says_why_not(
    qtbot, open_window, demo_path: Path, tmp_path: Path
) -> None:
    """A right click on a T-34 in movement step 6 of a strict battle: Infantry fire by it (its MG) is offered as the
    toolbar's Infantry Fire is (not now), and pointed at, it says why in the status bar; the pointer gone, so is that."""
    from tests.gui.conftest import to_view

    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="movement.infantry"))
    window.set_tool("move")
    squad = window.session.battle.unit("su1")
    assert squad is not None
    before = set(window.view.findChildren(QMenu))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.RightButton, pos=to_view(window, *squad.at))
    (menu,) = [m for m in window.view.findChildren(QMenu) if m not in before and m.isVisible()]
    fire = next(a for a in menu.actions() if a.text().startswith("Infantry fire by"))
    assert not fire.isEnabled() and not window.tool_actions["infantry_fire"].isEnabled()
    point_at(menu, fire)
    said = window.statusBar().currentMessage()
    assert said.startswith(
        "Sequence of play: infantry fire into a target area (3.5) is direct fire steps 3 or 4; this is movement step 6"
    )
    assert said.endswith("(the battle keeps to the sequence of play)"), said
    menu.close()
    assert window.statusBar().currentMessage() == ""


def test_a_strict_battle_s_docks_offer_a_tool_only_where_its_toolbar_button_is(
    qtbot, open_window, demo_path: Path, tmp_path: Path
) -> None:
    """The docks' buttons that arm a board tool follow its toolbar button as the menus do: in movement step 6 the
    Aircraft dock's New Airstrike is not offered, saying why in its tooltip, and a click arms nothing; in the aircraft
    movement step it is, and arms the Airstrike tool."""
    from morefire_gui.gui.features.aircraft import AircraftFeature

    window = open_window(
        demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="movement.infantry", bought=STUKA)
    )
    armed = window.view.tool.name
    new = window.feature(AircraftFeature).dock.new_button
    assert not new.isEnabled()
    assert "an aircraft's run is movement steps 3 or 4; this is movement step 6" in new.toolTip(), new.toolTip()
    qtbot.mouseClick(new, LEFT)
    assert window.view.tool.name == armed
    window.session.battle.step = "movement.aircraft"
    window.feature(TurnsFeature).refresh()
    assert new.isEnabled() and new.toolTip() == "Press at a board edge and drag the direction arrow into the table"
    qtbot.mouseClick(new, LEFT)
    assert window.view.tool.name == "airstrike"
