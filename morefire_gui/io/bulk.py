"""Reading or writing a whole battle makes tens of thousands of objects at once: the YAML nodes, the values, the
validated models. Python's cyclic garbage collector, set off again and again while they are made, each time
visits every object the process holds, and took a third of a large battle's load and save (docs/performance.md).
None of them is cyclic garbage (nodes and values are freed as soon as they are let go), so the collector waits
until the work is done."""

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
