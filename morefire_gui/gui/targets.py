"""Where the window writes a file the player chose (an exported picture, a printed plan's PDF, an after-action
report): a name that cannot take one — a folder, a device, a link to either, a folder that is not there or may not be
written — is refused by name, in the interface's language, before anything is written."""

from __future__ import annotations

from pathlib import Path

from morefire_gui.gui.i18n import tr
from morefire_gui.io.atomic_write import unwritable as find_unwritable


def said_what_it_is(english: str) -> str:
    """What a file that is not a regular file is (io/file_read.what_it_is), in the interface's language."""
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
    """Why no file can be written at ``path`` (io/atomic_write.unwritable), naming it ("Cannot write
    /home/ann/maps.png: it is a folder, not a file"); None when one can (a new file in a folder that may be written, or
    a file that may be written over)."""
    found = find_unwritable(Path(path))
    if found is None:
        return None
    if found.why == "not_a_file":
        if found.through_link:
            return tr("Cannot write {path}: it links to {target}, {what}, not a file").format(
                path=path, target=found.target, what=said_what_it_is(found.what)
            )
        return tr("Cannot write {path}: it is {what}, not a file").format(path=path, what=said_what_it_is(found.what))
    if found.why == "no_folder":
        return tr("Cannot write {path}: there is no folder {folder}").format(path=path, folder=found.folder)
    if found.why == "denied":
        return tr("Cannot write {path}: it may not be written (permission denied)").format(path=path)
    return tr("Cannot write {path}: {why}").format(path=path, why=found.error)
