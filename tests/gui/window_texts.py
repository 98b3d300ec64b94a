"""Run as ``python -m tests.gui.window_texts LANG``: start the app's window in LANG as the app starts it (the
translations installed before the GUI's modules are imported) and print, as JSON, the texts a player reads: in the
menus, on the tools, in the phase dock and in the Preferences and New Battle dialogs, and under ``every text`` each
text of the window (menus, toolbars, docks, status bar) and of every dialog, with where it is, walking every
widget's text, tool tip, status tip, window title, header and item text. ``names`` lists the battle's and the
catalogue's names (units, sides, the battle's title), which stay as they are in every language.

With ``--system``, LANG is not passed: the app takes the language from the environment (``LANG``), as a first start
on a German desktop does."""

from __future__ import annotations

import json
import os
import sys
import tempfile
from collections.abc import Iterator

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QMenu,
    QTabBar,
    QTableWidget,
    QTextEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)


def _plain_html(text: str) -> str:
    """A label's rich text as the player reads it."""
    if "<" not in text:
        return text
    from PySide6.QtGui import QTextDocument

    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def _tree_items(item: QTreeWidgetItem) -> Iterator[QTreeWidgetItem]:
    for i in range(item.childCount()):
        child = item.child(i)
        yield child
        yield from _tree_items(child)


def _action_texts(actions, where: str) -> Iterator[tuple[str, str]]:  # type: ignore[no-untyped-def]
    for action in actions:
        if action.isSeparator():
            continue
        yield where, action.text()
        yield where, action.toolTip()
        yield where, action.statusTip()
        if action.menu() is not None:
            yield from menu_texts(action.menu(), f"{where} > {action.text()}")


def menu_texts(menu: QMenu, where: str) -> Iterator[tuple[str, str]]:
    yield where, menu.title()
    yield from _action_texts(menu.actions(), where)


def widget_texts(root: QWidget, where: str) -> Iterator[tuple[str, str]]:
    """Every text a player may read on ``root`` and its children: texts, tool and status tips, titles, headers, the
    items of lists, trees, tables and combo boxes, the pages of text views."""
    for w in [root, *root.findChildren(QWidget)]:
        name = f"{where}: {type(w).__name__}"
        if w.isWindow() or isinstance(w, QDockWidget):
            yield name, w.windowTitle()
        # A field's tooltip may repeat its text (a file's whole path): the player's, or a name, not the app's words.
        yield name, w.toolTip().replace(w.text(), "") if isinstance(w, QLineEdit) and w.text() else w.toolTip()
        yield name, w.statusTip()
        yield name, w.whatsThis()
        if isinstance(w, (QLabel, QAbstractButton)):
            yield name, _plain_html(w.text())
        if isinstance(w, QGroupBox):
            yield name, w.title()
        if isinstance(w, QLineEdit):
            yield name, w.placeholderText()
        if isinstance(w, QAbstractSpinBox):
            yield name, w.specialValueText()
            yield name, getattr(w, "prefix", lambda: "")()
            yield name, getattr(w, "suffix", lambda: "")()
        if isinstance(w, QComboBox):
            for i in range(w.count()):
                yield name, w.itemText(i)
                yield name, str(w.itemData(i, Qt.ItemDataRole.ToolTipRole) or "")
        if isinstance(w, QTabBar):
            for i in range(w.count()):
                yield name, w.tabText(i)
                yield name, w.tabToolTip(i)
        if isinstance(w, QTableWidget):
            for c in range(w.columnCount()):
                header = w.horizontalHeaderItem(c)
                yield name, header.text() if header is not None else ""
            for r in range(w.rowCount()):
                for c in range(w.columnCount()):
                    item = w.item(r, c)
                    if item is not None:
                        yield name, item.text()
                        yield name, item.toolTip()
        if isinstance(w, QTreeWidget):
            header = w.headerItem()
            for c in range(w.columnCount()):
                yield name, header.text(c)
            for item in _tree_items(w.invisibleRootItem()):
                for c in range(w.columnCount()):
                    yield name, item.text(c)
                    yield name, item.toolTip(c)
        if isinstance(w, QListWidget):
            for i in range(w.count()):
                yield name, w.item(i).text()
                yield name, w.item(i).toolTip()
        if isinstance(w, QTextEdit) and w.isReadOnly():
            yield from ((name, line) for line in w.toPlainText().splitlines())
        yield from _action_texts(w.actions(), name)


