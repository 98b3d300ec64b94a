"""Help: the "First battle" walk-through (resources/help/), the keyboard shortcuts read from the window's own
actions (so the list is never out of date), and About."""

from __future__ import annotations

import html
import platform
from dataclasses import dataclass

import PySide6
from PySide6.QtCore import QKeyCombination, Qt, QUrl, qVersion
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from morefire_gui import __version__
from morefire_gui.gui.i18n import QT_TR_NOOP, language, tr, tr_kept
from morefire_gui.gui.icons import app_icon
from morefire_gui.gui.screen_fit import fit_to_screen
from morefire_gui.io.resources import resource_path

LICENCE = "MIT"
# What the board does with the mouse and keys beyond the window's actions (the tools handle these).
BOARD_GESTURES: tuple[tuple[str, str], ...] = (
    (QT_TR_NOOP("Wheel"), QT_TR_NOOP("Zoom at the cursor")),
    (QT_TR_NOOP("Middle-drag, or Space + drag"), QT_TR_NOOP("Pan the board")),
    (QT_TR_NOOP("Shift on release (Measure)"), QT_TR_NOOP("Keep a waypoint and measure a path")),
    (QT_TR_NOOP("Esc"), QT_TR_NOOP("Clear the ruler, the barrage or the shape being drawn")),
    (QT_TR_NOOP("Q / E (Shift: 45°)"), QT_TR_NOOP("Turn the selected counters or pieces 15°")),
    (QT_TR_NOOP("Shift while turning"), QT_TR_NOOP("Turn in 15° steps")),
    (QT_TR_NOOP("Ctrl-click, or drag a box"), QT_TR_NOOP("Select more than one counter")),
    (QT_TR_NOOP("Double-click a piece"), QT_TR_NOOP("Its name, level, height, width or mines")),
    (QT_TR_NOOP("Enter or double-click"), QT_TR_NOOP("Close the area being drawn")),
)


def help_css(palette: QPalette | None = None) -> str:
    """The help pages' style, from the palette, so that they read on a dark desktop as on a light one."""
    palette = palette if palette is not None else QGuiApplication.palette()
    text = palette.color(QPalette.ColorRole.Text).name()
    link = palette.color(QPalette.ColorRole.Link).name()
    mid = palette.color(QPalette.ColorRole.Mid).name()
    return (
        f"body {{ color: {text}; }} a {{ color: {link}; }} h1, h2 {{ color: {text}; }} "
        f"kbd {{ font-family: monospace; font-weight: bold; }} td {{ padding: 2px 10px 2px 0; }} "
        f"th {{ text-align: left; padding: 6px 10px 2px 0; border-bottom: 1px solid {mid}; }}"
    )


class HelpDialog(QDialog):
    """A help page in a browser of its own, beside the window (not modal: follow it while playing)."""

    def __init__(self, title: str, body: str, parent: QWidget | None = None, base: QUrl | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        fit_to_screen(self, 640, 720)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.document().setDefaultStyleSheet(help_css())
        if base is not None:
            self.browser.document().setBaseUrl(base)
        self.browser.setHtml(body)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)

    @classmethod
    def show_page(cls, name: str, title: str, parent: QWidget | None = None) -> HelpDialog:
        """Open ``resources/help/NAME.html`` (modeless; the dialog is returned, owned by ``parent``), in the
        interface's language when the page is written in it (``NAME.de.html``)."""
        translated = resource_path("help", f"{name}.{language()}.html")
        path = translated if translated.is_file() else resource_path("help", f"{name}.html")
        dialog = cls(title, path.read_text(encoding="utf-8"), parent, QUrl.fromLocalFile(str(path)))
        dialog.show()
        return dialog


@dataclass(frozen=True)
class ShortcutRow:
    menu: str
    command: str
    keys: str
    tip: str


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip(".…").strip()


def _menu_actions(menu: QMenu, path: str) -> list[tuple[str, QAction]]:
    out: list[tuple[str, QAction]] = []
    for action in menu.actions():
        if action.isSeparator():
            continue
        sub = action.menu()  # a QObject to the stubs: a submenu's QMenu
        if isinstance(sub, QMenu):
            out += _menu_actions(sub, f"{path} → {_plain(action.text())}")
        else:
            out.append((path, action))
    return out


