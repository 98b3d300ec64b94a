"""A display that cannot be reached is said in a line, before Qt starts (Qt would abort the process, exit 134, "could
not connect to display"): by ``morefire``, ``morefire gui``, ``morefire BATTLE.yaml`` and the stand-alone
``morefire-gui`` alike, with what to do, exit 2. ``morefire render`` needs no display and draws all the same."""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from morefire_gui.gui import display
from morefire_gui.gui.display import display_problem

WHAT_TO_DO = "start it on a desktop, or set DISPLAY to a display that is running"


def _free_display(first: int = 80) -> int:
    """A display number no X server on this machine has: from 80 for one that is not there, from 60 and 70 for those
    the tests run (not one another test, running meanwhile, starts or asks for)."""
    for n in range(first, first + 10):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            return n
    pytest.skip("no free display number")


def _env(**given: str) -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_SESSION_TYPE", "WAYLAND_SOCKET")
    }
    return {**env, **given}


def _run(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, *args], capture_output=True, text=True, env=env, timeout=120)


@pytest.mark.parametrize(
    ("program", "args"),
    [
        ("morefire", ["-m", "morefire_gui.cli", "gui", "{demo}"]),
        ("morefire", ["-m", "morefire_gui.cli", "{demo}"]),
        ("morefire", ["-m", "morefire_gui.cli"]),
        ("morefire-gui", ["-m", "morefire_gui", "{demo}"]),
    ],
)
def test_a_display_that_does_not_answer_is_said_in_a_line(
    demo_path: Path, tmp_path: Path, program: str, args: list[str]
) -> None:
    n = _free_display()
    env = _env(DISPLAY=f":{n}", MOREFIRE_INSTANCE=f"display-{n}", XDG_CONFIG_HOME=str(tmp_path))
    done = _run([a.format(demo=demo_path) for a in args], env)
    assert done.returncode == 2, done.stderr
    assert done.stderr.count("\n") == 1 and "qt.qpa" not in done.stderr
    assert done.stderr.startswith(
        f"{program}: display: the window cannot open: DISPLAY=:{n}: no X display answers there "
        f"(/tmp/.X11-unix/X{n}: no such socket, or no server at it); {WHAT_TO_DO}"
    )
    assert "morefire render draws the board to a file" in done.stderr


def test_morefire_gui_with_no_display_at_all_is_said_as_morefire_says_it(demo_path: Path, tmp_path: Path) -> None:
    done = _run(["-m", "morefire_gui", str(demo_path)], _env(QT_QPA_PLATFORM="", XDG_CONFIG_HOME=str(tmp_path)))
    assert done.returncode == 2, done.stderr
    assert done.stderr.startswith(
        "morefire-gui: display: the window cannot open: there is no display (neither DISPLAY nor WAYLAND_DISPLAY is "
        "set, as in an ssh login or on a server); "
    )
    assert done.stderr.count("\n") == 1 and "qt.qpa" not in done.stderr


def test_render_draws_without_the_display_that_does_not_answer(demo_path: Path, tmp_path: Path) -> None:
    n = _free_display()
    out = tmp_path / "board.png"
    done = _run(
        ["-m", "morefire_gui.cli", "render", str(demo_path), "-o", str(out), "--width", "300"], _env(DISPLAY=f":{n}")
    )
    assert done.returncode == 0, done.stderr
    assert out.read_bytes().startswith(b"\x89PNG")


# -- what is asked, platform by platform ---------------------------------------------------------------------


def test_a_platform_not_asked_here_is_taken_at_its_word() -> None:
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    assert display_problem({"QT_QPA_PLATFORM": "xcb;offscreen"}, "linux") is None  # Qt falls back to it
    assert display_problem({}, "darwin") is None and display_problem({}, "win32") is None


