"""Whether a process that left a file behind (a lock, a temporary file) is still running.

A process id alone can mislead after a crash: the system may give the same id to a new process (in a container the
app may even start with the same id every time). So a process is also known by when it started, where the system
says (Linux's /proc); a lock names both, and a process with that id but another start is not the one that left it.
"""

from __future__ import annotations

import os
from pathlib import Path


def running(pid: int) -> bool:
    """Whether a process with this id is running (another user's counts; so does a number too large to ask about)."""
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True


def started(pid: int) -> str | None:
    """When the process started, as the system counts it (clock ticks since boot), or None where it does not say."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
    except OSError:
        return None
    # The name (field 2) is in parentheses and may hold spaces; the start time is field 22.
    fields = stat[stat.rfind(")") + 2:].split()
    return fields[19] if len(fields) > 19 else None


def same_process(pid: int, start: str | None) -> bool:
    """Whether the process ``pid`` that started at ``start`` (None: not known) is still running."""
    if not running(pid):
        return False
    if start is None:
        return True
    now = started(pid)
    return now is None or now == start
