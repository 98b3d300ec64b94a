"""Starting the GUI: the application object, the window, the battle to open."""

from __future__ import annotations

import argparse
import difflib
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFileOpenEvent, QPixmapCache
from PySide6.QtWidgets import QApplication, QMessageBox

from morefire_gui import __version__
from morefire_gui.errors import InputError
from morefire_gui.gui.i18n import LANGUAGES, tr
from morefire_gui.io.resources import demo_battle_path
from morefire_gui.session.battle_session import BattleSession

if TYPE_CHECKING:
    from morefire_gui.gui.main_window import MainWindow

PIXMAP_CACHE_KB = 256 * 1024
DESKTOP_ID = "org.morefire.BattleManager"
EXIT_NOT_STARTED = 2  # no display to open on, or --exit-after-show on a battle that cannot be opened: bad input


def make_application(argv: list[str] | None = None, language: str | None = None) -> QApplication:
    """The application, in ``language`` (``--lang``; None: as set in Preferences, else the system's) and in the
    look set in Preferences."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(argv if argv is not None else sys.argv[:1])
    # instance() is typed QCoreApplication: the app made above, or a caller's, is a QApplication.
    assert isinstance(app, QApplication)
    app.setOrganizationName("MoreFire")
    app.setApplicationName("More Fire battle manager")
    app.setApplicationVersion(__version__)
    # The desktop entry's name (packaging/), so that docks and task bars match the window to its icon.
    app.setDesktopFileName(DESKTOP_ID)
    from morefire_gui.gui.error_report import install_excepthook, start_logging
    from morefire_gui.gui.i18n import chosen_language, install_translations

    start_logging()
    install_excepthook()
    use_qt_cache_location()
    # Before any other GUI module is imported: some name their texts (the terrain's names) as they load.
    install_translations(app, chosen_language(language))
    from morefire_gui.gui.icons import app_icon

    app.setWindowIcon(app_icon())
    # The board keeps each terrain piece and counter as a pixmap at the view's zoom (device-coordinate
    # caching). Qt's default 10 MB pixmap cache holds a busy table only in a small window; beyond that it
    # keeps evicting and repainting pieces on every mouse move (docs/performance.md).
    QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), PIXMAP_CACHE_KB))
    from morefire_gui.gui.theme import apply_theme, load_theme

    apply_theme(app, load_theme())
    return app


def use_qt_cache_location() -> None:
    """Keep the cache of the validated rules data where Qt keeps the app's caches (QStandardPaths' CacheLocation:
    ``%LOCALAPPDATA%\\MoreFire\\More Fire battle manager\\cache``, ``~/Library/Caches/MoreFire/More Fire battle
    manager``, ``~/.cache/MoreFire/More Fire battle manager``), unless ``MOREFIRE_CACHE_DIR`` says where."""
    from PySide6.QtCore import QStandardPaths

    from morefire_gui.io.resources import CACHE_ENV

    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    if location and CACHE_ENV not in os.environ:
        os.environ[CACHE_ENV] = location


class StartFailed(Exception):
    """A start that waits for no one (``--exit-after-show``) could not open what it was given: the problems, to be
    said on stderr rather than in a dialog that would wait for a click."""

    def __init__(self, title: str, problem: InputError) -> None:
        super().__init__(title)
        self.title = title
        self.problem = problem

    def lines(self, program: str = "morefire-gui") -> list[str]:
        """``morefire-gui: Cannot open nope.yaml`` (``program``: the name the player typed), then each problem on a
        line of its own."""
        said = [str(p) for p in self.problem.problems] or [str(self.problem)]
        return [f"{program}: {self.title}", *(f"  {line}" for line in said)]


def open_window(
    battle: Path | None, offer_recovery: bool = True, unattended: bool = False, program: str = "morefire-gui"
) -> MainWindow:
    """Create the main window on ``battle`` (or the demo battle); a bad file is reported, the demo opens.
    ``unattended`` (``--exit-after-show``): no dialog waits for a click; a file that cannot be opened raises
    :class:`StartFailed`, and a problem with the player's catalogue is said on stderr, after ``program``."""
    from morefire_gui.gui.main_window import MainWindow
    from morefire_gui.gui.user_catalogue import player_catalogue

    problem: InputError | None = None
    path = battle if battle is not None else demo_battle_path()
    # The player's own catalogue first: the battle may use its entries.
    mine = player_catalogue()
    try:
        session = BattleSession.open(path, mine.catalogue)
    except Exception as exc:  # a refusal of the file, or a fault of the app's own (logged): said, and the demo opens
        from morefire_gui.gui.error_report import open_failure

        problem = exc if isinstance(exc, InputError) else open_failure(path, exc)
        if unattended:
            raise StartFailed(tr("Cannot open {path}").format(path=path), problem) from None
        session = BattleSession.open(demo_battle_path(), mine.catalogue)
    window = MainWindow(session)
    if problem is None and battle is not None:
        window.remember_opened(battle)  # a file named on the command line or double-clicked is a recent one too
    window.show()
    window.view.fit_table()
    from PySide6.QtCore import QTimer

    from morefire_gui.gui.features.safety import SafetyFeature

    if offer_recovery:
        QTimer.singleShot(0, window, window.feature(SafetyFeature).offer_recovery)
    if problem is not None:
        window.show_problems(tr("Cannot open {path}").format(path=path), problem)
    if mine.problem is not None and unattended:
        title = tr("Your catalogue {wanted} is not used (the app's own catalogue is)").format(wanted=mine.wanted)
        for line in StartFailed(title, mine.problem).lines(program):
            print(line, file=sys.stderr)
    elif mine.problem is not None:
        window.show_problems(
            tr("Your catalogue {wanted} is not used (the app's own catalogue is)").format(wanted=mine.wanted),
            mine.problem,
        )
    return window


