"""Whether the window can open here, asked before Qt is started: on Linux and the other X11 systems Qt aborts the
whole process (exit 134, "could not connect to display") when none of the platforms it tries can reach its display,
and no Python code runs after that to say why. Imports no Qt.

Qt (6.x, as installed with the app) tries the platforms ``QT_QPA_PLATFORM`` names, in order (``wayland;xcb``), or by
default Wayland when the session is a Wayland one (``WAYLAND_DISPLAY`` or ``XDG_SESSION_TYPE=wayland``) and then X
(``xcb``). Each is asked here as Qt's plugin will ask it:

- **X** (``xcb``): the display ``DISPLAY`` names is connected to with libxcb, the library Qt's plugin connects with
  (``xcb_connect``: the same name, the same reading of it, the same ``XAUTHORITY`` key), and the connection closed at
  once. Where libxcb cannot be loaded, its socket is tried instead: ``:N`` (or ``unix:N``) is the local socket
  ``/tmp/.X11-unix/XN`` (on Linux first the abstract socket of that name), ``HOST:N`` is TCP port 6000 + N on HOST,
  and a name that is a path (XQuartz's) is that socket. A socket that answers while libxcb is refused is a server
  that does not let this user in (the key it asks for is missing).
- **Wayland**: the compositor's socket, ``WAYLAND_DISPLAY`` (``wayland-0`` when unset) in ``XDG_RUNTIME_DIR``, or
  the path it names; a socket handed over in ``WAYLAND_SOCKET`` is taken as open.
- Any other platform (``offscreen``, ``vnc``, ``eglfs``, ...) is taken at its word: Qt says itself what it lacks.

A display that takes no connection, or takes one and never answers (a TCP display behind a firewall that drops what
is sent to it, a server that hangs), is given :data:`CONNECT_SECONDS` to answer, not the system's connect timeout
(minutes), and is said so. A platform or display given as Qt's own option (``morefire-gui -platform xcb -display
:1``) is named by it, as the player gave it, not by the environment variable it stands for.

macOS and Windows always have their own display. (docs/cli.md, "gui"; docs/desktop.md.)
"""

from __future__ import annotations

import ctypes
import os
import re
import socket
import sys
import threading
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from types import MappingProxyType
from typing import TypeVar

X_SOCKETS = Path("/tmp/.X11-unix")
X_TCP_PORT = 6000
CONNECT_SECONDS = 5.0  # how long a display is given to answer: a connection, and libxcb's set-up after it
RESET_TRIES, RESET_PAUSE = 5, 0.1
# libxcb's xcb_connection_has_error(): the display name could not be read (XCB_CONN_CLOSED_PARSE_ERR).
_XCB_PARSE_ERROR = 5
_X_NAME = re.compile(r"(?:(?P<protocol>[A-Za-z]+)/)?(?P<host>[^:]*):(?P<number>\d+)(?:\.\d+)?")

WHAT_TO_DO = (
    "start it on a desktop, or {set_display} a display that is running (echo $DISPLAY in a terminal on the desktop "
    "says which); every morefire command except gui works without one (morefire --help lists them; morefire render draws "
    "the board to a file)"
)

# Where a setting was given: the environment variable (``DISPLAY``), or Qt's option that stands for it (``-display``).
Given = Mapping[str, str]
_NONE_GIVEN: Given = MappingProxyType({})


def given_as(key: str, value: str, options: Given) -> str:
    """A setting as the player gave it: ``-display :1`` where Qt's option gave it (``options``: the variable to the
    option), else ``DISPLAY=:1``."""
    return f"{options[key]} {value}" if key in options else f"{key}={value}"


