"""Hostile inputs: files made to hang the app, eat its memory or crash it. Each must be refused (or, for the few
that are large but valid, opened) within the bar: ``morefire validate``'s work on the file within 2 s, the command
within 200 MB; the window's open within 10 s and 500 MB. The command is also run on its own, for its exit status
and its whole time and memory, start-up included.

    python -m tests.reliability.hostile [--json OUT]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path

from tests.reliability.workers import REPO, Worker, worker_env

VALIDATE_SECONDS, VALIDATE_MB = 2.0, 200.0
WINDOW_SECONDS, WINDOW_MB = 10.0, 500.0

HEAD = """format: morefire-battle
version: 1
title: Hostile
table: {width: 72, depth: 48}
scale: "1:50"
sides:
  - {id: axis, nation: germany, edge: north}
  - {id: allies, nation: ussr, edge: south}
"""


def _text(text: str) -> Callable[[Path], Path]:
    def make(path: Path) -> Path:
        path.write_text(text, encoding="utf-8")
        return path

    return make


def _bytes(data: bytes) -> Callable[[Path], Path]:
    def make(path: Path) -> Path:
        path.write_bytes(data)
        return path

    return make


def _link(target: str) -> Callable[[Path], Path]:
    def make(path: Path) -> Path:
        path.symlink_to(target)
        return path

    return make


def _fifo(path: Path) -> Path:
    os.mkfifo(path)
    return path


def _folder(path: Path) -> Path:
    path.mkdir()
    return path


def _pieces(n: int, points: int = 4) -> str:
    def outline(i: int) -> str:
        x, y = (i * 7) % 70 + 0.5, (i * 3) % 46 + 0.5
        return ", ".join(f"[{x + (0.4 if k in (1, 2) else 0)}, {y + (0.4 if k >= 2 else 0)}]" for k in range(points))

    return "terrain:\n" + "".join(f"  - {{id: p{i}, kind: woods, polygon: [{outline(i)}]}}\n" for i in range(n))


def _ring(n: int, cx: float = 36, cy: float = 24, r: float = 10) -> str:
    import math

    return ", ".join(
        f"[{cx + r * math.cos(2 * math.pi * k / n):.6f}, {cy + r * math.sin(2 * math.pi * k / n):.6f}]"
        for k in range(n)
    )


def _road(n: int) -> str:
    return ", ".join(f"[{72 * k / (n - 1):.5f}, {24 + (k % 2) * 0.01}]" for k in range(n))


def _zigzag_road(width: float, n: int = 20_000) -> str:
    """A valid file that used to hang the window: one road of ``n`` points zigzagging 0.08 in up and down every
    0.0035 in across the table, ``width`` wide, at the smallest scale (1 yard to the inch): its strip turns back on
    itself at every point. Qt's pen stroked over it took 16 s and 840 MB at width 5, 46 s at 50, 1.8 GB at 10,000."""
    points = ", ".join(f"[{1 + k * 0.0035:.5f}, {23.96 if k % 2 == 0 else 24.04:.2f}]" for k in range(n))
    return HEAD.replace('"1:50"', "{yards_per_inch: 1}") + (
        f"terrain:\n  - {{id: rd, kind: road, width: {width:g}, line: [{points}]}}\n"
    )


def _bad_keys(n: int) -> str:
    """``n`` pieces, each with ten things wrong: a problem for each, ten times ``n``, unless they are listed only so
    far (a file of 10,000 took 2.5 s and 250 MB and printed 100,000 lines)."""
    bad = "kind: x, polygon: x, level: x, name: 5, height: x, width: x, a: 1, b: 1, c: 1, d: 1"
    return HEAD + "terrain:\n" + "".join(f"  - {{id: p{i}, {bad}}}\n" for i in range(n))


def _laughs(levels: int = 9) -> str:
    lines = ['a0: &a0 "lol"'] + [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]" for i in range(1, levels + 1)]
    return HEAD + "extensions:\n" + "".join(f"  {line}\n" for line in lines)


def _units(n: int) -> str:
    return "units:\n" + "".join(
        f"  - {{id: u{i}, side: axis, type: R, at: [{(i % 70) + 1}, {(i // 70) % 46 + 1}]}}\n" for i in range(n)
    )


