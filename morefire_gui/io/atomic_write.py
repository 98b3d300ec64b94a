"""Writing a file so that a crash, a kill or a full disk leaves the old file or the new one, never half of one.

What ``QSaveFile`` does, without Qt (the command line saves too): a temporary file beside the target, flushed to
disk, renamed over the target, the folder flushed so that the rename lasts. Before the rename the previous file is
kept as ``NAME.bak``. A link is followed: saving through ``battle.yaml -> games/kharkov.yaml`` writes
``games/kharkov.yaml`` and keeps the link. The temporary file is named ``.NAME.PID-XXXXXXXX.tmp``, after the process
writing it; one left by a process that was killed mid-save is removed by the next save of that file.
"""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import stat
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from morefire_gui.io.file_read import what_it_is
from morefire_gui.io.processes import running

# A temporary file of an older version (no process id in its name), or of a running process (a process id reused
# after a crash), is taken to be abandoned once it is this old: no save takes a day.
_STALE_AFTER_S = 24 * 3600


def write_text_atomic(path: Path, text: str, keep_backup: bool = True) -> None:
    """Write ``text`` as UTF-8, atomically; see :func:`write_bytes_atomic`."""
    write_bytes_atomic(Path(path), text.encode("utf-8"), keep_backup)


def save_target(path: Path) -> Path:
    """The file a save of ``path`` writes: the file a link points to (followed to its end), else ``path``."""
    path = Path(path)
    return Path(os.path.realpath(path)) if path.is_symlink() else path


def not_a_file(path: Path) -> str | None:
    """Why a save of ``path`` may not write over what is there (links followed): it is not a regular file — a
    folder, a device, a named pipe, a socket (``it links to /dev/null, a device (a character device), not a file``);
    the rename that puts a save in place would replace a device with a file. None when it is a regular file or is
    not there. An error reading what is there (``stat``) is raised."""
    path = Path(path)
    target = save_target(path)
    try:
        mode = target.stat().st_mode
    except FileNotFoundError:
        return None
    if stat.S_ISREG(mode):
        return None
    return f"{'it links to ' + str(target) + ', ' if target != path else 'it is '}{what_it_is(mode)}, not a file"


@dataclass(frozen=True)
class Unwritable:
    """Why no file can be written at ``path`` (:func:`unwritable`), for the command line and the window to say each
    in its own words: ``why`` is one of

    * ``not_a_file``: ``target`` (``path``, or what its link points to) is ``what`` (io/file_read.what_it_is);
    * ``no_folder``: ``folder`` is not there;
    * ``denied``: the file or its folder may not be written;
    * ``error``: what is there could not be read (``error``, the system's words)."""

    path: Path
    why: str
    target: Path
    folder: Path
    what: str = ""
    error: str = ""

    @property
    def through_link(self) -> bool:
        return self.target != self.path


def unwritable(path: Path) -> Unwritable | None:
    """Why no file can be written at ``path``: a folder, a device or a pipe (or a link to one), a folder that is not
    there or may not be written, a file that may not be written over; None when one can."""
    path = Path(path)
    target = save_target(path)  # a link is written through: what it points to is what is written
    folder = target.parent
    try:
        mode: int | None = target.stat().st_mode
    except FileNotFoundError:
        mode = None
    except OSError as exc:
        return Unwritable(path, "error", target, folder, error=str(exc.strerror or exc))
    if mode is not None and not stat.S_ISREG(mode):
        return Unwritable(path, "not_a_file", target, folder, what=what_it_is(mode))
    if not folder.is_dir():
        return Unwritable(path, "no_folder", target, folder)
    if not os.access(folder, os.W_OK | os.X_OK):
        return Unwritable(path, "denied", target, folder, error=denied_cause(folder))
    if mode is not None and not os.access(target, os.W_OK):
        return Unwritable(path, "denied", target, folder, error=denied_cause(target))
    return None


def denied_cause(path: Path) -> str:
    """Why ``path``, which ``os.access`` says may not be written, may not be: the system's words for a read-only
    file system (``EROFS``) when it is on one (a mounted CD, a share mounted read-only), else for a permission it
    lacks (``EACCES``). ``os.access`` says only no, not why."""
    statvfs = getattr(os, "statvfs", None)  # not on Windows, whose read-only drives say "permission denied"
    if statvfs is not None:
        try:
            read_only = bool(statvfs(path).f_flag & os.ST_RDONLY)
        except OSError:
            read_only = False
        if read_only:
            return os.strerror(errno.EROFS)
    return os.strerror(errno.EACCES)


def drawn_aside() -> tempfile.TemporaryDirectory[str]:
    """A scratch folder a picture or a PDF is drawn in before it is put in place whole (:func:`write_bytes_atomic`):
    a full disk or a failure while drawing leaves the file that was there as it was."""
    return tempfile.TemporaryDirectory(prefix="morefire-")


def write_bytes_atomic(path: Path, data: bytes, keep_backup: bool = True) -> None:
    """A temporary file beside the target, flushed to disk, then renamed over it: readers (and a crash)
    see either the old file or the new one, never half of one. The old one is kept as ``NAME.bak``.
    On any failure the temporary file is removed and the target is as it was. What is not a regular file (a link to
    ``/dev/null``, a named pipe, a folder) is never written over: an ``OSError`` says what it is."""
    why = not_a_file(path)
    if why is not None:
        raise OSError(errno.EEXIST, why, str(path))
    path = save_target(path)
    folder = path.parent
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}-", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if path.exists():
            with contextlib.suppress(OSError):
                os.chmod(tmp_name, path.stat().st_mode & 0o7777)  # keep the file's permissions
            if keep_backup:
                _backup(path)
        else:
            os.chmod(tmp_name, 0o666 & ~_umask())  # mkstemp makes 0600; a new file gets the usual mode
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    try:  # make the rename itself durable
        dir_fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    except OSError:
        pass
    remove_stale_temporaries(path)


def remove_stale_temporaries(path: Path) -> list[Path]:
    """Remove the temporary files earlier saves of ``path`` left behind (a kill between writing one and renaming
    it): those of a process that is no longer running, and any older than a day. Those of a running process are
    its save in progress, and are left alone. Returns what was removed."""
    path = Path(path)
    prefix = f".{path.name}."
    removed: list[Path] = []
    try:
        names = [n for n in os.listdir(path.parent) if n.startswith(prefix) and n.endswith(".tmp")]
    except OSError:
        return removed
    now = time.time()
    for name in names:
        stale = path.parent / name
        owner = name[len(prefix) : -len(".tmp")].split("-", 1)[0]
        try:
            old = now - stale.stat().st_mtime > _STALE_AFTER_S
            if old or (owner.isdigit() and int(owner) != os.getpid() and not running(int(owner))):
                stale.unlink()
                removed.append(stale)
        except OSError:
            continue  # gone already, or not ours to remove
    return removed


def _backup(path: Path) -> None:
    """``NAME.bak`` becomes the current file: a hard link (instant, and the old content survives the rename
    that follows), or a copy where the file system has no hard links."""
    backup = path.with_name(path.name + ".bak")
    if backup.exists() or backup.is_symlink():
        backup.unlink()
    try:
        os.link(path, backup)
    except OSError:
        shutil.copy2(path, backup)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
