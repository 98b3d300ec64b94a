"""Reading or writing a whole battle makes tens of thousands of objects at once: the YAML nodes, the values, the
validated models; so does starting a command or the window (the modules, their classes, the rules tables). Python's
cyclic garbage collector, set off again and again while they are made, each time visits every object the process
holds: it took a third of a large battle's load and save, and a tenth of a command's start (docs/performance.md).
Building the line-of-sight grid of a dense battle (geometry/los_index/) is such work too: the collector took two
thirds of it in a process holding other battles.
None of those objects is cyclic garbage (they are freed as soon as they are let go, or live as long as the
process), so the collector waits until the work is done."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    """The cyclic garbage collector off for the block, and on again after it (left as it was if already off)."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def resume_collector() -> None:
    """The collector on again once the window is up (the command line paused it for the start), and what was made
    so far (the modules, the rules tables, the catalogue) left out of its later rounds: it lives as long as the
    process, and a round of the collector during a drag then visits only what the game has made since."""
    gc.enable()
    gc.freeze()
