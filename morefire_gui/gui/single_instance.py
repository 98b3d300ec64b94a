"""One running app per player: the first launch listens on a local socket (QLocalServer: a named pipe on Windows,
a socket file elsewhere), and a later launch, from a double-click on a battle file or the command line, hands its
file to it and leaves; the running app opens the file in a window of its own.

The message is one line of JSON, ``{"open": ["/abs/path.mfb.yaml"]}`` (an empty list: just show the app), of at
most :data:`MAX_MESSAGE` bytes, and the answer one line, ``ok``. Anything may connect to the socket, so the running
app reads no more than that of a message: a longer one is refused, logged, and the connection closed."""

from __future__ import annotations

import getpass
import hashlib
import json
import logging
import os
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

__all__ = ["InstanceServer", "hand_over", "server_name"]

TIMEOUT_MS = 1500  # to reach a running app
ANSWER_MS = 15_000  # for its answer: a busy app (a dialog's loop, a long roll) answers late, but answers
# The longest message read (bytes): a launch names one battle, and a path of the longest a system allows (4,096 bytes
# on Linux) fits twice over.
MAX_MESSAGE = 8 * 1024

LOG = logging.getLogger("morefire").getChild("instance")


def server_name() -> str:
    """The socket's name, one per user (another user's app is not this one's): $MOREFIRE_INSTANCE overrides."""
    override = os.environ.get("MOREFIRE_INSTANCE")
    if override:
        return override
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no name for the user id (a container): the home folder tells users apart
        user = str(Path.home())
    return "morefire-" + hashlib.sha1(user.encode("utf-8")).hexdigest()[:12]


def hand_over(paths: list[Path], name: str | None = None) -> bool:
    """Give ``paths`` to a running app. True when one took them (this launch then leaves), False when none runs."""
    message = (json.dumps({"open": [str(Path(p).resolve()) for p in paths]}, ensure_ascii=False) + "\n").encode()
    if len(message) > MAX_MESSAGE:  # the running app would refuse it: this launch opens the battle itself
        return False
    socket = QLocalSocket()
    socket.connectToServer(name or server_name())
    if not socket.waitForConnected(TIMEOUT_MS):
        return False
    socket.write(message)
    socket.waitForBytesWritten(TIMEOUT_MS)  # False when flushed already: nothing to wait for
    answer = b""
    while b"\n" not in answer and socket.waitForReadyRead(ANSWER_MS):
        answer += bytes(socket.readAll().data())
    socket.disconnectFromServer()
    return answer.strip() == b"ok"


class InstanceServer(QObject):
    """Listens for later launches; ``open_requested`` gives each file handed over (None: show the app)."""

    open_requested = Signal(object)

    def __init__(self, name: str | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name or server_name()
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._on_connection)
        self._received: dict[QLocalSocket, bytes] = {}  # what each connection has sent so far

    def listen(self) -> bool:
        """Start listening. False if another app listens already; a socket left by an app that crashed is removed.
        Asked first: with the user-only access option, Qt's listen() would replace a live app's socket."""
        if hand_over_alive(self.name):
            return False
        QLocalServer.removeServer(self.name)  # stale, if it is there: nobody answers on it
        return self.server.listen(self.name)

    def close(self) -> None:
        self.server.close()

    def _on_connection(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            self._received[socket] = b""
            # Slots of this object, not lambdas holding it: a socket's connections then keep no reference to the
            # server, whose release as the socket is deleted would delete the socket a second time.
            socket.readyRead.connect(self._on_ready)
            socket.disconnected.connect(self._on_gone)
            socket.disconnected.connect(socket.deleteLater)

    def _on_gone(self) -> None:
        socket = self.sender()
        if isinstance(socket, QLocalSocket):
            self._received.pop(socket, None)

    def _on_ready(self) -> None:
        socket = self.sender()
        if not isinstance(socket, QLocalSocket) or socket not in self._received:
            return
        had = self._received[socket]
        # One byte past the bound at most: enough to tell a message that is too long.
        self._received[socket] = received = had + bytes(socket.read(MAX_MESSAGE + 1 - len(had)).data())
        if b"\n" not in received:
            if len(received) > MAX_MESSAGE:
                del self._received[socket]
                LOG.warning(
                    "refused a message of more than %d bytes on %s: not a launch of the app", MAX_MESSAGE, self.name
                )
                socket.write(b"too long\n")
                socket.flush()
                socket.disconnectFromServer()
            return
        self._received[socket] = b""  # a next message starts afresh; the rest of this read is dropped
        line = received.split(b"\n", 1)[0]
        try:
            paths = json.loads(line.decode("utf-8")).get("open", [])
            files = [Path(str(p)) for p in paths] if isinstance(paths, list) else []
        except (UnicodeDecodeError, ValueError, AttributeError):
            socket.write(b"bad request\n")
            return
        socket.write(b"ok\n")
        socket.flush()
        for path in files if files else [None]:
            self.open_requested.emit(path)


def hand_over_alive(name: str) -> bool:
    """Whether an app answers on ``name`` (a connection succeeds)."""
    socket = QLocalSocket()
    socket.connectToServer(name)
    alive = socket.waitForConnected(TIMEOUT_MS // 3)
    socket.abort()
    return alive
