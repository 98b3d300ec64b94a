"""Alt-key mnemonics without clashes, given the way KDE's KAcceleratorManager gives them (Qt has none of its own): a
menu's entries, and a dialog's buttons, check boxes, tabs, group boxes and the labels of its fields, each get a
letter of their own. A mnemonic written into a text is kept unless an earlier entry has it already; an entry without
one gets the first free letter that starts one of its words, else any free letter of it. Entries with the fewest
letters to choose from choose first, so that "Log" keeps its L beside "Legend"."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial

from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QGuiApplication, QWindow
from PySide6.QtWidgets import (
    QCheckBox,
    QGroupBox,
    QLabel,
    QMenu,
    QMenuBar,
    QPushButton,
    QRadioButton,
    QTabWidget,
    QWidget,
)

from morefire_gui.gui.focus import focused_dialog

__all__ = [
    "Labelled",
    "assign",
    "give_dialog_mnemonics",
    "give_menu_mnemonics",
    "install",
    "mnemonic",
    "plain",
    "widget_entries",
]


def mnemonic(text: str) -> str | None:
    """The letter after a single ``&`` in ``text`` (lower case), or None."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] == "&":
                i += 2
                continue
            return text[i + 1].lower()
        i += 1
    return None


def plain(text: str) -> str:
    """``text`` without its mnemonic's ``&`` (``&&`` is a literal ``&``)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _candidates(text: str) -> list[int]:
    """Positions in plain ``text`` of the letters a mnemonic may take: words' first letters, then the others."""
    initials = [i for i, c in enumerate(text) if c.isalnum() and (i == 0 or not text[i - 1].isalnum())]
    others = [i for i, c in enumerate(text) if c.isalnum() and i not in initials]
    return initials + others


def _marked(text: str, at: int) -> str:
    """Plain ``text`` with the mnemonic on its letter at ``at`` (``&`` in it doubled)."""
    return text[:at].replace("&", "&&") + "&" + text[at:].replace("&", "&&")


@dataclass
class Labelled:
    """Something with a text that may carry a mnemonic: how to read it and how to change it."""

    get: Callable[[], str]
    set: Callable[[str], None]


def assign(entries: Iterable[Labelled]) -> None:
    """Give each entry a mnemonic that no other has (where its letters allow)."""
    items = [e for e in entries if plain(e.get()).strip()]
    taken: set[str] = set()
    needing: list[Labelled] = []
    for entry in items:
        letter = mnemonic(entry.get())
        if letter is not None and letter not in taken:
            taken.add(letter)
        else:
            needing.append(entry)

    def free(entry: Labelled) -> list[int]:
        text = plain(entry.get())
        return [i for i in _candidates(text) if text[i].lower() not in taken]

    while needing:
        needing.sort(key=lambda e: len({plain(e.get())[i].lower() for i in free(e)}))
        entry = needing.pop(0)
        text = plain(entry.get())
        spots = free(entry)
        if spots:
            taken.add(text[spots[0]].lower())
            entry.set(_marked(text, spots[0]))
        elif mnemonic(entry.get()) is not None:
            entry.set(text.replace("&", "&&"))  # no letter left: no mnemonic rather than a clash


def _action_entry(action: QAction) -> Labelled:
    return Labelled(action.text, action.setText)


def give_menu_mnemonics(menu: QMenu | QMenuBar) -> None:
    """Mnemonics for a menu's (or the menu bar's) entries, and a status tip where an entry has none: its tooltip,
    which a status tip is made of wherever the app makes an action (gui/actions.py)."""
    actions = [a for a in menu.actions() if not a.isSeparator() and a.isVisible()]
    assign(_action_entry(a) for a in actions)
    for action in actions:
        tip = action.toolTip()
        if tip and plain(tip) != plain(action.text()) and (not action.statusTip() or action.property("tip_shown")):
            action.setStatusTip(tip.split("\n")[0] if "\n" in tip else tip)
            action.setProperty("tip_shown", True)


def widget_entries(top: QWidget) -> list[Labelled]:
    """The parts of a window that a mnemonic reaches: buttons and check boxes, tabs, group boxes, and labels with a
    field to move to (plain-text ones: a rich text label shows a ``&`` as it is)."""
    out: list[Labelled] = []
    for widget in top.findChildren(QWidget):
        if not widget.isVisibleTo(top) and not isinstance(widget, QTabWidget):
            continue
        if isinstance(widget, (QPushButton, QCheckBox, QRadioButton)):
            out.append(Labelled(widget.text, widget.setText))
        elif isinstance(widget, QGroupBox) and widget.title():
            out.append(Labelled(widget.title, widget.setTitle))
        elif (
            isinstance(widget, QLabel)
            and widget.buddy() is not None
            and widget.textFormat() != Qt.TextFormat.RichText
            and not QtGui.Qt.mightBeRichText(widget.text())
        ):
            out.append(Labelled(widget.text, widget.setText))
        elif isinstance(widget, QTabWidget):
            bar = widget.tabBar()
            for i in range(widget.count()):
                out.append(Labelled(partial(bar.tabText, i), partial(bar.setTabText, i)))
    return out


def give_dialog_mnemonics(dialog: QWidget) -> None:
    assign(widget_entries(dialog))


def _window_focused(window: QWindow | None) -> None:
    if (dialog := focused_dialog(window)) is not None:
        give_dialog_mnemonics(dialog)


def install(app: QGuiApplication) -> None:
    """Every dialog gets its mnemonics when it becomes the active window (each time: its buttons' texts may have
    changed meanwhile). A signal, where an event filter would be called for every event of the app."""
    if not app.property("dialog_mnemonics"):
        app.setProperty("dialog_mnemonics", True)
        app.focusWindowChanged.connect(_window_focused)
