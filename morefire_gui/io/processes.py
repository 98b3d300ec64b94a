"""Whether the process that left a temporary file behind (a save killed before its rename, io/atomic_write.py) is
still running: its temporary file is its save in progress, and is left alone. A process id may be given to a new
process after a crash, so a temporary file is taken to be abandoned after a day whoever has its id
(``_STALE_AFTER_S`` there). The autosaves' locks are Qt's QLockFile (gui/autosave_lock.py), which knows more.

psutil asks each system in its own way (Windows has no signal 0: ``os.kill(pid, 0)`` would end the process there).
"""

from __future__ import annotations

__all__ = ["running"]


def running(pid: int) -> bool:
    """Whether a process with this id is running (another user's counts; so does a number too large to ask about)."""
    if pid <= 0:
        return False
    import psutil  # asked only when a save finds a temporary file left behind: a command that reads loads none of it

    try:
        return bool(psutil.pid_exists(pid))
    except (OverflowError, ValueError):
        return True
