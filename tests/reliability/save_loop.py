"""A process that saves a battle over and over, for the kill loop (tests/reliability/kill_loop.py) to kill.

    python -m tests.reliability.save_loop TARGET (random|before-rename|after-rename)

Each save gives the battle the title ``save N`` and prints ``saved N`` once it is on disk. ``before-rename`` stops,
after printing ``writing``, with the new file written and flushed but not yet renamed over the old one;
``after-rename`` stops (on the second save: the first is whole), after printing ``renamed``, the moment the rename is done (before the folder is flushed and
the stale temporary files cleaned): both wait there to be killed. ``random`` never stops.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

from morefire_gui.io import atomic_write
from morefire_gui.io.battle_file import load_battle, save_battle
from morefire_gui.io.resources import bundled_catalogue, demo_battle_path, rule_tables


def main() -> int:
    target, mode = Path(sys.argv[1]), sys.argv[2]
    battle = load_battle(demo_battle_path(), bundled_catalogue(), rule_tables())
    real_replace = os.replace
    saves = [0]

    def replace(src: str, dst: str) -> None:
        if mode == "before-rename" and saves[0] >= 2:
            print("writing", flush=True)
            time.sleep(600)
        real_replace(src, dst)
        if mode == "after-rename" and saves[0] >= 2:
            print("renamed", flush=True)
            time.sleep(600)

    atomic_write.os.replace = replace  # type: ignore[assignment]  # this process only: the moment to be killed at
    print("ready", flush=True)
    while True:
        saves[0] += 1
        battle.title = f"save {saves[0]}"
        save_battle(battle, target)
        print(f"saved {saves[0]}", flush=True)


if __name__ == "__main__":
    sys.exit(main())
