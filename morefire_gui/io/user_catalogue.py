"""The player's own catalogue file: entries in the format of ``resources/catalogue/`` merged over the bundled
catalogue by id (:func:`morefire_gui.io.resources.load_catalogue`). Copying an entry into it, to correct it there,
and saving an entry corrected or made in the app's catalogue entry dialog are done here: the entry's YAML is
written as the generated files write it, appended to the player's file or put in place of that id's item (only
that item's lines: the player's comments and other entries stay as they were), and the whole file checked again
before it replaces the old one.

The file is read as every file is, with a bound (:func:`morefire_gui.io.file_read.read_bounded`), and its problems
are named with file, line and key (:mod:`morefire_gui.io.yamldoc`). Where an entry is and which comments it holds
are read by ruamel.yaml in its round-trip mode (its safe loader: plain data and comments, no objects): the item's
lines are replaced by the entry as ruamel writes it, with the player's comments on it carried over (one at the end
of a key's line stays at the end of that key's new line; a comment line, or one on a key the entry no longer has,
goes above the entry), and every other byte of the file is kept.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import YAMLError
from ruamel.yaml.tokens import CommentToken

from morefire_gui.errors import DataFileError, InputError, Problem, SaveError
from morefire_gui.io.atomic_write import write_text_atomic
from morefire_gui.io.catalogue_build import _Dumper as CatalogueDumper
from morefire_gui.io.catalogue_build import entry_data
from morefire_gui.io.file_read import read_bounded
from morefire_gui.io.resources import read_catalogue_file
from morefire_gui.io.yamldoc import MAX_FILE_BYTES, parse_yaml, validate_document
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
    """The line the item of ``entry_id`` starts on in the file (1-based), as ruamel reads the file."""
    try:
        units = _units(_round_trip().load(_read_text(path)))
    except (InputError, YAMLError):
        return None
    if units is None:
        return None
    for index, item in enumerate(units):
        if isinstance(item, CommentedMap) and item.get("id") == entry_id:
            return int(units.lc.item(index)[0]) + 1
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
    """The file's text, read with a bound (a regular file of at most the files' 20 MB: a link to /dev/zero is
    refused by name, never read); its bytes decoded as they are, since universal newlines would turn the player's
    CRLF into LF."""
    raw = read_bounded(path, str(path), MAX_FILE_BYTES)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise DataFileError(
            [Problem(str(path), line, "", f"not a UTF-8 text file (byte {exc.start}); save it as UTF-8")]
        ) from None


def _is_blank(path: Path) -> bool:
    return not os.path.lexists(path) or not _read_text(path).strip()


def _round_trip() -> YAML:
    """ruamel.yaml in round-trip mode (plain data with its comments and layout; no object is ever made), writing
    an entry as the generated catalogue files lay it out (io/catalogue_build.py)."""
    yaml_rt = YAML(typ="rt")
    yaml_rt.preserve_quotes = True
    yaml_rt.width = 1000
    yaml_rt.allow_unicode = True
    yaml_rt.indent(mapping=2, sequence=4, offset=2)
    return yaml_rt


def _units(document: object) -> CommentedSeq | None:
    units = document.get("units") if isinstance(document, CommentedMap) else None
    return units if isinstance(units, CommentedSeq) else None


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
    well be about what follows. The item's own comments are carried over to the entry (:func:`_with_comments`)."""
    try:
        document = _round_trip().load(old)
    except YAMLError as exc:  # pragma: no cover - the file validated just before
        raise _refused(path, entry, f"the file cannot be read ({exc})") from None
    units = _units(document)
    if units is None or units.fa.flow_style():
        raise _refused(
            path,
            entry,
            "the file's 'units' list is written [...] on one line; write it as one "
            "'- id: ...' item per entry (as in resources/catalogue/)",
        )
    lines = _split_lines(old)
    first, content = (int(n) for n in units.lc.item(index))
    dash = lines[first][:content] if first < len(lines) else ""
    if not re.fullmatch(r"[ ]*-[ ]+", dash):
        raise _refused(
            path,
            entry,
            f"line {first + 1} does not start the entry with '- id: ...' (as in "
            f"resources/catalogue/); correct it there by hand",
        )
    if index + 1 < len(units):
        end = int(units.lc.item(index + 1)[0])
    else:
        keys = list(document)
        after = keys[keys.index("units") + 1 :]
        end = int(document.lc.key(after[0])[0]) if after else len(lines)
    end = min(end, len(lines))
    indent = len(dash) - len(dash.lstrip(" "))
    column = indent + 2  # the entry's keys

    def outside(line: str) -> bool:
        # A comment no deeper than the entry's keys, or a blank line: not part of its values (a block scalar's
        # lines are deeper), so left where it is.
        stripped = line.strip()
        return not stripped or (stripped.startswith("#") and len(line) - len(line.lstrip(" ")) <= column)

    while end > first + 1 and outside(lines[end - 1]):
        end -= 1
    newline = "\r\n" if lines[first].endswith("\r\n") else "\n"
    new = _with_comments("".join(lines[first:end]), entry, indent).replace("\n", newline)
    if not lines[end - 1].endswith(("\n", "\r", "\x85", "\u2028", "\u2029")) and end == len(lines):
        new = new[: -len(newline)]  # the file had no line break at its end: nor does it now
    text = "".join(lines[:first]) + new + "".join(lines[end:])
    _check(path, text, [*existing[:index], entry, *existing[index + 1 :]], entry)
    return text