def test_a_display_name_that_is_none_is_said_so() -> None:
    said = display_problem({"DISPLAY": "desktop"}, "linux")
    assert said is not None and said.startswith(
        "display: the window cannot open: DISPLAY=desktop is not the name of an X display (:0, or HOST:0); "
    )


def test_the_platform_asked_for_is_named() -> None:
    said = display_problem({"QT_QPA_PLATFORM": "xcb"}, "linux")
    assert said is not None and said.startswith(
        "display: the window cannot open: QT_QPA_PLATFORM=xcb asks for an X display: DISPLAY is not set; "
    )


@pytest.fixture
def listening(tmp_path: Path) -> Iterator[Path]:
    """A socket that accepts connections and closes them at once: something answers, but no display server."""
    path = tmp_path / "sock"
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(path))
    server.listen(8)
    stop = threading.Event()

    def serve() -> None:
        server.settimeout(0.1)
        while not stop.is_set():
            try:
                conn, _ = server.accept()
            except OSError:
                continue
            conn.close()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    yield path
    stop.set()
    thread.join()
    server.close()


def test_a_wayland_compositor_is_found_by_its_socket(listening: Path, tmp_path: Path) -> None:
    env = {"QT_QPA_PLATFORM": "wayland", "XDG_RUNTIME_DIR": str(tmp_path)}
    assert display_problem({**env, "WAYLAND_DISPLAY": listening.name}, "linux") is None
    said = display_problem({**env, "WAYLAND_DISPLAY": "wayland-7"}, "linux")
    assert said is not None and f"WAYLAND_DISPLAY=wayland-7: no Wayland compositor answers there ({tmp_path}" in said
    # A Wayland session falls back to X, as Qt does: neither answers, both are said.
    said = display_problem({"WAYLAND_DISPLAY": "wayland-7", "XDG_RUNTIME_DIR": str(tmp_path)}, "linux")
    assert said is not None and "no Wayland compositor answers there" in said and "DISPLAY is not set" in said


def test_an_x_socket_that_answers_but_lets_no_one_in_is_said_as_refused(
    listening: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """libxcb is refused (its set-up gets no answer from the server) where the socket answers: a server that does
    not let this user in, said so; with no libxcb to ask, the socket answering is taken as the display."""
    monkeypatch.setattr(display, "X_SOCKETS", listening.parent)
    listening.rename(listening.parent / "X5")
    if display._xcb_connects(":5") is None:
        pytest.skip("no libxcb here")
    said = display_problem({"DISPLAY": ":5"}, "linux")
    assert said is not None and "DISPLAY=:5: the X display there refused the connection" in said
    monkeypatch.setattr(display, "_xcb_connects", lambda name, hold=False: None)
    assert display_problem({"DISPLAY": ":5"}, "linux") is None
    assert "no X display answers there" in (display_problem({"DISPLAY": ":6"}, "linux") or "")


@contextlib.contextmanager
def _x_server(first: int, *options: str) -> Iterator[int]:
    """An X server (Xvfb) on a free display from ``first``, once its socket is there: its number."""
    n = _free_display(first)
    server = subprocess.Popen(
        ["Xvfb", f":{n}", *options, "-screen", "0", "640x480x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{n}").exists():
                break
            time.sleep(0.05)
        yield n
    finally:
        display.release_display()
        server.terminate()
        server.wait(timeout=10)


@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="no Xvfb to run a display")
def test_a_running_x_display_is_found() -> None:
    with _x_server(60, "-noreset") as n:
        for _ in range(100):  # the socket is there before the server takes connections
            if display_problem({"DISPLAY": f":{n}"}, "linux") is None:
                break
            time.sleep(0.1)
        assert display_problem({"DISPLAY": f":{n}"}, "linux") is None
        assert display_problem({"QT_QPA_PLATFORM": "wayland;xcb", "DISPLAY": f":{n}"}, "linux") is None


@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="no Xvfb to run a display")
def test_the_display_asked_is_held_until_qt_has_connected() -> None:
    """An X server whose last client leaves resets, refusing connections while it does: the connection made to ask
    is held until Qt has its own (released by the caller), and a server found resetting is asked again."""
    with _x_server(70) as n:
        time.sleep(0.5)
        env = {"DISPLAY": f":{n}"}
        assert [display_problem(env, "linux") for _ in range(10)] == [None] * 10  # each asked anew, through resets
        assert display_problem(env, "linux", hold=True) is None and len(display._HELD) == 1
        assert display._xcb_connects(f":{n}") is True  # no reset between: the held connection keeps the server up
        display.release_display()
        assert display._HELD == []