class OpenWindows:
    """The app's windows: a file handed over by a later launch (gui/single_instance.py) opens in a new one, or
    brings forward the window that has it open already."""

    def __init__(self, first: MainWindow) -> None:
        self.windows = [first]

    def open(self, path: Path | None) -> MainWindow | None:
        from morefire_gui.gui.main_window import open_windows

        showing = open_windows()
        self.windows = [w for w in self.windows if w in showing]
        wanted = Path(path).resolve() if path is not None else None
        window = next(
            (
                w
                for w in showing
                if wanted is None or (w.session.path is not None and Path(w.session.path).resolve() == wanted)
            ),
            None,
        )
        if window is None and wanted is not None:
            window = open_window(wanted, offer_recovery=False)
            self.windows.append(window)
        if window is not None:
            window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
            window.raise_()
            window.activateWindow()
        return window


class FileOpenEvents(QObject):
    """macOS hands a double-clicked or dropped battle to a running app as a file-open event, not as an argument."""

    def __init__(self, windows: OpenWindows, parent: QObject) -> None:
        super().__init__(parent)
        self.windows = windows

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent) and event.file():
            self.windows.open(Path(event.file()))
            return True
        return super().eventFilter(watched, event)


def run(
    battle: Path | None = None,
    exit_after_show: bool = False,
    language: str | None = None,
    new_instance: bool = False,
    program: str = "morefire-gui",
    qt: Sequence[str] = (),
) -> int:
    """Start the GUI, or hand ``battle`` to the app already running and leave (unless ``new_instance``).
    ``exit_after_show`` (for start-up measurements and smoke tests) prints a line once the window has been
    painted and leaves; a battle it cannot open is said on stderr and it leaves with :data:`EXIT_NOT_STARTED`, no
    dialog waiting for a click. ``program``: the name what it says on stderr begins with, the command the player
    typed (``morefire gui`` says ``morefire:``, as every ``morefire`` command does). ``qt``: Qt's own options, handed
    to it (``-style fusion``)."""
    app = make_application([sys.argv[0], *qt] if qt else None, language=language)
    from morefire_gui.gui.display import release_display

    release_display()  # Qt has its own connection to the display now (gui/display.py)
    from morefire_gui.gui.single_instance import InstanceServer, hand_over

    single = not (exit_after_show or new_instance)
    if single and hand_over([battle] if battle is not None else []):
        print("handed over to the running More Fire!", flush=True)
        return 0
    try:
        window = open_window(battle, offer_recovery=not exit_after_show, unattended=exit_after_show, program=program)
    except StartFailed as failed:
        for line in failed.lines(program):
            print(line, file=sys.stderr)
        return EXIT_NOT_STARTED
    windows = OpenWindows(window)
    app.installEventFilter(FileOpenEvents(windows, app))
    if single:
        server = InstanceServer(parent=app)
        server.open_requested.connect(windows.open)
        server.listen()
    from PySide6.QtCore import QTimer

    from morefire_gui.bulk import resume_collector

    QTimer.singleShot(0, resume_collector)  # the start is over once the window is up (io/bulk.py)
    if exit_after_show:

        def shown() -> None:
            window.repaint()
            print(f"window shown: {window.windowTitle()}", flush=True)
            window.undo_stack.setClean()
            app.quit()

        QTimer.singleShot(0, shown)
    return app.exec()


# Qt's own options (QGuiApplication's and QApplication's, one dash): those that take a value (``-style fusion`` or
# ``-style=fusion``) and those that do not.
QT_OPTIONS = frozenset(
    {
        "-platform",
        "-platformpluginpath",
        "-platformtheme",
        "-plugin",
        "-qwindowgeometry",
        "-qwindowicon",
        "-qwindowtitle",
        "-session",
        "-style",
        "-stylesheet",
        "-display",
        "-geometry",
    }
)
QT_FLAGS = frozenset({"-reverse", "-widgetcount", "-nograb", "-dograb", "-sync"})


