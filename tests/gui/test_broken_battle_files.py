"""A broken battle file opened every way a player opens one (File → Open, a file dropped on the window, Open Recent, the
command line): a file cut short, a wrong value, a hostile file with a YAML tag, a 200 MB file and a folder named like
a battle. Each is refused at once with a message that names the file, the place in it and what is wrong; the battle
open in the window stays as it was.

The window's message box is read and its OK clicked as a player would, once it is up. The file cut short and the 200
MB file are said in a player's words (cut short; megabytes); the other cases are guards of what was already so."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from morefire_gui.gui.main_window import MainWindow
from tests.equivalence import run_cli
from tests.gui.test_replacing_the_battle import drop

DEMO = Path(__file__).resolve().parents[2] / "resources" / "battles" / "demo.yaml"


def cut_short(folder: Path) -> Path:
    path = folder / "cut short.mfb.yaml"
    path.write_bytes(DEMO.read_bytes()[:300])  # a copy not finished: ends inside a list on line 8
    return path


def wrong_value(folder: Path) -> Path:
    path = folder / "wrong.mfb.yaml"
    path.write_text(DEMO.read_text(encoding="utf-8").replace("width: 72,", "width: -5,", 1), encoding="utf-8")
    return path


def hostile(folder: Path) -> Path:
    path = folder / "hostile.mfb.yaml"
    path.write_text('title: !!python/object/apply:os.system ["touch pwned"]\n', encoding="utf-8")
    return path


def huge(folder: Path) -> Path:
    path = folder / "huge.mfb.yaml"
    with path.open("wb") as out:
        out.truncate(200 * 1024 * 1024)  # 200 MB (sparse: no disk used)
    return path


def folder_named_like_a_battle(folder: Path) -> Path:
    path = folder / "folder.mfb.yaml"
    path.mkdir()
    return path


# Each broken file, the line its message names (None: the whole file) and what the message must say of it.
BROKEN: dict[str, tuple[Callable[[Path], Path], int | None, list[str]]] = {
    "cut short": (cut_short, 8, ["not valid YAML", "the file stops there", "cut short"]),
    "wrong value": (wrong_value, 4, ["table.width: must be a number more than 0 (found -5)"]),
    "hostile tag": (hostile, 1, ["not valid YAML", "python/object/apply", "plain values only"]),
    "200 MB": (huge, None, ["the file is 200 MB; files of this kind are read up to 20 MB"]),
    "folder": (folder_named_like_a_battle, None, ["this is a folder, not a file"]),
}


class Message:
    """The window's message box, read and its OK clicked once it is up."""

    def __init__(self, qtbot) -> None:  # type: ignore[no-untyped-def]
        self.qtbot = qtbot
        self.said: list[str] = []
        QTimer.singleShot(0, self.read)

    def read(self) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or not box.isVisible():
            QTimer.singleShot(10, self.read)
            return
        self.said = [box.text(), box.informativeText()]
        ok = box.button(QMessageBox.StandardButton.Ok)
        assert ok is not None
        ok.click()

    def text(self) -> list[str]:
        self.qtbot.waitUntil(lambda: bool(self.said), timeout=5000)
        return self.said


def by_open(window: MainWindow, path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window.open_action.trigger()


def by_drop(window: MainWindow, path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    drop(window, path)


def by_recent(window: MainWindow, path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window.remember_opened(path)
    (entry,) = [a for a in window.recent_menu.actions() if a.toolTip() == str(path)]
    entry.trigger()


WAYS = {"File → Open": by_open, "dropped": by_drop, "Open Recent": by_recent}


@pytest.mark.parametrize("way", list(WAYS))
@pytest.mark.parametrize("broken", list(BROKEN))
def test_a_broken_file_opened_in_the_window_is_said_and_the_battle_open_stays(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, broken: str, way: str
) -> None:  # type: ignore[no-untyped-def]
    make, line, expected = BROKEN[broken]
    path = make(tmp_path)
    window.set_tool("terrain")
    before = (window.session.path, window.session.battle.title, len(window.session.battle.terrain))
    message = Message(qtbot)
    started = time.monotonic()
    WAYS[way](window, path, monkeypatch)
    title, said = message.text()
    assert time.monotonic() - started < 5.0  # nothing hangs
    assert title == f"Cannot open {path.name}"
    assert said.splitlines()[0] == str(path)  # the file, by its whole path
    assert line is None or said.splitlines()[1].startswith(f"line {line}: ")  # and the place in it
    for words in expected:
        assert words in said, said
    assert (window.session.path, window.session.battle.title, len(window.session.battle.terrain)) == before
    assert not (tmp_path / "pwned").exists() and not Path("pwned").exists()


@pytest.mark.parametrize("broken", list(BROKEN))
def test_a_broken_file_given_to_the_command_line_is_said_with_its_place(tmp_path: Path, broken: str) -> None:
    make, line, expected = BROKEN[broken]
    path = make(tmp_path)
    started = time.monotonic()
    code, _out, err = run_cli("validate", path)
    assert time.monotonic() - started < 30.0  # the command starts and leaves; nothing hangs
    assert code == 2 and "Traceback" not in err
    assert f"{path}:{line}: " in err if line is not None else f"{path}: " in err
    for words in expected:
        assert words in err, err