def display_problem(
    environ: Mapping[str, str] | None = None,
    platform: str | None = None,
    hold: bool = False,
    options: Given = _NONE_GIVEN,
) -> str | None:
    """Why the window cannot open here, as one message (``display: the window cannot open: DISPLAY=:99: no X display
    answers there (...); start it on a desktop, ...``); None where it can (or where Qt's platform is not one asked
    here). ``hold``: an X connection made to ask is kept open until :func:`release_display` (call it once Qt has
    connected): an X server whose last client leaves resets, and refuses connections while it does, Qt's among them
    (Xvfb, a display with no window manager). ``options``: the settings of ``environ`` that Qt's own options gave
    (``{"DISPLAY": "-display"}``), named by them."""
    environ = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    if platform in ("darwin", "win32", "cygwin"):
        return None
    chosen = environ.get("QT_QPA_PLATFORM", "").strip()
    names = [n.split(":", 1)[0].strip().lower() for n in chosen.split(";") if n.strip()] if chosen else []
    if not names:
        wayland_session = bool(environ.get("WAYLAND_DISPLAY")) or environ.get("XDG_SESSION_TYPE") == "wayland"
        names = ["wayland", "xcb"] if wayland_session else ["xcb"]
    problems: list[str] = []
    for name in names:
        if name == "xcb":
            problem = x_display_problem(environ.get("DISPLAY"), hold, options)
        elif name.startswith("wayland"):
            problem = wayland_problem(environ)
        else:
            return None  # a platform not asked here: Qt's to say
        if problem is None:
            return None
        problems.append(problem)
    if not chosen and not environ.get("DISPLAY") and not environ.get("WAYLAND_DISPLAY"):
        said = "there is no display (neither DISPLAY nor WAYLAND_DISPLAY is set, as in an ssh login or on a server)"
    else:
        said = "; ".join(problems)
        if chosen:
            asked = given_as("QT_QPA_PLATFORM", chosen, options)
            said = f"{asked} asks for {' or '.join(_platform_words(n) for n in names)}: {said}"
    set_display = "give -display" if "DISPLAY" in options else "set DISPLAY to"
    return f"display: the window cannot open: {said}; {WHAT_TO_DO.format(set_display=set_display)}"


def _platform_words(name: str) -> str:
    return "an X display" if name == "xcb" else "a Wayland compositor"


def x_display_problem(name: str | None, hold: bool = False, options: Given = _NONE_GIVEN) -> str | None:
    """Why the X display ``name`` (``DISPLAY``'s value) cannot be connected to; None when it can (``hold``,
    ``options``: see :func:`display_problem`)."""
    if not name:
        return "DISPLAY is not set"
    display = given_as("DISPLAY", name, options)
    answered = _xcb_connects(name, hold)
    if answered is True:
        return None
    where = _x_socket(name)
    if where is None or answered == _XCB_PARSE_ERROR:
        return f"{display} is not the name of an X display (:0, or HOST:0)"
    if answered is TIMED_OUT:  # a connection taken and never answered, or never taken: asking again waits as long
        return f"{display}: no X display answered there within {CONNECT_SECONDS:g} seconds ({_place(where)})"
    if _answers(where):
        if answered is None:  # no libxcb to ask: the socket answers, as far as can be told here
            return None
        for _ in range(RESET_TRIES):  # a server resetting as its last client left takes connections again at once
            time.sleep(RESET_PAUSE)
            if _xcb_connects(name, hold) is True:
                return None
        return (
            f"{display}: the X display there refused the connection (it lets in only whoever holds its key: "
            "run the app as the desktop's own user, or set XAUTHORITY to the key's file)"
        )
    return f"{display}: no X display answers there ({_said(where)})"


_HELD: list[tuple[ctypes.CDLL, int]] = []  # the X connections kept open until Qt has its own


def release_display() -> None:
    """Close the X connections :func:`display_problem` kept open (``hold``)."""
    while _HELD:
        xcb, connection = _HELD.pop()
        xcb.xcb_disconnect(connection)


class _TimedOut:
    """No answer within :data:`CONNECT_SECONDS`."""


TIMED_OUT = _TimedOut()
_T = TypeVar("_T")


