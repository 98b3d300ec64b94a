"""Plain data built straight from libyaml's parser events, with a budget checked while parsing.

PyYAML's own loader composes every node of a file (with its marks) before it constructs anything, and so a
20 MB flow list takes minutes and gigabytes before a single check can run. Here each event is turned into data
as it arrives, and the parser stops at the first event over the budget: at most :data:`MAX_NODES` values (keys,
items and scalars together) and :data:`MAX_DEPTH` levels of nesting. Whatever a file holds, no more than that
is ever built, so any file is refused in under two seconds, in tens of megabytes.

Only plain data comes out: text, numbers, yes/no, null, dates, lists and mappings. Plain scalars are resolved with
PyYAML's YAML 1.1 resolvers and built with its safe constructors, so a value reads exactly as ``yaml.safe_load``
reads it. Refused, each at its line: tags that would make anything else (``!!python/object``, ``!!set``), anchors
and aliases (a "billion laughs" file), merge keys, a key given twice in one mapping, a key that is a list or a
mapping, and a number written with more than :data:`MAX_NUMBER_DIGITS` digits (Python will not even turn one of
4,300 digits into a number).
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from typing import Any

import yaml
from yaml.constructor import SafeConstructor
from yaml.events import (
    AliasEvent,
    DocumentStartEvent,
    MappingEndEvent,
    MappingStartEvent,
    ScalarEvent,
    SequenceEndEvent,
    SequenceStartEvent,
    StreamEndEvent,
)
from yaml.resolver import Resolver

from morefire_gui.errors import InputError, Problem

KeyPath = tuple[str | int, ...]

# The C parser when PyYAML was built with libyaml; its errors give byte offsets, the Python one's characters.
_Parser: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_OFFSETS_IN_BYTES = _Parser is not yaml.SafeLoader

# The budget (docs/reliability.md). The stress battle of benchmarks/ (1,028 pieces and 300 units) holds 25,000 values,
# the bundled catalogue's largest file 5,400, a shot with its log entry and its record some 200, a game of 3,000 shots
# some 600,000 in 8 MB. 750,000 of the slowest kind (a log's text) are refused in about 1.7 s of processor time, of
# the quickest ("0,0,0") in about 1.2 s (tests/reliability/hostile.py holds both under 2 s); a game's history reaches
# them at some 10 MB, about 3,700 shots (docs/reliability.md).
MAX_NODES = 750_000
MAX_DEPTH = 50  # a battle file nests 7 deep (a log step's value inside its entry)
MAX_NUMBER_DIGITS = 40  # 2**64 has 20 digits; the widest number a file needs, a seed, fits in 20
MAX_PROBLEMS = 1_000  # a file with more is listed this far: a player fixes those first
MAX_KEY = 200  # characters in a key: the longest the app's own files use is 20

_TAG = "tag:yaml.org,2002:"
_STR, _NULL, _BOOL, _INT, _FLOAT = (_TAG + k for k in ("str", "null", "bool", "int", "float"))
_TIMESTAMP, _MERGE, _MAP, _SEQ = (_TAG + k for k in ("timestamp", "merge", "map", "seq"))
_VALUE, _YAML = _TAG + "value", _TAG + "yaml"  # '=' and the characters that start tags: text here
_SCALAR_TAGS = frozenset({_STR, _NULL, _BOOL, _INT, _FLOAT, _TIMESTAMP})
_NUMBER_TAGS = frozenset({_INT, _FLOAT})
_RESOLVERS: dict[str | None, list[tuple[str, Any]]] = Resolver.yaml_implicit_resolvers
_CONSTRUCTOR = SafeConstructor()
_CONSTRUCTORS = SafeConstructor.yaml_constructors
# Plain whole and decimal numbers, the bulk of a battle's values, read directly: exactly what YAML 1.1 reads them as
# (a leading zero is octal, so "012" is left to PyYAML's constructor).
_PLAIN_INT = re.compile(r"-?(?:0|[1-9][0-9]*)\Z")
_PLAIN_FLOAT = re.compile(r"-?[0-9]+\.[0-9]+\Z")
_NO_KEY: Any = object()  # a mapping waiting for its next key
_BAD_KEY: Any = object()  # a key that was refused: its value is read (the budget counts it) and dropped


@dataclass
class BuiltDocument:
    """The data of one YAML document, the line every key and item starts on, and the text of plain scalars that
    are not text (``1:50`` read as a number, ``no`` as false), for messages that say what YAML made of them."""

    data: Any
    lines: dict[KeyPath, int] = field(default_factory=dict)
    raw: dict[KeyPath, str] = field(default_factory=dict)


class _Frame:
    """An open mapping or list: where it is in the file and what it waits for."""

    __slots__ = ("container", "first_line", "is_map", "key", "last_line", "path")

    def __init__(self, container: Any, path: KeyPath | None, is_map: bool, line: int) -> None:
        self.container = container
        self.path = path  # None: inside something refused, built only to be dropped
        self.is_map = is_map
        self.key: Any = _NO_KEY  # a mapping's key, read and waiting for its value: (value, name, line)
        self.first_line: dict[str, int] = {}
        # The line a problem at this path (or below it, with no line of its own) is reported at: its key's line
        # (or, in a list, its own); then the line of the list's last item given a line of its own.
        self.last_line = line


class _Builder:
    def __init__(self, source: str, limit_nodes: int, limit_depth: int) -> None:
        self.source = source
        self.limit_nodes = limit_nodes
        self.limit_depth = limit_depth
        self.nodes = 0
        self.stack: list[_Frame] = []
        self.doc = BuiltDocument(None)
        self.problems: list[Problem] = []
        self.refused: list[Problem] = []  # anchors and aliases: reported before anything else
        self.aliases: dict[str, tuple[int, int]] = {}  # alias -> (index of its problem, how many uses)
        self.placed_line = 0

    # -- problems -------------------------------------------------------------------------------------------------
    def problem(self, line: int | None, message: str, key: str = "") -> None:
        self.problems.append(Problem(self.source, line, key, message))
        if len(self.problems) >= MAX_PROBLEMS:
            self.problems.append(
                Problem(
                    self.source,
                    line,
                    "",
                    f"more problems follow; the first {MAX_PROBLEMS:,} are listed: fix them first",
                )
            )
            raise InputError(self.problems)

    def over_budget(self, line: int, message: str) -> InputError:
        return InputError([Problem(self.source, line, "", message)])

    def anchor(self, name: str, line: int) -> None:
        self.refused.append(
            Problem(self.source, line, "", f"anchors (&{name}) are not allowed in these files; remove the &{name}")
        )

    def alias(self, name: str, line: int) -> None:
        at, uses = self.aliases.get(name, (len(self.refused), 0))
        if not uses:
            self.refused.append(Problem(self.source, line, "", ""))
        self.aliases[name] = (at, uses + 1)

    def refusals(self) -> list[Problem]:
        for name, (at, uses) in self.aliases.items():
            more = f" (used {uses} times; this is the first)" if uses > 1 else ""
            self.refused[at] = Problem(
                self.source,
                self.refused[at].line,
                "",
                f"aliases (*{name}) are not allowed in these files; write the value out in full{more}",
            )
        return self.refused

    # -- values ---------------------------------------------------------------------------------------------------------
    def count(self, line: int, more: int = 0) -> None:
        self.nodes += more
        if self.nodes > self.limit_nodes:
            raise self.over_budget(
                line,
                f"the file holds more than {self.limit_nodes:,} values (keys, list items "
                f"and numbers); these files hold far fewer (a crowded table of 1,000 "
                f"pieces and 300 units holds 25,000, a game of 3,000 actions 310,000): "
                f"refused without reading further",
            )

    def scalar(self, event: ScalarEvent, line: int) -> tuple[Any, str]:
        """The value of a scalar and its tag."""
        value: str = event.value
        tag = event.tag
        if tag is None or tag == "!":
            if not event.implicit[0] or tag == "!":
                return value, _STR  # quoted, or block text
            if len(value) <= MAX_NUMBER_DIGITS:
                if _PLAIN_INT.match(value):
                    return int(value), _INT
                if _PLAIN_FLOAT.match(value):
                    return float(value), _FLOAT
            tag = _STR
            for candidate, pattern in _RESOLVERS.get(value[0] if value else "", ()):
                if pattern.match(value):
                    tag = candidate
                    break
        if tag in (_STR, _VALUE, _YAML):
            return value, _STR
        if tag == _MERGE:
            return value, _MERGE
        if tag not in _SCALAR_TAGS:
            self.problem(
                line,
                f"not valid YAML: could not determine a constructor for the tag {tag!r}: these files "
                f"hold plain values only (text, numbers, yes/no, dates, lists and mappings)",
            )
            return None, _NULL
        if tag in _NUMBER_TAGS and len(value) > MAX_NUMBER_DIGITS:
            self.problem(
                line,
                f"a number written with {len(value):,} characters; numbers in these files have at "
                f"most {MAX_NUMBER_DIGITS} digits",
            )
            return None, _NULL
        try:
            return _CONSTRUCTORS[tag](_CONSTRUCTOR, yaml.ScalarNode(tag, value)), tag
        except (ValueError, TypeError, OverflowError, yaml.YAMLError):
            what = {
                _INT: "a whole number",
                _FLOAT: "a number",
                _BOOL: "yes or no",
                _NULL: "null",
                _TIMESTAMP: "a date",
            }[tag]
            shown = value if len(value) <= 40 else value[:37] + "..."
            self.problem(line, f"not valid YAML: {shown!r} cannot be read as {what}")
            return None, _NULL

    def place(self, value: Any, line: int, tag: str | None, raw: str | None) -> KeyPath | None:
        """Put a value where the open container expects it: the path it is at, or None if it is dropped. The line
        that path is reported at is left in ``self.placed_line``."""
        self.placed_line = line
        if not self.stack:
            self.doc.data = value
            self.doc.lines[()] = line
            return ()
        top = self.stack[-1]
        path = top.path
        if not top.is_map:
            container: list[Any] = top.container
            container.append(value)
            if path is None:
                return None
            # The numbers of a list on one line ([x, y]) are found by the list's line: no entry each, which halves
            # the memory a table's outlines take.
            keep_raw = raw is not None and tag != _INT and tag != _FLOAT
            if tag is None or line != top.last_line or keep_raw:
                child = (*path, len(container) - 1)
                self.doc.lines[child] = line
                top.last_line = line
                if keep_raw:
                    self.doc.raw[child] = str(raw)  # keep_raw: raw is not None
                return child
            return None
        if top.key is _NO_KEY:  # this value is a key
            if tag is None:
                self.problem(line, "not valid YAML: a key must be text, not a list or a mapping")
                top.key = _BAD_KEY
            elif tag == _MERGE:
                self.problem(line, "merge keys (<<) are not allowed in these files; write the keys out in full")
                top.key = _BAD_KEY
            else:
                name = sys.intern(value) if tag == _STR else str(value)
                if len(name) > MAX_KEY:
                    self.problem(line, f"a key of {len(name):,} characters; keys are at most {MAX_KEY}")
                    top.key = _BAD_KEY
                    return None
                top.key = (name if tag == _STR else value, name, line)
            return None
        key = top.key
        top.key = _NO_KEY
        if key is _BAD_KEY or path is None:
            return None
        key_value, name, key_line = key
        self.placed_line = key_line
        first = top.first_line.get(name)
        if first is not None:
            self.problem(
                key_line,
                f"this key is given twice (first on line {first}); keep only one",
                key=_format_path((*path, name)),
            )
            return None
        top.first_line[name] = key_line
        try:
            top.container[key_value] = value
        except TypeError:  # pragma: no cover - every scalar a key can be is hashable
            self.problem(key_line, "not valid YAML: this key cannot be used")
            return None
        # A key on its mapping's own line ({id: t1, side: axis}, as the app writes every item) is found by the
        # mapping's line: no entry of its own, which keeps a long log's lines to a fraction.
        other_line = key_line != top.last_line
        if tag is None or other_line or raw is not None:
            child = (*path, name)
            if other_line:
                self.doc.lines[child] = key_line
            if raw is not None:
                self.doc.raw[child] = raw
            return child
        return None

    def open(self, event: MappingStartEvent | SequenceStartEvent, line: int, is_map: bool) -> None:
        self.count(line, 1)
        if event.anchor is not None:
            self.anchor(event.anchor, line)
        tag = event.tag
        if tag is not None and tag != "!" and tag != (_MAP if is_map else _SEQ):
            self.problem(
                line,
                f"not valid YAML: could not determine a constructor for the tag {tag!r}: these files "
                f"hold plain values only (text, numbers, yes/no, dates, lists and mappings)",
            )
        container: Any = {} if is_map else []
        path = self.place(container, line, None, None)  # None: a key, or under a refused key; read and dropped
        if len(self.stack) >= self.limit_depth:
            raise self.over_budget(line, f"nested more than {self.limit_depth} levels deep")
        self.stack.append(_Frame(container, path, is_map, self.placed_line))

    def run(self, parser: Any) -> BuiltDocument:
        get_event = parser.get_event
        documents = 0
        while True:
            event = get_event()
            kind = type(event)
            if kind is ScalarEvent:
                line = event.start_mark.line + 1
                self.nodes += 1
                if self.nodes > self.limit_nodes:
                    self.count(line)
                if event.anchor is not None:
                    self.anchor(event.anchor, line)
                value, tag = self.scalar(event, line)
                plain = event.implicit[0] and event.tag is None and tag != _STR
                self.place(value, line, tag, event.value if plain else None)
            elif kind is MappingStartEvent:
                self.open(event, event.start_mark.line + 1, True)
            elif kind is SequenceStartEvent:
                self.open(event, event.start_mark.line + 1, False)
            elif kind is MappingEndEvent or kind is SequenceEndEvent:
                self.stack.pop()
            elif kind is AliasEvent:
                line = event.start_mark.line + 1
                self.count(line, 1)
                self.alias(event.anchor, line)
                self.place(None, line, _NULL, None)
            elif kind is DocumentStartEvent:
                documents += 1
                if documents > 1:
                    raise InputError(
                        [
                            Problem(
                                self.source,
                                event.start_mark.line + 1,
                                "",
                                "not valid YAML: expected a single document in the stream, but found another document",
                            )
                        ]
                    )
            elif kind is StreamEndEvent:
                return self.doc


def _format_path(path: KeyPath) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else ("." if out else "") + str(part)
    return out


def _at_the_end(text: str | bytes, line: int, column: int) -> bool:
    """Whether the parser's mark (0-based line and column) stands where the file's content ends: nothing but blanks
    after it."""
    lines = (text.decode("utf-8", "replace") if isinstance(text, bytes) else text).split("\n")
    if line >= len(lines):
        return True
    return not lines[line][column:].strip() and not any(rest.strip() for rest in lines[line + 1 :])


def build_document(
    text: str | bytes, source: str, max_nodes: int | None = None, max_depth: int | None = None
) -> BuiltDocument:
    """Parse ``text`` (or UTF-8 bytes, which the parser reads without a copy) into plain data within the budget. Every problem becomes an :class:`InputError` naming its
    line: a syntax error, a control character, something over the budget, a refused tag, anchor, alias or key."""
    builder = _Builder(
        source, MAX_NODES if max_nodes is None else max_nodes, MAX_DEPTH if max_depth is None else max_depth
    )
    parser = _Parser(text)
    try:
        doc = builder.run(parser)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else None
        what = " ".join(s for s in (exc.context, exc.problem) if s)
        if mark is not None and _at_the_end(text, mark.line, mark.column):
            # A list, a mapping or a text left open where the file stops: a copy or a download not finished.
            what += "; the file stops there, in the middle of it: it may have been cut short"
        raise InputError([Problem(source, line, "", f"not valid YAML: {what}")]) from None
    except yaml.reader.ReaderError as exc:
        raise InputError([_reader_problem(exc, text, source)]) from None
    except yaml.YAMLError as exc:
        raise InputError([Problem(source, None, "", f"not valid YAML: {exc}")]) from None
    finally:
        parser.dispose()
    refused = builder.refusals()
    if refused:
        raise InputError(refused)
    if builder.problems:
        raise InputError(builder.problems)
    return doc


def _reader_problem(exc: yaml.reader.ReaderError, text: str | bytes, source: str) -> Problem:
    """A character YAML does not allow (a control character, say), at its line and column. The reader gives only an
    offset: in bytes of UTF-8 from the C parser or of bytes given, in characters from the Python one."""
    if isinstance(text, bytes) or _OFFSETS_IN_BYTES:
        data = text if isinstance(text, bytes) else text.encode("utf-8")
        before = data[: exc.position].decode("utf-8", "replace")
    else:
        before = text[: exc.position]
    line = before.count("\n") + 1
    column = len(before) - (before.rfind("\n") + 1) + 1
    code = exc.character if isinstance(exc.character, int) else ord(str(exc.character)[:1] or "\0")
    return Problem(
        source,
        line,
        "",
        f"not valid YAML: the character U+{code:04X} (column {column}) is not allowed: "
        f"YAML files hold no control characters; remove it",
    )
