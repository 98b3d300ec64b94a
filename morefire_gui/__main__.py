"""``python -m morefire_gui [BATTLE]`` and ``morefire-gui [BATTLE]``: start the app."""

from __future__ import annotations

import sys


def main() -> int:
    import os

    # pydantic looks for its plugins among every installed distribution when the first model is built; the app uses
    # none (as morefire_gui.cli says).
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
    from morefire_gui.gui.app import main as gui_main

    return gui_main()


if __name__ == "__main__":
    sys.exit(main())
