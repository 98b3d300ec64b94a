"""The bundle's figures for docs/performance.md: its size on disk and packed, and how long it takes to start.

    .venv/bin/python packaging/measure_bundle.py [dist/morefire]

Start-up is timed as ``make bench`` times the installed app's: from spawning ``morefire gui demo.yaml
--exit-after-show`` (offscreen, scratch settings) to the line ``window shown``, median of 5 after one warm-up;
``render`` is the whole ``morefire render demo.yaml -o x.png`` command. The app from .venv is timed beside it.
"""

from __future__ import annotations

import io
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "resources" / "battles" / "demo.yaml"


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def packed_size(folder: Path) -> int:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz", compresslevel=6) as tar:
        tar.add(folder, arcname=folder.name)
    return buffer.tell()


def time_command(command: list[str], until: str | None, scratch: Path, runs: int = 5) -> float:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(scratch / "config"),
        "MOREFIRE_DATA_DIR": str(scratch / "data"),
    }
    times = []
    for i in range(runs + 1):
        start = time.perf_counter()
        process = subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env, cwd=scratch
        )
        assert process.stdout is not None
        if until is not None:
            for line in process.stdout:
                if line.startswith(until):
                    break
        elapsed = time.perf_counter() - start
        process.wait(timeout=60)
        if process.returncode != 0:
            raise SystemExit(f"{' '.join(command)} exited {process.returncode}")
        if until is None:
            elapsed = time.perf_counter() - start
        if i:
            times.append(elapsed)
    return statistics.median(times)


def main() -> int:
    bundle = Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "dist" / "morefire")
    frozen = bundle / "morefire"
    if not frozen.is_file():
        print(f"no bundle at {bundle}: run make package", file=sys.stderr)
        return 1
    installed = Path(sys.executable).with_name("morefire")
    print(f"bundle: {bundle}")
    print(
        f"size on disk: {folder_size(bundle) / 2**20:.0f} MiB; packed (.tar.gz): {packed_size(bundle) / 2**20:.0f} MiB"
    )
    with tempfile.TemporaryDirectory() as scratch:
        s = Path(scratch)
        for name, exe in (("bundle", frozen), (".venv", installed)):
            shown = time_command([str(exe), "gui", str(DEMO), "--exit-after-show"], "window shown", s)
            rendered = time_command([str(exe), "render", str(DEMO), "-o", str(s / "x.png")], None, s)
            print(f"{name}: start-up to a shown window {shown:.2f} s; render the demo to PNG {rendered:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
