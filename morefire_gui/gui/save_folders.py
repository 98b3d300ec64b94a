"""Where a file chooser of the window starts: the one rule every Save As, Export, Print to PDF and report follows, and
every chooser that opens a file of the player's (a table's image, aircraft figures, a catalogue, a battle).

A battle of the player's own is offered its own folder. A battle that came with the app (resources/battles/) or has
no file yet is offered the last folder the player saved to (kept with QSettings), else the player's documents folder
(QStandardPaths): never the app's own folder, which is not the player's to write in (an installed app's may not even
be writable, and the next release replaces it), nor where the player keeps pictures and figures. A chooser opening a
file starts at the file the player chose before, where there is one of the player's, else where a save would."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget

from morefire_gui.errors import MoreFireError
from morefire_gui.gui.settings import app_settings
from morefire_gui.io.resources import is_bundled_battle, resource_root

LAST_FOLDER_KEY = "files/last_save_folder"


def documents_folder() -> Path:
    """The player's documents folder, or the home folder where the platform names none (or it is not there)."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(location) if location and Path(location).is_dir() else Path.home()


def _in_the_apps_folder(folder: Path) -> bool:
    try:
        return Path(os.path.realpath(folder)).is_relative_to(os.path.realpath(resource_root()))
    except (OSError, ValueError, MoreFireError):  # no resources found: nothing is the app's folder
        return False


def last_save_folder() -> Path | None:
    """The folder the player last saved a file to from a file chooser, while it is still there."""
    value = app_settings().value(LAST_FOLDER_KEY, "")
    if not isinstance(value, str) or not value:
        return None
    folder = Path(value)
    return folder if folder.is_dir() and not _in_the_apps_folder(folder) else None


def remember_save_folder(path: Path) -> None:
    """Keep the folder of a file the player chose to save, to be offered for the next battle that has none."""
    folder = Path(os.path.abspath(Path(path).expanduser())).parent
    if not _in_the_apps_folder(folder):
        app_settings().setValue(LAST_FOLDER_KEY, str(folder))


def save_folder(battle_path: Path | None) -> Path:
    """The folder a file chooser offers for a battle whose file is ``battle_path`` (None: never saved)."""
    if battle_path is not None and not is_bundled_battle(battle_path):
        return Path(os.path.abspath(battle_path)).parent
    return last_save_folder() or documents_folder()


def suggested_path(battle_path: Path | None, name: str) -> Path:
    """``name`` in the folder :func:`save_folder` offers."""
    return save_folder(battle_path) / name


def ask_save_path(
    parent: QWidget | None,
    caption: str,
    suggested: Path,
    filters: str,
    options: QFileDialog.Option | None = None,
) -> Path | None:
    """The file chooser to save a file, offering ``suggested``; the path chosen (its folder remembered), or None when
    the player cancelled."""
    if options is None:
        chosen, _ = QFileDialog.getSaveFileName(parent, caption, str(suggested), filters)
    else:
        chosen, _ = QFileDialog.getSaveFileName(parent, caption, str(suggested), filters, "", options)
    if not chosen:
        return None
    remember_save_folder(Path(chosen))
    return Path(chosen)


def open_start(chosen: str | Path | None, battle_path: Path | None) -> Path:
    """Where a chooser that opens a file starts: at ``chosen``, the file the player chose before (the table's image,
    the figures or the catalogue in use), where it is still there and not in the app's own folder; else in the folder
    :func:`save_folder` offers for the battle whose file is ``battle_path``."""
    if chosen:
        path = Path(os.path.abspath(Path(chosen).expanduser()))
        if path.is_file() and not _in_the_apps_folder(path.parent):
            return path
    return save_folder(battle_path)


def ask_open_path(parent: QWidget | None, caption: str, start: Path, filters: str) -> Path | None:
    """The file chooser to open a file, starting at ``start`` (:func:`open_start`); the path chosen, or None when the
    player cancelled."""
    chosen, _ = QFileDialog.getOpenFileName(parent, caption, str(start), filters)
    return Path(chosen) if chosen else None
