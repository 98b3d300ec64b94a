"""Run as ``python -m tests.gui.window_texts LANG``: start the app's window in LANG as the app starts it (the
translations installed before the GUI's modules are imported) and print, as JSON, the texts a player reads in the
menus, on the tools, in the phase dock and in the Preferences and New Battle dialogs."""

from __future__ import annotations

import json
import os
import sys
import tempfile


def texts(language: str) -> dict[str, list[str]]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    folder = tempfile.mkdtemp()
    os.environ["MOREFIRE_DATA_DIR"] = folder
    from PySide6.QtCore import QSettings

    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, folder)
    from morefire_gui.gui.app import make_application

    app = make_application(language=language)
    from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel

    from morefire_gui.gui.dialogs.new_battle import NewBattleDialog
    from morefire_gui.gui.dialogs.preferences import PreferencesDialog
    from morefire_gui.gui.features.turns import TurnsFeature
    from morefire_gui.gui.main_window import MainWindow
    from morefire_gui.gui.preferences import load_preferences
    from morefire_gui.io.resources import demo_battle_path
    from morefire_gui.session.battle_session import BattleSession

    window = MainWindow(BattleSession.open(demo_battle_path()))
    window.show()
    bar = window.menuBar().actions()
    out: dict[str, list[str]] = {"menu bar": [a.text() for a in bar]}
    for action in bar[:5]:  # File, Edit, View, Rules, Tools
        out[f"menu {len(out)}"] = [a.text() for a in action.menu().actions() if not a.isSeparator()]
    out["tools"] = [a.text() for a in window.tool_actions.values()]
    out["docks"] = [d.windowTitle() for d in window.findChildren(type(window.roster).__mro__[1])]
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
    window.undo_stack.setClean()
    window.close()
    app.processEvents()
    return out


if __name__ == "__main__":
    print(json.dumps(texts(sys.argv[1]), ensure_ascii=False))
