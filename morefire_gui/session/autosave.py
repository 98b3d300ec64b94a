"""Never losing a game: autosaves in the application's data folder, a lock file that tells a crash from a
second running copy, and finding what can be recovered after a crash.

A running window holds a lock (``NAME.lock``: its process id and host) next to its autosave. When the app
starts and finds an autosave whose lock names a process that is gone, the last session crashed: the autosave
is offered for recovery if it is newer than the battle's own file. A lock whose process is still running
belongs to another copy of the app, and its autosave is left alone.
"""

from __future__ import annotations

import hashlib
import json
import os
import socket
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from morefire_gui.io.battle_file import save_battle
from morefire_gui.io.battle_names import battle_stem
from morefire_gui.model.battle import Battle


def autosave_key(battle_path: Path | None) -> str:
    """A stable name for the autosave of a battle file (or of an unsaved battle)."""
    if battle_path is None:
        return "unsaved"
    resolved = str(Path(battle_path).resolve())
    digest = hashlib.sha1(resolved.encode("utf-8")).hexdigest()[:10]
    return f"{battle_stem(battle_path)}-{digest}"


@dataclass(frozen=True)
class Recoverable:
    """An autosave left behind by a session that did not end cleanly."""

    autosave: Path
    original: Path | None
    saved_at: datetime

    @property
    def newer_than_original(self) -> bool:
        if self.original is None or not self.original.exists():
            return True
        return self.autosave.stat().st_mtime > self.original.stat().st_mtime


def _pid_alive(pid: int) -> bool:
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


class Autosaver:
    """Autosaves one battle into ``folder`` and holds its lock while the session runs."""

    def __init__(self, folder: Path, battle_path: Path | None) -> None:
        self.folder = Path(folder)
        self.battle_path = Path(battle_path) if battle_path is not None else None
        key = autosave_key(self.battle_path)
        self.autosave_path = self.folder / f"{key}.autosave.yaml"
        self.lock_path = self.folder / f"{key}.lock"
        self.held = False

    def acquire(self) -> bool:
        """Take the lock. False when another running copy holds it (then nothing is autosaved here)."""
        self.folder.mkdir(parents=True, exist_ok=True)
        if self.lock_path.exists():
            owner = read_lock(self.lock_path)
            if owner is not None and owner.get("host") == socket.gethostname() and \
                    owner.get("pid") != os.getpid() and _pid_alive(int(owner.get("pid", 0))):
                return False
        info = {"pid": os.getpid(), "host": socket.gethostname(),
                "battle": str(self.battle_path) if self.battle_path else None,
                "started": datetime.now(timezone.utc).isoformat(timespec="seconds")}
        self.lock_path.write_text(json.dumps(info), encoding="utf-8")
        self.held = True
        return True

    def save(self, battle: Battle) -> Path | None:
        """Write the autosave atomically (no .bak: the battle's own file is never touched here)."""
        if not self.held:
            return None
        save_battle(battle, self.autosave_path, keep_backup=False)
        return self.autosave_path

    def release(self, keep_autosave: bool = False) -> None:
        """A clean end: the lock goes, and the autosave too unless asked to keep it."""
        if not self.held:
            return
        for path in ([self.lock_path] if keep_autosave else [self.lock_path, self.autosave_path]):
            try:
                path.unlink()
            except FileNotFoundError:
                pass
        self.held = False


def read_lock(path: Path) -> dict[str, object] | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def recoverable(folder: Path) -> list[Recoverable]:
    """Autosaves whose session crashed (their lock names a process that is no longer running, or no lock is
    left), newest first. Autosaves of running copies are not listed."""
    folder = Path(folder)
    if not folder.is_dir():
        return []
    found: list[Recoverable] = []
    for autosave in folder.glob("*.autosave.yaml"):
        key = autosave.name[: -len(".autosave.yaml")]
        lock = folder / f"{key}.lock"
        owner = read_lock(lock) if lock.exists() else None
        if owner is not None and owner.get("host") == socket.gethostname() and \
                _pid_alive(int(owner.get("pid", 0) or 0)):
            continue  # a running copy of the app (this one or another) holds it
        original = owner.get("battle") if owner else None
        saved_at = datetime.fromtimestamp(autosave.stat().st_mtime, timezone.utc)
        found.append(Recoverable(autosave, Path(str(original)) if original else None, saved_at))
    return sorted(found, key=lambda r: r.saved_at, reverse=True)


def discard(item: Recoverable) -> None:
    key = item.autosave.name[: -len(".autosave.yaml")]
    for path in (item.autosave, item.autosave.with_name(f"{key}.lock")):
        try:
            path.unlink()
        except FileNotFoundError:
            pass
