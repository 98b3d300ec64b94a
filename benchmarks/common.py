"""What every benchmark module shares: the :class:`Measurement` it reports, :func:`median_time`, and the
:class:`Context` that hands it the stress battle."""

from __future__ import annotations

import functools
import math
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from morefire_gui.model.battle import Battle
    from morefire_gui.session.battle_session import BattleSession

T = TypeVar("T")


@dataclass(frozen=True)
class Measurement:
    """One line of the report.

    ``median`` is in ``unit`` (``µs``, ``ms``, ``s`` or ``×`` for a ratio); ``target`` is the requirement as
    text (``"≤ 50 µs"``) or ``""`` for a figure that is only informative; ``ok`` is whether the target is met
    (``None`` when there is no target); ``note`` says what was measured (how many repeats, of what)."""

    name: str
    median: float
    unit: str
    target: str
    ok: bool | None
    note: str = ""
    # The machine's 1-minute load average when the figure was taken (2 shared cores: every figure moves with it).
    load: float = field(default_factory=lambda: os.getloadavg()[0])


def median_time(fn: Callable[[], Any], repeat: int = 7, number: int = 1, warmup: int = 1) -> float:
    """Median wall time of one call of ``fn``, in seconds: ``warmup`` calls first (caches, lazy imports),
    then ``repeat`` timings of ``number`` calls each (time.perf_counter), each divided by ``number``."""
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(number):
            fn()
        times.append((time.perf_counter() - start) / number)
    return statistics.median(times)


def median_over(cases: Iterable[T], fn: Callable[[T], Any], number: int = 5, warmup: int = 1) -> float:
    """Median over ``cases`` of the time of one call ``fn(case)`` (seconds): each case is timed on its own
    (``number`` calls after ``warmup``), so the figure is the typical single call, not a mean that one slow
    case can drag."""
    per_case = []
    for case in cases:
        for _ in range(warmup):
            fn(case)
        start = time.perf_counter()
        for _ in range(number):
            fn(case)
        per_case.append((time.perf_counter() - start) / number)
    return statistics.median(per_case)


@dataclass
class Context:
    """What a benchmark gets: the stress battle (as a file and as an open session), the demo battle, a
    scratch folder, and how hard to try (``quick`` runs fewer repeats)."""

    workdir: Path
    seed: int
    quick: bool = False

    @classmethod
    def create(cls, seed: int, quick: bool = False, workdir: Path | None = None) -> Context:
        folder = Path(workdir) if workdir is not None else Path(tempfile.mkdtemp(prefix="morefire-bench-"))
        folder.mkdir(parents=True, exist_ok=True)
        return cls(folder, seed, quick)

    def repeats(self, full: int, quick: int = 1) -> int:
        return quick if self.quick else full

    @functools.cached_property
    def stress_battle(self) -> Battle:
        from benchmarks.stress import build_stress_battle

        return build_stress_battle(self.seed)

    @functools.cached_property
    def stress_path(self) -> Path:
        """The stress battle saved as a battle file, as the app saves it."""
        from morefire_gui.io.battle_file import save_battle

        path = self.workdir / "stress.yaml"
        save_battle(self.stress_battle, path, keep_backup=False)
        return path

    @functools.cached_property
    def session(self) -> BattleSession:
        """The stress battle opened from its file, as the app opens it."""
        from morefire_gui.session.battle_session import BattleSession

        return BattleSession.open(self.stress_path)

    @property
    def demo_path(self) -> Path:
        from morefire_gui.io.resources import demo_battle_path

        return demo_battle_path()

    def qt_application(self) -> Any:
        """The one QApplication of the run (headless unless QT_QPA_PLATFORM says otherwise), with QSettings
        kept in the scratch folder so that no benchmark touches the player's window state or recent files."""
        import os

        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtCore import QSettings

        from morefire_gui.gui.app import make_application

        settings = self.workdir / "settings"
        settings.mkdir(exist_ok=True)
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(settings))
        return make_application([sys.argv[0]])  # configured as the app configures it


def p95(values: Sequence[float]) -> float:
    """The 95th percentile (nearest rank): the value 95 in 100 are at or under."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(0.95 * len(ordered)) - 1))]


def micro(seconds: float) -> float:
    return seconds * 1e6


def milli(seconds: float) -> float:
    return seconds * 1e3
