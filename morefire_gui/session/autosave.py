"""Never losing a game: autosaves in the application's data folder, a lock file that tells a crash from a
second running copy, and finding what can be recovered after a crash.

Each running window holds an autosave and a lock of its own, named after the battle and after that window's
process: ``NAME-DIGEST.PID-XXXXXXXX.autosave.yaml`` beside ``NAME-DIGEST.PID-XXXXXXXX.lock``. The lock says which
process holds it (its id, when it started, its host) and the battle's file as an absolute path, so that a battle
recovered from another working folder is saved where it came from. Because no two windows share a name, a window
opened on the very battle a crashed one was playing neither takes over nor deletes the crashed one's autosave: the
crashed autosave is offered for recovery, and is removed only when it is recovered or discarded.

When the app starts and finds an autosave whose lock names a process that is gone (or another process with that
id, started later), the session that wrote it crashed: it is offered for recovery if it is newer than the battle's
own file. A lock whose process is still running belongs to another copy of the app, and its autosave is left alone;
a second copy opening the same battle file does not autosave it.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import secrets
import socket
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from morefire_gui.io.battle_file import save_battle
from morefire_gui.io.battle_names import battle_stem
from morefire_gui.io.processes import same_process, started
from morefire_gui.model.battle import Battle

AUTOSAVE_SUFFIX = ".autosave.yaml"
LOCK_SUFFIX = ".lock"
UNSAVED = "unsaved"


def autosave_key(battle_path: Path | None) -> str:
    """A stable name for the autosaves of a battle file (or of an unsaved battle): the same file, through any link
    or from any folder, has the same key."""
    if battle_path is None:
        return UNSAVED
    resolved = str(Path(battle_path).resolve())
    digest = hashlib.sha1(resolved.encode("utf-8")).hexdigest()[:10]
    return f"{battle_stem(battle_path)}-{digest}"


def lock_of(autosave: Path) -> Path:
    """The lock beside an autosave (this version's names and the older ``KEY.autosave.yaml`` alike)."""
    return autosave.with_name(autosave.name[: -len(AUTOSAVE_SUFFIX)] + LOCK_SUFFIX)


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


def _held_by_a_running_copy(owner: dict[str, object] | None) -> bool:
    """Whether the process a lock names is still running (on this host: another host's processes cannot be asked
    about, and a lock from one is a crash there)."""
    if owner is None or owner.get("host") != socket.gethostname():
        return False
    try:
        pid = int(str(owner.get("pid", 0)))
    except ValueError:
        return False
    start = owner.get("process_start")
    return same_process(pid, str(start) if start is not None else None)


class Autosaver:
    """Autosaves one battle into ``folder`` and holds its lock while the session runs."""

    def __init__(self, folder: Path, battle_path: Path | None) -> None:
        self.folder = Path(folder)
        # Absolute, as the lock keeps it: a recovery started from another folder must find the file.
        self.battle_path = Path(os.path.abspath(battle_path)) if battle_path is not None else None
        self.key = autosave_key(self.battle_path)
        name = f"{self.key}.{os.getpid()}-{secrets.token_hex(4)}"
        self.autosave_path = self.folder / f"{name}{AUTOSAVE_SUFFIX}"
        self.lock_path = self.folder / f"{name}{LOCK_SUFFIX}"
        self.held = False

    def others(self) -> list[Path]:
        """The locks of other windows on the same battle file (any window's, running or crashed)."""
        if not self.folder.is_dir():
            return []
        pattern = re.compile(re.escape(self.key) + r"(\.[0-9]+-[0-9a-f]+)?" + re.escape(LOCK_SUFFIX) + r"\Z")
        return [
            self.folder / n for n in os.listdir(self.folder) if pattern.match(n) and self.folder / n != self.lock_path
        ]

    def acquire(self) -> bool:
        """Take the lock. False when another running copy holds a lock on the same battle file (then nothing is
        autosaved here). Battles never saved have no file to share, so any number of them may autosave."""
        self.folder.mkdir(parents=True, exist_ok=True)
        if self.key != UNSAVED and any(_held_by_a_running_copy(read_lock(lock)) for lock in self.others()):
            return False
        info = {
            "pid": os.getpid(),
            "process_start": started(os.getpid()),
            "host": socket.gethostname(),
            "battle": str(self.battle_path) if self.battle_path else None,
            "started": datetime.now(UTC).isoformat(timespec="seconds"),
        }
        self.lock_path.write_text(json.dumps(info), encoding="utf-8")
        self.held = True
        return True

    def save(self, battle: Battle) -> Path | None:
        """Write the autosave atomically (no .bak: the battle's own file is never touched here)."""
        if not self.held:
            return None
        save_battle(battle, self.autosave_path, keep_backup=False)
        return self.autosave_path

    def drop_autosave(self) -> None:
        """The battle's own file was just saved: it is now the newest copy, and the autosave is not needed."""
        with contextlib.suppress(FileNotFoundError):
            self.autosave_path.unlink()

    def release(self, keep_autosave: bool = False) -> None:
        """A clean end: the lock goes, and the autosave too unless asked to keep it. Only this window's own files
        are removed; another window's autosave of the same battle stays until it is recovered or discarded."""
        if not self.held:
            return
        for path in [self.lock_path] if keep_autosave else [self.lock_path, self.autosave_path]:
            with contextlib.suppress(FileNotFoundError):
                path.unlink()
        self.held = False


def read_lock(path: Path) -> dict[str, object] | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def recoverable(folder: Path) -> list[Recoverable]:
    """Autosaves whose session crashed (their lock names a process that is no longer running, or no lock is
    left), newest first. Autosaves of running copies, this one included, are not listed."""
    folder = Path(folder)
    if not folder.is_dir():
        return []
    found: list[Recoverable] = []
    for autosave in folder.glob(f"*{AUTOSAVE_SUFFIX}"):
        lock = lock_of(autosave)
        owner = read_lock(lock) if lock.exists() else None
        if _held_by_a_running_copy(owner):
            continue  # a running copy of the app (this one or another) holds it
        original = owner.get("battle") if owner else None
        try:
            saved_at = datetime.fromtimestamp(autosave.stat().st_mtime, UTC)
        except OSError:
            continue  # recovered or discarded by another copy meanwhile
        found.append(Recoverable(autosave, Path(str(original)) if original else None, saved_at))
    return sorted(found, key=lambda r: r.saved_at, reverse=True)


def discard(item: Recoverable) -> None:
    """Remove a crashed session's autosave and its lock (never a running window's)."""
    for path in (item.autosave, lock_of(item.autosave)):
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
