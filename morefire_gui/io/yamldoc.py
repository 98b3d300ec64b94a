"""Safe YAML reading that remembers where every key and item was, so that errors can name a line.

Only PyYAML's safe loader is used (the C one when PyYAML was built with libyaml). Anchors and aliases are
refused: our own files never use them, and a hostile file could use them to blow up memory.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ValidationError

from morefire_gui.errors import InputError, Problem

KeyPath = tuple[str | int, ...]

_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
MAX_FILE_BYTES = 50 * 1024 * 1024


@dataclass
class YamlDocument:
    """The plain data of a YAML file and, for every key path, the line it starts on and its raw text."""

    source: str
    data: Any
    lines: dict[KeyPath, int] = field(default_factory=dict)
    raw: dict[KeyPath, str] = field(default_factory=dict)

    def line_of(self, path: Sequence[str | int]) -> int | None:
        """The line of the deepest part of ``path`` that exists in the file."""
        p = tuple(path)
        while p:
            if p in self.lines:
                return self.lines[p]
            p = p[:-1]
        return self.lines.get((), None)

    def problem(self, path: Sequence[str | int], message: str) -> Problem:
        return Problem(self.source, self.line_of(path), format_path(path), message)


def format_path(path: Iterable[str | int]) -> str:
    """``("units", 3, "facing")`` -> ``units[3].facing``."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out


def _walk(node: yaml.Node, path: KeyPath, doc: YamlDocument, depth: int = 0) -> None:
    if depth > 100:
        raise InputError([Problem(doc.source, node.start_mark.line + 1, format_path(path),
                                  "nested more than 100 levels deep")])
    doc.lines.setdefault(path, node.start_mark.line + 1)
    if isinstance(node, yaml.MappingNode):
        for key_node, value_node in node.value:
            key = key_node.value if isinstance(key_node, yaml.ScalarNode) else str(key_node.value)
            child = (*path, key)
            doc.lines[child] = key_node.start_mark.line + 1
            _walk(value_node, child, doc, depth + 1)
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            _walk(item, (*path, i), doc, depth + 1)
    elif isinstance(node, yaml.ScalarNode):
        doc.raw[path] = node.value


class _NoAliases(_Loader):  # type: ignore[misc, valid-type]
    def compose_node(self, parent: Any, index: Any) -> Any:  # noqa: N802 - PyYAML's name
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()
            raise yaml.MarkedYAMLError("while reading the file", None,
                                       "anchors and aliases (& and *) are not allowed here", event.start_mark)
        return super().compose_node(parent, index)


def parse_yaml(text: str, source: str) -> YamlDocument:
    """Parse ``text`` safely. A syntax error becomes an :class:`InputError` naming the line."""
    loader = _NoAliases(text)
    try:
        node = loader.get_single_node()
        data = loader.construct_document(node) if node is not None else None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else None
        what = " ".join(s for s in (exc.context, exc.problem) if s)
        raise InputError([Problem(source, line, "", f"not valid YAML: {what}")]) from None
    except yaml.YAMLError as exc:
        raise InputError([Problem(source, None, "", f"not valid YAML: {exc}")]) from None
    except RecursionError:
        raise InputError([Problem(source, None, "", "not valid YAML: nested too deeply")]) from None
    finally:
        loader.dispose()
    doc = YamlDocument(source, data)
    if node is not None:
        try:
            _walk(node, (), doc)
        except RecursionError:
            raise InputError([Problem(source, None, "", "nested too deeply")]) from None
    return doc