def _log(n: int) -> str:
    step = (
        "{kind: roll, die: d10, face: 8, printed: '8', reading: 8, purpose: hit, by_hand: false, rule: '2.4', "
        "text: 'd10 for hit: 8'}"
    )
    return "log:\n" + "".join(
        f"  - {{seq: {i + 1}, at: '2024-05-01T10:00:00+00:00', kind: fire, title: t{i}, steps: [{step}, {step}]}}\n"
        for i in range(n)
    )


# Valid files that the window must open and paint within its bar: a dense zigzag road at widths from far below a
# pixel to far beyond the table (tests/reliability/test_hostile_window.py).
DENSE_ROADS: list[tuple[str, Callable[[Path], Path], bool]] = [
    (f"a 20,000-point zigzag road {width:g} wide", _text(_zigzag_road(width)), True)
    for width in (0.0001, 0.5, 5, 50, 10_000)
]

# Each case: a name, what makes its file, and whether a valid file (opened, within the bar) is what it is.
CASES: list[tuple[str, Callable[[Path], Path], bool]] = [
    ("a link to /dev/zero", _link("/dev/zero"), False),
    ("a link to /dev/urandom", _link("/dev/urandom"), False),
    ("a named pipe", _fifo, False),
    ("a folder", _folder, False),
    ("a flow list of 20 MB", _text(HEAD + "extensions:\n  x: [" + ",".join(["0"] * 9_000_000) + "]\n"), False),
    ("311,000 terrain pieces", _text(HEAD + _pieces(311_000)), False),
    ("10,001 terrain pieces, each valid", _text(HEAD + _pieces(10_001)), False),
    ("9,900 terrain pieces, each valid", _text(HEAD + _pieces(9_900)), True),
    ("5,001 units", _text(HEAD + _units(5_001)), False),
    ("4,900 units", _text(HEAD + _units(4_900)), True),
    ("a log of 20,000 shots", _text(HEAD + _log(20_000)), False),  # over the budget of values
    ("a log of 10,000 shots", _text(HEAD + _log(10_000)), True),  # a long game: every file the app writes opens
    (
        "yards_per_inch 1e-300 and a 20,000-point road",
        _text(
            HEAD.replace('"1:50"', "{yards_per_inch: 1.0e-300}") + f"terrain:\n  - {{id: r, kind: road, line: "
            f"[{_road(20_000)}]}}\n"
        ),
        False,
    ),
    (
        "the smallest scale and a 10,000-point road",
        _text(
            HEAD.replace('"1:50"', "{yards_per_inch: 1}") + f"terrain:\n  - {{id: r, kind: road, width: 0.5, line: "
            f"[{_road(10_000)}]}}\n"
        ),
        True,
    ),
    (
        "a polygon of 50,001 points",
        _text(HEAD + f"terrain:\n  - {{id: w, kind: woods, polygon: [{_ring(50_001)}]}}\n"),
        False,
    ),
    (
        "a polygon of 50,000 points",
        _text(
            HEAD + f"terrain:\n  - {{id: w, kind: woods, polygon: [{_ring(50_000)}]}}\n"
            "units:\n  - {id: a, side: axis, type: R, at: [1, 1]}\n"
            "  - {id: b, side: allies, type: R, at: [70, 46]}\n"
        ),
        True,
    ),
    ("a road of 20,001 points", _text(HEAD + f"terrain:\n  - {{id: r, kind: road, line: [{_road(20_001)}]}}\n"), False),
    ("a billion laughs", _text(_laughs()), False),
    ("nesting 100,000 deep", _text(HEAD + "extensions:\n  x: " + "[" * 100_000 + "]" * 100_000 + "\n"), False),
    ("a version of 5,000 digits", _text(HEAD.replace("version: 1", "version: " + "9" * 5000)), False),
    ("a turn of 4,000 digits", _text(HEAD + "turn: " + "9" * 4000 + "\n"), False),
    ("a seed of 5,000 digits", _text(HEAD + "dice_seed: " + "9" * 5000 + "\n"), False),
    ("a control character", _text(HEAD.replace("title: Hostile", 'title: "Hostile\x07"')), False),
    ("a Python tag", _text(HEAD + "extensions:\n  x: !!python/object/apply:os.system ['echo pwned']\n"), False),
    ("a title of 15 MB", _text(HEAD.replace("title: Hostile", "title: " + "x" * 15_000_000)), False),
    ("a title of 500 characters", _text(HEAD.replace("title: Hostile", "title: " + "x" * 500)), True),
    ("a key of 10 MB", _text(HEAD + "k" * 10_000_000 + ": 1\n"), False),
    ("100,000 keys given twice", _text(HEAD + "extensions:\n  x:\n" + "    a: 1\n" * 100_000), False),
    ("200,000 documents", _text(HEAD + "---\n" * 200_000), False),
    ("15 MB of !!binary", _text(HEAD + "extensions:\n  x: !!binary " + "QUFB" * 3_750_000 + "\n"), False),
    ("20 MB of comments", _text(HEAD + ("# " + "c" * 98 + "\n") * 200_000), True),
    ("one line of 20 MB", _text(HEAD + "extensions: {x: '" + "y" * 20_000_000 + "'}\n"), True),
    ("over 20 MB", _bytes(HEAD.encode() + b" " * (20 * 1024 * 1024)), False),
    ("not UTF-8", _bytes(HEAD.replace("Hostile", "Bataille de Kharkov, f\xe9vrier").encode("latin-1")), False),
    ("points at 1e300", _text(HEAD + "terrain:\n  - {id: r, kind: road, line: [[0, 0], [1.0e+300, 5]]}\n"), False),
    ("a point of .nan", _text(HEAD + "units:\n  - {id: a, side: axis, type: R, at: [.nan, 1]}\n"), False),
    (
        "a road far beyond the table",
        _text(HEAD + "terrain:\n  - {id: r, kind: road, width: 10000, line: [[0, 0], [100000, 100000]]}\n"),
        False,
    ),
    (
        "a road 10,000 wide",
        _text(HEAD + "terrain:\n  - {id: r, kind: road, width: 10000, line: [[0, 0], [72, 48]]}\n"),
        True,
    ),
    ("10,000 pieces of ten bad keys each", _text(_bad_keys(10_000)), False),
    *DENSE_ROADS,
]


