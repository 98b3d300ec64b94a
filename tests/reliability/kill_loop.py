"""The kill loop: a process saving a battle over and over is killed with ``kill -9``, again and again, and the file
must always load as the last complete save, the previous one kept as ``.bak``, and the next save must remove what
the killed one left behind.

    python -m tests.reliability.kill_loop [--runs N] [--seed S] [--json OUT]

The runs take turns: killed at a random moment of the loop, killed with the new file written but not yet renamed,
and killed the moment after the rename (before the folder is flushed and the old temporary files are cleaned).
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

from morefire_gui.errors import InputError
from morefire_gui.io.battle_file import load_battle, save_battle
from morefire_gui.io.resources import bundled_catalogue, demo_battle_path, rule_tables
from tests.reliability.workers import REPO, worker_env

MODES = ("random", "before-rename", "after-rename")


@dataclass
class Tally:
    runs: int = 0
    by_mode: dict[str, int] = field(default_factory=dict)
    loaded_whole: int = 0  # the file read back as one complete save
    as_expected: int = 0  # ... and the one it had to be (the last saved, or the next when the kill came after it)
    backup_whole: int = 0
    leftovers_made: int = 0  # temporary files a kill left behind
    leftovers_cleaned: int = 0  # ... of them, removed by the next save
    leftovers_at_end: int = 0
    failures: list[str] = field(default_factory=list)

    def holds(self) -> bool:
        return (
            not self.failures
            and self.loaded_whole == self.runs
            and self.as_expected == self.runs
            and self.leftovers_cleaned == self.leftovers_made - self.leftovers_at_end
        )


def _temporaries(target: Path) -> set[str]:
    return {
        p.name for p in target.parent.iterdir() if p.name.startswith(f".{target.name}.") and p.name.endswith(".tmp")
    }


def _read_until(proc: subprocess.Popen[str], wanted: str, seen: list[str]) -> bool:
    assert proc.stdout is not None
    for line in proc.stdout:
        seen.append(line.strip())
        if line.startswith(wanted):
            return True
    return False


def run(runs: int, seed: int, report: Path | None, quiet: bool = False) -> bool:
    rng = random.Random(seed)  # when to kill: seeded, so a run can be made again
    scratch = Path(tempfile.mkdtemp(prefix="morefire-kill-"))
    env = worker_env(scratch)
    target = scratch / "battle.yaml"
    catalogue, tables = bundled_catalogue(), rule_tables()
    original = load_battle(demo_battle_path(), catalogue, tables)
    save_battle(original, target)
    tally = Tally()
    pending: set[str] = set()  # left by the last kill, to be cleaned by the next save
    for n in range(runs):
        mode = MODES[n % len(MODES)]
        before = load_battle(target, catalogue, tables).title
        proc = subprocess.Popen(
            [sys.executable, "-m", "tests.reliability.save_loop", str(target), mode],
            cwd=REPO,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        seen: list[str] = []
        try:
            if not _read_until(proc, "ready", seen):
                tally.failures.append(f"run {n}: the saving process did not start")
                continue
            if not _read_until(proc, "saved 1", seen):
                tally.failures.append(f"run {n}: no first save")
                continue
            cleaned = pending - _temporaries(target)
            tally.leftovers_cleaned += len(cleaned)
            if pending - cleaned:
                tally.failures.append(f"run {n}: the first save left {sorted(pending - cleaned)}")
            if mode == "random":
                time.sleep(rng.uniform(0.0, 0.6))
            elif not _read_until(proc, "writing" if mode == "before-rename" else "renamed", seen):
                tally.failures.append(f"run {n}: never reached the {mode} moment")
                continue
        finally:
            proc.send_signal(signal.SIGKILL)
            proc.wait()
            assert proc.stdout is not None
            seen.extend(line.strip() for line in proc.stdout.read().splitlines())  # what it said before it died
        saved = [int(line.split()[1]) for line in seen if line.startswith("saved ")]
        last = saved[-1] if saved else 0
        tally.runs += 1
        tally.by_mode[mode] = tally.by_mode.get(mode, 0) + 1
        try:
            now = load_battle(target, catalogue, tables)
        except InputError as exc:
            tally.failures.append(f"run {n} ({mode}): the file does not load: {exc}")
            continue
        if len(now.units) == len(original.units) and len(now.terrain) == len(original.terrain):
            tally.loaded_whole += 1
        expected = {"before-rename": {"save 1"}, "after-rename": {"save 2"}}.get(
            mode, {f"save {last}", f"save {last + 1}"} if last else {before, "save 1"}
        )
        if now.title in expected:
            tally.as_expected += 1
        else:
            tally.failures.append(f"run {n} ({mode}): the file is {now.title!r}, not one of {sorted(expected)}")
        backup = target.with_name(target.name + ".bak")
        try:
            if backup.exists() and load_battle(backup, catalogue, tables).units:
                tally.backup_whole += 1
        except InputError as exc:
            tally.failures.append(f"run {n}: the backup does not load: {exc}")
        pending = _temporaries(target)
        tally.leftovers_made += len(pending)
        if not quiet and (n + 1) % 20 == 0:
            print(f"  {n + 1} kills, {len(tally.failures)} failures", flush=True)
    tally.leftovers_at_end = len(pending)
    if report is not None:
        report.write_text(json.dumps(asdict(tally), indent=2), encoding="utf-8")
    shutil.rmtree(scratch, ignore_errors=True)
    print(json.dumps({k: v for k, v in asdict(tally).items() if k != "failures"}, indent=2))
    for failure in tally.failures[:20]:
        print(f"  {failure}")
    return tally.holds()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1943)
    parser.add_argument("--json", type=Path)
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args(argv)
    return 0 if run(args.runs, args.seed, args.json, args.quiet) else 1


if __name__ == "__main__":
    sys.exit(main())