def read_yaml(path: Path, source: str | None = None) -> YamlDocument:
    """Read and parse a YAML file, turning unreadable, oversized or non-UTF-8 files into clear errors."""
    name = source or str(path)
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise InputError([Problem(name, None, "", f"the file is {size} bytes; the limit is {MAX_FILE_BYTES}")])
        text = path.read_bytes().decode("utf-8")
    except FileNotFoundError:
        raise InputError([Problem(name, None, "", "no such file")]) from None
    except IsADirectoryError:
        raise InputError([Problem(name, None, "", "this is a folder, not a file")]) from None
    except PermissionError:
        raise InputError([Problem(name, None, "", "permission denied")]) from None
    except UnicodeDecodeError as exc:
        raise InputError([Problem(name, None, "", f"not a UTF-8 text file (byte {exc.start})")]) from None
    except OSError as exc:
        raise InputError([Problem(name, None, "", f"cannot read: {exc.strerror or exc}")]) from None
    return parse_yaml(text, name)


def _clean_loc(loc: tuple[Any, ...], data: Any) -> KeyPath:
    """Drop pydantic's union/validator tags from an error location, keeping the keys that are in the data."""
    out: list[str | int] = []
    cursor = data
    for part in loc:
        if isinstance(cursor, dict) and part in cursor:
            out.append(part)
            cursor = cursor[part]
        elif isinstance(cursor, list) and isinstance(part, int) and 0 <= part < len(cursor):
            out.append(part)
            cursor = cursor[part]
        elif isinstance(cursor, dict) and isinstance(part, str) and not any(c in part for c in "[]()-"):
            out.append(part)  # a missing or unknown key: keep it so the message names it
            cursor = None
    return tuple(out)


def _message(err: dict[str, Any], path: KeyPath, data: Any, model: type[BaseModel]) -> str:
    kind = err.get("type", "")
    if kind == "extra_forbidden":
        key = path[-1] if path else "?"
        parent_fields = _fields_at(model, path[:-1])
        close = difflib.get_close_matches(str(key), parent_fields, n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else (
            f"; allowed keys: {', '.join(sorted(parent_fields))}" if parent_fields else "")
        return f"unknown key {key!r}{hint}"
    if kind == "missing":
        return "required key is missing"
    msg = str(err.get("msg", "invalid value"))
    for prefix in ("Value error, ", "Assertion failed, "):
        if msg.startswith(prefix):
            msg = msg[len(prefix):]
    if "input" in err and kind not in ("missing",) and not isinstance(err["input"], (dict, list)):
        msg += f" (found {err['input']!r})"
    return msg


def _fields_at(model: type[BaseModel], path: KeyPath) -> list[str]:
    """The field names a model accepts at ``path`` (best effort, for "did you mean" hints)."""
    import typing

    current: Any = model
    for part in path:
        if isinstance(part, int):
            continue
        if isinstance(current, type) and issubclass(current, BaseModel) and part in current.model_fields:
            ann = current.model_fields[part].annotation
            current = _inner_model(ann, typing)
        else:
            return []
    if isinstance(current, type) and issubclass(current, BaseModel):
        return list(current.model_fields)
    return []


def _inner_model(ann: Any, typing: Any) -> Any:
    for arg in (ann, *typing.get_args(ann)):
        if isinstance(arg, type) and issubclass(arg, BaseModel):
            return arg
        for sub in typing.get_args(arg):
            if isinstance(sub, type) and issubclass(sub, BaseModel):
                return sub
    return None


def validation_problems(exc: ValidationError, doc: YamlDocument, model: type[BaseModel],
                        prefix: KeyPath = ()) -> list[Problem]:
    """Turn pydantic's errors into located problems: file, line, key path, message."""
    problems = []
    for err in exc.errors():
        path = _clean_loc(tuple(err["loc"]), _get(doc.data, prefix))
        full = (*prefix, *path)
        problems.append(doc.problem(full, _message(err, path, _get(doc.data, prefix), model)))
    return problems


def _get(data: Any, path: KeyPath) -> Any:
    for part in path:
        data = data[part]
    return data


def validate_document(model: type[BaseModel], doc: YamlDocument, error: type[InputError] = InputError,
                      prefix: KeyPath = ()) -> Any:
    """Validate the document (or the part at ``prefix``) into ``model``; every problem is reported."""
    data = _get(doc.data, prefix)
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise error(validation_problems(exc, doc, model, prefix)) from None
