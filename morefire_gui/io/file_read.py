"""Reading a file with a bound: only a regular file is opened, and never more than its limit and one byte is read.

A size check on ``stat`` alone is not enough: a device (``/dev/zero``, ``/dev/urandom``, or a link to one) says it
holds 0 bytes and never ends, and a named pipe blocks the reader until someone writes to it. So the file is looked
at before it is opened (a folder, a pipe, a device or a socket is refused by name), opened without blocking, looked
at again through the open handle (what was opened is what is read, even if the name was swapped in between), and
read in pieces up to the limit and one byte more: one byte over is enough to know it is too large.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from morefire_gui.errors import InputError, Problem

_CHUNK = 1 << 20
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)


def what_it_is(mode: int) -> str:
    """What a file that is not a regular file is, in a player's words."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode):
        return "a device (a character device)"
    if stat.S_ISBLK(mode):
        return "a device (a block device)"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def _not_a_file(path: Path, name: str, mode: int) -> InputError:
    if stat.S_ISDIR(mode):
        return InputError([Problem(name, None, "", "this is a folder, not a file")])
    via = f"a link to {os.path.realpath(path)}, which is " if os.path.islink(path) else ""
    return InputError(
        [Problem(name, None, "", f"this is {via}{what_it_is(mode)}, not a file: only regular files are read")]
    )


def open_regular(path: Path) -> int:
    """An open handle on ``path`` (``os.open``, never blocking on a pipe)."""
    return os.open(path, _OPEN_FLAGS)


def size_words(size: int) -> str:
    """A file's size as a person reads it: "200 MB" (megabytes of 1,048,576 bytes, as a file manager says them), "3.5
    KB", "100 bytes"."""
    for unit, bytes_in in (("GB", 1 << 30), ("MB", 1 << 20), ("KB", 1 << 10)):
        if size >= bytes_in:
            return f"{size / bytes_in:,.1f}".removesuffix(".0") + f" {unit}"
    return f"{size} bytes"


def read_bounded(path: Path, name: str, limit: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit``; any other file, a missing one, one that cannot be
    read or one over the limit becomes an :class:`InputError` named ``name`` that says which."""
    try:
        mode = os.stat(path).st_mode
        if not stat.S_ISREG(mode):
            raise _not_a_file(path, name, mode)
        fd = open_regular(path)
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode):
                raise _not_a_file(path, name, info.st_mode)
            if info.st_size > limit:
                raise InputError(
                    [
                        Problem(
                            name,
                            None,
                            "",
                            f"the file is {size_words(info.st_size)}; files of this kind are read up to "
                            f"{size_words(limit)}: is it the right file?",
                        )
                    ]
                )
            pieces: list[bytes] = []
            got = 0
            while got <= limit:
                piece = os.read(fd, min(_CHUNK, limit + 1 - got))
                if not piece:
                    break
                pieces.append(piece)
                got += len(piece)
            if got > limit:  # it grew after it was looked at
                raise InputError(
                    [
                        Problem(
                            name,
                            None,
                            "",
                            f"the file is more than {size_words(limit)} (it grew as it was read); files of this kind "
                            f"are read up to {size_words(limit)}",
                        )
                    ]
                )
            return b"".join(pieces)
        finally:
            os.close(fd)
    except FileNotFoundError:
        raise InputError([Problem(name, None, "", "no such file")]) from None
    except IsADirectoryError:
        raise InputError([Problem(name, None, "", "this is a folder, not a file")]) from None
    except PermissionError:
        raise InputError([Problem(name, None, "", "permission denied")]) from None
    except BlockingIOError:  # pragma: no cover - only a pipe blocks, and pipes are refused above
        raise InputError([Problem(name, None, "", "cannot read: the file would block")]) from None
    except OSError as exc:
        raise InputError([Problem(name, None, "", f"cannot read: {exc.strerror or exc}")]) from None