@dataclass
class Outcome:
    case: str
    valid: bool
    status: int  # the exit status of `morefire validate FILE`, run on its own
    command_seconds: float  # that whole process, start-up included
    command_mb: float
    said: str
    validate_seconds: float  # the command's work on the file, in a warm process (fuzz worker): processor time
    validate_wall_seconds: float  # ... wall clock
    validate_waited_seconds: float  # ... and wall clock less the wait for a processor other work held
    validate_mb: float
    window_outcome: str
    window_seconds: float  # the window's open and paint: processor time
    window_wall_seconds: float  # ... wall clock
    window_waited_seconds: float  # ... and wall clock less the wait for a processor other work held
    window_mb: float

    def within_time(self) -> bool:
        """Refused within 2 s, or a large file that is valid opened within the fuzzer's 10 s: counted in processor
        time and in wall clock alike (a file that waits is as slow to the player as one that works), the wall clock
        less the time other work on the machine held the processor (workers.Result.waited_seconds)."""
        seconds = WINDOW_SECONDS if self.valid else VALIDATE_SECONDS
        return (
            max(self.validate_seconds, self.validate_waited_seconds) <= seconds
            and max(self.window_seconds, self.window_waited_seconds) <= WINDOW_SECONDS
        )

    def within_memory(self) -> bool:
        return self.command_mb <= VALIDATE_MB and self.validate_mb <= VALIDATE_MB and self.window_mb <= WINDOW_MB

    def answered(self) -> bool:
        """Accepted or refused as the case is meant, by the command and by the window alike, with no traceback."""
        return self.status == (0 if self.valid else 2) and self.window_outcome == (
            "accepted" if self.valid else "refused"
        )

    def holds(self) -> bool:
        return self.answered() and self.within_time() and self.within_memory()


