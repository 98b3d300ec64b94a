"""More Fire! battle manager: a table, its terrain and units, and the rules of *More Fire! Ogon! Feuer!*."""

from __future__ import annotations

import functools

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