def _with_comments(old_item: str, entry: CatalogueEntry, indent: int) -> str:
    """``entry`` as the item of a ``units`` list whose dash is at column ``indent``, with the comments of the item it
    replaces (``old_item``, its lines as the file has them). The entry is written as the generated files write it
    (:func:`entry_yaml`); ruamel reads where each comment of the old item was, and where each key of the new one
    is: a comment at the end of a key's line goes at the end of that key's new line (two spaces after its value,
    on the value's last line); a comment line, and one on a key the entry no longer has, go above the entry, in the
    order written. (ruamel's own writer is not used for the entry: it reads a quoted text of several lines folded
    wrongly, and would write what it read.)"""
    yaml_rt = _round_trip()
    old = yaml_rt.load(old_item)
    text = "".join(
        " " * indent + line[2:] if line.startswith("  ") else line  # the item at the file's indentation
        for line in entry_yaml(entry).splitlines(keepends=True)
    )
    lines = text.splitlines()
    new = yaml_rt.load(text)
    starts = sorted(_starts(new))  # the line of every key and list item, in the order written
    above: list[str] = []
    for where, key, comment, after in _comments(old[0] if old else None):
        target = _at(new[0], where)
        if comment is not None and _has(target, key):
            # _has found the key in it: the target is a mapping or a list, though _at types it object.
            line = _line_of_value(target, key, lines, starts)  # type: ignore[arg-type]
            lines[line] = lines[line].rstrip() + "  " + comment
        elif comment is not None:
            above.append(comment)
        above += after
    return "".join(f"{' ' * indent}{comment}\n" for comment in above) + "".join(line + "\n" for line in lines)


def _starts(node: object) -> list[int]:
    """The lines (0-based) the keys and list items of ``node`` start on, all of them, as ruamel read them."""
    found: list[int] = []
    if isinstance(node, CommentedMap):
        for key, value in node.items():
            found.append(int(node.lc.key(key)[0]))
            found += _starts(value)
    elif isinstance(node, CommentedSeq):
        for index, value in enumerate(node):
            found.append(int(node.lc.item(index)[0]))
            found += _starts(value)
    return found


def _has(node: object, key: object) -> bool:
    if isinstance(node, CommentedMap):
        return key in node
    return isinstance(node, CommentedSeq) and isinstance(key, int) and 0 <= key < len(node)


