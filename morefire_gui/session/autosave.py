"""Never losing a game: autosaves in the application's data folder, a lock that tells a crash from a second
running copy, and finding what can be recovered after a crash.

Each running window holds an autosave and a lock of its own, named after the battle and after that window's
process: ``NAME-DIGEST.PID-XXXXXXXX.autosave.yaml`` beside ``NAME-DIGEST.PID-XXXXXXXX.lock`` and
``NAME-DIGEST.PID-XXXXXXXX.battle.json``. The lock is the window's (:class:`ProcessLocks`: the window gives Qt's
QLockFile, which names the process holding it and knows a lock whose process is gone from one a running copy
holds); the ``.battle.json`` beside it names the battle's file as an absolute path, so that a battle recovered from
another working folder is saved where it came from. Because no two windows share a name, a window opened on the
very battle a crashed one was playing neither takes over nor deletes the crashed one's autosave: the crashed
autosave is offered for recovery, and is removed only when it is recovered or discarded.

When the app starts and finds an autosave whose lock no running process holds (its process is gone, its id taken
by another program, or the machine restarted since), the session that wrote it crashed: it is offered for recovery
(saying so when the battle's own file was saved since). A lock a running process holds belongs to another copy of
the app (or another window), and its autosave is left alone; a second window opening the same battle file autosaves
its own work under its own name. The command line does not autosave.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Protocol

from morefire_gui.errors import InputError, Problem, SaveError
from morefire_gui.io.atomic_write import remove_stale_temporaries, write_text_atomic
from morefire_gui.io.battle_file import autosave_values_limit, cannot_save, save_battle
from morefire_gui.io.battle_names import battle_stem
from morefire_gui.io.file_read import read_bounded
from morefire_gui.model.battle import Battle
from morefire_gui.rules.words import QT_TRANSLATE_NOOP

AUTOSAVE_SUFFIX = ".autosave.yaml"
LOCK_SUFFIX = ".lock"
ABOUT_SUFFIX = ".battle.json"
ABOUT_BYTES = 64 * 1024  # what an autosave's note of its battle may hold: a path and a time
UNSAVED = "unsaved"
_SWEEP_AFTER_S = 24 * 3600  # a note without an autosave is left this long before it is removed


class ProcessLocks(Protocol):
    """Lock files that name the process holding them (the window's are Qt's QLockFile: gui/autosave_lock.py)."""

    def take(self, path: Path) -> bool:
        """Hold the lock at ``path`` for this process: False when a running process holds it."""

    def free(self, path: Path) -> None:
        """Let go of a lock this process holds; its file goes."""

    def held(self, path: Path) -> bool:
        """Whether a running process (this one included) holds the lock at ``path``: a lock left by a process that
        is gone is not held (and may be removed), and neither is no lock at all."""


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


def about_of(autosave: Path) -> Path:
    """The note beside an autosave that names its battle's file."""
    return autosave.with_name(autosave.name[: -len(AUTOSAVE_SUFFIX)] + ABOUT_SUFFIX)


def battle_of(autosave: Path) -> Path | None:
    """The battle file an autosave belongs to, as its note names it (None: a battle never saved, or no note that
    can be read). The note is read with a bound, as every file is (io/file_read.py)."""
    try:
        data = json.loads(read_bounded(about_of(autosave), str(about_of(autosave)), ABOUT_BYTES).decode("utf-8"))
    except (InputError, ValueError):
        return None
    battle = data.get("battle") if isinstance(data, dict) else None
    return Path(battle) if isinstance(battle, str) and battle else None


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


