"""The desktop around the window: a battle file dropped on it, Open Recent from every kind of open (a drop, the
command line, File → Open), the look (System, Light, Dark), the language chosen in Preferences or by --lang, and
the cache kept where Qt keeps the app's caches."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QPalette
from PySide6.QtWidgets import QApplication, QFileDialog

from morefire_gui.gui.app import open_window, parse_arguments
from morefire_gui.gui.dialogs.preferences import PreferencesDialog
from morefire_gui.gui.i18n import LANGUAGE_KEY, chosen_language
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.preferences import load_preferences, save_preferences
from morefire_gui.gui.settings import app_settings, recent_files
from morefire_gui.gui.theme import Theme, apply_theme, load_theme
from tests.gui.conftest import close_quietly

NONE = Qt.KeyboardModifier.NoModifier


def drop(window: MainWindow, *paths: Path) -> bool:
    """Drag ``paths`` over the middle of the board and let go, as a file manager does: True when it was taken."""
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    viewport = window.view.viewport()
    point = viewport.rect().center()
    enter = QDragEnterEvent(point, Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton, NONE)
    QApplication.sendEvent(viewport, enter)
    if not enter.isAccepted():
        return False
    event = QDropEvent(QPointF(point), Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton, NONE)
    QApplication.sendEvent(viewport, event)
    return bool(event.isAccepted())


def test_a_battle_dropped_on_the_window_opens_and_is_recent(
    qtbot, window: MainWindow, demo_path: Path, tmp_path: Path
) -> None:
    copy = tmp_path / "dropped.mfb.yaml"
    shutil.copy(demo_path, copy)
    assert window.acceptDrops()
    assert drop(window, copy)
    QApplication.processEvents()  # the file opens once the drop is over
    assert window.session.path == copy
    assert "dropped.mfb.yaml" in window.windowTitle()
    assert recent_files()[0] == str(copy.resolve())
    assert window.recent_menu.actions()[0].text() == "&1 dropped.mfb.yaml"


def test_a_battle_opened_with_file_open_is_recent(
    qtbot, window: MainWindow, demo_path: Path, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    copy = tmp_path / "chosen.mfb.yaml"
    shutil.copy(demo_path, copy)
    asked: list[str] = []

    def choose(parent, caption, folder, filters):  # type: ignore[no-untyped-def]
        asked.append(caption)
        return str(copy), filters

    monkeypatch.setattr(QFileDialog, "getOpenFileName", choose)
    window.open_action.trigger()  # File → Open…
    assert asked and window.session.path == copy
    assert recent_files()[0] == str(copy.resolve())
    assert window.recent_menu.actions()[0].text() == "&1 chosen.mfb.yaml"


def test_a_drop_of_anything_else_is_refused(window: MainWindow, tmp_path: Path) -> None:
    other = tmp_path / "notes.txt"
    other.write_text("not a battle", encoding="utf-8")
    before = window.session.path
    assert not drop(window, other)
    assert not drop(window, other, other)
    QApplication.processEvents()
    assert window.session.path == before


def test_a_battle_named_on_the_command_line_is_recent(qtbot, demo_path: Path, tmp_path: Path) -> None:
    copy = tmp_path / "from the shell.mfb.yaml"
    shutil.copy(demo_path, copy)
    window = open_window(copy, offer_recovery=False)
    try:
        assert recent_files()[0] == str(copy.resolve())
        assert window.recent_menu.actions()[0].text() == "&1 from the shell.mfb.yaml"
    finally:
        close_quietly(window)


def test_a_broken_file_on_the_command_line_is_not_recent(qtbot, problems, tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("format: morefire-battle\nversion: 7\n", encoding="utf-8")
    window = open_window(bad, offer_recovery=False)
    try:
        assert str(bad.resolve()) not in recent_files() and problems
    finally:
        close_quietly(window)


def test_the_theme_is_chosen_in_preferences_and_kept(qtbot, window: MainWindow) -> None:
    app = QApplication.instance()
    dialog = PreferencesDialog(load_preferences(), window.session.battle, window)
    qtbot.addWidget(dialog)
    assert dialog.theme.currentData() == Theme.SYSTEM.value
    dialog.theme.setCurrentIndex(dialog.theme.findData(Theme.DARK.value))
    result = dialog.result_value()
    from morefire_gui.gui.features.shell import ShellFeature

    try:
        window.feature(ShellFeature).apply_preferences(result)
        assert load_theme() is Theme.DARK
        assert app.style().name().lower() == "fusion"
        assert app.palette().color(QPalette.ColorRole.Window).lightness() < 80
        QApplication.processEvents()  # the window takes the new colours as an event
        assert window.palette().color(QPalette.ColorRole.Base).lightness() < 80
        apply_theme(app, Theme.LIGHT)
        assert app.palette().color(QPalette.ColorRole.Window).lightness() > 200
    finally:
        apply_theme(app, Theme.SYSTEM)
    assert app.palette().color(QPalette.ColorRole.Window).lightness() > 150


def test_the_language_follows_lang_then_preferences_then_the_system(monkeypatch) -> None:
    from PySide6.QtCore import QLocale

    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("de_DE")))
    assert chosen_language() == "de"
    prefs = load_preferences()
    assert prefs.language == ""
    from dataclasses import replace

    save_preferences(replace(prefs, language="en"))
    assert app_settings().value(LANGUAGE_KEY) == "en" and chosen_language() == "en"
    assert chosen_language("de") == "de" and chosen_language("de_AT.UTF-8") == "de"
    assert chosen_language("xx") == "en"  # no translation: the source language


def test_lang_on_the_command_line(capsys) -> None:
    args = parse_arguments(["battle.mfb.yaml", "--lang", "de"])
    assert args.lang == "de" and args.battle == Path("battle.mfb.yaml")
    assert parse_arguments([]).battle is None and parse_arguments([]).lang is None
    with pytest.raises(SystemExit):
        parse_arguments(["--lang", "tlh"])
    assert "--lang tlh: no such language" in capsys.readouterr().err
    # A long option mistyped is refused with the one meant, not passed over (Qt's own take one dash).
    with pytest.raises(SystemExit):
        parse_arguments(["--lnag", "de", "battle.mfb.yaml"])
    assert "--lnag: no such option (did you mean --lang?)" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        parse_arguments(["--fullscreen=yes"])
    assert "--fullscreen: no such option" in capsys.readouterr().err
    assert parse_arguments(["-style", "fusion", "--lang", "de"]).lang == "de"


def test_the_app_says_its_version(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    from morefire_gui import __version__
    from morefire_gui.gui import app

    monkeypatch.setattr("sys.argv", ["morefire-gui", "--version"])
    monkeypatch.setattr(app, "run", lambda *a, **k: pytest.fail("--version opened the app"))
    assert app.main() == 0
    assert capsys.readouterr().out == f"morefire-gui {__version__}\n"


def test_the_window_keeps_the_cache_where_qt_keeps_the_apps_caches(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QStandardPaths

    from morefire_gui.gui.app import use_qt_cache_location
    from morefire_gui.io import resources

    monkeypatch.delenv(resources.CACHE_ENV, raising=False)
    use_qt_cache_location()
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    assert location and resources.cache_dir() == Path(location)
    monkeypatch.setenv(resources.CACHE_ENV, "/elsewhere")
    use_qt_cache_location()  # a folder the player chose is kept
    assert resources.cache_dir() == Path("/elsewhere")