def _within(seconds: float, ask: Callable[[], _T], give_up: Callable[[_T], None]) -> _T | _TimedOut:
    """What ``ask`` returns, asked on a thread of its own, or :data:`TIMED_OUT` when it has not returned within
    ``seconds`` (libxcb's connect has no timeout of its own). An answer come too late is handed to ``give_up``."""
    result: list[_T] = []
    answered, late, lock = threading.Event(), threading.Event(), threading.Lock()

    def run() -> None:
        answer = ask()
        with lock:
            if late.is_set():
                give_up(answer)
                return
            result.append(answer)
        answered.set()

    threading.Thread(target=run, name="display check", daemon=True).start()
    answered.wait(seconds)
    with lock:
        if result:
            return result[0]
        late.set()
    return TIMED_OUT


def _xcb_connects(name: str, hold: bool = False) -> bool | int | _TimedOut | None:
    """True when libxcb connects to the display ``name`` within :data:`CONNECT_SECONDS` (the connection kept with
    ``hold``); else its error code, or :data:`TIMED_OUT`; None when there is no libxcb."""
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return None
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.restype = ctypes.c_int
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.restype = None
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]

    def connect() -> int:
        return int(xcb.xcb_connect(name.encode(), None))

    connection = _within(CONNECT_SECONDS, connect, xcb.xcb_disconnect)  # one come too late is closed at once
    if isinstance(connection, _TimedOut):
        return connection
    error = int(xcb.xcb_connection_has_error(connection))
    if error == 0 and hold:
        _HELD.append((xcb, connection))
    else:
        xcb.xcb_disconnect(connection)  # a connection in error is freed the same way (libxcb's own rule)
    return True if error == 0 else error


# A socket to try: ("unix", path), a path starting with NUL being Linux's abstract socket, or (host, TCP port).
Socket = tuple[str, str | int]


def _x_socket(name: str) -> list[Socket] | None:
    """The sockets libxcb tries for the display ``name``, in order; None for a name it cannot read."""
    if name.startswith("/"):  # a socket's path (XQuartz: /private/tmp/com.apple.launchd.../org.xquartz:0)
        path = name if os.path.exists(name) else name.rsplit(":", 1)[0]
        return [("unix", path)]
    m = _X_NAME.fullmatch(name)
    if m is None:
        return None
    host, number, protocol = m.group("host"), int(m.group("number")), (m.group("protocol") or "").lower()
    if protocol == "unix" or (not protocol and host in ("", "unix")):
        path = str(X_SOCKETS / f"X{number}")
        return [("unix", "\0" + path), ("unix", path)] if sys.platform.startswith("linux") else [("unix", path)]
    return [(host, X_TCP_PORT + number)]


def _answers(where: list[Socket]) -> bool:
    """Whether any of the sockets ``where`` accepts a connection (closed at once)."""
    for place in where:
        try:
            kind, at = place
            if kind == "unix":
                with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
                    s.settimeout(CONNECT_SECONDS)
                    s.connect(str(at))
            else:
                with socket.create_connection((kind, int(at)), timeout=CONNECT_SECONDS):
                    pass
        except OSError:
            continue
        return True
    return False


def _place(where: list[Socket]) -> str:
    """The last socket tried, as a player may look for it: the file, or HOST port N."""
    kind, at = where[-1]
    return str(at) if kind == "unix" else f"{kind} port {at}"


def _said(where: list[Socket]) -> str:
    """The last socket tried, and that it did not answer."""
    return f"{_place(where)}: " + ("no such socket, or no server at it" if where[-1][0] == "unix" else "no answer")


def wayland_problem(environ: Mapping[str, str]) -> str | None:
    """Why no Wayland compositor can be connected to; None when its socket answers (or one is handed over)."""
    if environ.get("WAYLAND_SOCKET"):
        return None
    name = environ.get("WAYLAND_DISPLAY") or "wayland-0"
    if name.startswith("/"):
        path = name
    elif runtime := environ.get("XDG_RUNTIME_DIR"):
        path = str(Path(runtime) / name)
    else:
        return f"WAYLAND_DISPLAY={name}: XDG_RUNTIME_DIR, the folder of its socket, is not set"
    if _answers([("unix", path)]):
        return None
    return f"WAYLAND_DISPLAY={name}: no Wayland compositor answers there ({path}: no such socket, or no server at it)"
