"""A single running app: a second launch (a real second process, as a double-click starts) hands its battle to
the running app, which opens it in a window of its own, and leaves."""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from morefire_gui.gui.app import OpenWindows
from morefire_gui.gui.main_window import MainWindow, open_windows
from morefire_gui.gui.settings import recent_files
from morefire_gui.gui.single_instance import MAX_MESSAGE, InstanceServer, hand_over
from tests.gui.conftest import close_quietly


def second_launch(name: str, *args: str) -> subprocess.Popen[str]:
    env = {**os.environ, "MOREFIRE_INSTANCE": name, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.Popen(
        [sys.executable, "-m", "morefire_gui", *args],
        env=env,
        text=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


def launched(qtbot, launch: subprocess.Popen[str]) -> str:  # type: ignore[no-untyped-def]
    """Wait for a launch to end, the running app (this process) answering meanwhile: its output."""
    try:
        qtbot.waitUntil(lambda: launch.poll() is not None, timeout=60_000)
    finally:
        if launch.poll() is None:  # it started an app of its own instead
            launch.kill()
    out, err = launch.communicate()
    assert launch.returncode == 0, err
    return out


def test_a_second_launch_hands_its_battle_to_the_running_app(
    qtbot, window: MainWindow, demo_path: Path, tmp_path: Path
) -> None:
    name = f"morefire-test-{uuid.uuid4().hex[:8]}"
    server = InstanceServer(name)
    assert server.listen()
    windows = OpenWindows(window)
    server.open_requested.connect(windows.open)
    battle = tmp_path / "handed over.mfb.yaml"
    shutil.copy(demo_path, battle)
    try:
        out = launched(qtbot, second_launch(name, str(battle)))
        assert "handed over" in out
        opened = [w for w in open_windows() if w.session.path is not None and w.session.path.resolve() == battle]
        assert len(opened) == 1 and opened[0] is not window
        assert "handed over.mfb.yaml" in opened[0].windowTitle()
        # A battle handed over is a battle opened: it heads Open Recent.
        assert recent_files()[0] == str(battle.resolve())
        assert opened[0].recent_menu.actions()[0].text() == "&1 handed over.mfb.yaml"
        # The same file again brings its window forward rather than open it twice.
        assert "handed over" in launched(qtbot, second_launch(name, str(battle)))
        assert len([w for w in open_windows() if w.session.path == opened[0].session.path]) == 1
    finally:
        server.close()
        for w in open_windows():
            if w is not window:
                close_quietly(w)


def test_without_a_running_app_nothing_is_handed_over(tmp_path: Path) -> None:
    assert not hand_over([tmp_path / "x.mfb.yaml"], f"morefire-test-{uuid.uuid4().hex[:8]}")


def test_a_second_server_on_the_same_name_does_not_listen(qtbot) -> None:
    name = f"morefire-test-{uuid.uuid4().hex[:8]}"
    first, second = InstanceServer(name), InstanceServer(name)
    try:
        assert first.listen() and not second.listen()
    finally:
        first.close()
        second.close()


def _send(qtbot, name: str, *parts: bytes) -> bytes:  # type: ignore[no-untyped-def]
    """Send ``parts`` to the app listening on ``name``, as anything on the machine may, one after another, and wait
    for its answer (the app runs in this process: the socket is not blocked on)."""
    from PySide6.QtNetwork import QLocalSocket

    socket = QLocalSocket()
    socket.connectToServer(name)
    qtbot.waitUntil(lambda: socket.state() == QLocalSocket.LocalSocketState.ConnectedState, timeout=5_000)
    for part in parts:
        socket.write(part)
        socket.flush()
        qtbot.wait(20)
    answer = b""

    def answered() -> bool:
        nonlocal answer
        answer += bytes(socket.readAll().data())
        return b"\n" in answer

    qtbot.waitUntil(answered, timeout=5_000)
    socket.abort()
    return answer


@pytest.fixture
def listening() -> Iterator[tuple[str, list[object]]]:
    """A running app's server on a name of its own, and what it was asked to open (None: show the app)."""
    name = f"morefire-test-{uuid.uuid4().hex[:8]}"
    server = InstanceServer(name)
    asked: list[object] = []
    server.open_requested.connect(asked.append)
    assert server.listen()
    try:
        yield name, asked
    finally:
        server.close()


def test_a_message_longer_than_the_bound_is_refused_and_logged(qtbot, caplog, listening) -> None:  # type: ignore[no-untyped-def]
    name, asked = listening
    # Just within the bound (JSON allows the spaces): taken, an empty list shows the app.
    within = b'{"open": []}'.ljust(MAX_MESSAGE - 1) + b"\n"
    assert _send(qtbot, name, within) == b"ok\n"
    assert asked == [None]
    # A byte more, and no end of line in sight: refused, said in the log, nothing opened.
    with caplog.at_level(logging.WARNING, logger="morefire"):
        answer = _send(qtbot, name, b'{"open": ["', b"x" * MAX_MESSAGE, b'"]}\n')
    assert answer == b"too long\n"
    assert asked == [None]
    refusals = [r.getMessage() for r in caplog.records if r.name == "morefire.instance"]
    assert refusals == [f"refused a message of more than {MAX_MESSAGE} bytes on {name}: not a launch of the app"]
    # The app goes on answering the next launch, whose message may come in parts.
    assert _send(qtbot, name, b'{"open": ["/a/b', b'attle.mfb.yaml"]}\n') == b"ok\n"
    assert asked == [None, Path("/a/battle.mfb.yaml")]


def test_a_launch_does_not_hand_over_a_message_the_app_would_refuse(qtbot, tmp_path: Path, listening) -> None:  # type: ignore[no-untyped-def]
    name, asked = listening
    # The launch opens such a battle itself (False: nobody took it), without sending a byte.
    assert not hand_over([tmp_path / ("x" * 200) / ("y" * MAX_MESSAGE)], name)
    qtbot.wait(50)
    assert asked == []


def test_a_file_open_event_opens_the_battle(qtbot, window: MainWindow, demo_path: Path, tmp_path: Path) -> None:
    # What macOS sends the app for a double-click on a battle, or a drop on its Dock icon.
    from PySide6.QtGui import QFileOpenEvent
    from PySide6.QtWidgets import QApplication

    from morefire_gui.gui.app import FileOpenEvents

    battle = tmp_path / "from the finder.mfb.yaml"
    shutil.copy(demo_path, battle)
    app = QApplication.instance()
    opener = FileOpenEvents(OpenWindows(window), app)
    app.installEventFilter(opener)
    try:
        QApplication.sendEvent(app, QFileOpenEvent(str(battle)))
        opened = [w for w in open_windows() if w.session.path is not None and w.session.path.resolve() == battle]
        assert len(opened) == 1
    finally:
        app.removeEventFilter(opener)
        for w in open_windows():
            if w is not window:
                close_quietly(w)