# -- morefire-gui's command line: Qt's own options are handed to Qt -------------------------------------------------


def test_qt_options_are_handed_to_qt_not_taken_for_the_battle(capsys: pytest.CaptureFixture[str]) -> None:
    from morefire_gui.gui.app import parse_arguments, qt_environment

    args = parse_arguments(["-platform", "offscreen", "battle.yaml", "-style=fusion", "-reverse"])
    assert args.battle == Path("battle.yaml") and args.qt == ["-platform", "offscreen", "-style=fusion", "-reverse"]
    assert qt_environment(["-platform", "xcb", "-display", ":7"])["QT_QPA_PLATFORM"] == "xcb"
    assert qt_environment(["-display=:7"])["DISPLAY"] == ":7"
    for argv, said in (
        (["-stlye", "fusion"], "morefire-gui: -stlye: no such option, nor one of Qt's (did you mean -style?)\n"),
        (
            ["a.yaml", "b.yaml"],
            "morefire-gui: b.yaml: one battle is opened at a time (a.yaml is the one named first)\n",
        ),
    ):
        with pytest.raises(SystemExit) as ended:
            parse_arguments(argv)
        assert ended.value.code == 2 and capsys.readouterr().err.endswith(said)


def test_morefire_gui_opens_on_the_platform_its_option_names(demo_path: Path, tmp_path: Path) -> None:
    """``-platform offscreen`` with no display: Qt is given it, so the window opens (on no screen), and the display
    is not asked for."""
    env = _env(MOREFIRE_INSTANCE=f"platform-{os.getpid()}", XDG_CONFIG_HOME=str(tmp_path))
    done = _run(["-m", "morefire_gui", "-platform", "offscreen", str(demo_path), "--exit-after-show"], env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("window shown: ")
    n = _free_display()
    done = _run(["-m", "morefire_gui", "-display", f":{n}", "-platform", "xcb", str(demo_path)], env)
    assert done.returncode == 2 and f"-display :{n}: no X display answers there" in done.stderr


def test_a_display_given_as_qt_s_option_is_named_by_it(demo_path: Path, tmp_path: Path) -> None:
    """``-platform`` and ``-display`` stand for ``QT_QPA_PLATFORM`` and ``DISPLAY``: a display they name that cannot
    be reached is said by them, as the player gave them, and what to do speaks of the option too."""
    n = _free_display()
    env = _env(MOREFIRE_INSTANCE=f"option-{os.getpid()}", XDG_CONFIG_HOME=str(tmp_path))
    done = _run(["-m", "morefire_gui", "-platform=xcb", "-display", f"unix:{n}", str(demo_path)], env)
    assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr
    assert done.stderr.startswith(
        f"morefire-gui: display: the window cannot open: -platform xcb asks for an X display: -display unix:{n}: no X "
        f"display answers there (/tmp/.X11-unix/X{n}: no such socket, or no server at it); start it on a desktop, or "
        "give -display a display that is running"
    )
    assert "DISPLAY=" not in done.stderr and "QT_QPA_PLATFORM" not in done.stderr
    done = _run(["-m", "morefire_gui", "-display=desktop", str(demo_path)], {**env, "QT_QPA_PLATFORM": "xcb"})
    assert "QT_QPA_PLATFORM=xcb asks for an X display: -display desktop is not the name of an X display" in done.stderr
    # The same said of the settings themselves, where no option gave them.
    said = display_problem({"QT_QPA_PLATFORM": "xcb", "DISPLAY": "desktop"}, "linux")
    assert said is not None and "QT_QPA_PLATFORM=xcb asks for an X display: DISPLAY=desktop is not" in said
    assert "or set DISPLAY to a display that is running" in said


# -- a display that never answers is given a few seconds ------------------------------------------------------------


@pytest.fixture
def silent_display() -> Iterator[tuple[str, int]]:
    """A TCP display on this machine that takes the connection (the system's, from its queue) and never says a word,
    as a server that hangs: its name (``127.0.0.1:N``, TCP port 6000 + N) and its port."""
    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    server.bind(("127.0.0.1", 0))
    server.listen(8)
    port = server.getsockname()[1]
    yield f"127.0.0.1:{port - display.X_TCP_PORT}", port
    server.close()


def _fill(port: int) -> list[socket.socket]:
    """Connections that fill a listening socket's queue: the next one is not taken at all (its SYN is dropped), as a
    firewall that drops what is sent to a display does."""
    waiting = []
    for _ in range(12):
        client = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        client.setblocking(False)
        with contextlib.suppress(BlockingIOError):
            client.connect(("127.0.0.1", port))
        waiting.append(client)
    time.sleep(0.2)
    return waiting


def test_a_display_that_never_answers_is_given_a_few_seconds(
    silent_display: tuple[str, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A display that takes the connection and never answers libxcb's set-up, or never takes it, is not waited for
    beyond CONNECT_SECONDS (libxcb has no timeout of its own; the system's is minutes): said in a line."""
    name, port = silent_display
    monkeypatch.setattr(display, "CONNECT_SECONDS", 0.5)
    if display._xcb_connects(name) is None:
        pytest.skip("no libxcb here")
    started = time.monotonic()
    said = display_problem({"DISPLAY": name}, "linux")
    assert time.monotonic() - started < 3
    assert said is not None and said.startswith(
        f"display: the window cannot open: DISPLAY={name}: no X display answered there within 0.5 seconds "
        f"(127.0.0.1 port {port}); {WHAT_TO_DO}"
    )
    waiting = _fill(port)  # now the connection itself is never taken
    started = time.monotonic()
    said = display_problem({"DISPLAY": name}, "linux")
    assert time.monotonic() - started < 3 and "no X display answered there within 0.5 seconds" in (said or "")
    # Without libxcb its socket is asked, as long.
    monkeypatch.setattr(display, "_xcb_connects", lambda name, hold=False: None)
    started = time.monotonic()
    said = display_problem({"DISPLAY": name}, "linux")
    assert time.monotonic() - started < 3
    assert f"DISPLAY={name}: no X display answers there (127.0.0.1 port {port}: no answer)" in (said or "")
    for client in waiting:
        client.close()


def test_morefire_gui_says_a_display_that_never_answers_in_a_line(
    silent_display: tuple[str, int], demo_path: Path, tmp_path: Path
) -> None:
    """The app exits 2 with the one line, as for every other display it cannot reach (the bound made small here)."""
    name, port = silent_display
    if display._xcb_connects("127.0.0.1:1") is None:
        pytest.skip("no libxcb here: the socket taking the connection is taken for the display")
    start = (
        "import sys; from morefire_gui.gui import display; display.CONNECT_SECONDS = 0.5; "
        "from morefire_gui.gui.app import main; sys.argv = ['morefire-gui', *sys.argv[1:]]; sys.exit(main())"
    )
    env = _env(MOREFIRE_INSTANCE=f"silent-{os.getpid()}", XDG_CONFIG_HOME=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "-c", start, "-display", name, str(demo_path)],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr
    assert done.stderr.startswith(f"morefire-gui: display: the window cannot open: -display {name}: no X display ans")
    assert f"(127.0.0.1 port {port}" in done.stderr
