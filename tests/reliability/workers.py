"""Driving worker processes (tests/reliability/worker.py) with a watchdog: a file that takes too long or too much
memory kills its worker, which is started again, and is counted against the bar rather than stopping the run."""

from __future__ import annotations

import json
import os
import re
import select
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
HARD_SECONDS = 60.0  # a file still open after this is a hang: the worker is killed (the bar is 10 s)
HARD_MB = 1500.0  # a worker past this is killed before it can trouble the machine (the bar is 500 MB)
RESTART_EVERY = 150  # files: a long-lived window slowly grows, which would be counted against a file
RESTART_MB = 250.0  # ... and a worker holding this much after a file (a fresh window: 150) is started again


@dataclass
class Result:
    path: str
    target: str
    outcome: str  # accepted, refused, traceback, hung, runaway
    seconds: float  # wall clock
    peak_mb: float
    said: str = ""
    named: bool = True
    error: str = ""
    cpu_seconds: float = 0.0  # the processor time: counted against the bar beside the wall clock
    queued_seconds: float = 0.0  # of the wall clock, the time spent ready to run, waiting for a processor

    @property
    def waited_seconds(self) -> float:
        """The wall clock less the time other work on the machine held the processor: what the file kept a player
        waiting on a machine of their own (a read that blocks, a lock, a sleep all count; a busy neighbour does
        not)."""
        return self.seconds - self.queued_seconds

    @classmethod
    def of(cls, path: Path, target: str, data: dict[str, Any]) -> Result:
        return cls(
            str(path),
            target,
            data["outcome"],
            float(data.get("seconds", 0.0)),
            float(data.get("peak_mb", 0)),
            str(data.get("said", "")),
            bool(data.get("named", True)),
            str(data.get("error", "")),
            float(data.get("cpu_seconds", data.get("seconds", 0.0))),
            float(data.get("queued_seconds", 0.0)),
        )


def _rss_mb(pid: int) -> float:
    try:
        kb = int(re.search(r"VmRSS:\s+(\d+)", Path(f"/proc/{pid}/status").read_text()).group(1))  # type: ignore
    except (OSError, AttributeError):
        return 0.0
    return kb / 1024


class Worker:
    def __init__(self, target: str, env: dict[str, str]) -> None:
        self.target = target
        self.env = env
        self.proc: subprocess.Popen[str] | None = None
        self.done = 0
        self.baseline_mb = 0.0

    def start(self) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tests.reliability.worker", self.target],
            cwd=REPO,
            env=self.env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            bufsize=1,
        )
        ready = json.loads(self._read_line(120.0) or "{}")
        self.baseline_mb = float(ready.get("peak_mb", 0.0))
        self.done = 0

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait()
            self.proc = None

    def _read_line(self, timeout: float) -> str | None:
        assert self.proc is not None and self.proc.stdout is not None
        ready, _, _ = select.select([self.proc.stdout], [], [], timeout)
        return self.proc.stdout.readline() if ready else None

    def send(self, path: Path) -> None:
        if (
            self.proc is None
            or self.proc.poll() is not None
            or self.done >= RESTART_EVERY
            or _rss_mb(self.proc.pid) > RESTART_MB
        ):
            self.stop()
            self.start()
        assert self.proc is not None and self.proc.stdin is not None
        self.proc.stdin.write(f"{path}\n")
        self.proc.stdin.flush()
        self.sent_at = time.perf_counter()
        self.path = path

    def receive(self) -> Result:
        """The result of the file sent last, watching the worker's time and memory while it works."""
        assert self.proc is not None
        peak = 0.0
        while True:
            elapsed = time.perf_counter() - self.sent_at
            line = self._read_line(0.05)
            if line:
                self.done += 1
                return Result.of(self.path, self.target, json.loads(line))
            status = self.proc.poll()
            if status is not None:  # died: a crash of the interpreter or of Qt
                self.proc = None
                return Result(
                    str(self.path),
                    self.target,
                    "traceback",
                    elapsed,
                    peak,
                    error=f"the worker process died (exit status {status})",
                )
            peak = max(peak, _rss_mb(self.proc.pid))
            if elapsed > HARD_SECONDS or peak > HARD_MB:
                self.proc.send_signal(signal.SIGKILL)
                self.proc.wait()
                self.proc = None
                return Result(
                    str(self.path),
                    self.target,
                    "hung" if elapsed > HARD_SECONDS else "runaway",
                    elapsed,
                    peak,
                    cpu_seconds=elapsed,
                )


def worker_env(scratch: Path) -> dict[str, str]:
    """The workers' settings and autosaves in a scratch folder, never the player's own."""
    (scratch / "data").mkdir(parents=True, exist_ok=True)
    (scratch / "config").mkdir(parents=True, exist_ok=True)
    return {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "MOREFIRE_DATA_DIR": str(scratch / "data"),
        "XDG_CONFIG_HOME": str(scratch / "config"),
        "PYTHONPATH": str(REPO),
    }
