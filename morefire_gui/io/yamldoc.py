"""Safe YAML reading that remembers where every key and item was, so that errors can name a line.

Only PyYAML's safe loader is used (the C one when PyYAML was built with libyaml). Anchors and aliases are
refused: our own files never use them, and a hostile file could use them to blow up memory. A key given twice
in one mapping is refused too: YAML would silently keep the last one, and the player would never know.
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
MAX_FILE_BYTES = 20 * 1024 * 1024  # a long battle's log is a few MB; larger files take minutes to read
ID_PATTERN = r"^[A-Za-z0-9_.\-]+$"  # ids in battle files and the catalogue


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


def _key_of(key_node: yaml.Node) -> str:
    """A mapping key as it appears in a key path. Keys YAML reads as something other than text (``1``,
    ``yes``) are named by their Python value, which is what validation reports them as."""
    if isinstance(key_node, yaml.ScalarNode):
        if key_node.tag == "tag:yaml.org,2002:str":
            return str(key_node.value)
        try:
            return str(yaml.constructor.SafeConstructor().construct_object(key_node))
        except yaml.YAMLError:
            return str(key_node.value)
    return str(key_node.value)


def _walk(node: yaml.Node, path: KeyPath, doc: YamlDocument, problems: list[Problem], depth: int = 0) -> None:
    if depth > 100:
        raise InputError([Problem(doc.source, node.start_mark.line + 1, format_path(path),
                                  "nested more than 100 levels deep")])
    doc.lines.setdefault(path, node.start_mark.line + 1)
    if isinstance(node, yaml.MappingNode):
        first_line: dict[str, int] = {}
        for key_node, value_node in node.value:
            key = _key_of(key_node)
            child = (*path, key)
            line = key_node.start_mark.line + 1
            if key in first_line:
                problems.append(Problem(doc.source, line, format_path(child),
                                        f"this key is given twice (first on line {first_line[key]}); "
                                        f"keep only one"))
                continue
            first_line[key] = line
            doc.lines[child] = line
            _walk(value_node, child, doc, problems, depth + 1)
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            _walk(item, (*path, i), doc, problems, depth + 1)
    elif isinstance(node, yaml.ScalarNode):
        doc.raw[path] = node.value


def _anchor_problems(text: str, source: str) -> list[Problem]:
    """Anchors and aliases, found from the parser's events before anything is built.

    A pass of its own because the C loader composes nodes in C, where no Python override sees an alias;
    and it comes before composing, so that a "billion laughs" file is refused before it costs anything."""
    problems: list[Problem] = []
    if "&" not in text and "*" not in text:
        return problems  # an anchor is written &name and an alias *name: neither can be there
    aliases: dict[str, tuple[int, int]] = {}  # each anchor's aliases: where the first is, how many (one problem)
    for event in yaml.parse(text, Loader=_Loader):
        line = event.start_mark.line + 1
        if isinstance(event, yaml.AliasEvent):
            first, uses = aliases.get(event.anchor, (len(problems), 0))
            if not uses:
                problems.append(Problem(source, line, "", ""))
            aliases[event.anchor] = (first, uses + 1)
        elif isinstance(event, yaml.NodeEvent) and event.anchor is not None:
            problems.append(Problem(source, line, "", f"anchors (&{event.anchor}) are not allowed in these "
                                                      f"files; remove the &{event.anchor}"))
    for anchor, (at, uses) in aliases.items():
        more = f" (used {uses} times; this is the first)" if uses > 1 else ""
        problems[at] = Problem(source, problems[at].line, "", f"aliases (*{anchor}) are not allowed in these files; "
                                                              f"write the value out in full{more}")
    return problems


def parse_yaml(text: str, source: str) -> YamlDocument:
    """Parse ``text`` safely. A syntax error, an anchor or alias, or a key given twice becomes an
    :class:`InputError` naming the line."""
    try:
        refused = _anchor_problems(text, source)
        if refused:
            raise InputError(refused)
        loader = _Loader(text)
        try:
            node = loader.get_single_node()
            data = loader.construct_document(node) if node is not None else None
        finally:
            loader.dispose()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else None
        what = " ".join(s for s in (exc.context, exc.problem) if s)
        raise InputError([Problem(source, line, "", f"not valid YAML: {what}")]) from None
    except yaml.YAMLError as exc:
        raise InputError([Problem(source, None, "", f"not valid YAML: {exc}")]) from None
    except RecursionError:
        raise InputError([Problem(source, None, "", "not valid YAML: nested too deeply")]) from None
    doc = YamlDocument(source, data)
    if node is not None:
        problems: list[Problem] = []
        try:
            _walk(node, (), doc, problems)
        except RecursionError:
            raise InputError([Problem(source, None, "", "nested too deeply")]) from None
        if problems:
            raise InputError(problems)
    return doc


def read_yaml(path: Path, source: str | None = None) -> YamlDocument:
    """Read and parse a YAML file, turning unreadable, oversized or non-UTF-8 files into clear errors."""
    name = source or str(path)
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise InputError([Problem(name, None, "", f"the file is {size} bytes; the limit is {MAX_FILE_BYTES}")])
        raw = path.read_bytes()
        text = raw.decode("utf-8")
    except FileNotFoundError:
        raise InputError([Problem(name, None, "", "no such file")]) from None
    except IsADirectoryError:
        raise InputError([Problem(name, None, "", "this is a folder, not a file")]) from None
    except PermissionError:
        raise InputError([Problem(name, None, "", "permission denied")]) from None
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise InputError([Problem(name, line, "", f"not a UTF-8 text file (byte {exc.start} is "
                                                  f"0x{raw[exc.start]:02x}); save it as UTF-8")]) from None
    except OSError as exc:
        raise InputError([Problem(name, None, "", f"cannot read: {exc.strerror or exc}")]) from None
    return parse_yaml(text, name)


def _clean_loc(loc: tuple[Any, ...], data: Any, model: type[BaseModel] | None = None) -> KeyPath:
    """Turn pydantic's error location into a key path of the data: drop the tags it adds for validators and
    for the members of a union (``scale.CustomScale.yards_per_inch`` is ``scale.yards_per_inch``), keep the
    keys that are in the data, and keep a missing or unknown key so that the message can name it."""
    out: list[str | int] = []
    cursor = data
    for part in loc:
        if isinstance(cursor, dict) and part in cursor:
            # A key is a name, never an index; name it as the file has it (True, not pydantic's 1).
            key = part if isinstance(part, str) else next((k for k in cursor if k == part), part)
            out.append(str(key))
            cursor = cursor[part]
        elif isinstance(cursor, list) and isinstance(part, int) and 0 <= part < len(cursor):
            out.append(part)
            cursor = cursor[part]
        elif isinstance(cursor, dict) and isinstance(part, str) and not any(c in part for c in "[]()-"):
            fields = _fields_at(model, tuple(out)) if model is not None else []
            if fields and part not in fields:
                continue  # the name of a union member, not a key
            out.append(part)  # a missing key: keep it so the message names it
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
    if kind == "invalid_key":
        return (f"a key must be text, but YAML reads this one as the {type(err.get('input')).__name__} "
                f"{err.get('input')!r}; put it in quotes")
    if kind in ("model_type", "model_attributes_type", "dict_type"):
        return f"should be a mapping of keys and values (found {_describe(err.get('input'))})"
    if kind == "too_long":
        ctx = err.get("ctx", {})
        return f"has too many items: at most {ctx.get('max_length')} (it has {ctx.get('actual_length')})"
    if kind == "too_short":
        ctx = err.get("ctx", {})
        return f"needs at least {ctx.get('min_length', 1)} item(s) (it has {ctx.get('actual_length', 0)})"
    if kind == "string_pattern_mismatch" and err.get("ctx", {}).get("pattern") == ID_PATTERN:
        return f"an id may hold only letters, digits and _ . - (no spaces) (found {err.get('input')!r})"
    msg = str(err.get("msg", "invalid value"))
    for prefix in ("Value error, ", "Assertion failed, "):
        if msg.startswith(prefix):
            msg = msg[len(prefix):]
    if "input" in err and err["input"] is not None and not isinstance(err["input"], (dict, list)):
        msg += f" (found {err['input']!r})"
    return msg


def _describe(value: Any) -> str:
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return repr(value)


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
    found: list[tuple[KeyPath, str, Problem]] = []
    for err in exc.errors():
        path = _clean_loc(tuple(err["loc"]), _get(doc.data, prefix), model)
        full = (*prefix, *path)
        message = _message(err, path, _get(doc.data, prefix), model)
        raw = doc.raw.get(full)
        if err.get("type") == "string_type" and raw is not None and not isinstance(err.get("input"), str):
            # `id: 1`, `name: no`, `title: 1943`: YAML 1.1 reads these as numbers or yes/no.
            message += f"; YAML reads {raw} as a {_yaml_kind(err.get('input'))}: put it in quotes, \"{raw}\""
        found.append((full, err.get("type", ""), doc.problem(full, message)))
    # A misspelt key is one mistake, not two: "unknown key 'dept' (did you mean 'depth'?)" says it all, so
    # what the absent 'depth' causes ("required key is missing", "a hill needs its 'level'") is dropped.
    suggested = {(*full[:-1], p.message.split("did you mean '")[1].split("'")[0])
                 for full, kind, p in found if kind == "extra_forbidden" and "did you mean '" in p.message}
    return [p for full, kind, p in found if not (full in suggested and not _present(doc.data, full))]


def _yaml_kind(value: Any) -> str:
    if isinstance(value, bool):
        return "yes/no value"
    if isinstance(value, (int, float)):
        return "number"
    if value is None:
        return "null (nothing)"
    return type(value).__name__


def _present(data: Any, path: KeyPath) -> bool:
    for part in path:
        if isinstance(data, dict) and part in data:
            data = data[part]
        elif isinstance(data, list) and isinstance(part, int) and 0 <= part < len(data):
            data = data[part]
        else:
            return False
    return True


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