def _typed(keys: QKeySequence) -> bool:
    """A binding typed on a keyboard's keys, not a dedicated Save, Undo or Zoom key (Qt's codes from Key_Back on)"""
    if keys.isEmpty():
        return False
    combination: QKeyCombination = keys[0]  # type: ignore[index]  # a key sequence is indexed by its keys: the stubs miss it
    return combination.keyboardModifiers() != Qt.KeyboardModifier.NoModifier or combination.key() < Qt.Key.Key_Back


def shortcut_rows(window: QMainWindow) -> list[ShortcutRow]:
    """Every action in the window's menus that has a key, in menu order: read from the actions themselves."""
    rows: list[ShortcutRow] = []
    seen: set[int] = set()
    for top in window.menuBar().actions():
        menu = top.menu()
        if not isinstance(menu, QMenu):
            continue
        for path, action in _menu_actions(menu, _plain(top.text())):
            keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts() if _typed(k)]
            if not keys or id(action) in seen:
                continue
            seen.add(id(action))
            tip = action.toolTip() if _plain(action.toolTip()) != _plain(action.text()) else ""
            rows.append(ShortcutRow(path, _plain(action.text()), ", ".join(keys), tip))
    return rows


def shortcuts_html(window: QMainWindow) -> str:
    e = html.escape
    parts = ["<h2>" + e(tr("Keyboard shortcuts")) + "</h2><table cellspacing='0'>"]
    menu = None
    for row in shortcut_rows(window):
        if row.menu != menu:
            menu = row.menu
            parts.append(f"<tr><th colspan='3'>{e(menu)}</th></tr>")
        parts.append(f"<tr><td><kbd>{e(row.keys)}</kbd></td><td>{e(row.command)}</td><td>{e(row.tip)}</td></tr>")
    parts.append("<tr><th colspan='3'>" + e(tr("On the board")) + "</th></tr>")
    for keys, what in BOARD_GESTURES:
        parts.append(f"<tr><td><kbd>{e(tr_kept(keys))}</kbd></td><td colspan='2'>{e(tr_kept(what))}</td></tr>")
    parts.append("</table>")
    return "".join(parts)


class ShortcutsDialog(HelpDialog):
    def __init__(self, window: QMainWindow) -> None:
        super().__init__(tr("Keyboard shortcuts"), shortcuts_html(window), window)

    @classmethod
    def run(cls, window: QMainWindow) -> ShortcutsDialog:
        dialog = cls(window)
        dialog.show()
        return dialog


def about_html() -> str:
    return (
        tr("<h2>More Fire! battle manager</h2>")
        + tr("<p>Version {version}</p>").format(version=html.escape(__version__))
        + tr(
            "<p>A companion for the <i>More Fire! Ogon! Feuer!</i> WWII skirmish rules: the table, its terrain and "
            "counters, range and line of sight, and every procedure of the rules with every roll explained.</p>"
        )
        + tr(
            "<p><b>The rules:</b> <i>More Fire! Ogon! Feuer!</i> and its scenario system are the work of their "
            "authors, who keep every right to them. This app is an unofficial aid for players who own the rules; "
            "it reproduces their tables only so that it can apply them, and every reading of an unclear rule is "
            "set out in the documentation (rules notes).</p>"
        )
        + tr(
            "<p><b>Licence:</b> {licence}. The app is free software: use, study, share and change it under the "
            "terms of the MIT licence.</p>"
        ).format(licence=LICENCE)
        + f"<p style='font-size:small'>Qt {html.escape(qVersion())}, PySide6 {html.escape(PySide6.__version__)}, "
        f"Python {html.escape(platform.python_version())}</p>"
    )


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("About More Fire!"))
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        icon = QLabel()
        icon.setPixmap(app_icon().pixmap(96, 96))
        row.addWidget(icon)
        self.text = QLabel(about_html())
        self.text.setWordWrap(True)
        self.text.setMinimumWidth(420)
        self.text.setOpenExternalLinks(True)
        row.addWidget(self.text, 1)
        layout.addLayout(row)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        self.copy_button = QPushButton(tr("Copy &System Information"))
        self.copy_button.setToolTip(
            tr(
                "Put the versions of the app, Python and Qt, the system and the screens on "
                "the clipboard, for a bug report"
            )
        )
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy_system_information)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)

    def copy_system_information(self) -> None:
        from morefire_gui.gui.error_report import system_information

        QGuiApplication.clipboard().setText(system_information())

    @classmethod
    def run(cls, parent: QWidget | None = None) -> None:
        cls(parent).exec()
