"""The autosaves' locks (session/autosave.py): Qt's QLockFile. Its file names the process that holds it (its id,
its program, the machine, when the machine started), and Qt knows a lock whose process is gone, whose id another
program now has, or which was left before the machine restarted, from one a running copy of the app holds: a crash
from a second copy, on Windows and macOS as on Linux, with no process check of our own.

A window holds its lock for as long as it shows its battle, so a lock is never stale by its age (Qt's default takes
one of 30 s as stale). Three kinds of lock Qt would call held are not: one it cannot read (not a QLockFile's), one
from another machine (a data folder shared over a network: that copy cannot be asked, and its lock is a crash
there), and one naming this very process that no window of it holds (left by an earlier process that had this
process's id, as a container's app may have the same id every time). What is not a small regular file is no lock
of the app's either, and is not read."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from PySide6.QtCore import QLockFile, QSysInfo

from morefire_gui.io.processes import running

__all__ = ["QtProcessLocks", "process_locks"]

LOCK_BYTES = 4096  # a QLockFile's lines: an id, a program, a machine, its id and its start


def _lock_file(path: Path) -> QLockFile:
    lock = QLockFile(str(path))
    lock.setStaleLockTime(0)  # held as long as its process runs, however long that is
    return lock


class QtProcessLocks:
    """The locks this process holds, one QLockFile each, and what another process's lock says."""

    def __init__(self) -> None:
        self._mine: dict[Path, QLockFile] = {}

    def take(self, path: Path) -> bool:
        lock = _lock_file(path)
        if not lock.tryLock(0):
            return False
        self._mine[Path(path)] = lock
        return True

    def free(self, path: Path) -> None:
        lock = self._mine.pop(Path(path), None)
        if lock is not None:
            lock.unlock()

    def held(self, path: Path) -> bool:
        path = Path(path)
        if path in self._mine:
            return True
        try:
            info = os.stat(path)
        except OSError:
            return False  # no lock (or a link to nothing)
        if not stat.S_ISREG(info.st_mode) or info.st_size > LOCK_BYTES:
            return False  # not a lock a copy of the app wrote (Qt would read a link to /dev/zero for ever)
        probe = _lock_file(path)
        pid, host, _program = probe.getLockInfo()
        if pid <= 0 or host != QSysInfo.machineHostName() or pid == os.getpid():
            return False
        if probe.tryLock(0):  # stale: Qt removed it and took it; let it go again
            probe.unlock()
            return False
        if probe.error() != QLockFile.LockError.LockFailedError:
            return False
        # Held, or stale in a folder Qt cannot write (a full disk, a folder gone read-only), where it cannot remove a
        # stale lock and says it is held: whether its process runs tells them apart, so that a crash's autosave is
        # offered on a disk that can no longer be written, where crashes come.
        return running(pid)


_LOCKS = QtProcessLocks()


def process_locks() -> QtProcessLocks:
    """This process's locks: every window's, so that one window knows the locks its neighbours hold."""
    return _LOCKS