def qt_arguments(argv: list[str]) -> tuple[list[str], list[str]]:
    """``argv`` parted into the app's own arguments and Qt's options (each with its value), which are handed to Qt."""
    ours: list[str] = []
    qt: list[str] = []
    given = iter(argv)
    for arg in given:
        name = arg.split("=", 1)[0]
        if name in QT_OPTIONS and "=" not in arg:
            qt += [arg, next(given, "")]
        elif name in QT_OPTIONS or arg in QT_FLAGS or name == "-qmljsdebugger":
            qt.append(arg)
        else:
            ours.append(arg)
    return ours, qt


# Qt's options that stand for an environment variable: ``-platform`` names the platform over ``QT_QPA_PLATFORM``, and
# ``-display`` the X display over ``DISPLAY``.
QT_ENVIRONMENT_OPTIONS = (("-platform", "QT_QPA_PLATFORM"), ("-display", "DISPLAY"))


def qt_environment(qt: list[str]) -> dict[str, str]:
    """The environment as Qt reads it with its options ``qt`` (:data:`QT_ENVIRONMENT_OPTIONS`)."""
    environ = dict(os.environ)
    for option, key in QT_ENVIRONMENT_OPTIONS:
        for n, arg in enumerate(qt):
            if arg == option and n + 1 < len(qt):
                environ[key] = qt[n + 1]
            elif arg.startswith(option + "="):
                environ[key] = arg.split("=", 1)[1]
    return environ


def qt_options_given(qt: list[str]) -> dict[str, str]:
    """The environment variables that Qt's options ``qt`` give, each to the option that gives it:
    ``{"DISPLAY": "-display"}``, so that a message names what the player gave."""
    return {
        key: option
        for option, key in QT_ENVIRONMENT_OPTIONS
        if any(arg == option or arg.startswith(option + "=") for arg in qt)
    }


class _Parser(argparse.ArgumentParser):
    """argparse, its errors said as every message of the app is: ``morefire-gui: WHERE: WHAT`` (exit 2)."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(EXIT_NOT_STARTED, f"{self.prog}: {message}\n")


def parse_arguments(argv: list[str]) -> argparse.Namespace:
    """The command line of ``morefire-gui``: the app's own arguments, and Qt's options in ``qt`` (docs/desktop.md)."""
    argv, qt = qt_arguments(argv)
    parser = _Parser(prog="morefire-gui", description="More Fire! battle manager")
    parser.add_argument("battle", nargs="?", type=Path, help="the battle file to open (else the demo battle)")
    parser.add_argument(
        "--lang",
        metavar="CODE",
        help=f"the interface's language for this start: {', '.join(LANGUAGES)} (default: as set in "
        "Preferences, else the system's)",
    )
    parser.add_argument(
        "--new-instance", action="store_true", help="start a second app rather than hand the battle to the one running"
    )
    parser.add_argument("--version", action="store_true", help="show the version and exit")
    parser.add_argument("--exit-after-show", action="store_true", help=argparse.SUPPRESS)
    parser.epilog = "Qt's own options (-style fusion, -platform NAME, ...: one dash) are handed to Qt."
    # Qt's own options (-style, -platform …, one dash) are handed to Qt; any other option, mistyped, is refused, not
    # passed over in silence.
    args, rest = parser.parse_known_args(argv)
    for given in rest:
        flag = given.split("=", 1)[0]
        if given.startswith("--"):
            known = [o for action in parser._actions for o in action.option_strings if o.startswith("--")]
            close = difflib.get_close_matches(flag, [o for o in known if o != "--exit-after-show"], n=1)
            parser.error(f"{flag}: no such option" + (f" (did you mean {close[0]}?)" if close else ""))
        if given.startswith("-"):
            close = difflib.get_close_matches(flag, sorted(QT_OPTIONS | QT_FLAGS), n=1)
            parser.error(f"{flag}: no such option, nor one of Qt's" + (f" (did you mean {close[0]}?)" if close else ""))
        parser.error(f"{given}: one battle is opened at a time ({args.battle} is the one named first)")
    args.qt = qt
    if args.lang is not None and args.lang.split("_")[0].lower() not in LANGUAGES:
        parser.error(f"--lang {args.lang}: no such language (there are {', '.join(LANGUAGES)})")
    return args


def main() -> int:
    args = parse_arguments(sys.argv[1:])
    if args.version:
        print(f"morefire-gui {__version__}")
        return 0
    from morefire_gui.gui.display import display_problem

    # Said in a line, before Qt would abort the process; asked of the platform and display Qt will be given.
    if (why := display_problem(qt_environment(args.qt), hold=True, options=qt_options_given(args.qt))) is not None:
        print(f"morefire-gui: {why}", file=sys.stderr)
        return EXIT_NOT_STARTED
    try:
        return run(
            args.battle,
            exit_after_show=args.exit_after_show,
            language=args.lang,
            new_instance=args.new_instance,
            qt=args.qt,
        )
    except Exception as exc:  # last resort: say what happened rather than vanish
        app = QApplication.instance()
        if app is not None and not args.exit_after_show:  # unattended: the traceback on stderr, no dialog waiting
            QMessageBox.critical(None, tr("More Fire!"), tr("Unexpected error: {exc}").format(exc=exc))
        raise
