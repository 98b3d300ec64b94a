"""The player's own catalogue file: entries in the format of ``resources/catalogue/`` merged over the bundled
catalogue by id (:func:`morefire_gui.io.resources.load_catalogue`). Copying an entry into it, to correct it there,
and saving an entry corrected or made in the app's catalogue entry dialog are done here: the entry's YAML is
written as the generated files write it, appended to the player's file or put in place of that id's item (only
that item's lines: the player's comments and other entries stay as they were), and the whole file checked again
before it replaces the old one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from morefire_gui.errors import DataFileError, InputError, Problem, SaveError
from morefire_gui.io.atomic_write import write_text_atomic
from morefire_gui.io.catalogue_build import _Dumper as CatalogueDumper
from morefire_gui.io.catalogue_build import entry_data
from morefire_gui.io.resources import read_catalogue_file
from morefire_gui.io.yamldoc import parse_yaml, validate_document
from morefire_gui.rules.catalogue.entries import CatalogueEntry, CatalogueFile

__all__ = [
    "NEW_FILE_HEADER",
    "CopiedEntry",
    "SavedEntry",
    "copy_to_user_catalogue",
    "entry_yaml",
    "item_yaml",
    "save_entry",
]

NEW_FILE_HEADER = (
    "# My own catalogue: entries in the format of resources/catalogue/, merged over the app's by id\n"
    "# (an entry with a bundled id replaces it, a new id is added). See docs/vehicle-reference.md,\n"
    '# "Adding or correcting a vehicle".\n'
)


def entry_yaml(entry: CatalogueEntry) -> str:
    """The entry as an item of a catalogue file's ``units`` list, indented and laid out as the generated files
    are (``  - id: m4a1`` ...)."""
    return item_yaml(entry_data(entry))


def item_yaml(data: dict[str, Any]) -> str:
    """Plain data (an entry's keys, valid or not yet) as an item of a ``units`` list, laid out as
    :func:`entry_yaml` lays out an entry."""
    text = yaml.dump(
        {"units": [data]},
        Dumper=CatalogueDumper,
        sort_keys=False,
        default_flow_style=None,
        allow_unicode=True,
        width=1000,
    )
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
    if _is_blank(path):
        text = NEW_FILE_HEADER + "units:\n" + entry_yaml(entry)
    else:
        existing = read_catalogue_file(path)
        if any(e.id == entry.id for e in existing):
            return CopiedEntry(path, entry.id, _line_of(path, entry.id), False)
        text = _appended(path, _read_text(path), existing, entry)
    _write(path, text)
    return CopiedEntry(path, entry.id, _line_of(path, entry.id), True)


@dataclass(frozen=True)
class SavedEntry:
    """An entry saved into the player's file: its line there, whether it replaced an entry of that id (False: it was
    added at the end) and whether the file changed (False: it held that entry already, as it is)."""

    path: Path
    entry_id: str
    line: int | None
    replaced: bool
    changed: bool = True


def save_entry(path: Path, entry: CatalogueEntry) -> SavedEntry:
    """Save ``entry`` into the player's catalogue file ``path``: the item with the same id is replaced, its lines
    only (the rest of the file, comments and all, is kept byte for byte), or a new id is added at the end (a new
    file is made with a ``units`` list). The whole resulting file must be a valid catalogue holding the other
    entries as they were and this one as given, or nothing is written (:class:`DataFileError`, saying why: a file
    that is not a valid catalogue, an entry that is not valid, an item the file lays out so that its lines cannot be
    replaced). The file is written atomically, the previous one kept as ``.bak``."""
    path = Path(path)
    _check(path, "units:\n" + entry_yaml(entry), [entry], entry)  # the entry itself first: say what is wrong in it
    if _is_blank(path):
        text = NEW_FILE_HEADER + "units:\n" + entry_yaml(entry)
        _write(path, text)
        return SavedEntry(path, entry.id, _line_of(path, entry.id), False)
    existing = read_catalogue_file(path)
    index = next((i for i, e in enumerate(existing) if e.id == entry.id), None)
    old = _read_text(path)
    if index is None:
        text = _appended(path, old, existing, entry)
    elif existing[index] == entry:
        return SavedEntry(path, entry.id, _line_of(path, entry.id), True, changed=False)
    else:
        text = _replaced(path, old, existing, index, entry)
    _write(path, text)
    return SavedEntry(path, entry.id, _line_of(path, entry.id), index is not None)


# -- the file's text ---------------------------------------------------------------------------------------------------
# YAML's line breaks (PyYAML counts lines by these), kept with their line so that the file's own are written back.
_LINES = re.compile(r"[^\r\n\x85\u2028\u2029]*(?:\r\n|[\r\n\x85\u2028\u2029]|$)")


def _read_text(path: Path) -> str:
    # Bytes decoded as they are: universal newlines would turn the player's CRLF into LF.
    return path.read_bytes().decode("utf-8")


def _is_blank(path: Path) -> bool:
    return not path.exists() or not _read_text(path).strip()


def _split_lines(text: str) -> list[str]:
    lines = [m.group(0) for m in _LINES.finditer(text)]
    return lines[:-1] if lines and lines[-1] == "" else lines


def _refused(path: Path, entry: CatalogueEntry, why: str) -> DataFileError:
    return DataFileError([Problem(str(path), None, "units", f"cannot save {entry.id!r}: {why}; nothing was written")])


def _check(path: Path, text: str, expected: list[CatalogueEntry], entry: CatalogueEntry) -> None:
    """``text`` must read back as exactly ``expected``: the file's other entries as they were, and ``entry``."""
    try:
        parsed = validate_document(CatalogueFile, parse_yaml(text, str(path)), DataFileError)
    except InputError as exc:
        problems = [Problem(p.source, None, p.key, p.message) for p in exc.problems]
        raise DataFileError(
            [
                Problem(str(path), None, "units", f"{entry.id!r} is not a valid catalogue entry, nothing was written"),
                *problems,
            ]
        ) from None
    if list(parsed.units) != expected:
        raise _refused(path, entry, "the file would not read back as it should")


