"""Run by tests/gui/test_text_fit.py in a process of its own, on an offscreen screen of a given size and scale (Qt
takes the screen when the application starts): opens the main window on the demo battle as a first start does (its
docks, then each tab of each dock group in turn), then every dialog, and prints, as JSON, every text of each that is
not read whole (tests/gui/text_fit.py)."""

from __future__ import annotations

import json
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QDockWidget

# Dialogs put in the states whose texts are the longest: the print dialog at real size (some fifty sheets), the
# random battle dialog on physical dice (the faces it still needs said under them).
HARDER: dict[str, tuple[Callable[[Any], None], ...]] = {
    "PrintSetupDialog": (lambda d: d.at_scale.setChecked(True),),
    "RandomBattleDialog": (lambda d: d.physical_dice.setChecked(True), lambda d: d.faces.setText("45, 80")),
}


def settle(app: QApplication) -> None:
    for _ in range(6):
        app.processEvents()


def main() -> int:
    folder = Path(tempfile.mkdtemp(prefix="morefire-text-"))
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from morefire_gui.gui.app import make_application
    from morefire_gui.gui.main_window import MainWindow
    from morefire_gui.io.resources import demo_battle_path
    from morefire_gui.session.battle_session import BattleSession
    from tests.gui.every_dialog import every_dialog
    from tests.gui.text_fit import misfits, misfits_with_each_tab

    app = make_application()
    window = MainWindow(BattleSession.open(demo_battle_path()))
    window.show()
    settle(app)
    screen = window.screen()
    found: dict[str, list[str]] = {}
    # The window as it opens, then with each dock of each tab group in front (a dock behind a tab is not laid out).
    seen = misfits_with_each_tab(window, misfits, lambda: settle(app))
    docks = [d.objectName() for d in window.findChildren(QDockWidget) if d.isVisible()]
    found["MainWindow"] = seen
    for name, dialog in every_dialog(window).items():
        dialog.show()
        settle(app)
        found[name] = misfits(dialog)
        for make_harder in HARDER.get(name, ()):
            make_harder(dialog)  # the dialog with its longest texts showing
            settle(app)
            found[name] += [m for m in misfits(dialog) if m not in found[name]]
        dialog.close()
        dialog.deleteLater()
        settle(app)
    size = window.size()
    print(
        json.dumps(
            {
                "available": [screen.availableGeometry().width(), screen.availableGeometry().height()],
                "ratio": screen.devicePixelRatio(),
                "window": [size.width(), size.height()],
                "docks": docks,
                "misfits": found,
            }
        )
    )
    window.undo_stack.setClean()
    window.close()
    return 0


if __name__ == "__main__":
    import os
    import traceback

    try:
        code = main()
    except Exception:
        traceback.print_exc()
        code = 1
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)  # not waiting on what the app leaves behind
