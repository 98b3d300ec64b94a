"""``python -m morefire_gui [BATTLE]`` and ``morefire-gui [BATTLE]``: start the app."""

from __future__ import annotations

import sys


def main() -> int:
    from morefire_gui.gui.app import main as gui_main

    return gui_main()


if __name__ == "__main__":
    sys.exit(main())
