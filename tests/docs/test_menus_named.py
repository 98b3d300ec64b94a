"""Every menu entry the README and the user docs name ("Forces → Build Forces… (Ctrl+Shift+F)") is one the window's
menus have, spelt as they spell it, with the key the docs give it."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from morefire_gui.gui.main_window import MainWindow
from morefire_gui.session.battle_session import BattleSession

ROOT = Path(__file__).resolve().parents[2]
# The pages a player reads; performance.md and architecture.md are the builders'.
PAGES = [
    ROOT / "README.md",
    *(p for p in sorted((ROOT / "docs").glob("*.md")) if p.stem not in ("performance", "architecture")),
    ROOT / "resources" / "help" / "first-battle.html",  # Help → First Battle
]
ARROW = re.compile(r"(?<![\w-])([A-Z][a-z]+(?: Fire)?) (?:→|->) ")
KEY = re.compile(r"\s*\(\**((?:Ctrl|Shift|Alt|F\d)[^),*]*)")


def read(page: Path) -> str:
    """A page's text; a help page's without its tags."""
    text = page.read_text(encoding="utf-8")
    return html.unescape(re.sub(r"<[^>]+>", "", text)) if page.suffix == ".html" else text


def plain(text: str) -> str:
    """A menu text as the docs write it: without its mnemonic's &, "&&" read as "&", and without a closing "…"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").removesuffix("…")


@pytest.fixture
def menus(
    qtbot, demo_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[dict[str, list[QAction]]]:  # type: ignore[no-untyped-def]
    """Each menu of the window on the demo battle, by its title, with every entry in it and in its submenus."""
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    monkeypatch.setenv("MOREFIRE_DATA_DIR", str(tmp_path / "data"))
    window = MainWindow(BattleSession.open(demo_path))

    def entries(menu: QMenu) -> Iterator[QAction]:
        for action in menu.actions():
            if not action.isSeparator():
                yield action
                if action.menu() is not None:
                    yield from entries(action.menu())

    try:
        yield {plain(a.text()): list(entries(a.menu())) for a in window.menuBar().actions() if a.menu() is not None}
    finally:
        window.undo_stack.setClean()
        window.close()
        window.deleteLater()
        qtbot.wait(1)  # the window gone before the next test


def words(text: str) -> list[str]:
    return [w.strip("*_\"'`.,;:…()") for w in text.split()]


def named_entry(said: str, entries: list[QAction]) -> QAction | None:
    """The entry whose words the text after the arrow starts with: every word of the entry, or the first ones and then
    the docs' own words (which do not start with a capital: "Help → About gives the version"). A placeholder
    (``<side>``) stands for the rest of the entry."""
    doc = words(said)
    for action in entries:
        name = words(plain(action.text()))
        for i, word in enumerate(name):
            if i < len(doc) and re.fullmatch(r"<\w+>", doc[i]):
                return action
            if i < len(doc) and doc[i] == word:
                continue
            if i > 0 and (i >= len(doc) or not doc[i][:1].isupper()):
                return action
            break
        else:
            return action
    return None


def test_every_menu_entry_the_docs_name_is_the_windows(menus: dict[str, list[QAction]]) -> None:
    wrong, checked, keyed = [], 0, 0
    for page in PAGES:
        text = re.sub(r"\s+", " ", read(page))
        for m in ARROW.finditer(text):
            if m.group(1) not in menus or re.search(r"(?:[A-Z][\w']*|→) $", text[: m.start()]):
                continue  # "Preferences → Look", "Build Forces → Place Forces": a dialog's field or button, not a menu
            said = text[m.end() : m.end() + 80]
            entry = named_entry(said, menus[m.group(1)])
            checked += 1
            if entry is None:
                wrong.append(f"{page.name}: {m.group(1)} → {said[:40]}")
                continue
            after = said[len(plain(entry.text())) :].lstrip("…*_") if said.startswith(plain(entry.text())) else ""
            if key := KEY.match(after):
                keys = {k.toString() for k in entry.shortcuts()}
                keyed += 1
                given = key.group(1).replace("→", "Right").replace("←", "Left").replace("−", "-")
                if given not in keys:
                    wrong.append(
                        f"{page.name}: {m.group(1)} → {plain(entry.text())} ({key.group(1)}): its keys are {keys}"
                    )
    assert not wrong, "\n".join(wrong)
    assert checked >= 80 and keyed >= 8, (checked, keyed)  # the docs name this many, and give this many keys


def test_the_readmes_tools_have_the_keys_it_gives_them(menus: dict[str, list[QAction]]) -> None:
    board = (ROOT / "README.md").read_text(encoding="utf-8").split("\n## The board\n", 1)[1].split("\n## ", 1)[0]
    rows = re.findall(r"^\| \*\*(.+?)\*\* \| (.+?) \|", board, flags=re.MULTILINE)
    tools = {plain(a.text()): {k.toString() for k in a.shortcuts()} for a in menus["Tools"]}
    assert len(rows) == len(tools) >= 12, (rows, tools)
    for tool, key in rows:
        assert tools.get(tool) == {key}, (tool, key, tools.get(tool))


def test_every_button_and_tool_the_first_battle_page_names_is_there(menus: dict[str, list[QAction]]) -> None:
    """Help → First Battle's bold words are the window's: a menu, a menu entry, a tool, or a button's text."""
    page = (ROOT / "resources" / "help" / "first-battle.html").read_text(encoding="utf-8")
    shown = {plain(a.text()) for entries in menus.values() for a in entries} | set(menus)
    source = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "morefire_gui" / "gui").rglob("*.py"))
    texts = {plain(t) for t in re.findall(r'\btr\("([^"]+)"\)', source)}
    named = [html.unescape(b) for b in re.findall(r"<b>([^<]+)</b>", page)]
    assert len(named) >= 15
    for name in named:
        top, _, entry = name.partition(" → ")
        if entry:
            assert any(plain(a.text()).startswith(entry) for a in menus[top]), name
        else:
            assert name in shown or name in texts, f"First Battle names {name!r}: no menu, tool or button says it"
