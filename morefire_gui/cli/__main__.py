"""``python -m morefire_gui.cli COMMAND ...``: the ``morefire`` command, where its script is not on the PATH."""

from __future__ import annotations

import sys

from morefire_gui.cli import main

if __name__ == "__main__":
    sys.exit(main())
