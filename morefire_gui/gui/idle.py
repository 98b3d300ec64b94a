"""Work the window does while it is idle, a slice at each turn of its event loop, so that a long game opened never
holds the window still: the replay of its record for undo (gui/window/opened_record.py) and its history made into
the file's text ahead of the first autosave (gui/features/safety.py).

    run_while_idle(widget, steps, wanted=lambda: session is window.session)   # steps: an iterator, one piece each
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

from PySide6.QtCore import QObject, QTimer

IDLE_SLICE_S = 0.03  # the share of each turn of the event loop idle work takes while the window is idle


def run_while_idle(owner: QObject, steps: Iterator[object], wanted: Callable[[], bool]) -> None:
    """Take ``steps`` one after another for :data:`IDLE_SLICE_S` at each turn of the event loop, from the next one on,
    while ``wanted()`` holds (the battle they are for is still the window's) and until they are over."""

    def run_slice() -> None:
        if not wanted():
            return
        end = time.perf_counter() + IDLE_SLICE_S
        for _ in steps:
            if time.perf_counter() > end:
                QTimer.singleShot(0, owner, run_slice)
                return

    QTimer.singleShot(0, owner, run_slice)