# `morefire validate` as the console script runs it (morefire_gui.cli.main), telling its own peak memory at the end:
# the peak the system counts for a child includes the parent's pages from before the exec.
_COMMAND = """import atexit, re, sys
def peak():
    kb = re.search(r"VmHWM:\\s+(\\d+)", open("/proc/self/status").read()).group(1)
    open(sys.argv[1], "w").write(kb)
atexit.register(peak)
from morefire_gui.cli import main
sys.exit(main(sys.argv[2:]))
"""


def validate_alone(path: Path, env: dict[str, str]) -> tuple[int, float, float, str]:
    """``morefire validate FILE`` in a process of its own: exit status, seconds (process time: start-up, imports and
    the file), peak memory, what it said first. A run past two minutes is killed and counted as a hang."""
    with tempfile.TemporaryDirectory() as folder:
        peak = Path(folder) / "peak"
        start = os.times()
        try:
            done = subprocess.run(
                [sys.executable, "-c", _COMMAND, str(peak), "validate", str(path)],
                cwd=REPO,
                env=env,
                capture_output=True,
                text=True,
                timeout=120,
            )
        except subprocess.TimeoutExpired:
            return -9, 120.0, 0.0, "killed after two minutes"
        end = os.times()
        mb = int(peak.read_text()) / 1024 if peak.exists() else 0.0
    seconds = (end.children_user + end.children_system) - (start.children_user + start.children_system)
    said = (done.stderr or done.stdout).strip().splitlines()
    code = -1 if "Traceback" in done.stderr else done.returncode
    return code, seconds, mb, said[0][:200] if said else ""


def check(cases: list[tuple[str, Callable[[Path], Path], bool]], quiet: bool = True) -> list[Outcome]:
    """Each case's file made in a scratch folder, then through `morefire validate` on its own and through the
    workers (the command and the window), each file removed when done."""
    scratch = Path(tempfile.mkdtemp(prefix="morefire-hostile-"))
    env = worker_env(scratch)
    workers = [Worker("validate", env), Worker("window", env)]
    outcomes: list[Outcome] = []
    try:
        for i, (name, make, valid) in enumerate(cases):
            path = make(scratch / f"hostile-{i:02d}.yaml")
            status, seconds, mb, said = validate_alone(path, env)
            for worker in workers:
                worker.send(path)
            v, w = (worker.receive() for worker in workers)
            outcome = Outcome(
                name,
                valid,
                status,
                round(seconds, 2),
                round(mb, 1),
                said.replace(str(scratch), "…"),
                round(v.cpu_seconds, 3),
                round(v.seconds, 3),
                round(v.waited_seconds, 3),
                round(v.peak_mb, 1),
                w.outcome,
                round(w.cpu_seconds, 3),
                round(w.seconds, 3),
                round(w.waited_seconds, 3),
                round(w.peak_mb, 1),
            )
            outcomes.append(outcome)
            if not quiet:
                print(
                    f"{'ok  ' if outcome.holds() else 'FAIL'} {name}: validate {status} in {v.cpu_seconds:.2f} s "
                    f"({v.seconds:.2f} s wall, {v.waited_seconds:.2f} s less the wait for a processor), "
                    f"{v.peak_mb:.0f} MB (the whole command {seconds:.2f} s, {mb:.0f} MB); window {w.outcome} in "
                    f"{w.cpu_seconds:.2f} s ({w.seconds:.2f} s wall, {w.waited_seconds:.2f} s), {w.peak_mb:.0f} MB",
                    flush=True,
                )
            if path.is_dir() and not path.is_symlink():
                path.rmdir()
            else:
                path.unlink()
    finally:
        for worker in workers:
            worker.stop()
        shutil.rmtree(scratch, ignore_errors=True)
    return outcomes


def run(report: Path | None, quiet: bool = False) -> bool:
    outcomes = check(CASES, quiet)
    if report is not None:
        report.write_text(json.dumps([asdict(o) for o in outcomes], indent=2), encoding="utf-8")
    return all(o.holds() for o in outcomes)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", type=Path)
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args(argv)
    return 0 if run(args.json, args.quiet) else 1


if __name__ == "__main__":
    sys.exit(main())
