"""``make fuzz``: everything that proves the app loses nothing and hangs on nothing, against its bar.

    python -m tests.reliability.run [--mutants N] [--kills N] [--no-hostile] [--json OUT]

The hostile inputs (tests/reliability/hostile.py), the fuzzer's mutants (tests/reliability/fuzz.py) and the kill
loop (tests/reliability/kill_loop.py), one after the other; the figures go to ``--json`` for docs/reliability.md.
Exit status 0 when every bar holds.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

from tests.reliability import fuzz, hostile, kill_loop


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mutants", type=int, default=1000)
    parser.add_argument("--kills", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1943)
    parser.add_argument("--no-hostile", action="store_true")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    folder = Path(tempfile.mkdtemp(prefix="morefire-reliability-"))
    held: dict[str, bool] = {}
    if not args.no_hostile:
        print("== hostile inputs", flush=True)
        held["hostile"] = hostile.run(folder / "hostile.json")
    print(f"== {args.mutants} mutants", flush=True)
    held["fuzz"] = fuzz.run(args.mutants, args.seed, None, folder / "kept", folder / "fuzz.json", quiet=False)
    print(f"== {args.kills} kills while saving", flush=True)
    held["kill_loop"] = kill_loop.run(args.kills, args.seed, folder / "kill_loop.json")
    report = {
        name: json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))
        for name in ("hostile", "fuzz", "kill_loop")
        if (folder / f"{name}.json").exists()
    }
    report["held"] = held
    if args.json is not None:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(report, indent=2), encoding="utf-8")
    print("== " + ", ".join(f"{k}: {'holds' if v else 'BROKEN'}" for k, v in held.items()))
    if (folder / "kept").exists():
        print(f"   the mutants that broke the bar are kept in {folder / 'kept'}")
    return 0 if all(held.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
