"""Run by tests/gui/test_screen_fit.py in a process of its own, on an offscreen screen of a given size and scale (Qt
takes the screen when the application starts): opens the main window on the demo battle as a first start does, then
every dialog, and prints, as JSON, the screen's available geometry and each window's frame, with the buttons and
the status bar in global coordinates."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QSettings
from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea, QApplication, QWidget

if TYPE_CHECKING:
    from morefire_gui.gui.main_window import MainWindow


def rect(r: QRect) -> list[int]:
    return [r.x(), r.y(), r.width(), r.height()]


def global_rect(widget: QWidget) -> list[int]:
    top_left = widget.mapToGlobal(widget.rect().topLeft())
    return [top_left.x(), top_left.y(), widget.width(), widget.height()]


def scrolled(widget: QWidget, top: QWidget) -> bool:
    """Whether the widget is inside a scroll area of ``top`` (seen by scrolling, not on the screen at once)."""
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def settle(app: QApplication) -> None:
    for _ in range(5):
        app.processEvents()


def first_start(language: str | None = None) -> tuple[QApplication, MainWindow]:
    """The application and its main window on the demo battle, shown as a first start shows it (no saved layout)."""
    folder = Path(tempfile.mkdtemp(prefix="morefire-fit-"))
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from morefire_gui.gui.app import make_application
    from morefire_gui.gui.main_window import MainWindow
    from morefire_gui.io.resources import demo_battle_path
    from morefire_gui.session.battle_session import BattleSession

    app = make_application(language=language)
    window = MainWindow(BattleSession.open(demo_battle_path()))
    window.show()
    settle(app)
    return app, window


def reported(window: MainWindow, out: dict[str, object]) -> int:
    """``out`` printed as JSON, the window closed without asking to save: the worker's exit status."""
    print(json.dumps(out))
    window.undo_stack.setClean()
    window.close()
    return 0


def main() -> int:
    app, window = first_start()
    from tests.gui.every_dialog import every_dialog

    screen = window.screen()
    out: dict[str, object] = {
        "available": rect(screen.availableGeometry()),
        "ratio": screen.devicePixelRatio(),
        "windows": {
            "MainWindow": {
                "frame": rect(window.frameGeometry()),
                "maximised": window.isMaximized(),
                "parts": {"status bar": global_rect(window.statusBar())},
            }
        },
    }
    for name, dialog in every_dialog(window).items():
        dialog.show()
        settle(app)
        buttons = {
            f"{b.text() or b.objectName() or type(b).__name__} #{i}": global_rect(b)
            for i, b in enumerate(dialog.findChildren(QAbstractButton))
            if b.isVisibleTo(dialog) and not scrolled(b, dialog)
        }
        out["windows"][name] = {"frame": rect(dialog.frameGeometry()), "parts": buttons}  # type: ignore[index]
        dialog.close()
        dialog.deleteLater()
        settle(app)
    return reported(window, out)


if __name__ == "__main__":
    sys.exit(main())