def _appended(path: Path, old: str, existing: list[CatalogueEntry], entry: CatalogueEntry) -> str:
    """The file's text with ``entry`` added at the end of its ``units`` list, at the file's indentation."""
    item = entry_yaml(entry)
    newline = "\r\n" if "\r\n" in old else "\n"
    old += "" if old.endswith(("\n", "\r")) else newline
    # The list's items indented under "units:" as the app writes them, or level with it as some players do;
    # a file of comments only gets its "units:" list.
    flush = "\n".join(line[2:] if line.startswith("  ") else line for line in item.split("\n"))
    expected = [*existing, entry]
    for candidate in (item, flush, "units:\n" + item):
        text = old + candidate.replace("\n", newline)
        try:
            parsed = validate_document(CatalogueFile, parse_yaml(text, str(path)), DataFileError)
        except InputError:
            continue
        if list(parsed.units) == expected:
            return text
    raise DataFileError(
        [
            Problem(
                str(path),
                None,
                "units",
                f"cannot add {entry.id!r} at the end of the file: make 'units:' its last key, "
                f"with one '- id: ...' item per entry (as in resources/catalogue/), or copy the "
                f"entry in by hand",
            )
        ]
    )


def _replaced(path: Path, old: str, existing: list[CatalogueEntry], index: int, entry: CatalogueEntry) -> str:
    """The file's text with the lines of ``units[index]`` replaced by ``entry``: from its ``- `` line to the line
    before the next item (or the end of the list), leaving out the comments and blank lines at its end, which may
    well be about what follows."""
    loader = yaml.SafeLoader(old)
    try:
        root = loader.get_single_node()
    finally:
        loader.dispose()
    units = next((v for k, v in getattr(root, "value", ()) if getattr(k, "value", None) == "units"), None)
    if not isinstance(units, yaml.SequenceNode) or units.flow_style:
        raise _refused(
            path,
            entry,
            "the file's 'units' list is written [...] on one line; write it as one "
            "'- id: ...' item per entry (as in resources/catalogue/)",
        )
    lines = _split_lines(old)
    item = units.value[index]
    first, column = item.start_mark.line, item.start_mark.column
    dash = lines[first][:column] if first < len(lines) else ""
    if not re.fullmatch(r"[ ]*-[ ]+", dash):
        raise _refused(
            path,
            entry,
            f"line {first + 1} does not start the entry with '- id: ...' (as in "
            f"resources/catalogue/); correct it there by hand",
        )
    if index + 1 < len(units.value):
        end = units.value[index + 1].start_mark.line
    else:
        end = units.end_mark.line + (1 if units.end_mark.column > 0 else 0)
    end = min(end, len(lines))

    def outside(line: str) -> bool:
        # A comment no deeper than the entry's keys, or a blank line: not part of its values (a block scalar's
        # lines are deeper), so left where it is.
        stripped = line.strip()
        return not stripped or (stripped.startswith("#") and len(line) - len(line.lstrip(" ")) <= column)

    while end > first + 1 and outside(lines[end - 1]):
        end -= 1
    newline = "\r\n" if lines[first].endswith("\r\n") else "\n"
    indent = len(dash) - len(dash.lstrip(" "))
    new = [
        (" " * indent + line[2:] if line.startswith("  ") else line) + newline
        for line in entry_yaml(entry).split("\n")
        if line
    ]
    new = _keep_comments(lines[first:end], new, indent, newline)
    if not lines[end - 1].endswith(("\n", "\r", "\x85", "\u2028", "\u2029")) and end == len(lines):
        new[-1] = new[-1][: -len(newline)]  # the file had no line break at its end: nor does it now
    text = "".join(lines[:first] + new + lines[end:])
    _check(path, text, [*existing[:index], entry, *existing[index + 1 :]], entry)
    return text


