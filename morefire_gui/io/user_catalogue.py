"""The player's own catalogue file: entries in the format of ``resources/catalogue/`` merged over the bundled
catalogue by id (:func:`morefire_gui.io.resources.load_catalogue`). Copying an entry into it, to correct it there,
is done here: the entry's YAML is written as the generated files write it, appended to the player's file (so that
their own comments stay), and the whole file checked again before it replaces the old one.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import yaml

from morefire_gui.errors import DataFileError, InputError, Problem, SaveError
from morefire_gui.io.battle_file import write_text_atomic
from morefire_gui.io.catalogue_build import _Dumper as CatalogueDumper
from morefire_gui.io.catalogue_build import entry_data
from morefire_gui.io.resources import read_catalogue_file
from morefire_gui.io.yamldoc import parse_yaml, validate_document
from morefire_gui.rules.catalogue import CatalogueEntry, CatalogueFile

__all__ = ["CopiedEntry", "NEW_FILE_HEADER", "copy_to_user_catalogue", "entry_yaml"]

NEW_FILE_HEADER = ("# My own catalogue: entries in the format of resources/catalogue/, merged over the app's by id\n"
                   "# (an entry with a bundled id replaces it, a new id is added). See docs/vehicle-reference.md,\n"
                   "# \"Adding or correcting a vehicle\".\n")


def entry_yaml(entry: CatalogueEntry) -> str:
    """The entry as an item of a catalogue file's ``units`` list, indented and laid out as the generated files
    are (``  - id: m4a1`` ...)."""
    text = yaml.dump({"units": [entry_data(entry)]}, Dumper=CatalogueDumper, sort_keys=False,
                     default_flow_style=None, allow_unicode=True, width=1000)
    return text.split("\n", 1)[1]  # without the "units:" line


@dataclass(frozen=True)
class CopiedEntry:
    """Where the entry is in the player's file: its line, and whether it was copied now (False: the file already
    had an entry with that id, which was left as it is)."""

    path: Path
    entry_id: str
    line: int | None
    copied: bool


def _line_of(path: Path, entry_id: str) -> int | None:
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        stripped = line.strip().lstrip("-").strip().lstrip("{").strip()
        if stripped.startswith("id:") and stripped[3:].split(",")[0].strip().strip("'\"") == entry_id:
            return number
    return None


def copy_to_user_catalogue(path: Path, entry: CatalogueEntry) -> CopiedEntry:
    """Copy ``entry`` into the player's catalogue file ``path`` for them to correct: a new file is made with a
    ``units`` list; an existing one must be a valid catalogue (its problems are raised, with file, line and key) and
    gets the entry at its end. An entry with the same id already there is left alone. The file is written
    atomically (the previous one kept as ``.bak``); if the result would not be a valid catalogue (its ``units`` list
    is not the last key, or written ``[...]`` on one line) nothing is written."""
    path = Path(path)
    item = entry_yaml(entry)
    if not path.exists() or not path.read_text(encoding="utf-8").strip():
        candidates = [NEW_FILE_HEADER + "units:\n" + item]
    else:
        existing = read_catalogue_file(path)
        if any(e.id == entry.id for e in existing):
            return CopiedEntry(path, entry.id, _line_of(path, entry.id), False)
        old = path.read_text(encoding="utf-8")
        old += "" if old.endswith("\n") else "\n"
        # The list's items indented under "units:" as the app writes them, or level with it as some players do;
        # a file of comments only gets its "units:" list.
        flush = "\n".join(line[2:] if line.startswith("  ") else line for line in item.split("\n"))
        candidates = [old + item, old + flush, old + "units:\n" + item]
    text = ""
    for text in candidates:
        try:
            parsed = validate_document(CatalogueFile, parse_yaml(text, str(path)), DataFileError)
        except InputError:
            continue
        if any(e.id == entry.id for e in parsed.units):
            break
    else:
        raise DataFileError([Problem(str(path), None, "units",
                                     f"cannot add {entry.id!r} at the end of the file: make 'units:' its last key, "
                                     f"with one '- id: ...' item per entry (as in resources/catalogue/), or copy the "
                                     f"entry in by hand")])
    try:
        write_text_atomic(path, text)
    except OSError as exc:
        raise SaveError([Problem(str(path), None, "", f"cannot save: {exc.strerror or exc}; the file is "
                                                      f"unchanged")]) from None
    return CopiedEntry(path, entry.id, _line_of(path, entry.id), True)
