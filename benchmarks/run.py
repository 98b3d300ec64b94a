"""Run every benchmark and print one table: name, median, unit, target, PASS/MISS, and the machine's load (1-minute
average) when the figure was taken.

    make bench                                  (QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/run.py)
    .venv/bin/python benchmarks/run.py --strict  exit 1 if any target is missed
    .venv/bin/python benchmarks/run.py --only los --quick

The figures and what each one measures are in docs/performance.md.

Adding a benchmark
------------------
Every module ``benchmarks/bench_<topic>.py`` (bench_los.py, bench_files.py, bench_board.py, a
bench_barrage.py for barrages, ...) is found and run, in name order; nothing is registered by hand. A module
defines one function::

    from benchmarks.common import Context, Measurement, median_time

    def run(ctx: Context) -> list[Measurement]:
        seconds = median_time(lambda: work(ctx.session), repeat=ctx.repeats(7, 2))
        ms = seconds * 1e3
        return [Measurement("what is measured", ms, "ms", "≤ 10 ms", ms <= 10, "median of 7")]

``ctx`` holds the seeded stress battle (``ctx.stress_battle``, saved at ``ctx.stress_path`` and opened as
``ctx.session``, a BattleSession), ``ctx.demo_path``, a scratch folder ``ctx.workdir``, ``ctx.quick`` (and
``ctx.repeats(full, quick)``), and ``ctx.qt_application()`` for benchmarks that need Qt. The stress battle and
its session are shared by every module: build a copy (``ctx.stress_battle.model_copy(deep=True)``, or a new
BattleSession) before changing anything. ``Measurement``
takes ``name, median, unit, target, ok, note``: ``target`` is the requirement as text (``""`` and
``ok=None`` for a figure with no target). Time with ``median_time`` or ``median_over``
(benchmarks/common.py): warm-up runs first, time.perf_counter, the median of several repeats. A benchmark
measures and reports; it never asserts a speed. Add its figure to docs/performance.md.

Exit status: 0 when every benchmark ran (a missed target is reported, not an error; ``--strict`` makes it
exit 1), 2 when a benchmark itself failed.
"""

from __future__ import annotations

import argparse
import importlib
import os
import platform
import shutil
import sys
import time
import traceback
from collections.abc import Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # run as a script: make ``benchmarks`` importable as a package
    sys.path.insert(0, str(HERE.parent))

# The app's package first, as its entry points import it: its settings for the process (numpy's BLAS on one thread)
# are made before numpy is imported.
import morefire_gui  # noqa: E402, F401
from benchmarks.common import Context, Measurement  # noqa: E402
from benchmarks.stress import DEFAULT_SEED, summary  # noqa: E402


def benchmark_modules() -> list[str]:
    """The names of every ``benchmarks/bench_*.py`` module, in name order."""
    return [f"benchmarks.{p.stem}" for p in sorted(HERE.glob("bench_*.py"))]


def machine() -> str:
    cpu = platform.processor() or "?"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    try:
        from PySide6 import __version__ as pyside
        from PySide6.QtCore import qVersion

        qt = f"Qt {qVersion()} (PySide6 {pyside})"
    except ImportError:  # pragma: no cover
        qt = "no Qt"
    import shapely

    return (
        f"{os.cpu_count()} cores, {cpu}; Python {platform.python_version()}; {qt}; "
        f"shapely {shapely.__version__} (GEOS {shapely.geos_version_string})"
    )


def format_value(value: float) -> str:
    if value >= 100:
        return f"{value:,.0f}"
    if value >= 10:
        return f"{value:.1f}"
    return f"{value:.2f}"


def print_table(rows: Sequence[Measurement]) -> None:
    headers = ("benchmark", "median", "unit", "target", "result", "load")
    cells = [
        (
            m.name,
            format_value(m.median),
            m.unit,
            m.target or "-",
            "-" if m.ok is None else "PASS" if m.ok else "MISS",
            f"{m.load:.2f}",
        )
        for m in rows
    ]
    widths = [max(len(h), *(len(c[i]) for c in cells)) if cells else len(h) for i, h in enumerate(headers)]
    line = "  ".join(h.ljust(w) if i != 1 else h.rjust(w) for i, (h, w) in enumerate(zip(headers, widths)))
    print(line)
    print("-" * len(line))
    for c in cells:
        print("  ".join(v.ljust(w) if i != 1 else v.rjust(w) for i, (v, w) in enumerate(zip(c, widths))))
    notes = [(m.name, m.note) for m in rows if m.note]
    if notes:
        print()
        for name, note in notes:
            print(f"  {name}: {note}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Measure the battle manager's speed on a seeded stress battle.")
    parser.add_argument("--strict", action="store_true", help="exit 1 if any target is missed")
    parser.add_argument(
        "--only",
        action="append",
        default=[],
        metavar="NAME",
        help="run only the modules whose name contains NAME (los, files, board; repeatable)",
    )
    parser.add_argument("--quick", action="store_true", help="fewer repeats: a rough figure, fast")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED, help=f"stress battle seed (default {DEFAULT_SEED})")
    parser.add_argument(
        "--workdir", type=Path, help="keep the stress battle (stress.yaml), its picture and the scratch files here"
    )
    args = parser.parse_args(argv)

    ctx = Context.create(args.seed, quick=args.quick, workdir=args.workdir)
    # The app's cache of the validated rules tables and catalogue in the scratch folder, unless one is chosen: on a
    # machine where other checkouts of the app run, each would otherwise replace the shared cache with its own.
    os.environ.setdefault("MOREFIRE_CACHE_DIR", str(ctx.workdir / "cache"))
    print(f"machine: {machine()}")
    start_load = ", ".join(f"{v:.2f}" for v in os.getloadavg())
    started = time.perf_counter()
    rows: list[Measurement] = []
    failed: list[str] = []
    try:
        print(f"stress battle (seed {args.seed}): {summary(ctx.stress_battle)}", flush=True)
        for name in benchmark_modules():
            if args.only and not any(o in name for o in args.only):
                continue
            print(f"running {name} ...", flush=True)
            try:
                module = importlib.import_module(name)
                found = module.run(ctx)
            except Exception:  # a broken benchmark is reported and the others still run
                traceback.print_exc()
                failed.append(name)
                continue
            for m in found:
                print(
                    f"  {m.name}: {format_value(m.median)} {m.unit}"
                    + (
                        f" (target {m.target}: {'PASS' if m.ok else 'MISS'}, load {m.load:.2f})"
                        if m.ok is not None
                        else ""
                    ),
                    flush=True,
                )
            rows.extend(found)
    finally:
        if args.workdir is None:
            shutil.rmtree(ctx.workdir, ignore_errors=True)
        else:
            print(f"stress battle and scratch files kept in {ctx.workdir}")

    print()
    print_table(rows)
    missed = [m.name for m in rows if m.ok is False]
    print()
    load = ", ".join(f"{v:.2f}" for v in os.getloadavg())
    print(f"load average at the start {start_load}, at the end {load} (1, 5, 15 min; {os.cpu_count()} cores)")
    print(
        f"{len(rows)} figures in {time.perf_counter() - started:.0f} s; "
        + (f"{len(missed)} target(s) missed: {'; '.join(missed)}" if missed else "every target met")
        + (f"; FAILED to run: {', '.join(failed)}" if failed else "")
    )
    if failed:
        return 2
    if missed and args.strict:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