def _line_of_value(parent: CommentedMap | CommentedSeq, key: object, lines: list[str], starts: list[int]) -> int:
    """The line a comment after ``key``'s value (a key of a mapping, or an item of a list) goes on: the key's own
    line when the value is a block (a mapping, a list, a ``|`` or ``>`` text, whose lines follow), else the value's
    last line (a flow list, or a quoted text of several lines: the line before what comes next)."""
    if isinstance(parent, CommentedMap):
        line = int(parent.lc.key(key)[0])
        value_line, value_column = (int(n) for n in parent.lc.value(key))
    else:
        line, value_column = (int(n) for n in parent.lc.item(key))
        value_line = line
    value = parent[key]
    if isinstance(value, (CommentedMap, CommentedSeq)) and not value.fa.flow_style():
        return line
    if lines[value_line][value_column : value_column + 1] in ("|", ">"):
        return line
    following = next((s for s in starts if s > line), len(lines))
    last = following - 1
    while last > line and not lines[last].strip():
        last -= 1
    return last


def _comments(
    node: object, where: tuple[str | int, ...] = ()
) -> list[tuple[tuple[str | int, ...], object, str | None, list[str]]]:
    """The comments ruamel read in ``node``, in the order written: for each, the path of the mapping (or list) it
    is in, its key there, the comment at the end of that key's line (None: none), and the comment lines after it."""
    found: list[tuple[tuple[str | int, ...], object, str | None, list[str]]] = []
    seen: set[int] = set()

    def walk(node: object, where: tuple[str | int, ...]) -> None:
        if not isinstance(node, (CommentedMap, CommentedSeq)):
            return
        before = node.ca.comment[1] if node.ca.comment and len(node.ca.comment) > 1 else None
        for token in before or []:
            if id(token) not in seen:
                seen.add(id(token))
                found.append((where, None, None, _comment_lines(token.value)[1]))
        children = node.items() if isinstance(node, CommentedMap) else enumerate(node)
        for key, value in children:
            for token in _tokens(node.ca.items.get(key)):
                if id(token) in seen:
                    continue
                seen.add(id(token))
                eol, lines = _comment_lines(token.value)
                found.append((where, key, eol, lines))
            walk(value, (*where, key))  # (its own note of the comment after its key, ca.comment[0], is that one)
        for token in _tokens(node.ca.end):
            if id(token) not in seen:
                seen.add(id(token))
                found.append((where, None, None, _comment_lines(token.value)[1]))

    walk(node, where)
    return found


def _tokens(held: object) -> list[CommentToken]:
    """The comment tokens in one of ruamel's comment slots (a token, a list of them, lists of lists, None)."""
    if isinstance(held, CommentToken):
        return [held]
    if isinstance(held, list):
        return [t for h in held for t in _tokens(h)]
    return []


def _comment_lines(value: str) -> tuple[str | None, list[str]]:
    """A comment token's text as the comment at the end of its line (None when it starts on a line of its own)
    and the comment lines after it; blank lines are left out."""
    parts = value.split("\n")
    eol = parts[0].strip() if parts[0].strip().startswith("#") else None
    return eol, [p.strip() for p in parts[1:] if p.strip().startswith("#")]


def _at(node: object, where: tuple[str | int, ...]) -> object:
    """The part of ``node`` at ``where`` (keys and indexes), or None when it has none there."""
    for part in where:
        if (isinstance(node, CommentedMap) and part in node) or (
            isinstance(node, CommentedSeq) and isinstance(part, int) and 0 <= part < len(node)
        ):
            node = node[part]
        else:
            return None
    return node


def _write(path: Path, text: str) -> None:
    try:
        write_text_atomic(path, text)
    except OSError as exc:
        raise SaveError(
            [Problem(str(path), None, "", f"cannot save: {exc.strerror or exc}; the file is unchanged")]
        ) from None