def window_texts(window: QMainWindow) -> Iterator[tuple[str, str]]:
    for action in window.menuBar().actions():
        yield from menu_texts(action.menu(), f"menu {action.text()}")
    yield from widget_texts(window, "window")


def names(window) -> list[str]:  # type: ignore[no-untyped-def]
    """The names that stay as they are: units', sides', batteries' and registration points' names and ids, the
    catalogue's names, codes, sources and notes, the battle's title."""
    from morefire_gui.gui.said import battle_title, entry_name

    session = window.session
    battle = session.battle
    found = {battle_title(battle.title)}
    for side in battle.sides:
        found |= {side.id, side.label, side.name or ""}
        found |= {point.name or "" for point in side.registration_points}
    for unit in battle.units:
        found |= {unit.id, unit.name or "", unit.type}
    for piece in battle.terrain:
        found |= {piece.id, getattr(piece, "name", None) or ""}
    for entry in session.catalogue:  # the catalogue's own texts too: a source, a note
        # its name as the window says it: a name the catalogue gives in words ("Rifle squad") reads in the
        # window's language, so that one left in English is found; a designation ("Pz IV H") is a name as it is
        found |= {entry_name(entry), entry.code or "", entry.id, entry.source or "", entry.notes or ""}
        found |= {gun.name for gun in entry.guns}
    for battery in battle.batteries:
        found |= {battery.id, battery.name or ""}
    return sorted((n for n in found if n), key=len, reverse=True)


def texts(language: str | None) -> dict[str, list]:  # type: ignore[type-arg]
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    folder = tempfile.mkdtemp()
    os.environ["MOREFIRE_DATA_DIR"] = folder
    from PySide6.QtCore import QSettings

    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, folder)
    from morefire_gui.gui.app import make_application

    app = make_application(language=language)
    from morefire_gui.gui.dialogs.new_battle import NewBattleDialog
    from morefire_gui.gui.dialogs.preferences import PreferencesDialog
    from morefire_gui.gui.features.turns import TurnsFeature
    from morefire_gui.gui.main_window import MainWindow
    from morefire_gui.gui.preferences import load_preferences
    from morefire_gui.io.resources import demo_battle_path
    from morefire_gui.session.battle_session import BattleSession
    from tests.gui.every_dialog import every_dialog

    window = MainWindow(BattleSession.open(demo_battle_path()))
    window.resize(1366, 768)
    window.show()
    for _ in range(5):
        app.processEvents()
    bar = window.menuBar().actions()
    out: dict[str, list] = {"menu bar": [a.text() for a in bar]}  # type: ignore[type-arg]
    for action in bar[:5]:  # File, Edit, View, Rules, Tools
        out[f"menu {len(out)}"] = [a.text() for a in action.menu().actions() if not a.isSeparator()]
    out["tools"] = [a.text() for a in window.tool_actions.values()]
    out["docks"] = [d.windowTitle() for d in window.findChildren(QDockWidget)]
    phase = window.feature(TurnsFeature).dock
    out["phase dock"] = [w.text() for w in phase.findChildren(QAbstractButton) if w.text()]

    def labels(dialog) -> list[str]:  # type: ignore[no-untyped-def]
        return (
            [w.text() for w in dialog.findChildren(QLabel) if w.text() and w.buddy() is not None]
            + [w.title() for w in dialog.findChildren(QGroupBox)]
            + [w.text() for w in dialog.findChildren(QAbstractButton) if w.text()]
            + [dialog.windowTitle()]
        )

    out["Preferences"] = labels(PreferencesDialog(load_preferences(), window.session.battle, window))
    out["New Battle"] = labels(NewBattleDialog(window.session.tables, window))
    every = list(window_texts(window))
    for name, dialog in every_dialog(window).items():
        dialog.show()
        app.processEvents()
        every += widget_texts(dialog, name)
        dialog.hide()
    out["every text"] = [[where, text] for where, text in every if text and text.strip()]
    out["names"] = names(window)
    window.undo_stack.setClean()
    window.close()
    app.processEvents()
    return out


if __name__ == "__main__":
    print(json.dumps(texts(None if sys.argv[1] == "--system" else sys.argv[1]), ensure_ascii=False), flush=True)
    os._exit(0)  # the windows and dialogs are not taken down one by one: the process ends here
