"""More Fire! battle manager: a table, its terrain and units, and the rules of *More Fire! Ogon! Feuer!*."""

from __future__ import annotations

import functools
import os

# numpy's BLAS (OpenBLAS) runs a large matrix product on a thread per core; the app's products (a line of sight's
# tests of the edges near it: a few thousand rows at most, tens of thousands across a piece of 50,000 vertices) take
# a tenth of a millisecond on one, and on a busy machine a second thread may wait milliseconds for a core. One thread,
# unless set otherwise; it takes effect where numpy is first imported after this package (docs/performance.md).
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

__all__ = ["__version__"]


@functools.cache
def _version() -> str:
    # Read from the package's metadata when first asked: importlib.metadata scans the installed distributions,
    # a cost every command would otherwise pay at start-up (docs/performance.md).
    from importlib import metadata

    try:
        return metadata.version("morefire-gui")
    except metadata.PackageNotFoundError:  # running from a source tree that was never installed
        return "0.0.0+source"


def __getattr__(name: str) -> str:
    if name == "__version__":
        return _version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
