"""A worker process of the fuzzer: opens one file after another the way the app does, and says how each went.

    python -m tests.reliability.worker validate|window

Reads a file's path a line from standard input and answers one JSON line each: ``outcome`` (``accepted``,
``refused`` or ``traceback``), ``seconds`` (wall clock), ``cpu_seconds`` (the processor time the file took, which
other work on a shared machine does not inflate), ``queued_seconds`` (how long of the wall clock the process was
ready to run but waited for a processor other work held: Linux's run-queue wait, /proc/self/schedstat), ``peak_mb``
(the process's peak resident memory while on that file: the peak is reset before each file), the first line of what
the player was told, and for a traceback its text.

* ``validate`` runs ``morefire validate FILE`` (the command's own ``main``, its output captured);
* ``window`` opens the file in the main window as File → Open does (offscreen), then paints the board, with every
  message box the window raises answered at once and recorded.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import sys
import time
import traceback
from pathlib import Path
from typing import Any

_STATUS = Path("/proc/self/status")


def reset_peak() -> None:
    """Start counting the peak memory again from now (Linux: clear_refs 5 resets VmHWM)."""
    with contextlib.suppress(OSError):
        Path("/proc/self/clear_refs").write_text("5")


def queued_seconds() -> float:
    """How long this process has been ready to run but waiting for a processor (0 where the system does not say)."""
    try:
        return int(_SCHEDSTAT.read_text().split()[1]) / 1e9
    except (OSError, IndexError, ValueError):
        return 0.0


_SCHEDSTAT = Path("/proc/self/schedstat")


def peak_mb() -> float:
    try:
        kb = int(re.search(r"VmHWM:\s+(\d+)", _STATUS.read_text()).group(1))  # type: ignore[union-attr]
    except (OSError, AttributeError):
        import resource

        kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return kb / 1024


class ValidateTarget:
    def run(self, path: Path) -> dict[str, Any]:
        from morefire_gui.cli import main

        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(["validate", str(path)])
        said = (err.getvalue() or out.getvalue()).strip().splitlines()
        outcome = {0: "accepted", 2: "refused"}.get(code, "traceback")
        return {
            "outcome": outcome,
            "said": said[0] if said else "",
            "lines": len(said),
            "named": all(line.startswith(str(path)) for line in said) if code == 2 else True,
        }


class WindowTarget:
    def __init__(self) -> None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtWidgets import QFileDialog, QMessageBox

        from morefire_gui.gui.app import make_application
        from morefire_gui.gui.main_window import MainWindow
        from morefire_gui.io.resources import demo_battle_path
        from morefire_gui.session.battle_session import BattleSession

        self.app = make_application()
        self.shown: list[str] = []
        self.raised: list[str] = []
        QMessageBox.exec = lambda box: (
            self.shown.append(  # type: ignore[method-assign]
                f"{box.text()} {box.informativeText()}"
            )
            or 0
        )
        for name in ("question", "warning", "information", "critical"):
            setattr(
                QMessageBox,
                name,
                staticmethod(lambda *a, **k: self.shown.append(str(a[2:3])) or QMessageBox.StandardButton.No),
            )
        QFileDialog.getSaveFileName = staticmethod(lambda *a, **k: ("", ""))  # type: ignore[method-assign]
        sys.excepthook = lambda kind, value, tb: self.raised.append(
            "".join(traceback.format_exception(kind, value, tb))
        )
        self.window = MainWindow(BattleSession.open(demo_battle_path()))
        self.window.resize(1366, 768)
        self.window.show()
        self.app.processEvents()

    def run(self, path: Path) -> dict[str, Any]:
        self.shown.clear()
        self.raised.clear()
        self.window.undo_stack.setClean()
        self.window.session.unsaved_log = False
        opened = self.window.open_path(path)
        self.window.view.viewport().grab()  # the board painted, every item of it
        self.app.processEvents()
        if self.raised:
            return {"outcome": "traceback", "error": self.raised[0]}
        said = self.shown[0].strip().splitlines() if self.shown else []
        if opened:
            return {"outcome": "accepted", "said": said[0] if said else ""}
        return {
            "outcome": "refused",
            "said": " ".join(said)[:300],
            "named": bool(self.shown) and Path(path).name in self.shown[0],
        }


def main() -> int:
    from morefire_gui.io.resources import demo_battle_path

    target: Any = ValidateTarget() if sys.argv[1] == "validate" else WindowTarget()
    target.run(demo_battle_path())  # warm: the catalogue and tables read, the modules imported, before any is timed
    print(json.dumps({"ready": True, "peak_mb": peak_mb()}), flush=True)
    for line in sys.stdin:
        path = Path(line.strip())
        reset_peak()
        start, cpu, queued = time.perf_counter(), time.process_time(), queued_seconds()
        try:
            result = target.run(path)
        except BaseException as exc:
            if isinstance(exc, KeyboardInterrupt):
                raise
            result = {"outcome": "traceback", "error": "".join(traceback.format_exception(exc))}
        result["seconds"] = time.perf_counter() - start
        result["cpu_seconds"] = time.process_time() - cpu
        result["queued_seconds"] = min(queued_seconds() - queued, result["seconds"])
        result["peak_mb"] = peak_mb()
        print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
