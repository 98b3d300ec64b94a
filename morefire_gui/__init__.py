"""More Fire! battle manager: a table, its terrain and units, and the rules of *More Fire! Ogon! Feuer!*."""

from __future__ import annotations

from importlib import metadata

try:
    __version__ = metadata.version("morefire-gui")
except metadata.PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0+source"

__all__ = ["__version__"]