_KEY = re.compile(r"^[ ]*(?:-[ ]+)?([A-Za-z_][\w-]*)[ ]*:")


def _inline_comment(line: str) -> str | None:
    """The comment at the end of a ``key: value  # comment`` line, if the value is plain (a quoted value may hold
    a ``#`` of its own: its line is left to the full-line rule)."""
    body = line.rstrip("\r\n")
    at = body.find(" #")
    if at < 0 or '"' in body[:at] or "'" in body[:at] or not _KEY.match(body):
        return None
    return body[at:].strip()


def _keep_comments(old: list[str], new: list[str], indent: int, newline: str) -> list[str]:
    """The player's comments inside the entry being replaced, kept: a comment at the end of a key's line goes to
    the end of that key's new line (the first with the same key); a comment line, or one whose key is gone, goes
    above the entry, at its indent, in the order written."""
    above: list[str] = []
    placed = list(new)
    for line in old:
        stripped = line.strip()
        if stripped.startswith("#"):
            above.append(" " * indent + stripped + newline)
            continue
        comment = _inline_comment(line)
        if comment is None:
            continue
        key = _KEY.match(line)
        target = next(
            (i for i, n in enumerate(placed) if key and (m := _KEY.match(n)) and m.group(1) == key.group(1)), None
        )
        if target is None:
            above.append(" " * indent + comment + newline)
        else:
            body = placed[target].rstrip("\r\n")
            placed[target] = f"{body}  {comment}" + placed[target][len(body) :]
    return above + placed


def _write(path: Path, text: str) -> None:
    try:
        write_text_atomic(path, text)
    except OSError as exc:
        raise SaveError(
            [Problem(str(path), None, "", f"cannot save: {exc.strerror or exc}; the file is unchanged")]
        ) from None
