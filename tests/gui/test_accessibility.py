"""Accessible names: a walk over every widget of the main window and of every dialog finds no view, tree, list,
table or text pane without a name, and no two panes of one window with the same name."""

from __future__ import annotations

from collections import Counter

from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QTextBrowser, QTreeWidget

from morefire_gui.gui.accessibility import needs_a_name
from morefire_gui.gui.main_window import MainWindow
from tests.gui.every_dialog import every_dialog


def unnamed_and_repeated(top) -> tuple[list[str], dict[str, int]]:  # type: ignore[no-untyped-def]
    panes = [w for w in top.findChildren(QAbstractScrollArea) if needs_a_name(w) and w.window() is top]
    unnamed = [f"{type(w).__name__} in {type(w.parentWidget()).__name__}" for w in panes if not w.accessibleName()]
    names = Counter(w.accessibleName() for w in panes if w.accessibleName())
    return unnamed, {n: k for n, k in names.items() if k > 1}


def test_every_pane_of_the_main_window_has_a_name_of_its_own(window: MainWindow) -> None:
    assert unnamed_and_repeated(window) == ([], {})
    assert window.view.accessibleName() == "Board"
    roster = window.roster.findChild(QTreeWidget)
    assert roster is not None and roster.accessibleName() == "Roster, tree"
    trees = [w for w in window.findChildren(QTreeWidget) if w.window() is window]
    browsers = [w for w in window.findChildren(QTextBrowser) if w.window() is window]
    assert len(trees) >= 4 and len(browsers) >= 3


def test_every_pane_of_every_dialog_has_a_name_of_its_own(qtbot, window: MainWindow) -> None:
    problems = {}
    for name, dialog in every_dialog(window).items():
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.activateWindow()
        qtbot.waitUntil(lambda d=dialog: QApplication.focusWindow() is d.windowHandle(), timeout=2000)
        found = unnamed_and_repeated(dialog)
        if found != ([], {}):
            problems[name] = found
        dialog.close()
    assert problems == {}
