"""The frozen app's entry point: the ``morefire`` command (no arguments, or ``gui``, starts the window)."""

from __future__ import annotations

import sys

from morefire_gui.cli import run

if __name__ == "__main__":
    sys.exit(run())
