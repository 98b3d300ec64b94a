"""Starting the GUI: the application object, the window, the battle to open."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtGui import QPixmapCache
from PySide6.QtWidgets import QApplication, QMessageBox

from morefire_gui import __version__
from morefire_gui.errors import InputError
from morefire_gui.io.resources import demo_battle_path
from morefire_gui.session.battle_session import BattleSession

PIXMAP_CACHE_KB = 256 * 1024
DESKTOP_ID = "org.morefire.BattleManager"


def make_application(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance()
    if app is None:
        app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setOrganizationName("MoreFire")
    app.setApplicationName("More Fire battle manager")
    app.setApplicationVersion(__version__)
    # The desktop entry's name (packaging/), so that docks and task bars match the window to its icon.
    app.setDesktopFileName(DESKTOP_ID)
    from morefire_gui.gui.icons import app_icon

    app.setWindowIcon(app_icon())
    # The board keeps each terrain piece and counter as a pixmap at the view's zoom (device-coordinate
    # caching). Qt's default 10 MB pixmap cache holds a busy table only in a small window; beyond that it
    # keeps evicting and repainting pieces on every mouse move (docs/performance.md).
    QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), PIXMAP_CACHE_KB))
    return app  # type: ignore[return-value]


def open_window(battle: Path | None, offer_recovery: bool = True):  # type: ignore[no-untyped-def]
    """Create the main window on ``battle`` (or the demo battle); a bad file is reported, the demo opens."""
    from morefire_gui.gui.main_window import MainWindow
    from morefire_gui.gui.user_catalogue import player_catalogue

    problem: InputError | None = None
    path = battle if battle is not None else demo_battle_path()
    # The player's own catalogue first: the battle may use its entries.
    mine = player_catalogue()
    try:
        session = BattleSession.open(path, mine.catalogue)
    except InputError as exc:
        problem = exc
        session = BattleSession.open(demo_battle_path(), mine.catalogue)
    window = MainWindow(session)
    window.show()
    window.view.fit_table()
    from PySide6.QtCore import QTimer

    from morefire_gui.gui.features.safety import SafetyFeature

    if offer_recovery:
        QTimer.singleShot(0, window.feature(SafetyFeature).offer_recovery)
    if problem is not None:
        window.show_problems(f"Cannot open {path}", problem)
    if mine.problem is not None:
        window.show_problems(f"Your catalogue {mine.wanted} is not used (the app's own catalogue is)", mine.problem)
    return window


def run(battle: Path | None = None, exit_after_show: bool = False) -> int:
    """Start the GUI. ``exit_after_show`` (for start-up measurements and smoke tests) prints a line once
    the window has been painted and leaves."""
    app = make_application()
    window = open_window(battle, offer_recovery=not exit_after_show)  # noqa: F841 - kept alive until the loop ends
    from PySide6.QtCore import QTimer

    from morefire_gui.io.bulk import resume_collector

    QTimer.singleShot(0, resume_collector)  # the start is over once the window is up (io/bulk.py)
    if exit_after_show:
        from PySide6.QtCore import QTimer

        def shown() -> None:
            window.repaint()
            print(f"window shown: {window.windowTitle()}", flush=True)
            window.undo_stack.setClean()
            app.quit()

        QTimer.singleShot(0, shown)
    return app.exec()


def main() -> int:
    args = [a for a in sys.argv[1:] if not a.startswith("-")]
    try:
        return run(Path(args[0]) if args else None, exit_after_show="--exit-after-show" in sys.argv)
    except Exception as exc:  # last resort: say what happened rather than vanish
        app = QApplication.instance()
        if app is not None:
            QMessageBox.critical(None, "More Fire!", f"Unexpected error: {exc}")
        raise
