"""Where the window writes a file the player chose (an exported picture, a printed plan's PDF, an after-action
report): a name that cannot take one — a folder, a device, a link to either, a folder that is not there or may not be
written — is refused by name, in the interface's language, before anything is written."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from morefire_gui.gui.i18n import tr
from morefire_gui.io.atomic_write import save_target
from morefire_gui.io.file_read import what_it_is


def said_what(mode: int) -> str:
    """What a file that is not a regular file is (io/file_read.what_it_is), in the interface's language."""
    english = what_it_is(mode)
    words = {
        "a folder": tr("a folder"),
        "a named pipe (FIFO)": tr("a named pipe (FIFO)"),
        "a device (a character device)": tr("a device (a character device)"),
        "a device (a block device)": tr("a device (a block device)"),
        "a socket": tr("a socket"),
        "not a regular file": tr("not a regular file"),
    }
    return words.get(english, english)


def unwritable(path: Path) -> str | None:
    """Why no file can be written at ``path``, naming it ("Cannot write /home/ann/maps.png: it is a folder, not a
    file"); None when one can (a new file in a folder that may be written, or a file that may be written over)."""
    path = Path(path)
    target = save_target(path)  # a link is written through: what it points to is what is written
    try:
        mode: int | None = target.stat().st_mode
    except FileNotFoundError:
        mode = None
    except OSError as exc:
        return tr("Cannot write {path}: {why}").format(path=path, why=exc.strerror or exc)
    if mode is not None and not stat.S_ISREG(mode):
        if target != path:
            return tr("Cannot write {path}: it links to {target}, {what}, not a file").format(
                path=path, target=target, what=said_what(mode)
            )
        return tr("Cannot write {path}: it is {what}, not a file").format(path=path, what=said_what(mode))
    folder = target.parent
    if not folder.is_dir():
        return tr("Cannot write {path}: there is no folder {folder}").format(path=path, folder=folder)
    if not os.access(folder, os.W_OK | os.X_OK) or (mode is not None and not os.access(target, os.W_OK)):
        return tr("Cannot write {path}: it may not be written (permission denied)").format(path=path)
    return None
