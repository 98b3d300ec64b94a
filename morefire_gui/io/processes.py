"""Whether the process that left a temporary file behind (a save killed before its rename, io/atomic_write.py) is
still running: its temporary file is its save in progress, and is left alone. A process id may be given to a new
process after a crash, so a temporary file is taken to be abandoned after a day whoever has its id
(``_STALE_AFTER_S`` there). The autosaves' locks are Qt's QLockFile (gui/autosave_lock.py), which knows more.
"""

from __future__ import annotations

import os
import sys

STILL_ACTIVE = 259  # GetExitCodeProcess's code for a process that has not ended
QUERY_LIMITED_INFORMATION = 0x1000


def _running_on_windows(pid: int) -> bool:
    """Windows has no signal 0: os.kill(pid, 0) would end the process. Ask the system about it instead."""
    import ctypes

    kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined]  # ctypes.WinDLL: Windows only
    handle = kernel32.OpenProcess(QUERY_LIMITED_INFORMATION, False, pid)
    if not handle:
        # Access denied (5): it runs, as another user. ctypes.get_last_error exists on Windows alone.
        return bool(ctypes.get_last_error() == 5)  # type: ignore[attr-defined]
    try:
        code = ctypes.c_ulong()
        return bool(kernel32.GetExitCodeProcess(handle, ctypes.byref(code))) and code.value == STILL_ACTIVE
    finally:
        kernel32.CloseHandle(handle)


def running(pid: int) -> bool:
    """Whether a process with this id is running (another user's counts; so does a number too large to ask about)."""
    if pid <= 0:
        return False
    if sys.platform == "win32":
        return _running_on_windows(pid)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True