class Autosaver:
    """Autosaves one battle into ``folder`` and holds its lock (one of ``locks``) while the session runs."""

    def __init__(self, folder: Path, battle_path: Path | None, locks: ProcessLocks) -> None:
        self.folder = Path(folder)
        self.locks = locks
        # Absolute, as the lock keeps it: a recovery started from another folder must find the file.
        self.battle_path = Path(os.path.abspath(battle_path)) if battle_path is not None else None
        self.key = autosave_key(self.battle_path)
        name = f"{self.key}.{os.getpid()}-{secrets.token_hex(4)}"
        self.autosave_path = self.folder / f"{name}{AUTOSAVE_SUFFIX}"
        self.lock_path = self.folder / f"{name}{LOCK_SUFFIX}"
        self.about_path = self.folder / f"{name}{ABOUT_SUFFIX}"
        self.held = False
        self.values = 0  # the values the last autosave holds, as the reader counts them

    def others(self) -> list[Path]:
        """The locks of other windows on the same battle file (any window's, running or crashed)."""
        if not self.folder.is_dir():
            return []
        pattern = re.compile(re.escape(self.key) + r"(\.[0-9]+-[0-9a-f]+)?" + re.escape(LOCK_SUFFIX) + r"\Z")
        return [
            self.folder / n for n in os.listdir(self.folder) if pattern.match(n) and self.folder / n != self.lock_path
        ]

    def shared(self) -> bool:
        """Whether another running window (of this copy of the app or another) has the same battle file open. Each
        autosaves its own work under its own name; the battle's file is saved over only as a window last saw it
        (gui/features/safety.py asks first). Battles never saved have no file to share."""
        return self.key != UNSAVED and any(self.locks.held(lock) for lock in self.others())

    def acquire(self) -> bool:
        """Take this window's own lock, whatever other windows have the same battle open: a second window on a
        battle autosaves its work too, so that a kill loses none of it."""
        about = {
            "battle": str(self.battle_path) if self.battle_path else None,
            "started": datetime.now(UTC).isoformat(timespec="seconds"),
        }
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:  # a full disk, a read-only data folder, a file where the folder should be
            in_the_way = next((p for p in (self.folder, *self.folder.parents) if p.exists() and not p.is_dir()), None)
            if in_the_way is not None:
                raise SaveError(
                    [Problem(str(in_the_way), None, "", QT_TRANSLATE_NOOP("Rules", "a file is there, not a folder"))]
                ) from None
            raise cannot_autosave(self.folder, exc.strerror or str(exc) or type(exc).__name__) from None
        try:
            write_text_atomic(self.about_path, json.dumps(about), keep_backup=False)
        except OSError as exc:
            raise cannot_autosave(self.about_path, exc.strerror or str(exc) or type(exc).__name__) from None
        if not self.locks.take(self.lock_path):  # pragma: no cover - a name of its own: no one else takes it
            with contextlib.suppress(FileNotFoundError):
                self.about_path.unlink()
            return False
        self.held = True
        return True

    def save(self, battle: Battle) -> Path | None:
        """Write the autosave atomically (no .bak: the battle's own file is never touched here). A window whose lock
        could not be taken (its folder could not be written: :meth:`acquire` said why) tries again first, so that
        autosaving starts again once the disk has room; it raises :class:`SaveError` while it still cannot. It is written
        within a budget of values of its own, past the battle file's (autosave_values_limit, recovered within it too): a
        battle grown too long to save keeps its latest actions here until the player goes on in a new file."""
        if not self.held and not self.acquire():
            return None
        self.values = save_battle(battle, self.autosave_path, keep_backup=False, max_values=autosave_values_limit())
        return self.autosave_path

    def drop_autosave(self) -> None:
        """The battle's own file was just saved: it is now the newest copy, and the autosave is not needed (one that
        cannot be removed, on a folder gone read-only, is left: it is offered after a crash, saying the file is newer)."""
        with contextlib.suppress(OSError):
            self.autosave_path.unlink()

    def release(self, keep_autosave: bool = False) -> None:
        """A clean end: the lock goes, and the autosave too unless asked to keep it. Only this window's own files
        are removed; another window's autosave of the same battle stays until it is recovered or discarded."""
        if not self.held:
            return
        self.locks.free(self.lock_path)
        for path in [self.about_path] if keep_autosave else [self.about_path, self.autosave_path]:
            with contextlib.suppress(OSError):  # gone, or a folder gone read-only: the window closes all the same
                path.unlink()
        self.held = False


def cannot_autosave(path: Path, reason: str) -> SaveError:
    """Why the autosave at ``path`` (or its folder, or its note) cannot be written: said by the window, which keeps the
    battle open and marked unsaved, and tries again at the next change."""
    return cannot_save(path, reason)


def recoverable(folder: Path, locks: ProcessLocks) -> list[Recoverable]:
    """Autosaves whose session crashed (no running process holds their lock, or no lock is left), newest first.
    Autosaves of running copies, this one included, are not listed."""
    folder = Path(folder)
    if not folder.is_dir():
        return []
    _sweep_left_without_work(folder, locks)
    found: list[Recoverable] = []
    for autosave in folder.glob(f"*{AUTOSAVE_SUFFIX}"):
        if locks.held(lock_of(autosave)):
            continue  # a running copy of the app (this one or another) holds it
        try:
            saved_at = datetime.fromtimestamp(autosave.stat().st_mtime, UTC)
        except OSError:
            continue  # recovered or discarded by another copy meanwhile
        found.append(Recoverable(autosave, battle_of(autosave), saved_at))
    return sorted(found, key=lambda r: r.saved_at, reverse=True)


def _sweep_left_without_work(folder: Path, locks: ProcessLocks) -> None:
    """Remove the note and the lock a window killed before it autosaved anything left (no work of it to recover):
    only where no running process holds the lock, and once the note is a day old (a window starting writes its note
    just before it takes its lock; a copy on another machine sharing the folder, whose lock cannot be asked, has
    autosaved long before)."""
    now = datetime.now(UTC).timestamp()
    for about in folder.glob(f"*{ABOUT_SUFFIX}"):
        autosave = about.with_name(about.name[: -len(ABOUT_SUFFIX)] + AUTOSAVE_SUFFIX)
        lock = lock_of(autosave)
        try:
            if autosave.exists() or now - about.stat().st_mtime < _SWEEP_AFTER_S or locks.held(lock):
                continue
            for path in (lock, about):
                with contextlib.suppress(FileNotFoundError):
                    path.unlink()
        except OSError:
            continue  # a folder that cannot be written: left as it is


def discard(item: Recoverable) -> None:
    """Remove a crashed session's autosave, its lock, its note and what an autosave killed while it was written left
    beside it (never a running window's). One that cannot be
    removed (a folder that can no longer be written) raises :class:`SaveError` naming it and why, once the others
    have been tried: the autosave is then offered again at the next start."""
    problems: list[Problem] = []
    for path in (item.autosave, lock_of(item.autosave), about_of(item.autosave)):
        try:
            path.unlink()
        except FileNotFoundError:
            continue
        except OSError as exc:
            reason = exc.strerror or str(exc) or type(exc).__name__
            problems.append(
                Problem(
                    str(path), None, "", QT_TRANSLATE_NOOP("Rules", "cannot delete: {reason}").format(reason=reason)
                )
            )
    remove_stale_temporaries(item.autosave)  # an autosave the kill caught half written, never renamed into place
    if problems:
        raise SaveError(problems)
