"""The keys a Qt user expects: every standard binding of Redo and Ctrl+Y beside them, Ctrl+= zooming, a status tip on every
menu entry, and Alt mnemonics without clashes in the menu bar, in every menu and in every dialog."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QDockWidget, QMenu, QMessageBox

from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.mnemonics import mnemonic, plain, widget_entries
from tests.gui.every_dialog import every_dialog
from tests.gui.test_main_window import move_unit


def menus(window: MainWindow) -> list[tuple[str, QMenu]]:
    """Every menu of the menu bar and their submenus, opened as the player opens them (aboutToShow)."""
    out: list[tuple[str, QMenu]] = []
    todo = [(plain(a.text()), a.menu()) for a in window.menuBar().actions() if a.menu() is not None]
    while todo:
        name, menu = todo.pop(0)
        menu.aboutToShow.emit()
        out.append((name, menu))
        todo += [(f"{name} → {plain(a.text())}", a.menu()) for a in menu.actions() if a.menu() is not None]
    return out


def clashes(texts: list[str]) -> dict[str, list[str]]:
    letters = Counter(m for m in map(mnemonic, texts) if m)
    return {letter: [t for t in texts if mnemonic(t) == letter] for letter, n in letters.items() if n > 1}


def test_the_menu_bar_has_one_menu_per_alt_key(window: MainWindow) -> None:
    titles = [a.text() for a in window.menuBar().actions()]
    assert clashes(titles) == {}
    assert all(mnemonic(t) for t in titles), titles
    assert "Dire&ct Fire" in titles and "Ai&rcraft" in titles and "Ru&les" in titles  # Alt+F is File, Alt+R Aircraft


def test_every_menu_entry_has_its_own_mnemonic_and_a_status_tip(window: MainWindow) -> None:
    problems = []
    for name, menu in menus(window):
        entries = [a for a in menu.actions() if not a.isSeparator() and a.isVisible()]
        if clash := clashes([a.text() for a in entries]):
            problems.append(f"{name}: {clash}")
        problems += [f"{name} → {a.text()}: no mnemonic" for a in entries if not mnemonic(a.text())]
        problems += [
            f"{name} → {a.text()}: no status tip"
            for a in entries
            if not a.statusTip() or plain(a.statusTip()) == plain(a.text())
        ]
    assert problems == []
    names = {name for name, _ in menus(window)}
    assert {"File", "File → Open Recent", "Edit", "View", "Tools", "Players", "Help"} <= names


def test_the_tools_and_the_dock_toggles_have_mnemonics(window: MainWindow) -> None:
    view = next(m for name, m in menus(window) if name == "View")
    toggles = [d.toggleViewAction() for d in window.findChildren(QDockWidget)]
    assert toggles and all(t in view.actions() and mnemonic(t.text()) for t in toggles)
    tools = next(m for name, m in menus(window) if name == "Tools")
    assert all(mnemonic(a.text()) for a in tools.actions()) and clashes([a.text() for a in tools.actions()]) == {}


def test_the_file_menu_uses_each_letter_once(window: MainWindow) -> None:
    file_menu = next(m for name, m in menus(window) if name == "File")
    texts = [a.text() for a in file_menu.actions() if not a.isSeparator()]
    assert clashes(texts) == {} and "&Close" in texts


def test_every_dialog_has_mnemonics_without_clashes(qtbot, window: MainWindow) -> None:
    problems = []
    for name, dialog in every_dialog(window).items():
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.activateWindow()
        qtbot.waitUntil(lambda d=dialog: QApplication.focusWindow() is d.windowHandle(), timeout=2000)
        entries = [e.get() for e in widget_entries(dialog)]
        if clash := clashes(entries):
            problems.append(f"{name}: {clash}")
        taken = {mnemonic(t) for t in entries} - {None}
        # An entry goes without only when every letter of it is another's already.
        problems += [
            f"{name}: {t!r} has no mnemonic"
            for t in entries
            if not mnemonic(t) and {c.lower() for c in plain(t) if c.isalnum()} - taken
        ]
        dialog.close()
    assert problems == []


def test_redo_keeps_every_standard_binding_and_ctrl_y(qtbot, window: MainWindow) -> None:
    # On a Linux desktop (xcb) the platform's Redo is Ctrl+Shift+Z alone: Ctrl+Y is bound beside it, whatever the
    # platform's table says, and the action's own list is what is checked.
    shortcuts = window.redo_action.shortcuts()
    assert QKeySequence("Ctrl+Y") in shortcuts and shortcuts.count(QKeySequence("Ctrl+Y")) == 1
    assert all(k in shortcuts for k in QKeySequence.keyBindings(QKeySequence.StandardKey.Redo))
    assert QKeySequence("Ctrl+Shift+Z") in shortcuts
    assert window.undo_action.shortcuts() == QKeySequence.keyBindings(QKeySequence.StandardKey.Undo)
    before = window.session.battle.unit("su1").at  # type: ignore[union-attr]
    move_unit(window, "su1", 1.0)
    window.undo_action.trigger()
    assert window.session.battle.unit("su1").at == before  # type: ignore[union-attr]
    window.activateWindow()
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert window.session.battle.unit("su1").at != before  # type: ignore[union-attr]


def test_ctrl_equals_zooms_in(qtbot, window: MainWindow) -> None:
    fit = window.view.pixels_per_unit
    window.activateWindow()
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert window.view.pixels_per_unit == pytest.approx(fit * 1.25)
    assert QKeySequence("Ctrl+=") in window.zoom_in_action.shortcuts()


@pytest.mark.parametrize(
    "answer, closed", [(QMessageBox.StandardButton.Cancel, False), (QMessageBox.StandardButton.Discard, True)]
)
def test_ctrl_w_closes_the_battle_after_asking(qtbot, window: MainWindow, monkeypatch, answer, closed: bool) -> None:
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda parent, title, text, *rest: asked.append(text) or answer)
    window.open_path(window.session.path)  # type: ignore[arg-type]
    move_unit(window, "su1", 1.0)
    window.activateWindow()
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    assert asked and "Save the changes" in asked[0]
    # The last window stays open, on the demo battle the app starts with, unchanged.
    assert window.isVisible()
    assert window.isWindowModified() is not closed
    assert (window.undo_stack.count() == 0) is closed
